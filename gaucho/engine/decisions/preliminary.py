"""The preliminary round (§3): keeping drawn tiles, then the first gaucho placed for free."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import ClassVar

from gaucho import tiles
from gaucho.config import RulesConfig, area_name
from gaucho.engine.common import Violation, pname
from gaucho.engine.decision import Decision
from gaucho.engine.decisions.notation import normalise
from gaucho.engine.decisions.turn import Place
from gaucho.i18n import Message, Plural, and_list
from gaucho.state import Event, State


# ------------------------------------------------------------------ keep
@dataclass(frozen=True, slots=True)
class Keep:
    """The kept tiles as first herds, ``keep K2 W3 W7``: one herd per breed, breeds in
    order, each herd in its own (chosen) order (R-PRELIM-3, R-PRELIM-5)."""

    herds: tuple[tuple[int, ...], ...]
    kind: ClassVar[str] = "keep"
    verbs: ClassVar[tuple[str, ...]] = ("keep",)

    def __post_init__(self) -> None:
        # the order the player names breeds in does not matter, the order within a breed
        # does: it is the herd's direction (R-PRELIM-5)
        herds = tuple(tuple(h) for h in self.herds)
        normalise(self, "herds", tuple(sorted(herds, key=lambda h: (tiles.breed(h[0]) if h else -1,
                                                                    h))))

    def __str__(self) -> str:
        return " ".join(["keep", *(tiles.name(t) for herd in self.herds for t in herd)])

    @property
    def tiles(self) -> tuple[int, ...]:
        return tuple(t for herd in self.herds for t in herd)

    @staticmethod
    def of(chosen: list[int] | tuple[int, ...]) -> Keep:
        """Group tiles by breed, keeping their order within a breed."""
        groups: dict[int, list[int]] = {}
        for t in chosen:
            groups.setdefault(tiles.breed(t), []).append(t)
        return Keep(tuple(tuple(g) for g in groups.values()))

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Keep | None:
        return cls.of([tiles.parse(w) for w in args])


def keep_minimum(cfg: RulesConfig, hand: list[int]) -> int:
    """R-PRELIM-4: keep at least one tile, unless no keep is possible (an empty hand)."""
    if cfg.min_keep <= 0:
        return 0
    possible = [c for c, lim in cfg.keep_limits.items()
                if c >= 1 and sum(1 for t in hand if tiles.big(t) <= lim) >= c]
    return max(1, cfg.min_keep) if possible else 0


def keeper(s: State) -> int:
    """R-PRELIM-1: players keep in turn order from the start player."""
    for p in s.order_from_start():
        if not s.prelim_kept[p]:
            return p
    return -2


def _legal_keeps(s: State) -> list[Keep]:
    hand = sorted(s.prelim_hands[keeper(s)])
    minimum = keep_minimum(s.config, hand)
    out = [Keep(())] if minimum == 0 else []
    for count in sorted(s.config.keep_limits):
        if count < max(1, minimum):
            continue
        limit = s.config.keep_limits[count]
        for combo in combinations(hand, count):
            if all(tiles.big(t) <= limit for t in combo):
                out.extend(_herd_orders(combo))
    return out


def _herd_orders(combo: tuple[int, ...]) -> list[Keep]:
    """Every way to lay the chosen tiles out as herds: each breed up or down (R-PRELIM-5)."""
    groups: dict[int, list[int]] = {}
    for t in combo:
        groups.setdefault(tiles.breed(t), []).append(t)
    variants: list[list[tuple[int, ...]]] = [[]]
    for b in sorted(groups):
        asc = tuple(sorted(groups[b]))
        options = [asc] if len(asc) == 1 else [asc, asc[::-1]]
        variants = [v + [o] for v in variants for o in options]
    return [Keep(tuple(v)) for v in variants]


def _check_keep(s: State, a: Keep) -> Violation | None:
    hand = s.prelim_hands[keeper(s)]
    kept = a.tiles
    for t in kept:
        if t not in hand:
            return Violation("R-PRELIM-3", Message("{tile} is not among the tiles you drew",
                                                   tile=tiles.name(t)))
    if len(set(kept)) != len(kept):
        return Violation("R-PRELIM-3", Message("each drawn tile can be kept only once"))
    cfg = s.config
    minimum = keep_minimum(cfg, hand)
    if len(kept) < minimum:
        return Violation("R-PRELIM-4", Plural("you must keep at least one tile",
                                              "you must keep at least {n} tiles", minimum))
    if not kept:
        return None
    if len(kept) not in cfg.keep_limits:
        # Translators: English writes "tiles" even for 1; use your language's forms.
        return Violation("R-PRELIM-3", Plural("you may keep at most {n} tiles",
                                              "you may keep at most {n} tiles",
                                              max(cfg.keep_limits)))
    limit = cfg.keep_limits[len(kept)]
    high = max(tiles.big(t) for t in kept)
    if high > limit:
        # Translators: English writes "tiles" even for 1; {limit} and {high} are big numbers.
        return Violation("R-PRELIM-3", Plural("to keep {n} tiles each must be at most {limit}, "
                                              "but you chose a {high}",
                                              "to keep {n} tiles each must be at most {limit}, "
                                              "but you chose a {high}", len(kept), limit=limit,
                                              high=high))
    return _check_herds(a)


def _check_herds(a: Keep) -> Violation | None:
    """R-PRELIM-5: one herd per breed, each of one breed and in strict order."""
    breeds = [tiles.breed(herd[0]) for herd in a.herds if herd]
    if (len(breeds) != len(a.herds) or len(set(breeds)) != len(breeds)
            or any(tiles.breed(t) != tiles.breed(herd[0]) for herd in a.herds for t in herd)):
        return Violation("R-PRELIM-5", Message("the kept tiles form one herd per breed, each "
                                               "of one breed only"))
    for herd in a.herds:
        values = [tiles.big(t) for t in herd]
        if len(values) >= 2:
            asc = all(x < y for x, y in zip(values, values[1:], strict=False))
            desc = all(x > y for x, y in zip(values, values[1:], strict=False))
            if not (asc or desc):
                return Violation("R-PRELIM-5", Message("a herd must be in strict order: "
                                                       "{tiles} is not", tiles=tiles.names(herd)))
    return None


def _keep(s: State, a: Keep, ev: list[Event]) -> None:
    p = keeper(s)
    hand = s.prelim_hands[p]
    for herd in a.herds:
        for t in herd:
            hand.remove(t)
        s.herds[p][tiles.breed(herd[0])] = list(herd)
    s.prelim_kept[p] = True
    ev.append(Event("keep", Plural("{player} keeps {n} tile", "{player} keeps {n} tiles",
                                   len(a.tiles), player=pname(p)), "R-PRELIM-3", p))
    if all(s.prelim_kept):
        for q in range(s.players):
            kept = [t for _, h in sorted(s.herds[q].items()) for t in h]
            ev.append(Event("reveal", _revealed(pname(q), kept), "R-PRELIM-2", q))


def _revealed(player: object, kept: list[int]) -> Message:
    """R-PRELIM-2: what a player's kept tiles show once every player has chosen, in words
    ("Blue reveals the brown 6 and the golden 8"); only the kept tiles, which are face up
    from now on."""
    if not kept:
        # Translators: a player kept no tile in the preliminary round (a variant may allow
        # it), so nothing is turned face up.
        return Message("{player} reveals no tile", player=player)
    # Translators: {herds} lists the tiles kept in the preliminary round, now turned face up,
    # each as "the {tile}" says it ("the brown 6 and the golden 8").
    return Message("{player} reveals {herds}", player=player, herds=and_list(
        Message("the {tile}", tile=tiles.InWords(t)) for t in kept))


# ------------------------------------------------------------------ first gaucho
def placer(s: State) -> int:
    """R-PRELIM-8: counter-clockwise from the start player's right neighbour."""
    return s.placement_order()[len(s.prelim_areas)]


def _legal_first_gauchos(s: State) -> list[Place]:
    taken = set(s.prelim_areas)
    return [Place(a) for a in s.config.areas_enabled if a not in taken]


def _check_first_gaucho(s: State, a: Place) -> Violation | None:
    if a.area not in s.config.areas_enabled:
        return Violation("R-AREA-1", Message("the {area} area is not in play in these rules",
                                             area=area_name(a.area)))
    if a.dice or a.wish:
        return Violation("R-PRELIM-8", Message("the first gaucho is placed for free, without "
                                               "dice"))
    if a.area in s.prelim_areas:
        return Violation("R-PRELIM-9", Message("an earlier player already chose {area}",
                                               area=area_name(a.area)))
    return None


def _first_gaucho(s: State, a: Place, ev: list[Event]) -> None:
    p = placer(s)
    s.prelim_areas.append(a.area)
    s.supply[p] -= 1
    s.spaces[p].add(a.area)
    ev.append(Event("place", Message("{player} places a gaucho on {area} for free",
                                     player=pname(p), area=area_name(a.area)),
                    "R-PRELIM-8", p))


DECISIONS = (
    Decision("keep", Keep, "each player in turn from the start player, seeing only his draw",
             ("R-PRELIM-3", "R-PRELIM-4", "R-PRELIM-5"), _legal_keeps, _check_keep, _keep),
    Decision("first_gaucho", Place, "each player counter-clockwise, the start player last",
             ("R-PRELIM-8", "R-PRELIM-9"), _legal_first_gauchos, _check_first_gaucho,
             _first_gaucho),
)
