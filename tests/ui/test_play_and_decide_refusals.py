"""Free play and decision exercises refuse a student's slip in words (non-browser).

A seat the game does not have as ``human`` (``human=3`` in a 3-player game) used to leave
every seat to the bots, which then played the whole game out; a misspelt bot kind used to
play random moves without a word; a decision exercise (:class:`gaucho.practice.Decide`)
used to raise on an unreadable answer, and to refuse a move without saying why.
"""

from __future__ import annotations

import pytest

import gaucho
from gaucho import practice
from gaucho.exercises import Drill
from gaucho.explorer import PlayController
from gaucho.i18n import use_language


@pytest.mark.parametrize("human", [3, -1, "0", True])
def test_a_human_seat_the_game_does_not_have_is_refused(human: object) -> None:
    with use_language("es"), pytest.raises(gaucho.InvalidPosition) as caught:
        PlayController(players=3, seed=1, human=human)  # type: ignore[arg-type]
    assert str(caught.value) == (
        "human debe ser un número de asiento 0..2, o None para jugar solo con bots, "
        f"no {human!r}")


def test_loading_a_save_with_fewer_seats_than_the_human_changes_nothing() -> None:
    play = PlayController(players=4, seed=1, human=3)
    before = play.save()
    small = gaucho.Game.new(players=2, seed=5).to_json()
    with use_language("fr"), pytest.raises(gaucho.InvalidPosition) as caught:
        play.load(small)
    assert str(caught.value) == (
        "human doit être un numéro de place 0..1, ou None pour des bots seuls, pas 3")
    assert play.save() == before and play.is_human_turn is (play.game.current_player == 3)


@pytest.mark.parametrize("bots", ["expret", ["random", "club", "grredy"], {2: "Club"}])
def test_a_bot_kind_that_is_not_one_is_refused(bots: object) -> None:
    with use_language("de"), pytest.raises(gaucho.InvalidConfig) as caught:
        PlayController(players=3, seed=1, human=0, bots=bots)  # type: ignore[arg-type]
    wrong = {"expret": "expret"}.get(bots) if isinstance(bots, str) else (
        "grredy" if isinstance(bots, list) else "Club")
    assert str(caught.value) == (
        f"unbekannter Bot {wrong!r}; wähle einen von random, greedy, beginner, club, expert")


def test_the_human_seat_and_none_still_play() -> None:
    assert PlayController(players=3, seed=1, human=2, bots="greedy").human == 2
    assert PlayController(players=2, seed=1, human=None, max_bot_steps=0).human is None


@pytest.fixture(scope="module")
def decide() -> Drill:
    return Drill("t-decide-refusals", practice.decide_spend, seed=0)


#: "garbage" answered to the decision: not judged, told in a student's words (no
#: help(gaucho.actions), which is for code), with the choices to write.
UNREADABLE_DECISION = {
    "en": "I could not read that: no move starts with “garbage”; write one of: A B2 2, A G3 3, "
          "B S5 2.",
    "es": "No pude leer eso: ninguna jugada empieza por «garbage»; escribe una de estas: A B2 2, "
          "A G3 3, B S5 2.",
    "fr": "Je n'ai pas pu lire cela\u00a0: aucun coup ne commence par «\u00a0garbage\u00a0»"
          "\u202f; écrivez l'un des choix suivants\u00a0: A B2 2, A G3 3, B S5 2.",
    "de": "Das konnte ich nicht lesen: kein Zug beginnt mit „garbage“; schreibe eins davon: "
          "A B2 2, A G3 3, B S5 2.",
}


@pytest.mark.parametrize("language", sorted(UNREADABLE_DECISION))
def test_a_decision_does_not_raise_on_an_unreadable_answer(decide: Drill, language: str) -> None:
    with use_language(language):
        told = decide.check("garbage")
        lines, empty = told.lines(), decide.check("")
    assert (told.verdict, told.answer, told.outcomes) == ("unreadable", "", ())
    assert lines == [UNREADABLE_DECISION[language]]
    assert told.problem == {"en": "no move starts with “garbage”",
                            "es": "ninguna jugada empieza por «garbage»",
                            "fr": "aucun coup ne commence par «\u00a0garbage\u00a0»",
                            "de": "kein Zug beginnt mit „garbage“"}[language]
    assert (empty.verdict, empty.answer) == ("unreadable", "")


def test_a_refused_decision_says_why(decide: Drill) -> None:
    assert decide.choices() == ["A B2 2", "A G3 3", "B S5 2"]
    with use_language("en"):
        assert decide.judge("A K4 5").message == (
            "The game refuses “A K4 5”: K4 is not in the Pampa.")
        assert decide.judge("take 1 2").message == (
            "The game refuses “take 1 2”: you already took your dice this turn.")
        # checked, a move none of the choices is told so, refused or not
        assert decide.check("A K4 5").message == "“A K4 5” is not one of the choices."
