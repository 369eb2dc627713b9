"""Real browser: the coach in the Play tab of the Voilà app (issue 33).

Hint lights up the coach's move on the board and says its reason in one line; after a
weak move, "Compare with my move" says in words what it cost in expected Pesos.  The
expected words are computed here, in the test's own Python, by the same controller with
the same seeds: the coach is deterministic, so the page must say exactly that.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from test_browser import BOARD, start_two_player_game
from voila_server import WAIT_MS, browser_or_skip, offline_app_page, wait_text

from gaucho.explorer import PlayController
from gaucho.explorer.board_input import BoardInput
from gaucho.explorer.said import say_decision

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def app_page() -> Iterator[tuple[Any, list[str]]]:
    browser_or_skip()
    with offline_app_page() as page_and_blocked:
        yield page_and_blocked


def the_same_game() -> PlayController:
    """The game start_two_player_game() starts in the app: 2 players, seed "7", Red."""
    return PlayController(2, "7", 0, "random")


def test_hint_lights_up_the_coachs_move_with_its_reason(app_page: tuple[Any, list[str]]
                                                        ) -> None:
    page, _ = app_page
    start_two_player_game(page)
    here = the_same_game()
    best = here.advice()
    assert best is not None
    page.locator(".gaucho-play-hint").click()
    message = wait_text(page, f"{BOARD} .gaucho-bw-message", "Hint:")
    assert message == f"Hint: “{say_decision(best.action, here.game.phase)}”. {best.reason}"
    assert re.search(r"\[R-[A-Z]+-\d+", message)
    assert "Pesos on average 16 decisions after this turn" in message  # club: depth 16
    lit = page.eval_on_selector_all(f"{BOARD} .gaucho-hit.is-hint",
                                    "els => els.map(e => e.dataset.target)")
    wanted = {t for t in BoardInput(here.game).clicks_for(best.action) if ":" in t
              and not t.startswith("choice:")}
    assert lit and set(lit) <= wanted
    wait_text(page, ".gaucho-play-coach", message)  # its own widget, its own message


def test_compare_with_my_move_prices_a_weak_move(app_page: tuple[Any, list[str]]) -> None:
    page, _ = app_page
    start_two_player_game(page)
    here = the_same_game()
    analysis = here.analysis(len(here.game.history))  # Red's first decision
    weak = max(analysis, key=lambda c: analysis.compare(c.action).cost)
    expected = analysis.compare(weak.action)
    assert expected.cost > 0
    words = say_decision(weak.action, here.game.phase)  # the list and the narration say it
    page.locator(".gaucho-play-action select").select_option(label=words)
    page.locator(".gaucho-play-play").click()
    wait_text(page, ".gaucho-play-narration", f"Red: {words}")
    page.wait_for_function(
        "() => !document.querySelector('.gaucho-play-compare').disabled", timeout=WAIT_MS)
    page.locator(".gaucho-play-compare").click()
    said = wait_text(page, ".gaucho-play-coach", " costs ")
    # both moves said in words, as the list and the narration say them
    in_words = analysis.compare(
        weak.action, name=lambda action: say_decision(action, here.game.phase))
    assert said.strip() == str(in_words) and words in said
    found = re.search(r" costs ([\d.]+) Pesos", said)
    assert found and float(found.group(1)) == round(expected.cost, 1) > 0
