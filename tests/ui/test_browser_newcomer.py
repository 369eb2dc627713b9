"""Real browser (Voilà + headless Chromium): what a newcomer met in the Workshop tab
(issue 24) — the Compare menu, a run without comparison, and Stop."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from voila_server import offline_app_page, wait_text

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
    games = page.locator(".gaucho-ws-games input")
    games.fill("5000")
    games.press("Enter")
    page.locator(".gaucho-ws-run").click()
    wait_text(page, ".gaucho-ws-status", "games played")
    page.locator(".gaucho-ws-stop").click()
    status = wait_text(page, ".gaucho-ws-status", "Stopped:")
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
