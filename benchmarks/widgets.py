"""Widget speed: controller step -> new board SVG, and browser click -> updated board.

    python benchmarks/widgets.py [--steps N] [--clicks N] [--no-browser]

1. In plain Python: the median time of one ``Explorer.step()`` plus drawing the
   board HTML/SVG of the new position (and the same for a ``PlayController``
   human move answered by bots).
2. In a real browser: Voilà serves ``notebooks/explorer.ipynb``, headless
   Chromium clicks the Setup tab's "Step" button, and a MutationObserver
   measures the time until the board widget's HTML has changed (click ->
   comm message -> kernel -> new value -> DOM).
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
async ([buttonSel, boardSel]) => {
  const board = document.querySelector(boardSel);
  const button = document.querySelector(buttonSel);
  const old = board.innerHTML;
  return await new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (board.innerHTML !== old) { obs.disconnect(); resolve(performance.now() - t0); }
    });
    obs.observe(board, {subtree: true, childList: true, characterData: true});
    // some setup steps change only the narration, not the board: give up after 3 s
    setTimeout(() => { obs.disconnect(); resolve(null); }, 3000);
    const t0 = performance.now();
    button.click();
  });
}
"""


def browser_click_ms(clicks: int) -> float | str:
    """Median ms from a click on Setup's "Step" to the board's DOM change."""
    from voila_server import CHROMIUM_ARGS, find_chromium, voila_server

    chromium = find_chromium()
    if chromium is None:
        return "skipped (no Chromium found)"
    from playwright.sync_api import sync_playwright

    times: list[float] = []
    with voila_server() as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            local = url.split("//", 1)[1].rstrip("/")
            page.route("**/*", lambda r: r.continue_()
                       if r.request.url.split("//", 1)[-1].startswith(local)
                       else r.abort())
            page.goto(url, timeout=180_000)
            page.wait_for_selector(".gaucho-setup-board svg, .gaucho-setup-board pre",
                                   timeout=180_000)
            tries = 0
            while len(times) < clicks and tries < 4 * clicks:
                tries += 1
                if page.locator(".gaucho-setup-step").is_disabled():
                    page.locator(".gaucho-setup-reset").click()
                    page.wait_for_function(
                        "() => !document.querySelector('.gaucho-setup-step').disabled")
                ms = page.evaluate(CLICK_JS, [".gaucho-setup-step", ".gaucho-setup-board"])
                if ms is not None:
                    times.append(float(ms))
        finally:
            browser.close()
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--clicks", type=int, default=25)
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
        print(f"browser click -> updated board: median {click:.1f} ms "
              f"(Voila + headless Chromium, {args.clicks} clicks on Setup 'Step')")


if __name__ == "__main__":
    main()
