"""Context: whether each claim is asserted, and which role it plays, computed once per
sentence (ConText-style trigger terms kept as data, one scope model, frames).

See ``docs/context.md``. Rules ask ``sentence.modifiers(claim)`` for the categories.
"""

from __future__ import annotations

from .engine import ContextEngine, default_engine
from .frames import (
    EnergyBalance,
    Fall,
    energy_balances,
    fall,
    rows_of_two_questions,
    share_groups,
)
from .lazy import LazyContext
from .terms import (
    ASSERTION_CATEGORIES,
    DEFAULT_IGNORE,
    TriggerTerm,
    builtin_terms,
    merged_terms,
)

__all__ = [
    "ASSERTION_CATEGORIES",
    "DEFAULT_IGNORE",
    "ContextEngine",
    "EnergyBalance",
    "Fall",
    "LazyContext",
    "TriggerTerm",
    "builtin_terms",
    "default_engine",
    "energy_balances",
    "fall",
    "merged_terms",
    "rows_of_two_questions",
    "share_groups",
]
