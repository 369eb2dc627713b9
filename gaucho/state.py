"""The table at one moment: a small mutable record that copies cheaply.

The engine (:mod:`gaucho.engine`) changes a :class:`State` in place; the
:class:`gaucho.Game` keeps copies for undo.  Conventions:

* a pasture is a list of cells: a tile (``>= 0``), :data:`EMPTY` or :data:`BLOCKED`;
* ``phase`` is one of the :class:`Phase` names declared in :mod:`gaucho.flow`;
* ``gauchos_on`` maps a tile in the Pampa to its :class:`Occupant` (R-COMP-11);
* ``herds[p]`` maps a breed to its tiles, left to right (R-HERD-1);
* ``spaces[p]`` holds the Action Areas where player *p* has a gaucho (R-AREA-3);
* ``draw_pile`` keeps its top at the *end* of the list, so a draw is a ``pop()``;
  with ``draws_by_chance`` (``Game.new(..., draws="chance")``) it has no order (kept
  sorted) and each draw is a chance step; ``to_draw`` lists the fills waiting for one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from gaucho import tiles
from gaucho.config import RulesConfig, player_name
from gaucho.i18n import Message

EMPTY = -1
BLOCKED = -2

# State.copy's helpers, looked up once (it is on every play-out's hot path).
_new = object.__new__
_list_copy = list.copy
_set_copy = set.copy


class Phase(StrEnum):
    """The names of the phases of the flow (declared in :data:`gaucho.flow.PHASES`).

    A ``StrEnum``: each name equals its text, so saved games and positions, which
    write phases as text, read back unchanged.
    """

    SETUP = "setup"
    KEEP = "keep"
    COVER = "cover"
    PLACE = "place"
    NEW_ROUND = "new_round"
    LAST_ROUND = "last_round"
    ROLL = "roll"
    DRAFT = "draft"
    TURN = "turn"
    STEPPE = "steppe"
    NODICE_ROUND = "nodice_round"
    NODICE_TURN = "nodice_turn"
    COLLECT = "collect"
    REFILL = "refill"
    NEXT_ROUND = "next_round"
    FINAL = "final"
    GAME_OVER = "game_over"
    # draws by chance (Game.new(draws="chance")), last so the others keep their places
    SETUP_DRAW = "setup_draw"
    REFILL_DRAW = "refill_draw"
    STEPPE_DRAW = "steppe_draw"


class Occupant(NamedTuple):
    """The gaucho on a tile in the Pampa: whose it is, and whether it stands (R-COMP-11)."""

    owner: int
    standing: bool


@dataclass(slots=True)
class Event:
    """One atomic effect of an action, narrated with the rule behind it.

    ``pesos`` is what the event paid to ``player`` (sales, insurance) and
    ``tiles`` the tiles it concerns (e.g. a sold herd), so statistics and
    pictures need not read the narration.
    """

    kind: str
    text: str | Message  # a Message reads in the language current when shown (gaucho.i18n)
    rule_id: str
    player: int | None = None
    pesos: int = 0
    tiles: tuple[int, ...] = ()

    def __str__(self) -> str:
        return f"{self.text} [{self.rule_id}]"


@dataclass(slots=True)
class State:
    config: RulesConfig
    players: int
    phase: str = Phase.SETUP
    round: int = 0
    start_player: int = 0
    active: int = 0
    turns_taken: int = 0
    pastures: list[list[int]] = field(default_factory=list)
    covered: list[int] = field(default_factory=list)
    gauchos_on: dict[int, Occupant] = field(default_factory=dict)
    draw_pile: list[int] = field(default_factory=list)
    steppe: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)
    herds: list[dict[int, list[int]]] = field(default_factory=list)
    pesos: list[int] = field(default_factory=list)
    supply: list[int] = field(default_factory=list)
    spaces: list[set[str]] = field(default_factory=list)
    rodeo: list[int] = field(default_factory=list)
    dice_total: int = 0
    held: list[int] = field(default_factory=list)
    wish_die: bool = False
    placed_this_turn: set[str] = field(default_factory=set)
    vacated_this_turn: set[str] = field(default_factory=set)
    prelim_hands: list[list[int]] = field(default_factory=list)
    prelim_kept: list[bool] = field(default_factory=list)
    prelim_areas: list[str] = field(default_factory=list)
    pending: list[list[int]] = field(default_factory=list)
    trigger_round: int | None = None
    final: bool = False
    transitions: list[tuple[str, str, str]] = field(default_factory=list)
    #: Chance mode: the pile has no order and every draw is a chance step (gaucho.engine.pile).
    draws_by_chance: bool = False
    #: Chance mode: the fills waiting for drawn tiles, first first: (what, which, rule).
    to_draw: list[tuple[str, int, str]] = field(default_factory=list)

    def copy(self) -> State:
        """A deep copy of everything that changes (the config is shared, it is frozen).

        Written out field by field on a bare instance: the play-outs copy a table before
        every action they try, and going through ``__init__`` (keyword matching) with a
        comprehension per player costs about a third more (docs/coach.md, "Speed").  Keep
        it in step with the fields above: tests/core/test_state_copy.py checks that every
        field is copied and no mutable part is shared.
        """
        c: State = _new(State)
        c.config = self.config
        c.players = self.players
        c.phase = self.phase
        c.round = self.round
        c.start_player = self.start_player
        c.active = self.active
        c.turns_taken = self.turns_taken
        c.pastures = [*map(_list_copy, self.pastures)]
        c.covered = self.covered[:]
        c.gauchos_on = self.gauchos_on.copy()
        c.draw_pile = self.draw_pile[:]
        c.steppe = self.steppe[:]
        c.out = self.out[:]
        c.herds = [{b: h[:] for b, h in hs.items()} if hs else {} for hs in self.herds]
        c.pesos = self.pesos[:]
        c.supply = self.supply[:]
        c.spaces = [*map(_set_copy, self.spaces)]
        c.rodeo = self.rodeo[:]
        c.dice_total = self.dice_total
        c.held = self.held[:]
        c.wish_die = self.wish_die
        c.placed_this_turn = self.placed_this_turn.copy()
        c.vacated_this_turn = self.vacated_this_turn.copy()
        c.prelim_hands = [*map(_list_copy, self.prelim_hands)]
        c.prelim_kept = self.prelim_kept[:]
        c.prelim_areas = self.prelim_areas[:]
        c.pending = [*map(_list_copy, self.pending)]
        c.trigger_round = self.trigger_round
        c.final = self.final
        c.transitions = []
        c.draws_by_chance = self.draws_by_chance
        c.to_draw = self.to_draw[:]
        return c

    # ------------------------------------------------------------ small views
    def pasture_sum(self, index: int) -> int:
        """R-COMP-9: total of the big numbers face up in the pasture."""
        return sum(tiles.big(c) for c in self.pastures[index] if c >= 0)

    def is_full(self, index: int) -> bool:
        """R-COMP-10: no empty space left (blocked spaces ignored)."""
        return EMPTY not in self.pastures[index]

    def is_complete(self, index: int) -> bool:
        """R-COLLECT-2: every tile carries a gaucho (an empty pasture is not complete)."""
        occupied = self.gauchos_on
        tiles = 0
        for c in self.pastures[index]:
            if c >= 0:
                if c not in occupied:
                    return False
                tiles += 1
        return tiles > 0

    def pampa_tiles(self) -> list[int]:
        return [c for p in self.pastures for c in p if c >= 0]

    def pasture_of(self, tile: int) -> int:
        for i, p in enumerate(self.pastures):
            if tile in p:
                return i
        return -1

    def lying(self, player: int) -> list[int]:
        """The tiles on which a gaucho of ``player`` lies, sorted."""
        return sorted(t for t, occ in self.gauchos_on.items()
                      if occ.owner == player and not occ.standing)

    @property
    def no_dice_round(self) -> bool:
        """R-END-4: the round after the last regular round has no dice."""
        return self.trigger_round is not None and self.round == self.trigger_round + 2

    @property
    def last_regular_round(self) -> int | None:
        return None if self.trigger_round is None else self.trigger_round + 1

    @property
    def start_player_name(self) -> str | Message:
        """The start player's colour, or a note while setup has not chosen one yet (both
        translated when shown)."""
        if self.start_player >= 0:
            return player_name(self.start_player)
        # Translators: in place of the start player's colour during setup.
        return Message("not chosen yet")

    def order_from_start(self) -> list[int]:
        """Players in turn order from the start player, passing left (R-ROUND-2)."""
        n = self.players
        return [(self.start_player + i) % n for i in range(n)]

    def placement_order(self) -> list[int]:
        """R-PRELIM-8: counter-clockwise from the start player's right neighbour."""
        n = self.players
        return [(self.start_player - 1 - i) % n for i in range(n)]
