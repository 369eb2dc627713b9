"""The coach decides and explains from what its seat sees, never from hidden tiles (issue 33).

Each pair of games below differs only in what one seat cannot see: the second is the
first's position with every hidden tile dealt anew by
:meth:`gaucho.information.InformationSet.sample` (draw pile, face-down Steppe, covering
tiles, tiles out of the game, the others' hands and, in the keep phase, their kept
tiles), rebuilt as a :class:`~gaucho.Game`.  The seat must get the same analysis — the
same candidates, figures and reasons — and the same :class:`~gaucho.coach.CoachBot`
move, at every level, with draws from a shuffled pile and by chance.  Budgets are cut
where the level's policy stays (``dataclasses.replace``): the property is the search's
and the reasons', not the budget's.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest
from helpers import positions_with_a_choice

import gaucho
from gaucho.coach import LEVELS, CoachBot
from gaucho.coach.analysis import Analysis, analyse, position_at
from gaucho.information import InformationSet
from gaucho.position import to_position

DRAWS = ("shuffled", "chance")
#: Steps of each game at which the pair is made: the keep phase, the first placements,
#: early and late turns, the collection.
STEPS = (0, 3, 9, 30, 70, 140)


def positions(players: int, seed: int, draws: str) -> Iterator[gaucho.Game]:
    """Copies of one random game at :data:`STEPS` where a seat has a choice to make."""
    return positions_with_a_choice(players, seed, STEPS, draws)


def twin(game: gaucho.Game, seat: int, seed: int) -> gaucho.Game:
    """The game's position with everything ``seat`` cannot see dealt anew."""
    other = InformationSet.of(game.state, seat).sample(random.Random(seed))
    return gaucho.Game.from_position(to_position(other), seed=game.seed)


def cheap(name: str, simulations: int = 6) -> gaucho.coach.Level:
    return dataclasses.replace(LEVELS[name], simulations=simulations, probe=1)


def same(a: Analysis, b: Analysis) -> None:
    assert [c.action for c in a] == [c.action for c in b]
    assert [(c.mean, c.low, c.high, c.win, c.visits) for c in a] == [
        (c.mean, c.low, c.high, c.win, c.visits) for c in b]
    assert [str(c.reason) for c in a] == [str(c.reason) for c in b]
    assert a.candidates == b.candidates


@pytest.mark.parametrize("draws", DRAWS)
@pytest.mark.parametrize("level", list(LEVELS))
def test_analysis_is_the_same_on_tables_the_seat_cannot_tell_apart(level: str,
                                                                   draws: str) -> None:
    pairs = 0
    for game in positions(3, 11, draws):
        seat = game.current_player
        there = twin(game, seat, 5)
        assert there.to_position() != game.to_position() or not InformationSet.of(
            game.state, seat).unseen  # the pair really differs in hidden tiles
        same(analyse(game, level=cheap(level), seed=2),
             analyse(there, level=cheap(level), seed=2))
        pairs += 1
    assert pairs >= 4


@pytest.mark.parametrize("draws", DRAWS)
@pytest.mark.parametrize("level", list(LEVELS))
def test_coach_bot_plays_the_same_on_tables_the_seat_cannot_tell_apart(level: str,
                                                                       draws: str) -> None:
    """The real levels, budgets untouched, on a position in a turn (an expert decision
    costs seconds here: one position of each kind of draws)."""
    games = [g for g in positions(2, 4, draws) if g.round >= 1][:1]
    assert games
    for game in games:
        seat = game.current_player
        there = twin(game, seat, 9)
        assert CoachBot(level, seed=1).choose(game) == CoachBot(level, seed=1).choose(there)


@pytest.mark.parametrize("draws", DRAWS)
def test_a_past_position_is_judged_from_what_the_seat_knew_then(draws: str) -> None:
    """A finished game analysed at a seat's old decision (``step``) equals that position
    analysed on its own, and a table dealt anew behind the seat's back changes nothing,
    although the game went on and turned over tiles since."""
    game = gaucho.Game.new(players=2, seed=8, draws=draws)
    rng = random.Random(8)
    while not game.is_over:
        game.play(rng.choice(game.legal_actions()))
    level = cheap("club")
    steps = [s.index for s in game.history if s.player >= 0 and s.round >= 2][:40:13]
    assert steps
    for step in steps:
        then = gaucho.Game.from_position(to_position(position_at(game, step)))
        seat = then.current_player
        if len(then.legal_actions()) == 1:
            continue
        past = analyse(game, seat, level, step=step, seed=3)
        assert (past.seat, past.step) == (seat, step)
        same(past, analyse(then, level=level, seed=3))
        same(past, analyse(twin(then, seat, 1), level=level, seed=3))


def test_after_his_move_a_seat_is_judged_at_that_move() -> None:
    """Once the seat has moved and others play on, ``analyse(game, seat)`` judges the
    seat's last decision (what "Compare with my move" needs)."""
    game = gaucho.Game.new(players=3, seed=2)
    rng = random.Random(2)
    while game.round < 2:
        game.play(rng.choice(game.legal_actions()))
    seat = game.current_player
    while game.current_player == seat:
        game.play(rng.choice(game.legal_actions()))
    last = [s for s in game.history if s.player == seat][-1]
    past = analyse(game, seat, cheap("beginner"), seed=1)
    assert (past.seat, past.step) == (seat, last.index)
    assert last.action in [c.action for c in past]
