"""The Python API called the wrong way, as a student in a notebook would.

Every mistake gets one of the documented :class:`gaucho.GauchoError` types with a message
that names what was wrong, and leaves the game as it was: the unchecked fast path
``Game.apply`` included, the coach's seeds, ``make_bot``, ``review``, ``observation`` and
``Game.new``'s arguments.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers import random_steps
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gaucho
from gaucho import engine as E
from gaucho.actions import parse
from gaucho.coach import CoachBot
from gaucho.coach.review import NotReviewable, review
from gaucho.coach.search import rank_actions
from gaucho.engine.decisions import DECISIONS
from gaucho.engine.dispatch import decision_of
from gaucho.errors import (
    GauchoError,
    IllegalAction,
    InvalidAction,
    InvalidConfig,
    InvalidPosition,
    SimulationError,
)
from gaucho.variants import variant_names
from gaucho.workshop.bots import make_bot


def _one_of_every_kind() -> list[Any]:
    """An action of every decision kind, met in whole random games (chance steps too)."""
    found: dict[str, Any] = {}
    for seed in range(6):
        game = gaucho.Game.new(3, seed=seed, auto_chance=False,
                               draws="chance" if seed % 2 else "shuffled")
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions() or [game.sample_chance()]
            for a in legal:
                found.setdefault(decision_of(game.state, a).name, a)
            game.play(rng.choice(legal))
    return list(found.values())


SAMPLES = _one_of_every_kind()


def played(steps: int, seed: int = 3) -> gaucho.Game:
    """A 3-player game after ``steps`` random decisions, each checked (fewer if it ends)."""
    game = gaucho.Game.new(3, seed=seed)
    for _ in zip(range(steps), random_steps(game, seed, checked=True), strict=False):
        pass
    return game


def test_the_samples_cover_every_decision_kind() -> None:
    assert len(SAMPLES) == len(DECISIONS)


def test_apply_reads_a_text_like_play() -> None:
    game, twin = played(0), played(0)
    first = str(game.legal_actions()[0])
    assert game.apply(first) == twin.play(first)
    assert game.to_json() == twin.to_json()


@pytest.mark.parametrize("bad", [None, 42, 1.5, ["take", 5, 6], b"take 5 6"])
def test_apply_of_something_that_is_no_action_names_it(bad: Any) -> None:
    game = played(0)
    before = game.to_json()
    with pytest.raises(InvalidAction, match="is not an action"):
        game.apply(bad)
    assert game.to_json() == before


def test_apply_of_a_text_that_is_no_action_is_refused() -> None:
    game = played(0)
    before = game.to_json()
    with pytest.raises(InvalidAction):
        game.apply("gallop home")
    assert game.to_json() == before


def test_apply_of_another_phases_action_names_the_rule_and_changes_nothing() -> None:
    game = played(0)  # the preliminary round: every player keeps tiles first
    before, history = game.to_json(), len(game.history)
    with pytest.raises(IllegalAction) as refusal:
        game.apply(parse("take 5 6"))
    assert refusal.value.rule_id == game.why_illegal("take 5 6").rule_id  # type: ignore[union-attr]
    assert game.to_json() == before and len(game.history) == history


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.integers(0, 120), seed=st.integers(0, 50), pick=st.integers(0, 10_000))
def test_apply_of_any_action_is_carried_out_or_refused_with_a_gaucho_error(
        steps: int, seed: int, pick: int) -> None:
    """An unchecked action is either carried out or refused with a documented error, the
    game then exactly as before (no raw KeyError, IndexError or StopIteration)."""
    game = played(steps, seed)
    candidates = SAMPLES + list(game.legal_actions())
    action = candidates[pick % len(candidates)]
    before, history = game.to_json(), len(game.history)
    try:
        game.apply(action)
    except GauchoError:
        assert game.to_json() == before and len(game.history) == history


def test_sample_chance_with_no_chance_step_pending_says_what_the_game_awaits() -> None:
    game = gaucho.Game.new(2, seed=1, auto_chance=False)
    while game.current_player == gaucho.CHANCE:
        game.play(game.sample_chance())
    with pytest.raises(IllegalAction, match="no chance step is pending") as refusal:
        game.sample_chance()
    assert refusal.value.rule_id.startswith("R-")
    with pytest.raises(IllegalAction, match="no chance step is pending"):
        E.sample_chance(game.state, random.Random(0))


@pytest.mark.parametrize("seat", [True, False, -1, 3, 1.0, "0", None])
def test_observation_refuses_what_is_not_a_seat(seat: Any) -> None:
    with pytest.raises(InvalidPosition, match="seat number 0..2"):
        played(0).observation(seat)


def test_game_new_refuses_a_variant_and_a_config_together() -> None:
    name = variant_names()[0]
    with pytest.raises(InvalidConfig, match="a variant or a config, not both"):
        gaucho.Game.new(3, variant=name, config=gaucho.RulesConfig())


@pytest.mark.parametrize("seed", [None, 1.5, True, [1], "x" * 201])
def test_the_coach_refuses_a_seed_that_would_not_repeat(seed: Any) -> None:
    game = played(0)
    with pytest.raises(InvalidPosition, match="seed"):
        CoachBot("beginner", seed=seed)
    with pytest.raises(InvalidPosition, match="seed"):
        rank_actions(game.state, game.current_player, "beginner", seed=seed)
    with pytest.raises(InvalidPosition, match="seed"):
        review(played(40), 0, "beginner", seed=seed)


def test_the_coach_takes_a_random_generator_to_draw_from() -> None:
    game = played(0)
    first = rank_actions(game.state, game.current_player, "beginner", seed=random.Random(4))
    again = rank_actions(game.state, game.current_player, "beginner", seed=random.Random(4))
    assert [c.action for c in first] == [c.action for c in again]


@pytest.mark.parametrize("spec", [None, 42, 1.5, object()])
def test_make_bot_refuses_what_is_no_bot_and_names_the_bots(spec: Any) -> None:
    with pytest.raises(SimulationError, match="is not a bot") as refusal:
        make_bot(spec)
    assert "greedy" in str(refusal.value) and "expert" in str(refusal.value)


@pytest.mark.parametrize("game", ["{}", None, {"actions": []}, 3])
def test_review_of_something_that_is_no_game_says_what_it_needs(game: Any) -> None:
    with pytest.raises(NotReviewable, match="needs a game"):
        review(game, 0)
