"""displaCy highlighting: the colour entry point, physics_spacy.render and the HTML page."""

from __future__ import annotations

from collections.abc import Callable

import pytest
import spacy
from html_marks import marks
from spacy import displacy
from spacy.language import Language
from spacy.util import registry

import physics_spacy
from physics_spacy.render import CLAIM_COLORS, DISPLACY_COLORS, html_page
from physics_spacy.rules import BUILTIN_RULES, COMPONENT_ERROR, rule_colours

TEXT = "The probe travelled at 400000 km/s. Solar took 60% and wind took 55% of electricity."
RULE_IDS = {rule.id for rule in BUILTIN_RULES} | {COMPONENT_ERROR}


def test_every_rule_has_a_distinct_colour() -> None:
    """Colours come from the registry: each built-in rule registers its own."""
    assert all(rule.colour for rule in BUILTIN_RULES)
    assert set(DISPLACY_COLORS) == RULE_IDS
    assert len(set(DISPLACY_COLORS.values())) == len(DISPLACY_COLORS)
    # Claim kinds stay out of the entry point: PERCENT, TIME... are spaCy's NER labels too.
    assert not set(CLAIM_COLORS) & set(DISPLACY_COLORS)


def test_a_users_rule_is_drawn_in_its_registered_colour() -> None:
    @physics_spacy.register_rule("negative_area_demo", severity="WARN", colour="#123456")
    def negative_area_demo(sentence: physics_spacy.Sentence) -> list[physics_spacy.Finding]:
        """An area below zero."""
        return [
            physics_spacy.Finding(f"{c.text} is a negative area", (c,))
            for c in sentence.of_kind("AREA")
            if c.si_value is not None and c.si_value < 0
        ]

    assert rule_colours()["negative_area_demo"] == "#123456"
    nlp = physics_spacy.load(config={"rules": ["negative_area_demo"]})
    markup = physics_spacy.render(nlp("The plot covers -40 m²."), jupyter=False) or ""
    assert "negative_area_demo" in markup and "#123456" in markup
    with pytest.raises(ValueError, match="rrggbb"):
        physics_spacy.register_rule("bad_colour_demo", colour="red")


def test_displacy_colours_violations_with_no_options(nlp: Language) -> None:
    assert registry.displacy_colors.get_all()["physics_spacy"] == DISPLACY_COLORS
    markup = displacy.render(
        nlp(TEXT), style="span", options={"spans_key": "physics_violations"}, jupyter=False
    )
    labels = dict(marks(markup).labels)
    assert labels == {
        "superluminal_speed": DISPLACY_COLORS["superluminal_speed"],
        "share_sum_exceeds_total": DISPLACY_COLORS["share_sum_exceeds_total"],
    }
    assert callable(physics_spacy.render)  # loading the entry point did not replace it


def test_render_shows_violations_over_claims_with_messages(nlp: Language) -> None:
    doc = nlp(TEXT)
    seen = marks(physics_spacy.render(doc, jupyter=False) or "")
    labels = sorted(label for label, _ in seen.labels)
    assert labels == sorted(
        ["superluminal_speed", "SPEED", "share_sum_exceeds_total", "PERCENT", "PERCENT"]
    )
    assert dict(seen.labels)["SPEED"] == CLAIM_COLORS["SPEED"]
    assert seen.messages == [("superluminal_speed", "FAIL"), ("share_sum_exceeds_total", "WARN")]


def test_render_layers_titles_and_several_docs(nlp: Language) -> None:
    docs = [nlp(TEXT), nlp("Water boils at 100 °C.")]
    markup = physics_spacy.render(
        docs, show=["violations"], titles=["first", "second"], jupyter=False
    )
    assert markup is not None
    seen = marks(markup)
    assert [label for label, _ in seen.labels] == ["superluminal_speed", "share_sum_exceeds_total"]
    assert markup.count("<figure") == 2 and "No claim breaks physics." in markup
    assert 'data-verdict="FAIL"' in markup and 'data-verdict="PASS"' in markup
    with pytest.raises(ValueError, match="one each"):
        physics_spacy.render(docs, titles=["only one"], jupyter=False)
    with pytest.raises(ValueError, match="show takes"):
        physics_spacy.render(docs, show=["sentences"], jupyter=False)


def test_render_refuses_what_it_cannot_show(nlp: Language) -> None:
    with pytest.raises(TypeError, match=r"physics_spacy\.load"):
        physics_spacy.render(["a text"], jupyter=False)  # type: ignore[list-item]
    with pytest.raises(ValueError, match="physics_consistency"):
        physics_spacy.render(spacy.blank("en")("No component ran."), jupyter=False)


def test_page_is_standalone_utf8_and_escaped(nlp: Language) -> None:
    page = html_page(nlp("It cooled to -300 °C."), title="<script>alert(1)</script>")
    assert page.startswith("<!DOCTYPE html>") and '<meta charset="utf-8">' in page
    assert "<script>" not in page and "&lt;script&gt;" in page
    assert "°C" in page and "below_absolute_zero" in page
    assert "script" not in marks(page).tags


def test_package_import_registers_extensions_and_loads_no_pandas(
    fresh_python: Callable[..., str],
) -> None:
    out = fresh_python(
        "import sys, physics_spacy; from spacy.tokens import Doc, Span; "
        "print(callable(physics_spacy.render), callable(physics_spacy.to_frame), "
        "Doc.has_extension('physics_verdict'), Span.has_extension('physics_claim'), "
        "'pandas' in sys.modules, 'quantulum3' in sys.modules)"
    )
    assert out.split() == ["True", "True", "True", "True", "False", "False"]
