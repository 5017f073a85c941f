"""SI readings of quantulum3's units through pint, and the claim kind of each unit.

physics_spacy keeps a pint registry of its own (never pint's application registry),
extended by ``data/units.txt``: the definitions live in data, not in code.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pint

# Claim kinds by pint dimensionality: these become the labels of the claim spans.
_KIND_BY_DIMENSIONS: dict[frozenset[tuple[str, float]], str] = {
    frozenset(): "NUMBER",
    frozenset({("[length]", 1), ("[time]", -1)}): "SPEED",
    frozenset({("[length]", 1), ("[time]", -2)}): "ACCELERATION",
    frozenset({("[temperature]", 1)}): "TEMPERATURE",
    frozenset({("[mass]", 1)}): "MASS",
    frozenset({("[length]", 1)}): "LENGTH",
    frozenset({("[length]", 2)}): "AREA",
    frozenset({("[length]", 3)}): "VOLUME",
    frozenset({("[time]", 1)}): "TIME",
    frozenset({("[time]", -1)}): "FREQUENCY",
    frozenset({("[mass]", 1), ("[length]", -3)}): "DENSITY",
    frozenset({("[mass]", 1), ("[length]", 1), ("[time]", -2)}): "FORCE",
    frozenset({("[mass]", 1), ("[length]", -1), ("[time]", -2)}): "PRESSURE",
    frozenset({("[mass]", 1), ("[length]", 2), ("[time]", -2)}): "ENERGY",
    frozenset({("[mass]", 1), ("[length]", 2), ("[time]", -3)}): "POWER",
    frozenset({("[current]", 1), ("[time]", 1)}): "CHARGE",
}

# quantulum3 names that pint reads as plain numbers but that mean something else.
_PERCENT_UNITS = frozenset({"percentage"})
_ANGLE_UNITS = frozenset({"degree angle", "minute of arc", "second of arc", "radian"})


@dataclass(frozen=True)
class UnitReading:
    """What physics_spacy knows about one quantulum3 unit."""

    kind: str
    si_unit: str | None
    pint_units: pint.Unit | None = None

    def to_si(self, value: float) -> float | None:
        """The value in SI base units (kelvin for temperatures), or None without a reading."""
        if self.pint_units is None or not math.isfinite(value):
            return None
        factor = _si_factor(self.pint_units)
        if factor is not None:  # what pint computes, without building two Quantities a claim
            return float(value * factor)
        return float(registry().Quantity(value, self.pint_units).to_base_units().magnitude)


@lru_cache(maxsize=1024)
def _si_factor(units: pint.Unit) -> float | None:
    """The factor to SI base units of a unit pint converts by one multiplication, else None.

    For such a unit pint's ``to_base_units`` returns ``value * factor``, the factor being
    the magnitude of one unit in base units (``1.0 * factor``), so multiplying here gives
    the same float. Offset and logarithmic units (°C, dB) go through pint. Tested against
    pint in ``tests/test_throughput_equivalence.py``.
    """
    one = registry().Quantity(1.0, units)
    if not one._is_multiplicative:  # pint's own test for offset and logarithmic units
        return None
    try:
        factor = one.to_base_units().magnitude
    except ArithmeticError:  # beyond float range: left to the plain path
        return None
    return factor if isinstance(factor, float) else None


@lru_cache(maxsize=1)
def registry() -> pint.UnitRegistry:
    """physics_spacy's pint registry, built once on first use (it takes ~0.3 s)."""
    import pint

    ureg = pint.UnitRegistry(autoconvert_offset_to_baseunit=False)
    definitions = resources.files("physics_spacy") / "data" / "units.txt"
    with resources.as_file(definitions) as path:
        ureg.load_definitions(str(path))
    return ureg


def pint_name(quantulum_name: str) -> str:
    """quantulum3's unit name as a pint name ("degree Celsius" -> "degree_Celsius")."""
    return quantulum_name.replace(" ", "_").replace("-", "_")


@cache
def reading(
    unit: str, dimensions: tuple[tuple[str, int], ...], entity: str, *, bundled: bool = True
) -> UnitReading:
    """Kind and SI reading of a unit, given quantulum3's name, base dimensions and entity.

    ``dimensions`` are quantulum3's (base unit name, power) pairs; compound units are
    rebuilt from them so that pint needs to know only the base names. quantulum3's own
    units are read from a bundled table computed by this function (see
    :mod:`physics_spacy.si_table`), so that pint loads only when needed; ``bundled=False``
    reads through pint.
    """
    if bundled:
        from .si_table import bundled as bundled_readings

        known = bundled_readings().get((unit, dimensions, entity))
        if known is not None:
            return known
    if unit == "dimensionless":
        return UnitReading("NUMBER", "1", registry().dimensionless)
    if unit in _PERCENT_UNITS:
        return UnitReading("PERCENT", "1", registry().Unit("percent"))
    if unit in _ANGLE_UNITS:
        return UnitReading("ANGLE", "rad", registry().Unit(pint_name(unit)))
    import pint

    ureg = registry()
    try:
        if len(dimensions) == 1 and dimensions[0][1] == 1:
            # Offset units (°C, °F) cannot be multiplied; a lone unit is used as it is.
            units = ureg.Unit(pint_name(dimensions[0][0]))
        else:
            units = ureg.dimensionless
            for base, power in dimensions:
                units = units * ureg.Unit(pint_name(base)) ** power
        si = ureg.Quantity(1, units).to_base_units().units
    except (pint.errors.PintError, AttributeError, TypeError, ValueError):
        # Unknown to pint (money, counts) or meaningless (an offset unit in a product).
        return UnitReading(_entity_kind(entity), None)
    dims = frozenset(units.dimensionality.items())
    kind = _KIND_BY_DIMENSIONS.get(dims, _entity_kind(entity))
    return UnitReading(kind, f"{si:~C}" or "1", units)


def _entity_kind(entity: str) -> str:
    return entity.upper().replace(" ", "_") or "OTHER"
