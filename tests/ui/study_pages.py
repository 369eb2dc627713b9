"""What the browser tests of the Studies tab share: the tab's board and spoken line, and
choosing a file in one of its uploads as a person does (the browser's file chooser).  Their
app page is the fixture ``study_page`` of tests/ui/conftest.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from voila_server import WAIT_MS, wait_text

BOARD = ".gaucho-study-board"
SAID = ".gaucho-study-said"



def choose_file(page: Any, upload: str, path: Path) -> None:
    """Click the upload ``upload`` (a CSS selector) and choose ``path`` in the chooser."""
    with page.expect_file_chooser(timeout=WAIT_MS) as chooser:
        page.locator(upload).click()
    chooser.value.set_files(str(path))


def save_and_download(page: Any, path: Path) -> dict[str, Any]:
    """Press Save, then the link that offers the file; the file downloaded to ``path``, read."""
    page.locator(".gaucho-study-save").click()
    wait_text(page, SAID, "Study saved.")
    with page.expect_download(timeout=WAIT_MS) as download:
        page.locator(".gaucho-study-file").click()
    download.value.save_as(str(path))
    return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]
