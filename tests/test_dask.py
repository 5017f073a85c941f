"""physics_spacy.dask: a scan on a real two-process Dask cluster equals the local scan.

One LocalCluster for the module (starting worker processes costs seconds); the corpus
is small but holds claims, violations, repeats and a document with no sentence.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from physics_spacy.dask import (
    pipelines_built,
    read_records,
    result_record,
    scan_bag,
    scan_records,
)

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
        distributed.Client(cluster) as client,
    ):
        yield client


@pytest.fixture(scope="module")
def local_results() -> list[dict]:
    return list(scan_records(CORPUS, partition_size=4))


def test_local_scan_matches_the_pipeline(nlp, local_results: list[dict]) -> None:
    expected = [result_record({"id": i}, doc) for i, doc in enumerate(nlp.pipe(CORPUS))]
    assert local_results == expected
    assert [r["id"] for r in local_results] == list(range(len(CORPUS)))
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
    records = [{"id": i, "text": text} for i, text in enumerate(CORPUS)]
    bag = dask_bag.from_sequence(records, npartitions=5)
    assert list(scan_records(bag, scheduler=client)) == local_results
    assert scan_bag(bag).compute(scheduler=client) == local_results
    assert list(scan_records(bag)) == local_results  # "local": computed in this process


def test_files_and_globs(tmp_path: Path, local_results: list[dict]) -> None:
    lines = [json.dumps({"id": i, "text": text}) for i, text in enumerate(CORPUS)]
    (tmp_path / "a.jsonl").write_text("\n".join(lines[:10]) + "\n\n", encoding="utf-8")
    (tmp_path / "b.jsonl").write_text("\n".join(lines[10:]), encoding="utf-8")
    (tmp_path / "note.txt").write_text(CORPUS[0], encoding="utf-8")
    assert list(scan_records(str(tmp_path / "*.jsonl"))) == local_results
    [note] = scan_records(tmp_path / "note.txt")
    assert note == {**local_results[0], "id": str(tmp_path / "note.txt")}
    assert [r["id"] for r in read_records([tmp_path / "b.jsonl"])] == list(range(10, 30))
    with pytest.raises(FileNotFoundError):
        list(read_records(str(tmp_path / "*.csv")))


def test_bad_partition_size_is_refused() -> None:
    with pytest.raises(ValueError, match="partition_size"):
        list(scan_records(CORPUS, partition_size=0))
