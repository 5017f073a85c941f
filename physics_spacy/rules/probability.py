"""Probability theory: a probability lies between 0 and 1 (0 % and 100 %)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..claims import Claim, Finding, Sentence
from .context import GROWTH_BEFORE, clause_after, clause_before, number
from .registry import register_rule

# Nouns that name a probability. Log-likelihoods and likelihood ratios are not ones.
_NOUN = r"probabilit(?:y|ies)|chances?|(?<!log-)(?<!log )likelihoods?(?!\s+ratio)"
# Odds are left out on purpose: "odds of 3 to 1" are not a probability.
_CUE = rf"{_NOUN}|probabilit\w*|likely|confiden\w*|certain\w*|sure"
_CUE_BEFORE = re.compile(rf"\b(?:{_CUE})\b", re.IGNORECASE)
_CUE_AFTER = re.compile(rf"^\s*(?:\w+\s+)?(?:{_CUE})\b", re.IGNORECASE)
# A bare number is a probability only where a noun that names one says so: right after it
# ("a probability of 2") or after a linking verb ("the probability of rain is 1.4"); not
# "the chance of a recession in 2024", "the probability of rolling a six", "likely 300".
_BARE_CUE_BEFORE = re.compile(
    rf"\b(?:{_NOUN})\b"
    r"(?:\s*(?:of|=|:|at)|[^.;]*\b(?:is|was|were|be|been|equals?|equal\s+to|estimated\s+at|"
    r"put\s+at|as)|[^.;]*[=:])"
    r"(?:\s*(?:about|around|roughly|approximately|only|just|exactly))?[\s*_`]*$",
    re.IGNORECASE,
)
# A bare number after the cue must end its phrase: "a probability of 2 was assigned",
# not "the probability of 2 heads".
_PHRASE_END = re.compile(
    r"^\s*(?:$|[.,;:)]|(?:is|was|were|are|be|been|for|to|and|or|which|that|in|on|by|with|"
    r"under|across|at|assigned|given|according)\b)",
    re.IGNORECASE,
)
_ODDS = re.compile(r"^\s*(?:in|out of|to|:)\s*\d", re.IGNORECASE)
# "confident of a 200 % return", "likely to reach 130 % of capacity": the cue is about the
# forecast, and the percentage is the quantity forecast.
_QUANTITY_AFTER = re.compile(
    r"^\s*(?:of\b|returns?|growth|increase|rise|gains?|yields?|profits?|more|higher|larger|"
    r"faster|above|below|over|under)",
    re.IGNORECASE,
)


@register_rule("probability_out_of_range", severity="FAIL", colour="#ffa94d")
def probability_out_of_range(sentence: Sentence) -> Iterator[Finding]:
    """A probability, chance, likelihood or confidence outside 0-100 % (0-1 as a number).

    The cue word must belong to the claim: stand in the same clause, before it
    ("a probability of 150 %") or right after it ("150 % likely"). Exempt: growth and
    change percentages ("increased by 150 %", "up 300 %"), even in a sentence that also
    states a probability; forecast quantities ("likely to reach 130 % of capacity");
    odds ("3 to 1") and counts ("2 in 3"); bare numbers that the cue noun does not
    name ("the chance of a recession in 2024", "likely 300 or more"); log-likelihoods
    and likelihood ratios.
    """
    for claim in sentence.of_kind("PERCENT", "NUMBER"):
        if not _is_probability(sentence, claim):
            continue
        low, high = claim.si_bounds
        outside = low if low < 0 else high if high > 1 else None
        if outside is not None:
            shown = f"{number(outside * 100)} %" if claim.kind == "PERCENT" else number(outside)
            yield Finding(f"a probability of {shown} lies outside 0-100 %", (claim,))


def _is_probability(sentence: Sentence, claim: Claim) -> bool:
    before = clause_before(sentence, claim)
    if GROWTH_BEFORE.search(before):
        return False
    if claim.kind == "PERCENT":
        if _CUE_AFTER.search(clause_after(sentence, claim)):
            return True
        return bool(_CUE_BEFORE.search(before)) and not _QUANTITY_AFTER.search(
            sentence.after(claim)
        )
    after = sentence.after(claim, 20)
    return bool(
        _BARE_CUE_BEFORE.search(before) and _PHRASE_END.search(after) and not _ODDS.search(after)
    )
