"""Dice explorer: exact probabilities, hand-checked cases, and seeded Monte Carlo checks."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from gaucho.config import DEFAULT_CONFIG
from gaucho.workshop import dice
from gaucho.workshop.variants import get_variant


def test_payable() -> None:
    assert dice.payable([3, 4], 7) and dice.payable([3, 4], 3) and not dice.payable([3, 4], 5)
    assert dice.payable([6], {1, 2, 6}) and not dice.payable([], 1)
    assert dice.payable([6, 6], 18, wish=True) and not dice.payable([6, 6], 19, wish=True)
    assert dice.payable([], 4, wish=True)


def test_two_dice_by_hand() -> None:
    # 2 dice, the player takes both: P(a 4 shows or the sum is 4) = 11/36 + 3/36
    assert dice.pay_probability(4, 1, dice=2) == Fraction(14, 36)
    assert dice.pay_probability(7, 1, dice=2) == Fraction(6, 36)
    assert dice.pay_probability(12, 1, dice=2) == Fraction(1, 36)
    assert dice.pay_probability(13, 1, dice=2) == 0
    # one die: only its face pays
    assert dice.pay_probability({1, 2, 3}, 1, dice=1) == Fraction(1, 2)
    # with the WISH die every value from 1 to 6 is payable
    assert dice.pay_probability(5, 1, dice=2, wish=True) == 1


def test_value_with_all_nine_dice() -> None:
    # the first of 4 players: is there a 4 among 9 dice, or two dice summing to 4?
    no_four = Fraction(5, 6) ** 9
    p = dice.pay_probability(4, 1, 4)
    assert p > 1 - no_four
    # a 12 needs two sixes among 9 dice
    two_sixes = 1 - Fraction(5, 6) ** 9 - 9 * Fraction(1, 6) * Fraction(5, 6) ** 8
    assert dice.pay_probability(12, 1, 4) == two_sixes


def test_later_players_have_fewer_chances() -> None:
    for value in (1, 4, 7, 11, {1, 2, 3}):
        ps = [dice.pay_probability(value, k, 4) for k in range(1, 5)]
        assert ps == sorted(ps, reverse=True)
    # too few dice left: nothing to pay with
    assert dice.pay_probability(3, 4, 4, dice=6) == 0


def test_random_choice_of_two_is_two_fresh_dice() -> None:
    for k in (1, 3):
        assert dice.pay_probability(8, k, 4, choice="random") == \
            dice.pay_probability(8, 1, dice=2)


@pytest.mark.parametrize(("value", "k", "players", "earlier", "choice", "wish"), [
    (11, 1, 4, "random", "best", False),
    (11, 4, 4, "random", "best", False),
    (2, 3, 3, "highest", "best", False),
    (10, 3, 4, "lowest", "best", False),
    (9, 2, 2, "random", "random", False),
    (frozenset({1, 2, 3}), 4, 4, "highest", "best", False),
    (4, 4, 4, "random", "best", False),
    (15, 2, 3, "random", "best", True),
])
def test_exact_matches_simulation(value: int, k: int, players: int, earlier: str,
                                  choice: str, wish: bool) -> None:
    exact = float(dice.pay_probability(value, k, players, earlier=earlier, choice=choice,
                                       wish=wish))
    trials = 4000
    sim = dice.simulate_pay(value, k, players, trials=trials, seed=k * 101 + players,
                            earlier=earlier, choice=choice, wish=wish)
    # 4.5 standard errors of a binomial proportion (plus 1/trials for p near 0 or 1):
    # a seeded run that fails this is a bug, not bad luck (p ~ 7e-6)
    tolerance = 4.5 * math.sqrt(exact * (1 - exact) / trials) + 1 / trials
    assert abs(sim - exact) <= tolerance, (exact, sim, tolerance)


def test_tiles_areas_and_tables() -> None:
    assert dice.tile_values(11) == {"A": 11, "B": 5, "C": 5}
    assert dice.action_values("steal") == frozenset({4})
    assert dice.action_values("SORT") == frozenset({1, 2, 3})
    with pytest.raises(ValueError, match="unknown Action Area"):
        dice.action_values("nap")
    rows = dice.pay_table(range(1, 4), players=2)
    assert [r["value"] for r in rows] == [1, 2, 3] and set(rows[0]) == {"value", "k1", "k2"}
    assert rows[0]["k1"] == dice.pay_probability(1, 1, 2)
    # the extra-die variant gives the last player more dice to choose from
    extra = get_variant("extra-die").config
    assert dice.pay_probability(7, 4, 4, config=extra) > dice.pay_probability(7, 4, 4)
    assert dice.pay_probability(7, 4, 4, config=DEFAULT_CONFIG) == \
        dice.pay_probability(7, 1, dice=3)
    with pytest.raises(ValueError):
        dice.pay_probability(3, 0)
    with pytest.raises(ValueError):
        dice.pay_probability(3, 1, earlier="kind")
    with pytest.raises(ValueError):
        dice.pay_probability(set(), 1)
