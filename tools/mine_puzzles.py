"""Mine puzzles from seeded games between coach levels (see :mod:`gaucho.puzzles.mining`).

    .venv/bin/python tools/mine_puzzles.py --games 60           # into gaucho/puzzles/
    .venv/bin/python tools/mine_puzzles.py --games 5 -o /tmp/p.json
    .venv/bin/python tools/mine_puzzles.py --recheck                # the final re-check
    .venv/bin/python tools/mine_puzzles.py --start 1000 --games 40 --concepts steal,take_back \
        -o /tmp/thin.json                                           # only these concepts
    .venv/bin/python tools/mine_puzzles.py --merge /tmp/thin.json   # add them to the package

Game ``g`` has 2, 3 or 4 players in turn (``g % 3``), its seats played by the coach's
``beginner`` level with the ``club`` level in one seat every other game; every decision
with a choice goes through :func:`gaucho.puzzles.mining.mine_position`.  The output is
rewritten after every game (a checkpoint): run it again and it goes on from the games
not yet mined.  Positions already kept (same position, same seat) are not kept twice.

``--concepts`` mines for the concepts that come rarely: a position is searched only if one
of its legal decisions, carried out on a table the seat may face, has one of those
concepts, and a puzzle is kept only if it has one.  ``--recheck`` puts every puzzle not
yet re-checked through the final re-check (:func:`gaucho.puzzles.mining.recheck`, a fresh
seed and ten times the screening budget), records it in the puzzle's ``source`` and drops
those that fail; it is saved every few puzzles, so it goes on where it stopped.  It also
proves every record that has no ``horizon`` (mined before puzzles kept where their
play-outs stopped, :func:`prove`): the search its figures came from, run again, gives
exactly them (:func:`gaucho.puzzles.mining.horizon_of`), or the position is mined again by
today's :func:`gaucho.puzzles.mining.mine_position` from its seed and the record replaced
(same id: an id is made from the position and the seat only,
:func:`gaucho.puzzles.mining.position_id`), or dropped if it is no longer a puzzle.
``--refilter`` proves them the same way first.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import gaucho
from gaucho import engine
from gaucho.actions import parse
from gaucho.coach import CoachBot
from gaucho.coach.reasons import effects
from gaucho.information import InformationSet
from gaucho.puzzles import CONCEPTS, Puzzle, concepts_of
from gaucho.puzzles.mining import (
    CONFIRM_RIVALS,
    GAP,
    RECHECK,
    SCREEN,
    confirmed,
    horizon_of,
    mine_position,
    recheck,
)
from gaucho.state import State
from gaucho.workshop.bots import make_bot

OUT = Path(__file__).resolve().parent.parent / "gaucho" / "puzzles" / "puzzles.json"


def players_of(g: int) -> int:
    return 2 + g % 3


def in_play(state: State, wanted: set[str], seed: str) -> bool:
    """One of the legal decisions, carried out on a table sampled for the seat, has a
    concept of ``wanted``."""
    seat = engine.current_player(state)
    rng = random.Random(seed)
    table = InformationSet.of(state, seat).sample(rng)
    for action in engine.legal_actions(state):
        events = list(effects(state, seat, action, rng, table=table).events)
        if wanted.intersection(concepts_of(state, action, events)):
            return True
    return False


def mine_game(g: int, known: set[str], log: Any = None, wanted: set[str] | None = None,
              greedy: bool = False) -> list[dict[str, Any]]:
    """The new puzzles of seeded game ``g`` (only of the ``wanted`` concepts, if given),
    played by the coach's levels or by ``greedy`` bots (faster: more positions a second)."""
    players = players_of(g)
    game = gaucho.Game.new(players=players, seed=f"mine/{g}")
    bots: list[Any] = [make_bot("greedy", seed=f"mine/{g}/{q}") for q in range(players)] \
        if greedy else [CoachBot("club" if (g % 2 and q == g % players) else "beginner",
                                 seed=f"mine/{g}/{q}") for q in range(players)]
    found: list[dict[str, Any]] = []
    step = 0
    while not game.is_over:
        who = game.current_player
        if len(game.legal_actions()) > 1 and (
                wanted is None or in_play(game.state, wanted, f"mine/{g}/{step}/in-play")):
            puzzle = mine_position(game.state.copy(), f"mine/{g}/{step}")
            if wanted is not None and puzzle is not None and not wanted.intersection(
                    puzzle["concepts"]):
                puzzle = None
            if puzzle is not None and puzzle["id"] not in known:
                known.add(puzzle["id"])
                puzzle["source"].update(game=g, step=step, bots=[b.name for b in bots])
                found.append(puzzle)
                if log:
                    print(f"  game {g} step {step}: {puzzle['answers'][0]} "
                          f"{puzzle['concepts']} gap {puzzle['source']['gap']}", file=log)
        game.apply(bots[who].choose(game))
        step += 1
    return found


def prove(raw: dict[str, Any]) -> dict[str, Any] | None:
    """A record without a proven ``horizon`` (mined before puzzles kept it) as today's code
    makes it: itself with its horizon if the :data:`~gaucho.puzzles.mining.RECHECK` search
    its figures came from (its seed's ``.../recheck``) still gives exactly them
    (:func:`~gaucho.puzzles.mining.horizon_of`); else the position mined again from its
    seed (:func:`~gaucho.puzzles.mining.mine_position`: new figures, answers, rating,
    horizon; same id, made from the position and the seat; the game, step and bots kept);
    ``None`` if it no longer passes."""
    p = Puzzle.from_dict(raw)
    state = p.game().state
    seed = str(p.source.get("seed", p.id))
    same, horizon = horizon_of(state, p.values, f"{seed}/recheck")
    if same:
        return {**raw, "horizon": horizon}
    found = mine_position(state, seed)
    if found is None or found["id"] != p.id:
        return None
    found["source"].update({k: raw["source"][k] for k in ("game", "step", "bots")
                            if k in raw["source"]})
    return found


def refilter(data: dict[str, Any]) -> None:
    """Put the puzzles already mined through :func:`~gaucho.puzzles.mining.confirmed` (for
    an output mined before that check existed), a record without a proven horizon first
    through :func:`prove` (a record mined again was confirmed by that mining); drop those
    that fail."""
    kept = []
    for raw in data["puzzles"]:
        if "horizon" not in raw:
            proven = prove(raw)
            if proven is None:
                continue
            if "confirm" in proven["source"]:  # mined again: confirmed just now
                kept.append(proven)
                continue
            raw = proven
        p = Puzzle.from_dict(raw)
        rivals = sorted((m for m in p.values if m not in p.answers),
                        key=lambda m: -p.values[m])[:CONFIRM_RIVALS]
        if confirmed(p.game().state, parse(p.answers[0]), [parse(m) for m in rivals],
                     str(p.source.get("seed", p.id))):
            kept.append(raw)
    print(f"refilter: kept {len(kept)} of {len(data['puzzles'])}", flush=True)
    data["puzzles"] = kept


def recheck_all(path: Path, data: dict[str, Any], every: int = 10) -> None:
    """The final re-check of every puzzle not yet re-checked, and :func:`prove` of every
    one without a proven horizon (saved every ``every``)."""
    todo = [raw for raw in data["puzzles"] if "recheck" not in raw["source"]
            or "horizon" not in raw]
    failed: set[str] = set()
    for n, raw in enumerate(todo, 1):
        p = Puzzle.from_dict(raw)
        t = time.process_time()
        said: object = None
        if "horizon" not in raw:
            proven = prove(raw)
            if proven is None:
                failed.add(p.id)
            else:
                raw.clear()
                raw.update(proven)  # in place: the same record in data["puzzles"]
                p = Puzzle.from_dict(raw)
                said = f"horizon {raw['horizon']}"
        if p.id not in failed and "recheck" not in raw["source"]:
            found = recheck(p.game().state, p.answers,
                            f"{p.source.get('seed', p.id)}/final")
            if found is None:
                failed.add(p.id)
            else:
                raw["source"]["recheck"] = found
                said = found["margin"]
        print(f"recheck {n}/{len(todo)} {p.id}: {None if p.id in failed else said} "
              f"{time.process_time() - t:.1f} s", flush=True)
        if n % every == 0 or n == len(todo):
            data["puzzles"] = [q for q in data["puzzles"] if q["id"] not in failed]
            save(path, data)
    print(f"recheck: {len(failed)} of {len(todo)} dropped", flush=True)


def merge(data: dict[str, Any], other: dict[str, Any]) -> None:
    """Add the puzzles of ``other`` (another output of this tool) not already in ``data``."""
    known = {p["id"] for p in data["puzzles"]}
    new = [p for p in other["puzzles"] if p["id"] not in known]
    data["puzzles"].extend(new)
    data.setdefault("merged", []).append({"games": other["games"], "puzzles": len(new)})
    print(f"merge: {len(new)} new puzzles", flush=True)


def stats(data: dict[str, Any]) -> str:
    """How many puzzles, by number of players and by concept (most first)."""
    puzzles = data["puzzles"]
    players = Counter(p["players"] for p in puzzles)
    concepts = Counter(c for p in puzzles for c in p["concepts"])
    games = len(data["games"]) + sum(len(m["games"]) for m in data.get("merged", []))
    return (f"{len(puzzles)} puzzles from {games} games; by players "
            + ", ".join(f"{n}: {players[n]}" for n in sorted(players))
            + f"; {len(concepts)} concepts: "
            + ", ".join(f"{c} {n}" for c, n in concepts.most_common()))


def load(path: Path) -> dict[str, Any]:
    if path.exists():
        return dict(json.loads(path.read_text(encoding="utf-8")))
    return {"format": "gaucho-puzzles", "version": 1,
            "mining": {"gap": GAP, "screen": SCREEN.simulations,
                       "recheck": RECHECK.simulations},
            "games": [], "puzzles": []}


def save(path: Path, data: dict[str, Any]) -> None:
    data["puzzles"].sort(key=lambda p: (p["rating"], p["id"]))
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n",
                   encoding="utf-8")
    os.replace(tmp, path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=30, help="games 0..N-1 (default 30)")
    ap.add_argument("--start", type=int, default=0, help="first game number")
    ap.add_argument("-o", "--out", type=Path, default=OUT)
    ap.add_argument("--stats", action="store_true", help="print the counts and stop")
    ap.add_argument("--refilter", action="store_true",
                    help="first put the puzzles already mined through the last check")
    ap.add_argument("--recheck", action="store_true",
                    help="the final re-check of every puzzle not yet re-checked, then stop")
    ap.add_argument("--concepts", default="",
                    help="comma-separated concepts: mine only puzzles of these")
    ap.add_argument("--greedy", action="store_true",
                    help="greedy bots play the games (faster, for the rare concepts)")
    ap.add_argument("--merge", type=Path, help="add the puzzles of another output, then stop")
    args = ap.parse_args(argv)
    data = load(args.out)
    if args.stats:
        print(stats(data))
        return 0
    if args.refilter:
        refilter(data)
        save(args.out, data)
    if args.recheck or args.merge:
        if args.merge:
            merge(data, load(args.merge))
            save(args.out, data)
        if args.recheck:
            recheck_all(args.out, data)
        print(stats(data))
        return 0
    wanted = {c.strip() for c in args.concepts.split(",") if c.strip()} or None
    unknown = (wanted or set()) - set(CONCEPTS)
    if unknown:
        ap.error(f"unknown concepts: {', '.join(sorted(unknown))}")
    known = {p["id"] for p in data["puzzles"]}
    for g in range(args.start, args.start + args.games):
        if g in data["games"]:
            continue
        t = time.process_time()
        data["puzzles"].extend(mine_game(g, known, log=sys.stdout, wanted=wanted,
                                             greedy=args.greedy))
        data["games"].append(g)
        save(args.out, data)
        print(f"game {g} ({players_of(g)} players): {len(data['puzzles'])} puzzles so far, "
              f"{time.process_time() - t:.0f} s", flush=True)
    print(stats(data))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
