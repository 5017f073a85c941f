"""A whole corpus scan from Python, as ``physics-spacy scan`` runs it: corpus in, one JSON
line per record out, with ``resume``, worker processes or a Dask cluster, a progress bar
and a summary.

    >>> from physics_spacy.scan_job import scan_corpus
    >>> summary = scan_corpus("answers.jsonl", "results.jsonl", n_process=2)  # doctest: +SKIP
    >>> print(summary.table())  # doctest: +SKIP

The records themselves are made by :mod:`physics_spacy.scan` (reading, judging, the result
record), shared with :mod:`physics_spacy.dask`, so every path writes the same lines byte for
byte. This module adds what a long job needs around them:

- ``resume``: the records already in the output file are kept, checked against the corpus
  (same line, same id), and a line torn by an interruption is cut off before appending;
- interruption: while a scan runs, SIGINT and SIGTERM stop worker processes and unwind as
  :class:`KeyboardInterrupt`, so the output is flushed and closed and ``resume`` continues;
- memory: records are read, judged and written one batch at a time.

Problems with the arguments or the input (an unreadable corpus, an unknown rule, no Dask,
no scheduler at an address) raise :class:`ScanSetupError` before anything is written.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import IO, TYPE_CHECKING, Any

from .report import config_key, shared_pipeline
from .scan import InputRecord, open_corpus, pipe_records

if TYPE_CHECKING:
    from spacy.language import Language

logger = logging.getLogger("physics_spacy")

# quantulum3's lazy first parse (~1.5 s), paid once before worker processes fork.
_WARM_UP = "It moved 1 m in 1 s."


class ScanSetupError(ValueError):
    """The scan cannot start as asked: bad options, an unreadable corpus or output, an
    unknown rule or pipeline, no Dask installed, no scheduler at the address. Nothing has
    been written (an interrupted earlier output is left as it was)."""


@dataclass
class ScanSummary:
    """Running totals of a scan, for the table on stderr.

    ``seconds`` is the scan's wall time, counted from the ``started`` time given to
    :func:`scan_corpus` (by the command line: the start of the command), so that its
    documents per second include loading the pipeline and starting workers.
    """

    documents: int = 0
    errors: int = 0
    resumed: int = 0
    sentences: int = 0
    claims: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)
    seconds: float | None = None

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

    def table(self, seconds: float | None = None, *, prog: str = "physics-spacy") -> str:
        """The summary as a table; with ``seconds`` (default: :attr:`seconds`, if known),
        headed by the documents judged in this run and their rate."""
        seconds = self.seconds if seconds is None else seconds
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
            noun = "document" if new == 1 else "documents"
            lines.insert(0, f"{prog} scan: {new} {noun} in {seconds:.1f} s ({rate:.1f} docs/s)")
        return "\n".join(lines) + "\n"


def scan_corpus(
    corpus: str | os.PathLike[str],
    out: str | os.PathLike[str] | IO[str] | None = None,
    *,
    model: str | None = None,
    config: Mapping[str, Any] | None = None,
    fmt: str = "auto",
    text_field: str = "text",
    id_field: str = "id",
    resume: bool = False,
    n_process: int | None = None,
    batch_size: int = 64,
    scheduler: str | None = None,
    connect_timeout: float = 30.0,
    progress: bool = True,
    started: float | None = None,
    notify: Callable[[str], None] | None = None,
) -> ScanSummary:
    """Judge every record of ``corpus`` and write one JSON line per record to ``out``.

    ``corpus``: a JSONL file, a text file (one document per line), a folder of ``.txt``
    files or ``"-"`` (standard input); see :func:`physics_spacy.scan.open_corpus`.
    ``out``: a file path, an open text stream, or None (standard output). ``model`` and
    ``config``: the spaCy pipeline and the component config (default: the embedded
    pipeline, every rule). ``resume`` keeps the records already in the ``out`` file and
    appends the rest. ``n_process``: worker processes of this machine (default 1), or the
    workers of ``scheduler="local"``. ``scheduler``: judge on a Dask cluster (an address,
    or ``"local"``). ``progress``: a progress bar on standard error when it is a terminal.
    ``started``: the :func:`time.perf_counter` time the summary's rate counts from
    (default: now). ``notify`` receives the scan's notes (a torn line dropped, waiting for
    a worker); by default they are logged on the ``physics_spacy`` logger.

    Returns the :class:`ScanSummary`. Raises :class:`ScanSetupError` before writing
    anything if the scan cannot start, :class:`physics_spacy.scan.WorkerFailed` if a
    worker fails (the records before it are written), and :class:`KeyboardInterrupt` on
    SIGINT or SIGTERM (likewise).
    """
    started = time.perf_counter() if started is None else started
    notify = notify or logger.warning
    out_path = _out_path(out)
    if resume and out_path is None:
        raise ScanSetupError("--resume needs --out FILE: it reads back the records already written")
    corpus = os.fspath(corpus)
    if out_path is not None and corpus != "-" and _same_file(out_path, Path(corpus)):
        raise ScanSetupError("--out names the corpus itself; write the results somewhere else")
    dask_scan = _dask_for(scheduler, n_process)
    try:
        records = open_corpus(corpus, fmt, text_field=text_field, id_field=id_field)
    except OSError as error:
        raise ScanSetupError(str(error)) from None
    # Built on a cluster scan too: a bad rule or model is refused here, before any worker
    # sees it (building is cheap; the first parse, not done here, is not).
    nlp = pipeline_for(model, config)
    summary = ScanSummary()
    kept = 0
    if resume and out_path is not None and out_path.exists():
        kept = keep_complete_lines(out_path, notify)
        records = skip_written(records, out_path, kept, summary)
    if dask_scan is None and (n_process or 1) > 1:
        # Workers are forked from this process: pay quantulum3's first-parse cost once here
        # instead of once in every worker.
        nlp(_WARM_UP)
    judged = _judged(
        nlp,
        records,
        dask_scan,
        scheduler=scheduler,
        n_process=n_process,
        batch_size=batch_size,
        model=model,
        config=config,
        connect_timeout=connect_timeout,
        notify=notify if progress else None,
    )
    # The cluster is reached before the output is opened: an unreachable scheduler leaves
    # an earlier output file as it was.
    with (
        judged as results,
        _output(out, out_path, append=resume) as stream,
        TerminateAsInterrupt(stop_workers=dask_scan is None),
        _progress_bar(progress, corpus, kept) as bar,
    ):
        for result in results:
            write_text(stream, json.dumps(result, ensure_ascii=False) + "\n")
            summary.add(result)
            bar.update(1)
    summary.seconds = time.perf_counter() - started
    return summary


def pipeline_for(model: str | None, config: Mapping[str, Any] | None) -> Language:
    """This process's pipeline for ``model`` and the component ``config``; a pipeline that
    cannot be loaded or a config the component refuses is a :class:`ScanSetupError`."""
    try:
        return shared_pipeline(model, config_key(config))
    except OSError as error:  # spaCy's "can't find model" is an OSError
        raise ScanSetupError(f"cannot load the spaCy pipeline {model!r}: {error}") from None
    except ValueError as error:  # unknown rule ids, refused by the component
        raise ScanSetupError(str(error)) from None


def write_text(stream: IO[str], text: str) -> None:
    """Write text, escaping what the stream's encoding cannot hold instead of crashing."""
    try:
        stream.write(text)
    except UnicodeEncodeError:
        encoding = getattr(stream, "encoding", None) or "ascii"
        stream.write(text.encode(encoding, "backslashreplace").decode(encoding))


def _out_path(out: str | os.PathLike[str] | IO[str] | None) -> Path | None:
    if out is None or out == "-" or hasattr(out, "write"):
        return None
    return Path(os.fspath(out))  # type: ignore[arg-type]


def _dask_for(scheduler: str | None, n_process: int | None) -> ModuleType | None:
    """:mod:`physics_spacy.dask` when ``scheduler`` asks for a cluster, else None.

    Imported only then, so that nothing else needs Dask; its absence, and options that
    mean nothing for the cluster asked for, are refused before anything is read.
    """
    if scheduler is None:
        return None
    if scheduler != "local" and n_process is not None:
        raise ScanSetupError(
            "--n-process sets the workers of --scheduler local; an existing cluster scans "
            "with the workers it has"
        )
    from . import dask as dask_scan

    try:
        dask_scan.require_distributed()
    except ImportError as error:
        raise ScanSetupError(str(error)) from None
    return dask_scan


@contextmanager
def _judged(
    nlp: Language,
    records: Iterator[InputRecord],
    dask_scan: ModuleType | None,
    *,
    scheduler: str | None,
    n_process: int | None,
    batch_size: int,
    model: str | None,
    config: Mapping[str, Any] | None,
    connect_timeout: float,
    notify: Callable[[str], None] | None,
) -> Iterator[Iterator[dict[str, Any]]]:
    """The result records of the scan, in input order, while whatever judges them lives:
    ``nlp.pipe`` here, or a Dask cluster, reached (or started, for ``local``) on entry and
    let go on exit. Error records are made here either way: they never go to a worker."""
    if dask_scan is None:
        yield pipe_records(nlp, records, n_process=n_process or 1, batch_size=batch_size)
        return
    try:
        with dask_scan.connect(scheduler, n_workers=n_process, timeout=connect_timeout) as client:
            if notify is not None and not dask_scan.worker_threads(client):
                notify("waiting for the cluster's first worker")
            yield dask_scan.scan_on_cluster(
                client,
                records,
                config=dict(config or {}),
                pipeline=model,
                partition_size=batch_size,
            )
    except dask_scan.SchedulerUnavailable as error:
        raise ScanSetupError(str(error)) from None


class TerminateAsInterrupt:
    """While a scan runs, SIGINT and SIGTERM (a batch scheduler's stop) stop the worker
    processes and unwind as KeyboardInterrupt: the output is flushed and closed, and
    ``resume`` can continue. The previous handlers are restored afterwards; only the main
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


def keep_complete_lines(path: Path, notify: Callable[[str], None] | None = None) -> int:
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
        (notify or logger.warning)(f"dropping an incomplete record at the end of {path}")
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
                raise ScanSetupError(
                    f"{out_path} holds more records than the corpus ({kept}); is it the output "
                    "of another corpus?"
                )
            if written.get("id") != record.id:
                raise ScanSetupError(
                    f"{out_path} does not match the corpus at record {record.line} (id "
                    f"{written.get('id')!r} there, {record.id!r} in the corpus); remove it or "
                    "choose another --out"
                )
            summary.add(written)
    summary.resumed = kept
    return records


@contextmanager
def _output(
    out: str | os.PathLike[str] | IO[str] | None, path: Path | None, *, append: bool
) -> Iterator[IO[str]]:
    """The output as a text stream: a UTF-8 file (closed on exit), or a stream given (or
    standard output), flushed and left open."""
    if path is None:
        stream: IO[str] = sys.stdout if out is None or out == "-" else out  # type: ignore[assignment]
        try:
            yield stream
        finally:
            stream.flush()
        return
    try:
        file = path.open("a" if append else "w", encoding="utf-8", newline="\n")
    except OSError as error:
        raise ScanSetupError(f"cannot write {path}: {error.strerror}") from None
    with file:
        yield file


def _progress_bar(show: bool, corpus: str, initial: int) -> Any:
    """A tqdm bar with docs/s on standard error, shown only when that is a terminal
    (``disable=None``); the corpus's lines are counted for its total only then."""
    from tqdm import tqdm

    bar = tqdm(
        initial=initial,
        unit=" docs",
        desc="scan",
        file=sys.stderr,
        dynamic_ncols=True,
        smoothing=0.1,
        disable=None if show else True,
    )
    if not bar.disable:
        bar.total = _count_lines(Path(corpus)) if corpus != "-" else None
        bar.refresh()
    return bar


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
