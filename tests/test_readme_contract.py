"""README.md is part of the contract: its first example runs as written, and it holds the
two set-up commands that .ci/run executes."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from readme_code import claimed_results, python_blocks

from physics_spacy.rules import BUILTIN_RULES, COMPONENT_ERROR
from physics_spacy.rules.registry import COMPONENT_ERROR_SEVERITY

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text("utf-8")


def test_opening_example_runs_and_its_comments_are_true() -> None:
    """In the pipeline users build themselves: spacy.blank + sentencizer + the component."""
    code = python_blocks()[0]
    assert 'spacy.blank("en")' in code and 'add_pipe("sentencizer")' in code
    namespace: dict[str, object] = {}
    exec(compile(code, "README.md", "exec"), namespace)
    claims = claimed_results(code)
    assert len(claims) == 5
    for expression, expected in claims:
        assert repr(eval(expression, namespace)) == expected, expression
    assert [s.text for s in namespace["doc"].sents] == [  # type: ignore[attr-defined]
        "The probe travelled at 400000 km/s.",
        "It then slowed to 7 km/s.",
    ]


def test_ci_runs_the_readme_set_up_commands() -> None:
    blocks = {}
    for name in ("install", "test"):
        done = subprocess.run(
            [
                "bash",
                "-c",
                f"source <(sed -n '/^readme_block()/,/^}}/p' .ci/run); readme_block {name}",
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        blocks[name] = done.stdout.strip()
    assert 'pip install -e ".[test]"' in blocks["install"]
    assert "pytest" in blocks["test"]


def test_rules_table_rows_match_the_registry() -> None:
    """Each built-in rule (and component_error) has one row, with its registered severity."""
    rows = re.findall(r"^\| `(\w+)` \| (\w+) \|", README, re.M)
    assert len(rows) == len(dict(rows)), "a rule has two rows"
    registered = {rule.id: rule.severity for rule in BUILTIN_RULES}
    assert dict(rows) == {**registered, COMPONENT_ERROR: COMPONENT_ERROR_SEVERITY}
