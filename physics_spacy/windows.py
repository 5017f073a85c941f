"""Reading a long sentence in overlapping windows, so that its cost stays linear.

quantulum3's cost is super-linear in the length of what it reads. A sentence longer
than ``max_sentence_chars`` is cut into windows (:func:`windows`) that overlap enough to
hold any claim with its context; each claim is kept by exactly one window, and the rules
still judge the whole sentence once, on the claims of all its windows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import pairwise

from .claims import Claim

# Sentences up to this length are read whole; longer ones in overlapping windows of at
# most this length. quantulum3's cost per character grows with the length of its input
# (its unit disambiguation searches the whole input once per quantity: 4 µs/char on
# 150-character pieces, 12 on 1 000, 30 on 3 000); with the overlap re-read, windows of
# 600 to 1 000 characters cost the least per character of a long sentence.
DEFAULT_MAX_SENTENCE_CHARS = 1000
# Windows overlap by at least this much: a claim and the words around it that quantulum3
# and the repairs look at ("minus", "Mach", "between ... and", "kilometres per hour")
# fit in half of it, so every claim lies whole, with its context, in the window that
# keeps it.
WINDOW_OVERLAP_CHARS = 150
# The smallest window that still advances by at least one overlap per step.
MIN_SENTENCE_CHARS = 3 * WINDOW_OVERLAP_CHARS


@dataclass(frozen=True)
class Window:
    """A stretch of a long sentence read on its own, and the claims it keeps.

    quantulum3 reads ``[start, end)``; a claim found there is kept if it starts in
    ``[keep_start, keep_end)``. The keep ranges of consecutive windows meet in the middle
    of their overlap and together cover the sentence, so each claim is kept exactly once,
    by the window that sees it with at least half an overlap of context on either side.
    """

    start: int
    end: int
    keep_start: int
    keep_end: int


def windows(
    text: str, size: int = DEFAULT_MAX_SENTENCE_CHARS, overlap: int = WINDOW_OVERLAP_CHARS
) -> list[Window]:
    """Overlapping windows of at most ``size`` characters (more only to hold a number of
    hundreds of digits whole) that cover ``text``.

    Windows end and start at whitespace where there is some near the ideal cut (within
    half an overlap), so that no word is cut; text without whitespace is cut anywhere but
    inside a number (see :func:`_past_number`). Consecutive windows overlap by
    ``overlap`` to ``1.5 * overlap`` characters, and each window advances by at least
    ``size - 2 * overlap``: the number of windows, and so the cost, grows linearly with
    the length of the text.
    """
    if size < 3 * overlap:
        raise ValueError(f"a window of {size} characters cannot overlap by {overlap}")
    spans: list[tuple[int, int]] = []
    start = 0
    while len(text) - start > size:
        end = _last_space(text, start + size - overlap // 2, start + size)
        end = _past_number(text, start + size if end is None else end, overlap)
        if end >= len(text):
            break
        spans.append((start, end))
        space = _last_space(text, end - overlap - overlap // 2, end - overlap)
        start = space + 1 if space is not None else end - overlap
    spans.append((start, len(text)))
    # Claims starting before the middle of an overlap belong to the earlier window, the
    # others to the later one: either way at least half an overlap from a cut.
    middles = [(following[0] + current[1]) // 2 for current, following in pairwise(spans)]
    keeps = pairwise([0, *middles, len(text)])
    return [Window(start, end, *keep) for (start, end), keep in zip(spans, keeps, strict=True)]


def _last_space(text: str, low: int, high: int) -> int | None:
    """The index of the last whitespace character in ``text[low:high]``, if any."""
    for index in range(high - 1, low - 1, -1):
        if text[index].isspace():
            return index
    return None


# A cut between these two characters (the second one at the cut) falls inside a number:
# between digits, after a decimal point, or before a thousands group ("1,000", "1 000").
_INSIDE_NUMBER = re.compile(r"[0-9.][0-9]|[0-9][, ][0-9]{3}|[⁰¹²³⁴⁵⁶⁷⁸⁹]{2}")
# The rest of a number from a cut inside it, as normalise.prepare reads numbers.
_NUMBER_REST = re.compile(r"[0-9⁰¹²³⁴⁵⁶⁷⁸⁹]*(?:[, ][0-9]{3})*(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")


def _past_number(text: str, cut: int, overlap: int) -> int:
    """``cut``, or past the number and the words after it if ``cut`` falls inside a number.

    Only a number of hundreds of characters (digits, or thousands groups separated by
    spaces) can hold a window's whole cut zone; cut in two, it would become two claims
    and lose its unit ("9999…9 m/s"). The window grows to hold it instead:
    normalise.prepare shortens such a number to a few characters before quantulum3
    reads it, so the cost of the window stays bounded.
    """
    if not (0 < cut < len(text) and _INSIDE_NUMBER.match(text, cut - 1)):
        return cut
    rest = _NUMBER_REST.match(text, cut)
    after = rest.end() if rest else cut
    space = _first_space(text, after + overlap // 2, after + overlap)
    return space if space is not None else min(len(text), after + overlap // 2)


def _first_space(text: str, low: int, high: int) -> int | None:
    """The index of the first whitespace character in ``text[low:high]``, if any."""
    for index in range(low, min(high, len(text))):
        if text[index].isspace():
            return index
    return None


def read_in_windows(
    text: str, read: Callable[[str], Iterable[Claim]], size: int = DEFAULT_MAX_SENTENCE_CHARS
) -> tuple[Claim, ...]:
    """The claims ``read`` finds in a text of any length, read window by window.

    Each window's claims are kept only where they start in its keep range, and claims
    are de-duplicated by their offsets in the sentence. A claim longer than half an
    overlap can still be cut where a window had to end inside it (text without
    whitespace): a kept claim that overlaps one kept from an earlier window is dropped,
    so that no part of the sentence is claimed twice.
    """
    kept: list[Claim] = []
    seen: set[tuple[int, int]] = set()
    covered_to = 0  # the end of the claims kept from earlier windows
    for window in windows(text, size):
        window_end = covered_to
        for claim in read(text[window.start : window.end]):
            claim = claim.shifted(window.start)
            if not window.keep_start <= claim.start_char < window.keep_end:
                continue
            if (claim.start_char, claim.end_char) in seen or claim.start_char < covered_to:
                continue
            seen.add((claim.start_char, claim.end_char))
            kept.append(claim)
            window_end = max(window_end, claim.end_char)
        covered_to = window_end
    return tuple(kept)
