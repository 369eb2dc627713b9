"""The draw pile: drawing tiles, seeding and refilling pastures and the Steppe (§2, §19)."""

from __future__ import annotations

from gaucho import tiles as T
from gaucho.i18n import Message
from gaucho.state import EMPTY, Event, State


def draw(s: State) -> int | None:
    """Take the top tile of the draw pile (None when it is empty)."""
    return s.draw_pile.pop() if s.draw_pile else None


def note_trigger(s: State, events: list[Event], rule: str) -> None:
    """R-END-1: the moment the draw pile runs empty, the end of the game is triggered.

    Called right after the draw has been narrated, so the story reads in order;
    ``rule`` names the rule of the draw that emptied the pile (R-STEPPE-8, R-REFILL-4).
    """
    if s.draw_pile or s.trigger_round is not None:
        return
    s.trigger_round = s.round
    if s.round == 0:
        text = Message("The draw pile is empty in the preliminary round: the end of the game "
                       "is triggered")
    else:
        text = Message("The draw pile is empty in round {round}: the end of the game is "
                       "triggered", round=s.round)
    events.append(Event("end_triggered", text, rule))


def fill_pasture(s: State, index: int, events: list[Event], rule: str) -> None:
    """Seed or refill one pasture: leftmost empty space, until sum >= threshold or full."""
    threshold = s.config.pasture_threshold
    cells = s.pastures[index]
    total = s.pasture_sum(index)
    while EMPTY in cells:
        if total >= threshold:
            events.append(Event("pasture_stops", Message(
                "{pasture} stops: sum {total} reached {threshold}", pasture=f"P{index + 1}",
                total=total, threshold=threshold), rule))
            return
        tile = draw(s)
        if tile is None:
            events.append(Event("pasture_stops", Message("{pasture} stops: the draw pile is "
                                                         "empty", pasture=f"P{index + 1}"),
                                "R-REFILL-4" if rule == "R-REFILL-2" else "R-END-5"))
            return
        cells[cells.index(EMPTY)] = tile
        total += T.big(tile)
        events.append(Event("tile_drawn", Message("{tile} is drawn into {pasture} (sum "
                                                  "{total})", tile=T.name(tile),
                                                  pasture=f"P{index + 1}", total=total), rule))
        note_trigger(s, events, "R-REFILL-4" if rule == "R-REFILL-2" else "R-END-1")
    events.append(Event("pasture_stops", Message("{pasture} stops: it is full (sum {total})",
                                                 pasture=f"P{index + 1}", total=total),
                        "R-COMP-10"))


#: One message for every Steppe draw (a Message is read, never changed).
_FACE_DOWN = Message("A tile is put face down on the Steppe")


def fill_steppe(s: State, events: list[Event], rule: str) -> None:
    while len(s.steppe) < s.config.steppe_size:
        tile = draw(s)
        if tile is None:
            return
        s.steppe.append(tile)
        events.append(Event("steppe_drawn", _FACE_DOWN, rule))
        note_trigger(s, events, "R-STEPPE-8" if rule == "R-STEPPE-7" else "R-END-1")
