"""physics_spacy: a spaCy component that marks numeric claims that break physics.

    >>> import physics_spacy
    >>> nlp = physics_spacy.load()
    >>> doc = nlp("The probe travelled at 400000 km/s.")
    >>> doc._.physics_verdict
    'FAIL'

Importing the package is cheap: spaCy, quantulum3 and pint load on first use.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .claims import Claim, Finding, Sentence, Violation
from .report import check
from .rules.registry import RULES_VERSION, Rule, register_rule

if TYPE_CHECKING:
    from spacy.language import Language

__version__ = "0.1.0"

__all__ = [
    "RULES_VERSION",
    "Claim",
    "Finding",
    "Rule",
    "Sentence",
    "Violation",
    "check",
    "load",
    "register_rule",
]


def load(name: str | Path | None = None, *, config: dict[str, Any] | None = None) -> Language:
    """The embedded default pipeline, or ``name`` with the component added (see pipeline.load)."""
    from .pipeline import load as load_pipeline

    return load_pipeline(name, config=config)
