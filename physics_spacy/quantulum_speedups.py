"""Faster, output-identical replacements for the three slow pieces of quantulum3 0.10.0.

Profiled on prose (docs/architecture.md), quantulum3 spends its time in three places, none of
which a public parameter changes:

* the number-word pattern: 57 alternatives, each wrapped in its own word-boundary
  look-arounds, tried at every character. Here the look-arounds are factored out of
  the alternation (same alternatives, same order), so the engine gives up at once
  inside a word;
* the unit pattern: an alternation of ~1 900 unit spellings, tried (eight times per
  quantity, plus on every backtrack) after every number. Here each alternation becomes
  a trie that tries the same spellings longest first, read from quantulum3's own
  compiled pattern (its unit tables grow while it parses, so they are not used);
* unit and entity disambiguation without the classifier, which re-reads and
  re-parses the training files from disk on every call and loops over all ~800
  entries. Here the training words are read once and indexed by unit; the counting
  and the tie-breaking are the same, in the same order.

Safeguards, so that no user of quantulum3 in the process can see a difference:

* only for the pinned version (:data:`PINNED_VERSION`); any other version keeps the
  originals;
* before anything is installed, the originals and the replacements both parse the
  built-in :data:`CHECK_SENTENCES`; one differing quantity and nothing is installed;
* each replacement steps aside for another language, and the pattern replacements
  step aside when quantulum3 rebuilt its pattern (``load.clear_caches()``, for
  instance after ``add_custom_unit``);
* :func:`uninstall` restores the originals.

The equivalence is also tested in CI on a corpus of the project's own
(``tests/test_throughput_equivalence.py``).
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from types import ModuleType
from typing import Any

logger = logging.getLogger("physics_spacy")

PINNED_VERSION = "0.10.0"
LANG = "en_US"

# Sentences that exercise every replaced piece: number words, ranges, exponents, unit
# spellings that share prefixes or differ only in case, currencies, ambiguous units
# that need disambiguation, and text that holds nothing at all.
CHECK_SENTENCES: tuple[str, ...] = (
    "The probe travelled at 400000 km/s and then slowed to 7 km/s.",
    "Twenty-five volunteers walked three hundred and twelve kilometres in two days.",
    "The sample was cooled to -5 K, then warmed to 30 C in a temperature bath.",
    "A 5 kg block and a 20 lb bag sat on a 3 m shelf for 10 minutes.",
    "The rate was 3.5e8 m/s^2 over 0.2 s, or about 12 mph per second.",
    "Prices rose from 66% to 88% while the fund grew by $3.4 billion (€2 bn).",
    "It cost $20/h or 150 USD per day, about 1,200 GBP a week.",
    "The tank holds 40 gallons, 150 L or 0.15 m³ of water at 4 °C.",
    "Between 10 and 20 mg of the drug was given every 6 h for a fortnight.",
    "The signal at 2.4 GHz had a power of 100 mW and lasted 5 ms.",
    "The pressure reached 101.3 kPa, or 14.7 psi, at 1 atm.",
    "Half of the 1,500 workers earned minus two dollars after tax.",
    "The 1990s saw a 5-10% rise; in 3 pm traffic cars moved at 30 km/h.",
    "A pitch of 3 in and a 2 ft by 4 ft panel weighed 12 oz.",
    "Energy of 13.6 eV, 4.2 kJ, 1 kWh and 3 cal was recorded.",
    "A dose of 39 μg per kilogram was given; 5 µs later the 3 µm film cracked.",
    "The ship sails at 16 knots, 30 mi, or 1.5c in the novel.",
    "The wire carries 3 A at 230 V, dissipating 690 W through 76.7 Ω.",
    "The density is 7.8 g/cm3 and the flow 2 m3/s at 25 degrees Celsius.",
    "He ran 100 m in 9.58 s and the rocket reached Mach 30.",
    "Ten to fifteen pounds, a dozen eggs, and one third of a cup.",
    "The crater is roughly 136 km wide and 2 miles deep.",
    "The star is 4.2 light years away and has a mass of 1.1 M☉.",
    "Sound travels at 343 m/s in air; light at 299792458 m/s.",
    "The committee declined to comment on the leaked documents.",
    "There is a gap and a rise from 66% to 88% in a day.",
    "We measured 5 dB, 70 Hz, 3 rpm, 2 Gy and 1 Bq in the lab.",
    "The field measured 12 hectares, 30 acres or 0.12 km2.",
    "An area of 30 sq ft and a volume of 8 cubic metres.",
    "The angle was 45° and the slope 30 degrees, the ice at minus 4 °F.",
)


@dataclass
class _Installed:
    """What was replaced, so that it can be put back."""

    restore: list[tuple[Any, str, Any]] = field(default_factory=list)


_installed: _Installed | None = None


def install(parser: ModuleType) -> bool:
    """Install the replacements into quantulum3 if they give the same output; idempotent.

    ``parser`` is ``quantulum3.parser``, already imported by the caller. Returns whether
    the replacements are in place. Never raises: on any surprise the originals stay.
    """
    global _installed
    if _installed is not None:
        return True
    try:
        if metadata.version("quantulum3") != PINNED_VERSION:
            return False
        from quantulum3 import load, no_classifier
        from quantulum3 import regex as reg

        replacements = [
            (reg, "units_regex", _PatternSwap(reg.units_regex, _faster_units_pattern)),
            (reg, "text_pattern_reg", _PatternSwap(reg.text_pattern_reg, _faster_text_pattern)),
            (
                no_classifier,
                "disambiguate_no_classifier",
                _IndexedDisambiguation(no_classifier.disambiguate_no_classifier, load),
            ),
        ]
        expected = [_fingerprint(parser.parse(text)) for text in CHECK_SENTENCES]
        installed = _Installed()
        for module, name, replacement in replacements:
            installed.restore.append((module, name, getattr(module, name)))
            setattr(module, name, replacement)
        got = [_fingerprint(parser.parse(text)) for text in CHECK_SENTENCES]
    except Exception:  # a surprise in the replacements must never break parsing
        logger.debug("quantulum3 speed-ups not installed", exc_info=True)
        if "installed" in locals():
            _restore(installed)
        return False
    if got != expected:
        _restore(installed)
        logger.debug("quantulum3 speed-ups not installed: their output differs")
        return False
    _installed = installed
    return True


def uninstall() -> None:
    """Put quantulum3's original functions back (for tests and comparisons)."""
    global _installed
    if _installed is not None:
        _restore(_installed)
        _installed = None


def installed() -> bool:
    """Whether the replacements are in place."""
    return _installed is not None


def _restore(installed: _Installed) -> None:
    for module, name, original in reversed(installed.restore):
        setattr(module, name, original)
    installed.restore.clear()


def _fingerprint(quantities: Iterable[Any]) -> list[tuple[Any, ...]]:
    """Everything of a quantity that a caller can read."""
    return [
        (
            repr(q.value),
            repr(q.uncertainty),
            q.surface,
            tuple(q.span),
            q.unit.name,
            q.unit.entity.name,
            repr(q.unit.dimensions),
            repr(getattr(q.unit, "original_dimensions", None)),
        )
        for q in quantities
    ]


class _PatternSwap:
    """Stands in for a cached quantulum3 pattern builder, returning a faster equivalent.

    The faster pattern is derived from the original compiled pattern and used only while
    quantulum3 still hands out that same compiled object for :data:`LANG`.
    """

    def __init__(
        self,
        original: Callable[..., re.Pattern[str]],
        build: Callable[[re.Pattern[str]], re.Pattern[str]],
    ) -> None:
        self.original = original
        self.source = original(LANG)
        self.fast = build(self.source)

    def __call__(self, lang: str = LANG) -> re.Pattern[str]:
        current = self.original(lang)
        if lang == LANG and current is self.source:
            return self.fast
        return current


class _IndexedDisambiguation:
    """``disambiguate_no_classifier`` with the training words read once and indexed by unit.

    The original sums, for each candidate, over the training entries of that unit: the
    length of the entry's text (``total``) and how many of its space-separated words
    (empty strings included) occur in the text (``count``), then keeps the candidate
    with the best ``count / total``, ties going to the larger count, then to the first.
    """

    def __init__(self, original: Callable[..., Any], load: ModuleType) -> None:
        self.original = original
        words: dict[str, Counter[str]] = {}
        totals: dict[str, int] = {}
        for word_set in load.training_set(LANG):
            unit = word_set["unit"]
            totals[unit] = totals.get(unit, 0) + len(word_set["text"])
            words.setdefault(unit, Counter()).update(word_set["text"].split(" "))
        # A word that occurs n times in a unit's entries counts n times: test it once.
        self.words = {unit: tuple(counts.items()) for unit, counts in words.items()}
        self.totals = totals

    def __call__(self, entities: Iterable[Any], text: str, lang: str = LANG) -> Any:
        if lang != LANG:
            return self.original(entities, text, lang)
        max_entity, max_count, max_relative = None, 0, 0
        for entity in entities:
            count = sum(n for word, n in self.words.get(entity.name, ()) if word in text)
            total = self.totals.get(entity.name, 0)
            relative = count / total if total else 0
            if relative > max_relative or (relative == max_relative and count > max_count):
                max_entity, max_count, max_relative = entity, count, relative
        return max_entity


# --- the number-word pattern ------------------------------------------------------------

_BOUNDED_WORD = re.compile(r"\(\(\?<=\\W\)\|\^\)((?:[^()|\\]|\\.)+)\(\(\?=\\W\)\|\$\)")


def _faster_text_pattern(original: re.Pattern[str]) -> re.Pattern[str]:
    r"""The number-word pattern with the word boundaries outside the alternation.

    ``((?<=\W)|^)w1((?=\W)|$)|((?<=\W)|^)w2((?=\W)|$)|...`` tries the same leading
    assertion for every alternative; ``(?:(?<=\W)|^)(?:w1|w2|...)(?:(?=\W)|$)`` tries
    the alternatives in the same order with the same assertions, so it matches exactly
    the same text. The groups it drops were never read (only group 0 is).
    """
    pattern = original.pattern
    runs = list(_alternation_runs(pattern))
    if not runs:
        raise ValueError("no bounded number-word alternation in quantulum3's pattern")
    pieces, last = [], 0
    for start, end, words in runs:
        pieces.append(pattern[last:start])
        pieces.append(r"(?:(?<=\W)|^)(?:" + "|".join(words) + r")(?:(?=\W)|$)")
        last = end
    pieces.append(pattern[last:])
    return re.compile("".join(pieces), original.flags)


def _alternation_runs(pattern: str) -> Iterable[tuple[int, int, list[str]]]:
    """Maximal runs ``A|B|C`` of bounded words in ``pattern``: (start, end, words)."""
    pos = 0
    while True:
        first = _BOUNDED_WORD.search(pattern, pos)
        if first is None:
            return
        words, end = [first.group(1)], first.end()
        while pattern.startswith("|", end):
            nxt = _BOUNDED_WORD.match(pattern, end + 1)
            if nxt is None:
                break
            words.append(nxt.group(1))
            end = nxt.end()
        yield first.start(), end, words
        pos = end


# --- the unit pattern -----------------------------------------------------------------

_PREFIX_OPEN = "(?P<prefix>(?:"
_UNIT_OPEN = "(?P<unit1>(?:"


def _faster_units_pattern(original: re.Pattern[str]) -> re.Pattern[str]:
    """The unit pattern with each long literal alternation replaced by an equal trie.

    The alternations are read from the compiled pattern: the currency prefixes after
    ``(?P<prefix>(?:`` and the unit spellings after ``(?P<unit1>(?:``. Every occurrence
    of those exact alternations is replaced; the count of occurrences is checked.
    """
    pattern = original.pattern
    ignore_case = bool(original.flags & re.IGNORECASE)
    swaps: dict[str, str] = {}
    for opener, occurrences in ((_PREFIX_OPEN, 1), (_UNIT_OPEN, None)):
        alternation = _alternation_after(pattern, opener)
        if occurrences is not None and pattern.count(alternation) != occurrences:
            raise ValueError(f"unexpected pattern layout after {opener}")
        swaps[alternation] = _trie_regex(_literals(alternation), ignore_case)
    if pattern.count(_alternation_after(pattern, _UNIT_OPEN)) != 8:
        raise ValueError("quantulum3's unit pattern does not have 4 units x 2 alternations")
    # One pass over the pattern, longest alternation first, so that no swap sees another's output.
    keys = sorted(swaps, key=len, reverse=True)
    swapped = re.sub("|".join(map(re.escape, keys)), lambda m: swaps[m.group()], pattern)
    return re.compile(swapped, original.flags)


def _alternation_after(pattern: str, opener: str) -> str:
    """The alternation of escaped literals that starts right after ``opener``."""
    start = pattern.index(opener) + len(opener)
    pos = start
    while pos < len(pattern):
        char = pattern[pos]
        if char == "\\":
            pos += 2
        elif char == ")":
            return pattern[start:pos]
        elif char in "([":
            raise ValueError(f"not a plain alternation of literals after {opener}")
        else:
            pos += 1
    raise ValueError(f"unterminated alternation after {opener}")


def _literals(alternation: str) -> list[str]:
    """The literal strings of an alternation written as ``re.escape(a)|re.escape(b)|...``."""
    literals, current, pos = [], [], 0
    while pos < len(alternation):
        char = alternation[pos]
        if char == "\\":
            current.append(alternation[pos + 1])
            pos += 2
            continue
        if char == "|":
            literals.append("".join(current))
            current = []
        else:
            current.append(char)
        pos += 1
    literals.append("".join(current))
    if "|".join(map(re.escape, literals)) != alternation:
        raise ValueError("alternation is not made of re.escape()d literals")
    return literals


def _trie_regex(literals: Sequence[str], ignore_case: bool) -> str:
    """A regex matching the same literals as ``a|b|c...`` sorted longest first.

    An alternation of literals sorted by length, longest first, offers the engine the
    literals that match at a position in order of decreasing length; the rest of the
    pattern then takes the first one after which it can go on. The trie offers the same
    lengths in the same order: characters that can match the same text character (case
    variants under IGNORECASE, such as "µ" and "μ") share one branch, so at most one
    branch matches at any point, and each branch tries its longer continuations first
    (greedy ``(?:...)?``).
    """
    if any(len(a) > len(b) for a, b in zip(literals[1:], literals, strict=False)):
        raise ValueError("alternation is not sorted longest first")
    if "" in literals:
        raise ValueError("alternation holds an empty literal")
    return _trie_node(sorted(set(literals)), ignore_case)


def _trie_node(suffixes: list[str], ignore_case: bool) -> str:
    ends_here = "" in suffixes
    branches: dict[str, list[str]] = {}
    for suffix in suffixes:
        if suffix:
            branches.setdefault(suffix[0], []).append(suffix[1:])
    groups = _case_groups(list(branches), ignore_case)
    alternatives = []
    for chars in groups:
        rest = sorted({tail for char in chars for tail in branches[char]})
        head = (
            re.escape(chars[0]) if len(chars) == 1 else "[" + "".join(map(re.escape, chars)) + "]"
        )
        alternatives.append(head + _trie_node(rest, ignore_case))
    if not alternatives:
        return ""
    body = alternatives[0] if len(alternatives) == 1 else "(?:" + "|".join(alternatives) + ")"
    if ends_here:
        return body + "?" if len(alternatives) == 1 and len(body) == 1 else f"(?:{body})?"
    return body


def _case_groups(chars: list[str], ignore_case: bool) -> list[list[str]]:
    """``chars`` grouped so that chars that can match one text character are together."""
    groups: list[list[str]] = []
    for char in chars:
        joined = [
            group
            for group in groups
            if ignore_case and any(_same_under_ignore_case(char, other) for other in group)
        ]
        merged = [char] + [c for group in joined for c in group]
        groups = [group for group in groups if group not in joined] + [sorted(merged)]
    return sorted(groups)


def _same_under_ignore_case(a: str, b: str) -> bool:
    return bool(
        re.fullmatch(re.escape(a), b, re.IGNORECASE) or re.fullmatch(re.escape(b), a, re.IGNORECASE)
    )
