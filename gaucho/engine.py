"""The rules engine: what is legal, why something is not, and what an action does.

Three pure-ish functions over a :class:`~gaucho.state.State`:

* :func:`legal_actions` lists every legal decision, without duplicates;
* :func:`check` returns ``None`` or the :class:`Violation` (rule ID + reason);
* :func:`apply` carries an action out *without checking it* and returns the
  events it caused; :class:`gaucho.Game` checks first, simulations may not.

Phase changes are never decided here: after every action :func:`advance`
follows the exits declared in :mod:`gaucho.flow`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from math import comb, factorial

from gaucho import actions as A
from gaucho import tiles as T
from gaucho.config import BREED_NAMES, PLAYER_NAMES, RulesConfig
from gaucho.flow import CONDITIONS, PHASES
from gaucho.state import BLOCKED, EMPTY, Event, State

CHANCE = -1
TERMINAL = -2

TURN_PHASES = ("turn", "nodice_turn")
COLLECT_PHASES = ("collect", "final")


@dataclass(frozen=True, slots=True)
class Violation:
    """Why an action is illegal: the rule it breaks and one sentence for a player."""

    rule_id: str
    reason: str

    def __str__(self) -> str:
        return f"{self.reason} [{self.rule_id}]"


def pname(p: int) -> str:
    return PLAYER_NAMES[p]


# =========================================================== who acts now
def current_player(s: State) -> int:
    """The player to decide, :data:`CHANCE` for a chance step, :data:`TERMINAL` at the end."""
    phase = s.phase
    if phase in TURN_PHASES or phase == "draft":
        return s.active
    if phase in COLLECT_PHASES:
        for p in s.order_from_start():
            if s.pending[p]:
                return p
        return TERMINAL
    if phase in ("roll", "cover"):
        return CHANCE
    if phase == "keep":
        for p in s.order_from_start():
            if not s.prelim_kept[p]:
                return p
    if phase == "place":
        return s.placement_order()[len(s.prelim_areas)]
    return TERMINAL


# ================================================================== setup
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
    when = "in the preliminary round" if s.round == 0 else f"in round {s.round}"
    events.append(Event("end_triggered", f"The draw pile is empty {when}: the end of the game "
                        "is triggered", rule))


def fill_pasture(s: State, index: int, events: list[Event], rule: str) -> None:
    """Seed or refill one pasture: leftmost empty space, until sum >= threshold or full."""
    threshold = s.config.pasture_threshold
    cells = s.pastures[index]
    while EMPTY in cells:
        total = s.pasture_sum(index)
        if total >= threshold:
            events.append(Event("pasture_stops", f"P{index + 1} stops: sum {total} reached "
                                f"{threshold}", rule))
            return
        tile = draw(s)
        if tile is None:
            events.append(Event("pasture_stops", f"P{index + 1} stops: the draw pile is empty",
                                "R-REFILL-4" if rule == "R-REFILL-2" else "R-END-5"))
            return
        cells[cells.index(EMPTY)] = tile
        events.append(Event("tile_drawn", f"{T.name(tile)} is drawn into P{index + 1} "
                            f"(sum {s.pasture_sum(index)})", rule))
        note_trigger(s, events, "R-REFILL-4" if rule == "R-REFILL-2" else "R-END-1")
    events.append(Event("pasture_stops", f"P{index + 1} stops: it is full "
                        f"(sum {s.pasture_sum(index)})", "R-COMP-10"))


def fill_steppe(s: State, events: list[Event], rule: str) -> None:
    while len(s.steppe) < s.config.steppe_size:
        tile = draw(s)
        if tile is None:
            return
        s.steppe.append(tile)
        events.append(Event("steppe_drawn", "A tile is put face down on the Steppe", rule))
        note_trigger(s, events, "R-STEPPE-8" if rule == "R-STEPPE-7" else "R-END-1")


class _Trace(list[Event]):
    """An event list that also snapshots the state after every event (setup stepper)."""

    def __init__(self, state: State, frames: list[tuple[Event, State]]) -> None:
        super().__init__()
        self.state = state
        self.frames = frames

    def append(self, event: Event) -> None:
        super().append(event)
        self.frames.append((event, self.state.copy()))


def setup(config: RulesConfig, players: int, rng: random.Random,
          frames: list[tuple[Event, State]] | None = None) -> tuple[State, list[Event]]:
    """Set up a new game (§2) and deal the preliminary draws (R-PRELIM-1).

    Every random choice comes from ``rng``; the events narrate each step.  Pass
    a list as ``frames`` to receive ``(event, state after it)`` for every step,
    which is what the setup stepper shows one at a time.
    """
    n = players
    s = State(config=config, players=n)
    events: list[Event] = [] if frames is None else _Trace(s, frames)
    s.dice_total = config.dice[n]
    events.append(Event("dice", f"{s.dice_total} dice go into the Dice Rodeo", "R-SETUP-1"))
    s.supply = [config.gauchos[n]] * n
    events.append(Event("gauchos", f"Each player takes {config.gauchos[n]} gauchos",
                        "R-SETUP-2"))
    s.pesos = [0] * n
    s.herds = [{} for _ in range(n)]
    s.spaces = [set() for _ in range(n)]
    s.pending = [[] for _ in range(n)]
    s.pastures = [[EMPTY] * size for size in config.pasture_sizes]
    for p, sp in config.blocked[n]:
        s.pastures[p][sp] = BLOCKED
    breeds = list(range(len(BREED_NAMES)))
    removed = sorted(rng.sample(breeds, len(breeds) - config.breeds_in_play[n]))
    in_play = [b for b in breeds if b not in removed]
    spare = T.all_tiles(config, removed)
    rng.shuffle(spare)
    blocked_count = len(config.blocked[n])
    for b in removed:
        events.append(Event("breed_removed", f"The {BREED_NAMES[b]} breed is removed",
                            "R-SETUP-4"))
    if removed:
        s.covered = spare[:blocked_count]
        s.out = spare[blocked_count:]
        if s.covered:
            events.append(Event("blocked", f"{len(s.covered)} removed tiles cover the blocked "
                                "spaces face down", "R-SETUP-4"))
    elif blocked_count:
        events.append(Event("blocked", f"{blocked_count} blocked spaces wait to be covered in "
                            "the preliminary round", "R-SETUP-5"))
    pile = T.all_tiles(config, in_play)
    rng.shuffle(pile)
    s.draw_pile = pile
    events.append(Event("shuffle", f"The other {len(pile)} tiles are shuffled into the draw "
                        "pile", "R-SETUP-6"))
    for i in range(len(s.pastures)):
        fill_pasture(s, i, events, "R-SETUP-8")
    fill_steppe(s, events, "R-SETUP-9")
    s.start_player = rng.randrange(n)
    s.active = s.start_player
    events.append(Event("start_player", f"{pname(s.start_player)} is the start player",
                        "R-SETUP-10"))
    s.prelim_hands = [[] for _ in range(n)]
    s.prelim_kept = [False] * n
    for p in s.order_from_start():
        for _ in range(config.prelim_draw[n]):
            tile = draw(s)
            if tile is not None:
                s.prelim_hands[p].append(tile)
        events.append(Event("prelim_draw", f"{pname(p)} draws {len(s.prelim_hands[p])} tiles",
                            "R-PRELIM-1", p))
        note_trigger(s, events, "R-END-1")
    advance(s, None, events)
    return s, list(events)


# ============================================================ flow driver
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


# ================================================================== herds
def sell(s: State, p: int, breed: int, events: list[Event], rule: str, bonus: int) -> int:
    """Sell a herd: tiles x highest big number (+ bonus); tiles leave the game (R-SELL-1/2)."""
    herd = s.herds[p].pop(breed)
    high = max(t & 31 for t in herd)
    value = len(herd) * high + bonus
    s.pesos[p] += value
    s.out.extend(herd)
    extra = f" + {bonus}" if bonus else ""
    events.append(Event("sale", f"{pname(p)} sells the {BREED_NAMES[breed]} herd "
                        f"{T.names(herd)}: {len(herd)} × {high}{extra} = {value} Pesos",
                        rule, p, pesos=value, tiles=tuple(herd)))
    return value


def fits(herd: list[int], tile: int) -> bool:
    """R-HERD-4: does the tile fit the right end of the herd?"""
    if len(herd) < 2:
        return True
    last = herd[-1] & 31
    return (tile & 31) > last if (herd[1] & 31) > (herd[0] & 31) else (tile & 31) < last


def add_to_herd(s: State, p: int, tile: int, events: list[Event], forced_rule: str) -> None:
    """Add at the right end, or sell the herd first if the tile does not fit (R-HERD-6)."""
    b = tile >> 5
    herd = s.herds[p].get(b)
    if herd is None:
        s.herds[p][b] = [tile]
        events.append(Event("new_herd", f"{T.name(tile)} starts {pname(p)}'s "
                            f"{BREED_NAMES[b]} herd", "R-HERD-5", p))
    elif fits(herd, tile):
        herd.append(tile)
        events.append(Event("herd_grows", f"{T.name(tile)} joins {pname(p)}'s "
                            f"{BREED_NAMES[b]} herd: {T.names(herd)}", "R-HERD-4", p))
    else:
        events.append(Event("misfit", f"{T.name(tile)} does not fit {pname(p)}'s "
                            f"{BREED_NAMES[b]} herd {T.names(herd)}", "R-HERD-6", p))
        sell(s, p, b, events, forced_rule, bonus=0)
        s.herds[p][b] = [tile]
        events.append(Event("new_herd", f"{T.name(tile)} starts a new {BREED_NAMES[b]} herd",
                            "R-HERD-6", p))


def sort_into(herd: list[int], tile: int, side: str | None) -> None:
    """R-SORT-2/3: insert where the herd stays strictly ordered (or on the chosen side)."""
    if len(herd) == 1:
        if side == "left":
            herd.insert(0, tile)
        else:
            herd.append(tile)
        return
    ascending = (herd[1] & 31) > (herd[0] & 31)
    v = tile & 31
    for i, t in enumerate(herd):
        if (v < (t & 31)) if ascending else (v > (t & 31)):
            herd.insert(i, tile)
            return
    herd.append(tile)


# ================================================================ payments
def _submultisets(held: list[int]) -> list[tuple[int, ...]]:
    """Distinct non-empty sub-multisets of the held dice (at most 2 dice, R-DICE-1)."""
    out: set[tuple[int, ...]] = set()
    for r in range(1, len(held) + 1):
        for combo in combinations(sorted(held), r):
            out.add(combo)
    return sorted(out)


def _payments(s: State, values: Iterable[int]) -> list[tuple[tuple[int, ...], int | None]]:
    """Every distinct way to pay one of ``values`` (dice, optional WISH die)."""
    # Memoised on (held dice, WISH die, faces, values): bots and simulations ask the same
    # few questions millions of times.  The answer depends on nothing else.
    return list(_payments_of(tuple(sorted(s.held)), s.wish_die, s.config.die_faces,
                             tuple(values)))


@lru_cache(maxsize=8192)
def _payments_of(held: tuple[int, ...], wish_die: bool, faces: int, values: tuple[int, ...]
                 ) -> tuple[tuple[tuple[int, ...], int | None], ...]:
    subsets = _submultisets(list(held))
    value_set = set(values)
    out: list[tuple[tuple[int, ...], int | None]] = [
        (d, None) for d in subsets if sum(d) in value_set]
    if wish_die:
        for d in [(), *subsets]:
            base = sum(d)
            for w in range(1, faces + 1):
                if base + w in value_set:
                    out.append((d, w))
                    break
    return tuple(out)


def _has_dice(held: list[int], dice: tuple[int, ...]) -> bool:
    pool = list(held)
    for d in dice:
        if d not in pool:
            return False
        pool.remove(d)
    return True


def _check_payment(s: State, dice: tuple[int, ...], wish: int | None,
                   allowed: tuple[int, ...], what: str) -> Violation | None:
    if not dice and wish is None:
        return Violation("R-DICE-1", f"{what} must be paid with at least one die")
    if not _has_dice(s.held, dice):
        have = " and ".join(map(str, s.held)) if s.held else "no dice"
        return Violation("R-DICE-2", f"you hold {have}, so you cannot pay "
                         f"{'+'.join(map(str, dice))}")
    if wish is not None:
        if not s.wish_die:
            return Violation("R-WISH-1", "you have no WISH die this turn; use WISH first")
        if not 1 <= wish <= s.config.die_faces:
            return Violation("R-WISH-2", f"the WISH die shows 1 to {s.config.die_faces}, "
                             f"not {wish}")
    paid = sum(dice) + (wish or 0)
    if paid not in allowed:
        need = " or ".join(map(str, allowed))
        return Violation("R-DICE-3", f"{what} costs exactly {need}, but you paid {paid}")
    return None


def _spend(s: State, dice: tuple[int, ...], wish: int | None) -> None:
    for d in dice:
        s.held.remove(d)
    if wish is not None:
        s.wish_die = False


# =========================================================== legal actions
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
    return []


def _keep_minimum(cfg: RulesConfig, hand: list[int]) -> int:
    """R-PRELIM-4: keep at least one tile, unless no keep is possible (an empty hand)."""
    if cfg.min_keep <= 0:
        return 0
    possible = [c for c, lim in cfg.keep_limits.items()
                if c >= 1 and sum(1 for t in hand if t & 31 <= lim) >= c]
    return max(1, cfg.min_keep) if possible else 0


def _keep_actions(s: State) -> list[A.Action]:
    p = current_player(s)
    hand = sorted(s.prelim_hands[p])
    minimum = _keep_minimum(s.config, hand)
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
        by_price: dict[int, list[tuple[tuple[int, ...], int | None]]] = {}

        def pay(price: int) -> list[tuple[tuple[int, ...], int | None]]:
            got = by_price.get(price)
            if got is None:
                got = by_price[price] = _payments(s, (price,))
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
        if supply:
            spaces = s.spaces[p]
            for area in cfg.areas_enabled:
                if area in spaces or area in s.vacated_this_turn:
                    continue
                for d, w in _payments(s, cfg.area_values[area]):
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
        return _steppe_actions(s, p)
    return []  # SORT is used only at collection (R-SORT-1)


def _steppe_actions(s: State, p: int) -> list[A.Action]:
    free = [cells.count(EMPTY) for cells in s.pastures]
    avail = s.supply[p] + 1  # R-SPECIAL-3: the Steppe gaucho is available at once
    out: list[A.Action] = []
    if not s.steppe or not any(free):
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


# =================================================================== check
_PHASE_HINT = {
    "keep": ("R-PRELIM-3", "first every player chooses which of his drawn tiles to keep"),
    "cover": ("R-PRELIM-7", "the blocked spaces must be covered first (a chance step)"),
    "place": ("R-PRELIM-8", "first every player places his first gaucho on an Action Area"),
    "roll": ("R-ROUND-2", "the dice must be rolled first (a chance step)"),
    "draft": ("R-TURN-3", "take your 2 dice from the Dice Rodeo first"),
    "collect": ("R-COLLECT-5", "the round is over and collected tiles are being added to "
                "herds"),
    "final": ("R-FINAL-2", "final scoring is adding collected tiles to herds"),
    "game_over": ("R-FINAL-5", "the game is over"),
}

_ACTION_PHASES: dict[type, tuple[str, ...]] = {
    A.Roll: ("roll",), A.Cover: ("cover",), A.Keep: ("keep",), A.Draft: ("draft",),
    A.Place: ("place", *TURN_PHASES), A.Add: COLLECT_PHASES, A.Sort: COLLECT_PHASES,
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
    minimum = _keep_minimum(cfg, hand)
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
    if not _has_dice(s.rodeo, a.dice):
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
    return _check_payment(s, a.dice, a.wish, (price,), what)


def _check_place(s: State, a: A.Place) -> Violation | None:
    cfg = s.config
    if a.area not in cfg.areas_enabled:
        return Violation("R-AREA-1", f"the {a.area} area is not in play in these rules")
    if s.phase == "place":
        if a.dice or a.wish is not None:
            return Violation("R-PRELIM-8", "the first gaucho is placed for free, without dice")
        if a.area in s.prelim_areas:
            return Violation("R-PRELIM-9", f"an earlier player already chose {a.area}")
        return None
    p = s.active
    if a.area in s.spaces[p]:
        return Violation("R-AREA-3", f"your {a.area} space already holds a gaucho")
    if a.area in s.vacated_this_turn:
        return Violation("R-AREA-5", f"you vacated your {a.area} space this turn, so you "
                         "cannot occupy it again until your next turn")
    if s.supply[p] == 0:
        return Violation("R-AREA-1", "you have no gaucho in your supply")
    return _check_payment(s, a.dice, a.wish, cfg.area_values[a.area], f"the {a.area} space")


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


def _check_steppe(s: State, a: A.Steppe) -> Violation | None:
    v = _check_special_common(s, "STEPPE")
    if v:
        return v
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
    if len(taken) > s.supply[s.active] + 1:
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
    A.Steppe: _check_steppe, A.Remove: _check_remove, A.TakeBack: _check_takeback,
    A.EndTurn: _check_end, A.Add: _check_add, A.Sort: _check_sort,
}


# =================================================================== apply
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


def _paid_text(dice: tuple[int, ...], wish: int | None) -> str:
    parts = [str(d) for d in dice] + ([f"WISH {wish}"] if wish is not None else [])
    return " + ".join(parts)


def _apply_claim(s: State, a: A.Claim, ev: list[Event]) -> None:
    p = s.active
    _spend(s, a.dice, a.wish)
    name = T.name(a.tile)
    paid = _paid_text(a.dice, a.wish)
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
    _spend(s, a.dice, a.wish)
    s.supply[p] -= 1
    s.spaces[p].add(a.area)
    s.placed_this_turn.add(a.area)
    ev.append(Event("place", f"{pname(p)} pays {_paid_text(a.dice, a.wish)} and places a "
                    f"gaucho on {a.area}", "R-AREA-1", p))


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


def _apply_steppe(s: State, a: A.Steppe, ev: list[Event]) -> None:
    p = _use_special(s, "STEPPE", ev)
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
    A.Steppe: _apply_steppe, A.Remove: _apply_remove, A.TakeBack: _apply_takeback,
    A.EndTurn: _apply_end, A.Add: _apply_add, A.Sort: _apply_sort,
}


# ================================================================== chance
def sample_chance(s: State, rng: random.Random) -> A.Action:
    """Pick the chance outcome for the current chance step from ``rng``."""
    if s.phase == "roll":
        faces = s.config.die_faces
        return A.Roll(tuple(sorted(rng.randint(1, faces) for _ in range(s.dice_total))))
    if s.phase == "cover":
        pool = sorted(t for h in s.prelim_hands for t in h)
        need = min(len(s.config.blocked[s.players]) - len(s.covered), len(pool))
        return A.Cover(tuple(sorted(rng.sample(pool, need))))
    raise ValueError(f"no chance step in phase {s.phase}")


def chance_outcomes(s: State) -> list[tuple[A.Action, float]]:
    """Every chance outcome with its probability (OpenSpiel's ``chance_outcomes``)."""
    if s.phase == "roll":
        faces, n = s.config.die_faces, s.dice_total
        out: list[tuple[A.Action, float]] = []
        from itertools import combinations_with_replacement

        for dice in combinations_with_replacement(range(1, faces + 1), n):
            ways = factorial(n)
            for v in set(dice):
                ways //= factorial(dice.count(v))
            out.append((A.Roll(dice), ways / faces ** n))
        return out
    if s.phase == "cover":
        pool = sorted(t for h in s.prelim_hands for t in h)
        need = min(len(s.config.blocked[s.players]) - len(s.covered), len(pool))
        total = comb(len(pool), need)
        return [(A.Cover(c), 1 / total) for c in combinations(pool, need)]
    return []
