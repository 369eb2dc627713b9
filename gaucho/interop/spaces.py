"""The two action spaces the adapters offer, behind one small interface.

``"exact"``: one id per whole decision (:mod:`gaucho.interop.codec`, 271,990 ids).
``"compact"``: decisions taken word by word (:mod:`gaucho.interop.compact`, 98 ids with
the default rules).  Both adapters (OpenSpiel, PettingZoo) hold a *pending* value per
state: ``None`` with the exact space, the :class:`~gaucho.interop.compact.Menu` narrowed
by the words taken so far with the compact one.  :meth:`ActionSpace.step` turns one id
into the new pending value and, once the decision is whole, the decision to play; an id
that is not legal now raises (:class:`~gaucho.errors.IllegalAction` or
:class:`~gaucho.errors.InvalidAction`) and changes nothing.

Standard library only.
"""

from __future__ import annotations

import json
import numbers
import operator
from functools import lru_cache
from typing import Any, cast

from gaucho import engine
from gaucho.actions import Action, TakeBack
from gaucho.config import RulesConfig
from gaucho.errors import IllegalAction, InvalidAction, InvalidConfig
from gaucho.i18n import _
from gaucho.interop.codec import ActionCodec, codec_for
from gaucho.interop.compact import CompactCodec, Menu, compact_for
from gaucho.state import State

__all__ = ["ACTION_SPACES", "ActionSpace", "CompactSpace", "ExactSpace", "action_space",
           "player_count"]

#: The names of the action spaces, the default first.
ACTION_SPACES = ("exact", "compact")
#: Entries of a space's caches of decision ids; cleared when they grow past this.
_CACHE_LIMIT = 100_000


class ActionSpace:
    """What an adapter needs of an action space (see the module text)."""

    name: str
    size: int
    #: The exact codec: chance ids, whatever the space.
    exact: ActionCodec
    config: RulesConfig
    players: int
    #: tile -> the chance id of its draw from the pile
    draw_ids: dict[int, int]
    _chance: dict[Action, int]

    def legal_ids(self, s: State, pending: Any) -> list[int]:
        raise NotImplementedError

    def encode_chance(self, a: Action) -> int:
        """The chance id of an outcome (remembered: the same ones come up every game)."""
        i = self._chance.get(a)
        if i is None:
            i = self.exact.encode_chance(a)
            if len(self._chance) > _CACHE_LIMIT:
                self._chance.clear()
            self._chance[a] = i
        return i

    def step(self, s: State, pending: Any, action_id: Any) -> tuple[Any, Action | None]:
        raise NotImplementedError

    def ids_of(self, s: State, action: Action) -> list[int]:
        """The ids that take ``action`` (legal now) from the start of a decision."""
        raise NotImplementedError

    def text(self, s: State, pending: Any, action_id: int) -> str:
        """An id as a person reads it (the decision, or one word of it)."""
        raise NotImplementedError

    def __reduce__(self) -> tuple[Any, ...]:
        return (_space, (json.dumps(self.config.to_dict(), sort_keys=True), self.players,
                         self.name))

    def __deepcopy__(self, memo: dict[int, object]) -> ActionSpace:
        return self  # immutable once built


class ExactSpace(ActionSpace):
    """One id per decision; :meth:`step` always returns the whole decision."""

    name = "exact"

    def __init__(self, codec: ActionCodec) -> None:
        self.exact = self.codec = codec
        self.config, self.players, self.size = codec.config, codec.players, codec.size
        #: ids of decisions that do not read the table (all but takeback), by the identity
        #: of the decision objects the engine hands out again and again (its menus are
        #: cached): far quicker than hashing the values.  ``_ids`` holds each object, so
        #: its id cannot be reused while the entry is there; ``_id_of`` has its codec id.
        self._ids: dict[int, Action] = {}
        self._id_of: dict[int, int] = {}
        #: the same by value, for the decisions the engine makes anew each time (a
        #: steal, a sale: hashing one is far quicker than encoding it)
        self._by_value: dict[Action, int] = {}
        self._chance: dict[Action, int] = {}
        self.draw_ids = {t: codec.draw_first + i for i, t in enumerate(codec.tiles)}

    def legal_ids(self, s: State, pending: Any) -> list[int]:
        return sorted(self.legal(s)[0])

    def legal(self, s: State) -> tuple[list[int], list[Action]]:
        """The legal decisions now and their ids, side by side (unordered: the engine's
        order; ``ids.index(i)`` finds a decision quicker than building a dict)."""
        acts = engine.legal_actions(s)
        # one C-level pass over the decisions the engine handed out before (nearly all):
        # an id found in ``_id_of`` is that object's (``_ids`` holds the object alive)
        found = list(map(self._id_of.get, map(id, acts)))
        if None in found:
            return [self._learn(a, s) if i is None else i
                    for i, a in zip(found, acts, strict=True)], acts
        return cast("list[int]", found), acts

    def _learn(self, a: Action, s: State) -> int:
        """The id of a decision not seen before (remembered unless it reads the table)."""
        encode, by_value = self.codec.encode, self._by_value
        if type(a) is TakeBack:  # its id names cells of this table
            return encode(a, s)
        i = by_value.get(a)
        if i is None:
            if len(by_value) > _CACHE_LIMIT:
                by_value.clear()
            i = by_value[a] = encode(a, s)
        if len(self._ids) > _CACHE_LIMIT:
            self._ids.clear()
            self._id_of.clear()
        self._ids[id(a)] = a
        self._id_of[id(a)] = i
        return i

    def step(self, s: State, pending: Any, action_id: Any) -> tuple[Any, Action | None]:
        a = self.codec.decode(_whole(action_id, self.size), s)
        violation = engine.check(s, a)
        if violation is not None:
            raise IllegalAction(violation.rule_id, violation.reason, a)
        return None, a

    def ids_of(self, s: State, action: Action) -> list[int]:
        return [self.codec.encode(action, s)]

    def text(self, s: State, pending: Any, action_id: int) -> str:
        return str(self.codec.decode(_whole(action_id, self.size), s))


class CompactSpace(ActionSpace):
    """Word ids; the pending value is the menu of the decision under way."""

    name = "compact"

    def __init__(self, compact: CompactCodec) -> None:
        self.compact = compact
        self.exact = compact.exact
        self.config, self.players, self.size = self.exact.config, self.exact.players, compact.size
        self._chance: dict[Action, int] = {}
        self.draw_ids = {t: self.exact.draw_first + i for i, t in enumerate(self.exact.tiles)}

    def legal_ids(self, s: State, pending: Menu | None) -> list[int]:
        return self.compact.legal_ids(pending or self.compact.menu(s))

    def step(self, s: State, pending: Menu | None, action_id: Any
             ) -> tuple[Menu | None, Action | None]:
        menu, action = self.compact.step(pending or self.compact.menu(s),
                                         _whole(action_id, self.size))
        return (None, action) if action is not None else (menu, None)

    def ids_of(self, s: State, action: Action) -> list[int]:
        words = self.compact.ids_of(action)
        out: list[int] = []
        menu: Menu | None = self.compact.menu(s)
        while True:  # the words the player takes: forced ones come by themselves
            assert menu is not None
            taken = len(menu.prefix)
            word = words[taken] if taken < len(words) else self.compact.done
            out.append(word)
            menu, decision = self.step(s, menu, word)
            if decision is not None:
                if decision != action:
                    raise InvalidAction(_("{action} is not legal now").format(action=action))
                return out

    def text(self, s: State, pending: Any, action_id: int) -> str:
        return self.compact.words[_whole(action_id, self.size)]


def _whole(action_id: Any, size: int) -> int:
    """An id as a plain int (NumPy integers welcome, as PettingZoo's ``Discrete`` takes
    them), or :class:`InvalidAction`: a ``bool``, a ``float`` (even ``1.0``), ``None`` or
    an id out of range is refused."""
    if type(action_id) is int and 0 <= action_id < size:  # (the usual case, quickly)
        return action_id
    try:  # whatever an index may be: NumPy integers, not floats
        value = -1 if isinstance(action_id, bool) else operator.index(action_id)
    except TypeError:
        value = -1
    if 0 <= value < size:
        return value
    raise InvalidAction(_("an action id is a whole number 0..{last}, not {value}").format(
        last=size - 1, value=repr(action_id)[:80]))


@lru_cache(maxsize=32)
def _space(config_key: str, players: int, name: str) -> ActionSpace:
    config = RulesConfig.from_dict(json.loads(config_key))
    if name == "exact":
        return ExactSpace(codec_for(config, players))
    return CompactSpace(compact_for(config, players))


def action_space(config: RulesConfig, players: int, name: str = "exact") -> ActionSpace:
    """The (cached) action space ``name`` (one of :data:`ACTION_SPACES`; another name:
    :class:`~gaucho.errors.InvalidConfig` naming the choices)."""
    if not isinstance(name, str) or name not in ACTION_SPACES:
        raise InvalidConfig(_("action_space: one of {names}, not {value}").format(
            names=", ".join(ACTION_SPACES), value=repr(name)))
    return _space(json.dumps(config.to_dict(), sort_keys=True), players, name)


def player_count(players: object) -> int:
    """``players`` as an int if it is a whole number 2..4 (NumPy's too; never a ``bool``, a
    float or a text), else :class:`~gaucho.errors.InvalidConfig` naming ``players``: the
    one check of both adapters (PettingZoo's ``env``, OpenSpiel's game built directly)."""
    if isinstance(players, bool) or not isinstance(players, numbers.Integral) \
            or not 2 <= int(players) <= 4:
        raise InvalidConfig(_("players: El Gaucho is for 2 to 4 players, not {players}")
                            .format(players=repr(players)[:40]))
    return int(players)
