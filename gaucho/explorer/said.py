"""A decision said in words, in the reader's language: "takes 4 and 5 from the Dice Rodeo",
never its notation (``take 4 5``) nor an internal key.

The words are chosen by the decision's kind in the registry
(:data:`gaucho.engine.decisions.DECISIONS`): :data:`WORDS` has one entry per registry kind,
and a kind without one is an error, not a silent fall back to the notation.  The phrases
are those the coach's reasons already use (:mod:`gaucho.coach.reasons`), with tiles named
in words (:func:`tile_words`), so one decision reads the same everywhere.

Hidden information stays hidden: :func:`say_step` names no tile the viewer cannot see (the
covering tiles, a tile drawn face down, another player's keep before every player has
chosen), as :func:`gaucho.explorer.play.told` does for the narration.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gaucho.config import area_name, breed_name
from gaucho.engine.decisions import DECISIONS
from gaucho.engine.dispatch import decision_in
from gaucho.game import Step
from gaucho.i18n import Message, Plural, _, and_list
from gaucho.state import Phase

# one name for a tile in words, the board's (re-exported: the drills read it from here)
from gaucho.views.board import tile_words as tile_words


def _tiles(ts: Any) -> Message:
    return and_list(tile_words(t) for t in ts)


def _the_tiles(ts: Any) -> Message:
    """Tiles in words, each with its article: "the golden 1 and the white 7"."""
    # Translators: one tile in a list of tiles kept ("keeps the golden 1 and the white 7");
    # {tile} is the tile in words as "{breed} {number}" says it: if that already carries
    # its article in your language ("la dorada 1"), write just {tile}.
    return and_list(Message("the {tile}", tile=tile_words(t)) for t in ts)


def _dice(a: Any) -> Message:
    return and_list(getattr(a, "dice", ()) or ())


class _Paid:
    """The dice a claim spends, "1+4" (with the WISH die: "1+WISH"), said in the language
    of the moment it is read (the area's name is translated then)."""

    __slots__ = ("dice", "wish")

    def __init__(self, dice: tuple[int, ...], wish: bool) -> None:
        self.dice, self.wish = dice, wish

    def __str__(self) -> str:
        return "+".join([*map(str, self.dice), *([str(area_name("WISH"))] if self.wish else [])])


def _claim(a: Any) -> Message:
    """A Pampa claim with the gaucho's pose (R-PAMPA-1/2/3) and what it costs, as the
    engine's narration says it: "puts a standing gaucho on the spotted 1 for 1"."""
    paid = _Paid(tuple(a.dice), bool(getattr(a, "wish", False)))
    tile = tile_words(a.tile)
    if a.action == "A":
        # Translators: a claim of a free tile for its big number (R-PAMPA-1): {tile} in
        # words as "{breed} {number}" says it ("spotted 1"), {dice} the dice spent ("1+4").
        return Message("puts a standing gaucho on the {tile} for {dice}", tile=tile, dice=paid)
    if a.action == "B":
        # Translators: a claim of a free tile for its small number (R-PAMPA-2): {tile} in
        # words as "{breed} {number}" says it, {dice} the dice spent ("1+4").
        return Message("puts a lying gaucho on the {tile} for {dice}", tile=tile, dice=paid)
    # Translators: one's own lying gaucho stood up for the small number (R-PAMPA-3): {tile}
    # in words as "{breed} {number}" says it, {dice} the dice spent ("1+4").
    return Message("stands up its gaucho on the {tile} for {dice}", tile=tile, dice=paid)


def _sort(a: Any) -> Message:
    if a.side == "left":
        return Message("sorts the {tile} into its herd, on the left", tile=tile_words(a.tile))
    if a.side == "right":
        return Message("sorts the {tile} into its herd, on the right", tile=tile_words(a.tile))
    return Message("sorts the {tile} into its herd", tile=tile_words(a.tile))


#: Each registry kind's words (a phrase without its subject), from its action.
WORDS: dict[str, Callable[[Any], Message]] = {
    "roll": lambda a: Message("rolls {dice}", dice=_dice(a)),
    "cover": lambda a: Plural("covers {n} tile face down", "covers {n} tiles face down",
                              len(a.tiles)),
    "draw": lambda a: Message("draws the {tile}", tile=tile_words(a.tile)),
    "keep": lambda a: Plural("keeps {tiles}", "keeps {tiles}", len(a.tiles),
                             tiles=_the_tiles(a.tiles)),
    "first_gaucho": lambda a: Message("puts a gaucho on {area}", area=area_name(a.area)),
    "draft": lambda a: Message("takes {dice} from the Dice Rodeo", dice=_dice(a)),
    "claim": _claim,
    "place": lambda a: Message("puts a gaucho on {area}", area=area_name(a.area)),
    "remove": lambda a: Message("takes its gaucho back from {area} unused",
                                area=area_name(a.area)),
    "takeback": lambda a: Message("takes back its lying gauchos on {tiles}",
                                  tiles=_the_tiles(a.tiles)),
    "end": lambda a: Message("ends the turn"),
    "wish": lambda a: Message("uses {area}", area=area_name("WISH")),
    "sale": lambda a: Message("sells its {breed} herd with {area}",
                              breed=breed_name(a.breed), area=area_name("SALE")),
    "steal": lambda a: Message("steals the {tile}", tile=tile_words(a.tile)),
    "raise": lambda a: Message("stands up its gauchos on {tiles}", tiles=_tiles(a.tiles)),
    "replace": lambda a: Message("replaces the lying gaucho on {tile}",
                                 tile=tile_words(a.tile)),
    "use_steppe": lambda a: Message("looks at the Steppe"),
    "put": lambda a: Plural("puts {n} Steppe tile into the Pampa",
                            "puts {n} Steppe tiles into the Pampa", len(a.placements)),
    "add": lambda a: Message("adds the {tile} to its herds", tile=tile_words(a.tile)),
    "sort": _sort,
}

_missing = {d.name for d in DECISIONS} - set(WORDS)
if _missing:  # pragma: no cover (a new kind must bring its words)
    raise RuntimeError(f"decision kinds without words: {sorted(_missing)}")


def say_decision(action: Any, phase: str) -> str:
    """``action`` in words, as its kind in ``phase`` says it ("puts a gaucho on STEAL").

    Raises ``KeyError`` for a kind without words (there is none: the import checks)."""
    return str(WORDS[decision_in(phase, action).name](action))


def hidden_words(step: Step, viewer: int | None, phase: str) -> str | None:
    """What ``viewer`` is told instead of the step's tiles when he cannot see them, or
    ``None`` when he sees the whole step.  ``phase`` is the game's phase now: another
    player's keep stays hidden until every player has chosen (R-PRELIM-2)."""
    if viewer is None:
        return None
    kind = step.action.kind
    tiles = getattr(step.action, "tiles", ())
    if kind == "cover":  # covering tiles lie face down (R-COMP-8, R-PRELIM-7)
        return str(WORDS["cover"](step.action))
    if kind == "draw" and not any(e.kind == "tile_drawn" for e in step.events):
        # draws by chance: a tile put face down on the Steppe or dealt into a hand
        # (R-COMP-14, R-PRELIM-1)
        return _("draws a tile face down")
    if kind == "keep" and step.player != viewer and phase == Phase.KEEP:
        # another player's keep while it is still secret: only how many tiles
        return str(Plural("keeps {n} tile face down", "keeps {n} tiles face down",
                          len(tiles)))
    return None


def last_words(viewer: int | None, phase: str) -> Callable[[Step], str]:
    """A step's decision in words as ``viewer`` may read it ("takes 4 and 5 from the Dice
    Rodeo"), for a board's "Last:" header: the views draw the words they are given
    (``last_words=`` of :func:`gaucho.views.svg.board_svg`), as they cannot import these.
    ``phase`` is the game's phase now (:func:`hidden_words`)."""
    return lambda step: hidden_words(step, viewer, phase) or say_decision(step.action,
                                                                          step.phase)


def say_step(step: Step, viewer: int | None, phase: str) -> str:
    """A history step in words as ``viewer`` may read it: "Red: takes 4 and 5 from the Dice
    Rodeo" (``viewer`` ``None``: the whole table)."""
    words = last_words(viewer, phase)(step)
    # Translators: a step of the history: who took it, then the decision in words.
    return _("{actor}: {words}").format(actor=step.actor, words=words)


def told_step(step: Step, viewer: int | None, phase: str) -> str:
    """A step narrated as ``viewer`` may hear it: "3. Red: takes 4 and 5 from the Dice
    Rodeo", then its events (each with its rule ID), one a line.  ``phase`` is the game's
    phase now (:func:`hidden_words`); ``viewer`` ``None`` hears the whole table, as the
    steppers tell it.  The events' own texts name no hidden tile."""
    lines = [f"{step.index + 1}. {say_step(step, viewer, phase)}"]
    lines.extend(f"   - {e}" for e in step.events)
    return "\n".join(lines)
