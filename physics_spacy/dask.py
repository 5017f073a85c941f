"""Scan a corpus with physics_spacy on a Dask cluster, with the output of a local scan.

    from physics_spacy.dask import scan_records

    for record in scan_records("articles.jsonl", scheduler="tcp://scheduler:8786"):
        print(record["line"], record["id"], record["verdict"])

This is what ``physics-spacy scan CORPUS --scheduler ADDRESS`` runs. Every input
document gives one result record, in input order, exactly the record ``physics-spacy
scan`` writes (:func:`physics_spacy.scan.result_record`: ``line``, ``id``, ``verdict``,
``flagged``, ``error``, ``n_sentences``, ``violations``, ``claims``). The records are
equal whether the scan runs in this process (``scheduler=None``) or on a cluster,
because both run the same code: the corpus is read here by the command's own reader,
records that cannot be read become error records here (they never reach a worker), and
each worker judges its share with :func:`physics_spacy.scan.pipe_records` and returns
the finished records, which are yielded in input order.

The pipeline is built once per worker process (:func:`physics_spacy.report.shared_pipeline`,
a per-process cache), never per task: building it and quantulum3's first parse cost
seconds. Documents travel to the workers from this process, so the workers need no
access to the files; a :class:`dask.bag.Bag` the caller built (for instance with
``dask.bag.read_text`` on storage the workers share) is scanned where it lies.

Needs the ``dask`` extra (``pip install "physics_spacy[dask]"``) for any scheduler. Dask
is imported only when a cluster is used, so importing this module costs nothing. The
module is named after the library it drives; it uses absolute imports only, so
``import dask`` here is always the Dask package.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from physics_spacy.report import config_key, pipelines_built, shared_pipeline
from physics_spacy.scan import (
    InputRecord,
    input_records,
    judged_in_batches,
    open_corpus,
    pipe_records,
)

if TYPE_CHECKING:
    from types import ModuleType

    from dask.bag import Bag
    from distributed import Client

__all__ = [
    "LOCAL",
    "SchedulerUnavailable",
    "connect",
    "pipelines_built",
    "preload",
    "require_distributed",
    "scan_bag",
    "scan_on_cluster",
    "scan_partition",
    "scan_records",
    "worker_threads",
]

LOCAL = "local"
DEFAULT_PARTITION_SIZE = 256
# How many partitions may be queued on the cluster ahead of the one being yielded: keeps
# every worker busy while the memory of a scan stays flat in the number of documents.
PARTITIONS_IN_FLIGHT_PER_THREAD = 2
INSTALL_HINT = 'pip install "physics_spacy[dask]"'

# One Doc at a time per process: spaCy objects are not thread-safe, and a worker may run
# several tasks in threads.
_pipe_lock = threading.Lock()

Documents = Iterable[InputRecord | str | Mapping[str, Any]]


class SchedulerUnavailable(ConnectionError):
    """No Dask scheduler answers at the address given (or the address is not one)."""


def scan_records(
    records: Documents | str | os.PathLike[str] | Bag,
    *,
    scheduler: str | Client | None = None,
    config: Mapping[str, Any] | None = None,
    pipeline: str | None = None,
    partition_size: int = DEFAULT_PARTITION_SIZE,
    n_workers: int | None = None,
    timeout: float | None = None,
    text_field: str = "text",
    id_field: str = "id",
) -> Iterator[dict[str, Any]]:
    """The result record of every document, in input order, judged where ``scheduler`` says.

    records:
        * documents in memory: strings, ``{"id", "text"}`` dicts (read like JSONL
          objects, with ``text_field`` and ``id_field``) or :class:`InputRecord` objects;
          ``line`` is the 1-based position;
        * a corpus path, read exactly as ``physics-spacy scan`` reads it
          (:func:`physics_spacy.scan.open_corpus`: a JSONL file, a text file with one
          document per line, or a folder of ``.txt`` files);
        * a :class:`dask.bag.Bag` of strings or dicts, judged where its partitions lie.
    scheduler: None judges in this process (no Dask needed); ``"local"`` starts a
        :class:`distributed.LocalCluster` of ``n_workers`` single-threaded processes
        (default: one per CPU) for this scan; an address (``"tcp://host:8786"``) connects
        to that cluster within ``timeout`` seconds (default: Dask's, 30 s), raising
        :class:`SchedulerUnavailable` otherwise; a :class:`distributed.Client` is used as
        it is and left open.
    config: the ``physics_consistency`` component's config (as for ``add_pipe``).
    pipeline: a spaCy pipeline name or path to add the component to; default
        :func:`physics_spacy.load`'s embedded pipeline. Workers must have it installed.
    partition_size: documents per task (and per ``nlp.pipe`` batch in this process).
        Records are streamed: only a few partitions per worker thread are held at once,
        however long the input.
    """
    if partition_size < 1:
        raise ValueError(f"partition_size must be 1 or more, not {partition_size}")
    if _is_bag(records):
        results = scan_bag(
            records,  # type: ignore[arg-type]
            config=config,
            pipeline=pipeline,
            text_field=text_field,
            id_field=id_field,
        )
        yield from _computed_in_order(results, scheduler, n_workers, timeout)
        return
    if isinstance(records, str | os.PathLike):
        documents: Iterable[InputRecord] = open_corpus(
            records, text_field=text_field, id_field=id_field
        )
    else:
        documents = input_records(records, text_field=text_field, id_field=id_field)  # type: ignore[arg-type]
    if scheduler is None:
        nlp = shared_pipeline(pipeline, config_key(config))
        yield from pipe_records(nlp, documents, batch_size=partition_size)
        return
    with connect(scheduler, n_workers=n_workers, timeout=timeout) as client:
        yield from scan_on_cluster(
            client, documents, config=config, pipeline=pipeline, partition_size=partition_size
        )


def scan_on_cluster(
    client: Client,
    records: Iterable[InputRecord],
    *,
    config: Mapping[str, Any] | None = None,
    pipeline: str | None = None,
    partition_size: int = DEFAULT_PARTITION_SIZE,
) -> Iterator[dict[str, Any]]:
    """The result records of ``records`` judged on ``client``'s cluster, in input order.

    Records are cut into partitions of ``partition_size``, one task each
    (:func:`physics_spacy.scan.judged_in_batches`), with at most
    :data:`PARTITIONS_IN_FLIGHT_PER_THREAD` partitions per worker thread submitted ahead
    of the one being yielded.
    """
    if partition_size < 1:
        raise ValueError(f"partition_size must be 1 or more, not {partition_size}")
    config_json = config_key(config)
    # pure=False: equal partitions are still separate tasks (their results are equal).
    return judged_in_batches(
        records,
        lambda readable: client.submit(scan_partition, readable, config_json, pipeline, pure=False),
        partition_size,
        lambda: max(2, worker_threads(client) * PARTITIONS_IN_FLIGHT_PER_THREAD),
    )


def scan_partition(
    records: Iterable[InputRecord], config_json: str = "{}", pipeline: str | None = None
) -> list[dict[str, Any]]:
    """The result records of some records, judged with this process's pipeline.

    The unit of work on a worker. ``config_json`` is the component's config as sorted
    JSON (:func:`physics_spacy.report.config_key`: hashable, and cheap to send).
    """
    nlp = shared_pipeline(pipeline, config_json)
    with _pipe_lock:
        return list(pipe_records(nlp, records))


def scan_bag(
    bag: Bag,
    *,
    config: Mapping[str, Any] | None = None,
    pipeline: str | None = None,
    text_field: str = "text",
    id_field: str = "id",
) -> Bag:
    """A lazy bag of result records for a bag of documents (strings or dicts).

    For notebook users who compose further with Dask (``.filter``, ``.frequencies``,
    ``.to_dataframe``); compute it with any Dask scheduler. A partition does not know
    where it starts, so ``line`` is None here (:func:`scan_records` numbers them).
    """
    return bag.map_partitions(
        _scan_bag_partition, config_key(config), pipeline, text_field, id_field
    )


def preload(
    client: Client, *, config: Mapping[str, Any] | None = None, pipeline: str | None = None
) -> None:
    """Build the pipeline on every worker now, so that the first tasks do not wait for it."""
    client.run(_warm_up, config_key(config), pipeline)


def require_distributed() -> ModuleType:
    """The ``distributed`` package, or an ImportError that says how to install it."""
    try:
        import distributed
    except ImportError as error:
        raise ImportError(
            f"scanning on a Dask cluster needs Dask and distributed: {INSTALL_HINT} ({error})"
        ) from error
    return distributed


@contextmanager
def connect(
    scheduler: str | Client, *, n_workers: int | None = None, timeout: float | None = None
) -> Iterator[Client]:
    """A client for ``scheduler``, closed on exit unless the caller passed it in.

    ``"local"`` starts a :class:`distributed.LocalCluster` of ``n_workers`` processes
    (default: one per CPU available), one thread each (quantulum3 is pure Python and
    holds the GIL), without a dashboard, and stops it on exit. An address connects within
    ``timeout`` seconds; an address that is not one, or where no scheduler answers,
    raises :class:`SchedulerUnavailable`. The client is not made Dask's default, so
    nothing else in the process starts using the cluster.
    """
    if not isinstance(scheduler, str):
        yield scheduler
        return
    distributed = require_distributed()
    if scheduler == LOCAL:
        with (
            distributed.LocalCluster(
                n_workers=n_workers or _available_cpus(),
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
            ) as cluster,
            distributed.Client(cluster, set_as_default=False) as client,
        ):
            yield client
        return
    from distributed.comm.addressing import get_address_host_port

    try:
        # Checked first: a Client that fails on a malformed address is left half made,
        # and its finaliser then holds up the interpreter's exit for a minute.
        get_address_host_port(scheduler)
    except ValueError as error:
        raise SchedulerUnavailable(
            f"{scheduler!r} is not a Dask scheduler address such as tcp://host:8786 ({error})"
        ) from None
    try:
        # No timeout given: Dask's own (distributed.comm.timeouts.connect, 30 s).
        options = {} if timeout is None else {"timeout": timeout}
        client = distributed.Client(scheduler, set_as_default=False, **options)
    except OSError as error:  # refused, unknown host, or no answer in time (TimeoutError)
        raise SchedulerUnavailable(
            f"cannot reach a Dask scheduler at {scheduler!r}: {error}"
        ) from None
    with client:
        yield client


def worker_threads(client: Client) -> int:
    """The threads of the cluster's workers now (0 while no worker has joined)."""
    return sum(client.nthreads().values())


# --- helpers ---------------------------------------------------------------------------


def _available_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _warm_up(config_json: str, pipeline: str | None) -> None:
    shared_pipeline(pipeline, config_json)("Warm-up: 5 km/s.")


def _is_bag(value: object) -> bool:
    bag_type = getattr(sys.modules.get("dask.bag"), "Bag", None)
    return bag_type is not None and isinstance(value, bag_type)


def _scan_bag_partition(
    partition: Iterable[str | Mapping[str, Any]],
    config_json: str,
    pipeline: str | None,
    text_field: str,
    id_field: str,
) -> list[dict[str, Any]]:
    records = input_records(partition, text_field=text_field, id_field=id_field, numbered=False)
    return scan_partition(records, config_json, pipeline)


def _computed_in_order(
    results: Bag, scheduler: str | Client | None, n_workers: int | None, timeout: float | None
) -> Iterator[dict[str, Any]]:
    """A bag of result records, partition by partition in order, numbered as they come."""
    if scheduler is None:
        partitions: Iterator[list[dict[str, Any]]] = iter([results.compute(scheduler="sync")])
        yield from _numbered(partitions)
        return
    with connect(scheduler, n_workers=n_workers, timeout=timeout) as client:
        futures = client.compute(results.to_delayed())
        yield from _numbered(future.result() for future in futures)


def _numbered(partitions: Iterable[list[dict[str, Any]]]) -> Iterator[dict[str, Any]]:
    line = 0
    for partition in partitions:
        for record in partition:
            line += 1
            yield {**record, "line": line}
