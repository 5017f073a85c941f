"""The ``physics-spacy`` command: check, scan (error records, --resume, streaming, on a
Dask cluster), render.

Most behaviour is tested in-process through ``cli.main`` (one shared pipeline, fast).
The console script itself is run as subprocesses, all started at once by one fixture
(each costs seconds of start-up, mostly quantulum3's first parse), for every command
and the exit statuses 0, 1 and 2, and for a scan on a LocalCluster of its own.
"""

from __future__ import annotations

import io
import itertools
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import spacy
from html_marks import marks
from spacy.language import Language
from spacy.tokens import Doc

import physics_spacy
from physics_spacy import cli, scan_job
from physics_spacy.cli import InputRecord, ScanSummary, main
from physics_spacy.report import doc_report
from physics_spacy.scan import WorkerFailed, pipe_records

FAST = "The probe travelled at 400000 km/s."
CALM = "Water boils at 100 °C at sea level."
SHARES = "Solar took 60% and wind took 55% of electricity."  # WARN only

# A corpus with every kind of bad line between good ones (bytes: line 5 is Latin-1).
CORPUS_LINES: list[bytes] = [
    json.dumps({"id": "a", "text": FAST}).encode(),
    json.dumps({"id": "b", "text": CALM}, ensure_ascii=False).encode(),
    b'{"id": "c", "text": "unterminated',
    json.dumps({"id": "d", "body": "no text field"}).encode(),
    b'{"id": "e", "text": "caf\xe9 at -300 \xb0C"}',
    b"[1, 2]",
    json.dumps({"id": "g", "text": 42}).encode(),
    b"",
    json.dumps({"id": "i", "text": "It cooled to -300 °C. " + SHARES}, ensure_ascii=False).encode(),
    json.dumps({"text": "A crate of 5 kg."}).encode(),
    json.dumps({"id": "k", "text": "The sample had a mass of -3 kg."}).encode(),
    json.dumps({"id": "l", "text": "Nothing to see here."}).encode(),
    b'{"id": "m", "text": "A lone \\ud800 surrogate at 400000 km/s."}',
]
ERROR_LINES = {3: "invalid JSON", 4: "no 'text' field", 5: "not valid UTF-8", 6: "JSON object"}
ERROR_LINES |= {7: "not a string", 8: "empty", 13: "lone surrogate"}


def write_corpus(path: Path) -> Path:
    path.write_bytes(b"\n".join(CORPUS_LINES) + b"\n")
    return path


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_corpus(tmp_path_factory.mktemp("corpus") / "corpus.jsonl")


@pytest.fixture(scope="module")
def full_scan(corpus: Path, nlp: Language) -> Path:
    """The reference output: an uninterrupted in-process scan, one process."""
    out = corpus.with_name("full.jsonl")
    assert main(["scan", str(corpus), "--out", str(out), "--quiet"]) == 0
    return out


# ---------------------------------------------------------------------------
# the console script, as a user runs it


@dataclass
class Run:
    args: list[str]
    returncode: int
    stdout: str
    stderr: str


SCRIPT = Path(sys.executable).with_name("physics-spacy")


@pytest.fixture(scope="module")
def console(corpus: Path, full_scan: Path) -> dict[str, Run]:
    """Every subprocess of this module, started together and awaited together."""
    assert SCRIPT.exists(), f"{SCRIPT} is missing: reinstall with pip install -e '.[test]'"
    work = corpus.parent
    torn = work / "torn.jsonl"
    lines = full_scan.read_bytes().splitlines(keepends=True)
    torn.write_bytes(b"".join(lines[:2]) + lines[2][:17])  # interrupted mid-record
    commands: dict[str, tuple[list[str], bytes | None]] = {
        "check_fail": ([str(SCRIPT), "check", FAST], None),
        "check_pass_stdin_json": (
            [sys.executable, "-m", "physics_spacy", "check", "-", "--json"],
            CALM.encode(),
        ),
        "check_missing_file": ([str(SCRIPT), "check", "no_such_answer.txt"], None),
        "check_no_argument": ([str(SCRIPT), "check"], None),
        "help": ([str(SCRIPT), "--help"], None),
        "scan_resume_two_processes": (
            [
                *(str(SCRIPT), "scan", str(corpus), "--out", str(torn), "--resume"),
                *("--n-process", "2", "--batch-size", "2"),
            ],
            None,
        ),
        "render": (
            [str(SCRIPT), "render", FAST + " " + SHARES, "--out", str(work / "page.html")],
            None,
        ),
        # Two worker processes, a task per two records: the records of every task come
        # back from either worker, some tasks hold error records, some only those.
        "scan_scheduler_local": (
            [
                *(str(SCRIPT), "scan", str(corpus), "--out", str(work / "cluster.jsonl")),
                *("--scheduler", "local", "--n-process", "2", "--batch-size", "2"),
            ],
            None,
        ),
        # Port 9 (discard) has no scheduler: the connection attempt gives up after 1 s.
        "scan_scheduler_unreachable": (
            [
                *(str(SCRIPT), "scan", str(corpus), "--out", str(work / "unreachable.jsonl")),
                *("--scheduler", "tcp://127.0.0.1:9", "--connect-timeout", "1"),
            ],
            None,
        ),
    }
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    started = {
        name: (
            args,
            stdin,
            subprocess.Popen(
                args,
                cwd=work,
                env=env,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            ),
        )
        for name, (args, stdin) in commands.items()
    }
    runs = {}
    for name, (args, stdin, process) in started.items():
        out, err = process.communicate(stdin or b"", timeout=300)
        runs[name] = Run(args, process.returncode, out.decode(), err.decode())
    return runs


def test_console_check_exit_1_when_flagged(console: dict[str, Run]) -> None:
    run = console["check_fail"]
    assert run.returncode == 1, run.stderr
    assert "FAIL  superluminal_speed  (sentence 1)" in run.stdout
    assert "exceeds the speed of light" in run.stdout
    assert run.stdout.rstrip().splitlines()[-1].startswith("verdict: FAIL (flagged)")


def test_module_check_exit_0_from_stdin_json(console: dict[str, Run], nlp: Language) -> None:
    run = console["check_pass_stdin_json"]
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == doc_report(nlp(CALM))


def test_console_usage_errors_exit_2(console: dict[str, Run]) -> None:
    missing = console["check_missing_file"]
    assert missing.returncode == 2
    assert "no such file: no_such_answer.txt" in missing.stderr and "--text" in missing.stderr
    assert console["check_no_argument"].returncode == 2


def test_console_help_reads_like_a_unix_tool(console: dict[str, Run]) -> None:
    run = console["help"]
    assert run.returncode == 0
    for part in ("usage: physics-spacy", "check", "scan", "render", "examples:", "exit status:"):
        assert part in run.stdout


def test_console_resume_completes_an_interrupted_scan_in_two_processes(
    console: dict[str, Run], corpus: Path, full_scan: Path
) -> None:
    """The resumed part holds every kind of error record and runs in two worker
    processes: the result is byte for byte the uninterrupted one-process scan."""
    run = console["scan_resume_two_processes"]
    assert run.returncode == 0, run.stderr
    assert "dropping an incomplete record" in run.stderr
    assert "kept from --out" in run.stderr and "superluminal_speed" in run.stderr
    assert (corpus.parent / "torn.jsonl").read_bytes() == full_scan.read_bytes()


def test_console_scan_on_a_local_dask_cluster_equals_the_local_scan(
    console: dict[str, Run], corpus: Path, full_scan: Path
) -> None:
    """Error records, order, every byte of every line, and the summary: the same."""
    run = console["scan_scheduler_local"]
    assert run.returncode == 0, run.stderr
    assert (corpus.parent / "cluster.jsonl").read_bytes() == full_scan.read_bytes()
    summary = ScanSummary()
    for record in read_jsonl(full_scan):
        summary.add(record)
    # The summary's first line holds the time taken; the table below it is the same.
    assert run.stderr.splitlines()[-len(summary.table().splitlines()) :] == (
        summary.table().splitlines()
    )


def test_console_scan_on_an_unreachable_scheduler_is_a_usage_error(
    console: dict[str, Run], corpus: Path
) -> None:
    run = console["scan_scheduler_unreachable"]
    assert run.returncode == 2, run.stderr
    assert run.stderr.startswith("physics-spacy scan: error: cannot reach a Dask scheduler")
    assert "tcp://127.0.0.1:9" in run.stderr and "Traceback" not in run.stderr
    assert not (corpus.parent / "unreachable.jsonl").exists()  # --out is not touched


def test_console_render_writes_a_page_with_violation_marks(
    console: dict[str, Run], corpus: Path
) -> None:
    from physics_spacy.render import DISPLACY_COLORS

    run = console["render"]
    assert run.returncode == 0, run.stderr
    page = (corpus.parent / "page.html").read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and '<meta charset="utf-8">' in page
    parser = marks(page)
    labels = dict(parser.labels)
    assert labels["superluminal_speed"] == DISPLACY_COLORS["superluminal_speed"]
    assert labels["share_sum_exceeds_total"] == DISPLACY_COLORS["share_sum_exceeds_total"]
    assert "SPEED" in labels and "PERCENT" in labels
    assert [rule for rule, _ in parser.messages] == [
        "superluminal_speed",
        "share_sum_exceeds_total",
    ]


# ---------------------------------------------------------------------------
# check, in-process


def test_check_exit_status_follows_fail_on(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", CALM]) == 0
    assert main(["check", SHARES]) == 0  # a WARN is not flagged by default
    assert main(["check", SHARES, "--fail-on", "WARN"]) == 1
    assert main(["check", SHARES, "--fail-on", "warn"]) == 1  # in any case
    out = capsys.readouterr().out
    assert "verdict: PASS: 0 violations, 1 claim, 1 sentence" in out
    assert out.count("verdict: WARN (flagged)") == 2


def test_a_line_ending_in_a_newline_is_one_sentence(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(f"{FAST}\n".encode())))
    assert main(["check", "-"]) == 1
    assert capsys.readouterr().out.endswith("1 violation, 1 claim, 1 sentence\n")


def test_check_json_is_the_plain_report(capsys: pytest.CaptureFixture[str], nlp: Language) -> None:
    assert main(["check", FAST, "--json"]) == 1
    assert json.loads(capsys.readouterr().out) == doc_report(nlp(FAST))


def test_check_reads_files_and_stdin(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answer = tmp_path / "answer.txt"
    answer.write_text("\ufeff" + FAST, encoding="utf-8")  # a BOM is not part of the text
    assert main(["check", str(answer)]) == 1
    assert main(["check", str(answer), "--text"]) == 0  # the file name itself, as a text
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(FAST.encode())))
    assert main(["check", "-"]) == 1
    assert capsys.readouterr().out.count("superluminal_speed") == 2


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["check", "missing/answer.txt"], "no such file"),
        (["check", "."], "is a folder"),
        (["check", ""], "the text is empty"),
        (["check", " \n", "--text"], "the text is empty"),
        (["render", "", "--out", "page.html"], "the text is empty"),
        (["check", FAST, "--rules", "superluminal_speed,no_such_rule"], "no_such_rule"),
        (["check", FAST, "--rules", ","], "names no rule"),
        (["check", "caf\udce9 at 400000 km/s"], "not valid UTF-8"),  # undecodable argv
        (["scan", "missing.jsonl"], "no such file or folder"),
        (["scan", "-", "--resume"], "--resume needs --out"),
        (["scan", "-", "--scheduler", "tcp://h:8786", "--n-process", "2"], "--n-process sets"),
        (["scan", "-", "--scheduler", "tcp://no-port"], "not a Dask scheduler address"),
    ],
)
def test_usage_errors_exit_2_with_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_undecodable_file_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    latin = tmp_path / "latin.txt"
    latin.write_bytes("It cooled to -300 °C.".encode("latin-1"))
    assert main(["check", str(latin)]) == 2
    assert "not UTF-8" in capsys.readouterr().err


def test_bad_option_values_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["scan", "x.jsonl", "--n-process", "0"])
    assert exit_info.value.code == 2
    assert "expected 1 or more" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_info:
        main(["scan", "x.jsonl", "--scheduler", "local", "--connect-timeout", "-1"])
    assert exit_info.value.code == 2
    assert "expected a number above 0" in capsys.readouterr().err


def test_scan_on_a_cluster_without_dask_names_the_extra(
    corpus: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if it were not installed
    assert main(["scan", str(corpus), "--scheduler", "local"]) == 2
    err = capsys.readouterr().err
    assert 'pip install "physics_spacy[dask]"' in err and err.count("\n") == 1


# ---------------------------------------------------------------------------
# scan, in-process


def test_scan_writes_one_record_per_line_in_order(full_scan: Path) -> None:
    records = read_jsonl(full_scan)
    assert [r["line"] for r in records] == list(range(1, len(CORPUS_LINES) + 1))
    assert all(
        list(r)
        == ["line", "id", "verdict", "flagged", "error", "n_sentences", "violations", "claims"]
        for r in records
    )
    for record in records:
        expected = ERROR_LINES.get(record["line"])
        if expected is None:
            assert record["error"] is None and record["verdict"] in ("PASS", "WARN", "FAIL")
        else:
            assert (
                record["error"].startswith(f"line {record['line']}: ")
                and expected in record["error"]
            )
            assert record["verdict"] is None and record["violations"] == []
    by_line = {r["line"]: r for r in records}
    assert by_line[4]["id"] == "d"  # the id is kept when only the text is missing
    assert by_line[10]["id"] is None and by_line[10]["verdict"] == "PASS"
    mixed = by_line[9]
    assert [v["rule"] for v in mixed["violations"]] == [
        "below_absolute_zero",
        "share_sum_exceeds_total",
    ]
    assert mixed["violations"][0]["text"] == "-300 °C"
    assert mixed["violations"][1]["sentence"] == SHARES
    assert mixed["n_sentences"] == 2 and mixed["verdict"] == "FAIL"


def test_scan_text_lines_and_folders(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = tmp_path / "answers.txt"
    lines.write_bytes(FAST.encode() + b"\n\n" + b"\xff broken\r\n" + CALM.encode())
    assert main(["scan", str(lines), "--quiet"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["line"], r["verdict"]) for r in records] == [
        (1, "FAIL"),
        (2, "PASS"),
        (3, None),
        (4, "PASS"),
    ]
    folder = tmp_path / "folder"
    (folder / "sub").mkdir(parents=True)
    (folder / "b.txt").write_text(CALM, encoding="utf-8")
    (folder / "a.txt").write_text(FAST, encoding="utf-8")
    (folder / "sub" / "c.txt").write_bytes(b"\xff")
    (folder / ".hidden.txt").write_text(FAST, encoding="utf-8")
    (folder / "notes.md").write_text(FAST, encoding="utf-8")
    assert main(["scan", str(folder)]) == 0
    captured = capsys.readouterr()
    records = [json.loads(line) for line in captured.out.splitlines()]
    assert [(r["id"], r["verdict"]) for r in records] == [
        ("a.txt", "FAIL"),
        ("b.txt", "PASS"),
        ("sub/c.txt", None),
    ]
    assert "error records" in captured.err


def test_scan_reads_jsonl_from_stdin_with_other_fields(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.dumps({"key": 7, "answer": FAST}) + "\n"
    monkeypatch.setattr(
        sys, "stdin", io.TextIOWrapper(io.BufferedReader(io.BytesIO(data.encode())))
    )
    assert main(["scan", "-", "--text-field", "answer", "--id-field", "key", "-q"]) == 0
    (record,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert record["id"] == 7 and record["verdict"] == "FAIL"


def test_resume_keeps_written_records_and_appends_the_rest(
    corpus: Path, full_scan: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out.jsonl"
    lines = full_scan.read_bytes().splitlines(keepends=True)
    for cut in (0, 1, 7, len(lines)):
        out.write_bytes(b"".join(lines[:cut]))
        assert main(["scan", str(corpus), "--out", str(out), "--resume", "-q"]) == 0
        assert out.read_bytes() == full_scan.read_bytes(), cut
    out.unlink()  # --resume with no --out file yet is a fresh scan
    assert main(["scan", str(corpus), "--out", str(out), "--resume", "-q"]) == 0
    assert out.read_bytes() == full_scan.read_bytes()


def test_resume_refuses_the_output_of_another_corpus(
    corpus: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "other.jsonl"
    out.write_text(json.dumps({"line": 1, "id": "zzz", "error": None}) + "\n", encoding="utf-8")
    assert main(["scan", str(corpus), "--out", str(out), "--resume"]) == 2
    assert "does not match the corpus" in capsys.readouterr().err
    assert out.read_text(encoding="utf-8").count("\n") == 1  # left as it was
    assert main(["scan", str(corpus), "--out", str(corpus)]) == 2


@pytest.mark.parametrize("n_process", [1, 2])
def test_scan_streams_without_holding_the_corpus(nlp: Language, n_process: int) -> None:
    """An endless corpus: results come out while input is still being read, and the
    records read ahead of the results stay bounded (memory does not grow with docs)."""
    pulled = 0

    def endless() -> Iterator[InputRecord]:
        nonlocal pulled
        for number in itertools.count(1):
            pulled += 1
            yield InputRecord(number, number, f"Record {number} moved at {number} m/s.")

    lags = []
    results = pipe_records(nlp, endless(), n_process=n_process, batch_size=8)
    for result in itertools.islice(results, 60):
        lags.append(pulled - result["line"])
    results.close()  # stops the worker processes, if any
    assert result["line"] == 60 and result["verdict"] == "PASS"
    # In this process nlp.pipe reads one batch ahead; with workers, two batches each.
    ahead = 1 if n_process == 1 else 2 * n_process
    assert max(lags) <= (ahead + 1) * 8 + 1


def test_a_text_longer_than_the_pipeline_takes_is_an_error_record_not_a_crash() -> None:
    nlp = physics_spacy.load()
    nlp.max_length = 200
    records = [
        InputRecord(1, "a", "The probe moved at 400000 km/s."),
        InputRecord(2, "b", "A very long page. " * 20),
        InputRecord(3, "c", "The kettle holds 1.5 kg of water."),
    ]
    results = list(pipe_records(nlp, records))
    assert [r["line"] for r in results] == [1, 2, 3]
    assert results[0]["verdict"] == "FAIL" and results[2]["error"] is None
    assert "360 characters, more than the pipeline's max_length of 200" in results[1]["error"]


def test_scan_in_worker_processes_equals_the_scan_here(
    nlp: Language, corpus: Path, full_scan: Path
) -> None:
    """Batches of two: some hold only error records, which never reach a worker."""
    records = cli.open_corpus(str(corpus))
    lines = [
        json.dumps(result, ensure_ascii=False)
        for result in pipe_records(nlp, records, n_process=2, batch_size=2)
    ]
    assert lines == full_scan.read_text(encoding="utf-8").splitlines()


@Language.component("test_fails_on_cue")
def fails_on_cue(doc: Doc) -> Doc:
    """A component of someone else's pipeline that breaks: it raises on "boom" and kills
    its process on "vanish"."""
    if "boom" in doc.text:
        raise ValueError("boom in the text")
    if "vanish" in doc.text:
        os._exit(7)
    return doc


def pipeline_failing_on_cues() -> Language:
    failing = spacy.blank("en")
    failing.add_pipe("sentencizer")
    failing.add_pipe("test_fails_on_cue")
    failing.add_pipe("physics_consistency")
    return failing


@pytest.mark.parametrize(
    ("cue", "error"), [("boom", "ValueError"), ("vanish", "BrokenProcessPool")]
)
def test_a_failing_worker_stops_the_scan_after_the_records_before_it(cue: str, error: str) -> None:
    texts = [f"Record {n} moved at {n} m/s." for n in range(1, 11)]
    texts[6] = f"Record 7 went {cue}."
    records = [InputRecord(n, n, text) for n, text in enumerate(texts, 1)]
    done = []
    with pytest.raises(WorkerFailed) as failed:
        for result in pipe_records(pipeline_failing_on_cues(), records, n_process=2, batch_size=2):
            done.append(result["line"])
    if error == "ValueError":
        assert "lines 7-8 (ValueError" in str(failed.value)
        assert done == [1, 2, 3, 4, 5, 6]
    else:
        # a dead process fails every batch in flight: the first of them is named, and
        # every record before it was written
        named = re.search(
            r"lines (\d+)-\d+ or a later batch \(BrokenProcessPool", str(failed.value)
        )
        assert named is not None and int(named.group(1)) <= 7
        assert done == list(range(1, int(named.group(1))))


def test_console_scan_reports_a_failing_worker_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = spacy.blank("en")
    saved.add_pipe("sentencizer")
    saved.add_pipe("test_fails_on_cue")
    saved.to_disk(tmp_path / "pipeline")
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps({"text": t}) + "\n" for t in [FAST, CALM, "boom", FAST]))
    out = tmp_path / "out.jsonl"
    args = ["scan", str(corpus), "--model", str(tmp_path / "pipeline"), "--out", str(out)]
    assert main([*args, "--n-process", "2", "--batch-size", "2", "--quiet"]) == 3
    err = capsys.readouterr().err
    assert err.startswith("physics-spacy scan: error: a worker failed on the records of lines 3-4")
    assert "--resume" in err and "Traceback" not in err
    assert [record["line"] for record in read_jsonl(out)] == [1, 2]


def test_summary_counts_documents_sentences_claims_and_rules(full_scan: Path) -> None:
    summary = ScanSummary()
    for record in read_jsonl(full_scan):
        summary.add(record)
    table = summary.table()
    assert summary.documents == len(CORPUS_LINES) and summary.errors == len(ERROR_LINES)
    assert summary.rules["superluminal_speed"] == 1 and summary.rules["negative_mass"] == 1
    first_column = [line.split()[0] for line in table.splitlines()]
    assert first_column[:1] == ["documents"] and "sentences" in first_column
    assert "claims" in first_column and "violations" in first_column


def test_cli_module_imports_no_pipeline_parts(fresh_python: Callable[..., str]) -> None:
    out = fresh_python(
        "import sys; import physics_spacy.cli as c; c.build_parser(); "
        "print('quantulum3' in sys.modules, 'pint' in sys.modules, "
        "'dask' in sys.modules, 'distributed' in sys.modules)"
    )
    assert out.split() == ["False", "False", "False", "False"]
    assert cli.PROG == "physics-spacy"


# ---------------------------------------------------------------------------
# the scan as a library call (physics_spacy.scan_job), which the command wraps


def test_scan_corpus_from_python_writes_what_the_command_writes(
    corpus: Path, full_scan: Path, tmp_path: Path
) -> None:
    out = tmp_path / "from_python.jsonl"
    summary = scan_job.scan_corpus(corpus, out, progress=False)
    assert out.read_bytes() == full_scan.read_bytes()
    assert summary.documents == len(CORPUS_LINES) and summary.errors == len(ERROR_LINES)
    assert summary.seconds is not None and "docs/s" in summary.table()
    lines = out.read_bytes().splitlines(keepends=True)
    out.write_bytes(b"".join(lines[:4]) + lines[4][:10])  # interrupted inside record 5
    notes: list[str] = []
    resumed = scan_job.scan_corpus(corpus, out, resume=True, progress=False, notify=notes.append)
    assert out.read_bytes() == full_scan.read_bytes() and resumed.resumed == 4
    assert notes == [f"dropping an incomplete record at the end of {out}"]
    with pytest.raises(scan_job.ScanSetupError, match="no_such_rule"):
        scan_job.scan_corpus(corpus, out, config={"rules": ["no_such_rule"]}, progress=False)


def test_scan_rate_counts_from_the_start_of_the_command(
    corpus: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The docs/s printed includes loading the pipeline (and, with --n-process, warming it
    up), which is part of what a user waits for: here loading takes 2 s more."""
    load = physics_spacy.load

    def slow_load(*args: Any, **kwargs: Any) -> Language:
        time.sleep(2)
        return load(*args, **kwargs)

    monkeypatch.setattr(physics_spacy, "load", slow_load)
    rules = "below_absolute_zero,negative_mass,superluminal_speed"  # a pipeline not built yet
    out = tmp_path / "out.jsonl"
    started = time.perf_counter()
    assert main(["scan", str(corpus), "--out", str(out), "--rules", rules]) == 0
    command = time.perf_counter() - started
    head = capsys.readouterr().err.splitlines()[0]
    seconds = re.fullmatch(r"physics-spacy scan: 13 documents in ([\d.]+) s \(.* docs/s\)", head)
    assert seconds, head
    assert command - 0.5 < float(seconds.group(1)) <= command + 0.05, (head, command)
