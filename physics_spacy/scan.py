"""A corpus scan's two ends, shared by ``physics-spacy scan`` and :mod:`physics_spacy.dask`.

In: :func:`open_corpus` reads a corpus (JSONL, text lines, a folder of ``.txt`` files)
and :func:`input_records` takes documents already in memory; both give
:class:`InputRecord` objects, and a record that cannot be read is an
:class:`InputRecord` with an ``error`` instead of a crash.

Out: :func:`result_record` is the one record written per input record, whether the
scan runs in this process or in worker processes (:func:`pipe_records`), or on a Dask
cluster. Every path uses these same functions, so a scan gives the same
output lines, byte for byte, wherever it runs.

Nothing heavy is imported here at module level: the command line imports this module
before it knows whether it will load spaCy.
"""

from __future__ import annotations

import itertools
import json
import os
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import BrokenExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Protocol

from .report import LONE_SURROGATE, doc_report

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

JSONL_SUFFIXES = (".jsonl", ".ndjson", ".jsonlines")
_BOM = b"\xef\xbb\xbf"

RESULT_KEYS = ("line", "id", "verdict", "flagged", "error", "n_sentences", "violations", "claims")


@dataclass(frozen=True)
class InputRecord:
    """One record of a corpus: its position, id and text, or why it cannot be read.

    ``line`` is the 1-based line of a file, file of a folder or position of an in-memory
    document; None only for the elements of a Dask bag, whose position is known later.
    """

    line: int | None
    id: Any
    text: str | None
    error: str | None = None


# ---------------------------------------------------------------------------
# in


def open_corpus(
    source: str | os.PathLike[str],
    fmt: str = "auto",
    *,
    text_field: str = "text",
    id_field: str = "id",
) -> Iterator[InputRecord]:
    """The records of a corpus, read lazily, one line at a time.

    ``source`` is a JSONL file (one object per line), a text file (one document per
    line), a folder (every ``.txt`` file under it is one document, in sorted path order,
    with its relative path as id) or ``"-"`` for standard input. ``fmt`` is ``"jsonl"``,
    ``"text"`` or ``"auto"`` (JSONL for .jsonl/.ndjson/.jsonlines files, and for
    standard input starting with ``{``). A corpus that cannot be opened raises
    :class:`OSError` now (:class:`FileNotFoundError` if it does not exist); a record that
    cannot be read becomes an error record later, and the scan goes on.
    """
    source = os.fspath(source)
    if source != "-":
        path = Path(source)
        if path.is_dir():
            return _folder_records(path)
        if not path.is_file():
            raise FileNotFoundError(f"no such file or folder: {source}")
        try:
            stream: IO[bytes] = path.open("rb")
        except OSError as error:
            raise OSError(f"cannot read {source}: {error.strerror}") from None
        if fmt == "auto":
            fmt = "jsonl" if path.suffix.lower() in JSONL_SUFFIXES else "text"
    else:
        stream = sys.stdin.buffer
        if fmt == "auto":
            fmt = "jsonl" if _peek(stream).lstrip(_BOM + b" \t\r\n").startswith(b"{") else "text"
    return _line_records(stream, fmt, text_field, id_field, close=source != "-")


def input_records(
    items: Iterable[InputRecord | str | Mapping[str, Any]],
    *,
    text_field: str = "text",
    id_field: str = "id",
    numbered: bool = True,
) -> Iterator[InputRecord]:
    """Documents already in memory as records: a str is a text without id, a mapping is
    read like a JSONL object (``text_field``, ``id_field``), an :class:`InputRecord`
    passes as it is. Anything unusable becomes an error record naming its position.

    ``numbered=False`` leaves ``line`` None: for a Dask bag's partition, which does not
    know where it starts.
    """
    for position, item in enumerate(items, 1):
        if isinstance(item, InputRecord):
            yield item
            continue
        line = position if numbered else None
        where = f"record {position}" if numbered else "record"
        if isinstance(item, str):
            yield _text_record(line, where, None, item, text_field=None)
        elif isinstance(item, Mapping):
            yield record_from_mapping(item, line, where, text_field=text_field, id_field=id_field)
        else:
            error = f"{where}: expected a str or a dict, not {_type_name(item)}"
            yield InputRecord(line, None, None, error)


def record_from_mapping(
    value: Mapping[str, Any],
    line: int | None,
    where: str,
    *,
    text_field: str = "text",
    id_field: str = "id",
) -> InputRecord:
    """The record of one JSON object (or dict): its id and text, or what is wrong with it.

    The id is kept even when the text is unusable, so that an error record can still be
    matched to its source. ``where`` starts the error message ("line 7", "record 7").
    """
    record_id = value.get(id_field)
    if text_field not in value:
        fields = ", ".join(sorted(map(str, value))) or "none"
        return InputRecord(
            line, record_id, None, f"{where}: no {text_field!r} field (fields: {fields})"
        )
    return _text_record(line, where, record_id, value[text_field], text_field=text_field)


def _text_record(
    line: int | None, where: str, record_id: Any, text: Any, *, text_field: str | None
) -> InputRecord:
    what = f"the {text_field!r} field" if text_field is not None else "the text"
    if not isinstance(text, str):
        return InputRecord(
            line, record_id, None, f"{where}: {what} is {_type_name(text)}, not a string"
        )
    if LONE_SURROGATE.search(text):
        return InputRecord(
            line,
            record_id,
            None,
            f"{where}: {what} holds a lone surrogate (a \\u escape that is not valid Unicode)",
        )
    return InputRecord(line, record_id, text)


def _peek(stream: IO[bytes]) -> bytes:
    peek = getattr(stream, "peek", None)
    return peek(64)[:64] if peek is not None else b""


def _line_records(
    stream: IO[bytes], fmt: str, text_field: str, id_field: str, *, close: bool
) -> Iterator[InputRecord]:
    try:
        for number, raw in enumerate(stream, 1):
            if number == 1 and raw.startswith(_BOM):
                raw = raw[len(_BOM) :]
            yield _parse_line(number, raw.rstrip(b"\r\n"), fmt, text_field, id_field)
    finally:
        if close:
            stream.close()


def _parse_line(number: int, raw: bytes, fmt: str, text_field: str, id_field: str) -> InputRecord:
    where = f"line {number}"
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        return InputRecord(number, None, None, f"{where}: not valid UTF-8 (byte {error.start + 1})")
    if fmt == "text":
        return InputRecord(number, None, line)
    if not line.strip():
        return InputRecord(number, None, None, f"{where}: empty, expected a JSON object")
    try:
        value = json.loads(line)
    except json.JSONDecodeError as error:
        return InputRecord(
            number, None, None, f"{where}: invalid JSON ({error.msg} at column {error.colno})"
        )
    if not isinstance(value, dict):
        return InputRecord(
            number, None, None, f"{where}: expected a JSON object, got {_type_name(value)}"
        )
    return record_from_mapping(value, number, where, text_field=text_field, id_field=id_field)


def _type_name(value: Any) -> str:
    """A value's type in JSON's words (it came from JSON, mostly), else Python's."""
    if value is None:
        return "null"
    names = {dict: "an object", list: "an array", str: "a string", bool: "a boolean"}
    names |= {int: "a number", float: "a number"}
    return names.get(type(value), f"a {type(value).__name__}")


def _folder_records(root: Path) -> Iterator[InputRecord]:
    """Every .txt file under ``root`` (hidden ones skipped), in sorted path order; the id
    is the path relative to ``root``. Only one directory listing is held at a time."""
    number = 0
    for directory, subdirectories, files in os.walk(root):
        subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
        for name in sorted(files):
            if name.startswith(".") or not name.endswith(".txt"):
                continue
            number += 1
            path = Path(directory, name)
            relative = path.relative_to(root).as_posix()
            try:
                text = path.read_bytes().decode("utf-8-sig")
            except OSError as error:
                yield InputRecord(
                    number, relative, None, f"{relative}: cannot read ({error.strerror})"
                )
            except UnicodeDecodeError as error:
                yield InputRecord(
                    number, relative, None, f"{relative}: not valid UTF-8 (byte {error.start + 1})"
                )
            else:
                yield InputRecord(number, relative, text)


# ---------------------------------------------------------------------------
# judge


def pipe_records(
    nlp: Language,
    records: Iterable[InputRecord],
    *,
    n_process: int = 1,
    batch_size: int = 64,
) -> Iterator[dict[str, Any]]:
    """One result record per input record, in order, streaming through ``nlp.pipe``.

    With ``n_process`` above 1, batches of ``batch_size`` records are judged in that many
    worker processes, each with a copy of ``nlp``, which send back result records rather
    than Docs. (spaCy's ``nlp.pipe(n_process=...)`` sends every Doc back, and decoding an
    annotated Doc costs the parent more than judging a short document costs a worker.)
    """
    if n_process <= 1:
        return _pipe_here(nlp, records, batch_size)
    return _pipe_in_processes(nlp, records, n_process, batch_size)


def _pipe_here(
    nlp: Language, records: Iterable[InputRecord], batch_size: int
) -> Iterator[dict[str, Any]]:
    """Error records go through the pipeline as empty texts, which keeps them in their
    place without buffering; ``tee`` holds only the records that ``nlp.pipe`` reads ahead.
    A text longer than the pipeline's ``max_length`` becomes an error record too, rather
    than stopping the scan."""
    within = (_within_max_length(nlp, record) for record in records)
    to_pipe, to_pair = itertools.tee(within)
    texts = (record.text if record.error is None else "" for record in to_pipe)
    for record, doc in zip(to_pair, nlp.pipe(texts, batch_size=batch_size), strict=True):
        yield result_record(record, doc)


def _within_max_length(nlp: Language, record: InputRecord) -> InputRecord:
    """``record``, or an error record if its text is longer than ``nlp.max_length``."""
    if record.error is not None or record.text is None or len(record.text) <= nlp.max_length:
        return record
    where = f"line {record.line}" if record.line is not None else "document"
    return InputRecord(
        record.line,
        record.id,
        None,
        f"{where}: {len(record.text):,} characters, more than the pipeline's max_length of "
        f"{nlp.max_length:,}; split the text, or raise nlp.max_length",
    )


class WorkerFailed(RuntimeError):
    """A worker (a process of this machine or of a Dask cluster) failed on a batch: its
    pipeline raised, or the process died. The records before that batch were yielded."""


class PendingResults(Protocol):
    """A batch's result records to come: a ``concurrent.futures`` or a Dask future."""

    def result(self) -> list[dict[str, Any]]: ...


def judged_in_batches(
    records: Iterable[InputRecord],
    submit: Callable[[list[InputRecord]], PendingResults],
    batch_size: int,
    ahead: Callable[[], int],
) -> Iterator[dict[str, Any]]:
    """The result records of ``records``, in input order, judged batch by batch elsewhere.

    Each batch's readable records go to ``submit`` as one task; its error records are made
    here, so a malformed line costs a worker nothing and cannot fail there. No more than
    ``ahead()`` batches are submitted beyond the one being yielded (asked anew for each
    batch: a cluster can grow), so memory stays flat however long the corpus.
    """
    pending: deque[tuple[list[InputRecord], PendingResults | None]] = deque()
    iterator = iter(records)
    while batch := list(itertools.islice(iterator, batch_size)):
        readable = [record for record in batch if record.error is None]
        pending.append((batch, submit(readable) if readable else None))
        if len(pending) >= ahead():
            yield from _merged(*pending.popleft())
    while pending:
        yield from _merged(*pending.popleft())


def _merged(batch: list[InputRecord], results: PendingResults | None) -> Iterator[dict[str, Any]]:
    """A batch's records in order: the worker's results, with its error records put back
    in their places."""
    try:
        judged = iter(results.result() if results is not None else ())
    except Exception as error:
        lines = [record.line for record in batch]
        where = f"lines {lines[0]}-{lines[-1]}" if None not in lines else "a batch"
        if isinstance(error, BrokenExecutor):
            # A process that dies fails every batch in flight: which one killed it is unknown.
            where += " or a later batch"
        raise WorkerFailed(
            f"a worker failed on the records of {where} ({type(error).__name__}: {error})"
        ) from error
    for record in batch:
        yield result_record(record, None) if record.error is not None else next(judged)


# The pipeline of a worker process of _pipe_in_processes, set once as the worker starts.
_worker_nlp: Language | None = None


def _adopt_pipeline(nlp: Language) -> None:
    global _worker_nlp
    _worker_nlp = nlp


def _judge_batch(batch: list[InputRecord]) -> list[dict[str, Any]]:
    assert _worker_nlp is not None, "_adopt_pipeline runs first in every worker"
    return list(_pipe_here(_worker_nlp, batch, len(batch)))


def _pipe_in_processes(
    nlp: Language, records: Iterable[InputRecord], n_process: int, batch_size: int
) -> Iterator[dict[str, Any]]:
    """Batches judged by a pool of ``n_process`` worker processes, two each in flight.

    Workers start the way spaCy's own do (multiprocessing's default: forked on Linux, so
    they share the parent's loaded pipeline; spawned elsewhere, with a pickled copy).
    """
    import multiprocessing
    from concurrent.futures import Future, ProcessPoolExecutor

    pool = ProcessPoolExecutor(
        n_process,
        mp_context=multiprocessing.get_context(),
        initializer=_adopt_pipeline,
        initargs=(nlp,),
    )

    def submit(batch: list[InputRecord]) -> PendingResults:
        try:
            return pool.submit(_judge_batch, batch)
        except BrokenExecutor as error:
            # a worker died while earlier batches were in flight: this batch fails in its
            # turn, after the records before it are out (as the batch that killed it does)
            failed: Future[list[dict[str, Any]]] = Future()
            failed.set_exception(error)
            return failed

    try:
        yield from judged_in_batches(records, submit, batch_size, lambda: 2 * n_process)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


# ---------------------------------------------------------------------------
# out


def result_record(record: InputRecord, doc: Doc | None) -> dict[str, Any]:
    """The JSON record written for one input record, with the same keys
    (:data:`RESULT_KEYS`, in that order) for every record.

    An unreadable record (or no Doc) gives an error record. Otherwise the Doc's
    annotations, read by :func:`physics_spacy.report.doc_report`, with each violation's
    own text and its sentence added, so that a reader of the output needs no Doc.
    """
    result: dict[str, Any] = {"line": record.line, "id": record.id}
    if record.error is not None or doc is None:
        result.update(
            verdict=None,
            flagged=None,
            error=record.error or "not analysed",
            n_sentences=0,
            violations=[],
            claims=[],
        )
        return result
    report = doc_report(doc)
    text = doc.text  # spaCy rebuilds Doc.text on every access: once per Doc
    sentences = report["sentences"]
    violations = []
    for violation in report["violations"]:
        index = violation["sent_index"]
        known = isinstance(index, int) and 0 <= index < len(sentences)
        violations.append(
            {
                **violation,
                "text": text[violation["start_char"] : violation["end_char"]],
                "sentence": sentences[index]["text"] if known else "",
            }
        )
    result.update(
        verdict=report["verdict"],
        flagged=report["flagged"],
        error=None,
        n_sentences=len(sentences),
        violations=violations,
        claims=report["claims"],
    )
    return result
