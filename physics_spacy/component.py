"""The ``physics_consistency`` spaCy component: config, validation, and a thin shell
that sends each sentence through :mod:`physics_spacy.analysis` and writes the results
with :mod:`physics_spacy.annotate`.
"""

from __future__ import annotations

import bisect
import logging
import re
from collections.abc import Iterable
from itertools import pairwise
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc
from spacy.training import Example

from . import annotate, structure
from .analysis import Analyser, SentenceAnalysis, excused_elsewhere, restated_from_before
from .claims import SEVERITIES, Claim, Label, Neighbours, Violation
from .context import ContextEngine, builtin_terms, merged_terms
from .pipeline import mend_sentences
from .rules import BUILTIN_RULES, RULES_VERSION, get_rule
from .rules.registry import COMPONENT_ERROR, COMPONENT_ERROR_SEVERITY
from .scoring import ViolationsScorer, score_violations
from .startup import collector_paused
from .windows import DEFAULT_MAX_SENTENCE_CHARS, MIN_SENTENCE_CHARS, WINDOW_OVERLAP_CHARS

logger = logging.getLogger("physics_spacy")

DEFAULT_CONFIG = {
    "fail_on": "FAIL",
    "rules": None,
    "severities": {},
    "claims_key": "physics_claims",
    "violations_key": "physics_violations",
    "overwrite": True,
    "cache_size": 4096,
    "max_sentence_chars": DEFAULT_MAX_SENTENCE_CHARS,
    "context_rules": [],
    "scorer": {"@scorers": "physics_spacy.violations_scorer.v1"},
}

_FAIL_ON = ("WARN", "FAIL")


@Language.factory(
    "physics_consistency",
    default_config=DEFAULT_CONFIG,
    assigns=[
        "doc._.physics_verdict",
        "doc._.physics_flagged",
        "doc._.physics_violations",
        "doc._.physics_claims",
        "doc.spans",
    ],
    requires=["token.is_sent_start"],
    default_score_weights={
        "spans_physics_violations_f": 1.0,
        "spans_physics_violations_p": 0.0,
        "spans_physics_violations_r": 0.0,
        "spans_physics_violations_per_type": None,
    },
)
def make_physics_consistency(
    nlp: Language,
    name: str,
    fail_on: str,
    rules: list[str] | None,
    severities: dict[str, str],
    claims_key: str,
    violations_key: str,
    overwrite: bool,
    cache_size: int,
    max_sentence_chars: int,
    context_rules: list[dict[str, Any]],
    scorer: ViolationsScorer | None,
) -> PhysicsConsistency:
    return PhysicsConsistency(
        nlp,
        name,
        fail_on=fail_on,
        rules=rules,
        severities=severities,
        claims_key=claims_key,
        violations_key=violations_key,
        overwrite=overwrite,
        cache_size=cache_size,
        max_sentence_chars=max_sentence_chars,
        context_rules=context_rules,
        scorer=scorer,
    )


class PhysicsConsistency:
    """Marks the numeric claims of each sentence and the ones that break physics.

    fail_on: the severity from which ``doc._.physics_flagged`` is true ("FAIL" or "WARN").
    rules: ids of the rules to run, in order; ``None`` runs every built-in rule.
    severities: rule id -> "WARN" | "FAIL", overriding a rule's default severity.
    claims_key, violations_key: the ``doc.spans`` keys of the two span groups.
    overwrite: replace existing spans under those keys (else add to them).
    cache_size: how many distinct sentences to remember (0 turns the cache off).
    max_sentence_chars: longer sentences are read in overlapping windows of at most this
        many characters, so that quantulum3's super-linear cost stays bounded per window.
    context_rules: trigger terms added to the built-in ones, or replacing those of the
        same pattern and category: dicts with "pattern", "category", and optionally
        "direction", "scope", "kinds"; {"pattern", "category", "remove": true} removes one
        (see docs/context.md).
    scorer: scores violation spans for ``nlp.evaluate`` (see physics_spacy.scoring).
    """

    def __init__(
        self,
        nlp: Language,
        name: str = "physics_consistency",
        *,
        fail_on: str = "FAIL",
        rules: list[str] | None = None,
        severities: dict[str, str] | None = None,
        claims_key: str = "physics_claims",
        violations_key: str = "physics_violations",
        overwrite: bool = True,
        cache_size: int = 4096,
        max_sentence_chars: int = DEFAULT_MAX_SENTENCE_CHARS,
        context_rules: list[dict[str, Any]] | None = None,
        scorer: ViolationsScorer | None = score_violations,
    ) -> None:
        if fail_on not in _FAIL_ON:
            raise ValueError(
                f"physics_consistency: fail_on must be one of {', '.join(map(repr, _FAIL_ON))}, "
                f"not {fail_on!r}. Set it in add_pipe(..., config={{'fail_on': 'WARN'}})."
            )
        if cache_size < 0:
            raise ValueError(f"physics_consistency: cache_size must be 0 or more, not {cache_size}")
        if (
            isinstance(max_sentence_chars, bool)
            or not isinstance(max_sentence_chars, int)
            or max_sentence_chars < MIN_SENTENCE_CHARS
        ):
            raise ValueError(
                f"physics_consistency: max_sentence_chars must be a whole number of at least "
                f"{MIN_SENTENCE_CHARS} (long sentences are read in windows of that size that "
                f"overlap by {WINDOW_OVERLAP_CHARS} characters), not "
                f"{max_sentence_chars!r}. The default is {DEFAULT_MAX_SENTENCE_CHARS}."
            )
        selected = [rule.id for rule in BUILTIN_RULES] if rules is None else list(rules)
        chosen = [get_rule(rule_id) for rule_id in selected]
        severities = dict(severities or {})
        for rule_id, severity in severities.items():
            if rule_id not in selected:
                raise ValueError(
                    f"physics_consistency: severities names {rule_id!r}, which is not among the "
                    f"rules run: {', '.join(selected)}."
                )
            if severity not in SEVERITIES[1:]:
                raise ValueError(
                    f"physics_consistency: the severity of {rule_id!r} must be 'WARN' or 'FAIL', "
                    f"not {severity!r}."
                )
        try:
            terms = merged_terms(builtin_terms(), list(context_rules or []))
        except (ValueError, TypeError, re.error) as error:
            raise ValueError(
                f"physics_consistency: context_rules: {error}. Each entry is a dict such as "
                "{'pattern': 'allegedly', 'category': 'REPORTED', 'direction': 'forward', "
                "'scope': 8} (see docs/context.md)."
            ) from error
        self.context_rules = list(context_rules or [])
        self.name = name
        self.fail_on = fail_on
        self.rules = selected
        self.severities = severities
        self.claims_key = claims_key
        self.violations_key = violations_key
        self.overwrite = overwrite
        self.scorer = scorer
        self.analyser = Analyser(
            [(rule, severities.get(rule.id, rule.severity)) for rule in chosen],
            cache_size,
            max_sentence_chars=max_sentence_chars,
            context=ContextEngine(terms),
        )
        annotate.register_extensions()
        self._first_doc = True

    def __call__(self, doc: Doc) -> Doc:
        if getattr(self, "_first_doc", False):
            # The first Doc sets off the one-time builds (quantulum3 and its patterns, the
            # context engine's matchers): the garbage collector walks their objects after
            # the first verdict, not during it (a one-shot check never needs to; startup.py).
            self._first_doc = False
            with collector_paused():
                return self._annotate(doc)
        return self._annotate(doc)

    def _annotate(self, doc: Doc) -> Doc:
        if len(doc) and not doc.has_annotation("SENT_START"):
            raise ValueError(
                f"physics_consistency needs sentence boundaries, and this Doc has none. Add a "
                f"segmenter before it: nlp.add_pipe('sentencizer', before='{self.name}') "
                "(or use physics_spacy.load(), which has one)."
            )
        text = doc.text  # spaCy rebuilds Doc.text on every access: read it once
        layout = structure.read(text)
        # "km/s. It", list items, table rows: sentences in any user's pipeline
        doc = mend_sentences(doc, layout.starts, text)
        claims: list[Claim] = []
        violations: list[Violation] = []
        spans = [
            (start, end, index)
            for index, sent in enumerate(doc.sents)
            for start, end in _units(sent.start_char, sent.end_char, layout.starts)
        ]
        units: list[tuple[int, int, SentenceAnalysis]] = []  # (offset, sentence index, result)
        # what a statement in the Doc says of all its claims ("… so the percentages add up
        # to more than 100 %"), of all after it ("the figures below overlap") or of all
        # before it ("All of the above is an imagined scenario"): read once
        document = self.analyser.context.document_categories(text)
        # a worked problem's final answer gives what its question asks for
        answers = structure.answers(text, spans)
        for number, (start, end, index) in enumerate(spans):
            if layout.in_code(start, end):
                continue  # a program's numbers: the text claims nothing of them
            unit_text = text[start:end]
            nearby = structure.neighbours(text, spans, number)._replace(
                document=frozenset(
                    category
                    for category, spans in document.items()
                    if any(first < end and start < last for first, last in spans)
                )
            )
            if number in answers:
                nearby = nearby._replace(question=answers[number])
            result = self._analyse(unit_text, layout.labels_within(start, end), nearby, index)
            claims.extend(c.shifted(start) for c in result.claims)
            violations.extend(v.shifted(start, index) for v in result.violations)
            if result.claims:
                units.append((start, index, result))
        violations.extend(self._judge_passages(text, units, layout))
        placed = [(start, unit) for start, _, unit in units]
        violations = restated_from_before(
            excused_elsewhere(violations, placed, text), text, placed
        )
        annotate.write(
            doc,
            claims,
            violations,
            fail_on=self.fail_on,
            claims_key=self.claims_key,
            violations_key=self.violations_key,
            overwrite=self.overwrite,
        )
        return doc

    def score(self, examples: Iterable[Example], **kwargs: Any) -> dict[str, Any]:
        """Precision/recall/F1 of the violation spans against gold Docs, by rule id."""
        if self.scorer is None:
            return {}
        return self.scorer(examples, spans_key=self.violations_key, **kwargs)

    def _judge_passages(
        self,
        text: str,
        units: list[tuple[int, int, SentenceAnalysis]],
        layout: structure.Structure,
    ) -> list[Violation]:
        """What the units of each passage, and of each list, show together (see
        Analyser.judge_passage)."""
        offsets = [offset for offset, _, _ in units]
        groups = [(first, last, False) for first, last in structure.passages(text, offsets)]
        for list_start, list_end in layout.lists:
            first = bisect.bisect_left(offsets, list_start)
            last = bisect.bisect_left(offsets, list_end)
            if last - first > 1:
                groups.append((first, last, True))
        found = []
        for first, last, enumeration in groups:
            passage = units[first:last]
            start = passage[0][0]
            # to the end of the line of its last claim: "- 66 % of teachers" names its whole
            last_claim = max(o + c.end_char for o, _, r in passage for c in r.claims)
            end = text.find("\n", last_claim)
            end = len(text) if end < 0 else end
            try:
                judged = self.analyser.judge_passage(
                    text[start:end],
                    [(o - start, r) for o, _, r in passage],
                    # a list's labels say what its items are: a table's columns
                    labels=layout.labels_within(start, end) if enumeration else (),
                    enumeration=enumeration,
                )
            except Exception as error:  # as for a sentence: the rest of the Doc stands
                logger.warning("physics_consistency failed on a passage: %r", error, exc_info=True)
                continue
            found.extend(v.shifted(start, passage[unit][1]) for unit, v in judged)
        # A list within a passage shows its findings twice, perhaps against another unit's
        # equal height ("dropped 1.5 m" … "- Drop height: 1.5 m"): one finding a value.
        by_value: dict[tuple[str, int, int], Violation] = {}
        for violation in found:
            value = violation.at_fault[-1]
            by_value.setdefault((violation.rule, value.start_char, value.end_char), violation)
        return list(by_value.values())

    def _analyse(
        self, text: str, labels: tuple[Label, ...], nearby: Neighbours, index: int
    ) -> SentenceAnalysis:
        try:
            return self.analyser.analyse(text, labels, nearby)
        except Exception as error:  # a library bug must not cost the rest of the Doc
            logger.warning(
                "physics_consistency failed on sentence %d: %r", index, error, exc_info=True
            )
            failure = Violation(
                rule=COMPONENT_ERROR,
                severity=COMPONENT_ERROR_SEVERITY,
                message=f"physics_spacy could not analyse this sentence ({type(error).__name__}: "
                f"{error})",
                start_char=0,
                end_char=len(text),
                sent_index=index,
                rules_version=RULES_VERSION,
            )
            return SentenceAnalysis((), (failure,))


def _units(start: int, end: int, starts: tuple[int, ...]) -> list[tuple[int, int]]:
    """``[start, end)`` cut at the unit starts inside it: for sentences a parser set."""
    cuts = starts[bisect.bisect_right(starts, start) : bisect.bisect_left(starts, end)]
    bounds = [start, *cuts, end]
    return list(pairwise(bounds))
