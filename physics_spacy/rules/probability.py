"""Probability theory: a probability lies between 0 and 1 (0 % and 100 %)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import cues
from ..claims import Claim, Finding, Sentence
from .numbers import NOT_A_LEVEL, number
from .registry import register_rule

# Roles that make a percentage next to a probability word something else: also a total
# ("adds up to 130 %") and odds ("odds of 4.5").
_NOT_A_LEVEL = NOT_A_LEVEL | {"TOTAL", "ODDS"}
_CHANCE_AFTER = re.compile(r"[*_]*\s*(?:chance|probability|likelihood)\b", re.IGNORECASE)
# A bare number is a probability only when it ends the phrase the probability noun opens,
# or comes right before the noun: "a probability of 2 was assigned", "≈ 1.33 probability of
# seeing a six", not "the probability of 2 heads", "odds of 3 to 1",
# "the chance of a recession in 2024". A comment ends it too: "probability: 1.35  # raised";
# and a table's cell, whatever the next cell holds ("| 1.4 | 24 months |").
_PHRASE_END = re.compile(
    r"^[*_$}]*\s*(?:$|\||(?:[.,;:)!?—–#]|(?:is|was|were|are|be|been|for|to|and|or|which|that|on|by"
    r"|with|under|across|at|assigned|given|according|probability|chance|likelihood)\b)(?!\s*\d))",
    re.IGNORECASE,
)
# "probability of making playoffs = 1.35 lmao": a decimal a probability equals is its value,
# whatever words follow (set in bold too: "= **3.33** [2]").
_EQUALS_BEFORE = re.compile(r"[=≈]\s*\$?\s*(?:\*\*|__)?$")
# A decimal is no count: "a probability of remission of 1.8 in the treatment arm", "= 1.3
# (events assumed independent)", "with a probability of 1.25 you should …", "a probability
# of 1.12 of finishing in the top four", "has risen to 1.3 after the re-plan", "a probability
# of winning of 1.06 per spin" (a chance per trial; not a rate, "1.2 per year").
_DECIMAL_PHRASE_END = re.compile(
    r"^\s*(?:(?:in|during|among|over|versus|vs|you|we|it|they|this|there|of|after|since|"
    r"following|now|today)\b|\(|(?:per|each|every|a)\s+(?:spin|trial|game|draw|roll|toss|flip"
    r"|throw|hand|round|attempt|try|shot|bet|ticket|play|turn|deal|pull|trip|journey|flight"
    r"|mission|launch|year|day)\b)",
    re.IGNORECASE,
)
# A factorial inside a formula: "3³e⁻³/3! ≈ 0.224", "10!/(3! 7!)".
_FACTORIAL_AFTER = re.compile(r"!\s*[=≈×*/+−\-)(\d]")
_OPERATOR_BEFORE = re.compile(r"[/×*·(]\s*$")
# A cell of a table written out as a run of numbers: "LDL-C −30.09 (2.03) −27.54 (2.03)".
_NUMBER_AFTER = re.compile(r"[)\]]?\s*(?:\([^()]*\)\s*)?[-−+]?\.?\d")
# A symbol's index or power that lost its superscript: "R 2" (R²); a name's number, "at
# 'Mania 39", "Model 3" (not a label's: "Probability: 1.3"); a name and an age, as news
# gives them: "a fourth son, Chance, 10".
_NAME_BEFORE = re.compile(r"(?<![\w.])[A-Z] ?$|\b[A-Z][\w'’-]*(?:, ?| )$")
_NAME_REACH = 24
# "a chance of reaching 8 at the peak": the value the event reaches, not the chance.
_EVENT_VALUE_BEFORE = re.compile(
    r"\b(?:reach|reaching|hit|hitting|exceed|exceeding|top|topping|pass|passing|score|scoring"
    # "the probability that a fair die shows 7 is exactly 0": the face, no chance
    r"|roll|rolling|draw|drawing|shows|show|showing|comes\s+up|come\s+up|lands\s+on|land\s+on"
    r"|landing\s+on)\s+(?:a\s+|an\s+)?$"
    # "a fair die shows a number from 1 to 6": the faces the event names
    r"|\b(?:from\s+[\d.]+\s+to|between\s+[\d.]+\s+and|numbers?\s+(?:from|between))\s+$"

    # "the probability that $s_1=-1$", "(with $K$ = 10 …)": a variable's value, in the
    # event or a parameter (not the probability's own symbol: "$P = 1.3$"), or its size
    # ("the chance of |z| ≥ 3.5")
    r"|(?<![\w\\])(?!(?:P|p|Pr|pr)\b)[A-Za-z](?:_\{?\w+\}?)?\|?\$?\s*(?:=|≥|≤|<|>|\\geq|\\leq)\s*\$?\s*$"
)
# "the probability that a normally distributed value is 70", "… that someone is between
# 69.5 and 70.5": the value the event names, told as what its subject is.
_EVENT_CLAUSE_BEFORE = re.compile(
    r"\bthat\s+(?:(?:someone|somebody|something|anyone|it|he|she|they|x)\s+"
    r"|(?:a|an|the|its|their)\s+(?:[\w-]+\s+){0,3}(?:value|variable|height|score|number|outcome"
    r"|result|reading|roll|sum|total|measurement|observation|person|student|temperature|weight"
    r"|mass|length|age|speed|income|price|lifetime|duration|distance|mean|average|level|count"
    r"|time)\s+)"
    r"(?:is|are|equals|lies|falls)\s+(?:exactly\s+|(?:larger|smaller|greater|less|bigger|lower|higher)"
    # "… that a standard normal variable is larger than 1.57 or smaller than −1.57": the
    # bounds of the event
    r"\s+than\s+(?:[-−]?[\d.]+\s+or\s+(?:larger|smaller|greater|less|bigger|lower|higher)"
    r"\s+than\s+)?)?$"
    # "the probability of a 6 is either 1/4, 1/6, or 1/12": the face, not its chance
    r"|\b(?:probability|chance|odds|likelihood)\s+of\s+(?:a|an)\s+$"
    # "the chance of waiting at least another 60 is still 8.2 %": how long the event lasts
    r"|\b(?:wait|waiting|waits|last|lasting|lasts|survive|surviving|survives)\s+"
    r"(?:(?:at\s+least|more\s+than|over|under|less\s+than|up\s+to)\s+)?(?:another\s+)?$",
    re.IGNORECASE,
)
_EVENT_CLAUSE_REACH = 80
# "a weekly chance to win 1,000": the prize, not the chance.
_PRIZE_BEFORE = re.compile(r"\b(?:win|wins|winning|won)\s+(?:up\s+to\s+)?[$€£]?\s*$")
_TIMES = re.compile(r"\btimes?\b", re.IGNORECASE)
_COUNTS = re.compile(r"\bcounts?$", re.IGNORECASE)
# (each further number after a comma or "and", so that a run of digits splits one way only)
_DEVIATIONS_AFTER = re.compile(
    r"(?:\s*,\s*(?:(?:and|or)\s+)?\d+|\s+(?:and|or)\s+\d+)*\s*"
    r"(?:standard\s+deviations?|SDs?|sigmas?|σ)\b",
    re.IGNORECASE,
)
# A range of whole numbers from this up counts things; a range of chances is told in decimals.
_LEAST_COUNT_RANGE = 2
_ODDS_OR_COUNT = re.compile(r"^\s*(?:in|out of|to|:)\s*\d", re.IGNORECASE)
# "the chance of a recession in 2024": a year, not the chance.
_YEAR_BEFORE = re.compile(r"\b(?:in|by|since|until|before|after)[\s$]*$", re.IGNORECASE)
# "if R = 1:10", "$1:9$": the second term of a ratio (not a label that ends in a name's number,
# "… remission, XR-19: 1.3").
_RATIO_BEFORE = re.compile(r"(?:^|[\s(=$])\d+(?:\.\d+)?\s*:\s*$")
# "the probability of rolling a total that is at least 3", "(even and at least 3)": a whole
# number after a bound is the count or face the event asks for.
# … and so is one after "among" or "out of": "one of 11 integers among 100"
_COUNT_BOUND_BEFORE = re.compile(
    r"\b(?:at least|at most|exactly|more than|fewer than|less than|greater than|among"
    r"|out of)\s*$",
    re.IGNORECASE,
)


@register_rule("probability_out_of_range", severity="FAIL", colour="#ffa94d")
def probability_out_of_range(sentence: Sentence) -> Iterator[Finding]:
    """A probability, chance, likelihood or confidence outside 0-100 % (0-1 as a number).

    The claim must play the role PROBABILITY (docs/context.md): a probability noun
    within a few words before it ("a probability of 150 %", "- **Chance:** 120 %", a
    table column headed "Probability"), or a cue right after it ("150 % likely"); a
    fraction counts as its value ("a probability of 7/5"). Exempt: growth and change
    percentages (GROWTH, CHANGE: "increased by 150 %"), even in a sentence that also
    states a probability; odds ("3 to 1", "odds of 4.5") and counts ("2 in 3"); bare numbers that do
    not end the noun's phrase ("the probability of 2 heads", "the chance of a recession
    in 2024"), or are a thousand or more ("600 million"); log-likelihoods and likelihood
    ratios; the percent scale named as a range ("between 0 and 100").
    """
    for claim in sentence.of_kind("PERCENT", "NUMBER"):
        low, high = claim.si_bounds
        outside = low if low < 0 else high if high > 1 else None
        # the range first: a claim's roles are read only for a figure outside it
        if (
            outside is not None
            and _is_probability(sentence, claim)
            # a ceiling claims no chance above it ("never more than 120 %"), a floor none
            # below it ("never less than −5 %")
            and ("AT_MOST" if outside > 1 else "AT_LEAST") not in sentence.modifiers(claim)
        ):
            shown = f"{number(outside * 100)} %" if claim.kind == "PERCENT" else number(outside)
            yield Finding(f"a probability of {shown} lies outside 0-100 %", (claim,))


# "a 50-50 chance", "60/40 odds": a split of certainty between two outcomes, not a level.
_SPLIT = re.compile(r"\s*(\d{1,2})\s*[-–/]\s*(\d{1,2})\s*")


def _is_split(claim: Claim) -> bool:
    split = _SPLIT.fullmatch(claim.text)
    return split is not None and int(split[1]) + int(split[2]) == 100


# A bare number this large is a count or an amount, never a probability written without
# its "%": "separated by about 500 million light-years, rather than 400 million or 600
# million".
_COUNT_SIZE = 1000


def _is_probability(sentence: Sentence, claim: Claim) -> bool:
    # the text around a bare number first: it is cheaper than the claim's roles
    if claim.kind != "PERCENT" and (
        _is_split(claim)
        # "comfortably between 0 and 100": the percent scale itself, named
        or (claim.is_range and claim.low == 0 and claim.high == 100)
        or abs(claim.value) >= _COUNT_SIZE
        or not _ends_the_phrase(sentence, claim)
        or _EVENT_CLAUSE_BEFORE.search(sentence.before(claim, _EVENT_CLAUSE_REACH))
    ):
        return False
    if not sentence.could_play("PROBABILITY"):
        return False  # no probability word nor notation: no roles to compute
    modifiers = sentence.modifiers(claim)
    if "PROBABILITY" not in modifiers:
        return False
    blocked = modifiers & _NOT_A_LEVEL
    if "LEVEL" in modifiers:
        # what a chance rose or fell to is its level: "win probability jumped to 108 %"
        blocked -= {"GROWTH", "DECREASE"}
    # a sum named a chance is claimed as one: "add the two days and you get a 130 % chance"
    named_a_chance = blocked == {"TOTAL"} and _CHANCE_AFTER.match(sentence.after(claim))
    return not blocked or bool(named_a_chance)


# A member of a tuple: "(1,6)", "(x, y) = (3, 4)"; not a bracketed value alone, "(0.3)".
# (or a set's, in braces: a sample space "{1,2,3,4,5,6}")
_TUPLE_BEFORE = re.compile(r"[({]\s*((?:[-−]?\d+(?:\.\d+)?\s*,\s*)*)$")
_TUPLE_AFTER = re.compile(r"\s*((?:,\s*[-−]?\d+(?:\.\d+)?\s*)*)[)}]")


# A run of whole numbers with an ellipsis: "1, 2, ... 5", "0, 1, …, n".
_RUN_BEFORE = re.compile(r"\d\s*,\s*(?:\.\.\.|…|\\[lc]?dots\b|etc\b\.?)\s*,?\s*$")
_RUN_AFTER = re.compile(r"\s*,\s*(?:\.\.\.|…|\\[lc]?dots\b|etc\b)")
# "the conditional probability for variable 1 and variable 2": an item's number, no chance
_ITEM_BEFORE = re.compile(
    r"\b(?:variable|variables|group|outcome|event|scenario|option|condition|arm|cohort|question"
    r"|step|part|problem|case|trial|category|class|level|type|model|round|stage)\s+$",
    re.IGNORECASE,
)


def _in_tuple(before: str, after: str) -> bool:
    opened, closed = _TUPLE_BEFORE.search(before), _TUPLE_AFTER.match(after)
    return opened is not None and closed is not None and bool(opened[1] or closed[1])


def _alone_on_its_line(sentence: Sentence, claim: Claim) -> bool:
    text = sentence.text
    start = text.rfind("\n", 0, claim.start_char) + 1
    end = text.find("\n", claim.end_char)
    return text[start : end if end >= 0 else len(text)].strip() == claim.text.strip()


def _ends_the_phrase(sentence: Sentence, claim: Claim) -> bool:
    """Whether a bare number can be a probability where it stands (see _PHRASE_END)."""
    if not claim.in_digits:
        return False  # "the chance that two of them ..." names no probability
    if _TIMES.search(claim.text):
        return False  # "probabilities come from simulating the election 20,000 times"
    if claim.is_range and "." not in claim.text and claim.si_bounds[0] >= _LEAST_COUNT_RANGE:
        return False  # "a uniform prior from 4 to 10": a range of counts
    if _COUNTS.search(claim.text):
        return False  # "the Poisson probabilities for 0 to 15 counts": the events counted
    after = sentence.after(claim, 20)
    if after.startswith("!") and (
        _FACTORIAL_AFTER.match(after) or _OPERATOR_BEFORE.search(sentence.before(claim, 4))
    ):
        return False  # "P(exactly 3) = 3³e⁻³/3! ≈ 0.224": a term of the formula, no value
    if "." not in claim.text and claim.value > 1 and _alone_on_its_line(sentence, claim):
        return False  # "… decayed by noon the following day?\n80\n9. …": a page's number
    if _DEVIATIONS_AFTER.match(sentence.after(claim, 40)):
        return False  # "within 1, 2, and 3 standard deviations of the mean": how many
    before = sentence.before(claim, 16)
    if _in_tuple(before, after):
        return False  # "outcomes (1,6), (2,5), …": the faces of an outcome
    if "." not in claim.text and _ITEM_BEFORE.search(before):
        return False  # "variable 2", "Group 3": the name of an item
    if "." not in claim.text and (_RUN_BEFORE.search(before) or _RUN_AFTER.match(after)):
        return False  # "number of excesses = 1, 2, ... 5": the values a count takes
    decimal = "." in claim.text
    return bool(
        (
            _PHRASE_END.search(after)
            or (decimal and (_DECIMAL_PHRASE_END.search(after) or _EQUALS_BEFORE.search(before)))
        )
        and not _ODDS_OR_COUNT.search(after)
        and not _NUMBER_AFTER.match(after)
        and not _YEAR_BEFORE.search(before)
        and not _PRIZE_BEFORE.search(before)
        and not (
            _EVENT_VALUE_BEFORE.search(before)
            and not cues.PROBABILITY_SYMBOL_BEFORE.search(
                sentence.before(claim, cues.PROBABILITY_SYMBOL_REACH)
            )
        )
        and not _RATIO_BEFORE.search(before)
        and not _NAME_BEFORE.search(
            sentence.text, max(0, claim.start_char - _NAME_REACH), claim.start_char
        )
        and not (not decimal and _COUNT_BOUND_BEFORE.search(before))
    )
