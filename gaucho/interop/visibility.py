"""The public and the private part of a player's observation (for OpenSpiel's observer
types): what everyone sees, and what only the player sees.

Both are cut from :func:`gaucho.observation.observation`, so they hold nothing the
player cannot see.  The public view is the observation with the observer's own hidden
places (his preliminary hand, his keep while it is face down, the Steppe he looks at)
counted as everyone else's are: it is the same whichever player it is made for.
"""

from __future__ import annotations

from typing import Any

from gaucho.observation import observation
from gaucho.state import Phase, State

__all__ = ["private_view", "public_view"]


def public_view(s: State, player: int = 0) -> dict[str, Any]:
    """What everyone sees of ``s`` (the same for every ``player``)."""
    obs = observation(s, player)
    seat = obs["players"][player]
    if isinstance(seat["hand"], list):
        seat["hand"] = len(seat["hand"])
    if s.phase == Phase.KEEP and isinstance(seat["herds"], list):
        seat["herds"] = sum(len(h) for h in seat["herds"])
    obs["steppe_seen"] = None
    obs["observer"] = None
    return obs


def private_view(s: State, player: int) -> dict[str, Any]:
    """What only ``player`` sees of ``s``: his hand, his face-down keep, the Steppe."""
    obs = observation(s, player)
    seat = obs["players"][player]
    return {"observer": player, "hand": seat["hand"], "steppe_seen": obs["steppe_seen"],
            "kept": seat["herds"] if s.phase == Phase.KEEP else None}
