"""Thermodynamics: no temperature lies below absolute zero."""

from __future__ import annotations

from collections.abc import Iterator

from ..claims import Finding, Sentence
from ..constants import ABSOLUTE_ZERO_K
from .context import as_stated, is_change
from .registry import register_rule

# Rounding room for the exact boundaries (-273.15 °C, -459.67 °F): pint's offsets
# leave errors of ~1e-13 K.
_BOUNDARY_K = 1e-9


@register_rule("below_absolute_zero", severity="FAIL", colour="#4dabf7")
def below_absolute_zero(sentence: Sentence) -> Iterator[Finding]:
    """An absolute temperature below 0 K (-273.15 °C, -459.67 °F, 0 °R).

    A bare "degrees" in a temperature sentence is read on the most lenient scale, °F.
    Exempt: the exact boundaries; ranges whose ends are physical ("-40 to 120 °C");
    temperature changes and differences ("dropped by 300 °F", "a difference of -350 °C").
    """
    for claim in sentence.of_kind("TEMPERATURE"):
        coldest = claim.si_bounds[0]
        if coldest < ABSOLUTE_ZERO_K - _BOUNDARY_K and not is_change(sentence, claim):
            yield Finding(
                f"{as_stated(claim, coldest, 'K')} is below absolute zero (0 K)",
                (claim,),
            )
