"""OpenSpiel random simulation: El Gaucho through the adapter against OpenSpiel's C++ backgammon.

    python benchmarks/openspiel.py [--seconds 3] [--players 2]

Plays uniformly random games (chance sampled from its probabilities) through the
OpenSpiel API (``legal_actions``, ``apply_action``, ``chance_outcomes``) for about
``--seconds`` each, first ``python_el_gaucho`` (gaucho.interop.openspiel, Python),
then ``backgammon`` (OpenSpiel's own C++ game), and prints steps per second of each.
A step is one ``apply_action``, chance included.  Needs the ``interop`` extra.
Both games run the same Python loop, so backgammon's figure includes that loop's cost.

The adapter plays with draws by chance (every tile leaving the pile is a chance node, about
50 more steps per game than a shuffled pile).  Measured on the busy 2-core development
machine (3 s each, 2 players): El Gaucho about 6,900 steps/s (58 games), backgammon about
70,000 steps/s: 10x faster per step (before draws by chance, at a less busy moment: 7,800
against 99,000 steps/s, 13x).
"""

from __future__ import annotations

import argparse
import random
import time

import pyspiel

import gaucho.interop.openspiel  # noqa: F401  (registers python_el_gaucho)


def steps_per_second(game: pyspiel.Game, seconds: float, seed: int = 0) -> tuple[float, int]:
    rng = random.Random(seed)
    steps = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or games == 0:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(actions, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        games += 1
    return steps / (time.perf_counter() - start), games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    ours = pyspiel.load_game("python_el_gaucho", {"players": args.players})
    theirs = pyspiel.load_game("backgammon")
    rate, games = steps_per_second(ours, args.seconds)
    print(f"python_el_gaucho ({args.players} players, Python adapter): "
          f"{rate:12,.0f} steps/s  ({games} games)")
    base, games = steps_per_second(theirs, args.seconds)
    print(f"backgammon (OpenSpiel C++):            {base:12,.0f} steps/s  ({games} games)")
    print(f"ratio: backgammon is {base / rate:,.0f}x faster per step")


if __name__ == "__main__":
    main()
