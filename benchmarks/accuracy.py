"""Score physics_spacy on labelled sentences: verdict accuracy, per-rule precision/recall.

    python benchmarks/accuracy.py                        # the project's labelled set
    python benchmarks/accuracy.py ../shared/eval/dev.jsonl
    python benchmarks/accuracy.py FILE --rules superluminal_speed negative_mass

Each line of the JSONL file is {"text": ..., "verdict": "PASS|WARN|FAIL", "rules": [...]}.
With --rules, only those rules run and only cases whose expected rules are among them
are scored. Prints numbers; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

import physics_spacy

DEFAULT_PATH = Path(__file__).with_name("labelled.jsonl")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=DEFAULT_PATH)
    parser.add_argument("--rules", nargs="+", help="run and score only these rule ids")
    parser.add_argument("--show", action="store_true", help="list every case, not only misses")
    parser.add_argument(
        "--summary", action="store_true", help="print the figures only, no case (held-out sets)"
    )
    args = parser.parse_args(argv)

    cases = [json.loads(line) for line in args.path.read_text("utf-8").splitlines() if line.strip()]
    if args.rules:
        scored = [c for c in cases if set(c["rules"]) <= set(args.rules)]
        print(f"{len(cases) - len(scored)} of {len(cases)} cases left out: they expect other rules")
        cases = scored
    config = {"rules": args.rules} if args.rules else {}
    nlp = physics_spacy.load(config=config)

    right = false_fail = 0
    hits: Counter[str] = Counter()
    predicted: Counter[str] = Counter()
    expected: Counter[str] = Counter()
    for case, doc in zip(cases, nlp.pipe(c["text"] for c in cases), strict=True):
        got_rules = {v["rule"] for v in doc._.physics_violations}
        want_rules = set(case["rules"])
        ok = doc._.physics_verdict == case["verdict"]
        right += ok
        false_fail += case["verdict"] == "PASS" and doc._.physics_verdict == "FAIL"
        hits.update(got_rules & want_rules)
        predicted.update(got_rules)
        expected.update(want_rules)
        if not args.summary and (args.show or not ok or got_rules != want_rules):
            mark = "ok " if ok else "MISS"
            print(
                f"{mark} want {case['verdict']} {sorted(want_rules)} got "
                f"{doc._.physics_verdict} {sorted(got_rules)}: {case['text']!r}"
            )

    print(f"\nverdict accuracy: {right}/{len(cases)} = {right / max(len(cases), 1):.1%}")
    passes = sum(c["verdict"] == "PASS" for c in cases)
    print(f"expected PASS judged FAIL: {false_fail} of {passes}")
    tp, fp, fn = sum(hits.values()), sum(predicted.values()), sum(expected.values())
    precision, recall = tp / max(fp, 1), tp / max(fn, 1)
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    print(f"rule micro: precision {precision:.3f}, recall {recall:.3f}, F1 {f1:.3f}")
    print(f"\n{'rule':<28} {'precision':>10} {'recall':>8} {'support':>8}")
    for rule in sorted(set(expected) | set(predicted)):
        precision = hits[rule] / predicted[rule] if predicted[rule] else float("nan")
        recall = hits[rule] / expected[rule] if expected[rule] else float("nan")
        print(f"{rule:<28} {precision:>10.2f} {recall:>8.2f} {expected[rule]:>8}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
