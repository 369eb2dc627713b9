"""Review a game: a progress bar, the moments worth retrying, their boards, "Try again".

    from gaucho.widgets.review import ReviewPanel
    ReviewPanel(game, seat=0)        # in a notebook: any finished game, any seat

The Play tab shows the same panel under a finished game.  A click on a moment shows the
board as the seat saw it then; "Try again" makes it clickable, and the choice is judged
against the coach's best (:meth:`gaucho.coach.review.Review.retry`): accepted within the
documented tolerance, with the reason.  The review also downloads as an HTML hand-out.
"""

from __future__ import annotations

import base64
from html import escape
from typing import Any

import ipywidgets as w

from gaucho.errors import GauchoError
from gaucho.explorer.board_input import BoardInput
from gaucho.explorer.review import ReviewController
from gaucho.explorer.spoken import chosen_prompt, target_names
from gaucho.game import Game
from gaucho.i18n import N_, _

from ._base import View, button, html, label, pick_language, pre, speaks
from .board import BoardWidget

__all__ = ["ReviewPanel", "show_pick"]


def show_pick(board: BoardWidget, pick: BoardInput | None, message: str = "", *,
              error: bool = False) -> None:
    """Put the clicks towards a decision on ``board``: its targets (named in words for
    screen readers), chosen things and buttons (``pick=None``: nothing to click); the
    message is also said once by the board's live region."""
    with board.hold_sync():
        if pick is None:
            board.next_targets, board.chosen, board.choices = [], [], []
            board.names = {}
            board.interactive = False
        else:
            board.next_targets = sorted(pick.next_targets())
            board.chosen = sorted(pick.chosen())
            board.names = target_names(pick)
            buttons = [[k, text] for k, text in pick.choices()]
            if pick.clicks:
                buttons.append(["clear", _("Clear")])
            board.choices = buttons
            board.interactive = True
        board.hint = []
        board.error = error
        board.message = message
        board.announce = message
        board.version += 1


class ReviewPanel(View):
    """The review of one seat's game (set it with :meth:`set_game`)."""

    title = N_("Game review")

    def __init__(self, game: Game | None = None, seat: int = 0, *,
                 language: str | None = None, lazy: bool = False, **kwargs: Any) -> None:
        self.language = pick_language(language)
        self.controller: ReviewController | None = (
            ReviewController(game, seat) if game is not None else None)
        self._input: BoardInput | None = None
        self._drawn_in: str | None = None  # the language the summary and moments are in
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-review")

    def make_widgets(self) -> list[w.Widget]:
        self.start_button = button("", "gaucho-review-start", icon="search", style="info")
        self.start_button.on_click(lambda _b: self.run())
        self.progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="100%"))
        self.progress.add_class("gaucho-review-progress")
        self.progress.layout.display = "none"
        self.summary = html(css_class="gaucho-review-summary")
        self.moments = w.VBox([])
        self.moments.add_class("gaucho-review-moments")
        self.board_box = w.VBox([])  # the board is made when a moment is first shown
        self.try_button = button("", "gaucho-review-try", icon="repeat")
        self.try_button.on_click(lambda _b: self.try_again())
        self.try_button.layout.display = "none"
        self.verdict = html(css_class="gaucho-review-verdict")
        self.handout = html(css_class="gaucho-review-handout")
        self.relabel()
        return [self.start_button, self.progress, self.summary, self.moments,
                self.try_button, self.verdict, self.board_box, self.handout]

    @property
    def board(self) -> BoardWidget:
        """The moment's board (made on first use)."""
        if not self.board_box.children:
            board = BoardWidget("gaucho-review-board", language=self.language)
            board.on_click(self.board_clicked)
            self.board_box.children = [board]
        return self.board_box.children[0]  # type: ignore[no-any-return]

    @speaks
    def relabel(self) -> None:
        label(self.start_button, _("Review this game"))
        label(self.try_button, _("Try again"))

    def set_game(self, game: Game | None, seat: int) -> None:
        """Review this game for this seat from now on (``None``: nothing to review; a lazy
        panel is built with its first game)."""
        same = (self.controller is not None and game is self.controller.game
                and seat == self.controller.seat)
        if not same:
            self.controller = ReviewController(game, seat) if game is not None else None
            self._input = None
            if self.built:
                self.summary.value = self.verdict.value = self.handout.value = ""
                self.moments.children = []
                self.board_box.layout.display = self.try_button.layout.display = "none"
                self.progress.layout.display = "none"
        if game is not None:
            self.build()
        self._update()

    # ------------------------------------------------------------ handlers
    @speaks
    def run(self) -> None:
        """Review the game, the progress bar moving after every decision."""
        c = self.controller
        if c is None:
            return
        self.build()
        self.start_button.disabled = True
        self.progress.value, self.progress.layout.display = 0, ""

        def advance(done: int, total: int) -> None:
            self.progress.max = total
            self.progress.value = done

        try:
            c.run(advance)
        except GauchoError as exc:
            self.summary.value = pre(str(exc))
            return
        finally:
            self.start_button.disabled = False
        self.progress.layout.display = "none"
        self._show_review()

    def _show_review(self) -> None:
        c = self.controller
        if c is None or c.review is None:
            return
        self._drawn_in = self.language
        self.summary.value = pre(c.summary())
        buttons = []
        for i, text in enumerate(c.labels()):
            b = button(text, "gaucho-review-moment")
            b.layout.width = "100%"
            b.on_click(lambda _b, i=i: self.show_moment(i))
            buttons.append(b)
        if not buttons:
            buttons = [html(escape(_("No decision lost enough to be worth retrying.")))]
        self.moments.children = buttons
        data = base64.b64encode(c.handout().encode()).decode()
        words = _("Download the review as a hand-out")
        self.handout.value = (f'<a class="gaucho-review-download" download="gaucho-review.html"'
                              f' href="data:text/html;base64,{data}">{escape(words)}</a>')

    @speaks
    def show_moment(self, index: int) -> None:
        """The board of a moment, before the decision, as the seat saw it."""
        c = self.controller
        if c is None:
            return
        d = c.select(index)
        self._input = None
        self.board_box.layout.display = self.try_button.layout.display = ""
        self.board.show(c.board_svg())
        show_pick(self.board, None, str(d.text))
        self._show_verdict()

    @speaks
    def try_again(self) -> None:
        """Make the moment's board clickable: the next complete choice is judged."""
        c = self.controller
        if c is None or c.moment is None:
            return
        self._input = c.board_input()
        show_pick(self.board, self._input, _("Choose anew: click a highlighted thing on "
                                             "the board."))

    @speaks
    def board_clicked(self, target: str) -> None:
        c, pick = self.controller, self._input
        if c is None or pick is None:
            return
        outcome = pick.click(target)
        if outcome.kind != "play":
            show_pick(self.board, pick, outcome.message or chosen_prompt(pick),
                      error=outcome.kind == "illegal")
            return
        self._input = None
        self.board.message = _("The coach is thinking…")
        retry = c.retry(outcome.action)
        show_pick(self.board, None, str(retry.text), error=not retry.accepted)
        self._show_verdict()

    def _show_verdict(self) -> None:
        """The moment's words, or the verdict on its retry, in the current language."""
        c = self.controller
        if c is None or c.moment is None:
            self.verdict.value = ""
            return
        retry = c.last_retry
        if retry is None:
            self.verdict.value = pre(str(c.moment.text))
            return
        css = "color:#1b5e20" if retry.accepted else "color:#8B2500"
        self.verdict.value = pre(str(retry), css)

    @speaks
    def refresh(self) -> None:
        self.start_button.layout.display = "" if self.controller is not None else "none"
        # drawn again when there is nothing yet or it is in another language (a language
        # switch): the same words are not redrawn, so a moment button keeps its focus
        if self.controller is not None and self.controller.review is not None \
                and (not self.moments.children or self._drawn_in != self.language):
            self._show_review()
            if self.verdict.value:  # the moment shown (or its retry's verdict) as well
                self._show_verdict()

    @speaks
    def text(self) -> str:
        c = self.controller
        if c is None:
            # Translators: the review panel as plain text when it has no game.
            said = _("no game to review yet")
        else:
            # Translators: the review panel as plain text before its review is run;
            # {button} is the button's label ("Review this game").
            said = c.summary() or _("not reviewed yet: press “{button}”").format(
                button=_("Review this game"))
        # Translators: a view as plain text: its heading, then what it shows (French puts a
        # no-break space before the colon).
        return _("{heading}: {text}").format(heading=self.heading, text=said)
