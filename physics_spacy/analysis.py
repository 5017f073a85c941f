"""One sentence (a unit: a line, a list item, a table row) through the stages, as plain
data in and out.

    text ─► candidate filter ─► text fixes ─► quantulum3 ─► repairs ─► claims
         ─► header units ─► context ─► rules

Everything here is unit-relative; the component places the results in the Doc. A unit
longer than ``max_sentence_chars`` is read in overlapping windows
(:mod:`physics_spacy.windows`); the rules still judge the whole unit once. A passage of
several units is judged again as a whole by :meth:`Analyser.judge_passage`.
"""

from __future__ import annotations

import bisect
import math
import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache, partial
from typing import Any

from . import cues, extract, normalise, structure
from .claims import NO_NEIGHBOURS, Claim, Finding, Label, Neighbours, Sentence, Violation
from .context import ContextEngine, LazyContext, default_engine
from .context.terms import ASSERTION_CATEGORIES
from .rules import RULES_VERSION, Rule
from .windows import DEFAULT_MAX_SENTENCE_CHARS, MIN_SENTENCE_CHARS, read_in_windows

# A supposition's premise takes part in its passage, as in a sentence: "How fast is my phone
# going when I drop it from 2 m?\nRoughly 15 m/s at impact." asserts its answer; so, for a
# rule that takes them as premises (Rule.premises), does what someone else reported. A
# finding resting on premises alone is not judged (Rule.judges).
_ASSERTION = frozenset(ASSERTION_CATEGORIES)

# Cheap test for text that can hold a claim: a digit, a spelled-out number, or an
# ellipsis, "NaN" or "inf" standing where a number should be. Sentences without any skip quantulum3.
_DIGITISH = re.compile(r"[\d⁰¹²³⁴⁵⁶⁷⁸⁹½¼¾⅓⅔]|\.\.\.|…|NaN|\bnan\b|\b[Ii]nf\b|∞")


def may_hold_claim(text: str) -> bool:
    """Whether quantulum3 could find a claim a rule can use in ``text``.

    The repairs keep a quantity only if its text holds a digit (``str.isdigit``) or a
    number word (:func:`cues.has_number_word`), or an unreadable number ("1.2.3", "...").
    A sentence with none of these cannot yield a claim, so skipping quantulum3 on it
    changes nothing. "minus", "negative" and unit words on their own are not enough:
    they only make a claim together with a number. The last test catches the rare
    digits ``\\d`` misses (subscripts, circled digits), which ``isdigit`` counts.
    """
    return bool(
        _DIGITISH.search(text)
        or cues.has_number_word(text)
        or (not text.isascii() and any(char.isdigit() for char in text))
    )


def read_claims(text: str, *, prefilter: bool = True) -> tuple[Claim, ...]:
    """The claims of one sentence, with offsets into ``text``.

    ``prefilter=False`` sends every sentence to quantulum3: only for checking that the
    pre-filter changes nothing (tests, benchmarks).
    """
    if prefilter and not may_hold_claim(text):
        return ()
    rewrite = normalise.prepare(text)
    return tuple(
        claim
        for claim in normalise.repair(rewrite, extract.quantities(rewrite.text))
        # "a gal" of "a galaxy": a unit read off the start of a word is no unit
        if not _cut_mid_word(text, claim)
        and not _in_message_header(text, claim)
        and not _in_web_address(text, claim)
        and not _numbers_the_next_item(text, claim)
        and not _counts_in_a_compound(text, claim)
        and not _years_in_brackets(text, claim)
        and not _names_a_zone(text, claim)
        and not _rest_of_a_compound_time(text, claim)
    )


# A web address: "…/images/2016.03.16/main.png", "<http://…/index.php?topic=6878.0>".
_WEB_ADDRESS = re.compile(r"(?:https?://|www\.)[^\s<>\[\]\\\"']+")


def _in_web_address(text: str, claim: Claim) -> bool:
    """Whether ``claim`` stands inside a web address, whose numbers are a path's or a
    query's, no quantities."""
    return ("://" in text or "www." in text) and any(
        m.start() <= claim.start_char < m.end() for m in _WEB_ADDRESS.finditer(text)
    )


def _numbers_the_next_item(text: str, claim: Claim) -> bool:
    """Whether ``claim`` is the number of the next item of a list run into one line ("2.
    Decision: Cannot reject 3. Reason for Decision: p-value > alpha 4. Conclusion: …"):
    a whole number right after item number one less, and followed, like it, by a full stop
    and a capital or the end of the sentence."""
    if claim.kind != "NUMBER" or not claim.text.isdigit() or claim.value < 2:
        return False
    if not _ITEM_RUN_ON.match(text, claim.end_char):
        return False
    return cues.numbers_an_item(text, int(claim.value) - 1, 0, claim.start_char)


# What follows a list item's number run into a line: ". Conclusion", "." at the end.
_ITEM_RUN_ON = re.compile(r"\.(?:\s+[A-Z]|\s*$)")


def _names_a_zone(text: str, claim: Claim) -> bool:
    """Whether ``claim`` is a fraction word used as a noun for a part of a place or a
    time ("in the attacking third", "his own half", "the final quarter"), or "third" as a
    place in a ranking ("still a distant third to iOS", "came third"), no number."""
    word = claim.text.lower()
    return (
        claim.kind == "NUMBER"
        and word in _ZONE_WORDS
        and _ZONE_OWNER_BEFORE.search(text, 0, claim.start_char) is not None
    ) or (word == "third" and _RANK_BEFORE.search(text, 0, claim.start_char) is not None)


_ZONE_WORDS = frozenset({"third", "half", "quarter"})
# "the attacking ", "his own ", "the final ": a determiner, perhaps with one word after it.
_ZONE_OWNER_BEFORE = re.compile(
    r"\b(?:the|his|her|its|their|our|my|your)\s+(?:[^\W\d_]+\s+)?$", re.IGNORECASE
)


# "a distant ", "came ", "finished ": what places a ranking's "third"
_RANK_BEFORE = re.compile(
    r"\b(?:(?:a|an)\s+(?:distant|close|strong|clear|respectable|solid|far|comfortable|narrow)"
    r"|came|comes|come|finished|finishes|placed|ranked|ranks|ran|runs|sits|sat)\s+$",
    re.IGNORECASE,
)


def _rest_of_a_compound_time(text: str, claim: Claim) -> bool:
    """Whether ``claim`` is the smaller part of a time told in two units ("lands 13
    minutes, 45 seconds after jumping": the 45 seconds are no time of their own; the
    minutes stand for the whole, a little short of it)."""
    return claim.kind == "TIME" and (
        _LARGER_TIME_BEFORE.search(text, max(0, claim.start_char - 24), claim.start_char)
        is not None
    )


# A whole number of a larger unit right before a time: "13 minutes, ", "2 hours and ".
_LARGER_TIME_BEFORE = re.compile(
    r"\b\d{1,3}\s*(?:hours?|hrs?|minutes?|mins?)\s*(?:,\s*|\s+and\s+|\s+)$", re.IGNORECASE
)


def _years_in_brackets(text: str, claim: Claim) -> bool:
    """Whether ``claim`` is a span of years in brackets, as a life or a reign is given
    ("Sadi Carnot (1796–1832)"): dates, no quantity."""
    return (
        claim.kind == "NUMBER"
        and claim.is_range
        and _YEAR_SPAN.fullmatch(claim.text) is not None
        and text[: claim.start_char].rstrip().endswith("(")
        and text[claim.end_char :].lstrip().startswith(")")
    )


# Two years joined by a dash: "1796–1832", "1901-1954".
_YEAR_SPAN = re.compile(r"1\d{3}\s*[-–—]\s*(?:1\d{3}|20\d{2})|20\d{2}\s*[-–—]\s*20\d{2}")


def _counts_in_a_compound(text: str, claim: Claim) -> bool:
    """Whether ``claim`` is a bare count that opens a hyphenated compound ("2-of-3 tagging",
    "best-of-5"): part of a name, no quantity."""
    return claim.kind == "NUMBER" and _OF_COMPOUND.match(text, claim.end_char) is not None


_OF_COMPOUND = re.compile(r"-of-\d")


def _in_message_header(text: str, claim: Claim) -> bool:
    """Whether ``claim`` stands in a field of a message's header ("Date: …", "Lines: 42")."""
    line_start = text.rfind("\n", 0, claim.start_char) + 1
    return bool(structure.MESSAGE_HEADER.match(text, line_start))


def _cut_mid_word(text: str, claim: Claim) -> bool:
    """Whether ``claim`` ends inside a word of ``text``, a word spelt out as its number
    ("a", "an") and a unit read off the start of another word ("a gal" of "a galaxy")."""
    end = claim.end_char
    return (
        0 < end < len(text)
        and text[end].isalpha()
        and text[end - 1].isalpha()
        and not any(char.isdigit() for char in claim.text)
    )


def _read_cells(
    text: str, cells: Sequence[tuple[int, int]], *, prefilter: bool = True
) -> tuple[Claim, ...]:
    """The claims of a row's cells, each cell read on its own, with offsets into ``text``."""
    return tuple(
        replace(claim, start_char=claim.start_char + start, end_char=claim.end_char + start)
        for start, end in cells
        for claim in read_claims(text[start:end], prefilter=prefilter)
    )


def read_claims_in_windows(
    text: str, size: int = DEFAULT_MAX_SENTENCE_CHARS, *, prefilter: bool = True
) -> tuple[Claim, ...]:
    """The claims of a sentence of any length, read in windows of ``size`` characters."""
    return read_in_windows(text, partial(read_claims, prefilter=prefilter), size)


@dataclass(frozen=True)
class SentenceAnalysis:
    """A sentence's claims, violations and the claims' context categories (in the order of
    ``claims``; a :class:`LazyContext` computes them only if asked), offsets relative to
    the sentence."""

    claims: tuple[Claim, ...]
    violations: tuple[Violation, ...]
    context: Sequence[frozenset[str]] = ()


def with_header_units(
    claims: tuple[Claim, ...], labels: tuple[Label, ...], text: str = ""
) -> tuple[Claim, ...]:
    """Bare numbers in a table column whose header gives a unit ("Mass (g)"), read with it.

    The claim keeps its place and its text as written; its value, unit and kind are
    those of the number followed by the header's unit. A list item's own number ("2." in
    ``text``, the unit's text) is no value of the list.
    """
    if not labels:
        return claims
    read = []
    for claim in claims:
        if (
            claim.kind != "NUMBER"
            or _is_item_number(text, claim)
            # a z-score in the row of a length of stay (days) is no duration
            or any(
                label.start <= claim.start_char < label.end
                and structure.UNITLESS_COLUMN.match(label.text.strip("*_` "))
                for label in labels
            )
        ):
            read.append(claim)
            continue
        # the column's header speaks for its cell before what heads the whole table (and
        # of two labels of one cell, the first: the column's, then the row's); a label
        # whose bracket is no unit ("Copper (Cu)") leaves it to the list's introduction
        # ("Chemical composition (wt %):")
        governing = sorted(
            (label.end - label.start, order, unit)
            for order, label in enumerate(labels)
            if label.start <= claim.start_char < label.end
            and (unit := structure.header_unit(label))
        )
        read_as = next(
            (found for _, _, unit in governing if (found := _read_with(claim, unit))), None
        )
        if read_as is not None and claim.problem is None:
            claim = replace(
                read_as, text=claim.text, start_char=claim.start_char, end_char=claim.end_char
            )
        elif read_as is not None:
            claim = replace(claim, unit=read_as.unit, si_unit=read_as.si_unit, kind=read_as.kind)
        elif (ratio := _unread_ratio(governing)) is not None:
            # "| Slope efficiency | 1.1 | W/A |": a ratio of units, no bare number (and
            # "| 1.3.7 |" under "Au (g/t)" a malformed grade, not a malformed count)
            claim = replace(claim, unit=ratio, si_value=None, si_unit=None, kind="UNKNOWN")
        read.append(claim)
    return tuple(read)


def _unread_ratio(governing: list[tuple[int, int, str]]) -> str | None:
    """The header unit of a cell that is a ratio of units quantulum3 does not read ("W/A",
    "mW/mA"), if its governing headers name one."""
    return next((unit for _, _, unit in governing if structure.UNIT_RATIO.fullmatch(unit)), None)


def _is_item_number(text: str, claim: Claim) -> bool:
    """Whether ``claim`` is the number that opens a line of ``text`` as a list item's:
    "2. Subtract …", "3) So …"."""
    line_start = text.rfind("\n", 0, claim.start_char) + 1
    return not text[line_start : claim.start_char].strip() and bool(
        _ITEM_NUMBER.match(text, claim.end_char)
    )


# What follows a list item's number: "2. Subtract …", "3) So …".
_ITEM_NUMBER = re.compile(r"[.)]\s")


def _read_with(claim: Claim, unit: str) -> Claim | None:
    """``claim``, a bare number, read with ``unit`` after it; ``None`` if that names no
    unit. A number that cannot be read ("| 87.3.0 |") is read as 1, to take the column's
    unit and kind: a malformed boiling point, not a malformed count."""
    number = claim.text if claim.problem is None else 1
    # a Mach number is written after its unit: "Top speed (Mach)" over "6.7" is "Mach 6.7"
    written = f"{unit} {number}" if unit.strip().lower() == "mach" else f"{number} {unit}"
    with_unit = read_claims(written)
    # all of the unit, not a start of it: "Efficiency (p.u.)" is per unit, no penny
    if (
        with_unit
        and with_unit[0].start_char == 0
        and with_unit[0].end_char >= len(written.rstrip(". "))
        and with_unit[0].kind != "NUMBER"
        # an acronym read as a product of units of no kind is the name's, no unit:
        # "Estimated probability of failure on demand (PFD)" (poise × farad × day)
        and not (with_unit[0].kind == "UNKNOWN" and _ACRONYM.fullmatch(unit.strip()))
    ):
        return with_unit[0]
    return None


_ACRONYM = re.compile(r"[A-Z]{2,6}")


class Analyser:
    """Reads and judges sentences with a fixed set of rules, caching repeated sentences.

    ``rules`` pairs each rule with the severity it reports at; ``context`` decides what
    the text asserts and the roles of its claims (default: the built-in trigger terms).
    ``prefilter=False`` sends every sentence to quantulum3 (see :func:`read_claims`).
    Sentences longer than ``max_sentence_chars`` are read in windows (see
    :mod:`physics_spacy.windows`). A unit's context is computed only when a rule asks for
    it, and a rule runs only on claims it could find at fault (:meth:`Rule.could_fire`);
    ``lazy=False`` computes every unit's context and runs every rule on every unit and
    passage: only for checking that this changes nothing (tests, benchmarks).
    """

    def __init__(
        self,
        rules: Sequence[tuple[Rule, str]],
        cache_size: int = 4096,
        *,
        prefilter: bool = True,
        max_sentence_chars: int = DEFAULT_MAX_SENTENCE_CHARS,
        context: ContextEngine | None = None,
        lazy: bool = True,
    ) -> None:
        if max_sentence_chars < MIN_SENTENCE_CHARS:
            raise ValueError(
                f"max_sentence_chars must be at least {MIN_SENTENCE_CHARS}, "
                f"not {max_sentence_chars}"
            )
        self.rules = tuple(rules)
        self.prefilter = prefilter
        self.max_sentence_chars = max_sentence_chars
        self.context = context or default_engine()
        self.lazy = lazy
        self.analyse = SentenceCache(self._analyse, cache_size, max_sentence_chars)

    def _analyse(
        self, text: str, labels: tuple[Label, ...] = (), nearby: Neighbours = NO_NEIGHBOURS
    ) -> SentenceAnalysis:
        if cells := structure.csv_row_cells(text, len(labels)):
            claims = _read_cells(text, cells, prefilter=self.prefilter)
        elif len(text) <= self.max_sentence_chars:
            claims = read_claims(text, prefilter=self.prefilter)
        else:
            claims = read_claims_in_windows(text, self.max_sentence_chars, prefilter=self.prefilter)
        if not claims:
            return SentenceAnalysis((), ())  # every rule judges claims: nothing to judge
        claims = with_header_units(claims, labels, text)
        context: Sequence[frozenset[str]]
        if self.lazy:
            # Computed only if a rule asks a claim's roles: most claims break no bound.
            context = LazyContext(self.context, text, claims, labels, nearby)
            rules = [(rule, severity) for rule, severity in self.rules if rule.could_fire(claims)]
        else:
            context = self.context.modifiers(text, claims, labels, nearby)
            rules = list(self.rules)
        sentence = Sentence(text, claims, labels, context)
        violations = tuple(
            _place(rule.id, severity, finding)
            for rule, severity in rules
            for finding in rule(sentence)
            # "... so 400 000 km/s is impossible" explains a limit: it claims nothing.
            if rule.judges(sentence, finding)
        )
        return SentenceAnalysis(sentence.claims, violations, context)

    def judge_passage(
        self,
        text: str,
        units: Sequence[tuple[int, SentenceAnalysis]],
        *,
        labels: tuple[Label, ...] = (),
        enumeration: bool = False,
    ) -> list[tuple[int, Violation]]:
        """Violations whose claims stand in different units of one passage.

        A worked answer states a fall's height in one step and its time in another, an
        engine's temperatures and its efficiency in separate bullets. The rules judge the
        passage's claims together, each claim with the context its own unit gave it; a
        finding is kept only if its claims come from two units or more (what one unit
        shows, that unit already reported). Claims a unit denies or reports take no
        part; a supposition's premise does, as in one sentence. ``units`` are (offset
        into ``text``, analysis); each violation comes with the index of the unit of its
        last claim.
        ``enumeration``: the units are the items of one list ("- Stocks: 70 %"); ``labels``
        (offsets into ``text``): what its table's column headers say of its cells.
        A passage none of whose rules could fire on all of its claims
        (:meth:`Rule.could_fire`), or in whose units the roles a rule needs
        (``passage_roles``) stand nowhere, is skipped before the units' context is read.
        """
        every_claim = [claim for _, unit in units for claim in unit.claims]
        rules = [
            (rule, severity)
            for rule, severity in self.rules
            if rule.reads_passages
            and (
                not self.lazy
                or (rule.could_fire(every_claim) and _could_play_in(rule.passage_roles, units))
            )
        ]
        if not rules:
            return []  # nothing could fire on these claims, nor on any of them
        by_premises: dict[frozenset[str], list[tuple[Rule, str]]] = defaultdict(list)
        for rule, severity in rules:
            by_premises[rule.premises].append((rule, severity))
        found = []
        for premises, judging in by_premises.items():
            # what a line denies (or reports, but for a premise) pairs with no other
            passage = _passage(text, units, _ASSERTION - premises, labels, enumeration)
            if passage is None:
                continue
            sentence, owner = passage
            for rule, severity in judging:
                for finding in rule(sentence):
                    where = {owner[c] for c in finding.claims if c in owner}
                    if len(where) > 1 and rule.judges(sentence, finding):
                        found.append((max(where), _place(rule.id, severity, finding)))
        return found


def _passage(
    text: str,
    units: Sequence[tuple[int, SentenceAnalysis]],
    unasserted: frozenset[str],
    labels: tuple[Label, ...],
    enumeration: bool,
) -> tuple[Sentence, dict[Claim, int]] | None:
    """The passage's units as one Sentence, without the claims in ``unasserted``
    categories, with the unit that holds each claim; ``None`` if they stand in one unit."""
    owner: dict[Claim, int] = {}
    context: list[frozenset[str]] = []
    for index, (offset, unit) in enumerate(units):
        for claim, categories in zip(unit.claims, unit.context, strict=True):
            if categories.isdisjoint(unasserted):
                owner[claim.shifted(offset)] = index
                context.append(categories)
    if len(set(owner.values())) < 2:
        return None
    starts = tuple(offset for offset, _ in units[1:])
    return Sentence(text, tuple(owner), labels, tuple(context), starts, enumeration), owner


class SentenceCache:
    """An LRU cache of analysed sentences that keeps only sentences of bounded length.

    A sentence longer than ``max_chars`` (up to megabytes of unpunctuated text) is
    analysed every time rather than kept: such sentences are seldom repeated, and
    keeping them would let the cache hold ``size`` of them. Its memory is thus bounded
    by ``size * max_chars`` characters plus their claims, whatever the documents.
    """

    def __init__(
        self,
        analyse: Callable[[str, tuple[Label, ...], Neighbours], SentenceAnalysis],
        size: int,
        max_chars: int,
    ) -> None:
        self._analyse = analyse
        self._cached = lru_cache(maxsize=size)(analyse)
        self._max_chars = max_chars
        self.cache_clear = self._cached.cache_clear
        self.cache_info = self._cached.cache_info

    def __reduce__(self) -> tuple[type[SentenceCache], tuple[Any, ...]]:
        # lru_cache wrappers do not pickle; a copy (a spawned worker's) starts empty.
        size = self._cached.cache_parameters()["maxsize"]
        return SentenceCache, (self._analyse, size, self._max_chars)

    def __call__(
        self, text: str, labels: tuple[Label, ...] = (), nearby: Neighbours = NO_NEIGHBOURS
    ) -> SentenceAnalysis:
        if len(text) > self._max_chars:
            return self._analyse(text, labels, nearby)
        return self._cached(text, labels, nearby)


# What the text says of a figure where it names it again holds wherever the figure stands:
# "0.80c + 0.60c = 1.40c" … "the naive Galilean sum, 1.40c, would exceed the speed of
# light". Only a denial: a difference is often reused as a level ("mass = 182.4 g − 195.0 g
# = −12.6 g" … "volume = −12.6 g / 0.79 g/mL"), a closing rate of 1.6c carries no signal
# where a crew's "1.6c" is claimed as a ship's speed, and a supposition or a report may
# restate an assertion.
RESTATED_EXCUSES = frozenset({"DENIED"})


def excused_elsewhere(
    violations: list[Violation], units: Sequence[tuple[int, SentenceAnalysis]], text: str = ""
) -> list[Violation]:
    """``violations`` without those that rest on a figure (value and unit) which the
    document denies where it states it again (:data:`RESTATED_EXCUSES`), with its unit or
    as a bare number ("the 110 figure was a rendering error"): an inventor's "65 %" that a
    later step calls impossible is no efficiency the answer claims, whatever reservoirs it
    is paired with. A unit that also states the figure, with its unit and asserted, denies
    only a way of writing it ("8.5 m/s, not 8.500 m/s"). A negative figure that a later unit
    reads as a change ("… = −0.84 g" under "What you calculated is the change in mass") is
    denied there. The last word is the text's: a figure that a rule judges again after the
    last denial, in a line that vouches for it ("Final answer in the report: … a mass of
    −0.4 mg", :func:`structure.reasserts`), stands, in every unit that states it. A reply
    that quotes the figure ("> so a 173 % chance") and questions it contests it too
    (:func:`_contested_in_a_reply`), and so does the reply right under a post when it opens
    by turning the post down ("No chance.", :func:`structure.rejected_by_the_reply`). A
    finding's total (Finding.total) is one of its figures: shares whose sum the text
    denies ("You can't spend 110 % of what comes in") are no parts it claims. ``units``:
    (offset, analysis) of the document's units, ``text`` the document's; violations and
    offsets are the document's."""
    # (a number that cannot be read has no value to state again: "1.4.2 s" is no "1")
    figures = {(c.value, c.unit) for v in violations for c in v.at_fault if c.readable}
    # the sum a finding adds up is a figure too: "40 + 30 + 20 + 20 is 110" / "You can't
    # spend 110 % of what comes in"
    totals = {id(v): (v.total, v.at_fault[0].unit) for v in violations if _has_total(v)}
    figures |= set(totals.values())
    if not figures:
        return violations
    # the SI value of each figure: "4.19 × 10⁸ m/s" told again as "about 1.4 times the speed
    # of light" (within rounding) is the same figure in another unit
    si_values = {(c.value, c.unit): (c.kind, c.si_value) for v in violations for c in v.at_fault}
    for v in violations:
        if id(v) in totals:
            parts = [c.si_value for c in v.at_fault]
            si_total = None if None in parts else math.fsum(p for p in parts if p is not None)
            si_values.setdefault(totals[id(v)], (v.at_fault[0].kind, si_total))
    excused: dict[tuple[float, str], set[int]] = defaultdict(set)  # where it is denied
    stated: dict[tuple[float, str], set[int]] = defaultdict(set)  # where a rule judged it
    reread: dict[tuple[float, str], set[int]] = defaultdict(set)  # where told as a change
    for violation in violations:
        for claim in violation.at_fault:
            stated[(claim.value, claim.unit)].add(claim.start_char)
    for offset, unit in units:
        denied: dict[tuple[float, str], list[int]] = defaultdict(list)
        asserted: set[tuple[float, str]] = set()
        for index, claim in enumerate(unit.claims):
            # a bare number names every figure of its value ("the 110 figure was a
            # rendering error"), and rounded: "8/6" is the "1.33" a later step denies
            named = (
                [
                    f
                    for f in figures
                    if _restates(claim, f[0])
                    # (and a percentage as the fraction it is: "8/6" for "133 %")
                    or (f[1] == "percentage" and _restates(claim, f[0] / 100))
                ]
                if claim.kind == "NUMBER"
                else []
            )
            restated = named or [
                f
                for f in figures
                if (f[1] == claim.unit and _restates(claim, f[0]))
                # "η ≈ 1.40 → 140 %" / "that gives 140 %, which is impossible"
                or (
                    claim.kind == "PERCENT"
                    and f[1] == "dimensionless"
                    and _restates(claim, f[0] * 100)
                )
                or _converts(claim, *si_values[f])
            ]
            # the figures first: a unit's context is computed only for a claim that restates
            # one (most units of a Doc with a violation name none, and need no context)
            if not restated:
                continue
            context = unit.context[index]
            if "OPERAND" in context:
                # "8/6 = 1.25." / "Wait, that's not right": a denied step is wrong in its
                # result, not in what it starts from
                continue
            at = offset + claim.start_char
            for figure in restated:
                if (
                    # (someone else's question, quoted, is no denial of the text's: 'Reader
                    # question: "Isn't 150% impossible?"')
                    not context.isdisjoint(RESTATED_EXCUSES)
                    and not {"REPORTED", "HYPOTHETICAL"} <= context
                ) or _contested_in_a_reply(text, at, context):
                    denied[figure].append(at)
                elif "CHANGE" in context and claim.value < 0 and not named:
                    # "I got a mass of −0.84 g" / "What you calculated is the change in
                    # mass: … = −0.84 g": a negative figure told again as a change
                    reread[figure].add(at)
                elif not named and context.isdisjoint(ASSERTION_CATEGORIES):
                    # with its unit, not as a bare number ("a factor of two")
                    asserted.add(figure)
        # a unit that states the figure too denies only a way of writing it ("Significant
        # figures: 8.5 m/s, not 8.500 m/s")
        for figure, starts in denied.items():
            if figure not in asserted:
                excused[figure].update(starts)

    def stands(figure: tuple[float, str], start_char: int) -> bool:
        # (a change before it is what the text then calls a mass: "Δm = −1.5 kg. So the
        # tank holds −1.5 kg")
        later_changes = {start for start in reread[figure] if start > start_char}
        last_denied = max((excused[figure] - {start_char}) | later_changes, default=None)
        # the last word is the text's: a figure stated again after its last denial, and
        # vouched for there, stands
        return last_denied is None or any(
            start > last_denied and structure.reasserts(text, start) for start in stated[figure]
        )

    return [
        v
        for v in violations
        if all(stands((c.value, c.unit), c.start_char) for c in v.at_fault)
        and (id(v) not in totals or stands(totals[id(v)], -1))
        and not structure.rejected_by_the_reply(text, [c.start_char for c in v.at_fault])
    ]


def _has_total(violation: Violation) -> bool:
    """Whether ``violation`` adds up a figure (Finding.total) from readable claims."""
    return (
        violation.total is not None
        and bool(violation.at_fault)
        and all(c.readable for c in violation.at_fault)
    )


def _contested_in_a_reply(text: str, at: int, context: frozenset[str]) -> bool:
    """Whether the figure at ``at`` stands in a quoted line ("> P = λt = 1.73, so a 173 %
    chance") that the reply under it questions: in a thread, a figure quoted back to its
    writer is most often one being corrected ("Both parts break for the same reason: …",
    "Look at that number again."), unless the reply opens with thanks or praise ("That's
    incredible progress.") or accepts it (ENDORSED)."""
    if "REPORTED" not in context or "ENDORSED" in context:
        return False
    line_start = text.rfind("\n", 0, at) + 1
    if not structure.QUOTE_LINE.match(text, line_start):
        return False
    line_end = text.find("\n", at)
    # a figure quoted in a question is answered, not corrected: "> … the splash after 3
    # seconds, how deep is it?" (not "> … it once hit −500 °F. Is that even possible?")
    sentence_end = _SENTENCE_END.search(text, at, line_end if line_end >= 0 else len(text))
    if sentence_end is not None and sentence_end.group() == "?":
        return False
    # the reply: the first line after the quote that is neither quoted nor blank, past
    # its writer's name ("**u/auroraChaser_MN** (OP): That's wild, thank you.")
    # ("On Wed, 5 Jun, Raj Dholakia wrote:" under it opens the next message: none answers it)
    reply = _REPLY_LINE.search(text, line_end + 1) if line_end >= 0 else None
    if reply is None or _ATTRIBUTION.match(reply.group()):
        return False
    paragraph_end = _BLANK_LINE.search(text, reply.start())
    paragraph = text[reply.start() : paragraph_end.start() if paragraph_end else len(text)]
    return structure.questions_it(paragraph) and not structure.thanks_without_doubt(paragraph)


_REPLY_LINE = re.compile(r"^(?![ \t]*>)[ \t]*\S.*$", re.MULTILINE)
_ATTRIBUTION = re.compile(structure.ATTRIBUTION)
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")


# "… which would give v ≈ 8.4 × 10⁸ m/s." / "That is nearly three times the speed of
# light, …": a unit that opens by pointing back puts the figure before it in other terms.
_RESTATED_WITHIN = 0.2


def restated_from_before(
    violations: list[Violation], text: str, units: Sequence[tuple[int, SentenceAnalysis]]
) -> list[Violation]:
    """``violations`` without those that rest on one figure which restates a figure of its
    kind said before it: one the text does not assert (denied, supposed or reported),
    restated within :data:`_RESTATED_WITHIN` in the next unit, which opens with
    "That"/"This"/"It" (the restatement is no more asserted than the figure); or a change
    told as a size, restated signed in its unit or the next ("lost 4.5 lbs this week! The
    tracker logs it as −4.5 lb", "down 4.2 kg (so −4.2 kg on the tracker)": the loss, not
    a weight), or a signed change given again (:func:`_restates_a_change`). ``units`` as
    for :func:`excused_elsewhere`."""
    starts = [offset for offset, _ in units]
    kept = []
    for violation in violations:
        if len(violation.claims) != 1 or violation.claims[0].si_value is None:
            kept.append(violation)
            continue
        (claim,) = violation.claims
        index = bisect.bisect_right(starts, claim.start_char) - 1
        before = _said_before(units, index, claim)
        anaphor = index > 0 and (
            structure.OPENING_ANAPHOR.match(text, starts[index], claim.start_char)
            or _REASON_POINTS_BACK.search(text, starts[index], claim.start_char)
        )
        # (not where the unit takes it as it stands: "That's the right calculation: the
        # ticket price fell by 150%")
        restated = (
            anaphor
            and not structure.takes_as_it_stands(text[starts[index] : claim.start_char])
            and any(
                math.isclose(figure.si_value, claim.si_value, rel_tol=_RESTATED_WITHIN)
                and not context.isdisjoint(_ASSERTION)
                for figure, context, in_unit_before in before
                if in_unit_before
            )
        )
        # … or in its own unit, after a clause break that points back: "can't have been
        # doing 2.5 × 10^9 m/s; that's about eight times the speed of light"
        restated = restated or (
            _CLAUSE_POINTS_BACK.search(text, starts[index], claim.start_char) is not None
            and any(
                math.isclose(figure.si_value, claim.si_value, rel_tol=_RESTATED_WITHIN)
                and not context.isdisjoint(_ASSERTION)
                for figure, context, in_unit_before in before
                if not in_unit_before
            )
        )
        # (not where the figure is named a mass, a level: "the mass defect is about 0.03 u"
        # / "… the nucleus ends up with a mass of about −0.03 u")
        named_a_level = _NAMED_A_LEVEL.search(
            text, max(0, claim.start_char - 40), claim.start_char
        )
        signed = not named_a_level and any(
            "CHANGE" in context
            and claim.si_value < 0 < figure.si_value
            and math.isclose(figure.si_value, -claim.si_value, rel_tol=_SIGNED_WITHIN)
            for figure, context, _ in before
        )
        if not (restated or signed or _restates_a_change(text, units, index, claim)):
            kept.append(violation)
    return kept


def _restates_a_change(
    text: str, units: Sequence[tuple[int, SentenceAnalysis]], index: int, claim: Claim
) -> bool:
    """Whether ``claim`` gives again, with its sign, a change the document told before: in
    a summary of answers ("Summary: … (d) −1.5 × 10⁻¹² kg" after "the iodine mass changes
    by … = −1.5 × 10⁻¹² kg"), to its rounding; anywhere, as written ("- Total change in mass
    over fermentation: -0.79 kg" … "so -0.79 kg looks plausible"). The figure is that
    change."""
    summary = structure.SUMMARY_LABEL.match(text, units[index][0]) is not None
    # "That −1.80 g is water": the figure itself, pointed at, whatever it was worked out as
    pointed_at = _POINTED_AT.search(text, max(0, claim.start_char - 8), claim.start_char)
    return any(
        "CHANGE" in context
        # (not a size worked out from a change, "λ = hc/ΔE = … = −656 nm", nor a difference
        # a computation came to, which the text may then state as a quantity: "12.0 kg −
        # 13.75 kg = −1.75 kg. So … the tank still holds −1.75 kg")
        and (summary or not context & ({"SIZE"} if pointed_at else {"SIZE", "RESULT"}))
        and figure.kind == claim.kind
        and figure.si_value is not None
        and (
            math.isclose(figure.si_value, claim.si_value, rel_tol=_SIGNED_WITHIN)
            if summary
            else figure.si_value == claim.si_value < 0 and figure.text == claim.text
        )
        for _, unit in units[:index]
        for figure, context in zip(unit.claims, unit.context, strict=True)
    )


# A figure pointed at as a thing: "That −1.80 g is water", "these −3 kg".
_POINTED_AT = re.compile(r"\b(?:that|this|these|those|the)\s+$", re.IGNORECASE)
# What points back at a figure told before: "that's", "this is", "it would be".
_POINTS_BACK = r"(?:that|this|it)(?:['’]s|\s+is|\s+was|\s+would\s+be)\b"
# A reason that points back at the figure before: "Mark them I will, because that's almost
# seven times the speed of light."
_REASON_POINTS_BACK = re.compile(r"\b(?:because|since|as)\s+" + _POINTS_BACK, re.IGNORECASE)
# A clause that opens by pointing back at the one before: "…; that's about eight times …".
_CLAUSE_POINTS_BACK = re.compile(r"[;:—–]\s*" + _POINTS_BACK, re.IGNORECASE)


def _said_before(
    units: Sequence[tuple[int, SentenceAnalysis]], index: int, claim: Claim
) -> list[tuple[Claim, frozenset[str], bool]]:
    """The figures of ``claim``'s kind in the unit before ``units[index]`` and before it in
    its own unit, each with its context and whether it stands in the unit before."""
    said = []
    for at in (index - 1, index):
        if at < 0:
            continue
        offset, unit = units[at]
        said += [
            (c, context, at < index)
            for c, context in zip(unit.claims, unit.context, strict=True)
            if c.kind == claim.kind
            and c.si_value is not None
            and (at < index or c.end_char + offset <= claim.start_char)
        ]
    return said


# A figure named the level of a quantity: "a mass of about", "weighs".
_NAMED_A_LEVEL = re.compile(
    r"\b(?:(?:a|its|the)\s+(?:mass|weight)\s+of|weighs|weighed)\s+(?:about\s+|roughly\s+"
    r"|around\s+|only\s+|just\s+|~\s*)?$",
    re.IGNORECASE,
)
# A change restated with its sign: the same figure, to its rounding.
_SIGNED_WITHIN = 0.01


def _converts(claim: Claim, kind: str, si_value: float | None) -> bool:
    """Whether ``claim`` states a figure of ``kind`` and SI value ``si_value`` in another
    unit, rounded ("about 1.4 times the speed of light" for 4.19 × 10⁸ m/s)."""
    return (
        claim.kind == kind
        and claim.si_value is not None
        and bool(si_value)
        and abs(claim.si_value - si_value) <= _CONVERSION_ROUNDING * abs(si_value)
    )


# How far a figure converted into another unit may stray from the original by rounding.
_CONVERSION_ROUNDING = 0.01


def _restates(claim: Claim, value: float) -> bool:
    """Whether ``claim`` states ``value``, as it is or rounded to the two or more decimals
    either is written with ("1.33" for 8/6, and 8/6 for "1.33"; not "1.0", a bound, for
    1.04)."""
    if claim.value == value:
        return True
    written = _DECIMALS.search(claim.text)
    if written is not None and round(value, len(written.group(1))) == claim.value:
        return True
    places = _DECIMALS.search(repr(value))
    return places is not None and round(claim.value, len(places.group(1))) == value


# Two or more decimals of a number: "1.33".
_DECIMALS = re.compile(r"\d\.(\d{2,})")


def _could_play_in(
    roles: frozenset[str] | None, units: Sequence[tuple[int, SentenceAnalysis]]
) -> bool:
    """Whether some claim of ``units`` could play one of ``roles`` (``None``: any role);
    a unit's context is not computed for it (:meth:`LazyContext.could_hold`). The claims
    a passage asserts are some of its units' claims, with their units' context."""
    if roles is None:
        return True
    for _, unit in units:
        could_hold = getattr(unit.context, "could_hold", None)  # a LazyContext's
        if could_hold is not None:
            if could_hold(roles):
                return True
        elif any(not roles.isdisjoint(found) for found in unit.context):
            return True
    return False


def _place(rule_id: str, severity: str, finding: Finding) -> Violation:
    start = finding.start_char
    end = finding.end_char
    if start is None:
        start = min((c.start_char for c in finding.claims), default=0)
    if end is None:
        end = max((c.end_char for c in finding.claims), default=start)
    return Violation(
        rule=rule_id,
        severity=severity,
        message=finding.message,
        start_char=start,
        end_char=end,
        sent_index=0,
        claims=finding.claims,
        rules_version=RULES_VERSION,
        given=finding.given,
        total=finding.total,
    )
