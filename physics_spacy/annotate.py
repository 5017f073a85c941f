"""Writing claims and violations onto a Doc: span groups, extensions, verdicts.

Stored values are plain data (dicts, lists, str, float, int, bool, None) on the Doc,
so Docs survive ``nlp.pipe(n_process=...)`` and ``DocBin(store_user_data=True)``.
Span extensions are getters over the Doc's data: spaCy keys writable span values by
character offsets only, which would not survive a change of span group.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any, TypeVar

from spacy.tokens import Doc, Span

from .claims import Claim, Violation, severity_rank, worst_severity

R = TypeVar("R", Claim, Violation)

_DOC_DEFAULTS: dict[str, Any] = {
    "physics_verdict": None,
    "physics_flagged": None,
    "physics_violations": None,
    "physics_claims": None,
}


def register_extensions() -> None:
    """Register the ``._.physics_*`` extensions (idempotent)."""
    for name, default in _DOC_DEFAULTS.items():
        if not Doc.has_extension(name):
            Doc.set_extension(name, default=default)
    span_getters = {
        "physics_claim": _span_claim,
        "physics_claims": _span_claims,
        "physics_violations": _span_violations,
        "physics_verdict": _span_verdict,
    }
    for name, getter in span_getters.items():
        if not Span.has_extension(name):
            Span.set_extension(name, getter=getter)


def write(
    doc: Doc,
    claims: Sequence[Claim],
    violations: Sequence[Violation],
    *,
    fail_on: str,
    claims_key: str,
    violations_key: str,
    overwrite: bool,
) -> None:
    """Put a whole Doc's claims and violations (Doc offsets) onto it.

    Offsets are widened to token boundaries first, so that every stored record has
    exactly the offsets of its span.
    """
    placed_claims = [p for p in (_placed(doc, c) for c in claims) if p is not None]
    placed_violations = [p for p in (_placed(doc, v) for v in violations) if p is not None]
    claims = [c for c, _ in placed_claims]
    violations = [v for v, _ in placed_violations]
    _set_group(doc, claims_key, [_span(doc, s, c.kind) for c, s in placed_claims], overwrite)
    _set_group(
        doc, violations_key, [_span(doc, s, v.rule) for v, s in placed_violations], overwrite
    )
    verdict = worst_severity(v.severity for v in violations)
    doc._.physics_claims = [c.to_dict() for c in claims]
    doc._.physics_violations = [v.to_dict() for v in violations]
    doc._.physics_verdict = verdict
    doc._.physics_flagged = severity_rank(verdict) >= severity_rank(fail_on)


def _aligned(doc: Doc, record: R) -> R | None:
    """The record with offsets widened to whole tokens; None where no token is covered."""
    placed = _placed(doc, record)
    return None if placed is None else placed[0]


def _placed(doc: Doc, record: R) -> tuple[R, Span] | None:
    """The record with offsets widened to whole tokens, and the span of those tokens;
    None where no token is covered."""
    span = doc.char_span(record.start_char, record.end_char, alignment_mode="expand")
    if span is None or len(span) == 0:
        return None
    if isinstance(record, Violation):
        claims = tuple(c for c in (_aligned(doc, c) for c in record.claims) if c is not None)
        if claims != record.claims:
            record = replace(record, claims=claims)
    if span.start_char == record.start_char and span.end_char == record.end_char:
        return record, span  # on token boundaries already, as most are: no copy to make
    return replace(record, start_char=span.start_char, end_char=span.end_char), span


def _span(doc: Doc, tokens: Span, label: str) -> Span:
    """The span of the same tokens, labelled (as ``doc.char_span`` of their offsets)."""
    return Span(doc, tokens.start, tokens.end, label=label)


def _set_group(doc: Doc, key: str, spans: list[Span], overwrite: bool) -> None:
    if overwrite or key not in doc.spans:
        doc.spans[key] = spans
    else:
        doc.spans[key].extend(spans)


def _within(span: Span, records: Iterable[dict[str, Any]] | None) -> list[dict[str, Any]]:
    return [r for r in records or () if span.start_char <= r["start_char"] < span.end_char]


def _span_claim(span: Span) -> dict[str, Any] | None:
    for claim in span.doc._.physics_claims or ():
        if claim["start_char"] == span.start_char and claim["end_char"] == span.end_char:
            return claim
    return None


def _span_claims(span: Span) -> list[Span]:
    doc = span.doc
    return [
        doc.char_span(c["start_char"], c["end_char"], label=c["kind"])
        for c in _within(span, doc._.physics_claims)
    ]


def _span_violations(span: Span) -> list[dict[str, Any]]:
    return _within(span, span.doc._.physics_violations)


def _span_verdict(span: Span) -> str:
    return worst_severity(v["severity"] for v in _span_violations(span))
