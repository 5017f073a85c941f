"""The SI readings of quantulum3's own units, bundled, so that a first verdict needs no pint.

Importing pint and building its registry is most of physics_spacy's start-up (0.3-1 s:
pint's import pulls in its numpy and Dask support, and the registry parses ~1 000
definitions). Yet the reading of a unit (:func:`physics_spacy.units.reading`) depends
only on the unit, pint's definitions and ``data/units.txt``. So the readings of the ~400
units in quantulum3's tables, and of the compound units it makes up on the bundled
corpora (``km/s``), are computed once, by this module, and shipped as
``data/si_readings.json``:

    python -m physics_spacy.si_table          # rewrite data/si_readings.json

Readings pint converts by one multiplication (``value * factor``, the factor being what
pint itself multiplies by), readings of a lone offset or logarithmic unit (°C, °F, dB:
the numbers pint's converter and factor use, repeated by :func:`units.convert`) and
readings pint has none for (money, counts) are bundled, under quantulum3's entity and
under "unknown" (the entity of a unit read from physics_spacy's alias table). So is
whether pint knows each base unit name (for :func:`units.is_implausible`). Every unit not
in the table is read through pint, which is then loaded on first use. The table is used
only while the files it was computed from are unchanged: ``units.py``, ``data/units.txt`` and pint's
definition files, by SHA-256; otherwise every reading goes through pint.
``tests/test_throughput_equivalence.py`` checks every bundled reading against pint's, and
that the table is in use. Nothing is written at run time.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import math
import sys
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .units import Conversion, UnitReading, convert

if TYPE_CHECKING:
    import pint

TABLE = "si_readings.json"
PINT_DEFINITIONS = ("default_en.txt", "constants_en.txt")

Key = tuple[str, tuple[tuple[str, int], ...], str]
# Entities a reading is asked for besides quantulum3's own: normalise reads a unit found
# by the alias table, or one carried from a neighbour, as "unknown".
EXTRA_ENTITIES = ("unknown",)


def sources_digest() -> str | None:
    """SHA-256 over the files a reading is computed from; None if one cannot be read."""
    digest = hashlib.sha256()
    package = resources.files("physics_spacy")
    try:
        digest.update((package / "units.py").read_bytes())
        digest.update((package / "data" / "units.txt").read_bytes())
        spec = importlib.util.find_spec("pint")  # finds pint without importing it
        if spec is None or spec.origin is None:
            return None
        folder = Path(spec.origin).parent
        for name in PINT_DEFINITIONS:
            digest.update((folder / name).read_bytes())
    except OSError:
        return None
    return digest.hexdigest()


class BundledReading(UnitReading):
    """A reading from the bundled table: ``to_si`` multiplies by the factor pint would, and
    pint is loaded only if ``pint_units`` is asked for."""

    si_factor: float | None
    key: Key
    conversion: Conversion | None

    def __init__(
        self,
        kind: str,
        si_unit: str | None,
        si_factor: float | None,
        key: Key,
        conversion: Conversion | None = None,
    ) -> None:
        # Not the dataclass __init__: pint_units is a property here.
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "si_unit", si_unit)
        object.__setattr__(self, "si_factor", si_factor)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "conversion", conversion)

    @property
    def pint_units(self) -> pint.Unit | None:  # type: ignore[override]
        from .units import reading

        return reading(*self.key, bundled=False).pint_units

    def to_si(self, value: float) -> float | None:
        if not math.isfinite(value):
            return None
        if self.si_factor is not None:
            return float(value * self.si_factor)
        if self.conversion is not None:
            return convert(self.conversion, value)
        return None


def _raw() -> dict[str, Any]:
    """The table as stored, or nothing if it is missing or out of date (read by
    :func:`bundled` and :func:`pint_names`, each remembered)."""
    try:
        raw = json.loads((resources.files("physics_spacy") / "data" / TABLE).read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    if raw.get("sources") != sources_digest():
        return {}
    return raw


@lru_cache(maxsize=1)
def bundled() -> dict[Key, UnitReading]:
    """The bundled readings, or nothing if the table is missing or out of date."""
    table: dict[Key, UnitReading] = {}
    for unit, dimensions, entity, kind, si_unit, factor, *conversion in _raw().get("readings", ()):
        key = (unit, tuple((base, power) for base, power in dimensions), entity)
        table[key] = BundledReading(
            kind, si_unit, factor, key, tuple(conversion[0]) if conversion else None
        )
    return table


@lru_cache(maxsize=1)
def pint_names() -> dict[str, bool]:
    """Whether pint knows each base unit name of the table (as ``units.pint_name``)."""
    return dict(_raw().get("pint_names", {}))


def quantulum_units(corpora: list[Path]) -> list[Key]:
    """(name, dimensions, entity) of every unit in quantulum3's tables, and of the compound
    units it makes up while reading ``corpora`` ("kilometre per second"), as extract reads
    them."""
    import spacy

    from . import extract

    extract._parser()
    from quantulum3 import load

    keys = {
        (
            unit.name,
            tuple((d["base"], int(d["power"])) for d in unit.dimensions),
            unit.entity.name,
        )
        for unit in load.units("en_US").names.values()
    }
    segmenter = spacy.blank("en")
    segmenter.add_pipe("sentencizer")
    texts = [json.loads(line)["text"] for path in corpora for line in path.open(encoding="utf-8")]
    for doc in segmenter.pipe(texts):
        for sentence in doc.sents:
            keys.update((q.unit, q.dimensions, q.entity) for q in extract.quantities(sentence.text))
    return sorted(keys)


def default_corpora() -> list[Path]:
    """The corpora bundled with physics_spacy and its benchmarks, where they exist."""
    root = Path(__file__).resolve().parent
    candidates = [
        root / "data" / "sample_corpus.jsonl",
        root.parent / "benchmarks" / "prose_corpus.jsonl",
        root.parent / "benchmarks" / "dense_corpus.jsonl",
        root.parent / "benchmarks" / "labelled.jsonl",
    ]
    return [path for path in candidates if path.exists()]


def compute(corpora: list[Path]) -> dict[str, Any]:
    """The table as it should be now: computed through pint by ``units.reading``."""
    from . import units

    rows = []
    keys = quantulum_units(corpora)
    keys = sorted(
        set(keys) | {(unit, dims, extra) for unit, dims, _ in keys for extra in EXTRA_ENTITIES}
    )
    for unit, dimensions, entity in keys:
        reading = units.reading(unit, dimensions, entity, bundled=False)
        conversion: list[Any] = []
        if reading.pint_units is None:
            factor = None
        else:
            factor = units._si_factor(reading.pint_units)
            if factor is None or not math.isfinite(factor):
                factor = None
                found = units._conversion(reading.pint_units)
                if found is None:
                    continue  # not a conversion bundled: read through pint
                conversion = [list(found)]
        rows.append(
            [
                unit,
                [list(d) for d in dimensions],
                entity,
                reading.kind,
                reading.si_unit,
                factor,
                *conversion,
            ]
        )
    bases = sorted({base for _, dimensions, _ in keys for base, _ in dimensions})
    known = {base: units._pint_knows(base) for base in bases}
    return {"sources": sources_digest(), "readings": rows, "pint_names": known}


def render(table: dict[str, Any]) -> str:
    lines = ",\n".join(json.dumps(row, ensure_ascii=False) for row in table["readings"])
    names = json.dumps(table["pint_names"], ensure_ascii=False)
    return (
        f'{{"sources": {json.dumps(table["sources"])},\n"readings": [\n{lines}\n],\n'
        f'"pint_names": {names}}}\n'
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="*", type=Path, help="JSONL corpora (default: bundled)")
    args = parser.parse_args(argv)
    path = Path(__file__).with_name("data") / TABLE
    text = render(compute(args.corpora or default_corpora()))
    path.write_text(text, "utf-8")
    print(f"wrote {path}: {text.count(chr(10)) - 3} readings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
