"""README.md is part of the contract: its first example runs as written, and it holds the
two set-up commands that .ci/run executes."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text("utf-8")


def test_opening_example_runs_and_its_comments_are_true() -> None:
    code = re.search(r"```python\n(.*?)```", README, re.S).group(1)  # type: ignore[union-attr]
    namespace: dict[str, object] = {}
    exec(compile(code, "README.md", "exec"), namespace)
    doc = namespace["doc"]
    for line in code.splitlines():
        expression, _, expected = line.partition("#")
        expected = expected.strip()
        if expression.strip() and expected.startswith(("'", "[")):
            assert repr(eval(expression, namespace)) == expected, line
    assert doc._.physics_verdict == "FAIL"  # type: ignore[attr-defined]


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
