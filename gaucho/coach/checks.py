"""The coach's checks of what it is given: a game (or a table), a seat, an action.

One definition for :func:`~gaucho.coach.analyse`, :func:`~gaucho.coach.review.review`
and :func:`~gaucho.coach.rank_actions` (and :class:`~gaucho.coach.CoachBot`), so each
refuses the same mistakes in the same words, with its own documented error type.
"""

from __future__ import annotations

from gaucho import engine
from gaucho.actions import ACTION_TYPES, Action, parse
from gaucho.errors import GauchoError, InvalidAction
from gaucho.game import Game
from gaucho.i18n import N_, _
from gaucho.state import State

__all__ = ["as_action", "check_game", "check_seat", "check_table", "nobody_to_decide"]

#: What each caller needs, in words (``{kind}`` is the Python type it was given).
_NEEDS_GAME = {
    "review": N_("a review needs a game (gaucho.Game, or Game.from_json for a saved one), "
                 "not {kind}"),
    "analysis": N_("an analysis needs a game (gaucho.Game, or Game.from_json for a saved "
                   "one), not {kind}"),
}


def check_game(game: object, error: type[GauchoError], needs: str = "analysis") -> Game:
    """``game`` itself if it is a :class:`gaucho.Game`; otherwise ``error`` saying what
    ``needs`` (``"review"`` or ``"analysis"``) takes."""
    if not isinstance(game, Game):
        raise error(_(_NEEDS_GAME[needs]).format(kind=type(game).__name__))
    return game


def check_table(state: object, error: type[GauchoError]) -> State:
    """``state`` itself if it is a table (:class:`gaucho.state.State`); otherwise ``error``
    (a game is named: the search takes ``game.state``)."""
    if not isinstance(state, State):
        raise error(_("the search needs a table (gaucho.State: give game.state for a "
                      "game), not {kind}").format(kind=type(state).__name__))
    return state


def check_seat(seat: object, players: int, error: type[GauchoError]) -> int:
    """``seat`` if it is a seat of a game of ``players`` (a whole number ``0`` to
    ``players - 1``); otherwise ``error`` naming the range and what was given."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise error(_("seat must be a player of this game, 0 to {last}, not "
                      "{seat}").format(last=players - 1, seat=repr(seat)[:20]))
    return seat


def nobody_to_decide(state: State) -> str | None:
    """Why nobody decides in ``state`` (a chance step is pending, or the game is over), in
    words; ``None`` when a player is to decide."""
    who = engine.current_player(state)
    if who >= 0:
        return None
    if who == engine.CHANCE:
        return _("no player is to decide: a chance step is pending "
                 "(gaucho.engine.sample_chance)")
    return _("no player is to decide: the game is over")


def as_action(action: object) -> Action:
    """``action`` as an action: text is read (:func:`gaucho.actions.parse`), an action is
    kept, anything else is :class:`~gaucho.InvalidAction` (as in ``Game.apply``)."""
    if isinstance(action, str):
        return parse(action)
    if not isinstance(action, ACTION_TYPES):
        raise InvalidAction(_("{text} is not an action").format(text=repr(action)[:40]))
    return action  # type: ignore[return-value]  # one of ACTION_TYPES: an Action
