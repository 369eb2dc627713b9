"""El Gaucho as an OpenSpiel game: ``pyspiel.load_game("python_el_gaucho", {"players": 3})``.

Importing this module registers the game (it needs the ``interop`` extra)::

    import pyspiel
    import gaucho.interop.openspiel  # noqa: F401  (registers python_el_gaucho)
    game = pyspiel.load_game("python_el_gaucho", {"players": 3, "action_space": "compact"})

The game type: sequential, explicit stochastic chance, imperfect information,
general-sum, terminal rewards.  Parameters: ``players`` (2-4, default 2) and
``action_space`` (``"exact"``, the default, or ``"compact"``: :mod:`gaucho.interop.spaces`).

Rewards
    At the end each player's return is his final Pesos (R-FINAL-5), so a player's
    score is not only win or loss; ``min_utility`` 0, ``max_utility`` a bound no
    game reaches (:data:`MAX_PESOS`).  :func:`winners` gives the winners (ties share).
Actions
    ``"exact"``: the ids of :class:`gaucho.interop.codec.ActionCodec`, one per decision.
    ``"compact"``: the word ids of :class:`gaucho.interop.compact.CompactCodec`; a
    decision takes several steps of the same player (the engine's history records it
    once, when its words name it).  ``num_distinct_actions`` is the space's size.  An id
    that is not legal now raises :class:`gaucho.errors.IllegalAction` (or
    :class:`~gaucho.errors.InvalidAction`) and changes nothing, as OpenSpiel's games do.
Chance
    Explicit, with exact probabilities, ids of the exact codec whatever the space.  The
    game runs with draws by chance (``gaucho.Game.new(draws="chance")``): the pile has
    no order, and every tile that leaves it (seeding the pastures and the Steppe, the
    preliminary deal, refills, the Steppe refill) is a chance node whose outcomes are the
    tiles still in the pile, each with probability ``1/len(pile)`` (R-COMP-15).  A roll
    of the Dice Rodeo is rolled die by die: one chance node per die, its faces uniform
    (ids ``game.die_first`` + face - 1, after the codec's chance ids), recorded as one
    roll (sorted, as the engine keeps it) once the last die is rolled; summed over the
    orders of a multiset the dice give the engine's probability of that roll.  (Listing
    every multiset, 252 with 2 players, made OpenSpiel's own loop spend 50 us a roll in
    ``zip`` and ``random.choices``.)  The rolled dice of a roll under way show in the
    state's text and information states (``dice: 3 5``, ``chance: die 3``).  The other
    chance nodes: the covering tiles of a 3-player game (uniform over the sets of
    discards).  The first node, ``setup``, decides the public choices of setup: one
    outcome per (removed breed, start player), uniform (R-SETUP-4, R-SETUP-10); with 3
    or 4 players no breed is removed, so it is the start player alone.  (With 2 players
    the removed breed's tiles also split into covering and out of the game; no one ever
    sees which is which, so the adapter takes the split of the first seed
    ``openspiel/<outcome>/<k>`` that makes those choices.)
Information (:func:`pyspiel.IIGObservationType` of an observer is honoured)
    ``information_state_string`` (perfect recall): everything the player has seen, in
    order: each step as he saw it (a tile drawn face up into a pasture, or into his own
    hand, by name; any other draw only as where it went; another player's keep as a
    count until everyone has kept, then every keep by name, and nothing of its words
    in the compact space, not even how many were taken; covering tiles as a count;
    the Steppe's tiles when he looked), then his current observation.  The public
    information state (``private_info`` NONE) is the same with nothing private in it.
    ``observation_string`` / ``observation_tensor``: the player's observation
    (:mod:`gaucho.observation`, :mod:`gaucho.interop.tensor`); a public observer shows
    what everyone sees, a private-only one (``public_info=False``) only what the player
    alone sees.  There is no information-state tensor (the game declares none, and
    asking for one raises): a fixed-size vector cannot hold a whole game's memory.
Resampling
    ``resample_from_infostate(player, sampler)`` draws a state the player cannot tell
    from this one, with a history of its own that replays to it: the tiles he has never
    seen are permuted at random in the whole history (draws, covering tiles, other
    players' hidden keeps, re-chosen among the keeps of that size if the permuted one is
    not legal), the result replayed through the adapter and kept only if his
    information state is unchanged (else another draw; after a few, this state itself).
Pickling
    Games pickle as their ``str`` (``pyspiel.load_game`` reloads them); states as their
    game and history, like OpenSpiel's own (``pickle``, ``serialize``/``deserialize_state``).
"""

from __future__ import annotations

import json
import random
from bisect import bisect_left
from collections.abc import Sequence
from itertools import combinations, count, repeat
from operator import attrgetter
from typing import Any

import numpy as np
import pyspiel

from gaucho import engine, tiles
from gaucho.actions import Action, Cover, Draw, Keep, Roll, UseSteppe
from gaucho.config import BREED_LETTERS, DEFAULT_CONFIG, RulesConfig
from gaucho.engine.pile import waiting_draw
from gaucho.errors import GauchoError, IllegalAction, InvalidAction, InvalidConfig
from gaucho.game import CHANCE, Game
from gaucho.i18n import Message, _
from gaucho.information import removed_breeds
from gaucho.interop.compact import words_of
from gaucho.interop.spaces import (
    ACTION_SPACES,
    CompactSpace,
    ExactSpace,
    action_space,
    player_count,
)
from gaucho.interop.tensor import encoder_for
from gaucho.interop.visibility import private_view, public_view
from gaucho.observation import observation
from gaucho.state import Phase

__all__ = ["MAX_PESOS", "SHORT_NAME", "GauchoGame", "GauchoState", "seeded_resampler",
           "winners"]

SHORT_NAME = "python_el_gaucho"
#: A bound on the final Pesos of one player no game reaches (OpenSpiel wants one).
MAX_PESOS = 1000.0
#: Longest game in decisions (chance included); real games take a few hundred.
MAX_GAME_LENGTH = 3000
#: The most words of one decision in the compact space (``put W1>P1 W2>P2`` has 5).
MAX_WORDS = 8
_CHANCE_ID = int(pyspiel.PlayerId.CHANCE)
_ROLL, _KEEP, _COVER = Phase.ROLL, Phase.KEEP, Phase.COVER  # (enum members are slow to look up)
_TERMINAL_ID = int(pyspiel.PlayerId.TERMINAL)
_TILE = attrgetter("tile")
#: Tries of :meth:`GauchoState.resample_from_infostate` before it returns the state itself.
RESAMPLE_TRIES = 20

GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="El Gaucho (gaucho package)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"players": 2, "action_space": "exact"},
)


class GauchoGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game: one rules configuration (the default rules), 2-4 players."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        players = player_count(params.get("players", 2))
        space = str(params.get("action_space", "exact"))
        if space not in ACTION_SPACES:
            raise InvalidConfig(_("action_space: one of {names}, not {value}").format(
                names=", ".join(ACTION_SPACES), value=repr(space)))
        self.config = DEFAULT_CONFIG
        self.players = players
        #: The outcomes of the ``setup`` node: (removed breeds, start player), uniform.
        self.setups = _setup_choices(self.config, players)
        self.space = action_space(self.config, players, space)
        self.codec = self.space.exact  # chance ids (and, in the exact space, every id)
        #: the chance ids of one die: after the codec's (a roll is rolled die by die)
        self.die_first = self.codec.chance_size
        self._seeds: dict[int, str] = {}
        length = MAX_GAME_LENGTH * (MAX_WORDS if isinstance(self.space, CompactSpace) else 1)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.space.size,
            max_chance_outcomes=max(len(self.setups),
                                    self.die_first + self.config.die_faces),
            num_players=players,
            min_utility=0.0,
            max_utility=MAX_PESOS,
            utility_sum=None,
            max_game_length=length)
        super().__init__(GAME_TYPE, info, {"players": players, "action_space": space})

    def setup_seed(self, outcome: int) -> str:
        """The seed of ``setup`` outcome ``outcome`` (found once, then remembered)."""
        seed = self._seeds.get(outcome)
        if seed is None:
            seed = self._seeds[outcome] = _setup_seed(self.config, self.players, outcome)
        return seed

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its text, reloaded by OpenSpiel (as OpenSpiel's own games are)."""
        return (pyspiel.load_game, (str(self),))

    def __deepcopy__(self, memo: dict[int, Any]) -> GauchoGame:
        return self  # immutable: states share it

    def new_initial_state(self) -> GauchoState:
        return GauchoState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> GauchoObserver:
        if params:
            raise InvalidConfig(_("python_el_gaucho observers take no parameters, not {params}")
                                .format(params=params))
        return GauchoObserver(self, iig_obs_type)


class _Log(list[Any]):
    """A state's record: its entries are immutable, so a copy need not copy them
    (OpenSpiel clones states with ``copy.deepcopy``)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> _Log:
        return _Log(self)


class _Known:
    """Chance outcomes worked out for one table: ``outcomes`` as OpenSpiel wants them,
    ``ids`` their ids (ascending) and ``values`` each id's outcome, side by side
    (:meth:`get`: an id found there is legal now, no check needed; a bisection, not a
    dict: most tables are left after one outcome, so a dict would be built for one look-up).
    Never changed, so clones share it; not pickled (worked out again when asked)."""

    __slots__ = ("ids", "outcomes", "values")

    def __init__(self, outcomes: list[tuple[int, float]], ids: Sequence[int],
                 values: Sequence[Any] | _Draws) -> None:
        self.outcomes, self.ids, self.values = outcomes, ids, values

    def get(self, action: int) -> Any:
        """The outcome of id ``action`` (None: not one of these)."""
        ids = self.ids
        at = bisect_left(ids, action)
        return self.values[at] if at < len(ids) and ids[at] == action else None

    def __deepcopy__(self, memo: dict[int, Any]) -> _Known:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_forgotten, ())


class _Draws:
    """The Draws of a pile's tiles by position, made when asked for (see ``_drawn``)."""

    __slots__ = ("pile",)

    def __init__(self, pile: tuple[int, ...]) -> None:
        self.pile = pile

    def __getitem__(self, at: int) -> Draw:
        return Draw(self.pile[at])

    def __len__(self) -> int:
        return len(self.pile)


def _plain(pile: list[int]) -> bool:
    """Is the pile the usual one, each tile once and sorted?  (Then the engine lists each
    tile once, as likely as the others; else it counts the copies.)"""
    return len(set(pile)) == len(pile) and pile == sorted(pile)


def _no_setup(outcome: int, count: int) -> IllegalAction:
    """The refusal of an id of the ``setup`` node that is none of its ``count`` outcomes."""
    return IllegalAction("R-SETUP-4", Message("setup outcome {outcome} is not one of "
                                              "0..{last}", outcome=outcome, last=count - 1))


def _forgotten() -> None:
    """What a pickled :class:`_Known` comes back as: nothing (worked out again)."""
    return None


#: The chance outcomes of one die (ids after the exact codec's chance ids), per game
#: size: the same at every die of every roll, so made once.
_DICE: dict[tuple[int, int], _Known] = {}


def _die_outcomes(first: int, faces: int) -> _Known:
    """One die of the Dice Rodeo: ids ``first`` .. ``first + faces - 1``, each face as
    likely (R-ROUND-3); the outcomes are the faces."""
    known = _DICE.get((first, faces))
    if known is None:
        known = _DICE[(first, faces)] = _Known(
            [(first + f - 1, 1.0 / faces) for f in range(1, faces + 1)],
            range(first, first + faces), range(1, faces + 1))
    return known


#: One entry of a state's record, what everyone saw of one step (see ``_line``):
#: ``("setup", outcome, text)``, ``("word", who, word id, hidden)`` (compact space),
#: ``("die", face)`` (one die of a roll under way), ``("step", who, action, fill, Steppe
#: seen)``, ``("reveal", ((seat, keep), ...))``.
Record = tuple[Any, ...]


class GauchoState(pyspiel.State):  # type: ignore[misc]
    """A game in progress; before the ``setup`` chance node, no table yet."""

    def __init__(self, game: GauchoGame) -> None:
        super().__init__(game)
        self.space = game.space
        self.players = game.players
        self.game: Game | None = None
        #: the decision under way in the compact space (None: none, or the exact space)
        self.pending: Any = None
        self.record: list[Record] = _Log()
        self._seen: dict[int | None, tuple[int, str]] = {}
        self._texts: tuple[int, dict[Any, str]] = (-1, {})  # see table_text
        #: steps of the record since the table last changed: the words of a decision
        #: under way (compact space), the dice of a roll under way
        self._words = 0
        self._dice: tuple[int, ...] = ()  # the dice rolled of the roll under way
        self._die_first = game.die_first  # the chance id of a die's face 1
        self._exact = isinstance(game.space, ExactSpace)
        # worked out at most once per step (OpenSpiel asks for them again and again):
        self._now: int | None = None  # the current player
        #: the legal ids (the engine's order) and, in the exact space, the decisions they
        #: are, side by side (None in the compact space)
        self._legal: tuple[list[int], list[Any] | None] | None = None
        self._menu: Any = None  # compact space: the menu of the decision to start
        self._chance: _Known | None = None  # the chance outcomes now

    # ------------------------------------------------------------ OpenSpiel API
    def current_player(self) -> int:
        if self._now is not None:
            return self._now
        g = self.game
        if g is None:
            return _CHANCE_ID
        who: int = engine.current_player(g.state)
        if who < 0:
            who = _CHANCE_ID if who == CHANCE else _TERMINAL_ID
        self._now = who
        return who

    # OpenSpiel's C++ ``is_chance_node`` and ``legal_actions`` reach Python through two to
    # four calls of the trampoline each (``is_terminal``, ``current_player`` twice,
    # ``_legal_actions``) and copy the list into C++ and back; a Python caller (the usual
    # loop, Python ISMCTS) gets the same answers from these, C++ callers from the C++ ones.
    def is_chance_node(self) -> bool:
        now = self._now  # (asked at every step: the cached answer without a call)
        return (self.current_player() if now is None else now) == _CHANCE_ID

    def legal_actions(self, player: int | None = None) -> list[int]:
        """As OpenSpiel's ``State::LegalActions``: none at the end, the chance outcomes
        at a chance node, none for a player not to act."""
        now = self._now
        if now is None:
            now = self.current_player()
        if now < 0:  # (a player is 0..3)
            if now == _TERMINAL_ID:
                return []
            return [a for a, _ in self.chance_outcomes()]
        if player is None or player == now:
            legal = self._legal  # (asked at every step: the answer with the fewest calls)
            if legal is None:
                if not self._exact:
                    return self._legal_actions(now)
                legal = self._legal = self.space.legal(self.game.state)  # type: ignore[union-attr, attr-defined]
            return sorted(legal[0])
        if player < 0:
            raise InvalidAction(_("legal_actions: no legal actions of the pseudo-player {player}")
                                .format(player=player))
        return []

    def _legal_actions(self, player: int) -> list[int]:
        legal = self._legal
        if legal is None:
            assert self.game is not None
            if isinstance(self.space, ExactSpace):
                legal = self._legal = self.space.legal(self.game.state)
            else:
                legal = self._legal = (
                    self.space.legal_ids(self.game.state, self._decision_menu()), None)
        # sorted anew each time (a new list, as a caller may change it): OpenSpiel asks
        # once a step, so keeping a sorted copy too would cost a copy a step for nothing
        return sorted(legal[0])

    def _decision_menu(self) -> Any:
        """Compact space: the menu of the decision under way (None in the exact space)."""
        if self.pending is not None or not isinstance(self.space, CompactSpace):
            return self.pending
        if self._menu is None:
            assert self.game is not None
            self._menu = self.space.compact.menu(self.game.state)
        return self._menu

    def chance_outcomes(self) -> list[tuple[int, float]]:
        known = self._chance
        if known is None:
            if self.game is None:
                n = len(self.get_game().setups)
                return [(i, 1.0 / n) for i in range(n)]
            known = self._known_chance()
        return list(known.outcomes)

    def _known_chance(self) -> _Known:
        """The chance outcomes now, worked out once per table (a roll's once per game)."""
        known = self._chance
        if known is None:
            assert self.game is not None
            s = self.game.state
            phase = s.phase
            if phase == _ROLL:  # one die
                known = _die_outcomes(self.space.exact.chance_size, s.config.die_faces)
            elif (s.to_draw and phase != _COVER and self.current_player() == _CHANCE_ID
                  and _plain(s.draw_pile)):  # a draw from the usual pile
                known = self._drawn(tuple(s.draw_pile))
            else:
                known = self._listed(engine.chance_outcomes(s))
            self._chance = known
        return known

    def _drawn(self, pile: tuple[int, ...]) -> _Known:
        """A draw from the usual pile (each tile once, sorted): each tile as likely, as the
        engine lists it (R-COMP-15), without the engine's list of outcomes (48 draws a
        game, of 25-50 tiles each); the Draw of an id is made when it is asked for."""
        ids = list(map(self.space.draw_ids.__getitem__, pile))
        if ids != sorted(ids):  # (the ids follow the tiles' order: never, but checked)
            assert self.game is not None
            return self._listed(engine.chance_outcomes(self.game.state))
        return _Known(list(zip(ids, repeat(1 / len(pile)))), ids, _Draws(pile))

    def _listed(self, outcomes: list[tuple[Action, float]]) -> _Known:
        """The engine's chance outcomes with their ids, ascending."""
        draw_ids = self.space.draw_ids
        if outcomes and type(outcomes[0][0]) is Draw:  # a draw: listed by tile, as the ids
            # (C-level passes: a refill lists some 25-50 tiles, 48 draws a game)
            acts, probs = zip(*outcomes, strict=True)
            ids = list(map(draw_ids.__getitem__, map(_TILE, acts)))
            if ids == sorted(ids):
                return _Known(list(zip(ids, probs, strict=True)), ids, acts)
        encode = self.space.encode_chance
        by_id = {draw_ids[a.tile] if type(a) is Draw else encode(a): (a, p)
                 for a, p in outcomes}
        ids = sorted(by_id)
        return _Known([(i, by_id[i][1]) for i in ids], ids, [by_id[i][0] for i in ids])

    def _apply_action(self, action: int) -> None:
        legal = self._legal
        if legal is not None and legal[1] is not None:
            # the usual step: a decision of the exact space whose legal ids were listed
            # (one scan finds it, no check needed; quicker than ``_step``'s general way)
            try:
                decision = legal[1][legal[0].index(action)]
            except ValueError:
                pass
            else:
                now = self._now
                self._play(self.current_player() if now is None else now, decision)
                self._now = self._legal = None  # (no menu, no chance outcomes here)
                return
        if self._dice:  # the next die of a roll under way (chance acts, phase roll)
            self._roll_die(action)
        else:
            self._step(action)
        if not self._dice:  # a die of a roll under way changes nothing else
            self._now, self._legal, self._menu, self._chance = None, None, None, None

    def _step(self, action: int) -> None:
        if self.game is None:
            self._setup(action)
            return
        g = self.game
        who = g.current_player if self._now is None else self._now
        if who == _CHANCE_ID:
            if g.state.phase == _ROLL:
                self._roll_die(action)
                return
            known = self._chance
            outcome = known.get(action) if known is not None else None
            if outcome is None:  # not listed yet (or not an outcome): decode and check
                first = self.space.exact.chance_size
                if first <= action < first + g.state.config.die_faces:  # a die's id
                    # Translators: {value} is an action id; chance_outcomes() is code.
                    raise InvalidAction(_("chance id {value} is a die's face, and this "
                                          "chance node is no roll: its outcomes are those "
                                          "of chance_outcomes()").format(value=action))
                outcome = self.space.exact.decode_chance(int(action))
                violation = g.why_illegal(outcome)
                if violation is not None:  # e.g. a tile no longer in the pile
                    raise IllegalAction(violation.rule_id, violation.reason, outcome)
            self._play(CHANCE, outcome)
            return
        if isinstance(self.space, CompactSpace):
            if g.is_over:  # (no word continues a decision: said as the exact space says it)
                raise IllegalAction("R-FINAL-5", Message("the game is over"))
            menu = self._decision_menu()
            pending, decision = self.space.step(g.state, menu, action)
            hidden = bool(menu.entries) and isinstance(menu.entries[0][1], Keep)
            self.record.append(("word", who, int(action), hidden))
            self._words += 1
        else:  # (a listed id took the quick way in _apply_action)
            pending, decision = self.space.step(g.state, None, action)
        self.pending = pending
        if decision is not None:
            self._words = 0
            self._play(who, decision)

    def _roll_die(self, action: int) -> None:
        """One die of the roll under way; the last one plays the roll (sorted, as the
        engine keeps it).  Each die is uniform, so a roll's probability is the engine's:
        the product over the dice, summed over the orders of its multiset."""
        g = self.game
        assert g is not None
        s = g.state
        first, faces = self._die_first, s.config.die_faces
        face: int | None = action - first + 1  # (ids first .. first + faces - 1)
        if type(action) is not int or not 0 < face <= faces:  # type: ignore[operator]
            face = _die_outcomes(first, faces).get(action)
        if face is None:
            raise IllegalAction("R-ROUND-3", Message(
                "chance id {id} is not a die of the Dice Rodeo: one of {first}..{last}",
                id=action, first=first, last=first + s.config.die_faces - 1))
        dice = self._dice = (*self._dice, face)
        self.record.append(("die", face))
        if len(dice) < s.dice_total:
            self._words += 1
            return
        self._dice = ()
        self._words = 0
        self._play(CHANCE, Roll(tuple(sorted(dice))))

    def _setup(self, outcome: int) -> None:
        spiel = self.get_game()
        if not 0 <= outcome < len(spiel.setups):
            raise _no_setup(outcome, len(spiel.setups))
        self.game = Game.new(spiel.players, seed=spiel.setup_seed(outcome), config=spiel.config,
                             auto_chance=False, draws="chance")
        self.record.append(("setup", outcome, _setup_text(spiel.setups[outcome])))

    def _play(self, who: int, a: Action) -> None:
        g = self.game
        assert g is not None
        s = g.state
        kind = type(a)
        fill = waiting_draw(s) if kind is Draw else None
        keep_phase = s.phase == _KEEP
        g.apply(a)
        if kind is not UseSteppe and not keep_phase:  # (nearly every step)
            self.record.append(("step", who, a, fill, None))
            return
        s = g.state
        look = tuple(sorted(s.steppe)) if kind is UseSteppe else None
        self.record.append(("step", who, a, fill, look))
        if keep_phase and s.phase != _KEEP:  # every keep is shown (R-PRELIM-2)
            keeps = tuple((r[1], r[2]) for r in self.record
                          if r[0] == "step" and isinstance(r[2], Keep))
            self.record.append(("reveal", keeps))

    def _action_to_string(self, player: int, action: int) -> str:
        """An id as a person reads it; an id that is none (out of range) raises what
        ``apply_action`` raises for it, naming the id and the range."""
        if self.game is None:
            setups = self.get_game().setups
            if not 0 <= action < len(setups):
                raise _no_setup(action, len(setups))
            return _setup_text(setups[action])
        if player == pyspiel.PlayerId.CHANCE:
            first = self.space.exact.chance_size
            last = first + self.game.state.config.die_faces - 1
            if not 0 <= action <= last:  # (the codec's chance ids, then one die's)
                raise InvalidAction(_("a chance id is 0..{last}, not {value}").format(
                    last=last, value=action))
            if action >= first:
                return f"die {action - first + 1}"
            return str(self.space.exact.decode_chance(action))
        return self.space.text(self.game.state, self.pending, action)

    def is_terminal(self) -> bool:
        # the current player, cached for the step (``is_chance_node`` asks next): only
        # the game's end has no one to act (every other phase names a seat or chance)
        now = self._now
        if now is None:
            if self.game is None:
                return False
            now = self.current_player()
        return now == _TERMINAL_ID

    def returns(self) -> list[float]:
        if self.game is None or not self.game.is_over:
            return [0.0] * self.players
        return [float(p) for p in self.game.pesos]

    def __str__(self) -> str:
        if self.game is None:
            return "setup"
        g = self.game
        text = self.table_text("position", lambda: json.dumps(g.to_position(), sort_keys=True))
        if isinstance(self.space, CompactSpace) and self.pending is not None:
            text += "\nwords: " + self.space.compact.text(self.pending.prefix)
        return text + self.dice_text()

    def dice_text(self) -> str:
        """The dice of a roll under way, as a line ("" when none is)."""
        return "\ndice: " + " ".join(map(str, self._dice)) if self._dice else ""

    def table_text(self, key: Any, make: Any) -> str:
        """A text made from the table alone (a position, an observation), made once per
        table: the words of a decision under way leave the table as it is, and OpenSpiel
        asks for these texts at every step."""
        version = len(self.record) - self._words  # words leave the table as it is
        if self._texts[0] != version:
            self._texts = (version, {})
        text = self._texts[1].get(key)
        if text is None:
            text = self._texts[1][key] = make()
        return str(text)

    # ------------------------------------------------------------ information
    def words_seen(self, viewer: int | None) -> tuple[int, ...]:
        """The words of the decision under way that ``viewer`` sees (None: the public)."""
        if self.pending is None or not self.pending.entries:
            return ()
        hidden = isinstance(self.pending.entries[0][1], Keep)
        if hidden and (viewer is None or viewer != self.current_player()):
            return ()
        return tuple(self.pending.prefix)

    def history_seen_by(self, viewer: int | None) -> str:
        """Every step as ``viewer`` saw it, in order, one a line (None: what everyone saw).

        Kept per viewer and extended by the steps since (search algorithms ask for it at
        every node); the texts are immutable, so clones share them."""
        done, text = self._seen.get(viewer, (0, ""))
        if done < len(self.record):
            words = self.space.compact.words if isinstance(self.space, CompactSpace) else ()
            lines = [line for r in self.record[done:]
                     if (line := _line(r, viewer, words)) is not None]
            text = "\n".join([text, *lines]) if done else "\n".join(lines)
            self._seen[viewer] = (len(self.record), text)
        return text

    def resample_from_infostate(self, player: int, sampler: Any) -> GauchoState:
        """A state ``player`` cannot tell from this one, with its own history (see the
        module text); ``sampler()`` gives the number that seeds the draw."""
        if self.game is None:
            return self._copy()
        value = sampler() if callable(sampler) else 0.0
        rng = random.Random(int(float(value) * 2**53))
        target = self.information_state_string(player)
        for _try in range(RESAMPLE_TRIES):
            other = self._permuted(player, rng)
            if other is not None and other.information_state_string(player) == target:
                return other
        return self._copy()

    def _copy(self) -> GauchoState:
        other: GauchoState = self.clone()
        return other

    def _permuted(self, player: int, rng: random.Random) -> GauchoState | None:
        """This game replayed with the tiles ``player`` never saw permuted (None: the
        permuted history is not legal)."""
        assert self.game is not None
        steps = [(r[1], r[2], r[3]) for r in self.record if r[0] == "step"]
        seen = self._tiles_seen(player)
        drawn = {a.tile for _, a, _ in steps if isinstance(a, Draw)}
        unseen = sorted((drawn | set(self.game.state.draw_pile)) - seen)
        shuffled = list(unseen)
        rng.shuffle(shuffled)
        perm = dict(zip(unseen, shuffled, strict=True))
        revealed = any(r[0] == "reveal" for r in self.record)
        other = GauchoState(self.get_game())
        try:
            other.apply_action(self.record[0][1])
            die_first = self.space.exact.chance_size
            for r in self.record:
                if r[0] == "die":  # public: the same dice in the same order
                    other.apply_action(die_first + r[1] - 1)
                if r[0] != "step" or isinstance(r[2], Roll):  # a roll comes by its dice
                    continue
                who, a = r[1], r[2]
                g = other.game
                assert g is not None
                if isinstance(a, Draw):
                    a = Draw(perm.get(a.tile, a.tile))
                elif isinstance(a, Cover):
                    a = Cover(tuple(sorted(perm.get(t, t) for t in a.tiles)))
                elif isinstance(a, Keep) and who != player and not revealed:
                    a = _keep_like(g, a, perm, rng)
                    if a is None:
                        return None
                if who == CHANCE:
                    other.apply_action(self.space.encode_chance(a))
                elif isinstance(self.space, CompactSpace):
                    other.take_words(self.space.compact.ids_of(a))
                else:
                    other.apply_action(self.space.exact.encode(a, g.state))
            for r in self.record[len(self.record) - self._words:]:
                if r[0] == "word":  # the words of the decision under way
                    other.apply_action(r[2])
        except GauchoError:
            return None
        return other

    def take_words(self, words: tuple[int, ...]) -> None:
        """Compact space: take a whole decision given all its words (those that come by
        themselves, and ``done`` if it is needed, as the space wants them)."""
        assert isinstance(self.space, CompactSpace)
        done = self.space.compact.done
        taken = len(self._decision_menu().prefix)  # (forced first words come by themselves)
        while True:
            self.apply_action(words[taken] if taken < len(words) else done)
            if self._words == 0:  # the decision is played
                return
            taken = len(self.pending.prefix)

    def _tiles_seen(self, player: int) -> set[int]:
        """Every tile ``player`` has seen named (drawn face up or to him, in a public or
        his own decision, revealed in a keep, on the Steppe he looked at)."""
        names = {tiles.name(t).lower(): t for t in self.space.exact.tiles}
        seen: set[int] = set()
        for r in self.record:
            if r[0] == "reveal":
                seen.update(t for _, keep in r[1] for t in keep.tiles)
            elif r[0] == "step":
                _, who, a, fill, look = r
                if _hidden_from(player, who, a, fill):
                    continue
                seen.update(names[w] for w in words_of(a) if w in names)
                if look is not None and who == player:
                    seen.update(look)
        return seen


def _keep_like(g: Game, keep: Keep, perm: dict[int, int], rng: random.Random
               ) -> Action | None:
    """Another player's hidden keep with its tiles permuted, or if that is not legal a
    random legal keep of as many tiles (None: there is none)."""
    moved = Keep.of([perm.get(t, t) for t in keep.tiles])
    if g.why_illegal(moved) is None:
        return moved
    same = [a for a in g.legal_actions() if isinstance(a, Keep)
            and len(a.tiles) == len(keep.tiles)]
    return rng.choice(same) if same else None


def _hidden_from(viewer: int | None, who: int, a: Action,
                 fill: tuple[str, int, str] | None) -> bool:
    """Does ``viewer`` (None: everyone) not see this step in full?  Another's keep
    (R-PRELIM-2), covering tiles (R-PRELIM-7), a tile drawn face down onto the Steppe
    (R-COMP-14) or into another's hand."""
    if isinstance(a, Keep):
        return who != viewer
    if isinstance(a, Cover):
        return True
    if isinstance(a, Draw) and fill is not None:
        what, which, _rule = fill
        return what == "steppe" or (what == "hand" and which != viewer)
    return False


def _line(r: Record, viewer: int | None, words: tuple[str, ...]) -> str | None:
    """One record as ``viewer`` saw it (None: what everyone saw), or None for a step he did
    not see at all: a word of another's hidden keep.  Not even that a word was taken: how
    many steps a keep takes depends on its tiles (``done`` is a step only where a longer
    keep was legal too), so the count would tell the others something of the tiles; they
    see the keep's size when it is played, as in the exact space."""
    tag = r[0]
    if tag == "setup":
        return str(r[2])
    if tag == "word":
        _, who, word, hidden = r
        return None if hidden and who != viewer else f"{who}: word {words[word]}"
    if tag == "die":
        return f"chance: die {r[1]}"
    if tag == "reveal":
        return "revealed " + "; ".join(f"{q}: {keep}" for q, keep in r[1])
    _, who, a, fill, look = r
    actor = "chance" if who == CHANCE else str(who)
    if not _hidden_from(viewer, who, a, fill):
        line = f"{actor}: {a}"
        if look is not None and who == viewer:
            line += "\nsteppe " + tiles.names(look)
        return line
    if isinstance(a, Keep):
        return f"{who}: keep {len(a.tiles)}"
    if isinstance(a, Cover):
        return f"cover {len(a.tiles)}"
    assert fill is not None
    return f"chance: draw into {fill[0]} {fill[1]}"


def _setup_choices(config: RulesConfig, players: int) -> list[tuple[tuple[int, ...], int]]:
    """Every (removed breeds, start player) setup can choose, each as likely (R-SETUP-4/10)."""
    breeds = range(len(BREED_LETTERS))
    removed = combinations(breeds, len(BREED_LETTERS) - config.breeds_in_play[players])
    return [(r, p) for r in removed for p in range(players)]


def _setup_text(choice: tuple[tuple[int, ...], int]) -> str:
    removed, start = choice
    breeds = "".join(BREED_LETTERS[b] for b in removed) or "-"
    return f"setup removed {breeds} start {start}"


def _setup_seed(config: RulesConfig, players: int, outcome: int) -> str:
    """The first seed ``openspiel/<outcome>/<k>`` whose setup makes the outcome's choices
    (a few tries: each choice has probability 1/10 at worst)."""
    removed, start = _setup_choices(config, players)[outcome]
    for k in count():
        seed = f"openspiel/{outcome}/{k}"
        s, _ = engine.setup(config, players, random.Random(f"{seed}/setup"), draws_by_chance=True)
        if s.start_player == start and removed_breeds(s) == removed:
            return seed
    raise AssertionError("unreachable")


def seeded_resampler(rng: random.Random) -> Any:
    """A resampler for OpenSpiel's ``ISMCTSBot.set_resampler`` that draws from ``rng``.

    The bot's own resampling passes a new ``pyspiel.UniformProbabilitySampler`` that no
    seed reaches, so its searches (and games) do not repeat even with every seed given;
    with ``bot.set_resampler(seeded_resampler(random.Random(seed)))`` they do."""
    def resample(state: GauchoState, player: int) -> GauchoState:
        return state.resample_from_infostate(player, rng.random)
    return resample


def winners(state: GauchoState) -> list[int]:
    """The winners of a finished game (everyone with the most Pesos, R-TIE-1)."""
    return [] if state.game is None else state.game.winners


class GauchoObserver:
    """OpenSpiel's PyObserver, of the type asked (see the module text, *Information*)."""

    def __init__(self, game: GauchoGame, iig_obs_type: Any = None) -> None:
        kind = iig_obs_type
        self.perfect_recall = bool(kind is not None and kind.perfect_recall)
        self.public = kind is None or bool(kind.public_info)
        private = pyspiel.PrivateInfoType.SINGLE_PLAYER if kind is None else kind.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise InvalidConfig(_("python_el_gaucho has no observer of every player's "
                                  "private information; ask for one player's "
                                  "(SINGLE_PLAYER) or none"))
        self.private = private == pyspiel.PrivateInfoType.SINGLE_PLAYER
        words = game.space.size if isinstance(game.space, CompactSpace) else 0
        self.encoder = encoder_for(game.config, game.players, words)
        self.tensor = np.zeros(0 if self.perfect_recall else self.encoder.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: GauchoState, player: int) -> None:
        if self.perfect_recall:
            raise InvalidConfig(_("python_el_gaucho provides no information-state tensor "
                                  "(it declares none): use information_state_string, or "
                                  "the observation tensor"))
        if state.game is None or not (self.public or self.private):  # (nothing to see)
            self.tensor.fill(0)
            return
        if not self.public:  # only what the player alone sees: where his view differs
            s = state.game.state
            self.encoder.into(self.tensor, s, player, words=state.words_seen(player))
            public = self.encoder.as_array(s, None, private=False, words=state.words_seen(None))
            self.tensor *= self.tensor != np.frombuffer(public, np.float32)
            return
        viewer = player if self.private else None
        self.encoder.into(self.tensor, state.game.state, viewer,
                          private=self.private, words=state.words_seen(viewer))

    def string_from(self, state: GauchoState, player: int) -> str:
        viewer = player if self.private else None
        s = state.game.state if state.game is not None else None
        if s is None:
            head = "before setup"
        elif not (self.public or self.private):  # an observer of nothing sees nothing
            head = ""
        elif not self.public:
            head = state.table_text(("private", player), lambda: json.dumps(
                private_view(s, player), sort_keys=True))
        else:
            head = state.table_text(("observation", viewer), lambda: json.dumps(
                observation(s, player) if self.private else public_view(s), sort_keys=True))
            if isinstance(state.space, CompactSpace):
                head += "\nwords: " + state.space.compact.text(state.words_seen(viewer))
            head += state.dice_text()
        if not self.perfect_recall:
            return head
        who = "public" if viewer is None else f"p{player}"
        return "\n".join([who, state.history_seen_by(viewer), head])


pyspiel.register_game(GAME_TYPE, GauchoGame)
