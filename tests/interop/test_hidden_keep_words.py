"""The compact space hides another player's keep as the exact space does: not its words,
and not how many it took either (a keep takes a ``done`` more where a longer keep was
legal too, so the count would tell its tiles apart).  Keeps of one size played from the
same state leave every other player's information state the same; the keeper's own shows
his words."""

from __future__ import annotations

import random
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")

from gaucho.actions import Keep  # noqa: E402
from gaucho.interop import openspiel as _registered  # noqa: E402, F401
from gaucho.state import Phase  # noqa: E402


def _at_a_keep(players: int, seed: int) -> Any:
    """A compact-space state where a player is about to keep (random play from ``seed``)."""
    game = pyspiel.load_game("python_el_gaucho", {"players": players, "action_space": "compact"})
    s, rng = game.new_initial_state(), random.Random(seed)
    while s.is_chance_node() or s.game.phase != Phase.KEEP:
        if s.is_chance_node():
            actions, probs = zip(*s.chance_outcomes(), strict=True)
            s.apply_action(rng.choices(actions, probs)[0])
        else:
            s.apply_action(rng.choice(s.legal_actions()))
    return s


def _kept(state: Any, keep: Keep) -> Any:
    """A clone of ``state`` with ``keep`` played word by word."""
    s = state.clone()
    s.take_words(s.space.compact.ids_of(keep))
    return s


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (2, 1), (3, 2), (4, 3)])
def test_keeps_of_one_size_look_alike_to_the_others(players: int, seed: int) -> None:
    state = _at_a_keep(players, seed)
    me = state.current_player()
    others = [q for q in range(players) if q != me]
    by_size: dict[int, list[Keep]] = {}
    for a in state.game.legal_actions():
        if isinstance(a, Keep):
            by_size.setdefault(len(a.tiles), []).append(a)
    compared = 0
    for same in by_size.values():
        views = {tuple(_kept(state, k).information_state_string(q) for q in others)
                 for k in same}
        assert len(views) == 1, [str(k) for k in same]
        compared += len(same) > 1
    assert compared >= 1
    # the keeper himself sees his words: two keeps of one size differ in his own string
    one, two = next(v for v in by_size.values() if len(v) > 1)[:2]
    assert (_kept(state, one).information_state_string(me)
            != _kept(state, two).information_state_string(me))


def test_a_keep_that_takes_done_and_one_that_does_not_look_alike() -> None:
    """The case found: K9 (nothing extends it, one step) against W7 (done asked, two)."""
    state = _at_a_keep(2, 0)
    me = state.current_player()
    assert [state.action_to_string(me, a) for a in state.legal_actions()] == [
        "b10", "k9", "w12", "w4", "w7"]
    steps = {}
    for tile in ("k9", "w7"):
        s = state.clone()
        taken = 0
        while s.current_player() == me and s.game.phase == Phase.KEEP:
            legal = s.legal_actions()
            names = [s.action_to_string(me, a) for a in legal]
            s.apply_action(legal[names.index(tile if tile in names else "done")])
            taken += 1
        steps[tile] = (taken, s.information_state_string(1 - me))
    assert (steps["k9"][0], steps["w7"][0]) == (1, 2)  # a step more for one of them
    assert steps["k9"][1] == steps["w7"][1]  # and the other player cannot tell
