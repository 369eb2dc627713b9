"""The turn/phase graph of :mod:`gaucho.flow` as a picture (SVG here, matplotlib in draw).

The picture is drawn from :func:`gaucho.flow.graph`, which is built from the
same declaration the engine runs on.  The layout is layered top to bottom:

* :func:`layers` puts every phase on a layer: the longest path from ``setup``
  over the *forward* edges, where an edge is forward when it goes further from
  ``setup`` (breadth-first distance, ties broken by declaration order).  The
  other edges (the loops of a game: next turn, next round, the round without
  dice back to collection) are drawn as lanes at the sides;
* within a layer, phases follow declaration order;
* self-loops (a step inside a turn, the next tile of a collection) are small
  loops at the right of their phase.

Everything is deterministic; ``networkx`` is imported only when drawing.  Titles,
descriptions and edge labels are drawn in the language given (:mod:`gaucho.i18n`; the
layout follows the translated labels' widths); rule IDs are not translated, and no phase
is shown by its key in the engine (``setup_draw``).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any

from gaucho._extras import require
from gaucho.flow import PHASES, START_PHASE, edges, graph
from gaucho.i18n import N_, _, semicolon_list, use_language
from gaucho.views.scene import (
    HIGHLIGHT,
    THEMES,
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
from gaucho.views.svg import SvgWrapper, scene_svg

NODE_W = 212.0
NODE_H = 50.0
LAYER_H = 80.0
COL_W = 318.0
LANE_GAP = 22.0
MARGIN = 16.0
LOOP_W = 30.0
LABEL_SIZE = 9.5

#: Node fills by actor (light theme, dark theme).
ACTOR_FILLS = {
    "player": ("#DCEBF7", "#23405A"),
    "chance": ("#FBE3C2", "#5A4320"),
    "engine": ("#ECECEC", "#3A3C40"),
    "none": ("#D9D9D9", "#4A4A4A"),
}
#: Who acts in a phase, as the graph writes it under the phase's key.
ACTOR_WORDS = {
    # Translators: who acts in a phase of the flow graph: a player, chance (dice, draws),
    # the engine (automatic steps) or nobody.
    "player": N_("player"), "chance": N_("chance"), "engine": N_("engine"), "none": N_("none"),
}
#: Each exit condition of :data:`gaucho.flow.CONDITIONS` as a person reads it in the
#: graph's tooltips and text alternative.  The flow's keys are data (English words the
#: engine and lesson 07 name conditions by); this table marks them for translation.
CONDITION_WORDS = {
    # Translators: a condition on an exit of the flow graph: the game goes from one phase
    # to the next "if" it holds ("Turn -> Take dice if turn ended, players left").
    "always": N_("always"),
    "another player keeps": N_("another player keeps"),
    "all kept, blocked spaces uncovered": N_("all kept, blocked spaces uncovered"),
    "all kept": N_("all kept"),
    "another player places": N_("another player places"),
    "all placed, end already triggered": N_("all placed, end already triggered"),
    "all placed": N_("all placed"),
    "a Pampa action (A, B or C)": N_("a Pampa action (A, B or C)"),
    "a gaucho onto an Action Space": N_("a gaucho onto an Action Space"),
    "a special action": N_("a special action"),
    "SECRET CATTLE used": N_("SECRET CATTLE used"),
    "in the round without dice": N_("in the round without dice"),
    "a gaucho back from an Action Space unused": N_("a gaucho back from an Action Space unused"),
    "lying gauchos taken back": N_("lying gauchos taken back"),
    "turn ended, players left": N_("turn ended, players left"),
    "turn ended, everyone played": N_("turn ended, everyone played"),
    "tiles to add": N_("tiles to add"),
    "all tiles added": N_("all tiles added"),
    "the round without dice is over": N_("the round without dice is over"),
    "the last regular round is over": N_("the last regular round is over"),
    "the end was triggered this round": N_("the end was triggered this round"),
    "tiles to draw": N_("tiles to draw"),
}


def layers() -> dict[str, int]:
    """The layer (row, 0 = top) of every phase; see the module docstring."""
    order = {name: i for i, name in enumerate(PHASES)}
    dist = {START_PHASE: 0}
    queue = deque([START_PHASE])
    while queue:
        u = queue.popleft()
        for e in PHASES[u].exits:
            if e.target not in dist:
                dist[e.target] = dist[u] + 1
                queue.append(e.target)
    for name in PHASES:  # unreachable phases (none today) go after the rest
        dist.setdefault(name, len(PHASES))

    def rank(n: str) -> tuple[int, int]:
        return dist[n], order[n]

    layer = {n: 0 for n in PHASES}
    for u in sorted(PHASES, key=rank):
        for e in PHASES[u].exits:
            if rank(e.target) > rank(u):
                layer[e.target] = max(layer[e.target], layer[u] + 1)
    return layer


def is_forward(src: str, dst: str, layer: dict[str, int] | None = None) -> bool:
    """True for an edge drawn downwards between neighbouring layers."""
    layer = layer or layers()
    return layer[dst] == layer[src] + 1


@dataclass(frozen=True)
class FlowLayout:
    width: float
    height: float
    #: node name -> (x, y, w, h) of its box
    nodes: dict[str, tuple[float, float, float, float]]
    #: (src, dst) -> path commands, label position and arrow tip direction
    routes: dict[tuple[str, str], tuple[tuple[tuple[Any, ...], ...], tuple[float, float]]]


def _text_w(text: str, size: float) -> float:
    return 0.58 * size * len(text)


def _phase_title(name: str) -> str:
    """A phase as a person reads it: its title in the current language, not its key."""
    return _(PHASES[name].title)


def condition_words(condition: str) -> str:
    """An exit condition as a person reads it, in the current language (a condition the
    table does not know yet shows as its key rather than failing the picture)."""
    return _(CONDITION_WORDS.get(condition, condition))


def _edge_labels() -> dict[tuple[str, str], str]:
    labels: dict[tuple[str, str], str] = {}
    for src, phase in PHASES.items():
        for e in phase.exits:
            key = (src, e.target)
            label = _(e.label)
            labels[key] = f"{labels[key]} / {label}" if key in labels else label
    return labels


def flow_layout() -> FlowLayout:
    """Node boxes and edge routes of the layered layout (pure arithmetic)."""
    layer = layers()
    by_layer: dict[int, list[str]] = {}
    for name in PHASES:
        by_layer.setdefault(layer[name], []).append(name)
    centre: dict[str, tuple[float, float]] = {}
    for k, names in sorted(by_layer.items()):
        for i, name in enumerate(names):
            centre[name] = ((i - (len(names) - 1) / 2) * COL_W, k * LAYER_H)
    labels = _edge_labels()
    pairs = list(labels)
    # lanes: every edge that is neither a self-loop nor a one-layer step down
    lanes = [(s, d) for s, d in pairs if s != d and layer[d] != layer[s] + 1]
    left_x = min(x for x, _ in centre.values()) - NODE_W / 2
    loop_right = max(
        centre[s][0] + NODE_W / 2 + LOOP_W + 8
        + max(_text_w(part, LABEL_SIZE) for part in labels[(s, d)].split(" / "))
        for s, d in pairs if s == d
    ) if any(s == d for s, d in pairs) else max(x for x, _ in centre.values()) + NODE_W / 2
    side: dict[tuple[str, str], str] = {}
    for s, d in lanes:
        side[(s, d)] = "right" if layer[d] > layer[s] or centre[d][0] > 0 else "left"
    lane_of: dict[tuple[str, str], int] = {}
    taken: dict[str, list[list[tuple[int, int]]]] = {"left": [], "right": []}
    for s, d in sorted(lanes, key=lambda e: (abs(layer[e[0]] - layer[e[1]]), pairs.index(e))):
        span = (min(layer[s], layer[d]), max(layer[s], layer[d]))
        slots = taken[side[(s, d)]]
        for idx, used in enumerate(slots):
            if all(span[1] < a or span[0] > b for a, b in used):
                used.append(span)
                lane_of[(s, d)] = idx
                break
        else:
            slots.append([span])
            lane_of[(s, d)] = len(slots) - 1
    n_left, n_right = len(taken["left"]), len(taken["right"])
    label_pad = 60.0
    x_shift = MARGIN + label_pad + n_left * LANE_GAP + 14 - left_x
    right_base = max(loop_right, max(x for x, _ in centre.values()) + NODE_W / 2) + 18
    width = right_base + x_shift + n_right * LANE_GAP + label_pad + MARGIN
    y_shift = MARGIN + 8
    height = y_shift + max(layer.values()) * LAYER_H + NODE_H + MARGIN + 8

    nodes = {n: (x + x_shift - NODE_W / 2, y + y_shift, NODE_W, NODE_H)
             for n, (x, y) in centre.items()}
    routes: dict[tuple[str, str], tuple[tuple[tuple[Any, ...], ...], tuple[float, float]]] = {}
    for s, d in pairs:
        sx, sy, sw, sh = nodes[s]
        dx, dy, dw, dh = nodes[d]
        if s == d:
            r = sx + sw
            cmds: tuple[tuple[Any, ...], ...] = (
                ("M", r, sy + sh / 2 - 9),
                ("C", r + LOOP_W, sy + sh / 2 - 22, r + LOOP_W, sy + sh / 2 + 22,
                 r + 2, sy + sh / 2 + 9))
            routes[(s, d)] = (cmds, (r + LOOP_W + 4, sy + sh / 2))
        elif layer[d] == layer[s] + 1:
            x1, y1 = sx + sw / 2, sy + sh
            x2, y2 = dx + dw / 2, dy - 2
            midy = (y1 + y2) / 2
            cmds = (("M", x1, y1), ("C", x1, midy, x2, midy, x2, y2))
            routes[(s, d)] = (cmds, ((x1 + x2) / 2, midy))
        else:
            k = lane_of[(s, d)]
            if side[(s, d)] == "left":
                lane = MARGIN + label_pad + (n_left - 1 - k) * LANE_GAP + 8
                x1, x2 = sx, dx - 2
            else:
                lane = right_base + x_shift + k * LANE_GAP
                x1, x2 = sx + sw, dx + dw + 2
            y1, y2 = sy + sh / 2 + 8, dy + dh / 2 - 8
            bend = 8.0 if y2 > y1 else -8.0
            cmds = (("M", x1, y1), ("L", lane + (8 if side[(s, d)] == "left" else -8), y1),
                    ("C", lane, y1, lane, y1, lane, y1 + bend),
                    ("L", lane, y2 - bend),
                    ("C", lane, y2, lane, y2, lane + (8 if side[(s, d)] == "left" else -8), y2),
                    ("L", x2, y2))
            routes[(s, d)] = (cmds, (lane, (y1 + y2) / 2))
    return FlowLayout(width, height, nodes, routes)


def _arrow(cmds: tuple[tuple[Any, ...], ...], color: str, size: float = 8.0) -> Polygon:
    last = cmds[-1]
    x, y = float(last[-2]), float(last[-1])
    if last[0] == "C":
        px, py = float(last[3]), float(last[4])
    else:
        prev = cmds[-2]
        px, py = float(prev[-2]), float(prev[-1])
    vx, vy = x - px, y - py
    norm = (vx * vx + vy * vy) ** 0.5 or 1.0
    ux, uy = vx / norm, vy / norm
    bx, by = x - ux * size, y - uy * size
    return Polygon(((x, y), (bx - uy * size * 0.45, by + ux * size * 0.45),
                    (bx + uy * size * 0.45, by - ux * size * 0.45)), Style(fill=color))


def _wrap(text: str, limit: int) -> list[str]:
    words, lines, line = text.split(), [], ""
    for w in words:
        if line and len(line) + 1 + len(w) > limit:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}".strip()
    lines.append(line)
    return lines


def flow_scene(current: str | None = None, highlight_edge: tuple[str, str] | None = None,
               theme: str = "light", language: str | None = None) -> Scene:
    """The phase graph as a :class:`~gaucho.views.scene.Scene`, its words in ``language``
    (default: the current one)."""
    with use_language(language):
        return _flow_scene(current, highlight_edge, theme)


def _flow_scene(current: str | None, highlight_edge: tuple[str, str] | None,
                theme: str) -> Scene:
    require("networkx", extra="diagrams")
    check_theme(theme)
    if current is not None and current not in PHASES:
        raise ValueError(f"unknown phase {current!r}")
    pal = THEMES[theme]
    dark = theme == "dark"
    g = graph()
    lay = flow_layout()
    if current:
        # Translators: title of the flow graph picture; {phase} is a phase's title (Turn,
        # Take dice), already translated.
        title = _("El Gaucho: turn and phase graph, current phase {phase}").format(
            phase=_phase_title(current))
    else:
        title = _("El Gaucho: turn and phase graph")
    # Translators: a line of the flow graph's text alternative: phase titles and a condition.
    desc_lines = [_("{source} -> {target} if {condition}").format(
        source=_phase_title(s), target=_phase_title(d), condition=condition_words(c))
        for s, d, c in edges()]
    labels = _edge_labels()
    scene = Scene(lay.width, lay.height, pal["background"], title, "\n".join(desc_lines))
    shapes_edges: list[Shape] = []
    shapes_labels: list[Shape] = []
    for (s, d), (cmds, (lx, ly)) in lay.routes.items():
        data = g.edges[s, d]
        hot = highlight_edge is not None and tuple(highlight_edge) == (s, d)
        color = HIGHLIGHT if hot else pal["muted"]
        # Translators: an edge's tooltip in the flow graph: two phase titles, then the
        # conditions to go from one to the other (a semicolon list).
        tip = _("{source} -> {target}: {conditions}").format(
            source=_phase_title(s), target=_phase_title(d),
            conditions=semicolon_list(condition_words(c) for c in data["conditions"]))
        key = f"edge:{s}>{d}"
        shapes_edges.append(Path(cmds, Style(stroke=color, width=3 if hot else 1.4), tip=tip,
                                 key=key))
        shapes_edges.append(_arrow(cmds, color))
        label = labels[(s, d)]
        w = _text_w(label, LABEL_SIZE) + 6
        if s == d:
            parts = label.split(" / ")
            for i, part in enumerate(parts):
                shapes_labels.append(Text(lx, ly + 3.5 + (i - (len(parts) - 1) / 2) * 11, part,
                                          LABEL_SIZE, color, bold=hot, tip=tip))
        else:
            shapes_labels.append(Rect(lx - w / 2, ly - 7, w, 14,
                                      Style(fill=pal["background"], opacity=0.9), rx=3))
            shapes_labels.append(mid_text(lx, ly, label, LABEL_SIZE,
                                          HIGHLIGHT if hot else pal["muted"], bold=hot,
                                          tip=tip))
    scene.add(*shapes_edges)
    for name, (x, y, w, h) in lay.nodes.items():
        node = g.nodes[name]
        is_current = name == current
        fill = ACTOR_FILLS.get(str(node["actor"]), ACTOR_FILLS["engine"])[1 if dark else 0]
        actor = _(ACTOR_WORDS.get(str(node["actor"]), str(node["actor"])))
        # Translators: tooltip of a phase in the flow graph; {actor} who acts in it (a
        # player, chance, the engine), {rules} rule IDs.
        tip = _("{title} (actor {actor}): {description} Rules: {rules}").format(
            title=_(str(node["title"])), actor=actor,
            description=_(str(node["description"])), rules=", ".join(node["rules"]))
        scene.add(Rect(x, y, w, h, Style(fill=fill, stroke=HIGHLIGHT if is_current
                                          else pal["panel_stroke"],
                                          width=4 if is_current else 1.2),
                       rx=8, tip=tip, key=f"phase:{name}"))
        lines = _wrap(_(str(node["title"])), 31)
        top = y + (h - 12 * len(lines) - 11) / 2 + 10
        for i, line in enumerate(lines):
            scene.add(Text(x + w / 2, top + i * 12.5, line, 11.5, pal["text"], anchor="middle",
                           bold=True, tip=tip, key=f"phase:{name}"))
        # who acts, in words (the phase's key in the engine, "setup_draw", is no word)
        scene.add(Text(x + w / 2, top + len(lines) * 12.5 + 1, actor, 9.5, pal["muted"],
                       anchor="middle", tip=tip, key=f"phase:{name}"))
        if is_current:
            # Translators: marks the current phase in the flow graph.
            scene.add(Text(x + 6, y - 4, _("now"), 10, HIGHLIGHT, bold=True))
    scene.add(*shapes_labels)
    return scene


def flow_svg(current: str | None = None, highlight_edge: tuple[str, str] | None = None, *,
             theme: str = "light", scale: float = 1.0,
             language: str | None = None) -> SvgWrapper:
    """The phase graph as SVG, with the ``current`` phase and one edge highlighted, its
    words in ``language`` (default: the current one)."""
    return scene_svg(flow_scene(current, highlight_edge, theme, language), scale=scale)
