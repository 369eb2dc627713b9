"""Real browser: a workshop leader studies a rule change without code, and a teacher reads the
Examples tab like the rulebook.  Voilà serves notebooks/explorer.ipynb; headless Chromium clicks.

Skipped (with the reason) only when no Chromium binary can be found.  Every request that
does not go to the local Voilà server is blocked (the CSV download is a ``data:`` link).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from voila_server import offline_app_page, wait_text

from gaucho import DEFAULT_CONFIG, examples
from gaucho.explorer.workshop import edited_variant, records_csv
from gaucho.workshop.simulation import simulate

pytestmark = pytest.mark.browser

RAW_JSON = ('{"', '": ', "null", "[[", "]]", "pasture_sums", "out_contains")


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    downloads = tmp_path_factory.mktemp("downloads")
    with offline_app_page(height=800, downloads=downloads) as (pg, _blocked):
        yield pg


def seat_random_bots(page: Any) -> None:
    """Choose the fastest bots on every seat's menu, as a person would (the tests are about
    the runs, not the bots; the default, greedy, is checked once)."""
    for seat in range(4):
        page.locator(f".gaucho-ws-seat-{seat} select").select_option(label="random")



def test_workshop_variant_study_without_code(page: Any) -> None:
    page.get_by_role("tab", name="Workshop").click()
    threshold = page.locator(".gaucho-ws-set-pasture_threshold input")
    threshold.wait_for()
    assert threshold.input_value() == "20"
    # a bad value is explained, and Run waits for a good one
    threshold.fill("0")
    wait_text(page, ".gaucho-ws-problems", "must be between 1 and 200")
    assert page.locator(".gaucho-ws-run").is_disabled()
    threshold.fill("25")
    wait_text(page, ".gaucho-ws-changes", "Pasture fill limit: 20 → 25")
    assert page.locator(".gaucho-ws-run").is_enabled()
    assert page.locator(".gaucho-ws-games input").input_value() == "200"
    assert page.locator(".gaucho-ws-players .widget-toggle-button.mod-active").inner_text() == "4"
    assert "official" in page.locator(".gaucho-ws-compare select").input_value()
    # the bots play sensibly by default, and the coach's levels are on the menu
    seat = page.locator(".gaucho-ws-seat-0 select")
    assert seat.locator("option:checked").inner_text() == "greedy"
    assert {"beginner", "club", "expert", "random"} <= set(
        seat.locator("option").all_inner_texts())
    assert "greedy plays sensibly" in page.inner_text(".gaucho-ws-bots-note")
    seat_random_bots(page)
    page.locator(".gaucho-ws-seed input").fill("4242")
    page.screenshot(path="/tmp/workshop-form.png")
    page.locator(".gaucho-ws-run").click()
    page.locator(".gaucho-ws-progress").wait_for()
    wait_text(page, ".gaucho-ws-status", "Done: 200 games under each ruleset")
    page.locator(".gaucho-ws-seed-label").scroll_into_view_if_needed()
    page.screenshot(path="/tmp/workshop-results.png")
    # pictures first: win rates, scores, game length, sales, actions
    for alt in ("Win rate by seat", "Win rate by bot", "Score distribution", "Game length",
                "Sale sizes", "Action usage"):
        assert page.locator(f'.gaucho-ws-pictures img[alt="{alt}"]').count() == 1, alt
    # then the comparison with the official rules, side by side with intervals
    plot = page.locator('.gaucho-ws-comparison img[alt="What did the rule change do?"]')
    plot.scroll_into_view_if_needed()
    page.screenshot(path="/tmp/workshop-comparison.png")
    assert plot.evaluate("img => img.complete && img.naturalWidth > 200")
    table = page.inner_text(".gaucho-ws-comparison")
    assert "our rules against official" in table and "95 % interval" in table
    seed_line = page.inner_text(".gaucho-ws-seed-label")
    seed = re.search(r"Seed (\S+):", seed_line)
    assert seed is not None and seed.group(1) == "4242"
    assert "bots random / random / random / random" in seed_line  # which bots played
    # the design metrics: small charts first, then a sentence per metric with its interval
    metrics = page.locator(".gaucho-ws-metrics")
    assert metrics.locator("svg.gaucho-ws-chart").count() >= 6
    words = metrics.inner_text()
    assert "Design metrics: 200 games under each ruleset, paired on the same seeds" in words
    sentences = metrics.locator("li.gaucho-ws-sentence")
    assert sentences.count() >= 10
    first = sentences.first.inner_text()
    assert first.startswith("First player's win share: ") and "[" in first
    assert "our rules: " in first and "official: " in first and "change " in first
    # the records as CSV, named by the variant, equal to simulate()'s for the seed shown
    with page.expect_download() as info:
        page.locator('a.gaucho-ws-csv[download="custom-pasture_threshold=25-players.csv"]'
                     ).click()
    csv_text = Path(info.value.path()).read_text(encoding="utf-8")
    expected = simulate(games=200, players=4, bots="random",
                        variant=edited_variant(DEFAULT_CONFIG.replace(pasture_threshold=25)),
                        seed=int(seed.group(1)), workers=1, progress=False)
    assert csv_text == records_csv(expected, "players")
    assert len(csv_text.splitlines()) == 1 + 4 * 200


def test_workshop_run_can_be_stopped_and_keeps_what_finished(page: Any) -> None:
    page.get_by_role("tab", name="Workshop").click()
    seat_random_bots(page)
    page.locator(".gaucho-ws-games input").fill("5000")
    page.locator(".gaucho-ws-games input").press("Enter")
    page.locator(".gaucho-ws-run").click()
    wait_text(page, ".gaucho-ws-status", "games played")
    page.locator(".gaucho-ws-stop").click()
    status = wait_text(page, ".gaucho-ws-status", "Stopped:")
    done = int(re.search(r"Stopped: (\d+) games of 5000", status).group(1))  # type: ignore[union-attr]
    assert 0 < done < 5000
    assert page.locator('.gaucho-ws-pictures img[alt="Win rate by seat"]').count() == 1
    # the comparison is kept, of equal sizes: the design metrics pair the games played
    assert f"Design metrics: {done} games under each ruleset" in page.inner_text(
        ".gaucho-ws-metrics")
    assert "our rules against official" in page.inner_text(".gaucho-ws-comparison")
    assert page.locator(".gaucho-ws-run").is_enabled()


def test_a_sweep_by_clicks_draws_its_chart_and_says_what_it_found(page: Any) -> None:
    page.get_by_role("tab", name="Workshop").click()
    seat_random_bots(page)
    games = page.locator(".gaucho-ws-games input")
    games.fill("6")
    games.press("Enter")
    page.locator(".gaucho-ws-mode .widget-toggle-button", has_text="Sweep one rule").click()
    page.locator(".gaucho-ws-sweep-setting select").select_option(label="Pasture fill limit")
    for part, value in (("from", "15"), ("to", "25"), ("step", "5")):
        page.locator(f".gaucho-ws-sweep-{part} input").fill(value)
    page.locator(".gaucho-ws-run").click()
    wait_text(page, ".gaucho-ws-status", "Done: 3 values of Pasture fill limit, 6 games each.")
    sweep = page.locator(".gaucho-ws-sweep")
    sweep.scroll_into_view_if_needed()
    page.screenshot(path="/tmp/workshop-sweep.png")
    assert sweep.locator("svg.gaucho-ws-sweep-chart").count() == 3
    assert sweep.locator("svg .gaucho-ws-band").count() == 3
    assert sweep.locator("svg .gaucho-ws-balancing").count() >= 1
    words = page.inner_text(".gaucho-ws-sweep-words")
    assert "The seats are best balanced at Pasture fill limit = " in words
    assert "Rounds per game: " in words and " at 15, " in words and " at 25." in words
    assert "6 games at each value" in page.inner_text(".gaucho-ws-seed-label")
    page.locator(".gaucho-ws-mode .widget-toggle-button", has_text="Compare rules").click()


def test_examples_tab_reads_like_the_rulebook(page: Any) -> None:
    page.get_by_role("tab", name="Examples").click()
    pick = page.locator(".gaucho-ex-pick select")
    pick.wait_for()
    shown = [t.replace("\xa0", " ") for t in pick.locator("option").all_inner_texts()]
    titles = [examples.load(i).title for i in examples.ids()]
    assert shown == titles
    assert not any(t.startswith("EX-") or not t for t in shown)
    line_pick = page.locator(".gaucho-ex-line select")
    for sc in examples.load_all():
        pick.select_option(sc.title)
        wait_text(page, ".gaucho-ex-info", sc.title)
        for k, name in enumerate(sc.variation_names()):
            line = sc.line(name)
            if name is not None:
                line_pick.select_option(index=k)
                wait_text(page, ".gaucho-ex-info", f"{sc.title} — {line.title}")
            if line.steps:
                page.locator(".gaucho-ex-end").click()
            outcome = wait_text(page, ".gaucho-ex-outcome", "Expected outcome")
            assert "engine agrees" in outcome, (sc.id, name)
            text = page.inner_text(".gaucho-ex")
            for raw in RAW_JSON:
                assert raw not in text, (sc.id, name, raw)
            if sc.id.startswith(("EX-HERD", "EX-SORT", "EX-ORDER")):
                assert "draw pile is empty" not in text, sc.id
    # the variation the notebooks show: EX-SORT without SORT
    pick.select_option("SORT prevents a forced sale")
    page.locator(".gaucho-ex-line select").select_option("Variation: added without SORT")
    wait_text(page, ".gaucho-ex-info", "added without SORT")
    page.locator(".gaucho-ex-end").click()
    assert "27 Pesos" in wait_text(page, ".gaucho-ex-outcome", "Expected outcome")
    page.screenshot(path="/tmp/examples-tab.png")
