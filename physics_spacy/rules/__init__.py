"""The rule catalogue: one module per family of physical laws, one registry for all.

Importing this package imports every module in it (but the registry and the shared
context helpers), which registers the built-in rules; ``BUILTIN_RULES`` lists them in the
order they register (module by module, in name order; within a module, top to bottom).
A new family of rules is a new module here: nothing else needs to name it.
"""

from __future__ import annotations

import importlib
import pkgutil

from .registry import (
    COMPONENT_ERROR,
    RULES_VERSION,
    Rule,
    get_rule,
    register_rule,
    rule_colours,
    rules_registry,
)

_NOT_FAMILIES = {"registry", "context"}


def _import_families() -> tuple[Rule, ...]:
    """Import each rule family module and return the rules they defined, in order."""
    rules: list[Rule] = []
    for module_info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if module_info.name in _NOT_FAMILIES or module_info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{module_info.name}")
        defined = [value for value in vars(module).values() if isinstance(value, Rule)]
        rules += sorted(
            (rule for rule in defined if rule.check.__module__ == module.__name__),
            key=lambda rule: rule.check.__code__.co_firstlineno,
        )
    return tuple(rules)


BUILTIN_RULES: tuple[Rule, ...] = _import_families()

__all__ = [
    "BUILTIN_RULES",
    "COMPONENT_ERROR",
    "RULES_VERSION",
    "Rule",
    "get_rule",
    "register_rule",
    "rule_colours",
    "rules_registry",
]
