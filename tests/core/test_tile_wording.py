"""A wrong tile is said in one wording, from one place (H2, item 4): the position reader
said "'X5' is not a tile (write e.g. 'W10')" where :func:`gaucho.tiles.parse` said "'X5' is
not a tile; write a breed letter (B/G/K/W/S) and a number, e.g. W10"; both now say the
tiles module's words (:func:`gaucho.tiles.not_a_tile`), in every language."""

from __future__ import annotations

import copy

import pytest

import gaucho
from gaucho import examples, tiles
from gaucho.i18n import use_language

NOT_A_TILE = {
    "en": "'X5' is not a tile; write a breed letter (B/G/K/W/S) and a number, e.g. W10",
    "de": "'X5' ist kein Plättchen; schreibe einen Buchstaben für die Rasse (B/G/K/W/S) und "
          "eine Zahl, z. B. W10",
}
NO_SUCH_TILE = {
    "en": "W13 does not exist: big numbers run 1..12 (R-COMP-2)",
    "de": "W13 gibt es nicht: große Zahlen gehen von 1 bis 12 (R-COMP-2)",
}
WHERE = {"en": "position pastures[0][1]: ", "de": "Spielstand pastures[0][1]: "}


def refusal(cell: str) -> str:
    """What loading EX-TURN-1's table with ``cell`` in pasture P1's second space says."""
    position = copy.deepcopy(dict(examples.load("EX-TURN-1").position))
    position["pastures"][0][1] = cell
    with pytest.raises(gaucho.InvalidPosition) as refused:
        gaucho.Game.from_position(position)
    return str(refused.value)


def parsed(text: str) -> str:
    with pytest.raises(gaucho.InvalidAction) as refused:
        tiles.parse(text, gaucho.RulesConfig())
    return str(refused.value)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_position_reader_says_a_wrong_tile_as_parse_does(language: str) -> None:
    with use_language(language):
        assert parsed("X5") == tiles.not_a_tile("X5") == NOT_A_TILE[language]
        assert refusal("X5") == WHERE[language] + NOT_A_TILE[language]
        assert parsed("W13") == NO_SUCH_TILE[language]
        assert refusal("W13") == WHERE[language] + NO_SUCH_TILE[language]


def test_a_tile_written_too_long_is_not_a_tile() -> None:
    """"W0010" is no way to write W10 in a position (parse reads it)."""
    assert tiles.parse("W0010") == tiles.parse("W10")
    assert refusal("W0010") == (WHERE["en"] + "'W0010' is not a tile; write a breed letter "
                                "(B/G/K/W/S) and a number, e.g. W10")


def test_a_number_past_the_rules_is_said_to_not_exist() -> None:
    """'W99' was "not a tile" to the reader; it is a tile these rules do not have."""
    assert refusal("W99") == WHERE["en"] + "W99 does not exist: big numbers run 1..12 (R-COMP-2)"


def test_a_long_text_is_cut_in_the_words() -> None:
    assert tiles.not_a_tile("Q" * 100) == (f"'{'Q' * 12}' is not a tile; write a breed letter "
                                           "(B/G/K/W/S) and a number, e.g. W10")
