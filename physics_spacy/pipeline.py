"""The embedded default pipeline, and adding the component to any other.

spaCy's English tokenizer keeps "s." "c." "h." and "K." whole as abbreviations, so
"… 400000 km/s. It then …" would stay one sentence and the claims of two sentences
would be judged together. The default pipeline drops the single-lowercase-letter
exceptions (initials such as "J. R. R. Tolkien" are capitals and stay intact) and
splits a unit symbol from its full stop after a number ("5 K. It"). It also
keeps the abbreviations of scientific prose whole ("Fig. 3c", "et al."), so that a
figure label stays in the sentence that explains it.

A pipeline that users build themselves (``spacy.blank("en")`` + ``sentencizer``) has
neither fix, and its segmenter runs before the component; :func:`mend_sentences`,
called by the component, repairs what it left (see docs/architecture.md).
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterable
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any

import spacy
from spacy.attrs import ORTH
from spacy.lang.en import English
from spacy.language import Language
from spacy.strings import hash_string
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc, Token
from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex, registry

from . import cues

COMPONENT = "physics_consistency"
UNIT_PERIODS = "physics_unit_periods"
_SEGMENTERS = ("sentencizer", "senter", "parser")
# A number with a minus sign, which spaCy's ``like_num`` does not take: "−256.6".
_SIGNED_NUMBER = re.compile(r"[−-]\d[\d,]*(?:\.\d+)?")
# Unit symbols of more than one letter that the tokenizer keeps whole with a full stop
# ("−3.2 kJ. ΔT = …").
_SYMBOLS = (
    "kJ", "MJ", "GJ", "kg", "mg", "km", "cm", "mm", "nm", "kW", "MW", "GW", "kV", "mA",
    "Hz", "Pa", "kPa", "MPa", "eV", "keV", "MeV", "GeV", "lb", "lbs", "ft", "mi", "mph",
    "ms", "ns", "min", "mol", "Wh", "kWh", "atm",
)  # fmt: skip
# One letter (or a symbol above) and a full stop: a unit symbol ("s.", "h.", "K.") that the
# tokenizer keeps whole as an abbreviation.
_UNIT_WITH_STOP = re.compile(r"(?:[A-Za-z]|" + "|".join(map(re.escape, _SYMBOLS)) + r")\.")

# spaCy's tokenizer splits a run of one punctuation mark one character at a time, in time
# quadratic in the run (5 000 "%" in a row: 7 s); a long run is kept as one token.
_PUNCTUATION_RUN = re.compile(r"^([^\w\s])\1{7,}$")
# The full stop after inline maths ends a sentence: "… $\\eta = 1 - r^{1-\\gamma}$. For …";
# spaCy's suffixes split a stop only after a letter, a digit, a quote or a bracket.
_STOP_AFTER_MATH = r"(?<=\$)[.!?]"

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
    # a spread after a mean: "2.05 s (n = 12, s.d. 0.01 s)"
    "s.d.",
    "S.D.",
    "s.e.",
    "S.E.",
    "s.e.m.",
    "S.E.M.",
)


class UnitPeriodSplitter:
    """Splits "s." into "s" + "." where it ends a quantity ("5 K.", "400000 km/s.").

    A one-letter token with a full stop is split when a number stands before it (or a
    number and a unit before its "/", as in "km/s.") and what follows is a capitalised
    word, a line break or the end of the Doc. On a Doc that already has sentence
    boundaries (the component's case: the segmenter ran before it), the capitalised
    word after the split starts a sentence.
    """

    def __call__(self, doc: Doc) -> Doc:
        # Only a token such as "s." can be split: found by the hash of its text in one
        # array, not by making every token a Python object (most Docs have none).
        hashes = _unit_with_stop_hashes()
        orths = doc.to_array(ORTH).tolist()
        if hashes.isdisjoint(orths):
            return doc
        splits = [
            doc[i]
            for i, orth in enumerate(orths)
            if orth in hashes and _ends_quantity_with_stop(doc[i])
        ]
        if not splits:
            return doc
        segmented = doc.has_annotation("SENT_START")
        # Character offsets survive the retokenizing: the full stops split off, and the
        # capitalised words after them, which start sentences.
        stops = [token.idx + len(token.text) - 1 for token in splits]
        starts = [
            word.idx
            for word in (_next_word(token) for token in splits)
            if word is not None and word.text[:1].isupper()
        ]
        with doc.retokenize() as retokenizer:
            for token in splits:
                retokenizer.split(token, [token.text[:-1], "."], heads=[(token, 0), (token, 0)])
        if segmented:
            by_offset = {token.idx: token for token in doc}
            for offset in stops:
                by_offset[offset].is_sent_start = False
            for offset in starts:
                by_offset[offset].is_sent_start = True
        return doc


@cache
def _unit_with_stop_hashes() -> frozenset[int]:
    """The ORTH hashes of every text :data:`_UNIT_WITH_STOP` matches ("a." to "Z.", "kJ.")."""
    return frozenset(hash_string(f"{unit}.") for unit in (*string.ascii_letters, *_SYMBOLS))


def _next_word(token: Token) -> Token | None:
    """The first token after ``token`` that is not whitespace, if any."""
    for following in token.doc[token.i + 1 :]:
        if not following.is_space:
            return following
    return None


def _ends_quantity_with_stop(token: Token) -> bool:
    doc, i = token.doc, token.i
    if i == 0 or not _UNIT_WITH_STOP.fullmatch(token.text):
        return False
    before = doc[i - 1]
    after_number = before.like_num or _SIGNED_NUMBER.fullmatch(before.text) is not None or (
        before.text == "/" and i >= 3 and doc[i - 2].is_alpha and doc[i - 3].like_num
    )
    if not after_number:
        return False
    if i + 1 == len(doc):
        return True
    following = doc[i + 1].text
    return following[:1].isupper() or following.isspace()


def mend_sentences(doc: Doc, unit_starts: Iterable[int] = (), text: str | None = None) -> Doc:
    """Repair what a plain ``spacy.blank("en")`` + ``sentencizer`` pipeline leaves.

    - "… 400000 km/s. It then …": the full stop kept in "s." is split off, so claims end
      at their unit, and the next sentence starts at "It" (:class:`UnitPeriodSplitter`).
    - A sentence starts at each of ``unit_starts`` (character offsets of list items,
      table rows, headings: see :func:`physics_spacy.structure.read`), and after the full
      stop that closes inline maths ("… $\\eta = 1 - r^{1-\\gamma}$. For …").
    - A sentence of whitespace only (the line break after the last full stop, or before
      a unit) joins the sentence before it, so one line ending in a newline is one sentence.
    - A list marker the sentencizer split off ("3." before "The spot …") joins its item,
      a factorial followed by an operator ("5! / 3! = 20") its formula, and a bracket
      opened after a question ("… wheels? [2]") what it holds.
    - In a list run into one line ("2. Decision: Reject 3. Reason: …"), the number the
      sentencizer left at the end of an item opens the next one.

    A Doc with a dependency parse is left as it is: its sentences come from the parse,
    and spaCy refuses to split its tokens or move its boundaries. ``text``: ``doc.text``,
    if the caller has read it (spaCy rebuilds it token by token on every access).
    """
    if doc.has_annotation("DEP"):
        return doc
    UnitPeriodSplitter()(doc)
    # A span's text is the Doc's between its offsets: read there, not token by token.
    text = doc.text if text is None else text
    # "… r^{1-\gamma}$. For …": spaCy's own suffixes keep the stop in the "$" token
    starts = [m.end() for m in _MATH_THEN_SENTENCE.finditer(text)] if "$" in text else []
    # "… North America (1.7%).[69] China was …": a sentence ends at its citation mark
    if ".[" in text:
        starts += [m.end() for m in _CITATION_THEN_SENTENCE.finditer(text)]
    for char in (*unit_starts, *starts):
        token = doc.char_span(char, char + 1, alignment_mode="expand")
        if token is not None and token.start > 0 and token.start_char == char:
            doc[token.start].is_sent_start = True
    for sent in list(doc.sents)[1:]:
        # only whitespace tokens (and the single spaces after them)
        if text[sent.start_char : sent.end_char].isspace():
            doc[sent.start].is_sent_start = False
    units = set(unit_starts)
    for sent, following in pairwise(list(doc.sents)):
        written = text[sent.start_char : sent.end_char]
        if (
            _LIST_MARKER.fullmatch(written.strip().rstrip(_OPENING_MARKS))
            or (
                _FACTORIAL_END.search(written)
                and _OPERATOR_START.match(text, following.start_char, following.end_char)
            )
            # "… to the wheels? [2]": the sentencizer keeps the "[" and starts on "2]"
            or (
                written.endswith("[")
                and _BRACKET_CLOSED.match(text, following.start_char, following.end_char)
            )
            or (
                written.rstrip().endswith((".", ".)", ".]"))
                and _ABBREVIATION_END.search(written, max(0, len(written) - _ABBREVIATION_REACH))
                and _GOES_ON.match(text, following.start_char, following.end_char)
                and following.start_char not in units
            )
            # "**DR. OYELARAN:** …": a title before a name (spaCy knows "Dr." only so
            # spelt)
            or (
                _TITLE_END.search(written, max(0, len(written) - _ABBREVIATION_REACH))
                and _NAME_START.match(text, following.start_char, following.end_char)
                and following.start_char not in units
            )
        ):
            doc[following.start].is_sent_start = False
        elif (item := _next_item_number(text, sent.start_char, sent.end_char)) is not None:
            # "Cannot reject 3. Reason for Decision: p-value > alpha 4. Conclusion: …": a
            # list run into one line, whose next item's number the sentencizer left at the
            # end of the item before; the number opens its item
            number = doc.char_span(item, item + 1, alignment_mode="expand")
            if number is not None and number.start > sent.start:
                doc[number.start].is_sent_start = True
                doc[following.start].is_sent_start = False
    return doc


def _next_item_number(text: str, start: int, end: int) -> int | None:
    """Where the number of a run-in list's next item stands at the end of the sentence
    ``text[start:end]`` ("… alpha 4."), if the item before it is numbered one less on the
    same line ("3. Reason …"); ``None`` otherwise."""
    number = _ITEM_NUMBER_END.search(text, start, end)
    if number is None or int(number["n"]) < 2:
        return None
    line_start = text.rfind("\n", 0, start) + 1
    before = cues.numbers_an_item(text, int(number["n"]) - 1, line_start, number.start())
    return number.start("n") if before else None


# A whole number that closes a sentence with its full stop: "… alpha 4."
_ITEM_NUMBER_END = re.compile(r"(?<=\s)(?P<n>\d{1,2})\.\s*$")


# The full stop after inline maths, and the capitalised word that opens the next sentence.
_MATH_THEN_SENTENCE = re.compile(r"\$[.!?]\s+(?=[A-Z])")
# ... and a citation mark after a full stop ("….[69] China …", ".[3][4] The …").
_CITATION_THEN_SENTENCE = re.compile(r"[.!?](?:\[\d{1,3}(?:[,–-]\s?\d{1,3})*\])+\s+(?=[A-Z])")
_LIST_MARKER = re.compile(r"(?:\d{1,3}|[A-Za-z])[.)]|\(\d{1,3}\)")
# What may open an item after its marker: '2. "Engine runs at 120% efficiency": …'
_OPENING_MARKS = "\"“‘'(*[_ "
# "renewables (wind, solar, hydro, etc.) 31%", "on p. 112", "from c. 950": an abbreviation's
# full stop ends no sentence when a number or a lower-case word goes on after it.
_ABBREVIATION_END = re.compile(
    r"\b(?:etc|e\.g|i\.e|vs|approx|ca|c|cf|incl|esp|p|pg|no|nos)\.[)\]]?\s*$", re.IGNORECASE
)
# (not a unit's: "t = −4.1 ms.")
_TITLE_END = re.compile(
    r"(?:^|(?<=[*_(\"“])|(?<=[^\W\d_]\s))" + cues.PERSONAL_TITLE + r"\s*$", re.IGNORECASE
)
_NAME_START = re.compile(r"[A-Z]")
_GOES_ON = re.compile(r"\s*[\d(a-z−-]")  # (past a thin space, a token of its own)
_ABBREVIATION_REACH = 12
# "P(5,2) = 5! / 3! = 20": a factorial's "!" ends no sentence when an operator follows.
_FACTORIAL_END = re.compile(r"\d!\s*$")
_OPERATOR_START = re.compile(r"\s*[/×*·=+−-]")
_BRACKET_CLOSED = re.compile(r"[^\[\]\n]{0,20}\]")


@Language.factory(UNIT_PERIODS)
def make_unit_period_splitter(nlp: Language, name: str) -> UnitPeriodSplitter:
    return UnitPeriodSplitter()


def blank_english() -> Language:
    """A blank English pipeline whose tokenizer ends sentences after unit symbols."""
    # spacy.blank("en") with its tokenizer built once, already changed: building spaCy's
    # and then a changed copy loads the ~2 700 special cases twice (~0.15 s of start-up).
    config = English.default_config.copy()  # all sections, in spacy.blank's order
    config["nlp"]["tokenizer"] = {"@tokenizers": _TOKENIZER}
    nlp = spacy.blank("en", config=config)
    # The config names spaCy's tokenizer, as that of spacy.blank("en") with the tokenizer
    # swapped: a saved pipeline loads without this registration, its rules from disk.
    nlp.config["nlp"]["tokenizer"] = {"@tokenizers": "spacy.Tokenizer.v1"}
    nlp.add_pipe(UNIT_PERIODS)
    nlp.add_pipe("sentencizer")
    return nlp


_TOKENIZER = "physics_spacy.english_tokenizer.v1"


@registry.tokenizers(_TOKENIZER)
def english_tokenizer() -> Callable[[Language], Tokenizer]:
    """spaCy's English tokenizer without the single-lowercase-letter abbreviations, with
    :data:`SCIENTIFIC_ABBREVIATIONS` kept whole and a full stop split from the "$" that
    closes inline maths (see the module docstring)."""

    def build(nlp: Language) -> Tokenizer:
        defaults = nlp.Defaults
        rules = {
            text: tokens
            for text, tokens in defaults.tokenizer_exceptions.items()
            if not (len(text) == 2 and text[0].islower() and text[1] == ".")
        }
        rules.update(
            {abbreviation: [{ORTH: abbreviation}] for abbreviation in SCIENTIFIC_ABBREVIATIONS}
        )
        return Tokenizer(
            nlp.vocab,
            rules=rules,
            prefix_search=compile_prefix_regex(defaults.prefixes).search,
            suffix_search=compile_suffix_regex([*defaults.suffixes, _STOP_AFTER_MATH]).search,
            infix_finditer=compile_infix_regex(defaults.infixes).finditer,
            token_match=_PUNCTUATION_RUN.match,  # a compiled pattern: it serialises
            url_match=defaults.url_match,
        )

    return build


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
