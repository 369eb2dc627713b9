"""Play many games between bots and return tidy records, in parallel if asked.

::

    >>> from gaucho.workshop.simulation import simulate
    >>> sim = simulate(games=4, players=3, bots="random", seed=1, workers=1, progress=False)
    >>> len(sim.games), len(sim.players)
    (4, 12)

The result is a :class:`Simulation` holding three tables as plain lists of dicts
(``to_dataframe()`` turns one into a pandas DataFrame if pandas is installed):

* ``games``: one record per game (seed, players, variant, rounds, decisions,
  winners, the round the end was triggered, ...);
* ``players``: one record per game and player (Pesos, rank, seat, turn order in
  round 1, bot, sales, tiles taken, actions used by kind, ...);
* ``sales``: one record per herd sold (tiles, highest number, bonus, Pesos,
  immediate/forced/final).

Every per-player number is read from the game's history: its steps (who chose
which action) and their events (``sale``, ``collected``, ``steal``,
``insurance``, ...; see :mod:`gaucho.engine`).

Reproducibility: game ``i`` is played with the seed :func:`game_seed` derives
from ``(seed, i)``, its bots are seeded from that, and records are ordered by
game index, so the records are identical however many workers (processes,
threads, Dask workers) play the games.  Any :class:`concurrent.futures.Executor`
may be passed, e.g. ``distributed.Client(...).get_executor()`` for a cluster.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from gaucho import actions as A
from gaucho.config import DEFAULT_CONFIG, PLAYER_NAMES, RulesConfig
from gaucho.game import Game
from gaucho.workshop.bots import Seed, bot_name, play_game
from gaucho.workshop.variants import Variant, get_variant

__all__ = ["ACTION_KEYS", "Simulation", "game_records", "game_seed", "simulate"]

#: The action kinds counted per player, as ``act_<key>`` columns.
ACTION_KEYS = ("keep", "first_place", "take", "claim_A", "claim_B", "claim_C", "place",
               "wish", "sale", "steal", "raise", "replace", "steppe", "remove", "takeback",
               "end", "add", "sort")

_ACTION_KEY: dict[type, str] = {
    A.Keep: "keep", A.Draft: "take", A.Place: "place", A.UseWish: "wish", A.Sale: "sale",
    A.Steal: "steal", A.Raise: "raise", A.Replace: "replace", A.Steppe: "steppe",
    A.Remove: "remove", A.TakeBack: "takeback", A.EndTurn: "end", A.Add: "add",
    A.Sort: "sort",
}
_SALE_KIND = {"R-SALE-1": "immediate", "R-FINAL-4": "final"}  # anything else: forced


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


# ================================================================ records
def game_records(game: Game, *, index: int = 0, bots: Sequence[str] | None = None,
                 ) -> tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]:
    """The ``(game, players, sales)`` records of one finished (or unfinished) game."""
    n = game.players
    labels = list(bots) if bots is not None else ["?"] * n
    history = game.history
    state = game.state
    variant = game.variant or ("official" if game.config == DEFAULT_CONFIG else "custom")
    start = _round1_start(game)
    counts = [dict.fromkeys(ACTION_KEYS, 0) for _ in range(n)]
    per: list[dict[str, int]] = [
        {"decisions": 0, "sales": 0, "sales_in_play": 0, "immediate_sales": 0,
         "forced_sales": 0, "tiles_sold": 0, "sale_pesos": 0, "best_sale": 0,
         "insurance_pesos": 0, "tiles_kept": 0, "tiles_collected": 0, "tiles_stolen": 0,
         "tiles_lost_to_steal": 0, "steppe_tiles": 0, "gauchos_replaced": 0}
        for _ in range(n)]
    sales: list[dict[str, Any]] = []
    chance_steps = 0
    for step in history:
        p = step.player
        a = step.action
        if p < 0:
            chance_steps += 1
        else:
            per[p]["decisions"] += 1
            if isinstance(a, A.Claim):
                key = f"claim_{a.action}"
            elif isinstance(a, A.Place) and step.phase == "place":
                key = "first_place"
            else:
                key = _ACTION_KEY.get(type(a), "")
            if key:
                counts[p][key] += 1
            if isinstance(a, A.Keep):
                per[p]["tiles_kept"] += len(a.tiles)
        for ev in step.events:
            q = ev.player
            if q is None:
                continue
            kind = ev.kind
            if kind == "sale":
                tiles, high = len(ev.tiles), max(t & 31 for t in ev.tiles)
                value = ev.pesos
                bonus = value - tiles * high
                how = _SALE_KIND.get(ev.rule_id, "forced")
                r = per[q]
                r["sales"] += 1
                r["tiles_sold"] += tiles
                r["sale_pesos"] += value
                r["best_sale"] = max(r["best_sale"], value)
                if how != "final":
                    r["sales_in_play"] += 1
                if how == "immediate":
                    r["immediate_sales"] += 1
                elif how == "forced":
                    r["forced_sales"] += 1
                sales.append({"game": index, "seed": game.seed, "variant": variant,
                              "players": n, "seat": q, "bot": labels[q], "round": step.round,
                              "kind": how, "tiles": tiles, "high": high, "bonus": bonus,
                              "pesos": value})
            elif kind == "insurance":
                per[q]["insurance_pesos"] += ev.pesos
                if ev.rule_id == "R-STEAL-2":
                    per[q]["tiles_lost_to_steal"] += 1
                else:
                    per[q]["gauchos_replaced"] += 1
            elif kind == "collected":
                per[q]["tiles_collected"] += 1
            elif kind == "steal":
                per[q]["tiles_stolen"] += 1
            elif kind == "steppe":
                per[q]["steppe_tiles"] += 1
    pesos = list(state.pesos)
    winners = game.winners
    finished = game.is_over
    ordered = sorted(pesos, reverse=True)
    rec: dict[str, Any] = {
        "game": index,
        "seed": game.seed,
        "variant": variant,
        "players": n,
        "bots": "/".join(labels),
        "finished": finished,
        "rounds": state.round,
        "trigger_round": state.trigger_round,
        "decisions": sum(r["decisions"] for r in per),
        "chance_steps": chance_steps,
        "start_player": start,
        "winners": list(winners),
        "winner_bots": "/".join(sorted({labels[w] for w in winners})),
        "shared_win": len(winners) > 1,
        "top_pesos": ordered[0],
        "margin": ordered[0] - ordered[1] if n > 1 else ordered[0],
        "total_pesos": sum(pesos),
        "sales": sum(r["sales"] for r in per),
    }
    players: list[dict[str, Any]] = []
    for p in range(n):
        won = finished and p in winners
        row: dict[str, Any] = {
            "game": index,
            "seed": game.seed,
            "variant": variant,
            "players": n,
            "seat": p,
            "color": PLAYER_NAMES[p],
            "bot": labels[p],
            "turn_order": (p - start) % n if start >= 0 else -1,
            "is_start_player": p == start,
            "pesos": pesos[p],
            "rank": 1 + sum(1 for v in pesos if v > pesos[p]),
            "win": won,
            "win_share": (1.0 / len(winners)) if won else 0.0,
            "rounds": state.round,
            **per[p],
            "tiles_taken": per[p]["tiles_collected"] + per[p]["tiles_stolen"],
        }
        row.update({f"act_{k}": v for k, v in counts[p].items()})
        players.append(row)
    return rec, players, sales


def _round1_start(game: Game) -> int:
    """The start player of the preliminary round and round 1 (R-SETUP-10)."""
    for step in game.history:
        if step.phase == "keep" and step.player >= 0:
            return step.player
        if step.phase == "draft" and step.round == 1:
            return step.player
    return -1


# ================================================================= result
@dataclass
class Simulation:
    """The records of a simulation: ``games``, ``players`` and ``sales`` (lists of dicts)."""

    games: list[dict[str, Any]] = field(default_factory=list)
    players: list[dict[str, Any]] = field(default_factory=list)
    sales: list[dict[str, Any]] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.games)

    def __repr__(self) -> str:
        m = self.meta
        return (f"<Simulation {len(self.games)} games, {m.get('players')} players, variant "
                f"{m.get('variant')!r}, bots {m.get('bots')}, seed {m.get('seed')!r}>")

    def table(self, name: str = "players") -> list[dict[str, Any]]:
        if name not in ("games", "players", "sales"):
            raise ValueError("the tables are 'games', 'players' and 'sales'")
        rows: list[dict[str, Any]] = getattr(self, name)
        return rows

    def to_dataframe(self, table: str = "players") -> Any:
        """One table as a pandas DataFrame (pandas is optional and not a dependency)."""
        try:
            import pandas as pd
        except ImportError:  # pragma: no cover - depends on the environment
            raise ImportError("to_dataframe needs pandas (pip install pandas); the records "
                              "are plain lists of dicts in .games/.players/.sales") from None
        return pd.DataFrame(self.table(table))

    def extend(self, other: Simulation) -> None:
        self.games.extend(other.games)
        self.players.extend(other.players)
        self.sales.extend(other.sales)


# ================================================================ running
@dataclass(frozen=True)
class _Job:
    indices: tuple[int, ...]
    seed: Seed
    players: int
    bots: tuple[Any, ...]
    labels: tuple[str, ...]
    rotate: bool
    variant: Variant
    max_steps: int


_Result = list[tuple[dict[str, Any], list[dict[str, Any]], list[dict[str, Any]]]]


def _run_job(job: _Job) -> _Result:
    """Play the games of one chunk (runs in a worker; must stay importable and pure)."""
    out: _Result = []
    n = job.players
    for i in job.indices:
        shift = i % n if job.rotate else 0
        specs = [job.bots[(j + shift) % n] for j in range(n)]
        labels = [job.labels[(j + shift) % n] for j in range(n)]
        game = play_game(specs, players=n, seed=game_seed(job.seed, i), variant=job.variant,
                         max_steps=job.max_steps)
        out.append(game_records(game, index=i, bots=labels))
    return out


def _resolve_variant(variant: str | Variant | RulesConfig | None) -> Variant:
    if variant is None:
        return get_variant("official")
    if isinstance(variant, RulesConfig):
        return Variant("custom", "a custom rules configuration", variant, "custom")
    return get_variant(variant)


def _chunks(games: int, size: int) -> Iterator[tuple[int, ...]]:
    for start in range(0, games, size):
        yield tuple(range(start, min(games, start + size)))


def simulate(games: int = 100, players: int = 4, bots: Any = "random",
             variant: str | Variant | RulesConfig | None = None, seed: Seed = 0, *,
             executor: Executor | None = None, workers: int | None = None,
             progress: bool | None = None, chunk_size: int | None = None,
             rotate_seats: bool = True, max_steps: int = 20_000) -> Simulation:
    """Play ``games`` games between bots and return their :class:`Simulation` records.

    ``bots``: one spec for every seat, or a list of one spec per seat (names
    such as ``"random"``, ``"greedy"``, ``"montecarlo:playouts=4"``, bot classes,
    ``functools.partial`` of a class, or module-level functions; see
    :func:`gaucho.workshop.bots.make_bot`).  With ``rotate_seats`` (default) game ``i``
    shifts the list by ``i`` seats, so mixed bots share the seats fairly.

    ``variant``: a name, a :class:`~gaucho.workshop.variants.Variant` or a
    :class:`~gaucho.config.RulesConfig` (default: official).  The configuration
    itself travels to the workers, so workshop-made variants work everywhere.

    Parallelism: ``executor`` (any ``concurrent.futures.Executor``, left running)
    or else ``workers`` processes (default: all cores; ``workers=1`` plays in
    this process).  ``chunk_size`` games go to a worker at a time.  The records
    do not depend on either.  ``progress``: a tqdm bar (default: on for 200 games
    or more, when tqdm is installed).
    """
    if not isinstance(games, int) or games < 0:
        raise ValueError(f"games must be a non-negative integer, not {games!r}")
    if not isinstance(players, int) or not 2 <= players <= 4:
        raise ValueError(f"El Gaucho is for 2 to 4 players, not {players!r}")
    specs = tuple(bots) if isinstance(bots, list | tuple) else (bots,)
    if len(specs) == 1:
        specs = specs * players
    if len(specs) != players:
        raise ValueError(f"{len(specs)} bots for {players} players")
    v = _resolve_variant(variant)
    labels = tuple(spec_label(s) for s in specs)
    if workers is None:
        workers = os.cpu_count() or 1
    workers = max(1, workers)
    if chunk_size is None:
        parallel = max(1, workers if executor is None else 4 * workers)
        chunk_size = max(1, min(50, -(-games // (parallel * 4)) if games else 1))
    jobs = [_Job(idx, seed, players, specs, labels, rotate_seats, v, max_steps)
            for idx in _chunks(games, chunk_size)]
    sim = Simulation(meta={"games": games, "players": players, "bots": list(labels),
                           "variant": v.name, "config": v.config.to_dict(), "seed": seed,
                           "rotate_seats": rotate_seats})
    bar = _progress_bar(games, progress)
    results: dict[int, _Result] = {}
    try:
        if executor is None and (workers == 1 or len(jobs) <= 1):
            for k, job in enumerate(jobs):
                results[k] = _run_job(job)
                if bar is not None:
                    bar.update(len(job.indices))
        else:
            own = executor is None
            pool = executor if executor is not None else ProcessPoolExecutor(
                max_workers=min(workers, len(jobs)))
            try:
                futures: dict[Future[_Result], int] = {
                    pool.submit(_run_job, job): k for k, job in enumerate(jobs)}
                for fut in as_completed(futures):
                    k = futures[fut]
                    results[k] = fut.result()
                    if bar is not None:
                        bar.update(len(jobs[k].indices))
            finally:
                if own:
                    pool.shutdown(cancel_futures=True)
    finally:
        if bar is not None:
            bar.close()
    for k in range(len(jobs)):
        for rec, rows, sales in results[k]:
            sim.games.append(rec)
            sim.players.extend(rows)
            sim.sales.extend(sales)
    return sim


def _progress_bar(total: int, progress: bool | None) -> Any:
    if progress is False or (progress is None and total < 200):
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return None
    return tqdm(total=total, unit="game", desc="simulating")
