"""Coach speed: play-outs per second, seconds per decision at each level, and python-chess.

    .venv/bin/python benchmarks/coach.py               # about a minute
    .venv/bin/python benchmarks/coach.py --positions 20 --levels expert

In one run, on the same machine at the same moment (CPU time of this process):

* random play-outs: whole games of uniform legal actions (``legal_actions`` + ``apply``),
  in decisions per second (as benchmarks/playout.py);
* the coach: for each level, ``rank_actions`` on the same positions (taken from seeded
  games between greedy bots, every few decisions where the seat has a choice), its
  simulations per second and seconds per decision (mean and slowest);
* python-chess random play from the start position, in plies per second (each
  ``list(legal_moves)`` + ``is_game_over()`` + ``push``).
"""

from __future__ import annotations

import argparse
import platform
import time

from playout import chess_game, gaucho_game  # benchmarks/playout.py: one measuring method

import gaucho
from gaucho.coach import LEVELS, rank_actions
from gaucho.coach.search import simulations_run
from gaucho.state import State
from gaucho.workshop.bots import make_bot


def positions(count: int, seed: int) -> list[tuple[State, int]]:
    """``count`` positions with a choice, from seeded greedy games of 2 and 4 players."""
    out: list[tuple[State, int]] = []
    game_seed = seed
    while len(out) < count:
        players = 2 if game_seed % 2 else 4
        game = gaucho.Game.new(players=players, seed=game_seed)
        bots = [make_bot("greedy", seed=f"{game_seed}/{q}") for q in range(players)]
        step = 0
        while not game.is_over:
            if step % 9 == 4 and len(game.legal_actions()) > 1:
                out.append((game.state.copy(), game.current_player))
            game.apply(bots[game.current_player].choose(game))
            step += 1
        game_seed += 1
    return out[:count]


def rate(one: object, seconds: float, seed: int) -> tuple[int, float]:
    """Run ``one(seed + i)`` (decisions or plies it played) until ``seconds`` of CPU pass."""
    done = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds or games == 0:
        done += one(seed + games)  # type: ignore[operator]
        games += 1
    return done, time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=12, help="positions per level")
    parser.add_argument("--levels", nargs="+", default=list(LEVELS), choices=list(LEVELS))
    parser.add_argument("--seconds", type=float, default=4.0,
                        help="CPU seconds for each of the random-play rates (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    table = positions(args.positions, args.seed)
    rows = []
    for name in args.levels:
        times = []
        sims = simulations_run()
        for i, (state, seat) in enumerate(table):
            start = time.process_time()
            rank_actions(state, seat, name, seed=i)
            times.append(time.process_time() - start)
        sims = simulations_run() - sims
        rows.append((name, sims / len(table), sims / sum(times), sum(times) / len(times),
                     max(times)))
    decisions, spent = rate(lambda s: gaucho_game(2, s, checked=False), args.seconds, args.seed)
    plies, chess_spent = rate(chess_game, args.seconds, args.seed)

    print(f"gaucho {gaucho.__version__} coach - Python {platform.python_version()} on "
          f"{platform.machine()}, {len(table)} positions, CPU time")
    print(f"{'':<22} | {'per decision':>12} | {'per second':>12} | {'s/decision':>10} | "
          f"{'slowest':>8}")
    print("-" * 76)
    for name, per, per_s, mean, worst in rows:
        print(f"{'coach ' + name:<22} | {per:>8.0f} sim | {per_s:>8,.0f} sim | "
              f"{mean:>10.3f} | {worst:>8.3f}")
    print(f"{'random play-outs (2p)':<22} | {'':>12} | {decisions / spent:>8,.0f} dec | "
          f"{'':>10} | {'':>8}")
    print(f"{'python-chess random':<22} | {'':>12} | {plies / chess_spent:>7,.0f} ply | "
          f"{'':>10} | {'':>8}")
    print("sim: one simulation (a table sampled from the seat's information set, the "
          "candidate, a play-out, the judgement); dec: a decision of random play")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
