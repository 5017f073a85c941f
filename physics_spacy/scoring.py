"""Scoring violation spans against gold Docs, for ``nlp.evaluate``.

The scoring itself is spaCy's: the scorer it registers as
``spacy.overlapping_labeled_spans_scorer.v1`` (the span ruler's), which scores a span group
with overlapping, labelled spans, exactly what violations are (one claim can break two
laws, and the rule id is the label). This module only points it at the violations' span
group, under its own name in spaCy's ``scorers`` registry (and the ``spacy_scorers`` entry
point), so that a config can name it: ``scorer = {"@scorers":
"physics_spacy.violations_scorer.v1"}``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from spacy.training import Example
from spacy.util import registry

ViolationsScorer = Callable[..., dict[str, Any]]

SPACY_SCORER = "spacy.overlapping_labeled_spans_scorer.v1"


@cache
def _spans_scorer() -> ViolationsScorer:
    scorer: ViolationsScorer = registry.scorers.get(SPACY_SCORER)()
    return scorer


def score_violations(
    examples: Iterable[Example], *, spans_key: str = "physics_violations", **kwargs: Any
) -> dict[str, Any]:
    """Precision, recall and F1 of violation spans, overall and per rule id.

    Keys: ``spans_{spans_key}_p``, ``_r``, ``_f`` and ``_per_type`` (rule id -> p/r/f).
    Spans may overlap, and labels must match.
    """
    return _spans_scorer()(examples, spans_key=spans_key, **kwargs)


@registry.scorers("physics_spacy.violations_scorer.v1")
def make_violations_scorer() -> ViolationsScorer:
    return score_violations
