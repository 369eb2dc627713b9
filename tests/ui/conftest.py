"""Fixtures shared by the browser tests of tests/ui (the other helpers they share are plain
modules: voila_server, study_pages)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from voila_server import browser_or_skip, offline_app_page


@pytest.fixture(scope="module")
def study_downloads(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the Studies tab's downloads of one test module land."""
    return tmp_path_factory.mktemp("downloads")


@pytest.fixture(scope="module")
def study_page(study_downloads: Path) -> Iterator[tuple[Any, list[str]]]:
    """The Voila app in a real browser, one page per test module, and the requests it had
    blocked (nothing may leave the machine)."""
    browser_or_skip()
    with offline_app_page(downloads=study_downloads) as page_and_blocked:
        yield page_and_blocked
