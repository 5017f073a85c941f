"""Faster, output-identical replacements for the slow pieces of quantulum3 0.10.0.

Profiled on prose and on dense scientific text (docs/architecture.md), quantulum3 spends
its time in these places, none of which a public parameter changes:

* the number-word pattern: 57 alternatives, each wrapped in its own word-boundary
  look-arounds, tried at every character. Here the look-arounds are factored out of
  the alternation (same alternatives, same order), so the engine gives up at once
  inside a word;
* the unit pattern: an alternation of ~1 900 unit spellings, written eight times (four
  units, each behind a look-ahead that checks a unit follows its operator) and tried
  after every number, plus on every backtrack. Here each unit alternation becomes a
  trie that tries the same spellings longest first; in the look-aheads, which only ask
  whether some spelling starts there, the trie keeps only the spellings that have no
  shorter spelling as a prefix. The pattern is built from quantulum3's unit tables at
  the moment quantulum3 would build its own (its first use after its caches were
  emptied), so its own 150 000-character pattern is never compiled;
* unit and entity disambiguation without the classifier, which loops over all ~800
  training entries on every call and tests every word of a candidate's entries
  against the text. Here the training words are read once, on first use, indexed by
  unit and by their first three characters, so only words that can occur are tested;
  they are looked for in each of the text's space-separated words (a training word holds
  no space), and what a word of text holds is remembered by that word, as dense text
  repeats its words; the counting and the tie-breaking are the same, in the same order,
  and a repeated question about one sentence (the same candidates) is answered once;
* reading a quantity's number (``parser.get_values``) and a unit's power
  (``parser.parse_unit``), pure functions of the number's and the unit's text that run
  a dozen regular expressions each: remembered by that text (dense text repeats its
  numbers and, above all, its units), in quantulum3's own cache;
* the steps around each quantity, repeated here step for step where quantulum3 spends
  time on nothing it returns: ``parse`` (a dict of the match's groups for its debug log),
  ``get_surface`` (debug messages formatted, spaces trimmed one at a time),
  ``build_quantity`` (a dozen regular expressions looked up in ``re``'s cache for each
  quantity, and the unit just read from its dimensions read again from them),
  ``is_quote_artifact`` (the sentence searched for quotes once per quantity) and
  ``handle_consecutive_quantities`` (the whole text before each pair split into words to
  look for "between", wherever the pair is joined by anything).

They are in place from the first sentence. Safeguards, so that no user of quantulum3 in
the process can see a difference:

* only for the pinned version (:data:`PINNED_VERSION`) and only if the source files
  that hold the replaced functions are byte for byte the ones the replacements were
  written and tested against (:data:`PINNED_SOURCES`, SHA-256); anything else keeps the
  originals;
* the equivalence is checked at test time, not at run time: ``verify()`` parses
  :data:`CHECK_SENTENCES` with the originals and with the replacements, and
  ``tests/test_throughput_equivalence.py`` runs it and compares whole pipelines on a
  varied corpus, byte for byte;
* each replacement steps aside for another language, and the pattern replacements are
  cached in quantulum3's own cache, so ``load.clear_caches()`` (for instance after
  ``add_custom_unit``) rebuilds them from the changed tables, as it would its own;
* :func:`uninstall` restores the originals.
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise
from operator import add, is_
from pathlib import Path
from types import ModuleType
from typing import Any

from .startup import collector_paused

logger = logging.getLogger("physics_spacy")

PINNED_VERSION = "0.10.0"
LANG = "en_US"

# SHA-256 of the quantulum3 files whose functions are replaced or remembered (regex.py:
# units_regex, text_pattern_reg, unicode_superscript_regex; no_classifier.py:
# disambiguate_no_classifier; language.py: get; parser.py: get_values, parse_unit, which
# calls _lang/en_US/parser.py's, get_unit, get_unit_from_dimensions, parse, get_surface,
# is_quote_artifact, build_quantity, which calls _lang/en_US/parser.py's,
# handle_consecutive_quantities, which calls its is_ranged and is_coordinated) or whose
# behaviour the replacements repeat (disambiguate.py: the unit and entity choice; load.py:
# the tables; classes.py: how an entity is looked up, Quantity.with_vals), as shipped in
# quantulum3 0.10.0. A test checks them against the installed quantulum3.
PINNED_SOURCES: dict[str, str] = {
    "language.py": "085b3de43523f864c072fe0e0f363abff91d3f456a2c988c3ef745677c609de6",
    "regex.py": "070f09db1d217708106d52ca7e4886af72a323e5ee1d60dbd2a56978ac2f2801",
    "no_classifier.py": "90ed716049fd567dda9c23bbab6e6da8e80b7a4d58f27d1486658d2242e6d0d4",
    "parser.py": "2ffe3b6e2e0d95e2449bbd148d71ebb95ef96e8dc510288eeff0117f4a537b5d",
    "_lang/en_US/parser.py": "92a3bb9e47832260bf1d78e90cc3f68e25ded685fde63944fbefb29646472ea2",
    "disambiguate.py": "89cd6e48fb98d3fa1bc15da08e21146eb08260514939ac9691805349c300e022",
    "load.py": "1de86bae534a147a6c9538830bb3e5558bb72475da6cf0f9d469bb2c5dc858cb",
    "classes.py": "abd541bf88dcfa550c6144166df06e5af1bca04c7bc0edba12def8b6f288253f",
}

# Sentences that exercise every replaced piece: number words, ranges, exponents, unit
# spellings that share prefixes or differ only in case, currencies, ambiguous units
# that need disambiguation, and text that holds nothing at all. ``verify()`` and the
# tests parse them both ways.
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
    "The water froze at absolute 0; he paid $3k for 5k miles and $2M for a 3M firm.",
    "We met at 5.12 pm and again at 1am; the loss was ($99.99) and the gain (€5).",
    "The plank is 5 in long; the pipe is 3 in. It formed 10 my ago and lasted 5 my.",
    'I did it 3 times and 4 time in the 1990s; he said "5 kg" and \'m\' was 3".',
    "The 1st, 2nd and 5th runs, code A1B2C3, a second chance, one of 3 m, a dog.",
    "Between 5 and 10 kg, between 3 and 3 m, from 5 to 10 m, 5 or 6 m and 2 and 3 kg.",
    "Several two hundred people, some five boats and a couple of three cars came.",
)


@dataclass
class _Installed:
    """What was replaced, so that it can be put back."""

    restore: list[tuple[Any, str, Any]] = field(default_factory=list)


_installed: _Installed | None = None

# quantulum3's cache is keyed by ``id()`` of the cached function. An object of ours keyed
# there and freed after ``uninstall()`` could hand its id, and so its cache entries (a
# compiled pattern, remembered readings), to a new object of another kind: each one is
# kept alive for the life of the process instead (a handful per install).
_KEYED_BY_ID: list[Any] = []


def source_digests(quantulum3: ModuleType) -> dict[str, str]:
    """SHA-256 of the quantulum3 source files named in :data:`PINNED_SOURCES`."""
    folder = Path(quantulum3.__file__).parent
    return {
        name: hashlib.sha256((folder / name).read_bytes()).hexdigest() for name in PINNED_SOURCES
    }


def install(parser: ModuleType) -> bool:
    """Install the replacements into quantulum3 if it is the pinned version; idempotent.

    ``parser`` is ``quantulum3.parser``, already imported by the caller. Returns whether
    the replacements are in place. Never raises: on any surprise the originals stay.
    Building the patterns and the disambiguation index is left to their first use.
    """
    global _installed
    if _installed is not None:
        return True
    installed = _Installed()
    try:
        import quantulum3
        from quantulum3 import language, load, no_classifier
        from quantulum3 import regex as reg

        if getattr(quantulum3, "__version__", None) != PINNED_VERSION:
            return False
        if source_digests(quantulum3) != PINNED_SOURCES:
            logger.debug("quantulum3 speed-ups not installed: its sources changed")
            return False
        text_original = reg.text_pattern_reg
        tables = _Tables(parser, load)
        of_dimensions = _UnitOfDimensions(parser.get_unit_from_dimensions, parser, load, tables)
        of_match = _UnitOfMatch(parser.get_unit, parser, tables, of_dimensions)
        replacements = [
            (reg, "units_regex", _InLanguage(reg.units_regex, load, _UnitsPattern(reg, load))),
            (
                reg,
                "text_pattern_reg",
                _InLanguage(
                    text_original, load, lambda lang: _faster_text_pattern(text_original(lang))
                ),
            ),
            (
                no_classifier,
                "disambiguate_no_classifier",
                _IndexedDisambiguation(no_classifier.disambiguate_no_classifier, load),
            ),
            (language, "get", _Memoised(language.get)),
            (reg, "unicode_superscript_regex", _Memoised(reg.unicode_superscript_regex)),
            (
                parser,
                "get_values",
                _RememberedInCache(parser.get_values, load, _number_text, _values_kept),
            ),
            (
                parser,
                "parse_unit",
                _RememberedInCache(parser.parse_unit, load, _unit_text, _unchanged),
            ),
            (
                parser,
                "extract_spellout_values",
                _SpelledNumbers(parser.extract_spellout_values, parser, load),
            ),
            (parser, "get_unit", of_match),
            (parser, "get_unit_from_dimensions", of_dimensions),
            (parser, "parse", _Parse(parser.parse, parser)),
            (parser, "get_surface", _Surface(parser.get_surface, parser)),
            (parser, "is_quote_artifact", _QuoteArtifacts(parser.is_quote_artifact)),
            (parser, "build_quantity", _BuildQuantity(parser.build_quantity, parser, of_match)),
            (
                parser,
                "handle_consecutive_quantities",
                _ConsecutiveQuantities(parser.handle_consecutive_quantities, parser),
            ),
        ]
        for module, name, replacement in replacements:
            installed.restore.append((module, name, getattr(module, name)))
            setattr(module, name, replacement)
    except Exception:  # a surprise in the replacements must never break parsing
        logger.debug("quantulum3 speed-ups not installed", exc_info=True)
        _restore(installed)
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


def verify(parser: ModuleType, sentences: Iterable[str] = CHECK_SENTENCES) -> bool:
    """Whether the replacements and the originals read ``sentences`` identically.

    For tests and CI (run-time installs rely on the pinned sources instead). Leaves the
    replacements installed if they were, and quantulum3's caches emptied.
    """
    from quantulum3 import load

    sentences = list(sentences)
    was_installed = installed()
    assert install(parser), "the replacements cannot be installed"
    load.clear_cache()
    fast = [_fingerprint(parser.parse(text)) for text in sentences]
    uninstall()
    load.clear_cache()
    try:
        slow = [_fingerprint(parser.parse(text)) for text in sentences]
    finally:
        load.clear_cache()
        if was_installed:
            install(parser)
    return fast == slow


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


class _InLanguage:
    """Stands in for a cached quantulum3 pattern builder: ``fast`` for :data:`LANG`,
    the original for any other language.

    ``fast`` is cached in quantulum3's own cache (``load.cached``), so that emptying it
    (``load.clear_cache()``, ``clear_caches()``, ``add_custom_unit``) makes it rebuild,
    from the tables of that moment, exactly when the original would.
    """

    def __init__(
        self,
        original: Callable[..., re.Pattern[str]],
        load: ModuleType,
        fast: Callable[[str], re.Pattern[str]],
    ) -> None:
        self.original = original
        self.fast = load.cached(fast)
        _KEYED_BY_ID.append(fast)
        self.failed = False

    def __call__(self, lang: str = LANG) -> re.Pattern[str]:
        if lang == LANG and not self.failed:
            try:
                return self.fast(lang)
            except Exception:  # a table the replacement cannot read: quantulum3's own, always
                logger.debug("quantulum3 pattern speed-up left out", exc_info=True)
                self.failed = True
        return self.original(lang)


class _UnitsPattern:
    """Builds quantulum3's unit pattern (``regex.units_regex``) with tries for alternations.

    The layout is quantulum3 0.10.0's (see :data:`PINNED_SOURCES`): an optional currency
    prefix, the number (a range pattern), then four times an optional operator that
    must be followed by a unit, and an optional unit with its exponent. The spellings
    are read from quantulum3's tables, sorted as quantulum3 sorts them (longest first).
    ``tests/test_throughput_equivalence.py`` checks the result, node for node, against
    the pattern derived from quantulum3's own compiled one.
    """

    def __init__(self, reg: ModuleType, load: ModuleType) -> None:
        self.reg = reg
        self.load = load

    def __call__(self, lang: str) -> re.Pattern[str]:
        from . import pattern_table

        with collector_paused():  # a one-time build of many lasting objects
            # compiled ahead of time where it can be (pattern_table.py)
            return pattern_table.compiled(*self.source(lang))

    def source(self, lang: str) -> tuple[str, int]:
        """The pattern and its flags, as ``re.compile`` takes them."""
        reg = self.reg
        units = self.load.units(lang)
        operators = sorted(reg.operators(lang), key=len, reverse=True)
        unit_keys = sorted(
            list(units.surfaces.keys()) + list(units.symbols.keys()), key=len, reverse=True
        )
        symbol_keys = sorted(units.prefix_symbols.keys(), key=len, reverse=True)
        exponent = reg.exponents_regex(lang).format(superscripts=reg.unicode_superscript_regex())
        flags = re.VERBOSE | re.IGNORECASE
        all_ops = "|".join(re.escape(op) for op in operators)
        any_unit = _trie_regex(unit_keys, ignore_case=True)
        unit_starts = _unit_starts(unit_keys, exponent, flags)
        pieces = [
            r"(?<!\w)",
            rf"(?P<prefix>(?:{_trie_regex(symbol_keys, ignore_case=True)})(?![a-zA-Z]))?",
            rf"(?P<value>{reg.range_pattern(lang)})-?",
        ]
        for n in range(1, 5):
            pieces.append(
                rf"(?:(?P<operator{n}>{all_ops}(?=({unit_starts}){exponent}))?"
                rf"(?P<unit{n}>(?:{any_unit}){exponent})?)"
            )
        pieces.append(r"(?!\w)")
        return "\n".join(pieces), flags


def _unit_starts(unit_keys: Sequence[str], exponent: str, flags: int) -> str:
    """The unit alternation for a look-ahead ``(?=(units)exponent)``.

    The exponent can match nothing, so the look-ahead holds where any spelling starts,
    and a spelling with a shorter spelling as its prefix adds nothing: where it
    matches, so does the shorter one. quantulum3 reads only named groups, so what the
    look-ahead's own group holds does not matter. If the exponent could not match
    nothing, every spelling stays.
    """
    if re.fullmatch(exponent, "", flags) is None:
        return _trie_regex(unit_keys, ignore_case=True)
    return _trie_regex(_prefix_free(unit_keys), ignore_case=True)


def _prefix_free(literals: Sequence[str]) -> list[str]:
    """``literals`` without those that have another literal as a proper prefix, in order."""
    kept: set[str] = set()
    for literal in sorted(set(literals), key=len):
        if not any(literal[:i] in kept for i in range(len(literal))):  # "" is a prefix too
            kept.add(literal)
    return [literal for literal in literals if literal in kept]


class _IndexedDisambiguation:
    """``disambiguate_no_classifier`` with the training words read once and indexed.

    The original sums, for each candidate, over the training entries of that unit: the
    length of the entry's text (``total``) and how many of its space-separated words
    (empty strings included) occur in the text (``count``), then keeps the candidate
    with the best ``count / total``, ties going to the larger count, then to the first.
    Here a word that occurs n times in a unit's entries is tested once and counts n
    times, and the words are looked for in the text's own space-separated words: a
    training word holds no space, so it occurs in the text exactly where it occurs in one
    of them (:meth:`_UnitWords.count_in`); the counts are the same sums of whole numbers.
    """

    def __init__(self, original: Callable[..., Any], load: ModuleType) -> None:
        self.original = original
        self.load = load
        self._index: _TrainingIndex | None = None
        self._words: tuple[str, frozenset[str]] | None = None
        # The answers for the sentence of ``_words``: candidates (by identity) -> winner.
        self._answers: dict[tuple[int, ...], tuple[tuple[Any, ...], Any]] = {}

    def _text_words(self, text: str) -> frozenset[str]:
        """The distinct space-separated words of ``text``, read once per sentence."""
        if self._words is None or self._words[0] != text:
            self._words = (text, frozenset(text.split(" ")))
            self._answers = {}
        return self._words[1]

    def __call__(self, entities: Iterable[Any], text: str, lang: str = LANG) -> Any:
        if lang != LANG:
            return self.original(entities, text, lang)
        if self._index is None:
            self._index = _training_index(self.load.training_set(LANG))
        text_words = self._text_words(text)
        candidates = tuple(entities)
        asked = tuple(map(id, candidates))
        answered = self._answers.get(asked)
        # The same objects (kept alive by the answer, so their ids are theirs): same answer.
        if answered is not None and all(map(is_, answered[0], candidates)):
            return answered[1]
        winner = self._answer(candidates, text_words)
        self._answers[asked] = (candidates, winner)
        return winner

    def _answer(self, entities: tuple[Any, ...], text_words: frozenset[str]) -> Any:
        assert self._index is not None
        totals, words = self._index
        max_entity, max_count, max_relative = None, 0, 0
        for entity in entities:
            unit = words.get(entity.name)
            count = 0 if unit is None else unit.count_in(text_words)
            total = totals.get(entity.name, 0)
            relative = count / total if total else 0
            if relative > max_relative or (relative == max_relative and count > max_count):
                max_entity, max_count, max_relative = entity, count, relative
        return max_entity


_KEY = 3  # characters of a word's beginning by which the longer words are indexed

_TrainingIndex = tuple[dict[str, int], "_WordsByUnit"]
# The index of the last training set indexed, with that set: made once per process, not
# once per install (a benchmark or a test that uninstalls and installs again keeps it).
_last_index: tuple[list[dict[str, Any]], _TrainingIndex] | None = None


def _training_index(training_set: list[dict[str, Any]]) -> _TrainingIndex:
    """Each unit's training entries: their total length, and their texts (indexed later)."""
    global _last_index
    if _last_index is not None and _last_index[0] is training_set:
        return _last_index[1]
    texts: dict[str, list[str]] = {}
    totals: dict[str, int] = {}
    for word_set in training_set:
        unit = word_set["unit"]
        totals[unit] = totals.get(unit, 0) + len(word_set["text"])
        texts.setdefault(unit, []).append(word_set["text"])
    index = totals, _WordsByUnit(texts)
    _last_index = (training_set, index)
    return index


class _WordsByUnit:
    """Each unit's training words, indexed the first time the unit is a candidate.

    The training entries hold ~290 000 distinct words of 68 units (~0.3 s to index them
    all); the texts of a corpus ask about a few units.
    """

    def __init__(self, texts: dict[str, list[str]]) -> None:
        self._texts = texts
        self._words: dict[str, _UnitWords] = {}

    def get(self, unit: str) -> _UnitWords | None:
        words = self._words.get(unit)
        if words is None:
            texts = self._texts.get(unit)
            if texts is None:
                return None
            counts: Counter[str] = Counter()
            for text in texts:  # in the training set's order, as quantulum3 reads them
                counts.update(text.split(" "))
            with collector_paused():  # a one-time build of many lasting objects
                words = self._words[unit] = _UnitWords.of(counts)
        return words


# How many distinct words of texts a unit remembers the training words of before it
# starts over (memory bound).
_WORDS_REMEMBERED = 1 << 14


@dataclass(frozen=True)
class _UnitWords:
    """A unit's training words with their counts: short ones, and the rest by beginning;
    ``empty`` counts the empty word (two spaces in a row), which occurs in every text.
    ``found`` remembers, for a word of a text, the training words it holds."""

    counts: dict[str, int]
    empty: int
    short_words: frozenset[str]
    by_key: dict[str, tuple[str, ...]]
    keys: frozenset[str]
    found: dict[str, frozenset[str]] = field(default_factory=dict, compare=False)

    @classmethod
    def of(cls, counts: Counter[str]) -> _UnitWords:
        by_key: dict[str, list[str]] = {}
        for word in counts:
            if len(word) >= _KEY:
                by_key.setdefault(word[:_KEY], []).append(word)
        return cls(
            {word: n for word, n in counts.items() if word},
            counts.get("", 0),
            frozenset(word for word in counts if 0 < len(word) < _KEY),
            {key: tuple(group) for key, group in by_key.items()},
            frozenset(by_key),
        )

    def count_in(self, text_words: frozenset[str]) -> int:
        """How many of the words (with repeats) occur in the text whose space-separated
        words are ``text_words``. A training word holds no space, so it occurs in the
        text where it occurs in one of those words: the words each holds are remembered
        (a text's words recur from sentence to sentence), and a training word held by
        several counts once."""
        found = self.found
        held_by_word = []
        for word in text_words:
            held = found.get(word)
            if held is None:
                if len(found) >= _WORDS_REMEMBERED:
                    found.clear()
                held = found[word] = self._held_by(word)
            held_by_word.append(held)
        held = frozenset().union(*held_by_word)
        return self.empty + sum(map(self.counts.__getitem__, held))

    def _held_by(self, text_word: str) -> frozenset[str]:
        """The (non-empty) training words that occur in ``text_word``: a word shorter than
        :data:`_KEY` characters if it is one of its pieces of one or two characters, a
        longer one tested only if its first :data:`_KEY` characters are a piece of it."""
        pairs = list(map(add, text_word, text_word[1:]))
        held = set(self.short_words.intersection({*text_word, *pairs}))
        for key in self.keys.intersection(map(add, pairs, text_word[2:])):
            held.update(word for word in self.by_key[key] if word in text_word)
        return frozenset(held)


class _Memoised:
    """A quantulum3 function whose result depends only on its arguments, remembered.

    ``language.get`` imports a module by name on every call (``importlib`` hands back the
    module already in ``sys.modules``) and ``regex.unicode_superscript_regex`` joins the
    same constant table on every call; both are called many times per quantity.
    """

    def __init__(self, original: Callable[..., Any]) -> None:
        self.original = original
        self._results: dict[tuple[Any, ...], Any] = {}

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        try:
            return self._results[key]
        except KeyError:
            result = self._results[key] = self.original(*args, **kwargs)
            return result


class _RememberedInCache:
    """A pure quantulum3 function, remembered by the part of its arguments it reads.

    ``key`` maps the arguments to what the function reads of them; ``keep`` turns a result
    into what is remembered and handed out again (a fresh copy of anything a caller may
    change). The memory lives in quantulum3's own cache, so ``load.clear_cache()`` (after
    ``add_custom_unit``, for instance) forgets it with everything else; it is emptied when
    it reaches :data:`_REMEMBERED` entries. A call that raises is not remembered.
    """

    def __init__(
        self,
        original: Callable[..., Any],
        load: ModuleType,
        key: Callable[..., Any],
        keep: Callable[[Any], tuple[Any, Callable[[Any], Any]]],
    ) -> None:
        self.original = original
        self.key = key
        self.keep = keep
        self._cache: dict[int, dict[Any, Any]] = load._CACHE_DICT
        _KEYED_BY_ID.append(self)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if kwargs:
            return self.original(*args, **kwargs)
        key = self.key(*args)
        memory = self._cache[id(self)]
        kept = memory.get(key)
        if kept is not None:
            value, hand_out = kept
            return hand_out(value)
        result = self.original(*args)
        if len(memory) >= _REMEMBERED:
            memory.clear()
        memory[key] = self.keep(result)
        return result


_REMEMBERED = 1 << 14  # entries per remembered function before its memory starts over


def _number_text(item: re.Match[str], lang: str = LANG) -> tuple[str, str]:
    """What ``parser.get_values(item, lang)`` reads: the number's text, and the language."""
    return item.group("value"), lang


def _values_kept(
    result: tuple[float | None, list[float]],
) -> tuple[tuple[float | None, tuple[float, ...]], Callable[[Any], Any]]:
    """``get_values`` returns (uncertainty, values): its callers change the list in place."""
    uncertainty, values = result
    return (uncertainty, tuple(values)), _values_list


def _values_list(kept: tuple[float | None, tuple[float, ...]]) -> tuple[float | None, list[float]]:
    return kept[0], list(kept[1])


def _unit_text(item: Any, unit: str, slash: bool, lang: str = LANG) -> tuple[str, bool, str]:
    """What ``parser.parse_unit`` reads: the unit's text, whether it divides, the language."""
    return unit, bool(slash), lang


def _unchanged(result: tuple[str, int]) -> tuple[tuple[str, int], Callable[[Any], Any]]:
    """``parse_unit`` returns (surface, power): nothing a caller can change."""
    return result, _identity


def _identity(value: Any) -> Any:
    return value


# --- the number-word pattern ------------------------------------------------------------

_BOUNDED_WORD = re.compile(r"\(\(\?<=\\W\)\|\^\)((?:[^()|\\]|\\.)+)\(\(\?=\\W\)\|\$\)")


def _faster_text_pattern(original: re.Pattern[str]) -> re.Pattern[str]:
    r"""The number-word pattern with the word boundaries outside the alternation.

    ``((?<=\W)|^)w1((?=\W)|$)|((?<=\W)|^)w2((?=\W)|$)|...`` tries the same leading
    assertion for every alternative; ``(?:(?<=\W)|^)(?:w1|w2|...)(?:(?=\W)|$)`` tries
    the alternatives in the same order with the same assertions, so it matches exactly
    the same text. The groups it drops were never read (only group 0 is).

    The alternation itself becomes a trie (:func:`_bounded_words`), so that at a word's
    start the engine reads its first letters once instead of trying 57 words in turn.
    """
    pattern = original.pattern
    runs = list(_alternation_runs(pattern))
    if not runs:
        raise ValueError("no bounded number-word alternation in quantulum3's pattern")
    ignore_case = bool(original.flags & re.IGNORECASE)
    pieces, last = [], 0
    for start, end, words in runs:
        pieces.append(pattern[last:start])
        pieces.append(r"(?:(?<=\W)|^)(?:" + _bounded_words(words, ignore_case) + r")(?:(?=\W)|$)")
        last = end
    pieces.append(pattern[last:])
    return re.compile("".join(pieces), original.flags)


_PLAIN_WORD = re.compile(r"[\w&']+")


def _bounded_words(words: list[str], ignore_case: bool) -> str:
    r"""``w1|w2|...``, where a word boundary follows, as a trie if that matches the same.

    Followed by ``(?=\W)|$``, at most one word can match at a place when every word that
    is a prefix of another is followed, in that other, by a word character ("a" in "an",
    "six" in "sixty"): where the shorter one is followed by a boundary, the longer one
    cannot match, and the other way round. The order of the alternatives then decides
    nothing, backtracking included, and the trie of :func:`_trie_regex` finds the same
    word. Words that are not plain text, or that break the condition, keep the ordered
    alternation.
    """
    ordered = "|".join(words)
    if not all(_PLAIN_WORD.fullmatch(word) for word in words):
        return ordered
    for short in words:
        for long in words:
            if (
                len(long) > len(short)
                and long.lower().startswith(short.lower())
                and not re.match(r"\w", long[len(short)])
            ):
                return ordered
    return _trie_regex(sorted(set(words), key=len, reverse=True), ignore_case)


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
_UNIT_GROUP = re.compile(r"\(\?P<unit[1-4]>\(\?:")
_LOOKAHEAD = "(?=("


def _faster_units_pattern(original: re.Pattern[str], exponent: str) -> re.Pattern[str]:
    """The unit pattern derived from quantulum3's compiled one, alternations made tries.

    The reference for :class:`_UnitsPattern` (tests compare the two): the alternations
    are read from the compiled pattern, the currency prefixes after ``(?P<prefix>(?:``
    and the unit spellings after ``(?P<unit1>(?:``. Each unit group's alternation
    becomes the full trie, each look-ahead's the trie of prefix-free spellings (see
    :func:`_unit_starts`; ``exponent`` is the exponent pattern that follows a unit);
    the counts of occurrences are checked.
    """
    pattern = original.pattern
    prefixes = _alternation_after(pattern, _PREFIX_OPEN)
    units = _alternation_after(pattern, _UNIT_OPEN)
    if pattern.count(prefixes) != 1 or pattern.count(units) != 8:
        raise ValueError("quantulum3's unit pattern does not have 4 units x 2 alternations")
    unit_literals = _literals(units)
    swaps = {
        _PREFIX_OPEN + prefixes: _PREFIX_OPEN
        + _trie_regex(_literals(prefixes), original.flags & re.IGNORECASE),
        _LOOKAHEAD + units: _LOOKAHEAD + _unit_starts(unit_literals, exponent, original.flags),
    }
    full = _trie_regex(unit_literals, bool(original.flags & re.IGNORECASE))
    for match in _UNIT_GROUP.finditer(pattern):
        swaps[match.group() + units] = match.group() + full
    if sum(pattern.count(key) for key in swaps) != 9:
        raise ValueError("unexpected layout of quantulum3's unit pattern")
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
    # An empty literal (quantulum3's tables gain one when it looks up an empty spelling)
    # comes last, so it matches only where nothing longer does: an optional trie.
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


@cache
def _same_under_ignore_case(a: str, b: str) -> bool:
    return bool(_ignoring_case(a).fullmatch(b) or _ignoring_case(b).fullmatch(a))


@cache
def _ignoring_case(char: str) -> re.Pattern[str]:
    """``char`` as a pattern under IGNORECASE, compiled once per character (the trie asks
    about thousands of pairs of a few hundred characters)."""
    return re.compile(re.escape(char), re.IGNORECASE)


# --- a quantity's unit ----------------------------------------------------------------

_UNIT_GROUPS = ("prefix", "unit1", "unit2", "unit3", "unit4")
_OPERATOR_GROUPS = ("operator1", "operator2", "operator3", "operator4")
_MATCH_GROUPS = _UNIT_GROUPS + _OPERATOR_GROUPS


class _Tables:
    """Remembered answers that hold only for one set of unit and entity tables.

    quantulum3 swaps its tables without emptying its cache (``CustomQuantities`` flips
    the flags ``load.units()`` and ``load.entities()`` are keyed by): the memory is
    dropped whenever either table object is not the one it was made with. It lives in
    quantulum3's own cache, so ``load.clear_cache()`` empties it too. ``get_unit`` and
    ``get_unit_from_dimensions`` share it (their keys differ: a match's groups are
    strings or None, dimensions pairs), so that a quantity's unit checks the tables once.
    """

    def __init__(self, parser: ModuleType, load: ModuleType) -> None:
        from quantulum3 import classifier

        self.classifier = classifier
        self.log = parser._LOGGER
        self.load = load
        self._cache: dict[int, dict[Any, Any]] = load._CACHE_DICT
        self._id = id(self)
        _KEYED_BY_ID.append(self)

    def memory(self, lang: str, classifier_path: Any) -> tuple[Any, dict[Any, Any]] | None:
        """The unit tables of ``lang`` and the memory made with them; None where quantulum3
        does not read units as the replacements assume: another language, a classifier,
        or a debug log to write (the replacements skip the originals' logs)."""
        if (
            lang != LANG
            or classifier_path is not None
            or self.classifier.USE_CLF
            or self.log.isEnabledFor(logging.DEBUG)
        ):
            return None
        units, entities = self.load.units(lang), self.load.entities(lang)
        memory = self._cache[self._id]
        made_with = memory.get(_TABLES_KEY)
        if (
            made_with is None
            or made_with[0] is not units
            or made_with[1] is not entities
            or len(memory) > _REMEMBERED
        ):
            memory.clear()
            memory[_TABLES_KEY] = (units, entities)
        return units, memory


_TABLES_KEY = object()  # the memory's entry that names the tables it was made with


@dataclass(frozen=True)
class _UnitPlan:
    """What ``parser.get_unit`` makes of a match's unit and operator groups.

    ``dimensions`` holds, per unit read, its surface, its power and either its base
    unit's name or, where the spelling names several units, the set of candidates
    quantulum3 disambiguates with the sentence's text (the very set object of its
    tables, so that ties go the same way). ``cut_at`` is the operator group whose
    start ends the unit when the operators disagree, else None.
    """

    dimensions: tuple[tuple[str, int, str | None, Any], ...]
    cut_at: str | None
    # what units.derived is looked up by, where no candidates are left to choose from
    key: tuple[tuple[str, int], ...] | None


class _UnitOfMatch:
    """``parser.get_unit`` with what does not depend on the text remembered.

    quantulum3 reads a match's unit groups and operators, a unit's surface and power
    (``parse_unit``), and its base unit from the spelling (``disambiguate_unit``: looked
    up in four tables, and only where a spelling names several units, chosen by the
    words of the text); then the unit of those dimensions. All but that choice are
    functions of the groups and the tables, remembered here by the groups (as
    :class:`_UnitPlan`); the choice is asked each time, as quantulum3 asks it. The unit
    of the dimensions is asked of ``parser.get_unit_from_dimensions`` each time, with a
    fresh list of fresh dimensions, as quantulum3 builds them: it hands out its shared
    unit objects with ``original_dimensions`` set from that list.
    """

    def __init__(
        self,
        original: Callable[..., Any],
        parser: ModuleType,
        tables: _Tables,
        of_dimensions: _UnitOfDimensions,
    ) -> None:
        from quantulum3 import no_classifier

        self.original = original
        self.parser = parser
        self.no_classifier = no_classifier
        self.tables = tables
        self.of_dimensions = of_dimensions
        # The unit last read from a match and the fresh dimensions it was read from, for
        # the quantity built next (see _BuildQuantity); None where quantulum3 read it.
        self.read: tuple[Any, list[dict[str, Any]]] | None = None

    def __call__(
        self, item: re.Match[str], text: str, lang: str = LANG, classifier_path: Any = None
    ) -> tuple[Any, int]:
        self.read = None
        tables = self.tables.memory(lang, classifier_path)
        if tables is None:
            return self.original(item, text, lang, classifier_path)
        units, memory = tables
        groups = item.group(*_MATCH_GROUPS)
        plan = memory.get(groups)
        if plan is None:
            try:
                plan = self._plan(groups, units, lang)
            except Exception:  # quantulum3's own path raises it the same way, with its logs
                return self.original(item, text, lang, classifier_path)
            memory[groups] = plan
        if plan is _DIMENSIONLESS:
            return units.names["dimensionless"], 0
        derived = []
        for surface, power, base, candidates in plan.dimensions:
            if candidates is not None:
                chosen = self.no_classifier.disambiguate_no_classifier(candidates, text, lang)
                base = chosen.name if chosen else "unk"
            derived.append({"base": base, "power": power, "surface": surface})
        of_dimensions = self.parser.get_unit_from_dimensions
        if of_dimensions is self.of_dimensions:  # ours, with the tables just checked
            unit = of_dimensions.unit(derived, units, memory, plan.key)
            self.read = (unit, derived)
        else:
            unit = of_dimensions(derived, text, lang, classifier_path)
        shortening = 0 if plan.cut_at is None else item.end() - item.start(plan.cut_at)
        return unit, shortening

    def _plan(self, groups: tuple[str | None, ...], units: Any, lang: str) -> Any:
        """quantulum3 0.10.0's ``get_unit`` and ``disambiguate_unit``, up to the choice
        that reads the text (the same steps, in the same order)."""
        from quantulum3 import regex as reg

        by_name = dict(zip(_MATCH_GROUPS, groups, strict=True))
        if not any(by_name[name] for name in _UNIT_GROUPS):
            return _DIMENSIONLESS
        derived: list[tuple[str, int, str | None, Any]] = []
        slash, multiplication_operator, cut_at = False, False, None
        for index in range(0, 5):
            unit = by_name[_UNIT_GROUPS[index]]
            operator_index = None if index < 1 else _OPERATOR_GROUPS[index - 1]
            operator = None if index < 1 else by_name[operator_index]
            if (
                operator in reg.multiplication_operators(lang)
                or (operator is None and unit and not (index == 1 and unit in reg.suffixes(lang)))
            ) and (
                multiplication_operator != operator and not (index == 1 and str(operator).isspace())
            ):
                if multiplication_operator is False:
                    multiplication_operator = operator
                else:
                    if operator is None:
                        derived.pop()
                        operator_index = _OPERATOR_GROUPS[index - 2]
                    cut_at = operator_index
                    break
            if operator and not slash:
                slash = any(i in operator for i in reg.division_operators(lang))
            if unit:
                surface, power = self.parser.parse_unit(None, unit, slash, lang)
                candidates = (
                    units.symbols[surface]
                    or units.surfaces[surface]
                    or units.surfaces_lower[surface.lower()]
                    or units.symbols_lower[surface.lower()]
                )
                if len(candidates) > 1:
                    derived.append((surface, power, None, candidates))
                else:
                    base = next(iter(candidates)).name if candidates else "unk"
                    derived.append((surface, power, base, None))
        key = (
            None
            if any(candidates is not None for *_, candidates in derived)
            else tuple((base, power) for _, power, base, _ in derived)
        )
        return _UnitPlan(tuple(derived), cut_at, key)


_DIMENSIONLESS = object()  # the plan of a match with no unit at all


class _UnitOfDimensions:
    """``parser.get_unit_from_dimensions`` with the unit's name and entity remembered.

    A unit of the tables (``units.derived``) is handed out as quantulum3 hands it out,
    with ``original_dimensions`` set to the dimensions asked about. Any other unit is
    built afresh, with a name and an entity that depend on the bases and powers alone:
    the name is spelled from them (``build_unit_name``), and the entity
    (``get_entity_from_dimensions``) is the tables' one entity of those dimensions, or
    else a new "unknown" entity. Where several entities share the dimensions,
    quantulum3 0.10.0 lets the text choose one and then looks the chosen *object* up
    among the entities' *names*, which fails (a KeyError it catches): the entity is
    "unknown" whatever the text.
    """

    def __init__(
        self, original: Callable[..., Any], parser: ModuleType, load: ModuleType, tables: _Tables
    ) -> None:
        from quantulum3 import classes

        self.original = original
        self.parser = parser
        self.load = load
        self.classes = classes
        self.tables = tables

    def __call__(
        self,
        dimensions: list[dict[str, Any]],
        text: str,
        lang: str = LANG,
        classifier_path: Any = None,
    ) -> Any:
        tables = self.tables.memory(lang, classifier_path)
        if tables is None:
            return self.original(dimensions, text, lang, classifier_path)
        units, memory = tables
        return self.unit(dimensions, units, memory)

    def unit(
        self,
        dimensions: list[dict[str, Any]],
        units: Any,
        memory: dict[Any, Any],
        key: tuple[tuple[str, int], ...] | None = None,
    ) -> Any:
        """The unit of ``dimensions`` (looked up by ``key``, their bases and powers)."""
        if key is None:
            key = tuple((i["base"], i["power"]) for i in dimensions)
        unit = units.derived.get(key)
        if unit is None:
            made = memory.get(key)
            if made is None:  # raises where quantulum3 does: a base it does not know
                made = memory[key] = self._unit_parts(dimensions, units, LANG)
            name, entity, unknown = made
            classes = self.classes
            if entity is None:
                entity = classes.Entity("unknown", [{"base": b, "power": p} for b, p in unknown])
            unit = classes.Unit(name=name, dimensions=dimensions, entity=entity)
        unit.original_dimensions = dimensions
        return unit

    def _unit_parts(
        self, dimensions: list[dict[str, Any]], units: Any, lang: str
    ) -> tuple[str, Any, tuple[tuple[str, int], ...]]:
        """The name; the entity of the tables, or None and the dimensions of an unknown one
        (quantulum3 0.10.0's ``get_entity_from_dimensions`` and ``disambiguate_entity``)."""
        name = self.parser.build_unit_name(dimensions, lang)
        entity_dimensions = tuple(
            (units.names[i["base"]].entity.name, i["power"]) for i in dimensions
        )
        key = tuple(sorted(entity_dimensions, key=lambda dimension: dimension[0]))
        candidates = self.load.entities(lang).derived[key]
        if len(candidates) == 1:
            return name, next(iter(candidates)), ()
        return name, None, entity_dimensions


# --- the parse loop, a quantity's surface, quotes -------------------------------------


class _Parse:
    """``parser.parse`` without the work that only its debug log reads.

    quantulum3 0.10.0's ``parse`` builds, for every match of the unit pattern, a dict of
    the match's non-blank groups that only its debug log reads. Here the same steps run
    in the same order, through the module's functions as quantulum3 calls them (so that
    the other replacements apply), without that dict; with a debug log to write (or
    ``verbose``, or another language), the original runs.
    """

    def __init__(self, original: Callable[..., Any], parser: ModuleType) -> None:
        self.original = original
        self.parser = parser

    def __call__(
        self, text: str, lang: str = LANG, verbose: bool = False, classifier_path: Any = None
    ) -> list[Any]:
        parser = self.parser
        if lang != LANG or verbose or parser._LOGGER.isEnabledFor(logging.DEBUG):
            return self.original(text, lang, verbose, classifier_path)
        logging.basicConfig(format=_PARSE_LOG_FORMAT)  # as quantulum3 calls it, every parse
        orig_text = text
        text = parser.clean_text(text, lang)
        values = parser.extract_spellout_values(text, lang)
        text, shifts = parser.substitute_values(text, values)
        quantities: list[Any] = []
        for item in parser.reg.units_regex(lang).finditer(text):
            try:
                uncert, values = parser.get_values(item, lang)
                unit, unit_shortening = parser.get_unit(item, text, lang, classifier_path)
                surface, span = parser.get_surface(shifts, orig_text, item, text, unit_shortening)
                objs = parser.build_quantity(
                    orig_text,
                    text,
                    item,
                    values,
                    unit,
                    surface,
                    span,
                    uncert,
                    lang,
                    classifier_path,
                )
                if objs is not None:
                    quantities += objs
            except ValueError:  # quantulum3 logs it at debug level and reads on
                continue
        return parser.handle_consecutive_quantities(quantities, text)


_PARSE_LOG_FORMAT = "%(asctime)s --- %(message)s"  # quantulum3 0.10.0's, in parse()


class _Surface:
    """``parser.get_surface`` without its debug log's formatting.

    quantulum3 0.10.0 cuts the match's span by the unit's shortening, takes in the
    spaces after it, maps it back onto the text before the number words were replaced,
    and drops trailing spaces and hyphens, then leading spaces. Here the same offsets
    are computed with ``str.rstrip`` and ``str.lstrip`` instead of one character a
    loop; with a debug log to write, the original runs.
    """

    def __init__(self, original: Callable[..., Any], parser: ModuleType) -> None:
        self.original = original
        self.log = parser._LOGGER

    def __call__(
        self,
        shifts: Any,
        orig_text: str,
        item: re.Match[str],
        text: str,
        unit_shortening: int = 0,
    ) -> tuple[str, tuple[int, int]]:
        if self.log.isEnabledFor(logging.DEBUG):
            return self.original(shifts, orig_text, item, text, unit_shortening)
        start = item.start()
        end = item.end() - unit_shortening
        length = len(text)
        while end < length and text[end] == " ":
            end += 1
        # shifts may be a defaultdict: read it as quantulum3 does, one key at a time
        real_start = start - shifts[start]
        real_end = end - shifts[end - 1]
        surface = orig_text[real_start:real_end]
        kept = surface.rstrip(" -")
        real_end -= len(surface) - len(kept)
        surface = kept.lstrip(" ")
        real_start += len(kept) - len(surface)
        return surface, (real_start, real_end)


# quantulum3 0.10.0's quote artifact: a quote, a character that opens a word, the
# shortest run of anything, and a closing quote.
_QUOTE_ARTIFACT = re.compile(r'["\'][^ .,:;?!()*+-].*?["\']')


class _QuoteArtifacts:
    """``parser.is_quote_artifact`` with the text's quotes found once per text.

    quantulum3 0.10.0 runs its quote pattern over the whole sentence for each quantity
    and returns the first match that ends inside the quantity's span (``False`` if
    none). Here the matches of the last text asked about are kept and searched in the
    same order; the match handed out is one of that text's matches, as quantulum3's is.
    """

    def __init__(self, original: Callable[..., Any]) -> None:
        self.original = original
        # the last text and its quotes, set together (one assignment)
        self._last: tuple[str | None, tuple[re.Match[str], ...]] = (None, ())

    def __call__(self, orig_text: str, span: tuple[int, int]) -> re.Match[str] | bool:
        text, quotes = self._last
        if orig_text != text:
            quotes = tuple(_QUOTE_ARTIFACT.finditer(orig_text))
            self._last = (orig_text, quotes)
        for item in quotes:
            if span[0] <= item.span()[1] <= span[1]:
                return item
        return False


class _ConsecutiveQuantities:
    """``parser.handle_consecutive_quantities`` with the words between two quantities read
    once.

    quantulum3 0.10.0 asks, for each pair of neighbouring quantities, its English
    ``is_ranged`` ("5 to 10 kg"; "between 5 and 10 kg") and, where they are no range,
    ``is_coordinated`` ("5 and 10 kg"): both read the words between the two, and
    ``is_ranged`` splits the whole text before the first to find "between" among the
    three words before it, which only matters where the words between are "and". Here
    the words between are read once and the words before only where they are "and";
    the pairs are merged as quantulum3 merges them.
    """

    def __init__(self, original: Callable[..., Any], parser: ModuleType) -> None:
        self.original = original
        self.parser = parser

    def __call__(self, quantities: list[Any], context: str) -> list[Any]:
        if len(quantities) < 1:
            return quantities
        results = []
        skip_next = False
        for q1, q2 in pairwise(quantities):
            if skip_next:
                skip_next = False
                continue
            connective = context[q1.span[1] : q2.span[0]].strip().lower()
            range_span = self._range(q1, q2, context, connective)
            if range_span:
                if (
                    (q1.unit.name == q2.unit.name or q1.unit.name == "dimensionless")
                    and q1.uncertainty is None
                    and q2.uncertainty is None
                    and q1.value != q2.value
                ):
                    a, b = (q1, q2) if q2.value > q1.value else (q2, q1)
                    value = (a.value + b.value) / 2.0
                    uncertainty = b.value - value
                    surface = context[range_span[0] : range_span[1]]
                    q1 = q1.with_vals(
                        uncertainty=uncertainty,
                        value=value,
                        unit=q2.unit,
                        span=range_span,
                        surface=surface,
                    )
                    skip_next = True
            elif connective in _COORDINATING and q1.unit.name == "dimensionless":
                q1 = q1.with_vals(unit=q2.unit)
            results.append(q1)
        if not skip_next:
            results.append(quantities[-1])
        return results

    def _range(self, q1: Any, q2: Any, context: str, connective: str) -> tuple[int, int] | None:
        """quantulum3 0.10.0's English ``is_ranged``, given the words between."""
        if connective == "to":
            return (q1.span[0], q2.span[1])
        if connective == "and" and "between" in self.parser.words_before_span(context, q1.span, 3):
            start = context.rfind("between", 0, q1.span[0])
            return (start, q2.span[1])
        return None


_COORDINATING = ("and", "or", "but")  # quantulum3 0.10.0's English is_coordinated


# --- building a quantity ----------------------------------------------------------------

# The fixed expressions of quantulum3 0.10.0's English build_quantity, as it writes them.
_DECADE = re.compile(r"[1-2]\d\d0s")  # "1990s"
_CLOCK_NUMBER = re.compile(r"\d(\.\d\d)?")  # "5.12 pm"
_INCH_AT_END = re.compile(r" in$")
_INCH_ENDS_PHRASE = re.compile(r" in(\.|,|\?|!|$)")
_MEGAYEAR_AT_END = re.compile(r" my$")
_MEGAYEAR_ENDS_PHRASE = re.compile(r" my(\.|,|\?|!|$)")
# The units whose symbol is a common word, with how the word ends a surface and a phrase.
_COMMON_WORD_UNITS = {
    "inch": (_INCH_AT_END, _INCH_ENDS_PHRASE),
    "megayear": (_MEGAYEAR_AT_END, _MEGAYEAR_ENDS_PHRASE),
}
_TIME_AT_END = re.compile(r" time$")
_ORDINAL = re.compile(r"1st|2nd|3rd|[04-9]th")
_CODE = re.compile(r"\d+[A-Z]+\d+")
_A_SECOND = re.compile(r"\ba second\b", re.IGNORECASE)


class _BuildQuantity:
    """``parser.build_quantity`` for English with its fixed regular expressions compiled
    once.

    quantulum3 0.10.0's English ``build_quantity`` checks every quantity with regular
    expressions written as strings (``re.search(r" time$", surface)``: a look-up in the
    ``re`` module's cache each time) and formats a debug message at each correction.
    Here its steps run in the same order, on the same objects (it changes the shared
    unit objects' ``original_dimensions`` in place, and so does this), with those
    expressions compiled once; an expression built from the text ("a digit, then the
    suffix") is built as quantulum3 builds it. No expression in it closes over its
    variables: each would make a cell a call, objects the garbage collector counts. With
    a debug log to write, or another language, the original runs.
    """

    def __init__(
        self, original: Callable[..., Any], parser: ModuleType, of_match: _UnitOfMatch
    ) -> None:
        from quantulum3 import classes, load
        from quantulum3 import regex as reg
        from quantulum3._lang.en_US import load as english_load
        from quantulum3._lang.en_US import parser as english

        self.original = original
        self.parser = parser
        self.of_match = of_match
        self.classes = classes
        self.load = load
        self.reg = reg
        self.common_words = english_load.COMMON_WORDS
        self.log = english._LOGGER

    def __call__(
        self,
        orig_text: str,
        text: str,
        item: re.Match[str],
        values: list[float],
        unit: Any,
        surface: str,
        span: tuple[int, int],
        uncert: float | None,
        lang: str = LANG,
        classifier_path: Any = None,
    ) -> list[Any] | None:
        # what get_unit read just before, for this quantity: taken once
        read, self.of_match.read = self.of_match.read, None
        if lang != LANG or self.log.isEnabledFor(logging.DEBUG):
            return self.original(
                orig_text, text, item, values, unit, surface, span, uncert, lang, classifier_path
            )
        return self._build(
            orig_text, text, item, values, unit, surface, span, uncert, classifier_path, read
        )

    def _build(
        self,
        orig_text: str,
        text: str,
        item: re.Match[str],
        values: list[float],
        unit: Any,
        surface: str,
        span: tuple[int, int],
        uncert: float | None,
        classifier_path: Any,
        read: tuple[Any, list[dict[str, Any]]] | None,
    ) -> list[Any] | None:
        """quantulum3 0.10.0's ``_lang/en_US/parser.build_quantity``, step for step."""
        lang, reg = LANG, self.reg
        units_ = self.load.units(lang)

        # "absolute zero": the kelvin
        absolute = "absolute "
        if (
            unit.name == "dimensionless"
            and absolute == orig_text[span[0] - len(absolute) : span[0]]
        ):
            unit = units_.names["kelvin"]
            unit.original_dimensions = unit.dimensions
            surface = absolute + surface
            span = (span[0] - len(absolute), span[1])

        # "$3T" is no dollar tesla, "3k miles" are thousands
        if unit.entity.dimensions:
            if (
                len(unit.entity.dimensions) > 1
                and unit.entity.dimensions[0]["base"] == "currency"
                and unit.original_dimensions[1]["surface"] in reg.suffixes(lang)
            ):
                suffix = unit.original_dimensions[1]["surface"]
                if re.search(rf"\d{suffix}\b", text):
                    values = _scaled(values, reg.suffixes(lang)[suffix])
                    unit.original_dimensions = [
                        unit.original_dimensions[0],
                        *unit.original_dimensions[2:],
                    ]

            elif unit.original_dimensions[0]["surface"] in reg.suffixes(lang) and not _all_symbols(
                unit.original_dimensions[1:], units_
            ):
                suffix = unit.original_dimensions[0]["surface"]
                values = _scaled(values, reg.suffixes(lang)[suffix])
                unit.original_dimensions = unit.original_dimensions[1:]

        # "1990s" is a decade
        elif _DECADE.match(surface):
            unit.original_dimensions = []
            surface = surface[:-1]
            span = (span[0], span[1] - 1)

        # "1am", "5.12 pm" are times
        if (
            len(unit.dimensions) == 1
            and item.group("unit1") in ("pm", "am")
            and unit.entity.name == "length"
            and _CLOCK_NUMBER.fullmatch(item.group("value"))
        ):
            return None

        # "($99.99)" is a negative sum of money
        try:
            if (
                len(values) == 1
                and unit.entity.name == "currency"
                and span[0] > 0
                and orig_text[span[0] - 1] == "("
                and orig_text[span[1]] == ")"
                and values[0] >= 0
            ):
                span = (span[0] - 1, span[1] + 1)
                surface = f"({surface})"
                values[0] = -values[0]
        except IndexError:
            pass

        # a unit written without operators that is a common word
        pruned_common_word = unit.original_dimensions
        while pruned_common_word:
            pruned_common_word = False

            # "in" the preposition, not inches; "my" the determiner, not megayears
            if (
                unit.original_dimensions
                and (word := _COMMON_WORD_UNITS.get(unit.original_dimensions[-1]["base"]))
                and word[0].search(surface)
                and "/" not in surface
                and not word[1].search(orig_text[span[0] : min(len(orig_text), span[1] + 1)])
            ):
                unit.original_dimensions = unit.original_dimensions[:-1]
                pruned_common_word = True
                surface = surface[:-3]
                span = (span[0], span[1] - 3)
                continue

            candidates = [u["power"] == 1 for u in unit.original_dimensions]
            for start in range(0, len(unit.original_dimensions)):
                for end in reversed(range(start + 2, len(unit.original_dimensions) + 1)):
                    if not all(candidates[start:end]):
                        continue
                    combination = "".join(
                        u.get("surface", "") for u in unit.original_dimensions[start:end]
                    )
                    if len(combination) < 1:
                        continue
                    if combination not in surface:
                        continue
                    if combination.lower() not in self.common_words[len(combination)]:
                        continue
                    match = re.search(rf"[-\s]{combination}\b", surface)
                    if not match:
                        continue
                    span = (span[0], span[0] + match.start())
                    surface = surface[: match.start()]
                    unit.original_dimensions = unit.original_dimensions[:start]
                    pruned_common_word = True
                    continue

        if self.parser.is_quote_artifact(text, item.span()):
            surface = surface[:-1]
            span = (span[0], span[1] - 1)
            if unit.original_dimensions and (unit.original_dimensions[-1]["surface"] == '"'):
                unit.original_dimensions = unit.original_dimensions[:-1]

        if (
            _TIME_AT_END.search(surface)
            and unit.original_dimensions
            and len(unit.original_dimensions) > 1
            and unit.original_dimensions[-1]["base"] == "count"
        ):
            unit.original_dimensions = unit.original_dimensions[:-1]
            surface = surface[:-5]
            span = (span[0], span[1] - 5)

        # quantulum3 marks a dimension change at the start and never clears it: the unit
        # is always read again from its dimensions. Where they are still the very list
        # get_unit just read this unit from, with our get_unit_from_dimensions, reading
        # them again gives the same unit of the tables (or an equal one, built afresh,
        # for a unit outside them): it is kept.
        if unit.original_dimensions:
            of_dimensions = self.parser.get_unit_from_dimensions
            if not (
                read is not None
                and read[0] is unit
                and read[1] is unit.original_dimensions
                and of_dimensions is self.of_match.of_dimensions
            ):
                unit = of_dimensions(unit.original_dimensions, orig_text, lang, classifier_path)
        else:
            unit = units_.names["dimensionless"]

        # txt2float readings of words, ordinals, codes
        if (
            surface.lower() in ["a", "an", "one"]
            or _ORDINAL.search(surface)
            or _CODE.search(surface)
            or _A_SECOND.search(surface)
        ):
            return None

        quantities = []
        for value in values:
            quantities.append(
                self.classes.Quantity(
                    value=value,
                    unit=unit,
                    surface=surface,
                    span=span,
                    uncertainty=uncert,
                    lang=lang,
                )
            )
        return quantities


def _scaled(values: list[float], factor: float) -> list[float]:
    """``values`` times a suffix's factor ("3k": a thousand), a new list."""
    return [value * factor for value in values]


def _all_symbols(dimensions: list[dict[str, Any]], units: Any) -> bool:
    """Whether every dimension is written as its unit's symbol ("k" before "m/s" is then
    a prefix, not a thousand)."""
    return all(dim["surface"] in units.names[dim["base"]].symbols for dim in dimensions)


# --- numbers written in words -----------------------------------------------------------

_COUNTLESS = frozenset({"several", "couple", "some"})  # words that void a number after them
_MISSING = object()


class _SpelledNumbers:
    """``parser.extract_spellout_values`` for English, with its readings remembered.

    quantulum3 finds runs of number words ("two hundred and five", "a") with its text
    pattern, cuts each run into sequences (``split_spellout_sequence``), drops a
    sequence that follows "several", "couple" or "some" among the three words before
    it, and reads each other sequence's value. Here:

    * a text in which no number word stands at all (about half of the sentences of
      dense text) is answered at once: every match of the text pattern holds one,
      bounded as in the pattern, so a search for the bounded words alone finds one
      wherever the pattern matches;
    * a run's sequences, with offsets from the run's start, are remembered by the run's
      text; a sequence's reading (its cleaned surface, how far its ends move, its value
      as text, or nothing where quantulum3 skips it) by the sequence's text. The
      check of the words before a sequence reads the text, and is made each time.

    Values are handed out as new dicts, in the order quantulum3 sorts them.
    """

    def __init__(self, original: Callable[..., Any], parser: ModuleType, load: ModuleType) -> None:
        from quantulum3 import regex as reg
        from quantulum3._lang.en_US import parser as english

        self.original = original
        self.parser = parser
        self.english = english
        self.reg = reg
        self._cache: dict[int, dict[Any, Any]] = load._CACHE_DICT
        _KEYED_BY_ID.append(self)
        self.failed = False

    def __call__(self, text: str, lang: str = LANG) -> list[dict[str, Any]]:
        if lang != LANG or self.failed:
            return self.original(text, lang)
        memory = self._cache[id(self)]
        screen = memory.get(_SCREEN_KEY)
        if screen is None or len(memory) > _REMEMBERED:
            memory.clear()
            try:
                screen = memory[_SCREEN_KEY] = self._screen(lang)
            except Exception:  # a pattern the screen cannot be made from: quantulum3's own
                logger.debug("quantulum3 number-word speed-up left out", exc_info=True)
                self.failed = True
                return self.original(text, lang)
        first = screen.search(text)
        if first is None:
            return []
        pattern = self.reg.text_pattern_reg(lang)
        candidates = []
        for run in pattern.finditer(text, _number_run_start(text, first.start(), pattern.flags)):
            words = run.group(0)
            sequences = memory.get(words)
            if sequences is None:
                # split_spellout_sequence reads only the start of the span it is given
                sequences = memory[words] = tuple(
                    self.english.split_spellout_sequence(words, (0, len(words)))
                )
            start = run.start()
            candidates.extend((seq, (a + start, b + start)) for seq, (a, b) in sequences)
        values = []
        # the words that void a number stand in a text that holds them, in any case
        lowered = text.lower()
        countless = any(word in lowered for word in _COUNTLESS)
        for seq, span in candidates:
            if countless and not _COUNTLESS.isdisjoint(
                self.parser.words_before_span(text, span, 3)
            ):
                continue
            key = (_READING_KEY, seq)
            reading = memory.get(key, _MISSING)
            if reading is _MISSING:
                reading = memory[key] = self._reading(seq)
            if reading is None:
                continue
            surface, (moved_start, moved_end), new_surface = reading
            values.append(
                {
                    "old_surface": surface,
                    "old_span": (span[0] + moved_start, span[1] + moved_end),
                    "new_surface": new_surface,
                }
            )
        return sorted(values, key=lambda x: x["old_span"][0])

    def _screen(self, lang: str) -> re.Pattern[str]:
        """The bounded number words of the text pattern, alone."""
        alternation = self.reg.numberwords_regex(lang)
        runs = list(_alternation_runs(alternation))
        if len(runs) != 1 or runs[0][:2] != (0, len(alternation)):
            raise ValueError("the number words are not one alternation of bounded words")
        flags = self.reg.text_pattern_reg(lang).flags
        words = _bounded_words(runs[0][2], bool(flags & re.IGNORECASE))
        return re.compile(r"(?:(?<=\W)|^)(?:" + words + r")(?:(?=\W)|$)", flags)

    def _reading(self, seq: str) -> tuple[str, tuple[int, int], str] | None:
        """quantulum3 0.10.0's reading of one sequence (the body of its loop over them),
        with offsets relative to the sequence's span; None where it skips the sequence."""
        reg = self.reg
        lang = LANG
        try:
            is_negative = False
            surface, span = self.english.clean_surface(seq, (0, 0))
            if not surface:
                return None
            curr = result = 0.0
            for word in surface.lower().split():
                try:
                    scale, increment = (
                        1,
                        float(re.sub(f"(-$|[{reg.grouping_operators_regex(lang)}])", "", word)),
                    )
                except ValueError:
                    match = re.search(reg.numberwords_regex(), word)
                    scale, increment = reg.numberwords(lang)[match.group(0)]  # type: ignore[union-attr]
                if scale < 0:  # negative, must be the first word in the sequence
                    is_negative = True
                    continue
                if (
                    scale > 0
                    and increment == 0
                    and curr == 0.0
                    and result == 0.0
                    and word != "zero"
                ):  # "million" in the beginning
                    increment = scale
                    scale = 0.0
                if scale > result > 0:
                    curr = curr + result
                    result = 0.0
                curr = curr * scale + increment
                if scale > 100 or word == "and":
                    result += curr
                    curr = 0.0
            value = result + curr
            if is_negative:
                value = -value
            return surface, span, str(value)
        except (KeyError, AttributeError):  # quantulum3 ignores such a sequence
            return None


# What may stand in the text pattern's match before its first number word: a number
# (digits, a sign, a decimal point, grouping, an exponent written with "e", "x", "*", "·",
# "^" or " times ", a fraction) and a comma or a space. Read with the pattern's flags.
_NUMBER_RUN = r"[\d+\-., *x·e^/times¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞¹²³⁴⁵⁶⁷⁸⁹⁰]"


@cache
def _number_run_char(flags: int) -> re.Pattern[str]:
    return re.compile(_NUMBER_RUN, flags & ~re.VERBOSE)


def _number_run_start(text: str, first_word: int, flags: int) -> int:
    """Where the text pattern's first match can start at the earliest, given where the
    first number word stands: a match holds a number word, and before the first one only
    an optional number and a comma or a space. So no match starts before the run of such
    characters that ends at ``first_word``, and the pattern's matches from there are its
    matches from the text's start (its look-behinds and "^" still see the whole text)."""
    run_char = _number_run_char(flags).match
    start = first_word
    while start > 0 and run_char(text, start - 1):
        start -= 1
    return start


_SCREEN_KEY = object()  # the memory's entry for the number-word screen
_READING_KEY = object()  # marks a sequence's reading in the memory (a run's is keyed by text)
