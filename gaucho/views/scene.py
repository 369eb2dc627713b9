"""The palette and the primitive shapes of every picture gaucho draws.

A picture is a :class:`Scene`: a flat list of primitive shapes (rectangles, circles,
polygons, paths, text) in picture units with the y axis pointing down, its text
alternative and its hit areas.  Two back ends render the very same scene:
:func:`gaucho.views.svg.scene_svg` writes SVG text and
:func:`gaucho.views.mpl.render_scene` adds matplotlib artists.  The board
(:mod:`gaucho.views.board`) and the phase graph (:mod:`gaucho.views.phase_graph`) are
both built from these.

The palette is colour-blind safe (Okabe-Ito for the players); see
:mod:`gaucho.views.board` for how colour is never the only cue.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gaucho.errors import GauchoError
from gaucho.i18n import _

__all__ = [
    "BREED_COLORS", "BREED_INK", "Box", "Circle", "FONT", "HIGHLIGHT", "Hit", "PLAYER_COLORS",
    "PLAYER_INK", "Path", "Polygon", "Rect", "SPOT_COLOR", "Scene", "Shape", "Style", "THEMES",
    "Text", "check_scale", "check_theme", "mid_text",
]

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

# The board's two marks look different by more than colour, each at least 3:1 against
# the backgrounds it sits on (WCAG 1.4.11): "look here / you may press" ("mark") is a
# solid reddish-purple frame, "the last move touched this" ("last") a dotted frame in the
# text colour, drawn further out (so both show on one tile).  The board widget's "you may
# press here" (board.css, ``.is-next``) uses the same solid reddish purple as "mark".

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
        "mark": "#A8457F",
        "last": "#1A1A1A",
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
        "mark": "#E69FC8",
        "last": "#ECECEC",
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


@dataclass(frozen=True, slots=True)
class Hit:
    """An invisible clickable area on top of the picture, naming what lies under it.

    ``target`` is stable across redraws (``tile:W10``, ``die:3``, ``area:STEAL``,
    ``herd:1:W10``, ...), so a widget can highlight it and report clicks on it.
    Renderers without interaction (matplotlib) ignore hits.
    """

    x: float
    y: float
    w: float
    h: float
    target: str
    tip: str
    rx: float = 4.0


@dataclass
class Scene:
    """A picture: its size, background, shapes in painting order, its text alternative
    and its hit areas (painted last, on top)."""

    width: float
    height: float
    background: str
    title: str
    desc: str
    shapes: list[Shape] = field(default_factory=list)
    hits: list[Hit] = field(default_factory=list)

    def add(self, *shapes: Shape) -> None:
        self.shapes.extend(shapes)


def mid_text(x: float, cy: float, text: str, size: float, fill: str, **kw: Any) -> Text:
    """Text centred horizontally on ``x`` and vertically on ``cy`` (baseline ≈ cy + 0.36 size)."""
    return Text(x, cy + 0.36 * size, text, size, fill, anchor="middle", **kw)


@dataclass(frozen=True, slots=True)
class Box(_Centred):
    """A plain rectangle of the layout (no paint)."""

    x: float
    y: float
    w: float
    h: float

    def grow(self, d: float) -> Box:
        return Box(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)


# ================================================================= options
def check_theme(theme: object) -> str:
    """``theme`` if it is one of :data:`THEMES`; otherwise a :class:`gaucho.GauchoError`
    naming the option and the choices."""
    if not isinstance(theme, str) or theme not in THEMES:
        raise GauchoError(_("theme must be one of {themes}, not {theme}").format(
            themes=", ".join(sorted(THEMES)), theme=repr(theme)[:40]))
    return theme


def check_scale(scale: object) -> float:
    """``scale`` if it is a positive number; otherwise a :class:`gaucho.GauchoError` naming
    the option."""
    if (isinstance(scale, bool) or not isinstance(scale, (int, float))
            or not 0 < scale < float("inf")):
        raise GauchoError(_("scale must be a positive number, not {scale}").format(
            scale=repr(scale)[:40]))
    return float(scale)
