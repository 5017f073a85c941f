"""The README's examples run as written, and what their comments claim holds: every
```python block, in order, and the command-line, highlighting, notebook and promptfoo ones.

Each example follows a ``<!-- example:NAME -->`` marker. Shell lines are run through
``cli.main`` in-process (the console script itself is run as a subprocess in
test_cli.py), so the examples cost a pipeline load, not a process start each.
"""

from __future__ import annotations

import importlib.util
import re
import shlex
import shutil
from pathlib import Path
from typing import Any

import pytest
import spacy
import yaml
from readme_code import claimed_results, python_blocks
from spacy.language import Language

from physics_spacy.cli import main

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
SAMPLE = ROOT / "physics_spacy" / "data" / "sample_corpus.jsonl"


def example(name: str) -> tuple[str, str]:
    """The language and code of the fenced block after ``<!-- example:NAME -->``."""
    found = re.search(rf"<!-- example:{re.escape(name)} -->\s*```(\w+)\n(.*?)```", README, re.S)
    assert found, f"README.md has no <!-- example:{name} --> block"
    return found.group(1), found.group(2)


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A scratch directory laid out like the repository, for the examples' relative paths."""
    data = tmp_path / "physics_spacy" / "data"
    data.mkdir(parents=True)
    shutil.copy(SAMPLE, data / SAMPLE.name)
    monkeypatch.chdir(tmp_path)
    return tmp_path


# The README's Dask example names a scheduler on another machine; here it runs in this
# process (scheduler=None), which tests/test_dask.py checks gives the same records.
ELSEWHERE = {'scheduler="tcp://scheduler:8786"': "scheduler=None"}


def test_every_python_block_runs(workdir: Path, nlp: Language) -> None:
    """Each ```python block, in order, in one namespace, as a reader pasting them into one
    session would; each value a comment claims is checked."""
    corpus = SAMPLE.read_text(encoding="utf-8").splitlines(keepends=True)[:20]
    (workdir / "corpus.jsonl").write_text("".join(corpus), encoding="utf-8")  # Dask example's
    # physics_spacy.load("en_core_web_sm") takes a package name or a path; CI installs no
    # trained pipeline, so a saved blank one stands in under that name, as a path.
    spacy.blank("en").to_disk(workdir / "en_core_web_sm")
    blocks = python_blocks()
    assert len(blocks) == README.count("```python")
    namespace: dict[str, Any] = {}
    for number, code in enumerate(blocks, 1):
        for there, here in ELSEWHERE.items():
            code = code.replace(there, here)
        exec(compile(code, f"README.md (python block {number})", "exec"), namespace)
        for expression, expected in claimed_results(code):
            assert repr(eval(expression, namespace)) == expected, (number, expression)
    assert namespace["record"]["line"] == len(corpus)


def run_command(line: str) -> int:
    argv = shlex.split(line, comments=True)
    assert argv[0] in ("physics-spacy", ".venv/bin/physics-spacy"), line
    return main(argv[1:])


def test_cli_example(workdir: Path, nlp: Language, capsys: pytest.CaptureFixture[str]) -> None:
    language, code = example("cli")
    assert language == "sh"
    outputs = []
    for line in filter(str.strip, code.splitlines()):
        claimed = re.search(r"exit status (\d)", line)
        assert run_command(line) == (int(claimed.group(1)) if claimed else 0), line
        outputs.append(capsys.readouterr().out)
    printed = re.search(r"The first command prints:\s*```\n(.*?)```", README, re.S)
    assert printed and outputs[0] == printed.group(1)
    records = (workdir / "scan.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(records) == len(SAMPLE.read_text(encoding="utf-8").splitlines())
    assert "impossible_free_fall" in (workdir / "page.html").read_text(encoding="utf-8")


def test_ci_main_job_scans_the_sample_corpus(workdir: Path, nlp: Language) -> None:
    block = re.search(r"<!-- ci:install -->\s*```sh\n(.*?)```", README, re.S)
    assert block
    main_job = block.group(1).strip().split(" && ")[-1]
    assert main_job.startswith(".venv/bin/physics-spacy scan physics_spacy/data/sample_corpus")
    assert run_command(main_job) == 0
    assert (workdir / "scan.jsonl").stat().st_size > 0


def test_highlighting_example(nlp: Language) -> None:
    language, code = example("highlighting")
    assert language == "python"
    namespace: dict[str, Any] = {}
    exec(compile(code, "README.md", "exec"), namespace)
    for markup in (namespace["spans"], namespace["both"], namespace["page"]):
        assert "superluminal_speed" in markup and "share_sum_exceeds_total" in markup
    assert "SPEED" in namespace["both"] and "SPEED" not in namespace["spans"]
    assert namespace["page"].startswith("<!DOCTYPE html>")


def test_notebooks_example(nlp: Language) -> None:
    language, code = example("notebooks")
    assert language == "python"
    namespace: dict[str, Any] = {}
    exec(compile(code, "README.md", "exec"), namespace)
    assert namespace["by_rule"].to_dict() == {"below_absolute_zero": 1, "superluminal_speed": 1}
    assert namespace["faulty"]["text"].tolist() == ["400000 km/s", "-300 °C"]


def test_promptfoo_example(tmp_path: Path, nlp: Language) -> None:
    """Load physics_assert.py from its path and call it as promptfoo would for each test
    of the YAML config (the echo provider answers with the prompt itself)."""
    language, assert_code = example("promptfoo-assert")
    assert language == "python"
    script = tmp_path / "physics_assert.py"
    script.write_text(assert_code, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("physics_assert", script)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)

    language, config_text = example("promptfoo-config")
    assert language == "yaml"
    config = yaml.safe_load(config_text)
    assert config["providers"] == ["echo"]
    passed = []
    for test in config["tests"]:
        prompt = config["prompts"][0]
        for name, value in test["vars"].items():
            prompt = prompt.replace("{{" + name + "}}", str(value))
        for assertion in test["assert"]:
            assert assertion["type"] == "python"
            assert assertion["value"] == f"file://{script.name}"
            context = {
                "prompt": prompt,
                "vars": test["vars"],
                "test": test,
                "config": assertion.get("config"),
            }
            result = module.get_assert(prompt, context)
            assert set(result) >= {"pass", "score", "reason"}
            passed.append(result["pass"])
    assert passed == [True, False]  # as the comments in the YAML say


def promptfoo_reads_as_a_path(prompt: str) -> bool:
    """promptfoo's ``maybeFilePath`` (0.120-0.123, dist/src/util): a prompt string with a
    "/", "\\" or "*", or a "." third or fourth from its end, is read as a file path, and
    the eval stops with 'There are no prompts in ...' (a newline makes it a prompt again)."""
    if "\n" in prompt:
        return False
    return (
        prompt.startswith("file://")
        or any(c in prompt for c in "/\\*")
        or prompt[-3:-2] == "."
        or prompt[-4:-3] == "."
    )


def test_promptfoo_example_names_versions_and_its_prompt_is_a_prompt() -> None:
    _, config_text = example("promptfoo-config")
    prompts = yaml.safe_load(config_text)["prompts"]
    assert prompts and not [p for p in prompts if promptfoo_reads_as_a_path(p)]
    assert promptfoo_reads_as_a_path("The probe travelled at {{speed}} km/s.")
    run = re.search(r"`PROMPTFOO_PYTHON=\.venv/bin/python npx promptfoo@(\S+) eval`", README)
    assert run and re.fullmatch(r"\d+\.\d+\.\d+", run.group(1)), "pin a promptfoo version"
    assert f"promptfoo {run.group(1)} on Node " in README
    smoke = ROOT / "benchmarks" / "promptfoo_smoke.sh"
    assert "bash benchmarks/promptfoo_smoke.sh" in README and smoke.is_file()
