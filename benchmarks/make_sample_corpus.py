"""Write the sample corpus that ships with the package, deterministically.

    python benchmarks/make_sample_corpus.py           # rewrite the bundled file
    python benchmarks/make_sample_corpus.py --check   # exit 1 if it is out of date

The corpus is what ``notebooks/corpus_analysis.ipynb``, the README's main job and the
CLI examples scan: 300 short texts, written for this project, in two voices,

* ``llm``: imitation answers of a chat model ("Sure! ...", "Great question. ..."),
* ``news``: imitation news snippets ("Officials said on Tuesday ..."),

each either plausible (true-ish physics, including the look-alikes the rules must let
through: heat pumps above 100 %, profits falling by 150 %, depths below sea level) or
impossible (one claim that breaks a rule). Each line is ``{"id", "source", "text",
"expected"}``, where ``expected`` lists the rule ids the text was written to break (an
empty list for plausible texts), so a notebook can compare what was meant with what
was found. The output depends only on the seed: the same script always writes the same
bytes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

OUTPUT = Path(__file__).resolve().parent.parent / "physics_spacy" / "data" / "sample_corpus.jsonl"
SEED = 20240611
DOCUMENTS = 300
IMPOSSIBLE_SHARE = 0.45

Maker = Callable[[random.Random], str]

CRAFTS = ["the probe", "the new rocket", "the test capsule", "the research drone", "the satellite"]
PLACES = ["Mars", "Jupiter", "the Moon", "Venus", "Saturn's rings"]
CITIES = ["Oslo", "Winnipeg", "Irkutsk", "Fairbanks", "Ulaanbaatar", "Helsinki"]
THINGS = ["a bowling ball", "a steel bolt", "a watermelon", "a brick", "a lead weight"]
PLACES_HIGH = ["a bridge", "the tower", "a cliff", "the roof of the lab", "a balloon"]
SECTORS = ["electricity", "the market", "sales", "traffic", "the vote"]
PARTS = [("solar", "wind"), ("firm A", "firm B"), ("the north", "the south"), ("mobile", "desktop")]
DEVICES = ["electric motor", "generator", "solar panel", "gearbox", "transformer"]

LLM_OPENERS = ["Sure! ", "Great question. ", "Here is a short answer: ", "", "Certainly. ", ""]
LLM_CLOSERS = [
    "",
    " Let me know if you want more detail.",
    " I hope this helps!",
    " This is a common point of confusion.",
    "",
]
NEWS_OPENERS = ["", "Officials said on Tuesday that ", "According to the report, ", ""]
NEWS_CLOSERS = [
    "",
    " The agency did not respond to a request for comment.",
    " Engineers will review the data next week.",
    " The figures will be published in the spring.",
    "",
]


def _pick(rng: random.Random, items: list[str]) -> str:
    return items[rng.randrange(len(items))]


def _cap(text: str) -> str:
    """Upper-case the first letter only ("firm A" -> "Firm A", not "Firm a")."""
    return text[:1].upper() + text[1:]


# --- impossible: one maker per rule, each returns a sentence that breaks that rule ------


def superluminal(rng: random.Random) -> str:
    speed = rng.choice([350000, 420000, 500000, 900000, 1200000])
    return rng.choice(
        [
            f"{_cap(_pick(rng, CRAFTS))} travelled at {speed} km/s on its way to "
            f"{_pick(rng, PLACES)}.",
            f"At full thrust {_pick(rng, CRAFTS)} reaches {speed / 1000:.0f} thousand km/s, "
            f"so the trip to {_pick(rng, PLACES)} takes minutes.",
            f"The particles left the source at {rng.choice([1.2, 1.5, 2.5, 3.5])} c.",
            f"The signal moved through the cable at {speed * 1000:.1e} m/s.",
        ]
    )


def below_zero(rng: random.Random) -> str:
    celsius = rng.choice([-280, -300, -310, -350, -400])
    return rng.choice(
        [
            f"Temperatures in {_pick(rng, CITIES)} fell to {celsius} °C overnight.",
            f"The liquid was cooled to {celsius} degrees Celsius before the test.",
            f"The sample was kept at {rng.choice([-5, -12, -40])} K during the run.",
            f"Outside the station the air was {rng.choice([-480, -500, -520])} °F.",
        ]
    )


def negative_mass(rng: random.Random) -> str:
    mass = rng.choice([2, 5, 12, 40, 300])
    return rng.choice(
        [
            f"The sample had a mass of -{mass} kg.",
            f"Each crate weighs -{mass} kg when empty.",
            f"The rover's payload mass is -{mass} g.",
        ]
    )


def probability(rng: random.Random) -> str:
    percent = rng.choice([110, 120, 130, 150, 200])
    return rng.choice(
        [
            f"There is a {percent}% chance of rain tomorrow in {_pick(rng, CITIES)}.",
            f"The model gives the outcome a probability of {percent}%.",
            f"Forecasters put the likelihood of a storm at {percent}%.",
            f"The team estimated the probability at {rng.choice([1.3, 1.5, 2.0])}.",
        ]
    )


def free_fall(rng: random.Random) -> str:
    height = rng.choice([45, 80, 120, 200, 320])
    seconds = rng.choice([0.5, 1, 1.5, 2])
    return rng.choice(
        [
            f"{_cap(_pick(rng, THINGS))} dropped from {height} m hit the ground after {seconds} s.",
            f"Dropped from {_pick(rng, PLACES_HIGH)} {height} m high, "
            f"{_pick(rng, THINGS)} fell to the ground in {seconds} seconds.",
        ]
    )


def share_sum(rng: random.Random) -> str:
    first, second = rng.choice([(60, 55), (70, 45), (80, 35), (65, 50)])
    a, b = _pick_pair(rng)
    return f"{_cap(a)} took {first}% and {b} took {second}% of {_pick(rng, SECTORS)}."


def over_unity(rng: random.Random) -> str:
    percent = rng.choice([105, 120, 140, 180])
    return rng.choice(
        [
            f"The new {_pick(rng, DEVICES)} runs at {percent}% efficiency.",
            f"Its {_pick(rng, DEVICES)} has an efficiency of {percent}%.",
        ]
    )


def carnot(rng: random.Random) -> str:
    hot, cold = rng.choice([(600, 300), (500, 300), (800, 400)])
    limit = 100 * (1 - cold / hot)
    stated = int(limit + rng.choice([10, 15, 20]))
    return (
        f"The heat engine, running between {hot} K and {cold} K, reached an efficiency "
        f"of {stated}%."
    )


def impact_speed(rng: random.Random) -> str:
    height = rng.choice([2, 5, 10])
    speed = rng.choice([40, 60, 80])
    return f"Dropped from {height} m, {_pick(rng, THINGS)} hit the ground at {speed} m/s."


def decrease_total(rng: random.Random) -> str:
    percent = rng.choice([120, 150, 200])
    noun = rng.choice(["emissions", "the population", "the number of visitors", "the price"])
    return f"Since the new policy, {noun} fell by {percent}%."


def negative_magnitude(rng: random.Random) -> str:
    return rng.choice(
        [
            f"The laser emits light with a wavelength of -{rng.choice([400, 532, 650])} nm.",
            f"The fluid has a density of -{rng.choice([800, 1000, 1200])} kg/m³.",
            f"The tank holds a volume of -{rng.choice([20, 50, 80])} litres.",
        ]
    )


def _pick_pair(rng: random.Random) -> tuple[str, str]:
    return PARTS[rng.randrange(len(PARTS))]


IMPOSSIBLE: list[tuple[str, Maker]] = [
    ("superluminal_speed", superluminal),
    ("below_absolute_zero", below_zero),
    ("negative_mass", negative_mass),
    ("probability_out_of_range", probability),
    ("impossible_free_fall", free_fall),
    ("share_sum_exceeds_total", share_sum),
    ("over_unity_efficiency", over_unity),
    ("carnot_limit", carnot),
    ("impossible_impact_speed", impact_speed),
    ("decrease_beyond_total", decrease_total),
    ("negative_magnitude", negative_magnitude),
]


# --- plausible: true-ish statements, including the look-alikes rules must let through ----


def plausible(rng: random.Random) -> str:
    makers: list[Callable[[], str]] = [
        lambda: f"The space station orbits at about {rng.choice([7.66, 7.7, 7.68])} km/s.",
        lambda: (
            f"{_cap(_pick(rng, CRAFTS))} reached {rng.choice([11, 17, 40, 190])} "
            f"km/s on its way to {_pick(rng, PLACES)}."
        ),
        lambda: "Light travels at 299 792 km/s in a vacuum.",
        lambda: (
            f"Temperatures in {_pick(rng, CITIES)} fell to "
            f"{rng.choice([-25, -32, -41, -47])} °C overnight."
        ),
        lambda: f"Liquid nitrogen boils at {rng.choice([-196, -195.8])} °C.",
        lambda: "Water boils at 100 °C at sea level.",
        lambda: f"The sample had a mass of {rng.choice([2, 5, 12, 40])} kg.",
        lambda: f"The athlete lost {rng.choice([2, 3, 4])} kg during the race.",
        lambda: f"There is a {rng.choice([10, 30, 45, 70])}% chance of rain tomorrow.",
        lambda: f"Sales grew by {rng.choice([120, 150, 300])}% compared with last year.",
        lambda: (
            f"{_cap(_pick(rng, THINGS))} dropped from {rng.choice([5, 20, 45])} m "
            f"hit the ground after {rng.choice([3.5, 4, 5])} s."
        ),
        lambda: (
            f"{_cap(_pick(rng, PARTS)[0])} supplied {rng.choice([25, 30, 40])}% and "
            f"{_pick(rng, PARTS)[1]} {rng.choice([20, 35])}% of {_pick(rng, SECTORS)}."
        ),
        lambda: (
            f"The heat pump reaches a coefficient of performance of {rng.choice([300, 350, 420])}%."
        ),
        lambda: f"The {_pick(rng, DEVICES)} runs at {rng.choice([85, 92, 95, 97])}% efficiency.",
        lambda: f"Company profit fell by {rng.choice([120, 150, 180])}% in the third quarter.",
        lambda: f"Emissions fell by {rng.choice([12, 20, 35])}% over the decade.",
        lambda: "The shore of the Dead Sea lies about -430 m relative to sea level.",
        lambda: f"The green laser emits at {rng.choice([515, 520, 532])} nm.",
        lambda: f"The train covered {rng.choice([300, 450])} km in {rng.choice([2, 3])} hours.",
        lambda: f"A cup of coffee holds about {rng.choice([200, 250, 300])} ml.",
        lambda: "The committee met on Tuesday to discuss the budget.",
        lambda: "Most of the delegates agreed with the proposal.",
    ]
    return makers[rng.randrange(len(makers))]()


def framed(rng: random.Random, source: str, sentence: str) -> str:
    """A sentence in the voice of a chat answer or a news snippet."""
    if source == "llm":
        opener, closer = _pick(rng, LLM_OPENERS), _pick(rng, LLM_CLOSERS)
        return f"{opener}{sentence}{closer}"
    opener, closer = _pick(rng, NEWS_OPENERS), _pick(rng, NEWS_CLOSERS)
    if opener:
        sentence = sentence[0].lower() + sentence[1:]
    return f"{opener}{sentence}{closer}"


def corpus(seed: int = SEED, size: int = DOCUMENTS) -> list[dict[str, object]]:
    rng = random.Random(seed)
    records: list[dict[str, object]] = []
    for index in range(size):
        source = "llm" if index % 2 == 0 else "news"
        if rng.random() < IMPOSSIBLE_SHARE:
            rule, maker = IMPOSSIBLE[rng.randrange(len(IMPOSSIBLE))]
            parts = [maker(rng)]
            expected = [rule]
        else:
            parts = [plausible(rng)]
            expected = []
        if rng.random() < 0.5:
            parts.append(plausible(rng))
            rng.shuffle(parts)
        text = framed(rng, source, " ".join(parts))
        records.append(
            {
                "id": f"{source}-{index + 1:03d}",
                "source": source,
                "text": text,
                "expected": expected,
            }
        )
    return records


def render(records: list[dict[str, object]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the file is out of date")
    args = parser.parse_args(argv)
    text = render(corpus())
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != text:
            print(f"{OUTPUT} is out of date: run python {Path(__file__).name}", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(text.splitlines())} records to {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
