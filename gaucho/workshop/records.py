"""Tidy records of one game: a ``games`` row, one ``players`` row per seat, one ``sales`` row
per herd sold.

Every number is read from the game's history: its steps (who chose which action)
and their events (``sale``, ``collected``, ``steal``, ``insurance``, ...; see
:mod:`gaucho.engine`).  The columns are declared once here (:data:`COLUMNS`), so
the CSV/Parquet writers and the records agree by construction; the ``act_<kind>``
columns are read from the decision registry (:func:`action_keys`), one per decision
kind a player takes, under the kind's own name.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import IO, Any

from gaucho.actions import Claim, Keep
from gaucho.config import DEFAULT_CONFIG, PLAYER_NAMES
from gaucho.engine.decision import Decision
from gaucho.engine.decisions import DECISIONS
from gaucho.engine.dispatch import decision_in
from gaucho.game import Game, Step
from gaucho.state import Phase
from gaucho.tiles import big
from gaucho.workshop.traces import TRACE_COLUMNS, trace_columns

__all__ = ["ACTION_KEYS", "ALIASES", "COLUMNS", "SEAT_LISTS", "TABLES", "action_keys",
           "csv_cell", "csv_row", "game_records", "write_csv_rows"]


def action_keys(decisions: Sequence[Decision] = DECISIONS) -> tuple[str, ...]:
    """The decision kinds counted per player (``act_<key>`` columns): every kind a player
    takes, in the registry's order; a Pampa action is counted apart for A, B and C."""
    keys: list[str] = []
    for d in decisions:
        if d.is_chance:
            continue
        if d.action is Claim:
            keys.extend(f"{d.name}_{verb.upper()}" for verb in Claim.verbs)
        else:
            keys.append(d.name)
    return tuple(keys)


#: The decision kinds counted per player, as ``act_<key>`` columns.
ACTION_KEYS = action_keys()
#: Old column names kept for one release (0.2), each the same count as the kind it names:
#: ``act_take`` is ``act_draft``, ``act_first_place`` is ``act_first_gaucho``, ``act_steppe``
#: is ``act_put`` (putting Steppe tiles, not using SECRET CATTLE, which is
#: ``act_use_steppe``).
ALIASES: dict[str, str] = {"take": "draft", "first_place": "first_gaucho", "steppe": "put"}

#: Per-player tallies read from the history (columns of the ``players`` table).
TALLY_KEYS = ("decisions", "sales", "sales_in_play", "immediate_sales", "forced_sales",
              "tiles_sold", "sale_pesos", "best_sale", "insurance_pesos", "tiles_kept",
              "tiles_collected", "tiles_stolen", "tiles_lost_to_steal", "steppe_tiles",
              "gauchos_replaced")

#: The tables of a simulation and their columns, in order.
COLUMNS: dict[str, tuple[str, ...]] = {
    "games": ("game", "seed", "variant", "players", "bots", "finished", "rounds",
              "trigger_round", "decisions", "chance_steps", "start_player", "winners",
              "winner_bots", "shared_win", "top_pesos", "margin", "total_pesos", "sales",
              *TRACE_COLUMNS),
    "players": ("game", "seed", "variant", "players", "seat", "color", "bot", "turn_order",
                "is_start_player", "pesos", "rank", "win", "win_share", "rounds",
                *TALLY_KEYS, "tiles_taken", *(f"act_{k}" for k in ACTION_KEYS),
                *(f"act_{k}" for k in ALIASES)),
    "sales": ("game", "seed", "variant", "players", "seat", "bot", "round", "kind", "tiles",
              "high", "bonus", "pesos"),
    "failures": ("game", "seed", "bots", "error", "where"),
}
TABLES = tuple(COLUMNS)

_SALE_KIND = {"R-SALE-1": "immediate", "R-FINAL-4": "final"}  # anything else: forced

Record = dict[str, Any]


@dataclass
class _Tally:
    """What the history says about each seat, gathered in one pass."""

    players: int
    per: list[dict[str, int]] = field(default_factory=list)
    counts: list[dict[str, int]] = field(default_factory=list)
    sales: list[tuple[int, int, str, int, int, int]] = field(default_factory=list)
    chance_steps: int = 0

    def __post_init__(self) -> None:
        self.per = [dict.fromkeys(TALLY_KEYS, 0) for _ in range(self.players)]
        self.counts = [dict.fromkeys(ACTION_KEYS, 0) for _ in range(self.players)]


def game_records(game: Game, *, index: int = 0, bots: Sequence[str] | None = None,
                 ) -> tuple[Record, list[Record], list[Record]]:
    """The ``(game, players, sales)`` records of one finished (or unfinished) game."""
    n = game.players
    labels = list(bots) if bots is not None else ["?"] * n
    variant = game.variant or ("official" if game.config == DEFAULT_CONFIG else "custom")
    tally = _Tally(n)
    for step in game.history:
        _count_decision(tally, step)
        _count_events(tally, step)
    start = _round1_start(game)
    head = {"game": index, "seed": game.seed, "variant": variant, "players": n}
    return (_game_row(game, head, labels, tally, start),
            _player_rows(game, head, labels, tally, start),
            _sale_rows(head, labels, tally))


def _count_decision(tally: _Tally, step: Step) -> None:
    """Decisions and action kinds of the step's player (chance steps counted apart)."""
    p, a = step.player, step.action
    if p < 0:
        tally.chance_steps += 1
        return
    tally.per[p]["decisions"] += 1
    key = decision_in(step.phase, a).name
    if isinstance(a, Claim):
        key = f"{key}_{a.action}"
    tally.counts[p][key] += 1
    if isinstance(a, Keep):
        tally.per[p]["tiles_kept"] += len(a.tiles)


def _count_events(tally: _Tally, step: Step) -> None:
    """Sales, insurance, collected/stolen tiles and Steppe tiles, from the step's events."""
    for ev in step.events:
        q = ev.player
        if q is None:
            continue
        kind = ev.kind
        r = tally.per[q]
        if kind == "sale":
            tiles, high = len(ev.tiles), max(big(t) for t in ev.tiles)
            how = _SALE_KIND.get(ev.rule_id, "forced")
            r["sales"] += 1
            r["tiles_sold"] += tiles
            r["sale_pesos"] += ev.pesos
            r["best_sale"] = max(r["best_sale"], ev.pesos)
            if how != "final":
                r["sales_in_play"] += 1
            if how == "immediate":
                r["immediate_sales"] += 1
            elif how == "forced":
                r["forced_sales"] += 1
            tally.sales.append((q, step.round, how, tiles, high, ev.pesos))
        elif kind == "insurance":
            r["insurance_pesos"] += ev.pesos
            r["tiles_lost_to_steal" if ev.rule_id == "R-STEAL-2" else "gauchos_replaced"] += 1
        elif kind == "collected":
            r["tiles_collected"] += 1
        elif kind == "steal":
            r["tiles_stolen"] += 1
        elif kind == "steppe":
            r["steppe_tiles"] += 1


def _game_row(game: Game, head: Record, labels: list[str], tally: _Tally, start: int
              ) -> Record:
    state = game.state
    pesos = list(state.pesos)
    winners = game.winners
    ordered = sorted(pesos, reverse=True)
    return {
        **head,
        "bots": "/".join(labels),
        "finished": game.is_over,
        "rounds": state.round,
        "trigger_round": state.trigger_round,
        "decisions": sum(r["decisions"] for r in tally.per),
        "chance_steps": tally.chance_steps,
        "start_player": start,
        "winners": list(winners),
        "winner_bots": "/".join(sorted({labels[w] for w in winners})),
        "shared_win": len(winners) > 1,
        "top_pesos": ordered[0],
        "margin": ordered[0] - ordered[1] if len(ordered) > 1 else ordered[0],
        "total_pesos": sum(pesos),
        "sales": sum(r["sales"] for r in tally.per),
        **trace_columns(game),  # standings per round, Action Areas and specials used
    }


def _player_rows(game: Game, head: Record, labels: list[str], tally: _Tally, start: int
                 ) -> list[Record]:
    n = game.players
    pesos = list(game.state.pesos)
    winners = game.winners
    finished = game.is_over
    rows = []
    for p in range(n):
        won = finished and p in winners
        per = tally.per[p]
        row: Record = {
            **head,
            "seat": p,
            "color": PLAYER_NAMES[p],
            "bot": labels[p],
            "turn_order": (p - start) % n if start >= 0 else -1,
            "is_start_player": p == start,
            "pesos": pesos[p],
            "rank": 1 + sum(1 for v in pesos if v > pesos[p]),
            "win": won,
            "win_share": (1.0 / len(winners)) if won else 0.0,
            "rounds": game.state.round,
            **per,
            "tiles_taken": per["tiles_collected"] + per["tiles_stolen"],
        }
        row.update({f"act_{k}": v for k, v in tally.counts[p].items()})
        row.update({f"act_{old}": tally.counts[p][new] for old, new in ALIASES.items()})
        rows.append(row)
    return rows


def _sale_rows(head: Record, labels: list[str], tally: _Tally) -> list[Record]:
    return [{**head, "seat": q, "bot": labels[q], "round": rnd, "kind": how, "tiles": tiles,
             "high": high, "bonus": value - tiles * high, "pesos": value}
            for q, rnd, how, tiles, high, value in tally.sales]


def _round1_start(game: Game) -> int:
    """The start player of the preliminary round and round 1 (R-SETUP-10)."""
    for step in game.history:
        if step.phase == Phase.KEEP and step.player >= 0:
            return step.player
        if step.phase == Phase.DRAFT and step.round == 1:
            return step.player
    return -1


# ====================================================================== CSV
#: Columns holding a list of seats, written for a person and a spreadsheet: the seats
#: separated by semicolons (``0`` one winner, ``0;2`` a shared win), not a Python list.
SEAT_LISTS = frozenset({"winners"})


def csv_cell(value: Any, column: str = "") -> str:
    """One value as CSV text: a list of seats (:data:`SEAT_LISTS`) as ``0;2``, other lists
    (the per-round traces) as JSON, ``None`` empty, everything else ``str``."""
    if value is None:
        return ""
    if column in SEAT_LISTS and isinstance(value, list | tuple):
        return ";".join(str(v) for v in value)
    if isinstance(value, list | tuple | dict):
        return json.dumps(value)
    return str(value)


def csv_row(record: Record, table: str = "players") -> list[str]:
    """The CSV cells of one record, in the table's column order (what the writers write)."""
    return [csv_cell(record.get(c), c) for c in COLUMNS[table]]


def write_csv_rows(out: IO[str], records: Sequence[Record], table: str,
                   header: bool) -> None:
    """Append ``records`` of ``table`` to an open text file (the header first if asked)."""
    writer = csv.writer(out, lineterminator="\n")
    if header:
        writer.writerow(COLUMNS[table])
    writer.writerows(csv_row(r, table) for r in records)
