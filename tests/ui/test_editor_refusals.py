"""The board editor says in words why an edit names a place the table does not have
(non-browser): a pasture, space or seat out of range used to come back as Python's own
"list index out of range", and ``-1`` quietly edited the last pasture or seat."""

from __future__ import annotations

from gaucho.explorer.editor import Editor
from gaucho.i18n import use_language


def test_a_pasture_or_seat_the_table_does_not_have_is_named() -> None:
    editor = Editor.new(3, 1)
    before = editor.draft
    with use_language("es"):
        assert str(editor.set_cell(9, 0, "W3")) == (
            "pasture debe ser un número 0..3 en esta mesa, no 9")
        assert str(editor.set_cell(-1, 0, "W3")) == (
            "pasture debe ser un número 0..3 en esta mesa, no -1")
        assert str(editor.set_player(3, "pesos", 5)) == (
            "player debe ser un número 0..2 en esta mesa, no 3")
    with use_language("de"):
        assert str(editor.toggle_space(-1, "SALE")) == (
            "player muss eine Zahl 0..2 an diesem Tisch sein, nicht -1")
        assert str(editor.set_gaucho(0, 7, 0)) == (
            "space muss eine Zahl 0..2 an diesem Tisch sein, nicht 7")
        assert str(editor.set_herd(5, ["W3"])) == (
            "player muss eine Zahl 0..2 an diesem Tisch sein, nicht 5")
    assert editor.draft == before and editor.problem is None  # nothing changed


def test_any_other_slip_is_said_in_words() -> None:
    editor = Editor.new(3, 1)
    with use_language("fr"):
        assert str(editor.set_cell(0, "a", "W3")) == (  # type: ignore[arg-type]
            "ce changement ne convient pas à la table\xa0: un endroit, un joueur ou une valeur "
            "qu'il nomme n'existe pas")
    assert editor.set_player(0, "pesos", 7) is None and editor.draft["players"][0]["pesos"] == 7
