"""Run the workshop app with Voilà on localhost, and find a local Chromium.

Used by the real-browser test and the widget benchmark::

    with voila_server("notebooks/explorer.ipynb") as url:
        ...   # open url in a browser

The server is always terminated when the block ends (:func:`stop`).  The page steps
several browser tests take alike live here too (:func:`wait_text`, :func:`click_board`,
:func:`stop_a_long_run`), so that each is written once.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "notebooks" / "explorer.ipynb"

#: Flags for Debian's chromium in a container (no sandbox, no GPU, no phoning home).
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update",
                 "--no-first-run"]

#: Links that Voilà's own "lab" template puts in every page (Font Awesome CSS on a
#: CDN).  The app does not need them: the browser test blocks them and checks that
#: everything still works offline.
TEMPLATE_CDN_LINKS = ("https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free",)


def find_chromium() -> str | None:
    """Debian's chromium (or another Chromium/Chrome on PATH), else None."""
    env = os.environ.get("GAUCHO_CHROMIUM")
    candidates = [env] if env else []
    candidates += ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    candidates += [shutil.which(n) or "" for n in ("chromium", "chromium-browser",
                                                   "google-chrome", "chrome")]
    for c in candidates:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def voila_server(notebook: Path | str = APP, *, timeout: float = 180.0) -> Iterator[str]:
    """Start ``voila`` on ``notebook`` at a free localhost port; yield its URL."""
    port = free_port()
    with tempfile.TemporaryFile() as log:
        yield from _serve(notebook, port, log, timeout)


def _serve(notebook: Path | str, port: int, log: Any, timeout: float) -> Iterator[str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "voila", "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1", str(notebook)],
        stdout=log, stderr=subprocess.STDOUT, cwd=ROOT)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + timeout
        while True:
            if proc.poll() is not None:
                log.seek(0)
                raise RuntimeError(f"voila exited with {proc.returncode}:\n"
                                   f"{log.read().decode(errors='replace')[-3000:]}")
            try:  # any HTTP answer will do; "/" itself would start a kernel
                with urllib.request.urlopen(url + "api/status", timeout=5):
                    break
            except urllib.error.HTTPError:
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"voila did not answer on {url} in {timeout} s") \
                        from None
                time.sleep(0.3)
        yield url
    finally:
        stop(proc)


def wait_until_up(url: str, proc: subprocess.Popen[bytes], log: Path) -> None:
    """Wait (at most two minutes) until the server ``proc`` answers at ``url``; if it exits
    first, fail with its ``log``."""
    for _ in range(600):
        try:
            urllib.request.urlopen(url + "api/status", timeout=5).close()
            return
        except urllib.error.HTTPError:
            return  # any HTTP answer will do
        except OSError:
            assert proc.poll() is None, log.read_text()
            time.sleep(0.2)


def stop(proc: subprocess.Popen[bytes]) -> None:
    """Terminate a server started for a test or benchmark, killing it if it lingers."""
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(15)


#: How long a browser test waits for the app: a cold kernel on a busy, shared 2-core machine.
WAIT_MS = 300_000


def browser_or_skip() -> str:
    """The Chromium binary, or skip the test with the reason (no browser, no playwright)."""
    import pytest

    path = find_chromium()
    if path is None:
        pytest.skip("no Chromium binary found (looked for /usr/bin/chromium, chromium, "
                    "chromium-browser, google-chrome on PATH; apt-get install chromium)")
    pytest.importorskip("playwright.sync_api", reason="the playwright package is missing")
    return path


@contextmanager
def offline_app_page(notebook: Path | str = APP, *, ready: str = ".gaucho-app",
                     width: int = 1280, height: int = 900,
                     downloads: Path | None = None) -> Iterator[tuple[Any, list[str]]]:
    """A headless Chromium page showing ``notebook`` in Voilà, with every request that does
    not go to the local server blocked; yields ``(page, blocked_urls)`` once ``ready`` shows.

    Blocking (rather than merely not needing) outside requests is what proves the app works
    offline: a CDN link would leave an entry in ``blocked_urls``.
    """
    from playwright.sync_api import sync_playwright

    chromium = browser_or_skip()
    blocked: list[str] = []
    with voila_server(notebook) as url, sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=chromium, args=CHROMIUM_ARGS,
            downloads_path=str(downloads) if downloads is not None else None)
        try:
            page = browser.new_page(viewport={"width": width, "height": height},
                                    accept_downloads=downloads is not None)
            local = url.rstrip("/").split("//", 1)[1]

            def route(r: Any) -> None:
                u = r.request.url
                if u.split("//", 1)[-1].startswith(local) or u.startswith("data:"):
                    r.continue_()
                else:
                    blocked.append(u)
                    r.abort()

            page.route("**/*", route)
            page.set_default_timeout(WAIT_MS)
            page.goto(url, timeout=WAIT_MS)
            page.wait_for_selector(ready, timeout=WAIT_MS)
            yield page, blocked
        finally:
            browser.close()


def wait_text(page: Any, selector: str, needle: str, *, timeout: float = WAIT_MS) -> str:
    """Wait until the element at ``selector`` shows ``needle``; return its text."""
    page.wait_for_function(
        "([sel, needle]) => { const e = document.querySelector(sel);"
        " return e !== null && e.innerText.includes(needle); }",
        arg=[selector, needle], timeout=timeout)
    return str(page.inner_text(selector))


def click_board(page: Any, board: str, token: str, *, button: bool) -> None:
    """Click ``token`` on the board widget at ``board`` (a choice button when ``button``,
    else the hit area of that target) and wait until the board has redrawn."""
    old = page.eval_on_selector(board, "e => e.dataset.version || ''")
    if button:
        page.locator(f'{board} .gaucho-bw-choice[data-choice="{token}"]').click()
    else:
        page.locator(f'{board} .gaucho-hit[data-target="{token}"]').first.click()
    page.wait_for_function(
        "([sel, old]) => (document.querySelector(sel).dataset.version || '') !== old",
        arg=[board, old], timeout=WAIT_MS)


def stop_a_long_run(page: Any, games: int, *, timeout: float = WAIT_MS) -> str:
    """In the Workshop tab, start a run of ``games`` games, press Stop once it shows its
    progress, and return the status line that says where it stopped (the same steps in
    the Voilà app and in the offline site)."""
    field = page.locator(".gaucho-ws-games input")
    field.fill(str(games))
    field.press("Enter")
    page.locator(".gaucho-ws-run").click()
    wait_text(page, ".gaucho-ws-status", "games played", timeout=timeout)
    page.locator(".gaucho-ws-stop").click()
    return wait_text(page, ".gaucho-ws-status", "Stopped:", timeout=timeout)


def code_notebook(cells: list[str], folder: Path, name: str = "lesson.ipynb") -> Path:
    """A notebook of code ``cells`` written in ``folder`` (for Voilà to serve a small page
    of widgets, as a lesson shows them)."""
    import nbformat
    from nbformat import v4

    nb = v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.cells = [v4.new_code_cell(src) for src in cells]
    path = folder / name
    nbformat.write(nb, path)
    return path
