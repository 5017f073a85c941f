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


def execute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[list[dict], str, float]:
    """Run the notebook from a clean kernel; its outputs' data, its printed text, seconds."""
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
    text += "".join(d.get("text/plain", "") for d in data)
    return data, text, seconds


def test_notebook_runs_top_to_bottom(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PHYSICS_SPACY_CORPUS", raising=False)
    data, text, seconds = execute(tmp_path, monkeypatch)
    assert "300 documents from 5 source(s): chat, forum, news, press, textbook" in text
    assert "scanning: 100%" in text  # the progress bar
    # Rates with their Wilson intervals, FAIL apart from any violation.
    assert "documents with" in text and "a FAIL" in text and "high" in text
    assert "speeds above c:" in text and "temperatures below 0 K:" in text
    figures = [d for d in data if "image/png" in d]
    # Rates by source, claim kinds, speeds and temperatures, rule x source, FAIL vs WARN.
    assert len(figures) == 5, f"{len(figures)} figures"
    highlights = [d["text/html"] for d in data if "physics-doc" in d.get("text/html", "")]
    assert len(highlights) == 2  # the worst documents, and one per WARN rule
    assert all("physics-text" in h and "physics-messages" in h for h in highlights)
    assert 'data-severity="FAIL"' in highlights[0] and 'data-severity="WARN"' in highlights[1]
    assert seconds < 60, f"the notebook took {seconds:.0f} s"


def test_notebook_reads_the_corpus_named_in_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A corpus of the reader's own, with no id or source field and nothing to flag."""
    corpus = tmp_path / "mine.jsonl"
    texts = ["Water boils at 100 °C at sea level.", "The train runs at 300 km/h.", "We met."]
    corpus.write_text("".join(json.dumps({"text": t}) + "\n" for t in texts), encoding="utf-8")
    monkeypatch.setenv("PHYSICS_SPACY_CORPUS", str(corpus))
    _, text, _ = execute(tmp_path, monkeypatch)
    assert "3 documents from 1 source(s): all" in text
    assert "2 claims, 0 violations" in text and "No rule fired on this corpus." in text


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
    assert len({r["source"] for r in records}) == 5
    # Clean documents, single slips and documents with three or more, so that the
    # notebook's ranking of the worst documents means something.
    slips = [len(r["expected"]) for r in records]
    assert slips.count(0) > 100 and slips.count(1) > 50 and sum(n >= 3 for n in slips) > 20
