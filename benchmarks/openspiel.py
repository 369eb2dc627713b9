"""Game-AI interop speed, side by side: the engine's own API, the OpenSpiel adapter, the
PettingZoo env and OpenSpiel's C++ backgammon; then OpenSpiel's ISMCTS against the coach.

    python benchmarks/openspiel.py [--seconds 3] [--rounds 3] [--players 2] [--ismcts-games 2]

Every line plays uniformly random games for about ``--seconds`` in all, in ``--rounds``
rounds taken in turn with the other lines, timed in CPU seconds of this process
(``time.process_time``: the other programs of a busy machine do not count); the best
round of each is printed:

* ``engine``: ``gaucho.Game`` with draws by chance (``Game.new(draws="chance",
  auto_chance=False)``), ``legal_actions()``/``apply()`` and chance drawn by the engine
  (``gaucho.engine.sample_chance``) -- the same game and chance nodes as the adapter --
  and the same with chance drawn as the OpenSpiel loop draws it (``chance_outcomes()``,
  then ``random.choices``: the engine lists all 2,002 rolls of 9 dice each time);
* ``openspiel exact`` / ``openspiel compact``: ``python_el_gaucho`` through the OpenSpiel
  API (``legal_actions``, ``apply_action``, ``chance_outcomes``), one loop for all;
* ``backgammon``: OpenSpiel's own C++ game in that same Python loop (so its figure
  includes the loop's cost);
* ``pettingzoo``: the AEC loop of PettingZoo's documentation (``agent_iter``, ``last``,
  a random legal id from the mask, ``step``), wrapped (``env()``) and bare (``raw_env()``);
  chance is played inside the env, from the pile shuffled at setup.

Figures: ``steps/s`` counts each call that moves the game on (``apply_action``, ``step``:
a compact decision takes several, one per word; chance included for OpenSpiel),
``decisions/s`` the players' decisions the engine recorded (the same unit for every
line of El Gaucho).  The goals of issue 29: the PettingZoo env at 20,000 decisions/s or
more, the OpenSpiel adapter at half the engine's speed or more.  The action-id counts
of both spaces are printed first.

ISMCTS: ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` with its default settings
(random rollouts, ``--ismcts-simulations`` simulations a move) plays seat 0 of
``--ismcts-games`` 2-player games against ``gaucho.coach.CoachBot("club", seed)`` (when
the coach is installed) on the compact space; its win rate is printed.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel

from gaucho import engine as E
from gaucho.config import DEFAULT_CONFIG
from gaucho.game import CHANCE, Game
from gaucho.interop import pettingzoo as pz
from gaucho.interop.openspiel import SHORT_NAME
from gaucho.interop.spaces import action_space


def engine_rate(players: int, seconds: float, seed: int = 0, outcomes: bool = False
                ) -> tuple[float, float]:
    """(steps/s, decisions/s) of the engine's own API; chance drawn by the engine, or
    with ``outcomes`` from ``chance_outcomes()`` by the OpenSpiel loop's own code."""
    rng = random.Random(seed)
    steps = decisions = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds or games == 0:
        g = Game.new(players, seed=f"bench/{games}", auto_chance=False, draws="chance")
        s = g.state
        while not g.is_over:
            if g.current_player == CHANCE:
                if outcomes:
                    actions, probs = zip(*g.chance_outcomes(), strict=True)
                    a = rng.choices(actions, probs)[0]
                else:
                    a = E.sample_chance(s, rng)  # the engine's own draw of an outcome
            else:
                a = rng.choice(E.legal_actions(s))
                decisions += 1
            g.apply(a)
            steps += 1
        games += 1
    elapsed = time.process_time() - start
    return steps / elapsed, decisions / elapsed


def spiel_rate(game: pyspiel.Game, seconds: float, seed: int = 0) -> tuple[float, float]:
    """(steps/s, decisions/s) through the OpenSpiel API (decisions: the engine's count,
    0 for a game that is not El Gaucho)."""
    rng = random.Random(seed)
    steps = decisions = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds or games == 0:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(actions, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        played = getattr(state, "game", None)
        if played is not None:
            decisions += sum(1 for step in played.history if step.player >= 0)
        games += 1
    elapsed = time.process_time() - start
    return steps / elapsed, decisions / elapsed


def pettingzoo_rate(make: Any, players: int, space: str, seconds: float
                    ) -> tuple[float, float]:
    """(steps/s, decisions/s) of PettingZoo's AEC loop with random legal ids."""
    e = make(players=players, action_space=space)
    rng = np.random.default_rng(0)
    steps = decisions = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds or games == 0:
        e.reset(seed=games)
        for _agent in e.agent_iter():
            obs, _reward, termination, truncation, _info = e.last()
            if termination or truncation:
                e.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            e.step(int(legal[rng.integers(len(legal))]))
            steps += 1
        decisions += sum(1 for step in e.unwrapped.game.history if step.player >= 0)
        games += 1
    elapsed = time.process_time() - start
    return steps / elapsed, decisions / elapsed


def ismcts_against_club(games: int, simulations: int, seed: int = 0) -> str:
    """ISMCTS (default settings) in seat 0 against the coach's ``club`` level."""
    try:
        from gaucho.coach import CoachBot
    except ImportError:
        return "ISMCTS vs coach: gaucho.coach is not available"
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game(SHORT_NAME, {"players": 2, "action_space": "compact"})
    space = game.space
    wins = 0.0
    rng = random.Random(seed)
    for n in range(games):
        evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed + n))
        bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=simulations,
                               random_state=np.random.RandomState(seed + n))
        coach = CoachBot("club", seed + n)
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(actions, probs)[0])
            elif state.current_player() == 0:
                state.apply_action(bot.step(state))
            else:
                choice = coach.choose(state.game)
                for i in space.ids_of(state.game.state, choice):
                    state.apply_action(i)
        best = state.game.winners
        wins += (1.0 / len(best)) if 0 in best else 0.0
    return (f"ISMCTS ({simulations} simulations a move, default settings) vs coach 'club', "
            f"{games} games of 2 players: win rate {wins / games:.0%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per line, all rounds")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--ismcts-games", type=int, default=2)
    parser.add_argument("--ismcts-simulations", type=int, default=10)
    args = parser.parse_args()
    n, t = args.players, args.seconds / args.rounds
    for name in ("exact", "compact"):
        print(f"action ids, {name}: {action_space(DEFAULT_CONFIG, n, name).size:,}")
    runs: dict[str, Callable[[], tuple[float, float]]] = {
        "engine API (gaucho.Game)": lambda: engine_rate(n, t),
        "engine API, OpenSpiel's loop": lambda: engine_rate(n, t, outcomes=True)}
    for name in ("exact", "compact"):
        game = pyspiel.load_game(SHORT_NAME, {"players": n, "action_space": name})
        runs[f"openspiel {name}"] = lambda game=game: spiel_rate(game, t)  # type: ignore[misc]
    for name in ("exact", "compact"):
        for make in (pz.env, pz.raw_env):
            runs[f"pettingzoo {name} {make.__name__}()"] = (
                lambda make=make, name=name: pettingzoo_rate(make, n, name, t))  # type: ignore[misc]
    backgammon = pyspiel.load_game("backgammon")
    runs["backgammon (OpenSpiel C++)"] = lambda: (spiel_rate(backgammon, t)[0], 0.0)
    # rounds taken in turn, the best of each kept: a busy machine slows some rounds
    best: dict[str, tuple[float, float]] = {}
    for _ in range(args.rounds):
        for label, run in runs.items():
            steps, decisions = run()
            old = best.get(label, (0.0, 0.0))
            best[label] = (max(old[0], steps), max(old[1], decisions))
    rows = [(label, *rates) for label, rates in best.items()]
    engine = rows[0][2]
    print(f"{'':32} {'steps/s':>10} {'decisions/s':>12} {'x engine':>9}")
    for label, steps, decisions in rows:
        ratio = f"{decisions / engine:8.2f}x" if decisions else ""
        shown = f"{decisions:12,.0f}" if decisions else f"{'':12}"
        print(f"{label:32} {steps:10,.0f} {shown} {ratio}")
    if args.ismcts_games:
        print(ismcts_against_club(args.ismcts_games, args.ismcts_simulations))


if __name__ == "__main__":
    main()
