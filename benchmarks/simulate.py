"""Simulation speed: games/s for random and greedy bots, on one core and on all cores.

    .venv/bin/python benchmarks/simulate.py            # the table + 10,000-game estimate
    .venv/bin/python benchmarks/simulate.py --profile  # where one core spends its time

Target (issue 6): 10,000 four-player random-bot games in under a minute on 2 cores.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import time

from gaucho.workshop.simulation import simulate


def rate(games: int, bots: str, players: int, workers: int) -> float:
    start = time.perf_counter()
    sim = simulate(games=games, players=players, bots=bots, seed="bench", workers=workers,
                   progress=False)
    elapsed = time.perf_counter() - start
    assert len(sim) == games
    return games / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--random-games", type=int, default=600)
    parser.add_argument("--greedy-games", type=int, default=40)
    parser.add_argument("--profile", action="store_true",
                        help="profile 100 random games on one core instead")
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        simulate(games=100, players=args.players, workers=1, progress=False)
        prof.disable()
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(20)
        print(out.getvalue())
        return
    print(f"{args.players}-player games, {cores} cores")
    print(f"{'bots':<8}{'1 core':>12}{f'{cores} cores':>12}")
    results = {}
    for bots, games in (("random", args.random_games), ("greedy", args.greedy_games)):
        one = rate(games, bots, args.players, 1)
        many = rate(games, bots, args.players, cores)
        results[bots] = (one, many)
        print(f"{bots:<8}{one:>10.1f}/s{many:>10.1f}/s")
    one, many = results["random"]
    print(f"10,000 random-bot games: {10_000 / one:.0f} s on 1 core, "
          f"{10_000 / many:.0f} s on {cores} cores (target: under 60 s on 2 cores)")


if __name__ == "__main__":
    main()
