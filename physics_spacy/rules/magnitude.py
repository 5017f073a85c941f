"""Magnitudes that are positive by definition: wavelengths, sizes, densities, volumes,
durations."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..claims import Claim, Finding, Sentence
from .numbers import as_stated, either_sign
from .registry import register_rule


@register_rule("negative_magnitude", severity="WARN", colour="#c0eb75")
def negative_magnitude(sentence: Sentence) -> Iterator[Finding]:
    """A negative wavelength, size, density, volume or duration.

    These are magnitudes: zero or more by definition. A length is judged only when it is
    named as a size (context SIZE: wavelength, diameter, width, ...), a time only when
    named as a duration (DURATION: lasted, took, half-life, ...). Exempt: elevations,
    depths and coordinates (lengths not named as sizes); signed conventions (SIGNED:
    focal lengths, radii of curvature, "relative to sea level", "t = -5 s", times before
    an event, and a span from before an event to it or past it, "from −8.9 s to 0 s");
    changes (CHANGE: "the volume changed by -2 L"); terms of a computation;
    the bounds of a statistic's interval ("95% CI: -3.2, -1.2 mg/dL"); the minus half of
    a tolerance ("+/-0.5 mm"); software's "not set", −1 on a line named by a code
    identifier ("v.c.duration.range   -1Min").
    """
    for claim in sentence.claims:
        if not claim.readable or claim.si_value is None:
            continue
        lowest = claim.si_bounds[0]
        # the sign first: a claim's roles are read only for a negative one
        if lowest < 0 and (kind := _magnitude_kind(sentence, claim)) is not None:
            yield Finding(
                f"{as_stated(claim, lowest, claim.si_unit)} is a negative {kind}", (claim,)
            )


def _magnitude_kind(sentence: Sentence, claim: Claim) -> str | None:
    if claim.kind not in ("DENSITY", "VOLUME", "LENGTH", "TIME") or either_sign(sentence, claim):
        return None  # whatever its roles ("+/-0.5 mm" is a tolerance)
    modifiers = sentence.modifiers(claim)
    # (a floor claims no value under it: "never shorter than −2 s")
    if modifiers & {"CHANGE", "SIGNED", "OPERAND", "STATISTIC", "AT_LEAST"}:
        return None
    if claim.kind in ("DENSITY", "VOLUME"):
        return claim.kind.lower()
    if claim.kind == "LENGTH" and "SIZE" in modifiers:
        return "size"
    # a span that runs from before an event to it or past it is read off a clock: "run
    # time on the pad: from −8.9 s to 0 s" lasts 8.9 s
    if (
        claim.kind == "TIME"
        and "DURATION" in modifiers
        and not _clock_span(claim)
        and not _unset(sentence, claim)
    ):
        return "duration"
    return None


def _unset(sentence: Sentence, claim: Claim) -> bool:
    """Whether ``claim`` is −1 under a code identifier's name, software's "no value yet"."""
    line_start = sentence.text.rfind("\n", 0, claim.start_char) + 1
    return claim.value == -1 and bool(_CODE_IDENTIFIER.match(sentence.text, line_start))


# A name as code writes it, dotted or joined with underscores: "v.c.duration.range",
# "charge_time_left".
_CODE_IDENTIFIER = re.compile(r"[ \t`]*[a-z]\w*(?:[._][a-z0-9]\w*)+`?[ \t:=]")


def _clock_span(claim: Claim) -> bool:
    """Whether ``claim`` is a range of times from below zero to zero or above."""
    low, high = claim.si_bounds
    return claim.is_range and low < 0 <= high
