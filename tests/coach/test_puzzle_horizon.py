"""A puzzle calls its figures final Pesos only when its play-outs reached the end.

The searches a puzzle's figures come from stop their play-outs at the end of the game or
16 decisions after the turn (the screening level's ``depth``), whichever comes first.  A
puzzle keeps where they stopped (:attr:`gaucho.puzzles.Puzzle.horizon`), the feedback says
"Pesos at the end" only with ``None``, else the review's worth-ahead words.  For the
puzzles mined before puzzles kept it, it was found again by running the exact search the
figures came from (:func:`gaucho.puzzles.mining.horizon_of`: the same figures to their
two decimals); the records for which that search no longer gave them were mined again by
today's code, or dropped (``tests/coach/test_puzzles_proven.py``).  A record that says
nothing is read as not known to reach the end.
"""

from __future__ import annotations

import json
import random
from importlib import resources

import pytest

from gaucho.i18n import use_language
from gaucho.puzzles import UNKNOWN_HORIZON, Puzzle, load
from gaucho.puzzles.mining import RECHECK, SCREEN, horizon_of, mine_position
from gaucho.puzzles.progress import Progress

PUZZLES = {p.id: p for p in load()}
RAW = {r["id"]: r for r in json.loads(resources.files("gaucho.puzzles").joinpath(
    "puzzles.json").read_text(encoding="utf-8"))["puzzles"]}
#: The Dice Rodeo in round 4 of 2 players, 18 tiles left to draw: "take 6 6" the answer,
#: "take 1 6" the next best; the play-outs stopped 16 decisions after the turn.
AHEAD = PUZZLES["7c8639ede854"]
#: The Dice Rodeo of the last regular round (2 players, the draw pile empty): "take 3 3"
#: the answer, "take 2 3" the next best; every play-out reached the end of the game.
AT_THE_END = PUZZLES["dd5348202a9e"]

WORDS = {
    ("en", "right", "ahead"): (
        "Right: “takes 6 and 6 from the Dice Rodeo” [R-TURN-1]. The coach finds it worth 69.6 "
        "Pesos on average 16 decisions after it, 11.8 more than the next best, “takes 1 and 6 "
        "from the Dice Rodeo”"),
    ("en", "shown", "ahead"): (
        "The answer: “takes 6 and 6 from the Dice Rodeo” [R-TURN-1]. The coach finds it worth "
        "69.6 Pesos on average 16 decisions after it, 11.8 more than the next best, “takes 1 "
        "and 6 from the Dice Rodeo”"),
    ("en", "wrong", "ahead"): (
        "Not this one: “takes 1 and 6 from the Dice Rodeo” [R-TURN-1], and gives up 11.8 Pesos "
        "of worth on average 16 decisions after it. Try again"),
    ("es", "right", "ahead"): (
        "Correcto: «elige 6 y 6 del Rodeo de dados» [R-TURN-1]. Según el entrenador, vale de "
        "media 69,6 Pesos 16 decisiones después de ella, 11,8 más que la siguiente mejor, "
        "«elige 1 y 6 del Rodeo de dados»"),
    ("es", "shown", "ahead"): (
        "La respuesta: «elige 6 y 6 del Rodeo de dados» [R-TURN-1]. Según el entrenador, vale "
        "de media 69,6 Pesos 16 decisiones después de ella, 11,8 más que la siguiente mejor, "
        "«elige 1 y 6 del Rodeo de dados»"),
    ("es", "wrong", "ahead"): (
        "Esta no: «elige 1 y 6 del Rodeo de dados» [R-TURN-1] y pierde de media 11,8 Pesos de "
        "valor 16 decisiones después de ella. Inténtalo de nuevo"),
    ("fr", "right", "ahead"): (
        "Exact\xa0: «\xa0prend 6 et 6 dans le Rodéo de dés\xa0» [R-TURN-1]. Selon l'entraîneur, "
        "ce coup vaut en moyenne 69,6 Pesos 16 décisions après lui, 11,8 de plus que le "
        "suivant, «\xa0prend 1 et 6 dans le Rodéo de dés\xa0»"),
    ("fr", "shown", "ahead"): (
        "La réponse\xa0: «\xa0prend 6 et 6 dans le Rodéo de dés\xa0» [R-TURN-1]. Selon "
        "l'entraîneur, ce coup vaut en moyenne 69,6 Pesos 16 décisions après lui, 11,8 de plus "
        "que le suivant, «\xa0prend 1 et 6 dans le Rodéo de dés\xa0»"),
    ("fr", "wrong", "ahead"): (
        "Pas celui-ci\xa0: «\xa0prend 1 et 6 dans le Rodéo de dés\xa0» [R-TURN-1] et perd en "
        "moyenne 11,8 Pesos de valeur 16 décisions après lui. Réessayez"),
    ("de", "right", "ahead"): (
        "Richtig: „nimmt 6 und 6 aus dem Würfelrodeo“ [R-TURN-1]. Laut Trainer ist dieser Zug "
        "im Schnitt 69,6 Pesos wert, 16 Entscheidungen danach, 11,8 mehr als der nächstbeste, "
        "„nimmt 1 und 6 aus dem Würfelrodeo“"),
    ("de", "shown", "ahead"): (
        "Die Lösung: „nimmt 6 und 6 aus dem Würfelrodeo“ [R-TURN-1]. Laut Trainer ist dieser "
        "Zug im Schnitt 69,6 Pesos wert, 16 Entscheidungen danach, 11,8 mehr als der "
        "nächstbeste, „nimmt 1 und 6 aus dem Würfelrodeo“"),
    ("de", "wrong", "ahead"): (
        "Nicht dieser: „nimmt 1 und 6 aus dem Würfelrodeo“ [R-TURN-1] verschenkt im Schnitt "
        "11,8 Pesos an Wert, 16 Entscheidungen danach. Versuch es noch einmal"),
    ("en", "right", "end"): (
        "Right: “takes 3 and 3 from the Dice Rodeo” [R-TURN-1]. The coach expects 167.0 Pesos "
        "at the end after it, 6.0 more than after the next best, “takes 2 and 3 from the Dice "
        "Rodeo”"),
    ("en", "shown", "end"): (
        "The answer: “takes 3 and 3 from the Dice Rodeo” [R-TURN-1]. The coach expects 167.0 "
        "Pesos at the end after it, 6.0 more than after the next best, “takes 2 and 3 from the "
        "Dice Rodeo”"),
    ("en", "wrong", "end"): (
        "Not this one: “takes 2 and 3 from the Dice Rodeo” [R-TURN-1], and gives up 6.0 Pesos "
        "on average at the end. Try again"),
    ("es", "right", "end"): (
        "Correcto: «elige 3 y 3 del Rodeo de dados» [R-TURN-1]. Tras ella, el entrenador espera "
        "167,0 Pesos al final, 6,0 más que tras la siguiente mejor, «elige 2 y 3 del Rodeo de "
        "dados»"),
    ("es", "shown", "end"): (
        "La respuesta: «elige 3 y 3 del Rodeo de dados» [R-TURN-1]. Tras ella, el entrenador "
        "espera 167,0 Pesos al final, 6,0 más que tras la siguiente mejor, «elige 2 y 3 del "
        "Rodeo de dados»"),
    ("es", "wrong", "end"): (
        "Esta no: «elige 2 y 3 del Rodeo de dados» [R-TURN-1] y pierde de media 6,0 Pesos al "
        "final. Inténtalo de nuevo"),
    ("fr", "right", "end"): (
        "Exact\xa0: «\xa0prend 3 et 3 dans le Rodéo de dés\xa0» [R-TURN-1]. Après ce coup, "
        "l'entraîneur prévoit 167,0 Pesos à la fin, 6,0 de plus qu'après le suivant, «\xa0prend "
        "2 et 3 dans le Rodéo de dés\xa0»"),
    ("fr", "shown", "end"): (
        "La réponse\xa0: «\xa0prend 3 et 3 dans le Rodéo de dés\xa0» [R-TURN-1]. Après ce coup, "
        "l'entraîneur prévoit 167,0 Pesos à la fin, 6,0 de plus qu'après le suivant, «\xa0prend "
        "2 et 3 dans le Rodéo de dés\xa0»"),
    ("fr", "wrong", "end"): (
        "Pas celui-ci\xa0: «\xa0prend 2 et 3 dans le Rodéo de dés\xa0» [R-TURN-1] et perd en "
        "moyenne 6,0 Pesos à la fin. Réessayez"),
    ("de", "right", "end"): (
        "Richtig: „nimmt 3 und 3 aus dem Würfelrodeo“ [R-TURN-1]. Danach erwartet der Trainer "
        "am Ende 167,0 Pesos, 6,0 mehr als nach dem nächstbesten, „nimmt 2 und 3 aus dem "
        "Würfelrodeo“"),
    ("de", "shown", "end"): (
        "Die Lösung: „nimmt 3 und 3 aus dem Würfelrodeo“ [R-TURN-1]. Danach erwartet der "
        "Trainer am Ende 167,0 Pesos, 6,0 mehr als nach dem nächstbesten, „nimmt 2 und 3 aus "
        "dem Würfelrodeo“"),
    ("de", "wrong", "end"): (
        "Nicht dieser: „nimmt 2 und 3 aus dem Würfelrodeo“ [R-TURN-1] verschenkt am Ende im "
        "Schnitt 6,0 Pesos. Versuch es noch einmal"),
}


def feedback(p: Puzzle, kind: str) -> str:
    if kind == "shown":
        return str(Progress().give_up(p).text)
    move = p.answers[0] if kind == "right" else next(m for m in p.values if m not in p.answers)
    return str(Progress().answer(p, move).text)


def test_the_two_puzzles_and_where_their_play_outs_stopped() -> None:
    assert (len(AHEAD.game().state.draw_pile), AHEAD.horizon) == (18, 16)
    assert (len(AT_THE_END.game().state.draw_pile), AT_THE_END.horizon) == (0, None)
    assert (AHEAD.answers, AT_THE_END.answers) == (("take 6 6",), ("take 3 3",))


@pytest.mark.parametrize("language", ["en", "es", "fr", "de"])
@pytest.mark.parametrize("kind", ["right", "shown", "wrong"])
def test_a_puzzle_with_tiles_left_says_where_its_play_outs_stopped(language: str,
                                                                   kind: str) -> None:
    with use_language(language):
        assert feedback(AHEAD, kind) == WORDS[language, kind, "ahead"]


@pytest.mark.parametrize("language", ["en", "es", "fr", "de"])
@pytest.mark.parametrize("kind", ["right", "shown", "wrong"])
def test_a_puzzle_with_an_empty_pile_says_pesos_at_the_end(language: str, kind: str) -> None:
    with use_language(language):
        assert feedback(AT_THE_END, kind) == WORDS[language, kind, "end"]


def test_the_horizon_is_read_when_the_text_is() -> None:
    """A feedback made in English reads in German (the plural chosen by the horizon)."""
    text = Progress().answer(AHEAD, "take 6 6").text
    with use_language("de"):
        assert str(text) == WORDS["de", "right", "ahead"]


# ------------------------------------------------------------ the shipped records
def test_the_shipped_horizons() -> None:
    """Every one of the 446 records says where its play-outs stopped: 50 reached the end,
    396 stopped 16 decisions after the turn (363 found again by the search their figures
    came from, 83 mined again by today's code)."""
    assert len(RAW) == 446
    assert all("horizon" in r for r in RAW.values())
    assert sum(r["horizon"] is None for r in RAW.values()) == 50
    assert sum(r["horizon"] == 16 for r in RAW.values()) == 396
    assert UNKNOWN_HORIZON == SCREEN.depth == RECHECK.depth == 16
    for pid, p in PUZZLES.items():
        assert p.horizon == RAW[pid]["horizon"], pid
    # the figures at the end of the game are (almost all) those with an empty pile
    at_end = [p for p in PUZZLES.values() if p.horizon is None]
    assert sum(not p.game().state.draw_pile for p in at_end) == 47


def test_a_record_without_a_horizon_never_claims_the_end() -> None:
    raw = {k: v for k, v in RAW[AT_THE_END.id].items() if k != "horizon"}
    assert Puzzle.from_dict(raw).horizon == UNKNOWN_HORIZON
    assert Puzzle.from_dict({**raw, "horizon": None}).horizon is None
    assert Puzzle.from_dict({**raw, "horizon": 16}).horizon == 16
    assert Puzzle.from_dict(AT_THE_END.to_dict()) == AT_THE_END
    assert AT_THE_END.to_dict()["horizon"] is None


def test_the_recorded_horizons_are_those_of_the_searches_they_came_from() -> None:
    """Ten records, drawn with a fixed seed from each kind, and the two above: the search
    their figures came from, run again, gives exactly them, and the horizon recorded."""
    rng = random.Random(17)
    known = sorted(pid for pid, r in RAW.items() if "horizon" in r)
    ended = [pid for pid in known if RAW[pid]["horizon"] is None]
    stopped = [pid for pid in known if RAW[pid]["horizon"] is not None]
    chosen = [AHEAD.id, AT_THE_END.id, *rng.sample(ended, 5), *rng.sample(stopped, 5)]
    for pid in chosen:
        p = PUZZLES[pid]
        assert horizon_of(p.game().state, p.values, f"{p.source['seed']}/recheck") == (
            True, p.horizon), pid


def test_a_record_horizon_of_cannot_find_again_is_not_known() -> None:
    """A figure changed: the search no longer gives the record's figures."""
    p = AT_THE_END
    changed = {**p.values, "take 2 3": 160.0}
    assert horizon_of(p.game().state, changed, f"{p.source['seed']}/recheck") == (False, None)


@pytest.mark.parametrize(("puzzle", "horizon"), [(AHEAD, 16), (AT_THE_END, None)])
def test_mining_records_the_horizon(puzzle: Puzzle, horizon: int | None) -> None:
    """Mining the two positions again, from their seeds, finds the same puzzles, and records
    where the play-outs behind the figures stopped, and those of the last paired check."""
    found = mine_position(puzzle.game().state, puzzle.source["seed"])
    assert found is not None
    assert (found["id"], tuple(found["answers"]), found["values"]) == (
        puzzle.id, puzzle.answers, puzzle.values)
    assert found["horizon"] == horizon
    assert found["source"]["confirm"] == {"play_outs": 200, "horizon": horizon}
