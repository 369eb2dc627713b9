"""Board pictures and the phase graph with matplotlib, for reports and figures.

>>> import gaucho, gaucho.views.mpl
>>> ax = gaucho.views.mpl.board(gaucho.Game.new(players=3, seed=1))      # doctest: +SKIP
>>> ax = gaucho.views.mpl.flow(current="turn")                            # doctest: +SKIP

Both functions draw the same :class:`~gaucho.views.scene.Scene` as the SVG
pictures (:mod:`gaucho.views.svg`, :mod:`gaucho.views.phase_graph`), so the geometry is
written once, in :mod:`gaucho.views.board` (its shapes in :mod:`gaucho.views.scene`).
matplotlib is imported only inside these functions.
"""

from __future__ import annotations

from typing import Any

from gaucho._extras import require
from gaucho.views.board import Subject, board_scene, resolve
from gaucho.views.phase_graph import flow_scene
from gaucho.views.scene import Circle, Path, Polygon, Rect, Scene, Text


def _ax(ax: Any, scene: Scene, scale: float) -> Any:
    if ax is None:
        import matplotlib.pyplot as plt

        fig = plt.figure(figsize=(scene.width / 100 * scale, scene.height / 100 * scale))
        ax = fig.add_axes((0.0, 0.0, 1.0, 1.0))
    return ax


def render_scene(scene: Scene, ax: Any = None, *, scale: float = 1.0) -> Any:
    """Add the scene's shapes to a matplotlib Axes (a new figure if ``ax`` is None)."""
    require("matplotlib", extra="diagrams")
    from matplotlib import patches
    from matplotlib.path import Path as MplPath

    ax = _ax(ax, scene, scale)
    fig = ax.figure
    ax.set_xlim(0, scene.width)
    ax.set_ylim(scene.height, 0)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.add_patch(patches.Rectangle((0, 0), scene.width, scene.height,
                                   facecolor=scene.background, edgecolor="none", zorder=0))
    # points per board unit, from the Axes' size on the figure
    box = ax.get_position()
    w_in, h_in = fig.get_size_inches()
    ppu = min(box.width * w_in / scene.width, box.height * h_in / scene.height) * 72

    z = 1.0
    for shape in scene.shapes:
        z += 0.001
        if isinstance(shape, Text):
            ha = {"start": "left", "middle": "center", "end": "right"}[shape.anchor]
            artist = ax.text(shape.x, shape.y, shape.text, fontsize=shape.size * ppu,
                             color=shape.fill, ha=ha, va="baseline",
                             fontweight="bold" if shape.bold else "normal", zorder=z)
            if shape.key:
                artist.set_gid(shape.key)
            continue
        st = shape.style
        kw: dict[str, Any] = {
            "facecolor": st.fill or "none",
            "edgecolor": st.stroke or "none",
            "linewidth": st.width * ppu if st.stroke else 0,
            "alpha": st.opacity if st.opacity != 1.0 else None,
            "zorder": z,
        }
        if st.dash and st.stroke:
            kw["linestyle"] = (0, tuple(d / max(st.width, 0.1) for d in st.dash))
        patch: Any
        if isinstance(shape, Rect):
            if shape.rx:
                rounding = min(shape.rx, shape.w / 2, shape.h / 2)
                patch = patches.FancyBboxPatch(
                    (shape.x, shape.y), shape.w, shape.h,
                    boxstyle=f"round,pad=0,rounding_size={rounding}", **kw)
            else:
                patch = patches.Rectangle((shape.x, shape.y), shape.w, shape.h, **kw)
        elif isinstance(shape, Circle):
            patch = patches.Circle((shape.cx, shape.cy), shape.r, **kw)
        elif isinstance(shape, Polygon):
            patch = patches.Polygon(list(shape.points), closed=True, **kw)
        else:
            assert isinstance(shape, Path)
            verts: list[tuple[float, float]] = []
            codes: list[Any] = []
            for cmd in shape.commands:
                op = cmd[0]
                if op == "M":
                    verts.append((cmd[1], cmd[2]))
                    codes.append(MplPath.MOVETO)
                elif op == "L":
                    verts.append((cmd[1], cmd[2]))
                    codes.append(MplPath.LINETO)
                elif op == "C":
                    verts.extend([(cmd[1], cmd[2]), (cmd[3], cmd[4]), (cmd[5], cmd[6])])
                    codes.extend([MplPath.CURVE4] * 3)
                elif op == "Z":
                    verts.append(verts[0] if verts else (0.0, 0.0))
                    codes.append(MplPath.CLOSEPOLY)
            kw["facecolor"] = st.fill or "none"
            patch = patches.PathPatch(MplPath(verts, codes), **kw)
        if shape.key:
            patch.set_gid(shape.key)
        ax.add_patch(patch)
    return ax


def board(game: Subject, ax: Any = None, *, highlight_tiles: Any = None,
          highlight_pasture: Any = None, highlight_areas: Any = None,
          last_action: bool = False, reveal_steppe: bool = False, theme: str = "light",
          scale: float = 1.0, language: str | None = None) -> Any:
    """Draw the table of a Game (or State) on ``ax``; options as :func:`gaucho.views.svg.board_svg`.

    Returns the Axes.
    """
    state, marks = resolve(game, highlight_tiles=highlight_tiles,
                           highlight_pasture=highlight_pasture,
                           highlight_areas=highlight_areas, last_action=last_action)
    scene = board_scene(state, marks, reveal_steppe=reveal_steppe, theme=theme,
                        language=language)
    return render_scene(scene, ax, scale=scale)


def flow(ax: Any = None, current: str | None = None,
         highlight_edge: tuple[str, str] | None = None, *, theme: str = "light",
         scale: float = 1.0, language: str | None = None) -> Any:
    """Draw the turn/phase graph (layered, top to bottom) with ``current`` highlighted, its
    words in ``language`` (default: the current one)."""
    return render_scene(flow_scene(current, highlight_edge, theme, language), ax, scale=scale)
