"""simulate(): tidy records, consistency with the games, reproducibility across executors."""

from __future__ import annotations

import csv
import functools
import io
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

import gaucho
import gaucho.workshop.simulation
from gaucho.errors import GameFailed, SimulationError
from gaucho.workshop.bots import DEFAULT_BOT, MonteCarloBot, play_game
from gaucho.workshop.records import csv_cell
from gaucho.workshop.simulation import (
    ACTION_KEYS,
    COLUMNS,
    Simulation,
    csv_row,
    game_records,
    game_seed,
    iter_games,
    simulate,
    write_records,
)
from gaucho.workshop.variants import make_variant


@pytest.fixture(scope="module")
def sim() -> Simulation:
    return simulate(games=24, players=4, bots=["greedy", "random", "random", "random"],
                    seed=5, workers=1, progress=False)


def test_record_tables(sim: Simulation) -> None:
    assert len(sim) == 24 and len(sim.games) == 24 and len(sim.players) == 96
    assert [g["game"] for g in sim.games] == list(range(24))
    for key in ("seed", "players", "variant", "rounds", "decisions", "winners",
                "trigger_round", "start_player", "finished"):
        assert key in sim.games[0]
    row = sim.players[0]
    for key in ("pesos", "rank", "seat", "turn_order", "is_start_player", "bot", "sales",
                "tiles_sold", "tiles_taken", "rounds", "win", "win_share"):
        assert key in row
    assert {f"act_{k}" for k in ACTION_KEYS} <= set(row)
    assert sim.meta["variant"] == "official" and sim.meta["seed"] == 5
    assert "24 games" in repr(sim)


def test_records_agree_with_the_rules(sim: Simulation) -> None:
    for g in sim.games:
        rows = [r for r in sim.players if r["game"] == g["game"]]
        assert g["finished"] and g["trigger_round"] is not None
        assert g["rounds"] == g["trigger_round"] + 2  # R-END-3/4: last round, then no dice
        assert abs(sum(r["win_share"] for r in rows) - 1) < 1e-9
        assert sorted(r["seat"] for r in rows if r["win"]) == g["winners"]
        assert [r["is_start_player"] for r in rows].count(True) == 1
        start = next(r for r in rows if r["is_start_player"])
        assert start["seat"] == g["start_player"] and start["turn_order"] == 0
        assert sorted(r["turn_order"] for r in rows) == [0, 1, 2, 3]
        assert g["decisions"] == sum(r["decisions"] for r in rows)
        for r in rows:
            # every Peso comes from a sale or an insurance (R-SELL-1, R-STEAL-2, R-RAISE-4)
            assert r["pesos"] == r["sale_pesos"] + r["insurance_pesos"]
            assert r["rank"] == 1 + sum(1 for o in rows if o["pesos"] > r["pesos"])
            assert r["tiles_collected"] == r["act_add"] + r["act_sort"]
            assert r["act_keep"] == 1 and r["act_first_place"] == 1
            assert r["immediate_sales"] == r["act_sale"]
            assert r["tiles_stolen"] == r["act_steal"]
    sales = [s for s in sim.sales if s["game"] == 0]
    rows0 = [r for r in sim.players if r["game"] == 0]
    assert sum(s["pesos"] for s in sales) == sum(r["sale_pesos"] for r in rows0)
    assert all(s["kind"] in ("immediate", "forced", "final") for s in sim.sales)
    assert all(s["pesos"] == s["tiles"] * s["high"] + s["bonus"] for s in sim.sales)


def test_a_record_replays_as_the_same_game(sim: Simulation) -> None:
    g = sim.games[3]
    bots = g["bots"].split("/")
    game = play_game(bots, seed=g["seed"])
    rec, rows, _ = game_records(game, index=3, bots=bots)
    assert rec == g
    assert rows == [r for r in sim.players if r["game"] == 3]


def test_seats_rotate_for_mixed_bots(sim: Simulation) -> None:
    greedy_seats = [r["seat"] for r in sim.players if r["bot"] == "greedy"]
    assert sorted(set(greedy_seats)) == [0, 1, 2, 3]
    fixed = simulate(games=4, bots=["greedy", "random", "random", "random"], seed=5,
                     workers=1, progress=False, rotate_seats=False)
    assert {r["seat"] for r in fixed.players if r["bot"] == "greedy"} == {0}


def test_same_records_for_any_worker_count_and_chunking() -> None:
    kwargs = dict(games=12, players=3, bots="random", variant="no-steal", seed="w",
                  progress=False)
    one = simulate(workers=1, **kwargs)  # type: ignore[arg-type]
    two = simulate(workers=2, chunk_size=5, **kwargs)  # type: ignore[arg-type]
    with ThreadPoolExecutor(3) as pool:
        threads = simulate(executor=pool, chunk_size=1, **kwargs)  # type: ignore[arg-type]
    assert one.games == two.games == threads.games
    assert one.players == two.players == threads.players
    assert one.sales == two.sales == threads.sales
    other = simulate(workers=1, **{**kwargs, "seed": "v"})  # type: ignore[arg-type]
    assert other.games != one.games


def test_dask_executor_gives_identical_records() -> None:
    distributed = pytest.importorskip("distributed")
    kwargs = dict(games=6, players=4, bots=["random", "greedy", "random", "random"], seed=3,
                  progress=False)
    local = simulate(workers=1, **kwargs)  # type: ignore[arg-type]
    cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                       dashboard_address=None)
    try:
        with distributed.Client(cluster) as client:
            remote = simulate(executor=client.get_executor(), chunk_size=2,
                              **kwargs)  # type: ignore[arg-type]
    finally:
        cluster.close()
    assert remote.games == local.games
    assert remote.players == local.players
    assert remote.sales == local.sales


def test_workshop_variant_travels_to_worker_processes() -> None:
    v = make_variant("unregistered-18", "threshold 18", pasture_threshold=18)
    sim = simulate(games=4, players=2, bots="random", variant=v, seed=1, workers=2,
                   chunk_size=2, progress=False)
    assert {g["variant"] for g in sim.games} == {"unregistered-18"}
    assert sim.meta["config"]["pasture_threshold"] == 18
    custom = simulate(bots="random", games=2, players=2, variant=v.config, workers=1,
                      progress=False)
    assert custom.games[0]["variant"] == "custom"


def test_bot_specs_partial_and_labels() -> None:
    mc = functools.partial(MonteCarloBot, playouts=1, top_k=2, depth=4)
    sim = simulate(games=1, players=2, bots=[mc, "random"], seed=2, workers=1, progress=False,
                   rotate_seats=False)
    assert [r["bot"] for r in sim.players] == ["montecarlo", "random"]


def test_progress_bar_and_top_level_simulate(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("tqdm")
    sim = gaucho.simulate(bots="random", games=3, players=2, seed=1, workers=1, progress=True)
    assert isinstance(sim, Simulation) and len(sim) == 3
    assert "simulating" in capsys.readouterr().err


def test_the_default_bots_play_sensibly_and_are_named() -> None:
    """Without ``bots``, every seat is ``greedy`` (not random), and the result says so."""
    sim = simulate(games=2, players=2, seed=4, workers=1, progress=False)
    assert DEFAULT_BOT == "greedy"
    assert sim.bots == ["greedy", "greedy"] == sim.meta["bots"]
    assert {r["bot"] for r in sim.players} == {"greedy"}
    assert {g["winner_bots"] for g in sim.games} == {"greedy"}
    assert "bots ['greedy', 'greedy']" in repr(sim)


def test_empty_and_invalid_requests() -> None:
    assert len(simulate(bots="random", games=0, progress=False)) == 0
    with pytest.raises(ValueError, match="2 to 4"):
        simulate(bots="random", games=1, players=5)
    with pytest.raises(ValueError, match="3 bots for 4 players"):
        simulate(games=1, bots=["random"] * 3)
    with pytest.raises(gaucho.InvalidConfig, match="unknown variant"):
        simulate(bots="random", games=1, variant="nope")
    with pytest.raises(ValueError, match="non-negative"):
        simulate(bots="random", games=-1)


def test_game_seeds_are_stable() -> None:
    assert game_seed(0, 0) == game_seed(0, 0) != game_seed(0, 1)
    assert game_seed("a", 3) != game_seed("b", 3)
    assert 0 <= game_seed(123, 456) < 2**63


def test_to_dataframe() -> None:
    pd = pytest.importorskip("pandas")  # in the workshop extra
    sim = simulate(bots="random", games=3, players=2, workers=1, progress=False)
    df = sim.to_dataframe("games")
    assert isinstance(df, pd.DataFrame)
    assert list(df.columns) == list(COLUMNS["games"])
    assert df["game"].tolist() == [0, 1, 2]
    assert df.to_dict("records") == sim.games
    players = sim.to_dataframe()
    assert len(players) == 6 and players["pesos"].tolist() == [r["pesos"] for r in sim.players]
    assert list(sim.to_dataframe("failures").columns) == ["game", "seed", "bots", "error",
                                                          "where"]
    with pytest.raises(ValueError, match="tables"):
        sim.to_dataframe("nope")


# ------------------------------------------------------------ bad arguments


@pytest.mark.parametrize("kwargs, message", [
    ({"chunk_size": -5}, "chunk_size must be a whole number of at least 1, not -5"),
    ({"chunk_size": 0}, "chunk_size must be a whole number of at least 1, not 0"),
    ({"chunk_size": 2.5}, "chunk_size must be a whole number"),
    ({"games": True}, "games must be a non-negative whole number, not True"),
    ({"games": 2.0}, "games must be a non-negative whole number, not 2.0"),
    ({"players": True}, "2 to 4 players, not True"),
    ({"workers": 0}, "workers must be a whole number of at least 1, not 0"),
    ({"workers": True}, "workers must be a whole number"),
    ({"max_steps": 0}, "max_steps must be a whole number of at least 1"),
    ({"errors": "ignore"}, "errors must be 'raise' or 'record', not 'ignore'"),
    ({"progress": "yes"}, "progress must be True, False, None or a function"),
    ({"seed": 1.5}, "seed must be a whole number or text, not 1.5"),
    ({"seed": None}, "seed must be a whole number or text, not None"),
    ({"executor": object()}, "executor must be a concurrent.futures.Executor"),
    ({"bots": "nobody"}, r"bots\[0\] \('nobody'\) is not a bot: unknown bot 'nobody'"),
    ({"bots": ["random", 42]}, r"bots\[1\] \(42\) is not a bot"),
])
def test_bad_arguments_get_clear_errors(kwargs: dict[str, Any], message: str) -> None:
    args: dict[str, Any] = {"games": 2, "players": 2, "progress": False, **kwargs}
    with pytest.raises(SimulationError, match=message):
        simulate(**args)
    with pytest.raises(SimulationError, match=message):
        iter_games(**args)  # checked before anything runs, not at the first next()


def test_executor_and_client_together_are_refused() -> None:
    with ThreadPoolExecutor(1) as pool, pytest.raises(SimulationError, match="either"):
        simulate(bots="random", games=1, executor=pool, client=object())


# ------------------------------------------------------------ failing games


def explode_in_game_2(game: gaucho.Game) -> gaucho.Action:
    """A bot with a bug: it raises in one game (the one seeded like game 2 of seed 7)."""
    if game.seed == game_seed(7, 2):
        raise ZeroDivisionError("the bot divided by zero")
    return game.legal_actions()[0]


def die_in_game_3(game: gaucho.Game) -> gaucho.Action:
    """A bot that kills the process playing game 3 of seed 7 (a worker dying)."""
    if game.seed == game_seed(7, 3):
        os._exit(3)
    return game.legal_actions()[0]


def test_a_failing_game_is_named_with_its_index_and_seed() -> None:
    with pytest.raises(GameFailed) as info:
        simulate(games=5, players=2, bots=explode_in_game_2, seed=7, workers=1, progress=False)
    exc = info.value
    assert (exc.index, exc.seed) == (2, game_seed(7, 2))
    assert str(exc).startswith(f"game 2 (seed {game_seed(7, 2)}) failed: ZeroDivisionError: "
                               "the bot divided by zero (raised at test_simulate.py:")
    assert str(exc).endswith(" in explode_in_game_2)")
    assert isinstance(exc, SimulationError) and isinstance(exc, gaucho.GauchoError)


@pytest.mark.parametrize("workers", [1, 2])
def test_errors_record_keeps_the_other_games(workers: int) -> None:
    kwargs: dict[str, Any] = dict(games=6, players=2, seed=7, progress=False, chunk_size=2)
    sim = simulate(bots=explode_in_game_2, workers=workers, errors="record", **kwargs)
    assert [g["game"] for g in sim.games] == [0, 1, 3, 4, 5]
    where = sim.failures[0].pop("where")
    assert where.startswith("test_simulate.py:") and where.endswith(" in explode_in_game_2")
    assert sim.failures == [{"game": 2, "seed": game_seed(7, 2),
                             "bots": "explode_in_game_2/explode_in_game_2",
                             "error": "ZeroDivisionError: the bot divided by zero"}]
    healthy = simulate(bots=first_legal, workers=1, **kwargs)
    assert sim.players == [r for r in healthy.players if r["game"] != 2]
    assert "1 failed" in repr(sim)


def first_legal(game: gaucho.Game) -> gaucho.Action:
    return game.legal_actions()[0]


first_legal.__name__ = "explode_in_game_2"  # same label, so the rows compare equal


def test_a_dying_worker_is_named_and_the_other_games_kept() -> None:
    kwargs: dict[str, Any] = dict(games=8, players=2, seed=7, progress=False)
    sim = simulate(bots=die_in_game_3, workers=2, chunk_size=2, errors="record", **kwargs)
    assert [f["game"] for f in sim.failures] == [3]
    assert sim.failures[0]["seed"] == game_seed(7, 3)
    assert "died" in sim.failures[0]["error"]
    assert [g["game"] for g in sim.games] == [0, 1, 2, 4, 5, 6, 7]
    with pytest.raises(GameFailed, match=rf"game 3 \(seed {game_seed(7, 3)}\)"):
        simulate(bots=die_in_game_3, workers=2, chunk_size=2, **kwargs)
    # the pool recovers: the next simulation runs normally
    assert len(simulate(bots="random", workers=2, chunk_size=2, **kwargs)) == 8


# ------------------------------------------------------------------ Ctrl-C


class CtrlC:
    """A progress callback that presses Ctrl-C once ``after`` games are done."""

    def __init__(self, after: int) -> None:
        self.after = after
        self.calls: list[tuple[int, int]] = []

    def __call__(self, done: int, total: int) -> None:
        self.calls.append((done, total))
        if done >= self.after:
            raise KeyboardInterrupt


@pytest.mark.parametrize("workers", [1, 2])
def test_ctrl_c_returns_the_games_that_finished(workers: int) -> None:
    kwargs: dict[str, Any] = dict(bots="random", games=40, players=2, seed=3, workers=workers,
                                  chunk_size=3)
    full = simulate(progress=False, **kwargs)
    with pytest.warns(RuntimeWarning, match="interrupted: returning the"):
        sim = simulate(progress=CtrlC(after=5), **kwargs)
    assert sim.meta["interrupted"] and not full.meta["interrupted"]
    done = [g["game"] for g in sim.games]
    assert 5 <= len(done) < 40 and done == sorted(done)
    assert sim.meta["games_finished"] == len(done)
    if workers == 1:
        assert done == [0, 1, 2, 3, 4]  # in-process: exactly the games played
    by_index = {g["game"]: g for g in full.games}
    assert sim.games == [by_index[i] for i in done]
    assert sim.players == [r for r in full.players if r["game"] in set(done)]


def test_progress_callback_counts_games() -> None:
    calls = CtrlC(after=10**9)
    simulate(bots="random", games=7, players=2, workers=1, chunk_size=3, progress=calls)
    assert calls.calls == [(i, 7) for i in range(1, 8)]


# ------------------------------------------------------- processes, spawn, Pyodide

SPAWN_SCRIPT = """
import multiprocessing, random, sys
if {block_loky}:
    sys.modules["loky"] = None  # as if loky were not installed: the standard pool
import gaucho
from gaucho.workshop.simulation import simulate

class CellBot:  # defined in __main__, like a bot in a notebook cell
    name = "cell"
    def __init__(self, seed=0):
        self.rng = random.Random(seed)
    def choose(self, game):
        return self.rng.choice(game.legal_actions())

def cell_function(game):
    return game.legal_actions()[0]

if __name__ == "__main__":
    multiprocessing.set_start_method("spawn", force=True)
    sim = simulate(games=6, players=2, bots=[CellBot, cell_function], seed=4, workers=2,
                   chunk_size=2, progress=False)
    here = simulate(games=6, players=2, bots=[CellBot, cell_function], seed=4, workers=1,
                    progress=False)
    assert sim.players == here.players, "records differ"
    print(len(sim), sorted({{r["bot"] for r in sim.players}}))
"""


@pytest.mark.parametrize("block_loky", [False, True], ids=["loky", "stdlib-spawn"])
def test_bots_defined_in_main_work_in_spawned_workers(block_loky: bool,
                                                      tmp_path: Path) -> None:
    if not block_loky:
        pytest.importorskip("loky")
    script = tmp_path / "cell.py"
    script.write_text(SPAWN_SCRIPT.format(block_loky=block_loky))
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          cwd=tmp_path, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "6 ['cell', 'cell_function']"


def test_pyodide_plays_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_pools(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("no worker processes in Pyodide")

    monkeypatch.setattr(gaucho.workshop.simulation.sys, "platform", "emscripten")
    monkeypatch.setattr(gaucho.workshop.simulation, "_Pool", no_pools)
    calls = CtrlC(after=10**9)
    sim = simulate(bots="random", games=4, players=2, seed=1, progress=calls)
    assert len(sim) == 4 and calls.calls[-1] == (4, 4)
    assert len(simulate(bots="random", games=4, players=2, seed=1, workers=2, progress=False)) == 4


def test_unavailable_processes_fall_back_to_this_process(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: Any, **kwargs: Any) -> None:
        raise OSError("[Errno 38] Function not implemented")

    monkeypatch.setattr(gaucho.workshop.simulation, "_Pool", broken)
    with pytest.warns(RuntimeWarning, match="worker processes are unavailable"):
        sim = simulate(bots="random", games=4, players=2, seed=1, workers=2, chunk_size=1,
                       progress=False)
    assert sim.games == simulate(bots="random", games=4, players=2, seed=1, workers=1,
                                 progress=False).games


# ----------------------------------------------------------------- streaming


def test_iter_games_yields_batches_in_index_order() -> None:
    kwargs: dict[str, Any] = dict(bots="random", games=13, players=3, seed="it", progress=False)
    full = simulate(workers=1, **kwargs)
    batches = list(iter_games(workers=2, chunk_size=4, **kwargs))
    assert [len(b) for b in batches] == [4, 4, 4, 1]
    acc = Simulation()
    for b in batches:
        acc.extend(b)
    assert acc.games == full.games and acc.players == full.players and acc.sales == full.sales
    assert acc.meta["seed"] == "it"


@pytest.mark.parametrize("workers", [1, 2])
def test_closing_iter_games_stops_the_work(workers: int) -> None:
    it = iter_games(bots="random", games=2000, players=2, seed=1, workers=workers, chunk_size=5,
                    progress=False)
    first = next(it)
    assert [g["game"] for g in first.games] == [0, 1, 2, 3, 4]
    it.close()  # cancels the pending chunks; returns at once
    with pytest.raises(StopIteration):
        next(it)


def test_csv_rows_equal_the_records(tmp_path: Path) -> None:
    kwargs: dict[str, Any] = dict(games=9, players=4, bots=["greedy", "random", "random",
                                                            "random"], seed=11, progress=False)
    sim = simulate(workers=1, **kwargs)
    for table in ("games", "players", "sales"):
        path = tmp_path / f"{table}.csv"
        sim.to_csv(path, table=table)
        with open(path, newline="") as f:
            rows = list(csv.reader(f))
        assert rows[0] == list(COLUMNS[table])
        assert rows[1:] == [csv_row(r, table) for r in sim.table(table)]
        streamed = tmp_path / f"streamed-{table}.csv"
        write_records(iter_games(workers=2, chunk_size=2, **kwargs), streamed, table=table)
        assert streamed.read_text() == path.read_text()
    buf = io.StringIO()
    sim.to_csv(buf, table="games")
    first = next(csv.DictReader(io.StringIO(buf.getvalue())))
    # the winners read as seats (``0``, ``0;2`` for a shared win), not a Python list
    assert first["winners"] == ";".join(map(str, sim.games[0]["winners"]))
    assert "[" not in first["winners"]
    assert csv_cell([0, 2], "winners") == "0;2" and csv_cell([0, 2]) == "[0, 2]"
    assert first["finished"] == "True" and first["game"] == "0"
    empty = tmp_path / "empty.csv"
    simulate(bots="random", games=0, progress=False).to_csv(empty)
    assert empty.read_text().splitlines() == [",".join(COLUMNS["players"])]


def test_parquet_round_trip(tmp_path: Path) -> None:
    pq = pytest.importorskip("pyarrow.parquet")
    kwargs: dict[str, Any] = dict(bots="random", games=7, players=3, seed=2, progress=False)
    sim = simulate(workers=1, **kwargs)
    path = tmp_path / "games.parquet"
    summary = write_records(iter_games(workers=1, chunk_size=3, **kwargs), path, table="games")
    assert pq.read_table(path).to_pylist() == sim.games
    sim.to_parquet(tmp_path / "players.parquet")
    assert pq.read_table(tmp_path / "players.parquet").to_pylist() == sim.players
    assert summary.games == 7


def test_running_summary_matches_the_full_records(tmp_path: Path) -> None:
    kwargs: dict[str, Any] = dict(games=12, players=2, bots=["greedy", "random"], seed=9,
                                  progress=False)
    sim = simulate(workers=1, **kwargs)
    summary = write_records(iter_games(workers=1, chunk_size=5, **kwargs),
                            tmp_path / "p.csv")
    assert summary.games == 12 and summary.failed == 0
    assert summary.rounds == sum(g["rounds"] for g in sim.games)
    rows = {r["bot"]: r for r in summary.table()}
    for bot in ("greedy", "random"):
        mine = [r for r in sim.players if r["bot"] == bot]
        assert rows[bot]["seats"] == len(mine) == 12
        assert rows[bot]["wins"] == pytest.approx(sum(r["win_share"] for r in mine))
        assert rows[bot]["mean_pesos"] == pytest.approx(sum(r["pesos"] for r in mine) / 12)
        assert rows[bot]["mean_rank"] == pytest.approx(sum(r["rank"] for r in mine) / 12)
    assert "12 games (0 failed)" in repr(summary)


def test_dask_local_cluster_of_several_workers() -> None:
    distributed = pytest.importorskip("distributed")
    kwargs: dict[str, Any] = dict(games=10, players=3, bots=["random", "greedy", "random"],
                                  seed=21, progress=False)
    local = simulate(workers=1, **kwargs)
    cluster = distributed.LocalCluster(n_workers=3, threads_per_worker=1, processes=False,
                                       dashboard_address=None)
    try:
        with distributed.Client(cluster) as client:
            assert len(client.nthreads()) == 3
            remote = simulate(client=client, chunk_size=2, **kwargs)
            streamed = Simulation()
            for batch in iter_games(client=client, chunk_size=3, **kwargs):
                streamed.extend(batch)
    finally:
        cluster.close()
    assert remote.games == local.games == streamed.games
    assert remote.players == local.players == streamed.players
    assert remote.sales == local.sales
