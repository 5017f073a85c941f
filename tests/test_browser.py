"""The HTML page in a real browser: headless Chromium loads it, and the DOM it builds and
the pixels it paints show the text as written with its marks.

Skipped, with the reason, where no Chromium is installed (CI installs Debian's ``chromium``
in ``.ci/run``).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest
from html_marks import marks
from matplotlib.image import imread
from spacy.language import Language

from physics_spacy.render import DISPLACY_COLORS, html_page

BROWSER = next(
    (
        found
        for name in ("chromium", "chromium-browser", "google-chrome")
        if (found := shutil.which(name))
    ),
    None,
)
pytestmark = pytest.mark.skipif(
    BROWSER is None,
    reason="no chromium on PATH (install it: apt-get install -y chromium); .ci/run installs it",
)

TEXT = (
    "The probe travelled at 400000 km/s. It cooled to -300 °C, and the sample's mass was "
    "-3 kg. Solar took 60% and wind took 55% of electricity."
)
FAIL_RED = "#c92a2a"  # the border of a FAIL mark's tag and the FAIL badge (render._STYLE)
WARN_AMBER = "#e67700"


def headless(page: Path, tmp_path: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    assert BROWSER is not None
    done = subprocess.run(
        [
            BROWSER,
            *("--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"),
            f"--user-data-dir={tmp_path / 'profile'}",
            *arguments,
            page.as_uri(),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done


@pytest.fixture(scope="module")
def page(nlp: Language, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("browser") / "page.html"
    path.write_text(html_page(nlp(TEXT)), encoding="utf-8")
    return path


def test_browser_builds_the_page_with_the_text_as_written(page: Path, tmp_path: Path) -> None:
    dom = headless(page, tmp_path, "--dump-dom").stdout
    seen = marks(dom)
    assert seen.texts == [TEXT]
    assert seen.severities == {
        "superluminal_speed": "FAIL",
        "below_absolute_zero": "FAIL",
        "negative_mass": "FAIL",
        "share_sum_exceeds_total": "WARN",
    }
    assert {label for label, _ in seen.labels} >= {"SPEED", "TEMPERATURE", "MASS", "PERCENT"}
    assert [severity for _, severity in seen.messages] == ["FAIL", "FAIL", "FAIL", "WARN"]


def colour_share(image: np.ndarray, colour: str) -> float:
    """The share of the image's pixels painted in ``colour`` (within 3/255 per channel)."""
    rgb = np.array([int(colour[i : i + 2], 16) for i in (1, 3, 5)]) / 255
    return float((np.abs(image[..., :3] - rgb) < 3 / 255).all(axis=-1).mean())


def test_browser_paints_the_marks(page: Path, tmp_path: Path) -> None:
    shot = tmp_path / "page.png"
    headless(page, tmp_path, "--window-size=1000,700", f"--screenshot={shot}")
    image = imread(shot)
    assert image.shape[:2] == (700, 1000)
    # The bars in the rules' colours, the red of FAIL and the amber of WARN are painted.
    for colour in (
        DISPLACY_COLORS["superluminal_speed"],
        DISPLACY_COLORS["below_absolute_zero"],
        DISPLACY_COLORS["share_sum_exceeds_total"],
        FAIL_RED,
        WARN_AMBER,
    ):
        assert colour_share(image, colour) > 1e-4, colour
