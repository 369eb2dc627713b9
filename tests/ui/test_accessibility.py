"""axe-core in Chromium on every tab of the app (Voilà) and on a lesson in JupyterLab: no
critical or serious violation.

axe-core comes from the npm registry once (``make axe``, which ``make test`` runs) into
``build/axe``; the test reads ``axe.min.js`` from there and injects it into the page, so
nothing is fetched at test time. Skipped, with the reason, when it is not there.
One lesson (a stepper and exercise widgets) is checked in JupyterLab too: its outputs, not
JupyterLab's own chrome.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from gaucho.widgets import TAB_TITLES
from voila_server import (
    ROOT,
    WAIT_MS,
    free_port,
    offline_app_page,
    stop,
)

pytestmark = pytest.mark.browser

AXE = ROOT / "build" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
#: What the test fails on (axe's "moderate" and "minor" are reported, not failed on).
SEVERE = ("critical", "serious")


def axe_source() -> str:
    if not AXE.is_file():
        pytest.skip(f"axe-core is missing ({AXE}); run `make axe` (npm install axe-core@4)")
    return AXE.read_text()


def run_axe(page: Any, source: str) -> list[dict[str, Any]]:
    """axe's violations on the page as it is now (each with its impact and nodes)."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=source)
    result = page.evaluate("async () => (await window.axe.run(document, "
                           "{resultTypes: ['violations']})).violations")
    return list(result)


def severe(violations: list[dict[str, Any]]) -> list[str]:
    """One line per critical or serious violation: rule, impact, affected elements."""
    return [f"{v['id']} ({v['impact']}, {len(v['nodes'])}): "
            + "; ".join(str(n["target"]) for n in v["nodes"][:4])
            for v in violations if v.get("impact") in SEVERE]


@pytest.fixture(scope="module")
def app_page() -> Iterator[Any]:
    with offline_app_page() as (page, _blocked):
        yield page


@pytest.mark.parametrize("title", TAB_TITLES)
def test_no_severe_axe_violation_in_tab(app_page: Any, title: str) -> None:
    source = axe_source()
    page = app_page
    page.get_by_role("tab", name=title, exact=True).click()
    page.wait_for_timeout(1500)  # the tab builds its widgets when first opened
    found = severe(run_axe(page, source))
    assert found == [], "\n".join(found)


#: The lesson axe checks in JupyterLab: a stepper and exercise widgets.
LESSON = ROOT / "notebooks" / "02-preliminary.ipynb"


@contextmanager
def lab_page(notebook: Path, work: Path, browser: Any) -> Iterator[Any]:
    """JupyterLab on a copy of ``notebook`` in ``work`` (no token, localhost only; every
    request elsewhere blocked), in a new page of ``browser``, with the notebook open."""
    shutil.copy(notebook, work / notebook.name)
    # every cell drawn (JupyterLab 4 draws only the cells in view by default)
    settings = work / "settings" / "@jupyterlab" / "notebook-extension"
    settings.mkdir(parents=True)
    (settings / "tracker.jupyterlab-settings").write_text('{"windowingMode": "none"}')
    port = free_port()
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(work / "config"),
           "JUPYTER_RUNTIME_DIR": str(work / "runtime")}
    with tempfile.TemporaryFile() as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}",
             "--ServerApp.ip=127.0.0.1", "--ServerApp.allow_root=True",
             "--IdentityProvider.token=", "--ServerApp.password=",
             "--ServerApp.disable_check_xsrf=True", f"--ServerApp.root_dir={work}",
             f"--LabApp.user_settings_dir={work / 'settings'}",
             f"--LabApp.workspaces_dir={work / 'workspaces'}", "--LabApp.news_url=",
             "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
            stdout=log, stderr=subprocess.STDOUT, env=env)
        url = f"http://127.0.0.1:{port}/"
        try:
            deadline = time.monotonic() + 180
            while True:
                try:
                    with urllib.request.urlopen(url + "api/status", timeout=5):
                        break
                except OSError:
                    assert proc.poll() is None and time.monotonic() < deadline, \
                        log.seek(0) or log.read().decode(errors="replace")[-2000:]
                    time.sleep(0.5)
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            try:
                local = url.split("//", 1)[1]
                page.route("**/*", lambda r: r.continue_()
                           if r.request.url.split("//", 1)[-1].startswith(local)
                           or r.request.url.startswith("data:") else r.abort())
                page.set_default_timeout(WAIT_MS)
                page.goto(f"{url}lab/tree/{notebook.name}", timeout=WAIT_MS)
                page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=WAIT_MS)
                yield page
            finally:
                page.close()
        finally:
            stop(proc)


def test_no_severe_axe_violation_in_a_lesson_in_jupyterlab(app_page: Any,
                                                           tmp_path: Path) -> None:
    """The lesson's widgets (its outputs; JupyterLab's own chrome is not ours to fix), in
    the app test's browser (one Playwright per test module)."""
    source = axe_source()
    with lab_page(LESSON, tmp_path, app_page.context.browser) as page:
        page.wait_for_function("() => /Idle/.test(document.querySelector("
                               "'.jp-StatusBar-Widget, #jp-main-statusbar')?.innerText || '')")
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        try:
            page.wait_for_selector(".gaucho-prelim-board svg", state="attached", timeout=WAIT_MS)
        except Exception:
            page.screenshot(path=str(tmp_path / "lab.png"))
            raise
        page.wait_for_function("() => document.querySelectorAll('.gaucho-exercise').length"
                               " >= 3", timeout=WAIT_MS)
        page.wait_for_timeout(1500)
        if not page.evaluate("() => typeof window.axe !== 'undefined'"):
            page.add_script_tag(content=source)
        violations = page.evaluate(
            "async () => (await window.axe.run({include: [['.jp-OutputArea-output']]},"
            " {resultTypes: ['violations']})).violations")
        found = severe(list(violations))
        assert found == [], "\n".join(found)
