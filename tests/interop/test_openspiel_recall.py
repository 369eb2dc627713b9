"""python_el_gaucho's information states have perfect recall and leak nothing.

The reference is the sequence of a player's observations, step after step: two histories
he can tell apart are exactly those in which, at some step, he observed something
different.  Over random pairs of histories that part at one step (a chance outcome or a
decision, seen or unseen by each player), his information state strings must be equal
exactly while his observation sequences are."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

from playing import load, options, play  # noqa: E402

from gaucho import actions as A  # noqa: E402
from gaucho.state import Phase  # noqa: E402


def _branch(game, seed: int, fork: int, alt: int, horizon: int):  # type: ignore[no-untyped-def]
    """States after each step of a random history that takes option ``alt`` at ``fork``."""
    state = game.new_initial_state()
    rng = random.Random(seed)
    out = []
    for step in range(horizon):
        if state.is_terminal():
            break
        ids = options(state)
        pick = rng.randrange(len(ids))
        if step == fork:
            pick = (pick + alt) % len(ids)
        state.apply_action(ids[pick])
        out.append(state.clone())
    return out


@pytest.mark.parametrize(("players", "space"), [(2, "exact"), (3, "exact"), (3, "compact"),
                                                (4, "exact")])
def test_information_states_are_equal_exactly_while_observations_are(
        players: int, space: str) -> None:
    game = load(players, space)
    master = random.Random(players * 10 + len(space))
    same = differ = 0
    for _ in range(6):
        seed, fork = master.randrange(10**6), master.randrange(0, 70)
        a = _branch(game, seed, fork, 0, fork + 90)
        b = _branch(game, seed, fork, 1, fork + 90)
        seen_alike = [True] * players
        for sa, sb in zip(a, b, strict=False):
            for p in range(players):
                seen_alike[p] = seen_alike[p] and (
                    sa.observation_string(p) == sb.observation_string(p))
                alike = sa.information_state_string(p) == sb.information_state_string(p)
                assert alike == seen_alike[p], (seed, fork, p, str(sa.history()[-1:]))
                same += alike
                differ += not alike
    assert same > 100 and differ > 100


def test_another_players_revealed_keep_is_remembered_after_it_is_gone() -> None:
    """The issue's case: Blue keeps W2 W7 in one history, W3 W7 in the other; once the
    keeps are revealed Red's information states differ for good, whatever happens to
    those tiles later."""
    game = load(2)
    rng = random.Random(8)
    state = game.new_initial_state()
    while state.is_chance_node() or state.game.state.phase != Phase.KEEP:
        play(state, rng, 1)
    keeper = state.current_player()
    by_size: dict[int, list[int]] = {}
    for i in state.legal_actions():
        by_size.setdefault(len(game.codec.decode(i).tiles), []).append(i)
    first, second = next(ids for size, ids in sorted(by_size.items()) if size and len(ids) > 1)[:2]
    a, b = state.clone(), state.clone()
    a.apply_action(first)
    b.apply_action(second)
    viewer = 1 - keeper
    assert a.information_state_string(viewer) == b.information_state_string(viewer)
    other = a.legal_actions()[0]  # the viewer keeps the same in both: then all is shown
    a.apply_action(other)
    b.apply_action(other)
    assert a.game.state.phase != Phase.KEEP
    assert a.information_state_string(viewer) != b.information_state_string(viewer)
    revealed = [line for line in a.information_state_string(viewer).splitlines()
                if line.startswith("revealed")]
    assert revealed == [f"revealed {keeper}: {game.codec.decode(first)}; {viewer}: "
                        f"{game.codec.decode(other)}"]
    ra, rb = random.Random(5), random.Random(5)
    for _ in range(150):
        if a.is_terminal() or b.is_terminal():
            break
        ia, ib = options(a), options(b)
        if len(ia) != len(ib):
            break
        k = ra.randrange(len(ia))
        rb.randrange(len(ib))
        a.apply_action(ia[k])
        b.apply_action(ib[k])
        assert a.information_state_string(viewer) != b.information_state_string(viewer)
    assert isinstance(game.codec.decode(first), A.Keep)
