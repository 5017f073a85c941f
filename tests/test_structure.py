"""Document structure: lines, list items and table rows as units, labels from headers and
list introductions, and passages judged across their units (the steps of an answer)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from spacy.language import Language

import physics_spacy
from physics_spacy import structure
from physics_spacy.claims import Label


def test_list_items_table_rows_and_headings_start_units() -> None:
    text = (
        "## Results\nThe cart rolled.\n- first item\n- second item\n| a | b |\n|---|---|\n| 1 | 2 |"
    )
    starts = [text[s : s + 6] for s in structure.read(text).starts]
    assert starts == ["The ca", "- firs", "- seco", "| a | ", "|---|-", "| 1 | "]


def test_dashes_glued_to_numbers_in_a_list_are_bullets() -> None:
    text = "You need:\n-2 cups rice\n-1/2 tsp salt\n\n-250g butter"
    read = structure.read(text)
    # each item starts after its dash, so the dash is read as no minus sign
    assert [text[s : s + 3] for s in read.starts] == ["2 c", "1/2", "250"]
    assert physics_spacy.check(text)["violations"] == []
    assert [c["value"] for c in physics_spacy.check(text)["claims"]] == [2, 0.5, 250]
    # one such line is a negative number
    assert structure.read("-300 °C at noon").starts == ()
    assert physics_spacy.check("Readings:\n-300 °C at noon")["verdict"] == "FAIL"


def test_a_soft_wrapped_sentence_stays_one_unit() -> None:
    text = (
        "A brick dropped from the top of the old railway viaduct\nhit the road two seconds later."
    )
    assert structure.read(text).starts == ()
    assert structure.read("Short title\nThe text starts here.").starts != ()
    # a step written without a full stop ends at its line
    steps = "So the share of green caps is 75 / 125 = .6\nThe percentage is 60"
    assert structure.read(steps).starts == (steps.index("The"),)
    assert structure.read("The probe travelled at\n400000 km/s.").starts == ()


def test_a_wrapped_line_that_opens_with_a_number_goes_on_with_its_sentence() -> None:
    text = "The apple drops straight down and lands in the net just\n2.5 seconds later."
    assert structure.read(text).starts == ()
    # under a short title, a number on the next line is a value of its own
    assert structure.read("Time to fall\n2.02 s").starts != ()


def test_the_turns_of_a_chat_log_are_units_and_a_list_in_a_turn_is_a_list() -> None:
    text = "raj:   = 4.19e8 m/s\nkim: and the tube is 0,60 m long?\nben:   - exhaust   45 %"
    read = structure.read(text)
    assert [text[s : s + 4] for s in read.starts] == ["kim:", "ben:"]
    assert read.lists == ((text.index("ben:"), len(text)),)
    # the question of the second turn supposes nothing of the first
    assert physics_spacy.check(text)["verdict"] == "FAIL"


def test_cells_are_labelled_with_their_column_header() -> None:
    text = "| Sample | Mass (g) |\n|---|---|\n| A | 12.5 |\n| B | -3.1 |"
    labels = structure.read(text).labels
    assert [(text[label.start : label.end].strip(), label.text) for label in labels] == [
        ("A", "Sample"),
        ("12.5", "Mass (g)"),
        ("12.5", "A"),  # a two-column row: its name labels its value
        ("B", "Sample"),
        ("-3.1", "Mass (g)"),
        ("-3.1", "B"),
    ]
    assert structure.header_unit(labels[1]) == "g"
    assert structure.header_unit(labels[0]) is None


def test_a_plain_text_table_is_read_by_its_columns() -> None:
    text = (
        "Readings:\n\n Bath          T (°C)     R (ohm)\n ----------    -------    -------\n"
        " ice water        0        1.32\n liquid N2      -196       0.21\n\nNotes follow."
    )
    read = structure.read(text)
    cells = {text[label.start : label.end].strip(): label.text for label in read.labels}
    assert cells["-196"] == "T (°C)" and cells["0.21"] == "R (ohm)"
    assert cells["liquid N2"] == "Bath"
    # each row is a unit of its own
    assert [text[s : s + 6] for s in read.starts][-3:] == ["ice wa", "liquid", "Notes "]
    # a column's unit reaches its cells: -300 °C would be below absolute zero
    assert physics_spacy.check(text.replace("-196", "-300"))["verdict"] == "FAIL"
    assert physics_spacy.check(text)["verdict"] == "PASS"
    # dashes under a line without columns make no table
    assert structure.read("A title\n-----  -----\nText 5").labels == ()


def test_a_plain_text_table_without_a_rule_is_read_by_its_columns() -> None:
    text = (
        "Bench log\n\n  Run   Stage        T (°C)\n  1     first        -40\n"
        "  2     second       -196\n\nDone."
    )
    read = structure.read(text)
    cells = {text[label.start : label.end].strip(): label.text for label in read.labels}
    assert cells["-196"] == "T (°C)" and cells["second"] == "Stage"
    assert physics_spacy.check(text.replace("-196", "-300"))["verdict"] == "FAIL"
    # a title over rows of a name and a value heads both columns, a blank line between
    titled = "Where the budget went:\n\n  Staff      48 %\n  Rent       33 %\n"
    labels = structure.read(titled).labels
    assert {label.text for label in labels} >= {"Where the budget went:", "Staff", "Rent"}
    # two lines of prose with double spaces make no table, nor does one row of figures
    assert structure.read("We met at noon.  It rained.\nWe left at two.  Then tea.").labels == ()
    assert structure.read("Results\n  Car   48 %\n\nEnd.").labels == ()


def test_a_unit_column_gives_the_row_its_unit() -> None:
    text = (
        "| Quantity | Value | Unit |\n|---|---|---|\n| Boiler temperature | 180 | °C |\n"
        "| Output (kW) | 40 | kW |\n| Note | none | |"
    )
    labels = structure.read(text).labels
    value = [label for label in labels if text[label.start : label.end].strip() == "180"]
    assert {label.text for label in value} == {"Value (°C)", "Boiler temperature"}
    assert structure.header_unit(value[0]) == "°C"
    # the unit cell itself takes no unit, and an empty unit cell gives none
    unit_cells = [label for label in labels if text[label.start : label.end].strip() == "°C"]
    assert unit_cells and all(structure.header_unit(label) is None for label in unit_cells)
    assert not any(label.text == "Value ()" for label in labels)


def test_a_two_column_row_names_its_value() -> None:
    text = "| Quantity | Value |\n|---|---|\n| Ball mass (g) | -28.2 |\n| 2024 | 5 |"
    labels = structure.read(text).labels
    named = [label for label in labels if label.text == "Ball mass (g)"]
    assert [text[label.start : label.end].strip() for label in named] == ["-28.2"]
    assert structure.header_unit(named[0]) == "g"
    assert not any(label.text == "2024" for label in labels)  # a number names nothing


def test_list_items_are_labelled_with_their_introduction() -> None:
    text = "Shares of the pot:\n- Ann: 50 %\n- Bo: 60 %\nThe end."
    labels = structure.read(text).labels
    assert [label.text for label in labels] == [
        "Shares of the pot:",
        "Ann",
        "Shares of the pot:",
        "Bo",
    ]
    second_sentence = text.index("Bo")
    assert [
        label.text for label in structure.read(text).labels_within(second_sentence, len(text))
    ] == [
        "Shares of the pot:",
        "Bo",
    ]


@pytest.mark.parametrize(
    ("line", "label", "value"),
    [
        (
            "- **Change this week, after a stomach bug:** -0.3 kg",
            "Change this week, after a stomach bug",
            "-0.3 kg",
        ),
        (
            "Confidence on the flagged transaction: 104%",
            "Confidence on the flagged transaction",
            "104%",
        ),
        ("__Mass:__ 4 kg", "Mass", "4 kg"),
        # the value's clause, not the clause after it
        ("Odds of a win: 0.45, so the draw at 3.40 is better", "Odds of a win", "0.45"),
        ("- Peak: 2,760 °C; the shade side −150 °C", "Peak", "2,760 °C"),
        # a spec sheet's dot leader, or a lone dot between spaces, stands for the colon
        ("Rated efficiency ........ 125 %", "Rated efficiency", "125 %"),
        ("Top speed . 41 km/h", "Top speed", "41 km/h"),
    ],
)
def test_a_label_value_line_labels_its_value(line: str, label: str, value: str) -> None:
    (found,) = structure.read(line).labels
    assert (found.text, line[found.start : found.end]) == (label, value)


@pytest.mark.parametrize(
    "line",
    [
        "That is impossible: the lowest temperature is -273.15 °C",  # the value is no number
        "Step 2: t = 5 s",
        "In the long run, and after many trials and errors, we found: 5 kg",  # too long
        "The ratio 3:2 holds.",
    ],
)
def test_a_sentence_with_a_colon_is_no_label_value_line(line: str) -> None:
    # at most a label over the line's prose, which says nothing of what its values are
    assert all(label.prose for label in structure.read(line).labels)


def test_passages_are_paragraphs_of_long_texts() -> None:
    short = "a\n\nb"
    assert structure.passages(short, [0, 3]) == [(0, 2)]
    # a report of several sections is read whole ...
    report = ("x" * 2000) + "\n\n" + ("y" * 2000)
    assert structure.passages(report, [0, 10, 2010]) == [(0, 3)]
    # ... a longer text a paragraph at a time
    half = structure.PASSAGE_CHARS // 2
    long = ("x" * half) + "\n\n" + ("y" * half)
    assert structure.passages(long, [0, 10, half + 2]) == [(0, 2)]


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        # a kind or a unit in a column header
        (
            "| Craft | Cruise speed (km/s) |\n|---|---|\n| Glider | 0.05 |\n| Ghost | 500,000 |",
            "superluminal_speed",
        ),
        ("| Item | Mass (kg) |\n|---|---|\n| Box | 4 |\n| Crate | −2 |", "negative_mass"),
        (
            "| Device | Efficiency |\n|---|---|\n| Kettle | 90 % |\n| Free-energy box | 180 % |",
            "over_unity_efficiency",
        ),
        # a list introduced by its kind
        (
            "Efficiency of our gadgets:\n- Fan: 70 %\n- Miracle dynamo: 140 %",
            "over_unity_efficiency",
        ),
        # a fall over two lines of a worked answer
        (
            "A stone is let go from a 45 m cliff.\nIt hits the ground after 1.2 s.",
            "impossible_free_fall",
        ),
        # the items of one list that a cue calls parts of one whole
        ("Our budget split:\n- Rent: 60 %\n- Food: 35 %\n- Fun: 20 %", "share_sum_exceeds_total"),
        # a heat engine's reservoirs and efficiency in separate bullets
        (
            "- Boiler steam: 500 K\n- Cooling pond: 300 K\n"
            "- Thermal efficiency of the engine: 60 %",
            "carnot_limit",
        ),
    ],
)
def test_structure_lets_rules_see_what_lines_say(
    rules_fired: Callable[[str], list[str]], text: str, rule: str
) -> None:
    assert rule in rules_fired(text)


@pytest.mark.parametrize(
    "text",
    [
        # percentages from different steps are no shares of one whole
        "Step 1: 40% of the class walks.\nStep 2: So 100% - 40% = 60% rides.\n"
        "Step 3: 60% of 30 is 18.",
        # a change written as a label
        "- Mass before: 7 kg\n- Mass after: 5 kg\n- Change: 5 kg - 7 kg = -2 kg",
        # the times of other lines are not the landing's
        "A ball is dropped from a 80 m tower.\nThe camera shutter stays open for 0.5 s.",
        # a list of scores is no list of parts
        "Marks:\n- Maths: 85 %\n- English: 92 %",
        # an explanation in the next line of the same paragraph
        "The spot swept the far wall at 2 million km/s.\nThat laser spot carries no signal.",
        # separate sentences of a passage are separate wholes
        "Team A took 60% of the points.\nTeam B took 70% of the games.",
    ],
)
def test_structure_keeps_lines_apart_where_they_are(
    rules_fired: Callable[[str], list[str]], text: str
) -> None:
    assert rules_fired(text) == []


def test_the_default_pipeline_gives_each_item_its_own_sentence(nlp: Language) -> None:
    doc = nlp("Totals:\n- Ann: 50 %\n- Bo: 60 %")
    assert [s.text.strip() for s in doc.sents] == ["Totals:", "- Ann: 50 %", "- Bo: 60 %"]


def test_lists_are_spans_of_consecutive_items() -> None:
    text = "Intro:\n- a 1\n- b 2\n\n- c 3\nThe end."
    assert [text[a:b] for a, b in structure.read(text).lists] == ["- a 1\n- b 2", "- c 3"]


def test_label_value_lines_under_an_introduction_are_its_items() -> None:
    text = "The analysis gave:\n\nIron: 55 %\nNickel: 30 %"
    read = structure.read(text)
    assert [text[a:b] for a, b in read.lists] == ["Iron: 55 %\nNickel: 30 %"]
    nickel = text.index("Nickel")
    assert [label.text for label in read.labels_within(nickel, len(text))] == [
        "The analysis gave:",
        "Nickel",
    ]
    # without an introduction they are lines of their own, no list
    assert structure.read("Iron: 55 %\nNickel: 30 %").lists == ()


def test_names_and_values_in_aligned_columns_under_an_introduction_are_its_items() -> None:
    text = "Which ONE route do you take? (one answer)\n\n  Bus   45%\n  Car   40%\n  Bike  25%"
    read = structure.read(text)
    assert [text[a:b] for a, b in read.lists] == [text[text.index("  Bus") :]]
    # prose with a wide gap before a number is no column
    assert structure.read("Which ONE route? (one answer)\n\nWe asked  45 people.").lists == ()


def test_timeline_entries_are_units_though_the_entry_before_runs_on() -> None:
    text = "10:41 Duration of the haze in the galley: -3 min\n10:55 Captain decides to go on."
    assert [text[s : s + 5] for s in structure.read(text).starts] == ["10:55"]
    assert physics_spacy.check(text)["verdict"] == "WARN"


def test_html_blocks_are_units_though_they_share_a_line() -> None:
    text = "<p>Self consumption is 48%.</p><p>With less solar it is 55%.</p>"
    assert [text[s : s + 8] for s in structure.read(text).starts] == ["<p>With "]


def test_a_sentence_that_points_to_the_list_under_it_introduces_it() -> None:
    text = "Our survey ran in May. Here is the breakdown of the replies.\n\n- Yes: 60 %\n- No: 55 %"
    labels = structure.read(text).labels_within(text.index("- No"), len(text))
    assert [label.text for label in labels] == ["Here is the breakdown of the replies.", "No"]
    # a sentence that ends in a full stop and points nowhere is no introduction
    plain = "Our survey ran in May.\n\n- Yes: 60 %\n- No: 55 %"
    assert [label.text for label in structure.read(plain).labels] == ["Yes", "No"]


@pytest.mark.parametrize(
    ("introduction", "unit"),
    [
        ("Chemical composition (wt %), nominal:", "wt %"),
        ("Masses (kg):", "kg"),
        ("Masses (kg) of the samples", None),  # the bracket is not the unit of what follows
        # the unit last in a bracket's list: a table title's note
        ("Generation by source (share of total net generation, %)", "%"),
        ("Annual output (all sites, TWh)", "TWh"),
    ],
)
def test_a_list_introduction_gives_its_items_a_unit(introduction: str, unit: str | None) -> None:
    assert structure.header_unit(Label(0, 1, introduction)) == unit


def test_comma_separated_values_are_a_table_under_their_header() -> None:
    text = "Results:\nrun,height_m,time_s\nA,5.0,1.01\nB,10.0,1.43\n\nAll runs, sadly, failed."
    read = structure.read(text)
    second = text.index("B,10.0")
    labels = [label for label in read.labels if label.start >= second and not label.prose]
    assert [(label.text, text[label.start : label.end]) for label in labels] == [
        ("run", "B"),
        ("height_m", "10.0"),
        ("time_s", "1.43"),
    ]
    assert structure.header_unit(labels[1]) == "m"
    # prose with commas and spaces is no such table
    assert not structure.read("One, two, three.\nFour, five, six.\nSeven, 8, 9.").labels


@pytest.mark.parametrize(
    ("key", "unit"),
    [
        ("impact_speed_m_s", "m/s"),  # a unit divided by another
        ("T_hot_C", "C"),  # a qualifier before the unit
        ("T_cold_C", "C"),
        ("flow_max_kg", "kg"),
    ],
)
def test_a_data_key_ends_in_its_unit(key: str, unit: str) -> None:
    assert structure.header_unit(Label(0, len(key), key)) == unit


def test_key_value_pairs_label_their_values() -> None:
    line = "[10:02:11] DT-031 release_height_m=2.00 status=ok rate=12 x=5"
    labels = structure.read(line).labels
    assert [(label.text, line[label.start : label.end]) for label in labels] == [
        ("release_height_m", "2.00"),
        ("rate", "12"),
    ]
    assert structure.header_unit(labels[0]) == "m"
    # an equation's variable, or "a==b", is no key
    assert not structure.read("so v=20 and t==2").labels


def test_a_fenced_block_of_program_code_is_set_apart() -> None:
    text = "Run this:\n\n```python\nv = 4e8\n```\n\nOutput:\n```\nv = 4e8\n```\n"
    read = structure.read(text)
    code_start = text.index("```python")
    (block,) = read.code
    assert text[block[0] : block[1]] == "```python\nv = 4e8\n```"
    assert read.in_code(code_start, code_start + 10)
    # a block of output is text; and the block is a unit apart from the prose around it
    assert not read.in_code(text.rindex("v = 4e8"), len(text))
    assert code_start in read.starts and text.index("Output") in read.starts


def test_neighbours_stay_in_their_paragraph() -> None:
    text = "One.\nTwo.\n\nThree."
    units = [(0, 5, 0), (5, 10, 1), (11, 17, 2)]
    sides = [structure.neighbours(text, units, n)[:2] for n in range(3)]
    assert sides == [("", "Two.\n"), ("One.\n", ""), ("", "")]


def test_a_units_backdrop_is_the_figureless_lines_before_the_one_before_it() -> None:
    lines = ["It is 40 m deep.\n", "Sam kicked a stone in.\n", "We waited.\n", "It hit at 1.2 s."]
    text = "".join(lines)
    units = [(text.index(line), text.index(line) + len(line), n) for n, line in enumerate(lines)]
    # back past "We waited." to the release, not to the line with a figure
    assert structure.neighbours(text, units, 3).backdrop == ("Sam kicked a stone in.\n",)
    # none past a line before with figures of its own, nor across a paragraph
    assert structure.neighbours(text, units, 1).backdrop == ()
    broken = "Sam kicked a stone in.\n\nWe waited.\nIt hit at 1.2 s."
    units = [(0, 24, 0), (24, 35, 1), (35, len(broken), 2)]
    assert structure.neighbours(broken, units, 2).backdrop == ()


def test_a_unit_reads_on_for_five_units_but_not_into_a_new_section() -> None:
    lines = ["One 1.\n", "Two.\n\n", "Three.\n", "Four.\n", "Five.\n", "Six.\n", "Seven."]
    text = "".join(lines)
    units = [(text.index(line), text.index(line) + len(line), n) for n, line in enumerate(lines)]
    assert structure.neighbours(text, units, 0).onward == tuple(lines[1:6])
    assert structure.neighbours(text, units, 5).onward == ("Seven.",)
    assert structure.neighbours(text, units, 6).onward == ()
    headed = "One 1.\n## Next\nTwo."
    units = [(0, 7, 0), (7, 15, 1), (15, 19, 2)]
    assert structure.neighbours(headed, units, 0).onward == ()


def test_a_step_name_alone_is_passed_over_like_a_heading() -> None:
    lines = ["v = 5 × 10⁸ m/s.\n", "Step 3.\n", "Sanity check: that is faster than light."]
    text = "".join(lines)
    units = [(text.index(line), text.index(line) + len(line), n) for n, line in enumerate(lines)]
    assert structure.neighbours(text, units, 0).after == lines[2]


def test_a_section_header_with_words_after_it_is_an_error() -> None:
    assert structure.parse_terms("[nouns]\n# a comment\nvalue\n", "t") == {"nouns": ["value"]}
    with pytest.raises(ValueError, match="malformed section header"):
        structure.parse_terms("[nouns], wherever it stands\nvalue\n", "t")


def test_a_line_that_opens_with_an_anaphor_speaks_of_the_paragraph_before() -> None:
    for opening, crosses in [
        ("*The physics:* that speed is impossible.", True),
        ("This is a myth.", True),
        ("Those figures are old.", True),
        ("This 5 kg block is heavy.", False),  # a determiner of its own figure
        ("Theirs was slower.", False),
    ]:
        text = "It hit at 500 mph.\n\n" + opening
        units = [(0, 19, 0), (20, len(text), 1)]
        assert (structure.neighbours(text, units, 0).after == opening) is crosses, opening
        assert (structure.neighbours(text, units, 1).before == "It hit at 500 mph.\n") is crosses


def test_a_label_over_prose_may_open_with_a_label_of_its_own() -> None:
    text = "**Risk model output:** likelihood of a breach this year: −5 %."
    assert [(label.text, label.prose) for label in structure.read(text).labels] == [
        ("Risk model output", True),
        ("likelihood of a breach this year", False),
    ]
    # a step's instruction names no value
    step = "Step 3: Convert to a percentage: 2 × 100 = 200 %."
    assert [label.text for label in structure.read(step).labels] == ["Step 3"]


def test_labelled_items_of_a_list_do_not_explain_each_other() -> None:
    lines = ["- Hull: 300 °C, in shadow −150 °C\n", "- Data link: 4 × 10⁸ m/s\n", "That is a typo."]
    text = "".join(lines)
    units = [(text.index(line), text.index(line) + len(line), n) for n, line in enumerate(lines)]
    nearby = structure.neighbours(text, units, 1)
    assert nearby.before == ""  # another labelled item
    assert nearby.after == "That is a typo."  # a line that comments on it
    # a question and its answer do explain each other
    qa = "Q: a jet at 4c?\nA: That is apparent motion."
    split = qa.index("A:")
    assert structure.neighbours(qa, [(0, split, 0), (split, len(qa), 1)], 0).after == qa[split:]


def test_the_problem_posed_is_its_question_or_instruction() -> None:
    lines = ["**Q2.** ", "A ball falls from 45 m. ", "Find the fall time.\n", "**Answer:** 1 s"]
    text = "".join(lines)
    units = [(text.index(line), text.index(line) + len(line), n) for n, line in enumerate(lines)]
    assert structure.problem_asked(text, units) == 2
    asked = "How long does it take? It lands in 1 s."
    assert structure.problem_asked(asked, [(0, 23, 0), (23, len(asked), 1)]) == 0
    assert structure.problem_asked("It lands in 1 s.", [(0, 16, 0)]) is None


def test_each_part_of_a_problem_is_answered_by_its_last_computed_value() -> None:
    lines = [
        "(a) A key falls 5 m. ",
        "How long does it fall?\n",
        "$t = \\sqrt{2 \\times 5/9.8} = 1.0$ s\n",
        "(b) How fast does it land?\n",
        "Energy: $v^2 = 2gh$\n",
        "$v = \\sqrt{98} = 9.9$ m/s\n",
        "**Answer:** 1.0 s and 9.9 m/s",
    ]
    text = "".join(lines)
    units = [(text.index(line), text.index(line) + len(line), n) for n, line in enumerate(lines)]
    # the last computation of each part answers it; a final answer, the part it closes
    asked_a, asked_b = lines[1], lines[3]
    assert structure.answers(text, units) == {2: asked_a, 5: asked_b, 6: asked_b}
    # without parts, only a final answer takes the (first) question
    plain = "How long does it fall?\n$t = 1.0$ s\nAnswer: 1.0 s"
    split = [(0, 23, 0), (23, 35, 1), (35, len(plain), 2)]
    assert structure.answers(plain, split) == {2: plain[:23]}
    assert structure.answers("It lands in 1 s.", [(0, 16, 0)]) == {}
    # a part that poses nothing takes what the problem asks of it
    lines = ["Find (a) its efficiency and (b) its power.\n", "(a) 9/20 = 45 %\n"]
    lines.append("(b) P = 9.0 kW\n")
    text = "".join(lines)
    units = [(text.index(line), text.index(line) + len(line), n) for n, line in enumerate(lines)]
    assert structure.answers(text, units) == {1: "(a) its efficiency and ", 2: "(b) its power.\n"}
    # a question posed inside part (a) is that part's: part (b) computes what it asks itself
    lines = ["(a) An engine: is η = 0.45 allowed?\n", "η_max = 1 − 300/800 = 0.625\n"]
    lines += ["(b) A fridge holds 255 K.\n", "COP = 255/45 ≈ 5.7\n"]
    text = "".join(lines)
    units = [(text.index(line), text.index(line) + len(line), n) for n, line in enumerate(lines)]
    assert 3 not in structure.answers(text, units)


def test_an_indented_line_after_an_item_goes_on_unless_it_opens_a_sentence() -> None:
    text = "(c) λ = hc / ΔE = 1240 / (−3.1)\n    The wavelength is −400 nm."
    assert [text[s : s + 7] for s in structure.read(text).starts] == ["The wav"]
    text = "(d) Chance that one is affected:\n    5 × 25 % = 125 %"
    assert structure.read(text).starts == ()


def test_a_bold_label_over_prose_heads_its_whole_line() -> None:
    text = "**Common mistake:** dividing twice. That gives 9 m/s.\n"
    (label,) = structure.read(text).labels
    assert (label.text, label.prose) == ("Common mistake", True)
    assert text[label.start : label.end] == "dividing twice. That gives 9 m/s."


@pytest.mark.parametrize(
    ("unit", "answers"),
    [
        ("**Answer:** about 3.6 s", True),
        ("Final answer: 2.9 s", True),
        ("$$\\boxed{t \\approx 2.9\\ \\text{s}}$$", True),
        ("The answer depends on drag.", False),
        ("Answers vary between 2 and 3 s.", False),
    ],
)
def test_a_final_answer_line_is_recognised(unit: str, answers: bool) -> None:
    assert structure.is_final_answer(unit) is answers


def test_a_line_that_stops_mid_clause_reaches_past_a_blank_line() -> None:
    text = "Its impact speed is\n\n$$v = 40$$"
    units = [(0, 21, 0), (21, len(text), 1)]
    assert structure.neighbours(text, units, 1).before == "Its impact speed is\n\n"
    ended = "Its impact speed is 40 m/s.\n\nNext part."
    units = [(0, 29, 0), (29, len(ended), 1)]
    assert structure.neighbours(ended, units, 1).before == ""


def test_an_answer_the_marker_rejects_is_labelled_wrong() -> None:
    text = (
        "Student answer:\nm = 18/(-6.0) = -3.0 kg\nMarker: ✗ A mass cannot be negative.\n"
        "Student answer:\nt = 2.0 s\nMarker: ✓ 2/2\n"
    )
    wrong = [label for label in structure.read(text).labels if label.text == "Wrong"]
    assert len(wrong) == 1 and wrong[0].prose
    assert "-3.0 kg" in text[wrong[0].start : wrong[0].end]
    assert "2.0 s" not in text[wrong[0].start : wrong[0].end]



def test_structure_words_are_read_from_their_data_file() -> None:
    # data/structure_terms.txt: words whole, either apostrophe, "<n>" a number, symbols anywhere
    assert {"student", "marker", "accepts", "rejects", "step_opening"} <= set(structure._TERMS)
    step = re.compile(structure._any("step_opening"), re.IGNORECASE)
    assert step.match("Step 12") and step.match("sanity  check")
    assert not step.match("checkpoint") and not step.match("Step two")
    rejects = re.compile(structure._any("rejects"), re.IGNORECASE)
    assert rejects.search("✗ that can’t be") and rejects.search("plainly wrong.")
    assert not rejects.search("wrongly labelled axes")
    text = "Student’s working:\nm = -2 kg\nExaminer’s comment:\nMass can’t be negative.\n"
    assert [label.text for label in structure.read(text).labels] == ["Wrong"]


def test_a_later_line_may_name_a_row_by_its_number() -> None:
    later = "Trial 3 cannot be right: the sensor was not zeroed."
    (named,) = structure.NAMED_ITEM.finditer(later)
    assert (named["noun"], named["name"]) == ("Trial", "3")
    assert structure.names_item("| 3 | 9.8 | 8.3 | 1.18 |", "Trial", "3")
    assert structure.names_item("- Trial 3: 1.18", "trial", "3")
    assert not structure.names_item("| 1 | 9.8 | 13.1 | 0.75 |", "Trial", "3")
    # a quantity is no name: "run 3.5 km", "test 2,000 parts"; nor an article: "run a test"
    assert not list(structure.NAMED_ITEM.finditer("We run 3.5 km and test 2,000 parts."))
    named = structure.NAMED_ITEM.finditer("We run a test, then Run B.")
    assert [m["name"] for m in named] == ["B"]


def test_an_item_that_introduces_speaks_of_the_items_under_it_not_its_siblings() -> None:
    text = "(c) Heights between 150 and 182 cm:\n- z = 2\n(d) A 95 % interval:\n- 164.8 cm"
    read = structure.read(text)
    intro = "Heights between 150 and 182 cm:"

    def labels_at(at: int) -> list[str]:
        return [label.text for label in read.labels_within(at, at + 1)]

    assert intro in labels_at(text.index("z = 2"))
    assert intro not in labels_at(text.index("(d)"))


def test_a_count_left_at_a_lines_end_runs_on_into_the_next_line() -> None:
    text = "What is the chance that 4 out of a fresh sample of 200\nBritish voters agree?"
    assert structure.read(text).starts == ()
    # a line that ends on a figure of its own still ends its step
    steps = "The total is 200\nThe share is 40 %"
    assert structure.read(steps).starts == (steps.index("The share"),)


def test_a_numbered_title_over_bullets_introduces_them() -> None:
    text = "2. Browser shares (share of all page views)\n- Alpha: 55 %\n- Beta: 30 %"
    labels = [label.text for label in structure.read(text).labels]
    assert "Browser shares (share of all page views)" in labels
    # a numbered step over bullets of its own style introduces nothing
    steps = "1. Weigh the flask\n2. Fill it: 55 %"
    assert all("Weigh" not in label.text for label in structure.read(steps).labels)


def test_sections_run_to_the_next_heading_of_their_level() -> None:
    text = "# A\nintro\n## B\nbody\n**Cc**\nmore\n## D\nend"
    found = {text[start:end]: text[end:last] for start, end, last in structure.sections(text)}
    assert found["# A"] == "\nintro\n## B\nbody\n**Cc**\nmore\n## D\nend"
    assert found["## B"] == "\nbody\n**Cc**\nmore\n"
    assert found["**Cc**"] == "\nmore\n"
    assert found["## D"] == "\nend"


def test_a_report_of_several_sections_pairs_its_setup_with_its_results() -> None:
    news = (
        "The club met every Thursday in the old science block and sorted the equipment "
        "cupboard, labelled the meters and ran the stall at the open evening. "
    ) * 10
    report = (
        "# Spring term report\n\n## Setup\n\nThe release point was 18 m above the basement "
        "floor, and the ball was let go from rest by an electromagnet.\n\n## Club news\n\n"
        f"{news}\n\n## More news\n\n{news}\n\n## Results\n\nThe ball reached the basement "
        "floor 1.2 s after release."
    )
    assert 3000 < len(report) < structure.PASSAGE_CHARS
    assert [v["rule"] for v in physics_spacy.check(report)["violations"]] == [
        "impossible_free_fall"
    ]
    # an article longer than that is read a paragraph at a time
    article = report.replace("## More news", f"## Even more news\n\n{news * 4}\n\n## More news")
    assert len(article) > structure.PASSAGE_CHARS
    assert physics_spacy.check(article)["violations"] == []


def test_a_heading_over_sentence_items_labels_them_as_prose() -> None:
    text = (
        "### What changed\n\n"
        "- Running the model over many counts, we put her chance of winning at 104 %.\n"
        "- Turnout: 31 %\n"
    )
    read = structure.read(text)
    sentence_item = text.index("- Running")
    short_item = text.index("- Turnout")
    assert all(label.prose for label in read.labels if label.start == sentence_item)
    assert any(not label.prose for label in read.labels if label.start == short_item)


def test_a_z_score_in_a_long_worked_text_is_no_probability() -> None:
    # A text longer than one passage asks for probabilities, then works a percentile
    # through a z-score: "Z = (62 − 70)/3.3 = −2.42 → 0.0078" gives −2.42 as the statistic
    # and 0.0078 as the probability.
    intro = (
        "What is the probability that Dana scores at least 1250 on the exam?\n"
        "The probability Dana scores at least 1250 is the area above $Z = 0.75$, 0.2266.\n\n"
    )
    filler = "".join(
        f"Paragraph {k} says again that a normal model fits the scores well.\n\n"
        for k in range(90)
    )
    worked = (
        "Lena is 5'2'' tall.\n(a) What is Lena's height percentile?\n\n"
        "(a) $Z_{\\text{Lena}} = \\frac{62 - 70}{3.3} = -2.42\\ \\to\\ 0.0078$.\n"
    )
    text = intro + filler + worked
    assert len(text) > structure.PASSAGE_CHARS
    assert physics_spacy.check(text)["violations"] == []
    # the same result written as a probability is judged
    wrong = text.replace("-2.42\\ \\to\\ 0.0078", "-2.42\\ \\to\\ 1.0078")
    assert [v["rule"] for v in physics_spacy.check(wrong)["violations"]] == [
        "probability_out_of_range"
    ]


@pytest.mark.parametrize(
    ("reply", "takes_it"),
    [
        ("Thanks Lin, looks good.", True),
        ("Ha! 95 mph, awesome. Sadly no bridges here.", True),  # past an interjection
        ("Ouch, at that speed it's a write-off.", True),  # a write-off is no figure that is off
        ("Nice test, smart to use a drone instead of a rocket.", True),  # "instead of" compares
        ("Look at that number again.", False),
        ("Nice try, but that can't be right.", False),
        ("Hmm. That is not a speed.", False),
    ],
)
def test_a_reply_takes_the_quoted_figure_as_it_stands(reply: str, takes_it: bool) -> None:
    assert structure.takes_as_it_stands(reply) is takes_it


def test_a_bare_instead_corrects_and_instead_of_compares() -> None:
    assert structure.contests("Use 9.81 instead.")
    assert not structure.contests("We used a drone instead of a rocket.")


def test_a_reply_that_calls_the_figure_no_bug_vouches_for_it() -> None:
    assert not structure.contests("That's not a bug: the model really says 104 %.")
    assert structure.contests("That's not right: the model says 94 %.")


_THREAD = (
    "**u/garage** · 3h\n\nHe sells a motor that is 300 % efficient. My uncle wants one.\n\n"
    "**u/chris** · 512 points\n\n{reply}"
)


@pytest.mark.parametrize(
    ("reply", "rejected"),
    [
        ("No chance. Nothing puts out more than it takes in.", True),
        ("That's impossible: energy is conserved.", True),
        ("No way, it would run forever.", True),
        ("Great find, buy two.", False),
        ("Nope, gamma only comes in for time dilation.", False),  # no verdict word set off
        ("> My uncle wants one.\n\nNo chance.", False),  # it answers the line it quotes
        ("I'd say that's impossible.", False),  # not how the reply opens
    ],
)
def test_a_reply_that_opens_by_turning_a_post_down_rejects_it(reply: str, rejected: bool) -> None:
    text = _THREAD.format(reply=reply)
    assert structure.rejected_by_the_reply(text, [text.index("300 %")]) is rejected
    # a figure of the reply itself is not what the reply rejects
    assert not structure.rejected_by_the_reply(text, [len(text) - 2])
