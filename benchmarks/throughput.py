"""Corpus throughput of physics_spacy against its parts. Prints a table; asserts nothing.

    python benchmarks/throughput.py                    # the bundled prose corpus
    python benchmarks/throughput.py corpus.jsonl       # {"text": ...} per line
    python benchmarks/throughput.py articles.txt       # documents separated by blank lines
    python benchmarks/throughput.py --quick            # smaller sizes, fewer runs
    python benchmarks/throughput.py --dense            # only the dense section, bundled corpus
    python benchmarks/throughput.py --dense /work/data/measeval   # ... on fetched text

Rows, in words per second (whitespace-separated words of the input):

  (a) spaCy's blank English pipeline with a sentencizer: the floor any component sits on;
  (b) raw ``quantulum3.parser.parse``, sentence by sentence, every sentence, without
      physics_spacy's speed-ups (what a naive component would cost);
  (c) the full physics_spacy pipeline through ``nlp.pipe``, the sentence cache emptied
      before each run;
  (d) the same with ``n_process=2`` and ``batch_size=32`` (worker start-up included; with
      spaCy's default batch of 1 000 documents one worker gets the whole corpus); and, for
      scale, the most that ``n_process=2`` can give a component as slow per Doc as (c): a
      stand-in that only burns that much CPU time and annotates nothing, so that its Docs
      cost spaCy's transport between processes the least they can;
  (e) if Dask is installed: ``physics_spacy.dask.scan_records`` on a 2-process
      LocalCluster (pipelines preloaded), which ships plain result records instead of
      Docs, against (c);
  (f) ``physics_spacy.scan.pipe_records`` (what ``physics-spacy scan`` runs) in this
      process, and (g) with ``n_process=2``: worker processes that send back result
      records, not Docs; (g)/(f) is the gain of ``scan --n-process 2``.

Then (c)/(b) and (d)/(c); the per-word cost of one 64 000-word document against
1 000-word documents made of the same text (linearity); the cold start of a fresh
process (import, build the pipeline, judge a first document); and the peak RSS of a
streaming scan of 100 000 short documents, read at checkpoints (memory must stay
flat). Throughput figures are medians of ``--runs`` runs in this process.

The dense section (``--dense``, and at the end of a full run) measures text where numbers
are thick, as in methods and results sections: ``benchmarks/dense_corpus.jsonl`` (written
by ``make_dense_corpus.py``) or any corpus given after ``--dense`` (a JSONL file, a text
file, or a folder of ``.txt`` files, such as the MeasEval paragraphs). It prints (b), (c)
and (c)/(b) as above; the split of (c) between quantulum3's own ``parse`` and the
pipeline's work around it (spaCy, text fixes, repairs and SI values, rules, spans); the
cost per claim on claim-dense text at two sizes (linear if the two agree); and the cold
start of a fresh process to its first verdict against a fresh process that builds
``spacy.blank("en")`` and parses a word, alternated, with the breakdown of the first;
physics_spacy's modules are byte-compiled first if they are not (as ``pip install``
leaves them; with PYTHONDONTWRITEBYTECODE set, each fresh process would otherwise compile
them again, ~0.1 s that spaCy, installed, does not pay). Wall times are printed with
the CPU time of the same runs: on a machine that other jobs share, CPU time is the
steadier of the two.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import spacy
from spacy.language import Language
from spacy.tokens import Doc

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE / "prose_corpus.jsonl"
DENSE_CORPUS = HERE / "dense_corpus.jsonl"

DOCS_PER_BATCH = 32
TARGETS = {
    "ratio_cb": 3.0,
    "dense_ratio_cb": 5.0,
    "dense_own_share": 0.15,
    "ms_per_claim": 1.0,
    "cold_over_blank_s": 0.5,
    "ratio_dc": 1.6,
    "linearity": 1.2,
    "cold_start_s": 2.5,
}


def read_corpus(path: Path) -> list[str]:
    """Documents from a JSONL file (``"text"`` per line), a text file (blank-line separated)
    or a folder of ``.txt`` files (one document each, in name order)."""
    if path.is_dir():
        texts = (file.read_text("utf-8").strip() for file in sorted(path.glob("*.txt")))
        return [text for text in texts if text]
    raw = path.read_text("utf-8")
    if path.suffix == ".jsonl":
        return [json.loads(line)["text"] for line in raw.splitlines() if line.strip()]
    return [block.strip() for block in raw.split("\n\n") if block.strip()]


def words_in(texts: Iterable[str]) -> int:
    return sum(len(text.split()) for text in texts)


def median_seconds(run: Callable[[], object], runs: int, before: Callable[[], None]) -> float:
    """The median wall time of ``runs`` calls of ``run``, calling ``before`` untimed first."""
    times = []
    for _ in range(runs):
        before()
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def documents_of(texts: list[str], words: int) -> list[str]:
    """Consecutive documents of about ``words`` words each, made by joining corpus texts."""
    made, current, count = [], [], 0
    for text in texts:
        current.append(text)
        count += len(text.split())
        if count >= words:
            made.append(" ".join(current))
            current, count = [], 0
    return made


def dask_scan_seconds(texts: list[str], runs: int) -> float | None:
    """Median time of a scan on a 2-process LocalCluster whose workers are warmed up."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        return None
    from physics_spacy.dask import preload, scan_records

    with (
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        preload(client)
        # One untimed pass: each worker installs the quantulum3 speed-ups on its way.
        list(scan_records(texts, scheduler=client, partition_size=DOCS_PER_BATCH))
        return median_seconds(
            lambda: list(scan_records(texts, scheduler=client, partition_size=DOCS_PER_BATCH)),
            runs,
            lambda: client.run(_clear_worker_caches),
        )


def _clear_worker_caches() -> None:
    """Empty the sentence cache of each pipeline of this (worker) process."""
    from physics_spacy import report

    for nlp in report._pipelines.values():
        nlp.get_pipe("physics_consistency").analyser.analyse.cache_clear()


class CpuStandIn:
    """A stand-in component: burns ``seconds`` of CPU time per Doc and annotates nothing."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def __call__(self, doc: Doc) -> Doc:
        end = time.process_time() + self.seconds
        while time.process_time() < end:
            pass
        return doc


@Language.factory("throughput_cpu_stand_in", default_config={"seconds": 0.0})
def make_cpu_stand_in(nlp: Language, name: str, seconds: float) -> CpuStandIn:
    return CpuStandIn(seconds)


def n_process_ceiling(texts: list[str], seconds_per_doc: float, runs: int) -> float:
    """(1-process time) / (n_process=2 time) of a blank pipeline with the stand-in."""
    stand_in = spacy.blank("en")
    stand_in.add_pipe("sentencizer")
    stand_in.add_pipe("throughput_cpu_stand_in", config={"seconds": seconds_per_doc})
    one = median_seconds(lambda: list(stand_in.pipe(texts)), runs, lambda: None)
    two = median_seconds(
        lambda: list(stand_in.pipe(texts, n_process=2, batch_size=DOCS_PER_BATCH)),
        runs,
        lambda: None,
    )
    return one / two


def _busy(n: int) -> int:
    total = 0
    for i in range(n):
        total += i * i
    return total


def parallel_headroom(n: int = 3_000_000) -> float:
    """How much faster 2 processes do 2 units of pure-Python work than 1 process, now.

    On a machine that other jobs share, this is well under 2 and bounds (d)/(c).
    """
    import multiprocessing

    start = time.perf_counter()
    _busy(n), _busy(n)
    serial = time.perf_counter() - start
    with multiprocessing.Pool(2) as pool:
        pool.map(_busy, [0, 0])  # start the workers untimed
        start = time.perf_counter()
        pool.map(_busy, [n, n])
        parallel = time.perf_counter() - start
    return serial / parallel


def cold_start(runs: int) -> tuple[float, dict[str, float]]:
    """Median wall time of a fresh interpreter that imports, loads and judges one document."""
    code = (
        "import time, json; t0 = time.perf_counter()\n"
        "import physics_spacy; t1 = time.perf_counter()\n"
        "nlp = physics_spacy.load(); t2 = time.perf_counter()\n"
        "doc = nlp('Wind speeds of 86 km/h were recorded on the coast. "
        "The probe travelled at 400000 km/s.'); t3 = time.perf_counter()\n"
        "assert doc._.physics_verdict == 'FAIL'\n"
        "print(json.dumps({'import': t1 - t0, 'build': t2 - t1, 'first document': t3 - t2}))\n"
    )
    walls, parts = [], []
    for _ in range(runs):
        wall, stdout = fresh_process(code)
        walls.append(wall)
        parts.append(json.loads(stdout.strip().splitlines()[-1]))
    median_parts = {key: statistics.median(p[key] for p in parts) for key in parts[0]}
    return statistics.median(walls), median_parts


def fresh_process(code: str) -> tuple[float, str]:
    """Wall time and output of a fresh interpreter running ``code``."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return time.perf_counter() - start, done.stdout


_MEMORY_SCAN = """
import json, resource, sys
sys.path.insert(0, {here!r})

def peak_rss_mb():
    # VmHWM is this process's own peak; ru_maxrss also counts the parent's image copied
    # at fork, before exec, so it would report the benchmark process's size.
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

from make_prose_corpus import iter_documents
from physics_spacy.dask import scan_records

total = {total}
checkpoints = {checkpoints}
verdicts = {{}}
for index, record in enumerate(scan_records(iter_documents(total, seed=7, sentences=(1, 3))), 1):
    verdicts[record["verdict"]] = verdicts.get(record["verdict"], 0) + 1
    if index in checkpoints:
        print(json.dumps({{"documents": index, "peak_rss_mb": peak_rss_mb()}}), flush=True)
print(json.dumps({{"verdicts": verdicts}}))
"""


def memory_scan(total: int) -> list[dict[str, float]]:
    """Peak RSS of a streaming local scan, read at checkpoints, in a separate process."""
    checkpoints = sorted({c for c in (1_000, total // 10, total // 4, total // 2, total) if c})
    code = _MEMORY_SCAN.format(here=str(HERE), total=total, checkpoints=checkpoints)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    rows = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    return rows


# --- dense text ---------------------------------------------------------------------


class Stopwatch:
    """Adds up the wall time spent in chosen functions, wrapped in place and put back after;
    counts their calls, and the time the ``within`` pairs' inner label spends inside the
    outer one (``within[outer, inner]``: the context a rule asks for is computed inside
    the rule). Its own cost, a few microseconds a call, lands in the labels that hold
    the calls it times (the per-sentence loop, mostly)."""

    def __init__(self, within: Iterable[tuple[str, str]] = ()) -> None:
        self.seconds: dict[str, float] = {}
        self.calls: dict[str, int] = {}
        self.within: dict[tuple[str, str], float] = {pair: 0.0 for pair in within}
        self._depth: dict[str, int] = {}
        self._restore: list[tuple[Any, str, Any]] = []

    def wrap(self, owner: Any, name: str, label: str) -> None:
        original = getattr(owner, name)
        self.seconds.setdefault(label, 0.0)
        self.calls.setdefault(label, 0)
        self._depth.setdefault(label, 0)
        outers = [outer for outer, inner in self.within if inner == label]
        seconds, calls, depth, within = self.seconds, self.calls, self._depth, self.within
        clock = time.perf_counter

        def timed(*args: Any, **kwargs: Any) -> Any:
            calls[label] += 1
            depth[label] += 1
            start = clock()
            try:
                return original(*args, **kwargs)
            finally:
                elapsed = clock() - start
                depth[label] -= 1
                seconds[label] += elapsed
                for outer in outers:
                    if depth.get(outer):
                        within[outer, label] += elapsed

        setattr(owner, name, timed)
        self._restore.append((owner, name, original))

    def restore(self) -> None:
        for owner, name, original in reversed(self._restore):
            setattr(owner, name, original)
        self._restore.clear()


def stopwatch_cost_a_call(calls: int = 100_000) -> float:
    """What timing one call adds to it, in seconds (best of three)."""

    class Timed:
        @staticmethod
        def call() -> None:
            return None

    bare = Timed.call
    costs = []
    for _ in range(3):
        watch = Stopwatch()
        watch.wrap(Timed, "call", "call")
        timed = Timed.call
        start = time.perf_counter()
        for _ in range(calls):
            timed()
        with_watch = time.perf_counter() - start
        watch.restore()
        start = time.perf_counter()
        for _ in range(calls):
            bare()
        costs.append((with_watch - (time.perf_counter() - start)) / calls)
    return min(costs)


def pipeline_split(nlp: Language, texts: list[str], clear: Callable[[], None]) -> dict[str, float]:
    """Where one run of ``nlp.pipe(texts)`` spends its time: quantulum3's ``parse`` and the
    pipeline's own stages around it (seconds; the stages are nested as printed). The
    context rules ask for (``modifiers`` and the cheap ``could_mark``) is taken out of
    "rules" (it is counted under "context" and "could_mark"); "units" and "context
    computed" count the units with claims and those whose context was computed;
    "stopwatch" is an estimate of the stopwatch's own cost (its calls times its cost a
    call)."""
    import quantulum3.parser

    from physics_spacy import analysis, annotate, component, extract, normalise, structure
    from physics_spacy.context import engine
    from physics_spacy.rules import registry

    watch = Stopwatch(within=[("rules", "context"), ("rules", "could_mark")])
    watch.wrap(component.PhysicsConsistency, "__call__", "component")
    watch.wrap(registry.Rule, "__call__", "rules")
    watch.wrap(registry.Rule, "could_fire", "preconditions")
    watch.wrap(engine.ContextEngine, "modifiers", "context")
    watch.wrap(engine.ContextEngine, "could_mark", "could_mark")
    watch.wrap(engine.ContextEngine, "document_categories", "document categories")
    watch.wrap(analysis, "LazyContext", "units")  # one a unit with claims
    watch.wrap(structure, "read", "structure")
    watch.wrap(component, "mend_sentences", "mending")
    watch.wrap(structure, "neighbours", "neighbours")
    watch.wrap(normalise, "prepare", "text fixes")
    watch.wrap(extract, "quantities", "quantities")
    watch.wrap(quantulum3.parser, "parse", "quantulum3 parse")
    watch.wrap(normalise, "repair", "repairs, SI values")
    watch.wrap(annotate, "write", "spans and extensions")
    clear()
    start = time.perf_counter()
    try:
        list(nlp.pipe(texts))
    finally:
        watch.restore()
    seconds = dict(watch.seconds)
    seconds["total"] = time.perf_counter() - start
    seconds["stopwatch"] = sum(watch.calls.values()) * stopwatch_cost_a_call()
    seconds["rules"] -= watch.within["rules", "context"] + watch.within["rules", "could_mark"]
    seconds["units"] = watch.calls["units"]
    seconds["context computed"] = watch.calls["context"]
    return seconds


def claim_dense_documents(claims: int, seed: int) -> list[str]:
    """Documents of 50 sentences with one "3.4e+05 km/s"-style speed each, all distinct."""
    import random

    rng = random.Random(seed)
    sentences = [
        f"Clump {rng.choice('ABCDEFGH')} moved at {rng.uniform(1, 9.9):.1f}e+0{rng.randint(1, 6)} "
        f"{rng.choice(['km/s', 'm/s', 'km/h', 'mph'])}."
        for _ in range(claims)
    ]
    return [" ".join(sentences[i : i + 50]) for i in range(0, len(sentences), 50)]


_COLD_BLANK = "import spacy\nnlp = spacy.blank('en')\nnlp('word')\n"

_COLD_OURS = """
import json, time
t0 = time.perf_counter()
import physics_spacy
t1 = time.perf_counter()
nlp = physics_spacy.load()
t2 = time.perf_counter()
from physics_spacy import extract, units
parts = {"pint registry": 0.0, "quantulum3 load": 0.0, "quantulum3 patterns": 0.0}

def timed(owner, name, label, after=None):
    original = getattr(owner, name)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return original(*args, **kwargs)
        finally:
            parts[label] += time.perf_counter() - start
            if after is not None:
                after()
    setattr(owner, name, wrapper)

def patterns():
    from quantulum3 import regex
    for name in ("units_regex", "text_pattern_reg"):
        if not getattr(getattr(regex, name), "_cold_timed", False):
            timed(regex, name, "quantulum3 patterns")
            getattr(regex, name)._cold_timed = True

timed(units, "registry", "pint registry")
timed(extract, "_parser", "quantulum3 load", after=patterns)
doc = nlp("Wind speeds of 86 km/h were recorded on the coast. The probe travelled at 400000 km/s.")
t3 = time.perf_counter()
assert doc._.physics_verdict == "FAIL", doc._.physics_verdict
rest = t3 - t2 - sum(parts.values())
timings = {"import": t1 - t0, "build pipeline": t2 - t1, **parts, "rest of first document": rest}
print(json.dumps(timings))
"""


def fresh_process_times(code: str) -> tuple[float, float, str]:
    """Wall time, CPU time (user + system) and output of a fresh interpreter running ``code``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall, stdout = fresh_process(code)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, stdout


def byte_compile_package() -> bool:
    """Byte-compile physics_spacy's modules where their cache is missing or stale, as
    ``pip install`` does; True if any was. Without it (PYTHONDONTWRITEBYTECODE set, or a
    fresh editable checkout), every fresh process compiles the sources again (~0.1 s of
    CPU) while spaCy's, installed, are compiled already."""
    import compileall
    import importlib.util

    import physics_spacy

    folder = Path(physics_spacy.__file__).parent
    sources = sorted(folder.rglob("*.py"))

    def current(source: Path) -> bool:
        cached = Path(importlib.util.cache_from_source(str(source)))
        return cached.exists() and cached.stat().st_mtime >= source.stat().st_mtime

    if all(map(current, sources)):
        return False
    compileall.compile_dir(str(folder), quiet=1)
    return True


def cold_start_against_blank(runs: int) -> dict[str, Any]:
    """Fresh process to a first verdict against a fresh ``spacy.blank('en')``, alternated."""
    ours_wall, ours_cpu, blank_wall, blank_cpu, parts = [], [], [], [], []
    for _ in range(runs):
        wall, cpu, _out = fresh_process_times(_COLD_BLANK)
        blank_wall.append(wall)
        blank_cpu.append(cpu)
        wall, cpu, out = fresh_process_times(_COLD_OURS)
        ours_wall.append(wall)
        ours_cpu.append(cpu)
        parts.append(json.loads(out.strip().splitlines()[-1]))
    median = statistics.median
    return {
        "ours_wall": median(ours_wall),
        "ours_cpu": median(ours_cpu),
        "blank_wall": median(blank_wall),
        "blank_cpu": median(blank_cpu),
        "over_wall": median(o - b for o, b in zip(ours_wall, blank_wall, strict=True)),
        "over_cpu": median(o - b for o, b in zip(ours_cpu, blank_cpu, strict=True)),
        "parts": {key: median(p[key] for p in parts) for key in parts[0]},
    }


def dense_section(path: Path, runs: int, quick: bool) -> None:
    """(b), (c), (c)/(b), the split, the cost per claim and the cold start on dense text."""
    import physics_spacy
    from physics_spacy import extract, quantulum_speedups
    from physics_spacy.analysis import may_hold_claim

    def row(name: str, value: str, target: str = "") -> None:
        print(f"  {name:<72} {value:>16}  {target}", flush=True)

    texts = read_corpus(path)
    words = words_in(texts)
    blank = spacy.blank("en")
    blank.add_pipe("sentencizer")
    sentences = [s.text for doc in blank.pipe(texts) for s in doc.sents]
    print(
        f"\ndense corpus: {path} ({len(texts)} documents, {words} words, {len(sentences)} "
        f"sentences, {sum(map(may_hold_claim, sentences)) / len(sentences):.0%} with a number); "
        f"{runs} runs each"
    )
    cpu = time.process_time
    t_a = median_seconds(lambda: list(blank.pipe(texts)), runs, lambda: None)
    row("(a) blank English + sentencizer", f"{words / t_a:,.0f} w/s")

    nlp = physics_spacy.load()
    nlp("Warm-up: 5 km/s.")
    clear = nlp.get_pipe("physics_consistency").analyser.analyse.cache_clear
    q3 = extract._parser()
    quantulum_speedups.uninstall()
    with extract._root_logger_untouched():
        try:
            q3.parse("Warm-up: 5 km/s.")
            c0 = cpu()
            t_b = median_seconds(lambda: [q3.parse(s) for s in sentences], runs, lambda: None)
            cpu_b = (cpu() - c0) / runs
        finally:
            installed = quantulum_speedups.install(q3)
    row("(b) raw quantulum3.parser.parse, sentence by sentence", f"{words / t_b:,.0f} w/s")
    c0 = cpu()
    t_c = median_seconds(lambda: list(nlp.pipe(texts)), runs, clear)
    cpu_c = (cpu() - c0) / runs
    claims = sum(len(doc._.physics_claims) for doc in nlp.pipe(texts))
    row(
        f"(c) physics_spacy nlp.pipe (speed-ups {'on' if installed else 'OFF'}), cache cleared",
        f"{words / t_c:,.0f} w/s",
    )
    row("(c)/(b), wall", f"{t_b / t_c:.1f}x", f">= {TARGETS['dense_ratio_cb']}x")
    row("(c)/(b), CPU time of the same runs", f"{cpu_b / cpu_c:.1f}x")
    row(f"  (c) per claim ({claims} claims)", f"{t_c / claims * 1e3:.2f} ms")

    # One run's split moves with a full garbage collection that falls in it (~0.1 s, in
    # whichever row it interrupts): medians of as many runs as the figures above.
    splits = [pipeline_split(nlp, texts, clear) for _ in range(runs)]
    split = {key: statistics.median(each[key] for each in splits) for key in splits[0]}
    total, parse = split["total"], split["quantulum3 parse"]
    spacy_own = total - split["component"]
    stages = (
        "structure",
        "mending",
        "neighbours",
        "document categories",
        "text fixes",
        "quantities",
        "repairs, SI values",
        "preconditions",
        "context",
        "could_mark",
        "rules",
        "spans and extensions",
    )
    shown = [
        ("spaCy: tokenizer, sentencizer, Doc", spacy_own),
        (
            "component: per-sentence loop, sentence cache, offsets, stopwatch",
            split["component"] - sum(split[stage] for stage in stages),
        ),
        ("  document structure (structure.read)", split["structure"]),
        ("  sentence mending (pipeline.mend_sentences)", split["mending"]),
        ("  each unit's neighbours (structure.neighbours)", split["neighbours"]),
        (
            "  a document's categories (ContextEngine.document_categories)",
            split["document categories"],
        ),
        ("  text fixes (normalise.prepare)", split["text fixes"]),
        ("  quantulum3 parse (with physics_spacy's speed-ups)", parse),
        ("  quantulum3 results to records, root logger kept", split["quantities"] - parse),
        ("  repairs, SI values (normalise.repair)", split["repairs, SI values"]),
        ("  rules' preconditions (Rule.could_fire)", split["preconditions"]),
        ("  context: assertion and roles (ContextEngine.modifiers)", split["context"]),
        ("  context: whether a role can stand (ContextEngine.could_mark)", split["could_mark"]),
        ("  rules (Rule.__call__, passages; the context they ask is above)", split["rules"]),
        ("  spans and extensions (annotate.write)", split["spans and extensions"]),
    ]
    print(f"  split of a (c) run (medians of {runs} runs), {total:.2f} s:")
    for name, seconds in shown:
        row(f"  {name}", f"{seconds / total:6.1%}  {seconds:6.2f} s")
    row(
        "  the stopwatch's own cost, in the rows above (calls x its cost a call)",
        f"{split['stopwatch'] / total:6.1%}  {split['stopwatch']:6.2f} s",
    )
    row(
        "  units with claims whose context was computed",
        f"{split['context computed']:.0f} of {split['units']:.0f}",
    )
    row(
        "the pipeline's own work around quantulum3",
        f"{(total - parse) / total:.1%}",
        f"<= {TARGETS['dense_own_share']:.0%}",
    )

    sizes = (1_000, 4_000) if quick else (1_000, 10_000)
    per_claim = []
    for size in sizes:
        docs = claim_dense_documents(size, seed=size)
        found = sum(len(doc._.physics_claims) for doc in nlp.pipe(docs))
        seconds = median_seconds(lambda docs=docs: list(nlp.pipe(docs)), runs, clear)
        per_claim.append(seconds / found * 1e3)
        row(
            f"cost per claim, {found:,} claims of '3.4e+05 km/s' text",
            f"{per_claim[-1]:.2f} ms",
            f"<= {TARGETS['ms_per_claim']} ms",
        )
    row("  larger / smaller per-claim cost", f"{per_claim[1] / per_claim[0]:.2f}x")

    if byte_compile_package():
        print("  (physics_spacy's modules byte-compiled first, as an installed package has them)")
    cold = cold_start_against_blank(3 if quick else 5)
    detail = ", ".join(f"{k} {v:.2f}" for k, v in cold["parts"].items())
    row("cold start: fresh process to its first verdict, wall", f"{cold['ours_wall']:.2f} s")
    row(
        "  a fresh process that builds spacy.blank('en') and parses a word",
        f"{cold['blank_wall']:.2f} s",
    )
    row(
        "  over spaCy's blank start, wall (median of pairs)",
        f"{cold['over_wall']:+.2f} s",
        f"<= {TARGETS['cold_over_blank_s']} s",
    )
    row(
        "  the same in CPU time: ours, blank, over",
        f"{cold['ours_cpu']:.2f} {cold['blank_cpu']:.2f} {cold['over_cpu']:+.2f} s",
    )
    print(f"  breakdown (s, wall): {detail}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--quick", action="store_true", help="smaller sizes and fewer runs")
    parser.add_argument("--runs", type=int, help="runs per throughput figure (default 3; quick 2)")
    parser.add_argument("--scan-documents", type=int, help="documents in the memory scan")
    parser.add_argument(
        "--dense",
        nargs="?",
        type=Path,
        const=DENSE_CORPUS,
        help="only the dense section, on this corpus (default: the bundled dense corpus)",
    )
    args = parser.parse_args(argv)
    runs = args.runs or (2 if args.quick else 3)
    if args.dense is not None:
        dense_section(args.dense, runs, args.quick)
        return 0
    scan_total = args.scan_documents or (10_000 if args.quick else 100_000)
    long_words = 16_000 if args.quick else 64_000

    import physics_spacy
    from physics_spacy import extract, quantulum_speedups
    from physics_spacy.analysis import may_hold_claim
    from physics_spacy.scan import InputRecord, pipe_records

    texts = read_corpus(args.corpus)
    if args.quick:
        texts = texts[: max(1, len(texts) // 4)]
    words = words_in(texts)
    rows: list[tuple[str, str, str]] = []

    def row(name: str, value: str, target: str = "") -> None:
        rows.append((name, value, target))
        print(f"  {name:<72} {value:>16}  {target}", flush=True)

    print(f"corpus: {args.corpus} ({len(texts)} documents, {words} words); {runs} runs each")

    # (a) the floor: tokenizer + sentencizer.
    blank = spacy.blank("en")
    blank.add_pipe("sentencizer")
    t_a = median_seconds(lambda: list(blank.pipe(texts)), runs, lambda: None)
    sentences = [s.text for doc in blank.pipe(texts) for s in doc.sents]
    candidates = sum(map(may_hold_claim, sentences))
    print(
        f"  {len(sentences)} sentences, {len(set(sentences)) / len(sentences):.0%} distinct, "
        f"{candidates / len(sentences):.0%} hold a digit or number word"
    )
    row("(a) blank English + sentencizer", f"{words / t_a:,.0f} w/s")

    # (c) the full pipeline; quantulum3 is loaded (and sped up) by the warm-up.
    nlp = physics_spacy.load()
    nlp("Warm-up: 5 km/s.")
    component = nlp.get_pipe("physics_consistency")
    clear = component.analyser.analyse.cache_clear

    # (b) raw quantulum3, its original code, sentence by sentence.
    q3 = extract._parser()
    quantulum_speedups.uninstall()
    # Raw parse() calls logging.basicConfig (and so does install(), which parses to check
    # its replacements): keep this process's root logger as it was.
    with extract._root_logger_untouched():
        try:
            t_b = median_seconds(lambda: [q3.parse(s) for s in sentences], runs, lambda: None)
        finally:
            installed = quantulum_speedups.install(q3)
    row("(b) raw quantulum3.parser.parse, sentence by sentence", f"{words / t_b:,.0f} w/s")

    t_c = median_seconds(lambda: list(nlp.pipe(texts)), runs, clear)
    row(
        f"(c) physics_spacy nlp.pipe (speed-ups {'on' if installed else 'OFF'})",
        f"{words / t_c:,.0f} w/s",
    )
    t_d = median_seconds(
        lambda: list(nlp.pipe(texts, n_process=2, batch_size=DOCS_PER_BATCH)), runs, clear
    )
    row(
        f"(d) physics_spacy nlp.pipe, n_process=2, batch_size={DOCS_PER_BATCH}",
        f"{words / t_d:,.0f} w/s",
    )
    row("(c)/(b)", f"{t_b / t_c:.1f}x", f">= {TARGETS['ratio_cb']}x")
    row(f"(d)/(c) on {os.cpu_count()} cores", f"{t_c / t_d:.2f}x", f">= {TARGETS['ratio_dc']}x")
    row("  for scale: 2 processes vs 1 on pure-Python busy work", f"{parallel_headroom():.2f}x")
    row(
        "  for scale: (d)/(c) of a stand-in as slow per Doc, annotating nothing",
        f"{n_process_ceiling(texts, t_c / len(texts), runs):.2f}x",
    )
    t_e = dask_scan_seconds(texts, runs)
    if t_e is not None:
        row(
            "(e) physics_spacy.dask.scan_records, LocalCluster 2 processes",
            f"{words / t_e:,.0f} w/s",
        )
        row("(e)/(c)", f"{t_c / t_e:.2f}x")

    records = [InputRecord(number, number, text) for number, text in enumerate(texts, 1)]
    t_f = median_seconds(
        lambda: list(pipe_records(nlp, records, batch_size=DOCS_PER_BATCH)), runs, clear
    )
    row("(f) physics_spacy.scan.pipe_records, this process", f"{words / t_f:,.0f} w/s")
    t_g = median_seconds(
        lambda: list(pipe_records(nlp, records, n_process=2, batch_size=DOCS_PER_BATCH)),
        runs,
        clear,
    )
    row("(g) the same, n_process=2 (records, not Docs, come back)", f"{words / t_g:,.0f} w/s")
    row("(g)/(f)", f"{t_f / t_g:.2f}x")

    # Linearity: one long document against short ones made of the same text.
    shorts = documents_of(texts * (1 + long_words // max(words, 1)), 1_000)
    shorts = shorts[: max(1, long_words // 1_000)]
    long_doc = " ".join(shorts)
    if len(long_doc) >= nlp.max_length:
        nlp.max_length = len(long_doc) + 1
    # Short and long runs alternate, so that a change in the machine's load hits both.
    t_shorts, t_longs = [], []
    for _ in range(runs):
        t_shorts.append(median_seconds(lambda: list(nlp.pipe(shorts)), 1, clear))
        t_longs.append(median_seconds(lambda: nlp(long_doc), 1, clear))
    per_short = statistics.median(t_shorts) / words_in(shorts) * 1e6
    per_long = statistics.median(t_longs) / words_in([long_doc]) * 1e6
    row("per-word cost, 1 000-word documents", f"{per_short:.1f} µs/word")
    row(f"per-word cost, one {words_in([long_doc]):,}-word document", f"{per_long:.1f} µs/word")
    row("long / short per-word cost", f"{per_long / per_short:.2f}x", f"<= {TARGETS['linearity']}x")

    # Cold start, in fresh processes.
    if byte_compile_package():
        print("  (physics_spacy's modules byte-compiled first, as an installed package has them)")
    wall, parts = cold_start(1 if args.quick else 3)
    detail = ", ".join(f"{k} {v:.2f}" for k, v in parts.items())
    row(f"cold start, fresh process ({detail})", f"{wall:.2f} s", f"< {TARGETS['cold_start_s']} s")
    floor = statistics.median(
        fresh_process("import spacy; spacy.blank('en')")[0] for _ in range(1 if args.quick else 3)
    )
    row("  for scale: a fresh process that only builds spacy.blank('en')", f"{floor:.2f} s")

    # Memory of a streaming scan, in a separate process.
    scan = memory_scan(scan_total)
    for point in scan:
        if "documents" in point:
            row(
                f"peak RSS after {point['documents']:,} documents (streaming scan)",
                f"{point['peak_rss_mb']:.0f} MB",
            )
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  (this benchmark process peaked at {own:.0f} MB; scan verdicts: {scan[-1]})")
    dense_section(DENSE_CORPUS, runs, args.quick)
    return 0


if __name__ == "__main__":
    sys.exit(main())
