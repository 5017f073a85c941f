"""How rules read and write numbers: the digits a claim is written with, and messages."""

from __future__ import annotations

import math
import re

from ..claims import Claim, Sentence

# A number in words with a fraction is written to that fraction: "one and a half seconds"
# to half a second, "two and a quarter hours" to a quarter of an hour.
_WORDED_FRACTION = {"a half": 0.5, "a quarter": 0.25, "three quarters": 0.25}
_AND_A_FRACTION = re.compile(r"\band (a half|a quarter|three quarters)\b", re.IGNORECASE)
# Roles in which a figure states no level of anything: a change or a comparison, a
# computation's operand, a reference ("Table 3"), a statistic (an odds ratio).
NOT_A_LEVEL = frozenset(
    {"GROWTH", "DECREASE", "RELATIVE", "CHANGE", "OPERAND", "REFERENCE", "STATISTIC"}
)


# "The default is +/-2Kg": a bound either way, of which the minus is one sign.
_PLUS_MINUS_BEFORE = re.compile(r"(?:\+/|\+|±)\s*$")


def either_sign(sentence: Sentence, claim: Claim) -> bool:
    """Whether a negative claim is the minus half of a "+/-" or "±" bound ("+/-2Kg")."""
    return claim.text[:1] in "-−" and bool(
        _PLUS_MINUS_BEFORE.search(sentence.text, max(0, claim.start_char - 3), claim.start_char)
    )


def last_digit(claim: Claim, *, zeros_significant: bool = False) -> float:
    """One unit of the last significant digit the claim is written with, in SI units.

    "1.4 s" is written to 0.1 s, "190,000 miles per second" to 10 000 mi/s; a number in
    words counts as one digit, or as its fraction ("one and a half": 0.5). A stated value
    stands for anything within half of this. With ``zeros_significant``, a whole number's
    trailing zeros count: "100 km/h" is written to 1 km/h, as a measured speed or time is
    read. Zero for a zero or unreadable value.
    """
    if not claim.value or not claim.si_value or not math.isfinite(claim.value):
        return 0.0
    written = claim.digits
    fraction = None if written else _AND_A_FRACTION.search(claim.text)
    if fraction:
        return _WORDED_FRACTION[fraction.group(1).lower()] * abs(claim.si_value / claim.value)
    digits = written or "1"
    if "." in digits:
        significant = len(digits.replace(".", "").lstrip("0"))
    else:
        significant = len(digits.lstrip("0") if zeros_significant else digits.strip("0"))
    step = 10 ** (math.floor(math.log10(abs(claim.value))) - max(significant, 1) + 1)
    return step * abs(claim.si_value / claim.value)


def number(x: float) -> str:
    """A number as a message shows it: 4.0e8, 2.998e8, 0.75, -26.85."""
    if x == 0:
        return "0"  # not "0.0", nor "-0.0"
    if not math.isfinite(x):
        return str(x)
    if 1e-3 <= abs(x) < 1e5:
        return f"{x:.4g}"
    mantissa, exponent = f"{x:.3e}".split("e")
    mantissa = mantissa.rstrip("0")
    if mantissa.endswith("."):
        mantissa += "0"
    return f"{mantissa}e{int(exponent)}"


def as_stated(claim: Claim, si_value: float, si_unit: str | None) -> str:
    """A claim as a message names it: its text, then its SI value in brackets only when
    the text does not already say it ("-300 °C (-26.85 K)", but "-3 kg" once, not
    "-3 kg (-3 kg)")."""
    if claim.si_value is not None and math.isclose(claim.value, claim.si_value):
        return claim.text
    return f"{claim.text} ({number(si_value)} {si_unit})"
