"""Special relativity: nothing that carries mass or information outruns light."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..claims import Claim, Finding, Sentence
from ..constants import SPEED_OF_LIGHT_M_S
from .numbers import last_digit, number
from .registry import register_rule

# 0.1 % above c: "3×10^8 m/s" and "300 000 km/s" are c rounded, not faster than it.
SUPERLUMINAL_TOLERANCE = 1e-3
# A speed written with few digits is c rounded to them when c rounds to it, up to 2.5 %
# above c: "1.1 billion km/h", "190,000 miles per second", "one foot per nanosecond"
# (1.7-2.0 % above). One digit of c in mph or mi/s is further off ("700 million mph" is
# 4.4 % above c, "200,000 miles per second" 7 %): those are read as the speeds they say.
ROUNDED_C_TOLERANCE = 0.025
# No signal goes faster than light: NO_SIGNAL; nor does the space between galaxies grow
# by motion through it: EXPANSION; nor do a jet's blobs on a page that explains their
# apparent motion: APPARENT. Nothing moves at the operand of a computation ("0.8c +
# 0.8c"): OPERAND; its result is judged. Nor at a ceiling ("never faster than 2c"): AT_MOST.
_NOT_A_MOTION = frozenset({"NO_SIGNAL", "EXPANSION", "APPARENT", "OPERAND", "AT_MOST"})
# "4*c", "3·c": a variable c multiplied in an equation, not the speed of light.
_ALGEBRA = re.compile(r"[*·⋅]\s*c$")


@register_rule("superluminal_speed", severity="FAIL", colour="#ff6b6b")
def superluminal_speed(sentence: Sentence) -> Iterator[Finding]:
    """A speed above the speed of light, c = 299 792 458 m/s.

    Any speed unit counts (m/s, km/h, mph, knots, multiples of c, Mach), and so does
    its magnitude: "-1.5 c" is 1.5 c in the other direction. Speeds within 0.1 % of c
    pass, and so do roundings of c to the digits written, up to 2.5 % above it ("1.1
    billion km/h", "190,000 miles per second"; not "700 million mph"). Exempt (context
    NO_SIGNAL): phase and group velocities, apparent superluminal motion, cosmological
    recession, laser spots, shadows and entanglement, and speeds said to carry no
    signal, none of which carries a signal faster than light; any speed on a page about
    the expansion of space (EXPANSION: "recession velocities", "Hubble's law"); the
    speeds of a jet's blobs on a page that explains apparent superluminal motion
    (APPARENT).
    Accelerations are another kind of claim, "4*c" in an equation is a variable, and the
    operands of a computation ("$0.8c + 0.8c$", "$\\dfrac{1.6c}{1 + 0.64}$") are no speed
    anything moves at; its result is judged.
    """
    limit = SPEED_OF_LIGHT_M_S * (1 + SUPERLUMINAL_TOLERANCE)
    for claim in sentence.of_kind("SPEED"):
        low, high = claim.si_bounds
        fastest = max(abs(low), abs(high))
        # the bound first: a claim's roles are read only for a speed above it
        if (
            fastest > limit
            and not is_rounded_c(claim)
            and not (sentence.modifiers(claim) & _NOT_A_MOTION or _ALGEBRA.search(claim.text))
        ):
            yield Finding(
                f"{number(fastest)} m/s exceeds the speed of light "
                f"({number(SPEED_OF_LIGHT_M_S)} m/s)",
                (claim,),
            )


def is_rounded_c(claim: Claim) -> bool:
    """Whether the claim is c rounded to the significant digits its number is written with.

    "190,000 miles per second" has two (c is 186,282 mi/s, which rounds to 190,000); a
    number in words counts as one. Only up to :data:`ROUNDED_C_TOLERANCE` above c, so
    that "Mach 1000000" (1.14 c) is not excused by its single digit.
    """
    if claim.is_range or not claim.si_value:
        return False
    speed = abs(claim.si_value)
    if speed > SPEED_OF_LIGHT_M_S * (1 + ROUNDED_C_TOLERANCE):
        return False
    return speed - SPEED_OF_LIGHT_M_S <= last_digit(claim) / 2
