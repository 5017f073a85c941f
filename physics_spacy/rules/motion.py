"""Kinematics of free fall: nothing dropped falls faster than gravity allows."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence

from ..claims import Claim, Finding, Sentence, of_kind
from ..constants import STANDARD_GRAVITY_M_S2
from ..context import fall
from ..context.frames import may_be_height
from .numbers import last_digit, number
from .registry import register_rule

# A fall needs a length one of these marks (a release, or a throw), or a landing from the
# top of something whose height was given before: see frames.fall.
FALL_ROLES = ("FALL", "RELEASED", "MOVING", "FROM_THERE")
# A height someone else gives ("You said it slipped from 1.2 m") is the premise of the
# time or speed an answer works out from it in a later line, as a supposed one is.
FALL_PREMISES = ("HYPOTHETICAL", "REPORTED")

_SUPPOSED = frozenset(FALL_PREMISES)

# 1 %: claims are rounded; a fall stated at the limit is not a violation.
FREE_FALL_TOLERANCE = 0.01
# A time worked out from rounded figures carries their rounding ("its average velocity is
# 2.2 m/s, … (1 m)/(2.2 m/s) = 0.44 seconds" for 0.45 s): a further 3 %.
COMPUTED_FALL_TOLERANCE = 0.03


def free_fall_time(height_m: float, g: float = STANDARD_GRAVITY_M_S2) -> float:
    """Seconds to fall ``height_m`` from rest in vacuum: t = √(2h/g)."""
    return math.sqrt(2 * height_m / g)


def _longest(duration: Claim) -> float:
    """The longest time a claim allows: a range ("2.5 to 3 seconds") its upper end."""
    bounds = duration.si_bounds
    return bounds[1] if bounds else duration.si_value


def _slowest(speed: Claim) -> float:
    """The slowest speed a claim allows: a range ("30-40 m/s") its lower end."""
    bounds = speed.si_bounds
    return min(abs(bounds[0]), abs(bounds[1])) if bounds else abs(speed.si_value)


def _stated(claim: Claim, si_value: float) -> str:
    """A time or speed as a message names it: a range by its ends."""
    bounds = claim.si_bounds
    if claim.is_range and bounds:
        return f"{number(bounds[0])} to {number(bounds[1])}"
    return number(si_value)


def _heights(claims: Sequence[Claim]) -> list[float]:
    """The lengths (m) that could be a fall's height: :func:`fall` takes one of these."""
    return [c.si_value for c in of_kind(claims, "LENGTH") if may_be_height(c)]


def could_fall_too_fast(claims: Sequence[Claim]) -> bool:
    """Whether :func:`impossible_free_fall` could fire on some of ``claims``: a time (with
    its rounding) shorter than a free fall from the highest length among them. A fall
    takes one of these lengths and one of these times; a further claim only raises the
    highest length or adds a time."""
    heights = _heights(claims)
    if not heights:
        return False
    least = free_fall_time(max(heights)) * (1 - FREE_FALL_TOLERANCE)
    return any(
        _longest(t) + last_digit(t, zeros_significant=True) / 2 < least
        for t in of_kind(claims, "TIME")
        if t.si_value >= 0
    )


@register_rule(
    "impossible_free_fall",
    severity="FAIL",
    colour="#f06595",
    reads_passages=True,
    could_fire=could_fall_too_fast,
    passage_roles=FALL_ROLES,
    premises=FALL_PREMISES,
)
def impossible_free_fall(sentence: Sentence) -> Iterator[Finding]:
    """Something falls or is dropped a height h in less time than √(2h/g), g = 9.80665 m/s².

    From rest, gravity alone cannot do better, and air only slows a fall. A 1 % tolerance,
    and half the last digit the time is written with ("about 1.4 s"; up to 5 % of a time
    given as an approximation, "about 20 s"), absorb rounding (3 % more for a time worked
    out from rounded figures); t = 0 always fires, but for the 0 that
    opens a row of a logged series (the release, "t_s alt_m" over "0 1500"); a range of
    times ("2.5 to 3 seconds") is judged by its upper end. The fall frame (docs/context.md)
    pairs the height a release marks ("slipped from the 60 m scaffold") with its times to
    landing ("landed 2 s later", the runs of a drop test). Exempt: falls slower than free
    fall; objects thrown, fired or launched downwards, or already moving (bullets, meteors,
    satellites, light; what drops from an aircraft still falls from vertical rest, and is
    judged); times that are not the landing (terminal velocity, a parachute opening); a time
    given only as a floor ("at least 89 s"); motions that are not falls ("ran 100 m in 9.58
    s"), levels that drop ("visibility dropped to 20 m") and the season ("in the fall of
    2021"); a time in which the height is covered at a speed the sentence states, far
    faster than any fall from it reaches (the splash's sound: "At 343 m/s it takes about 0.09 s
    to cover 30 m"); a shorter time in a line that gives the same fall a time long enough,
    which is a stretch of it ("In those 50 s of freefall he dropped 2,500 m, … 12 s of
    speeding up").
    """
    frame = fall(sentence)
    if frame is None:
        return
    # Each time to landing: the runs of a drop test each land ("| 3 | 320 | 0.52 | …").
    for duration in frame.times:
        # "at least about 89 seconds": a floor for the time, which any fall allows
        if _series_start(sentence, duration) or "AT_LEAST" in sentence.modifiers(duration):
            continue
        height = frame.height_for(sentence, duration, least=True)
        speeds = of_kind(sentence.claims, "SPEED")
        if any(_steady_motion(sentence, v, duration, height) for v in speeds):
            continue
        least = free_fall_time(height.si_value)
        if _stretch_of_a_longer_fall(sentence, frame.times, duration, height, least):
            continue
        # "about 1.4 s" for 1.43 s is a rounding: the time may lie half its last digit higher.
        # (a range, "2.5 to 3 seconds", is too fast when its upper end is, written to the
        # digit of its lower end)
        rounding = _rounding(sentence, duration)
        tolerance = FREE_FALL_TOLERANCE
        if "RESULT" in sentence.modifiers(duration):
            tolerance += COMPUTED_FALL_TOLERANCE
        if _longest(duration) + rounding < least * (1 - tolerance):
            yield Finding(
                f"a fall of {number(height.si_value)} m takes at least {number(least)} s "
                f"(g = {STANDARD_GRAVITY_M_S2} m/s²), not {_stated(duration, duration.si_value)} s",
                (height, duration),
                given=(height,),
            )


def _stretch_of_a_longer_fall(
    sentence: Sentence, times: Sequence[Claim], duration: Claim, height: Claim, least: float
) -> bool:
    """Whether the unit of ``duration`` gives the same fall a time long enough for it: the
    shorter time is then a stretch of that fall, not its time to the ground ("In those 50 s
    of freefall he dropped 2,500 m, which is consistent with 12 s of speeding up followed by
    40 s at a steady 55 m/s")."""
    def one_line(other: Claim) -> bool:
        # (a table's rows are runs of their own: "| B1 | 45 | 1.9 |" over "| B2 | 45 | 3.2 |")
        first, last = sorted((other, duration), key=lambda c: c.start_char)
        return "\n" not in sentence.text[first.end_char : last.start_char]

    return any(
        other is not duration
        and sentence.same_unit(other, duration)
        and one_line(other)
        and _longest(other) >= least * (1 - FREE_FALL_TOLERANCE)
        # (not a time the text denies: "reaches the river in 2.0 s, not 3.0 s"; nor one
        # of no part in the fall, a prediction's column beside a measurement's)
        and "DENIED" not in sentence.modifiers(other)
        and not _FALL_TIME_ROLES.isdisjoint(sentence.modifiers(other))
        for other in times
    ) and sentence.same_unit(height, duration)


# What a time of a fall is said to be: the fall's (FALL) or its landing's (LANDING).
_FALL_TIME_ROLES = frozenset({"FALL", "LANDING"})


def _steady_motion(sentence: Sentence, speed: Claim, duration: Claim, height: Claim) -> bool:
    """Whether ``speed`` covers ``height`` in ``duration``, told in one sentence (v·t = h
    within rounding), and is far faster than anything falling from that height gets: a
    steady motion (a sound, a vehicle), no fall, whose time and speed these are. (Just above
    the landing speed, v·t = h is the classic slip "t = h/v" in a fall's solution, which is
    judged.)"""
    metres, seconds, pace = height.si_value, duration.si_value, speed.si_value
    if not metres or not seconds or pace is None or metres <= 0 or seconds <= 0:
        return False
    if not sentence.same_unit(speed, duration):
        return False
    return (
        pace > _FAR_FASTER * impact_speed(metres)
        and abs(pace * seconds - metres) <= _STEADY_MOTION * metres
    )


_STEADY_MOTION = 0.1  # "about 0.09 s" at 343 m/s covers 30.9 m: 30 m within rounding
_FAR_FASTER = 2.0  # sound over a 30 m drop: 343 m/s against a landing at 24 m/s


def _rounding(sentence: Sentence, claim: Claim) -> float:
    """How far the value ``claim`` stands for may lie from it, in SI units: half its last
    digit, a round number's trailing zeros counted ("100 km/h" is written to 1 km/h, as a
    measured speed is read); given as an approximation ("close to 90 km/h"), they count
    only beyond 5 % of the value."""
    written = last_digit(claim, zeros_significant=True) / 2
    if _APPROXIMATELY.search(sentence.before(claim, 20)) is None:
        return written
    loose = last_digit(claim) / 2
    return max(written, min(loose, _APPROXIMATION * abs(claim.si_value)))


_APPROXIMATELY = re.compile(
    r"(?:\b(?:about|around|roughly|approximately|approx\.|close\s+to|nearly|almost|some)"
    r"|[~≈∼])\s*$",
    re.IGNORECASE,
)
_APPROXIMATION = 0.05  # of the value: "about 90 km/h" may be 85.5 km/h


def _series_start(sentence: Sentence, duration: Claim) -> bool:
    """Whether ``duration`` is the 0 that opens a row of a logged series ("t_s  alt_m" over
    "0     1500    0.0"): the moment of release, beside the height it starts from."""
    if duration.value != 0:
        return False
    line_start = sentence.text.rfind("\n", 0, duration.start_char) + 1
    return not sentence.text[line_start : duration.start_char].strip(" \t|") and bool(
        _NEXT_CELL.match(sentence.text, duration.end_char)
    )


# The gap to the next cell of a row: a pipe, a tab or two spaces.
_NEXT_CELL = re.compile(r"\s*\||\t|  ")


# How close two speeds of one fall are to be one speed in two units ("100 mph (161 km/h)").
_RESTATED = 0.02


def impact_speed(height_m: float, g: float = STANDARD_GRAVITY_M_S2) -> float:
    """Speed in m/s after falling ``height_m`` from rest in vacuum: v = √(2gh)."""
    return math.sqrt(2 * g * height_m)


def could_land_too_fast(claims: Sequence[Claim]) -> bool:
    """Whether :func:`impossible_impact_speed` could fire on some of ``claims``: a speed
    (less its rounding) above the impact speed from the lowest length among them. A fall
    takes one of these lengths and these speeds; a further claim only lowers the lowest
    length or adds a speed."""
    heights = _heights(claims)
    if not heights:
        return False
    limit = impact_speed(min(heights)) * (1 + FREE_FALL_TOLERANCE)
    return any(
        _slowest(s) - last_digit(s, zeros_significant=True) / 2 > limit
        for s in of_kind(claims, "SPEED")
    )


@register_rule(
    "impossible_impact_speed",
    severity="FAIL",
    colour="#e64980",
    reads_passages=True,
    could_fire=could_land_too_fast,
    passage_roles=FALL_ROLES,
    premises=FALL_PREMISES,
)
def impossible_impact_speed(sentence: Sentence) -> Iterator[Finding]:
    """Something dropped from rest from a height h reaches a speed above √(2gh).

    Energy conservation: mgh of potential energy buys at most ½mv² of kinetic energy,
    and air only takes some away. 1 % tolerance, and half the speed's last written digit,
    for rounding (up to 5 % of a speed given as an approximation: "close to 90 km/h"); g =
    9.80665 m/s²; a range of speeds is judged by its lower end.
    Exempt: speeds under the bound; objects thrown, fired or launched, and things already
    moving (aircraft, meteors, satellites, bullets): they start with speed of their own;
    terminal velocities; levels that drop and the season, as for
    :func:`impossible_free_fall`; a speed that covers the height in a time the sentence
    states, as a sound or a vehicle does (see :func:`impossible_free_fall`).
    """
    frame = fall(sentence)
    if frame is None:
        return
    reported: list[float] = []
    # of one speed said twice, the time it is stated as fact is reported, not the time it
    # is worked out from a premise ("Plug in: h = 30 … = 24.3 m/s" / "It hits at 24.3 m/s")
    for speed in sorted(frame.speeds, key=lambda s: bool(sentence.modifiers(s) & _SUPPOSED)):
        height = frame.height_for(sentence, speed, least=False)
        if "AIRCRAFT" in sentence.modifiers(height):
            continue  # dropped from a moving aircraft: it lands with the aircraft's speed too
        times = of_kind(sentence.claims, "TIME")
        if any(_steady_motion(sentence, speed, time, height) for time in times):
            continue
        limit = impact_speed(height.si_value)
        rounding = _rounding(sentence, speed)
        if _slowest(speed) - rounding > limit * (1 + FREE_FALL_TOLERANCE) and not any(
            # "100 mph (161 km/h)": one speed, said twice
            math.isclose(abs(speed.si_value), seen, rel_tol=_RESTATED)
            for seen in reported
        ):
            reported.append(abs(speed.si_value))
            yield Finding(
                f"a drop of {number(height.si_value)} m gives at most {number(limit)} m/s "
                f"(√(2gh)), not {_stated(speed, abs(speed.si_value))} m/s",
                (height, speed),
                given=(height,),
            )
