"""What the words around a claim say about it, and how rules write numbers.

Rules judge numbers, but the text decides which numbers are judged: "the mass changed by
-0.3 g" states a change, not a mass. These helpers read a claim's own clause, so that a
cue belongs to the claim it stands next to and not to another number of the sentence.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from ..claims import Claim, Sentence
from ..cues import DENIAL

# Where one clause ends and the next begins, for the purpose of cue ownership.
_CLAUSE_BREAK = re.compile(r"[;:,()]|\b(?:but|yet|while|whereas|although|though|and)\b", re.I)

# The number is a change of something, not its level.
CHANGE_BEFORE = re.compile(
    r"(?:\b(?:by|change[sd]?|changing|differen\w*|delta|swing|variation|fluctuat\w*|spread|"
    r"drop(?:ped)?\s+of|fall\s+of|rise\s+of|loss|lost|lose|gain(?:ed)?|deficit|defect|"
    r"shift(?:ed)?|offset|anomal\w*|gradient)\b|Δ)[^.;]{0,40}$",
    re.I,
)

# The percentage is growth or decline ("increased by 150 %", "up 300 %").
GROWTH_BEFORE = re.compile(
    r"\b(?:increas\w*|decreas\w*|grow\w*|grew|rose|risen|rise[sn]?|down|jump\w*|surg\w*|"
    r"soar\w*|climb\w*|gain\w*|boost\w*|fell|fall\w*|drop\w*|declin\w*|plung\w*|shr[aiu]nk\w*|"
    r"cut\w*|reduc\w*|improv\w*|rais\w*|lower\w*|chang\w*|by|"
    # "up 300 %", but not "the runner-up" or "made up"
    r"(?<!-)(?<!made )(?<!makes )up)\b[^.;,]{0,25}$",
    re.I,
)


# No cue is read further than this from its claim: clauses are short, sentences need not be.
_CLAUSE_REACH = 150
# A short parenthetical names a symbol or unit: "efficiency (η) = 120 %".
_SYMBOL_ASIDE = re.compile(r"\([^()]{0,12}\)")
# What may stand between a label and its value: "- **Chance of rain:** 120 %",
# "Efficiency = 120 %", "efficiency, at 125 %,".
_LABEL_GAP = re.compile(
    r"^[\s*_`=:~≈]*(?:(?:at|of|about|around|roughly|approximately|nearly|almost|some|just|"
    r"an?|the)\b[\s*_`=:~≈]*)*$",
    re.IGNORECASE,
)


def clause_before(sentence: Sentence, claim: Claim) -> str:
    """Lower-cased text from the last clause break (or previous claim) up to the claim.

    A break with nothing but formatting or a filler word after it ("Label: value",
    "efficiency, at 125 %") joins the label before it to the claim.
    """
    previous_end, _ = sentence.gap_around(claim)
    start = max(previous_end, claim.start_char - _CLAUSE_REACH)
    text = _SYMBOL_ASIDE.sub(" ", sentence.text[start : claim.start_char])
    breaks = list(_CLAUSE_BREAK.finditer(text))
    while breaks and _LABEL_GAP.match(text[breaks[-1].end() :]) and breaks[-1].group() in ":,":
        breaks.pop()
    return (text[breaks[-1].end() :] if breaks else text).lower()


def clause_after(sentence: Sentence, claim: Claim) -> str:
    """Lower-cased text after the claim up to the next clause break or claim."""
    _, next_start = sentence.gap_around(claim)
    end = min(next_start, claim.end_char + _CLAUSE_REACH)
    text = sentence.text[claim.end_char : end]
    first = _CLAUSE_BREAK.search(text)
    return (text[: first.start()] if first else text).lower()


# The claim is the premise of a supposition: "if light moved at 600 000 km/s, ...".
_PREMISE_BEFORE = re.compile(r"\b(?:if|suppose|supposing|imagine|hypothetically)\b", re.I)


def asserts(sentence: Sentence, claims: Sequence[Claim]) -> bool:
    """Whether the sentence asserts these claims together.

    Not when the clause of any of them denies it (:func:`is_denied`), nor when all of
    them are the premise of a supposition ("if light moved at 600 000 km/s, GPS would
    fail"). A consequence is asserted: "if you drop it from 45 m, it lands in 1 s".
    """
    if any(is_denied(sentence, claim) for claim in claims):
        return False
    premises = [_PREMISE_BEFORE.search(clause_before(sentence, claim)) for claim in claims]
    return not (premises and all(premises))


def is_denied(sentence: Sentence, claim: Claim) -> bool:
    """The claim's own clause denies it ("... so 400 000 km/s is impossible", "no heat
    engine can reach 120 % efficiency"); a denial in another clause does not count ("once
    thought impossible, but it now runs at 120 %")."""
    return bool(
        DENIAL.search(clause_before(sentence, claim))
        or DENIAL.search(clause_after(sentence, claim))
    )


def is_change(sentence: Sentence, claim: Claim) -> bool:
    """The claim states a change or difference ("changed by -0.3 g", "difference was -350 °C")."""
    before = sentence.before(claim, 50)
    if re.search(r"\b(?:to|at|reach\w*)\s*$", before):
        return False  # "changed to -300 °C" states a level
    return bool(CHANGE_BEFORE.search(before))


_WRITTEN_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


def last_digit(claim: Claim) -> float:
    """One unit of the last significant digit the claim is written with, in SI units.

    "1.4 s" is written to 0.1 s, "190,000 miles per second" to 10 000 mi/s; a number in
    words counts as one digit. A stated value stands for anything within half of this.
    Zero for a zero or unreadable value.
    """
    if not claim.value or not claim.si_value or not math.isfinite(claim.value):
        return 0.0
    written = _WRITTEN_NUMBER.search(claim.text)
    digits = written.group().replace(",", "") if written else "1"
    if "." in digits:
        significant = len(digits.replace(".", "").lstrip("0"))
    else:
        significant = len(digits.strip("0"))
    step = 10 ** (math.floor(math.log10(abs(claim.value))) - max(significant, 1) + 1)
    return step * abs(claim.si_value / claim.value)


def number(x: float) -> str:
    """A number as a message shows it: 4.0e8, 2.998e8, 0.75, -26.85."""
    if x == 0 or not math.isfinite(x):
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
