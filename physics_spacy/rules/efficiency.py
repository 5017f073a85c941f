"""Energy conservation and the second law: no engine gives out more than it takes in,
and no heat engine beats Carnot."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import pairwise

from ..claims import Claim, Finding, Sentence, Span, of_kind
from ..constants import WATER_BOILING_POINT_K
from ..context import energy_balances, rows_of_two_questions
from ..structure import MARKDOWN_HEADING, PART_IN_BRACKETS
from .numbers import NOT_A_LEVEL, number
from .registry import register_rule

# Half a percentage point: "a maximum efficiency of 25 %" for a bound of 24.99 % is rounding.
CARNOT_ROUNDING = 0.005
# Energy out over energy in, each rounded: "about 1 kW in, 1.01 kW out" is no gain.
BALANCE_ROUNDING = 0.01
# Roles that make an efficiency figure no level of energy out over energy in: also a heat
# pump's (HEAT_MOVER), a light's that draws heat from around it besides its electrical
# input (AMBIENT_HEAT) and a ratio of something else than energy (NOT_ENERGY).
# (nor a chance or a confidence: "±0.35 points on efficiency …, at 95 % confidence")
# (a ceiling claims no efficiency above it: "never more than 110 % efficient": AT_MOST)
_NOT_A_LEVEL = NOT_A_LEVEL | {"HEAT_MOVER", "AMBIENT_HEAT", "NOT_ENERGY", "PROBABILITY", "AT_MOST"}


_PERCENT_UNCERTAINTY = re.compile(r"\s*(?:\+/?-|±|\+)\s*\d+(?:\.\d+)?\s*%")
# "for the high efficiency system 6 of 18 modules": a count out of a total.
_COUNT_OF = re.compile(r"\s+(?:of|out of)\s+\d")
# A whole number before a noun counts things: "efficiency analysis on the final 4 designs".
_COUNTS_SOMETHING = re.compile(
    r"\s+(?!(?:is|was|are|were|be|at|in|on|for|and|or|of|with|by|to|from|per|percent"
    r"|overall|under|over|across|when|while|which|that|than|here|there|today|now|then|so"
    r"|according)\b)[a-z]{3,}"
)


# A product's name in capitals before its number: "HyLYZER 600", "XRT 3".
_MODEL_NAME_BEFORE = re.compile(r"\b(?:[A-Z][a-z]*[A-Z][A-Za-z]*|[A-Z]{3,})[ -]?\Z")
_MULTIPLE_WORD = re.compile(r"\s*-?(?:times|fold|×)(?:\s|$)", re.IGNORECASE)


def states_efficiency(sentence: Sentence, claim: Claim) -> bool:
    """Whether a percentage or number is an efficiency level the sentence states
    (read as a fraction by :func:`_as_fraction`).

    A claim plays the role EFFICIENCY ("an efficiency of 1.3", "120 % efficient", a
    column headed "Efficiency", "turns 60 % of the heat into work"). Left out: heat
    pumps and other heat movers, non-energy efficiencies (volumetric, quantum), and
    relative figures ("20 % more efficient"). A range counts by its upper end; a bare
    number of 10 or more is read as a percentage without its sign.
    """
    # a bare number in words is no efficiency ("the two major trends ... efficiency"); a
    # fraction in words is ("converts half of the heat it absorbs into work")
    if not (claim.kind == "PERCENT" or claim.in_digits or 0 < claim.value < 1):
        return False
    if (
        claim.kind == "NUMBER"
        and "." not in claim.text
        and (
            _COUNTS_SOMETHING.match(after := sentence.after(claim, 24))
            or _COUNT_OF.match(after)
        )
    ):
        return False
    # "Stack efficiency of 3MW HyLYZER 600 is 80 %": the number of a model's name
    if (
        claim.kind == "NUMBER"
        and "." not in claim.text
        and _MODEL_NAME_BEFORE.search(
            sentence.text, max(0, claim.start_char - 24), claim.start_char
        )
    ):
        return False
    # "sunlight concentrated 665 times", "a 3-fold gain": a multiple, no share of energy
    if claim.kind == "NUMBER" and (
        _MULTIPLE_WORD.search(claim.text) or _MULTIPLE_WORD.match(sentence.after(claim, 8))
    ):
        return False
    # "heat rate 9,500 Btu/kWh": a ratio of two unlike units is no efficiency as written
    # (9,500 of them make 2.78); a ratio of like ones ("0.92 W/W") is
    if claim.kind == "NUMBER" and claim.si_value != claim.value:
        return False
    # "1.7+0.2%", "1.7 ± 0.2 %": a percentage with its uncertainty, written once
    if claim.kind == "NUMBER" and _PERCENT_UNCERTAINTY.match(sentence.after(claim, 16)):
        return False
    # Years and counts pass the bound: without an efficiency term, no roles to compute.
    if not sentence.could_play("EFFICIENCY"):
        return False
    modifiers = sentence.modifiers(claim)
    return "EFFICIENCY" in modifiers and not modifiers & _NOT_A_LEVEL


# A bare efficiency of 10 or more is a percentage written without its sign ("| Efficiency
# | 40 |", "High Efficiency … 62"); below that, a fraction ("an efficiency of 1.3").
_PERCENT_WITHOUT_SIGN = 10


# What makes a figure beside two reservoirs no claim of an engine's efficiency (a ceiling,
# "η is always less than 1", or a floor, "an efficiency above 100 %", is no engine's).
_NO_ENGINE_CLAIM = frozenset(
    {"NOT_HEAT_ENGINE", "HYPOTHETICAL", "REPORTED", "BOUND", "AT_MOST", "AT_LEAST"}
)


def _open_ended(sentence: Sentence, reservoirs: list[Claim], kelvin: float, side: str) -> bool:
    """Whether every claim that states the reservoir temperature ``kelvin`` gives it only as
    a floor (``side`` AT_LEAST, for the hot side: "over 1,000 °C") or a ceiling (AT_MOST,
    for the cold side: "below 10 °C"): the bound it sets is then no bound."""
    stating = [c for c in reservoirs if kelvin in c.si_bounds]
    return bool(stating) and all(side in sentence.modifiers(c) for c in stating)


# A table row whose name (its first cell, no figure in it) is one temperature's.
_NAMES_ONE_TEMPERATURE = re.compile(r"\s*\|[^|\d]*\btemp(?:erature)?\b[^|\d]*\|", re.IGNORECASE)


def _in_separate_rows(sentence: Sentence, reservoirs: list[Claim]) -> bool:
    """Whether the hot and the cold temperature stand only in different records of a
    table (rows with two figures or more, a figure in a row's name counting too: "|
    Combined cycle (turbine inlet ~1,500 °C) | — | 58–63 |"): each row is a plant of its
    own, not one engine's two reservoirs. (The rows of a "Parameter | Value" table, with
    or without a "Unit" column, describe one, and so do rows of temperatures only, one
    parameter over the columns: "| Condenser temperature (°C) | 35 | 35 |".) So is a
    range in one cell ("| 600–620 |"): the spread of one reservoir's temperature, not two
    reservoirs."""
    units = {sentence.unit_of(c) for c in reservoirs}
    if not all(sentence.is_table_row(unit) for unit in units):
        return False
    if len(units) == 1:
        if len(reservoirs) == 1:
            return reservoirs[0].is_range
        # a row named for one temperature, over columns of years or runs: "| Condenser
        # temperature (°C) | 30 | 32 | +2 K |"
        return _NAMES_ONE_TEMPERATURE.match(sentence.unit_text(next(iter(units)))) is not None
    # (rows of temperatures only are one parameter each, over the columns: "| Main steam
    # temperature (°C) | 540 | 540 |" / "| Condenser temperature (°C) | 35 | 35 |")
    return all(_figures(sentence, unit) >= 2 for unit in units) and not all(
        _temperatures_only(sentence, unit) for unit in units
    )


def _temperatures_only(sentence: Sentence, unit: int) -> bool:
    """Whether every figure a table row states is a temperature."""
    return all(
        c.kind == "TEMPERATURE"
        for c in sentence.claims
        if sentence.unit_of(c) == unit and "REFERENCE" not in sentence.modifiers(c)
    )


def _bound_in_its_row(sentence: Sentence, efficiency: Claim, reservoirs: list[Claim]) -> bool:
    """Whether ``efficiency`` stands in a table row, away from the reservoirs, beside a
    higher percentage of its own row: the bound the row gives its own machine."""
    unit = sentence.unit_of(efficiency)
    if not sentence.is_table_row(unit) or any(sentence.unit_of(r) == unit for r in reservoirs):
        return False
    return any(
        c is not efficiency and sentence.unit_of(c) == unit and c.value >= efficiency.value
        for c in sentence.of_kind("PERCENT")
    )


def _figures(sentence: Sentence, unit: int) -> int:
    """How many figures a table row states (names such as "Trial 3" not counted)."""
    return sum(
        sentence.unit_of(c) == unit and "REFERENCE" not in sentence.modifiers(c)
        for c in sentence.claims
    )


def _as_fraction(claim: Claim) -> float:
    upper = claim.si_bounds[1]
    if claim.kind == "NUMBER" and abs(upper) >= _PERCENT_WITHOUT_SIGN:
        return upper / 100
    return upper


@register_rule("over_unity_efficiency", severity="FAIL", colour="#da77f2")
def over_unity_efficiency(sentence: Sentence) -> Iterator[Finding]:
    """A device's efficiency above 100 % (above 1 as a fraction): more energy out than in.

    Exempt: heat pumps, refrigerators, air conditioners and any coefficient of
    performance (HEAT_MOVER: they move heat, so 300-400 % is normal); a light that draws
    heat from its surroundings, counted against its electrical input alone (AMBIENT_HEAT:
    "LED that cools its surrounding environment … over 200%"); volumetric and
    quantum efficiencies (NOT_ENERGY); boiler ratings on the net calorific value
    (NET_CALORIFIC: a condensing boiler's 107 % leaves out the heat of its condensing
    steam); relative improvements ("improved efficiency by 120 %") and factors ("up to
    1,000-fold").

    An efficiency told as energy or power in and out ("burns 10 kW of fuel and puts out 12
    kW of electricity", :func:`~physics_spacy.context.frames.energy_balances`) is judged
    as their ratio, with a percent of rounding; not a heat mover's, a gain, a peak
    against a steady draw, or two things' figures.
    """
    for balance in energy_balances(sentence):
        if balance.efficiency > 1 + BALANCE_ROUNDING:
            yield Finding(
                f"{balance.given_out.text} out for {balance.taken_in.text} in is an efficiency "
                f"of {number(balance.efficiency * 100)} %: more energy out than goes in "
                "(at most 100 %)",
                (balance.taken_in, balance.given_out),
            )
    for claim in sentence.of_kind("PERCENT", "NUMBER"):
        # the bound first: a claim's roles are read only for a figure above it
        if (
            (efficiency := _as_fraction(claim)) > 1
            and not _FACTOR_AFTER.match(sentence.text, claim.end_char)
            and states_efficiency(sentence, claim)
            and "NET_CALORIFIC" not in sentence.modifiers(claim)
        ):
            yield Finding(
                f"an efficiency of {number(efficiency * 100)} % gives out more energy than "
                "goes in (at most 100 %)",
                (claim,),
            )


# "could increase energy efficiency up to 1,000-fold": a factor of improvement, no level.
_FACTOR_AFTER = re.compile(r"[-\s]?fold\b|\s*(?:times|[x×])(?!\w)", re.IGNORECASE)


def could_beat_carnot(claims: Sequence[Claim]) -> bool:
    """Whether :func:`carnot_limit` could fire on some of ``claims``: two distinct positive
    absolute temperatures, and a percentage or number (or a ratio of two energies or two
    powers) above the lowest Carnot bound (plus rounding) that any two of them set.

    The bound between the hottest and coldest temperatures a sentence states is at least
    the bound of two neighbours among all of them; more claims only lower that least
    bound or add figures, so what holds of some claims holds of more.
    """
    temperatures = _absolute_temperatures(of_kind(claims, "TEMPERATURE"))
    if len(temperatures) < 2:
        return False
    least_bound = min(1 - cold / hot for cold, hot in pairwise(temperatures))
    figures = of_kind(claims, "PERCENT", "NUMBER")
    if any(_as_fraction(c) > least_bound + CARNOT_ROUNDING for c in figures):
        return True
    # or two energies (powers) whose ratio is above it: work out over heat in
    amounts = [c for c in of_kind(claims, "ENERGY", "POWER") if c.si_value > 0]
    return any(
        least_bound + CARNOT_ROUNDING < out.si_value / taken.si_value <= 1 + BALANCE_ROUNDING
        for taken in amounts
        for out in amounts
        if out is not taken and out.si_unit == taken.si_unit
    )


def _absolute_temperatures(claims: Iterable[Claim]) -> list[float]:
    """The distinct positive kelvin values the claims state (both ends of a range), in order."""
    return sorted({t for c in claims for t in c.si_bounds if t > 0})


# Temperatures this close are one, written in two scales ("283 K (10 °C)" is 283.15 K).
_SAME_TEMPERATURE_K = 0.5
# A factor of a product: "(4186 J/kg·K × 8.0 K)".
_FACTOR_BEFORE = re.compile(r"[\w)]\s*[×*·⋅]\s*$")


@register_rule(
    "carnot_limit",
    severity="FAIL",
    colour="#e8590c",
    reads_passages=True,
    could_fire=could_beat_carnot,
    passage_roles=("EFFICIENCY",),  # an efficiency a heat engine gives: states_efficiency
    # the reservoirs someone else gives ("Student: hot side 90°C, cold side 20°C") are the
    # premises of the efficiency an answer works out in a later line
    premises=("HYPOTHETICAL", "REPORTED"),
)
def carnot_limit(sentence: Sentence) -> Iterator[Finding]:
    """A heat engine's efficiency above the Carnot bound 1 − Tc/Th for the hot and cold
    temperatures stated in the same sentence (converted to kelvin first).

    Th is the hottest and Tc the coldest temperature the sentence states ("takes steam
    at 300 °C and dumps heat into a 30 °C lake"), of those said to be an engine's if two
    are; "between 600 K and 300 K" counts as both ends. Across the lines of one answer
    (bullets, steps), the temperatures or the efficiency must be said to be a heat
    engine's (HEAT_ENGINE: engine, turbine, plant,
    reservoir, thermal efficiency). A temperature multiplied by something ("c × 8.0 K",
    a heat capacity times a rise) is no reservoir. Exempt: efficiencies at or under the
    bound, or within half a percentage point of it (rounding); sentences without two
    distinct positive absolute temperatures (more than half a kelvin apart: "283 K
    (10 °C)" is one); temperature changes, and one body's temperatures over time (PATH: "fell
    from 1,420 °F to 1,110 °F"); the range of conditions a device works in (ENVELOPE:
    "Operating range (°C) | −20 to 60"); other machines' temperatures set against these
    (RELATIVE: "lower steam temperatures than coal plants (which reach 540–600 °C)"); an
    exhaust's temperature (EXHAUST: "the gas turbine's exhaust, at around 600 °C"), heat on
    its way out and above any sink (below 100 °C it has condensed: it is the sink), unless
    the text says the engine runs "between those temperatures" (which are then the ones
    told before it, not a later aside's); heat pumps and other heat movers, and the
    temperatures they work at; converters that are not heat engines (NOT_HEAT_ENGINE: solar
    cells, fuel cells, batteries, motors, drives, pumps, solar receivers) and a substance's
    fixed points (NOT_HEAT_ENGINE: "$T_c = 647
    K$ … at the critical point"); an efficiency only supposed, asked about or quoted from
    someone else, whatever temperatures are stated; the bound itself, however computed
    (BOUND: "Carnot efficiency = 1 − 27/327 = 91.7 %"); a hot side given only as a floor
    or a cold side only as a ceiling (AT_LEAST: "a flame at well over 1,000 °C", AT_MOST:
    "below 10 °C"), which bounds nothing; a temperature only supposed or asked
    about ("if the cold reservoir were at 250 K?") where two others are stated. A document
    whose headed sections each state their own engine's temperatures ("## Engine A (hot
    reservoir 600 K, cold reservoir 300 K)" … "## Engine B (… 400 K …)") is judged section
    by section.
    """
    # "… and the exhaust leaves at 500 °C; running between those temperatures, …": the
    # text makes its reservoirs of whatever temperatures it names
    not_reservoirs = {"CHANGE", "PATH", "HEAT_MOVER", "RELATIVE", "NOT_HEAT_ENGINE"}
    between_those = _BETWEEN_THOSE.search(sentence.text)
    if not between_those:
        not_reservoirs.add("ENVELOPE")
    stated = [
        c
        for c in sentence.of_kind("TEMPERATURE")
        if not sentence.modifiers(c) & not_reservoirs
        and (between_those or not _exhaust_above_its_sink(sentence, c))
        and not _FACTOR_BEFORE.search(sentence.before(c, 8))
    ]
    if between_those:
        # "running between these temperatures": the ones told before, not a later aside's
        # ("plants push steam above 600 °C" under "How to improve it")
        told = [c for c in stated if c.start_char < between_those.start()]
        stated = told if len(_absolute_temperatures(told)) > 1 else stated
    for reservoirs_span, judged in _engine_sections(sentence.text, stated):
        yield from _beyond_carnot(sentence, _within(stated, *reservoirs_span), judged)


def _exhaust_above_its_sink(sentence: Sentence, temperature: Claim) -> bool:
    """Whether ``temperature`` is an exhaust's, hot enough to be heat on its way out
    rather than the sink itself: steam leaving below water's boiling point has condensed
    ("the boiler at 200 °C and the exhaust at 25 °C")."""
    bounds = temperature.si_bounds
    return (
        "EXHAUST" in sentence.modifiers(temperature)
        and bounds is not None
        and bounds[1] > WATER_BOILING_POINT_K
    )


# A range that names two temperatures as its ends: "between 27 °C and 327 °C".
_BOTH_ENDS = re.compile(r"\band\b", re.IGNORECASE)
_BETWEEN_THOSE = re.compile(
    r"\bbetween\s+(?:those|these|the|both)(?:\s+two)?\s+(?:temperatures|reservoirs)\b",
    re.IGNORECASE,
)


def _within(claims: list[Claim], start: int, end: int) -> list[Claim]:
    return [c for c in claims if start <= c.start_char < end]


# An exercise numbered by its chapter: "20.21 A reversible engine …", "14.12 T_h = 420 K".
# (not a figure that opens a line: "3.5 kg of water …")
_EXERCISE_NUMBER = r"\d{1,2}\.\d{1,3}[ \t]+(?=[^\s\d])(?![a-zµ°%]{1,3}\b)"
_EXERCISE = re.compile(_EXERCISE_NUMBER)

# What opens a section: a markdown heading ("## Engine B (hot reservoir 400 K, …)", its
# level the number of "#"), a bold lead at a line's start ("**Plant 2.** Brine is drawn
# …"), or a short line of its own at the start or after a blank line, with no end
# punctuation ("Plant 2: Hollow Ridge geothermal"). A line that ends in a colon introduces
# a list ("Measured performance:"), no section.
_HEADING = re.compile(
    r"^[ \t]{0,3}(?P<level>#{1,6})[ \t]"
    r"|^\*\*[^*\n]{1,80}(?<!:)\*\*"
    # an exercise numbered by its chapter, and its answer: "20.21 A reversible engine …"
    + r"|^"
    + _EXERCISE_NUMBER
    + r"|(?:\A|(?<=\n\n))[^\n|>*#-][^\n]{2,58}(?<![.!?;,:])(?=\n[^\n])",
    re.MULTILINE,
)


# A bold lead that opens a part of a question ("**(a) Efficiency**", "**Part b**"): a
# subsection of the markdown section it stands in, not text of the whole document.
# A numbered question's lead: "**Q3 (a)–(d): Circuits.**", "## Problem 4", "**Question 2.**".
_QUESTION_LEAD = re.compile(
    r"[ \t]*(?:#{1,6}[ \t]+|\*\*)\s*(?:Q(?:uestion)?\s*\d+|Problem\s+\d+|Exercise\s+\d+)", re.I
)
_PART_LEAD = re.compile(rf"\*\*\s*(?:{PART_IN_BRACKETS}|part\s+[a-h1-9]\b)", re.I)


def _engine_sections(text: str, stated: list[Claim]) -> list[tuple[Span, list[Span]]]:
    """Where to read reservoirs, and the spans whose efficiencies they bound. When two or
    more of the document's sections state two temperatures of their own, each such
    section is judged with its own; a markdown section after one, without temperatures
    ("## Conclusions"), goes with it, and so does a part of its question under a bold lead
    ("**(b) Heat rejected**"); any other text (a title, a summary table under
    "**Summary**") is judged with the temperatures of the whole text. When only one
    section states them and it is a numbered question's, they bound no other numbered
    question's efficiencies, nor those before the first heading. Else the whole text is
    one span."""
    whole: Span = (0, len(text))
    headings = list(_HEADING.finditer(text))
    if not headings:
        return [(whole, [whole])]
    sections = [
        (m.start(), m.group("level"), end)
        for m, end in zip(headings, [h.start() for h in headings[1:]] + [len(text)], strict=True)
    ]
    engines = [len(_absolute_temperatures(_within(stated, s, e))) > 1 for s, _, e in sections]
    if sum(engines) == 1 and any(
        engine and _QUESTION_LEAD.match(text, s)
        for (s, _, _), engine in zip(sections, engines, strict=True)
    ):
        # one numbered question's engine bounds no other question's efficiency ("**Q3 …
        # Circuits.** … Efficiency of delivery: 16/18 = 89 %" beside "**Q9 … Thermal.** A
        # Stirling engine runs between 90 °C and 20 °C"), nor what stands before the
        # first heading (another question's, whose lead the passage may not hold)
        return [
            (
                whole,
                [
                    (s, e)
                    for (s, _, e), engine in zip(sections, engines, strict=True)
                    if engine or not _QUESTION_LEAD.match(text, s)
                ],
            )
        ]
    if len(headings) < 2 or sum(engines) < 2:
        return [(whole, [whole])]
    groups: list[tuple[Span, list[Span]]] = []
    rest: list[Span] = [(0, sections[0][0])]
    # the spans of the markdown engine section still open to its subsections
    open_section: list[Span] | None = None
    for (start, level, end), engine in zip(sections, engines, strict=True):
        if engine:
            spans = [(start, end)]
            groups.append(((start, end), spans))
            open_section = spans if level else None
        elif open_section is not None and (level or _PART_LEAD.match(text, start)):
            open_section.append((start, end))
        elif not _EXERCISE.match(text, start):
            # (an exercise without temperatures of its own is bound by none of the others':
            # "14.11 η = 1 − 300/600 = 0.50" beside "14.12 T_h = 420 K, …")
            rest.append((start, end))
    return [*groups, (whole, rest)]


_RESERVOIR_TESTS: tuple[Callable[[frozenset[str]], bool], ...] = (
    lambda roles: "HYPOTHETICAL" not in roles,
    lambda roles: roles.isdisjoint({"AT_LEAST", "AT_MOST"}),
    lambda roles: "HEAT_ENGINE" in roles,
)


def _beyond_carnot(
    sentence: Sentence, stated: list[Claim], judged: list[Span]
) -> Iterator[Finding]:
    """:func:`carnot_limit` on the efficiencies in the spans ``judged`` of ``sentence``,
    with the temperatures ``stated``."""
    # Of more than two temperatures, those that are no reservoir of this engine give way in
    # turn, where two others are left: one only asked about ("How would the efficiency change
    # if the cold reservoir were at 250 K?"), a floor or a ceiling beside definite ones
    # ("creep accelerates above about 700 K"), one not said to be an engine's where two are
    # ("Problem 3: Convert −40 °C to Fahrenheit" after an engine's 400 K and 300 K).
    for reservoir in _RESERVOIR_TESTS:
        kept = [c for c in stated if reservoir(sentence.modifiers(c))]
        if len(_absolute_temperatures(stated)) > 2 and len(_absolute_temperatures(kept)) > 1:
            stated = kept
    temperatures = _absolute_temperatures(stated)
    if len(temperatures) < 2 or temperatures[-1] - temperatures[0] <= _SAME_TEMPERATURE_K:
        return  # one reservoir, perhaps written twice: "283 K (10 °C)"
    cold, hot = temperatures[0], temperatures[-1]
    bound = 1 - cold / hot
    reservoirs = [c for c in stated if {cold, hot} & set(c.si_bounds)]
    if len(reservoirs) == 1 and not _BOTH_ENDS.search(reservoirs[0].text):
        return  # "steam at 540–565 °C": the spread of one temperature, not two reservoirs
    # the reservoirs as the text states them, not as a later line supposes them again
    # ("… instead of assuming 100 °C")
    own = [c for c in reservoirs if "HYPOTHETICAL" not in sentence.modifiers(c)]
    if {cold, hot} <= {t for c in own for t in c.si_bounds}:
        reservoirs = own
    if _open_ended(sentence, reservoirs, hot, "AT_LEAST") or _open_ended(
        sentence, reservoirs, cold, "AT_MOST"
    ):
        return  # "a flame at well over 1,000 °C": the true bound may be any higher
    if _in_separate_rows(sentence, reservoirs):
        return  # "| Subcritical coal | 540 | 36 |" / "| Ultra-supercritical | 600 | 45 |"
    figures = sentence.of_kind("PERCENT", "NUMBER")
    for claim in (c for start, end in judged for c in _within(figures, start, end)):
        # the bound first: a claim's roles are read only for a figure above it
        efficiency = _as_fraction(claim)
        if not efficiency > bound + CARNOT_ROUNDING or not states_efficiency(sentence, claim):
            continue
        # "Could an engine between 300 °C and 30 °C reach 60 %?": an efficiency only
        # supposed claims nothing, whatever reservoirs are stated; nor does one quoted
        # from someone else ('What you wrote: "… 88 % efficient."') that the answer's own
        # reservoirs then correct; nor does one given only as a ceiling ("η is always less
        # than 1")
        if sentence.modifiers(claim) & _NO_ENGINE_CLAIM:
            continue
        # "| Combined-cycle gas plant | 62 | ~75 |" under "Efficiency (%) | Carnot limit
        # for its temperatures (%)": a row that gives its machine's own bound beside it
        if _bound_in_its_row(sentence, claim, reservoirs):
            continue
        # "| 2 | b | Efficiency of the test engine | 38 |" is bound by no temperature of
        # another question's row ("| 4 | a | Final gas temperature | 210 |")
        if any(rows_of_two_questions(sentence, claim, c) for c in reservoirs):
            continue
        # Across the lines of an answer, the figures must be said to be a heat engine's;
        # across a heading, the efficiency itself ("### 5.2 Network" / "| Overall
        # transmission and distribution | 94.1 |" is no efficiency of the plant above it).
        if not sentence.same_unit(claim, *reservoirs) and not any(
            "HEAT_ENGINE" in sentence.modifiers(c) for c in (claim, *reservoirs)
        ):
            continue
        if "HEAT_ENGINE" not in sentence.modifiers(claim) and any(
            MARKDOWN_HEADING.search(sentence.text, *sorted((c.end_char, claim.start_char)))
            for c in reservoirs
        ):
            continue
        yield Finding(
            f"an efficiency of {number(efficiency * 100)} % exceeds the Carnot limit of "
            f"{number(bound * 100)} % between {number(hot)} K and {number(cold)} K",
            (claim, *reservoirs),
            given=tuple(reservoirs),
        )
    # "absorbs 100 J from the 600 K reservoir, 80 J comes out as work, exhaust at 300 K":
    # work out over heat in (above 1, over_unity_efficiency's)
    for balance in energy_balances(sentence):
        pair = (balance.taken_in, balance.given_out)
        if (
            bound + CARNOT_ROUNDING < balance.efficiency <= 1 + BALANCE_ROUNDING
            and any(start <= balance.given_out.start_char < end for start, end in judged)
            and not any(sentence.modifiers(c) & _NO_ENGINE_CLAIM for c in pair)
            and (
                sentence.same_unit(*pair, *reservoirs)
                or any("HEAT_ENGINE" in sentence.modifiers(c) for c in reservoirs)
            )
        ):
            yield Finding(
                f"{balance.given_out.text} of work for {balance.taken_in.text} of heat is an "
                f"efficiency of {number(balance.efficiency * 100)} %, above the Carnot limit "
                f"of {number(bound * 100)} % between {number(hot)} K and {number(cold)} K",
                (*pair, *reservoirs),
                given=tuple(reservoirs),
            )
