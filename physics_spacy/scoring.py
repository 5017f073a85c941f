"""Scoring violation spans against gold Docs, for ``nlp.evaluate``.

Registered in spaCy's ``scorers`` registry (and the ``spacy_scorers`` entry point), so a
config can name it: ``scorer = {"@scorers": "physics_spacy.violations_scorer.v1"}``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from spacy.scorer import Scorer
from spacy.training import Example
from spacy.util import registry

ViolationsScorer = Callable[..., dict[str, Any]]


def score_violations(
    examples: Iterable[Example], *, spans_key: str = "physics_violations", **kwargs: Any
) -> dict[str, Any]:
    """Precision, recall and F1 of violation spans, overall and per rule id.

    Keys: ``spans_{spans_key}_p``, ``_r``, ``_f`` and ``_per_type`` (rule id -> p/r/f).
    Spans may overlap (one claim can break two laws), and labels must match.
    """
    return Scorer.score_spans(
        examples,
        attr=f"spans_{spans_key}",
        getter=lambda doc, attr: doc.spans.get(attr[len("spans_") :], []),
        has_annotation=lambda doc: spans_key in doc.spans,
        labeled=True,
        allow_overlap=True,
        **kwargs,
    )


@registry.scorers("physics_spacy.violations_scorer.v1")
def make_violations_scorer() -> ViolationsScorer:
    return score_violations
