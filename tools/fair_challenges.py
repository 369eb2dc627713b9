"""Record the fair positions of the challenge generators, so that Challenge.from_seed
need not search for them (run by hand; the package ships what it writes).

:meth:`gaucho.challenges.Challenge.from_seed` offers a generated position only when its
goal finds it fair: for "sell the brown herd" (:func:`gaucho.challenges.sell_brown_herd`)
that takes a beam search against the challenge's bots (:meth:`Challenge.solve`), seconds
of CPU per try, and a seed may need several tries.  This tool runs that search
(:func:`gaucho.challenges.search_fair`) for each recorded generator and seeds 1..N, and
writes, per seed, which try passed and the solution moves found to
``gaucho/data/challenge_solutions.json`` (:data:`gaucho.challenges.SOLUTIONS`).  For a
recorded seed ``from_seed`` makes only that try and replays the solution against the
challenge's own bots (:meth:`Challenge.replays`: a proof, and cheap); a seed without a
record, or whose record no longer replays, falls back to the search.

Run it again after any change of the rules, the bots (the coach's ``beginner`` level), the
generators or the goals: ``tests/test_challenges.py`` replays every record and fails, saying
so, when one no longer meets its goal.  ``win_from_here`` is not recorded: its goal offers
every position (the first try, no search).

    .venv/bin/python tools/fair_challenges.py              # seeds 1..50, 2 processes
    .venv/bin/python tools/fair_challenges.py --seeds 60 --jobs 4
    .venv/bin/python tools/fair_challenges.py --check      # replay the records only

A seed whose search finds no fair position in CHECKS tries is reported and recorded with
``"try": null``: from_seed still searches for it (and says so in words), and *Try another*
(:meth:`Challenge.another`) passes over it to the next seed.  The file is written sorted, one seed a
line, so a new run's diff shows what changed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gaucho import challenges as C  # noqa: E402
from gaucho.config import RULES_VERSION  # noqa: E402

OUT = ROOT / "gaucho" / "data" / C.SOLUTIONS
#: The generators recorded, and the challenge names they are used with (the position
#: depends on the name: lesson 10 uses "10-brown").
GENERATORS = {C.generator_key(C.sell_brown_herd): (C.sell_brown_herd, ["10-brown"])}


def search(job: tuple[str, str, int]) -> tuple[str, str, int, int | None, list[str] | None,
                                                 float]:
    key, name, seed = job
    make = GENERATORS[key][0]
    start = time.process_time()
    found = C.search_fair(name, make, seed)
    spent = time.process_time() - start
    if found is None:
        return key, name, seed, None, None, spent
    index, made = found
    return key, name, seed, index, made.solution, spent


def write(positions: dict[str, dict[str, dict[str, dict[str, object]]]]) -> None:
    lines = ["{",
             '"about": "Written by tools/fair_challenges.py: for each generator, challenge '
             'name and seed, the try of Challenge.from_seed that passed its goal\'s check '
             'and its solution moves (replayed, not searched, by from_seed).",',
             f'"rules_version": {json.dumps(RULES_VERSION)},',
             f'"bot_level": {json.dumps(C.BOT_LEVEL)},',
             '"positions": {']
    keys = sorted(positions)
    for k, key in enumerate(keys):
        lines.append(f" {json.dumps(key)}: {{")
        names = sorted(positions[key])
        for n, name in enumerate(names):
            lines.append(f"  {json.dumps(name)}: {{")
            seeds = sorted(positions[key][name], key=int)
            for s, seed in enumerate(seeds):
                comma = "," if s < len(seeds) - 1 else ""
                lines.append(f"   {json.dumps(seed)}: "
                             f"{json.dumps(positions[key][name][seed])}{comma}")
            lines.append("  }" + ("," if n < len(names) - 1 else ""))
        lines.append(" }" + ("," if k < len(keys) - 1 else ""))
    lines += ["}", "}", ""]
    text = "\n".join(lines)
    json.loads(text)  # well formed
    OUT.write_text(text, encoding="utf-8")


def check() -> int:
    bad = 0
    for key, (make, names) in GENERATORS.items():
        for name in names:
            for seed in sorted(map(int, C._records().get(key, {}).get(name, {}))):
                if C.recorded_solution(name, make, seed) is None:
                    print(f"{name} seed {seed}: no fair position recorded")
                    continue
                ok = C.Challenge.from_record(name, make, seed=seed) is not None
                bad += not ok
                print(f"{name} seed {seed}: {'replays' if ok else 'DOES NOT REPLAY'}")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=50, help="record seeds 1..SEEDS")
    parser.add_argument("--jobs", type=int, default=2, help="processes searching at once")
    parser.add_argument("--check", action="store_true", help="only replay the records")
    args = parser.parse_args(argv)
    if args.check:
        return check()
    jobs = [(key, name, seed) for key, (_make, names) in GENERATORS.items()
            for name in names for seed in range(1, args.seeds + 1)]
    positions: dict[str, dict[str, dict[str, dict[str, object]]]] = {}
    missing = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for key, name, seed, index, moves, spent in pool.map(search, jobs):
            if index is None:
                missing.append((name, seed))
                positions.setdefault(key, {}).setdefault(name, {})[str(seed)] = {
                    "try": None, "solution": None}
                print(f"{name} seed {seed}: no fair position in {C.CHECKS} tries "
                      f"({spent:.1f} s)", flush=True)
                continue
            positions.setdefault(key, {}).setdefault(name, {})[str(seed)] = {
                "try": index, "solution": moves}
            print(f"{name} seed {seed}: try {index}, {len(moves or [])} moves "
                  f"({spent:.1f} s)", flush=True)
    write(positions)
    print(f"wrote {OUT.relative_to(ROOT)}; no fair position: {missing or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
