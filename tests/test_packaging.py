"""pyproject.toml declares what the package imports, and CI runs what the project configures."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]

# Imported, but not ours to declare: quantulum3's own dependencies, which
# quantulum_speedups.py reaches into, and IPython, used only inside Jupyter.
NOT_OURS = {"inflect", "typeguard", "IPython"}
# Distribution names that differ from the module imported.
MODULE_OF = {"dask[bag]": "dask"}


def _distribution(requirement: str) -> str:
    name = re.match(r"[A-Za-z0-9_.\-\[\]]+", requirement).group()  # type: ignore[union-attr]
    return MODULE_OF.get(name, name.split("[")[0]).replace("-", "_")


def imported_packages() -> set[str]:
    names = set()
    for path in (ROOT / "physics_spacy").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return {n for n in names if n not in sys.stdlib_module_names and n != "physics_spacy"}


def test_every_imported_package_is_declared() -> None:
    declared = {_distribution(r) for r in PROJECT["dependencies"]}
    for extra in PROJECT["optional-dependencies"].values():
        declared |= {_distribution(r) for r in extra}
    assert imported_packages() - NOT_OURS <= declared
    assert "catalogue" in {_distribution(r) for r in PROJECT["dependencies"]}


def test_ci_runs_ruff_after_the_tests() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "[tool.ruff]" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert ci.index('bash -euo pipefail -c "$test_cmd"') < ci.index("\n.venv/bin/ruff check .")
