"""The Workshop tab's "Start from" and "Compare with" menus name the rule sets in the
reader's language ("Füllgrenze 25", never the key "threshold-25"), while the values the
handlers get stay the keys; a language switch relabels them; the tab's text says
"offizielle Regeln" in German.  Python-level: the tab's own widgets and handlers."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from gaucho.explorer.workshop import WorkshopController  # noqa: E402

KEYS = ["official", "threshold-15", "threshold-25", "long-pastures", "extra-die",
        "big-sale-bonus", "strict-keep", "generous-keep", "no-steal"]
ENGLISH = ["official", "fill limit 15", "fill limit 25", "longer pastures", "one more die",
           "sale bonus 10", "stricter preliminary round", "more generous preliminary round",
           "no stealing"]
GERMAN = ["offizielle Regeln", "Füllgrenze 15", "Füllgrenze 25", "längere Weiden",
          "ein Würfel mehr", "Verkaufsbonus 10", "strengere Vorrunde",
          "großzügigere Vorrunde", "ohne Viehdiebstahl"]


def tab(language: str) -> object:
    from gaucho.widgets import WorkshopTab

    return WorkshopTab(WorkshopController(seed=3, workers=1), language=language)


def menu(pick: object) -> list[tuple[str, str]]:
    return list(zip(pick._options_labels, pick._options_values,  # type: ignore[attr-defined]
                    strict=True))


@pytest.mark.parametrize(("language", "titles", "none"), [
    ("en", ENGLISH, "no comparison"), ("de", GERMAN, "kein Vergleich")])
def test_the_menus_show_the_titles_and_keep_the_keys(language: str, titles: list[str],
                                                     none: str) -> None:
    t = tab(language)
    assert menu(t.variant_pick) == list(zip(titles, KEYS, strict=True))  # type: ignore[attr-defined]
    assert menu(t.compare_pick) == [*zip(titles, KEYS, strict=True),  # type: ignore[attr-defined]
                                    (none, "—")]
    assert t.variant_pick.label == titles[0]  # type: ignore[attr-defined]
    assert t.compare_pick.label == titles[0]  # type: ignore[attr-defined]


def test_picking_a_variant_by_its_title_starts_from_that_variant() -> None:
    t = tab("de")
    t.variant_pick.label = "Füllgrenze 25"  # type: ignore[attr-defined]
    c = t.controller  # type: ignore[attr-defined]
    assert c.variant == "threshold-25"
    assert t.inputs["pasture_threshold"].value == "25"  # type: ignore[attr-defined]
    assert not c.edited and c.label == "threshold-25"
    t.compare_pick.label = "ohne Viehdiebstahl"  # type: ignore[attr-defined]
    assert c.compare_with == "no-steal"
    assert t.text().splitlines()[0] == (  # type: ignore[attr-defined]
        "Werkstatt: Füllgrenze 25 gegen ohne Viehdiebstahl, 4 Spieler, 200 Partien, Seed 3")
    t.compare_pick.label = "kein Vergleich"  # type: ignore[attr-defined]
    assert c.compare_with is None
    assert t.text().splitlines()[0] == (  # type: ignore[attr-defined]
        "Werkstatt: Füllgrenze 25 gegen -, 4 Spieler, 200 Partien, Seed 3")


def test_the_german_text_says_offizielle_regeln() -> None:
    t = tab("de")
    t.set_value("sale_bonus", "9")  # type: ignore[attr-defined]
    assert t.text() == (  # type: ignore[attr-defined]
        "Werkstatt: unsere Regeln gegen offizielle Regeln, 4 Spieler, 200 Partien, Seed 3\n"
        "Bonus für SOFORTVERKAUF: 5 → 9")
    english = tab("en")
    english.set_value("sale_bonus", "9")  # type: ignore[attr-defined]
    assert english.text() == (  # type: ignore[attr-defined]
        "Workshop: our rules vs official, 4 players, 200 games, seed 3\n"
        "Immediate Sale bonus: 5 → 9")


def test_a_language_switch_relabels_the_menus_and_keeps_the_choices() -> None:
    t = tab("en")
    t.variant_pick.value = "extra-die"  # type: ignore[attr-defined]
    t.compare_pick.value = "threshold-15"  # type: ignore[attr-defined]
    t.set_language("de")  # type: ignore[attr-defined]
    assert menu(t.variant_pick)[:3] == list(zip(GERMAN, KEYS, strict=False))[:3]  # type: ignore[attr-defined]
    assert (t.variant_pick.value, t.variant_pick.label) == (  # type: ignore[attr-defined]
        "extra-die", "ein Würfel mehr")
    assert (t.compare_pick.value, t.compare_pick.label) == (  # type: ignore[attr-defined]
        "threshold-15", "Füllgrenze 15")
    t.set_language("en")  # type: ignore[attr-defined]
    assert menu(t.compare_pick)[-1] == ("no comparison", "—")  # type: ignore[attr-defined]
    assert t.variant_pick.label == "one more die"  # type: ignore[attr-defined]
    assert t.controller.variant == "extra-die"  # type: ignore[attr-defined]
