"""Document structure: the lines of a text as units of judgement, and their labels.

Answers come as markdown as often as prose. A list item, a table row, a heading, or a
line that starts like a new sentence is a unit of its own, even without a full stop; a
sentence soft-wrapped over two lines stays one. A table cell is governed by its column
header ("Efficiency", "Mass (g)"), and a list item by the line that introduces the list
("Efficiency by device:"): these are the cell's or item's :class:`~physics_spacy.claims.Label`.

:func:`read` works on plain text and returns offsets into it; the component uses them to
start sentences and to hand each sentence its labels.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from functools import cached_property
from importlib import resources
from itertools import accumulate, pairwise

from . import cues
from .claims import Label, Neighbours


def parse_terms(text: str, name: str) -> dict[str, list[str]]:
    """The sections of a terms file: "[name]" and then one term a line; "#" comments."""
    sections: dict[str, list[str]] = {}
    terms: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("["):
            # a header with words after it would read as a term of the section above
            if not re.fullmatch(r"\[\w+\]", line):
                raise ValueError(f"{name}: malformed section header {raw!r}")
            terms = sections.setdefault(line[1:-1], [])
        elif line and not line.startswith("#"):
            terms.append(line)
    return sections


_TERMS = parse_terms(
    (resources.files("physics_spacy") / "data" / "structure_terms.txt").read_text("utf-8"),
    "data/structure_terms.txt",
)


def _any(section: str) -> str:
    """A regex source matching any term of ``data/structure_terms.txt``'s ``section``:
    words whole, "'" as either apostrophe, "<n>" a number; longest terms first."""
    words, symbols = [], []
    for term in sorted(_TERMS[section], key=len, reverse=True):
        source = re.escape(term).replace("'", "['’]").replace(r"\ <n>", r"\s*\d+")
        source = source.replace(r"\ ", r"\s+")
        (words if any(c.isalpha() for c in term) else symbols).append(source)
    alternatives = ([r"\b(?:" + "|".join(words) + r")\b"] if words else []) + symbols
    return "(?:" + "|".join(alternatives) + ")"


class Line(Enum):
    BLANK = "blank"
    TEXT = "text"
    ITEM = "item"
    HEADING = "heading"
    TABLE_ROW = "table row"
    TABLE_RULE = "table rule"


# The pictographs and symbols of emoji.
_EMOJI = r"[\U0001F300-\U0001FAFF\u2600-\u27BF]"
# A list item's marker: a bullet, a checkbox, "3.", "b)", "(2)", "(a)", or an emoji that
# heads each line of a social post's list ("🍕 pizza 45%").
_MARKER = (
    r"^\s*(?:[-*+•▪◦‣–☐☑□✓✔]|\d{1,3}[.)]|[a-zA-Z][.)]|\(\d{1,3}\)|\([a-z]\)"
    r"|" + _EMOJI + r"\uFE0F?)\s+"
)
_ITEM = re.compile(_MARKER + r"\S")
_HEADING = re.compile(r"^\s*#{1,6}\s+\S")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
# Markup that may close a line after its last word: "**Efficiency:**", "_note._"
_TRAILING_MARKUP = re.compile(r"[\s*_`]+$")
# A line that ends in one of these words, a comma or a dash runs on into the next line.
_RUNS_ON = re.compile(r"(?:[,(–—-]|" + _any("runs_on") + r")$", re.IGNORECASE)
# So does a count that what follows names: "… exactly 3 out of a new sample of 100\nAmerican
# adults have …"
_COUNT_RUNS_ON = re.compile(r"\b(?:of|among|than|per)\s+\d[\d,]*$", re.IGNORECASE)

# What comes before a line's last sentence: "Following up on the meeting. " of "Following up
# on the meeting. Here's the split we agreed:"; a last sentence of a word or two ("We asked
# 400 residents to choose *one* option. Results:") keeps the one before it.
# (a question before it stays: it asks what the list answers, "Where does our house's energy
# go? According to the audit:")
_LAST_SENTENCE = re.compile(r"^.*[.!][\"”’'*_)]*\s+(?=[A-Z]\S*(?:\s+\S+){2})", re.DOTALL)

# A time of day as a timeline or a chat log writes it: "10:41", "10:14:02".
_CLOCK = r"\d{1,2}:\d{2}(?::\d{2})?"
# A line's own label: "- **Change this week:** -0.3 kg", "Confidence: 104 %", "Conversion
# efficiency ...... 125 %" (a dot leader, or a lone dot between spaces, as a spec sheet
# aligns its values). The label starts with a letter, holds no sentence end, and is bold
# (or italic: "*Reader question:*"), an item's or short; it labels a value that starts
# with its number.
_LINE_LABEL = re.compile(
    r"^(?P<lead>\s*(?:(?:[-*+•▪◦‣]|\d{1,3}[.)])\s+)?)"
    # (a timeline's entry: "10:41 Duration of visible haze: -3 min")
    rf"(?:{_CLOCK}[ \t]+)?(?P<bold>\*\*|__|\*(?=\w)|_(?=\w))?"
    r"[\"']?(?P<label>[^\W\d_][^:.!?\n]{0,119}?)[\"']?(?P=bold)?"
    # (a bold run-in heading closes with a full stop: "**Common mistakes.** Forgetting …")
    r"(?:\s*:(?:\*\*|__|\*|_)?|\s*(?:\.{2,}|…+)|\s\.|(?(bold)\.(?P=bold)(?=[ \t])|(?!)))\s+"
)
# A value after a label, perhaps approximate or an example: "25 m", "about 35 m/s", "~3 s",
# "e.g. −0.3 g", "actually around 105 %".
_NUMBER_AHEAD = re.compile(
    r"(?:(?:actually|really|in\s+fact|typically|usually|normally)\s+)?"
    r"(?:(?:about|around|roughly|approximately|approx\.|nearly|almost|over|under|up\s+to"
    r"|at\s+(?:least|most)|just|only|(?:less|more|better|worse|higher|lower)\s+than|some|ca?\.|e\.g\.,?|for\s+example,?)\s+)?"
    r"\S*\d",
    re.IGNORECASE,
)
_SHORT_LABEL_WORDS = 8
_LONG_LABEL_WORDS = 14
# A value alone: a number and its unit, to the end of the line.
_BARE_VALUE = re.compile(r"[~≈]?\s*[-−+]?\d[\d.,]*\s*[^\s\d]{0,8}\s*")
_BRACKETED = re.compile(r"\([^()]*\)")
# Where a labelled value's clause ends: "Chance of a home win: 0.45, so the draw at 3.40
# is the value bet" labels 0.45, not the odds in the clause after it.
_VALUE_END = re.compile(r";|,\s+" + _any("value_end") + r"|[.!?](?=\s+[A-Z])")
# A part of a problem named in a table's row ("(c)") or a label ("Check on (c)", "Part
# (b)"), which is no unit ("(s)", "(°C)" are).
_PART_MARK = re.compile(
    # (after the part's number too: "Step 3 (c)", "Q2 (b)")
    r"(?:^|" + _any("part_names") + r"\s*(?:\d+[.:]?\s*)?)\((?:[a-f]|i{1,3}|iv)\)$",
    re.IGNORECASE,
)
# A unit in a column header: "Mass (g)", "Top speed [km/s]", "mass %".
_HEADER_UNIT = re.compile(r"[(\[]\s*([^()\[\]]{1,20}?)\s*[)\]]\s*$|(?<=[^\W\d_]\s)(%)$")
# A unit over a unit as a column header writes it, one no rule has a kind for: "W/A",
# "mW/mA", "lm/W", "g/t".
UNIT_RATIO = re.compile(r"[A-Za-zµΩ°]{1,4}\s*/\s*[A-Za-zµΩ°]{1,4}")
# A unit named in a clause that ends a title or an introduction: ", in inches", ", in km/h".
_UNIT_CLAUSE = re.compile(r",\s*in\s+(?P<unit>[^\W\d_]{1,12}(?:/[^\W\d_]{1,4})?)\s*:?$")
# A key in snake case that ends in a unit of one word, or of two short ones per each other:
# "hot_end_temp_C", "share_pct", "impact_speed_m_s".
_KEY_UNIT = re.compile(r"[^\W\d_]\w*?_(?P<unit>(?:[^\W\d_]{1,3}_)?[^\W\d_]{1,5})")
# What may follow the unit in an introduction: ", nominal:", ":".
_AFTER_THE_UNIT = re.compile(r"(?<=[)\]])(?:,\s*[^\W\d_]+(?:\s+[^\W\d_]+)?)?\s*:$")
_UNITS_OF = re.compile(
    r"^(?:in\s+)?(?:units|multiples|fractions?)\s+of\s+|^(?:[a-z]+\s+){0,2}in\s+", re.IGNORECASE
)


@dataclass(frozen=True)
class Structure:
    """Where the units of a text start, and the labels that govern parts of it."""

    starts: tuple[int, ...]
    labels: tuple[Label, ...]
    # spans of lists (items with no blank line between) and of tables' bodies
    lists: tuple[tuple[int, int], ...] = ()
    # spans of fenced blocks of program code ("```python" … "```"), fences included
    code: tuple[tuple[int, int], ...] = ()

    def in_code(self, start: int, end: int) -> bool:
        """Whether ``[start, end)`` lies in a block of program code: what a program does
        with its numbers, the text does not claim."""
        return any(first <= start and end <= last for first, last in self.code)

    def labels_within(self, start: int, end: int) -> tuple[Label, ...]:
        """The labels of ``[start, end)``, with offsets relative to ``start``."""
        # Labels are in order of their starts; a list item's label holds the label of its
        # own "Label: value". The ones that may reach into [start, end) come after every
        # label that, with all before it, ends by ``start``.
        first = bisect.bisect_right(self._reach, start)
        last = bisect.bisect_left(self._label_starts, end)
        return tuple(
            Label(
                max(label.start, start) - start,
                min(label.end, end) - start,
                label.text,
                label.prose,
            )
            for label in self.labels[first:last]
            if label.start < end and start < label.end
        )

    @cached_property
    def _label_starts(self) -> list[int]:
        return [label.start for label in self.labels]

    @cached_property
    def _reach(self) -> list[int]:
        """The furthest end of the labels up to each one."""
        return list(accumulate((label.end for label in self.labels), max))


def read(text: str) -> Structure:
    """The structure of ``text``: unit starts (offsets of lines that begin a unit, after
    the first; an item of a glued-dash list starts after its dash, the first one too) and
    labels of table cells and list items."""
    lines = _lines(text)
    dashed = _dash_items(text, lines)
    starts: list[int] = []
    labels: list[Label] = []
    previous: tuple[int, int, Line] | None = None
    header: list[tuple[int, int]] | None = None  # the cells of the current table's header
    intro: str | None = None  # the text of the line that introduces the current list
    introducing_item: str | None = None  # the marker style of an item that is the intro
    # a title over a list ("Guidance on common errors") lends its items only whether they
    # are asserted, as a label over prose does
    titled = False
    table_intro = ""  # what the introduction says of a table's rows under it
    rows_taken = False  # whether a table took the introduction's items
    # the heading of the current section, which names what its lists hold even past the
    # prose under it ("## Predicted failure probability" … "- random forest: 0.71")
    section: str | None = None
    lists: list[tuple[int, int]] = []
    asked: str | None = None  # the question a line right before asked, which a list answers
    for number, (start, end, kind) in enumerate(lines):
        line = text[start:end]
        if kind is Line.BLANK:
            previous = (start, end, kind) if previous is not None else None
            continue  # a list may have blank lines between its items
        question, asked = asked, None
        if number in dashed:
            # "-1/2 cup flour": the item starts after its dash, which is no minus sign
            kind = Line.ITEM
            starts.append(text.index("-", start) + 1)
        elif (
            kind is Line.TEXT
            and intro is not None
            and not rows_taken
            and (
                _labelled_value(line)
                or _PERCENT_OF_A_PART.fullmatch(line)
                or _ALIGNED_VALUE.fullmatch(line)
            )
        ):
            # "… the following mass percentages:\nCarbon: 62.1 %\nHydrogen: 10.4 %", "(by
            # weight):\n40% cumin\n30% coriander": lines of "Label: value" or of a
            # percentage and its part, or a name and its value in aligned columns ("  Python
            # 52%"), under what introduces them, are its items without bullets
            kind = Line.ITEM
            starts.append(start + len(line) - len(line.lstrip()))
        elif previous is not None and _starts_unit(text, previous, (start, end, kind)):
            starts.append(start + len(line) - len(line.lstrip()))
        elif previous is not None and previous[2] is not Line.BLANK:
            # a soft-wrapped line goes on under its first line's label over prose:
            # "Common mistakes: forgetting …, and reporting the speed of\nlight as …"
            _carry_over(labels, previous[1], end)
        if kind in (Line.TEXT, Line.ITEM):
            labels.extend(_line_labels(line, start))
            labels.extend(_key_value_labels(line, start))
        if kind is Line.TABLE_ROW:
            following = lines[number + 1][2] if number + 1 < len(lines) else None
            if following is Line.TABLE_RULE:
                header = _cells(text, start, end)
            elif header is not None:
                # a table's body is a list of rows, and what introduces it has its items
                # ("Chances for two fair dice:" / the table / "Conclusion: 7 is the most
                # likely single total." is no item of it)
                rows_taken = True
                if previous is not None and previous[2] is Line.TABLE_ROW:
                    lists[-1] = (lists[-1][0], end)
                else:
                    lists.append((start, end))
                cells, over = _aligned(text, header, _cells(text, start, end))
                if intro is not None and table_intro:
                    # what introduces a table says whether its rows are asserted and how
                    # they were answered; its column headers, not the introduction, say
                    # what each cell is
                    labels.append(Label(start, end, table_intro, prose=True))
                unit_cell = _unit_cell(text, over, cells)
                labels.extend(_status_labels(text, start, end, cells))
                labels.extend(_judged_false(text, start, end, over, cells))
                labels.extend(_cell_labels(text, over, cells, unit_cell))
                named = _percent_column(text, over)
                labels.extend(_row_label(text, [c for c in cells if c != unit_cell], named))
        elif kind is Line.TABLE_RULE:
            pass
        else:
            header = None
            if kind is Line.ITEM:
                if previous is not None and previous[2] is Line.ITEM:
                    lists[-1] = (lists[-1][0], end)
                else:
                    lists.append((start, end))
                if introducing_item is not None and _marker_style(line) == introducing_item:
                    # "(c) Probability a student is between …:" introduces the items under
                    # it, not "(d) A 95 % confidence interval …", the part after it
                    intro, introducing_item = None, None
                # a heading over an item that is a sentence of its own ("### What changed"
                # / "- … we put her chance of winning at 104 %") says what the section is
                # about, not what role the item's figures play
                sentence = _reads_as_sentence(line)
                if intro is not None:
                    labels.append(
                        Label(start, end, intro, prose=titled or (intro == section and sentence))
                    )
                if section is not None and intro != section:
                    labels.append(Label(start, end, section, prose=sentence))
                if _introduces(line):
                    # an item that ends in a colon introduces the items under it ("☐ Learn
                    # the UK electricity mix (share of all electricity generated):")
                    intro, titled, table_intro = _item_text(line), False, ""
                    introducing_item = _marker_style(line)
                elif _titles_items(text, lines, number):
                    # so does a numbered title over bullets ("2. Branching fractions for
                    # m_H = 125 GeV (fractions of all decays)" / "- H → bb̄: 68 %")
                    intro, titled, table_intro = _item_text(line), True, ""
                    introducing_item = _marker_style(line)
            elif (
                kind is Line.HEADING
                or _introduces(line)
                or _titles_list(lines, number, line)
                or _points_to_list(lines, number, line)
            ):
                introducing_item = None
                titled = kind is Line.TEXT and _titles_list(lines, number, line)
                # the sentence that ends in the colon introduces the list, not the whole line
                # ("Following up on the meeting. Here's the split we agreed:")
                intro = _TRAILING_MARKUP.sub("", line.strip().lstrip("#").strip())
                intro = _LAST_SENTENCE.sub("", intro)
                parts_asked = _ASKS_FOR_PARTS.search(question) if question else None
                if parts_asked and kind is Line.TEXT and intro.endswith(":"):
                    # "> How should I split my paycheck?" / "A simple plan:" / "- Rent:
                    # 50%": the list answers the question over its introduction, which
                    # asks for the parts of a whole
                    intro = f"{intro} (a breakdown: {parts_asked.group()})"
                rows_taken = False
                if kind is Line.HEADING:
                    section = intro
                # a heading or a title names a table's topic; only a line that introduces
                # what follows ("… here's the split:", a question) speaks of its rows
                table_intro = (
                    _table_introduction(intro)
                    if kind is not Line.HEADING and _introduces_rows(line)
                    else _unit_note(intro)
                )
            elif kind is Line.TEXT:
                if _THEMATIC_BREAK.fullmatch(line):
                    # "---" between a question and its answers ends what the heading over
                    # the question names
                    section = None
                # a note in brackets under an introduction is part of it: "**Q3 "Which ONE
                # feature matters most?"**" / "(single answer only, n = 1,240)" / "- …"
                note = _TRAILING_MARKUP.sub("", line.strip())
                bracketed = note.startswith("(") and note.endswith(")")
                intro = f"{intro} {note}" if intro is not None and bracketed else None
                if _ASKED_LINE.search(line):
                    asked = _TRAILING_MARKUP.sub("", line.strip().lstrip(">").strip())
        previous = (start, end, kind)
    labels.extend(_marked(text))
    labels.extend(_choices(text))
    labels.sort(key=lambda label: label.start)
    code = _code_blocks(text)
    # a block of code is a unit of its own, apart from the prose around it
    edges = (edge for first, last in code for edge in (first, last + 1))  # (after its "\n")
    # so is what an HTML block holds, though the line goes on ("… 5.1kW system.</p><p>Given …")
    blocks = (m.end() for m in _HTML_BLOCK_END.finditer(text)) if "<" in text else ()
    starts = sorted({*starts, *(edge for edge in (*edges, *blocks) if 0 < edge < len(text))})
    return Structure(tuple(starts), tuple(labels), tuple(lists), tuple(code))


# The end of an HTML block or line break with more of the line after it.
_HTML_BLOCK_END = re.compile(
    r"(?:</(?:p|li|div|h[1-6]|tr|blockquote)>|<br\s*/?>)[ \t]*(?=[^\s])", re.IGNORECASE
)


# A thematic break: "---", "***", "___" alone on a line.
_THEMATIC_BREAK = re.compile(r"\s*(?:(?:-\s*){3,}|(?:\*\s*){3,}|(?:_\s*){3,})")


def _code_blocks(text: str) -> list[tuple[int, int]]:
    """The spans of the fenced blocks whose fence names a programming language
    (``data/structure_terms.txt``, ``[code_languages]``: "```python"), from the opening
    fence to the end of the closing one (or of the text). A block of output or data ("```",
    "```text", "```yaml") is read as text."""
    if "```" not in text and "~~~" not in text:
        return []
    blocks = []
    for fence in _FENCE.finditer(text):
        language = fence.group("language").lower()
        if language in _CODE_LANGUAGES or (not language and _reads_as_code(fence.group())):
            blocks.append((fence.start(), fence.end()))
    return blocks


# A line of a program in a block whose fence names no language: it ends a statement or
# opens or closes a block ("var TYPE_TEMP = 0x01; //temp 2 bytes -3276.8°C -->3276.7°C"),
# imports, or assigns to a dotted name ("c.JupyterHub.log_level = 10").
_STATEMENT_LINE = re.compile(
    r"[;{}][ \t]*(?://[^\n]*)?\r?$"
    r"|^[ \t]*(?:import|from|def|class|return)\b[^\n]*$"
    r"|^[ \t]*[A-Za-z_]\w*(?:\.\w+)+(?:\[[^\]\n]*\])?[ \t]*=[^=\n]*$",
    re.MULTILINE,
)
# How many of a block's lines must read so, at least, and what share of them.
_STATEMENT_LINES = 3
_STATEMENT_SHARE = 0.5


def _reads_as_code(block: str) -> bool:
    """Whether a fenced block that names no language holds a program all the same."""
    lines = [line for line in block.splitlines()[1:] if line.strip()]
    statements = len(_STATEMENT_LINE.findall(block))
    return statements >= _STATEMENT_LINES and statements >= _STATEMENT_SHARE * len(lines)


_CODE_LANGUAGES = frozenset(_TERMS["code_languages"])
# A fenced block: its opening fence and the language it names (in braces too, as R Markdown
# and Quarto write it: "```{r}"), its lines, its closing fence.
_FENCE = re.compile(
    r"^[ \t]*(?P<mark>```|~~~)[ \t]*\{?[ \t]*(?P<language>[\w+#.-]*)[^\n]*\n(?:.*?\n)??"
    r"(?:[ \t]*(?P=mark)[ \t]*\r?(?=\n|$)|\Z)",
    re.MULTILINE | re.DOTALL,
)


# An option of a multiple-choice question: "\item $v=2.5c$", "B) 0.92c ✓", "- 75 %".
_OPTION = re.compile(
    r"^[ \t]*(?:\\item\b|[-*+]|\(?[A-Ea-e][.)])[ \t]*(?P<text>[^\n]*)$", re.MULTILINE
)
# What marks the option that is right: "\correct", "(correct)", "✓", "[x]".
_RIGHT_OPTION = re.compile(
    r"\\correct\b|\(correct\)|\*\*correct\*\*|[✓✔]|\[x\]|←\s*correct", re.IGNORECASE
)


def _choices(text: str) -> list[Label]:
    r"""The options of a multiple-choice question, where one of them is marked right
    ("\item $v=0.92c$ \correct"): the others are candidates it offers, not claims of the
    text ("\item $v=2.5c$"), each labelled a wrong option. Where none is marked, the
    lettered options right under a question ("… when it hits the ground?" over "a. 15 m/s",
    "b. 24 m/s", …) are all candidates, each labelled an option offered."""
    if not _RIGHT_OPTION.search(text):
        return _options_offered(text)
    labels: list[Label] = []
    run: list[re.Match[str]] = []
    for option in [*_OPTION.finditer(text), None]:
        if option is not None and (not run or text[run[-1].end() : option.start()] == "\n"):
            run.append(option)
            continue
        right = [o for o in run if _RIGHT_OPTION.search(o["text"])]
        if len(run) > 1 and len(right) == 1:
            labels += (
                Label(o.start(), o.end(), "Wrong option", prose=True) for o in run if o not in right
            )
        run = [option] if option is not None else []
    return labels


def _options_offered(text: str) -> list[Label]:
    """The lettered options of a question that marks none of them right (see
    :func:`_choices`): a run of three or more right under a line that asks."""
    labels: list[Label] = []
    run: list[re.Match[str]] = []
    for option in [*_LETTERED_OPTION.finditer(text), None]:
        if option is not None and run and text[run[-1].end() : option.start()].strip() == "":
            run.append(option)
            continue
        if len(run) >= _OFFERED_OPTIONS and text[: run[0].start()].rstrip().endswith("?"):
            labels += (Label(o.start(), o.end(), "Option offered", prose=True) for o in run)
        run = [option] if option is not None else []
    return labels


# A lettered option ("a. 15 m/s", "(b) 24 m/s"), and how many make a question's options.
_LETTERED_OPTION = re.compile(r"^[ \t]*\(?[A-Ea-e][.)][ \t]+[^\n]*$", re.MULTILINE)
_OFFERED_OPTIONS = 3


# A student's answer, and the marker's comment that judges it: "Student: … m = −3.0 kg" …
# "Marker: ✗ A mass cannot be negative."
_STUDENT_ANSWER = re.compile(
    r"^[ \t>*_#]*(?:" + _any("student")
    # … or one named: "Priya's answer: T = −12 K"
    + r"|(?-i:[A-Z][a-z]+)['’]s\s+(?:answer|working|solution|response))[ \t*_]*:",
    re.IGNORECASE | re.MULTILINE,
)
_MARKER_COMMENT = re.compile(
    r"^[ \t>*_#]*" + _any("marker") + r"(?:['’]s)?(?:\s+" + _any("marker_remark") + r")?"
    # (who wrote it, in brackets: "Margin note (TA):")
    r"(?:\s*\([^()\n]{1,20}\))?"
    r"[ \t*_]*:(?P<comment>[ \t]*\n[^\n]*|[^\n]*)",
    re.IGNORECASE | re.MULTILINE,
)
_ACCEPTS = re.compile(_any("accepts"), re.IGNORECASE)
_REJECTS = re.compile(_any("rejects"), re.IGNORECASE)


def _marked(text: str) -> list[Label]:
    """A student's answer as the marker's next comment judges it: one it rejects ("Marker:
    ✗ …", "…, which is impossible") is labelled a wrong answer, shown and not claimed; one
    it accepts ("Marker: ✓ 2/2", "Correct") is the text's own claim, as the mark scheme
    endorses it."""
    if not _MARKER_COMMENT.search(text):
        return []
    labels = []
    if _STUDENT_ANSWER.search(text) is None:
        # homework marked with no name over the answer: the comment judges the paragraph
        # above it ("**Part (c)** m = −3 kg" / "*Teacher:* ✗ check your sign")
        since = 0
        for comment in _MARKER_COMMENT.finditer(text):
            above = text[since : comment.start()].rstrip()
            breaks = [m.end() for m in _PARAGRAPH_BREAK.finditer(above)]
            start = since + (breaks[-1] if breaks else 0)
            if above[start - since :].strip() and (mark := _mark(comment.group("comment"))):
                labels.append(Label(start, comment.start(), mark, prose=True))
            since = comment.end()
        return labels
    for answer in _STUDENT_ANSWER.finditer(text):
        comment = _MARKER_COMMENT.search(text, answer.end())
        if comment is None:
            break
        if mark := _mark(comment.group("comment")):
            labels.append(Label(answer.start(), comment.start(), mark, prose=True))
    return labels


def _mark(verdict: str) -> str | None:
    """What a marker's comment makes of the answer: "Wrong", "Marked right" or neither."""
    if _REJECTS.search(verdict):
        return "Wrong"
    if _ACCEPTS.search(verdict):
        return "Marked right"
    return None


# A passage is judged as a whole (a worked answer's steps, a report whose setup gives the
# drop height and whose results give the landing time); longer texts are cut into
# paragraphs, so that a height and a time far apart in an article are never paired.
PASSAGE_CHARS = 6000
_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")


def passages(text: str, unit_starts: list[int]) -> list[tuple[int, int]]:
    """Groups of consecutive units (as index ranges into ``unit_starts``) read together:
    the whole text up to :data:`PASSAGE_CHARS`, else each paragraph."""
    if not unit_starts:
        return []
    if len(text) <= PASSAGE_CHARS:
        return [(0, len(unit_starts))]
    breaks = [m.start() for m in _PARAGRAPH_BREAK.finditer(text)]
    groups: list[tuple[int, int]] = []
    first = 0
    for index in range(1, len(unit_starts)):
        after_previous = bisect.bisect_right(breaks, unit_starts[index - 1])
        if after_previous < len(breaks) and breaks[after_previous] < unit_starts[index]:
            groups.append((first, index))
            first = index
    groups.append((first, len(unit_starts)))
    return [g for g in groups if g[1] - g[0] > 1]


# A numbered question ("Q2. Which … would encourage you? (tick all that apply)"), a
# survey's section ("Section B: Benefits used (select all that apply)") or a numbered item
# under its own bold title ("3. **JWST** released …") or a bold number ("**4.** True or
# false: …", a key's question): each holds a topic of its own, which a note inside it
# speaks of, not the document's other items.
_QUESTION_NUMBER = (
    r"Q(?:uestion)?[ \t]*\d{1,3}[.:)]|\d{1,3}[.)]\*\*[ \t]"
    # a quiz's heading line: "Question 3 True / False", "Question 1 Multiple Choice"
    r"|Question[ \t]+\d{1,3}(?=[ \t]*$|[ \t]+[A-Z(])"
)
_OPENING_MARK = r"[ \t]*(?:\*\*|#{1,6}[ \t]+)?"
_TOPIC_OPENING = re.compile(
    "^" + _OPENING_MARK + "(?:" + _QUESTION_NUMBER
    + r"|(?:Section|Part)[ \t]+[A-Z0-9]{1,3}\b[.:)]?|\d{1,3}[.)][ \t]+\*\*\S)",
    re.MULTILINE,
)


def sections(text: str) -> list[tuple[int, int, int]]:
    """Each heading of ``text`` as (start, end of its line, end of the section under it).
    A markdown heading's section runs to the next heading of its level or above; a line
    all in bold ("**Thought experiment**") is the lowest heading, whose section ends at
    the next heading of any kind; a plain title on the first line (:func:`has_title`) is
    over the whole text."""
    headings = sorted(
        [(m.start(), len(m.group(1))) for m in MARKDOWN_HEADING.finditer(text)]
        + [(m.start(), _bold_level(m.group())) for m in _BOLD_HEADING.finditer(text)]
    )
    if (not headings or headings[0][0] > 0) and has_title(text):
        headings.insert(0, (0, _TITLE_LEVEL))  # the document's title is over all of it
    found = []
    for index, (start, _) in enumerate(headings):
        line_end = text.find("\n", start)
        line_end = len(text) if line_end < 0 else line_end
        end = _section_end(headings, index, len(text))
        if _TOPIC_OPENING.match(text, start):
            # a numbered question's heading ("**Q2. What is your main printer? (pick
            # one)**") speaks of its question, not of the next one's ("**Q3. Print success
            # rate.** …"), whether or not that opens a heading of its own
            end = next((m.start() for m in _TOPIC_OPENING.finditer(text, line_end, end)), end)
        found.append((start, line_end, end))
    return found


_BOLD_LEVEL = 7  # below every markdown level
_TITLE_LEVEL = 0  # above every markdown level
_SUB_HEADING = re.compile(
    r"[ \t]*(?:\*\*|__)\s*" + _any("sub_heading") + r"\s*[.:]?\s*(?:\*\*|__)\s*$", re.IGNORECASE
)


def _bold_level(line: str) -> int:
    """A bold heading's level: one below a bold heading for a part of the problem above it
    ("**Solution**"), so the section it belongs to goes on past it."""
    return _BOLD_LEVEL + 1 if _SUB_HEADING.match(line) else _BOLD_LEVEL


def has_title(text: str) -> bool:
    """Whether the text opens with a plain title line: short, with no closing punctuation,
    and a line after it ("Support Chat — CoolBreeze Air Conditioning" over "Ticket #88213")."""
    return _PLAIN_TITLE.match(text) is not None


_PLAIN_TITLE = re.compile(r"[ \t]*[A-Za-z][^\n|>]{2,78}[^\s.,;:!?|]\s*\n[ \t]*\S")


def _section_end(headings: list[tuple[int, int]], index: int, length: int) -> int:
    """Where the section under ``headings[index]`` ((start, level) pairs, in order) ends:
    at the next heading of its level or above, else at ``length``."""
    level = headings[index][1]
    return next((start for start, other in headings[index + 1 :] if other <= level), length)


def paragraph_before(text: str, at: int) -> int:
    """Where the paragraph before the one that holds ``at`` begins (the text's start if
    there is none)."""
    breaks = list(_PARAGRAPH_BREAK.finditer(text, 0, at))
    return breaks[-2].end() if len(breaks) > 1 else 0


def topic_of(text: str, at: int) -> tuple[int, int] | None:
    """The numbered question or titled item whose opening paragraph holds ``at`` (see
    :func:`item_of`); else the markdown section that holds ``at``, from its heading to the
    next heading of its level or higher ("### Follow-up question (tick all that apply)"
    says nothing of the list under the heading before it); ``None`` outside both."""
    return item_of(text, at) or _section_of(text, at)


def question_of(text: str, at: int) -> tuple[int, int] | None:
    """The numbered question whose opening paragraph holds ``at``: an item of
    :func:`item_of` numbered as a question ("Q3.", a bold "**4.**") or whose first line
    asks ("3. **Drop test.** How long …?"); not a numbered step ("2. **Landing:** …")."""
    item = item_of(text, at)
    if item is None:
        return None
    line_end = text.find("\n", item[0])
    first_line = text[item[0] : len(text) if line_end < 0 else line_end]
    return item if _QUESTION_OPENING.match(first_line) or "?" in first_line else None


# A question's own number: "Q3.", "Question 2:", a bold "**4.**".
_QUESTION_OPENING = re.compile(_OPENING_MARK + "(?:" + _QUESTION_NUMBER + ")")


def opens_item(line: str) -> bool:
    """Whether ``line`` opens a list item ("- …", "2. …", "(b) …")."""
    return _ITEM.match(line) is not None


def item_of(text: str, at: int) -> tuple[int, int] | None:
    """The numbered question or titled item whose opening paragraph holds ``at``: from
    its opening to the next such opening (or the text's end); ``None`` outside one."""
    openings = [m.start() for m in _TOPIC_OPENING.finditer(text)]
    index = bisect.bisect_right(openings, at) - 1
    if index >= 0 and not _PARAGRAPH_BREAK.search(text, openings[index], at):
        end = openings[index + 1] if index + 1 < len(openings) else len(text)
        return openings[index], end
    return None


# A markdown heading: "## Results"; its level is the number of "#".
MARKDOWN_HEADING = re.compile(r"^[ \t]{0,3}(#{1,6})[ \t]+\S", re.MULTILINE)


def _section_of(text: str, at: int) -> tuple[int, int] | None:
    """The markdown section that holds ``at`` (its heading included); ``None`` before the
    first heading."""
    headings = [(m.start(), len(m.group(1))) for m in MARKDOWN_HEADING.finditer(text)]
    index = bisect.bisect_right(headings, (at, _BOLD_LEVEL)) - 1
    if index < 0:
        return None
    return headings[index][0], _section_end(headings, index, len(text))


def neighbours(text: str, units: Sequence[tuple[int, int, int]], index: int) -> Neighbours:
    """The units just before and after ``units[index]`` in its paragraph: where an answer
    explains the line before ("this 'speed' carries no signal") or denies it ("That claim
    is false."). Two labelled items of a list state separate facts ("- Heat-shield
    temperature: …, in shadow …", "- Comms link: 3.5 × 10⁸ m/s"): neither explains the
    other. (A question and its answer, "Q: …" and "A: …", do.)"""
    labelled = _labelled_item(text[units[index][0] : units[index][1]])

    def past_headings(other: int, step: int) -> int:
        # "**Step 2 (check).**" on its own names what follows; the step's text is beside
        # (but "**How tall is the tower?**" asks what the line after it answers)
        while 0 <= other + step < len(units) and (
            (
                (
                    _BARE_HEADING.fullmatch(text, units[other][0], units[other][1])
                    or _BARE_STEP.fullmatch(text, units[other][0], units[other][1])
                )
                and not _ASKS.search(text, units[other][0], units[other][1])
                # ("**Verdict: false.**" says something of the line before, as a label's value)
                and not _SAYS_AFTER_LABEL.search(text, units[other][0], units[other][1])
            )
            # "@dicegoblin: easy." opens a reply and says nothing of what it answers, and
            # "Possible?" asks about the line before it
            or (
                step < 0
                and (
                    _BARE_TURN.fullmatch(text, units[other][0], units[other][1])
                    or _BARE_QUESTION.fullmatch(text, units[other][0], units[other][1])
                )
            )
        ):
            other += step
        return other

    def beside(other: int) -> str:
        other = past_headings(other, other - index)
        low, high = sorted((index, other))
        earlier, between = text[units[low][0] : units[low][1]], text[units[low][0] : units[high][0]]
        later = text[units[low + 1][0] : units[low + 1][1]]
        # a step goes on from the step before it, not from the question it works on; a
        # line that opens with "This …" or "That speed …" speaks of the one before it
        goes_on = (
            (_STEP_OPENING.match(later) and not _ASKS.search(earlier))
            or OPENING_ANAPHOR.match(later, leading_label_end(later))
            # a reply right under the line it quotes ("> Got a probability of 1.3" / "Not
            # allowed."), and a comment under a post ("> *Comment by rina:* No. …")
            or (QUOTE_LINE.match(earlier) and not QUOTE_LINE.match(later))
            or _COMMENT_LABEL.match(later)
            or (_VERDICT_LABEL.match(later) and _CLAIM_LABEL.match(earlier))
            # a sentence that goes on past a display formula: "… $v ≈ 7.0×10^5$ km/s," /
            # "or roughly 2.3 times the speed of light."
            or (earlier.rstrip().endswith(",") and _GOES_ON_LOWER.match(later))
        )
        if (
            _PARAGRAPH_BREAK.search(between)
            and not _RUNS_ON_PAST_BREAK.search(earlier)
            and not goes_on
        ):
            return ""
        unit = text[units[other][0] : units[other][1]]
        return "" if labelled and _labelled_item(unit) else unit

    def backdrop() -> tuple[str, ...]:
        # only past a unit before of no figures, within the paragraph
        found: list[str] = []
        for other in range(index - 1, max(-1, index - 2 - _BACKDROP_UNITS), -1):
            start, end, _ = units[other]
            if _PARAGRAPH_BREAK.search(text, start, units[index][0]) or _FIGURE.search(
                text, start, end
            ):
                break
            found.append(text[start:end])
        return tuple(found[1:])

    def told_first() -> str:
        # the nearest unit before with a figure, past units of none and past a paragraph
        # break (a reply's turn): where a figure said again was first said
        for other in range(index - 1, max(-1, index - 2 - _BACKDROP_UNITS), -1):
            start, end, _ = units[other]
            if _FIGURE.search(text, start, end):
                return text[start:end]
        return ""

    def onward() -> tuple[str, ...]:
        found: list[str] = []
        for start, end, _ in units[index + 1 :]:
            if len(found) == _ONWARD_UNITS:
                break
            if _BYLINE.fullmatch(text[start:end].strip()):
                continue  # a reply's byline says nothing of the post above it
            if _BARE_HEADING.fullmatch(text, start, end):
                # a new section speaks of its own figures; its heading may still speak of
                # the section before ("**Why that cannot be true**")
                if _HEADING_POINTS_BACK.search(text, start, end):
                    found.append(text[start:end])
                break
            found.append(text[start:end])
        return tuple(found)

    return Neighbours(
        beside(index - 1) if index > 0 else "",
        beside(index + 1) if index + 1 < len(units) else "",
        onward=onward(),
        backdrop=backdrop(),
        first_said=told_first(),
    )


# A question of a word or three and no figure, about the line before it: "Possible?",
# "Is that realistic?".
# (not one that asks for a figure, "How long?", which its answer's figures answer)
_BARE_QUESTION = re.compile(
    r"[ \t*_]*(?!(?:how|what|when|where|which|who|why)\b)[^\W\d_]+(?:[ \t]+[^\W\d_']+){0,2}"
    r"\?[*_]*\s*",
    re.IGNORECASE,
)
# A post's byline: a handle, a reply's mark or votes set apart ("**u/orbital_ollie** · 2.3k",
# "**reply — Wall_St_Wendy**"), not a bold heading ("**Why that cannot be true**").
_VOTES = r"\s*[·•|]\s*[\d.,]+\s*k?(?:\s*(?:points?|votes?))?"
_BYLINE = re.compile(
    rf"\*{{1,2}}(?:(?:u/|@|reply\b|comment\b)[^*\n]{{0,60}}\*{{1,2}}(?:{_VOTES})?"
    rf"|[^*\n]{{1,60}}\*{{1,2}}{_VOTES})",
    re.IGNORECASE,
)
# The line over a message that names its writer: "On Wed, 5 Jun, Raj Dholakia wrote:",
# "**palmfarmer_ph** wrote:".
ATTRIBUTION = r"[^\n]{0,60}\b(?:wrote|writes|replied|replies|said|says|posted)\b[^\n]{0,6}$"
# A field of a message's header: "Date: Sun, 05 Nov 2017 11:48:22 -0800".
MESSAGE_HEADER = re.compile(r"(?:" + _any("message_header") + r"|x-[\w-]+):[ \t]", re.IGNORECASE)
# A line of a quotation ("> Got a probability of 1.3"), and the label of a comment on a post.
QUOTE_LINE = re.compile(r"[ \t]*>")
_QUOTE_MARKS = re.compile(r"(?:[ \t]*>)+[ \t]?")
_COMMENT_LABEL = re.compile(r"[ \t>*_]*" + _any("reply_label") + r"[^:\n]{0,40}:", re.IGNORECASE)


def _opening_label(section: str) -> re.Pattern[str]:
    """A line that opens with a label of ``section`` and its colon ("**Verdict:** …")."""
    return re.compile(r"[ \t>*_]*" + _any(section) + r"[ \t*_]*:", re.IGNORECASE)


_VERDICT_LABEL = _opening_label("verdict_label")
_CLAIM_LABEL = _opening_label("claim_label")
# What a reply under a quoted line says of it, in its first sentence: "Look at that number
# again." questions it, "That's incredible progress." takes it as it stands.
_CONTESTS = re.compile(_any("contests"), re.IGNORECASE)
PRAISES = re.compile(_any("praises"), re.IGNORECASE)
# "That's not a bug", "… really is 104 %": words that vouch for the figure answered.
_VOUCHES = (
    r"\b(?:not|n['’]t)\s+(?:a\s+)?(?:bug|typo|mistake|glitch|misprint|error)\b"
    r"|\breally\s+(?:is|was|are|were)\b"
)
# "instead of" compares ("smart to do it with a drone instead of a real lawn dart"), where a
# bare "instead" corrects ("use 9.81 instead"); a "write-off" is no figure that is off; "no
# wonder it bounced so high" explains by the figure.
_NOT_CONTESTING = re.compile(
    r"\binstead\s+of\b|(?<=\w-)off\b|\bno\s+(?:wonder|doubt|kidding|joke)\b|" + _VOUCHES,
    re.IGNORECASE,
)


_VOUCHING = re.compile(_VOUCHES, re.IGNORECASE)


def rejected_by_the_reply(text: str, starts: Sequence[int]) -> bool:
    """Whether the offsets ``starts`` all stand in one post of a thread (or one turn of a
    transcript) and the reply right after it opens by rejecting it (``[reply_rejects]``:
    "No chance.", "That's impossible.") or by giving the figure right (``[reply_corrects]``:
    "No, it's 690,000 km/h"): a figure the next writer turns down at once is
    one the thread poses, not one it asserts. A post ends at a byline ("**u/chris** · 512
    points"), a thematic break or the next speaker's turn ("**thermo_theo:**")."""
    if not starts:
        return False
    post_end = _next_post(text, min(starts))
    if post_end is None or max(starts) >= post_end:
        return False
    for line in text[post_end:].splitlines()[: _REPLY_LINES]:
        words = line.strip()
        if not words or _THEMATIC_BREAK.fullmatch(words) or _BYLINE.fullmatch(words):
            continue
        if QUOTE_LINE.match(line):
            return False  # a reply that quotes first answers the quote
        opening = _SPEAKER.match(line)
        at = opening.end() if opening else 0
        return bool(_REPLY_REJECTS.match(line, at) or _REPLY_CORRECTS.match(line, at))
    return False


def _next_post(text: str, at: int) -> int | None:
    """Where the post that holds offset ``at`` ends: the start of the next line that opens
    a post (a byline, a thematic break, a speaker's turn), if any."""
    line_end = text.find("\n", at)
    while line_end >= 0:
        start = line_end + 1
        end = text.find("\n", start)
        line = text[start : len(text) if end < 0 else end]
        words = line.strip()
        if words and (
            _THEMATIC_BREAK.fullmatch(words)
            or _BYLINE.fullmatch(words)
            or _SPEAKER.match(line)
            or QUOTE_LINE.match(line)  # a reply nested under it
        ):
            return start
        line_end = end
    return None


# How many lines past a post's end its reply's words may open (a byline, a blank line).
_REPLY_LINES = 8
# (the verdict a sentence of its own, or set off: "No chance.", "No way, a motor …")
_REPLY_REJECTS = re.compile(
    r"[ \t*_]*(?:" + _any("reply_rejects") + r")[*_]*\s*[.!,:;—–-]", re.IGNORECASE
)
_REPLY_CORRECTS = re.compile(r"[ \t*_]*(?:" + _any("reply_corrects") + r")\s", re.IGNORECASE)


def contests(text: str) -> bool:
    """Whether a reply's words question what it answers (``[contests]``)."""
    return bool(_CONTESTS.search(_NOT_CONTESTING.sub("", text)))


# A reply's writer before its words ("**u/auroraChaser_MN** (OP): That's wild, thank you."),
# and the first sentence of those words.
_REPLY_LABEL = re.compile(r"^[ \t*_]*[^:\n]{1,60}?[*_)]\s*:[*_]*\s*")
_FIRST_SENTENCE = re.compile(r"[^.!?]*[.!?]?")
# A sentence of one word: "Ha!", "Wow."
_ONE_WORD = re.compile(r"[\s*_]*[^\W\d_]+[!.]*\s*")


def takes_as_it_stands(reply: str) -> bool:
    """Whether a reply's line takes the message it answers as it stands: its first sentence
    thanks or praises ("Thanks Lin, looks good.") and questions nothing ("Look at that
    number again.", "Thanks, but …")."""
    first, second = _opening_sentences(reply)
    if _ONE_WORD.fullmatch(first) and not PRAISES.search(first):
        first += second  # past an interjection: "Ha! 95 mph, awesome."
    agrees = PRAISES.search(first) or _AGREES_OPENING.match(first) or _VOUCHING.search(first)
    return bool(agrees) and not contests(first)


def questions_it(reply: str) -> bool:
    """Whether a reply questions the message it answers: its first two sentences (past its
    writer's name) have words that question ("Look at that number again.", "I can't read
    it as written") or ask ("Where did the 45 and 35 come from?"), and its first sentence
    neither thanks nor praises. A reply that only reacts ("That's heartbreaking."), goes on
    from it ("ok so rearrange: …") or adds to it ("Classic profile for a house of that
    age.") takes it as it stands."""
    first, second = _opening_sentences(reply)
    # a question asks about the figure if it opens the reply, or names a figure or points
    # back ("Where did the 45 and 35 come from?", "Is that right?"); one that asks of
    # something else moves on ("That's as fast as a fastball, no wonder it bounced. What
    # pressure was the ball at?")
    asks = "?" in first or ("?" in second and bool(_ASKS_OF_IT.search(second)))
    return (contests(first + second) or asks) and not takes_as_it_stands(reply)


# What in a question points at the figure answered: a number, or a word standing for it.
_ASKS_OF_IT = re.compile(
    r"\d|\b(?:that|this|those|these|it|figure|number|value|result|answer)\b", re.IGNORECASE
)


def _opening_sentences(reply: str) -> tuple[str, str]:
    """The first two sentences of a reply's words, past its writer's name."""
    words = _REPLY_LABEL.sub("", reply, count=1)
    first = _FIRST_SENTENCE.match(words).group()
    return first, _FIRST_SENTENCE.match(words, len(first)).group()


def thanks_without_doubt(paragraph: str) -> bool:
    """Whether a reply's paragraph thanks for the message it answers and questions nothing
    ("That settles it, MPPT it is. … Thanks Dan.")."""
    return bool(_THANKS.search(paragraph)) and not contests(paragraph)


_THANKS = re.compile(_any("thanks"), re.IGNORECASE)
_REASSERTS = re.compile(_any("reasserts"), re.IGNORECASE)


def reasserts(text: str, at: int) -> bool:
    """Whether the line of ``text`` up to ``at`` vouches for the figure there or gives it as
    the final word ("the PowerLoop really is 135 % efficient", "Key numbers so far: …")."""
    return _REASSERTS.search(text, text.rfind("\n", 0, at) + 1, at) is not None


# A reply that opens by agreeing: "Right, at -320 C I'll have to …", "Yes! …".
_AGREES_OPENING = re.compile(
    r"[\s*_>]*(?:right|yes|yep|yeah|yup|exactly|true|indeed|ok|okay|sure)\b\s*[,.!—–-]",
    re.IGNORECASE,
)


# A line that states what a supposed section concludes: "Result: …", "So the vessel …".
# (a correction's opening, set off by punctuation: "Actually, no —", "Correction:")
CORRECTION_OPENING = re.compile(
    r"[\s*_#>]*(?:"
    + _any("correction_opening")
    + r"[\s*_]*[:,.!—–-]|"
    + _any("correction_in_passing")
    + r"\b)",
    re.IGNORECASE,
)
# A sentence's opening past markup and a speaker's label ("User: …").
_PAST_SPEAKER = r"[\W_]*(?:\w+:\s*)?"
# A sentence that asks as it opens ("Is it really 2c??"), and one that asks only who else
# saw what it tells ("Anyone else notice …?").
ASKING_OPENING = re.compile(_PAST_SPEAKER + _any("asking_opening"), re.IGNORECASE)
PRESUPPOSING_QUESTION = re.compile(
    _PAST_SPEAKER + _any("presupposing_question") + r"\b", re.IGNORECASE
)
CONCLUSION_OPENING = re.compile(
    r"[\s*_#>]*" + _any("conclusion_opening") + r"[\s*_]*[:,]?\s", re.IGNORECASE
)
# A line that introduces what a supposed section works out: "Let's run the numbers:".
WORKS_OUT = re.compile(_any("works_out"), re.IGNORECASE)
# A line that introduces a quoted block as the writer's own text: "My results section says:".
OWN_WORDS = re.compile(_any("own_words") + r"[^\n]{0,40}:[ \t*_]*$", re.IGNORECASE)
# A line that sums up the answers above it: "Summary: (a) …; (d) −1.5 × 10⁻¹² kg".
SUMMARY_LABEL = re.compile(r"[\s*_#>]*" + _any("summary_label") + r"[\s*_]*:", re.IGNORECASE)
# How far on a later line may stand from the figures it names, in units.
_ONWARD_UNITS = 5
# A bold label with its value: "**Verdict: false.**".
_SAYS_AFTER_LABEL = re.compile(r":[*_\s]*\w")
# A heading that points back at what came before: "Why that cannot be true", "That claim, checked".
_HEADING_POINTS_BACK = re.compile(r"\b(?:that|this|these|those|the above)\b", re.IGNORECASE)
# How far back past lines of no figures a release may be told, in units.
_BACKDROP_UNITS = 2
_FIGURE = re.compile(r"\d")


# A unit that asks: "… what is the probability they have the disease?"
_ASKS = re.compile(r"\?[\s*_`]*$")
# A unit that is only a heading or a bold label: "**Step 2 (check).**", "### Answer".
_BARE_HEADING = re.compile(r"\s*(?:\*\*[^*\n]{1,60}\*\*|__[^_\n]{1,60}__|#{1,6} [^\n]{1,60})\s*")
# A step's name alone, which a segmenter may make a sentence of its own: "Step 3." / "Sanity
# check: that is faster than light".
_BARE_STEP = re.compile(r"\s*" + _any("step_opening") + r"\s*[.:)]?\s*", re.IGNORECASE)
# A step of a worked answer goes on from the step before it, past a blank line: "**Step 2
# (check).** That is almost twice c, so …".
_STEP_OPENING = re.compile(r"[\s*_#>]*" + _any("step_opening"), re.IGNORECASE)


def problem_asked(text: str, units: Sequence[tuple[int, int, int]]) -> int | None:
    """The index of the first unit that poses the document's problem: a question ("how
    long does it take to hit the water?") or an instruction ("Find the fall time and the
    impact speed."); ``None`` if there is none."""
    for index, (start, end, _) in enumerate(units):
        if _POSES.search(text[start:end]):
            return index
    return None


def answers(text: str, units: Sequence[tuple[int, int, int]]) -> dict[int, str]:
    """The units that answer a worked problem, each with the question it answers.

    A final answer ("**Answer:** about 3.6 s") answers the question of its part, if the
    problem has parts ("(b) A ball is released … Calculate its speed just before
    impact."), or else the document's first; so does the last computed value before a
    bare final answer ("#### 14", which repeats it without its unit). In a problem of
    parts, the last computed value of each part ("$v = 2 \\times 9.8 \\times 5.0 = 98$
    m/s", before "(c)") answers that part's question, and so does the last computed value
    of each question of a set ("**Q1.** … Find its speed just before it lands." … "- **v =
    28.0 m/s**", before "**Q2.**"). A part that poses nothing of its own answers what the
    document's question asks of it ("Find: (a) the time to reach the ground; (b) the speed on
    impact." … "(a) t = √(80/9.8) = 2.86 s"). Without parts or a final answer line, the
    last computed value of a student's answer answers the question."""
    first = problem_asked(text, units)
    if first is None:
        return {}
    # a question of parts may run over several sentences: "(a) What is its efficiency?
    # (b) How much heat is rejected? …"
    last = first
    while last + 1 < len(units) and _POSES.search(text[units[last + 1][0] : units[last + 1][1]]):
        last += 1
    asked = text[units[first][0] : units[last][1]]
    # a question posed inside a part ("**(a) Heat engine.** … Is this allowed?") is that
    # part's: it asks nothing of the parts after it
    asked_in_part = len(_PART_MARKER.findall(asked)) < 2 and any(
        _PART.match(text[start:end]) for start, end, _ in units[: first + 1]
    )
    found: dict[int, str] = {}
    in_part = False
    part: str | None = None  # the question of the current part
    posed = False  # whether the part poses a question of its own
    computed: int | None = None  # the part's last unit that computes a value
    answering = False  # in a student's answer ("Student:"), before the marker's comment
    student_computed: int | None = None  # its last unit that computes a value
    solution_computed: int | None = None  # the last unit after the question that computes
    for index, (start, end, _) in enumerate(units):
        unit = text[start:end]
        if _BARE_FINAL_ANSWER.match(unit) and part is None and solution_computed is not None:
            # "v = √(2 × 9.8 × 5) = 14 m/s" / "#### 14": the step the bare number repeats
            found[solution_computed] = asked
        if index > last and _COMPUTED.search(unit):
            solution_computed = index
        opening = _PART.match(unit)
        numbered = opening is None and _NUMBERED_QUESTION.match(unit)
        if opening or numbered:
            if part is not None and computed is not None:
                found[computed] = part
            if opening:
                letter = opening["part"] or opening["roman"]
                part = _part_of(asked, letter) if index > first and not asked_in_part else None
            else:
                part = None  # a question of a set poses its own (below)
            in_part, posed, computed = True, False, None
        if _POSES.search(unit):
            if in_part and not posed:
                # what was computed before the part poses its question answers no later
                # one ("EBM = 8.08" / "Why would the error bound change if …?")
                if part is not None and computed is not None:
                    found[computed] = part
                part, posed, computed = unit, True, None
        elif index > first and is_final_answer(unit):
            # "Answers: (a) t = 2.1 s (b) v = 21 m/s" answers every part
            every_part = len(_PART_MARKER.findall(unit)) > 1
            found[index] = asked if part is None or every_part else part
        elif part is not None and _COMPUTED.search(unit):
            computed = index
        if index > last and _STUDENT_ANSWER.search(unit):
            answering = True
        elif _MARKER_COMMENT.match(unit):
            answering = False
        if answering and _COMPUTED.search(unit):
            student_computed = index
    if part is not None and computed is not None:
        found[computed] = part
    elif not found and student_computed is not None:
        # a student's answer to a problem without parts ends in the answer ("Student:\n…
        # t = √(80/9.8)\nt = 2.9 s")
        found[student_computed] = asked
    return found


def _part_of(question: str, part: str) -> str | None:
    """What ``question`` asks in its part ``part`` ("(c) What is its power?" of "(a) What
    is its efficiency? … (c) What is its power …?"); all of it if it has no parts, and
    nothing if it has parts but not this one (the answer's "(c) Sanity check" after a
    question of (a) and (b))."""
    marker = re.search(rf"\(?{re.escape(part)}\)", question, re.IGNORECASE)
    if marker is None:
        return None if _PART_MARKER.search(question) else question
    following = _PART_MARKER.search(question, marker.end())
    return question[marker.start() : following.start() if following else len(question)]


def is_final_answer(unit: str) -> bool:
    """Whether a unit gives a worked problem's final answer: "**Answer:** about 3.6 s",
    "Final answer: 2.9 s", "- **Result:** t ≈ 1.3 s", "**v ≈ 29.4 m/s**",
    "$\\boxed{t \\approx 2.9\\ \\text{s}}$",
    or a mark scheme's line that earns an answer mark ("t = 2.86 s  [1]", "t = 3.19 s
    (A1)")."""
    return bool(_FINAL_ANSWER.search(unit))


# A problem posed: a question mark that ends a clause, or an instruction opening a sentence,
# a part ("(a) Calculate …") or a clause ("Neglecting air resistance, calculate …"), or
# what a method is used for.
_POSES = re.compile(
    r"\?(?=[\s*_`]*(?:\s|$))"
    r"|(?:^[\s*_#>]*(?:(?:q?\d{1,2})?\(?[a-z0-9]{1,3}[.)]\s*)?|[.:*,]\s*"
    # "Use conservation of energy to find its speed …"
    r"|^[\s*_#>]*use\b[^.?!\n]{1,60}\bto\s+)" + _any("instruction"),
    re.IGNORECASE,
)
# A part of a problem: "(b) A ball is released …", "**b)** …", "Part (c): …", "5(b)
# Calculate …" (part b of question 5, as mark schemes number them).
_PART_MARKER = re.compile(r"\(?[a-h]\)|\([ivx]{1,4}\)", re.IGNORECASE)
# A part's letter or numeral in brackets: "(b)", "(iii)".
PART_IN_BRACKETS = r"\((?:[a-h]|i{1,3}|iv|vi{0,3})\)"
# The marker of a part of a question or an answer, "(b)" or "(iii)", which ends the roles
# that the part before gave; not what is said of every part (a report, a denial, a list's
# note), nor a label ("Q (b)"), nor a part named in passing ("the temperature change in (b)
# is −137 K").
ANSWER_PART = re.compile(
    r"(?<![\w)])(?<!\bin\s)(?<!\bof\s)(?<!\bfor\s)(?<!\bfrom\s)(?<!\bpart\s)"
    + PART_IN_BRACKETS
    + r"(?=\s)"
)
_PART = re.compile(
    r"[\s*_#>]*(?:part\s+)?(?:q?\d{1,2})?(?:\(?(?P<part>[a-h])\)|\((?P<roman>[ivx]{1,4})\))",
    re.IGNORECASE,
)
# A question of a set, each with its own solution: "**Q1.** A ball is dropped …",
# "Problem 2:", "Exercise 3."
_NUMBERED_QUESTION = re.compile(
    r"[\s*_#>]*(?:Q|Question|Problem|Exercise)\s*\d{1,2}\b[.:)]?"
    # a problem's number set in bold: "**11.3** A refrigerator removes …"
    r"|\s*\*\*\d{1,2}(?:\.\d{1,2})?[.:)]?\*\*\s"
)
# A step that computes a value: "$v = 2 \times 9.8 \times 5.0 = 98$ m/s".
_COMPUTED = re.compile(r"=[^=\n]*\d[^=\n]*\s*$")
# A solution's last line that gives the answer as a bare number: "#### 14".
_BARE_FINAL_ANSWER = re.compile(r"[ \t]*####[ \t]*[-−]?[\d.,/]+[ \t]*$")
_FINAL_ANSWER = re.compile(
    r"^[\s*_#>]*(?:[-•]\s+[*_]*)?(?:(?:my|our|the)\s+)?(?:final\s+)?(?:answers?|ans\.?|result)\b"
    r"[*_\s]*[:—–-]|\\boxed\{"
    # a mark scheme's answer line: "t = √(80/9.81) = 2.86 s  [1]", "t = 3.19 s (A1)."
    r"|=[^=\n]*\d[^=\n]*(?:\[\s*\d\s*(?:marks?)?\s*\]|\((?:[AB]\d|\d\s*marks?)\))[.;,]?\s*$"
    # a result on a line of its own, all in bold: "**v ≈ 29.4 m/s**"
    r"|^\s*\*\*[^*\n]*[=≈][^*\n]*\d[^*\n]*\*\*\s*$",
    re.IGNORECASE,
)


# A line that carries on the sentence of the line before: "or roughly …", "i.e. …", "which …".
_GOES_ON_LOWER = re.compile(r"(?:or|i\.e\.|that is|which|equivalently|where|and)\b")
# A line that stops mid-clause runs on past a blank line ("Its impact speed is\n\n$$v = …
# = 40\ \text{m/s}$$", "The results:\n\n| … |").
_RUNS_ON_PAST_BREAK = re.compile(r"(?::|=|" + _any("runs_on_past_break") + r")\s*$", re.IGNORECASE)

# A chat log's time stamp before its speaker: "[16:05] ben: wait no, that's the change".
_TIME_STAMP = (
    rf"(?:\[{_CLOCK}(?:\s?[AaPp]\.?[Mm]\.?)?\][ \t]*"
    # a timeline's entry: "- 11:32 Two adjacent motors stop", "10:14:02 — The hook swings"
    rf"|(?:[-•+][ \t]+)?{_CLOCK}(?:\s?[AaPp]\.?[Mm]\.?)?[ \t]+(?:[—–-][ \t]+)?)?"
)
# A line's own label or mark, numbered or not: "**Step 2 (check).** ", "3. ", "(b) ".
_LEADING_LABEL = re.compile(
    r"[\s*_#>]*"
    + _TIME_STAMP
    # (a speaker's title is part of the name: "**DR. OYELARAN:**")
    + r"(?:\(?[a-z0-9]{1,3}[.)]\s+|(?:(?i:"
    + cues.PERSONAL_TITLE
    + r")\s+)?[A-Za-z][\w ]{0,24}?\d{0,3}"
    r"\s*(?:\([^()\d]*\))?"
    r"\s*[.:][*_]*\s+)?"
)


def leading_label_end(line: str) -> int:
    """Where a line's text starts after its own label or mark (see _LEADING_LABEL)."""
    m = _LEADING_LABEL.match(line)
    return m.end() if m else 0


# What stands for the claims of the unit before: a pronoun that opens a unit ("This
# exceeds c, …", "Bro, that's …"; not "this 5 kg block"), or a demonstrative before a word
# for a figure anywhere in it ("…, so this value must be rejected"). The context stage
# lends the claims before the denial or report of a trigger that reaches it
# (docs/context.md).
OPENING_ANAPHOR = re.compile(
    r"(?:" + _any("interjection") + r"[,!]\s+)?" + _any("anaphor_opening") + r"(?![ \t]*[\d$(=−-])",
    re.IGNORECASE,
)
# ... and a pronoun that opens a later clause of such a unit: "That is faster than light, so
# it cannot be right."
ANAPHOR_AGAIN = re.compile(
    r"[,;]\s+(?:" + _any("anaphor_again") + r"\s+)?(" + _any("anaphor_opening") + ")",
    re.IGNORECASE,
)
# ... and a pronoun that opens a later clause as the subject of its verb, whatever opens the
# unit: "Your instinct is right, that can't be the answer."
_SUBJECT_OF_ITS_VERB = (
    r"(" + _any("anaphor_opening") + r")(?=['’]s\b|\s+" + _any("anaphor_verb") + ")"
)
ANAPHOR_CLAUSE = re.compile(
    # ("So either I've made a mistake, or that's not a probability.")
    # (a dash may stand close: "The velocity is too high—it’s greater than …")
    r"(?:[,;:]\s+|[—–]\s*)(?:(?:or|and|but|so)\s+)?" + _SUBJECT_OF_ITS_VERB,
    re.IGNORECASE,
)
# ... and after a conjunction, of the unit's own figure before it: "… = 1.60c, is the
# Galilean answer and it is wrong".
ANAPHOR_CONJOINED = re.compile(r"\b(?:and|but|so)\s+" + _SUBJECT_OF_ITS_VERB, re.IGNORECASE)
# ("the screenshot's number": a figure named by what shows it, the word in group "owner";
# "the advertised figure": by the verb that put it forward, in group "echo")
# (but a claim or report that a clause after it tells speaks of that clause: "The
# caption's claim that a worker was hospitalised is false")
ANAPHOR = re.compile(
    _any("anaphor_determiner")
    + r"\s+(?:(?P<owner>\w+)['’]s\s+|(?P<echo>[^\W\d_]{3,}ed)\s+)?"
    + _any("anaphor_noun")
    + r"(?:(?<!claim)(?<!claims)(?<!report)"
    # ("the claim that you quoted" is the claim quoted)
    + r"|(?!\s+that\s+(?!(?:you|we|i|they|he|she|someone|somebody|people)\s)))",
    re.IGNORECASE,
)
# A figure named by its value in a later line: "Please ignore the −293.15 figure."
FIGURE_NAMED = re.compile(
    _any("anaphor_determiner")
    + r"\s+(?P<figure>[-−+]?\d[\d.,]*(?:\s?%)?)\s+"
    + _any("anaphor_noun"),
    re.IGNORECASE,
)


def names_figure(unit: str, figure: str) -> bool:
    """Whether ``unit`` writes ``figure`` (of :data:`FIGURE_NAMED`), the same number."""
    number = re.escape(figure.rstrip("% ").lstrip("+").replace("−", "-"))
    return re.search(rf"(?<![\d.,]){number}(?![.,]?\d)", unit.replace("−", "-")) is not None


# ... and the verb that turns such an anaphor down, right before it: "We did not accept
# that value."
REJECTED_ANAPHOR = re.compile(_any("rejecting_verb") + r"\s+$", re.IGNORECASE)
# ... unless it is said there is no call to ("there is no physics reason to reject the claim")
NO_CALL_TO_REJECT = re.compile(
    _any("no_call_to") + r"\s+" + _any("rejecting_verb") + r"\s+$", re.IGNORECASE
)
# ... unless the one who turns it down stands to lose by it ("Whitfield's campaign
# dismissed the numbers."): news of a dispute, not the text's own denial.
INTERESTED_PARTY = re.compile(_any("interested_party"), re.IGNORECASE)
# ... and a bare pronoun that a verb puts in someone's mouth: "An advertisement for heat
# pumps claims this."
REPORTED_OBJECT = re.compile(
    _any("reporting_verb") + r"\s+(this|that|these|those|it)(?=\s*(?:[.,;:!?)]|$))",
    re.IGNORECASE,
)
# A hedge between commas, an aside like a bracket's: ", in my experience,".
HEDGE_ASIDE = r",\s*" + _any("hedge_aside") + r"\s*,"
# ... and a definition: ", defined as output power divided by input power,"
DEFINITION_ASIDE = r",\s*" + _any("definition_aside") + r"\s[^,;:\d\n]{1,80},"
CATAPHOR = re.compile(_any("cataphor_determiner") + r"\s+" + _any("anaphor_noun"), re.IGNORECASE)
# An item named by its number or capital letter: "Trial 3 cannot be right", "Run B's time"
# (not "run a test", nor a quantity: "run 3.5 km").
NAMED_ITEM = re.compile(
    r"(?P<noun>" + _any("item_noun") + r")\s+(?P<name>\d{1,3}|(?-i:[A-Z]))\b(?!\s*[.,]?\d)",
    re.IGNORECASE,
)


def names_item(unit: str, noun: str, name: str) -> bool:
    """Whether ``unit`` is the item a later line names: a table row whose first cell is
    the name ("| 3 | 9.8 | 8.3 |"), or a line that names it itself ("Trial 3: 1.18")."""
    first_cell = re.match(r"\s*\|\s*" + re.escape(name) + r"\s*\|", unit)
    named = re.search(
        r"\b" + re.escape(noun) + r"\s+" + re.escape(name) + r"\b", unit, re.IGNORECASE
    )
    return first_cell is not None or named is not None


# A column header that names a unitless statistic, whole: "z-score", "Odds ratio".
UNITLESS_COLUMN = re.compile(r"\s*" + _any("unitless_column") + r"\s*$", re.IGNORECASE)


def header_unit(label: Label) -> str | None:
    """The unit a column header gives its cells: "Mass (g)" -> "g"; ``None`` if none. So
    does a list's introduction to its items ("Chemical composition (wt %), nominal:" over
    "Copper (Cu) ......... 88.0"), and a key that ends in its unit, as data files and code
    name them ("drop_height_m: 2.0", "impact_speed_m_s" -> "m/s")."""
    name = _AFTER_THE_UNIT.sub("", label.text.strip().strip("*_` "))
    if _PART_MARK.search(name):
        return None  # "| (c) | Time to hear splash (s) | 4.27 |": a part's mark, no unit
    # (a key names the value right after it; a name over prose is a speaker's: "- *volta_q:*
    # Nitpick: … at −19 it hardly matters")
    if not label.prose and (key := _KEY_UNIT.fullmatch(name)):
        unit = key.group("unit")
        qualifier, _, last = unit.rpartition("_")
        # "T_hot_C": a qualifier before the unit, not a unit divided by another
        unit = last if qualifier.lower() in _KEY_QUALIFIERS else unit.replace("_", "/")
        # a speed's key ends in its unit run together: "speed_kms" is km/s, not kilometres
        if _SPEED_KEY.search(name):
            return _SPEED_UNITS_RUN_TOGETHER.get(unit.lower(), unit)
        return unit
    if listed := _UNIT_LISTED.search(name):
        return listed.group("unit")
    m = _HEADER_UNIT.search(name)
    if m is None:
        # "Preliminary totals from the National Weather Service, in inches"
        clause = _UNIT_CLAUSE.search(name)
        return clause.group("unit") if clause else None
    # "Speed (units of c)", "(multiples of c)": the unit itself
    unit = _UNITS_OF.sub("", m.group(1) or m.group(2))
    if unit.startswith("%"):
        unit = _PERCENT_BASIS.sub("", unit)  # "(% by mass)": percent, of the mass
    if unit.strip() == "g" and cues.G_LOAD_BEFORE.search(name[: m.start()]):
        return None  # "Vertical acceleration, min (g)": multiples of gravity, no grams
    return unit


_KEY_QUALIFIERS = frozenset(_TERMS["key_qualifiers"])
# A key that names a speed, and the speed units such keys run together.
_SPEED_KEY = re.compile(r"(?:^|_)(?:speed|velocity|vel|v)(?:_|$)", re.IGNORECASE)
_SPEED_UNITS_RUN_TOGETHER = {"kms": "km/s", "ms": "m/s", "kmh": "km/h", "kph": "km/h"}
# What a percentage is of, after its sign: "% by mass", "% w/w", "% vol", "% of total".
_PERCENT_BASIS = re.compile(
    r"(?<=%)\s*(?:by\s+(?:mass|weight|volume)|w/w|v/v|wt|vol|mol|mass|weight|of\s.*)\.?",
    re.IGNORECASE,
)


def _lines(text: str) -> list[tuple[int, int, Line]]:
    found = []
    position = 0
    for line in text.split("\n"):
        found.append((position, position + len(line), _kind(line)))
        position += len(line) + 1
    if "---" in text:
        _mark_plain_tables(text, found)
    if "   " in text or "\t" in text:
        found = _mark_unruled_tables(text, found)
    if text.count(",") >= 2 * _CSV_ROWS:
        found = _mark_csv_tables(text, found)
    return found


# The rule under a plain-text table's header: dashes under each column, "-----  -------".
_PLAIN_RULE = re.compile(r"[ \t]*-{3,}(?:[ \t]+-{3,})+[ \t]*")
# A comment at the end of a line of code or data: "  # water jacket", "  // after redesign".
_CODE_COMMENT = re.compile(r"\s{2,}(?:#|//)\s.*$")
# Between the cells of a plain-text table: two spaces or more, or a tab.
_PLAIN_GAP = re.compile(r"[ ]{2,}|\t+")


def _mark_plain_tables(text: str, lines: list[tuple[int, int, Line]]) -> None:
    """Mark the lines of tables set out with spaces as table rows: the line above a rule
    of dashes is the header, and the lines after it up to a blank line (or a line without
    a gap between cells) are the rows. "Stage   Temp (°C)\n-----   ---------\n2nd   -290"."""

    def in_cells(number: int) -> bool:
        start, end, kind = lines[number]
        line = text[start:end]
        return kind is Line.TEXT and _PLAIN_GAP.search(line.strip()) is not None

    for number, (start, end, _) in enumerate(lines):
        if number == 0 or not _PLAIN_RULE.fullmatch(text, start, end) or not in_cells(number - 1):
            continue
        lines[number - 1] = (*lines[number - 1][:2], Line.TABLE_ROW)
        lines[number] = (start, end, Line.TABLE_RULE)
        row = number + 1
        while row < len(lines) and in_cells(row):
            lines[row] = (*lines[row][:2], Line.TABLE_ROW)
            row += 1


def _mark_unruled_tables(
    text: str, lines: list[tuple[int, int, Line]]
) -> list[tuple[int, int, Line]]:
    """Tables set out with spaces and no rule: a header of names ("Travel mode   Share of
    pupils"), or a title over rows of two cells, over two rows or more that hold figures
    in as many cells. Its rows are marked as table rows under a zero-width rule after the
    header, as if it had one."""

    def cells(number: int) -> list[tuple[int, int]] | None:
        start, end, kind = lines[number]
        # a comment set off after a value ("hot_end_temp_C: 150      # burner") is no cell
        if comment := _CODE_COMMENT.search(text, start, end):
            end = comment.start()
        if kind is not Line.TEXT or not _PLAIN_GAP.search(text[start:end].strip()):
            return None
        return _cells(text, start, end)

    def title(number: int) -> list[tuple[int, int]] | None:
        # a one-cell header over rows of a name and a value: "Main mode of travel to work
        # (share of respondents)" over "  Car (driver or passenger)      48 %"
        start, end, kind = lines[number]
        line = text[start:end].strip()
        if kind is not Line.TEXT or not line or len(line) > _TITLE_CHARS or line[-1] in ".!?":
            return None
        first = start + text[start:end].index(line[0])
        return [(first, first + len(line))]

    marked: list[tuple[int, int, Line]] = []
    number = 0
    while number < len(lines):
        header = cells(number)
        first = number + 1
        # (a title may stand a blank line above its rows: "…divided between the jobs it
        # does in your home:" / "" / "  Space heating      62 %")
        if (
            header is None
            and (header := title(number)) is not None
            and first + 1 < len(lines)
            and lines[first][2] is Line.BLANK
        ):
            first += 1
        rows = first
        while header and rows < len(lines) and _is_row_under(text, cells(rows), len(header)):
            rows += 1
        if (
            header is None
            or rows - first < _UNRULED_ROWS
            or (number > 0 and cells(number - 1) is not None)
            or any(_FIGURE_CELL.fullmatch(text, a, b) for a, b in header)
        ):
            marked.append(lines[number])
            number += 1
            continue
        start, end, _ = lines[number]
        marked.append((start, end, Line.TABLE_ROW))
        marked.append((end, end, Line.TABLE_RULE))
        marked.extend(lines[number + 1 : first])  # the blank line under a title
        marked.extend((a, b, Line.TABLE_ROW) for a, b, _ in lines[first:rows])
        number = rows
    return marked


def _mark_csv_tables(
    text: str, lines: list[tuple[int, int, Line]]
) -> list[tuple[int, int, Line]]:
    """Comma-separated values: a header of names ("team,drop_height_m,impact_speed_m_s")
    over rows with as many cells, some of them figures. Its rows are marked as table rows
    under a zero-width rule after the header, as if it had one."""

    def fields(number: int) -> int:
        start, end, kind = lines[number]
        return _csv_fields(text[start:end]) if kind is Line.TEXT else 0

    marked: list[tuple[int, int, Line]] = []
    number = 0
    while number < len(lines):
        columns = fields(number)
        start, end, _ = lines[number]
        rows = number + 1
        while columns and rows < len(lines) and fields(rows) == columns:
            rows += 1
        header = _csv_cells(text, start, end)
        if (
            columns < _CSV_COLUMNS
            or rows - number - 1 < _CSV_ROWS - 1
            or any(_FIGURE_CELL.fullmatch(text, a, b) for a, b in header)
            # two columns: a name and a value in each row ("coal,35"), under a header
            # that gives the values' unit ("source,share_pct")
            or (
                columns == _CSV_COLUMNS
                and (
                    header_unit(Label(*header[1], text[slice(*header[1])])) is None
                    or not all(
                        _names_its_row(text, _csv_cells(text, a, b))
                        for a, b, _ in lines[number + 1 : rows]
                    )
                )
            )
        ):
            marked.append(lines[number])
            number += 1
            continue
        marked.append((start, end, Line.TABLE_ROW))
        marked.append((end, end, Line.TABLE_RULE))
        marked.extend((a, b, Line.TABLE_ROW) for a, b, _ in lines[number + 1 : rows])
        number = rows
    return marked


def _csv_fields(line: str) -> int:
    """How many comma-separated fields a line of plain values has (0: it is no such line:
    it has spaces between cells, as prose has after its commas)."""
    if "," not in line or "|" in line or ", " in line or _PLAIN_GAP.search(line.strip()):
        return 0
    return line.count(",") + 1


def csv_row_cells(line: str, columns: int) -> list[tuple[int, int]]:
    """The cells of ``line`` if it is a row of comma-separated values under a header of
    ``columns`` cells (three or more, as many as the row has), else none: "1602,104.0" is
    two cells, not a number with a thousands separator."""
    fields = _csv_fields(line.strip())
    if fields < _CSV_COLUMNS or fields != columns:
        return []
    cells = _csv_cells(line, 0, len(line.rstrip("\n")))
    return cells if fields > _CSV_COLUMNS or _names_its_row(line, cells) else []


def _names_its_row(text: str, cells: list[tuple[int, int]]) -> bool:
    """Whether a row of two comma-separated cells opens with a name and a comma after it
    ("coal,35"), as a number with a thousands separator ("Height: 1,000 ft") never does."""
    first = text[cells[0][0] : cells[0][1]].strip()
    return first[-1:].isalpha() and not _FIGURE_CELL.fullmatch(first)


def _csv_cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of the comma-separated cells of the line ``text[start:end]``."""
    cells, left = [], start
    for right in [*(i for i in range(start, end) if text[i] == ","), end]:
        cells.append((left, right))
        left = right + 1
    return cells


def _is_row_under(text: str, row: list[tuple[int, int]] | None, columns: int) -> bool:
    """Whether a line's cells are a row of figures under a header of ``columns`` cells."""
    return (
        row is not None
        and 2 <= len(row) <= columns + 1
        and any(char.isdigit() for a, b in row for char in text[a:b])
    )


# The longest line that may title a two-column table as its header.
_TITLE_CHARS = 80
# Rows a table without a rule needs under its header, so that two lines of prose with
# double spaces are none.
_UNRULED_ROWS = 2
# Comma-separated values: a header and at least one more row, of two cells or more (two
# only where each row opens with a name and the header gives the values' unit).
_CSV_ROWS = 2
_CSV_COLUMNS = 2
# A header names its columns; a cell that is a figure makes the line a row.
_FIGURE_CELL = re.compile(r"[-−+–]?[\d.,]+\s*%?")


# A list whose dashes stand right against the numbers: "-1/2 cup flour\n-1 tsp salt"; or
# against words, in the same list: "-use a food mill …\n-1/4 cup olive oil …\n-sauté …".
_GLUED_DASH = re.compile(r"\s*-(?=\d|\.\d|[½¼¾⅓⅔⅛])")
_GLUED_DASH_WORD = re.compile(r"\s*-(?=[^\W\d_])")


def _dash_items(text: str, lines: list[tuple[int, int, Line]]) -> set[int]:
    """The numbers of the lines that open with a dash glued to a number and are items of
    a list written with glued dashes: two or more such lines in a row, or lines glued to
    words around them (blank lines between allowed). One line that opens with "-5 °C" is
    a negative number."""
    items: set[int] = set()
    run: list[int] = []  # the lines of a run of glued dashes
    numbered: list[int] = []  # those glued to a number
    for number, (start, end, kind) in enumerate(lines):
        if kind is Line.BLANK:
            continue
        if _GLUED_DASH.match(text, start, end):
            run.append(number)
            numbered.append(number)
            continue
        if _GLUED_DASH_WORD.match(text, start, end):
            run.append(number)
            continue
        if len(run) > 1:
            items.update(numbered)
        run, numbered = [], []
    if len(run) > 1:
        items.update(numbered)
    return items


def _kind(line: str) -> Line:
    stripped = line.strip()
    if not stripped:
        return Line.BLANK
    quote = _QUOTE_MARKS.match(line)
    if quote is not None:
        # a quoted message keeps its lists and headings ("> - Venue hire and AV: 40 %"),
        # not its tables, whose cells are read from the line as written
        kind = _kind(line[quote.end() :])
        return Line.TEXT if kind in (Line.TABLE_ROW, Line.TABLE_RULE) else kind
    if stripped.startswith("|") and stripped.count("|") >= 2:
        return Line.TABLE_RULE if _TABLE_RULE.match(stripped) else Line.TABLE_ROW
    if _HEADING.match(line):
        return Line.HEADING
    if _ITEM.match(line):
        return Line.ITEM
    speaker = _SPEAKER.match(line)
    if speaker and _ITEM.match(line[speaker.end() :]):
        return Line.ITEM  # a list in a chat turn: "lee:   - exhaust   45 %"
    return Line.TEXT


def _starts_unit(
    text: str, previous: tuple[int, int, Line], current: tuple[int, int, Line]
) -> bool:
    """Whether a line begins a unit of its own rather than continuing the one before."""
    previous_start, previous_end, previous_kind = previous
    start, end, kind = current
    if kind is not Line.TEXT or previous_kind not in (Line.TEXT, Line.ITEM):
        return True
    if text[previous_end:start].count("\n") > 1:
        return True  # a blank line between: a new paragraph
    line = text[start:end]
    quoted, quoted_before = _QUOTE_MARKS.match(line), _QUOTE_MARKS.match(text, previous_start)
    if bool(quoted) != bool(quoted_before):
        return True  # a quotation begins or ends
    if quoted is not None:
        # a quoted message's lines wrap as the message did: "> … off the old stone bridge
        # into the river (don't ask). The\n> bridge is about 20 m above the water."
        line = line[quoted.end() :]
    first = line.lstrip()[:1]
    if _SPEAKER.match(line) and _SPEAKER.match(text, previous_start, previous_end):
        return True  # a chat log's next turn: "mirek:   = 4.19e8 m/s\nanna: ok and …?"
    if previous_kind is Line.ITEM and line[:1].isspace() and not first.isupper():
        return False  # an item's indented continuation ("(d) … is affected:\n    5 × 25 %")
    if _ASSIGNMENT.match(line) and _CODE_COMMENT.search(text, previous_start, previous_end):
        return True  # a program's next statement: "n= 0.87     # efficiency\nd1= 1.78"
    if first.islower():
        return False  # "... dropped from the 80 m tower\nhit the ground 2 s later."
    if first in "=≈":
        return False  # an equation continued: "Slope = Δ(ln k)/Δ(1/T)\n= −11.6/0.52 × 10⁻³"
    # A capital or a digit starts a new unit (worked steps are often left without a full
    # stop), unless the line before runs on: "... travelled at\n400000 km/s."
    ended = _TRAILING_MARKUP.sub("", text[previous_start:previous_end]).rstrip()
    if ended.count("(") > ended.count(")"):
        return False  # inside a bracket the line before opened: "(95% CI:\n  -8.19, -6.21 mg/dL)"
    if _TIMELINE_ENTRY.match(line) and _TIMELINE_ENTRY.match(text, previous_start, previous_end):
        return True  # a timeline's next entry: "10:41 Duration of haze: -3 min\n10:55 …"
    if first.isdigit() and _MID_SENTENCE.search(ended):
        return False  # "… lands in the net just\n2.5 seconds later."
    return not (_RUNS_ON.search(ended) or _COUNT_RUNS_ON.search(ended))


# A turn of a chat log or a transcript: a name (or a handle, "u/reply_guy") and a colon.
# ("**tundra.exe:** nope, …", "**Ravi**: …", "@helio_hannah: No, …")
_SPEAKER = re.compile(
    r"[ \t]*" + _TIME_STAMP + r"[*_]{0,2}(?:u/|@)?[A-Za-z][\w.-]{0,30}[*_]{0,2}:[*_]{0,2}[ \t]"
)
# A chat turn that opens with a word or two and no figure: "@dicegoblin: easy.", "Bob: Sure!".
_BARE_TURN = re.compile(_SPEAKER.pattern + r"[ \t]*[^\W\d_]+(?:[ \t][^\W\d_]+)?[.!,]?\s*")
# A line that opens with a time of day: "10:41 Duration of visible haze: -3 min".
_TIMELINE_ENTRY = re.compile(rf"[ \t]*(?:[-•+][ \t]+)?{_CLOCK}(?!\d)")
# A statement that gives a variable its value: "d1= 1.78", "p.eff = 0.9".
_ASSIGNMENT = re.compile(r"[ \t]*[A-Za-z_][\w.]*[ \t]*=(?!=)")
# A line of prose broken off mid-sentence: four words or more, the last with no stop after
# it ("… left the barrel at Mach\n2,000,000."); a short title, "Time to fall", stands
# above its value.
_MID_SENTENCE = re.compile(r"(?:\S+\s+){3}[A-Za-z]+$")


def _label_of(line: str) -> re.Match[str] | None:
    """The label a line opens with ("- **Mass:** ", "Comms link: "), if any."""
    m = _LINE_LABEL.match(line)
    if m is None:
        return None
    # (a bracket of conditions qualifies the label: "Conversion efficiency η (Vin 24 V,
    # Vout 12 V, Iout 3 A): 1.09")
    words = len(_BRACKETED.sub("", m.group("label")).split())
    short = words <= _SHORT_LABEL_WORDS or (
        # a long name over a value that ends the line: "Measured shaft efficiency of our
        # bench prototype at this operating point: 38 %"
        words <= _LONG_LABEL_WORDS
        and "," not in m.group("label")
        and _BARE_VALUE.fullmatch(line, m.end())
    )
    return m if m.group("bold") or m.group("lead").strip() or short else None


# A line that gives a part and its percentage, nothing else: "40% cumin", "12 % other".
_PERCENT_OF_A_PART = re.compile(r"\s*\d+(?:[.,]\d+)?\s*%\s+[^\W\d][\w'’ -]{0,30}\s*")


# A name and its value, in columns aligned with spaces: "  Fortran  17%", "Copper\t8.96 g/cm³".
_ALIGNED_VALUE = re.compile(
    r"[ \t]*[^\W\d_][^\n\t]{0,40}?\S(?:[ \t]{2,}|\t)"
    r"[-+−]?\d[\d.,]*[ \t]*(?:%|[^\W\d_][^\s\d.,;]{0,7})?[ \t]*"
)


def _labelled_value(line: str) -> bool:
    """Whether a line is a label and the value it names ("Carbon: 62.1 %")."""
    m = _label_of(line)
    return m is not None and bool(_NUMBER_AHEAD.match(line, m.end()))


def _reads_as_sentence(line: str) -> bool:
    """Whether a list item is a sentence of its own, not a label and its value ("- Car
    engine: 25 %") nor a short entry ("- 41 % Ortiz")."""
    return not _labelled_item(line) and len(line.split()) >= _SENTENCE_WORDS


# How many words make a list item a sentence of its own.
_SENTENCE_WORDS = 8


def _labelled_item(line: str) -> bool:
    """Whether a line is a list item that opens with a label ("- Comms link: …"); not one
    that opens with a comment on the line before ("- This is a cosmological recession: …")."""
    m = _label_of(line)
    return (
        m is not None
        and bool(m.group("lead").strip())
        and not _COMMENT_OPENING.match(m.group("label"))
    )


# A "label" that is a sentence about what came before.
_COMMENT_OPENING = re.compile(
    r"\W*(?:this|that|these|those|it|which)\s+(?:is|are|was|were)\b", re.IGNORECASE
)


# A finite verb, which makes the words before a colon a clause, not a name.
_CLAUSE_VERB = re.compile(
    r"\b(?:is|are|was|were|isn't|aren't|wasn't|weren't|has|have|had|will|would|can|could"
    r"|should|must|does|did|do)\b",
    re.IGNORECASE,
)


def _line_labels(line: str, start: int) -> list[Label]:
    """The labels a "Label: value" line gives its value, if the line is one: its own, and
    under a label over prose, one that the prose opens with ("**Risk model output:**
    likelihood of a breach this year: −5 %")."""
    m = _label_of(line)
    if m is None:
        return []
    if not _NUMBER_AHEAD.match(line, m.end()):
        if not (m.group("bold") or m.group("lead").strip()) and _CLAUSE_VERB.search(
            m.group("label")
        ):
            # a clause before a colon is no label: "Yannis's advice is not to jump at
            # all: you simply step off …" does not deny all the line says after it
            return []
        # a label heads all the line says: "**Common mistake:** forgetting to divide by
        # 3,600. That gives 6.9 × 10⁸ m/s", "Student: … so the probe goes 1.30c."
        # (up to an answer given in the same line: "Q: Is it on sale? A: Yes! …")
        reply = _REPLY_IN_LINE.search(line, m.end())
        end = start + (reply.start() if reply else len(line))
        prose = Label(start + m.end(), end, m.group("label").strip(), prose=True)
        # (a phrase of any length: the value right after its colon says it is a label; not
        # a step's instruction: "Step 3: Convert to a percentage: 2 × 100 = 200 %")
        inner = _LINE_LABEL.match(line[m.end() :])
        if (
            inner is None
            or not _NUMBER_AHEAD.match(line, m.end() + inner.end())
            or _STEP_OPENING.match(line)
        ):
            return [prose]
        return [prose, _value_label(line, start, m.end() + inner.end(), inner.group("label"))]
    return [_value_label(line, start, m.end(), m.group("label"))]


# Another speaker's answer inside a labelled line: "Q: Is it on sale? A: Yes!", and the
# fact that answers a myth: "Myth: heavy things fall faster. Fact: …".
_REPLY_IN_LINE = re.compile(
    r"(?<=[?!.])\s+(?:A|Ans|Answer|Reply|Response|Fact|Reality|Truth|Verdict):\s", re.IGNORECASE
)
# "key=value" in a log line or a query: "DT-031 release_height_m=2.00 t_fall_s=0.45". The
# key is a name of some length or in snake case, not a variable of an equation ("x=5").
_KEY_VALUE = re.compile(
    r"(?<![\w.=])(?P<key>[^\W\d_]\w*_\w*[^\W\d_]|[^\W\d_]{4,})=(?P<value>[-−+]?\d[\d.]*)(?![\w.=])"
)


def _key_value_labels(line: str, start: int) -> list[Label]:
    """The keys of a line's "key=value" pairs and of its JSON members ('"mass_kg": -14.5'),
    each over its value."""
    pairs = [*(_KEY_VALUE.finditer(line) if "=" in line else ()), *_json_members(line)]
    return [Label(start + m.start("value"), start + m.end("value"), m.group("key")) for m in pairs]


def _json_members(line: str) -> list[re.Match[str]]:
    """The members of a JSON object written on one line with numbers for values."""
    if '":' not in line:
        return []
    members = list(_JSON_MEMBER.finditer(line))
    # (a line that opens with a quoted key is a "Label: value" line already)
    return members[1:] if line.lstrip().startswith('"') else members


# A member of a JSON object with a number for its value: '"payload_mass_kg": -14.5'.
_JSON_MEMBER = re.compile(
    r'"(?P<key>[^\W\d_][\w.-]{0,60})"\s*:\s*(?P<value>[-−+]?\d[\d.]*(?:[eE][-+]?\d+)?)(?![\w.])'
)


def _carry_over(labels: list[Label], line_end: int, new_end: int) -> None:
    """Let the labels over prose that the line ending at ``line_end`` opened (the last
    ones read) reach on to ``new_end``, the end of the line that continues it."""
    for index in range(len(labels) - 1, max(-1, len(labels) - 3), -1):
        if labels[index].prose and labels[index].end == line_end:
            labels[index] = replace(labels[index], end=new_end)


def _value_label(line: str, start: int, value_start: int, label: str) -> Label:
    """A label's reach over its value: to the end of the value's clause."""
    value_end = _VALUE_END.search(line, value_start)
    end = value_end.start() if value_end else len(line)
    return Label(start + value_start, start + end, label.strip())


def _marker_style(line: str) -> str:
    """The style of a list item's marker: "(a)" and "b)" letters, "1." numbers, or the
    bullet itself ("-", "•"), so that items of one list can be told from those under them."""
    marker = _ITEM_MARKER.match(line)
    mark = marker.group().strip() if marker else ""
    if any(char.isdigit() for char in mark):
        return "number"
    if any(char.isalpha() for char in mark):
        return "letter"
    return mark


def _item_text(line: str) -> str:
    """An item's words without its marker and markup."""
    return _TRAILING_MARKUP.sub("", _ITEM_MARKER.sub("", line, count=1).strip())


_ITEM_MARKER = re.compile(_MARKER)


def _introduces(line: str) -> bool:
    """Whether a line can introduce a list after it: it introduces rows
    (:func:`_introduces_rows`), or is all in bold, like a heading ("**Common mistakes**")."""
    return _introduces_rows(line) or bool(_BOLD_LINE.fullmatch(line.strip()))


def _introduces_rows(line: str) -> bool:
    """Whether a line introduces what follows it as a statement of its own: it ends with a
    colon, quotes the question a list or table answers ('We asked 3,200 workers: "What
    is your main way of getting to work?" (one answer only).'), asks it with a note on
    how to answer ("(choose one)") or ends in such a note ("Results: main mode of travel
    (one answer per student)")."""
    bare = _TRAILING_MARKUP.sub("", line).strip()
    return (
        bare.endswith(":")
        or bool(_ASKS_THE_LIST.search(bare))
        or bool(_ANSWER_NOTE.search(bare))
    )


# A short title line without a sentence's end: "Guidance on common errors", "Generation mix,
# 2024 (share of total generation)", "Table 2. Generation by source (%)", "Slide 3: Generation
# mix".
_TITLE_LINE = re.compile(
    r"[#\s]*(?:(?:Table|Exhibit|Chart|Slide|Figure|Panel)\s+[A-Z0-9]{1,3}[.:]\s+)?"
    r"[A-Z][^.!?;:\n]{0,100}(?<![.!?,;])"
)


def _titles_list(lines: list[tuple[int, int, Line]], number: int, line: str) -> bool:
    """Whether ``line`` (``lines[number]``) is a short title over a list's first item or a
    table's header (a blank line between them, or none): it introduces the list as a line
    that ends in a colon does (and gives the table only its note on units)."""
    return _kind_below(lines, number) in (Line.ITEM, Line.TABLE_ROW) and bool(
        _TITLE_LINE.fullmatch(line.strip())
    )


def _titles_items(text: str, lines: list[tuple[int, int, Line]], number: int) -> bool:
    """Whether the item ``lines[number]`` is a short title right over items of another
    marker style, which it introduces."""
    if number + 1 >= len(lines) or lines[number + 1][2] is not Line.ITEM:
        return False
    line = text[lines[number][0] : lines[number][1]]
    below = text[lines[number + 1][0] : lines[number + 1][1]]
    return _marker_style(line) != _marker_style(below) and bool(
        _TITLE_LINE.fullmatch(_item_text(line))
    )


def _kind_below(lines: list[tuple[int, int, Line]], number: int) -> Line | None:
    """The kind of the first line after ``lines[number]`` that is not blank, if any."""
    return next((kind for _, _, kind in lines[number + 1 :] if kind is not Line.BLANK), None)


def _points_to_list(lines: list[tuple[int, int, Line]], number: int, line: str) -> bool:
    """Whether ``line`` (``lines[number]``) ends in a sentence that points to the list
    right under it ("Here is his breakdown of an average month's rent.", "Here's how I
    split my take-home every month, does this look sane?"): it introduces the list as a
    line that ends in a colon does."""
    if _kind_below(lines, number) is not Line.ITEM:
        return False
    # (an emoji that ends the line ends its sentence: "Here's a simple split for your
    # paycheck 💰")
    line = _TRAILING_EMOJI.sub(".", _TRAILING_MARKUP.sub("", line).strip())
    last = _LAST_SENTENCE.sub("", line)
    # (a question right over a list asks what the list answers: "Where does our house's
    # energy go?")
    # (and a clause left open, a question's options under it: "If the group velocity is
    # 2 × 10⁸ m/s, then the phase velocity is" / "- 1.5 × 10⁸ m/s")
    return (
        last.endswith("?")
        or (last.endswith(".") and bool(_POINTS_TO_LIST.search(last)))
        or _OPEN_CLAUSE.search(last) is not None
    )


_POINTS_TO_LIST = re.compile(_any("points_to_list"), re.IGNORECASE)
# A line that ends in a question: "> How should I split my paycheck?", "**Q:** … ?**"
_ASKED_LINE = re.compile(r"\?[\s*_`]*$")
# ... that asks for the parts of a whole: "split my paycheck", "made of"
_ASKS_FOR_PARTS = re.compile(_any("asks_for_parts"), re.IGNORECASE)
_OPEN_CLAUSE = re.compile(r"\b(?:is|are|was|were|will\s+be|would\s+be|equals|equal\s+to)$", re.I)
_TRAILING_EMOJI = re.compile(r"(?<=\w)\s*" + _EMOJI + r"+\s*$")


def _unit_note(title: str) -> str:
    """The note on units that ends a title over a table ("Stock by product line (weights
    in kg)", "Generation by source (share of total, %)"), or that is the title ("All
    speeds in km/h"): the unit of cells whose column headers give none, as a bracket; ""
    if none."""
    if note := _UNIT_NOTE.search(title):
        return note.group()
    if listed := _UNIT_LISTED.search(title):
        return listed.group()
    return f"({line.group()})" if (line := _UNIT_LINE.fullmatch(title.strip())) else ""


# "(weights in kg)", "(all figures in °C)", "(in tonnes)"
_UNIT_NOTE = re.compile(r"\((?:[A-Za-z]+\s+){0,2}in\s+[^()\s][^()]{0,11}\)\s*$")
# "(share of total net generation, %)", "(mass fraction, wt %)": the unit last in the list
_UNIT_LISTED = re.compile(
    r"\([^()]{3,60},\s*(?P<unit>%|°[CFK]|[^\W\d_]{1,3}(?:/[^\W\d_]{1,3})?(?:\s?%)?)\)\s*$"
)
# "All speeds in km/h", "Figures in € thousand"
_UNIT_LINE = re.compile(r"(?:[A-Za-z]+\s+){0,2}(?:are\s+|given\s+)?in\s+[^()\s][^()]{0,11}")


def _table_introduction(intro: str) -> str:
    """What a table's introduction says of its rows: all of it, but of a question over
    the table only its note on how it was answered ('"If the election were held today,
    which one candidate …?" (single answer)': the answers are no supposition)."""
    asked = _ASKS_THE_LIST.search(intro)
    if asked is None:
        return intro
    note = _BRACKETED.search(asked.group())
    return note.group() if note else ""


# A line all in bold heads what follows it, like a heading: "**Common mistakes**".
_BOLD_LINE = re.compile(r"\*\*[^*\n]{2,80}\*\*|__[^_\n]{2,80}__")
# ... standing alone on its line, as a heading over what follows (see :func:`sections`)
_BOLD_HEADING = re.compile(r"^[ \t]*(?:" + _BOLD_LINE.pattern + r")[ \t]*$", re.MULTILINE)
# A quoted question, then at most a bracketed note, or a question and a bracketed note on
# how to answer it: what the list answers ("Q1. How do you usually travel to work? (choose
# ONE main mode)"; not a problem's question over the steps that solve it).
# A note in brackets on how a question was answered, ending its line: "(one answer per
# student)", "(tick all that apply)".
_ANSWER_NOTE = re.compile(r"\([^()]*\b" + _any("answer_note") + r"\b[^()]*\)$", re.IGNORECASE)
_ASKS_THE_LIST = re.compile(
    r"\?[*_]*(?:[\"”’'][*_]*\s*(?:\([^()]*\))?|\s*\([^()]*\))\s*\.?$"
)


def _cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of a table row's cells, between its pipes (or, in a plain-text table,
    between gaps of two spaces or more; in comma-separated values, between commas)."""
    if _csv_fields(text[start:end]):
        return _csv_cells(text, start, end)
    if "|" not in text[start:end]:
        line = text[start:end]
        return [(start + m.start(), start + m.end()) for m in _PLAIN_CELL.finditer(line)]
    pipes = [start + i for i, char in enumerate(text[start:end]) if char == "|"]
    cells = []
    line_start = start + len(text[start:end]) - len(text[start:end].lstrip())
    bounds = pipes if pipes and pipes[0] == line_start else [line_start - 1, *pipes]
    for left, right in pairwise(bounds):
        cells.append((left + 1, right))
    if bounds and bounds[-1] + 1 < end and text[bounds[-1] + 1 : end].strip():
        cells.append((bounds[-1] + 1, end))
    return cells


# A cell of a plain-text table: words with single spaces between them.
_PLAIN_CELL = re.compile(r"\S+(?: \S+)*")


def _aligned(
    text: str, header: list[tuple[int, int]], row: list[tuple[int, int]]
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """A plain-text table's row with the header cell over each of its cells: the one whose
    columns it overlaps most (or stands nearest), as the spaces set them out; a pipe
    table's row as it is, and so a row set out with tabs, whose columns no offset shows,
    when it has as many cells as the header."""
    first_line = text[header[0][0] : header[-1][1]] if header else ""
    if not header or not row or "|" in first_line or _csv_fields(first_line):
        return row, header
    if len(row) == len(header) and "\t" in first_line:
        return row, header
    header_line = text.rfind("\n", 0, header[0][0]) + 1
    row_line = text.rfind("\n", 0, row[0][0]) + 1
    columns = [(a - header_line, b - header_line) for a, b in header]
    over = []
    for a, b in row:
        left, right = a - row_line, b - row_line
        over.append(
            max(
                range(len(columns)),
                key=lambda i: (
                    min(right, columns[i][1]) - max(left, columns[i][0]),
                    -abs((left + right) - sum(columns[i])),
                ),
            )
        )
    return row, [header[i] for i in over]


# A row's identifier: "S-02", "R1", "REQ-12", "7", "T3a".
# (or a part's letter: "| (a) | Impact speed (m/s) | 28.0 |")
_ROW_ID = re.compile(r"[A-Za-z]{0,4}[-.]?\d{1,3}[a-z]?|\(?(?:[a-h]|[ivx]{1,4})\)")


def _status_labels(
    text: str, start: int, end: int, row: list[tuple[int, int]]
) -> list[Label]:
    """A cell that says whether its row is so ("| … | 2c | Hypothetical |", "| … | Withdrawn
    |") labels the whole row with it, as a label over prose does its line."""
    return [
        Label(start, end, status, prose=True)
        for left, right in row
        if (status := _VERDICT_BEFORE.sub("", text[left:right].strip(" *_"))).lower()
        in _ROW_STATUS
    ]


def _judged_false(
    text: str, start: int, end: int, header: list[tuple[int, int]], row: list[tuple[int, int]]
) -> list[Label]:
    """A "no" under a column that asks whether its row is right ("| Three 40 % races =
    120 % chance | ✗ |" under "Correct?") labels the row false; under a column that asks
    anything else ("Meets spec?") it says nothing of whether the row's figures hold."""
    return [
        Label(start, end, "false", prose=True)
        for (h_start, h_end), (left, right) in zip(header, row, strict=False)
        if _ASKS_IF_RIGHT.fullmatch(text[h_start:h_end].strip(" *_"))
        and text[left:right].strip(" *_").lower() in _NO
    ]


# A column that asks whether its row is so, and the answers that say it is not.
_ASKS_IF_RIGHT = re.compile(_any("asks_if_right") + r"\s*\??", re.IGNORECASE)
_NO = frozenset(_TERMS["answers_no"])


# A yes or no before the status that explains it: "| No — rejected |".
_VERDICT_BEFORE = re.compile(r"^(?:no|yes)\s*[—–-]+\s*", re.IGNORECASE)


_ROW_STATUS = frozenset(_TERMS["row_status"])


_SUFFIXED_ORDINAL = re.compile(r"\b\d+(?:st|nd|rd|th)\b")


def _row_label(text: str, row: list[tuple[int, int]], named_column: bool = False) -> list[Label]:
    """A two-column row of names and values ("| Ball mass (g) | −28.2 |") labels its value
    with its name, as a "Label: value" line does; a longer row does so when its name gives
    a unit ("| Liquid density (g/cm³) | 0.125 | 0.059 |": one property, several things).
    A row that opens with its identifier ("| S-02 | Max deflection (mm) | ≤ 30 | 3.2 |", as
    requirement tables number their rows) is named by the cell after it, if that gives a
    unit. Under a column header of percentages (``named_column``: "Share of causal
    responsibility (%)") the name is a category's ("Mr. Lomax (excess speed)"): it says
    only whether its value is asserted, as a label over prose does."""
    numbered = len(row) > 2 and _ROW_ID.fullmatch(text[row[0][0] : row[0][1]].strip())
    if numbered:
        row = row[1:]
    if len(row) < 2:
        return []
    name = text[row[0][0] : row[0][1]].strip()
    # (a numbered row's name may hold figures of its own: "Battery autonomy at 100 % load
    # (min)")
    if (
        not name
        # ("Ultimate temperature, 2nd stage (°C)": an ordinal is no figure)
        or (not numbered and any(char.isdecimal() for char in _SUFFIXED_ORDINAL.sub("", name)))
        or not any(c.isalpha() for c in name)
    ):
        return []
    if (numbered or len(row) > 2) and header_unit(Label(row[0][0], row[0][1], name)) is None:
        return []
    return [Label(start, end, name, prose=named_column) for start, end in row[1:]]


def _percent_column(text: str, header: list[tuple[int, int]]) -> bool:
    """Whether a two-column table's value column is headed as percentages of something
    ("Share of respondents (%)", "Percent of votes")."""
    if len(header) != 2:
        return False
    name = text[header[1][0] : header[1][1]]
    return bool(_PERCENT_HEADER.search(name))


_PERCENT_HEADER = re.compile(
    r"\((?:%|percent|per cent)\)|\b(?:share|percent(?:age)?) of\b", re.IGNORECASE
)


def _cell_labels(
    text: str,
    header: list[tuple[int, int]],
    row: list[tuple[int, int]],
    unit_cell: tuple[int, int] | None = None,
) -> list[Label]:
    """Each cell labelled with its column's header; beside a "Unit" column, the header
    names the row's unit as a header of its own would ("Value" with "°C": "Value (°C)")."""
    unit = text[unit_cell[0] : unit_cell[1]].strip() if unit_cell else ""
    if unit == "g" and row and cues.G_LOAD_BEFORE.search(text[row[0][0] : row[0][1]]):
        unit = ""  # "| Minimum vertical load factor | −0.6 | g |": multiples of gravity
    labels = []
    for (cell_start, cell_end), (h_start, h_end) in zip(row, header, strict=False):
        name = text[h_start:h_end].strip()
        if not name:
            continue
        if (
            unit
            and (cell_start, cell_end) != unit_cell
            and header_unit(Label(0, 0, name)) is None
            # (a column that numbers the rows is of no unit: "| Q | … | Unit |" over "| 1(a) |")
            and not _NUMBERING_COLUMN.fullmatch(name)
        ):
            name = f"{name} ({unit})"
        labels.append(Label(cell_start, cell_end, name))
    return labels


# The header of a column that numbers the rows: "Q", "No.", "#", "Part".
_NUMBERING_COLUMN = re.compile(
    r"[*_`\s]*(?:q|qn|no\.?|#|n°|part|question|item|step|row|id)[*_`\s]*", re.IGNORECASE
)
# The header of a column that holds the unit of each row's values: "| Quantity | Value |
# Unit |".
_UNIT_COLUMN = re.compile(r"[*_`\s]*(?:units?|unit of measure|si unit)[*_`\s]*", re.IGNORECASE)


def _unit_cell(
    text: str, header: list[tuple[int, int]], row: list[tuple[int, int]]
) -> tuple[int, int] | None:
    """The cell of ``row`` under a "Unit" column of ``header``, if it names a unit."""
    for cell, (h_start, h_end) in zip(row, header, strict=False):
        if _UNIT_COLUMN.fullmatch(text, h_start, h_end):
            unit = text[cell[0] : cell[1]].strip()
            return cell if unit and not any(char.isdecimal() for char in unit[:1]) else None
    return None
