"""Herds and sales (§17, §18): fitting a tile, forced sales, SORT insertion."""

from __future__ import annotations

from gaucho import tiles
from gaucho.config import breed_name
from gaucho.engine.common import NARRATION, pname, remember
from gaucho.i18n import Message, Plural
from gaucho.state import Event, State


def sell(s: State, p: int, breed: int, events: list[Event], rule: str, bonus: int) -> int:
    """Sell a herd: tiles x highest big number (+ bonus); tiles leave the game (R-SELL-1/2)."""
    herd = s.herds[p].pop(breed)
    high = max(tiles.big(t) for t in herd)
    value = len(herd) * high + bonus
    s.pesos[p] += value
    s.out.extend(herd)
    sum_text = f"{len(herd)} × {high}" + (f" + {bonus}" if bonus else "")
    # Translators: {sum} is the arithmetic ("3 × 7 + 4").
    text = Plural("{player} sells the {breed} herd {tiles}: {sum} = {n} Peso",
                  "{player} sells the {breed} herd {tiles}: {sum} = {n} Pesos", value,
                  player=pname(p), breed=breed_name(breed), tiles=tiles.names(herd), sum=sum_text)
    events.append(Event("sale", text, rule, p, pesos=value, tiles=tuple(herd)))
    return value


def fits(herd: list[int], tile: int) -> bool:
    """R-HERD-4: does the tile fit the right end of the herd?"""
    if len(herd) < 2:
        return True
    last = tiles.big(herd[-1])
    rising = tiles.big(herd[1]) > tiles.big(herd[0])
    return tiles.big(tile) > last if rising else tiles.big(tile) < last


def add_to_herd(s: State, p: int, tile: int, events: list[Event], forced_rule: str) -> None:
    """Add at the right end, or sell the herd first if the tile does not fit (R-HERD-6)."""
    b = tiles.breed(tile)
    herd = s.herds[p].get(b)
    if herd is None:
        s.herds[p][b] = [tile]
        text = NARRATION.get(key := ("new_herd", p, tile))
        if text is None:
            text = remember(key, Message("{tile} starts {player}'s {breed} herd",
                                         tile=tiles.name(tile), player=pname(p),
                                         breed=breed_name(b)))
        events.append(Event("new_herd", text, "R-HERD-5", p))
    elif fits(herd, tile):
        herd.append(tile)
        events.append(Event("herd_grows", Message("{tile} joins {player}'s {breed} herd: "
                                                  "{tiles}", tile=tiles.name(tile), player=pname(p),
                                                  breed=breed_name(b), tiles=tiles.names(herd)),
                            "R-HERD-4", p))
    else:
        events.append(Event("misfit", Message("{tile} does not fit {player}'s {breed} herd "
                                              "{tiles}", tile=tiles.name(tile), player=pname(p),
                                              breed=breed_name(b), tiles=tiles.names(herd)),
                            "R-HERD-6", p))
        sell(s, p, b, events, forced_rule, bonus=0)
        s.herds[p][b] = [tile]
        events.append(Event("new_herd", Message("{tile} starts a new {breed} herd",
                                                tile=tiles.name(tile), breed=breed_name(b)),
                            "R-HERD-6", p))


def sort_into(herd: list[int], tile: int, side: str | None) -> None:
    """R-SORT-2/3: insert where the herd stays strictly ordered (or on the chosen side)."""
    if len(herd) == 1:
        if side == "left":
            herd.insert(0, tile)
        else:
            herd.append(tile)
        return
    ascending = tiles.big(herd[1]) > tiles.big(herd[0])
    v = tiles.big(tile)
    for i, t in enumerate(herd):
        if (v < tiles.big(t)) if ascending else (v > tiles.big(t)):
            herd.insert(i, tile)
            return
    herd.append(tile)
