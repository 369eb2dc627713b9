"""A decision said in words, in the reader's language: "takes 4 and 5 from the Dice Rodeo",
never its notation (``take 4 5``) nor an internal key.

This is the floor the coach's texts can read (:mod:`gaucho.coach.review` quotes moves in
these words); :mod:`gaucho.explorer.said` re-exports it for the views above, and adds what
a viewer may be told of a history step.

The words are chosen by the decision's kind in the registry
(:data:`gaucho.engine.decisions.DECISIONS`): :data:`WORDS` has one entry per registry kind,
and a kind without one is an error, not a silent fall back to the notation.  The phrases
are those the coach's reasons already use (:mod:`gaucho.coach.reasons`), with tiles named
in words (:func:`tile_words`), so one decision reads the same everywhere.  Two different
legal decisions of one position never read alike: a placement says the dice it pays as a
claim does ("puts a gaucho on SORT for 1+1"), a Steppe put says which tile goes where.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gaucho.config import area_name, breed_name
from gaucho.engine.decisions import DECISIONS
from gaucho.engine.dispatch import decision_in
from gaucho.i18n import Message, Plural, and_list
from gaucho.tiles import InWords, words

__all__ = ["WORDS", "say", "say_decision", "tile_words"]


def tile_words(tile: int) -> str:
    """A tile in words: its breed's name and its number ("golden 7"), never its code
    ``G7``; the same words as the board's (:func:`gaucho.views.board.tile_words`), which
    the coach may not import: both say :func:`gaucho.tiles.words`)."""
    return words(tile)


def _the_tiles(ts: Any) -> Message:
    """Tiles in words, each with its article: "the golden 1 and the white 7"."""
    # Translators: one tile in a list of tiles kept ("keeps the golden 1 and the white 7");
    # {tile} is the tile in words as "golden {number}" says it: if that already carries
    # its article in your language ("la dorada 1"), or needs none ("Gold 1"), write just
    # {tile}.
    return and_list(Message("the {tile}", tile=InWords(t)) for t in ts)


def _dice(a: Any) -> Message:
    return and_list(getattr(a, "dice", ()) or ())


#: The imaginary die the WISH area gives, as a payment names it: the die, not the area
#: ("1+WISH die", German "1+Wunschwürfel"), so a payment never reads like the area WISH.
# Translators: the imaginary die the WISH area gives, named in a payment's dice ("1+WISH
# die"): the die's name as your lessons say it (German "Wunschwürfel", Spanish "dado
# imaginario"), not the area's name WISH alone.
WISH_DIE = Message("WISH die")


class _Paid:
    """The dice a claim or a placement spends, "1+4" (with the WISH die: "1+WISH die"),
    said in the language of the moment it is read (the die's name is translated then)."""

    __slots__ = ("dice", "wish")

    def __init__(self, dice: tuple[int, ...], wish: bool) -> None:
        self.dice, self.wish = dice, wish

    def __str__(self) -> str:
        return "+".join([*map(str, self.dice), *([str(WISH_DIE)] if self.wish else [])])


def _paid(a: Any) -> _Paid:
    return _Paid(tuple(getattr(a, "dice", ()) or ()), bool(getattr(a, "wish", False)))


def _claim(a: Any) -> Message:
    """A Pampa claim with the gaucho's pose (R-PAMPA-1/2/3) and what it costs, as the
    engine's narration says it: "puts a standing gaucho on the spotted 1 for 1"."""
    paid = _paid(a)
    tile = InWords(a.tile)
    if a.action == "A":
        # Translators: a claim of a free tile for its big number (R-PAMPA-1): {tile} in
        # words as "golden {number}" says it ("spotted 1"), {dice} the dice spent ("1+4").
        return Message("puts a standing gaucho on the {tile} for {dice}", tile=tile, dice=paid)
    if a.action == "B":
        # Translators: a claim of a free tile for its small number (R-PAMPA-2): {tile} in
        # words as "golden {number}" says it, {dice} the dice spent ("1+4").
        return Message("puts a lying gaucho on the {tile} for {dice}", tile=tile, dice=paid)
    # Translators: one's own lying gaucho stood up for the small number (R-PAMPA-3): {tile}
    # in words as "golden {number}" says it, {dice} the dice spent ("1+4").
    return Message("stands up its gaucho on the {tile} for {dice}", tile=tile, dice=paid)


def _place(a: Any) -> Message:
    """A gaucho put on an Action Space, with the dice it pays (R-AREA-1): "puts a gaucho
    on SORT for 1+1"; without dice (the preliminary round's free gaucho, R-PRELIM-8) just
    where.  The free gaucho says the same, so a refused one with a die ("place SORT 4")
    says its die and never reads like the legal "place SORT"."""
    paid = _paid(a)
    if not (paid.dice or paid.wish):
        return Message("puts a gaucho on {area}", area=area_name(a.area))
    # Translators: a gaucho put on an Action Space: {area} is its name ("SORT"), {dice}
    # the dice paid for it ("1+1", "2+WISH"), as a claim's "for {dice}" says them.
    return Message("puts a gaucho on {area} for {dice}", area=area_name(a.area), dice=paid)


def _put(a: Any) -> Message:
    """SECRET CATTLE's Steppe tiles put into pastures, each tile with its pasture."""
    # Translators: one Steppe tile and the pasture it goes into, in a list ("the golden 4
    # into pasture 2 and the white 1 into pasture 3"); {tile} is the tile in words as
    # "golden {number}" says it, {n} the pasture's number.
    where = and_list(Message("the {tile} into pasture {n}", tile=InWords(t), n=p + 1)
                     for t, p in a.placements)
    # Translators: {placements} says each tile and its pasture ("the golden 4 into pasture
    # 2").
    return Plural("puts {n} Steppe tile into the Pampa: {placements}",
                  "puts {n} Steppe tiles into the Pampa: {placements}", len(a.placements),
                  placements=where)


def _sort(a: Any) -> Message:
    if a.side == "left":
        return Message("sorts the {tile} into its herd, on the left", tile=InWords(a.tile))
    if a.side == "right":
        return Message("sorts the {tile} into its herd, on the right", tile=InWords(a.tile))
    return Message("sorts the {tile} into its herd", tile=InWords(a.tile))


def _keep(a: Any) -> Message:
    """The tiles kept, each with its article ("keeps the golden 1 and the white 7"); a bare
    ``keep`` (refused: R-PRELIM-4) keeps no tile, and says so."""
    if not a.tiles:
        # Translators: a keep without any tile (the game refuses it: a player keeps at
        # least one).
        return Message("keeps no tile")
    return Plural("keeps {tiles}", "keeps {tiles}", len(a.tiles), tiles=_the_tiles(a.tiles))


#: Each registry kind's words (a phrase without its subject), from its action.
WORDS: dict[str, Callable[[Any], Message]] = {
    "roll": lambda a: Message("rolls {dice}", dice=_dice(a)),
    "cover": lambda a: Plural("covers {n} tile face down", "covers {n} tiles face down",
                              len(a.tiles)),
    "draw": lambda a: Message("draws the {tile}", tile=InWords(a.tile)),
    "keep": _keep,
    "first_gaucho": _place,
    "draft": lambda a: Message("takes {dice} from the Dice Rodeo", dice=_dice(a)),
    "claim": _claim,
    "place": _place,
    "remove": lambda a: Message("takes its gaucho back from {area} unused",
                                area=area_name(a.area)),
    "takeback": lambda a: Message("takes back its lying gauchos on {tiles}",
                                  tiles=_the_tiles(a.tiles)),
    "end": lambda a: Message("ends the turn"),
    "wish": lambda a: Message("uses {area}", area=area_name("WISH")),
    "sale": lambda a: Message("sells its {breed} herd with {area}",
                              breed=breed_name(a.breed), area=area_name("SALE")),
    "steal": lambda a: Message("steals the {tile}", tile=InWords(a.tile)),
    "raise": lambda a: Plural("stands up its gaucho on {tiles}", "stands up its gauchos on {tiles}",
                              len(a.tiles), tiles=_the_tiles(a.tiles)),
    "replace": lambda a: Message("replaces the lying gaucho on {tile}",
                                 tile=Message("the {tile}", tile=InWords(a.tile))),
    "use_steppe": lambda a: Message("looks at the Steppe"),
    "put": _put,
    "add": lambda a: Message("adds the {tile} to its herds", tile=InWords(a.tile)),
    "sort": _sort,
}

_missing = {d.name for d in DECISIONS} - set(WORDS)
if _missing:  # pragma: no cover (a new kind must bring its words)
    raise RuntimeError(f"decision kinds without words: {sorted(_missing)}")


def say(action: Any, phase: str) -> Message:
    """``action`` in words as its kind in ``phase`` says it, as a lazy message (read in the
    language current when shown)."""
    return WORDS[decision_in(phase, action).name](action)


def say_decision(action: Any, phase: str) -> str:
    """``action`` in words, as its kind in ``phase`` says it ("puts a gaucho on STEAL for
    4"), in the language current now.

    Raises ``KeyError`` for a kind without words (there is none: the import checks)."""
    return str(say(action, phase))
