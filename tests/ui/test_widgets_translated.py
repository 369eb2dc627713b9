"""Every word the app shows goes through the translation layer (issue 19).

A fake catalog translates every message of the source (what ``tools/i18n.py extract``
finds) to ``«message»``; the app switched to that language must then show nothing outside
``«»`` but notation, IDs, numbers and names.  A label that bypasses the layer (a plain
English string, or text given to ``_()`` that was never marked for extraction) is left bare,
and the test names it and where it is.  The rules text is not a message but the rulebook in
the chosen language (RULES.es.md): checked for being that rulebook's text instead.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as w  # noqa: E402
from gaucho.widgets import (  # noqa: E402
    ExplorerApp,
    PlayWidget,
    View,
    WorkshopTab,
)
from gaucho.widgets.board import BoardWidget, GameBoard  # noqa: E402
from helpers import use_marked_catalog  # noqa: E402

from gaucho import i18n, rules  # noqa: E402
from gaucho.actions import VERBS  # noqa: E402
from gaucho.config import AREAS  # noqa: E402
from gaucho.i18n import LANGUAGE_NAMES, use_language  # noqa: E402

#: The language the fake catalog stands in for (its rulebook is real: RULES.es.md).
FAKE = "es"




@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    use_marked_catalog(monkeypatch, FAKE)


# ------------------------------------------------------------------ what is left bare
#: Words that may stay bare: the action notation's verbs and letters, the Action Area keys
#: (notation), rule/example/tile/pasture IDs (matched below), each language's own name.
NOTATION = {*VERBS, *(v.upper() for v in VERBS), *AREAS, "A", "B", "C", "w",
            "seed"}  # an example's setup step: "seed P4"
ID = re.compile(r"\b(?:R-[A-Z]+-\d+(?:\.\.\d+)?|EX-[A-Z0-9-]+|[BGKWS]\d+|P\d+|§\d+)\b")
INNERMOST = re.compile(r"«[^«»]*»")
WORD = re.compile(r"[^\W\d_]{2,}")


def words_of(text: str) -> list[str]:
    return WORD.findall(ID.sub(" ", text))


def bare_words(text: str, allowed: set[str], data: list[list[str]] = ()) -> list[str]:  # type: ignore[assignment]
    """The words of ``text`` outside «» that are neither notation, IDs, ``allowed`` words
    nor a run of words of ``data`` (texts that are data, not messages)."""
    while INNERMOST.search(text):
        text = INNERMOST.sub(" ", text)
    words = words_of(text)
    for run in data:
        words = _without(words, run)
    return [word for word in words if word not in NOTATION | allowed]


def _without(words: list[str], run: list[str]) -> list[str]:
    n = len(run)
    if not n:
        return words
    out: list[str] = []
    i = 0
    while i < len(words):
        if words[i:i + n] == run:
            i += n
        else:
            out.append(words[i])
            i += 1
    return out


class _Text(HTMLParser):
    """Text nodes and person-facing attributes of an HTML fragment; rule hovers (the
    rulebook's own text), pictures' SVG (tested in tests/views) and styles left out."""

    SKIP = {"style", "svg", "script"}
    VOID = {"input", "br", "img", "hr", "wbr"}

    def __init__(self, leave_out: frozenset[str] = frozenset()) -> None:
        super().__init__()
        self.leave_out = leave_out
        self.parts: list[str] = []
        self.rulebook: list[str] = []
        self._skip: list[str] = []
        self._rule_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if tag in self.SKIP or (self.leave_out & set(classes) and tag not in self.VOID):
            self._skip.append(tag)
        rule_text = {"gaucho-rule", "gaucho-rules-card-text", "gaucho-rules-card-section",
                     "gaucho-rules-card-basis"} & set(classes)
        if (rule_text or self._rule_depth) and tag not in self.VOID:
            self._rule_depth += 1
            if a.get("title"):
                self.rulebook.append(a["title"] or "")
            return
        for name in ("title", "alt", "placeholder", "aria-label"):
            if a.get(name) and not self._skip:
                self.parts.append(a[name] or "")

    def handle_endtag(self, tag: str) -> None:
        if self._skip and self._skip[-1] == tag:
            self._skip.pop()
        if self._rule_depth:
            self._rule_depth -= 1

    def handle_data(self, data: str) -> None:
        if self._skip:
            return
        (self.rulebook if self._rule_depth else self.parts).append(data)


def html_text(value: str, leave_out: frozenset[str] = frozenset()
              ) -> tuple[list[str], list[str]]:
    """(shown text, rulebook text) of an HTML value (elements of a class in ``leave_out``
    left out)."""
    parser = _Text(leave_out)
    parser.feed(value)
    return parser.parts, parser.rulebook


def shown(widget: Any, where: str = "app", leave_out: frozenset[str] = frozenset()
          ) -> Iterator[tuple[str, str]]:
    """``(where, text)`` for every word a person can read in a widget tree (but in widgets
    and HTML elements of a class in ``leave_out``)."""
    if leave_out & set(getattr(widget, "_dom_classes", ())):
        return
    cls = type(widget).__name__
    here = f"{where}/{cls}" + "".join(f".{c}" for c in getattr(widget, "_dom_classes", ())
                                     if c.startswith("gaucho-"))
    for name in ("description", "tooltip", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str) and value:
            yield f"{here}.{name}", value
    labels = getattr(widget, "_options_labels", None)
    if labels and "gaucho-rules-section" in getattr(widget, "_dom_classes", ()):
        # the rulebook's own section titles, in its language (checked in a test below)
        labels = labels[:1]
    if labels:
        for label in labels:
            yield f"{here}.options", str(label)
    if isinstance(widget, w.Tab):
        for title in widget.titles:
            yield f"{here}.titles", str(title)
    if isinstance(widget, w.HTML | w.Label):
        parts = html_text(str(widget.value), leave_out)[0]
        if parts:
            yield f"{here}.value", " ".join(parts)
    if isinstance(widget, BoardWidget):
        yield f"{here}.message", str(widget.message)
        for _token, label in widget.choices:
            yield f"{here}.choices", label
        for label in widget.labels.values():
            yield f"{here}.labels", label
    for child in getattr(widget, "children", ()):
        yield from shown(child, here, leave_out)


def untranslated(widget: Any, allowed: set[str] = frozenset(),  # type: ignore[assignment]
                 leave_out: frozenset[str] = frozenset()) -> list[str]:
    out = []
    data = [words_of(t) for t in example_texts()]
    for where, text in shown(widget, leave_out=leave_out):
        left = bare_words(text, set(allowed), data)
        if left:
            out.append(f"{where}: {left} in {text[:160]!r}")
    return out


def example_texts() -> list[str]:
    """The rulebook examples' own words (titles, summaries, step notes: the example files'
    data, written in English and not in the catalogs), longest first."""
    from gaucho import examples
    from gaucho.explorer import example_ids

    out: set[str] = set()
    for example_id in example_ids():
        sc = examples.load(example_id)
        out.update([sc.title, sc.summary])
        for line in [sc.line(None), *sc.variations]:
            out.add(line.title)
            out.update(step.note for step in line.steps)
            out.update(b.note for b in line.expect_illegal)
            out.update(str(e) for e in line.expect_events)
    return sorted((t for t in out if t), key=lambda t: len(words_of(t)), reverse=True)


def assert_translated(widget: Any, allowed: set[str] = frozenset(),  # type: ignore[assignment]
                      leave_out: frozenset[str] = frozenset()) -> None:
    bare = untranslated(widget, allowed, leave_out)
    assert not bare, "words that bypass the translation layer:\n" + "\n".join(bare)


#: Names, not words: the languages (in themselves), the named rule variants, the seats' bots
#: defined in a notebook cell.
def _names() -> set[str]:
    from gaucho.workshop.variants import variant_names

    names = {word for name in LANGUAGE_NAMES.values() for word in WORD.findall(name)}
    for variant in variant_names():
        names.update(WORD.findall(variant))
    return names


# ------------------------------------------------------------------ the checker itself
def test_the_checker_finds_a_bare_english_label(marked: None) -> None:
    box = w.VBox([w.Button(description="«Run»"), w.HTML("<b>Done</b> «Reset» R-SETUP-1")])
    assert untranslated(box) == ["app/VBox/HTML.value: ['Done'] in 'Done  «Reset» R-SETUP-1'"]
    assert bare_words("«Round «1» · «Keep tiles»» take 5 6 W11 P2", set()) == []


# ------------------------------------------------------------------ the app
def played(app: ExplorerApp) -> None:
    """Click through the app as a student would: steps in every stepper, moves on Play."""
    app.setup.step_button.click()
    app.setup.step_button.click()
    app.prelim.step_button.click()
    app.prelim.illegal_button.click()
    app.examples.step_button.click()
    app.examples.end_button.click()
    app.phases.step_button.click()
    play = app.play
    for _move in range(4):
        if play._input is None:
            break
        action = play.controller.hint()
        assert action is not None
        for target in play._input.clicks_for(action):
            play.board_clicked(target)
    play.show_hint()
    play.why_box.value = "take 1 1"
    play.why_button.click()
    app.first_game.click("nowhere")
    app.rules.search_box.value = "STEAL"


def test_every_label_of_the_app_goes_through_the_layer(marked: None) -> None:
    app = ExplorerApp(seed=7, language=FAKE)
    played(app)
    assert_translated(app.page, _names())


def test_switching_the_menu_relabels_every_tab(marked: None) -> None:
    app = ExplorerApp(seed=7, language="en")
    played(app)
    status = app.play.status.value
    app.language_pick.value = FAKE
    assert app.language == FAKE and all(v.language == FAKE for v in app.children
                                        if isinstance(v, View))
    assert_translated(app.page, _names())
    assert app.play.status.value != status
    # the game, the steps and the example shown did not change
    assert app.setup.explorer.position == 2 and app.examples.explorer.at_end
    app.language_pick.value = "en"
    assert app.play.status.value == status
    assert "«" not in app.setup.narration.value


def test_text_made_during_a_click_is_in_the_view_language(marked: None) -> None:
    """The notebook's language is English; the widget's is the fake one."""
    play = PlayWidget(players=2, seed=3, language=FAKE)
    play.why_box.value = "take 9 9"
    play.why_button.click()
    play.board_clicked("nowhere")
    assert_translated(play, _names())
    assert i18n.get_language() == "en"


def test_the_rules_tab_shows_the_rulebook_of_its_language(marked: None) -> None:
    app = ExplorerApp(seed=7, language="en")
    app.set_language(FAKE)
    app.rules.show("R-STEAL-3")
    spanish = rules.get("R-STEAL-3", language=FAKE).text
    assert spanish != rules.get("R-STEAL-3", language="en").text
    assert html_text(app.rules.results.value)[1] and spanish[:40] in " ".join(
        html_text(app.rules.results.value)[1])


@pytest.fixture(scope="module")
def workshop_run() -> WorkshopTab:
    tab = WorkshopTab(seed=5, language="en")
    tab.games_box.value = 4
    tab.set_value("sale_bonus", "9")
    run = tab.run(background=False)
    assert run is not None and run.finished and len(run.ours) == 4
    return tab


def test_the_workshop_and_its_results_go_through_the_layer(
        workshop_run: WorkshopTab, marked: None) -> None:
    tab = workshop_run
    tab.set_language(FAKE)  # the form and the finished run drawn again
    assert tab.pictures.value and tab.comparison.value
    assert_translated(tab, _names())
    tab.set_value("sale_bonus", "x")  # a problem, in words
    assert tab.problems_box.value
    assert_translated(tab, _names())
    tab.set_value("sale_bonus", "9")


def test_a_game_board_in_a_notebook_speaks_its_language(marked: None) -> None:
    import gaucho

    board = GameBoard(gaucho.Game.new(2, 1), language=FAKE)
    board.click("nowhere")
    assert_translated(board)
    assert board.message.startswith("«")
    with use_language("en"):
        board.set_language("en")
    assert "«" not in board.message
