"""The position generators of lessons 04-06 (gaucho.drills): each asks a question with one
right answer, the same from its seed, judged by the engine."""

from __future__ import annotations

import pytest

from gaucho import drills
from gaucho.exercises import Drill

GENERATORS = [drills.place_paid, drills.placed_refused, drills.sale_value, drills.fitting,
              drills.forced_sale, drills.two_tiles, drills.final_score, drills.winners,
              drills.rounds_after_trigger]


@pytest.mark.parametrize("make", GENERATORS, ids=lambda f: f.__name__)
def test_one_right_answer_among_wrong_ones(make) -> None:  # type: ignore[no-untyped-def]
    for seed in range(4):
        ex = Drill(f"t-{make.__name__}", make, seed=seed)
        assert ex.check(ex.right_answer()).correct
        again = Drill(f"t-{make.__name__}", make, seed=seed)
        assert (again.question, again.right_answer()) == (ex.question, ex.right_answer())
        choices = ex.choices()
        if choices is not None:
            assert len(set(choices)) == len(choices) >= 3
            assert [ex.judge(c).correct for c in choices].count(True) == 1, (seed, choices)
        else:
            assert not ex.check(str(int(ex.right_answer()) + 1)).correct


def test_the_engine_counts_the_sales() -> None:
    """Exact values, computed by the rules by hand: an IMMEDIATE SALE is tiles x highest
    + 5 (R-SALE-1); a tile that does not fit sells the herd (R-HERD-6); a one-tile herd
    sells for its big number at the end (R-FINAL-4)."""
    from gaucho import tiles

    herd = [tiles.parse(t) for t in ("W3", "W6")]
    assert drills._adding(herd, [tiles.parse("W4")]) == 2 * 6
    assert drills._adding(herd, [tiles.parse("W9")]) == 0
    assert drills._adding(herd, [tiles.parse("W9"), tiles.parse("W1")]) == 3 * 9
    assert drills._final(10, [[tiles.parse("B2"), tiles.parse("B9")], [tiles.parse("K4")]]) \
        == 10 + 2 * 9 + 4
    sale = Drill("t-sale", drills.sale_value, seed=1)
    shown = sale.question
    assert str(int(sale.right_answer())) == sale.right_answer() and "Pesos" in shown


def test_a_second_gaucho_on_the_area_just_placed_is_refused() -> None:
    ex = Drill("t-placed", drills.placed_refused, seed=2)
    game = ex.game
    assert game is not None
    [refused] = [c for c in ex.choices() or () if game.why_illegal(c) is not None]
    assert refused.startswith("place ") and ex.check(refused).correct
