"""Time hostile input (issue 6): each adversarial case at full size, and how the cost of
one document grows from 1 000 to 64 000 words. Prints tables; asserts nothing.

    python benchmarks/hostile.py            # full sizes: a 1 MB sentence, 5 000 digits, ...
    python benchmarks/hostile.py --quick    # the test-suite sizes, and up to 16 000 words

Targets: no input over 10 s; the per-word cost at 64 000 words at most 1.5x that at
1 000 words. The time of spaCy's tokenizer is shown apart from the rest of the pipeline
(the sentencizer and physics_consistency): it is not physics_spacy's code, and it is
quadratic in runs of punctuation with no space ("%%%%...", "((((...").
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

from spacy.language import Language
from spacy.tokens import Doc

import physics_spacy

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
from hostile_cases import filler, hostile_cases  # noqa: E402  (the corpus lives with the tests)

PROSE = ROOT / "benchmarks" / "prose_corpus.jsonl"
TARGETS = {"max_seconds": 10.0, "linearity": 1.5}
WORD_COUNTS = (1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000)


def run(nlp: Language, text: str) -> tuple[Doc, float, float]:
    """The Doc, the tokenizer's seconds and the rest of the pipeline's seconds."""
    start = time.perf_counter()
    doc = nlp.make_doc(text)
    tokenized = time.perf_counter()
    for _, pipe in nlp.pipeline:
        doc = pipe(doc)
    return doc, tokenized - start, time.perf_counter() - tokenized


def prose_words() -> list[str]:
    """Words of ordinary prose with numeric claims: the throughput corpus, or filler."""
    if PROSE.exists():
        with PROSE.open(encoding="utf-8") as lines:
            return " ".join(json.loads(line)["text"] for line in lines).split()
    return f"{filler(60)} The probe travelled at 7 km/s. It weighed 5 kg.".split() * 2_000


def document(words: list[str], count: int) -> str:
    """The first ``count`` words (cycled if needed), as one text."""
    repeats = -(-count // len(words))
    return " ".join((words * repeats)[:count])


def time_cases(nlp: Language, full_size: bool) -> float:
    print(f"\nadversarial inputs ({'full size' if full_size else 'test size'})")
    print(f"  {'case':<36} {'chars':>9} {'tokenizer':>10} {'pipeline':>9} {'total':>8}  outcome")
    worst = 0.0
    for case in hostile_cases(full_size=full_size):
        doc, tokenizer_s, pipeline_s = run(nlp, case.text)
        total = tokenizer_s + pipeline_s
        worst = max(worst, total)
        rules = sorted(v["rule"] for v in doc._.physics_violations)
        expected = doc._.physics_verdict == case.verdict and rules == sorted(case.rules)
        outcome = doc._.physics_verdict + ("" if expected else f" (expected {case.verdict})")
        if "component_error" in rules:
            outcome += " component_error!"
        print(
            f"  {case.id:<36} {len(case.text):>9,} {tokenizer_s:>9.2f}s {pipeline_s:>8.2f}s "
            f"{total:>7.2f}s  {outcome}",
            flush=True,
        )
    print(f"  slowest input: {worst:.2f} s (target < {TARGETS['max_seconds']:.0f} s)")
    return worst


def time_scaling(
    nlp: Language,
    clear: Callable[[], None],
    counts: tuple[int, ...],
    title: str,
    text_of: Callable[[int], str],
) -> float:
    print(f"\nscaling: {title}")
    print(f"  {'words':>7} {'chars':>9} {'seconds':>9} {'µs/word':>9} {'vs 1 000':>9}")
    base = per_word = 0.0
    for count in counts:
        text = text_of(count)
        clear()  # a long document must not profit from sentences read before
        _, tokenizer_s, pipeline_s = run(nlp, text)
        seconds = tokenizer_s + pipeline_s
        per_word = seconds / count * 1e6
        base = base or per_word
        print(
            f"  {count:>7,} {len(text):>9,} {seconds:>8.2f}s {per_word:>9.1f} "
            f"{per_word / base:>8.2f}x",
            flush=True,
        )
    ratio = per_word / base
    print(
        f"  per-word cost, largest / 1 000 words: {ratio:.2f}x (target <= {TARGETS['linearity']}x)"
    )
    return ratio


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="test sizes, up to 16 000 words")
    args = parser.parse_args()
    nlp = physics_spacy.load()
    nlp.max_length = 10**8
    component = nlp.get_pipe("physics_consistency")
    clear = component.analyser.analyse.cache_clear
    for i in range(80):  # quantulum3's first parse loads it; its speed-ups come after 64
        nlp(f"Warm-up sentence {i}: the cart rolled {i} m in {i + 1} s.")

    worst = time_cases(nlp, full_size=not args.quick)
    counts = tuple(c for c in WORD_COUNTS if not args.quick or c <= 16_000)
    words = prose_words()
    prose = time_scaling(
        nlp,
        clear,
        counts,
        "one document of prose with numeric claims",
        lambda n: document(words, n),
    )
    flat_words = [re.sub(r"[.!?;:]", "", word) for word in words]
    flat = time_scaling(
        nlp,
        clear,
        counts,
        "the same words without punctuation: one sentence, read in windows",
        lambda n: document(flat_words, n),
    )
    dense_counts = tuple(c for c in counts if c <= 8_000)
    row = "5 m 6 kg 7 s 8 K 9 m/s 10 km/h 11 % 12 °C "
    dense = time_scaling(
        nlp,
        clear,
        dense_counts,
        "only numbers and units, no punctuation: one sentence of claims (up to 8 000 words)",
        lambda n: (row * (n // 16 + 1)).rsplit(" ", 1)[0],
    )
    print(
        f"\nsummary: slowest input {worst:.2f} s; per-word cost at {counts[-1]:,} words vs 1 000: "
        f"{prose:.2f}x (prose), {flat:.2f}x (one sentence); at {dense_counts[-1]:,} words of "
        f"claims only: {dense:.2f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
