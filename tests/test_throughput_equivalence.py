"""The speed-ups change no annotation: pre-filter, sentence cache, quantulum3 replacements.

The reference is the slowest, most literal path: every sentence through the original
quantulum3, no cache. The default pipeline must give the same reports, byte for byte,
on a varied corpus: the bundled prose corpus plus sentences chosen to sit on the
pre-filter's edges (number words, "minus", unit words without numbers, ellipses,
fractions, subscripts, repeats).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from spacy.language import Language

import physics_spacy
from physics_spacy import extract, quantulum_speedups
from physics_spacy.analysis import Analyser, may_hold_claim, read_claims
from physics_spacy.report import doc_report

CORPUS_PATH = Path(__file__).parents[1] / "benchmarks" / "prose_corpus.jsonl"

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


def _corpus(limit: int) -> list[str]:
    lines = CORPUS_PATH.read_text("utf-8").splitlines()[:limit]
    return [json.loads(line)["text"] for line in lines] + EDGE_SENTENCES


@pytest.fixture(scope="module")
def corpus() -> list[str]:
    return _corpus(60)


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
    """The default pipeline with no pre-filter and no cache."""
    nlp = physics_spacy.load(config={"cache_size": 0})
    component = nlp.get_pipe("physics_consistency")
    component.analyser = Analyser(component.analyser.rules, cache_size=0, prefilter=False)
    return nlp


@pytest.fixture(scope="module")
def reference(corpus: list[str]) -> list[dict]:
    """Reports of the literal pipeline on the original quantulum3."""
    parser = extract._parser()
    quantulum_speedups.uninstall()
    try:
        return _reports(_literal_pipeline(), corpus)
    finally:
        assert quantulum_speedups.install(parser)


def test_speedups_are_installed(nlp: Language) -> None:
    nlp(" ".join(f"It ran {n} km." for n in range(extract.SPEEDUPS_AFTER_SENTENCES + 1)))
    assert quantulum_speedups.installed()


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


def test_replacements_are_refused_when_output_differs(
    original_quantulum: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # original_quantulum comes first, so it re-installs after monkeypatch has undone itself.
    from quantulum3 import regex as reg

    parser = extract._parser()
    original = reg.text_pattern_reg
    # A "faster" number-word pattern that finds nothing: the check must catch it.
    monkeypatch.setattr(
        quantulum_speedups, "_faster_text_pattern", lambda p: re.compile(r"(?!x)x", p.flags)
    )
    assert not quantulum_speedups.install(parser)
    assert not quantulum_speedups.installed()
    assert reg.text_pattern_reg is original


def test_replacements_need_the_pinned_version(
    original_quantulum: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(quantulum_speedups, "PINNED_VERSION", "0.0.0")
    assert not quantulum_speedups.install(extract._parser())


def test_pattern_replacement_steps_aside_for_another_language() -> None:
    from quantulum3 import regex as reg

    assert quantulum_speedups.install(extract._parser())
    assert reg.units_regex("en_US") is not reg.units_regex.source
    assert reg.units_regex.original("en_US") is reg.units_regex.source


def test_inflect_and_logging_untouched_and_speedups_when_they_pay(fresh_python) -> None:
    code = """
import logging, typeguard
original = typeguard.typechecked
root = logging.getLogger()
handlers = list(root.handlers)
from physics_spacy import extract, quantulum_speedups
extract._parser()
print(typeguard.typechecked is original, quantulum_speedups.installed())
# A few sentences: not worth the speed-ups yet. A corpus: installed, logging untouched.
for n in range(extract.SPEEDUPS_AFTER_SENTENCES):
    extract.quantities(f"It ran {n} km.")
print(quantulum_speedups.installed())
extract.quantities("It ran 5 km.")
print(quantulum_speedups.installed(), root.handlers == handlers)
"""
    assert fresh_python(code).split() == ["True", "False", "False", "True", "True"]


_LITERALS = st.lists(
    st.text(alphabet="aAbBkKµμΜsSſ/ ²", min_size=1, max_size=4), min_size=1, max_size=25
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
