"""Every built-in rule on the cases of rule_cases.py, and the core rules' boundaries."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from rule_cases import DOES_NOT_FIRE, FIRES
from spacy.language import Language

from physics_spacy.rules import BUILTIN_RULES


def _cases(table: dict[str, list[str]]) -> list[tuple[str, str]]:
    return [(rule, text) for rule, texts in table.items() for text in texts]


@pytest.mark.parametrize(("rule", "text"), _cases(FIRES))
def test_rule_fires(rules_fired: Callable[[str], list[str]], rule: str, text: str) -> None:
    assert rule in rules_fired(text)


@pytest.mark.parametrize(("rule", "text"), _cases(DOES_NOT_FIRE))
def test_rule_does_not_fire(rules_fired: Callable[[str], list[str]], rule: str, text: str) -> None:
    assert rule not in rules_fired(text)


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("The beam moved at 299792458 m/s.", False),
        ("The beam moved at 300050000 m/s.", False),  # +0.09 %: a rounding of c
        ("The beam moved at 300200000 m/s.", True),  # +0.14 %
        ("The vat sat at -273.15 °C.", False),
        ("The vat sat at -273.16 °C.", True),
        ("The vat sat at -459.67 °F.", False),
        ("The vat sat at -459.7 °F.", True),
        ("The vat sat at 0 K.", False),
    ],
)
def test_boundaries(rules_fired: Callable[[str], list[str]], text: str, fires: bool) -> None:
    assert bool(rules_fired(text)) is fires


@pytest.mark.parametrize(
    ("seconds", "fires"),
    [("4.52", False), ("4.48", False), ("4.4", True)],  # √(2·100/g) = 4.516 s, 1 % = 4.471 s
)
def test_free_fall_limit(
    rules_fired: Callable[[str], list[str]], seconds: str, fires: bool
) -> None:
    assert ("impossible_free_fall" in rules_fired(f"The crate fell 100 m in {seconds} s.")) is fires


def test_messages_state_the_numbers(nlp: Language) -> None:
    doc = nlp("The probe travelled at 400000 km/s. The anvil fell 80 m in 2 s.")
    messages = [v["message"] for v in doc._.physics_violations]
    assert messages[0] == "4.0e8 m/s exceeds the speed of light (2.998e8 m/s)"
    assert "80 m" in messages[1] and "4.039 s" in messages[1] and "2 s" in messages[1]


def _repeats_its_value(message: str) -> bool:
    """Whether a bracket repeats what stands just before it: "-3 kg (-3 kg)"."""
    for bracket in re.finditer(r"\(([^()]+)\)", message):
        said = message[: bracket.start()].replace(" ", "")
        if said.endswith(bracket.group(1).replace(" ", "")):
            return True
    return False


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("The payload has a mass of -3 kg.", "-3 kg is a negative mass"),
        ("The trap was held at -3 kelvin.", "-3 kelvin is below absolute zero (0 K)"),
        ("It cooled to -300 °C.", "-300 °C (-26.85 K) is below absolute zero (0 K)"),
        ("The rod has a width of -5 cm.", "-5 cm (-0.05 m) is a negative size"),
        ("The rod has a width of -5 m.", "-5 m is a negative size"),
    ],
)
def test_messages_say_each_value_once(nlp: Language, text: str, message: str) -> None:
    assert [v["message"] for v in nlp(text)._.physics_violations] == [message]


def test_no_message_repeats_its_value(nlp: Language) -> None:
    messages = [
        violation["message"]
        for texts in FIRES.values()
        for text in texts
        for violation in nlp(text)._.physics_violations
    ]
    assert len(messages) >= sum(map(len, FIRES.values()))
    assert [m for m in messages if _repeats_its_value(m)] == []


def test_every_builtin_rule_has_cases_both_ways() -> None:
    builtin = {rule.id for rule in BUILTIN_RULES}
    assert set(FIRES) == set(DOES_NOT_FIRE) == builtin
    assert all(len(FIRES[rule]) >= 2 and len(DOES_NOT_FIRE[rule]) >= 2 for rule in builtin)
