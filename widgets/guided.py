"""The guided first game as a widget: the step's instruction, the board with the things
to click lit up (``hint``), and a hint instead of a failure for any other move.

The logic is :class:`gaucho.explorer.guided.GuidedGame`; clicks are turned into moves by
:class:`gaucho.explorer.board_input.BoardInput`, as on the Play tab.

    >>> from gaucho.widgets.guided import GuidedGameView
    >>> GuidedGameView()          # in a notebook cell (also the app's "First game" tab)
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gaucho.explorer.board_input import BoardInput
from gaucho.explorer.guided import GuidedGame
from gaucho.explorer.said import last_words
from gaucho.i18n import N_, _
from gaucho.views.seat import seat_svg

from ._base import BoardView, View, button, html, label, pick_language, pre, speaks


class GuidedGameView(View):
    """Instruction, board and Reset; ``click(target)`` does what a click on the board
    does, ``try_move(text)`` what a typed move would."""

    title = N_("Your first game")

    def __init__(self, guide: GuidedGame | None = None, *, language: str | None = None,
                 lazy: bool = False, **kwargs: Any) -> None:
        self.language = pick_language(language)
        self.guide = guide or GuidedGame()
        self._input: BoardInput | None = None
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-guided")

    def make_widgets(self) -> list[w.Widget]:
        self.instruction = html("", "gaucho-guided-instruction")
        self.board = BoardView("gaucho-guided-board", language=self.language)
        self.board.on_click(self.click)
        self.feedback = html("", "gaucho-guided-feedback")
        self.reset_button = button("", "gaucho-guided-reset", icon="fast-backward")
        self.reset_button.on_click(lambda _b: self.reset())
        self.relabel()
        return [self.instruction, self.board, self.feedback, self.reset_button]

    @speaks
    def relabel(self) -> None:
        label(self.reset_button, _("Start again"))

    def refresh(self) -> None:
        """Draw again in the view's language (the last hint is dropped: it was said in the
        language it was asked in)."""
        self.redraw()

    def reset(self) -> None:
        self.guide.reset()
        self._input = None
        self._update()

    @speaks
    def redraw(self, message: str = "", *, error: bool = False) -> None:
        guide = self.guide
        made, total = guide.progress
        counter = _("Step {made} of {total}").format(made=min(made + 1, total), total=total)
        self.instruction.value = (f"<b>{escape(counter)}</b> {pre(guide.instruction())}"
                                  if not guide.done else pre(guide.instruction()))
        if self._input is None and guide.student_to_move:
            self._input = BoardInput(guide.game)
        pick = self._input if guide.student_to_move else None
        with self.board.hold_sync():
            self.board.show(str(seat_svg(guide.game, 0, last_action=True,
                                         last_words=last_words(0, guide.game.phase))))
            self.board.interactive = pick is not None
            self.board.next_targets = sorted(pick.next_targets()) if pick else []
            self.board.chosen = sorted(pick.chosen()) if pick else []
            self.board.hint = self._hint()
            self.board.choices = [[k, label] for k, label in pick.choices()] if pick else []
            self.board.error = error
            self.board.message = message
        colour = "#b3261e" if error else "#1b7f3b"
        self.feedback.value = (f'<div style="color:{colour}">{escape(message)}</div>'
                               if message else "")

    def _hint(self) -> list[str]:
        """The step's clicks not made yet (one occurrence each: two 4s are two clicks)."""
        left = list(self.guide.targets())
        for made in (self._input.clicks if self._input else []):
            if made in left:
                left.remove(made)
        return left

    @speaks
    def click(self, target: str) -> None:
        """A click on the board (or a choice button): a finished move is tried."""
        pick = self._input
        if pick is None:
            return
        outcome = pick.click(target)
        if outcome.kind == "play":
            self.try_move(outcome.action)
        elif outcome.kind == "illegal":
            self.redraw(_("{why} Hint: click what is lit up.").format(why=outcome.message),
                        error=True)
        else:
            self.redraw()

    @speaks
    def try_move(self, move: Any) -> bool:
        """Try a move (text or action): the game goes on if it is the step's move."""
        feedback = self.guide.play(move)
        self._input = None
        self.redraw(feedback.message, error=not feedback.correct)
        return feedback.correct

    @speaks
    def text(self) -> str:
        # Translators: a view as plain text: its heading, then what it shows (French puts a
        # no-break space before the colon).
        return _("{heading}: {text}").format(heading=self.heading,
                                             text=self.guide.instruction())
