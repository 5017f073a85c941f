"""Arithmetic in running text: "100% - 40% = 60%", "12 / 40 × 100% = 30%", "40 − 55 is −15 kg".

An expression is a computation, not a list of parts: its operands and its result play
the roles OPERAND and RESULT, which the shares rule never adds up. For the scope of the
context triggers the whole expression stands where it is written, so a label before it
("Change: 6.5 kg − 8.0 kg = −1.5 kg") governs its result too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..claims import Claim

# An operator in words: "around 5% times 99%", "12 divided by 40".
_OPERATOR_WORD = r"(?:times|plus|minus|multiplied\s+by|divided\s+by)\b"
# A number as written in a computation, with what may stick to it: a sign, a currency
# sign, thousands separators, a percent sign or a short unit ("8.0 kg", "$12", "30%").
_NUMBER = (
    # thousands grouped by spaces too: "336 000 / 396 000 × 100"
    r"[-−+]?[$€£]?(?:\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3}(?!\d))+(?:\.\d+)?"
    r"|\d[\d,]*(?:\.\d+)?|\.\d+|[½⅓⅔¼¾⅛])"
    # a power of it: "½ × 9.81 × 1² = 4.9 m", "(0.5)^2"
    r"(?:[²³]|\^\{?\d\}?)?"
    # in scientific notation: "1.40 × 10⁻⁴", "2.5 \times 10^{-3}"
    r"(?:\s*(?:[×x*·]|\\times|\\cdot)\s*10(?:[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+|\^\{?[-−+]?\d+\}?))?"
    # a sign or a short unit; never an "x" that multiplies ("13/25 x 100%"); a unit set in
    # LaTeX ("-2.5\ \text{ns}", "4.905\,t^2"); nor an operator in words
    r"(?:\s?(?:\\,)?\\?%|\s?(?:\\[,;:!]\s?)?(?![xX]\b|" + _OPERATOR_WORD + r")"
    r"[a-zA-Zµ°]{1,6}(?:⁻?[¹²³]|\^\{?\d\}?)?"
    r"(?:/[a-zA-Z]{1,4}[²³]?)?(?![\w²³])"
    r"|\s?(?:\\[ ,;:!]|~)?\s?\\(?:text|mathrm|rm)\{[^{}]{1,12}\})?"
)
_OPERATOR = rf"\s*(?:[-−+×x*/÷]|\\times|\\cdot|{_OPERATOR_WORD})\s*"
# … perhaps over factors left out: "(365 × 364 × … × 343)/365²³"
_ELIDED = r"(?:(?:…|\.{3}|⋯|\\[cl]dots)" + _OPERATOR + ")?"
# What states a result: "= 60%", "≈ 0.45", "$\approx 68\,\%$", "is -2.5 pounds".
_EQUALS_SIGN = r"=|≈|\\approx|\bis\b|\bequals\b|\bgives\b"
# A calculator annotation of worked solutions may follow the sign ("= <<200/400*100=50>>50%",
# as GSM8K writes them): its numbers repeat the step's, as operands.
_CALCULATOR = re.compile(r"<<[^<>\n]{1,80}>>")
# ... and a result may be set in bold: "= 0.75 + 0.5 = **1.25**".
_EQUALS = rf"\s*(?:{_EQUALS_SIGN})\s*(?:{_CALCULATOR.pattern})?(?:\*\*|__)?"
_RESULT_SIGN = re.compile(_EQUALS_SIGN)
# What makes a computation of numbers joined by "-": "3-5 kg" is a range, "8 - 3 = 5" not;
# nor is "(60% x 22%)".
_COMPUTATION = re.compile(
    rf"{_EQUALS_SIGN}|[×*/÷]|\\times|\\cdot|\s[-−+xX]\s|\s{_OPERATOR_WORD}"
)
_EXPRESSION = re.compile(
    # a result may be a fraction: "= 8 × 1/6 = 4/3"
    # and a chain of results: "= 8/6 ≈ 1.33"
    # and a step that computes on: "= 430 ÷ 1,953 ≈ 22.0 %"
    rf"(?<![\w.])\(?{_NUMBER}\)?(?:{_OPERATOR}{_ELIDED}\(?{_NUMBER}\)?)+"
    rf"(?:{_EQUALS}{_NUMBER}(?:/\d+)?(?:{_OPERATOR}\(?{_NUMBER}\)?)*)*"
    rf"|(?<![\w.]){_NUMBER}{_EQUALS}{_NUMBER}(?:{_OPERATOR}{_NUMBER})+"
)

# "$\dfrac{1.6c}{1 + 0.64} \approx 0.976c$": a LaTeX fraction divides; what it equals
# is its result. A number may multiply it ("8 \times \tfrac{1}{6} \approx 1.33").
_BRACED = r"\{(?:[^{}]|\{[^{}]*\})*\}"  # "{2\ \text{s}}": one level of braces inside
_LATEX_FRACTION = re.compile(
    rf"(?:(?<![\w.]){_NUMBER}{_OPERATOR})?"
    # (and what multiplies it after: "\\frac{33.0 - 15.0}{15.0} \\times 100\\,\\% = 120\\,\\%")
    rf"\\[dt]?frac\s*{_BRACED}\s*{_BRACED}(?:{_OPERATOR}{_NUMBER})*(?:{_EQUALS}{_NUMBER})*"
)


def expressions(text: str) -> list[tuple[int, int]]:
    """The spans of the arithmetic expressions of ``text``: two or more numbers joined by
    operators, with or without a result ("= 72%"). A bare range ("3-5 kg") is none."""
    spans = []
    for m in _EXPRESSION.finditer(text):
        written = m.group()
        if not _COMPUTATION.search(written):
            continue  # "3-5 kg", "10-20%": a range, not a computation
        spans.append((m.start(), m.end()))
    if "frac" in text:
        spans.extend(m.span() for m in _LATEX_FRACTION.finditer(text))
        spans.sort()
    return spans


def roles(
    text: str, claims: Sequence[Claim], spans: Sequence[tuple[int, int]] | None = None
) -> dict[int, frozenset[str]]:
    """Claim index -> the roles of the claims inside an expression: "OPERAND", or "RESULT"
    (also where the only claim is the result of bare numbers: "1 − 30/300 = 90 %").

    The result of a subtraction is also a "CHANGE" (a difference) unless the text states
    it as the quantity of something ("so the load weighs 40 − 55 = −15 kg"). An
    expression read as one claim ("5/4" is a fraction) is a number, not a computation.
    ``spans``: :func:`expressions` of ``text``, if the caller has them already.
    """
    found: dict[int, frozenset[str]] = {}
    for start, end in expressions(text) if spans is None else spans:
        inside = [
            index
            for index, claim in enumerate(claims)
            # (a unit may run on past the expression's short unit: "8.314 J mol⁻¹")
            if start <= claim.start_char < end
        ]
        equals = _RESULT_SIGN.search(text[start:end])
        result_from = start + equals.end() if equals else end
        if len(inside) < 2 and not (inside and claims[inside[0]].start_char >= result_from):
            # one claim is a computation's only if it is the result of bare numbers ("1 −
            # 30/300 = 90 %"); "2.3 × 10⁻²⁷ kg" is one number
            continue
        # "24,000 kg − 26,500 kg = −2,500 kg" is a difference; "so the load weighs
        # 40 − 55 = −15 kg" states what something weighs.
        # A subtraction in brackets is a term of something else: "5.2 / (1 − 1.6) = −8.7 L"
        # (but "(6.5 kg − 8.0 kg) = −1.5 kg" is still a difference).
        left = text[start : start + (equals.start() if equals else 0)]
        outside = _BRACKETED.sub("", left)
        computed = outside if _OTHER_OPERATION.search(outside) else left
        result = (
            _RESULT
            if not (_SUBTRACTS.search(computed) or _relative_change(left))
            or _CONVERSION.search(computed)
            # (or the steps before it on its line: "F = (9/5)C − 32 = … = −455.13 − 32 = …")
            or _CONVERSION.search(text, text.rfind("\n", 0, start) + 1, start)
            or _STATED_AS.search(text, max(0, start - _STATED_AS_REACH), start)
            or _STATED_AFTER.match(text, end)
            else _DIFFERENCE
        )
        if _sums_chances(text, start):
            # "P(A) + P(B) = 0.7 + 0.6 = 1.3": a sum of two chances, which is no chance
            result = result | _TOTAL
        annotation = _CALCULATOR.search(text, start, end)
        repeats = range(*annotation.span()) if annotation else range(0)
        after_sign = [index for index in inside if claims[index].start_char >= result_from]
        if (
            equals
            and len(after_sign) > 1  # ("a 7 is 7/6": one fraction, no computation)
            and _RESULT_FIRST.fullmatch(text, start, result_from)
            and not _RESULT_SIGN.search(text, result_from, end)
        ):
            # "16.5 is 2.2 times 7.5": a value stated first, and what it comes to after
            for index in inside:
                found[index] = _RESULT if claims[index].start_char < result_from else _OPERAND
            continue
        for index in inside:
            at = claims[index].start_char
            # "= 1.40c / 1.48 = 0.946c": a step's value that is computed on is an operand
            computed_on = (
                _OPERATES_ON.match(text, claims[index].end_char)
                # ("= 318 / 1599 = 19.9 %", where quantulum3 reads "318 /" as one claim)
                or _ENDS_IN_OPERATOR.search(claims[index].text)
                # "= 430 ÷ 1,953 ≈ 22.0 %": what a step divides by is an operand too
                or (at > result_from and _OPERATED_WITH.search(text, result_from, at))
            )
            found[index] = (
                result if at >= result_from and at not in repeats and not computed_on else _OPERAND
            )
    return found


def _relative_change(computed: str) -> bool:
    """Whether ``computed`` divides a difference by one of its terms: "(77 − 35)/35"."""
    return any(m["over"] in (m["a"], m["b"]) for m in _OVER_A_TERM.finditer(computed))


def bracketed_changes(text: str, claims: Sequence[Claim]) -> list[int]:
    """The claims that give, in brackets, the change between the two levels before them:
    "fat mass went from 34.1 kg to 28.9 kg (−5.2 kg)". The bracket's value is their
    difference, to the rounding of its last digit. So is a signed value alone in brackets
    right after a level in the same unit: "Out of the oven: 808 g (−92 g)"."""
    found = []
    for index, change in enumerate(claims):
        if _signed_beside_a_level(text, claims, index):
            found.append(index)
            continue
        apart = _levels_before(text, claims, index)
        if apart is None or change.si_value is None:
            continue
        # (a range's ends are read in order of size, not as written: compare sizes;
        # a relative margin for the float error of the SI conversion)
        gap = abs(abs(apart) - abs(change.si_value))
        if gap <= _half_last_place(change) + 1e-9 * abs(change.si_value):
            found.append(index)
    return found


def _signed_beside_a_level(text: str, claims: Sequence[Claim], index: int) -> bool:
    change = claims[index]
    if index == 0 or not _SIGNED.match(change.text):
        return False
    level = claims[index - 1]
    # (in another unit, the bracket converts the level: "4.2 K (−475 °F)")
    return (
        level.kind == change.kind
        and level.unit == change.unit
        and level.si_value is not None
        and level.si_value > 0
        and _BRACKET_BETWEEN.fullmatch(text, level.end_char, change.start_char) is not None
        and _BRACKET_CLOSES.match(text, change.end_char) is not None
    )


# A sign written out: "−92 g", "+0.4 kg".
_SIGNED = re.compile(r"[-−+]\s?\d")
# The bracket closing right after the value: "(−92 g)", "(−92 g, or 10 %)".
_BRACKET_CLOSES = re.compile(r"\s*[),;]")


def _levels_before(text: str, claims: Sequence[Claim], index: int) -> float | None:
    """How far apart the two levels "from A to B" right before claim ``index`` and its
    opening bracket are (two claims, or one range read as "A to B"), in SI units."""
    change = claims[index]
    if index == 0 or not _BRACKET_BETWEEN.fullmatch(
        text, claims[index - 1].end_char, change.start_char
    ):
        return None
    second = claims[index - 1]
    if second.kind != change.kind:
        return None
    if second.is_range:
        ends = second.si_low, second.si_high
        opening = second.start_char
    elif index >= 2 and _TO_BETWEEN.fullmatch(text, claims[index - 2].end_char, second.start_char):
        first = claims[index - 2]
        if first.kind != change.kind:
            return None
        ends = first.si_value, second.si_value
        opening = first.start_char
    else:
        return None
    if None in ends or not _FROM_BEFORE.search(text, max(0, opening - 8), opening):
        return None
    return ends[1] - ends[0]  # type: ignore[operator]


def _half_last_place(claim: Claim) -> float:
    """Half a unit of the last decimal place a claim is written with, in SI units."""
    written = re.search(r"\d[\d,]*(?:\.(\d+))?", claim.text)
    if written is None or not claim.value or claim.si_value is None:
        return 0.0
    decimals = len(written.group(1) or "")
    return 0.5 * 10.0**-decimals * abs(claim.si_value / claim.value)


_FROM_BEFORE = re.compile(r"\bfrom\s+$", re.IGNORECASE)
_TO_BETWEEN = re.compile(r"\s+to\s+", re.IGNORECASE)
_BRACKET_BETWEEN = re.compile(r"\s*\(\s*")


def formula_parts(text: str, claims: Sequence[Claim]) -> list[int]:
    """The claims that are terms of a formula rather than values: an exponent ("1 to
    2^40", "$e^{-0.03 t}$", "e^(−1.44)"), a bound in big-O notation ("$O(N^2)$"), a
    number divided by or dividing a symbol ("$a / 2$", "$\\pi / 4$", "2/c^2"), a factor
    of a product written by juxtaposition ("(2.00×10⁵ N/m²)(–5.00×10⁻⁴ m³)", "2(1.23
    kg/m³)"), a factorial in a product ("6! / 3!"), a count and its total ("3 of 159",
    "86 or more subjects out of 130"), a number subtracted from a symbol ("n_{A}-1") and a
    reading that swallowed the formula around it ("r=\\frac{f}{6")."""
    parts = []
    for index, claim in enumerate(claims):
        before = text[max(0, claim.start_char - _FORMULA_REACH) : claim.start_char]
        after = text[claim.end_char : claim.end_char + _FORMULA_REACH]
        if (
            (_FORMULA_IN_CLAIM.search(claim.text) and not _NUMBER_FRACTION.match(claim.text))
            or _FORMULA_BEFORE.search(before)
            or _FORMULA_AFTER.match(after)
            or _in_exponent(text, claim.start_char)
            or _is_bracketed_factor(text, claim)
            or (claim.kind == "NUMBER" and _COUNT_OF_TOTAL.match(text, claim.start_char))
            or (claim.kind == "NUMBER" and _OF_TOTAL.search(before))
            or (claim.text[:1] in "-−" and _SUBTRAHEND_BEFORE.search(before))
            or _is_offset_in_a_legend(text, claim)
        ):
            parts.append(index)
    return parts


def _is_offset_in_a_legend(text: str, claim: Claim) -> bool:
    """Whether ``claim`` is the value of a formula's constant that the legend after the
    formula gives ("… = A − B/(C + T), where T is temperature, … and C = −58.496 K") and
    that the formula adds to a variable: an offset of that variable (an Antoine constant),
    a term of the formula rather than a value of anything."""
    named = _LEGEND_SYMBOL.search(text, max(0, claim.start_char - _FORMULA_REACH), claim.start_char)
    if named is None:
        return False
    legend = _LEGEND_OPENING.search(text, 0, named.start())
    if legend is None:
        return False
    symbol = re.escape(named["symbol"])
    term = re.compile(
        rf"(?<![A-Za-z]){symbol}\s*[+\-−]\s*[A-Za-z]|[A-Za-z]\s*[+\-−]\s*{symbol}(?![A-Za-z])"
    )
    return term.search(text, 0, legend.start()) is not None


# "_C_ = ", "$C$ = ": a symbol, perhaps in markup, given a value right before the claim.
_LEGEND_SYMBOL = re.compile(r"(?<![\w])[_*$]*(?P<symbol>[A-Za-z])[_*$]*\s*=\s*\Z")
# "where": what opens a formula's legend.
_LEGEND_OPENING = re.compile(r"\bwhere\b")


# A count and its total ("(3 of 159)", "7 out of 10", "86 or more subjects out of 130"):
# the terms of a fraction.
_COUNT_OF_TOTAL = re.compile(r"\d[\d,]*\s+(?:out\s+)?of\s+\d[\d,]*\b(?![.,]?\d|\s*%)")
_OF_TOTAL = re.compile(
    r"\d[\d,]*\s+(?:out\s+)?of\s+$|\d[\d,]*\s+(?:[a-z]+\s+){1,4}out\s+of\s+$"
)
# "n_{A}-1", "(n-1)": a number subtracted from a symbol, written against it (not a line
# that wraps before a negative value: "at about\n−458 °C").
_SUBTRAHEND_BEFORE = re.compile(r"[A-Za-z})]\Z")


_FORMULA_REACH = 40


def _is_bracketed_factor(text: str, claim: Claim) -> bool:
    """Whether a claim is a factor of a product that worked solutions write without a
    sign, by setting values side by side in brackets: "(2.00×10⁵ N/m²)(–5.00×10⁻⁴ m³) =
    –100 J" multiplies a pressure by a change of volume, "2(1.23 kg/m³)(0.15 m/s)" a
    density by two. Its own bracket touches another, or it stands glued before one.
    A value alone in brackets ("(−5 kg)") is no factor, nor is a number before a
    bracket of words ("Figure 2(a)")."""
    opened = _OPENS_FACTOR.search(text, max(0, claim.start_char - _FACTOR_REACH), claim.start_char)
    closed = _CLOSES_FACTOR.match(text, claim.end_char)
    if opened and closed:
        return bool(opened.group("before") or closed.group("after"))
    return _MULTIPLIES_BRACKET.match(text, claim.end_char) is not None


_FACTOR_REACH = 8
# The bracket around a factor, with a bracket closed (or a number glued) right before it,
# or a bracket of a number or a symbol ("(g)") right after it, perhaps within another
# ("(−6.6 × 10³ K)((8.314 J)/(K⋅mol))"); LaTeX's "\left(" and a "$" may stand between.
_OPENS_FACTOR = re.compile(r"(?P<before>[)\]}]\s*|\d)?(?:\\left)?\(\s*\$?\s*$")
_CLOSES_FACTOR = re.compile(
    r"\s*\$?\s*(?:\\right)?\)[²³⁴]?"
    r"(?P<after>\s*(?:\\left)?\(+\s*[-−+]?(?:\.?\d|[A-Za-zα-ωΔ]\s*\)))?"
)
# "2(1.23", "−15.0 kg(2.50 × 10⁴ m)": a coefficient glued to the bracket it multiplies
_MULTIPLIES_BRACKET = re.compile(r"\(\s*[-−+]?\.?\d")


def _in_exponent(text: str, start: int) -> bool:
    """Whether ``start`` lies inside the braces of a power other than ten's, however deep:
    "$e^{-2(1.15\\times10^{10})(0.50\\times10^{-9})}$" holds two factors of an exponent."""
    lowest = max(0, start - _EXPONENT_REACH + 1)  # the first character the loop reads
    if text.find("{", lowest, start) < 0:
        return False  # no brace opens before it: most text holds none
    depth = 0
    for at in range(start - 1, lowest - 1, -1):
        char = text[at]
        if char == "}":
            depth += 1
        elif char == "{":
            if depth == 0:
                return text[max(0, at - 3) : at] != "10^" and text[at - 1 : at] == "^"
            depth -= 1
    return False


# How far back the opening of an exponent is looked for.
_EXPONENT_REACH = 80
# "^" of a power, not of "× 10^8" or of a degree sign ("$-280\,^\circ$C").
_POWER = r"(?<!10)\^(?!\s*\{?\s*\\circ)"
# A reading that starts at a power's base or caret ("e^{-0.03 t", "^{63}") or at a LaTeX
# command whose argument it is ("\\vspace{-8pt"), or that swallowed a formula; a unit's own
# power ("m s^{-1}") is the unit's.
# (a boxed or bold value is a value: "$\boxed{-60\ \text{kg}}$")
# (not siunitx's quantities: "\\SI{-285}{\\celsius}")
_FORMULA_IN_CLAIM = re.compile(
    r"^[A-Za-z]?\^|^\\(?!boxed\{|mathbf\{|bm\{|SI\{|qty\{|num\{)[A-Za-z]+\{|\\frac|="
)
# ... but a fraction of two numbers is a number: "$\\frac{9}{7}$", "\\frac1{216}".
_NUMBER_FRACTION = re.compile(
    r"\$?\\[dt]?frac\s*(?:\{\s*[\d.]+\s*\}|\d)\s*(?:\{\s*[\d.]+\s*\}|\d)\$*\s*$"
)
# ... or one that divides or multiplies a symbol, perhaps with its coefficient ("2L/3"),
# or divides a number in brackets ("55/(167,164)").
_FORMULA_BEFORE = re.compile(
    r"(?:\^[{(]?|\bO\(|\d\s*/\s*\(|(?:(?<![A-Za-zα-ω])[A-Za-zα-ω]|\\[a-z]+|[)}])\s*[/×*÷]\s*\$?\(?"
    # a LaTeX length: "\\vspace{-8pt}", "\\setlength{\\parskip}{-20pt}"
    r"|\\(?:[vh]space\*?|[vh]skip|kern|setlength\{[^{}]*\})\s*\{?)\s*$"
    # the denominator of a LaTeX fraction over a symbol: "\\frac{n}{3}", "\\frac{\\mu_0}{2 c}"
    r"|\\[dt]?frac\s*\{(?:[^{}]|\{[^{}]*\})*[A-Za-z](?:[^{}]|\{[^{}]*\})*\}\s*\{\s*$"
    # a factor after a root ("1/sqrt(25/9) 4/3 c")
    r"|(?:sqrt|√)\s*\((?:[^()]|\([^()]*\))*\)\s+$"
    # a root's or a binomial coefficient's argument: "\\sqrt{5}", "√5", "\\binom{30}{5}"
    r"|(?:\\sqrt\s*(?:\[[^\]]*\])?\{|√\s*|\\[dt]?binom\s*\{(?:[^{}]*\}\s*\{)?)\s*$"
    # a power flattened from print, glued to a bracket of symbols: "η = (σ/γ)2(τ/2)1/3"
    r"|\([^()\d]*[A-Za-zα-ωΑ-Ω][^()\d]*\)$"
)
# ... or a term of a formula: "x / g", "(-2mg)/k", "2^n", "5! / 3!", "1 - T_c/T_h" (a
# variable with a subscript, a power or a quotient: not the word after a dash), "-2 g Δy"
# (a product with a change).
_FORMULA_AFTER = re.compile(
    rf"\$?\s*(?:\)?\s*[/×*]\s*(?:[A-Za-zπ(]|\\[a-z])|\)?\s*{_POWER})|!\s*[/×*·(=]"
    # a factor before a reciprocal ("4/3 c 1/sqrt(1 + 16/9)"); equal to a proper velocity, γv
    r"|\s+1\s*/\s*(?:sqrt|\\sqrt|√)|\s*=\s*(?:gamma|\\gamma|γ)\s*v\b"
    r"|\s*(?:Δ|δ|\\[Dd]elta\b)"
    # a coefficient of a Greek symbol: "(4 \\eta + 3 \\kappa)", "2 σ" (not a unit: "5 Ω", "3 μm")
    r"|\s*(?:\\(?:alpha|beta|gamma|epsilon|zeta|eta|theta|kappa|lambda|nu|xi|rho|sigma|tau|phi"
    r"|chi|psi)\b|[αβγεζηθκλνξρστφχψ](?![A-Za-z]))"
    # a factor before a LaTeX fraction: "$-2mg\\frac{x}{a}$"; a vector's coefficient:
    # "-2mg\\hat{z}"
    r"|\s*\\(?:[dt]?frac|hat|vec|mathbf|boldsymbol)\b"
    # the numerator of a LaTeX fraction: "\\sqrt{\\frac{2 c}{m}}"; a symbol compared or
    # assigned: "$-2 k=b$"
    r"|\s*\}\s*\{|\s*=\s*[A-Za-z](?![\w.])"
    # "1 − Tc/Th", "1 - T₂/T₁", "-3Mg + T", "1 - (T2 / T1)", "1 − √(T_c/T_h)"
    r"|\s*[-−+]\s*\(?\s*(?:[A-Za-z][_^/₀-₉ₐ-ₜ]|[A-Z]\d|[A-Z][a-z]{0,2}/[A-Z]|\\[a-z]|[A-Z](?![\w'’])"
    r"|√|sqrt\s*\()"
)


# An operator and a number after a value: the value is computed on ("1.40c / 1.48").
_ENDS_IN_OPERATOR = re.compile(r"\d\s*[×*/÷]\s*$")
_OPERATES_ON = re.compile(r"\s*(?:[×*/÷]|\\times|\\cdot|\s[-−+]\s)\s*\(?[\d.]")
# ... and so is a value an operator stands right before: "430 ÷ 1,953".
_OPERATED_WITH = re.compile(r"(?:[×/÷]|(?<!\*)\*|\\times|\\cdot|\s[-−+])\s*\(?\s*$")
# A value alone before its equals sign, stated before what it comes to ("16.5 is 2.2 times
# 7.5", "60 % = 100 % − 40 %").
_RESULT_FIRST = re.compile(rf"\(?{_NUMBER}\)?{_EQUALS}")
_OPERAND = frozenset({"OPERAND"})
_RESULT = frozenset({"RESULT"})
_TOTAL = frozenset({"TOTAL"})
# Chances added in notation before the figures: "P(A) + P(B) = ", "Pr(rain) + Pr(snow) =".
_SUM_OF_CHANCES = re.compile(
    r"\bP(?:r)?\([^()\n]{1,20}\)\s*\+\s*P(?:r)?\([^()\n]{1,20}\)"
    r"[^=\n]{0,20}=\s*$"
)
_SUM_OF_CHANCES_REACH = 64
# ... but not where a chance is named their sum first: "P(X ∪ Y) = P(X) + P(Y) = …"
_NAMED_A_CHANCE = re.compile(r"P(?:r)?\([^()\n]{1,20}\)\s*=\s*$")


def _sums_chances(text: str, start: int) -> bool:
    """Whether the expression at ``start`` computes a sum of chances written before it in
    notation ("P(A) + P(B) = 0.7 + 0.6 = 1.3"), which no chance is named."""
    summed = _SUM_OF_CHANCES.search(text, max(0, start - _SUM_OF_CHANCES_REACH), start)
    return summed is not None and not _NAMED_A_CHANCE.search(text, 0, summed.start())


def adds_chances(text: str) -> bool:
    """Whether ``text`` adds chances in notation ("P(A) + P(B)"): then a result may be
    marked TOTAL (a cheap test for :meth:`ContextEngine.could_mark`)."""
    return _ADDED_CHANCES.search(text) is not None


_ADDED_CHANCES = re.compile(r"\bP(?:r)?\([^()\n]{1,20}\)\s*\+\s*P(?:r)?\(")
# A difference over one of its terms is a relative change: "(77 − 35)/35 = 1.2".
_OVER_A_TERM = re.compile(
    r"\(\s*(?P<a>\d[\d.,]*)[^()\d]{0,12}\s[-−]\s[^()\d]{0,12}(?P<b>\d[\d.,]*)[^()]*\)\s*[/÷]\s*"
    r"(?P<over>\d[\d.,]*)"
)
_DIFFERENCE = frozenset({"RESULT", "CHANGE"})
_SUBTRACTS = re.compile(r"\s[-−]\s")
_BRACKETED = re.compile(r"\([^()]*\)")
_OTHER_OPERATION = re.compile(r"[/×*÷]|\\times|\\cdot|\s\+\s")
# A temperature converted between scales subtracts an offset, and the result is a
# temperature, not a difference: "−269 × 9/5 − 32", "(−40 − 32) × 5/9", "T − 273.15".
_CONVERSION = re.compile(r"(?<![\d.])(?:9\s*/\s*5|5\s*/\s*9|1\.8|273(?:\.15)?|459\.67)(?![\d.])")
# What states a result as the quantity of something, right before the expression.
# "so the load weighs 40 − 55 = −15 kg", "the mass is …", "the flight lasts …": a word that
# states a quantity; an arrow that converts one ("4 K → −269 °C → …").
_STATED_BY_WORD = (
    r"(?:→|->|⇒|\b(?:weighs?|weighed|weighing|mass(?:es)?|masses|is|are|was|were|totals?"
    # "so the flight lasts 6.5 − 17 = −10.5 hours"
    r"|comes? to|lasts?|lasted|takes|took|measures?|measured))"
    r"(?:\s+(?:of|about|only|just|now|then|therefore|so))*\s*[:=]?"
)
# A label names it too, on a list item as well ("**Rock mass:** 52.3 − 98.1 = −45.8 g",
# "3. Volume of the egg = 445 mL − 500 mL = −55 mL", "Landfilled waste this
# year: 4,560 − 6,384 = −1,824 t", "Propellant remaining: 450 − 600 = −150 kg"), unless it
# is a step of the working, names a change or says something of its own ("Step 3:",
# "Difference:", "Your bag is over the limit:", "Left to lose:"; but "Mass of sulfur left
# over = 2.50 g − 2.87 g = −0.37 g" names one).
_NOT_QUANTITY_LABELS = (
    "step|answer|part|solution|check|working|calculation|method|note|hint|example|question"
    "|result|difference|change|changed|delta|net(?!\\s+(?:mass|weight))|loss|lost|gain|gained|error"
    "|(?<!left )over|under|above"
    "|below"
    "|(?:remaining|left) to|short|excess|surplus|deficit|balance|is|are|was|were|be"
)
_STATED_BY_LABEL = (
    r"(?:^|\n|[:*#>-])\s*(?:\d+[.)]\s+)?(?![a-z]\b)"
    rf"(?![\w' ]*\b(?:{_NOT_QUANTITY_LABELS})\b)"
    r"[A-Za-z][\w']*(?:\s+[\w']+){0,7}\s*[:=]"
)
# A symbol assigned the result names its quantity too: "The pulse duration is therefore
# τ = …", "T₂ = 305 − 320 = …", "$T_c = T_h - \Delta T = 300 - 350 = …$",
# "$m_{\text{payload}} = 1200 - 950 …$",
# "P(no collision) = 1 − 1.03 = …"; not
# a difference's symbol ("ΔT = 300 − 350 = −50 K").
_STATED_BY_SYMBOL = (
    r"(?<![\w\\])(?<!\\Delta )(?<!\\delta )(?<!Δ )(?<!δ )(?!Δ|δ|\\[Dd]elta\b)"
    r"(?:[A-Za-zα-ωΑ-Ω][₀-₉]*|\\[A-Za-z]+)(?:_\{?[\w,]+\}?|_\{\\(?:text|mathrm|rm)\{[\w ,]+\}\})?"
    r"(?:\([^()\n]{1,40}\))?\s*="
    r"(?:[^=\d\n]{1,30}=)?"
)
_STATED_AS = re.compile(
    rf"(?:{_STATED_BY_WORD}|{_STATED_BY_LABEL}|{_STATED_BY_SYMBOL})[*_$\s]*$", re.IGNORECASE
)
_STATED_AS_REACH = 60
# ... or right after it: "0.5 kg − 0.8 kg = −0.3 kg of water remains", "… = −2 kg left".
_STATED_AFTER = re.compile(
    r"[*_$\s]*(?:of\s+[a-z]+(?:\s+[a-z]+)?\s+)?(?:remains?|remained|(?:is|are|was|were)\s+left"
    r"|left\b(?!\s+(?:to|over\s+to))|in\s+the\s+(?:tank|beaker|jar|bag|box|bottle))",
    re.IGNORECASE,
)
