"""The draw pile: drawing tiles, seeding and refilling pastures and the Steppe, dealing the
preliminary hands (§2, §3, §19), from a shuffled pile or by chance steps."""

from __future__ import annotations

from collections.abc import Callable

from gaucho import tiles
from gaucho.engine.common import NARRATION, pasture_name, pname, remember
from gaucho.i18n import Message, Plural
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


# ------------------------------------------------------------------ fills
# A fill takes tiles from the pile one at a time until it needs no more: a pasture
# (R-SETUP-8, R-REFILL-2), the Steppe (R-SETUP-9, R-STEPPE-7), a preliminary hand
# (R-PRELIM-1).  Each is two steps, declared once and used by both ways of drawing:
# ``stops`` says whether it takes no more tile (narrating why), ``takes`` puts one
# drawn tile in and narrates it.  A shuffled pile runs a fill at once with its top
# tiles; with draws by chance the fill waits in ``State.to_draw`` and every tile is
# a chance step (``draw W11``, gaucho.engine.decisions.chance) that :func:`draw_into`
# carries out, so a refill of several spaces or a deal of several tiles resumes
# exactly where it stopped.

def _sum(cells: list[int]) -> int:
    """R-COMP-9 as ``State.pasture_sum``, a plain loop: fills ask for it at every tile."""
    big = tiles.BIG
    total = 0
    for c in cells:
        if c >= 0:
            total += big[c]
    return total


def _pasture_stops(s: State, index: int, events: list[Event], rule: str) -> bool:
    """R-COMP-10, R-REFILL-2/4: a pasture stops when full, at the threshold, or with the
    pile empty."""
    cells = s.pastures[index]
    total = _sum(cells)
    threshold = s.config.pasture_threshold
    if EMPTY not in cells:
        why, rule = "full", "R-COMP-10"
    elif total >= threshold:
        why = "sum"
    elif not s.draw_pile:
        why, rule = "empty", "R-REFILL-4" if rule == "R-REFILL-2" else "R-END-5"
    else:
        return False
    text = NARRATION.get(key := ("pasture_stops", why, index, total, threshold))
    if text is None:
        text = remember(key, _stop_text(why, pasture_name(index), total, threshold))
    events.append(Event("pasture_stops", text, rule))
    return True


def _stop_text(why: str, pasture: str, total: int, threshold: int) -> Message:
    if why == "full":
        return Message("{pasture} stops: it is full (sum {total})", pasture=pasture,
                       total=total)
    if why == "sum":
        return Message("{pasture} stops: sum {total} reached {threshold}", pasture=pasture,
                       total=total, threshold=threshold)
    return Message("{pasture} stops: the draw pile is empty", pasture=pasture)


def _pasture_takes(s: State, index: int, tile: int, events: list[Event], rule: str) -> None:
    """R-REFILL-2: face up into the leftmost empty space."""
    cells = s.pastures[index]
    cells[cells.index(EMPTY)] = tile
    total = _sum(cells)
    text = NARRATION.get(key := ("tile_drawn", tile, index, total))
    if text is None:
        text = remember(key, Message("{tile} is drawn into {pasture} (sum {total})",
                                     tile=tiles.name(tile), pasture=pasture_name(index),
                                     total=total))
    events.append(Event("tile_drawn", text, rule))
    note_trigger(s, events, "R-REFILL-4" if rule == "R-REFILL-2" else "R-END-1")


#: One message for every Steppe draw (a Message is read, never changed).
_FACE_DOWN = Message("A tile is put face down on the Steppe")


def _steppe_stops(s: State, which: int, events: list[Event], rule: str) -> bool:
    """R-SETUP-9, R-STEPPE-7: up to the Steppe's size, while the pile lasts."""
    return len(s.steppe) >= s.config.steppe_size or not s.draw_pile


def _steppe_takes(s: State, which: int, tile: int, events: list[Event], rule: str) -> None:
    s.steppe.append(tile)
    events.append(Event("steppe_drawn", _FACE_DOWN, rule))
    note_trigger(s, events, "R-STEPPE-8" if rule == "R-STEPPE-7" else "R-END-1")


def _hand_stops(s: State, player: int, events: list[Event], rule: str) -> bool:
    """R-PRELIM-1: a player's preliminary draw, narrated once it is complete."""
    hand = s.prelim_hands[player]
    if len(hand) < s.config.prelim_draw[s.players] and s.draw_pile:
        return False
    # Translators: English writes "tiles" even for 1; use your language's forms.
    events.append(Event("prelim_draw", Plural("{player} draws {n} tiles",
                                              "{player} draws {n} tiles", len(hand),
                                              player=pname(player)), rule, player))
    note_trigger(s, events, "R-END-1")
    return True


def _hand_takes(s: State, player: int, tile: int, events: list[Event], rule: str) -> None:
    s.prelim_hands[player].append(tile)


#: Each kind of fill: does it stop (narrating why), and take one drawn tile.
_FILLS: dict[str, tuple[Callable[[State, int, list[Event], str], bool],
                        Callable[[State, int, int, list[Event], str], None]]] = {
    "pasture": (_pasture_stops, _pasture_takes),
    "steppe": (_steppe_stops, _steppe_takes),
    "hand": (_hand_stops, _hand_takes),
}


def _fill(s: State, what: str, which: int, events: list[Event], rule: str) -> None:
    if s.draws_by_chance:
        s.to_draw.append((what, which, rule))
        settle_draws(s, events)
        return
    stops, takes = _FILLS[what]
    pile = s.draw_pile
    while not stops(s, which, events, rule):
        takes(s, which, pile.pop(), events, rule)


def fill_pasture(s: State, index: int, events: list[Event], rule: str) -> None:
    """Seed or refill one pasture: leftmost empty space, until sum >= threshold or full."""
    _fill(s, "pasture", index, events, rule)


def fill_steppe(s: State, events: list[Event], rule: str) -> None:
    """Seed or refill the Steppe face down up to its size, while the pile lasts."""
    _fill(s, "steppe", -1, events, rule)


def deal_hand(s: State, player: int, events: list[Event]) -> None:
    """R-PRELIM-1: ``player`` draws his preliminary hand."""
    _fill(s, "hand", player, events, "R-PRELIM-1")


def settle_draws(s: State, events: list[Event]) -> None:
    """Draws by chance: finish the waiting fills that take no more tile (narrating why they
    stop), up to the first that waits for a draw; ``to_draw`` is then empty or waits."""
    while s.to_draw:
        what, which, rule = s.to_draw[0]
        if not _FILLS[what][0](s, which, events, rule):
            return
        del s.to_draw[0]


def waiting_draw(s: State) -> tuple[str, int, str] | None:
    """Draws by chance: the fill the next drawn tile goes into (None: no draw waits)."""
    return s.to_draw[0] if s.to_draw else None


def draw_into(s: State, tile: int, events: list[Event]) -> None:
    """Draws by chance: ``tile`` leaves the pile into the first waiting fill, exactly as the
    top tile of a shuffled pile would; then the fills go on until one waits again."""
    what, which, rule = s.to_draw[0]
    s.draw_pile.remove(tile)
    _FILLS[what][1](s, which, tile, events, rule)
    settle_draws(s, events)
