"""The Workshop names a rule set in the reader's language: "offizielle Regeln" beside
"unsere Regeln" in German, never "official"; the records, the CSV files and the command
line keep the key ``official``.  Python-level: the tab's own handlers drive a small seeded
run of random bots (as tests/ui/test_workshop_small_n.py does)."""

from __future__ import annotations

import csv
import io
import re
from html import unescape

import pytest

from gaucho.explorer.workshop import WorkshopController, records_csv, rules_word
from gaucho.i18n import use_language
from gaucho.variants import BUILTIN_VARIANTS, VARIANT_TITLES, variant_title


def test_rules_word_names_the_official_rules_in_each_language() -> None:
    expected = {"en": "official", "es": "reglas oficiales", "fr": "règles officielles",
                "de": "offizielle Regeln"}
    for language, words in expected.items():
        with use_language(language):
            assert rules_word("official") == words
            assert variant_title("Default") == words  # an alias names the same rules
    with use_language("de"):
        assert rules_word("our rules") == "unsere Regeln"
        assert rules_word("threshold-25") == "Füllgrenze 25"
        assert rules_word("no-steal") == "ohne Viehdiebstahl"
        # a workshop's own rules keep the name they were given
        assert rules_word("custom: sale_bonus=9") == "custom: sale_bonus=9"


def test_every_built_in_variant_has_a_title_translated_in_each_language() -> None:
    assert set(VARIANT_TITLES) == set(BUILTIN_VARIANTS)
    for language in ("es", "fr", "de"):
        with use_language(language):
            for name, title in VARIANT_TITLES.items():
                assert variant_title(name) != title, (language, name)


def test_the_menu_choices_pair_the_title_with_the_name() -> None:
    with use_language("de"):
        choices = WorkshopController.variant_choices()
    assert choices[0] == ("offizielle Regeln", "official")
    assert ("Verkaufsbonus 10", "big-sale-bonus") in choices
    assert [name for _title, name in choices] == WorkshopController.variant_names()


def test_the_german_tab_says_offizielle_regeln_and_the_records_say_official() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.widgets import WorkshopTab

    wc = WorkshopController(seed=3, workers=1)
    for seat in range(wc.players):
        wc.set_seat(seat, "random")
    tab = WorkshopTab(wc, language="de")
    tab.set_value("sale_bonus", "9")
    tab.games_box.value = 3
    tab.run(background=False)
    items = re.findall(r'<li class="gaucho-ws-sentence" data-metric="([^"]*)">(.*?)</li>',
                       tab.metrics.value)
    said = {key: unescape(re.sub(r"<[^>]+>", "", body)) for key, body in items}
    assert said["rounds"].endswith(
        "(unsere Regeln: 19,0 [12,4; 25,6]; offizielle Regeln: 19,0 [12,4; 25,6]; "
        "Änderung 0,0 [0,0; 0,0])")
    assert re.findall(r"<h4>(.*?)</h4>", tab.comparison.value) == [
        "Was hat unsere Regeländerung bewirkt? unsere Regeln gegen offizielle Regeln"]
    assert re.findall(r"<th>(.*?)</th>", tab.comparison.value)[1:3] == [
        "offizielle Regeln", "unsere Regeln"]
    assert "(unsere Regeln, offizielle Regeln)" in tab.seed_label.value
    shown = unescape(re.sub(r"<[^>]+>", " ", tab.metrics.value + tab.comparison.value
                            + tab.seed_label.value + tab.downloads.value))
    assert not re.search(r"\bofficial\b", shown), shown
    # the records and the files keep the key
    assert 'download="official-players.csv"' in tab.downloads.value
    run = wc.run
    assert run is not None and run.theirs is not None
    assert run.theirs.meta["variant"] == "official"
    rows = list(csv.DictReader(io.StringIO(records_csv(run.theirs, "players"))))
    assert {r["variant"] for r in rows} == {"official"}
