"""The ``physics-spacy`` command: check one text, scan a corpus, render a page.

Exit status: 0 when done (``check``: not flagged), 1 when ``check`` flags its document,
2 for usage errors (bad options, unreadable input, unknown rules). The pipeline (and
quantulum3) loads only once a command runs, so ``--help`` and usage errors answer without it.

``scan`` streams: records are read one line at a time, go through ``nlp.pipe`` and are
written as they come out, so memory does not grow with the corpus. A record that cannot
be read (bad JSON, a missing field, invalid UTF-8) becomes an error record and the scan
goes on: every input record gives exactly one output line, in input order, which is
also what makes ``--resume`` safe. With ``--scheduler`` the same records are judged on a
Dask cluster instead (:mod:`physics_spacy.dask`); reading the corpus, error records,
ordering, ``--resume`` and the summary stay here, and both paths build their output with
:mod:`physics_spacy.scan`, so the output is the same byte for byte. Dask is imported
only then, so every other command works without the ``dask`` extra.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import sys
import textwrap
import threading
import time
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import IO, TYPE_CHECKING, Any

from .report import LONE_SURROGATE, config_key, shared_pipeline
from .scan import InputRecord, WorkerFailed, open_corpus, pipe_records

# The record ``scan`` writes is this command's contract, long imported from here: the one
# function that makes it lives in physics_spacy.scan, shared with physics_spacy.dask.
from .scan import result_record as result_record

if TYPE_CHECKING:
    from spacy.language import Language

PROG = "physics-spacy"
EXIT_OK = 0
EXIT_FLAGGED = 1
EXIT_USAGE = 2
EXIT_WORKER_FAILED = 3
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as a shell reports it
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE

# A lone word with a slash or a file suffix is more likely a mistyped file name than a text.
_PATH_LIKE = re.compile(r"[^\s]*(?:[/\\][^\s]*|\.[A-Za-z][A-Za-z0-9]{0,5})")

DESCRIPTION = """\
Mark the numeric claims in a text that break physics: speeds above light,
temperatures below absolute zero, negative masses, probabilities outside
0-100 %, falls faster than gravity allows, shares that add up to more than
their whole, and more. Runs locally; the same text always gives the same result."""

EPILOG = """\
examples:
  physics-spacy check "The probe travelled at 400000 km/s."
  physics-spacy check answer.txt --fail-on WARN
  some-llm-command | physics-spacy check - --json
  physics-spacy scan answers.jsonl --out results.jsonl
  physics-spacy scan answers.jsonl --out results.jsonl --resume
  physics-spacy scan answers.jsonl --out results.jsonl --scheduler tcp://scheduler:8786
  physics-spacy render answer.txt --out page.html

exit status:
  0  done; for check: the document is not flagged
  1  check: the document is flagged (its verdict is at or above --fail-on)
  2  usage error: bad option, unreadable input, unknown rule or pipeline
  3  scan: a worker failed (the records before it are written; --resume continues)
  130  interrupted (scan: --resume continues)

Run 'physics-spacy COMMAND --help' for the options of one command."""


class UsageError(Exception):
    """Bad arguments or unreadable input: one line on stderr and exit status 2."""


# ---------------------------------------------------------------------------
# argument parsing


def build_parser() -> argparse.ArgumentParser:
    """The whole command line; building it imports nothing heavy."""
    from . import RULES_VERSION, __version__

    parser = argparse.ArgumentParser(
        prog=PROG,
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"{PROG} {__version__} (rules version {RULES_VERSION})",
    )
    pipeline = argparse.ArgumentParser(add_help=False)
    group = pipeline.add_argument_group("pipeline")
    group.add_argument(
        "--model",
        metavar="NAME",
        help="spaCy pipeline (package name or path) to add the component to "
        "(default: the embedded blank English pipeline; nothing is downloaded)",
    )
    group.add_argument(
        "--rules",
        metavar="ID[,ID...]",
        help="comma-separated rule ids to run (default: every built-in rule)",
    )
    group.add_argument(
        "--fail-on",
        type=str.upper,  # "warn" is WARN
        choices=("FAIL", "WARN"),
        help="the severity from which a document is flagged (default: FAIL)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    check = commands.add_parser(
        "check",
        parents=[pipeline],
        help="judge one document; exit 1 when it is flagged",
        description=_paragraph(
            "Judge one document: print each violation (severity, rule, sentence, "
            "message) and the verdict. Exit status 0 when the document is not flagged, 1 "
            "when it is, 2 for usage errors."
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog='examples:\n  physics-spacy check "It fell 100 m in 1 s."\n'
        "  physics-spacy check answer.txt --json\n  cat answer.txt | physics-spacy check -",
    )
    _add_source(check)
    check.add_argument("--json", action="store_true", help="print the report as JSON")
    check.set_defaults(handler=run_check)

    scan = commands.add_parser(
        "scan",
        parents=[pipeline],
        help="judge every record of a corpus; one JSON line out per record in",
        description=_paragraph(
            "Judge every record of a corpus: a JSONL file (one object per line), a "
            "text file (one document per line), a folder of .txt files (one document each, in "
            "sorted order) or - for standard input. Writes one JSON line per input record, in "
            "input order: line, id, verdict, flagged, error, n_sentences, violations (each with "
            "its text and sentence), claims. A record that cannot be read becomes an error "
            "record and the scan goes on. A summary goes to stderr. With --scheduler the "
            "documents are judged on a Dask cluster, with the same output."
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n  physics-spacy scan answers.jsonl --out results.jsonl\n"
        "  physics-spacy scan answers.jsonl --out results.jsonl --resume\n"
        "  physics-spacy scan articles/ --n-process 2 > results.jsonl\n"
        "  physics-spacy scan answers.jsonl --out results.jsonl --scheduler local\n"
        "  physics-spacy scan answers.jsonl --out results.jsonl --scheduler tcp://host:8786\n"
        "\nexit status:\n  0  done\n  2  usage error: bad option, unreadable corpus, unknown "
        "rule or pipeline,\n     no Dask installed, or no scheduler at the --scheduler address"
        "\n  3  a worker failed: the records before it are written, and --resume continues"
        "\n  130  interrupted: --resume continues",
    )
    scan.add_argument("corpus", metavar="CORPUS", help="JSONL file, text file, folder or -")
    scan.add_argument(
        "--format",
        choices=("auto", "jsonl", "text"),
        default="auto",
        help="how to read a file: auto (default) reads .jsonl/.ndjson files and standard "
        "input starting with '{' as JSONL, anything else as text",
    )
    scan.add_argument(
        "--text-field", default="text", metavar="NAME", help="JSONL field with the text (text)"
    )
    scan.add_argument(
        "--id-field", default="id", metavar="NAME", help="JSONL field with the record id (id)"
    )
    scan.add_argument(
        "--out", metavar="FILE", help="where to write the JSONL results (default: stdout)"
    )
    scan.add_argument(
        "--resume",
        action="store_true",
        help="keep the records already in --out and append the rest (continues an "
        "interrupted scan; a torn last line is dropped and redone)",
    )
    scan.add_argument(
        "--n-process",
        type=_positive_int,
        metavar="N",
        help="worker processes: of this machine (default 1: none), or the workers of "
        "--scheduler local (default: one per CPU)",
    )
    scan.add_argument(
        "--batch-size",
        type=_positive_int,
        default=64,
        metavar="N",
        help="texts per batch, and per task on a Dask cluster (64)",
    )
    cluster = scan.add_argument_group('Dask cluster (needs: pip install "physics_spacy[dask]")')
    cluster.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="judge the documents on a Dask cluster: the address of its scheduler "
        "(tcp://host:8786), or 'local' for a cluster of worker processes on this machine "
        "started for the scan. The corpus is read here and the output is the same as "
        "without --scheduler",
    )
    cluster.add_argument(
        "--connect-timeout",
        type=_positive_float,
        default=30.0,
        metavar="SECONDS",
        help="how long to try to reach the --scheduler address before giving up (30)",
    )
    scan.add_argument(
        "-q", "--quiet", action="store_true", help="no progress bar and no summary on stderr"
    )
    scan.set_defaults(handler=run_scan)

    render = commands.add_parser(
        "render",
        parents=[pipeline],
        help="write a standalone HTML page highlighting claims and violations",
        description=_paragraph(
            "Write a standalone HTML page (UTF-8, no scripts) in which displaCy "
            "highlights the claims (upper-case kinds) and the violations (rule ids) of one "
            "document, with each violation's message below it."
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="example:\n  physics-spacy render answer.txt --out page.html",
    )
    _add_source(render)
    render.add_argument("--out", metavar="FILE", help="the HTML file to write (default: stdout)")
    render.add_argument("--title", help="the page title (default: the source's name)")
    render.set_defaults(handler=run_render)
    return parser


def _paragraph(text: str) -> str:
    """A help paragraph wrapped like argparse wraps option help (it is not, in raw mode)."""
    return textwrap.fill(text, width=78)


def _add_source(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "source",
        metavar="TEXT|FILE|-",
        help="the text itself, a UTF-8 file holding it, or - for standard input",
    )
    parser.add_argument(
        "--text",
        action="store_true",
        help="take the argument as the text even if it names a file",
    )


def _positive_float(value: str) -> float:
    try:
        number = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, not {value!r}") from None
    if not number > 0 or number == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a number above 0, not {value}")
    return number


def _positive_int(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"expected 1 or more, not {number}")
    return number


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (argparse exits 2 on bad options)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.handler(args))
    except UsageError as error:
        print(f"{PROG} {args.command}: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except WorkerFailed as error:
        print(
            f"{PROG} {args.command}: error: {error}. The records before it are written; "
            "run it again with --resume to continue",
            file=sys.stderr,
        )
        return EXIT_WORKER_FAILED
    except KeyboardInterrupt:
        hint = " (run it again with --resume to continue)" if args.command == "scan" else ""
        print(f"{PROG} {args.command}: interrupted{hint}", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, like other Unix tools, and keep
        # Python from complaining again when it flushes stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_BROKEN_PIPE


# ---------------------------------------------------------------------------
# shared pieces


def component_config(args: argparse.Namespace) -> dict[str, Any]:
    """The component config the options ask for (the same here and on Dask workers)."""
    config: dict[str, Any] = {}
    if args.fail_on:
        config["fail_on"] = args.fail_on
    if args.rules is not None:
        rules = [rule.strip() for rule in args.rules.split(",") if rule.strip()]
        if not rules:
            raise UsageError("--rules names no rule")
        config["rules"] = rules
    return config


def pipeline_from(args: argparse.Namespace) -> Language:
    """The pipeline the options ask for; bad rules or pipelines are usage errors."""
    try:
        return shared_pipeline(args.model, config_key(component_config(args)))
    except OSError as error:  # spaCy's "can't find model" is an OSError
        raise UsageError(f"cannot load the spaCy pipeline {args.model!r}: {error}") from None
    except ValueError as error:  # unknown rule ids, refused by the component
        raise UsageError(str(error)) from None


def read_document(source: str, *, as_text: bool = False) -> tuple[str, str]:
    """The text to judge and a name for it: ``-`` is stdin, an existing file its content,
    anything else the text itself, except a lone word that looks like a file name."""
    if LONE_SURROGATE.search(source):
        raise UsageError("the argument is not valid UTF-8 text")
    if not source.strip():  # "" would otherwise name the current folder
        raise UsageError(
            "the text is empty; give the text to judge, a file that holds it, or - to read "
            "standard input"
        )
    if as_text:
        return source, "text"
    if source == "-":
        return _decode(sys.stdin.buffer.read(), "standard input"), "standard input"
    path = Path(source)
    try:
        is_dir, is_file = path.is_dir(), path.is_file()
    except (OSError, ValueError):  # too long or a NUL byte: not a usable file name
        is_dir = is_file = False
    if is_dir:
        raise UsageError(f"{source} is a folder; to judge its .txt files run: {PROG} scan {source}")
    if is_file:
        try:
            data = path.read_bytes()
        except OSError as error:
            raise UsageError(f"cannot read {source}: {error.strerror}") from None
        return _decode(data, source), source
    if _PATH_LIKE.fullmatch(source):
        raise UsageError(f"no such file: {source} (to judge it as a text, add --text)")
    return source, "text"


def _decode(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise UsageError(
            f"{name} is not UTF-8 text (invalid byte at offset {error.start})"
        ) from None


def _write(stream: IO[str], text: str) -> None:
    """Write text, escaping what the stream's encoding cannot hold instead of crashing."""
    try:
        stream.write(text)
    except UnicodeEncodeError:
        encoding = getattr(stream, "encoding", None) or "ascii"
        stream.write(text.encode(encoding, "backslashreplace").decode(encoding))


# ---------------------------------------------------------------------------
# check


def run_check(args: argparse.Namespace) -> int:
    from .report import doc_report

    text, _ = read_document(args.source, as_text=args.text)
    report = doc_report(pipeline_from(args)(text))
    if args.json:
        _write(sys.stdout, json.dumps(report, ensure_ascii=False, indent=2) + "\n")
    else:
        _write(sys.stdout, format_report(report))
    return EXIT_FLAGGED if report["flagged"] else EXIT_OK


def format_report(report: Mapping[str, Any]) -> str:
    """The human-readable form of a report: a block per violation, then the verdict."""
    sentences = report.get("sentences") or []
    lines = []
    for violation in report.get("violations") or ():
        index = violation.get("sent_index")
        known = isinstance(index, int) and 0 <= index < len(sentences)
        sentence = sentences[index]["text"] if known else ""
        where = f"  (sentence {index + 1})" if known else ""
        lines.append(f"{violation['severity']}  {violation['rule']}{where}")
        lines.append(f"    {_one_line(sentence)}")
        lines.append(f"    {violation['message']}")
    n_violations = len(report.get("violations") or ())
    flagged = " (flagged)" if report.get("flagged") else ""
    lines.append(
        f"verdict: {report['verdict']}{flagged}: {_count(n_violations, 'violation')}, "
        f"{_count(len(report.get('claims') or ()), 'claim')}, "
        f"{_count(len(sentences), 'sentence')}"
    )
    return "\n".join(lines) + "\n"


def _one_line(text: str, limit: int = 240) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


# ---------------------------------------------------------------------------
# scan


@dataclass
class ScanSummary:
    """Running totals of a scan, for the table on stderr."""

    documents: int = 0
    errors: int = 0
    resumed: int = 0
    sentences: int = 0
    claims: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)

    def add(self, record: Mapping[str, Any]) -> None:
        self.documents += 1
        if record.get("error") is not None:
            self.errors += 1
            return
        self.verdicts[str(record.get("verdict"))] += 1
        self.sentences += int(record.get("n_sentences") or 0)
        self.claims += len(record.get("claims") or ())
        for violation in record.get("violations") or ():
            self.rules[str(violation.get("rule"))] += 1

    def table(self, seconds: float | None = None) -> str:
        rows: list[tuple[str, int]] = [("documents", self.documents)]
        rows += [(f"  {v}", self.verdicts[v]) for v in ("PASS", "WARN", "FAIL") if self.verdicts[v]]
        if self.errors:
            rows.append(("  error records", self.errors))
        if self.resumed:
            rows.append(("  kept from --out", self.resumed))
        rows += [("sentences", self.sentences), ("claims", self.claims)]
        rows.append(("violations", sum(self.rules.values())))
        rows += [
            (f"  {rule}", n) for rule, n in sorted(self.rules.items(), key=lambda r: (-r[1], r[0]))
        ]
        width = max(len(label) for label, _ in rows) + 2
        digits = max(len(str(n)) for _, n in rows)
        lines = [f"{label:<{width}}{n:>{digits}}" for label, n in rows]
        if seconds is not None:
            new = self.documents - self.resumed
            rate = new / seconds if seconds > 0 else 0.0
            lines.insert(
                0, f"{PROG} scan: {_count(new, 'document')} in {seconds:.1f} s ({rate:.1f} docs/s)"
            )
        return "\n".join(lines) + "\n"


def run_scan(args: argparse.Namespace) -> int:
    out_path = None if args.out in (None, "-") else Path(args.out)
    if args.resume and out_path is None:
        raise UsageError("--resume needs --out FILE: it reads back the records already written")
    if out_path is not None and args.corpus != "-" and _same_file(out_path, Path(args.corpus)):
        raise UsageError("--out names the corpus itself; write the results somewhere else")
    dask_scan = _dask_for(args)
    try:
        records = open_corpus(
            args.corpus, args.format, text_field=args.text_field, id_field=args.id_field
        )
    except OSError as error:
        raise UsageError(str(error)) from None
    # Built on a cluster scan too: a bad --rules or --model is a usage error here, before
    # any worker sees it (building is cheap; the first parse, not done here, is not).
    nlp = pipeline_from(args)
    summary = ScanSummary()
    kept = 0
    if args.resume and out_path is not None and out_path.exists():
        kept = keep_complete_lines(out_path)
        records = skip_written(records, out_path, kept, summary)
    if dask_scan is None and (args.n_process or 1) > 1:
        # Workers are forked from this process: pay quantulum3's lazy first-parse cost
        # (~1.5 s) once here instead of once in every worker.
        nlp("It moved 1 m in 1 s.")
    show_progress = not args.quiet and sys.stderr.isatty()
    total = _count_lines(Path(args.corpus)) if show_progress else None
    started = time.perf_counter()
    out: IO[str]
    # The cluster is reached before --out is opened: an unreachable scheduler leaves an
    # earlier output file as it was.
    with (
        _judged(args, nlp, records, dask_scan) as results,
        _Output(out_path, append=args.resume) as out,
        _TerminateAsInterrupt(stop_workers=dask_scan is None),
        _progress(show_progress, total, kept) as bar,
    ):
        for result in results:
            _write(out, json.dumps(result, ensure_ascii=False) + "\n")
            summary.add(result)
            bar.update(1)
    if not args.quiet:
        _write(sys.stderr, summary.table(time.perf_counter() - started))
    return EXIT_OK


def _dask_for(args: argparse.Namespace) -> ModuleType | None:
    """:mod:`physics_spacy.dask` when ``--scheduler`` asks for a cluster, else None.

    Imported only here, so that no other command needs Dask; its absence, and options that
    mean nothing for the cluster asked for, are usage errors before anything is read.
    """
    if args.scheduler is None:
        return None
    if args.scheduler != "local" and args.n_process is not None:
        raise UsageError(
            "--n-process sets the workers of --scheduler local; an existing cluster scans "
            "with the workers it has"
        )
    from . import dask as dask_scan

    try:
        dask_scan.require_distributed()
    except ImportError as error:
        raise UsageError(str(error)) from None
    return dask_scan


@contextmanager
def _judged(
    args: argparse.Namespace,
    nlp: Language,
    records: Iterator[InputRecord],
    dask_scan: ModuleType | None,
) -> Iterator[Iterator[dict[str, Any]]]:
    """The result records of the scan, in input order, while whatever judges them lives:
    ``nlp.pipe`` here, or a Dask cluster, reached (or started, for ``local``) on entry and
    let go on exit. Error records are made here either way: they never go to a worker."""
    if dask_scan is None:
        yield pipe_records(nlp, records, n_process=args.n_process or 1, batch_size=args.batch_size)
        return
    try:
        with dask_scan.connect(
            args.scheduler, n_workers=args.n_process, timeout=args.connect_timeout
        ) as client:
            if not args.quiet and not dask_scan.worker_threads(client):
                print(f"{PROG} scan: waiting for the cluster's first worker", file=sys.stderr)
            yield dask_scan.scan_on_cluster(
                client,
                records,
                config=component_config(args),
                pipeline=args.model,
                partition_size=args.batch_size,
            )
    except dask_scan.SchedulerUnavailable as error:
        raise UsageError(str(error)) from None


class _TerminateAsInterrupt:
    """While a scan runs, SIGINT and SIGTERM (a batch scheduler's stop) stop the worker
    processes and unwind as KeyboardInterrupt: the output is flushed and closed, and
    --resume can continue. The previous handlers are restored afterwards; only the main
    thread may set handlers, so elsewhere this does nothing.

    ``stop_workers=False`` for a Dask scan: its worker processes belong to the cluster,
    which closing the client (or the LocalCluster) on the way out handles."""

    _SIGNALS = (signal.SIGINT, signal.SIGTERM)

    def __init__(self, stop_workers: bool = True) -> None:
        self.stop_workers = stop_workers

    def __enter__(self) -> None:
        self.previous: dict[int, Any] = {}
        if threading.current_thread() is threading.main_thread():
            for signum in self._SIGNALS:
                self.previous[signum] = signal.signal(signum, self._interrupt)

    def __exit__(self, *exc: object) -> None:
        for signum, handler in self.previous.items():
            signal.signal(signum, handler)

    def _interrupt(self, signum: int, frame: object) -> None:
        # nlp.pipe's forked workers may be blocked writing to a pipe whose read end they
        # share, and spaCy joins them on the way out: stop them first, or the join hangs.
        if self.stop_workers:
            import multiprocessing

            for worker in multiprocessing.active_children():
                worker.kill()
        raise KeyboardInterrupt


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def keep_complete_lines(path: Path) -> int:
    """How many complete result lines ``path`` starts with; anything after them (a line
    torn by an interruption) is cut off so that appending continues cleanly."""
    kept = 0
    offset = 0
    with path.open("rb") as stream:
        for raw in stream:
            if not raw.endswith(b"\n"):
                break
            try:
                value = json.loads(raw)
            except (ValueError, UnicodeDecodeError):
                break
            if not isinstance(value, dict) or value.get("line") != kept + 1:
                break
            kept += 1
            offset += len(raw)
    if offset < path.stat().st_size:
        print(f"{PROG} scan: dropping an incomplete record at the end of {path}", file=sys.stderr)
        with path.open("r+b") as stream:
            stream.truncate(offset)
    return kept


def skip_written(
    records: Iterator[InputRecord], out_path: Path, kept: int, summary: ScanSummary
) -> Iterator[InputRecord]:
    """Skip the ``kept`` records already in ``out_path``, checking that they are the
    corpus's first records (same line, same id), and count them into ``summary``."""
    with out_path.open("rb") as previous:
        for _ in range(kept):
            written = json.loads(previous.readline())
            record = next(records, None)
            if record is None:
                raise UsageError(
                    f"{out_path} holds more records than the corpus ({kept}); is it the output "
                    "of another corpus?"
                )
            if written.get("id") != record.id:
                raise UsageError(
                    f"{out_path} does not match the corpus at record {record.line} (id "
                    f"{written.get('id')!r} there, {record.id!r} in the corpus); remove it or "
                    "choose another --out"
                )
            summary.add(written)
    summary.resumed = kept
    return records


class _Output:
    """``--out`` as a text stream: a UTF-8 file, or stdout (left open)."""

    def __init__(self, path: Path | None, append: bool) -> None:
        self.path = path
        self.append = append
        self.stream: IO[str] | None = None

    def __enter__(self) -> IO[str]:
        if self.path is None:
            return sys.stdout
        try:
            self.stream = self.path.open(
                "a" if self.append else "w", encoding="utf-8", newline="\n"
            )
        except OSError as error:
            raise UsageError(f"cannot write {self.path}: {error.strerror}") from None
        return self.stream

    def __exit__(self, *exc: object) -> None:
        if self.stream is not None:
            self.stream.close()
        else:
            sys.stdout.flush()


class _NoBar:
    def __enter__(self) -> _NoBar:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def update(self, n: int) -> None:
        return None


def _progress(show: bool, total: int | None, initial: int) -> Any:
    """A tqdm bar with docs/s on stderr when it is a terminal; nothing otherwise."""
    if not show:
        return _NoBar()
    from tqdm import tqdm

    return tqdm(
        total=total,
        initial=initial,
        unit=" docs",
        desc="scan",
        file=sys.stderr,
        dynamic_ncols=True,
        smoothing=0.1,
    )


def _count_lines(path: Path) -> int | None:
    """Lines in a corpus file (for the progress bar's total), read in chunks."""
    if not path.is_file():
        return None
    count = 0
    last = b"\n"
    with path.open("rb") as stream:
        for chunk in iter(lambda: stream.read(1 << 20), b""):
            count += chunk.count(b"\n")
            last = chunk[-1:]
    return count + (last != b"\n")


# ---------------------------------------------------------------------------
# render


def run_render(args: argparse.Namespace) -> int:
    from .render import html_page

    text, name = read_document(args.source, as_text=args.text)
    doc = pipeline_from(args)(text)
    page = html_page(doc, title=args.title or f"physics_spacy: {name}", titles=[name])
    if args.out in (None, "-"):
        _write(sys.stdout, page)
        return EXIT_OK
    try:
        Path(args.out).write_text(page, encoding="utf-8")
    except OSError as error:
        raise UsageError(f"cannot write {args.out}: {error.strerror}") from None
    n = len(doc._.physics_violations or ())
    print(
        f"{PROG} render: wrote {args.out} ({doc._.physics_verdict}, {_count(n, 'violation')})",
        file=sys.stderr,
    )
    return EXIT_OK
