"""Board pictures: SVG snapshots of fixed positions, structure, options, matplotlib.

Snapshots live in ``tests/snapshots/*.svg``.  After an intended change of the
pictures (or of the engine), rewrite them with::

    GAUCHO_UPDATE_SNAPSHOTS=1 .venv/bin/pytest tests/test_svg.py tests/test_flow.py

and look at the diff (open a few in a browser).
"""

from __future__ import annotations

import random
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable

import pytest
from helpers import check_snapshot

import gaucho
from gaucho import tiles as T
from gaucho.config import AREAS
from gaucho.flow import Phase
from gaucho.views.layout import Scene, Text, board_layout
from gaucho.views.svg import SvgWrapper, board_svg, scene_svg
from gaucho.views.text import render_text

NS = "{http://www.w3.org/2000/svg}"


def play_random(game: gaucho.Game, seed: int, steps: int) -> gaucho.Game:
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def mid_game(players: int = 4) -> gaucho.Game:
    """A seeded mid-game position (round 3 of a 4-player game by default)."""
    return play_random(gaucho.Game.new(players=players, seed=3), 5, 60)


def turn_game() -> gaucho.Game:
    """3 players, in a turn with dice held (round >= 2)."""
    g = gaucho.Game.new(players=3, seed=11)
    rng = random.Random(2)
    while g.round < 2 or g.phase != Phase.TURN:
        g.apply(rng.choice(g.legal_actions()))
    return play_random(g, 4, 3)


def over_game() -> gaucho.Game:
    return play_random(gaucho.Game.new(players=2, seed=4), 4, 5000)


POSITIONS: dict[str, tuple[Callable[[], gaucho.Game], dict[str, object]]] = {
    "new-2p": (lambda: gaucho.Game.new(players=2, seed=1), {}),
    "new-3p": (lambda: gaucho.Game.new(players=3, seed=1), {}),
    "new-4p": (lambda: gaucho.Game.new(players=4, seed=1), {}),
    "mid-4p": (mid_game, {"last_action": True}),
    "mid-4p-dark-revealed": (mid_game, {"theme": "dark", "reveal_steppe": True}),
    "turn-3p": (turn_game, {"last_action": True, "highlight_pasture": 2}),
    "over-2p": (over_game, {}),
}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


# ----------------------------------------------------------------- snapshots
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_snapshot(name: str) -> None:
    make, options = POSITIONS[name]
    check_snapshot(name, board_svg(make(), **options))  # type: ignore[arg-type]


def example_ids() -> list[str]:
    try:
        from gaucho import examples
    except ImportError:
        return []
    return list(examples.ids())


@pytest.mark.parametrize("example_id", example_ids() or ["(gaucho.examples missing)"])
def test_example_snapshot(example_id: str) -> None:
    """Every rulebook example's final position (RULES.md §26)."""
    examples = pytest.importorskip("gaucho.examples")
    game = examples.load(example_id).run().game
    svg = board_svg(game, last_action=True)
    parse(svg)
    check_snapshot(f"example-{example_id}", svg, missing_ok=True)


# ----------------------------------------------------------------- structure
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_structure(name: str) -> None:
    make, options = POSITIONS[name]
    game = make()
    svg = board_svg(game, **options)  # type: ignore[arg-type]
    root = parse(svg)
    assert root.tag == f"{NS}svg"
    assert root.find(f"{NS}title") is not None
    desc = root.find(f"{NS}desc")
    assert desc is not None and desc.text == render_text(game.state)
    keys = {el.get("data-key") for el in root.iter() if el.get("data-key")}
    for tile in game.state.pampa_tiles():
        assert f"tile:{T.name(tile)}" in keys, T.name(tile)
        assert T.name(tile) in svg
    for area in AREAS:
        assert f"area:{area}" in keys
    for p in range(game.players):
        assert f"player:{p}" in keys
        for herd in game.state.herds[p].values():
            for tile in herd:
                assert f"tile:{T.name(tile)}" in keys


def test_every_position_parses_through_a_game() -> None:
    g = gaucho.Game.new(players=3, seed=9)
    rng = random.Random(9)
    while not g.is_over:
        parse(board_svg(g, last_action=True))
        g.apply(rng.choice(g.legal_actions()))
    parse(board_svg(g))


def test_deterministic() -> None:
    a, b = mid_game(), mid_game()
    assert board_svg(a, last_action=True) == board_svg(b, last_action=True)
    assert board_svg(a) == board_svg(a.copy())
    assert board_svg(a.state) == board_svg(a)
    assert "id=" not in board_svg(a)


def test_wrapper_and_game_hooks() -> None:
    g = gaucho.Game.new(players=2, seed=1)
    svg = board_svg(g)
    assert isinstance(svg, SvgWrapper) and isinstance(svg, str)
    assert svg._repr_svg_() == svg._repr_html_() == str(svg)
    assert g._repr_svg_() == str(svg)
    assert g._repr_html_() == str(svg)
    assert g.svg(highlight_tiles=["W10"]) == str(board_svg(g, highlight_tiles=["W10"]))


def test_highlights_change_the_picture() -> None:
    g = mid_game()
    plain = board_svg(g)
    tile = g.state.pampa_tiles()[0]
    by_int = board_svg(g, highlight_tiles=[tile])
    assert by_int != plain
    assert board_svg(g, highlight_tiles=[T.name(tile)]) == by_int
    assert board_svg(g, highlight_tiles=T.name(tile)) == by_int
    assert board_svg(g, highlight_pasture=0) != plain
    assert board_svg(g, highlight_pasture="P1") == board_svg(g, highlight_pasture=0)
    assert board_svg(g, highlight_areas=["SALE"]) != plain
    assert board_svg(g, last_action=True) != plain
    assert board_svg(g, theme="dark") != plain
    assert board_svg(g, reveal_steppe=True) != plain
    for t in g.state.steppe:
        assert f"tile:{T.name(t)}" in board_svg(g, reveal_steppe=True)
        assert f"tile:{T.name(t)}" not in plain


def test_last_action_marks_the_tile() -> None:
    g = gaucho.Game.new(players=2, seed=1)
    g.play(g.legal_actions()[0])  # keep ...
    kept = g.history[-1].action
    svg = board_svg(g, last_action=True)
    assert f"Last: {g.history[-1].actor}: {kept}" in svg
    # the last move's mark is not the highlight's (#24 item 9): a dotted dark frame, named
    # in the legend, against a solid reddish-purple one; both on one tile when both apply
    dotted = 'stroke="#1A1A1A" stroke-width="2.5" stroke-dasharray="2 3"'
    solid = 'stroke="#A8457F" stroke-width="3.5"'
    assert svg.count(dotted) == len(kept.tiles) + 1 and "last move" in svg  # type: ignore[union-attr]
    assert solid not in svg
    both = str(board_svg(g, last_action=True, highlight_tiles=list(kept.tiles)))  # type: ignore[union-attr]
    assert both.count(dotted) == svg.count(dotted) and both.count(solid) == len(kept.tiles)  # type: ignore[union-attr]


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two ``#RRGGBB`` colours."""
    def lum(c: str) -> float:
        rgb = [int(c[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        r, g, b = (v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_marks_stand_out_from_what_they_sit_on(theme: str) -> None:
    """Each mark (the picture's and the board widget's: you may press, hint, focus) is at
    least 3:1 against every background it is drawn on (WCAG 1.4.11)."""
    import re
    from pathlib import Path

    from gaucho.views.scene import THEMES

    pal = THEMES[theme]
    marks = [pal["mark"], pal["last"]]
    if theme == "light":  # the widget draws the light theme
        css = (Path(gaucho.__file__).parent.parent / "widgets" / "board.css").read_text()
        for rule in ("is-next {", "is-hint {", ":focus,"):
            block = css[css.index(rule):]
            marks.append(re.search(r"stroke: (#[0-9A-Fa-f]{6})", block).group(1))  # type: ignore[union-attr]
    for colour in marks:
        for ground in ("background", "pampa", "panel"):
            assert contrast(colour, pal[ground]) >= 3, (colour, ground)


def test_scale_and_theme_options() -> None:
    g = gaucho.Game.new(players=4, seed=2)
    small = parse(board_svg(g, scale=0.5))
    big = parse(board_svg(g))
    assert float(small.get("width", "0")) * 2 == pytest.approx(float(big.get("width", "0")))
    assert small.get("viewBox") == big.get("viewBox")
    with pytest.raises(ValueError):
        board_svg(g, theme="sepia")
    with pytest.raises(ValueError):
        board_svg(g, scale=0)


def test_text_is_escaped() -> None:
    scene = Scene(10, 10, "#fff", "a < b & c", "<desc> & 'quotes'",
                  [Text(1, 1, "x < y & z > \"w\"", tip="<tip>")])
    root = parse(scene_svg(scene))
    assert root.find(f"{NS}title").text == "a < b & c"  # type: ignore[union-attr]
    assert root.find(f"{NS}desc").text == "<desc> & 'quotes'"  # type: ignore[union-attr]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_layout_fits_the_canvas(players: int) -> None:
    cfg = gaucho.DEFAULT_CONFIG
    lay = board_layout(cfg.pasture_sizes, players, cfg.dice[players], cfg.steppe_size)
    boxes = [c for row in lay.cells for c in row] + list(lay.rodeo_slots) + list(lay.held_slots)
    boxes += list(lay.steppe_slots) + list(lay.panels) + [lay.pampa, lay.rodeo, lay.steppe]
    boxes += [b for spaces in lay.area_spaces.values() for b in spaces]
    for b in boxes:
        assert b.x >= 0 and b.x + b.w <= lay.width + 1e-9, b
        assert b.y >= 0 and b.y + b.h <= lay.height + 1e-9, b
    for area, spaces in lay.area_spaces.items():
        for sp in spaces:
            assert lay.areas[area].x < sp.x and sp.x + sp.w < lay.areas[area].x + lay.areas[area].w
    # herds always fit in their panel, even absurdly long ones
    for p in range(players):
        panel = lay.panels[p]
        for herd in lay.herd_boxes(p, [12, 12, 12, 12, 12]):
            for b in herd:
                assert panel.x <= b.x and b.x + b.w <= panel.x + panel.w


def test_custom_board_geometry() -> None:
    cfg = gaucho.RulesConfig().replace(pasture_sizes=(3, 4, 5, 6, 7))
    g = play_random(gaucho.Game.new(players=4, seed=1, config=cfg), 1, 40)
    root = parse(board_svg(g))
    assert "P5" in ET.tostring(root, encoding="unicode")


def test_imports_stay_lazy() -> None:
    code = ("import sys, gaucho, gaucho.views.svg, gaucho.views.layout, gaucho.views.mpl\n"
            "import gaucho.views.phase_graph\n"
            "gaucho.Game.new(players=3, seed=1)._repr_svg_()\n"
            "assert 'networkx' not in sys.modules, 'networkx'\n"
            "assert 'matplotlib' not in sys.modules, 'matplotlib'\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


# ---------------------------------------------------------------- matplotlib
def test_matplotlib_board() -> None:
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from gaucho.views import mpl as draw

    g = mid_game()
    ax = draw.board(g, last_action=True, highlight_pasture=1)
    texts = {t.get_text() for t in ax.texts}
    for tile in g.state.pampa_tiles():
        assert str(T.big(tile)) in texts
    assert "P4" in texts and "SORT" in texts
    assert len(ax.patches) > 100
    fig, axes = plt.subplots(1, 2)
    assert draw.board(g.state, ax=axes[1], theme="dark") is axes[1]
    plt.close("all")


def test_legal_targets_and_complete_pastures_are_outlined() -> None:
    """A lesson can point at what the player may target now, and at complete pastures
    (R-COLLECT-2); both options change the picture and only add outlines."""
    import gaucho

    game = gaucho.Game.from_position({
        "players": 2, "phase": "turn", "held": [5, 6], "rodeo": [1, 2, 3],
        "pastures": [["W11", "K3^1", None], ["B4_0"], [], []],
    })
    plain = str(game.svg())
    targets = str(game.svg(legal_targets=True))
    complete = str(game.svg(complete_pastures=True))
    assert plain != targets and plain != complete
    assert targets.count("<") > plain.count("<")
    assert game.state.is_complete(1) and not game.state.is_complete(0)
