"""Setting up a new game (§2) and dealing the preliminary draws (R-PRELIM-1)."""

from __future__ import annotations

import random

from gaucho import tiles
from gaucho.config import BREED_NAMES, RulesConfig, breed_name
from gaucho.engine.common import pname
from gaucho.engine.dispatch import advance
from gaucho.engine.pile import deal_hand, fill_pasture, fill_steppe
from gaucho.i18n import Message, Plural
from gaucho.state import BLOCKED, EMPTY, Event, State


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
          frames: list[tuple[Event, State]] | None = None, *,
          draws_by_chance: bool = False) -> tuple[State, list[Event]]:
    """Set up a new game (§2) and deal the preliminary draws (R-PRELIM-1).

    Every random choice comes from ``rng``, always in the same order (breeds removed,
    their tiles, the pile, the start player); the events narrate each step.  Pass a
    list as ``frames`` to receive ``(event, state after it)`` for every step, which
    is what the setup stepper shows one at a time.

    With ``draws_by_chance`` the pile has no order: the seeding of the pastures and the
    Steppe and the preliminary deal wait for chance steps (``draw W11``), one per tile,
    that follow setup; ``rng`` makes the same choices as without (so the removed breed
    and the start player are those of the same seed), only the pile's order is unused.
    """
    s = State(config=config, players=players, start_player=-1,  # chosen last (R-SETUP-10)
              draws_by_chance=draws_by_chance)
    events: list[Event] = [] if frames is None else _Trace(s, frames)
    _equipment(s, events)
    in_play = _remove_breeds(s, rng, events)
    _shuffle_pile(s, in_play, rng, events)
    for i in range(len(s.pastures)):
        fill_pasture(s, i, events, "R-SETUP-8")
    fill_steppe(s, events, "R-SETUP-9")
    s.start_player = rng.randrange(players)
    s.active = s.start_player
    events.append(Event("start_player", Message("{player} is the start player",
                                                player=pname(s.start_player)), "R-SETUP-10"))
    _deal_preliminary(s, events)
    advance(s, None, events)
    return s, list(events)


def _equipment(s: State, events: list[Event]) -> None:
    """R-SETUP-1..3, R-COMP-6/7: dice, gauchos, empty seats, the Pampa with blocked spaces."""
    n, config = s.players, s.config
    s.dice_total = config.dice[n]
    events.append(Event("dice", Plural("{n} die goes into the Dice Rodeo",
                                       "{n} dice go into the Dice Rodeo", s.dice_total),
                        "R-SETUP-1"))
    s.supply = [config.gauchos[n]] * n
    events.append(Event("gauchos", Plural("Each player takes {n} gaucho",
                                          "Each player takes {n} gauchos", config.gauchos[n]),
                        "R-SETUP-2"))
    s.pesos = [0] * n
    s.herds = [{} for _ in range(n)]
    s.spaces = [set() for _ in range(n)]
    s.pending = [[] for _ in range(n)]
    s.pastures = [[EMPTY] * size for size in config.pasture_sizes]
    for p, sp in config.blocked[n]:
        s.pastures[p][sp] = BLOCKED


def _remove_breeds(s: State, rng: random.Random, events: list[Event]) -> list[int]:
    """R-SETUP-4/5: breeds out of play cover the blocked spaces; the breeds left in play."""
    n, config = s.players, s.config
    breeds = list(range(len(BREED_NAMES)))
    removed = sorted(rng.sample(breeds, len(breeds) - config.breeds_in_play[n]))
    spare = tiles.all_tiles(config, removed)
    rng.shuffle(spare)
    blocked_count = len(config.blocked[n])
    for b in removed:
        events.append(Event("breed_removed", Message("The {breed} breed is removed",
                                                     breed=breed_name(b)), "R-SETUP-4"))
    if removed:
        s.covered = spare[:blocked_count]
        s.out = spare[blocked_count:]
        if s.covered:
            # Translators: English writes "tiles" even for 1; use your language's forms.
            events.append(Event("blocked", Plural(
                "{n} removed tiles cover the blocked spaces face down",
                "{n} removed tiles cover the blocked spaces face down", len(s.covered)),
                "R-SETUP-4"))
    elif blocked_count:
        # Translators: English writes "spaces" even for 1; use your language's forms.
        events.append(Event("blocked", Plural(
            "{n} blocked spaces wait to be covered in the preliminary round",
            "{n} blocked spaces wait to be covered in the preliminary round", blocked_count),
            "R-SETUP-5"))
    return [b for b in breeds if b not in removed]


def _shuffle_pile(s: State, in_play: list[int], rng: random.Random,
                  events: list[Event]) -> None:
    """R-SETUP-6: every other tile, shuffled face down."""
    pile = tiles.all_tiles(s.config, in_play)
    rng.shuffle(pile)
    s.draw_pile = sorted(pile) if s.draws_by_chance else pile  # by chance: no order
    # Translators: English writes "tiles" even for 1; use your language's forms.
    events.append(Event("shuffle", Plural("The other {n} tiles are shuffled into the draw pile",
                                          "The other {n} tiles are shuffled into the draw pile",
                                          len(pile)), "R-SETUP-6"))


def _deal_preliminary(s: State, events: list[Event]) -> None:
    """R-PRELIM-1: each player draws his hand, in turn order from the start player."""
    s.prelim_hands = [[] for _ in range(s.players)]
    s.prelim_kept = [False] * s.players
    for p in s.order_from_start():
        deal_hand(s, p, events)
