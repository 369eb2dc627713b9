"""Game review speed, and the spread of losses the review's bands were chosen from.

    .venv/bin/python benchmarks/review.py              # one 4-player game, one seat
    .venv/bin/python benchmarks/review.py --spread     # the losses of a few seeded games

The timed game is a seeded 4-player game between the coach's ``beginner`` level; the
review is of Red (seat 0) at the default level (``club``), CPU time of this process.

``--spread`` reviews a few seeded 2- and 4-player games for every seat and prints the
quantiles of the losses by who played: a ``club`` coach (judged again by the review with
another seed: the search's own noise) and the ``greedy`` and ``random`` bots (weak play).
"""

from __future__ import annotations

import argparse
import platform
import time

import gaucho
from gaucho.coach import CoachBot
from gaucho.coach.review import review
from gaucho.workshop.bots import make_bot


def played_game(players: int, seed: int, kinds: list[str]) -> gaucho.Game:
    game = gaucho.Game.new(players=players, seed=seed)
    bots = [CoachBot(k, seed=f"{seed}/{q}") if k in ("beginner", "club", "expert")
            else make_bot(k, seed=f"{seed}/{q}") for q, k in enumerate(kinds)]
    while not game.is_over:
        game.play(bots[game.current_player].choose(game))
    return game


def quantiles(values: list[float]) -> str:
    v = sorted(values)
    at = [0.5, 0.75, 0.9, 0.95, 0.99, 1.0]
    return "  ".join(f"q{int(q * 100)}={v[min(len(v) - 1, int(q * len(v)))]:.2f}" for q in at)


def spread(games: int) -> None:
    losses: dict[str, list[float]] = {}
    for g in range(games):
        players = 2 if g % 2 == 0 else 4
        kinds = (["club", "greedy", "random", "club"])[:players]
        if players == 2:
            kinds = ["club", "greedy"] if g % 4 == 0 else ["club", "random"]
        game = played_game(players, 100 + g, kinds)
        for seat in range(players):
            r = review(game, seat, "club", seed=g)
            losses.setdefault(kinds[seat], []).extend(d.loss for d in r.decisions)
    for kind, values in losses.items():
        print(f"{kind:7} {len(values):4} decisions  {quantiles(values)}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--spread", action="store_true")
    ap.add_argument("--games", type=int, default=4)
    args = ap.parse_args(argv)
    print(f"{platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}")
    if args.spread:
        spread(args.games)
        return 0
    game = played_game(4, 1, ["beginner"] * 4)
    start = time.process_time()
    r = review(game, 0, "club")
    took = time.process_time() - start
    print(f"review of a 4-player game ({len(game.history)} steps) for Red at club: "
          f"{len(r)} decisions, {took:.1f} s CPU ({took / len(r):.2f} s per decision)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
