"""Real browser, offline site (``make lite``): the Workshop tab runs in the browser's Python.

Pyodide cannot start a thread, so there the run plays a batch, lets the page answer (the
progress bar, the Stop button) and plays the next.  The site, its server and the offline
Chromium are those of test_lite.py.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from test_lite import WAIT_MS, OfflineBrowser, browser, site, site_url  # noqa: F401

pytestmark = pytest.mark.browser


def wait_for(page: Any, selector: str, needle: str) -> str:
    page.wait_for_function(
        "([sel, needle]) => { const e = document.querySelector(sel);"
        " return e !== null && e.innerText.includes(needle); }",
        arg=[selector, needle], timeout=WAIT_MS)
    return str(page.inner_text(selector))


def test_workshop_tab_runs_and_stops_in_the_offline_site(
        browser: OfflineBrowser) -> None:  # noqa: F811 - test_lite's fixture
    page = browser.open_notebook("explorer.ipynb", app="notebooks")
    page.wait_for_selector(".gaucho-setup-board svg", timeout=WAIT_MS)
    page.get_by_role("tab", name="Workshop").click()
    games = page.locator(".gaucho-ws-games input")
    games.wait_for()
    page.locator(".gaucho-ws-set-pasture_threshold input").fill("25")
    wait_for(page, ".gaucho-ws-changes", "Pasture fill limit: 20 → 25")
    games.fill("6")
    games.press("Enter")
    page.locator(".gaucho-ws-run").click()
    wait_for(page, ".gaucho-ws-status", "Done: 6 games under each ruleset.")
    bar = page.locator(".gaucho-ws-progress .progress-bar").first
    assert "100" in (bar.get_attribute("style") or "")
    # no matplotlib in the browser's Python: the pictures say so, the numbers are all there
    assert "matplotlib" in page.inner_text(".gaucho-ws-pictures")
    assert "our rules against official" in page.inner_text(".gaucho-ws-comparison")
    assert page.locator("a.gaucho-ws-csv").count() == 6
    # a long run shows its progress and stops when asked, with a paired comparison
    games.fill("3000")
    games.press("Enter")
    page.locator(".gaucho-ws-run").click()
    wait_for(page, ".gaucho-ws-status", "games played")
    page.locator(".gaucho-ws-stop").click()
    status = wait_for(page, ".gaucho-ws-status", "Stopped:")
    found = re.search(r"Stopped: (\d+) games of 3000 under each ruleset", status)
    assert found is not None and 0 < int(found.group(1)) < 3000, status
    assert "our rules against official" in page.inner_text(".gaucho-ws-comparison")
    assert browser.left_localhost() == []
    page.context.close()
