"""Accepted answers written as conditions that the engine evaluates.

A teacher rarely means "exactly this decision": she means "any decision that sells the
white herd".  A condition is a JSON object with one key, from this small vocabulary
(:data:`CONDITIONS`, documented in ``docs/study-format.md``)::

    {"exactly": "A W11 5+6"}                  the decision itself (notation, any spacing/case)
    {"sells": "W"}                            sells the seat's herd of that breed
    {"pesos_by_end_of_turn_at_least": 30}     the seat gains at least that many Pesos
    {"claims": "W11"}                         puts one of the seat's gauchos on that tile
    {"kind": "claim"}                         a decision of that kind (the registry's names)
    {"any_of": [C, ...]}  {"all_of": [C, ...]}  {"not": C}

A condition is judged by playing the answer on a copy of the game, then the steps that
follow *by force* while it is still the seat's turn (one legal decision, e.g. a sale a
collected tile forces), so "sells" and "Pesos" count what the answer brings about.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from gaucho import actions, tiles
from gaucho.config import BREED_LETTERS, RulesConfig
from gaucho.engine.decisions import DECISIONS
from gaucho.engine.dispatch import decision_in
from gaucho.errors import GauchoError
from gaucho.game import Game
from gaucho.i18n import N_, Message
from gaucho.state import Event
from gaucho.studies.format import LIMITS, InvalidStudy

__all__ = ["CONDITIONS", "Outcome", "check", "holds", "outcome"]

#: The steps followed by force after an answer, at most (a turn has far fewer).
_FORCED_STEPS = 50

#: name -> (the argument it takes, what it means), the whole vocabulary.
CONDITIONS: Mapping[str, tuple[str, str]] = {
    "exactly": ("decision", N_("exactly this decision")),
    "sells": ("breed", N_("sells the herd of this breed")),
    "pesos_by_end_of_turn_at_least": ("pesos", N_("gains at least this many Pesos")),
    "claims": ("tile", N_("puts a gaucho on this tile")),
    "kind": ("kind", N_("a decision of this kind")),
    "any_of": ("conditions", N_("any of these conditions")),
    "all_of": ("conditions", N_("all of these conditions")),
    "not": ("condition", N_("not this condition")),
}

_KINDS = tuple(dict.fromkeys(d.name for d in DECISIONS))


@dataclass(frozen=True)
class Outcome:
    """What an answer brought about: its events (forced follow-ups included) and the game."""

    seat: int
    decision: actions.Action
    events: tuple[Event, ...]
    before: Game
    after: Game


def outcome(game: Game, decision: str | actions.Action) -> Outcome:
    """Play ``decision`` on a copy of ``game`` (checked: an illegal one raises
    :class:`~gaucho.IllegalAction`), then the forced steps of the same seat's turn."""
    seat = game.current_player
    after = game.copy()
    action = actions.parse(decision) if isinstance(decision, str) else decision
    events = list(after.play(action))
    for _step in range(_FORCED_STEPS):
        if after.is_over or after.current_player != seat:
            break
        legal = after.legal_actions()
        if len(legal) != 1:
            break
        events.extend(after.play(legal[0]))
    return Outcome(seat, action, tuple(events), game, after)


def holds(condition: Mapping[str, Any], result: Outcome) -> bool:
    """Whether a condition holds for what an answer brought about.

    A condition outside the vocabulary (an unknown name, a wrong argument) raises
    :class:`~gaucho.studies.format.InvalidStudy` naming it, as a study file's would; a
    tile is checked against the game's rules (``max_big``)."""
    return _holds(check(condition, _refuse, "condition", result.before.config), result)


def _refuse(field: str, reason: object) -> GauchoError:
    return InvalidStudy(None, field, reason)


def _holds(condition: Mapping[str, Any], result: Outcome) -> bool:
    """Whether a checked condition holds."""
    (name, arg), = condition.items()
    return _JUDGES[name](arg, result)


def _exactly(arg: Any, r: Outcome) -> bool:
    return actions.parse(arg) == r.decision


def _sells(arg: Any, r: Outcome) -> bool:
    breed = BREED_LETTERS.index(arg)
    return any(e.kind == "sale" and e.player == r.seat and e.tiles
               and tiles.breed(e.tiles[0]) == breed for e in r.events)


def _pesos(arg: Any, r: Outcome) -> bool:
    return bool(r.after.pesos[r.seat] - r.before.pesos[r.seat] >= arg)


def _claims(arg: Any, r: Outcome) -> bool:
    on = r.after.state.gauchos_on.get(tiles.parse(arg))
    return on is not None and on.owner == r.seat


def _kind(arg: Any, r: Outcome) -> bool:
    return bool(decision_in(r.before.phase, r.decision).name == arg)


def _any(arg: Any, r: Outcome) -> bool:
    return any(_holds(c, r) for c in arg)


def _all(arg: Any, r: Outcome) -> bool:
    return all(_holds(c, r) for c in arg)


def _not(arg: Any, r: Outcome) -> bool:
    return not _holds(arg, r)


_JUDGES: Mapping[str, Callable[[Any, Outcome], bool]] = {
    "exactly": _exactly, "sells": _sells, "pesos_by_end_of_turn_at_least": _pesos,
    "claims": _claims, "kind": _kind, "any_of": _any, "all_of": _all, "not": _not,
}


# ------------------------------------------------------------------ checking
def check(raw: Any, fail: Callable[[str, object], GauchoError], path: str,
          config: RulesConfig | None = None) -> dict[str, Any]:
    """``raw`` as a condition, or ``fail(field, reason)`` raised naming the field; bounded
    by ``LIMITS["condition_nodes"]`` and ``LIMITS["condition_depth"]``.  A tile is checked
    against ``config`` (the study's rules: ``W13`` does not exist with ``max_big`` 12); without
    one, against the largest range any rules allow."""
    budget = [LIMITS["condition_nodes"]]
    return _check(raw, fail, path, 0, budget, config)


def _check(raw: Any, fail: Callable[[str, object], GauchoError], path: str, depth: int,
           budget: list[int], config: RulesConfig | None) -> dict[str, Any]:
    budget[0] -= 1
    if budget[0] < 0 or depth > LIMITS["condition_depth"]:
        raise fail(path, Message("the condition is too large (at most {nodes} parts, nested "
                                 "{depth} deep)", nodes=str(LIMITS["condition_nodes"]),
                                 depth=str(LIMITS["condition_depth"])))
    if not isinstance(raw, dict) or len(raw) != 1:
        raise fail(path, Message("a condition is an object with one key, one of: {names}",
                                 names=", ".join(CONDITIONS)))
    (name, arg), = raw.items()
    if name not in CONDITIONS:
        raise fail(path, Message("unknown condition {name}; the conditions are: {names}",
                                 name=repr(str(name)[:40]), names=", ".join(CONDITIONS)))
    here = f"{path}.{name}"
    takes = CONDITIONS[name][0]
    if takes == "conditions":
        if not isinstance(arg, list) or not arg:
            raise fail(here, Message("must be a list of conditions"))
        return {name: [_check(c, fail, f"{here}[{i}]", depth + 1, budget, config)
                       for i, c in enumerate(arg)]}
    if takes == "condition":
        return {name: _check(arg, fail, here, depth + 1, budget, config)}
    return {name: _argument(takes, arg, fail, here, config)}


def _argument(takes: str, arg: Any, fail: Callable[[str, object], GauchoError],
              here: str, config: RulesConfig | None) -> Any:
    """A checked argument of a leaf condition, in its canonical spelling.  A decision's tiles
    must exist in ``config`` as a ``tile``'s must (``exactly: A W13 5+6`` is refused with
    ``max_big`` 12, in the same words)."""
    reader = {"decision": _decision, "tile": _tile}.get(takes)
    if reader is not None and isinstance(arg, str):
        try:
            return reader(arg, config)
        except GauchoError:
            # the reason is said when read (read again then), so in the language of then
            raise fail(here, _Refusal(reader, arg, config)) from None
    if takes == "breed" and isinstance(arg, str) and arg.upper() in BREED_LETTERS:
        return arg.upper()
    if takes == "pesos" and type(arg) is int and 0 <= arg <= 10_000:
        return arg
    if takes == "kind" and arg in _KINDS:
        return arg
    expected = {"decision": Message("a decision in the action notation"),
                "tile": Message("a tile such as W11"),
                "breed": Message("a breed letter: {letters}", letters=", ".join(BREED_LETTERS)),
                "pesos": Message("a whole number of Pesos from 0 to 10000"),
                "kind": Message("a decision kind: {kinds}", kinds=", ".join(_KINDS))}[takes]
    raise fail(here, Message("must be {expected}", expected=expected))


#: A tile's shape in the notation (a breed letter and a number), as a word of a decision or
#: before the ``>`` of a Steppe placement (``W1>P1``).
_TILE_WORD = re.compile(f"[{''.join(BREED_LETTERS)}][0-9]+", re.IGNORECASE)


def _tile(text: str, config: RulesConfig | None) -> str:
    return tiles.name(tiles.parse(text, config))


def _decision(text: str, config: RulesConfig | None) -> str:
    """The decision in its canonical notation; each tile it names is read against ``config``
    first (the notation's reader alone knows only the widest range any rules allow)."""
    for word in text.split()[1:]:
        head = word.split(">")[0]
        if _TILE_WORD.fullmatch(head):
            tiles.parse(head, config)
    return str(actions.parse(text))


class _Refusal:
    """Why an argument cannot be read, said when it is read: the argument is read again
    then, so the words are in the language current at that time (as a
    :class:`~gaucho.i18n.Message` is), not in the one it was first read in."""

    __slots__ = ("reader", "text", "config")

    def __init__(self, reader: Callable[[str, RulesConfig | None], str], text: str,
                 config: RulesConfig | None) -> None:
        self.reader, self.text, self.config = reader, text, config

    def __str__(self) -> str:
        try:
            self.reader(self.text, self.config)
        except GauchoError as exc:
            return str(exc)
        return ""  # pragma: no cover - it was refused once and reads the same way again

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __eq__(self, other: object) -> bool:
        return str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.reader.__name__}, {self.text!r})"
