"""The board picture: its geometry, what it marks, how it is drawn and for whose eyes.

Nothing here draws: :func:`board_scene` turns a :class:`~gaucho.state.State`
into a :class:`Scene`, a flat list of primitive shapes (rectangles, circles,
polygons, paths, text; :mod:`gaucho.views.scene`) in board units with the y axis
pointing down.  Two back ends render the very same scene:
:func:`gaucho.views.svg.scene_svg` writes SVG text and
:func:`gaucho.views.mpl.render_scene` adds matplotlib artists.  So the board's
geometry exists once, here.

Regions of the board (R-COMP-1), top to bottom and left to right::

    header      round, phase, whose turn, draw pile, end trigger
    Pampa       P4 (top) ... P1 (bottom), one row of cells each (R-COMP-5)
    Action Areas   SORT WISH SALE STEAL RAISE STEPPE with one space per player
    Dice Rodeo  available dice, the active player's held dice and WISH die
    Steppe      face-down stack (or revealed), draw pile
    panels      one row per player: Pesos, supply, herds in order, hand, tiles to add
    legend      breeds, players, standing and lying gauchos, blocked spaces

The palette is colour-blind safe (Okabe-Ito for the players), and colour is
never the only cue: every gaucho carries its player's symbol (circle, triangle,
square, diamond: no letter, since B and G are breeds), standing and lying
gauchos have different shapes, every tile its breed letter, and spotted tiles
carry spots.  Every clickable thing has a :class:`Hit` naming it, and a board
can be drawn as one seat sees it (:class:`Sight`).

Every word drawn goes through :mod:`gaucho.i18n` (:func:`board_scene` takes a
``language``); tile, pasture and rule names, numbers and the ``data-target``/``data-key``
names are notation and stay as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypedDict

from gaucho.config import (
    AREA_TITLES,
    AREAS,
    BREEDS,
    area_name,
    breed_name,
    player_name,
)
from gaucho.engine import CHANCE, TERMINAL, current_player, legal_actions
from gaucho.engine.flow import PHASES
from gaucho.errors import GauchoError
from gaucho.i18n import N_, Message, _, and_list, ngettext, use_language
from gaucho.state import BLOCKED, EMPTY, Phase, State
from gaucho.tiles import big, breed, parse, words
from gaucho.tiles import name as tile_name
from gaucho.views.scene import (
    BREED_COLORS,
    BREED_INK,
    PLAYER_COLORS,
    PLAYER_INK,
    SPOT_COLOR,
    THEMES,
    Box,
    Circle,
    Hit,
    Path,
    Polygon,
    Rect,
    Scene,
    Shape,
    Style,
    Text,
    check_theme,
    mid_text,
)
from gaucho.views.text import render_text

__all__ = [
    "AREA_ROW", "AREA_W", "AREA_X", "BoardLayout", "CELL", "CELL_GAP", "DIE", "DIE_GAP",
    "HEADER_H", "HERD_GAP", "HERD_TILE_H", "HERD_TILE_W", "LABEL_W", "LEGEND_H", "MARGIN",
    "Marks", "PANEL_GAP", "PANEL_H", "PANEL_INFO_W", "PLAYER_SYMBOLS", "ROW_H", "SIDE_W",
    "SIDE_X", "Sight", "Subject", "Table", "WIDTH", "action_marks", "back_shapes", "blocked_shapes",
    "board_layout", "board_scene", "check_notes", "die_shapes", "gaucho_shapes", "layout_for",
    "mark_shapes", "player_symbol", "resolve", "tile_shapes", "tile_words",
]

# ================================================================ geometry
WIDTH = 1000.0
MARGIN = 16.0
HEADER_H = 62.0
CELL = 58.0
CELL_GAP = 6.0
ROW_H = CELL + 12.0
LABEL_W = 72.0
AREA_X = 478.0
AREA_W = 250.0
AREA_ROW = 44.0
SIDE_X = 744.0
SIDE_W = WIDTH - MARGIN - SIDE_X
DIE = 27.0
DIE_GAP = 4.0
PANEL_GAP = 8.0
#: Herd tiles are drawn large enough to read from a projector (R-HERD-1 order matters).
HERD_TILE_W = 34.0
HERD_TILE_H = 44.0
HERD_GAP = 12.0
PANEL_H = HERD_TILE_H + 20.0
PANEL_INFO_W = 226.0
LEGEND_H = 34.0


@dataclass(frozen=True)
class BoardLayout:
    """Where everything goes, for one rules configuration and player count."""

    players: int
    width: float
    height: float
    header: Box
    pampa: Box
    #: ``pasture_rows[i]`` is the row of pasture i (0 = P1, drawn at the bottom).
    pasture_rows: tuple[Box, ...]
    pasture_labels: tuple[Box, ...]
    #: ``cells[i][j]``: space j of pasture i.
    cells: tuple[tuple[Box, ...], ...]
    areas_box: Box
    areas: dict[str, Box]
    #: ``area_spaces[area][p]``: player p's Action Space in that area (R-COMP-13).
    area_spaces: dict[str, tuple[Box, ...]]
    rodeo: Box
    rodeo_slots: tuple[Box, ...]
    held_slots: tuple[Box, ...]
    steppe: Box
    steppe_slots: tuple[Box, ...]
    draw_pile: Box
    #: One full-width row per player: name, Pesos and supply, then the herds.
    panels: tuple[Box, ...]
    legend: Box

    def herd_boxes(self, player: int, lengths: Sequence[int]) -> list[list[Box]]:
        """Tiles of a player's herds (in order), left to right in his panel's row.

        A group never breaks; when they do not fit, every tile gets narrower until
        they do (deterministic), so a long game still shows every tile.
        """
        panel = self.panels[player]
        x0, x1 = panel.x + PANEL_INFO_W, panel.x + panel.w - 8
        y = panel.y + panel.h - HERD_TILE_H - 6
        width = HERD_TILE_W
        while True:
            step = width + 2
            need = sum(n * step for n in lengths) + HERD_GAP * max(0, len(lengths) - 1)
            if x0 + need <= x1 or width <= 8:
                break
            width -= 1
        out: list[list[Box]] = []
        x = x0
        for n in lengths:
            out.append([Box(x + k * (width + 2), y, width, HERD_TILE_H) for k in range(n)])
            x += n * (width + 2) + HERD_GAP
        return out

    def footer(self, player: int) -> Box:
        """The line under a player's name: supply, and notes such as the final score."""
        panel = self.panels[player]
        return Box(panel.x + 14, panel.y + panel.h - 20, PANEL_INFO_W - 20, 16)


def board_layout(pasture_sizes: Sequence[int], players: int, dice: int,
                 steppe_size: int) -> BoardLayout:
    """Compute the board geometry (pure arithmetic, deterministic)."""
    n_past = len(pasture_sizes)
    top = HEADER_H + 8
    rows: list[Box] = []
    labels: list[Box] = []
    cells: list[tuple[Box, ...]] = []
    widest = max(pasture_sizes) if pasture_sizes else 1
    for i, size in enumerate(pasture_sizes):
        y = top + 6 + (n_past - 1 - i) * ROW_H
        row = Box(MARGIN + 4, y, LABEL_W + size * (CELL + CELL_GAP) + 2, CELL + 6)
        rows.append(row)
        labels.append(Box(MARGIN + 6, y + 3, LABEL_W - 8, CELL))
        x0 = MARGIN + 4 + LABEL_W
        cells.append(tuple(Box(x0 + j * (CELL + CELL_GAP), y + 3, CELL, CELL)
                           for j in range(size)))
    pampa_w = LABEL_W + widest * (CELL + CELL_GAP) + 14
    pampa_h = max(n_past * ROW_H + 8, len(AREAS) * AREA_ROW + 30)
    pampa = Box(MARGIN, top, max(pampa_w, AREA_X - MARGIN - 12), pampa_h)
    area_x = max(AREA_X, pampa.x + pampa.w + 12)
    side_x = max(SIDE_X, area_x + AREA_W + 12)
    width = max(WIDTH, side_x + SIDE_W + MARGIN)

    areas_box = Box(area_x, top, AREA_W, pampa_h)
    areas: dict[str, Box] = {}
    spaces: dict[str, tuple[Box, ...]] = {}
    for k, area in enumerate(AREAS):
        box = Box(area_x + 6, top + 26 + k * AREA_ROW, AREA_W - 12, AREA_ROW - 6)
        areas[area] = box
        r = 12.0
        first = box.x + box.w - 8 - players * (2 * r + 4) + 4
        spaces[area] = tuple(Box(first + p * (2 * r + 4), box.cy - r, 2 * r, 2 * r)
                             for p in range(players))

    per_row = max(1, int((SIDE_W - 16 + DIE_GAP) // (DIE + DIE_GAP)))
    rodeo_slots = tuple(Box(side_x + 8 + (d % per_row) * (DIE + DIE_GAP),
                            top + 26 + (d // per_row) * (DIE + DIE_GAP), DIE, DIE)
                        for d in range(dice))
    held_y = top + 26 + ((dice - 1) // per_row + 1) * (DIE + DIE_GAP) + 18
    held_slots = tuple(Box(side_x + 8 + k * (DIE + 6), held_y, DIE, DIE) for k in range(3))
    rodeo = Box(side_x, top, SIDE_W, held_y + DIE + 8 - top)

    steppe_top = rodeo.y + rodeo.h + 8
    steppe_h = top + pampa_h - steppe_top
    steppe = Box(side_x, steppe_top, SIDE_W, steppe_h)
    sw = min(40.0, (SIDE_W - 90 - 4 * max(0, steppe_size - 1)) / max(1, steppe_size))
    steppe_slots = tuple(Box(side_x + 8 + k * (sw + 4), steppe_top + 26, sw, sw * 1.15)
                         for k in range(steppe_size))
    draw_pile = Box(side_x + SIDE_W - 64, steppe_top + 26, 46, 46 * 1.15)

    panel_top = top + pampa_h + 10
    panels = tuple(Box(MARGIN, panel_top + p * (PANEL_H + PANEL_GAP), width - 2 * MARGIN,
                       PANEL_H) for p in range(players))
    legend_top = panel_top + players * (PANEL_H + PANEL_GAP) + 2
    legend = Box(MARGIN, legend_top, width - 2 * MARGIN, LEGEND_H)
    height = legend_top + LEGEND_H + 6
    return BoardLayout(
        players=players, width=width, height=height,
        header=Box(MARGIN, 8, width - 2 * MARGIN, HEADER_H - 8),
        pampa=pampa, pasture_rows=tuple(rows), pasture_labels=tuple(labels),
        cells=tuple(cells), areas_box=areas_box, areas=areas, area_spaces=spaces,
        rodeo=rodeo, rodeo_slots=rodeo_slots, held_slots=held_slots, steppe=steppe,
        steppe_slots=steppe_slots, draw_pile=draw_pile, panels=panels, legend=legend,
    )


def layout_for(s: State) -> BoardLayout:
    return board_layout(s.config.pasture_sizes, s.players, s.dice_total, s.config.steppe_size)


# ============================================================ what to mark
@dataclass(frozen=True)
class Marks:
    """What a picture highlights (a lesson pointing at things) and what the last move
    touched (drawn differently: see the marks of :data:`gaucho.views.scene.THEMES`)."""

    tiles: frozenset[int] = frozenset()
    pastures: frozenset[int] = frozenset()
    areas: frozenset[str] = frozenset()
    #: Written in the header's corner, in the language current when drawn.
    caption: str | Message = ""
    last_tiles: frozenset[int] = frozenset()
    last_areas: frozenset[str] = frozenset()


def _tile_of(value: object, config: Any) -> int:
    """A tile from its number or its name ``"W10"``; a :class:`gaucho.GauchoError` naming
    the option and the value for anything else (a tile this game's rules do not have)."""
    tile = -1
    if isinstance(value, str):
        try:
            tile = parse(value)
        except GauchoError:
            tile = -1
    elif isinstance(value, int) and not isinstance(value, bool):
        tile = value
    if not (0 <= breed(tile) < len(BREEDS) and 1 <= big(tile) <= config.max_big):
        # Translators: {last} is the highest big number of a tile ("12").
        raise GauchoError(_("highlight_tiles must name tiles (a name such as W10, or its "
                            "number), with big numbers 1..{last}, not {value}").format(
                                last=config.max_big, value=repr(value)[:40]))
    return tile


def check_notes(notes: object) -> tuple[str, ...]:
    """``notes`` as a tuple of texts (one line per player) if it is a sequence of texts;
    otherwise a :class:`gaucho.GauchoError` naming the option."""
    texts = isinstance(notes, Iterable) and not isinstance(notes, (str, bytes))
    lines: tuple[object, ...] = tuple(notes) if texts else ()  # type: ignore[arg-type]
    if not texts or not all(isinstance(n, (str, Message)) for n in lines):
        raise GauchoError(_("notes must be a list of texts, one per player, not {value}").format(
            value=repr(notes)[:40]))
    return tuple(str(n) for n in lines)


def _pasture_of(value: object, count: int) -> int:
    """A pasture index from ``0`` (P1) or a name ``"P1"``; a :class:`gaucho.GauchoError`
    naming the option for anything else (a pasture the table does not have)."""
    index = -1
    if isinstance(value, str):
        text = value.strip().upper()
        digits = text[1:] if text.startswith("P") else text
        index = int(digits) - 1 if digits.isdigit() else -1
    elif isinstance(value, int) and not isinstance(value, bool):
        index = value
    if not 0 <= index < count:
        raise GauchoError(_("highlight_pasture must be a pasture 0..{last} or P1..P{count}, "
                            "not {value}").format(last=count - 1, count=count,
                                                  value=repr(value)[:40]))
    return index


def _area_of(value: object) -> str:
    """An Action Area's name (any case); a :class:`gaucho.GauchoError` naming the option
    and the areas for anything else."""
    name = value.strip().upper() if isinstance(value, str) else ""
    if name not in AREAS:
        raise GauchoError(_("highlight_areas must name Action Areas ({areas}), not "
                            "{value}").format(areas=", ".join(AREAS), value=repr(value)[:40]))
    return name


def _as_iter(value: Any) -> Iterable[Any]:
    if value is None:
        return ()
    if isinstance(value, (str, int)) or not isinstance(value, Iterable):
        return (value,)
    return tuple(value)


def action_marks(action: object) -> tuple[set[int], set[str]]:
    """Tiles and Action Areas an action touches (any action of :mod:`gaucho.actions`)."""
    tiles: set[int] = set()
    areas: set[str] = set()
    tile = getattr(action, "tile", None)
    if isinstance(tile, int):
        tiles.add(tile)
    more = getattr(action, "tiles", None)
    if isinstance(more, tuple):
        tiles.update(t for t in more if isinstance(t, int))
    for placement in getattr(action, "placements", ()) or ():
        tiles.add(placement[0])
    area = getattr(action, "area", None)
    if isinstance(area, str):
        areas.add(area)
    return tiles, areas


class Table(Protocol):
    """What a picture reads from a game besides its state: the history (for the last
    decision) and the legal decisions now.  :class:`gaucho.Game` is one; the views never
    import it (it sits above them)."""

    @property
    def state(self) -> State: ...

    @property
    def history(self) -> Sequence[Any]: ...

    def legal_actions(self) -> Sequence[Any]: ...


#: What a board picture is drawn from: a game (:class:`Table`) or a bare state.
Subject = State | Table


def resolve(subject: Subject, *, highlight_tiles: Any = None, highlight_pasture: Any = None,
            highlight_areas: Any = None, last_action: bool = False,
            legal_targets: bool | Iterable[object] = False, complete_pastures: bool = False,
            last_words: Callable[[Any], object] | None = None) -> tuple[State, Marks]:
    """The state of a Game or State, and the marks the options ask for.

    ``highlight_pasture`` takes a pasture index (0 = P1) or a name ``"P3"``, or
    several.  With ``last_action`` the tiles and Action Area touched by the last
    decision in ``game.history`` get the last move's own mark (chance steps are skipped),
    and the header says it: in ``last_words(step)`` when the caller gives them (the views
    cannot import the explorer's words, so they show the words they are given, e.g.
    :func:`gaucho.explorer.said.last_words`), else in the notation;
    ``legal_targets`` marks every tile and Action Area that the given actions name, or,
    with ``True``, the subject's legal actions now (a game's own list; for a bare state
    the engine's); ``complete_pastures`` marks the pastures that would be collected
    (R-COLLECT-2).
    """
    state: State = subject if isinstance(subject, State) else subject.state
    tiles = {_tile_of(t, state.config) for t in _as_iter(highlight_tiles)}
    pastures = {_pasture_of(p, len(state.pastures)) for p in _as_iter(highlight_pasture)}
    areas = {_area_of(a) for a in _as_iter(highlight_areas)}
    if legal_targets is True:
        legal_targets = (legal_actions(state) if isinstance(subject, State)
                         else subject.legal_actions())
    for action in legal_targets or ():
        t, a = action_marks(action)
        tiles |= t
        areas |= a
    if complete_pastures:
        pastures |= {i for i in range(len(state.pastures)) if state.is_complete(i)}
    caption: str | Message = ""
    last_tiles: set[int] = set()
    last_areas: set[str] = set()
    if last_action and not isinstance(subject, State):
        for step in reversed(getattr(subject, "history", ())):
            if step.player < 0:
                continue
            last_tiles, last_areas = action_marks(step.action)
            # Translators: header of a board picture; {action} is the decision in words
            # ("takes 4 and 5 from the Dice Rodeo"), or its notation (take 4 5).
            caption = Message("Last: {player}: {action}", player=player_name(step.player),
                              action=str(last_words(step) if last_words else step.action))
            break
    return state, Marks(frozenset(tiles), frozenset(pastures), frozenset(areas), caption,
                        frozenset(last_tiles), frozenset(last_areas))



# ================================================================= drawing
def _pips(box: Box, value: int, color: str) -> list[Shape]:
    """Pips of a die face 1-6 (a number beyond 6 is written)."""
    spots = {
        1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
        5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
    }.get(value)
    if spots is None:
        return [mid_text(box.cx, box.cy, str(value), box.h * 0.6, color, bold=True)]
    d = box.w * 0.27
    r = box.w * 0.09
    return [Circle(box.cx + dx * d, box.cy + dy * d, r, Style(fill=color)) for dx, dy in spots]


def die_shapes(box: Box, value: int | None, pal: dict[str, str], *, border: str | None = None,
               tip: str | None = None, wish: bool = False) -> list[Shape]:
    """A die (value ``None`` = an empty slot: a taken or used die)."""
    if value is None:
        return [Rect(box.x, box.y, box.w, box.h, Style(stroke=pal["muted"], width=1,
                                                        dash=(3, 2)), rx=4, tip=tip)]
    out: list[Shape] = [Rect(box.x, box.y, box.w, box.h,
                             Style(fill=pal["die"], stroke=border or pal["tile_stroke"],
                                   width=2 if border else 1, dash=(3, 2) if wish else ()),
                             rx=4, tip=tip)]
    out.extend(_pips(box, value, pal["pip"]))
    return out


#: The letter drawn on a tile of each breed and in the legend, by breed index: the breed's
#: initial in the language the board is drawn in, so that "B" does not read as "blanco" in
#: Spanish.  Only the picture changes; the notation (``W10``, ``data-key="tile:W10"``, saves)
#: keeps :data:`gaucho.config.BREED_LETTERS` in every language.
BREED_DRAWN_LETTERS = (
    # Translators: the one-letter mark of a breed drawn on its tiles (the breed's initial in
    # your language); the five letters must differ: brown, golden, black, white, spotted.
    N_("B"), N_("G"), N_("K"), N_("W"), N_("S"))


def breed_letter(b: int) -> str:
    """The letter drawn for breed ``b`` in the current language (:data:`BREED_DRAWN_LETTERS`)."""
    return _(BREED_DRAWN_LETTERS[b])


#: Each player's mark on his gauchos, a shape rather than a letter (the breed letters
#: B and G would otherwise also mean Blue and Green): circle, triangle, square, diamond.
PLAYER_SYMBOLS = ("circle", "triangle", "square", "diamond")


def player_symbol(cx: float, cy: float, player: int, size: float, fill: str,
                  tip: str | None = None) -> Shape:
    """The player's symbol (:data:`PLAYER_SYMBOLS`) centred on ``(cx, cy)``."""
    r = size
    style = Style(fill=fill)
    kind = PLAYER_SYMBOLS[player % len(PLAYER_SYMBOLS)]
    if kind == "circle":
        return Circle(cx, cy, r * 0.8, style, tip=tip)
    if kind == "triangle":
        return Polygon(((cx, cy - r), (cx + r, cy + r * 0.75), (cx - r, cy + r * 0.75)), style,
                       tip=tip)
    if kind == "square":
        return Rect(cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5, style, tip=tip)
    return Polygon(((cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)), style, tip=tip)


def gaucho_shapes(cx: float, cy: float, player: int, standing: bool, size: float = 1.0,
                  tip: str | None = None) -> list[Shape]:
    """A gaucho in player colours with his symbol: standing = upright pawn, lying = on its side."""
    color, ink = PLAYER_COLORS[player], PLAYER_INK[player]
    line = Style(fill=color, stroke="#000000", width=1.2)
    s = size
    if standing:
        head = Circle(cx, cy - 11 * s, 5.5 * s, line, tip=tip)
        body = Polygon(((cx - 5 * s, cy - 5 * s), (cx + 5 * s, cy - 5 * s),
                        (cx + 9 * s, cy + 15 * s), (cx - 9 * s, cy + 15 * s)), line, tip=tip)
        return [body, head, player_symbol(cx, cy + 6 * s, player, 4 * s, ink, tip=tip)]
    lying = Rect(cx - 16 * s, cy - 6.5 * s, 27 * s, 13 * s, line, rx=6.5 * s, tip=tip)
    head = Circle(cx + 15 * s, cy, 5 * s, line, tip=tip)
    return [lying, head, player_symbol(cx - 3 * s, cy, player, 4 * s, ink, tip=tip)]


def tile_words(tile: int) -> str:
    """A tile in words: its breed's name and its number ("golden 7"), never its code
    ``G7`` (the board's tooltips and the targets' accessible names,
    :mod:`gaucho.explorer.spoken`, say tiles alike: :func:`gaucho.tiles.words`)."""
    return words(tile)


def mark_shapes(box: Box, pal: dict[str, str], *, mark: bool = False, last: bool = False,
                rx: float = 6, tip: str | None = None, key: str | None = None) -> list[Shape]:
    """The frames around a marked thing: a solid one ("look here"), and further out a
    dotted one (the last move touched it); two looks, not two colours only."""
    out: list[Shape] = []
    if last:
        out.append(Rect(box.x - 5, box.y - 5, box.w + 10, box.h + 10,
                        Style(stroke=pal["last"], width=2.5, dash=(2, 3)), rx=rx + 2,
                        tip=tip, key=key))
    if mark:
        out.append(Rect(box.x - 3, box.y - 3, box.w + 6, box.h + 6,
                        Style(stroke=pal["mark"], width=3.5), rx=rx, tip=tip, key=key))
    return out


def tile_shapes(box: Box, tile: int, small: int, pal: dict[str, str], *,
                occupant: tuple[int, bool] | None = None, highlight: bool = False,
                last: bool = False, mini: bool = False) -> list[Shape]:
    """A Cattle Tile: breed colour and letter, big number, small number, its gaucho."""
    b = breed(tile)
    name, letter = tile_name(tile), breed_letter(b)
    # Translators: tooltip of a tile on the board ("white 10 (small 4)"); {tile} is the
    # tile in words ("white 10"), {small} its small number.
    tip = _("{tile} (small {small})").format(tile=tile_words(tile), small=small)
    if occupant is not None:
        tip = _gaucho_on(tip, occupant[0], occupant[1])
    key = f"tile:{name}"
    fill, ink = BREED_COLORS[b], BREED_INK[b]
    out: list[Shape] = [Rect(box.x, box.y, box.w, box.h,
                             Style(fill=fill, stroke=pal["tile_stroke"], width=1),
                             rx=3 if mini else 5, tip=tip, key=key)]
    if b == 4:  # spotted: spots as well as the letter
        spots = (((0.14, 0.52), (0.86, 0.58), (0.2, 0.86), (0.8, 0.88)) if not mini
                 else ((0.82, 0.86), (0.16, 0.9)))
        for fx, fy in spots:
            out.append(Circle(box.x + fx * box.w, box.y + fy * box.h,
                              box.w * (0.07 if not mini else 0.09), Style(fill=SPOT_COLOR),
                              tip=tip, key=key))
    if mini:
        out.append(Text(box.x + 3, box.y + 11, letter, 10, ink, bold=True, tip=tip, key=key))
        out.append(mid_text(box.cx, box.cy + 5, str(big(tile)),
                            17 if box.w >= 24 else 12, ink, bold=True, tip=tip, key=key))
    else:
        out.append(Text(box.x + 4, box.y + 13, letter, 12, ink, bold=True, tip=tip, key=key))
        big_x = box.x + (22 if occupant and occupant[1] else box.w / 2)
        big_cy = box.y + (27 if occupant and not occupant[1] else box.h / 2 + 2)
        out.append(mid_text(big_x, big_cy, str(big(tile)), 22, ink, bold=True, tip=tip,
                            key=key))
        # small number: a white disc in the top right corner
        out.append(Circle(box.x + box.w - 9, box.y + 9, 7, Style(fill="#FFFFFF",
                                                                   stroke="#000000", width=0.8),
                          tip=tip, key=key))
        out.append(mid_text(box.x + box.w - 9, box.y + 9, str(small), 9, "#000000", bold=True,
                            tip=tip, key=key))
        if occupant is not None:
            player, standing = occupant
            if standing:
                out.extend(gaucho_shapes(box.x + box.w - 13, box.y + 33, player, True, 0.95,
                                         tip=tip))
            else:
                out.extend(gaucho_shapes(box.cx - 2, box.y + box.h - 11, player, False, 0.95,
                                         tip=tip))
    out.extend(mark_shapes(box, pal, mark=highlight, last=last, tip=tip, key=key))
    return out


def back_shapes(box: Box, pal: dict[str, str], tip: str, mark: str = "?") -> list[Shape]:
    """A face-down tile: its back, nothing of its face."""
    return [Rect(box.x, box.y, box.w, box.h, Style(fill=pal["back"], stroke=pal["tile_stroke"]),
                 rx=4, tip=tip),
            mid_text(box.cx, box.cy, mark, min(14.0, box.w * 0.5), "#FFFFFF", bold=True)]


def _gaucho_on(place: str, player: int, standing: bool) -> str:
    """``"white 10 in pasture 2, Red gaucho standing"``: a tile's tooltip with who lies or
    stands on it (one message, so a translator orders the words)."""
    if standing:
        # Translators: a tile's tooltip with its gaucho; {place} is "white 10 in pasture 2"
        # or "white 10 (small 5)".
        return _("{place}, {player} gaucho standing").format(place=place,
                                                             player=player_name(player))
    # Translators: a tile's tooltip with its gaucho; {place} is "white 10 in pasture 2" or
    # "white 10 (small 5)".
    return _("{place}, {player} gaucho lying").format(place=place, player=player_name(player))


def _fmt_values(values: tuple[int, ...]) -> str:
    if len(values) > 1 and list(values) == list(range(values[0], values[-1] + 1)):
        return f"{values[0]}-{values[-1]}"
    return "/".join(map(str, values))


def _status(s: State, player: int) -> str:
    if player == CHANCE:
        return _("to act: chance")
    if player == TERMINAL:
        if s.phase == Phase.GAME_OVER:
            best = max(s.pesos) if s.pesos else 0
            won = [player_name(p) for p in range(s.players) if s.pesos[p] == best]
            # Translators: the end of a game; {players} are one or more colours.
            return ngettext("{players} wins with {pesos} Pesos", "{players} win with {pesos} Pesos",
                            len(won)).format(players=and_list(won), pesos=best)
        return _("to act: nobody")
    return _("to act: {player}").format(player=player_name(player))


# ============================================================ who looks
@dataclass(frozen=True)
class Sight:
    """Whose eyes the board is drawn for, and how much lies face down where.

    The state drawn with a seat's sight is that seat's table (every hidden
    place emptied, :class:`gaucho.information.InformationSet`); the counts
    here say how many face-down tiles to draw instead, so nothing drawn
    depends on a hidden tile.  ``viewer=None`` is the whole table (a teacher).
    """

    viewer: int | None
    draw_pile: int
    steppe: int
    steppe_seen: bool
    hands: tuple[int, ...]
    kept: tuple[int, ...]
    out: int

    @classmethod
    def table(cls, s: State, *, reveal_steppe: bool = False,
              reveal_hands: bool = False) -> Sight:
        """The whole table: hands and Steppe face down unless revealed (a teacher's view)."""
        hands = tuple(0 if reveal_hands or not s.prelim_hands else len(s.prelim_hands[p])
                      for p in range(s.players))
        return cls(None, len(s.draw_pile), 0 if reveal_steppe else len(s.steppe),
                   reveal_steppe, hands, (0,) * s.players, len(s.out))


@dataclass
class _Board:
    """What every drawing step of :func:`board_scene` needs."""

    s: State
    lay: BoardLayout
    pal: dict[str, str]
    marks: Marks
    sight: Sight
    who: int
    notes: Sequence[str]
    scene: Scene

    @property
    def cfg(self) -> Any:
        return self.s.config

    def add(self, *shapes: Shape) -> None:
        self.scene.shapes.extend(shapes)

    def hit(self, box: Box, target: str, tip: str, rx: float = 4.0) -> None:
        self.scene.hits.append(Hit(box.x - 2, box.y - 2, box.w + 4, box.h + 4, target, tip, rx))


def board_scene(s: State, marks: Marks = Marks(), *, reveal_steppe: bool = False,
                theme: str = "light", sight: Sight | None = None,
                notes: Sequence[object] = (), language: str | None = None) -> Scene:
    """The table as a :class:`Scene` (see the module docstring for the regions).

    ``sight`` draws it as one seat sees it (:func:`gaucho.views.seat.seat_scene`
    builds one); ``notes`` are one line per player written in his panel (the
    final score, for instance).  Every clickable thing gets a :class:`Hit` whose
    ``target`` names it (``tile:W10``, ``die:3``, ``area:STEAL``, ``herd:1:W10``,
    ``hand:K2``, ``pending:W5``, ``steppe:W1``, ``pasture:P2``, ``held:4``).
    Its words, title and text alternative are in ``language`` (default: the current one).
    """
    with use_language(language):
        return _board_scene(s, marks, reveal_steppe, theme, sight, check_notes(notes))


def _board_scene(s: State, marks: Marks, reveal_steppe: bool, theme: str,
                 sight: Sight | None, notes: Sequence[str]) -> Scene:
    check_theme(theme)
    lay = layout_for(s)
    pal = THEMES[theme]
    seen = sight or Sight.table(s, reveal_steppe=reveal_steppe)
    who = current_player(s)
    desc = render_text(s, draw_pile=seen.draw_pile, steppe=seen.steppe + (
        len(s.steppe) if seen.steppe_seen else 0))
    scene = Scene(lay.width, lay.height, pal["background"], "", desc)
    b = _Board(s, lay, pal, marks, seen, who, notes, scene)
    _draw_header(b)
    _draw_pampa(b)
    _draw_areas(b)
    _draw_rodeo(b)
    _draw_steppe(b)
    for player in range(s.players):
        _draw_panel(b, player)
    _draw_legend(b)
    return scene


def _round_text(s: State) -> tuple[str, str]:
    """``(round words, phase title)`` for the header and the picture's title."""
    title = PHASES[s.phase].title if s.phase in PHASES else str(s.phase)
    # the decisions are taken on the English words, then translated
    english = "preliminary round" if s.round == 0 else f"round {s.round}"
    if s.phase == Phase.SETUP or title.lower().startswith(english):
        round_text = ""
    elif s.phase == Phase.GAME_OVER:
        round_text = _("after round {n}").format(n=s.round)
    elif s.round == 0:
        round_text = _("preliminary round")
    else:
        round_text = _("round {n}").format(n=s.round)
    if s.no_dice_round:
        # Translators: {round} is "round 5" or "after round 5" (may be empty).
        round_text = _("{round} (round without dice)").format(round=round_text)
    elif s.last_regular_round == s.round and s.round > 0:
        # Translators: {round} is "round 5" or "after round 5" (may be empty).
        round_text = _("{round} (last regular round)").format(round=round_text)
    return round_text, _(title) if s.phase in PHASES else title


def _draw_header(b: _Board) -> None:
    s, h, text, muted = b.s, b.lay.header, b.pal["text"], b.pal["muted"]
    round_text, phase_title = _round_text(s)
    # Translators: first part of a board picture's title (read by screen readers).
    players = _("El Gaucho: {n} players").format(n=s.players)
    b.scene.title = ", ".join(x for x in (players, round_text, phase_title,
                                          _status(s, b.who)) if x)
    if b.sight.viewer is not None:
        b.scene.title += _(" (as {player} sees it)").format(
            player=player_name(b.sight.viewer))
    heading = " · ".join(x for x in ("El Gaucho", _initial(round_text), phase_title) if x)
    b.add(Text(h.x, h.y + 20, heading, 18, text, bold=True))
    if b.who >= 0:
        to_act = _("{player} to act").format(player=player_name(b.who))
        b.add(*gaucho_shapes(h.x + h.w - 12, h.y + 16, b.who, True, 0.9, tip=to_act))
        b.add(Text(h.x + h.w - 28, h.y + 20, to_act, 15, text, anchor="end", bold=True))
    else:
        status = _status(s, b.who)
        b.add(Text(h.x + h.w, h.y + 20, _initial(status), 15, text, anchor="end", bold=True))
    info = [_("Start player: {player}").format(player=s.start_player_name),
            _("draw pile {n}").format(n=b.sight.draw_pile),
            _("out of the game {n}").format(n=b.sight.out)]
    if b.sight.viewer is not None:
        info.insert(0, _("seen by {player}").format(player=player_name(b.sight.viewer)))
    if s.trigger_round == 0:
        info.append(_("end triggered in the preliminary round"))
    elif s.trigger_round is not None:
        info.append(_("end triggered in round {n}").format(n=s.trigger_round))
    b.add(Text(h.x, h.y + 42, " · ".join(info), 12, muted))
    if b.marks.caption:
        b.add(Text(h.x + h.w, h.y + 42, str(b.marks.caption), 12, text, anchor="end",
                   bold=True))


def _initial(text: str) -> str:
    """``text`` with a capital first letter (the rest as it is: German nouns keep theirs)."""
    return text[:1].upper() + text[1:]


def _draw_pampa(b: _Board) -> None:
    s, lay, pal = b.s, b.lay, b.pal
    text, muted = pal["text"], pal["muted"]
    p = lay.pampa
    b.add(Rect(p.x, p.y, p.w, p.h, Style(fill=pal["pampa"], stroke=pal["panel_stroke"]), rx=8))
    for i in reversed(range(len(s.pastures))):
        row, label = lay.pasture_rows[i], lay.pasture_labels[i]
        # the pasture's label and its empty spaces (its tiles have their own targets)
        pasture = f"P{i + 1}"
        words = _("pasture {n}").format(n=i + 1)
        b.hit(label, f"pasture:{pasture}", words)
        for j, c in enumerate(s.pastures[i]):
            if c == EMPTY:
                b.hit(lay.cells[i][j], f"pasture:{pasture}",
                      _("pasture {name}, space {n}").format(name=i + 1, n=j + 1))
        b.add(Text(label.x + 4, label.y + 24, pasture, 20, text, bold=True,
                   key=f"pasture:{pasture}"))
        # Translators: under a pasture's name on the board: the sum of its big numbers.
        b.add(Text(label.x + 4, label.y + 42, _("sum {n}").format(n=s.pasture_sum(i)), 11,
                   muted))
        if s.is_complete(i):
            # Translators: under a pasture's name on the board (R-COLLECT-2).
            b.add(Text(label.x + 4, label.y + 55, _("complete"), 10, text, bold=True))
        for j, c in enumerate(s.pastures[i]):
            _draw_cell(b, lay.cells[i][j], c, i + 1, j + 1)
        if i in b.marks.pastures:
            b.add(Rect(row.x - 2, row.y - 2, row.w + 4, row.h + 4,
                       Style(stroke=pal["mark"], width=3, dash=(8, 4)), rx=8, tip=words))


def _draw_cell(b: _Board, box: Box, c: int, pasture: int, space: int) -> None:
    """One space of pasture number ``pasture`` (1 = P1): empty, blocked or its tile."""
    pal, muted = b.pal, b.pal["muted"]
    words = _("pasture {n}").format(n=pasture)
    if c == EMPTY:
        b.add(Rect(box.x, box.y, box.w, box.h, Style(fill=pal["empty"], stroke=muted,
                                                      dash=(4, 3)), rx=5,
                   tip=_("{pasture}, space {n}: empty").format(pasture=words, n=space),
                   key=f"space:P{pasture}.{space}"))
    elif c == BLOCKED:
        b.add(*blocked_shapes(box, pal, _("{pasture} space {n}: blocked (R-COMP-8)").format(
            pasture=words, n=space)))
    else:
        b.add(*tile_shapes(box, c, b.cfg.small(big(c)), pal, occupant=b.s.gauchos_on.get(c),
                           **_marked(b, c)))
        occ = b.s.gauchos_on.get(c)
        tip = _("{tile} in pasture {n}").format(tile=tile_words(c), n=pasture)
        if occ:
            tip = _gaucho_on(tip, occ.owner, occ.standing)
        b.hit(box, f"tile:{tile_name(c)}", tip)


class _Marked(TypedDict):
    highlight: bool
    last: bool


def _marked(b: _Board, tile: int) -> _Marked:
    """How a tile is marked: highlighted, touched by the last move (both, or neither)."""
    return {"highlight": tile in b.marks.tiles, "last": tile in b.marks.last_tiles}


def blocked_shapes(box: Box, pal: dict[str, str], tip: str) -> list[Shape]:
    """A blocked space: grey, hatched (a covered tile lies there face down)."""
    out: list[Shape] = [Rect(box.x, box.y, box.w, box.h,
                             Style(fill=pal["blocked"], stroke=pal["tile_stroke"]), rx=5, tip=tip)]
    n = max(1, int(box.w // 18))
    for k in range(n):
        off = box.w * (k + 0.5) / n
        out.append(Path((("M", box.x + off - box.w / (2 * n), box.y + box.h - 3),
                         ("L", box.x + off + box.w / (2 * n), box.y + 3)),
                        Style(stroke=pal["tile_stroke"], width=1.2)))
    return out


def _draw_areas(b: _Board) -> None:
    s, lay, pal = b.s, b.lay, b.pal
    text, muted = pal["text"], pal["muted"]
    a = lay.areas_box
    b.add(Rect(a.x, a.y, a.w, a.h, Style(fill=pal["panel"], stroke=pal["panel_stroke"]), rx=8))
    b.add(Text(a.x + 10, a.y + 18, _("Action Areas"), 13, text, bold=True))
    for area in AREAS:
        box = lay.areas[area]
        enabled = area in b.cfg.areas_enabled
        values = b.cfg.area_values.get(area, ())
        if enabled:
            # Translators: tooltip of an Action Area; {values} are die values (1-2, 3/4).
            tip = _("{area}: pay {values}").format(area=_(AREA_TITLES[area]),
                                                   values=_fmt_values(values))
        else:
            # Translators: tooltip of an Action Area switched off by a variant.
            tip = _("{area}: pay {values} (off)").format(area=_(AREA_TITLES[area]),
                                                         values=_fmt_values(values))
        b.add(Rect(box.x, box.y, box.w, box.h,
                   Style(fill=pal["background"], stroke=pal["panel_stroke"],
                         opacity=1.0 if enabled else 0.45), rx=5, tip=tip, key=f"area:{area}"))
        die = Box(box.x + 5, box.cy - 11, 30, 22)
        b.add(Rect(die.x, die.y, die.w, die.h, Style(fill=pal["die"], stroke=pal["tile_stroke"]),
                   rx=4, tip=tip, key=f"area:{area}"))
        b.add(mid_text(die.cx, die.cy, _fmt_values(values), 11, pal["pip"], bold=True, tip=tip,
                       key=f"area:{area}"))
        label = str(area_name(area)) if enabled else _("{area} (off)").format(
            area=area_name(area))
        b.add(Text(box.x + 42, box.cy + 4.5, label, 12.5,
                   text if enabled else muted, bold=True, tip=tip, key=f"area:{area}"))
        b.hit(box, f"area:{area}", tip)
        for pl, sp in enumerate(lay.area_spaces[area]):
            _draw_space(b, area, pl, sp)
        b.add(*mark_shapes(box, pal, mark=area in b.marks.areas,
                           last=area in b.marks.last_areas, rx=7, tip=tip))
    del s


def _draw_space(b: _Board, area: str, pl: int, sp: Box) -> None:
    """Player ``pl``'s Action Space in ``area``: his gaucho on it, or a dashed ring."""
    s = b.s
    occupied = area in s.spaces[pl]
    color = PLAYER_COLORS[pl]
    # Translators: tooltip of a player's Action Space ("Red's STEAL space: occupied").
    tip = _("{player}'s {area} space: occupied") if occupied else _(
        "{player}'s {area} space: free")
    tip = tip.format(player=player_name(pl), area=area_name(area))
    if occupied:
        b.add(Circle(sp.cx, sp.cy, sp.w / 2, Style(fill=color, stroke="#000000", width=1.2),
                     tip=tip, key=f"space:{area}.{pl}"))
        b.add(player_symbol(sp.cx, sp.cy, pl, 5, PLAYER_INK[pl], tip=tip))
        if area in s.placed_this_turn and pl == s.active:
            b.add(Circle(sp.cx, sp.cy, sp.w / 2 + 3, Style(stroke=color, width=1.5, dash=(2, 2)),
                         tip=tip))
    else:
        b.add(Circle(sp.cx, sp.cy, sp.w / 2 - 1, Style(stroke=color, width=1.5, dash=(3, 2)),
                     tip=tip, key=f"space:{area}.{pl}"))
        b.add(player_symbol(sp.cx, sp.cy, pl, 3.5, b.pal["muted"], tip=tip))


def _draw_rodeo(b: _Board) -> None:
    s, lay, pal = b.s, b.lay, b.pal
    text, muted = pal["text"], pal["muted"]
    r = lay.rodeo
    b.add(Rect(r.x, r.y, r.w, r.h, Style(fill=pal["panel"], stroke=pal["panel_stroke"]), rx=8))
    taken = s.dice_total - len(s.rodeo)
    b.add(Text(r.x + 10, r.y + 18, _("Dice Rodeo ({n} dice)").format(n=s.dice_total), 13,
               text, bold=True))
    rodeo = sorted(s.rodeo)
    for k, slot in enumerate(lay.rodeo_slots):
        if k < len(rodeo):
            tip = _("die {value} in the Dice Rodeo").format(value=rodeo[k])
            b.add(*die_shapes(slot, rodeo[k], pal, tip=tip))
            b.hit(slot, f"die:{rodeo[k]}", tip)
        else:
            # Translators: tooltip of an empty die slot in the Dice Rodeo.
            b.add(*die_shapes(slot, None, pal, tip=_("taken, used or not rolled")))
    if rodeo:
        # Translators: dice counts under the Dice Rodeo.
        note = _("{n} in the rodeo, {taken} taken").format(n=len(rodeo), taken=taken)
    elif s.phase not in (Phase.DRAFT, Phase.TURN):
        note = _("no dice rolled")
    else:
        note = _("{taken} taken").format(taken=taken)
    held_y = lay.held_slots[0].y if lay.held_slots else r.y + r.h - 8
    b.add(Text(r.x + 10, held_y - 5, note, 11, muted))
    if not (s.held or s.wish_die):
        b.add(Text(r.x + 10, held_y + 17, _("no dice held"), 11, muted))
        return
    holder = player_name(s.active)
    b.add(Text(r.x + r.w - 10, held_y + 17, _("{player} holds").format(player=holder), 11,
               text, anchor="end", bold=True))
    for k, d in enumerate(s.held[:2]):
        # Translators: tooltip of a held die; {value} is its number.
        tip = _("{player} holds a {value}").format(player=holder, value=d)
        b.add(*die_shapes(lay.held_slots[k], d, pal, border=PLAYER_COLORS[s.active], tip=tip))
        b.hit(lay.held_slots[k], f"held:{d}", tip)
    if s.wish_die:
        box = lay.held_slots[min(len(s.held), 2)]
        tip = _("the WISH die (any value 1-6)")
        b.add(Rect(box.x, box.y, box.w, box.h, Style(fill=pal["die"],
                                                      stroke=PLAYER_COLORS[s.active], width=2,
                                                      dash=(3, 2)), rx=4, tip=tip))
        b.add(mid_text(box.cx, box.cy, "?", 14, pal["pip"], bold=True, tip=tip))


def _draw_steppe(b: _Board) -> None:
    s, lay, pal = b.s, b.lay, b.pal
    text, muted = pal["text"], pal["muted"]
    st = lay.steppe
    b.add(Rect(st.x, st.y, st.w, st.h, Style(fill=pal["panel"], stroke=pal["panel_stroke"]),
               rx=8))
    face_up = list(s.steppe) if b.sight.steppe_seen else []
    count = len(face_up) + b.sight.steppe
    if face_up:
        heading = _("Steppe ({n} revealed)").format(n=count)
    else:
        heading = _("Steppe ({n} face down)").format(n=count)
    b.add(Text(st.x + 10, st.y + 18, heading, 13, text, bold=True))
    for k, slot in enumerate(lay.steppe_slots):
        if k < len(face_up):
            t = face_up[k]
            b.add(*tile_shapes(slot, t, b.cfg.small(big(t)), pal, mini=True, **_marked(b, t)))
            b.hit(slot, f"steppe:{tile_name(t)}",
                  _("{tile} in the Steppe").format(tile=tile_words(t)))
        elif k < count:
            b.add(*back_shapes(slot, pal, _("a face-down Steppe tile (R-COMP-14)")))
        else:
            b.add(Rect(slot.x, slot.y, slot.w, slot.h, Style(stroke=muted, dash=(3, 2)), rx=4))
    dp, n = lay.draw_pile, b.sight.draw_pile
    for k in (2, 1, 0):
        if n > k:
            b.add(Rect(dp.x + 2 * k, dp.y - 2 * k, dp.w, dp.h,
                       Style(fill=pal["back"], stroke=pal["tile_stroke"]), rx=4,
                       tip=_("draw pile: {n} tiles face down").format(n=n)))
    if not n:
        b.add(Rect(dp.x, dp.y, dp.w, dp.h, Style(stroke=muted, dash=(3, 2)), rx=4,
                   tip=_("draw pile: empty")))
    b.add(mid_text(dp.cx, dp.cy, str(n), 15, "#FFFFFF" if n else muted, bold=True))
    b.add(Text(dp.cx, dp.y + dp.h + 14, _("draw pile"), 10, muted, anchor="middle"))


def _draw_panel(b: _Board, pl: int) -> None:
    """Player ``pl``'s row: name, Pesos, supply; herds; hand and tiles to add."""
    s, pal, box = b.s, b.pal, b.lay.panels[pl]
    text, muted = pal["text"], pal["muted"]
    active = pl == b.who
    color = PLAYER_COLORS[pl]
    you = b.sight.viewer == pl
    b.add(Rect(box.x, box.y, box.w, box.h,
               Style(fill=pal["panel"], stroke=color if active else pal["panel_stroke"],
                     width=3.5 if active else 1), rx=8,
               tip=_("{player} (to act)").format(player=player_name(pl)) if active
               else str(player_name(pl)), key=f"player:{pl}"))
    b.add(Rect(box.x, box.y, 8, box.h, Style(fill=color), rx=3))
    b.add(*gaucho_shapes(box.x + 24, box.y + 22, pl, True, 0.9))
    # Translators: a player's name on his own board ("Red (you)").
    name = _("{player} (you)").format(player=player_name(pl)) if you else str(player_name(pl))
    b.add(Text(box.x + 40, box.y + 21, name, 14, text, bold=True))
    pesos = ngettext("{n} Peso", "{n} Pesos", s.pesos[pl]).format(n=s.pesos[pl])
    b.add(Text(box.x + PANEL_INFO_W - 14, box.y + 21, pesos, 14, text, anchor="end", bold=True))
    # Translators: how many gauchos a player has left in his supply.
    b.add(Text(box.x + 40, box.y + 39, _("supply {n}").format(n=s.supply[pl]), 11, muted))
    for k in range(min(s.supply[pl], 8)):
        b.add(Circle(box.x + 100 + k * 11, box.y + 35, 4.2,
                     Style(fill=color, stroke="#000000", width=0.8)))
    roles = (([_("start player")] if pl == s.start_player else [])
             + ([_("to act")] if active else []))
    if roles:
        b.add(Text(box.x + 40, box.y + 56, " · ".join(roles), 11, text, bold=True))
    groups: list[tuple[str, list[int], str]] = [
        ("herd", h, f"herd:{pl}:") for _, h in sorted(s.herds[pl].items())]
    hand = list(s.prelim_hands[pl]) if s.prelim_hands and not b.sight.hands[pl] else []
    if hand:
        groups.append(("hand", sorted(hand), "hand:"))
    if b.sight.hands[pl]:
        groups.append(("hand down", [-1] * b.sight.hands[pl], ""))
    if b.sight.kept[pl]:
        groups.append(("kept down", [-1] * b.sight.kept[pl], ""))
    if s.pending and s.pending[pl]:
        groups.append(("to add", list(s.pending[pl]), "pending:"))
    if not groups:
        b.add(Text(box.x + PANEL_INFO_W, box.cy + 4, _("no herds"), 12, muted))
    places = b.lay.herd_boxes(pl, [len(g[1]) for g in groups])
    for (kind, tiles, prefix), boxes in zip(groups, places, strict=True):
        _draw_group(b, kind, tiles, prefix, boxes, pl)
    if pl < len(b.notes) and b.notes[pl]:
        b.add(Text(box.x + box.w - 12, box.cy + 5, b.notes[pl], 13, text, anchor="end",
                   bold=True))


def _draw_group(b: _Board, kind: str, tiles: list[int], prefix: str, boxes: list[Box],
                pl: int) -> None:
    """One herd (or hand, or tiles to add) in a player's row, each tile clickable."""
    pal = b.pal
    if kind != "herd" and boxes:
        first, last = boxes[0], boxes[-1]
        # Translators: small labels over tiles in a player's row (his hand, tiles he
        # kept face down, tiles he still has to add to his herds).
        label = {"hand": _("hand"), "hand down": _("hand"), "kept down": _("kept"),
                 "to add": _("to add")}[kind]
        b.add(Rect(first.x - 3, first.y - 3, last.x + last.w - first.x + 6, first.h + 6,
                   Style(stroke=pal["muted"], dash=(3, 2)), rx=5))
        b.add(Text(first.x, first.y - 5, label, 9, pal["muted"]))
    for t, tb in zip(tiles, boxes, strict=True):
        if t < 0:
            back = (_("{player}'s kept: face down") if kind == "kept down"
                    else _("{player}'s hand: face down"))
            b.add(*back_shapes(tb, pal, back.format(player=player_name(pl))))
            continue
        b.add(*tile_shapes(tb, t, b.cfg.small(big(t)), pal, mini=True, **_marked(b, t)))
        where = {"herd": _("{tile} in {player}'s herd"), "hand": _("{tile} in hand"),
                 "to add": _("{tile} for {player} to add")}[kind]
        b.hit(tb, f"{prefix}{tile_name(t)}",
              where.format(tile=tile_words(t), player=player_name(pl)))


def _draw_legend(b: _Board) -> None:
    """What the colours, letters and shapes mean: breeds, players, gauchos, spaces."""
    pal, lg = b.pal, b.lay.legend
    text = pal["text"]
    y, x = lg.y + 4, lg.x + 4
    size = LEGEND_H - 10
    for k in range(len(BREED_DRAWN_LETTERS)):
        name, letter = str(breed_name(k)), breed_letter(k)
        box = Box(x, y, size * 0.8, size)
        b.add(Rect(box.x, box.y, box.w, box.h, Style(fill=BREED_COLORS[k],
                                                      stroke=pal["tile_stroke"]), rx=3))
        if k == 4:
            b.add(Circle(box.x + box.w * 0.78, box.y + box.h * 0.78, 2.2, Style(fill=SPOT_COLOR)))
        b.add(mid_text(box.cx, box.cy, letter, 12, BREED_INK[k], bold=True))
        b.add(Text(box.x + box.w + 4, box.cy + 4, name, 12, text))
        x += box.w + 10 + 7.2 * len(name)
    x += 8
    for pl in range(b.s.players):
        b.add(*gaucho_shapes(x + 8, y + 10, pl, True, 0.75))
        name = str(player_name(pl))
        b.add(Text(x + 18, y + 17, name, 12, text))
        x += 26 + 7.5 * len(name)
    x += 6
    # Translators: legend of the board: a standing gaucho, a lying one, a blocked space.
    standing, lying = _("standing"), _("lying")
    b.add(*gaucho_shapes(x + 8, y + 10, 0, True, 0.75))
    b.add(Text(x + 18, y + 17, standing, 12, text))
    x += max(80.0, 18 + 7.2 * len(standing))
    b.add(*gaucho_shapes(x + 12, y + 13, 0, False, 0.75))
    b.add(Text(x + 32, y + 17, lying, 12, text))
    x += max(64.0, 28 + 7.2 * len(lying))
    blocked = _("blocked")
    b.add(*blocked_shapes(Box(x, y, size, size), pal, _("a blocked space")))
    b.add(Text(x + size + 4, y + 17, blocked, 12, text))
    if b.marks.last_tiles or b.marks.last_areas:  # the last move's mark, when it is drawn
        x += size + 16 + 7.2 * len(blocked)
        sample = Box(x + 5, y + 5, size * 0.8 - 10, size - 10)
        b.add(*mark_shapes(sample, pal, last=True, rx=2))
        # Translators: legend of the board: the dotted frame around what the last move
        # touched.
        b.add(Text(x + size * 0.8 + 4, y + 17, _("last move"), 12, text))
