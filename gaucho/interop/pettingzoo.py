"""El Gaucho as a PettingZoo AEC environment (needs the ``interop`` extra)::

    from gaucho.interop.pettingzoo import env
    e = env(players=3, action_space="compact", render_mode="ansi")
    e.reset(seed=42)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        if termination or truncation:
            action = None
        else:
            legal = obs["action_mask"].nonzero()[0]
            action = int(legal[0])
        e.step(action)

:func:`env` returns the environment wrapped as PettingZoo's classic games are
(``TerminateIllegalWrapper``: an illegal id ends the game, its player gets -1 and the
others 0; ``AssertOutOfBoundsWrapper``; ``OrderEnforcingWrapper``), each wrapper a
subclass of PettingZoo's that reads the bare env's attributes directly instead of
forwarding every read level by level and does the checks of a legal step with fewer
calls, anything else left to PettingZoo's own code (the same behaviour, quicker);
:func:`raw_env` the bare one, which raises :class:`gaucho.errors.IllegalAction` (or
:class:`~gaucho.errors.InvalidAction`) on an illegal id and changes nothing.

Agents ``player_0`` .. ``player_{n-1}`` (seat 0 is Red).  Each observation is a dict:
``"observation"``, the tensor of :mod:`gaucho.interop.tensor` (what that player sees,
nothing hidden; with the compact space also the words of the decision under way), and
``"action_mask"``, 1 for each legal id (all 0 when it is not his turn).  Ids:
``action_space="exact"`` (the default), one per decision
(:mod:`gaucho.interop.codec`), or ``"compact"``, decisions taken word by word
(:mod:`gaucho.interop.compact`, 98 ids with the default rules; a decision is one or more
steps of the same agent).  Chance (dice, covering tiles, the pile) is played by the environment from
the game's seed (``gaucho.Game.new(seed=...)``).  ``reset(seed=n)`` plays game ``n``
and seeds the seeds of the following seedless resets; a seedless ``reset()`` plays a
new game each time, its seed drawn from a ``random.Random`` seeded by the operating
system at the first reset (so only a given seed makes runs repeat).  Rewards come once,
at the end: each player's final Pesos (R-FINAL-5).

``render()``: ``render_mode="ansi"`` returns the text board, ``"human"`` prints it,
``"svg"`` (for notebooks: ``IPython.display.SVG(e.render())``) returns the board as SVG.
"""

from __future__ import annotations

import random
from operator import attrgetter
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.env_logger import EnvLogger
from pettingzoo.utils.wrappers.order_enforcing import (
    AECOrderEnforcingIterable,
    AECOrderEnforcingIterator,
)

from gaucho.actions import Keep
from gaucho.config import DEFAULT_CONFIG
from gaucho.engine import current_player
from gaucho.errors import GauchoError, InvalidConfig
from gaucho.game import CHANCE, Game
from gaucho.i18n import _
from gaucho.interop.compact import Menu
from gaucho.interop.spaces import CompactSpace, player_count
from gaucho.interop.spaces import action_space as make_space
from gaucho.interop.tensor import encoder_for
from gaucho.state import Phase, State

__all__ = ["RENDER_MODES", "GauchoEnv", "env", "raw_env"]

RENDER_MODES = ("human", "ansi", "svg")
#: Masks of action spaces up to this size are kept per set of legal ids, at most this many.
_MASKS_UP_TO = 4096
_MASKS_KEPT = 10_000
_OVER: str = Phase.GAME_OVER


def env(players: int = 2, render_mode: str | None = None,
        action_space: str = "exact") -> AECEnv:
    """The environment, wrapped as PettingZoo's classic games are (see the module text)."""
    e: AECEnv = raw_env(players=players, render_mode=render_mode, action_space=action_space)
    e = terminate = _TerminateIllegal(e, illegal_reward=-1)
    e = bounds = _AssertOutOfBounds(e)
    outer = _OrderEnforcing(e)
    hot = outer._hot  # the levels its step and observe go through (see _order_step)
    hot.bounds, hot.terminate = bounds, terminate._hot
    return outer


class _Hot:
    """What a wrapper's methods of every step read and write, in a plain object: every
    attribute read of a PettingZoo wrapper goes through its class's ``__getattr__`` hook
    (no quick path of the interpreter), one read of ``_hot`` gives them all.  The
    wrapper's own ``_has_reset``, ``_has_updated`` (``OrderEnforcingWrapper``),
    ``_prev_obs``, ``_prev_info`` (``TerminateIllegalWrapper``) are properties reading
    and writing these, so PettingZoo's code and this module's see the same values."""

    def __init__(self, bare: Any) -> None:
        self.bare = bare
        self.has_reset = self.has_updated = False
        self.prev_obs: Any = None
        self.prev_info: Any = None
        #: made by env(), on the outer wrapper: the level below it and the hot part of
        #: the TerminateIllegalWrapper under that (None: go down level by level)
        self.bounds: Any = None
        self.terminate: _Hot | None = None
        #: per agent, its action space's size as a plain int (see _order_step)
        self.sizes: dict[str, tuple[Any, Any, Any, int]] = {}


def _kept_in_hot(name: str) -> property:
    """A property of a wrapper reading and writing ``name`` of its :class:`_Hot`."""
    def get(self: Any) -> Any:
        return getattr(self._hot, name)

    def put(self: Any, value: Any) -> None:
        setattr(self._hot, name, value)

    return property(get, put)


#: What every wrapper level reads of the bare env at every step (``last``, ``step``,
#: ``agent_iter``); PettingZoo's wrappers forward each read through ``__getattr__``, one
#: level at a time (three levels: half the bare env's speed).
_FORWARDED = ("agents", "agent_selection", "rewards", "_cumulative_rewards", "terminations",
              "truncations", "infos")
#: What ``OrderEnforcingWrapper`` refuses to read before ``reset()``.
_AFTER_RESET = frozenset({"rewards", "terminations", "truncations", "infos",
                          "agent_selection", "agents"})


def _forwarded(name: str, after_reset: bool) -> property:
    """A property reading (and writing) ``name`` of the bare env directly; with
    ``after_reset``, refused before ``reset()`` as ``OrderEnforcingWrapper`` refuses it (an
    AttributeError here falls back to the wrapper's own ``__getattr__``, which says so)."""
    read = attrgetter(name)

    def get(self: Any) -> Any:
        if after_reset and not self._hot.has_reset:
            raise AttributeError(name)
        return read(self._bare)

    def put(self: Any, value: Any) -> None:
        setattr(self._bare, name, value)

    return property(get, put)


def _last(self: Any, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
    """``AECEnv.last``, its four reads of the bare env done directly."""
    agent = self.agent_selection  # (refused before reset where the wrapper refuses)
    return _last_of(self, agent, observe)


def _last_of(self: Any, agent: str | None, observe: bool
             ) -> tuple[Any, float, bool, bool, dict[str, Any]]:
    """What ``last`` returns for ``agent``, read from the bare env."""
    assert agent is not None
    observation = self.observe(agent) if observe else None
    bare = self._bare
    return (observation, bare._cumulative_rewards[agent], bare.terminations[agent],
            bare.truncations[agent], bare.infos[agent])


def _quick(wrapper: type, name: str, checked: bool = False) -> type:
    """``wrapper`` (one of PettingZoo's) with the attributes of :data:`_FORWARDED` read
    straight from the bare env and ``action_space`` asked of it (none of the three
    wrappers changes them): the same behaviour, every check and message of the
    wrapper kept, without the chain of ``__getattr__`` calls.  Named as PettingZoo's
    (its text shows the name) and found as ``name`` of this module (pickle looks it up)."""
    def __init__(self: Any, env: AECEnv, *args: Any, **kwargs: Any) -> None:
        self._bare = env.unwrapped
        self._hot = _Hot(self._bare)
        wrapper.__init__(self, env, *args, **kwargs)  # type: ignore[misc]

    def action_space(self: Any, agent: str) -> spaces.Space[Any]:
        return self._bare.action_space(agent)  # type: ignore[no-any-return]

    body: dict[str, Any] = {name: _forwarded(name, checked and name in _AFTER_RESET)
                            for name in _FORWARDED}
    body.update(__init__=__init__, action_space=action_space, last=_last,
                unwrapped=property(lambda self: self._bare),
                __doc__=f"PettingZoo's ``{wrapper.__name__}``, quicker (see :func:`_quick`).")
    body.update(_SHORTCUTS.get(wrapper, {}))
    if wrapper is wrappers.OrderEnforcingWrapper:  # named as the env, as PettingZoo's is
        body["__str__"] = lambda self: str(self.env)
        body.update(_has_reset=_kept_in_hot("has_reset"),
                    _has_updated=_kept_in_hot("has_updated"))
    if wrapper is wrappers.TerminateIllegalWrapper:
        body.update(_prev_obs=_kept_in_hot("prev_obs"), _prev_info=_kept_in_hot("prev_info"))
    body["__qualname__"] = name
    return type(wrapper.__name__, (wrapper,), body)


def _terminate_observe(self: Any, agent: str) -> Any:
    """``TerminateIllegalWrapper.observe``, reading the bare env directly."""
    obs = self.env.observe(agent)
    hot = self._hot
    bare = hot.bare
    if agent == bare.agent_selection:
        hot.prev_obs = obs
        hot.prev_info = bare.infos.get(agent, {})
    return obs


def _terminate_step(self: Any, action: Any) -> None:
    """``TerminateIllegalWrapper.step``: a legal id of a live agent by the mask it saw
    goes straight on (what PettingZoo's does with it); anything else (an illegal id, a
    dead agent, no observation yet) goes through PettingZoo's own code."""
    hot = self._hot
    bare, prev = hot.bare, hot.prev_obs
    agent = bare.agent_selection
    if (isinstance(prev, dict) and "action_mask" in prev
            and not (bare.terminations[agent] or bare.truncations[agent])
            and prev["action_mask"][action]):
        hot.prev_obs = hot.prev_info = None
        self.env.step(action)
        return
    wrappers.TerminateIllegalWrapper.step(self, action)


def _bounds_step(self: Any, action: Any) -> None:
    """``AssertOutOfBoundsWrapper.step``: a plain ``int`` inside a ``Discrete`` space
    counting from 0 is what ``Discrete.contains`` accepts (its NumPy checks skipped);
    anything else goes through PettingZoo's own code."""
    space = self._bare.action_space(self._bare.agent_selection)
    if type(action) is int and type(space) is spaces.Discrete and space.start == 0 \
            and 0 <= action < space.n:
        self.env.step(action)
        return
    wrappers.AssertOutOfBoundsWrapper.step(self, action)


class _OrderIterator(AECOrderEnforcingIterator):  # type: ignore[misc]
    """PettingZoo's ``AECOrderEnforcingIterator``, reading the bare env directly (the
    same end, the same order check and message)."""

    def __next__(self) -> str:
        hot = self.env._hot
        bare = hot.bare
        if not bare.agents or self.iters_til_term <= 0:
            raise StopIteration
        self.iters_til_term -= 1
        agent: str = bare.agent_selection
        assert hot.has_updated, "need to call step() or reset() in a loop over `agent_iter`"
        hot.has_updated = False
        return agent


class _OrderIterable(AECOrderEnforcingIterable):  # type: ignore[misc]
    def __iter__(self) -> _OrderIterator:
        return _OrderIterator(self.env, self.max_iter)


def _order_agent_iter(self: Any, max_iter: int = 2**63) -> _OrderIterable:
    """``OrderEnforcingWrapper.agent_iter`` (refused before reset, as PettingZoo's)."""
    if not self._has_reset:
        EnvLogger.error_agent_iter_before_reset()
    return _OrderIterable(self, max_iter)


def _order_step(self: Any, action: Any) -> None:
    """``OrderEnforcingWrapper.step`` (the same checks, the bare env's agents read
    directly).  Made by :func:`env` (``_hot``: the two levels below), a legal id of a
    live agent -- a plain ``int`` of the space, 1 in the mask the agent saw -- goes
    straight to the bare env with what the two levels would do with it
    (:func:`_bounds_step`, :func:`_terminate_step`); anything else goes down level by
    level."""
    hot = self._hot
    bare = hot.bare
    if hot.has_reset and bare.agents:
        hot.has_updated = True
        terminate = hot.terminate
        if terminate is None:
            self.env.step(action)
            return
        agent = bare.agent_selection
        space = bare.action_space(agent)
        size = hot.sizes.get(agent)  # (the size as a plain int, for the same space)
        if size is None or size[0] is not space or size[1] is not space.n \
                or size[2] is not space.start:
            size = hot.sizes[agent] = _size_of(space)
        prev = terminate.prev_obs
        if (type(action) is int and 0 <= action < size[3] and isinstance(prev, dict)
                and "action_mask" in prev
                and not (bare.terminations[agent] or bare.truncations[agent])
                and prev["action_mask"][action]):
            terminate.prev_obs = terminate.prev_info = None
            bare.step(action)
            return
        hot.bounds.step(action)
        return
    wrappers.OrderEnforcingWrapper.step(self, action)


def _size_of(space: Any) -> tuple[Any, Any, Any, int]:
    """A space, its ``n`` and ``start`` (the objects), and the number of ids ``0..n-1`` a
    plain ``int`` of a ``Discrete`` space from 0 may be (what ``Discrete.contains``
    accepts; 0 for any other space: every id goes through PettingZoo's checks)."""
    if type(space) is spaces.Discrete and space.start == 0:
        return space, space.n, space.start, int(space.n)
    return space, getattr(space, "n", None), getattr(space, "start", None), 0


def _order_last(self: Any, observe: bool = True
                ) -> tuple[Any, float, bool, bool, dict[str, Any]]:
    """``AECEnv.last`` (refused before reset, as PettingZoo's ``OrderEnforcingWrapper``
    refuses it), its reads of the bare env done directly."""
    hot = self._hot
    if not hot.has_reset:
        return _last(self, observe)
    bare = hot.bare
    agent = bare.agent_selection
    assert agent is not None
    if not observe:
        observation = None
    elif hot.terminate is None:
        observation = self.observe(agent)
    else:  # (_order_observe, inline)
        observation = bare.observe(agent)
        terminate = hot.terminate
        terminate.prev_obs = observation
        terminate.prev_info = bare.infos.get(agent, {})
    return (observation, bare._cumulative_rewards[agent], bare.terminations[agent],
            bare.truncations[agent], bare.infos[agent])


def _order_observe(self: Any, agent: str) -> Any:
    """``OrderEnforcingWrapper.observe`` (refused before reset, as PettingZoo's); made by
    :func:`env`, what the two levels below do (:func:`_terminate_observe`) done here."""
    hot = self._hot
    if hot.has_reset:
        terminate = hot.terminate
        if terminate is None:
            return self.env.observe(agent)
        bare = hot.bare
        obs = bare.observe(agent)
        if agent == bare.agent_selection:
            terminate.prev_obs = obs
            terminate.prev_info = bare.infos.get(agent, {})
        return obs
    return wrappers.OrderEnforcingWrapper.observe(self, agent)


#: Each wrapper's methods of every step, done as PettingZoo's do them with fewer calls.
_SHORTCUTS: dict[type, dict[str, Any]] = {
    wrappers.TerminateIllegalWrapper: {"observe": _terminate_observe, "step": _terminate_step},
    wrappers.AssertOutOfBoundsWrapper: {"step": _bounds_step},
    wrappers.OrderEnforcingWrapper: {"step": _order_step, "observe": _order_observe,
                                     "agent_iter": _order_agent_iter, "last": _order_last},
}

_TerminateIllegal = _quick(wrappers.TerminateIllegalWrapper, "_TerminateIllegal")
_AssertOutOfBounds = _quick(wrappers.AssertOutOfBoundsWrapper, "_AssertOutOfBounds")
_OrderEnforcing = _quick(wrappers.OrderEnforcingWrapper, "_OrderEnforcing", checked=True)


def raw_env(players: int = 2, render_mode: str | None = None,
            action_space: str = "exact") -> GauchoEnv:
    """The bare environment (illegal ids raise)."""
    return GauchoEnv(players=players, render_mode=render_mode, action_space=action_space)


def _before_reset(method: str) -> GauchoError:
    """The refusal of ``step`` or ``observe`` before the first ``reset()``."""
    return GauchoError(_("reset() needs to be called before {method}()").format(method=method))


class GauchoEnv(AECEnv):  # type: ignore[misc]
    metadata = {"name": "el_gaucho_v1", "render_modes": list(RENDER_MODES),
                "is_parallelizable": False}

    def __init__(self, players: int = 2, render_mode: str | None = None,
                 action_space: str = "exact") -> None:
        super().__init__()
        players = player_count(players)
        if render_mode not in (None, *RENDER_MODES):
            raise InvalidConfig(_("render_mode: one of {names}, not {value}").format(
                names=", ".join(RENDER_MODES), value=repr(render_mode)))
        self.render_mode = render_mode
        self.players = players
        self.config = DEFAULT_CONFIG
        self.space = make_space(self.config, players, action_space)  # raises if unknown
        self.codec = self.space.exact
        #: the compact codec (None: the exact space)
        self._compact = self.space.compact if isinstance(self.space, CompactSpace) else None
        words = self.space.size if isinstance(self.space, CompactSpace) else 0
        self.encoder = encoder_for(self.config, players, words)
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        size = self.encoder.size
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(0.0, np.inf, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.space.size,), np.int8),
        }) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.space.size) for a in self.possible_agents}
        self.game: Game | None = None
        #: the decision under way (compact space), and the legal ids now (worked out once)
        self.pending: Menu | None = None
        self._legal: list[int] | None = None
        self._seeds: random.Random | None = None
        #: decisions played, and per seat the count its tensor was last brought up to
        #: (words of a decision under way leave the table as it is); each seat's tensor
        #: is kept from step to step (:class:`~gaucho.interop.tensor.TensorTracker`:
        #: only what changed is rewritten), read through a NumPy view, copied at each step
        self._decisions = 0
        self._tables = [-1] * players
        self._trackers = [self.encoder.tracker(seat) for seat in range(players)]
        self._views = [np.frombuffer(t.buffer, np.float32) for t in self._trackers]
        self._word_count = self.encoder.at["word_count"]
        #: has the agent to act taken a word of the decision under way?  The others see
        #: its words once he has (the words every legal decision of his begins with, taken
        #: by themselves, tell of his choices: his until he makes one)
        self._taking = False
        #: the tensor's entries of the words of each decision under way seen
        self._word_at: dict[tuple[int, ...], tuple[int, ...]] = {}
        #: the seat to act (-1: the game is over)
        self._acting = -1
        #: the action mask of each set of legal ids seen (compact space: a few hundred
        #: sets come up again and again), and the mask of no legal id
        self._masks: dict[tuple[int, ...], np.ndarray[Any, Any]] = {}
        self._no_mask = np.zeros(self.space.size, np.int8)

    def __getstate__(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k != "_views"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)  # the views read the trackers' own buffers again
        self._views = [np.frombuffer(t.buffer, np.float32) for t in self._trackers]

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = random.Random(seed)
            game_seed = seed
        else:
            if self._seeds is None:
                self._seeds = random.Random()  # seeded by the operating system
            game_seed = self._seeds.randrange(2**62)
        self.game = Game.new(self.players, seed=game_seed, config=self.config)
        self.pending, self._legal, self._taking = None, None, False
        self._tables[:] = [-1] * self.players
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._acting = self.game.current_player
        self.agent_selection = self.possible_agents[self._acting]

    def legal_ids(self) -> list[int]:
        """The legal ids of the agent to act (worked out once per step)."""
        if self._legal is None:
            self._legal = self.space.legal_ids(self._state(), self._decision_menu())
        return self._legal

    def _state(self) -> State:
        assert self.game is not None
        return self.game.state

    def _decision_menu(self) -> Menu | None:
        """Compact space: the menu of the decision under way, worked out once."""
        if self.pending is None and self._compact is not None:
            self.pending = self._compact.menu(self._state())
        return self.pending

    def observe(self, agent: str) -> dict[str, Any]:
        g = self.game
        if g is None:
            raise _before_reset("observe")
        seat = self._seat[agent]
        pending = self.pending
        if seat != self._acting:
            mask = self._no_mask.copy()
        else:
            if pending is None and self._compact is not None:  # (_decision_menu, inline)
                pending = self.pending = self._compact.menu(g.state)
            kept = pending.mask if pending is not None else None
            mask = kept.copy() if kept is not None else self._mask()
        tables = self._tables
        if tables[seat] != self._decisions:  # the table changed since
            self._trackers[seat].update(g.state)
            tables[seat] = self._decisions
        if pending is not None and pending.prefix and (seat == self._acting or (
                self._taking and not self._hidden_words())):
            # the words under way: written into the kept tensor for the copy, then
            # cleared again (the tracker never writes these entries)
            words = pending.prefix
            at = self._word_at.get(words)
            if at is None:
                if len(self._word_at) > _MASKS_KEPT:
                    self._word_at.clear()
                at = self._word_at[words] = (*self.encoder.word_entries(words),)
            kept = self._trackers[seat].view
            for i in at:
                kept[i] = 1.0
            kept[self._word_count] = len(words)
            out = self._views[seat].copy()
            for i in at:
                kept[i] = 0.0
            kept[self._word_count] = 0.0
        else:
            out = self._views[seat].copy()
        return {"observation": out, "action_mask": mask}

    def _mask(self) -> np.ndarray[Any, Any]:
        """A new action mask of the legal ids now (copied from the one of the same ids)."""
        menu = self._decision_menu()
        if menu is not None:  # the compact space: each menu keeps its mask
            mask = menu.mask
            if mask is None:
                assert isinstance(self.space, CompactSpace)
                mask = menu.mask = self._mask_of(self.space.compact.legal_words(menu))
            return mask.copy()  # type: ignore[no-any-return]
        mask = self._mask_of(tuple(self.legal_ids()))
        return mask if self.space.size > _MASKS_UP_TO else mask.copy()  # (a new one)

    def _mask_of(self, legal: tuple[int, ...]) -> np.ndarray[Any, Any]:
        """The mask of some legal ids (up to :data:`_MASKS_UP_TO` ids kept per set of ids:
        do not change it; larger ones made anew)."""
        key = legal
        mask = self._masks.get(key)
        if mask is None:
            mask = np.zeros(self.space.size, np.int8)
            mask[list(legal)] = 1
            if self.space.size > _MASKS_UP_TO:  # the exact space: too big to keep
                return mask
            if len(self._masks) > _MASKS_KEPT:
                self._masks.clear()
            self._masks[key] = mask
        return mask

    def _hidden_words(self) -> bool:
        """Are the words under way another's keep, hidden from the others (R-PRELIM-2)?"""
        return self.pending is not None and bool(self.pending.entries) and isinstance(
            self.pending.entries[0][1], Keep)

    def step(self, action: int | None) -> None:
        """Play ``action``, an id of the agent to act (``None`` only for a terminated or
        truncated one); any other ``None``, an id that is not a whole number in the
        space or not legal now raises (:class:`~gaucho.errors.InvalidAction`,
        :class:`~gaucho.errors.IllegalAction`) and changes nothing."""
        g = self.game
        if g is None:
            raise _before_reset("step")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        menu = self.pending
        if menu is None and self._compact is not None:  # (_decision_menu, inline)
            menu = self.pending = self._compact.menu(g.state)
        after = menu.after if menu is not None else None
        got = after.get(action) if after is not None and type(action) is int else None
        if got is None:
            self.pending, decision = self.space.step(g.state, menu, action)
        else:  # a word taken before from this menu (CompactCodec.step would find it so)
            pending, decision = got
            self.pending = None if decision is not None else pending
        self._legal = None
        self._cumulative_rewards[agent] = 0.0
        if decision is None:  # the words of a decision under way: the same agent
            self._taking = True
            return  # (and no rewards: they come at the end)
        self._taking = False
        g.apply(decision)  # legal: the space checked it
        self._decisions += 1
        s = g.state
        if s.phase == _OVER:  # (g.is_over, read directly)
            self._acting = -1
            for a, pesos in zip(self.agents, g.pesos, strict=True):
                self.rewards[a] = float(pesos)
                self.terminations[a] = True
            self._accumulate_rewards()
        else:  # every reward is 0 before the end: nothing to accumulate
            self._acting = acting = current_player(s)
            assert acting != CHANCE
            self.agent_selection = self.possible_agents[acting]

    def render(self) -> str | None:
        if self.render_mode is None or self.game is None:
            return None
        if self.render_mode == "svg":
            return self.game.svg()
        text = str(self.game)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass
