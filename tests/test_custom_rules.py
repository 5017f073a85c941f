"""Rules are an extension point: registered in code, named in config, found again after
``to_disk`` in a fresh process (by import or through the ``physics_spacy_rules`` entry
point), and scored with spaCy's ``nlp.evaluate``."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import spacy
from spacy.language import Language
from spacy.tokens import Span
from spacy.training import Example
from spacy.util import registry

import physics_spacy
from physics_spacy import Finding, Sentence
from physics_spacy.scoring import score_violations

README = Path(__file__).resolve().parents[1] / "README.md"

RULE_MODULE = '''
import physics_spacy
from physics_spacy import Finding


@physics_spacy.register_rule("{rule_id}", severity="WARN")
def rule(sentence):
    """A frequency below zero."""
    for claim in sentence.of_kind("FREQUENCY"):
        if claim.si_value < 0:
            yield Finding(f"{{claim.text}} is a negative frequency", (claim,))
'''


def test_readme_custom_rule_example_runs() -> None:
    block = re.search(
        r"<!-- example:custom-rule -->\s*```python\n(.*?)```", README.read_text(), re.S
    )
    assert block, "README.md lost its custom rule example"
    code = block.group(1)
    assert len(code.strip().splitlines()) <= 12
    namespace: dict[str, object] = {}
    exec(compile(code, "README.md", "exec"), namespace)  # the example as a user runs it
    doc = namespace["doc"]
    assert [v["rule"] for v in doc._.physics_violations] == ["negative_frequency"]  # type: ignore[attr-defined]


def test_registered_rule_runs_with_its_severity_and_can_be_overridden() -> None:
    @physics_spacy.register_rule("test_negative_count", severity="WARN")
    def negative_count(sentence: Sentence) -> Iterator[Finding]:
        """A count below zero."""
        for claim in sentence.of_kind("NUMBER"):
            if claim.value < 0 and "count" in sentence.text:
                yield Finding(f"a count of {claim.text}", (claim,))

    assert negative_count.description == "A count below zero."
    text = "The count was -4 at noon."
    warn = physics_spacy.load(config={"rules": ["test_negative_count"]})(text)
    assert [(v["rule"], v["severity"]) for v in warn._.physics_violations] == [
        ("test_negative_count", "WARN")
    ]
    fail = physics_spacy.load(
        config={"rules": ["test_negative_count"], "severities": {"test_negative_count": "FAIL"}}
    )(text)
    assert fail._.physics_verdict == "FAIL"


def test_register_rule_refuses_a_bad_severity() -> None:
    with pytest.raises(ValueError, match="'WARN' or 'FAIL'"):
        physics_spacy.register_rule("test_bad_severity", severity="PASS")


def test_rule_module_found_again_in_a_fresh_process(
    tmp_path: Path, fresh_python: Callable[..., str]
) -> None:
    (tmp_path / "freq_rules.py").write_text(RULE_MODULE.format(rule_id="negative_frequency_mod"))
    save = f"""
        import sys; sys.path.insert(0, {str(tmp_path)!r})
        import freq_rules, physics_spacy
        nlp = physics_spacy.load(config={{"rules": ["negative_frequency_mod", "negative_mass"]}})
        nlp.to_disk({str(tmp_path / "pipeline")!r})
    """
    fresh_python(textwrap.dedent(save))
    load = f"""
        import sys; sys.path.insert(0, {str(tmp_path)!r})
        import spacy, freq_rules
        doc = spacy.load({str(tmp_path / "pipeline")!r})("The string hums at -440 Hz.")
        print([v["rule"] for v in doc._.physics_violations])
    """
    assert fresh_python(textwrap.dedent(load)).strip() == "['negative_frequency_mod']"


def test_rule_entry_point_found_without_importing_its_module(
    tmp_path: Path, fresh_python: Callable[..., str]
) -> None:
    (tmp_path / "freq_rules_ep.py").write_text(RULE_MODULE.format(rule_id="negative_frequency_ep"))
    dist = tmp_path / "freq_rules_ep-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: freq-rules-ep\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text(
        "[physics_spacy_rules]\nnegative_frequency_ep = freq_rules_ep:rule\n"
    )
    code = f"""
        import sys; sys.path.insert(0, {str(tmp_path)!r})
        import physics_spacy
        nlp = physics_spacy.load(config={{"rules": ["negative_frequency_ep"]}})
        assert "freq_rules_ep" in sys.modules  # loaded by the entry point, not by us
        print([v["rule"] for v in nlp("The string hums at -440 Hz.")._.physics_violations])
    """
    assert fresh_python(textwrap.dedent(code)).strip() == "['negative_frequency_ep']"


def gold(nlp: Language, text: str, spans: list[tuple[str, str]]) -> Example:
    reference = nlp.make_doc(text)
    reference.spans["physics_violations"] = [
        reference.char_span(
            text.index(words),
            text.index(words) + len(words),
            label=rule,
            alignment_mode="expand",
        )
        for words, rule in spans
    ]
    return Example(nlp.make_doc(text), reference)


def test_nlp_evaluate_scores_violation_spans_by_rule(nlp: Language) -> None:
    examples = [
        gold(nlp, "The probe travelled at 400000 km/s.", [("400000 km/s", "superluminal_speed")]),
        gold(nlp, "The gas was cooled to -300 °C.", [("-300 °C", "below_absolute_zero")]),
        # A violation no rule catches: a miss for recall.
        gold(nlp, "The rope is infinitely strong and weighs 3 kg.", [("3 kg", "negative_mass")]),
        gold(nlp, "Water boils at 100 °C.", []),
    ]
    scores = nlp.evaluate(examples)
    assert scores["spans_physics_violations_p"] == pytest.approx(1.0)
    assert scores["spans_physics_violations_r"] == pytest.approx(2 / 3)
    per_rule = scores["spans_physics_violations_per_type"]
    assert per_rule["superluminal_speed"]["f"] == pytest.approx(1.0)
    assert per_rule["negative_mass"]["r"] == pytest.approx(0.0)


def test_scorer_is_resolvable_from_config() -> None:
    scorer = spacy.registry.scorers.get("physics_spacy.violations_scorer.v1")()
    assert scorer is physics_spacy.scoring.score_violations


def test_scorer_is_spacys_overlapping_labeled_spans_scorer() -> None:
    """One span may carry two violations (two laws broken by one claim): both count."""
    nlp = spacy.blank("en")
    predicted = nlp.make_doc("It fell 80 m in 1 s.")
    reference = nlp.make_doc("It fell 80 m in 1 s.")
    for doc, labels in (
        (predicted, ["impossible_free_fall", "impossible_impact_speed"]),
        (reference, ["impossible_free_fall"]),
    ):
        doc.spans["checked"] = [Span(doc, 2, 7, label=label) for label in labels]
    examples = [Example(predicted, reference)]
    scores = score_violations(examples, spans_key="checked")
    spacy_scorer = registry.scorers.get("spacy.overlapping_labeled_spans_scorer.v1")
    assert scores == spacy_scorer(spans_key="checked")(examples)
    assert scores["spans_checked_p"] == pytest.approx(0.5)
    assert scores["spans_checked_r"] == pytest.approx(1.0)
    per_rule = scores["spans_checked_per_type"]
    assert per_rule["impossible_free_fall"]["f"] == pytest.approx(1.0)
    assert per_rule["impossible_impact_speed"]["p"] == pytest.approx(0.0)
