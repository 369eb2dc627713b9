"""The package's floors, read from its own source: no import cycle, nothing imported upward.

Every ``import`` of the package's own modules is read with :mod:`ast` from the source of
``gaucho/`` and of ``widgets/`` (installed as ``gaucho.widgets``): at module level, inside
functions and under ``if TYPE_CHECKING:`` alike, so a cycle cannot hide in an import made
late.  An edge ``a -> b`` means module ``a`` names module ``b`` (``from gaucho.x import y``
is an edge to ``gaucho.x.y`` when that is a module, else to ``gaucho.x``); a package's
``__init__`` run on the way is not counted as named.

The floors (the project's binding layers):

* the core (``gaucho/engine``, state, tiles, config, actions, errors, i18n, variants)
  imports nothing from views, coach, workshop, explorer, widgets or interop;
* the coach sits above the engine and below the workshop, explorer and widgets: it imports
  nothing from views, workshop, explorer, widgets or interop (the workshop may import it);
* the views import nothing from workshop, explorer or widgets.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: Source folders and the package name they are installed under.
SOURCES = {ROOT / "gaucho": "gaucho", ROOT / "widgets": "gaucho.widgets"}

CORE = ("gaucho.engine", "gaucho.state", "gaucho.tiles", "gaucho.config", "gaucho.actions",
        "gaucho.errors", "gaucho._errors", "gaucho.i18n", "gaucho.variants")
UPPER = ("gaucho.views", "gaucho.coach", "gaucho.workshop", "gaucho.explorer",
         "gaucho.widgets", "gaucho.interop")
#: Each floor and what it must never import.
FORBIDDEN: dict[tuple[str, ...], tuple[str, ...]] = {
    CORE: UPPER,
    ("gaucho.coach",): ("gaucho.views", "gaucho.workshop", "gaucho.explorer", "gaucho.widgets",
                        "gaucho.interop"),
    ("gaucho.views",): ("gaucho.workshop", "gaucho.explorer", "gaucho.widgets"),
}


def modules() -> dict[str, Path]:
    """Every module of the package by its dotted name (a package by its ``__init__``)."""
    out: dict[str, Path] = {}
    for base, package in SOURCES.items():
        for path in sorted(base.rglob("*.py")):
            parts = list(path.relative_to(base).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join([package, *parts])] = path
    return out


MODULES = modules()


def _within(name: str) -> str | None:
    """The package module that ``name`` names (itself, or the nearest enclosing module)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def imported(module: str, path: Path) -> Iterator[tuple[str, int]]:
    """``(module named, line)`` for every import of the package in one source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = _within(alias.name)
                if target:
                    yield target, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            for alias in node.names:
                target = _within(f"{source}.{alias.name}") if f"{source}.{alias.name}" in MODULES \
                    else _within(source)
                if target:
                    yield target, node.lineno


def graph() -> dict[str, dict[str, int]]:
    """``{module: {imported module: first line}}`` for the whole package."""
    edges: dict[str, dict[str, int]] = {m: {} for m in MODULES}
    for module, path in MODULES.items():
        for target, line in imported(module, path):
            if target != module:
                edges[module].setdefault(target, line)
    return edges


GRAPH = graph()


def cycles(edges: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(found)


def _in(module: str, floor: tuple[str, ...]) -> bool:
    return any(module == f or module.startswith(f + ".") for f in floor)


def test_the_reader_sees_the_package() -> None:
    """The graph is read from the real source: its known floors are there."""
    assert {"gaucho.engine.flow", "gaucho.flow", "gaucho.views.board", "gaucho.views.scene",
            "gaucho.variants", "gaucho.widgets.board"} <= set(MODULES)
    assert "gaucho.engine.flow" in GRAPH["gaucho.engine.dispatch"]
    assert "gaucho.engine.flow" in GRAPH["gaucho.flow"]


def test_imports_inside_functions_and_relative_ones_are_read_too(tmp_path: Path) -> None:
    path = tmp_path / "probe.py"
    path.write_text("def late():\n    from gaucho.views.svg import board_svg\n"
                    "from .dispatch import advance\nfrom .. import tiles\n", encoding="utf-8")
    assert sorted(imported("gaucho.engine.probe", path), key=lambda edge: edge[1]) == [
        ("gaucho.views.svg", 2), ("gaucho.engine.dispatch", 3), ("gaucho.tiles", 4)]


def test_cycles_are_found() -> None:
    assert cycles({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}) == [
        ["a", "b", "c"]]


def test_the_package_import_graph_has_no_cycle() -> None:
    found = cycles(GRAPH)
    where = ["; ".join(f"{a} -> {b} (line {GRAPH[a][b]})" for a in c for b in GRAPH[a] if b in c)
             for c in found]
    assert found == [], where


@pytest.mark.parametrize("floor", list(FORBIDDEN), ids=lambda f: f[0].split(".")[-1])
def test_no_floor_imports_upward(floor: tuple[str, ...]) -> None:
    upward = sorted(f"{module} -> {target} (line {line})"
                    for module, targets in GRAPH.items() if _in(module, floor)
                    for target, line in targets.items() if _in(target, FORBIDDEN[floor]))
    assert upward == []


def test_the_core_floor_holds_its_modules() -> None:
    """Every listed core module exists, so the floor rule cannot pass by a typo."""
    for name in CORE:
        assert name in MODULES, name
