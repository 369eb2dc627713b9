"""Geometry and palette of the board pictures, shared by SVG and matplotlib.

Nothing here draws: :func:`board_scene` turns a :class:`~gaucho.state.State`
into a :class:`Scene`, a flat list of primitive shapes (rectangles, circles,
polygons, paths, text) in board units with the y axis pointing down.  Two
back ends render the very same scene: :func:`gaucho.views.svg.scene_svg` writes SVG
text and :func:`gaucho.views.mpl.render_scene` adds matplotlib artists.  So the
board's geometry exists once, here.

Regions of the board (R-COMP-1), top to bottom and left to right::

    header      round, phase, whose turn, draw pile, end trigger
    Pampa       P4 (top) ... P1 (bottom), one row of cells each (R-COMP-5)
    Action Areas   SORT WISH SALE STEAL RAISE STEPPE with one space per player
    Dice Rodeo  available dice, the active player's held dice and WISH die
    Steppe      face-down stack (or revealed), draw pile
    panels      one per player: Pesos, supply, herds in order, tiles to add

The palette is colour-blind safe (Okabe-Ito for the players), and colour is
never the only cue: every gaucho carries its player's initial, standing and
lying gauchos have different shapes, every tile its breed letter, and spotted
tiles carry spots.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gaucho import tiles as T
from gaucho.config import AREA_TITLES, AREAS, BREED_NAMES, PLAYER_NAMES
from gaucho.state import BLOCKED, EMPTY, State

# ================================================================= palette
#: Player colours (R-COMP-4) from the Okabe-Ito palette: vermillion, blue,
#: bluish green, yellow; with the text colour that reads on each.
PLAYER_COLORS = ("#D55E00", "#0072B2", "#009E73", "#F0E442")
PLAYER_INK = ("#FFFFFF", "#FFFFFF", "#000000", "#000000")

#: Breed fill and ink, in the order of :data:`gaucho.config.BREEDS` (B G K W S).
BREED_COLORS = ("#9C6B3C", "#E3B23C", "#2B2B2B", "#FAFAF2", "#FAFAF2")
BREED_INK = ("#FFFFFF", "#000000", "#FFFFFF", "#000000", "#000000")
#: Colour of the spots on spotted (S) tiles: a pattern, not just a colour.
SPOT_COLOR = "#6B4423"
#: Outline of highlighted things (Okabe-Ito reddish purple).
HIGHLIGHT = "#CC79A7"

THEMES: dict[str, dict[str, str]] = {
    "light": {
        "background": "#FFFFFF",
        "panel": "#F3F1EA",
        "panel_stroke": "#B5AE9A",
        "pampa": "#E4EEDB",
        "text": "#1A1A1A",
        "muted": "#6E6E6E",
        "empty": "#FFFFFF",
        "blocked": "#8A8A8A",
        "tile_stroke": "#3A3A3A",
        "die": "#FFFFFF",
        "pip": "#1A1A1A",
        "back": "#5B6B4F",
        "active": "#1A1A1A",
    },
    "dark": {
        "background": "#1E1F22",
        "panel": "#2B2D31",
        "panel_stroke": "#5C5F66",
        "pampa": "#27342A",
        "text": "#ECECEC",
        "muted": "#A0A0A0",
        "empty": "#1E1F22",
        "blocked": "#55585E",
        "tile_stroke": "#A8A8A8",
        "die": "#F4F4F4",
        "pip": "#1A1A1A",
        "back": "#6F7F60",
        "active": "#ECECEC",
    },
}

FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"


# ============================================================== primitives
@dataclass(frozen=True, slots=True)
class Style:
    """Paint of a shape; ``None`` means no fill / no stroke."""

    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    dash: tuple[float, ...] = ()
    opacity: float = 1.0


class _Centred:
    """``cx``/``cy`` for anything with ``x``, ``y``, ``w`` and ``h``."""

    __slots__ = ()
    x: float
    y: float
    w: float
    h: float

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2


@dataclass(frozen=True, slots=True)
class Rect(_Centred):
    x: float
    y: float
    w: float
    h: float
    style: Style = Style()
    rx: float = 0.0
    tip: str | None = None
    key: str | None = None


@dataclass(frozen=True, slots=True)
class Circle:
    cx: float
    cy: float
    r: float
    style: Style = Style()
    tip: str | None = None
    key: str | None = None


@dataclass(frozen=True, slots=True)
class Polygon:
    points: tuple[tuple[float, float], ...]
    style: Style = Style()
    tip: str | None = None
    key: str | None = None


@dataclass(frozen=True, slots=True)
class Path:
    """A path of ``("M", x, y)``, ``("L", x, y)``, ``("C", x1, y1, x2, y2, x, y)``, ``("Z",)``."""

    commands: tuple[tuple[Any, ...], ...]
    style: Style = Style()
    tip: str | None = None
    key: str | None = None


@dataclass(frozen=True, slots=True)
class Text:
    """Text whose baseline starts (``anchor`` start/middle/end) at ``(x, y)``."""

    x: float
    y: float
    text: str
    size: float = 12.0
    fill: str = "#000000"
    anchor: str = "start"
    bold: bool = False
    tip: str | None = None
    key: str | None = None


Shape = Rect | Circle | Polygon | Path | Text


@dataclass
class Scene:
    """A picture: its size, background, shapes in painting order and its text alternative."""

    width: float
    height: float
    background: str
    title: str
    desc: str
    shapes: list[Shape] = field(default_factory=list)

    def add(self, *shapes: Shape) -> None:
        self.shapes.extend(shapes)


def mid_text(x: float, cy: float, text: str, size: float, fill: str, **kw: Any) -> Text:
    """Text centred horizontally on ``x`` and vertically on ``cy`` (baseline ≈ cy + 0.36 size)."""
    return Text(x, cy + 0.36 * size, text, size, fill, anchor="middle", **kw)


# ================================================================ geometry
@dataclass(frozen=True, slots=True)
class Box(_Centred):
    """A plain rectangle of the layout (no paint)."""

    x: float
    y: float
    w: float
    h: float

    def grow(self, d: float) -> Box:
        return Box(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)


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
DIE = 21.0
DIE_GAP = 3.0
PANEL_GAP = 12.0
HERD_ROW = 32.0
HERD_ROWS = 3
HERD_TILE_W = 24.0
HERD_GAP = 10.0


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
    panels: tuple[Box, ...]

    def herd_boxes(self, player: int, lengths: Sequence[int]) -> list[list[Box]]:
        """Mini tiles of a player's herds (in order), flowing left to right in rows.

        A herd never breaks across rows; when they do not fit in the panel,
        every tile gets narrower until they do (deterministic).
        """
        panel = self.panels[player]
        x0, x1 = panel.x + 12, panel.x + panel.w - 10
        width = HERD_TILE_W
        while True:
            out: list[list[Box]] = []
            x, row = x0, 0
            fits = True
            for n in lengths:
                span = n * (width + 2)
                if x > x0 and x + span > x1:
                    x, row = x0, row + 1
                if x + span > x1 or row >= HERD_ROWS:
                    fits = False
                y = panel.y + 50 + row * HERD_ROW
                out.append([Box(x + k * (width + 2), y, width, HERD_ROW - 4) for k in range(n)])
                x += span + HERD_GAP
            if fits or width <= 8:
                return out
            width -= 2

    def footer(self, player: int) -> Box:
        panel = self.panels[player]
        return Box(panel.x + 10, panel.y + panel.h - 22, panel.w - 20, 18)


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

    rodeo_h = 32 + 2 * (DIE + 14) + 22
    rodeo = Box(side_x, top, SIDE_W, rodeo_h)
    per_row = max(1, int((SIDE_W - 16 + DIE_GAP) // (DIE + DIE_GAP)))
    rodeo_slots = tuple(Box(side_x + 8 + (d % per_row) * (DIE + DIE_GAP),
                            top + 28 + (d // per_row) * (DIE + DIE_GAP), DIE, DIE)
                        for d in range(dice))
    held_y = top + 28 + ((dice - 1) // per_row + 1) * (DIE + DIE_GAP) + 22
    held_slots = tuple(Box(side_x + 8 + k * (DIE + 6), held_y, DIE, DIE) for k in range(3))
    rodeo = Box(side_x, top, SIDE_W, max(rodeo_h, held_y + DIE + 10 - top))

    steppe_top = rodeo.y + rodeo.h + 10
    steppe_h = top + pampa_h - steppe_top
    steppe = Box(side_x, steppe_top, SIDE_W, steppe_h)
    sw = min(40.0, (SIDE_W - 90 - 4 * max(0, steppe_size - 1)) / max(1, steppe_size))
    steppe_slots = tuple(Box(side_x + 8 + k * (sw + 4), steppe_top + 26, sw, sw * 1.15)
                         for k in range(steppe_size))
    draw_pile = Box(side_x + SIDE_W - 64, steppe_top + 26, 46, 46 * 1.15)

    panel_top = top + pampa_h + 12
    panel_h = 50 + HERD_ROWS * HERD_ROW + 24
    panel_w = (width - 2 * MARGIN - (players - 1) * PANEL_GAP) / players
    panels = tuple(Box(MARGIN + p * (panel_w + PANEL_GAP), panel_top, panel_w, panel_h)
                   for p in range(players))
    height = panel_top + panel_h + MARGIN
    return BoardLayout(
        players=players, width=width, height=height,
        header=Box(MARGIN, 8, width - 2 * MARGIN, HEADER_H - 8),
        pampa=pampa, pasture_rows=tuple(rows), pasture_labels=tuple(labels),
        cells=tuple(cells), areas_box=areas_box, areas=areas, area_spaces=spaces,
        rodeo=rodeo, rodeo_slots=rodeo_slots, held_slots=held_slots, steppe=steppe,
        steppe_slots=steppe_slots, draw_pile=draw_pile, panels=panels,
    )


def layout_for(s: State) -> BoardLayout:
    return board_layout(s.config.pasture_sizes, s.players, s.dice_total, s.config.steppe_size)


# ============================================================ what to mark
@dataclass(frozen=True)
class Marks:
    """What a picture highlights (a lesson pointing at things)."""

    tiles: frozenset[int] = frozenset()
    pastures: frozenset[int] = frozenset()
    areas: frozenset[str] = frozenset()
    caption: str = ""


def _tile_of(value: int | str) -> int:
    return T.parse(value) if isinstance(value, str) else int(value)


def _pasture_of(value: int | str) -> int:
    if isinstance(value, str):
        text = value.strip().upper()
        return int(text[1:]) - 1 if text.startswith("P") else int(text) - 1
    return int(value)


def _as_iter(value: Any) -> Iterable[Any]:
    if value is None:
        return ()
    if isinstance(value, (str, int)):
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


def resolve(subject: Any, *, highlight_tiles: Any = None, highlight_pasture: Any = None,
            highlight_areas: Any = None, last_action: bool = False,
            legal_targets: bool = False, complete_pastures: bool = False
            ) -> tuple[State, Marks]:
    """The state of a Game or State, and the marks the options ask for.

    ``highlight_pasture`` takes a pasture index (0 = P1) or a name ``"P3"``, or
    several.  With ``last_action`` the tiles and Action Area touched by the last
    decision in ``game.history`` are marked (chance steps are skipped);
    ``legal_targets`` marks every tile and Action Area a legal action now names;
    ``complete_pastures`` marks the pastures that would be collected (R-COLLECT-2).
    """
    from gaucho.engine import legal_actions

    state: State = subject if isinstance(subject, State) else subject.state
    tiles = {_tile_of(t) for t in _as_iter(highlight_tiles)}
    pastures = {_pasture_of(p) for p in _as_iter(highlight_pasture)}
    areas = {str(a).upper() for a in _as_iter(highlight_areas)}
    if legal_targets:
        for action in legal_actions(state):
            t, a = action_marks(action)
            tiles |= t
            areas |= a
    if complete_pastures:
        pastures |= {i for i in range(len(state.pastures)) if state.is_complete(i)}
    caption = ""
    if last_action and not isinstance(subject, State):
        for step in reversed(getattr(subject, "history", [])):
            if step.player < 0:
                continue
            t, a = action_marks(step.action)
            tiles |= t
            areas |= a
            caption = f"Last: {PLAYER_NAMES[step.player]}: {step.action}"
            break
    return state, Marks(frozenset(tiles), frozenset(pastures), frozenset(areas), caption)


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


def gaucho_shapes(cx: float, cy: float, player: int, standing: bool, size: float = 1.0,
                  tip: str | None = None) -> list[Shape]:
    """A gaucho in player colours: standing = upright pawn, lying = pawn on its side."""
    color, ink = PLAYER_COLORS[player], PLAYER_INK[player]
    line = Style(fill=color, stroke="#000000", width=1.2)
    letter = PLAYER_NAMES[player][0]
    s = size
    if standing:
        head = Circle(cx, cy - 11 * s, 5.5 * s, line, tip=tip)
        body = Polygon(((cx - 5 * s, cy - 5 * s), (cx + 5 * s, cy - 5 * s),
                        (cx + 9 * s, cy + 15 * s), (cx - 9 * s, cy + 15 * s)), line, tip=tip)
        return [body, head, mid_text(cx, cy + 6 * s, letter, 10 * s, ink, bold=True, tip=tip)]
    lying = Rect(cx - 16 * s, cy - 6.5 * s, 27 * s, 13 * s, line, rx=6.5 * s, tip=tip)
    head = Circle(cx + 15 * s, cy, 5 * s, line, tip=tip)
    return [lying, head, mid_text(cx - 3 * s, cy, letter, 10 * s, ink, bold=True, tip=tip)]


def tile_shapes(box: Box, tile: int, small: int, pal: dict[str, str], *,
                occupant: tuple[int, bool] | None = None, highlight: bool = False,
                mini: bool = False) -> list[Shape]:
    """A Cattle Tile: breed colour and letter, big number, small number, its gaucho."""
    b = T.breed(tile)
    name = T.name(tile)
    tip = f"{name}: {BREED_NAMES[b]} {T.big(tile)} (small {small})"
    if occupant is not None:
        tip += (f", {PLAYER_NAMES[occupant[0]]} gaucho "
                f"{'standing' if occupant[1] else 'lying'}")
    key = f"tile:{name}"
    fill, ink = BREED_COLORS[b], BREED_INK[b]
    out: list[Shape] = [Rect(box.x, box.y, box.w, box.h,
                             Style(fill=fill, stroke=pal["tile_stroke"], width=1),
                             rx=3 if mini else 5, tip=tip, key=key)]
    if b == 4:  # spotted: spots as well as the letter
        spots = (((0.14, 0.52), (0.86, 0.58), (0.2, 0.86), (0.8, 0.88)) if not mini
                 else ((0.8, 0.84), (0.18, 0.88)))
        for fx, fy in spots:
            out.append(Circle(box.x + fx * box.w, box.y + fy * box.h,
                              box.w * (0.07 if not mini else 0.11), Style(fill=SPOT_COLOR),
                              tip=tip, key=key))
    if mini:
        out.append(Text(box.x + 2.5, box.y + 9, name[0], 8, ink, tip=tip, key=key))
        out.append(mid_text(box.cx + 1, box.cy + 3, str(T.big(tile)),
                            12 if box.w >= 16 else 9, ink, bold=True, tip=tip, key=key))
    else:
        out.append(Text(box.x + 4, box.y + 13, name[0], 12, ink, bold=True, tip=tip, key=key))
        big_x = box.x + (22 if occupant and occupant[1] else box.w / 2)
        big_cy = box.y + (27 if occupant and not occupant[1] else box.h / 2 + 2)
        out.append(mid_text(big_x, big_cy, str(T.big(tile)), 22, ink, bold=True, tip=tip,
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
    if highlight:
        out.append(Rect(box.x - 3, box.y - 3, box.w + 6, box.h + 6,
                        Style(stroke=HIGHLIGHT, width=3.5), rx=6, tip=tip, key=key))
    return out


def _fmt_values(values: tuple[int, ...]) -> str:
    if len(values) > 1 and list(values) == list(range(values[0], values[-1] + 1)):
        return f"{values[0]}-{values[-1]}"
    return "/".join(map(str, values))


def _status(s: State, player: int) -> str:
    from gaucho.engine import CHANCE, TERMINAL

    if player == CHANCE:
        return "to act: chance"
    if player == TERMINAL:
        if s.phase == "game_over":
            best = max(s.pesos) if s.pesos else 0
            won = [PLAYER_NAMES[p] for p in range(s.players) if s.pesos[p] == best]
            return f"{' and '.join(won)} win{'s' if len(won) == 1 else ''} with {best} Pesos"
        return "to act: nobody"
    return f"to act: {PLAYER_NAMES[player]}"


def board_scene(s: State, marks: Marks = Marks(), *, reveal_steppe: bool = False,
                theme: str = "light") -> Scene:
    """The whole table as a :class:`Scene` (see the module docstring for the regions)."""
    from gaucho.engine import current_player
    from gaucho.flow import PHASES
    from gaucho.views.text import render_text

    if theme not in THEMES:
        raise ValueError(f"theme must be one of {sorted(THEMES)}, not {theme!r}")
    pal = THEMES[theme]
    lay = layout_for(s)
    cfg = s.config
    who = current_player(s)
    phase_title = PHASES[s.phase].title if s.phase in PHASES else s.phase
    round_text = "preliminary round" if s.round == 0 else f"round {s.round}"
    if s.phase == "setup" or phase_title.lower().startswith(round_text):
        round_text = ""
    elif s.phase == "game_over":
        round_text = f"after round {s.round}"
    if s.no_dice_round:
        round_text += " (round without dice)"
    elif s.last_regular_round == s.round and s.round > 0:
        round_text += " (last regular round)"
    title = ", ".join(x for x in (f"El Gaucho: {s.players} players", round_text, phase_title,
                                   _status(s, who)) if x)
    scene = Scene(lay.width, lay.height, pal["background"], title, render_text(s))
    text, muted = pal["text"], pal["muted"]

    # ------------------------------------------------------------- header
    h = lay.header
    heading = " · ".join(x for x in ("El Gaucho", round_text.capitalize(), phase_title) if x)
    scene.add(Text(h.x, h.y + 20, heading, 18, text, bold=True))
    if who >= 0:
        scene.add(*gaucho_shapes(h.x + h.w - 12, h.y + 16, who, True, 0.9,
                                 tip=f"{PLAYER_NAMES[who]} to act"))
        scene.add(Text(h.x + h.w - 28, h.y + 20, f"{PLAYER_NAMES[who]} to act", 15,
                       text, anchor="end", bold=True))
    else:
        status = _status(s, who)
        scene.add(Text(h.x + h.w, h.y + 20, status[:1].upper() + status[1:], 15, text,
                       anchor="end", bold=True))
    info = [f"Start player: {s.start_player_name}",
            f"phase '{s.phase}'",
            f"draw pile {len(s.draw_pile)}",
            f"out of the game {len(s.out)}"]
    if s.trigger_round is not None:
        info.append("end triggered" + (" in the preliminary round" if s.trigger_round == 0
                                       else f" in round {s.trigger_round}"))
    scene.add(Text(h.x, h.y + 42, " · ".join(info), 12, muted))
    if marks.caption:
        scene.add(Text(h.x + h.w, h.y + 42, marks.caption, 12, HIGHLIGHT, anchor="end",
                       bold=True))

    # -------------------------------------------------------------- Pampa
    p = lay.pampa
    scene.add(Rect(p.x, p.y, p.w, p.h, Style(fill=pal["pampa"], stroke=pal["panel_stroke"]),
                   rx=8))
    for i in reversed(range(len(s.pastures))):
        row, label = lay.pasture_rows[i], lay.pasture_labels[i]
        total = s.pasture_sum(i)
        complete = s.is_complete(i)
        scene.add(Text(label.x + 4, label.y + 24, f"P{i + 1}", 20, text, bold=True,
                       key=f"pasture:P{i + 1}"))
        scene.add(Text(label.x + 4, label.y + 42, f"sum {total}", 11, muted))
        if complete:
            scene.add(Text(label.x + 4, label.y + 55, "complete", 10, text, bold=True))
        for j, c in enumerate(s.pastures[i]):
            box = lay.cells[i][j]
            if c == EMPTY:
                scene.add(Rect(box.x, box.y, box.w, box.h,
                               Style(fill=pal["empty"], stroke=muted, dash=(4, 3)), rx=5,
                               tip=f"P{i + 1} space {j + 1}: empty",
                               key=f"space:P{i + 1}.{j + 1}"))
            elif c == BLOCKED:
                scene.add(Rect(box.x, box.y, box.w, box.h,
                               Style(fill=pal["blocked"], stroke=pal["tile_stroke"]), rx=5,
                               tip=f"P{i + 1} space {j + 1}: blocked (R-COMP-8)"))
                for k in range(3):
                    off = 14 + k * 15
                    scene.add(Path((("M", box.x + off - 10, box.y + box.h - 4),
                                    ("L", box.x + off + 10, box.y + 4)),
                                   Style(stroke=pal["tile_stroke"], width=1.2)))
            else:
                scene.add(*tile_shapes(box, c, cfg.small(T.big(c)), pal,
                                       occupant=s.gauchos_on.get(c),
                                       highlight=c in marks.tiles))
        if i in marks.pastures:
            scene.add(Rect(row.x - 2, row.y - 2, row.w + 4, row.h + 4,
                           Style(stroke=HIGHLIGHT, width=3, dash=(8, 4)), rx=8,
                           tip=f"P{i + 1}"))

    # ------------------------------------------------------- Action Areas
    a = lay.areas_box
    scene.add(Rect(a.x, a.y, a.w, a.h, Style(fill=pal["panel"], stroke=pal["panel_stroke"]),
                   rx=8))
    scene.add(Text(a.x + 10, a.y + 18, "Action Areas", 13, text, bold=True))
    for area in AREAS:
        box = lay.areas[area]
        enabled = area in cfg.areas_enabled
        values = cfg.area_values.get(area, ())
        tip = f"{AREA_TITLES[area]}: pay {_fmt_values(values)}" + ("" if enabled else " (off)")
        scene.add(Rect(box.x, box.y, box.w, box.h,
                       Style(fill=pal["background"], stroke=pal["panel_stroke"],
                             opacity=1.0 if enabled else 0.45),
                       rx=5, tip=tip, key=f"area:{area}"))
        die = Box(box.x + 5, box.cy - 11, 30, 22)
        scene.add(Rect(die.x, die.y, die.w, die.h, Style(fill=pal["die"],
                                                         stroke=pal["tile_stroke"]), rx=4,
                       tip=tip, key=f"area:{area}"))
        scene.add(mid_text(die.cx, die.cy, _fmt_values(values), 11, pal["pip"], bold=True,
                           tip=tip, key=f"area:{area}"))
        scene.add(Text(box.x + 42, box.cy + 4.5, area if enabled else f"{area} (off)", 12.5,
                       text if enabled else muted, bold=True, tip=tip, key=f"area:{area}"))
        for pl, sp in enumerate(lay.area_spaces[area]):
            occupied = area in s.spaces[pl]
            color = PLAYER_COLORS[pl]
            stip = f"{PLAYER_NAMES[pl]}'s {area} space: " + ("occupied" if occupied else "free")
            if occupied:
                scene.add(Circle(sp.cx, sp.cy, sp.w / 2, Style(fill=color, stroke="#000000",
                                                                width=1.2), tip=stip,
                                 key=f"space:{area}.{pl}"))
                scene.add(mid_text(sp.cx, sp.cy, PLAYER_NAMES[pl][0], 11, PLAYER_INK[pl],
                                   bold=True, tip=stip))
                if area in s.placed_this_turn and pl == s.active:
                    scene.add(Circle(sp.cx, sp.cy, sp.w / 2 + 3,
                                     Style(stroke=color, width=1.5, dash=(2, 2)), tip=stip))
            else:
                scene.add(Circle(sp.cx, sp.cy, sp.w / 2 - 1,
                                 Style(stroke=color, width=1.5, dash=(3, 2)), tip=stip,
                                 key=f"space:{area}.{pl}"))
                scene.add(mid_text(sp.cx, sp.cy, PLAYER_NAMES[pl][0], 9, muted, tip=stip))
        if area in marks.areas:
            scene.add(Rect(box.x - 3, box.y - 3, box.w + 6, box.h + 6,
                           Style(stroke=HIGHLIGHT, width=3.5), rx=7, tip=tip))

    # --------------------------------------------------------- Dice Rodeo
    r = lay.rodeo
    scene.add(Rect(r.x, r.y, r.w, r.h, Style(fill=pal["panel"], stroke=pal["panel_stroke"]),
                   rx=8))
    taken = s.dice_total - len(s.rodeo)
    scene.add(Text(r.x + 10, r.y + 18, f"Dice Rodeo ({s.dice_total} dice)", 13, text,
                   bold=True))
    for k, slot in enumerate(lay.rodeo_slots):
        if k < len(s.rodeo):
            scene.add(*die_shapes(slot, sorted(s.rodeo)[k], pal,
                                  tip=f"die {sorted(s.rodeo)[k]} in the Dice Rodeo"))
        else:
            scene.add(*die_shapes(slot, None, pal, tip="taken, used or not rolled"))
    last_slot = lay.rodeo_slots[-1] if lay.rodeo_slots else Box(r.x, r.y + 28, 0, DIE)
    note = (f"{len(s.rodeo)} in the rodeo, {taken} taken" if s.rodeo
            else "no dice rolled" if s.phase not in ("draft", "turn") else f"{taken} taken")
    scene.add(Text(r.x + 10, last_slot.y + DIE + 15, note, 11, muted))
    held_x = lay.held_slots[0].x if lay.held_slots else r.x
    if s.held or s.wish_die:
        holder = PLAYER_NAMES[s.active]
        hy = lay.held_slots[0].y
        scene.add(Text(r.x + r.w - 10, hy + 15, f"{holder} holds", 11, text, anchor="end",
                       bold=True))
        for k, d in enumerate(s.held[:2]):
            scene.add(*die_shapes(lay.held_slots[k], d, pal, border=PLAYER_COLORS[s.active],
                                  tip=f"{holder} holds a {d}"))
        if s.wish_die:
            box = lay.held_slots[min(len(s.held), 2)]
            scene.add(Rect(box.x, box.y, box.w, box.h,
                           Style(fill=pal["die"], stroke=PLAYER_COLORS[s.active], width=2,
                                 dash=(3, 2)), rx=4, tip="the WISH die (any value 1-6)"))
            scene.add(mid_text(box.cx, box.cy, "W", 12, pal["pip"], bold=True,
                               tip="the WISH die (any value 1-6)"))
    else:
        scene.add(Text(held_x, lay.held_slots[0].y + 15 if lay.held_slots else r.y + r.h - 8,
                       "no dice held", 11, muted))

    # ------------------------------------------------------------- Steppe
    st = lay.steppe
    scene.add(Rect(st.x, st.y, st.w, st.h, Style(fill=pal["panel"],
                                                 stroke=pal["panel_stroke"]), rx=8))
    face = "revealed" if reveal_steppe else "face down"
    scene.add(Text(st.x + 10, st.y + 18, f"Steppe ({len(s.steppe)} {face})", 13, text,
                   bold=True))
    for k, slot in enumerate(lay.steppe_slots):
        if k >= len(s.steppe):
            scene.add(Rect(slot.x, slot.y, slot.w, slot.h, Style(stroke=muted, dash=(3, 2)),
                           rx=4))
        elif reveal_steppe:
            t = s.steppe[k]
            scene.add(*tile_shapes(slot, t, cfg.small(T.big(t)), pal, mini=True,
                                   highlight=t in marks.tiles))
        else:
            scene.add(Rect(slot.x, slot.y, slot.w, slot.h,
                           Style(fill=pal["back"], stroke=pal["tile_stroke"]), rx=4,
                           tip="a face-down Steppe tile (R-COMP-14)"))
            scene.add(mid_text(slot.cx, slot.cy, "?", 14, "#FFFFFF", bold=True))
    dp = lay.draw_pile
    for k in (2, 1, 0):
        if len(s.draw_pile) > k:
            scene.add(Rect(dp.x + 2 * k, dp.y - 2 * k, dp.w, dp.h,
                           Style(fill=pal["back"], stroke=pal["tile_stroke"]), rx=4,
                           tip=f"draw pile: {len(s.draw_pile)} tiles face down"))
    if not s.draw_pile:
        scene.add(Rect(dp.x, dp.y, dp.w, dp.h, Style(stroke=muted, dash=(3, 2)), rx=4,
                       tip="draw pile: empty"))
    scene.add(mid_text(dp.cx, dp.cy, str(len(s.draw_pile)), 15,
                       "#FFFFFF" if s.draw_pile else muted, bold=True))
    scene.add(Text(dp.cx, dp.y + dp.h + 14, "draw pile", 10, muted, anchor="middle"))

    # ------------------------------------------------------ player panels
    for pl in range(s.players):
        box = lay.panels[pl]
        active = pl == who
        color = PLAYER_COLORS[pl]
        scene.add(Rect(box.x, box.y, box.w, box.h,
                       Style(fill=pal["panel"], stroke=color if active else pal["panel_stroke"],
                             width=3.5 if active else 1), rx=8,
                       tip=f"{PLAYER_NAMES[pl]}" + (" (to act)" if active else ""),
                       key=f"player:{pl}"))
        scene.add(Rect(box.x, box.y, 8, box.h, Style(fill=color), rx=3))
        scene.add(*gaucho_shapes(box.x + 24, box.y + 22, pl, True, 0.9))
        name = PLAYER_NAMES[pl] + (" (start)" if pl == s.start_player else "")
        scene.add(Text(box.x + 40, box.y + 22, name, 14, text, bold=True))
        scene.add(Text(box.x + box.w - 10, box.y + 22, f"{s.pesos[pl]} Pesos", 14, text,
                       anchor="end", bold=True))
        scene.add(Text(box.x + 40, box.y + 40, f"supply {s.supply[pl]}", 11, muted))
        for k in range(min(s.supply[pl], 8)):
            x = box.x + 100 + k * 11
            scene.add(Circle(x, box.y + 36, 4.2, Style(fill=color, stroke="#000000",
                                                         width=0.8)))
        if active:
            scene.add(Text(box.x + box.w - 10, box.y + 40, "to act", 11, text, anchor="end",
                           bold=True))
        herds = [h for _, h in sorted(s.herds[pl].items())]
        if not herds:
            scene.add(Text(box.x + 12, box.y + 66, "no herds", 11, muted))
        for herd, boxes in zip(herds, lay.herd_boxes(pl, [len(h) for h in herds]),
                               strict=True):
            for t, tb in zip(herd, boxes, strict=True):
                scene.add(*tile_shapes(tb, t, cfg.small(T.big(t)), pal, mini=True,
                                       highlight=t in marks.tiles))
        foot = lay.footer(pl)
        extra = []
        if s.pending and s.pending[pl]:
            extra.append("to add: " + T.names(s.pending[pl]))
        if s.prelim_hands and s.prelim_hands[pl]:
            extra.append(f"hand: {len(s.prelim_hands[pl])} tiles face down")
        if extra:
            scene.add(Text(foot.x, foot.y + 13, "; ".join(extra), 11, text, bold=True))
    return scene
