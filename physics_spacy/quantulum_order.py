"""One fixed order for the sets that quantulum3 builds its patterns from.

quantulum3 joins five Python sets into alternations of its regular expressions: the
multiplication and division operators, all operators together, the range words and the
uncertainty signs. A set of strings iterates in an order that changes with
``PYTHONHASHSEED``, and the order of an alternation decides what it matches. Under some
seeds "3x faster" is read as the number 3, under others as nothing: the look-ahead that
quantulum3 writes after its operator alternation binds only to the last operator, and
which operator is last is up to the hash seed.

physics_spacy promises the same annotations in every process, so the five functions are
replaced by ones that return the same elements in one order: longest first (as
quantulum3 sorts its operators), then by code point. So is a sixth, the digit-grouping
separators: they go into a character class, where their order changes nothing that
matches, but in one order the unit pattern is one string in every process, and its code
compiled ahead of time (:mod:`.pattern_table`) applies in every process. This is
installed before quantulum3 builds any pattern, and its pattern cache is emptied in case
the host application parsed with quantulum3 first. :func:`uninstall` puts the originals
back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import ModuleType

# quantulum3.regex functions that return sets the patterns are joined from.
SET_BUILDERS = (
    "multiplication_operators",
    "division_operators",
    "operators",
    "ranges",
    "uncertainties",
    "grouping_operators",
)

_originals: dict[str, Callable[..., Iterable[str]]] = {}


class _InOrder:
    """A set builder whose result iterates in one order (a dict keeps ``in`` cheap)."""

    def __init__(self, original: Callable[..., Iterable[str]]) -> None:
        self.original = original
        self._by_lang: dict[str, dict[str, None]] = {}

    def __call__(self, lang: str = "en_US") -> dict[str, None]:
        if lang not in self._by_lang:
            ordered = sorted(self.original(lang), key=lambda item: (-len(item), item))
            self._by_lang[lang] = dict.fromkeys(ordered)
        return self._by_lang[lang]


def install(regex: ModuleType, load: ModuleType) -> None:
    """Replace the set builders of ``quantulum3.regex``; idempotent."""
    if _originals:
        return
    builders = [name for name in SET_BUILDERS if callable(getattr(regex, name, None))]
    for name in builders:
        _originals[name] = getattr(regex, name)
        setattr(regex, name, _InOrder(_originals[name]))
    load.clear_cache()  # patterns built before now were built in hash order


def uninstall(regex: ModuleType) -> None:
    """Put quantulum3's original set builders back (for tests)."""
    for name, original in _originals.items():
        setattr(regex, name, original)
    _originals.clear()
