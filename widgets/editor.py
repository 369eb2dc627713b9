"""The board editor: a teacher sets up any table by clicking, checked as she builds it.

The view is thin over :class:`gaucho.explorer.editor.Editor`: a tool menu says what a click
on the board does, a few fields set what the board has no place to click (Pesos, round,
whose turn, phase, a herd), the problem line shows why a table is impossible (with the
rule), and "Play from here" hands the table to :attr:`on_play` (the app's Play tab).  The
table is also written in the JSON position format, to copy or download.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from gaucho import examples
from gaucho.errors import GauchoError
from gaucho.explorer.editor import Editor, Problem
from gaucho.explorer.views import board_html, player_word, word
from gaucho.flow import PHASES
from gaucho.game import Game
from gaucho.i18n import N_, _, check_language, use_language

from ._base import View, button, html, label, pick_language, pre, speaks
from .board import BoardWidget

__all__ = ["EditorTab"]

#: The tools a click can use, with their labels (English, marked).
TOOLS = (("tile", N_("Put a tile")), ("standing", N_("Standing gaucho")),
         ("lying", N_("Lying gaucho")), ("clear", N_("Clear")))



def choose(menu: w.Dropdown | w.ToggleButtons, options: list[tuple[str, Any]]) -> None:
    """Give a menu its (relabelled) options, keeping its choice, else choosing the first:
    ipywidgets leaves a menu made empty at no choice (``None``), and a relabelled toggle
    at its first option, which would start a chapter from nowhere or switch a student
    back to the teacher's side."""
    kept = menu.value
    menu.options = options
    values = [v for _t, v in options]
    menu.value = kept if kept in values else (values[0] if values else None)

class EditorTab(View):
    """Set up a table by clicks (new setup, a rulebook example, or a game's moment)."""

    title = N_("Editor")

    def __init__(self, editor: Editor | None = None, *, language: str | None = None,
                 lazy: bool = False, **kwargs: Any) -> None:
        self.language = pick_language(language)
        self.editor = editor or Editor.from_example("EX-TURN-1")
        #: Called with the game "Play from here" makes (the app opens it in its Play tab).
        self.on_play: list[Callable[[Game], None]] = []
        #: The last refused edit's problem (the draft unchanged), said in the tab's
        #: language; :attr:`message` is its words.
        self.refused: Problem | None = None
        self.message = ""
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-editor")

    def make_widgets(self) -> list[w.Widget]:
        self.source = w.Dropdown(options=[("new", "new"), *((i, i) for i in examples.ids())],
                                 value="EX-TURN-1", layout=w.Layout(width="260px"))
        self.source.add_class("gaucho-editor-source")
        self.start_button = button("", "gaucho-editor-start", icon="file")
        self.start_button.on_click(lambda _b: self.start(str(self.source.value)))
        self.tool = w.ToggleButtons(options=[(k, k) for k, _t in TOOLS], value="tile")
        self.tool.add_class("gaucho-editor-tool")
        self.tool.observe(lambda c: self._picked("tool", str(c["new"])), names="value")
        self.tile = w.Text(value=self.editor.tile, layout=w.Layout(width="160px"))
        self.tile.add_class("gaucho-editor-tile")
        self.tile.observe(lambda c: self._picked("tile", str(c["new"]).strip().upper()),
                          names="value")
        self.player = w.Dropdown(layout=w.Layout(width="190px"))
        self.player.add_class("gaucho-editor-player")
        self.player.observe(self._player_picked, names="value")
        self.pesos = w.IntText(layout=w.Layout(width="170px"))
        self.pesos.add_class("gaucho-editor-pesos")
        self.herd = w.Text(layout=w.Layout(width="260px"))
        self.herd.add_class("gaucho-editor-herd")
        self.round = w.IntText(layout=w.Layout(width="150px"))
        self.round.add_class("gaucho-editor-round")
        self.active = w.Dropdown(layout=w.Layout(width="190px"))
        self.active.add_class("gaucho-editor-active")
        self.phase = w.Dropdown(options=[(str(p), str(p)) for p in PHASES],
                                layout=w.Layout(width="220px"))
        self.phase.add_class("gaucho-editor-phase")
        self.apply_button = button("", "gaucho-editor-apply", icon="check", style="primary")
        self.apply_button.on_click(lambda _b: self.apply_fields())
        self.board = BoardWidget("gaucho-editor-board", language=self.language)
        self.board.on_click(self.board_clicked)
        self.problem = html(css_class="gaucho-editor-problem")
        self.undo_button = button("", "gaucho-editor-undo", icon="undo")
        self.undo_button.on_click(lambda _b: self.undo())
        self.play_button = button("", "gaucho-editor-play", icon="play", style="success")
        self.play_button.on_click(lambda _b: self.play_from_here())
        self.json = w.Textarea(layout=w.Layout(width="100%", height="140px"))
        self.json.add_class("gaucho-editor-json")
        self.relabel()
        fields = w.HBox([self.player, self.pesos, self.herd, self.round, self.active,
                         self.phase, self.apply_button], layout=w.Layout(flex_flow="row wrap"))
        return [w.HBox([self.source, self.start_button]),
                w.HBox([self.tool, self.tile], layout=w.Layout(flex_flow="row wrap")),
                fields, self.board, self.problem,
                w.HBox([self.undo_button, self.play_button]), self.json]

    @speaks
    def relabel(self) -> None:
        label(self.start_button, _("Start from this"))
        self.source.description = _("Start")
        choose(self.source, [(_("a new setup"), "new"), *((i, i) for i in examples.ids())])
        choose(self.tool, [(_(t), k) for k, t in TOOLS])
        choose(self.phase, [(word(PHASES[p].title), str(p)) for p in PHASES])  # never a key
        self.tile.description = _("Tile")
        self.player.description = _("Player")
        self.pesos.description = _("Pesos")
        self.herd.description = _("Herd")
        self.round.description = _("Round")
        self.active.description = _("Whose turn")
        self.phase.description = _("Phase")
        label(self.apply_button, _("Apply"))
        label(self.undo_button, _("Undo"))
        label(self.play_button, _("Play from here"))

    # ------------------------------------------------------------ handlers
    def start(self, source: str) -> None:
        """Start again from a new setup (``"new"``) or a rulebook example's table."""
        players = len(self.editor.draft["players"])
        self.editor = (Editor.new(players) if source == "new"
                       else Editor.from_example(source))
        self.refused, self.message = None, ""
        self._update()

    def start_from_game(self, game: Game, step: int | None = None) -> None:
        """Start from a moment of a played or reviewed game."""
        self.editor = Editor.from_game(game, step)
        self._update()

    @speaks
    def board_clicked(self, target: str) -> None:
        self._after(self.editor.click(target))

    @speaks
    def apply_fields(self) -> None:
        """The fields (Pesos, herd, round, whose turn, phase) put into the table."""
        e, p = self.editor, int(self.player.value or 0)
        changes: list[Callable[[], Problem | None]] = [
            lambda: e.set_player(p, "pesos", int(self.pesos.value)),
            lambda: e.set("round", int(self.round.value)),
            lambda: e.set("active", int(self.active.value or 0)),
            lambda: e.set("phase", str(self.phase.value))]
        if self.herd.value.strip():
            changes.append(lambda: e.set_herd(p, self.herd.value.upper().split()))
        problem = None
        with e.one_step():  # one Apply, one Undo
            for change in changes:
                problem = change() or problem
        self._after(problem)

    @speaks
    def undo(self) -> None:
        """Take back the last edit (one Apply is one); the problem said in the tab's
        language, as the rules judge the table again."""
        self._after(self.editor.undo())

    @speaks
    def play_from_here(self) -> None:
        try:
            game = self.editor.play_from_here()
        except GauchoError:
            self._after(Problem.raised_by(self.editor.play_from_here))
            return
        for fn in self.on_play:
            fn(game)

    def _picked(self, field: str, value: str) -> None:
        setattr(self.editor, field, value)
        if self.built:
            self.refresh()  # the tool and tile decide which targets a press acts on

    def _player_picked(self, _change: Any) -> None:
        if self.built:
            self.editor.player = int(self.player.value or 0)
            self._fill_fields()

    def _after(self, problem: Problem | None) -> None:
        self.refused = problem
        self.message = problem.reason if problem is not None else ""
        self._update()

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on; the problem shown (the table's, or a refused
        edit's) is said again in it: the same problem, in the new words."""
        self.language = check_language(language)
        with use_language(self.language):
            self.editor.say_again()
            if self.refused is not None:
                self.refused = self.refused.again()
                self.message = self.refused.reason
        super().set_language(language)

    # ------------------------------------------------------------ drawing
    def _fill_fields(self) -> None:
        d = self.editor.draft
        p = int(self.player.value or 0)
        if p < len(d["players"]):
            self.pesos.value = int(d["players"][p].get("pesos", 0))
            herds = d["players"][p].get("herds", [])
            self.herd.value = " ".join(herds[0]) if len(herds) == 1 else ""
        self.round.value = int(d.get("round", 0))
        self.phase.value = d.get("phase", "turn") if d.get("phase") in PHASES else None

    @speaks
    def refresh(self) -> None:
        e = self.editor
        seats = [(player_word(i), i) for i in range(len(e.draft["players"]))]
        if list(self.player.options) != seats:
            self.player.options = seats
            self.active.options = seats
        self.player.value = min(e.player, len(seats) - 1)
        self.active.value = int(e.draft.get("active", 0)) if e.draft.get("active", 0) < len(
            seats) else 0
        self._fill_fields()
        shown = e.accepted if e.problem is not None else e.draft
        state = Game.from_position(copy.deepcopy(shown)).state
        names = e.target_names(state)
        with self.board.hold_sync():
            self.board.show(board_html(state))
            # every target a click with the chosen tool acts on is pressable, named in words
            self.board.interactive = True
            self.board.next_targets = sorted(names)
            self.board.names = names
        why = e.problem.reason if e.problem is not None else self.message
        self.problem.value = (pre(why, "gaucho-editor-refused") if why else
                              "<p>" + escape(_("The table is possible.")) + "</p>")
        self.play_button.disabled = e.problem is not None
        self.json.value = e.to_json() if e.problem is None else ""

    def text(self) -> str:
        problem = self.editor.problem
        return self.heading + (f": {problem.reason}" if problem is not None else "")
