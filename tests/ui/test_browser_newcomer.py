"""Real browser (Voilà + headless Chromium): what a newcomer met (issue 24) — in the
Workshop tab the Compare menu, a run without comparison and Stop; and, on a hosted app,
the page a student gets without the token."""

from __future__ import annotations

import contextlib
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from voila_server import (
    WAIT_MS,
    free_port,
    offline_app_page,
    stop_a_long_run,
    wait_text,
    wait_until_up,
)

PlaywrightTimeout = pytest.importorskip("playwright.sync_api").TimeoutError
psutil = pytest.importorskip("psutil")  # ipykernel's dependency, so there with the app
pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def page() -> Iterator[Any]:
    with offline_app_page(height=800) as (pg, _blocked):
        pg.get_by_role("tab", name="Workshop").click()
        pg.locator(".gaucho-ws-run").wait_for()
        yield pg


def test_compare_menu_reads_words_and_no_comparison_runs(page: Any) -> None:
    compare = page.locator(".gaucho-ws-compare select")
    labels = [t.replace("\xa0", " ").strip() for t in compare.locator("option").all_inner_texts()]
    assert labels[0] == "official" and labels[-1] == "no comparison"
    assert not any(t.startswith("(") or "'" in t for t in labels), labels
    compare.select_option(label="no comparison")
    games = page.locator(".gaucho-ws-games input")
    games.fill("4")
    games.press("Enter")
    page.locator(".gaucho-ws-run").click()
    wait_text(page, ".gaucho-ws-status", "Done: 4 games.")
    assert page.locator('.gaucho-ws-pictures img[alt="Win rate by seat"]').count() == 1
    assert page.inner_text(".gaucho-ws-comparison").strip() == ""


def test_stop_leaves_a_comparison_of_equal_sizes(page: Any) -> None:
    page.locator(".gaucho-ws-compare select").select_option(label="official")
    page.locator(".gaucho-ws-set-pasture_threshold input").fill("25")
    wait_text(page, ".gaucho-ws-changes", "Pasture fill limit: 20 → 25")
    status = stop_a_long_run(page, 5000)
    found = re.search(r"Stopped: (\d+) games of 5000 under each ruleset", status)
    assert found is not None, status
    n = int(found.group(1))
    assert 0 < n < 5000
    seed_line = page.inner_text(".gaucho-ws-seed-label")
    assert f"{n} games per ruleset (our rules, official)" in seed_line
    table = page.inner_text(".gaucho-ws-comparison")
    assert "our rules against official" in table and "95 % interval" in table
    links = page.locator("a.gaucho-ws-csv")
    assert links.count() == 6


# ------------------------------------------------------------ hosting: no token, no jargon
@contextmanager
def hosted_app(tmp: Path, *args: str) -> Iterator[str]:
    """``gaucho ARGS app --token … --port …`` as a teacher starts it; yields its address."""
    port = free_port()
    log = (tmp / "app.log").open("w")
    proc = subprocess.Popen([str(Path(sys.executable).with_name("gaucho")), *args, "app",
                             "--token", "s3cret-class", "--port", str(port)],
                            cwd=tmp, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    try:
        wait_until_up(url, proc, tmp / "app.log")
        yield url
    finally:
        try:
            server = psutil.Process(proc.pid).children(recursive=True)
        except psutil.Error:
            server = []
        proc.terminate()
        proc.wait(30)
        log.close()
        # gaucho passes the termination on: no Voilà (or kernel) outlives the command
        _gone, alive = psutil.wait_procs(server, timeout=30)
        for left in alive:
            left.kill()
        assert not alive, f"still running after gaucho app stopped: {alive}"


@pytest.mark.parametrize(("language", "says"), [
    ("es", "usa el enlace que te dio tu profesor"),
    ("fr", "utilisez le lien donné par votre enseignant"),
    ("en", "use the link your teacher gave you")])
def test_a_student_without_the_token_is_told_to_use_the_teachers_link(
        page: Any, tmp_path: Path, language: str, says: str) -> None:
    """In the module's browser (one Playwright per test module: a second one cannot start
    while the first runs in this thread)."""
    browser = page.context.browser
    with hosted_app(tmp_path, "--lang", language) as url:
        context = browser.new_context(viewport={"width": 800, "height": 800})
        try:
            page = context.new_page()
            page.set_default_timeout(WAIT_MS)
            page.goto(url, timeout=WAIT_MS)  # the address typed by hand, without ?token=
            text = page.inner_text("body")
            assert says in text, text
            for jargon in ("jupyter server list", "Setup a Password", "Jupyter"):
                assert jargon not in text, text
            assert page.get_attribute("html", "lang") == language
            # a wrong password is refused in the same words; the right one opens the app
            page.fill("input[name=password]", "wrong")
            page.locator("button[type=submit]").click()
            assert page.locator(".gaucho-login-wrong").count() == 1
            assert says in page.inner_text("body")
            page.fill("input[name=password]", "s3cret-class")
            page.locator("button[type=submit]").click()
            page.wait_for_selector(".gaucho-app", timeout=WAIT_MS)
            # and the teacher's link itself opens the app at once
            other = browser.new_page()
            try:
                other.goto(url + "?token=s3cret-class", timeout=WAIT_MS)
                other.wait_for_selector(".gaucho-app", timeout=WAIT_MS)
            finally:
                other.close()
        finally:
            context.close()


# ------------------------------------------------------------ rule links in JupyterLab
def rule_in_view(page: Any, rule_id: str, timeout: int = WAIT_MS) -> None:
    """Wait until the rule's cell is on screen, at the top half of the notebook in front
    (JupyterLab, the offline site): its text is what the reader sees after the click."""
    page.wait_for_function(
        """(id) => {
            const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
            const h = panel && panel.querySelector(`h6[data-jupyter-id="${id}"]`);
            const cell = h && h.closest('.jp-Cell');
            if (!cell) return false;
            const box = cell.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight / 2;
        }""", arg=rule_id, timeout=timeout)


def click_summary_link(page: Any, rule_id: str) -> None:
    """Scroll the lesson down to its closing summary (the notebook draws the cells in view)
    and click the rule's link there."""
    # JupyterLab rewrites the address (files/rules.ipynb?_xsrf=…#cell-id=…): match its end
    link = page.locator(f'.jp-MarkdownCell a[href$="#cell-id={rule_id}"]').first
    for _ in range(300):
        if link.count():
            break
        page.evaluate("() => document.querySelectorAll('.jp-WindowedPanel-outer, .jp-Notebook')"
                      ".forEach(e => e.scrollBy(0, 600))")
        page.wait_for_timeout(100)
    link.click()
    page.locator(".lm-TabBar-tab.lm-mod-current", has_text="rules.ipynb").wait_for()


def test_a_summary_rule_link_opens_the_rule_in_jupyterlab(page: Any, tmp_path: Path) -> None:
    """Item 7: a rule link in a lesson's summary opens the rulebook beside it scrolled to
    that rule (JupyterLab 4 left it at the top for ``rules.ipynb#R-HERD-4``), in this
    module's browser."""
    import shutil

    from test_accessibility import lab_page

    notebooks = Path(__file__).resolve().parents[2] / "notebooks"
    shutil.copy(notebooks / "rules.ipynb", tmp_path / "rules.ipynb")
    with lab_page(notebooks / "05-end-of-round.ipynb", tmp_path, page.context.browser) as lab:
        # as a learner has it: JupyterLab's own windowing (lab_page draws every cell)
        base = lab.url.split("/lab/", 1)[0]
        lab.request.put(f"{base}/lab/api/settings/@jupyterlab/notebook-extension:tracker",
                        data=json.dumps({"raw": "{}"}))
        lab.reload()
        lab.wait_for_selector(".jp-Notebook .jp-Cell")
        click_summary_link(lab, "R-HERD-4")
        try:
            rule_in_view(lab, "R-HERD-4", timeout=60_000)
        except PlaywrightTimeout:
            # seen on a busy 2-core machine (about one run in ten): JupyterLab's windowing
            # scrolled before the rulebook's cells were drawn and left it at the top, and a
            # second click on the link while the rulebook is open may leave it there too; a
            # reader closes the rulebook's tab and clicks the link again, which opens it anew
            tab = lab.locator(".lm-TabBar-tab", has_text="rules.ipynb")
            tab.locator(".lm-TabBar-tabCloseIcon").click()
            # JupyterLab asks whether to save a rulebook it marked changed (it does so for a
            # notebook it upgraded on opening): the reader changed nothing, so discards
            discard = lab.locator(".jp-Dialog button",
                                  has_text=re.compile("discard|don.t save", re.IGNORECASE))
            with contextlib.suppress(PlaywrightTimeout):  # (not marked: closed, no question)
                discard.click(timeout=10_000)
            tab.wait_for(state="detached")
            lab.locator(".lm-TabBar-tab", has_text="05-end-of-round.ipynb").click()
            click_summary_link(lab, "R-HERD-4")
            rule_in_view(lab, "R-HERD-4")
        shown = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-MarkdownCell"
        cell = lab.locator(shown, has=lab.locator('h6[data-jupyter-id="R-HERD-4"]'))
        # the rule's cell is in view; on a busy machine its text may be drawn a moment later
        cell.filter(has_text="A tile fits a herd that has 1 tile").wait_for(timeout=30_000)
        assert "A tile fits a herd that has 1 tile" in cell.inner_text()
