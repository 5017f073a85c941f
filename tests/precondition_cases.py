"""Texts on the edges of the rules' preconditions (``register_rule(could_fire=...)``), each
with the rule it must still fire: where a precondition that read its claims the wrong way
(the hottest and coldest of all temperatures, the lowest length for a fall, the highest
for an impact, no rounding) would skip a rule that fires. test_lazy_context.py and the
equivalence test of test_throughput_equivalence.py run them."""

PRECONDITION_CASES: list[tuple[str, str]] = [
    # The Carnot bound of all the temperatures (1 - 5/600, 1 - 300/900) is far above 55 %;
    # the bound of those stated as the engine's reservoirs is 50 %.
    (
        "carnot_limit",
        "The engine runs between 600 K and 300 K, warming the river by 5 K, at 55 % efficiency.",
    ),
    (
        "carnot_limit",
        "The engine takes in steam at 600 K.\nIts exhaust goes into a river at 300 K.\n"
        "It never reaches 900 K.\nIts thermal efficiency is 55 %.",
    ),
    (
        "carnot_limit",
        "The turbine takes steam at 600 K and rejects heat to a lake at 300 K; its heat pump "
        "runs at 900 K. Its thermal efficiency is 55 %.",
    ),
    ("carnot_limit", "The engine runs between 600 K and 300 K at 50.6 % efficiency."),
    # A free fall from the lowest length (2 m) takes 0.64 s; from the 80 m tower, 4.04 s.
    ("impossible_free_fall", "From the 80 m tower, a 2 m plank was dropped; it landed 1 s later."),
    # 1.409 s (+0.0005 s of rounding) against 99 % of 1.428 s: just inside the tolerance.
    ("impossible_free_fall", "A stone dropped from a 10 m roof hit the ground 1.409 s later."),
    (
        "impossible_free_fall",
        "The plank was dropped from the 80 m tower.\nIt never fell from 800 m.\n"
        "It hit the ground 1 s later.",
    ),
    # The highest length (100 m) allows 44 m/s; the 5 m wall, 9.9 m/s.
    (
        "impossible_impact_speed",
        "A stone dropped from a 5 m wall hit the ground at 20 m/s, far below the 100 m cliff.",
    ),
    # 10.1 m/s (less 0.05 m/s of rounding) against 101 % of 9.903 m/s.
    ("impossible_impact_speed", "A stone dropped from a 5 m wall hit the ground at 10.1 m/s."),
    # 101.5 %: half a point over 100 % and the point of rounding.
    ("share_sum_exceeds_total", "A took 60% and B took 41.5% of traffic."),
    ("share_sum_exceeds_total", "By volume, the mix is:\n- Nitrogen: 60.5 %\n- Oxygen: 41 %"),
]

PRECONDITION_EDGES: list[str] = [text for _, text in PRECONDITION_CASES]
