"""Context on demand: a unit's context is computed only when a rule asks a claim's roles,
and a rule runs only on claims it could find at fault (its ``could_fire`` precondition).
Neither may change an annotation: the equivalence test of test_throughput_equivalence.py
compares the whole pipeline with ``Analyser(lazy=False)``; here, each precondition is
checked where its rule fires, on the edges of its bound, and for monotonicity."""

from __future__ import annotations

import math
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from precondition_cases import PRECONDITION_CASES, PRECONDITION_EDGES
from rule_cases import FIRES
from spacy.language import Language
from spacy.tokens import Doc

import physics_spacy
from physics_spacy.analysis import Analyser, SentenceAnalysis, read_claims
from physics_spacy.claims import Claim, Neighbours
from physics_spacy.context import ContextEngine, LazyContext
from physics_spacy.rules import BUILTIN_RULES, Rule, get_rule, register_rule

GUARDED = [rule for rule in BUILTIN_RULES if rule.precondition is not None]


@pytest.fixture(scope="module")
def eager() -> Language:
    """The default pipeline with every unit's context computed and every rule run."""
    nlp = physics_spacy.load()
    component = nlp.get_pipe("physics_consistency")
    component.analyser = Analyser(component.analyser.rules, lazy=False)
    return nlp


@pytest.fixture(scope="module")
def analyser() -> Analyser:
    return Analyser([(rule, rule.severity) for rule in BUILTIN_RULES], cache_size=0)


def _violations(doc: Doc) -> list[dict]:
    return list(doc._.physics_violations)


def _claims(doc: Doc) -> list[Claim]:
    """The Doc's claims as records again (non-finite numbers are stored as text)."""
    return [
        Claim(**{k: float(v) if isinstance(v, str) and k in _NUMBERS else v for k, v in c.items()})
        for c in doc._.physics_claims
    ]


_NUMBERS = {"value", "si_value", "low", "high", "si_low", "si_high"}


def test_every_passage_rule_has_a_precondition() -> None:
    passage_rules = {rule.id for rule in BUILTIN_RULES if rule.reads_passages}
    assert {rule.id for rule in GUARDED} >= passage_rules


@pytest.mark.parametrize(("rule_id", "text"), PRECONDITION_CASES)
def test_a_rule_fires_on_the_edge_of_its_precondition(
    nlp: Language, eager: Language, rule_id: str, text: str
) -> None:
    doc = nlp(text)
    assert rule_id in [v["rule"] for v in _violations(doc)]
    assert _violations(doc) == _violations(eager(text))
    assert get_rule(rule_id).could_fire(_claims(doc))


def test_a_precondition_holds_wherever_its_rule_fires(eager: Language) -> None:
    """Every violation of a guarded rule that the eager pipeline reports (in a sentence or
    across the units of a passage) stands in a Doc whose claims meet the precondition."""
    texts = [text for cases in FIRES.values() for text in cases] + PRECONDITION_EDGES
    fired = set()
    for doc in eager.pipe(texts):
        claims = _claims(doc)
        for violation in _violations(doc):
            rule = get_rule(violation["rule"])
            if rule.precondition is not None:
                fired.add(rule.id)
                assert rule.could_fire(claims), (rule.id, doc.text)
    assert fired == {rule.id for rule in GUARDED}


_KINDS = ("TEMPERATURE", "PERCENT", "NUMBER", "LENGTH", "TIME", "SPEED")


def _claim(kind: str, value: float, spread: float | None) -> Claim:
    si = value / 100 if kind == "PERCENT" else value
    ends = {}
    if spread is not None:
        scale = si / value if value else 1.0
        ends = {
            "low": value - spread,
            "high": value + spread,
            "si_low": (value - spread) * scale,
            "si_high": (value + spread) * scale,
        }
    text = f"{value:g}"
    return Claim(value, "", si, "", kind, text, 0, len(text), **ends)


_CLAIMS = st.lists(
    st.builds(
        _claim,
        st.sampled_from(_KINDS),
        st.floats(-20, 1000, allow_nan=False).map(lambda x: round(x, 2)),
        st.none() | st.floats(0, 50).map(lambda x: round(x, 1)),
    ),
    max_size=8,
)


@settings(max_examples=300, deadline=None)
@given(_CLAIMS, _CLAIMS)
def test_preconditions_hold_when_claims_are_added(some: list[Claim], more: list[Claim]) -> None:
    """What a passage's rules see is some of its claims (those its units assert): a
    precondition true of some claims must stay true of more, in any order."""
    for rule in GUARDED:
        if rule.could_fire(some):
            assert rule.could_fire(more + some), rule.id
            assert rule.could_fire(some + more), rule.id


def test_the_carnot_precondition_is_not_the_bound_itself() -> None:
    """1 − Tc/Th is not monotone: a further temperature raises the bound over a figure
    that beats the bound of the reservoirs stated."""
    reservoirs = [_claim("TEMPERATURE", 600, None), _claim("TEMPERATURE", 300, None)]
    figure = _claim("PERCENT", 55, None)
    rule = get_rule("carnot_limit")
    assert rule.could_fire([*reservoirs, figure])
    assert rule.could_fire([*reservoirs, _claim("TEMPERATURE", 5, None), figure])
    assert not rule.could_fire([reservoirs[0], figure])  # one temperature: no bound
    assert not rule.could_fire([*reservoirs, _claim("PERCENT", 50.4, None)])  # rounding
    assert not math.isclose(1 - 5 / 600, 0.55)


def test_a_sentence_no_rule_could_fault_computes_no_context(analyser: Analyser) -> None:
    quiet = analyser.analyse("The rod is 2 m long, weighs 3 kg and costs 40 % less.")
    assert len(quiet.claims) == 3 and not quiet.violations
    assert isinstance(quiet.context, LazyContext) and not quiet.context.computed
    assert len(quiet.context) == 3  # known without computing
    loud = analyser.analyse("The probe travelled at 400000 km/s.")
    assert loud.violations and loud.context.computed


def test_a_passage_no_rule_could_fault_reads_no_context(analyser: Analyser) -> None:
    first, second = "The rod is 2 m long.", "It was cut 3 s later."
    units = [(0, analyser.analyse(first)), (len(first) + 1, analyser.analyse(second))]
    assert analyser.judge_passage(f"{first}\n{second}", units) == []
    assert not any(unit.context.computed for _, unit in units)
    # a 2 m drop takes 0.64 s: a time of 0.3 s could break it, and a unit names a fall,
    # so the units are read
    second = "It fell and hit the floor 0.3 s later."
    units = [(0, analyser.analyse(first)), (len(first) + 1, analyser.analyse(second))]
    analyser.judge_passage(f"{first}\n{second}", units)
    assert all(unit.context.computed for _, unit in units)


def test_the_lazy_context_is_the_engines_with_labels_and_neighbours(analyser: Analyser) -> None:
    text = "The sled reached 600 000 km/s."
    claims = read_claims(text)
    nearby = Neighbours(after="That claim is false: nothing with mass reaches light speed.")
    engine = ContextEngine()
    lazy = LazyContext(engine, text, claims, (), nearby)
    assert not lazy.computed
    assert lazy == engine.modifiers(text, claims, (), nearby)
    assert "DENIED" in lazy[0] and lazy.computed
    # the analyser hands its units' neighbours on: the denial in the next line counts
    assert analyser.analyse(text).violations
    assert not analyser.analyse(text, (), nearby).violations


def test_an_analysis_pickles_with_its_context(analyser: Analyser) -> None:
    """A copy (a spawned worker's) holds the computed categories, not the engine."""
    result = analyser.analyse("The rod is 2 m long and weighs 3 kg.")
    assert not result.context.computed
    copy = pickle.loads(pickle.dumps(result))
    assert isinstance(copy, SentenceAnalysis) and isinstance(copy.context, tuple)
    assert copy == result and copy.context == tuple(result.context)


def test_a_rule_without_a_precondition_always_runs() -> None:
    @register_rule("test_lazy_any_length", severity="WARN", reads_passages=True)
    def any_length(sentence):
        """Every length (a test rule)."""
        return []

    assert isinstance(any_length, Rule) and any_length.precondition is None
    assert any_length.could_fire([]) and any_length.could_fire([_claim("LENGTH", 1, None)])


def _units_read(texts: list[str]) -> list[LazyContext]:
    """The lazy contexts of every unit with claims that the default pipeline reads in
    ``texts`` (with their labels and neighbours)."""
    from physics_spacy import analysis

    made: list[LazyContext] = []

    class Recorded(LazyContext):
        __slots__ = ()

        def __init__(self, *args: object) -> None:
            super().__init__(*args)  # type: ignore[arg-type]
            made.append(self)

    nlp = physics_spacy.load(config={"cache_size": 0})
    original = analysis.LazyContext
    analysis.LazyContext = Recorded  # type: ignore[misc]
    try:
        list(nlp.pipe(texts))
    finally:
        analysis.LazyContext = original  # type: ignore[misc]
    return made


def _corpus_texts() -> list[str]:
    import json
    from pathlib import Path

    folder = Path(__file__).parents[1] / "benchmarks"
    lines = (folder / "dense_corpus.jsonl").read_text("utf-8").splitlines()[:80]
    lines += (folder / "labelled.jsonl").read_text("utf-8").splitlines()
    fires = [text for cases in FIRES.values() for text in cases]
    return [json.loads(line)["text"] for line in lines] + fires + PRECONDITION_EDGES


def test_could_mark_is_true_wherever_a_category_is_marked() -> None:
    """ContextEngine.could_mark (through LazyContext.could_hold) is False only where no
    claim of a unit has the category: on every unit of a varied corpus, for every
    category, with the unit's labels and neighbours."""
    units = _units_read(_corpus_texts())
    assert len(units) > 300
    engine = units[0]._engine
    categories = sorted({term.category for term in engine.terms} - {"*"})
    skipped = 0
    for unit in units:
        fresh = LazyContext(unit._engine, unit._text, unit._claims, unit._labels, unit._nearby)
        marked = set().union(*unit.categories)
        for category in categories:
            could = fresh.could_hold([category])
            assert could or category not in marked, (category, unit._text)
            skipped += not could
        assert not fresh.computed
        assert fresh.could_hold(["FALL", "MOVING"]) == (
            fresh.could_hold(["FALL"]) or fresh.could_hold(["MOVING"])
        )
    assert skipped > len(units) * len(categories) // 2  # the test does rule most out


def test_could_mark_reads_the_terms_of_the_engine() -> None:
    """A trigger term of one's own counts (context_rules), and so do labels, neighbours
    and what the engine marks without terms (quotation, notation, questions, arithmetic)."""
    from physics_spacy.claims import Label
    from physics_spacy.context import builtin_terms, merged_terms

    text = "The widget ran at 130 % of its rating."
    claims = read_claims(text)
    plain = ContextEngine()
    assert not plain.could_mark(text, claims, categories=["EFFICIENCY"])
    own = ContextEngine(
        merged_terms(
            builtin_terms(),
            [{"pattern": "rating", "category": "EFFICIENCY", "direction": "backward"}],
        )
    )
    assert own.could_mark(text, claims, categories=["EFFICIENCY"])
    assert "EFFICIENCY" in own.modifiers(text, claims)[0]
    header = (Label(0, len(text), "Efficiency"),)
    assert plain.could_mark(text, claims, header, categories=["EFFICIENCY"])
    assert plain.could_mark("P(A) = 1.3", read_claims("P(A) = 1.3"), categories=["PROBABILITY"])
    for category in ("REPORTED", "HYPOTHETICAL", "OPERAND", "RESULT", "CHANGE", "REFERENCE"):
        assert plain.could_mark(text, claims, categories=[category])
    assert not plain.could_mark(text, (), categories=["REPORTED"])
    nearby = Neighbours(after="These groups overlap, so the shares add up to more.")
    assert plain.could_mark(text, claims, (), nearby, ["OVERLAP"])
    assert not plain.could_mark(text, claims, (), Neighbours(), ["OVERLAP"])


def test_a_sentence_built_without_context_could_play_any_role() -> None:
    from physics_spacy.claims import Sentence

    text = "The engine is 40 % efficient."
    claims = read_claims(text)
    assert Sentence(text, claims).could_play("FALL")
    computed = Sentence(text, claims, context=ContextEngine().modifiers(text, claims))
    assert computed.could_play("EFFICIENCY") and not computed.could_play("FALL")


def test_a_passage_whose_units_name_no_fall_reads_no_context(analyser: Analyser) -> None:
    """A short time beside a height passes the fall rules' precondition; with no release
    (FALL) nor motion (MOVING) term in any unit, the passage is still not read."""
    first, second = "The rod is 2 m long.", "The reading settled 0.3 s later."
    units = [(0, analyser.analyse(first)), (len(first) + 1, analyser.analyse(second))]
    every = [claim for _, unit in units for claim in unit.claims]
    assert get_rule("impossible_free_fall").could_fire(every)
    assert analyser.judge_passage(f"{first}\n{second}", units) == []
    assert not any(unit.context.computed for _, unit in units)
