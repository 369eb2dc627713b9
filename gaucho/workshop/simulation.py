"""Play many games between bots and return tidy records, in parallel if asked.

::

    >>> from gaucho.workshop.simulation import simulate
    >>> sim = simulate(games=4, players=3, bots="random", seed=1, workers=1, progress=False)
    >>> len(sim.games), len(sim.players)
    (4, 12)

The result is a :class:`Simulation` holding tables as plain lists of dicts
(``to_dataframe()`` turns one into a pandas DataFrame, ``to_csv()`` writes one;
the columns are declared in :mod:`gaucho.workshop.records`):

* ``games``: one record per game (seed, players, variant, rounds, decisions,
  winners, the round the end was triggered, ...);
* ``players``: one record per game and player (Pesos, rank, seat, turn order in
  round 1, bot, sales, tiles taken, actions used by kind, ...);
* ``sales``: one record per herd sold (tiles, highest number, bonus, Pesos,
  immediate/forced/final);
* ``failures``: one record per game that failed (with ``errors="record"``).

Reproducibility: game ``i`` is played with the seed :func:`game_seed` derives
from ``(seed, i)``, its bots are seeded from that, and records are ordered by
game index, so the records are identical however many workers (processes,
threads, Dask workers) play the games.

Scale: :func:`iter_games` yields the finished games in index order as small
:class:`Simulation` batches while only a few chunks are in flight, so memory
stays flat however many games run; :func:`write_records` streams them to CSV or
Parquet and :class:`RunningSummary` aggregates them on the fly.  On a Dask
cluster pass ``client=distributed.Client(...)`` (or any
:class:`concurrent.futures.Executor` as ``executor=``).

Failure: a game whose bot raises is reported with its index and seed
(:class:`gaucho.errors.GameFailed`), or kept as a ``failures`` record with
``errors="record"`` while the other games' records are kept.  A worker process
that dies is replaced, and the games it was playing are replayed one at a time
to find the one that kills it.  Ctrl-C returns the games that finished
(``meta["interrupted"]`` is then ``True``), and ``start=`` goes on from a given game.

Time: ``time_limit=`` seconds per game turns a game that takes longer (a bot that hangs)
into a failure (its record says so), so a run never stalls.  The limit decides only
*whether* a game counts as failed: a game that finishes in time has the same records on
any machine.  Where the game is played in a process's main thread on Unix (gaucho's own
worker processes, ``workers=1``) it is stopped when its time is up; elsewhere (threads,
Dask, Pyodide) it is judged once it ends.  ``workers`` above the cores this process may
use are capped at that number, with a warning.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import heapq
import os
import signal
import sys
import threading
import time
import traceback
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, BrokenExecutor, Executor, Future, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from gaucho._extras import require
from gaucho.config import RulesConfig
from gaucho.errors import GameFailed, SimulationError
from gaucho.i18n import _, format_number, ngettext
from gaucho.workshop.bots import DEFAULT_BOT, Seed, bot_name, make_bot, play_game
from gaucho.workshop.records import (
    ACTION_KEYS,
    COLUMNS,
    TABLES,
    Record,
    csv_row,
    game_records,
    write_csv_rows,
)
from gaucho.workshop.variants import Variant, get_variant

__all__ = ["ACTION_KEYS", "COLUMNS", "RunningSummary", "Simulation", "csv_row",
           "game_records", "game_seed", "iter_games", "simulate", "write_records"]

ERRORS = ("raise", "record")
Progress = bool | None | Callable[[int, int], object]
#: The most games one simulation may ask for (a billion is already days of CPU).
MAX_GAMES = 10**12


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the system says, else all)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def game_seed(seed: Seed, index: int) -> int:
    """The seed of game ``index`` in a simulation seeded with ``seed`` (63-bit, stable)."""
    digest = hashlib.sha256(f"gaucho-simulate/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def spec_label(spec: Any) -> str:
    """A short name for a bot spec (see :func:`gaucho.workshop.bots.make_bot`)."""
    if isinstance(spec, str):
        return spec
    func = getattr(spec, "func", None)  # functools.partial
    target = func if func is not None else spec
    if isinstance(target, type):
        return str(getattr(target, "name", None) or target.__name__)
    if hasattr(spec, "choose"):
        return bot_name(spec)
    return str(getattr(target, "__name__", type(target).__name__))


# ================================================================= result
@dataclass
class Simulation:
    """The records of a simulation: ``games``, ``players``, ``sales`` and ``failures``."""

    games: list[Record] = field(default_factory=list)
    players: list[Record] = field(default_factory=list)
    sales: list[Record] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)
    failures: list[Record] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.games)

    @property
    def bots(self) -> list[str]:
        """The bots that played, one name per seat of the first game (``["greedy"] * 4``)."""
        return list(self.meta.get("bots", []))

    def __repr__(self) -> str:
        m = self.meta
        failed = f", {len(self.failures)} failed" if self.failures else ""
        stopped = ", interrupted" if m.get("interrupted") else ""
        return (f"<Simulation {len(self.games)} games{failed}{stopped}, {m.get('players')} "
                f"players, variant {m.get('variant')!r}, bots {m.get('bots')}, seed "
                f"{m.get('seed')!r}>")

    def table(self, name: str = "players") -> list[Record]:
        if not isinstance(name, str) or name not in TABLES:
            # Translators: {tables} are the tables' names (games, players...: not translated).
            raise SimulationError(_("the tables are {tables}, not {name!r}").format(
                tables=", ".join(map(repr, TABLES)), name=name))
        rows: list[Record] = getattr(self, name)
        return rows

    def to_dataframe(self, table: str = "players") -> Any:
        """One table as a pandas DataFrame (pandas comes with the ``workshop`` extra)."""
        rows = self.table(table)
        try:
            import pandas as pd
        except ImportError:  # pragma: no cover - depends on the environment
            raise ImportError("to_dataframe needs pandas (pip install 'gaucho[workshop]'); "
                              "the records are plain lists of dicts in .games/.players/.sales"
                              ) from None
        return pd.DataFrame(rows, columns=list(COLUMNS[table]))

    def to_csv(self, path_or_file: str | os.PathLike[str] | IO[str],
               table: str = "players") -> None:
        """Write one table as CSV (header, then one line per record; see ``csv_row``)."""
        rows = self.table(table)
        if isinstance(path_or_file, str | os.PathLike):
            with open(path_or_file, "w", newline="", encoding="utf-8") as out:
                write_csv_rows(out, rows, table, header=True)
        else:
            write_csv_rows(path_or_file, rows, table, header=True)

    def to_parquet(self, path: str | os.PathLike[str], table: str = "players") -> None:
        """Write one table as Parquet (needs pyarrow)."""
        write_records([self], path, table=table)

    def extend(self, other: Simulation) -> None:
        """Append another batch's records (e.g. from :func:`iter_games`)."""
        if not isinstance(other, Simulation):
            # Translators: {kind} is the type of what was given (int, list...).
            raise SimulationError(_("extend needs a Simulation, not {kind}").format(
                kind=type(other).__name__))
        self.games.extend(other.games)
        self.players.extend(other.players)
        self.sales.extend(other.sales)
        self.failures.extend(other.failures)
        if not self.meta:
            self.meta = dict(other.meta)


# ============================================================ summaries
@dataclass
class _BotTally:
    seats: int = 0
    wins: float = 0.0
    pesos: int = 0
    pesos_sq: int = 0
    ranks: int = 0


@dataclass
class RunningSummary:
    """Aggregates computed on the fly from batches, so memory stays flat.

    ``add`` a batch at a time (e.g. while writing them with :func:`write_records`);
    ``table()`` gives one row per bot: seats played, win share, mean Pesos and rank.
    """

    games: int = 0
    failed: int = 0
    #: The index of the game after the last one added (played or failed): where a run
    #: that was stopped goes on (``start=``).
    next_game: int = 0
    finished: int = 0
    rounds: int = 0
    shared_wins: int = 0
    sales: int = 0
    bots: dict[str, _BotTally] = field(default_factory=dict)

    def add(self, batch: Simulation) -> None:
        for g in batch.games:
            self.games += 1
            self.finished += bool(g["finished"])
            self.rounds += g["rounds"]
            self.shared_wins += bool(g["shared_win"])
        self.failed += len(batch.failures)
        self.next_game = max([self.next_game, *(r["game"] + 1 for r in batch.games),
                              *(r["game"] + 1 for r in batch.failures)])
        self.sales += len(batch.sales)
        for r in batch.players:
            t = self.bots.setdefault(r["bot"], _BotTally())
            t.seats += 1
            t.wins += r["win_share"]
            t.pesos += r["pesos"]
            t.pesos_sq += r["pesos"] * r["pesos"]
            t.ranks += r["rank"]

    def table(self) -> list[Record]:
        """One row per bot: ``seats``, ``win_share`` (wins per seat), ``mean_pesos``,
        ``sd_pesos``, ``mean_rank``."""
        rows = []
        for bot, t in sorted(self.bots.items()):
            mean = t.pesos / t.seats
            var = max(0.0, t.pesos_sq / t.seats - mean * mean)
            rows.append({"bot": bot, "seats": t.seats, "wins": t.wins,
                         "win_share": t.wins / t.seats, "mean_pesos": mean,
                         "sd_pesos": var ** 0.5, "mean_rank": t.ranks / t.seats})
        return rows

    @property
    def mean_rounds(self) -> float:
        return self.rounds / self.games if self.games else 0.0

    def __repr__(self) -> str:
        bots = ", ".join(f"{r['bot']}: {r['win_share']:.3f} wins/seat, "
                         f"{r['mean_pesos']:.1f} Pesos" for r in self.table())
        return (f"<RunningSummary {self.games} games ({self.failed} failed), "
                f"{self.mean_rounds:.2f} rounds on average; {bots}>")


# ================================================================ running
@dataclass(frozen=True)
class _Job:
    indices: Sequence[int]
    seed: Seed
    players: int
    bots: tuple[Any, ...]
    labels: tuple[str, ...]
    rotate: bool
    variant: Variant
    max_steps: int
    time_limit: float | None = None


@dataclass
class _Chunk:
    """What a worker sends back: the records of its games and the failures."""

    records: list[tuple[Record, list[Record], list[Record]]] = field(default_factory=list)
    failures: list[Record] = field(default_factory=list)


def _run_job(job: _Job, out: _Chunk | None = None,
             on_game: Callable[[], object] | None = None) -> _Chunk:
    """Play the games of one chunk (runs in a worker; must stay importable and pure).

    A game that raises becomes a failure record naming its index and seed; the
    others are played regardless.
    """
    out = out if out is not None else _Chunk()
    n = job.players
    for i in job.indices:
        shift = i % n if job.rotate else 0
        specs = [job.bots[(j + shift) % n] for j in range(n)]
        labels = [job.labels[(j + shift) % n] for j in range(n)]
        seed = game_seed(job.seed, i)
        failure = {"game": i, "seed": seed, "bots": "/".join(labels)}
        try:
            began = time.monotonic()
            with _time_limit(job.time_limit):
                game = play_game(specs, players=n, seed=seed, variant=job.variant,
                                 max_steps=job.max_steps)
            if job.time_limit is not None and time.monotonic() - began > job.time_limit:
                raise _OutOfTime
            out.records.append(game_records(game, index=i, bots=labels))
        except _OutOfTime:
            out.failures.append({**failure, "error": _out_of_time(job.time_limit),
                                 "where": ""})
        except Exception as exc:  # a bot's bug must not take the other games with it
            out.failures.append({**failure, "error": f"{type(exc).__name__}: {exc}",
                                 "where": _where(exc)})
        if on_game is not None:
            on_game()
    return out


class _OutOfTime(BaseException):
    """A game ran past its time limit.  Not an :class:`Exception`, so a bot's own
    ``except Exception`` cannot swallow it."""


def _out_of_time(limit: float | None) -> str:
    """The failure record's ``error`` for a game that ran past ``limit`` seconds."""
    return f"TimeLimit: the game took longer than {limit:g} s (time_limit)"


@contextlib.contextmanager
def _time_limit(seconds: float | None) -> Iterator[None]:
    """Stop the game inside after ``seconds`` (SIGALRM), where this thread can be stopped:
    the main thread of a process on Unix.  Elsewhere nothing stops it; the caller judges
    the game by its time once it ends."""
    if seconds is None or not hasattr(signal, "setitimer") or (
            threading.current_thread() is not threading.main_thread()):
        yield
        return

    def ring(_signum: int, _frame: Any) -> None:
        raise _OutOfTime

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _where(exc: BaseException) -> str:
    """Where an exception was raised: ``file:line in function`` of the innermost frame."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return ""
    f = frames[-1]
    parts = Path(f.filename).parts
    short = "/".join(parts[parts.index("gaucho"):]) if "gaucho" in parts else parts[-1]
    return f"{short}:{f.lineno} in {f.name}"


def _run_pickled(blob: bytes) -> _Chunk:
    """Worker entry point for our own process pools: the job comes cloudpickled, so bots
    defined in a notebook cell (``__main__``) reach spawned workers."""
    import pickle

    job = pickle.loads(blob)
    assert isinstance(job, _Job)
    return _run_job(job)


def _resolve_variant(variant: str | Variant | RulesConfig | None) -> Variant:
    if variant is None:
        return get_variant("official")
    if isinstance(variant, RulesConfig):
        return Variant("custom", "a custom rules configuration", variant, "custom")
    return get_variant(variant)


class _Jobs(Sequence[_Job]):
    """The chunks of a simulation, made when asked for: a billion games cost no memory."""

    def __init__(self, games: int, size: int, template: _Job, start: int = 0) -> None:
        self.games, self.size, self.template, self.start = games, size, template, start

    def __len__(self) -> int:
        return -(-(self.games - self.start) // self.size)

    def __getitem__(self, k: int) -> _Job:  # type: ignore[override]
        if not 0 <= k < len(self):
            raise IndexError(k)
        first = self.start + k * self.size
        return dataclasses.replace(self.template,
                                   indices=range(first, min(self.games, first + self.size)))

    def __iter__(self) -> Iterator[_Job]:
        return (self[k] for k in range(len(self)))


def _chunks(games: int, size: int) -> Iterator[tuple[int, ...]]:
    for start in range(0, games, size):
        yield tuple(range(start, min(games, start + size)))


def _whole(name: str, value: Any, least: int, allow_none: bool = False) -> None:
    """Refuse anything but a whole number of at least ``least`` (``True`` is not a number)."""
    if value is None and allow_none:
        return
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        # Translators: {name} is an argument's name (workers, chunk_size), not translated.
        raise SimulationError(_("{name} must be a whole number of at least {least}, not "
                                "{value!r}").format(name=name, least=least, value=value))


@dataclass
class _Plan:
    """A checked simulation request: the jobs and how to run them (``games``: how many
    this run plays, from ``start``)."""

    jobs: Sequence[_Job]
    games: int
    meta: dict[str, Any]
    errors: str
    executor: Executor | None
    workers: int
    window: int
    progress: Progress


def _plan(games: Any, players: Any, bots: Any, variant: Any, seed: Any, executor: Any,
          client: Any, workers: Any, progress: Any, chunk_size: Any, rotate_seats: bool,
          max_steps: Any, errors: Any, start: Any = 0, time_limit: Any = None) -> _Plan:
    """Check every argument (a clear :class:`SimulationError` otherwise) and cut the jobs."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 0:
        raise SimulationError(_("games must be a non-negative whole number, not {value!r}")
                              .format(value=games))
    if games > MAX_GAMES:
        raise SimulationError(_("games must be at most {limit}, not {value}").format(
            limit=format_number(MAX_GAMES), value=f"{games:.3g}"))
    _whole("start", start, 0)
    if start > games:
        raise SimulationError(_("start ({start}) is past the last game ({games} games)").format(
            start=start, games=games))
    if time_limit is not None and (isinstance(time_limit, bool) or not isinstance(
            time_limit, int | float) or not 0 < time_limit <= 10**6):
        raise SimulationError(_("time_limit must be a number of seconds (more than 0, at "
                                "most a million), or None, not {value!r}").format(
            value=time_limit))
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise SimulationError(_("players: El Gaucho is for 2 to 4 players, not {players}")
                              .format(players=repr(players)[:40]))
    _whole("workers", workers, 1, allow_none=True)
    _whole("chunk_size", chunk_size, 1, allow_none=True)
    _whole("max_steps", max_steps, 1)
    if errors not in ERRORS:
        raise SimulationError(f"errors must be 'raise' or 'record', not {errors!r}")
    if not (progress is None or isinstance(progress, bool) or callable(progress)):
        raise SimulationError("progress must be True, False, None or a function "
                              "progress(done, total)")
    if not isinstance(seed, int | str) or isinstance(seed, bool):
        raise SimulationError(_("seed must be a whole number or text, not {value!r}").format(
            value=seed))
    if executor is not None and client is not None:
        raise SimulationError("pass either executor= or client=, not both")
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise SimulationError(f"executor must be a concurrent.futures.Executor, not "
                              f"{type(executor).__name__}")
    specs = tuple(bots) if isinstance(bots, list | tuple) else (bots,)
    if len(specs) == 1:
        specs = specs * players
    if len(specs) != players:
        # Translators: "bots" is play_game's argument; {bots} and {players} are numbers.
        raise SimulationError(_("bots: {bots} bots for {players} players; give one bot for "
                                "every seat, or one for them all").format(
            bots=len(specs), players=players))
    for seat, spec in enumerate(specs):
        try:
            make_bot(spec, seed=0)
        except Exception as exc:
            # Translators: {seat} is a position in the bots' list, {spec} what was given.
            raise SimulationError(_("bots[{seat}] ({spec!r}) is not a bot: {error}").format(
                seat=seat, spec=spec, error=exc)) from None
    v = _resolve_variant(variant)
    labels = tuple(spec_label(s) for s in specs)
    window = 1
    if client is not None:
        executor = client.get_executor()
        window = max(1, sum(client.nthreads().values()))
    elif executor is not None:
        window = int(getattr(executor, "_max_workers", 0) or 8)
    if executor is None and not processes_available():
        workers = 1  # Pyodide/JupyterLite: in this process, with the progress bar
    elif workers is None:
        workers = usable_cores()
    elif executor is None and client is None and workers > usable_cores():
        warnings.warn(_("workers={workers} is more than the {cores} cores here; using "
                        "{cores} worker processes").format(workers=workers,
                                                           cores=usable_cores()),
                      RuntimeWarning, stacklevel=4)
        workers = usable_cores()
    parallel = window if executor is not None else workers
    if chunk_size is None:
        chunk_size = max(1, min(50 if parallel > 1 else 10,
                                -(-(games - start) // (parallel * 4))))
    jobs = _Jobs(games, chunk_size, _Job(range(0), seed, players, specs, labels, rotate_seats,
                                         v, max_steps, time_limit), start)
    meta = {"games": games, "players": players, "bots": list(labels), "variant": v.name,
            "config": v.config.to_dict(), "seed": seed, "rotate_seats": rotate_seats}
    if start:
        meta["start"] = start
    return _Plan(jobs, games - start, meta, errors, executor, workers, 2 * max(1, parallel),
                 progress)


def processes_available() -> bool:
    """Whether worker processes can be started here (not in Pyodide/JupyterLite)."""
    if sys.platform == "emscripten":
        return False
    try:
        import multiprocessing.synchronize  # noqa: F401  (needs working semaphores)
    except ImportError:
        return False
    return True


class _Pool:
    """Our own process pool: loky's (it restarts dead workers and pickles notebook-defined
    bots) or the standard library's; jobs travel cloudpickled either way."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.executor: Executor = self._start()

    def _start(self) -> Executor:
        try:
            from loky import get_reusable_executor
        except ImportError:
            from concurrent.futures import ProcessPoolExecutor

            return ProcessPoolExecutor(max_workers=self.workers)
        return get_reusable_executor(max_workers=self.workers)  # type: ignore[no-any-return]

    def submit(self, job: _Job) -> Future[_Chunk]:
        try:
            import cloudpickle
        except ImportError:  # pragma: no cover - loky and distributed bring it
            return self.executor.submit(_run_job, job)
        return self.executor.submit(_run_pickled, cloudpickle.dumps(job))

    def restart(self) -> None:
        """Replace a pool whose worker died (its other work is lost with it)."""
        self.close(kill=True)
        self.executor = self._start()

    def close(self, kill: bool = False) -> None:
        """Cancel what is queued; ``kill`` also stops the workers (work still running).

        loky's reusable pool otherwise stays warm for the next simulation.
        """
        ex = self.executor
        loky = type(ex).__module__.startswith("loky")
        try:
            if loky and not kill:
                return
            if loky:
                ex.shutdown(wait=False, kill_workers=True)  # type: ignore[call-arg]
                return
            processes = list((getattr(ex, "_processes", None) or {}).values())
            ex.shutdown(wait=False, cancel_futures=True)
            if kill:
                for proc in processes:
                    proc.terminate()
        except Exception:  # pragma: no cover - a pool that is already gone
            pass


def _worker_died(exc: BaseException) -> bool:
    return isinstance(exc, BrokenExecutor) or type(exc).__name__ in (
        "TerminatedWorkerError", "KilledWorker", "BrokenProcessPool")


class _Queue:
    """Chunk numbers to submit, lowest first, at most ``window`` ahead of the lowest one not
    finished, so finished chunks wait a bounded time for their turn (flat memory)."""

    def __init__(self, total: int, window: int) -> None:
        self.total, self.window = total, window
        self.fresh = 0  # the next chunk never submitted
        self.again: list[int] = []  # a heap of chunks to submit once more
        self.deaths: dict[int, int] = {}  # chunk -> worker deaths it was in flight for

    def __bool__(self) -> bool:
        return self.fresh < self.total or bool(self.again)

    def take(self, in_flight: Iterable[int]) -> Iterator[int]:
        lowest = min([*self.again[:1], *([self.fresh] if self.fresh < self.total else []),
                      *in_flight], default=0)
        while True:
            use_again = bool(self.again) and (self.fresh >= self.total
                                              or self.again[0] < self.fresh)
            k = self.again[0] if use_again else self.fresh
            if k >= self.total or k >= lowest + self.window:
                return
            if use_again:
                heapq.heappop(self.again)
            else:
                self.fresh += 1
            yield k

    def requeue(self, k: int) -> None:
        heapq.heappush(self.again, k)

    def died(self, k: int) -> int:
        """Count a worker death while chunk ``k`` was in flight; return the count."""
        self.deaths[k] = self.deaths.get(k, 0) + 1
        return self.deaths[k]


def _why_lost(exc: BaseException) -> str:
    why = f"{type(exc).__name__}: {exc}"
    return f"the worker playing it died ({why})" if _worker_died(exc) else why


class _Run:
    """One simulation in flight: submits chunks a window ahead of the next one to hand out,
    keeps finished chunks until their turn, and cancels what is pending when closed."""

    def __init__(self, plan: _Plan) -> None:
        self.plan = plan
        self.ready: dict[int, _Chunk] = {}
        self.partial: _Chunk | None = None  # the chunk playing in this process, if any
        self.done_games = 0
        self.bar = _progress_bar(plan.games, plan.progress)

    def _advance(self, games: int) -> None:
        self.done_games += games
        if self.bar is not None:
            self.bar.update(games)
        if callable(self.plan.progress):
            self.plan.progress(self.done_games, self.plan.games)

    def _finished(self, k: int, chunk: _Chunk) -> None:
        if chunk.failures and self.plan.errors == "raise":
            f = chunk.failures[0]
            where = f" (raised at {f['where']})" if f.get("where") else ""
            raise GameFailed(f["game"], f["seed"], f["error"] + where)
        self.ready[k] = chunk

    def batches(self) -> Iterator[Simulation]:
        """The chunks' records in game-index order, one :class:`Simulation` per chunk."""
        try:
            source = self._in_process() if self._local() else self._parallel()
            for k in range(len(self.plan.jobs)):
                while k not in self.ready:
                    next(source)
                yield self._batch(self.ready.pop(k))
        finally:
            if self.bar is not None:
                self.bar.close()

    def _local(self) -> bool:
        p = self.plan
        return p.executor is None and (p.workers == 1 or len(p.jobs) <= 1)

    def _batch(self, chunk: _Chunk) -> Simulation:
        sim = Simulation(meta=self.plan.meta, failures=chunk.failures)
        for rec, rows, sales in chunk.records:
            sim.games.append(rec)
            sim.players.extend(rows)
            sim.sales.extend(sales)
        return sim

    def _in_process(self) -> Iterator[None]:
        for k, job in enumerate(self.plan.jobs):
            chunk = _Chunk()
            self.partial = chunk  # what finished if Ctrl-C strikes inside the chunk
            _run_job(job, chunk, on_game=lambda: self._advance(1))
            self._finished(k, chunk)
            yield None

    def _parallel(self) -> Iterator[None]:
        p = self.plan
        pool: _Pool | None = None
        if p.executor is None:
            try:
                pool = _Pool(min(p.workers, len(p.jobs)))
            except (OSError, ImportError, NotImplementedError) as exc:
                warnings.warn(f"worker processes are unavailable ({exc}); playing the games "
                              "in this process", RuntimeWarning, stacklevel=4)
                yield from self._in_process()
                return
            submit = pool.submit
        else:
            executor = p.executor
            submit = lambda job: executor.submit(_run_job, job)  # noqa: E731
        futures: dict[Future[_Chunk], int] = {}
        queue = _Queue(len(p.jobs), p.window)
        try:
            while queue or futures:
                for k in queue.take(futures.values()):
                    futures[submit(p.jobs[k])] = k
                done, _ = wait(futures, return_when=FIRST_COMPLETED)
                for fut in sorted(done, key=futures.__getitem__):
                    k = futures.pop(fut)
                    try:
                        chunk = fut.result()
                    except Exception as exc:
                        if pool is None or not _worker_died(exc):
                            chunk = self._lost(p.jobs[k], _why_lost(exc))
                        else:
                            self._after_death([k, *futures.values()], pool, queue)
                            futures.clear()
                            yield None
                            break
                    self._finished(k, chunk)
                    self._advance(len(p.jobs[k].indices))
                    yield None
        finally:
            for fut in futures:
                fut.cancel()
            if pool is not None:
                pool.close(kill=bool(futures))

    def _after_death(self, stricken: list[int], pool: _Pool, queue: _Queue) -> None:
        """A worker died: any chunk in flight may be the culprit.  Start a fresh pool and
        replay each once more; a chunk in flight at a second death is replayed one game at
        a time (:func:`_isolate`), which names the game that kills its worker."""
        pool.restart()
        for k in stricken:
            if queue.died(k) < 2:
                queue.requeue(k)
            else:
                self._finished(k, _isolate(self.plan.jobs[k]))
                self._advance(len(self.plan.jobs[k].indices))

    @staticmethod
    def _lost(job: _Job, why: str) -> _Chunk:
        seeds = [game_seed(job.seed, i) for i in job.indices]
        return _Chunk(failures=[{"game": i, "seed": s, "bots": "/".join(job.labels),
                                 "error": why, "where": ""}
                                for i, s in zip(job.indices, seeds, strict=True)])


def _isolate(job: _Job) -> _Chunk:
    """Replay a chunk whose worker died twice one game at a time, each in a fresh one-worker
    pool, so the game that kills its worker is named and the others keep their records."""
    from concurrent.futures import ProcessPoolExecutor

    out = _Chunk()
    for i in job.indices:
        single = dataclasses.replace(job, indices=(i,))
        with ProcessPoolExecutor(max_workers=1) as pool:
            try:
                import cloudpickle

                part = pool.submit(_run_pickled, cloudpickle.dumps(single)).result()
            except Exception as exc:
                part = _Run._lost(single, f"the worker process died ({type(exc).__name__})")
        out.records.extend(part.records)
        out.failures.extend(part.failures)
    return out


def iter_games(games: int = 100, players: int = 4, bots: Any = DEFAULT_BOT,
               variant: str | Variant | RulesConfig | None = None, seed: Seed = 0, *,
               executor: Executor | None = None, client: Any = None,
               workers: int | None = None, progress: Progress = None,
               chunk_size: int | None = None, rotate_seats: bool = True,
               max_steps: int = 20_000, errors: str = "raise", start: int = 0,
               time_limit: float | None = None) -> Iterator[Simulation]:
    """The games of :func:`simulate`, as small :class:`Simulation` batches in game-index order.

    Only a few chunks are in flight at a time, so memory stays flat however many
    games run; closing the iterator (``.close()``, ``break``, garbage collection)
    cancels the pending work.  Accumulate with :meth:`Simulation.extend`, stream
    to a file with :func:`write_records`, aggregate with :class:`RunningSummary`.
    The arguments are those of :func:`simulate` (checked before anything runs).
    """
    plan = _plan(games, players, bots, variant, seed, executor, client, workers, progress,
                 chunk_size, rotate_seats, max_steps, errors, start, time_limit)
    return _Run(plan).batches()


def simulate(games: int = 100, players: int = 4, bots: Any = DEFAULT_BOT,
             variant: str | Variant | RulesConfig | None = None, seed: Seed = 0, *,
             executor: Executor | None = None, client: Any = None, workers: int | None = None,
             progress: Progress = None, chunk_size: int | None = None,
             rotate_seats: bool = True, max_steps: int = 20_000,
             errors: str = "raise", start: int = 0,
             time_limit: float | None = None) -> Simulation:
    """Play ``games`` games between bots and return their :class:`Simulation` records.

    ``bots``: one spec for every seat, or a list of one spec per seat (names
    such as ``"random"``, ``"greedy"``, ``"montecarlo:playouts=4"``, bot classes,
    ``functools.partial`` of a class, or functions, also ones defined in a
    notebook; see :func:`gaucho.workshop.bots.make_bot`); default ``"greedy"`` in every
    seat (:data:`~gaucho.workshop.bots.DEFAULT_BOT`: sensible play at a small cost; name
    ``bots="random"`` for the fastest games).  The bots that played are in
    :attr:`Simulation.bots` and in each ``players`` record's ``bot``.  With ``rotate_seats``
    (default) game ``i`` shifts the list by ``i`` seats, so mixed bots share the
    seats fairly.

    ``variant``: a name, a :class:`~gaucho.workshop.variants.Variant` or a
    :class:`~gaucho.config.RulesConfig` (default: official).  The configuration
    itself travels to the workers, so workshop-made variants work everywhere.

    Parallelism: ``client`` (a ``distributed.Client``: the games run on its Dask
    cluster), ``executor`` (any ``concurrent.futures.Executor``, left running),
    or else ``workers`` processes (default: all cores, through loky when
    installed; ``workers=1`` plays in this process, as does Pyodide).
    ``chunk_size`` games go to a worker at a time.  The records do not depend on
    any of these.  ``progress``: a tqdm bar (default: on for 200 games or more,
    when tqdm is installed), or a function ``progress(done, total)``.

    ``errors="raise"`` (default) raises :class:`gaucho.errors.GameFailed` naming
    the first failed game's index and seed; ``errors="record"`` keeps every other
    game and lists the failed ones in ``.failures``.  Ctrl-C (KeyboardInterrupt)
    returns the games that finished, with ``meta["interrupted"] = True``.

    ``start``: play only games ``start`` to ``games - 1`` (their records are those of the
    whole run: resume a run that was stopped).  ``time_limit``: seconds per game; a game
    that takes longer is a failed game (see the module's docstring).
    """
    plan = _plan(games, players, bots, variant, seed, executor, client, workers, progress,
                 chunk_size, rotate_seats, max_steps, errors, start, time_limit)
    run = _Run(plan)
    sim = Simulation(meta={**plan.meta, "interrupted": False})
    try:
        for batch in run.batches():
            sim.extend(batch)
    except KeyboardInterrupt:
        _keep_finished(sim, run)
        warnings.warn(ngettext("simulation interrupted: returning the {n} game that "
                               "finished of {total}",
                               "simulation interrupted: returning the {n} games that "
                               "finished of {total}", len(sim.games)).format(
                                   n=len(sim.games), total=plan.games),
                      RuntimeWarning, stacklevel=2)
    return sim


def _keep_finished(sim: Simulation, run: _Run) -> None:
    """After Ctrl-C: add the finished chunks not yet handed out, in game-index order."""
    sim.meta["interrupted"] = True
    chunks = [run.ready[k] for k in sorted(run.ready)]
    partial = run.partial
    if partial is not None and all(partial is not c for c in chunks):
        chunks.append(partial)
    for chunk in chunks:
        sim.extend(run._batch(chunk))
    order = sorted(range(len(sim.games)), key=lambda i: sim.games[i]["game"])
    sim.games = [sim.games[i] for i in order]
    sim.players.sort(key=lambda r: (r["game"], r["seat"]))
    sim.sales.sort(key=lambda r: r["game"])
    sim.failures.sort(key=lambda r: r["game"])
    sim.meta["games_finished"] = len(sim.games)


# ================================================================ writing
def write_records(batches: Iterable[Simulation], path: str | os.PathLike[str] | IO[str],
                  table: str = "players", *, summary: RunningSummary | None = None,
                  append: bool = False) -> RunningSummary:
    """Stream one table of ``batches`` (e.g. :func:`iter_games`) to a file, batch by batch.

    A path ending in ``.parquet`` is written as Parquet (needs pyarrow), anything
    else as CSV (the rows :meth:`Simulation.to_csv` writes).  Returns the
    :class:`RunningSummary` of everything written (pass ``summary`` to go on adding).
    ``append`` adds the rows to an existing CSV file, without a header (a resumed run).
    Each batch's CSV rows are written at once, so a run stopped by Ctrl-C leaves whole
    games in the file, ``summary.next_game`` being the first game not in it.
    """
    if table not in TABLES:
        raise SimulationError(_("the tables are {tables}, not {name!r}").format(
            tables=", ".join(map(repr, TABLES)), name=table))
    summary = summary if summary is not None else RunningSummary()
    if not isinstance(path, str | os.PathLike):
        _write_csv(batches, path, table, summary, header=not append)
    elif Path(path).suffix.lower() == ".parquet":
        if append:
            raise SimulationError("a Parquet file cannot be appended to; write a .csv file")
        _write_parquet(batches, path, table, summary)
    else:
        with open(path, "a" if append else "w", newline="", encoding="utf-8") as out:
            _write_csv(batches, out, table, summary, header=not append)
    return summary


def _write_csv(batches: Iterable[Simulation], out: IO[str], table: str,
               summary: RunningSummary, header: bool = True) -> None:
    import io

    for batch in batches:
        rows = io.StringIO()
        write_csv_rows(rows, batch.table(table), table, header=header)
        out.write(rows.getvalue())  # one write: Ctrl-C leaves a batch whole or absent
        header = False
        summary.add(batch)
    if header:
        write_csv_rows(out, [], table, header=True)


def _write_parquet(batches: Iterable[Simulation], path: str | os.PathLike[str], table: str,
                   summary: RunningSummary) -> None:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise ImportError("writing Parquet needs pyarrow (pip install pyarrow); write a "
                          ".csv file instead") from None
    columns = list(COLUMNS[table])
    writer = None
    try:
        for batch in batches:
            summary.add(batch)
            rows = batch.table(table)
            if not rows:
                continue
            data = {c: [r.get(c) for r in rows] for c in columns}
            if writer is None:
                part = pa.table(data)
                schema = pa.schema([f.with_type(pa.int64()) if pa.types.is_null(f.type) else f
                                    for f in part.schema])
                writer = pq.ParquetWriter(str(path), schema)
            writer.write_table(pa.table(data, schema=writer.schema))
        if writer is None:
            pq.write_table(pa.table({c: pa.array([], pa.string()) for c in columns}), str(path))
    finally:
        if writer is not None:
            writer.close()


def _progress_bar(total: int, progress: Progress) -> Any:
    if progress is False or callable(progress) or (progress is None and total < 200):
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:
        if progress is True:  # asked for by name: say which extra brings it
            require("tqdm", extra="workshop")
        return None
    # Translators: the progress bar of a simulation ("simulating: 40% 400/1000 game/s").
    return tqdm(total=total, unit=_("game"), desc=_("simulating"))
