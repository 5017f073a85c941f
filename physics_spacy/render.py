"""Highlighting claims and violations over the text as written.

:func:`render` and :func:`html_page` write their own HTML over the Doc's character offsets,
so the page shows the original characters ("400000 km/s", "-300 °C", "sample's"), not
tokens joined by spaces as displaCy's span view does. Each violation is marked with its
severity (FAIL: solid bar, red tag; WARN: striped bar, amber dashed tag), each claim with its
kind, and overlapping marks are stacked in rows under the text.

``DISPLACY_COLORS`` is what the ``spacy_displacy_colors`` entry point ships: a colour per
rule id, so that ``displacy.render(doc, style="span", options={"spans_key":
"physics_violations"})`` colours the violations with no options at all. Only rule ids are
shipped there: spaCy merges every installed package's colours into every render in the
process, and claim kinds such as PERCENT or TIME are also spaCy's own NER labels, which
this package must not recolour for other users. Claim colours are used by :func:`render`
only.

This module is imported by ``import physics_spacy`` (and by displaCy through the entry
point), so it imports spaCy only when something is rendered.
"""

from __future__ import annotations

import html
import itertools
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .rules import BUILTIN_RULES, rule_colours
from .rules.registry import COMPONENT_ERROR, COMPONENT_ERROR_COLOUR

if TYPE_CHECKING:
    from spacy.tokens import Doc

# Rule id -> colour, as each rule registered it (rules/registry.py): FAIL rules saturated,
# WARN rules pale, so a page reads at a glance. The built-in rules and component_error.
# (Read from BUILTIN_RULES, not the whole registry: listing that loads other packages'
# rule entry points, which may import physics_spacy while it is being imported.)
DISPLACY_COLORS: dict[str, str] = {
    **{rule.id: rule.colour for rule in BUILTIN_RULES if rule.colour is not None},
    COMPONENT_ERROR: COMPONENT_ERROR_COLOUR,
}

# Claim kind -> colour (kinds are the labels of the physics_claims spans; see units.py).
CLAIM_COLORS: dict[str, str] = {
    "NUMBER": "#e9ecef",
    "PERCENT": "#e3fafc",
    "SPEED": "#d0ebff",
    "ACCELERATION": "#d0ebff",
    "TEMPERATURE": "#c5f6fa",
    "MASS": "#e5dbff",
    "LENGTH": "#d3f9d8",
    "AREA": "#d3f9d8",
    "VOLUME": "#d3f9d8",
    "TIME": "#fff3bf",
    "FREQUENCY": "#fff3bf",
    "DENSITY": "#e5dbff",
    "FORCE": "#ffe8cc",
    "PRESSURE": "#ffe8cc",
    "ENERGY": "#ffe3e3",
    "POWER": "#ffe3e3",
    "CHARGE": "#f3f0ff",
    "ANGLE": "#e9ecef",
}

# A rule or kind with no colour of its own (a rule registered by a user).
_DEFAULT_COLOUR = "#ced4da"


def rule_colour(rule_id: str) -> str:
    """The highlight colour of a rule id, as its rule registered it (the one place render
    reads rule colours from); a rule of a user's is looked up in the registry."""
    if rule_id in DISPLACY_COLORS:
        return DISPLACY_COLORS[rule_id]
    return rule_colours().get(rule_id, _DEFAULT_COLOUR)


def claim_colour(kind: str) -> str:
    """The highlight colour of a claim kind."""
    return CLAIM_COLORS.get(kind, _DEFAULT_COLOUR)


_LAYERS = ("violations", "claims")
_SEVERITIES = ("FAIL", "WARN")
_TITLE_CHARS = 60  # a page title made from the text keeps its first words up to this length

# Marks are drawn as bars in rows under the text; a row's height and the first row's offset
# below the top of the line are in em of the text, so the page scales with its font.
_ROW_EM = 1.3
_FIRST_ROW_EM = 1.45

_STYLE = """
.physics-doc { margin: 0 0 2.5rem 0; }
.physics-doc h2 { font-size: 1.1rem; }
.physics-badge { display: inline-block; padding: 0.05em 0.45em; border-radius: 0.25em;
  font-size: 0.85em; font-weight: bold; color: #fff; }
.physics-badge.physics-FAIL { background: #c92a2a; }
.physics-badge.physics-WARN { background: #e67700; }
.physics-badge.physics-PASS { background: #2b8a3e; }
.physics-text { font-size: 1.1rem; line-height: 1.5; white-space: pre-wrap;
  overflow-wrap: anywhere; }
.physics-run { display: inline-block; position: relative; vertical-align: top;
  background-clip: content-box; }
.physics-run.physics-in-FAIL { background-color: rgba(201, 42, 42, 0.12); }
.physics-run.physics-in-WARN { background-color: rgba(230, 119, 0, 0.12); }
.physics-bar { position: absolute; left: 0; width: 100%; height: 0.25em; }
.physics-bar.physics-WARN { background-image: repeating-linear-gradient(90deg,
  transparent 0 0.4em, rgba(255, 255, 255, 0.9) 0.4em 0.6em); }
.physics-bar.physics-start::after { content: attr(data-label); position: absolute; left: 0;
  top: 0.35em; padding: 0.1em 0.3em; border-radius: 0.25em; background-color: inherit;
  color: #000; font-size: 0.62em; font-weight: bold; line-height: 1; white-space: nowrap;
  z-index: 1; }
.physics-bar.physics-start.physics-FAIL::after { content: "FAIL · " attr(data-label);
  background: #fff; border: 0.15em solid #c92a2a; color: #c92a2a; }
.physics-bar.physics-start.physics-WARN::after { content: "WARN · " attr(data-label);
  background: #fff; border: 0.15em dashed #e67700; color: #a35400; }
.physics-messages { font-size: 0.95rem; padding-left: 1.5rem; }
.physics-messages li { margin: 0.2rem 0; }
.physics-messages .physics-badge { margin-right: 0.4em; }
"""

_PAGE = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="generator" content="physics_spacy">
<title>{title}</title>
<style>
body {{ font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2rem auto;
       max-width: 60rem; padding: 0 1rem; }}
{style}
</style>
</head>
<body>
<h1>{title}</h1>
{content}
</body>
</html>
"""


@dataclass(frozen=True)
class _Mark:
    """One highlighted stretch of the text: a violation (rule id) or a claim (kind)."""

    start: int
    end: int
    label: str
    colour: str
    severity: str | None  # FAIL or WARN for a violation, None for a claim
    note: str  # the tooltip: a violation's message, a claim's SI value
    row: int = 0


def render(
    docs: Doc | Iterable[Doc],
    *,
    show: Sequence[str] = _LAYERS,
    titles: Iterable[str] | None = None,
    messages: bool = True,
    jupyter: bool | None = None,
    claims_key: str = "physics_claims",
    violations_key: str = "physics_violations",
) -> str | None:
    """HTML highlighting the claims and violations of one Doc or several, over their text
    exactly as written.

    Violations are labelled with their severity and rule id, claims with their kind (upper
    case); where marks overlap they are stacked in rows, so a violation is seen together
    with the claims it rests on. Hovering a mark shows its message or SI value. Under each
    Doc, ``messages`` lists what each violation says, FAIL and WARN badged apart.

    ``show`` picks the layers ("violations", "claims"). ``titles``, one per Doc, head each
    Doc (default: its position, for several Docs). In Jupyter (or with ``jupyter=True``) the
    HTML is displayed and ``None`` returned, like ``displacy.render``.
    """
    html_markup = "\n".join(_figures(docs, show, titles, messages, claims_key, violations_key))
    if jupyter is None:
        from spacy.util import is_in_jupyter

        jupyter = is_in_jupyter()
    if jupyter:
        from IPython.display import HTML, display

        display(HTML(f'<div class="tex2jax_ignore"><style>{_STYLE}</style>{html_markup}</div>'))
        return None
    return f"<style>{_STYLE}</style>\n{html_markup}"


def html_page(
    docs: Doc | Iterable[Doc],
    *,
    title: str | None = None,
    titles: Iterable[str] | None = None,
    claims_key: str = "physics_claims",
    violations_key: str = "physics_violations",
) -> str:
    """A standalone HTML page (UTF-8, no scripts, no external files) of :func:`render`.

    ``title`` defaults to the first words of the text for one Doc, and to the number of
    documents for several. The page declares UTF-8, so "°C" or "−" read right when the
    file is opened from disk.
    """
    from spacy.tokens import Doc

    doc_list = [docs] if isinstance(docs, Doc) else list(docs)
    if title is None:
        title = (
            title_from_text(doc_list[0].text)
            if len(doc_list) == 1 and isinstance(doc_list[0], Doc)
            else f"physics_spacy report: {len(doc_list)} documents"
        )
    markup = "\n".join(_figures(doc_list, _LAYERS, titles, True, claims_key, violations_key))
    return _PAGE.format(lang="en", title=html.escape(title), style=_STYLE, content=markup)


def title_from_text(text: str, limit: int = _TITLE_CHARS) -> str:
    """A title for a page about ``text``: its first words, whitespace collapsed, cut at a
    word boundary before ``limit`` characters with an ellipsis."""
    words = " ".join(text.split())
    if not words:
        return "physics_spacy report: empty text"
    if len(words) <= limit:
        return words
    cut = words[: limit - 1]
    if " " in cut:
        cut = cut[: cut.rindex(" ")]
    return cut.rstrip(" ,;:") + "…"


def _figures(
    docs: Doc | Iterable[Doc],
    show: Sequence[str],
    titles: Iterable[str] | None,
    messages: bool,
    claims_key: str,
    violations_key: str,
) -> list[str]:
    from spacy.tokens import Doc

    unknown = [layer for layer in show if layer not in _LAYERS]
    if unknown:
        raise ValueError(f"render: show takes 'violations' and/or 'claims', not {unknown!r}")
    doc_list = [docs] if isinstance(docs, Doc) else list(docs)
    title_list = None if titles is None else [str(t) for t in titles]
    if title_list is not None and len(title_list) != len(doc_list):
        raise ValueError(
            f"render: {len(title_list)} titles were given for {len(doc_list)} Docs; give one each"
        )
    figures = []
    for index, doc in enumerate(doc_list):
        if not isinstance(doc, Doc):
            raise TypeError(
                f"render takes spaCy Docs, not {type(doc).__name__}; run the text through "
                "physics_spacy.load() first"
            )
        if claims_key not in doc.spans and violations_key not in doc.spans:
            raise ValueError(
                f"render: Doc {index} has no {claims_key!r} or {violations_key!r} spans; was it "
                "made by a pipeline with the physics_consistency component (physics_spacy.load())?"
            )
        marks = _stacked(_marks(doc, show, claims_key, violations_key))
        verdict = _verdict(doc)
        if title_list is not None:
            heading = html.escape(title_list[index]) + " "
        else:
            heading = f"Doc {index + 1} " if len(doc_list) > 1 else ""
        parts = [
            f'<figure class="physics-doc" data-verdict="{verdict}">',
            f'<h2>{heading}<span class="physics-badge physics-{verdict}">{verdict}</span> '
            f"<small>{_counts(doc)}</small></h2>",
            f'<div class="physics-text">{_highlighted(doc.text, marks)}</div>',
        ]
        if messages:
            parts.append(_message_list(doc))
        parts.append("</figure>")
        figures.append("\n".join(parts))
    return figures


def _marks(doc: Doc, show: Sequence[str], claims_key: str, violations_key: str) -> list[_Mark]:
    """The Doc's violation and claim spans as marks, violations first, each in text order.

    A violation span's severity and message come from the violation record with the same
    rule and offsets (``doc._.physics_violations``); a claim's tooltip from its claim record.
    """
    records = list(_extension(doc, "physics_violations"))
    claims = {(c["start_char"], c["end_char"]): c for c in _extension(doc, "physics_claims")}
    marks = []
    if "violations" in show:
        for span in sorted(doc.spans.get(violations_key, ()), key=_span_order):
            key = (span.label_, span.start_char, span.end_char)
            record = next(
                (r for r in records if (r["rule"], r["start_char"], r["end_char"]) == key), None
            )
            if record is not None:
                records.remove(record)  # two equal violations take one record each
            severity = record["severity"] if record and record["severity"] in _SEVERITIES else None
            note = f"{severity}: {record['message']}" if record and severity else span.label_
            marks.append(
                _Mark(
                    span.start_char,
                    span.end_char,
                    span.label_,
                    rule_colour(span.label_),
                    severity,
                    note,
                )
            )
    if "claims" in show:
        for span in sorted(doc.spans.get(claims_key, ()), key=_span_order):
            claim = claims.get((span.start_char, span.end_char))
            note = span.label_
            if claim and claim.get("si_value") is not None:
                unit = "" if claim["si_unit"] in ("", "1") else f" {claim['si_unit']}"
                note = f"{span.label_}: {claim['si_value']:.4g}{unit} (SI)"
            marks.append(
                _Mark(
                    span.start_char,
                    span.end_char,
                    span.label_,
                    claim_colour(span.label_),
                    None,
                    note,
                )
            )
    return [m for m in marks if m.end > m.start]


def _span_order(span: Any) -> tuple[int, int]:
    return span.start_char, -span.end_char


# A tag's characters are ~0.75 as wide as the text's (0.62 em, bold): how far it reaches.
_TAG_WIDTH = 0.75


def _reach(mark: _Mark) -> int:
    """Where a mark ends on its row: the end of its text, or of its tag if that is longer."""
    tag = len(mark.label) + (len("FAIL · ") if mark.severity else 0)
    return max(mark.end, mark.start + math.ceil(tag * _TAG_WIDTH))


def _stacked(marks: list[_Mark]) -> list[_Mark]:
    """Each mark in the lowest row where neither it nor its tag overlaps a mark placed
    before it."""
    placed: list[_Mark] = []
    for mark in marks:
        taken = {p.row for p in placed if p.start < _reach(mark) and mark.start < _reach(p)}
        row = next(r for r in range(len(placed) + 1) if r not in taken)
        placed.append(
            _Mark(mark.start, mark.end, mark.label, mark.colour, mark.severity, mark.note, row)
        )
    return placed


_RUNS = re.compile(r"\n|[^\S\n]+|\S+")  # words, spaces and line breaks, wrapped apart


def _highlighted(text: str, marks: Sequence[_Mark]) -> str:
    """The text, escaped, with every stretch under a mark in runs that carry its bars.

    The text is cut at every mark's start and end; each piece under at least one mark is
    cut again into words and spaces (so lines wrap as in plain text), and each such run
    draws a bar per mark over it, in the mark's row, with the label at the mark's start.
    The characters themselves are written once each, in order: the page's text content
    is exactly ``text``.
    """
    cuts = sorted({0, len(text), *(m.start for m in marks), *(m.end for m in marks)})
    out = []
    for start, end in itertools.pairwise(cuts):
        over = [m for m in marks if m.start <= start and end <= m.end]
        if not over:
            out.append(html.escape(text[start:end]))
            continue
        for run in _RUNS.finditer(text, start, end):
            out.append(_run(run.group(), run.start(), over))
    return "".join(out)


def _run(chars: str, offset: int, over: Sequence[_Mark]) -> str:
    if chars == "\n":  # a line break stays a line break; the bars resume on the next line
        return "\n"
    severities = {m.severity for m in over}
    worst = next((s for s in _SEVERITIES if s in severities), None)
    rows = max(m.row for m in over) + 1
    classes = "physics-run" + (f" physics-in-{worst}" if worst else "")
    bars = []
    for mark in sorted(over, key=lambda m: m.row):
        bar_classes = ["physics-bar"]
        if mark.severity:
            bar_classes.append(f"physics-{mark.severity}")
        attributes = ""
        if offset == mark.start:
            bar_classes.append("physics-start")
            attributes = f' data-label="{html.escape(mark.label)}"' + (
                f' data-severity="{mark.severity}"' if mark.severity else ""
            )
        top = _FIRST_ROW_EM + mark.row * _ROW_EM
        bars.append(
            f'<span class="{" ".join(bar_classes)}"{attributes} '
            f'style="top: {top:.2f}em; background-color: {mark.colour}" '
            f'title="{html.escape(mark.note)}"></span>'
        )
    padding = _FIRST_ROW_EM - 1.5 + rows * _ROW_EM + 0.1
    return (
        f'<span class="{classes}" style="padding-bottom: {padding:.2f}em">'
        f"{html.escape(chars)}{''.join(bars)}</span>"
    )


def _extension(doc: Doc, name: str) -> list[dict[str, Any]]:
    return list(getattr(doc._, name) or ()) if doc.has_extension(name) else []


def _verdict(doc: Doc) -> str:
    verdict = doc._.physics_verdict if doc.has_extension("physics_verdict") else None
    return verdict if verdict in ("PASS", "WARN", "FAIL") else "PASS"


def _counts(doc: Doc) -> str:
    violations = _extension(doc, "physics_violations")
    by_severity = [
        f"{sum(v['severity'] == s for v in violations)} {s}"
        for s in _SEVERITIES
        if any(v["severity"] == s for v in violations)
    ]
    n_claims = len(_extension(doc, "physics_claims"))
    described = [*by_severity, f"{n_claims} claim{'s' if n_claims != 1 else ''}"]
    return html.escape(", ".join(described))


def _message_list(doc: Doc) -> str:
    violations = _extension(doc, "physics_violations")
    if not violations:
        return '<p class="physics-messages">No claim breaks physics.</p>'
    items = []
    for v in violations:
        severity = html.escape(str(v["severity"]))
        items.append(
            f'<li data-rule="{html.escape(v["rule"])}" data-severity="{severity}">'
            f'<span class="physics-badge physics-{severity}">{severity}</span>'
            f'<b style="border-bottom: 0.25em solid {rule_colour(v["rule"])}">'
            f"{html.escape(v['rule'])}</b>: {html.escape(v['message'])}</li>"
        )
    return '<ol class="physics-messages">\n' + "\n".join(items) + "\n</ol>"
