"""End-to-end wall time of ``physics-spacy scan`` with one process and with ``--n-process``.

    python benchmarks/scan_processes.py                       # the bundled sample corpus
    python benchmarks/scan_processes.py corpus.jsonl --runs 3 --n-process 2
    python benchmarks/scan_processes.py --generate 2000 --generate 6000

Each run is the console script as a user starts it (interpreter start, imports, pipeline
load, warm-up, workers), timed from outside; runs with one and with N processes alternate,
so that a change in the machine's load hits both alike. ``--generate N`` scans N documents
written by ``make_sample_corpus.py`` (same templates as the bundled corpus, other values, so
that few sentences repeat and the sentence cache does not flatter either side). Prints, per
corpus, the fastest and the median wall time of each, the median speed-up, and the load
average, which on a shared machine says how far to trust the numbers.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "physics_spacy" / "data" / "sample_corpus.jsonl"
SCRIPT = Path(sys.executable).with_name("physics-spacy")


def generated(size: int, folder: Path) -> Path:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import make_sample_corpus

    path = folder / f"generated_{size}.jsonl"
    with path.open("w", encoding="utf-8") as stream:
        for record in make_sample_corpus.corpus(size=size):
            stream.write(json.dumps(record, ensure_ascii=False) + "\n")
    return path


def wall_time(corpus: Path, n_process: int) -> tuple[float, float]:
    """Wall time and CPU time (all processes of the run) of one scan, in seconds."""
    command = [str(SCRIPT), "scan", str(corpus), "--out", os.devnull, "--quiet"]
    if n_process > 1:
        command += ["--n-process", str(n_process)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(command, check=True, stdin=subprocess.DEVNULL)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="*", type=Path, help="JSONL or text corpora")
    parser.add_argument("--generate", type=int, action="append", default=[], metavar="N")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--n-process", type=int, default=2)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        corpora = list(args.corpora) + [generated(n, Path(folder)) for n in args.generate]
        for corpus in corpora or [SAMPLE]:
            lines = sum(1 for _ in corpus.open("rb"))
            times: dict[int, list[float]] = {1: [], args.n_process: []}
            cpu: dict[int, list[float]] = {1: [], args.n_process: []}
            for _ in range(args.runs):
                for n in times:
                    wall, used = wall_time(corpus, n)
                    times[n].append(wall)
                    cpu[n].append(used)
            one, many = (statistics.median(times[n]) for n in times)
            print(
                f"{corpus.name} ({lines} docs): 1 process {min(times[1]):.2f} s (median "
                f"{one:.2f}, CPU {statistics.median(cpu[1]):.2f} s), {args.n_process} processes "
                f"{min(times[args.n_process]):.2f} s (median {many:.2f}, CPU "
                f"{statistics.median(cpu[args.n_process]):.2f} s); speed-up {one / many:.2f}x "
                f"(best runs {min(times[1]) / min(times[args.n_process]):.2f}x); "
                f"load average {os.getloadavg()[0]:.1f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
