"""Workshop statistics: intervals, win rates with shared victories, summaries, compare."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from gaucho.workshop import stats
from gaucho.workshop.simulation import Simulation, simulate


@pytest.fixture(scope="module")
def pair() -> tuple[Simulation, Simulation]:
    a = simulate(games=40, players=3, bots="random", seed=1, workers=1, progress=False)
    b = simulate(games=40, players=3, bots="random", variant="big-sale-bonus", seed=1,
                 workers=1, progress=False)
    return a, b


def test_wilson_interval() -> None:
    lo, hi = stats.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    assert stats.wilson(0, 10)[0] == 0.0 and stats.wilson(10, 10)[1] == pytest.approx(1.0)
    assert stats.wilson(0, 0) == (0.0, 1.0)
    lo, hi = stats.wilson(2.5, 10)  # fractional (shared) wins
    assert lo < 0.25 < hi


def test_wilson_covers_the_true_rate() -> None:
    rng = random.Random(4)
    p, n, trials = 0.3, 60, 400
    covered = 0
    for _ in range(trials):
        k = sum(rng.random() < p for _ in range(n))
        lo, hi = stats.wilson(k, n)
        covered += lo <= p <= hi
    assert covered / trials > 0.9  # nominal 95 %


def test_summarize() -> None:
    s = stats.summarize([1, 2, 3, 4, 5])
    assert s["n"] == 5 and s["mean"] == 3 and s["median"] == 3
    assert s["sd"] == pytest.approx(statistics.stdev([1, 2, 3, 4, 5]))
    assert s["min"] == 1 and s["max"] == 5 and s["q25"] == 2 and s["q75"] == 4
    assert stats.summarize([7])["sd"] == 0
    assert math.isnan(stats.summarize([])["mean"])


def _rows(wins: list[list[float]]) -> list[dict[str, object]]:
    """Player records for games whose players won the given shares."""
    out: list[dict[str, object]] = []
    for g, shares in enumerate(wins):
        for seat, share in enumerate(shares):
            out.append({"game": g, "seat": seat, "turn_order": seat, "players": len(shares),
                        "win": share > 0, "win_share": share, "bot": "x", "pesos": 0})
    return out


def test_shared_victories_split_or_count_as_wins() -> None:
    rows = _rows([[0.5, 0.5, 0.0], [1.0, 0.0, 0.0]])
    split = stats.win_rates(rows, by="seat")
    assert [r["wins"] for r in split] == [1.5, 0.5, 0.0]
    assert sum(r["rate"] for r in split) == pytest.approx(2 / 2)  # rates add up to 1
    whole = stats.win_rates(rows, by="seat", ties="win")
    assert [r["wins"] for r in whole] == [2, 1, 0]
    assert split[0]["fair"] == pytest.approx(1 / 3)
    fpa = stats.first_player_advantage(rows)
    assert fpa["rate"] == 0.75 and fpa["excess"] == pytest.approx(0.75 - 1 / 3)
    with pytest.raises(ValueError):
        stats.win_rates(rows, ties="maybe")


def test_tables_from_a_simulation(pair: tuple[Simulation, Simulation]) -> None:
    a, _ = pair
    rates = stats.win_rates(a)
    assert [r["turn_order"] for r in rates] == [0, 1, 2]
    assert sum(r["wins"] for r in rates) == pytest.approx(40)
    assert all(r["lo"] <= r["rate"] <= r["hi"] for r in rates)
    adv = stats.seat_advantage(a)
    assert set(adv) == {"turn_order", "seat"}
    assert stats.first_player_advantage(a)["games"] == 40
    assert stats.win_rate_by_bot(a)[0]["bot"] == "random"
    scores = stats.score_distribution(a)
    assert scores[0]["n"] == 120
    assert stats.score_distribution(a, by="seat")[2]["seat"] == 2
    length = stats.game_length(a)
    assert length["rounds"]["n"] == 40 and length["rounds"]["min"] >= 3
    sizes = stats.sale_sizes(a)
    assert {r["kind"] for r in sizes} <= {"immediate", "forced", "final"}
    assert sum(r["sales"] for r in sizes) == len(a.sales)
    assert sum(stats.sale_size_counts(a).values()) == len(a.sales)
    usage = stats.action_usage(a)
    assert usage[0]["keep"] == 1 and usage[0]["take"] > 3
    text = stats.format_rows(rates)
    assert text.splitlines()[0].split()[0] == "turn_order"


def test_compare_two_variants(pair: tuple[Simulation, Simulation]) -> None:
    a, b = pair
    cmp = stats.compare(a, b)
    assert cmp.labels == ("official", "big-sale-bonus")
    row = cmp.row("pesos")
    assert row["diff"] == pytest.approx(row["mean_b"] - row["mean_a"])
    assert row["lo"] < row["diff"] < row["hi"]
    text = str(cmp)
    assert "official" in text and "big-sale-bonus" in text and "pesos" in text
    assert text == str(stats.compare(a, b))  # deterministic
    same = stats.compare(a, a)
    assert all(r["diff"] == 0 and not r["significant"] for r in same.rows)
    boot = stats.compare(a, b, method="bootstrap", n_boot=300, seed=3)
    assert str(boot) == str(stats.compare(a, b, method="bootstrap", n_boot=300, seed=3))
    assert boot.row("pesos")["lo"] <= boot.row("pesos")["hi"]
    with pytest.raises(ValueError, match="unknown metric"):
        stats.compare(a, b, metrics=["charisma"])
    with pytest.raises(ValueError):
        stats.compare(a, b, method="guess")


def test_compare_detects_a_real_shift() -> None:
    """Synthetic games: B's pesos are 10 higher; the interval must exclude 0 and hold 10."""
    rng = random.Random(1)

    def fake(shift: float) -> list[dict[str, object]]:
        return [{"game": g, "pesos": rng.gauss(100 + shift, 15), "turn_order": 0,
                 "win_share": 1.0} for g in range(300)]

    cmp = stats.compare(fake(0), fake(10), metrics=["pesos"], z=3.29)  # 99.9 %
    row = cmp.row("pesos")
    assert row["significant"] and row["lo"] < 10 < row["hi"]


def test_plots_return_figures(pair: tuple[Simulation, Simulation]) -> None:
    pytest.importorskip("matplotlib")
    from matplotlib.figure import Figure

    from gaucho.workshop import dice, plots

    a, b = pair
    figs = [plots.plot_win_rates(a), plots.plot_win_rates(a, by="seat"), plots.plot_scores(a),
            plots.plot_game_length(a), plots.plot_sale_sizes(a), plots.plot_action_usage(a),
            plots.plot_comparison(stats.compare(a, b)),
            plots.plot_pay_table(dice.pay_table(range(1, 5), players=2))]
    assert all(isinstance(f, Figure) and f.axes for f in figs)
