"""Statistics a game designer can trust at small n: Welch's t interval, the paired t interval
and no "clear" below ``stats.MIN_GAMES`` games a side (too few games to tell instead).

The expected intervals are worked by hand in the comments.  ``z = 1.96`` asks for the level
of a 95 % normal interval: the t quantile is taken at the same tail, p = Phi(1.96) =
0.9750021, a hair above 0.975, so the quantiles used below are 4.302848 (2 df), 2.776527
(4 df), 2.570651 (5 df), 2.262209 (9 df), 2.100965 (18 df), against the table's t(0.975,
df) = 4.303, 2.776, 2.571, 2.262, 2.101.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Iterator
from typing import Any

import pytest

from gaucho.errors import SimulationError
from gaucho.variants import Variant, make_variant
from gaucho.workshop import stats
from gaucho.workshop import sweep as S


# ============================================================ the t quantile
@pytest.mark.parametrize(("p", "df", "table"), [
    (0.975, 1, 12.706), (0.975, 2, 4.303), (0.975, 3, 3.182), (0.975, 5, 2.571),
    (0.975, 10, 2.228), (0.975, 30, 2.042), (0.975, 120, 1.980), (0.95, 4, 2.132),
    (0.995, 1, 63.657), (0.995, 10, 3.169), (0.9995, 5, 6.869), (0.90, 20, 1.325),
])
def test_t_quantile_matches_the_table(p: float, df: float, table: float) -> None:
    assert round(stats.student_t_quantile(p, df), 3) == table


def test_t_quantile_tends_to_the_normal_one_and_is_symmetric() -> None:
    assert round(stats.student_t_quantile(0.975, 1e7), 3) == 1.960
    assert stats.student_t_quantile(0.975, math.inf) == statistics.NormalDist().inv_cdf(0.975)
    assert stats.student_t_quantile(0.025, 5) == pytest.approx(-2.570582, abs=1e-6)
    # df = 1 is the Cauchy distribution: P(T <= 1) = 1/2 + atan(1)/pi = 3/4 exactly
    assert stats.student_t_cdf(1.0, 1) == pytest.approx(0.75, abs=1e-12)
    assert stats.student_t_cdf(0.0, 7) == 0.5
    # df = 2 has a closed form: t = (2p - 1) / sqrt(2 p (1 - p)); p = 0.975 gives 4.302653
    assert stats.student_t_quantile(0.975, 2) == pytest.approx(
        0.95 / math.sqrt(2 * 0.975 * 0.025), abs=1e-9)
    assert stats.t_for_z(1.96, 4) == pytest.approx(2.776527, abs=1e-6)
    with pytest.raises(SimulationError, match="df above 0"):
        stats.student_t_quantile(0.975, 0)
    with pytest.raises(SimulationError, match="p must be between 0 and 1"):
        stats.student_t_quantile(1.0, 3)


# ============================================================ Welch's interval
def test_welch_interval_equal_spreads() -> None:
    # A = 1, 2, 3 and B = 2, 3, 4: means 2 and 3, variances 1 and 1, so se^2 = 1/3 + 1/3 =
    # 2/3 (se = 0.816497) and df = (2/3)^2 / ((1/3)^2/2 + (1/3)^2/2) = 4; the difference 1
    # +- 2.776527 * 0.816497 = 1 +- 2.267025
    lo, hi = stats.welch_interval([1, 2, 3], [2, 3, 4])
    assert (lo, hi) == (pytest.approx(-1.267025, abs=1e-6), pytest.approx(3.267025, abs=1e-6))


def test_welch_interval_with_one_side_without_spread() -> None:
    # A = six 5s (variance 0), B = 1..6 (mean 3.5, variance 3.5): se^2 = 3.5/6 = 0.583333
    # (se = 0.763763), df = se^4 / ((3.5/6)^2 / 5) = 5; -1.5 +- 2.570651 * 0.763763 =
    # -1.5 +- 1.963367
    lo, hi = stats.welch_interval([5] * 6, [1, 2, 3, 4, 5, 6])
    assert (lo, hi) == (pytest.approx(-3.463367, abs=1e-6), pytest.approx(0.463367, abs=1e-6))
    # no spread on either side: the interval is the difference itself
    assert stats.welch_interval([2, 2], [3, 3, 3]) == (1.0, 1.0)


def test_welch_interval_unequal_spreads_uses_fractional_degrees_of_freedom() -> None:
    # A = 1, 2, 3 (variance 1), B = 4, 6, 8 (variance 4): se^2 = 1/3 + 4/3 = 5/3, df =
    # (5/3)^2 / ((1/3)^2/2 + (4/3)^2/2) = (25/9) / (17/18) = 50/17 = 2.941 (between the 2
    # of the noisier side alone and the 4 of equal spreads)
    lo, hi = stats.welch_interval([1, 2, 3], [4, 6, 8])
    half = stats.t_for_z(1.96, 50 / 17) * math.sqrt(5 / 3)
    assert (lo, hi) == (pytest.approx(4 - half, abs=1e-12), pytest.approx(4 + half, abs=1e-12))
    assert 4.302848 > stats.t_for_z(1.96, 50 / 17) > 2.776527


def games(pesos: list[float]) -> list[dict[str, Any]]:
    """One player per game with these Pesos (games are the units of a comparison)."""
    return [{"game": g, "pesos": v, "turn_order": 0, "win_share": 1.0}
            for g, v in enumerate(pesos)]


def test_three_games_against_three_are_never_clear() -> None:
    # A = 10, 11, 12 and B = 13, 14, 15: 3 +- 2.776527 * 0.816497 = [0.732975, 5.267025]
    # leaves out 0 (the old normal interval 3 +- 1.96 * 0.816497 = [1.40, 4.60] did too and
    # was called clear), but 3 games a side are below MIN_GAMES: too few to tell
    cmp = stats.compare(games([10, 11, 12]), games([13, 14, 15]), metrics="pesos")
    row = cmp.row("pesos")
    assert (row["lo"], row["hi"]) == (pytest.approx(0.732975, abs=1e-6),
                                      pytest.approx(5.267025, abs=1e-6))
    assert row["too_few"] and not row["significant"]
    lines = str(cmp).splitlines()
    assert lines[2] == ("pesos" + " " * 28 + "11.00         14.00       +3.00  [+0.73, +5.27]"
                        "      ?")
    assert lines[-2:] == ["(* interval excludes 0; Welch t interval; games are the units)",
                          "(? fewer than 10 games on a side: too few games to tell)"]
    german = cmp.text("de").splitlines()
    assert german[2].endswith("+3,00  [+0,73; +5,27]      ?")
    assert german[-2:] == [
        "(* Intervall schließt 0 aus; Welch-t-Intervall; jede Partie ist eine Einheit)",
        "(? weniger als 10 Partien auf einer Seite: zu wenige Partien für ein Urteil)"]
    # the bootstrap keeps the same rule
    boot = stats.compare(games([10, 11, 12]), games([13, 14, 15]), metrics="pesos",
                         method="bootstrap", n_boot=200)
    assert boot.row("pesos")["lo"] > 0 and not boot.row("pesos")["significant"]


def test_ten_games_a_side_can_be_clear() -> None:
    # A = 0..9, B = 5..14: variances 82.5/9 = 9.166667 each, se^2 = 2 * 0.916667 = 1.833333
    # (se = 1.354006), df = 2 * 9 = 18; 5 +- 2.100965 * 1.354006 = 5 +- 2.844720
    cmp = stats.compare(games(list(range(10))), games(list(range(5, 15))), metrics="pesos")
    row = cmp.row("pesos")
    assert (row["lo"], row["hi"]) == (pytest.approx(2.155280, abs=1e-6),
                                      pytest.approx(7.844720, abs=1e-6))
    assert row["significant"] and not row["too_few"]
    text = str(cmp)
    assert text.splitlines()[2].endswith("+5.00  [+2.16, +7.84]      *")
    assert "too few" not in text and "?" not in text
    # one side below the minimum is enough to be too few
    assert stats.compare(games(list(range(9))), games(list(range(5, 15))),
                         metrics="pesos").row("pesos")["too_few"]


def test_large_samples_give_the_normal_interval_within_a_thousandth() -> None:
    rng = random.Random(7)
    xa = [rng.gauss(100, 15) for _ in range(2000)]
    xb = [rng.gauss(103, 15) for _ in range(2000)]
    row = stats.compare(games(xa), games(xb), metrics="pesos").row("pesos")
    diff = statistics.fmean(xb) - statistics.fmean(xa)
    se = math.sqrt(statistics.variance(xa) / 2000 + statistics.variance(xb) / 2000)
    assert row["lo"] == pytest.approx(diff - 1.96 * se, abs=1e-3)
    assert row["hi"] == pytest.approx(diff + 1.96 * se, abs=1e-3)
    assert row["lo"] < diff - 1.96 * se  # a little wider, never narrower
    assert row["significant"]


# ============================================================ paired differences
def records(rounds: list[int], start: int = 0) -> dict[str, list[dict[str, Any]]]:
    """Games ``start``, ``start + 1``... of 4 players lasting these rounds (seat i % 4 wins)."""
    out: dict[str, list[dict[str, Any]]] = {"games": [], "players": [], "sales": []}
    for i, r in enumerate(rounds, start):
        w = i % 4
        out["games"].append({"game": i, "players": 4, "finished": True, "rounds": r,
                             "trigger_round": r - 2, "decisions": 200, "winners": [w],
                             "margin": 9,
                             "standing_by_round": [[10 if q == w else 1 for q in range(4)]]})
        out["players"].extend({"game": i, "seat": q, "bot": "greedy", "turn_order": q,
                               "players": 4, "win_share": 1.0 if q == w else 0.0}
                              for q in range(4))
    return out


def test_paired_difference_of_three_games_is_a_t_interval_and_too_few() -> None:
    # differences 2, 3, 4: mean 3, sd 1, se = 1/sqrt(3) = 0.577350, 2 df:
    # 3 +- 4.302848 * 0.577350 = 3 +- 2.484251 (the old normal 3 +- 1.131607 was "clear")
    result = S.compare_records(records([12, 12, 12]), records([14, 15, 16]))
    d = result.differences["rounds"]
    assert (d.lo, d.hi, d.n) == (pytest.approx(0.515749, abs=1e-6),
                                 pytest.approx(5.484251, abs=1e-6), 3)
    assert d.too_few and not d.clear
    sentences = result.sentences()
    assert ("Rounds per game: too few games to tell (15.0 against 12.0 after 3 games under "
            "each rule set; at least 10 are needed).") in sentences
    assert not any("up from" in s or "hardly any change" in s for s in sentences)


def test_paired_difference_of_ten_games_can_be_clear() -> None:
    # differences 0..9: mean 4.5, sd = sqrt(82.5/9) = 3.027650, se = 0.957427, 9 df:
    # 4.5 +- 2.262209 * 0.957427 = 4.5 +- 2.165900
    result = S.compare_records(records([12] * 10), records([12 + k for k in range(10)]))
    d = result.differences["rounds"]
    assert (d.lo, d.hi, d.n) == (pytest.approx(2.334100, abs=1e-6),
                                 pytest.approx(6.665900, abs=1e-6), 10)
    assert d.clear and not d.too_few
    assert "Rounds per game: up from 12.0 to 16.5." in result.sentences()


def test_too_few_sentence_in_other_languages() -> None:
    from gaucho.i18n import use_language

    result = S.compare_records(records([12]), records([15]))
    d = result.differences["rounds"]
    assert (d.mean, d.lo, d.hi, d.clear) == (3.0, 3.0, 3.0, False)  # one game: no spread
    m, ref, _d = next(row for row in result.rows() if row[0].key == "rounds")
    with use_language("es"):
        assert S.compared_sentence(m, ref, d, result.games) == (
            "Rondas por partida: demasiado pocas partidas para saberlo (15,0 frente a 12,0 "
            "tras 1 partida con cada conjunto de reglas; hacen falta al menos 10).")
    with use_language("de"):
        assert S.too_few_sentence(m, ref, 4).startswith(
            "Runden pro Partie: zu wenige Partien für ein Urteil (15,0 gegenüber 12,0 nach 4 "
            "Partien je Regelwerk;")


def rounds_runner(official: int, changed: list[int]) -> S.Runner:
    """Official games last ``official`` rounds; the variant's game i lasts
    ``changed[i % len(changed)]`` (batches of 2 games)."""
    def run(variant: Variant, n: int) -> Iterator[dict[str, list[dict[str, Any]]]]:
        for start in range(0, n, 2):
            count = min(2, n - start)
            lengths = ([official] * count if variant.name == "official" else
                       [changed[i % len(changed)] for i in range(start, start + count)])
            yield records(lengths, start)
    return run


def test_sequential_never_stops_clear_before_the_minimum() -> None:
    # differences 2, 3, 4, 2, ...: min_games=1 would have stopped "clear" at the first look
    # (2 games); the run keeps going to the first look with MIN_GAMES pairs
    looks = list(S.sequential(make_variant("longer", "longer", sale_bonus=6), "rounds",
                              max_games=100, look_every=2, min_games=1,
                              runner=rounds_runner(12, [14, 15, 16])))
    last = looks[-1]
    assert last.reason == "clear" and last.games == stats.MIN_GAMES
    assert [look.games for look in looks[:-1]] == [2, 4, 6, 8]


def test_sequential_below_the_minimum_says_too_few_games() -> None:
    looks = list(S.sequential(make_variant("longer", "longer", sale_bonus=6), "rounds",
                              max_games=6, look_every=2,
                              runner=rounds_runner(12, [14, 15, 16])))
    last = looks[-1]
    assert last.reason == "max_games" and last.games == 6
    assert last.explain().startswith("Stopped at the limit of 6 games under each rule set: "
                                     "too few games to tell (difference 3")
    assert last.explain().endswith("; at least 10 are needed.")


def test_the_report_table_marks_too_few_games_and_says_what_the_mark_means() -> None:
    from gaucho.workshop.study import _table

    few = _table(S.compare_records(records([12, 12, 12]), records([14, 15, 16])))
    assert "<td>3.000 [0.516, 5.484] ?</td>" in few and " *" not in few
    assert few.endswith("<p>(? fewer than 10 games on a side: too few games to tell)</p>")
    enough = _table(S.compare_records(records([12] * 10), records([12 + k for k in range(10)])))
    assert "<td>4.500 [2.334, 6.666] *</td>" in enough and "too few" not in enough
