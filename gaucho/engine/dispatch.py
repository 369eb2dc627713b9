"""The engine's one dispatch: the flow says who acts and which decision kinds a phase
allows, the kinds' declarations say what is legal, why not, and what happens.

No per-kind tables live here: for each phase one map from action type to its
:class:`~gaucho.engine.decision.Decision` is assembled from
:data:`gaucho.engine.flow.PHASES` and :data:`gaucho.engine.decisions.DECISIONS`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gaucho.engine import flow
from gaucho.engine.common import Violation
from gaucho.engine.decision import Decision, Generator
from gaucho.engine.decisions import BY_NAME, DECISIONS, Action
from gaucho.errors import IllegalAction, InvalidAction, NotNow
from gaucho.i18n import Message, _
from gaucho.state import Event, State

_ALLOWED: dict[str, dict[type, Decision]] = {}


def current_player(s: State) -> int:
    """The player to decide, :data:`~gaucho.engine.common.CHANCE` for a chance step,
    :data:`~gaucho.engine.common.TERMINAL` at the end (each phase of the flow declares who
    acts in it)."""
    who: int = flow.PHASES[s.phase].to_act(s)
    return who


def _allowed(phase: str) -> dict[type, Decision]:
    """Action type -> decision kind, for the kinds the phase allows (built once)."""
    got = _ALLOWED.get(phase)
    if got is None:
        kinds = tuple(BY_NAME[k] for k in flow.PHASES[phase].allows)
        got = _ALLOWED[phase] = {d.action: d for d in kinds}
    return got


def legal_actions(s: State) -> list[Action]:
    """Every legal decision of the player to act, without duplicates (in the order the
    phase lists its kinds)."""
    plan = _LISTING.get(s.phase)
    if plan is None:
        spec = flow.PHASES[s.phase]
        kinds = [BY_NAME[k] for k in spec.allows]
        plan = _LISTING[s.phase] = (spec.actor == flow.Actor.PLAYER, spec.to_act,
                                    any(d.space is not None for d in kinds),
                                    tuple((d.space, d.legal) for d in kinds))
    decides, to_act, specials, generators = plan
    if not decides or to_act(s) < 0:
        return []
    # A special action needs the player's gaucho on its space since an earlier turn
    # (R-SPECIAL-1, R-AREA-4); without one the kind has no instance, so skip the call.
    usable = s.spaces[s.active] - s.placed_this_turn if specials else _NONE
    out: list[Action] = []
    for space, generate in generators:
        if space is None or space in usable:
            out += generate(s)
    return out


_NONE: frozenset[str] = frozenset()
#: Per phase: does a player decide, who, does it allow special actions, and per kind its
#: space (special actions) and its legal-instance generator.
_LISTING: dict[str, tuple[bool, Callable[[State], int], bool,
                          tuple[tuple[str | None, Generator], ...]]] = {}


def check(s: State, a: Any) -> Violation | None:
    """``None`` if the action is legal now, else the rule it breaks and why."""
    decision = (_ALLOWED.get(s.phase) or _allowed(s.phase)).get(type(a))
    if decision is None:
        return _not_now(s, a)
    return decision.check(s, a)


def _not_now(s: State, a: Any) -> Violation:
    """A kind the phase does not allow: the kind's own reason, else what the phase awaits."""
    for d in DECISIONS:
        if d.action is type(a):
            why = d.elsewhere(s)
            if why is not None:
                return why
    rule, text = flow.PHASES[s.phase].waiting
    return Violation(rule, NotNow(text.msgid, **text.values))


def decision_of(s: State, a: Any) -> Decision:
    """The decision kind ``a`` is in this phase (for an unchecked action: any of its type)."""
    return decision_in(s.phase, a)


def decision_in(phase: str, a: Any) -> Decision:
    """The decision kind an action is in ``phase``: ``place SALE`` is a first gaucho in the
    preliminary round and an Action Space later; outside the phases that allow its type,
    the first kind of that type."""
    decision = _allowed(phase).get(type(a))
    if decision is None:
        decision = next((d for d in DECISIONS if d.action is type(a)), None)
    if decision is None:
        raise InvalidAction(_("{text} is not an action").format(text=repr(a)[:80]))
    return decision


def apply(s: State, a: Any) -> list[Event]:
    """Carry out an action (assumed legal) and advance the flow; return its events."""
    events: list[Event] = []
    decision = (_ALLOWED.get(s.phase) or _allowed(s.phase)).get(type(a)) or decision_of(s, a)
    decision.effect(s, a, events)
    advance(s, decision.name, events)
    return events


def advance(s: State, kind: str | None, events: list[Event]) -> None:
    """Follow the flow's exits until a phase needs a decision (or the game ends).

    ``kind`` is the decision just taken (None after setup); each phase entered runs
    its ``on_enter`` step.  A self-loop (collect -> collect) stays in the phase:
    entering again would re-run collection and narrate it twice (R-COLLECT-1).
    """
    while True:
        route = _ROUTES.get((s.phase, kind)) or _route(s.phase, kind)
        for condition, source, target, name, enter in route:
            if condition(s, kind):
                s.transitions.append((source, target, name))
                s.phase = target
                if enter is not None:
                    enter(s, events)
                break
        else:
            return
        kind = None
        waits = _WAITS.get(s.phase)
        if waits is None:
            now = flow.PHASES[s.phase]
            waits = _WAITS[s.phase] = (now.actor == flow.Actor.CHANCE,
                                       now.actor == flow.Actor.PLAYER, now.to_act)
        chance, player, to_act = waits
        if chance or (player and to_act(s) >= 0):
            return


#: One exit as the engine follows it: condition, source, target, the condition's name, and
#: the target's ``on_enter`` (None for a self-loop, which stays in the phase).
_Step = tuple[flow.Condition, str, str, str, Callable[[State, list[Event]], None] | None]
_ROUTES: dict[tuple[str, str | None], tuple[_Step, ...]] = {}


def _route(phase: str, kind: str | None) -> tuple[_Step, ...]:
    """The exits of ``phase`` to try after a decision of ``kind``, in declared order (built
    once per pair).  Conditions on the decision kind alone (:class:`flow.KindIs`) are
    settled here: one that fails is dropped, one that holds ends the route."""
    spec = flow.PHASES[phase]
    always = flow.CONDITIONS["always"]
    route: list[_Step] = []
    for ex in spec.exits:
        condition = flow.CONDITIONS[ex.condition]
        holds = isinstance(condition, flow.KindIs) and kind in condition.kinds
        if isinstance(condition, flow.KindIs) and not holds:
            continue
        enter = flow.PHASES[ex.target].on_enter if ex.target != phase else None
        route.append((always if holds else condition, spec.name, ex.target, ex.condition,
                      enter))
        if holds:
            break
    _ROUTES[(phase, kind)] = got = tuple(route)
    return got


#: Per phase: does chance act, does a player, and who (read once from the flow; enum
#: member lookups are slow enough to matter here).
_WAITS: dict[str, tuple[bool, bool, Callable[[State], int]]] = {}


def chance_outcomes(s: State) -> list[tuple[Action, float]]:
    """Every chance outcome with its probability (OpenSpiel's ``chance_outcomes``)."""
    out: list[tuple[Action, float]] = []
    for d in _allowed(s.phase).values():
        if d.outcomes is not None:
            out.extend(d.outcomes(s))
    return out


def sample_chance(s: State, rng: random.Random) -> Action:
    """Pick the chance outcome for the current chance step from ``rng``."""
    for d in _allowed(s.phase).values():
        if d.sample is not None:
            outcome: Action = d.sample(s, rng)
            return outcome
    rule, text = flow.PHASES[s.phase].waiting
    # Translators: {reason} says what the game awaits instead of a chance step.
    raise IllegalAction(rule, Message("no chance step is pending: {reason}", reason=text))
