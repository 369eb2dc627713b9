"""Sweeps, paired comparisons and the sequential mode, on synthetic games whose effect is known.

A synthetic runner stands in for real games: the first player of game ``i`` wins
when a number drawn for ``i`` falls below the share the rules give him, so the
true effect of a rule value is known exactly and a test costs milliseconds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest

from gaucho.errors import SimulationError
from gaucho.variants import Variant, make_variant
from gaucho.workshop import sweep as S

PLAYERS = 4


def synthetic_game(i: int, u: float, first_share: float) -> dict[str, list[dict]]:
    """Game ``i``: the first player wins if ``u < first_share``, else one of the others in
    equal parts (the same ``u`` under both rule sets: common random numbers)."""
    if u < first_share:
        winner = 0
    else:
        winner = 1 + min(PLAYERS - 2, int((u - first_share) / ((1 - first_share) / 3)))
    trace = [[10 if q == winner else 1 for q in range(PLAYERS)]]
    game = {"game": i, "players": PLAYERS, "finished": True, "rounds": 12,
            "trigger_round": 10, "decisions": 200, "winners": [winner], "margin": 9,
            "standing_by_round": trace}
    players = [{"game": i, "seat": q, "bot": "greedy", "turn_order": q, "players": PLAYERS,
                "win_share": 1.0 if q == winner else 0.0} for q in range(PLAYERS)]
    return {"games": [game], "players": players, "sales": []}


def runner(effect: Callable[[Variant], float], *, paired: bool = True, batch: int = 10,
           calls: list[int] | None = None, salt: str = "") -> S.Runner:
    """Batches of synthetic games; ``effect(variant)`` is the first player's share."""
    def run(variant: Variant, games: int) -> Iterator[dict[str, list[dict]]]:
        share = effect(variant)
        tag = salt if paired else f"{salt}/independent/{variant.name}"
        for start in range(0, games, batch):
            out: dict[str, list[dict]] = {"games": [], "players": [], "sales": []}
            for i in range(start, min(games, start + batch)):
                u = random.Random(f"{tag}/{i}").random()
                for k, rows in synthetic_game(i, u, share).items():
                    out[k].extend(rows)
            if calls is not None:
                calls.append(len(out["games"]))
            yield out
    return run


def threshold_effect(variant: Variant) -> float:
    """The first player's share grows with the pasture threshold; fair (1/4) at 22."""
    return 0.25 + 0.03 * (variant.config.pasture_threshold - 22)


def test_sweep_finds_the_balancing_value():
    result = S.sweep("pasture_threshold", range(15, 31), games=400,
                     runner=runner(threshold_effect))
    curve = result.curve("first_player")
    assert [p.value for p in curve] == list(range(15, 31))
    assert curve[0].estimate < 0.1 and curve[-1].estimate > 0.45  # the effect shows
    assert all(p.lo <= p.estimate <= p.hi for p in curve)
    found = result.balancing("seat_gap")
    assert found.value == 22
    assert 22 in found.plausible and 15 not in found.plausible and 30 not in found.plausible
    assert found.metric.key == "seat_gap" and found.metric.lo <= found.metric.value
    assert "pasture_threshold = 22" in found.sentence()
    by_first = result.balancing("first_player")
    assert by_first.value == 22


def test_sweep_refuses_a_setting_that_does_not_exist():
    from gaucho.errors import InvalidConfig

    with pytest.raises(InvalidConfig, match="no_such_rule"):
        S.sweep("no_such_rule", [1, 2], games=4, runner=runner(threshold_effect))


OFFICIAL_SHARE = 0.25


def shares(**by_name: float) -> Callable[[Variant], float]:
    return lambda v: by_name.get(v.name, OFFICIAL_SHARE)


def variant(name: str) -> Variant:
    return make_variant(name, name, sale_bonus=6)


def test_sequential_stops_early_when_the_difference_is_large():
    calls: list[int] = []
    looks = list(S.sequential(variant("big"), "first_player", max_games=1000, look_every=50,
                              runner=runner(shares(big=0.7), calls=calls)))
    last = looks[-1]
    assert last.reason == "clear"
    assert last.games == 50  # the first look already shows it
    assert sum(calls) < 2 * 1000  # the rest was never played
    d = last.difference
    assert d is not None and d.lo > 0 and d.lo <= 0.45 <= d.hi
    assert last.z > 1.96  # the threshold is split over the 20 possible looks
    assert "clear" in last.explain()
    assert last.paired is not None and last.paired.games == 50


def test_sequential_runs_on_when_the_difference_is_not_clear():
    # the same rules, games drawn independently: no difference to find
    looks = list(S.sequential(variant("same"), "first_player", max_games=300, look_every=50,
                              runner=runner(shares(), paired=False)))
    last = looks[-1]
    assert last.reason == "max_games"
    assert last.games == 300
    assert [look.games for look in looks] == [50, 100, 150, 200, 250, 300]
    assert "not clear" in last.explain()


def test_sequential_keeps_the_games_played_when_stopped():
    presses = iter([False, False, True])
    looks = list(S.sequential(variant("big"), "rounds", max_games=1000, look_every=10,
                              runner=runner(shares(big=0.7)), stop=lambda: next(presses)))
    last = looks[-1]
    assert last.reason == "stopped" and last.games == 20
    assert last.paired is not None and last.paired.games == 20
    assert {m.key for m in last.paired.b} >= {"first_player", "rounds"}


def test_sequential_refuses_a_bad_limit():
    with pytest.raises(SimulationError):
        list(S.sequential(variant("big"), max_games=0, runner=runner(shares())))


def test_paired_comparison_on_the_same_seeds():
    result = S.paired(variant("big"), games=200, runner=runner(shares(big=0.5)))
    d = result.differences["first_player"]
    # common random numbers: only games with 0.25 <= u < 0.5 change their winner
    assert d.n == 200 and d.lo > 0 and d.clear
    assert "rounds" in result.differences and not result.differences["rounds"].clear
    assert result.labels == ("official", "big")
    text = " ".join(result.sentences())
    assert "First player's win share: up from 29% to 55%." in text
    assert "Rounds per game: hardly any change, 12.0 against 12.0." in text


def test_sequential_rarely_calls_a_difference_where_there_is_none():
    """No difference, games drawn independently: over 60 seeded runs of up to 200 pairs,
    looked at every 20, a false "clear" comes at most about alpha = 5 % of the time."""
    false_clear = 0
    for rep in range(60):
        last = S.run_sequential(variant("same"), "first_player", max_games=200, look_every=20,
                                runner=runner(shares(), paired=False, salt=str(rep)))
        false_clear += last.reason == "clear"
    assert false_clear <= 6


# ============================================================ gaucho study
STUDY_TOML = """
games = 2
players = 3
seed = 4
seat_bot = "random"
strong_bot = "random"
weak_bot = "random"
forbid = "STEAL"

[rules]
sale_bonus = 8

[sweep]
parameter = "pasture_threshold"
start = 18
stop = 22
step = 4
"""


def test_gaucho_study_writes_records_and_a_report(tmp_path, capsys):
    from gaucho.cli import main

    (tmp_path / "study.toml").write_text(STUDY_TOML, encoding="utf-8")
    out = tmp_path / "out"
    status = main(["study", "--config", str(tmp_path / "study.toml"), "--out", str(out),
                   "--workers", "1", "--games", "3"])
    assert status == 0
    printed = capsys.readouterr().out
    # 3 games under each rule set are below stats.MIN_GAMES: no "Skill matters more/less"
    assert "Strong bot's win share: too few games to tell (" in printed
    assert "Skill matters" not in printed and "pasture_threshold = " in printed
    names = sorted(p.name for p in out.iterdir())
    assert names == sorted(["report.html", *(f"{part}-{table}.csv" for part in
                                             ("main", "skill", "restricted", "sweep")
                                             for table in ("games", "players", "sales"))])
    players = (out / "main-players.csv").read_text(encoding="utf-8").splitlines()
    assert len(players) == 1 + 2 * 3 * 3  # header, then 3 games x 3 seats per rule set
    variants = {line.split(",")[2] for line in players[1:]}
    assert variants == {"official", "official+sale_bonus=8"}
    report = (out / "report.html").read_text(encoding="utf-8")
    assert report.count("<svg") >= 3 and "<script" not in report
    assert "official+sale_bonus=8" in report


def test_gaucho_study_in_spanish_and_bad_input(tmp_path, capsys):
    from gaucho.cli import main

    status = main(["--lang", "es", "study", "--games", "2", "--bot", "random", "--no-skill",
                   "--out", str(tmp_path), "--workers", "1", "--set", "sale_bonus=8"])
    assert status == 0
    assert "Victorias del jugador inicial" in capsys.readouterr().out
    assert main(["study", "--forbid", "FLY", "--out", str(tmp_path)]) == 1
    assert "FLY" in capsys.readouterr().err
    assert main(["study", "--sweep", "pasture_threshold=a:b", "--out", str(tmp_path)]) == 1
    assert main(["study", "--set", "no_such_rule=1", "--out", str(tmp_path)]) == 1
    assert "no_such_rule" in capsys.readouterr().err


def test_stop_keeps_the_paired_games_and_the_swept_values_so_far():
    presses = iter([False, False, True])
    result = S.paired(variant("big"), games=100, runner=runner(shares(big=0.7)),
                      stop=lambda: next(presses, True))
    assert result.games == 20 and result.differences["first_player"].n == 20
    seen: list[tuple[int, int]] = []
    calls = iter([False] * 4 + [True])
    partial = S.sweep("pasture_threshold", [18, 20, 22], games=20,
                      runner=runner(threshold_effect), stop=lambda: next(calls, True),
                      progress=lambda done, total: seen.append((done, total)))
    assert partial.values == [18, 20] and seen == [(1, 3), (2, 3)]


def test_a_study_streams_parquet_datasets(tmp_path):
    pd = pytest.importorskip("pandas")
    pytest.importorskip("pyarrow")
    from gaucho.workshop.study import StudySpec, run_study

    spec = StudySpec(changes={"sale_bonus": 8}, games=3, seat_bot="random", skill=False,
                     out=tmp_path, format="parquet", workers=1)
    result = run_study(spec)
    assert sorted(p.name for p in result.files) == [
        "main-games.parquet", "main-players.parquet", "main-sales.parquet"]
    players = pd.read_parquet(tmp_path / "main-players.parquet")
    assert len(players) == 2 * 3 * 4
    assert sorted(players["variant"].unique()) == ["official", "official+sale_bonus=8"]


def test_skill_trace_follows_the_strong_bots_budget():
    def factory(bots: list) -> S.Runner:
        strong = bots[0]
        budget = int(strong.rpartition("=")[2])
        share = min(0.9, 0.25 + 0.1 * (budget.bit_length() - 5))  # 24 -> 0.25, 48 -> 0.35

        def run(v: Variant, games: int) -> Iterator[dict[str, list[dict]]]:
            for batch in runner(lambda _v: share)(v, games):
                for row in batch["players"]:
                    row["bot"] = strong if row["turn_order"] == 0 else bots[1]
                yield batch
        return run

    trace = S.skill_trace([24, 48, 96], games=200, level="club", weak="beginner",
                          runner_factory=factory)
    assert [b for b, _m in trace] == [24, 48, 96]
    values = [m.value for _b, m in trace]
    assert values == sorted(values) and values[0] == pytest.approx(0.25, abs=0.06)
    assert all(m.subject == f"club:simulations={b}" and m.n == 200 for b, m in trace)


def test_records_played_elsewhere_compare_game_for_game():
    run = runner(shares(big=0.5))
    ours = list(run(variant("big"), 60))
    theirs = list(run(variant("official"), 60))
    result = S.compare_records(theirs, ours, ("official", "big"))
    again = S.paired(variant("big"), games=60, runner=run)
    assert result.differences["first_player"] == again.differences["first_player"]
    assert result.labels == ("official", "big") and result.games == 60


def test_paired_plays_real_games_from_simulation_options():
    result = S.paired("big-sale-bonus", games=4, bots="random", players=3, seed=1, workers=1)
    assert result.labels == ("official", "big-sale-bonus") and result.games == 4
    keys = {m.key for m in result.b}
    assert {"first_player", "rounds", "area:STEAL", "special:steal", "sale:final"} <= keys
    with pytest.raises(SimulationError, match="runner"):
        S.paired("big-sale-bonus", games=4, runner=runner(shares()), bots="random")
