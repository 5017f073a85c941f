"""SI readings of quantulum3's units through pint, and the claim kind of each unit.

physics_spacy keeps a pint registry of its own (never pint's application registry),
extended by ``data/units.txt``: the definitions live in data, not in code.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any

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


# Offset scales cannot be multiplied; inside a compound unit they mean a difference.
_DELTA_IN_COMPOUND = {"degree Celsius": "delta_degC", "degree fahrenheit": "delta_degF"}


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
        affine = _offset_conversion(self.pint_units)
        if affine is not None:  # °C, °F: pint's own steps, without its lookups a claim
            scale, offset, factor = affine
            return float((value * scale + offset) * factor)
        import numpy  # loaded with pint already; imported here to keep the import light

        # "5000 dB" is 10^500 in base units: beyond float range, no SI reading. numpy
        # would only warn (and print) and return inf; raised, the overflow is caught here.
        # What Quantity(value, units).to_base_units() computes, without building the two
        # Quantities: pint's own conversion of the magnitude to the base units.
        units, base = _to_base(self.pint_units)
        try:
            with numpy.errstate(over="raise", invalid="raise"):
                return float(registry().convert(value, units, base))
        except ArithmeticError:
            return None


@lru_cache(maxsize=1024)
def _to_base(units: pint.Unit) -> tuple[Any, Any]:
    """A unit's own and its base units, as pint's ``to_base_units`` converts between them."""
    return units._units, registry()._get_base_units(units._units)[1]


@lru_cache(maxsize=1024)
def _offset_conversion(units: pint.Unit) -> tuple[Any, Any, Any] | None:
    """``(scale, offset, factor)`` for a lone offset unit (°C, °F), which pint converts to
    its base units as ``(value * scale + offset) * factor``: its converter's
    ``to_reference``, then the factor from the reference unit (kelvin) to the base units,
    the same operations on the same numbers as ``registry().convert``. None for any other
    unit (logarithmic ones, dB, stay with pint). Tested against pint in
    ``tests/test_throughput_equivalence.py``."""
    from pint.facets.nonmultiplicative.definitions import OffsetConverter

    ureg = registry()
    own, base = _to_base(units)
    if len(own) != 1:
        return None
    ((name, power),) = own.items()
    converter = ureg._units[name].converter
    if power != 1 or type(converter) is not OffsetConverter or ureg._active_ctx:
        return None
    reference = ureg._add_ref_of_log_or_offset_unit(name, own.remove([name]))
    factor = ureg._get_conversion_factor(reference, base)
    if isinstance(factor, Exception):
        return None
    return converter.scale, converter.offset, factor


# What a non-multiplicative unit's conversion to SI base units takes, as pint does it:
# ("offset", scale, offset, factor) for °C and °F, ("log", scale, logbase, logfactor,
# factor) for dB. See :func:`_conversion` and :func:`convert`.
Conversion = tuple[Any, ...]


def _conversion(units: pint.Unit) -> Conversion | None:
    """The numbers pint converts a lone offset or logarithmic unit to its base units with,
    so that :func:`convert` repeats its steps without pint (the bundled table,
    :mod:`physics_spacy.si_table`). None for any other unit."""
    from pint.facets.nonmultiplicative.definitions import LogarithmicConverter

    affine = _offset_conversion(units)
    if affine is not None:
        return ("offset", *affine)
    ureg = registry()
    own, base = _to_base(units)
    if len(own) != 1 or ureg._active_ctx:
        return None
    ((name, power),) = own.items()
    converter = ureg._units[name].converter
    if power != 1 or type(converter) is not LogarithmicConverter:
        return None
    reference = ureg._add_ref_of_log_or_offset_unit(name, own.remove([name]))
    factor = ureg._get_conversion_factor(reference, base)
    if isinstance(factor, Exception):
        return None
    return ("log", converter.scale, converter.logbase, converter.logfactor, factor)


def convert(conversion: Conversion, value: float) -> float | None:
    """``value`` in SI base units by a :data:`Conversion`: the operations of pint's
    ``convert`` on the same numbers (its converter's ``to_reference``, numpy's ``exp`` and
    ``log`` as pint uses them, then the factor to the base units), so the same float.
    None where pint's result overflows. Tested against pint in
    ``tests/test_throughput_equivalence.py``."""
    if conversion[0] == "offset":
        _, scale, offset, factor = conversion
        return float((value * scale + offset) * factor)
    import numpy  # spaCy has loaded it already

    _, scale, logbase, logfactor, factor = conversion
    try:
        with numpy.errstate(over="raise", invalid="raise"):
            return float(scale * numpy.exp(numpy.log(logbase) * (value / logfactor)) * factor)
    except ArithmeticError:
        return None


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
            units = _pint_unit(dimensions[0][0])
        else:
            units = ureg.dimensionless
            for base, power in dimensions:
                # In a compound a temperature is a difference: "°C/min" is a rate of heating.
                delta = _DELTA_IN_COMPOUND.get(base)
                units = units * (ureg.Unit(delta) if delta else _pint_unit(base)) ** power
        si = ureg.Quantity(1, units).to_base_units().units
    except (pint.errors.PintError, AttributeError, TypeError, ValueError, ArithmeticError):
        # Unknown to pint (money, counts), meaningless (an offset unit in a product), or
        # a product pint cannot scale ("Q800 DMA": a prefix to the power 800 overflows).
        return UnitReading(_entity_kind(entity), None)
    dims = frozenset(units.dimensionality.items())
    kind = _KIND_BY_DIMENSIONS.get(dims, _entity_kind(entity))
    return UnitReading(kind, f"{si:~C}" or "1", units)


_POWER_WORDS = {"square ": 2, "cubic ": 3}


def _pint_unit(name: str) -> pint.Unit:
    """pint's unit for a quantulum3 unit name; "cubic centimetre" (a base quantulum3 puts in
    compounds such as "microgram per cubic centimetre") is centimetre cubed."""
    ureg = registry()
    try:
        return ureg.Unit(pint_name(name))
    except Exception:
        for word, power in _POWER_WORDS.items():
            if name.startswith(word):
                return ureg.Unit(pint_name(name[len(word) :])) ** power
        raise


def _entity_kind(entity: str) -> str:
    return entity.upper().replace(" ", "_") or "OTHER"


# --- what people write: the alias table (data/unit_aliases.txt) -----------------------

_FRACTION_CHARS = "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞"


@dataclass(frozen=True)
class AliasMatch:
    """An alias found after a number: the unit it names and where it was written."""

    unit: str
    alias: str
    start: int
    end: int


class AliasTable:
    """The unit spellings of ``data/unit_aliases.txt``, matched right after a number.

    One table, one engine: every alias is read here, so that a spelling is added by
    adding a line of data (see the file's header for the format).
    """

    def __init__(self, text: str) -> None:
        groups: dict[str, list[str]] = {}
        entries: list[tuple[str, str]] = []
        self.fractions: dict[str, tuple[int, int]] = {}
        self.counts: dict[str, int] = {}
        self.digits: dict[str, int] = {}
        self.part_places: list[str] = []
        self.not_wholes: list[str] = []
        for line in text.splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("@group "):
                name, *spellings = (part.strip() for part in line[7:].split(" = "))
                groups[name] = spellings
            elif line.startswith("@fraction "):
                word, value = (part.strip() for part in line[10:].split(" = "))
                numerator, denominator = value.split("/")
                self.fractions[word] = (int(numerator), int(denominator))
            elif line.startswith("@count "):
                word, value = (part.strip() for part in line[7:].split(" = "))
                self.counts[word] = int(value)
            elif line.startswith("@digit "):
                word, value = (part.strip() for part in line[7:].split(" = "))
                self.digits[word] = int(value)
            elif line.startswith("@part_place "):
                self.part_places += (part.strip() for part in line[12:].split(" = "))
            elif line.startswith("@not_a_whole "):
                self.not_wholes += (part.strip() for part in line[13:].split(" = "))
            else:
                unit, *aliases = (part.strip() for part in line.split(" = "))
                for alias in aliases:
                    entries.extend((spelled, unit) for spelled in _expanded(alias, groups))
        # The first unit listed for a spelling wins; ``conflicts`` lists the spellings given
        # to two units (a test keeps it empty). Folded aliases clash in any case.
        self.units: dict[str, str] = {}
        self.conflicts: list[tuple[str, str, str]] = []
        first: dict[str, tuple[str, str]] = {}
        for alias, unit in entries:
            key = alias if _matched_as_written(alias) else alias.casefold()
            known = first.setdefault(key, (alias, unit))
            if known[1] != unit:
                self.conflicts.append((alias, known[1], unit))
            self.units.setdefault(alias, unit)
        # One pattern per first letter (folded): a match tries only the aliases that can
        # start there, not the whole table.
        exact: dict[str, list[str]] = {}
        folded: dict[str, list[str]] = {}
        for alias in self.units:
            if _matched_as_written(alias):
                exact.setdefault(alias[0], []).append(alias)
            else:
                folded.setdefault(alias[0].casefold(), []).append(alias)
        self._exact = {first: _alternation(group, flags=0) for first, group in exact.items()}
        self._folded = {
            first: _alternation(group, flags=re.IGNORECASE) for first, group in folded.items()
        }
        self._by_folded = {a.casefold(): a for group in folded.values() for a in group}
        # The same without spaces ("km / h" as "km/h"), the first alias of a spelling
        # winning: read in one lookup, not by squeezing every alias at each miss.
        self._by_squeezed: dict[str, str] = {}
        for folded_alias, alias in self._by_folded.items():
            self._by_squeezed.setdefault(folded_alias.replace(" ", ""), alias)

    def match(self, text: str, pos: int) -> AliasMatch | None:
        """The longest alias written at ``pos`` (after optional spaces or a hyphen)."""
        lead = _LEAD.match(text, pos)
        begin = lead.end() if lead else pos
        if begin >= len(text):
            return None
        first = text[begin]
        best: AliasMatch | None = None
        for pattern, as_written in (
            (self._exact.get(first), True),
            (self._folded.get(first.casefold()), False),
        ):
            if pattern is None:
                continue
            found = pattern.match(text, begin)
            if found is None or (best is not None and found.end() <= best.end):
                continue
            written = found.group()
            alias = written if as_written else self._alias_of(written)
            if alias is None:
                continue
            best = AliasMatch(self.units[alias], alias, begin, found.end())
        return best

    def _alias_of(self, written: str) -> str | None:
        key = re.sub(r"\s+", " ", written).casefold()
        if key in self._by_folded:
            return self._by_folded[key]
        return self._by_squeezed.get(key.replace(" ", ""))


_LEAD = re.compile(r"[ \t]*(?:-(?=[^\W\d_]))?")


def _matched_as_written(alias: str) -> bool:
    """Short words ("fs", "in", "mls") and aliases with capitals ("inHg") are matched as
    written: "FS", "MLS" or "MPs" mean something else. Longer words and signs ("° c") are
    matched in any case ("Degrees C", "KMPH")."""
    return (alias.isalpha() and len(alias) <= SHORT_ALIAS_LETTERS) or any(
        ch.isupper() for ch in alias
    )


# Aliases of at most this many letters are matched only as written (see the table's header).
SHORT_ALIAS_LETTERS = 3


def _expanded(alias: str, groups: dict[str, list[str]]) -> list[str]:
    """An alias with each {group} replaced by each of its spellings."""
    found = re.search(r"\{(\w+)\}", alias)
    if found is None:
        return [alias]
    out = []
    for spelling in groups[found.group(1)]:
        out.extend(_expanded(alias[: found.start()] + spelling + alias[found.end() :], groups))
    return out


def _alternation(aliases: list[str], *, flags: int) -> re.Pattern[str] | None:
    """One pattern for many aliases, longest first; a space matches any run of spaces
    (or none after a sign: "° C", "°C"); the alias must end where a word ends."""
    if not aliases:
        return None
    parts = []
    for alias in sorted(aliases, key=lambda a: (-len(a), a)):
        pieces = [re.escape(piece) for piece in alias.split(" ")]
        pattern = pieces[0]
        for before, piece in zip(alias.split(" "), pieces[1:], strict=False):
            pattern += (
                r"\s+" if before[-1:].isascii() and before[-1:].isalnum() else r"\s*"
            ) + piece
        parts.append(pattern)
    return re.compile("(?:" + "|".join(parts) + r")(?![^\W_])", flags)


@lru_cache(maxsize=1)
def aliases() -> AliasTable:
    """The alias table, read once from ``data/unit_aliases.txt``."""
    source = resources.files("physics_spacy") / "data" / "unit_aliases.txt"
    return AliasTable(source.read_text(encoding="utf-8"))


@cache
def alias_dimensions(unit: str) -> tuple[tuple[str, int], ...]:
    """A table unit as quantulum3-style (unit, power) pairs: one unit if pint knows the
    name ("pound-force per square inch"), else "A per B" split ("kilometre per hour")."""
    try:
        registry().Unit(pint_name(unit))
    except Exception:  # pint's errors for unknown names vary by version
        above, _, below = unit.partition(" per ")
        if below:
            return ((above, 1), (below, -1))
    return ((unit, 1),)


# Units that are no measure of anything physical on their own: products with them are
# units nobody writes ("degree × speed of light" from "250 degrees c").
_OFFSET_UNITS = frozenset({"degree Celsius", "degree fahrenheit"})
# Units of radioactivity count decays a second; nobody multiplies them by another unit, and
# quantulum3 reads "6.0 MCi" (megacuries) as metre × curie, which pint calls a speed.
_ACTIVITY_UNITS = frozenset({"curie", "becquerel", "rutherford"})
# The highest power of a unit written in practice (m^4: the second moment of an area).
MAX_WRITTEN_POWER = 4


@cache
def is_implausible(dimensions: tuple[tuple[str, int], ...]) -> bool:
    """A product of units that people do not write: an angle, an offset temperature, a
    radioactivity or a unit pint does not know (money, counts) multiplied by another unit.

    So is a unit to a power beyond :data:`MAX_WRITTEN_POWER`. Divisions stay plausible
    ("degrees per second", "dollars per kilogram"), and so do
    products of physical units ("kilowatt hour", "newton metre").
    """
    if any(abs(power) > MAX_WRITTEN_POWER for _, power in dimensions):
        return True  # "Q800" read as quintal to the 800th
    multiplied = [base for base, power in dimensions if power > 0]
    if len(multiplied) < 2:
        return False
    from .si_table import pint_names

    # two units of one kind multiplied ("the 80 m dam": metre × decametre) are a unit and
    # the word after it, not an area
    if len(set(multiplied)) == len(multiplied) and _repeats_an_entity(multiplied):
        return True
    bundled_names = pint_names()  # so that pint loads only for a name not in the table
    for base in multiplied:
        if base in _ANGLE_UNITS or base in _OFFSET_UNITS or base in _ACTIVITY_UNITS:
            return True
        known = bundled_names.get(base)
        if not (_pint_knows(base) if known is None else known):
            return True
    return False


def _repeats_an_entity(names: list[str]) -> bool:
    """Whether two of quantulum3's units measure the same thing (metre and decametre)."""
    from quantulum3 import load

    known = load.units("en").names
    entities = [known[name].entity.name for name in names if name in known]
    return len(set(entities)) < len(entities)


def _pint_knows(name: str) -> bool:
    """Whether pint reads quantulum3's unit name."""
    try:
        registry().Unit(pint_name(name))
    except Exception:  # whatever pint raises, it cannot read this unit
        return False
    return True
