"""Cattle Tiles as small integers, and their text form (``W10`` = white 10).

A tile is ``breed * 32 + big``: the breed index (see :data:`gaucho.config.BREEDS`)
in the high bits and the big number in the low five bits.  Every (breed, big)
pair exists once (R-COMP-2), so a tile is also its own identity: ``steal W10``
needs no owner, because there is only one white 10.
"""

from __future__ import annotations

from gaucho.config import BREED_LETTERS, LIMITS, RulesConfig
from gaucho.errors import InvalidAction
from gaucho.i18n import N_, Message, _

Tile = int


def make(breed: int, big: int) -> Tile:
    return breed * 32 + big


def breed(tile: Tile) -> int:
    return tile >> 5


def big(tile: Tile) -> int:
    return tile & 31


#: ``BIG[tile]`` is :func:`big` as a table, for loops over every tile of the Pampa.
BIG: tuple[int, ...] = tuple(t & 31 for t in range(32 * len(BREED_LETTERS)))


#: A tile in words, by breed index: its breed and its number ("golden 7"), one whole
#: message per breed so that each language writes a tile the way its sentences need it
#: (German: a name without article that fits any case, "Gold 7"; Spanish: "la dorada 7").
TILE_WORDS = (
    # Translators: a brown cattle tile in words, {number} its number ("brown 7"); it stands
    # in many sentences ("puts a gaucho on {tile}", "keeps {tile}"), so write it in a form
    # that fits all of them (German: without article, "Braun 7").
    N_("brown {number}"),
    # Translators: a golden cattle tile in words ("golden 7"), as for "brown {number}".
    N_("golden {number}"),
    # Translators: a black cattle tile in words ("black 7"), as for "brown {number}".
    N_("black {number}"),
    # Translators: a white cattle tile in words ("white 7"), as for "brown {number}".
    N_("white {number}"),
    # Translators: a spotted cattle tile in words ("spotted 7"), as for "brown {number}".
    N_("spotted {number}"),
)


def words(tile: Tile) -> str:
    """A tile in words in the current language ("golden 7", Spanish "la dorada 7", German
    "Gold 7"), never its code ``G7`` (:data:`TILE_WORDS`)."""
    return _(TILE_WORDS[tile >> 5]).format(number=tile & 31)


class InWords(Message):
    """A tile in words as :func:`words` says it, a message read in the language current
    when it is shown (a narration made in one language and read in another names its
    tiles in the reader's): the one lazy tile of the engine, the game and the coach."""

    __slots__ = ()

    def __init__(self, tile: Tile) -> None:
        super().__init__(TILE_WORDS[tile >> 5], number=tile & 31)


def not_a_tile(text: str) -> str:
    """Why ``text`` is not a tile, in the current language: the one wording of
    :func:`parse` and of the position reader (:mod:`gaucho.position`)."""
    # Translators: {text} is what was written ('Z9'), {letters} the breed letters of the
    # notation ("B/G/K/W/S").
    return _("{text} is not a tile; write a breed letter ({letters}) and a number, "
             "e.g. W10").format(text=repr(text[:12]), letters="/".join(BREED_LETTERS))


def name(tile: Tile) -> str:
    """``W10`` for the white 10."""
    return f"{BREED_LETTERS[tile >> 5]}{tile & 31}"


def parse(text: str, config: RulesConfig | None = None) -> Tile:
    """Read ``W10`` (case-insensitive); raise :class:`InvalidAction` otherwise.

    With ``config``, a tile these rules do not have (``W13`` with the default ``max_big``
    of 12) is refused naming the range; without one, the largest range any rules allow
    (:data:`gaucho.config.LIMITS`) bounds the number."""
    text = text.strip()
    digits = text[1:]
    if (len(text) < 2 or text[0].upper() not in BREED_LETTERS
            or not (digits.isascii() and digits.isdigit())):
        raise InvalidAction(not_a_tile(text))
    value = int(digits[:6]) if len(digits) <= 6 else 10**6
    max_big = config.max_big if config is not None else LIMITS["max_big"][1]
    if not 1 <= value <= max_big:
        raise InvalidAction(_("{text} does not exist: big numbers run 1..{max_big} "
                              "(R-COMP-2)").format(text=text[:12], max_big=max_big))
    return make(BREED_LETTERS.index(text[0].upper()), value)


def all_tiles(config: RulesConfig, breeds: range | list[int] | None = None) -> list[Tile]:
    """Every tile of the given breeds (default: all), in breed then number order."""
    chosen = range(len(BREED_LETTERS)) if breeds is None else breeds
    return [make(b, v) for b in chosen for v in range(1, config.max_big + 1)]


def names(tiles: list[Tile] | tuple[Tile, ...]) -> str:
    return " ".join(name(t) for t in tiles)
