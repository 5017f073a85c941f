"""physics_spacy: a spaCy component that marks numeric claims that break physics.

    >>> import physics_spacy
    >>> nlp = physics_spacy.load()
    >>> doc = nlp("The probe travelled at 400000 km/s.")
    >>> doc._.physics_verdict
    'FAIL'

Importing the package registers the ``._.physics_*`` extensions on spaCy's Doc and Span,
as spaCy extensions conventionally are, so that annotated Docs read back in a fresh process
(``DocBin(store_user_data=True)``) can be read after ``import physics_spacy``. That imports
spaCy; quantulum3, pint and pandas load on first use.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .annotate import register_extensions
from .claims import Claim, Finding, Sentence, Violation

# render.py imports spaCy only when it renders. It is imported here, not in a lazy wrapper,
# because a module named like a package attribute replaces that attribute when it is first
# imported (displaCy imports it through the spacy_displacy_colors entry point), which
# would turn physics_spacy.render from a function into a module.
from .render import render
from .report import check
from .rules.registry import RULES_VERSION, Rule, register_rule

if TYPE_CHECKING:
    import pandas as pd
    from spacy.language import Language
    from spacy.tokens import Doc

__version__ = "0.1.0"

register_extensions()

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
    "render",
    "to_frame",
]


def load(name: str | Path | None = None, *, config: dict[str, Any] | None = None) -> Language:
    """The embedded default pipeline, or ``name`` with the component added (see pipeline.load)."""
    from .pipeline import load as load_pipeline

    return load_pipeline(name, config=config)


def to_frame(
    docs: Doc | Iterable[Any], kind: str = "violations", *, ids: Any = None
) -> pd.DataFrame:
    """One row per violation (or per claim with ``kind="claims"``) as a pandas DataFrame.

    pandas is imported on first use (``pip install "physics_spacy[notebooks]"``); see
    physics_spacy.frame.to_frame.
    """
    from .frame import to_frame as frame

    return frame(docs, kind, ids=ids)
