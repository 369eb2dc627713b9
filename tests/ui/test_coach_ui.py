"""The coach in the Play tab and the First game (issue 33), without a browser.

Hint is the coach's best move with its reason; "Compare with my move" prices the human's
last decision against the best of that very position; each bot seat gets its own kind or
coach level; the view says it is busy while the coach searches; after the scripted first
game the student plays on against the ``beginner`` coach.
"""

from __future__ import annotations

import random

import pytest

from gaucho.coach import LEVELS, CoachBot
from gaucho.explorer import PlayController, make_bot
from gaucho.explorer.guided import OPPONENT_LEVEL, GuidedGame
from gaucho.explorer.play import BOT_KINDS, HINT_LEVEL, bot_kinds
from gaucho.explorer.said import say_decision
from gaucho.workshop.bots import GreedyBot, RandomBot


def test_every_coach_level_is_a_bot_of_free_play() -> None:
    assert set(LEVELS) <= set(BOT_KINDS) and HINT_LEVEL in LEVELS
    for level in LEVELS:
        bot = make_bot(level, 3)
        assert isinstance(bot, CoachBot) and bot.name == level
    assert isinstance(make_bot("greedy"), GreedyBot) and isinstance(make_bot(), RandomBot)


def test_each_bot_seat_gets_its_own_kind() -> None:
    assert bot_kinds("club", 3, 0) == {1: "club", 2: "club"}
    assert bot_kinds(["x", "expert", "greedy", "club"], 3, 0) == {1: "expert", 2: "greedy"}
    assert bot_kinds({2: "beginner"}, 4, 1) == {0: "random", 2: "beginner", 3: "random"}
    c = PlayController(3, 5, 0, ["random", "beginner", "greedy"])
    assert isinstance(c.bots[1], CoachBot) and isinstance(c.bots[2], GreedyBot)
    assert c.thinks and not PlayController(2, 5, 0, "greedy").thinks


def test_hint_is_the_coachs_best_move_with_its_reason() -> None:
    c = PlayController(2, 4, 0, "random")
    advice = c.advice()
    assert advice is not None and advice is c.analysis(len(c.game.history)).best
    assert c.hint() == advice.action and advice.action in c.legal_actions
    assert "[R-" in str(advice.reason)


def test_compare_prices_the_last_move_against_the_best_of_its_position() -> None:
    c = PlayController(2, 4, 0, "random")
    assert c.compare_last() is None and not c.can_compare
    step = len(c.game.history)
    analysis = c.analysis(step)
    weak = max(analysis, key=lambda cand: analysis.compare(cand.action).cost)
    c.choose(weak.action)
    comparison = c.compare_last()
    assert comparison is not None and c.can_compare
    assert comparison == analysis.compare(weak.action) and comparison.cost > 0
    assert f"costs {comparison.cost:.1f} Pesos" in str(comparison)
    c.undo()
    c.choose(analysis.best.action)
    best = c.compare_last()
    assert best is not None and best.cost == 0 and "as good as" in str(best)


def test_the_play_view_says_it_is_busy_then_shows_the_hint_and_the_cost(
        monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.play import PlayWidget

    view = PlayWidget(players=3, seed=2, human=1, bots=["club", "random", "beginner"])
    shown = [p.layout.display for p in view.bot_picks]
    assert shown == ["", "none", "", "none"]  # Red and Green are bots; Blue is the human
    assert [p.value for p in view.bot_picks[:3]] == ["club", "random", "beginner"]
    said: list[str] = []
    advice = view.controller.advice

    def watched() -> object:
        said.append(view.board.message)
        return advice()

    monkeypatch.setattr(view.controller, "advice", watched)
    view.hint_button.click()
    assert said == ["The coach is thinking…"]
    best = advice()
    assert best is not None
    words = say_decision(best.action, view.controller.game.phase)  # the move in words
    assert view.board.message == f"Hint: “{words}”. {best.reason}"
    assert view.board.hint and "Hint" in view.coach_answer.value
    view.controller.choose(best.action)
    view.compare_button.click()
    assert "as good as the coach" in view.coach_answer.value


def test_after_the_script_the_student_plays_on_against_the_beginner_coach() -> None:
    guide = GuidedGame()
    while not guide.done:
        assert guide.play(guide.step.move).correct  # type: ignore[union-attr]
    assert OPPONENT_LEVEL == "beginner" and guide.opponent.name == "beginner"
    assert "beginner coach" in guide.instruction()
    before = guide.game.to_position()
    refused = guide.play("take 9 9")
    assert not refused.correct and refused.rule_id == "R-TURN-1"
    assert guide.game.to_position() == before
    rng = random.Random(3)
    for _ in range(12):
        assert guide.student_to_move
        steps = len(guide.game.history)
        assert guide.play(rng.choice(guide.game.legal_actions())).correct
        assert len(guide.game.history) > steps
    opponent_steps = [s for s in guide.game.history[-30:] if s.player == 1]
    assert opponent_steps  # the coach answered
