"""Adversarial inputs, each with the outcome the default pipeline must give.

Each outcome comes from real handling of the text (a repair, a window, an unreadable
number reported as ``malformed_claim``), never from the ``component_error`` safety net.
``tests/test_hostile.py`` runs every case; ``benchmarks/hostile.py`` times them, and with
``full_size=True`` at the sizes named in issue 6 (a 1 MB sentence, 5 000-digit numbers),
which take longer than a test should.
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Doc

SPEED = "superluminal_speed"
COLD = "below_absolute_zero"
MASS = "negative_mass"
PROBABILITY = "probability_out_of_range"
MALFORMED = "malformed_claim"

# Words without digits or number words, to pad a sentence to any length.
_FILLER = [
    "alpha",
    "bravo",
    "charlie",
    "delta",
    "echo",
    "foxtrot",
    "golf",
    "hotel",
    "india",
    "juliet",
    "kayak",
    "lima",
    "mike",
    "november",
    "oscar",
    "papa",
    "quebec",
    "romeo",
    "sierra",
    "tango",
    "uniform",
    "victor",
    "whiskey",
    "yankee",
    "zulu",
]


@dataclass(frozen=True)
class HostileCase:
    """An adversarial text and what the pipeline must say about it.

    ``rules`` are the ids of the violations, in any order, each as often as it fires.
    """

    id: str
    text: str
    verdict: str
    rules: tuple[str, ...] = ()
    why: str = ""


def filler(words: int, offset: int = 0) -> str:
    """``words`` filler words: no digits, no number words, no punctuation."""
    return " ".join(_FILLER[(offset + i) % len(_FILLER)] for i in range(words))


def sentence_without_punctuation(chars: int, every: int = 997) -> tuple[str, int]:
    """A sentence of about ``chars`` characters and no punctuation, with a superluminal
    claim every ``every`` characters or so (so claims fall at every position relative
    to the windows), and the number of those claims."""
    pieces: list[str] = []
    length = claims = 0
    while length < chars:
        words = filler(max(1, every // 7), offset=claims)
        piece = f"{words} the probe travelled at 400000 km/s "
        pieces.append(piece)
        length += len(piece)
        claims += 1
    return "".join(pieces), claims


def _cases(full_size: bool) -> list[HostileCase]:
    # Issue 6's sizes, or sizes that keep the test run short.
    long_sentence, long_claims = sentence_without_punctuation(
        1_000_000 if full_size else 30_000, every=997
    )
    digits = 5_000 if full_size else 2_000
    repeats = 5_000 if full_size else 2_000
    # Rows of "5 m 6 kg ..." (8 claims each). One sentence of claims only: the rules'
    # cost grows with the square of the claims of a sentence (see the benchmark).
    rows = 500 if full_size else 50
    many = 10 if full_size else 1
    return [
        # --- empty and invisible --------------------------------------------------
        HostileCase("empty", "", "PASS"),
        HostileCase("whitespace_only", " \n\t \r\n \u00a0\u3000 ", "PASS"),
        HostileCase("nul_only", "\x00" * 64, "PASS"),
        HostileCase(
            "control_characters",
            "\x00\x01 The probe\x07 travelled at 400000 km/s.\x7f\x1b[0m",
            "FAIL",
            (SPEED,),
        ),
        HostileCase(
            "nul_between_number_and_unit",
            "The probe travelled at 400000\x00km/s.",
            "FAIL",
            (SPEED,),
            "a control character between number and unit reads as a space",
        ),
        HostileCase(
            "tabs",
            "The\tprobe\ttravelled\tat\t400000\tkm/s.",
            "FAIL",
            (SPEED,),
            "quantulum3 joins a number and its unit only across a plain space",
        ),
        HostileCase("no_break_space", "The probe travelled at 400000\u00a0km/s.", "FAIL", (SPEED,)),
        HostileCase(
            "narrow_no_break_thousands",
            "The probe travelled at 400\u202f000 km/s.",
            "FAIL",
            (SPEED,),
        ),
        HostileCase(
            "unicode_line_separators",
            "The probe\u2028travelled at 400000 km/s.\u2029It then cooled to -300 °C.",
            "FAIL",
            (SPEED, COLD),
        ),
        HostileCase(
            "zero_width_space_in_number",
            "The probe travelled at 4\u200b00000 km/s.",
            "FAIL",
            (SPEED,),
            "an invisible character must not hide a number from the rules",
        ),
        HostileCase(
            "zero_width_joiners_and_bom",
            "\ufeffThe sample was cooled to \u200d-300 °C\u200c.",
            "FAIL",
            (COLD,),
        ),
        HostileCase(
            "soft_hyphen_in_number", "The probe moved at 400\u00ad000 km/s.", "FAIL", (SPEED,)
        ),
        HostileCase(
            "bidi_override",
            "\u202eThe probe travelled at 400000 km/s\u202c.",
            "FAIL",
            (SPEED,),
        ),
        HostileCase(
            "bidi_isolates",
            "The sample was cooled to \u2066-300 °C\u2069 \u200fand kept there\u200e.",
            "FAIL",
            (COLD,),
        ),
        HostileCase(
            "combining_marks_on_digits",
            "The probe travelled at 4\u03010\u03010000 km/s.",
            "FAIL",
            (SPEED,),
        ),
        HostileCase(
            "keycap_digits",
            "The probe travelled at " + "4\ufe0f\u20e3" + "0\ufe0f\u20e3" * 5 + " km/s.",
            "FAIL",
            (SPEED,),
        ),
        HostileCase(
            "zalgo_words",
            "T\u0336h\u0337e\u0338 p\u0335r\u0334obe travelled at 400000 km/s.",
            "FAIL",
            (SPEED,),
        ),
        # --- scripts and symbols ----------------------------------------------------
        HostileCase(
            "emoji",
            "🚀 The rocket reached 400000 km/s 🔥🔥🔥 and weighed -5 kg 👍🏽.",
            "FAIL",
            (SPEED, MASS),
        ),
        HostileCase("emoji_only", "🚀👩‍🚀🔥" * 300, "PASS"),
        HostileCase("mixed_scripts", "Ünïcödé ✓ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 漢字 العربية Ελληνικά 5 m/s.", "PASS"),
        HostileCase("right_to_left", "سرعة المسبار 400000 km/s.", "FAIL", (SPEED,)),
        HostileCase(
            "fullwidth_digits", "The probe travelled at ４００００００ km/s.", "FAIL", (SPEED,)
        ),
        HostileCase("arabic_indic_digits", "The probe travelled at ٤٠٠٠٠٠ km/s.", "FAIL", (SPEED,)),
        # --- markup ---------------------------------------------------------------
        HostileCase(
            "html_table",
            "<table><tr><th>Quantity</th><th>Value</th></tr>"
            "<tr><td>Probe speed</td><td>400000 km/s</td></tr>"
            "<tr><td>Sample temperature</td><td>-300 °C</td></tr></table>",
            "FAIL",
            (SPEED, COLD),
        ),
        HostileCase(
            "markdown_table",
            "| quantity | value |\n|---|---|\n| probe speed | 400000 km/s |\n"
            "| sample temperature | -300 °C |\n| walking speed | 5 km/h |",
            "FAIL",
            (SPEED, COLD),
        ),
        HostileCase(
            "nested_parentheses",
            "(" * 1000 + "The probe travelled at 400000 km/s" + ")" * 1000 + ".",
            "FAIL",
            (SPEED,),
        ),
        HostileCase("nested_brackets", "[{(<" * 300 + "5 kg" + ">)}]" * 300, "PASS"),
        # --- huge and non-finite numbers -----------------------------------------------
        HostileCase(
            "thousands_of_digits_with_unit",
            "The value was " + "9" * digits + " m/s.",
            "WARN",
            (MALFORMED,),
            "an infinite speed cannot be judged: reported, not raised",
        ),
        HostileCase("thousands_of_digits_alone", "7" * digits, "PASS"),
        HostileCase(
            "thousands_of_decimals",
            "The mass was 0." + "0" * digits + "1 kg.",
            "PASS",
            why="tiny but positive",
        ),
        HostileCase(
            "thousands_of_comma_groups",
            "The probe travelled at 1," + "000," * (digits // 4) + "000 km/s.",
            "WARN",
            (MALFORMED,),
        ),
        HostileCase(
            "thousands_of_space_groups",
            "The probe travelled at 1 " + "000 " * (digits // 4) + "km/s.",
            "WARN",
            (MALFORMED,),
        ),
        HostileCase(
            "huge_digit_mantissa",
            "The speed was " + "9" * digits + " × 10^8 m/s.",
            "WARN",
            (MALFORMED,),
        ),
        HostileCase("exponent_1e999999", "It moved at 1e999999 m/s.", "WARN", (MALFORMED,)),
        HostileCase("negative_1e999", "The block was -1e999 kg.", "WARN", (MALFORMED,)),
        HostileCase("capital_e_huge", "It moved at 3E999999999999 m/s.", "WARN", (MALFORMED,)),
        HostileCase("spaced_power_huge", "It moved at 1.5 × 10^99999 m/s.", "WARN", (MALFORMED,)),
        HostileCase("superscript_power_huge", "It moved at 10⁹⁹⁹⁹⁹⁹ m/s.", "WARN", (MALFORMED,)),
        HostileCase(
            "thousands_of_exponent_digits",
            "The block was 1e" + "9" * digits + " kg.",
            "WARN",
            (MALFORMED,),
        ),
        HostileCase(
            "thousands_of_superscript_digits",
            "It moved at 10" + "⁹" * digits + " m/s.",
            "WARN",
            (MALFORMED,),
        ),
        HostileCase(
            "underflow_to_zero",
            "The probe travelled at 1e-999999 m/s.",
            "PASS",
            why="1e-999999 m/s is 0 m/s: finite and slow",
        ),
        HostileCase(
            "non_finite_words",
            "The probe travelled at inf m/s.",
            "WARN",
            (MALFORMED,),
            why="'inf' with a unit stands where a number should be: a non-finite value",
        ),
        HostileCase(
            "nan_as_a_word",
            "We had nan bread with 200 g of rice.",
            "PASS",
            why="lower-case 'nan' is a word (naan), not NaN",
        ),
        HostileCase("unreadable_number", "The rod was 1.2.3 m long.", "WARN", (MALFORMED,)),
        HostileCase("ellipsis_for_number", "It took ... s to fall.", "WARN", (MALFORMED,)),
        HostileCase("powers_of_powers", "The grid spans 10^10^10^10 m.", "PASS"),
        # --- runs of signs ----------------------------------------------------------
        HostileCase("percent_run", "%" * repeats, "PASS"),
        HostileCase("degree_run", "°" * repeats, "PASS"),
        HostileCase(
            "percent_run_after_probability",
            "The chance of rain was 150" + "%" * 300 + ".",
            "FAIL",
            (PROBABILITY,),
            "'%%' is one percent sign written twice (printf's escape)",
        ),
        HostileCase(
            "degree_run_in_temperature",
            "The sample was cooled to -500" + "°" * 300 + "C.",
            "FAIL",
            (COLD,),
        ),
        HostileCase("dash_run", "-" * repeats, "PASS"),
        HostileCase("full_stop_run", "." * repeats, "PASS"),
        HostileCase("ellipsis_run", "…" * (repeats // 2), "PASS"),
        # --- long text --------------------------------------------------------------
        HostileCase(
            "long_sentence_without_punctuation",
            long_sentence,
            "FAIL",
            (SPEED,) * long_claims,
            "read in windows: no claim lost at a window edge, none doubled",
        ),
        HostileCase(
            "claims_back_to_back",
            "speed 400000 km/s " * 300,
            "FAIL",
            (SPEED,) * 300,
        ),
        HostileCase("very_long_word", "a" * 100_000 * many, "PASS"),
        HostileCase(
            "url_with_digits", "See http://example.com/" + "a1" * 1000 + " for 5 m/s.", "PASS"
        ),
        HostileCase("base64_blob", "QUFB" * 2500 * many, "PASS"),
        # --- only numbers and units ---------------------------------------------------
        HostileCase("only_numbers", " ".join(str(i) for i in range(2000 * many)), "PASS"),
        HostileCase(
            "only_numbers_and_units",
            "5 m 6 kg 7 s 8 K 9 m/s 10 km/h 11 % 12 °C " * rows,
            "PASS",
        ),
        HostileCase(
            "only_numbers_and_units_one_bad",
            "5 m 6 kg 7 s 8 K 9 m/s 10 km/h 11 % 12 °C " * rows + "-5 kg",
            "FAIL",
            (MASS,),
        ),
    ]


HOSTILE_CASES: list[HostileCase] = _cases(full_size=False)


def hostile_cases(*, full_size: bool = False) -> list[HostileCase]:
    """The corpus; ``full_size`` gives issue 6's sizes (slow: for the benchmark only)."""
    return _cases(full_size) if full_size else list(HOSTILE_CASES)


def assert_well_formed(doc: Doc) -> None:
    """Every record lies inside the Doc, on token boundaries, and matches its span."""
    for key in ("physics_claims", "physics_violations"):
        for span in doc.spans[key]:
            assert 0 <= span.start_char <= span.end_char <= len(doc.text)
    records = [*doc._.physics_claims, *doc._.physics_violations]
    records += [c for v in doc._.physics_violations for c in v["claims"]]
    for record in records:
        span = doc.char_span(record["start_char"], record["end_char"])
        assert span is not None, record  # None: not on token boundaries
    starts = [(s.start_char, s.end_char) for s in doc.spans["physics_violations"]]
    assert starts == [(v["start_char"], v["end_char"]) for v in doc._.physics_violations]
