"""The Workshop tab's bot choice: what each bot costs, and a warning while expert plays."""

from __future__ import annotations

import pytest

from gaucho.i18n import use_language

pytest.importorskip("ipywidgets")


def test_the_tab_warns_while_a_seat_plays_expert() -> None:
    from gaucho.widgets import WorkshopTab

    from gaucho.explorer.workshop import WorkshopController

    tab = WorkshopTab(WorkshopController(workers=1))
    assert tab.slow_bots_note.value == ""
    assert "beginner about 1.5 s a game, club about 6 s, expert more than a minute" in (
        tab.bots_note.value)
    assert "take the seats in turn game by game" in tab.bots_note.value
    tab.seat_picks[2].value = "expert"
    assert "expert takes more than a minute of CPU a game (about 80 s for four players)" in (
        tab.slow_bots_note.value)
    tab.players_pick.value = 2  # seat 3 no longer plays: no warning
    assert tab.controller.seats == ["greedy", "greedy"]
    assert tab.slow_bots_note.value == ""
    tab.seat_picks[0].value = "expert"
    assert "hours" in tab.slow_bots_note.value
    tab.seat_picks[0].value = "club"
    assert tab.slow_bots_note.value == ""


def test_the_warning_is_in_the_language_of_the_tab() -> None:
    from gaucho.widgets import WorkshopTab

    from gaucho.explorer.workshop import WorkshopController

    with use_language("es"):
        tab = WorkshopTab(WorkshopController(workers=1))
        tab.seat_picks[0].value = "expert"
        assert "experto tarda más de un minuto de CPU por partida" in tab.slow_bots_note.value
