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

from gaucho.explorer.board_input import BoardInput
from gaucho.explorer.puzzles import PuzzleController
from gaucho.explorer.spoken import chosen_prompt
from gaucho.i18n import N_, _
from gaucho.puzzles.progress import BadProgress, Progress

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
        #: A progress text from the browser's storage that cannot be read: kept there as it
        #: is (never written over), its refusal shown in the tab's language.
        self._unread: str | None = None
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
        self.load_message = html(css_class="gaucho-puzzle-load-message")
        self.rating = html(css_class="gaucho-puzzle-rating")
        self.board = BoardWidget("gaucho-puzzle-board", language=self.language)
        self.board.on_click(self.board_clicked)
        self.feedback = html(css_class="gaucho-puzzle-feedback")
        self.next_button = button("", "gaucho-puzzle-next", icon="forward", style="primary")
        self.next_button.on_click(lambda _b: self.next_puzzle())
        self.answer_button = button("", "gaucho-puzzle-show-answer", icon="eye")
        self.answer_button.on_click(lambda _b: self.show_answer())
        self.dashboard_heading = html()
        self.dashboard = html(css_class="gaucho-puzzle-dashboard-box")
        self.relabel()
        side = w.VBox([self.feedback, w.HBox([self.answer_button, self.next_button]),
                       self.dashboard_heading,
                       self.dashboard], layout=w.Layout(flex="0 1 320px", min_width="260px"))
        body = w.HBox([w.VBox([self.board], layout=w.Layout(flex="1 1 560px", min_width="0")),
                       side], layout=w.Layout(flex_flow="row wrap", width="100%"))
        return [self.goal, self.rating, self.load_message, body, self.storage]

    @speaks
    def relabel(self) -> None:
        label(self.next_button, _("Next puzzle"))
        # Translators: a button: give up on the puzzle and see its best move and why (it
        # counts as a wrong answer), as Lichess's "View the solution".
        label(self.answer_button, _("Show the answer"))
        self.dashboard_heading.value = ("<b>" + escape(_("Your results per concept, weakest "
                                                         "first")) + "</b>")

    # ------------------------------------------------------------ handlers
    def _saved(self) -> None:
        """The progress changed: keep it (browser storage, widget state, file)."""
        text = self.controller.saved
        if self.path is not None:
            self.path.write_text(text, encoding="utf-8")
        if self.built and self._unread is None and self.storage.value != text:
            self.storage.value = text
        self._update()

    @speaks
    def _loaded(self, change: dict[str, Any]) -> None:
        """The browser's storage had a progress saved earlier: go on from it.  A text that
        cannot be read is refused in the tab's language and left in the storage as it is
        (what is solved now is not saved over it)."""
        text = str(change["new"] or "")
        if not text or text == self.controller.saved:
            return
        try:
            controller = PuzzleController(text)
        except BadProgress:
            self._unread = text
        else:
            self._unread = None
            self._use(controller)
        self._update()
        if self._unread is not None and self.built:
            self.board.announce = self._load_refusal()

    def _load_refusal(self) -> str:
        """Why the stored progress cannot be read, in the current language ("" if it can)."""
        if self._unread is None:
            return ""
        try:
            Progress.from_json(self._unread)
        except BadProgress as exc:
            # Translators: {reason} says which field of the saved progress is wrong.
            return _("The puzzle progress saved in this browser cannot be read: {reason}. "
                     "It is kept as it is, and what you solve now is not saved over "
                     "it.").format(reason=str(exc).rstrip("."))
        return ""

    @speaks
    def board_clicked(self, target: str) -> None:
        c = self.controller
        if self._done:
            return
        outcome = c.click(target)
        if outcome.kind != "play":
            show_pick(self.board, c.input, outcome.message or chosen_prompt(c.input),
                      error=outcome.kind == "illegal")

    @property
    def _done(self) -> bool:
        """The puzzle shown is over: solved, or its answer shown (nothing to click)."""
        fb = self.controller.feedback
        return fb is not None and (fb.correct or fb.shown)

    @speaks
    def show_answer(self) -> None:
        """Give up on the puzzle shown ("Show the answer"): its best move in words and why,
        as a right answer's feedback says them, shown and said by the board's live region.
        It counts as a wrong answer (:meth:`Progress.give_up`: a puzzle already answered
        is not counted again); "Next puzzle" goes on."""
        c = self.controller
        if self._done:
            return
        c.feedback = c.progress.give_up(c.puzzle)
        c.input = BoardInput(c.game)  # clicks towards an answer are dropped
        self._saved()  # kept (browser storage, file) and shown: refresh announces it

    @speaks
    def next_puzzle(self) -> None:
        """Another puzzle: the board says that it changed and its goal."""
        c = self.controller
        c.next()
        if self.built:
            # Translators: said when "Next puzzle" shows another one; {goal} is its goal,
            # {rating} its rating, {prompt} what to do ("Your move: click ...").
            self.board.announce = _("New puzzle, rated {rating}: {goal}. {prompt}").format(
                rating=round(c.progress.puzzle_rating(c.puzzle).rating),
                goal=str(c.puzzle.goal).rstrip("."), prompt=chosen_prompt(c.input))

    @speaks
    def refresh(self) -> None:
        c = self.controller
        self.goal.value = f"<b>{escape(str(c.puzzle.goal))}</b>"
        self.rating.value = escape(c.status())
        refusal = self._load_refusal()
        self.load_message.value = pre(refusal, "color:#8B2500") if refusal else ""
        fb = c.feedback
        with self.board.hold_sync():
            self.board.show(c.board_svg())
            if self._done:
                show_pick(self.board, None, str(fb.text) if fb else "")
            else:
                show_pick(self.board, c.input, str(fb.text) if fb else chosen_prompt(c.input),
                          error=fb is not None)
        css = ("" if fb is None or fb.shown
               else "color:#1b5e20" if fb.correct else "color:#8B2500")
        self.feedback.value = pre(str(fb.text), css) if fb else ""
        self.dashboard.value = c.dashboard_html()
        self.answer_button.disabled = self._done

    @speaks
    def text(self) -> str:
        c = self.controller
        # Translators: a view as plain text: its heading, then what it shows (French puts a
        # no-break space before the colon).
        return _("{heading}: {text}").format(heading=self.heading,
                                             text=f"{c.puzzle.goal} · {c.status()}")
