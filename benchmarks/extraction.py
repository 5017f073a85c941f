"""How well physics_spacy reads quantities, against a gold file and against raw quantulum3.

    python benchmarks/extraction.py build-gold /work/data/measeval gold.jsonl
    python benchmarks/extraction.py score gold.jsonl
    python benchmarks/extraction.py fixtures

``build-gold`` turns a MeasEval split (``text/*.txt`` paragraphs and ``tsv/*.tsv``
annotations, as in github.com/harperco/MeasEval ``data/train``) into a gold file: one
JSON line per paragraph, ``{"id", "text", "quantities": [{"start", "end", "text",
"value", "unit", "dimension", "si_value"}]}``. The unit each annotator wrote is read by
pint (physics_spacy's registry); ``dimension`` is pint's dimensionality, or ``null`` when
pint cannot read the unit (counts, "wt.%", an unnamed unit). The corpus texts are not
part of this repository: the benchmark takes the path.

``score`` reads every paragraph with the component and, sentence by sentence, with raw
quantulum3, and prints precision and recall for the quantities that have a physical
dimension (a non-empty pint dimensionality):

* span: a claim overlaps a gold quantity with a physical dimension;
* dimension: ... and has the same dimensionality;
* value: ... and the same SI value (within 0.5 %).

A physical claim that overlaps no gold quantity counts against precision; one that
overlaps a gold quantity whose unit pint cannot read counts for neither.

``fixtures`` runs quantulum3's own test sentences (``quantities.json`` and
``quantities.ambiguity.json`` in the installed package) through both and lists where the
component loses a physical quantity raw quantulum3 gets right (a regression) or gets
one raw quantulum3 misses (an improvement). The test suite asserts 0 regressions.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from physics_spacy import extract, units
from physics_spacy.analysis import read_claims

# Sentences on which the component raised (each a component_error for a user).
SENTENCE_ERRORS: list[str] = []

# Relative tolerance on SI values: annotators round ("1.5 × 10^8" against 150 000 000).
VALUE_TOLERANCE = 0.005


@dataclass(frozen=True)
class Physical:
    """A quantity with a physical dimension: where it is, what it measures, its SI value."""

    start: int
    end: int
    dimension: str
    si_value: float | None
    # A range's ends, in SI: a gold value written as "5-10 m" is its first number.
    si_ends: tuple[float, ...] = ()

    def has_value(self, si: float | None) -> bool:
        return _close(self.si_value, si) or any(_close(end, si) for end in self.si_ends)


def dimension_key(pint_units: object) -> str:
    """pint dimensionality as a stable string ("" for a plain number)."""
    items = sorted(getattr(pint_units, "dimensionality", {}).items())
    return "*".join(f"{name}^{power:g}" for name, power in items)


def _si(value: float, reading: units.UnitReading) -> float | None:
    try:
        return reading.to_si(value)
    except Exception:  # an unreadable reading scores as having no value
        return None


def raw_physical(text: str) -> list[Physical]:
    """Raw quantulum3's quantities with a physical dimension, one sentence at a time."""
    found = []
    for raw in extract.quantities(text):
        try:
            reading = units.reading(raw.unit, raw.dimensions, raw.entity)
        except Exception:  # raw quantulum3 as a user sees it: unreadable is lost
            continue
        key = dimension_key(reading.pint_units) if reading.pint_units is not None else ""
        if key and reading.kind not in ("ANGLE",):
            ends: tuple[float, ...] = ()
            if raw.uncertainty is not None:
                low = _si(raw.value - raw.uncertainty, reading)
                high = _si(raw.value + raw.uncertainty, reading)
                ends = tuple(v for v in (low, high) if v is not None)
            found.append(Physical(raw.start, raw.end, key, _si(raw.value, reading), ends))
    return found


def _si_dimension(si_unit: str) -> str:
    try:
        return dimension_key(units.registry().parse_units(si_unit))
    except Exception:  # an SI unit pint cannot parse back has no dimension here
        return ""


def component_physical(text: str) -> list[Physical]:
    """The component's readable claims with a physical dimension, for one sentence."""
    found = []
    try:
        claims = read_claims(text)
    except Exception:  # the component_error a user would see: no claims for the sentence
        SENTENCE_ERRORS.append(text)
        return []
    for claim in claims:
        if not claim.readable or claim.si_unit is None or claim.kind in ("ANGLE", "NUMBER"):
            continue
        key = _si_dimension(claim.si_unit)
        if key:
            ends = tuple(v for v in (claim.si_low, claim.si_high) if v is not None)
            found.append(Physical(claim.start_char, claim.end_char, key, claim.si_value, ends))
    return found


# --- quantulum3's own fixtures -------------------------------------------------------


def fixture_cases() -> list[dict]:
    """quantulum3's test sentences with their expected quantities, from the installed package."""
    folder = resources.files("quantulum3") / "_lang" / "en_US" / "tests"
    cases: list[dict] = []
    for name in ("quantities.json", "quantities.ambiguity.json"):
        cases.extend(json.loads((folder / name).read_text(encoding="utf-8")))
    return cases


def expected_physical(case: dict) -> list[tuple[str, float | None]]:
    """A fixture's expected quantities that have a physical dimension: (dimension, SI value)."""
    from quantulum3 import load

    names = load.units().names
    out = []
    for item in case["res"]:
        unit = names.get(item["unit"])
        if unit is None:
            continue
        dims = tuple((d["base"], int(d["power"])) for d in unit.dimensions)
        reading = units.reading(item["unit"], dims, unit.entity.name)
        if reading.pint_units is None or reading.kind == "ANGLE":
            continue
        key = dimension_key(reading.pint_units)
        if key:
            out.append((key, _si(float(item["value"]), reading)))
    return out


def _matches(expected: tuple[str, float | None], got: Iterable[Physical]) -> bool:
    return any(_matches_one(expected, p) for p in got)


def _close(a: float | None, b: float | None) -> bool:
    if a is None or b is None:
        return a is b
    return math.isclose(a, b, rel_tol=VALUE_TOLERANCE, abs_tol=1e-12)


@dataclass(frozen=True)
class FixtureResult:
    text: str
    regressions: tuple[str, ...]
    improvements: tuple[str, ...]


def compare_fixtures() -> list[FixtureResult]:
    """Each fixture sentence: expected physical quantities raw quantulum3 finds and the
    component loses (regressions), and the reverse (improvements). A physical claim that
    matches nothing expected counts as lost by the side that made it."""
    results = []
    for case in fixture_cases():
        text = case["req"]
        expected = expected_physical(case)
        raw, ours = raw_physical(text), component_physical(text)
        regressions, improvements = [], []
        for item in expected:
            raw_ok, our_ok = _matches(item, raw), _matches(item, ours)
            if raw_ok and not our_ok:
                regressions.append(f"missed {item}")
            elif our_ok and not raw_ok:
                improvements.append(f"found {item}")
        raw_spurious = sum(not any(_matches_one(e, p) for e in expected) for p in raw)
        our_spurious = [p for p in ours if not any(_matches_one(e, p) for e in expected)]
        if len(our_spurious) > raw_spurious:
            regressions.extend(f"spurious {p}" for p in our_spurious[raw_spurious:])
        elif len(our_spurious) < raw_spurious:
            improvements.append(f"{raw_spurious - len(our_spurious)} spurious fewer")
        results.append(FixtureResult(text, tuple(regressions), tuple(improvements)))
    return results


def _matches_one(expected: tuple[str, float | None], got: Physical) -> bool:
    return got.dimension == expected[0] and got.has_value(expected[1])


# --- MeasEval gold -------------------------------------------------------------------

_UNIT_SPELLINGS = [
    ("−", "-"),
    ("–", "-"),
    ("μ", "u"),
    ("µ", "u"),
    ("°C", "degC"),
    ("° C", "degC"),
    ("°F", "degF"),
    ("Å", "angstrom"),
    ("‰", "permille"),
]


def gold_unit(unit: str) -> tuple[str | None, object | None]:
    """pint's reading of an annotator's unit string: (dimension key, pint units) or None."""
    import pint

    text = unit.strip()
    for old, new in _UNIT_SPELLINGS:
        text = text.replace(old, new)
    text = re.sub(r"(?<=[A-Za-z])\s*-\s*(\d)", r"**-\1", text)  # "m s-1"
    text = re.sub(r"(?<=[A-Za-z])(\d)\b", r"**\1", text)  # "m2"
    text = re.sub(r"(?<=[\w)])\s+(?=[A-Za-z])", "*", text)  # "kg m" -> "kg*m"
    try:
        parsed = units.registry().parse_units(text)
    except (pint.errors.PintError, AttributeError, TypeError, ValueError, SyntaxError):
        try:
            parsed = units.registry().Unit(text)
        except Exception:  # an unreadable unit is no physical gold
            return None, None
    except Exception:
        return None, None
    return dimension_key(parsed), parsed


_NUMBER = re.compile(r"[-−+]?\d[\d,]*(?:\.\d+)?(?:\s*[×x]\s*10\s*[-−]?\d+|[eE][-−+]?\d+)?")


def gold_value(text: str) -> float | None:
    """The first number of an annotated quantity ("5–10 m" gives 5): None without digits."""
    match = _NUMBER.search(text)
    if match is None:
        return None
    number = match.group().replace("−", "-").replace(",", "")
    power = re.search(r"[×x]\s*10\s*([-−]?\d+)$", number)
    try:
        if power:
            mantissa = float(re.split(r"\s*[×x]", number)[0])
            return mantissa * 10 ** int(power.group(1).replace("−", "-"))
        return float(number)
    except ValueError:
        return None


def build_gold(split: Path, out: Path) -> int:
    """Write the gold file for a MeasEval split; returns the number of quantities."""
    count = 0
    with out.open("w", encoding="utf-8") as sink:
        for tsv in sorted((split / "tsv").glob("*.tsv")):
            doc_id = tsv.stem
            text_path = split / "text" / f"{doc_id}.txt"
            if not text_path.exists():
                continue
            text = text_path.read_text(encoding="utf-8")
            quantities = []
            with tsv.open(encoding="utf-8") as rows:
                for row in csv.DictReader(rows, delimiter="\t"):
                    if row["annotType"] != "Quantity":
                        continue
                    other = json.loads(row["other"]) if row["other"] else {}
                    unit = other.get("unit") or ""
                    key, parsed = gold_unit(unit) if unit else ("", None)
                    value = gold_value(row["text"])
                    si = None
                    if key and parsed is not None and value is not None:
                        try:
                            quantity = units.registry().Quantity(value, parsed)
                            si = float(quantity.to_base_units().magnitude)
                        except Exception:
                            si = None
                    quantities.append(
                        {
                            "start": int(row["startOffset"]),
                            "end": int(row["endOffset"]),
                            "text": row["text"],
                            "value": value,
                            "unit": unit,
                            "dimension": key,
                            "si_value": si,
                        }
                    )
            count += len(quantities)
            sink.write(json.dumps({"id": doc_id, "text": text, "quantities": quantities}) + "\n")
    return count


@dataclass
class Tally:
    """Counts for one reader: gold physical quantities matched, claims made, claims right."""

    gold: int = 0
    claims: int = 0
    span: int = 0
    dimension: int = 0
    value: int = 0
    recall_span: int = 0
    recall_dimension: int = 0
    recall_value: int = 0

    def row(self, name: str) -> str:
        def pct(a: int, b: int) -> str:
            return f"{100 * a / b:5.1f}" if b else "   - "

        return (
            f"{name:<22} {self.claims:>6} "
            f"{pct(self.span, self.claims)} {pct(self.recall_span, self.gold)}   "
            f"{pct(self.dimension, self.claims)} {pct(self.recall_dimension, self.gold)}   "
            f"{pct(self.value, self.claims)} {pct(self.recall_value, self.gold)}"
        )


def _sentences(text: str) -> Iterator[tuple[int, str]]:
    for sent in _sentencizer()(text).sents:
        yield sent.start_char, sent.text


_NLP = None


def _sentencizer():  # type: ignore[no-untyped-def]
    global _NLP
    if _NLP is None:
        import spacy

        _NLP = spacy.blank("en")
        _NLP.add_pipe("sentencizer")
    return _NLP


def score(gold_path: Path) -> dict[str, Tally]:
    """Tallies for the component and raw quantulum3 over a gold file."""
    tallies = {"physics_spacy": Tally(), "raw quantulum3": Tally()}
    readers = {"physics_spacy": component_physical, "raw quantulum3": raw_physical}
    with gold_path.open(encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            gold = record["quantities"]
            physical = [g for g in gold if g["dimension"]]
            for name, read in readers.items():
                claims: list[Physical] = []
                for offset, sentence in _sentences(record["text"]):
                    for p in read(sentence):
                        claims.append(
                            Physical(p.start + offset, p.end + offset, p.dimension, p.si_value)
                        )
                _tally(tallies[name], claims, gold, physical)
    return tallies


def _overlaps(p: Physical, g: dict) -> bool:
    return p.start < g["end"] and g["start"] < p.end


def _tally(tally: Tally, claims: list[Physical], gold: list[dict], physical: list[dict]) -> None:
    tally.gold += len(physical)
    for p in claims:
        hits = [g for g in gold if _overlaps(p, g)]
        if hits and not any(g["dimension"] for g in hits):
            continue  # a quantity pint cannot name: neither right nor wrong
        tally.claims += 1
        hits = [g for g in hits if g["dimension"]]
        tally.span += bool(hits)
        tally.dimension += any(g["dimension"] == p.dimension for g in hits)
        tally.value += any(
            g["dimension"] == p.dimension and p.has_value(g["si_value"]) for g in hits
        )
    for g in physical:
        hits = [p for p in claims if _overlaps(p, g)]
        tally.recall_span += bool(hits)
        tally.recall_dimension += any(p.dimension == g["dimension"] for p in hits)
        tally.recall_value += any(
            p.dimension == g["dimension"] and p.has_value(g["si_value"]) for p in hits
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build-gold", help="MeasEval split folder -> gold JSONL")
    build.add_argument("split", type=Path)
    build.add_argument("out", type=Path)
    scoring = sub.add_parser("score", help="precision and recall against a gold JSONL")
    scoring.add_argument("gold", type=Path)
    sub.add_parser("fixtures", help="quantulum3's own fixtures: regressions and improvements")
    args = parser.parse_args(argv)
    if args.command == "build-gold":
        count = build_gold(args.split, args.out)
        print(f"{count} quantities written to {args.out}")
    elif args.command == "score":
        tallies = score(args.gold)
        gold = next(iter(tallies.values())).gold
        print(f"gold: {args.gold} ({gold} quantities with a physical dimension)")
        print(f"{'reader':<22} {'claims':>6}  span P    R    dimension P  R    value P    R")
        for name, tally in tallies.items():
            print(tally.row(name))
        print(f"sentences on which the component raised: {len(SENTENCE_ERRORS)}")
        for text in SENTENCE_ERRORS:
            print(f"  {text[:100]!r}")
    else:
        results = compare_fixtures()
        regressions = [r for r in results if r.regressions]
        improvements = [r for r in results if r.improvements]
        for r in regressions:
            print(f"REGRESSION {r.text!r}: {'; '.join(r.regressions)}")
        for r in improvements:
            print(f"improved   {r.text!r}: {'; '.join(r.improvements)}")
        print(
            f"{len(results)} fixture sentences: "
            f"{sum(len(r.regressions) for r in results)} regressions in {len(regressions)} "
            f"sentences, {sum(len(r.improvements) for r in results)} improvements in "
            f"{len(improvements)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
