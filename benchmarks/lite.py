"""Zero-install site: time from opening it to the app's first board, cold and warm.

    python benchmarks/lite.py          # builds build/lite/ with `make lite` when missing

Headless Chromium (offline: every non-local request is aborted) opens the explorer notebook
of the JupyterLite site, runs it from the Run menu as a teacher would, and waits for the
setup board (an SVG drawn by Python running in the page). "cold" starts from an empty
browser profile; "warm" reopens the same profile (user-data-dir), so the site comes from
the browser cache. Goals on the 2-core reference machine: cold <= 15 s, warm <= 5 s.
Also prints the site's size.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "ui"))

from test_lite import SITE, serve  # noqa: E402
from voila_server import CHROMIUM_ARGS, find_chromium  # noqa: E402

GOALS = {"cold": 15.0, "warm": 5.0}
WAIT_MS = 300_000


def site_size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def first_board(playwright: Any, chromium: str, profile: Path, base: str
                ) -> tuple[float, float, int]:
    """Seconds from opening the app notebook to (notebook shown, first board drawn), and the
    bytes of the site's files the browser asked for."""
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=chromium, args=CHROMIUM_ARGS,
        viewport={"width": 1280, "height": 900})
    outside: list[str] = []
    asked: set[Path] = set()

    def note(request: Any) -> None:
        path = request.url[len(base):].split("?", 1)[0].split("#", 1)[0]
        if request.url.startswith(base) and (SITE / path).is_file():
            asked.add(SITE / path)

    def route(r: Any) -> None:
        if r.request.url.startswith((base, "data:", "blob:")):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    try:
        context.route("**/*", route)
        context.on("request", note)
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        start = time.perf_counter()
        page.goto(f"{base}notebooks/index.html?path=explorer.ipynb")
        page.wait_for_selector(".jp-Notebook .jp-CodeCell")
        shown = time.perf_counter() - start
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        page.wait_for_selector(".gaucho-setup-board svg")
        board = time.perf_counter() - start
    finally:
        context.close()
    if outside:
        raise SystemExit(f"requests left localhost: {sorted(set(outside))}")
    return shown, board, sum(p.stat().st_size for p in asked)


def main() -> None:
    if not (SITE / "index.html").exists():
        subprocess.run(["make", "lite"], cwd=ROOT, check=True)
    chromium = find_chromium()
    if chromium is None:
        raise SystemExit("no Chromium found (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    files, size = site_size(SITE)
    print(f"site: {SITE.relative_to(ROOT)}  {size / 1e6:.1f} MB in {files} files")
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    server, base = serve(SITE)
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory() as profile:
            for run in ("cold", "warm"):
                shown, board, used = first_board(p, chromium, Path(profile), base)
                verdict = "ok" if board <= GOALS[run] else "over the goal"
                print(f"{run}: notebook shown {shown:5.1f} s, first board {board:5.1f} s "
                      f"(goal <= {GOALS[run]:.0f} s: {verdict}); files used "
                      f"{used / 1e6:.1f} MB")
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
