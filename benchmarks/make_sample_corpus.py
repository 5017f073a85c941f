"""Write the sample corpus that ships with the package, deterministically.

    python benchmarks/make_sample_corpus.py           # rewrite the bundled file
    python benchmarks/make_sample_corpus.py --check   # exit 1 if it is out of date

The corpus is what ``notebooks/corpus_analysis.ipynb``, the README's main job and the
CLI examples scan: 300 documents of two to ten sentences, written for this project in
five voices (``source``) that differ in how careful they are with numbers:

* ``chat``: imitation answers of a chat model ("Great question! ..."),
* ``forum``: imitation forum posts ("Not an expert, but ..."), the sloppiest,
* ``news``: imitation news snippets ("Officials said on Tuesday that ..."),
* ``press``: imitation press releases, fond of efficiencies and record speeds,
* ``textbook``: imitation study notes, nearly always right.

Each document keeps to one topic (space, weather, energy, falls, lab work, transport,
economy) and mixes true-ish sentences, with realistic values and the look-alikes the rules
must let through (heat pumps above 100 %, profits falling by 150 %, -89 °C at Vostok, the
Dead Sea shore at -430 m), with zero to five sentences that break physics; how many is drawn
per voice, so some documents are clean, many have one slip and a few have three or more.
Each line is ``{"id", "source", "topic", "text", "expected"}``, where ``expected`` lists the
rule ids the text was written to break, one per broken sentence. The output depends only on
the seed: the same script always writes the same bytes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

OUTPUT = Path(__file__).resolve().parent.parent / "physics_spacy" / "data" / "sample_corpus.jsonl"
SEED = 20261130

Sentence = Callable[[random.Random], str]

# Documents per voice, and the chance of 0, 1, 2, ... broken sentences in one of its documents.
SOURCES: dict[str, tuple[int, list[float]]] = {
    "chat": (100, [0.50, 0.26, 0.12, 0.07, 0.03, 0.02]),
    "forum": (60, [0.30, 0.30, 0.18, 0.12, 0.06, 0.04]),
    "news": (60, [0.72, 0.22, 0.06]),
    "press": (40, [0.45, 0.30, 0.15, 0.10]),
    "textbook": (40, [0.90, 0.10]),
}

OPENERS = {
    "chat": ["Great question! ", "Sure. ", "Here's a quick rundown. ", "Happy to help. ", ""],
    "forum": ["Not an expert, but ", "IIRC ", "Honestly, ", "Fun fact: ", ""],
    "news": ["Officials said on Tuesday that ", "According to the report, ", "", ""],
    "press": ["FOR IMMEDIATE RELEASE. ", "Acme Dynamics today announced that ", ""],
    "textbook": ["Key facts. ", "In summary, ", ""],
}
CLOSERS = {
    "chat": [" Let me know if you want more detail.", " I hope this helps!", "", ""],
    "forum": [" Correct me if I'm wrong.", " Source: my old physics teacher.", "", " lol"],
    "news": [" The agency did not respond to a request for comment.", "", ""],
    "press": [" The company expects to ship in the spring.", " Terms were not disclosed.", ""],
    "textbook": [" Check the units in every answer.", ""],
}


def _pick(rng: random.Random, items: list[str]) -> str:
    return items[rng.randrange(len(items))]


def _cap(text: str) -> str:
    """Upper-case the first letter only ("firm A" -> "Firm A", not "Firm a")."""
    return text[:1].upper() + text[1:]


CRAFTS = ["the probe", "the new rocket", "the capsule", "the research drone", "the satellite"]
PLANETS = ["Mars", "Jupiter", "the Moon", "Venus", "Saturn"]
CITIES = ["Oslo", "Winnipeg", "Irkutsk", "Fairbanks", "Ulaanbaatar", "Helsinki", "Phoenix"]
THINGS = ["a bowling ball", "a steel bolt", "a watermelon", "a brick", "a lead weight"]
DEVICES = ["electric motor", "generator", "gearbox", "transformer", "turbine"]
PARTS = [("solar", "wind"), ("coal", "gas"), ("firm A", "firm B"), ("mobile", "desktop")]
# The wholes each pair of parts can share.
WHOLES = {
    ("solar", "wind"): ["electricity", "generation"],
    ("coal", "gas"): ["electricity", "the heating market"],
    ("firm A", "firm B"): ["the market", "sales"],
    ("mobile", "desktop"): ["web traffic", "online sales"],
}


# --- space ----------------------------------------------------------------------------

SPACE_OK: list[Sentence] = [
    lambda r: f"The space station orbits at about {r.choice(['7.66', '7.7', '7.68'])} km/s.",
    lambda r: f"Voyager 1 is moving away from the Sun at roughly {r.choice([17, 17.0])} km/s.",
    lambda r: "At its closest pass the Parker Solar Probe reached 192 km/s.",
    lambda r: f"Escape velocity from Earth is {r.choice(['11.2', 'about 11.2'])} km/s.",
    lambda r: "Light travels at 299 792 km/s in a vacuum.",
    lambda r: (
        f"{_cap(_pick(r, CRAFTS))} cruised at {r.choice([11, 17, 24, 40])} km/s on its "
        f"way to {_pick(r, PLANETS)}."
    ),
    lambda r: f"Nights on Mars can drop to {r.choice([-73, -90, -125])} °C.",
    lambda r: "The surface of Venus sits at about 465 °C.",
    lambda r: "Pluto's surface is around -230 °C.",
    lambda r: f"The lander has a mass of {r.choice([350, 600, 1200])} kg.",
    lambda r: "The Moon is about 384 400 km from Earth.",
    lambda r: "Mission control expects the first images next week.",
]
SPACE_BAD: list[tuple[str, Sentence]] = [
    (
        "superluminal_speed",
        lambda r: (
            f"{_cap(_pick(r, CRAFTS))} travelled at "
            f"{r.choice([350000, 420000, 900000])} km/s on its way to {_pick(r, PLANETS)}."
        ),
    ),
    (
        "superluminal_speed",
        lambda r: f"The particles left the source at {r.choice(['1.2', '1.5', '2.5'])} c.",
    ),
    (
        "superluminal_speed",
        lambda r: (
            f"The signal moved through the cable at {r.choice(['4.0e8', '6.5e8', '9e8'])} m/s."
        ),
    ),
    (
        "superluminal_speed",
        lambda r: f"The jet of plasma moved at {r.choice([250000, 400000])} miles per second.",
    ),
    (
        "below_absolute_zero",
        lambda r: f"The dark side of the Moon drops to {r.choice([-290, -300, -350])} °C.",
    ),
    ("negative_mass", lambda r: f"The lander has a mass of -{r.choice([350, 600])} kg."),
    (
        "negative_magnitude",
        lambda r: f"The fuel tank holds a volume of -{r.choice([200, 500])} litres.",
    ),
]

# --- weather --------------------------------------------------------------------------

WEATHER_OK: list[Sentence] = [
    lambda r: (
        f"Temperatures in {_pick(r, CITIES)} fell to {r.choice([-25, -32, -41])} °C overnight."
    ),
    lambda r: "The coldest reading on record is -89.2 °C, at Vostok station.",
    lambda r: f"Afternoon highs in {_pick(r, CITIES)} reached {r.choice([31, 38, 45])} °C.",
    lambda r: f"There is a {r.choice([10, 30, 45, 70])}% chance of rain tomorrow.",
    lambda r: f"Gusts reached {r.choice([90, 120, 150])} km/h along the coast.",
    lambda r: f"Hurricane winds of {r.choice([120, 150, 160])} mph were recorded.",
    lambda r: "Forecasters expect the front to pass by Thursday.",
    lambda r: f"Snow fell at a rate of {r.choice([2, 3, 5])} cm per hour.",
]
WEATHER_BAD: list[tuple[str, Sentence]] = [
    (
        "below_absolute_zero",
        lambda r: (
            f"Temperatures in {_pick(r, CITIES)} fell to "
            f"{r.choice([-280, -300, -310])} °C overnight."
        ),
    ),
    (
        "below_absolute_zero",
        lambda r: f"Outside the station the air was {r.choice([-480, -500, -520])} °F.",
    ),
    (
        "probability_out_of_range",
        lambda r: f"There is a {r.choice([110, 120, 150])}% chance of rain tomorrow.",
    ),
    (
        "probability_out_of_range",
        lambda r: f"Forecasters put the likelihood of a storm at {r.choice([130, 200])}%.",
    ),
    (
        "superluminal_speed",
        lambda r: f"Gusts reached {r.choice(['1.5 billion', '2 billion'])} km/h along the coast.",
    ),
]

# --- energy ---------------------------------------------------------------------------

ENERGY_OK: list[Sentence] = [
    lambda r: (
        f"Modern solar panels convert about {r.choice([18, 20, 22])}% of sunlight into electricity."
    ),
    lambda r: f"The {_pick(r, DEVICES)} runs at {r.choice([85, 92, 95, 97])}% efficiency.",
    lambda r: (
        f"The heat pump reaches a coefficient of performance of {r.choice([300, 350, 420])}%."
    ),
    lambda r: (
        f"{_cap(_pick(r, PARTS[:2])[0])} supplied {r.choice([25, 30, 40])}% and "
        f"{_pick(r, PARTS[:2])[1]} {r.choice([20, 35])}% of electricity."
    ),
    lambda r: "A car engine turns roughly 30% of the fuel's energy into motion.",
    lambda r: "The plant delivers 450 MW at full load.",
    lambda r: "The grid operator will publish the figures in the spring.",
]
ENERGY_BAD: list[tuple[str, Sentence]] = [
    (
        "over_unity_efficiency",
        lambda r: f"The new {_pick(r, DEVICES)} runs at {r.choice([105, 120, 140])}% efficiency.",
    ),
    (
        "over_unity_efficiency",
        lambda r: f"Its {_pick(r, DEVICES)} has an efficiency of {r.choice([110, 180])}%.",
    ),
    (
        "carnot_limit",
        lambda r: (
            "The heat engine, running between 600 K and 300 K, reached an "
            f"efficiency of {r.choice([60, 65, 70])}%."
        ),
    ),
    (
        "carnot_limit",
        lambda r: (
            "The heat engine, running between 800 K and 400 K, reached an "
            f"efficiency of {r.choice([62, 66])}%."
        ),
    ),
    ("share_sum_exceeds_total", lambda r: _shares(r, [(60, 55), (70, 45), (80, 35)])),
]

# --- falls ----------------------------------------------------------------------------

FALL_OK: list[Sentence] = [
    lambda r: (
        f"{_cap(_pick(r, THINGS))} dropped from 20 m hit the ground after "
        f"{r.choice([2.1, 2.3, 2.5])} s."
    ),
    lambda r: (
        f"{_cap(_pick(r, THINGS))} dropped from 45 m hit the ground after {r.choice([3.1, 3.4])} s."
    ),
    lambda r: "Dropped from 5 m, a brick hits the ground at about 10 m/s.",
    lambda r: (
        f"A skydiver falls at around {r.choice([53, 55, 60])} m/s before opening the parachute."
    ),
    lambda r: "Air resistance slows a feather far more than a hammer.",
    lambda r: "On the Moon both land at the same time.",
]
FALL_BAD: list[tuple[str, Sentence]] = [
    (
        "impossible_free_fall",
        lambda r: (
            f"{_cap(_pick(r, THINGS))} dropped from "
            f"{r.choice([80, 120, 200])} m hit the ground after {r.choice([1, 1.5, 2])} s."
        ),
    ),
    (
        "impossible_free_fall",
        lambda r: (
            f"Dropped from a bridge {r.choice([45, 80])} m high, "
            f"{_pick(r, THINGS)} fell to the ground in {r.choice([0.5, 1])} seconds."
        ),
    ),
    (
        "impossible_impact_speed",
        lambda r: (
            f"Dropped from {r.choice([2, 5, 10])} m, "
            f"{_pick(r, THINGS)} hit the ground at {r.choice([40, 60, 80])} m/s."
        ),
    ),
]

# --- lab ------------------------------------------------------------------------------

LAB_OK: list[Sentence] = [
    lambda r: f"Liquid nitrogen boils at {r.choice(['-196', '-195.8'])} °C.",
    lambda r: "Liquid helium boils at 4.2 K.",
    lambda r: "Water boils at 100 °C at sea level.",
    lambda r: f"The sample had a mass of {r.choice([2, 5, 12, 40])} g.",
    lambda r: f"The green laser emits at {r.choice([515, 520, 532])} nm.",
    lambda r: "Water has a density of about 1000 kg/m³.",
    lambda r: "The centrifuge spins at 12 000 rpm.",
    lambda r: "We repeated the measurement three times.",
]
LAB_BAD: list[tuple[str, Sentence]] = [
    (
        "below_absolute_zero",
        lambda r: f"The sample was kept at {r.choice([-5, -12, -40])} K during the run.",
    ),
    (
        "below_absolute_zero",
        lambda r: (
            f"The liquid was cooled to {r.choice([-300, -350])} degrees Celsius before the test."
        ),
    ),
    ("negative_mass", lambda r: f"The sample had a mass of -{r.choice([2, 5, 12])} g."),
    (
        "negative_magnitude",
        lambda r: f"The laser emits light with a wavelength of -{r.choice([532, 650])} nm.",
    ),
    ("negative_magnitude", lambda r: f"The fluid has a density of -{r.choice([800, 1200])} kg/m³."),
    (
        "probability_out_of_range",
        lambda r: f"The model gives the outcome a probability of {r.choice([110, 140])}%.",
    ),
]

# --- transport ------------------------------------------------------------------------

TRANSPORT_OK: list[Sentence] = [
    lambda r: f"The high-speed train runs at {r.choice([300, 320, 350])} km/h.",
    lambda r: f"A cruising airliner flies at about {r.choice([850, 900, 920])} km/h.",
    lambda r: "Concorde cruised at Mach 2.",
    lambda r: f"The speed limit on the motorway is {r.choice([110, 120, 130])} km/h.",
    lambda r: f"A cyclist averages {r.choice([18, 22, 25])} km/h in town.",
    lambda r: f"The container ship sails at {r.choice([18, 22])} knots.",
    lambda r: f"The train covered {r.choice([300, 450])} km in {r.choice([2, 3])} hours.",
    lambda r: "Tickets go on sale on Monday.",
]
TRANSPORT_BAD: list[tuple[str, Sentence]] = [
    (
        "superluminal_speed",
        lambda r: f"The new maglev reaches {r.choice(['1.2 billion', '3 billion'])} km/h.",
    ),
    (
        "superluminal_speed",
        lambda r: f"The test plane flew at Mach {r.choice(['2 million', '3 million'])}.",
    ),
    ("negative_mass", lambda r: f"Each empty carriage weighs -{r.choice([20, 40])} tonnes."),
    (
        "decrease_beyond_total",
        lambda r: (
            f"Since the new timetable, the number of passengers fell by {r.choice([120, 150])}%."
        ),
    ),
]

# --- economy --------------------------------------------------------------------------

ECONOMY_OK: list[Sentence] = [
    lambda r: f"Sales grew by {r.choice([120, 150, 300])}% compared with last year.",
    lambda r: f"Company profit fell by {r.choice([120, 150, 180])}% in the third quarter.",
    lambda r: f"Emissions fell by {r.choice([12, 20, 35])}% over the decade.",
    lambda r: _shares(r, [(40, 30), (45, 35), (55, 40), (60, 25)]),
    lambda r: "The committee met on Tuesday to discuss the budget.",
    lambda r: f"Unemployment stood at {r.choice(['4.1', '5.3', '6.0'])}% in March.",
]
ECONOMY_BAD: list[tuple[str, Sentence]] = [
    (
        "decrease_beyond_total",
        lambda r: (
            f"Since the new policy, "
            f"{r.choice(['emissions', 'the population', 'the price'])} fell by "
            f"{r.choice([120, 150, 200])}%."
        ),
    ),
    ("share_sum_exceeds_total", lambda r: _shares(r, [(60, 55), (65, 50)])),
    (
        "probability_out_of_range",
        lambda r: f"Analysts see a {r.choice([120, 180])}% chance of a recession next year.",
    ),
]

TOPICS: dict[str, tuple[list[Sentence], list[tuple[str, Sentence]]]] = {
    "space": (SPACE_OK, SPACE_BAD),
    "weather": (WEATHER_OK, WEATHER_BAD),
    "energy": (ENERGY_OK, ENERGY_BAD),
    "falls": (FALL_OK, FALL_BAD),
    "lab": (LAB_OK, LAB_BAD),
    "transport": (TRANSPORT_OK, TRANSPORT_BAD),
    "economy": (ECONOMY_OK, ECONOMY_BAD),
}


def _shares(rng: random.Random, splits: list[tuple[int, int]]) -> str:
    """Two parts of one whole with the given shares (their sum decides the rule)."""
    first, second = splits[rng.randrange(len(splits))]
    a, b = PARTS[rng.randrange(len(PARTS))]
    return f"{_cap(a)} took {first}% and {b} took {second}% of {_pick(rng, WHOLES[a, b])}."


def _count(rng: random.Random, weights: list[float]) -> int:
    """How many broken sentences a document gets, drawn from its voice's weights."""
    return rng.choices(range(len(weights)), weights=weights)[0]


def document(rng: random.Random, source: str, weights: list[float]) -> dict[str, object]:
    """One document: a topic, two to ten sentences, some of them broken, in a voice."""
    topic = _pick(rng, sorted(TOPICS))
    good, bad = TOPICS[topic]
    broken = _count(rng, weights)
    sound = rng.randint(max(1, 2 - broken), 5)
    picks: list[tuple[str | None, str]] = []
    used: set[Sentence] = set()  # no template twice in one document
    while len(picks) < broken:
        # A sloppy writer's slips mostly stay on topic; one in four wanders to another.
        pool = bad if rng.random() < 0.75 else TOPICS[_pick(rng, sorted(TOPICS))][1]
        rule, maker = pool[rng.randrange(len(pool))]
        if maker not in used:
            used.add(maker)
            picks.append((rule, maker(rng)))
    while len(picks) < broken + sound:
        maker = good[rng.randrange(len(good))]
        if maker not in used:
            used.add(maker)
            picks.append((None, maker(rng)))
    rng.shuffle(picks)
    opener, closer = _pick(rng, OPENERS[source]), _pick(rng, CLOSERS[source])
    sentences = [sentence for _, sentence in picks]
    if opener and not opener.rstrip().endswith((".", "!", "?")):
        sentences[0] = sentences[0][0].lower() + sentences[0][1:]
    return {
        "source": source,
        "topic": topic,
        "text": opener + " ".join(sentences) + closer,
        "expected": [rule for rule, _ in picks if rule is not None],
    }


def corpus(seed: int = SEED) -> list[dict[str, object]]:
    rng = random.Random(seed)
    records = []
    for source, (size, weights) in SOURCES.items():
        for index in range(size):
            record = document(rng, source, weights)
            records.append({"id": f"{source}-{index + 1:03d}", **record})
    # Interleave the voices, as a real collection would be, in a fixed order.
    random.Random(seed + 1).shuffle(records)
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
