"""Claims read from text: each misreading of quantulum3 listed in docs/architecture.md is
repaired."""

from __future__ import annotations

import pytest
from spacy.language import Language

from physics_spacy.analysis import may_hold_claim, read_claims
from physics_spacy.constants import SPEED_OF_SOUND_SEA_LEVEL_M_S
from physics_spacy.normalise import prepare


def only_claim(text: str) -> dict:
    claims = [c.to_dict() for c in read_claims(text)]
    assert len(claims) == 1, claims
    return claims[0]


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("The freezer hit minus 300 degrees Celsius.", -300, "TEMPERATURE"),
        ("The sample weighed negative 5 kg.", -5, "MASS"),
        ("A reading of −12 kg was logged.", -12, "MASS"),  # U+2212
        ("The beam moved at 3.5 × 10^8 m/s.", 3.5e8, "SPEED"),
        ("The beam moved at 3.5 x 10^8 m/s.", 3.5e8, "SPEED"),
        ("The beam moved at 3.5E8 m/s.", 3.5e8, "SPEED"),
        ("The beam moved at 2 × 10⁸ m/s.", 2e8, "SPEED"),
        ("The beam moved at 10⁹ m/s.", 1e9, "SPEED"),
        ("The dust mass was 4 × 10^-3 kg.", 4e-3, "MASS"),
        # a unit to the power −1 right after the number divides: a rate, no temperature
        ("Zirconium tungstate expands by −9 × 10⁻⁶ K⁻¹.", -9e-6, "UNKNOWN"),
        ("The decay constant is −0.035 s⁻¹.", -0.035, "FREQUENCY"),
        # a sign before the currency symbol, which quantulum3 drops
        ("- Net change: −$300k", -300_000, "CURRENCY"),
        ("The account closed the year at -£40.", -40, "CURRENCY"),
    ],
)
def test_signs_and_exponents_are_read(text: str, value: float, kind: str) -> None:
    claim = only_claim(text)
    assert claim["value"] == pytest.approx(value)
    assert claim["kind"] == kind


@pytest.mark.parametrize(
    "text",
    [
        "He spent most of the match in the attacking third.",
        "They led at the end of the final quarter.",
    ],
)
def test_a_fraction_word_that_names_a_zone_is_no_number(text: str) -> None:
    """ "the attacking third", "the final quarter": a part of a pitch or a game, no 1/3."""
    assert read_claims(text) == ()


def test_a_fraction_word_of_a_whole_is_still_a_number() -> None:
    assert only_claim("A third of the budget went on rent.")["si_value"] == pytest.approx(1 / 3)


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        (r"The stage reached \SI{-150}{\celsius} overnight.", -150, "degree Celsius"),
        (r"Each block weighs \SI{2.5}{\kilo\gram}.", 2.5, "kilogram"),
        (r"The jet moved at $\qty{3.1e5}{\kilo\metre\per\second}$.", 3.1e5, "kilometre per second"),
        (r"We are \SI{95}{\percent} sure of it.", 95, "percentage"),
        (r"Spectra were taken at \SI{40}{K}.", 40, "kelvin"),
    ],
)
def test_siunitx_quantities_are_read_with_their_units(text: str, value: float, unit: str) -> None:
    """siunitx writes a quantity as a macro, in text or in math: its value, then the unit
    its macros spell; the claim points at the macro as written."""
    claim = only_claim(text)
    assert claim["value"] == pytest.approx(value)
    assert claim["unit"] == unit
    assert claim["text"].lstrip("$").startswith(("\\SI{", "\\qty{"))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The flask holds 2,5 L of water.", 2.5),
        ("So the chance is 0,125 in the end.", 0.125),  # a bare 0 is never a thousands group
        ("The stone took 1,43 s to land.", 1.43),
        ("g = 9,81 m/s² at sea level", 9.81),
        ("The beam is 1,250 m long.", 1250),  # three digits: a thousands group, as in English
        ("It costs 1,000,000 dollars.", 1_000_000),
    ],
)
def test_a_decimal_comma_is_read_as_a_decimal_point(text: str, value: float) -> None:
    assert only_claim(text)["value"] == pytest.approx(value)


@pytest.mark.parametrize(
    "text",
    [
        "The integral gives 1.000000 to six decimal places.",
        "That comes to 0.9973 to 4 significant figures.",
    ],
)
def test_a_value_told_to_so_many_places_is_no_range(text: str) -> None:
    claim = only_claim(text)
    assert claim["low"] is None and claim["high"] is None
    assert claim["text"] == claim["text"].split(" to ")[0]


def test_a_p_value_power_of_ten_that_lost_its_superscript() -> None:
    claim = only_claim("The enrichment was extremely unlikely by chance (p < 10-76).")
    assert claim["value"] == pytest.approx(1e-76)
    # not elsewhere: "10-76 m" is a range
    assert only_claim("Depths of 10-76 m were logged.")["high"] == 76


@pytest.mark.parametrize(
    "text",
    [
        "The points (3,4) and (5,12) lie on the circle.",  # pairs
        "Rows 1,2,3 were removed.",  # a list
        "Spilled 1,2-dichloroethane was mopped up.",  # a chemical's locants
    ],
)
def test_commas_between_digits_that_are_no_decimal_commas(text: str) -> None:
    assert all(c.value == int(c.value) for c in read_claims(text))


def test_claim_text_and_offsets_point_at_the_original_words() -> None:
    text = "The freezer hit minus 300 degrees Celsius today."
    claim = only_claim(text)
    assert claim["text"] == "minus 300 degrees Celsius"
    assert text[claim["start_char"] : claim["end_char"]] == claim["text"]


def test_spaced_exponent_is_one_claim_not_three() -> None:
    text = "It reached 4.2 × 10^8 m/s."
    claim = only_claim(text)
    assert claim["text"] == "4.2 × 10^8 m/s"
    assert claim["si_value"] == pytest.approx(4.2e8)


@pytest.mark.parametrize(
    ("text", "si_value"),
    [
        ("The test lasted 5 seconds.", 5.0),
        ("The test lasted ninety minutes.", 5400.0),
        ("The rover covered 5 kilometres per second.", 5000.0),
    ],
)
def test_seconds_and_minutes_are_time_not_arc(text: str, si_value: float) -> None:
    claim = only_claim(text)
    assert claim["kind"] in ("TIME", "SPEED")
    assert claim["si_value"] == pytest.approx(si_value)


def test_arc_seconds_written_with_a_double_prime_stay_angles() -> None:
    assert only_claim("The star shifted by 9″ over the year.")["kind"] == "ANGLE"


@pytest.mark.parametrize(
    "text",
    [
        # a quotation mark after a unit closes a quotation: no kilometre per second per arc
        # second, per arc minute or per inch
        'The sheet rounds the probe\'s speed to "30 km/s" throughout.',
        "The sheet rounds the probe's speed to '30 km/s' throughout.",
        "The sheet rounds the probe's speed to “30 km/s” throughout.",
        # "\\times" and "\\approx" whose backslashes a string escape turned into a tab
        # ("\t") and a bell ("\a")
        "The probe's speed is about $3\times10^4$ m/s.",
        "$$v \approx 3\times10^{4}$$ m/s",
    ],
)
def test_marks_beside_a_speed_are_read_for_what_they_are(text: str) -> None:
    claim = only_claim(text)
    assert claim["kind"] == "SPEED"
    assert claim["si_value"] == pytest.approx(30_000.0)


def test_mach_number_is_a_speed() -> None:
    claim = only_claim("The glider flew at Mach 30.")
    assert claim["text"] == "Mach 30"
    assert claim["kind"] == "SPEED"
    # data/units.txt defines mach; it must agree with the constant the code documents.
    assert claim["si_value"] == pytest.approx(30 * SPEED_OF_SOUND_SEA_LEVEL_M_S, rel=1e-12)


@pytest.mark.parametrize(
    ("text", "kelvin"),
    [
        ("Outside it was −10 ℃ all day.", 263.15),
        ("The thermometer showed -459.67 F.", 0.0),
        ("The lake water was -10 C.", 263.15),
        ("The afternoon temperature was 30 C.", 303.15),
        ("The coldest temperature on the plateau was -40 degrees.", 233.15),  # read as °F
    ],
)
def test_temperature_units_in_a_temperature_sentence(text: str, kelvin: float) -> None:
    claim = only_claim(text)
    assert claim["kind"] == "TEMPERATURE"
    assert claim["si_value"] == pytest.approx(kelvin, abs=1e-6)


def test_capacitance_outside_a_temperature_sentence_stays_capacitance() -> None:
    assert only_claim("The supercapacitor is rated at 10 F.")["kind"] != "TEMPERATURE"


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("Keep the oven between 0-300 °C.", 0, 300),
        ("It works from -40 to 120 °C.", -40, 120),
        ("Packages of 5-10 kg are accepted.", 5, 10),
        # ends in words, and the higher one first
        ("It runs between ninety and twenty degrees Celsius.", 20, 90),
    ],
)
def test_ranges_keep_their_ends_and_are_never_negatives(text: str, low: float, high: float) -> None:
    claim = only_claim(text)
    assert (claim["low"], claim["high"]) == (pytest.approx(low), pytest.approx(high))


def test_ranges_after_articles_are_placed_on_the_right_words() -> None:
    text = "There was a pause and a climb from 66% to 88%."
    for claim in read_claims(text):
        assert text[claim.start_char : claim.end_char] == claim.text
        assert any(ch.isdigit() for ch in claim.text)


@pytest.mark.parametrize(
    "text",
    [
        "See Fig. 3c for the spectra.",
        "Panel 2c shows the control group.",
        "The results (4c) were repeated twice.",
        "As Figure 9.2 \\(c\\) shows, the cut is minimal.",  # markdown escapes the brackets
    ],
)
def test_figure_labels_are_not_speeds(text: str) -> None:
    assert all(c.kind != "SPEED" for c in read_claims(text))


def test_multiple_of_c_is_a_speed_when_the_sentence_is_about_motion() -> None:
    claim = only_claim("The ship cruised at 3c past the moon.")
    assert claim["kind"] == "SPEED"
    assert claim["si_value"] == pytest.approx(3 * 299_792_458)


def test_a_number_copied_twice_from_rendered_maths_is_read_once() -> None:
    """KaTeX pages copy as text with each number twice, glued: "= 0.50000.5000"."""
    claim = only_claim("The best possible efficiency is 0.50000.5000 here.")
    assert claim["value"] == pytest.approx(0.5)
    assert claim["problem"] is None
    # ... while a number with two decimal points is still unreadable
    assert only_claim("The rod is 1.2.3 m long.")["problem"] is not None


@pytest.mark.parametrize(
    ("text", "speeds"),
    [
        # c plus a multiple of it is a sum of speeds, not algebra in a variable c
        ("Relative to the platform the beam moves at c + 0.5c = 1.5c.", [0.5, 1.5]),
        ("So the probe moves at v + 0.25c, with v = 0.5c.", [0.25, 0.5]),
        # ... but added to another variable, c is one too
        ("Solve x_0 + 2c = 7 for c.", []),
    ],
)
def test_multiples_of_c_added_to_speeds_stay_speeds(text: str, speeds: list[float]) -> None:
    assert [c.value for c in read_claims(text) if c.kind == "SPEED"] == speeds


@pytest.mark.parametrize("text", ["It took a day and a key.", "The X-ray source faded."])
def test_quantities_with_no_written_number_are_dropped(text: str) -> None:
    assert read_claims(text) == ()


def test_trailing_multiplication_sign_is_not_part_of_a_claim() -> None:
    for claim in read_claims("The grid is 3 × 4 m."):
        assert not claim.text.endswith("×")


@pytest.mark.parametrize(
    ("text", "problem"),
    [("The marble fell ... m in 2 s.", "..."), ("The rod is 1.2.3 m long.", "1.2.3")],
)
def test_unreadable_numbers_are_kept_as_problems(text: str, problem: str) -> None:
    flagged = [c for c in read_claims(text) if c.problem]
    assert len(flagged) == 1
    assert problem in flagged[0].problem


def test_a_quarter_named_after_a_figure_is_no_unit() -> None:
    # quantulum3 reads "% in Q3" as percentage × inch × quintal³
    claims = read_claims("Sales rose 5 % in Q3 and 4 kg in Q1.")
    assert [(c.text, c.unit) for c in claims] == [("5 %", "percentage"), ("4 kg", "kilogram")]


def test_a_range_in_brackets_is_no_malformed_number() -> None:
    assert not any(c.problem for c in read_claims("likelihood (0..1) of a delay"))
    assert any(c.problem for c in read_claims("The rod is 2..5 m long."))


def test_non_finite_number_is_a_problem_not_a_value() -> None:
    claim = only_claim("The jet reached 1e999 m/s.")
    assert claim["problem"] and claim["si_value"] is None


def test_candidate_filter() -> None:
    assert may_hold_claim("It weighed twelve kilograms.")
    assert may_hold_claim("The value was ... m.")
    assert may_hold_claim("It is 5 m.")
    assert not may_hold_claim("No numbers at all here.")


def test_rewrite_maps_offsets_back() -> None:
    rewrite = prepare("at 3.5 × 10^8 m/s now")
    start = rewrite.text.index("3.5e8")
    assert rewrite.to_original(start, start + len("3.5e8")) == (3, 13)
    assert prepare("nothing to fix").text == "nothing to fix"


# --- markup around numbers: HTML character references and LaTeX math -----------------------


@pytest.mark.parametrize(
    ("text", "rule", "claim"),
    [
        (
            "The craft coasted at $4 \\times 10^8$ m/s.",
            "superluminal_speed",
            "$4 \\times 10^8$ m/s",
        ),
        ("It coasted at $6\\times10^{8}\\,\\mathrm{m/s}$.", "superluminal_speed", None),
        ("A jet at \\(2.5 \\times 10^{9}\\) m/s.", "superluminal_speed", None),
        ("The trap sat at $-4\\,\\text{K}$ all week.", "below_absolute_zero", "$-4\\,\\text{K}$"),
        ("The brine fell to $-310^{\\circ}$C.", "below_absolute_zero", "$-310^{\\circ}$C"),
        ("The chance of a storm is \\(140\\%\\).", "probability_out_of_range", "\\(140\\%\\)"),
        ("The ballast weighs &minus;8 kg.", "negative_mass", "&minus;8 kg"),
        ("The ballast weighs &#x2212;8 kg.", "negative_mass", "&#x2212;8 kg"),
        (
            "Dry ice kept at &minus;400&nbsp;&deg;C.",
            "below_absolute_zero",
            "&minus;400&nbsp;&deg;C",
        ),
    ],
)
def test_numbers_in_markup_are_read(nlp: Language, text: str, rule: str, claim: str | None) -> None:
    assert [v["rule"] for v in nlp(text)._.physics_violations] == [rule]
    first = read_claims(text)[0]
    assert text[first.start_char : first.end_char] == first.text
    if claim is not None:
        assert first.text == claim


@pytest.mark.parametrize(
    "text",
    [
        "Tickets went from $5 to $7 in a year.",  # prices, not math (pandoc's rule)
        "It cost $20,000 and $30,000 at auction.",
        "AT&amp;T laid 40 km of cable &amp; 3 m of pipe.",
        "Set $x^2$ to 9 and the mass to &plusmn;2 kg.",
        "An unknown reference &nosuchthing; 5 kg.",
    ],
)
def test_markup_without_a_violation_stays_calm(nlp: Language, text: str) -> None:
    assert nlp(text)._.physics_verdict == "PASS"
    for claim in read_claims(text):
        assert text[claim.start_char : claim.end_char] == claim.text


def test_markup_is_decoded_before_the_fixes() -> None:
    text = "v = $3 \\times 10^{9}$ m/s and &minus;2&nbsp;kg"
    rewrite = prepare(text)
    assert rewrite.text == "v = 3e9 m/s and -2 kg"
    start = rewrite.text.index("-2 kg")
    assert rewrite.to_original(start, start + len("-2 kg")) == (
        text.index("&minus;"),
        len(text),
    )


@pytest.mark.parametrize(
    ("text", "unit", "value"),
    [
        ("Net cash flow came to -250K this quarter.", "dimensionless", -250_000),
        ("Sign-ups grew to 12k in a week.", "dimensionless", 12_000),
        ("The cryostat was cooled to 4K overnight.", "kelvin", 4),
        ("It was 40 degrees below zero Celsius at the pass.", "degree Celsius", -40),
        ("Prices rose 30% in 2019 and 45% in 2021.", "dimensionless", 2021),
        ("The rover weighed 30 pounds at the landing site.", "pound-mass", 30),
        ("The market stall charged a price of 30 pounds.", "pound sterling", 30),
    ],
)
def test_units_read_from_context(text: str, unit: str, value: float) -> None:
    claim = next(c for c in read_claims(text) if c.value == value)
    assert claim.unit == unit


def test_kelvin_is_not_read_as_thousand() -> None:
    claims = read_claims("An engine between 800 K and 400 K at 65% efficiency.")
    assert [(c.text, c.value, c.kind) for c in claims][1] == ("400 K", 400.0, "TEMPERATURE")


def test_word_read_as_unit_is_dropped() -> None:
    [claim] = read_claims("Water boils at 100 °C at sea level.")
    assert (claim.text, claim.kind, claim.si_value) == ("100 °C", "TEMPERATURE", 373.15)
    [count] = read_claims("The count was -4 at noon.")
    assert (count.text, count.kind) == ("-4", "NUMBER")


def test_a_unit_beyond_a_float_is_no_component_error(nlp: Language) -> None:
    """quantulum3 reads "Q800" as a unit to the 800th power, and pint overflows on it."""
    doc = nlp("The Q800 costs 5 Q800.")
    assert [v["rule"] for v in doc._.physics_violations] == []


def test_a_unit_read_off_the_start_of_a_word_is_no_claim() -> None:
    # quantulum3 reads "a gal" (one gallon) off "a galaxy"
    assert [c.text for c in read_claims("They saw a galaxy moving at 2c.")] == ["2c"]
    assert [c.text for c in read_claims("Add 2 gal of water to the mash.")] == ["2 gal"]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Send it by 15 December, please.", []),
        ("On March 3rd the rover drove 3 km.", ["3 km"]),
        ("the 1st of June", []),
        ("It lost 15 points in May and 12 % in June.", ["15", "12 %"]),  # no day of a month
    ],
)
def test_a_day_of_a_month_is_no_claim(text: str, read: list[str]) -> None:
    assert [c.text for c in read_claims(text)] == read


@pytest.mark.parametrize(
    ("text", "shares"),
    [
        ("Half goes to rent, a third to food.", [("Half", 50.0), ("a third", 100 / 3)]),
        ("Two thirds of the budget went on staff.", [("Two thirds", 200 / 3)]),
        (
            "three tenths on fundraising and a tenth into reserves",
            [("three tenths", 30.0), ("a tenth", 10.0)],
        ),
    ],
)
def test_a_fraction_in_words_that_names_a_part_is_a_percentage(
    text: str, shares: list[tuple[str, float]]
) -> None:
    claims = read_claims(text)
    assert [(c.text, c.kind) for c in claims] == [(t, "PERCENT") for t, _ in shares]
    assert [c.value for c in claims] == pytest.approx([v for _, v in shares])


@pytest.mark.parametrize(
    "text",
    [
        "The ship held half the speed of light.",  # a fraction of a speed
        "About half of that goes on books.",  # a part of a part told before
        "It took half an hour.",  # a fraction of a unit
        "A third failed the test.",  # no part's place
    ],
)
def test_a_fraction_that_names_no_part_of_a_whole_is_no_percentage(text: str) -> None:
    assert all(c.kind != "PERCENT" for c in read_claims(text))
