"""Many games on a Dask cluster, streamed to disk: games/s and the parent's peak memory.

    .venv/bin/python benchmarks/simulate_cluster.py                    # 100,000 games
    .venv/bin/python benchmarks/simulate_cluster.py --games 5000       # a quick run
    .venv/bin/python benchmarks/simulate_cluster.py --scheduler tcp://host:8786

Without ``--scheduler`` a ``LocalCluster`` of one single-threaded worker process per
core stands in for a real cluster.  The games come back in index order as small
batches (``iter_games(client=...)``); each is written to a CSV (or Parquet) file and
added to a running summary, then dropped, so the parent's memory stays flat however
many games run.  Goal (issue 12): 100,000 four-player random games with the parent's
peak memory under 200 MB.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from gaucho.workshop.simulation import RunningSummary, Simulation, iter_games, write_records


def rss_mb() -> float:
    """This process's peak resident memory so far, in MB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def reporting(batches: Iterator[Simulation], total: int, every: int) -> Iterator[Simulation]:
    """Pass batches through, printing progress, rate and peak memory now and then."""
    start = time.perf_counter()
    done = next_report = 0
    for batch in batches:
        done += len(batch) + len(batch.failures)
        if done >= next_report:
            rate = done / max(time.perf_counter() - start, 1e-9)
            print(f"  {done:>8,} / {total:,} games  {rate:7.1f} games/s  "
                  f"peak memory {rss_mb():6.1f} MB", flush=True)
            next_report += every
        yield batch


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", default="random")
    parser.add_argument("--scheduler", help="address of a running Dask scheduler")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                        help="local worker processes (without --scheduler)")
    parser.add_argument("--out", help="file to write (.csv or .parquet); default: a "
                        "temporary CSV")
    parser.add_argument("--chunk-size", type=int, default=50)
    args = parser.parse_args()

    import distributed

    cluster = None
    if args.scheduler:
        client = distributed.Client(args.scheduler)
    else:
        cluster = distributed.LocalCluster(n_workers=args.workers, threads_per_worker=1,
                                           processes=True, dashboard_address=None)
        client = distributed.Client(cluster)
    tmp = tempfile.TemporaryDirectory()
    out = Path(args.out) if args.out else Path(tmp.name) / "players.csv"
    try:
        threads = sum(client.nthreads().values())
        print(f"{args.games:,} {args.players}-player {args.bots}-bot games on "
              f"{len(client.nthreads())} Dask workers ({threads} threads); writing {out}")
        print(f"peak memory before: {rss_mb():.1f} MB")
        start = time.perf_counter()
        batches = iter_games(games=args.games, players=args.players, bots=args.bots,
                             seed="cluster", client=client, chunk_size=args.chunk_size,
                             progress=False, errors="record")
        summary: RunningSummary = write_records(
            reporting(batches, args.games, max(1000, args.games // 20)), out)
        elapsed = time.perf_counter() - start
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    print(summary)
    print(f"{summary.games:,} games ({summary.failed} failed) in {elapsed:.1f} s: "
          f"{summary.games / elapsed:.1f} games/s; file {out.stat().st_size / 1e6:.1f} MB; "
          f"parent's peak memory {rss_mb():.1f} MB (goal: under 200 MB)")
    tmp.cleanup()


if __name__ == "__main__":
    main()
