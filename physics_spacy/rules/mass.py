"""Mechanics: ordinary matter has positive mass."""

from __future__ import annotations

from collections.abc import Iterator

from ..claims import Finding, Sentence
from .context import is_change, number
from .registry import register_rule


@register_rule("negative_mass", severity="FAIL")
def negative_mass(sentence: Sentence) -> Iterator[Finding]:
    """A mass (or a weight given in mass units) below zero.

    Exempt: changes of mass ("the mass changed by -0.3 g", "lost 4 kg", a mass
    defect); negative energies are not masses (binding energies, net flows).
    """
    for claim in sentence.of_kind("MASS"):
        lightest = claim.si_bounds[0]
        if lightest < 0 and not is_change(sentence, claim):
            yield Finding(f"{claim.text} ({number(lightest)} kg) is a negative mass", (claim,))
