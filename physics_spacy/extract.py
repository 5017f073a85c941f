"""Sentence text -> raw quantities. The only module that imports quantulum3.

quantulum3 has side effects that this module contains:

* importing it without the classifier extra warns; the warning is silenced here,
  locally, never through a global filter;
* every ``parser.parse()`` calls ``logging.basicConfig``, which would give the host
  application's root logger a handler: the root logger is restored after each call;
* it is super-linear in the length of its input, so callers pass one sentence at a time.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType


@dataclass(frozen=True)
class RawQuantity:
    """One quantity as quantulum3 reports it, before any repair."""

    value: float
    unit: str
    entity: str
    dimensions: tuple[tuple[str, int], ...]
    # How each dimension was written ("km", "at"), where quantulum3 says; else "".
    dimension_surfaces: tuple[str, ...]
    surface: str
    start: int
    end: int
    uncertainty: float | None


@lru_cache(maxsize=1)
def _parser() -> ModuleType:
    with warnings.catch_warnings():
        # The classifier extra is left out on purpose (DESIGN §4): it makes units worse.
        warnings.filterwarnings("ignore", message="Classifier dependencies", category=UserWarning)
        from quantulum3 import parser
    return parser


@contextmanager
def _root_logger_untouched() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        yield
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
        root.setLevel(level)


def quantities(text: str) -> list[RawQuantity]:
    """The quantities quantulum3 finds in ``text`` (one sentence), in text order."""
    parser = _parser()
    with _root_logger_untouched():
        found = parser.parse(text)
    return [
        RawQuantity(
            value=float(q.value),
            unit=q.unit.name,
            entity=q.unit.entity.name,
            dimensions=tuple((d["base"], int(d["power"])) for d in q.unit.dimensions),
            dimension_surfaces=tuple(d.get("surface", "") for d in q.unit.dimensions),
            surface=q.surface,
            start=q.span[0],
            end=q.span[1],
            uncertainty=None if q.uncertainty is None else float(q.uncertainty),
        )
        for q in found
    ]
