"""One-time builds at start-up, with Python's cyclic garbage collector paused.

Loading quantulum3, building its unit pattern (the regex parser makes a tree of some
hundred thousand nodes) and reading the unit alias table each allocate many objects that
all survive. Each burst of allocations sets off collections that walk every object alive,
spaCy's and quantulum3's included, and free nothing: measured at about a tenth of a
second of a cold start (``benchmarks/throughput.py --dense``). Pausing the collector for
these builds only, and restoring it after, saves that; reference counting still frees
everything as usual, and cyclic garbage waits for the collector's next run.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector for a one-time build, then restore it.

    A collector the host has disabled stays disabled; a nested pause is a no-op; the
    collector is restored even if the build raises.
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
