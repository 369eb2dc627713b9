"""Simulation speed: games/s on one core and on every core, and the parallel efficiency.

    .venv/bin/python benchmarks/simulate.py                 # 1,000 games per measurement
    .venv/bin/python benchmarks/simulate.py --games 10000   # the issue-12 goal, for real
    .venv/bin/python benchmarks/simulate.py --profile       # where the time goes

Goal (issue 12): 10,000 four-player random-bot games in under 30 s on 2 cores, and a
parallel efficiency on 2 workers of at least 1.8x.  The worker pool (loky) is started
before timing, as in a notebook that simulates more than once; the cold start is
printed apart.  Other programs on the machine lower the figures: the load average is
printed with them.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pickle
import pstats
import time

from gaucho.workshop.bots import play_game
from gaucho.workshop.records import game_records
from gaucho.workshop.simulation import _Job, _resolve_variant, _run_job, game_seed, simulate


def timed(games: int, workers: int, bots: str, players: int) -> tuple[float, float]:
    """Wall seconds and this process's CPU seconds to simulate ``games`` games."""
    start, cpu = time.perf_counter(), time.process_time()
    sim = simulate(games=games, players=players, bots=bots, seed="bench", workers=workers,
                   progress=False)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    assert len(sim) == games and not sim.failures
    return elapsed, cpu


def load() -> str:
    try:
        return "load average " + " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:  # pragma: no cover - not on every platform
        return "load average unknown"


def profile(players: int) -> None:
    """Where one core spends its time, and what shipping records between processes costs."""
    prof = cProfile.Profile()
    prof.enable()
    simulate(games=100, players=players, bots="random", workers=1, progress=False)
    prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(15)
    print(out.getvalue())
    games = [play_game("random", players=players, seed=game_seed("p", i)) for i in range(50)]
    start = time.perf_counter()
    for i, g in enumerate(games):
        game_records(g, index=i, bots=["random"] * players)
    records = (time.perf_counter() - start) / 50
    job = _Job(tuple(range(50)), "p", players, ("random",) * players, ("random",) * players,
               True, _resolve_variant(None), 20_000)
    start = time.perf_counter()
    chunk = _run_job(job)
    play = (time.perf_counter() - start) / 50
    blob = pickle.dumps(chunk)
    start = time.perf_counter()
    pickle.loads(blob)
    unpickle = time.perf_counter() - start
    print(f"per game: {play * 1000:.1f} ms to play and record, of which "
          f"{records * 1000:.2f} ms building the records ({records / play:.0%})")
    print(f"a chunk of 50 games travels as {len(blob) / 1024:.0f} KB and unpickles in "
          f"{unpickle * 1000:.1f} ms in the parent ({unpickle / (50 * play):.2%} of its "
          "playing time)")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=1000,
                        help="games per measurement (10000 for the goal itself)")
    parser.add_argument("--bots", default="random")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    if args.profile:
        profile(args.players)
        return
    cores = args.workers
    print(f"{args.games} {args.players}-player {args.bots}-bot games; {load()}")
    cold, _ = timed(8 * cores, cores, args.bots, args.players)  # starts the pool
    print(f"starting {cores} workers and playing {8 * cores} games: {cold:.1f} s")
    one, one_cpu = timed(args.games, 1, args.bots, args.players)
    print(f"1 worker:  {one:6.1f} s  {args.games / one:7.1f} games/s  "
          f"({one_cpu / args.games * 1000:.1f} ms CPU per game)")
    many, parent_cpu = timed(args.games, cores, args.bots, args.players)
    print(f"{cores} workers: {many:6.1f} s  {args.games / many:7.1f} games/s  "
          f"(efficiency {one / many:.2f}x)")
    # what the parent itself spends (receiving and ordering records) bounds the efficiency
    # on an otherwise idle machine, whatever else is running now
    share = parent_cpu / one_cpu
    print(f"the parent used {parent_cpu:.2f} s CPU ({share:.1%} of the games' CPU): at most "
          f"{cores / (1 + share):.2f}x on {cores} idle cores")
    print(f"10,000 games: {10_000 / args.games * many:.0f} s on {cores} workers "
          f"(goal: under 30 s on 2 cores, efficiency >= 1.8x); {load()}")


if __name__ == "__main__":
    main()
