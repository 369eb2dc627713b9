"""A step a game does not have is refused in words naming the step and the range
(NoSuchStep, an IndexError too), by the explorer, the Play tab and the editor alike."""

from __future__ import annotations

import pytest

import gaucho
from gaucho.errors import GauchoError, NoSuchStep
from gaucho.explorer import Explorer, PlayController
from gaucho.explorer.editor import Editor
from gaucho.i18n import use_language


def played() -> gaucho.Game:
    """A game of 3 players, seed 7, with 41 history steps (chance steps included)."""
    g = gaucho.Game.new(3, 7)
    while len(g.history) < 41:
        g.play(g.legal_actions()[0])
    assert len(g.history) == 41
    return g


TEXT = {"en": "step 999: this game has steps 0 to 41",
        "es": "paso 999: esta partida tiene los pasos 0 a 41"}


def test_no_such_step_is_a_gaucho_error_and_an_index_error() -> None:
    assert issubclass(NoSuchStep, GauchoError) and issubclass(NoSuchStep, IndexError)
    assert issubclass(NoSuchStep, ValueError)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_explorer_goto_past_the_end(lang: str) -> None:
    ex = Explorer.from_game(played())
    with use_language(lang), pytest.raises(NoSuchStep) as info:
        ex.goto(999)
    assert str(info.value) == TEXT[lang]
    with use_language(lang), pytest.raises(NoSuchStep) as info:
        ex.goto(-43)
    assert str(info.value) == TEXT[lang].replace("999", "-43")
    ex.goto(-42)
    assert ex.position == 0


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "step must be a whole number, not 'a' (str)"),
    ("es", "el paso debe ser un número entero, no 'a' (str)"),
])
def test_explorer_goto_text(lang: str, text: str) -> None:
    ex = Explorer.from_game(played())
    with use_language(lang), pytest.raises(NoSuchStep) as info:
        ex.goto("a")  # type: ignore[arg-type]
    assert str(info.value) == text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_play_board_and_editor_past_the_end(lang: str) -> None:
    g = played()
    play = PlayController(game=g)
    editor_step = Editor.from_game(g, 41)  # the last step is fine
    assert editor_step is not None and play.board_svg(step=41).startswith("<")
    with use_language(lang), pytest.raises(NoSuchStep) as info:
        play.board_svg(step=999)
    assert str(info.value) == TEXT[lang]
    with use_language(lang), pytest.raises(NoSuchStep) as info:
        Editor.from_game(g, 999)
    assert str(info.value) == TEXT[lang]
    with use_language(lang), pytest.raises(NoSuchStep):
        Editor.from_game(g, -1)
