"""The context engine: which categories modify each claim of a sentence.

The algorithm is ConText's (Chapman et al.): find the trigger terms in the sentence; a
trigger marks the claims within its scope, forward or backward of it, up to its maximum
number of words; a terminator of its category, or the end of the sentence, ends the scope
first; a pseudo-trigger ("not only") covers a trigger that is not one. Computed once per
sentence, as plain data: one frozenset of categories per claim.

Around that core, the same engine reads what the sentence's place in a document says
(docs/context.md): the label of a table cell or list item (its column header, the list's
introduction), probability notation ("P(A) = 1.25"), arithmetic (a claim inside "6.5 kg −
8.0 kg = −1.5 kg" is placed where the expression stands, and plays OPERAND or RESULT),
quotation (quoted claims are REPORTED), restatement ("−60 °C (equivalently −60 K)"),
questions, and what the neighbouring lines say: an explanation
(:data:`DISCOURSE_CATEGORIES`), a denial that opens the next line, a report that
introduces it.
"""

from __future__ import annotations

import bisect
import math
import re
from collections import defaultdict
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from itertools import pairwise

from .. import cues
from ..claims import NO_NEIGHBOURS, Claim, Label, Neighbours, Span
from ..structure import (
    ANAPHOR,
    ANAPHOR_AGAIN,
    ANAPHOR_CLAUSE,
    ANAPHOR_CONJOINED,
    ANSWER_PART,
    ASKING_OPENING,
    ATTRIBUTION,
    CATAPHOR,
    CONCLUSION_OPENING,
    CORRECTION_OPENING,
    DEFINITION_ASIDE,
    FIGURE_NAMED,
    HEDGE_ASIDE,
    INTERESTED_PARTY,
    NAMED_ITEM,
    NO_CALL_TO_REJECT,
    OPENING_ANAPHOR,
    OWN_WORDS,
    PRESUPPOSING_QUESTION,
    REJECTED_ANAPHOR,
    REPORTED_OBJECT,
    WORKS_OUT,
    has_title,
    leading_label_end,
    names_figure,
    names_item,
    paragraph_before,
    sections,
    takes_as_it_stands,
    topic_of,
)
from . import arithmetic
from .frames import names_its_own_place
from .matcher import TermGroup, TermMatcher, TextScan
from .terms import ASSERTION_CATEGORIES, TriggerTerm, builtin_terms

# A quoted claim is someone else's wording: “400 000 km/s”, "400% efficiency", 'Saturday:
# 110 % chance of rain'. A straight quote opens only after a space or a bracket, so inches
# (5" by 7") quote nothing, and a single quote after a letter is an apostrophe ("the
# girls' 30 %"). A quotation introduced after a colon or a comma may run over several
# sentences ('Question: "A calculation gives 4.5 × 10⁸ m/s. Explain why …"').
_QUOTED = re.compile(
    r'[“«‘][^“”«»‘’]{1,120}[”»’]|(?<![\w"])"(?=\S)[^"\n]{1,120}(?<=\S)"(?![\w"])'
    r"|(?<![\w'])'(?=\S)[^'\n]{1,120}(?<=\S)'(?![\w'])"
    # a quotation of several sentences that the unit introduces and ends inside
    r'|(?<=[:,]\s)[“"](?=\S)[^"“”\n]{1,300}$'
    # a quoted sentence whose closing mark the segmenter left to the next unit ('… like to
    # call this "420 % efficient."²')
    r'|(?<=\s)[“"](?=\S)[^"“”\n]{1,120}[.!?]$'
    r"|(?<=\s)['‘](?=\S)[^'‘’\n]{1,120}[.!?]$"
    # … and the last sentence of a quotation an earlier unit opened ('says: "Drop a ball
    # from a 20-metre roof. It lands in about 1.2 seconds."'): a unit that ends by closing
    # a quote it never opened (not a source's words before their attribution, '…,"
    # said the pilot.')
    r'|\A[ \t>]*(?=[^\s"“”])[^"“”\n]{1,300}[.!?]["”][\s*_]*\Z'
)

# Probability written as notation right before a value: "P(A) = 1.25", "P(rain | clouds) ≈ 1.4";
# not a polynomial's value at a variable or a number ("P(x) = 4", "p(5) = -36").
_PROBABILITY_NOTATION = re.compile(
    # (not a factor of what is computed: "women with BC × P(false −) = 350 × .11 = 38.5";
    # a "*" after a word multiplies, one of markdown's bold does not: "So **P(D | +) = 1.8**")
    r"(?<![×·]\s)(?<![×·])(?<!\\times\s)(?<!\\cdot\s)(?<![\w)]\s\*\s)(?<![\w)]\*)(?<![\w)]\*\s)"
    r"\b[Pp][r]?\s*\((?![a-z]\)|[-−\d.\s]+\))[^()]{1,40}\)\s*(?:=|≈|\\approx|is|was)"
    # perhaps through a formula of symbols, or of numbers: "P(≥ 1) ≈ λt = 1.8 × 1 = 1.8",
    # "P(at least one head) = 1 + (1/2)^3 = 1.125", "= \frac{0.018}{0.01} = 1.8"
    r"(?:(?:[^=≈\d\n]{1,30}|[\d\s+\-−×*/^().·]{1,40}|\s*\\[dt]?frac\{[^{}]{1,20}\}\{[^{}]{1,20}\}\s*)"
    r"(?:=|≈|\\approx))?\s*$"
)
# Where such notation starts: a text without it holds none.
_PROBABILITY_OPENING = re.compile(r"\b[Pp][r]?\s*\(")
# ... or as a column header: "| X | P(X) |".
_PROBABILITY_HEADER = re.compile(
    r"^[\s*_`$]*[Pp][r]?\s*\([^()]{1,40}\)(?:\s*\((?:%|percent)\))?[\s*_`$]*$"
)
# The value of a statistic, not of the quantity the sentence names ("a higher likelihood of
# nephrotoxicity: OR = 11.5"): an odds, hazard or risk ratio, a regression coefficient, a
# deviation, and the bounds of an interval after one ("95% CI = 4.1, 32.3", "(OR 1.53,
# 1.39-1.69)", "[CI] -24.6% to 11.2%"). Case matters: "or" is a word, "OR" an odds ratio.
_STATISTIC_NUMBER = r"[-−]?\d[\d.,]*\s*%?"
_SUBSCRIPT = r"\{(?:[^{}\n]|\{[^{}\n]*\}){1,24}\}"  # "{α/2}", "{\text{Mike}}"
_STATISTIC = re.compile(
    r"(?:\b(?:a?ORs?|a?HRs?|a?RRs?|IRR|CIs?|CrI|UI|SD|SEM?|IQR)\b|β)\]?\)?\s*[=:]?\s*"
    rf"(?:{_STATISTIC_NUMBER}\s*(?:[,;(\[]|to\b|[-–])\s*"
    r"(?:95\s*%\s*(?:CI|UI|confidence interval)\b\s*[=:]?\s*)?){0,2}$"
    # a critical value named by its tail: "z0.01 = 2.326", "z_{α/2} = 1.96", "t_{0.025} =";
    # a z-score, perhaps through its formula: "$Z_{\text{Mike}} = \frac{67 - 70}{3.3} = -0.91"
    r"|(?<![\w\\])(?:[zt]\s*_?\s*(?:" + _SUBSCRIPT + r"|\d*\.\d+|[α-ω](?:/2)?)"
    r"|Z(?:\s*_?\s*" + _SUBSCRIPT + r")?)\s*[=≈]\s*"
    r"(?:\\[dt]?frac\{[^{}\n]{1,20}\}\{[^{}\n]{1,20}\}\s*[=≈]\s*)?\$?\s*$"
    # an expectation value in bra-ket notation: "⟨σ_z⟩ = −0.28", "\langle E \rangle ="
    r"|(?:⟩|\\rangle)\s*[=≈]\s*\$?\s*$"
)
_STATISTIC_REACH = 60
# A range from a negative end to one signed "+": "−30 kg to +10 kg", "-2 to +3 °C"; its
# ends may be read as one claim or as two.
_SIGNED_RANGE = re.compile(r"[-−]\s*\d[^+\n]{0,16}?\s(?:to|–|—)\s*\+\s*\d")
_SIGNED_END = re.compile(r"[-−+]\s*\d")
_SIGNED_REACH = 24
# A bare year or span of years names a time, like a reference names a place: "(Milani et
# al. 2005)", "savings between 2005 and 2008".
_YEARS = re.compile(
    r"(?:(?:between|from)\s+)?(?:1[89]|20)\d\d(?:\s*(?:-|–|to|and)\s*(?:1[89]|20)\d\d)?"
)
# "exceeding 2023's": a year's, with its possessive.
_POSSESSIVES = ("'s", "’s")
# The number of a list item ("2. Edge rooms: …", "3) …") names it, at the start of a line.
_LIST_MARKER = re.compile(r"[.)](?:\s|$)")
# Whole numbers alone in square brackets cite a source or give a mark scheme's marks ("as
# shown in [12]", "= 0.50 [1]"), as does a count of marks in any bracket ("(2 marks)").
_CITATION_OR_MARKS = re.compile(
    r"\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]|[\[(]\s*\d+\s*marks?\s*[\])]"
    # ... and so does a whole number in round brackets of its own ("the (2) test", a
    # compound's "(7)"), or glued to a name ("η(547)", "f1(1285)": particles)
    r"|(?<![\w.,])\(\s*\d{1,3}\s*\)|(?:(?<=[^\W\d_])|(?<=[^\W_]\d))\(\s*\d+\s*\)",
    re.IGNORECASE,
)
_CITATION_REACH = 20
# ... and inside a sentence, a number closed by a bracket that no "(" opened: "by 1) aging
# redundant memories … 2) sampling new ones".
_INLINE_MARKER = re.compile(r"\)\s+[A-Za-z]")
_INLINE_MARKER_REACH = 40
# A count or index given to a variable or a function's argument ("$(n=2)$", "with n=5 and
# p=0.35", "P(6,3)", "$P_{decay}(3000)$"): a parameter, not the value of the probability
# (p) beside it. Not the unit of a number before it: "460 W / 400 W = 1.15".
_PARAMETER = re.compile(
    r"(?:(?<!\d)(?<!\d\s)\b[A-OQ-Za-oq-z]\s*=\s*"
    r"|\b[A-Za-z](?:_\{[^{}\s]{1,12}\}|_[A-Za-z0-9]{1,8})?\(\s*"
    # a distribution's moment, in LaTeX: "\mu_a=10.0", "\sigma_q = 0.10", "\mu=np=10"
    r"|(?:\\(?:mu|sigma|lambda|theta|alpha|beta|nu|tau)|[μσλθ])(?:_\{?[A-Za-z0-9]{1,8}\}?)?"
    r"\s*=\s*(?:[A-Za-z]{1,4}\s*=\s*)?)\$?$"
)
_PARAMETER_REACH = 24
# Numbers that are names: "24/7 availability"; a version after a name ("Ethereum 2.0",
# "USB 3.0").
_NAME_NUMBER = re.compile(r"24\s*/\s*(?:7|365)")
# A day of a month names a date: "voting on November 8", "by Sept. 30".
_DAY = re.compile(r"0?[1-9]|[12][0-9]|3[01]")
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_MONTH_BEFORE = re.compile(rf"\b{_MONTH}\s+$", re.IGNORECASE)
# Days of a month read as a range: "between July 12 and 25".
_DATE_RANGE = re.compile(
    rf"(?:between|from)?\s*{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\s*(?:and|to|-|–|through)\s*"
    r"\d{1,2}(?:st|nd|rd|th)?",
    re.IGNORECASE,
)
# A die's face or a card drawn: "the chance of rolling at least a 14 on a d20"; how many
# are matched or picked: "the chance of matching exactly 3".
_FACE_BEFORE = re.compile(
    r"\b(?:roll|rolls|rolling|rolled|draw|draws|drawing|drew|throw|throwing|get|getting"
    r"|match|matches|matching|matched|pick|picks|picking|guess|guessing)"
    r"\s+(?:(?:(?:at\s+least|at\s+most|exactly)\s+)?an?|at\s+least|at\s+most|exactly)\s+"
    # (faces listed, perhaps each set by a macro: "rolling a \\resp{2}, \\resp{3}, or …")
    r"(?:(?:\\[a-zA-Z]+\{)?\d+\}?\s*(?:,\s*|,?\s*or\s+|,?\s*and\s+))*(?:\\[a-zA-Z]+\{)?$",
    re.IGNORECASE,
)
# A bound of an event, not a chance: a variable compared with the number ("P(x < 5)", "F >
# 2.23", "$x < -3.332$"; not p, a probability itself), the number compared with a variable
# ("P(4 < x < 5)"), anything inside the event of "P(…)" ("P(roll a 4)", "P($6$)", "P(sum = 7
# and max roll = 6)") or in
# the set of its outcomes ("B = \{4, 5, ..., 12\}"), the values an event spans ("a value
# between 110 and 114", "from 16 to positive infinity", "larger than -2.58"), or a count
# with its direction ("42 or fewer smokers").
_EVENT_BOUND_BEFORE = re.compile(
    r"(?<![\w\\])[A-OQ-Za-oq-z]\s*\$?\s*(?:<|>|≤|≥|<=|>=|≠|\\(?:geq?|leq?|gt|lt|neq?)(?![A-Za-z]))"
    r"\s*\$?\s*$"
    r"|(?<![\w\\])(?:P|Pr|Prob)\s*\(\s*\$?[^()\n]*$|(?:\\\{|=\s*\{)\s*\$?[^{}\n]*$"
    # an index ("P_{2,-1}") and an outcome ("the probability of getting a sum of 7")
    r"|(?<![\w\\])P_\{[^{}\n]*$|\b(?:sum|sums|total|totals)\s+of\s+$"
    r"|\b(?:value|values|score|scores)\s+(?:between|from)\s+(?:\d[\d.,]*\s+and\s+)?$"
    # what the event's subject does between two values: "the number of heads will be
    # somewhere between eight and 32", "a device will last between 2.8 and six years"
    r"|\b(?:somewhere|lasts?|lasting|lies|lie|lying|falls?|falling|takes?|taking|weighs?"
    r"|weighing|measures?|measuring|scores?|scoring)\s+between\s+(?:[\w.,−-]+\s+and\s+)?$"
    # the values themselves: "the probabilities of the values 0, 1, and 2", "the values 6
    # down to 0", "the chance the sum is a particular value, say 10"
    r"|\b(?:values(?:\s+in\s+the\s+sequence)?|outcomes)\s+"
    r"(?:[-−]?\d[\d.]*\s*(?:,\s*|,?\s*and\s+|,?\s*or\s+|down\s+to\s+|through\s+))*$"
    r"|\b(?:sum|total|value|number|count|score)\b[^.;\n]{0,30}\bsay,?\s+$"
    # a measure's threshold: "the chance of a child being thin (BMI under 18.5)"
    r"|\b[A-Z][A-Za-z0-9]{1,6}\s+(?:under|below|above|over)\s+$"
    # "the probability of scoring below 60", "of waiting more than 10", "that a classmate
    # scored below 61"
    r"|\b[a-z]+(?:ing|ed)\s+(?:below|above|under|over|at\s+least|at\s+most|more\s+than|less\s+than"
    r"|fewer\s+than|exactly)\s+$"
    r"|(?:\b[A-Za-z]\$?|score|value|statistic|number|count|total|\d\s+but|\d\s+and)\s+"
    r"(?:will\s+be\s+|is\s+|was\s+)?"
    r"(?:(?:larger|greater|smaller|less|more|higher|lower|bigger)\s+than|above|below|over|under"
    r"|exceeds|exceeding)\s+\$?$"
    # "being less than or equal to 4": only a bound is compared so
    r"|\b(?:larger|greater|smaller|less|more|fewer|higher|lower)\s+than\s+or\s+equal\s+to\s+\$?$"
)
_EVENT_BOUND_AFTER = re.compile(
    r"\$?\s*(?:<|>|≤|≥|<=|>=)\s*[A-OQ-Za-oq-z](?!\w)"
    r"|\s+or\s+(?:fewer|more|less|greater|higher|lower|above|below|older|younger|over|under)\b"
    r"|\s+to\s+(?:positive\s+|negative\s+|plus\s+|minus\s+|[+−-]\s*)?(?:infinity|∞)",
    re.IGNORECASE,
)
# An argument of a named function: "binomcdf(100, 8/560, 6)", "normalcdf(−1.5, 2",
# "χ²cdf(9.73, 1E99, 4)", "Φ(−1.00)"; a distribution's parameters, "X ~ U (0, 23)".
# (a name set in LaTeX too: "X \\sim \\mathrm{Binom}(2, 0.4694)")
_ARGUMENT_BEFORE = re.compile(
    r"(?:(?<!\w)[^\W\d_]\w*|~\s*[^\W\d_]\w*\s|\\(?:mathrm|operatorname|textrm|text|rm)\{[^{}\n]{1,20}\})"
    r"\((?:[^()\n]*,)?\s*$"
)
_EVENT_REACH = 40
_LEADING_COMPARISON = re.compile(r"(?:(?:\\(?:geq?|leq?|gt|lt)(?![A-Za-z])|[<>≤≥])\s*\$?\s*)?")
_VERSION = re.compile(r"\d+\.0")
_NAME_BEFORE = re.compile(r"\b[A-Z][A-Za-z]+\s$")
# A count that makes a compound adjective: "4-pole", "6-cylinder", "2-stroke", "3-bed".
_COMPOUND_AFTER = re.compile(
    r"-(?:pole|cylinder|stroke|speed|door|seat|seater|pin|port|way|phase|star|wheel|wheeled"
    r"|blade|bladed|core|bit|channel|lane|storey|story|bedroom|piece|point|page|person|man"
    r"|member|step|stage|layer|ply|sided|legged|bed|room|year|month|week|day|night|hour"
    r"|minute|game|match|hole|lap|round|inning|set|course)s?\b"
)
# A course, a standard, a part or a catalogued star: "ENGR 3120", "ISO 9001", "MATH 101",
# "HD 158996", "KIC 8462852".
_CODE_NUMBER = re.compile(r"\d{3,7}")
_CODE_BEFORE = re.compile(r"\b[A-Z]{2,5}\s$")
# A rating scale in brackets after what it rates: "Likelihood (1 to 5)", "pain (0–10)".
_SCALE = re.compile(r"[01]\s*(?:to|-|–)\s*(?:3|4|5|7|10|100)")
_RATED = re.compile(r"\(\s*" + _SCALE.pattern + r"\s*\)")
# A question that ends a sentence ("**Q: Could a ship ever travel at 1.2c?**") or is
# answered in it ("Could an engine … reach 70 %? No — …"); not a "?" inside a URL.
# (not a word asked of oneself that only stresses what comes next: "I reduced the sugar by
# 125 %, and honestly? They still set perfectly.")
_QUESTION = re.compile(
    r"(?<!\bhonestly)(?<!\bseriously)(?<!\bguess what)(?<!\bthe result)(?<!\bthe verdict)"
    r"(?<!\bthe catch)(?<!\bthe twist)\?(?=[!?*_`\"”’)}\]]*(?:\s|$))",
    re.IGNORECASE,
)

# A statement made in surprise ("… weighs minus two hundred grams??", "… 2c?!"), not
# a sentence that asks as it opens ("Is it really 2c??").
_SURPRISE = re.compile(r"[?!]\?|\?!")
# A question asked in a trailing "which" clause: ", which I think is competitive?".
_QUESTION_ASIDE = re.compile(r",\s+which\b[^,.;:!?\n]*\?$", re.IGNORECASE)

# What ContextEngine.modifiers marks from patterns of its own rather than from trigger
# terms: quotation (REPORTED), numbers that name something (REFERENCE), questions
# (HYPOTHETICAL), statistics (STATISTIC: "95% CI") and arithmetic (OPERAND, RESULT, and
# CHANGE for a difference); also
# probability notation (PROBABILITY), which could_mark tests itself, as it needs a "(".
# Keep in step with modifiers: could_mark relies on it.
_DIGIT = re.compile(r"\d")
# A figure of what a line releases: not a power in a name ("2x Barlow").
_RELEASED_FIGURE = re.compile(r"\d(?![\d.]*[x×](?:\s|$))")
# What a label over prose lends its line: whether it is asserted, whether its figures are
# parts of a whole ("Brackets: The House has four: 12%, 25%, 35% and 39.6%."; a title over
# a list, "Use of funds (share of total award)") or the whole itself (a row "| **Total** |"
# under "Mass fraction (%)"), whether they are heights ("Platform heights" over "-
# Middle ledge: 15 m"), whether what they measure can go below zero ("- Net profit:
# fell by 140 %") and what kind of device the line is about ("**Auxiliary boiler:** used
# only for start-up steam; efficiency 88 %" is no heat engine's).
_PROSE_LABEL_CATEGORIES = frozenset(
    {
        *ASSERTION_CATEGORIES,
        "ENDORSED",
        "RATE",
        "NOT_PARTS",
        "OVERLAP",
        "SINGLE_ANSWER",
        "SHARE",
        "TOTAL",
        "HEIGHT",
        "CAN_GO_NEGATIVE",
        "NOT_HEAT_ENGINE",
        "HEAT_MOVER",
    }
)
_MARKED_WITHOUT_TERMS = frozenset(
    {"REPORTED", "REFERENCE", "HYPOTHETICAL", "STATISTIC", "OPERAND", "RESULT", "CHANGE"}
)

# Categories that an answer often gives in the line after (or before) the claim: "... at
# about 10 000 c.\nBut this 'speed' carries no signal", "... 20 % own a fish.\nMany own
# more than one pet, so the groups overlap.", "… to name the single mode of transport they
# use. Forty percent named the bus, …".
DISCOURSE_CATEGORIES = frozenset(
    {
        "NO_SIGNAL",
        "NOT_PARTS",
        "OVERLAP",
        "SINGLE_ANSWER",
        "EXPANSION",
        "APPARENT",
        "NEGATIVE_TEMPERATURE",
        "AMBIENT_HEAT",
    }
)
# ... and those a statement anywhere in a document gives all its claims of their kinds: a
# survey's note that its answers overlap (OVERLAP) covers the table after it; a page on the
# expansion of space ("recession velocities", "Hubble's law") speaks of recession in all
# its speeds. (Other speeds that carry no signal are explained where they stand: a debunk
# that says "no signal travels faster than light" must not excuse every speed of the page;
# what makes a figure no part where it stands, a p-value or "in terms of", says nothing
# of the page's other figures; but a page that explains apparent superluminal motion,
# APPARENT, speaks of it in every speed of a jet's blobs; so does a page on negative
# absolute temperatures, NEGATIVE_TEMPERATURE, in every temperature below 0 K; and one that
# explains how an LED turns ambient heat into light, AMBIENT_HEAT, in its efficiencies.)
DOCUMENT_CATEGORIES = frozenset(
    {"OVERLAP", "EXPANSION", "APPARENT", "NEGATIVE_TEMPERATURE", "AMBIENT_HEAT"}
)


# What a line must be about for a document-wide note to speak of it (none: every line). A
# page's word on the expansion of space speaks of what recedes, lies far away or moves with
# the expansion, not of "The whole Solar System travels around the Milky Way at 828,000
# km/s" in another paragraph.
_RECEDING = re.compile(
    r"\b(?:rece(?:de|des|ded|ding|ssion\w*)|redshift\w*|red-shift\w*|hubble|expan\w*"
    r"|distant|far-off|faraway|quasar\w*|galaxies|cluster\w*|light-years?\s+away|megaparsec\w*"
    r"|mpc|gpc|comoving|cosmolog\w*|horizon|universe|h_0|h₀|h_\{0\})(?!\w)",
    re.IGNORECASE,
)
# ... and a page on apparent superluminal motion, of what moves in a jet or on the sky.
_APPARENT_MOTION = re.compile(
    r"\b(?:jets?|blobs?|knots?|clumps?|components?|ejecta|apparent\w*|appear\w*|quasars?"
    r"|blazars?|m\s?87|3c\s?\d+|on\s+the\s+sky|across\s+the\s+sky|β_app|beta_app|v_app)(?!\w)",
    re.IGNORECASE,
)
_DOCUMENT_SUBJECTS = {"EXPANSION": _RECEDING, "APPARENT": _APPARENT_MOTION}
# The document categories that name what a page is about, not a note on a table or list.
_PAGE_SUBJECTS = frozenset({"EXPANSION", "APPARENT", "NEGATIVE_TEMPERATURE", "AMBIENT_HEAT"})
_ACROSS_PARTS = frozenset({*ASSERTION_CATEGORIES, "NO_SIGNAL", "NOT_PARTS", "OVERLAP"})
# Directions of a change that exclude each other.
_OPPOSITE = {"GROWTH": "DECREASE", "DECREASE": "GROWTH"}


class ContextEngine:
    """Marks each claim of a sentence with the categories of the triggers in scope."""

    def __init__(self, terms: Sequence[TriggerTerm] | None = None) -> None:
        self.terms = tuple(builtin_terms() if terms is None else terms)

    def modifiers(
        self,
        text: str,
        claims: Sequence[Claim],
        labels: Sequence[Label] = (),
        nearby: Neighbours = NO_NEIGHBOURS,
    ) -> tuple[frozenset[str], ...]:
        """The categories that modify each claim, in the order of ``claims``.

        ``nearby`` holds the neighbouring units in the paragraph: their triggers of
        :data:`DISCOURSE_CATEGORIES`, a ``previous`` trigger that opens the unit after
        ("That claim is false.") and a ``next`` trigger that ends the unit before ("A
        viral post claims:") mark every claim they apply to.
        """
        if not claims:
            return ()
        found: list[set[str]] = [set() for _ in claims]
        expressions = arithmetic.expressions(text)
        anchors = _anchors(claims, expressions)
        # under a column of shares of a whole, the row's other cells name a category: "|
        # More parking | 41 |" under "Share of residents (%)" is no growth
        in_share_cells = (
            [self._share_of_a_whole(text, claim, labels) for claim in claims]
            if labels and "|" in text
            else ()
        )
        scan = self._mark_in_scope(text, claims, found, anchors, in_share_cells=in_share_cells)
        # a question asks; what it asks about is not asserted
        asked = max((m.start() for m in _QUESTION.finditer(text)), default=-1)
        if asked > 0 and _QUESTION_ASIDE.search(text, 0, asked + 1):
            # "Simulated thermal efficiency 72%, which I think is competitive?": the
            # question is the aside's, about what the figure means; the figure is stated
            asked = -1
        if asked > 0 and PRESUPPOSING_QUESTION.match(text):
            asked = -1  # "Anyone else notice the price has dropped by 200%?": told as fact
        surprised = asked > 0 and _SURPRISE.search(text, asked - 1, asked + 2)
        if surprised and not ASKING_OPENING.match(text):
            # "now the jar weighs minus two hundred grams?? science is wild": a statement
            # made in surprise, not a question
            asked = -1
        lent: list[dict[str, set[Label]]] = [{} for _ in claims]  # who lends SHARE, RATE
        for label in labels:
            for term in self._label_triggers(_label_phrase(label), label.prose):
                # A terminator in the unit ends a label's reach as it ends a scope: under
                # "For the probability estimate:", "- The area of the square is 4".
                # (a label over prose heads its whole line: "Student: The ship goes 0.70c
                # …, so the probe goes 1.30c.")
                # A comma ends no reach of a label's denial or report: "Common errors:" /
                # "- In (a), adding …".
                stops = (
                    []
                    if label.prose
                    else [
                        at
                        for at in self._stops(scan, term.category)
                        if (text[at] != "," or term.category not in ASSERTION_CATEGORIES)
                        # "- An electric kettle: actually around 105 %": a word that opens
                        # the value corrects no one
                        and not _OPENS_A_VALUE.search(text, 0, at)
                    ]
                )
                for index, claim in enumerate(claims):
                    if (
                        label.start <= claim.start_char < label.end
                        and term.applies_to(claim.kind)
                        and not _stopped(stops, label.start, claim.start_char)
                        # an item's own direction outweighs its heading's: "reduced by
                        # 130 %" under "Changes since last year:"
                        and _OPPOSITE.get(term.category) not in found[index]
                        # and its own words' chance is no change a heading tells of: "## Measles
                        # cases climb …" over "- Chance that a contact catches it: 125 %" (a
                        # column "Change" still is)
                        and not (
                            term.category in _CHANGES
                            and "PROBABILITY" in found[index]
                            and not _labels_a_cell(text, label)
                        )
                        # a speaker's question poses its figures, it reports none:
                        # "Student: If an apple drops off a branch 5 m up, how fast …?"
                        and not (
                            term.category == "REPORTED" and label.prose and claim.end_char <= asked
                        )
                    ):
                        found[index].add(term.category)
                        if term.category in ("SHARE", "RATE"):
                            lent[index].setdefault(term.category, set()).add(label)
        # "(one answer only)" over a list outweighs "several answers allowed" said of
        # another question in the next line or elsewhere in the document
        kinds = {claim.kind for claim in claims}
        reaching = self._from_neighbours(nearby, kinds)
        if not text.rstrip(" \t").endswith("\n"):
            reaching += self._closing_the_line(nearby, kinds)
        # "The committee's adviser concurred with that assessment": the line after adopts
        # what this one quotes
        # ("Approved as written:" / a quoted line: the line before adopts it as well)
        adopted = any(
            t.category == "ENDORSED" and t.direction in ("previous", "next") for t in reaching
        )
        for term in reaching:
            for index, claim in enumerate(claims):
                if term.applies_to(claim.kind) and not _outranked(term.category, found[index]):
                    found[index].add(term.category)
        # the answer to a question is the last value of each kind the unit computes: "=
        # −1.6330, which corresponds to a probability p̂ = 0.163" answers with 0.163 only,
        # "t ≈ 2.9 s, v ≈ 28 m/s" with both
        if roles_asked := self._asked_of(nearby):
            for index in _answers(text, claims):
                kind = claims[index].kind
                found[index] |= {t.category for t in roles_asked if t.applies_to(kind)}
        # "I first estimated 40 % efficiency." / "Actually, no — … it comes out at 72 %":
        # the figure given in place of the one before plays its role; so does the figure
        # said again ("The manufacturer claims 45% efficiency." / "Yes, 45% is achievable")
        carried, told = _carried_over(text, claims, nearby)
        if carried:
            for term in self._roles_told_before(told):
                for index in carried:
                    if term.applies_to(claims[index].kind):
                        found[index].add(term.category)
        if _goes_on_from(text, nearby):
            # "So my balance went from +$800 to −$400." / "That's a drop of 150%": what
            # the unit before tells of goes on in the anaphor, and so does a release
            told = self._release_told_before(nearby) + self._told_of_before(nearby.before)
            for term in told:
                for index, claim in enumerate(claims):
                    if term.applies_to(claim.kind):
                        found[index].add(term.category)
        elif any(
            claim.kind == "LENGTH" and "HEIGHT" in found[index]
            for index, claim in enumerate(claims)
        ) and (
            any(term.category == "FALL" for term in self._release_told_before(nearby))
            or self._released_next(nearby)
        ):
            # "The stone falls from rest to the beach below." / "The cliff is 80 m high.":
            # how high the place stands is the height of the fall just told, or told next
            # with no figure of its own ("The platform sits 45 m above the Rua do Ouro." /
            # "My phone slipped out of my hand and dropped straight down.")
            for index, claim in enumerate(claims):
                if claim.kind == "LENGTH" and "HEIGHT" in found[index]:
                    found[index].add("RELEASED")
        self._said_of_own_figures(text, claims, found)
        borne_out: set[int] = set()  # what a later line bears out, quoted or not
        for index, claim in enumerate(claims):
            if nearby.onward:
                later = self._said_of_the_units_before(text, nearby.onward, claim.kind)
                found[index] |= later
                if "ENDORSED" in later:
                    borne_out.add(index)
            if nearby.before:
                found[index] |= self._said_of_the_unit_after(nearby.before, claim.kind)
        supposed_by_section: list[int] = []  # what only the section's heading supposes
        for category in nearby.document:
            subject = _DOCUMENT_SUBJECTS.get(category)
            if subject is not None and not any(
                subject.search(line) for line in (text, nearby.before, nearby.after)
            ):
                continue  # the note speaks of other lines than this one's
            kinds = self._document_kinds.get(category)  # None: a look back, of every kind
            for index, claim in enumerate(claims):
                if (kinds is None or claim.kind in kinds) and not _outranked(
                    category, found[index]
                ):
                    if category == "HYPOTHETICAL" and category not in found[index]:
                        supposed_by_section.append(index)
                    found[index].add(category)
        quoted_claims: set[int] = set()
        endorsed: list[Span] | None = None  # the unit's ENDORSED triggers, read once if asked
        for quoted in _QUOTED.finditer(text):
            for index, claim in enumerate(claims):
                if quoted.start() <= claim.start_char and claim.end_char <= quoted.end():
                    found[index].add("REPORTED")
                    if adopted or index in borne_out:
                        continue
                    if endorsed is None:
                        endorsed = [span for _, span in self._matches(scan, ("ENDORSED",))]
                    if not _vouched_for(quoted.span(), found[index], endorsed):
                        quoted_claims.add(index)
        for index, claim in enumerate(claims):
            stands = anchors[index][0]  # a computation's start, for its result
            if _STATISTIC.search(text, max(0, stands - _STATISTIC_REACH), stands):
                found[index].add("STATISTIC")
            # the notation holds a "(": without one before the claim, nothing to search;
            # before a computation, it names the computation's result ("P(A) = 5 × 0.25 =
            # 1.25")
            if text.find("(", 0, stands) >= 0 and _PROBABILITY_NOTATION.search(text, 0, stands):
                found[index].add("PROBABILITY")
            if any(
                _PROBABILITY_HEADER.match(label.text)
                for label in labels
                if label.start <= claim.start_char < label.end
            ):
                found[index].add("PROBABILITY")
            if claim.kind == "NUMBER" and _names_something(text, claim):
                found[index].add("REFERENCE")
            if _in_a_signed_range(text, claim):
                # "anywhere from about −30 kg to +10 kg": ends signed both ways are changes
                found[index].add("CHANGE")
        for claim, categories in zip(claims, found, strict=True):
            # (unless the line after says yes to it: "Is it realistic that a rock … landed
            # in 2.5 s?" / "Yep, that checks out.")
            if claim.end_char <= asked and "ENDORSED" not in categories:
                categories.add("HYPOTHETICAL")
        for index, roles in arithmetic.roles(text, claims, expressions).items():
            found[index] |= roles
        for index in arithmetic.formula_parts(text, claims):
            found[index].add("OPERAND")
        # Under a heading that supposes ("What if we add less oxygen?"), what the text works
        # out, or states as its conclusion, is its own claim: the premises are supposed,
        # the consequences are not ("Result: … −8.0 g of oxygen"; the items under "Let's
        # run the numbers:").
        if supposed_by_section:
            concludes = CONCLUSION_OPENING.match(text) is not None or any(
                WORKS_OUT.search(label.text) for label in labels
            )
            for index in supposed_by_section:
                if claims[index].end_char > asked and (
                    concludes
                    or ("RESULT" in found[index] and "OPERAND" not in found[index])
                    # what the scenario says happens at the end of its fall: "A technician
                    # knocks a wrench off a 100 ft platform. By the time it reaches the
                    # gravel, it is travelling at about 60 mph."
                    or "LANDING" in found[index]
                ):
                    found[index].discard("HYPOTHETICAL")
        for index in arithmetic.bracketed_changes(text, claims):
            found[index].add("CHANGE")
        _restatements_inherit(text, claims, found)
        rated = "(" in text and _RATED.search(text) is not None
        for index, categories in enumerate(found):
            if rated and claims[index].kind == "NUMBER":
                # "| Likelihood (1 to 5) | 4 | 2 |": scores on a scale, not chances
                categories.discard("PROBABILITY")
            # answers to a question of one answer exclude each other, whatever the words
            # that list them ("41% named Ortiz", "Handling drops at the hub: 45 %") suggest
            if "SINGLE_ANSWER" in categories:
                categories.difference_update(_NO_SINGLE_ANSWER | _CHANGES)
            # the items of a split a list's introduction names are its parts: under "Here
            # is his breakdown of the rent.", "- Mortgage interest: 41 %" names a cost, not
            # an interest rate
            by = lent[index]
            if by.get("SHARE") and by.get("RATE") and not by["SHARE"] & by["RATE"]:
                categories.discard("RATE")
            # what a mark scheme accepts as the answer, the text asserts, whoever wrote it;
            # but not what the answer itself quotes ('A website says "−500 °F"')
            if "ENDORSED" in categories and index not in quoted_claims:
                categories.discard("REPORTED")
        return tuple(frozenset(f) for f in found)

    def could_mark(
        self,
        text: str,
        claims: Sequence[Claim],
        labels: Sequence[Label] = (),
        nearby: Neighbours = NO_NEIGHBOURS,
        categories: Collection[str] = (),
    ) -> bool:
        """False only where :meth:`modifiers` marks no claim with any of ``categories``.

        A cheap test that computes no scope: it looks for the trigger terms of those
        categories alone in the text (as :meth:`modifiers` reads it), in the labels and,
        for the categories a neighbouring unit can lend, beside the unit. A category that
        :meth:`modifiers` also marks from patterns of its own
        (:data:`_MARKED_WITHOUT_TERMS`) is always possible. Restatements only pass on
        what other claims of the unit have.
        """
        wanted = frozenset(categories)
        if not claims or not wanted:
            return False
        if not wanted.isdisjoint(_MARKED_WITHOUT_TERMS):
            return True
        if "TOTAL" in wanted and arithmetic.adds_chances(text):
            return True  # a sum of chances in notation ("P(A) + P(B) = 0.7 + 0.6 = 1.3")
        if "PROBABILITY" in wanted and (
            _PROBABILITY_OPENING.search(text)
            or any(_PROBABILITY_HEADER.match(label.text) for label in labels)
        ):
            return True  # notation ("P(A) = 1.25") or a column headed "P(X)"
        if (nearby.before or nearby.after or nearby.onward) and not wanted.isdisjoint(
            self._neighbour_categories
        ):
            return True
        if not wanted.isdisjoint(_ASKED) and (
            nearby.question or (nearby.before and _ASKS.search(nearby.before))
        ):
            return True  # the answer to a question plays the role it asks for
        if not wanted.isdisjoint(nearby.document):
            return True
        if not wanted.isdisjoint(_TOLD_BEFORE) and _goes_on_from(text, nearby):
            return True
        if not wanted.isdisjoint(_CARRIED_BY_CORRECTION) and _carried_over(
            text, claims, nearby
        )[0]:
            return True  # a correction or a figure said again plays the role told before
        if "RELEASED" in wanted and (
            (nearby.before and self._release_told_before(nearby))
            or self._released_next(nearby)
        ):
            return True  # a height told right after, or before, a release (see modifiers)
        kinds = {claim.kind for claim in claims}
        if any(
            term.category in wanted and term.applies_to_any(kinds)
            for label in labels
            for term in self._label_triggers(_label_phrase(label), label.prose)
        ):
            return True
        groups = self._trigger_groups_of(wanted)
        if groups is None:
            return False  # no trigger term of these categories at all
        if groups.trigger_kinds is not None and groups.trigger_kinds.isdisjoint(kinds):
            return False  # none applies to these claims: no need to read the text
        scan = groups.matcher.scan(_masked(_lowered(text), claims))
        return any(
            groups.terms[number].applies_to_any(kinds) and scan.spans(number)
            for number in scan.present
        )

    def _mark_in_scope(
        self,
        text: str,
        claims: Sequence[Claim],
        found: list[set[str]],
        anchors: list[Span],
        said: _SaidOf | None = None,
        in_share_cells: Sequence[bool] = (),
    ) -> TextScan:
        """ConText proper: each trigger of the sentence marks the claims in its scope
        (``anchors``: where each claim stands for scope). Returns the scan of the text.
        ``said``: only the triggers of these categories and directions. ``in_share_cells``:
        for each claim, whether it is a share of a whole in a table cell: the words of the
        row's other cells name its category and lend it only what a label over prose
        lends."""
        masked = _masked(_lowered(text), claims)
        scan = self._groups.matcher.scan(masked)
        words = _outside_asides(masked, scan.word_starts)
        # a table row's cells are fields, not clauses: "| Falling from a raised hand while
        # taking a selfie | 7.9 |" falls, whatever ends a clause inside a cell other than
        # the claim's
        pipes = [i for i, char in enumerate(masked) if char == "|"] if "|" in masked else []
        stops: dict[str, list[int]] = {}
        categories, directions = said or (None, None)
        matches = self._matches(scan, categories, kinds={c.kind for c in claims})
        premises = self._premises(scan, masked, matches, stops)
        for term, match in matches:
            if directions is not None and term.direction not in directions:
                continue
            if term.direction in ("previous", "above"):
                # "…lists the mass as −1.2 kg; that's obviously a sign error": the clause
                # before, as the line before for a term that opens a line (or the text
                # before, for a term that looks back over it).
                for index, (_, end) in enumerate(anchors):
                    if end <= match[0] and term.applies_to(claims[index].kind):
                        found[index].add(term.category)
                continue
            if term.category not in stops:
                stops[term.category] = self._stops(scan, term.category)
                if term.category == "HYPOTHETICAL":
                    stops[term.category] = _premise_stops(masked, stops[term.category])
            term_stops = stops[term.category]
            aside = None
            if "(" in masked and (
                term.direction == "forward"
                or (term.scope is not None and term.scope <= 1)
                or term.category in _DEVICE_KINDS
            ):
                # a word's trigger inside a bracket of words speaks within it: "Car
                # (driver or passenger)   48 %" is no alternative to 48 %, and "slipped off
                # the deck (I just lost my grip) and hit … 2.1 s later" no loss of 2.1 s;
                # a device named in an aside of its own is not the one the figure is of
                # ("(I back-calculated shaft work from the generator output …), the engine
                # itself came out at 42 %")
                aside = _aside_around(masked, match)
                if aside is not None and (
                    term.category not in _DEVICE_KINDS
                    or len(masked[aside[0] : aside[1]].split()) >= _DEVICE_ASIDE_WORDS
                ):
                    term_stops = sorted([*term_stops, *aside])
                else:
                    aside = None
            if (
                term.category in _KEPT_IN_PREMISE
                and (premise_end := _enclosing(premises, match)) is not None
            ):
                # what a premise denies or changes is the premise's: "Chance of a second
                # leak if nothing is changed: 130 %" is no change of the chance
                term_stops = sorted([*term_stops, premise_end])
            if term.category == "DENIED" and term.direction in ("backward", "both"):
                term_stops = _past_apposition(masked, match, term_stops)
            elif term.category == "REPORTED" and term.direction in ("forward", "both"):
                term_stops = _across_apposition(masked, match, term_stops)
            for index, claim in enumerate(claims):
                # a name ("round 3") names the number after it, not the computation it
                # opens ("per round = 9/6 = 1.5")
                anchor = (
                    (claim.start_char, claim.end_char)
                    if term.category == "REFERENCE"
                    else anchors[index]
                )
                if (
                    in_share_cells
                    and in_share_cells[index]
                    and term.category not in _PROSE_LABEL_CATEGORIES
                    and _in_other_cells(pipes, match, anchor)
                ):
                    continue
                if (
                    term.category == "DENIED"
                    and pipes
                    and match[0] < anchor[0]
                    and _in_other_cells(pipes, match, anchor)
                    and _tells_of_its_own(masked, pipes, match)
                ):
                    # "| Night-work permit not renewed | Legal | 10% | … | 103% |": a
                    # denial inside a description of the row speaks of what it describes
                    continue
                in_cell = _in_its_cell(term_stops, pipes, match, anchor)
                if aside is not None:
                    # (in any cell: "| Catalytic converter (old, retained by customer) |
                    # −1.8 |" is no change "by" 1.8)
                    in_cell = sorted({*in_cell, *aside})
                if term.applies_to(claim.kind) and _in_scope(
                    term, match, anchor, words, in_cell, masked
                ):
                    found[index].add(term.category)
        return scan

    def _premises(
        self,
        scan: TextScan,
        text: str,
        matches: list[tuple[TriggerTerm, Span]],
        stops: dict[str, list[int]],
    ) -> list[Span]:
        """The premises the suppositions among ``matches`` open ("if …", "suppose …"):
        from each to where its clause ends. ``stops``: the scope ends by category, which
        the premises' ends join as HYPOTHETICAL's (computed once for both)."""
        openers = [match for term, match in matches if _opens_premise(term)]
        if not openers:
            return []
        if "HYPOTHETICAL" not in stops:
            stops["HYPOTHETICAL"] = _premise_stops(text, self._stops(scan, "HYPOTHETICAL"))
        ends = stops["HYPOTHETICAL"]
        return [
            (start, ends[at])
            if (at := bisect.bisect_left(ends, end)) < len(ends)
            else (start, len(text))
            for start, end in openers
        ]

    @cached_property
    def _groups(self) -> _Groups:
        """The terms in groups that act alike, and one matcher for all of them."""
        return _Groups.of(self.terms)

    @cached_property
    def _discourse_groups(self) -> _Groups:
        """The same for the triggers (and pseudo-triggers) of :data:`DISCOURSE_CATEGORIES`
        alone, which are all that the neighbouring lines are read for: the same groups,
        in the same order, as those of :attr:`_groups` of these categories."""
        return _Groups.of(
            [
                term
                for term in self.terms
                if term.category in DISCOURSE_CATEGORIES and term.direction != "terminate"
            ]
        )

    @lru_cache(maxsize=64)  # noqa: B019 (a handful of category sets, asked by the rules)
    def _trigger_groups_of(self, categories: frozenset[str]) -> _Groups | None:
        """The triggers of ``categories`` alone (no pseudo-triggers, no terminators: they
        only take matches away), in the same groups as in :attr:`_groups`; ``None`` if
        there are none."""
        terms = [
            term
            for term in self.terms
            if term.category in categories and term.direction not in ("pseudo", "terminate")
        ]
        return _Groups.of(terms) if terms else None

    @cached_property
    def _neighbour_categories(self) -> frozenset[str]:
        """The categories a neighbouring unit can lend a unit's claims: its explanations
        (:data:`DISCOURSE_CATEGORIES`) and the terms that reach across a line."""
        return frozenset(
            term.category
            for term in self.terms
            if term.category in DISCOURSE_CATEGORIES or term.direction in ("previous", "next")
        )

    @lru_cache(maxsize=4)  # noqa: B019 (four directions)
    def _edge_groups(self, direction: str) -> _Groups:
        """The same for the terms that reach past their unit in ``direction`` ("previous":
        from the start of the unit after, "next": from the end of the unit before, "above":
        back over the whole text, "section": from a heading over the section under it).
        Each is read for one direction only, with the pseudo-triggers of their categories
        ("That's not a typo" affirms)."""
        edge = [term for term in self.terms if term.direction == direction]
        categories = {term.category for term in edge}
        return _Groups.of(
            edge
            + [t for t in self.terms if t.direction == "pseudo" and t.category in categories]
        )

    def _share_of_a_whole(self, text: str, claim: Claim, labels: Sequence[Label]) -> bool:
        """Whether ``claim`` stands in a table cell whose column is headed as shares of a
        whole (its header lends SHARE: "Share of residents (%)", "Percent of votes")."""
        return any(
            term.category == "SHARE"
            for label in labels
            if not label.prose
            and label.start <= claim.start_char < label.end
            and _labels_a_cell(text, label)
            for term in self._label_triggers(_label_phrase(label))
        )

    @lru_cache(maxsize=256)  # noqa: B019 (a column header labels every row)
    def _label_triggers(self, label: str, prose: bool = False) -> tuple[TriggerTerm, ...]:
        """The triggers of a header, a list's introduction or a line's label that reach
        what it governs.

        The label stands right before its cells ("Efficiency" over "130 %"), so a forward
        trigger reaches them when no more than its scope in words follows it in the label:
        "Efficiency by device:" marks its items as efficiencies, and not as changes ("by").
        A trigger that opens the label names what the label is, whatever follows it
        ("Change this week, after a stomach bug: -0.3 kg", "Confidence on the flagged
        transaction: 104 %"); so does a forward trigger that reaches a phrase, wherever it
        stands ("Thermal efficiency, working between 150 °C and 25 °C: 38 %"). A word that
        reaches no further than the next few ("by", "for") does neither.

        A ``prose`` label ("**Common mistake:**") lends only whether its line is asserted
        and whether its figures are parts (:data:`_PROSE_LABEL_CATEGORIES`): "**Change:**
        prices have fallen by 140 %" is still a fall.
        """
        lowered = _lowered(label)
        scan = self._groups.matcher.scan(lowered)
        # a bracket in a label adds no distance, figures and all: "Speed just before
        # impact (from the last 10 frames):"
        brackets = [m.span() for m in _LABEL_ASIDE.finditer(lowered)]
        words = [w for w in scan.word_starts if not any(a < w < b for a, b in brackets)]
        # a supposition or a denial ends with its clause: "If you take home £2,800 a month,
        # here's a split that works:" asserts the split, and so does "I'd never seen a
        # cryostat before, so here's what I learned:" (the colon that ends a label ends
        # nothing); a denial or report that opens the label names what it is ("Myths,
        # debunked:")
        stated = len(lowered.rstrip(" :*_"))
        clause_ends = {
            category: [at for at in self._stops(scan, category) if at < stated]
            for category in ASSERTION_CATEGORIES
        }
        matches = self._matches(scan)
        # a supposition after the label's head qualifies what it names, and the value is
        # what holds then: "Likelihood of another failure if nothing is changed: 115 %" is
        # a likelihood stated, neither supposed, denied nor a change
        condition = min(
            (
                start
                for term, (start, _) in matches
                if _opens_premise(term) and words and start > words[0]
            ),
            default=len(lowered),
        )
        # a denial inside a bracket of words denies something of its own: "Design information
        # (main not on the drawings): 55 %" is a share, not denied
        clauses = [(a, b) for a, b in brackets if len(lowered[a:b].split()) >= _BRACKET_CLAUSE]
        return tuple(
            term
            for term, (start, end) in matches
            if term.direction in ("forward", "both", "backward")
            and (not prose or term.category in _PROSE_LABEL_CATEGORIES)
            # a prose label is the whole only if it says so first: "| **Total** |", not
            # "Electricity mix for our region, all generation:" over its parts
            and not (prose and term.category == "TOTAL" and not (words and start <= words[0]))
            and not (term.category == "DENIED" and any(a < start < b for a, b in clauses))
            and not (
                (term.category == "HYPOTHETICAL" or not words or start > words[0])
                and any(at >= end for at in clause_ends.get(term.category, ()))
            )
            and start < condition
            and (
                (words and start <= words[0] and term.scope != 0)
                or (
                    term.direction != "backward"
                    and term.scope != 0  # "### Steps" names no number under it
                    and (
                        term.scope is None
                        or term.scope >= _LABEL_REACH
                        or len(words) - bisect.bisect_left(words, end) <= term.scope
                    )
                )
            )
        )

    def _from_neighbours(self, nearby: Neighbours, kinds: Collection[str]) -> list[TriggerTerm]:
        """The triggers of the units beside a unit that reach into it (see ``modifiers``);
        ``kinds``: the kinds of the unit's claims."""
        reaching: list[TriggerTerm] = []
        # the claim kinds an explanation can apply to (None: any); a unit without such
        # claims need not read its neighbours for one
        read = self._discourse_groups.trigger_kinds
        if read is None or not read.isdisjoint(kinds):
            for side in (nearby.before, nearby.after):
                if side:
                    reaching += self._explanations(side)
        # Only the end of the unit before and the start of the unit after reach across.
        if nearby.before:
            before = _lowered(nearby.before[-_EDGE_CHARS:]).rstrip(_EDGE_MARKUP)
            edge = self._edge_groups("next")
            reaching += (
                term
                for term, (_, end) in self._matches(
                    edge.matcher.scan(before), groups=edge, kinds=kinds
                )
                if end == len(before)
            )
        if nearby.after:
            after = _lowered(nearby.after[:_EDGE_CHARS])
            # a term that opens the line, or a clause of it that follows only words ("We
            # stopped there: that would be nearly twice the speed of light")
            edge = self._edge_groups("previous")
            figure = _own_figure(after, leading_label_end(after))
            reaching += (
                term
                for term, (start, end) in self._matches(
                    edge.matcher.scan(after), groups=edge, kinds=kinds
                )
                if figure is None
                or (
                    figure >= start
                    # "… arrives at 4 °C. That's a difference of only 23 degrees": the
                    # difference is the figure it names, not the one before
                    and not (term.category == "CHANGE" and figure - end <= _OWN_FIGURE_REACH)
                )
            )
        return reaching

    def _closing_the_line(
        self, nearby: Neighbours, kinds: Collection[str]
    ) -> list[TriggerTerm]:
        """The questions and verdicts (:data:`_CLOSING_CATEGORIES`) that open a unit further
        on in the line, past units of no figure: they speak of the line's last figures, as
        the next unit's would ("… so the thing is 140 % efficient." / "My uncle wants to
        buy them." / "Is there any chance this works?"). A new line (a chat's next turn, a
        list's next item) is no longer the writer's closing word on them."""
        found: list[TriggerTerm] = []
        if not nearby.after or not nearby.onward:
            return found  # the unit ends its paragraph
        between = nearby.onward[0]
        edge = self._edge_groups("previous")
        for later in nearby.onward[1:]:
            if _DIGIT.search(between) or "\n" in between:
                break
            if not _DIGIT.search(later):
                opening = _lowered(later[:_EDGE_CHARS])
                matches = self._matches(edge.matcher.scan(opening), groups=edge, kinds=kinds)
                found += (term for term, _ in matches if term.category in _CLOSING_CATEGORIES)
            between = later
        return found

    @lru_cache(maxsize=256)  # noqa: B019 (engines live as long as their pipeline)
    def _said_of_the_units_before(
        self, unit: str, onward: tuple[str, ...], kind: str
    ) -> frozenset[str]:
        """Whether the units after ``unit`` (``onward``, see
        :class:`~physics_spacy.claims.Neighbours`) deny or report its claims of ``kind``
        through an anaphor (:meth:`_anaphors`, :meth:`_said_of`): anywhere in the next unit
        ("… = 4.19 × 10⁸ m/s." / "This exceeds c, …, so this value must be rejected"), and
        in a unit further on where no figure stands between ("Q: My app once showed a 110 %
        chance of rain." / "Is that a super-certain forecast?" / "A: That would be a
        display bug."; "We have withdrawn that edition." / "…, so the figure was never
        physically possible"). A figure named by what shows it reaches back past other
        figures to the unit that names that thing ("A screenshot … shows −300 °C." / "…
        −50 °C." / "But the screenshot's number cannot be real.")."""
        found: set[str] = set()
        figures_between = False
        for number, later in enumerate(onward):
            # (a limit a law sets is no figure between: "But probabilities can't be larger
            # than 1." before "So either I've made a mistake, or that's not a probability.")
            at = _own_figure(later, 0)
            figure = None if at is None else _DIGIT.search(later, at)
            # the next unit speaks of this one throughout ("This exceeds $c = 3.00 × 10^8$
            # m/s, …, so this value must be rejected"); one further on, before any figure
            before_any = len(later) if figure is None or number == 0 else figure.start()
            spans = [] if figures_between else self._anaphors(later, before_any)
            spans += (
                m.span()
                for m in ANAPHOR.finditer(later)
                if _names(m["owner"], unit) or _names(m["echo"], unit)
            )
            # "Please ignore the −293.15 figure." of "20 − 273.15 = −293.15 °C"
            spans += (
                m.span()
                for m in FIGURE_NAMED.finditer(later)
                if names_figure(unit, m["figure"])
            )
            # "Trial 3 cannot be right" of the row "| 3 | 9.8 | 8.3 | 1.18 |"
            spans += (
                m.span()
                for m in NAMED_ITEM.finditer(later)
                if names_item(unit, m["noun"], m["name"])
            )
            if spans:
                found |= self._said_of(later, spans, kind)
            figures_between = figures_between or figure is not None
        return frozenset(found)

    @lru_cache(maxsize=256)  # noqa: B019 (engines live as long as their pipeline)
    def _said_of_the_unit_after(self, before: str, kind: str) -> frozenset[str]:
        """The same for the unit before and what it announces: "The following number is
        wrong, even though it was shared thousands of times:" / "> Light moves at 1.08
        billion km/s."; so does an anaphor in a unit that introduces the next ("This
        claim is false:")."""
        spans = [m.span() for m in CATAPHOR.finditer(before)]
        if _INTRODUCES.search(before):
            spans += self._anaphors(before)
        return self._said_of(before, spans, kind)

    @staticmethod
    def _anaphors(unit: str, end: int | None = None) -> list[Span]:
        """Where ``unit`` (up to ``end``) speaks of another unit's claims: an opening
        pronoun, and a later clause's pronoun that speaks of it again ("That is faster than
        light, so it cannot be right"), or a demonstrative before a word for a figure
        (:data:`~physics_spacy.structure.ANAPHOR`)."""
        end = len(unit) if end is None else end
        # ("the advertised figure" stands for a figure only where it was advertised)
        spans = [m.span() for m in ANAPHOR.finditer(unit, 0, end) if not m["echo"]]
        # a later clause's subject before the unit's own first figure: "Your instinct is
        # right, that can't be the answer."
        first = _DIGIT.search(unit, 0, end)
        before_figure = first.start() if first else end
        spans += (m.span(1) for m in ANAPHOR_CLAUSE.finditer(unit, 0, before_figure))
        spans += (m.span(1) for m in REPORTED_OBJECT.finditer(unit, 0, before_figure))
        opening = OPENING_ANAPHOR.match(unit, leading_label_end(unit), end)
        if not opening:
            return spans
        # a later clause's pronoun may be the unit's own figure's: "That is 1.7 c, so it …"
        figure = _DIGIT.search(unit, opening.end(), end)
        again = ANAPHOR_AGAIN.finditer(unit, opening.end(), figure.start() if figure else end)
        # (an opening "That" that a word for a figure follows is that phrase: "That figure
        # is a big jump …")
        opened = [] if any(a == opening.start() for a, _ in spans) else [opening.span()]
        return [*opened, *(m.span(1) for m in again), *spans]

    def _said_of_own_figures(
        self, text: str, claims: Sequence[Claim], found: list[set[str]]
    ) -> None:
        """A denial or report said of a claim later in its own unit, through an anaphor
        before the unit's next figure: "This evaluates to about 5.9×10⁸ m/s, …, and this
        number is **not** the electron's speed", "… = 1.60c, is the Galilean answer and it
        is wrong", "−300 °C … is not merely hard to reach: it does not exist"
        (:meth:`_said_of`)."""
        for index, claim in enumerate(claims):
            end = _own_figure(text, claim.end_char)
            tail = text[claim.end_char : len(text) if end is None else end]
            spans = [m.span() for m in ANAPHOR.finditer(tail) if not m["echo"]]
            spans += (m.span(1) for m in ANAPHOR_CONJOINED.finditer(tail))
            # ("A temperature of −300 °C … is not merely hard to reach: it does not exist")
            spans += (m.span(1) for m in ANAPHOR_CLAUSE.finditer(tail))
            if spans:
                found[index] |= self._said_of(tail, spans, claim.kind) & _DISOWNING

    def _said_of(self, unit: str, spans: list[Span], kind: str) -> frozenset[str]:
        """The categories of :data:`_SAID_OF_AN_ANAPHOR` that a trigger of ``unit`` would
        give a claim of ``kind`` standing at one of ``spans`` (the words that stand for the
        claims of a neighbouring unit: "that", "such a speed", "the following number")."""
        found: list[set[str]] = [set() for _ in spans]
        reported = {m.span(1) for m in REPORTED_OBJECT.finditer(unit)}
        for (start, end), marks in zip(spans, found, strict=True):
            # only what follows the anaphor, up to a figure of its own, speaks of it: "will
            # not save it at that speed" does not deny the speed, nor "It would take 3 s,
            # which is wrong"
            figure = _own_figure(unit, end)
            said = unit[start : figure if figure is not None else len(unit)]
            stand_in = Claim(
                value=0.0,
                unit="",
                si_value=None,
                si_unit=None,
                kind=kind,
                text=said[: end - start],
                start_char=0,
                end_char=end - start,
            )
            for predicate in _SAID_OF_AN_ANAPHOR:
                self._mark_in_scope(said, [stand_in], [marks], [(0, end - start)], predicate)
            # a verb right before it turns it down: "We did not accept that value."
            if (
                REJECTED_ANAPHOR.search(unit, 0, start)
                and not NO_CALL_TO_REJECT.search(unit, 0, start)
                and not INTERESTED_PARTY.search(unit, 0, start)
            ):
                marks.add("DENIED")
            # ... or puts it in someone's mouth: "An advertisement … claims this."
            if (start, end) in reported:
                marks.add("REPORTED")
        return frozenset().union(*found)

    # Each line is the neighbour of the line before and of the line after: read it once.
    @lru_cache(maxsize=256)  # noqa: B019 (engines live as long as their pipeline)
    def _explanations(self, side: str) -> tuple[TriggerTerm, ...]:
        """The triggers of :data:`DISCOURSE_CATEGORIES` in a neighbouring unit that
        explain the unit beside it. A term of short reach ("compared with 40 %") names its
        own claim; only a term that reaches a clause ("the groups overlap") explains."""
        return tuple(self._explaining(side, DISCOURSE_CATEGORIES))

    def _explaining(self, text: str, categories: frozenset[str]) -> Iterator[TriggerTerm]:
        """The discourse triggers of ``categories`` in ``text`` that reach a clause (a term of
        short reach, "compared with 40 %", names only its own claim)."""
        explaining = self._explaining_groups(categories)
        scan = explaining.matcher.scan(_lowered(text))
        for term, _ in self._matches(scan, categories, explaining):
            if _explains(term):
                yield term

    @lru_cache(maxsize=8)  # noqa: B019 (two category sets: a neighbour's and a document's)
    def _explaining_groups(self, categories: frozenset[str]) -> _Groups:
        """The triggers of ``categories`` that reach a clause, and the pseudo-triggers of
        ``categories``: all that :meth:`_explaining` can find, in the same groups, in the
        same order, as in :attr:`_discourse_groups`. The terms of short reach are mostly
        common words ("has", "own", "like"), which a scan of a whole document meets at
        every line and :meth:`_explaining` would then drop."""
        return _Groups.of(
            [
                term
                for term in self.terms
                if term.category in categories and (term.direction == "pseudo" or _explains(term))
            ]
        )

    @lru_cache(maxsize=64)  # noqa: B019 (engines live as long as their pipeline)
    def _figureless_release(self, unit: str) -> tuple[TriggerTerm, ...]:
        """The release a unit of no figures tells (:data:`_TOLD_BEFORE`), which its
        neighbours' figures belong to: "Our guide let a pebble go from rest over the
        edge." / "It reached the water just 2.1 seconds later"."""
        if _RELEASED_FIGURE.search(unit, leading_label_end(unit)):
            # its own figures are what it releases (not its item's number, "1. …", nor its
            # time in a timeline, "- 11:32 Two adjacent motors stop; … the aircraft tumbles",
            # nor a lens's power in its name, "my 2x Barlow slipped out of my hand")
            return ()
        scan = self._groups.matcher.scan(_lowered(unit))
        return tuple(term for term, _ in self._matches(scan, _TOLD_BEFORE))

    def _released_next(self, nearby: Neighbours) -> bool:
        """Whether the unit after tells, with no figure of its own, that something is let
        go (RELEASED: "My phone slipped out of my hand and dropped straight down."; not "A
        painter climbed down from the top."), or a line after it does with only lines of no
        figures between ("Altitude at failure: 80 m" / "Failure: all motors stopped" /
        "Result: the aircraft dropped straight down")."""
        for after in nearby.onward or (nearby.after,):
            if not after or names_its_own_place(after):
                return False  # "… dropped his phone from a second-floor window."
            if any(t.category == "FALL" for t in self._figureless_release(after)):
                scan = self._groups.matcher.scan(_lowered(after))
                return bool(self._matches(scan, ("RELEASED",)))
            label_end = leading_label_end(after)
            if not label_end or _DIGIT.search(after, label_end):
                # a line of figures of its own, or prose that goes on with something else
                # ("He was wearing a harness …" / "Fall data …")
                return False
        return False

    def _told_of_before(self, before: str) -> tuple[TriggerTerm, ...]:
        """What the unit ``before`` says its subject is that an anaphor opening the next unit
        carries on (:data:`_CARRIED_BY_ANAPHOR`: a balance, which may go below zero)."""
        if not before:
            return ()
        scan = self._groups.matcher.scan(_lowered(before))
        return tuple(term for term, _ in self._matches(scan, _CARRIED_BY_ANAPHOR))

    def _roles_told_before(self, before: str) -> tuple[TriggerTerm, ...]:
        """The roles the unit ``before`` gives its figures that a correction opening the
        next unit gives its own (:data:`_CARRIED_BY_CORRECTION`)."""
        scan = self._groups.matcher.scan(_lowered(before))
        return tuple(term for term, _ in self._matches(scan, _CARRIED_BY_CORRECTION))

    def _release_told_before(self, nearby: Neighbours) -> tuple[TriggerTerm, ...]:
        """The release told in the unit before, or past it in the lines of no figures
        before it (``nearby.backdrop``): "Declan knocked a stone off the ledge." / "We all
        listened." / "It hit the floor after 2.1 seconds"; else what the unit before
        measures ("We measured the drop height …" / "It came out to 6.0 m")."""
        measured = self._figureless_release(nearby.before)  # perhaps only what it measures
        for told in (nearby.before, *nearby.backdrop):
            release = self._figureless_release(told)
            if any(term.category != "HEIGHT" for term in release):
                return release
        return measured

    def _asked_of(self, nearby: Neighbours) -> tuple[TriggerTerm, ...]:
        """The roles asked of a unit: by the question right before it, or by the question
        it answers (``nearby.question``, see :func:`~physics_spacy.structure.answers`)."""
        asked: tuple[TriggerTerm, ...] = ()
        if nearby.before and _ASKS.search(nearby.before):
            asked += self._asked(nearby.before)
        if nearby.question:
            asked += self._asked(nearby.question)
        return asked

    @lru_cache(maxsize=64)  # noqa: B019 (engines live as long as their pipeline)
    def _asked(self, question: str) -> tuple[TriggerTerm, ...]:
        """The roles a question asks for, which its answer's values play: "How long does a
        stone take to fall from a 45 m cliff?" / "About 2 seconds" is the time to land. A
        question for a count asks for no chance it names ("How many people give a
        better-than-even chance of a shared birthday?" / "23")."""
        lowered = _lowered(question)
        if _RHETORICAL.search(lowered):
            return ()
        asked = _ASKED - {"PROBABILITY"} if _ASKS_A_COUNT.search(lowered) else _ASKED
        return tuple(term for term, _ in self._matches(self._groups.matcher.scan(lowered), asked))

    def document_categories(self, text: str) -> dict[str, tuple[Span, ...]]:
        """The categories that a statement in ``text`` gives every claim of their kinds,
        each with the span of the text whose claims it does. An explanation of
        :data:`DOCUMENT_CATEGORIES` that reaches a clause ("so the percentages add up to
        more than 100 %", "those categories overlap") speaks of the whole text; one that
        points ahead ("Voters could name up to two issues, so the figures below overlap:")
        of what follows it. A statement inside a numbered question or a titled item
        (:func:`~physics_spacy.structure.topic_of`) speaks only of that question or item
        ("Q2. … (tick all that apply)" says nothing of Q1's answers). A term that looks back
        over the text ("above": "All of the above is an imagined scenario") speaks of what
        precedes it."""
        lowered = _lowered(text)
        found: dict[str, list[Span]] = defaultdict(list)
        if self._document_kinds:
            explaining = self._explaining_groups(DOCUMENT_CATEGORIES)
            for term, (start, end) in self._matches(
                explaining.matcher.scan(lowered), DOCUMENT_CATEGORIES, explaining
            ):
                if _explains(term):
                    ends = _SENTENCE_END.finditer(lowered, 0, start)
                    opening = max((m.end() for m in ends), default=0)
                    closing = _SENTENCE_END.search(lowered, end)
                    sentence = lowered[opening : closing.end() if closing else len(lowered)]
                    # a colon that ends its line introduces what follows ("… overlap:\n-
                    # …"); one inside a line explains ("Those activities overlap: many do
                    # both")
                    introduces = bool(closing and _INTRODUCES.match(lowered, closing.start()))
                    # (a page's subject, the expansion of space or negative absolute
                    # temperatures, is its whole topic's: "though technically below zero"
                    # points at no table below)
                    subject = term.category in _PAGE_SUBJECTS
                    ahead = not subject and (introduces or _POINTS_AHEAD.search(sentence))
                    first, last = topic_of(text, start) or (0, len(text))
                    if not (subject or ahead) and _POINTS_BACK.search(sentence):
                        first, last = paragraph_before(lowered, opening), end
                    elif not (subject or ahead) and len(_OWN_FIGURES.findall(sentence)) > 1:
                        # "63% named housing, 48% buses and 41% crime (respondents could
                        # choose up to three)": it explains its own figures, not a table's
                        first, last = opening, closing.end() if closing else len(text)
                    found[term.category].append((start if ahead else first, last))
        quoted_whole = _REPLY.match(text)
        if ">" in text:
            # a reply's quoted lines are the message it answers: "Re: My inverter says
            # it's 112% efficient??" over "> … That's 112 % efficiency!"; so is a quoted
            # block a line under it answers ("> 400% efficient" / "No motor does that").
            # The posts of a thread, each quoted under its byline, are their posters' own
            # claims, unless a line answers them; and a quoted block under a title of its
            # own ("> **Lander at a glance**") is the text's own box, not a message.
            # A reply that thanks or praises takes the message as it stands, whether it
            # stands under the quote or over it, as an email's answer does ("Thanks Lin,
            # looks good. I've copied the −0.42 g residue into the table." / "On …, Lin
            # Zhao wrote:" / "> … the residue weighs −0.42 g").
            for m in _QUOTED_LINES.finditer(text):
                if _introduced_as_own(text, m.start()):
                    continue  # "My results section says:" over the block: the writer's own
                answered = _ANSWERED_AFTER.match(text, m.end())
                if not (quoted_whole or (answered and not _TITLED_BOX.match(m.group()))):
                    continue
                reply = (
                    _LINE.match(text, answered.end() - 1)
                    if answered
                    else _TOP_REPLY.search(text, text.find("\n") + 1, m.start())
                )
                if reply is None or not takes_as_it_stands(reply.group()):
                    found["REPORTED"].append(m.span())
        looking_back = self._edge_groups("above")
        if looking_back.terms:
            for term, (start, _) in self._matches(
                looking_back.matcher.scan(lowered), groups=looking_back
            ):
                found[term.category].append((0, start))
        titling = self._edge_groups("section")
        if titling.terms and ("#" in text or "**" in text or "__" in text or has_title(text)):
            for start, end, closing in sections(text):
                heading = lowered[start:end]
                for term, _ in self._matches(titling.matcher.scan(heading), groups=titling):
                    found[term.category].append((start, closing))
        return {category: tuple(sorted(set(spans))) for category, spans in found.items()}

    @cached_property
    def _document_kinds(self) -> dict[str, frozenset[str]]:
        """The claim kinds each of :data:`DOCUMENT_CATEGORIES` applies to, from its terms
        (a category a look back over the text gives applies to every kind)."""
        kinds: dict[str, set[str]] = defaultdict(set)
        for term in self._discourse_groups.terms:
            if term.category in DOCUMENT_CATEGORIES and term.kinds:
                kinds[term.category] |= term.kinds
        return {category: frozenset(found) for category, found in kinds.items()}

    def _stops(self, scan: TextScan, category: str) -> list[int]:
        """Where scopes of ``category`` end in the scanned text, in order. A ";" or a ":"
        inside brackets separates or labels the items of one list, not clauses: "(mass
        change: −4.8 kg; placebo: −3.5 kg)" is one change, "−€58 million (2023: €145
        million), a decline of 140 %" one net income's."""
        text = scan.text
        stops = [
            start
            for ends, spares, number in self._groups.terminators
            if ends == category or (ends == "*" and category not in spares)
            for start, _ in scan.spans(number)
            if text[start] not in ";:" or not _in_brackets(text, start)
        ]
        if category not in _ACROSS_PARTS and "(" in text:
            # "Find: (a) the time to reach the floor, … (c) the height after 1.00 s": each
            # part of a question or an answer has roles of its own
            stops += (m.start() for m in ANSWER_PART.finditer(text))
        return sorted(stops)

    def _matches(
        self,
        scan: TextScan,
        categories: Collection[str] | None = None,
        groups: _Groups | None = None,
        kinds: Collection[str] | None = None,
    ) -> list[tuple[TriggerTerm, Span]]:
        """Every trigger in the scanned text (of ``categories``, default all) that no
        pseudo-trigger of its category covers. ``groups``: the ones ``scan`` was made
        with, if not :attr:`_groups`. ``kinds``: only the triggers that apply to a claim
        of one of these kinds (a trigger that applies to none marks nothing, and in
        dense text two in five of those present do not, so their matches are not
        sought)."""
        groups = groups or self._groups
        found = []
        covered: dict[str, list[Span]] = {}
        for number in scan.present:
            if number >= groups.n_triggers:
                break  # the triggers come first
            term = groups.terms[number]
            if categories is not None and term.category not in categories:
                continue
            if kinds is not None and not term.applies_to_any(kinds):
                continue
            for start, end in scan.spans(number):
                if term.category not in covered:
                    pseudo = groups.pseudo.get(term.category)
                    covered[term.category] = [] if pseudo is None else scan.spans(pseudo)
                if not any(s < end and start < e for s, e in covered[term.category]) and not (
                    _leaves_its_bracket(scan.text, start, end)
                ):
                    found.append((term, (start, end)))
        return found


TriggerKey = tuple[str, str, int | None, frozenset[str]]  # category, direction, scope, kinds
TerminatorKey = tuple[str, frozenset[str]]  # category ("*": all), categories spared
TermsByRole = tuple[
    dict[TriggerKey, list[TriggerTerm]],
    dict[str, list[TriggerTerm]],
    dict[TerminatorKey, list[TriggerTerm]],
]


def terms_by_role(terms: Sequence[TriggerTerm]) -> TermsByRole:
    """The terms in groups that act alike: triggers by (category, direction, scope,
    kinds), pseudo-triggers by category, terminators by (category, categories spared).
    Within a group the longest phrase comes first, then file order: where two start at
    one word, the longer is the trigger ("converts heat to electricity at", not
    "converts")."""
    triggers: dict[TriggerKey, list[TriggerTerm]] = defaultdict(list)
    pseudo: dict[str, list[TriggerTerm]] = defaultdict(list)
    terminators: dict[TerminatorKey, list[TriggerTerm]] = defaultdict(list)
    for term in sorted(terms, key=lambda term: -len(term.pattern.split())):
        if term.direction == "pseudo":
            pseudo[term.category].append(term)
        elif term.direction == "terminate":
            terminators[(term.category, term.spares)].append(term)
        else:
            triggers[(term.category, term.direction, term.scope, term.kinds)].append(term)
    return triggers, pseudo, terminators


@dataclass(frozen=True)
class _Groups:
    """The engine's terms as :class:`TermGroup` s of one :class:`TermMatcher`, by role:
    first the triggers (same category, direction, scope and kinds: numbers below
    ``n_triggers``), then the pseudo-triggers of each category, then the terminators with
    what they end (category or "*", categories spared)."""

    matcher: TermMatcher
    terms: tuple[TriggerTerm, ...]  # the term that stands for each group
    n_triggers: int
    pseudo: dict[str, int]
    terminators: tuple[tuple[str, frozenset[str], int], ...]

    @cached_property
    def trigger_kinds(self) -> frozenset[str] | None:
        """The claim kinds some trigger applies to; ``None``: any kind."""
        kinds: set[str] = set()
        for term in self.terms[: self.n_triggers]:
            if not term.kinds:
                return None
            kinds |= term.kinds
        return frozenset(kinds)

    @classmethod
    def of(cls, terms: Sequence[TriggerTerm]) -> _Groups:
        triggers, pseudo, terminators = terms_by_role(terms)
        groups = [
            TermGroup(tuple(group))
            for group in (*triggers.values(), *pseudo.values(), *terminators.values())
        ]
        first_pseudo = len(triggers)
        first_terminator = first_pseudo + len(pseudo)
        return cls(
            TermMatcher(groups),
            tuple(group.term for group in groups),
            first_pseudo,
            {category: first_pseudo + i for i, category in enumerate(pseudo)},
            tuple(
                (category, spares, first_terminator + i)
                for i, (category, spares) in enumerate(terminators)
            ),
        )


# The least reach of a forward term that governs a label's value from anywhere in it.
_LABEL_REACH = 4


# A unit that ends with a question ("**Q:** How long … fall from a 45 m cliff?**"), and the
# roles its answer's values play: the time or speed of a landing, a probability, an efficiency
# (or an efficiency of something else than energy: "Find: volumetric efficiency"), a height
# ("How tall is the tower?" / "About 56 m"). A part's title over its working asks too:
# "(b) Speed of the ball just before it hits the ground:" / "v = … = 98 m/s", "(b) Speed on
# impact" / "v ≈ 14 m/s".
_ASKS = re.compile(r"\?[\s*_`]*$|^[\s*_]*\(?[a-h]\)[^\d\n.]*:?[\s*_`]*$")
# A statement about what comes next: "the figures below overlap", "as follows:".
_POINTS_AHEAD = re.compile(r"\b(?:below|following|as follows|next (?:table|list))\b")
# (a colon that ends its line, or a line that ends right over a list's first item: "Q3.
# What would encourage you to drive less? (tick all that apply)" / "- Cheaper fares: 52 %")
# (or over the first row of a table set out with spaces: "Housing costs      64 %")
_INTRODUCES = re.compile(
    r":[ \t*_]*(?:\n|$)|\n[ \t]*(?:[-*+•]|\d{1,3}[.)])[ \t]|\n[^\n\d]*\S(?: {2,}|\t)[^\n]*\d"
)
# "Because respondents could pick up to three issues, this list sums to more than 100 %":
# a statement about the list or table right before it, in the paragraph before its own.
_POINTS_BACK = re.compile(
    r"\b(?:this|that|the above|these|those) (?:list|table|chart|breakdown|figures|numbers"
    r"|percentages|shares|results|totals|answers|responses)\b(?! below)"
    # "Those are separate groups, so the two numbers are not meant to add up"
    r"|^\s*(?:those|these|both|they) (?:are|were)\b"
    r"|\b(?:the|these|those) (?:two|three|four) (?:numbers|figures|percentages|shares|groups"
    r"|values)\b"
)
# A reply to a message (a forum post's or an email's subject "Re: …") and the lines it quotes.
_REPLY = re.compile(r"[\s*#_]*(?:subject:\s*)?re\s*:", re.IGNORECASE)
_QUOTED_LINES = re.compile(r"^[ \t]*>[^\n]*(?:\n[ \t]*>[^\n]*)*", re.MULTILINE)
# What follows a quoted block that a reply answers: "> there's a 150% chance it snows
# tomorrow" / "that's not how percentages work" (not the next post's byline,
# "**palmfarmer_ph** wrote:", "**Reply (sue):**", in a thread that quotes each post whole;
# nor a report's title, list or table after a highlighted quote of its own: a reply is a
# line of prose)
_ANSWERED_AFTER = re.compile(
    r"\n(?:[ \t]*\n)*(?![ \t]*>)"
    rf"(?!{ATTRIBUTION})"
    r"(?![^\n]{0,80}:[*_ \t]*$)(?![ \t]*(?:[-*+•#|]|\d{1,3}[.)]\s))"
    r"(?=[^\n]*\S[ \t]+\S+[ \t]+\S)[ \t]*\S",
    re.MULTILINE,
)
# The first line of a message over the quoted messages it answers: not quoted, not blank,
# not an attribution ("On Tue, 11 Jun 2024 at 18:22, Lin Zhao wrote:") nor a greeting ("Hi
# Amira,").
_TOP_REPLY = re.compile(
    r"^(?![ \t]*>)(?![^\n]*:[ \t*_]*$)"
    r"(?![ \t]*(?:hi|hello|hey|dear|morning|good (?:morning|afternoon|evening))\b[^\n]{0,40}$)"
    r"[ \t]*\S[^\n]*",
    re.MULTILINE | re.IGNORECASE,
)
_LINE = re.compile(r"[^\n]*")
# A quoted block whose first line is a title: a sidebar or callout ("> **Lander at a
# glance**", "> ### Key figures").
_TITLED_BOX = re.compile(
    r"[ \t]*>[ \t]*(?:\*\*[^*\n]{1,60}\*\*|__[^_\n]{1,60}__|#{1,6} [^\n]{1,60})[ \t]*\n"
)
_SENTENCE_END = re.compile(r"[.!?:](?=\s)|\n")
_OWN_FIGURES = re.compile(r"\d\s*(?:%|per\s*cent\b|percent\b)")
_ASKED = frozenset({"LANDING", "PROBABILITY", "EFFICIENCY", "NOT_ENERGY", "HEIGHT", "HEAT_MOVER"})
# A question for a count, or for a distribution's mean or spread, asks for no chance it
# names: "how many …", "Find the mean of the discrete random variable X whose probability
# distribution is …", "Compute the expected value of X."
_ASKS_A_COUNT = re.compile(
    r"\bhow\s+many\b|\b(?:find|compute|calculate|determine|what\s+is|give)\s+(?:the\s+)?"
    r"(?:mean|expected\s+value|expectation|variance|standard\s+deviation|average|median)\b"
)
# A question that weighs an idea asks for no value: "but does it really make sense to think
# of the probability of being exactly 70 inches as different …?"
_RHETORICAL = re.compile(
    r"\b(?:does|do|would|can|could|should)\s+(?:it|this|that)\s+(?:really\s+|even\s+)?make"
    r"\s+(?:any\s+)?sense\b|\bis\s+it\s+(?:really\s+|even\s+)?(?:reasonable|sensible|meaningful)\b"
)
_EQUALS = re.compile(r"=|≈|\\approx\b")
# What says a claim is not the text's own: an anaphor's predicate lends it to the claims
# it stands for, and a value converted into another unit shares it.
_DISOWNING = frozenset({"DENIED", "REPORTED"})
# What the unit after lends the claims before it through an anaphor: whether they are
# asserted (what it supposes is its own supposition: "It would take 3 s to land."), by a
# predicate of the anaphor ("That is impossible"; not "That's why crashes in sci-fi …"),
# and that a speed carries no signal ("That's apparent superluminal motion.", "This is a
# closing speed").
_SaidOf = tuple[frozenset[str], frozenset[str]]  # categories, directions
_SAID_OF_AN_ANAPHOR: tuple[_SaidOf, ...] = (
    (_DISOWNING | {"ENDORSED"}, frozenset({"backward"})),
    (frozenset({"NO_SIGNAL"}), frozenset({"backward", "both"})),
)
# What the subject of a unit is, which an anaphor opening the next unit carries on.
_CARRIED_BY_ANAPHOR = ("CAN_GO_NEGATIVE",)
# The roles a correction takes over from the figure it replaces, or a figure said again
# from its first saying.
_CARRIED_BY_CORRECTION = ("EFFICIENCY", "HEAT_ENGINE", "PROBABILITY", "LANDING")
# How far after a quote a verdict on it may open: '" — approved'.
_VERDICT_GAP = 2
# The least reach of a term that explains a neighbouring line.
_DISCOURSE_SCOPE = 6
# How far into a neighbouring unit a "previous" or "next" trigger may stand, and the markup
# that may close a line after it ("**A viral post claims:**").
_EDGE_CHARS = 100
# What a closing question or verdict says of a line's figures (see
# ContextEngine._closing_the_line).
_CLOSING_CATEGORIES = frozenset({"REPORTED", "DENIED"})
# How close after a "previous" change term its unit's own figure is the change it names.
_OWN_FIGURE_REACH = 16
_EDGE_MARKUP = " \t\n*_`>"
# The consequence of a supposition: "..., radar ranging would take 1.3 s".
_CONSEQUENCE = re.compile(r"\b(?:would|could|might)\b")
_RELATIVE_OPENING = re.compile(r"\s*(?:which|who|whom|whose|where)\b")
# The subject of a consequence written without a comma: "If you drop a phone from a 10 m
# balcony it hits the pavement at 25 m/s", "… from 5 m it's going 60 km/h", "if you buy
# 300 of them your chance of winning is …", "… — about 15 m up — it'll be in the snow".
# Not the premise's own subject ("if it is dropped") nor a relative clause's ("a ball that
# it hits").
_CONSEQUENCE_SUBJECT = re.compile(
    r"(?<=[\w%)—–])(?<!\bif)(?<!\bthat)(?<!\bwhen)(?<!\bwhich)(?<!\band)(?<!\bor)(?<!\bwhat)"
    r"(?<!\bsuppose)(?<!\bimagine)"
    # (nor what a speaker says happened: "if someone says it hit at 25 m/s")
    r"(?<!\bsays)(?<!\bsaid)(?<!\bclaims)(?<!\bclaimed)(?<!\btells\syou)(?<!\breports)\s+"
    r"(?P<subject>(?:it|they|you|he|she|we"
    # (a possessive after a preposition is an object: "puts out 150 % of its input would")
    r"|(?<!\bof\s)(?<!\bto\s)(?<!\bin\s)(?<!\bon\s)(?<!\bat\s)(?<!\bby\s)(?<!\bfor\s)"
    r"(?<!\bwith\s)(?<!\bfrom\s)(?<!\binto\s)"
    r"(?:your|their|our|my|its|his)\s+\w+(?:\s+of\s+(?:an?\s+|the\s+)?\w+)?)"
    r"(?:['’](?:ll|d|s|re)\s+\w+|\s+(?:will|would|could|might|can|"
    r"hits|lands|reaches|takes|strikes|falls|arrives|needs|gets|is|has|hit|land|reach|"
    r"take|strike|fall|arrive|need|get|are|have)\b))"
)


def _vouched_for(quote: Span, categories: set[str], endorsed: Sequence[Span]) -> bool:
    """Whether the text vouches for a quote (``endorsed``: where the unit's ENDORSED
    triggers stand): it endorses it before it ("As he correctly pointed out, \"a bolt … hits
    the floor at about 30 m/s\""), not only the answer that quotes it, or right after it, as
    a reviewer passes a line ('"… at 1.5 billion km/h" — approved')."""
    return any(quote[1] <= start <= quote[1] + _VERDICT_GAP for start, _ in endorsed) or (
        "ENDORSED" in categories and any(end <= quote[0] for _, end in endorsed)
    )


def _premise_stops(text: str, stops: list[int]) -> list[int]:
    """Where premises end: at the comma before the consequence when the sentence has one,
    or where the consequence's subject starts when no comma sets it off.

    "Were light twice as fast, at roughly 600 000 km/s, radar would take 1.3 s": the
    premise runs on through the first comma, up to the last comma ahead of "would".
    """
    # not a modal of a relative clause: "…, which is what Galileo's experiment would have
    # shown" says nothing of where the premise ends
    modal = next(
        (
            m
            for m in _CONSEQUENCE.finditer(text)
            if not _RELATIVE_OPENING.match(text, text.rfind(",", 0, m.start()) + 1)
        ),
        None,
    )
    if modal is not None:
        last = text.rfind(",", 0, modal.start())
        stops = [stop for stop in stops if not (text[stop] == "," and stop < last)]
    if _SUPPOSITION_OPENING.match(text):
        # "Suppose, purely hypothetically, we had two bodies: one with mass +1 kg and one
        # with mass −1 kg": the colon opens what is supposed
        stops = [stop for stop in stops if text[stop] != ":"]
    subjects = [m.start("subject") for m in _CONSEQUENCE_SUBJECT.finditer(text)]
    return sorted(stops + subjects) if subjects else stops


# A sentence that opens by supposing: "Suppose, …", "Imagine we had …".
_SUPPOSITION_OPENING = re.compile(
    r"[\s*_>#-]*(?:suppose|supposing|imagine|assume|pretend|let's say|let us say)\b",
    re.IGNORECASE,
)


def _bracketed(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` stands alone in round brackets."""
    return text[start - 1 : start] == "(" and text[end : end + 1] == ")"


# What a release (or a throw) told in a line of no figures lends the line after it:
# "hurled a second pebble straight down from the same ledge." / "That one hit the water
# in 1.6 s" is thrown, not dropped; and what it measures: "We measured the drop height from
# the rail to the floor." / "It came out to 6.0 m."
_TOLD_BEFORE = frozenset({"FALL", "FROM_THERE", "MOVING", "HEIGHT"})
# A numbered item's number: "1. We measured …", "(2) Then …".


# A figure set off by commas after what it gives the size of: "That's more than the speed
# of light, about 671 million mph, so it's clearly wrong".
_APPOSED_FIGURE = re.compile(
    r",\s*(?:about|roughly|approximately|around|some|i\.e\.)?\s*[~≈]?\s*\d[^,;:!?\n]{0,30},"
)


def _own_figure(unit: str, start: int) -> int | None:
    """Where the first figure of ``unit`` from ``start`` on stands, past figures in an
    apposition (:data:`_APPOSED_FIGURE`) and limits a law sets ("Probabilities can never
    exceed 1, so that can't be right"); ``None`` if there is none."""
    apposed = [m.span() for m in _APPOSED_FIGURE.finditer(unit, start)]
    for digit in _DIGIT.finditer(unit, start):
        if not any(a <= digit.start() < b for a, b in apposed) and not _LIMIT_BEFORE.search(
            unit, max(start, digit.start() - _LIMIT_REACH), digit.start()
        ):
            return digit.start()
    return None


# A limit a law sets, named before its figure: "can never exceed 1", "cannot be more than 100 %".
_LIMIT_BEFORE = re.compile(
    r"\b(?:exceed|exceeds|go above|goes above|be above|be more than|be greater than|be below"
    r"|be less than|be bigger than|be larger than)\s+$"
)
_LIMIT_REACH = 24


def _names(thing: str | None, unit: str) -> bool:
    """Whether ``unit`` names ``thing`` (what a later line says shows a figure: "the
    screenshot's number")."""
    return bool(thing) and re.search(rf"\b{re.escape(thing)}\b", unit, re.IGNORECASE) is not None


def _carried_over(
    text: str, claims: Sequence[Claim], nearby: Neighbours
) -> tuple[list[int], str]:
    """The indices of the claims that take over the roles of an earlier unit, and that
    unit: all of them where ``text`` opens by correcting the unit before
    (``CORRECTION_OPENING``), else the figures it writes again ("45%" after "45 %") of
    the unit where they were first said (``nearby.first_said``)."""
    before = nearby.before
    if before and CORRECTION_OPENING.match(text):
        return list(range(len(claims))), before
    told = nearby.first_said
    if not told:
        return [], ""
    return [index for index, claim in enumerate(claims) if _written_in(claim, told)], told


def _written_in(claim: Claim, before: str) -> bool:
    """Whether ``before`` writes ``claim`` too: the same percentage again, or the same
    decimal fraction ("P = −0.05" after "… as −0.05"; a whole number is too common to
    tell a restatement)."""
    if claim.kind == "PERCENT":
        number = _PERCENT_FIGURE.match(claim.text)
        return number is not None and (
            re.search(rf"(?<![\d.,]){re.escape(number.group(1))}\s*%", before) is not None
        )
    number = _DECIMAL_FIGURE.fullmatch(claim.text) if claim.kind == "NUMBER" else None
    return number is not None and (
        re.search(rf"(?<![\d.,]){re.escape(number.group())}(?![\d.,]*\d)", before) is not None
    )


# The number of a percentage as written: "45" of "45 %".
_PERCENT_FIGURE = re.compile(r"\s*(\d[\d.,]*)\s*%")
# A signed decimal fraction as written: "−0.05", "1.25".
_DECIMAL_FIGURE = re.compile(r"[-−]?\d+\.\d+")


def _goes_on_from(text: str, nearby: Neighbours) -> bool:
    """Whether ``text`` goes on with what the unit before it tells: it opens with a pronoun
    for its subject ("It reached the water …"), or a clause of it does after a colon or
    a semicolon ("Lucy timed it on her watch: it took a second and a half to hit …")."""
    if not nearby.before:
        return False
    return OPENING_ANAPHOR.match(text, leading_label_end(text)) is not None or any(
        OPENING_ANAPHOR.match(text, clause.end()) for clause in _CLAUSE_AFTER_COLON.finditer(text)
    )


_CLAUSE_AFTER_COLON = re.compile(r"[:;][ \t]*[*_]*")


# A number in a bold label's name: "- **TEGrid 2:** 1 − 313 K / 523 K ≈ 40 %".
_BOLD_LABEL_NAME_BEFORE = re.compile(r"(?:\*\*|__)[A-Z][\w.&-]*(?:[ \t]+[\w.&-]+){0,3}[ \t]+$")
_BOLD_LABEL_END = re.compile(r"[ \t]*(?::(?:\*\*|__)|(?:\*\*|__)[ \t]*:)")


def _is_parameter(text: str, start: int) -> bool:
    """Whether the number at ``start`` is given to a variable or an argument
    (:data:`_PARAMETER`) that the text does not name as the probability."""
    return _PARAMETER.search(
        text, max(0, start - _PARAMETER_REACH), start
    ) is not None and not cues.PROBABILITY_SYMBOL_BEFORE.search(
        text, max(0, start - cues.PROBABILITY_SYMBOL_REACH), start
    )


# An equation's number, set apart at the end of its line: "= 0.767   (5.2)".
_EQUATION_TAG_OPENS = re.compile(r"[ \t]{2}\($")
_EQUATION_TAG_CLOSES = re.compile(r"[a-z]?\)[ \t]*(?:\n|$)")
# What may stand before a numbered item's number on its line: a bullet, an HTML tag.
_LINE_LEAD = re.compile(r"^[ \t]*[-+•][ \t]+|<[^<>\n]*>")


# The marks of a markdown heading right before its first word.
_HEADING_NUMBER = re.compile(r"(?:^|\n)[ \t]{0,3}#{1,6}[ \t]+(?:§[ \t]*)?$")


def _names_something(text: str, claim: Claim) -> bool:
    """Whether a bare number names a time, an item or a parameter rather than stating a
    value: a year, a day of a month, a list item's number, a variable's count, a bound of
    an event ("P(x < 5)", "4 < x", "42 or fewer smokers"), a function's argument
    ("binomcdf(100, 0.3, 6)"), a citation or a mark scheme's marks (see the patterns
    above)."""
    start = claim.start_char
    written = claim.text.strip()
    # a comparison that LaTeX sets apart, read with the number: "X $\\ge$18"
    compared = start + _LEADING_COMPARISON.match(claim.text).end()
    if (
        _YEARS.fullmatch(written[:-2] if written.endswith(_POSSESSIVES) else written)
        or _NAME_NUMBER.fullmatch(written)
        or _is_parameter(text, start)
        or text[start - 1 : start] == "@"  # a cross-reference: "*@2-electric-propulsion*"
        # a section's number that opens its heading: "### 6.3 Efficiency in practice"
        or _HEADING_NUMBER.search(text, max(0, start - 12), start) is not None
        or (
            _EQUATION_TAG_OPENS.search(text, max(0, start - 8), start) is not None
            and _EQUATION_TAG_CLOSES.match(text, claim.end_char) is not None
        )
        or _FACE_BEFORE.search(text, max(0, start - 30), start)
        or _EVENT_BOUND_BEFORE.search(text, max(0, start - _EVENT_REACH), compared)
        or _EVENT_BOUND_AFTER.match(text, claim.end_char)
        or _ARGUMENT_BEFORE.search(text, max(0, start - _EVENT_REACH), start)
        or (
            len(written) <= 2
            and _DAY.fullmatch(written)
            and _MONTH_BEFORE.search(text, max(0, start - 12), start)
        )
        or (_VERSION.fullmatch(written) and _NAME_BEFORE.search(text, 0, start))
        or (_CODE_NUMBER.fullmatch(written) and _CODE_BEFORE.search(text, max(0, start - 8), start))
        or (written.isdigit() and _COMPOUND_AFTER.match(text, claim.end_char))
        or _DATE_RANGE.fullmatch(written)
        or (_SCALE.fullmatch(written) and _bracketed(text, start, claim.end_char))
        or (
            _BOLD_LABEL_NAME_BEFORE.search(text, max(0, start - 40), start)
            and _BOLD_LABEL_END.match(text, claim.end_char)
        )
    ):
        return True
    window = text[max(0, start - _CITATION_REACH) : claim.end_char + _CITATION_REACH]
    if ("[" in window or "(" in window) and any(
        m.start() <= start and claim.end_char <= m.end()
        for m in _CITATION_OR_MARKS.finditer(
            text, max(0, start - _CITATION_REACH), claim.end_char + _CITATION_REACH
        )
    ):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    # (after a bullet or an anchor tag: "- 4. Your friend …", "- <span id=…></span>3. The …")
    lead = _LINE_LEAD.sub("", text[line_start:start])
    opens_its_line = not lead.strip(" \t*#>")
    if opens_its_line and _LIST_MARKER.match(text, claim.end_char):
        return True
    # an enumeration inside a sentence: "by 1) aging … 2) sampling …"
    return bool(
        _INLINE_MARKER.match(text, claim.end_char)
        and written.isdigit()
        and text.rfind("(", max(0, start - _INLINE_MARKER_REACH), start) < 0
    )


# "…, which sometimes turns up in badly edited articles," and "…, or a bookmaker whose odds
# implied a 105 % probability," before the verb of the clause they sit in
_RELATIVE_CLAUSE = re.compile(
    r",\s*(?:(?:or|and|nor)\s[^,;.]*?)?\b(?:which|who|whose|where)\b[^,;.]*$", re.IGNORECASE
)
# Between that comma and the denial, only the verb's auxiliaries and adverbs: "…, would
# simply be wrong".
_PREDICATE_LEAD = re.compile(
    r"(?:\s*\b(?:would|will|could|should|must|might|may|is|are|was|were|simply|clearly|"
    r"also|just|surely|obviously|certainly|still|plainly|then)\b)*\s*",
    re.IGNORECASE,
)


def _past_apposition(text: str, match: Span, stops: list[int]) -> list[int]:
    """Stops for a backward denial: a comma right before it closes an apposition, not
    the clause it judges ("The Galilean answer, $0.8c + 0.8c = 1.6c$, is wrong", "...
    reached 400 000 km/s, nonsense")."""
    comma = text.rfind(",", 0, match[0])
    if comma < 0 or not _PREDICATE_LEAD.fullmatch(text, comma + 1, match[0]):
        return stops
    # … and a relative clause before it: "a reading of −280 °C, which sometimes turns up
    # in badly edited articles, is simply impossible"
    clause = _RELATIVE_CLAUSE.search(text, 0, comma)
    start = clause.start() if clause else comma
    return [stop for stop in stops if not start <= stop <= comma]


def _across_apposition(text: str, match: Span, stops: list[int]) -> list[int]:
    """Stops for a report: an apposition between two commas after it is no clause break
    ("an infographic says the Boomerang Nebula, the coldest known natural place, is −458
    °C"), nor is a restatement ("one might expect them to move at $v+c$, i.e., almost
    twice the speed of light")."""
    restating = {m.start() for m in _RESTATING_COMMA.finditer(text, match[1])}
    stops = [stop for stop in stops if stop not in restating]
    first = text.find(",", match[1])
    second = text.find(",", first + 1) if first >= 0 else -1
    if (
        second < 0
        or _DIGIT.search(text, first, second)
        or len(text[first:second].split()) > _APPOSITION_WORDS
        or not _PREDICATE_AFTER.match(text, second + 1)
    ):
        return stops
    return [stop for stop in stops if stop not in (first, second)]


# The commas around "i.e." and "that is", which restate what comes before.
_RESTATING_COMMA = re.compile(r",(?=\s*(?:i\.e\.|that is\b|namely\b))|(?<=i\.e\.),")
# An apposition's length, and the verb that follows it: "…, the coldest known place, is".
_APPOSITION_WORDS = 8
_PREDICATE_AFTER = re.compile(
    r"\s*(?:is|was|are|were|has|had|sits|sat|stands|stood|reaches|reached|hits|hit|runs|ran"
    r"|measures|measured|gets|got|goes|went)\b",
    re.IGNORECASE,
)


def _lowered(text: str) -> str:
    """Text as trigger patterns read it: lower case, typographic apostrophes and dashes
    within words plain ("non–mutually"), the asterisks of emphasis, a text box's frame,
    footnote marks and the "$" that opens maths blank ("is a *difference*", "Cycle thermal
    efficiency¹", "twice $c$"), LaTeX and Typst letters as the letters they print
    ("\\eta" and "vb(eta)" are η), a markdown link its text, a percentage's hyphen ("90
    %-efficient") a space, offsets unchanged."""
    lowered = text.lower().replace("’", "'").replace("*", " ")
    if not lowered.isascii() and _BOX_DRAWING.search(lowered):
        # a text box's frame, "│ Claim: protons at 1.2 × c │", is no part of its words
        lowered = _BOX_DRAWING.sub(" ", lowered)
    if "'" in lowered:
        # a single quotation mark is no part of the word it opens or closes: "survey was
        # 'tick all that apply': …"
        lowered = _SINGLE_QUOTE_MARK.sub('"', lowered)
    if "–" in lowered or "‑" in lowered:
        lowered = _WORD_DASH.sub("-", lowered)  # "non–mutually exclusive": a hyphen
    if "%-" in lowered:
        lowered = lowered.replace("%-", "% ")  # "a 90 %-efficient motor": 90 % efficient
    if "](" in lowered:
        # a markdown link reads as its text: "according to [Eq.](#page-295-1) 16.1"
        lowered = _MARKDOWN_LINK.sub(
            lambda m: " " + m.group(1) + " " * (len(m.group()) - len(m.group(1)) - 1), lowered
        )
    if "$" in lowered:
        # the dollar that opens inline maths is no word: "almost twice $c = 3.00 …$"
        lowered = _MATH_OPENING.sub(" ", lowered)
    if not lowered.isascii() and _SUPERSCRIPT_DIGIT.search(lowered):
        lowered = _FOOTNOTE_MARK.sub(lambda m: " " * len(m.group()), lowered)
    if "(" in lowered and _TYPST_WRAPPER.search(lowered):
        # Typst's "vb(eta)", "arrow(v)": the symbol the wrapper prints
        lowered = _TYPST_WRAPPER.sub(
            lambda m: " " * (m.start(1) - m.start()) + m.group(1) + " ", lowered
        )
    if "\\" in lowered:
        lowered = _LATEX_LETTER.sub(
            lambda m: _LATEX_LETTERS[m.group()].rjust(len(m.group())), lowered
        )
        # "\boxed{\text{stopping time } t = …}": the words that LaTeX prints
        lowered = _LATEX_WRAPPER.sub(lambda m: " " * len(m.group()), lowered)
    return lowered


_MATH_OPENING = re.compile(r"\$(?=[a-z\\])")
_MARKDOWN_LINK = re.compile(r"\[([^\[\]\n]{1,80})\]\([^()\s]{0,200}\)")
_BOX_DRAWING = re.compile(r"[\u2500-\u257f]")
# Typst's vector and accent wrappers around one symbol: "vb(eta)", "arrow(u)", "hat(x)".
_TYPST_WRAPPER = re.compile(r"\b(?:vb|vec|arrow|hat|bold|upright)\((\w+)\)")
_OPENS_A_VALUE = re.compile(r":[*_]*[ \t]*$")
_SINGLE_QUOTE_MARK = re.compile(r"(?<![\w'])'(?=\w)|(?<=[^\Ws])'(?![\w'])")
_WORD_DASH = re.compile(r"(?<=[a-z])[–‑](?=[a-z])")
# A footnote's mark on a word: "| Cycle thermal efficiency¹ | 38 % |".
_SUPERSCRIPT_DIGIT = re.compile(r"[¹²³⁴⁵⁶⁷⁸⁹⁰]")
_FOOTNOTE_MARK = re.compile(r"(?<=[^\W\d_])[¹²³⁴⁵⁶⁷⁸⁹⁰]+")
# LaTeX letters that trigger terms name: "$\\eta = 0.5$", "$\\lambda = -486$ nm".
_LATEX_LETTERS = {"\\eta": "η", "\\lambda": "λ"}
_LATEX_LETTER = re.compile(r"\\(?:eta|lambda)(?![a-z])")
# The commands that wrap printed words, their braces and LaTeX's spaces ("\\ ", "\\,").
_LATEX_WRAPPER = re.compile(
    r"\\(?:text|textrm|textit|textbf|mathrm|mathbf|boxed|operatorname)\{|\\[ ,;!]|[{}]"
)


# "-60 °C (equivalently -60 K)", "5 mi (8 km)", "3.7, i.e. 370 %": a claim in brackets or
# after "i.e." restates the one before; so does one of the same kind right after a comma
# ("at 2c, twice the speed of light").
_RESTATES = re.compile(
    r"^\s*(?:[(\[]\s*|,\s*(?=(?:or\b|i\.e\.|equivalently\b|that is\b)))"
    r"(?:(?:or|i\.e\.,?|equivalently|that is,?|about|roughly|approximately|around|nearly|almost"
    r"|≈|~|=)"
    r"\s*){0,2}$",
    re.IGNORECASE,
)


def _converts_in_brackets(text: str, figure: Claim, bracket: Claim) -> bool:
    """Whether ``bracket`` gives ``figure`` again in another unit, in brackets after it:
    "about 54 m/s (almost 200 km/h)". The conversion is rounded as the writer pleases; the
    rules judge the figure it converts."""
    return (
        figure.kind == bracket.kind
        and figure.unit != bracket.unit
        and "(" in text[figure.end_char : bracket.start_char]
        and figure.si_value is not None
        and bracket.si_value is not None
        and math.isclose(figure.si_value, bracket.si_value, rel_tol=_CONVERSION_WITHIN)
    )


# How far a rounded conversion may stray from the figure it converts.
_CONVERSION_WITHIN = 0.1
# What a bracket's restatement gives back to the figure it restates: the landing's speed.
_LANDING_ROLES = frozenset({"LANDING"})
# The same measure of a second group: "−9.8 kg in the drug group and −2.1 kg in …".
_PARALLEL = re.compile(
    r"\s*(?:(?:in|for|among|on|at|with|between|during|over|within|after|from)\s+(?:the\s+)?"
    r"\w[\w/]*(?:[\s/+-]+\w[\w/]*){0,4}\s*)?"
    r"(?:,\s*(?:and|or)?|\s*(?:and|or|versus|vs\.?|compared with))"
    r"\s*(?:(?:only|just|then|another|a\s+further)\s+)?$"
    # "larger among those who attended (mean change −5.6 kg) than among those who did not (−2.3 kg)"
    r"|\s*\)?\s*than\s+(?:(?:among|in|for|with|at|on)\s+)?[\w\s'’-]{1,60}?\(?\s*$"
    # "the week before it was +0.3 kg, and the week before that −1.1 kg": the next of a run
    # of readings, its verb left out
    r"|\s*,\s*(?:and\s+)?(?:the|a|one)\s+(?:\w+\s+){0,2}(?:before|after|earlier|later|prior)"
    r"(?:\s+(?:that|it|this|then))?\s*$",
    re.IGNORECASE,
)
# "Liverpool had cut 72% of its park budgets, Bolton 71%, and Blackpool 68%": the next
# one named, by a capitalised name, after what the first value was of.
_NAMED_PARALLEL = re.compile(
    r"(?:\s+of\s+(?:its|their|the|his|her)\s+[\w\s'’-]{1,30}?)?\s*,\s*(?:and\s+)?"
    r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}\s*$"
)
# ("tanked 79% at clothing stores, 60% at electronics stores, …"; "the probability was 0.58
# in the placebo arm and 1.35 in the treatment arm"; "changed +29.4 ml for C/E, … and −6.4
# ml for C+E+M"; "Pahang reached 47.34 per cent of its target, Johor 41.77 per cent, …":
# each state's own rate)
_PARALLEL_ROLES = frozenset(
    {"CHANGE", "SIGNED", "GROWTH", "DECREASE", "PROBABILITY", "NOT_PARTS"}
)
# Roles of a figure compared with another, which a bracket after it works out.
_COMPARISONS = frozenset({"GROWTH", "DECREASE", "RELATIVE"})
_BRACKET_AFTER = re.compile(r"\s*(?:[^\W\d]+\s+){0,3}\(([^()]{1,80})\)")
# "5.9 × 10^8 m/s, about twice the speed of light": the same value, said again.
# ('giving "3 × 10¹¹ m/s" — about a thousand times c': after a dash too)
_APPOSITION = re.compile(
    r"^[\s\"”']*[,—–]\s*(?:(?:about|roughly|approximately|nearly|almost|around|some"
    r"|something\s+like|or\s+about|or\s+roughly)\s+)?$",
    re.IGNORECASE,
)
# A value converted into another unit: "−500 °F would be −40.33 °R", "1.2e9 m/s = 4.3e9 km/h".
_CONVERTS = re.compile(
    r"^\s*(?:,\s*(?:which|that)\s+(?:is|was|would\s+be)"
    r"|would\s+be|is|was|equals|=|≈|→|->|is\s+equivalent\s+to|corresponds\s+to"
    r"|converts\s+to|becomes|in\s+\w+\s+is)"
    # "3.4 billion m/s, which is more than ten times the speed of light"
    r"\s*(?:about|roughly|approximately|around|(?:just\s+)?(?:more|less)\s+than|(?:just\s+)?over"
    r"|nearly|almost)?\s*$",
    re.IGNORECASE,
)


def _label_phrase(label: Label) -> str:
    """A label as its line reads it: a label over prose keeps its colon ("Student:",
    "Myth:"), which terms that open a line with a speaker or a genre look for; a key in
    snake case reads as its words ("thermal_efficiency_pct": "thermal efficiency pct"),
    but not a symbol's subscript ("eta_v")."""
    if label.prose:
        return f"{label.text}:"
    return label.text.replace("_", " ") if _SNAKE_KEY.fullmatch(label.text) else label.text


# A key in snake case with a word of four letters or more: "drop_height_m", "share_pct".
_SNAKE_KEY = re.compile(r"(?=\w*[^\W\d_]{4})[^\W\d_]\w*_\w+")


def _restatements_inherit(text: str, claims: Sequence[Claim], found: list[set[str]]) -> None:
    """A restatement has the context of what it restates; a bracket that works out a
    comparison is a comparison too ("went up by about 119 % (0.401/0.183 = 2.19)", "an
    improvement of 120 % in efficiency (33/15 = 2.2)"); a figure set against the one of its
    kind before it measures what that one does ("the cell's mass changed by −0.31 g …,
    versus −0.02 g for the control group")."""
    order = sorted(range(len(claims)), key=lambda i: claims[i].start_char)
    for index, claim in enumerate(claims):
        start = claim.start_char
        if _SET_AGAINST.search(text, max(0, start - _SET_AGAINST_REACH), start):
            earlier = [
                i
                for i in order
                if claims[i].kind == claim.kind and claims[i].start_char < start
            ]
            if earlier:
                found[index] |= found[earlier[-1]] & _CHANGES
    for before, after in pairwise(order):
        gap = text[claims[before].end_char : claims[after].start_char]
        # "jumped 11.2% in June and a staggering 59.9% over the past year": one verb's
        # second figure, which changes as the first does
        if claims[before].kind == claims[after].kind and _PARALLEL_CHANGE.match(gap):
            found[after] |= found[before] & _CHANGES
        if _RESTATES.match(gap) or (
            _APPOSITION.match(gap) and claims[before].kind == claims[after].kind
        ):
            found[after] |= found[before] - {"OPERAND", "RESULT"}
            if _converts_in_brackets(text, claims[before], claims[after]):
                found[after].add("CONVERSION")
            # "a top speed of about 45 m/s (around 160 km/h) just before it enters the
            # chamber at the bottom": the speed the bracket lands with is the one it restates
            found[before] |= found[after] & _LANDING_ROLES
        elif (
            claims[before].kind == claims[after].kind
            and claims[before].unit != claims[after].unit
            and _CONVERTS.match(gap)
        ):
            # "−500 °F would be −40.33 °R, which can't exist": one value in two units,
            # denied or reported as one
            shared = (found[before] | found[after]) & _DISOWNING
            found[before] |= shared
            found[after] |= shared
        elif _as_percent(text, claims[before], claims[after]):
            # "(33 − 15)/15 = 1.2, so 120 %": the ratio told again in percent
            found[after] |= found[before] & _CHANGES
        elif _same_kind(claims[before], claims[after]) and (
            _PARALLEL.match(gap) or _NAMED_PARALLEL.match(gap)
        ):
            # "a change of −9.8 kg in the drug group and −2.1 kg in the placebo group",
            # "differences at month 3 (−5.6 vs −1.8 kg)"
            found[after] |= found[before] & _PARALLEL_ROLES
    # "were −2.1 ± 0.4 kg in the 20/20 group (P = 0.77 vs. placebo), −3.0 ± 0.3 kg in the
    # 20/30 group …": a run of parallel values goes on past what a bracket says of each
    last_of_kind: dict[str, int] = {}
    for before, after in pairwise(order):
        last_of_kind[claims[before].kind] = before
        earlier = last_of_kind.get(claims[after].kind)
        if earlier is None or earlier == before:
            continue
        # (past a bracketed aside: "(P = 0.77 vs. placebo)")
        gap = _LABEL_ASIDE.sub("", text[claims[earlier].end_char : claims[after].start_char])
        if _PARALLEL.match(gap):
            found[after] |= found[earlier] & _PARALLEL_ROLES
    for index in order:
        comparing = found[index] & _COMPARISONS
        if not comparing:
            continue
        bracket = _BRACKET_AFTER.match(text, claims[index].end_char)
        if bracket is None:
            continue
        for other, claim in enumerate(claims):
            if bracket.start(1) <= claim.start_char and claim.end_char <= bracket.end(1):
                found[other] |= comparing


def _same_kind(first: Claim, second: Claim) -> bool:
    """Whether two claims measure one kind of thing; a bare number takes the unit of the
    value it is paired with ("−5.6 vs −1.8 kg")."""
    return first.kind == second.kind or (first.kind == "NUMBER" and first.si_unit in (None, "1"))


def _anchors(claims: Sequence[Claim], expressions: Sequence[Span]) -> list[Span]:
    """Where each claim stands for scope: its own span, or its arithmetic expression's
    (``expressions``: the sentence's, :func:`arithmetic.expressions`)."""
    anchors = []
    for claim in claims:
        span = (claim.start_char, claim.end_char)
        for start, end in expressions:
            # as arithmetic.roles reads it: a claim may take one character more ("1.33$")
            if start <= claim.start_char and claim.end_char <= end + 1:
                span = (start, end)
                break
        anchors.append(span)
    return anchors


def _masked(lowered: str, claims: Sequence[Claim]) -> str:
    """The text with each claim's own words blanked but its number kept as one word: a
    unit ("speed of light", "feet") is no trigger, and a claim counts as one word."""
    chars = list(lowered)
    for claim in claims:
        # a slice at once, not a character at a time: claims of dense text are many
        blanked = min(claim.end_char, len(chars)) - claim.start_char
        if blanked > 0:
            chars[claim.start_char : claim.start_char + blanked] = " " * blanked
        if claim.start_char < len(chars):
            chars[claim.start_char] = "0"
    return "".join(chars)


def _in_brackets(text: str, at: int) -> bool:
    """Whether ``text[at]`` stands inside a pair of round or square brackets."""
    opened = max(text.rfind("(", 0, at), text.rfind("[", 0, at))
    if opened < 0:
        return False
    closed = max(text.rfind(")", opened, at), text.rfind("]", opened, at))
    return closed < 0 and (text.find(")", at) >= 0 or text.find("]", at) >= 0)


def _explains(term: TriggerTerm) -> bool:
    """Whether a trigger can explain another line or a whole document: it reaches a
    clause, and not only what stands before it in its own sentence ("40 %, 75 % and 90 %
    …, respectively" says nothing of "192, 148 and 88 commuters" elsewhere)."""
    return term.direction not in ("terminate", "pseudo", "backward") and (
        term.scope is None or term.scope >= _DISCOURSE_SCOPE
    )


# The gap between two figures of one verb: "… 11.2% in June and a staggering 59.9% …".
_PARALLEL_CHANGE = re.compile(
    r"^\s+(?:in|over|during|for|since|from|on)\s+[^\d,;:.()]{1,30}?\s+and\s+"
    r"(?:(?:a|an|another|a\s+further|then|by|some)\s+)?(?:[\w-]+\s+)?$",
    re.IGNORECASE,
)
# What sets a figure against the one before it: "the cell's mass changed by −0.31 g …,
# versus −0.02 g for the control group".
_SET_AGAINST = re.compile(r"\b(?:versus|vs\.?|compared\s+(?:with|to)|as\s+against)\s*$", re.I)
_SET_AGAINST_REACH = 24  # characters: the longest, "as against", with room before it


# What tells a ratio again as a percentage: "1.2, so 120 %", "0.45 → 45 %", "0.6 (60 %)";
# the two agree to 1 % ("0.625, i.e. 62 %").
_AS_PERCENT_ROUNDING = 0.01
_AGAIN_AS_PERCENT = re.compile(r"\s*(?:,?\s*(?:so|i\.e\.|or|that\s+is|which\s+is)|[→=≈(])\s*")


def _as_percent(text: str, ratio: Claim, percent: Claim) -> bool:
    """Whether ``percent`` tells ``ratio``, right before it, again in percent."""
    return (
        percent.kind == "PERCENT"
        and ratio.kind == "NUMBER"
        and ratio.value != 0
        and abs(ratio.value * 100 - percent.value) <= abs(percent.value) * _AS_PERCENT_ROUNDING
        and _AGAIN_AS_PERCENT.fullmatch(text, ratio.end_char, percent.start_char) is not None
    )


# The roles of a change.
_CHANGES = frozenset({"GROWTH", "DECREASE", "CHANGE"})

# What a question of one answer rules out.
_NO_SINGLE_ANSWER = frozenset({"NOT_PARTS", "OVERLAP", "RATE"})


# What a claim's own words say that outranks what a heading or another line says of the
# whole text: its list's answers exclude each other (no OVERLAP), or its own clause names
# a device that converts energy or a heat engine, not the heat pump or the refrigerator a
# heading names ("# Fact check: "Heat pumps …"" over "the best LED drivers now run at 103%
# efficiency"; "### Heat engines and refrigerators" over "The engine operates at 58 %").
_OUTRANKED_BY: dict[str, frozenset[str]] = {
    **dict.fromkeys(_NO_SINGLE_ANSWER, frozenset({"SINGLE_ANSWER"})),
    "HEAT_MOVER": frozenset({"CONVERTER", "HEAT_ENGINE"}),
}


def _outranked(category: str, found: set[str]) -> bool:
    """Whether what the text says elsewhere (``category``) is not about a claim whose own
    words say otherwise (``found``, see :data:`_OUTRANKED_BY`)."""
    return not _OUTRANKED_BY.get(category, frozenset()).isdisjoint(found)


def _answers(text: str, claims: Sequence[Claim]) -> list[int]:
    """The indices of the claims that answer: all but the steps on the way, the values
    that a later value of the same kind follows past an equals sign ("= −1.6330, which
    corresponds to a probability p̂ = 0.163")."""
    equals = [m.start() for m in _EQUALS.finditer(text)]
    last_of_kind: dict[str, int] = {}
    for claim in claims:
        last_of_kind[claim.kind] = max(last_of_kind.get(claim.kind, -1), claim.start_char)
    answering = []
    for index, claim in enumerate(claims):
        after = bisect.bisect_left(equals, claim.end_char)
        if after == len(equals) or last_of_kind[claim.kind] <= equals[after]:
            answering.append(index)
    return answering


def _in_other_cells(pipes: list[int], match: Span, anchor: Span) -> bool:
    """Whether a trigger at ``match`` and a claim at ``anchor`` stand in different cells of
    a table row (``pipes``: where the row's cells are divided)."""
    return bool(pipes) and bisect.bisect_right(pipes, anchor[0]) != bisect.bisect_right(
        pipes, match[0]
    )


def _introduced_as_own(text: str, start: int) -> bool:
    """Whether the last line of words before a quoted block at ``start`` introduces it as
    the writer's own text (:data:`~physics_spacy.structure.OWN_WORDS`)."""
    before = text[:start].rstrip()
    line = before[before.rfind("\n") + 1 :]
    return bool(line) and OWN_WORDS.search(line) is not None


def _tells_of_its_own(text: str, pipes: list[int], match: Span) -> bool:
    """Whether the table cell of a trigger at ``match`` describes something in words of
    its own (three or more besides the trigger: "Night-work permit not renewed"), rather
    than giving a verdict ("| Not possible |")."""
    cell = bisect.bisect_right(pipes, match[0])
    low = pipes[cell - 1] + 1 if cell > 0 else 0
    high = pipes[cell] if cell < len(pipes) else len(text)
    besides = text[low : match[0]] + " " + text[match[1] : high]
    return len(re.findall(r"[^\W\d]{2,}", besides)) >= _OWN_CELL_WORDS


# How many words of its own make a table cell a description, not a verdict.
_OWN_CELL_WORDS = 3


def _labels_a_cell(text: str, label: Label) -> bool:
    """Whether ``label`` governs one table cell (it starts just after a "|")."""
    return label.start > 0 and text[label.start - 1] == "|"


def _in_its_cell(stops: list[int], pipes: list[int], match: Span, anchor: Span) -> list[int]:
    """``stops`` as they bear on a claim at ``anchor`` in another table cell than the
    trigger at ``match`` (``pipes``: where the row's cells are divided): only those in the
    claim's own cell."""
    if not _in_other_cells(pipes, match, anchor):
        return stops
    cell = bisect.bisect_right(pipes, anchor[0])
    low = pipes[cell - 1] if cell > 0 else -1
    high = pipes[cell] if cell < len(pipes) else None
    return [at for at in stops if low < at and (high is None or at < high)]


def _stopped(stops: list[int], start: int, end: int) -> bool:
    """Whether a scope stop stands in ``[start, end)``."""
    first = bisect.bisect_left(stops, start)
    return first < len(stops) and stops[first] < end


# A bracketed aside of words alone ("their efficiency (power out over power in) comes to
# 1.15"): it explains a term and holds no claim (masked claims are digits).
# A word-only aside in brackets or between dashes: "the apparent speed — how fast the
# blobs move across the sky — comes out at about 4c".
_ASIDE = re.compile(
    r"\([^()\d]*\)|—[^—\d\n]*—|" + HEDGE_ASIDE + "|" + DEFINITION_ASIDE, re.IGNORECASE
)
# How many words make a bracket a clause of its own.
_BRACKET_CLAUSE = 3
# Device kinds that a bracket of this many words or more keeps to itself (see _mark_in_scope).
_DEVICE_KINDS = frozenset({"NOT_HEAT_ENGINE", "CONVERTER"})
_DEVICE_ASIDE_WORDS = 6
_LABEL_ASIDE = re.compile(r"\([^()]*\)")
# A bracket within a line, words and figures alike.
_BRACKET = re.compile(r"\([^()\n]*\)")


def _aside_around(text: str, match: Span) -> Span | None:
    """The word-only bracket (:data:`_ASIDE`) that holds ``match`` among other words, if
    any ("(driver or passenger)"; not a tag the bracket is all of: "(Rep.)"), or the
    bracket that holds ``match`` and a figure after it, which the trigger speaks of
    ("Accounts flagged high-risk (probability above 0.5): 410")."""
    window = (max(0, match[0] - _ASIDE_REACH), match[1] + _ASIDE_REACH)
    for aside in _ASIDE.finditer(text, *window):
        if aside.start() < match[0] and match[1] < aside.end() and aside.group()[0] == "(":
            inside = text[aside.start() + 1 : aside.end() - 1]
            tag = text[match[0] : match[1]]
            return None if inside.strip(" .,;:") == tag.strip(" .,;:") else aside.span()
    for bracket in _BRACKET.finditer(text, *window):
        if bracket.start() < match[0] and match[1] < bracket.end():
            return bracket.span() if _DIGIT.search(text, match[1], bracket.end()) else None
    return None


_ASIDE_REACH = 80


def _in_a_signed_range(text: str, claim: Claim) -> bool:
    """Whether ``claim`` is a range from a negative end to one signed "+", or one of its
    ends (:data:`_SIGNED_RANGE`)."""
    if _SIGNED_RANGE.search(claim.text):
        return True
    if not _SIGNED_END.match(claim.text):
        return False
    low = max(0, claim.start_char - _SIGNED_REACH)
    return any(
        m.start() <= claim.start_char < m.end()
        for m in _SIGNED_RANGE.finditer(text, low, claim.end_char + _SIGNED_REACH)
    )


def _leaves_its_bracket(text: str, start: int, end: int) -> bool:
    """Whether a phrase from ``start`` to ``end`` opens inside a bracket and runs on past
    its close: "(…, nobody threw it) hit the deck" is no one's hitting."""
    # (the cheap test first: most phrases hold no closing bracket)
    if text.find(")", start, end) < 0 or text.find("(", start, end) >= 0:
        return False
    return text.count("(", 0, start) > text.count(")", 0, start)


def _outside_asides(text: str, words: list[int]) -> list[int]:
    """The word starts that count for scope: a word-only aside adds no distance, nor does a
    clause in brackets ("A popular story says a penny dropped from the top (the
    observation deck is about 370 m up) would reach around 500 mph")."""
    if "(" not in text and "—" not in text and "," not in text:
        return words
    asides = [m.span() for m in _ASIDE.finditer(text)] + [
        m.span()
        for m in _BRACKET.finditer(text)
        if len(text[m.start() : m.end()].split()) >= _BRACKET_CLAUSE + 1
    ]
    if not asides:
        return words
    return [w for w in words if not any(start < w < end for start, end in asides)]


# The categories a premise keeps to itself. A premise sets the scene for its consequence
# ("If you step off the 5 m board, you hit the water at 60 km/h" is a fall), but what it
# denies, reports or changes is its own.
_KEPT_IN_PREMISE = frozenset({"DENIED", "REPORTED", "CHANGE", "GROWTH", "DECREASE"})


def _opens_premise(term: TriggerTerm) -> bool:
    """Whether ``term`` opens a premise that runs to its clause's end ("if", "suppose"),
    not a word that marks a few after it ("allowed to be")."""
    return term.category == "HYPOTHETICAL" and term.direction == "forward" and term.scope is None


def _enclosing(premises: list[Span], match: Span) -> int | None:
    """The end of the premise ``match`` stands in, if any."""
    return next((end for start, end in premises if start < match[0] and match[1] <= end), None)


def _in_scope(
    term: TriggerTerm, match: Span, anchor: Span, words: list[int], stops: list[int], text: str
) -> bool:
    start, end = anchor
    match_start, match_end = match
    if start < match_end and match_start < end:
        return True  # the claim stands inside the trigger ("off the 60 m scaffold")
    if end <= match_start:  # the claim stands before the trigger
        if term.direction not in ("backward", "both"):
            return False
        gap_start, gap_end = end, match_start
    else:
        if term.direction not in ("forward", "both"):
            return False
        gap_start, gap_end = match_end, start
    if _stopped(stops, gap_start, gap_end):
        return False
    if term.scope is None:
        return True
    if term.scope <= 1 and "," in text[gap_start:gap_end]:
        return False  # a term that touches its claim: "h = 20 m, stone dropped" is no 20 m stone
    between = bisect.bisect_left(words, gap_end) - bisect.bisect_left(words, gap_start)
    return between <= term.scope


@cache
def default_engine() -> ContextEngine:
    """The engine with the built-in terms, shared by sentences built without one."""
    return ContextEngine()
