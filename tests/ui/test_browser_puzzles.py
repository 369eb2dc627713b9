"""Real browser: puzzles answered by clicks, and the review of a game in the Play tab.

The expected words and clicks are computed here, in the test's own Python, with the same
controllers and seeds as the app's kernel: both are deterministic, so the page must say
exactly that.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from voila_server import WAIT_MS, browser_or_skip, click_board, offline_app_page, wait_text

import gaucho
from gaucho.coach import CoachBot
from gaucho.explorer.board_input import BoardInput
from gaucho.explorer.puzzles import PuzzleController
from gaucho.explorer.review import ReviewController

pytestmark = pytest.mark.browser

PUZZLE_BOARD = ".gaucho-puzzle-board"
REVIEW_BOARD = ".gaucho-review-board"


@pytest.fixture(scope="module")
def app_page() -> Iterator[tuple[Any, list[str]]]:
    browser_or_skip()
    with offline_app_page() as page_and_blocked:
        yield page_and_blocked


def tokens_for(game: gaucho.Game, action: Any) -> list[str]:
    """The clicks that play ``action`` on the board (a confirm button if several moves are
    complete after them), checked on a board input here."""
    pick = BoardInput(game)
    tokens: list[str] = []
    for t in pick.clicks_for(action):
        tokens.append(t)
        outcome = pick.click(t)
        if outcome.kind == "play":  # the decision is complete: no more clicks
            assert outcome.action == action
            return tokens
    i = pick.complete().index(action)
    tokens.append(f"confirm:{i}")
    assert pick.click(tokens[-1]).action == action
    return tokens


def click_tokens(page: Any, board: str, tokens: list[str]) -> None:
    """Click each token on ``board``, waiting for the board to answer each click."""
    for t in tokens:
        click_board(page, board, t, button=t.startswith(("choice:", "confirm:", "clear")))


def test_a_puzzle_solved_wrongly_then_rightly_by_clicks(app_page: tuple[Any, list[str]]
                                                        ) -> None:
    page, blocked = app_page
    page.evaluate("() => localStorage.removeItem('gaucho-puzzle-progress')")
    page.get_by_role("tab", name="Puzzles").click()
    here = PuzzleController()
    p = here.puzzle
    wait_text(page, ".gaucho-puzzle-goal", str(p.goal))
    before = page.inner_text(".gaucho-puzzle-rating")
    assert "your rating 1500" in before
    assert str(p.goal) not in before  # the goal is shown once, above the ratings
    wrong = next(m for m in p.values if m not in p.answers)
    click_tokens(page, PUZZLE_BOARD, tokens_for(p.game(), gaucho.actions.parse(wrong)))
    expected = here.answer(wrong)
    said = wait_text(page, ".gaucho-puzzle-feedback", "Not this one")
    assert said.strip() == str(expected.text)
    after = page.inner_text(".gaucho-puzzle-rating")
    assert after != before and f"your rating {round(here.progress.rating.rating)}" in after
    right = gaucho.actions.parse(p.answers[0])
    click_tokens(page, PUZZLE_BOARD, tokens_for(p.game(), right))
    said = wait_text(page, ".gaucho-puzzle-feedback", "Right:")
    assert said.strip() == str(here.answer(right).text)
    stored = page.evaluate("() => localStorage.getItem('gaucho-puzzle-progress')")
    assert json.loads(stored)["attempts"][p.id]["solved"] is True
    assert page.locator(".gaucho-puzzle-dashboard tr[data-concept]").count() >= 1
    assert not blocked or all("fontawesome" in u for u in blocked)


def short_game() -> gaucho.Game:
    game = gaucho.Game.new(players=2, seed=3)
    bots = [CoachBot("beginner", seed=q) for q in range(2)]
    while not game.is_over:
        game.play(bots[game.current_player].choose(game))
    return game


def test_a_review_shows_its_moments_and_accepts_a_retry(app_page: tuple[Any, list[str]],
                                                        tmp_path: Path) -> None:
    page, _ = app_page
    game = short_game()
    saved = tmp_path / "game.json"
    saved.write_text(game.to_json(), encoding="utf-8")
    page.get_by_role("tab", name="Play").click()
    with page.expect_file_chooser(timeout=WAIT_MS) as chooser:
        page.locator(".gaucho-play-load").click()
    chooser.value.set_files(str(saved))
    wait_text(page, ".gaucho-play-status", "Game over")
    here = ReviewController(game, 0)
    here.run()
    labels = here.labels()
    assert labels
    page.locator(".gaucho-review-start").click()
    page.wait_for_selector(".gaucho-review-moment", timeout=WAIT_MS)
    shown = page.eval_on_selector_all(".gaucho-review-moment",
                                      "els => els.map(e => e.innerText.trim())")
    assert shown == labels
    assert page.inner_text(".gaucho-review-summary").strip() == here.summary()
    page.locator(".gaucho-review-moment").first.click()
    d = here.select(0)
    wait_text(page, ".gaucho-review-verdict", str(d.text))
    page.locator(".gaucho-review-try").click()
    wait_text(page, f"{REVIEW_BOARD} .gaucho-bw-message", "Choose anew")
    click_tokens(page, REVIEW_BOARD, tokens_for(here.position(), d.best))
    said = wait_text(page, ".gaucho-review-verdict", "Accepted")
    assert str(here.retry(d.best).text) in said
