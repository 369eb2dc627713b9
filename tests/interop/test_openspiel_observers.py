"""python_el_gaucho's observers honour the type asked, the information-state tensor is
declared missing (and asking for one raises), the observation tensor encodes the herds'
direction, and an illegal id raises instead of being applied."""

from __future__ import annotations

import json
import random

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from playing import load, play  # noqa: E402

from gaucho import actions as A  # noqa: E402
from gaucho import tiles as T  # noqa: E402
from gaucho.errors import GauchoError, IllegalAction  # noqa: E402
from gaucho.information import InformationSet  # noqa: E402
from gaucho.interop.tensor import encoder_for  # noqa: E402
from gaucho.state import Phase  # noqa: E402

Private = pyspiel.PrivateInfoType


def obs_type(public: bool, private: object, recall: bool = False):  # type: ignore[no-untyped-def]
    return pyspiel.IIGObservationType(public_info=public, perfect_recall=recall,
                                      private_info=private)


def keep_phase_state(space: str = "exact"):  # type: ignore[no-untyped-def]
    """A 3-player state in the keep phase after the first keeper kept (hands dealt)."""
    game = load(3, space)
    state = game.new_initial_state()
    rng = random.Random(4)
    while not (state.game is not None and state.game.state.phase == Phase.KEEP
               and any(state.game.state.prelim_kept)):
        play(state, rng, 1)
    return game, state


def test_the_information_state_tensor_is_declared_missing_and_raises() -> None:
    game, state = keep_phase_state()
    assert not game.get_type().provides_information_state_tensor
    with pytest.raises(Exception, match="no information-state tensor"):
        state.information_state_tensor(0)
    assert state.information_state_string(0).startswith("p0\n")


def test_public_observers_show_the_same_to_every_player() -> None:
    game, state = keep_phase_state()
    public = game.make_py_observer(obs_type(True, Private.NONE))
    texts = {public.string_from(state, p) for p in range(3)}
    assert len(texts) == 1
    tensors = set()
    for p in range(3):
        public.set_from(state, p)
        tensors.add(public.tensor.tobytes())
    assert len(tensors) == 1
    s = state.game.state
    me = next(p for p in range(3) if s.prelim_hands[p])
    mine = json.loads(game.make_py_observer().string_from(state, me))
    assert isinstance(mine["players"][me]["hand"], list)  # the default observer: private too
    view = json.loads(texts.pop())
    assert view["players"][me]["hand"] == len(s.prelim_hands[me]) and view["observer"] is None
    for name in (T.name(t) for t in s.prelim_hands[me]):
        assert name not in json.dumps(view)
    recall = game.make_py_observer(obs_type(True, Private.NONE, recall=True))
    history = {recall.string_from(state, p) for p in range(3)}
    assert len(history) == 1 and history.pop().startswith("public\n")


def test_a_private_observer_shows_only_what_the_player_alone_sees() -> None:
    game, state = keep_phase_state()
    s = state.game.state
    private = game.make_py_observer(obs_type(False, Private.SINGLE_PLAYER))
    for p in range(3):
        view = json.loads(private.string_from(state, p))
        assert view["hand"] == [T.name(t) for t in s.prelim_hands[p]]
        assert set(view) == {"observer", "hand", "steppe_seen", "kept"}
        private.set_from(state, p)
        enc = encoder_for(s.config, 3)
        hand = enc.at["tile_hand"]
        assert private.tensor[hand:hand + 60].sum() == len(s.prelim_hands[p])
        assert private.tensor[enc.at["tile_pasture"]:enc.at["tile_gaucho"]].sum() == 0
    with pytest.raises(ValueError, match="every player"):
        game.make_py_observer(obs_type(True, Private.ALL_PLAYERS))


def test_observation_tensors_hide_what_the_player_cannot_see() -> None:
    game, state = keep_phase_state()
    s = state.game.state
    enc = encoder_for(s.config, 3)
    rng = random.Random(1)
    for p in range(3):
        info = InformationSet.of(s, p)
        mine = enc.as_list(s, p)
        for _ in range(5):
            assert enc.as_list(info.sample(rng), p) == mine


def test_the_observation_tensor_encodes_herd_direction() -> None:
    game = load(2)
    state = play(game.new_initial_state(), random.Random(11), 200)
    s = state.game.state
    enc = encoder_for(s.config, 2)
    flipped = 0
    for q in range(2):
        for b, herd in list(s.herds[q].items()):
            if len(herd) < 2:
                continue
            before = enc.as_list(s, 0)
            other = s.copy()
            other.herds[q][b] = herd[::-1]
            assert enc.as_list(other, 0) != before
            flipped += 1
    assert flipped >= 1


@pytest.mark.parametrize("space", ["exact", "compact"])
def test_an_illegal_id_raises_and_changes_nothing(space: str) -> None:
    game = load(2, space)
    state = game.new_initial_state()
    rng = random.Random(2)
    tested = 0
    while not state.is_terminal() and tested < 30:
        if not state.is_chance_node():
            legal = set(state.legal_actions())
            before = str(state), state.history()
            bad = next(i for i in range(game.num_distinct_actions()) if i not in legal)
            with pytest.raises(GauchoError):
                state.apply_action(bad)
            with pytest.raises(GauchoError):
                state.apply_action(game.num_distinct_actions())
            assert (str(state), state.history()) == before
            tested += 1
        play(state, rng, 1)
    assert tested == 30


def test_the_skipped_draft_of_the_issue_raises() -> None:
    """An exact id for ``end`` while the dice draft waits was once applied silently."""
    game = load(2)
    state = game.new_initial_state()
    rng = random.Random(3)
    while state.is_terminal() or state.is_chance_node() or (
            state.game.state.phase != Phase.DRAFT):
        play(state, rng, 1)
    end = game.codec.encode(A.EndTurn())
    assert end not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply_action(end)


def test_an_observer_of_nothing_sees_nothing() -> None:
    """public_info=False and private_info=NONE: no information at all (an empty string, a
    tensor of zeros), the same for every player."""
    game, state = keep_phase_state()
    observer = game.make_py_observer(obs_type(False, Private.NONE))
    texts, tensors = set(), set()
    for player in range(3):
        texts.add(observer.string_from(state, player))
        observer.set_from(state, player)
        tensors.add(tuple(np.asarray(observer.tensor)))
    assert texts == {""}
    assert len(tensors) == 1 and not any(next(iter(tensors)))
