"""Magnitudes that are positive by definition: wavelengths, sizes, densities, volumes,
durations."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..claims import Claim, Finding, Sentence
from .context import as_stated, clause_before, is_change
from .registry import register_rule

# A length is only judged when it is named as a size; elevations, depths, heights and
# coordinates are signed on purpose ("-430 m relative to sea level").
_SIZE_BEFORE = re.compile(
    r"\b(?:wave\s*lengths?|wavelengths?|diameters?|radi(?:us|i)|widths?|thickness|lengths?)\b",
    re.IGNORECASE,
)
# Optics signs its distances: a diverging lens has a negative focal length.
_SIGN_CONVENTION = re.compile(
    r"\bfocal\s+lengths?|\bradi(?:us|i)\s+of\s+curvature|\b(?:image|object)\s+distances?|"
    r"\bsign\s+convention|\bdiverging\b|\bconcave\b|\bconvex\b",
    re.IGNORECASE,
)
_DURATION_BEFORE = re.compile(
    r"\b(?:lasted|lasts|lasting|took|takes|duration|half-lives|half-life|lifetimes?|"
    r"periods?|for)\b[^.;]{0,20}$",
    re.IGNORECASE,
)


@register_rule("negative_magnitude", severity="WARN", colour="#c0eb75")
def negative_magnitude(sentence: Sentence) -> Iterator[Finding]:
    """A negative wavelength, size, density, volume or duration.

    These are magnitudes: zero or more by definition. Exempt: elevations, depths and
    coordinates (lengths not named as sizes), lengths signed by the optics sign convention
    (focal lengths, radii of curvature), gauge pressures (pressures are not judged),
    times relative to an event ("t = -5 s"), and changes ("the volume changed by -2 L").
    """
    signed_lengths = bool(_SIGN_CONVENTION.search(sentence.text))
    for claim in sentence.claims:
        kind = _magnitude_kind(sentence, claim)
        if kind is None or not claim.readable or claim.si_value is None:
            continue
        if signed_lengths and claim.kind == "LENGTH":
            continue
        lowest = claim.si_bounds[0]
        if lowest < 0 and not is_change(sentence, claim):
            yield Finding(
                f"{as_stated(claim, lowest, claim.si_unit)} is a negative {kind}", (claim,)
            )


def _magnitude_kind(sentence: Sentence, claim: Claim) -> str | None:
    if claim.kind in ("DENSITY", "VOLUME"):
        return claim.kind.lower()
    before = clause_before(sentence, claim)
    if claim.kind == "LENGTH" and (m := _SIZE_BEFORE.search(before)):
        return m.group().lower()
    if claim.kind == "TIME" and _DURATION_BEFORE.search(before):
        return "duration"
    return None
