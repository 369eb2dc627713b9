"""The board editor's controller (issue 28), without a browser: every edit checked by the
rules, impossible tables refused naming the rule, nothing built lost, play from here."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

import gaucho
from gaucho.errors import InvalidPosition
from gaucho.explorer.editor import Editor


def turn_1() -> Editor:
    return Editor.from_example("EX-TURN-1")  # three players, Red to draft, round 1


IMPOSSIBLE: list[tuple[str, Callable[[Editor], Any], str]] = [
    ("a pasture over its size", lambda e: e.set_cell(0, 3, "W1"), "R-COMP-5"),
    ("a tile used twice in the Pampa", lambda e: e.set_cell(0, 0, "W11"), "R-COMP-2"),
    ("a tile both in a herd and in the Pampa",
     lambda e: e.set_herd(0, ["W5"]), "R-COMP-2"),
    ("a tile both in the Steppe and in the Pampa",
     lambda e: e.set("steppe", ["W11"]), "R-COMP-2"),
    ("a die showing 7", lambda e: e.set("rodeo", [1, 2, 7]), "R-ROUND-3"),
    ("more gauchos than a player has",
     lambda e: e.set_player(0, "supply", 9), "R-SETUP-2"),
    ("negative Pesos", lambda e: e.set_player(1, "pesos", -1), "R-COMP-16"),
    ("three dice held", lambda e: e.set("held", [1, 2, 3]), "R-TURN-1"),
    ("a herd out of order", lambda e: e.set_herd(0, ["W1", "W7", "W3"]), "R-HERD-2"),
    ("a herd of two breeds", lambda e: e.set_herd(0, ["W1", "K2"]), "R-HERD-1"),
    ("five tiles on the Steppe",
     lambda e: e.set("steppe", ["W1", "W2", "W3", "W4", "W6"]), "R-COMP-14"),
    ("tiles pending outside the collection",
     lambda e: e.set_player(0, "pending", ["W1"]), "R-COLLECT-5"),
    ("a preliminary hand in a regular round",
     lambda e: e.set_player(2, "hand", ["W1"]), "R-PRELIM-1..7"),
    ("a WISH die before the draft", lambda e: e.set("wish_die", True), "R-TURN-1"),
    ("a phase no table stands in", lambda e: e.set("phase", "refill"), "R-ROUND-2"),
    ("a round out of range", lambda e: e.set("round", 101), "R-ROUND-1"),
    ("more dice in the Rodeo than in the game",
     lambda e: e.set("rodeo", [1, 2, 3, 4, 5, 6, 6, 6]), "R-SETUP-1"),
    ("an Action Area listed twice",
     lambda e: e.set_player(0, "spaces", ["SALE", "SALE"]), "R-AREA-3"),
    ("an Action Area chosen twice in the preliminary round",
     lambda e: e.set("prelim_areas", ["SORT", "SORT"]), "R-PRELIM-9"),
]


@pytest.mark.parametrize(("what", "edit", "rule"), IMPOSSIBLE, ids=[i[0] for i in IMPOSSIBLE])
def test_an_impossible_table_is_refused_naming_the_rule(
        what: str, edit: Callable[[Editor], Any], rule: str) -> None:
    editor = turn_1()
    accepted = editor.accepted
    problem = edit(editor)
    assert problem is not None and problem is editor.problem, what
    assert problem.rule_id == rule and f"({rule})" in problem.reason
    assert editor.accepted == accepted  # the last possible table is still there
    with pytest.raises(InvalidPosition, match=rule):
        editor.play_from_here()


def test_at_least_ten_distinct_rules_are_named() -> None:
    assert len({(rule, what.split()[0]) for what, _, rule in IMPOSSIBLE}) >= 10
    assert len({rule for _, _, rule in IMPOSSIBLE}) >= 10


def test_nothing_built_is_lost_and_it_can_be_mended() -> None:
    editor = turn_1()
    assert editor.set_player(0, "pesos", 30) is None
    problem = editor.set_cell(0, 3, "W1")  # a fourth space in P1
    assert problem is not None and problem.field == "pastures[0]"
    assert editor.draft["pastures"][0] == ["B4", "K8", "S9", "W1"]  # kept as she left it
    assert editor.draft["players"][0]["pesos"] == 30
    assert editor.undo() is None and editor.draft["pastures"][0] == ["B4", "K8", "S9"]
    assert editor.set_cell(1, 3, "W1") is None  # the free space of P2 instead
    assert editor.play_from_here().to_position()["pastures"][1] == ["W11", "G3", "B7", "W1"]


def test_gauchos_come_from_the_supply() -> None:
    editor = turn_1()
    assert editor.set_gaucho(1, 0, 1, standing=False) is None
    assert editor.draft["pastures"][1][0] == "W11_1"
    assert editor.draft["players"][1]["supply"] == 7
    assert editor.set_gaucho(1, 0, 2) is None  # Green's standing gaucho replaces Blue's
    assert editor.draft["pastures"][1][0] == "W11^2"
    assert [p["supply"] for p in editor.draft["players"]] == [8, 8, 7]
    refused = editor.set_gaucho(1, 3, 0)  # no tile on that space
    assert refused is not None and "not a tile" in refused.reason
    assert editor.problem is None  # the table itself is still possible


def test_the_whole_table_can_be_set() -> None:
    """Tiles, herds, the Steppe, dice in the Rodeo and held, Action Areas, Pesos, round,
    whose turn and phase: each accepted, and the result is the JSON position format."""
    editor = turn_1()
    for problem in (editor.set_herd(0, ["W1", "W2", "W4"]), editor.set("steppe", ["K1", "K2"]),
                    editor.toggle_space(0, "SALE"), editor.set_player(2, "pesos", 12),
                    editor.set("round", 2), editor.set("phase", "turn"),
                    editor.set("rodeo", [1, 2, 3]), editor.set("held", [4, 6]),
                    editor.set("active", 1), editor.set("start_player", 1)):
        assert problem is None, problem
    game = gaucho.Game.from_position(json.loads(editor.to_json()))
    assert (game.round, game.phase, game.current_player) == (2, "turn", 1)
    assert game.state.steppe and game.pesos[2] == 12
    assert editor.toggle_space(0, "SALE") is None
    assert editor.draft["players"][0]["spaces"] == []


def test_starts_new_example_or_game() -> None:
    assert Editor.new(players=4, seed=3).play_from_here().players == 4
    game = gaucho.Game.new(players=2, seed=5)
    for _ in range(3):
        game.play(game.legal_actions()[0])
    assert Editor.from_game(game).accepted == game.to_position()
    first = Editor.from_game(game, step=0).play_from_here()
    assert first.phase == gaucho.Game.new(players=2, seed=5).phase
    with pytest.raises(InvalidPosition):
        Editor({"players": 9})


def test_the_table_is_built_by_clicks() -> None:
    """Each click a target of the board picture: tiles into pastures, gauchos standing and
    lying, Action Areas, dice taken and put back, the Steppe, and clearing."""
    editor = turn_1()
    editor.tile = "W1"
    assert editor.click("pasture:P2") is None  # the first empty space of P2
    assert editor.draft["pastures"][1] == ["W11", "G3", "B7", "W1"]
    problem = editor.click("pasture:P1")  # P1 has no empty space: a fourth one is too many
    assert problem is not None and problem.rule_id == "R-COMP-5"
    assert editor.undo() is None
    editor.tool, editor.player = "lying", 2
    assert editor.click("tile:W11") is None and editor.draft["pastures"][1][0] == "W11_2"
    editor.tool = "standing"
    assert editor.click("area:SALE") is None
    assert editor.draft["players"][2]["spaces"] == ["SALE"]
    assert editor.draft["players"][2]["supply"] == 6
    editor.tool = "clear"
    assert editor.click("tile:W11") is None and editor.draft["pastures"][1][0] == "W11"
    assert editor.click("tile:W1") is None and editor.draft["pastures"][1][3] is None
    problem = editor.click("die:5")  # in the draft phase nothing is held yet (R-TURN-1)
    assert problem is not None and problem.rule_id == "R-TURN-1" and editor.undo() is None
    assert editor.set("phase", "turn") is None
    assert editor.click("die:5") is None and editor.click("die:6") is None
    assert editor.draft["held"] == [5, 6] and editor.click("held:5") is None
    assert editor.draft["held"] == [6]
    editor.tool, editor.tile = "tile", "K1"
    assert editor.click("steppe:") is None and editor.draft["steppe"] == ["K1"]
    editor.tool = "clear"
    assert editor.click("steppe:K1") is None and editor.draft["steppe"] == []
    missing = editor.click("tile:W12")
    assert missing is not None and "not in the Pampa" in missing.reason
    assert editor.problem is None


# ------------------------------------------------------------- the widget and the tab
def test_the_editor_tab_hands_its_table_to_play() -> None:
    """The app's Editor tab (built when opened): a refused click disables "Play from here"
    and shows the rule; undone, the table goes to the Play tab, which opens."""
    pytest.importorskip("ipywidgets")
    from gaucho.widgets import explorer_app

    app = explorer_app(seed=7)
    editor_index = app.children.index(app._editor_view)
    assert not app._editor_view.built
    app.selected_index = editor_index
    tab = app._editor_view
    assert tab.built and app.titles[editor_index] == "Editor"
    tab.board_clicked("die:5")  # nothing is held before the draft
    assert tab.play_button.disabled and "R-TURN-1" in tab.problem.value
    tab.undo_button.click()
    assert not tab.play_button.disabled and json.loads(tab.json.value)["phase"] == "draft"
    tab.play_button.click()
    assert app.selected_index == app.children.index(app._play_view)
    assert app.play.controller.game.state.rodeo == [1, 2, 3, 3, 4, 5, 6]


def test_the_editor_tab_fields_and_language() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets import EditorTab

    tab = EditorTab(language="fr")
    assert tab.play_button.description == "Jouer à partir d'ici"
    tab.player.value = 1
    tab.pesos.value = 25
    tab.apply_fields()
    assert tab.editor.draft["players"][1]["pesos"] == 25
    assert "La table est possible." in tab.problem.value
    tab.start("new")
    assert tab.editor.draft["phase"] == "keep"


def test_relabelling_keeps_the_choices_and_phases_read_as_titles() -> None:
    """A language switch keeps the tool, the start and the phase chosen (ipywidgets puts a
    relabelled menu back at its first option); the phase menu shows titles, never keys."""
    pytest.importorskip("ipywidgets")
    from gaucho.widgets.editor import EditorTab

    from gaucho.flow import PHASES

    tab = EditorTab()
    tab.build()
    tab.tool.value, tab.source.value = "standing", "EX-SORT"
    tab.set_language("de")
    assert (tab.tool.value, tab.source.value, tab.editor.tool) == (
        "standing", "EX-SORT", "standing")
    assert tab.phase.value == "draft"
    labels = [label for label, _value in tab.phase.options]
    assert all(label not in PHASES for label in labels)
    assert [value for _label, value in tab.phase.options] == list(PHASES)
