"""Integer action ids: every decision of a rules configuration and player count, numbered.

Game-AI libraries (OpenSpiel, PettingZoo, RL code) want actions as integers
``0 .. size - 1`` and a mask of the legal ones.  :class:`ActionCodec` is that
numbering, a bijection between ids and decisions, declared from the decision kinds
of :mod:`gaucho.engine.decisions` and the :class:`~gaucho.config.RulesConfig`::

    >>> import gaucho
    >>> from gaucho.interop.codec import codec_for
    >>> game = gaucho.Game.new(players=3, seed=1)
    >>> codec = codec_for(game.config, game.players)
    >>> a = game.legal_actions()[0]
    >>> codec.decode(codec.encode(a, game.state), game.state) == a
    True

How ids are made
----------------
Player decisions get ids ``0 .. size - 1``, one block per decision kind, in this
order (``codec.blocks`` lists each block's name, first id and size):

``keep``
    Mixed radix, never listed in full.  Sub-blocks by number of kept tiles ``k``
    (0, then each count of ``keep_limits``), then by *breed composition* (how many
    tiles of each breed, lexicographic); inside one, for each breed in order, the
    rank of its chosen big numbers among the ``C(limit_k, c)`` subsets (tiles above
    the keep limit of ``k`` are never keepable, R-PRELIM-3), then, for a herd of two
    or more, one digit: 0 ascending, 1 descending (R-PRELIM-5).
``draft``
    The drafted dice as a multiset: one die (values 1..faces), then two dice.
``A``/``B``/``C`` (kind ``claim``), ``place``
    Each tile (or Action Area) with every payment that can pay its price: dice
    (0-2, sorted) and whether the WISH die is spent; ``place AREA`` without dice
    (the preliminary round) first.
``wish``, ``sale`` (breed), ``steal`` (tile), ``raise`` (1 tile, then 2 tiles),
``replace`` (tile), ``use_steppe``, ``put`` (1 tile into a pasture, then 2 small tiles
into a pair of pastures), ``remove`` (area), ``takeback``, ``end``, ``add`` (tile),
``sort`` (tile, then side: none, left, right)
    Listed in full in that order.

The blocks are read from the decision registry (:data:`gaucho.engine.decisions.DECISIONS`)
and named after its kinds; their order is the fixed :data:`ID_LAYOUT`, and a kind the
layout does not name yet gets a block after these, listed by its action type.
``takeback``
    A non-empty set of the Pampa's *cells* (pasture by pasture, space by space),
    written as a bit mask: id ``first + mask - 1``.  The only block that reads the
    table: its tiles are the ones on those cells (the Pampa is public), so
    :meth:`ActionCodec.encode` and :meth:`ActionCodec.decode` need the state for it.
    By tiles the block would hold billions of ids (any 8 of the 60 tiles).

Tiles are numbered breed by breed, big number 1..``max_big`` (the same for every
player count: the breeds removed at setup are the seed's choice, not the
codec's).  Chance outcomes have their own numbering (:meth:`ActionCodec.encode_chance`):
every roll of the Dice Rodeo (a multiset, ranked), then every set of covering tiles
(ranked subsets of the tiles, by size; none when setup removes a breed, R-SETUP-4),
then, for draws by chance (``Game.new(draws="chance")``), one id per tile drawn from
the pile (``draw W11``), tiles in the order above.  The draw ids come last, so the
ids of rolls and covers are the same with or without them.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from math import comb

from gaucho import actions, tiles
from gaucho.config import BREED_LETTERS, RulesConfig
from gaucho.engine import legal_actions
from gaucho.engine.decision import Decision
from gaucho.engine.decisions import DECISIONS
from gaucho.errors import InvalidAction
from gaucho.i18n import _, ngettext
from gaucho.state import State

__all__ = ["ActionCodec", "Block", "block_order", "codec_for", "comb_rank", "comb_unrank",
           "every_instance"]

SIDES = (None, "left", "right")


# ------------------------------------------------------------------ ranking subsets
def comb_rank(chosen: tuple[int, ...] | list[int], n: int) -> int:
    """The lexicographic rank of a sorted subset of ``range(n)`` among those of its size."""
    k, rank, prev = len(chosen), 0, -1
    for i, x in enumerate(chosen):
        for y in range(prev + 1, x):
            rank += comb(n - 1 - y, k - 1 - i)
        prev = x
    return rank


def comb_unrank(rank: int, n: int, k: int) -> tuple[int, ...]:
    """The sorted ``k``-subset of ``range(n)`` with lexicographic rank ``rank``."""
    out: list[int] = []
    x = 0
    for i in range(k):
        while True:
            below = comb(n - 1 - x, k - 1 - i)
            if rank < below:
                break
            rank -= below
            x += 1
        out.append(x)
        x += 1
    return tuple(out)


def _multiset_rank(values: tuple[int, ...], faces: int) -> int:
    """Sorted values 1..faces (a multiset) ranked via stars and bars."""
    k = len(values)
    return comb_rank([v - 1 + i for i, v in enumerate(values)], faces + k - 1)


def _multiset_unrank(rank: int, faces: int, k: int) -> tuple[int, ...]:
    return tuple(c - i + 1 for i, c in enumerate(comb_unrank(rank, faces + k - 1, k)))


# ------------------------------------------------------------------ blocks
@dataclass(frozen=True)
class Block:
    """One decision kind's ids: ``first .. first + size - 1``."""

    name: str
    first: int
    size: int
    encode: Callable[[actions.Action, State | None], int]
    decode: Callable[[int, State | None], actions.Action]


class _Listed:
    """A block whose decisions are few enough to list (a few thousand at most)."""

    def __init__(self, listing: list[actions.Action]) -> None:
        self.actions = listing
        self.index = {a: i for i, a in enumerate(listing)}
        assert len(self.index) == len(listing), "a listed block holds each action once"

    def encode(self, a: actions.Action, s: State | None) -> int:
        try:
            return self.index[a]
        except KeyError:
            raise InvalidAction(_("{action} has no id in these rules").format(action=a)) from None

    def decode(self, i: int, s: State | None) -> actions.Action:
        return self.actions[i]


class ActionCodec:
    """The numbering of every decision of ``config`` with ``players`` players."""

    def __init__(self, config: RulesConfig, players: int,
                 decisions: Sequence[Decision] = DECISIONS) -> None:
        self.config = config
        self.players = players
        self.tiles: tuple[int, ...] = tuple(tiles.all_tiles(config))
        self._tile_index = {t: i for i, t in enumerate(self.tiles)}
        self.cells: tuple[tuple[int, int], ...] = tuple(
            (p, i) for p, size in enumerate(config.pasture_sizes) for i in range(size))
        self._cell_bit = {cell: 1 << bit for bit, cell in enumerate(self.cells)}
        self.blocks: list[Block] = []
        self._by_kind: dict[type, list[Block]] = {}
        self._keep = _KeepRadix(config)
        for decision in block_order(decisions):
            self._add_block(decision)
        self.size = sum(b.size for b in self.blocks)
        self._firsts = [b.first for b in self.blocks]
        # chance outcomes
        self.dice_total = config.dice[players]
        self.roll_count = comb(config.die_faces + self.dice_total - 1, self.dice_total)
        # discards cover blocked spaces only when no breed was removed (R-SETUP-4/5)
        blocked = len(config.blocked.get(players, ()))
        if config.breeds_in_play[players] < len(BREED_LETTERS):
            blocked = 0
        self._cover_sizes = [(k, comb(len(self.tiles), k)) for k in range(1, blocked + 1)]
        self.draw_first = self.roll_count + sum(n for _, n in self._cover_sizes)
        self.chance_size = self.draw_first + len(self.tiles)

    def __deepcopy__(self, memo: dict[int, object]) -> ActionCodec:
        return self  # immutable once built (OpenSpiel deep-copies states that hold it)

    # ------------------------------------------------------------ building
    def _add(self, name: str, kind: type, size: int,
             encode: Callable[[actions.Action, State | None], int],
             decode: Callable[[int, State | None], actions.Action]) -> None:
        first = sum(b.size for b in self.blocks)
        block = Block(name, first, size, encode, decode)
        self.blocks.append(block)
        self._by_kind.setdefault(kind, []).append(block)

    def _add_block(self, decision: Decision) -> None:
        """The block of one decision kind: its own numbering where the codec has one,
        else every instance its action type lists (:func:`every_instance`)."""
        name, kind = decision.name, decision.action
        if name == "keep":
            self._add(name, kind, self._keep.size, self._keep.encode, self._keep.decode)
        elif name == "takeback":
            self._add(name, kind, 2 ** len(self.cells) - 1, self._encode_takeback,
                      self._decode_takeback)
        else:
            listing = _LISTINGS.get(name)
            table = _Listed(listing(self) if listing is not None
                            else every_instance(decision, self.config))
            self._add(name, kind, len(table.actions), table.encode, table.decode)

    def _payments(self, values: tuple[int, ...], bare: bool) -> list[tuple[tuple[int, ...], bool]]:
        """Every (dice, WISH die spent) that pays one of ``values`` (R-DICE-1: 0-2 dice)."""
        faces = self.config.die_faces
        pays: list[tuple[tuple[int, ...], bool]] = [((), False)] if bare else []
        dice_sets = [()] + [(d,) for d in range(1, faces + 1)] + [
            (a, b) for a in range(1, faces + 1) for b in range(a, faces + 1)]
        for dice in dice_sets:
            if dice and sum(dice) in values:
                pays.append((dice, False))
        for dice in dice_sets:
            if any(sum(dice) + w in values for w in range(1, faces + 1)):
                pays.append((dice, True))
        return pays

    def _drafts(self) -> list[actions.Action]:
        faces = self.config.die_faces
        drafts: list[actions.Action] = [actions.Draft((d,)) for d in range(1, faces + 1)]
        return drafts + [actions.Draft((a, b)) for a in range(1, faces + 1)
                         for b in range(a, faces + 1)]

    def _claims(self) -> list[actions.Action]:
        claims: list[actions.Action] = []
        for action in ("A", "B", "C"):
            for t in self.tiles:
                big = tiles.big(t)
                price = big if action == "A" else self.config.small(big)
                claims += [actions.Claim(action, t, d, w)
                           for d, w in self._payments((price,), False)]
        return claims

    def _places(self) -> list[actions.Action]:
        cfg = self.config
        places: list[actions.Action] = []
        for area in cfg.areas_enabled:
            places += [actions.Place(area, d, w)
                       for d, w in self._payments(tuple(cfg.area_values[area]), True)]
        return places

    def _raises(self) -> list[actions.Action]:
        raises: list[actions.Action] = [actions.Raise((t,)) for t in self.tiles]
        return raises + [actions.Raise(c) for c in combinations(self.tiles, 2)]

    def _puts(self) -> list[actions.Action]:
        cfg = self.config
        pastures = range(len(cfg.pasture_sizes))
        smalls = [t for t in self.tiles if tiles.big(t) <= cfg.steppe_small_max]
        puts: list[actions.Action] = [actions.Steppe(((t, i),)) for t in self.tiles
                                      for i in pastures]
        return puts + [actions.Steppe(((t1, i), (t2, j))) for t1, t2 in combinations(smalls, 2)
                       for i in pastures for j in pastures]

    # ------------------------------------------------------------ takeback (cells)
    def _encode_takeback(self, a: actions.Action, s: State | None) -> int:
        assert isinstance(a, actions.TakeBack)
        if s is None:
            raise InvalidAction(_("a takeback's id names Pampa cells: pass the state"))
        mask = 0
        for t in a.tiles:
            p = s.pasture_of(t)
            if p < 0:
                raise InvalidAction(_("{tile} is not in the Pampa (R-NOGAUCHO-1)").format(
                    tile=tiles.name(t)))
            mask |= self._cell_bit[(p, s.pastures[p].index(t))]
        if not mask:
            raise InvalidAction(_("a takeback names at least one tile (R-NOGAUCHO-1)"))
        return mask - 1

    def _decode_takeback(self, i: int, s: State | None) -> actions.Action:
        if s is None:
            raise InvalidAction(_("a takeback's id names Pampa cells: pass the state"))
        mask, taken = i + 1, []
        for bit, (p, c) in enumerate(self.cells):
            if mask >> bit & 1:
                tile = s.pastures[p][c] if p < len(s.pastures) and c < len(s.pastures[p]) else -1
                if tile < 0:
                    raise InvalidAction(_("takeback id: cell {cell} of P{pasture} holds no tile")
                                        .format(cell=c + 1, pasture=p + 1))
                taken.append(tile)
        return actions.TakeBack(tuple(taken))

    # ------------------------------------------------------------ public
    def encode(self, action: actions.Action, state: State | None = None) -> int:
        """The id of a player decision (``state`` is needed for ``takeback`` only)."""
        blocks = self._by_kind.get(type(action))
        if not blocks:
            raise InvalidAction(_("{action} is not a player decision with an id (chance "
                                  "outcomes: encode_chance)").format(action=action))
        block = blocks[0]
        return block.first + block.encode(action, state)

    def decode(self, action_id: int, state: State | None = None) -> actions.Action:
        """The decision with id ``action_id`` (``state`` is needed for ``takeback`` only)."""
        if isinstance(action_id, bool) or not isinstance(action_id, int) or not (
                0 <= action_id < self.size):
            raise InvalidAction(_("an action id is a whole number 0..{last}, not {value}")
                                .format(last=self.size - 1, value=repr(action_id)))
        block = self.block_of(action_id)
        return block.decode(action_id - block.first, state)

    def block_of(self, action_id: int) -> Block:
        lo, hi = 0, len(self._firsts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self._firsts[mid] <= action_id:
                lo = mid
            else:
                hi = mid - 1
        return self.blocks[lo]

    def legal_ids(self, state: State) -> list[int]:
        """The ids of the legal decisions now, ascending (empty at chance and game over)."""
        return sorted(self.encode(a, state) for a in legal_actions(state))

    def legal_action_mask(self, state: State) -> list[int]:
        """``size`` entries: 1 where the decision is legal now, else 0."""
        mask = [0] * self.size
        for i in self.legal_ids(state):
            mask[i] = 1
        return mask

    # ------------------------------------------------------------ chance
    def encode_chance(self, action: actions.Action) -> int:
        """The id of a chance outcome: a roll, a set of covering tiles, or a drawn tile."""
        if isinstance(action, actions.Roll):
            if len(action.dice) != self.dice_total or not all(
                    1 <= d <= self.config.die_faces for d in action.dice):
                raise InvalidAction(ngettext("{action} is not a roll of {n} die",
                                              "{action} is not a roll of {n} dice",
                                              self.dice_total).format(
                                                  action=action, n=self.dice_total))
            return _multiset_rank(action.dice, self.config.die_faces)
        if isinstance(action, actions.Cover):
            first = self.roll_count
            for k, count in self._cover_sizes:
                if k == len(action.tiles):
                    idx = [self._tile_index[t] for t in action.tiles]
                    return first + comb_rank(sorted(idx), len(self.tiles))
                first += count
            raise InvalidAction(_("{action} covers more tiles than there are blocked spaces")
                                .format(action=action))
        if isinstance(action, actions.Draw):
            index = self._tile_index.get(action.tile)
            if index is None:
                raise InvalidAction(_("{action} names no tile of these rules").format(
                    action=repr(action)))
            return self.draw_first + index
        raise InvalidAction(_("{action} is not a chance outcome").format(action=repr(action)))

    def decode_chance(self, chance_id: int) -> actions.Action:
        if not 0 <= chance_id < self.chance_size:
            raise InvalidAction(_("a chance id is 0..{last}, not {value}").format(
                last=self.chance_size - 1, value=chance_id))
        if chance_id < self.roll_count:
            return actions.Roll(_multiset_unrank(chance_id, self.config.die_faces, self.dice_total))
        if chance_id >= self.draw_first:
            return actions.Draw(self.tiles[chance_id - self.draw_first])
        rest = chance_id - self.roll_count
        for k, count in self._cover_sizes:
            if rest < count:
                return actions.Cover(tuple(self.tiles[i]
                                     for i in comb_unrank(rest, len(self.tiles), k)))
            rest -= count
        raise AssertionError("unreachable")


class _KeepRadix:
    """The ``keep`` block, mixed radix (see the module text); never listed in full."""

    def __init__(self, cfg: RulesConfig) -> None:
        self.max_big = cfg.max_big
        self.breeds = len(BREED_LETTERS)
        counts = sorted({0, *cfg.keep_limits})
        # (k, limit, composition, first, size) for every sub-block, in id order
        self.parts: list[tuple[int, int, tuple[int, ...], int, int]] = []
        first = 0
        for k in counts:
            limit = min(cfg.keep_limits.get(k, 0), self.max_big) if k else 0
            for comp in _compositions(k, self.breeds, limit):
                size = 1
                for c in comp:
                    size *= comb(limit, c) * (2 if c >= 2 else 1)
                self.parts.append((k, limit, comp, first, size))
                first += size
        self.size = first
        self._where = {(k, comp): n for n, (k, _, comp, _, _) in enumerate(self.parts)}

    def encode(self, a: actions.Action, s: State | None) -> int:
        assert isinstance(a, actions.Keep)
        comp = [0] * self.breeds
        for herd in a.herds:
            for t in herd:
                comp[tiles.breed(t)] += 1
        n = self._where.get((len(a.tiles), tuple(comp)))
        if n is None:
            raise InvalidAction(_("{action} keeps more tiles than the rules allow (R-PRELIM-3)")
                                .format(action=a))
        _k, limit, _c, first, _s = self.parts[n]
        local = 0
        for herd in a.herds:
            bigs = [tiles.big(t) for t in herd]
            if max(bigs) > limit:
                raise InvalidAction(_("{action}: tiles above {limit} cannot be kept (R-PRELIM-3)")
                                    .format(action=a, limit=limit))
            asc = sorted(bigs)
            local = local * comb(limit, len(herd)) + comb_rank([b - 1 for b in asc], limit)
            if len(herd) >= 2:
                if bigs not in (asc, asc[::-1]):
                    raise InvalidAction(_("{action}: a herd runs up or down (R-PRELIM-5)").format(
                        action=a))
                local = local * 2 + (bigs != asc)
        return first + local

    def decode(self, i: int, s: State | None) -> actions.Action:
        n = max(j for j, part in enumerate(self.parts) if part[3] <= i)
        _, limit, comp, first, _ = self.parts[n]
        local = i - first
        herds: list[tuple[int, ...]] = []
        for b in reversed(range(self.breeds)):
            c = comp[b]
            if not c:
                continue
            down = False
            if c >= 2:
                local, down = divmod(local, 2)[0], bool(local % 2)
            local, rank = divmod(local, comb(limit, c))
            bigs = [x + 1 for x in comb_unrank(rank, limit, c)]
            herd = tuple(tiles.make(b, v) for v in (bigs[::-1] if down else bigs))
            herds.append(herd)
        return actions.Keep(tuple(reversed(herds)))


def _compositions(k: int, parts: int, limit: int) -> Iterator[tuple[int, ...]]:
    """Vectors of ``parts`` counts 0..limit summing to ``k``, lexicographic."""
    if parts == 0:
        if k == 0:
            yield ()
        return
    for c in range(min(k, limit) + 1):
        for rest in _compositions(k - c, parts - 1, limit):
            yield (c, *rest)


# ------------------------------------------------------------------ blocks from the registry
#: The id layout: the blocks the codec has always numbered, in their order (fixed, so an id
#: means the same decision from release to release).  Kinds of the registry not named here
#: follow, in the registry's order (:func:`block_order`).
ID_LAYOUT = ("keep", "draft", "claim", "place", "wish", "sale", "steal", "raise", "replace",
             "use_steppe", "put", "remove", "takeback", "end", "add", "sort")

#: How the codec lists a kind's decisions where the rules give it arguments (tiles, dice,
#: areas ...); a kind without arguments is its one instance (:func:`every_instance`).
_LISTINGS: dict[str, Callable[[ActionCodec], list[actions.Action]]] = {
    "draft": ActionCodec._drafts,
    "claim": ActionCodec._claims,
    "place": ActionCodec._places,
    "sale": lambda c: [actions.Sale(b) for b in range(len(BREED_LETTERS))],
    "steal": lambda c: [actions.Steal(t) for t in c.tiles],
    "raise": ActionCodec._raises,
    "replace": lambda c: [actions.Replace(t) for t in c.tiles],
    "put": ActionCodec._puts,
    "remove": lambda c: [actions.Remove(a) for a in c.config.areas_enabled],
    "add": lambda c: [actions.Add(t) for t in c.tiles],
    "sort": lambda c: [actions.Sort(t, side) for t in c.tiles for side in SIDES],
}


def block_order(decisions: Sequence[Decision] = DECISIONS) -> list[Decision]:
    """The player decision kinds that get a block, in id order: those of :data:`ID_LAYOUT`,
    then every other kind of the registry.  Chance kinds are numbered apart, and a kind
    whose action type already has a block shares it (a first gaucho is a ``place``)."""
    by_name = {d.name: d for d in decisions if not d.is_chance}
    ordered = [by_name[k] for k in ID_LAYOUT if k in by_name]
    ordered += [d for d in by_name.values() if d.name not in ID_LAYOUT]
    out: list[Decision] = []
    for d in ordered:
        if all(d.action is not e.action for e in out):
            out.append(d)
    return out


def every_instance(decision: Decision, config: RulesConfig) -> list[actions.Action]:
    """Every decision of a kind the codec has no listing for: what its action type's
    ``every(config)`` lists, or, for an action without arguments, that one action."""
    kind = decision.action
    every = getattr(kind, "every", None)
    if every is not None:
        return list(every(config))
    if not dataclasses.fields(kind):
        return [kind()]
    raise TypeError(f"decision kind {decision.name!r} has arguments: give its action type "
                    f"{kind.__name__} a classmethod every(config) listing its instances, so "
                    "the codec can number them")


@lru_cache(maxsize=32)
def _codec(config_key: str, players: int) -> ActionCodec:
    return ActionCodec(RulesConfig.from_dict(json.loads(config_key)), players)


def codec_for(config: RulesConfig, players: int) -> ActionCodec:
    """The (cached) codec of a configuration and player count."""
    return _codec(json.dumps(config.to_dict(), sort_keys=True), players)
