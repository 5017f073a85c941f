"""The ``physics-spacy`` command: check one text, scan a corpus, render a page.

A thin layer over the library: it parses options, calls :func:`physics_spacy.check`'s
pipeline, :func:`physics_spacy.scan_job.scan_corpus` or :func:`physics_spacy.render.html_page`,
and turns their errors into exit statuses: 0 when done (``check``: not flagged), 1 when
``check`` flags its document, 2 for usage errors (bad options, unreadable input, unknown
rules; :class:`~physics_spacy.scan_job.ScanSetupError` from a scan), 3 when a scan's worker
failed, 130 when interrupted. The pipeline (and quantulum3) loads only once a command runs,
so ``--help`` and usage errors answer without it; Dask is imported only for
``--scheduler``, so every other command works without the ``dask`` extra.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import textwrap
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .report import LONE_SURROGATE

# The record ``scan`` writes is this command's contract, long imported from here: the one
# function that makes it lives in physics_spacy.scan, shared with physics_spacy.dask; the
# scan itself (resume, signals, summary) in physics_spacy.scan_job.
from .scan import InputRecord as InputRecord
from .scan import WorkerFailed
from .scan import open_corpus as open_corpus
from .scan import result_record as result_record
from .scan_job import ScanSetupError, pipeline_for
from .scan_job import ScanSummary as ScanSummary
from .scan_job import write_text as _write

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
    """The whole command line; building it loads no pipeline."""
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
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    pipeline = _pipeline_options()
    _add_check(commands, pipeline)
    _add_scan(commands, pipeline)
    _add_render(commands, pipeline)
    return parser


def _pipeline_options() -> argparse.ArgumentParser:
    """The options every command takes: which pipeline, which rules, when to flag."""
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
    return pipeline


def _add_check(commands: Any, pipeline: argparse.ArgumentParser) -> None:
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


def _add_scan(commands: Any, pipeline: argparse.ArgumentParser) -> None:
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


def _add_render(commands: Any, pipeline: argparse.ArgumentParser) -> None:

    render = commands.add_parser(
        "render",
        parents=[pipeline],
        help="write a standalone HTML page highlighting claims and violations",
        description=_paragraph(
            "Write a standalone HTML page (UTF-8, no scripts) that highlights the claims "
            "(upper-case kinds) and the violations (FAIL or WARN, rule ids) of one document "
            "over its text as written, with each violation's message below it."
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="example:\n  physics-spacy render answer.txt --out page.html",
    )
    _add_source(render)
    render.add_argument("--out", metavar="FILE", help="the HTML file to write (default: stdout)")
    render.add_argument(
        "--title", help="the page title (default: the file's name, or the text's first words)"
    )
    render.set_defaults(handler=run_render)


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
    # A scan's docs/s counts from the start of the command, as `time` would: from the start
    # of the process when this is the program (the console script passes no argv).
    started = _process_started() if argv is None else time.perf_counter()
    parser = build_parser()
    args = parser.parse_args(argv)
    args.started = started
    try:
        return int(args.handler(args))
    except (UsageError, ScanSetupError) as error:
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


def _process_started() -> float:
    """The :func:`time.perf_counter` time at which this process started: read from /proc
    where there is one (interpreter start and imports included), else now."""
    now = time.perf_counter()
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()  # after "pid (command name)"
        with open("/proc/uptime", encoding="ascii") as uptime:
            since_boot = float(uptime.read().split()[0])
        age = since_boot - int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: starttime
    except (OSError, ValueError, IndexError):
        return now
    return now - age if 0 <= age < 3600 else now


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
    return pipeline_for(args.model, component_config(args))


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


def run_scan(args: argparse.Namespace) -> int:
    """``scan``: :func:`physics_spacy.scan_job.scan_corpus` with the options given."""
    from .scan_job import scan_corpus

    summary = scan_corpus(
        args.corpus,
        args.out,
        model=args.model,
        config=component_config(args),
        fmt=args.format,
        text_field=args.text_field,
        id_field=args.id_field,
        resume=args.resume,
        n_process=args.n_process,
        batch_size=args.batch_size,
        scheduler=args.scheduler,
        connect_timeout=args.connect_timeout,
        progress=not args.quiet,
        started=args.started,
        notify=lambda note: print(f"{PROG} scan: {note}", file=sys.stderr),
    )
    if not args.quiet:
        _write(sys.stderr, summary.table(prog=PROG))
    return EXIT_OK


# ---------------------------------------------------------------------------
# render


def run_render(args: argparse.Namespace) -> int:
    from .render import html_page

    text, name = read_document(args.source, as_text=args.text)
    doc = pipeline_from(args)(text)
    # An argument or stdin has no name of its own: the page takes the text's first words.
    named = name not in ("text", "standard input")
    page = html_page(doc, title=args.title or (Path(name).name if named else None))
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
