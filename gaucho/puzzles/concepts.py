"""The concepts a puzzle exercises, each tied to the rules behind it.

A concept is read from the engine itself, never guessed: the events the answer makes
(their kinds and rule IDs, :func:`gaucho.coach.reasons.effects`), the decision's action
type, and the phase of the game (the last round, the round without dice).  Each concept
names the rule IDs a student reads to learn it, and the goal sentence a puzzle of that
concept sets; both are shown through the translation layer.

:data:`CONCEPTS` is in order of precedence: a puzzle's goal is the goal of its first
concept, so a specific lesson (a forced sale avoided) wins over a general one (a claim).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from gaucho import actions
from gaucho.i18n import N_
from gaucho.state import Event, Phase, State

__all__ = ["CONCEPTS", "Concept", "GENERIC_GOAL", "concepts_of"]

#: The goal of a puzzle that no more specific concept sets.
GENERIC_GOAL = N_("Find the decision that brings the most Pesos by the end of the game")


@dataclass(frozen=True, slots=True)
class Concept:
    """One thing a puzzle teaches: ``label`` and ``goal`` are English marked for translation,
    ``rules`` the rule IDs to read."""

    name: str
    label: str
    goal: str
    rules: tuple[str, ...]


#: Every concept, most specific first.
CONCEPTS: dict[str, Concept] = {c.name: c for c in (
    Concept("avoid_forced_sale", N_("Avoiding a forced sale"),
            N_("Keep your herds from a forced sale"), ("R-HERD-4", "R-HERD-6")),
    Concept("forced_sale", N_("Forced sale"),
            N_("Decide whether a forced sale pays"), ("R-HERD-6", "R-SELL-1")),
    Concept("immediate_sale", N_("Immediate Sale"),
            N_("Choose the sale that pays most in the end"), ("R-SALE-1", "R-SALE-2")),
    Concept("steal", N_("STEAL"), N_("Take a tile from another herd, if it pays"),
            ("R-STEAL-1", "R-STEAL-2", "R-STEAL-5")),
    Concept("replace", N_("Replace a lying gaucho"),
            N_("Decide whether to replace another player's lying gaucho"),
            ("R-RAISE-3", "R-RAISE-4")),
    Concept("raise", N_("Raise a lying gaucho"), N_("Stand up your lying gauchos at the "
                                                     "right moment"),
            ("R-RAISE-1", "R-RAISE-2")),
    Concept("steppe", N_("SECRET CATTLE and the Steppe"),
            N_("Use the Steppe to shape the Pampa"), ("R-STEPPE-1", "R-STEPPE-2")),
    Concept("sort", N_("SORT"), N_("Sort the tile where your herd pays most"),
            ("R-SORT-1", "R-SORT-2", "R-SORT-3")),
    Concept("order_choice", N_("Order of collected tiles"),
            N_("Add your collected tiles in the best order"), ("R-HERD-8", "R-COLLECT-6")),
    Concept("no_dice_round", N_("Round without dice"),
            N_("Make the most of the round without dice"), ("R-END-4", "R-NODICE-1")),
    Concept("end_of_game", N_("End of the game"),
            N_("The game is ending: make your last decisions count"),
            ("R-END-1", "R-FINAL-4")),
    Concept("wish", N_("The WISH die"), N_("Use the imaginary WISH die well"),
            ("R-WISH-1", "R-WISH-2")),
    Concept("keep", N_("Preliminary keep"), N_("Keep the tiles that will pay best"),
            ("R-PRELIM-2", "R-PRELIM-3")),
    Concept("first_gaucho", N_("First gaucho"), N_("Place your first gaucho well"),
            ("R-PRELIM-8", "R-PRELIM-9")),
    Concept("exact_payment", N_("Exact payment"),
            N_("Pay exactly, with the right dice"), ("R-DICE-3", "R-WISH-2")),
    Concept("lying_claim", N_("Lying gaucho"), N_("Reserve a tile with a lying gaucho"),
            ("R-PAMPA-2",)),
    Concept("standing_claim", N_("Standing gaucho"), N_("Claim the tile that pays best"),
            ("R-PAMPA-1",)),
    Concept("action_space", N_("Action Spaces"),
            N_("Put a gaucho on the Action Space you will need"), ("R-AREA-1", "R-AREA-4")),
    Concept("unspent_dice", N_("Unspent dice"), N_("Decide whether to end your turn now"),
            ("R-TURN-5",)),
    Concept("take_back", N_("Taking gauchos back"),
            N_("Get your gauchos back when you need them"), ("R-NOGAUCHO-1", "R-NOGAUCHO-2")),
    Concept("dice_draft", N_("Dice draft"), N_("Take the dice that serve you best"),
            ("R-DICE-1", "R-DICE-2")),
    Concept("grow_herd", N_("Growing a herd"), N_("Grow a herd that will pay"),
            ("R-HERD-4",)),
    Concept("new_herd", N_("Starting a herd"), N_("Start the herd that will pay"),
            ("R-HERD-5",)),
)}

#: Concepts read from the answer's action type.
_BY_ACTION: tuple[tuple[type, str], ...] = (
    (actions.Sale, "immediate_sale"), (actions.Steal, "steal"), (actions.Replace, "replace"),
    (actions.Raise, "raise"), (actions.UseSteppe, "steppe"), (actions.Steppe, "steppe"),
    (actions.Sort, "sort"), (actions.Add, "order_choice"), (actions.UseWish, "wish"),
    (actions.Keep, "keep"), (actions.Place, "action_space"),
    (actions.TakeBack, "take_back"), (actions.Remove, "take_back"), (actions.Draft, "dice_draft"),
)
#: Concepts read from the kinds of events the answer makes.
_BY_EVENT: dict[str, str] = {"stand": "standing_claim", "lie": "lying_claim",
                             "raise": "raise", "herd_grows": "grow_herd",
                             "new_herd": "new_herd", "dice_lost": "unspent_dice",
                             "wish_lost": "unspent_dice"}


def _forced(events: Iterable[Event]) -> bool:
    return any(e.kind == "misfit" or (e.kind == "sale" and e.rule_id.startswith("R-HERD"))
               for e in events)


def concepts_of(state: State, answer: actions.Action, events: list[Event],
                rivals: Iterable[list[Event]] = ()) -> list[str]:
    """The concepts of a puzzle whose answer ``answer`` makes ``events`` on ``state``;
    ``rivals`` are the events of the strongest wrong answers (a forced sale they make and
    the answer avoids is the lesson).  In :data:`CONCEPTS` order."""
    found: set[str] = set()
    for kind, name in _BY_ACTION:
        if isinstance(answer, kind):
            found.add(name)
    if isinstance(answer, actions.Place) and state.phase == Phase.PLACE:
        found.discard("action_space")  # the preliminary placement (R-PRELIM-8)
        found.add("first_gaucho")
    if isinstance(answer, actions.Claim) and (len(answer.dice) > 1 or answer.wish):
        found.add("exact_payment")
    found.update(_BY_EVENT[e.kind] for e in events if e.kind in _BY_EVENT)
    if _forced(events):
        found.add("forced_sale")
    elif any(_forced(r) for r in rivals):
        found.add("avoid_forced_sale")
    if state.no_dice_round or state.phase in (Phase.NODICE_ROUND, Phase.NODICE_TURN):
        found.add("no_dice_round")
    elif state.trigger_round is not None:
        found.add("end_of_game")
    return [name for name in CONCEPTS if name in found]
