"""Sentence text -> raw quantities. The only module that imports quantulum3.

quantulum3 has side effects that this module contains:

* importing it without the classifier extra warns; the warning is silenced here,
  locally, never through a global filter;
* every ``parser.parse()`` configures logging, which gives the host application's root
  logger a handler if it has none: the root logger is restored after each call (and
  meanwhile holds one handler like basicConfig's, made once, so that basicConfig does
  not build a new one for every sentence);
* it is super-linear in the length of its input, so callers pass one sentence at a time;
* it is slow to load and slow per sentence: see :func:`_parser` for the two remedies.
"""

from __future__ import annotations

import itertools
import logging
import re
import sys
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType

from . import quantulum_order, quantulum_speedups
from .startup import collector_paused


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
    """quantulum3's parser, loaded once, with its output-identical speed-ups installed.

    Loading: quantulum3 imports inflect, whose 23 ``@typechecked`` methods each make
    typeguard re-parse and re-compile all of inflect (4-7 s, most of a cold start).
    inflect is imported here first with that decorator passed through (see
    :func:`_inflect_without_typeguard`). Parsing: :mod:`.quantulum_speedups` swaps in
    faster equivalents of quantulum3's three slow pieces, from the first sentence (they
    are checked against the originals in the tests, and installed only for the pinned
    quantulum3 sources). Determinism: :mod:`.quantulum_order` gives the sets quantulum3
    builds patterns from one order.
    """
    with collector_paused():
        with warnings.catch_warnings():
            # The classifier extra is left out on purpose (docs/architecture.md): it makes
            # units worse.
            warnings.filterwarnings(
                "ignore", message="Classifier dependencies", category=UserWarning
            )
            try:
                with _inflect_without_typeguard():
                    import inflect
            except ImportError:  # an inflect that needs more of typeguard than its decorator
                sys.modules.pop("inflect", None)
                import inflect  # noqa: F401
            from quantulum3 import load, parser
            from quantulum3 import regex as patterns
        quantulum_order.install(patterns, load)
        quantulum_speedups.install(parser)
    return parser


def _passthrough(target: object = None, **_options: object) -> object:
    """``typechecked`` that checks nothing: ``@typechecked`` and ``@typechecked(...)``."""
    return target if target is not None else (lambda function: function)


@contextmanager
def _inflect_without_typeguard() -> Iterator[None]:
    """Import inflect with typeguard's ``typechecked`` as a pass-through decorator.

    typeguard's checks only raise on arguments of the wrong type, which quantulum3 never
    passes, so inflect's results are the same. Only a first import is affected (an
    inflect the host already imported is left alone), and nothing else in the process
    sees the change: if typeguard is not imported yet, inflect's ``from typeguard import
    typechecked`` finds a stand-in module that holds only the pass-through (importing
    typeguard itself costs ~0.15 s), which is taken out of ``sys.modules`` right after,
    so a later ``import typeguard`` gets the real one; if typeguard is imported already,
    its decorator is swapped for the import and put back right after.
    """
    if "inflect" in sys.modules:
        yield
        return
    if "typeguard" not in sys.modules:
        stand_in = ModuleType("typeguard")
        stand_in.typechecked = _passthrough  # type: ignore[attr-defined]
        sys.modules["typeguard"] = stand_in
        try:
            yield
        finally:
            if sys.modules.get("typeguard") is stand_in:
                del sys.modules["typeguard"]
        return
    import typeguard

    original = typeguard.typechecked
    typeguard.typechecked = _passthrough
    try:
        yield
    finally:
        typeguard.typechecked = original


@contextmanager
def _root_logger_untouched() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    if not handlers:
        # What quantulum3's basicConfig would add, made once per stream rather than once
        # per sentence (~0.1 ms each); basicConfig leaves a root with a handler alone.
        root.addHandler(_basic_config_handler(sys.stderr))
    try:
        yield
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                root.removeHandler(handler)
        if root.level != level:  # setLevel empties every logger's cache: only on a change
            root.setLevel(level)


@lru_cache(maxsize=4)
def _basic_config_handler(stream: object) -> logging.Handler:
    """The handler ``logging.basicConfig(format=...)`` gives the root logger in quantulum3's
    ``parse``: to ``stream`` (sys.stderr when made), in quantulum3's format."""
    handler = logging.StreamHandler(stream)  # type: ignore[arg-type]
    handler.setFormatter(logging.Formatter("%(asctime)s --- %(message)s"))
    return handler


logger = logging.getLogger("physics_spacy")

# Where a sentence is cut into clauses when quantulum3 fails on the whole of it.
_CLAUSE_BREAK = re.compile(r"[;,:]\s+|\s+(?:and|but|while|with|from)\s+")


def quantities(text: str) -> list[RawQuantity]:
    """The quantities quantulum3 finds in ``text`` (one sentence), in text order.

    quantulum3 (and pint inside it) raise on some unit words: an error in one
    quantity must not cost the sentence's others. The sentence is then read clause by
    clause, and a clause that still fails gives no quantity (logged at debug level).
    """
    parser = _parser()
    with _root_logger_untouched():
        try:
            return _read(parser, text, 0)
        except Exception as error:  # a library error, not a bug of ours: see below
            logger.debug("quantulum3 failed on %r (%r): read by clause", text, error)
        found: list[RawQuantity] = []
        start = 0
        for cut in itertools.chain(_CLAUSE_BREAK.finditer(text), [None]):
            end = len(text) if cut is None else cut.start()
            try:
                found.extend(_read(parser, text[start:end], start))
            except Exception as error:  # this clause alone is lost
                logger.debug("quantulum3 failed on %r (%r)", text[start:end], error)
            start = len(text) if cut is None else cut.end()
        return found


def _read(parser: ModuleType, text: str, offset: int) -> list[RawQuantity]:
    """quantulum3's quantities of ``text``, with offsets moved by ``offset``."""
    raws = []
    for q in parser.parse(text):
        unit, span = q.unit, q.span
        dimensions = unit.dimensions
        # Each field set straight into a new instance: the frozen __init__ sets them one
        # object.__setattr__ at a time, and dense text has a quantity every few words.
        # RawQuantity has no __post_init__.
        raw = object.__new__(RawQuantity)
        raw.__dict__.update(
            value=float(q.value),
            unit=unit.name,
            entity=unit.entity.name,
            dimensions=tuple([(d["base"], int(d["power"])) for d in dimensions]),
            dimension_surfaces=tuple([d.get("surface", "") for d in dimensions]),
            surface=q.surface,
            start=span[0] + offset,
            end=span[1] + offset,
            uncertainty=None if q.uncertainty is None else float(q.uncertainty),
        )
        raws.append(raw)
    return raws
