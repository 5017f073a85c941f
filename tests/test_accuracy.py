"""The accuracy benchmark runs, and the project's own labelled sentences stay judged right."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

BENCHMARK = Path(__file__).resolve().parents[1] / "benchmarks" / "accuracy.py"


def run(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, str(BENCHMARK), *args], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_labelled_sentences_are_judged_right() -> None:
    out = run()
    right, total = map(int, re.search(r"verdict accuracy: (\d+)/(\d+)", out).groups())  # type: ignore[union-attr]
    assert total >= 60
    assert right / total >= 0.95, out
    assert "expected PASS judged FAIL: 0" in out
    assert re.search(r"superluminal_speed\s+1\.00\s+1\.00", out), out


def test_rules_option_scores_a_subset(tmp_path: Path) -> None:
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        '{"text": "It weighs -3 kg.", "verdict": "FAIL", "rules": ["negative_mass"]}\n'
        '{"text": "It is 105% efficient.", "verdict": "FAIL", "rules": ["over_unity_efficiency"]}\n'
    )
    out = run(str(cases), "--rules", "negative_mass")
    assert "1 of 2 cases left out" in out
    assert "verdict accuracy: 1/1 = 100.0%" in out
