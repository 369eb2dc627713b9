"""play_game refuses a number of players that is not 2 to 4, or a number of bots that does
not fit it, with a SimulationError naming the argument (``players`` or ``bots``), in the
current language, before any game starts."""

from __future__ import annotations

from typing import Any

import pytest

from gaucho.errors import GauchoError, SimulationError
from gaucho.i18n import use_language
from gaucho.workshop.bots import make_bot, play_game


@pytest.mark.parametrize("players", [0, 1, 5, -1, True, False, 2.5, "2", 4.0, [2]])
@pytest.mark.parametrize("bots", ["random", ["random", "random"]], ids=["one", "two"])
def test_players_out_of_range_is_refused_naming_players(players: Any, bots: Any) -> None:
    with pytest.raises(SimulationError) as info:
        play_game(bots, players=players, seed=1)
    assert type(info.value) is SimulationError
    assert str(info.value) == ("players: El Gaucho is for 2 to 4 players, not "
                               f"{players!r}")


@pytest.mark.parametrize(("bots", "players", "text"), [
    (["random", "random"], 3, "bots: 2 bots for 3 players; give one bot for every seat, "
                              "or one for them all"),
    (["random"] * 3, 4, "bots: 3 bots for 4 players; give one bot for every seat, "
                        "or one for them all"),
    (["random"] * 4, 2, "bots: 4 bots for 2 players; give one bot for every seat, "
                        "or one for them all"),
    ([], None, "bots: 0 bots for 4 players; give one bot for every seat, "
               "or one for them all"),
    ((), 3, "bots: 0 bots for 3 players; give one bot for every seat, "
            "or one for them all"),
    (["random"] * 5, None, "bots: El Gaucho is for 2 to 4 players, not 5 bots; give one bot "
                           "for every seat, or one for them all"),
    (("random",) * 7, None, "bots: El Gaucho is for 2 to 4 players, not 7 bots; give one "
                            "bot for every seat, or one for them all"),
])
def test_a_bot_count_that_does_not_fit_is_refused_naming_bots(
        bots: Any, players: Any, text: str) -> None:
    with pytest.raises(SimulationError, match=r"^bots: ") as info:
        play_game(bots, players=players, seed=1)
    assert type(info.value) is SimulationError
    assert str(info.value) == text


def test_the_refusals_are_gaucho_errors_and_value_errors() -> None:
    """``except ValueError`` (which caught the bare ValueError before) still catches them."""
    for bots, players in ((["random"] * 3, 2), ("random", 9)):
        with pytest.raises(ValueError) as info:
            play_game(bots, players=players)
        assert isinstance(info.value, GauchoError)


def test_the_bot_count_is_refused_before_any_bot_is_made(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[Any] = []

    def spy(spec: Any, seed: Any = 0) -> Any:
        made.append(spec)
        return make_bot(spec, seed=seed)

    monkeypatch.setattr("gaucho.workshop.bots.make_bot", spy)
    with pytest.raises(SimulationError, match="^bots: "):
        play_game(["random"] * 3, players=2)
    with pytest.raises(SimulationError, match="^players: "):
        play_game("random", players=5)
    assert made == []


@pytest.mark.parametrize(("lang", "players_text", "bots_text", "many_text"), [
    ("es", "players: El Gaucho se juega de 2 a 4 jugadores, no 5",
     "bots: 3 bots para 2 jugadores; indica un bot para cada asiento, o uno para todos",
     "bots: El Gaucho se juega de 2 a 4 jugadores, no con 5 bots; indica un bot para cada "
     "asiento, o uno para todos"),
    ("fr", "players\xa0: El Gaucho se joue de 2 à 4 joueurs, pas 5",
     "bots\xa0: 3 bots pour 2 joueurs\u202f; donnez un bot pour chaque siège, ou un seul pour tous",
     "bots\xa0: El Gaucho se joue de 2 à 4 joueurs, pas avec 5 bots\u202f; donnez un bot pour "
     "chaque siège, ou un seul pour tous"),
    ("de", "players: El Gaucho ist für 2 bis 4 Spieler, nicht 5",
     "bots: 3 Bots für 2 Spieler; gib einen Bot für jeden Platz an oder einen für alle",
     "bots: El Gaucho ist für 2 bis 4 Spieler, nicht für 5 Bots; gib einen Bot für jeden "
     "Platz an oder einen für alle"),
])
def test_the_refusals_are_translated(lang: str, players_text: str, bots_text: str,
                                     many_text: str) -> None:
    with use_language(lang):
        with pytest.raises(SimulationError) as info:
            play_game("random", players=5)
        assert str(info.value) == players_text
        with pytest.raises(SimulationError) as info:
            play_game(["random"] * 3, players=2)
        assert str(info.value) == bots_text
        with pytest.raises(SimulationError) as info:
            play_game(["random"] * 5)
        assert str(info.value) == many_text


def test_good_counts_still_play() -> None:
    assert play_game("random", seed=3).players == 4
    assert play_game("random", players=2, seed=3).players == 2
    assert play_game(["random"] * 3, seed=3).players == 3
    assert play_game(["random"] * 3, players=3, seed=3).players == 3
