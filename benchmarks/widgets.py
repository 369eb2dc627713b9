"""Widget speed: controller step -> new board SVG, and browser click -> updated board.

    python benchmarks/widgets.py [--steps N] [--clicks N] [--no-browser]

1. In plain Python: the median time of one ``Explorer.step()`` plus drawing the
   board HTML/SVG of the new position (and the same for a ``PlayController``
   human move answered by bots).
2. In a real browser: Voilà serves ``notebooks/explorer.ipynb``, headless
   Chromium clicks highlighted things on the Play tab's board (as a player
   would), and a MutationObserver measures the time until the board widget has
   caught up (click -> comm message -> kernel -> new highlights or picture ->
   DOM -> next frame): median and 90th percentile, separately for clicks that
   only narrow the decision and clicks that complete a move (bots answer).
A benchmark, not a test: it prints figures and asserts nothing about time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui")]

import gaucho  # noqa: E402
from gaucho.explorer import Explorer, PlayController  # noqa: E402


def controller_step_ms(steps: int) -> tuple[float, float, str]:
    g = gaucho.Game.new(3, seed=7)
    bot = gaucho.explorer.make_bot("random", 1)
    while not g.is_over and len(g.history) < steps:
        g.play(bot.choose(g))
    ex = Explorer.from_game(g)
    times = []
    kind = "svg" if "<svg" in ex.board_html() else "text"
    while True:
        t = time.perf_counter()
        if ex.step() is None:
            break
        ex.board_html()
        times.append(time.perf_counter() - t)
    play = PlayController(3, seed=7, human=0)
    ptimes = []
    for i in range(steps):
        if play.game.is_over:
            break
        legal = play.legal_actions
        t = time.perf_counter()
        play.choose(legal[i % len(legal)])
        play.board_html()
        ptimes.append(time.perf_counter() - t)
    return statistics.median(times) * 1e3, statistics.median(ptimes) * 1e3, kind


CLICK_JS = """
async ([targetSel, boardSel]) => {
  const board = document.querySelector(boardSel);
  const el = document.querySelector(targetSel);
  const old = board.dataset.version || "";
  return await new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if ((board.dataset.version || "") !== old) {
        obs.disconnect();
        // the new highlights/picture are in the DOM; wait for the next frame to be painted
        requestAnimationFrame(() => resolve(performance.now() - t0));
      }
    });
    obs.observe(board, {attributes: true, attributeFilter: ["data-version"]});
    setTimeout(() => { obs.disconnect(); resolve(null); }, 30000);
    const t0 = performance.now();
    el.dispatchEvent(new MouseEvent("click", {bubbles: true}));
  });
}
"""

BOARD = ".gaucho-play-board"
GIVE_UP = ("choice:remove", "choice:end", "choice:takeback", "clear")


def browser_click_ms(clicks: int) -> tuple[float, float, float, float] | str:
    """Click -> board updated on the Play tab's board, in ms: (median, p90) of clicks that
    only highlight the next targets, and of clicks that complete a move (bots answer)."""
    import random

    from voila_server import CHROMIUM_ARGS, find_chromium, voila_server

    chromium = find_chromium()
    if chromium is None:
        return "skipped (no Chromium found)"
    from playwright.sync_api import sync_playwright

    partial: list[float] = []
    moves: list[float] = []
    rng = random.Random(1)
    with voila_server() as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            local = url.split("//", 1)[1].rstrip("/")
            page.route("**/*", lambda r: r.continue_()
                       if r.request.url.split("//", 1)[-1].startswith(local)
                       else r.abort())
            page.goto(url, timeout=300_000)
            page.wait_for_selector(".gaucho-app", timeout=300_000)
            page.get_by_role("tab", name="Play").click()
            page.wait_for_selector(f"{BOARD} .gaucho-hit.is-next", timeout=300_000)
            while len(partial) + len(moves) < clicks:
                if "Game over" in page.inner_text(".gaucho-play-status"):
                    break
                targets = page.eval_on_selector_all(
                    f"{BOARD} .gaucho-hit.is-next", "els => els.map(e => e.dataset.target)")
                buttons = page.eval_on_selector_all(
                    f"{BOARD} .gaucho-bw-choice", "els => els.map(e => e.dataset.choice)")
                options = [f'{BOARD} .gaucho-hit[data-target="{t}"]' for t in sorted(set(targets))]
                options += [f'{BOARD} .gaucho-bw-choice[data-choice="{b}"]' for b in buttons
                            if b not in GIVE_UP]
                if not options:
                    options = [f'{BOARD} .gaucho-bw-choice[data-choice="{b}"]' for b in buttons
                               if b != "clear"]
                steps = len(page.eval_on_selector_all(".gaucho-play-history option", "e => e"))
                ms = page.evaluate(CLICK_JS, [rng.choice(options), BOARD])
                if ms is None:
                    continue
                moved = len(page.eval_on_selector_all(".gaucho-play-history option",
                                                      "e => e")) != steps
                (moves if moved else partial).append(float(ms))
        finally:
            browser.close()
    return (statistics.median(partial), _p90(partial), statistics.median(moves), _p90(moves))


def _p90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--clicks", type=int, default=60)
    ap.add_argument("--no-browser", action="store_true")
    args = ap.parse_args()
    step_ms, play_ms, kind = controller_step_ms(args.steps)
    print(f"controller step -> new board {kind.upper()}: median {step_ms:.2f} ms "
          f"(Explorer.step + board_html, {args.steps}-step game)")
    print(f"human move + bot replies -> new board {kind.upper()}: median {play_ms:.2f} ms "
          f"(PlayController.choose + board_html)")
    if args.no_browser:
        return
    click = browser_click_ms(args.clicks)
    if isinstance(click, str):
        print(f"browser click -> updated board: {click}")
    else:
        med, p90, move_med, move_p90 = click
        print(f"browser click on the Play board -> highlights updated: median {med:.1f} ms, "
              f"p90 {p90:.1f} ms (Voila + headless Chromium)")
        print(f"browser click completing a move -> new board after the bots: median "
              f"{move_med:.1f} ms, p90 {move_p90:.1f} ms")


if __name__ == "__main__":
    main()
