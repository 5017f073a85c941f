"""Scan a corpus with physics_spacy on a Dask cluster, or locally with the same code.

    from physics_spacy.dask import scan_records

    for record in scan_records("articles/*.jsonl", scheduler="tcp://scheduler:8786"):
        print(record["id"], record["verdict"])

Every input document becomes one result record, in input order::

    {"id": ..., "verdict": "PASS|WARN|FAIL", "violations": [...], "claims": [...]}

built from :func:`physics_spacy.report.doc_report`. The records are the same, record
for record, whether the scan runs here (``scheduler="local"``, no Dask needed) or on
a cluster: both run :func:`scan_partition` on the same chunks.

The pipeline is built once per worker process (:func:`worker_pipeline`, a per-process
cache), never per task or partition: building it and quantulum3's first parse cost
seconds. Documents travel to the workers from this process, so the workers need no
access to the files; a :class:`dask.bag.Bag` the caller built (for instance with
``dask.bag.read_text`` on storage the workers share) is scanned where it lies.

Needs the ``dask`` extra (``pip install "physics_spacy[dask]"``) for anything but
``scheduler="local"``. The module is named after the library it drives; it uses
absolute imports only, so ``import dask`` here is always the Dask package.
"""

from __future__ import annotations

import glob
import itertools
import json
import os
import sys
import threading
from collections import deque
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from physics_spacy.report import doc_report

if TYPE_CHECKING:
    from dask.bag import Bag
    from distributed import Client
    from spacy.language import Language

Record = Mapping[str, Any]

LOCAL = "local"
DEFAULT_PARTITION_SIZE = 256
# How many partitions may be queued on the cluster ahead of the one being yielded: keeps
# every worker busy while the memory of a scan stays flat in the number of documents.
PARTITIONS_IN_FLIGHT_PER_THREAD = 2

_pipeline_lock = threading.Lock()
_pipelines: dict[tuple[str, str | None], Language] = {}


def scan_records(
    records: Iterable[Record | str] | str | os.PathLike[str] | Sequence[os.PathLike[str]] | Bag,
    *,
    scheduler: str | Client = LOCAL,
    config: Mapping[str, Any] | None = None,
    pipeline: str | None = None,
    partition_size: int = DEFAULT_PARTITION_SIZE,
) -> Iterator[dict[str, Any]]:
    """Judge every document and yield its result record, in input order.

    records: the documents, as one of
        * an iterable of dicts with ``"text"`` and optionally ``"id"``, or of plain
          strings; a missing id becomes the document's position (0, 1, ...);
        * a path or glob (``str`` or ``Path``), or a list of ``Path`` objects: ``.jsonl``
          files hold one ``{"id", "text"}`` record per line, any other file is one
          document whose id is its path (see :func:`read_records`);
        * a :class:`dask.bag.Bag` of such dicts or strings (a string's id is then None).
    scheduler: ``"local"`` runs in this process; a scheduler address
        (``"tcp://host:8786"``) or a :class:`distributed.Client` runs on that cluster.
    config: the ``physics_consistency`` component's config (as for ``add_pipe``).
    pipeline: a spaCy pipeline name or path to add the component to; default
        :func:`physics_spacy.load`'s embedded pipeline. Workers must have it installed.
    partition_size: documents per task. Records are streamed: only a few partitions per
        worker thread are held at once, however long the input.
    """
    if partition_size < 1:
        raise ValueError(f"partition_size must be 1 or more, not {partition_size}")
    config_json = _config_json(config)
    if _is_bag(records):
        yield from _scan_bag(records, scheduler, config_json, pipeline)  # type: ignore[arg-type]
        return
    chunks = _chunks(_numbered(_as_records(records)), partition_size)  # type: ignore[arg-type]
    if isinstance(scheduler, str) and scheduler == LOCAL:
        for chunk in chunks:
            yield from scan_partition(chunk, config_json, pipeline)
        return
    with _ClientFor(scheduler) as client:
        yield from _scan_chunks(client, chunks, config_json, pipeline)


def scan_bag(
    bag: Bag, *, config: Mapping[str, Any] | None = None, pipeline: str | None = None
) -> Bag:
    """A lazy bag of result records for a bag of documents (dicts or strings).

    For notebook users who compose further with Dask (``.filter``, ``.frequencies``,
    ``.to_dataframe``); compute it with any Dask scheduler.
    """
    config_json = _config_json(config)
    return bag.map_partitions(_scan_partition_of_bag, config_json, pipeline)


def scan_partition(
    records: Iterable[Record], config_json: str = "{}", pipeline: str | None = None
) -> list[dict[str, Any]]:
    """The result records of some documents, judged with this process's pipeline.

    The unit of work on a worker and in a local scan alike: each record needs ``"id"``
    and ``"text"``. ``config_json`` is the component's config as sorted JSON (a
    string, so that it is hashable and travels cheaply to workers).
    """
    records = list(records)
    nlp = worker_pipeline(config_json, pipeline)
    with _pipeline_lock:  # one Doc at a time per process: spaCy objects are not thread-safe
        docs = nlp.pipe(record["text"] for record in records)
        return [result_record(record, doc) for record, doc in zip(records, docs, strict=True)]


def result_record(record: Record, doc: Any) -> dict[str, Any]:
    """The result record of one annotated Doc."""
    report = doc_report(doc)
    return {
        "id": record.get("id"),
        "verdict": report["verdict"],
        "violations": report["violations"],
        "claims": report["claims"],
    }


def worker_pipeline(config_json: str = "{}", pipeline: str | None = None) -> Language:
    """This process's pipeline for a config, built on first use and then kept.

    The cache is a module global, so per process: each Dask worker process builds a
    pipeline once for its lifetime, whatever the number of tasks it runs.
    """
    key = (config_json, pipeline)
    with _pipeline_lock:
        if key not in _pipelines:
            import physics_spacy

            _pipelines[key] = physics_spacy.load(pipeline, config=json.loads(config_json))
        return _pipelines[key]


def pipelines_built() -> int:
    """How many pipelines this process has built (one per distinct config)."""
    return len(_pipelines)


def preload(
    client: Client, *, config: Mapping[str, Any] | None = None, pipeline: str | None = None
) -> None:
    """Build the pipeline on every worker now, so that the first tasks do not wait for it."""
    config_json = _config_json(config)
    client.run(_warm_up, config_json, pipeline)


def read_records(paths: str | os.PathLike[str] | Sequence[os.PathLike[str]]) -> Iterator[dict]:
    """Documents from files, lazily: a path, a glob, or a list of paths, in sorted order.

    ``.jsonl`` files: one JSON object per non-empty line, with ``"text"`` and optionally
    ``"id"`` (default ``"<path>:<line number>"``). Other files: the whole file is one
    document, with its path as id.
    """
    for path in _paths(paths):
        if path.suffix == ".jsonl":
            with path.open(encoding="utf-8") as lines:
                for number, line in enumerate(lines, 1):
                    if line.strip():
                        record = json.loads(line)
                        yield {"id": record.get("id", f"{path}:{number}"), "text": record["text"]}
        else:
            yield {"id": str(path), "text": path.read_text(encoding="utf-8")}


# --- helpers ---------------------------------------------------------------------------


def _config_json(config: Mapping[str, Any] | None) -> str:
    return json.dumps(dict(config or {}), sort_keys=True)


def _warm_up(config_json: str, pipeline: str | None) -> None:
    worker_pipeline(config_json, pipeline)("Warm-up: 5 km/s.")


def _is_bag(value: object) -> bool:
    bag_type = getattr(sys.modules.get("dask.bag"), "Bag", None)
    return bag_type is not None and isinstance(value, bag_type)


def _paths(paths: str | os.PathLike[str] | Sequence[os.PathLike[str]]) -> list[Path]:
    if isinstance(paths, str | os.PathLike):
        text = os.fspath(paths)
        found = sorted(glob.glob(text, recursive=True)) if glob.has_magic(text) else [text]
        if not found:
            raise FileNotFoundError(f"no file matches {text!r}")
        return [Path(p) for p in found]
    return [Path(p) for p in paths]


def _as_records(
    records: Iterable[Record | str] | str | os.PathLike[str] | Sequence[os.PathLike[str]],
) -> Iterable[Record | str]:
    if isinstance(records, str | os.PathLike):
        return read_records(records)
    if isinstance(records, Sequence) and records and isinstance(records[0], os.PathLike):
        return read_records(records)  # type: ignore[arg-type]
    return records  # type: ignore[return-value]


def _numbered(records: Iterable[Record | str]) -> Iterator[dict[str, Any]]:
    for position, record in enumerate(records):
        if isinstance(record, str):
            yield {"id": position, "text": record}
        else:
            yield {"id": record.get("id", position), "text": record["text"]}


def _chunks(records: Iterable[dict[str, Any]], size: int) -> Iterator[list[dict[str, Any]]]:
    iterator = iter(records)
    while chunk := list(itertools.islice(iterator, size)):
        yield chunk


def _scan_partition_of_bag(
    partition: Iterable[Record | str], config_json: str, pipeline: str | None
) -> list[dict[str, Any]]:
    records = [
        {"id": None, "text": r} if isinstance(r, str) else {"id": r.get("id"), "text": r["text"]}
        for r in partition
    ]
    return scan_partition(records, config_json, pipeline)


class _ClientFor:
    """A Client for an address (created here and closed after), or the caller's Client."""

    def __init__(self, scheduler: str | Client) -> None:
        self.scheduler = scheduler
        self.owned: Client | None = None

    def __enter__(self) -> Client:
        if not isinstance(self.scheduler, str):
            return self.scheduler
        from distributed import Client

        self.owned = Client(self.scheduler)
        return self.owned

    def __exit__(self, *exc: object) -> None:
        if self.owned is not None:
            self.owned.close()


def _scan_chunks(
    client: Client, chunks: Iterator[list[dict[str, Any]]], config_json: str, pipeline: str | None
) -> Iterator[dict[str, Any]]:
    """Submit chunks with a bounded number in flight; yield results in input order."""
    threads = sum(client.nthreads().values()) or 1
    window = max(2, threads * PARTITIONS_IN_FLIGHT_PER_THREAD)
    pending: deque[Any] = deque()
    for chunk in chunks:
        # pure=False: identical chunks are still separate tasks (results are equal anyway).
        pending.append(client.submit(scan_partition, chunk, config_json, pipeline, pure=False))
        if len(pending) >= window:
            yield from pending.popleft().result()
    while pending:
        yield from pending.popleft().result()


def _scan_bag(
    bag: Bag, scheduler: str | Client, config_json: str, pipeline: str | None
) -> Iterator[dict[str, Any]]:
    results = bag.map_partitions(_scan_partition_of_bag, config_json, pipeline)
    if isinstance(scheduler, str) and scheduler == LOCAL:
        yield from results.compute(scheduler="sync")
        return
    with _ClientFor(scheduler) as client:
        futures = client.compute(results.to_delayed())
        for future in futures:
            yield from future.result()
