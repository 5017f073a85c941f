"""Write the bundled throughput corpus, ``benchmarks/prose_corpus.jsonl``, deterministically.

    python benchmarks/make_prose_corpus.py            # rewrite the bundled file
    python benchmarks/make_prose_corpus.py --check    # exit 1 if the file is out of date

Throughput measured on text that is unlike real input measures nothing: the speed of
physics_spacy depends on how many sentences hold a number (only those reach
quantulum3) and on how often a sentence repeats (repeats hit the sentence cache).
This corpus is ordinary scientific and news prose, written for this project:

* about a quarter of the sentences hold a number (digits, spelled-out numbers, units,
  ranges, exponents), the rest hold none, as in articles and model outputs;
* sentences are built from a few hundred hand-written pieces (openers, subjects,
  predicates, numeric templates with varied values), so almost every sentence is
  distinct and the sentence cache does not flatter the pipeline;
* a handful of sentences break physics, so the rules and the annotation code run too.

Each line is ``{"id": "prose-00001", "text": "..."}``. The output depends only on the
seed below: the same script always writes the same bytes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path

OUTPUT = Path(__file__).with_name("prose_corpus.jsonl")
SEED = 20240517
DOCUMENTS = 600
NUMERIC_SHARE = 0.25

OPENERS = [
    "",
    "",
    "",
    "",
    "",
    "",
    "In the meantime, ",
    "According to the report, ",
    "By contrast, ",
    "In a statement on Tuesday, ",
    "As the authors note, ",
    "For now, ",
    "Nevertheless, ",
    "In practice, ",
    "At the same time, ",
    "Critics argue that ",
    "Officials said that ",
    "Taken together, ",
    "Unsurprisingly, ",
    "In their view, ",
    "Perhaps more importantly, ",
    "Earlier this year, ",
    "Until recently, ",
    "On closer inspection, ",
    "Despite the setback, ",
    "In the long run, ",
]

SUBJECTS = [
    "the research team",
    "the committee",
    "the new telescope",
    "the regional government",
    "the central bank",
    "the survey",
    "the spacecraft",
    "the vaccine trial",
    "the city council",
    "the engineers",
    "the model",
    "the analysis",
    "the authors",
    "the startup",
    "the ministry of health",
    "the hospital",
    "the laboratory",
    "the climate panel",
    "the observatory",
    "the union",
    "the court",
    "the prototype",
    "the follow-up study",
    "the farmers in the valley",
    "the airline",
    "the school board",
    "the reactor operator",
    "the coastal town",
    "the satellite",
    "the drug regulator",
    "the museum",
    "the software update",
    "the geologists",
    "the wildlife agency",
    "the energy company",
    "the review panel",
    "the insurance industry",
    "the rover",
    "one of the reviewers",
    "the chief executive",
    "the local residents",
    "the statistical office",
    "the fisheries agency",
    "the water utility",
    "the shipping firm",
    "the physics department",
    "the opposition party",
    "the trade association",
    "the ecologists",
    "the court of appeal",
]

PREDICATES = [
    "has not yet published its full data",
    "expects the results to be confirmed by independent groups",
    "declined to comment on the leaked documents",
    "warned that the findings may not hold in other regions",
    "is now reviewing the safety procedures",
    "found no evidence of contamination in the samples",
    "plans to share the code with other researchers",
    "described the outcome as encouraging but preliminary",
    "will hold a public hearing before the decision",
    "recorded unusual activity near the northern ridge",
    "has faced criticism over its handling of the project",
    "said the delay was caused by a supply problem",
    "measured the signal again after the instrument was recalibrated",
    "called for more funding for basic research",
    "is struggling to recruit qualified staff",
    "confirmed that the launch window remains open",
    "did not explain how the estimates were produced",
    "argued that the policy would mostly benefit large firms",
    "reported a sharp increase in demand over the winter",
    "has asked the public to conserve water",
    "compared the new method with the standard treatment",
    "traced the fault to a corroded connector",
    "is expected to announce the winners next month",
    "identified several species that had not been seen for decades",
    "observed that the effect disappears at higher resolution",
    "insisted that the process had been transparent",
    "will publish a revised forecast in the spring",
    "noted that the sample was small and not representative",
    "suspended the programme pending an investigation",
    "proposed a simpler way to calibrate the sensors",
    "collected soil cores along the river bank",
    "could not reproduce the original experiment",
    "released a detailed account of the accident",
    "raised concerns about the privacy of patient records",
    "has spent years mapping the ocean floor",
    "found that the older devices used far less power than advertised",
    "urged caution in interpreting the early numbers",
    "replaced the damaged panels during the last maintenance visit",
    "stressed that no one had been injured",
    "concluded that the link between the two events is weak",
    "is working with universities across the continent",
    "switched to a cheaper supplier last autumn",
    "tested the hypothesis against historical records",
    "ruled that the contract had been awarded improperly",
    "said half of the budget had already been spent",
    "admitted that a third of the measurements were unusable",
    "promised to release the remaining files",
    "monitored the glacier through the summer",
    "rejected the claim that the data had been altered",
    "has become a model for similar projects elsewhere",
]

TAILS = [
    "",
    "",
    "",
    "",
    "",
    ", according to people familiar with the matter",
    ", though details remain scarce",
    ", a move that surprised many observers",
    " after months of negotiations",
    " despite strong opposition",
    " in an interview with local media",
    ", which could take several years",
    " without giving a reason",
    " as part of a wider review",
    ", the statement said",
    " for the first time",
    " ahead of the annual meeting",
    " in a paper published this week",
]

# Sentences with a number. ``{n}`` slots are filled from the value ranges that follow;
# a few templates state something physically impossible on purpose.
NUMERIC = [
    ("The probe reached a top speed of {a} km/s during the flyby.", (5, 190)),
    ("Prices rose by {a}% in the second quarter.", (1, 14)),
    ("The sample was cooled to {a} K before the measurement.", (2, 80)),
    ("About {a} people attended the meeting on Saturday.", (40, 900)),
    ("The bridge is {a} metres long and took {b} years to build.", (120, 2400), (2, 9)),
    ("Temperatures in the valley reached {a} °C in July.", (31, 46)),
    ("The company employs roughly {a} workers in {b} countries.", (900, 40000), (3, 60)),
    ("The new battery stores {a} kWh and weighs {b} kg.", (10, 120), (80, 650)),
    ("The study followed {a} patients for {b} months.", (120, 9000), (6, 48)),
    ("The chance of rain tomorrow is {a}%.", (5, 95)),
    ("Wind speeds of {a} km/h were recorded on the coast.", (60, 190)),
    ("The tunnel runs {a} km beneath the mountain.", (3, 57)),
    ("Emissions fell by {a} percent compared with the previous year.", (2, 30)),
    ("The rocket carried a payload of {a} kg into orbit.", (300, 22000)),
    ("The vote passed with {a} votes in favour and {b} against.", (120, 400), (20, 110)),
    ("The lake lies {a} m above sea level.", (200, 3800)),
    ("The turbine produces {a} MW at full load.", (2, 15)),
    ("Some {a} million households were left without power.", (1, 9)),
    ("The fossil is estimated to be {a} million years old.", (2, 300)),
    ("The ship sails at {a} knots when fully loaded.", (11, 24)),
    ("The team spent ${a} million on the new facility.", (3, 450)),
    ("The signal was detected at a frequency of {a} GHz.", (1, 90)),
    ("Each tablet contains {a} mg of the active ingredient.", (5, 500)),
    ("The runner covered 10 km in {a} minutes.", (27, 55)),
    ("The reactor core operates at about {a} degrees Celsius.", (280, 330)),
    ("Between {a} and {b} species are thought to live in the reef.", (300, 600), (700, 1500)),
    ("The mission lasted {a} days, far longer than planned.", (20, 900)),
    ("Unemployment stood at {a}.{b}% in March.", (3, 9), (1, 9)),
    ("The storm dumped {a} mm of rain in a single night.", (40, 310)),
    ("The drone can fly for {a} minutes on one charge.", (18, 55)),
    ("The crater is roughly {a} km wide.", (2, 180)),
    ("Sales of electric cars grew {a}% last year.", (8, 70)),
    ("The telescope mirror is {a}.{b} m across.", (2, 39), (1, 9)),
    ("Three in ten respondents said they had changed their plans.",),
    ("Twenty-five of the original volunteers remained at the end.",),
    ("The library holds more than two million books.",),
    ("Nearly half of the wells had run dry by August.",),
    ("The factory will close in {a} weeks.", (2, 30)),
    ("The protein folds in about {a} microseconds.", (2, 900)),
    ("The island's population has doubled to {a} since 1990.", (3000, 90000)),
    ("Light from the galaxy travelled for {a} billion years before reaching us.", (2, 12)),
    ("The enzyme works best at a pH of {a}.{b}.", (4, 8), (1, 9)),
    ("A dose of {a} μg per kilogram was given each morning.", (2, 40)),
    ("Its orbit takes {a} hours to complete.", (2, 30)),
    ("The train will run at up to {a} mph on the new line.", (90, 220)),
    ("The field measured {a} hectares after the survey.", (3, 400)),
    ("The glacier retreated {a} metres between 2010 and 2020.", (50, 900)),
    ("The chip contains {a} billion transistors.", (2, 80)),
    ("The dam holds back {a} cubic metres of water.", (200000, 9000000)),
    ("The star's surface temperature is about {a} K.", (3000, 30000)),
    ("The particle's mass was measured at {a}.{b} GeV.", (1, 125), (1, 9)),
    ("The probe's instruments draw {a} W in total.", (50, 600)),
    ("The concentration fell from {a} to {b} ppm over the decade.", (400, 900), (200, 390)),
    ("Roughly {a}% of the forest burned in the fires.", (3, 40)),
    ("The fund is worth about €{a} billion.", (2, 300)),
    ("The speed of sound in the gas was {a} m/s.", (250, 1300)),
    ("The cable can carry a load of {a} tonnes.", (5, 90)),
    ("The first {a} subjects received a placebo.", (10, 300)),
    ("The beam was focused to a spot of {a} nm.", (10, 900)),
    ("The comet will pass within {a} million km of Earth.", (5, 90)),
    ("The probe travelled at {a}000 km/s, according to the press release.", (400, 900)),
    ("The coolant was held at minus {a} degrees Celsius.", (290, 400)),
    ("The model put the probability of failure at {a}%.", (110, 180)),
    ("The estimate is {a} × 10^{b} joules.", (2, 9), (3, 20)),
    ("The device reached {a}E{b} Pa in the chamber.", (2, 9), (3, 9)),
    ("Its mass was reported as -{a} kg in the table.", (2, 90)),
]


def sentence_plain(rng: random.Random) -> str:
    """A sentence without a number (most prose has none)."""
    opener = rng.choice(OPENERS)
    subject = rng.choice(SUBJECTS)
    text = f"{opener}{subject} {rng.choice(PREDICATES)}{rng.choice(TAILS)}."
    return text[0].upper() + text[1:]


def sentence_numeric(rng: random.Random) -> str:
    """A sentence that states a quantity, with varied values."""
    template, *ranges = rng.choice(NUMERIC)
    values = {name: rng.randint(low, high) for name, (low, high) in zip("ab", ranges, strict=False)}
    return template.format(**values)


def iter_documents(
    count: int = DOCUMENTS, seed: int = SEED, sentences: tuple[int, int] = (3, 14)
) -> Iterator[dict[str, str]]:
    """``count`` documents, generated one at a time (for streaming scans of any size).

    Each has between ``sentences[0]`` and ``sentences[1]`` sentences, a quarter of them
    with a number.
    """
    rng = random.Random(seed)
    for index in range(count):
        body = [
            sentence_numeric(rng) if rng.random() < NUMERIC_SHARE else sentence_plain(rng)
            for _ in range(rng.randint(*sentences))
        ]
        yield {"id": f"prose-{index:05d}", "text": " ".join(body)}


def documents(count: int = DOCUMENTS, seed: int = SEED) -> list[dict[str, str]]:
    """The bundled corpus: ``count`` documents of 3-14 sentences."""
    return list(iter_documents(count, seed))


def render(docs: list[dict[str, str]]) -> str:
    return "".join(json.dumps(doc, ensure_ascii=False) + "\n" for doc in docs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the file")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    text = render(documents())
    if args.check:
        current = args.output.read_text("utf-8") if args.output.exists() else ""
        if current != text:
            print(f"{args.output} is out of date: run {Path(__file__).name}", file=sys.stderr)
            return 1
        return 0
    args.output.write_text(text, "utf-8")
    words = sum(len(doc["text"].split()) for doc in documents())
    print(f"wrote {args.output}: {DOCUMENTS} documents, {words} words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
