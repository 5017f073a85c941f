"""The component as an NLP engineer meets it: factory, config, annotations, errors."""

from __future__ import annotations

import logging
import warnings
from pathlib import Path

import pytest
import spacy
from spacy.language import Language
from spacy.tokens import Doc

import physics_spacy


def blank_with_segmenter() -> Language:
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    return nlp


def test_annotations_follow_the_contract(nlp: Language) -> None:
    doc = nlp("The probe travelled at 400000 km/s. It then cooled to 20 °C.")
    assert doc._.physics_verdict == "FAIL"
    assert doc._.physics_flagged is True
    [violation] = doc._.physics_violations
    assert set(violation) == {
        "rule",
        "severity",
        "message",
        "start_char",
        "end_char",
        "sent_index",
        "claims",
        "rules_version",
    }
    assert violation["rule"] == "superluminal_speed"
    assert violation["severity"] == "FAIL"
    assert violation["sent_index"] == 0
    assert violation["rules_version"] == physics_spacy.RULES_VERSION
    assert doc.text[violation["start_char"] : violation["end_char"]] == "400000 km/s"
    assert violation["claims"][0]["si_value"] == pytest.approx(4e8)

    claims = doc.spans["physics_claims"]
    assert [(s.text, s.label_) for s in claims] == [
        ("400000 km/s", "SPEED"),
        ("20 °C", "TEMPERATURE"),
    ]
    assert claims[1]._.physics_claim["si_value"] == pytest.approx(293.15)
    assert claims[1]._.physics_claim["si_unit"] == "K"
    assert [s.label_ for s in doc.spans["physics_violations"]] == ["superluminal_speed"]

    first, second = doc.sents
    assert first._.physics_verdict == "FAIL" and second._.physics_verdict == "PASS"
    assert [s.text for s in first._.physics_claims] == ["400000 km/s"]
    assert second._.physics_violations == []


def test_claim_dict_fields(nlp: Language) -> None:
    doc = nlp("The cable is 12 km long.")
    claim = doc.spans["physics_claims"][0]._.physics_claim
    assert {"value", "unit", "si_value", "si_unit", "kind", "text"} <= set(claim)
    assert (claim["value"], claim["unit"], claim["kind"]) == (12.0, "kilometre", "LENGTH")
    assert (claim["si_value"], claim["si_unit"]) == (12000.0, "m")


def test_claim_spans_are_token_aligned(nlp: Language) -> None:
    doc = nlp("It moved at 1.5c.")
    for span in doc.spans["physics_claims"]:
        claim = span._.physics_claim
        assert (claim["start_char"], claim["end_char"]) == (span.start_char, span.end_char)


def test_pass_and_empty_documents(nlp: Language) -> None:
    for text in ["", "   ", "Water boils at 100 °C at sea level."]:
        doc = nlp(text)
        assert doc._.physics_verdict == "PASS"
        assert doc._.physics_flagged is False
        assert doc._.physics_violations == []


def test_warn_verdict_and_fail_on() -> None:
    text = "Team A took 60% and team B took 70% of the prize pool."
    default = physics_spacy.load()(text)
    assert (default._.physics_verdict, default._.physics_flagged) == ("WARN", False)
    strict = physics_spacy.load(config={"fail_on": "WARN"})(text)
    assert (strict._.physics_verdict, strict._.physics_flagged) == ("WARN", True)


def test_rules_selects_and_severities_override() -> None:
    text = "The probe travelled at 400000 km/s. Team A took 60% and B took 70% of the pool."
    only_shares = physics_spacy.load(
        config={
            "rules": ["share_sum_exceeds_total"],
            "severities": {"share_sum_exceeds_total": "FAIL"},
        }
    )
    doc = only_shares(text)
    assert [(v["rule"], v["severity"]) for v in doc._.physics_violations] == [
        ("share_sum_exceeds_total", "FAIL"),
    ]
    assert doc._.physics_verdict == "FAIL"


@pytest.mark.parametrize(
    ("config", "words"),
    [
        ({"fail_on": "PASS"}, ["fail_on", "'WARN'", "'FAIL'"]),
        ({"fail_on": "error"}, ["fail_on", "'WARN'", "'FAIL'"]),
        ({"rules": ["speed_of_dark"]}, ["speed_of_dark", "superluminal_speed", "register_rule"]),
        ({"severities": {"negative_mass": "FATAL"}}, ["negative_mass", "'WARN' or 'FAIL'"]),
        (
            {"rules": ["negative_mass"], "severities": {"superluminal_speed": "WARN"}},
            ["superluminal_speed", "not among the rules"],
        ),
        ({"cache_size": -1}, ["cache_size"]),
    ],
)
def test_bad_config_is_refused_at_add_pipe(config: dict, words: list[str]) -> None:
    nlp = blank_with_segmenter()
    with pytest.raises(ValueError) as error:
        nlp.add_pipe("physics_consistency", config=config)
    for word in words:
        assert word in str(error.value)


def test_config_of_wrong_type_is_refused_at_add_pipe() -> None:
    with pytest.raises(Exception, match=r"fail_on|rules"):
        blank_with_segmenter().add_pipe("physics_consistency", config={"rules": "negative_mass"})


def test_doc_without_sentence_boundaries_names_the_fix() -> None:
    nlp = spacy.blank("en")
    nlp.add_pipe("physics_consistency")
    with pytest.raises(ValueError, match=r"add_pipe\('sentencizer'"):
        nlp("The probe travelled at 400000 km/s.")


def test_custom_span_keys_and_overwrite() -> None:
    nlp = blank_with_segmenter()
    nlp.add_pipe(
        "physics_consistency",
        config={
            "claims_key": "numbers",
            "violations_key": "problems",
            "overwrite": False,
        },
    )
    doc = nlp.make_doc("The sled weighs -3 kg.")
    doc.spans["problems"] = [doc[0:1]]
    for _, pipe in nlp.pipeline:
        doc = pipe(doc)
    assert [s.text for s in doc.spans["numbers"]] == ["-3 kg"]
    assert [s.label_ for s in doc.spans["problems"]] == ["", "negative_mass"]
    assert "physics_claims" not in doc.spans


def test_component_errors_are_contained(caplog: pytest.LogCaptureFixture) -> None:
    @physics_spacy.register_rule("test_exploding_rule", severity="FAIL")
    def exploding(sentence: physics_spacy.Sentence) -> list[physics_spacy.Finding]:
        if "boom" in sentence.text:
            raise RuntimeError("rule blew up")
        return []

    nlp = physics_spacy.load(config={"rules": ["negative_mass", "test_exploding_rule"]})
    with caplog.at_level(logging.WARNING, logger="physics_spacy"):
        doc = nlp("The sled weighs -3 kg. Then boom, 4 kg. Then it weighed -2 kg.")
    rules = [(v["rule"], v["sent_index"]) for v in doc._.physics_violations]
    assert rules == [("negative_mass", 0), ("component_error", 1), ("negative_mass", 2)]
    assert "rule blew up" in doc._.physics_violations[1]["message"]
    assert any(
        r.name == "physics_spacy" and "rule blew up" in r.getMessage() + str(r.exc_info)
        for r in caplog.records
    )


def test_default_pipeline_splits_after_unit_abbreviations(nlp: Language) -> None:
    cases = {
        "The probe travelled at 400000 km/s. It then slowed down.": 2,
        "The probe was at 3 K. It then warmed up.": 2,
        "J. R. R. Tolkien wrote it in 1937. Then he rested.": 2,
        "See Fig. 3c for the result.": 1,
        "It took 5 h. Then 4 s. Next.": 3,
        # a symbol of two letters, a number with a minus sign
        "So Q = −3.2 kJ. The gas cools to −6.6 K. Done.": 3,
        "Weight: 12 kg. No. 5 is next.": 2,
        # a full stop after inline maths: "$." is no abbreviation
        "It follows $\\eta = 1 - r^{1-\\gamma}$. For $r = 10$ it is 60 %.": 2,
        "The gap is $x = 3$. Then $y = 4$! Done.": 3,
    }
    for text, sentences in cases.items():
        assert len(list(nlp(text).sents)) == sentences, text


def test_default_pipeline_opens_run_in_items_at_their_numbers(nlp: Language) -> None:
    text = "1. Alpha: 0.05 2. Decision: Reject 3. Reason: p-value < alpha 4. Conclusion: Done."
    assert [s.text for s in nlp(text).sents] == [
        "1. Alpha: 0.05",
        "2. Decision: Reject",
        "3. Reason: p-value < alpha",
        "4. Conclusion: Done.",
    ]
    # a number that ends a sentence, with no item one less before it, stays where it is
    assert len(list(nlp("The answer is 4. Then we stop.").sents)) == 2


@pytest.fixture(scope="module")
def users_pipeline() -> Language:
    """The pipeline of the README's first example: no tokenizer fix, sentencizer first."""
    nlp = blank_with_segmenter()
    nlp.add_pipe("physics_consistency")
    return nlp


@pytest.mark.parametrize(
    ("text", "sentences", "claims"),
    [
        (
            "The probe travelled at 400000 km/s. It then slowed to 7 km/s.",
            ["The probe travelled at 400000 km/s.", "It then slowed to 7 km/s."],
            ["400000 km/s", "7 km/s"],
        ),
        (
            "It took 5 h. Then 3 K. Next 3 km/h. Then it fell 10 m in 9 s.",
            ["It took 5 h.", "Then 3 K.", "Next 3 km/h.", "Then it fell 10 m in 9 s."],
            ["5 h", "3 K", "3 km/h", "10 m", "9 s"],
        ),
        ("It fell 100 m in 1 s.\n", ["It fell 100 m in 1 s.\n"], ["100 m", "1 s"]),
        (
            "It moved at 400000 km/s.\nIt then slowed.",
            ["It moved at 400000 km/s.\n", "It then slowed."],
            ["400000 km/s"],
        ),
        # a blank line ends a paragraph: the line breaks stay with the sentence they end
        ("It fell.\n\nIt rose.\n", ["It fell.\n\n", "It rose.\n"], []),
        ("J. R. R. Tolkien wrote it in 1937.", ["J. R. R. Tolkien wrote it in 1937."], ["1937"]),
        # the stop after inline maths stays in its token ("$."), yet ends the sentence
        (
            "It is $\\eta = 1 - T_c/T_h$. Then it fell 10 m in 9 s.",
            ["It is $\\eta = 1 - T_c/T_h$.", "Then it fell 10 m in 9 s."],
            ["1", "10 m", "9 s"],
        ),
    ],
)
def test_users_own_pipeline_ends_sentences_after_units(
    users_pipeline: Language, text: str, sentences: list[str], claims: list[str]
) -> None:
    """spacy.blank("en") keeps "s." whole and its sentencizer runs before the component:
    the component itself splits the full stop off and starts the next sentence."""
    doc = users_pipeline(text)
    assert [sent.text for sent in doc.sents] == sentences
    assert [span.text for span in doc.spans["physics_claims"]] == claims


def test_trailing_newline_is_no_sentence_of_its_own(nlp: Language) -> None:
    assert len(list(nlp("It fell 100 m in 1 s.\n").sents)) == 1
    assert (
        physics_spacy.check("The probe travelled at 400000 km/s.\n")["sentences"][0]["text"]
        == "The probe travelled at 400000 km/s.\n"
    )
    assert len(physics_spacy.check("Water boils at 100 °C.\n\n")["sentences"]) == 1


def test_parsed_docs_keep_their_sentences() -> None:
    """A Doc with a dependency parse is not retokenized: spaCy forbids it, and its
    sentences are the parser's."""
    words = ["It", "moved", "at", "400000", "km", "/", "s.", "It", "then", "slowed", "."]
    heads = [1, 1, 1, 4, 2, 4, 1, 9, 9, 9, 9]
    deps = ["nsubj", "ROOT", "prep", "nummod", "pobj", "punct", "punct"]
    deps += ["nsubj", "advmod", "ROOT", "punct"]
    spaces = [True, True, True, True, False, False, True, True, True, False, False]
    nlp = spacy.blank("en")
    doc = Doc(nlp.vocab, words=words, spaces=spaces, heads=heads, deps=deps)
    nlp.add_pipe("physics_consistency")
    doc = nlp(doc)
    assert [token.text for token in doc] == words
    assert [sent.text for sent in doc.sents] == ["It moved at 400000 km/s.", "It then slowed."]
    assert doc._.physics_verdict == "FAIL"


def test_default_tokenizer_keeps_a_punctuation_run_whole(nlp: Language) -> None:
    assert len(nlp.make_doc("%" * 5000)) == 1
    assert [t.text for t in nlp.make_doc("Wait... what?!")] == ["Wait", "...", "what", "?", "!"]


def test_load_adds_component_to_a_named_pipeline(tmp_path: Path) -> None:
    spacy.blank("en").to_disk(tmp_path / "bare")  # no segmenter: load() adds one
    nlp = physics_spacy.load(tmp_path / "bare")
    assert nlp.pipe_names == ["sentencizer", "physics_consistency"]
    assert nlp("It weighs -3 kg.")._.physics_verdict == "FAIL"


def test_check_returns_plain_data() -> None:
    report = physics_spacy.check("The probe travelled at 400000 km/s. It then slowed.")
    assert report["verdict"] == "FAIL" and report["flagged"] is True
    assert report["violations"][0]["rule"] == "superluminal_speed"
    assert report["claims"][0]["kind"] == "SPEED"
    assert [s["verdict"] for s in report["sentences"]] == ["FAIL", "PASS"]
    assert physics_spacy.check("Nothing to see.")["verdict"] == "PASS"
    assert physics_spacy.check("It weighs -3 kg \ud800.")["verdict"] == "FAIL"
    with pytest.raises(TypeError):
        physics_spacy.check(None)  # type: ignore[arg-type]


def test_parsing_leaves_host_logging_and_warnings_alone(nlp: Language) -> None:
    root = logging.getLogger()
    handlers, level, filters = list(root.handlers), root.level, list(warnings.filters)
    nlp("The probe travelled at 400000 km/s.")
    physics_spacy.check("It weighs 3 kg.")
    assert root.handlers == handlers and root.level == level
    assert warnings.filters == filters


def test_a_finding_across_list_items_is_reported_once(nlp: Language) -> None:
    # The items are both a list and their paragraph's passage: one finding, one span.
    doc = nlp("- A wrench slips from a 20 m gantry.\n- It hits the floor after 1.1 s.")
    found = [(v["rule"], v["start_char"], v["end_char"]) for v in doc._.physics_violations]
    assert found == [("impossible_free_fall", 24, 68)]
    assert len(doc.spans["physics_violations"]) == 1


def test_a_value_judged_against_two_equal_heights_is_reported_once(nlp: Language) -> None:
    # The passage pairs the speed with the height told first, the list with its own.
    text = (
        "She says the phone dropped 1.5 m onto tiles.\n\n"
        "Estimate:\n- Drop height: 1.5 m\n- Impact speed: 12 m/s for that drop"
    )
    found = [v["rule"] for v in nlp(text)._.physics_violations]
    assert found == ["impossible_impact_speed"]
