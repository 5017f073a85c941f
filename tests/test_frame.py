"""physics_spacy.to_frame: one row per violation or per claim, from Docs or plain reports."""

from __future__ import annotations

import json
import sys

import pandas as pd
import pytest
import spacy
from spacy.language import Language

import physics_spacy
from physics_spacy.cli import InputRecord, result_record
from physics_spacy.frame import CLAIM_COLUMNS, VIOLATION_COLUMNS

TEXTS = [
    "The probe travelled at 400000 km/s. It then cooled to -300 °C.",
    "Water boils at 100 °C at sea level.",
    "Solar took 60% and wind took 55% of electricity.",
]
IDS = ["fast", "calm", "shares"]


@pytest.fixture(scope="module")
def docs(nlp: Language) -> list:
    return list(nlp.pipe(TEXTS))


def test_one_row_per_violation_in_si_units(docs: list) -> None:
    frame = physics_spacy.to_frame(docs, ids=IDS)
    assert list(frame.columns) == list(VIOLATION_COLUMNS)
    assert frame[["doc_id", "rule", "severity"]].values.tolist() == [
        ["fast", "superluminal_speed", "FAIL"],
        ["fast", "below_absolute_zero", "FAIL"],
        ["shares", "share_sum_exceeds_total", "WARN"],
    ]
    fast, cold, shares = frame.to_dict("records")
    assert fast["si_value"] == pytest.approx(4.0e8) and fast["si_unit"] == "m/s"
    assert fast["kind"] == "SPEED" and fast["text"] == "400000 km/s"
    assert fast["sentence"] == "The probe travelled at 400000 km/s." and fast["sent_index"] == 0
    assert cold["si_value"] == pytest.approx(-26.85) and cold["si_unit"] == "K"
    assert cold["sentence"] == "It then cooled to -300 °C." and cold["sent_index"] == 1
    assert sorted(shares["si_values"]) == [pytest.approx(0.55), pytest.approx(0.6)]
    assert frame.groupby("rule").size().to_dict() == {
        "below_absolute_zero": 1,
        "share_sum_exceeds_total": 1,
        "superluminal_speed": 1,
    }


def test_one_row_per_claim_with_the_rules_resting_on_it(docs: list) -> None:
    claims = physics_spacy.to_frame(docs, kind="claims")  # ids default to positions
    assert list(claims.columns) == list(CLAIM_COLUMNS)
    assert claims["doc_id"].tolist() == [0, 0, 1, 2, 2]
    assert claims["kind"].tolist() == ["SPEED", "TEMPERATURE", "TEMPERATURE", "PERCENT", "PERCENT"]
    assert claims["rules"].tolist() == [
        ["superluminal_speed"],
        ["below_absolute_zero"],
        [],
        ["share_sum_exceeds_total"],
        ["share_sum_exceeds_total"],
    ]
    boiling = claims.iloc[2]
    assert boiling["si_value"] == pytest.approx(373.15) and boiling["sentence"] == TEXTS[1]
    faulty = claims[claims["rules"].str.len() > 0]
    assert len(faulty) == 4


def test_reports_and_scan_records_give_the_same_rows(docs: list, nlp: Language) -> None:
    from_docs = physics_spacy.to_frame(docs, ids=IDS)
    reports = [physics_spacy.check(text) for text in TEXTS]
    from_reports = physics_spacy.to_frame(reports, ids=IDS)
    pd.testing.assert_frame_equal(from_reports, from_docs)
    records = [
        json.loads(json.dumps(result_record(InputRecord(n, id_, text), doc)))
        for n, (id_, text, doc) in enumerate(zip(IDS, TEXTS, docs, strict=True), 1)
    ]
    records.append({"line": 4, "id": "bad", "error": "line 4: invalid JSON", "violations": []})
    from_records = physics_spacy.to_frame(records)
    pd.testing.assert_frame_equal(from_records, from_docs)
    claims_from_records = physics_spacy.to_frame(records, kind="claims")
    assert claims_from_records["si_value"].tolist() == pytest.approx(
        physics_spacy.to_frame(docs, kind="claims")["si_value"].tolist()
    )


def test_a_clean_corpus_gives_an_empty_frame_with_columns(nlp: Language) -> None:
    frame = physics_spacy.to_frame([nlp("Nothing here."), nlp("")])
    assert frame.empty and list(frame.columns) == list(VIOLATION_COLUMNS)
    assert frame.groupby("rule").size().empty
    assert physics_spacy.to_frame(nlp("A 5 kg crate."), kind="claims")["kind"].tolist() == ["MASS"]


def test_bad_input_gets_a_clear_error(docs: list) -> None:
    with pytest.raises(ValueError, match="kind must be"):
        physics_spacy.to_frame(docs, kind="sentences")
    with pytest.raises(ValueError, match="fewer ids"):
        physics_spacy.to_frame(docs, ids=["only one"])
    with pytest.raises(TypeError, match="not a string"):
        physics_spacy.to_frame("The probe travelled at 400000 km/s.")
    with pytest.raises(ValueError, match="physics_consistency"):
        physics_spacy.to_frame([spacy.blank("en")("No component ran.")])


def test_missing_pandas_says_how_to_install_it(docs: list, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pandas", None)  # what an absent package looks like
    with pytest.raises(ImportError, match=r"physics_spacy\[notebooks\]"):
        physics_spacy.to_frame(docs)
