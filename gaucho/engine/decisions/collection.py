"""Collection and herds (§16, §17, §9, §23): each collected tile joins its herd, at the
right end or with SORT, one tile per decision (R-HERD-8)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from gaucho import tiles
from gaucho.config import breed_name
from gaucho.engine.common import Violation, pname
from gaucho.engine.decision import Decision
from gaucho.engine.herds import add_to_herd, sort_into
from gaucho.errors import InvalidAction
from gaucho.i18n import Message, _
from gaucho.state import Event, Phase, State

COLLECTOR = "each player with collected tiles, in turn order from the start player"


def collector(s: State) -> int:
    """R-COLLECT-6: players add their tiles one after another from the start player."""
    for p in s.order_from_start():
        if s.pending[p]:
            return p
    return -2


# ------------------------------------------------------------------ add
@dataclass(frozen=True, slots=True)
class Add:
    """Add a collected tile at the right end of its herd (R-HERD-3), ``add W5``."""

    tile: int
    kind: ClassVar[str] = "add"
    verbs: ClassVar[tuple[str, ...]] = ("add",)

    def __str__(self) -> str:
        return f"add {tiles.name(self.tile)}"

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Add | None:
        return cls(tiles.parse(args[0])) if len(args) == 1 else None


def _legal_adds(s: State) -> list[Add]:
    p = collector(s)
    if p < 0:
        return []
    return [_ADDS.get(t) or _ADDS.setdefault(t, Add(t)) for t in sorted(set(s.pending[p]))]


#: One Add per tile, made once: equal values, and the game-AI adapters find an object
#: they have seen by its identity, far quicker than by hashing it.
_ADDS: dict[int, Add] = {}


def _check_add(s: State, a: Add | Sort) -> Violation | None:
    p = collector(s)
    if p < 0 or a.tile not in s.pending[p]:
        return Violation("R-COLLECT-5", Message("{tile} is not among the tiles waiting to "
                                                "join your herds", tile=tiles.name(a.tile)))
    return None


def _add(s: State, a: Add, ev: list[Event]) -> None:
    p = collector(s)
    s.pending[p].remove(a.tile)
    add_to_herd(s, p, a.tile, ev, forced_rule="R-HERD-6")


def _add_elsewhere(s: State) -> Violation | None:
    if s.phase in (Phase.TURN, Phase.NODICE_TURN):
        return Violation("R-COLLECT-5", Message("collected tiles join herds only at the end "
                                                "of the round"))
    return None


# ------------------------------------------------------------------ SORT
@dataclass(frozen=True, slots=True)
class Sort:
    """Add a tile with SORT (R-SORT-1), ``sort W5``; ``side`` only for a 1-tile herd
    (R-SORT-3), ``sort W5 left``."""

    tile: int
    side: str | None = None
    kind: ClassVar[str] = "sort"
    verbs: ClassVar[tuple[str, ...]] = ("sort",)

    def __str__(self) -> str:
        return f"sort {tiles.name(self.tile)}" + (f" {self.side}" if self.side else "")

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Sort | None:
        if len(args) not in (1, 2):
            return None
        side = args[1].lower() if len(args) == 2 else None
        if side not in (None, "left", "right"):
            raise InvalidAction(_("the side of a SORT must be 'left' or 'right'"))
        return cls(tiles.parse(args[0]), side)


def _legal_sorts(s: State) -> list[Sort]:
    p = collector(s)
    if p < 0 or "SORT" not in s.spaces[p]:
        return []
    out: list[Sort] = []
    for tile in sorted(set(s.pending[p])):
        herd = s.herds[p].get(tiles.breed(tile))
        if herd and len(herd) == 1:
            out.extend((Sort(tile, "left"), Sort(tile, "right")))
        elif herd:
            out.append(Sort(tile))
    return out


def _check_sort(s: State, a: Sort) -> Violation | None:
    v = _check_add(s, a)
    if v:
        return v
    p = collector(s)
    if "SORT" not in s.spaces[p]:
        return Violation("R-SORT-1", Message("you have no gaucho on your SORT space"))
    herd = s.herds[p].get(tiles.breed(a.tile))
    if not herd:
        return Violation("R-SORT-1", Message("SORT inserts into an existing herd, and you have "
                                             "no {breed} herd",
                                             breed=breed_name(tiles.breed(a.tile))))
    if len(herd) == 1 and a.side is None:
        return Violation("R-SORT-3", Message("with a 1-tile herd say 'left' or 'right'"))
    if len(herd) >= 2 and a.side is not None:
        return Violation("R-SORT-2", Message("in a herd of 2 or more tiles SORT finds the only "
                                             "ordered position; do not name a side"))
    return None


def _sort(s: State, a: Sort, ev: list[Event]) -> None:
    p = collector(s)
    s.pending[p].remove(a.tile)
    s.spaces[p].discard("SORT")
    s.supply[p] += 1
    herd = s.herds[p][tiles.breed(a.tile)]
    sort_into(herd, a.tile, a.side)
    ev.append(Event("sort", Message("{player} uses SORT: {tile} goes into the {breed} herd, "
                                    "now {tiles}", player=pname(p), tile=tiles.name(a.tile),
                                    breed=breed_name(tiles.breed(a.tile)), tiles=tiles.names(herd)),
                    "R-SORT-2", p))


def _sort_elsewhere(s: State) -> Violation | None:
    if s.phase in (Phase.TURN, Phase.NODICE_TURN):
        return Violation("R-SORT-1", Message("SORT is used only while adding a collected tile "
                                             "to a herd at the end of the round"))
    return None


DECISIONS = (
    Decision("add", Add, COLLECTOR, ("R-COLLECT-5", "R-HERD-3", "R-HERD-4", "R-HERD-6"),
             _legal_adds, _check_add, _add, _add_elsewhere),
    Decision("sort", Sort, COLLECTOR, ("R-SORT-1", "R-SORT-2", "R-SORT-3", "R-SORT-4"),
             _legal_sorts, _check_sort, _sort, _sort_elsewhere),
)
