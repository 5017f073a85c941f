"""The speed-ups change no annotation: pre-filter, sentence cache, quantulum3 replacements,
context computed on demand and rules run only where they could fire.

The reference is the slowest, most literal path: every sentence through the original
quantulum3, no cache, every unit's context computed and every rule run on every unit and
passage. The default pipeline must give the same reports, byte for byte, on a varied
corpus: the bundled prose corpus, the start of the bundled dense corpus (methods and
results, a number every few words), plus sentences chosen to sit on the pre-filter's
edges (number words, "minus", unit words without numbers, ellipses, fractions,
subscripts, repeats) and on the rules' preconditions' (see test_lazy_context.py).
"""

from __future__ import annotations

import json
import re
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from precondition_cases import PRECONDITION_EDGES
from spacy.language import Language

import physics_spacy
from physics_spacy import extract, quantulum_speedups
from physics_spacy.analysis import Analyser, may_hold_claim, read_claims
from physics_spacy.report import doc_report

CORPUS_PATH = Path(__file__).parents[1] / "benchmarks" / "prose_corpus.jsonl"
DENSE_PATH = Path(__file__).parents[1] / "benchmarks" / "dense_corpus.jsonl"

EDGE_SENTENCES = [
    "The committee declined to comment on the leaked documents.",
    "The temperature was minus three hundred degrees Celsius, said one of the staff.",
    "It was minus something, and negative on the whole.",
    "Kilometres per second and degrees Celsius are units, not claims.",
    "A day and a key, an hour and a half, the X-ray and the Fig. 3c panel.",
    "The speed was ... km/s and the mass … kg.",
    "Add ⅛ cup of sugar and ½ cup of flour.",
    "The CO₂ level rose past ② on the chart and ❸ on the dial.",
    "A fifth of the budget and two thirds of the staff left in the nineties.",
    "He spoke of ones and zeros, of tens of thousands, of a dozen eggs.",
    "Someone, anyone, no one: nothing here is a number, bone-dry or done.",
    "The probe travelled at 400000 km/s. It then cooled to -300 °C.",
    "Its mass was -4 kg; the chance of rain was 150%, up 300% since 1990.",
    "The 1.2.3 m rod fell 100 m in 1 s and hit at 3.5 × 10^8 m/s.",
    "Temperatures of 5E8 K and 10⁸ K, or 1e999 m/s, are reported.",
    "Prices fell 120% while A took 60% and B took 70% of traffic.",
    "The reactor ran at Mach 30, at −10 ℃ and at -459.67 F in the cold.",
    "Ninety minutes later, 9″ of snow had fallen at 30 C outside.",
    "The committee declined to comment on the leaked documents.",
    "",
    "   ",
    "Ω, µ, μ, Å and K appear without numbers here.",
    "The 5 ΜΩ resistor, the 5 MΩ one, 3 Mm and 3 mm, 5 µs and 5 μs, 12 KM.",
]


def _corpus(limit: int, dense: int = 0) -> list[str]:
    lines = CORPUS_PATH.read_text("utf-8").splitlines()[:limit]
    lines += DENSE_PATH.read_text("utf-8").splitlines()[:dense]
    return [json.loads(line)["text"] for line in lines] + EDGE_SENTENCES + PRECONDITION_EDGES


@pytest.fixture(scope="module")
def corpus() -> list[str]:
    return _corpus(60, dense=40)


@pytest.fixture
def original_quantulum() -> Iterator[None]:
    """quantulum3 without the replacements for the duration of a test."""
    parser = extract._parser()
    quantulum_speedups.uninstall()
    try:
        yield
    finally:
        assert quantulum_speedups.install(parser)


def _reports(nlp: Language, texts: list[str]) -> list[dict]:
    return [doc_report(doc) for doc in nlp.pipe(texts)]


def _literal_pipeline() -> Language:
    """The default pipeline with no pre-filter, no cache and nothing left lazy."""
    nlp = physics_spacy.load(config={"cache_size": 0})
    component = nlp.get_pipe("physics_consistency")
    component.analyser = Analyser(
        component.analyser.rules, cache_size=0, prefilter=False, lazy=False
    )
    return nlp


@contextmanager
def _readings_through_pint() -> Iterator[None]:
    """Every unit read through pint: no bundled readings, no SI factors remembered."""
    from physics_spacy import si_table, units

    def clear() -> None:
        units.reading.cache_clear()
        units._si_factor.cache_clear()
        si_table.bundled.cache_clear()

    clear()
    original = si_table.bundled
    si_table.bundled = lambda: {}  # type: ignore[assignment]
    factor = units._si_factor
    units._si_factor = lambda _units: None  # type: ignore[assignment]
    try:
        yield
    finally:
        si_table.bundled = original  # type: ignore[assignment]
        units._si_factor = factor  # type: ignore[assignment]
        clear()


@pytest.fixture(scope="module")
def reference(corpus: list[str]) -> list[dict]:
    """Reports of the literal pipeline on the original quantulum3, every unit through pint."""
    parser = extract._parser()
    quantulum_speedups.uninstall()
    try:
        with _readings_through_pint():
            return _reports(_literal_pipeline(), corpus)
    finally:
        assert quantulum_speedups.install(parser)


def test_bundled_readings_are_pints() -> None:
    """Each reading of data/si_readings.json is the one pint gives, factor for factor."""
    from physics_spacy import si_table, units

    table = si_table.bundled()
    assert len(table) > 300, "the bundled table is out of date: python -m physics_spacy.si_table"
    for (unit, dimensions, entity), bundled in table.items():
        through_pint = units.reading(unit, dimensions, entity, bundled=False)
        assert (bundled.kind, bundled.si_unit) == (through_pint.kind, through_pint.si_unit)
        if through_pint.pint_units is None:
            assert bundled.si_factor is None
        else:
            assert bundled.si_factor == units._si_factor(through_pint.pint_units), unit
            assert bundled.pint_units == through_pint.pint_units
            for value in (1.0, -3.5, 4e5, 1 / 3):
                assert bundled.to_si(value) == through_pint.to_si(value), (unit, value)
    assert ("kilometre per second", (("kilometre", 1), ("second", -1)), "speed") in table
    for name in ("degree Celsius", "degree fahrenheit", "decibel"):  # offset and logarithmic
        assert table[(name, ((name, 1),), "unknown")].conversion is not None  # type: ignore[attr-defined]
    assert all(known == units._pint_knows(name) for name, known in si_table.pint_names().items())
    assert si_table.pint_names()["metre"] and not si_table.pint_names()["penny"]


def test_shipped_unit_pattern_is_the_compiled_one(fresh_python) -> None:
    """data/units_pattern.json is the code re.compile makes of today's unit pattern (in a
    fresh process: other tests change quantulum3's tables, and so the pattern)."""
    code = """
import re
from physics_spacy import pattern_table
pattern, flags = pattern_table.units_source()
shipped = pattern_table._shipped()
digest = pattern_table.pattern_digest(pattern, flags)
print(shipped is not None, shipped is not None and shipped["digest"] == digest)
fast, plain = pattern_table.compiled(pattern, flags), re.compile(pattern, flags)
print(fast is not plain, fast == plain)  # == compares the engine code
print((fast.pattern, fast.flags, fast.groups) == (plain.pattern, plain.flags, plain.groups))
print(list(fast.groupindex.items()) == list(plain.groupindex.items()))
text = "It ran 5 km/h, 3.2 kg m/s^2 and 12 mi (20 km) at 4 °C for $3 per day."
print([m.groupdict() for m in fast.finditer(text)] == [
    m.groupdict() for m in plain.finditer(text)
])
print(pattern_table.compiled("a+b", 0).findall("aab ab") == ["aab", "ab"])  # not shipped
"""
    shipped, current, *same = fresh_python(code).split()
    regenerate = "python -m physics_spacy.pattern_table"
    assert shipped == "True", f"no shipped pattern for this Python: {regenerate}"
    assert current == "True", f"the shipped pattern is out of date: {regenerate}"
    assert same == ["True"] * 6


def test_unit_pattern_is_one_string_under_any_hash_seed(fresh_python) -> None:
    """The shipped code applies in every process: quantulum3's digit-grouping set is put in
    one order (quantulum_order.py)."""
    code = """
from physics_spacy import pattern_table
print(pattern_table.pattern_digest(*pattern_table.units_source()))
"""
    digests = {fresh_python(code, hash_seed=seed).strip() for seed in ("0", "1", "2", "3")}
    assert len(digests) == 1


def test_a_first_verdict_needs_no_pint(fresh_python) -> None:
    code = """
import sys
import physics_spacy
doc = physics_spacy.load()("Wind of 86 km/h. The probe travelled at 400000 km/s.")
print(doc._.physics_verdict, "pint" in sys.modules)
doc = physics_spacy.load()("It was cooled to -300 °C.")
print(doc._.physics_verdict, "pint" in sys.modules)
"""
    # °C is bundled too: its offset is pint's, repeated without pint.
    assert fresh_python(code).split() == ["FAIL", "False", "FAIL", "False"]


def test_a_changed_source_turns_the_table_off(monkeypatch: pytest.MonkeyPatch) -> None:
    from physics_spacy import si_table

    monkeypatch.setattr(si_table, "sources_digest", lambda: "0" * 64)
    si_table.bundled.cache_clear()
    try:
        assert si_table.bundled() == {}
    finally:
        monkeypatch.undo()
        si_table.bundled.cache_clear()
    assert si_table.bundled()


def test_speedups_are_installed_from_the_first_sentence(fresh_python) -> None:
    code = """
from physics_spacy import extract, quantulum_speedups
extract.quantities("It ran 5 km.")
print(quantulum_speedups.installed())
"""
    assert fresh_python(code).split() == ["True"]


def test_default_pipeline_equals_reference(corpus: list[str], reference: list[dict]) -> None:
    nlp = physics_spacy.load()
    assert _reports(nlp, corpus) == reference
    # A second pass is served from the sentence cache: still the same.
    assert _reports(nlp, corpus) == reference


def test_no_cache_equals_reference(corpus: list[str], reference: list[dict]) -> None:
    assert _reports(physics_spacy.load(config={"cache_size": 0}), corpus) == reference


def test_no_prefilter_equals_reference(corpus: list[str], reference: list[dict]) -> None:
    assert _reports(_literal_pipeline(), corpus) == reference


def test_reference_has_claims_and_violations(reference: list[dict]) -> None:
    assert sum(len(r["claims"]) for r in reference) > 100
    assert {v["rule"] for r in reference for v in r["violations"]} >= {
        "superluminal_speed",
        "negative_mass",
        "probability_out_of_range",
    }


def _sentences(texts: list[str]) -> list[str]:
    return [s for text in texts for s in re.split(r"(?<=[.;:!?])\s+", text)]


def test_prefilter_skips_only_sentences_without_claims(corpus: list[str]) -> None:
    skipped = [s for s in _sentences(corpus) if not may_hold_claim(s)]
    assert len(skipped) > 100  # most prose holds no number: the filter earns its keep
    for sentence in skipped:
        assert read_claims(sentence, prefilter=False) == ()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The committee declined to comment.", False),
        ("Someone said it was done, bone-dry.", False),
        ("It was minus something, in kilometres per second.", False),
        ("It took 5 seconds.", True),
        ("It took five seconds.", True),
        ("It took one third of the time.", True),
        ("The rod was ... long.", True),
        ("The rod was … long.", True),
        ("Add ½ cup.", True),
        ("The CO₂ level.", True),  # "₂" is no \\d, but isdigit() counts it
        ("Item ③ was checked.", True),
        ("It reached 10⁸ K.", True),
    ],
)
def test_may_hold_claim(text: str, expected: bool) -> None:
    assert may_hold_claim(text) is expected


def test_quantulum_replacements_give_identical_quantities(corpus: list[str]) -> None:
    parser = extract._parser()
    assert quantulum_speedups.install(parser)
    sentences = _sentences(corpus) + list(quantulum_speedups.CHECK_SENTENCES)
    fast = [quantulum_speedups._fingerprint(parser.parse(s)) for s in sentences]
    quantulum_speedups.uninstall()
    try:
        slow = [quantulum_speedups._fingerprint(parser.parse(s)) for s in sentences]
    finally:
        assert quantulum_speedups.install(parser)
    assert fast == slow


def test_replacements_are_identical_under_another_hash_seed(fresh_python) -> None:
    code = f"""
import json, re
from physics_spacy import extract, quantulum_speedups as qs
texts = [json.loads(l)["text"] for l in open({str(CORPUS_PATH)!r}, encoding="utf-8")][:40]
sentences = [s for t in texts for s in re.split(r"(?<=[.;:!?])\\s+", t)]
sentences += list(qs.CHECK_SENTENCES)
parser = extract._parser()
assert qs.install(parser)
fast = [qs._fingerprint(parser.parse(s)) for s in sentences]
qs.uninstall()
slow = [qs._fingerprint(parser.parse(s)) for s in sentences]
print(fast == slow, len(sentences))
"""
    for seed in ("1", "12345"):
        same, count = fresh_python(code, hash_seed=seed).split()
        assert same == "True" and int(count) > 100


def test_replacements_pass_their_own_check(original_quantulum: None) -> None:
    assert quantulum_speedups.verify(extract._parser())


def test_the_check_catches_a_replacement_that_differs(
    original_quantulum: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # original_quantulum comes first, so it re-installs after monkeypatch has undone itself.
    # A "faster" number-word pattern that finds nothing: verify() must see it.
    monkeypatch.setattr(
        quantulum_speedups, "_faster_text_pattern", lambda p: re.compile(r"(?!x)x", p.flags)
    )
    assert not quantulum_speedups.verify(extract._parser())
    quantulum_speedups.uninstall()


def test_replacements_need_the_pinned_sources(
    original_quantulum: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from quantulum3 import regex as reg

    original = reg.units_regex
    changed = dict(quantulum_speedups.PINNED_SOURCES, **{"regex.py": "0" * 64})
    monkeypatch.setattr(quantulum_speedups, "PINNED_SOURCES", changed)
    assert not quantulum_speedups.install(extract._parser())
    assert not quantulum_speedups.installed()
    assert reg.units_regex is original


def test_pinned_sources_are_the_installed_ones() -> None:
    """A quantulum3 upgrade must come with a new run of these tests and new digests."""
    import quantulum3

    assert quantulum3.__version__ == quantulum_speedups.PINNED_VERSION
    assert quantulum_speedups.source_digests(quantulum3) == quantulum_speedups.PINNED_SOURCES


def test_unit_pattern_is_the_one_derived_from_quantulum3s_own(original_quantulum: None) -> None:
    """Built from quantulum3's tables, the fast unit pattern parses to the same tree as the
    one derived from quantulum3's own compiled pattern: same layout, same groups."""
    from re import _parser  # the parser of the standard library's re

    from quantulum3 import load
    from quantulum3 import regex as reg

    parser = extract._parser()
    load.clear_cache()
    own = reg.units_regex("en_US")  # quantulum3's original, compiled
    exponent = reg.exponents_regex("en_US").format(superscripts=reg.unicode_superscript_regex())
    derived = quantulum_speedups._faster_units_pattern(own, exponent)
    assert quantulum_speedups.install(parser)
    built = reg.units_regex("en_US")
    assert built is not own and built.flags == derived.flags
    trees = [_parser.parse(p.pattern, p.flags) for p in (derived, built)]
    assert repr(trees[0].data) == repr(trees[1].data)
    assert trees[0].state.groupdict == trees[1].state.groupdict
    assert len(built.pattern) < len(own.pattern) / 2


def test_prefix_free_keeps_what_a_lookahead_can_match() -> None:
    assert quantulum_speedups._prefix_free(["mph", "km", "m", "kg", "k", "ms", "s"]) == [
        "m",
        "k",
        "s",
    ]
    assert quantulum_speedups._prefix_free(["km", "m", ""]) == [""]


@settings(max_examples=200, deadline=None)
@given(
    literals=st.lists(st.text(alphabet="aAbBkKµμΜsSſ/ ²", max_size=4), min_size=1, max_size=25),
    text=st.text(alphabet="aAbBkKµμΜsSſ/ ²x", max_size=8),
)
def test_prefix_free_lookahead_holds_where_the_full_one_does(
    literals: list[str], text: str
) -> None:
    ordered = sorted(set(literals), key=len, reverse=True)
    full = "|".join(map(re.escape, ordered))
    pruned = quantulum_speedups._trie_regex(quantulum_speedups._prefix_free(ordered), True)
    for position in range(len(text) + 1):
        holds = [
            re.compile(f"(?=({body}))", re.IGNORECASE | re.VERBOSE).match(text, position)
            is not None
            for body in (full, pruned)
        ]
        assert holds[0] == holds[1], (ordered, text, position)


def test_pattern_replacements_follow_quantulum3s_cache(original_quantulum: None) -> None:
    """A custom unit (add_custom_unit empties quantulum3's caches) is in the rebuilt pattern,
    and gone again when it is removed."""
    from quantulum3 import load
    from quantulum3 import regex as reg

    assert quantulum_speedups.install(extract._parser())

    def unit_read(text: str) -> str | None:
        match = reg.units_regex("en_US").search(text)
        return match and match.group("unit1")

    assert not unit_read("a 5 zlorp rod")
    load.add_custom_unit(name="zlorp", surfaces=["zlorp"], entity="length")
    try:
        assert unit_read("a 5 zlorp rod") == "zlorp"
    finally:
        load.remove_custom_unit(name="zlorp")
    assert not unit_read("a 5 zlorp rod")


def test_pattern_replacement_steps_aside_for_another_language() -> None:
    from quantulum3 import regex as reg

    assert quantulum_speedups.install(extract._parser())
    assert reg.units_regex("en_US") is not reg.units_regex.original("en_US")
    assert reg.units_regex("en_US") is reg.units_regex.fast("en_US")


def test_inflect_and_logging_untouched(fresh_python) -> None:
    code = """
import logging, typeguard
original = typeguard.typechecked
root = logging.getLogger()
handlers = list(root.handlers)
from physics_spacy import extract, quantulum_speedups
extract._parser()
print(typeguard.typechecked is original, quantulum_speedups.installed())
for n in range(5):
    extract.quantities(f"It ran {n} km.")
print(root.handlers == handlers, root.level == logging.WARNING)
"""
    assert fresh_python(code).split() == ["True", "True", "True", "True"]


def test_quantulum3s_logging_set_up_builds_no_handler_per_sentence(fresh_python) -> None:
    """quantulum3's parse() calls logging.basicConfig, which gives a root logger without
    handlers a new stderr handler on every call; the root holds one like it, made once,
    while quantulum3 reads, and is left as it was."""
    code = """
import logging
root = logging.getLogger()
added = []
add_handler = logging.Logger.addHandler
def spy(logger, handler):
    if logger is root:
        added.append(handler)
    add_handler(logger, handler)
logging.Logger.addHandler = spy
from physics_spacy import extract
for n in range(20):
    extract.quantities(f"It ran {n} km.")
print(len({id(handler) for handler in added}), root.handlers == [])
"""
    assert fresh_python(code).split() == ["1", "True"]


def test_typeguard_is_not_imported_for_inflect(fresh_python) -> None:
    code = """
import sys
from physics_spacy import extract
extract._parser()
print("typeguard" in sys.modules, "inflect" in sys.modules)
import typeguard
print(hasattr(typeguard, "TypeCheckError"), typeguard.typechecked.__module__)
"""
    assert fresh_python(code).split() == ["False", "True", "True", "typeguard"]


def test_si_factor_gives_pints_floats() -> None:
    """units.UnitReading.to_si multiplies by a remembered factor: the same float as pint."""
    import math

    from physics_spacy import units

    names = [
        ("kilometre per second", (("kilometre", 1), ("second", -1))),
        ("mile per hour", (("mile", 1), ("hour", -1))),
        ("gram per cubic centimetre", (("gram", 1), ("centimetre", -3))),
        ("kilowatt hour", (("kilowatt", 1), ("hour", 1))),
        ("pound-mass", (("pound-mass", 1),)),
        ("foot", (("foot", 1),)),
        ("electronvolt", (("electronvolt", 1),)),
        ("percentage", (("percentage", 1),)),
        ("degree Celsius", (("degree Celsius", 1),)),
        ("degree fahrenheit", (("degree fahrenheit", 1),)),
        ("kelvin", (("kelvin", 1),)),
        ("decibel", (("decibel", 1),)),
    ]
    values = [0.0, -0.0, 1.0, -4.0, 3.4e5, 299792.458, 1e-300, 1.7e308, 1 / 3, -459.67, 86.0]
    multiplied = 0
    for name, dims in names:
        reading = units.reading(name, dims, "")
        if reading.pint_units is None:
            continue
        multiplied += units._si_factor(reading.pint_units) is not None
        for value in values:
            quantity = units.registry().Quantity(value, reading.pint_units)
            with warnings.catch_warnings():  # dB of 1.7e308 overflows inside pint
                warnings.simplefilter("ignore", RuntimeWarning)
                try:
                    expected = float(quantity.to_base_units().magnitude)
                except ArithmeticError:
                    continue
            got = reading.to_si(value)
            if got is None:  # "5000 dB": beyond float range, no reading rather than inf
                assert math.isinf(expected), (name, value)
                continue
            assert got == expected or (math.isnan(got) and math.isnan(expected)), (name, value)
            assert math.copysign(1, got) == math.copysign(1, expected), (name, value)
    assert multiplied >= 7
    celsius = units.reading("degree Celsius", (("degree Celsius", 1),), "")
    assert units._si_factor(celsius.pint_units) is None


@settings(max_examples=300, deadline=None)
@given(value=st.floats(allow_nan=False, allow_infinity=False))
def test_offset_and_log_units_convert_as_pints_quantities(value: float) -> None:
    """to_si converts °C, °F and dB with pint's own conversion of the magnitude, not
    through two Quantities (°C and °F by pint's remembered scale, offset and factor), and
    so does the bundled table's reading (pint's numbers, without pint): the same float."""
    from physics_spacy import si_table, units

    for name in ("degree Celsius", "degree fahrenheit", "decibel"):
        reading = units.reading(name, ((name, 1),), "")
        affine = units._offset_conversion(reading.pint_units)
        assert (affine is None) == (name == "decibel")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            try:
                quantity = units.registry().Quantity(value, reading.pint_units)
                expected = float(quantity.to_base_units().magnitude)
            except ArithmeticError:
                expected = None
        bundled = si_table.bundled()[(name, ((name, 1),), "unknown")]
        for got in (reading.to_si(value), bundled.to_si(value)):
            if expected is None or got is None:
                assert got is None
                assert expected is None or expected in (float("inf"), -float("inf"))
                continue
            assert repr(got) == repr(expected), (name, value)


_LITERALS = st.lists(
    st.text(alphabet="aAbBkKµμΜsSſ/ ²", min_size=0, max_size=4), min_size=1, max_size=25
)


@settings(max_examples=200, deadline=None)
@given(literals=_LITERALS, text=st.text(alphabet="aAbBkKµμΜsSſ/ ²x", max_size=8))
def test_trie_matches_like_the_alternation(literals: list[str], text: str) -> None:
    ordered = sorted(set(literals), key=len, reverse=True)
    alternation = "|".join(map(re.escape, ordered))
    trie = quantulum_speedups._trie_regex(ordered, ignore_case=True)
    # The continuation forces backtracking into the alternation, as in quantulum3's pattern.
    tail = r"(?:x|\ )?(?!\w)"
    for body in (alternation, trie):
        assert re.compile(f"(?:{body}){tail}", re.IGNORECASE | re.VERBOSE)
    spans = [
        [m.span() for m in re.finditer(f"(?:{body}){tail}", text, re.IGNORECASE | re.VERBOSE)]
        for body in (alternation, trie)
    ]
    assert spans[0] == spans[1]


def test_default_tokenizer_is_built_once_the_same() -> None:
    """blank_english builds its tokenizer in one go: the same rules and patterns as
    changing spaCy's (a stop split after inline maths), and the same config as
    spacy.blank("en") with two pipes."""
    import spacy
    from spacy.attrs import ORTH
    from spacy.util import compile_suffix_regex

    from physics_spacy import pipeline

    stepwise = spacy.blank("en").tokenizer
    stepwise.rules = {
        text: tokens
        for text, tokens in stepwise.rules.items()
        if not (len(text) == 2 and text[0].islower() and text[1] == ".")
    }
    stepwise.token_match = pipeline._PUNCTUATION_RUN.match
    suffixes = [*spacy.blank("en").Defaults.suffixes, pipeline._STOP_AFTER_MATH]
    stepwise.suffix_search = compile_suffix_regex(suffixes).search
    for abbreviation in pipeline.SCIENTIFIC_ABBREVIATIONS:
        stepwise.add_special_case(abbreviation, [{ORTH: abbreviation}])
    # The vocabulary differs by the strings of the dropped rules ("a." ... "z."), which
    # building spaCy's own tokenizer first had added; tokenizing does not read it.
    built = pipeline.blank_english()
    assert built.tokenizer.to_bytes(exclude=["vocab"]) == stepwise.to_bytes(exclude=["vocab"])
    blank = spacy.blank("en")
    for name in (pipeline.UNIT_PERIODS, "sentencizer"):
        blank.add_pipe(name)
    assert built.config.to_str() == blank.config.to_str()  # spaCy's tokenizer, as before


def test_unit_pattern_with_an_empty_spelling(original_quantulum: None) -> None:
    """quantulum3's tables gain an empty spelling when it looks one up; a pattern rebuilt
    after that (load.clear_cache()) must still be built, and read as quantulum3's."""
    from quantulum3 import load

    parser = extract._parser()
    load.units("en_US").symbols[""]  # the lookup adds the key, as parsing can
    try:
        assert "" in load.units("en_US").symbols
        assert quantulum_speedups.verify(parser, quantulum_speedups.CHECK_SENTENCES[:12])
    finally:
        load.clear_caches()


def _fix_readings(matches: Iterator[re.Match[str]]) -> list[tuple]:
    return [
        (m.span(), m.lastgroup, {k: v for k, v in m.groupdict().items() if v is not None})
        for m in matches
    ]


def test_fix_starts_hold_every_first_character_of_a_fix() -> None:
    """The branches' first characters joined into one class (as each text's plan joins
    those of the fixes it can hold) are exactly the code points some branch starts with."""
    from physics_spacy import normalise

    firsts = re.compile(
        "|".join(first for first, _ in normalise._FIX_BRANCHES + normalise._RARE_FIX_BRANCHES)
    )
    every = normalise._fix_plan(frozenset(range(len(normalise._FIX_PLAN_PARTS))))
    assert every.starts is not None
    differ = [
        hex(code)
        for code in range(0x110000)
        if bool(firsts.match(chr(code))) != bool(every.starts.match(chr(code)))
    ]
    assert differ == []


def _texts_of(
    pieces: list[str], *more: st.SearchStrategy[str], max_size: int
) -> st.SearchStrategy[str]:
    """Texts joined from ``pieces``, the strings ``more`` draws, and any characters."""
    return st.lists(
        st.one_of(st.sampled_from(pieces), *more, st.characters()), max_size=max_size
    ).map("".join)


_FIX_TEXT = _texts_of(
    [
        *"0123456789 .,-−+×x*·^eE⁻⁺¹²³⁰%°…KBcmsh\t\n\u00a0\u200b\u0301½⅓⁄μº˚℃℉",
        *("10^", "×10", "minus ", "negative ", "twice ", "thrice ", "Between "),
        *(" m s⁻¹", "speed of light", " as fast as ", "...", "1.2.3", "1,,2", "9" * 35),
    ],
    max_size=25,
)


@settings(max_examples=400, deadline=None)
@given(text=_FIX_TEXT)
def test_fixes_tried_where_they_can_start_match_the_alternation(text: str) -> None:
    """prepare tries only the branches that can start at each candidate character: the
    same matches as the whole alternation's finditer, groups included."""
    from physics_spacy import normalise

    expected = _fix_readings(normalise._all_fixes().finditer(text))
    assert _fix_readings(normalise._fix_matches(text)) == expected


def test_the_space_fix_starts_where_its_branch_can() -> None:
    """The space fix's first characters, one class, are "[^\\S ]|[\\x00-\\x08...]"."""
    from physics_spacy import normalise

    written = re.compile(r"[^\S ]|[\x00-\x08\x0e-\x1f\x7f-\x9f]")
    start = re.compile(normalise._SPACE_LIKE_START)
    differ = [
        hex(code)
        for code in range(0x110000)
        if bool(written.match(chr(code))) != bool(start.match(chr(code)))
    ]
    assert differ == []


def _any_case(word: str) -> st.SearchStrategy[str]:
    """``word`` with each letter in either case, or written with a letter that
    re.IGNORECASE takes for it ("İ" and "ı" for "i", "ſ" for "s")."""
    twins = {"i": "iIİı", "s": "sSſ"}
    return st.tuples(*(st.sampled_from(twins.get(c, c + c.upper())) for c in word)).map("".join)


_GATE_TEXT = _texts_of(
    [
        *"0123456789 .,-−+×x*·^eE⁻⁺¹²³⁰%°…KBcmsh\t\n\u00a0½º˚∞",
        *("10^", "10**", "×10", "Between ", "^-1", "^-2", "⁻¹", "⁻²", "%%", "°°", "..."),
        *("1.2.3", "1..2", "1,,2", "NaN", "inf", "Inf ", "1 000 000", "1,234,567"),
        *("9" * 7, "9" * 31, "0." + "9" * 31, "1e1234567", "123 456 789"),
    ],
    *map(_any_case, ("minus ", "negative ", "twice ", "thrice ", " thousand", " billion")),
    max_size=20,
)


@settings(max_examples=500, deadline=None)
@given(text=_GATE_TEXT)
def test_a_fix_is_tried_wherever_it_can_match(text: str) -> None:
    """What a fix needs (normalise._FIX_NEEDS) is in every text where its branch alone
    finds a match: no fix is left out where it could apply."""
    from physics_spacy import normalise

    possible = normalise._possible_fixes(text)
    for number, (_, branch, _) in enumerate(normalise._FIX_PLAN_PARTS):
        if re.search(branch, text):
            assert number in possible, (normalise._fix_name(branch), text)
    expected = _fix_readings(normalise._all_fixes().finditer(text))
    assert _fix_readings(normalise._fix_matches(text)) == expected


def test_fixes_tried_where_they_can_start_on_the_corpus(corpus: list[str]) -> None:
    from physics_spacy import normalise

    for text in corpus:
        expected = _fix_readings(normalise._all_fixes().finditer(text))
        assert _fix_readings(normalise._fix_matches(text)) == expected, text


def test_remembered_readings_are_handed_out_fresh_and_forgotten_with_the_cache() -> None:
    """get_values and parse_unit are remembered by the text they read: a caller that changes
    the list it got (quantulum3 negates "($99)" in place) changes no later answer, and
    load.clear_cache() forgets them with the rest of quantulum3's cache."""
    from quantulum3 import load
    from quantulum3 import regex as reg

    parser = extract._parser()
    assert quantulum_speedups.install(parser)
    item = reg.units_regex("en_US").search("a 3.5 km rod")
    _, values = parser.get_values(item, "en_US")
    values[0] = -values[0]
    assert parser.get_values(item, "en_US") == (None, [3.5])
    assert parser.parse_unit(item, "km", True, "en_US") == ("km", -1)
    remembered = load._CACHE_DICT[id(parser.get_values)]
    assert ("3.5", "en_US") in remembered
    load.clear_cache()
    assert ("3.5", "en_US") not in load._CACHE_DICT[id(parser.get_values)]
    assert parser.get_values(item, "en_US") == (None, [3.5])


def test_collector_paused_restores_the_collector() -> None:
    """One-time builds pause the cyclic garbage collector and give it back as it was:
    enabled after a build, even a failed one; a host's disabled collector stays disabled."""
    import gc

    from physics_spacy.startup import collector_paused

    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(ZeroDivisionError), collector_paused():
        1 / 0  # noqa: B018
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_quantulum3_loads_with_the_collector_paused(fresh_python) -> None:
    code = """
import gc
import physics_spacy.extract as extract
from physics_spacy import quantulum_speedups

seen = []
original = quantulum_speedups.install
def install(parser):
    seen.append(gc.isenabled())
    return original(parser)
quantulum_speedups.install = install
extract._parser()
extract.quantities("A 5 km rod.")
print(seen, gc.isenabled())
"""
    assert fresh_python(code).split() == ["[False]", "True"]


_NUMBER_WORDS = ["&", "and", "a", "an", "six", "sixty", "sixth", "sixths", "four", "fourth"]


@settings(max_examples=300, deadline=None)
@given(
    text=st.lists(
        st.sampled_from([*_NUMBER_WORDS, "A", "SIX", " ", "-", ",", "x", "s", "ty"]), max_size=12
    ).map("".join)
)
def test_bounded_number_words_as_a_trie_match_like_the_alternation(text: str) -> None:
    """Followed by a word boundary, the number words read as a trie find what the ordered
    alternation finds, with the rest of a pattern forcing backtracking."""
    trie = quantulum_speedups._bounded_words(_NUMBER_WORDS, ignore_case=True)
    assert trie != "|".join(_NUMBER_WORDS)
    spans = [
        [
            m.span()
            for m in re.finditer(
                rf"(?:(?<=\W)|^)(?:{body})(?:(?=\W)|$)(?:[, -]*six)?", text, re.IGNORECASE
            )
        ]
        for body in ("|".join(_NUMBER_WORDS), trie)
    ]
    assert spans[0] == spans[1]


def test_bounded_words_keep_their_order_where_a_trie_could_differ() -> None:
    # "a'b": after "a" comes a non-word character, so "a" and "a'b" could both match.
    assert quantulum_speedups._bounded_words(["a", "a'b", "an"], True) == "a|a'b|an"
    # "x.y" is a pattern, not plain text.
    assert quantulum_speedups._bounded_words(["a", "x.y"], True) == "a|x.y"


def test_first_doc_is_read_with_the_collector_paused(fresh_python) -> None:
    """The first Doc (where the one-time builds happen) runs with the garbage collector
    paused; it is back on after it and stays on for later Docs."""
    code = """
import gc
import physics_spacy
from physics_spacy import extract

seen = []
original = extract.quantities
def quantities(text):
    seen.append(gc.isenabled())
    return original(text)
extract.quantities = quantities
nlp = physics_spacy.load()
nlp("The probe travelled at 400000 km/s.")
print(seen, gc.isenabled())
nlp("It then slowed to 7 km/s.")
print(seen[1:], gc.isenabled())
"""
    assert fresh_python(code).split() == ["[False]", "True", "[True]", "True"]


def test_objects_keyed_in_quantulum3s_cache_outlive_an_uninstall() -> None:
    """quantulum3's cache is keyed by id(): a replacement freed after uninstall() could hand
    its id, and its entries (a compiled pattern), to a new object of another kind."""
    import gc
    import weakref

    from quantulum3 import regex as reg

    parser = extract._parser()
    assert quantulum_speedups.install(parser)
    keyed = [
        weakref.ref(parser.get_values),
        weakref.ref(parser.parse_unit),
        weakref.ref(reg.units_regex.fast.__closure__[0].cell_contents),
    ]
    quantulum_speedups.uninstall()
    try:
        gc.collect()
        assert all(ref() is not None for ref in keyed)
    finally:
        assert quantulum_speedups.install(parser)


def test_remembered_units_follow_the_tables_and_are_built_afresh() -> None:
    """get_unit and get_unit_from_dimensions remember what depends on the unit groups and
    the tables alone: a unit that is not in the tables is a new object for every quantity,
    as quantulum3 builds it, and the memory is forgotten with quantulum3's cache and
    whenever its tables are other objects (CustomQuantities swaps them without emptying
    the cache)."""
    from quantulum3 import load

    parser = extract._parser()
    assert quantulum_speedups.install(parser)
    text = "It pulled 3 kg m s, then 4 kg m s."
    first, second = parser.parse(text)
    assert first.unit is not second.unit and first.unit.name == second.unit.name
    assert first.unit.entity.name == "unknown" and first.unit.entity is not second.unit.entity
    memory = load._CACHE_DICT[parser.get_unit.tables._id]
    assert any(isinstance(plan, quantulum_speedups._UnitPlan) for plan in memory.values())
    load.clear_cache()
    assert not load._CACHE_DICT[parser.get_unit.tables._id]
    parser.parse(text)
    memory = load._CACHE_DICT[parser.get_unit.tables._id]
    memory[quantulum_speedups._TABLES_KEY] = (object(), object())
    parser.parse(text)  # tables that are not the remembered ones: the memory starts over
    assert memory[quantulum_speedups._TABLES_KEY][0] is load.units("en_US")


@pytest.mark.parametrize(
    "text",
    [
        "several hundred people and some million years ago, a couple thousand",
        "minus two hundred and five million, negative half a dozen",
        "One hundred and one hundred and two; twenty-five\tthousand & ten",
        "A ſ hundred, zero point five, three quarters and two thirds",
        "5 million 3 thousand and a 2 km run, then an hour",
        "The 3.5 km/s probe and the 12 kg mass.",
        "a",
        "",
    ],
)
def test_spelled_numbers_read_as_quantulum3_reads_them(corpus: list[str], text: str) -> None:
    """extract_spellout_values with its screen and remembered readings gives quantulum3's
    values, for texts with and without number words, read twice (the second time from
    memory)."""
    parser = extract._parser()
    assert quantulum_speedups.install(parser)
    fast = parser.extract_spellout_values
    cleaned = parser.clean_text(text)
    assert fast(cleaned) == fast.original(cleaned) == fast(cleaned)


# Pieces of text around number words: a number's characters (digits, a sign, grouping, an
# exponent, fractions, superscripts, other scripts' digits), " times ", the words that
# void a number after them, and letters that match others under IGNORECASE ("ſ", "K").
_AROUND_NUMBER_WORDS = [
    "1", "23", "4.5", "1,000", " ", ",", "-", "+", ".", "e", "E", "x", "X", "*", "·", "^",
    "/", " times ", " TIMES ", "a", "an", "and", "one", "two", "hundred", "minus", "half",
    "&", "ſ", "ı", "K", "½", "²", "٣", "km", "the", "s", "t", "zero", "10^3", "\n", "(",
    "several", "Some", "couple",
]  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(text=st.lists(st.sampled_from(_AROUND_NUMBER_WORDS), max_size=14).map("".join))
def test_number_words_are_read_from_where_the_first_can_stand(text: str) -> None:
    """The text pattern's matches read from the start of the number-like run before the
    first number word are its matches read from the text's start; and the number words
    read so, with the words before each checked only where a voiding word stands, are
    quantulum3's."""
    from quantulum3 import regex as reg

    parser = extract._parser()
    assert quantulum_speedups.install(parser)
    pattern = reg.text_pattern_reg("en_US")
    fast = parser.extract_spellout_values
    first = fast._screen("en_US").search(text)
    spans = [m.span() for m in pattern.finditer(text)]
    if first is None:
        assert not spans
    else:
        start = quantulum_speedups._number_run_start(text, first.start(), pattern.flags)
        assert [m.span() for m in pattern.finditer(text, start)] == spans
    assert fast(text) == fast.original(text)


_TRAINING_LIKE_WORDS = ["the", "kelvin", "byte", "temperature", "K", "of", "a", "e", "in"]


@settings(max_examples=200, deadline=None)
@given(
    text=st.lists(
        st.sampled_from([*_TRAINING_LIKE_WORDS, " ", "  ", "-", ".", "\n", "Kelvin's"]),
        max_size=20,
    ).map("".join)
)
def test_training_words_are_counted_in_the_texts_words(text: str) -> None:
    """A unit's training words that occur in a text, counted in the text's space-separated
    words (as remembered for each), are the ones quantulum3 counts in the whole text."""
    from quantulum3 import load

    extract._parser()
    training = load.training_set("en_US")
    _, words = quantulum_speedups._training_index(training)
    for unit in ("kelvin", "kibibyte", "pint", "penny"):
        literal = sum(
            word in text
            for entry in training
            if entry["unit"] == unit
            for word in entry["text"].split(" ")
        )
        indexed = words.get(unit)
        assert indexed is not None
        assert indexed.count_in(frozenset(text.split(" "))) == literal


def test_replacements_step_aside_for_a_debug_log(caplog: pytest.LogCaptureFixture) -> None:
    """With quantulum3's debug log on, its own parse, get_surface and build_quantity run
    and write it; the quantities are the same."""
    import logging

    parser = extract._parser()
    assert quantulum_speedups.install(parser)
    text = "The probe travelled at 400000 km/s for 5 in, between 3 and 4 s."
    quiet = quantulum_speedups._fingerprint(parser.parse(text))
    quantulum_logger = logging.getLogger("quantulum3")
    level = quantulum_logger.level
    quantulum_logger.setLevel(logging.DEBUG)
    try:
        with caplog.at_level(logging.DEBUG, logger="quantulum3"):
            logged = quantulum_speedups._fingerprint(parser.parse(text))
    finally:
        quantulum_logger.setLevel(level)
    assert logged == quiet
    messages = [record.getMessage() for record in caplog.records]
    assert any(message.startswith("Quantity found") for message in messages)
    assert any("Initial span" in message for message in messages)


def test_records_built_without_their_init_hold_every_field() -> None:
    """Raw quantities and claims are made by setting their fields straight into a new
    instance: each holds every field of its dataclass, in order, and equals the record its
    __init__ makes of them (a field added to either must be set there too)."""
    from dataclasses import fields

    from physics_spacy import normalise
    from physics_spacy.claims import Claim
    from physics_spacy.extract import RawQuantity

    rewrite = normalise.prepare("It cooled from 300 K to -5 °C and weighed 3-5 kg.")
    raws = extract.quantities(rewrite.text)
    claims = normalise.repair(rewrite, raws)
    assert raws and claims
    for record, kind in [*((raw, RawQuantity) for raw in raws), *((c, Claim) for c in claims)]:
        assert list(vars(record)) == [field.name for field in fields(kind)]
        assert record == kind(**vars(record))
