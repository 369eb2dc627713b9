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
from gaucho.i18n import N_, Message, _, semicolon_list

#: Version of the rules implementation; stored in every save and position.  "2.0":
#: RULES.md revision 2 changed the action notation (``w`` for the WISH die, SECRET CATTLE as
#: ``steppe`` then ``put ...``), so saves of "1.0" no longer replay and are refused.
RULES_VERSION = "2.0"

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

#: Player colours in seat order (R-COMP-4, R-COMP-17).  Data (saves, records, keys): shown
#: to a person through :func:`player_name`, which translates them.
PLAYER_NAMES = ("Red", "Blue", "Green", "Yellow")
#: The colours as a person reads them, in the language current when shown.
PLAYER_DISPLAY_NAMES = (
    # Translators: a player's colour, used as his name ("Red takes 5 and 6").
    Message("Red"), Message("Blue"), Message("Green"), Message("Yellow"))
#: The breeds' names as a person reads them ("the white herd"), by breed index.
BREED_DISPLAY_NAMES = (
    # Translators: a breed of cattle, an adjective before "herd" ("the brown herd").
    Message("brown"), Message("golden"), Message("black"), Message("white"), Message("spotted"))

#: The six Action Areas in board order (glossary table of RULES.md).
AREAS = ("SORT", "WISH", "SALE", "STEAL", "RAISE", "STEPPE")
#: Each Action Area's title (marked for translation: show it with ``_(AREA_TITLES[a])``).
AREA_TITLES = {
    "SORT": N_("Sort"),
    "WISH": N_("Wish (Rodeo Hero)"),
    "SALE": N_("Immediate Sale (Estancia)"),
    "STEAL": N_("Steal Cattle (Cattle Thief)"),
    "RAISE": N_("Raise/Replace Gauchos (Supervisor)"),
    "STEPPE": N_("Secret Cattle (Steppe)"),
}
#: Each Action Area's short name as a person reads it in narration and refusals ("places a
#: gaucho on STEAL"); the notation keeps the area keys (``place STEAL 4``).
AREA_DISPLAY_NAMES = {
    # Translators: the short name of an Action Area, written in capitals on the board.
    "SORT": Message("SORT"),
    # Translators: the short name of an Action Area, written in capitals on the board.
    "WISH": Message("WISH"),
    # Translators: the short name of an Action Area, written in capitals on the board.
    "SALE": Message("SALE"),
    # Translators: the short name of an Action Area, written in capitals on the board.
    "STEAL": Message("STEAL"),
    # Translators: the short name of an Action Area, written in capitals on the board.
    "RAISE": Message("RAISE"),
    # Translators: the short name of an Action Area, written in capitals on the board.
    "STEPPE": Message("STEPPE"),
}


def player_name(p: int) -> Message:
    """Player ``p``'s colour as a person reads it (translated when shown)."""
    return PLAYER_DISPLAY_NAMES[p]


def breed_name(b: int) -> Message:
    """Breed ``b``'s name as a person reads it ("white"), translated when shown."""
    return BREED_DISPLAY_NAMES[b]


def area_name(area: str) -> Message | str:
    """An Action Area's short name as a person reads it (an unknown key as it is)."""
    return AREA_DISPLAY_NAMES.get(area, area)


PLAYER_COUNTS = (2, 3, 4)

#: Bounds of the single-number settings: what the game and its variants need, with room
#: to experiment.  They keep a hostile save or position from costing minutes of CPU or
#: gigabytes (a Dice Rodeo of 10**9 dice, a die with 10**15 faces, ...).
LIMITS: dict[str, tuple[int, int]] = {
    "max_big": (1, 24),
    "min_keep": (0, 5),
    "pasture_threshold": (1, 300),
    "steppe_size": (0, 12),
    "steppe_small_max": (0, 24),
    "sale_bonus": (-100, 100),
    "die_faces": (2, 8),
}
#: Bounds of the per-player-count settings.
PER_COUNT_LIMITS: dict[str, tuple[int, int]] = {
    "dice": (1, 12),
    "gauchos": (1, 20),
    "breeds_in_play": (1, 5),
    "prelim_draw": (0, 10),
}
MAX_PASTURES = 8
MAX_PASTURE_SIZE = 12
MAX_KEEP = 5


def _per_count(two: Any, three: Any, four: Any) -> dict[int, Any]:
    return {2: two, 3: three, 4: four}


def _kind(value: Any) -> str:
    """A JSON reader's name for a value's type (``null``, not ``NoneType``)."""
    if value is None:
        return "null"
    kind = _KINDS.get(type(value))
    return _(kind) if kind else type(value).__name__


#: What a JSON reader calls a value's type (marked: shown translated in errors).
_KINDS = {bool: N_("true/false"), str: N_("text"), float: N_("a decimal number"),
          list: N_("a list"), dict: N_("an object")}


def _whole(key: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        # Translators: {key} is a setting's name (kept in English), {kind} a kind of value.
        raise InvalidConfig(_("rules setting {key} must be a whole number, not {kind} {value}"
                              ).format(key=repr(key), kind=_kind(value),
                                       value=repr(value))[:200])
    if abs(value) > 10**6:
        raise InvalidConfig(_("rules setting {key} is far too large").format(key=repr(key)))
    return value


def _list(key: str, value: Any, limit: int = 64) -> list[Any]:
    if not isinstance(value, list | tuple):
        raise InvalidConfig(_("rules setting {key} must be a list, not {kind}").format(
            key=repr(key), kind=_kind(value)))
    if len(value) > limit:
        raise InvalidConfig(_("rules setting {key} has {count} entries; at most {limit}").format(
            key=repr(key), count=len(value), limit=limit))
    return list(value)


def _count_key(key: str, k: Any, allowed: tuple[int, ...]) -> int:
    """A dictionary key that is a small count: ``2`` or ``"2"`` (JSON keys are text)."""
    if isinstance(k, str) and k.isascii() and k.isdigit() and len(k) <= 2:
        k = int(k)
    if isinstance(k, bool) or not isinstance(k, int) or k not in allowed:
        raise InvalidConfig(_("rules setting {key}: key {k} must be one of {allowed}").format(
            key=repr(key), k=repr(k), allowed=", ".join(map(str, allowed))))
    return k


def _mapping(key: str, value: Any) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise InvalidConfig(_("rules setting {key} must be an object, not {kind}").format(
            key=repr(key), kind=_kind(value)))
    return value


def _read_setting(key: str, value: Any) -> Any:
    """One setting of :meth:`RulesConfig.from_dict`, type-checked without coercion."""
    if key in PER_COUNT_LIMITS:
        return {_count_key(key, k, PLAYER_COUNTS): _whole(f"{key}.{k}", v)
                for k, v in _mapping(key, value).items()}
    if key == "keep_limits":
        return {_count_key(key, k, tuple(range(1, MAX_KEEP + 1))): _whole(f"{key}.{k}", v)
                for k, v in _mapping(key, value).items()}
    if key == "blocked":
        out: dict[int, tuple[tuple[int, int], ...]] = {}
        for k, pairs in _mapping(key, value).items():
            n = _count_key(key, k, PLAYER_COUNTS)
            cells = []
            for i, pair in enumerate(_list(f"blocked.{k}", pairs, MAX_PASTURES * MAX_PASTURE_SIZE)):
                where = f"blocked.{k}[{i}]"
                if not isinstance(pair, list | tuple) or len(pair) != 2:
                    raise InvalidConfig(_("rules setting {key} must be a [pasture, space] "
                                          "pair").format(key=repr(where)))
                cells.append((_whole(where, pair[0]), _whole(where, pair[1])))
            out[n] = tuple(cells)
        return out
    if key == "area_values":
        values = {}
        for area, faces in _mapping(key, value).items():
            if area not in AREAS:
                raise InvalidConfig(_("rules setting {key}: {area} is not an Action Area "
                                      "({areas})").format(key=repr("area_values"),
                                                          area=repr(area),
                                                          areas=", ".join(AREAS)))
            values[area] = tuple(_whole(f"area_values.{area}", v)
                                 for v in _list(f"area_values.{area}", faces, 8))
        return values
    if key in ("small_numbers", "pasture_sizes"):
        return tuple(_whole(f"{key}[{i}]", v) for i, v in enumerate(_list(key, value)))
    if key == "areas_enabled":
        areas = _list(key, value, len(AREAS))
        bad = [a for a in areas if a not in AREAS]
        if bad:
            raise InvalidConfig(_("rules setting {key}: {area} is not an Action Area "
                                  "({areas})").format(key=repr("areas_enabled"),
                                                      area=repr(bad[0]),
                                                      areas=", ".join(AREAS))[:300])
        return tuple(areas)
    return _whole(key, value)


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
        if isinstance(big, int) and not isinstance(big, bool) and 0 < big <= self.max_big:
            return self.small_numbers[big - 1]
        # Translators: no tile has this big number ({max_big}: the highest one).
        raise InvalidConfig(_("a tile's big number is a whole number from 1 to {max_big}, "
                              "not {value!r}").format(max_big=self.max_big, value=big))

    def tiles_per_breed(self) -> int:
        return self.max_big

    def check(self) -> None:
        """Raise :class:`InvalidConfig` naming the first inconsistent value."""
        problems = self.problems()
        if problems:
            raise InvalidConfig(str(semicolon_list(problems)))

    def problems(self) -> list[str]:
        """Every inconsistency at once (like python-chess's ``Status`` flags).

        Every size is bounded by :data:`LIMITS` (what the game and its variants need,
        with room to experiment), so no configuration, however hostile, costs minutes of
        CPU or gigabytes of memory to set up or to play.
        """
        out: list[str] = []
        for key, (low, high) in LIMITS.items():
            value = getattr(self, key, None)
            if isinstance(value, int) and not low <= value <= high:
                shown = str(value) if abs(value) < 10**15 else _("a far larger number")
                if low == 1 and value < 1:
                    # Translators: {key} is a setting's name (kept in English).
                    out.append(_("{key} must be positive, {low}..{high}, not {value}").format(
                        key=key, low=low, high=high, value=shown))
                else:
                    out.append(_("{key} must be {low}..{high}, not {value}").format(
                        key=key, low=low, high=high, value=shown))
        if len(self.small_numbers) != self.max_big:
            out.append(_("small_numbers needs {need} entries, has {count}").format(
                need=self.max_big, count=len(self.small_numbers)))
        if any(not 1 <= s <= self.die_faces * 3 for s in self.small_numbers):
            out.append(_("small_numbers must be between 1 and three dice"))
        if not 1 <= len(self.pasture_sizes) <= MAX_PASTURES:
            out.append(_("pasture_sizes must list 1..{max} pastures").format(max=MAX_PASTURES))
        if any(not 1 <= s <= MAX_PASTURE_SIZE for s in self.pasture_sizes):
            out.append(_("pasture_sizes must be positive, at most {max}").format(
                max=MAX_PASTURE_SIZE))
        for key, (low, high) in PER_COUNT_LIMITS.items():
            table = getattr(self, key)
            for n in PLAYER_COUNTS:
                if n not in table:
                    out.append(_("{key} has no value for {n} players").format(key=key, n=n))
                elif not low <= table[n] <= high:
                    out.append(_("{key} for {n} players must be {low}..{high}, not {value}"
                                 ).format(key=key, n=n, low=low, high=high, value=table[n]))
            extra = sorted(set(table) - set(PLAYER_COUNTS))
            if extra:
                out.append(_("{key} is given for {extra} players; El Gaucho is for 2 to 4"
                             ).format(key=key, extra=extra))
        for n in PLAYER_COUNTS:
            for p, s in self.blocked.get(n, ()):
                if not (0 <= p < len(self.pasture_sizes) and 0 <= s < self.pasture_sizes[p]):
                    # Translators: {space} is a space's notation, e.g. P1.3.
                    out.append(_("blocked space {space} is not on the board").format(
                        space=f"P{p + 1}.{s + 1}"))
        if sorted(self.blocked) != list(PLAYER_COUNTS):
            out.append(_("blocked needs a list for 2, 3 and 4 players (and nothing else)"))
        if any(not 1 <= k <= MAX_KEEP for k in self.keep_limits):
            out.append(_("keep_limits keys must be tile counts 1..{max}").format(max=MAX_KEEP))
        if any(not 0 <= v <= 24 for v in self.keep_limits.values()):
            out.append(_("keep_limits values must be 0..24"))
        unknown = set(self.areas_enabled) - set(AREAS)
        if unknown:
            out.append(_("unknown Action Areas {areas}").format(areas=sorted(unknown)))
        for area, values in self.area_values.items():
            if area not in AREAS or not values:
                out.append(_("area_values entry {area} is invalid").format(area=repr(area)))
            elif any(not 1 <= v <= self.die_faces for v in values) or len(set(values)) != len(
                    values):
                out.append(_("area_values for {area} must be different die values 1..{faces}"
                             ).format(area=area, faces=self.die_faces))
        return out

    def playable_problems(self) -> list[str]:
        """Problems that make a game unplayable although each number is valid on its own.

        These come on top of :meth:`problems`: a configuration can be consistent and
        still impossible to set up (e.g. fewer Action Areas than players for the
        preliminary placement, R-PRELIM-9).  A variant and the configuration inside a
        save are checked by both (see :func:`gaucho.workshop.variants.variant_problems`).
        """
        out = self.problems()
        if out:
            return out
        if len(self.areas_enabled) < 4:
            out.append(_("the preliminary placement (R-PRELIM-9) needs an Action Area per "
                         "player: 4 players need 4 areas, only {count} are enabled").format(
                count=len(self.areas_enabled)))
        missing = [a for a in self.areas_enabled if a not in self.area_values]
        if missing:
            out.append(_("area_values gives no price for {areas}").format(
                areas=", ".join(missing)))
        if len(set(self.areas_enabled)) != len(self.areas_enabled):
            out.append(_("areas_enabled lists an area twice"))
        for n in PLAYER_COUNTS:
            blocked = self.blocked.get(n, ())
            if len(set(blocked)) != len(blocked):
                out.append(_("a blocked space is listed twice for {n} players").format(n=n))
            for i, size in enumerate(self.pasture_sizes):
                if sum(1 for p, _space in blocked if p == i) >= size:
                    out.append(_("with {n} players every space of {pasture} is blocked").format(
                        n=n, pasture=f"P{i + 1}"))
            removed = len(BREEDS) - self.breeds_in_play.get(n, len(BREEDS))
            if removed and len(blocked) > removed * self.max_big:
                out.append(_("with {n} players {count} blocked spaces need covering, but the "
                             "removed breeds have only {tiles} tiles (R-SETUP-4)").format(
                    n=n, count=len(blocked), tiles=removed * self.max_big))
            in_play = self.breeds_in_play.get(n, 0) * self.max_big
            needed = n * self.prelim_draw.get(n, 0) + self.steppe_size
            if needed > in_play:
                out.append(_("with {n} players the preliminary draw and the Steppe need "
                             "{needed} tiles but only {in_play} are in play").format(
                    n=n, needed=needed, in_play=in_play))
            if self.dice.get(n, 0) < 2:
                out.append(_("with {n} players the Dice Rodeo needs at least 2 dice").format(
                    n=n))
        if not self.keep_limits or max(self.keep_limits) < max(1, self.min_keep):
            out.append(_("keep_limits must allow keeping at least min_keep={min_keep} tiles"
                         ).format(min_keep=self.min_keep))
        elif min(self.keep_limits) < self.min_keep:
            # a hand that allows keeping fewer tiles only would leave no legal keep
            out.append(_("every count in keep_limits must be at least min_keep={min_keep}, or "
                         "a hand could allow no legal keep (R-PRELIM-3/4)").format(
                min_keep=self.min_keep))
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
        """Rebuild a configuration from :meth:`to_dict`'s form, strictly.

        Unknown settings, ``null``, text where a number belongs (no coercion), numbers
        out of :data:`LIMITS` and inconsistent values raise :class:`InvalidConfig`
        naming the setting.
        """
        if not isinstance(data, dict):
            raise InvalidConfig(_("the rules configuration must be a JSON object"))
        names = [f.name for f in dataclasses.fields(cls)]
        unknown = [str(k) for k in data if k not in names]
        if unknown:
            raise InvalidConfig(_("unknown rules settings: {names}").format(
                names=", ".join(sorted(unknown)[:10])))
        kwargs = {key: _read_setting(key, value) for key, value in data.items()}
        config = cls(**kwargs)
        config.check()
        return config

    def replace(self, **changes: Any) -> RulesConfig:
        """A copy with some values changed, checked for consistency.

        Every changed value goes through the same strict reader as :meth:`from_dict` (no
        coercion: ``"7"`` or ``5.5`` where a whole number belongs, or ``nan``, raises
        :class:`InvalidConfig` naming the setting), so nothing invalid reaches the engine.
        """
        names = [f.name for f in dataclasses.fields(self)]
        unknown = [str(k) for k in changes if k not in names]
        if unknown:
            raise InvalidConfig(_("unknown rules settings: {names}").format(
                names=", ".join(sorted(unknown)[:10])))
        config = dataclasses.replace(
            self, **{key: _read_setting(key, value) for key, value in changes.items()})
        config.check()
        return config

    def __hash__(self) -> int:
        return hash(json.dumps(self.to_dict(), sort_keys=True))


DEFAULT_CONFIG = RulesConfig()
