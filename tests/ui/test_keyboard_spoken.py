"""The Play tab by ear, in the browser: Hint, Undo and "Why not?" pressed by keys are said
by the board's live region (the only part of the tab a screen reader hears by itself), and
the hinted targets' names say the coach picks them.  The Python side is
``test_play_spoken.py``; this checks the words reach the page.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_keyboard_play import Keys
from test_keyboard_tabs import bw, open_tab, press_on, version
from voila_server import WAIT_MS, offline_app_page

pytestmark = pytest.mark.browser

BOARD = ".gaucho-play-board"
LIVE = f"{bw(BOARD)}.querySelector('.gaucho-bw-live').textContent"


def said(page: Any, pattern: str) -> str:
    """Wait until the live region's words match ``pattern`` (a JS regular expression)."""
    page.wait_for_function(f"() => /{pattern}/.test({LIVE})", timeout=WAIT_MS)
    return str(page.evaluate(f"() => {LIVE}"))


def test_hint_undo_and_why_not_are_said() -> None:
    with offline_app_page() as (page, _blocked):
        page.wait_for_selector(".gaucho-setup-board svg")
        keys = Keys(page)
        open_tab(keys, "Play")
        page.wait_for_selector(f"{BOARD} svg", timeout=WAIT_MS)
        keys.tab_to("e => e.closest('.gaucho-play-players') && e.textContent.trim() === '2'")
        keys.press("Enter")
        v = version(page, BOARD)
        press_on(keys, ".gaucho-play-new")
        page.wait_for_function(f"v => Number({bw(BOARD)}?.dataset.version) !== v", arg=v,
                               timeout=WAIT_MS)
        page.wait_for_function("() => document.querySelector('.gaucho-play-status')"
                               ".innerText.includes('Red (you)')", timeout=WAIT_MS)
        said(page, "^Your move: ")
        press_on(keys, ".gaucho-play-hint")
        hint = said(page, "^Hint: “")
        names = page.evaluate(f"() => [...{bw(BOARD)}.querySelectorAll("
                              "'.gaucho-hit.is-hint[tabindex=\"0\"]')]"
                              ".map(e => e.getAttribute('aria-label'))")
        assert names, hint
        assert all(n.endswith("(the coach's pick)") for n in names), names
        # follow the hint, then take it back
        history = "() => document.querySelectorAll('.gaucho-play-history select option').length"
        moves = page.evaluate(history)
        for _press in range(8):
            if page.evaluate(history) > moves:
                break
            v = version(page, BOARD)
            keys.tab_to(f"e => !!e.closest('{BOARD}') && (e.matches('.gaucho-hit.is-hint:not("
                        ".is-chosen)') || e.matches('.gaucho-bw-choice:not(.is-clear)'))",
                        limit=400)
            keys.press("Enter")
            page.wait_for_function(f"v => Number({bw(BOARD)}.dataset.version) !== v", arg=v,
                                   timeout=WAIT_MS)
            page.wait_for_function(f"() => !/thinking/.test({bw(BOARD)}.querySelector("
                                   "'.gaucho-bw-message').textContent)", timeout=WAIT_MS)
        said(page, "^Red: keeps ")
        press_on(keys, ".gaucho-play-undo")
        assert said(page, "^Undone: ") == ("Undone: back before step 2. "
                                           "Your move: click a highlighted thing on the board.")
        press_on(keys, ".gaucho-play-why")  # the box is empty
        assert said(page, "^Type ") == "Type an action, for example 'take 5 6' or 'A W11 5+6'."
