"""Real browser, offline site (``make lite``): puzzles and the review of a game in Pyodide.

The same clicks and expected words as test_browser_puzzles.py (the Voilà app), in the app
page of the offline site: the browser's Python has no threads and no files that outlive a
reload, so the puzzle progress must come back from the browser's storage, and the review
must run (slower) with its progress bar.  The site, its server and the offline Chromium
are those of test_lite.py.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_browser_puzzles import PUZZLE_BOARD, REVIEW_BOARD, click_tokens, short_game, tokens_for
from test_lite import WAIT_MS, OfflineBrowser, browser, site, site_url  # noqa: F401
from voila_server import wait_text

import gaucho
from gaucho.explorer.puzzles import PuzzleController
from gaucho.explorer.review import ReviewController

pytestmark = pytest.mark.browser

APP = "explorer.ipynb"
KEY = "gaucho-puzzle-progress"


def wait_for(page: Any, selector: str, needle: str) -> str:
    """:func:`voila_server.wait_text` with the offline site's patience (Pyodide)."""
    return wait_text(page, selector, needle, timeout=WAIT_MS)


def open_app(page: Any) -> None:
    """Wait until the app page of the offline site has run its cell and drawn the app."""
    page.wait_for_selector(".gaucho-setup-board svg", timeout=WAIT_MS)


def test_puzzle_progress_survives_a_reload_in_the_offline_site(
        browser: OfflineBrowser) -> None:  # noqa: F811 - test_lite's fixture
    page = browser.open_notebook(APP, app="notebooks")
    open_app(page)
    page.get_by_role("tab", name="Puzzles").click()
    here = PuzzleController()
    p = here.puzzle
    wait_for(page, ".gaucho-puzzle-goal", str(p.goal))
    before = page.inner_text(".gaucho-puzzle-rating")
    assert "your rating 1500" in before
    wrong = next(m for m in p.values if m not in p.answers)
    click_tokens(page, PUZZLE_BOARD, tokens_for(p.game(), gaucho.actions.parse(wrong)))
    said = wait_for(page, ".gaucho-puzzle-feedback", "Not this one")
    assert said.strip() == str(here.answer(wrong).text)
    rating = f"your rating {round(here.progress.rating.rating)} ± {round(here.progress.rating.rd)}"
    assert rating in page.inner_text(".gaucho-puzzle-rating") and rating not in before
    right = gaucho.actions.parse(p.answers[0])
    click_tokens(page, PUZZLE_BOARD, tokens_for(p.game(), right))
    said = wait_for(page, ".gaucho-puzzle-feedback", "Right:")
    assert said.strip() == str(here.answer(right).text)
    page.wait_for_function(f"() => (localStorage.getItem('{KEY}') || '').includes('solved')")
    stored = json.loads(page.evaluate(f"() => localStorage.getItem('{KEY}')"))
    assert stored["attempts"][p.id]["solved"] is True
    assert stored == json.loads(here.saved)
    dashboard = page.inner_text(".gaucho-puzzle-dashboard-box")
    assert page.locator(".gaucho-puzzle-dashboard tr[data-concept]").count() >= 1
    # a reload starts a new Python: the progress comes back from the browser's storage
    page.reload(timeout=WAIT_MS)
    open_app(page)
    page.get_by_role("tab", name="Puzzles").click()
    wait_for(page, ".gaucho-puzzle-rating", rating)
    assert page.inner_text(".gaucho-puzzle-dashboard-box") == dashboard
    assert browser.left_localhost() == []
    page.context.close()


def test_a_review_runs_in_the_offline_site(browser: OfflineBrowser,  # noqa: F811
                                           tmp_path: Path) -> None:
    """A finished 2-player game, loaded in the Play tab, reviewed with its progress bar;
    a moment's "Try again" accepts the best move."""
    game = short_game()
    saved = tmp_path / "game.json"
    saved.write_text(game.to_json(), encoding="utf-8")
    page = browser.open_notebook(APP, app="notebooks")
    open_app(page)
    page.get_by_role("tab", name="Play").click()
    with page.expect_file_chooser(timeout=WAIT_MS) as chooser:
        page.locator(".gaucho-play-load").click()
    chooser.value.set_files(str(saved))
    wait_for(page, ".gaucho-play-status", "Game over")
    here = ReviewController(game, 0)
    here.run()
    labels = here.labels()
    assert labels
    page.locator(".gaucho-review-start").click()
    # the bar shows and moves while the browser's Python reviews decision after decision
    page.wait_for_function(
        "() => { const b = document.querySelector('.gaucho-review-progress .progress-bar');"
        " return b !== null && b.offsetParent !== null && parseFloat(b.style.width) > 0; }",
        timeout=WAIT_MS)
    page.wait_for_selector(".gaucho-review-moment", timeout=WAIT_MS)
    shown = page.eval_on_selector_all(".gaucho-review-moment",
                                      "els => els.map(e => e.innerText.trim())")
    assert shown == labels
    assert page.inner_text(".gaucho-review-summary").strip() == here.summary()
    page.locator(".gaucho-review-moment").first.click()
    d = here.select(0)
    wait_for(page, ".gaucho-review-verdict", str(d.text))
    page.locator(".gaucho-review-try").click()
    wait_for(page, f"{REVIEW_BOARD} .gaucho-bw-message", "Choose anew")
    click_tokens(page, REVIEW_BOARD, tokens_for(here.position(), d.best))
    said = wait_for(page, ".gaucho-review-verdict", "Accepted")
    assert str(here.retry(d.best).text) in said
    assert browser.left_localhost() == []
    page.context.close()
