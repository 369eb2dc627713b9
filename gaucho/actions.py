"""Actions: the decisions players (and chance) make, as small frozen values.

Each action has a readable text notation and ``parse(str(a)) == a``::

    roll 1 3 4 4 5 6 6 2 1    chance: the dice of the round (R-ROUND-3)
    cover W4 K6               chance: 3 players, discards covering blocked spaces (R-PRELIM-7)
    draw W11                  chance, with draws by chance: the tile leaving the pile (R-COMP-15)
    keep K2 W3 W7             preliminary round: tiles kept, each breed in herd order (R-PRELIM-3)
    place SALE                preliminary round: free placement (R-PRELIM-8)
    take 5 6                  draft two dice (R-TURN-1)
    A W11 5+6                 standing claim paid 5+6 (R-PAMPA-1)
    B W11 5 / C W11 5         lying claim / raise a lying gaucho (R-PAMPA-2/3)
    A W12 4+4+w               ... with the WISH die too; its value is whatever pays (R-WISH-2)
    place STEAL 4             occupy an Action Space with dice (R-AREA-1)
    wish | sale W | steal W10 | raise W10 K9 | replace W11
    steppe                    use SECRET CATTLE before seeing the Steppe (R-STEPPE-1)
    put W1>P1 K3>P2           ... then put Steppe tiles into pastures (R-STEPPE-2..5)
    remove STEAL              take a gaucho back unused (R-SPECIAL-6)
    takeback W3 K5            take back lying gauchos (R-NOGAUCHO-1)
    end                       end the turn (R-TURN-4)
    add W5 | sort W5 [left|right]   collection: add a tile to a herd (R-HERD-3, R-SORT-1)

Actions are plain data: they say *what* the player chose, never whether it is
legal; :meth:`gaucho.Game.why_illegal` answers that.  They compare as the rules do:
each value puts its fields in one canonical order when it is made (dice sorted,
tiles sorted, kept tiles grouped by breed), so an action built by hand equals the
one :meth:`gaucho.Game.legal_actions` lists.  The WISH die is spent as ``w``
without a value: placements that differ only in its value are one move (R-WISH-2).

Each action type is declared, with its notation, beside the rest of its decision
kind in :mod:`gaucho.engine.decisions`; this module gathers them and reads text.
"""

from __future__ import annotations

from gaucho.engine.decisions import (
    ACTION_TYPES,
    DECISIONS,
    VERBS,
    Action,
    Add,
    Claim,
    Cover,
    Draft,
    Draw,
    EndTurn,
    Keep,
    Place,
    Raise,
    Remove,
    Replace,
    Roll,
    Sale,
    Sort,
    Steal,
    Steppe,
    TakeBack,
    UseSteppe,
    UseWish,
)
from gaucho.errors import InvalidAction
from gaucho.i18n import _

#: The longest action text read (the longest real one, a 9-dice roll, has 26 characters).
MAX_TEXT = 200
#: The action types of chance steps and of special actions, read from the registry.
CHANCE_ACTIONS: tuple[type, ...] = tuple(dict.fromkeys(d.action for d in DECISIONS
                                                       if d.is_chance))
SPECIAL_ACTIONS: tuple[type, ...] = tuple(dict.fromkeys(d.action for d in DECISIONS
                                                        if d.is_special))

__all__ = ["ACTION_TYPES", "CHANCE_ACTIONS", "SPECIAL_ACTIONS", "Action", "Add", "Claim",
           "Cover", "Draft", "Draw", "EndTurn", "Keep", "Place", "Raise", "Remove", "Replace",
           "Roll", "Sale", "Sort", "Steal", "Steppe", "TakeBack", "UseSteppe", "UseWish", "VERBS",
           "parse"]


def parse(text: str) -> Action:
    """Read an action from its text notation; raise :class:`InvalidAction` if malformed."""
    if not isinstance(text, str):
        # Translators: {kind} is a Python type name.
        raise InvalidAction(_("an action must be text or an Action, not {kind}").format(
            kind=type(text).__name__))
    if len(text) > MAX_TEXT:
        raise InvalidAction(_("an action is at most {limit} characters").format(limit=MAX_TEXT))
    words = text.split()
    if not words:
        raise InvalidAction(_("empty action text"))
    verb, args = words[0].lower(), words[1:]
    kind = VERBS.get(verb)
    try:
        action = kind.read(verb, args) if kind is not None else None  # type: ignore[attr-defined]
    except InvalidAction as exc:
        raise InvalidAction(_("cannot read {text}: {error}").format(text=repr(text), error=exc)
                            ) from None
    if action is None:
        raise InvalidAction(_("cannot read {text} as an action; see help(gaucho.actions)"
                              ).format(text=repr(text)))
    result: Action = action
    return result
