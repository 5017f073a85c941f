"""Kinematics of free fall: nothing dropped falls faster than gravity allows."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator

from ..claims import Claim, Finding, Sentence
from ..constants import STANDARD_GRAVITY_M_S2
from .context import last_digit, number
from .registry import register_rule

# 1 %: claims are rounded; a fall stated at the limit is not a violation.
FREE_FALL_TOLERANCE = 0.01

FALL_CUE = re.compile(
    r"\b(?:f[ae]ll(?:s|ing|en)?|drop(?:s|ped|ping)?|plunge[sd]?|plummet\w*|tumble[sd]?)\b"
    # Not a fall: a level reached ("visibility dropped to 20 m"), a signal or grip that
    # drops off, the season ("in the fall of 2021").
    r"(?!\s+(?:to\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|just\s+)?[-−+]?\d|off\b|"
    r"sharply\b|of\s+\d{4}\b|season|semester|term\b))",
    re.IGNORECASE,
)
_AUTUMN_BEFORE = re.compile(r"\b(?:in\s+the|this|last|next|early|late)\s+$", re.IGNORECASE)
# Something given a push downwards, or already moving, may beat free fall: a launch, a
# bullet, an aircraft, a meteor or a satellite, light.
LAUNCH_CUE = re.compile(
    r"\b(?:thr[eo]wn?|throws|fired|firing|launch\w*|shot|propell\w*|hurl\w*|flung|fling\w*|"
    r"catapult\w*|kick\w*|spik\w*|pushed|slammed|driven|powered|rocket\w*|downwards?|"
    r"bullets?|projectiles?|arrows?|shells?|jets?|aircraft|airliners?|planes?|helicopters?|"
    r"cruis\w*|meteor\w*|asteroids?|comets?|re-?entry|orbit\w*|satellites?|spacecraft|"
    r"photons?|gamma|light|lasers?|beams?|ISS|space\s+station|around\s+(?:the\s+)?earth)\b",
    re.IGNORECASE,
)


def _is_fall(sentence: Sentence) -> bool:
    """The sentence says something falls or is dropped (not the season, not a level)."""
    return any(
        not (m.group().lower() == "fall" and _AUTUMN_BEFORE.search(sentence.text[: m.start()]))
        for m in FALL_CUE.finditer(sentence.text)
    )


def _fall_height(sentence: Sentence) -> Claim | None:
    """The first positive height of a sentence about something falling from rest."""
    if not _is_fall(sentence) or LAUNCH_CUE.search(sentence.text):
        return None
    heights = [c for c in sentence.of_kind("LENGTH") if not c.is_range and c.si_value > 0]
    return heights[0] if heights else None


def free_fall_time(height_m: float, g: float = STANDARD_GRAVITY_M_S2) -> float:
    """Seconds to fall ``height_m`` from rest in vacuum: t = √(2h/g)."""
    return math.sqrt(2 * height_m / g)


@register_rule("impossible_free_fall", severity="FAIL", colour="#f06595")
def impossible_free_fall(sentence: Sentence) -> Iterator[Finding]:
    """Something falls or is dropped a height h in less time than √(2h/g), g = 9.80665 m/s².

    From rest, gravity alone cannot do better, and air only slows a fall. A 1 %
    tolerance, and half the last digit the time is written with ("about 1.4 s"), absorb
    rounding; t = 0 always fires. The sentence pairs its first
    height with its first duration, and may run over a line break. Exempt: falls
    slower than free fall; objects thrown, fired or launched downwards, or already
    moving (bullets, aircraft, meteors, satellites, light); motions that are not falls
    ("ran 100 m in 9.58 s"), levels that drop ("visibility dropped to 20 m") and the
    season ("in the fall of 2021").
    """
    height = _fall_height(sentence)
    times = [c for c in sentence.of_kind("TIME") if not c.is_range and c.si_value >= 0]
    if height is None or not times:
        return
    duration = times[0]
    least = free_fall_time(height.si_value)
    # "about 1.4 s" for 1.43 s is a rounding: the time may lie half its last digit higher.
    if duration.si_value + last_digit(duration) / 2 < least * (1 - FREE_FALL_TOLERANCE):
        yield Finding(
            f"a fall of {number(height.si_value)} m takes at least {number(least)} s "
            f"(g = {STANDARD_GRAVITY_M_S2} m/s²), not {number(duration.si_value)} s",
            (height, duration),
        )


def impact_speed(height_m: float, g: float = STANDARD_GRAVITY_M_S2) -> float:
    """Speed in m/s after falling ``height_m`` from rest in vacuum: v = √(2gh)."""
    return math.sqrt(2 * g * height_m)


@register_rule("impossible_impact_speed", severity="FAIL", colour="#e64980")
def impossible_impact_speed(sentence: Sentence) -> Iterator[Finding]:
    """Something dropped from rest from a height h reaches a speed above √(2gh).

    Energy conservation: mgh of potential energy buys at most ½mv² of kinetic energy,
    and air only takes some away. 1 % tolerance, and half the speed's last written digit,
    for rounding; g = 9.80665 m/s².
    Exempt: speeds under the bound; objects thrown, fired or launched, and things
    already moving (aircraft, meteors, satellites, bullets): they start with speed of
    their own; levels that drop and the season, as for :func:`impossible_free_fall`.
    """
    height = _fall_height(sentence)
    if height is None:
        return
    speeds = [c for c in sentence.of_kind("SPEED") if not c.is_range]
    limit = impact_speed(height.si_value)
    for speed in speeds:
        if abs(speed.si_value) - last_digit(speed) / 2 > limit * (1 + FREE_FALL_TOLERANCE):
            yield Finding(
                f"a drop of {number(height.si_value)} m gives at most {number(limit)} m/s "
                f"(√(2gh)), not {number(abs(speed.si_value))} m/s",
                (height, speed),
            )
