"""stats.compare counts games, never sales, in its per-sale rows (games are the units).

"tiles per sale in play" and "pesos per sale in play" take each game's mean per sale, over
the games with a sale in play (a game whose only sales are final ones has no value), so the
interval, ``too_few`` (stats.MIN_GAMES) and ``significant`` are about games.  Hand-made
sales records, exact values.
"""

from __future__ import annotations

from typing import Any

import pytest

from gaucho.workshop import stats

TILES = "tiles per sale in play"
PESOS = "pesos per sale in play"


def sales(*games: list[int], final: tuple[int, ...] = ()) -> dict[str, list[dict[str, Any]]]:
    """The sales table of games whose sales in play have these tile counts (game i: the
    i-th list; each sale pays 10 Pesos a tile), plus a final sale of 9 tiles in each game
    of ``final`` (never counted)."""
    rows = [{"game": g, "seat": 0, "kind": "immediate", "tiles": t, "pesos": 10 * t}
            for g, tiles in enumerate(games) for t in tiles]
    rows += [{"game": g, "seat": 1, "kind": "final", "tiles": 9, "pesos": 90} for g in final]
    return {"sales": rows}


def test_the_interval_is_welch_over_the_games_means_per_sale() -> None:
    # A: games 0..2 sell [1, 3], [4], [5, 7] in play: means 2, 4, 6 (not the five sales
    #    1, 3, 4, 5, 7); game 3 sells only at the final scoring and is left out.
    # B: means 5, 7, 9 from [5], [6, 8], [9, 9, 9].
    # By hand: mean A = 4, mean B = 7, diff = 3; both variances ((-2)^2 + 0 + 2^2) / 2 = 4,
    # se^2 = 4/3 + 4/3 = 8/3; equal variances and sizes give df = 2 (3 - 1) = 4;
    # t(0.975002, 4) = 2.776527 (z = 1.96); half = 2.776527 * sqrt(8/3) = 4.534050:
    # [3 - 4.534050, 3 + 4.534050] = [-1.534050, 7.534050].
    a = sales([1, 3], [4], [5, 7], [], final=(3,))
    b = sales([5], [6, 8], [9, 9, 9])
    row = stats.compare(a, b, metrics=[TILES]).row(TILES)
    assert row["mean_a"] == 4.0 and row["mean_b"] == 7.0 and row["diff"] == 3.0
    assert row["lo"] == pytest.approx(-1.534050, abs=1e-6)
    assert row["hi"] == pytest.approx(7.534050, abs=1e-6)
    assert (row["n_a"], row["n_b"]) == (3, 3)
    assert row["unit"] == "games with a sale in play"
    assert row["too_few"] is True and row["significant"] is False
    # Pesos per sale: 10 times the tiles, so 10 times every figure
    pesos = stats.compare(a, b, metrics=[PESOS]).row(PESOS)
    assert (pesos["mean_a"], pesos["mean_b"]) == (40.0, 70.0)
    assert pesos["lo"] == pytest.approx(-15.340502, abs=1e-5)
    assert pesos["hi"] == pytest.approx(75.340502, abs=1e-5)


def test_three_games_are_too_few_even_with_thirty_sales() -> None:
    # 3 games of 10 sales each: 30 sales a side, but 3 games; a difference of 3 tiles with
    # next to no spread is still "too few games", never significant
    a = sales(*[[2] * 9 + [3]] * 3)
    b = sales(*[[5] * 9 + [6]] * 3)
    row = stats.compare(a, b, metrics=[TILES]).row(TILES)
    assert (row["n_a"], row["n_b"]) == (3, 3)
    assert row["diff"] == pytest.approx(3.0)
    assert row["too_few"] is True and row["significant"] is False
    assert " ?" in str(stats.compare(a, b, metrics=[TILES])).splitlines()[2]


def test_ten_games_decide_and_a_game_without_a_sale_does_not_count() -> None:
    # A: 10 games of means 2, 3, 2, 3, ... ; B: the same plus 2 tiles: clear at 10 games
    a = sales(*[[2 + g % 2] for g in range(10)])
    b = sales(*[[4 + g % 2, 4 + g % 2] for g in range(10)])
    row = stats.compare(a, b, metrics=[TILES]).row(TILES)
    # by hand: both sides 5 of each value, variance 10 * 0.25 / 9 = 5/18, se^2 = 1/18,
    # df = 18, t(0.975002, 18) = 2.100965 (z = 1.96): half = 2.100965 * sqrt(1/18)
    # = 2.100965 * 0.235702 = 0.495202, so [1.504798, 2.495202]
    assert (row["n_a"], row["n_b"], row["diff"]) == (10, 10, 2.0)
    assert row["lo"] == pytest.approx(1.504798, abs=1e-6)
    assert row["hi"] == pytest.approx(2.495202, abs=1e-6)
    assert row["too_few"] is False and row["significant"] is True
    # one game of B sells only at the final scoring: 9 games with a sale, too few
    b9 = sales(*[[4 + g % 2, 4 + g % 2] for g in range(9)], [], final=(9,))
    row = stats.compare(a, b9, metrics=[TILES]).row(TILES)
    assert (row["n_a"], row["n_b"]) == (10, 9)
    assert row["too_few"] is True and row["significant"] is False


def test_other_rows_say_games() -> None:
    games = {"games": [{"game": g, "rounds": 10 + g, "finished": True} for g in range(3)]}
    assert stats.compare(games, games, metrics="rounds").row("rounds")["unit"] == "games"
