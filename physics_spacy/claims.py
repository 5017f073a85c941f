"""Plain-data records that flow between the stages: claims, sentences, findings, violations.

Everything here is a frozen dataclass of floats, ints and strings, so records can be
cached, compared and turned into msgpack-safe dicts for storage on a ``Doc``.
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, NamedTuple

SEVERITIES = ("PASS", "WARN", "FAIL")
_RANK = {name: rank for rank, name in enumerate(SEVERITIES)}


def severity_rank(severity: str) -> int:
    """Order of a severity: PASS < WARN < FAIL."""
    return _RANK[severity]


# A stretch of text, as start and end character offsets.
Span = tuple[int, int]


def worst_severity(severities: Any) -> str:
    """The worst of several severities; PASS when there are none."""
    return max(severities, key=severity_rank, default="PASS")


# A number as digits: "2.00", "1,200", "45".
_WRITTEN_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


@dataclass(frozen=True)
class Claim:
    """One numeric claim: a number with its unit, as it stands in the text.

    Offsets are character offsets into the text that was analysed (a sentence while
    the stages run, the whole Doc once the component has placed it).
    ``low``/``high`` (and their SI readings) are set for ranges ("0-300 °C"); ``value``
    is then the midpoint. ``si_value`` is ``None`` when the unit has no SI reading.
    ``problem`` says why the number cannot be used ("the number '1.2.3' cannot be read").
    """

    value: float
    unit: str
    si_value: float | None
    si_unit: str | None
    kind: str
    text: str
    start_char: int
    end_char: int
    low: float | None = None
    high: float | None = None
    si_low: float | None = None
    si_high: float | None = None
    problem: str | None = None

    @property
    def is_range(self) -> bool:
        return self.low is not None

    @property
    def si_bounds(self) -> tuple[float, float] | None:
        """Lowest and highest SI value the claim states (its ends, for a range)."""
        if self.si_value is None:
            return None
        if self.si_low is None or self.si_high is None:
            return self.si_value, self.si_value
        return min(self.si_low, self.si_high), max(self.si_low, self.si_high)

    @property
    def in_digits(self) -> bool:
        """Whether the number is written with digits ("1.3") or digit by digit ("one point
        three"), not as a word ("two")."""
        return any(char.isdigit() for char in self.text) or " point " in self.text.lower()

    @property
    def digits(self) -> str | None:
        """The number as written in digits, without thousands commas ("2.00 m": "2.00",
        "1,200 kg": "1200"); None for a number in words."""
        written = _WRITTEN_NUMBER.search(self.text)
        return written.group().replace(",", "") if written else None

    @property
    def readable(self) -> bool:
        """Whether the number can be used by a rule: parsed, finite and not flagged."""
        return self.problem is None and math.isfinite(self.value)

    def shifted(self, offset: int) -> Claim:
        # The fields copied straight into a new instance: the frozen __init__ (one
        # object.__setattr__ a field) and dataclasses.replace cost several times as much,
        # and every claim of a Doc is shifted once or twice. Claim has no __post_init__.
        moved = object.__new__(Claim)
        fields = moved.__dict__
        fields.update(self.__dict__)
        fields["start_char"] += offset
        fields["end_char"] += offset
        return moved

    def to_dict(self) -> dict[str, Any]:
        return {
            "value": _plain_float(self.value),
            "unit": self.unit,
            "si_value": _plain_float(self.si_value),
            "si_unit": self.si_unit,
            "kind": self.kind,
            "text": self.text,
            "start_char": self.start_char,
            "end_char": self.end_char,
            "low": _plain_float(self.low),
            "high": _plain_float(self.high),
            "si_low": _plain_float(self.si_low),
            "si_high": _plain_float(self.si_high),
            "problem": self.problem,
        }


@dataclass(frozen=True)
class Label:
    """Text that governs a stretch of a sentence: a table column's header, the line that
    introduces a list. ``start``/``end`` are offsets into the sentence. ``prose``: a bold
    label over a line of prose ("**Common mistake:** forgetting to divide by 3,600. That
    gives …"), which says whether the line is asserted, not what its values are."""

    start: int
    end: int
    text: str
    prose: bool = False


class Neighbours(NamedTuple):
    """The text of the units just before and just after a unit in its paragraph ("" at a
    paragraph's edge): where an answer explains, denies or introduces the line beside it.
    ``document``: the categories a statement elsewhere in the document gives every claim
    of their kinds ("Respondents could tick every reason, so the percentages add up to
    more than 100 %": the shares of the table below may overlap). ``question``: for a
    final answer ("**Answer:** about 3.6 s"), the problem it answers ("how long does it
    take to hit the water?"), whose asked-for roles its values play. ``onward``: the
    next five units, past paragraph breaks but not past a heading: where a later line
    names this one's figures ("We have withdrawn that edition." / "…, so the figure was
    never physically possible"). ``backdrop``: the units before ``before`` in its
    paragraph, nearest first, up to the first with a figure: where a release a unit goes
    on with may be told ("Declan knocked a stone off the ledge." / "We all listened." /
    "It hit the floor after 2.1 seconds"). ``first_said``: the nearest unit before with a
    figure, past units of none and past a paragraph break: where a figure said again
    was first said ("Student: I got a probability of −0.05." / "Tutor: That's fine." /
    "Just report P = −0.05")."""

    before: str = ""
    after: str = ""
    document: frozenset[str] = frozenset()
    question: str = ""
    onward: tuple[str, ...] = ()
    backdrop: tuple[str, ...] = ()
    first_said: str = ""


NO_NEIGHBOURS = Neighbours()


@dataclass(frozen=True)
class Sentence:
    """The input of a rule: one sentence's text, the claims read from it, and their context.

    Claim offsets are relative to ``text``. ``labels`` are the headers that govern parts
    of it (a table row's column headers). A passage of several units (the steps of a
    worked answer) is judged as one Sentence too; ``unit_starts`` are then the offsets
    where its units after the first begin, and ``enumeration`` says whether they are the
    items of one list. ``context`` holds the categories that modify
    each claim, in the order of ``claims``: as the context stage computed them, or as it
    computes them when a rule first asks (the analyser passes a
    :class:`~physics_spacy.context.LazyContext`); a Sentence built without it (a test, a
    rule of one's own) computes it with the built-in trigger terms on first use.
    """

    text: str
    claims: tuple[Claim, ...] = ()
    labels: tuple[Label, ...] = ()
    context: Sequence[frozenset[str]] | None = None
    unit_starts: tuple[int, ...] = ()
    enumeration: bool = False

    def modifiers(self, claim: Claim) -> frozenset[str]:
        """The context categories of a claim: assertion status ("DENIED", "HYPOTHETICAL",
        "REPORTED") and roles ("CHANGE", "PROBABILITY", "FALL", ...); see docs/context.md."""
        return self._modifiers.get(claim, frozenset())

    @cached_property
    def _modifiers(self) -> dict[Claim, frozenset[str]]:
        context = self.context
        if context is None:
            # Imported here: the context stage reads claims, so claims cannot import it first.
            from .context.engine import default_engine

            context = default_engine().modifiers(self.text, self.claims, self.labels)
        return dict(zip(self.claims, context, strict=True))

    def could_play(self, *roles: str) -> bool:
        """False only where no claim of the sentence plays any of ``roles``: a test that
        computes no context not computed yet (a :class:`~physics_spacy.context.LazyContext`
        looks for the trigger terms of those roles alone). True for a Sentence built
        without a context, whose context is computed when a claim's roles are asked."""
        context = self.context
        could_hold = getattr(context, "could_hold", None)
        if could_hold is not None:
            return bool(could_hold(roles))
        if context is None:
            return True
        wanted = frozenset(roles)
        return any(not wanted.isdisjoint(found) for found in context)

    def before(self, claim: Claim, chars: int = 60) -> str:
        """Lower-cased text just before a claim: where cue words like "probability of" sit."""
        return self.text[max(0, claim.start_char - chars) : claim.start_char].lower()

    def after(self, claim: Claim, chars: int = 40) -> str:
        """Lower-cased text just after a claim: where cue words like "efficient" sit."""
        return self.text[claim.end_char : claim.end_char + chars].lower()

    def gap_around(self, claim: Claim) -> tuple[int, int]:
        """The end of the claim before ``claim`` and the start of the one after it.

        The text's ends stand in where there is none. Binary search over the claims'
        offsets, so that judging every claim of a sentence stays ``n log n``.
        """
        before = bisect.bisect_right(self._ends, claim.start_char)
        after = bisect.bisect_left(self._starts, claim.end_char)
        return (
            self._ends[before - 1] if before else 0,
            self._starts[after] if after < len(self._starts) else len(self.text),
        )

    @cached_property
    def _starts(self) -> list[int]:
        return sorted(c.start_char for c in self.claims)

    @cached_property
    def _ends(self) -> list[int]:
        return sorted(c.end_char for c in self.claims)

    def unit_of(self, claim: Claim) -> int:
        """The index of the unit (sentence, list item, table row) a claim stands in."""
        return bisect.bisect_right(self.unit_starts, claim.start_char)

    def same_unit(self, *claims: Claim) -> bool:
        """Whether ``claims`` stand in one unit."""
        return len({self.unit_of(c) for c in claims}) == 1

    def unit_start(self, unit: int) -> int:
        """Where the unit with index ``unit`` (see :meth:`unit_of`) starts in the text."""
        return self.unit_starts[unit - 1] if unit else 0

    def unit_text(self, unit: int) -> str:
        """The text of the unit with index ``unit`` (see :meth:`unit_of`)."""
        starts = (0, *self.unit_starts, len(self.text))
        return self.text[starts[unit] : starts[unit + 1]]

    def is_table_row(self, unit: int) -> bool:
        """Whether the unit with index ``unit`` is a row of a markdown table."""
        return self.unit_text(unit).lstrip().startswith("|")

    def of_kind(self, *kinds: str) -> list[Claim]:
        """The readable claims of the given kinds that have an SI value, in text order."""
        return of_kind(self.claims, *kinds)


def of_kind(claims: Iterable[Claim], *kinds: str) -> list[Claim]:
    """The readable claims of the given kinds that have an SI value, in their order."""
    return [c for c in claims if c.kind in kinds and c.readable and c.si_value is not None]


@dataclass(frozen=True)
class Finding:
    """What a rule reports: a human message and the claims it rests on.

    The span shown for it runs from the first to the last of its claims unless
    ``start_char``/``end_char`` (sentence-relative) say otherwise. ``given``: those of its
    claims it takes as conditions, not as the figure at fault (a fall's height, an
    engine's reservoirs): the text denying one of them elsewhere does not excuse it.
    ``total``: the figure the finding adds up from its claims, in their unit (the sum of
    shares of one whole): the text denying it where it states it ("You can't spend 110 %
    of what comes in") excuses the finding as a denial of one of its claims would.
    """

    message: str
    claims: tuple[Claim, ...]
    start_char: int | None = None
    end_char: int | None = None
    given: tuple[Claim, ...] = ()
    total: float | None = None


@dataclass(frozen=True)
class Violation:
    """A finding placed in a document: rule id, severity, span and the sentence it sits in."""

    rule: str
    severity: str
    message: str
    start_char: int
    end_char: int
    sent_index: int
    claims: tuple[Claim, ...] = field(default=())
    rules_version: int = 1
    given: tuple[Claim, ...] = field(default=())  # as Finding.given
    total: float | None = None  # as Finding.total

    @property
    def at_fault(self) -> tuple[Claim, ...]:
        """The claims whose figures break the rule: its claims but the given ones."""
        return tuple(c for c in self.claims if c not in self.given)

    def shifted(self, offset: int, sent_index: int) -> Violation:
        return replace(
            self,
            start_char=self.start_char + offset,
            end_char=self.end_char + offset,
            sent_index=sent_index,
            claims=tuple(c.shifted(offset) for c in self.claims),
            given=tuple(c.shifted(offset) for c in self.given),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "severity": self.severity,
            "message": self.message,
            "start_char": self.start_char,
            "end_char": self.end_char,
            "sent_index": self.sent_index,
            "claims": [c.to_dict() for c in self.claims],
            "rules_version": self.rules_version,
        }


def _plain_float(x: float | None) -> float | str | None:
    """msgpack and JSON both keep finite floats; non-finite ones are stored as text."""
    if x is None or math.isfinite(x):
        return x
    return repr(x)
