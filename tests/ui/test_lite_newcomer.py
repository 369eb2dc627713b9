"""Real browser, offline site (``make lite``): the Workshop tab runs in the browser's Python.

Pyodide cannot start a thread, so there the run plays a batch, lets the page answer (the
progress bar, the Stop button) and plays the next.  The site, its server and the offline
Chromium are those of test_lite.py.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from test_browser_newcomer import click_summary_link, rule_in_view
from test_lite import (  # noqa: F401
    ALL_CELLS_RAN,
    WAIT_MS,
    OfflineBrowser,
    browser,
    site,
    site_url,
)
from voila_server import stop_a_long_run, wait_text

pytestmark = pytest.mark.browser


def wait_for(page: Any, selector: str, needle: str) -> str:
    """:func:`voila_server.wait_text` with the offline site's patience (Pyodide)."""
    return wait_text(page, selector, needle, timeout=WAIT_MS)


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
    status = stop_a_long_run(page, 3000, timeout=WAIT_MS)
    found = re.search(r"Stopped: (\d+) games of 3000 under each ruleset", status)
    assert found is not None and 0 < int(found.group(1)) < 3000, status
    assert "our rules against official" in page.inner_text(".gaucho-ws-comparison")
    assert browser.left_localhost() == []
    page.context.close()


def test_run_all_runs_the_whole_tour_in_the_offline_site(browser: OfflineBrowser  # noqa: F811
                                                         ) -> None:
    """The illegal move the tour shows on purpose is a printed refusal, not an error that
    stops Run All: every cell runs, down to the guided first game."""
    page = browser.open_notebook("00-tour.ipynb")
    outputs = ".jp-Notebook .jp-OutputArea-output"
    page.wait_for_selector(f"{outputs} svg")
    page.get_by_role("menuitem", name="Edit", exact=True).click()
    page.get_by_role("menuitem", name="Clear Outputs of All Cells", exact=True).click()
    page.wait_for_function(f"() => document.querySelectorAll('{outputs}').length === 0")
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.wait_for_function(ALL_CELLS_RAN, timeout=WAIT_MS)
    errors = ".jp-Notebook .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
    assert page.locator(errors).count() == 0, page.locator(errors).all_inner_texts()
    assert browser.left_localhost() == []
    page.context.close()


@pytest.mark.parametrize(("lesson", "language"), [("01-setup.ipynb", "en"),
                                                  ("es/01-setup.ipynb", "es")])
def test_a_summary_rule_link_opens_the_rule(browser: OfflineBrowser,  # noqa: F811
                                            lesson: str, language: str) -> None:
    """A link in a lesson's closing summary opens the rulebook beside the lesson
    (rules.ipynb, in the lesson's language) scrolled to the rule: its text is in view."""
    from gaucho import rules
    from gaucho.explorer.views import plain_text

    page = browser.open_notebook(lesson)
    click_summary_link(page, "R-SETUP-1")
    rule_in_view(page, "R-SETUP-1")
    cell = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-MarkdownCell",
                        has=page.locator('h6[data-jupyter-id="R-SETUP-1"]'))
    assert plain_text(rules.get("R-SETUP-1", language).text)[:30] in cell.inner_text()
    assert browser.left_localhost() == []
    page.context.close()
