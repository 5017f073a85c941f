"""physics_spacy.dask: a scan on a real two-process Dask cluster equals the local scan.

One LocalCluster for the module (starting worker processes costs seconds); the corpus
is small but holds claims, violations, repeats, a document with no sentence and records
that cannot be read. The command line's own LocalCluster run is in test_cli.py.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from spacy.language import Language
from test_cli import CORPUS_LINES, write_corpus

from physics_spacy.cli import main
from physics_spacy.dask import (
    SchedulerUnavailable,
    connect,
    pipelines_built,
    scan_bag,
    scan_on_cluster,
    scan_records,
)
from physics_spacy.scan import InputRecord, input_records, open_corpus, pipe_records, result_record

distributed = pytest.importorskip("distributed")
dask_bag = pytest.importorskip("dask.bag")

CORPUS = [
    "The probe travelled at 400000 km/s. It then slowed to 7 km/s.",
    "The committee declined to comment on the leaked documents.",
    "The sample was cooled to minus 300 degrees Celsius in the lab.",
    "Its mass was reported as -4 kg in the table. The chance of rain is 150%.",
    "",
    "Nearly half of the wells had run dry by August.",
    "The probe travelled at 400000 km/s. It then slowed to 7 km/s.",
    "A dose of 39 μg per kilogram was given; the crater is 136 km wide.",
    "The stone fell 100 m in 1 s, and the 1990s saw 5-10% growth.",
    "Wind speeds of 86 km/h were recorded on the coast.",
] * 3


@pytest.fixture(scope="module")
def client() -> Iterator[distributed.Client]:
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster, set_as_default=False) as client,
    ):
        yield client


@pytest.fixture(scope="module")
def local_results() -> list[dict]:
    return list(scan_records(CORPUS, partition_size=4))


def test_local_scan_is_the_command_lines_record_of_each_doc(
    nlp: Language, local_results: list[dict]
) -> None:
    expected = [
        result_record(InputRecord(line, None, text), doc)
        for line, (text, doc) in enumerate(zip(CORPUS, nlp.pipe(CORPUS), strict=True), 1)
    ]
    assert local_results == expected
    assert [r["line"] for r in local_results] == list(range(1, len(CORPUS) + 1))
    assert {r["verdict"] for r in local_results} >= {"PASS", "FAIL"}


def test_cluster_scan_equals_local_scan(client, local_results: list[dict]) -> None:
    remote = list(scan_records(CORPUS, scheduler=client, partition_size=4))
    assert remote == local_results
    # Eight partitions on two workers, yet each worker built its pipeline once.
    assert client.run(pipelines_built) == {w: 1 for w in client.scheduler_info()["workers"]}


def test_cluster_scan_by_address(client, local_results: list[dict]) -> None:
    address = client.scheduler.address
    assert list(scan_records(CORPUS, scheduler=address, partition_size=7)) == local_results


def test_bag_scan_equals_local_scan(client, local_results: list[dict]) -> None:
    bag = dask_bag.from_sequence(CORPUS, npartitions=5)
    assert list(scan_records(bag, scheduler=client)) == local_results
    assert list(scan_records(bag)) == local_results  # computed in this process
    # A partition does not know where it starts: a lazy bag's records have no line.
    lazy = scan_bag(bag).compute(scheduler=client)
    assert lazy == [{**record, "line": None} for record in local_results]


def test_command_line_on_the_cluster_resumes_byte_for_byte(
    client, tmp_path: Path, nlp: Language
) -> None:
    """The command's --scheduler path (every kind of malformed line included) with
    --resume: the resumed part runs on the cluster, the output is the local scan's."""
    corpus = write_corpus(tmp_path / "corpus.jsonl")
    local, resumed = tmp_path / "local.jsonl", tmp_path / "resumed.jsonl"
    assert main(["scan", str(corpus), "--out", str(local), "-q"]) == 0
    lines = local.read_bytes().splitlines(keepends=True)
    resumed.write_bytes(b"".join(lines[:2]) + lines[2][:9])
    address = client.scheduler.address
    argv = ["scan", str(corpus), "--out", str(resumed), "--resume", "--scheduler", address]
    assert main([*argv, "--batch-size", "3", "-q"]) == 0
    assert resumed.read_bytes() == local.read_bytes()
    assert len(lines) == len(CORPUS_LINES)


def test_corpus_paths_are_read_as_the_command_reads_them(tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "corpus.jsonl")
    expected = list(pipe_records(_nlp(), open_corpus(corpus)))
    assert list(scan_records(corpus)) == expected
    assert list(scan_records(str(corpus), partition_size=2)) == expected
    assert sum(record["error"] is not None for record in expected) == 7
    with pytest.raises(FileNotFoundError, match="no such file or folder"):
        list(scan_records(tmp_path / "missing.jsonl"))


class _Future:
    def __init__(self, value: Any) -> None:
        self.value = value

    def result(self) -> Any:
        return self.value


class _RecordingClient:
    """Runs each task at once, here, and keeps what it was sent."""

    def __init__(self) -> None:
        self.sent: list[list[InputRecord]] = []

    def submit(self, function: Any, records: list[InputRecord], *args: Any, pure: bool) -> Any:
        self.sent.append(records)
        return _Future(function(records, *args))

    def nthreads(self) -> dict[str, int]:
        return {"worker": 1}


def test_error_records_are_made_here_and_never_sent() -> None:
    documents = [
        "It moved at 400000 km/s.",
        {"id": "x", "body": "no text"},
        42,
        {"id": "y", "text": "A lone \ud800 surrogate."},
        {"id": "z", "text": "A crate of -5 kg."},
        {"text": None},
        {"text": None},
    ]
    client = _RecordingClient()
    records = list(input_records(documents))
    results = list(scan_on_cluster(client, records, partition_size=2))  # type: ignore[arg-type]
    assert results == list(pipe_records(_nlp(), records))
    assert [r.line for chunk in client.sent for r in chunk] == [1, 5]  # the readable ones
    assert [r["error"] for r in results[1:4]] == [
        "record 2: no 'text' field (fields: body, id)",
        "record 3: expected a str or a dict, not a number",
        "record 4: the 'text' field holds a lone surrogate (a \\u escape that is not valid "
        "Unicode)",
    ]
    assert results[3]["id"] == "y" and results[4]["verdict"] == "FAIL"
    assert json.loads(json.dumps(results)) == results  # plain JSON data, as written


def test_bad_partition_size_and_scheduler_are_refused() -> None:
    with pytest.raises(ValueError, match="partition_size"):
        list(scan_records(CORPUS, partition_size=0))
    with pytest.raises(SchedulerUnavailable, match="not a Dask scheduler address"):
        list(scan_records(CORPUS, scheduler="tcp://no-port"))
    with (
        pytest.raises(SchedulerUnavailable, match="cannot reach"),
        connect("tcp://127.0.0.1:9", timeout=0.5),
    ):
        pass


def _nlp() -> Language:
    from physics_spacy.report import shared_pipeline

    return shared_pipeline()
