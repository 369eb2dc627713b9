"""Design-metric studies: games/s locally and on a Dask LocalCluster, and a paired study's time.

    .venv/bin/python benchmarks/metrics.py                        # club bots, 20 games each
    .venv/bin/python benchmarks/metrics.py --games 4 --study-games 2   # a quick look
    .venv/bin/python benchmarks/metrics.py --bots greedy --games 100

Three figures, the games played by the same code a study uses
(:func:`gaucho.workshop.sweep.simulation_runner`, records with their per-round
standings, folded into :class:`gaucho.workshop.metrics.Accumulator` batch by batch):

* games/s in this process (one worker) and on a ``LocalCluster`` of one
  single-threaded worker process per core, side by side;
* the time of a paired study (the official rules and a variant on the same seeds,
  every design metric with its interval) of ``--study-games`` games per rule set on
  the cluster, and that time scaled to 1,000 games per rule set (games are
  independent, so the time grows in proportion once the cluster is busy);
* the parent's peak memory, which stays flat: only a few numbers per game are kept.

Other programs on the machine lower the figures: the load average is printed with them.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from typing import Any

from gaucho.variants import make_variant
from gaucho.workshop.metrics import Accumulator
from gaucho.workshop.sweep import paired, simulation_runner


def rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def cpu_seconds(client: Any = None) -> float:
    """CPU seconds used so far by this process, or by every worker of ``client``'s cluster
    (the machine is shared: CPU time says what the games cost, wall time what we waited)."""
    if client is None:
        return time.process_time()
    return float(sum(client.run(time.process_time).values()))


def rate(games: int, bots: str, client: Any = None) -> tuple[float, float]:
    """Games per second (wall) and CPU seconds per game of ``games`` games (official
    rules), folded into metrics."""
    run = simulation_runner(bots, 4, "bench-metrics", client=client, workers=1,
                            chunk_size=1)
    acc = Accumulator()
    cpu, start = cpu_seconds(client), time.perf_counter()
    for batch in run(make_variant("official-copy", "the official rules"), games):
        acc.add(batch)
    acc.summarise()
    wall = time.perf_counter() - start
    return games / wall, (cpu_seconds(client) - cpu) / games


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per rate measurement")
    parser.add_argument("--study-games", type=int, default=20,
                        help="games per rule set of the paired study (scaled to 1,000)")
    parser.add_argument("--bots", default="club")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()

    import distributed

    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; bots {args.bots}")
    local = rate(args.games, args.bots)
    cluster = distributed.LocalCluster(n_workers=args.workers, threads_per_worker=1,
                                       processes=True, dashboard_address=None)
    client = distributed.Client(cluster)  # type: ignore[no-untyped-call]
    try:
        on_cluster = rate(args.games, args.bots, client)
        variant = make_variant("bonus-8", "sale bonus 8", sale_bonus=8)
        cpu, start = cpu_seconds(client), time.perf_counter()
        result = paired(variant, args.study_games, runner=simulation_runner(
            args.bots, 4, "bench-study", client=client, chunk_size=1))
        study = time.perf_counter() - start
        study_cpu = cpu_seconds(client) - cpu
    finally:
        client.close()  # type: ignore[no-untyped-call]
        cluster.close()  # type: ignore[no-untyped-call]
    print(f"{'':28}{'games/s':>10}{'CPU s/game':>12}")
    print(f"{'this process (1 worker)':28}{local[0]:>10.3f}{local[1]:>12.2f}")
    print(f"{f'LocalCluster ({args.workers} workers)':28}{on_cluster[0]:>10.3f}"
          f"{on_cluster[1]:>12.2f}")
    print(f"speed-up {on_cluster[0] / local[0]:.2f}x (wall)")
    scaled = study * 1000 / args.study_games
    print(f"paired study, {args.study_games} games per rule set: {study:.1f} s wall, "
          f"{study_cpu:.1f} s CPU ({len(result.b)} metrics); scaled to 1,000 games per rule "
          f"set: {scaled:.0f} s ({scaled / 3600:.1f} h) wall, "
          f"{study_cpu * 1000 / args.study_games / 3600:.1f} h CPU")
    print(f"parent's peak memory {rss_mb():.1f} MB; load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
