"""Random-playout benchmark: how fast does the rules core play whole games?

Random bots (``random.Random(seed).choice(game.legal_actions())``) play full games
for 2, 3 and 4 players along two paths:

* fast:    ``legal_actions()`` + ``apply()`` (unchecked, for bots and simulations);
* checked: ``legal_actions()`` + ``play()`` (every action checked, undo snapshots).

In the same run python-chess plays random full games from the start position,
counting ``list(board.legal_moves)`` + ``is_game_over()`` + ``push`` per ply (the
method of the project's anchor notes, section D), so the ratio ours/chess is
measured on the same machine at the same moment.

    python benchmarks/playout.py                # about 24 s
    python benchmarks/playout.py --seconds 8 --players 3

Measured on 2026-12-01 (2 shared cores, CPU time, default 24 s, the same run repeated on
the tree before commit c4ebeca and at dd1dc12, issue 33's engine speed work): fast path
2.7x / 2.5x / 3.2x python-chess for 2 / 3 / 4 players before, 2.7x / 2.7x / 2.3x after;
checked 2.1x / 1.8x / 2.1x before, 2.1x / 2.2x / 1.6x after.  Random play-outs copy no
state, so that work barely shows here and the figures move by a fifth from one run to the
next on a busy machine (a 16 s 4-player pair gave 2.8x -> 3.3x fast, 1.9x -> 2.1x
checked).  What it did speed up, per call: ``State.copy`` 7.5 -> 5.6 us, ``worth_of``
2.8 -> 2.1 us, ``apply`` 5.0 -> 3.7 us, and best-of-2 play-outs (the coach's rollouts,
copy + apply + worth_of per candidate) 23,800 -> 27,400 decisions/s (medians of four
paired runs of the same script; docs/coach.md, "Speed").
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import gaucho


@dataclass
class Result:
    label: str
    games: int
    decisions: int
    seconds: float

    @property
    def per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0


def gaucho_game(players: int, seed: int, checked: bool) -> int:
    """One random game; returns the number of player decisions."""
    game = gaucho.Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    step = game.play if checked else game.apply
    decisions = 0
    while not game.is_over:
        step(rng.choice(game.legal_actions()))
        decisions += 1
    return decisions


def chess_game(seed: int) -> int:
    """One random chess game from the start position; returns the number of plies."""
    import chess

    board = chess.Board()
    rng = random.Random(seed)
    plies = 0
    while True:
        moves = list(board.legal_moves)
        if board.is_game_over():
            return plies
        board.push(rng.choice(moves))
        plies += 1


#: The clock: CPU time of this process by default, so the ratio to chess stays fair on a
#: machine that other work keeps busy; ``--wall`` uses the wall clock.
CLOCK: Callable[[], float] = time.process_time


def run(label: str, one_game: Callable[[int], int], budget: float, seed: int) -> Result:
    """Play whole games until ``budget`` seconds are used (at least one game)."""
    games = decisions = 0
    start = CLOCK()
    elapsed = 0.0
    while elapsed < budget or games == 0:
        decisions += one_game(seed + games)
        games += 1
        elapsed = CLOCK() - start
    return Result(label, games, decisions, elapsed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=24.0,
                        help="total time budget, split evenly over the runs (default 24)")
    parser.add_argument("--seed", type=int, default=1, help="first game seed (default 1)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4],
                        choices=[2, 3, 4], help="player counts to measure")
    parser.add_argument("--no-chess", action="store_true", help="skip the python-chess anchor")
    parser.add_argument("--wall", action="store_true",
                        help="time with the wall clock instead of this process's CPU time")
    args = parser.parse_args(argv)
    global CLOCK
    CLOCK = time.perf_counter if args.wall else time.process_time

    chess_ok = not args.no_chess
    if chess_ok:
        try:
            import chess  # noqa: F401
        except ImportError:
            print("python-chess is not installed: skipping the chess anchor "
                  "(pip install 'gaucho[bench]')", file=sys.stderr)
            chess_ok = False
    runs = 2 * len(args.players) + (2 if chess_ok else 0)
    budget = args.seconds / runs

    results: list[tuple[int, Result, Result]] = []
    for n in args.players:
        gaucho_game(n, args.seed, checked=False)  # warm caches and imports
        fast = run(f"{n}p fast", partial(gaucho_game, n, checked=False), budget, args.seed)
        checked = run(f"{n}p checked", partial(gaucho_game, n, checked=True), budget,
                      args.seed)
        results.append((n, fast, checked))
    chess_result = run("chess", chess_game, 2 * budget, args.seed) if chess_ok else None

    print(f"gaucho {gaucho.__version__} random playouts - Python "
          f"{platform.python_version()} on {platform.machine()}, seed {args.seed}, "
          f"{args.seconds:g} s budget ({'wall clock' if args.wall else 'CPU time'})")
    head = (f"{'players':>7} | {'path':<7} | {'games':>6} | {'decisions':>9} | "
            f"{'dec/game':>8} | {'decisions/s':>11} | {'games/s':>7}")
    if chess_result:
        head += f" | {'vs chess':>8}"
    print(head)
    print("-" * len(head))
    for n, fast, checked in results:
        for path, r in (("fast", fast), ("checked", checked)):
            line = (f"{n:>7} | {path:<7} | {r.games:>6} | {r.decisions:>9} | "
                    f"{r.decisions / r.games:>8.0f} | {r.per_second:>11,.0f} | "
                    f"{r.games_per_second:>7.1f}")
            if chess_result:
                line += f" | {r.per_second / chess_result.per_second:>7.2f}x"
            print(line)
    if chess_result:
        r = chess_result
        print(f"{'chess':>7} | {'random':<7} | {r.games:>6} | {r.decisions:>9} | "
              f"{r.decisions / r.games:>8.0f} | {r.per_second:>11,.0f} | "
              f"{r.games_per_second:>7.1f} | {1:>7.2f}x")
        print("chess: plies, each list(legal_moves) + is_game_over() + push; "
              "vs chess = our decisions/s / chess plies/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
