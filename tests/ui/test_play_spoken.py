"""The Play tab by ear: what the board's live region says (``board.announce``) after each
button, in English and German, and the legal-actions list telling every action apart.

A screen reader hears the live region, not the boxes around the board: the hint, the
comparison, the "Why not?" answer, the refusals, undo, redo and a history step all go
there.  The hinted targets' names say the coach picks them (the highlight is only seen).
"""

from __future__ import annotations

import collections
import random
import re
from html import unescape
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets.play import PlayWidget  # noqa: E402

#: The prompt of a fresh decision, by language.
PROMPT = {"en": "Your move: click a highlighted thing on the board.",
          "de": "Du bist dran: Klicke auf etwas Hervorgehobenes auf dem Spielbrett."}


def _view(language: str) -> PlayWidget:
    return PlayWidget(players=2, seed=7, bots="random", language=language)


def _play(view: PlayWidget, notation: str) -> None:
    """Pick ``notation`` in the legal-actions list and press Play, as a person does."""
    groups = view._groups()
    view.group_pick.value = next(g for g, texts in groups.items() if notation in texts)
    view.action_pick.value = notation
    view.play_button.click()


@pytest.mark.parametrize(("language", "hint", "pick"), [
    ("en", "Hint: “keeps the golden 8 and the golden 3”. Keeps the golden 8 and the golden 3; ",
     "golden 3 in your hand: keep it (the coach's pick)"),
    ("de", "Tipp: „behält Gold 8 und Gold 3“. Behält Gold 8 und Gold "
     "3; ",
     "Gold 3 in deiner Hand: behalten (die Wahl des Trainers)"),
])
def test_the_hint_is_said_and_its_targets_say_the_coach_picks_them(
        language: str, hint: str, pick: str) -> None:
    view = _view(language)
    assert view.board.announce == PROMPT[language]
    view.hint_button.click()
    assert view.board.announce.startswith(hint)
    assert view.board.announce == view.board.message
    assert view.board.hint == ["hand:G3", "hand:G8"]
    assert view.board.names["hand:G3"] == pick
    # a target the coach does not pick keeps its plain name
    assert not [n for t, n in view.board.names.items()
                if t not in view.board.hint and n.endswith(pick[pick.index(" ("):])]


@pytest.mark.parametrize(("language", "first", "compared"), [
    ("en", "Make a move first: then the coach compares it with its best.",
     "“keeps the brown 4” costs 13.4 Pesos on average against the best move, “keeps the "
     "golden 8 and the golden 3”: worth 18.2 against 31.6 Pesos 16 decisions after this "
     "turn. "),
    ("de", "Mach zuerst einen Zug: Dann vergleicht der Trainer ihn mit seinem besten.",
     "„behält Braun 4“ kostet im Schnitt 13,4 Pesos gegenüber dem besten Zug, „behält "
     "Gold 8 und Gold 3“: 18,2 gegenüber 31,6 Pesos wert, 16 Entscheidungen "
     "nach diesem Zug. "),
])
def test_compare_is_said(language: str, first: str, compared: str) -> None:
    view = _view(language)
    view.compare_button.click()
    assert view.board.announce == first
    _play(view, "keep B4")
    view.compare_button.click()
    assert view.board.announce == compared + PROMPT[language]


@pytest.mark.parametrize(("language", "nothing", "why", "load"), [
    ("en", "Pick an action first.",
     "Cannot read 'keep Z9': 'Z9' is not a tile; write a breed letter (B/G/K/W/S) and a "
     "number, e.g. W10",
     "Cannot load: not a gaucho save: 'format' must be 'gaucho-game'"),
    ("de", "Wähle zuerst eine Aktion.",
     "'keep Z9' kann nicht gelesen werden: 'Z9' ist kein Plättchen; schreibe einen "
     "Buchstaben für die Rasse (B/G/K/W/S) und eine Zahl, z. B. W10",
     "Laden nicht möglich: kein gaucho-Speicherstand: 'format' muss 'gaucho-game' sein"),
])
def test_answers_and_refusals_are_said_once(language: str, nothing: str, why: str,
                                            load: str) -> None:
    view = _view(language)
    view.play_button.click()  # nothing picked
    assert view.board.announce == nothing
    view.why_box.value = "keep Z9"
    view.why_button.click()
    assert view.board.announce == why  # the refusal once, not "cannot be read: cannot read"
    assert view.why_answer.value.count("Z9") == 2
    view.load_text("{}")
    assert view.board.announce == load


@pytest.mark.parametrize(("language", "move", "undone", "step"), [
    ("en", "Red: keeps the brown 4. ", "Undone: back before step 2. ",
     "The board after step 1 of 2. Blue: keeps the brown 1."),
    ("de", "Rot: behält Braun 4. ", "Rückgängig gemacht: zurück vor Schritt 2. ",
     "Das Spielbrett nach Schritt 1 von 2. Blau: behält Braun 1."),
])
def test_undo_redo_and_a_history_step_are_said(language: str, move: str, undone: str,
                                                step: str) -> None:
    view = _view(language)
    _play(view, "keep B4")
    assert view.board.announce == move + PROMPT[language]
    view.undo_button.click()
    assert view.board.announce == undone + PROMPT[language]  # not the undone move
    view.teacher.value = True  # a redraw says nothing new
    assert view.board.announce == undone + PROMPT[language]
    view.redo_button.click()
    assert view.board.announce == move + PROMPT[language]
    view.history.index = 0
    assert view.board.announce == step
    view.now_button.click()
    assert view.board.announce == PROMPT[language]  # the undo is not said again


def _labels(view: PlayWidget) -> dict[str, list[tuple[str, Any]]]:
    out = {}
    for group in view._groups():
        view.group_pick.value = group
        out[group] = list(view.action_pick.options)
    return out


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_two_legal_actions_read_alike(language: str) -> None:
    """The list is the screen reader's way to play: in each group, every entry differs."""
    for players, seed in ((2, 3), (3, 0), (4, 11)):
        view = PlayWidget(players=players, seed=seed, bots="random", language=language)
        rng = random.Random(seed)
        for _step in range(30):
            labels = _labels(view)
            for options in labels.values():
                said = collections.Counter(label for label, _value in options)
                assert [w for w, n in said.items() if n > 1] == []
            moves = [value for options in labels.values() for _label, value in options]
            if not moves:
                break
            _play(view, rng.choice(moves))


def test_actions_that_read_alike_show_their_notation(monkeypatch: pytest.MonkeyPatch
                                                      ) -> None:
    """Words that read alike get the notation beside them, by the exercise's own rule
    (:func:`gaucho.widgets.exercise.choice_labels`): here every keep reads "keeps tiles"
    but the golden 8."""
    from gaucho.widgets import exercise

    monkeypatch.setattr(exercise, "say_decision",
                        lambda a, _phase: "keeps the golden 8" if str(a) == "keep G8"
                        else "keeps tiles")
    view = _view("en")
    view.group_pick.value = "Keep tiles"
    assert list(view.action_pick.options) == [
        ("keeps tiles (keep B4)", "keep B4"), ("keeps tiles (keep B7)", "keep B7"),
        ("keeps tiles (keep G3)", "keep G3"), ("keeps tiles (keep G4)", "keep G4"),
        ("keeps the golden 8", "keep G8"),
        *[(f"keeps tiles ({v})", v) for _label, v in list(view.action_pick.options)[5:]]]
    assert len(view.action_pick.options) > 6


@pytest.mark.parametrize(("language", "key"), [
    ("en", "  Key: a tile is its breed's letter (B brown, G golden, K black, W white, S spotted)"
           " and its number; ^ a standing gaucho, _ a lying one, then its owner's letter (R Red,"
           " B Blue); .. empty, ## blocked"),
    ("de", "  Legende: ein Plättchen ist der Buchstabe seiner Rasse (B Braun, G Gold, K "
           "Schwarz, W Weiß, S Gefleckt) und seine Zahl; ^ ein stehender Gaucho, _ ein "
           "liegender, dann der Buchstabe seines Besitzers (R Rot, B Blau); .. leer, ## "
           "gesperrt"),
])
def test_the_board_in_words_has_a_key_to_its_codes(language: str, key: str) -> None:
    """The "board in words" (the picture's ``<desc>``) says what W12^R means, in the tab's
    language, just under the Pampa's rows."""
    view = _view(language)
    found = re.search(r"<desc>(.*?)</desc>", view.board.svg, re.S)
    assert found is not None
    desc = unescape(found[1])
    lines = desc.splitlines()
    assert key in lines
    assert lines[lines.index(key) - 1].lstrip().startswith("P1 ")
