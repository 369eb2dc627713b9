"""The JSON position format: any board situation written as data.

See ``docs/position-format.md`` for the full description.  A position is a
JSON object; every field but ``players`` is optional and defaults to what a
reader would assume (no Pesos, full supplies, empty Steppe, ...).  Cells of a
pasture are written as text::

    "W12"     the white 12, unoccupied
    "W12^0"   ... with a standing gaucho of player 0 (Red)
    "W12_1"   ... with a lying gaucho of player 1 (Blue)
    null      an empty space
    "#"       a blocked space (covered face down)

Loading validates everything and raises :class:`~gaucho.errors.InvalidPosition`
with the path of the first bad value and, where one applies, the rule ID.  It
refuses positions no game could reach and the engine could not play (see
:func:`from_position`), and every size is bounded, so a hostile position costs
little time and memory (:func:`load_json` bounds the text itself).
"""

from __future__ import annotations

import json
import sys
from typing import Any

from gaucho import engine, tiles
from gaucho.config import (
    AREAS,
    BREED_LETTERS,
    DEFAULT_CONFIG,
    RULES_VERSION,
    RulesConfig,
    player_name,
)
from gaucho.engine.payments import or_list
from gaucho.errors import GauchoError, InvalidConfig, InvalidPosition
from gaucho.flow import PHASES
from gaucho.i18n import N_, _, format_number
from gaucho.state import BLOCKED, EMPTY, Occupant, Phase, State

POSITION_FORMAT = "gaucho-position"
POSITION_VERSION = 1

#: The longest JSON text a save or position may be (a real save is a few kilobytes).
MAX_TEXT = 1_000_000
#: The most rounds a position may claim (a real game has about ten).
MAX_ROUND = 100
#: The most Pesos a player may have (a real game ends below 300).
MAX_PESOS = 100_000
#: The longest title or note.
MAX_NOTE = 10_000

FIELDS = ("format", "version", "rules_version", "phase", "round", "start_player", "active",
          "turns_taken", "trigger_round", "pastures", "covered", "draw_pile", "steppe", "out",
          "dice", "rodeo", "held", "wish_die", "placed_this_turn", "vacated_this_turn",
          "prelim_areas", "players", "config", "title", "note", "draws")
#: How tiles leave the draw pile (``Game.new(draws=...)``, a position's ``draws``): from the
#: top of the pile shuffled at setup (the default), or each by a chance step from an
#: unordered pile (``"chance"``).
DRAWS = ("shuffled", "chance")
SEAT_FIELDS = ("pesos", "supply", "herds", "spaces", "pending", "hand", "kept")

#: Phases by the flow's declaration (gaucho.flow), never by hand: a position stands
#: where someone decides (a player or chance), and the flow's groups say which phases
#: are the preliminary round and which the end of the game.
#: Not the draws by chance (``Game.new(draws="chance")``): a position does not record the
#: fill a drawn tile would go into, so it cannot stand in the middle of one.
_STANDING = {name for name, p in PHASES.items()
             if p.actor in ("player", "chance", "none") and "draw" not in p.allows}
_OVER = {name for name, p in PHASES.items() if p.actor == "none"}
_PRELIMINARY = {name for name, p in PHASES.items() if p.group == "preliminary"}
_ENDGAME = {name for name, p in PHASES.items() if p.group == "end"}
#: The phases of a player's turn (with the turns of the round without dice): some turn of
#: the round is under way, so fewer than every player has taken his.
_TURNS = {name for name, p in PHASES.items() if p.group == "turn"} | {Phase.NODICE_TURN}


def _cell_text(s: State, c: int) -> str | None:
    if c == EMPTY:
        return None
    if c == BLOCKED:
        return "#"
    occ = s.gauchos_on.get(c)
    if occ is None:
        return tiles.name(c)
    return f"{tiles.name(c)}{'^' if occ.standing else '_'}{occ.owner}"


def to_position(s: State, include_config: bool = True) -> dict[str, Any]:
    """The state as a JSON-ready position dict (everything, hidden information included)."""
    out: dict[str, Any] = {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "rules_version": RULES_VERSION,
        "phase": str(s.phase),
        "round": s.round,
        "start_player": s.start_player,
        "active": s.active,
        "turns_taken": s.turns_taken,
        "trigger_round": s.trigger_round,
        "pastures": [[_cell_text(s, c) for c in cells] for cells in s.pastures],
        "covered": [tiles.name(t) for t in s.covered],
        "draw_pile": [tiles.name(t) for t in reversed(s.draw_pile)],
        "steppe": [tiles.name(t) for t in s.steppe],
        "out": sorted(tiles.name(t) for t in s.out),
        "dice": s.dice_total,
        "rodeo": sorted(s.rodeo),
        "held": sorted(s.held),
        "wish_die": s.wish_die,
        "placed_this_turn": sorted(s.placed_this_turn),
        "vacated_this_turn": sorted(s.vacated_this_turn),
        "prelim_areas": list(s.prelim_areas),
        "players": [
            {
                "pesos": s.pesos[p],
                "supply": s.supply[p],
                "herds": [[tiles.name(t) for t in h] for _, h in sorted(s.herds[p].items())],
                "spaces": [a for a in AREAS if a in s.spaces[p]],
                "pending": [tiles.name(t) for t in s.pending[p]],
                "hand": [tiles.name(t) for t in s.prelim_hands[p]] if s.prelim_hands else [],
                "kept": s.prelim_kept[p] if s.prelim_kept else True,
            }
            for p in range(s.players)
        ],
    }
    if s.draws_by_chance:
        out["draws"] = "chance"  # the pile has no order: every draw stays a chance step
    if include_config and s.config != DEFAULT_CONFIG:
        out["config"] = s.config.to_dict()
    return out


# ============================================================ safe JSON
def is_unicode(text: str) -> bool:
    """Whether ``text`` is real Unicode: JSON's ``"\\ud800"`` reads as a lone surrogate,
    which no file can hold as UTF-8 (saving it again would fail), so loaders refuse it."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _no_constant(name: str) -> Any:
    raise InvalidPosition(_("{name} is not a number gaucho reads (JSON has no {name})").format(
                              name=name))


#: What :func:`load_json` may read, as a person names it in an error.
# Translators: what could not be read: "the save is not valid JSON".
WHAT = (N_("position"), N_("save"))

#: Where a text is not JSON, for each thing :func:`load_json` reads (studies included).
_WHERE = {
    "position": N_("the position is not valid JSON (line {line}, column {column})"),
    "save": N_("the save is not valid JSON (line {line}, column {column})"),
    "study": N_("the study is not valid JSON (line {line}, column {column})"),
}
#: "Extra data" said of each thing :func:`load_json` reads.
_EXTRA = {
    "position": N_("the position ends before there: something follows it"),
    "save": N_("the save ends before there: something follows it"),
    "study": N_("the study ends before there: something follows it"),
}

#: What the JSON parser's refusals (:attr:`json.JSONDecodeError.msg`) mean, in words a
#: person reads in her language (the parser's own are English whatever the language).
_JSON_PROBLEMS = {
    # Translators: why a study file is not valid JSON, after "(line 3, column 7)".
    "Expecting value": N_("a value (text in double quotes, a number, true, false, null, a "
                          "list or an object) is missing or misspelled there"),
    "Expecting property name enclosed in double quotes": N_(
        "a field name in double quotes is expected there (a comma before a closing brace is "
        "one too many)"),
    "Expecting ':' delimiter": N_("a colon (:) is expected there, after the field name"),
    "Expecting ',' delimiter": N_("a comma (,) is missing there, between two entries"),
    "Unterminated string starting at": N_("a text in quotes starts there and is never "
                                          "closed"),
    "Invalid control character at": N_("a text in quotes holds a line break or a tab "
                                       "there"),
    "Invalid \\escape": N_("a backslash there starts no valid escape sequence"),
    "Invalid \\uXXXX escape": N_("a backslash there starts no valid escape sequence"),
}


def json_problem(exc: json.JSONDecodeError, what: str) -> str:
    """The parser's refusal ``exc`` in words of the current language, with its line and
    column: "the save is not valid JSON (line 1, column 1): a value ... is missing"."""
    where_id = _WHERE.get(what)
    if where_id is None:
        # Translators: {what} is what could not be read ("position", "save", "study").
        where = _("the {what} is not valid JSON (line {line}, column {column})").format(
            what=_(what), line=exc.lineno, column=exc.colno)
    else:
        where = _(where_id).format(line=exc.lineno, column=exc.colno)
    if exc.msg == "Extra data":
        problem: str | None = _(_EXTRA.get(what, _EXTRA["position"]))
    else:
        known = _JSON_PROBLEMS.get(exc.msg)
        problem = _(known) if known is not None else None
    if problem is None:
        return where
    # Translators: {where} is "the study is not valid JSON (line 3, column 7)", {problem}
    # what is wrong there.
    return _("{where}: {problem}").format(where=where, problem=problem)


#: Python's limit on the digits of a whole number read from text (the JSON parser's too).
_MAX_DIGITS = sys.get_int_max_str_digits() or 4300


def load_json(text: Any, what: str = "position") -> Any:
    """Parse JSON text with bounded cost: at most :data:`MAX_TEXT` characters, no
    ``Infinity``/``NaN``, no number of more than Python's 4,300 digits, no nesting deeper
    than Python's recursion allows; anything else raises :class:`InvalidPosition` naming
    ``what``, in words of the current language (a syntax error with its line and column,
    :func:`json_problem`).  (Numbers too large for the game are refused where they are
    read, with the field's name; parsing stays in C, so a megabyte takes milliseconds.)
    ``what`` is one of :data:`WHAT` or ``"study"`` (translated where shown)."""
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            # Translators: {byte} counts from 1 (the first byte of the file is byte 1).
            raise InvalidPosition(_("the {what} is not UTF-8 text: byte {byte} cannot be read "
                                    "as UTF-8").format(
                                      what=_(what), byte=format_number(exc.start + 1))
                                  ) from None
    if not isinstance(text, str):
        raise InvalidPosition(_("the {what} must be JSON text, not {kind}").format(
                                  what=_(what), kind=type(text).__name__))
    if len(text) > MAX_TEXT:
        raise InvalidPosition(_("the {what} is {count} characters long; a {what} is at most "
                                "{max_text}").format(
                                  what=_(what), count=format_number(len(text)),
                                  max_text=format_number(MAX_TEXT)))
    try:
        return json.loads(text, parse_constant=_no_constant)
    except InvalidPosition as exc:
        raise InvalidPosition(_("the {what} is not valid: {exc}").format(what=_(what), exc=exc)
                              ) from None
    except RecursionError:
        raise InvalidPosition(_("the {what} is nested too deeply to be a {what}").format(
                                  what=_(what))) from None
    except json.JSONDecodeError as exc:
        raise InvalidPosition(json_problem(exc, what)) from None
    except ValueError:  # Python's limit on the digits of an int (sys.get_int_max_str_digits)
        # Translators: {digits} is Python's limit, 4,300.
        raise InvalidPosition(_("the {what} is not valid JSON: a number in it has more than "
                                "{digits} digits").format(
                                  what=_(what), digits=format_number(_MAX_DIGITS))) from None


# ============================================================== reading
def _kind(value: Any) -> str:
    """A JSON reader's name for a value's type."""
    if value is None:
        return "null"
    kind = _KINDS.get(type(value))
    return _(kind) if kind else type(value).__name__


#: What a JSON reader calls a value's type (marked: shown translated in errors).
_KINDS = {bool: N_("true/false"), int: N_("a whole number"), str: N_("text"),
          float: N_("a decimal number"), list: N_("a list"), dict: N_("an object")}


def _cite(rule: str) -> str:
    """`` (R-…)`` after a refusal, naming the rule it enforces (nothing without one)."""
    return f" ({rule})" if rule else ""


class _Reader:
    """Reads one position, remembering where every tile is for error messages."""

    def __init__(self, data: dict[str, Any], config: RulesConfig, players: int) -> None:
        self.data = data
        self.config = config
        self.n = players
        self.seen: dict[int, str] = {}

    def fail(self, path: str, why: str) -> InvalidPosition:
        return InvalidPosition(_("position {path}: {why}").format(path=path, why=why))

    def whole(self, path: str, value: Any, low: int, high: int, rule: str = "") -> int:
        """A whole number in ``low..high``: not ``true``, not ``"3"``, not ``null``."""
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(path, _("expected a whole number, got {kind}").format(
                                      kind=_kind(value)))
        if not low <= value <= high:
            shown = str(value) if abs(value) < 10**15 else _("a far larger number")
            raise self.fail(path, _("must be {low}..{high}, not {shown}{cite}").format(
                                      low=low, high=high, shown=shown, cite=_cite(rule)))
        return value

    def number(self, key: str, default: int, low: int, high: int, rule: str = "") -> int:
        return self.whole(key, self.data.get(key, default), low, high, rule)

    def flag(self, path: str, value: Any) -> bool:
        if not isinstance(value, bool):
            raise self.fail(path, _("expected true or false, got {kind}").format(
                                      kind=_kind(value)))
        return value

    def listing(self, path: str, value: Any, limit: int, rule: str = "") -> list[Any]:
        """A list of at most ``limit`` entries (``rule``: the rule that sets the limit)."""
        if not isinstance(value, list):
            raise self.fail(path, _("expected a list, got {kind}").format(kind=_kind(value)))
        if len(value) > limit:
            raise self.fail(path, _("has {count} entries; at most {limit} fit").format(
                                      count=len(value), limit=limit) + _cite(rule))
        return value

    def tile(self, text: Any, path: str) -> int:
        if not isinstance(text, str):
            raise self.fail(path, _("a tile is written like 'W10', not {kind}").format(
                                      kind=_kind(text)))
        if len(text) > 4:  # "W0010" is no way to write W10
            raise self.fail(path, tiles.not_a_tile(text))
        try:
            t = tiles.parse(text, self.config)  # its words: one wording of a wrong tile
        except GauchoError as exc:
            raise self.fail(path, str(exc)) from None
        if t in self.seen:
            raise self.fail(path, _("{text} is already at {seen}; every tile exists once "
                                    "(R-COMP-2)").format(
                                      text=text, seen=self.seen[t]))
        self.seen[t] = path
        return t

    def tiles(self, path: str, value: Any) -> list[int]:
        limit = len(tiles.all_tiles(self.config))
        return [self.tile(v, f"{path}[{i}]") for i, v in enumerate(self.listing(path, value,
                                                                                 limit))]

    def areas(self, path: str, value: Any, rule: str) -> list[str]:
        """Action Areas in play, each at most once (``rule``: why once)."""
        areas = self.listing(path, value, len(AREAS), rule)
        for i, a in enumerate(areas):
            if a not in self.config.areas_enabled:
                raise self.fail(f"{path}[{i}]", _("expected an Action Area in play "
                                                  "({areas}), not {value}").format(
                                                    areas=", ".join(self.config.areas_enabled),
                                                    value=repr(str(a)[:20])))
        if len(set(areas)) != len(areas):
            raise self.fail(path, _("lists an Action Area twice") + _cite(rule))
        return list(areas)


def from_position(data: dict[str, Any], *, hidden: bool = False) -> State:
    """Build a state from a position dict; raise :class:`InvalidPosition` if it is wrong.

    The steps: the header, the rules, the seats, where the game stands (phase,
    round, whose turn), the Pampa, the tile piles, the dice, the players, then
    the checks that a game could reach this position and the engine can play it.
    ``hidden=True`` reads a table with hidden places emptied (an observation,
    :mod:`gaucho.information`): the checks that need those places are skipped.
    """
    _check_header(data)
    config = _read_config(data)
    seats = _read_seats(data)
    n = len(seats)
    r = _Reader(data, config, n)
    s = State(config=config, players=n, draws_by_chance=_read_draws(data) == "chance")
    _read_progress(r, s)
    _read_pastures(r, s)
    _read_piles(r, s)
    _read_dice(r, s)
    _read_players(r, s, seats)
    _check_reachable(r, s, hidden)
    listed_out = r.tiles("out", data.get("out", []))
    s.out = listed_out + [t for t in tiles.all_tiles(config) if t not in r.seen]
    if not hidden:
        _check_playable(s)
    return s


def _check_header(data: Any) -> None:
    if not isinstance(data, dict):
        raise InvalidPosition(_("a position must be a JSON object, not {kind}").format(
                                  kind=_kind(data)))
    unknown = [str(k)[:30] for k in data if k not in FIELDS]
    if unknown:
        raise InvalidPosition(_("unknown position fields: {unknown}").format(
                                  unknown=', '.join(sorted(unknown)[:10])))
    if data.get("format", POSITION_FORMAT) != POSITION_FORMAT:
        raise InvalidPosition(_("position format: must be {position_format}, not {format}").format(
                                  position_format=repr(POSITION_FORMAT),
                                  format=repr(str(data.get('format'))[:40])))
    version = data.get("version", POSITION_VERSION)
    if type(version) is not int or version != POSITION_VERSION:
        raise InvalidPosition(_("position version {version} is not supported (this gaucho "
                                "reads version {position_version})").format(
                                  version=repr(str(version)[:20]),
                                  position_version=POSITION_VERSION))
    rules = data.get("rules_version", RULES_VERSION)
    if rules != RULES_VERSION:
        raise InvalidPosition(_("position rules_version: written for rules {rules}, this "
                                "gaucho plays {rules_version}").format(
                                  rules=repr(str(rules)[:20]), rules_version=RULES_VERSION))
    for key in ("title", "note"):
        if key in data and (not isinstance(data[key], str) or len(data[key]) > MAX_NOTE):
            raise InvalidPosition(_("position {key}: expected text of at most {max_note} "
                                    "characters").format(
                                      key=key, max_note=format_number(MAX_NOTE)))
        if key in data and not is_unicode(data[key]):
            raise InvalidPosition(_("position {key}: holds a lone surrogate, which is not a "
                                    "character").format(key=key))


def _read_config(data: dict[str, Any]) -> RulesConfig:
    """The rules: checked like a variant (:meth:`RulesConfig.playable_problems`)."""
    if "config" not in data:
        return DEFAULT_CONFIG
    try:
        config = RulesConfig.from_dict(data["config"])
    except InvalidConfig as exc:
        raise InvalidPosition(_("position config: {exc}").format(exc=exc)) from None
    problems = config.playable_problems()
    if problems:
        raise InvalidPosition(_("position config: {problems}").format(
                                  problems='; '.join(problems)))
    return config


def _read_draws(data: dict[str, Any]) -> str:
    draws = data.get("draws", "shuffled")
    if not isinstance(draws, str) or draws not in DRAWS:
        raise InvalidPosition(_("position draws: must be {choices}, not {draws}").format(
            choices=or_list(tuple(map(repr, DRAWS))), draws=repr(draws)[:40]))
    return draws


def _read_seats(data: dict[str, Any]) -> list[Any]:
    seats = data.get("players")
    if isinstance(seats, int) and not isinstance(seats, bool) and 2 <= seats <= 4:
        return [{} for _ in range(seats)]
    if not isinstance(seats, list) or not 2 <= len(seats) <= 4:
        raise InvalidPosition(_("position players: give a list of 2 to 4 player objects (or "
                                "the number of players)"))
    return seats


def _read_progress(r: _Reader, s: State) -> None:
    """Phase, round, start player, whose turn, turns taken and the trigger round."""
    n = r.n
    phase = r.data.get("phase", "turn")
    if not isinstance(phase, str):
        raise r.fail("phase", _("expected a phase name, got {kind}").format(kind=_kind(phase)))
    if phase not in _STANDING:
        playable = ", ".join(p for p in PHASES if p in _STANDING)
        raise r.fail("phase", _("{phase} is not a phase a position can stand in; use one of "
                                "{playable}").format(
                                  phase=repr(str(phase)[:30]), playable=playable)
                     + _cite("R-ROUND-2"))
    s.phase = phase
    prelim = phase in _PRELIMINARY
    s.round = r.number("round", 0 if prelim else 1, 0, MAX_ROUND, "R-ROUND-1")
    s.start_player = r.number("start_player", 0, 0, n - 1)
    s.active = r.number("active", s.start_player, 0, n - 1)
    s.turns_taken = r.number("turns_taken", (s.active - s.start_player) % n, 0, n)
    trigger = r.data.get("trigger_round")
    s.trigger_round = None if trigger is None else r.whole("trigger_round", trigger, 0,
                                                           MAX_ROUND)
    if prelim and s.round != 0:
        raise r.fail("round", _("the preliminary round is round 0, not {round}").format(
                                  round=s.round))
    if not prelim and s.round == 0:
        raise r.fail("round", _("phase {phase} is played in a regular round (1 or later)").format(
                                  phase=phase))
    if s.trigger_round is not None:
        if s.trigger_round > s.round:
            raise r.fail("trigger_round", _("the end cannot be triggered in round "
                                            "{trigger_round}, after the current round {round} "
                                            "(R-END-1)").format(
                                              trigger_round=s.trigger_round, round=s.round))
        if s.round > s.trigger_round + 2:
            raise r.fail("round", _("the game ended after round {number}: the round after the "
                                    "trigger, then the round without dice (R-END-3/4)").format(
                                      number=s.trigger_round + 2))
    if phase in _ENDGAME - _OVER and (s.trigger_round is None or s.round != s.trigger_round + 2):
        raise r.fail("trigger_round", _("phase {phase} comes in the round without dice, two "
                                        "rounds after the end was triggered (R-END-4); give "
                                        "trigger_round").format(
                                          phase=phase))
    if phase in (Phase.ROLL, Phase.DRAFT, Phase.TURN) and s.no_dice_round:
        raise r.fail("phase", _("no dice are rolled in the round without dice, so no {phase} "
                                "(R-END-4)").format(phase=phase))


def _read_pastures(r: _Reader, s: State) -> None:
    """The Pampa: pasture cells left to right, blocked spaces where the rules put them."""
    config, n = r.config, r.n
    sizes = config.pasture_sizes
    blocked = set(config.blocked[n])
    s.pastures = [[BLOCKED if (i, j) in blocked else EMPTY for j in range(size)]
                  for i, size in enumerate(sizes)]
    if "pastures" not in r.data:
        return
    pastures = r.listing("pastures", r.data["pastures"], len(sizes))
    if len(pastures) != len(sizes):
        raise r.fail("pastures", _("the Pampa has {count} pastures (R-COMP-5)").format(
                                     count=len(sizes)))
    for i, cells in enumerate(pastures):
        if not isinstance(cells, list) or len(cells) > sizes[i]:
            raise r.fail(f"pastures[{i}]", _("P{number} has {sizes} spaces (R-COMP-5)").format(
                                               number=i + 1, sizes=sizes[i]))
        free = [j for j in range(sizes[i]) if (i, j) not in blocked]
        real = [c for c in cells if c != "#"]
        if len(real) > len(free):
            raise r.fail(f"pastures[{i}]", _("P{number} has only {count} usable spaces with "
                                             "{n} players (R-COMP-6, R-COMP-7)").format(
                                               number=i + 1, count=len(free), n=n))
        for k, cell in enumerate(real):
            if cell is not None:
                _read_cell(r, s, cell, f"pastures[{i}][{k}]", i, free[k])


def _read_cell(r: _Reader, s: State, cell: Any, path: str, pasture: int, space: int) -> None:
    if not isinstance(cell, str) or len(cell) > 8:
        raise r.fail(path, _("a cell is a tile text or null, not {kind}").format(
                               kind=_kind(cell)))
    tile_text, gaucho = cell, None
    for mark in ("^", "_"):
        if mark in cell:
            tile_text, _mark, who = cell.partition(mark)
            if not (who.isascii() and who.isdigit() and len(who) == 1) or int(who) >= r.n:
                raise r.fail(path, _("{cell}: the gaucho's owner must be a player number "
                                     "0..{number}").format(
                                       cell=repr(cell), number=r.n - 1))
            gaucho = Occupant(int(who), mark == "^")
    t = r.tile(tile_text, path)
    s.pastures[pasture][space] = t
    if gaucho:
        s.gauchos_on[t] = gaucho


def _read_piles(r: _Reader, s: State) -> None:
    """Covered tiles, the draw pile (top last in the JSON, first to be drawn) and the Steppe."""
    s.covered = r.tiles("covered", r.data.get("covered", []))
    pile = list(reversed(r.tiles("draw_pile", r.data.get("draw_pile", []))))
    s.draw_pile = sorted(pile) if s.draws_by_chance else pile  # by chance: no order
    s.steppe = r.tiles("steppe", r.data.get("steppe", []))
    if len(s.steppe) > r.config.steppe_size:
        raise r.fail("steppe", _("the Steppe holds at most {steppe_size} tiles (R-COMP-14)").format(
                                   steppe_size=r.config.steppe_size))
    if len(s.covered) > len(r.config.blocked[r.n]):
        raise r.fail("covered", _("with {n} players there are only {count} blocked spaces to "
                                  "cover (R-COMP-6/7)").format(
                                    n=r.n, count=len(r.config.blocked[r.n])))


def _read_dice(r: _Reader, s: State) -> None:
    """The Dice Rodeo, the active player's drafted dice and the WISH die."""
    config = r.config
    s.dice_total = r.number("dice", config.dice[r.n], 1, 12, "R-SETUP-1")
    for key in ("rodeo", "held"):
        dice = r.listing(key, r.data.get(key, []), s.dice_total, "R-SETUP-1")
        for i, d in enumerate(dice):
            r.whole(f"{key}[{i}]", d, 1, config.die_faces, "R-ROUND-3")
        setattr(s, key, sorted(dice))
    if len(s.held) > 2:
        raise r.fail("held", _("a player holds at most 2 drafted dice (R-TURN-1)"))
    if len(s.rodeo) + len(s.held) > s.dice_total:
        raise r.fail("rodeo", _("the Dice Rodeo and the drafted dice add up to more than the "
                                "{dice_total} dice in the game (R-SETUP-1)").format(
                                  dice_total=s.dice_total))
    s.wish_die = r.flag("wish_die", r.data.get("wish_die", False))
    s.placed_this_turn = set(r.areas("placed_this_turn", r.data.get("placed_this_turn", []),
                                     "R-AREA-3"))
    s.vacated_this_turn = set(r.areas("vacated_this_turn",
                                      r.data.get("vacated_this_turn", []), "R-AREA-3"))
    s.prelim_areas = r.areas("prelim_areas", r.data.get("prelim_areas", []), "R-PRELIM-9")


def _read_players(r: _Reader, s: State, seats: list[Any]) -> None:
    s.pesos, s.supply, s.herds, s.spaces, s.pending = [], [], [], [], []
    s.prelim_hands, s.prelim_kept = [], []
    for p, seat in enumerate(seats):
        _read_seat(r, s, p, seat)


def _read_seat(r: _Reader, s: State, p: int, seat: Any) -> None:
    """One player: Pesos, herds (R-HERD-1/2), Action Spaces, pending tiles, hand, gauchos."""
    config, n = r.config, r.n
    path = f"players[{p}]"
    if not isinstance(seat, dict):
        raise r.fail(path, _("expected an object, got {kind}").format(kind=_kind(seat)))
    extra = [str(k)[:20] for k in seat if k not in SEAT_FIELDS]
    if extra:
        raise r.fail(path, _("unknown fields {extra}").format(
                               extra=', '.join(sorted(extra)[:10])))
    pesos = r.whole(f"{path}.pesos", seat.get("pesos", 0), 0, MAX_PESOS, "R-COMP-16")
    herds = _read_herds(r, path, seat.get("herds", []))
    spaces = set(r.areas(f"{path}.spaces", seat.get("spaces", []), "R-AREA-3"))
    pending = r.tiles(f"{path}.pending", seat.get("pending", []))
    hand = r.tiles(f"{path}.hand", seat.get("hand", []))
    if len(hand) > config.prelim_draw[n]:
        raise r.fail(f"{path}.hand", _("a player draws {prelim_draw} tiles in the preliminary "
                                       "round with {n} players (R-PRELIM-1)").format(
                                         prelim_draw=config.prelim_draw[n], n=n))
    on_board = sum(1 for o, _ in s.gauchos_on.values() if o == p) + len(spaces)
    supply = r.whole(f"{path}.supply", seat.get("supply", max(0, config.gauchos[n] - on_board)),
                     0, 100, "R-SETUP-2")
    if supply + on_board > config.gauchos[n]:
        raise r.fail(path, _("has {number} gauchos, but a player has {gauchos} with {n} "
                             "players (R-SETUP-2)").format(
                               number=supply + on_board, gauchos=config.gauchos[n], n=n))
    s.pesos.append(pesos)
    s.supply.append(supply)
    s.herds.append(herds)
    s.spaces.append(spaces)
    s.pending.append(pending)
    s.prelim_hands.append(hand)
    s.prelim_kept.append(r.flag(f"{path}.kept", seat.get("kept", s.phase != Phase.KEEP)))


def _read_herds(r: _Reader, path: str, raw: Any) -> dict[int, list[int]]:
    herds: dict[int, list[int]] = {}
    for h, herd_text in enumerate(r.listing(f"{path}.herds", raw, len(BREED_LETTERS))):
        hp = f"{path}.herds[{h}]"
        herd = r.tiles(hp, herd_text)
        if not herd:
            raise r.fail(hp, _("a herd has at least one tile"))
        breeds = {tiles.breed(t) for t in herd}
        if len(breeds) != 1:
            raise r.fail(hp, _("a herd holds tiles of one breed (R-HERD-1)"))
        b = breeds.pop()
        if b in herds:
            raise r.fail(hp, _("a player has at most one herd per breed (R-HERD-1)"))
        values = [tiles.big(t) for t in herd]
        pairs = list(zip(values, values[1:], strict=False))
        if pairs and not (all(x < y for x, y in pairs) or all(x > y for x, y in pairs)):
            raise r.fail(hp, _("{tiles} is not in strict order (R-HERD-2)").format(
                                 tiles=tiles.names(herd)))
        herds[b] = herd
    return herds


def _check_reachable(r: _Reader, s: State, hidden: bool) -> None:
    """Refuse what no game could reach, phase by phase (``hidden``: covered tiles and
    hands may be hidden, so their counts are not checked)."""
    n, config = r.n, r.config
    blocked = len(config.blocked[n])
    removed_breeds = config.breeds_in_play[n] < len(BREED_LETTERS)
    if s.phase == Phase.KEEP and not hidden:
        if all(s.prelim_kept):
            raise r.fail("players", _("in the keep phase some player has not kept yet (give "
                                      "\"kept\": false) (R-PRELIM-2)"))
        if removed_breeds and len(s.covered) != blocked:
            raise r.fail("covered", _("with {n} players the {blocked} blocked spaces are "
                                      "covered during setup by tiles of the removed breed "
                                      "(R-SETUP-4); list {blocked} covered tiles, not {count}"
                                      ).format(n=n, blocked=blocked, count=len(s.covered)))
        if not removed_breeds and len(s.covered) not in (0, blocked):
            raise r.fail("covered", _("with {n} players the blocked spaces are covered "
                                      "together after the keep phase (R-PRELIM-7)").format(
                                        n=n))
    if s.phase == Phase.COVER and not hidden:
        pool = sum(len(h) for h in s.prelim_hands)
        need = blocked - len(s.covered)
        if need <= 0:
            raise r.fail("covered", _("the cover phase covers blocked spaces, but all "
                                      "{blocked} are covered already (R-PRELIM-7)").format(
                                        blocked=blocked))
        if pool < need:
            raise r.fail("players", _("the cover phase draws {need} covering tiles from the "
                                      "discarded hands, which hold {pool} (R-PRELIM-7)").format(
                                        need=need, pool=pool))
    if s.phase == Phase.PLACE:
        if len(s.prelim_areas) >= n:
            raise r.fail("prelim_areas", _("every player has already placed (R-PRELIM-8)"))
        placer = s.placement_order()[len(s.prelim_areas)]
        if s.supply[placer] < 1:
            raise r.fail(f"players[{placer}].supply", _(
                "{player} places next and needs a gaucho in supply (R-PRELIM-8)").format(
                player=player_name(placer)))
    _check_turn(r, s)
    if s.phase in (Phase.COLLECT, Phase.FINAL) and not any(s.pending):
        raise r.fail("players", _("phase {phase} needs tiles pending for some player").format(
                                    phase=s.phase))
    if s.phase not in (Phase.COLLECT, Phase.FINAL) and any(s.pending):
        raise r.fail("players", _("tiles are pending only while they are collected, not in "
                                  "phase {phase} (R-COLLECT-5)").format(
                                    phase=s.phase))
    if s.phase in _ENDGAME - _OVER and (s.rodeo or s.held):
        raise r.fail("rodeo", _("no dice are rolled in the round without dice (R-END-4)"))
    if s.phase not in (Phase.KEEP, Phase.COVER) and any(s.prelim_hands):
        raise r.fail("players", _("a player holds a preliminary hand only in the keep and "
                                  "cover phases (R-PRELIM-1..7), not in phase {phase}").format(
                                    phase=s.phase))
    if s.phase in _OVER and any(s.herds):
        raise r.fail("players", _("at the end of the game every herd has been sold "
                                  "(R-FINAL-4), so no player has a herd"))
    if not hidden and not s.draw_pile and s.trigger_round is None:
        if "trigger_round" not in r.data:  # a reader's assumption: the pile ran out now
            s.trigger_round = s.round
            return
        raise r.fail("trigger_round", _("the draw pile is empty, so the end of the game has "
                                        "been triggered (R-END-1): give trigger_round, the "
                                        "round it ran out in"))


def _check_turn(r: _Reader, s: State) -> None:
    """A turn under way: its dice, its placements and how many turns the round has had."""
    if s.phase in _TURNS and s.turns_taken >= r.n:
        raise r.fail("turns_taken", _("a turn is under way, so fewer than the {n} players have "
                                      "taken theirs this round (R-TURN-1)").format(n=r.n))
    if s.phase == Phase.DRAFT:
        if not s.rodeo:
            raise r.fail("rodeo", _("in the draft phase the Dice Rodeo must show dice to take "
                                    "(R-TURN-1)"))
        if s.held or s.wish_die:
            raise r.fail("held" if s.held else "wish_die", _(
                "in the draft phase the active player has not taken his dice yet, so he holds "
                "no die and no WISH die (R-TURN-1)"))
    if s.phase not in (Phase.TURN, Phase.STEPPE) and s.placed_this_turn:
        raise r.fail("placed_this_turn", _("gauchos are placed during a turn, not in phase "
                                           "{phase}").format(phase=s.phase))
    strays = sorted(s.placed_this_turn - s.spaces[s.active])
    if strays:
        raise r.fail("placed_this_turn", _("{area} is not an Action Space of {player}, the "
                                           "active player, so he did not place a gaucho there "
                                           "this turn (R-AREA-1)").format(
                                             area=strays[0], player=player_name(s.active)))


def _check_playable(s: State) -> None:
    """The engine must be able to go on from here: someone to act, and something to do."""
    import random

    if s.phase in _OVER:
        return
    try:
        who = engine.current_player(s)
        if who == engine.CHANCE:
            engine.sample_chance(s, random.Random(0))
            return
        legal = engine.legal_actions(s) if who >= 0 else []
    except (ArithmeticError, LookupError, TypeError, ValueError, AttributeError) as exc:
        raise InvalidPosition(_("position: the engine cannot play from here ({exc})").format(
                                  exc=exc)) from None
    if who < 0:
        raise InvalidPosition(_("position: nobody can act in phase {phase}").format(
                                  phase=s.phase))
    if not legal:
        raise InvalidPosition(_("position: {player} is to act in phase {phase} but has no "
                                "legal action").format(player=player_name(who), phase=s.phase))
