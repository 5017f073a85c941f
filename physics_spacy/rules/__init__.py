"""The rule catalogue: one module per family of physical laws, one registry for all.

Importing this package registers the built-in rules, in the order of ``BUILTIN_RULES``.
"""

from __future__ import annotations

from . import (
    efficiency,
    magnitude,
    malformed,
    mass,
    motion,
    probability,
    shares,
    speed,
    temperature,
)
from .registry import RULES_VERSION, Rule, get_rule, register_rule, rules_registry

BUILTIN_RULES: tuple[Rule, ...] = (
    speed.superluminal_speed,
    temperature.below_absolute_zero,
    mass.negative_mass,
    probability.probability_out_of_range,
    motion.impossible_free_fall,
    shares.share_sum_exceeds_total,
    malformed.malformed_claim,
    efficiency.over_unity_efficiency,
    efficiency.carnot_limit,
    motion.impossible_impact_speed,
    shares.decrease_beyond_total,
    magnitude.negative_magnitude,
)

__all__ = ["BUILTIN_RULES", "RULES_VERSION", "Rule", "get_rule", "register_rule", "rules_registry"]
