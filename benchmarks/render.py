"""Render timings: board SVG, board with matplotlib, phase-graph SVG.

Run: ``.venv/bin/python benchmarks/render.py [--repeat N]``.  Prints the median
time of each, for a seeded mid-game 4-player board (round 3, herds, gauchos).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

import gaucho


def mid_game() -> gaucho.Game:
    game = gaucho.Game.new(players=4, seed=3)
    rng = random.Random(5)
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
    return game


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    fn()  # warm up (imports, caches)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from gaucho.views import mpl as draw
    from gaucho.views.phase_graph import flow_svg
    from gaucho.views.svg import board_svg

    game = mid_game()
    size = len(board_svg(game))

    def mpl_board() -> None:
        ax = draw.board(game)
        ax.figure.canvas.draw()
        plt.close(ax.figure)

    print(f"board SVG (4 players, round {game.round}, {size} bytes): "
          f"{median_ms(lambda: board_svg(game, last_action=True), args.repeat):.2f} ms")
    print(f"board matplotlib (build + Agg draw): "
          f"{median_ms(mpl_board, max(3, args.repeat // 5)):.1f} ms")
    print(f"flow SVG: {median_ms(flow_svg, args.repeat):.2f} ms")


if __name__ == "__main__":
    main()
