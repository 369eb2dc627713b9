"""The ipywidgets views, driven without a browser: click handlers called directly."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")

from gaucho.widgets import (  # noqa: E402
    ExamplePlayer,
    ExplorerApp,
    PhaseView,
    PlayWidget,
    PrelimStepper,
    SetupStepper,
)

import gaucho  # noqa: E402
from gaucho.flow import Phase

RULE = re.compile(r"R-[A-Z]+-\d+")  # plain "[R-X-1]" or a rule-ID hover label


def test_setup_stepper_steps_and_redraws_the_board() -> None:
    w = SetupStepper(players=3, seed=7)
    first = w.board.value
    assert "step 1 of" in w.position_label.value
    assert w.back_button.disabled and not w.step_button.disabled
    w.step_button.click()
    assert "step 2 of" in w.position_label.value
    assert "R-SETUP-2" in w.narration.value
    boards = {first}
    sums_seen = False
    while not w.step_button.disabled:
        w.step_button.click()
        assert RULE.search(w.narration.value)
        boards.add(w.board.value)
        sums_seen = sums_seen or "(sum " in w.narration.value
    assert sums_seen
    assert len(boards) > 10  # the board changes as tiles are seeded
    # the last step is told once, in the narration; the history lists the steps before it
    assert "start player" in w.history_box.value
    # the last step is told once, in the narration; the history lists the steps before it
    last = str(w.explorer.frames[-1].events[0]).split(" [")[0]
    assert last in w.narration.value and last not in w.history_box.value
    w.back_button.click()
    assert not w.step_button.disabled
    w.reset_button.click()
    assert w.explorer.position == 0 and w.board.value == first


def test_setup_stepper_player_count_rebuilds() -> None:
    w = SetupStepper(players=3, seed=7)
    w.players_pick.value = 2
    w.end_button.click()
    assert w.explorer.state.players == 2
    assert w.explorer.state.phase == Phase.KEEP
    from gaucho.position import to_position

    assert to_position(w.explorer.state) == gaucho.Game.new(2, 7).to_position()


def test_prelim_stepper_keep_rule_illegal_keep_and_placement() -> None:
    w = PrelimStepper(players=3, seed=7)
    assert "R-PRELIM-3" in w.rule.value
    assert "hand" in w.draws.value
    w.illegal_button.click()
    assert "illegal" in w.message.value and re.search(r"R-PRELIM-[34]", w.message.value)
    assert not w.controller.game.history
    words, picked = w.choice.options[0]  # each choice reads in words, its value the notation
    assert words.startswith("keeps ")
    w.choice.value = picked
    w.step_button.click()
    assert str(w.controller.game.history[0].action) == picked
    assert "R-PRELIM-3" in w.message.value
    while not w.step_button.disabled:
        w.step_button.click()
    assert w.controller.done
    assert "R-ROUND-1" in w.prompt.value
    areas = w.controller.state.prelim_areas
    assert len(set(areas)) == len(areas) == 3
    w.back_button.click()
    assert not w.controller.done
    w.reset_button.click()
    assert not w.controller.game.history


def test_example_player_steps_to_the_expected_outcome() -> None:
    w = ExamplePlayer()
    assert w.pick.options
    for _title, example_id in list(w.pick.options)[:4]:
        w.pick.value = example_id
        assert example_id in w.info.value
        assert w.outcome.value == ""
        start_board = w.board.value
        w.step_button.click()
        assert RULE.search(w.narration.value) or "seed" in w.narration.value
        assert w.board.value != start_board or w.explorer.state == w.explorer.frames[0].state
        w.end_button.click()
        assert "Expected outcome" in w.outcome.value
        w.back_button.click()
        assert w.outcome.value == ""
        w.reset_button.click()
        assert w.explorer.position == 0


def test_play_widget_grouped_picker_play_why_undo_redo_save_load() -> None:
    w = PlayWidget(players=3, seed=7, human=0)
    assert list(w.group_pick.options) == ["Keep tiles"]
    assert w.action_pick.options
    assert w.action_pick.value is None  # safe defaults: nothing preselected
    w.play_button.click()
    assert "Pick an action first" in w.why_answer.value
    board0 = w.board.value
    w.action_pick.value = w.action_pick.options[0][1]  # (words, notation)
    w.play_button.click()
    assert w.controller.is_human_turn
    assert "R-PRELIM" in w.narration.value
    assert w.board.value != board0
    assert not w.undo_button.disabled and w.redo_button.disabled
    w.why_box.value = "take 5 6"
    w.why_button.click()
    assert "illegal" in w.why_answer.value and "R-" in w.why_answer.value
    w.why_box.value = w.action_pick.options[0][1]
    w.why_button.click()
    assert "legal now" in w.why_answer.value
    pos = w.controller.game.to_position()
    w.undo_button.click()
    assert list(w.group_pick.options) == ["Keep tiles"]
    w.redo_button.click()
    assert w.controller.game.to_position() == pos
    # play on to a turn: giving up and ending the turn come last, never preselected
    for _ in range(30):
        if "Take dice" in w.group_pick.options:
            break
        w.action_pick.value = w.action_pick.options[0][1]  # (words, notation)
        w.play_button.click()
    assert "Take dice" in w.group_pick.options
    w.action_pick.value = w.action_pick.options[0][1]  # (words, notation)
    w.play_button.click()
    groups = list(w.group_pick.options)
    assert groups[-1] == "End turn" and groups[0] != "Remove a gaucho"
    assert w.action_pick.value is None
    assert ["choice:end", "End turn"] in w.board.choices
    saved = w.controller.save()
    assert "gaucho-game.json" in w.save_link.value and "base64," in w.save_link.value
    w.new_button.click()
    assert len(w.controller.game.history) < len(gaucho.Game.from_json(saved).history)
    w.load_text("{broken")
    assert "Cannot load" in w.load_message.value
    w.load_text(saved)
    assert w.controller.game.to_position() == gaucho.Game.from_json(saved).to_position()
    assert w.load_message.value == ""  # the error is cleared once a load succeeds


def test_play_widget_clicks_build_the_decision() -> None:
    """Clicks on the board's targets (as the browser sends them) play a legal action; an
    illegal click says why with the rule and changes nothing; hint and history."""
    w = PlayWidget(players=2, seed=3, human=0)
    assert w.board.interactive and w.board.next_targets
    before = w.controller.game.to_position()
    w.board.click("die:6")  # not now: first keep tiles
    assert w.board.error and "[R-" in w.board.message
    assert w.controller.game.to_position() == before
    w.hint_button.click()
    assert w.board.hint and "Hint" in w.board.message
    steps = len(w.controller.game.history)
    for _ in range(10):
        if len(w.controller.game.history) > steps:
            break
        targets = list(w.board.next_targets)
        buttons = [k for k, _l in w.board.choices if k not in ("clear", "choice:remove",
                                                                "choice:end")]
        w.board.click(targets[0] if targets else buttons[0])
    assert len(w.controller.game.history) > steps
    assert w.history.options
    w.history.index = 0  # the board at step 1
    assert not w.board.interactive and ["now", "Back to now"] in w.board.choices
    w.board.click("now")
    assert w.board.interactive
    w.teacher.value = True
    assert "seen by" not in w.board.value
    w.teacher.value = False
    assert "seen by Red" in w.board.value


def test_play_widget_new_game_for_each_player_count() -> None:
    w = PlayWidget(players=3, seed=7, human=0)
    for n in (2, 3, 4):
        w.players_pick.value = n
        assert [label for label, _i in w.seat_pick.options] == list(
            gaucho.config.PLAYER_NAMES[:n])  # no seat that does not exist
        w.seat_pick.value = n - 1
        w.new_button.click()
        assert w.controller.game.players == n
        assert w.controller.is_human_turn
        assert w.controller.human == n - 1


def test_phase_view_follows_the_stepping() -> None:
    w = PhaseView(seed=7)
    assert "keep" in w.phase_label.value
    assert "gaucho-phase-current" in w.flow.value or "keep" in w.flow.value
    phases = set()
    for _ in range(len(w.explorer) - 1):
        w.step_button.click()
        phases.add(w.explorer.phase)
        assert w.explorer.phase in w.phase_label.value
        assert w.slider.value == w.explorer.position
    assert {"keep", "place", "draft", "turn"} <= phases
    w.slider.value = 3
    assert w.explorer.position == 3
    w.reset_button.click()
    assert w.slider.value == 0


def test_app_tabs_and_static_fallbacks() -> None:
    app = ExplorerApp(seed=7)
    assert list(app.titles)[:6] == ["Setup", "Preliminary round", "Examples", "Play",
                                    "Phases", "Workshop"]
    bundle = app._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert "text/html" in bundle and "Setup stepper" in bundle["text/html"]
    for view in app.children:
        b = view._repr_mimebundle_()
        assert b["text/plain"] and "<" in b["text/html"]
        assert view._repr_html_()


def test_widget_trees_stay_small() -> None:
    from ipywidgets import Box, Widget

    def count(wd: Widget) -> int:
        kids = wd.children if isinstance(wd, Box) else ()
        return 1 + sum(count(k) for k in kids)

    app = ExplorerApp(seed=7)
    # only Setup is made at once: the Tab, Setup's 13, ten empty tabs, "Loading the workshop"
    assert count(app) == 1 + 13 + 10 + 1
    # every tab built (reaching a view builds it); the Workshop's form is a tree of its own
    steppers = (app.setup, app.prelim, app.examples, app.play, app.phases, app.first_game)
    assert app.workshop.built and app.rules.built
    assert count(app) - count(app.workshop) < 120
    for view in app.children:
        boards = [k for k in _walk(view) if "gaucho-board" in k._dom_classes]
        assert len(boards) == (1 if view in steppers else 0)  # the Workshop draws plots


def _walk(wd):  # type: ignore[no-untyped-def]
    from ipywidgets import Box

    yield wd
    if isinstance(wd, Box):
        for k in wd.children:
            yield from _walk(k)


def test_game_board_plays_a_game_cell_by_clicks() -> None:
    from gaucho.widgets.board import GameBoard

    game = gaucho.Game.new(2, seed=4)
    board = GameBoard(game)
    assert board.interactive and "seen by" in board.svg
    for _ in range(12):
        targets = list(board.next_targets)
        buttons = [k for k, _l in board.choices if k not in ("clear", "choice:remove",
                                                             "choice:end")]
        last = [k for k, _l in board.choices if k != "clear"]
        board.click(targets[0] if targets else (buttons or last)[0])
        assert not board.error, board.message
    assert game.history  # the clicks played decisions on the game itself


def test_the_last_move_caption_reads_in_words_in_the_chosen_language() -> None:
    """The board's header says the last decision in words in the board's language (the
    views draw the words the caller gives them), and a seat is not told a secret keep."""
    from gaucho.widgets.board import GameBoard

    import gaucho

    game = gaucho.Game.new(players=2, seed=1)
    game.play(game.legal_actions()[0])  # Blue keeps a tile, face down for Red
    assert ("Última jugada: Azul: se queda con 1 ficha boca abajo"
            in GameBoard(game, language="es").svg)
    whole = GameBoard(game, table=True, language="fr").svg
    assert "Dernier coup\xa0: Bleu\xa0: garde le 6 marron" in whole
    game.play(game.legal_actions()[0])
    game.play(game.legal_actions()[0])  # place SORT 1
    assert "Zuletzt: Rot: stellt einen Gaucho auf ORDNEN" in GameBoard(game, language="de").svg
    assert "place SORT" not in GameBoard(game, language="en").svg
