"""Units as people write them: the alias table, implausible units, fractions, coordinated
numbers, "in", library errors, and quantulum3's own fixtures as a peer suite."""

from __future__ import annotations

import importlib.util
import math
import sys
import warnings
from collections.abc import Callable
from pathlib import Path

import pytest
from spacy.language import Language

from physics_spacy import extract, units
from physics_spacy.analysis import read_claims

TABLE = units.aliases()
ALIASES = sorted(TABLE.units.items())
# People glue abbreviations to the number ("20fs", "900kmph"), not words.
GLUED = [(alias, unit) for alias, unit in ALIASES if " " not in alias and len(alias) <= 5]


def _reads_as(text: str, unit: str, value: float = 12.0) -> None:
    want = units.reading(unit, units.alias_dimensions(unit), "unknown")
    claims = read_claims(text)
    assert len(claims) == 1, (text, claims)
    claim = claims[0]
    assert claim.si_unit == want.si_unit, (text, claim)
    assert claim.si_value is not None and math.isclose(
        claim.si_value, want.to_si(value), rel_tol=1e-9
    ), (text, claim)


def _sentence(number: str, alias: str) -> str:
    after = " thick" if alias == "in" else ""  # "in" is inches only where that is clear
    return f"The reading was {number}{alias}{after} at noon."


@pytest.mark.parametrize(("alias", "unit"), ALIASES, ids=[a for a, _ in ALIASES])
def test_every_alias_reads_as_its_unit(alias: str, unit: str) -> None:
    _reads_as(_sentence("12 ", alias), unit)


@pytest.mark.parametrize(("alias", "unit"), GLUED, ids=[a for a, _ in GLUED])
def test_every_abbreviation_reads_as_its_unit_glued_to_the_number(alias: str, unit: str) -> None:
    _reads_as(_sentence("12", alias), unit)


@pytest.mark.parametrize("unit", sorted(set(TABLE.units.values())))
def test_every_unit_of_the_table_is_a_physical_pint_unit(unit: str) -> None:
    reading = units.reading(unit, units.alias_dimensions(unit), "unknown")
    assert reading.pint_units is not None, unit
    assert reading.pint_units.dimensionality, (unit, reading)  # no plain numbers


def test_the_table_lists_no_spelling_for_two_units() -> None:
    source = (Path(units.__file__).parent / "data" / "unit_aliases.txt").read_text("utf-8")
    assert units.AliasTable(source).conflicts == []
    clash = units.AliasTable("metre = mtr\nmile = MTR\nfoot = mtr\n")
    assert clash.conflicts == [("mtr", "metre", "foot")]  # "MTR" is matched as written


@pytest.mark.parametrize(
    ("text", "value", "unit", "kind"),
    [
        ("The oven was at 250 degrees c.", 250, "degree Celsius", "TEMPERATURE"),
        ("The freezer is at -300 deg c.", -300, "degree Celsius", "TEMPERATURE"),
        ("Bake at 350 degrees f", 350, "degree fahrenheit", "TEMPERATURE"),
        ("It got down to -500 degrees f last night.", -500, "degree fahrenheit", "TEMPERATURE"),
        ("the water was 40 deg celsius", 40, "degree Celsius", "TEMPERATURE"),
        ("45 degs c in the shade", 45, "degree Celsius", "TEMPERATURE"),
        ("It was -80 ºC outside.", -80, "degree Celsius", "TEMPERATURE"),
        ("It was 12º C outside.", 12, "degree Celsius", "TEMPERATURE"),
        ("Set the thermostat to 68°.", 68, "degree fahrenheit", "TEMPERATURE"),
        ("The oven is preheated to 350°.", 350, "degree fahrenheit", "TEMPERATURE"),
        ("it was 10.5 celcius today", 10.5, "degree Celsius", "TEMPERATURE"),
        ("his temperature was 100.2 degrees farenheit", 100.2, "degree fahrenheit", "TEMPERATURE"),
        ("The plane flew at 900 kmph.", 900, "kilometre per hour", "SPEED"),
        ("The laser emits 20 fs pulses.", 20, "femtosecond", "TIME"),
        ("The wall is 2 in thick.", 2, "inch", "LENGTH"),
        ("The length of my pencil is 2 in.", 2, "inch", "LENGTH"),
        ("bake at 180c until golden", 180, "degree Celsius", "TEMPERATURE"),
        ("keep the fridge below 4 c", 4, "degree Celsius", "TEMPERATURE"),
        ("convert 37 c to fahrenheit", 37, "degree Celsius", "TEMPERATURE"),
        ("my fever was 101.3 f last night", 101.3, "degree fahrenheit", "TEMPERATURE"),
        ("It was 30 degrees out today.", 30, "degree fahrenheit", "TEMPERATURE"),
        # a count per event, not per s·p·in; "per minute" stays a unit
        ("a hit comes 0.027 per spin", 0.027, "dimensionless", "NUMBER"),
        ("about 2.4 per household", 2.4, "dimensionless", "NUMBER"),
        ("a pulse of 72 per minute", 72, "per minute", "FREQUENCY"),
        # quantulum3 reads "A at" as an ampere-turn
        ("the motor drew 2 A at idle", 2, "ampere", "CURRENT"),
        # "one" before a verb that is also a unit's plural: no count of turns
        ("the red one turns 12 % of it into light", 12, "percentage", "PERCENT"),
    ],
)
def test_informal_units_read_right(text: str, value: float, unit: str, kind: str) -> None:
    (claim,) = read_claims(text)
    assert (claim.value, claim.unit, claim.kind) == (value, unit, kind)
    assert text[claim.start_char : claim.end_char] == claim.text


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("The oven was at 250 degrees c.", None),
        ("The freezer is at -300 deg c.", "below_absolute_zero"),
        ("It got down to -500 degrees f last night.", "below_absolute_zero"),
    ],
)
def test_a_misread_unit_raises_no_false_fail(
    rules_fired: Callable[[str], list[str]], text: str, rule: str | None
) -> None:
    assert rules_fired(text) == ([rule] if rule else [])


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("The probe moved at 0.3c in the cold.", "speed of light"),
        ("The sun was 30 degrees above the horizon this morning.", "degree angle"),
    ],
)
def test_motion_and_angles_keep_their_units(text: str, unit: str) -> None:
    (claim,) = read_claims(text)
    assert claim.unit == unit


def test_a_duration_in_two_units_is_one_claim() -> None:
    (time,) = [c for c in read_claims("Her freefall lasted 4 min 19 s.") if c.kind == "TIME"]
    assert time.si_value == pytest.approx(259)
    assert len([c for c in read_claims("Laps of 5 s 3 s.") if c.kind == "TIME"]) == 2


def test_names_that_hold_numbers_are_no_claims() -> None:
    for text in (
        "It predicted an E351K substitution.",
        "Bone fronts did not overlap (Figure 1Bc).",
        "They yield pyrazolo[4,3-c]pyridazines (7).",
        "Risk rose with the -3279 CC genotype.",
    ):
        assert [c.kind for c in read_claims(text) if c.kind != "NUMBER"] == [], text


def test_a_figure_label_in_a_sentence_about_temperature_is_no_claim() -> None:
    assert read_claims("The temperature rises (Fig. 3c).") == ()


@pytest.mark.parametrize(
    ("text", "si_value", "si_unit"),
    [
        ("The scale bar represents 10 μm.", 1e-5, "m"),  # Greek mu, not the micro sign
        ("Cells were grown in 50 μg/ml uridine.", 0.05, "kg/m**3"),
        ("The heating rate was 4 °C/min.", 4 / 60, "K/s"),
        ("It covers 5 km2.", 5e6, "m**2"),
        ("The laser energy was 0.5–0.6 nJ.", 0.55e-9, "kg*m**2/s**2"),
    ],
)
def test_prefixes_and_compounds_quantulum3_misses(text: str, si_value: float, si_unit: str) -> None:
    (claim,) = read_claims(text)
    assert claim.si_value == pytest.approx(si_value)
    assert claim.si_unit == si_unit


def test_a_degree_sign_on_a_slope_stays_an_angle() -> None:
    (claim,) = read_claims("The water ran down a slope of 30°.")
    assert claim.kind == "ANGLE"


def test_a_bare_degree_sign_takes_the_scale_named_after_it() -> None:
    text = "Absolute zero is -273.15° on the Celsius scale."
    claims = [c for c in read_claims(text) if c.text.startswith("-273")]
    assert [c.unit for c in claims] == ["degree Celsius"]


@pytest.mark.parametrize(
    "text",
    [
        "The cruise was at 900 kilometre penny hour.",  # what quantulum3 made of "kmph"
        "Samples were measured with a Q800 DMA from TA Instruments.",
    ],
)
def test_units_nobody_writes_are_not_judged(text: str) -> None:
    assert all(c.si_value is None or c.kind == "NUMBER" for c in read_claims(text)), read_claims(
        text
    )


@pytest.mark.parametrize(
    "dims",
    [
        (("degree angle", 1), ("speed of light", 1)),
        (("kilometre", 1), ("penny", 1), ("hour", 1)),
        (("degree angle", 1), ("farad", 1)),
        (("quintal", 800),),
        (("metre", 1), ("decametre", 1)),  # "the 80 m dam"
        (("foot", 1), ("inch", 1)),
    ],
)
def test_products_nobody_writes_are_implausible(dims: tuple[tuple[str, int], ...]) -> None:
    assert units.is_implausible(dims)


@pytest.mark.parametrize(
    "dims",
    [
        (("kilowatt", 1), ("hour", 1)),
        (("degree angle", 1), ("second", -1)),
        (("newton", 1), ("metre", 1)),
        (("acre", 1), ("foot", 1)),
        (("metre", 2),),
        (("dollar", 1), ("kilogram", -1)),
        (("metre", 1),),
    ],
)
def test_units_people_write_are_plausible(dims: tuple[tuple[str, int], ...]) -> None:
    assert not units.is_implausible(dims)


def test_a_word_that_names_a_unit_is_no_factor_of_the_one_before() -> None:
    """quantulum3 reads "the 80 m dam" as metre × decametre, an area."""
    (claim,) = read_claims("The 80 m dam holds back the lake.")
    assert (claim.kind, claim.si_value) == ("LENGTH", 80.0)


def test_a_library_error_costs_no_claim(rules_fired: Callable[[str], list[str]]) -> None:
    text = "It ran at 400000 km/s, measured with a Q800 DMA from TA Instruments."
    assert rules_fired(text) == ["superluminal_speed"]


def test_quantulum3_failing_on_a_clause_costs_only_that_clause(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    parser = extract._parser()
    real = parser.parse

    def parse(text: str, *args: object, **kwargs: object) -> object:
        if "DMA" in text:
            raise OverflowError(34, "Numerical result out of range")  # as pint raised it
        return real(text, *args, **kwargs)

    monkeypatch.setattr(parser, "parse", parse)
    found = extract.quantities("The probe flew at 400000 km/s; the Q800 DMA was used.")
    assert [(q.surface, q.unit) for q in found] == [("400000 km/s", "kilometre per second")]


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("Add ⅓ cup of sugar.", 1 / 3, "VOLUME"),
        ("Add ½ tbsp of salt.", 0.5, "VOLUME"),
        ("The pipe is 2½ in thick.", 2.5, "LENGTH"),
        ("The wall is 2 1/2 in thick.", 2.5, "LENGTH"),
        ("Add three quarters of a kilogram of flour.", 0.75, "MASS"),
        ("It took half a second.", 0.5, "TIME"),
        ("He walked a quarter of a mile.", 0.25, "LENGTH"),
        ("The ratio is 4/3.", 4 / 3, "NUMBER"),
        ("Nearly half a million people came.", 500_000, "NUMBER"),  # quantulum3: 1.5 million
        ("It lands in a tenth of a second.", 0.1, "TIME"),
        ("The chance comes to one point three.", 1.3, "NUMBER"),  # quantulum3: 3
        ("The bag weighs zero point seven five kg.", 0.75, "MASS"),
        ("Protons reach 1.2 million klicks a second.", 1.2e6, "SPEED"),
        ("Light covers 300,000 km a second.", 300_000, "SPEED"),
    ],
)
def test_numbers_as_people_write_them(text: str, value: float, kind: str) -> None:
    (claim,) = read_claims(text)
    assert claim.value == pytest.approx(value)
    assert claim.kind == kind


def test_at_one_point_is_a_moment_not_a_decimal() -> None:
    assert 1.3 not in [c.value for c in read_claims("At one point three people left the room.")]
    assert read_claims("He came fifth in the race.") == ()  # an ordinal, not a fifth of


def test_an_article_before_a_unit_of_volume_is_one_of_it() -> None:
    # A sentence with no digit and no number word is not read at all (analysis.may_hold_claim).
    claims = read_claims("I want a gallon of beer, and 3 to 4 L of wine.")
    first = claims[0]
    assert (first.text, first.value, first.kind) == ("a gallon", 1, "VOLUME")
    assert read_claims("It happens twice a day, 3 times a week.")[0].kind != "TIME"
    # A cup is a vessel first: "a cup of coffee holds 250 ml" names no measure of one cup.
    assert [c.text for c in read_claims("A cup of coffee holds about 250 ml.")] == ["250 ml"]


@pytest.mark.parametrize(
    ("text", "values", "unit"),
    [
        ("They were given 45 and 50 mg ethanol.", [45, 50], "milligram"),
        ("The boxes weigh 3, 4 and 5 kg.", [3, 4, 5], "kilogram"),
        ("The rods are 3, 4, or 5 m long.", [3, 4, 5], "metre"),
    ],
)
def test_coordinated_numbers_share_the_unit(text: str, values: list[float], unit: str) -> None:
    claims = read_claims(text)
    assert [c.value for c in claims] == values
    assert {c.unit for c in claims} == {unit}


def test_a_year_before_and_takes_no_unit() -> None:
    claims = read_claims("Sales fell in 2019 and 5% in 2020.")
    assert [c.unit for c in claims if c.value == 2019] == ["dimensionless"]


def test_between_takes_one_range() -> None:
    (claim,) = read_claims("It moves between 3 and 5 km/s.")
    assert (claim.low, claim.high, claim.unit) == (3, 5, "kilometre per second")
    # quantulum3 reads "pct" after two numbers as the second one's alone
    (claim,) = read_claims("Of the output, between 55 and 65 pct goes to export.")
    assert (claim.low, claim.high, claim.kind) == (55, 65, "PERCENT")
    assert claim.text.endswith("55 and 65 pct")



@pytest.mark.parametrize(
    ("text", "units_read"),
    [
        ("The ball fell 100 m in 3 s.", ["metre", "second"]),
        ("There are two in my car.", ["dimensionless"]),
        ("Sales rose 5 in 2020.", ["dimensionless", "dimensionless"]),
        ("The wall is 2 in thick.", ["inch"]),
    ],
)
def test_in_is_inches_or_a_preposition_by_context(text: str, units_read: list[str]) -> None:
    assert [c.unit for c in read_claims(text)] == units_read


def test_a_number_word_is_no_physical_quantity() -> None:
    text = "One of the two major trends being that a higher generator efficiency is needed."
    claims = [c for c in read_claims(text) if c.text == "two"]
    assert [c.kind for c in claims] == ["NUMBER"]


def _extraction_benchmark():  # type: ignore[no-untyped-def]
    path = Path(__file__).resolve().parents[1] / "benchmarks" / "extraction.py"
    spec = importlib.util.spec_from_file_location("extraction_benchmark", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_quantulum3s_own_fixtures_have_no_regression() -> None:
    """The peer suite: every physical quantity raw quantulum3 reads right in its own test
    sentences, the component reads right too, and it adds no wrong one."""
    results = _extraction_benchmark().compare_fixtures()
    assert len(results) >= 100  # both fixture files were found in the installed package
    regressions = [(r.text, r.regressions) for r in results if r.regressions]
    assert regressions == []


def test_a_level_beyond_float_range_has_no_reading_and_prints_no_warning(nlp: Language) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's overflow warning would be raised here
        doc = nlp("The amplifier gain was 5000 dB.")
    (claim,) = doc._.physics_claims
    assert claim["si_value"] is None and doc._.physics_verdict == "PASS"
