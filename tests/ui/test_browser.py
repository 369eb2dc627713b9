"""Real browser: Voilà serves notebooks/explorer.ipynb, headless Chromium clicks through it.

Run with ``pytest -m browser tests/test_browser.py``.  Skipped (with the reason)
only when no Chromium binary can be found; ``.ci/run`` installs Debian's
``chromium`` with apt-get when it is missing.  Every request that does not go
to the local Voilà server is blocked, so the test also proves that the app
works offline (no CDN).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from voila_server import (
    TEMPLATE_CDN_LINKS,
    WAIT_MS,
    browser_or_skip,
    offline_app_page,
    wait_text,
)

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def chromium() -> str:
    return browser_or_skip()


@pytest.fixture(scope="module")
def app_page(chromium: str) -> Iterator[tuple[Any, list[str]]]:
    with offline_app_page() as page_and_blocked:
        yield page_and_blocked


def board_of(page: Any, selector: str) -> str:
    return str(page.eval_on_selector(selector, "e => e.innerHTML"))


def test_app_renders_offline(app_page: tuple[Any, list[str]]) -> None:
    page, blocked = app_page
    tabs = page.locator(".lm-TabBar-tab").all_inner_texts()
    assert [t.strip() for t in tabs][:5] == ["Setup", "Preliminary round", "Examples", "Play",
                                             "Phases"]
    text = wait_text(page, ".gaucho-setup-narration", "R-SETUP-1")
    assert "dice go into the Dice Rodeo" in text
    assert page.locator(".gaucho-setup-board svg").count() == 1
    # Only Voilà's template links to a CDN (Font Awesome CSS); it was blocked and the
    # app rendered anyway.  Our own widgets request nothing from outside.
    assert all(u.startswith(TEMPLATE_CDN_LINKS) for u in blocked), blocked


def test_setup_steps_in_the_browser(app_page: tuple[Any, list[str]]) -> None:
    page, _ = app_page
    page.get_by_role("tab", name="Setup").click()
    before = board_of(page, ".gaucho-setup-board")
    page.locator(".gaucho-setup-step").click()
    wait_text(page, ".gaucho-setup-narration", "R-SETUP-2")
    for _ in range(5):
        page.locator(".gaucho-setup-step").click()
    text = wait_text(page, ".gaucho-setup-position", "step 7 of")
    assert "step 7" in text
    assert "is drawn into P1" in wait_text(page, ".gaucho-setup-narration", "[R-SETUP-8]")
    page.locator(".gaucho-setup-step").click()  # the step told before goes to the history
    wait_text(page, ".gaucho-setup-position", "step 8 of")
    assert "[R-SETUP-8]" in wait_text(page, ".gaucho-setup-log", "is drawn into P1")
    assert board_of(page, ".gaucho-setup-board") != before


def test_example_player_in_the_browser(app_page: tuple[Any, list[str]]) -> None:
    page, _ = app_page
    page.get_by_role("tab", name="Examples").click()
    wait_text(page, ".gaucho-ex-position", "step 0 of")
    before = board_of(page, ".gaucho-ex-board")
    page.locator(".gaucho-ex-step").click()
    text = wait_text(page, ".gaucho-ex-narration", "[R-")
    assert "R-SETUP-8" in text or "R-" in text
    page.wait_for_function(
        "([sel, old]) => document.querySelector(sel).innerHTML !== old",
        arg=[".gaucho-ex-board", before], timeout=WAIT_MS)
    page.locator(".gaucho-ex-end").click()
    outcome = wait_text(page, ".gaucho-ex-outcome", "Expected outcome")
    assert "engine agrees" in outcome
    # a second example from the dropdown
    page.locator(".gaucho-ex-pick select").select_option(label="Theft, then immediate sale")
    wait_text(page, ".gaucho-ex-info", "EX-STEAL-SALE")
    page.locator(".gaucho-ex-step").click()
    text = wait_text(page, ".gaucho-ex-narration", "R-STEAL-1")
    assert "steals W10 from Blue" in text


def test_play_steps_in_the_browser(app_page: tuple[Any, list[str]]) -> None:
    """The action list stays as the keyboard alternative: nothing is preselected."""
    page, _ = app_page
    page.get_by_role("tab", name="Play").click()
    wait_text(page, ".gaucho-play-status", "Red (you) to act")
    page.locator(".gaucho-play-why-box input").fill("take 5 6")
    page.locator(".gaucho-play-why").click()
    answer = wait_text(page, ".gaucho-play-why-answer", "[R-")
    assert "illegal" in answer
    page.locator(".gaucho-play-play").click()  # nothing selected: nothing happens
    wait_text(page, ".gaucho-play-why-answer", "Pick an action first")
    before = board_of(page, ".gaucho-play-board")
    page.locator(".gaucho-play-action select").select_option(index=0)
    page.locator(".gaucho-play-play").click()  # keep a tile; the bots keep theirs
    text = wait_text(page, ".gaucho-play-narration", "[R-PRELIM-3]")
    assert "Red: keeps" in text  # the decision in words
    page.wait_for_function(
        "([sel, old]) => document.querySelector(sel).innerHTML !== old",
        arg=[".gaucho-play-board", before], timeout=WAIT_MS)
    wait_text(page, ".gaucho-play-status", "first gauchos")
    page.locator(".gaucho-play-action select").select_option(index=0)
    page.locator(".gaucho-play-play").click()  # place the first gaucho
    text = wait_text(page, ".gaucho-play-narration", "[R-PRELIM-8]")
    page.locator(".gaucho-play-undo").click()
    wait_text(page, ".gaucho-play-status", "first gauchos")
    page.locator(".gaucho-play-redo").click()
    wait_text(page, ".gaucho-play-narration", "[R-PRELIM-8]")


BOARD = ".gaucho-play-board"
GIVE_UP = ("choice:remove", "choice:end", "choice:takeback")


def board_version(page: Any) -> str:
    return str(page.eval_on_selector(BOARD, "e => e.dataset.version || ''"))


def click_and_wait(page: Any, locator: Any) -> None:
    """Click, then wait until the board widget has caught up with the kernel."""
    old = board_version(page)
    locator.click()
    page.wait_for_function(
        "([sel, old]) => (document.querySelector(sel).dataset.version || '') !== old",
        arg=[BOARD, old], timeout=WAIT_MS)


def start_two_player_game(page: Any) -> None:
    page.get_by_role("tab", name="Play").click()
    page.locator(".gaucho-play-players button", has_text="2").first.click()
    page.wait_for_function(
        "() => document.querySelector('.gaucho-play-seat select').options.length === 2",
        timeout=WAIT_MS)
    page.locator(".gaucho-play-new").click()
    wait_text(page, ".gaucho-play-status", "Red (you) to act")
    page.wait_for_function(
        "() => document.querySelectorAll('.gaucho-play-board .gaucho-hit').length > 0"
        " && !document.querySelector('.gaucho-play-board svg title').textContent"
        ".includes('3 players')", timeout=WAIT_MS)


def test_play_a_full_game_by_clicking_the_board(app_page: tuple[Any, list[str]]) -> None:
    """A 2-player game against a bot, played to the end with clicks on the board and its
    choice buttons only (never the action list); the score table matches the engine."""
    import random

    page, _ = app_page
    start_two_player_game(page)
    seats = page.eval_on_selector(".gaucho-play-seat select",
                                  "e => Array.from(e.options).map(o => o.text)")
    assert seats == ["Red", "Blue"]  # a 2-player game offers no seat that does not exist
    rng = random.Random(5)
    clicks = 0
    while "Game over" not in page.inner_text(".gaucho-play-status"):
        targets = page.eval_on_selector_all(
            f"{BOARD} .gaucho-hit.is-next", "els => els.map(e => e.dataset.target)")
        buttons = page.eval_on_selector_all(
            f"{BOARD} .gaucho-bw-choice", "els => els.map(e => e.dataset.choice)")
        options = sorted(set(targets)) + [b for b in buttons
                                          if b not in GIVE_UP and b != "clear"]
        options = options or [b for b in buttons if b != "clear"]
        assert options, page.inner_text(".gaucho-play-status")
        pick = rng.choice(options)
        if pick in buttons:
            loc = page.locator(f'{BOARD} .gaucho-bw-choice[data-choice="{pick}"]')
        else:
            loc = page.locator(f'{BOARD} .gaucho-hit[data-target="{pick}"]').first
        click_and_wait(page, loc)
        assert "is-error" not in (page.get_attribute(f"{BOARD} .gaucho-bw-message", "class")
                                  or ""), page.inner_text(f"{BOARD} .gaucho-bw-message")
        clicks += 1
        assert clicks < 2000
    status = page.inner_text(".gaucho-play-status")
    assert status.startswith("Game over"), status
    purse = status.split("Pesos: ", 1)[1]  # "Red 54, Blue 40": the engine's result
    pesos = [int(part.split()[-1]) for part in purse.split(",")]
    page.wait_for_selector(".gaucho-score-table .gaucho-total")  # drawn just after the status
    totals = page.eval_on_selector_all(".gaucho-score-table .gaucho-total",
                                       "els => els.map(e => Number(e.textContent))")
    assert totals == pesos
    assert "Pesos = herds" in board_of(page, BOARD)  # the breakdown is on the board too


def test_board_fits_small_screens(app_page: tuple[Any, list[str]]) -> None:
    page, _ = app_page
    page.get_by_role("tab", name="Play").click()
    page.wait_for_selector(".gaucho-play-board svg")  # built when its tab is first opened
    page.set_viewport_size({"width": 800, "height": 600})
    page.wait_for_timeout(300)
    sizes = page.evaluate(
        "() => { const s = document.scrollingElement;"
        " const b = document.querySelector('.gaucho-play-board svg').getBoundingClientRect();"
        " return [s.scrollWidth, s.clientWidth, b.left, b.right]; }")
    scroll_width, client_width, left, right = sizes
    assert scroll_width <= client_width, sizes  # no horizontal scrolling
    assert left >= 0 and right <= 800, sizes
    page.screenshot(path="/tmp/gaucho-play-800.png")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.evaluate("() => window.scrollTo(0, 0)")
    page.wait_for_timeout(300)
    box = page.evaluate(
        "() => { const b = document.querySelector('.gaucho-play-board svg')"
        ".getBoundingClientRect(); return [b.top, b.bottom, b.left, b.right]; }")
    page.screenshot(path="/tmp/gaucho-play-1280.png")
    top, bottom, left, right = box
    assert top >= 0 and bottom <= 800 and left >= 0 and right <= 1280, box
    page.set_viewport_size({"width": 1280, "height": 900})


def test_phase_view_follows_in_the_browser(app_page: tuple[Any, list[str]]) -> None:
    page, _ = app_page
    page.get_by_role("tab", name="Phases").click()
    wait_text(page, ".gaucho-phase-label", "keep tiles")  # by its title, never its key
    for _ in range(4):
        page.locator(".gaucho-phase-step").click()
    wait_text(page, ".gaucho-phase-label", "first gauchos")
