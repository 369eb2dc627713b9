"""Actions: the decisions players (and chance) make, as small frozen values.

Each action has a readable text notation and ``parse(str(a)) == a``::

    roll 1 3 4 4 5 6 6 2 1    chance: the dice of the round (R-ROUND-3)
    cover W4 K6               chance: 3 players, discards covering blocked spaces (R-PRELIM-7)
    keep K2 W3 W7             preliminary round: tiles kept, each breed in herd order (R-PRELIM-3)
    place SALE                preliminary round: free placement (R-PRELIM-8)
    take 5 6                  draft two dice (R-TURN-1)
    A W11 5+6                 standing claim paid 5+6 (R-PAMPA-1)
    B W11 5 / C W11 5         lying claim / raise a lying gaucho (R-PAMPA-2/3)
    A W12 4+4+w               ... with the WISH die too; its value is whatever pays (R-WISH-2)
    place STEAL 4             occupy an Action Space with dice (R-AREA-1)
    wish | sale W | steal W10 | raise W10 K9 | replace W11
    steppe                    use SECRET CATTLE before seeing the Steppe (R-STEPPE-1)
    put W1>P1 K3>P2           ... then put Steppe tiles into pastures (R-STEPPE-2..5)
    remove STEAL              take a gaucho back unused (R-SPECIAL-6)
    takeback W3 K5            take back lying gauchos (R-NOGAUCHO-1)
    end                       end the turn (R-TURN-4)
    add W5 | sort W5 [left|right]   collection: add a tile to a herd (R-HERD-3, R-SORT-1)

Actions are plain data: they say *what* the player chose, never whether it is
legal; :meth:`gaucho.Game.why_illegal` answers that.  They compare as the rules do:
each value puts its fields in one canonical order when it is made (dice sorted,
tiles sorted, kept tiles grouped by breed), so an action built by hand equals the
one :meth:`gaucho.Game.legal_actions` lists.  The WISH die is spent as ``w``
without a value: placements that differ only in its value are one move (R-WISH-2).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from gaucho import tiles as T
from gaucho.config import AREAS, BREED_LETTERS
from gaucho.errors import InvalidAction


def _dice_text(dice: tuple[int, ...], wish: bool) -> str:
    parts = [str(d) for d in dice] + (["w"] if wish else [])
    return "+".join(parts)


def _set(obj: object, name: str, value: Any) -> None:
    """Normalise a field of a frozen action while it is being made."""
    object.__setattr__(obj, name, value)


def _sorted(values: Iterable[Any]) -> tuple[Any, ...]:
    return tuple(sorted(values))


@dataclass(frozen=True, slots=True)
class Roll:
    """Chance: the values rolled into the Dice Rodeo (sorted)."""

    dice: tuple[int, ...]
    kind: ClassVar[str] = "roll"

    def __post_init__(self) -> None:
        _set(self, "dice", _sorted(self.dice))

    def __str__(self) -> str:
        return "roll " + " ".join(map(str, self.dice))


@dataclass(frozen=True, slots=True)
class Cover:
    """Chance, 3 players: the discarded tiles that cover the blocked spaces."""

    tiles: tuple[int, ...]
    kind: ClassVar[str] = "cover"

    def __post_init__(self) -> None:
        _set(self, "tiles", _sorted(self.tiles))

    def __str__(self) -> str:
        return "cover " + T.names(self.tiles)


@dataclass(frozen=True, slots=True)
class Keep:
    """Preliminary round: the kept tiles, grouped by breed, each group in herd order."""

    herds: tuple[tuple[int, ...], ...]
    kind: ClassVar[str] = "keep"

    def __post_init__(self) -> None:
        # herds in breed order, each in its own (herd) order: the order the player
        # names breeds in does not matter, the order within a breed does (R-PRELIM-5)
        herds = tuple(tuple(h) for h in self.herds)
        _set(self, "herds", tuple(sorted(herds, key=lambda h: (T.breed(h[0]) if h else -1, h))))

    def __str__(self) -> str:
        return " ".join(["keep", *(T.name(t) for herd in self.herds for t in herd)])

    @property
    def tiles(self) -> tuple[int, ...]:
        return tuple(t for herd in self.herds for t in herd)

    @staticmethod
    def of(tiles: list[int] | tuple[int, ...]) -> Keep:
        """Group tiles by breed (keeping their order within a breed), breeds sorted."""
        groups: dict[int, list[int]] = {}
        for t in tiles:
            groups.setdefault(T.breed(t), []).append(t)
        return Keep(tuple(tuple(g) for g in groups.values()))


@dataclass(frozen=True, slots=True)
class Draft:
    """Take dice from the Dice Rodeo (R-TURN-1); values sorted."""

    dice: tuple[int, ...]
    kind: ClassVar[str] = "take"

    def __post_init__(self) -> None:
        _set(self, "dice", _sorted(self.dice))

    def __str__(self) -> str:
        return "take " + " ".join(map(str, self.dice))


@dataclass(frozen=True, slots=True)
class Claim:
    """Pampa action A (stand), B (lie) or C (raise) on a tile, paid with dice."""

    action: str  # "A", "B" or "C"
    tile: int
    dice: tuple[int, ...]
    wish: bool = False
    kind: ClassVar[str] = "pampa"

    def __post_init__(self) -> None:
        _set(self, "dice", _sorted(self.dice))
        _set(self, "wish", bool(self.wish))

    def __str__(self) -> str:
        return f"{self.action} {T.name(self.tile)} {_dice_text(self.dice, self.wish)}"


@dataclass(frozen=True, slots=True)
class Place:
    """Put a gaucho on one's Action Space; with no dice in the preliminary round."""

    area: str
    dice: tuple[int, ...] = ()
    wish: bool = False
    kind: ClassVar[str] = "place"

    def __post_init__(self) -> None:
        _set(self, "dice", _sorted(self.dice))
        _set(self, "wish", bool(self.wish))

    def __str__(self) -> str:
        paid = _dice_text(self.dice, self.wish)
        return f"place {self.area}" + (f" {paid}" if paid else "")


@dataclass(frozen=True, slots=True)
class UseWish:
    """WISH: gain the imaginary die (R-WISH-1)."""

    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "WISH"

    def __str__(self) -> str:
        return "wish"


@dataclass(frozen=True, slots=True)
class Sale:
    """IMMEDIATE SALE of one's herd of this breed (R-SALE-1)."""

    breed: int
    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "SALE"

    def __str__(self) -> str:
        return f"sale {BREED_LETTERS[self.breed]}"


@dataclass(frozen=True, slots=True)
class Steal:
    """STEAL CATTLE: take this tile from an opponent's herd (R-STEAL-1)."""

    tile: int
    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "STEAL"

    def __str__(self) -> str:
        return f"steal {T.name(self.tile)}"


@dataclass(frozen=True, slots=True)
class Raise:
    """RAISE/REPLACE, mode Raise: stand up 1 or 2 own lying gauchos (R-RAISE-2)."""

    tiles: tuple[int, ...]
    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "RAISE"

    def __post_init__(self) -> None:
        _set(self, "tiles", _sorted(self.tiles))

    def __str__(self) -> str:
        return "raise " + T.names(self.tiles)


@dataclass(frozen=True, slots=True)
class Replace:
    """RAISE/REPLACE, mode Replace: swap an opponent's lying gaucho for a standing own one."""

    tile: int
    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "RAISE"

    def __str__(self) -> str:
        return f"replace {T.name(self.tile)}"


@dataclass(frozen=True, slots=True)
class UseSteppe:
    """SECRET CATTLE, first decision: use it before seeing the Steppe (R-STEPPE-1)."""

    kind: ClassVar[str] = "special"
    area: ClassVar[str] = "STEPPE"

    def __str__(self) -> str:
        return "steppe"


@dataclass(frozen=True, slots=True)
class Steppe:
    """SECRET CATTLE, second decision: Steppe tiles taken, each put into a pasture
    (index 0 = P1), chosen after looking at the Steppe (R-STEPPE-2..5)."""

    placements: tuple[tuple[int, int], ...]
    kind: ClassVar[str] = "put"
    area: ClassVar[str] = "STEPPE"

    def __post_init__(self) -> None:
        _set(self, "placements", _sorted((t, p) for t, p in self.placements))

    def __str__(self) -> str:
        return "put " + " ".join(f"{T.name(t)}>P{p + 1}" for t, p in self.placements)


@dataclass(frozen=True, slots=True)
class Remove:
    """Take one's gaucho back from an Action Space without using it (R-SPECIAL-6)."""

    area: str
    kind: ClassVar[str] = "remove"

    def __str__(self) -> str:
        return f"remove {self.area}"


@dataclass(frozen=True, slots=True)
class TakeBack:
    """Take lying gauchos back from these tiles into supply (R-NOGAUCHO-1)."""

    tiles: tuple[int, ...]
    kind: ClassVar[str] = "takeback"

    def __post_init__(self) -> None:
        _set(self, "tiles", _sorted(self.tiles))

    def __str__(self) -> str:
        return "takeback " + T.names(self.tiles)


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn (R-TURN-4)."""

    kind: ClassVar[str] = "end"

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class Add:
    """Collection: add a collected tile at the right end of its herd (R-HERD-3)."""

    tile: int
    kind: ClassVar[str] = "add"

    def __str__(self) -> str:
        return f"add {T.name(self.tile)}"


@dataclass(frozen=True, slots=True)
class Sort:
    """Collection: add a tile with SORT; ``side`` only for a 1-tile herd (R-SORT-3)."""

    tile: int
    side: str | None = None
    kind: ClassVar[str] = "sort"

    def __str__(self) -> str:
        return f"sort {T.name(self.tile)}" + (f" {self.side}" if self.side else "")


Action = (Roll | Cover | Keep | Draft | Claim | Place | UseWish | Sale | Steal | Raise | Replace
          | UseSteppe | Steppe | Remove | TakeBack | EndTurn | Add | Sort)
ACTION_TYPES = (Roll, Cover, Keep, Draft, Claim, Place, UseWish, Sale, Steal, Raise, Replace,
                UseSteppe, Steppe, Remove, TakeBack, EndTurn, Add, Sort)
CHANCE_ACTIONS = (Roll, Cover)
SPECIAL_ACTIONS = (UseWish, Sale, Steal, Raise, Replace, UseSteppe)


# ------------------------------------------------------------------- parsing
def _int(word: str, what: str) -> int:
    if not (word.isascii() and word.isdigit()):
        raise InvalidAction(f"{word!r} is not a number ({what})")
    return int(word)


def _payment(text: str) -> tuple[tuple[int, ...], bool]:
    dice: list[int] = []
    wish = False
    for part in text.split("+"):
        part = part.strip().lower()
        if part.startswith("w"):
            if wish:
                raise InvalidAction("only one WISH die can be spent in an action")
            if part != "w":
                raise InvalidAction(f"write the WISH die as 'w', not {part!r}: its value is "
                                    "whichever pays, so all values are one move (R-WISH-2)")
            wish = True
        else:
            dice.append(_int(part, "die value"))
    return tuple(dice), wish


def _area(word: str) -> str:
    area = word.upper()
    if area not in AREAS:
        raise InvalidAction(f"{word!r} is not an Action Area; choose one of {', '.join(AREAS)}")
    return area


#: The longest action text :func:`parse` reads.
MAX_ACTION_TEXT = 200


def parse(text: str) -> Action:
    """Read an action from its text notation; raise :class:`InvalidAction` if malformed."""
    if not isinstance(text, str):
        raise InvalidAction(f"an action must be text or an Action, not {type(text).__name__}")
    if len(text) > MAX_ACTION_TEXT:  # bounded work for any input (the longest is ~40)
        raise InvalidAction(f"an action is at most {MAX_ACTION_TEXT} characters, not "
                            f"{len(text):,}")
    words = text.split()
    if not words:
        raise InvalidAction("empty action text")
    verb, args = words[0], words[1:]
    lverb = verb.lower()
    try:
        if lverb == "roll":
            return Roll(tuple(_int(w, "die value") for w in args))
        if lverb == "cover":
            return Cover(tuple(T.parse(w) for w in args))
        if lverb == "keep":
            return Keep.of([T.parse(w) for w in args])
        if lverb == "take":
            return Draft(tuple(_int(w, "die value") for w in args))
        if verb.upper() in ("A", "B", "C"):
            if len(args) != 2:
                raise InvalidAction(f"write '{verb.upper()} <tile> <dice>', e.g. A W11 5+6")
            dice, wish = _payment(args[1])
            return Claim(verb.upper(), T.parse(args[0]), dice, wish)
        if lverb == "place":
            if len(args) not in (1, 2):
                raise InvalidAction("write 'place <AREA> [dice]', e.g. place STEAL 4")
            dice, wish = _payment(args[1]) if len(args) == 2 else ((), False)
            return Place(_area(args[0]), dice, wish)
        if lverb == "wish" and not args:
            return UseWish()
        if lverb == "sale" and len(args) == 1:
            letter = args[0].upper()
            if letter not in BREED_LETTERS:
                raise InvalidAction(f"{args[0]!r} is not a breed letter")
            return Sale(BREED_LETTERS.index(letter))
        if lverb == "steal" and len(args) == 1:
            return Steal(T.parse(args[0]))
        if lverb == "raise" and args:
            return Raise(tuple(T.parse(w) for w in args))
        if lverb == "replace" and len(args) == 1:
            return Replace(T.parse(args[0]))
        if lverb == "steppe" and not args:
            return UseSteppe()
        if lverb == "put" and args:
            placements = []
            for w in args:
                tile_text, sep, pasture = w.partition(">")
                if not sep or not pasture.upper().startswith("P"):
                    raise InvalidAction(f"{w!r}: write each Steppe tile as TILE>P<n>, e.g. W1>P1")
                placements.append((T.parse(tile_text), _int(pasture[1:], "pasture") - 1))
            return Steppe(tuple(placements))
        if lverb == "remove" and len(args) == 1:
            return Remove(_area(args[0]))
        if lverb == "takeback" and args:
            return TakeBack(tuple(T.parse(w) for w in args))
        if lverb == "end" and not args:
            return EndTurn()
        if lverb == "add" and len(args) == 1:
            return Add(T.parse(args[0]))
        if lverb == "sort" and len(args) in (1, 2):
            side = args[1].lower() if len(args) == 2 else None
            if side not in (None, "left", "right"):
                raise InvalidAction("the side of a SORT must be 'left' or 'right'")
            return Sort(T.parse(args[0]), side)
    except InvalidAction as exc:
        raise InvalidAction(f"cannot read {text!r}: {exc}") from None
    raise InvalidAction(f"cannot read {text!r} as an action; see help(gaucho.actions)")
