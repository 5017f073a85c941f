"""The context of a unit's claims, computed when it is first asked for.

Most units never need it. A rule asks a claim's roles only once the claim breaks the
rule's physical bound (a speed above c, a percentage above 100); a rule whose
precondition its claims fail is not run at all, and the passage stage reads the units'
context only when a passage rule could fire on their claims
(:meth:`physics_spacy.rules.Rule.could_fire`). The answers are the same as computing it
at once; only the work of :meth:`ContextEngine.modifiers` is saved where nobody asks.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, overload

from ..claims import NO_NEIGHBOURS, Claim, Label, Neighbours

if TYPE_CHECKING:
    from .engine import ContextEngine


class LazyContext(Sequence[frozenset[str]]):
    """``engine.modifiers(text, claims, labels, nearby)``, computed on first use.

    Reads as the tuple it stands for (one frozenset of categories per claim, in the order
    of ``claims``), so a :class:`~physics_spacy.claims.Sentence` takes it as its
    ``context``. Its length is known without computing anything. It pickles as that
    tuple: a copy (a worker's) needs no engine.
    """

    __slots__ = ("_categories", "_claims", "_could", "_engine", "_labels", "_nearby", "_text")

    def __init__(
        self,
        engine: ContextEngine,
        text: str,
        claims: Sequence[Claim],
        labels: Sequence[Label] = (),
        nearby: Neighbours = NO_NEIGHBOURS,
    ) -> None:
        self._engine = engine
        self._text = text
        self._claims = claims
        self._labels = labels
        self._nearby = nearby
        self._categories: tuple[frozenset[str], ...] | None = None
        self._could: dict[frozenset[str], bool] = {}

    @property
    def computed(self) -> bool:
        """Whether the categories have been computed."""
        return self._categories is not None

    @property
    def categories(self) -> tuple[frozenset[str], ...]:
        """The categories of each claim; computed once, on the first call."""
        if self._categories is None:
            self._categories = self._engine.modifiers(
                self._text, self._claims, self._labels, self._nearby
            )
        return self._categories

    def could_hold(self, categories: Iterable[str]) -> bool:
        """False only where no claim has any of ``categories``. Exact once the categories
        are computed; before, :meth:`ContextEngine.could_mark`'s cheap test (remembered),
        which computes nothing."""
        wanted = frozenset(categories)
        if self._categories is not None:
            return any(not wanted.isdisjoint(found) for found in self._categories)
        could = self._could.get(wanted)
        if could is None:
            could = self._could[wanted] = self._engine.could_mark(
                self._text, self._claims, self._labels, self._nearby, wanted
            )
        return could

    def __len__(self) -> int:
        # one frozenset a claim, whether computed or not
        return len(self._claims)

    @overload
    def __getitem__(self, index: int) -> frozenset[str]: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[frozenset[str], ...]: ...

    def __getitem__(self, index: int | slice) -> frozenset[str] | tuple[frozenset[str], ...]:
        return self.categories[index]

    def __iter__(self) -> Iterator[frozenset[str]]:
        return iter(self.categories)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyContext | tuple):
            return self.categories == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.categories)

    def __repr__(self) -> str:
        shown = repr(self._categories) if self.computed else f"<{len(self)} not computed>"
        return f"LazyContext({shown})"

    def __reduce__(self) -> tuple[type[tuple[Any, ...]], tuple[tuple[frozenset[str], ...]]]:
        return tuple, (self.categories,)
