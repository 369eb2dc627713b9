"""The flow driver: follows the exits declared in :mod:`gaucho.flow`, with the bookkeeping
of each phase entered (collection, refill, next round, final scoring)."""

from __future__ import annotations

from gaucho import tiles as T
from gaucho.engine.common import current_player, pname
from gaucho.engine.herds import sell
from gaucho.engine.pile import fill_pasture
from gaucho.flow import CONDITIONS, PHASES
from gaucho.state import EMPTY, Event, State

ON_ENTER: dict[str, object] = {}


def advance(s: State, action: object, events: list[Event]) -> None:
    """Follow the flow's exits until a phase needs a decision (or the game ends)."""
    while True:
        phase = PHASES[s.phase]
        for ex in phase.exits:
            if CONDITIONS[ex.condition](s, action):
                s.transitions.append((phase.name, ex.target, ex.condition))
                s.phase = ex.target
                enter = ON_ENTER.get(ex.target)
                # a self-loop (collect -> collect, final -> final) stays in the phase: entering
                # again would re-run collection and narrate it twice (R-COLLECT-1)
                if enter is not None and ex.target != phase.name:
                    enter(s, events)  # type: ignore[operator]
                break
        else:
            return
        action = None
        actor = PHASES[s.phase].actor
        if actor == "chance" or (actor == "player" and current_player(s) >= 0):
            return


def _enter_place(s: State, events: list[Event]) -> None:
    leftover = [t for hand in s.prelim_hands for t in hand]
    if leftover:
        s.out.extend(leftover)
        events.append(Event("discard", f"{len(leftover)} tiles not kept leave the game",
                            "R-PRELIM-6"))
    s.prelim_hands = [[] for _ in range(s.players)]


def _start_round(s: State, events: list[Event], text: str, rule: str) -> None:
    s.round += 1
    s.active = s.start_player
    s.turns_taken = 0
    s.rodeo = []
    events.append(Event("round", text.format(r=s.round, p=pname(s.start_player)), rule))


def _enter_new_round(s: State, events: list[Event]) -> None:
    _start_round(s, events, "Round {r} begins; {p} is the start player", "R-ROUND-1")


def _enter_last_round(s: State, events: list[Event]) -> None:
    _start_round(s, events, "Round {r} begins: the last regular round; {p} starts", "R-END-3")


def _enter_nodice_round(s: State, events: list[Event]) -> None:
    _start_round(s, events, "Round {r} begins: the round without dice; {p} starts",
                 "R-NODICE-1")


def _collect_complete(s: State, events: list[Event], final: bool) -> None:
    for i, cells in enumerate(s.pastures):
        if not final and not s.is_complete(i):
            tiles = [c for c in cells if c >= 0]
            if tiles:
                free = sum(1 for c in tiles if c not in s.gauchos_on)
                events.append(Event("incomplete", f"P{i + 1} is not complete ({free} of "
                                    f"{len(tiles)} tiles without a gaucho): nothing moves",
                                    "R-COLLECT-4"))
            continue
        for j, c in enumerate(cells):
            if c < 0:
                continue
            occ = s.gauchos_on.get(c)
            if occ is None or not occ[1]:
                continue
            owner = occ[0]
            del s.gauchos_on[c]
            cells[j] = EMPTY
            s.supply[owner] += 1
            s.pending[owner].append(c)
            events.append(Event("collected", f"{pname(owner)} collects {T.name(c)} from "
                                f"P{i + 1} and gets the gaucho back",
                                "R-FINAL-1" if final else "R-COLLECT-3", owner))


def _enter_collect(s: State, events: list[Event]) -> None:
    s.held = []
    s.wish_die = False
    _collect_complete(s, events, final=False)


def _enter_final(s: State, events: list[Event]) -> None:
    events.append(Event("final", "Final scoring: every standing gaucho's tile is collected",
                        "R-FINAL-1"))
    _collect_complete(s, events, final=True)


def _enter_refill(s: State, events: list[Event]) -> None:
    if not s.draw_pile:
        events.append(Event("refill", "The draw pile is empty: no tiles are added",
                            "R-END-5"))
        return
    for i in range(len(s.pastures)):
        fill_pasture(s, i, events, "R-REFILL-2")


def _enter_next_round(s: State, events: list[Event]) -> None:
    s.rodeo = []
    if s.no_dice_round:
        return  # no round follows the round without dice: final scoring keeps its order
    s.start_player = (s.start_player + 1) % s.players
    events.append(Event("start_player", f"{pname(s.start_player)} becomes the start player",
                        "R-NEXT-1"))


def _enter_game_over(s: State, events: list[Event]) -> None:
    for p in range(s.players):
        for b in sorted(s.herds[p]):
            sell(s, p, b, events, "R-FINAL-4", bonus=0)
    best = max(s.pesos)
    winners = [pname(p) for p in range(s.players) if s.pesos[p] == best]
    rule = "R-TIE-1" if len(winners) > 1 else "R-FINAL-5"
    events.append(Event("winner", f"{' and '.join(winners)} win{'s' if len(winners) == 1 else ''}"
                        f" with {best} Pesos", rule))


ON_ENTER.update({
    "place": _enter_place,
    "new_round": _enter_new_round,
    "last_round": _enter_last_round,
    "nodice_round": _enter_nodice_round,
    "collect": _enter_collect,
    "refill": _enter_refill,
    "next_round": _enter_next_round,
    "final": _enter_final,
    "game_over": _enter_game_over,
})
