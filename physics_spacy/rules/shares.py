"""Parts of one whole add up to at most the whole."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence

from ..claims import Claim, Finding, Sentence, of_kind
from ..context import share_groups
from ..context.frames import may_be_share
from .numbers import last_digit, number
from .registry import register_rule

# More than rounding: shares rounded to whole percent can sum to 101 %, and each share
# may add half its last digit (see _rounding).
SHARE_ROUNDING_POINTS = 1.0


# Beyond this sum (percent) the percentages are rates of overlapping categories or of their
# own ("91 % are fluent in English, 14 % in German, 13 % in French …"), not parts of one
# whole that a slip made overshoot it: parts that miss their whole by a slip overshoot it
# by a few points (in the project's rule cases, by 25 at most).
_OVERLAPPING_BEYOND = 130.0
# A group's total is summed in its own order: room for the last bits of float rounding.
_SUM_ROUNDING = 1e-9


def could_exceed_total(claims: Sequence[Claim]) -> bool:
    """Whether :func:`share_sum_exceeds_total` could fire on some of ``claims``: two or more
    percentages that could be shares (0 to 100 %, not ranges) adding up to more than
    100 % plus rounding. The shares of one whole are some of them, and a further claim
    only adds to the sum."""
    shares = [c.value for c in of_kind(claims, "PERCENT") if may_be_share(c)]
    return len(shares) > 1 and math.fsum(shares) > 100 + SHARE_ROUNDING_POINTS - _SUM_ROUNDING


@register_rule(
    "share_sum_exceeds_total",
    severity="WARN",
    colour="#ffe066",
    reads_passages=True,
    could_fire=could_exceed_total,
    # Across units only the items of a list add up, and only where a share cue says so or
    # the list's introduction names their whole.
    passage_roles=("SHARE", "OF_WHOLE", "SINGLE_ANSWER"),
)
def share_sum_exceeds_total(sentence: Sentence) -> Iterator[Finding]:
    """Shares of one whole, in one sentence, that add up to more than 100 % (+ rounding).

    The shares frame (docs/context.md) finds parts of one whole: percentages a share
    cue marks ("took", "accounted for", "of the budget went to") or that stand in one
    enumeration ("55 % was apples, 35 % pears and 25 % plums"); the whole is named
    after a share ("60 % of traffic"). Exempt: shares of different wholes ("60 % of men
    and 55 % of women", "in the urban wards Yes won 67 %, while in the rural wards No won
    61 %"); series over time (two or more years named); answers that may
    overlap ("multiple answers allowed"); rates that are not parts (protection,
    effectiveness, charge); arithmetic ("100 % − 40 % = 60 %"); separate sentences;
    growth figures, probabilities and efficiencies; a last figure that is the sum of the
    others (the whole, stated with its parts), or parts above a total stated with them
    that is itself short of 100 % (categories that overlap: "Dogs 49.0 … All 74.0"), a
    figure that a colon splits into the
    parts after it ("92 % from fossil fuels: 41.4 % oil, 40.4 % gas, 10 % coal"), or one
    that the parts after it are "of" ("Where the 25 % goes: 60 % of it …"); percentages
    that add up to more than 130 %, which are rates of categories that overlap ("91 % are
    fluent in English, 14 % in German, …", a survey's "which do you use?") or each group's
    own rate ("Breakdown: 82% Hispanic, 80% Black and 91% Asian American"), not parts that
    a slip made overshoot it; a list that opens with an item at 100 %, which the others are
    measured against (baker's percentages: "Flour 100 %, eggs 50 %, butter 50 %").
    Rounding: half of each share's last written digit, and at least 1 point.
    """
    for whole, grouped in share_groups(sentence).items():
        parts = _without_subtotals(
            sentence, _without_stated_total(sentence, _after_their_whole(sentence, grouped))
        )
        total = sum(c.value for c in parts)
        if (
            len(parts) > 1
            and 100 + _rounding(parts) < total <= _OVERLAPPING_BEYOND
            and not _overlap_by_their_total(sentence, parts)
            and not _measured_against_the_first(sentence, parts)
        ):
            of_what = f" of {whole}" if whole else ""
            figures = " + ".join(f"{number(c.value)} %" for c in parts)
            message = f"shares{of_what} add up to {number(total)} % ({figures})"
            yield Finding(message, tuple(parts), total=total)


def _measured_against_the_first(sentence: Sentence, parts: list[Claim]) -> bool:
    """Whether the parts follow, in their line, an item at 100 %: they are measured against
    it, as baker's percentages are against the flour ("Flour 100 %, eggs 50 %, butter
    50 %, sugar 10 %"), not parts of one whole."""
    first = parts[0]
    return len(parts) > 1 and any(
        c.value == 100
        and not c.is_range
        and c.end_char <= first.start_char
        and sentence.same_unit(c, first)
        and not _DIGIT.search(sentence.text, c.end_char, first.start_char)
        for c in sentence.of_kind("PERCENT")
    )


_DIGIT = re.compile(r"\d")


def _overlap_by_their_total(sentence: Sentence, parts: list[Claim]) -> bool:
    """Whether the parts' own line states their total (TOTAL: a column "All") short of the
    whole: "Dogs 49.0, Cats 32.9, Birds 21.0, Fish 16.0, All 74.0" are rates of
    categories that overlap (74 % own any pet), not parts of 100 %."""
    return any(
        "TOTAL" in sentence.modifiers(c)
        and c.value + _rounding([c]) < 100
        and sentence.same_unit(c, *parts)
        for c in sentence.of_kind("PERCENT")
    )


def _after_their_whole(sentence: Sentence, parts: list[Claim]) -> list[Claim]:
    """``parts`` from the first that is a part "of it": the figures before it are the whole
    it splits ("Where the 25 % goes: roughly 60 % of it overcomes drag and 40 % rolling
    resistance")."""
    # (a last share "of it" names the same whole as those before: "oil supplied 65% of the
    # heat while wood supplied 50% of it")
    for index, claim in enumerate(parts[1:-1], start=1):
        if _OF_IT.match(sentence.text, claim.end_char):
            return parts[index:]
    return parts


# A part of what was just named: "60 % of it", "40 % of that".
_OF_IT = re.compile(r"[\s*_]*of\s+(?:it|that|this|them|those|these)\b", re.IGNORECASE)


def _without_stated_total(sentence: Sentence, parts: list[Claim]) -> list[Claim]:
    """``parts`` without a last figure that is the sum of the others ("30 % wind and 20 %
    solar: 50 % in all"): the whole they make up, stated with them. Within rounding only
    where a word calls it a total; a last part that the others happen to come near is
    still a part ("30 % is reflected, 23 % absorbed by the air and 52 % by the ground")."""
    if len(parts) > 2:
        *others, last = parts
        gap = abs(sum(c.value for c in others) - last.value)
        if gap <= _SUM_ROUNDING or (
            gap <= _rounding(others)
            and _TOTAL_WORD.search(f"{sentence.before(last, 30)} {sentence.after(last, 25)}")
        ):
            return others
    return parts


# What calls a figure the sum of those before it.
_TOTAL_WORD = re.compile(
    r"\b(?:total|totals|totalling|totaling|in all|altogether|all told|combined|together"
    r"|sum|adds? up|making|makes)\b|[=—]",
)


def _without_subtotals(sentence: Sentence, parts: list[Claim]) -> list[Claim]:
    """``parts`` without a figure that a colon splits into the parts right after it ("92 %
    from fossil fuels: 41.4 % from oil, 40.4 % from gas, 10 % from coal, 4.3 % from
    renewables"): the sum of those, stated before them."""
    kept = list(parts)
    for index, part in enumerate(parts[:-2]):
        if not _SPLIT_AFTER.match(sentence.text, part.end_char):
            continue
        split: list[Claim] = []
        for later in parts[index + 1 :]:
            split.append(later)
            total = sum(c.value for c in split)
            if len(split) > 1 and abs(total - part.value) <= _rounding(split):
                kept.remove(part)
                break
            if total > part.value:
                break
    return kept


# A figure, what it is of, and a colon that opens its split: "92 % is derived from fossil
# fuels:" (not the next item's label: "Iron: 55 %, Nickel: 30 %").
_SPLIT_AFTER = re.compile(r"[^:;,.\d%\n]{0,60}:")


def _rounding(parts: Sequence[Claim]) -> float:
    """How far above 100 % shares rounded as written may add up: half of each one's last
    digit, a whole point at most ("42 %, 34 %, 25 % and 1 %" may be 41.5 + 33.5 + 24.5 +
    0.5), and at least :data:`SHARE_ROUNDING_POINTS`."""
    halves = math.fsum(
        min(1.0, last_digit(c, zeros_significant=True) * c.value / c.si_value) / 2
        for c in parts
        if c.si_value
    )
    return max(SHARE_ROUNDING_POINTS, halves)


@register_rule("decrease_beyond_total", severity="WARN", colour="#fcc419")
def decrease_beyond_total(sentence: Sentence) -> Iterator[Finding]:
    """A quantity that cannot go below zero falls by more than 100 %.

    A population, a weight, a count, emissions or a price can lose at most all of
    itself: the claim plays the role DECREASE ("fell by 150 %", "a 150 % reduction in"),
    or it is a signed change below −100 % ("| 2015 count | 2023 count | Change (%) |"
    over "| 310 | 0 | −130 |"). Exempt: quantities that can go negative
    (CAN_GO_NEGATIVE: profit, income, earnings, balance, margin, net figures, growth
    rates, temperatures on a relative scale); the level a fall leads to (LEVEL: "cut its
    debt to 120 percent of GDP"); a fall also said to be a rise (GROWTH:
    "Cost declines" over "capacity grew … an increase of 3,000 %"), which is no fall for
    sure; a change the text computes (RESULT: "Percentage change = −3.6 / 2.0 = −180 %"
    of a profit named in the steps before); a fall beside a value the sentence shows
    below zero ("| Wholesale | 260 | −130 | −150 % |": a profit became a loss).
    """
    for claim in sentence.of_kind("PERCENT"):
        # the figure first: a claim's roles are read only for a fall of more than 100 %
        if claim.value > 100:
            fall, exempt = {"DECREASE"}, {"CAN_GO_NEGATIVE", "GROWTH", "LEVEL"}
        elif claim.value < -100:
            fall, exempt = {"CHANGE", "GROWTH"}, {"CAN_GO_NEGATIVE", "DECREASE", "RESULT"}
        else:
            continue
        modifiers = sentence.modifiers(claim)
        if (
            modifiers & fall
            and not modifiers & exempt
            and not _WENT_NEGATIVE.search(sentence.text)
            and not _shown_below_zero(sentence, claim)
        ):
            yield Finding(
                f"a fall of {number(abs(claim.value))} % would leave less than nothing", (claim,)
            )


def _shown_below_zero(sentence: Sentence, claim: Claim) -> bool:
    """Whether the sentence shows a value below zero beside the fall, not a percentage:
    "| Wholesale | 260 | −130 | −150 % |" (a profit that became a loss can fall by more
    than all of it)."""
    return any(
        other is not claim and other.kind != "PERCENT" and other.readable and other.value < 0
        for other in sentence.claims
    )


# "If it goes from +400 to −600 …, which is a fall of 250 %", "a profit of £1,200 in year one
# and a loss of £900 in year two — a fall of 175 %": a quantity the sentence shows below
# zero can go there.
_WENT_NEGATIVE = re.compile(
    r"\bto\s*[-−]\s*[$€£]?\d|\ba\s+(?:net\s+)?(?:loss|deficit)\s+of\s+(?:about\s+)?[-−]?[$€£]?\d"
    r"|\bto\s+an?\s+(?:[$€£]?[\d.,]+\s*(?:[mk]|bn|million|billion)?\s+)?(?:net\s+)?(?:loss|deficit)\b"
)
