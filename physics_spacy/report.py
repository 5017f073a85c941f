"""``check(text)``: the whole analysis as plain data, for callers who never touch spaCy,
and the one pipeline per config that a process keeps for it (and for scans)."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc


# Lone surrogates: what Python makes of a JSON "\ud800" escape or of undecodable bytes.
# They are not Unicode, and spaCy's tokenizer raises on them.
LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def without_surrogates(text: str) -> str:
    """``text`` with each lone surrogate read as U+FFFD: one character for one, so
    offsets into the caller's text stay valid."""
    return LONE_SURROGATE.sub("\ufffd", text)


_pipelines: dict[tuple[str | None, str], Language] = {}
_pipelines_lock = threading.Lock()


def config_key(config: Mapping[str, Any] | None) -> str:
    """A component config as sorted JSON: hashable, equal for equal configs, and cheap to
    send to a worker process."""
    return json.dumps(dict(config or {}), sort_keys=True)


def shared_pipeline(model: str | None = None, config_json: str = "{}") -> Language:
    """This process's pipeline for a spaCy pipeline name and component config, built on
    first use and then kept.

    Building a pipeline and quantulum3's first parse cost seconds, so the command line
    and each Dask worker process build one per config for their lifetime, never one per
    batch or task. The lock makes a worker with several threads build it only once.
    """
    key = (model, config_json)
    with _pipelines_lock:
        if key not in _pipelines:
            from . import load

            _pipelines[key] = load(model, config=json.loads(config_json))
        return _pipelines[key]


def pipelines_built() -> int:
    """How many pipelines this process has built (one per distinct model and config)."""
    return len(_pipelines)


def check(text: str, **config: Any) -> dict[str, Any]:
    """Judge ``text`` with the default pipeline; ``config`` is the component's config.

    Returns ``{"verdict", "flagged", "violations", "claims", "sentences"}``, where
    violations and claims are the dicts stored on the Doc and sentences lists each
    sentence's text, character offsets and verdict. It never raises on a str: lone
    surrogates, which spaCy refuses, are read as U+FFFD.
    """
    if not isinstance(text, str):
        raise TypeError(f"check() takes a str, not {type(text).__name__}")
    nlp = shared_pipeline(None, config_key(config))
    return doc_report(nlp(without_surrogates(text)))


def doc_report(doc: Doc) -> dict[str, Any]:
    """The plain-data report of a Doc the component has annotated."""
    return {
        "verdict": doc._.physics_verdict,
        "flagged": doc._.physics_flagged,
        "violations": list(doc._.physics_violations or ()),
        "claims": list(doc._.physics_claims or ()),
        "sentences": [
            {
                "text": sent.text,
                "start_char": sent.start_char,
                "end_char": sent.end_char,
                "verdict": sent._.physics_verdict,
            }
            for sent in doc.sents
        ]
        if len(doc)
        else [],
    }
