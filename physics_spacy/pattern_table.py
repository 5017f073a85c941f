"""quantulum3's unit pattern compiled ahead of time, so that a first verdict does not wait
for Python's regular-expression compiler.

The unit pattern that :mod:`.quantulum_speedups` builds from quantulum3's tables is ~53 000
characters: Python's ``re`` parses and compiles it in 0.2-0.4 s, the largest part of a cold
start (docs/architecture.md). What ``re.compile`` makes of it is a list of integers, the
regex engine's code, which depends only on the pattern, its flags and the engine. That
code is computed once, by this module, and shipped as ``data/units_pattern.json``:

    python -m physics_spacy.pattern_table        # rewrite data/units_pattern.json

At run time the shipped code is used only for the very pattern it was compiled from (the
SHA-256 of the pattern and its flags) and only by the engine that compiled it (Python's
version, the engine's ``MAGIC`` and code size, the byte order); for anything else (custom
units added to quantulum3, another Python) the pattern is compiled by ``re.compile`` as
before. The engine builds the same pattern object from the same code:
``tests/test_throughput_equivalence.py`` checks that the shipped pattern equals a freshly
compiled one (``==`` compares the engine code) and that it is in use. Nothing is written
at run time.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import re
import sys
import zlib
from array import array
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

TABLE = "units_pattern.json"


def engine() -> dict[str, Any]:
    """What the engine code depends on besides the pattern: Python's regex engine."""
    import _sre

    return {
        "python": list(sys.version_info[:2]),
        "magic": _sre.MAGIC,
        "codesize": _sre.CODESIZE,
        "byteorder": sys.byteorder,
    }


def pattern_digest(pattern: str, flags: int) -> str:
    return hashlib.sha256(f"{int(flags)}\n{pattern}".encode("utf-8", "surrogatepass")).hexdigest()


def compiled(pattern: str, flags: int) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, from the shipped code where it was compiled from
    this pattern by this engine."""
    entry = _shipped()
    if entry is not None and entry["digest"] == pattern_digest(pattern, flags):
        try:
            import _sre

            code = array("I" if _sre.CODESIZE == 4 else "L")
            code.frombytes(zlib.decompress(base64.b64decode(entry["code"])))
            groupindex = entry["groupindex"]
            indexgroup = [None] * (entry["groups"] + 1)
            for name, index in groupindex.items():
                indexgroup[index] = name
            return _sre.compile(  # what re.compile ends with, given the same code
                pattern,
                entry["flags"],
                code.tolist(),
                entry["groups"],
                groupindex,
                tuple(indexgroup),
            )
        except Exception:  # another engine after all: compile as usual
            pass
    return re.compile(pattern, flags)


@lru_cache(maxsize=1)
def _shipped() -> dict[str, Any] | None:
    """The shipped entry, or None if it is missing or was compiled by another engine."""
    try:
        text = (resources.files("physics_spacy") / "data" / TABLE).read_text("utf-8")
        entry = json.loads(text)
    except (OSError, ValueError):
        return None
    return entry if entry.get("engine") == engine() else None


def compute(pattern: str, flags: int) -> dict[str, Any]:
    """The entry for ``pattern``: the code ``re.compile`` makes of it on this engine."""
    import _sre

    try:  # Python 3.11 and later
        from re import _compiler, _parser
    except ImportError:  # pragma: no cover - older Pythons
        import sre_compile as _compiler  # type: ignore[no-redef]
        import sre_parse as _parser  # type: ignore[no-redef]

    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    packed = array("I" if _sre.CODESIZE == 4 else "L", code).tobytes()
    return {
        "engine": engine(),
        "digest": pattern_digest(pattern, flags),
        "flags": flags | parsed.state.flags,
        "groups": parsed.state.groups - 1,
        "groupindex": dict(parsed.state.groupdict),
        "code": base64.b64encode(zlib.compress(packed, 9)).decode("ascii"),
    }


def units_source() -> tuple[str, int]:
    """quantulum3's unit pattern and flags as the speed-ups build them, from its tables as
    shipped."""
    from . import extract, quantulum_speedups

    extract._parser()
    from quantulum3 import load
    from quantulum3 import regex as reg

    return quantulum_speedups._UnitsPattern(reg, load).source(quantulum_speedups.LANG)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args(argv)
    entry = compute(*units_source())
    path = Path(__file__).with_name("data") / TABLE
    path.write_text(json.dumps(entry, indent=0) + "\n", "utf-8")
    print(f"wrote {path}: {len(entry['code'])} characters of code for Python {entry['engine']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
