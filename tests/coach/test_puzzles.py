"""The shipped puzzles: they load, their answers are legal, a larger search agrees."""

from __future__ import annotations

import random

import pytest

from gaucho import engine as E
from gaucho.coach import rank_actions
from gaucho.i18n import use_language
from gaucho.puzzles import CONCEPTS, load
from gaucho.puzzles.mining import GAP, RECHECK, SCREEN, position_id
from gaucho.puzzles.progress import Progress

PUZZLES = load()


def test_every_puzzle_loads_and_its_answers_are_legal() -> None:
    assert PUZZLES
    for p in PUZZLES:
        game = p.game()
        assert game.current_player == p.seat
        legal = game.legal_actions().texts()
        assert len(legal) > 1  # never a forced position
        assert set(p.answers) <= set(legal), p.id
        assert set(p.values) <= set(legal), p.id
        assert all(c in CONCEPTS for c in p.concepts)
        assert p.id == position_id(p.position, p.seat)
        assert p.answers[0] in p.values


def test_no_duplicates_and_each_answer_beats_its_rivals() -> None:
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    for p in PUZZLES:
        rivals = [v for m, v in p.values.items() if m not in p.answers]
        assert rivals and p.best_value > max(rivals)


def test_every_puzzle_passed_the_final_recheck() -> None:
    """Each puzzle records its final re-check (``tools/mine_puzzles.py --recheck``): a
    search ten times the screening budget named the same answer, :data:`GAP` ahead of
    every rival."""
    assert len(PUZZLES) >= 300
    for p in PUZZLES:
        check = p.source["recheck"]
        assert check["budget"] >= 10 * SCREEN.simulations and check["margin"] >= GAP, p.id


def test_the_puzzles_cover_players_and_concepts() -> None:
    assert {p.players for p in PUZZLES} == {2, 3, 4}
    counts = {c: sum(c in p.concepts for p in PUZZLES) for c in CONCEPTS}
    assert sum(n >= 10 for n in counts.values()) >= 15, counts


def test_goals_read_in_every_language() -> None:
    for p in PUZZLES[:20]:
        english = p.goal
        for language in ("es", "fr", "de"):
            with use_language(language):
                assert p.goal != english, (language, english)


def test_twenty_random_puzzles_are_confirmed_by_a_larger_search() -> None:
    """A search with a new seed and twice the re-check's budget agrees: of the candidates
    its halving kept to the last round, an accepted answer has the highest mean (a puzzle's
    criterion: the seat's Pesos, or worth where the play-outs stopped; the search itself
    ranks by the lead over the opponents)."""
    rng = random.Random(25)
    level = RECHECK.__class__(**{**{f: getattr(RECHECK, f) for f in RECHECK.__slots__},
                                 "simulations": 2 * RECHECK.simulations})
    for p in rng.sample(PUZZLES, min(20, len(PUZZLES))):
        state = p.game().state
        ranking = rank_actions(state, p.seat, level, seed=f"test/{p.id}")
        most = max(c.visits for c in ranking)
        best = max((c for c in ranking if c.visits == most), key=lambda c: c.mean)
        assert p.accepts(best.action), (p.id, str(best.action), p.answers)


def test_progress_rates_first_answers_and_picks_near_the_rating() -> None:
    me = Progress()
    p = me.next_puzzle(PUZZLES)
    wrong = next(m for m in p.values if m not in p.answers)
    first = me.answer(p, wrong)
    assert not first.correct and first.rated and me.rating.rating < 1500
    lowered = me.rating
    again = me.answer(p, p.answers[0])
    assert again.correct and not again.rated and me.rating == lowered
    board = me.dashboard(PUZZLES)
    assert board and board[0].share == 0.0 and board[0].rules
    saved = Progress.from_json(me.to_json())
    assert saved.to_json() == me.to_json()
    assert E.current_player(p.game().state) == p.seat


@pytest.mark.parametrize("text", ["", None])
def test_a_new_student_starts_at_1500(text: str | None) -> None:
    assert Progress.from_json(text).rating.rating == 1500
