"""``python -m physics_spacy``: the same as the ``physics-spacy`` command."""

from __future__ import annotations

from .cli import main

if __name__ == "__main__":
    raise SystemExit(main())
