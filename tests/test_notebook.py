"""notebooks/corpus_analysis.ipynb runs top to bottom from a clean kernel, as CI runs it.

The kernel is ipykernel's ``python3``, which jupyter_client starts with this very
interpreter (``sys.executable``), so the notebook sees the venv that runs the tests, with
no kernelspec to install by hand.
"""

from __future__ import annotations

import importlib.util
import json
import time
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "corpus_analysis.ipynb"


def test_notebook_is_committed_without_outputs() -> None:
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    nbformat.validate(notebook)
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert code and all(not c.outputs and c.execution_count is None for c in code)
    assert notebook.metadata.kernelspec.name == "python3"


def test_notebook_runs_top_to_bottom(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Keep the kernel's state files out of the user's home directory.
    for variable, folder in {
        "IPYTHONDIR": "ipython",
        "JUPYTER_RUNTIME_DIR": "runtime",
        "MPLCONFIGDIR": "matplotlib",
    }.items():
        monkeypatch.setenv(variable, str(tmp_path / folder))
    monkeypatch.setenv("JUPYTER_PLATFORM_DIRS", "1")
    monkeypatch.setenv("PYTHONHASHSEED", "0")
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(NOTEBOOK.parent)}},
    )
    started = time.perf_counter()
    client.execute()  # raises CellExecutionError, with the cell's traceback, on any error
    seconds = time.perf_counter() - started
    outputs = [output for cell in notebook.cells for output in cell.get("outputs", ())]
    assert not [o for o in outputs if o.output_type == "error"]
    data = [o.get("data", {}) for o in outputs]
    text = "".join(o.get("text", "") for o in outputs)
    assert "300 texts" in text
    assert any("image/png" in d for d in data), "the bar chart is missing"
    highlights = [d["text/html"] for d in data if "physics-doc" in d.get("text/html", "")]
    assert highlights and "physics-messages" in highlights[-1]
    assert seconds < 60, f"the notebook took {seconds:.0f} s"


def test_sample_corpus_is_what_its_generator_writes() -> None:
    """The bundled corpus is reproducible: benchmarks/make_sample_corpus.py writes it."""
    script = NOTEBOOK.parent.parent / "benchmarks" / "make_sample_corpus.py"
    spec = importlib.util.spec_from_file_location("make_sample_corpus", script)
    assert spec and spec.loader
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    assert generator.main(["--check"]) == 0
    records = [json.loads(line) for line in generator.OUTPUT.read_text("utf-8").splitlines()]
    assert len(records) == 300 and len({r["id"] for r in records}) == 300
    assert {r["source"] for r in records} == {"llm", "news"}
    assert 0.3 < sum(bool(r["expected"]) for r in records) / len(records) < 0.6
