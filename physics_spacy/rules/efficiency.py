"""Energy conservation and the second law: no engine gives out more than it takes in,
and no heat engine beats Carnot."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..claims import Claim, Finding, Sentence
from .context import GROWTH_BEFORE, clause_after, clause_before, number
from .registry import register_rule

_EFFICIENCY_BEFORE = re.compile(r"\befficienc(?:y|ies)\b[^.;]{0,30}$", re.IGNORECASE)
_EFFICIENCY_AFTER = re.compile(r"^\s*(?:\w+\s+)?(?:efficient|efficiency)\b", re.IGNORECASE)
# Devices that move heat rather than make work: their "efficiency" is a coefficient of
# performance, and several hundred percent is normal.
_MOVES_HEAT = re.compile(
    r"\bheat[\s-]*pumps?\b|\brefrigerat\w*|\bfridges?\b|\bfreezers?\b|\bair[\s-]*condition\w*|"
    r"\bcoefficient of performance\b|\bCOP\b|\bchillers?\b",
    re.IGNORECASE,
)
_NOT_ENERGY_EFFICIENCY = re.compile(
    r"\b(?:volumetric|quantum|fuel|spectral|pumping|sweep|combing|relative)\s+efficienc|"
    # Boiler ratings on the net (lower) heating value count the latent heat recovered.
    r"\bnet\s+calorific|\blower\s+heating\s+value|\bLHV\b",
    re.IGNORECASE,
)
# Converters that are not heat engines: Carnot's bound is not theirs.
_NOT_HEAT_ENGINE = re.compile(
    r"\bsolar|\bphotovoltaic|\bPV\b|\bfuel\s+cells?\b|\bbatter(?:y|ies)\b|\belectric\w*|"
    r"\bLEDs?\b|\bmotors?\b|\btransformers?\b|\binverters?\b|\bgenerators?\b",
    re.IGNORECASE,
)
# Half a percentage point: "a maximum efficiency of 25 %" for a bound of 24.99 % is rounding.
CARNOT_ROUNDING = 0.005
# "120 % more efficient", "efficiency improved by 20 %": a relative figure, not a level.
_RELATIVE_AFTER = re.compile(
    r"^\s*(?:more|less|better|higher|lower|gain|improvement)\b", re.IGNORECASE
)


def stated_efficiencies(sentence: Sentence) -> list[tuple[Claim, float]]:
    """The efficiency levels a sentence states, as fractions, with their claims.

    Empty for sentences about heat pumps and other heat movers, and for non-energy
    efficiencies (volumetric, quantum).
    """
    if _MOVES_HEAT.search(sentence.text) or _NOT_ENERGY_EFFICIENCY.search(sentence.text):
        return []
    found = []
    for claim in sentence.of_kind("PERCENT", "NUMBER"):
        before, after = clause_before(sentence, claim), clause_after(sentence, claim)
        if GROWTH_BEFORE.search(before) or _RELATIVE_AFTER.search(after):
            continue
        # A bare number is an efficiency only when named so first: "an efficiency of 1.3".
        cued_after = claim.kind == "PERCENT" and _EFFICIENCY_AFTER.search(after)
        if _EFFICIENCY_BEFORE.search(before) or cued_after:
            found.append((claim, claim.si_bounds[1]))  # a range: its upper end
    return found


@register_rule("over_unity_efficiency", severity="FAIL", colour="#da77f2")
def over_unity_efficiency(sentence: Sentence) -> Iterator[Finding]:
    """A device's efficiency above 100 % (above 1 as a fraction): more energy out than in.

    Exempt: heat pumps, refrigerators, air conditioners and any coefficient of
    performance (they move heat, so 300-400 % is normal); volumetric and quantum
    efficiencies; boiler ratings on the net calorific value (they can exceed 100 %);
    relative improvements ("improved efficiency by 120 %").
    """
    for claim, efficiency in stated_efficiencies(sentence):
        if efficiency > 1:
            yield Finding(
                f"an efficiency of {number(efficiency * 100)} % gives out more energy than "
                "goes in (at most 100 %)",
                (claim,),
            )


@register_rule("carnot_limit", severity="FAIL", colour="#e8590c")
def carnot_limit(sentence: Sentence) -> Iterator[Finding]:
    """A heat engine's efficiency above the Carnot bound 1 − Tc/Th for the hot and cold
    temperatures stated in the same sentence (converted to kelvin first).

    Th is the hottest and Tc the coldest temperature the sentence states; "between
    600 K and 300 K" counts as both ends. Exempt: efficiencies at or under the bound,
    or within half a percentage point of it (rounding); sentences without two distinct
    positive absolute temperatures; heat pumps and other heat movers; converters that are
    not heat engines (solar cells, fuel cells, batteries, electric motors).
    """
    if _NOT_HEAT_ENGINE.search(sentence.text):
        return
    stated = sentence.of_kind("TEMPERATURE")
    temperatures = sorted({t for c in stated for t in c.si_bounds if t > 0})
    if len(temperatures) < 2:
        return
    cold, hot = temperatures[0], temperatures[-1]
    bound = 1 - cold / hot
    for claim, efficiency in stated_efficiencies(sentence):
        if efficiency > bound + CARNOT_ROUNDING:
            yield Finding(
                f"an efficiency of {number(efficiency * 100)} % exceeds the Carnot limit of "
                f"{number(bound * 100)} % between {number(hot)} K and {number(cold)} K",
                (claim, *[c for c in stated if {cold, hot} & set(c.si_bounds)]),
            )
