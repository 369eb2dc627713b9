"""Shared vocabulary of the engine: who acts, and what a rule violation is.

:data:`CHANCE` and :data:`TERMINAL` are the two "players" that are not a seat: chance
(dice, covering tiles, draws) and nobody (the game is over).  They are defined here
only; the flow, the game and the views read them from here.
"""

from __future__ import annotations

from dataclasses import dataclass

from gaucho.config import PLAYER_DISPLAY_NAMES
from gaucho.i18n import Message
from gaucho.state import Phase

CHANCE = -1
TERMINAL = -2

TURN_PHASES = (Phase.TURN, Phase.NODICE_TURN)
COLLECT_PHASES = (Phase.COLLECT, Phase.FINAL)


@dataclass(frozen=True, slots=True)
class Violation:
    """Why an action is illegal: the rule it breaks and one sentence for a player."""

    rule_id: str
    reason: str | Message  # a Message reads in the language current when shown

    def __str__(self) -> str:
        return f"{self.reason} [{self.rule_id}]"


def pname(p: int) -> Message:
    """Player ``p``'s colour for narration and refusals, translated when read."""
    return PLAYER_DISPLAY_NAMES[p]


def pasture_name(index: int) -> str:
    """``P1`` for the first pasture: notation, the same in every language."""
    return f"P{index + 1}"


#: Narration already made, by what it says.  A :class:`Message` is a value read when shown,
#: so one serves every event that says the same thing; playouts narrate the same few hundred
#: sentences again and again, and looking one up is cheaper than making it (or, before the
#: translation layer, formatting it).  Read with ``NARRATION.get(key)``, fill with
#: :func:`remember`.
NARRATION: dict[tuple[object, ...], Message] = {}


def remember(key: tuple[object, ...], text: Message) -> Message:
    """Keep ``text`` as the narration of ``key`` (bounded: forgets all past 20,000; a few
    thousand sentences come back again and again, the rest are rarely said twice)."""
    if len(NARRATION) > 20_000:
        NARRATION.clear()
    NARRATION[key] = text
    return text
