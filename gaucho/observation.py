"""Per-player observations: the table as one player sees it, written as data.

An observation is a position (``docs/position-format.md``) with every place the
player cannot look into replaced by the number of tiles it holds.  It is the
:class:`gaucho.information.InformationSet` of that player written out, so two
tables he cannot tell apart give equal observations, and a bot can sample
tables from one (``InformationSet.from_observation(obs).sample(rng)``)::

    >>> import gaucho
    >>> game = gaucho.Game.new(players=3, seed=2)
    >>> obs = game.observation(0)
    >>> obs["draw_pile"], obs["steppe"], obs["steppe_seen"]
    (31, 4, None)

Fields that differ from a position (every other field is as in a position, and
is what everyone sees on the table):

``format``
    ``"gaucho-observation"`` (it cannot be loaded as a position).
``observer``
    The seat this observation is for (0 Red, 1 Blue, 2 Green, 3 Yellow).
``draw_pile``
    How many tiles the draw pile holds; its faces and order are hidden (R-COMP-15).
``steppe``
    How many tiles lie on the Steppe; they are face down (R-COMP-14).
``steppe_seen``
    ``null``, except while the observer chooses his SECRET CATTLE tiles: he has
    committed (R-STEPPE-1) and sees the Steppe's tiles, listed here (in tile
    order; other players never see them).
``covered``
    How many tiles cover blocked spaces, face down (R-COMP-8, R-SETUP-4, R-PRELIM-7).
``out``
    How many tiles are out of the game.  Not named: discarded tiles leave face down
    (R-PRELIM-6), and sold herds, seen when sold, are in the game's history, not on
    the table.
``removed_breeds``
    Breed letters removed at setup, known to everyone (R-SETUP-4: one with 2 players).
``players[q].hand``
    The observer's own preliminary tiles by name; for every other player the number
    he holds face down (R-PRELIM-2).
``players[q].herds``
    In the keep phase, the number of tiles another player has kept, face down until
    every player has chosen (R-PRELIM-2); otherwise his herds by name (they are public).

What a player remembers (a herd sold earlier, his own discards) is not part of the
observation, which is the table as it lies now.
"""

from __future__ import annotations

from typing import Any

from gaucho.information import InformationSet
from gaucho.state import State

__all__ = ["observation"]


def observation(s: State, player: int) -> dict[str, Any]:
    """What ``player`` sees of the table ``s``: see the module text for every field."""
    return InformationSet.of(s, player).observation()
