"""The text view's columns line up in every language: the Action Area names and the
player colours are padded to the longest name of the current language (Spanish
"LEVANTAR" and "Amarillo" are longer than any English name), computed, not fixed."""

from __future__ import annotations

import pytest

import gaucho
from gaucho.config import AREAS, area_name, player_name
from gaucho.i18n import use_language
from gaucho.views.text import render_text


def _section(text: str, heading: str, count: int) -> list[str]:
    lines = text.splitlines()
    start = lines.index(heading) + 1
    return lines[start:start + count]


def _game() -> gaucho.Game:
    return gaucho.Game.new(4, seed=1)


@pytest.mark.parametrize(("language", "heading"), [
    ("en", "Action Areas:"), ("es", "Áreas de Acción:"), ("fr", "Secteurs Action\u00a0:"),
    ("de", "Aktionsbereiche:")])
def test_the_area_column_lines_up(language: str, heading: str) -> None:
    text = render_text(_game().state, language=language)
    rows = _section(text, heading, len(AREAS))
    with use_language(language):
        names = [str(area_name(a)) for a in AREAS]
    longest = max(map(len, names))
    assert [row[:2 + longest] for row in rows] == [f"  {n:<{longest}}" for n in names]
    assert {row.index("-") for row in rows} == {2 + longest + 2}  # one column after the names


def test_spanish_area_names_exactly() -> None:
    rows = _section(render_text(_game().state, language="es"), "Áreas de Acción:", len(AREAS))
    assert rows == ["  ORDENAR   -", "  DESEO     -", "  VENTA     -", "  ROBAR     -",
                    "  LEVANTAR  -", "  ESTEPA    -"]


def test_english_keeps_its_layout() -> None:
    rows = _section(render_text(_game().state, language="en"), "Action Areas:", len(AREAS))
    assert rows[0] == "  SORT    -" and rows[-1] == "  STEPPE  -"


@pytest.mark.parametrize(("language", "heading"), [
    ("en", "Players:"), ("es", "Jugadores:"), ("fr", "Joueurs\u00a0:"), ("de", "Spieler:")])
def test_the_player_column_lines_up(language: str, heading: str) -> None:
    game = _game()
    rows = _section(render_text(game.state, language=language), heading, 4)
    with use_language(language):
        names = [str(player_name(p)) for p in range(4)]
    assert [row.split()[0] for row in rows] == names
    pesos = {row.index(" 0 Peso") for row in rows}  # the Pesos column, start player included
    assert len(pesos) == 1
