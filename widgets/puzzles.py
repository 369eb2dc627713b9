"""Puzzles: answer by clicking the board, feedback at once, a rating, a dashboard.

The view is thin over :class:`gaucho.explorer.puzzles.PuzzleController`.  The student's
progress is kept in the browser's storage (:class:`Storage`, an invisible widget: the
offline site keeps it across reloads), in the widget state, and in a JSON file when the
view is given ``path=`` (a notebook).
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as w
import traitlets as t

from gaucho.explorer.puzzles import PuzzleController
from gaucho.i18n import N_, _

from ._base import View, button, html, label, pick_language, pre, speaks
from .board import HERE, BoardWidget
from .review import show_pick

__all__ = ["PuzzlesTab", "Storage"]

#: The browser storage key of the progress.
STORAGE_KEY = "gaucho-puzzle-progress"


class Storage(anywidget.AnyWidget):
    """One text kept in the browser's ``localStorage`` under ``key`` (shows nothing)."""

    _esm = HERE / "storage.js"
    key = t.Unicode(STORAGE_KEY).tag(sync=True)
    value = t.Unicode("").tag(sync=True)


class PuzzlesTab(View):
    """Puzzles mined from real games (:mod:`gaucho.puzzles`), one at a time."""

    title = N_("Puzzles")

    def __init__(self, *, path: str | Path | None = None, language: str | None = None,
                 lazy: bool = False, **kwargs: Any) -> None:
        self.language = pick_language(language)
        self.path = Path(path) if path is not None else None
        self._controller: PuzzleController | None = None  # made when first needed
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-puzzles")

    @property
    def controller(self) -> PuzzleController:
        """The student's puzzles (made on first use: the app opens faster)."""
        if self._controller is None:
            saved = (self.path.read_text(encoding="utf-8")
                     if self.path is not None and self.path.exists() else None)
            self._use(PuzzleController(saved))
        assert self._controller is not None
        return self._controller

    def _use(self, controller: PuzzleController) -> None:
        self._controller = controller
        controller.listeners.append(lambda _c: self._saved())

    def make_widgets(self) -> list[w.Widget]:
        self.storage = Storage(value=self.controller.saved)
        self.storage.observe(self._loaded, names="value")
        self.goal = html(css_class="gaucho-puzzle-goal")
        self.rating = html(css_class="gaucho-puzzle-rating")
        self.board = BoardWidget("gaucho-puzzle-board", language=self.language)
        self.board.on_click(self.board_clicked)
        self.feedback = html(css_class="gaucho-puzzle-feedback")
        self.next_button = button("", "gaucho-puzzle-next", icon="forward", style="primary")
        self.next_button.on_click(lambda _b: self.next_puzzle())
        self.dashboard_heading = html()
        self.dashboard = html(css_class="gaucho-puzzle-dashboard-box")
        self.relabel()
        side = w.VBox([self.feedback, self.next_button, self.dashboard_heading,
                       self.dashboard], layout=w.Layout(flex="0 1 320px", min_width="260px"))
        body = w.HBox([w.VBox([self.board], layout=w.Layout(flex="1 1 560px", min_width="0")),
                       side], layout=w.Layout(flex_flow="row wrap", width="100%"))
        return [self.goal, self.rating, body, self.storage]

    @speaks
    def relabel(self) -> None:
        label(self.next_button, _("Next puzzle"))
        self.dashboard_heading.value = ("<b>" + escape(_("Your results per concept, weakest "
                                                         "first")) + "</b>")

    # ------------------------------------------------------------ handlers
    def _saved(self) -> None:
        """The progress changed: keep it (browser storage, widget state, file)."""
        text = self.controller.saved
        if self.path is not None:
            self.path.write_text(text, encoding="utf-8")
        if self.built and self.storage.value != text:
            self.storage.value = text
        self._update()

    def _loaded(self, change: dict[str, Any]) -> None:
        """The browser's storage had a progress saved earlier: go on from it."""
        text = str(change["new"] or "")
        if text and text != self.controller.saved:
            self._use(PuzzleController(text))
            self._update()

    @speaks
    def board_clicked(self, target: str) -> None:
        c = self.controller
        if c.solved:
            return
        outcome = c.click(target)
        if outcome.kind != "play":
            show_pick(self.board, c.input, outcome.message, error=outcome.kind == "illegal")

    @speaks
    def next_puzzle(self) -> None:
        self.controller.next()

    @speaks
    def refresh(self) -> None:
        c = self.controller
        self.goal.value = f"<b>{escape(str(c.puzzle.goal))}</b>"
        self.rating.value = escape(c.status())
        fb = c.feedback
        with self.board.hold_sync():
            self.board.show(c.board_svg())
            if c.solved:
                show_pick(self.board, None, str(fb.text) if fb else "")
            else:
                prompt = _("Your move: click a highlighted thing on the board.")
                show_pick(self.board, c.input, str(fb.text) if fb else prompt,
                          error=fb is not None)
        css = "" if fb is None else ("color:#1b5e20" if fb.correct else "color:#8B2500")
        self.feedback.value = pre(str(fb.text), css) if fb else ""
        self.dashboard.value = c.dashboard_html()

    @speaks
    def text(self) -> str:
        c = self.controller
        return f"{self.heading}: {c.puzzle.goal} · {c.status()}"
