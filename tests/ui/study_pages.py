"""What the browser tests of the Studies tab share: the tab's board and spoken line, and
choosing a file in one of its uploads as a person does (the browser's file chooser).  Their
app page is the fixture ``study_page`` of tests/ui/conftest.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from voila_server import WAIT_MS

BOARD = ".gaucho-study-board"
SAID = ".gaucho-study-said"



def choose_file(page: Any, upload: str, path: Path) -> None:
    """Click the upload ``upload`` (a CSS selector) and choose ``path`` in the chooser."""
    with page.expect_file_chooser(timeout=WAIT_MS) as chooser:
        page.locator(upload).click()
    chooser.value.set_files(str(path))
