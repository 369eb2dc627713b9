"""Lesson 10's words about the coach and its positions are what the code and engine do."""

from __future__ import annotations

from pathlib import Path

import pytest

import gaucho
from gaucho import practice
from gaucho import tiles as T
from gaucho.config import area_name
from gaucho.i18n import _, use_language

SRC = Path(__file__).resolve().parents[2] / "notebooks" / "src"
LESSON = {lang: (SRC / (f"{lang}/" if lang != "en" else "") / "10-play-well.py").read_text(
    encoding="utf-8") for lang in ("en", "es", "fr", "de")}


def flat(text: str) -> str:
    """The lesson's markdown as one line (comment marks and line breaks gone)."""
    return " ".join(line.lstrip("# ").strip() for line in text.splitlines())


@pytest.mark.parametrize("lang", sorted(LESSON))
def test_the_lesson_says_how_far_the_coach_looks(lang: str) -> None:
    words = {"en": "(8 at this level)", "es": "(8 en este nivel)", "fr": "(8 à ce niveau)",
             "de": "(8 auf dieser Stufe)"}
    assert practice.LESSON_LEVEL.depth == 8
    assert words[lang] in flat(LESSON[lang])


def test_both_orders_of_ex_order_48_do_what_the_lesson_says() -> None:
    ends = {}
    for first, second in (("B9", "B5"), ("B5", "B9")):
        game = gaucho.examples.load("EX-ORDER-48").game()
        seat = game.current_player
        game.play(f"add {first}")
        if first == "B5":
            assert [T.names(h) for h in game.state.herds[seat].values()] == ["B12 B8 B6 B5"]
        game.play(f"add {second}")
        ends[first] = (game.pesos[seat], [T.names(h) for h in game.state.herds[seat].values()])
    assert ends == {"B9": (36, ["B9 B5"]), "B5": (48, ["B9"])}
    text = flat(LESSON["en"])
    assert ("the herd B12 B8 B6 sells at once for 36 Pesos (R-HERD-6) and B9 starts a new "
            "herd; then B5 fits below B9, and Red ends with 36 Pesos and the herd B9 B5") in text
    assert "the four tiles sell for 48 Pesos and B9 starts a new herd" in text
    assert "the second tile will not fit" not in text


def test_german_lesson_10_names_the_areas_as_the_board_does() -> None:
    prose = "\n".join(line for line in LESSON["de"].splitlines()
                      if not line.startswith("# * <a href="))  # rule tooltips: the rulebook
    with use_language("de"):
        sale, steal = str(area_name("SALE")), str(area_name("STEAL"))
    assert (sale, steal) == ("VERKAUF", "STEHLEN")
    assert "SOFORTVERKAUF" not in prose and "RINDER STEHLEN" not in prose
    assert f"Gauchos auf {sale} und {steal}," in prose


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "Levanta tus gauchos acostados en el momento justo"),
    ("fr", "Relevez vos gauchos couchés au bon moment")])
def test_gauchos_are_lower_case_mid_sentence(lang: str, said: str) -> None:
    with use_language(lang):
        assert _("Stand up your lying gauchos at the right moment") == said
