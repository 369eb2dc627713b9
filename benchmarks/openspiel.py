"""Game-AI interop speed, side by side: the engine's own API, the OpenSpiel adapter, the
PettingZoo env and OpenSpiel's C++ backgammon; then OpenSpiel's ISMCTS against the coach.

    python benchmarks/openspiel.py [--seconds 6] [--rounds 3] [--players 2]
        [--ismcts-games 20 --ismcts-simulations 10 --ismcts-progress FILE] [--ismcts-only]

Every line plays uniformly random games for about ``--seconds`` in all, in ``--rounds``
rounds taken in turn with the other lines, timed in CPU seconds of this process
(``time.process_time``: the other programs of a busy machine do not count); the best
round of each is printed.  Every line plays new games in every round (seeded by the
round and the line): games played before leave their decisions in the adapters' caches,
which a training loop, whose games are all new, does not find (replayed games made the
PettingZoo env look about 30% quicker).  The lines:

* ``engine``: ``gaucho.Game`` with draws by chance (``Game.new(draws="chance",
  auto_chance=False)``), ``legal_actions()``/``apply()`` and chance drawn by the engine
  (``gaucho.engine.sample_chance``) -- the same game and chance nodes as the adapter --
  and the same with chance drawn as the OpenSpiel loop draws it (``chance_outcomes()``,
  then ``random.choices``: the engine lists all the rolls of the dice each time);
* ``openspiel exact`` / ``openspiel compact``: ``python_el_gaucho`` through the OpenSpiel
  API (``legal_actions``, ``apply_action``, ``chance_outcomes``), one loop for all;
* ``backgammon``: OpenSpiel's own C++ game in that same Python loop, for scale (the
  loop alone costs about 2.3 microseconds a step, measured with a Python game that
  does nothing; backgammon takes 11-13);
* ``pettingzoo``: the AEC loop of PettingZoo's documentation (``agent_iter``, ``last``,
  a random legal id from the mask, ``step``), for both env objects: ``env()``, what a
  user gets (wrapped as PettingZoo's classic games are, three wrappers that forward
  every attribute read), and the bare ``raw_env()``; chance is played inside the env,
  from the game's seed.

``x engine`` is the best round of the line over the best round of the engine;
``paired`` the median over the rounds of the line's rate over the engine's in the same
round (measured one after the other: less moved by a round that a busy machine slowed).

Figures: ``steps/s`` counts each call that moves the game on (``apply_action``, ``step``:
a compact decision takes several, one per word that is a choice; chance included for
OpenSpiel; for PettingZoo a step is one ``step()`` of the acting agent, chance played
inside the env), ``decisions/s`` the
players' decisions the engine recorded (the same unit for every line of El Gaucho).  The
goals of issue 29: the PettingZoo env at 20,000 decisions a second, the OpenSpiel adapter
at half the engine's speed or more.  The action-id counts of both spaces come first.

ISMCTS: ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` with its default settings
(``uct_c`` 2 and ``--ismcts-simulations`` a move, which have no defaults; one random
rollout per evaluation) plays ``--ismcts-games`` 2-player games against
``gaucho.coach.CoachBot("club", seed)`` on the compact space, seats taken in turn; its
win rate is printed with a 95% Wilson interval (a tie counts as a shared win).

Measured on the 2-core development machine (load average 0.9-1.0), 2026-12-04
02:28-02:29 UTC, the code of commit 99bb7f2 with this file's games of their own per line,
``--seconds 5 --rounds 5 --ismcts-games 0``, CPU time, 2 players, two runs
(docs/interop.md, *Speed*, has the table and what it means): engine 72,400-73,700
decisions/s; OpenSpiel exact 39,500-39,700 (0.54-0.55x best over best, paired
0.53-0.56x), compact 25,200-25,300; PettingZoo compact ``env()`` 21,600-21,700
(0.29-0.30x), ``raw_env()`` 22,100-22,400 (0.30-0.31x); backgammon 124,000-125,000
steps/s.  The OpenSpiel goal is reached; PettingZoo's 20,000 a second on this machine
by 8%, not on one a tenth slower.  (The runs of 2026-12-03, 21,900-25,300 for ``env()``,
replayed the same games round after round and line after line, as this file then did:
they found those games' decisions in the adapters' caches.)  The machine's pace moves
from day to day: compare the ratios.
ISMCTS at 10 simulations a move (code of 9faf622): 0 wins in 20 games (95% interval
0%-16%), see docs/interop.md.  ISMCTSBot's own resampling uses an unseeded
``pyspiel.UniformProbabilitySampler``; here it is given
``gaucho.interop.openspiel.seeded_resampler``, so its games repeat.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from statistics import median
from typing import Any

import numpy as np
import pyspiel

from gaucho import engine as E
from gaucho.config import DEFAULT_CONFIG
from gaucho.game import CHANCE, Game
from gaucho.interop import pettingzoo as pz
from gaucho.interop.openspiel import SHORT_NAME, seeded_resampler
from gaucho.interop.spaces import action_space


def engine_rate(players: int, seconds: float, seed: int = 0, outcomes: bool = False
                ) -> tuple[float, float]:
    """(steps/s, decisions/s) of the engine's own API; chance drawn by the engine, or
    with ``outcomes`` from ``chance_outcomes()`` by the OpenSpiel loop's own code."""
    rng = random.Random(seed)
    steps = decisions = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds or games == 0:
        g = Game.new(players, seed=f"bench/{seed}/{games}", auto_chance=False, draws="chance")
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


def pettingzoo_rate(make: Any, players: int, space: str, seconds: float, seed: int = 0
                    ) -> tuple[float, float]:
    """(steps/s, decisions/s) of PettingZoo's AEC loop with random legal ids."""
    e = make(players=players, action_space=space)
    rng = random.Random(seed)  # (Python's, as the engine's line: NumPy's Generator
    # takes about a microsecond a call, a fifth of the env's own time a step)
    steps = decisions = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds or games == 0:
        e.reset(seed=seed * 1_000_000 + games)
        for _agent in e.agent_iter():
            obs, _reward, termination, truncation, _info = e.last()
            if termination or truncation:
                e.step(None)
                continue
            legal = obs["action_mask"].nonzero()[0]  # (as the env's own docstring)
            e.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
        decisions += sum(1 for step in e.unwrapped.game.history if step.player >= 0)
        games += 1
    elapsed = time.process_time() - start
    return steps / elapsed, decisions / elapsed


def ismcts_against_club(games: int, simulations: int, seed: int = 0,
                        progress: str | None = None, first: int = 0) -> str:
    """OpenSpiel's ISMCTS (default settings) against the coach's ``club`` level, 2 players,
    seats taken in turn (ISMCTS is Red in the even games, Blue in the odd ones); each
    game's result is appended to the file ``progress`` as it ends (a long run can be
    followed, and a cut one still counted); ``first``: the number of the first game (runs
    of games ``0..9`` and ``10..19`` side by side play the games of one run of 20)."""
    try:
        from gaucho.coach import CoachBot
    except ImportError:
        return "ISMCTS vs coach: gaucho.coach is not available"
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game(SHORT_NAME, {"players": 2, "action_space": "compact"})
    space = game.space
    score = 0.0
    cpu = time.process_time()
    for n in range(first, first + games):
        seat, rng = n % 2, random.Random(f"ismcts/{seed}/{n}")
        evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed + n))
        # uct_c and max_simulations have no defaults; every other setting is the default
        bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=simulations,
                               random_state=np.random.RandomState(seed + n))
        # its own resampling uses an unseeded sampler: seeded here, so games repeat
        bot.set_resampler(seeded_resampler(random.Random(f"ismcts-resample/{seed}/{n}")))
        coach = CoachBot("club", seed + n)
        state = game.new_initial_state()
        start = time.process_time()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(actions, probs)[0])
            elif state.current_player() == seat:
                state.apply_action(bot.step(state))
            else:
                choice = coach.choose(state.game)
                for i in space.ids_of(state.game.state, choice):
                    state.apply_action(i)
        best = state.game.winners
        points = (1.0 / len(best)) if seat in best else 0.0  # a tie shares the win
        score += points
        if progress:
            with open(progress, "a", encoding="utf-8") as out:
                out.write(f"game {n} ismcts seat {seat} pesos {state.game.pesos} "
                          f"points {points} cpu {time.process_time() - start:.1f}s\n")
    low, high = wilson_interval(score, games)
    return (f"ISMCTS (uct_c 2, {simulations} simulations a move, random rollouts, other "
            f"settings default) vs coach 'club', {games} 2-player games (seats in turn): "
            f"win rate {score / games:.0%} (95% interval {low:.0%}-{high:.0%}); "
            f"{time.process_time() - cpu:.0f} CPU s")


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% with the default ``z``)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * (p * (1 - p) / games + z * z / (4 * games * games)) ** 0.5 / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def speed_table(n: int, t: float, rounds: int) -> None:
    """Print the speed lines: ``n`` players, ``rounds`` rounds of ``t`` CPU seconds each."""
    for name in ("exact", "compact"):
        print(f"action ids, {name}: {action_space(DEFAULT_CONFIG, n, name).size:,}")
    # each run is given a seed of its own, so that no line and no round plays the games of
    # another (games played before leave their decisions in the adapters' caches, shared
    # by the lines of one action space: found again, the PettingZoo env looked 30% quicker
    # than on new games, and raw_env(), right after env() on the same games, 25%)
    runs: dict[str, Callable[[int], tuple[float, float]]] = {
        "engine API (gaucho.Game)": lambda r: engine_rate(n, t, r),
        "engine API, OpenSpiel's loop": lambda r: engine_rate(n, t, r, outcomes=True)}
    for name in ("exact", "compact"):
        game = pyspiel.load_game(SHORT_NAME, {"players": n, "action_space": name})
        runs[f"openspiel {name}"] = lambda r, game=game: spiel_rate(game, t, r)  # type: ignore[misc]
    for name in ("exact", "compact"):
        for make in (pz.env, pz.raw_env):
            runs[f"pettingzoo {name} {make.__name__}()"] = (
                lambda r, make=make, name=name: pettingzoo_rate(make, n, name, t, r))  # type: ignore[misc]
    backgammon = pyspiel.load_game("backgammon")
    runs["backgammon (OpenSpiel C++)"] = lambda r: (spiel_rate(backgammon, t, r)[0], 0.0)
    # rounds taken in turn, the best of each kept: a busy machine slows some rounds
    best: dict[str, tuple[float, float]] = {}
    paired: dict[str, list[float]] = {label: [] for label in runs}
    for r in range(rounds):
        engine_now = 0.0
        for i, (label, run) in enumerate(runs.items()):
            steps, decisions = run(r * len(runs) + i)  # (games no other line plays)
            engine_now = engine_now or decisions  # the engine's line comes first
            paired[label].append(decisions / engine_now)
            old = best.get(label, (0.0, 0.0))
            best[label] = (max(old[0], steps), max(old[1], decisions))
    rows = [(label, *rates) for label, rates in best.items()]
    engine = rows[0][2]
    print(f"{'':32} {'steps/s':>10} {'decisions/s':>12} {'x engine':>9} {'paired':>7}")
    for label, steps, decisions in rows:
        ratio = f"{decisions / engine:8.2f}x" if decisions else ""
        pair = f" {median(paired[label]):6.2f}x" if decisions else ""
        shown = f"{decisions:12,.0f}" if decisions else f"{'':12}"
        print(f"{label:32} {steps:10,.0f} {shown} {ratio}{pair}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per line, all rounds")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--ismcts-games", type=int, default=2)
    parser.add_argument("--ismcts-simulations", type=int, default=10)
    parser.add_argument("--ismcts-progress", help="append each game's result to this file")
    parser.add_argument("--ismcts-first", type=int, default=0, help="number of the first game")
    parser.add_argument("--ismcts-only", action="store_true", help="skip the speed lines")
    args = parser.parse_args()
    if not args.ismcts_only:
        speed_table(args.players, args.seconds / args.rounds, args.rounds)
    if args.ismcts_games:
        print(ismcts_against_club(args.ismcts_games, args.ismcts_simulations,
                                  progress=args.ismcts_progress, first=args.ismcts_first))


if __name__ == "__main__":
    main()
