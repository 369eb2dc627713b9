"""A picture's options refused in words (in the student's language), not a bare Python error
or a silently ignored highlight: a theme, a scale, a pasture or an Action Area that is not
one names the option and what it takes."""

from __future__ import annotations

import pytest

import gaucho
from gaucho.i18n import use_language
from gaucho.views.phase_graph import flow_svg


@pytest.fixture
def game() -> gaucho.Game:
    return gaucho.Game.new(players=3, seed=1)


def _refusal(call: object) -> tuple[str, str]:
    with pytest.raises(gaucho.GauchoError) as caught:
        call()  # type: ignore[operator]
    return type(caught.value).__name__, str(caught.value)


def test_a_theme_that_is_not_one_is_named_in_spanish(game: gaucho.Game) -> None:
    with use_language("es"):
        assert _refusal(lambda: game.svg(theme="blue")) == (
            "GauchoError", "theme debe ser uno de dark, light, no 'blue'")
        assert _refusal(lambda: flow_svg(theme="blue")) == (
            "GauchoError", "theme debe ser uno de dark, light, no 'blue'")


@pytest.mark.parametrize("scale", [-1, 0, "2", float("nan"), True])
def test_a_scale_that_is_not_a_positive_number_is_named_in_french(game: gaucho.Game,
                                                                   scale: object) -> None:
    with use_language("fr"):
        assert _refusal(lambda: game.svg(scale=scale)) == (
            "GauchoError", f"scale doit être un nombre positif, pas {scale!r}")


def test_a_pasture_the_table_does_not_have_is_refused(game: gaucho.Game) -> None:
    with use_language("de"):
        for value in (9, "P9", "P0", -1, "X", 1.5):
            assert _refusal(lambda v=value: game.svg(highlight_pasture=v)) == (
                "GauchoError",
                f"highlight_pasture muss eine Weide 0..3 oder P1..P4 sein, nicht {value!r}")
    assert game.svg(highlight_pasture="p4") == game.svg(highlight_pasture=3)


def test_an_action_area_that_is_not_one_is_refused(game: gaucho.Game) -> None:
    with use_language("es"):
        assert _refusal(lambda: game.svg(highlight_areas=["SALE", "SELL"])) == (
            "GauchoError", "highlight_areas debe nombrar Áreas de Acción (SORT, WISH, SALE, "
            "STEAL, RAISE, STEPPE), no 'SELL'")
    assert game.svg(highlight_areas="sale") == game.svg(highlight_areas=["SALE"])
    assert game.svg(scale=2) == game.svg(scale=2.0)


@pytest.mark.parametrize("notes", [5, "abc", [1, 2], None])
def test_notes_that_are_not_texts_are_named(game: gaucho.Game, notes: object) -> None:
    with use_language("fr"):
        assert _refusal(lambda: game.svg(notes=notes)) == (
            "GauchoError",
            f"notes doit être une liste de textes, un par joueur, pas {notes!r}")
    assert game.svg(notes=("a", "b", "c")) == game.svg(notes=["a", "b", "c"])
    assert game.svg(notes=[]) == game.svg()


@pytest.mark.parametrize("tile", [999, -1, "W13", "X1", True, 1.5, 0])
def test_a_tile_that_does_not_exist_is_refused(game: gaucho.Game, tile: object) -> None:
    with use_language("es"):
        assert _refusal(lambda: game.svg(highlight_tiles=[tile])) == (
            "GauchoError", "highlight_tiles debe nombrar fichas (un nombre como W10, o su "
            f"número), con números grandes 1..12, no {tile!r}")
    assert game.svg(highlight_tiles="w10") == game.svg(highlight_tiles=3 * 32 + 10)


def test_matplotlib_board_refuses_a_tile_that_does_not_exist(game: gaucho.Game) -> None:
    pytest.importorskip("matplotlib")
    from gaucho.views.mpl import board

    with use_language("de"):
        assert _refusal(lambda: board(game, highlight_tiles=999)) == (
            "GauchoError", "highlight_tiles muss Plättchen nennen (einen Namen wie W10 oder "
            "seine Nummer), mit großen Zahlen 1..12, nicht 999")
