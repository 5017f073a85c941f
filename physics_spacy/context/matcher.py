"""Finding the trigger terms of a text in one pass over its words.

The engine joins terms that act alike into one regular expression per group
(:class:`TermGroup`). Running every group's expression over every sentence costs one
scan of the text per group, and most groups find nothing. A match of a term can only
start where a word starts that its first word could be (:func:`terms.first_keys`), where
the mark stands that it starts with (", which", ";"), or, for a term written with a
leading "^", at the start of a clause. So the matcher reads the words of a text once,
looks each one up (memoised by word) in an index from those first words to the groups
that hold them, finds the marks the same way, and tries a group's expression only at
the places found. Tried in order, resuming after each match, that gives exactly the matches
``pattern.finditer`` gives: the places skipped are places where no match can start.
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from ..claims import Span
from .terms import (
    STEM_KEY_CHARS,
    TriggerTerm,
    compile_clause_patterns,
    compile_pattern,
    first_keys,
    word_keys,
)

# A word of the text as the trigger patterns see it: letters, digits, "'" and "-".
WORD = re.compile(r"[\w'-]+")
# A key that is a word (or a stem) rather than a mark: it starts with a word character.
_WORD_START = re.compile(r"\w")
# Where a "^" term may start: the start of the text, or right after a clause mark or a
# sentence's end (as terms.compile_pattern anchors "^"; markup and spaces may follow).
_CLAUSE_MARK = re.compile(r"[,;:\n—]|[.!?]\s")
# How many distinct words the matcher remembers before it starts over (memory bound).
_WORD_MEMO_SIZE = 1 << 16



@dataclass(frozen=True)
class TermGroup:
    """Terms that act alike, joined into one expression; the first stands for all."""

    terms: tuple[TriggerTerm, ...]

    @property
    def term(self) -> TriggerTerm:
        return self.terms[0]

    @property
    def pattern(self) -> re.Pattern[str]:
        return _joined(self.terms)

    @property
    def clause_screen(self) -> re.Pattern[str]:
        """For a group whose terms all start at a clause start: an expression that
        matches where :attr:`pattern` does, and costs a fraction of it where neither
        does (see :func:`terms.compile_clause_patterns`)."""
        return re.compile(compile_clause_patterns([term.pattern for term in self.terms]))

    @property
    def keys(self) -> frozenset[str] | None:
        """The words a match can start with; ``None`` if it may start anywhere."""
        keys: set[str] = set()
        for term in self.terms:
            found = first_keys(term.pattern)
            if found is None:
                return None
            keys |= found
        return frozenset(keys)

    @property
    def at_clause_start(self) -> bool:
        """Whether a term of the group is anchored at a clause start ("^were it")."""
        return any(_anchored(term) for term in self.terms)

    @property
    def only_at_clause_start(self) -> bool:
        """Whether every term of the group is anchored at a clause start."""
        return all(_anchored(term) for term in self.terms)


class TermMatcher:
    """The matches of a fixed list of term groups in any text, via :meth:`scan`."""

    def __init__(self, groups: Sequence[TermGroup]) -> None:
        self.groups = tuple(groups)
        # Each group's expression is compiled when first tried: most are never needed by
        # a given text, and compiling them all costs tens of ms of a cold start.
        self._patterns: list[re.Pattern[str] | None] = [None] * len(self.groups)
        self._screens: list[re.Pattern[str] | None] = [None] * len(self.groups)
        self._keys = [group.keys for group in self.groups]
        self._anchored = frozenset(n for n, g in enumerate(self.groups) if g.at_clause_start)
        self._only_anchored = frozenset(
            n for n, g in enumerate(self.groups) if g.only_at_clause_start
        )
        index: dict[str, list[int]] = defaultdict(list)
        marks: dict[str, list[int]] = defaultdict(list)
        for number, keys in enumerate(self._keys):
            for key in keys or ():
                (index if _WORD_START.match(key) else marks)[key].append(number)
        self._index = {key: tuple(numbers) for key, numbers in index.items()}
        self._marks = {mark: tuple(numbers) for mark, numbers in marks.items()}
        self._unkeyed = frozenset(n for n, keys in enumerate(self._keys) if keys is None)
        self._key_words = _key_words(self._index)
        self._key_marks = (
            re.compile("[" + "".join(map(re.escape, sorted(marks))) + "]") if marks else None
        )
        # groups whose places come from both passes, and so must be put in order
        self._mixed = frozenset(
            n
            for n, keys in enumerate(self._keys)
            if keys
            and any(_WORD_START.match(k) for k in keys)
            and not all(_WORD_START.match(k) for k in keys)
        )
        self._words: dict[str, tuple[int, ...]] = {}

    def __getstate__(self) -> dict[str, object]:
        # A copy (a worker process's) starts with an empty word memo, and compiles again.
        return {**self.__dict__, "_words": {}}

    def scan(self, text: str) -> TextScan:
        """``text`` read once: its words, and where each group may match."""
        return TextScan(self, text)

    def pattern(self, number: int) -> re.Pattern[str]:
        """Group ``number``'s expression."""
        pattern = self._patterns[number]
        if pattern is None:
            pattern = self._patterns[number] = self.groups[number].pattern
        return pattern

    def clause_screen(self, number: int) -> re.Pattern[str]:
        """Group ``number``'s :attr:`TermGroup.clause_screen`."""
        screen = self._screens[number]
        if screen is None:
            screen = self._screens[number] = self.groups[number].clause_screen
        return screen

    def groups_of(self, word: str) -> tuple[int, ...]:
        """The groups whose matches may start with ``word``, in order."""
        found = self._words.get(word)
        if found is None:
            index = self._index
            found = tuple(
                sorted({number for key in word_keys((word,)) for number in index.get(key, ())})
            )
            if len(self._words) >= _WORD_MEMO_SIZE:
                self._words.clear()
            self._words[word] = found
        return found


class TextScan:
    """One text's words, read once, and each group's matches in it, found on demand."""

    def __init__(self, matcher: TermMatcher, text: str) -> None:
        self.text = text
        self._matcher = matcher
        starts: dict[int, list[int]] = defaultdict(list)
        groups_of, memo = matcher.groups_of, matcher._words
        for m in matcher._key_words.finditer(text):  # each match is a whole word
            word = m.group()
            # the memo read inline: most words are met before, and most hold no key
            numbers = memo.get(word)
            if numbers is None:
                numbers = groups_of(word)
            if numbers:
                start = m.start()
                for number in numbers:
                    starts[number].append(start)
        if matcher._key_marks is not None:
            marks = matcher._marks
            for m in matcher._key_marks.finditer(text):
                start = m.start()
                for number in marks[m.group()]:
                    starts[number].append(start)
            for number in matcher._mixed.intersection(starts):
                starts[number].sort()
        self._starts = starts
        self._spans: dict[int, list[Span]] = {}
        # the groups that may match here, in order: the others certainly do not
        self.present: list[int] = sorted(matcher._unkeyed.union(starts))
        # Found when first asked, then kept. Not cached_property: on Python 3.11 it takes
        # a lock each first time, which costs about as much as finding them in a unit.
        self._word_starts: list[int] | None = None
        self._clause_starts: list[int] | None = None

    @property
    def word_starts(self) -> list[int]:
        """Where the words of the text start, in order."""
        if self._word_starts is None:
            self._word_starts = [m.start() for m in WORD.finditer(self.text)]
        return self._word_starts

    @property
    def clause_starts(self) -> list[int]:
        """Where a clause of the text starts: where a "^" term may start. Found once a
        text: several groups of a text are anchored."""
        if self._clause_starts is None:
            self._clause_starts = [0, *(m.end() for m in _CLAUSE_MARK.finditer(self.text))]
        return self._clause_starts

    def spans(self, number: int) -> list[Span]:
        """The spans of group ``number``'s matches, as ``pattern.finditer`` gives them."""
        spans = self._spans.get(number)
        if spans is None:
            spans = self._spans[number] = self._find(number)
        return spans

    def _find(self, number: int) -> list[Span]:
        # Called for most groups a text holds (tens a unit): the common path goes first.
        matcher, text = self._matcher, self.text
        places = self._starts.get(number)
        if not places:
            if number in matcher._unkeyed:
                return [m.span() for m in matcher.pattern(number).finditer(text)]
            return []  # no word its matches can start with
        pattern = matcher._patterns[number] or matcher.pattern(number)
        if number in matcher._anchored:
            if number in matcher._only_anchored:
                # Each match starts at a clause start (all of them are there) and goes on
                # with a place: the clause starts after the last place start none. The
                # group's expression reads the clause start again for each of its terms;
                # the screen reads it once, and most clause starts fail it.
                clause_starts = self.clause_starts
                screen = matcher.clause_screen(number).match
                places = [
                    start
                    for start in clause_starts[: bisect.bisect_right(clause_starts, max(places))]
                    if screen(text, start)
                ]
            else:
                places = sorted({*places, *self.clause_starts})
        spans = []
        resume = 0
        match = pattern.match
        for place in places:
            if place < resume:
                continue
            m = match(text, place)
            if m is None:
                continue
            span = m.span()
            if span[0] == span[1]:  # an empty match: let finditer's own rules decide
                return [m.span() for m in pattern.finditer(text)]
            spans.append(span)
            resume = span[1]
        return spans


def _anchored(term: TriggerTerm) -> bool:
    return term.pattern.strip().startswith("^")


def _joined(terms: Sequence[TriggerTerm]) -> re.Pattern[str]:
    return re.compile("|".join(compile_pattern(t.pattern) for t in terms))


def _key_words(index: dict[str, tuple[int, ...]]) -> re.Pattern[str]:
    """One expression that finds every word some group's matches may start with, and a
    few more: the words that start with the first :data:`STEM_KEY_CHARS` letters of a
    key (each match is the whole word, as :data:`WORD` reads it).
    :meth:`TermMatcher.groups_of` then keeps exactly the words of the index. The
    beginnings are written as a trie, so that each word is read once; cut to a few
    letters, the trie is small enough to compile in a few milliseconds."""
    trie: dict = {}
    for key in index:
        node = trie
        for char in key.removesuffix("*")[:STEM_KEY_CHARS]:
            node = node.setdefault(char, {})
        node["*"] = None
    body = _trie_expression(trie)
    # The rest of the word too, so that a match is the word: a key is made of word
    # characters, so it never reaches past the word it starts, nor does the next match.
    return re.compile(r"(?<![\w'-])" + body + r"[\w'-]*") if body else re.compile(r"(?!)")


def _trie_expression(node: dict) -> str:
    if "*" in node:
        return ""  # a stem: any word that gets this far
    alternatives = [
        re.escape(char) + _trie_expression(child) for char, child in sorted(node.items())
    ]
    if len(alternatives) == 1:
        return alternatives[0]
    return "(?:" + "|".join(alternatives) + ")"
