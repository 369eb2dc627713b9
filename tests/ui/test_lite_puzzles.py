"""Real browser, offline site (``make lite``): puzzles and the review of a game in Pyodide.

The same clicks and expected words as test_browser_puzzles.py (the Voilà app), in the app
page of the offline site: the browser's Python has no threads and no files that outlive a
reload, so the puzzle progress must come back from the browser's storage, and the review
must run (slower) with its progress bar.  The site, its server and the offline Chromium
are those of test_lite.py.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import test_browser_puzzles as voila  # its steps, run here in the offline site
from test_lite import WAIT_MS, OfflineBrowser, browser, site, site_url  # noqa: F401
from voila_server import wait_text

pytestmark = pytest.mark.browser

APP = "explorer.ipynb"
RATING = re.compile(r"your rating \d+ ± \d+")


def open_app(page: Any) -> None:
    """Wait until the app page of the offline site has run its cell and drawn the app."""
    page.wait_for_selector(".gaucho-setup-board svg", timeout=WAIT_MS)


def rating_of(page: Any) -> str:
    """The student's rating as the Puzzles tab shows it ("your rating 1512 ± 290")."""
    found = RATING.search(page.inner_text(".gaucho-puzzle-rating"))
    assert found is not None
    return found.group(0)


def test_puzzle_progress_survives_a_reload_in_the_offline_site(
        browser: OfflineBrowser) -> None:  # noqa: F811 - test_lite's fixture
    """The Voilà test's puzzle, answered wrongly then rightly by clicks; after a reload (a
    new Python, no file kept) the rating and the results come back from the browser's
    storage."""
    page = browser.open_notebook(APP, app="notebooks")
    open_app(page)
    voila.test_a_puzzle_solved_wrongly_then_rightly_by_clicks((page, []))
    rating = rating_of(page)
    assert not rating.startswith("your rating 1500 ")  # the first answer, wrong, moved it
    dashboard = page.inner_text(".gaucho-puzzle-dashboard-box")
    page.reload(timeout=WAIT_MS)
    open_app(page)
    page.get_by_role("tab", name="Puzzles").click()
    wait_text(page, ".gaucho-puzzle-rating", rating, timeout=WAIT_MS)
    # The rating and the results are two widgets, redrawn by two messages: wait for both.
    assert wait_text(page, ".gaucho-puzzle-dashboard-box", dashboard,
                     timeout=WAIT_MS) == dashboard
    assert browser.left_localhost() == []
    page.context.close()


def test_a_review_runs_in_the_offline_site(browser: OfflineBrowser,  # noqa: F811
                                           tmp_path: Path) -> None:
    """The Voilà test's review (a finished 2-player game loaded in the Play tab, its
    moments, a retry of the first accepted), with the progress bar seen moving while the
    browser's Python reviews."""
    page = browser.open_notebook(APP, app="notebooks")
    open_app(page)
    page.evaluate("""() => {
        window.gauchoBarMoved = false;
        new MutationObserver(() => {
            const b = document.querySelector('.gaucho-review-progress .progress-bar');
            if (b !== null && b.offsetParent !== null && parseFloat(b.style.width) > 0)
                window.gauchoBarMoved = true;
        }).observe(document.body, {subtree: true, attributes: true, childList: true});
    }""")
    voila.test_a_review_shows_its_moments_and_accepts_a_retry((page, []), tmp_path)
    assert page.evaluate("() => window.gauchoBarMoved") is True
    assert browser.left_localhost() == []
    page.context.close()
