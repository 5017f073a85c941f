"""The promptfoo assertion, called the way promptfoo calls it: get_assert(output, context)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from physics_spacy.promptfoo import get_assert

FAST = "Sure! The probe travelled at 400000 km/s, so it reached Mars in minutes."
CALM = "The space station orbits at about 7.66 km/s."
SHARES = "Solar took 60% and wind took 55% of electricity."


def context(config: dict[str, Any] | None = None) -> dict[str, Any]:
    """A context as promptfoo builds it for a python assertion."""
    return {"prompt": "How fast?", "vars": {"topic": "space"}, "test": {}, "config": config}


def test_a_broken_claim_fails_with_the_rule_in_the_reason() -> None:
    result = get_assert(FAST, context())
    assert result["pass"] is False and result["score"] == 0.0
    assert result["reason"].startswith("FAIL: superluminal_speed (FAIL): ")
    assert "exceeds the speed of light" in result["reason"]


def test_a_sound_answer_passes_with_full_score() -> None:
    result = get_assert(CALM, context())
    assert result == {
        "pass": True,
        "score": 1.0,
        "reason": "PASS: 1 numeric claim(s), none breaks physics",
        "namedScores": {"physics": 1.0},
    }


def test_a_warning_halves_the_score_and_fail_on_decides_pass() -> None:
    lenient = get_assert(SHARES, context())
    assert lenient["pass"] is True and lenient["score"] == 0.5
    strict = get_assert(SHARES, context({"fail_on": "WARN"}))
    assert strict["pass"] is False and strict["score"] == 0.5
    only_speed = get_assert(SHARES, context({"rules": ["superluminal_speed"]}))
    assert only_speed["pass"] is True and only_speed["score"] == 1.0


@pytest.mark.parametrize(
    ("output", "passed"),
    [
        (None, True),
        ("", True),
        ({"answer": "It flew at 400000 km/s."}, False),  # structured output, read as JSON
        (["fine", 3], True),
        (b"It cooled to -300 \xc2\xb0C.", False),
        ("\x00\ud800 1.2.3 m \u202e", True),
    ],
)
def test_any_output_is_judged_without_raising(output: Any, passed: bool) -> None:
    result = get_assert(output, None)
    assert result["pass"] is passed
    json.dumps(result)  # promptfoo reads the result back as JSON


@pytest.mark.parametrize(
    ("config", "message"),
    [
        ({"rules": ["no_such_rule"]}, "no_such_rule"),
        ({"fail_on": "SOMETIMES"}, "fail_on"),
        ({"threshold": 0.5}, "unknown key(s) 'threshold'"),
        ("WARN", "config must be a mapping"),
    ],
)
def test_a_bad_config_fails_the_assertion_with_a_clear_reason(config: Any, message: str) -> None:
    result = get_assert(CALM, context(config))
    assert result["pass"] is False and result["score"] == 0.0
    assert result["reason"].startswith("physics_spacy config error") and message in result["reason"]
