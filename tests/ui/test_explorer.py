"""The plain-Python controllers behind the explorer widgets (no browser, no ipywidgets)."""

from __future__ import annotations

import re

import pytest

import gaucho
from gaucho.explorer import (
    GROUP_LABELS,
    Explorer,
    PlayController,
    PrelimController,
    board_html,
    example_ids,
    flow_html,
)
from gaucho.flow import Phase

RULE = re.compile(r"\[R-[A-Z]+-\d+\]")


# ------------------------------------------------------------------ Explorer
def played_game(players: int = 3, seed: int = 7, steps: int = 60) -> gaucho.Game:
    g = gaucho.Game.new(players, seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.play(g.legal_actions()[0])
    return g


def test_explorer_step_back_goto_reset() -> None:
    g = played_game()
    ex = Explorer.from_game(g)
    assert len(ex) == len(g.history) + 1
    assert ex.position == 0 and ex.at_start
    assert ex.back() is None and ex.position == 0
    ex.step()
    assert ex.position == 1
    ex.step()
    ex.back()
    assert ex.position == 1
    ex.goto(10)
    assert ex.position == 10
    ex.goto(-1)
    assert ex.at_end and ex.step() is None
    assert ex.state.round == g.state.round and ex.state.pesos == g.state.pesos
    ex.reset()
    assert ex.position == 0
    with pytest.raises(IndexError):
        ex.goto(len(ex))


def test_explorer_states_match_replay_and_game_at_cursor() -> None:
    g = played_game(steps=40)
    ex = Explorer.from_game(g)
    ex.goto(-1)
    from gaucho.position import to_position

    assert to_position(ex.state) == g.to_position()
    ex.goto(12)
    at = ex.game
    assert at is not None and len(at.history) == 12
    assert at.to_position() == to_position(ex.state)
    # the legal actions at the cursor are those of the game there
    assert ex.legal_actions.texts() == at.legal_actions().texts()


def test_explorer_narration_cites_rule_ids() -> None:
    ex = Explorer.from_game(played_game())
    for i in range(1, len(ex)):
        ex.goto(i)
        assert RULE.search(ex.narration), ex.narration
        assert ex.rule_ids and all(r.startswith("R-") for r in ex.rule_ids)


def test_explorer_listeners_follow_the_cursor() -> None:
    ex = Explorer.from_game(played_game(steps=5))
    seen: list[int] = []
    ex.listeners.append(lambda e: seen.append(e.position))
    ex.step()
    ex.step()
    ex.back()
    ex.reset()
    assert seen == [1, 2, 1, 0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_frames_end_in_game_new_state(players: int) -> None:
    ex = Explorer.from_setup(players, seed=11)
    assert len(ex) > 15
    ex.goto(-1)
    g = gaucho.Game.new(players, seed=11)
    from gaucho.position import to_position

    assert to_position(ex.state) == g.to_position()
    assert ex.state.phase == Phase.KEEP
    assert ex.game is not None and ex.game.to_position() == g.to_position()
    # every setup step is narrated with its rule
    kinds = set()
    for i in range(len(ex)):
        ex.goto(i)
        assert RULE.search(ex.narration)
        kinds.update(e.kind for e in ex.events)
        assert "gaucho-board" in ex.board_html()
    assert {"dice", "tile_drawn", "pasture_stops", "steppe_drawn", "start_player",
            "prelim_draw"} <= kinds


def test_setup_narrates_running_sums_and_why_a_pasture_stops() -> None:
    ex = Explorer.from_setup(4, seed=3)
    text = "\n".join(f.narrate() for f in ex.frames)
    assert re.search(r"is drawn into P1 \(sum \d+\) \[R-SETUP-8\]", text)
    stops = re.findall(r"P(\d) stops: (sum \d+ reached 20|it is full)", text)
    assert sorted(p for p, _ in stops) == ["1", "2", "3", "4"]
    assert "R-SETUP-10" in text and "R-SETUP-9" in text


def test_setup_highlights_each_seeded_tile() -> None:
    ex = Explorer.from_setup(3, seed=7)
    for i, f in enumerate(ex.frames):
        if f.events[0].kind == "tile_drawn":
            ex.goto(i)
            assert len(ex.changed) == 1
            name = gaucho.tiles.name(ex.changed[0])
            assert str(f.events[0].text).startswith(name)


def test_examples_play_and_show_expected_outcome() -> None:
    ids = example_ids()
    assert ids
    for example_id in ids:
        ex = Explorer.from_scenario(example_id)
        assert ex.title.startswith(example_id)
        assert ex.outcome() == ""
        while ex.step() is not None:
            pass
        assert ex.outcome(), example_id
        assert "disagrees" not in ex.outcome(), ex.outcome()
        assert "gaucho-board" in ex.board_html()


def test_views_fall_back_to_text() -> None:
    g = gaucho.Game.new(3, seed=7)
    assert "<pre" in board_html(g.state, text=True)
    assert "Pampa" in board_html(g.state, text=True)
    html = flow_html("keep")
    assert "keep" in html


# ------------------------------------------------------------ PlayController
def test_play_controller_reaches_the_humans_turn() -> None:
    for players in (2, 3, 4):
        for human in range(players):
            pc = PlayController(players, seed=5, human=human)
            assert pc.is_human_turn
            pc.choose(pc.legal_actions[0])
            assert pc.is_human_turn or pc.game.is_over
            assert pc.game.current_player == human or pc.game.is_over


def test_play_controller_grouped_actions_and_narration() -> None:
    pc = PlayController(3, seed=7, human=1)
    while pc.game.phase != Phase.DRAFT and not pc.game.is_over:
        pc.choose(pc.legal_actions[0])
    assert set(pc.grouped()) == {GROUP_LABELS["take"]}
    pc.choose(pc.legal_actions[0])
    groups = pc.grouped()
    assert GROUP_LABELS["end"] in groups
    assert RULE.search(pc.narration)
    assert "Blue (you)" in pc.status


def test_play_controller_plays_a_whole_game_with_bots_acting_in_collection() -> None:
    pc = PlayController(3, seed=2, human=0)
    n = 0
    collected_by_human = False
    while not pc.game.is_over:
        assert pc.is_human_turn
        if pc.game.phase in (Phase.COLLECT, Phase.FINAL):
            collected_by_human = True
        legal = pc.legal_actions
        end = [a for a in legal if a.kind == "end"]
        pc.choose(end[0] if end and n % 2 else legal[0])
        n += 1
        assert n < 2000
    assert pc.game.winners
    assert "Game over" in pc.status
    assert collected_by_human or n > 0


def test_why_not_gives_the_rule() -> None:
    pc = PlayController(3, seed=7, human=0)
    assert "[R-PRELIM-" in pc.why_not("take 5 6")
    assert "legal now" in pc.why_not(pc.legal_actions[0])
    assert pc.why_not("fly to the moon") == (
        "'fly to the moon' is not a move: no move starts with “fly”. Pick one from “All legal "
        "actions”: it lists every move you may make now, written as the game reads it.")
    assert "Type an action" in pc.why_not("")
    with pytest.raises(gaucho.IllegalAction) as err:
        pc.choose("take 5 6")
    assert err.value.rule_id.startswith("R-")


def test_undo_redo_round_trip() -> None:
    pc = PlayController(3, seed=7, human=0)
    start = pc.game.to_position()
    pc.choose(pc.legal_actions[0])
    after_one = pc.game.to_position()
    pc.choose(pc.legal_actions[0])
    after_two = pc.game.to_position()
    assert pc.can_undo and not pc.can_redo
    assert pc.undo()
    assert pc.game.to_position() == after_one and pc.is_human_turn
    assert pc.undo()
    assert pc.game.to_position() == start
    assert not pc.undo()
    assert pc.redo() and pc.redo()
    assert pc.game.to_position() == after_two
    assert not pc.redo()
    pc.undo()
    pc.choose(pc.legal_actions[-1])  # a new branch forgets the redo line
    assert not pc.can_redo


def test_save_and_load() -> None:
    pc = PlayController(2, seed=9, human=1)
    for _ in range(8):
        pc.choose(pc.legal_actions[0])
    text = pc.save()
    other = PlayController(2, seed=1, human=1)
    other.load(text)
    assert other.game.to_position() == pc.game.to_position()
    assert other.is_human_turn
    with pytest.raises(gaucho.InvalidPosition):
        other.load("{not json")
    assert other.game.to_position() == pc.game.to_position()


def test_bots_only_game_runs_to_the_end() -> None:
    pc = PlayController(4, seed=3, human=None)
    assert pc.game.is_over and not pc.is_human_turn


# ---------------------------------------------------------- PrelimController
def test_prelim_controller_walks_the_preliminary_round() -> None:
    pc = PrelimController(3, seed=7)
    assert "draws 4 tiles [R-PRELIM-1]" in pc.draws_text()
    assert "R-PRELIM-3" in pc.prompt()
    order = []
    while not pc.done:
        order.append((pc.game.phase, pc.actor))
        pc.step()
        assert RULE.search(pc.narration)
    s = pc.state
    placers = [p for ph, p in order if ph == "place"]
    assert placers == s.placement_order()  # counter-clockwise, start player last
    assert len(set(s.prelim_areas)) == 3  # distinct Action Areas (R-PRELIM-9)
    assert "round 1 begins" in pc.prompt()
    while pc.back():
        pass
    assert pc.game.phase == Phase.KEEP and not pc.game.history


def test_prelim_illegal_keep_shows_the_rule() -> None:
    for players in (2, 3, 4):
        pc = PrelimController(players, seed=4)
        before = pc.game.to_position()
        msg = pc.try_illegal_keep()
        assert "illegal" in msg and re.search(r"\[R-PRELIM-[34]\]", msg), msg
        assert pc.game.to_position() == before


def test_prelim_choice_is_used() -> None:
    pc = PrelimController(3, seed=7)
    choice = pc.legal_actions[0]
    pc.choice = choice
    pc.step()
    assert pc.game.history[0].action == choice


# ------------------------------------------------ the Play board's controller
def test_score_breakdown_adds_up_to_the_engines_pesos() -> None:
    from gaucho.explorer.play import SCORE_COLUMNS, score_breakdown, score_notes

    for seed in (1, 2):
        c = PlayController(2, seed, human=None)
        assert c.game.is_over
        rows = score_breakdown(c.game)
        for p, row in enumerate(rows):
            assert row["total"] == c.game.pesos[p]
            assert sum(row[k] for _h, k in SCORE_COLUMNS) + row["other"] == row["total"]
        assert sum(r["final"] for r in rows) > 0  # R-FINAL-4 sales are counted
        assert all(f"{p} Pesos =" in n for p, n in zip(c.game.pesos, score_notes(c.game),
                                                         strict=True))
        assert "Pesos = herds" in c.board_svg()


def test_the_human_hears_no_hidden_tile() -> None:
    """Covering tiles stay face down in the history (R-COMP-8, R-PRELIM-7)."""
    c = PlayController(3, 7, human=0)
    c.choose(c.legal_actions[0])
    labels = c.history_labels()
    covers = [text for text in labels if "cover" in text]
    assert covers and all("face down" in text for text in covers)
    for step in c.game.history:
        if step.action.kind == "cover":
            for t in step.action.tiles:
                assert gaucho.tiles.name(t) not in "\n".join(labels)


def test_hint_history_and_seat_view() -> None:
    c = PlayController(2, 3, human=0)
    hint = c.hint()
    assert hint is not None and hint in c.legal_actions
    assert "seen by Red" in c.board_svg() and "seen by" not in c.board_svg(teacher=True)
    c.choose(hint)
    n = len(c.game.history)
    assert len(c.history_labels()) == n
    assert c.board_svg(step=0) != c.board_svg()
    pick = c.board_input()
    assert pick is not None and pick.next_targets()
