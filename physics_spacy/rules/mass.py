"""Mechanics: ordinary matter has positive mass."""

from __future__ import annotations

from collections.abc import Iterator

from ..claims import Finding, Sentence
from .numbers import as_stated, either_sign
from .registry import register_rule

# A change, a mass signed by convention, a term of a computation, or a bound of a
# statistic's interval ("95% CI −2.1 to 0.4 kg").
# (a floor claims no mass under it: "never lighter than −2 kg")
_NOT_A_LEVEL = frozenset({"CHANGE", "SIGNED", "OPERAND", "STATISTIC", "AT_LEAST"})


@register_rule("negative_mass", severity="FAIL", colour="#b197fc")
def negative_mass(sentence: Sentence) -> Iterator[Finding]:
    """A mass (or a weight given in mass units) below zero.

    Exempt: changes of mass (context CHANGE: "the mass changed by -0.3 g", "lost 4 kg",
    a mass defect, the result of a subtraction labelled a change or difference); masses
    signed by convention (SIGNED: a glacier's mass balance, a scale read after taring);
    negative energies are not masses (binding energies, net flows); the terms of a
    computation (OPERAND), whose result is judged like any claim ("so the load weighs
    40 − 55 = −15 kg"); the bounds of a statistic's interval (STATISTIC); the minus half of
    a bound either way ("+/-2 kg").
    """
    for claim in sentence.of_kind("MASS"):
        lightest = claim.si_bounds[0]
        if (
            lightest < 0
            and not either_sign(sentence, claim)
            and not sentence.modifiers(claim) & _NOT_A_LEVEL
        ):
            yield Finding(f"{as_stated(claim, lightest, 'kg')} is a negative mass", (claim,))
