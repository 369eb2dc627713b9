"""Real browser, no network: the JupyterLite site (``make lite``) runs the lessons and the app.

The site in build/lite/ is served from a thread on localhost; headless Chromium opens it with
every request that does not go to that server aborted and recorded (the Pyodide web worker's
requests included), so the test proves that Python, the wheels and the widgets all come from
the folder itself. The site is built with ``make lite`` when missing (``make test`` builds it
first; that build is the only step that downloads anything).
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import json
import subprocess
import threading
import urllib.error
import urllib.request
import zipfile
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from voila_server import CHROMIUM_ARGS, ROOT, find_chromium

pytestmark = pytest.mark.browser

SITE = ROOT / "build" / "lite"
WAIT_MS = 180_000  # generous: Pyodide starting on a busy 2-core machine


def _load_serve_lite() -> Any:
    spec = importlib.util.spec_from_file_location("serve_lite", ROOT / "tools" / "serve_lite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: tools/serve_lite.py, the server the site ships as serve.py (the README's way to serve it)
serve_lite = _load_serve_lite()


class QuietHandler(SimpleHTTPRequestHandler):
    """Plain ``python -m http.server``, without logging every request to stderr."""

    def log_message(self, format: str, *args: Any) -> None:
        pass


def serve(folder: Path, plain: bool = False) -> tuple[ThreadingHTTPServer, str]:
    """Serve ``folder`` on a free localhost port from a daemon thread with the site's own
    server (or, ``plain``, http.server's); return (server, URL)."""
    handler = (functools.partial(QuietHandler, directory=str(folder)) if plain
               else serve_lite.handler(folder, quiet=True))
    server = serve_lite.SiteServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


@pytest.fixture(scope="module")
def site() -> Path:
    if not (SITE / "index.html").exists():
        subprocess.run(["make", "lite"], cwd=ROOT, check=True)
    return SITE


@pytest.fixture(scope="module")
def site_url(site: Path) -> Iterator[str]:
    server, url = serve(site)
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


#: A page function: every code cell of the notebook shows its execution count.  A cell whose
#: input is folded away (a lesson's hidden check) shows a placeholder, not a prompt; it is
#: left out, as a student sees it.
ALL_CELLS_RAN = ("() => [...document.querySelectorAll('.jp-Notebook .jp-CodeCell')]"
                 ".filter(c => !c.querySelector('.jp-InputPlaceholder'))"
                 ".every(c => /\\[\\d+\\]/.test("
                 "(c.querySelector('.jp-InputPrompt') || {}).textContent || ''))")


class OfflineBrowser:
    """Chromium that lets only requests to the local site through, and records the rest.

    Each notebook opens in a fresh context (no workspace or storage carried over)."""

    def __init__(self, chromium: Any, base: str) -> None:
        self.chromium = chromium
        self.base = base
        self.requested: list[str] = []
        self.blocked: list[str] = []

    def _route(self, route: Any) -> None:
        url = route.request.url
        if url.startswith((self.base, "data:", "blob:")):
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort()

    def left_localhost(self) -> list[str]:
        """Every request that tried to go anywhere but the local site."""
        outside = [u for u in self.requested if not u.startswith((self.base, "data:", "blob:"))]
        return sorted(set(outside + self.blocked))

    def open_notebook(self, name: str, app: str = "lab") -> Any:
        """Open ``name`` in JupyterLab ("lab") or on a page of its own ("notebooks").

        ``page.gaucho_events`` lists, in order, the workers the page started ("worker") and
        its requests for notebook files ("file <path>")."""
        context = self.chromium.new_context(viewport={"width": 1280, "height": 900})
        context.route("**/*", self._route)
        context.on("request", lambda request: self.requested.append(request.url))
        page = context.new_page()
        events: list[str] = []
        page.gaucho_events = events
        page.on("worker", lambda worker: events.append("worker"))
        files = f"{self.base}files/"
        context.on("request", lambda request: request.url.startswith(files) and events.append(
            "file " + request.url[len(files):]))
        page.set_default_timeout(WAIT_MS)
        page.goto(f"{self.base}{app}/index.html?path={name}", timeout=WAIT_MS)
        page.wait_for_selector(".jp-Notebook .jp-Cell")
        return page


@pytest.fixture(scope="module")
def browser(site_url: str) -> Iterator[OfflineBrowser]:
    chromium = find_chromium()
    if chromium is None:
        pytest.skip("no Chromium binary found (looked for /usr/bin/chromium, chromium, "
                    "chromium-browser, google-chrome on PATH; apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api",
                                   reason="the playwright package is missing")
    with sync_api.sync_playwright() as p:
        chrome = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            yield OfflineBrowser(chrome, site_url)
        finally:
            chrome.close()


def test_site_ships_exactly_what_its_lock_lists(site: Path) -> None:
    """Every preloaded package is a wheel in the site with the sha256 Pyodide will check;
    nothing may come from PyPI or a CDN."""
    pyodide = site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    packages = lock["packages"]
    assert {p["file_name"] for p in packages.values()} == {w.name for w in pyodide.glob("*.whl")}
    for entry in packages.values():
        digest = hashlib.sha256((pyodide / entry["file_name"]).read_bytes()).hexdigest()
        assert digest == entry["sha256"], entry["name"]
        assert set(entry["depends"]) <= set(packages), entry["name"]
    assert {"gaucho", "ipywidgets", "networkx", "pyodide-kernel", "micropip"} <= set(packages)
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert sorted(kernel["loadPyodideOptions"]["packages"]) == sorted(packages)
    assert (pyodide / "pyodide.asm.wasm").is_file() and (pyodide / "python_stdlib.zip").is_file()


def fetch_headers(url: str, **headers: str) -> tuple[int, Any]:
    """(status, headers) of a GET to the local site; 304 is an answer, not an error."""
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return int(response.status), response.headers
    except urllib.error.HTTPError as answer:
        return int(answer.code), answer.headers


def test_site_server_caches_hashed_files_and_revalidates_the_rest(site: Path,
                                                                  site_url: str) -> None:
    """serve.py (shipped in the site): content-hashed files for a year, everything else kept
    but checked on each visit (a rebuild never mixes old and new files), browser MIME types."""
    assert (site / "serve.py").read_text() == (ROOT / "tools" / "serve_lite.py").read_text()
    entry = next(site.glob("extensions/*/*/static/remoteEntry.*.js"))
    status, headers = fetch_headers(site_url + entry.relative_to(site).as_posix())
    assert status == 200 and headers["Cache-Control"] == serve_lite.IMMUTABLE
    assert headers["Content-Type"] == "text/javascript"
    chunk = next((site / "build").glob("*.*.js"))  # JupyterLab's own, a 7-digit hash
    for url in [f"build/{chunk.name}", "extensions/jupyterlab_pygments/static/style.js?"
                "v=5cbb9d2323598fbda535", "build/notebooks/bundle.js?_=c1d836f"]:
        status, headers = fetch_headers(site_url + url)
        assert (status, headers["Cache-Control"]) == (200, serve_lite.IMMUTABLE), url
    for path, mime in [("static/pyodide/pyodide.asm.wasm", "application/wasm"),
                       ("static/pyodide/pyodide.mjs", "text/javascript"),
                       ("static/pyodide/pyodide-lock.json", "application/json"),
                       ("lab/index.html", "text/html")]:
        status, headers = fetch_headers(site_url + path)
        assert (status, headers["Cache-Control"]) == (200, "no-cache"), path
        assert headers["Content-Type"].startswith(mime), path
        again, _ = fetch_headers(site_url + path, **{
            "If-Modified-Since": headers["Last-Modified"]})
        assert again == 304, path
    wheel = next((site / "static" / "pyodide").glob("gaucho-*.whl"))
    status, headers = fetch_headers(f"{site_url}static/pyodide/{wheel.name}")
    assert (status, headers["Cache-Control"]) == (200, "no-cache")


def test_site_python_comes_compiled(site: Path) -> None:
    """Pyodide never writes bytecode, so the build ships it (tools/build_lite.py precompile):
    every module of every wheel and of the standard library has an unchecked-hash .pyc of one
    and the same Python (Pyodide's), listed in the wheel's RECORD; the sources stay beside."""
    pyodide = site / "static" / "pyodide"
    with zipfile.ZipFile(pyodide / "python_stdlib.zip") as stdlib:
        names = set(stdlib.namelist())
        sources = {n for n in names if n.endswith(".py")}
        assert sources and {n + "c" for n in sources} <= names
        magic = stdlib.read("abc.pyc")[:4]
    assert magic[2:] == b"\r\n"  # a bytecode magic number (Pyodide's Python, not ours)
    for wheel in sorted(pyodide.glob("*.whl")):
        with zipfile.ZipFile(wheel) as zf:
            names = set(zf.namelist())
            record = next(n for n in names if n.endswith(".dist-info/RECORD"))
            listed = {row.split(",", 1)[0] for row in zf.read(record).decode().splitlines()}
            assert names == listed, wheel.name
            for source in (n for n in names if n.endswith(".py") and "/tests/" not in n):
                folder, _, module = source.rpartition("/")
                cached = f"{folder}/__pycache__/{module[:-3]}.cpython-314.pyc".lstrip("/")
                if source.startswith(("gaucho/", "ipywidgets/", "IPython/")):
                    assert cached in names, (wheel.name, source)
                if cached in names:
                    header = zf.read(cached)[:8]
                    assert header[:4] == magic and header[4:8] == b"\x01\0\0\0", cached


def menu(page: Any, top: str, item: str) -> None:
    """Click a menu of JupyterLab's menu bar, then one of its entries, as a person would."""
    page.get_by_role("menuitem", name=top, exact=True).click()
    page.get_by_role("menuitem", name=item, exact=True).click()


def test_tour_lesson_runs_in_the_page_and_draws_the_board(browser: OfflineBrowser) -> None:
    page = browser.open_notebook("00-tour.ipynb")
    outputs = ".jp-Notebook .jp-OutputArea-output"
    # the lesson shows its stored pictures at once; clear them so the board must be drawn anew
    page.wait_for_selector(f"{outputs} svg")
    menu(page, "Edit", "Clear Outputs of All Cells")
    page.wait_for_function(f"() => document.querySelectorAll('{outputs}').length === 0")
    menu(page, "Run", "Run All Cells")
    board = page.wait_for_selector(f"{outputs} svg", timeout=WAIT_MS)
    assert board is not None
    assert "Dice Rodeo" in str(board.inner_html())
    # it ran to the end, or up to a cell that shows an illegal move on purpose (JupyterLab's
    # "Run All" stops at an error): that error is refused with its rule ID
    stderr = ".jp-Notebook .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
    page.wait_for_function(
        f"sel => document.querySelector(sel) !== null || ({ALL_CELLS_RAN})()", arg=stderr,
        timeout=WAIT_MS)
    for error in page.locator(stderr).all_inner_texts():
        assert "IllegalAction" in error and "[R-" in error
    assert browser.left_localhost() == []
    page.context.close()


def test_app_setup_stepper_moves_the_board(browser: OfflineBrowser) -> None:
    page = browser.open_notebook("explorer.ipynb", app="notebooks")  # the README's link
    # the app's code is collapsed: only "..." placeholders, no code editors
    page.wait_for_selector(".jp-Notebook .jp-CodeCell .jp-InputPlaceholder")
    assert page.locator(".jp-Notebook .jp-CodeCell .cm-editor").count() == 0
    # nobody chooses Run: the site's extension runs the app's cells, once, when it opens
    page.wait_for_selector(".gaucho-setup-board svg", timeout=WAIT_MS)
    assert page.locator(".jp-OutputPrompt").all_inner_texts()[-1].strip() == "[2]:"
    assert page.locator(".gaucho-app").count() == 1
    assert "R-SETUP-1" in page.inner_text(".gaucho-setup-narration")
    assert_kernel_started_early(page, "explorer.ipynb")
    before = page.inner_html(".gaucho-setup-board")
    page.locator(".gaucho-setup-step").click()
    page.wait_for_function(
        "() => document.querySelector('.gaucho-setup-narration').innerText"
        ".includes('R-SETUP-2')", timeout=WAIT_MS)
    page.wait_for_function(
        "before => document.querySelector('.gaucho-setup-board').innerHTML !== before",
        arg=before, timeout=WAIT_MS)
    assert "step 2 of" in page.inner_text(".gaucho-setup-position")
    assert browser.left_localhost() == []
    page.context.close()


def assert_kernel_started_early(page: Any, name: str) -> None:
    """The site's extension (lite/labextension) started the notebook's kernel while
    JupyterLab was starting: its one worker came before the notebook's file was read, and the
    notebook then used that kernel rather than starting a second one."""
    assert page.gaucho_events.count("worker") == 1, page.gaucho_events
    assert len(page.workers) == 1
    assert page.gaucho_events.index("worker") < page.gaucho_events.index(f"file {name}")


def test_lesson_in_a_folder_runs_in_that_folder(browser: OfflineBrowser) -> None:
    """A translated lesson (es/) in JupyterLab: its kernel, started early by the site's
    extension, works in the lesson's folder, as the notebook's own kernel would."""
    page = browser.open_notebook("es/00-tour.ipynb")
    cells = page.locator(".jp-Notebook .jp-Cell")
    page.wait_for_function("() => document.querySelector('.jp-Notebook .jp-Cell') !== null")
    count = cells.count()
    cells.last.locator(".jp-InputArea").click()  # the last cell, then a new one below it
    page.keyboard.press("Escape")
    page.wait_for_selector(".jp-Notebook.jp-mod-commandMode")
    page.keyboard.press("b")
    page.wait_for_function(
        "n => document.querySelectorAll('.jp-Notebook .jp-Cell').length > n", arg=count)
    page.keyboard.press("Enter")
    page.wait_for_selector(".jp-Notebook.jp-mod-editMode")
    page.keyboard.type("import os; print('cwd=' + os.getcwd())")
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.jp-Notebook .jp-OutputArea-output')]"
        ".some(e => e.textContent.includes('cwd='))", timeout=WAIT_MS)
    printed = [t for t in page.locator(".jp-Notebook .jp-OutputArea-output").all_inner_texts()
               if "cwd=" in t]
    assert [text.strip() for text in printed] == ["cwd=/drive/es"]
    assert_kernel_started_early(page, "es/00-tour.ipynb")
    assert browser.left_localhost() == []
    page.context.close()


def test_workshop_simulates_in_the_page(browser: OfflineBrowser) -> None:
    """No processes in Pyodide: simulate() runs its games in the page's worker instead."""
    page = browser.open_notebook("09-workshop.ipynb")
    page.wait_for_selector(".jp-Notebook .jp-CodeCell")
    menu(page, "Edit", "Clear Outputs of All Cells")
    menu(page, "Run", "Run All Cells")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.jp-Notebook .jp-OutputArea-output')]"
        ".some(e => e.textContent.includes('<Simulation '))", timeout=WAIT_MS)
    assert browser.left_localhost() == []
    page.context.close()


#: The open notebook's scrolling area (JupyterLab draws only the cells in view).
SCROLLER = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer"


def _scrolled_texts(page: Any, selector: str) -> list[str]:
    """The texts of ``selector`` in the whole notebook, top to bottom: scrolled through, a
    screen at a time, as JupyterLab draws only the cells in view."""
    texts: list[str] = []
    page.evaluate(f"() => {{ document.querySelector('{SCROLLER}').scrollTop = 0; }}")
    while True:
        page.wait_for_timeout(300)
        for text in page.locator(selector).all_inner_texts():
            if text not in texts:
                texts.append(text)
        done = page.evaluate(f"""() => {{
            const outer = document.querySelector('{SCROLLER}');
            const bottom = outer.scrollTop + outer.clientHeight >= outer.scrollHeight - 2;
            outer.scrollTop += outer.clientHeight * 0.7;
            return bottom;
        }}""")
        if done:
            return texts


def test_the_site_lesson_is_the_student_copy_and_runs_to_its_end(
        browser: OfflineBrowser) -> None:
    """The site is what a class gets: a lesson with code exercises is the student copy (no
    answer, no assert), and its Run All goes to the end, each check saying "Not yet"."""
    page = browser.open_notebook("05-end-of-round.ipynb")
    page.wait_for_selector(".jp-Notebook .jp-CodeCell")
    menu(page, "Edit", "Clear Outputs of All Cells")
    menu(page, "Run", "Run All Cells")
    # the last cells drawn, at the bottom, ran: Run All went through (it stops at an error)
    page.wait_for_function(
        f"() => {{ const o = document.querySelector('{SCROLLER}'); o.scrollTop = o.scrollHeight;"
        f" return ({ALL_CELLS_RAN})(); }}", timeout=WAIT_MS, polling=1000)
    sources = _scrolled_texts(page, ".jp-Notebook .jp-CodeCell .jp-InputArea")
    assert sum("# your code here" in s for s in sources) == 2
    assert not any("assert " in s for s in sources)
    said = [t.strip() for t in _scrolled_texts(page, ".jp-Notebook .jp-OutputArea-output")
            if t.startswith("Not yet")]
    assert said == ["Not yet: write your answer in the cell above (it defines fits).",
                    "Not yet: write your answer in the cell above (it defines value)."]
    stderr = ".jp-Notebook .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
    assert _scrolled_texts(page, stderr) == []
    assert browser.left_localhost() == []
    page.context.close()


def test_nothing_was_fetched_from_outside(browser: OfflineBrowser) -> None:
    """Ran last: the two pages above asked only the local site (worker requests too)."""
    assert any(u.endswith("pyodide.asm.wasm") for u in browser.requested)
    assert any(u.endswith(".whl") and "/gaucho-" in u for u in browser.requested)
    assert browser.left_localhost() == []
