"""Shared vocabulary of the engine: who acts now, and what a rule violation is."""

from __future__ import annotations

from dataclasses import dataclass

from gaucho.config import PLAYER_NAMES
from gaucho.state import State

CHANCE = -1
TERMINAL = -2

TURN_PHASES = ("turn", "nodice_turn")
COLLECT_PHASES = ("collect", "final")


@dataclass(frozen=True, slots=True)
class Violation:
    """Why an action is illegal: the rule it breaks and one sentence for a player."""

    rule_id: str
    reason: str

    def __str__(self) -> str:
        return f"{self.reason} [{self.rule_id}]"


def pname(p: int) -> str:
    return PLAYER_NAMES[p]


# =========================================================== who acts now
def current_player(s: State) -> int:
    """The player to decide, :data:`CHANCE` for a chance step, :data:`TERMINAL` at the end."""
    phase = s.phase
    if phase in TURN_PHASES or phase in ("draft", "steppe"):
        return s.active
    if phase in COLLECT_PHASES:
        for p in s.order_from_start():
            if s.pending[p]:
                return p
        return TERMINAL
    if phase in ("roll", "cover"):
        return CHANCE
    if phase == "keep":
        for p in s.order_from_start():
            if not s.prelim_kept[p]:
                return p
    if phase == "place":
        return s.placement_order()[len(s.prelim_areas)]
    return TERMINAL
