"""Undo at the start and redo with nothing undone are refused with NothingToUndo (a
GauchoError, and an IndexError too, as before), in the current language, and the game
is left exactly as it was."""

from __future__ import annotations

import json
from typing import Any

import pytest

import gaucho
from gaucho.errors import GauchoError, NothingToUndo
from gaucho.i18n import use_language


def snapshot(game: gaucho.Game) -> tuple[Any, ...]:
    """Everything undo and redo could change: the save, the position, the history, the
    redo stack, the snapshots and the legal actions."""
    return (game.to_json(), json.dumps(game.to_position(), sort_keys=True),
            list(game.history), list(game._redo), len(game._snapshots),
            [str(a) for a in game.legal_actions()], game.current_player, game.phase)


def test_nothing_to_undo_is_a_gaucho_error_and_an_index_error() -> None:
    assert issubclass(NothingToUndo, GauchoError) and issubclass(NothingToUndo, IndexError)
    assert issubclass(NothingToUndo, ValueError)
    assert "NothingToUndo" in gaucho.errors.__all__


@pytest.mark.parametrize("kwargs", [{}, {"auto_chance": False}, {"draws": "chance"}],
                         ids=["default", "dictated-chance", "chance-draws"])
def test_undo_at_the_start_is_refused_and_changes_nothing(kwargs: dict[str, Any]) -> None:
    game = gaucho.Game.new(players=3, seed=9, **kwargs)
    before = snapshot(game)
    with pytest.raises(NothingToUndo, match="^nothing to undo$"):
        game.undo()
    assert snapshot(game) == before
    with pytest.raises(NothingToUndo, match="^nothing to redo$"):
        game.redo()
    assert snapshot(game) == before


def test_chance_draws_at_the_start_are_not_undone() -> None:
    """A game with chance draws starts with 28 chance steps and no decision: undo
    refuses rather than taking the deal back."""
    game = gaucho.Game.new(players=3, seed=9, draws="chance")
    assert len(game.history) == 28
    assert all(s.player == gaucho.CHANCE for s in game.history)
    with pytest.raises(NothingToUndo):
        game.undo()
    assert len(game.history) == 28 and game._redo == []


def test_redo_with_nothing_undone_is_refused_and_changes_nothing() -> None:
    game = gaucho.Game.new(players=2, seed=5)
    game.play(game.legal_actions()[0])
    game.play(game.legal_actions()[0])
    before = snapshot(game)
    with pytest.raises(NothingToUndo, match="^nothing to redo$"):
        game.redo()
    assert snapshot(game) == before
    # the game still undoes and redoes as usual after the refusal
    undone = game.undo()
    assert undone.index == 1
    assert game.redo() == undone
    assert snapshot(game) == before


def test_undo_past_the_start_keeps_the_redo_stack() -> None:
    """Undoing everything then once more is refused without losing what can be redone."""
    game = gaucho.Game.new(players=2, seed=5)
    for _ in range(3):
        game.play(game.legal_actions()[0])
    end = game.to_json()
    for _ in range(3):
        game.undo()
    before = snapshot(game)
    assert len(game._redo) == 3
    with pytest.raises(NothingToUndo, match="^nothing to undo$"):
        game.undo()
    assert snapshot(game) == before
    for _ in range(3):
        game.redo()
    assert game.to_json() == end
    with pytest.raises(NothingToUndo, match="^nothing to redo$"):
        game.redo()
    assert game.to_json() == end


def test_a_new_move_after_undo_leaves_nothing_to_redo() -> None:
    game = gaucho.Game.new(players=2, seed=5)
    game.play(game.legal_actions()[0])
    game.undo()
    game.play(game.legal_actions()[-1])
    before = snapshot(game)
    with pytest.raises(NothingToUndo, match="^nothing to redo$"):
        game.redo()
    assert snapshot(game) == before


def test_except_index_error_still_catches_the_refusals() -> None:
    game = gaucho.Game.new(players=2, seed=1)
    caught = []
    for method in (game.undo, game.redo):
        try:
            method()
        except IndexError as exc:
            caught.append(type(exc))
    assert caught == [NothingToUndo, NothingToUndo]


@pytest.mark.parametrize(("lang", "undo", "redo"), [
    ("en", "nothing to undo", "nothing to redo"),
    ("es", "no hay nada que deshacer", "no hay nada que rehacer"),
    ("fr", "rien à annuler", "rien à rétablir"),
    ("de", "nichts zum Rückgängigmachen", "nichts zum Wiederholen"),
])
def test_the_refusals_are_translated(lang: str, undo: str, redo: str) -> None:
    game = gaucho.Game.new(players=2, seed=1)
    with use_language(lang):
        with pytest.raises(NothingToUndo) as info:
            game.undo()
        assert str(info.value) == undo
        with pytest.raises(NothingToUndo) as info:
            game.redo()
        assert str(info.value) == redo
