"""The further rules' formulas, limits and messages (their cases are in rule_cases.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spacy.language import Language

from physics_spacy.rules.motion import free_fall_time, impact_speed


def test_kinematics_formulas() -> None:
    assert free_fall_time(100) == pytest.approx(4.5160, abs=1e-4)
    assert impact_speed(5) == pytest.approx(9.9029, abs=1e-4)
    assert impact_speed(20) == pytest.approx(9.80665 * free_fall_time(20))


@pytest.mark.parametrize(
    ("speed", "fires"), [("9.9", False), ("10.0", False), ("10.1", True)]
)  # √(2·g·5 m) = 9.903 m/s, +1 % = 10.002 m/s
def test_impact_speed_limit(
    rules_fired: Callable[[str], list[str]], speed: str, fires: bool
) -> None:
    text = f"Dropped from 5 m, the phone hit the ground at {speed} m/s."
    assert ("impossible_impact_speed" in rules_fired(text)) is fires


def test_carnot_message_states_the_bound(nlp: Language) -> None:
    doc = nlp("An engine between 1000 K and 500 K reaching 60% efficiency was advertised.")
    [violation] = doc._.physics_violations
    assert violation["message"] == (
        "an efficiency of 60 % exceeds the Carnot limit of 50 % between 1000 K and 500 K"
    )
    assert {c["kind"] for c in violation["claims"]} == {"PERCENT", "TEMPERATURE"}
