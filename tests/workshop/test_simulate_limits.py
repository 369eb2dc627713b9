"""Simulation limits (issue 31): a per-game time limit that turns a hung game into a failure,
workers capped at the cores with a warning, ``start=`` to go on from a given game, and
bounds on the number of games.  A time limit decides only *whether* a game failed: the
records of the games that finish are those of a run without it."""

from __future__ import annotations

import io
from typing import Any

import pytest

import gaucho
from gaucho.errors import GameFailed, SimulationError
from gaucho.workshop.simulation import (
    MAX_GAMES,
    game_seed,
    iter_games,
    simulate,
    usable_cores,
    write_records,
)

HUNG = game_seed(0, 1)


def hangs_in_game_1(game: gaucho.Game) -> Any:
    """A bot that never answers in game 1 of a run seeded 0 (and plays the first action
    elsewhere)."""
    while game.seed == HUNG:
        pass
    return game.legal_actions()[0]


def hangs_in_game_1_catching_everything(game: gaucho.Game) -> Any:
    """The same, with a bot's own ``except Exception`` around the loop."""
    try:
        return hangs_in_game_1(game)
    except Exception:  # noqa: BLE001 - what a careless bot does
        return game.legal_actions()[0]


@pytest.mark.parametrize("bot", [hangs_in_game_1, hangs_in_game_1_catching_everything])
@pytest.mark.parametrize("workers", [1, 2])
def test_a_hung_game_fails_after_its_time_limit_and_the_others_are_kept(
        bot: Any, workers: int) -> None:
    sim = simulate(games=3, players=2, bots=bot, seed=0, workers=workers, chunk_size=1,
                   progress=False, time_limit=1, errors="record")
    assert [g["game"] for g in sim.games] == [0, 2]
    assert [(f["game"], f["seed"], f["error"]) for f in sim.failures] == [
        (1, HUNG, "TimeLimit: the game took longer than 1 s (time_limit)")]
    free = simulate(games=3, players=2, bots=bot, seed=0, workers=1,
                    progress=False, errors="record", max_steps=20_000, start=2)
    assert sim.games[1] == free.games[0]


def test_a_time_limit_raises_game_failed_by_default() -> None:
    with pytest.raises(GameFailed) as info:
        simulate(games=2, players=2, bots=hangs_in_game_1, seed=0, workers=1, progress=False,
                 time_limit=0.5)
    assert (info.value.index, info.value.seed) == (1, HUNG)
    assert "TimeLimit: the game took longer than 0.5 s (time_limit)" in str(info.value)


@pytest.mark.parametrize("value", [0, -1, True, "5", float("nan"), 10**7])
def test_a_time_limit_is_a_positive_number_of_seconds(value: Any) -> None:
    with pytest.raises(SimulationError) as info:
        simulate(bots="random", games=1, players=2, workers=1, time_limit=value)
    assert "time_limit must be a number of seconds" in str(info.value)


def test_workers_beyond_the_cores_are_capped_with_a_warning() -> None:
    cores = usable_cores()
    with pytest.warns(RuntimeWarning, match=f"workers=1000 is more than the {cores} cores "
                                            f"here; using {cores} worker processes"):
        sim = simulate(bots="random", games=2, players=2, seed=3, workers=1000, progress=False)
    assert sim.games == simulate(bots="random", games=2, players=2, seed=3, workers=1,
                                 progress=False).games


def test_start_plays_the_rest_of_a_run_with_the_same_records() -> None:
    whole = simulate(bots="random", games=7, players=3, seed=5, workers=1, progress=False)
    rest = simulate(bots="random", games=7, players=3, seed=5, workers=1, progress=False, start=4)
    assert rest.games == whole.games[4:] and rest.players == whole.players[4 * 3:]
    assert rest.meta["start"] == 4


def test_write_records_appends_a_resumed_run() -> None:
    whole, part = io.StringIO(), io.StringIO()
    write_records(iter_games(bots="random", games=6, players=2, seed=1, workers=1), whole)
    first = write_records(iter_games(bots="random", games=3, players=2, seed=1, workers=1), part)
    assert first.next_game == 3
    rest = write_records(iter_games(bots="random", games=6, players=2, seed=1, workers=1,
                                    start=3), part, append=True)
    assert rest.next_game == 6 and part.getvalue() == whole.getvalue()


@pytest.mark.parametrize(("changes", "words"), [
    ({"games": MAX_GAMES + 1}, "games must be at most 1,000,000,000,000"),
    ({"games": 10**30}, "games must be at most 1,000,000,000,000, not 1e+30"),
    ({"games": 3, "start": 4}, "start (4) is past the last game (3 games)"),
    ({"games": 3, "start": -1}, "start must be a whole number of at least 0"),
    ({"games": 3, "start": True}, "start must be a whole number of at least 0"),
])
def test_the_games_and_the_start_are_bounded(changes: dict[str, Any], words: str) -> None:
    with pytest.raises(SimulationError) as info:
        iter_games(players=2, workers=1, **changes)
    assert words in str(info.value), str(info.value)
