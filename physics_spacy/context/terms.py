"""Trigger terms: the vocabulary of the context engine, kept as data.

Each line of ``data/context_terms.tsv`` is a :class:`TriggerTerm`: a pattern in a small
phrase syntax, the category it marks, its direction, how many words it reaches and the
claim kinds it applies to (the file's header and ``docs/context.md`` explain the columns).
:func:`compile_pattern` turns the phrase syntax into a regular expression; nothing else in
the package writes trigger regexes.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

# "previous" and "next" reach across a line: a term opening the unit after ("That claim is
# false.") or ending the unit before ("A viral post claims:") marks all of a unit's claims.
# "above" looks back over the whole text: "All of the above is an imagined scenario."
# "section" stands in a heading and reaches the section under it ("## Thought experiment:
# what if mass could be negative?").
DIRECTIONS = (
    "forward",
    "backward",
    "both",
    "previous",
    "next",
    "above",
    "section",
    "terminate",
    "pseudo",
)
# Categories that say whether a claim is asserted at all; every other category is a role.
ASSERTION_CATEGORIES = ("DENIED", "HYPOTHETICAL", "REPORTED")
# What a rule does not judge unless it says otherwise (register_rule(..., ignore=...)).
DEFAULT_IGNORE = ASSERTION_CATEGORIES

_WORD_CHAR = r"[\w'-]"


@dataclass(frozen=True)
class TriggerTerm:
    """One trigger: ``pattern`` marks claims within ``scope`` words with ``category``.

    ``scope`` is ``None`` for "to the end of the clause". ``kinds`` empty means all kinds.
    A terminate term ends the scopes of ``category`` ("*": every category but those it
    ``spares``); a pseudo term is a phrase that contains a trigger of ``category`` but is
    none ("not only").
    """

    pattern: str
    category: str
    direction: str
    scope: int | None = None
    kinds: frozenset[str] = frozenset()
    spares: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        if self.direction not in DIRECTIONS:
            raise ValueError(
                f"context term {self.pattern!r}: direction must be one of "
                f"{', '.join(DIRECTIONS)}, not {self.direction!r}"
            )
        if not self.pattern.strip():
            raise ValueError("context term with an empty pattern")
        if self.scope is not None and self.scope < 0:
            raise ValueError(f"context term {self.pattern!r}: scope must be 0 or more words")
        compile_pattern(self.pattern)  # a bad pattern fails here, where it is written

    def applies_to(self, kind: str) -> bool:
        return not self.kinds or kind in self.kinds

    def applies_to_any(self, kinds: Collection[str]) -> bool:
        """Whether it applies to one of ``kinds``: :meth:`applies_to` of each, at once."""
        return bool(kinds) and (not self.kinds or not self.kinds.isdisjoint(kinds))

    @classmethod
    def from_dict(cls, spec: Mapping[str, Any]) -> TriggerTerm:
        """A term from a config entry: a dict of pattern, category, direction, scope, kinds."""
        unknown = set(spec) - {"pattern", "category", "direction", "scope", "kinds"}
        if unknown or "pattern" not in spec or "category" not in spec:
            raise ValueError(
                "a context rule is a dict with 'pattern' and 'category', and optionally "
                f"'direction' (default 'forward'), 'scope' (words) and 'kinds'; got {dict(spec)!r}"
            )
        kinds = spec.get("kinds") or ()
        if isinstance(kinds, str):
            kinds = [kinds]
        return cls(
            pattern=str(spec["pattern"]).lower(),
            category=str(spec["category"]),
            direction=str(spec.get("direction", "forward")),
            scope=None if spec.get("scope") is None else int(spec["scope"]),
            kinds=frozenset(k for k in kinds if k != "*"),
        )


def parse_line(line: str) -> tuple[TriggerTerm, ...]:
    """The terms of one line of the terms file: none for blank lines and comments, one for
    a trigger or terminator, and one per category for a pseudo-term that names several
    ("FALL,RELEASED": "fell to" is neither a fall nor a release)."""
    if not line.strip() or line.lstrip().startswith("#"):
        return ()
    fields = line.rstrip("\n").split("\t")
    if len(fields) != 5:
        raise ValueError(
            f"a context term line has 5 tab-separated fields, not {len(fields)}: {line!r}"
        )
    pattern, category, direction, scope, kinds = (f.strip() for f in fields)
    category, _, spared = category.partition(" except ")  # "* except NO_SIGNAL,NOT_PARTS"
    categories = category.split(",") if direction == "pseudo" else [category]
    return tuple(
        TriggerTerm(
            pattern=pattern,
            category=name.strip(),
            spares=frozenset(c.strip() for c in spared.split(",") if c.strip()),
            direction=direction,
            scope=None if scope in ("-", "") else int(scope),
            kinds=frozenset(k for k in kinds.split(",") if k and k not in ("*", "-")),
        )
        for name in categories
    )


def parse_terms(lines: Iterable[str]) -> tuple[TriggerTerm, ...]:
    return tuple(term for line in lines for term in parse_line(line))


@cache
def builtin_terms() -> tuple[TriggerTerm, ...]:
    """The terms shipped in ``physics_spacy/data/context_terms.tsv``."""
    text = resources.files("physics_spacy").joinpath("data/context_terms.tsv").read_text("utf-8")
    return parse_terms(text.splitlines())


def merged_terms(
    base: Sequence[TriggerTerm], extra: Sequence[Mapping[str, Any]]
) -> tuple[TriggerTerm, ...]:
    """``base`` with config entries applied: an entry replaces every base term of the same
    pattern and category; ``{"pattern": ..., "category": ..., "remove": true}`` only removes."""
    terms = list(base)
    for spec in extra:
        spec = dict(spec)
        remove = bool(spec.pop("remove", False))
        if remove:
            key = (str(spec.get("pattern", "")).lower(), str(spec.get("category", "")))
        else:
            term = TriggerTerm.from_dict(spec)
            key = (term.pattern, term.category)
        terms = [t for t in terms if (t.pattern, t.category) != key]
        if not remove:
            terms.append(term)
    return tuple(terms)


# A clause may open with a conjunction: "..., but that's wrong".
_CONJUNCTION = r"(?:(?:but|and|yet|so)\s+)?"


# Where a "^" phrase may begin: a clause's start (after ",", ";", ":", "—" or a sentence's
# end), past markup ("**", "> ", "- ") and the number of a list item or a part ("1. h =
# 10 m", "b) Height: 828 m", "**(c)** Find the chance …", "5(b) Calculate …").
_CLAUSE_START = (
    r"(?:^|(?<=[,;:\n—])|(?<=[.!?]\s))[\s*_`>#|$-]*"
    r"(?:(?:q?\d{1,2})?\(?(?:\d{1,2}|[a-z])[.)][*_]*\s+)?"
)


@cache
def compile_pattern(pattern: str) -> str:
    """The regular expression of a phrase pattern (see the terms file's header).

    Words match whole words; ``word*`` any ending; ``_`` one word (``_,``: one word and a
    comma); ``...`` up to three
    words (``... ...`` up to six), none of them ending in ";" or ":"; ``(a|b c)`` either
    phrase; a leading ``^`` only at the start of the text or of a clause (after ",",
    ";", ":" or a line break, past markup and a list item's number, "1." or "b)", and
    then perhaps "but", "and", "yet" or "so"). Other characters are literal.
    """
    pattern = pattern.strip().lower()  # matched against lower-cased text
    if pattern.startswith("^"):
        return _CLAUSE_START + _CONJUNCTION + _phrase(pattern[1:].strip())
    return _phrase(pattern)


def compile_clause_patterns(patterns: Sequence[str]) -> str:
    """One expression for phrases that all start with "^", which matches where
    ``"|".join(map(compile_pattern, patterns))`` does (perhaps with another of them): the
    clause start is read once, not once for each phrase, so it screens cheaply."""
    phrases = [_phrase(pattern.strip().lower().removeprefix("^").strip()) for pattern in patterns]
    return _CLAUSE_START + _CONJUNCTION + "(?:" + "|".join(phrases) + ")"


def first_keys(pattern: str) -> frozenset[str] | None:
    """The words a match of ``pattern`` can start with, or ``None`` where it may start
    with anything else. A whole word is kept as it is, a stem ("deni*") as its first
    letters followed by "*" (at most :data:`STEM_KEY_CHARS`), a term that starts with a
    mark (", which", ";", "-across") as that one character. The engine tries a pattern
    only where such a word starts or such a mark stands."""
    phrase = pattern.strip().lower()
    if phrase.startswith("^"):
        phrase = phrase[1:].strip()
    # Nothing after the first word but "...", and no word boundary at the end: the word
    # may go on ("(won|got) ..." matches in "won't"), so it is a stem.
    tokens = _tokens(phrase)
    open_end = all(t == "..." for t in tokens[1:]) and not re.search(r"[\w)*]$", phrase)
    return _first_keys(tokens, open_end)


def _first_keys(tokens: list[str], open_end: bool) -> frozenset[str] | None:
    if not tokens:
        return None
    first = tokens[0]
    if first.startswith("("):
        first = _group_and_tail(first)[0]
    if first.startswith("(") and first.endswith(")"):
        keys: set[str] = set()
        for alternative in _alternatives(first[1:-1]):
            inner = _tokens(alternative)
            found = _first_keys(inner, open_end)
            if found is None:
                return None
            keys |= found
        return frozenset(keys)
    word = first.rstrip("*")
    # A word followed by punctuation ("vs.", "c.i.", "claims:") starts where the word does.
    if first not in ("_", "...") and (glued := re.match(r"\w[\w'-]*(?=[^\w'*-])", word)):
        return frozenset({glued.group()})
    if first in ("_", "..."):
        return None
    # A term that starts with a mark ("," ";" "-across") starts where that mark stands;
    # one with "'" or "-" has no word boundary before it ("-fold" matches in "ten-fold").
    if not re.match(r"[\w(.]", first):
        return frozenset({first[0]})
    if not re.fullmatch(r"\w[\w'-]*", word):
        return None
    stem = first.endswith("*") or (open_end and len(tokens) == 1)
    return frozenset({word[:STEM_KEY_CHARS] + "*" if stem else word})


# How many first letters of a stem the engine indexes ("misconception*" -> "misc*").
STEM_KEY_CHARS = 4


def word_keys(words: Iterable[str]) -> set[str]:
    """What :func:`first_keys` of a pattern must share with a text of these words."""
    keys = set()
    for word in words:
        keys.add(word)
        keys.add(word.removesuffix("'s"))  # "engine" is a trigger in "the engine's output"
        keys.update(word[:n] + "*" for n in range(1, STEM_KEY_CHARS + 1))
    return keys


_GAP_WORD = r"(?:[^\s;:]|(?<=\d):(?=\d))+"


def _phrase(phrase: str) -> str:
    parts: list[str] = []
    skipped = 0  # how many words a gap may hold: three for each "..." in a row
    for token in _tokens(phrase):
        if token == "...":
            skipped += 3
            continue
        if parts:
            # a gap of words stays in its clause: no ";" or ":" inside it, but for the ":"
            # of a clock time or a ratio ("breaking 2:20")
            parts.append(rf"\s+(?:{_GAP_WORD}\s+){{0,{skipped}}}?" if skipped else r"\s+")
        skipped = 0
        parts.append(_token(token))
    body = "".join(parts)
    left = r"(?<![\w'-])" if re.match(r"[\w(]", phrase) else ""
    # A word may carry a possessive: "engine" matches "the engine's efficiency".
    right = r"(?:'s)?(?![\w'-])" if re.search(r"[\w)*]$", phrase) else ""
    return f"{left}(?:{body}){right}"


def _token(token: str) -> str:
    if token.startswith("(") and not token.endswith(")"):
        # a group glued to punctuation: "(existed|were real),"
        group, tail = _group_and_tail(token)
        if tail.startswith(("?", "*", "+")):
            # the syntax has no optional groups; "(physical )?sense" would need a literal "?"
            raise ValueError(
                f"context term: {token!r} is not a repeat or an optional group here; "
                "write the alternatives in full, e.g. '(sense|physical sense)'"
            )
        return _token(group) + re.escape(tail)
    if token.startswith("(") and token.endswith(")"):
        return "(?:" + "|".join(_phrase_inner(alt) for alt in _alternatives(token[1:-1])) + ")"
    if token == "_":
        return rf"{_WORD_CHAR}+"
    if token.startswith("_") and not re.search(r"\w", token[1:]):
        # one word glued to punctuation: "likelihood _, severity" ("likelihood 3, severity")
        return rf"{_WORD_CHAR}+" + re.escape(token[1:])
    if token.endswith("*"):
        return re.escape(token[:-1]) + rf"{_WORD_CHAR}*"
    return re.escape(token)


def _phrase_inner(phrase: str) -> str:
    return r"\s+".join(_token(t) for t in _tokens(phrase)) if phrase.strip() else ""


def _group_and_tail(token: str) -> tuple[str, str]:
    """A token that opens with a group, split after the group closes: "(a|b)," into
    "(a|b)" and ","."""
    depth = 0
    for index, char in enumerate(token):
        depth += char == "("
        depth -= char == ")"
        if depth == 0:
            return token[: index + 1], token[index + 1 :]
    raise ValueError(f"context term: unbalanced parentheses in {token!r}")


def _tokens(phrase: str) -> list[str]:
    """The words of a phrase pattern: split at spaces outside parentheses."""
    return [token for token in _split_outside_parentheses(phrase, " ") if token]


def _alternatives(body: str) -> list[str]:
    """The alternatives of a "(a|b c)" group: split at bars outside nested parentheses."""
    return _split_outside_parentheses(body, "|")


def _split_outside_parentheses(text: str, separator: str) -> list[str]:
    parts, depth, current = [], 0, ""
    for char in text:
        depth += char == "("
        depth -= char == ")"
        if char == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    parts.append(current)
    return parts
