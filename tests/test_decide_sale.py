"""practice.decide_sale: sell a herd with SALE now, or wait (the rulebook's tip, R-SALE-1),
judged by the coach in a fresh position made from a seed."""

from __future__ import annotations

from gaucho import practice
from gaucho.exercises import Drill


def test_a_sale_decision_with_one_clearly_best_answer() -> None:
    drill = Drill("t-sale", practice.decide_sale, seed=2)
    choices = drill.choices() or []
    assert len(choices) == 3 and sum(c.startswith("sale ") for c in choices) == 1
    assert drill.game is not None and drill.game.state.held
    right = drill.right_answer()
    assert [drill.check(c).correct for c in choices] == [c == right for c in choices]
    wrong = drill.check(next(c for c in choices if c != right))
    assert len(wrong.outcomes) == 3 and "SALE" in drill.question
    again = Drill("t-sale", practice.decide_sale, seed=2)
    assert (again.choices(), again.right_answer()) == (choices, right)
