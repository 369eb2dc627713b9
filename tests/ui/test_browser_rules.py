"""Rules in the Voilà app, in a real browser: a rule ID in the narration shows its rule on
hover and opens it on click, and the Rules tab finds rules by search.

Headless Chromium against Voilà on localhost (tests/ui/voila_server.py), every other request
blocked, as in tests/ui/test_browser.py.  The first tests drive the Rules tab directly,
without a browser.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from voila_server import WAIT_MS, offline_app_page

from gaucho import examples, rules

STEAL_RULES = ["R-STEAL-1", "R-STEAL-2", "R-STEAL-3", "R-STEAL-4", "R-STEAL-5", "R-STEAL-6"]


# ------------------------------------------------------------------ the tab, without a browser
def test_rules_tab_searches_and_filters_by_section() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets import RulesTab

    tab = RulesTab()
    assert len(tab.found) == len(rules.ids()) and "146 rules" in tab.count.value
    tab.search_box.value = "steal"
    assert [r.id for r in tab.found][:6] == STEAL_RULES and "11 rules" in tab.count.value
    assert tab.results.value.count('class="gaucho-rules-card"') == 11
    tab.section_pick.value = 12
    assert [r.id for r in tab.found] == STEAL_RULES
    tab.search_box.value = "zebra"
    assert tab.found == [] and "No rule matches" in tab.results.value
    tab.show("r-herd-4")  # the rule first, then the rules that cite it
    assert [r.id for r in tab.found] == ["R-HERD-4", "R-STEAL-4"]
    assert tab.section_pick.value == 0
    # a rule cited inside a rule's text hovers too (R-HERD-4 in R-STEAL-4)
    tab.show("R-STEAL-4")
    assert 'title="R-HERD-4: A tile fits a herd' in tab.results.value
    assert tab.text().startswith("R-STEAL-4 · §12 STEAL CATTLE (Cattle Thief)\n")
    tab.search_box.value = "fits herd"
    assert tab.text() == "Rules: 3 rules (R-SORT-2, R-STEAL-4, R-HERD-4)"


def test_app_opens_a_rule_in_the_rules_tab() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets import explorer_app

    app = explorer_app(seed=7, players=3)
    assert app.titles[7] == "Rules" and app.titles[-1] == "Studies"
    app.show_rule("R-DICE-3")
    assert app.children[app.selected_index] is app.rules
    assert [r.id for r in app.rules.found] == ["R-DICE-3"]
    # narration everywhere carries the hover markup
    assert 'class="gaucho-rule" title="R-SETUP-1: ' in app.setup.narration.value


# ------------------------------------------------------------------ in the browser
@pytest.fixture(scope="module")
def page() -> Iterator[Any]:
    with offline_app_page() as (pg, _blocked):
        yield pg


@pytest.mark.browser
def test_hovering_a_rule_id_in_the_narration_shows_its_text(page: Any) -> None:
    page.get_by_role("tab", name="Setup").click()
    rule_id = page.locator(".gaucho-setup-narration .gaucho-rule[data-rule='R-SETUP-1']")
    rule_id.wait_for(state="visible")
    expected = f"R-SETUP-1: {rules.get('R-SETUP-1').text}"
    rule_id.hover()
    hovered = page.eval_on_selector(".gaucho-setup-narration .gaucho-rule-id:hover",
                                    "e => e.closest('[title]').getAttribute('title')")
    assert hovered == expected
    assert "Dice Rodeo holds 2n+1 dice" in hovered
    # a click opens the rule's text right after the ID; a second click closes it
    text = rule_id.locator(".gaucho-rule-text")
    assert not text.is_visible()
    rule_id.click()
    text.wait_for(state="visible")
    assert rules.get("R-SETUP-1").text in text.inner_text()
    rule_id.click()
    text.wait_for(state="hidden")


@pytest.mark.browser
def test_rules_tab_finds_steal_rules_by_search(page: Any) -> None:
    page.get_by_role("tab", name="Rules").click()
    box = page.locator(".gaucho-rules-search input")
    box.wait_for(state="visible")
    box.fill("STEAL")
    page.wait_for_function(
        "() => document.querySelector('.gaucho-rules-count').innerText.includes('11 rules')",
        timeout=WAIT_MS)
    found = page.eval_on_selector_all(".gaucho-rules-results .gaucho-rules-card",
                                      "els => els.map(e => e.dataset.rule)")
    assert found[:6] == STEAL_RULES and len(found) == 11
    card = page.locator(".gaucho-rules-card[data-rule='R-STEAL-3']")
    assert "a theft never forces the victim to sell" in card.inner_text()
    # the section menu narrows the list to §12
    page.locator(".gaucho-rules-section select").select_option(label=
                                                               "§12 STEAL CATTLE (Cattle Thief)")
    page.wait_for_function(
        "() => document.querySelector('.gaucho-rules-count').innerText.includes('6 rules')",
        timeout=WAIT_MS)


@pytest.mark.browser
def test_rule_ids_in_a_refusal_and_in_example_text_show_their_rule(page: Any) -> None:
    """The Play tab's "Why not?" answer (a refusal) and an example's text hover too."""
    page.get_by_role("tab", name="Play").click()
    page.locator(".gaucho-play-why-box input").fill("take 5 6")
    page.locator(".gaucho-play-why").click()
    refusal = page.locator(".gaucho-play-why-answer .gaucho-rule").first
    refusal.wait_for(state="visible")
    rule_id = refusal.get_attribute("data-rule")
    assert refusal.get_attribute("title") == f"{rule_id}: {rules.get(rule_id).text}"
    page.get_by_role("tab", name="Examples").click()
    page.locator(".gaucho-ex-pick select").select_option(examples.load("EX-STEAL-SALE").title)
    cited = page.locator(".gaucho-ex-info .gaucho-rule[data-rule='R-STEAL-3']")
    cited.wait_for(state="visible")
    assert cited.get_attribute("title") == f"R-STEAL-3: {rules.get('R-STEAL-3').text}"
    cited.click()
    cited.locator(".gaucho-rule-text").wait_for(state="visible")
