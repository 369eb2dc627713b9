"""The app switched to Spanish in a real browser: labels, narration and rules (issue 19).

Headless Chromium against Voilà on localhost (tests/ui/voila_server.py), every other request
blocked, as in tests/ui/test_browser.py.  A person picks "Español" in the language menu; the
tabs, buttons and status, the narration of moves made by clicking the Play board, and the
rule text of the Rules tab must then be Spanish.  The expected words are read from the real
Spanish catalog and rulebook here (``_()`` under ``use_language("es")``, RULES.es.md), so the
test follows the translators' work; words the catalog does not have yet are listed in an
xfail at the end instead of passing unnoticed.
"""

from __future__ import annotations

import base64
import random
from collections.abc import Iterator
from typing import Any

import pytest
from voila_server import WAIT_MS, click_board, offline_app_page, wait_text

from gaucho import rules
from gaucho.i18n import _, _translations, ngettext, use_language

pytestmark = pytest.mark.browser

BOARD = ".gaucho-play-board"
GIVE_UP = ("choice:remove", "choice:end", "choice:takeback")


#: The Spanish catalog's messages (one may read the same in both languages: "Editor").
SPANISH_CATALOG = set(getattr(_translations("es"), "_catalog", {})) | {"Español"}


def es(message: str) -> str:
    with use_language("es"):
        return _(message)


#: English messages whose Spanish the test looked for (to report those not translated yet).
ASKED: list[str] = []


def spanish(message: str) -> str:
    ASKED.append(message)
    return es(message)


def flat(text: str) -> str:
    return " ".join(text.split())


def wait_flat(page: Any, selector: str, needle: str) -> str:
    """Wait until the element shows ``needle`` (whitespace folded); return its text."""
    page.wait_for_function(
        "([sel, needle]) => { const e = document.querySelector(sel);"
        " return e !== null && e.innerText.split(/\\s+/).join(' ').includes(needle); }",
        arg=[selector, flat(needle)], timeout=WAIT_MS)
    return str(page.inner_text(selector))


@pytest.fixture(scope="module")
def spanish_page() -> Iterator[Any]:
    with offline_app_page() as (page, _blocked):
        wait_text(page, ".gaucho-setup-narration", "R-SETUP-1")
        page.locator(".gaucho-app-language select").select_option(label="Español")
        yield page


def test_the_menu_turns_the_tabs_and_labels_spanish(spanish_page: Any) -> None:
    from gaucho.widgets import TAB_TITLES

    page = spanish_page
    titles = [spanish(t) for t in TAB_TITLES]
    page.wait_for_function(
        "(want) => JSON.stringify(Array.from(document.querySelectorAll('.lm-TabBar-tab'))"
        ".map(t => t.innerText.trim()).slice(0, want.length)) === JSON.stringify(want)",
        arg=titles, timeout=WAIT_MS)
    assert page.locator(".gaucho-app-language select").input_value() == "Español"
    assert spanish("Language") in page.inner_text(".gaucho-app-language")
    # the intro is redrawn by a message of its own, after the tab titles'
    intro = wait_flat(page, ".gaucho-app-intro", spanish("El Gaucho explorer"))
    assert flat(spanish("El Gaucho explorer")) in flat(intro)
    page.get_by_role("tab", name=titles[0]).click()
    assert page.inner_text(".gaucho-setup-step").strip() == spanish("Step")
    page.get_by_role("tab", name=spanish("Play")).click()
    assert page.inner_text(".gaucho-play-new").strip() == spanish("New game")
    assert page.inner_text(".gaucho-play-hint").strip() == spanish("Hint")
    wait_flat(page, ".gaucho-play-status", spanish("{name} (you)").format(name=spanish("Red")))


def test_moves_clicked_on_the_board_are_told_in_spanish(spanish_page: Any) -> None:
    """A few moves by clicks on the board; the narration is the engine's, in Spanish."""
    import gaucho
    from gaucho.explorer.play import told

    page = spanish_page
    page.get_by_role("tab", name=es("Play")).click()
    # a tab is built when first opened: wait for its board to offer a move
    page.wait_for_selector(f"{BOARD} .gaucho-hit.is-next", timeout=WAIT_MS)
    rng = random.Random(3)
    for _click in range(6):
        targets = page.eval_on_selector_all(
            f"{BOARD} .gaucho-hit.is-next", "els => els.map(e => e.dataset.target)")
        buttons = page.eval_on_selector_all(
            f"{BOARD} .gaucho-bw-choice", "els => els.map(e => e.dataset.choice)")
        options = sorted(set(targets)) + [b for b in buttons if b not in GIVE_UP
                                          and b != "clear"]
        if not options:
            break
        pick = rng.choice(options)
        click_board(page, BOARD, pick, button=pick in buttons)
    href = page.get_attribute(".gaucho-play-download", "href") or ""
    game = gaucho.Game.from_json(base64.b64decode(href.split(",", 1)[1]).decode())
    assert game.history, "no move was made by clicking"
    last = max(i for i, step in enumerate(game.history) if step.player == 0)
    with use_language("es"):
        told_es = "\n".join(told(step, game, 0) for step in game.history[last:])
    with use_language("en"):
        told_en = "\n".join(told(step, game, 0) for step in game.history[last:])
    shown = wait_flat(page, ".gaucho-play-narration", told_es)
    assert flat(told_es) in flat(shown)
    if told_es == told_en:
        pytest.xfail("the Spanish catalog does not translate this narration yet")


def test_the_rules_tab_reads_the_spanish_rulebook(spanish_page: Any) -> None:
    page = spanish_page
    page.get_by_role("tab", name=spanish("Rules")).click()
    page.locator(".gaucho-rules-search input").fill("R-STEAL-3")
    rule = rules.get("R-STEAL-3", language="es")
    english = rules.get("R-STEAL-3", language="en")
    assert rule.text != english.text  # RULES.es.md has this rule
    text = wait_flat(page, ".gaucho-rules-results", rule.text[:60])
    assert flat(rule.section_title) in flat(text)
    assert flat(english.text[:60]) not in flat(text)
    found = len(rules.search("R-STEAL-3", language="es"))
    with use_language("es"):
        words = ngettext("{n} rule", "{n} rules", found).format(n=found)
    wait_flat(page, ".gaucho-rules-count", words)


def test_every_word_looked_for_is_in_the_spanish_catalog() -> None:
    """Runs last: the words above that the Spanish catalog lacks (they showed in English,
    so the checks above passed without proving anything about them)."""
    missing = sorted({m for m in ASKED if m not in SPANISH_CATALOG})
    if missing:
        pytest.xfail(f"waiting for the Spanish catalog: {missing}")
