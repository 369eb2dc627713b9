"""simulate(): tidy records, consistency with the games, reproducibility across executors."""

from __future__ import annotations

import functools
from concurrent.futures import ThreadPoolExecutor

import pytest

import gaucho
import gaucho.workshop.simulation
from gaucho.workshop.bots import MonteCarloBot, play_game
from gaucho.workshop.simulation import ACTION_KEYS, Simulation, game_records, game_seed, simulate
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
    custom = simulate(games=2, players=2, variant=v.config, workers=1, progress=False)
    assert custom.games[0]["variant"] == "custom"


def test_bot_specs_partial_and_labels() -> None:
    mc = functools.partial(MonteCarloBot, playouts=1, top_k=2, depth=4)
    sim = simulate(games=1, players=2, bots=[mc, "random"], seed=2, workers=1, progress=False,
                   rotate_seats=False)
    assert [r["bot"] for r in sim.players] == ["montecarlo", "random"]


def test_progress_bar_and_top_level_simulate(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("tqdm")
    sim = gaucho.simulate(games=3, players=2, seed=1, workers=1, progress=True)
    assert isinstance(sim, Simulation) and len(sim) == 3
    assert "simulating" in capsys.readouterr().err


def test_empty_and_invalid_requests() -> None:
    assert len(simulate(games=0, progress=False)) == 0
    with pytest.raises(ValueError, match="2 to 4"):
        simulate(games=1, players=5)
    with pytest.raises(ValueError, match="3 bots for 4 players"):
        simulate(games=1, bots=["random"] * 3)
    with pytest.raises(gaucho.InvalidConfig, match="unknown variant"):
        simulate(games=1, variant="nope")
    with pytest.raises(ValueError, match="non-negative"):
        simulate(games=-1)


def test_game_seeds_are_stable() -> None:
    assert game_seed(0, 0) == game_seed(0, 0) != game_seed(0, 1)
    assert game_seed("a", 3) != game_seed("b", 3)
    assert 0 <= game_seed(123, 456) < 2**63


def test_to_dataframe() -> None:
    sim = simulate(games=2, players=2, workers=1, progress=False)
    try:
        import pandas  # noqa: F401
    except ImportError:
        with pytest.raises(ImportError, match="pandas"):
            sim.to_dataframe()
        return
    df = sim.to_dataframe("games")
    assert len(df) == 2
    with pytest.raises(ValueError):
        sim.to_dataframe("nope")
