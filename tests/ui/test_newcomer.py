"""What a newcomer trips over (issue 24), without a browser: every menu choice of every tab,
errors in widget callbacks, and a Workshop comparison that Stop leaves paired."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest
from gaucho.widgets import WorkshopTab, explorer_app

from gaucho import InvalidConfig
from gaucho.explorer.workshop import WorkshopController

MENUS = (w.Dropdown, w.ToggleButtons, w.Select, w.RadioButtons, w.SelectionSlider)


def walk(widget: Any) -> Iterator[Any]:
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from walk(child)


def menus_of(view: Any) -> list[Any]:
    return [m for m in walk(view) if isinstance(m, MENUS)]


def test_every_menu_choice_of_every_tab_works() -> None:
    """Each choice is made as a click makes it (the widget's value set); none may raise, and
    every choice reads as words, never as a Python tuple or list."""
    app = explorer_app()
    app.workshop.controller.workers = 1
    chosen = 0
    for index, view in enumerate(app.views):
        app.selected_index = index  # opening the tab builds it
        for menu in menus_of(view):
            for label, value in list(zip(menu._options_labels, menu._options_values,
                                         strict=True)):
                assert not label.startswith(("(", "[")), (type(view).__name__, label)
                menu.value = value
                chosen += 1
    assert chosen > 40


@pytest.mark.parametrize("choice", ["official", "no comparison", "fill limit 25"])
def test_every_compare_choice_runs(choice: str) -> None:
    tab = WorkshopTab(WorkshopController(seed=3, workers=1))
    labels = dict(zip(tab.compare_pick._options_labels, tab.compare_pick._options_values,
                      strict=True))
    tab.compare_pick.value = labels[choice]
    tab.games_box.value = 3
    tab.run(background=False)
    expected = "Done: 3 games." if choice in ("official", "no comparison") else (
        "Done: 3 games under each ruleset.")
    assert tab.status.value == expected


def test_a_failing_callback_says_why_in_the_tab(monkeypatch: pytest.MonkeyPatch) -> None:
    tab = WorkshopTab(WorkshopController(seed=3, workers=1))

    def refuse(*_args: Any, **_kwargs: Any) -> Any:
        raise InvalidConfig("unknown variant 'nope'")

    monkeypatch.setattr(tab.controller, "start", refuse)
    tab.run_button.click()
    assert "unknown variant &#x27;nope&#x27;" in tab.status.value
    assert "Playing" not in tab.status.value
    assert not tab.run_button.disabled and tab.stop_button.disabled

    def broken(_change: Any) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(tab.controller, "set_players", broken)
    tab.players_pick.value = 2
    assert "The run stopped: a bug" in tab.status.value  # in words, no Python type name
    assert "RuntimeError" not in tab.status.value


def _stopped_run(cooperative: bool) -> Any:
    wc = WorkshopController(seed=5, workers=1)
    wc.seats = ["random"] * 4  # the fastest games (the default is greedy)
    wc.set_value("pasture_threshold", "15")
    wc.games = 60

    def stop_early(run: Any) -> None:
        if run.done >= 15:
            run.stop()

    if not cooperative:
        return wc.start(stop_early).wait()

    async def main() -> Any:
        ticks: list[int] = []
        run = wc.start(stop_early)  # cooperative: started from inside the loop
        while not run.finished:
            ticks.append(run.done)  # this task runs between the run's batches
            await asyncio.sleep(0)
        assert len(set(ticks)) > 1, "the page's loop ran while the games were played"
        return run

    import gaucho.explorer.workshop as ws

    original = ws.cooperative_only
    ws.cooperative_only = lambda: True  # as in the browser's Python (Pyodide)
    try:
        return asyncio.run(main())
    finally:
        ws.cooperative_only = original


@pytest.mark.parametrize("cooperative", [False, True], ids=["thread", "cooperative"])
def test_stop_leaves_a_comparison_of_equal_sizes(cooperative: bool) -> None:
    run = _stopped_run(cooperative)
    assert run.finished and run.stopped and run.error is None
    assert run.theirs is not None
    assert 0 < len(run.ours) == len(run.theirs) < 60
    # paired: the same games (indices and seeds) under both rules
    assert [g["seed"] for g in run.ours.games] == [g["seed"] for g in run.theirs.games]
    assert [g["game"] for g in run.ours.games] == list(range(len(run.ours)))
    tab = WorkshopTab(WorkshopController(workers=1))
    text = tab._status_text(run)
    assert text == (f"Stopped: {len(run.ours)} games of 60 under each ruleset; the results "
                    "below compare them.")


def test_no_lesson_needs_the_raises_exception_tag() -> None:
    """An illegal move shown on purpose is a displayed refusal: Run All never stops."""
    from pathlib import Path

    import nbformat

    root = Path(__file__).resolve().parents[2] / "notebooks"
    lessons = sorted(root.glob("*.ipynb")) + sorted(root.glob("*/*.ipynb"))
    assert len(lessons) >= 17
    for path in lessons:
        for cell in nbformat.read(path, as_version=4).cells:
            tags = cell.get("metadata", {}).get("tags", [])
            assert "raises-exception" not in tags, (path.name, cell.source[:60])
            for output in cell.get("outputs", []):
                assert output["output_type"] != "error", (path.name, cell.source[:60])


def test_records_of_edited_rules_say_what_changed_and_which_bots_played() -> None:
    import csv
    import io

    from gaucho.explorer.workshop import records_csv

    wc = WorkshopController(seed=2, workers=1)
    wc.seats = ["random"] * 4  # the default is greedy in every seat
    wc.set_value("pasture_threshold", "25")
    wc.set_value("area.STEAL", False)
    wc.set_seat(1, "greedy")
    wc.games = 2
    run = wc.start(background=False)
    rows = list(csv.DictReader(io.StringIO(records_csv(run.ours, "players"))))
    assert {r["variant"] for r in rows} == {"custom: pasture_threshold=25, area.STEAL=off"}
    assert {r["bot"] for r in rows} == {"random", "greedy"}
    official = list(csv.DictReader(io.StringIO(records_csv(run.theirs, "players"))))
    assert {r["variant"] for r in official} == {"official"}


def test_keep_limit_labels_count_tiles_in_words() -> None:
    tab = WorkshopTab(WorkshopController(workers=1))
    labels = [tab.inputs[f"keep_limits.{n}"].description for n in (1, 2, 3)]
    assert labels == ["1 tile", "2 tiles", "3 tiles"]


def test_every_summary_rule_link_finds_its_rule_in_the_rulebook_beside_it() -> None:
    """Lessons link rules to rules.ipynb in their own folder (JupyterLab, the offline site)
    by the rule's cell (``rules.ipynb#cell-id=R-SETUP-1``: JupyterLab scrolls to it when the
    notebook opens), a cell of its own under a heading of its ID; the rulebook notebooks
    are those the tool generates from the shipped rulebook (never a stale copy)."""
    import importlib.util
    import re
    from pathlib import Path

    import nbformat

    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location(
        "rulebook_notebook", root / "tools" / "rulebook_notebook.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    for folder, language in tool.FOLDERS.items():
        assert tool.path_for(folder).read_text(encoding="utf-8") == tool.source_text(language)
    links = 0
    for lesson in sorted((root / "notebooks").glob("[0-9]*.ipynb")) + sorted(
            (root / "notebooks").glob("*/[0-9]*.ipynb")):
        text = "".join(c.source for c in nbformat.read(lesson, as_version=4).cells
                       if c.cell_type == "markdown")
        assert "rules.html" not in text, lesson.name  # the old links, dead in JupyterLab
        # the link by heading, which JupyterLab does not scroll to when the notebook opens
        assert not re.search(r'href="rules\.ipynb#R-', text), lesson.relative_to(root)
        book = nbformat.read(lesson.parent / "rules.ipynb", as_version=4)
        cells = {c.id: c.source for c in book.cells if c.cell_type == "markdown"}
        for rule_id in re.findall(r'href="rules\.ipynb#cell-id=([A-Z0-9-]+)"', text):
            assert f'href="{tool.lesson_link(rule_id)}"' in text
            assert cells.get(rule_id, "").startswith(f"###### {rule_id}\n"), (lesson.name,
                                                                              rule_id)
            links += 1
    assert links > 100


# ------------------------------------------------------------ item 9: text layout
def test_rule_text_reads_as_text_not_markdown() -> None:
    """"*unoccupied*" is emphasis, not typed asterisks, in the pinned rule and the tooltip;
    a rule ID in text that already says its rule only hovers (no pin repeating it)."""
    from gaucho import rules
    from gaucho.explorer.views import RULE_STYLE, rule_ids_html

    html = rule_ids_html("see R-COMP-11")
    assert "<em>unoccupied</em>" in html and "*" not in html
    said = f"{rules.get('R-COMP-11').text} [R-COMP-11]"
    assert "gaucho-rule-pin" not in rule_ids_html(said)
    assert 'title="R-COMP-11: A tile carries' in rule_ids_html(said)
    # wrapped at spaces (JupyterLab's outputs break <pre> anywhere), never inside an ID
    assert ".gaucho-pre{word-break:normal!important" in RULE_STYLE
    assert "white-space:nowrap" in RULE_STYLE.split(".gaucho-rule-id{", 1)[1].split("}")[0]


def test_play_tab_words_are_whole_and_boards_keep_a_size() -> None:
    """The History caption is a whole sentence, the Why-not box is not named like its
    button, every board keeps a minimum width, and the tab bar wraps its titles."""
    from gaucho.widgets import TAB_TITLES, ExplorerApp

    app = ExplorerApp(seed=7)
    play = app.play
    assert "click a step to see the board as it was then" in play.history_heading.value
    assert play.why_box.description != play.why_button.description == "Why not?"
    column = next(c for c in play.children[1].children
                  if "gaucho-play-main" in c._dom_classes)
    assert column.layout.min_width == "520px"
    assert app.setup.board.layout.min_width == "520px"
    assert "flex-wrap:wrap" in app.intro.value
    assert len(app.titles) == len(TAB_TITLES)
