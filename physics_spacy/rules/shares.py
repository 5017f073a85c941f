"""Parts of one whole add up to at most the whole."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator

from ..claims import Claim, Finding, Sentence
from .context import GROWTH_BEFORE, clause_before, number
from .registry import register_rule

# More than rounding: three shares rounded to whole percent can sum to 101 %.
SHARE_ROUNDING_POINTS = 1.0

# The sentence speaks of parts of something.
_SHARE_CUE = re.compile(
    r"\b(?:shares?|took|takes|taking|accounts?\s+for|accounted|made\s+up|makes\s+up|"
    r"compris\w*|provid\w*|split|portion|fraction|held|holds|captured|came\s+from|"
    r"comes?\s+from|supplied|generated|contributed|total|whole|received|won|mix|breakdown|"
    # "60 % went to A", not "it went to 60 %": a level reached is not a part
    r"(?:went|goes)\s+to(?!\s*[-+−]?\d))\b",
    re.IGNORECASE,
)
# "of traffic", "of the electricity": the whole a share belongs to.
_WHOLE_AFTER = re.compile(
    r"^\s*of\s+(?:the\s+|all\s+|its\s+|their\s+)?([a-z][\w-]*)", re.IGNORECASE
)
# Percentages of different times, answers that may overlap, or rates that are not parts.
_NOT_PARTS = re.compile(
    r"\b(?:multiple\s+answers?|more\s+than\s+one\s+answer|could\s+choose|overlap\w*|"
    r"protection|protect\w*|effective\w*|efficacy|accura\w*|charge|capacity|after\s+[\d,]+)\b",
    re.IGNORECASE,
)
_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")
_NOT_A_SHARE_AFTER = re.compile(
    r"^\s*(?:probabilit|chance|likel|confiden|certain|sure|efficien|more|less|higher|lower|"
    r"faster|slower|larger|smaller|growth|increase|decrease|rise|drop)",
    re.IGNORECASE,
)


@register_rule("share_sum_exceeds_total", severity="WARN", colour="#ffe066")
def share_sum_exceeds_total(sentence: Sentence) -> Iterator[Finding]:
    """Shares of one whole, in one sentence, that add up to more than 100 % (+1 point).

    The whole is named after a share ("60 % of traffic"); shares that name none belong
    to the one whole the sentence names. The sentence must speak of parts (took, share,
    accounted for, provided, went to, won, of the total, ...). Exempt: shares of
    different wholes ("60 % of men and 55 % of women"); series over time (two or more
    years named); answers that may overlap ("multiple answers allowed"); rates that are
    not parts (protection, effectiveness, charge after N cycles); separate sentences;
    growth figures, probabilities and efficiencies.
    """
    if not _SHARE_CUE.search(sentence.text) or _NOT_PARTS.search(sentence.text):
        return
    if len(set(_YEAR.findall(sentence.text))) > 1:
        return  # "30 % in 2010, 45 % in 2020": a series over time, not parts of one whole
    shares = [c for c in sentence.of_kind("PERCENT") if _is_share(sentence, c)]
    by_whole: dict[str | None, list[Claim]] = defaultdict(list)
    for claim in shares:
        by_whole[_whole(sentence, claim)].append(claim)
    named = [whole for whole in by_whole if whole is not None]
    if len(named) == 1:
        by_whole[named[0]].extend(by_whole.pop(None, []))
    elif named:
        by_whole.pop(None, None)  # several wholes: an unnamed share belongs to none for sure
    for whole, parts in by_whole.items():
        total = sum(c.value for c in parts)
        if len(parts) > 1 and total > 100 + SHARE_ROUNDING_POINTS:
            of_what = f" of {whole}" if whole else ""
            figures = " + ".join(f"{number(c.value)} %" for c in parts)
            yield Finding(f"shares{of_what} add up to {number(total)} % ({figures})", tuple(parts))


def _is_share(sentence: Sentence, claim: Claim) -> bool:
    return (
        not claim.is_range
        and 0 <= claim.value <= 100
        and not GROWTH_BEFORE.search(clause_before(sentence, claim))
        and not _NOT_A_SHARE_AFTER.search(sentence.after(claim))
    )


def _whole(sentence: Sentence, claim: Claim) -> str | None:
    m = _WHOLE_AFTER.search(sentence.after(claim))
    return m.group(1).lower() if m else None


_DECREASE_BEFORE = re.compile(
    r"\b(?:f[ae]ll|falls|falling|dropp?\w*|shr[aiu]nk\w*|declin\w*|decreas\w*|reduc\w*|cut\w*|"
    r"lost|los[es]\w*|plung\w*|plummet\w*|slump\w*|down|tumbl\w*|sank|sunk|sink\w*)\b"
    r"(?:\s+by)?\s*$",
    re.IGNORECASE,
)
# Noun first: "a 150 % decrease in bee populations".
_DECREASE_AFTER = re.compile(
    r"^\s*(?:decrease|reduction|drop|fall|decline|cut|loss|shrinkage|contraction)\s+(?:in|of)\b",
    re.IGNORECASE,
)
# Quantities that can go below zero: a fall of more than 100 % is then ordinary.
_CAN_GO_NEGATIVE = re.compile(
    r"\b(?:profits?|income|earnings?|balances?|margins?|net|cash\s*flows?|returns?|deficits?|"
    r"surplus\w*|temperatures?|rates?|growth|sentiment|losses|ebitda?|ebit|operating\s+result)\b",
    re.IGNORECASE,
)


@register_rule("decrease_beyond_total", severity="WARN", colour="#fcc419")
def decrease_beyond_total(sentence: Sentence) -> Iterator[Finding]:
    """A quantity that cannot go below zero falls by more than 100 %.

    A population, a weight, a count, emissions or a price can lose at most all of
    itself. Exempt: quantities that can go negative (profit, income, earnings, balance,
    margin, net figures, growth rates, temperatures on a relative scale).
    """
    if _CAN_GO_NEGATIVE.search(sentence.text):
        return
    for claim in sentence.of_kind("PERCENT"):
        decrease = _DECREASE_BEFORE.search(sentence.before(claim, 40)) or _DECREASE_AFTER.search(
            sentence.after(claim, 30)
        )
        if claim.value > 100 and decrease:
            yield Finding(
                f"a fall of {number(claim.value)} % would leave less than nothing", (claim,)
            )
