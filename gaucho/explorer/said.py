"""A decision said in words, in the reader's language: "takes 4 and 5 from the Dice Rodeo",
never its notation (``take 4 5``) nor an internal key.

The words themselves (:data:`WORDS`, :func:`say_decision`) live in
:mod:`gaucho.coach.words`, below the coach, so the coach's review quotes moves in the same
words; this module re-exports them for the views and says history steps.  Two different
legal decisions of one position never read alike (a placement says its dice: "puts a
gaucho on SORT for 1+1").

Hidden information stays hidden: :func:`say_step` names no tile the viewer cannot see (the
covering tiles, a tile drawn face down, another player's keep before every player has
chosen), as :func:`gaucho.explorer.play.told` does for the narration.
"""

from __future__ import annotations

from collections.abc import Callable

from gaucho.coach.words import WORDS as WORDS
from gaucho.coach.words import say as say
from gaucho.coach.words import say_decision as say_decision
from gaucho.game import Step
from gaucho.i18n import Plural, _
from gaucho.state import Phase

# one name for a tile in words, the board's (re-exported: the drills read it from here)
from gaucho.views.board import tile_words as tile_words


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
