"""Special relativity: nothing that carries mass or information outruns light."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..claims import Finding, Sentence
from ..constants import SPEED_OF_LIGHT_M_S
from .context import number
from .registry import register_rule

# 0.1 % above c: "3×10^8 m/s" and "300 000 km/s" are c rounded, not faster than it.
SUPERLUMINAL_TOLERANCE = 1e-3

# Speeds above c that break nothing: they carry no signal, or space itself grows.
_NO_SIGNAL = re.compile(
    r"\b(?:phase|group)\s+(?:velocit|speed)|\bapparent\w*\s+(?:superluminal|faster)|"
    r"superluminal\s+motion|\brecession|\brece(?:de|ding)\b|\bhubble\b|"
    r"expansion\s+of\s+(?:the\s+)?(?:universe|space)|\bcosmolog",
    re.IGNORECASE,
)


@register_rule("superluminal_speed", severity="FAIL")
def superluminal_speed(sentence: Sentence) -> Iterator[Finding]:
    """A speed above the speed of light, c = 299 792 458 m/s.

    Any speed unit counts (m/s, km/h, mph, knots, multiples of c, Mach), and so does
    its magnitude: "-1.5 c" is 1.5 c in the other direction. Speeds within 0.1 % of c
    pass, so c and its roundings do. Exempt: accelerations (another kind of claim),
    phase and group velocities, apparent superluminal motion and cosmological recession,
    none of which carries a signal faster than light.
    """
    if _NO_SIGNAL.search(sentence.text):
        return
    limit = SPEED_OF_LIGHT_M_S * (1 + SUPERLUMINAL_TOLERANCE)
    for claim in sentence.of_kind("SPEED"):
        low, high = claim.si_bounds
        fastest = max(abs(low), abs(high))
        if fastest > limit:
            yield Finding(
                f"{number(fastest)} m/s exceeds the speed of light "
                f"({number(SPEED_OF_LIGHT_M_S)} m/s)",
                (claim,),
            )
