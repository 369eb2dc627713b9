"""The board editor's logic: a teacher sets up any table, checked by the rules as she builds.

The editor keeps two things: the **draft**, everything she built (a position in the JSON
position format, ``docs/position-format.md``), and the last draft the rules accepted.  Every
edit changes the draft, then the position reader (:func:`gaucho.position.from_position`)
judges it: an impossible table is refused with the reader's reason and the rule it cites
(:attr:`Editor.problem`), but the draft is kept as she left it, so nothing she built is
lost and she can mend it.  "Play from here" (:meth:`Editor.play_from_here`) hands the
accepted table on as a game.

The widget and the Editor tab are thin views of this class, so it is tested without a
browser.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from dataclasses import field as _field
from typing import Any

from gaucho import examples, tiles
from gaucho.coach.analysis import position_at
from gaucho.config import player_name
from gaucho.errors import GauchoError, InvalidPosition, check_step
from gaucho.game import Game
from gaucho.i18n import _, use_language
from gaucho.position import to_position
from gaucho.state import State
from gaucho.views.board import board_scene, tile_words

__all__ = ["Editor", "Problem"]

_RULE = re.compile(r"\((R-[A-Z]+-[0-9]+[^)]*)\)")
_FIELD = re.compile(r"^position ([^:]+): ")


@dataclass(frozen=True)
class Problem:
    """Why the table as built is impossible: the field, the reason, the rule it breaks.

    ``say`` says the reason again in the language current when it is called (the problem
    is kept, not its text): :meth:`again` gives the same problem in a new language."""

    field: str
    reason: str
    rule_id: str
    say: Callable[[], str] | None = _field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        return self.reason

    def again(self) -> Problem:
        """The same problem, its reason said in the current language."""
        if self.say is None:
            return self
        return replace(self, reason=self.say() or self.reason)

    @classmethod
    def raised_by(cls, make: Callable[[], object]) -> Problem | None:
        """The problem ``make`` raises (a :class:`~gaucho.GauchoError`), or None: said
        again in another language by running ``make`` again; the field and the rule are
        read from the English words, so they do not depend on the language."""
        def say() -> str:
            try:
                make()
            except GauchoError as exc:
                return str(exc)
            return ""
        text = say()
        if not text:
            return None
        with use_language("en"):
            english = say() or text
        field = _FIELD.match(english)
        rule = _RULE.search(english)
        return cls(field.group(1) if field else "", text, rule.group(1) if rule else "", say)


def _said(say: Callable[[], str]) -> Problem:
    """A problem of no field nor rule whose reason ``say`` says (in the current language)."""
    return Problem("", say(), "", say)


class Editor:
    """Set up a table by edits; each is checked, none is lost."""

    def __init__(self, position: dict[str, Any]) -> None:
        self.draft: dict[str, Any] = copy.deepcopy(position)
        #: What a click does (see :meth:`click`): "tile", "standing", "lying" or "clear".
        self.tool = "tile"
        #: The tile the "tile" tool puts down, and the player whose gauchos are placed.
        self.tile = "W1"
        self.player = 0
        self.problem: Problem | None = None
        self._history: list[dict[str, Any]] = []
        self.accepted: dict[str, Any] = {}
        self._check()
        if self.problem is not None:
            raise InvalidPosition(self.problem.reason)
        # every field written out, so that edits may address them; tiles that are out of
        # the game need no list (a tile the position does not mention is out)
        self.draft = {k: v for k, v in self.accepted.items() if k != "out"}

    # ---------------------------------------------------------------- starts
    @classmethod
    def new(cls, players: int = 3, seed: int | str = 0) -> Editor:
        """A new setup: the table as the rules deal it for ``players`` players."""
        return cls(Game.new(players=players, seed=seed).to_position())

    @classmethod
    def from_example(cls, example_id: str) -> Editor:
        """The starting table of a rulebook example (``"EX-STEAL-SALE"``)."""
        return cls(dict(examples.load(example_id).position))

    @classmethod
    def from_game(cls, game: Game, step: int | None = None) -> Editor:
        """The table of a played or reviewed game, now or after ``step`` history steps."""
        if step is None:
            return cls(game.to_position())
        check_step(step, len(game.history))
        return cls(to_position(position_at(game, step)))

    # ---------------------------------------------------------------- edits
    def set(self, field: str, value: Any) -> Problem | None:
        """Set a top-level field (``round``, ``phase``, ``active``, ``rodeo``, ``held``,
        ``steppe``, ...) to ``value``; return the problem, if any."""
        return self._edit(lambda d: d.__setitem__(field, copy.deepcopy(value)))

    def set_cell(self, pasture: int, space: int, cell: str | None) -> Problem | None:
        """Put a cell into a pasture space: ``"W11"``, ``"W11^0"`` (a standing gaucho of
        Red), ``"W11_1"`` (a lying one of Blue), ``"#"`` (blocked) or ``None`` (empty).
        A space past the pasture's end grows it, so that the rules judge its size."""
        def change(d: dict[str, Any]) -> None:
            row = d["pastures"][_index("pasture", pasture, len(d["pastures"]))]
            while len(row) <= space:
                row.append(None)
            row[space] = cell
        return self._edit(change)

    def set_gaucho(self, pasture: int, space: int, owner: int | None,
                   standing: bool = True) -> Problem | None:
        """Put a gaucho of ``owner`` (standing or lying) on the tile of a space, or take it
        off (``owner`` None); the gaucho comes from (and goes back to) its owner's supply."""
        def change(d: dict[str, Any]) -> None:
            row = d["pastures"][_index("pasture", pasture, len(d["pastures"]))]
            tile, _mark, before = _split(row[_index("space", space, len(row))])
            if before is not None:
                d["players"][before]["supply"] += 1
            if owner is not None:
                d["players"][_index("owner", owner, len(d["players"]))]["supply"] -= 1
            row[space] = tile + ("" if owner is None else ("^" if standing else "_") + str(owner))
        return self._edit(change)

    def set_player(self, player: int, field: str, value: Any) -> Problem | None:
        """Set a field of one player (``pesos``, ``supply``, ``herds``, ``spaces``...)."""
        def change(d: dict[str, Any]) -> None:
            d["players"][_index("player", player, len(d["players"]))][field] = copy.deepcopy(
                value)
        return self._edit(change)

    def set_herd(self, player: int, tiles: list[str]) -> Problem | None:
        """Give a player the herd of these tiles' breed (replacing that breed's herd; an
        empty list leaves the player's herds as they are)."""
        def change(d: dict[str, Any]) -> None:
            herds = [h for h in d["players"][_index("player", player, len(d["players"]))]
                     .get("herds", [])
                     if not tiles or not h or h[0][0] != tiles[0][:1].upper()]
            d["players"][player]["herds"] = herds + ([list(tiles)] if tiles else [])
        return self._edit(change)

    def toggle_space(self, player: int, area: str) -> Problem | None:
        """Put a gaucho of the player on an Action Area, or take it back to the supply."""
        def change(d: dict[str, Any]) -> None:
            seat = d["players"][_index("player", player, len(d["players"]))]
            spaces = list(seat.get("spaces", []))
            taken = area in spaces
            spaces.remove(area) if taken else spaces.append(area)
            seat["spaces"] = spaces
            seat["supply"] += 1 if taken else -1
        return self._edit(change)

    # ---------------------------------------------------------------- clicks
    def click(self, target: str) -> Problem | None:
        """Apply the current :attr:`tool` to a board target (``pasture:P2``, ``tile:W10``,
        ``area:SALE``, ``die:4``, ``held:4``, ``steppe:W1``; :func:`gaucho.views.board.
        board_scene` names them).  The tools: ``"tile"`` puts :attr:`tile` into the first
        empty space of a clicked pasture (or onto the Steppe when a Steppe tile is
        clicked); ``"standing"``/``"lying"`` put a gaucho of :attr:`player` on a clicked
        tile, or on an Action Area; ``"clear"`` empties a clicked space, takes a gaucho off,
        or a tile off the Steppe.  A die in the Rodeo is taken into the hand, a held one put
        back."""
        kind, _colon, name = target.partition(":")
        if kind == "die" or kind == "held":
            return self._move_die(int(name), kind == "die")
        if kind == "area":
            return self.toggle_space(self.player, name)
        if kind == "steppe":
            steppe = list(self.draft.get("steppe", []))
            if self.tool == "clear":
                steppe.remove(name) if name in steppe else None
            else:
                steppe.append(self.tile)
            return self.set("steppe", steppe)
        if kind == "pasture" and self.tool == "tile":
            index = int(name[1:]) - 1
            row = self.draft["pastures"][index]
            space = row.index(None) if None in row else len(row)
            return self.set_cell(index, space, self.tile)
        if kind == "tile":
            where = self._find(name)
            if where is None:
                return _said(lambda: _("{tile} is not in the Pampa").format(tile=name))
            if self.tool == "clear" and _split(self.draft["pastures"][where[0]][where[1]])[2] \
                    is None:
                return self.set_cell(*where, None)
            owner = None if self.tool in ("clear", "tile") else self.player
            return self.set_gaucho(*where, owner, standing=self.tool == "standing")
        return _said(lambda: _("nothing to do there with this tool"))

    def target_names(self, state: State) -> dict[str, str]:
        """Every target of ``state``'s board that a click with the current :attr:`tool`
        does something to, with its accessible name: what it is (the board's own words)
        and what a press does ("golden 7: put a standing gaucho of Red on it")."""
        names: dict[str, str] = {}
        for hit in board_scene(state).hits:
            does = self._does(hit.target.partition(":")[0])
            if does and hit.target not in names:
                # Translators: an editor board target's name: what it is, what a press does.
                names[hit.target] = _("{thing}: {does}").format(thing=hit.tip, does=does)
        return names

    def _does(self, kind: str) -> str:
        """What a press on a target of this kind does with the current tool ("" nothing)."""
        tool, who = self.tool, player_name(self.player)
        try:
            tile = tile_words(tiles.parse(self.tile))
        except (GauchoError, ValueError):
            tile = self.tile
        if kind == "die":
            return _("take this die into the hand")
        if kind == "held":
            return _("put this die back into the Rodeo")
        if kind == "area":
            return _("put a gaucho of {player} here, or take it back").format(player=who)
        if kind == "steppe" and tool in ("tile", "clear"):
            return (_("take it off the Steppe") if tool == "clear" else
                    _("put {tile} into the Steppe").format(tile=tile))
        if kind == "pasture" and tool == "tile":
            return _("put {tile} into its first empty space").format(tile=tile)
        if kind == "tile" and tool != "tile":
            return {"standing": _("put a standing gaucho of {player} on it"),
                    "lying": _("put a lying gaucho of {player} on it")}.get(
                        tool, _("take its gaucho off, or the tile")).format(player=who)
        return ""

    def _find(self, tile: str) -> tuple[int, int] | None:
        for i, row in enumerate(self.draft["pastures"]):
            for j, cell in enumerate(row):
                if cell not in (None, "#") and _split(cell)[0] == tile:
                    return i, j
        return None

    def _move_die(self, value: int, take: bool) -> Problem | None:
        def change(d: dict[str, Any]) -> None:
            source, goal = ("rodeo", "held") if take else ("held", "rodeo")
            d[source] = list(d[source])
            d[source].remove(value)
            d[goal] = sorted([*d[goal], value])
        return self._edit(change)

    @contextmanager
    def one_step(self) -> Iterator[None]:
        """The edits made inside are one step for :meth:`undo` (none if they changed
        nothing): one "Apply" of several fields is taken back by one Undo."""
        before = copy.deepcopy(self.draft)
        depth = len(self._history)
        try:
            yield
        finally:
            del self._history[depth:]
            if self.draft != before:
                self._history.append(before)

    def undo(self) -> Problem | None:
        """Take back the last edit (accepted or not), or the last :meth:`one_step`."""
        if self._history:
            self.draft = self._history.pop()
            self._check()
        return self.problem

    # ---------------------------------------------------------------- results
    def play_from_here(self) -> Game:
        """A game at the accepted table; :class:`InvalidPosition` while it is impossible."""
        if self.problem is not None:
            raise InvalidPosition(_("the table is not possible yet: {reason}").format(
                reason=self.problem.reason))
        return Game.from_position(copy.deepcopy(self.draft))

    def to_json(self) -> str:
        """The table in the JSON position format (the draft only when it is possible)."""
        return json.dumps(self.play_from_here().to_position(), ensure_ascii=False, indent=1)

    # ---------------------------------------------------------------- checking
    def _edit(self, change: Any) -> Problem | None:
        before = copy.deepcopy(self.draft)
        draft = copy.deepcopy(self.draft)
        try:
            change(draft)
        except GauchoError:  # nothing changed: the draft keeps its status
            return Problem.raised_by(lambda: change(copy.deepcopy(before)))
        except (LookupError, TypeError, ValueError):  # never Python's own words to a teacher
            return _said(lambda: _("this change does not fit the table: a place, player or "
                                   "value it names is not there"))
        self._history.append(before)
        self.draft = draft
        self._check()
        return self.problem

    def _check(self) -> None:
        draft = copy.deepcopy(self.draft)
        try:
            game = Game.from_position(copy.deepcopy(draft))
        except GauchoError:
            self.problem = Problem.raised_by(lambda: Game.from_position(copy.deepcopy(draft)))
            return
        self.problem = None
        self.accepted = game.to_position()

    def say_again(self) -> None:
        """Say the table's problem again in the current language (after a language
        switch): the same problem, in the new language's words."""
        if self.problem is not None:
            self.problem = self.problem.again()


def _index(name: str, value: object, count: int) -> int:
    """``value`` if it is a whole number ``0`` to ``count - 1`` (a pasture, space or seat
    of this table); otherwise :class:`gaucho.InvalidPosition` naming it (Python would read
    ``-1`` as the last one)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < count:
        raise InvalidPosition(_("{name} must be a number 0..{last} on this table, not "
                                "{value}").format(name=name, last=count - 1,
                                                  value=repr(value)[:40]))
    return value


def _split(cell: Any) -> tuple[str, str, int | None]:
    """A pasture cell as (tile, ``^``/``_``/``""``, the gaucho's owner or None)."""
    text = str(cell)
    for mark in "^_":
        if mark in text:
            tile, owner = text.split(mark, 1)
            return tiles.name(tiles.parse(tile)), mark, int(owner)
    return tiles.name(tiles.parse(text)), "", None
