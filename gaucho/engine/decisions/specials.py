"""The special actions of the Action Areas (§8, §10-§14): WISH, IMMEDIATE SALE, STEAL
CATTLE, RAISE/REPLACE GAUCHOS and SECRET CATTLE in two decisions (use it, then put
Steppe tiles).  SORT is used at collection (:mod:`.collection`)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import ClassVar

from gaucho import tiles
from gaucho.config import BREED_LETTERS, area_name, breed_name
from gaucho.engine.common import NARRATION, Violation, pasture_name, pname, remember
from gaucho.engine.decision import Decision
from gaucho.engine.decisions.notation import canonical, normalise, number, sorted_tuple
from gaucho.engine.herds import add_to_herd, sell
from gaucho.engine.pile import fill_steppe
from gaucho.errors import InvalidAction
from gaucho.i18n import Message, Plural, _
from gaucho.state import EMPTY, Event, Occupant, Phase, State

OWNER = "the owner of the gaucho on that Action Space, in his turn after the draft"


# ------------------------------------------------------------------ shared steps
def usable(s: State, area: str) -> bool:
    """R-SPECIAL-1, R-AREA-4: his gauchos sits there since an earlier turn."""
    return (area in s.spaces[s.active] and area not in s.placed_this_turn
            and area in s.config.areas_enabled)


def use(s: State, area: str, ev: list[Event]) -> int:
    """R-SPECIAL-3: the gaucho returns to supply first; the space is vacated (R-AREA-5)."""
    p = s.active
    s.spaces[p].discard(area)
    s.supply[p] += 1
    s.vacated_this_turn.add(area)
    text = NARRATION.get(key := ("use", p, area))
    if text is None:
        text = remember(key, Message("{player} uses {area}; the gaucho returns to supply",
                                     player=pname(p), area=area_name(area)))
    ev.append(Event("use", text, "R-SPECIAL-3", p))
    return p


# ------------------------------------------------------------------ WISH
@dataclass(frozen=True, slots=True)
class UseWish:
    """WISH: gain the imaginary die (R-WISH-1), ``wish``."""

    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "WISH"
    verbs: ClassVar[tuple[str, ...]] = ("wish",)

    def __str__(self) -> str:
        return "wish"

    @classmethod
    def read(cls, verb: str, args: list[str]) -> UseWish | None:
        return None if args else cls()


def _legal_wish(s: State) -> list[UseWish]:
    return [_WISH] if usable(s, "WISH") and not s.wish_die else []


#: Decisions listed again and again, made once: equal values, and the game-AI adapters
#: find an object they have seen by its identity, far quicker than by hashing it.
_WISH = UseWish()


def _wish_check(s: State, a: UseWish) -> Violation | None:
    if s.wish_die:
        return Violation("R-SPECIAL-7", Message("you already have a WISH die this turn"))
    return None


def _wish(s: State, a: UseWish, ev: list[Event]) -> None:
    p = use(s, "WISH", ev)
    s.wish_die = True
    ev.append(Event("wish", Message("{player} gains an imaginary die for this turn",
                                    player=pname(p)), "R-WISH-1", p))


# ------------------------------------------------------------------ IMMEDIATE SALE
@dataclass(frozen=True, slots=True)
class Sale:
    """IMMEDIATE SALE of one's herd of this breed (R-SALE-1), ``sale W``."""

    breed: int
    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "SALE"
    verbs: ClassVar[tuple[str, ...]] = ("sale",)

    def __str__(self) -> str:
        return f"sale {BREED_LETTERS[self.breed]}"

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Sale | None:
        if len(args) != 1:
            return None
        letter = args[0].upper()
        if letter not in BREED_LETTERS:
            raise InvalidAction(_("{text} is not a breed letter").format(text=repr(args[0])))
        return cls(BREED_LETTERS.index(letter))


def _legal_sales(s: State) -> list[Sale]:
    if not usable(s, "SALE"):
        return []
    return [_SALES.get(b) or _SALES.setdefault(b, Sale(b))
            for b, h in sorted(s.herds[s.active].items()) if len(h) >= 2]


_SALES: dict[int, Sale] = {}  # one per breed, made once (see _WISH)


def _sale_check(s: State, a: Sale) -> Violation | None:
    herd = s.herds[s.active].get(a.breed)
    if herd is None:
        return Violation("R-SALE-1", Message("you have no {breed} herd",
                                             breed=breed_name(a.breed)))
    if len(herd) < 2:
        return Violation("R-SALE-1", Message("IMMEDIATE SALE needs a herd of at least 2 tiles; "
                                             "your {breed} herd has 1",
                                             breed=breed_name(a.breed)))
    return None


def _sale(s: State, a: Sale, ev: list[Event]) -> None:
    p = use(s, "SALE", ev)
    sell(s, p, a.breed, ev, "R-SALE-1", bonus=s.config.sale_bonus)


# ------------------------------------------------------------------ STEAL CATTLE
@dataclass(frozen=True, slots=True)
class Steal:
    """STEAL CATTLE: take this tile from an opponent's herd (R-STEAL-1), ``steal W10``."""

    tile: int
    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "STEAL"
    verbs: ClassVar[tuple[str, ...]] = ("steal",)

    def __str__(self) -> str:
        return f"steal {tiles.name(self.tile)}"

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Steal | None:
        return cls(tiles.parse(args[0])) if len(args) == 1 else None


def _legal_steals(s: State) -> list[Steal]:
    if not usable(s, "STEAL"):
        return []
    return [_STEALS.get(t) or _STEALS.setdefault(t, Steal(t)) for q in range(s.players)
            if q != s.active for _, h in sorted(s.herds[q].items()) for t in h]


_STEALS: dict[int, Steal] = {}  # one per tile, made once (see _WISH)


def _steal_check(s: State, a: Steal) -> Violation | None:
    b = tiles.breed(a.tile)
    if a.tile in s.herds[s.active].get(b, ()):
        return Violation("R-STEAL-1", Message("you cannot steal from your own herd"))
    if any(a.tile in s.herds[q].get(b, ()) for q in range(s.players)):
        return None
    return Violation("R-STEAL-1", Message("{tile} is not in any opponent's herd",
                                          tile=tiles.name(a.tile)))


def _steal(s: State, a: Steal, ev: list[Event]) -> None:
    p = use(s, "STEAL", ev)
    b = tiles.breed(a.tile)
    victim = next(q for q in range(s.players) if a.tile in s.herds[q].get(b, ()))
    herd = s.herds[victim][b]
    herd.remove(a.tile)
    if not herd:
        del s.herds[victim][b]
    value = tiles.big(a.tile)
    s.pesos[victim] += value
    ev.append(Event("steal", Message("{player} steals {tile} from {victim}", player=pname(p),
                                     tile=tiles.name(a.tile), victim=pname(victim)),
                    "R-STEAL-1", p))
    ev.append(Event("insurance", insurance(victim, value), "R-STEAL-2", victim, pesos=value,
                    tiles=(a.tile,)))
    add_to_herd(s, p, a.tile, ev, forced_rule="R-STEAL-5")


def insurance(victim: int, value: int) -> Message:
    """``Blue gets 10 Pesos insurance`` (R-STEAL-2, R-RAISE-4)."""
    return Plural("{player} gets {n} Peso insurance", "{player} gets {n} Pesos insurance",
                  value, player=pname(victim))


# ------------------------------------------------------------------ RAISE/REPLACE
@dataclass(frozen=True, slots=True)
class Raise:
    """RAISE/REPLACE, mode Raise: stand up 1 or 2 own lying gauchos (R-RAISE-2),
    ``raise W10 K9``."""

    tiles: tuple[int, ...]
    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "RAISE"
    verbs: ClassVar[tuple[str, ...]] = ("raise",)

    def __post_init__(self) -> None:
        v = self.tiles
        if type(v) is not tuple or len(v) > 2 or (len(v) == 2 and v[0] > v[1]):
            canonical(self, "tiles", v)

    def __str__(self) -> str:
        return "raise " + tiles.names(self.tiles)

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Raise | None:
        return cls(tuple(tiles.parse(w) for w in args)) if args else None


def _legal_raises(s: State) -> list[Raise]:
    if not usable(s, "RAISE"):
        return []
    own = s.lying(s.active)
    raises = _RAISES
    return [raises.get(c) or raises.setdefault(c, Raise(c))
            for c in [(t,) for t in own] + list(combinations(own, 2))]


_RAISES: dict[tuple[int, ...], Raise] = {}  # one per set of tiles, made once (see _WISH)


def _raise_check(s: State, a: Raise) -> Violation | None:
    if not 1 <= len(a.tiles) <= 2 or len(set(a.tiles)) != len(a.tiles):
        return Violation("R-RAISE-2", Message("Raise stands up 1 or 2 different gauchos of "
                                              "yours"))
    for t in a.tiles:
        occ = s.gauchos_on.get(t)
        if occ is None or occ.owner != s.active or occ.standing:
            return Violation("R-RAISE-2", Message("none of your gauchos lies on {tile}",
                                                  tile=tiles.name(t)))
    return None


def _raise(s: State, a: Raise, ev: list[Event]) -> None:
    p = use(s, "RAISE", ev)
    for t in a.tiles:
        s.gauchos_on[t] = Occupant(p, True)
    ev.append(Event("raise", Message("{player} stands up the gauchos on {tiles}",
                                     player=pname(p), tiles=tiles.names(a.tiles)), "R-RAISE-2", p))


@dataclass(frozen=True, slots=True)
class Replace:
    """RAISE/REPLACE, mode Replace: swap an opponent's lying gaucho for a standing own one
    (R-RAISE-3), ``replace W11``."""

    tile: int
    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "RAISE"
    verbs: ClassVar[tuple[str, ...]] = ("replace",)

    def __str__(self) -> str:
        return f"replace {tiles.name(self.tile)}"

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Replace | None:
        return cls(tiles.parse(args[0])) if len(args) == 1 else None


def _legal_replaces(s: State) -> list[Replace]:
    if not usable(s, "RAISE"):
        return []
    return [_REPLACES.get(t) or _REPLACES.setdefault(t, Replace(t))
            for t, occ in sorted(s.gauchos_on.items())
            if occ.owner != s.active and not occ.standing]


_REPLACES: dict[int, Replace] = {}  # one per tile, made once (see _WISH)


def _replace_check(s: State, a: Replace) -> Violation | None:
    occ = s.gauchos_on.get(a.tile)
    if occ is None or occ.standing:
        return Violation("R-RAISE-3", Message("no gaucho lies on {tile}",
                                              tile=tiles.name(a.tile)))
    if occ.owner == s.active:
        return Violation("R-RAISE-3", Message("Replace swaps an opponent's lying gaucho; use "
                                              "Raise for your own"))
    return None


def _replace(s: State, a: Replace, ev: list[Event]) -> None:
    p = use(s, "RAISE", ev)
    victim = s.gauchos_on[a.tile].owner
    s.supply[victim] += 1
    s.supply[p] -= 1
    s.gauchos_on[a.tile] = Occupant(p, True)
    value = tiles.big(a.tile)
    s.pesos[victim] += value
    ev.append(Event("replace", Message("{player} replaces {victim}'s lying gaucho on {tile} "
                                       "with a standing one", player=pname(p),
                                       victim=pname(victim), tile=tiles.name(a.tile)),
                    "R-RAISE-3", p))
    ev.append(Event("insurance", insurance(victim, value), "R-RAISE-4", victim, pesos=value,
                    tiles=(a.tile,)))


# ------------------------------------------------------------------ SECRET CATTLE
@dataclass(frozen=True, slots=True)
class UseSteppe:
    """SECRET CATTLE, first decision: use it before seeing the Steppe (R-STEPPE-1),
    ``steppe``."""

    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "STEPPE"
    verbs: ClassVar[tuple[str, ...]] = ("steppe",)

    def __str__(self) -> str:
        return "steppe"

    @classmethod
    def read(cls, verb: str, args: list[str]) -> UseSteppe | None:
        return None if args else cls()


def steppe_usable(s: State) -> bool:
    """R-SPECIAL-7 with R-STEPPE-2/3: a Steppe tile to take and an empty space to put it in.

    Both are public (the Steppe's size is seen, its faces are not), so offering
    SECRET CATTLE reveals nothing (R-STEPPE-1).  A gaucho is always at hand: the
    one returned from the Steppe space (R-SPECIAL-3, R-STEPPE-5).
    """
    return bool(s.steppe) and any(EMPTY in cells for cells in s.pastures)


def _legal_use_steppe(s: State) -> list[UseSteppe]:
    return [_USE_STEPPE] if usable(s, "STEPPE") and steppe_usable(s) else []


_USE_STEPPE = UseSteppe()  # made once (see _WISH)


def _use_steppe_check(s: State, a: UseSteppe) -> Violation | None:
    if not s.steppe:
        return Violation("R-SPECIAL-7", Message("the Steppe is empty, so SECRET CATTLE has no "
                                                "effect"))
    if not steppe_usable(s):
        return Violation("R-SPECIAL-7", Message("no pasture has an empty space for a Steppe "
                                                "tile (R-STEPPE-3)"))
    return None


def _use_steppe(s: State, a: UseSteppe, ev: list[Event]) -> None:
    p = use(s, "STEPPE", ev)
    # Translators: English writes "tiles" even for 1; use your language's forms.
    ev.append(Event("steppe_look", Plural("{player} looks at the {n} Steppe tiles",
                                          "{player} looks at the {n} Steppe tiles",
                                          len(s.steppe), player=pname(p)), "R-STEPPE-1", p))


@dataclass(frozen=True, slots=True)
class Steppe:
    """SECRET CATTLE, second decision: Steppe tiles taken, each put into a pasture
    (index 0 = P1), chosen after looking at the Steppe (R-STEPPE-2..5),
    ``put W1>P1 K3>P2``."""

    placements: tuple[tuple[int, int], ...]
    kind: ClassVar[str] = "put"
    area: ClassVar[str] = "STEPPE"
    verbs: ClassVar[tuple[str, ...]] = ("put",)

    def __post_init__(self) -> None:
        normalise(self, "placements", sorted_tuple((t, p) for t, p in self.placements))

    def __str__(self) -> str:
        return "put " + " ".join(f"{tiles.name(t)}>P{p + 1}" for t, p in self.placements)

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Steppe | None:
        if not args:
            return None
        placements = []
        for w in args:
            tile_text, sep, pasture = w.partition(">")
            if not sep or not pasture.upper().startswith("P"):
                raise InvalidAction(_("{text}: write each Steppe tile as TILE>P<n>, e.g. "
                                      "W1>P1").format(text=repr(w)))
            placements.append((tiles.parse(tile_text), number(pasture[1:], "pasture") - 1))
        return cls(tuple(placements))


def _legal_puts(s: State) -> list[Steppe]:
    """After using SECRET CATTLE: 1 tile, or 2 small ones, each into an open pasture."""
    free = [cells.count(EMPTY) for cells in s.pastures]
    avail = s.supply[s.active]  # the Steppe gaucho is back in supply already (R-SPECIAL-3)
    if not s.steppe or not any(free) or not avail:
        return []
    open_pastures = [i for i, f in enumerate(free) if f]
    out = [Steppe(((t, i),)) for t in sorted(set(s.steppe)) for i in open_pastures]
    if avail >= 2 and sum(free) >= 2:
        smalls = sorted(t for t in s.steppe if tiles.big(t) <= s.config.steppe_small_max)
        out.extend(Steppe(((t1, i), (t2, j))) for t1, t2 in combinations(smalls, 2)
                   for i in open_pastures for j in open_pastures
                   if i != j or free[i] >= 2)
    return out


def _check_put(s: State, a: Steppe) -> Violation | None:
    small_max = s.config.steppe_small_max
    taken = [t for t, _ in a.placements]
    if not taken or len(taken) > 2 or len(set(taken)) != len(taken):
        return Violation("R-STEPPE-2", Message("take 1 Steppe tile, or 2 with big numbers of "
                                               "at most {max}", max=small_max))
    for t in taken:
        if t not in s.steppe:
            return Violation("R-STEPPE-1", Message("{tile} is not in the Steppe",
                                                   tile=tiles.name(t)))
    if len(taken) == 2 and any(tiles.big(t) > small_max for t in taken):
        return Violation("R-STEPPE-2", Message("two Steppe tiles may be taken only if each is "
                                               "at most {max}", max=small_max))
    if len(taken) > s.supply[s.active]:
        return Violation("R-STEPPE-5", Message("you need a gaucho from your supply for every "
                                               "tile you take"))
    return _check_pastures(s, a)


def _check_pastures(s: State, a: Steppe) -> Violation | None:
    """R-STEPPE-3/5: each named pasture exists and has room for its tiles."""
    need: dict[int, int] = {}
    for _tile, pasture in a.placements:
        if not 0 <= pasture < len(s.pastures):
            return Violation("R-STEPPE-3", Message("there is no pasture {pasture}",
                                                   pasture=pasture_name(pasture)))
        need[pasture] = need.get(pasture, 0) + 1
    for pasture, count in need.items():
        free = s.pastures[pasture].count(EMPTY)
        if free < count:
            # Translators: English writes "spaces" even for 1; use your language's forms.
            return Violation("R-STEPPE-5", Plural("{pasture} has {n} empty spaces, not {count}",
                                                  "{pasture} has {n} empty spaces, not {count}",
                                                  free, pasture=pasture_name(pasture),
                                                  count=count))
    return None


def _put(s: State, a: Steppe, ev: list[Event]) -> None:
    p = s.active
    for t, pasture in a.placements:
        s.steppe.remove(t)
        cells = s.pastures[pasture]
        cells[cells.index(EMPTY)] = t
        s.gauchos_on[t] = Occupant(p, True)
        s.supply[p] -= 1
        ev.append(Event("steppe", Message("{player} puts {tile} from the Steppe into "
                                          "{pasture} with a standing gaucho", player=pname(p),
                                          tile=tiles.name(t), pasture=pasture_name(pasture)),
                        "R-STEPPE-4", p))
    fill_steppe(s, ev, "R-STEPPE-7")


def _put_elsewhere(s: State) -> Violation | None:
    if s.phase in (Phase.TURN, Phase.NODICE_TURN):
        return Violation("R-STEPPE-1", Message("use SECRET CATTLE first ('steppe'); you "
                                               "choose the Steppe tiles after looking at them"))
    return None


DECISIONS = (
    Decision("wish", UseWish, OWNER, ("R-WISH-1", "R-SPECIAL-7"),
             _legal_wish, _wish_check, _wish,
             space="WISH"),
    Decision("sale", Sale, OWNER, ("R-SALE-1", "R-SALE-2"),
             _legal_sales, _sale_check, _sale,
             space="SALE"),
    Decision("steal", Steal, OWNER, ("R-STEAL-1", "R-STEAL-2", "R-STEAL-4", "R-STEAL-5"),
             _legal_steals, _steal_check, _steal,
             space="STEAL"),
    Decision("raise", Raise, OWNER, ("R-RAISE-1", "R-RAISE-2"),
             _legal_raises, _raise_check, _raise,
             space="RAISE"),
    Decision("replace", Replace, OWNER, ("R-RAISE-1", "R-RAISE-3", "R-RAISE-4"),
             _legal_replaces, _replace_check, _replace,
             space="RAISE"),
    Decision("use_steppe", UseSteppe, OWNER, ("R-STEPPE-1", "R-SPECIAL-7"),
             _legal_use_steppe, _use_steppe_check, _use_steppe,
             space="STEPPE"),
    Decision("put", Steppe, "the player who just used SECRET CATTLE, having seen the Steppe",
             ("R-STEPPE-2", "R-STEPPE-3", "R-STEPPE-4", "R-STEPPE-5", "R-STEPPE-7"),
             _legal_puts, _check_put, _put, _put_elsewhere),
)
