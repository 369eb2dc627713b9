"""Real browser, offline site (``make lite``): a study in the browser's Python (issue 28).

A student opens a study file there (upload) and answers its question by clicks; after a
reload (a new Python, no file kept) "Open the saved study" brings it back from the browser's
storage; a teacher's saved study downloads as a file the loader accepts.  The steps are
those of test_browser_studies.py (the Voilà app); the site, its server and the offline
Chromium are those of test_lite.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_browser_puzzles import click_tokens, tokens_for
from test_browser_studies import BOARD, SAID, keyboard_study
from test_lite import WAIT_MS, OfflineBrowser, browser, site, site_url  # noqa: F401
from test_lite_puzzles import APP, open_app
from voila_server import wait_text

from gaucho import actions, studies
from gaucho.explorer.editor import Editor

pytestmark = pytest.mark.browser


def test_a_study_opens_offline_and_is_kept_over_a_reload(
        browser: OfflineBrowser, tmp_path: Path) -> None:  # noqa: F811 - test_lite's fixture
    page = browser.open_notebook(APP, app="notebooks")
    open_app(page)
    page.get_by_role("tab", name="Studies").click()
    with page.expect_file_chooser(timeout=WAIT_MS) as chooser:
        page.locator(".gaucho-study-upload").click()
    chooser.value.set_files(str(keyboard_study(tmp_path / "lesson.json")))
    wait_text(page, SAID, "By keyboard — chapter 1 of 1, step 0 — Study opened.",
              timeout=WAIT_MS)
    page.locator(".gaucho-study-forward").click()
    wait_text(page, SAID, "Which claim?", timeout=WAIT_MS)
    game = Editor.from_example("EX-TURN-1").play_from_here()
    game.play("take 1 2")
    click_tokens(page, BOARD, tokens_for(game, actions.parse("A G3 1+2")))
    wait_text(page, SAID, "Accepted.", timeout=WAIT_MS)
    page.reload(timeout=WAIT_MS)
    open_app(page)
    page.get_by_role("tab", name="Studies").click()
    page.locator(".gaucho-study-open-saved").click()
    wait_text(page, SAID, "By keyboard — chapter 1 of 1, step 0 — Study opened.",
              timeout=WAIT_MS)
    # the teacher's side: a chapter saved is offered as a file
    page.get_by_role("button", name="Teacher").click()
    page.locator(".gaucho-study-new").click()
    wait_text(page, SAID, "Chapter 1:", timeout=WAIT_MS)
    page.locator(".gaucho-study-save").click()
    wait_text(page, SAID, "Study saved.", timeout=WAIT_MS)
    with page.expect_download(timeout=WAIT_MS) as download:
        page.locator(".gaucho-study-file").click()
    saved = tmp_path / "saved.json"
    download.value.save_as(str(saved))
    assert len(studies.loads(saved.read_bytes()).chapters) == 1
    assert browser.left_localhost() == []
    page.context.close()
