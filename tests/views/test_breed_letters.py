"""The letter drawn on a tile reads in the board's language; the notation does not change.

English draws B/G/K/W/S; Spanish, French and German draw their own breed initials (chosen
by the translators, five distinct letters), on the tiles and in the legend.  The tiles'
``data-key`` attributes (``tile:W10``) are notation and stay the same in every language
(issue #26).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import gaucho
from gaucho.config import BREED_LETTERS, breed_name
from gaucho.i18n import use_language
from gaucho.views.svg import board_svg

NS = "{http://www.w3.org/2000/svg}"
#: The drawn letters, by breed (brown, golden, black, white, spotted).
DRAWN = {"en": "BGKWS", "es": "PDNBM", "fr": "MDNBT", "de": "BGSWF"}


def _texts(language: str) -> tuple[list[tuple[str | None, str]], str]:
    game = gaucho.Game.new(players=3, seed=1)
    svg = str(board_svg(game, language=language))
    texts = [(e.get("data-key"), e.text or "") for e in ET.fromstring(svg).iter(f"{NS}text")]
    return texts, svg


@pytest.mark.parametrize("language", sorted(DRAWN))
def test_tiles_and_legend_draw_the_languages_letters(language: str) -> None:
    letters = DRAWN[language]
    assert len(set(letters)) == 5
    texts, _ = _texts(language)
    drawn = {key.removeprefix("tile:"): text for key, text in texts
             if key and key.startswith("tile:") and text.isalpha()}
    assert drawn and all(text == letters[BREED_LETTERS.index(tile[0])]
                         for tile, text in drawn.items())
    with use_language(language):
        legend = [(None, letters[k]) for k in range(5)]
        names = [(None, str(breed_name(k))) for k in range(5)]
    pairs = list(zip(texts, texts[1:], strict=False))
    assert all(pair in pairs for pair in zip(legend, names, strict=True))


@pytest.mark.parametrize("language", ["es", "fr", "de"])
def test_the_notation_keys_are_the_same_in_every_language(language: str) -> None:
    keys = re.compile(r'data-key="([^"]*)"')
    assert keys.findall(_texts(language)[1]) == keys.findall(_texts("en")[1])
