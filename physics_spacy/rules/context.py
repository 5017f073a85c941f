"""What the words around a claim say about it, and how rules write numbers.

Rules judge numbers, but the text decides which numbers are judged: "the mass changed by
-0.3 g" states a change, not a mass. These helpers read a claim's own clause, so that a
cue belongs to the claim it stands next to and not to another number of the sentence.
"""

from __future__ import annotations

import math
import re

from ..claims import Claim, Sentence

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
    r"\b(?:increas\w*|decreas\w*|grow\w*|grew|rose|risen|rise[sn]?|(?<!-)(?<!made )(?<!makes )up|"
    r"down|jump\w*|surg\w*|"
    r"soar\w*|climb\w*|gain\w*|boost\w*|fell|fall\w*|drop\w*|declin\w*|plung\w*|shr[aiu]nk\w*|"
    r"cut\w*|reduc\w*|improv\w*|rais\w*|lower\w*|chang\w*|by)\b[^.;,]{0,25}$",
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
        label_end = breaks.pop().start()
        text = text[:label_end] + " " + text[label_end + 1 :]
    return (text[breaks[-1].end() :] if breaks else text).lower()


def clause_after(sentence: Sentence, claim: Claim) -> str:
    """Lower-cased text after the claim up to the next clause break or claim."""
    _, next_start = sentence.gap_around(claim)
    end = min(next_start, claim.end_char + _CLAUSE_REACH)
    text = sentence.text[claim.end_char : end]
    first = _CLAUSE_BREAK.search(text)
    return (text[: first.start()] if first else text).lower()


def is_change(sentence: Sentence, claim: Claim) -> bool:
    """The claim states a change or difference ("changed by -0.3 g", "difference was -350 °C")."""
    before = sentence.before(claim, 50)
    if re.search(r"\b(?:to|at|reach\w*)\s*$", before):
        return False  # "changed to -300 °C" states a level
    return bool(CHANGE_BEFORE.search(before))


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
