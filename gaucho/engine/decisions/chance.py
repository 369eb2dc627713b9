"""Chance (OpenSpiel style): the dice of a round, the 3-player covering tiles, and, with
draws by chance (``Game.new(..., draws="chance")``), every tile drawn from the pile.

Chance decisions are taken by nobody: :func:`gaucho.Game.sample_chance` draws one
from the game's seed, and a rulebook example may dictate it (``roll 1 3 4 4 5 6 6``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement
from math import comb, factorial
from typing import ClassVar

from gaucho import tiles
from gaucho.engine.common import Violation, pname
from gaucho.engine.decision import Decision
from gaucho.engine.decisions.notation import canonical, number
from gaucho.engine.pile import draw_into, waiting_draw
from gaucho.i18n import Message, Plural, and_list
from gaucho.state import Event, State

CHANCE = "chance"


# ------------------------------------------------------------------ roll
@dataclass(frozen=True, slots=True)
class Roll:
    """Chance: the values rolled into the Dice Rodeo (sorted), ``roll 1 3 4 4 5 6 6``."""

    dice: tuple[int, ...]
    kind: ClassVar[str] = "roll"
    verbs: ClassVar[tuple[str, ...]] = ("roll",)

    def __post_init__(self) -> None:
        v = self.dice
        if type(v) is not tuple or len(v) > 2 or (len(v) == 2 and v[0] > v[1]):
            canonical(self, "dice", v)

    def __str__(self) -> str:
        return "roll " + " ".join(map(str, self.dice))

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Roll | None:
        return cls(tuple(number(w, "die value") for w in args))


def _check_roll(s: State, a: Roll) -> Violation | None:
    if len(a.dice) != s.dice_total:
        # Translators: {n} is the number of dice of the Dice Rodeo, {count} the number given.
        return Violation("R-ROUND-2", Plural("all {n} dice of the Dice Rodeo are rolled, not "
                                             "{count}", "all {n} dice of the Dice Rodeo are "
                                             "rolled, not {count}", s.dice_total,
                                             count=len(a.dice)))
    if any(not 1 <= d <= s.config.die_faces for d in a.dice):
        return Violation("R-ROUND-3", Message("a die shows 1 to {faces}",
                                              faces=s.config.die_faces))
    return None


def _roll(s: State, a: Roll, ev: list[Event]) -> None:
    s.rodeo = list(a.dice)
    # the dice as a list ("1, 1, 2 and 6"), as the chance step's words say them
    ev.append(Event("roll", Message("{player} rolls {dice}", player=pname(s.start_player),
                                    dice=and_list(a.dice)), "R-ROUND-3"))


def _roll_outcomes(s: State) -> list[tuple[Roll, float]]:
    faces, n = s.config.die_faces, s.dice_total
    out: list[tuple[Roll, float]] = []
    for dice in combinations_with_replacement(range(1, faces + 1), n):
        ways = factorial(n)
        for v in set(dice):
            ways //= factorial(dice.count(v))
        out.append((Roll(dice), ways / faces ** n))
    return out


def _roll_sample(s: State, rng: random.Random) -> Roll:
    return Roll(tuple(rng.randint(1, s.config.die_faces) for _ in range(s.dice_total)))


# ------------------------------------------------------------------ cover
@dataclass(frozen=True, slots=True)
class Cover:
    """Chance, 3 players: the discarded tiles that cover the blocked spaces, ``cover W4 K6``."""

    tiles: tuple[int, ...]
    kind: ClassVar[str] = "cover"
    verbs: ClassVar[tuple[str, ...]] = ("cover",)

    def __post_init__(self) -> None:
        v = self.tiles
        if type(v) is not tuple or len(v) > 2 or (len(v) == 2 and v[0] > v[1]):
            canonical(self, "tiles", v)

    def __str__(self) -> str:
        return "cover " + tiles.names(self.tiles)

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Cover | None:
        return cls(tuple(tiles.parse(w) for w in args))


def _cover_pool(s: State) -> tuple[list[int], int]:
    pool = sorted(t for h in s.prelim_hands for t in h)
    return pool, min(len(s.config.blocked[s.players]) - len(s.covered), len(pool))


def _check_cover(s: State, a: Cover) -> Violation | None:
    pool, need = _cover_pool(s)
    if len(a.tiles) != need or len(set(a.tiles)) != len(a.tiles):
        # Translators: English writes "tiles" even for 1; use your language's forms.
        return Violation("R-PRELIM-7", Plural("{n} discarded tiles cover the blocked spaces",
                                              "{n} discarded tiles cover the blocked spaces",
                                              need))
    if any(t not in pool for t in a.tiles):
        return Violation("R-PRELIM-7", Message("only tiles discarded in the preliminary round "
                                               "cover the blocked spaces"))
    return None


def _cover(s: State, a: Cover, ev: list[Event]) -> None:
    for t in a.tiles:
        for hand in s.prelim_hands:
            if t in hand:
                hand.remove(t)
                break
        s.covered.append(t)
    ev.append(Event("cover", Plural("{n} discarded tiles cover the blocked spaces",
                                    "{n} discarded tiles cover the blocked spaces",
                                    len(a.tiles)), "R-PRELIM-7"))


def _cover_outcomes(s: State) -> list[tuple[Cover, float]]:
    pool, need = _cover_pool(s)
    total = comb(len(pool), need)
    return [(Cover(c), 1 / total) for c in combinations(pool, need)]


def _cover_sample(s: State, rng: random.Random) -> Cover:
    pool, need = _cover_pool(s)
    return Cover(tuple(rng.sample(pool, need)))


# ------------------------------------------------------------------ draw
@dataclass(frozen=True, slots=True)
class Draw:
    """Chance, with draws by chance: the tile that leaves the draw pile, ``draw W11``.

    It goes where a tile from the top of a shuffled pile would: the pasture being seeded
    or refilled, the Steppe, or the preliminary hand being dealt (gaucho.engine.pile).
    """

    tile: int
    kind: ClassVar[str] = "draw"
    verbs: ClassVar[tuple[str, ...]] = ("draw",)

    def __str__(self) -> str:
        return f"draw {tiles.name(self.tile)}"

    @classmethod
    def read(cls, verb: str, args: list[str]) -> Draw | None:
        return cls(tiles.parse(args[0])) if len(args) == 1 else None


def _check_draw(s: State, a: Draw) -> Violation | None:
    fill = waiting_draw(s)
    rule = fill[2] if fill is not None else "R-COMP-15"
    if a.tile not in s.draw_pile:
        return Violation(rule, Message("{tile} is not in the draw pile", tile=tiles.name(a.tile)))
    return None


def _draw(s: State, a: Draw, ev: list[Event]) -> None:
    draw_into(s, a.tile, ev)


def _draw_outcomes(s: State) -> list[tuple[Draw, float]]:
    """Every distinct tile in the pile, with its share of the pile (R-COMP-15)."""
    pile = s.draw_pile
    n = len(pile)
    if n and len(set(pile)) == n and pile == sorted(pile):  # the usual pile: each tile once
        draws, share = _DRAWS, 1 / n  # (what the counts below give, without them)
        return [(draws.get(t) or _new_draw(t), share) for t in pile]
    counts: dict[int, int] = {}
    for t in pile:
        counts[t] = counts.get(t, 0) + 1
    return [(_DRAWS.get(t) or _new_draw(t), n / len(pile)) for t, n in sorted(counts.items())]


#: One Draw per tile, made once (a search lists the pile's outcomes at every draw;
#: making the frozen objects was most of that time).
_DRAWS: dict[int, Draw] = {}


def _new_draw(tile: int) -> Draw:
    draw = _DRAWS[tile] = Draw(tile)
    return draw


def _draw_sample(s: State, rng: random.Random) -> Draw:
    return Draw(rng.choice(s.draw_pile))  # the pile is kept sorted: the seed decides alone


def _none(s: State) -> list[object]:
    return []  # chance outcomes are not listed as legal actions (see chance_outcomes)


DECISIONS = (
    Decision("roll", Roll, CHANCE, ("R-ROUND-2", "R-ROUND-3"), _none, _check_roll, _roll,
             outcomes=_roll_outcomes, sample=_roll_sample),
    Decision("cover", Cover, CHANCE, ("R-PRELIM-7", "R-SETUP-5"), _none, _check_cover, _cover,
             outcomes=_cover_outcomes, sample=_cover_sample),
    Decision("draw", Draw, CHANCE, ("R-COMP-15", "R-SETUP-8", "R-SETUP-9", "R-PRELIM-1",
                                    "R-REFILL-2", "R-STEPPE-7"),
             _none, _check_draw, _draw, outcomes=_draw_outcomes, sample=_draw_sample),
)
