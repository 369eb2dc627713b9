"""The JSON position format: any board situation written as data.

See ``docs/position-format.md`` for the full description.  A position is a
JSON object; every field but ``players`` is optional and defaults to what a
reader would assume (no Pesos, full supplies, empty Steppe, ...).  Cells of a
pasture are written as text::

    "W12"     the white 12, unoccupied
    "W12^0"   ... with a standing gaucho of player 0 (Red)
    "W12_1"   ... with a lying gaucho of player 1 (Blue)
    null      an empty space
    "#"       a blocked space (covered face down)

Loading validates everything and raises :class:`~gaucho.errors.InvalidPosition`
with the path of the first bad value and, where one applies, the rule ID.
"""

from __future__ import annotations

from typing import Any

from gaucho import tiles as T
from gaucho.config import AREAS, DEFAULT_CONFIG, RULES_VERSION, RulesConfig
from gaucho.errors import GauchoError, InvalidPosition
from gaucho.flow import PHASES
from gaucho.state import BLOCKED, EMPTY, State

POSITION_FORMAT = "gaucho-position"
POSITION_VERSION = 1


def _cell_text(s: State, c: int) -> str | None:
    if c == EMPTY:
        return None
    if c == BLOCKED:
        return "#"
    occ = s.gauchos_on.get(c)
    if occ is None:
        return T.name(c)
    return f"{T.name(c)}{'^' if occ[1] else '_'}{occ[0]}"


def to_position(s: State, include_config: bool = True) -> dict[str, Any]:
    """The state as a JSON-ready position dict (everything, hidden information included)."""
    out: dict[str, Any] = {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "rules_version": RULES_VERSION,
        "phase": s.phase,
        "round": s.round,
        "start_player": s.start_player,
        "active": s.active,
        "turns_taken": s.turns_taken,
        "trigger_round": s.trigger_round,
        "pastures": [[_cell_text(s, c) for c in cells] for cells in s.pastures],
        "covered": [T.name(t) for t in s.covered],
        "draw_pile": [T.name(t) for t in reversed(s.draw_pile)],
        "steppe": [T.name(t) for t in s.steppe],
        "out": sorted(T.name(t) for t in s.out),
        "dice": s.dice_total,
        "rodeo": sorted(s.rodeo),
        "held": sorted(s.held),
        "wish_die": s.wish_die,
        "placed_this_turn": sorted(s.placed_this_turn),
        "vacated_this_turn": sorted(s.vacated_this_turn),
        "prelim_areas": list(s.prelim_areas),
        "players": [
            {
                "pesos": s.pesos[p],
                "supply": s.supply[p],
                "herds": [[T.name(t) for t in h] for _, h in sorted(s.herds[p].items())],
                "spaces": [a for a in AREAS if a in s.spaces[p]],
                "pending": [T.name(t) for t in s.pending[p]],
                "hand": [T.name(t) for t in s.prelim_hands[p]] if s.prelim_hands else [],
                "kept": s.prelim_kept[p] if s.prelim_kept else True,
            }
            for p in range(s.players)
        ],
    }
    if include_config and s.config != DEFAULT_CONFIG:
        out["config"] = s.config.to_dict()
    return out


class _Reader:
    """Reads one position, remembering where it is for error messages."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.seen: dict[int, str] = {}

    def fail(self, path: str, why: str) -> InvalidPosition:
        return InvalidPosition(f"position {path}: {why}")

    def get(self, key: str, default: Any, kind: type | tuple[type, ...]) -> Any:
        value = self.data.get(key, default)
        if value is not None and not isinstance(value, kind):
            names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
            raise self.fail(key, f"expected {names}, got {type(value).__name__}")
        return value

    def tile(self, text: Any, path: str, config: RulesConfig) -> int:
        if not isinstance(text, str):
            raise self.fail(path, f"a tile is written like 'W10', not {text!r}")
        try:
            t = T.parse(text)
        except GauchoError:
            raise self.fail(path, f"{text!r} is not a tile (write e.g. 'W10')") from None
        if t & 31 > config.max_big:
            raise self.fail(path, f"{text} does not exist: big numbers run 1..{config.max_big} "
                            "(R-COMP-2)")
        if t in self.seen:
            raise self.fail(path, f"{text} is already at {self.seen[t]}; every tile exists "
                            "once (R-COMP-2)")
        self.seen[t] = path
        return t

    def tiles(self, key: str, config: RulesConfig, data: Any = None,
              path: str | None = None) -> list[int]:
        value = self.data.get(key, []) if data is None else data
        where = path or key
        if not isinstance(value, list):
            raise self.fail(where, "expected a list of tiles")
        return [self.tile(v, f"{where}[{i}]", config) for i, v in enumerate(value)]


def from_position(data: dict[str, Any]) -> State:
    """Build a state from a position dict; raise :class:`InvalidPosition` if it is wrong."""
    if not isinstance(data, dict):
        raise InvalidPosition("a position must be a JSON object")
    if data.get("format", POSITION_FORMAT) != POSITION_FORMAT:
        raise InvalidPosition(f"format must be {POSITION_FORMAT!r}, not {data.get('format')!r}")
    version = data.get("version", POSITION_VERSION)
    if version != POSITION_VERSION:
        raise InvalidPosition(f"position version {version!r} is not supported "
                              f"(this gaucho reads version {POSITION_VERSION})")
    known = {"format", "version", "rules_version", "phase", "round", "start_player", "active",
             "turns_taken", "trigger_round", "pastures", "covered", "draw_pile", "steppe", "out",
             "dice", "rodeo", "held", "wish_die", "placed_this_turn", "vacated_this_turn",
             "prelim_areas", "players", "config", "title", "note"}
    unknown = set(data) - known
    if unknown:
        raise InvalidPosition(f"unknown position fields: {', '.join(sorted(unknown))}")
    r = _Reader(data)
    try:
        config = RulesConfig.from_dict(data["config"]) if "config" in data else DEFAULT_CONFIG
    except GauchoError as exc:
        raise InvalidPosition(f"position config: {exc}") from None
    seats = data.get("players")
    if isinstance(seats, int):
        seats = [{} for _ in range(seats)]
    if not isinstance(seats, list) or not 2 <= len(seats) <= 4:
        raise InvalidPosition("position players: give a list of 2 to 4 player objects "
                              "(or the number of players)")
    n = len(seats)
    s = State(config=config, players=n)
    s.phase = r.get("phase", "turn", str)
    if s.phase not in PHASES or PHASES[s.phase].actor == "engine":
        playable = [k for k, v in PHASES.items() if v.actor != "engine"]
        raise r.fail("phase", f"{s.phase!r} is not a phase a position can stand in; use one "
                     f"of {', '.join(playable)}")
    s.round = r.get("round", 1, int)
    s.start_player = r.get("start_player", 0, int)
    s.active = r.get("active", s.start_player, int)
    s.turns_taken = r.get("turns_taken", (s.active - s.start_player) % n, int)
    s.trigger_round = r.get("trigger_round", None, int)
    for key in ("start_player", "active"):
        if not 0 <= getattr(s, key) < n:
            raise r.fail(key, f"must be a player number 0..{n - 1}")
    # --- pastures
    pastures = r.get("pastures", None, list)
    sizes = config.pasture_sizes
    blocked = set(config.blocked[n])
    s.pastures = [[BLOCKED if (i, j) in blocked else EMPTY for j in range(size)]
                  for i, size in enumerate(sizes)]
    if pastures is not None:
        if len(pastures) != len(sizes):
            raise r.fail("pastures", f"the Pampa has {len(sizes)} pastures (R-COMP-5)")
        for i, cells in enumerate(pastures):
            if not isinstance(cells, list) or len(cells) > sizes[i]:
                raise r.fail(f"pastures[{i}]", f"P{i + 1} has {sizes[i]} spaces (R-COMP-5)")
            free = [j for j in range(sizes[i]) if (i, j) not in blocked]
            real = [c for c in cells if c != "#"]
            if len(real) > len(free):
                raise r.fail(f"pastures[{i}]", f"P{i + 1} has only {len(free)} usable spaces "
                             f"with {n} players (R-COMP-6, R-COMP-7)")
            for k, cell in enumerate(real):
                path = f"pastures[{i}][{k}]"
                if cell is None:
                    continue
                if not isinstance(cell, str):
                    raise r.fail(path, f"a cell is a tile text or null, not {cell!r}")
                tile_text, gaucho = cell, None
                for mark in ("^", "_"):
                    if mark in cell:
                        tile_text, _, who = cell.partition(mark)
                        if not (who.isascii() and who.isdigit()) or int(who) >= n:
                            raise r.fail(path, f"{cell!r}: the gaucho's owner must be a "
                                         f"player number 0..{n - 1}")
                        gaucho = (int(who), mark == "^")
                t = r.tile(tile_text, path, config)
                s.pastures[i][free[k]] = t
                if gaucho:
                    s.gauchos_on[t] = gaucho
    s.covered = r.tiles("covered", config)
    s.draw_pile = list(reversed(r.tiles("draw_pile", config)))
    s.steppe = r.tiles("steppe", config)
    if len(s.steppe) > config.steppe_size:
        raise r.fail("steppe", f"the Steppe holds at most {config.steppe_size} tiles "
                     "(R-COMP-14)")
    s.dice_total = r.get("dice", config.dice[n], int)
    s.rodeo = sorted(r.get("rodeo", [], list))
    s.held = sorted(r.get("held", [], list))
    for key, dice in (("rodeo", s.rodeo), ("held", s.held)):
        if any(not isinstance(d, int) or not 1 <= d <= config.die_faces for d in dice):
            raise r.fail(key, f"dice show 1..{config.die_faces} (R-ROUND-3)")
    if len(s.held) > 2:
        raise r.fail("held", "a player holds at most 2 drafted dice (R-TURN-1)")
    s.wish_die = bool(r.get("wish_die", False, bool))
    s.placed_this_turn = set(_areas(r, "placed_this_turn", data.get("placed_this_turn", [])))
    s.vacated_this_turn = set(_areas(r, "vacated_this_turn", data.get("vacated_this_turn", [])))
    s.prelim_areas = _areas(r, "prelim_areas", data.get("prelim_areas", []))
    # --- players
    s.pesos, s.supply, s.herds, s.spaces, s.pending = [], [], [], [], []
    s.prelim_hands, s.prelim_kept = [], []
    for p, seat in enumerate(seats):
        path = f"players[{p}]"
        if not isinstance(seat, dict):
            raise r.fail(path, "expected an object")
        extra = set(seat) - {"pesos", "supply", "herds", "spaces", "pending", "hand", "kept"}
        if extra:
            raise r.fail(path, f"unknown fields {', '.join(sorted(extra))}")
        pesos = seat.get("pesos", 0)
        if not isinstance(pesos, int) or pesos < 0:
            raise r.fail(f"{path}.pesos", "Pesos are a whole number of at least 0 (R-COMP-16)")
        herds: dict[int, list[int]] = {}
        raw_herds = seat.get("herds", [])
        if not isinstance(raw_herds, list):
            raise r.fail(f"{path}.herds", "expected a list of herds")
        for h, herd_text in enumerate(raw_herds):
            hp = f"{path}.herds[{h}]"
            herd = r.tiles("", config, herd_text, hp)
            if not herd:
                raise r.fail(hp, "a herd has at least one tile")
            breeds = {t >> 5 for t in herd}
            if len(breeds) != 1:
                raise r.fail(hp, "a herd holds tiles of one breed (R-HERD-1)")
            b = breeds.pop()
            if b in herds:
                raise r.fail(hp, "a player has at most one herd per breed (R-HERD-1)")
            values = [t & 31 for t in herd]
            pairs = list(zip(values, values[1:], strict=False))
            if pairs and not (all(x < y for x, y in pairs) or all(x > y for x, y in pairs)):
                raise r.fail(hp, f"{T.names(herd)} is not in strict order (R-HERD-2)")
            herds[b] = herd
        spaces = set(_areas(r, f"{path}.spaces", seat.get("spaces", [])))
        pending = r.tiles("", config, seat.get("pending", []), f"{path}.pending")
        hand = r.tiles("", config, seat.get("hand", []), f"{path}.hand")
        on_board = sum(1 for o, _ in s.gauchos_on.values() if o == p) + len(spaces)
        default_supply = config.gauchos[n] - on_board
        supply = seat.get("supply", default_supply)
        if not isinstance(supply, int) or supply < 0:
            raise r.fail(f"{path}.supply", "must be a whole number of at least 0")
        if supply + on_board > config.gauchos[n]:
            raise r.fail(path, f"has {supply + on_board} gauchos, but a player has "
                         f"{config.gauchos[n]} with {n} players (R-SETUP-2)")
        s.pesos.append(pesos)
        s.supply.append(supply)
        s.herds.append(herds)
        s.spaces.append(spaces)
        s.pending.append(pending)
        s.prelim_hands.append(hand)
        s.prelim_kept.append(bool(seat.get("kept", s.phase != "keep")))
    if s.phase == "draft" and not s.rodeo:
        raise r.fail("rodeo", "in the draft phase the Dice Rodeo must show dice")
    if s.phase == "place" and len(s.prelim_areas) >= n:
        raise r.fail("prelim_areas", "every player has already placed")
    if s.phase in ("collect", "final") and not any(s.pending):
        raise r.fail("players", f"phase {s.phase} needs tiles pending for some player")
    # --- whatever is not placed anywhere is out of the game
    listed_out = r.tiles("out", config)
    universe = T.all_tiles(config)
    s.out = listed_out + [t for t in universe if t not in r.seen]
    return s


def _areas(r: _Reader, path: str, value: Any) -> list[str]:
    if not isinstance(value, list) or any(v not in AREAS for v in value):
        raise r.fail(path, f"expected a list of Action Areas from {', '.join(AREAS)}")
    return list(value)
