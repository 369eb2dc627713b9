"""What happens on entering a phase (§4, §16, §19-§23): rounds beginning, collection,
refill, the token passing, final scoring.  :mod:`gaucho.flow` names these steps as the
``on_enter`` of its phases; the flow driver runs them."""

from __future__ import annotations

from gaucho import tiles
from gaucho.engine.common import NARRATION, pasture_name, pname, remember
from gaucho.engine.herds import sell
from gaucho.engine.pile import fill_pasture
from gaucho.i18n import Message, Plural, and_list
from gaucho.state import EMPTY, Event, State


def discard_unkept(s: State, events: list[Event]) -> None:
    """R-PRELIM-6: tiles not kept leave the game face down."""
    leftover = [t for hand in s.prelim_hands for t in hand]
    if leftover:
        s.out.extend(leftover)
        # Translators: English writes "tiles" even for 1; use your language's forms.
        events.append(Event("discard", Plural("{n} tiles not kept leave the game",
                                              "{n} tiles not kept leave the game",
                                              len(leftover)), "R-PRELIM-6"))
    s.prelim_hands = [[] for _ in range(s.players)]


def _start_round(s: State, events: list[Event], rule: str) -> None:
    s.round += 1
    s.active = s.start_player
    s.turns_taken = 0
    s.rodeo = []
    text = NARRATION.get(key := ("round", rule, s.round, s.start_player))
    if text is None:
        text = remember(key, _round_text(rule, s.round, pname(s.start_player)))
    events.append(Event("round", text, rule))


def _round_text(rule: str, number: int, player: Message) -> Message:
    if rule == "R-END-3":
        return Message("Round {round} begins: the last regular round; {player} starts",
                       round=number, player=player)
    if rule == "R-NODICE-1":
        return Message("Round {round} begins: the round without dice; {player} starts",
                       round=number, player=player)
    return Message("Round {round} begins; {player} is the start player", round=number,
                   player=player)


def start_regular_round(s: State, events: list[Event]) -> None:
    _start_round(s, events, "R-ROUND-1")


def start_last_round(s: State, events: list[Event]) -> None:
    _start_round(s, events, "R-END-3")


def start_nodice_round(s: State, events: list[Event]) -> None:
    _start_round(s, events, "R-NODICE-1")


def _narrate_incomplete(index: int, free: int, n: int, events: list[Event]) -> None:
    """R-COLLECT-4: ``free`` of the pasture's ``n`` tiles carry no gaucho: nothing moves."""
    text = NARRATION.get(key := ("incomplete", index, free, n))
    if text is None:
        # Translators: English writes "tiles" even for 1; use your language's forms.
        text = remember(key, Plural(
            "{pasture} is not complete ({free} of {n} tiles without a gaucho): nothing "
            "moves",
            "{pasture} is not complete ({free} of {n} tiles without a gaucho): nothing "
            "moves", n, pasture=pasture_name(index), free=free))
    events.append(Event("incomplete", text, "R-COLLECT-4"))


def _collect_standing(s: State, index: int, events: list[Event], rule: str) -> None:
    """R-COLLECT-3 / R-FINAL-1: standing gauchos come home with their tiles."""
    cells = s.pastures[index]
    for j, c in enumerate(cells):
        occ = s.gauchos_on.get(c) if c >= 0 else None
        if occ is None or not occ.standing:
            continue
        del s.gauchos_on[c]
        cells[j] = EMPTY
        s.supply[occ.owner] += 1
        s.pending[occ.owner].append(c)
        text = NARRATION.get(key := ("collected", occ.owner, c, index))
        if text is None:
            text = remember(key, Message("{player} collects {tile} from {pasture} and gets the "
                                         "gaucho back", player=pname(occ.owner),
                                         tile=tiles.name(c), pasture=pasture_name(index)))
        events.append(Event("collected", text, rule, occ.owner))


def collect(s: State, events: list[Event]) -> None:
    """R-COLLECT-1..4: complete pastures give standing gauchos their tiles; dice are gone."""
    s.held = []
    s.wish_die = False
    carries = s.gauchos_on.__contains__
    for i, cells in enumerate(s.pastures):
        # one pass per pasture for both State.is_complete and the narration's count
        tiles_in = [c for c in cells if c >= 0]
        if not tiles_in:
            continue  # an empty pasture is not complete, and nothing is said of it
        free = len(tiles_in) - sum(map(carries, tiles_in))
        if free:
            _narrate_incomplete(i, free, len(tiles_in), events)
        else:
            _collect_standing(s, i, events, "R-COLLECT-3")


def final_collection(s: State, events: list[Event]) -> None:
    """R-FINAL-1: every standing gaucho's tile is collected, complete pasture or not."""
    events.append(Event("final", Message("Final scoring: every standing gaucho's tile is "
                                         "collected"), "R-FINAL-1"))
    for i in range(len(s.pastures)):
        _collect_standing(s, i, events, "R-FINAL-1")


def refill(s: State, events: list[Event]) -> None:
    """R-REFILL-1..4, R-END-5: P1 to P4 take tiles until 20 or full, while the pile lasts."""
    if not s.draw_pile:
        events.append(Event("refill", Message("The draw pile is empty: no tiles are added"),
                            "R-END-5"))
        return
    for i in range(len(s.pastures)):
        fill_pasture(s, i, events, "R-REFILL-2")


def pass_token(s: State, events: list[Event]) -> None:
    """R-NEXT-1/2: the dice go back; the token passes left unless no round follows."""
    s.rodeo = []
    if s.no_dice_round:
        return  # no round follows the round without dice: final scoring keeps its order
    s.start_player = (s.start_player + 1) % s.players
    text = NARRATION.get(key := ("start_player", s.start_player))
    if text is None:
        text = remember(key, Message("{player} becomes the start player",
                                     player=pname(s.start_player)))
    events.append(Event("start_player", text, "R-NEXT-1"))


def sell_all_and_declare(s: State, events: list[Event]) -> None:
    """R-FINAL-4/5, R-TIE-1: every herd is sold; the most Pesos wins, ties share."""
    for p in range(s.players):
        for b in sorted(s.herds[p]):
            sell(s, p, b, events, "R-FINAL-4", bonus=0)
    best = max(s.pesos)
    winners = [pname(p) for p in range(s.players) if s.pesos[p] == best]
    rule = "R-TIE-1" if len(winners) > 1 else "R-FINAL-5"
    if len(winners) == 1:
        text = Message("{player} wins with {pesos} Pesos", player=winners[0], pesos=best)
    else:
        # Translators: {players} are the colours sharing the win ("Red and Blue").
        text = Message("{players} win with {pesos} Pesos", players=and_list(winners),
                       pesos=best)
    events.append(Event("winner", text, rule))
