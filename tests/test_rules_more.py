"""The five further rules of issue 3: cases that fire and the exemptions of DESIGN §3."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spacy.language import Language

from physics_spacy.rules.motion import free_fall_time, impact_speed

FIRES = {
    "over_unity_efficiency": [
        "The new inverter is 104% efficient.",
        "The startup claims an efficiency of 150% for its generator.",
        "Their solar panel has 120% efficiency, the brochure says.",
        "The turbine runs at an efficiency of 1.2.",
    ],
    "carnot_limit": [
        "A steam engine between 600 K and 300 K with 70% efficiency was announced.",
        "The engine works between 500 °C and 20 °C at an efficiency of 80%.",
        "The heat engine, running between 600 K and 300 K, reached an efficiency of 70%.",
    ],
    "impossible_impact_speed": [
        "Dropped from 10 m, the melon hit the pavement at 30 m/s.",
        "The hammer fell from a 2 m shelf and struck the floor at 50 km/h.",
    ],
    "decrease_beyond_total": [
        "The village's population shrank by 150%.",
        "Emissions fell by 130% in two years.",
        "The ticket price dropped 200% overnight.",
    ],
    "negative_magnitude": [
        "The laser has a wavelength of -500 nm.",
        "The sample has a density of -3 g/cm³.",
        "The tank holds a volume of -20 m³.",
        "The storm lasted -3 hours.",
        "The pipe has a diameter of -4 cm.",
    ],
}

DOES_NOT_FIRE = {
    "over_unity_efficiency": [
        "Our heat pump reaches 350% efficiency in spring.",
        "The refrigerator has an efficiency of 250%.",
        "The air conditioner runs at 300% efficiency.",
        "The engine's volumetric efficiency is 110%.",
        "The redesign improved efficiency by 120%.",
        "The new motor is 130% more efficient than the old one.",
        "The charger is 94% efficient.",
    ],
    "carnot_limit": [
        "A steam engine between 600 K and 300 K with 50% efficiency was announced.",
        "A steam engine between 600 K and 300 K with 40% efficiency was built.",
        "The engine works at 80% efficiency.",
        "A heat pump between 280 K and 300 K reached 400% efficiency.",
    ],
    "impossible_impact_speed": [
        "Dropped from 10 m, the melon hit the pavement at 13 m/s.",
        "The ball was thrown from a 10 m roof and hit the street at 30 m/s.",
        "The car was driving at 30 m/s past a 10 m tall sign.",
    ],
    "decrease_beyond_total": [
        "Net income fell 180% year over year.",
        "Operating profit dropped by 250% after the recall.",
        "The account balance fell by 150%.",
        "The village's population shrank by 15%.",
        "Exports rose by 150%.",
    ],
    "negative_magnitude": [
        "The Dead Sea shore lies at -430 m relative to sea level.",
        "The diver descended to -40 m.",
        "The tyre's gauge pressure read -20 kPa.",
        "The launch happened at t = -5 s on the countdown.",
        "The tank's volume changed by -20 m³.",
        "The laser has a wavelength of 500 nm.",
    ],
}


def _cases(table: dict[str, list[str]]) -> list[tuple[str, str]]:
    return [(rule, text) for rule, texts in table.items() for text in texts]


@pytest.mark.parametrize(("rule", "text"), _cases(FIRES))
def test_rule_fires(rules_fired: Callable[[str], list[str]], rule: str, text: str) -> None:
    assert rule in rules_fired(text)


@pytest.mark.parametrize(("rule", "text"), _cases(DOES_NOT_FIRE))
def test_rule_does_not_fire(rules_fired: Callable[[str], list[str]], rule: str, text: str) -> None:
    assert rule not in rules_fired(text)


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
