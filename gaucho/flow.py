"""The turn/phase flow of El Gaucho, declared once as data.

Each :class:`Phase` says who acts in it, which rules govern it, and its exits:
``(target, condition)`` pairs tried in order after every action in the phase.
The engine (:func:`gaucho.engine.advance`) follows these exits and nothing
else, and :func:`graph` draws the very same declaration as a
``networkx.DiGraph``, so the diagram cannot drift from the code.

Actors: ``chance`` (dice, random covering tiles), ``player`` (a decision),
``engine`` (bookkeeping that happens by itself, left at once), ``none`` (the end).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gaucho.actions import (
    Claim,
    EndTurn,
    Place,
    Raise,
    Remove,
    Replace,
    Sale,
    Steal,
    TakeBack,
    UseSteppe,
    UseWish,
)

if TYPE_CHECKING:
    import networkx as nx

    from gaucho.state import State


@dataclass(frozen=True)
class Exit:
    target: str
    condition: str
    label: str


@dataclass(frozen=True)
class Phase:
    name: str
    title: str
    actor: str
    rules: tuple[str, ...]
    description: str
    exits: tuple[Exit, ...]
    group: str


def _all_kept(s: State, a: object) -> bool:
    return all(s.prelim_kept)


def _blocked_uncovered(s: State, a: object) -> bool:
    return any(-2 in p for p in s.pastures) and len(s.covered) < len(s.config.blocked[s.players])


def _all_placed(s: State, a: object) -> bool:
    return len(s.prelim_areas) >= s.players


def _is(*kinds: type) -> Callable[[State, object], bool]:
    """A condition met when the action just taken is one of ``kinds`` (a step of a turn)."""
    return lambda s, a: isinstance(a, kinds)


def _turn_over_more(s: State, a: object) -> bool:
    return isinstance(a, EndTurn) and s.turns_taken < s.players


def _round_turns_over(s: State, a: object) -> bool:
    return isinstance(a, EndTurn) and s.turns_taken >= s.players


def _tiles_pending(s: State, a: object) -> bool:
    return any(s.pending)


def _nothing_pending(s: State, a: object) -> bool:
    return not any(s.pending)


def _nodice_over(s: State, a: object) -> bool:
    return s.trigger_round is not None and s.round == s.trigger_round + 2


def _last_regular_over(s: State, a: object) -> bool:
    return s.trigger_round is not None and s.round == s.trigger_round + 1


def _triggered_now(s: State, a: object) -> bool:
    return s.trigger_round is not None and s.round == s.trigger_round


def _always(s: State, a: object) -> bool:
    return True


#: Condition names used in :data:`PHASES`, with their predicates.
CONDITIONS: dict[str, Callable[[State, object], bool]] = {
    "always": _always,
    "another player keeps": lambda s, a: not _all_kept(s, a),
    "all kept, blocked spaces uncovered": lambda s, a: _all_kept(s, a) and _blocked_uncovered(s, a),
    "all kept": _all_kept,
    "another player places": lambda s, a: not _all_placed(s, a),
    "all placed, end already triggered": lambda s, a: _all_placed(s, a) and s.trigger_round == 0,
    "all placed": _all_placed,
    "a Pampa action (A, B or C)": _is(Claim),
    "a gaucho onto an Action Space": _is(Place),
    "a special action": _is(UseWish, Sale, Steal, Raise, Replace),
    "SECRET CATTLE used": _is(UseSteppe),
    "in the round without dice": lambda s, a: s.no_dice_round,
    "a gaucho back from an Action Space unused": _is(Remove),
    "lying gauchos taken back": _is(TakeBack),
    "turn ended, players left": _turn_over_more,
    "turn ended, everyone played": _round_turns_over,
    "tiles to add": _tiles_pending,
    "all tiles added": _nothing_pending,
    "the round without dice is over": _nodice_over,
    "the last regular round is over": _last_regular_over,
    "the end was triggered this round": _triggered_now,
}


def _exits(*pairs: tuple[str, str, str]) -> tuple[Exit, ...]:
    return tuple(Exit(t, c, label) for t, c, label in pairs)


def _TURN_STEPS(phase: str) -> list[tuple[str, str, str]]:  # noqa: N802 (reads as data)
    """The steps of a turn (R-TURN-2): each keeps the turn going, in any order.

    No Action Space is occupied in the round without dice (R-NODICE-2); SECRET
    CATTLE leads to the Steppe choice and back (R-STEPPE-1).
    """
    steps = [(phase, "a Pampa action (A, B or C)", "Pampa action")]
    if phase == "turn":
        steps.append((phase, "a gaucho onto an Action Space", "Action Space"))
    return [*steps,
            ("steppe", "SECRET CATTLE used", "SECRET CATTLE"),
            (phase, "a special action", "special action"),
            (phase, "a gaucho back from an Action Space unused", "remove"),
            (phase, "lying gauchos taken back", "take back")]


PHASES: dict[str, Phase] = {
    p.name: p
    for p in (
        Phase("setup", "Setup", "engine",
              ("R-SETUP-1", "R-SETUP-2", "R-SETUP-3", "R-SETUP-4", "R-SETUP-5", "R-SETUP-6",
               "R-SETUP-7", "R-SETUP-8", "R-SETUP-9", "R-SETUP-10"),
              "Dice, gauchos, blocked spaces, pastures seeded to 20 or full, Steppe, start player.",
              _exits(("keep", "always", "table ready")), "preliminary"),
        Phase("keep", "Preliminary round: keep tiles", "player",
              ("R-PRELIM-1", "R-PRELIM-2", "R-PRELIM-3", "R-PRELIM-4", "R-PRELIM-5",
               "R-PRELIM-6"),
              "Each player looks at his drawn tiles and keeps 1-3 of them as first herds.",
              _exits(("keep", "another player keeps", "next player keeps"),
                     ("cover", "all kept, blocked spaces uncovered", "3 players: cover spaces"),
                     ("place", "all kept", "all kept"))
              , "preliminary"),
        Phase("cover", "Preliminary round: cover blocked spaces", "chance",
              ("R-PRELIM-7", "R-SETUP-5"),
              "With 3 players two random discards cover the blocked spaces.",
              _exits(("place", "always", "covered")), "preliminary"),
        Phase("place", "Preliminary round: first gauchos", "player",
              ("R-PRELIM-8", "R-PRELIM-9", "R-PRELIM-10"),
              "Counter-clockwise, each player puts a gaucho on a different Action Area for free.",
              _exits(("place", "another player places", "next player places"),
                     ("last_round", "all placed, end already triggered",
                      "draw pile emptied in setup"),
                     ("new_round", "all placed", "round 1")), "preliminary"),
        Phase("new_round", "New regular round", "engine",
              ("R-ROUND-1", "R-ROUND-2", "R-NEXT-2"),
              "A regular round with dice begins.",
              _exits(("roll", "always", "roll")), "round"),
        Phase("last_round", "Last regular round", "engine",
              ("R-END-1", "R-END-2", "R-END-3"),
              "The draw pile ran out: exactly one more regular round with dice.",
              _exits(("roll", "always", "roll")), "end"),
        Phase("roll", "Roll the dice", "chance",
              ("R-ROUND-2", "R-ROUND-3"),
              "The start player rolls all dice of the Dice Rodeo.",
              _exits(("draft", "always", "rolled")), "round"),
        Phase("draft", "Take dice", "player",
              ("R-TURN-1", "R-TURN-3", "R-ROUND-4"),
              "The active player takes 2 dice from the Dice Rodeo.",
              _exits(("turn", "always", "dice taken")), "turn"),
        Phase("turn", "Turn", "player",
              ("R-TURN-2", "R-TURN-4", "R-TURN-5", "R-DICE-1", "R-PAMPA-1", "R-AREA-1",
               "R-SPECIAL-1"),
              "Pampa actions, Action Spaces, special actions, removing gauchos, ending the turn.",
              _exits(*_TURN_STEPS("turn"),
                     ("draft", "turn ended, players left", "next player"),
                     ("collect", "turn ended, everyone played", "round over")), "turn"),
        Phase("steppe", "SECRET CATTLE: choose Steppe tiles", "player",
              ("R-STEPPE-1", "R-STEPPE-2", "R-STEPPE-3", "R-STEPPE-4", "R-STEPPE-5",
               "R-STEPPE-6", "R-STEPPE-7", "R-STEPPE-8"),
              "Having used SECRET CATTLE, the player looks at the Steppe and puts 1 tile, or 2 "
              "small ones, into pastures with a standing gaucho on each.",
              _exits(("nodice_turn", "in the round without dice", "back to the turn"),
                     ("turn", "always", "back to the turn")), "turn"),
        Phase("nodice_round", "Round without dice", "engine",
              ("R-END-4", "R-NODICE-1"),
              "The last round: no dice are rolled.",
              _exits(("nodice_turn", "always", "first turn")), "end"),
        Phase("nodice_turn", "Turn without dice", "player",
              ("R-NODICE-1", "R-NODICE-2", "R-WISH-5"),
              "Only special actions, removals, take-backs and a WISH die on a Cattle Tile.",
              _exits(*_TURN_STEPS("nodice_turn"),
                     ("nodice_turn", "turn ended, players left", "next player"),
                     ("collect", "turn ended, everyone played", "round over")), "end"),
        Phase("collect", "End-of-round collection", "player",
              ("R-COLLECT-1", "R-COLLECT-2", "R-COLLECT-3", "R-COLLECT-4", "R-COLLECT-5",
               "R-COLLECT-6", "R-HERD-3", "R-HERD-6", "R-HERD-8", "R-SORT-1"),
              "Complete pastures give standing gauchos their tiles; owners add them to herds.",
              _exits(("collect", "tiles to add", "next tile"),
                     ("refill", "all tiles added", "herds done")), "round"),
        Phase("refill", "Refill pastures", "engine",
              ("R-REFILL-1", "R-REFILL-2", "R-REFILL-3", "R-REFILL-4", "R-END-5"),
              "Pastures P1-P4 get tiles until their sum is 20 or they are full.",
              _exits(("next_round", "always", "refilled")), "round"),
        Phase("next_round", "Next round", "engine",
              ("R-NEXT-1", "R-NEXT-2", "R-END-2"),
              "The start player token passes left and the dice go back.",
              _exits(("final", "the round without dice is over", "game ends"),
                     ("nodice_round", "the last regular round is over", "round without dice"),
                     ("last_round", "the end was triggered this round", "end triggered"),
                     ("new_round", "always", "next round")), "round"),
        Phase("final", "Final scoring: collection", "player",
              ("R-FINAL-1", "R-FINAL-2", "R-FINAL-3"),
              "Every standing gaucho's tile is collected and added to herds.",
              _exits(("final", "tiles to add", "next tile"),
                     ("game_over", "all tiles added", "sell all herds")), "end"),
        Phase("game_over", "Game over", "none",
              ("R-FINAL-4", "R-FINAL-5", "R-TIE-1"),
              "Every herd is sold; the most Pesos wins, ties share the victory.",
              (), "end"),
    )
}

START_PHASE = "setup"


def check_declaration() -> list[str]:
    """Problems in the declaration (unknown targets or conditions); empty when sound."""
    problems = []
    for phase in PHASES.values():
        for e in phase.exits:
            if e.target not in PHASES:
                problems.append(f"{phase.name} -> unknown phase {e.target}")
            if e.condition not in CONDITIONS:
                problems.append(f"{phase.name}: unknown condition {e.condition!r}")
    return problems


def edges() -> list[tuple[str, str, str]]:
    """Every declared transition as (source, target, condition)."""
    return [(p.name, e.target, e.condition) for p in PHASES.values() for e in p.exits]


def graph() -> nx.DiGraph[Any]:
    """The flow as a ``networkx.DiGraph`` (networkx is imported only here).

    Nodes carry ``title``, ``actor``, ``rules``, ``description`` and ``group``;
    edges carry ``conditions`` (all conditions that lead along that edge) and
    ``label``.
    """
    import networkx as nx

    g: nx.DiGraph[Any] = nx.DiGraph()
    for phase in PHASES.values():
        g.add_node(phase.name, title=phase.title, actor=phase.actor, rules=phase.rules,
                   description=phase.description, group=phase.group)
    for phase in PHASES.values():
        for e in phase.exits:
            if g.has_edge(phase.name, e.target):
                data = g.edges[phase.name, e.target]
                data["conditions"] = (*data["conditions"], e.condition)
                data["label"] = f"{data['label']} / {e.label}"
            else:
                g.add_edge(phase.name, e.target, conditions=(e.condition,), label=e.label)
    return g
