"""What every live-game controller shares: a game, listeners told of each change."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gaucho.game import Game
from gaucho.state import State


class GameController:
    """A controller over one live :class:`~gaucho.Game`; views subscribe to ``listeners``."""

    game: Game

    def __init__(self) -> None:
        self.listeners: list[Callable[[Any], None]] = []

    def _notify(self) -> None:
        for fn in list(self.listeners):
            fn(self)

    @property
    def state(self) -> State:
        return self.game.state

    @property
    def position(self) -> int:
        """How many steps the game has taken (chance steps included)."""
        return len(self.game.history)
