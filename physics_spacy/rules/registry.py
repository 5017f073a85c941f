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
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import catalogue

from ..claims import SEVERITIES, Claim, Finding, Sentence
from ..context.terms import DEFAULT_IGNORE

RuleCheck = Callable[[Sentence], Iterable[Finding]]
# Whether a rule could fire on some of these claims (see register_rule's ``could_fire``).
Precondition = Callable[[Sequence[Claim]], bool]

rules_registry = catalogue.create("physics_spacy", "rules", entry_points=True)

# Bump whenever the meaning of a built-in rule changes (see CHANGELOG.md).
RULES_VERSION = 49

# Not a rule: what the component reports where it failed on a sentence (component.py).
COMPONENT_ERROR = "component_error"
COMPONENT_ERROR_SEVERITY = "WARN"
COMPONENT_ERROR_COLOUR = "#adb5bd"

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


@dataclass(frozen=True)
class Rule:
    """A registered rule: its id, default severity, check function, the context
    categories whose claims it does not judge (see :func:`register_rule`), whether it also
    reads passages, its highlight colour (``None``: displaCy's default), its cheap
    precondition (``None``: none known), the roles some claim of a passage must play
    for it to fire there (``None``: none known) and the ignored categories whose claims
    may still be the premises of the text's own figures (``premises``)."""

    id: str
    severity: str
    check: RuleCheck
    ignore: tuple[str, ...] = DEFAULT_IGNORE
    reads_passages: bool = False
    colour: str | None = None
    precondition: Precondition | None = None
    passage_roles: frozenset[str] | None = None
    premises: frozenset[str] = frozenset({"HYPOTHETICAL"})

    def __call__(self, sentence: Sentence) -> list[Finding]:
        return list(self.check(sentence))

    def could_fire(self, claims: Sequence[Claim]) -> bool:
        """False only when the rule cannot fire on any sentence whose claims are some of
        ``claims`` (whatever their context): the analyser then does not run it."""
        return self.precondition is None or self.precondition(claims)

    def __reduce__(self) -> tuple[Callable[[str], Rule], tuple[str]]:
        # Pickled by id: the module attribute named after the check is this Rule, not the
        # check function, so pickle could not find the function by name (spawned workers).
        return get_rule, (self.id,)

    def judges(self, sentence: Sentence, finding: Finding) -> bool:
        """Whether the text asserts what ``finding`` rests on, as far as this rule cares.

        Not when a claim of it is in an ignored category (a denial, a report), nor when
        its claims are the premise of a supposition: "if light moved at 600 000 km/s, GPS
        would fail" claims nothing, but "if you drop it from 45 m, it lands in 1 s"
        asserts its consequence. A supposition in a later unit than the rest of the
        finding's claims makes nothing of them its consequence ("… between 1,773 K and
        288 K.\n- If a vendor quoted 90 % …"). A rule whose ``premises`` hold REPORTED
        takes what someone else says as a premise in the same way: "You said it slipped
        from 1.2 m." / "It reached the floor at 8 m/s." asserts the answer's speed.
        """
        ignored = set(self.ignore)
        premises = ignored & self.premises
        modifiers = [sentence.modifiers(claim) for claim in finding.claims]
        if any(m & (ignored - premises) for m in modifiers):
            return False
        # a bracket that gives the figure at fault in another unit ("54 m/s (almost 200
        # km/h)") is rounded as the writer pleases: the figure it converts is judged (a
        # height given so, "dropped from 2 m (about 6.5 ft)", is still a premise)
        if ignored and any(
            "CONVERSION" in m
            for c, m in zip(finding.claims, modifiers, strict=True)
            if c not in finding.given
        ):
            return False
        if not premises or not modifiers:
            return True
        supposed = [c for c, m in zip(finding.claims, modifiers, strict=True) if m & premises]
        if len(supposed) == len(modifiers):
            return False
        # what someone else reports is a premise only as what the finding takes as given (a
        # height, an engine's reservoirs), never as the figure at fault: the patent's quoted
        # "58 %" is not the declaration's own, whatever reservoirs the declaration states
        if any(
            "REPORTED" in m and c not in finding.given
            for c, m in zip(finding.claims, modifiers, strict=True)
        ):
            return False
        last_unit = max(sentence.unit_of(c) for c in finding.claims)
        # a report is the premise only of a figure a later line states, never of one beside
        # it ("… flagged the answer of 0.9 s as 'impossible' because a stone dropped from
        # 18 m takes about 1.9 s")
        if any(
            "REPORTED" in m and sentence.unit_of(c) == last_unit
            for c, m in zip(finding.claims, modifiers, strict=True)
        ):
            return False
        return not (
            {sentence.unit_of(c) for c in supposed} == {last_unit}
            and all(sentence.unit_of(c) < last_unit for c in finding.claims if c not in supposed)
        )

    @property
    def description(self) -> str:
        """The first line of the check's docstring."""
        lines = (self.check.__doc__ or "").strip().splitlines()
        return lines[0] if lines else ""


def register_rule(
    rule_id: str,
    *,
    severity: str = "FAIL",
    colour: str | None = None,
    ignore: Iterable[str] = DEFAULT_IGNORE,
    reads_passages: bool = False,
    could_fire: Precondition | None = None,
    passage_roles: Iterable[str] | None = None,
    premises: Iterable[str] = ("HYPOTHETICAL",),
) -> Callable[[RuleCheck], Rule]:
    """Register a rule function under ``rule_id``, with its default ``severity`` ("FAIL" or
    "WARN") and the ``colour`` ("#rrggbb") that highlights its violations.

    A rule sees each sentence that holds at least one claim, and must not raise on any
    (a failure becomes a ``component_error`` WARN for that sentence). Its findings are
    dropped when the text does not assert them: ``ignore`` names the context categories
    it does not judge (default: denied, hypothetical and reported claims; see
    docs/context.md). ``ignore=()`` judges every claim as written. With
    ``reads_passages=True`` the rule also sees the units of a passage together (the
    steps of a worked answer, as one Sentence with ``unit_starts``) and reports what
    their claims show only together.

    ``could_fire(claims)``, optional, is a cheap test on claims alone (values, kinds,
    never their context) that is False only where the rule cannot fire: the rule is then
    not run on that sentence, and a passage none of whose rules could fire on its claims
    is skipped before its units' context is read. It must be true of the claims of any
    sentence the rule fires on, and stay true when claims are added (a passage's rules
    see only the claims its units assert, some of all of them). "Two distinct positive
    temperatures and a percentage" qualifies for the Carnot bound; "a percentage above
    1 − Tc/Th" does not (a further temperature changes the bound either way).

    ``passage_roles``, optional, with ``reads_passages=True``: context categories of
    which some claim of a passage must play one for the rule to fire on it (a fall needs
    a height that FALL or MOVING marks). A passage is then judged by the rule only where
    the trigger terms of one of them stand in some unit (a cheap test,
    :meth:`~physics_spacy.context.ContextEngine.could_mark`), so that the units' context
    need not be computed for it.

    ``premises``: the ignored categories whose claims may still be the premise of a
    figure the text states itself in a later unit (see :meth:`Rule.judges`); by default
    a supposition's ("If you drop it from 45 m" / "it lands in 1 s").

    Use as a decorator; the decorated name becomes the :class:`Rule`::

        @register_rule("negative_price", severity="WARN", colour="#ffc9c9")
        def negative_price(sentence):
            ...
    """
    if severity not in SEVERITIES[1:]:
        raise ValueError(f"severity of rule {rule_id!r} must be 'WARN' or 'FAIL', not {severity!r}")
    if colour is not None and not _COLOUR.fullmatch(colour):
        raise ValueError(f"colour of rule {rule_id!r} must be '#rrggbb', not {colour!r}")

    ignored = tuple(ignore)

    def decorate(check: RuleCheck) -> Rule:
        rule = Rule(
            rule_id,
            severity,
            check,
            ignored,
            reads_passages,
            colour,
            could_fire,
            None if passage_roles is None else frozenset(passage_roles),
            frozenset(premises),
        )
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
