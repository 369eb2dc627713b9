"""A whole 2-player game against a random bot, played in the app by keyboard only.

Only ``page.keyboard.press`` moves the game (no click): Tab to the Play tab and open it,
pick 2 players and a new game, then press Enter on what has the focus (the board puts it
on its first legal target after each redraw, or on a choice button). After each move the
live region must say the move and the bots' replies (the new lines of the History list),
and the key presses of each of the player's decisions are counted.

Run with ``pytest -m browser tests/ui/test_keyboard_play.py -s`` to see the counts.
"""

from __future__ import annotations

import statistics
from pathlib import Path
from typing import Any

import pytest
from test_accessibility import AXE, axe_source, run_axe, severe
from voila_server import WAIT_MS, offline_app_page

pytestmark = pytest.mark.browser

AXE_THERE = AXE.is_file()

BOARD = ".gaucho-play-board"
#: The most key presses the whole game may take (it took 381 decision presses when written).
MAX_PRESSES = 2000

#: The board widget's own element (anywidget's, with the ``data-version`` stamp).
BW = ("(document.querySelector('.gaucho-play-board.gaucho-bw') "
      "|| document.querySelector('.gaucho-play-board .gaucho-bw'))")


class Keys:
    """The keyboard, counting the presses."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.count = 0

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.count += 1

    def tab_to(self, test: str, *, limit: int = 300) -> int:
        """Press Tab until the focused element passes ``test`` (a JS function of it)."""
        start = self.count
        check = f"() => {{ const e = document.activeElement; return !!e && ({test})(e); }}"
        while not self.page.evaluate(check):
            assert self.count - start < limit, f"not reached with Tab: {test}"
            self.press("Tab")
        return self.count - start


def choose_file_by_keys(keys: Keys, button: str, path: Path, *, tries: int = 3) -> None:
    """Tab to the upload ``button`` (the element or one inside it), press Space, give
    the file chooser ``path``.

    Space opens the chooser (in headless Chromium, Enter on the upload button does not: a
    detached file input opens only on Space there). On a busy machine the first press has
    once opened nothing (CI, 2026-12-02): as a person would, the test presses again, at
    most ``tries`` times, each time from the button, and says where the focus was if none
    of them opened it.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page = keys.page
    seen: list[str] = []
    for _try in range(tries):
        keys.tab_to(f"e => e.closest('{button}') !== null", limit=400)
        try:
            with page.expect_file_chooser(timeout=20_000) as chooser:
                keys.press("Space")
        except PlaywrightTimeout:
            seen.append(page.evaluate("() => document.activeElement?.outerHTML.slice(0, 200)"))
            continue
        chooser.value.set_files(str(path))
        return
    raise AssertionError(f"Space on {button} opened no file chooser; the focus was on {seen}")


def version(page: Any) -> int:
    return int(page.evaluate(f"() => Number({BW}?.dataset.version ?? -1)"))


def announced(page: Any) -> str:
    return str(page.evaluate(f"() => {BW}?.querySelector('.gaucho-bw-live')?.textContent || ''"))


def history(page: Any) -> list[str]:
    return list(page.evaluate("() => [...document.querySelectorAll("
                              "'.gaucho-play-history select option')].map(o => o.text)"))


def in_board(page: Any) -> bool:
    return bool(page.evaluate(
        f"() => !!document.activeElement?.closest('{BOARD}') && "
        "document.activeElement.matches('[data-target], button')"))


def test_a_whole_game_by_keyboard(capsys: Any) -> None:
    with offline_app_page() as (page, _blocked):
        keys = Keys(page)
        page.wait_for_selector(".gaucho-setup-board svg")
        # "?" opens the keyboard help (above the tabs, so in every tab) and closes it
        opened = "() => document.querySelector('.gaucho-app-intro details.gaucho-keys').open"
        keys.press("?")
        assert page.evaluate(opened)
        assert "Left and Right arrows" in page.inner_text(".gaucho-app-intro .gaucho-keys")
        keys.press("?")
        assert not page.evaluate(opened)
        # to the Play tab: Tab along the page, then from tab to tab, Enter opens it
        keys.tab_to("e => e.matches('.lm-TabBar-tab') && e.textContent.trim() === 'Play'")
        keys.press("Enter")
        page.wait_for_selector(f"{BOARD} svg", timeout=WAIT_MS)
        keys.tab_to("e => e.closest('.gaucho-play-players') && e.textContent.trim() === '2'")
        keys.press("Enter")
        keys.tab_to("e => e.closest('.gaucho-play-new') !== null")
        ring = page.evaluate("() => { const s = getComputedStyle(document.activeElement);"
                             " return [s.outlineStyle, s.outlineWidth, s.outlineColor]; }")
        assert ring == ["solid", "3px", "rgb(0, 114, 178)"], ring  # a clear ring on buttons
        before = version(page)
        keys.press("Enter")
        page.wait_for_function(f"v => Number({BW}?.dataset.version) !== v", arg=before,
                               timeout=WAIT_MS)
        page.wait_for_function("() => document.querySelector('.gaucho-play-status')"
                               ".innerText.includes('Red (you)')", timeout=WAIT_MS)
        # the board's own keyboard help is titled in words (a screen reader reads it)
        assert page.inner_text(f"{BOARD} .gaucho-bw-keys summary").strip() \
            == "Keyboard help (?)"
        keys.tab_to(f"e => !!e.closest('{BOARD}') && e.matches('[data-target]')")
        # the focused target is drawn in the focus blue, whatever else lights it up
        assert page.evaluate("() => getComputedStyle(document.activeElement).stroke") \
            == "rgb(0, 114, 178)"
        setup = keys.count
        per_decision: list[int] = []
        presses = 0
        lines = history(page)
        said: list[str] = []  # the live region's words after each press since the last move
        per_turn: list[int] = []  # a turn: the player's decisions until a bot acts
        turn = 0
        message = f"() => {BW}.querySelector('.gaucho-bw-message').textContent"
        while "game is over" not in str(page.evaluate(message)):
            assert keys.count < MAX_PRESSES, "the game did not end"
            if not in_board(page):  # focus left the board: count the Tabs back to it
                presses += keys.tab_to(f"e => !!e.closest('{BOARD}') && "
                                       "e.matches('[data-target], button')")
            v = version(page)
            keys.press("Enter")
            presses += 1
            page.wait_for_function(f"v => Number({BW}.dataset.version) !== v", arg=v,
                                   timeout=WAIT_MS)
            page.wait_for_function(  # the bots have answered when the board says so
                f"() => !/thinking/.test({BW}.querySelector('.gaucho-bw-message').textContent)",
                timeout=WAIT_MS)
            said.append(announced(page))
            now = history(page)  # (the History list may show a move a moment after)
            if len(now) > len(lines):  # a move: it and the replies were announced
                moves = [line.replace("\xa0", " ").split(". ", 1)[-1]
                         for line in now[len(lines):]]
                for move in moves:
                    assert any(move in text for text in said), (move, said)
                per_decision.append(presses)
                turn += presses
                if any(not m.startswith("Red") for m in moves):
                    per_turn.append(turn)
                    turn = 0
                presses = 0
                lines = now
                said = said[-1:]
        page.wait_for_selector(".gaucho-score-table", timeout=WAIT_MS)  # drawn after the board
        assert "Game over" in page.inner_text(".gaucho-play-status")
        # the finished game's view (score table, review) passes axe too, when it is there
        found = severe(run_axe(page, axe_source())) if AXE_THERE else []
        assert found == [], "\n".join(found)
    with capsys.disabled():
        print(f"\nkeyboard game: {keys.count} presses ({setup} to reach the board), "
              f"{len(per_decision)} decisions, presses per decision: mean "
              f"{statistics.mean(per_decision):.2f}, max {max(per_decision)}; "
              f"{len(per_turn)} turns, presses per turn: mean "
              f"{statistics.mean(per_turn):.2f}, median {statistics.median(per_turn)}, "
              f"max {max(per_turn)}")
    assert len(per_decision) > 50
    assert max(per_decision) <= 6
