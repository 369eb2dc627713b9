"""A review calls its figures final Pesos only when its play-outs reached the end.

The paired play-outs of a decision (the move played and the coach's best, side by side)
stop at the end of the game or at the level's ``depth``.  The review used to say "worth
... 6 decisions after this turn" of every such decision, even in the round without dice,
where every play-out ends the game; it now checks (:func:`paired_to_the_end`) and says
final Pesos only then."""

from __future__ import annotations

import pytest

import gaucho
from gaucho.coach import CoachBot
from gaucho.coach.budgets import level_of
from gaucho.coach.review import paired, paired_to_the_end, review
from gaucho.information import InformationSet

#: Seed 3, two players between beginner bots (seeds "3/0", "3/1"): Red's STEAL in the
#: round without dice (step 165) takes the brown 11; the planted game steals the brown 3.
SEED, STEAL_STEP = 3, 165


def played(plant: str | None = None) -> gaucho.Game:
    game = gaucho.Game.new(players=2, seed=SEED)
    bots = [CoachBot("beginner", seed=f"{SEED}/{q}") for q in range(2)]
    while not game.is_over:
        if plant is not None and len(game.history) == STEAL_STEP:
            game.play(plant)
            plant = None
            continue
        game.play(bots[game.current_player].choose(game))
    return game


@pytest.fixture(scope="module")
def planted_review():  # type: ignore[no-untyped-def]
    return review(played("steal B3"), 0, "beginner")


def test_a_decision_whose_play_outs_all_end_the_game_is_judged_in_final_pesos(
        planted_review) -> None:  # type: ignore[no-untyped-def]
    d = planted_review.decision(STEAL_STEP)
    assert (d.round, str(d.played), str(d.best)) == (16, "steal B3", "steal B11")
    assert planted_review.game.pesos == [162, 180]
    info = InformationSet.of(d.state, 0)
    figures, finished = paired_to_the_end(info, [d.best, d.played], level_of("beginner"),
                                          d.seed)
    assert finished is True
    assert figures == paired(info, [d.best, d.played], level_of("beginner"), d.seed)
    assert figures == [(164.0, 0.0), (162.0, 0.0)]  # every play-out a finished game
    assert (d.horizon, d.best_value, d.played_value, d.loss, d.band) == (
        None, 164.0, 162.0, 2.0, "good")
    assert str(d.text) == ("Good: “steals the brown 3” gave up 2.0 Pesos on average against "
                           "“steals the brown 11” (162.0 against 164.0 Pesos at the end)")
    assert str(d.reason).endswith("on average 162.0 Pesos at the end (2.0 fewer than the "
                                  "best), win chance 0% [R-SPECIAL-3, R-STEAL-1, R-STEAL-2, "
                                  "R-HERD-4]")


def test_a_retry_there_is_judged_in_final_pesos_too(planted_review) -> None:  # type: ignore[no-untyped-def]
    again = planted_review.retry(STEAL_STEP, "steal B3")
    assert (again.accepted, again.cost, again.value) == (True, 2.0, 162.0)
    assert "Pesos at the end" in str(again.reason)
    assert "decisions after this turn" not in str(again.reason)


def test_a_decision_whose_play_outs_stop_before_the_end_says_where_they_stopped() -> None:
    """Step 162, the draft of the last regular round: the paired play-outs stop 6 decisions
    after Red's turn (the beginner's depth), before the end."""
    r = review(played(), 0, "beginner")
    d = r.decision(162)
    assert (d.round, str(d.played), str(d.best)) == (15, "take 2 2", "take 2 4")
    info = InformationSet.of(d.state, 0)
    assert paired_to_the_end(info, [d.best, d.played], level_of("beginner"), d.seed)[1] is False
    assert d.horizon == level_of("beginner").depth == 6
    assert "6 decisions after this turn" in str(d.text)
