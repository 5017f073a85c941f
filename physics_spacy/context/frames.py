"""Frames: the roles several claims of one sentence play together, read from the context
categories (:mod:`physics_spacy.context.engine`) rather than from any rule's own cue words.

- a fall: something released or dropped from a height, and the time until it lands or the
  speed it lands with (:func:`fall`);
- an enumeration of shares: parallel parts of one whole (:func:`share_groups`);
- an energy balance: what a machine takes in and gives out (:func:`energy_balances`).
"""

from __future__ import annotations

import bisect
import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import pairwise

from ..claims import Claim, Sentence
from ..structure import (
    ANSWER_PART,
    CORRECTION_OPENING,
    OPENING_ANAPHOR,
    leading_label_end,
    opens_item,
    question_of,
)

# Roles that make a percentage something other than a part of a whole.
NOT_A_SHARE = frozenset(
    {
        "GROWTH",
        "DECREASE",
        "RELATIVE",
        "CHANGE",
        "PROBABILITY",
        "EFFICIENCY",
        "OPERAND",
        "RESULT",
        "TOTAL",
        "NOT_PARTS",
        "OVERLAP",
        "RATE",
        "STATISTIC",
    }
)
# Between two parts of one enumeration: a comma, "and" or a separator dot after a short
# label ("55% was apples, 35% pears and 25% plums", "… 78 % · Fundraising 14 %"); never a
# full stop, a second clause ("…, while just 23 percent said …") or another number.
_LIST_GAP = re.compile(
    r"^(?!.*\b(?:while|whereas|but|although|though|however)\b)"
    r"[^.;:!?%\d]{0,48}?(?:,|\band\b|[·•])[^.;:!?%\d]{0,25}$",
    re.I,
)
# Two figures with nothing but "and" between them share the category named right after
# them ("71% and 87% cholesterol"), unless that names their whole ("60 % and 70 % of it").
_BARE_PAIR = re.compile(r"\s*(?:,|and|or|&|,\s*and|,\s*or)\s*", re.IGNORECASE)
_CATEGORY_AFTER = re.compile(r"\s+(?!of\b)[a-z]")
# ... or share one percent sign: "in 90, 61, 72.2 and 95.2 percent of patients".
_PERCENT_SIGN = re.compile(r"%|per\s*cent|pct", re.IGNORECASE)
# Without a cue word, an enumeration of parts names at least three ("55 % was apples, 35 %
# pears and 25 % plums"); two values side by side are as often two rates.
_UNCUED_PARTS = 3
# A category's bounds inside a list of parts: "62 % were over 65, 31 % were aged 18–64".
_CATEGORY_BOUND = re.compile(
    r"\b(?:over|under|above|below|aged|than)\s+\d+(?:\s*(?:-|–|to)\s*\d+)?"
    r"|\b\d+\s*(?:-|–|to)\s*\d+\b",
    re.I,
)
# A part named by its number: "62 % of the time in Zone 1, 27 % in Zone 2" (not a time of a
# series: "in week 2").
_SERIES_TIME = (
    r"(?:week|day|month|year|hour|minute|round|phase|stage|wave|cycle|visit|session|game"
    r"|season|quarter|period|term|semester|grade)s?\b"
)
# ... perhaps with an aside: "in Zone 2 (between the thresholds), "
_ASIDE = re.compile(r"\s*\([^()\d]*\)")
# ... or what a part holds, in brackets after its name: "45 % on the observatory (the dome
# motor, a mount for the 14-inch reflector), 35 % on outreach" (not a figure's own bracket,
# "45 % (2019: 40 %)")
_PART_ASIDE = re.compile(r"(?<=[a-z])\s*\([^()%]*\)")
_NUMBERED_PART = re.compile(r"\bin\s+(?:the\s+)?(?!" + _SERIES_TIME + r")[a-z]+\s+\d{1,2}\b")
# The words of a part's category after its percentage ("60 % are girls").
_CATEGORY_WORDS = 4
_WORD = re.compile(r"[a-z][a-z'-]*")
# A value of something rather than a part: in brackets, for a group, "respectively", or
# followed by the name of its group in brackets ("76% (Cinzana), 84% (Sadoré)").
_ATTRIBUTE_BEFORE = re.compile(r"[(\[]\s*$")
# A rate given with its count, as results sections report them: "182 (59%) were treated
# with beta-blockers, 146 (48%) with ACE inhibitors", "(16/25, 64%)", "(245; 50%)", "(41%,
# 202 of 491)", "(13 [54.2%] of 24)". The counted groups may overlap (one patient, two
# drugs): they are parts of one whole only where a share cue says so.
_COUNTED_BEFORE = re.compile(
    r"(?:\d[\d,]*\s*[(\[]|\d+\s*/\s*\d+\s*[,;]|[(\[]\s*\d[\d,]*\s*[;,])\s*$"
)
_COUNTED_AFTER = re.compile(r"\s*(?:,\s*\d[\d,]*\s*(?:of|/)\s*\d|[)\]]\s*of\s+\d)")
_CUES = frozenset({"SHARE", "SINGLE_ANSWER"})
# "90.50% (85.91%) of ELGs (LRGs)": the same share of another group, in brackets.
_OTHER_GROUPS_VALUE = re.compile(r"%\s*[(\[]\s*$")
# "Share of generation from renewables: 71 % (wind 52 %, solar 11 %, hydro 8 %)": a share
# split in the bracket after it, into parts of its own.
_SPLIT_IN_BRACKETS = re.compile(r"%\s*[(\[][^()\[\]%]*(?:%[^()\[\]%]*)*$")
# "61 % of fabric by weight (2023: 48 %)": last year's value, in brackets, is no part.
# "no more than 1% of its total land (in the United States it's 40%)": another place's value.
_OTHER_PLACE_VALUE = re.compile(
    r"[(\[]\s*(?:in|for)\s+(?:the\s+)?[a-z][\w.]*(?:\s+[a-z][\w.]*){0,3}\s*"
    r"(?:,|:|it['’]s|it\s+is|the\s+(?:figure|share|rate)\s+is)\s*$"
)
_EARLIER_VALUE = re.compile(r"[(\[]\s*(?:in\s+)?(?:19|20)\d\d\s*[:=]\s*$")
_ATTRIBUTE_AFTER = re.compile(
    r"^\s*(?:[)\]]|,?\s*respectively|for\b|in\b|among\b|with\b|per\b|\((?=[^\d)]*\)))",
    re.IGNORECASE,
)
# "100 sons (99 %) and 65 fathers (94 %)": a share in brackets after a count is a rate
# of that group.
_OF_A_COUNT = re.compile(r"\d[\d,]*\s+[^\W\d_]+(?:\s+[^\W\d_]+)?\s*[(\[]\s*$")
# A share that names a group, the whole of the shares after it: "among the 38 percent who
# decided early, Sanders won 43 percent", "Of that 65 %: transit 30 %, …".
# ">90% during 90% of the time", "provided <50% of … and <75% for zinc": a bound, no part.
_THRESHOLD_BEFORE = re.compile(r"[<>≤≥⩽⩾]\s*$")
_GROUP_BEFORE = re.compile(
    r"\b(?:among|of|within|from)\s+(?:the|those|these|that|this)\s*$"
    # (past a comma after "among": "and among those, 38 % would accept …"; not "Of this, 50 %
    # pays wages", a whole)
    r"|\bamong\s+(?:those|these|them)\s*,\s*$",
    re.I,
)
# "Fossil fuels made 52 %, of which gas 38 % and coal 14 %", "9.5 % of them are
# satellites, of which 1.1 % …": the parts of a part, not more parts of the whole ("1 000 g
# of flour, of which 80 % …" are the flour's).
_PART_OF_A_PART = re.compile(
    r"%[^;:%\d]{0,50}?,?\s*(?:[—–-]\s*)?of\s+which\b"
    # (over the parts' own decimals, to the last: "of which 1.09% …, 7.02% … and 0.58% …")
    r"(?:(?!,\s*and\b(?!\s*$))(?:[^;.:]|(?<=\d)\.(?=\d)))*$",
    re.I,
)
# Words that link a whole to what is said of it, and so end its name: "60% of the time goes
# on meetings".
_LINKING_WORDS = (
    r"(?:on|in|into|to|at|for|from|with|by|of|goes|go|went|gone|is|are|was|were|be|the|a|an)\b"
)
# "of traffic", "of the electricity", "of his acreage base", "of world GDP", "a 80 pct
# stake in Cable and Wireless": the whole a share belongs to.
_WHOLE = (
    r"(?:of|(?:stakes?|holdings?|interests?)\s+in)\s+"
    r"(?:the\s+|all\s+|its\s+|their\s+|his\s+|her\s+|our\s+|my\s+|your\s+|these\s+"
    r"|those\s+|this\s+|that\s+(?=[a-z][\w-]*\s+[a-z]))?"
    # "of the total confirmed cases and … of the total deaths": what the total is of
    r"(?:(?:total|overall|entire|whole)\s+(?=[a-z]))?"
    r"(?:\d[\d,]*\s+)?"  # a count of the whole: "of the 150 boys"
    # (a combination is a whole of its own: "85 % of CQ, 40 % of CQ+PQ")
    r"((?:[a-z][\w-]*['’]s\s+)?[a-z][\w-]*(?:\+[a-z][\w-]*)*"
    # (an age or size bound makes a group of its own: "58% of voters over 65 …, 71% of
    # voters under 30")
    r"(?:\s+(?:over|under|aged|above|below)\s+\d[\d,]*)?"
    # more words that end the phrase: "of world GDP, … of world trade", "of total human
    # CO~2~-emissions, and … of total human greenhouse gas emissions"
    # (not after a pronoun, whose next word is said of it: "55 % of it overcomes drag")
    r"(?:(?<!\bit)(?<!\bthem)(?<!\bthis)(?<!\bthat)(?<!\bthese)(?<!\bthose)"
    r"(?:\s+(?!" + _LINKING_WORDS + r")[a-z][\w~-]*){1,3}(?=\s*(?:[,.;:)]|\band\b|\bor\b|$)))?)"
)
# (past the markup that closes a bold figure: "**64 %** of men")
_WHOLE_AFTER = re.compile(r"^[\s*_]*" + _WHOLE, re.I)
# "the majority of these sex-specific eQTLs (73%) … the proportion of all liver cis-eQTLs
# (32%)": the whole a bracketed share follows.
_WHOLE_BEFORE_BRACKET = re.compile(
    r"\bof\s+(?:the\s+|all\s+|these\s+|those\s+)?"
    r"([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s*[(\[]\s*$",
    re.I,
)
# "Of the men, 60 % voted yes; of the women, 55 % did", "Among homeowners, 61 % voted yes;
# among renters, 52 % did", "among voters under 35, Okonkwo took 58 %": the whole a
# clause opens with.
_WHOLE_OPENING = re.compile(
    r"(?:^|[;,.:*]\s*|\band\s+)(?:of|among|amongst)\s+(?:the\s+|all\s+)?"
    r"([a-z][\w-]*(?:\s+[a-z][\w-]*)?(?:\s+(?:under|over|aged|above|below)\s+\d+)?)\s*,\s*"
    r"(?:[a-z][\w'’-]*\s+(?:took|won|got|had|received|drew|led\s+with)\s+)?$",
    re.I,
)
# "an increased share of the world oil market of about 40 percent": the whole a share
# word names before the figure.
_WHOLE_OF_SHARE_WORD = re.compile(
    r"\b(?:share|proportion|portion|fraction)\s+of\s+(?:the\s+|all\s+)?"
    r"([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+(?:of|at|is|was|stood\s+at|reached)\s+"
    r"(?:about|around|roughly|nearly|almost|some|an\s+estimated\s+)?\s*$",
    re.I,
)
# "| Share of revenue (%) |": the whole a table column's shares belong to.
_WHOLE_IN_HEADER = re.compile(r"\b" + _WHOLE, re.I)
# "in the rural counties": the group a share is of, or (after a whole named first) a part.
_IN = re.compile(r"\s*in\b", re.I)
_GROUP_AFTER = re.compile(r"^\s*(?:in|among|across|within)\s+(?:the\s+)?([a-z\d][\w–-]*)", re.I)
# "66 % for men and 60 % for women": a group of people, by an attribute (data/attributes.txt);
# not what a budget goes on ("40 % for rent").
_FOR_GROUP = re.compile(r"^\s*for\s+(?:the\s+)?([a-z][\w-]*)", re.I)


def _group_named_for(after: str) -> re.Match[str] | None:
    """The group of people a share is "for", if the text after it names one."""
    m = _FOR_GROUP.search(after)
    return m if m and _attribute_of(m.group(1).lower()) is not None else None


_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")
# A level a change leads to: "that number had dropped to 54%".
_CHANGED_TO = re.compile(
    r"\b(?:dropped|fell|fallen|rose|risen|grew|grown|climbed|declined|increased|decreased"
    r"|jumped|slipped|shrank|shrunk|slid|sank|soared|surged|edged\s+(?:up|down))\s+to"
    r"(?:\s+(?:about|around|roughly|only|just|nearly|almost))?\s*$",
    re.IGNORECASE,
)
_MONTH = re.compile(
    r"\b(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december)\b(?!\s+(?:be|have|not)\b)",
    re.IGNORECASE,
)


# Under a centimetre, a length beside a fall is the size of what falls ("a 2 mm drop
# reaches about 6.5 m/s"), not a height anybody drops something from.
MIN_FALL_HEIGHT_M = 0.01


# How far apart (relative to the value) the ends of a height's uncertainty may be: a fall's
# least time and greatest speed go as √h, so 2 % moves them 1 %, the rules' tolerance.
MEASURED_SPREAD = 0.02


def may_be_height(claim: Claim) -> bool:
    """Whether a length can be the height of a fall from rest: one value, 1 cm or more. A
    measurement's uncertainty ("$h = 3.00 \\pm 0.002$ m") leaves it one value, when
    the fall's time and speed bounds move less than their tolerance with it."""
    bounds = claim.si_bounds
    return (
        bounds is not None
        and bounds[1] - bounds[0] <= MEASURED_SPREAD * claim.si_value
        and claim.si_value >= MIN_FALL_HEIGHT_M
    )


def may_be_share(claim: Claim) -> bool:
    """Whether a percentage can be a part of a whole: one value from 0 up to 100 %. A
    hundred per cent is the whole itself: a total row, "100% of the vote" counted."""
    return not claim.is_range and 0 <= claim.value < 100


@dataclass(frozen=True)
class Fall:
    """Something falling from rest from ``height``; the times it is said to take to land
    and the speeds it is said to land with. ``heights``: every height the passage could
    mean, ``height`` first; ``released``: those of them something is released from."""

    height: Claim
    times: tuple[Claim, ...]
    speeds: tuple[Claim, ...]
    heights: tuple[Claim, ...] = ()
    released: tuple[Claim, ...] = ()

    def height_for(self, sentence: Sentence, value: Claim, least: bool) -> Claim:
        """The height to judge ``value`` against: the fall's own in its unit. From another
        unit, the value may belong to any height the passage has named up to it (an
        estimate, a correction, a hypothetical): the one that judges it most leniently,
        the ``least`` for a time and the greatest for a speed (any of the passage's if it
        names none before)."""
        pick = min if least else max
        first = _first_result(sentence, value)
        # "v = √(2 × 9.81 × 381) ≈ 86 m/s": a step's result, against the height it computes from
        if computed_from := _heights_computed_from(sentence, first):
            return pick(computed_from, key=lambda h: h.si_value)
        # a time written beside a shorter distance is that stretch's: "falls about 5 m in
        # the first second, after two seconds about 20 m and after three about 44 m"
        beside = _distance_beside(sentence, value) if least else None
        if beside is not None and beside.si_value < self.height.si_value:
            return beside
        if sentence.same_unit(self.height, value):
            # … unless the unit names another height too: "in 3.1 s it would fall 47 m,
            # slightly more than 45 m, so 3.03 s is about right"
            unit_heights = [
                h
                for h in self.heights
                if sentence.same_unit(h, value)
                and (h is self.height or not _NAMES_A_THING.match(sentence.after(h, 16)))
            ]
            if len(unit_heights) < 2:
                return self.height
            return pick(unit_heights, key=lambda h: h.si_value)
        # a result told again goes with the height of the step that computed it, not with
        # a release told in between ("A 20 m drop takes about 2.02 s" in a sanity check)
        if first is not None and not sentence.same_unit(first, value):
            return self.height_for(sentence, first, least)
        # a unit that names its own height speaks of that fall: "The women compete from 21
        # metres, where a dive lasts about 2.1 seconds" after the men's 27 m
        # (not an aside in brackets, "| Impact speed (laser at 0.1 m above plate) | 35 |",
        # nor the size of a thing)
        if own := [
            h
            for h in self.heights
            if sentence.same_unit(h, value)
            and not _parts_apart(sentence, h, value)
            and not _bracketed(sentence.text, h)
            and not _size_of_a_thing(sentence, h)
        ]:
            chosen = pick(own, key=lambda h: h.si_value)
            # a height told again ("My friend dropped it from the balcony, 20 m up." /
            # "From 20 m up, it hits at about 28 m/s"): the release is where it was told
            told = (h for h in self.heights if h.si_value == chosen.si_value)
            return min(told, key=lambda h: h.start_char, default=chosen)
        unit = sentence.unit_of(value)
        named = [h for h in self.heights if sentence.unit_of(h) <= unit] or self.heights
        # "the top of the railing adds 0.9 m, giving a fall height of 22 m": the whole fall
        # is the height a later time or speed is of, not one of its parts
        named = [h for h in named if "WHOLE_FALL" in sentence.modifiers(h)] or named
        named = self._since_latest_release(sentence, value, named)
        if named and self._runs(sentence):
            return named[-1]
        return pick(named, key=lambda h: h.si_value)

    def _since_latest_release(
        self, sentence: Sentence, value: Claim, named: list[Claim]
    ) -> list[Claim]:
        """Of the heights ``named`` up to ``value``, those a later release leaves it:
        what lands in the line right after a release, told of "it", is that release's
        ("we drop it from the roof (about 9 m)" … "From there, one hundred metres above the
        yard, we dropped a ball …" / "All three of us agreed: it reached the ground in three
        seconds"), and so is a time or a speed told in the paragraph of a later release ("It
        is about 16 m deep …" ¶ "… drop it into the old well shaft, which is 42 m deep.
        Listen: the pebble strikes the water after only 1.9 seconds"; a table of pitches ¶
        "… came free and dropped the full 20 m … said it smashed into the boulders at
        nearly 90 km/h")."""
        unit = sentence.unit_of(value)
        last = max(
            (sentence.unit_of(h) for h in self.released if sentence.unit_of(h) <= unit),
            default=None,
        )
        if last is None:
            return named
        if last == unit - 1 and _goes_on(sentence.unit_text(unit)):
            # … and of two releases in that line, "it" is the later one's: "(26 drops from
            # 1.22 m onto plywood …), we dropped a T5 from the roof of an 18 m building." /
            # "It hit the pavement 1.1 seconds later"
            latest = max(
                (h for h in self.released if sentence.unit_of(h) == last),
                key=lambda h: h.start_char,
            )
            return [
                h
                for h in named
                if h not in self.released
                or sentence.unit_of(h) > last
                or h.start_char >= latest.start_char
                or math.isclose(h.si_value, latest.si_value, rel_tol=_SAME_HEIGHT)
            ]
        release_start = sentence.unit_start(last)
        paragraph = sentence.text.rfind("\n\n", 0, value.start_char)
        if paragraph >= 0 and sentence.text.rfind("\n\n", 0, release_start) == paragraph:
            return [h for h in named if h.start_char > paragraph] or named
        return named

    def _runs(self, sentence: Sentence) -> bool:
        """Whether the passage tells runs of a drop test, each release's height followed by
        its own times or speeds before the next one ("release_height_m=1.00" … "t_fall_s=0.46" …
        "release_height_m=2.00" … "t_fall_s=0.45"): each value is then the run's whose
        height comes last before it."""
        told = sorted(
            (sentence.unit_of(c), c in self.released)
            for c in (*self.released, *self.times, *self.speeds)
        )
        heights = [unit for unit, is_height in told if is_height]
        if len(heights) < 2 or len(set(heights)) < len(heights) or not told[0][1]:
            return False
        # every height but the last is followed by a value of its own before the next one
        return all(not a[1] or not b[1] for a, b in pairwise(told)) and not told[-1][1]


def _first_result(sentence: Sentence, value: Claim) -> Claim | None:
    """The first computed result that ``value`` is, or tells again ("≈ 39.6 m/s" of a
    step, "- Impact speed: ≈ 39.6 m/s" in the summary)."""
    return next(
        (
            c
            for c in sentence.of_kind(value.kind)
            if c.start_char <= value.start_char
            and "RESULT" in sentence.modifiers(c)
            and c.si_value is not None
            and value.si_value is not None
            and abs(c.si_value - value.si_value) <= _SAME_RESULT * abs(c.si_value)
        ),
        None,
    )


def _heights_computed_from(sentence: Sentence, result: Claim | None) -> list[Claim]:
    """The lengths named before ``result`` (a value's :func:`_first_result`) whose number
    is an operand of the computation it results from ("The roof is about 381 m." … "v =
    √(2 × 9.81 × 381) ≈ 86 m/s"): the height the step takes, whatever other heights the
    passage names. So for the same value told again, converted or in a table ("about 193
    mph", "| Vacuum impact speed | 86 | m/s |")."""
    if result is None:
        return []
    # (as written: the 2 of "√(2 × 1.80/9.81)" is no "2.00 m" named before)
    operands = {
        c.digits or str(c.value)
        for c in sentence.claims
        if sentence.same_unit(c, result) and "OPERAND" in sentence.modifiers(c)
    }
    return [
        h
        for h in sentence.of_kind("LENGTH")
        if (h.digits or str(h.value)) in operands
        and h.start_char < result.start_char
        and may_be_height(h)
        and not sentence.same_unit(h, result)
        and not sentence.modifiers(h) & {"SIZE", "CHANGE", "MOVING"}
    ]


# A value within this fraction of a computed result is that result told again, rounded.
_SAME_RESULT = 0.01


# A length right before the thing it measures is a size, unless the fall's own: "a 2 m
# plank" (but "47 m, slightly more than 45 m").
_NAMES_A_THING = re.compile(
    r"\s*(?!(?:of|above|below|up|down|high|tall|deep|from|to|in|into|onto|and|or|at|on|over"
    r"|under|per|before|after|later|away|is|was|are|were|would|so|than|short"
    # a verb of the fall: "from 0.80, 1.20 and 1.80 m takes about 0.404, 0.495 and 0.606 s"
    r"|takes?|took|lasts?|lasted|gives?|gave|needs?|requires?|lands?|landed|hits?|reach(?:es)?"
    r"|reached"
    # a pronoun or an article opens a clause of its own: "after 1.20 m it is 4.85 m/s"
    r"|it|they|he|she|we|you|this|that|the)\b)[a-z]",
    re.IGNORECASE,
)


# "a 600 mm wrench", "the 2 m plank": a length right after a determiner, before a thing;
# not the place something falls from ("from a 5 m wall").
_DETERMINER_BEFORE = re.compile(
    r"(?<!\bfrom\s)(?<!\boff\s)(?<!\bof\s)(?<!\bat\s)(?<!\bon\s)(?<!\bover\s)"
    # (past a compound adjective: "my 3D-printed 54 mm nosecone")
    r"\b(?:a|an|the|his|her|its|their|my|our|your|this|that|one)\s+(?:\w+-[\w-]+\s+)?$",
    re.IGNORECASE,
)
# … but not before the fall itself: "a 20 m drop".
_FALL_NOUN = re.compile(r"\s*(?:drop|fall|plunge|descent|dive|jump)\b", re.IGNORECASE)


def _distance_beside(sentence: Sentence, time: Claim) -> Claim | None:
    """The length right beside ``time``, a word or two and no mark between them ("after two
    seconds about 20 m", "20 m in 2.0 s"), unless it is the size of a thing."""
    for length in sentence.claims:
        if length.kind != "LENGTH" or not length.si_value or length.si_value <= 0:
            continue
        first, second = sorted((length, time), key=lambda c: c.start_char)
        gap = sentence.text[first.end_char : second.start_char]
        if _WORDS_BETWEEN.fullmatch(gap) and not _size_of_a_thing(sentence, length):
            return length
    return None


# How close two heights are to be one told twice ("45 m (148 ft)").
_SAME_HEIGHT = 0.02
# Up to two words and nothing else: "about", "in", "it drops".
_WORDS_BETWEEN = re.compile(r"\s+(?:[a-z]+\s+){0,2}", re.IGNORECASE)


def _size_of_a_thing(sentence: Sentence, length: Claim) -> bool:
    """Whether a length is the size of a thing named after it ("a 600 mm adjustable
    wrench") or, alone in brackets, before it ("a steel ball bearing (25 mm)"), not a
    height it stands or falls from."""
    if "HEIGHT" in sentence.modifiers(length):
        return False
    after = sentence.after(length, 16)
    before = sentence.before(length, 16)
    if _OPENS_BRACKET_AFTER_A_WORD.search(before) and after.lstrip().startswith(")"):
        return True
    return (
        bool(_DETERMINER_BEFORE.search(before))
        and bool(_NAMES_A_THING.match(after))
        and not _FALL_NOUN.match(after)
    )


# A bracket opened right after a word: "a steel ball bearing (".
_OPENS_BRACKET_AFTER_A_WORD = re.compile(r"[^\W\d_]\s*\(\s*$")


# What someone else gave or a text supposes: the premises of an answer's own figures.
_PREMISES = frozenset({"REPORTED", "HYPOTHETICAL"})


def fall(sentence: Sentence) -> Fall | None:
    """The fall a sentence describes, if any.

    The height is a positive length that a release marks (dropped, fell, slipped, let go,
    "from the 80 m tower"), and not the size of what falls ("8 cm hailstones fall"). A
    time or speed in another unit belongs to the fall only if it is said to be the
    landing's (LANDING). Not a fall from rest: anything already
    moving or pushed (MOVING: thrown, fired, meteors). What drops from an aircraft
    (AIRCRAFT) falls from vertical rest, so its time to land is bounded, but it lands with
    the aircraft's speed as well: its speeds are left out. So are times and speeds that
    are not the landing (NOT_LANDING: a parachute opening, braking, the speed of sound; SLOWED:
    under a parachute or at terminal velocity, unless said to be the landing's), and the
    scatter of measured ones (STATISTIC: a column "Std. dev. (s)").
    """
    # The heights of anything falling or thrown: a unit with one describes its own fall
    # or throw ("- 5 m: 1.01 s", "fired straight down from the 20 m scaffold, 0.4 s").
    lengths = sentence.of_kind("LENGTH")
    sides = _sides(sentence, lengths)
    starts = [
        c
        for c in lengths
        if (sentence.modifiers(c) & {"FALL", "MOVING"} or _released_height(sentence, c))
        # a size, a change of a height ("changes the depth by about 2 m") or a stretch of a
        # fall ("4.9 m in the first second") is no height
        and not sentence.modifiers(c) & {"SIZE", "CHANGE", "PART_OF_FALL"}
        and c not in sides
    ]
    heights = [
        c
        for c in starts
        if may_be_height(c)
        and (_plays(sentence, c, "FALL", "MOVING") or _released_height(sentence, c))
    ]
    # heights told right after a landing, with the landing's unit
    named_after = _height_named_after(sentence)
    if not heights and not any(_plays(sentence, c, "FALL", "MOVING") for c in starts):
        # (what others launch themselves from, "cliff divers launch themselves from 25
        # m", is no height of this fall)
        heights = _height_named_before(sentence) or list(named_after)
    elif heights:
        # a landing told right after how high something stands lands from there, whatever
        # other releases the passage tells later ("a drop zone of 3 m around a 6 m eave")
        heights += (h for h in _height_named_before(sentence) if h not in heights)
    if not heights:
        return None
    # "A 600 mm adjustable wrench was dropped … at a height of 45 m": the size of what
    # falls is no height, when the passage names one
    heights = [h for h in heights if not _size_of_a_thing(sentence, h)] or heights
    height = heights[0]
    # a speed something already had when it set off, told before the height in its unit,
    # makes the motion a throw ("The radar clocked the release at about 12 m/s, and it hit
    # the gully 40 m below in 2.0 seconds")
    if any(
        c.kind == "SPEED"
        and c.si_value
        and "MOVING" in sentence.modifiers(c)
        and c.start_char < height.start_char
        and sentence.same_unit(c, height)
        for c in sentence.claims
    ):
        return None
    # (a unit that gives the height again tells of this fall: "From 20 m up, that gives an
    # impact speed of about 28 m/s")
    other_falls = {
        sentence.unit_of(h) for h in starts if h.si_value != height.si_value
    } - {sentence.unit_of(height)}
    next_fall = min((u for u in other_falls if u > sentence.unit_of(height)), default=None)
    # Across the units of a passage that also throws something ("ball B is thrown down
    # at 15 m/s"), a time or speed in another unit may be either's: only the height's own
    # unit speaks of this fall. A throw told after a landing ("Astronauts … fall around
    # Earth at 7.7 km/s") is not what landed: the first unit that throws is where this
    # starts. An initial speed of zero ("Initial speed: u = 0 m/s") is a release from rest.
    # (… "Given: h = 15 m, initial speed u = 0": nothing in that unit is thrown)
    # (The size of something moving, "the emitted photon's wavelength", throws nothing.)
    moving = [
        sentence.unit_of(c)
        for c in sentence.claims
        if "MOVING" in sentence.modifiers(c)
        # (nor what was shifted: "overhanging the beam by about 200 mm"; nor the size of
        # a thing: "my 54 mm nosecone … survives a ballistic return")
        and not sentence.modifiers(c) & {"SIZE", "CHANGE"}
        and not (c.kind == "LENGTH" and _size_of_a_thing(sentence, c))
        and not (c.kind == "SPEED" and c.si_value == 0)
        # (a time throws nothing: "steps worn into dips by eight centuries of feet")
        and c.kind != "TIME"
    ]
    throws = sorted(u for u in moving if not _AT_REST.search(sentence.unit_text(u)))
    # a throw told with no figure, after a unit's figures ("I'm going to throw it down,
    # hard." / "That one hit at 11 metres per second"): from the next unit on
    if sentence.unit_starts:
        for told in _THROWN_IN_WORDS.finditer(sentence.text):
            unit = bisect.bisect_right(sentence.unit_starts, told.start())
            if all(
                c.start_char < told.start() for c in sentence.claims if sentence.unit_of(c) == unit
            ):
                throws = sorted({*throws, unit + 1})
    # the units of later releases: "Q2. A stone is thrown down …" / "Q3. A bag of sand is
    # dropped from …" lands after a drop, not after the throw
    releases = sorted(
        {
            sentence.unit_of(h)
            for h in heights
            if "RELEASED" in sentence.modifiers(h)
            and not sentence.modifiers(h) & {"MOVING", "HYPOTHETICAL"}
        }
        # … and a landing's own unit that lets go from rest: "It fell from rest at apogee
        # and struck the ground 5.0 s after separation", in a paragraph after the launch
        | {
            sentence.unit_of(c)
            for c in sentence.claims
            if "FALL" in sentence.modifiers(c)
            and "MOVING" not in sentence.modifiers(c)
            and _told_from_rest(sentence.unit_text(sentence.unit_of(c)))
        }
    )

    def thrown_before(unit: int) -> bool:
        """Whether the latest throw or release up to ``unit`` is a throw; a release counts
        in a paragraph after the throw's (a new question), not in the throw's own ("…
        faster than the 19.8 m/s a ball merely dropped from 20 m could reach")."""
        throw = max((u for u in throws if u <= unit), default=None)
        if throw is None:
            return False
        return not any(
            throw < release <= unit
            and "\n\n" in sentence.text[sentence.unit_start(throw) : sentence.unit_start(release)]
            for release in releases
        )

    # "You cover those first 50 m in just 1.8 s": a unit that restates the height.
    restating = {
        sentence.unit_of(c)
        for c in sentence.of_kind("LENGTH")
        if c.si_value == height.si_value
        # (not a stretch that starts there: "| Exit | 4000 → 3570 | about 12 |")
        and not sentence.modifiers(c) & {"MOVING", "SIZE", "CHANGE"}
    }
    # "v = √(2 × 9.81 × 15) ≈ 17.2 m/s": a step that computes its result from the height's
    # number (only the result: "… = 0.505 s, so the measurement is 0.002 s above it")
    # (with gravity or a root: "45 / 343 = 0.13 s" divides by the speed of sound)
    computing = {
        sentence.unit_of(c)
        for c in sentence.of_kind("NUMBER")
        if c.value == height.value
        and "OPERAND" in sentence.modifiers(c)
        and _WITH_GRAVITY.search(sentence.unit_text(sentence.unit_of(c)))
    }

    # "… and let go from rest.\nRiders fall for about four seconds and reach 100 mph": the
    # next unit goes on with the fall when it names no length of its own. Any speed of a
    # fall from rest, not only the last, is bounded by the whole drop's.
    after_height = sentence.unit_of(height) + 1
    continuing = (
        {after_height}
        if any(
            sentence.unit_of(c) == after_height and "FALL" in sentence.modifiers(c)
            for c in sentence.of_kind("SPEED")
        )
        and all(sentence.unit_of(c) != after_height for c in sentence.of_kind("LENGTH"))
        else set()
    )

    first_height = min(
        (c.start_char for c in lengths if sentence.modifiers(c) & {"FALL", "HEIGHT", "RELEASED"}),
        default=height.start_char,
    )
    # "Took 1.4 seconds for the wrench to hit the deck. It slid off the crane cab, which
    # sits roughly 30 m up": a release told right after the landing, of "it", is its own
    height_unit = sentence.unit_of(height)
    told_after = (
        height_unit - 1
        if height_unit > 0
        and "RELEASED" in sentence.modifiers(height)
        and _goes_on(sentence.unit_text(height_unit))
        else named_after.get(height)
    )

    def landing(kind: str) -> tuple[Claim, ...]:
        claims = sentence.of_kind(kind)
        # one figure, one role: "| Time of impact (until the head comes to rest) | 0.01 s |"
        # is not a landing where a later step divides by it ("5 kg · 4.85 m/s / 0.01 s")
        not_landings = {
            (c.value, c.unit) for c in claims if "NOT_LANDING" in sentence.modifiers(c)
        }
        found = [
            c
            for c in claims
            if not sentence.modifiers(c)
            & {"NOT_LANDING", "MOVING", "CHANGE", "RELATIVE", "STATISTIC"}
            and (c.value, c.unit) not in not_landings
            # (nor what another part of an answer gives: "(b) 24.3 m/s  (c) 25.1 m above …",
            # or another question's row of a table of answers)
            and not (sentence.same_unit(height, c) and _parts_apart(sentence, height, c))
            and not rows_of_two_questions(sentence, height, c)
            # a zero in a table's row is where its time axis starts ("| 0 | 4,000 | Exit |"),
            # not a landing
            and not (c.si_value == 0 and sentence.is_table_row(sentence.unit_of(c)))
            # drag only slows a fall: what is said to land still lands no sooner
            and ("SLOWED" not in sentence.modifiers(c) or "LANDING" in sentence.modifiers(c))
            # In another unit of a worked answer, only a time or speed said to be the
            # landing's ("hits the ground after 1.4 s"), or said in a unit that restates
            # the height, belongs to this fall.
            and (
                sentence.same_unit(height, c)
                or (
                    not (sentence.unit_starts and thrown_before(sentence.unit_of(c)))
                    and sentence.unit_of(c) not in other_falls
                    and not _asked_apart(sentence.text, height.start_char, c.start_char)
                    and (
                        # (a landing told before any height is another's: a meteorite
                        # braked "before it reached the ground" above a 1.0 m drop test)
                        (
                            "LANDING" in sentence.modifiers(c)
                            and (
                                c.start_char > first_height
                                or sentence.unit_of(c) == told_after
                            )
                        )
                        or sentence.unit_of(c) in restating
                        or (
                            sentence.unit_of(c) in computing
                            and "RESULT" in sentence.modifiers(c)
                        )
                        or (kind == "SPEED" and sentence.unit_of(c) in continuing)
                    )
                )
            )
        ]
        # A fall that states its own time (or speed) has no need of another unit's, nor,
        # within its unit, of another clause's ("it lands in 1.4 s, even though a drop from
        # 30 m would take 2.5 s").
        own = [c for c in found if sentence.same_unit(height, c)]
        if sentence.unit_starts and not any(
            sentence.modifiers(c) & {"FALL", "LANDING"} for c in own
        ):
            # … unless nothing marks its own as the fall's: "Each team had two weeks to
            # build a contraption released from the balcony, 12 metres above the floor"
            return tuple(found)
        if sentence.unit_starts and all(sentence.modifiers(c) & _PREMISES for c in own):
            # … nor if its own is what someone else gave ("> My textbook says a stone
            # dropped from an 80 m cliff takes 4.0 s"): an answer's time is its own
            return tuple(found)
        near = [c for c in own if not _clause_between(sentence.text, height, c, _CLAUSE_BREAK)]
        # a clause that contrasts another object ("A 10 kg box arriving at 4.85 m/s …,
        # while a 25 kg box dropped from 0.6 m …") speaks of that one, not of this fall;
        # one that lands "from there" lands from the height before ("… 276 m above the
        # ground, so don't test it, but a coin dropped from there would land in 4 s")
        uncontrasted = [
            c
            for c in own
            if "FROM_THERE" in sentence.modifiers(c)
            or not _clause_between(sentence.text, height, c, _CONTRAST)
        ]
        # what lands after a later release is that fall's ("Drop your phone from 1 m and it
        # hits at 4 m/s. … Now it slips from a balcony, 10 m up. Released from rest, it
        # hits at 30 m/s"), judged against the heights named up to it
        later = [c for c in found if next_fall is not None and sentence.unit_of(c) > next_fall]
        # … and a later unit that corrects this one gives the figure in its place ("… took
        # 3 seconds to reach the ground." / "It actually took 1.2 seconds")
        later += (
            c
            for c in found
            if c not in later
            and sentence.unit_of(c) > height_unit
            and CORRECTION_OPENING.match(sentence.unit_text(sentence.unit_of(c)))
        )
        return tuple(near or uncontrasted or ([] if own else found)) + tuple(later)

    landings = tuple(
        c
        for c in landing("TIME")
        if c.si_value >= 0 and not _timed_distance(sentence, c, heights)
    )
    times = tuple(c for c in landings if not _delay(sentence, c, landings, starts))
    # (what drops from an aircraft lands with its speed too: the rule leaves out a speed
    # judged against a height an aircraft drops from)
    speeds = tuple(c for c in landing("SPEED") if "AIRCRAFT" not in sentence.modifiers(c))
    # a value told in another unit is judged against the most lenient height the passage
    # names, a height that only stands somewhere among them ("The platform stands 27 m
    # above the river; the women dive from 21 m." / "divers hit the water at 80 km/h")
    standing = [c for c in lengths if _stands(sentence, c) and c not in heights and c not in sides]
    return Fall(height, times, speeds, (*heights, *standing), tuple(heights))


def _delay(
    sentence: Sentence, time: Claim, landings: tuple[Claim, ...], starts: list[Claim]
) -> bool:
    """Whether ``time`` is a delay behind a landing told before it, with no release
    between ("Both landed about 3.4 s after release." / "A wooden ball landed roughly 0.1
    s later"); not the same landing time told again ("told us the phone hit the pavement
    'about a second and a half' after …" / "… struck the sidewalk 1.5 s later")."""
    if not _LATER.match(sentence.after(time, 8)):
        return False
    if "FROM_THERE" in sentence.modifiers(time):
        return False  # its own release: "it was dropped from the rail and hit … 0.9 s later"
    unit = sentence.unit_of(time)
    releases = {sentence.unit_of(h) for h in starts}
    return any(
        sentence.unit_of(t) < unit
        and t.si_value != time.si_value
        and not any(sentence.unit_of(t) < release <= unit for release in releases)
        for t in landings
    )


_LATER = re.compile(r"\s*later\b")


# What lies between a distance and the time it takes: "447 m take the first 12 s", "the
# remaining 2053 m at ~55 m/s take ~37 s", "covers 300 m in 9 s".
_TAKES = re.compile(
    r"\s*(?:(?:at|with)\s+[^,;:\n]{1,24}?\s+)?(?:take|takes|took|taking|in|within)\s+"
    r"(?:(?:just|only|about|around|roughly|approximately|nearly|~)\s*)?"
    r"(?:the\s+(?:first|last|next|remaining|final)\s+)?$",
    re.IGNORECASE,
)


def _timed_distance(sentence: Sentence, time: Claim, heights: list[Claim]) -> bool:
    """Whether ``time`` is what a distance right before it takes, a distance that is none
    of the fall's heights ("From 4000 m … that leaves 2500 m of freefall; 447 m take the
    first 12 s"): a stretch of the fall, not the time to land from its height."""
    before = [
        c
        for c in sentence.of_kind("LENGTH")
        if c.end_char <= time.start_char and sentence.same_unit(c, time)
    ]
    if not before:
        return False
    distance = before[-1]
    return (
        all(distance.si_value != h.si_value for h in heights)
        and _TAKES.fullmatch(sentence.text, distance.end_char, time.start_char) is not None
    )


def _goes_on(unit: str) -> bool:
    """Whether a unit goes on with the one before it: it opens with a pronoun, perhaps
    after its own label ("All three of us agreed: it reached …")."""
    return OPENING_ANAPHOR.match(unit, leading_label_end(unit)) is not None


# An initial speed of zero: "initial speed u = 0", "v₀ = 0 m/s", "initial speed 0".
_AT_REST = re.compile(
    r"\b(?:(?:initial\s+(?:speed|velocity)\s*(?:[a-z]\w?\s*)?|u|v_?0|v₀)\s*[=:]"
    r"|initial\s+(?:speed|velocity)(?:\s+of)?)\s*(?:0(?:\.0+)?(?:\s*m/s)?(?!\.?\d)|zero\b)",
    re.IGNORECASE,
)


# A throw downwards told in words: "I'm going to throw it down, hard", "flung the bolt
# downwards".
_THROWN_IN_WORDS = re.compile(
    r"\b(?:throw|throws|threw|thrown|throwing|hurl|hurls|hurled|fling|flings|flung)\b"
    r"(?:\s+\w+){0,3}?\s+(?:down|downwards?|at\s+the\s+(?:floor|ground|deck|pavement))\b",
    re.IGNORECASE,
)
# A fall that starts at rest: "fell from rest", "released from a standstill", "I let a
# fist-sized stone go from the edge".
_FROM_REST = re.compile(
    r"\bfrom (?:rest|a standstill|standstill)\b|\blet (?:[\w-]+\s+){0,3}go\b", re.IGNORECASE
)
# ... and one only supposed: "a rock simply dropped from rest would hit at 24.3 m/s".
_SUPPOSED = re.compile(r"\b(?:would|could)\b|'d\b", re.IGNORECASE)


def _bracketed(text: str, claim: Claim) -> bool:
    """Whether a claim stands inside brackets opened on its line."""
    start, at = text.rfind("\n", 0, claim.start_char) + 1, claim.start_char
    return text.rfind("(", start, at) > text.rfind(")", start, at)


def _parts_apart(sentence: Sentence, a: Claim, b: Claim) -> bool:
    """Whether the marker of a part of an answer stands between two claims of one line:
    "(b) 24.3 m/s  (c) 25.1 m above the pavement" are no speed and height of one fall."""
    start, end = sorted((a, b), key=lambda c: c.start_char)
    return bool(ANSWER_PART.search(sentence.text, start.end_char, end.start_char))


# A table row that opens with the number of its question: "| 1(a) | Time for a ball …",
# "| 2 | b | Efficiency of the test engine |".
_QUESTION_ROW = re.compile(
    r"\s*\|\s*(?:Q\s*)?(?P<number>\d{1,2})\s*(?:\(?[a-z]\)|[a-z]\b)?\s*\|", re.I
)


def rows_of_two_questions(sentence: Sentence, a: Claim, b: Claim) -> bool:
    """Whether two claims stand in rows of a table of answers that belong to different
    questions ("| 1(a) | … dropped from 80 m … | 4.04 |" and "| 2(a) | Flight time … | 1.01
    |"; not "| 1(b) | Speed of that ball on landing |")."""
    numbers = []
    for row in (sentence.unit_of(a), sentence.unit_of(b)):
        m = _QUESTION_ROW.match(sentence.unit_text(row)) if sentence.is_table_row(row) else None
        if m is None:
            return False
        numbers.append(m["number"])
    return numbers[0] != numbers[1]


# What a computation of a fall's time or speed works with: g, its value, or a root.
_WITH_GRAVITY = re.compile(r"\bg\b|9[.,]8\d*|\b10\b|√|sqrt|\\sqrt|\^\s*\(?\s*(?:0?\.5|1/2)|½")


def _told_from_rest(unit_text: str) -> bool:
    """Whether a unit tells of a release from rest; not one only supposed beside a throw
    ("For comparison, a rock simply dropped from rest would hit at 24.3 m/s")."""
    return bool(_FROM_REST.search(unit_text)) and not _SUPPOSED.search(unit_text)


def _asked_apart(text: str, height: int, landing: int) -> bool:
    """Whether the landing at ``landing`` stands in a numbered question that opens after
    the height at ``height`` (see :func:`~physics_spacy.structure.question_of`): "**3.** A
    skydiver steps out at 4,000 m …" / "**4.** True or false: … it still lands after
    3.00 s" are two questions' figures."""
    question = question_of(text, landing)
    if question is None or height >= question[0]:
        return False
    # "Q1. A flowerpot falls from rest off a balcony 15 m above the pavement. …" / "Q2. How
    # fast is the flowerpot moving just before it hits the pavement?": the same thing, told
    # again by "the", with no height of its own, goes on falling from the earlier question's
    asked = text[question[0] : landing]
    earlier = question_of(text, height) or (max(0, text.rfind("\n\n", 0, height)), question[0])
    return _LENGTH_WRITTEN.search(asked) is not None or not (
        {m[1].lower() for m in _TOLD_AGAIN.finditer(asked)}
        & {m[1].lower() for m in _INTRODUCED.finditer(text, earlier[0], question[0])}
    )


# A length written in digits, as a question of its own would give its height.
_LENGTH_WRITTEN = re.compile(r"\d\s*(?:m|cm|km|ft|feet|foot|metres?|meters?)\b")
# A thing introduced ("A flowerpot falls", "a 2.0 kg flowerpot") and told again ("the
# flowerpot"); not the ground it lands on, which many falls share.
_INTRODUCED = re.compile(
    r"\b(?i:an?)\s+(?:[\d.]+\s*\w{0,3}\s+)?(?![Gg]round\b|[Ff]loor\b|[Pp]avement\b|[Ww]ater\b)([a-z][\w-]{2,})"
)
_TOLD_AGAIN = re.compile(r"\b(?i:the)\s+([a-z][\w-]{2,})")


def _let_go_from_rest(text: str) -> bool:
    """Whether the last sentence of ``text`` that lets something fall from rest lets it
    go from the height told ("The crate came away from the pallet and fell from rest"),
    not from a place of its own ("… fell from rest off the second-floor balcony")."""
    told = list(_FROM_REST.finditer(text))
    if not told:
        return False
    at = told[-1].start()
    start = max(text.rfind(".", 0, at), text.rfind("\n", 0, at)) + 1
    end = min((i for i in (text.find(".", at), text.find("\n", at)) if i >= 0), default=len(text))
    return not names_its_own_place(text[start:end])


# A release from a place of its own ("from the first-floor window", "off his balcony"), not
# from the height just named; the top's edge or opening ("from the hatch" over a shaft), a
# posture ("from a handstand"), a time ("From the moment
# the diver leaves the platform") or what held the thing ("fell from his hand", "slipped
# out of her pocket") is no place.
_OWN_PLACE = re.compile(
    r"\b(?:from|(?P<off>off)|out of)\s+(?:the|a|an|his|her|my|our|their|its|this|that)\s+"
    r"(?!(?:very\s+)?(?:top|edge|rim|summit|railing|guardrail|handrail|parapet|balustrade|side|lip"
    r"|ledge|platform|springboard|board"
    r"|same|hatch|grille|grate|grating|opening|mouth"
    # a point something is measured from: "landing about 30 cm from the spot directly below"
    r"|spot|point|mark|target|aim\s+point|centre|center)\b)"
    r"(?!(?:hand|hands|grip|grasp|fingers|palm|pocket|belt|tool\s+belt|harness|lanyard|gear"
    r"|gear\s+loop|rack|sling|bandolier|helmet|pallet|hook|holder|mount|bracket|clip|clamp|magnet"
    r"|strap|tether|rope|cord|chain)\b)"
    r"(?!(?:handstand|standing|stand|standstill|crouch|seated|sitting|hang|hover|tuck|pike)\b)"
    r"(?!(?:moment|instant|time|start|beginning|point)\b)"
    # where a figure was read: "timed from the video", "from the logger's data" (but
    # "off the table" is a place)
    r"(?(off)|(?!(?:video|videos|footage|recording|clip|camera|data|log|logger|stopwatch|timer"
    r"|app|sensor|frames|chart|graph|table|plot|readout|display)\b))"
    # where someone watched from: "filmed from the ground"
    r"(?!(?:ground|floor|bottom|shore|bank|beach)\b(?![\s-]*floor))\w",
    re.IGNORECASE,
)


def names_its_own_place(text: str) -> bool:
    """Whether ``text`` releases something from a place of its own ("dropped his phone
    from a second-floor window"), not from a height named elsewhere."""
    return _OWN_PLACE.search(text) is not None


# "approximately 2.0 m × 1.0 m": two lengths multiplied are the sides of an area.
_TIMES = re.compile(r"\s*(?:[×x*]|by)\s*$")


def _sides(sentence: Sentence, lengths: list[Claim]) -> set[Claim]:
    """The lengths that are sides of a rectangle ("a 2.0 m × 1.0 m sheet"), not heights."""
    sides: set[Claim] = set()
    for first, second in pairwise(lengths):
        if _TIMES.fullmatch(sentence.text[first.end_char : second.start_char]):
            sides.update((first, second))
    return sides


def _height_named_before(sentence: Sentence) -> list[Claim]:
    """How high something stands (HEIGHT: "The Burj Khalifa is 828 m tall."), in the unit
    of a landing from its top (FROM_THERE, LANDING: "A coin dropped from rest at the top
    would hit the ground in about 5 seconds.") or in the nearest unit before it that names
    a length; the landing's own unit then names none, and its own height is its only
    length. Whatever comes down from a height without being thrown (MOVING) takes no
    less than a free fall's time."""
    lengths = sentence.of_kind("LENGTH")
    length_units = {sentence.unit_of(c) for c in lengths}
    # (the size of a thing, "a crater some 40 cm deep", names no height)
    height_units = {sentence.unit_of(c) for c in lengths if "SIZE" not in sentence.modifiers(c)}
    # a release told with what it released ("a 0.9 kg adjustable wrench slipped from a
    # worker's belt … and fell"): a landing after it is that release's
    told = min(
        (
            sentence.unit_of(c)
            for c in sentence.claims
            if "RELEASED" in sentence.modifiers(c) and "MOVING" not in sentence.modifiers(c)
        ),
        default=None,
    )
    released = sorted(
        {
            sentence.unit_of(c)
            for c in sentence.claims
            if c.kind in ("TIME", "SPEED")
            and "LANDING" in sentence.modifiers(c)
            and "MOVING" not in sentence.modifiers(c)
            # a release told after the height, with no other object's figures between
            # ("… it's 64 feet straight down to the creek. We dropped a pebble from rest
            # and it hit the water in 1 s."; "a balloon hovering at 80 m" / "A passenger
            # releases a sandbag." / … / "**Answer:** … hits the ground 2.86 s after release")
            and (
                "FROM_THERE" in sentence.modifiers(c)
                or _landing_below(sentence, c)
                or (
                    sentence.unit_of(c) not in height_units
                    and not _measured_between(sentence, length_units, c)
                    and (
                        (
                            "FALL" in sentence.modifiers(c)
                            and not names_its_own_place(_paragraph_of(sentence, c))
                        )
                        or (told is not None and told < sentence.unit_of(c))
                        # (or in the landing's own line, before it: "it falls from rest,
                        # and by the time it reaches the ground it is travelling at …")
                        or _let_go_from_rest(sentence.text[: c.start_char])
                    )
                )
            )
        }
    )
    # a height restated in a step ("v = √(2 × 32.2 ft/s² × 100 ft)") is still the height
    # named at first ("your 100 ft tower")
    standing = {c.si_value for c in lengths if "HEIGHT" in sentence.modifiers(c)}
    # (a size named in between, "- Width: about 2 m at the top", is no height, nor is a
    # distance that plays no part in a fall: "The barrier had been moved 3 m inboard")
    unsized = {
        sentence.unit_of(c)
        for c in lengths
        if sentence.modifiers(c) & _PART_IN_A_FALL
        # (nor what moves sideways: "the tape had been pushed back about 2 m")
        and not sentence.modifiers(c) & {"SIZE", "MOVING", "CHANGE"}
    }
    heights: list[Claim] = []
    for landing in released:
        nearest = max((unit for unit in unsized if unit <= landing), default=None)
        named = [c for c in lengths if sentence.unit_of(c) == nearest]
        if nearest is None or (nearest == landing and len(named) > 1):
            continue
        # a landing in a numbered question of its own ("**4.** True or false: … it still
        # lands after 3.00 s") is not from a height an earlier question told
        landing_start = sentence.unit_start(landing)
        if all(_asked_apart(sentence.text, c.start_char, landing_start) for c in named):
            continue
        # "The tower is 300 m tall. A worker dropped his phone from a second-floor window.
        # It landed in 1 s.": a release from a place of its own, told in between with no
        # figure (a figure there, "landing about 2 m from a worker", places no release);
        # not the rest of the height's own line, which says what it is measured between
        # ("it's about twenty feet from the deck to the water.")
        after_height = (
            sentence.unit_start(nearest + 1)
            if nearest < landing
            else max(c.end_char for c in named)
        )
        told_between = sentence.text[after_height : sentence.unit_start(landing)]
        if names_its_own_place(told_between) and not any(ch.isdigit() for ch in told_between):
            continue
        heights += (
            c
            for c in named
            if may_be_height(c)
            and ("HEIGHT" in sentence.modifiers(c) or c.si_value in standing)
            # (nor a stretch of a fall: "Remaining height: 50 − 4.9 − 5.5 ≈ 39.6 m")
            and not sentence.modifiers(c) & {"SIZE", "MOVING", "CHANGE"}
            and c not in heights
        )
    return heights


def _height_named_after(sentence: Sentence) -> dict[Claim, int]:
    """How high something stands, told in the unit right after a landing that named no
    length, nor any before it ("I let a rock go at the lip and counted: it hit the water
    after 1.2 seconds." ¶ "The survey gives the shaft as 40 m deep."): each such height,
    with the unit of its landing. A landing from a place of its own ("fell off the
    table") is not from the height told next."""
    lengths = [c for c in sentence.of_kind("LENGTH") if "SIZE" not in sentence.modifiers(c)]
    first_length = min((sentence.unit_of(c) for c in lengths), default=None)
    found: dict[Claim, int] = {}
    for landing in sentence.claims:
        modifiers = sentence.modifiers(landing)
        unit = sentence.unit_of(landing)
        if (
            landing.kind not in ("TIME", "SPEED")
            or "LANDING" not in modifiers
            or not modifiers & {"FALL", "FROM_THERE"}
            or modifiers & {"MOVING", "SLOWED", "NOT_LANDING"}
            or first_length is None
            or first_length <= unit
            or names_its_own_place(_paragraph_of(sentence, landing))
        ):
            continue
        named = [c for c in lengths if sentence.unit_of(c) == unit + 1]
        if len(named) == 1 and _stands(sentence, named[0]):
            found.setdefault(named[0], unit)
    return found


def _stands(sentence: Sentence, length: Claim) -> bool:
    """Whether ``length`` is how high something stands (or how deep it goes), nothing
    else: not a size, a change or what moves."""
    return (
        may_be_height(length)
        and "HEIGHT" in sentence.modifiers(length)
        and not sentence.modifiers(length) & {"SIZE", "MOVING", "CHANGE"}
    )


def _landing_below(sentence: Sentence, landing: Claim) -> bool:
    """Whether the time ``landing`` is told after how high something stands, in the same
    clause and with no other length ("the big ledge is 80 ft and honestly you're only in
    the air for like 1 second before you hit the water"): a landing from there."""
    lengths = [c for c in sentence.of_kind("LENGTH") if sentence.same_unit(c, landing)]
    if landing.kind != "TIME" or len(lengths) != 1:
        return False
    (height,) = lengths
    return (
        height.end_char <= landing.start_char
        and "HEIGHT" in sentence.modifiers(height)
        and not sentence.modifiers(height) & {"SIZE", "MOVING", "CHANGE"}
        and not _clause_between(sentence.text, height, landing, _CLAUSE_BREAK)
    )


# What a length must play to be a fall's height or another object's.
_PART_IN_A_FALL = frozenset({"HEIGHT", "FALL", "RELEASED", "MOVING", "FROM_THERE"})


def _paragraph_of(sentence: Sentence, claim: Claim) -> str:
    """The text of ``claim``'s unit up to the paragraph's end: not the paragraphs without
    figures that follow it in the unit ("… apart from the effects of air")."""
    unit = sentence.unit_of(claim)
    text = sentence.unit_text(unit)
    end = text.find("\n\n", claim.end_char - sentence.unit_start(unit))
    return text if end < 0 else text[:end]


def _measured_between(sentence: Sentence, length_units: set[int], landing: Claim) -> bool:
    """Whether a unit between the last length before the unit of ``landing`` and it
    measures something (a mass, a time, a speed: "a 1 kg bag of bolts … hit the floor about
    1.4 s later"), which may be another object's."""
    unit = sentence.unit_of(landing)
    last = max((u for u in length_units if u < unit), default=unit)
    return any(
        last < sentence.unit_of(c) < unit
        # (the landing's own time, worked out in a step before: "t₁ = √(45.0/9.81) ≈ 2.14
        # s" / "So the stone reaches the water 2.14 s after it is dropped.")
        and not (c.kind == landing.kind and c.si_value == landing.si_value)
        and c.kind in _MEASURES
        # (the mass of what a line between releases is this fall's: "A 0.6 kg wrench was
        # knocked off the toe board." / "The wrench fell from rest and struck … 1.2 s later")
        and not (c.kind == "MASS" and "RELEASED" in sentence.modifiers(c))
        # (nor the mass of what lands: "The spanner weighs 0.21 kg." / "… the spanner
        # struck the slab 2.1 seconds after it left the walkway")
        and not (c.kind == "MASS" and _weighs_what_lands(sentence, c, unit))
        # (an age, "the 22-year-old wildcard", measures no fall)
        and not (c.kind == "TIME" and c.si_value is not None and c.si_value > _LONGEST_FALL_S)
        # (nor does the speed of sound that brings back the splash)
        and "NOT_LANDING" not in sentence.modifiers(c)
        for c in sentence.claims
    )


def _weighs_what_lands(sentence: Sentence, mass: Claim, landing_unit: int) -> bool:
    """Whether ``mass`` is told of a thing ("The spanner weighs 0.21 kg") that the unit of
    the landing names again."""
    weighed = _WEIGHED.search(sentence.unit_text(sentence.unit_of(mass)))
    if weighed is None:
        return False
    thing = rf"\b{re.escape(weighed.group('thing'))}\b"
    return re.search(thing, sentence.unit_text(landing_unit), re.IGNORECASE) is not None


# What a unit says weighs something: "The spanner weighs", "the bag had a mass of".
_WEIGHED = re.compile(
    r"\b(?:the|this|that|its|his|her|their|our|my)\s+(?P<thing>[^\W\d_]{3,})\s+"
    r"(?:weighs|weighed|weighing|has\s+a\s+mass\s+of|had\s+a\s+mass\s+of|is|was)\b",
    re.IGNORECASE,
)


# Longer than any fall on Earth takes (s): a fall from 40 km lasts some 90 s, even with
# no air.
_LONGEST_FALL_S = 3600.0


_MEASURES = frozenset({"MASS", "TIME", "SPEED"})


# Where one clause of a sentence ends and a contrasting one begins.
# (not "while reaching for the vanilla": a time, no contrast)
_WHILE = r"while(?!\s+[a-z]+ing\b)"
_CLAUSE_BREAK = re.compile(
    rf";|,?\s+(?:even though|although|though|whereas|{_WHILE}|but|however)\b", re.IGNORECASE
)


_CONTRAST = re.compile(rf",?\s+(?:whereas|{_WHILE}|but)\b", re.IGNORECASE)


def _clause_between(text: str, a: Claim, b: Claim, breaks: re.Pattern[str]) -> bool:
    """Whether a clause break stands between ``a`` and ``b``; not between the cells of a
    table row, which are fields of one thing ("| 2.0 | Falling from a raised hand while
    taking a selfie | 7.9 |")."""
    first, second = sorted((a, b), key=lambda c: c.start_char)
    if "|" in text[first.end_char : second.start_char]:
        return False
    return breaks.search(text, first.end_char, second.start_char) is not None


def _released_height(sentence: Sentence, claim: Claim) -> bool:
    """Whether ``claim`` says how high something is (HEIGHT: "about 40 metres up") in the
    clause of a release (RELEASED: "a slab of ice came loose from the roof edge of the
    Carlton Building, about 40 metres up"), however far the two stand apart."""
    modifiers = sentence.modifiers(claim)
    return modifiers >= {"HEIGHT", "RELEASED"} and "MOVING" not in modifiers


def _plays(sentence: Sentence, claim: Claim, role: str, excluded: str) -> bool:
    modifiers = sentence.modifiers(claim)
    return role in modifiers and excluded not in modifiers


# A column header that names a time: "| Before generics | One year after |", "| 2019 |".
_TIME_HEADER = re.compile(
    r"\b(?:before|after|then|now|today|baseline|previous|prior|current|initial|final|pre|post"
    r"|existing|proposed|planned|target|actual|v\d+|years?|months?|weeks?|q[1-4]|h[12]"
    r"|(?:1[89]|20)\d\d)\b",
    re.IGNORECASE,
)


def _in_columns_of_times(sentence: Sentence, shares: list[Claim]) -> bool:
    """Whether the shares of a table row stand under two or more column headers that name
    times ("| Branded share | 100 % | 18 % |" under "Before generics" and "One year
    after"): one share at several times, not parts of one whole."""
    headers = {
        label.text
        for label in sentence.labels
        for claim in shares
        if label.start <= claim.start_char < label.end and _TIME_HEADER.search(label.text)
    }
    return len(headers) > 1


def _by_time_column(sentence: Sentence, shares: list[Claim]) -> dict[str | None, list[Claim]]:
    """The shares of a table's rows, one whole per column, where the columns are times
    ("| Source | 2022 | 2023 |" under "Generation by source (share of total, %)"): each
    year's parts ("| Coal | 39 | 35 |" …). Columns of categories ("| Country | Coal (%) |
    Gas (%) |") hold each row's parts, and are no wholes."""
    columns: dict[str | None, list[Claim]] = defaultdict(list)
    for claim in shares:
        header = next(
            (
                label.text
                for label in sentence.labels
                if not label.prose and label.start <= claim.start_char < label.end
            ),
            None,
        )
        if header is None or not _TIME_HEADER.search(header):
            return {}
        columns[header].append(claim)
    return {
        header: column
        for header, column in columns.items()
        if len({sentence.unit_of(c) for c in column}) == len(column) > 1
    }


def _without_worded_asides(text: str) -> str:
    """``text`` without its asides in brackets of three words or more: the months in
    "Nuclear (January to mid-April only): 2 %" date one item, they make no series."""
    return _WORDED_ASIDE.sub("", text)


_WORDED_ASIDE = re.compile(r"\((?:[^()\s]+\s+){2,}[^()\s]+\)")


def _item_told_in_prose(sentence: Sentence, units: list[int]) -> bool:
    """Whether a list item (its opening unit and the sentences that go on from it) holds
    two or more of the shares and is prose: no table row, and a sentence that runs on past
    a full stop or a semicolon."""
    item_of: dict[int, int] = {}
    opening = min(units)
    for unit in range(min(units), max(units) + 1):
        if opens_item(sentence.unit_text(unit)):
            opening = unit
        item_of[unit] = opening
    shares_in = Counter(item_of[unit] for unit in units)
    return any(
        count > 1
        and not sentence.is_table_row(item)
        and _RUNS_ON_IN_PROSE.search(
            " ".join(sentence.unit_text(u).strip() for u in item_of if item_of[u] == item)
        )
        for item, count in shares_in.items()
    )


# A full stop or a semicolon inside an item, before more words: "more children; the left
# whisker shows …".
_RUNS_ON_IN_PROSE = re.compile(r"[a-z][.;]\s+[A-Za-z]")


def share_groups(sentence: Sentence) -> dict[str | None, list[Claim]]:
    """The shares of a sentence grouped by the whole they are parts of (``None``: unnamed).

    Shares are percentages from 0 to 100 that play no other role (growth, probability,
    efficiency, arithmetic, rates that are not parts, the rate of a counted group: "100
    sons (99 %)"). They are parts of a whole when a share cue marks one of them (SHARE:
    "took", "accounted for", "of the budget went to"; SINGLE_ANSWER: "(one answer
    only)"), when two name categories that split a whole ("60 % are girls and 50 % are
    boys"), or when three or more stand in one enumeration ("55 % was apples, 35 % pears
    and 25 % plums") or follow the whole their clause opens with (OF_WHOLE: "Of the 120
    bales dropped, 65 % landed in the pens, 30 % on the hillside and 15 % in a stream").
    Across the items of one list ("- Stocks: 70 %"), one share an item, a share cue
    must say so (the list's introduction: "By volume, dry air is:"). Series over
    years and answers that may overlap are no parts; separate sentences are separate
    wholes.
    """
    shares = [
        c
        for c in sentence.of_kind("PERCENT")
        if may_be_share(c)
        and not _other_role(sentence.modifiers(c))
        and not _OF_A_COUNT.search(sentence.before(c, 40))
        and not _EARLIER_VALUE.search(sentence.before(c, 16))
        and not _OTHER_GROUPS_VALUE.search(sentence.before(c, 8))
        and not _SPLIT_IN_BRACKETS.search(sentence.before(c, 80))
        and not _OTHER_PLACE_VALUE.search(sentence.before(c, 40))
        and not (_counted(sentence, c) and not sentence.modifiers(c) & _CUES)
        and not _GROUP_BEFORE.search(sentence.before(c, 24))
        and not _PART_OF_A_PART.search(sentence.before(c, 200))
        and not _THRESHOLD_BEFORE.search(sentence.before(c, 3))
    ]
    shares = _without_spans(sentence, shares)
    if sentence.unit_starts and not sentence.enumeration:
        return {}  # the sentences of a paragraph are separate wholes
    if (
        len(shares) < 2
        or len(set(_YEAR.findall(dated := _without_worded_asides(sentence.text)))) > 1
        or len({m.lower() for m in _MONTH.findall(dated)}) > 1
        # (a table's rows, one whole a column of times: see _by_time_column)
        or (not sentence.enumeration and _in_columns_of_times(sentence, shares))
    ):
        return {}  # a series over years or months ("90 percent of production in August, and …")
    if any(
        _CHANGED_TO.search(sentence.before(c, 40)) and not sentence.modifiers(c) & {"RATE"}
        for c in sentence.of_kind("PERCENT")
    ):
        # a series of one share ("accounted for 80 % …; that had dropped to 54 %"), not a
        # rate's change ("…, whereas turnout slid to 52 %")
        return {}
    # "71% and 87% cholesterol", "the 60%, 90%, and 100% design reviews", "the current
    # 10%, 15%, … and 39.6% tax brackets": one category's values, in as many wholes
    shares = [c for c in shares if c not in _values_of_a_category(sentence)]
    if len(shares) < 2:
        return {}
    if (
        _each_of_its_own_place(sentence, shares)
        or _each_in_its_own_area(sentence, shares)
        or _each_at_its_own_condition(sentence, shares)
        or _each_of_its_own_doer(sentence, shares)
    ):
        # "took 82 % of new-car sales in Norway, 18 % in Germany and just 4 % in Italy":
        # each country's own market
        return {}
    if (pairs := _head_to_head(sentence, shares)) is not None:
        # "won unmarried women by 67 percent to 25 percent, while … married women …, 51
        # percent to 42 percent": each contest its own whole
        return {f"contest {number}": pair for number, pair in enumerate(pairs, 1)}
    cued = any(sentence.modifiers(c) & _CUES for c in shares)
    opened = all("OF_WHOLE" in sentence.modifiers(c) for c in shares)
    if (bracketed := _in_brackets(sentence.text, shares, sentence.of_kind("PERCENT"))) is not None:
        # each bracket splits the whole of what it follows: judge the fullest of those
        # that name one whole ("(88% of black voters and 66% of Latino voters …)" names
        # two), if cued
        fullest = max(
            (group for group in bracketed if _one_whole(sentence, group)),
            key=lambda group: sum(c.value for c in group),
            default=[],
        )
        return {None: fullest} if cued and len(fullest) > 1 else {}
    if sentence.enumeration:
        # the items of one list, one share each, are parts of one whole if a cue says so
        # or the list's introduction names the whole ("Of the solar energy arriving:")
        # "- Personnel (two students at 50 %): 45 % of the total": an aside in an item's
        # label is no part, where the item gives its own figure
        shares = _without_asides_of_items(sentence, shares)
        units = [sentence.unit_of(c) for c in shares]
        if not (cued or opened):
            return {}
        if _average_row(sentence, shares):
            return {}
        cued_items = [c for c in shares if sentence.modifiers(c) & _CUES]
        if not opened and len(cued_items) == 1 and _list_of_measures(sentence, shares):
            # "Backup: 46623 kWh" / "Demand supplied after backup: 99.90 %" / "Renewable
            # self consumption: 75.10 %": in a model's outputs, one item's own label cues
            # its own figure, not the other items'
            return {}
        if _item_told_in_prose(sentence, units):
            # "1. more children; the left whisker shows that 25% of the population are
            # children …" / "2. 62.4%": an answer told in sentences, with shares of its
            # own, is no part of a list of parts
            return {}
        if len(set(units)) != len(units):
            # "| Equities | 48 | 5.2 |" under "Share of portfolio (%)" and "Q3 return (%)":
            # the parts are those of the column a share cue heads, if one does
            cued_parts = [c for c in shares if sentence.modifiers(c) & _CUES]
            in_rows = [sentence.unit_of(c) for c in cued_parts]
            if len(set(in_rows)) == 1:
                # "| EV share of new car sales | 4 % | 18 % |": a row's own label cues
                # its own figures, not the other rows' ("| Broadband coverage | 88 % | …")
                return {}
            if len(cued_parts) < 2 or len(set(in_rows)) != len(in_rows):
                return _by_time_column(sentence, shares)
            shares = cued_parts
        # "- 62 % of men said …\n- 58 % of women said the same": items of different wholes
        return {None: shares} if _one_whole(sentence, shares) else {}
    # "58 % of residents lived in towns, 34 % in villages": after a whole named first,
    # "in ..." names a part, not the group a share is of ("61 % in the rural counties").
    first = _WHOLE_AFTER.search(after := sentence.after(shares[0]))
    parts_in = opened or bool(_SPLIT_INTO.search(sentence.before(shares[0], 40))) or (
        first is not None
        and (
            not (group := _GROUP_AFTER.search(after[first.end() :]))
            or (_SPENT_IN_PARTS.search(first[1]) and not _SERIES.match(group[1]))
        )
    )
    if not cued and not _complementary(sentence, shares):
        if not opened:
            shares = _enumeration(sentence, shares, parts_in)
        if len(shares) < _UNCUED_PARTS:
            return {}
    # the wholes the sentence names itself, else those its heading names ("Brand A holds
    # 52 % of the US smartphone market, Brand B 31 %" under "… on the smartphone market")
    wholes = [_whole(sentence, claim, groups=not parts_in, header=False) for claim in shares]
    if not any(wholes):
        wholes = [_whole(sentence, claim, groups=not parts_in) for claim in shares]
    by_whole: dict[str | None, list[Claim]] = defaultdict(list)
    for claim, whole in zip(shares, wholes, strict=True):
        by_whole[whole].append(claim)
    named = [whole for whole in by_whole if whole is not None]
    # (what is left of a whole, "81 % of what leaves the battery", is a whole of its own:
    # the shares before it are of the whole it is left of)
    unnamed = by_whole.get(None, [])
    if len(named) == 1 and not named[0].startswith("what ") and not _make_a_whole(unnamed):
        by_whole[named[0]].extend(by_whole.pop(None, []))
    elif named:
        by_whole.pop(None, None)  # several wholes: an unnamed share belongs to none for sure
    groups: dict[str | None, list[Claim]] = {}
    for whole, parts in by_whole.items():
        if _one_category(sentence, parts) or _measures_side_by_side(sentence, parts):
            continue
        by_attribute = _by_attribute(sentence, parts)
        if by_attribute is None:
            groups[whole] = parts
            continue
        for attribute, of_it in by_attribute.items():
            if len(of_it) > 1:
                groups[f"{whole}, by {attribute}" if whole else attribute] = of_it
    return groups


def _list_of_measures(sentence: Sentence, shares: list[Claim]) -> bool:
    """Whether more items of the list give a quantity of another kind (kWh, kW) than give
    one of ``shares``: a list of measures of one thing, not a breakdown."""
    share_items = {sentence.unit_of(c) for c in shares}
    other_items = {
        sentence.unit_of(c) for c in sentence.claims if c.kind not in ("PERCENT", "NUMBER")
    }
    return len(other_items - share_items) > len(share_items)


def _without_asides_of_items(sentence: Sentence, shares: list[Claim]) -> list[Claim]:
    """``shares`` without those in brackets inside a list item that holds a share outside
    them (the item's own figure)."""

    def bracketed(claim: Claim) -> bool:
        unit = sentence.unit_of(claim)
        before = sentence.text[sentence.unit_start(unit) : claim.start_char]
        return before.count("(") > before.count(")")

    inside = [c for c in shares if bracketed(c)]
    outside_units = {sentence.unit_of(c) for c in shares if c not in inside}
    return [c for c in shares if c not in inside or sentence.unit_of(c) not in outside_units]


def _average_row(sentence: Sentence, shares: list[Claim]) -> bool:
    """Whether a table's column of percentages has a row for everyone ("| All | 40.3 |")
    whose value lies among the groups' ("| Men | 35 |", "| Women | 46 |"): each row is
    its own group's rate, the whole row their mean, and none of them parts of one whole."""
    overall = [c for c in shares if _OVERALL_ROW.match(sentence.unit_text(sentence.unit_of(c)))]
    others = [c.value for c in shares if c not in overall]
    return len(others) > 1 and any(min(others) < c.value < max(others) for c in overall)


_OVERALL_ROW = re.compile(
    r"\s*\|?\s*[*_]*(?:all|overall|average|both|everyone|all (?:adults|workers|respondents"
    r"|groups|ages|people)|total population)[*_]*\s*\|",
    re.IGNORECASE,
)


def _head_to_head(sentence: Sentence, shares: list[Claim]) -> list[list[Claim]] | None:
    """The shares of each pair, where a sentence sets its percentages against each other
    two by two ("by 67 percent to 25 percent, … 51 percent to 42 percent"), if it has two
    such pairs or more (whatever else a figure of a pair plays: a margin "by 67 percent");
    ``None`` otherwise."""
    percentages = sentence.of_kind("PERCENT")
    pairs: list[list[Claim]] = []
    index = 0
    while index < len(percentages):
        first = percentages[index]
        if index + 1 < len(percentages) and _VERSUS.fullmatch(
            sentence.text, first.end_char, percentages[index + 1].start_char
        ):
            pairs.append([first, percentages[index + 1]])
            index += 2
        else:
            index += 1
    if len(pairs) < 2:
        return None
    return [[c for c in pair if c in shares] for pair in pairs]


_VERSUS = re.compile(r"\s*(?:to|vs\.?|versus|against)\s+", re.IGNORECASE)


def _each_at_its_own_condition(sentence: Sentence, shares: list[Claim]) -> bool:
    """Whether each share follows a condition of its own, measured ("At 1 atm, the mixture
    has 82% CO2 by mole, while at 10 atm it is 91% CO2"): shares of as many states."""
    return _each_after_its_own(sentence, shares, _CONDITION)


def _each_after_its_own(sentence: Sentence, shares: list[Claim], named: re.Pattern[str]) -> bool:
    """Whether each share follows, since the share before it, a different thing ``named``
    (its first group): a condition, an area."""
    things = []
    since = 0
    for claim in shares:
        found = named.findall(sentence.text, since, claim.start_char)
        if not found:
            return False
        things.append(found[-1].lower())
        since = claim.end_char
    return len(set(things)) == len(shares)


def _each_of_its_own_doer(sentence: Sentence, shares: list[Claim]) -> bool:
    """Whether shares "of the time" each stand in a clause with a subject of its own
    ("Avery beats me 60 % of the time and I beat Blake 70 % of the time", "McCain has
    supported him 90 percent of the time, while Obama has gone along 40 percent"): how
    often each one's event happens, not parts of one time ("I read 40 % of the time and
    write 70 % of the time"); so do shares of each doer's own whole ("the Trail 2 used 41 %
    of its battery, where the Trail 1 used 63 %")."""
    text = sentence.text
    if not any(_OF_THE_TIME.match(text, c.end_char) for c in shares) and not any(
        _OF_ITS_OWN.match(text, c.end_char) for c in shares
    ):
        return False
    subjects = []
    start = 0
    for claim in shares:
        opened = [
            m[1] or m[2] for m in _CLAUSE_SUBJECT.finditer(sentence.text, start, claim.start_char)
        ]
        if not opened:
            return False
        subjects.append(opened[-1].lower())
        start = claim.end_char
    return len(set(subjects)) == len(subjects)


_OF_THE_TIME = re.compile(r"\s*of\s+the\s+time\b", re.IGNORECASE)
_OF_ITS_OWN = re.compile(r"\s*of\s+(?:its|their|his|her)\s+(?:own\s+)?\w+", re.IGNORECASE)
# The subject a clause opens with: a pronoun, a name, or a noun after its article ("the
# Trail 2": a model's name and number).
_CLAUSE_SUBJECT = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|but|while|whereas|where)\s+)"
    r"(?:(?i:the|an?|my|our|his|her|their|your)\s+([a-z]+|[A-Z][a-z]+\s+\w+)"
    r"|(I|you|he|she|we|they|[A-Z][a-z]+))\b"
)


# A measured condition: "at 1 atm", "at 10 atm", "at 300 K".
_CONDITION = re.compile(r"\bat\s+(\d[\d.,]*\s*[^\W\d_][\w/]*)", re.IGNORECASE)


def _each_of_its_own_place(sentence: Sentence, shares: list[Claim]) -> bool:
    """Whether each share is followed by a place of its own, named with a capital ("… in
    Norway", "18 % in Germany"): shares of as many wholes."""
    places = [_PLACE_AFTER.match(sentence.text, c.end_char, c.end_char + 48) for c in shares]
    return all(places) and len({p[1] for p in places if p}) == len(shares)


def _each_in_its_own_area(sentence: Sentence, shares: list[Claim]) -> bool:
    """Whether each share follows, since the share before it, an area of its own ("in the
    three urban-core districts Yes won 67 % of the vote, while in the four rural districts
    No won 61 %"): shares of as many wholes."""
    return _each_after_its_own(sentence, shares, _AREA_BEFORE)


# "in the three urban-core districts", "across the rural counties", "in Ward 4"
_AREA_BEFORE = re.compile(
    r"\b(?:in|across|among)\s+(?:the\s+)?((?:[\w-]+\s+){0,3}?(?:districts?|wards?|count(?:y|ies)"
    r"|regions?|provinces?|states?|constituenc(?:y|ies)|precincts?|areas?|suburbs?|cities"
    r"|towns?|villages?|neighbou?rhoods?|boroughs?|municipalit(?:y|ies)))\b",
    re.IGNORECASE,
)


# "82 % of new-car sales in Norway", "18 % in Germany", "4 % for the UK"
_PLACE_AFTER = re.compile(
    r"\s*(?:of\s+(?:[\w-]+\s+){1,4}?)?(?:in|for|across)\s+(?:the\s+)?([A-Z][\w-]*)"
)


# The two ends of one share's span or change: "anywhere from 56 percent to 100 percent of
# the time", "tumbled from a seven-year high of 63.4% to 62.7%", "dipped to 80.1 percent
# of applications from 81.1 percent", "went from 64 per cent (possession before scoring)
# to 45 per cent".
_END_BEFORE = re.compile(r"\b(from|to)\s+(?:[\w-]+\s+){0,5}$", re.IGNORECASE)
_OTHER_END_BETWEEN = re.compile(
    r"\s*(?:percent\s+)?(?:of\s+(?:[\w-]+\s+){1,3})?(?:\([^()]{0,40}\)\s*)?(from|to)\s+"
    r"(?:[\w-]+\s+){0,4}",
    re.IGNORECASE,
)


def _counted(sentence: Sentence, claim: Claim) -> bool:
    """Whether a percentage is given with its count (:data:`_COUNTED_BEFORE`)."""
    return bool(
        _COUNTED_BEFORE.search(sentence.before(claim, 24))
        or _COUNTED_AFTER.match(sentence.text, claim.end_char)
    )


def _values_of_a_category(sentence: Sentence) -> set[Claim]:
    """The percentages of the bare runs ("10%, 15% and 25%", nothing between them but
    commas and "and") that a category follows, and of the runs that share one percent
    sign ("achieved in 90, 61, 72.2 and 95.2 percent of patients", one figure a group):
    values of that category, not parts."""
    found: set[Claim] = set()
    run: list[Claim] = []
    for claim in [*sentence.of_kind("PERCENT"), None]:
        if claim is not None and (
            not run or _BARE_PAIR.fullmatch(sentence.text, run[-1].end_char, claim.start_char)
        ):
            run.append(claim)
            continue
        if (
            len(run) > 1
            and (
                _CATEGORY_AFTER.match(sentence.text, run[-1].end_char)
                or not any(_PERCENT_SIGN.search(c.text) for c in run[:-1])
            )
            # "Okafor on 47 %, Lindqvist on 44 % and 12 % undecided": the first of the run
            # has a part of its own named before it, as the shares before it do
            and not _NAME_ON_BEFORE.search(
                sentence.text, max(0, run[0].start_char - 30), run[0].start_char
            )
        ):
            found.update(run)
        run = [claim] if claim is not None else []
    return found


# A name and what it polls or takes: "Lindqvist on ", "Labour at ".
_NAME_ON_BEFORE = re.compile(r"\b[A-Z][\w'’-]+\s+(?:on|at|with|takes|took|gets|got)\s*$")


def _without_spans(sentence: Sentence, shares: list[Claim]) -> list[Claim]:
    """``shares`` without the pairs that are the ends of one share's span or change ("from
    56 percent to 100 percent"): one share, told twice, is no two parts."""
    ends: set[Claim] = set()
    for a, b in pairwise(shares):
        first = _END_BEFORE.search(sentence.before(a, 40))
        second = _OTHER_END_BETWEEN.fullmatch(sentence.text, a.end_char, b.start_char)
        if first and second and first.group(1).lower() != second.group(1).lower():
            ends.update((a, b))
    return [c for c in shares if c not in ends]


def _one_whole(sentence: Sentence, shares: list[Claim]) -> bool:
    """Whether ``shares`` name no more than one whole ("of men", "of women": two). A list's
    introduction or a column's header names one whole for all its items, the same one an
    item may name again in its own words ("Our study of the ward nurses:" over "- Patient
    care: 55 % of the day")."""
    wholes = {_whole(sentence, claim, groups=False, header=False) for claim in shares}
    return len(wholes - {None}) <= 1


# What a share is said to be: "68 percent of the suspects were African-American".
_PREDICATE = re.compile(
    r"^[^.;%\d]{0,60}?\b(?:were|are|was|is)\s+((?:not\s+)?[a-z][\w\s'-]*?)\s*(?:[,;.]|\band\b|$)",
    re.I,
)


def _one_category(sentence: Sentence, shares: list[Claim]) -> bool:
    """Whether two of ``shares`` are said to be the same thing ("68 percent of the suspects
    of murders were African-American, 80 percent of the suspects of thefts were
    African-American"): parts of one whole are different categories, so these are one
    category's shares of different wholes."""
    ends = [b.start_char for b in shares[1:]] + [shares[-1].end_char + 80]
    # what is said of a share stops where the next one starts ("sixty percent work
    # remotely, thirty percent are hybrid": "are hybrid" is said of the second only)
    said = [
        m.group(1)
        for c, end in zip(shares, ends, strict=True)
        if (m := _PREDICATE.match(sentence.text[c.end_char : end]))
    ]
    # "saturations: 100% water, 80% oil, 80% gas, 20% gas": gas twice, in two mixtures
    named = [
        m.group(1).lower() for c in shares if (m := _NAMED_ALONE.match(sentence.text, c.end_char))
    ]
    return len(said) != len(set(said)) or len(named) != len(set(named))


def _make_a_whole(shares: list[Claim]) -> bool:
    """Whether two or more ``shares`` already add up to 100 % (within a point): a whole of
    their own ("Lighting accounts for 13% of electricity used in the U.S. Standard bulbs
    produce 10% light, 90% heat"), not more parts of another that the sentence names."""
    return len(shares) > 1 and abs(sum(c.value for c in shares) - 100) <= 1


def _measures_side_by_side(sentence: Sentence, shares: list[Claim]) -> bool:
    """Whether ``shares`` stand in one table row under columns that each name a share
    ("| Healthy | 99 | 4.95 |" under "Share of population (%)" and "Share who test positive
    (% of population)"): two measures of the row's group, not parts of it, which columns
    named by their categories are ("Wind (%)", "Gas (%)")."""
    if len({sentence.unit_of(c) for c in shares}) != 1:
        return False
    headers = {
        label.text
        for c in shares
        for label in sentence.labels
        if not label.prose and label.start <= c.start_char < label.end
    }
    return len(headers) == len(shares) and all(_NAMES_A_SHARE.match(h) for h in headers)


# A column header that opens by naming its figures shares, not the category they are of
# ("Share of population (%)", not "Wind share (%)").
_NAMES_A_SHARE = re.compile(r"[\W_]*(?:share|proportion|fraction|percentage)\b", re.IGNORECASE)


# The one word a share names, standing alone before a comma, a bracket, "and" or the end:
# "80% gas, …", "20% gas (fizz saturation)".
_NAMED_ALONE = re.compile(r"[\s*_]*([a-z][a-z-]+)(?=\s*(?:[,;.()]|\band\b|$))", re.I)


def _by_attribute(sentence: Sentence, shares: list[Claim]) -> dict[str, list[Claim]] | None:
    """The shares of each attribute (``data/attributes.txt``) when ``shares`` describe one
    group by several: categories of two attributes ("60% female, 45% male and 30%
    retired": sex, then employment), or one attribute's categories that make up the
    whole between them beside shares of something else ("48.4% African American, 51.6%
    non-Hispanic white, and 92.5% below the poverty level"). ``None`` when they are the
    parts of one attribute, or of none the file names."""
    of: dict[str, list[Claim]] = defaultdict(list)
    for claim in shares:
        words = _CATEGORY_AFTER_SHARE.match(sentence.text, claim.end_char)
        attribute = _attribute_of(words.group(1).lower()) if words else None
        if attribute is not None:
            of[attribute].append(claim)
    if len(of) > 1 or any(
        len(parts) < len(shares) and abs(sum(c.value for c in parts) - 100) <= 1
        for parts in of.values()
    ):
        return dict(of)
    return None


# The words after a share that name its category: "97% male", "67% were current smokers".
_CATEGORY_AFTER_SHARE = re.compile(
    r"[\s*_]*(?:(?:were|are|was|is|of\s+them\s+were)\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)",
    re.I,
)


def _attribute_of(words: str) -> str | None:
    """The attribute whose category ``words`` (one or two words) name, if any."""
    categories = attribute_categories()
    return categories.get(words) or categories.get(words.split()[0])


@cache
def attribute_categories() -> dict[str, str]:
    """Category -> attribute, from ``data/attributes.txt``."""
    text = (resources.files("physics_spacy") / "data" / "attributes.txt").read_text("utf-8")
    found = {}
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            attribute, _, categories = line.partition(":")
            found.update((c.strip(), attribute.strip()) for c in categories.split(","))
    return found


_BRACKET = re.compile(r"\([^()]*\)")


def _in_brackets(
    text: str, shares: list[Claim], percentages: list[Claim]
) -> list[list[Claim]] | None:
    """The shares of each bracket, when all ``percentages`` stand in two or more brackets
    of two or more each: "a net rating (35 % positive, 38 % negative) higher than the
    other party's (34 % positive, 42 % negative)" splits two wholes; ``None`` otherwise."""
    brackets = [m.span() for m in _BRACKET.finditer(text)]
    inside = [
        [c for c in percentages if start < c.start_char and c.end_char < end]
        for start, end in brackets
    ]
    held = [len(group) for group in inside if group]
    if len(held) < 2 or sum(held) != len(percentages) or min(held) < 2:
        return None  # "wind (40 %), gas (35 %) …": one share a bracket names its part
    return [
        [c for c in shares if start < c.start_char and c.end_char < end]
        for start, end in brackets
    ]


def _other_role(modifiers: frozenset[str]) -> bool:
    """Whether a percentage plays a role that is no part. After the whole its clause
    opens with, a verb of change names a part ("Of the 120 bales dropped, 65 % landed in
    the pens", "… and 14 % was lost to leaks"), and the part of an energy budget that
    becomes work is a share as well as an efficiency ("Of the fuel's energy, 30 %
    becomes work, …")."""
    if "OF_WHOLE" in modifiers:
        return bool(modifiers & NOT_A_SHARE - {"GROWTH", "DECREASE", "CHANGE", "EFFICIENCY"})
    return bool(modifiers & NOT_A_SHARE)


def _enumeration(sentence: Sentence, shares: list[Claim], parts_in: bool) -> list[Claim]:
    """The shares that open the sentence's enumeration of parts: the run from the first
    share that each follow the one before across a list gap ("78 % nitrogen, 21 % oxygen
    and 4 % argon, with carbon dioxide … 0.042 %"), if it holds :data:`_UNCUED_PARTS` or
    more and each names its part rather than being an attribute of something
    ("sensitivity (73 %) and specificity (78 %)", "95 % for HC and 94 % for SZ", "80 % and
    81 %, respectively"). A gap may hold its category's bounds ("62 % were over 65, 31 %
    were aged 18–64 and ..."). With ``parts_in``, "in ..." names a part ("34 % in
    villages")."""
    run = shares[:1]
    for a, b in pairwise(shares):
        gap = sentence.text[a.end_char : b.start_char].lower()
        if a is shares[0] and (whole := _WHOLE_AFTER.match(gap)):
            # the whole the first part names is no part of its label: "38 % of the fuel's
            # energy ends up as work at the crankshaft, 45 % leaves with the exhaust …"
            gap = gap[whole.end() :]
        if parts_in:
            gap = _NUMBERED_PART.sub("in", _ASIDE.sub("", gap))
        gap = _PART_ASIDE.sub("", gap)
        if not _LIST_GAP.match(_CATEGORY_BOUND.sub("", gap)):
            break
        run.append(b)
    if len(run) < _UNCUED_PARTS or any(
        _ATTRIBUTE_BEFORE.search(sentence.before(c, 3))
        or ((m := _ATTRIBUTE_AFTER.match(sentence.after(c))) and not (parts_in and _IN.match(m[0])))
        for c in run
    ):
        return []
    return run


# "Anna ate 40 % of the pizza, Ben 35 % of it": a pronoun names the whole named before.
_PRONOUNS = frozenset({"it", "them", "this", "that", "these", "those"})


def _whole(
    sentence: Sentence, claim: Claim, groups: bool = True, header: bool = True
) -> str | None:
    """The whole a share names ("of traffic"), or with ``groups`` the group it is a share
    in ("61 % in the rural counties": not the whole of "52 % of the vote in the city"),
    or with ``header`` the whole its column header or list introduction names."""
    after = sentence.after(claim)
    m = (
        _WHOLE_AFTER.search(after)
        or (_GROUP_AFTER.search(after) if groups else None)
        or (_group_named_for(after) if groups else None)
        or _WHOLE_OPENING.search(before := sentence.before(claim, 60))
        or _WHOLE_BEFORE_BRACKET.search(before)
        or _WHOLE_OF_SHARE_WORD.search(before)
        or (_header_whole(sentence, claim) if header else None)
    )
    whole = m.group(1).lower() if m else None
    if (
        whole
        and m.re is _WHOLE_AFTER
        and (numeral := _NUMBERED.match(sentence.text, claim.end_char + m.end()))
    ):
        # "59% of stage I patients, … 83% of stage IV patients": each stage its own group
        whole = f"{whole} {numeral.group(1).lower()}"
    if (
        whole
        and m.re is _WHOLE_AFTER
        and not _SPENT_IN_PARTS.search(whole)
        and (place := _WHOLE_IN_PLACE.match(sentence.text, claim.end_char + m.end()))
    ):
        # "81 percent of the vote, and 82 percent of the vote in Orange County": a whole
        # within a place is another whole
        whole = f"{whole} in {place.group(1).lower()}"
    clause = _WHOLE_CLAUSE.match(after) if whole else None
    if clause and clause.group(2):
        return clause.group(2).lower()
    if clause and (whole in _PRONOUNS or clause.group(1).lower().startswith(str(whole))):
        # "80 percent of those who supported Trump, and 40 percent of those who
        # supported Clinton", "80.2 percent of those making more than $150,000", "48
        # percent among those in the placebo group": the clause names the group
        return clause.group(1).lower()
    return None if whole in _PRONOUNS else whole


# A whole spent in its parts: "62 % of running time in Zone 1, 27 % in Zone 2", "40 % of
# the budget in Q1, 35 % in Q2" (where a vote "in Orange County" is another vote's whole).
_SERIES = re.compile(_SERIES_TIME, re.I)
# ... and a whole split before its first share: "a common split is 60 % in a stock fund, 30 %
# in bonds and 20 % in cash", "I invested 50 % in shares": each "in" names a part.
_SPLIT_INTO = re.compile(
    r"\b(?:(?:split|allocation|mix)\s+(?:is|was|would\s+be|could\s+be|of)"
    r"|allocate|allocated|allocating|invest|invested|investing|put)\s*$",
    re.I,
)
# The number of a numbered group, as written (case tells "stage I" from "I"): "stage IV".
# (on its own line: "… 35 % of the day\n2. **Study** …" numbers the next item, not the day)
_NUMBERED = re.compile(r"[ \t]+([IVX]{1,4}|\d{1,2})\b")
_SPENT_IN_PARTS = re.compile(r"\b(?:time|day|week|hours|minutes|session|budget|spending)$", re.I)
_WHOLE_IN_PLACE = re.compile(r"\s+in\s+(?:the\s+)?([A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)")
# "of those who …", "of those making …", "among those in …": a whole a clause describes.
_WHOLE_CLAUSE = re.compile(
    r"^\s*(?:of|among)\s+(?:those|the\s+ones|people|everyone|all)\s+((?:who|with|that|which"
    r"|whose|whom|without|aged|born|in|on|[a-z]+ing)\b[^,;.)]*)"
    # "about 81 % of what leaves the battery reaches the cranks": what is left of the
    # whole before, a whole of its own
    r"|^\s*of\s+(what\s+(?:leaves|left|remains|is\s+left|gets|reaches|comes|arrives)\b[^,;.)]*)",
    re.I,
)


# Two complementary shares that each reach this are the rates of two groups (percent).
_GROUP_RATE_PERCENT = 80


def _complementary(sentence: Sentence, shares: list[Claim]) -> bool:
    """Two shares whose categories split one whole between them ("60 % are girls and
    50 % are boys", "55 % received the drug and 52 % the placebo"): the pairs of
    ``data/complements.txt``, and two isotopes of one element ("75.9 % chlorine-35 and
    26.2 % chlorine-37"). Not two that each hold most of a whole ("supporters include
    93.1 percent male and 98.5 percent female of those polled"): no one splits a whole so,
    so each is its own group's rate."""
    if len(shares) != 2 or min(c.value for c in shares) >= _GROUP_RATE_PERCENT:
        return False
    first, second = shares
    words = (
        _WORD.findall(sentence.text[first.end_char : second.start_char].lower()),
        _WORD.findall(sentence.after(second).lower()),
    )
    first_words, second_words = (w[:_CATEGORY_WORDS] for w in words)
    pairs = complement_pairs()
    if any((a, b) in pairs for a in first_words for b in second_words):
        return True
    # "75.9 % chlorine-35 and 24.1 % chlorine-37": the isotopes of one element
    isotopes = [m for c in shares if (m := _ISOTOPE_AFTER.match(sentence.text, c.end_char))]
    elements = {m.group(1).lower() for m in isotopes}
    return len(isotopes) == 2 and len(elements) == 1 and isotopes[0][2] != isotopes[1][2]


# An isotope named after a share: " chlorine-35", " of uranium-238".
_ISOTOPE_AFTER = re.compile(r"[\s*_]*(?:of\s+)?([^\W\d_]+)-(\d{1,3})\b")


@cache
def complement_pairs() -> frozenset[tuple[str, str]]:
    """The category pairs of ``data/complements.txt``, each in both orders."""
    text = (resources.files("physics_spacy") / "data" / "complements.txt").read_text("utf-8")
    pairs = set()
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            a, b = line.split()
            pairs |= {(a, b), (b, a)}
    return frozenset(pairs)


def _header_whole(sentence: Sentence, claim: Claim) -> re.Match[str] | None:
    """The whole a table cell's column header names: "Share of revenue (%)"."""
    for label in sentence.labels:
        if label.start <= claim.start_char < label.end:
            return _WHOLE_IN_HEADER.search(label.text)
    return None


@dataclass(frozen=True)
class EnergyBalance:
    """What one machine takes in (``taken_in``) and gives out as work or electricity
    (``given_out``), both energies or both powers: "burns 10 kW of fuel and puts out 12 kW
    of electricity". Its efficiency is the one over the other."""

    taken_in: Claim
    given_out: Claim

    @property
    def efficiency(self) -> float:
        return self.given_out.si_value / self.taken_in.si_value


# Output this many times the input is no balance of one machine but two figures of
# different things ("uses 30 MW for its pumps … sends 1,200 MW to the grid").
MAX_BALANCE_RATIO = 10
# A clause with a subject of its own: "produced 620 kWh last month, and the house used
# 540 kWh" is two things' energies, not one machine's.
_NEW_SUBJECT = re.compile(
    r"(?:[,;]|\b(?:and|but|while|whereas|so)\b)\s+(?:the|a|an|our|my|your|his|her|their|its|this"
    r"|that|these|those|we|i|you|he|she|they|each|every)\s",
    re.IGNORECASE,
)


# An output given per unit of input: "1.3 kWh of electricity for every kWh of fuel".
_PER_UNIT_IN = re.compile(
    r"[^.;:\d]{0,40}?\b(?:for|per|from)\s+(?P<phrase>(?:every|each|one)\s+(?P<unit>[\w-]+))",
    re.I,
)


_LEADING_NUMBER = re.compile(r"^[\d.,\s]+")


def _one_unit_in(text: str, given_out: Claim) -> list[Claim]:
    """The input an output is given against, one of its own unit ("1.08 J of work for
    every joule", "1.3 kWh … for every kWh of fuel"), as a claim of that phrase."""
    m = _PER_UNIT_IN.match(text, given_out.end_char)
    if m is None or given_out.value <= 0:
        return []
    # the unit as written ("kWh") or by name ("joule", "joules", "kilowatt-hour")
    written = _LEADING_NUMBER.sub("", given_out.text).lower()
    name = given_out.unit.lower().replace(" ", "-")
    word = m["unit"].lower()
    if word != written and word.removesuffix("s") != name:
        return []
    return [
        Claim(
            value=1.0,
            unit=given_out.unit,
            si_value=given_out.si_value / given_out.value,
            si_unit=given_out.si_unit,
            kind=given_out.kind,
            text=m["phrase"],
            start_char=m.start("phrase"),
            end_char=m.end("phrase"),
        )
    ]


# What makes a line's energies no device's balance: a heat mover's or a gain's (NOT_BALANCE),
# or a light's that draws heat from its surroundings (AMBIENT_HEAT).
_NO_BALANCE = frozenset({"NOT_BALANCE", "AMBIENT_HEAT"})


def energy_balances(sentence: Sentence) -> list[EnergyBalance]:
    """The energy balances a sentence states: in one unit and one clause, one positive
    energy or power taken in (ENERGY_IN: burns, draws, absorbs, "P_in =") and one of the
    same kind given out (ENERGY_OUT: delivers, puts out, "does 700 J of work"), neither a
    range. Not a heat mover's heat, a fusion or laser gain, what a plant uses for itself,
    a peak set against a steady draw, or energies per day (NOT_BALANCE), nor a light's
    that draws heat from its surroundings (AMBIENT_HEAT); nor a unit with
    two inputs or two outputs, whose pairs the text does not tell apart."""
    if not sentence.could_play("ENERGY_OUT"):
        return []
    by_unit: dict[int, dict[str, list[Claim]]] = defaultdict(lambda: defaultdict(list))
    for claim in sentence.of_kind("POWER", "ENERGY"):
        modifiers = sentence.modifiers(claim)
        roles = modifiers & {"ENERGY_IN", "ENERGY_OUT"}
        if len(roles) != 1 or claim.is_range or claim.si_value <= 0:
            continue
        by_unit[sentence.unit_of(claim)][next(iter(roles))].append(claim)
    balances = []
    for unit, roles in sorted(by_unit.items()):
        taken_in, given_out = roles["ENERGY_IN"], roles["ENERGY_OUT"]
        if not taken_in and len(given_out) == 1:
            taken_in = _one_unit_in(sentence.text, given_out[0])
        if len(taken_in) != 1 or len(given_out) != 1:
            continue
        pair = (taken_in[0], given_out[0])
        first, second = sorted(pair, key=lambda c: c.start_char)
        if (
            # both energies or both powers, in units that compare ("J per cycle" reads as
            # joules per radian)
            first.si_unit != second.si_unit
            or any(
                sentence.modifiers(c) & _NO_BALANCE
                for c in sentence.claims
                if sentence.unit_of(c) == unit
            )
            or _NEW_SUBJECT.search(sentence.text, first.end_char, second.start_char)
        ):
            continue
        balance = EnergyBalance(*pair)
        if balance.efficiency <= MAX_BALANCE_RATIO:
            balances.append(balance)
    return balances
