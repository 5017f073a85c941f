"""displaCy highlighting of claims and violations.

``DISPLACY_COLORS`` is what the ``spacy_displacy_colors`` entry point ships: a colour per
rule id, so that ``displacy.render(doc, style="span", options={"spans_key":
"physics_violations"})`` colours the violations with no options at all. Only rule ids are
shipped there: spaCy merges every installed package's colours into every render in the
process, and claim kinds such as PERCENT or TIME are also spaCy's own NER labels, which
this package must not recolour for other users. Claim colours are passed explicitly by
:func:`render` instead.

This module is imported by ``import physics_spacy`` (and by displaCy through the entry
point), so it imports spaCy only when something is rendered.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
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

_LAYERS = ("violations", "claims")

_PAGE = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="generator" content="physics_spacy">
<title>{title}</title>
<style>
body {{ font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2rem auto;
       max-width: 60rem; padding: 0 1rem; }}
.physics-doc {{ margin: 0 0 3rem 0; }}
.physics-verdict-FAIL {{ color: #c92a2a; }}
.physics-verdict-WARN {{ color: #e67700; }}
.physics-verdict-PASS {{ color: #2b8a3e; }}
.physics-messages {{ font-size: 0.9rem; }}
</style>
</head>
<body>
<h1>{title}</h1>
{content}
</body>
</html>
"""


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
    """HTML highlighting the claims and violations of one Doc or several.

    Violations are labelled with their rule id (lower case), claims with their kind
    (upper case); both are drawn in one displaCy span view, stacked where they overlap,
    so a violation is seen together with the claims it rests on. Under each Doc,
    ``messages`` lists what each violation says, since a span label cannot carry the
    numbers.

    ``show`` picks the layers ("violations", "claims"). ``titles``, one per Doc, head each
    Doc (default: its position and verdict). In Jupyter (or with ``jupyter=True``) the
    HTML is displayed and ``None`` returned, like ``displacy.render``.
    """
    html_markup = "\n".join(_figures(docs, show, titles, messages, claims_key, violations_key))
    if jupyter is None:
        from spacy.util import is_in_jupyter

        jupyter = is_in_jupyter()
    if jupyter:
        from IPython.display import HTML, display

        display(HTML(f'<div class="tex2jax_ignore">{html_markup}</div>'))
        return None
    return html_markup


def html_page(
    docs: Doc | Iterable[Doc],
    *,
    title: str = "physics_spacy report",
    titles: Iterable[str] | None = None,
    claims_key: str = "physics_claims",
    violations_key: str = "physics_violations",
) -> str:
    """A standalone HTML page (UTF-8, no scripts, no external files) of :func:`render`.

    displaCy's own page template declares no charset, so "°C" or "−" would be garbled
    when the file is opened from disk; this page declares UTF-8.
    """
    content = render(
        docs,
        titles=titles,
        jupyter=False,
        claims_key=claims_key,
        violations_key=violations_key,
    )
    return _PAGE.format(lang="en", title=html.escape(title), content=content)


def _figures(
    docs: Doc | Iterable[Doc],
    show: Sequence[str],
    titles: Iterable[str] | None,
    messages: bool,
    claims_key: str,
    violations_key: str,
) -> list[str]:
    from spacy import displacy
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
    colors = {**CLAIM_COLORS, **rule_colours()}  # with the colours of rules of users
    figures = []
    for index, doc in enumerate(doc_list):
        if not isinstance(doc, Doc):
            raise TypeError(
                f"render takes spaCy Docs, not {type(doc).__name__}; run the text through "
                "physics_spacy.load() first"
            )
        keys = {"violations": violations_key, "claims": claims_key}
        if not any(keys[layer] in doc.spans for layer in _LAYERS):
            raise ValueError(
                f"render: Doc {index} has no {claims_key!r} or {violations_key!r} spans; was it "
                "made by a pipeline with the physics_consistency component (physics_spacy.load())?"
            )
        spans = [
            {"start_token": span.start, "end_token": span.end, "label": span.label_}
            for layer in show
            for span in doc.spans.get(keys[layer], ())
        ]
        parsed = {"tokens": [token.text for token in doc], "spans": spans, "title": None}
        markup = displacy.render(
            parsed, style="span", manual=True, jupyter=False, options={"colors": colors}
        )
        verdict = _verdict(doc)
        heading = title_list[index] if title_list is not None else f"Doc {index + 1}"
        parts = [
            f'<figure class="physics-doc" data-verdict="{verdict}">',
            f'<h2>{html.escape(heading)} <span class="physics-verdict-{verdict}">{verdict}</span>'
            "</h2>",
            markup,
        ]
        if messages:
            parts.append(_message_list(doc))
        parts.append("</figure>")
        figures.append("\n".join(parts))
    return figures


def _verdict(doc: Doc) -> str:
    verdict = doc._.physics_verdict if doc.has_extension("physics_verdict") else None
    return verdict if verdict in ("PASS", "WARN", "FAIL") else "PASS"


def _message_list(doc: Doc) -> str:
    violations: list[dict[str, Any]] = (
        list(doc._.physics_violations or ()) if doc.has_extension("physics_violations") else []
    )
    if not violations:
        return '<p class="physics-messages">No claim breaks physics.</p>'
    items = [
        f'<li data-rule="{html.escape(v["rule"])}" data-severity="{html.escape(v["severity"])}">'
        f"<b>{html.escape(v['rule'])}</b> ({html.escape(v['severity'])}): "
        f"{html.escape(v['message'])}</li>"
        for v in violations
    ]
    return '<ol class="physics-messages">\n' + "\n".join(items) + "\n</ol>"
