"""El Gaucho as an OpenSpiel game: ``pyspiel.load_game("python_el_gaucho", {"players": 3})``.

Importing this module registers the game (it needs the ``interop`` extra)::

    import pyspiel
    import gaucho.interop.openspiel  # noqa: F401  (registers python_el_gaucho)
    game = pyspiel.load_game("python_el_gaucho", {"players": 3})

The game type: sequential, explicit stochastic chance, imperfect information,
general-sum, terminal rewards.  Parameter: ``players`` (2-4, default 2).

Rewards
    At the end each player's return is his final Pesos (R-FINAL-5), so a player's
    score is not only win or loss; ``min_utility`` 0, ``max_utility`` a bound no
    game reaches (:data:`MAX_PESOS`).  :func:`winners` gives the winners (ties share).
Actions
    The ids of :class:`gaucho.interop.codec.ActionCodec` (``num_distinct_actions``
    is its size); chance outcomes use its chance ids.
Chance
    Explicit, with exact probabilities.  The game runs with draws by chance
    (``gaucho.Game.new(draws="chance")``): the pile has no order, and every tile that
    leaves it (seeding the pastures and the Steppe, the preliminary deal, refills,
    the Steppe refill) is a chance node whose outcomes are the tiles still in the
    pile, each with probability ``1/len(pile)`` (R-COMP-15).  The other chance
    nodes: every roll of the Dice Rodeo (a multiset of dice, the probability of that
    multiset) and the covering tiles of a 3-player game (uniform over the sets of
    discards).  The first node, ``setup``, decides the public choices of setup: one
    outcome per (removed breed, start player), uniform (R-SETUP-4, R-SETUP-10); with
    3 or 4 players no breed is removed, so it is the start player alone.  (With 2
    players the removed breed's tiles also split into covering and out of the game;
    no one ever sees which is which, so the adapter takes the split of the first
    seed ``openspiel/<outcome>/<k>`` that makes those choices.)
Information
    ``observation_string``: the player's observation (:mod:`gaucho.observation`) as
    JSON; ``observation_tensor``: :mod:`gaucho.interop.tensor`.
    ``information_state_string``: the player, every step as he saw it (a tile drawn
    face up into a pasture by name, one drawn into his own hand by name, any other
    draw only as where it went; other players' kept tiles and covering tiles only as
    counts, the Steppe's tiles only when he looked), then his current observation.
    ``resample_from_infostate``: a table drawn from what the player sees now
    (:meth:`gaucho.information.InformationSet.sample`) with the same past; it is
    consistent with his observation, not with all he remembers (e.g. where his own
    discards went).
"""

from __future__ import annotations

import json
import random
from itertools import combinations, count
from typing import Any

import numpy as np
import pyspiel

from gaucho import actions as A
from gaucho import engine as E
from gaucho import tiles as T
from gaucho.config import BREED_LETTERS, DEFAULT_CONFIG, RulesConfig
from gaucho.engine.pile import waiting_draw
from gaucho.game import CHANCE, Game
from gaucho.information import InformationSet, removed_breeds
from gaucho.interop.codec import codec_for
from gaucho.interop.tensor import tensor_from_observation, tensor_size
from gaucho.observation import observation

__all__ = ["MAX_PESOS", "SHORT_NAME", "GauchoGame", "GauchoState", "winners"]

SHORT_NAME = "python_el_gaucho"
#: A bound on the final Pesos of one player no game reaches (OpenSpiel wants one).
MAX_PESOS = 1000.0
#: Longest game in steps (chance included); real games take a few hundred.
MAX_GAME_LENGTH = 3000

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
    parameter_specification={"players": 2},
)


class GauchoGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game: one rules configuration (the default rules), 2-4 players."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        players = int(params.get("players", 2))
        if not 2 <= players <= 4:
            raise ValueError(f"players: El Gaucho is for 2 to 4 players, not {players}")
        self.config = DEFAULT_CONFIG
        self.players = players
        #: The outcomes of the ``setup`` node: (removed breeds, start player), uniform.
        self.setups = _setup_choices(self.config, players)
        self.codec = codec_for(self.config, players)
        self._seeds: dict[int, str] = {}
        info = pyspiel.GameInfo(
            num_distinct_actions=self.codec.size,
            max_chance_outcomes=max(len(self.setups), self.codec.chance_size),
            num_players=players,
            min_utility=0.0,
            max_utility=MAX_PESOS,
            utility_sum=None,
            max_game_length=MAX_GAME_LENGTH)
        super().__init__(GAME_TYPE, info, {"players": players})

    def setup_seed(self, outcome: int) -> str:
        """The seed of ``setup`` outcome ``outcome`` (found once, then remembered)."""
        seed = self._seeds.get(outcome)
        if seed is None:
            seed = self._seeds[outcome] = _setup_seed(self.config, self.players, outcome)
        return seed

    def __deepcopy__(self, memo: dict[int, Any]) -> GauchoGame:
        return self  # immutable: states share it

    def new_initial_state(self) -> GauchoState:
        return GauchoState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> GauchoObserver:
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return GauchoObserver(self, perfect_recall)


class GauchoState(pyspiel.State):  # type: ignore[misc]
    """A game in progress; before the ``setup`` chance node, no table yet."""

    def __init__(self, game: GauchoGame) -> None:
        super().__init__(game)
        self._spiel = game
        self.codec = game.codec
        self.game: Game | None = None
        #: per player, every step as he saw it (see the module text)
        self.views: list[list[str]] = [[] for _ in range(game.players)]

    # ------------------------------------------------------------ OpenSpiel API
    def current_player(self) -> int:
        g = self.game
        if g is None:
            return int(pyspiel.PlayerId.CHANCE)
        if g.is_over:
            return int(pyspiel.PlayerId.TERMINAL)
        who = g.current_player
        return int(pyspiel.PlayerId.CHANCE) if who == CHANCE else who

    def _legal_actions(self, player: int) -> list[int]:
        assert self.game is not None
        return self.codec.legal_ids(self.game.state)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.game is None:
            p = 1.0 / len(self._spiel.setups)
            return [(i, p) for i in range(len(self._spiel.setups))]
        return sorted((self.codec.encode_chance(a), p) for a, p in self.game.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        if self.game is None:
            spiel = self._spiel
            self.game = Game.new(spiel.players, seed=spiel.setup_seed(action),
                                 config=spiel.config, auto_chance=False, draws="chance")
            text = _setup_text(spiel.setups[action])
            for view in self.views:
                view.append(text)
            return
        g = self.game
        who = g.current_player
        if who == CHANCE:
            a = self.codec.decode_chance(action)
            if g.why_illegal(a) is not None:  # e.g. a tile not in the pile: not an outcome
                raise ValueError(f"chance outcome {action} ({a!r}) is not possible now")
        else:
            a = self.codec.decode(action, g.state)
        fill = waiting_draw(g.state)
        g.apply(a)
        for q, view in enumerate(self.views):
            view.append(_seen_by(q, who, a, fill))
            if q == who and isinstance(a, A.UseSteppe):
                view.append("steppe " + T.names(sorted(g.state.steppe)))

    def _action_to_string(self, player: int, action: int) -> str:
        if self.game is None:
            return _setup_text(self._spiel.setups[action])
        if player == pyspiel.PlayerId.CHANCE:
            return str(self.codec.decode_chance(action))
        return str(self.codec.decode(action, self.game.state))

    def is_terminal(self) -> bool:
        return self.game is not None and self.game.is_over

    def returns(self) -> list[float]:
        if self.game is None or not self.game.is_over:
            return [0.0] * self._spiel.players
        return [float(p) for p in self.game.pesos]

    def resample_from_infostate(self, player: int, sampler: Any) -> GauchoState:
        """A state the player cannot tell from this one, drawn from what he sees."""
        other: GauchoState = self.clone()
        if self.game is None or self.game.is_over:
            return other
        seed = int(float(sampler()) * 2**31) if callable(sampler) else 0
        table = InformationSet.of(self.game.state, player).sample(random.Random(seed))
        other.game = Game(table, seed=f"resampled/{seed}", auto_chance=False)
        return other

    def __str__(self) -> str:
        if self.game is None:
            return "setup"
        return json.dumps(self.game.to_position(), sort_keys=True)


def _seen_by(viewer: int, who: int, a: A.Action, fill: tuple[str, int, str] | None) -> str:
    """One step as ``viewer`` saw it: hidden choices only as counts (R-PRELIM-2/7), a tile
    drawn face down (the Steppe, R-COMP-14) or into another's hand only as where it went."""
    if isinstance(a, A.Keep) and who != viewer:
        return f"{who}: keep {len(a.tiles)}"
    if isinstance(a, A.Cover):
        return f"cover {len(a.tiles)}"
    if isinstance(a, A.Draw) and fill is not None:
        what, which, _rule = fill
        if what == "steppe" or (what == "hand" and which != viewer):
            return f"chance: draw into {what} {which}"
    return f"{'chance' if who == CHANCE else who}: {a}"


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
        s, _ = E.setup(config, players, random.Random(f"{seed}/setup"), draws_by_chance=True)
        if s.start_player == start and removed_breeds(s) == removed:
            return seed
    raise AssertionError("unreachable")


def winners(state: GauchoState) -> list[int]:
    """The winners of a finished game (everyone with the most Pesos, R-TIE-1)."""
    return [] if state.game is None else state.game.winners


class GauchoObserver:
    """OpenSpiel's PyObserver: the observation (or information state) of a player."""

    def __init__(self, game: GauchoGame, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.config = game.config
        self.tensor = np.zeros(tensor_size(game.config, game.players), np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: GauchoState, player: int) -> None:
        if state.game is None:
            self.tensor.fill(0)
            return
        obs = observation(state.game.state, player)
        self.tensor[:] = tensor_from_observation(obs, self.config)

    def string_from(self, state: GauchoState, player: int) -> str:
        if state.game is None:
            return f"p{player} before setup"
        obs = json.dumps(observation(state.game.state, player), sort_keys=True)
        if not self.perfect_recall:
            return obs
        return "\n".join([f"p{player}", *state.views[player], obs])


pyspiel.register_game(GAME_TYPE, GauchoGame)
