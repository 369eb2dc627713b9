"""Zero-install site: time from opening it to the app's first board, cold and warm.

    python benchmarks/lite.py          # builds build/lite/ with `make lite` when missing
    python benchmarks/lite.py --plain  # served by python -m http.server instead of serve.py

Headless Chromium (offline: no host name but the local server's resolves) opens the explorer
notebook of the JupyterLite site, which runs by itself (the site's extension, lite/labextension,
starts its kernel while JupyterLab starts and runs its cells once it is open), and waits for
the setup board (an SVG drawn by Python running in the page). "cold" starts from an empty
browser profile; "warm" reopens the same profile (user-data-dir), so the site comes from
the browser cache. Goals on the 2-core reference machine: cold <= 15 s, warm <= 5 s.
Also prints the site's size, and where the time went, from the page's requests and console:
the kernel's worker asking for Pyodide, the notebook page shown (JupyterLab started), the
interpreter (pyodide.asm.wasm) compiled, Python started with its packages and the first
cell running (Pyodide's "No new packages to load" for the cell's imports), the board drawn.
"""

from __future__ import annotations

import argparse
import functools
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
#: Offline without Playwright's request interception, which would turn the browser's cache
#: off (and make "warm" a second cold start): no host name resolves but the local server's.
#: Every request is still recorded, and any that was not for the local site fails the run.
OFFLINE = ["--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
WAIT_MS = 300_000


def site_size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def first_board(playwright: Any, chromium: str, profile: Path, base: str
                ) -> tuple[dict[str, float], int]:
    """Seconds from opening the app notebook to each stage (see the module's docstring) and
    the bytes of the site's files the page used (from the server or the browser's cache)."""
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=chromium, args=CHROMIUM_ARGS + OFFLINE,
        viewport={"width": 1280, "height": 900})
    outside: list[str] = []
    asked: set[Path] = set()
    marks: dict[str, float] = {}
    start = time.perf_counter()

    def mark(stage: str) -> None:
        marks.setdefault(stage, time.perf_counter() - start)

    def note(request: Any) -> None:
        if not request.url.startswith((base, "data:", "blob:")):
            outside.append(request.url)
        path = request.url[len(base):].split("?", 1)[0].split("#", 1)[0]
        if request.url.startswith(base) and (SITE / path).is_file():
            asked.add(SITE / path)
        if path.endswith("pyodide/pyodide.mjs"):
            mark("Pyodide asked")

    def finished(request: Any) -> None:
        if request.url.endswith("pyodide.asm.wasm"):
            marks["interpreter compiled"] = time.perf_counter() - start  # the last of them

    def console(message: Any) -> None:
        if "No new packages to load" in message.text:
            mark("first cell runs")

    try:
        context.on("request", note)
        context.on("requestfinished", finished)
        page = context.new_page()
        page.on("console", console)
        page.set_default_timeout(WAIT_MS)
        start = time.perf_counter()
        page.goto(f"{base}notebooks/index.html?path=explorer.ipynb")
        page.wait_for_selector(".jp-Notebook .jp-CodeCell")
        mark("notebook shown")
        page.wait_for_selector(".gaucho-setup-board svg")  # the app runs when opened
        mark("board")
    finally:
        context.close()
    if outside:
        raise SystemExit(f"requests left localhost: {sorted(set(outside))}")
    return marks, sum(p.stat().st_size for p in asked)


def count_requests(server: Any) -> list[int]:
    """The status codes of the requests that reach ``server`` from now on (the browser's
    cache answers the others itself; 304 means "not modified, use your copy")."""
    hits: list[int] = []
    handler = server.RequestHandlerClass  # functools.partial(handler class, directory=...)

    class Counting(handler.func):  # type: ignore[name-defined,misc]
        def send_response(self, code: int, message: str | None = None) -> None:
            hits.append(int(code))
            super().send_response(code, message)

    server.RequestHandlerClass = functools.partial(Counting, *handler.args, **handler.keywords)
    return hits


STAGES = ("notebook shown", "Pyodide asked", "interpreter compiled", "first cell runs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--plain", action="store_true",
                        help="serve with python -m http.server's handler, not the site's "
                        "serve.py (no caching headers)")
    args = parser.parse_args()
    if not (SITE / "index.html").exists():
        subprocess.run(["make", "lite"], cwd=ROOT, check=True)
    chromium = find_chromium()
    if chromium is None:
        raise SystemExit("no Chromium found (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    files, size = site_size(SITE)
    print(f"site: {SITE.relative_to(ROOT)}  {size / 1e6:.1f} MB in {files} files")
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
    server, base = serve(SITE, plain=args.plain)
    hits = count_requests(server)
    print("server: " + ("python -m http.server" if args.plain else "serve.py (caching headers)"))
    try:
        with sync_playwright() as p, tempfile.TemporaryDirectory() as profile:
            for run in ("cold", "warm"):
                hits.clear()
                marks, used = first_board(p, chromium, Path(profile), base)
                requests, unchanged = len(hits), hits.count(304)
                board = marks["board"]
                verdict = "ok" if board <= GOALS[run] else "over the goal"
                print(f"{run}: first board {board:5.1f} s (goal <= {GOALS[run]:.0f} s: "
                      f"{verdict}); {requests} requests reached the server ({unchanged} "
                      "answered 'not modified'), "
                      f"{used / 1e6:.1f} MB of the site used")
                stages = ", ".join(f"{stage} {marks[stage]:.1f}" for stage in
                                   sorted((s for s in STAGES if s in marks), key=marks.get))
                print(f"      seconds after opening: {stages}, board {board:.1f}")
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
