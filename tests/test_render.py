"""displaCy highlighting: the colour entry point, physics_spacy.render and the HTML page."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path

import pytest
import spacy
from html_marks import marks
from spacy import displacy
from spacy.language import Language
from spacy.tokens import Span
from spacy.util import registry

import physics_spacy
from physics_spacy.cli import main
from physics_spacy.render import CLAIM_COLORS, DISPLACY_COLORS, html_page, title_from_text
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


# Characters displaCy's token view spaced out ("400000 km / s", "-300 ° C", "sample 's"),
# markup that must stay text, a line break and a double space.
AS_WRITTEN = (
    "The probe travelled at 400000 km/s.\nIt cooled to -300 °C;  the sample's mass was "
    "-3 kg <b>&amp;</b>. Solar took 60% and wind took 55% of electricity."
)


def page_title(page: str) -> str:
    found = re.search(r"<title>(.*?)</title>", page, re.S)
    assert found
    return html.unescape(found.group(1))


def test_page_shows_the_text_exactly_as_written(nlp: Language) -> None:
    doc = nlp(AS_WRITTEN)
    page = html_page(doc)
    seen = marks(page)
    assert seen.texts == [AS_WRITTEN]
    assert "<b>" not in page.split("<body>")[1]  # the text's markup is escaped, not obeyed
    assert sorted(label for label, _ in seen.labels) == sorted(
        [
            *("superluminal_speed", "below_absolute_zero", "negative_mass"),
            *("share_sum_exceeds_total", "SPEED", "TEMPERATURE", "MASS", "PERCENT", "PERCENT"),
        ]
    )


def test_severity_shows_in_the_marks_and_in_the_messages(nlp: Language) -> None:
    markup = physics_spacy.render(nlp(TEXT), jupyter=False) or ""
    seen = marks(markup)
    assert seen.severities == {"superluminal_speed": "FAIL", "share_sum_exceeds_total": "WARN"}
    items = re.findall(r"<li [^>]*>.*?</li>", markup)
    badges = [re.search(r'class="physics-badge physics-(\w+)">(\w+)<', item) for item in items]
    assert [(b.group(1), b.group(2)) for b in badges if b] == [("FAIL", "FAIL"), ("WARN", "WARN")]
    # A severity changed by the config is the one shown.
    strict = physics_spacy.load(config={"severities": {"superluminal_speed": "WARN"}})
    assert marks(physics_spacy.render(strict(TEXT), jupyter=False) or "").severities == {
        "superluminal_speed": "WARN",
        "share_sum_exceeds_total": "WARN",
    }


def test_overlapping_and_nested_marks_stack_in_rows(nlp: Language) -> None:
    doc = nlp("It moved at 400000 km/s and weighed -3 kg today.")
    # Tokens: It moved at 400000 km/s and weighed -3 kg today .
    doc.spans["physics_violations"] = [
        Span(doc, 3, 6, label="superluminal_speed"),  # 400000 km/s and
        Span(doc, 5, 9, label="negative_mass"),  # and weighed -3 kg: overlaps the first
        Span(doc, 3, 4, label="malformed_claim"),  # 400000: nested in the first
    ]
    doc.spans["physics_claims"] = [Span(doc, 3, 5, label="SPEED"), Span(doc, 7, 9, label="MASS")]
    markup = physics_spacy.render(doc, jupyter=False) or ""
    seen = marks(markup)
    assert seen.texts == [doc.text]
    rows = {
        label: float(top)
        for label, top in re.findall(r'data-label="(\w+)"[^>]*style="top: ([\d.]+)em', markup)
    }
    assert set(rows) == {"superluminal_speed", "negative_mass", "malformed_claim", "SPEED", "MASS"}
    for first, second in [
        ("superluminal_speed", "negative_mass"),
        ("superluminal_speed", "malformed_claim"),
        ("superluminal_speed", "SPEED"),
        ("malformed_claim", "SPEED"),
        ("negative_mass", "MASS"),
    ]:
        assert rows[first] != rows[second], (first, second)
    # Every character of an overlap carries the bars of every mark over it.
    run = re.search(r"<span class=\"physics-run[^>]*>and(.*?)</span></span>", markup)
    assert run and run.group(1).count("physics-bar") == 2


def test_page_title_is_the_text_or_the_file_name(
    nlp: Language, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert page_title(html_page(nlp("Water boils at 100 °C."))) == "Water boils at 100 °C."
    assert page_title(html_page(nlp(TEXT), title="Mine")) == "Mine"
    assert page_title(html_page([nlp(TEXT), nlp(TEXT)])) == "physics_spacy report: 2 documents"
    long = title_from_text("The probe travelled at 400000 km/s, then slowed down " * 3)
    assert long == "The probe travelled at 400000 km/s, then slowed down The…"
    assert title_from_text("  a\n\tb  ") == "a b"
    monkeypatch.chdir(tmp_path)
    assert main(["render", TEXT, "--out", "text.html"]) == 0
    assert page_title(Path("text.html").read_text("utf-8")) == title_from_text(TEXT)
    Path("answer.txt").write_text(TEXT, encoding="utf-8")
    assert main(["render", "answer.txt", "--out", "file.html"]) == 0
    assert page_title(Path("file.html").read_text("utf-8")) == "answer.txt"


def test_tags_that_would_overlap_go_to_separate_rows(nlp: Language) -> None:
    doc = nlp("It fell 150% to -3 kg.")
    # Tokens: It fell 150 % to -3 kg . -- two marks one word apart, their tags far wider.
    doc.spans["physics_violations"] = [
        Span(doc, 2, 4, label="decrease_beyond_total"),
        Span(doc, 5, 7, label="negative_mass"),
    ]
    doc.spans["physics_claims"] = []
    markup = physics_spacy.render(doc, jupyter=False) or ""
    tops = re.findall(r'data-label="\w+"[^>]*style="top: ([\d.]+)em', markup)
    assert len(tops) == 2 and tops[0] != tops[1]
