"""The compact action space: decisions taken word by word are the same game.

From any state, the word sequences the compact space accepts name exactly the legal
decisions (each once), the engine records each as one decision, an illegal word raises
and changes nothing, and there are at most 10,000 ids."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gaucho import engine as E
from gaucho.config import DEFAULT_CONFIG
from gaucho.errors import InvalidAction
from gaucho.game import Game
from gaucho.interop.compact import DONE, Menu, compact_for, words_of
from gaucho.interop.spaces import action_space


@pytest.mark.parametrize("players", [2, 3, 4])
def test_at_most_ten_thousand_ids(players: int) -> None:
    compact = compact_for(DEFAULT_CONFIG, players)
    assert compact.size == len(compact.words) == len(set(compact.words)) <= 10_000
    assert compact.words[compact.done] == DONE
    assert {"take", "keep", "takeback", "1", "6", "w12", ">p4"} <= set(compact.words)
    assert action_space(DEFAULT_CONFIG, players, "compact").size == compact.size


def test_words_are_the_notation() -> None:
    from gaucho import actions as A

    assert words_of(A.parse("A W12 4+4+w")) == ["a", "w12", "4", "4", "w"]
    assert words_of(A.parse("put W1>P1 K3>P2")) == ["put", "k3", ">p2", "w1", ">p1"]  # sorted
    assert words_of(A.parse("takeback W3 K5")) == ["takeback", "k5", "w3"]
    assert words_of(A.parse("take 5 6")) == ["take", "5", "6"]


def _decisions(compact, s, menu, out, depth=0):  # type: ignore[no-untyped-def]
    """Every decision the words can name from ``menu``, by walking every legal word."""
    for word in compact.legal_ids(menu):
        nxt, decision = compact.step(menu, word)
        if decision is not None:
            out.append(decision)
        else:
            assert depth < 12
            _decisions(compact, s, nxt, out, depth + 1)
    return out


def _random_game_states(players: int, seed: int, count: int):  # type: ignore[no-untyped-def]
    g = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while not g.is_over and count:
        yield g
        g.apply(rng.choice(g.legal_actions()))
        count -= 1


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_the_words_name_exactly_the_legal_decisions(players: int, seed: int) -> None:
    compact = compact_for(DEFAULT_CONFIG, players)
    for g in _random_game_states(players, seed, 120):
        legal = E.legal_actions(g.state)
        named = _decisions(compact, g.state, compact.menu(g.state), [])
        assert sorted(map(str, named)) == sorted(map(str, legal))
        assert len(named) == len(set(named))


def _walk(compact, menu, words=()):  # type: ignore[no-untyped-def]
    """Every path of legal words from ``menu``: (words, legal words there, decision)."""
    out = []
    for word in compact.legal_ids(menu):
        nxt, decision = compact.step(menu, word)
        out.append((words + (word,), tuple(compact.legal_ids(nxt)) if decision is None
                    else (), str(decision)))
        if decision is None:
            out += _walk(compact, nxt, words + (word,))
    return out


def test_kept_menus_narrow_as_fresh_ones_and_share_what_they_narrow_to() -> None:
    compact = compact_for(DEFAULT_CONFIG, 2)
    shared = 0
    for g in _random_game_states(2, 5, 80):
        compact.menu(g.state)  # (its decisions known from now on, whatever ran before)
        kept = compact.menu(g.state)
        fresh = Menu(list(kept.entries), kept.prefix)  # not kept: nothing kept along its words
        assert _walk(compact, kept) == _walk(compact, fresh)
        if kept.after is None:  # decisions made anew (a steal, a sale): not kept
            continue
        other = Menu(list(kept.entries), kept.prefix)  # another kept menu of the same decisions
        other.after = {}
        for word in compact.legal_ids(kept):
            narrowed, decision = compact.step(kept, word)
            if decision is None:
                assert compact.step(other, word)[0] is narrowed
                assert compact.step(fresh, word)[0] is not narrowed
                shared += 1
    assert shared == 81  # (take-backs too: the engine keeps their menus)


@pytest.mark.parametrize("players", [2, 4])
def test_an_illegal_word_raises_and_changes_nothing(players: int) -> None:
    compact = compact_for(DEFAULT_CONFIG, players)
    for g in _random_game_states(players, 3, 60):
        menu = compact.menu(g.state)
        legal = compact.legal_ids(menu)
        bad = next(i for i in range(compact.size) if i not in legal)
        with pytest.raises(InvalidAction, match="legal now"):
            compact.step(menu, bad)
        assert compact.legal_ids(menu) == legal


def test_openspiel_records_each_compound_decision_once() -> None:
    pytest.importorskip("pyspiel")
    from playing import load, play

    state = play(load(3, "compact").new_initial_state(), random.Random(1))
    words = sum(1 for r in state.record if r[0] == "word")  # the players' steps
    history = state.game.history
    decisions = [step for step in history if step.player >= 0]
    assert len(decisions) < words  # several words a decision
    rolls = [step for step in history if step.action.kind == "roll"]
    dice = sum(len(step.action.dice) for step in rolls)  # a roll is rolled die by die
    assert sum(1 for r in state.record if r[0] == "die") == dice
    # + setup
    assert len(state.history()) == len(history) - len(decisions) - len(rolls) + dice + words + 1
    replay = Game.new(3, seed=state.game.seed, auto_chance=False, draws="chance")
    for step in history:
        replay.play(step.action) if step.player >= 0 else replay.apply(step.action)
    assert replay.pesos == state.game.pesos and replay.is_over


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_every_step_of_a_decision_is_a_choice_but_a_forced_decisions_one(
        players: int, seed: int) -> None:
    """A decision starts at its first choice: the words every legal decision begins with
    are taken already (only takes in the draft: the player picks a die, not the word
    ``take``); only a decision forced to its end leaves its player one step with one id."""
    compact = compact_for(DEFAULT_CONFIG, players)
    for g in _random_game_states(players, seed, 120):
        legal = E.legal_actions(g.state)
        menu = compact.menu(g.state)
        words = compact.legal_ids(menu)
        common = _common_prefix([compact.ids_of(a) for a in legal])
        if len(words) == 1:  # forced to its end: one step, the whole of it
            assert len(legal) == 1 and menu.prefix == ()
            assert compact.step(menu, words[0])[1] == legal[0]
        else:  # the words all legal decisions share (and then no more) are taken
            assert menu.prefix == common


def _common_prefix(ids: list[tuple[int, ...]]) -> tuple[int, ...]:
    first = ids[0]
    n = 0
    while n < len(first) and all(len(i) > n and i[n] == first[n] for i in ids):
        n += 1
    return first[:n]


def test_a_draft_of_two_dice_is_two_steps_of_its_player() -> None:
    """``take 5 6`` in a draft where only takes are legal: the player's steps are ``5``
    and ``6`` (``take`` comes by itself), and those are the ids the space gives for it."""
    space = action_space(DEFAULT_CONFIG, 2, "compact")
    g = Game.new(2, seed=3)
    while not all(str(a).startswith("take ") for a in g.legal_actions()) \
            or len({str(a).split()[1] for a in g.legal_actions()}) < 2:
        g.apply(g.legal_actions()[0])
    draft = next(a for a in g.legal_actions() if len(words_of(a)) == 3)
    menu = space.compact.menu(g.state)
    assert space.compact.text(menu.prefix) == "take"
    ids = space.ids_of(g.state, draft)
    assert space.compact.text(ids) == " ".join(words_of(draft)[1:])
