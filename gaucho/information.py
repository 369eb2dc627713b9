"""What one player knows: his information set, and full tables sampled from it.

El Gaucho hides tiles.  The draw pile is face down and its order unknown
(R-COMP-15); the Steppe is face down (R-COMP-14) until the player using
SECRET CATTLE has committed to it (R-STEPPE-1); blocked spaces are covered face
down (R-COMP-8, R-SETUP-4, R-PRELIM-7); tiles not kept leave the game face down
(R-PRELIM-6); and in the keep phase a player sees only his own draw, the others'
kept tiles being revealed once everyone has chosen (R-PRELIM-2).

An :class:`InformationSet` splits a table into what ``player`` sees (``table``:
the state with every hidden place emptied) and what he cannot place (``unseen``:
the tiles that may lie in any hidden place, with the size of each place).
Every table that agrees with what he sees is one of its members, and
:meth:`InformationSet.sample` draws one, uniformly over the ways of dealing the
unseen tiles, from an explicitly passed ``random.Random`` (determinization)::

    >>> import random, gaucho
    >>> from gaucho.information import InformationSet
    >>> game = gaucho.Game.new(players=3, seed=4)
    >>> info = InformationSet.of(game.state, game.current_player)
    >>> guess = info.sample(random.Random(1))
    >>> len(guess.draw_pile) == len(game.state.draw_pile)
    True
    >>> InformationSet.of(guess, info.player) == info   # the same as far as he can tell
    True

The observation (:mod:`gaucho.observation`) is this object written as data, and
:meth:`InformationSet.from_observation` reads it back, so a bot given only an
observation can sample tables too.

With draws by chance (``Game.new(..., draws="chance")``) the pile has no order at
all: which tile comes next is not decided until it is drawn, so a sampled table differs
from another only in *which* tiles are hidden where, never in an order.

What a player remembers is not modelled: the set is a function of the table as
it lies now.  A herd sold earlier (R-SELL-1) or a player's own discards are
counted among the tiles out of the game, not named, and so count as unseen.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from gaucho import tiles
from gaucho.config import BREED_LETTERS
from gaucho.engine.dispatch import current_player
from gaucho.errors import GauchoError, InvalidPosition
from gaucho.flow import PHASES
from gaucho.i18n import _
from gaucho.position import from_position, to_position
from gaucho.state import Phase, State

__all__ = ["InformationSet", "removed_breeds", "steppe_seen_by"]

#: The phases in which the player to act has committed to SECRET CATTLE and looks
#: at the Steppe (R-STEPPE-1): the flow's steps governed by R-STEPPE-2 (choose tiles).
STEPPE_LOOK_PHASES = frozenset(name for name, phase in PHASES.items()
                               if "R-STEPPE-2" in phase.rules)


def steppe_seen_by(s: State, player: int) -> bool:
    """Does ``player`` see the Steppe now?  Only while he chooses SECRET CATTLE tiles."""
    return s.phase in STEPPE_LOOK_PHASES and current_player(s) == player


def removed_breeds(s: State) -> tuple[int, ...]:
    """The breeds removed at setup (R-SETUP-4: one with 2 players), known to everyone.

    Read from the table: a removed breed has every tile face down, covering a
    blocked space or out of the game.  If more breeds look like that (a breed
    sold out late in the game), the covering tiles decide (R-SETUP-4 covers the
    blocked spaces with the removed breed); if that does not settle it, none is
    named, so nothing is claimed that a player could not know.
    """
    cfg = s.config
    expected = len(BREED_LETTERS) - cfg.breeds_in_play.get(s.players, len(BREED_LETTERS))
    if expected <= 0:
        return ()
    face_down = {*s.covered, *s.out}
    candidates = [b for b, breed in enumerate(_breeds(cfg.max_big)) if breed <= face_down]
    if len(candidates) > expected:
        covering = {tiles.breed(t) for t in s.covered}
        candidates = [b for b in candidates if b in covering]
    return tuple(candidates) if len(candidates) == expected else ()


@lru_cache(maxsize=8)
def _breeds(max_big: int) -> tuple[frozenset[int], ...]:
    """Each breed's tiles, breed by breed (a subset test per breed is one C-level call:
    the observation tensor asks at every change of the face-down tiles)."""
    return tuple(frozenset(tiles.make(b, v) for v in range(1, max_big + 1))
                 for b in range(len(BREED_LETTERS)))


class InformationSet:
    """The tables ``player`` cannot tell apart from the real one.

    Attributes (read them; do not change them):

    * ``player`` — whose knowledge this is;
    * ``table`` — the state as he sees it: every hidden place emptied (draw pile,
      Steppe unless he is looking at it, covering tiles, tiles out of the game,
      the other players' preliminary hands, and in the keep phase their kept tiles);
    * ``unseen`` — the tiles he cannot place, sorted: they lie in those hidden places;
    * ``set_aside`` — tiles he knows are face down out of play (the removed breed,
      R-SETUP-4), sorted: they may cover blocked spaces or be out, nothing else;
    * ``draw_pile``, ``steppe``, ``covered``, ``out`` — how many tiles each hidden
      place holds (``steppe`` is 0 while he looks at the Steppe: it is in ``table``);
    * ``hands``, ``kept`` — per player, hidden preliminary tiles in hand and hidden
      kept tiles (0 for the player himself and whenever they are face up);
    * ``steppe_seen`` — he is choosing SECRET CATTLE tiles and sees the Steppe.
    """

    __slots__ = ("covered", "draw_pile", "hands", "kept", "out", "player", "removed",
                 "set_aside", "steppe", "steppe_seen", "table", "unseen")

    def __init__(self, table: State, player: int, *, unseen: tuple[int, ...],
                 set_aside: tuple[int, ...], draw_pile: int, steppe: int, covered: int,
                 out: int, hands: tuple[int, ...], kept: tuple[int, ...],
                 removed: tuple[int, ...], steppe_seen: bool) -> None:
        self.table = table
        self.player = player
        self.unseen = unseen
        self.set_aside = set_aside
        self.draw_pile = draw_pile
        self.steppe = steppe
        self.covered = covered
        self.out = out
        self.hands = hands
        self.kept = kept
        self.removed = removed
        self.steppe_seen = steppe_seen

    # ------------------------------------------------------------ building
    @classmethod
    def of(cls, s: State, player: int) -> InformationSet:
        """What ``player`` knows of the table ``s`` (which stays untouched)."""
        _check_player(s, player)
        seen_steppe = steppe_seen_by(s, player)
        removed = removed_breeds(s)
        hidden: list[int] = list(s.draw_pile) + list(s.covered) + list(s.out)
        if not seen_steppe:
            hidden += s.steppe
        table = s.copy()
        table.draw_pile, table.covered, table.out = [], [], []
        if not seen_steppe:
            table.steppe = []
        hands = [0] * s.players
        kept = [0] * s.players
        for q in range(s.players):
            if q == player:
                continue
            if s.prelim_hands and s.prelim_hands[q]:
                hands[q] = len(s.prelim_hands[q])
                hidden += s.prelim_hands[q]
                table.prelim_hands[q] = []
            if s.phase == Phase.KEEP and s.herds[q]:
                kept[q] = sum(len(h) for h in s.herds[q].values())
                hidden += [t for h in s.herds[q].values() for t in h]
                table.herds[q] = {}
        aside = {t for t in hidden if tiles.breed(t) in removed}
        return cls(table, player,
                   unseen=tuple(sorted(t for t in hidden if t not in aside)),
                   set_aside=tuple(sorted(aside)),
                   draw_pile=len(s.draw_pile), steppe=0 if seen_steppe else len(s.steppe),
                   covered=len(s.covered), out=len(s.out), hands=tuple(hands),
                   kept=tuple(kept), removed=removed, steppe_seen=seen_steppe)

    @classmethod
    def from_observation(cls, obs: dict[str, Any]) -> InformationSet:
        """The information set an observation (:func:`gaucho.observation.observation`) shows.

        The observation names every tile its player sees, so the unseen tiles are
        the others (less the removed breeds'), and it counts every hidden place.
        """
        try:
            return _from_observation(cls, obs)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, InvalidPosition):
                raise
            raise InvalidPosition(_("not an observation: {error}").format(error=repr(exc))
                                  ) from None

    # ------------------------------------------------------------ using
    def sample(self, rng: random.Random) -> State:
        """A full table agreeing with everything ``player`` sees, drawn from ``rng``.

        The unseen tiles are dealt at random to the hidden places, each keeping
        its size; hidden kept tiles are dealt as a keep the rules allow
        (R-PRELIM-3, R-PRELIM-5).  The removed breed's tiles go only where such
        tiles lie face down (covering or out).
        """
        s = self.table.copy()
        pool = list(self.unseen)
        rng.shuffle(pool)
        cfg = s.config
        for q, count in enumerate(self.kept):
            if count:
                s.herds[q] = _deal_keep(pool, count, cfg.keep_limits.get(count, cfg.max_big), rng)
        i = 0
        for q, count in enumerate(self.hands):
            if count:
                s.prelim_hands[q] = pool[i:i + count]
                i += count
        if not self.steppe_seen:
            s.steppe = pool[i:i + self.steppe]
            i += self.steppe
        s.draw_pile = pool[i:i + self.draw_pile]
        if s.draws_by_chance:
            s.draw_pile.sort()  # draws by chance: the pile has no order, only its tiles
        i += self.draw_pile
        rest = list(self.set_aside)
        rng.shuffle(rest)
        rest += pool[i:]
        s.covered = rest[:self.covered]
        s.out = rest[self.covered:]
        return s

    def observation(self) -> dict[str, Any]:
        """The set written as data: see :mod:`gaucho.observation` for every field."""
        pos = to_position(self.table)
        pos["format"] = OBSERVATION_FORMAT
        pos["observer"] = self.player
        pos["draw_pile"] = self.draw_pile
        pos["steppe"] = len(self.table.steppe) if self.steppe_seen else self.steppe
        pos["steppe_seen"] = ([tiles.name(t) for t in sorted(self.table.steppe)]
                              if self.steppe_seen else None)
        pos["covered"] = self.covered
        pos["out"] = self.out
        pos["removed_breeds"] = [BREED_LETTERS[b] for b in self.removed]
        for q, seat in enumerate(pos["players"]):
            if q == self.player:
                continue
            seat["hand"] = self.hands[q]
            if self.table.phase == Phase.KEEP:
                seat["herds"] = self.kept[q]
        return pos

    # ------------------------------------------------------------ comparing
    def _key(self) -> tuple[Any, ...]:
        return (self.player, self.unseen, self.set_aside, repr(self.observation()))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, InformationSet):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"<InformationSet of player {self.player}: {len(self.unseen)} unseen tiles, "
                f"draw pile {self.draw_pile}, Steppe "
                f"{'seen' if self.steppe_seen else self.steppe}>")


#: The ``format`` of an observation (it is not a position: hidden places are counts).
OBSERVATION_FORMAT = "gaucho-observation"


def _check_player(s: State, player: int) -> None:
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < s.players:
        raise InvalidPosition(_("player must be a seat number 0..{last}, not {player}").format(
            last=s.players - 1, player=repr(player)))


def _deal_keep(pool: list[int], count: int, limit: int,
               rng: random.Random) -> dict[int, list[int]]:
    """Take ``count`` tiles of big number <= ``limit`` from ``pool`` as herds (R-PRELIM-5)."""
    chosen = [t for t in pool if tiles.big(t) <= limit][:count]
    for t in chosen:
        pool.remove(t)
    herds: dict[int, list[int]] = {}
    for t in sorted(chosen):
        herds.setdefault(tiles.breed(t), []).append(t)
    for b, herd in herds.items():
        if len(herd) > 1 and rng.random() < 0.5:
            herds[b] = herd[::-1]
    return herds


def _from_observation(cls: type[InformationSet], obs: dict[str, Any]) -> InformationSet:
    if obs.get("format") != OBSERVATION_FORMAT:
        raise InvalidPosition(_("an observation has format {format}").format(
            format=repr(OBSERVATION_FORMAT)))
    player = obs["observer"]
    seen_steppe = obs.get("steppe_seen") is not None
    pos = {k: v for k, v in obs.items()
           if k not in ("format", "observer", "steppe_seen", "removed_breeds")}
    pos["format"] = "gaucho-position"
    pos["draw_pile"], pos["covered"], pos["out"] = [], [], []
    pos["steppe"] = list(obs["steppe_seen"]) if seen_steppe else []
    seats = []
    hands, kept = [], []
    for q, seat in enumerate(obs["players"]):
        seat = dict(seat)
        hidden_hand = q != player and isinstance(seat.get("hand"), int)
        hands.append(seat["hand"] if hidden_hand else 0)
        if hidden_hand:
            seat["hand"] = []
        hidden_herds = isinstance(seat.get("herds"), int)
        kept.append(seat["herds"] if hidden_herds else 0)
        if hidden_herds:
            seat["herds"] = []
        seats.append(seat)
    pos["players"] = seats
    try:
        table = from_position(pos, hidden=True)
    except GauchoError as exc:
        # Translators: {error} says what is wrong with the observation's position.
        raise InvalidPosition(_("observation: {error}").format(error=exc)) from None
    _check_player(table, player)
    table.out = []  # from_position counts unnamed tiles out; here they are unseen
    removed = tuple(BREED_LETTERS.index(letter) for letter in obs.get("removed_breeds", []))
    named = _named_tiles(table)
    hidden = [t for t in tiles.all_tiles(table.config) if t not in named]
    aside = [t for t in hidden if tiles.breed(t) in removed]
    unseen = [t for t in hidden if tiles.breed(t) not in removed]
    return cls(table, player, unseen=tuple(unseen), set_aside=tuple(aside),
               draw_pile=obs["draw_pile"], steppe=0 if seen_steppe else obs["steppe"],
               covered=obs["covered"], out=obs["out"], hands=tuple(hands), kept=tuple(kept),
               removed=removed, steppe_seen=seen_steppe)


def _named_tiles(s: State) -> set[int]:
    named = set(s.pampa_tiles()) | set(s.steppe)
    for q in range(s.players):
        named.update(t for h in s.herds[q].values() for t in h)
        named.update(s.pending[q])
        if s.prelim_hands:
            named.update(s.prelim_hands[q])
    return named
