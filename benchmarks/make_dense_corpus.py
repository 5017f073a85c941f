"""Write the bundled dense corpus, ``benchmarks/dense_corpus.jsonl``, deterministically.

    python benchmarks/make_dense_corpus.py            # rewrite the bundled file
    python benchmarks/make_dense_corpus.py --check    # exit 1 if the file is out of date

The prose corpus (``make_prose_corpus.py``) has a number in a quarter of its sentences,
so most of it never reaches quantulum3. Corpus analysts scan methods and results
sections, where nearly every sentence holds a measurement and some hold five. This
corpus reads like those, written for this project:

* paragraphs of methods and results: sample preparation, instrument settings, measured
  values with uncertainties, ranges, compound units, percentages, counts, years and
  figure references, with at least one number per 15 words (about one per 7 here);
* sentences are assembled from a few hundred hand-written pieces with varied values,
  so nearly every sentence is distinct and the sentence cache does not flatter the
  pipeline;
* a few sentences break physics (a speed above light, a temperature below 0 K, an
  efficiency above 100 %), so the rules and the annotation code run too.

Each line is ``{"id": "dense-00001", "text": "..."}``. The output depends only on the
seed below: the same script always writes the same bytes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

OUTPUT = Path(__file__).with_name("dense_corpus.jsonl")
SEED = 20261130
DOCUMENTS = 260
VIOLATION_SHARE = 0.04

Draw = Callable[[random.Random], str]


def _int(low: int, high: int) -> Draw:
    return lambda rng: str(rng.randint(low, high))


def _dec(low: float, high: float, digits: int = 1) -> Draw:
    return lambda rng: f"{rng.uniform(low, high):.{digits}f}"


def _sci(low: int, high: int) -> Draw:
    return lambda rng: f"{rng.uniform(1, 9.9):.1f} × 10^{rng.randint(low, high)}"


def _year() -> Draw:
    return lambda rng: str(rng.randint(1985, 2023))


# (template, {field: draw}); every template holds at least two numbers.
METHODS: list[tuple[str, dict[str, Draw]]] = [
    (
        "Samples were dried at {t} °C for {h} h and sieved to below {d} µm before analysis.",
        {"t": _int(40, 110), "h": _int(6, 48), "d": _int(63, 500)},
    ),
    (
        "Cores of {l} cm length and {w} mm diameter were collected at {n} sites in {y}.",
        {"l": _int(20, 120), "w": _int(40, 110), "n": _int(3, 40), "y": _year()},
    ),
    (
        "The solution was stirred at {r} rpm for {m} min and then centrifuged at {g} g.",
        {"r": _int(200, 1200), "m": _int(5, 90), "g": _int(1000, 15000)},
    ),
    (
        "Spectra were recorded between {a} and {b} nm with a resolution of {s} nm.",
        {"a": _int(190, 400), "b": _int(500, 1100), "s": _dec(0.1, 2.0)},
    ),
    (
        "Each plot measured {a} m by {b} m and received {n} kg of nitrogen per hectare.",
        {"a": _int(2, 20), "b": _int(2, 20), "n": _int(20, 240)},
    ),
    (
        "The laser operated at {w} nm with a pulse energy of {e} mJ and a repetition rate "
        "of {f} Hz.",
        {"w": _int(266, 1064), "e": _dec(0.5, 30), "f": _int(1, 100)},
    ),
    (
        "Participants (n = {n}, mean age {a} years, {p}% women) completed {k} sessions.",
        {"n": _int(40, 5000), "a": _dec(19, 70), "p": _int(20, 70), "k": _int(2, 12)},
    ),
    (
        "A flow rate of {q} mL/min and a column temperature of {t} °C were used.",
        {"q": _dec(0.2, 2.5), "t": _int(25, 60)},
    ),
    (
        "The furnace was heated at {r} K/min to {t} K and held for {h} hours.",
        {"r": _int(2, 20), "t": _int(600, 1800), "h": _int(1, 24)},
    ),
    (
        "Wind speed was logged every {s} s at a height of {z} m above the canopy.",
        {"s": _int(1, 60), "z": _int(2, 40)},
    ),
    (
        "Thin films of {d} nm were deposited at a rate of {r} nm/s under {p} Pa of argon.",
        {"d": _int(20, 800), "r": _dec(0.05, 2.0, 2), "p": _dec(0.1, 5.0)},
    ),
    (
        "Animals weighing {a}–{b} g were housed at {t} °C on a {h} h light cycle.",
        {"a": _int(180, 250), "b": _int(260, 350), "t": _int(20, 24), "h": _int(10, 14)},
    ),
    (
        "The tank held {v} L of seawater at a salinity of {s} psu and {t} °C.",
        {"v": _int(50, 2000), "s": _dec(30, 38), "t": _dec(4, 28)},
    ),
    (
        "Measurements were repeated {n} times over {d} days between {y} and {z}.",
        {"n": _int(3, 12), "d": _int(5, 120), "y": _year(), "z": _year()},
    ),
    (
        "The sensor has a range of {a} to {b} kPa and an accuracy of {c}%.",
        {"a": _int(0, 20), "b": _int(100, 700), "c": _dec(0.1, 2.0)},
    ),
]

RESULTS: list[tuple[str, dict[str, Draw]]] = [
    (
        "Mean grain size was {a} ± {b} µm (Fig. {f}), about {p}% finer than in {y}.",
        {"a": _dec(20, 400), "b": _dec(1, 20), "f": _int(2, 9), "p": _int(5, 60), "y": _year()},
    ),
    (
        "The yield rose from {a}% to {b}% when the temperature was raised by {t} K.",
        {"a": _int(20, 55), "b": _int(56, 95), "t": _int(5, 80)},
    ),
    (
        "Peak velocities reached {v} m/s near the outlet and {w} m/s at {d} m downstream.",
        {"v": _dec(0.5, 12), "w": _dec(0.1, 5), "d": _int(5, 300)},
    ),
    (
        "Concentrations ranged from {a} to {b} mg/L, with a median of {m} mg/L.",
        {"a": _dec(0.1, 3), "b": _dec(5, 90), "m": _dec(3, 5)},
    ),
    (
        "The measured density of {r} g/cm3 is within {p}% of the value reported in {y}.",
        {"r": _dec(1.1, 8.9, 2), "p": _dec(0.2, 6), "y": _year()},
    ),
    (
        "Heat flux averaged {q} W/m2 over {d} days, peaking at {m} W/m2 on day {k}.",
        {"q": _int(40, 300), "d": _int(10, 90), "m": _int(310, 900), "k": _int(1, 9)},
    ),
    (
        "Of the {n} cores, {k} ({p}%) contained more than {c} mg of carbon per gram.",
        {"n": _int(40, 200), "k": _int(5, 39), "p": _int(3, 30), "c": _int(5, 60)},
    ),
    (
        "The crater is {d} km wide and {h} m deep, and its rim rises {r} m above the plain.",
        {"d": _dec(1, 90), "h": _int(100, 3000), "r": _int(20, 600)},
    ),
    (
        "Activation energies of {e} kJ/mol and {f} kJ/mol were obtained for the two steps.",
        {"e": _int(30, 120), "f": _int(121, 260)},
    ),
    (
        "The cell delivered {p} mW at {v} V, an efficiency of {n}% under {i} W/m2.",
        {"p": _dec(5, 80), "v": _dec(0.4, 1.2, 2), "n": _dec(8, 27), "i": _int(800, 1000)},
    ),
    (
        "Rainfall totalled {r} mm in {y}, {p}% above the {a}–{b} mean of {m} mm.",
        {
            "r": _int(400, 1800),
            "y": _year(),
            "p": _int(2, 40),
            "a": _int(1951, 1970),
            "b": _int(1980, 2000),
            "m": _int(300, 1500),
        },
    ),
    (
        "A pressure of {p} MPa was needed to compact the powder to {d}% of its theoretical "
        "density.",
        {"p": _int(50, 600), "d": _int(80, 99)},
    ),
    (
        "The orbit has a period of {t} days and a semi-major axis of {a} AU.",
        {"t": _dec(1.1, 900), "a": _dec(0.02, 5.0, 2)},
    ),
    (
        "Cell counts reached {c} per mL after {h} h, doubling every {d} min.",
        {"c": _sci(4, 9), "h": _int(6, 72), "d": _int(18, 90)},
    ),
    (
        "Glacier mass balance was −{b} m w.e. per year over {n} years, and the front retreated "
        "{r} m.",
        {"b": _dec(0.1, 1.5, 2), "n": _int(5, 40), "r": _int(30, 2000)},
    ),
    (
        "Signals at {f} GHz were attenuated by {a} dB over {d} km of fibre.",
        {"f": _dec(1, 90), "a": _dec(0.5, 30), "d": _int(1, 80)},
    ),
]

# Claims that break physics, as a careless results section might state them.
VIOLATIONS: list[tuple[str, dict[str, Draw]]] = [
    (
        "Ejecta were observed moving at {v} km/s, {k} times the expected speed.",
        {"v": _int(310000, 900000), "k": _int(3, 9)},
    ),
    (
        "The cryostat held the sample at {t} K for {h} hours.",
        {"t": lambda rng: f"-{rng.randint(2, 40)}", "h": _int(2, 30)},
    ),
    (
        "The prototype engine reached an efficiency of {e}% at {p} kW.",
        {"e": _int(104, 180), "p": _int(5, 300)},
    ),
    (
        "A probe dropped from {h} m reached the ground after {t} s.",
        {"h": _int(200, 900), "t": _dec(0.2, 1.5)},
    ),
]

CONNECTIVES = ["", "", "", "In addition, ", "By comparison, ", "Overall, ", "As expected, "]


def _fill(rng: random.Random, template: str, fields: dict[str, Draw]) -> str:
    return template.format(**{name: draw(rng) for name, draw in fields.items()})


def sentence(rng: random.Random, pool: list[tuple[str, dict[str, Draw]]]) -> str:
    """One sentence drawn from ``pool``, sometimes with a connective in front."""
    text = _fill(rng, *rng.choice(pool))
    connective = rng.choice(CONNECTIVES)
    return connective + text[0].lower() + text[1:] if connective else text


def iter_documents(count: int = DOCUMENTS, seed: int = SEED) -> Iterator[dict[str, str]]:
    """``count`` paragraphs: a few methods sentences, then results (a few violate physics)."""
    rng = random.Random(seed)
    for index in range(count):
        body = [sentence(rng, METHODS) for _ in range(rng.randint(1, 3))]
        for _ in range(rng.randint(2, 5)):
            pool = VIOLATIONS if rng.random() < VIOLATION_SHARE else RESULTS
            body.append(sentence(rng, pool))
        yield {"id": f"dense-{index:05d}", "text": " ".join(body)}


def documents(count: int = DOCUMENTS, seed: int = SEED) -> list[dict[str, str]]:
    """The bundled corpus."""
    return list(iter_documents(count, seed))


def render(docs: list[dict[str, str]]) -> str:
    return "".join(json.dumps(doc, ensure_ascii=False) + "\n" for doc in docs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the file")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    docs = documents()
    text = render(docs)
    if args.check:
        current = args.output.read_text("utf-8") if args.output.exists() else ""
        if current != text:
            print(f"{args.output} is out of date: run {Path(__file__).name}", file=sys.stderr)
            return 1
        return 0
    args.output.write_text(text, "utf-8")
    words = sum(len(doc["text"].split()) for doc in docs)
    print(f"wrote {args.output}: {len(docs)} documents, {words} words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
