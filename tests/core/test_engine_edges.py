"""Edge cases of the engine found while building the views (each cites its rule)."""

from __future__ import annotations

import json
import random

import gaucho
from gaucho import flow
from gaucho.flow import Phase

TINY = gaucho.DEFAULT_CONFIG.replace(max_big=6, small_numbers=(1, 1, 1, 2, 2, 3))


def test_empty_preliminary_hand_keeps_nothing() -> None:
    """R-PRELIM-4 asks for one kept tile; a player dealt none (pile ran out, R-END-1) keeps none."""
    game = gaucho.Game.new(players=4, seed=0, config=TINY)
    assert game.state.trigger_round == 0, "the tiny board empties the pile during setup"
    empty = [p for p in range(4) if not game.state.prelim_hands[p]]
    assert empty, "some player was dealt no tile"
    while game.phase == Phase.KEEP:
        p = game.current_player
        legal = game.legal_actions()
        if p in empty:
            assert [str(a) for a in legal] == ["keep"]
        else:
            assert gaucho.parse("keep") not in legal
            assert game.why_illegal("keep") == gaucho.Violation(
                "R-PRELIM-4", "you must keep at least one tile")
        game.play(legal[0])


def test_games_on_a_tiny_board_never_stall() -> None:
    """Every non-terminal position offers a decision, even when setup empties the pile."""
    for seed in range(10):
        for players in (2, 3, 4):
            game = gaucho.Game.new(players=players, seed=seed, config=TINY)
            rng = random.Random(seed)
            while not game.is_over:
                legal = game.legal_actions()
                assert legal, (seed, players, game.phase)
                game.play(rng.choice(legal))
            assert game.round >= 2  # R-END-2: round 1 is the last regular round, then no dice


def test_transitions_include_the_chance_steps_an_action_leads_to() -> None:
    """The last placement leads through new_round into the (auto-rolled) draft (R-ROUND-2)."""
    game = gaucho.Game.new(players=2, seed=3)
    while game.phase == Phase.KEEP:
        game.play(game.legal_actions()[0])
    while game.phase == Phase.PLACE:
        game.play(game.legal_actions()[0])
    taken = [(src, dst) for src, dst, _ in game.state.transitions]
    assert taken == [("place", "new_round"), ("new_round", "roll"), ("roll", "draft")]
    assert set(game.state.transitions) <= set(flow.edges())


def test_unspent_single_die_is_narrated_in_the_singular() -> None:
    """R-TURN-5: unspent dice are lost at the end of the turn."""
    game = gaucho.Game.from_position({"players": 2, "phase": "turn", "held": [4],
                                      "rodeo": [1, 2, 3]})
    texts = [e.text for e in game.play("end")]
    assert "Red's unspent die 4 is lost" in texts


def test_undo_walks_back_through_every_position_between_snapshots() -> None:
    """Undo restores each earlier table exactly, though snapshots are kept only every
    few steps (gaucho.game.SNAPSHOT_EVERY); a copy's undo leaves the original alone."""
    game = gaucho.Game.new(players=3, seed=11)
    rng = random.Random(11)
    seen = [json.dumps(game.to_position(), sort_keys=True)]
    for _ in range(40):
        game.play(rng.choice(game.legal_actions()))
        seen.append(json.dumps(game.to_position(), sort_keys=True))
    branch = game.copy()
    for expected in reversed(seen[:-1]):
        branch.undo()
        assert json.dumps(branch.to_position(), sort_keys=True) == expected
    assert json.dumps(game.to_position(), sort_keys=True) == seen[-1]
    game.undo()
    assert json.dumps(game.to_position(), sort_keys=True) == seen[-2]
