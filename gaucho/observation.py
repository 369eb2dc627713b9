"""Per-player observations: the position with what that player may not see masked.

Hidden: the order and faces of the draw pile (R-COMP-15), the Steppe
(R-STEPPE-1, R-COMP-14), the covering tiles of blocked spaces (R-COMP-8) and,
until every player has chosen, the other players' preliminary draws
(R-PRELIM-2).  Face-down tiles are shown as counts.
"""

from __future__ import annotations

from typing import Any

from gaucho.position import to_position
from gaucho.state import State


def observation(s: State, player: int) -> dict[str, Any]:
    if not 0 <= player < s.players:
        raise ValueError(f"player must be 0..{s.players - 1}, not {player}")
    pos = to_position(s)
    pos["observer"] = player
    pos["draw_pile"] = len(s.draw_pile)
    pos["steppe"] = len(s.steppe)
    pos["covered"] = len(s.covered)
    pos["out"] = len(s.out)
    for q, seat in enumerate(pos["players"]):
        if q != player:
            seat["hand"] = len(s.prelim_hands[q]) if s.prelim_hands else 0
            if s.phase == "keep":
                seat["herds"] = "hidden until every player has chosen"
    return pos
