"""Claims and violations as pandas DataFrames, for analysts who count what is wrong where.

pandas is an optional extra (``pip install "physics_spacy[notebooks]"``): it is imported
only inside :func:`to_frame`, so the component never needs it. Plotting stays in
notebooks; this module only shapes the data.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pandas as pd
    from spacy.tokens import Doc

VIOLATION_COLUMNS = (
    "doc_id",
    "sent_index",
    "sentence",
    "rule",
    "severity",
    "message",
    "text",
    "start_char",
    "end_char",
    "kind",
    "si_value",
    "si_unit",
    "si_values",
    "rules_version",
)

CLAIM_COLUMNS = (
    "doc_id",
    "sent_index",
    "sentence",
    "kind",
    "text",
    "value",
    "unit",
    "si_value",
    "si_unit",
    "si_low",
    "si_high",
    "start_char",
    "end_char",
    "rules",
)

_KINDS = {"violations": VIOLATION_COLUMNS, "claims": CLAIM_COLUMNS}


def to_frame(
    docs: Doc | Mapping[str, Any] | Iterable[Doc | Mapping[str, Any]],
    kind: str = "violations",
    *,
    ids: Iterable[Any] | None = None,
) -> pd.DataFrame:
    """One row per violation (``kind="violations"``) or per claim (``kind="claims"``).

    ``docs`` are annotated Docs, or plain reports: ``physics_spacy.check()`` results or
    the JSON records ``physics-spacy scan`` writes (error records give no rows). The
    ``doc_id`` column comes from ``ids`` (one per Doc), else a record's ``id`` (or its
    ``line``), else the position (0, 1, ...). Numbers are in SI units (``si_value`` with
    ``si_unit``; kelvin for temperatures); a violation's ``kind``/``si_value`` are those
    of its first claim and ``si_values`` lists all of them. A claim's ``rules`` are the
    ids of the violations that rest on it, so ``rules.str.len() > 0`` picks the faulty
    claims. The columns are the same even when there is no row, so ``groupby`` works on
    a clean corpus too.
    """
    if kind not in _KINDS:
        raise ValueError(f"to_frame: kind must be 'violations' or 'claims', not {kind!r}")
    try:
        import pandas as pd
    except ImportError as error:  # an optional extra: say how to get it
        raise ImportError(
            "physics_spacy.to_frame needs pandas, which is an optional extra: "
            'pip install "physics_spacy[notebooks]" (or pip install pandas)'
        ) from error
    rows = _violation_rows if kind == "violations" else _claim_rows
    id_iter: Iterator[Any] | None = None if ids is None else iter(ids)
    records: list[dict[str, Any]] = []
    for position, item in enumerate(_items(docs)):
        given = next(id_iter, _MISSING) if id_iter is not None else _MISSING
        if id_iter is not None and given is _MISSING:
            raise ValueError("to_frame: fewer ids than documents; give one id per document")
        report = _report(item)
        if report.get("error"):
            continue
        doc_id = given if given is not _MISSING else _record_id(report, position)
        records.extend(rows(doc_id, report))
    return pd.DataFrame.from_records(records, columns=list(_KINDS[kind]))


_MISSING = object()


def _items(docs: Any) -> Iterator[Any]:
    from spacy.tokens import Doc

    if isinstance(docs, (Doc, Mapping)):
        yield docs
        return
    if isinstance(docs, (str, bytes)):
        raise TypeError("to_frame takes annotated Docs or reports, not a string: run nlp(text)")
    yield from docs


def _report(item: Any) -> Mapping[str, Any]:
    """A plain report of a Doc (with sentence texts), or the mapping as it was given."""
    from spacy.tokens import Doc

    from .report import doc_report

    if isinstance(item, Doc):
        if not item.has_extension("physics_violations") or item._.physics_violations is None:
            raise ValueError(
                "to_frame: this Doc was not annotated by the physics_consistency component; "
                "make it with physics_spacy.load() or add the component to your pipeline"
            )
        return doc_report(item)
    if isinstance(item, Mapping):
        return item
    raise TypeError(f"to_frame takes annotated Docs or report dicts, not {type(item).__name__}")


def _record_id(report: Mapping[str, Any], position: int) -> Any:
    for key in ("id", "line"):
        if report.get(key) is not None:
            return report[key]
    return position


def _sentences(report: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    sentences = report.get("sentences")
    return list(sentences) if isinstance(sentences, list) else []


def _sentence_of(
    sentences: list[Mapping[str, Any]], start_char: int
) -> tuple[int | None, str | None]:
    for index, sentence in enumerate(sentences):
        if sentence.get("start_char", 0) <= start_char < sentence.get("end_char", 0):
            return index, sentence.get("text")
    return None, None


def _violation_rows(doc_id: Any, report: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    sentences = _sentences(report)
    for violation in report.get("violations") or ():
        claims = list(violation.get("claims") or ())
        first = claims[0] if claims else {}
        sent_index = violation.get("sent_index")
        sentence = violation.get("sentence")  # scan records carry it
        if sentence is None and isinstance(sent_index, int) and 0 <= sent_index < len(sentences):
            sentence = sentences[sent_index].get("text")
        yield {
            "doc_id": doc_id,
            "sent_index": sent_index,
            "sentence": sentence,
            "rule": violation.get("rule"),
            "severity": violation.get("severity"),
            "message": violation.get("message"),
            "text": violation.get("text", _span_text(sentence, sentences, sent_index, violation)),
            "start_char": violation.get("start_char"),
            "end_char": violation.get("end_char"),
            "kind": first.get("kind"),
            "si_value": _number(first.get("si_value")),
            "si_unit": first.get("si_unit"),
            "si_values": [_number(c.get("si_value")) for c in claims],
            "rules_version": violation.get("rules_version"),
        }


def _claim_rows(doc_id: Any, report: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    sentences = _sentences(report)
    resting: dict[tuple[int, int], list[str]] = {}
    for violation in report.get("violations") or ():
        for claim in violation.get("claims") or ():
            key = (claim.get("start_char"), claim.get("end_char"))
            if violation.get("rule") not in resting.setdefault(key, []):
                resting[key].append(violation.get("rule"))
    for claim in report.get("claims") or ():
        sent_index = claim.get("sent_index")
        sentence = None
        if sentences:
            sent_index, sentence = _sentence_of(sentences, claim.get("start_char", -1))
        yield {
            "doc_id": doc_id,
            "sent_index": sent_index,
            "sentence": sentence,
            "kind": claim.get("kind"),
            "text": claim.get("text"),
            "value": _number(claim.get("value")),
            "unit": claim.get("unit"),
            "si_value": _number(claim.get("si_value")),
            "si_unit": claim.get("si_unit"),
            "si_low": _number(claim.get("si_low")),
            "si_high": _number(claim.get("si_high")),
            "start_char": claim.get("start_char"),
            "end_char": claim.get("end_char"),
            "rules": resting.get((claim.get("start_char"), claim.get("end_char")), []),
        }


def _span_text(
    sentence: str | None,
    sentences: list[Mapping[str, Any]],
    sent_index: Any,
    violation: Mapping[str, Any],
) -> str | None:
    """The violation's own text, cut from its sentence (offsets are Doc offsets)."""
    if sentence is None or not isinstance(sent_index, int) or not 0 <= sent_index < len(sentences):
        return None
    offset = sentences[sent_index].get("start_char", 0)
    start, end = violation.get("start_char"), violation.get("end_char")
    if not isinstance(start, int) or not isinstance(end, int):
        return None
    return sentence[start - offset : end - offset]


def _number(value: Any) -> float | None:
    """Claim numbers as floats; the component stores non-finite ones as text ("inf")."""
    if value is None or isinstance(value, bool):
        return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None
