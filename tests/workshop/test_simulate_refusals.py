"""``simulate()``'s own refusals name the argument (``bots: ...``, as ``play_game``'s), and
keep naming ``games`` where the command line names ``--games``."""

from __future__ import annotations

import pytest

from gaucho.errors import SimulationError
from gaucho.i18n import use_language
from gaucho.workshop.simulation import iter_games, simulate


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "bots: 3 bots for 4 players; give one bot for every seat, or one for them all"),
    ("es", "bots: 3 bots para 4 jugadores; indica un bot para cada asiento, o uno para todos"),
    ("de", "bots: 3 Bots für 4 Spieler; gib einen Bot für jeden Platz an oder einen für alle"),
])
def test_simulate_refuses_a_bot_count_naming_bots(lang: str, message: str) -> None:
    with use_language(lang), pytest.raises(SimulationError) as info:
        simulate(games=2, players=4, bots=["random"] * 3, workers=1, progress=False)
    assert str(info.value) == message


def test_simulate_refuses_five_bots_for_two_players_naming_bots() -> None:
    with pytest.raises(SimulationError) as info:
        simulate(games=2, players=2, bots=["random"] * 5, workers=1, progress=False)
    assert str(info.value) == ("bots: 5 bots for 2 players; give one bot for every seat, "
                               "or one for them all")


def test_iter_games_refuses_a_bot_count_before_any_game() -> None:
    with pytest.raises(SimulationError) as info:
        iter_games(games=2, players=3, bots=["random", "greedy"], workers=1, progress=False)
    assert str(info.value) == ("bots: 2 bots for 3 players; give one bot for every seat, "
                               "or one for them all")


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "games must be at most 1,000,000,000,000, not 1e+30"),
    ("es", "games debe ser como mucho 1.000.000.000.000, no 1e+30"),
])
def test_the_python_api_still_names_games(lang: str, message: str) -> None:
    with use_language(lang), pytest.raises(SimulationError) as info:
        simulate(games=10**30, players=2, bots="random", workers=1, progress=False)
    assert str(info.value) == message
