"""Shared fixtures: one pipeline for the whole session (quantulum3's first parse costs ~1.5 s)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable

import pytest
from spacy.language import Language
from spacy.tokens import Doc

import physics_spacy


@pytest.fixture(scope="session")
def nlp() -> Language:
    """The embedded default pipeline, shared by every test that only reads from it."""
    return physics_spacy.load()


@pytest.fixture(scope="session")
def rules_fired(nlp: Language) -> Callable[[str], list[str]]:
    """The rule ids a text triggers, in order."""

    def fired(text: str) -> list[str]:
        return [v["rule"] for v in nlp(text)._.physics_violations]

    return fired


@pytest.fixture(scope="session")
def claims_of(nlp: Language) -> Callable[[str], list[dict]]:
    """The claim dicts of a text."""

    def claims(text: str) -> list[dict]:
        doc: Doc = nlp(text)
        return list(doc._.physics_claims)

    return claims


def _run_python(code: str, *, hash_seed: str = "0", timeout: float = 180) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=timeout
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="session")
def fresh_python() -> Callable[..., str]:
    """Run code in a fresh interpreter (nothing imported yet) and return its stdout.

    Keyword ``hash_seed`` sets PYTHONHASHSEED for that interpreter.
    """
    return _run_python
