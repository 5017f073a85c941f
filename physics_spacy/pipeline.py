"""The embedded default pipeline, and adding the component to any other.

spaCy's English tokenizer keeps "s." "c." "h." and "K." whole as abbreviations, so
"… 400000 km/s. It then …" would stay one sentence and the claims of two sentences
would be judged together. The default pipeline drops the single-lowercase-letter
exceptions (initials such as "J. R. R. Tolkien" are capitals and stay intact) and
splits a capital unit symbol from its full stop after a number ("5 K. It"). It also
keeps the abbreviations of scientific prose whole ("Fig. 3c", "et al."), so that a
figure label stays in the sentence that explains it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import spacy
from spacy.attrs import ORTH
from spacy.language import Language
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc

COMPONENT = "physics_consistency"
UNIT_PERIODS = "physics_unit_periods"
_SEGMENTERS = ("sentencizer", "senter", "parser")
_CAPITAL_UNIT_WITH_STOP = re.compile(r"[A-Z]\.")

# spaCy's tokenizer splits a run of one punctuation mark one character at a time, in time
# quadratic in the run (5 000 "%" in a row: 7 s); a long run is kept as one token.
_PUNCTUATION_RUN = re.compile(r"^([^\w\s])\1{7,}$")

# Abbreviations that spaCy's English tokenizer splits and the sentencizer then ends on.
SCIENTIFIC_ABBREVIATIONS = (
    "Fig.",
    "Figs.",
    "fig.",
    "figs.",
    "Eq.",
    "Eqs.",
    "eq.",
    "eqs.",
    "Ref.",
    "Refs.",
    "ref.",
    "Sec.",
    "Sect.",
    "Tab.",
    "Tbl.",
    "Suppl.",
    "Vol.",
    "Ch.",
    "Chap.",
    "Ex.",
    "pp.",
    "approx.",
    "ca.",
    "cf.",
    "resp.",
    "al.",
)


class UnitPeriodSplitter:
    """Splits "K." into "K" + "." where a number precedes and a capital follows."""

    def __call__(self, doc: Doc) -> Doc:
        splits = [
            token
            for token in doc[1:-1]
            if _CAPITAL_UNIT_WITH_STOP.fullmatch(token.text)
            and token.nbor(-1).like_num
            and token.nbor(1).text[:1].isupper()
        ]
        with doc.retokenize() as retokenizer:
            for token in splits:
                retokenizer.split(token, [token.text[0], "."], heads=[(token, 0), (token, 0)])
        return doc


@Language.factory(UNIT_PERIODS)
def make_unit_period_splitter(nlp: Language, name: str) -> UnitPeriodSplitter:
    return UnitPeriodSplitter()


def blank_english() -> Language:
    """A blank English pipeline whose tokenizer ends sentences after unit symbols."""
    nlp = spacy.blank("en")
    english = nlp.tokenizer
    rules = {
        text: tokens
        for text, tokens in english.rules.items()
        if not (len(text) == 2 and text[0].islower() and text[1] == ".")
    }
    rules.update(
        {abbreviation: [{ORTH: abbreviation}] for abbreviation in SCIENTIFIC_ABBREVIATIONS}
    )
    # One new tokenizer, so that its ~4 000 special cases are loaded once, not once per
    # change (0.2-0.4 s of start-up); it serialises to the same bytes.
    nlp.tokenizer = Tokenizer(
        nlp.vocab,
        rules=rules,
        prefix_search=english.prefix_search,
        suffix_search=english.suffix_search,
        infix_finditer=english.infix_finditer,
        token_match=_PUNCTUATION_RUN.match,  # a compiled pattern: it serialises
        url_match=english.url_match,
        faster_heuristics=english.faster_heuristics,
    )
    nlp.add_pipe(UNIT_PERIODS)
    nlp.add_pipe("sentencizer")
    return nlp


def load(name: str | Path | None = None, *, config: dict[str, Any] | None = None) -> Language:
    """A pipeline with the physics component.

    With no ``name``: the embedded default, blank English + sentence segmentation.
    With a pipeline name or path (``"en_core_web_sm"``): that pipeline, with a
    sentencizer added if it has no sentence segmenter. ``config`` is the component's.
    """
    if name is None:
        nlp = blank_english()
    else:
        nlp = spacy.load(name)
        if not any(pipe in nlp.pipe_names for pipe in _SEGMENTERS):
            nlp.add_pipe("sentencizer")
    nlp.add_pipe(COMPONENT, config=config or {})
    return nlp
