"""Claims whose number cannot be read at all."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..claims import Claim, Finding, Sentence
from ..structure import UNIT_RATIO
from .registry import register_rule

# Bare numbers without a unit are no physical claim; a section number "1.2.3" is fine...
_UNITLESS = frozenset({"NUMBER", "UNKNOWN"})
# ... unless a rule needs them: "Probability of hitting the gold: 0.8.5", or a computation
# comes to them.
_NEEDED_ROLES = frozenset({"PROBABILITY", "EFFICIENCY"})
# "= 0.5.18", not code: "numpy==1.26.4", "X=1..9"
_STATED_AS_RESULT = re.compile(r"(?<![=<>!~])(?:\s[=≈]|[=≈]\s)\s*\$?\s*$")
# The label of a measured reading, before its value: "- OG: 1.0.52", "Result = 4.3.1".
_READING_LABEL = re.compile(
    r"\b(?:og|fg|sg|gravity|reading|result|value|measured|measurement)\s*[:=]\s*$", re.IGNORECASE
)
_VERSION = re.compile(r"\b(?:version|release|build|v)\s*=\s*$", re.IGNORECASE)
# A release named after its product: "iOS 11.3.1 drops audio", "macOS 10.13.6". A product
# written in mixed case; a place's name ("Ridgeway 45.2.1 mm") is no product.
_RELEASE = re.compile(r"\d+(?:\.\d+){2,}")
_PRODUCT_BEFORE = re.compile(r"(?<![\w.])[a-z]+[A-Z][A-Za-z]*\s$")


# A figure the text calls a typo ("a height of "1.2.5 m". This is a typo for 1.25 m") is
# not the text's own; one quoted from a display or a report ('the summary says "Avg speed:
# NaN km/h"') still cannot be read, and a supposition's still has to be read.
@register_rule("malformed_claim", severity="WARN", colour="#dee2e6", ignore=("DENIED",))
def malformed_claim(sentence: Sentence) -> Iterator[Finding]:
    """A quantity with a unit whose number cannot be read ("1.2.3 m", "... s", 1e999 m/s).

    Scoring never raises on such input: the claim is reported instead of judged, unless
    the text denies it (a misprint it names as one); a reading it quotes is reported.
    Exempt: a release named after its product ("iOS 11.3.1"), a date written with dots
    ("11.11.25 Q&A"), a missing value ("NaNs"), infinity with no unit (a limit: "n = ∞"),
    an endless time (a protocol's last hold: "| 1 | ∞ min | 4° |"), a release beside its
    figures ("0.6.2 - 1000 MHz") and a unit read off the next line; numbers without a
    unit, or with one of no kind the rules know (but for a rate: "p/kWh"), where no rule
    needs the value (a bare probability or efficiency is needed, and the result of a
    computation, but not a section's number: "efficiency is 0.44 (see Section 3.1.2)",
    "(Raymer 12.4.1)").
    """
    for claim in sentence.claims:
        if (
            claim.problem is None
            or _release(sentence, claim)
            or _NO_NUMBER.fullmatch(_number(claim))
        ):
            continue  # (a date written with dots, "11.11.25 Q&A", or "NaNs" is no number)
        if claim.kind in _UNITLESS and _BARE_INFINITY.fullmatch(claim.text):
            continue  # "| n = ∞ | 0 |", "as x → ∞": a limit, no number misprinted
        if claim.kind == "TIME" and _ENDLESS.fullmatch(_number(claim)):
            continue  # "∞ min": hold until taken out, no number misprinted
        if not _has_unit(claim) and _CITED_BEFORE.search(sentence.before(claim, 40)) and (
            _CITED_AFTER.match(sentence.after(claim, 4))
        ):
            continue  # "(Raymer 12.4.1)": a section of the work a bracket cites
        if _VERSION_BESIDE.match(claim.text) or "\n" in claim.text:
            # "* 0.6.2 - 1000 MHz - 8 hours": a release beside its own figures; "...\n
            # v.p.latitude": a listing's ellipsis, with no unit of its own on its line
            continue
        if (
            _has_unit(claim)
            or _rate(claim)
            # what a computation comes to: "P = 1 − 0.482 = 0.5.18"
            or _computed(sentence.before(claim, 24))
            # a reading labelled as one: "- OG: 1.0.52"
            or _READING_LABEL.search(sentence.before(claim, 24))
            or _needed(sentence.modifiers(claim))
        ):
            yield Finding(f"{claim.problem} in '{claim.text}'", (claim,))


# What stands where a number would and is none: a date written with dots, day and month
# in two digits ("11.11.25", "30.01.2026"; not "3.9.06 m/s²"), and missing values named in
# the plural ("Clean possible NaNs"; a value "NaN" under a unit cannot be read).
_NO_NUMBER = re.compile(
    r"(?:0[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])\.(?:\d{2}|(?:19|20)\d{2})|nans",
    re.IGNORECASE,
)


def _number(claim: Claim) -> str:
    """The number of a claim as written, without its unit."""
    return claim.text.split(maxsplit=1)[0]


def _release(sentence: Sentence, claim: Claim) -> bool:
    number = _number(claim)
    start = claim.start_char
    return bool(_RELEASE.fullmatch(number)) and bool(
        _PRODUCT_BEFORE.search(sentence.text, max(0, start - 24), start)
    )


_BARE_INFINITY = re.compile(r"\s*[-+−]?\s*∞\s*")
_ENDLESS = re.compile(r"\+?∞")
# A dotted release number that a dash joins to a figure with a unit: "0.6.2 - 1000 MHz".
# A bracket that cites a work by its author, then a section of it: "(Raymer 12.4.1)",
# "(see Anderson, 3.2.1)".
_CITED_BEFORE = re.compile(
    r"\((?:see\s+|cf\.?\s+)?[a-z][\w'’-]+(?:\s+(?:et\s+al\.?|and\s+[a-z][\w'’-]+))?,?\s*$",
    re.IGNORECASE,
)
_CITED_AFTER = re.compile(r"\s*[),;]")
_VERSION_BESIDE = re.compile(r"\d+(?:\.\d+){2,}\s+[-–—]\s+\d")


def _has_unit(claim: Claim) -> bool:
    """A unit of a kind the rules know, or a single unit that pint gives dimensions though
    quantulum3 names no entity for it ("4.7.2 µF": a capacitance; not letters read as a
    product of units, "14.2.7 ASAP")."""
    if claim.kind not in _UNITLESS:
        return True
    return claim.kind == "UNKNOWN" and claim.si_unit not in (None, "1") and " " not in claim.unit


def _rate(claim: Claim) -> bool:
    """A unit of no kind the rules know, written per another ("1.2.3 p/kWh", "NaN t/ha",
    "2.2.5 mL per litre", "| 1.3.7 |" under "Au (g/t)"): a price, a yield or a dose, which
    a misread version number or section number does not make."""
    return claim.kind in _UNITLESS and (
        " per " in claim.unit or bool(UNIT_RATIO.fullmatch(claim.unit))
    )



def _needed(modifiers: frozenset[str]) -> bool:
    return bool(modifiers & _NEEDED_ROLES) and "REFERENCE" not in modifiers


def _computed(before: str) -> bool:
    return bool(_STATED_AS_RESULT.search(before)) and not _VERSION.search(before)
