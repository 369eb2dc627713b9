"""axe-core in Chromium on every tab of the app (Voilà): no critical or serious violation.

axe-core comes from the npm registry once (``make axe``, which ``make test`` runs) into
``build/axe``; the test reads ``axe.min.js`` from there and injects it into the page, so
nothing is fetched at test time. Skipped, with the reason, when it is not there.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gaucho.widgets import TAB_TITLES
from voila_server import ROOT, offline_app_page

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


def lesson_path() -> Path:
    return ROOT / "notebooks" / "03-turn.ipynb"
