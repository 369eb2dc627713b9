"""The app's other tabs by keyboard only: the steppers, a puzzle, the coach's Hint and the
review's retry.

Only ``page.keyboard.press`` acts (no click, no mouse): Tab and Shift+Tab move, Enter
presses, the arrows choose a tab. The clicks a decision needs are computed here, in the
test's own Python, with the same seeds and controllers as the app's kernel (both are
deterministic), and each is reached with Tab and pressed with Enter. The presses of each
task are counted and printed (``pytest -m browser tests/ui/test_keyboard_tabs.py -s``).
The Studies tab's keyboard test is in ``test_studies_tab.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_browser_puzzles import short_game, tokens_for
from test_keyboard_play import Keys, choose_file_by_keys
from voila_server import WAIT_MS, offline_app_page, wait_text

import gaucho
from gaucho.explorer.puzzles import PuzzleController
from gaucho.explorer.review import ReviewController

pytestmark = pytest.mark.browser

#: Presses per task, printed once at the end of the module.
PRESSES: dict[str, int] = {}


@pytest.fixture(scope="module")
def page(capsys_module: None) -> Iterator[Any]:
    with offline_app_page() as (pg, _blocked):
        pg.wait_for_selector(".gaucho-setup-board svg")
        yield pg


@pytest.fixture(scope="module")
def capsys_module(request: pytest.FixtureRequest) -> Iterator[None]:
    yield
    if PRESSES:
        line = "keyboard presses per task: " + ", ".join(f"{k} {v}" for k, v in PRESSES.items())
        capture = request.config.pluginmanager.get_plugin("capturemanager")
        with capture.global_and_fixture_disabled():
            print("\n" + line)


def bw(board: str) -> str:
    """JS for the board widget's own element (with its ``data-version`` stamp)."""
    return (f"(document.querySelector('{board}.gaucho-bw') "
            f"|| document.querySelector('{board} .gaucho-bw'))")


def version(page: Any, board: str) -> int:
    return int(page.evaluate(f"() => Number({bw(board)}?.dataset.version ?? -1)"))


def open_tab(keys: Keys, title: str) -> None:
    """Back to the tab bar with Shift+Tab, along it with the Right arrow, Enter opens."""
    page = keys.page
    on_tab = "e => e.matches('.gaucho-app .lm-TabBar-tab')"
    check = f"() => {{ const e = document.activeElement; return !!e && ({on_tab})(e); }}"
    while not page.evaluate(check):
        assert keys.count < 5000
        keys.press("Shift+Tab")
    name = "() => document.activeElement.textContent.trim()"
    titles = page.evaluate("() => [...document.querySelectorAll('.gaucho-app .lm-TabBar-tab')]"
                           ".map(e => e.textContent.trim())")
    for _step in range(20):
        now = page.evaluate(name)
        if now == title:
            break
        keys.press("ArrowRight" if titles.index(title) > titles.index(now) else "ArrowLeft")
    assert page.evaluate(name) == title
    keys.press("Enter")
    page.wait_for_function("t => [...document.querySelectorAll('.gaucho-app .lm-TabBar-tab')]"
                           ".some(e => e.classList.contains('lm-mod-current') "
                           "&& e.textContent.trim() === t)", arg=title, timeout=WAIT_MS)


def press_on(keys: Keys, css: str) -> None:
    """Tab to the (first visible) element matching ``css`` and press Enter there."""
    keys.tab_to(f"e => e.matches({css!r}) && !e.disabled", limit=400)
    keys.press("Enter")


def press_tokens(keys: Keys, board: str, tokens: list[str]) -> None:
    """Each click of a decision by keys: Tab to the target (or the choice button), Enter,
    and wait for the board to redraw; the focus never leaves the board in between."""
    page = keys.page
    for token in tokens:
        at = (f"e => !!e.closest('{board}') && (e.getAttribute('data-target') === {token!r}"
              f" || e.getAttribute('data-choice') === {token!r})")
        keys.tab_to(at, limit=400)
        # the tooltip of a pressable target says its accessible name
        same = page.evaluate("() => { const e = document.activeElement; const t ="
                             " e.querySelector('title'); return !t ||"
                             " t.textContent === e.getAttribute('aria-label'); }")
        assert same, token
        v = version(page, board)
        keys.press("Enter")
        page.wait_for_function(f"v => Number({bw(board)}.dataset.version) !== v", arg=v,
                               timeout=WAIT_MS)
        assert page.evaluate(f"() => !!document.activeElement?.closest('{board}')"), \
            f"focus left the board after {token}"


def test_the_steppers_step_by_keys(page: Any) -> None:
    keys = Keys(page)
    # Setup (open at the start): Tab to Step, Enter steps; the position says so
    press_on(keys, ".gaucho-setup-step")  # step 2
    for _press in range(2):
        keys.press("Enter")
    wait_text(page, ".gaucho-setup-position", "step 4 of")
    keys.press("Shift+Tab")  # Back
    keys.press("Enter")
    wait_text(page, ".gaucho-setup-position", "step 3 of")
    PRESSES["setup: 3 steps and 1 back"] = keys.count
    start = keys.count
    open_tab(keys, "Preliminary round")
    page.wait_for_selector(".gaucho-prelim-board svg", timeout=WAIT_MS)
    before = page.inner_html(".gaucho-prelim-board")
    press_on(keys, ".gaucho-prelim-step")
    page.wait_for_function("b => document.querySelector('.gaucho-prelim-board').innerHTML"
                           " !== b", arg=before, timeout=WAIT_MS)
    PRESSES["preliminary round: open and step"] = keys.count - start
    start = keys.count
    open_tab(keys, "Examples")
    page.wait_for_selector(".gaucho-ex-board svg", timeout=WAIT_MS)
    first = page.inner_text(".gaucho-ex-position")
    press_on(keys, ".gaucho-ex-step")
    keys.press("Enter")
    page.wait_for_function("t => document.querySelector('.gaucho-ex-position').innerText"
                           " !== t", arg=first, timeout=WAIT_MS)
    PRESSES["examples: open and 2 steps"] = keys.count - start


def test_a_puzzle_solved_by_keys(page: Any) -> None:
    keys = Keys(page)
    here = PuzzleController()
    puzzle = here.puzzle
    open_tab(keys, "Puzzles")
    wait_text(page, ".gaucho-puzzle-goal", str(puzzle.goal))
    right = gaucho.actions.parse(puzzle.answers[0])
    tokens = tokens_for(puzzle.game(), right)
    press_tokens(keys, ".gaucho-puzzle-board", tokens)
    said = wait_text(page, ".gaucho-puzzle-feedback", "Right:")
    assert said.strip() == str(here.answer(right).text)
    live = page.evaluate(f"() => {bw('.gaucho-puzzle-board')}"
                         ".querySelector('.gaucho-bw-live').textContent")
    assert live == str(here.answer(right).text)  # the verdict is read out
    PRESSES[f"puzzle ({len(tokens)} clicks)"] = keys.count
    # the next puzzle is a few Tabs away, and Enter opens it
    start = keys.count
    press_on(keys, ".gaucho-puzzle-next")
    page.wait_for_function("g => !document.querySelector('.gaucho-puzzle-goal').innerText"
                           ".includes(g)", arg=str(puzzle.goal), timeout=WAIT_MS)
    PRESSES["next puzzle"] = keys.count - start


def test_a_review_and_its_retry_by_keys(page: Any, tmp_path: Path) -> None:
    keys = Keys(page)
    board = ".gaucho-review-board"
    game = short_game()
    saved = tmp_path / "game.json"
    saved.write_text(game.to_json(), encoding="utf-8")
    open_tab(keys, "Play")
    choose_file_by_keys(keys, "button.gaucho-play-load:not(:disabled)", saved)
    wait_text(page, ".gaucho-play-status", "Game over")
    here = ReviewController(game, 0)
    here.run()
    start = keys.count
    press_on(keys, ".gaucho-review-start")
    page.wait_for_selector(".gaucho-review-moment", timeout=WAIT_MS)
    press_on(keys, ".gaucho-review-moment")
    d = here.select(0)
    wait_text(page, ".gaucho-review-verdict", str(d.text))
    press_on(keys, ".gaucho-review-try")
    wait_text(page, f"{board} .gaucho-bw-message", "Choose anew")
    press_tokens(keys, board, tokens_for(here.position(), d.best))
    said = wait_text(page, ".gaucho-review-verdict", "Accepted")
    assert str(here.retry(d.best).text) in said
    PRESSES["review: run, first moment, retry"] = keys.count - start


def test_the_coach_hint_and_following_it_by_keys(page: Any) -> None:
    keys = Keys(page)
    board = ".gaucho-play-board"
    open_tab(keys, "Play")
    page.wait_for_selector(f"{board} svg", timeout=WAIT_MS)
    keys.tab_to("e => e.closest('.gaucho-play-players') && e.textContent.trim() === '2'")
    keys.press("Enter")
    v = version(page, board)
    press_on(keys, ".gaucho-play-new")
    page.wait_for_function(f"v => Number({bw(board)}?.dataset.version) !== v", arg=v,
                           timeout=WAIT_MS)
    page.wait_for_function("() => document.querySelector('.gaucho-play-status')"
                           ".innerText.includes('Red (you)')", timeout=WAIT_MS)
    start = keys.count
    press_on(keys, ".gaucho-play-hint")
    page.wait_for_function(f"() => /Hint/.test({bw(board)}.querySelector("
                           "'.gaucho-bw-message').textContent)", timeout=WAIT_MS)
    lit = page.evaluate(f"() => [...{bw(board)}.querySelectorAll('.gaucho-hit.is-hint')]"
                        ".map(e => e.getAttribute('data-target'))")
    assert lit, "the hint lights nothing up"
    # follow the hint: Tab to each lit target (then a choice button if one is left), Enter
    history = "() => document.querySelectorAll('.gaucho-play-history select option').length"
    moves = page.evaluate(history)
    hinted = "'.gaucho-hit.is-hint:not(.is-chosen)[tabindex=\"0\"]'"
    for _press in range(8):
        # the move is made (the History list may show it a moment after the board), or
        # something is left to press: a lit target, else a choice button
        page.wait_for_function(
            f"n => ({history})() > n || !!{bw(board)}.querySelector({hinted})"
            f" || !!{bw(board)}.querySelector('.gaucho-bw-choice:not(.is-clear)')",
            arg=moves, timeout=WAIT_MS)
        if page.evaluate(history) > moves:
            break
        v = version(page, board)
        left = page.evaluate(f"() => !!{bw(board)}.querySelector({hinted})")
        keys.tab_to(f"e => !!e.closest('{board}') && e.matches("
                    + ("'.gaucho-hit.is-hint:not(.is-chosen)')" if left else
                       "'.gaucho-bw-choice:not(.is-clear)')"), limit=400)
        keys.press("Enter")
        page.wait_for_function(f"v => Number({bw(board)}.dataset.version) !== v", arg=v,
                               timeout=WAIT_MS)
        page.wait_for_function(f"() => !/thinking/.test({bw(board)}.querySelector("
                               "'.gaucho-bw-message').textContent)", timeout=WAIT_MS)
    assert page.evaluate(history) > moves, "the hinted move was not played"
    PRESSES["hint and the hinted move"] = keys.count - start
