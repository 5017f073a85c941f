"""``check(text)``: the whole analysis as plain data, for callers who never touch spaCy."""

from __future__ import annotations

import json
import re
from functools import lru_cache
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


@lru_cache(maxsize=8)
def _pipeline(config_json: str) -> Language:
    from .pipeline import load

    return load(config=json.loads(config_json))


def check(text: str, **config: Any) -> dict[str, Any]:
    """Judge ``text`` with the default pipeline; ``config`` is the component's config.

    Returns ``{"verdict", "flagged", "violations", "claims", "sentences"}``, where
    violations and claims are the dicts stored on the Doc and sentences lists each
    sentence's text, character offsets and verdict. It never raises on a str: lone
    surrogates, which spaCy refuses, are read as U+FFFD.
    """
    if not isinstance(text, str):
        raise TypeError(f"check() takes a str, not {type(text).__name__}")
    nlp = _pipeline(json.dumps(config, sort_keys=True))
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
