"""What a decision kind is: one declaration that the engine, the flow and the notation read.

Each kind (draft, claim, keep, SECRET CATTLE, add, ...) is declared once, as a
:class:`Decision`, in the module of its family (:mod:`gaucho.engine.decisions`):
its action type (which reads and writes its own notation), who may take it, the
legal instances it generates, its check (rule ID + one sentence), its effect and
narration.  The flow (:mod:`gaucho.flow`) names the kinds each phase allows; the
engine assembles one registry from the declarations and dispatches through it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from gaucho.config import area_name
from gaucho.engine.common import Violation
from gaucho.i18n import Message
from gaucho.state import Event, State

#: Legal instances of a kind for the player to act (only called in a phase that allows it).
Generator = Callable[[State], Iterable[Any]]
#: ``None`` if the action is legal now (in a phase that allows it), else why not.
Check = Callable[[State, Any], "Violation | None"]
#: Carry the action out (assumed legal) and narrate its events.
Effect = Callable[[State, Any, list[Event]], None]
#: Why the kind is refused in a phase that does not allow it (``None``: the phase says).
Elsewhere = Callable[[State], "Violation | None"]
#: Chance kinds: every outcome with its probability, and one outcome drawn from an RNG.
Outcomes = Callable[[State], list[tuple[Any, float]]]
Sample = Callable[[State, random.Random], Any]


def _no_specific_reason(s: State) -> Violation | None:
    return None


def check_usable(s: State, area: str) -> Violation | None:
    """A special action needs the player's gaucho on its Action Space, placed before this
    turn, in an area that is in play (R-SPECIAL-1, R-AREA-4)."""
    if area not in s.config.areas_enabled:
        return Violation("R-SPECIAL-1", Message("the {area} area is not in play in these "
                                                "rules", area=area_name(area)))
    if area not in s.spaces[s.active]:
        return Violation("R-SPECIAL-1", Message("you have no gaucho on your {area} space",
                                                area=area_name(area)))
    if area in s.placed_this_turn:
        return Violation("R-AREA-4", Message("your gaucho went onto {area} this turn; it can "
                                             "be used from your next turn",
                                             area=area_name(area)))
    return None


@dataclass(frozen=True, slots=True)
class OnSpace:
    """A special action's check: its Action Space is usable, then its own rule."""

    area: str
    own: Check

    def __call__(self, s: State, a: Any) -> Violation | None:
        return check_usable(s, self.area) or self.own(s, a)


@dataclass(frozen=True, slots=True)
class Decision:
    """One kind of decision, declared once.

    A kind that names its Action Space (``space``) is a special action: its ``check``
    is wrapped, when declared, so that the space is checked first (:func:`check_usable`);
    the declaration gives only the action's own rule.
    """

    name: str  # the name the flow uses ("claim", "use_steppe", ...)
    action: type  # its action type: a frozen value that reads (``read``) and writes (``str``)
    who: str  # who may take it, in words
    rules: tuple[str, ...]  # the rules it follows
    legal: Generator
    check: Check
    effect: Effect
    elsewhere: Elsewhere = _no_specific_reason
    outcomes: Outcomes | None = None  # chance kinds only (OpenSpiel's chance_outcomes)
    sample: Sample | None = None  # chance kinds only
    #: Special actions: the Action Space whose gaucho they use (R-SPECIAL-1).  Listing skips
    #: the kind at once while the player has no usable gaucho there (most of the time).
    space: str | None = None

    def __post_init__(self) -> None:
        if self.space is not None and not isinstance(self.check, OnSpace):
            object.__setattr__(self, "check", OnSpace(self.space, self.check))

    @property
    def is_chance(self) -> bool:
        """A chance step (dice, covering tiles, draws): it has outcomes to sample."""
        return self.outcomes is not None

    @property
    def is_special(self) -> bool:
        """A special action: it uses the player's gaucho on its Action Space."""
        return self.space is not None


def legal_from(decisions: Iterable[Decision], s: State) -> list[Any]:
    """Every legal instance of the given kinds, in declaration order."""
    out: list[Any] = []
    for d in decisions:
        out.extend(d.legal(s))
    return out
