"""The board as one seat sees it: his own hand face up, everything hidden from him face down.

    >>> import gaucho
    >>> game = gaucho.Game.new(players=3, seed=1)
    >>> svg = game.view(0)            # Red's view: his preliminary draw face up
    >>> "hand:" in svg and "seen by Red" in svg
    True

The picture is drawn from the seat's observation (:meth:`gaucho.Game.observation`,
read back as an :class:`gaucho.information.InformationSet`): the table with every
hidden place emptied, plus how many tiles lie face down where.  So nothing drawn
for a seat depends on a tile he cannot see (R-COMP-14, R-COMP-15, R-PRELIM-2); the
Steppe shows face up only while he chooses SECRET CATTLE tiles (R-STEPPE-1).
``seat=None`` draws the whole table for a teacher (hands and Steppe face up).
"""

from __future__ import annotations

from typing import Any

from gaucho.engine import legal_actions
from gaucho.engine.decisions import Action
from gaucho.errors import GauchoError
from gaucho.information import InformationSet
from gaucho.observation import observation
from gaucho.state import State
from gaucho.views.board import Sight, Subject, Table
from gaucho.views.svg import SvgWrapper, board_svg


def seat_table(subject: Subject, seat: int | None) -> tuple[State, Sight]:
    """``(table, sight)``: the state to draw for ``seat`` and what lies face down."""
    state: State = subject if isinstance(subject, State) else subject.state
    if seat is None:
        return state, Sight.table(state, reveal_steppe=True, reveal_hands=True)
    try:
        info = InformationSet.from_observation(observation(state, seat))
    except GauchoError:  # an older observation format: mask the table directly
        info = InformationSet.of(state, seat)
    sight = Sight(seat, info.draw_pile, info.steppe, info.steppe_seen, tuple(info.hands),
                  tuple(info.kept), info.out)
    return info.table, sight


def seat_svg(subject: Subject, seat: int | None, **options: Any) -> SvgWrapper:
    """The board of a Game (or State) as ``seat`` sees it; options as for
    :func:`gaucho.views.svg.board_svg` (``last_action`` needs a Game)."""
    table, sight = seat_table(subject, seat)
    if not isinstance(subject, State) and options.get("last_action"):
        options.pop("last_action")
        return board_svg(_Shown(table, subject), sight=sight, last_action=True, **options)
    return board_svg(table, sight=sight, **options)


class _Shown:
    """A game's history with another state to draw (for ``last_action`` captions): the
    seat's table, whose legal actions are the ones listed on that table."""

    def __init__(self, state: State, game: Table) -> None:
        self.state = state
        self.history = game.history

    def legal_actions(self) -> list[Action]:
        return legal_actions(self.state)
