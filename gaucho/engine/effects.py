"""What an action does: each handler changes the state and narrates the events."""

from __future__ import annotations

from gaucho import actions as A
from gaucho import tiles as T
from gaucho.config import BREED_NAMES
from gaucho.engine.common import current_player, pname
from gaucho.engine.herds import add_to_herd, sell, sort_into
from gaucho.engine.payments import spend, wish_value
from gaucho.engine.phases import advance
from gaucho.engine.pile import fill_steppe
from gaucho.state import EMPTY, Event, State


def apply(s: State, a: A.Action) -> list[Event]:
    """Carry out an action (assumed legal) and advance the flow; return its events."""
    events: list[Event] = []
    _APPLY[type(a)](s, a, events)  # type: ignore[operator]
    advance(s, a, events)
    return events


def _apply_roll(s: State, a: A.Roll, ev: list[Event]) -> None:
    s.rodeo = sorted(a.dice)
    ev.append(Event("roll", f"{pname(s.start_player)} rolls {' '.join(map(str, s.rodeo))}",
                    "R-ROUND-3"))


def _apply_cover(s: State, a: A.Cover, ev: list[Event]) -> None:
    for t in a.tiles:
        for hand in s.prelim_hands:
            if t in hand:
                hand.remove(t)
                break
        s.covered.append(t)
    ev.append(Event("cover", f"{len(a.tiles)} discarded tiles cover the blocked spaces",
                    "R-PRELIM-7"))


def _apply_keep(s: State, a: A.Keep, ev: list[Event]) -> None:
    p = current_player(s)
    hand = s.prelim_hands[p]
    for herd in a.herds:
        for t in herd:
            hand.remove(t)
        s.herds[p][herd[0] >> 5] = list(herd)
    s.prelim_kept[p] = True
    ev.append(Event("keep", f"{pname(p)} keeps {len(a.tiles)} tile"
                    f"{'s' if len(a.tiles) > 1 else ''}", "R-PRELIM-3", p))
    if all(s.prelim_kept):
        for q in range(s.players):
            herds = " | ".join(T.names(h) for _, h in sorted(s.herds[q].items()))
            ev.append(Event("reveal", f"{pname(q)} reveals {herds}", "R-PRELIM-2", q))


def _apply_draft(s: State, a: A.Draft, ev: list[Event]) -> None:
    for d in a.dice:
        s.rodeo.remove(d)
    s.held = list(a.dice)
    ev.append(Event("draft", f"{pname(s.active)} takes {' and '.join(map(str, a.dice))}",
                    "R-TURN-1", s.active))


def _paid_text(s: State, dice: tuple[int, ...], wish: bool, values: tuple[int, ...]) -> str:
    """``5 + 6``, or ``4 + 4 + WISH 4``: the WISH die named by the smallest value that pays."""
    parts = [str(d) for d in dice]
    if wish:
        parts.append(f"WISH {wish_value(sum(dice), s.config.die_faces, values)}")
    return " + ".join(parts)


def _apply_claim(s: State, a: A.Claim, ev: list[Event]) -> None:
    p = s.active
    big = T.big(a.tile)
    price = big if a.action == "A" else s.config.small(big)
    paid = _paid_text(s, a.dice, a.wish, (price,))
    spend(s, a.dice, a.wish)
    name = T.name(a.tile)
    if a.action == "A":
        s.supply[p] -= 1
        s.gauchos_on[a.tile] = (p, True)
        ev.append(Event("stand", f"{pname(p)} pays {paid} and puts a standing gaucho on "
                        f"{name}", "R-PAMPA-1", p))
    elif a.action == "B":
        s.supply[p] -= 1
        s.gauchos_on[a.tile] = (p, False)
        ev.append(Event("lie", f"{pname(p)} pays {paid} and puts a lying gaucho on {name}",
                        "R-PAMPA-2", p))
    else:
        s.gauchos_on[a.tile] = (p, True)
        ev.append(Event("raise", f"{pname(p)} pays {paid} and stands up the gaucho on {name}",
                        "R-PAMPA-3", p))


def _apply_place(s: State, a: A.Place, ev: list[Event]) -> None:
    if s.phase == "place":
        p = current_player(s)
        s.prelim_areas.append(a.area)
        s.supply[p] -= 1
        s.spaces[p].add(a.area)
        ev.append(Event("place", f"{pname(p)} places a gaucho on {a.area} for free",
                        "R-PRELIM-8", p))
        return
    p = s.active
    paid = _paid_text(s, a.dice, a.wish, s.config.area_values[a.area])
    spend(s, a.dice, a.wish)
    s.supply[p] -= 1
    s.spaces[p].add(a.area)
    s.placed_this_turn.add(a.area)
    ev.append(Event("place", f"{pname(p)} pays {paid} and places a gaucho on {a.area}",
                    "R-AREA-1", p))


def _use_special(s: State, area: str, ev: list[Event]) -> int:
    p = s.active
    s.spaces[p].discard(area)
    s.supply[p] += 1
    s.vacated_this_turn.add(area)
    ev.append(Event("use", f"{pname(p)} uses {area}; the gaucho returns to supply",
                    "R-SPECIAL-3", p))
    return p


def _apply_wish(s: State, a: A.UseWish, ev: list[Event]) -> None:
    p = _use_special(s, "WISH", ev)
    s.wish_die = True
    ev.append(Event("wish", f"{pname(p)} gains an imaginary die for this turn", "R-WISH-1", p))


def _apply_sale(s: State, a: A.Sale, ev: list[Event]) -> None:
    p = _use_special(s, "SALE", ev)
    sell(s, p, a.breed, ev, "R-SALE-1", bonus=s.config.sale_bonus)


def _apply_steal(s: State, a: A.Steal, ev: list[Event]) -> None:
    p = _use_special(s, "STEAL", ev)
    b = a.tile >> 5
    victim = next(q for q in range(s.players) if a.tile in s.herds[q].get(b, ()))
    herd = s.herds[victim][b]
    herd.remove(a.tile)
    if not herd:
        del s.herds[victim][b]
    value = a.tile & 31
    s.pesos[victim] += value
    ev.append(Event("steal", f"{pname(p)} steals {T.name(a.tile)} from {pname(victim)}",
                    "R-STEAL-1", p))
    ev.append(Event("insurance", f"{pname(victim)} gets {value} Pesos insurance",
                    "R-STEAL-2", victim, pesos=value, tiles=(a.tile,)))
    add_to_herd(s, p, a.tile, ev, forced_rule="R-STEAL-5")


def _apply_raise(s: State, a: A.Raise, ev: list[Event]) -> None:
    p = _use_special(s, "RAISE", ev)
    for t in a.tiles:
        s.gauchos_on[t] = (p, True)
    ev.append(Event("raise", f"{pname(p)} stands up the gauchos on {T.names(a.tiles)}",
                    "R-RAISE-2", p))


def _apply_replace(s: State, a: A.Replace, ev: list[Event]) -> None:
    p = _use_special(s, "RAISE", ev)
    victim = s.gauchos_on[a.tile][0]
    s.supply[victim] += 1
    s.supply[p] -= 1
    s.gauchos_on[a.tile] = (p, True)
    value = a.tile & 31
    s.pesos[victim] += value
    ev.append(Event("replace", f"{pname(p)} replaces {pname(victim)}'s lying gaucho on "
                    f"{T.name(a.tile)} with a standing one", "R-RAISE-3", p))
    ev.append(Event("insurance", f"{pname(victim)} gets {value} Pesos insurance",
                    "R-RAISE-4", victim, pesos=value, tiles=(a.tile,)))


def _apply_use_steppe(s: State, a: A.UseSteppe, ev: list[Event]) -> None:
    p = _use_special(s, "STEPPE", ev)
    ev.append(Event("steppe_look", f"{pname(p)} looks at the {len(s.steppe)} Steppe tiles",
                    "R-STEPPE-1", p))


def _apply_steppe(s: State, a: A.Steppe, ev: list[Event]) -> None:
    p = s.active
    for t, pasture in a.placements:
        s.steppe.remove(t)
        cells = s.pastures[pasture]
        cells[cells.index(EMPTY)] = t
        s.gauchos_on[t] = (p, True)
        s.supply[p] -= 1
        ev.append(Event("steppe", f"{pname(p)} puts {T.name(t)} from the Steppe into "
                        f"P{pasture + 1} with a standing gaucho", "R-STEPPE-4", p))
    fill_steppe(s, ev, "R-STEPPE-7")


def _apply_remove(s: State, a: A.Remove, ev: list[Event]) -> None:
    p = s.active
    s.spaces[p].discard(a.area)
    s.supply[p] += 1
    s.vacated_this_turn.add(a.area)
    ev.append(Event("remove", f"{pname(p)} takes the gaucho back from {a.area} unused",
                    "R-SPECIAL-6", p))


def _apply_takeback(s: State, a: A.TakeBack, ev: list[Event]) -> None:
    p = s.active
    for t in a.tiles:
        del s.gauchos_on[t]
    s.supply[p] += len(a.tiles)
    ev.append(Event("takeback", f"{pname(p)} takes back the lying gauchos on "
                    f"{T.names(a.tiles)}", "R-NOGAUCHO-1", p))


def _apply_end(s: State, a: A.EndTurn, ev: list[Event]) -> None:
    p = s.active
    if s.held:
        lost = " and ".join(map(str, s.held))
        what = f"unspent die {lost} is" if len(s.held) == 1 else f"unspent dice {lost} are"
        ev.append(Event("dice_lost", f"{pname(p)}'s {what} lost", "R-TURN-5", p))
    if s.wish_die:
        ev.append(Event("wish_lost", f"{pname(p)}'s unspent WISH die is lost", "R-WISH-4", p))
    s.held = []
    s.wish_die = False
    s.placed_this_turn = set()
    s.vacated_this_turn = set()
    s.turns_taken += 1
    s.active = (p + 1) % s.players
    ev.append(Event("end_turn", f"{pname(p)} ends the turn", "R-TURN-4", p))


def _apply_add(s: State, a: A.Add, ev: list[Event]) -> None:
    p = current_player(s)
    s.pending[p].remove(a.tile)
    add_to_herd(s, p, a.tile, ev, forced_rule="R-HERD-6")


def _apply_sort(s: State, a: A.Sort, ev: list[Event]) -> None:
    p = current_player(s)
    s.pending[p].remove(a.tile)
    s.spaces[p].discard("SORT")
    s.supply[p] += 1
    herd = s.herds[p][a.tile >> 5]
    sort_into(herd, a.tile, a.side)
    ev.append(Event("sort", f"{pname(p)} uses SORT: {T.name(a.tile)} goes into the "
                    f"{BREED_NAMES[a.tile >> 5]} herd, now {T.names(herd)}", "R-SORT-2", p))


_APPLY: dict[type, object] = {
    A.Roll: _apply_roll, A.Cover: _apply_cover, A.Keep: _apply_keep, A.Draft: _apply_draft,
    A.Claim: _apply_claim, A.Place: _apply_place, A.UseWish: _apply_wish, A.Sale: _apply_sale,
    A.Steal: _apply_steal, A.Raise: _apply_raise, A.Replace: _apply_replace,
    A.UseSteppe: _apply_use_steppe, A.Steppe: _apply_steppe, A.Remove: _apply_remove,
    A.TakeBack: _apply_takeback,
    A.EndTurn: _apply_end, A.Add: _apply_add, A.Sort: _apply_sort,
}
