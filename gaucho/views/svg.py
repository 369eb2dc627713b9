"""Board pictures as SVG, for notebooks and widgets (modelled on ``chess.svg``).

>>> import gaucho
>>> from gaucho.views.svg import board_svg
>>> svg = board_svg(gaucho.Game.new(players=3, seed=1), highlight_pasture=0)
>>> svg.startswith("<svg")
True

:func:`board_svg` returns an :class:`SvgWrapper`: a ``str`` that Jupyter shows
as a picture.  The output is deterministic (same state and options, same
bytes): no ids, no random numbers, numbers written with at most two decimals.
The SVG carries a ``<title>`` and a ``<desc>`` holding the text view of the
table (:func:`gaucho.views.text.render_text`), so screen readers and text-only
tools see the same information.  Every clickable thing is covered by an
invisible ``<rect class="gaucho-hit" data-target="...">`` painted last
(``tile:W10``, ``die:3``, ``area:STEAL``, ``herd:1:W10``, ``hand:K2``,
``pending:W5``, ``steppe:W1``, ``pasture:P2``, ``held:4``) with its own
tooltip, which the board widget (:mod:`gaucho.widgets.board`) highlights and
listens to; shapes also keep ``data-key`` attributes (``tile:W10``,
``area:SALE``, ``player:1``).

The geometry lives in :mod:`gaucho.views.board`; :mod:`gaucho.views.mpl` draws the very
same scene with matplotlib.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from gaucho.views.board import Sight, Subject, board_scene, resolve
from gaucho.views.scene import (
    FONT,
    Circle,
    Hit,
    Path,
    Polygon,
    Rect,
    Scene,
    Shape,
    Style,
    check_scale,
)


class SvgWrapper(str):
    """SVG text that Jupyter renders as a picture (like ``chess.svg.SvgWrapper``)."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return str(self)


def num(value: float) -> str:
    """A number with at most two decimals and no trailing zeros (deterministic)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _style(st: Style) -> str:
    parts = [f' fill="{st.fill}"' if st.fill else ' fill="none"']
    if st.stroke:
        parts.append(f' stroke="{st.stroke}" stroke-width="{num(st.width)}"')
        if st.dash:
            parts.append(f' stroke-dasharray="{" ".join(num(d) for d in st.dash)}"')
    if st.opacity != 1.0:
        parts.append(f' opacity="{num(st.opacity)}"')
    return "".join(parts)


def _path_d(commands: tuple[tuple[Any, ...], ...]) -> str:
    return " ".join(str(c[0]) + " ".join(num(v) for v in c[1:]) for c in commands)


def _element(shape: Shape) -> str:
    key = f" data-key={quoteattr(shape.key)}" if shape.key else ""
    if isinstance(shape, Rect):
        rx = f' rx="{num(shape.rx)}"' if shape.rx else ""
        body = (f'<rect x="{num(shape.x)}" y="{num(shape.y)}" width="{num(shape.w)}" '
                f'height="{num(shape.h)}"{rx}{_style(shape.style)}{key}')
    elif isinstance(shape, Circle):
        body = (f'<circle cx="{num(shape.cx)}" cy="{num(shape.cy)}" r="{num(shape.r)}"'
                f"{_style(shape.style)}{key}")
    elif isinstance(shape, Polygon):
        pts = " ".join(f"{num(x)},{num(y)}" for x, y in shape.points)
        body = f'<polygon points="{pts}"{_style(shape.style)}{key}'
    elif isinstance(shape, Path):
        body = f'<path d="{_path_d(shape.commands)}"{_style(shape.style)}{key}'
    else:
        anchor = f' text-anchor="{shape.anchor}"' if shape.anchor != "start" else ""
        weight = ' font-weight="bold"' if shape.bold else ""
        body = (f'<text x="{num(shape.x)}" y="{num(shape.y)}" font-size="{num(shape.size)}" '
                f'fill="{shape.fill}"{anchor}{weight}{key}>{escape(shape.text)}</text>')
        if shape.tip:
            return f"<g><title>{escape(shape.tip)}</title>{body}</g>"
        return body
    if shape.tip:
        return f"{body}><title>{escape(shape.tip)}</title></{body[1:body.index(' ')]}>"
    return body + "/>"


def _hit(hit: Hit) -> str:
    return (f'<rect class="gaucho-hit" data-target={quoteattr(hit.target)} x="{num(hit.x)}" '
            f'y="{num(hit.y)}" width="{num(hit.w)}" height="{num(hit.h)}" rx="{num(hit.rx)}" '
            f'fill="transparent"><title>{escape(hit.tip)}</title></rect>')


def scene_svg(scene: Scene, *, scale: float = 1.0) -> SvgWrapper:
    """Serialise a :class:`~gaucho.views.scene.Scene` (shared by the board and the flow graph)."""
    scale = check_scale(scale)
    w, h = num(scene.width), num(scene.height)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 {w} {h}" '
        f'width="{num(scene.width * scale)}" height="{num(scene.height * scale)}" '
        f'role="img" font-family={quoteattr(FONT)}>',
        f"<title>{escape(scene.title)}</title>",
        f"<desc>{escape(scene.desc)}</desc>",
        f'<rect x="0" y="0" width="{w}" height="{h}" fill="{scene.background}"/>',
    ]
    out.extend(_element(s) for s in scene.shapes)
    out.extend(_hit(h) for h in scene.hits)
    out.append("</svg>")
    return SvgWrapper("\n".join(out) + "\n")


def board_svg(subject: Subject, *, highlight_tiles: Any = None,
              highlight_pasture: Any = None, highlight_areas: Any = None,
              last_action: bool = False, legal_targets: bool | Iterable[object] = False,
              complete_pastures: bool = False,
              reveal_steppe: bool = False, scale: float = 1.0,
              theme: str = "light", sight: Sight | None = None,
              notes: Any = (), language: str | None = None,
              last_words: Callable[[Any], object] | None = None) -> SvgWrapper:
    """The table of a :class:`gaucho.Game` (or a bare :class:`gaucho.state.State`) as SVG.

    Options:

    * ``highlight_tiles``: tiles (ints or names like ``"W10"``) to outline,
      wherever they lie (Pampa, herds, a revealed Steppe);
    * ``highlight_pasture``: a pasture index (0 = P1) or name ``"P3"``, or several;
    * ``highlight_areas``: Action Area names (``"SALE"``, ...);
    * ``last_action``: outline what the last decision of ``game.history`` touched
      and write it in the header (a Game only), in ``last_words(step)`` when given (the
      caller's words for a step, :func:`gaucho.explorer.said.last_words`), else in notation;
    * ``legal_targets``: outline every tile and Action Area the given actions name, or
      with ``True`` every one a legal action names now (what the player to act may
      target; a Game's own legal actions);
    * ``complete_pastures``: outline the pastures that are complete (R-COLLECT-2);
    * ``reveal_steppe``: show the Steppe tiles face up (R-STEPPE-1 hides them);
    * ``scale``: size factor of the picture; ``theme``: ``"light"`` or ``"dark"``;
    * ``sight``: draw it as one seat sees it (see :func:`gaucho.views.seat.seat_svg`);
    * ``notes``: one line per player written in his row (e.g. the final score);
    * ``language``: the language of its words, title and text alternative (``"es"``,
      ``"fr"``, ``"de"``; default: the current one, :func:`gaucho.i18n.set_language`).
    """
    state, marks = resolve(subject, highlight_tiles=highlight_tiles,
                           highlight_pasture=highlight_pasture, highlight_areas=highlight_areas,
                           last_action=last_action, legal_targets=legal_targets,
                           complete_pastures=complete_pastures, last_words=last_words)
    scene = board_scene(state, marks, reveal_steppe=reveal_steppe, theme=theme, sight=sight,
                        notes=notes, language=language)
    return scene_svg(scene, scale=scale)
