"""The turn/phase flow of El Gaucho, declared once as data.

Each :class:`PhaseSpec` says who acts in it (``actor`` and ``to_act``), which
decision kinds it allows (``allows``, names declared in
:mod:`gaucho.engine.decisions`), what happens on entering it (``on_enter``), which
rules govern it, and its exits: ``(target, condition)`` pairs tried in order after
every action in the phase.  The engine (:func:`gaucho.engine.advance`,
:func:`gaucho.engine.legal_actions`, :func:`gaucho.engine.check`) follows this
declaration and nothing else, and :func:`graph` draws the very same declaration as
a ``networkx.DiGraph``, so the diagram cannot drift from the code.  In the style of
boardgame.io's phases (moves allowed per phase, turn order, ``onBegin``).

Actors: ``chance`` (dice, random covering tiles, tiles drawn by chance), ``player`` (a decision),
``engine`` (bookkeeping that happens by itself, left at once), ``none`` (the end).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from gaucho.engine import rounds
from gaucho.engine.common import CHANCE, TERMINAL
from gaucho.engine.decision import Decision
from gaucho.engine.decisions import BY_NAME, DECISIONS
from gaucho.engine.decisions.collection import collector
from gaucho.engine.decisions.preliminary import keeper, placer
from gaucho.i18n import N_, Message
from gaucho.state import Event, Phase, State

if TYPE_CHECKING:
    import networkx as nx

__all__ = ["CHANCE", "CONDITIONS", "PHASES", "SPECIALS", "START_PHASE", "TERMINAL", "Actor",
           "Condition", "Exit", "KindIs", "Phase", "PhaseSpec", "check_declaration", "edges",
           "graph", "special_kinds", "turn_kinds"]

def special_kinds(decisions: Iterable[Decision] = DECISIONS) -> tuple[str, ...]:
    """The special actions of a registry: every kind that uses the gaucho on its Action
    Space (R-SPECIAL-1), in declaration order."""
    return tuple(d.name for d in decisions if d.is_special)


def turn_kinds(specials: tuple[str, ...], *, dice: bool = True) -> tuple[str, ...]:
    """The decisions of a turn, in the order they are listed (R-TURN-2); no Action Space
    is occupied in the round without dice (R-NODICE-2)."""
    return ("claim", *(("place",) if dice else ()), *specials, "remove", "takeback", "end")


#: The special actions, read from the registry.  A new special Action Area declared in
#: :mod:`gaucho.engine.decisions.specials` joins both turns and their exits by itself.
SPECIALS: tuple[str, ...] = special_kinds()


class Actor(StrEnum):
    CHANCE = "chance"
    PLAYER = "player"
    ENGINE = "engine"
    NONE = "none"


@dataclass(frozen=True)
class Exit:
    target: str
    condition: str  # a key of CONDITIONS (data)
    label: str  # marked with N_: show it with gaucho.i18n._(label)


def _chance(s: State) -> int:
    return CHANCE


def _nobody(s: State) -> int:
    return TERMINAL


def _active(s: State) -> int:
    return s.active


@dataclass(frozen=True)
class PhaseSpec:
    """One phase: who acts, what he may decide, what happens on entry, where it leads."""

    name: str  # a Phase
    title: str  # marked with N_: show it with gaucho.i18n._(title)
    actor: str
    rules: tuple[str, ...]
    description: str  # marked with N_ likewise
    exits: tuple[Exit, ...]
    group: str
    allows: tuple[str, ...] = ()  # decision kinds (gaucho.engine.decisions)
    to_act: Callable[[State], int] = _nobody  # the player to decide (or CHANCE/TERMINAL)
    on_enter: Callable[[State, list[Event]], None] | None = None
    #: Why others wait: the rule and a sentence (read in the language current when shown).
    waiting: tuple[str, Message] = ("R-TURN-6", Message("that is not part of this turn"))


# ------------------------------------------------------------------ conditions
#: A condition sees the state after an action and the kind of that action (None after
#: an automatic step).
Condition = Callable[[State, "str | None"], bool]


def _all_kept(s: State, k: str | None) -> bool:
    return all(s.prelim_kept)


def _blocked_uncovered(s: State) -> bool:
    return any(-2 in p for p in s.pastures) and len(s.covered) < len(s.config.blocked[s.players])


def _all_placed(s: State, k: str | None) -> bool:
    return len(s.prelim_areas) >= s.players


@dataclass(frozen=True)
class KindIs:
    """A condition met when the decision just taken is one of ``kinds`` (a step of a turn).

    It reads nothing else, so the engine settles it once per (phase, decision kind)
    instead of after every action.
    """

    kinds: tuple[str, ...]

    def __call__(self, s: State, k: str | None) -> bool:
        return k in self.kinds


def _did(*kinds: str) -> Condition:
    return KindIs(kinds)


def _turn_over_more(s: State, k: str | None) -> bool:
    return k == "end" and s.turns_taken < s.players


def _round_turns_over(s: State, k: str | None) -> bool:
    return k == "end" and s.turns_taken >= s.players


def _nodice_over(s: State, k: str | None) -> bool:
    return s.trigger_round is not None and s.round == s.trigger_round + 2


def _last_regular_over(s: State, k: str | None) -> bool:
    return s.trigger_round is not None and s.round == s.trigger_round + 1


def _triggered_now(s: State, k: str | None) -> bool:
    return s.trigger_round is not None and s.round == s.trigger_round


def _tiles_to_draw(s: State, k: str | None) -> bool:
    """Draws by chance: a fill waits for a tile (gaucho.engine.pile)."""
    return bool(s.to_draw)


#: Condition names used in :data:`PHASES`, with their predicates.
CONDITIONS: dict[str, Condition] = {
    "always": lambda s, k: True,
    "another player keeps": lambda s, k: not _all_kept(s, k),
    "all kept, blocked spaces uncovered": lambda s, k: _all_kept(s, k) and _blocked_uncovered(s),
    "all kept": _all_kept,
    "another player places": lambda s, k: not _all_placed(s, k),
    "all placed, end already triggered": lambda s, k: _all_placed(s, k) and s.trigger_round == 0,
    "all placed": _all_placed,
    "a Pampa action (A, B or C)": _did("claim"),
    "a gaucho onto an Action Space": _did("place"),
    # SECRET CATTLE is a special action too; its own exit comes first (see _turn_steps)
    "a special action": _did(*SPECIALS),
    "SECRET CATTLE used": _did("use_steppe"),
    "in the round without dice": lambda s, k: s.no_dice_round,
    "a gaucho back from an Action Space unused": _did("remove"),
    "lying gauchos taken back": _did("takeback"),
    "turn ended, players left": _turn_over_more,
    "turn ended, everyone played": _round_turns_over,
    "tiles to add": lambda s, k: any(s.pending),
    "all tiles added": lambda s, k: not any(s.pending),
    "the round without dice is over": _nodice_over,
    "the last regular round is over": _last_regular_over,
    "the end was triggered this round": _triggered_now,
    "tiles to draw": _tiles_to_draw,
}


def _exits(*pairs: tuple[str, str, str]) -> tuple[Exit, ...]:
    return tuple(Exit(t, c, label) for t, c, label in pairs)


def _turn_steps(phase: Phase) -> list[tuple[str, str, str]]:
    """The steps of a turn (R-TURN-2): each keeps the turn going, in any order.

    No Action Space is occupied in the round without dice (R-NODICE-2); SECRET
    CATTLE leads to the Steppe choice and back (R-STEPPE-1).
    """
    steps = [(phase, "a Pampa action (A, B or C)", N_("Pampa action"))]
    if phase == Phase.TURN:
        steps.append((phase, "a gaucho onto an Action Space", N_("Action Space")))
    return [*steps,
            (Phase.STEPPE, "SECRET CATTLE used", N_("SECRET CATTLE")),
            (phase, "a special action", N_("special action")),
            (phase, "a gaucho back from an Action Space unused", N_("remove")),
            (phase, "lying gauchos taken back", N_("take back"))]


_TURN = turn_kinds(SPECIALS)
_NODICE_TURN = turn_kinds(SPECIALS, dice=False)
_COLLECTING = ("add", "sort")

#: Why others wait in a draw by chance (the three draw phases: where tiles leave the pile).
_DRAW_FIRST = ("R-COMP-15", Message("a tile must be drawn from the pile first (a chance step)"))

P = Phase
PHASES: dict[str, PhaseSpec] = {
    p.name: p
    for p in (
        PhaseSpec(P.SETUP, N_("Setup"), Actor.ENGINE,
                  ("R-SETUP-1", "R-SETUP-2", "R-SETUP-3", "R-SETUP-4", "R-SETUP-5",
                   "R-SETUP-6", "R-SETUP-7", "R-SETUP-8", "R-SETUP-9", "R-SETUP-10"),
                  N_("Dice, gauchos, blocked spaces, pastures seeded to 20 or full, Steppe, "
                     "start player."),
                  _exits((P.SETUP_DRAW, "tiles to draw", N_("draws by chance")),
                         (P.KEEP, "always", N_("table ready"))), "preliminary"),
        PhaseSpec(P.SETUP_DRAW, N_("Setup: draw a tile"), Actor.CHANCE,
                  ("R-COMP-15", "R-SETUP-8", "R-SETUP-9", "R-PRELIM-1"),
                  N_("Draws by chance: the next tile leaves the face-down pile at random, into "
                     "the pasture, the Steppe or the hand being filled."),
                  _exits((P.SETUP_DRAW, "tiles to draw", N_("next tile")),
                         (P.KEEP, "always", N_("table ready"))), "preliminary",
                  allows=("draw",), to_act=_chance, waiting=_DRAW_FIRST),
        PhaseSpec(P.KEEP, N_("Preliminary round: keep tiles"), Actor.PLAYER,
                  ("R-PRELIM-1", "R-PRELIM-2", "R-PRELIM-3", "R-PRELIM-4", "R-PRELIM-5",
                   "R-PRELIM-6"),
                  N_("Each player looks at his drawn tiles and keeps 1-3 of them as first "
                     "herds."),
                  _exits((P.KEEP, "another player keeps", N_("next player keeps")),
                         (P.COVER, "all kept, blocked spaces uncovered",
                          N_("3 players: cover spaces")),
                         (P.PLACE, "all kept", N_("all kept"))),
                  "preliminary", allows=("keep",), to_act=keeper,
                  waiting=("R-PRELIM-3", Message("first every player chooses which of his "
                                                 "drawn tiles to keep"))),
        PhaseSpec(P.COVER, N_("Preliminary round: cover blocked spaces"), Actor.CHANCE,
                  ("R-PRELIM-7", "R-SETUP-5"),
                  N_("With 3 players two random discards cover the blocked spaces."),
                  _exits((P.PLACE, "always", N_("covered"))), "preliminary",
                  allows=("cover",), to_act=_chance,
                  waiting=("R-PRELIM-7", Message("the blocked spaces must be covered first "
                                                 "(a chance step)"))),
        PhaseSpec(P.PLACE, N_("Preliminary round: first gauchos"), Actor.PLAYER,
                  ("R-PRELIM-8", "R-PRELIM-9", "R-PRELIM-10"),
                  N_("Counter-clockwise, each player puts a gaucho on a different Action Area "
                     "for free."),
                  _exits((P.PLACE, "another player places", N_("next player places")),
                         (P.LAST_ROUND, "all placed, end already triggered",
                          N_("draw pile emptied in setup")),
                         (P.NEW_ROUND, "all placed", N_("round 1"))), "preliminary",
                  allows=("first_gaucho",), to_act=placer, on_enter=rounds.discard_unkept,
                  waiting=("R-PRELIM-8", Message("first every player places his first gaucho "
                                                 "on an Action Area"))),
        PhaseSpec(P.NEW_ROUND, N_("New regular round"), Actor.ENGINE,
                  ("R-ROUND-1", "R-ROUND-2", "R-NEXT-2"),
                  N_("A regular round with dice begins."),
                  _exits((P.ROLL, "always", N_("roll"))), "round",
                  on_enter=rounds.start_regular_round),
        PhaseSpec(P.LAST_ROUND, N_("Last regular round"), Actor.ENGINE,
                  ("R-END-1", "R-END-2", "R-END-3"),
                  N_("The draw pile ran out: exactly one more regular round with dice."),
                  _exits((P.ROLL, "always", N_("roll"))), "end",
                  on_enter=rounds.start_last_round),
        PhaseSpec(P.ROLL, N_("Roll the dice"), Actor.CHANCE,
                  ("R-ROUND-2", "R-ROUND-3"),
                  N_("The start player rolls all dice of the Dice Rodeo."),
                  _exits((P.DRAFT, "always", N_("rolled"))), "round",
                  allows=("roll",), to_act=_chance,
                  waiting=("R-ROUND-2", Message("the dice must be rolled first (a chance "
                                                "step)"))),
        PhaseSpec(P.DRAFT, N_("Take dice"), Actor.PLAYER,
                  ("R-TURN-1", "R-TURN-3", "R-ROUND-4"),
                  N_("The active player takes 2 dice from the Dice Rodeo."),
                  _exits((P.TURN, "always", N_("dice taken"))), "turn",
                  allows=("draft",), to_act=_active,
                  waiting=("R-TURN-3", Message("take your 2 dice from the Dice Rodeo first"))),
        PhaseSpec(P.TURN, N_("Turn"), Actor.PLAYER,
                  ("R-TURN-2", "R-TURN-4", "R-TURN-5", "R-DICE-1", "R-PAMPA-1", "R-AREA-1",
                   "R-SPECIAL-1"),
                  N_("Pampa actions, Action Spaces, special actions, removing gauchos, ending "
                     "the turn."),
                  _exits(*_turn_steps(P.TURN),
                         (P.DRAFT, "turn ended, players left", N_("next player")),
                         (P.COLLECT, "turn ended, everyone played", N_("round over"))), "turn",
                  allows=_TURN, to_act=_active),
        PhaseSpec(P.STEPPE, N_("SECRET CATTLE: choose Steppe tiles"), Actor.PLAYER,
                  ("R-STEPPE-1", "R-STEPPE-2", "R-STEPPE-3", "R-STEPPE-4", "R-STEPPE-5",
                   "R-STEPPE-6", "R-STEPPE-7", "R-STEPPE-8"),
                  N_("Having used SECRET CATTLE, the player looks at the Steppe and puts 1 "
                     "tile, or 2 small ones, into pastures with a standing gaucho on each."),
                  _exits((P.STEPPE_DRAW, "tiles to draw", N_("refill by chance")),
                         (P.NODICE_TURN, "in the round without dice", N_("back to the turn")),
                         (P.TURN, "always", N_("back to the turn"))), "turn",
                  allows=("put",), to_act=_active,
                  waiting=("R-SPECIAL-5", Message("you used SECRET CATTLE: first choose the "
                                                  "Steppe tiles and their pastures"))),
        PhaseSpec(P.STEPPE_DRAW, N_("SECRET CATTLE: draw a tile for the Steppe"), Actor.CHANCE,
                  ("R-COMP-15", "R-STEPPE-7", "R-STEPPE-8"),
                  N_("Draws by chance: the Steppe is refilled face down, one random tile of "
                     "the pile at a time."),
                  # never in the round without dice: the pile is empty by then (R-END-1/5)
                  _exits((P.STEPPE_DRAW, "tiles to draw", N_("next tile")),
                         (P.TURN, "always", N_("back to the turn"))), "turn",
                  allows=("draw",), to_act=_chance, waiting=_DRAW_FIRST),
        PhaseSpec(P.NODICE_ROUND, N_("Round without dice"), Actor.ENGINE,
                  ("R-END-4", "R-NODICE-1"),
                  N_("The last round: no dice are rolled."),
                  _exits((P.NODICE_TURN, "always", N_("first turn"))), "end",
                  on_enter=rounds.start_nodice_round),
        PhaseSpec(P.NODICE_TURN, N_("Turn without dice"), Actor.PLAYER,
                  ("R-NODICE-1", "R-NODICE-2", "R-WISH-5"),
                  N_("Only special actions, removals, take-backs and a WISH die on a Cattle "
                     "Tile."),
                  _exits(*_turn_steps(P.NODICE_TURN),
                         (P.NODICE_TURN, "turn ended, players left", N_("next player")),
                         (P.COLLECT, "turn ended, everyone played", N_("round over"))), "end",
                  allows=_NODICE_TURN, to_act=_active),
        PhaseSpec(P.COLLECT, N_("End-of-round collection"), Actor.PLAYER,
                  ("R-COLLECT-1", "R-COLLECT-2", "R-COLLECT-3", "R-COLLECT-4", "R-COLLECT-5",
                   "R-COLLECT-6", "R-HERD-3", "R-HERD-6", "R-HERD-8", "R-SORT-1"),
                  N_("Complete pastures give standing gauchos their tiles; owners add them to "
                     "herds."),
                  _exits((P.COLLECT, "tiles to add", N_("next tile")),
                         (P.REFILL, "all tiles added", N_("herds done"))), "round",
                  allows=_COLLECTING, to_act=collector, on_enter=rounds.collect,
                  waiting=("R-COLLECT-5", Message("the round is over and collected tiles are "
                                                  "being added to herds"))),
        PhaseSpec(P.REFILL, N_("Refill pastures"), Actor.ENGINE,
                  ("R-REFILL-1", "R-REFILL-2", "R-REFILL-3", "R-REFILL-4", "R-END-5"),
                  N_("Pastures P1-P4 get tiles until their sum is 20 or they are full."),
                  _exits((P.REFILL_DRAW, "tiles to draw", N_("refill by chance")),
                         (P.NEXT_ROUND, "always", N_("refilled"))), "round",
                  on_enter=rounds.refill),
        PhaseSpec(P.REFILL_DRAW, N_("Refill: draw a tile"), Actor.CHANCE,
                  ("R-COMP-15", "R-REFILL-2", "R-REFILL-3", "R-REFILL-4"),
                  N_("Draws by chance: the next tile leaves the face-down pile at random into "
                     "the pasture being refilled."),
                  _exits((P.REFILL_DRAW, "tiles to draw", N_("next tile")),
                         (P.NEXT_ROUND, "always", N_("refilled"))), "round",
                  allows=("draw",), to_act=_chance, waiting=_DRAW_FIRST),
        PhaseSpec(P.NEXT_ROUND, N_("Next round"), Actor.ENGINE,
                  ("R-NEXT-1", "R-NEXT-2", "R-END-2"),
                  N_("The start player token passes left and the dice go back."),
                  _exits((P.FINAL, "the round without dice is over", N_("game ends")),
                         (P.NODICE_ROUND, "the last regular round is over",
                          N_("round without dice")),
                         (P.LAST_ROUND, "the end was triggered this round", N_("end triggered")),
                         (P.NEW_ROUND, "always", N_("next round"))), "round",
                  on_enter=rounds.pass_token),
        PhaseSpec(P.FINAL, N_("Final scoring: collection"), Actor.PLAYER,
                  ("R-FINAL-1", "R-FINAL-2", "R-FINAL-3"),
                  N_("Every standing gaucho's tile is collected and added to herds."),
                  _exits((P.FINAL, "tiles to add", N_("next tile")),
                         (P.GAME_OVER, "all tiles added", N_("sell all herds"))), "end",
                  allows=_COLLECTING, to_act=collector, on_enter=rounds.final_collection,
                  waiting=("R-FINAL-2", Message("final scoring is adding collected tiles to "
                                                "herds"))),
        PhaseSpec(P.GAME_OVER, N_("Game over"), Actor.NONE,
                  ("R-FINAL-4", "R-FINAL-5", "R-TIE-1"),
                  N_("Every herd is sold; the most Pesos wins, ties share the victory."),
                  (), "end", on_enter=rounds.sell_all_and_declare,
                  waiting=("R-FINAL-5", Message("the game is over"))),
    )
}

START_PHASE: str = Phase.SETUP


def check_declaration() -> list[str]:
    """Problems in the declaration (unknown targets, conditions or decision kinds)."""
    problems = []
    for phase in PHASES.values():
        for e in phase.exits:
            if e.target not in PHASES:
                problems.append(f"{phase.name} -> unknown phase {e.target}")
            if e.condition not in CONDITIONS:
                problems.append(f"{phase.name}: unknown condition {e.condition!r}")
        problems.extend(f"{phase.name}: unknown decision kind {k!r}"
                        for k in phase.allows if k not in BY_NAME)
        if phase.actor in (Actor.PLAYER, Actor.CHANCE) and not phase.allows:
            problems.append(f"{phase.name}: someone acts here but no decision is allowed")
    allowed = {k for p in PHASES.values() for k in p.allows}
    problems.extend(f"decision kind {k!r} is allowed in no phase"
                    for k in BY_NAME if k not in allowed)
    return problems


def edges() -> list[tuple[str, str, str]]:
    """Every declared transition as (source, target, condition)."""
    return [(p.name, e.target, e.condition) for p in PHASES.values() for e in p.exits]


def graph() -> nx.DiGraph[Any]:
    """The flow as a ``networkx.DiGraph`` (networkx is imported only here).

    Nodes carry ``title``, ``actor``, ``rules``, ``description``, ``group`` and
    ``allows``; edges carry ``conditions`` (all conditions that lead along that edge)
    and ``label``.
    """
    import networkx as nx

    g: nx.DiGraph[Any] = nx.DiGraph()
    for phase in PHASES.values():
        g.add_node(phase.name, title=phase.title, actor=phase.actor, rules=phase.rules,
                   description=phase.description, group=phase.group, allows=phase.allows)
    for phase in PHASES.values():
        for e in phase.exits:
            if g.has_edge(phase.name, e.target):
                data = g.edges[phase.name, e.target]
                data["conditions"] = (*data["conditions"], e.condition)
                data["label"] = f"{data['label']} / {e.label}"
            else:
                g.add_edge(phase.name, e.target, conditions=(e.condition,), label=e.label)
    return g
