"""Mechanics: ordinary matter has positive mass."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..claims import Finding, Sentence
from .context import as_stated, is_change
from .registry import register_rule

# Masses signed by convention: a glacier's mass balance, a scale read after taring.
_SIGNED_MASS = re.compile(
    r"\bmass\s+balance|\bbalance\s+(?:read|showed|displayed)|\btar(?:e|ed|ing)\b|"
    r"\bnet\s+(?:mass|weight)\s+(?:change|flux|loss)",
    re.IGNORECASE,
)


@register_rule("negative_mass", severity="FAIL", colour="#b197fc")
def negative_mass(sentence: Sentence) -> Iterator[Finding]:
    """A mass (or a weight given in mass units) below zero.

    Exempt: changes of mass ("the mass changed by -0.3 g", "lost 4 kg", a mass
    defect); masses signed by convention (a glacier's mass balance, a scale read after
    taring); negative energies are not masses (binding energies, net flows).
    """
    if _SIGNED_MASS.search(sentence.text):
        return
    for claim in sentence.of_kind("MASS"):
        lightest = claim.si_bounds[0]
        if lightest < 0 and not is_change(sentence, claim):
            yield Finding(f"{as_stated(claim, lightest, 'kg')} is a negative mass", (claim,))
