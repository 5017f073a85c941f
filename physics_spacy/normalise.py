"""Text fixes before quantulum3 reads a sentence, and repairs of what it reads.

Before parsing (:func:`prepare`), the sentence is rewritten in two passes. The first
reads the markup that web text and LLM answers put around numbers: HTML character
references ("&minus;5 kg") and LaTeX inline math ("$3 \\times 10^8$ m/s"). The second
fixes what quantulum3 is known to misread (docs/architecture.md): spaced and capital-E exponents,
superscript powers, "minus"/"negative" words, U+2212, ℃/℉, unreadable numbers. A
:class:`Rewrite` keeps the map from rewritten offsets back to the original text.

After parsing (:func:`repair`), each raw quantity becomes a :class:`Claim` aligned to the
original sentence: arc-seconds that were seconds, "Mach 30", "-10 C" in a temperature
context, ranges, figure labels such as "Fig. 3c", phantom quantities ("a day").
"""

from __future__ import annotations

import bisect
import html
import math
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import lru_cache
from itertools import chain

from . import cues
from .claims import Claim
from .constants import ABSOLUTE_ZERO_C, ABSOLUTE_ZERO_F, DEGREE_IN_KELVIN, STANDARD_GRAVITY_M_S2
from .extract import RawQuantity
from .units import (
    AliasMatch,
    UnitReading,
    alias_dimensions,
    aliases,
    is_implausible,
    reading,
    registry,
)

Dims = tuple[tuple[str, int], ...]

_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
_SUP = "[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+"
_TIMES = r"\s*[×xX*·⋅]\s*"
# The look-behind starts a mantissa only where its digits start: tried inside a long
# digit run, each start would scan to the run's end (quadratic in the run's length).
_MANTISSA = r"[-−+]?(?<!\d)\d+(?:\.\d+)?"
# Numbers longer than this (digits before or after the point, thousands groups, or
# exponent digits) cost quantulum3 time cubic in their length (800 digits: 20 s): they
# are rewritten to a short exponent form of the same float value before parsing (see
# :func:`_compact`). quantulum3 groups thousands with "," and " ": so does this pattern.
LONG_NUMBER_DIGITS = 30
LONG_EXPONENT_DIGITS = 6
_LONG_NUMBER = (
    rf"(?<![\d.])(?=(?:\d|[, ]\d{{3}}){{{LONG_NUMBER_DIGITS + 1}}}"
    rf"|\d*\.\d{{{LONG_NUMBER_DIGITS + 1}}}"
    rf"|\d*(?:\.\d+)?[eE][-+]?\d{{{LONG_EXPONENT_DIGITS + 1}}})"
    r"\d+(?:[, ]\d{3})*(?:\.\d+)?(?:[eE][-+]?\d+)?"
)
# Characters that do not show: zero-width spaces and joiners, soft hyphens, bidi marks,
# embeddings, overrides and isolates, the byte-order mark. "4\u200b00000 km/s" reads as
# "400000 km/s" and must be judged as such; quantulum3 would see two numbers.
_INVISIBLE = "[\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]+"
# Combining marks, variation selectors and keycaps on a digit ("4\u0301", "5\ufe0f\u20e3"):
# noise on the number, which quantulum3 would cut in two.
_DIGIT_MARKS = "(?<=\\d)[\u0300-\u036f\u20d0-\u20ff\ufe00-\ufe0f]+"
# quantulum3 joins a number and its unit only across a plain space: "5\tkm/s", a no-break
# space ("5\u00a0km/s", common in typeset text), a line break or a control character
# between them lose the unit. Every whitespace other than " " and every control
# character is read as a space (same length, so offsets do not move).
_SPACE_LIKE = "(?:[^\\S ]|[\x00-\x08\x0e-\x1f\x7f-\x9f])+"
_SPACE_LIKE_START = "[\x00-\x1f\x7f-\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]"
# "150%%" (printf's escape for "%") and "-500°°C" are one sign written twice; quantulum3
# would read a unit "percentage percentage" or "degree angle degree angle". The repeats go.
_REPEATED_SIGN = "(?<=%)%+|(?<=°)°+"

# HTML character references, named or numeric: "&minus;5 kg", "20&nbsp;&deg;C", "&#8722;4".
_CHARACTER_REFERENCE = r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});"
# Inline HTML around numbers: "10<sup>9</sup> m/s" is 10^9 m/s; bold and italics are dropped.
_INLINE_TAG = r"</?(?:sup|sub|b|strong|i|em|span|code|small|u)\b[^<>]{0,60}>"
# ... and, outside math too, an escaped percent sign: "= 8\%" in a display block over several
# lines, or markdown's "8\%"; and TeX's em dash between a word and what follows ("small---
# $1/576$ to be exact"), no minus sign.
# siunitx's quantities, in text or in math: "\\SI{-285}{\\celsius}", "\\qty{62}{m/s}",
# "\\SI{105}{\\percent}" (the value, then the unit its macros spell).
_SIUNITX = (
    r"(?P<siunitx>\\(?:SI|qty|num)\s*\{(?P<si_value>[^{}]{1,40})\}"
    r"(?:\s*\{(?P<si_unit>(?:[^{}]|\{[^{}]*\}){0,60})\})?)"
)
# The unit macros of siunitx, as written after a number (prefixes run into their unit).
_SIUNITX_UNITS = {
    "celsius": "°C", "degreeCelsius": "°C", "kelvin": "K", "percent": "%", "degree": "°",
    "metre": "m", "meter": "m", "second": "s", "gram": "g", "kilogram": "kg", "hour": "h",
    "minute": "min", "watt": "W", "joule": "J", "newton": "N", "pascal": "Pa", "bar": "bar",
    "volt": "V", "ampere": "A", "hertz": "Hz", "litre": "L", "liter": "L", "electronvolt": "eV",
    "kilo": "k", "mega": "M", "giga": "G", "milli": "m", "micro": "µ", "nano": "n",
    "per": "/", "squared": "²", "cubed": "³", "tonne": "t",
}
_SIUNITX_MACRO = re.compile(r"\\([A-Za-z]+)\s*")
_MARKUP = re.compile(
    rf"{_SIUNITX}|(?P<reference>{_CHARACTER_REFERENCE})|(?P<tag>{_INLINE_TAG})|(?P<percent>\\%)"
    r"|(?P<dash>(?<=[^\W\d_])---(?=[\w$]))",
    re.IGNORECASE,
)
# LaTeX inline and display math on one line. "$" also starts prices, so "$...$" is math
# only by pandoc's rule: no space inside either delimiter, and no digit right after the
# closing one ("from $5 to $7" and "$20,000 and $30,000" are prices).
_MATH = re.compile(
    r"(?<![\\$])(?P<open>\$\$?)(?![\s$])(?P<body>[^$\n]{1,300}?)(?<![\s\\])(?P<close>(?P=open))(?!\d)"
    # (a markdown source may escape the backslash: "\\(10^{6}\\)")
    r"|(?P<open2>\\{1,2}[(\[])(?P<body2>[^\n]{1,300}?)(?P<close2>\\{1,2}[)\]])"
)
# Macros that only math holds: an equation with one and no delimiters is a line of a display
# block (prose written in LaTeX, "e.g.\\ the \\textbf{mean}", is not).
_BARE_LATEX = re.compile(
    r"\\(?:text|mathrm|frac|dfrac|sqrt|approx|times|cdot|circ|boxed|Delta|left|right)\b"
)
_BARE_EQUATION = re.compile(r"=|\\approx\b|\\boxed\b")
# Inside math: the macros and groupings that numbers and units are written with.
_LATEX = re.compile(
    rf"{_SIUNITX}|"
    # a fraction of two numbers: "\\frac{1}{72}", "\\frac16", "\\dfrac1{216}" is 1/72, 1/6, 1/216
    r"(?P<frac>\\[dt]?frac\s*(?:\{\s*(?P<num>\d+(?:\.\d+)?)\s*\}|(?P<num1>\d))"
    r"\s*(?:\{\s*(?P<den>\d+(?:\.\d+)?)\s*\}|(?P<den1>\d)))"
    # (or in plain TeX's form, "{\\rm km/s}")
    r"|(?P<wrap>(?:\\(?:mathrm|text|textrm|rm|mathit|operatorname|unit|si|boxed|mathbf|textbf|bm)"
    r"\s*\{|\{\\(?:rm|it|bf|sf|tt)\s+)(?P<inner>(?:[^{}]|\{[^{}]*\})*)\})"
    # a repeating decimal: "16.\\bar{6}" is 16.666…, written to three repeats
    r"|(?P<repeat>\\(?:bar|overline)\s*\{\s*(?P<repeated>\d{1,3})\s*\})"
    r"|(?P<degree>\^\s*\{?\s*\\circ\s*\}?|\\degree\b|\\circ\b)"
    r"|(?P<power>\^\s*\{(?P<exponent>[-+−]?\s*\d+)\})"
    r"|(?P<macro>\\[A-Za-z]+|\\[,;:! %$]|\{,\}|~)"
)
_LATEX_MACROS = {
    "\\times": "×",
    "\\cdot": "·",
    "\\pm": "±",
    "\\approx": "≈",
    "\\sim": "~",
    "\\le": "≤",
    "\\leq": "≤",
    "\\ge": "≥",
    "\\geq": "≥",
    "\\mu": "μ",
    "\\Omega": "Ω",
    "\\%": "%",
    "\\$": "$",
    "{,}": ",",  # a decimal comma, braced so that LaTeX does not space it
    "\\!": "",
}
_LATEX_SPACES = frozenset({"\\,", "\\;", "\\:", "\\ ", "~"})
_GLUED_MINUS = re.compile(r"[-−](?=\d)")

# One alternation, so that the fixes never overlap; each group names its fix. Each branch
# comes with the characters its matches can start with (see :func:`_fix_matches`).
_FIX_BRANCHES = (
    (r"[-−+\d]", rf"(?P<sci>(?P<mant>{_MANTISSA}){_TIMES}10\s*(?:\^|\*\*)\s*(?P<exp>[-−+]?\d+))"),
    (r"[-−+\d]", rf"(?P<scisup>(?P<mant2>{_MANTISSA}){_TIMES}10(?P<sup>{_SUP}))"),
    (r"1", r"(?P<pow>(?<![\d.,])10\s*(?:\^|\*\*)\s*(?P<exp2>[-−+]?\d+))"),
    (r"1", rf"(?P<powsup>(?<![\d.,])10(?P<sup2>{_SUP}))"),
    # Thousands grouped with dots, as much of Europe writes them: "34.000.000 km²".
    (r"\d", r"(?P<dotted>(?<![\w.,])\d{1,3}(?:\.\d{3}){2,3}(?![\w.,]))"),
    # An unreadable number, with the power of ten it may carry: "1.2.3", "1.2.3×10⁵", "1.9.2e5",
    # "10,1.60", "NaN", "inf °C", "| NaN |" (a table cell, read with its column's unit). Four
    # groups or more are a version ("SAS 4.1.0.471"), not a number gone wrong; "(0..1)" in
    # brackets is a range's notation.
    (
        r"[\dNIin∞]",
        r"(?P<bad>(?:(?<![\w.])\d+(?:\.\d+){2}(?:[eE][-−+]?\d+)?(?!\w|\.\d)|(?<![\w.,(\[])\d+(?:\.\.|,,+)\d+(?![\w.])"
        # a thousands group of one or two digits before a decimal point: "10,1.60 m" (not
        # two values of comma-separated ones: "-27.4,-58,0.0")
        r"|(?<![\w.,])(?<!,[-−])\d+,\d{1,2}\.\d+(?![\w.,]))"
        rf"(?:{_TIMES}10(?:\s*(?:\^|\*\*)\s*[-−+]?\d+|{_SUP}))?"
        # only before a unit: "my nan" is no number, nor is "V(x) = ∞ for x ≤ 0" or "∫₀^∞ f(v) dv"
        r"|(?<![\w.^])(?:NaN|[Ii]nf\b|∞|nan)(?=\s*(?:%|°|\||(?:m/s|km/s|km/h|mph|lbs?|ft|mi|oz"
        r"|psi|bar|c|min|h|hr|bpm|rpm|kcal|cal|[kMGTmcµunp]?(?:m|s|g|K|J|N|W|Wh|Pa|L|A|V|Hz|Ω|mol)"
        r"|(?:year|yr|month|week|day|hour|minute|second|met(?:er|re)|kilomet(?:er|re)|gram|kilogram"
        r"|degree|kelvin|joule|watt|volt|pound|mile|foot|feet|inch)(?:e?s)?)\b))"
        # ... or as a label's value, the unit in the label: "- Mean power (W): NaN"
        r"|(?<=\): )(?:NaN|[Ii]nf|∞|nan)(?=[ \t]*(?:\n|$)))",
    ),
    # A p-value's power of ten whose superscript was lost: "p < 10-76" is 1e-76, not 10 to 76.
    (
        r"1",
        r"(?P<pvalue>(?:(?<=\b[pP][<≤=])|(?<=\b[pP] [<≤=])|(?<=\b[pP][<≤=] )|(?<=\b[pP] [<≤=] ))"
        r"10[-−](?P<ppower>\d{1,3})(?![\d.,]))",
    ),
    # A decimal comma, as much of Europe writes it: "2,5 L", "0,233", "9,81 m/s²" (never a
    # thousands group: that has three digits and never follows a bare 0). Not a list
    # ("1,2,3"), a pair in brackets ("(3,4)") or a chemical's locants ("1,2-dichloro").
    (
        r"\d",
        r"(?P<decimalcomma>(?<![\w.,])(?:0,\d+|\d+,(?:\d{1,2}|\d{4,}))(?![\d,]|\.\d|-[^\W\d_])"
        r"(?<!\(\d,\d)(?<!\(\d\d,\d)(?<!\(\d,\d\d)(?!\)))",
    ),
    (r"\d", rf"(?P<long>{_LONG_NUMBER})"),
    # "2 500 million km/h": quantulum3 reads 2 + 500 million; the digits are one number.
    (
        r"\d",
        r"(?P<grouped>(?<![\d.,])\d{1,3}(?: \d{3})+"
        r"(?=\s+(?i:hundred|thousand|million|billion|trillion)\b))",
    ),
    # "539.67/1,059.67": quantulum3 reads a grouped denominator as 539.67/1 and 059.67.
    (r"\d", r"(?P<denominator>(?<=\d/)\d{1,3}(?:,\d{3})+(?![\d,]))"),
    # A fraction said aloud: "the posterior probability is 40 over 139, about 0.29" (not
    # "20 over 10 years").
    (
        r"[ \t]",
        # (nor "303 over 1,673 kelvin", whose comma groups digits)
        r"(?P<overword>(?<=\d)[ \t]+over[ \t]+(?=\d+(?:\.\d+)?(?:[,;:)](?!\d)|\.(?!\d)|$"
        r"|[ \t]+(?:is|=|≈|gives|about|or|which)\b)))",
    ),
    (_INVISIBLE[:-1], rf"(?P<invisible>{_INVISIBLE})"),
    (_DIGIT_MARKS.removeprefix("(?<=\\d)")[:-1], rf"(?P<mark>{_DIGIT_MARKS})"),
    # Whitespace other than " " (\t-\r, \x1c-\x1f, \x85, \xa0, \u1680, ...), and control
    # characters: one class, as a test checks against "[^\S ]|[\x00-\x08...]".
    (_SPACE_LIKE_START, rf"(?P<space>{_SPACE_LIKE})"),
    (r"[%°]", rf"(?P<repeat>{_REPEATED_SIGN})"),
    # "33.333...%": a recurring decimal, read as written without its dots.
    (r"[.…]", r"(?P<recurring>(?<=\d)(?:\.\.\.|…)(?=\s?%))"),
    # "... s", "... °C", "...%" stand for a number; "... a party", "... Eight years later",
    # "... doesn't matter", "the likelihood … like turning", "down my arm … My heart" leave
    # words out.
    (
        r"[.…]",
        # (not after a conjunction: "given a medical exam and ... years after" elides words)
        # nor in a run of indices: "i=1 … N", "1, 2, …, n"
        r"(?P<gap>(?:(?<=\s)|^)(?<!\band\s)(?<!\bor\s)(?<!\bbut\s)(?<![=,]\d\s)(?<!\d,\s)"
        r"(?:\.\.\.|…)"
        r"(?=\s?%|\s+(?!(?i:a|an|the|and|or|but|of|to|in|on|at|is|was|it|we|he|she|they|this|that"
        r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty"
        r"|fifty|hundred|thousand|like|my|your|our|his|her|their|its|so|as|if|when|then|not|no"
        r"|for|with|from|by|you|i|me|us|him|them|what|which|who|how|why|where|there|here|just"
        r"|only|even|also|still|maybe|perhaps|really|very|well|yes|oh|hmm+|hm|umm*|uh|erm|ah|wait"
        r"|ok|okay|anyway|actually)\b)"
        r"(?![^\W\d_]+['’]\w)"  # "... doesn't matter"
        r"(?!(?:Mr|Ms|Mrs|Dr|Prof|St|Sr|Jr)\.)"  # "a vindicator … Ms. Erdely"
        # "this slow growth … Things will change": a capitalised word opens a sentence
        r"(?!(?!Celsius|Fahrenheit|Kelvin|Rankine)[A-Z][a-z]{3,})"
        r"(?!d\\[A-Za-z]|d[a-zα-ω]\b)"  # an integral's differential: "∫ … \\, d\\epsilon", "… dx"
        r"(?!X\s)"  # a product's terms left out: "P(1st) X ... X P(4th)"
        r"(?!bars\b)"  # "cover their faces ... bars rattled": words left out
        r"(?:[^\W\d_]|[°℃℉]))"
        # a Mach number left out: "will cruise at Mach … at an altitude of 28 km"
        r"|(?<=\b[Mm]ach\s)(?:\.\.\.|…))",
    ),
    (r"E", r"(?P<cap>(?<=\d)E(?=[-+]?\d))"),
    # "(+/-0.001 K)", "(+ /-0.5 °C)": a spread alone, which quantulum3 reads as -0.001 K
    (r"\+", r"(?P<plusminus>\+[ \t]*/[ \t]*[-−])"),
    (r"[mMnN]", r"(?P<minusword>(?<!\d)(?<!\d )\b(?i:minus|negative)\s+(?=\.?\d))"),
    (
        r"[tT]",
        r"(?P<twice>\b(?i:twice|thrice)\b(?=\s+(?:the\s+)?(?:speed|velocity)\s+of\s+light"
        r"|\s+as\s+fast\s+as\s+))",
    ),
    # "1.2 × c" is 1.2c: quantulum3 reads a multiplication sign before "c" as no unit.
    (r"[\s×*·]", r"(?P<timesc>(?<=\d)\s*[×*·]\s*(?=c\b))"),
    # quantulum3 reads "between 500 K and 300 K" as a range only in lower case.
    (r"B", r"(?P<between>\bBetween(?=\s))"),
    # "20 m s⁻¹", "9.8 m·s^-2", "0.035 s⁻¹", "12 × 10⁻⁶ K⁻¹": a unit to the power -1 or -2
    # divides.
    (
        r"[ ·⋅]",
        r"(?P<inverse>(?<=[\dA-Za-zμ⁰¹²³⁴⁵⁶⁷⁸⁹])[ ·⋅](?P<per>s|h|min|K)"
        r"(?P<power>⁻¹|⁻²|\^-1|\^-2)(?![\d⁰¹²³⁴⁵⁶⁷⁸⁹]))",
    ),
    # "−$300k", "-£40": the sign before the currency symbol, which quantulum3 drops.
    (r"[-−]", r"(?P<signedmoney>(?<![\w.,$£€¥])[-−](?P<money>[$£€¥])(?=\d))"),
    (r"−", r"(?P<minus>−)"),
    (r"℃", r"(?P<celsius>℃)"),
    (r"℉", r"(?P<fahrenheit>℉)"),
    (r"K", r"(?P<kelvin>K)"),
)
# Fixes of characters few sentences hold.
_RARE_FIX_BRANCHES = (
    # "⅓ cup", "2½ in": quantulum3 reads slash fractions, not the single characters.
    (r"[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]", r"(?P<vulgar>[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])"),
    # "at some 1.1 billion mph": quantulum3 reads no scale word within three words after
    # "some" ("some million years ago"), and so 1.1 mph; the figure is the same without it
    (
        r"[sS]",
        r"(?P<somescale>\b(?i:some)\s+(?=\d[\d.,]*\s+(?i:thousand|million|billion|trillion)\b))",
    ),
    # "1⁄6", and the division slash of converted textbooks, "P(A) = 1∕6"
    (r"[⁄∕]", r"(?P<fractionslash>(?<=\d)[⁄∕](?=\d))"),
    # "10 μm": quantulum3 knows the micro sign (U+00B5), not the Greek mu (U+03BC).
    (r"μ", r"(?P<mu>(?<=[\d ])μ(?=[A-Za-z]))"),
    # "12º C", "68˚": the ordinal indicator and the ring above, written for a degree sign;
    # "+70 ¬∞C", "20 Â°C": the degree sign garbled by a wrong decoding.
    (r"[\sº˚¬Â]", r"(?P<degreesign>(?<=\d)\s?(?:[º˚]|¬∞|Â°))"),
    # "70 wt %", "12 mol%": a percentage by weight or amount is a percentage.
    (r"[\swmva]", r"(?P<percentbasis>(?<=\d)\s?(?:wt|mol|vol|at)\.?\s?(?=%))"),
)


@lru_cache(maxsize=1)
def _all_fixes() -> re.Pattern[str]:
    """Every fix as one alternation: by definition, :func:`_fix_matches` finds what its
    ``finditer`` finds (compiled only for that check and for the rare empty match)."""
    return re.compile("|".join(branch for _, branch in _FIX_BRANCHES + _RARE_FIX_BRANCHES))


@lru_cache(maxsize=64)
def _fix_alternation(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


@dataclass(frozen=True)
class _Needs:
    """What a text must hold for a fix to match anywhere in it, its look-arounds
    included: one of ``literals`` as written, one of ``words`` in any case (as the
    branch's ``(?i:...)`` reads them), or a match of ``pattern``."""

    literals: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    pattern: str | None = None


_SUPERSCRIPT_DIGITS = tuple("⁰¹²³⁴⁵⁶⁷⁸⁹")
# What each fix needs (by group name): where it is absent, the fix is not tried. Most
# sentences hold none of these, and the fixes they gate start at characters every
# sentence is full of (digits, spaces, ".", "m", "t", "i"). A fix not named here is
# tried wherever it can start.
_FIX_NEEDS = {
    "sci": _Needs(literals=("^", "**")),
    "scisup": _Needs(literals=_SUPERSCRIPT_DIGITS),
    "pow": _Needs(literals=("^", "**")),
    "powsup": _Needs(literals=_SUPERSCRIPT_DIGITS),
    # "1.2.3", "1..2", "1,,2", "NaN", "nan", "inf", "∞"
    "dotted": _Needs(pattern=r"\d\.\d\d\d\.\d\d\d"),
    "bad": _Needs(
        literals=("..", ",,", "NaN", "∞"), pattern=r"\.\d+\.|Inf\b|inf\b|\bnan\b|\d,\d\d?\.\d"
    ),
    # 7 digits in a row (a long run, 31 decimals, 7 exponent digits), or two groups of
    # thousands: 31 digits and groups without 7 digits in a row hold several groups.
    "long": _Needs(pattern=r"\d\d\d(?:\d\d\d\d|[, ]\d\d\d)"),
    "grouped": _Needs(words=("hundred", "thousand", "million", "billion", "trillion")),
    "repeat": _Needs(literals=("%%", "°°")),
    "gap": _Needs(literals=("...", "…")),
    "recurring": _Needs(literals=("...", "…")),
    "cap": _Needs(literals=("E",)),
    "minusword": _Needs(words=("minus", "negative")),
    "signedmoney": _Needs(pattern=r"[-−][$£€¥]\d"),
    "somescale": _Needs(words=("some",)),
    "plusminus": _Needs(pattern=r"\+[ \t]*/[ \t]*[-−]"),
    "twice": _Needs(words=("twice", "thrice")),
    "overword": _Needs(literals=(" over ",)),
    "timesc": _Needs(literals=("×", "*", "·")),
    "between": _Needs(literals=("Between",)),
    "inverse": _Needs(literals=("⁻¹", "⁻²", "^-1", "^-2")),
    "degreesign": _Needs(literals=("º", "˚", "¬∞", "Â°")),
    "percentbasis": _Needs(
        literals=tuple(
            f"{basis}{dot}{space}%"
            for basis in ("wt", "mol", "vol", "at")
            for dot in ("", ".")
            for space in ("", " ")
        )
    ),
}


def _fix_name(branch: str) -> str:
    """The group a branch of the fixes is named by: its first."""
    named = re.match(r"\(\?P<(\w+)>", branch)
    assert named is not None, branch
    return named.group(1)


def _class_body(first: str) -> str:
    """A branch's first characters (a class, or one character) as the inside of a class,
    to be joined with others into one."""
    if len(first) == 1:
        return re.escape(first)
    if len(first) == 2 and first.startswith("\\"):
        return first  # a class escape: "\\d"
    assert first.startswith("[") and not first.startswith("[^") and first.endswith("]"), first
    body = first[1:-1]
    return "\\" + body if body.startswith("-") else body  # a leading "-" is no range


# Each branch of the fixes, in order: where it can start, and what a text must hold for
# it (None: nothing to test).
_FIX_PLAN_PARTS = tuple(
    (first, branch, _FIX_NEEDS.get(_fix_name(branch)))
    for first, branch in _FIX_BRANCHES + _RARE_FIX_BRANCHES
)


def _needed_by(kind: str) -> tuple[tuple[str, frozenset[int]], ...]:
    """Each literal, word or pattern of the needs (``kind``: the field), with the
    branches it lets in: one flat table, read in one loop a text."""
    branches: dict[str, set[int]] = {}
    for number, (_, _, needs) in enumerate(_FIX_PLAN_PARTS):
        if needs is not None:
            found = getattr(needs, kind)
            for item in (found,) if isinstance(found, str) else found or ():
                branches.setdefault(item, set()).add(number)
    return tuple((item, frozenset(numbers)) for item, numbers in branches.items())


# Each branch's first characters, to be joined into one class (checked at import).
_FIX_CLASS_BODIES = [_class_body(first) for first, _, _ in _FIX_PLAN_PARTS]
_UNGATED_FIXES = frozenset(n for n, (_, _, needs) in enumerate(_FIX_PLAN_PARTS) if needs is None)
_NEEDED_LITERALS = _needed_by("literals")
# An ASCII text holds no other literal.
_NEEDED_ASCII_LITERALS = tuple((lit, n) for lit, n in _NEEDED_LITERALS if lit.isascii())
_NEEDED_WORDS = _needed_by("words")
_NEEDED_WORD_PATTERNS = tuple(
    (re.compile(f"(?i:{re.escape(word)})"), numbers) for word, numbers in _NEEDED_WORDS
)
_NEEDED_PATTERNS = tuple(
    (re.compile(pattern), numbers) for pattern, numbers in _needed_by("pattern")
)


def _possible_fixes(text: str) -> frozenset[int]:
    """The numbers of the branches that can match somewhere in ``text``."""
    possible = set(_UNGATED_FIXES)
    ascii_text = text.isascii()
    for literal, numbers in _NEEDED_ASCII_LITERALS if ascii_text else _NEEDED_LITERALS:
        if literal in text:
            possible |= numbers
    if ascii_text:  # str.lower finds what re.IGNORECASE finds, in ASCII
        lowered = text.lower()
        for word, numbers in _NEEDED_WORDS:
            if word in lowered:
                possible |= numbers
    else:
        for pattern, numbers in _NEEDED_WORD_PATTERNS:
            if pattern.search(text):
                possible |= numbers
    for pattern, numbers in _NEEDED_PATTERNS:
        if not numbers <= possible and pattern.search(text):
            possible |= numbers
    return frozenset(possible)


class _FixPlan:
    """The fixes some texts can hold: where they can start (one expression), and at each
    character the branches that can start there, as one alternation in their order."""

    def __init__(self, possible: frozenset[int]) -> None:
        self.branches = [_FIX_PLAN_PARTS[number][:2] for number in sorted(possible)]
        firsts = "".join(_FIX_CLASS_BODIES[number] for number in sorted(possible))
        self.starts = _fix_alternation(f"[{firsts}]") if firsts else None
        self._at: dict[str, re.Pattern[str] | None] = {}

    def fixes_at(self, char: str) -> re.Pattern[str] | None:
        found = self._at.get(char, False)
        if found is False:
            branches = [b for first, b in self.branches if re.match(first, char)]
            found = _fix_alternation("|".join(branches)) if branches else None
            if len(self._at) < 4096:  # a bound: text may hold any character
                self._at[char] = found
        return found


@lru_cache(maxsize=256)
def _fix_plan(possible: frozenset[int]) -> _FixPlan:
    return _FixPlan(possible)


def _fix_matches(text: str) -> Iterator[re.Match[str]]:
    """The matches of :func:`_all_fixes` in ``text``, as its ``finditer`` gives them.

    The alternation tried at every character costs ~2 µs a character. A branch can only
    match in a text that holds what it needs (:data:`_FIX_NEEDS`), a match can only
    start at a character such a branch starts with, and there only the branches that
    can start with it can match: trying those, in order, resuming after each match,
    gives the same matches.
    """
    plan = _fix_plan(_possible_fixes(text))
    if plan.starts is None:
        return
    resume = 0
    for candidate in plan.starts.finditer(text):
        place = candidate.start()
        if place < resume:
            continue
        pattern = plan.fixes_at(candidate.group())
        if pattern is None:
            continue
        m = pattern.match(text, place)
        if m is None:
            continue
        if m.end() == place:  # an empty match: none of the branches has one
            yield from (m for m in _all_fixes().finditer(text) if m.start() >= place)
            return
        yield m
        resume = m.end()


_VULGAR_FRACTIONS = {
    char: str(Fraction(unicodedata.numeric(char)).limit_denominator(16))
    for char in "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞"
}
_SIMPLE = {
    "cap": "e",
    "minusword": "-",
    "plusminus": "±",
    "minus": "-",
    "celsius": "°C",
    "fahrenheit": "°F",
    "kelvin": "K",
    "bad": "1",
    "between": "between",
    "timesc": "",
    "overword": "/",
    "gap": "1",
    "recurring": "",
    "invisible": "",
    "mark": "",
    "repeat": "",
    "fractionslash": "/",
    "degreesign": "°",
    "percentbasis": " ",
    "mu": "µ",
    "somescale": "",
}

# A quantity right before "minus" makes it an operator: "24 gallons in minus 4 gallons out",
# "10 kg minus 3 kg", "12.0 g available minus 15.6 g needed" (not "fell to minus 40").
_OPERAND_BEFORE = re.compile(
    r"(?:\d[\d.,]*\s*[^\W\d_]+"
    r"(?:\s+(?:in|out|total|left|each|available|needed|required|remaining|used|spent|measured))?"
    # "the external temperature minus 6K", "T_ambient minus 6 K", "potential density minus
    # 1,000 kg/m³": a quantity's name
    r"|\b(?:temperature|temperatures|temp|value|setpoint|set point|density|pressure"
    r"|mass|weight|volume|length|energy|total|sum|amount|(?-i:T(?:_\w+)?))"
    # "three times as much soda minus 6 ounces": a multiple of a quantity
    r"|\bas\s+(?:much|many)(?:\s+[^\W\d_]+){0,2}"
    # (a reading, not what a dial "was reading": "the thermometer was reading minus 0.4 K")
    r"|(?<!was )(?<!were )(?<!is )(?<!are )(?<!been )(?<!kept )\breading)\s+$",
    re.IGNORECASE,
)

# A number-like token quantulum3 would read as 1 but that cannot be read at all.
_PLACEHOLDERS = frozenset({"bad", "gap"})


@dataclass(frozen=True)
class Rewrite:
    """A rewritten sentence and the way back to the original's offsets.

    ``edits`` are (original start, original end, new start, new end), in order.
    ``placeholders`` are original spans whose number could not be read.
    """

    original: str
    text: str
    edits: tuple[tuple[int, int, int, int], ...] = ()
    placeholders: tuple[tuple[int, int], ...] = field(default=())
    earlier: Rewrite | None = None

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """Map a span of the rewritten text to the original text."""
        start, end = self._map(start, is_end=False), self._map(end, is_end=True)
        if self.earlier is not None:
            return self.earlier.to_original(start, end)
        return start, end

    def after(self, earlier: Rewrite) -> Rewrite:
        """This rewrite of ``earlier.text``, as a rewrite of ``earlier.original``."""
        if not earlier.edits:
            return self
        return Rewrite(
            earlier.original,
            self.text,
            self.edits,
            tuple(earlier.to_original(*p) for p in self.placeholders),
            earlier,
        )

    def _map(self, pos: int, *, is_end: bool) -> int:
        # An end is mapped by the edits before it: a deletion right at the end of a span
        # (an invisible mark after "°C") is not part of the span.
        if not self.edits:
            return pos  # most sentences need no rewriting: nothing to map back
        find = bisect.bisect_left if is_end else bisect.bisect_right
        i = find([e[2] for e in self.edits], pos) - 1
        if i < 0:
            return pos
        o_start, o_end, n_start, n_end = self.edits[i]
        if pos >= n_end:
            return o_end + (pos - n_end)
        # Inside an edit: a span boundary moves to the edit's edge.
        return o_end if is_end and pos > n_start else o_start


def prepare(text: str) -> Rewrite:
    """Rewrite a sentence where quantulum3 misreads it, keeping an offset map."""
    decoded = _rewritten(text, _markup_changes(text))
    if _CONTROL.search(text):
        unescaped = _rewritten(text, _unescaped_commands(text))
        decoded = _rewritten(unescaped.text, _markup_changes(unescaped.text)).after(unescaped)
    fixes = (
        (m.start(), m.end(), _replacement(m), m.lastgroup in _PLACEHOLDERS and not _read_twice(m))
        for m in _fix_matches(decoded.text)
        if not _is_section_number(m) and not _is_range_notation(m)
    )
    fixed = _rewritten(decoded.text, fixes).after(decoded)
    words = _rewritten(fixed.text, _word_number_changes(fixed.text))
    if not words.edits:
        return fixed
    # Placeholders are in the original's offsets already: the earlier passes' are kept.
    return replace(words.after(fixed), placeholders=fixed.placeholders)


# "If the position is between 0..50% the shutter moves to 100%": a range as code writes it.
_RANGE_WORD_BEFORE = re.compile(
    r"\b(?:between|range|ranges|in|within|from|values?)\s+$", re.IGNORECASE
)


def _is_range_notation(m: re.Match[str]) -> bool:
    """Whether "0..50" is a range in a programming language's notation, after a word that
    asks for one ("between 0..50%"), rather than a number gone wrong ("2..5 m long")."""
    return (
        m.lastgroup == "bad"
        and ".." in m.group()
        and _RANGE_WORD_BEFORE.search(m.string, max(0, m.start() - 12), m.start()) is not None
    )


def _is_section_number(m: re.Match[str]) -> bool:
    """Whether a dotted number that no quantity can have opens a heading or a line as its
    section number ("#### 1.2.1 Ohm's Law"), follows the word that names it ("in Section
    2.3.1"), stands in a run of contents before a title ("2.3.1 Max pooling"), is a
    telephone number ("202.545.6002") or a time of day ("12.48.41 PM"): a name, not a
    number gone wrong."""
    if m.lastgroup != "bad":
        return False
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    return (
        bool(
            _LINE_LEAD.fullmatch(m.string, line_start, m.start())
            and _TITLE_AFTER.match(m.string, m.end())
        )
        or bool(cues.LABEL_BEFORE.search(m.string, max(0, m.start() - _LABEL_REACH), m.start()))
        or bool(
            _CONTENTS_NUMBER.fullmatch(m.group())
            and _CONTENTS_TITLE_AFTER.match(m.string, m.end())
        )
        or bool(_PHONE_NUMBER.fullmatch(m.group()))
        or bool(_DOTTED_CLOCK.fullmatch(m.group()) and _DAY_HALF.match(m.string, m.end()))
    )


_LABEL_REACH = 20


_LINE_LEAD = re.compile(r"[ \t#*>]*")
_TITLE_AFTER = re.compile(r"\s+[A-Z]")
# Mid-line, in a run of contents ("2.3 Time delay networks 2.3.1 Max pooling 2.4 …"): small
# parts before a title word.
_CONTENTS_NUMBER = re.compile(r"\d{1,2}(?:\.\d{1,2}){2,3}")
_CONTENTS_TITLE_AFTER = re.compile(r"\s+[A-Z][a-z]{2,}")
# "Phone: 202.545.6002": a telephone number written with dots.
_PHONE_NUMBER = re.compile(r"\d{3}\.\d{3}\.\d{4}")
# "Screen Shot 2016-01-28 at 12.48.41 PM.png": a time of day written with dots.
_DOTTED_CLOCK = re.compile(r"(?:[01]?\d|2[0-3])\.[0-5]\d\.[0-5]\d")
_DAY_HALF = re.compile(r"\s?[AaPp]\.?[Mm]\b")
_HTML_REFERENCE = re.compile(r"&#[xX]?[0-9a-fA-F]+;")
# A time of day: "09:40", "at 10:05".
_CLOCK_TIME = re.compile(r"(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])")
# A day of a month: "by 15 December", "on March 3rd", "the 1st of June". Month names are
# capitalised, so "15 may" is no date.
_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b\.?"
)
_MONTH_AFTER = re.compile(r"(?:st|nd|rd|th)?(?:\s+of)?\s+" + _MONTH)
_MONTH_BEFORE = re.compile(_MONTH + r"\s+$")


# "half" (or "quarter") ending a reading that a hyphen joins to a noun: "three half-lives".
_HALF_OF_A_COMPOUND = re.compile(r"\b(?:half|halves|quarter|quarters)$", re.IGNORECASE)
_COMPOUND_GOES_ON = re.compile(r"-[^\W\d_]")


def _is_calendar_day(text: str, start: int, end: int, unit: str, value: float) -> bool:
    """Whether the bare whole number at ``text[start:end]`` is a day of a named month."""
    if unit != "dimensionless" or not 1 <= value <= 31 or value != int(value):
        return False
    return bool(
        _MONTH_AFTER.match(text, end)
        or _MONTH_BEFORE.search(text, max(0, start - 12), start)
    )


# A quarter of a year: "last quarter", "each quarter", "the fourth quarter".
_QUARTER_OF_A_YEAR_BEFORE = re.compile(
    r"\b(?:last|this|next|previous|past|first|second|third|fourth|final|each|every|per|fiscal"
    r"|same|that)\s+$",
    re.IGNORECASE,
)


def _is_part_of_a_whole(text: str, surface: str, end: int) -> bool:
    """Whether ``surface`` is a fraction in words ("half", "a third", "two-thirds") that
    stands for a part of a whole: the whole after "of" ("two thirds of the budget"), or a
    verb or preposition that gives the part its place ("half goes to rent", "a quarter on
    travel"). Not a fraction of a speed or of a unit ("half of c", "half of an hour"), nor
    of a part told before ("about half of that goes on books"), whose whole is that part."""
    pattern = _fraction_alone()
    if pattern is None or not pattern.fullmatch(surface):
        return False
    start = end - len(surface)
    if _QUARTER_OF_A_YEAR_BEFORE.search(text, max(0, start - 12), start):
        return False  # "last quarter came from …": three months, no part
    place, not_a_whole = _part_places()
    return bool(place.match(text, end)) and not not_a_whole.match(text, end)


@lru_cache(maxsize=1)
def _fraction_alone() -> re.Pattern[str] | None:
    """A fraction in words, alone: "half", "a third", "two-thirds"."""
    fraction = _counted_fraction(r"[\s-]+")
    return None if fraction is None else re.compile(rf"\b{fraction}\b", re.IGNORECASE)


def _counted_fraction(gap: str) -> str | None:
    """The regex source of a fraction word of the alias table (group ``fraction``), perhaps
    after a count (``count``) and ``gap``; None if the table names no fraction words."""
    table = aliases()
    if not table.fractions:
        return None
    counts, fractions = _alternatives(table.counts), _alternatives(table.fractions)
    return rf"(?:(?P<count>{counts}){gap})?(?P<fraction>{fractions})"


@lru_cache(maxsize=1)
def _part_places() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """What places a fraction in words as a part (the alias table's @part_place words),
    and what after its "of" names no whole (@not_a_whole)."""
    table = aliases()
    # (a phrase's spaces match any whitespace: "the  speed")
    def words(phrases: list[str]) -> str:
        return "|".join(r"\s+".join(map(re.escape, p.split())) for p in phrases) or "(?!)"

    place = re.compile(rf"\s+(?:{words(table.part_places)})\b", re.IGNORECASE)
    not_a_whole = re.compile(rf"\s+of\s+(?:{words(table.not_wholes)})\b", re.IGNORECASE)
    return place, not_a_whole


def _word_number_changes(text: str) -> Iterator[Change]:
    """Numbers in words that quantulum3 misreads, in order and not overlapping: fractions
    ("half a second"), decimals ("one point three", which it reads as 3), a number
    word after digits and "and" ("in 2019 and two pct", which it adds up to 2021) and a
    unit and a half ("a metre and a half")."""
    end = 0
    changes = chain(
        _fraction_word_changes(text),
        _part_fraction_changes(text),
        _decimal_word_changes(text),
        _and_word_changes(text),
        _and_a_half_changes(text),
    )
    for change in sorted(changes):
        if change[0] >= end:
            yield change
            end = change[1]


def _and_word_changes(text: str) -> Iterator[Change]:
    """ "in 2019 and two pct": the space after "and" becomes one quantulum3 does not read
    across, so that the year and the number word stay two numbers."""
    if " and " not in text:
        return
    for m in _AND_WORD.finditer(text):
        yield m.start(), m.end(), "\u00a0", False


_AND_WORD = re.compile(
    r"(?<=\d and) (?=(?i:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|half)\b)"
)


def _and_a_half_changes(text: str) -> Iterator[Change]:
    """ "a metre and a half" -> "1.5 metres", "two hours and a half" -> "2.5 hours"."""
    if "and a half" not in text.lower():
        return
    digits = aliases().digits
    for m in _AND_A_HALF.finditer(text):
        count = m["count"].lower()
        whole = 1 if count in ("a", "an") else digits.get(count)
        if whole is not None:
            yield m.start(), m.end(), f"{whole}.5 {m['unit']}", False


_AND_A_HALF = re.compile(
    r"\b(?P<count>an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(?P<unit>(?:metre|meter|second|minute|hour|day|week|kilogram|kilo|gram|mile|kilometre"
    r"|kilometer|foot|feet|inch|litre|liter|pound|year|degree)s?)\s+and\s+a\s+half\b",
    re.IGNORECASE,
)


def _decimal_word_changes(text: str) -> Iterator[Change]:
    """ "one point three" -> "1.3", "negative zero point four" -> "-0.4": a decimal said
    digit by digit (the @digit words of the alias table); not "at one point three people
    left"."""
    if "point" not in text.lower():
        return
    pattern = _decimal_words()
    if pattern is None:
        return
    digits = aliases().digits
    for m in pattern.finditer(text):
        whole = digits[m["whole"].lower()]
        decimals = "".join(str(digits[word.lower()]) for word in m["decimals"].split())
        sign = "-" if m["sign"] else ""
        yield m.start(), m.end(), f"{sign}{whole}.{decimals}", False


@lru_cache(maxsize=1)
def _decimal_words() -> re.Pattern[str] | None:
    table = aliases()
    if not table.digits:
        return None
    digit = _alternatives(table.digits)
    return re.compile(
        rf"(?<!\bat\s)\b(?P<sign>(?:minus|negative)\s+)?(?P<whole>{digit})\s+point\s+"
        rf"(?P<decimals>(?:{digit})(?:\s+(?:{digit}))*)\b",
        re.IGNORECASE,
    )


def _fraction_word_changes(text: str) -> Iterator[Change]:
    """ "three quarters of a kilogram" -> "3/4 kilogram", "half a second" -> "1/2 second":
    fractions in words, before "(of) a/an" and a unit, read by quantulum3 as fractions."""
    pattern = _fraction_words()
    if pattern is None:
        return
    if text.isascii():  # str.lower finds what re.IGNORECASE finds, in ASCII
        lowered = text.lower()
        if not any(word in lowered for word in _fraction_word_keys()):
            return  # no fraction word: nearly every sentence
    table = aliases()
    for m in pattern.finditer(text):
        numerator, denominator = table.fractions[m["fraction"].lower()]
        count = table.counts.get((m["count"] or "").lower(), 1)
        value = Fraction(count * numerator, denominator)
        if _has_decimal_form(value):
            # "half a million" is 0.5 million: quantulum3 reads "1/2 million" as 1/2 alone.
            yield m.start(), m.end(), f"{float(value):g} ", False
        elif not _SCALE_WORD.match(text, m.end()):
            yield m.start(), m.end(), f"{value.numerator}/{value.denominator} ", False


def _part_fraction_changes(text: str) -> Iterator[Change]:
    """ "three tenths on fundraising" -> "0.3 on fundraising": a fraction in words that
    stands for a part of a whole (:func:`_is_part_of_a_whole`), written as a number, which
    quantulum3 reads whatever the fraction ("tenths" it misses)."""
    pattern = _fraction_alone()
    if pattern is None or (text.isascii() and "tenth" not in text.lower()):
        return  # quantulum3 reads the other fraction words as they stand
    table = aliases()
    for m in pattern.finditer(text):
        if not _is_part_of_a_whole(text, m.group(), m.end()):
            continue
        numerator, denominator = table.fractions[m["fraction"].lower()]
        count = table.counts.get((m["count"] or "").lower(), 1)
        value = Fraction(count * numerator, denominator)
        yield m.start(), m.end(), f"{float(value):g}", False


_SCALE_WORD = re.compile(r"(?:hundred|thousand|million|billion|trillion)\b", re.IGNORECASE)
# A letter glued on after a unit's symbol: the symbol is part of a word or a notation.
_GLUED_AFTER = re.compile(r"['’\w]")
# "2c(u, v)": a function of two arguments, times two
_ARGUMENTS_AFTER = re.compile(r"\([A-Za-z_]\w*\s*,")
# "50,000 c/ well", "c/ml": a count per something.
_PER_AFTER = re.compile(r"\s*/\s*[A-Za-z]")
# "Male 144.91  c 115.31": a footnote letter between the cells of a table row.
_CELL_AFTER = re.compile(r"\s+[-−+]?\d")
# "a 501 c charity" (the tax code 501(c)): a whole number of hundreds is no multiple of c.
_CODE_BEFORE_C = re.compile(r"\d{3,}\s+c$")
# A LaTeX or plain subscript right before a number: "M_{200\\mathrm{c}}", "T_1".
_SUBSCRIPT_BEFORE = re.compile(r"(?<=\w)_\{?$")
# "c." before a year is circa: "from c. 950–c. 1250".
# A range of years before a footnote's letter: "FYM 1968-2000 c".
_YEARS_C = re.compile(r"\s*(?:1[89]|20)\d\d\s*[-–]\s*(?:1[89]|20)\d\d\s*c\s*")
_CIRCA_RANGE = re.compile(r"\d\s*[-–]\s*c$")
_CIRCA_AFTER = re.compile(r"\.[\s\u2009\u202f]*\d")
_CIRCA_BEFORE = re.compile(r"\bc\.[\s\u2009\u202f]*$")
_DIOPTRE = re.compile(r"\d\s?D$")
# A pH: "pH 7.0", "between pH 7.0 and 8.5", "a pH of 8.5".
_PH = re.compile(r"\bp\.?H\b")
_PH_BEFORE = re.compile(r"\bp\.?H\s*(?:of\s+|=\s*|value\s+of\s+)?$")
# The number that cannot be read, before a unit that could not be read either.
_UNREAD_NUMBER = re.compile(r"[^\s\\]+")
# A unit cut at the bracket of its denominator: "1.70 × 10⁶ kg/(m² · s)" read as "kg/".
_UNIT_CUT_AT_SLASH = re.compile(r"[^\W\d_]\s*/$")
# ... or at the dot of a product of units: "−1.7 × 10⁻³ L⋅atm" read as litres, "−27 kg • m/s"
# as kilograms (a dot set apart before a capitalised word separates items: "78 % ·
# Fundraising 14 %").
_UNIT_GOES_ON = re.compile(
    r"(?: ?[⋅·•∙]|\s*\\cdot(?![a-z]))(?! [A-Z][a-z])\s*(?:\\(?:mathrm|text|rm)\{~?)?[^\W\d_]"
)
# An ampere's symbol after its number, and the end of a line (or text, or a clause) after it.
_AMPERE_SYMBOL = re.compile(r"(?:\d|NaN|nan|inf|∞)\s?A$")
_LINE_ENDS = re.compile(r"[ \t]*(?:\n|$|[.,;)])")
# A number glued to the letters of a name: "(Figure 1Bc)", "Table 3A" after a label word.
_GLUED_LABEL = re.compile(r"\d+[A-Za-z]{1,3}")
# A whole number alone in square brackets: marks or a reference, no quantity.
_BRACKETED_INTEGER = re.compile(r"\[\d{1,3}\]")
# A quantity's symbol with a subscript, after a number that multiplies it: "4.5 E₁", "2 m_e".
_SUBSCRIPTED_SYMBOL_AFTER = re.compile(r"[ \t]*[A-Za-zħ](?:[₀-₉ₐ-ₜ]+|_\{?\w+\}?)")
# A part's marks in brackets: "(3.0 pts)", "[2 marks]", "(1 point)" (not pints).
_MARKS_IN_BRACKETS = re.compile(
    r"[(\[]\s*\d{1,3}(?:\.\d)?\s*(?:pts?|points?|marks?)\.?\s*[)\]]", re.IGNORECASE
)
# What names a version before its dotted number: "the new 1.2.0", "firmware 2.1.3".
_VERSION_BEFORE = re.compile(
    r"\b(?:version|ver|release|update|updated|firmware|software|app|build|patch|new|v)\.?\s*$"
    # a package and its version: "module load VSEARCH/2.18.0-GCC-10.2.0"
    r"|\b[A-Za-z][\w.+-]*/$",
    re.IGNORECASE,
)
_DOTTED = re.compile(r"\d+(?:\.\d+){2}\b")
# "one" as a pronoun: "no one", "anyone" written apart, "every one of them".
_ONE = re.compile(r"one\b", re.IGNORECASE)
_PRONOUN_BEFORE_ONE = re.compile(
    r"\b(?:no|any|some|every|each|which|this|that)[\s-]+$", re.IGNORECASE
)
# "one" before a verb that is also a unit's plural: "a good one turns 140 % of …" (no
# count of turns: a count of one takes the singular). Not a singular ending in "s"
# ("one siemens", "one degree Celsius").
_ONE_BEFORE_VERB = re.compile(r"one\s+(?![a-z]*(?:ss|us|is|ens)\b)[a-z]+s", re.IGNORECASE)
# An ordinal that quantulum3 reads as a fraction when a determiner stands before it.
_ORDINAL = re.compile(r"(?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s", re.IGNORECASE)
_DETERMINER_BEFORE = re.compile(
    r"\b(?:the|its|his|her|their|our|my|your|each|every|this|that)\s+$", re.IGNORECASE
)
# TeX lengths glue their unit to the number: "12pt", "-10pt", "0.5em".
_TEX_POINTS = re.compile(r"\dpt$")
# A setting's name before its value: "padding: ", "inset=".
_SETTING_BEFORE = re.compile(r"\b[a-z][\w-]*\s*[:=]\s*[-−]?$")
_TEX_COMMAND = re.compile(r"\\[a-zA-Z]+[\[{]")
# "[4,3-c]": the locants of a fused ring in a chemical name.
_LOCANT = re.compile(r"\d-[cC]$")
# A whole number written with a leading zero, as a model's name is: "02c", "07x".
_LEADING_ZERO = re.compile(r"0\d")
# Bytes written in hexadecimal, as a disassembly or a hex dump lists them: "4c 29 c1 49 89 cf".
_HEX_BYTES = re.compile(r"(?:\b[0-9a-f]{2}[ \t]){2}[0-9a-f]{2}\b")
# "4 = 2 c" (balancing an equation): a number equal to so many c solves for c, a variable
_NUMBER_EQUALS_BEFORE = re.compile(r"(?<![\w.^_{])\d+(?:\.\d+)?\s*=\s*$")
# "Figure 26.8 \(c\)" (markdown escapes its brackets): a panel, never so many times c
_BRACKETED_C = re.compile(r"\\?\(\s*c\s*\\?\)\s*$")
# "the FOXP3 -3279 CC genotype", "rs1800629 AG carriers": alleles, not cubic centimetres.
_GENOTYPE = re.compile(
    r"[-−]?\d+\s*(?:AA|AC|AG|AT|CC|CG|CT|GG|GT|TT|CA|GA|TA|GC|TC|TG)\s+"
    r"(?:genotypes?|alleles?|carriers?|homozygotes?|heterozygotes?|variants?)\b"
)
# "0.999 999 99c": the last group of a decimal written in groups of digits, read alone.
_GROUP_GAP = r"(?:[ \u2009\u202f]|\\,)"  # a space, a thin space, LaTeX's "\,"
_DECIMAL_GROUPS_BEFORE = re.compile(rf"\d\.\d+(?:{_GROUP_GAP}\d+)*{_GROUP_GAP}$")
_GROUP_ENDS = " \u2009\u202f,"  # the last character of a gap: read only text that ends so
_GROUPS_REACH = 40
# "0 = −6.0t − 4.9t²", "t(−6.0 − 4.9t) = 0": t is the time of an equation, not tonnes;
# so is the t of a function of time ("s′(t) = −15t+88"), of a term added to a constant
# ("v(t) = −9.8t+C") or of an exponent ("e^(−11.7096t)"); in LaTeX, a t glued to its
# number before a command ("\dot{r}&=-0.24t\\", "-0.24t\hat{e}_r"): a tonne would be
# set apart, "0.24\,\mathrm{t}".
_GLUED_T = re.compile(r"\dt²?$")
# … and one set apart from its number, equal to a bare number, which no mass can be:
# "-0.69314718 = -0.028399 t"
_SPACED_T = re.compile(r"\d[ \t]t$")
_BARE_NUMBER_EQUALS = re.compile(r"(?<![\w.])[-−]?\d+(?:\.\d+)?\s*=\s*$")
_TIME_VARIABLE = re.compile(
    r"\dt(?:²|\^)|\bt\s*(?:=|\()|\(t\)|\dt\s*(?:[=≈]|[+−-]\s*(?:\d|[A-Z]\b))"
    r"|e\^\(?[−-]?[\d.]+t\b|&=\s*[−-]?[\d.]+t\s*\\|\dt\\(?:hat|vec|mathbf|boldsymbol)\b"
)
# A t set in LaTeX math right after its number, before the math or its group closes: a
# variable ("$u=-0.8 t$", "e^{-0.8 t}"); a tonne would be set upright ("\\mathrm{t}").
_T_IN_MATH = re.compile(r"\d\s*t\s*[$}]")
# A number between two letters of one word: a code such as "an E351K substitution" or
# "the G12D mutation", which quantulum3 may read as 10^351.
_CODE_LETTER = re.compile(r"\b[A-Za-z]\d+[A-Za-z]\b")


def _has_decimal_form(value: Fraction) -> bool:
    """Whether a fraction is a short decimal (halves, quarters, fifths, tenths)."""
    denominator = value.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    return denominator == 1


def _alternatives(words: Iterable[str]) -> str:
    """A regex alternation of ``words``, the longest first (so "halves" is not read "half")."""
    return "|".join(sorted(map(re.escape, words), key=len, reverse=True))


@lru_cache(maxsize=1)
def _fraction_word_keys() -> tuple[str, ...]:
    """The fraction words of the alias table, in lower case: a text without one holds
    no fraction in words."""
    return tuple(sorted({word.lower() for word in aliases().fractions}))


@lru_cache(maxsize=1)
def _fraction_words() -> re.Pattern[str] | None:
    fraction = _counted_fraction(r"\s+")
    if fraction is None:
        return None
    # "half a dozen" is left to quantulum3: a dozen is a count, not a unit.
    return re.compile(
        rf"\b{fraction}\s+(?:of\s+)?an?\s+"
        r"(?=[^\W\d_])(?!dozens?\b)",
        re.IGNORECASE,
    )


Change = tuple[int, int, str, bool]  # start, end, replacement, whether a placeholder


def _rewritten(text: str, changes: Iterable[Change]) -> Rewrite:
    """``text`` with ``changes`` (in order, not overlapping) made, and the offset map."""
    pieces: list[str] = []
    edits: list[tuple[int, int, int, int]] = []
    placeholders: list[tuple[int, int]] = []
    last = new_len = 0
    for start, end, replacement, placeholder in changes:
        if replacement == text[start:end]:
            continue
        pieces.append(text[last:start])
        new_len += start - last
        edits.append((start, end, new_len, new_len + len(replacement)))
        if placeholder:
            placeholders.append((start, end))
        pieces.append(replacement)
        new_len += len(replacement)
        last = end
    if not edits:
        return Rewrite(text, text)
    pieces.append(text[last:])
    return Rewrite(text, "".join(pieces), tuple(edits), tuple(placeholders))


# A LaTeX command whose backslash a JSON or string escape turned into a control character:
# "\times" read as a tab and "imes", "\approx" as a bell and "pprox", "\frac" as a form
# feed and "rac" (never written so on purpose).
_CONTROL = re.compile(r"[\t\x07\x08\x0c\r]")
_ESCAPED_COMMAND = re.compile(
    r"\t(?=(?:imes|heta|au)(?![a-z])|ext\{|extrm\{)|\x07(?=(?:pprox|lpha)(?![a-z]))"
    r"|\x08(?=eta(?![a-z])|egin\{|ar\{)|\x0c(?=rac\{)|\r(?=(?:ight|ho)(?![a-z])|m\{)"
)
_ESCAPE_LETTERS = {"\t": "t", "\x07": "a", "\x08": "b", "\x0c": "f", "\r": "r"}


def _unescaped_commands(text: str) -> Iterator[Change]:
    """Each LaTeX command a string escape broke, mended: "4.2\times10^8" for "4.2<tab>imes10^8"."""
    for m in _ESCAPED_COMMAND.finditer(text):
        yield m.start(), m.end(), "\\" + _ESCAPE_LETTERS[m.group()], False


def _markup_changes(text: str) -> Iterator[Change]:
    """Character references decoded, inline tags dropped ("<sup>" read as "^"), an escaped
    percent sign read as one, math delimiters dropped and macros read as text."""
    if (
        "&" not in text
        and "$" not in text
        and "\\" not in text
        and "<" not in text
        and "---" not in text
    ):
        return  # nearly every sentence: nothing to decode
    if (
        "\\" in text
        and not _MATH.search(text)
        and _BARE_LATEX.search(text)
        and _BARE_EQUATION.search(text)
    ):
        # a line of a display block whose delimiters stand on lines of their own ("\\[" /
        # "v = \\sqrt{392.4} \\approx 19.8\\ \\text{m/s}" / "\\]"): math throughout
        yield from _latex_changes(text, 0)
        return
    spans = _MATH.finditer(text)
    math = next(spans, None)
    for markup in _MARKUP.finditer(text):
        while math is not None and math.end() <= markup.start():
            yield from _math_changes(math)
            math = next(spans, None)
        if math is None or markup.end() <= math.start():  # not inside the math span
            yield markup.start(), markup.end(), _markup_text(markup), False
    while math is not None:
        yield from _math_changes(math)
        math = next(spans, None)


def _markup_text(markup: re.Match[str]) -> str:
    if markup["siunitx"] is not None:
        return _siunitx_text(markup)
    if markup["reference"] is not None:
        return html.unescape(markup.group())
    if markup["percent"] is not None:
        return "%"
    if markup["dash"] is not None:
        return "—"
    return "^" if markup.group().lower().startswith("<sup") else ""


def _math_changes(m: re.Match[str]) -> Iterator[Change]:
    body = "body" if m["body"] is not None else "body2"
    opener = "open" if m["open"] is not None else "open2"
    closer = "close" if m["close"] is not None else "close2"
    yield m.start(opener), m.end(opener), "", False
    yield from _latex_changes(m[body], m.start(body))
    yield m.start(closer), m.end(closer), "", False


def _latex_changes(body: str, offset: int, spaced: bool = False) -> Iterator[Change]:
    """``spaced``: whether a space stands right before ``body``."""
    for macro in _LATEX.finditer(body):
        start, end = offset + macro.start(), offset + macro.end()
        after_space = body[macro.start() - 1].isspace() if macro.start() else spaced
        if macro["wrap"] is not None:
            # Unwrap in place, so that a claim ends where its unit does: the "mass change"
            # of "2.80\ \text{g CaO remain; mass change}" stays beside the next value.
            yield start, offset + macro.start("inner"), "", False
            yield from _latex_changes(macro["inner"], offset + macro.start("inner"), after_space)
            yield offset + macro.end("inner"), end, "", False
            if _GLUED_MINUS.match(body, macro.end()):
                # "1.02 \mathrm{~kg} \text { solution }-0.1002 \mathrm{~kg}": math ignores
                # spaces, and a minus after a word subtracts
                yield end, end + 1, "- ", False
        elif after_space and macro.group() in _LATEX_SPACES:
            # one space, not two: "10^4 \mathrm{~kg}" is "1e4 kg", which quantulum3 reads
            yield start, end, "", False
        else:
            yield start, end, _latex_text(macro), False


def _siunitx_text(quantity: re.Match[str]) -> str:
    """A siunitx quantity as written out: "\\SI{-285}{\\celsius}" is "-285 °C"."""
    unit = _SIUNITX_MACRO.sub(
        lambda m: _SIUNITX_UNITS.get(m.group(1), ""), quantity["si_unit"] or ""
    )
    return f"{quantity['si_value'].strip()} {unit.replace(' ', '')}".rstrip()


def _latex_text(macro: re.Match[str]) -> str:
    if macro["siunitx"] is not None:
        return _siunitx_text(macro)
    if macro["frac"] is not None:
        return f"{macro['num'] or macro['num1']}/{macro['den'] or macro['den1']}"
    if macro["repeat"] is not None:
        return macro["repeated"] * 3
    if macro["degree"] is not None:
        return "°"
    if macro["power"] is not None:
        return "^" + macro["exponent"].replace(" ", "")
    name = macro.group()
    if name in _LATEX_SPACES:
        return " "
    return _LATEX_MACROS.get(name, name)


def _replacement(m: re.Match[str]) -> str:
    kind = m.lastgroup  # the outer group: it closes last
    if kind == "minusword" and _OPERAND_BEFORE.search(m.string, 0, m.start()):
        return m.group()  # "24 gallons in minus 4 gallons out" subtracts
    if kind == "twice":
        return "2 times" if m.group().lower() == "twice" else "3 times"
    if kind == "sci":
        return _compact(f"{_ascii(m['mant'])}e{_ascii(m['exp'])}")
    if kind == "scisup":
        return _compact(f"{_ascii(m['mant2'])}e{m['sup'].translate(_SUPERSCRIPTS)}")
    if kind == "pow":
        return _compact(f"1e{_ascii(m['exp2'])}")
    if kind == "powsup":
        return _compact(f"1e{m['sup2'].translate(_SUPERSCRIPTS)}")
    if kind == "long":
        return _compact(m.group())
    if kind == "grouped":
        return m.group().replace(" ", "")
    if kind == "denominator":
        return m.group().replace(",", "")
    if kind == "pvalue":
        return f"1e-{m['ppower']}"
    if kind == "decimalcomma":
        return m.group().replace(",", ".")
    if kind == "dotted":
        return m.group().replace(".", "")
    if kind == "vulgar":
        fraction = _VULGAR_FRACTIONS[m.group()]
        glued_before = m.start() > 0 and m.string[m.start() - 1].isdigit()  # "2½" is 2 1/2
        glued_after = m.end() < len(m.string) and m.string[m.end()].isalpha()  # "½tbsp"
        return (" " if glued_before else "") + fraction + (" " if glued_after else "")
    if kind == "space":
        return " " * len(m.group())
    if twice := _read_twice(m):
        return twice["twice"]  # KaTeX's two renderings of one number, glued: "0.50000.5000"
    if kind == "signedmoney":
        return f"{m['money']}-"
    if kind == "inverse":
        return f"/{m['per']}" + ("²" if m["power"] in ("⁻²", "^-2") else "")
    return _SIMPLE.get(kind or "", m.group())


# A number written twice with nothing between, as text copied from KaTeX holds it (its
# MathML and its HTML rendering): "0.50000.5000".
_TWICE = re.compile(r"(?P<twice>\d+\.\d+)(?P=twice)")


def _read_twice(m: re.Match[str]) -> re.Match[str] | None:
    """A fix's match of an unreadable number that is one number written twice."""
    return _TWICE.fullmatch(m.group()) if m.lastgroup == "bad" else None


_NUMBER_PARTS = re.compile(r"([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?")
_KEPT_DIGITS = 20
# Beyond this exponent every float is infinite (or zero): a larger one changes nothing.
_EXPONENT_CAP = 10**LONG_EXPONENT_DIGITS - 1


def _compact(number: str) -> str:
    """``number`` as a short exponent form with the same float value, if it is long.

    quantulum3's number pattern backtracks cubically over a long digit run; a short form
    reads in microseconds and gives the same value ("1e999999" stays infinite, so the
    claim is still reported as not finite). Twenty significant digits and a sticky "1"
    for any non-zero digit dropped keep the float rounding exact. Short numbers are
    returned unchanged, so ordinary text is rewritten exactly as before.
    """
    parts = _NUMBER_PARTS.fullmatch(number.replace(",", "").replace(" ", ""))
    if parts is None:
        return number
    sign, whole, fraction, exponent = parts.groups(default="")
    exponent_digits = exponent.lstrip("+-")
    if (
        len(whole) <= LONG_NUMBER_DIGITS
        and len(fraction) <= LONG_NUMBER_DIGITS
        and len(exponent_digits) <= LONG_EXPONENT_DIGITS
    ):
        return number
    digits = whole + fraction
    significant = digits.lstrip("0")
    if not significant:
        return f"{sign}0"
    negative_power = exponent.startswith("-")
    exponent_digits = exponent_digits.lstrip("0")  # "e0000005" is e5
    if len(exponent_digits) > LONG_EXPONENT_DIGITS:
        # int() refuses more than 4 300 digits; a longer exponent is capped (same float).
        power = -_EXPONENT_CAP if negative_power else _EXPONENT_CAP
    else:
        power = int(exponent_digits or "0") * (-1 if negative_power else 1)
    # digits = significant with leading zeros, read as an integer, times 10^-len(fraction).
    power += len(significant) - len(fraction) - 1
    power = max(-_EXPONENT_CAP, min(_EXPONENT_CAP, power))
    kept = significant[:_KEPT_DIGITS]
    if significant[_KEPT_DIGITS:].strip("0"):
        kept += "1"  # sticky digit: the value lies strictly above the kept digits
    kept = kept.rstrip("0") or "0"
    mantissa = kept[0] + (f".{kept[1:]}" if len(kept) > 1 else "")
    return f"{sign}{mantissa}e{power}"


def _ascii(number: str) -> str:
    return number.replace("−", "-").replace(" ", "")


def repair(rewrite: Rewrite, raws: list[RawQuantity]) -> list[Claim]:
    """Turn quantulum3's quantities for ``rewrite.text`` into claims on ``rewrite.original``."""
    claims: list[tuple[Claim, Dims]] = []
    reach = -1
    for raw in sorted(raws, key=lambda raw: raw.start):
        repaired = _repair_one(rewrite, raw)
        if repaired is None:
            continue
        claim = repaired[0]
        if claim.end_char <= reach and claims and claims[-1][0].start_char <= claim.start_char:
            continue  # inside a claim that took in the words after it ("below absolute zero")
        claims.append(repaired)
        reach = max(reach, claim.end_char)
    shared = _with_one_sense_of_g(_with_shared_units(rewrite.original, claims))
    return _with_compound_durations(
        rewrite.original, _with_carried_temperature(rewrite.original, shared)
    )


def _with_one_sense_of_g(claims: list[Claim]) -> list[Claim]:
    """A "g" means one thing in a sentence: beside a multiple of standard gravity ("the
    +2.5 g limit load"), a negative "g" is one too, not a negative mass ("… and −0.4 g is
    within the −1.0 g limit")."""
    if not any(claim.kind == "ACCELERATION" and _G_SYMBOL.search(claim.text) for claim in claims):
        return claims
    return [
        _in_gravities(claim)
        if claim.unit == "gram"
        and claim.value < 0
        and not claim.is_range
        and _G_SYMBOL.search(claim.text)
        else claim
        for claim in claims
    ]


def _in_gravities(claim: Claim) -> Claim:
    """A claim read in grams, read as multiples of standard gravity."""
    unit = "metre per square second"
    info = reading(unit, (("metre", 1), ("second", -2)), "acceleration")
    return _read_in(replace(claim, value=claim.value * STANDARD_GRAVITY_M_S2), unit, info)


# "4 min 19 s", "1 h 20 min", "4 minutes and 19 seconds": one duration written in two
# units (across "and" only after a whole number: "2.5 hours and 10 minutes" are two).
_DURATION_JOINT = re.compile(r"[ \t]+")
_HOUR_S = 3600  # s
_DURATION_AND = re.compile(r"[ \t]+and[ \t]+")


def _with_compound_durations(text: str, claims: list[Claim]) -> list[Claim]:
    """A time followed by a time in a smaller unit with nothing but a space (or "and")
    between is one duration: "freefall lasted 4 min 19 s" is 259 s, not 4 min and 19 s."""
    out: list[Claim] = []
    for claim in claims:
        first = out[-1] if out else None
        if (
            first is not None
            and first.kind == claim.kind == "TIME"
            and first.readable
            and claim.readable
            and not first.is_range
            and not claim.is_range
            and first.si_value is not None
            and claim.si_value is not None
            and 0 < claim.si_value < abs(first.si_value) / max(abs(first.value), 1e-12)
            and (
                _DURATION_JOINT.fullmatch(text, first.end_char, claim.start_char)
                or (
                    first.value == int(first.value)
                    # (in words too, in whole numbers of a clock's units: "nine minutes
                    # and forty seconds"; quantulum3's own fixtures read "twenty-one years
                    # and six months" as two)
                    and (
                        (first.in_digits and claim.in_digits)
                        or (
                            claim.value == int(claim.value)
                            and abs(first.si_value) <= _HOUR_S * abs(first.value)
                        )
                    )
                    and _DURATION_AND.fullmatch(text, first.end_char, claim.start_char)
                )
            )
        ):
            # "−4 minutes 15 seconds" is −255 s: the sign is the whole duration's
            total = first.si_value + math.copysign(claim.si_value, first.si_value)
            out[-1] = replace(
                first,
                value=total,
                unit="second",
                si_value=total,
                text=text[first.start_char : claim.end_char],
                end_char=claim.end_char,
            )
            continue
        out.append(claim)
    return out


# Between coordinated numbers that share the unit written after the last one.
_COORDINATION = re.compile(r"\s*(?:,\s*(?:(?:and|or)\s+)?|(?:and|or|&)\s+)", re.IGNORECASE)
_BARE_NUMBER = re.compile(r"[-+]?\d[\d,]*(?:\.\d+)?")
# A number in words, one or two of them: "ninety", "twenty-five".
_SPELT_NUMBER = re.compile(
    cues.NUMBER_WORD.pattern + r"(?:[- ]" + cues.NUMBER_WORD.pattern + r")?", re.IGNORECASE
)
_RESTATED = re.compile(r"\s*,\s*or\s+", re.IGNORECASE)
_YEAR = re.compile(r"1[5-9]\d\d|20\d\d")


# "voters under 30, 58 % backed ...": an age or a threshold, not the first of a list.
_THRESHOLD_BEFORE = re.compile(r"\b(?:under|over|above|below|aged|than)\s+$", re.IGNORECASE)
# "27 % in Zone 2 and 19 % in Zone 3": a number after a capitalised name inside a sentence
# names an item (not "Between 3 and 4 %", whose capital only opens the sentence).
_NAMED_BY = re.compile(r"(?<=[a-z\d,;:)%]\s)[A-Z][a-z]+\s+$")


def _with_shared_units(text: str, claims: list[tuple[Claim, Dims]]) -> list[Claim]:
    """ "3, 4 and 5 kg", "45 and 50 mg": bare numbers listed before a number with a unit
    take that unit. quantulum3 gives it to the one before the last at most."""
    out = [claim for claim, _ in claims]
    for i in range(len(out) - 2, -1, -1):
        claim, following = out[i], out[i + 1]
        if (
            claim.unit != "dimensionless"
            or claim.problem is not None
            or not (
                _BARE_NUMBER.fullmatch(claim.text)
                # in words, only as a range's end: "between ninety and twenty degrees"
                or (
                    _SPELT_NUMBER.fullmatch(claim.text)
                    and _RANGE_OPENER.search(text, max(0, claim.start_char - 9), claim.start_char)
                )
            )
            or _YEAR.fullmatch(claim.text)  # "fell in 2019 and 5 % in 2020"
            or following.unit == "dimensionless"
            or following.is_range
            # (in words too: "between ninety and twenty degrees Celsius")
            or not (_BARE_NUMBER.match(following.text) or cues.NUMBER_WORD.match(following.text))
            or not (joined := _COORDINATION.fullmatch(text, claim.end_char, following.start_char))
            # "headcount is down 700, or 12 %": the same change restated, no list
            or (
                _RESTATED.fullmatch(joined.group())
                and not (i and _COORDINATION.fullmatch(text, out[i - 1].end_char, claim.start_char))
            )
            # a comma alone joins a list's inner items, not its last: "at 1,793.2, 12.6 pct
            # lower" is an index level and a change
            or (joined.group().strip() == "," and not _BARE_NUMBER.fullmatch(following.text))
            or _THRESHOLD_BEFORE.search(text, max(0, claim.start_char - 8), claim.start_char)
            or _NAMED_BY.search(text, max(0, claim.start_char - 24), claim.start_char)
        ):
            continue
        dims = claims[i + 1][1]
        info = reading(following.unit, dims, "unknown")
        out[i] = _read_in(claim, following.unit, info)
        claims[i] = (out[i], dims)
        if _RANGE_OPENER.search(text, max(0, claim.start_char - 9), claim.start_char) and (
            _AND.fullmatch(text, claim.end_char, following.start_char)
        ):
            # "between 60 and 70 pct": one range, as quantulum3 reads "between 60 and 70 %"
            out[i : i + 2] = [_as_range(text, out[i], following, info.to_si)]
            claims[i : i + 2] = [(out[i], dims)]
    return out


# "… averages −390 degrees, and the night side dips to about −480": a level a temperature
# moves to, written without the unit given before it.
_MOVES_TO = re.compile(
    r"\b(?:to|as low as|as high as|down to|up to)\s+(?:about|around|roughly|nearly|almost|some"
    r"|approximately|perhaps|maybe)?\s*$",
    re.IGNORECASE,
)
_MOVES_TO_REACH = 30


_PAIRED = re.compile(r"\s*(?:and|or|to|,|–|-)\s*", re.IGNORECASE)


def _with_carried_temperature(text: str, claims: list[Claim]) -> list[Claim]:
    """A bare negative number that a temperature moves to ("dip to about −480") after a
    temperature in the same sentence takes that temperature's unit. Only a temperature,
    and only below zero: where the scale matters to a rule and the unit is most often
    left out ("lows of −40 … as low as −60")."""
    out = list(claims)
    last: Claim | None = None
    for i, claim in enumerate(out):
        if claim.kind == "TEMPERATURE":
            last = claim
        elif (
            last is not None
            and claim.unit == "dimensionless"
            and claim.value < 0
            and claim.problem is None
            and _BARE_NUMBER.fullmatch(claim.text.replace("−", "-"))
            and _MOVES_TO.search(text, max(0, claim.start_char - _MOVES_TO_REACH), claim.start_char)
            # "by up to −0.20 and −0.44 J · mol⁻¹ · K⁻¹": the pair's own unit follows
            and not (
                i + 1 < len(out)
                and _PAIRED.fullmatch(text, claim.end_char, out[i + 1].start_char)
            )
        ):
            info = reading(last.unit, ((last.unit, 1),), "temperature")
            out[i] = _read_in(claim, last.unit, info)
    return out


def _read_in(claim: Claim, unit: str, info: UnitReading) -> Claim:
    """A bare number read in the unit written elsewhere for it."""
    return replace(
        claim, unit=unit, kind=info.kind, si_unit=info.si_unit, si_value=info.to_si(claim.value)
    )


# "between 60 and 70 pct": the two ends of one range.
_RANGE_OPENER = re.compile(r"\bbetween\s+$", re.IGNORECASE)
_AND = re.compile(r"\s*(?:and|&)\s+", re.IGNORECASE)


def _as_range(
    text: str, low: Claim, high: Claim, to_si: Callable[[float], float | None]
) -> Claim:
    """One claim for a range whose ends quantulum3 read as two numbers, in either order
    ("between 90 and 20 degrees")."""
    first, last = sorted((low.value, high.value))
    return replace(
        high,
        value=(first + last) / 2,
        si_value=to_si((first + last) / 2),
        text=text[low.start_char : high.end_char],
        start_char=low.start_char,
        low=first,
        high=last,
        si_low=to_si(first),
        si_high=to_si(last),
    )


# "W m −1 K −1", "s −1 K −1": a unit symbol, then a small negative power, then another.
_FLAT_EXPONENT_BEFORE = re.compile(r"(?:^|[\s(/·])([A-Za-zµμ]{1,3})\s?$")
# Short words that stand before a value, not unit symbols: "at −1 K".
_NOT_UNIT_SYMBOLS = frozenset(
    {
        "at",
        "to",
        "of",
        "in",
        "on",
        "is",
        "by",
        "as",
        "or",
        "was",
        "and",
        "the",
        "for",
        "be",
        "are",
        "now",
        "had",
        "has",
        "hit",
    }
)
_FLAT_EXPONENT_AFTER = re.compile(r"\s?[−-][1-4](?![\d.,])")


def _is_flat_exponent(text: str, start: int, end: int, value: float) -> bool:
    if value not in (-1, -2, -3, -4) or _FLAT_EXPONENT_AFTER.match(text, end) is None:
        return False
    symbol = _FLAT_EXPONENT_BEFORE.search(text, 0, start)
    return symbol is not None and symbol.group(1).lower() not in _NOT_UNIT_SYMBOLS


# A number glued to one capital letter, in algebra: "14=1L+2T", "-6=-1L or L=6".
_COEFFICIENT = re.compile(r"[-−+]?\d+(?:\.\d+)?([A-Z])")
_OPERATORS = frozenset("=+*/()×·")


def _is_unknown_of_an_equation(text: str, start: int, end: int) -> bool:
    glued = _COEFFICIENT.fullmatch(text, start, end)
    if glued is None:
        return _is_variable_term(text, start, end)
    before, after = text[start - 1 : start], text[end : end + 1]
    letter = glued.group(1)
    return (
        bool({before, after} & _OPERATORS)
        or re.search(rf"(?<![\w.]){letter}\s*=", text) is not None
    )


# What may not follow a bare number: a product, a power, an exponent or a unit.
_NOTHING_GLUED = (
    r"(?![\d,]|\.\d|\s*(?:[×x*·/^]|\\times|\\cdot|\\,|[eE][-−+]?\d|[a-zA-Z%°]))"
)
# A number glued to a small letter that is also a unit's symbol: the speed of light, a
# tonne, a kelvin or a thousand ("1.5c", "5t", "3k").
_GLUED_TERM = re.compile(r"(?<![\w.])[-−]?\d+(?:\.\d+)?([ctk])(?![\w])")


def _is_variable_term(text: str, start: int, end: int) -> bool:
    """Whether a number glued to "c", "t" or "k" is a term of algebra ("49+4c=1", "so
    $c = 12$", "(4 + t, -2t)"): the sentence adds that letter to a bare number, sets it
    equal to one or to a root or fraction, or works modulo a number. A speed or a mass
    cannot be added to a pure number; "0.8c + 0.7c" and "v = 0.99c" stay speeds, and
    "c = 299 792 458 m/s" defines one."""
    glued = _GLUED_TERM.search(text, start, end)
    if glued is None:
        return False
    letter = re.escape(glued.group(1))
    number = r"[-−]?\d+(?:\.\d+)?"
    bare = number + _NOTHING_GLUED
    other_term = rf"\d+(?:\.\d+)?(?!{letter})[a-z](?!\w)"  # "7b", "10x"
    # a speed's symbol, to which a multiple of c adds ("v + 0.5c"), and c itself ("c + 0.5c")
    speeds = "uvwc" if letter == "c" else "uvw"
    algebra = re.compile(
        rf"(?<![\w\\]){letter}\s*&?=\s*{bare}"  # "c = 12", "c&=8"
        rf"|(?<![\w.])\d+(?:\.\d+)?\s*[+−-]\s*(?:{number})?{letter}(?!\w)"  # "4 + t", "2-4c"
        rf"|(?<![\w\\]){letter}\s*[+−-]\s*{bare}"  # "c - 5", not "c - 0.2c"
        # "x_0 + 2c": added to another variable (not to a speed: "v + 0.5c", "c + 0.5c")
        rf"|(?<![\w\\])(?![{speeds}](?!\w))[a-z](?:_\{{?\w+\}}?)?\s*[+−-]\s*{number}{letter}(?!\w)"
        rf"|(?<![\w.]){other_term}\s*[=+−-]\s*{number}{letter}(?!\w)"  # "7b=3c"
        rf"|(?<![\w.]){number}{letter}\s*[=+−-]\s*(?:{bare}|{other_term})"  # "4c + 10"
        rf"|(?<![\w\\]){letter}\s*&?=\s*\\(?:sqrt|frac|dfrac)"  # "c = \sqrt{a^2 - b^2}"
        rf"|(?<![\w.]){number}{letter}\s*&?=\s*\\(?:sqrt|frac|dfrac)"  # "-3c = \frac{1}{4}"
        rf"|(?<![\w.]){number}{letter}\s*/\s*(?:\(|[^\x00-\x7f])"  # "2t/(λ₀/n)", "2t/λ₀"
        rf"|(?<![A-Za-z\\]){letter}[a-z]\^"  # "y = bt - ct^2": a coefficient of a power
        r"|\\equiv|\\pmod|≡"  # "35c \equiv 1 \pmod{47}": modular arithmetic
        # a signed term of a named equation: "I first wrote the quadratic with −10t"
        rf"|(?i:\b(?:quadratic|equation|polynomial|terms?|coefficients?|expression)\b)"
        rf"[^.;]{{0,40}}?[-−+]{number}{letter}(?!\w)"
    )
    return algebra.search(text) is not None


def _repair_one(rewrite: Rewrite, raw: RawQuantity) -> tuple[Claim, Dims] | None:
    raw = _without_word_units(raw, _variable_on_next_line(rewrite, raw))
    located = _locate(rewrite.text, raw)
    if located is None:
        return None
    start, end = _with_math_delimiters(rewrite, *rewrite.to_original(*located))
    text = rewrite.original
    start, end = _trim(text, start, end)
    if start >= end:
        return None  # nothing left but punctuation: a bare "..." with no unit after it
    surface = text[start:end]
    problem = _problem(rewrite, start, end)
    if (
        problem is None
        and not _has_number(surface)
        and not _is_measure_of_one(surface, raw)
        and not _is_part_of_a_whole(text, surface, end)  # "a tenth into reserves"
    ):
        return None  # "a day", "X-ray": quantulum3 found a number that is not written
    unit, dims, entity = raw.unit, raw.dimensions, raw.entity
    value, uncertainty = raw.value, raw.uncertainty
    if unit == "dimensionless" and _AMPERE_SYMBOL.search(surface) and _LINE_ENDS.match(text, end):
        # "Current through R2: 0.42 A" ending a line: quantulum3 reads a capital A before a
        # space (the line break) as the article of a next word
        unit, dims, entity = "ampere", (("ampere", 1),), "current"
    if any(power < 0 for _, power in dims) and (number_end := _per_event(text, start, end)):
        # "a probability of 1.06 per spin": a number per event, not per s·p·in
        unit, dims, entity = "dimensionless", (("dimensionless", 1),), "dimensionless"
        end, surface = number_end, text[start:number_end]
    before = text[:start]
    if problem is not None and _VERSION_BEFORE.search(before) and _DOTTED.match(surface):
        return None  # "updated the software to the new 1.2.0 days before": a version
    if (
        "&#" in surface and not _has_number(_HTML_REFERENCE.sub("", surface))
    ) or _CLOCK_TIME.search(text, max(0, start - 3), min(len(text), end + 3)):
        # "&#X2026;" (an HTML character reference's digits, not a "&#x2212;" sign before
        # a number), "09:40", "10:05 second drop": no quantity
        return None
    if _is_calendar_day(text, start, end, unit, value):
        return None  # "committed by 15 December": a date, no quantity
    if _HALF_OF_A_COMPOUND.search(surface) and _COMPOUND_GOES_ON.match(text, end):
        return None  # "three half-lives", "one half-time": a count of a noun, no fraction
    if _SUBSCRIPT_BEFORE.search(before):
        return None  # "M_{200\\mathrm{c}}", "R_500": a subscript names, it measures nothing
    if _is_flat_exponent(text, start, end, value):
        return None  # "s −1 K −1": a unit's exponents, flattened when print became text
    if _is_unknown_of_an_equation(text, start, end):
        return None  # "-6=-1L or L=6": L is the unknown, not litres
    if unit == "centilitre" and surface.rstrip().endswith("Cl"):
        return None  # "Na(+)-K(+)-2Cl(-)": chlorine, not centilitres ("cl", "cL")
    if _BRACKETED_INTEGER.fullmatch(text, max(0, start - 1), min(len(text), end + 1)):
        return None  # "[2]" after a question is its marks, "as shown in [12]" a citation
    if _are_marks(text, start):
        return None  # "**(b) Efficiency at maximum power (3.0 pts).**": the part's marks
    if _ONE.match(surface) and _PRONOUN_BEFORE_ONE.search(before):
        return None  # "no one threw it", "every one of them": a pronoun, no number
    if _ONE_BEFORE_VERB.fullmatch(surface.rstrip()):
        return None  # "a good one turns …": a pronoun and its verb
    if _ORDINAL.match(surface) and _DETERMINER_BEFORE.search(before):
        return None  # "during its third second": the third of its seconds, no third of one
    if (
        unit == "pint"
        and _TEX_POINTS.search(surface)
        and (_is_tex_source(text, start) or _SETTING_BEFORE.search(text, max(0, start - 30), start))
    ):
        # "margin=-10pt", "\vspace{12pt}", Typst's "padding: -14pt": a length in points
        return None
    if unit == "dimensionless" and _SUBSCRIPTED_SYMBOL_AFTER.match(text, end):
        return None  # "⟨E⟩ = 4.5 E₁": a multiple of a quantity named by its symbol

    if (alias := _alias_after_number(text, start, end, unit, dims)) is not None:
        unit, dims, entity = alias.unit, alias_dimensions(alias.unit), "unknown"
        end, surface = alias.end, text[start : alias.end]
    elif unit == "degree angle" and surface.rstrip().endswith("°"):
        if scale := cues.SCALE_AFTER.match(text, end):
            unit = _SCALES[scale.group("scale").lower()]
            dims, entity = ((unit, 1),), "temperature"
        elif _bare_degree_is_temperature(text, before):
            unit, dims, entity = "degree fahrenheit", (("degree fahrenheit", 1),), "temperature"
    if _UNIT_CUT_AT_SLASH.search(surface) or _UNIT_GOES_ON.match(text, end):
        # "1.70 × 10⁶ kg/(m² · s)": the unit's bracketed denominator was not read;
        # "−1.7 × 10⁻³ L⋅atm": nor the rest of a product of units
        if problem is None:
            return None
        # a number that cannot be read is one whatever its unit: "0.3.70 J/(g·°C)"
        unit, dims, entity = "dimensionless", (("dimensionless", 1),), "dimensionless"
        if number := _UNREAD_NUMBER.match(surface):  # without its unit: "0.3.70\ \text{J/"
            surface = number.group()
            end = start + len(surface)
    if is_implausible(dims):
        return None  # "kilometre × penny × hour", "quintal^800": no unit anybody wrote
    if unit == "quintal" and _Q_SYMBOL.search(surface):
        return None  # "two $+2q$ charges and one $-3q$ charge": a charge's symbol, not quintals
    if len(dims) > 1 and _QUOTE_AFTER_UNIT.match(text, end - 1) and (marked := _marks_read(unit)):
        # 'light travels at "3 × 10⁸ m/s"': a quotation mark after a unit's letters closes
        # the quotation; it is no arc second or inch (which follow a number: 30″, 5′ 10″)
        unit, dims, entity = marked, _without_marks(dims), "unknown"
        surface = surface.rstrip("\"'”’")
        end = start + len(surface)
    if "of arc" in unit and not re.search("[″′\"']", surface):
        unit, dims, entity = _arc_to_time(unit, dims)
    if unit in _POUNDS and (pounds := _pounds_meant(unit, surface, text)) != unit:
        unit, dims, entity = pounds, ((pounds, 1),), _POUNDS[pounds]
    if unit == "pound-mass" and _FORCE_ASSIGNED.search(text, max(0, start - _FORCE_REACH), start):
        # "F = w − T = 50.0 lb − 433.3 lb = −383.3 lb": pounds of force
        unit, dims, entity = "pound-force", (("pound-force", 1),), "force"
    if unit == "dimensionless" and _HALF.fullmatch(surface) and _HALF_LIFE.match(text, end):
        return None  # "(a) half-life" is a word, not a half
    if unit == "dimensionless" and (mach := cues.MACH_BEFORE.search(before)):
        unit, dims, entity = "mach", (("mach", 1),), "speed"
        start, surface = mach.start(), text[mach.start() : end]
    if unit == "dimensionless" and _is_kelvin(surface, text):
        unit, dims, entity = "kelvin", (("kelvin", 1),), "temperature"
        value /= 1000  # quantulum3 read the K as "thousand"
    if dims == (("cent", -1),) and _PER_CENT.search(surface):
        # British "per cent", which quantulum3 reads as one over a cent
        unit, dims, entity = "percentage", (("percentage", 1),), "dimensionless"
    if unit == "percentage" and not _PERCENT_WRITTEN.search(surface):
        # quantulum3 hands a list's "%" on to the next number: "45 % in 2020" -> "2020 %".
        unit, dims, entity = "dimensionless", (("dimensionless", 1),), "dimensionless"
    if unit in _BYTES and _BARE_K.search(raw.surface):
        # a bare "K" is a kelvin (or a thousand, below), never a kibibyte: "T_2 = -15 K"
        unit, dims, entity = "kelvin", (("kelvin", 1),), "temperature"
    if unit == "kelvin" and _K_IN_A_PRODUCT.search(surface):
        # "-2kx": a coefficient of k times x, no kelvin
        unit, dims, entity = "dimensionless", (("dimensionless", 1),), "dimensionless"
    if unit == "kelvin" and _is_thousands(surface, text):
        unit, dims, entity = "dimensionless", (("dimensionless", 1),), "dimensionless"
        value *= 1000  # "-300K" of money or users: thousands
        uncertainty = None if uncertainty is None else uncertainty * 1000
    if _means_temperature(unit, surface, text, before, value):
        unit, dims, entity = _as_temperature(unit, surface)
    if unit == "speed of light" and (
        _is_label(text, before, surface)
        or _GLUED_AFTER.match(text, end)
        or _ARGUMENTS_AFTER.match(text, end)
        or _PER_AFTER.match(text, start + len(surface.rstrip("/ ")))
        or _CELL_AFTER.match(text, end)
        or cues.INGREDIENT_AFTER.match(text, end)
        or cues.CUPS_BESIDE_WEIGHT.search(before)
        or _CODE_BEFORE_C.fullmatch(surface.strip())
        or _BRACKETED_C.search(surface)
        or _NUMBER_EQUALS_BEFORE.search(before)
        or _YEARS_C.fullmatch(surface)
        or (cues.BATTERY_CONTEXT.search(text) and not cues.MOTION_CONTEXT.search(text))
        or (
            _CIRCA_RANGE.search(surface)
            and (_CIRCA_AFTER.match(text, end) or _CIRCA_BEFORE.search(before))
        )
    ):
        # "3 c flour" and "9 oz sugar (1 1/4 c)" are cups; "Fig. 3c" and "Figure 26.8 \(c\)" name a
        # panel, "4 = 2 c" a coefficient, "2c(u, v)" twice a function, "(7 c'agfca" notes, "Plate
        # 50,000 c/ well" counts cells, "from c. 950–c. 1250" dates, "144.91  c 115.31" a footnote,
        # "501 c" a tax code, "FYM 1968-2000 c" years and a footnote, "charge at 2C" a battery's
        # C-rate: not so many times c
        return None
    if unit == "day" and _DIOPTRE.search(surface):
        return None  # "a prescription of –4.50 D": dioptres (a day is "d"), judged by no rule
    if unit == "dimensionless" and (_PH.search(surface) or _PH_BEFORE.search(before)):
        return None  # "between pH 7.0 and 8.5": a reading on the pH scale, judged by no rule
    if (
        unit == "foot per second"
        and surface.rstrip().lower().endswith("fps")
        and cues.FRAME_RATE_CONTEXT.search(text)
    ):
        return None  # "video at 960 fps": frames a second
    if unit == "speed of light" and _LOCANT.search(surface):
        return None  # "pyrazolo[4,3-c]pyridazines": a ring fusion's locants
    if unit == "speed of light" and _HEX_BYTES.search(text, max(0, start - 9), end + 4):
        return None  # "4c 29 c1 …" in a disassembly: bytes in hexadecimal, no speed
    if unit == "speed of light" and _LEADING_ZERO.match(surface):
        return None  # "skyzone 02c": a model's name, no multiple of c
    if len(dims) > 1 and any(name == "speed of light" for name, _ in dims) and not _mass(dims):
        # "exp(-1.58 T c /T)": T_c over T, a formula's symbols; no unit is a compound of c
        # but a particle physicist's mass, "0.511 MeV/c²"
        return None
    if surface[-2:].isupper() and _GENOTYPE.match(
        text, start + len(surface) - len(surface.lstrip()), end + 30
    ):
        return None  # "the -3279 CC genotype": a position and two alleles
    if (
        surface[:1].isdigit()
        and before[-1:] in _GROUP_ENDS
        and _DECIMAL_GROUPS_BEFORE.search(text, max(0, start - _GROUPS_REACH), start)
    ):
        return None  # a fragment of a number that cannot be read whole
    if "tonne" in unit and (
        (_GLUED_T.search(surface) and _TIME_VARIABLE.search(text))
        or (_SPACED_T.search(surface) and _BARE_NUMBER_EQUALS.search(before))
    ):
        return None  # the variable t of an equation
    if "tonne" in unit and _T_IN_MATH.search(text, start, end + 1):
        return None  # "$u=-0.8 t$", "e^{-0.8 t}": LaTeX's variable t, set in italics
    if (not surface[:1].isdigit() and _CODE_LETTER.search(surface)) or (
        surface[-1:].isalpha()
        and _GLUED_LABEL.fullmatch(surface)
        and cues.LABEL_BEFORE.search(before)
    ):
        return None  # "an E351K substitution", "(Figure 1Bc)": names, not quantities
    if before.endswith("#"):
        return None  # "a#5,8c,2p": a note of a ringtone, an item's number ("#5"), no quantity
    if unit in _MULTIPLIERS and (light := cues.LIGHT_SPEED_AFTER.match(text, end)):
        if unit == "percentage":  # "5% to 10% of the speed of light": the range's spread too
            value /= 100
            uncertainty = None if uncertainty is None else uncertainty / 100
        unit, dims, entity = "speed of light", (("speed of light", 1),), "speed"
        end, surface = light.end(), text[start : light.end()]
    if (
        unit == "gram"
        and _G_SYMBOL.search(surface)
        and (cues.G_LOAD_BEFORE.search(before) or cues.G_LOAD_AFTER.match(text, end))
    ):
        # "lateral accelerations of -0.5g", "the −0.6 g excursion": multiples of standard
        # gravity, no mass
        value *= STANDARD_GRAVITY_M_S2
        unit, dims = "metre per square second", (("metre", 1), ("second", -2))
        entity = "acceleration"
    if unit in DEGREE_IN_KELVIN and (below := cues.BELOW_ABSOLUTE_ZERO_AFTER.match(text, end)):
        # That far below 0 K, in kelvin: impossible whatever the size of the degree.
        value = -abs(value) * DEGREE_IN_KELVIN[unit]
        unit, dims, entity = "kelvin", (("kelvin", 1),), "temperature"
        end, surface = below.end(), text[start : below.end()]
    elif unit in DEGREE_IN_KELVIN and (below := cues.BELOW_ZERO_AFTER.match(text, end)):
        # "300 degrees below zero Celsius" is -300 °C; without a scale, the unit read.
        value = -abs(value)
        unit = _SCALES.get((below.group("scale") or "").lower(), unit)
        dims, entity = ((unit, 1),), "temperature"
        end, surface = below.end(), text[start : below.end()]

    if value < 0 and entity != "currency" and _ACCOUNTING_NEGATIVE.fullmatch(surface):
        # quantulum3 reads "(100,000 pounds)" as an accountant's negative sum of money;
        # brackets around a weight only set it off.
        value = -value
    precision = _TO_PRECISION.search(surface) if uncertainty is not None else None
    if precision and _PRECISION_AFTER.match(text, end):
        # "gives 1.000000 to six decimal places": one value and how precisely it is told
        value, uncertainty = value - uncertainty, None
        surface = surface[: precision.start()]
        end = start + len(surface)
    low = high = None
    if uncertainty is not None and not _SPREAD.search(surface):
        low, high = value - uncertainty, value + uncertainty
    elif value < 0 and re.search(r"\d ?$", before):
        # "5-10" split by quantulum3: the dash joins a range, it is no sign (but the cells
        # of a table stand two spaces apart or more: "36,300      -4.0 %")
        value = -value

    if problem is None and not math.isfinite(value):
        problem = f"the number '{_shown(surface)}' is not finite"
    if unit == "dimensionless" and _is_part_of_a_whole(text, surface, end):
        # "half goes to maintenance, forty percent to science": a fraction of a whole in
        # words is a share, told as a percentage like the parts beside it
        value, unit, dims, entity = value * 100, "percentage", (("percentage", 1),), "percentage"
    info = reading(unit, dims, entity)
    usable = problem is None
    # Every field set straight into a new instance, as Claim.shifted does: the frozen
    # __init__ costs one object.__setattr__ a field, for every claim of dense text.
    claim = object.__new__(Claim)
    claim.__dict__.update(
        value=value,
        unit=unit,
        si_value=info.to_si(value) if usable else None,
        si_unit=info.si_unit,
        kind=info.kind,
        text=surface,
        start_char=start,
        end_char=end,
        low=low,
        high=high,
        si_low=info.to_si(low) if usable and low is not None else None,
        si_high=info.to_si(high) if usable and high is not None else None,
        problem=problem,
    )
    return claim, dims


# quantulum3 gives a range ("0-300 °C") and a spread ("227 ± 326 g", "2.1 +/- 2.8 kg") as
# a value and an uncertainty. A spread is a mean and the scatter around it (a standard
# deviation, an error bar): the claim is the mean, and the scatter may pass a bound that
# no measured value does, so only a range keeps its ends.
_SPREAD = re.compile(r"±|\+\s*/\s*[-−]|\+[-−]")
# "1.000000 to six decimal places", "3.14 to 3 s.f.": a value's precision, no range's far end.
_TO_PRECISION = re.compile(
    r"\s+to\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)$", re.IGNORECASE
)
_PRECISION_AFTER = re.compile(
    r"\s*(?:decimal\s+places?|significant\s+(?:figures?|digits?)|sig\.?\s*figs?\b|d\.\s?p\.|dp\b"
    r"|s\.\s?f\.|sf\b)",
    re.IGNORECASE,
)


# A gram's symbol, as a multiple of standard gravity is written too: "-0.5g", "9 G".
_G_SYMBOL = re.compile(r"\d\s*[gG]$")

# quantulum3's units for "1.5 times", "3x" and "150%": a multiple of the unit after them.
_MULTIPLIERS = frozenset({"count", "dimensionless", "percentage"})
_MINUS_SIGNS = "-−–"

# A lone "q" glued to a number: a symbol ("−3q", a charge), not a quintal's ("3 q" is rare).
_Q_SYMBOL = re.compile(r"\dq[$}\s]*$")
# A force's symbol given the value in pounds, through nothing but arithmetic: "F = w − T =
# 50.0 lb − 433.3 lb ="; pounds of force (lbf), not of mass (not "T = 40 lb holds a box of").
_FORCE_ASSIGNED = re.compile(
    r"(?<![\w\\])[FT](?:_\{?\w+\}?)?\s*="
    r"(?:\\mathrm\{[^}]*\}|\\[a-z]+|[^;\na-zA-Z]|\b[a-zA-Z]{1,3}\b)*$"
)
_FORCE_REACH = 80
# quantulum3's two "pounds", with their entities.
_POUNDS = {"pound-mass": "mass", "pound sterling": "currency"}
# A figure in brackets with no sign of its own.
_ACCOUNTING_NEGATIVE = re.compile(r"\(\s*[^-−\s(][^()]*\)")
_HALF_LIFE = re.compile(r"-li(?:fe|ves)\b", re.IGNORECASE)
_HALF = re.compile(r"(?:an?\s+)?half", re.IGNORECASE)

# The temperature scale named after "below zero".
_SCALES = {
    "celsius": "degree Celsius",
    "centigrade": "degree Celsius",
    "fahrenheit": "degree fahrenheit",
}
_PER_CENT = re.compile(r"\bper\s+cent$", re.IGNORECASE)
_PERCENT_WRITTEN = re.compile(r"%|‰|\bpercent|\bper\s*cent|\bpct\b", re.IGNORECASE)
# A "k" glued between a number and another letter: a product of symbols ("-2kx").
_K_IN_A_PRODUCT = re.compile(r"\d[kK](?!elvin)[A-Za-z]")
# A "k" or "K" glued to a number (and to the far end of a range): thousands or kelvin.
_GLUED_K = re.compile(r"[-+−]?\d[\d.,]*[kK](?:\s*(?:to|-|–)\s*[-+−]?\d[\d.,]*[kK])?")

# Words quantulum3 reads as a unit at the end of a compound: "100 °C at" -> °C·ampere-turn;
# and "U", which it reads as the atomic mass unit (written "u" or "Da"), where physics writes
# an energy ("K = −½ U") and medicine an enzyme unit ("5000 U of heparin").
_WORDS_NOT_UNITS = frozenset(
    {"at", "in", "a", "an", "as", "is", "it", "on", "or", "by", "to", "U"}
)


def _are_marks(text: str, start: int) -> bool:
    """Whether the number at ``start`` gives a part's marks in brackets ("(3.0 pts)")."""
    near = max(0, start - 2)
    opening = max(text.rfind("(", near, start), text.rfind("[", near, start))
    return opening >= 0 and _MARKS_IN_BRACKETS.match(text, opening) is not None


def _is_tex_source(text: str, start: int) -> bool:
    """Whether the line around ``start`` is TeX source: it calls a command with an
    argument ("\\includegraphics[", "\\vspace{")."""
    first = text.rfind("\n", 0, start) + 1
    last = text.find("\n", start)
    return _TEX_COMMAND.search(text, first, len(text) if last < 0 else last) is not None


def _variable_on_next_line(rewrite: Rewrite, raw: RawQuantity) -> bool:
    """Whether a quantity's unit is a variable assigned on the next line ("b = -3\nc = 2",
    "= −1.221\nt ≈ 0.104"); a unit soft-wrapped onto the next line ("500 000\nkm/s") is
    the number's own."""
    text = rewrite.original
    if "\n" not in text:  # most sentences: no second line, no need to place the quantity
        return False
    located = _locate(rewrite.text, raw)
    if located is None:
        return False
    start, end = rewrite.to_original(*located)
    return "\n" in text[start:end].rstrip() and text[end:].lstrip(" \t")[:1] in ("=", "≈")


def _without_word_units(raw: RawQuantity, next_line: bool = False) -> RawQuantity:
    """Drop a unit that is an ordinary English word, and what quantulum3 multiplied after
    it ("5 m at most", "-4 at noon", "80 m in t = 2.86 s": metre, not metre inch tonne;
    "22 % cycle": a percentage; "the 30 m drop": metre, where metre × drop is no unit)
    or, with ``next_line``, a variable assigned on the next line ("b = -3\nc = 2")."""
    dims, surfaces = raw.dimensions, raw.dimension_surfaces
    if len(surfaces) != len(dims) or not dims:
        return raw
    # quantulum3 names how a lone unit was written only inside compounds.
    words = raw.surface.split()  # empty for a blank surface ("-𝟙'𝟙.e9 °C" has one)
    if len(words) < 2:
        return raw
    # A word of the sentence (a whole word: "cartons" is no c·a·r·tons) that quantulum3
    # multiplied in: "80 m in t", or anything after a percentage ("22 % cycle").
    cut = next(
        (
            i
            for i in range(1, len(dims))
            if surfaces[i] in words[1:]
            and (surfaces[i] in _WORDS_NOT_UNITS or (dims[0][0] == "percentage" and dims[i][1] > 0))
        ),
        None,
    )
    # "after the 30 m drop", "a 100 ft drop at …": the next word, which quantulum3
    # multiplied in (after the word cut above)
    last = (len(dims) if cut is None else cut) - 1
    if (
        last > 0
        and surfaces[last] in words[1:]
        and is_implausible(dims[: last + 1])
        and not is_implausible(dims[:last])
    ):
        cut = last
    if cut is None:
        word = surfaces[-1] or (words[-1] if len(dims) == 1 else "")
        if word not in _WORDS_NOT_UNITS and not next_line:
            return raw
        cut = len(dims) - 1
    written_after = r"\s*".join(re.escape(s or words[-1]) for s in surfaces[cut:])
    # (the power quantulum3 read from a name's number: "60 % in Q1" is no inch quintal¹)
    surface = re.sub(rf"\s*{written_after}(?:\^?[-−]?\d+|[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)?$", "", raw.surface)
    if surface == raw.surface:
        return raw  # not written as quantulum3 says: leave the reading alone
    # "1 A at 9 V": quantulum3's ampere-turn ("At") was an ampere and the word "at"
    kept = (("ampere", 1),) if dims == (("ampere-turn", 1),) and surface.endswith("A") else ()
    dims = dims[:cut] or kept or (("dimensionless", 1),)
    if len(dims) == 1 and dims[0][1] == 1:
        # "30 metres per second at impact": quantulum3 named the compound it multiplied the
        # word into ("metre per second" × ampere-turn); alone, it is metre per second again
        dims = alias_dimensions(dims[0][0])
    return replace(
        raw,
        unit=_unit_name(dims),
        dimensions=dims,
        entity="current" if kept else raw.entity,
        dimension_surfaces=surfaces[:cut],
        surface=surface,
        end=raw.start + len(surface),
    )


def _unit_name(dims: Dims) -> str:
    """quantulum3's way of naming a unit from its dimensions: "metre per second"."""
    if dims == (("dimensionless", 1),):
        return "dimensionless"

    def part(base: str, power: int) -> str:
        return {1: base, 2: f"square {base}", 3: f"cubic {base}"}.get(power, f"{base}^{power}")

    above = [part(base, power) for base, power in dims if power > 0]
    below = [part(base, -power) for base, power in dims if power < 0]
    return " ".join(above) + "".join(f" per {b}" for b in below)


def _locate(text: str, raw: RawQuantity) -> tuple[int, int] | None:
    """The span of the quantity's surface in ``text``.

    quantulum3's spans drift where it merged a range after rewriting "a"/"an" to "1.0";
    the surface is then searched for, nearest to where quantulum3 put it.
    """
    if text[raw.start : raw.end] == raw.surface:
        return raw.start, raw.end
    hits = [m.start() for m in re.finditer(re.escape(raw.surface), text)]
    if not hits:
        return None
    best = min(hits, key=lambda h: (abs(h - raw.start), h))
    return best, best + len(raw.surface)


def _with_math_delimiters(rewrite: Rewrite, start: int, end: int) -> tuple[int, int]:
    """A claim that starts or ends at a math delimiter takes it in ("$4 \\times 10^8$ m/s"
    whole): the words around the claim are then the sentence's, not LaTeX's."""
    markup = rewrite.earlier
    if markup is None:
        return start, end
    for o_start, o_end, n_start, n_end in markup.edits:
        if n_start == n_end and o_end == start:
            start = o_start
        elif n_start == n_end and o_start == end:
            end = o_end
    return start, end


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop the sentence full stop and dangling multiplication signs from a surface."""
    while end > start and (text[end - 1].isspace() or text[end - 1] in ".,;:×*·"):
        end -= 1
    if end - start > 2 and text[end - 1] in "xX" and text[end - 2].isspace():
        end -= 2
    while start < end and text[start].isspace():
        start += 1
    return start, end


def _problem(rewrite: Rewrite, start: int, end: int) -> str | None:
    for p_start, p_end in rewrite.placeholders:
        if start <= p_start < end or p_start <= start < p_end:
            return f"the number '{_shown(rewrite.original[p_start:p_end])}' cannot be read"
    return None


def _shown(surface: str, limit: int = 60) -> str:
    """A surface short enough for a message: a number of 5 000 digits is shown cut."""
    if len(surface) <= limit:
        return surface
    return f"{surface[: limit - 20]}…{surface[-19:]}"


def _has_number(surface: str) -> bool:
    return any(ch.isdigit() or ch in _VULGAR_FRACTIONS for ch in surface) or (
        cues.has_number_word(surface)
    )


_QUOTE_AFTER_UNIT = re.compile(r"[^\W\d_][\"'”’]|(?<=[^\W\d_])[\"'”’]")


def _marks_read(unit: str) -> str | None:
    """The name of a compound unit without the last unit quantulum3 read from a quotation
    mark after it ("m/s\"" is no metre per second per arc second, "km/s”" no kilometre per
    second per inch); ``None`` if it read none."""
    name = _UNIT_OF_A_MARK.sub("", unit)
    return name if name != unit else None


def _without_marks(dims: Dims) -> Dims:
    return tuple((base, power) for base, power in dims if base not in _MARK_UNITS)


_MARK_UNITS = ("second of arc", "minute of arc", "inch", "foot")
_UNIT_OF_A_MARK = re.compile(r"\s+(?:per\s+)?(?:" + "|".join(_MARK_UNITS) + r")$")


def _arc_to_time(unit: str, dims: Dims) -> tuple[str, Dims, str]:
    """quantulum3 reads "5 seconds" as arc-seconds; without ″ or ′ it is time."""

    def fix(name: str) -> str:
        return name.replace("second of arc", "second").replace("minute of arc", "minute")

    new_dims = tuple((fix(base), power) for base, power in dims)
    entity = "time" if len(new_dims) == 1 else "unknown"
    return fix(unit), new_dims, entity


def _is_kelvin(surface: str, text: str) -> bool:
    """ "400 K" is kelvin (and "$T_h = 1200$ K", the math closed before its unit); "400K"
    is kelvin only in a sentence about temperature."""
    spaced = re.fullmatch(r"[-+−]?\d[\d.,]*\$?(\s*)K", surface)
    if spaced is None:
        return False
    return bool(spaced.group(1)) or bool(cues.TEMPERATURE_CONTEXT.search(text))


def _pounds_meant(unit: str, surface: str, text: str) -> str:
    """Pounds of weight or of money, by what the sentence talks about; "£" is money."""
    if "£" in surface:
        return "pound sterling"
    weight, money = cues.WEIGHT_CONTEXT.search(text), cues.MONEY_CONTEXT.search(text)
    if weight and not money:
        return "pound-mass"
    if money and not weight:
        return "pound sterling"
    return unit


def _is_thousands(surface: str, text: str) -> bool:
    """A "k" glued to a number is a thousand; a glued "K" is kelvin only in a sentence
    about temperature ("-300K of net income", but "cooled to 4K")."""
    if not _GLUED_K.fullmatch(surface):
        return False
    return "k" in surface or not cues.TEMPERATURE_CONTEXT.search(text)


# "−40 degrees", "minus 500 degrees": a reading below zero.
_SIGNED_BELOW_ZERO = re.compile(rf"\s*(?:[{_MINUS_SIGNS}]|(?:minus|negative)\b)", re.IGNORECASE)


# quantulum3's readings of a bare "K" by the words around it, in memory sizes.
_BYTES = frozenset({"kibibyte", "kilobyte", "kibibit", "kilobit"})
_BARE_K = re.compile(r"\d\s*K[*_`]*$")  # (bold or code markup after it: "−422 K**")


def _means_temperature(unit: str, surface: str, text: str, before: str, value: float) -> bool:
    """A bare "C"/"F" is a temperature unless the sentence is about electricity, or it
    would be one below absolute zero in a sentence that names no temperature and nothing
    that has one (a bath, an oven, the weather);
    a bare "degrees" only when the sentence is about temperature (or about an oven, the
    weather, a body, with no word of angles; or the number is signed below zero, with no
    word of turning) and the number is not an angle turned through ("rotated -720
    degrees")."""
    if unit in ("farad", "coulomb"):
        # "−600 C" on an answer line: no temperature is that low, and none is named
        impossible = value < (ABSOLUTE_ZERO_C if unit == "coulomb" else ABSOLUTE_ZERO_F)
        # … but no capacitance is negative: "gets down to like -500F" is a temperature,
        # however low (not a model name, "X-500F", whose dash is no sign)
        negative_farads = unit == "farad" and value < 0 and not re.search(r"\w$", before)
        return (
            bool(re.search(r"\d\s*[CFcf]$", surface))
            and not cues.ELECTRICAL_CONTEXT.search(text)
            and (
                negative_farads
                or not impossible
                # "With the bath at -275 C": a setting names what has the temperature
                or bool(
                    cues.TEMPERATURE_CONTEXT.search(text) or cues.TEMPERATURE_SETTING.search(text)
                )
            )
        )
    if unit == "speed of light":
        # "bake at 180c", "keep the fridge below 4 c": a "c" is Celsius where the sentence
        # is about temperature and not about motion ("3c" stays a speed there); so is a
        # range from below zero, which no speed is ("Discharge range: -20c to 60c")
        return bool(_RANGE_FROM_BELOW_ZERO.fullmatch(surface.strip())) or (
            bool(re.search(r"\d\s*[Cc]$", surface))
            and bool(cues.TEMPERATURE_CONTEXT.search(text) or cues.TEMPERATURE_SETTING.search(text))
            and not cues.MOTION_CONTEXT.search(text)
            and not cues.LABEL_BEFORE.search(before)  # "the temperature rises (Fig. 3c)"
        )
    return (
        unit == "degree angle"
        and bool(
            cues.TEMPERATURE_CONTEXT.search(text)
            or (cues.TEMPERATURE_SETTING.search(text) and not cues.ANGLE_CONTEXT.search(text))
            or (_SIGNED_BELOW_ZERO.match(surface) and not cues.TURNING_CONTEXT.search(text))
        )
        and not cues.ROTATION_BEFORE.search(before)
    )


_RANGE_FROM_BELOW_ZERO = re.compile(
    r"[-−]\d+(?:\.\d+)?\s*[cC]?\s*(?:to|-|–)\s*\d+(?:\.\d+)?\s*[cC]"
)


def _as_temperature(unit: str, surface: str) -> tuple[str, Dims, str]:
    """A bare "C"/"F" is Celsius/Fahrenheit and a bare "degrees" Fahrenheit (the most lenient)."""
    if unit in ("coulomb", "speed of light"):
        name = "degree Celsius"
    elif unit == "farad" or re.search(r"(?i)deg\w*\s*$", surface):
        name = "degree fahrenheit"
    else:
        return unit, ((unit, 1),), "angle"  # "°" with an explicit angle word
    return name, ((name, 1),), "temperature"


def _mass(dims: Dims) -> bool:
    """Whether ``dims`` are an energy in electronvolts over c², a mass: "938.3 MeV/c²"."""
    return (
        len(dims) == 2 and dims[0][0].endswith("electronvolt") and dims[1] == ("speed of light", -2)
    )


def _is_label(text: str, before: str, surface: str) -> bool:
    """An integer glued to "c" is a figure or item label unless the sentence is about
    motion; so is a section's number glued to it after a label's word ("Exa 2.6c")."""
    if re.fullmatch(r"\d+\.\d+c", surface):
        # … or alone on its line, as a list item: "* 3.11c" heads part (c) of exercise 3.11
        after = len(before) + len(surface)
        alone = _ITEM_OPENING.search(before) and _LINE_ENDING.match(text, after)
        return bool(cues.LABEL_BEFORE.search(before) or alone)
    if not re.fullmatch(r"\d+c", surface):
        return False
    # "* 6c (10pt) Compare …": a list item opened by the part it answers
    if _ITEM_OPENING.search(before) and _PART_AFTER.match(text, len(before) + len(surface)):
        return True
    if cues.LABEL_BEFORE.search(before) or before.rstrip().endswith("("):
        return True
    return not cues.MOTION_CONTEXT.search(text)


# Nothing but a list marker before a figure on its line, and nothing after it.
# (past bold or italic markup: "* **2c (10pt):** Write a function …")
_ITEM_OPENING = re.compile(r"(?:\A|\n)[ \t]*[-*+•][ \t]+(?:\*\*|__|\*|_)?\Z")
_LINE_ENDING = re.compile(r"[ \t*_:.]*(?:\n|\Z)")
# What follows a part's name at an item's start: its marks ("(10pt)"), a colon, the line's end.
_PART_AFTER = re.compile(r"[ \t*_]*(?:\(|:|\)|\.|\n|\Z)")


# The number a unit follows: the last one in a claim's text ("between 3 and 5 km/s").
_LAST_NUMBER = re.compile(
    r"(?<![^\W\d_])(?:\d[\d,]*(?:\.\d+)?(?:[eE][-+]?\d+)?(?:\s*/\s*\d+)?|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])"
)
_NUMBER_WORD = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six"
    r"|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty(?:-[a-z]+)?|hundred"
    r"|thousand|million|billion|trillion|dozen)\b",
    re.IGNORECASE,
)
# Where quantulum3's unit is no reading at all, the table is asked even if its alias is
# shorter than what quantulum3 took for a unit.
_NO_UNIT = frozenset({"dimensionless", "count"})


# "1.06 per spin", "0.4 per draw": what a number counts per event (not "106 per cent").
_PER_WORD = re.compile(r"\s*per\s+(?!(?i:cent|mille)\b)(?P<word>[^\W\d_]{3,})\b")


def _per_event(text: str, start: int, end: int) -> int | None:
    """Where the number of a claim ends if a word that names no unit follows it after "per"
    (an event: "per spin", "per household", which quantulum3 spells into units, s·p·in)."""
    numbers = list(_LAST_NUMBER.finditer(text, start, end))
    if not numbers:
        return None
    per = _PER_WORD.match(text, numbers[-1].end())
    if per is None or per.start("word") >= end:
        return None
    word = per.group("word")
    found = aliases().match(text, per.start("word"))
    if found is not None and found.end >= per.end("word"):
        return None  # "per sec", "per mile"
    try:
        registry().Unit(word)
    except Exception:  # pint's errors for unknown names vary by version
        return numbers[-1].end()
    return None  # "per minute", "per gallon"


def _alias_after_number(
    text: str, start: int, end: int, unit: str, dims: Dims
) -> AliasMatch | None:
    """The alias table's unit for the words after the claim's number, where it should win.

    The table is what people write, so it wins where its alias covers all of quantulum3's
    unit ("20 fs" is femtoseconds, not Swiss francs; "100.2 degrees farenheit" is °F).
    A shorter alias wins only where quantulum3's unit is none, one it does not know, or a
    product nobody writes ("900 kmph" read as kilometre × penny × hour). "in" is inches
    only before the words of :data:`cues.INCH_AFTER`.
    """
    # (a number in words: "four hundred thousand kilometres a second")
    numbers = list(_LAST_NUMBER.finditer(text, start, end)) or list(
        _NUMBER_WORD.finditer(text, start, end)
    )
    if not numbers:
        return None
    after = numbers[-1].end()
    if text.startswith(" ", after) and (scale := _SCALE_WORD.match(text, after + 1)):
        after = scale.end()  # "1.2 million klicks a second"
    found = aliases().match(text, after)
    if found is None:
        return None
    if found.unit == unit and reading(unit, dims, "unknown").si_unit is not None:
        return None  # the same unit, read
    if found.alias == "in" and not cues.INCH_AFTER.match(text, found.end):
        return None
    if found.end >= end:
        return found
    # A shorter alias wins only over no unit, a unit quantulum3 does not know, or nonsense:
    # "4 °C/min" keeps its "/min".
    if unit in _NO_UNIT or "unk" in (base for base, _ in dims) or is_implausible(dims):
        return found
    return None


def _bare_degree_is_temperature(text: str, before: str) -> bool:
    """A bare "°" on a thermostat, an oven, the weather or a body is a temperature (in °F,
    the most lenient scale, as for a bare "degrees"), unless angles are talked about."""
    return (
        bool(cues.TEMPERATURE_SETTING.search(text))
        and not cues.ANGLE_CONTEXT.search(text)
        and not cues.ROTATION_BEFORE.search(before)
    )


# Units of volume named after a vessel: "a cup of coffee" is a cup, not a measure.
_VESSELS = frozenset({"cup", "tablespoon", "teaspoon", "dessertspoon", "barrel", "drop"})


def _is_measure_of_one(surface: str, raw: RawQuantity) -> bool:
    """ "a gallon of beer", "a litre of milk": an article before a unit of volume is one of
    it. Other articles stay phantoms ("a day", "a second chance", "a cup of coffee")."""
    return (
        bool(re.match(r"(?i)an?\s", surface))
        and raw.unit not in _VESSELS
        and reading(raw.unit, raw.dimensions, raw.entity).kind == "VOLUME"
    )
