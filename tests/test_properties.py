"""Property-based tests (hypothesis) over generated text and generated claims.

For any string (surrogates excluded): no exception and no ``component_error``; every
span inside the Doc and on token boundaries; the same text gives the same annotations
twice, without the cache's help; a sentence gets the same verdict alone and inside a
longer document. Example counts are modest so that the suite stays fast.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from hostile_cases import assert_well_formed, filler
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from spacy.language import Language
from spacy.tokens import Doc

import physics_spacy
from physics_spacy import analysis, normalise
from physics_spacy import windows as windowing

FAST = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# Characters that broke or fooled text tools before: controls, invisible and bidi
# marks, combining marks, no-break and other spaces, signs, digits of other scripts.
_HOSTILE_CHARS = (
    "\x00\x07\x1b\x7f\t\n\r\x0b\x0c\u0085\u00a0\u2028\u2029\u202f\u3000"
    "\u200b\u200c\u200d\u200e\u200f\u202a\u202e\u2066\u2069\ufeff\u00ad"
    "\u0301\u20e3\ufe0f%°℃℉−×^⁰¹²³⁻⁸·…()[]<>|-.,;:!?"
    "٤４𝟓🚀👩‍🚀"
)
_PIECES = [
    "400000 km/s",
    "-300 °C",
    "-5 kg",
    "150 %",
    "1e999999",
    "10^8",
    "Mach",
    "minus",
    "probability of",
    "fell",
    "<td>",
    "| --- |",
    "1.2.3",
    "...",
    "9" * 80,
]

hostile_text = st.one_of(
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=120),
    st.lists(
        st.one_of(
            st.text(st.sampled_from(_HOSTILE_CHARS), min_size=1, max_size=8),
            st.sampled_from(_PIECES),
            st.from_regex(r"[a-z]{1,8}", fullmatch=True),
        ),
        max_size=25,
    ).map(" ".join),
)

_SIGNS = ["", "", "-", "−", "+", "minus ", "negative ", "±"]
_SEPARATORS = ["", "", ",", " ", ".", "\u00a0", "\u2009", "'"]
_EXPONENTS = ["", "", "", "e5", "E-3", "e999999", "e-999999", " × 10^8", "×10⁸", " x 10^-2", "⁰"]
_GAPS = [" ", " ", "", "\u00a0", "\t", "  "]
_UNITS = [
    "m/s", "km/s", "km/h", "mph", "c", "kg", "g", "lb", "K", "°C", "°F", "C", "F", "degrees",
    "%", "percent", "s", "seconds", "m", "ft", "m/s²", "m/s^2", "J", "W", "", "Mach",
]  # fmt: skip
_WORDS = [
    "The", "probe", "travelled", "at", "temperature", "cooled", "to", "probability", "of",
    "chance", "mass", "weighed", "fell", "dropped", "in", "took", "traffic", "efficiency",
    "engine", "between", "and", "from", "a", "phase", "velocity", "change", "lost", "Fig",
]  # fmt: skip

number = st.builds(
    lambda whole, separator, group, fraction: (
        whole + (separator + group if group else "") + fraction
    ),
    st.from_regex(r"[0-9]{1,7}", fullmatch=True),
    st.sampled_from(_SEPARATORS),
    st.from_regex(r"[0-9]{0,3}", fullmatch=True),
    st.sampled_from(["", "", ".5", ".25", ".0001", ".999"]),
)
claim = st.builds(
    lambda sign, digits, exponent, gap, unit: f"{sign}{digits}{exponent}{gap}{unit}".strip(),
    st.sampled_from(_SIGNS),
    number,
    st.sampled_from(_EXPONENTS),
    st.sampled_from(_GAPS),
    st.sampled_from(_UNITS),
)
words = st.lists(st.sampled_from(_WORDS), max_size=6).map(" ".join)
# One sentence: words and claims, ending on an ordinary word and a full stop.
claim_sentence = st.builds(
    lambda parts, last: " ".join(p for p in (*parts, last) if p) + ".",
    st.lists(st.one_of(words, claim), min_size=1, max_size=5),
    st.sampled_from(["today", "there", "again", "overall"]),
)


@pytest.fixture(scope="module")
def uncached() -> Language:
    """A pipeline that remembers no sentence: a repeated text is analysed afresh."""
    return physics_spacy.load(config={"cache_size": 0})


def annotations(doc: Doc) -> tuple[object, ...]:
    return (
        doc._.physics_verdict,
        doc._.physics_violations,
        doc._.physics_claims,
        [(s.start_char, s.end_char, s.label_) for s in doc.spans["physics_claims"]],
        [(s.start_char, s.end_char, s.label_) for s in doc.spans["physics_violations"]],
    )


def rules_of(doc: Doc) -> list[str]:
    return [v["rule"] for v in doc._.physics_violations]


@FAST
@given(text=hostile_text)
def test_any_text_is_annotated_without_error(nlp: Language, text: str) -> None:
    doc = nlp(text)
    assert "component_error" not in rules_of(doc), doc._.physics_violations
    assert doc._.physics_verdict in ("PASS", "WARN", "FAIL")
    assert_well_formed(doc)


@FAST
@given(text=st.one_of(hostile_text, claim_sentence))
def test_same_text_same_annotations(uncached: Language, text: str) -> None:
    assert annotations(uncached(text)) == annotations(uncached(text))


@FAST
@given(sentence=claim_sentence)
def test_generated_claims_are_read_without_error(uncached: Language, sentence: str) -> None:
    doc = uncached(sentence)
    assert "component_error" not in rules_of(doc), doc._.physics_violations
    assert_well_formed(doc)
    for record in doc._.physics_claims:
        # Offsets are widened to whole tokens ("0,0" for a claim read as "0").
        assert record["text"] in doc.text[record["start_char"] : record["end_char"]]
        if record["problem"] is None:  # a readable claim has a finite value
            assert isinstance(record["value"], float)


@FAST
@given(sentence=claim_sentence, before=st.integers(0, 3), after=st.integers(0, 3))
def test_a_sentence_is_judged_the_same_inside_a_document(
    uncached: Language, sentence: str, before: int, after: int
) -> None:
    alone = uncached(sentence)
    assume(len(list(alone.sents)) == 1)
    head = "".join(f"Filler {filler(4, offset=i)} here. " for i in range(before))
    tail = "".join(f" More {filler(3, offset=i)} follows." for i in range(after))
    doc = uncached(head + sentence + tail)
    inside = [s for s in doc.sents if s.start_char == len(head)]
    assume(inside and inside[0].end_char == len(head) + len(sentence))
    sent = inside[0]
    assert sent._.physics_verdict == alone._.physics_verdict
    shifted = [
        {**v, "start_char": v["start_char"] - len(head), "end_char": v["end_char"] - len(head)}
        for v in sent._.physics_violations
    ]
    assert [(v["rule"], v["message"], v["start_char"], v["end_char"]) for v in shifted] == [
        (v["rule"], v["message"], v["start_char"], v["end_char"])
        for v in alone._.physics_violations
    ]


@FAST
@given(
    pieces=st.lists(
        st.one_of(st.sampled_from(_PIECES), claim, words, st.text(max_size=30)),
        min_size=20,
        max_size=120,
    ),
    size=st.integers(windowing.MIN_SENTENCE_CHARS, 1200),
)
def test_windows_partition_a_long_sentence(pieces: list[str], size: int) -> None:
    text = " ".join(pieces)
    windows = windowing.windows(text, size)
    assert windows[0].start == windows[0].keep_start == 0
    assert windows[-1].end == windows[-1].keep_end == len(text)
    for earlier, later in pairwise(windows):
        assert earlier.keep_end == later.keep_start
        assert later.start < earlier.end and later.start > earlier.start
    claims = analysis.read_claims_in_windows(text, size)
    starts = [c.start_char for c in claims]
    assert starts == sorted(starts)
    assert len({(c.start_char, c.end_char) for c in claims}) == len(claims)  # none doubled
    for claim_ in claims:
        assert 0 <= claim_.start_char < claim_.end_char <= len(text)
        assert claim_.text == text[claim_.start_char : claim_.end_char]


@settings(max_examples=100, deadline=None)
@given(
    sign=st.sampled_from(["", "-", "+"]),
    whole=st.from_regex(r"[0-9]{1,400}", fullmatch=True),
    fraction=st.one_of(st.just(""), st.from_regex(r"\.[0-9]{1,400}", fullmatch=True)),
    exponent=st.one_of(
        st.just(""),
        st.integers(-400, 400).map(lambda e: f"e{e}"),
        st.from_regex(r"[eE][-+]?[0-9]{7,60}", fullmatch=True),
    ),
)
def test_long_numbers_are_shortened_to_the_same_float(
    sign: str, whole: str, fraction: str, exponent: str
) -> None:
    """quantulum3 reads a long number in cubic time: prepare() shortens it, same value."""
    number = f"{sign}{whole}{fraction}{exponent}"
    rewritten = normalise.prepare(f"{number} m").text
    assert rewritten.endswith(" m")
    short = rewritten[: -len(" m")]
    assert len(short) <= max(len(number), 40)
    assert float(short) == float(number)
