"""docs/architecture.md stays true to the code: every test it cites exists, every module it
names is there, and nothing cites a design file that is not in the repository."""

from __future__ import annotations

import ast
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARCHITECTURE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")


def _functions(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


def test_every_cited_test_exists() -> None:
    cited = re.findall(r"`(test_\w+\.py)(?:::(\w+))?", ARCHITECTURE)
    cited += [
        (m.group(1), n)
        for m in re.finditer(r"`(test_\w+\.py)::\w+`((?:, `::\w+`)+)", ARCHITECTURE)
        for n in re.findall(r"`::(\w+)`", m.group(2))
    ]
    assert len(cited) >= 20
    for file, name in cited:
        path = ROOT / "tests" / file
        assert path.is_file(), file
        assert not name or name in _functions(path), f"{file}::{name}"


def test_every_named_module_exists() -> None:
    for module in set(re.findall(r"`(\w+)\.py", ARCHITECTURE)) - {"pyproject"}:
        found = list((ROOT / "physics_spacy").rglob(f"{module}.py"))
        found += list((ROOT / "tests").glob(f"{module}.py"))
        assert found, module


def test_nothing_cites_a_design_file_users_do_not_have() -> None:
    # The name is put together so that this file does not cite it either.
    design = "DES" + "IGN"
    done = subprocess.run(
        ["grep", "-rn", design, "physics_spacy", "tests", "README.md", "docs"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.stdout.splitlines() == []
