"""The one registry of rules, built-in and user-defined.

A rule is a pure function from a :class:`~physics_spacy.claims.Sentence` to the
:class:`~physics_spacy.claims.Finding` objects it reports, registered under an id with
a default severity. The registry is a ``catalogue`` registry, like spaCy's own, so a
rule can also come from another package through the ``physics_spacy_rules`` entry-point
group and be named in a saved pipeline's config.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import catalogue

from ..claims import SEVERITIES, Finding, Sentence

RuleCheck = Callable[[Sentence], Iterable[Finding]]

rules_registry = catalogue.create("physics_spacy", "rules", entry_points=True)

# Bump whenever the meaning of a built-in rule changes (see CHANGELOG.md).
RULES_VERSION = 3


@dataclass(frozen=True)
class Rule:
    """A registered rule: its id, default severity and check function."""

    id: str
    severity: str
    check: RuleCheck

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


def register_rule(rule_id: str, *, severity: str = "FAIL") -> Callable[[RuleCheck], Rule]:
    """Register a rule function under ``rule_id``.

    A rule sees each sentence that holds at least one claim, and must not raise on any
    (a failure becomes a ``component_error`` WARN for that sentence).

    Use as a decorator; the decorated name becomes the :class:`Rule`::

        @register_rule("negative_price", severity="WARN")
        def negative_price(sentence):
            ...
    """
    if severity not in SEVERITIES[1:]:
        raise ValueError(f"severity of rule {rule_id!r} must be 'WARN' or 'FAIL', not {severity!r}")

    def decorate(check: RuleCheck) -> Rule:
        rule = Rule(rule_id, severity, check)
        rules_registry.register(rule_id, func=rule)
        return rule

    return decorate


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
