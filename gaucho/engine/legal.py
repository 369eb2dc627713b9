"""Every legal decision of the player to act, without duplicates."""

from __future__ import annotations

from itertools import combinations

from gaucho import actions as A
from gaucho.config import RulesConfig
from gaucho.engine.common import COLLECT_PHASES, TURN_PHASES, current_player
from gaucho.engine.payments import Payment, payments
from gaucho.state import EMPTY, State


def legal_actions(s: State) -> list[A.Action]:
    """Every legal decision of the player to act, without duplicates."""
    phase = s.phase
    if phase in TURN_PHASES:
        return _turn_actions(s)
    if phase == "draft":
        return [A.Draft(d) for d in sorted(set(combinations(sorted(s.rodeo),
                                                             min(2, len(s.rodeo)))))]
    if phase in COLLECT_PHASES:
        return _collect_actions(s)
    if phase == "keep":
        return _keep_actions(s)
    if phase == "place":
        taken = set(s.prelim_areas)
        return [A.Place(a) for a in s.config.areas_enabled if a not in taken]
    if phase == "steppe":
        return _steppe_actions(s, s.active)
    return []


def keep_minimum(cfg: RulesConfig, hand: list[int]) -> int:
    """R-PRELIM-4: keep at least one tile, unless no keep is possible (an empty hand)."""
    if cfg.min_keep <= 0:
        return 0
    possible = [c for c, lim in cfg.keep_limits.items()
                if c >= 1 and sum(1 for t in hand if t & 31 <= lim) >= c]
    return max(1, cfg.min_keep) if possible else 0


def _keep_actions(s: State) -> list[A.Action]:
    p = current_player(s)
    hand = sorted(s.prelim_hands[p])
    minimum = keep_minimum(s.config, hand)
    out: list[A.Action] = [A.Keep(())] if minimum == 0 else []
    for count in sorted(s.config.keep_limits):
        if count < max(1, minimum):
            continue
        limit = s.config.keep_limits[count]
        for combo in combinations(hand, count):
            if any(t & 31 > limit for t in combo):
                continue
            groups: dict[int, list[int]] = {}
            for t in combo:
                groups.setdefault(t >> 5, []).append(t)
            variants: list[list[tuple[int, ...]]] = [[]]
            for b in sorted(groups):
                asc = tuple(sorted(groups[b]))
                options = [asc] if len(asc) == 1 else [asc, asc[::-1]]
                variants = [v + [o] for v in variants for o in options]
            out.extend(A.Keep(tuple(v)) for v in variants)
    return out


def _collect_actions(s: State) -> list[A.Action]:
    p = current_player(s)
    if p < 0:
        return []
    out: list[A.Action] = []
    has_sort = "SORT" in s.spaces[p]
    for tile in sorted(set(s.pending[p])):
        out.append(A.Add(tile))
        herd = s.herds[p].get(tile >> 5)
        if has_sort and herd:
            if len(herd) == 1:
                out.append(A.Sort(tile, "left"))
                out.append(A.Sort(tile, "right"))
            else:
                out.append(A.Sort(tile))
    return out


def _turn_actions(s: State) -> list[A.Action]:
    p = s.active
    out: list[A.Action] = []
    supply = s.supply[p]
    cfg = s.config
    if s.held or s.wish_die:
        by_price: dict[int, list[Payment]] = {}

        def pay(price: int) -> list[Payment]:
            got = by_price.get(price)
            if got is None:
                got = by_price[price] = payments(s, (price,))
            return got

        small = cfg.small_numbers
        for cells in s.pastures:
            for tile in cells:
                if tile < 0:
                    continue
                occ = s.gauchos_on.get(tile)
                if occ is None:
                    if supply:
                        for d, w in pay(tile & 31):
                            out.append(A.Claim("A", tile, d, w))
                        for d, w in pay(small[(tile & 31) - 1]):
                            out.append(A.Claim("B", tile, d, w))
                elif occ[0] == p and not occ[1]:
                    for d, w in pay(small[(tile & 31) - 1]):
                        out.append(A.Claim("C", tile, d, w))
        if supply and s.phase == "turn":  # R-NODICE-2: no Action Space without dice
            spaces = s.spaces[p]
            for area in cfg.areas_enabled:
                if area in spaces or area in s.vacated_this_turn:
                    continue
                for d, w in payments(s, cfg.area_values[area]):
                    out.append(A.Place(area, d, w))
    for area in sorted(s.spaces[p]):
        if area in s.placed_this_turn:
            continue
        out.extend(_special_actions(s, p, area))
        out.append(A.Remove(area))
    if supply == 0:
        lying = sorted(t for t, (o, st) in s.gauchos_on.items() if o == p and not st)
        for r in range(1, len(lying) + 1):
            out.extend(A.TakeBack(c) for c in combinations(lying, r))
    out.append(A.EndTurn())
    return out


def _special_actions(s: State, p: int, area: str) -> list[A.Action]:
    if area not in s.config.areas_enabled:
        return []
    if area == "WISH":
        return [] if s.wish_die else [A.UseWish()]
    if area == "SALE":
        return [A.Sale(b) for b, h in sorted(s.herds[p].items()) if len(h) >= 2]
    if area == "STEAL":
        return [A.Steal(t) for q in range(s.players) if q != p
                for _, h in sorted(s.herds[q].items()) for t in h]
    if area == "RAISE":
        own = sorted(t for t, (o, st) in s.gauchos_on.items() if o == p and not st)
        opp = sorted(t for t, (o, st) in s.gauchos_on.items() if o != p and not st)
        out: list[A.Action] = [A.Raise((t,)) for t in own]
        out.extend(A.Raise(c) for c in combinations(own, 2))
        out.extend(A.Replace(t) for t in opp)
        return out
    if area == "STEPPE":
        return [A.UseSteppe()] if steppe_usable(s) else []
    return []  # SORT is used only at collection (R-SORT-1)


def steppe_usable(s: State) -> bool:
    """R-SPECIAL-7 with R-STEPPE-2/3: a Steppe tile to take and an empty space to put it in.

    Both are public (the Steppe's size is seen, its faces are not), so offering
    SECRET CATTLE reveals nothing (R-STEPPE-1).  A gaucho is always at hand: the
    one returned from the Steppe space (R-SPECIAL-3, R-STEPPE-5).
    """
    return bool(s.steppe) and any(EMPTY in cells for cells in s.pastures)


def _steppe_actions(s: State, p: int) -> list[A.Action]:
    """After using SECRET CATTLE (R-STEPPE-1): the tiles taken and their pastures."""
    free = [cells.count(EMPTY) for cells in s.pastures]
    avail = s.supply[p]  # the Steppe gaucho is back in supply already (R-SPECIAL-3)
    out: list[A.Action] = []
    if not s.steppe or not any(free) or not avail:
        return out
    open_pastures = [i for i, f in enumerate(free) if f]
    for t in sorted(set(s.steppe)):
        out.extend(A.Steppe(((t, i),)) for i in open_pastures)
    if avail >= 2 and sum(free) >= 2:
        smalls = sorted(t for t in s.steppe if t & 31 <= s.config.steppe_small_max)
        for t1, t2 in combinations(smalls, 2):
            for i in open_pastures:
                for j in open_pastures:
                    if i == j and free[i] < 2:
                        continue
                    out.append(A.Steppe(((t1, i), (t2, j))))
    return out
