"""Record the expert game the review's tests judge (``tests/coach/data/expert_game.json``).

    .venv/bin/python tools/record_expert_game.py            # seed 11, two players

The coach's ``expert`` level plays both seats of a seeded two-player game (bot seeds
``{seed}/0`` and ``{seed}/1``, as :class:`~gaucho.coach.CoachBot` takes them).  Playing
it costs minutes of CPU, too much for CI; reviewing one seat of it costs less, so the
tests load this file (the save of :meth:`gaucho.Game.to_json`, replayed through the
checked path) and review it.  The file also keeps the level's budget the game was played
at and each seat's final Pesos, so a test sees that the save still replays to the same end.
Run it again after the coach's levels change to record the game the new ``expert`` plays.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import gaucho
from gaucho.coach import CoachBot

OUT = Path(__file__).resolve().parent.parent / "tests" / "coach" / "data" / "expert_game.json"


def record(seed: int, players: int = 2, level: str = "expert") -> dict[str, object]:
    """The game of ``level`` against itself from ``seed``, as the test data keeps it."""
    game = gaucho.Game.new(players=players, seed=seed)
    bots = [CoachBot(level, seed=f"{seed}/{q}") for q in range(players)]
    while not game.is_over:
        game.play(bots[game.current_player].choose(game))
        print(f"step {len(game.history)}", flush=True)
    return {"format": "gaucho-review-test-game", "seed": seed, "level": level,
            "budget": bots[0].level.played_at(players),
            "pesos": list(game.pesos),
            "save": json.loads(game.to_json())}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("-o", "--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    start = time.process_time()
    data = record(args.seed)
    args.out.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n",
                        encoding="utf-8")
    print(f"{args.out}: {len(data['save']['actions'])} actions, "  # type: ignore[index]
          f"{time.process_time() - start:.0f} s CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
