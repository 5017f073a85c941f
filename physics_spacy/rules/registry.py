"""The one registry of rules, built-in and user-defined.

A rule is a pure function from a :class:`~physics_spacy.claims.Sentence` to the
:class:`~physics_spacy.claims.Finding` objects it reports, registered under an id with
its metadata: a default severity and a highlight colour. Everything that lists rules
(the component's default rules, the displaCy colours, the tests' id lists, the check of
the README's rules table) reads them from here. The registry is a ``catalogue`` registry,
like spaCy's own, so a rule can also come from another package through the
``physics_spacy_rules`` entry-point group and be named in a saved pipeline's config.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import catalogue

from ..claims import SEVERITIES, Finding, Sentence

RuleCheck = Callable[[Sentence], Iterable[Finding]]

rules_registry = catalogue.create("physics_spacy", "rules", entry_points=True)

# Bump whenever the meaning of a built-in rule changes (see CHANGELOG.md).
RULES_VERSION = 3

# Not a rule: what the component reports where it failed on a sentence (component.py).
COMPONENT_ERROR = "component_error"
COMPONENT_ERROR_SEVERITY = "WARN"
COMPONENT_ERROR_COLOUR = "#adb5bd"

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


@dataclass(frozen=True)
class Rule:
    """A registered rule: its id, default severity, check function and highlight colour
    (``None``: displaCy's default)."""

    id: str
    severity: str
    check: RuleCheck
    colour: str | None = None

    def __call__(self, sentence: Sentence) -> list[Finding]:
        return list(self.check(sentence))

    def __reduce__(self) -> tuple[Callable[[str], Rule], tuple[str]]:
        # Pickled by id: the module attribute named after the check is this Rule, not the
        # check function, so pickle could not find the function by name (spawned workers).
        return get_rule, (self.id,)

    @property
    def description(self) -> str:
        """The first line of the check's docstring."""
        lines = (self.check.__doc__ or "").strip().splitlines()
        return lines[0] if lines else ""


def register_rule(
    rule_id: str, *, severity: str = "FAIL", colour: str | None = None
) -> Callable[[RuleCheck], Rule]:
    """Register a rule function under ``rule_id``, with its default ``severity`` ("FAIL" or
    "WARN") and the ``colour`` ("#rrggbb") that highlights its violations.

    A rule sees each sentence that holds at least one claim, and must not raise on any
    (a failure becomes a ``component_error`` WARN for that sentence).

    Use as a decorator; the decorated name becomes the :class:`Rule`::

        @register_rule("negative_price", severity="WARN", colour="#ffc9c9")
        def negative_price(sentence):
            ...
    """
    if severity not in SEVERITIES[1:]:
        raise ValueError(f"severity of rule {rule_id!r} must be 'WARN' or 'FAIL', not {severity!r}")
    if colour is not None and not _COLOUR.fullmatch(colour):
        raise ValueError(f"colour of rule {rule_id!r} must be '#rrggbb', not {colour!r}")

    def decorate(check: RuleCheck) -> Rule:
        rule = Rule(rule_id, severity, check, colour)
        rules_registry.register(rule_id, func=rule)
        return rule

    return decorate


def rule_colours() -> dict[str, str]:
    """Rule id -> colour for every rule registered with one (built-in and user-defined),
    and the component's own ``component_error``."""
    colours = {
        rule_id: rule.colour
        for rule_id, rule in rules_registry.get_all().items()
        if isinstance(rule, Rule) and rule.colour is not None
    }
    return {**colours, COMPONENT_ERROR: COMPONENT_ERROR_COLOUR}


def get_rule(rule_id: str) -> Rule:
    """The rule registered under ``rule_id``; a ValueError naming the known ids otherwise."""
    try:
        rule = rules_registry.get(rule_id)
    except catalogue.RegistryError:
        known = ", ".join(sorted(rules_registry.get_all()))
        raise ValueError(
            f"Unknown physics rule {rule_id!r}. Known rules: {known}. A rule of your own must be "
            "registered with physics_spacy.register_rule (import its module before add_pipe) "
            "or exposed through the 'physics_spacy_rules' entry-point group."
        ) from None
    if not isinstance(rule, Rule):
        raise ValueError(
            f"The entry point for rule {rule_id!r} must name a physics_spacy Rule (the object "
            f"register_rule returns), not {type(rule).__name__}."
        )
    return rule
