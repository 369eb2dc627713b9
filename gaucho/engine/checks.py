"""Why an action is illegal: each check names the rule it breaks (RULES.md IDs)."""

from __future__ import annotations

from gaucho import actions as A
from gaucho import tiles as T
from gaucho.config import BREED_NAMES
from gaucho.engine.common import COLLECT_PHASES, TURN_PHASES, Violation, current_player, pname
from gaucho.engine.legal import keep_minimum, steppe_usable
from gaucho.engine.payments import check_payment, has_dice
from gaucho.state import EMPTY, State

_PHASE_HINT = {
    "keep": ("R-PRELIM-3", "first every player chooses which of his drawn tiles to keep"),
    "cover": ("R-PRELIM-7", "the blocked spaces must be covered first (a chance step)"),
    "place": ("R-PRELIM-8", "first every player places his first gaucho on an Action Area"),
    "roll": ("R-ROUND-2", "the dice must be rolled first (a chance step)"),
    "draft": ("R-TURN-3", "take your 2 dice from the Dice Rodeo first"),
    "steppe": ("R-SPECIAL-5", "you used SECRET CATTLE: first choose the Steppe tiles and "
               "their pastures"),
    "collect": ("R-COLLECT-5", "the round is over and collected tiles are being added to "
                "herds"),
    "final": ("R-FINAL-2", "final scoring is adding collected tiles to herds"),
    "game_over": ("R-FINAL-5", "the game is over"),
}

_ACTION_PHASES: dict[type, tuple[str, ...]] = {
    A.Roll: ("roll",), A.Cover: ("cover",), A.Keep: ("keep",), A.Draft: ("draft",),
    A.Place: ("place", *TURN_PHASES), A.Add: COLLECT_PHASES, A.Sort: COLLECT_PHASES,
    A.Steppe: ("steppe",),
}


def check(s: State, a: A.Action) -> Violation | None:
    """``None`` if the action is legal now, else the rule it breaks and why."""
    phases = _ACTION_PHASES.get(type(a), TURN_PHASES)
    if s.phase not in phases:
        if isinstance(a, A.Draft) and s.phase in TURN_PHASES:
            if s.phase == "nodice_turn":
                return Violation("R-NODICE-1", "there are no dice in the round without dice")
            return Violation("R-TURN-1", "you already took your dice this turn")
        if isinstance(a, A.Sort) and s.phase in TURN_PHASES:
            return Violation("R-SORT-1", "SORT is used only while adding a collected tile "
                             "to a herd at the end of the round")
        if isinstance(a, A.Add) and s.phase in TURN_PHASES:
            return Violation("R-COLLECT-5", "collected tiles join herds only at the end of "
                             "the round")
        if isinstance(a, A.Steppe) and s.phase in TURN_PHASES:
            return Violation("R-STEPPE-1", "use SECRET CATTLE first ('steppe'); you choose "
                             "the Steppe tiles after looking at them")
        rule, why = _PHASE_HINT.get(s.phase, ("R-TURN-6", "you cannot do that now"))
        return Violation(rule, f"not now: {why}")
    checker = _CHECKS[type(a)]
    result: Violation | None = checker(s, a)  # type: ignore[operator]
    return result


def _check_roll(s: State, a: A.Roll) -> Violation | None:
    if len(a.dice) != s.dice_total:
        return Violation("R-ROUND-2", f"all {s.dice_total} dice of the Dice Rodeo are rolled, "
                         f"not {len(a.dice)}")
    if any(not 1 <= d <= s.config.die_faces for d in a.dice):
        return Violation("R-ROUND-3", f"a die shows 1 to {s.config.die_faces}")
    return None


def _check_cover(s: State, a: A.Cover) -> Violation | None:
    need = min(len(s.config.blocked[s.players]) - len(s.covered),
               sum(len(h) for h in s.prelim_hands))
    pool = [t for h in s.prelim_hands for t in h]
    if len(a.tiles) != need or len(set(a.tiles)) != len(a.tiles):
        return Violation("R-PRELIM-7", f"{need} discarded tiles cover the blocked spaces")
    if any(t not in pool for t in a.tiles):
        return Violation("R-PRELIM-7", "only tiles discarded in the preliminary round cover "
                         "the blocked spaces")
    return None


def _check_keep(s: State, a: A.Keep) -> Violation | None:
    p = current_player(s)
    hand = s.prelim_hands[p]
    kept = a.tiles
    for t in kept:
        if t not in hand:
            return Violation("R-PRELIM-3", f"{T.name(t)} is not among the tiles you drew")
    if len(set(kept)) != len(kept):
        return Violation("R-PRELIM-3", "each drawn tile can be kept only once")
    cfg = s.config
    minimum = keep_minimum(cfg, hand)
    if len(kept) < minimum:
        return Violation("R-PRELIM-4", "you must keep at least one tile"
                         if minimum == 1 else f"you must keep at least {minimum} tiles")
    if not kept:
        return None
    if len(kept) not in cfg.keep_limits:
        return Violation("R-PRELIM-3", f"you may keep at most {max(cfg.keep_limits)} tiles")
    limit = cfg.keep_limits[len(kept)]
    high = max(t & 31 for t in kept)
    if high > limit:
        return Violation("R-PRELIM-3", f"to keep {len(kept)} tiles each must be at most "
                         f"{limit}, but you chose a {high}")
    breeds = [herd[0] >> 5 for herd in a.herds if herd]
    if (len(breeds) != len(a.herds) or len(set(breeds)) != len(breeds)
            or any(t >> 5 != herd[0] >> 5 for herd in a.herds for t in herd)):
        return Violation("R-PRELIM-5", "the kept tiles form one herd per breed, each of "
                         "one breed only")
    for herd in a.herds:
        values = [t & 31 for t in herd]
        if len(values) >= 2:
            asc = all(x < y for x, y in zip(values, values[1:], strict=False))
            desc = all(x > y for x, y in zip(values, values[1:], strict=False))
            if not (asc or desc):
                return Violation("R-PRELIM-5", f"a herd must be in strict order: "
                                 f"{T.names(herd)} is not")
    return None


def _check_draft(s: State, a: A.Draft) -> Violation | None:
    need = min(2, len(s.rodeo))
    if len(a.dice) != need:
        return Violation("R-TURN-1", f"you must take exactly {need} dice")
    if not has_dice(s.rodeo, a.dice):
        left = " ".join(map(str, sorted(s.rodeo)))
        return Violation("R-TURN-1", f"the Dice Rodeo shows {left}; "
                         f"{' and '.join(map(str, a.dice))} are not both there")
    return None


def _check_claim(s: State, a: A.Claim) -> Violation | None:
    p = s.active
    tile = a.tile
    if s.pasture_of(tile) < 0:
        return Violation("R-PAMPA-1", f"{T.name(tile)} is not in the Pampa")
    occ = s.gauchos_on.get(tile)
    big = tile & 31
    if a.action in ("A", "B"):
        if occ is not None:
            return Violation("R-COMP-11", f"{T.name(tile)} already carries a gaucho")
        if s.supply[p] == 0:
            return Violation("R-PAMPA-4", "you have no gaucho in your supply")
        price = big if a.action == "A" else s.config.small(big)
        rule_name = "a standing claim on" if a.action == "A" else "a lying claim on"
        what = f"{rule_name} {T.name(tile)}"
    else:
        if occ is None or occ[0] != p:
            if occ is not None:
                return Violation("R-PAMPA-6", f"the gaucho on {T.name(tile)} is "
                                 f"{pname(occ[0])}'s; dice actions never affect an "
                                 "opponent's gaucho")
            return Violation("R-PAMPA-3", f"none of your gauchos lies on {T.name(tile)}")
        if occ[1]:
            return Violation("R-PAMPA-3", f"your gaucho on {T.name(tile)} already stands")
        price = s.config.small(big)
        what = f"raising your gaucho on {T.name(tile)}"
    return check_payment(s, a.dice, a.wish, (price,), what)


def _check_place(s: State, a: A.Place) -> Violation | None:
    cfg = s.config
    if a.area not in cfg.areas_enabled:
        return Violation("R-AREA-1", f"the {a.area} area is not in play in these rules")
    if s.phase == "place":
        if a.dice or a.wish:
            return Violation("R-PRELIM-8", "the first gaucho is placed for free, without dice")
        if a.area in s.prelim_areas:
            return Violation("R-PRELIM-9", f"an earlier player already chose {a.area}")
        return None
    if s.phase == "nodice_turn":
        return Violation("R-NODICE-2", "no Action Space can be occupied in the round without "
                         "dice")
    p = s.active
    if a.area in s.spaces[p]:
        return Violation("R-AREA-3", f"your {a.area} space already holds a gaucho")
    if a.area in s.vacated_this_turn:
        return Violation("R-AREA-5", f"you vacated your {a.area} space this turn, so you "
                         "cannot occupy it again until your next turn")
    if s.supply[p] == 0:
        return Violation("R-AREA-1", "you have no gaucho in your supply")
    return check_payment(s, a.dice, a.wish, cfg.area_values[a.area], f"the {a.area} space")


def _check_special_common(s: State, area: str) -> Violation | None:
    p = s.active
    if area not in s.config.areas_enabled:
        return Violation("R-SPECIAL-1", f"the {area} area is not in play in these rules")
    if area not in s.spaces[p]:
        return Violation("R-SPECIAL-1", f"you have no gaucho on your {area} space")
    if area in s.placed_this_turn:
        return Violation("R-AREA-4", f"your gaucho went onto {area} this turn; it can be "
                         "used from your next turn")
    return None


def _check_wish(s: State, a: A.UseWish) -> Violation | None:
    v = _check_special_common(s, "WISH")
    if v is None and s.wish_die:
        return Violation("R-SPECIAL-7", "you already have a WISH die this turn")
    return v


def _check_sale(s: State, a: A.Sale) -> Violation | None:
    v = _check_special_common(s, "SALE")
    if v:
        return v
    herd = s.herds[s.active].get(a.breed)
    if herd is None:
        return Violation("R-SALE-1", f"you have no {BREED_NAMES[a.breed]} herd")
    if len(herd) < 2:
        return Violation("R-SALE-1", f"IMMEDIATE SALE needs a herd of at least 2 tiles; your "
                         f"{BREED_NAMES[a.breed]} herd has 1")
    return None


def _check_steal(s: State, a: A.Steal) -> Violation | None:
    v = _check_special_common(s, "STEAL")
    if v:
        return v
    p = s.active
    if a.tile in s.herds[p].get(a.tile >> 5, ()):
        return Violation("R-STEAL-1", "you cannot steal from your own herd")
    for q in range(s.players):
        if a.tile in s.herds[q].get(a.tile >> 5, ()):
            return None
    return Violation("R-STEAL-1", f"{T.name(a.tile)} is not in any opponent's herd")


def _check_raise(s: State, a: A.Raise) -> Violation | None:
    v = _check_special_common(s, "RAISE")
    if v:
        return v
    if not 1 <= len(a.tiles) <= 2 or len(set(a.tiles)) != len(a.tiles):
        return Violation("R-RAISE-2", "Raise stands up 1 or 2 different gauchos of yours")
    for t in a.tiles:
        occ = s.gauchos_on.get(t)
        if occ is None or occ[0] != s.active or occ[1]:
            return Violation("R-RAISE-2", f"none of your gauchos lies on {T.name(t)}")
    return None


def _check_replace(s: State, a: A.Replace) -> Violation | None:
    v = _check_special_common(s, "RAISE")
    if v:
        return v
    occ = s.gauchos_on.get(a.tile)
    if occ is None or occ[1]:
        return Violation("R-RAISE-3", f"no gaucho lies on {T.name(a.tile)}")
    if occ[0] == s.active:
        return Violation("R-RAISE-3", "Replace swaps an opponent's lying gaucho; use Raise "
                         "for your own")
    return None


def _check_use_steppe(s: State, a: A.UseSteppe) -> Violation | None:
    v = _check_special_common(s, "STEPPE")
    if v is None and not s.steppe:
        return Violation("R-SPECIAL-7", "the Steppe is empty, so SECRET CATTLE has no effect")
    if v is None and not steppe_usable(s):
        return Violation("R-SPECIAL-7", "no pasture has an empty space for a Steppe tile "
                         "(R-STEPPE-3)")
    return v


def _check_steppe(s: State, a: A.Steppe) -> Violation | None:
    taken = [t for t, _ in a.placements]
    if not taken or len(taken) > 2 or len(set(taken)) != len(taken):
        return Violation("R-STEPPE-2", "take 1 Steppe tile, or 2 with big numbers of at most "
                         f"{s.config.steppe_small_max}")
    for t in taken:
        if t not in s.steppe:
            return Violation("R-STEPPE-1", f"{T.name(t)} is not in the Steppe")
    if len(taken) == 2 and any(t & 31 > s.config.steppe_small_max for t in taken):
        return Violation("R-STEPPE-2", f"two Steppe tiles may be taken only if each is at "
                         f"most {s.config.steppe_small_max}")
    if len(taken) > s.supply[s.active]:
        return Violation("R-STEPPE-5", "you need a gaucho from your supply for every tile "
                         "you take")
    need: dict[int, int] = {}
    for _, pasture in a.placements:
        if not 0 <= pasture < len(s.pastures):
            return Violation("R-STEPPE-3", f"there is no pasture P{pasture + 1}")
        need[pasture] = need.get(pasture, 0) + 1
    for pasture, count in need.items():
        if s.pastures[pasture].count(EMPTY) < count:
            return Violation("R-STEPPE-5", f"P{pasture + 1} has "
                             f"{s.pastures[pasture].count(EMPTY)} empty spaces, "
                             f"not {count}")
    return None


def _check_remove(s: State, a: A.Remove) -> Violation | None:
    p = s.active
    if a.area not in s.spaces[p]:
        return Violation("R-SPECIAL-6", f"you have no gaucho on your {a.area} space")
    if a.area in s.placed_this_turn:
        return Violation("R-SPECIAL-8", f"your gaucho went onto {a.area} this turn; it "
                         "must stay there until your next turn")
    return None


def _check_takeback(s: State, a: A.TakeBack) -> Violation | None:
    p = s.active
    if s.supply[p]:
        return Violation("R-NOGAUCHO-1", "you may take back lying gauchos only when your "
                         "supply is empty")
    if not a.tiles or len(set(a.tiles)) != len(a.tiles):
        return Violation("R-NOGAUCHO-1", "name the tiles whose lying gauchos you take back")
    for t in a.tiles:
        occ = s.gauchos_on.get(t)
        if occ is None or occ[0] != p or occ[1]:
            return Violation("R-NOGAUCHO-1", f"none of your gauchos lies on {T.name(t)}")
    return None


def _check_end(s: State, a: A.EndTurn) -> Violation | None:
    return None


def _check_add(s: State, a: A.Add) -> Violation | None:
    p = current_player(s)
    if p < 0 or a.tile not in s.pending[p]:
        return Violation("R-COLLECT-5", f"{T.name(a.tile)} is not among the tiles "
                         "waiting to join your herds")
    return None


def _check_sort(s: State, a: A.Sort) -> Violation | None:
    v = _check_add(s, A.Add(a.tile))
    if v:
        return v
    p = current_player(s)
    if "SORT" not in s.spaces[p]:
        return Violation("R-SORT-1", "you have no gaucho on your SORT space")
    herd = s.herds[p].get(a.tile >> 5)
    if not herd:
        return Violation("R-SORT-1", f"SORT inserts into an existing herd, and you have no "
                         f"{BREED_NAMES[a.tile >> 5]} herd")
    if len(herd) == 1 and a.side is None:
        return Violation("R-SORT-3", "with a 1-tile herd say 'left' or 'right'")
    if len(herd) >= 2 and a.side is not None:
        return Violation("R-SORT-2", "in a herd of 2 or more tiles SORT finds the only "
                         "ordered position; do not name a side")
    return None


_CHECKS: dict[type, object] = {
    A.Roll: _check_roll, A.Cover: _check_cover, A.Keep: _check_keep, A.Draft: _check_draft,
    A.Claim: _check_claim, A.Place: _check_place, A.UseWish: _check_wish, A.Sale: _check_sale,
    A.Steal: _check_steal, A.Raise: _check_raise, A.Replace: _check_replace,
    A.UseSteppe: _check_use_steppe, A.Steppe: _check_steppe, A.Remove: _check_remove,
    A.TakeBack: _check_takeback,
    A.EndTurn: _check_end, A.Add: _check_add, A.Sort: _check_sort,
}
