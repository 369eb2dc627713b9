"""Glicko-2 against Glickman's worked example ("Example of the Glicko-2 system")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gaucho.coach.ratings import Rating, expected, update


def test_glickman_s_worked_example() -> None:
    player = Rating(1500, 200, 0.06)
    after = update(player, [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0),
                            (Rating(1700, 300), 0.0)])
    # the paper rounds its steps and prints 1464.06, 151.52 and 0.05999
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_no_games_only_widens_the_deviation() -> None:
    after = update(Rating(1500, 200, 0.06), [])
    assert after.rating == 1500
    assert after.rd == pytest.approx(200.27, abs=0.01)  # the paper's step 6 with phi* only


@given(st.floats(800, 2200), st.floats(800, 2200), st.floats(40, 350))
def test_a_win_raises_and_a_loss_lowers(me: float, them: float, rd: float) -> None:
    player, opponent = Rating(me, rd), Rating(them, 100)
    assert update(player, [(opponent, 1.0)]).rating > me
    assert update(player, [(opponent, 0.0)]).rating < me
    assert 0 < expected(player, opponent) < 1
