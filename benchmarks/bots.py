"""Bot strength: MonteCarloBot's win rate against three GreedyBots, with a 95 % interval.

    .venv/bin/python benchmarks/bots.py                 # 80 four-player games, seed 11
    .venv/bin/python benchmarks/bots.py --games 200 --workers 2

Every bot decides from what its player sees (gaucho.information): the Monte Carlo
bot plays out its candidates on tables sampled from its information set.  Seats
rotate from game to game, ties share the win; a fair share is 25 %.  The interval
is Wilson's (gaucho.workshop.stats.wilson).
"""

from __future__ import annotations

import argparse
import time

from gaucho.workshop.simulation import simulate
from gaucho.workshop.stats import win_rate_by_bot


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=80)
    parser.add_argument("--seed", default="11")
    parser.add_argument("--workers", type=int, default=None,
                        help="processes (default: all cores)")
    parser.add_argument("--montecarlo", default="montecarlo",
                        help="the Monte Carlo bot's spec, e.g. montecarlo:playouts=6,depth=24")
    args = parser.parse_args()
    start = time.perf_counter()
    sim = simulate(games=args.games, players=4, bots=[args.montecarlo] + ["greedy"] * 3,
                   seed=args.seed, workers=args.workers, rotate_seats=True)
    elapsed = time.perf_counter() - start
    print(f"{args.games} four-player games, seed {args.seed}, {elapsed:.0f} s "
          f"({elapsed / args.games:.2f} s per game)")
    for row in win_rate_by_bot(sim):
        print(f"{row['bot']:<24} wins {row['rate']:6.1%}  95 % interval "
              f"[{row['lo']:.1%}, {row['hi']:.1%}]  over {row['games']} player-games "
              f"(fair: {row['fair']:.0%})")


if __name__ == "__main__":
    main()
