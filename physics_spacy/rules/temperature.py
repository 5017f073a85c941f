"""Thermodynamics: no temperature lies below absolute zero."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..claims import Claim, Finding, Sentence
from ..constants import ABSOLUTE_ZERO_K, DEGREE_IN_KELVIN
from .numbers import as_stated
from .registry import register_rule

# A change ("dropped by 300 °F"), a term of a computation ("Q = m c × (-60 K)") or a bound
# of a statistic's interval ("95% CI: -275, -271 °C"); a floor, which claims no temperature
# under it ("never colder than −500 °F", "above −300 °C"); a negative absolute
# temperature of a system with an inverted population, which is hotter than any positive
# one, not colder than absolute zero.
_NOT_A_LEVEL = frozenset({"CHANGE", "OPERAND", "STATISTIC", "AT_LEAST", "NEGATIVE_TEMPERATURE"})
# A rate of change: "(-0.5°C per cycle)" of a thermal cycler's touchdown program.
_PER = re.compile(r"\s(?:per|each|every)\s|/\s*(?:cycle|step|min|h|hour|day|year)\b")
# Rounding room for the exact boundaries (-273.15 °C, -459.67 °F): pint's offsets
# leave errors of ~1e-13 K. (Well under the picokelvin temperatures laboratories now
# report: "−3.8 × 10⁻¹¹ K" is below zero.)
_BOUNDARY_K = 1e-12


@register_rule("below_absolute_zero", severity="FAIL", colour="#4dabf7")
def below_absolute_zero(sentence: Sentence) -> Iterator[Finding]:
    """An absolute temperature below 0 K (-273.15 °C, -459.67 °F, 0 °R).

    A bare "degrees" in a temperature sentence is read on the most lenient scale, °F.
    Exempt: the exact boundaries, and a whole number that rounds one where absolute zero
    is named ("absolute zero, about −460 °F");
    ranges whose ends are physical ("-40 to 120 °C");
    temperature changes and differences (context CHANGE: "dropped by 300 °F", "a
    difference of -350 °C", "ΔT = 20 °C − 80 °C = −60 °C"); the terms of a computation
    (OPERAND), which are differences as often as not (its result is judged); the bounds
    of a statistic's interval (STATISTIC); rates of change ("-0.5 °C per cycle"); a
    temperature given only as a floor (AT_LEAST: "never colder than −500 °F"); negative
    absolute temperatures on a page that explains them (NEGATIVE_TEMPERATURE: a spin
    system with an inverted population, hotter than any positive temperature); on an
    absolute scale, a range across its zero or a figure beside others written with a plus
    sign ("+0.32 K, −0.11 K and +0.68 K"), which are differences.
    """
    for claim in sentence.of_kind("TEMPERATURE"):
        coldest = claim.si_bounds[0]
        # the bound first: the rounding asks the claim's roles, needed only below zero
        if (
            coldest < ABSOLUTE_ZERO_K - _BOUNDARY_K
            and coldest + _rounding_k(sentence, claim) < ABSOLUTE_ZERO_K - _BOUNDARY_K
            and not _PER.search(claim.text)
            and not _difference_in_kelvin(sentence, claim)
            and not sentence.modifiers(claim) & _NOT_A_LEVEL
        ):
            yield Finding(
                f"{as_stated(claim, coldest, 'K')} is below absolute zero (0 K)", (claim,)
            )


def _difference_in_kelvin(sentence: Sentence, claim: Claim) -> bool:
    """Whether a figure on an absolute scale can only be a difference: a range across its
    zero ("mean differences of −0.27 K to 0.15 K"), or one beside figures of its scale
    written with a plus sign ("+0.32 K, −0.11 K, and +0.68 K, respectively"), which no one
    writes of an absolute temperature."""
    if claim.unit not in _ABSOLUTE_UNITS:
        return False
    low, high = claim.si_bounds
    return (claim.is_range and low < 0 < high) or any(
        other.unit in _ABSOLUTE_UNITS and other.text.startswith("+")
        for other in sentence.of_kind("TEMPERATURE")
    )


# The units of absolute scales, whose zero is absolute zero.
_ABSOLUTE_UNITS = frozenset(
    {"kelvin", "millikelvin", "microkelvin", "nanokelvin", "picokelvin", "degree rankine"}
)


def _rounding_k(sentence: Sentence, claim: Claim) -> float:
    """Half a degree, in kelvin, for a temperature written as a whole number that names
    absolute zero (ABSOLUTE_ZERO): "absolute zero (about −460 degrees)" (°F) may stand for
    −459.67 °F; "chilled to −460 °F" states a temperature below it. A figure written with
    decimals names it to within :data:`_MISQUOTED_ZERO_K` ("absolute zero is −273.16 °C
    (−459.69 °F)", an offset long out of date), and a number in words is exact."""
    if (
        claim.is_range
        or not claim.in_digits
        or not claim.value
        or claim.si_value is None
        or not _names_absolute_zero(sentence, claim)
    ):
        return 0.0
    if "." in claim.text:
        return _MISQUOTED_ZERO_K
    # (on a scale without an offset the SI value is a multiple of the value: mK, nK)
    return DEGREE_IN_KELVIN.get(claim.unit, abs(claim.si_value / claim.value)) / 2


# How far below 0 K a figure given for absolute zero itself may stand: the old offsets
# −273.16 °C and −459.69 °F, still quoted, lie 0.01 K below it.
_MISQUOTED_ZERO_K = 0.05


def _names_absolute_zero(sentence: Sentence, claim: Claim) -> bool:
    """Whether ``claim`` stands by a word for absolute zero (ABSOLUTE_ZERO: "the lowest
    possible temperature"), or by absolute zero read as a temperature of its own ("above
    absolute zero (about −460 degrees)")."""
    return "ABSOLUTE_ZERO" in sentence.modifiers(claim) or any(
        other.si_value == ABSOLUTE_ZERO_K for other in sentence.of_kind("TEMPERATURE")
    )
