"""The README's Python examples, and the results their comments claim."""

from __future__ import annotations

import re
from pathlib import Path

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def python_blocks() -> list[str]:
    """Every fenced ```python block of the README, in order."""
    return re.findall(r"^```python\n(.*?)^```", README, re.S | re.M)


def claimed_results(code: str) -> list[tuple[str, str]]:
    """(expression, repr it claims) for each line whose comment states a value (a str or a
    list), on the same line (``x  # 'FAIL'``) or alone on the next (``# [...]``)."""
    claims = []
    previous = ""
    for line in code.splitlines():
        expression, _, comment = line.partition("#")
        comment = comment.strip()
        if comment.startswith(("'", "[")):
            if expression.strip():
                claims.append((expression.strip(), comment))
            elif previous:
                claims.append((previous, comment))
        previous = expression.strip() if expression.strip() and not comment else ""
    return claims
