"""Hostile input (issue 6): never crash, never hang, never lose a record.

The adversarial corpus (``tests/hostile_cases.py``) must get its outcomes from real
handling, not from the ``component_error`` safety net; long sentences are read in
overlapping windows that neither lose nor double a claim at an edge; a failure inside
one sentence costs only that sentence and is logged on the package's own logger.
"""

from __future__ import annotations

import gc
import logging
import re
import weakref
from collections.abc import Iterator
from itertools import pairwise

import pytest
from hostile_cases import HOSTILE_CASES, HostileCase, assert_well_formed, filler
from spacy.language import Language

import physics_spacy
from physics_spacy import Finding, Sentence, analysis, normalise
from physics_spacy import windows as windowing
from physics_spacy.rules import BUILTIN_RULES

CLAIM = "the probe travelled at 400000 km/s"


@pytest.mark.parametrize("case", HOSTILE_CASES, ids=[case.id for case in HOSTILE_CASES])
def test_hostile_case_gets_its_outcome(nlp: Language, case: HostileCase) -> None:
    doc = nlp(case.text)
    rules = [v["rule"] for v in doc._.physics_violations]
    assert "component_error" not in rules, doc._.physics_violations
    assert doc._.physics_verdict == case.verdict
    assert sorted(rules) == sorted(case.rules)
    assert_well_formed(doc)


def test_hostile_corpus_covers_issue_6() -> None:
    ids = {case.id for case in HOSTILE_CASES}
    for needed in (
        "control_characters",
        "nul_only",
        "zero_width_space_in_number",
        "bidi_override",
        "emoji",
        "html_table",
        "markdown_table",
        "thousands_of_digits_with_unit",
        "exponent_1e999999",
        "percent_run",
        "degree_run",
        "nested_parentheses",
        "long_sentence_without_punctuation",
        "only_numbers_and_units",
    ):
        assert needed in ids


# --- long sentences: windows ---------------------------------------------------------


@pytest.mark.parametrize("size", [windowing.MIN_SENTENCE_CHARS, 1000, 1777])
def test_windows_cover_the_text_and_overlap(size: int) -> None:
    text = filler(3000)
    spans = windowing.windows(text, size)
    assert spans[0].start == 0 and spans[0].keep_start == 0
    assert spans[-1].end == len(text) and spans[-1].keep_end == len(text)
    for window in spans:
        assert window.end - window.start <= size
        assert window.start <= window.keep_start < window.keep_end <= window.end
    for earlier, later in pairwise(spans):
        assert earlier.keep_end == later.keep_start  # each claim start has one owner
        assert earlier.end - later.start >= windowing.WINDOW_OVERLAP_CHARS
        half = windowing.WINDOW_OVERLAP_CHARS // 2
        assert earlier.end - earlier.keep_end >= half and later.keep_start - later.start >= half
        assert text[earlier.end].isspace() and text[later.start - 1].isspace()  # no word cut


def test_windows_cut_text_without_whitespace_and_keep_advancing() -> None:
    text = "x" * 10_000
    spans = windowing.windows(text, 600)
    assert all(w.end - w.start <= 600 for w in spans)
    assert all(b.start > a.start for a, b in pairwise(spans))
    assert len(spans) <= 10_000 // (600 - 2 * windowing.WINDOW_OVERLAP_CHARS) + 1


def test_a_window_grows_to_hold_a_number_of_thousands_of_digits() -> None:
    text = "value " + "9" * 3000 + " m/s and then " + filler(400)
    spans = windowing.windows(text, 600)
    number_end = text.index(" m/s")
    assert spans[0].end > number_end + len(" m/s")  # the number and its unit, whole


def test_no_claim_is_lost_or_doubled_at_a_window_edge() -> None:
    """A claim slid across every position around the first cut is read as it is whole."""
    size = windowing.MIN_SENTENCE_CHARS
    for shift in range(size - 260, size + 40, 7):
        head = ("ab " * shift)[:shift]
        text = f"{head}{CLAIM} {filler(200)}"
        windowed = analysis.read_claims_in_windows(text, size)
        assert len(windowing.windows(text, size)) > 1
        assert windowed == analysis.read_claims(text), shift


def test_every_claim_of_a_long_sentence_is_found_once() -> None:
    text = " ".join(f"{filler(17 + i % 13, offset=i)} {CLAIM}" for i in range(150))
    claims = analysis.read_claims_in_windows(text, windowing.MIN_SENTENCE_CHARS)
    expected = [m.start() + len("the probe travelled at ") for m in re.finditer(CLAIM, text)]
    assert [c.start_char for c in claims] == expected
    assert {c.text for c in claims} == {"400000 km/s"}


def test_the_rules_see_the_claims_of_the_whole_sentence() -> None:
    """Rules run once on the whole sentence: shares in different windows still add up."""
    text = f"Party A took 60 % of the vote {filler(300)} and party B took 70 % of the vote."
    analyser = analysis.Analyser(
        [(rule, rule.severity) for rule in BUILTIN_RULES],
        max_sentence_chars=windowing.MIN_SENTENCE_CHARS,
    )
    assert len(windowing.windows(text, windowing.MIN_SENTENCE_CHARS)) > 2
    result = analyser.analyse(text)
    assert [v.rule for v in result.violations] == ["share_sum_exceeds_total"]
    assert [c.text for c in result.violations[0].claims] == ["60 %", "70 %"]


def test_max_sentence_chars_is_a_component_setting(nlp: Language) -> None:
    text = f"{filler(150)} {CLAIM} {filler(150)} and it cooled to -300 °C."
    small = physics_spacy.load(config={"max_sentence_chars": windowing.MIN_SENTENCE_CHARS})
    component = small.get_pipe("physics_consistency")
    assert component.analyser.max_sentence_chars == windowing.MIN_SENTENCE_CHARS
    assert small(text)._.physics_violations == nlp(text)._.physics_violations
    assert [v["rule"] for v in nlp(text)._.physics_violations] == [
        "superluminal_speed",
        "below_absolute_zero",
    ]


@pytest.mark.parametrize("bad", [0, 100, windowing.MIN_SENTENCE_CHARS - 1, -5])
def test_max_sentence_chars_is_checked_when_the_pipe_is_added(bad: int) -> None:
    with pytest.raises(ValueError, match=r"max_sentence_chars must be .* at least"):
        physics_spacy.load(config={"max_sentence_chars": bad})


# --- bounded memory -------------------------------------------------------------------


def test_long_sentences_are_not_kept_in_the_cache() -> None:
    nlp = physics_spacy.load(config={"cache_size": 8})
    cache = nlp.get_pipe("physics_consistency").analyser.analyse
    nlp(f"{filler(400)} {CLAIM}.")
    assert cache.cache_info().currsize == 0
    for i in range(30):
        nlp(f"The cart rolled {i} m.")
    assert cache.cache_info().currsize == 8


def test_the_component_keeps_no_document() -> None:
    nlp = physics_spacy.load()
    doc = nlp(f"The probe travelled at 400000 km/s. {filler(400)} {CLAIM}.")
    gone = weakref.ref(doc)
    del doc
    gc.collect()
    assert gone() is None


# --- a failure inside one sentence -------------------------------------------------------


@physics_spacy.register_rule("test_hostile_exploding_rule", severity="WARN")
def exploding_rule(sentence: Sentence) -> Iterator[Finding]:
    """Raises on sentences that say "detonate", like a rule with a bug would."""
    if "detonate" in sentence.text:
        raise RuntimeError("the rule blew up")
    return iter(())


def test_a_failing_sentence_costs_only_itself(caplog: pytest.LogCaptureFixture) -> None:
    rules = [rule.id for rule in BUILTIN_RULES] + ["test_hostile_exploding_rule"]
    nlp = physics_spacy.load(config={"rules": rules})
    text = (
        "The probe travelled at 400000 km/s. We detonate it at 5 m/s. "
        "The sample was cooled to -300 °C."
    )
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    with caplog.at_level(logging.WARNING, logger="physics_spacy"):
        doc = nlp(text)
    by_sentence = {v["sent_index"]: v for v in doc._.physics_violations}
    assert [v["rule"] for v in doc._.physics_violations] == [
        "superluminal_speed",
        "component_error",
        "below_absolute_zero",
    ]
    failure = by_sentence[1]
    assert failure["severity"] == "WARN"
    assert "RuntimeError" in failure["message"] and "blew up" in failure["message"]
    sentence = list(doc.sents)[1]
    assert (failure["start_char"], failure["end_char"]) == (sentence.start_char, sentence.end_char)
    assert doc._.physics_verdict == "FAIL"
    assert [s.text for s in doc.spans["physics_claims"]] == ["400000 km/s", "-300 °C"]
    records = [r for r in caplog.records if "failed on sentence 1" in r.getMessage()]
    assert len(records) == 1 and records[0].name == "physics_spacy"
    assert records[0].exc_info is not None  # the traceback goes with it
    assert not [r for r in caplog.records if r.name == "root"]
    assert root.handlers == handlers and root.level == level


def test_unreadable_numbers_are_warnings_not_errors(nlp: Language) -> None:
    text = "It moved at 1e999999 m/s. The rod was 1.2.3 m long. It took ... s to fall."
    doc = nlp(text)
    assert [v["rule"] for v in doc._.physics_violations] == ["malformed_claim"] * 3
    assert doc._.physics_verdict == "WARN"


# --- the repairs behind the corpus ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rewritten"),
    [
        ("4\u200b00000 km/s", "400000 km/s"),
        ("5\tkm/s and 6\u00a0kg", "5 km/s and 6 kg"),
        ("150%%%", "150%"),
        ("-5°°C", "-5°C"),
        ("4\u03010 m", "40 m"),
        ("1," + "000," * 40 + "000 m", "1e123 m"),
        ("1 " + "000 " * 40 + "km", "1e120 km"),
        ("9" * 40 + " m", "9.99999999999999999991e39 m"),
        ("1e" + "9" * 50 + " kg", "1e999999 kg"),
    ],
)
def test_prepare_rewrites_hostile_text(text: str, rewritten: str) -> None:
    assert normalise.prepare(text).text == rewritten


def test_prepare_leaves_short_numbers_as_they_are() -> None:
    text = "It weighs 123456789012345678901234567890 kg, or 1,234,567 g, at 5 × 10^8 m/s."
    assert normalise.prepare(text).text == text.replace("5 × 10^8", "5e8")


def test_an_invisible_mark_after_a_claim_stays_out_of_its_span(nlp: Language) -> None:
    doc = nlp("The sample was cooled to \u2066-300 °C\u2069.")
    assert [c["text"] for c in doc._.physics_claims] == ["-300 °C"]
