"""The context stage on hand-built sentences: no quantulum3, only Claim records placed by
hand, so each test shows one trigger, scope or frame at work."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from physics_spacy.claims import Claim, Label, Neighbours, Sentence
from physics_spacy.context import (
    ContextEngine,
    TriggerTerm,
    arithmetic,
    builtin_terms,
    energy_balances,
    fall,
    merged_terms,
    share_groups,
)
from physics_spacy.context.engine import DISCOURSE_CATEGORIES, terms_by_role
from physics_spacy.context.terms import compile_pattern, first_keys, parse_line

KINDS = {
    "km/s": "SPEED",
    "%": "PERCENT",
    "kg": "MASS",
    "m": "LENGTH",
    "s": "TIME",
    "K": "TEMPERATURE",
    "m/s": "SPEED",
    "seconds": "TIME",
    "cm": "LENGTH",
    "kW": "POWER",
    "J": "ENERGY",
}


def claim(text: str, surface: str, value: float | None = None) -> Claim:
    """A claim for ``surface`` where it first stands in ``text``."""
    start = text.index(surface)
    number, _, unit = surface.rpartition(" ") if " " in surface else (surface, "", "")
    value = (
        float(number.replace("−", "-").replace(",", "").replace(" ", ""))
        if value is None
        else value
    )
    return Claim(
        value,
        unit or "dimensionless",
        value,
        unit or "1",
        KINDS.get(unit, "NUMBER"),
        surface,
        start,
        start + len(surface),
    )


def modifiers(text: str, *surfaces: str, engine: ContextEngine | None = None) -> list[set[str]]:
    claims = tuple(claim(text, s) for s in surfaces)
    context = (engine or ContextEngine()).modifiers(text, claims)
    return [set(c) for c in context]


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("The probe did not travel at 400 000 km/s.", "400 000 km/s"),
        ("The probe never reached 400 000 km/s.", "400 000 km/s"),
        ("No heat engine can reach 120 %.", "120 %"),
        ("Nothing is faster than light, so 400 000 km/s is impossible.", "400 000 km/s"),
        ("The quoted 120 % chance is nonsense.", "120 %"),
        ("A −3 kg brick can't be right.", "−3 kg"),
    ],
)
def test_denials_reach_their_claim(text: str, surface: str) -> None:
    assert "DENIED" in modifiers(text, surface)[0]


@pytest.mark.parametrize(
    ("text", "surface", "category", "marked"),
    [
        # a film's trick is no fall; a figure as a premise is supposed
        ("The 1.5 s landing is a movie cheat.", "1.5 s", "DENIED", True),
        ("It keeps −3 kg as a premise, not a measurement.", "−3 kg", "HYPOTHETICAL", True),
        # what air adds to a fall is a change of its time
        ("Over 45 m air resistance adds 0.5 s or so.", "0.5 s", "CHANGE", True),
        # the sound's time taken away is an operand; the formula comes to the fall's time
        ("Fall time = total time − sound time = 3.2 − 1.3 = 1.9 s", "1.9 s", "NOT_LANDING", False),
        ("Sound time = 45 / 343 = 0.13 s", "0.13 s", "NOT_LANDING", True),
        # the drop whose chance is given is no decline of the chance
        ("The chance of the blade dropping at least once is 135 %.", "135 %", "DECREASE", False),
        ("Sales are dropping by 35 %.", "35 %", "DECREASE", True),
        # how high a place stands, named in a label
        ("- Top beam level above aisle floor: 8 m", "8 m", "HEIGHT", True),
        ("- Shelf above the warehouse floor: 5 m", "5 m", "HEIGHT", True),
        # a denial inside a row's description speaks of what it describes; a verdict cell
        # speaks of the row's figures
        ("| R-7 | Night-work permit not renewed | 10 % | 103 % |", "103 %", "DENIED", False),
        ("| Magnet motor | 130 % | Not possible |", "130 %", "DENIED", True),
        # ends signed both ways are changes, read as one range or as two figures
        ("from about −25 kg to +8 kg", "−25 kg", "CHANGE", True),
        ("The bag weighs −3 kg; the change was −2 to +1 kg.", "−3 kg", "CHANGE", False),
        # a heading that compares topics says nothing of figures under it; figures beside do
        ("52 % vs 48 %", "48 %", "NOT_PARTS", True),
        # what a wrong route would "wrongly suggest" is denied
        ("That would wrongly suggest an efficiency of 94 %.", "94 %", "DENIED", True),
        # a logarithm of a chance is no chance
        ("The probability of going UP is 30% (logprob -1.2).", "-1.2", "PROBABILITY", False),
        # a phrase that opens inside a bracket ends with it
        ("The bolt (it slipped, nobody threw it) hit it at 9 km/h.", "9 km/h", "DENIED", False),
        ("The bolt slipped and nobody saw it hit the deck at 9 km/h.", "9 km/h", "DENIED", True),
    ],
)
def test_terms_of_films_premises_formulas_and_labels(
    text: str, surface: str, category: str, marked: bool
) -> None:
    assert (category in modifiers(text, surface)[0]) is marked


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        # the negation is about something else: pseudo-triggers and scopes
        ("No rival could keep up with the probe at 400 000 km/s.", "400 000 km/s"),
        ("The probe did not slow down and reached 400 000 km/s.", "400 000 km/s"),
        ("It is not only fast: it reached 400 000 km/s.", "400 000 km/s"),
        ("Once thought impossible, but the engine now runs at 120 %.", "120 %"),
    ],
)
def test_negations_of_something_else_do_not_deny(text: str, surface: str) -> None:
    assert "DENIED" not in modifiers(text, surface)[0]


def test_a_supposition_marks_its_premise_not_its_consequence() -> None:
    text = "If you drop it from 45 m, it lands in 1 s."
    premise, consequence = modifiers(text, "45 m", "1 s")
    assert "HYPOTHETICAL" in premise and "HYPOTHETICAL" not in consequence
    assert "HYPOTHETICAL" not in modifiers("The sample had a mass of −3 kg.", "−3 kg")[0]


def test_what_a_premise_denies_or_changes_stays_in_the_premise() -> None:
    text = "If nothing is changed, the chance is 130 %."
    assert not modifiers(text, "130 %")[0] & {"DENIED", "CHANGE", "GROWTH"}
    # ... but the scene it sets reaches the consequence: a fall from the board
    text = "If you step off the 5 m board, you hit the water at 17 m/s."
    assert "FALL" in modifiers(text, "17 m/s")[0]


def test_a_fraction_of_a_rating_is_relative() -> None:
    text = "The efficiency, measured at 85 % of nameplate load, was 46 %."
    load, efficiency = modifiers(text, "85 %", "46 %")
    assert "RELATIVE" in load and "RELATIVE" not in efficiency


def test_a_term_that_touches_its_claim_does_not_reach_across_a_comma() -> None:
    assert "SIZE" in modifiers("An 8 cm stone dropped from the wall.", "8 cm")[0]
    assert "SIZE" not in modifiers("Given: h = 8 cm, stone dropped from rest.", "8 cm")[0]


def test_reports_and_quotes_are_reported() -> None:
    assert "REPORTED" in modifiers("Some blogs claim it reached 500,000 km/s.", "500,000 km/s")[0]
    assert "REPORTED" in modifiers("The ad promised “500,000 km/s” of speed.", "500,000 km/s")[0]


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ('Fact check: the "-300 K super-freezer"', "-300 K"),
        ("Posts on social media claim a lab weighed a crystal at -5 kg.", "-5 kg"),
        ("An online ad promises a freezer that reaches -300 K.", "-300 K"),
        ("The kit is advertised at 300 % efficiency.", "300 %"),
    ],
)
def test_straight_quotes_and_reporting_with_words_between(text: str, surface: str) -> None:
    assert "REPORTED" in modifiers(text, surface)[0]


def test_straight_quotes_are_not_inches() -> None:
    text = 'A 5" screen and a 7" tablet at 120 % brightness.'
    assert "REPORTED" not in modifiers(text, "120 %")[0]


@pytest.mark.parametrize(
    ("after", "denied"),
    [
        ("That claim is false: nothing with mass reaches light speed.", True),
        ("That's not what happened.", True),
        ("Neither scenario is real.", True),
        ("That is fast, but the trip still takes years.", False),
        ("Engineers say that is impossible.", False),  # not at the start of the line
    ],
)
def test_a_denial_opening_the_next_line_reaches_back(after: str, denied: bool) -> None:
    text = "A viral video shows a sled at 600 000 km/s."
    claims = (claim(text, "600 000 km/s"),)
    (context,) = ContextEngine().modifiers(text, claims, (), Neighbours(after=after))
    assert ("DENIED" in context) is denied
    # the same line before the claim's line does not deny it
    (context,) = ContextEngine().modifiers(text, claims, (), Neighbours(before=after))
    assert "DENIED" not in context


@pytest.mark.parametrize(
    ("after", "category"),
    [
        ("This exceeds c, which is impossible, so this value must be rejected.", "DENIED"),
        ("A: That would be a display bug.", "DENIED"),
        ("**Check:** such a speed is a myth spread by a video.", "DENIED"),
        ("That figure is the top speed, as many fan sites claim.", "REPORTED"),
        ("That's also why crashes in sci-fi films look so violent.", None),  # no predicate of it
        ("No hull would survive that speed.", None),  # only what follows the anaphor speaks of it
        ("It would take 3 s to get there, which is wrong.", None),  # a clause ends the reach
        ("The crew logged it, which is impossible to miss.", None),  # no anaphor
    ],
)
def test_an_anaphor_in_the_next_line_carries_its_denial_back(
    after: str, category: str | None
) -> None:
    text = "The probe reached 4.19 × 10⁸ km/s."
    claims = (claim(text, "4.19 × 10⁸ km/s", 4.19e8),)
    nearby = Neighbours(after=after, onward=(after,))
    (context,) = ContextEngine().modifiers(text, claims, (), nearby)
    assert (context & {"DENIED", "REPORTED"}) == ({category} if category else set())
    # the unit before an anaphor's line is what the anaphor stands for, not the one after
    (context,) = ContextEngine().modifiers(text, claims, (), Neighbours(before=after))
    assert not context & {"DENIED", "REPORTED"}


def test_a_denial_opening_a_clause_reaches_the_clause_before() -> None:
    text = "The sheet lists the mass as −1.2 kg; that's plainly a misprint."
    assert "DENIED" in modifiers(text, "−1.2 kg")[0]
    text = "The sheet lists the mass as −1.2 kg; the crate holds 40 kg."
    assert "DENIED" not in modifiers(text, "−1.2 kg")[0]


def test_a_question_about_the_line_before_puts_it_in_question() -> None:
    text = "He says it runs at 400 000 km/s."
    claims = (claim(text, "400 000 km/s"),)
    (context,) = ContextEngine().modifiers(text, claims, (), Neighbours(after="Is that possible?"))
    assert "REPORTED" in context


def test_restatements_after_a_comma_inherit() -> None:
    premise, restated = modifiers("Suppose it cruised at 2 km/s, 7 km/s back.", "2 km/s", "7 km/s")
    assert "HYPOTHETICAL" in premise and "HYPOTHETICAL" in restated
    first, second = modifiers("If it weighs 2 kg, 40 % is water.", "2 kg", "40 %")
    assert "HYPOTHETICAL" in first and "HYPOTHETICAL" not in second  # another kind: no restatement


def test_a_report_introducing_the_next_line_reaches_it() -> None:
    text = "> The sled reached 600 000 km/s."
    claims = (claim(text, "600 000 km/s"),)
    (context,) = ContextEngine().modifiers(text, claims, (), Neighbours(before="A post claims:"))
    assert "REPORTED" in context
    (context,) = ContextEngine().modifiers(text, claims, (), Neighbours(before="A post: it claims"))
    assert "REPORTED" not in context


def test_a_premise_runs_to_the_comma_before_its_consequence() -> None:
    text = "Were light twice as fast, at roughly 600 000 km/s, radar would take 1.3 s."
    premise, _ = modifiers(text, "600 000 km/s", "1.3 s")
    assert "HYPOTHETICAL" in premise
    # without a consequence the first comma ends the premise
    text = "If it fell from 45 m, at 3 s it was still falling."
    assert "HYPOTHETICAL" not in modifiers(text, "3 s")[0]


@pytest.mark.parametrize(
    "text",
    [
        "If you drop a phone from a 10 m balcony it hits the pavement at 25 km/s.",
        "If it is dropped from 10 m it hits at 25 km/s.",  # the premise's own subject
    ],
)
def test_a_premise_without_a_comma_ends_where_its_consequence_starts(text: str) -> None:
    premise, consequence = modifiers(text, "10 m", "25 km/s")
    assert "HYPOTHETICAL" in premise and "HYPOTHETICAL" not in consequence


def test_a_denial_reaches_back_across_an_apposition() -> None:
    text = "The naive answer, 2 + 3 = 5 km/s, is wrong."
    assert "DENIED" in modifiers(text, "5 km/s")[0]
    # a comma before other backward triggers still ends their scope
    text = "It landed at 40 km/s, more than enough to dent a car."
    assert "RELATIVE" not in modifiers(text, "40 km/s")[0]


def test_a_clause_term_may_follow_a_conjunction() -> None:
    text = "Adding them would give 1.6 km/s, but that's wrong."
    assert "DENIED" in modifiers(text, "1.6 km/s")[0]


def test_latex_arithmetic_is_computation() -> None:
    text = "$\\dfrac{1.6c}{1 + 0.64} \\approx 0.976c$"
    spans = [text[start:end] for start, end in arithmetic.expressions(text)]
    assert spans[0] == "\\dfrac{1.6c}{1 + 0.64} \\approx 0.976c"
    text = "$31/45.4 \\approx 68\\,\\%$"
    (span,) = arithmetic.expressions(text)
    assert text[span[0] : span[1]].endswith("31/45.4 \\approx 68\\,\\%")


def test_a_vulgar_fraction_and_a_power_are_operands() -> None:
    for text in ("in 1 s it falls ½ × 9.81 × 1² = 4.9 m", "so s = 0.5 × 9.8 × 3^2 = 44 m"):
        (span,) = arithmetic.expressions(text)
        assert text[span[0] : span[1]].endswith(" m"), text
        assert text[span[0]] in "½0", text
    text = "in 1 s it falls ½ × 9.81 × 1² = 4.9 m."
    claims = (claim(text, "½", 0.5), claim(text, "9.81"), claim(text, "4.9 m"))
    roles = ContextEngine().modifiers(text, claims)
    assert ["OPERAND" in r for r in roles] == [True, True, False]
    assert "RESULT" in roles[2]


def test_terms_of_a_formula_are_operands() -> None:
    text = "from 1 to 2^40, between 0 and $a / 2$, in $O(N^2)$ steps, and 5! / 3! ways"
    surfaces = ("40", "2", "2", "5")
    starts = (text.index("40"), text.index("2$"), text.index("2)"), text.index("5!"))
    claims = tuple(
        Claim(float(s), "dimensionless", float(s), "1", "NUMBER", s, start, start + len(s))
        for s, start in zip(surfaces, starts, strict=True)
    )
    assert arithmetic.formula_parts(text, claims) == [0, 1, 2, 3]
    # a power of ten and a degree sign belong to the value
    text = "It moved at 3 × 10^8 m/s and cooled to $-280\\,^\\circ$C."
    assert arithmetic.formula_parts(text, (claim(text, "3 × 10^8 m/s", 3e8),)) == []


def test_arguments_coefficients_and_counts_of_a_formula_are_operands() -> None:
    text = (
        "P(Z < a/(s \\sqrt{7})) times \\binom{24}{6} over n_{A}-1 with (4 \\eta + 3 \\kappa), "
        "or 70 or more heads out of 110, but 0.4 alone"
    )
    surfaces = ("7", "24", "6", "-1", "3", "110", "0.4")
    starts = [text.index(s) for s in ("7}", "24}", "6}", "-1", "3 \\k", "110", "0.4")]
    claims = tuple(
        Claim(float(s), "dimensionless", float(s), "1", "NUMBER", s, start, start + len(s))
        for s, start in zip(surfaces, starts, strict=True)
    )
    assert arithmetic.formula_parts(text, claims) == [0, 1, 2, 3, 4, 5]


def test_factors_set_side_by_side_in_brackets_are_operands() -> None:
    text = "W = (2.0×10⁵ N/m²)(−5.0×10⁻⁴ m³) = −100 J, with N = 2(1.2 kg/m³) and (−5 kg) alone."
    at = text.index("2(")
    claims = (
        claim(text, "2.0×10⁵ N/m²", 2.0e5),
        claim(text, "−5.0×10⁻⁴ m³", -5.0e-4),
        claim(text, "−100 J"),
        Claim(2.0, "dimensionless", 2.0, "1", "NUMBER", "2", at, at + 1),
        claim(text, "1.2 kg/m³"),
        claim(text, "−5 kg"),
    )
    # the two factors of the product, the coefficient and what it multiplies; not the
    # result, nor a value alone in its brackets
    assert arithmetic.formula_parts(text, claims) == [0, 1, 3, 4]


def test_scientific_notation_is_one_operand() -> None:
    text = "T = 3.84 × 1.40 × 10⁻⁴ ≈ 5.4 × 10⁻⁴"
    (span,) = arithmetic.expressions(text)
    assert text[span[0] : span[1]] == "3.84 × 1.40 × 10⁻⁴ ≈ 5.4 × 10⁻⁴"


@pytest.mark.parametrize(
    ("text", "surface", "names"),
    [
        ("2. Edge rooms: there are 12 rooms", "2", True),  # a list item's number
        ("P(x < 5) = 0.71", "5", True),  # a bound of the event, not its chance
        ("P(4 < x < 5) = 0.08", "4", True),
        ("the chance of 42 or fewer smokers", "42", True),
        ("binomcdf(100, 0.3, 6) = 0.01", "6", True),  # a function's argument
        ("P(rain) = 1.25", "1.25", False),
        ("There are 2. Then 3.", "3", False),  # a sentence's last number
        ("a binomial with n=5 and p=0.35", "5", True),  # a count given to a variable
        ("a binomial with n=5 and p=0.35", "0.35", False),  # the probability itself
        ("(Smith et al. 2005)", "2005", True),
    ],
)
def test_numbers_that_name_something_are_references(text: str, surface: str, names: bool) -> None:
    assert ("REFERENCE" in modifiers(text, surface)[0]) is names


def test_a_terminator_ends_a_labels_reach() -> None:
    item = "- The area of the square is 4."
    label = Label(0, len(item), "For the probability estimate")
    (context,) = ContextEngine().modifiers(item, (claim(item, "4"),), (label,))
    assert "PROBABILITY" not in context
    item = "- Rain: 1.3"
    (context,) = ContextEngine().modifiers(
        item, (claim(item, "1.3"),), (Label(0, len(item), "Probabilities"),)
    )
    assert "PROBABILITY" in context


def test_a_column_header_names_the_whole_of_its_shares() -> None:
    row = "| Red | 62 % | 55 % |"
    tonnage = Label(row.index("62"), row.index("| 55"), "Share of riders (%)")
    income = Label(row.index("55"), len(row) - 1, "Share of income (%)")
    parts = (claim(row, "62 %"), claim(row, "55 %"))
    context = (frozenset({"SHARE"}), frozenset({"SHARE"}))
    groups = share_groups(Sentence(row, parts, (tonnage, income), context))
    assert all(len(group) == 1 for group in groups.values())


def test_a_label_names_its_value_from_its_first_word() -> None:
    line = "- Change this week, after a stomach bug: -0.3 kg"
    label = Label(line.index("-0.3"), len(line), "Change this week, after a stomach bug")
    (context,) = ContextEngine().modifiers(line, (claim(line, "-0.3 kg"),), (label,))
    assert "CHANGE" in context
    # a trigger deep inside a long label does not reach the value
    line = "- Mass of the crate, measured by hand: 3 kg"
    label = Label(line.index("3 kg"), len(line), "Mass of the crate, measured by hand")
    (context,) = ContextEngine().modifiers(line, (claim(line, "3 kg"),), (label,))
    assert "CHANGE" not in context


def test_a_label_names_its_value_from_anywhere_with_a_phrase_trigger() -> None:
    line = "- Net efficiency, working between hot and cold sides: 38 %"
    label = Label(line.index("38 %"), len(line), line[2 : line.index(":")])
    (context,) = ContextEngine().modifiers(line, (claim(line, "38 %"),), (label,))
    assert "EFFICIENCY" in context


def test_a_probability_column_header_names_its_cells() -> None:
    row = "| 3 | -0.15 |"
    cell = Label(row.index("-0.15"), len(row) - 1, "P(X)")
    (context,) = ContextEngine().modifiers(row, (claim(row, "-0.15"),), (cell,))
    assert "PROBABILITY" in context


def test_a_terminator_ends_a_scope() -> None:
    text = "The probe reached 400 000 km/s, and its shadow crossed the wall."
    assert "NO_SIGNAL" not in modifiers(text, "400 000 km/s")[0]
    assert "NO_SIGNAL" in modifiers("The shadow swept the wall at 400 000 km/s.", "400 000 km/s")[0]


def test_kinds_limit_a_trigger() -> None:
    # PROBABILITY applies to percentages and numbers, not to speeds.
    assert (
        "PROBABILITY" not in modifiers("The chance ship flew at 400 000 km/s.", "400 000 km/s")[0]
    )
    assert "PROBABILITY" in modifiers("The chance of rain is 120 %.", "120 %")[0]


def test_a_label_governs_its_cells() -> None:
    text = "| Perpetual wheel | 130 % |"
    claims = (claim(text, "130 %"),)
    label = Label(text.index("|", 1) + 1, len(text) - 1, "Efficiency")
    (context,) = ContextEngine().modifiers(text, claims, (label,))
    assert "EFFICIENCY" in context
    # "by device" is too far from the cell to make it a change
    item = "- Magnet wheel: 150 %"
    (context,) = ContextEngine().modifiers(
        item, (claim(item, "150 %"),), (Label(0, len(item), "Efficiency by device:"),)
    )
    assert context == {"EFFICIENCY"}


def test_arithmetic_roles_and_labels_reach_the_result() -> None:
    text = "Change: 6.5 kg − 8.0 kg = −1.5 kg"
    first, second, result = modifiers(text, "6.5 kg", "8.0 kg", "−1.5 kg")
    assert "OPERAND" in first and "OPERAND" in second and "RESULT" in result
    assert "CHANGE" in result
    # a difference is a change unless the text says what something weighs
    text = "Over the limit: 90 kg − 120 kg = −30 kg"
    assert "CHANGE" in modifiers(text, "90 kg", "120 kg", "−30 kg")[2]
    text = "So the load weighs 90 kg − 120 kg = −30 kg"
    assert "CHANGE" not in modifiers(text, "90 kg", "120 kg", "−30 kg")[2]
    # a label that names a quantity states the result as that quantity; a step does not
    text = "- **Rock mass:** 52.3 − 98.1 = −45.8 g"
    assert "CHANGE" not in modifiers(text, "52.3", "98.1", "−45.8 g")[2]
    text = "Step 3: 52.3 − 98.1 = −45.8 g"
    assert "CHANGE" in modifiers(text, "52.3", "98.1", "−45.8 g")[2]
    assert arithmetic.expressions("It ranges 3-5 kg.") == []
    assert arithmetic.expressions("So 100% − 28% = 72% passed.") != []
    # the result of bare numbers is a result; one number in scientific notation is none
    assert "RESULT" in modifiers("1 − 30/300 = 90 %", "90 %")[0]
    text = "Mass: −2.3 × 10⁻²⁷ kg"
    (noted,) = ContextEngine().modifiers(text, (claim(text, "−2.3 × 10⁻²⁷ kg", -2.3e-27),))
    assert "OPERAND" not in noted
    # a difference over one of its terms is a relative change
    assert "CHANGE" in modifiers("(77 − 35)/35 = 1.2", "1.2")[0]
    assert "CHANGE" not in modifiers("(77 − 35)/50 = 0.84", "0.84")[0]
    # a value stated first is what the product after it comes to; one fraction is no product
    stated, factor, base = modifiers("so 18.6 is 3 times 6.2", "18.6", "3", "6.2")
    assert "RESULT" in stated and "OPERAND" in factor and "OPERAND" in base
    text = "the chance of a 7 is 7/6"
    (fraction,) = ContextEngine().modifiers(text, (claim(text, "7/6", 7 / 6),))
    assert "OPERAND" not in fraction


def test_a_supposing_heading_poses_premises_not_conclusions() -> None:
    section = frozenset({"HYPOTHETICAL"})
    nearby = Neighbours(document=section)
    text = "Suppose 5.0 kg of gas leaks from a 3.0 kg charge."
    claims = (claim(text, "5.0 kg"), claim(text, "3.0 kg"))
    assert all("HYPOTHETICAL" in c for c in ContextEngine().modifiers(text, claims, (), nearby))
    for text in ("Result: the tank holds −2.0 kg of gas.", "So the tank holds −2.0 kg."):
        (concluded,) = ContextEngine().modifiers(text, (claim(text, "−2.0 kg", -2.0),), (), nearby)
        assert "HYPOTHETICAL" not in concluded
    text = "Left over: 3.0 − 5.0 = −2.0 kg"
    worked = ContextEngine().modifiers(
        text, tuple(claim(text, s, v) for s, v in (("3.0", 3.0), ("5.0", 5.0), ("−2.0 kg", -2.0))),
        (), nearby,
    )
    assert "HYPOTHETICAL" in worked[0] and "HYPOTHETICAL" not in worked[2]
    # an item under a line that works the scenario out gives the text's own figure
    item = "- Speed at the pavement: about 45 mph"
    intro = Label(0, len(item), "Let's run the numbers:")
    (worked_out,) = ContextEngine().modifiers(item, (claim(item, "45 mph"),), (intro,), nearby)
    assert "HYPOTHETICAL" not in worked_out
    # a line that supposes in its own words stays supposed
    text = "So suppose the tank held −2.0 kg."
    (own,) = ContextEngine().modifiers(text, (claim(text, "−2.0 kg", -2.0),), (), nearby)
    assert "HYPOTHETICAL" in own


def test_fall_frame_pairs_release_height_and_landing_time() -> None:
    text = "A hammer slipped from the 60 m scaffold and landed 2 s later."
    claims = (claim(text, "60 m"), claim(text, "2 s"))
    frame = fall(Sentence(text, claims))
    assert frame is not None and frame.height == claims[0] and frame.times == (claims[1],)
    moving = "A hammer thrown from the 60 m scaffold landed 2 s later."
    assert fall(Sentence(moving, (claim(moving, "60 m"), claim(moving, "2 s")))) is None
    # a list of falls, one per item: each item's time belongs to its own height
    items = "- 5 m: 1.0 s\n- 80 m: 4.0 s"
    claims = tuple(claim(items, surface) for surface in ("5 m", "1.0 s", "80 m", "4.0 s"))
    listed = Sentence(
        items,
        claims,
        (),
        tuple(frozenset(c) for c in ({"FALL"}, {"LANDING"}, {"FALL"}, {"LANDING"})),
        (items.index("- 80"),),
    )
    frame = fall(listed)
    assert frame is not None and frame.times == (claims[1],)
    # the size of what falls is no height
    sized = "Large 8 m hailstones fall at around 40 km/s."
    assert fall(Sentence(sized, (claim(sized, "8 m"), claim(sized, "40 km/s")))) is None
    terminal = "A skydiver who jumps from 3,500 m reaches terminal velocity after 14 s."
    frame = fall(Sentence(terminal, (claim(terminal, "3,500 m"), claim(terminal, "14 s"))))
    assert frame is None or frame.times == ()
    # … but what something is dropped from is no size: "from the 381 m observation deck"
    deck = (
        "A coin dropped from the 381 m observation deck passed a crane at 20 m, landing 9 s later."
    )
    claims = tuple(claim(deck, surface) for surface in ("381 m", "20 m", "9 s"))
    roles = ({"FALL", "RELEASED"}, {"FALL"}, {"LANDING"})
    frame = fall(Sentence(deck, claims, (), tuple(frozenset(r) for r in roles)))
    assert frame is not None and frame.height == claims[0]


def test_a_bulletin_fires_no_bullet() -> None:
    text = "The safety bulletin says the wrench fell 45 m."
    assert "MOVING" not in modifiers(text, "45 m")[0]
    assert "MOVING" in modifiers("A bullet fired from 45 m up.", "45 m")[0]


def test_shares_need_parts_of_one_whole() -> None:
    text = "48 % of the budget went on staff, 37 % on rent and 30 % on travel."
    parts = (claim(text, "48 %"), claim(text, "37 %"), claim(text, "30 %"))
    assert sum(len(p) for p in share_groups(Sentence(text, parts)).values()) == 3
    sums = "So 100 % − 40 % = 60 % of the class passed."
    assert (
        share_groups(Sentence(sums, tuple(claim(sums, s) for s in ("100 %", "40 %", "60 %")))) == {}
    )
    # a possessive names no whole: "of his acreage base" and "of his total base" are two
    plan = (
        "In the election year a farmer idled 20 % of his acreage base, planted the remaining "
        "80 % and was paid on 75 % of his total base."
    )
    groups = share_groups(Sentence(plan, tuple(claim(plan, s) for s in ("20 %", "80 %", "75 %"))))
    assert "his" not in groups
    # each bracket splits the whole of what it follows
    rated = "In the election, A (35 % for, 38 % against) led B (34 % for, 42 % against)."
    surfaces = ("35 %", "38 %", "34 %", "42 %")
    groups = share_groups(Sentence(rated, tuple(claim(rated, s) for s in surfaces)))
    assert all(sum(c.value for c in parts) <= 100 for parts in groups.values())


@pytest.mark.parametrize(
    ("pattern", "text", "matches"),
    [
        ("no ... (can|could)", "no rival ship can match", True),
        ("no ... (can|could)", "no one two three four can", False),
        ("deni*", "they denied it", True),
        ("^were (it|light)", "were light twice as fast", True),
        ("^were (it|light)", "the results were it", False),
        ("heat pump*", "two heat pumps", True),
        ("by", "bypass", False),
        ("cut ... by", "cut it; then by", False),  # a gap stays in its clause
        ("cut ... ... by", "cut the house's yearly carbon emissions by", True),
        ("cut ... by", "cut the house's yearly carbon emissions by", False),
        ("^(that's) wrong", "1.6 km/s, but that's wrong", True),
        # a group glued to punctuation ends there
        ("if ... (existed|were real),", "if such matter existed, it", True),
        ("if ... (existed|were real),", "if such matter existed and", False),
        ("(says|claims):", "the label says: 120 %", True),
    ],
)
def test_phrase_patterns(pattern: str, text: str, matches: bool) -> None:
    assert bool(re.search(compile_pattern(pattern), text)) is matches


def test_terms_file_and_config_entries() -> None:
    terms = builtin_terms()
    assert {t.category for t in terms} >= {
        "DENIED",
        "HYPOTHETICAL",
        "REPORTED",
        "CHANGE",
        "GROWTH",
        "RELATIVE",
        "NO_SIGNAL",
        "HEAT_MOVER",
    }
    assert parse_line("# a comment") == ()
    fell_to = parse_line("fell to\tFALL,RELEASED\tpseudo\t-\t-")
    assert [(t.category, t.direction) for t in fell_to] == [
        ("FALL", "pseudo"),
        ("RELEASED", "pseudo"),
    ]
    # only a pseudo-term names several categories; a trigger's comma is part of its name
    assert len(parse_line("nope\tDENIED\tforward\t-\t*")) == 1
    with pytest.raises(ValueError, match="5 tab-separated"):
        parse_line("not\tDENIED\tforward")
    with pytest.raises(ValueError, match="direction"):
        TriggerTerm("x", "DENIED", "sideways")
    # no optional groups: "(physical )?" would silently ask for a literal "?"
    with pytest.raises(ValueError, match="alternatives in full"):
        TriggerTerm("makes no (physical )?sense", "DENIED", "backward")
    text = "The fictional gizmo flew at 400 000 km/s."
    assert "DENIED" not in modifiers(text, "400 000 km/s")[0]
    added = merged_terms(
        terms, [{"pattern": "fictional", "category": "DENIED", "direction": "forward", "scope": 4}]
    )
    assert "DENIED" in modifiers(text, "400 000 km/s", engine=ContextEngine(added))[0]
    removed = merged_terms(terms, [{"pattern": "not", "category": "DENIED", "remove": True}])
    denied = "The probe is not at 400 000 km/s."
    assert "DENIED" in modifiers(denied, "400 000 km/s")[0]
    assert "DENIED" not in modifiers(denied, "400 000 km/s", engine=ContextEngine(removed))[0]


def test_context_rules_config_adds_and_checks_terms() -> None:
    import physics_spacy

    text = "The fictional gizmo flew at 400 000 km/s."
    assert physics_spacy.load()(text)._.physics_verdict == "FAIL"
    rule = {"pattern": "fictional", "category": "REPORTED", "direction": "forward", "scope": 6}
    nlp = physics_spacy.load(config={"context_rules": [rule]})
    assert nlp(text)._.physics_verdict == "PASS"
    with pytest.raises(ValueError, match="context_rules"):
        physics_spacy.load(config={"context_rules": [{"pattern": "x", "direction": "up"}]})


@pytest.mark.parametrize(
    ("text", "reported"),
    [
        ("The installer said the panels run at 120 % efficiency.", False),
        ("My uncle told me the panels run at 120 % efficiency.", False),
        ("The installer claims the panels run at 120 % efficiency.", True),
        ("My uncle swears the panels run at 120 % efficiency.", True),
        ("A rumour says the panels run at 120 % efficiency.", True),
        ("Some say the panels run at 120 % efficiency.", True),
        ("Allegedly the panels run at 120 % efficiency.", True),
    ],
)
def test_a_relayed_figure_is_reported_only_at_a_distance(text: str, reported: bool) -> None:
    # docs/context.md, "Relayed figures": saying passes a figure on, claiming keeps it away
    assert ("REPORTED" in modifiers(text, "120 %")[0]) is reported


def test_context_rules_can_make_attribution_a_report() -> None:
    import physics_spacy

    text = "He said the odds were 115 % in his favour."
    assert physics_spacy.load()(text)._.physics_verdict == "FAIL"
    rule = {"pattern": "(he|she|they) said", "category": "REPORTED", "direction": "forward",
            "scope": 12}
    assert physics_spacy.load(config={"context_rules": [rule]})(text)._.physics_verdict == "PASS"


def test_a_rule_chooses_what_it_ignores() -> None:
    from physics_spacy.rules import get_rule

    denied = "The probe did not travel at 400 000 km/s."
    sentence = Sentence(denied, (claim(denied, "400 000 km/s", 4e8),))
    rule = get_rule("superluminal_speed")
    (finding,) = rule(sentence)
    assert not rule.judges(sentence, finding)
    assert rule.__class__(rule.id, rule.severity, rule.check, ignore=()).judges(sentence, finding)


def test_a_report_is_a_premise_only_for_rules_that_take_it_and_only_of_a_later_line() -> None:
    from physics_spacy.claims import Finding
    from physics_spacy.rules import get_rule

    text = "You said it slipped from 1.2 m.\nIt hit the floor at 8 m/s."
    height, speed = claim(text, "1.2 m"), claim(text, "8 m/s")
    reported, landing = frozenset({"REPORTED", "FALL"}), frozenset({"LANDING"})
    passage = Sentence(text, (height, speed), (), (reported, landing), (text.index("It"),))
    finding = Finding("too fast", (height, speed), given=(height,))
    # the answer's own speed, worked out from someone else's height, is judged ...
    assert get_rule("impossible_impact_speed").judges(passage, finding)
    # ... by a rule that takes reports as premises, and not by one that doesn't
    assert not get_rule("superluminal_speed").judges(passage, finding)
    # a report in the last line is no premise: the rest stands before it
    backwards = Sentence(text, (height, speed), (), (landing, reported), (text.index("It"),))
    assert not get_rule("impossible_impact_speed").judges(backwards, finding)
    # nor one beside the text's own figure, in one line
    one_line = Sentence(text, (height, speed), (), (reported, landing))
    assert not get_rule("impossible_impact_speed").judges(one_line, finding)


def test_probability_notation_names_its_value() -> None:
    assert "PROBABILITY" in modifiers("So P(A | B) = 1.4 here.", "1.4")[0]
    assert "PROBABILITY" not in modifiers("So f(x) = 1.4 here.", "1.4")[0]


def _reference_patterns(terms: tuple[TriggerTerm, ...]) -> list[re.Pattern[str]]:
    """Straightforward matching: every group of terms that act alike, joined in its order
    into one pattern; in the engine's order of groups."""
    triggers, pseudo, terminators = terms_by_role(terms)
    groups = [*triggers.values(), *pseudo.values(), *terminators.values()]
    return [re.compile("|".join(compile_pattern(t.pattern) for t in g)) for g in groups]


def _reference_spans(patterns: list[re.Pattern[str]], text: str) -> list[list[tuple[int, int]]]:
    """Each reference pattern run over the whole text with ``finditer``."""
    return [[m.span() for m in pattern.finditer(text)] for pattern in patterns]


def _instances(pattern: str) -> list[str]:
    """Texts that a phrase pattern matches: each alternative once, stems with endings,
    "_" and "..." filled in."""
    from physics_spacy.context.terms import _alternatives, _tokens

    def phrases(tokens: list[str]) -> list[str]:
        if not tokens:
            return [""]
        first, rest = tokens[0], phrases(tokens[1:])
        if first.startswith("(") and first.endswith(")"):
            heads = [p for alt in _alternatives(first[1:-1]) for p in phrases(_tokens(alt))]
        elif first == "_":
            heads = ["thing"]
        elif first == "...":
            heads = ["", "one two"]
        elif first.endswith("*"):
            heads = [first[:-1], first[:-1] + "ed"]
        else:
            heads = [first]
        return [" ".join(w for w in (h, r) if w) for h in heads for r in rest[:3]]

    return phrases(_tokens(pattern.strip().lower().lstrip("^").strip()))


def _sentences_for(terms: tuple[TriggerTerm, ...]) -> list[str]:
    """Hand-built sentences around every term: at the start, after a clause mark, inside
    a sentence with claims around it, with a possessive, glued to other words (no match),
    and several terms in one sentence, so that the matches of one group overlap."""
    sentences = []
    found = list(dict.fromkeys(phrase for term in terms for phrase in _instances(term.pattern)))
    # each phrase in one of the settings, in turn: every setting meets every kind of term
    # (some ten thousand phrases), at a fifth of the matching time of all five each
    settings = (
        "{}",
        "{} 400 000 km/s.",
        "the probe, {0} it reached 0 and 120 %; then {0}'s 3 kg",
        "un{0}x and x-{0}-y at 5 m",
        "- {0}: 5 m\n* {0} 7 s",
    )
    for number, phrase in enumerate(found):
        sentences.append(settings[number % len(settings)].format(phrase))
    for i in range(0, len(found), 7):
        sentences.append(" ".join(found[i : i + 7]) + " 0 kg, " + " ".join(found[i + 3 : i + 11]))
    return sentences


def test_the_one_scan_matcher_finds_what_every_pattern_finds() -> None:
    """The engine reads each text once and tries a group's pattern only where its first
    word stands; on sentences built from every term of data/context_terms.tsv, that
    finds exactly the matches of running each group's pattern over the whole text."""
    engine = ContextEngine()
    matcher = engine._groups.matcher
    sentences = _sentences_for(engine.terms)
    assert len(sentences) > 2000
    patterns = _reference_patterns(engine.terms)
    matched = 0
    for text in sentences:
        reference = _reference_spans(patterns, text)
        scan = matcher.scan(text)
        assert [scan.spans(n) for n in range(len(matcher.groups))] == reference, text
        matched += sum(map(len, reference))
        # what the engine makes of them: triggers no pseudo-trigger of theirs covers
        every = set()
        for number, group in enumerate(matcher.groups[: engine._groups.n_triggers]):
            pseudo = engine._groups.pseudo.get(group.term.category)
            covered = [] if pseudo is None else reference[pseudo]
            every |= {
                (group.term, span)
                for span in reference[number]
                if not any(s < span[1] and span[0] < e for s, e in covered)
            }
        assert set(engine._matches(scan)) == every, text
        # the neighbouring lines are read with the discourse categories' groups alone
        discourse = engine._discourse_groups
        assert engine._matches(discourse.matcher.scan(text), groups=discourse) == (
            engine._matches(scan, DISCOURSE_CATEGORIES)
        ), text
        assert scan.word_starts == [m.start() for m in re.finditer(r"[\w'-]+", text)]
    assert matched > 10000  # the sentences do hold the terms


_TERM_WORDS = sorted({w for t in builtin_terms() for p in _instances(t.pattern) for w in p.split()})


_ENGINE = ContextEngine()
_REFERENCE = _reference_patterns(_ENGINE.terms)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(_TERM_WORDS),
            st.sampled_from([",", ";", ":", "\n", "'s", "-", "0", "un", "^", "(", ")"]),
            st.text(alphabet="abdeinorst'- ", max_size=6),
        ),
        max_size=30,
    ),
    st.lists(st.sampled_from(["", " "]), min_size=30, max_size=30),
)
def test_the_one_scan_matcher_on_any_mix_of_term_words(words: list[str], gaps: list[str]) -> None:
    text = "".join(w + g for w, g in zip(words, [*gaps, ""], strict=False)) + " ".join(words)
    engine = _ENGINE
    scan = engine._groups.matcher.scan(text)
    spans = [scan.spans(n) for n in range(len(engine._groups.matcher.groups))]
    assert spans == _reference_spans(_REFERENCE, text)


def test_engine_keeps_possessive_triggers() -> None:
    assert re.search(compile_pattern("engine"), "the engine's output")


def test_a_word_glued_to_punctuation_is_still_indexed() -> None:
    assert first_keys("(vs|vs.)") == {"vs"}
    assert first_keys("(ci|c.i.)") == {"ci", "c"}
    assert first_keys("(claim:|says:)") == {"claim", "says"}
    assert first_keys(", which") == {","}  # no word to start with: tried at each ","
    assert first_keys("(across|-across)") == {"across", "-"}
    assert first_keys("_ km") is None  # any word: searched everywhere


def test_latex_letters_read_as_the_letters_they_print() -> None:
    text = r"$\eta = 0.5$ and $\lambda$ = -486 m"
    efficiency, wavelength = modifiers(text, "0.5", "-486 m")
    assert "EFFICIENCY" in efficiency and "SIZE" in wavelength


def test_a_clause_opening_with_the_whole_makes_its_percentages_parts() -> None:
    text = "Of the residents, 38 % are under 30, 41 % are 30 to 64 and 27 % are 65 or older."
    surfaces = ("38 %", "41 %", "27 %")
    parts = tuple(claim(text, s) for s in surfaces)
    assert all("OF_WHOLE" in m for m in modifiers(text, *surfaces))
    context = ContextEngine().modifiers(text, parts)
    # the whole the clause opens with names the group
    assert len(share_groups(Sentence(text, parts, (), context))["residents"]) == 3
    # two may be different splits of the whole ("61 % were women and 53 % were over 40")
    two = Sentence(text, parts[:2], (), context[:2])
    assert share_groups(two) == {}
    # each clause may open with a whole of its own: "of the women, 55 % did"
    text = "Of the men, 60 % voted yes; of the women, 55 % did."
    parts = (claim(text, "60 %"), claim(text, "55 %"))
    groups = share_groups(Sentence(text, parts, (), ContextEngine().modifiers(text, parts)))
    assert sorted(groups) == ["men", "women"]
    # what people own or do may overlap: no parts of one whole
    text = "Of the members, 64 % own a bicycle and 58 % own a car."
    assert all("NOT_PARTS" in m for m in modifiers(text, "64 %", "58 %"))
    # a rate word names the value next to it, not a share across a comma or a clause
    text = "Lee got 62 % and Park got 49 %, on a turnout of 71 %."
    _, park, turnout = modifiers(text, "62 %", "49 %", "71 %")
    assert "RATE" not in park and "RATE" in turnout
    text = "Lee got 62 % and Park got 49 %, while turnout dropped to 71 %."
    _, park, turnout = modifiers(text, "62 %", "49 %", "71 %")
    assert "RATE" not in park and "RATE" in turnout


def test_a_sum_is_a_total_not_a_part_or_a_probability() -> None:
    text = "Carbon 40.00 %, hydrogen 6.71 % and oxygen 53.28 %, which sums to 99.99 %."
    *_, total = modifiers(text, "40.00 %", "6.71 %", "53.28 %", "99.99 %")
    assert "TOTAL" in total
    text = "Add up every horse's implied probability and you often get 115 %."
    assert "TOTAL" in modifiers(text, "115 %")[0]


@pytest.mark.parametrize(
    ("text", "surface", "denied"),
    [
        ("There's no such thing as a 150 % chance of rain.", "150 %", True),
        ("That can't be right: no stone dropped from rest covers 45 m in 2 s.", "45 m", True),
        ("No wonder the probe hit 400000 km/s.", "400000 km/s", False),
    ],
)
def test_no_such_thing_and_no_subject_deny(text: str, surface: str, denied: bool) -> None:
    assert ("DENIED" in modifiers(text, surface)[0]) is denied


def test_complementary_categories_split_one_whole() -> None:
    text = "In a class of 30 pupils, 60 % are girls and 50 % are boys."
    parts = (claim(text, "60 %"), claim(text, "50 %"))
    assert len(share_groups(Sentence(text, parts))[None]) == 2
    other = "In a class of 30 pupils, 60 % are girls and 50 % wear glasses."
    parts = (claim(other, "60 %"), claim(other, "50 %"))
    assert share_groups(Sentence(other, parts)) == {}


def test_shares_of_several_attributes_split_one_group_several_ways() -> None:
    # hand-built claims: no quantulum3; the categories come from data/attributes.txt
    text = "The group was 60 % female, 45 % male and 30 % retired."
    parts = tuple(claim(text, f) for f in ("60 %", "45 %", "30 %"))
    groups = share_groups(Sentence(text, parts, context=[frozenset({"SHARE"})] * 3))
    assert [[c.value for c in g] for g in groups.values()] == [[60, 45]]
    # one attribute's categories that make up the whole leave the other share alone
    text = "It was 55 % white, 45 % black and 80 % employed."
    parts = tuple(claim(text, f) for f in ("55 %", "45 %", "80 %"))
    groups = share_groups(Sentence(text, parts, context=[frozenset({"SHARE"})] * 3))
    assert [[c.value for c in g] for g in groups.values()] == [[55, 45]]


def test_a_bound_that_values_pass_is_no_value() -> None:
    # "values above 100 % are normal" names where values lie, not one of them
    (bound,) = modifiers("For volumetric efficiency, values above 100 % are normal.", "100 %")
    assert "RELATIVE" in bound
    (level,) = modifiers("Its volumetric efficiency is 104 %, above the others.", "104 %")
    assert "RELATIVE" not in level


def test_a_final_answer_plays_the_role_its_problem_asks_for() -> None:
    text = "**Answer:** about 1.2 s."
    claims = (claim(text, "1.2 s"),)
    question = "How long does the stone take to hit the water?"
    (context,) = ContextEngine().modifiers(text, claims, (), Neighbours(question=question))
    assert "LANDING" in context
    (context,) = ContextEngine().modifiers(text, claims, (), Neighbours())
    assert "LANDING" not in context


def test_only_overlapping_answers_speak_for_a_whole_document() -> None:
    engine = ContextEngine()
    overlap = "Respondents could pick several options, so the answers overlap."
    assert engine.document_categories(overlap) == {"OVERLAP": ((0, len(overlap)),)}
    # a statement that points ahead speaks of what follows it, not of the table before it
    table = "| Candidate | Share (%) |\n|---|---|\n| A | 54 |\n| B | 58 |\n"
    ahead = table + "Voters could name two issues, so the figures below overlap:\n- Rent: 57 %\n"
    for first, last in engine.document_categories(ahead)["OVERLAP"]:
        assert len(table) <= first < ahead.index("- Rent") and last == len(ahead)
    # a p-value or "in terms of" makes its own figure no part, and no other figure
    local = "The groups differed (p < 0.01); 61 % preferred it in terms of taste."
    assert "OVERLAP" not in engine.document_categories(local)
    assert "NOT_PARTS" not in engine.document_categories(local)


def test_a_note_inside_a_numbered_question_speaks_only_of_that_question() -> None:
    engine = ContextEngine()
    q1 = "Q1. How do you mainly travel? (choose one)\nCar 46 %, bus 22 %, bike 19 %.\n\n"
    q2 = "Q2. What would help? (tick all that apply)\nCheaper fares 58 %, lockers 41 %.\n\n"
    q3 = "Q3. Commute time\n27 minutes."
    text = q1 + q2 + q3
    # (the first question's line is the text's title, and its section ends at the next)
    assert engine.document_categories(text) == {
        "OVERLAP": ((len(q1), len(q1) + len(q2)),),
        "SINGLE_ANSWER": ((0, len(q1)),),
    }
    # a titled item of a roundup holds its own topic; the same note unnumbered is the page's
    roundup = "1. **Probe.** It flew at 9 km/s.\n2. **Galaxy.** Cosmic expansion carries it off.\n"
    ((first, last),) = engine.document_categories(roundup)["EXPANSION"]
    assert (first, last) == (roundup.index("2."), len(roundup))
    plain = "It flew at 9 km/s.\nCosmic expansion carries the galaxy off.\n"
    assert engine.document_categories(plain) == {"EXPANSION": ((0, len(plain)),)}


@pytest.mark.parametrize(
    ("statement", "category"),
    [
        ("All of the above is an imagined scenario for a writing class.", "HYPOTHETICAL"),
        ("The figures above are made up.", "HYPOTHETICAL"),
        ("None of the above claims is true.", "DENIED"),
        ("Everything above is a hoax.", "DENIED"),
        ("All of the above is well documented.", None),
        ("The figures below are made up:", None),  # it speaks of what follows, not of this
    ],
)
def test_a_look_back_over_the_page_speaks_of_all_before_it(
    statement: str, category: str | None
) -> None:
    text = "The motor runs at 130 % efficiency.\n\n" + statement + "\n\nA probe flew 5 km/s."
    found = ContextEngine().document_categories(text)
    assert set(found) == ({category} if category else set())
    if category:
        assert found[category] == ((0, text.index(statement)),)



@pytest.mark.parametrize(
    ("onward", "denied"),
    [
        # a word for a figure, with no figure of its own before it, lines later
        (("We have withdrawn that edition.", "No motor gives out more than it takes, so the "
          "figure was never physically possible."), True),
        # an opening anaphor past a line of no figures
        (("Is that a super-efficient pump?", "A: That would be a display bug."), True),
        # a figure in between is what an unnamed anaphor then speaks of
        (("The station logged 90 %.", "The figure cannot be right."), False),
        (("The station logged 90 %.", "That cannot be right."), False),
        (("The log is old.", "It logged 90 %, and the figure cannot be right."), False),
        # named by what shows it, the figure is this line's, figures in between or not
        (("The station logged 40 %.", "But the screenshot's number cannot be real."), True),
        (("The station logged 40 %.", "But the station's number cannot be real."), False),
    ],
)
def test_a_later_line_may_name_the_figures_of_a_line(
    onward: tuple[str, ...], denied: bool
) -> None:
    text = "A screenshot shows the pump's efficiency as 130 %."
    claims = (claim(text, "130 %"),)
    (context,) = ContextEngine().modifiers(text, claims, (), Neighbours(onward=onward))
    assert ("DENIED" in context) is denied


def test_an_opening_anaphor_is_spoken_of_again_in_a_later_clause() -> None:
    text = "v = d/t = 5.0 × 10⁸ m/s."
    claims = (claim(text, "5.0 × 10⁸ m/s", 5.0e8),)
    for after, denied in [
        ("That is faster than light, so it cannot be right.", True),
        ("That is fast; hence it cannot be right.", True),
        # a figure of the line's own comes first: "it" may be that one
        ("That is 1.7 c, so it cannot be right.", False),
    ]:
        nearby = Neighbours(after=after, onward=(after,))
        (context,) = ContextEngine().modifiers(text, claims, (), nearby)
        assert ("DENIED" in context) is denied, after


def test_a_release_told_without_figures_goes_on_in_the_next_line() -> None:
    text = "It hit the water 2.1 seconds later."
    claims = (claim(text, "2.1 seconds"),)
    before = "Our guide let a pebble go from rest over the edge."
    (context,) = ContextEngine().modifiers(text, claims, (), Neighbours(before=before))
    assert {"FALL", "FROM_THERE"} <= context
    # a line with figures of its own releases those; a line that does not go on with the
    # same subject tells another event
    for nearby, line in [
        (Neighbours(before="Our guide let a 2 kg pebble go over the edge."), text),
        (Neighbours(before=before), "A bus left 2.1 seconds later."),
    ]:
        (context,) = ContextEngine().modifiers(line, (claim(line, "2.1 seconds"),), (), nearby)
        assert not context & {"FALL", "FROM_THERE"}, (nearby, line)


def test_an_uncertainty_is_a_spread_not_a_level() -> None:
    spread, level = modifiers("Parallax (about ±1 cm) on a 20 cm ruler.", "1 cm", "20 cm")
    assert "CHANGE" in spread and "CHANGE" not in level


@pytest.mark.parametrize(
    ("text", "surface", "category"),
    [
        ("Good plants reach 55 % to 70 % of the Carnot figure.", "70 %", "RELATIVE"),
        (
            "Each is out of a different group, so they shouldn't be added together: 64 %, 58 %.",
            "64 %",
            "OVERLAP",
        ),
        ("A figure like −3.1 kg means 3.1 kg less than at the start.", "−3.1 kg", "HYPOTHETICAL"),
    ],
)
def test_notes_on_figures_say_what_they_are(text: str, surface: str, category: str) -> None:
    assert category in modifiers(text, surface)[0]


def test_a_heading_term_speaks_of_its_section_only() -> None:
    engine = ContextEngine()
    supposed = "## Thought experiment: negative mass\n\nTake a −1 kg block.\n\n"
    told = "## Back in the lab\n\nThe block weighs 2 kg."
    text = supposed + told
    assert engine.document_categories(text) == {"HYPOTHETICAL": ((0, len(supposed)),)}
    # a custom section term is read from its data like any other
    custom = ContextEngine(
        [TriggerTerm(pattern="daydream", category="HYPOTHETICAL", direction="section")]
    )
    dream = "**A daydream**\nIt flew at 2c."
    assert custom.document_categories(dream) == {"HYPOTHETICAL": ((0, len(dream)),)}
    assert custom.document_categories("A daydream. It flew at 2c.") == {}


def _balances(text: str, *surfaces: str) -> list[tuple[str, str]]:
    claims = tuple(claim(text, s) for s in surfaces)
    return [
        (b.taken_in.text, b.given_out.text) for b in energy_balances(Sentence(text, claims))
    ]


def test_energy_in_and_out_of_one_machine_make_a_balance() -> None:
    text = "The genset burns 10 kW of fuel and puts out 12 kW of electricity."
    assert _balances(text, "10 kW", "12 kW") == [("10 kW", "12 kW")]
    text = "Of every 100 J of heat the engine absorbs, 80 J comes out as work."
    assert _balances(text, "100 J", "80 J") == [("100 J", "80 J")]


def test_an_output_per_unit_of_input_is_a_balance_against_one_unit() -> None:
    text = "The genset puts out 1.2 kW of electricity for every kW of fuel it burns."
    [(taken_in, given_out)] = [
        (b.taken_in, b.given_out)
        for b in energy_balances(Sentence(text, (claim(text, "1.2 kW"),)))
    ]
    assert (taken_in.text, taken_in.si_value, given_out.text) == ("every kW", 1.0, "1.2 kW")
    # another unit after "for every" is no input of this one
    text = "The genset puts out 1.2 kW of electricity for every litre of fuel it burns."
    assert _balances(text, "1.2 kW") == []


@pytest.mark.parametrize(
    "text",
    [
        # two things' figures: a new subject after "and"
        "The panels produced 12 kW at noon, and the house used 10 kW.",
        # a heat mover's heat out for its work in
        "The heat pump draws 10 kW and delivers 12 kW of heat.",
        # a peak against a steady draw
        "The motor draws 10 kW cruising and puts out 12 kW at peak.",
        # two inputs: which pair goes together is not told
        "It burns 10 kW of gas and 2 kW of wood and puts out 12 kW.",
    ],
)
def test_no_balance_where_the_figures_are_not_one_machines(text: str) -> None:
    surfaces = [s for s in ("10 kW", "12 kW", "2 kW") if s in text]
    assert _balances(text, *surfaces) == []


def test_a_quoted_block_the_writer_introduces_as_their_own_is_not_reported() -> None:
    engine = ContextEngine()
    block = " results section says:\n\n> Efficiency: 25 %\n\nThe engine ran at about 420 rpm."
    assert "REPORTED" not in engine.document_categories("My" + block)
    assert "REPORTED" in engine.document_categories("Your" + block)


@pytest.mark.parametrize(
    ("onward", "reported"),
    [
        (("My uncle wants to buy one.", "Is there any chance this works?"), True),
        # a line with a figure of its own stands between
        (("It costs $49.", "Is there any chance this works?"), False),
        # the question opens the next line (a new turn, a new paragraph): it asks of something else
        (("My uncle wants to buy one.\n\n", "Is there any chance this works?"), False),
    ],
)
def test_a_question_closing_the_line_reaches_its_last_figures(
    onward: tuple[str, str], reported: bool
) -> None:
    text = "The motor on the stall is 140 % efficient."
    claims = (claim(text, "140 %"),)
    nearby = Neighbours(after=onward[0], onward=onward)
    (context,) = ContextEngine().modifiers(text, claims, (), nearby)
    assert ("REPORTED" in context) is reported
