"""The rules configuration: every number the rules depend on, declared once.

RULES.md marks several physical facts as [ASSUMED] (pasture sizes, where the
blocked spaces lie, the small-number table).  They live here as data so a
player can match their own copy of the board, and so a game-design workshop
can change a rule and measure what happens (see :mod:`gaucho.workshop.variants`).

Everything else in the package (engine, board pictures, widgets, notebooks,
tests) reads these values; none of them repeats a number.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any

from gaucho.errors import InvalidConfig

#: Version of the rules implementation; stored in every save and position.
RULES_VERSION = "1.0"

#: Breeds as (letter, name).  Letters are used in the text notation (``W10``).
BREEDS: tuple[tuple[str, str], ...] = (
    ("B", "brown"),
    ("G", "golden"),
    ("K", "black"),
    ("W", "white"),
    ("S", "spotted"),
)
BREED_LETTERS = tuple(letter for letter, _ in BREEDS)
BREED_NAMES = tuple(name for _, name in BREEDS)

#: Player colours in seat order (R-COMP-4, R-COMP-17).
PLAYER_NAMES = ("Red", "Blue", "Green", "Yellow")

#: The six Action Areas in board order (glossary table of RULES.md).
AREAS = ("SORT", "WISH", "SALE", "STEAL", "RAISE", "STEPPE")
AREA_TITLES = {
    "SORT": "Sort",
    "WISH": "Wish (Rodeo Hero)",
    "SALE": "Immediate Sale (Estancia)",
    "STEAL": "Steal Cattle (Cattle Thief)",
    "RAISE": "Raise/Replace Gauchos (Supervisor)",
    "STEPPE": "Secret Cattle (Steppe)",
}


def _per_count(two: Any, three: Any, four: Any) -> dict[int, Any]:
    return {2: two, 3: three, 4: four}


@dataclass(frozen=True)
class RulesConfig:
    """All rule values.  The defaults are the official rules of RULES.md.

    Dictionaries keyed by player count hold the per-count values of §2.
    """

    #: R-COMP-2: big numbers run 1..max_big in every breed.
    max_big: int = 12
    #: R-COMP-3 [ASSUMED]: small number for big numbers 1..12.
    small_numbers: tuple[int, ...] = (1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6)
    #: R-COMP-5 [ASSUMED]: spaces of P1..P4.
    pasture_sizes: tuple[int, ...] = (3, 4, 5, 6)
    #: R-COMP-6/7 [ASSUMED]: blocked (pasture, space) pairs by player count.
    blocked: dict[int, tuple[tuple[int, int], ...]] = field(
        default_factory=lambda: _per_count(
            ((1, 3), (2, 3), (2, 4), (3, 3), (3, 4), (3, 5)),
            ((2, 4), (3, 5)),
            (),
        )
    )
    #: R-SETUP-1: dice in the Dice Rodeo.
    dice: dict[int, int] = field(default_factory=lambda: _per_count(5, 7, 9))
    #: R-SETUP-2: gauchos per player.
    gauchos: dict[int, int] = field(default_factory=lambda: _per_count(8, 8, 7))
    #: §2: breeds in play (with 2 players one breed is removed, R-SETUP-4).
    breeds_in_play: dict[int, int] = field(default_factory=lambda: _per_count(4, 5, 5))
    #: R-PRELIM-1: tiles drawn per player in the preliminary round.
    prelim_draw: dict[int, int] = field(default_factory=lambda: _per_count(5, 4, 3))
    #: R-PRELIM-3: keeping N tiles requires each to be at most this value.
    keep_limits: dict[int, int] = field(default_factory=lambda: {1: 12, 2: 8, 3: 4})
    #: R-PRELIM-4 [RULING]: fewest tiles a player must keep.
    min_keep: int = 1
    #: R-SETUP-8, R-REFILL-2: a pasture is seeded/refilled until its sum reaches this.
    pasture_threshold: int = 20
    #: R-COMP-14, R-STEPPE-7: tiles in a full Steppe.
    steppe_size: int = 4
    #: R-STEPPE-2: with SECRET CATTLE one may take 2 tiles if each is at most this.
    steppe_small_max: int = 4
    #: R-SALE-1: bonus of IMMEDIATE SALE.
    sale_bonus: int = 5
    #: R-AREA-2: die values that occupy each Action Area.
    area_values: dict[str, tuple[int, ...]] = field(
        default_factory=lambda: {
            "SORT": (1, 2, 3),
            "WISH": (1, 2, 3),
            "SALE": (1, 2, 3),
            "STEAL": (4,),
            "RAISE": (5,),
            "STEPPE": (6,),
        }
    )
    #: Action Areas in play (a workshop may remove one, e.g. no STEAL).
    areas_enabled: tuple[str, ...] = AREAS
    #: R-DICE-1: faces of a die.
    die_faces: int = 6

    # ----------------------------------------------------------------- derived
    def small(self, big: int) -> int:
        """The small number printed on a tile with this big number (R-COMP-3)."""
        return self.small_numbers[big - 1]

    def tiles_per_breed(self) -> int:
        return self.max_big

    def check(self) -> None:
        """Raise :class:`InvalidConfig` naming the first inconsistent value."""
        problems = self.problems()
        if problems:
            raise InvalidConfig("; ".join(problems))

    def problems(self) -> list[str]:
        """Every inconsistency at once (like python-chess's ``Status`` flags)."""
        out: list[str] = []
        if not 1 <= self.max_big <= 24:
            out.append(f"max_big must be 1..24, not {self.max_big}")
        if len(self.small_numbers) != self.max_big:
            out.append(f"small_numbers needs {self.max_big} entries, has {len(self.small_numbers)}")
        if any(not 1 <= s <= self.die_faces * 3 for s in self.small_numbers):
            out.append("small_numbers must be between 1 and three dice")
        if not self.pasture_sizes or any(s < 1 for s in self.pasture_sizes):
            out.append("pasture_sizes must be positive")
        for n in (2, 3, 4):
            for key in ("dice", "gauchos", "breeds_in_play", "prelim_draw"):
                if n not in getattr(self, key):
                    out.append(f"{key} has no value for {n} players")
            for p, s in self.blocked.get(n, ()):
                if not (0 <= p < len(self.pasture_sizes) and 0 <= s < self.pasture_sizes[p]):
                    out.append(f"blocked space P{p + 1}.{s + 1} is not on the board")
            if self.dice.get(n, 0) < 1:
                out.append(f"dice for {n} players must be at least 1")
            if self.gauchos.get(n, 0) < 1:
                out.append(f"gauchos for {n} players must be at least 1")
            if not 1 <= self.breeds_in_play.get(n, 0) <= len(BREEDS):
                out.append(f"breeds_in_play for {n} players must be 1..{len(BREEDS)}")
        if self.pasture_threshold < 1:
            out.append("pasture_threshold must be positive")
        if self.steppe_size < 0:
            out.append("steppe_size must not be negative")
        if self.min_keep < 0:
            out.append("min_keep must not be negative")
        if any(k < 1 for k in self.keep_limits):
            out.append("keep_limits keys must be tile counts of at least 1")
        unknown = set(self.areas_enabled) - set(AREAS)
        if unknown:
            out.append(f"unknown Action Areas {sorted(unknown)}")
        for area, values in self.area_values.items():
            if area not in AREAS or not values:
                out.append(f"area_values entry {area!r} is invalid")
        return out

    # ------------------------------------------------------------- persistence
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (int keys become strings)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, dict):
                value = {str(k): (list(map(list, v)) if f.name == "blocked" else
                                  (list(v) if isinstance(v, tuple) else v))
                         for k, v in value.items()}
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RulesConfig:
        """Rebuild a configuration; unknown or malformed keys raise :class:`InvalidConfig`."""
        if not isinstance(data, dict):
            raise InvalidConfig("the rules configuration must be a JSON object")
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise InvalidConfig(f"unknown rules settings: {', '.join(sorted(unknown))}")
        kwargs: dict[str, Any] = {}
        try:
            for key, value in data.items():
                if key == "blocked":
                    kwargs[key] = {int(k): tuple(tuple(int(x) for x in pair) for pair in v)
                                   for k, v in value.items()}
                elif key == "area_values":
                    kwargs[key] = {str(k): tuple(int(x) for x in v) for k, v in value.items()}
                elif key == "keep_limits" or key in ("dice", "gauchos", "breeds_in_play",
                                                     "prelim_draw"):
                    kwargs[key] = {int(k): int(v) for k, v in value.items()}
                elif key in ("small_numbers", "pasture_sizes"):
                    kwargs[key] = tuple(int(x) for x in value)
                elif key == "areas_enabled":
                    kwargs[key] = tuple(str(x) for x in value)
                else:
                    kwargs[key] = int(value)
        except (TypeError, ValueError, AttributeError) as exc:
            raise InvalidConfig(f"malformed rules setting {key!r}: {exc}") from None
        config = cls(**kwargs)
        config.check()
        return config

    def replace(self, **changes: Any) -> RulesConfig:
        """A copy with some values changed, checked for consistency."""
        try:
            config = dataclasses.replace(self, **changes)
        except TypeError as exc:
            raise InvalidConfig(str(exc)) from None
        config.check()
        return config

    def __hash__(self) -> int:
        return hash(json.dumps(self.to_dict(), sort_keys=True))


DEFAULT_CONFIG = RulesConfig()
