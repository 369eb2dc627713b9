"""The rating ladder: seeded round-robins between the bots and the coach's levels.

    .venv/bin/python benchmarks/ladder.py --results ladder.jsonl  # full: 5,200 games, ~5.5 h
    .venv/bin/python benchmarks/ladder.py --games 100 --games4 0 --expert-opponents \
        montecarlo club                                        # the goals' pairings, ~2 h
    .venv/bin/python benchmarks/ladder.py --games 8 --games4 4 --expert-games 4 --workers 1
    .venv/bin/python benchmarks/ladder.py --results ladder.jsonl --report  # the tables so far

Two-player games: every pair of bots plays ``--games`` games (``--expert-games`` for pairs
with ``expert``), seats alternating.  Four-player games: every four of the bots play
``--games4`` games at one table, seats rotating, and every ``--versus A:B`` pairing
(default: expert against three montecarlo) plays ``--expert-games`` games, one A against
three B.  Each game is seeded from ``--seed`` and its place in the schedule, so the ladder
is a pure function of its arguments; the bots decide only from what their seat sees.

Ratings are a Plackett-Luce fit to every game at once (choix; multiplayer: each game ranks
its players by final Pesos), in Elo points above ``greedy`` with 95 % bootstrap intervals
over the games, and the gap between each level and the one below; win shares carry
Wilson 95 % intervals (par: 50 % in two-player games, 25 % in four-player ones).  The
markdown table is printed and, with ``--out``, written with the date and commit.  With
``--results FILE`` every game is appended to FILE (JSON lines) as it ends, and games
already there are not played again: a long run that is stopped goes on where it was.  Each
game keeps how its bots played (:func:`policies`), and a game whose bot has changed since is
played again.  The games come in an order that makes a stopped run useful: the challenges,
then every game of the faster bots, then those with ``expert``, the pairings interleaved.
"""

from __future__ import annotations

import argparse
import datetime as dt
import itertools
import json
import math
import random
import subprocess
import time
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path

from gaucho.coach import LEVELS
from gaucho.workshop.bots import make_bot, play_game
from gaucho.workshop.stats import wilson

BOTS = ["random", "greedy", "montecarlo", *LEVELS]


@dataclass(frozen=True)
class Match:
    """One game of the schedule: who sits where, its seed, and what it counts for."""

    seats: tuple[str, ...]
    seed: str
    kind: str  # "2p", "4p" (four different bots) or "A vs 3 B"


@dataclass(frozen=True)
class Result:
    match: Match
    pesos: tuple[int, ...]
    seconds: float


def schedule(bots: list[str], games: int, games4: int, expert_games: int,
             versus: list[tuple[str, str]], seed: int,
             expert_opponents: list[str] | None = None,
             versus_games: int | None = None) -> list[Match]:
    """Every game of the ladder, in a fixed order: the one-against-three challenges first
    (``versus_games`` each, default ``expert_games``; the goal most asked about), then every
    game without ``expert`` (the two-player pairings and the four-player tables of the
    faster bots), then those with ``expert`` (``expert_opponents``: the only bots ``expert``
    meets in two-player games; default all).  Within each part the pairings and tables are
    interleaved, game k of each coming at k/n of its way, so a run stopped half-way has every
    pairing half-filled, not the first ones full and the last ones empty.  A game's seed names
    its place, not its turn in the order, so the order can change without changing a game."""
    out: list[Match] = []
    for a, b in versus:
        for g in range(expert_games if versus_games is None else versus_games):
            seats = [b] * 4
            seats[g % 4] = a
            out.append(Match(tuple(seats), f"{seed}/1v3/{a}-{b}/{g}", f"{a} vs 3 {b}"))
    # (part, fraction of the way, place): part 0 without expert, 1 with it
    rest: list[tuple[int, float, int, Match]] = []
    for a, b in itertools.combinations(bots, 2):
        n = expert_games if "expert" in (a, b) else games
        if "expert" in (a, b) and expert_opponents is not None and not {
                a, b} & set(expert_opponents):
            continue
        for g in range(n):
            pair = (a, b) if g % 2 == 0 else (b, a)
            rest.append((int("expert" in pair), g / n, len(rest),
                         Match(pair, f"{seed}/2p/{a}-{b}/{g}", "2p")))
    for four in itertools.combinations(bots, 4):
        for g in range(games4):
            k = g % 4
            rest.append((int("expert" in four), g / games4, len(rest),
                         Match(four[k:] + four[:k], f"{seed}/4p/{'-'.join(four)}/{g}", "4p")))
    return out + [m for *_key, m in sorted(rest, key=lambda t: t[:3])]


def policies(names: Iterable[str], players: int = 2) -> dict[str, object]:
    """How each named bot plays at tables of ``players``, as plain data: a coach level's
    budget (as it plays at that many players: an endgame meant for more is left out),
    another bot's settings.  Kept with every game of a ``--results`` file, so a run taken
    up after a bot changed plays that bot's games again instead of mixing two bots under
    one name, and a change that only applies at four players leaves the two-player games
    standing."""
    out: dict[str, object] = {}
    for name in sorted(set(names)):
        bot = make_bot(name)
        level = getattr(bot, "level", None)
        if level is not None:
            out[name] = level.played_at(players)
        else:
            out[name] = {k: v for k, v in sorted(vars(bot).items())
                         if k not in ("seed", "name") and isinstance(v, int | float | str)}
    return out


def play(match: Match) -> Result:
    start = time.process_time()
    game = play_game(list(match.seats), seed=match.seed)
    return Result(match, tuple(game.state.pesos), time.process_time() - start)


def load_results(path: Path, current: Mapping[int, dict[str, object]]
                 ) -> tuple[dict[str, Result], int]:
    """The games a ``--results`` file holds, by their seed (the schedule's key), and how
    many it holds that were played by bots that have changed since (``current``: the
    :func:`policies` of today's bots, by the number of players), which are left out and
    played again."""
    out: dict[str, Result] = {}
    stale = 0
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                d = json.loads(line)
                played = d.get("policies", {})
                now = current[len(d["seats"])]
                if any(played.get(b) != now.get(b) for b in set(d["seats"])):
                    stale += 1
                    continue
                match = Match(tuple(d["seats"]), d["seed"], d["kind"])
                out[match.seed] = Result(match, tuple(d["pesos"]), d["seconds"])
    return out, stale


def save_result(path: Path, r: Result, current: Mapping[int, dict[str, object]]) -> None:
    now = current[len(r.match.seats)]
    with path.open("a", encoding="utf-8") as f:
        f.write(json.dumps({"seats": r.match.seats, "seed": r.match.seed,
                            "kind": r.match.kind, "pesos": r.pesos,
                            "seconds": round(r.seconds, 3),
                            "policies": {b: now[b] for b in sorted(set(r.match.seats))}})
                + "\n")


def run(matches: list[Match], workers: int) -> Iterator[Result]:
    bar = _progress(len(matches))
    if workers <= 1:
        results: Iterable[Result] = map(play, matches)
        for r in results:
            bar.update(1)
            yield r
    else:
        with Pool(workers) as pool:
            for r in pool.imap(play, matches):
                bar.update(1)
                yield r
    bar.close()


class _NoBar:
    def update(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass


def _progress(total: int) -> _NoBar:
    try:
        from tqdm import tqdm
    except ImportError:  # the workshop extra brings tqdm; without it, no bar
        return _NoBar()
    bar: _NoBar = tqdm(total=total, unit="game", smoothing=0.05)  # the same two methods
    return bar


def shares(pesos: tuple[int, ...]) -> list[float]:
    """Each seat's share of the win: 1 for the richest, shared on a tie (R-TIE-1)."""
    top = max(pesos)
    winners = pesos.count(top)
    return [1.0 / winners if p == top else 0.0 for p in pesos]


#: Elo points per unit of Plackett-Luce log-strength (a 400-point gap: 10 to 1 odds).
ELO = 400 / math.log(10)
#: Bootstrap resamples of the games behind each interval.
RESAMPLES = 300
#: choix's regularisation: keeps a bot that never wins (``random``) at a finite rating.
ALPHA = 0.01


@dataclass(frozen=True)
class Ratings:
    """Each bot's Plackett-Luce rating in Elo points above ``reference`` (its own is 0),
    with the same fitted to every bootstrap resample of the games (rows), for intervals."""

    bots: list[str]
    reference: str
    point: dict[str, float]
    samples: list[list[float]]

    def interval(self, bot: str) -> tuple[float, float]:
        return _percentiles([row[self.bots.index(bot)] for row in self.samples])

    def gap(self, low: str, high: str) -> tuple[float, float, float]:
        """How far ``high`` is rated above ``low``, with its 95 % bootstrap interval."""
        i, j = self.bots.index(low), self.bots.index(high)
        lo, hi = _percentiles([row[j] - row[i] for row in self.samples])
        return self.point[high] - self.point[low], lo, hi


def _percentiles(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    return ordered[int(0.025 * (len(ordered) - 1))], ordered[int(0.975 * (len(ordered) - 1))]


def rankings(results: list[Result], bots: list[str]) -> list[tuple[int, ...]]:
    """Every rated game (a different bot at each seat; a challenge, one bot at three seats,
    is not) as its bots' places in ``bots``, richest first; players tied on Pesos in an
    order drawn from the game's own seed, so a tie counts each way as often."""
    out = []
    for r in results:
        seats = r.match.seats
        if len(set(seats)) != len(seats):
            continue
        coin = random.Random(r.match.seed)
        order = sorted(range(len(seats)), key=lambda k: (-r.pesos[k], coin.random()))
        out.append(tuple(bots.index(seats[k]) for k in order))
    return out


def rate(results: list[Result], bots: list[str], seed: int = 1) -> Ratings:
    """The bots' strengths fitted to all rated games at once (Plackett-Luce, maximum
    likelihood by choix's I-LSR), with intervals from ``RESAMPLES`` bootstrap resamples
    of the games (seeded).

    A batch fit, not an online rating such as OpenSkill's: the bots do not change during
    the ladder, and an online rating depends on the order of the games. Fed the same
    results in two orders, OpenSkill put club 38.4 or 46.2 above zero with intervals of
    about 4.5 either way, and on simulated games between two fixed players its gap moved
    from 10.2 to 3.7 between the 400th and the 800th game."""
    import choix

    data = rankings(results, bots)
    ref = "greedy" if "greedy" in bots else bots[0]

    def fit(games: list[tuple[int, ...]]) -> list[float]:
        theta = choix.ilsr_rankings(len(bots), games, alpha=ALPHA)
        base = theta[bots.index(ref)]
        return [float(ELO * (t - base)) for t in theta]

    point = fit(data)
    rng = random.Random(seed)
    samples = [fit([data[rng.randrange(len(data))] for _ in data]) for _ in range(RESAMPLES)]
    return Ratings(bots, ref, dict(zip(bots, point, strict=True)), samples)


def tables(results: list[Result], bots: list[str]) -> str:
    """The ladder as markdown: ratings and win shares, then every pairing's result (the wins
    of the bot later in ``bots``, the one expected to be stronger)."""
    rank = {b: i for i, b in enumerate(bots)}
    won: dict[tuple[str, str], float] = defaultdict(float)
    played: dict[tuple[str, str], int] = defaultdict(int)
    pairs: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    cpu: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for r in results:
        seats, kind, won_by = r.match.seats, r.match.kind, shares(r.pesos)
        cpu[kind if kind in ("2p", "4p") else "one against three"][0] += r.seconds
        cpu[kind if kind in ("2p", "4p") else "one against three"][1] += 1
        if kind in ("2p", "4p"):
            for bot, share in zip(seats, won_by, strict=True):
                won[bot, kind] += share
                played[bot, kind] += 1
        if kind == "2p":
            weak, strong = sorted(seats, key=rank.__getitem__)
            label = f"{strong} vs {weak} (2 players)"
            seat = seats.index(strong)
        elif kind != "4p":
            strong = kind.split()[0]
            label = f"{kind} (4 players)"
            seat = seats.index(strong)
        else:
            continue
        pairs[label][0] += won_by[seat]
        pairs[label][1] += 1
    rating = rate(results, bots)
    lines = [f"| bot | rating, Elo above {rating.reference} [95 %] | 2-player wins [95 %] | "
             "games | 4-player wins [95 %] | games |", "|---|---|---|---|---|---|"]
    for b in sorted(bots, key=lambda b: -rating.point[b]):
        lo, hi = rating.interval(b)
        shown = f"{rating.point[b]:+.0f} [{lo:+.0f}, {hi:+.0f}]" if b != rating.reference else "0"
        lines.append(f"| {b} | {shown} | "
                     f"{_share(won[b, '2p'], played[b, '2p'])} | {played[b, '2p']} | "
                     f"{_share(won[b, '4p'], played[b, '4p'])} | {played[b, '4p']} |")
    levels = [b for b in LEVELS if b in bots]
    if len(levels) > 1:
        lines += ["", "| level above the one below | Elo gap [95 %] | intervals apart |",
                  "|---|---|---|"]
        for low, high in itertools.pairwise(levels):
            gap, lo, hi = rating.gap(low, high)
            apart = rating.interval(high)[0] > rating.interval(low)[1]
            lines.append(f"| {high} over {low} | {gap:+.0f} [{lo:+.0f}, {hi:+.0f}] | "
                         f"{'yes' if apart else 'no'} |")
    lines += ["", "| pairing | wins [95 %] | games |", "|---|---|---|"]
    for label, (w, n) in pairs.items():
        lines.append(f"| {label} | {_share(w, int(n))} | {int(n)} |")
    lines += ["", "CPU seconds per game: " + ", ".join(
        f"{k} {s / n:.1f}" for k, (s, n) in cpu.items())]
    return "\n".join(lines)


def _share(wins: float, n: int) -> str:
    if not n:
        return "–"
    lo, hi = wilson(wins, n)
    return f"{wins / n:.0%} [{lo:.0%}, {hi:.0%}]"


def _commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, check=True, cwd=Path(__file__).parent).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", nargs="+", default=BOTS, help="bots on the ladder")
    parser.add_argument("--games", type=int, default=400,
                        help="two-player games per pairing (default 400)")
    parser.add_argument("--games4", type=int, default=40,
                        help="four-player games per four bots (default 40)")
    parser.add_argument("--expert-games", type=int, default=100,
                        help="games per pairing with expert, and per --versus (default 100)")
    parser.add_argument("--versus", nargs="*", default=["expert:montecarlo"], metavar="A:B",
                        help="four-player challenges, one A against three B")
    parser.add_argument("--versus-games", type=int,
                        help="games per --versus challenge (default: --expert-games)")
    parser.add_argument("--expert-opponents", nargs="+", metavar="BOT",
                        help="the only bots expert meets in two-player games (a reduced "
                             "ladder; default: all)")
    parser.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, help="also write the tables to this file")
    parser.add_argument("--results", type=Path,
                        help="append every game to this file (JSON lines) and skip the "
                             "games it already holds")
    parser.add_argument("--report", action="store_true",
                        help="play nothing: the tables of the games --results holds so far")
    args = parser.parse_args(argv)
    if args.report and not args.results:
        parser.error("--report reads the games of --results FILE")
    versus: list[tuple[str, str]] = []
    for v in args.versus:
        a, colon, b = v.partition(":")
        if not (a and colon and b):
            parser.error(f"--versus {v!r}: write A:B, one bot against three of another")
        versus.append((a, b))
    matches = schedule(args.bots, args.games, args.games4, args.expert_games,
                       versus, args.seed, args.expert_opponents, args.versus_games)
    current = {n: policies(args.bots, n) for n in (2, 4)}
    done, stale = load_results(args.results, current) if args.results else ({}, 0)
    if stale:
        print(f"{stale} games of {args.results} were played by bots that have changed "
              "since; they are left out" + ("." if args.report else " and played again."))
    start = time.perf_counter()
    results = [done[m.seed] for m in matches if m.seed in done]
    for r in run([] if args.report else [m for m in matches if m.seed not in done],
                 args.workers):
        if args.results:
            save_result(args.results, r, current)
        results.append(r)
    wall = time.perf_counter() - start
    head = (("Ladder so far, read" if args.report else "Ladder")
            + f" on {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC, commit {_commit()}: "
            f"{len(results)} of the schedule's {len(matches)} games (two-player pairings "
            f"{args.games} games, "
            f"{args.expert_games} with expert"
            + (f" against {', '.join(args.expert_opponents)} only" if args.expert_opponents
               else "")
            + f"; four-player tables {args.games4}; one against three "
            f"{args.expert_games if args.versus_games is None else args.versus_games}), "
            f"seed {args.seed}"
            + ("" if args.report else f", {wall / 60:.0f} min on {args.workers} worker(s)")
            + (f" ({len(done)} games read from {args.results.name})" if done else "") + ".")
    text = head + "\n\n" + tables(results, args.bots) + "\n"
    print(text)
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
