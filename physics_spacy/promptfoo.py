"""A promptfoo assertion: fail an LLM answer whose numbers break physics.

promptfoo calls ``get_assert(output, context)`` for an assertion of ``type: python``
whose ``value`` is ``file://a_file.py`` (or ``file://a_file.py:get_assert``). The file
can be a one-liner that re-exports this function::

    from physics_spacy.promptfoo import get_assert

The assertion's ``config`` (``context["config"]``) is the component's config, e.g.
``{"fail_on": "WARN"}`` or ``{"rules": ["superluminal_speed"]}``. The score is 1.0 for
an answer with no violation, 0.5 when the worst is a WARN and 0.0 when it is a FAIL,
so that promptfoo's averages rank answers by how badly they break physics; ``pass``
follows ``fail_on`` like ``doc._.physics_flagged`` does.

The function never raises: promptfoo would report a Python traceback as the reason,
which tells the person reading the eval nothing about the answer.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from .report import check, without_surrogates

SCORES = {"PASS": 1.0, "WARN": 0.5, "FAIL": 0.0}
_CONFIG_KEYS = ("fail_on", "rules", "severities")
_MAX_REASONS = 5


def get_assert(output: Any, context: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Judge one LLM output; returns promptfoo's GradingResult: pass, score, reason.

    ``output`` is normally a string; a structured output (promptfoo passes JSON already
    parsed) is judged as lines of "key: value", so numbers inside it are still read.
    """
    text = _as_text(output)
    config, problem = _config(context)
    if problem is not None:
        return {"pass": False, "score": 0.0, "reason": problem}
    try:
        check("", **config)  # builds (and caches) the pipeline: config errors show here
    except (TypeError, ValueError) as error:
        return {"pass": False, "score": 0.0, "reason": f"physics_spacy config error: {error}"}
    try:
        report = check(text, **config)
    except Exception as error:  # a library failure must not look like a verdict on the answer
        return {
            "pass": False,
            "score": 0.0,
            "reason": f"physics_spacy could not analyse the output ({type(error).__name__}: "
            f"{error})",
        }
    verdict = report["verdict"]
    violations = report["violations"]
    return {
        "pass": not report["flagged"],
        "score": SCORES[verdict],
        "reason": _reason(verdict, violations, len(report["claims"])),
        "namedScores": {"physics": SCORES[verdict]},
    }


def _as_text(output: Any) -> str:
    """The output as valid Unicode text: JSON escapes such as "\\ud800" can yield lone
    surrogates, which spaCy's tokenizer cannot hash; they become U+FFFD."""
    if output is None:
        text = ""
    elif isinstance(output, str):
        text = output
    elif isinstance(output, bytes):
        text = output.decode("utf-8", errors="replace")
    else:
        text = "\n".join(_lines_of(output))
    return without_surrogates(text)


def _lines_of(output: Any, depth: int = 0) -> list[str]:
    """Structured output as the lines a reader sees: "key: value" for each scalar, each
    list item on a line of its own. JSON's own quotes would read as quotation."""
    if depth > _MAX_DEPTH:
        try:
            return [json.dumps(output, ensure_ascii=False, default=str)]
        except (TypeError, ValueError):  # a structure that holds itself
            return [str(output)]
    if isinstance(output, Mapping):
        lines = []
        for key, value in output.items():
            if isinstance(value, Mapping | list | tuple):
                lines.append(f"{key}:")
                lines.extend(_lines_of(value, depth + 1))
            else:
                lines.append(f"{key}: {value}")
        return lines
    if isinstance(output, list | tuple):
        return [line for item in output for line in _lines_of(item, depth + 1)]
    return [str(output)]


# Deeper structures than this are read as their JSON text.
_MAX_DEPTH = 20


def _config(context: Mapping[str, Any] | None) -> tuple[dict[str, Any], str | None]:
    """The component config from the assertion's ``config``; an error text when unusable."""
    raw = context.get("config") if isinstance(context, Mapping) else None
    if raw is None:
        return {}, None
    if not isinstance(raw, Mapping):
        return {}, f"physics_spacy config error: config must be a mapping, not {type(raw).__name__}"
    unknown = sorted(set(raw) - set(_CONFIG_KEYS))
    if unknown:
        return {}, (
            f"physics_spacy config error: unknown key(s) {', '.join(map(repr, unknown))}; "
            f"known keys: {', '.join(_CONFIG_KEYS)}"
        )
    return {key: raw[key] for key in _CONFIG_KEYS if key in raw}, None


def _reason(verdict: str, violations: list[dict[str, Any]], n_claims: int) -> str:
    if not violations:
        return f"PASS: {n_claims} numeric claim(s), none breaks physics"
    shown = [f"{v['rule']} ({v['severity']}): {v['message']}" for v in violations[:_MAX_REASONS]]
    more = len(violations) - len(shown)
    if more:
        shown.append(f"and {more} more")
    return f"{verdict}: " + "; ".join(shown)
