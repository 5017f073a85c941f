"""One sentence through the stages, as plain data in and out.

    text ─► candidate filter ─► text fixes ─► quantulum3 ─► repairs ─► claims ─► rules

Everything here is sentence-relative; the component places the results in the Doc.

quantulum3's cost is super-linear in the length of what it reads, so a sentence longer
than ``max_sentence_chars`` is read in overlapping windows (:func:`windows`); the rules
still judge the whole sentence once, on the claims of all its windows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from . import cues, extract, normalise
from .claims import Claim, Finding, Sentence, Violation
from .rules import RULES_VERSION, Rule

# Sentences up to this length are read whole; longer ones in overlapping windows of at
# most this length. quantulum3's cost per character grows with the length of its input
# (its unit disambiguation searches the whole input once per quantity: 4 µs/char on
# 150-character pieces, 12 on 1 000, 30 on 3 000); with the overlap re-read, windows of
# 600 to 1 000 characters cost the least per character of a long sentence.
DEFAULT_MAX_SENTENCE_CHARS = 1000
# Windows overlap by at least this much: a claim and the words around it that quantulum3
# and the repairs look at ("minus", "Mach", "between ... and", "kilometres per hour")
# fit in half of it, so every claim lies whole, with its context, in the window that
# keeps it.
WINDOW_OVERLAP_CHARS = 150
# The smallest window that still advances by at least one overlap per step.
MIN_SENTENCE_CHARS = 3 * WINDOW_OVERLAP_CHARS

# Cheap test for text that can hold a claim: a digit, a spelled-out number, or an
# ellipsis standing where a number should be. Sentences without any skip quantulum3.
_DIGITISH = re.compile(r"[\d⁰¹²³⁴⁵⁶⁷⁸⁹½¼¾⅓⅔]|\.\.\.|…")


def may_hold_claim(text: str) -> bool:
    """Whether quantulum3 could find a claim a rule can use in ``text``.

    The repairs keep a quantity only if its text holds a digit (``str.isdigit``) or a
    number word (:data:`cues.NUMBER_WORD`), or an unreadable number ("1.2.3", "...").
    A sentence with none of these cannot yield a claim, so skipping quantulum3 on it
    changes nothing. "minus", "negative" and unit words on their own are not enough:
    they only make a claim together with a number. The last test catches the rare
    digits ``\\d`` misses (subscripts, circled digits), which ``isdigit`` counts.
    """
    return bool(
        _DIGITISH.search(text)
        or cues.NUMBER_WORD.search(text)
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
    return tuple(normalise.repair(rewrite, extract.quantities(rewrite.text)))


@dataclass(frozen=True)
class Window:
    """A stretch of a long sentence read on its own, and the claims it keeps.

    quantulum3 reads ``[start, end)``; a claim found there is kept if it starts in
    ``[keep_start, keep_end)``. The keep ranges of consecutive windows meet in the middle
    of their overlap and together cover the sentence, so each claim is kept exactly once,
    by the window that sees it with at least half an overlap of context on either side.
    """

    start: int
    end: int
    keep_start: int
    keep_end: int


def windows(
    text: str, size: int = DEFAULT_MAX_SENTENCE_CHARS, overlap: int = WINDOW_OVERLAP_CHARS
) -> list[Window]:
    """Overlapping windows of at most ``size`` characters (more only to hold a number of
    hundreds of digits whole) that cover ``text``.

    Windows end and start at whitespace where there is some near the ideal cut (within
    half an overlap), so that no word is cut; text without whitespace is cut anywhere but
    inside a number (see :func:`_past_number`). Consecutive windows overlap by
    ``overlap`` to ``1.5 * overlap`` characters, and each window advances by at least
    ``size - 2 * overlap``: the number of windows, and so the cost, grows linearly with
    the length of the text.
    """
    if size < 3 * overlap:
        raise ValueError(f"a window of {size} characters cannot overlap by {overlap}")
    spans: list[tuple[int, int]] = []
    start = 0
    while len(text) - start > size:
        end = _last_space(text, start + size - overlap // 2, start + size)
        end = _past_number(text, start + size if end is None else end, overlap)
        if end >= len(text):
            break
        spans.append((start, end))
        space = _last_space(text, end - overlap - overlap // 2, end - overlap)
        start = space + 1 if space is not None else end - overlap
    spans.append((start, len(text)))
    # Claims starting before the middle of an overlap belong to the earlier window, the
    # others to the later one: either way at least half an overlap from a cut.
    middles = [(following[0] + current[1]) // 2 for current, following in pairwise(spans)]
    keeps = pairwise([0, *middles, len(text)])
    return [Window(start, end, *keep) for (start, end), keep in zip(spans, keeps, strict=True)]


def _last_space(text: str, low: int, high: int) -> int | None:
    """The index of the last whitespace character in ``text[low:high]``, if any."""
    for index in range(high - 1, low - 1, -1):
        if text[index].isspace():
            return index
    return None


# A cut between these two characters (the second one at the cut) falls inside a number:
# between digits, after a decimal point, or before a thousands group ("1,000", "1 000").
_INSIDE_NUMBER = re.compile(r"[0-9.][0-9]|[0-9][, ][0-9]{3}|[⁰¹²³⁴⁵⁶⁷⁸⁹]{2}")
# The rest of a number from a cut inside it, as normalise.prepare reads numbers.
_NUMBER_REST = re.compile(r"[0-9⁰¹²³⁴⁵⁶⁷⁸⁹]*(?:[, ][0-9]{3})*(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")


def _past_number(text: str, cut: int, overlap: int) -> int:
    """``cut``, or past the number and the words after it if ``cut`` falls inside a number.

    Only a number of hundreds of characters (digits, or thousands groups separated by
    spaces) can hold a window's whole cut zone; cut in two, it would become two claims
    and lose its unit ("9999…9 m/s"). The window grows to hold it instead:
    normalise.prepare shortens such a number to a few characters before quantulum3
    reads it, so the cost of the window stays bounded.
    """
    if not (0 < cut < len(text) and _INSIDE_NUMBER.match(text, cut - 1)):
        return cut
    rest = _NUMBER_REST.match(text, cut)
    after = rest.end() if rest else cut
    space = _first_space(text, after + overlap // 2, after + overlap)
    return space if space is not None else min(len(text), after + overlap // 2)


def _first_space(text: str, low: int, high: int) -> int | None:
    """The index of the first whitespace character in ``text[low:high]``, if any."""
    for index in range(low, min(high, len(text))):
        if text[index].isspace():
            return index
    return None


def read_claims_in_windows(
    text: str, size: int = DEFAULT_MAX_SENTENCE_CHARS, *, prefilter: bool = True
) -> tuple[Claim, ...]:
    """The claims of a sentence of any length, read window by window (see :func:`windows`).

    Each window's claims are kept only where they start in its keep range, and claims
    are de-duplicated by their offsets in the sentence. A claim longer than half an
    overlap can still be cut where a window had to end inside it (text without
    whitespace): a kept claim that overlaps one kept from an earlier window is dropped,
    so that no part of the sentence is claimed twice.
    """
    kept: list[Claim] = []
    seen: set[tuple[int, int]] = set()
    covered_to = 0  # the end of the claims kept from earlier windows
    for window in windows(text, size):
        window_end = covered_to
        for claim in read_claims(text[window.start : window.end], prefilter=prefilter):
            claim = claim.shifted(window.start)
            if not window.keep_start <= claim.start_char < window.keep_end:
                continue
            if (claim.start_char, claim.end_char) in seen or claim.start_char < covered_to:
                continue
            seen.add((claim.start_char, claim.end_char))
            kept.append(claim)
            window_end = max(window_end, claim.end_char)
        covered_to = window_end
    return tuple(kept)


@dataclass(frozen=True)
class SentenceAnalysis:
    """A sentence's claims and violations, offsets relative to the sentence."""

    claims: tuple[Claim, ...]
    violations: tuple[Violation, ...]


class Analyser:
    """Reads and judges sentences with a fixed set of rules, caching repeated sentences.

    ``rules`` pairs each rule with the severity it reports at. ``prefilter=False`` sends
    every sentence to quantulum3 (see :func:`read_claims`). Sentences longer than
    ``max_sentence_chars`` are read in windows (see :func:`windows`).
    """

    def __init__(
        self,
        rules: Sequence[tuple[Rule, str]],
        cache_size: int = 4096,
        *,
        prefilter: bool = True,
        max_sentence_chars: int = DEFAULT_MAX_SENTENCE_CHARS,
    ) -> None:
        if max_sentence_chars < MIN_SENTENCE_CHARS:
            raise ValueError(
                f"max_sentence_chars must be at least {MIN_SENTENCE_CHARS}, "
                f"not {max_sentence_chars}"
            )
        self.rules = tuple(rules)
        self.prefilter = prefilter
        self.max_sentence_chars = max_sentence_chars
        self.analyse = SentenceCache(self._analyse, cache_size, max_sentence_chars)

    def _analyse(self, text: str) -> SentenceAnalysis:
        if len(text) <= self.max_sentence_chars:
            claims = read_claims(text, prefilter=self.prefilter)
        else:
            claims = read_claims_in_windows(text, self.max_sentence_chars, prefilter=self.prefilter)
        sentence = Sentence(text, claims)
        violations = tuple(
            _place(rule.id, severity, finding)
            for rule, severity in self.rules
            for finding in rule(sentence)
        )
        return SentenceAnalysis(sentence.claims, violations)


class SentenceCache:
    """An LRU cache of analysed sentences that keeps only sentences of bounded length.

    A sentence longer than ``max_chars`` (up to megabytes of unpunctuated text) is
    analysed every time rather than kept: such sentences are seldom repeated, and
    keeping them would let the cache hold ``size`` of them. Its memory is thus bounded
    by ``size * max_chars`` characters plus their claims, whatever the documents.
    """

    def __init__(
        self, analyse: Callable[[str], SentenceAnalysis], size: int, max_chars: int
    ) -> None:
        self._analyse = analyse
        self._cached = lru_cache(maxsize=size)(analyse)
        self._max_chars = max_chars
        self.cache_clear = self._cached.cache_clear
        self.cache_info = self._cached.cache_info

    def __call__(self, text: str) -> SentenceAnalysis:
        if len(text) > self._max_chars:
            return self._analyse(text)
        return self._cached(text)


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
    )
