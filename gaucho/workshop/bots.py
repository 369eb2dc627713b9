"""Bots: players made of code, for simulations and for a workshop's own ideas.

The protocol is one method: a bot is any object with ``choose(game) -> action``
(:class:`Bot`), and a plain function ``f(game) -> action`` becomes one with
:func:`as_bot`.  The bot is asked whenever ``game.current_player`` is its seat;
in the collection phases that may not be the turn player (R-COLLECT-5)::

    >>> import gaucho
    >>> from gaucho.workshop.bots import GreedyBot, RandomBot, as_bot, play_game
    >>> def first_legal(game):
    ...     return game.legal_actions()[0]
    >>> game = play_game([RandomBot(1), GreedyBot(2), as_bot(first_legal)], seed=5)
    >>> game.is_over
    True

Three bots come with the package:

* :class:`RandomBot` — uniform over the legal actions;
* :class:`GreedyBot` — the best value one decision ahead (a draft or a WISH,
  which gain nothing by themselves, is valued by the best decision it enables);
* :class:`MonteCarloBot` — information-set Monte Carlo: the greedy top-k
  candidates, each tried in a few random playouts on tables sampled from what
  the player sees, to a depth cap, scored by the same evaluation.

The coach's levels (:class:`gaucho.coach.CoachBot`: ``"beginner"``, ``"club"``,
``"expert"``) play by information-set search and are named like these.

Bots decide from what their player can see, never from the hidden tiles (the
draw pile, the Steppe, covering tiles, the others' preliminary hands; see
:mod:`gaucho.information`).  The legal actions are what the player is offered,
and they do not depend on hidden tiles (R-STEPPE-1); whatever a bot looks ahead
at, it looks at on a table sampled from the player's
:class:`~gaucho.information.InformationSet` (determinization), never the real
one.  So two tables the player cannot tell apart get the same choice from bots
seeded alike.  Each bot owns a ``random.Random`` seeded at creation, so a game
between bots is a pure function of the seeds.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import math
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from gaucho import engine
from gaucho.actions import Action, UseSteppe, parse
from gaucho.coach import LEVELS, CoachBot, Level
from gaucho.coach import evaluation as _evaluation
from gaucho.config import RulesConfig
from gaucho.errors import GauchoError, IllegalAction, SimulationError
from gaucho.i18n import Message, _
from gaucho.information import InformationSet
from gaucho.state import State

if TYPE_CHECKING:
    from gaucho.game import Game
    from gaucho.variants import Variant

__all__ = [
    "BOTS",
    "DEFAULT_BOT",
    "Bot",
    "FunctionBot",
    "GreedyBot",
    "MonteCarloBot",
    "RandomBot",
    "StalledGame",
    "as_bot",
    "bot_name",
    "evaluate",
    "make_bot",
    "play_game",
    "worths",
]

Seed = int | str


@runtime_checkable
class Bot(Protocol):
    """Anything with ``choose(game) -> action`` is a bot."""

    def choose(self, game: Game) -> Action: ...


class StalledGame(GauchoError):
    """A game between bots did not end within ``max_steps`` decisions."""


# ============================================================== evaluation
# The coach's judgement of a table (gaucho.coach.evaluation), re-exported: one source.
WEIGHTS = _evaluation.WEIGHTS
worths = _evaluation.worths
evaluate = _evaluation.evaluate


# =================================================================== bots
class RandomBot:
    """Uniform over the legal actions, from its own seeded ``random.Random``.

    The legal actions are what the player is offered; they never depend on tiles
    he cannot see (R-STEPPE-1), so nothing else needs hiding.
    """

    name = "random"

    def __init__(self, seed: Seed = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        return self.rng.choice(engine.legal_actions(game.state))

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed!r})"


class GreedyBot:
    """The best :func:`evaluate` one decision ahead; ties broken by its seeded RNG.

    A draft (R-TURN-1), a WISH (R-WISH-1), a gaucho taken back from an Action
    Space (R-SPECIAL-6) or from lying claims (R-NOGAUCHO-1) gains little by
    itself, so it is valued by the best decision it makes possible (two
    decisions ahead).  Using SECRET CATTLE commits before the Steppe is seen
    (R-STEPPE-1), so it is valued by the best tiles to take, averaged over
    ``steppe_samples`` Steppes sampled from the tiles the player cannot see.

    :meth:`choose` looks ahead on a table sampled from the player's information
    set, never on the real one.
    """

    name = "greedy"

    #: Guesses at the face-down Steppe when deciding whether to use SECRET CATTLE.
    steppe_samples = 6

    def __init__(self, seed: Seed = 0, weights: dict[str, float] | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.weights = dict(WEIGHTS, **_checked_weights(weights))

    def scores(self, s: State, player: int) -> list[tuple[float, Action]]:
        """``(score, action)`` for every legal action of ``player`` (the one to act).

        The look-ahead runs on ``s`` as given: pass a table sampled from the
        player's information set, as :meth:`choose` does, unless the table holds
        nothing hidden.  SECRET CATTLE is valued on Steppes sampled from that
        information set, so it never reads ``s.steppe``.
        """
        legal = engine.legal_actions(s)
        values = _evaluation.one_ply_scores(s, player, legal, self.weights, skip=UseSteppe)
        out: list[tuple[float, Action]] = []
        info: InformationSet | None = None
        for a, value in zip(legal, values, strict=True):
            if isinstance(a, UseSteppe):
                info = info or InformationSet.of(s, player)
                value = self._steppe_expectation(info, a)
            out.append((value, a))
        return out

    def _steppe_expectation(self, info: InformationSet, use: Action) -> float:
        """The best SECRET CATTLE tiles' value, averaged over Steppes the player may face."""
        total = 0.0
        for _sample in range(self.steppe_samples):
            guess = info.sample(self.rng)
            engine.apply(guess, use)
            total += _evaluation.best_after(guess, info.player, self.weights)
        return total / self.steppe_samples

    def choose(self, game: Game) -> Action:
        s = game.state
        legal = engine.legal_actions(s)
        if len(legal) == 1:
            return legal[0]
        player = engine.current_player(s)
        guess = InformationSet.of(s, player).sample(self.rng)
        return _pick_best(self.scores(guess, player), self.rng)

    def __repr__(self) -> str:
        return f"GreedyBot(seed={self.seed!r})"


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _checked_weights(weights: Any) -> dict[str, float]:
    """GreedyBot's ``weights``: a dict of known weights to numbers (a misspelt weight was
    silently ignored), else :class:`SimulationError` naming the weight."""
    if weights is None:
        return {}
    known = ", ".join(WEIGHTS)
    if not isinstance(weights, dict):
        # Translators: weights is an argument's name, {known} the weights' names (neither
        # is translated).
        raise SimulationError(_("weights must be a dict of weights ({known}) to numbers, not "
                                "{value!r}").format(known=known, value=weights))
    for key, value in weights.items():
        if key not in WEIGHTS:
            raise SimulationError(_("unknown weight {name!r}; the weights are {known}").format(
                name=key, known=known))
        if not _is_number(value):
            raise SimulationError(_("weight {name!r} must be a number, not {value!r}").format(
                name=key, value=value))
    return dict(weights)


def _pick_best(scored: list[tuple[float, Action]], rng: random.Random) -> Action:
    top = max(v for v, _ in scored)
    best = [a for v, a in scored if v >= top - 1e-9]
    return best[0] if len(best) == 1 else rng.choice(best)


class MonteCarloBot:
    """Information-set Monte Carlo over the greedy top-k actions.

    The player's :class:`~gaucho.information.InformationSet` is every table he
    cannot tell from the real one.  The candidates are the ``top_k`` best by
    :class:`GreedyBot`'s scores on one table sampled from it; each candidate is
    tried in ``playouts`` playouts, each on a fresh sample (the hidden tiles dealt
    anew, SECRET CATTLE's Steppe included): apply it, let every player (itself
    included) play random legal actions, sample chance steps from the bot's own
    RNG with :func:`gaucho.engine.sample_chance`, and stop after ``depth``
    decisions or at the end of the game.  The candidate with the best mean
    :func:`evaluate` is chosen (``greedy_weight`` x its greedy score is added as
    a prior, which keeps the bot sensible with few playouts).  The candidates are
    legal on every sample, since the legal actions depend only on what the player
    sees.

    Measured with ``benchmarks/bots.py`` (80 four-player games, seats rotating,
    seed 11): with the defaults it wins 44 % [34 %, 55 %] (95 % interval) of the
    games against three greedy bots (fair: 25 %), at about 1.5 s per game on
    one core.
    """

    name = "montecarlo"

    def __init__(self, seed: Seed = 0, playouts: int = 12, top_k: int = 3, depth: int = 40,
                 greedy_weight: float = 1.0) -> None:
        for key, value in (("playouts", playouts), ("top_k", top_k), ("depth", depth)):
            if isinstance(value, bool) or not isinstance(value, int):
                # Translators: {name} is a setting of the montecarlo bot (playouts, top_k,
                # depth), not translated.
                raise SimulationError(_("the bot's {name} must be a whole number, not "
                                        "{value}").format(name=key, value=repr(value)[:20]))
        if not _is_number(greedy_weight):
            # Translators: {name} is a setting of the montecarlo bot (greedy_weight), not
            # translated.
            raise SimulationError(_("the bot's {name} must be a number, not {value}").format(
                name="greedy_weight", value=repr(greedy_weight)[:20]))
        if playouts < 1 or top_k < 1 or depth < 0:
            raise SimulationError(_("playouts and top_k must be at least 1, depth at least 0"))
        self.seed = seed
        self.rng = random.Random(seed)
        self.playouts = playouts
        self.top_k = top_k
        self.depth = depth
        self.greedy_weight = greedy_weight
        self._greedy = GreedyBot(seed)

    def choose(self, game: Game) -> Action:
        s = game.state
        player = engine.current_player(s)
        legal = engine.legal_actions(s)
        if len(legal) == 1:
            return legal[0]
        info = InformationSet.of(s, player)
        scored = self._greedy.scores(info.sample(self.rng), player)
        order = sorted(range(len(scored)), key=lambda i: -scored[i][0])
        candidates = [scored[i] for i in order[: self.top_k]]
        if len(candidates) == 1:
            return candidates[0][1]
        results: list[tuple[float, Action]] = []
        for prior, a in candidates:
            total = 0.0
            for _playout in range(self.playouts):
                guess = info.sample(self.rng)
                engine.apply(guess, a)
                total += self._playout(guess, player)
            results.append((total / self.playouts + self.greedy_weight * prior, a))
        return _pick_best(results, self.rng)

    def _playout(self, s: State, player: int) -> float:
        rng = self.rng
        steps = 0
        while steps < self.depth:
            who = engine.current_player(s)
            if who == engine.CHANCE:
                engine.apply(s, engine.sample_chance(s, rng))
                continue
            if who == engine.TERMINAL:
                break
            engine.apply(s, rng.choice(engine.legal_actions(s)))
            steps += 1
        return evaluate(s, player, self._greedy.weights)

    def __repr__(self) -> str:
        return (f"MonteCarloBot(seed={self.seed!r}, playouts={self.playouts}, "
                f"top_k={self.top_k}, depth={self.depth})")


class FunctionBot:
    """A plain function ``f(game) -> action`` (or action text) as a bot."""

    def __init__(self, func: Callable[[Game], Action | str], name: str | None = None) -> None:
        self.func = func
        self.name = name or getattr(func, "__name__", "function")

    def choose(self, game: Game) -> Action:
        action = self.func(game)
        return parse(action) if isinstance(action, str) else action

    def __repr__(self) -> str:
        return f"as_bot({self.name})"


def as_bot(obj: Bot | Callable[[Game], Action | str], name: str | None = None) -> Bot:
    """A bot from a bot (returned as is) or a function ``f(game) -> action``."""
    if hasattr(obj, "choose"):
        return obj
    if callable(obj):
        return FunctionBot(obj, name)
    raise SimulationError(_("{obj} is not a bot: give a bot's name ({bots}), a bot (with "
                            ".choose(game)) or a function f(game) -> action").format(
        obj=repr(obj)[:60], bots=", ".join(BOTS)))


#: Bot names usable as specs in :func:`make_bot`, :func:`play_game` and ``simulate``.
#: The coach's levels (gaucho.coach.LEVELS) are bots too: ``make_bot("expert", seed)``.
BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "montecarlo": MonteCarloBot,
    "mc": MonteCarloBot,
    **{name: functools.partial(CoachBot, name) for name in LEVELS},
}
_TRUSTED = (RandomBot, GreedyBot, MonteCarloBot, CoachBot)

#: The bot that plays a seat nobody named: in ``simulate()``, ``gaucho simulate`` and the
#: Workshop tab.  ``greedy`` plays sensibly (it wins 80 of 80 games against three random
#: bots, and its games last about 12 rounds, as between sensible players, against 21 between
#: random bots) at a cost a tab can pay: 0.11 s of CPU a four-player game on this project's
#: 2-core test machine, against about 1.5 s for the coach's ``beginner`` (3 December 2026,
#: seed 1; docs/design-metrics.md, Bots), so 200 paired games take under a minute of CPU
#: instead of about ten, and also run in the browser's Python.
#: Studies (:mod:`gaucho.workshop.sweep`) default to the coach's levels instead.
DEFAULT_BOT = "greedy"


def _parse_value(text: str) -> Any:
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    return text


def make_bot(spec: Any, seed: Seed = 0) -> Bot:
    """A fresh bot from a picklable spec, seeded with ``seed``.

    Specs: a name (``"random"``, ``"greedy"``, ``"montecarlo"``, or a coach level
    ``"beginner"``, ``"club"``, ``"expert"``), optionally with settings:
    ``"montecarlo:playouts=4,top_k=2"``, ``"club:simulations=200"``), a bot class or a
    ``functools.partial`` of one (called with ``seed=``), a function
    ``f(game) -> action`` (wrapped with :func:`as_bot`), or a bot instance
    (used as is: give each game its own instance if it keeps state).
    """
    if isinstance(spec, str):
        name, _colon, params = spec.partition(":")
        cls = BOTS.get(name.strip().lower())
        if cls is None:
            raise SimulationError(_("unknown bot {name!r}; known bots: {bots}").format(
                name=name, bots=", ".join(BOTS)))
        kwargs: dict[str, Any] = {}
        for item in filter(None, (p.strip() for p in params.split(","))):
            key, sep, value = item.partition("=")
            if not sep:
                raise SimulationError(_("bot setting {item!r}: write key=value").format(
                    item=item))
            kwargs[key.strip()] = _parse_value(value.strip())
        try:
            bot: Any = cls(seed=seed, **kwargs)
        except GauchoError:
            raise
        except (TypeError, ValueError):  # a setting it does not take, or a bad value
            if isinstance(cls, functools.partial):  # a coach level: its budget's fields
                known = [f.name for f in dataclasses.fields(Level) if f.name != "name"]
            else:
                known = [p for p in inspect.signature(cls).parameters if p != "seed"]
            raise SimulationError(_("bot {spec!r}: a setting it does not take, or a value of "
                                    "the wrong kind; {name} takes {known}").format(
                spec=spec, name=name.strip().lower(),
                known=", ".join(known) or "-")) from None
        if params:
            bot.name = spec
        return bot  # type: ignore[no-any-return]
    if isinstance(spec, type) or (isinstance(spec, functools.partial)
                                  and isinstance(spec.func, type)):
        return spec(seed=seed)  # type: ignore[no-any-return]
    return as_bot(spec)


def bot_name(bot: Any) -> str:
    """A short label: the bot's ``name`` attribute, else its class name."""
    name = getattr(bot, "name", None)
    return str(name) if name else type(bot).__name__


def play_game(bots: Sequence[Any] | Any, players: int | None = None, seed: Seed = 0,
              variant: str | Variant | None = None, config: RulesConfig | None = None,
              max_steps: int = 20_000, check: bool | None = None) -> Game:
    """Play a whole game between bots and return the finished :class:`gaucho.Game`.

    ``bots`` is one spec per seat (see :func:`make_bot`), or one spec for every
    seat.  Chance steps are resolved from ``seed`` (as in ``Game.new``), and bot
    ``i`` is seeded with ``f"{seed}/bot/{i}"``.  The built-in bots only choose
    legal actions and use the unchecked fast path; other bots are checked
    (``check=None``), and an illegal choice raises :class:`gaucho.IllegalAction`
    naming the bot.  More than ``max_steps`` decisions raise :class:`StalledGame`.
    ``players`` that is not 2, 3 or 4, or a number of bots that does not fit it, raises
    :class:`gaucho.errors.SimulationError` naming ``players`` or ``bots``, before any
    game starts.
    """
    from gaucho.game import Game

    if players is not None and (isinstance(players, bool) or not isinstance(players, int)
                                or not 2 <= players <= 4):
        raise SimulationError(_("players: El Gaucho is for 2 to 4 players, not {players}")
                              .format(players=repr(players)[:40]))
    specs = list(bots) if isinstance(bots, list | tuple) else [bots]
    if players is None and len(specs) > 1 and not 2 <= len(specs) <= 4:
        # Translators: "bots" is play_game's argument; {bots} is a number (0, 5, 6...).
        raise SimulationError(_("bots: El Gaucho is for 2 to 4 players, not {bots} bots; give "
                                "one bot for every seat, or one for them all").format(
            bots=len(specs)))
    if players is None:
        players = len(specs) if len(specs) > 1 else 4
    if len(specs) == 1:
        specs = specs * players
    if len(specs) != players:
        # Translators: "bots" is play_game's argument; {bots} and {players} are numbers.
        raise SimulationError(_("bots: {bots} bots for {players} players; give one bot for "
                                "every seat, or one for them all").format(
            bots=len(specs), players=players))
    made = [make_bot(spec, seed=f"{seed}/bot/{i}") for i, spec in enumerate(specs)]
    if variant is not None and not isinstance(variant, str):
        config, vname = variant.config, variant.name
        game = Game.new(players, seed, config=config)
        game.variant = vname
    else:
        game = Game.new(players, seed, config=config, variant=variant)
    checked = [(not isinstance(b, _TRUSTED)) if check is None else check for b in made]
    steps = 0
    while not game.is_over:
        p = game.current_player
        if p < 0:
            raise StalledGame(_("no player to act in phase {phase!r}").format(
                phase=game.phase))
        if steps >= max_steps:
            raise StalledGame(_("the game did not end within {n} decisions (round {round}); "
                                "do the bots ever claim tiles?").format(n=max_steps,
                                                                        round=game.round))
        action = made[p].choose(game)
        if checked[p]:
            try:
                game.play(action)
            except IllegalAction as exc:
                # Translators: {seat} is a number, {reason} the rules' refusal.
                raise IllegalAction(exc.rule_id, Message(
                    "bot {bot} (seat {seat}) chose an illegal action: {reason}",
                    bot=bot_name(made[p]), seat=p, reason=exc.reason), action) from None
        else:
            game.apply(action)
        steps += 1
    return game
