"""Review a game and try its moments again; the review as an HTML hand-out.

    >>> from gaucho.explorer.review import ReviewController
    >>> # ReviewController(game, seat).run() judges every decision of the seat

:class:`ReviewController` is what "Review this game" in the Play tab and the review
widget show: it runs :func:`gaucho.coach.review.review` with a progress callback, lists
the moments, shows the board of a moment as the seat saw it, and judges a new choice
there (:meth:`ReviewController.retry`), built by clicks like any decision
(:class:`~gaucho.explorer.board_input.BoardInput`).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from gaucho import actions
from gaucho.coach.review import BAND_LABELS, Progress, Retry, Review, ReviewedDecision, review
from gaucho.config import player_name
from gaucho.explorer.board_input import BoardInput
from gaucho.explorer.said import last_words
from gaucho.explorer.timeline import replay_prefix
from gaucho.game import Game
from gaucho.i18n import N_, _

__all__ = ["REVIEW_LEVEL", "ReviewController", "handout_html"]

#: The level of "Review this game": the review's default (``benchmarks/review.py``).
REVIEW_LEVEL = "club"
#: The columns of the hand-out's table of bands.
_BAND_HEADING = N_("Decisions by band")


class ReviewController:
    """One seat's review of one game: run it, pick a moment, try it again."""

    def __init__(self, game: Game, seat: int, level: str = REVIEW_LEVEL,
                 seed: int | str = 0) -> None:
        self.game = game
        self.seat = seat
        self.level = level
        self.seed = seed
        self.review: Review | None = None
        self.moment: ReviewedDecision | None = None
        self.last_retry: Retry | None = None
        self._position: Game | None = None

    def run(self, progress: Progress | None = None) -> Review:
        """Judge every decision (``progress(done, total)`` after each)."""
        self.review = review(self.game, self.seat, self.level, seed=self.seed,
                             progress=progress)
        self.moment = None
        return self.review

    @property
    def moments(self) -> tuple[ReviewedDecision, ...]:
        return self.review.moments if self.review is not None else ()

    def labels(self) -> list[str]:
        """One line per moment, in the current language."""
        return [_("Round {round}, step {step}: {text}").format(
            round=d.round, step=d.step + 1, text=d.text) for d in self.moments]

    def select(self, index: int) -> ReviewedDecision:
        """Show the ``index``-th moment (its board, before the decision)."""
        self.moment = self.moments[index]
        self._position = replay_prefix(self.game, self.moment.step)
        self.last_retry = None
        return self.moment

    def position(self) -> Game:
        """The game just before the selected moment's decision."""
        if self._position is None:
            raise LookupError(_("choose a moment first"))
        return self._position

    def board_svg(self) -> str:
        """The board of the selected moment, as the seat saw it."""
        from gaucho.views.seat import seat_svg

        game = self.position()
        return str(seat_svg(game, self.seat, last_action=True,
                            last_words=last_words(self.seat, game.phase)))

    def board_input(self) -> BoardInput:
        """The clicks towards a new choice at the selected moment."""
        return BoardInput(self.position())

    def retry(self, action: actions.Action | str) -> Retry:
        """Judge a new choice at the selected moment."""
        if self.review is None or self.moment is None:
            raise LookupError(_("choose a moment first"))
        self.last_retry = self.review.retry(self.moment, action)
        return self.last_retry

    def summary(self) -> str:
        return str(self.review.summary) if self.review is not None else ""

    def handout(self) -> str:
        """The review as a standalone HTML page."""
        if self.review is None:
            raise LookupError(_("run the review first"))
        return handout_html(self.review)


def handout_html(r: Review, board: Callable[[Game, int], str] | None = None) -> str:
    """A review as a standalone HTML page for a student: the summary, the bands, and each
    moment with the board as the seat saw it, the move played, the best and the reasons."""
    from gaucho.views.seat import seat_svg

    def picture(g: Game, seat: int) -> str:
        return str(seat_svg(g, seat, last_action=True, last_words=last_words(seat, g.phase)))

    draw = board or picture
    title = _("Game review: {player}").format(player=player_name(r.seat))
    counts = "".join(f"<tr><th>{escape(str(BAND_LABELS[name]))}</th><td>{n}</td></tr>"
                     for name, n in r.bands().items())
    parts = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{escape(title)}"
             "</title><style>body{font-family:sans-serif;max-width:60em;margin:auto}"
             ".moment{page-break-inside:avoid;border-top:1px solid #ccc;margin-top:1em}"
             "svg{max-width:100%;height:auto}</style></head><body>",
             f"<h1>{escape(title)}</h1><p>{escape(str(r.summary))}</p>",
             f"<table><caption>{escape(_(_BAND_HEADING))}</caption>{counts}</table>"]
    for d in r.moments:
        heading = _("Round {round}, step {step}").format(round=d.round, step=d.step + 1)
        played = _("Played: {reason}").format(reason=d.reason)
        best = _("Best: “{move}”: {reason}").format(move=d.best, reason=d.best_reason)
        parts.append(f"<div class='moment'><h2>{escape(heading)}</h2>"
                     f"<p><b>{escape(str(d.text))}</b></p>"
                     f"{draw(replay_prefix(r.game, d.step), r.seat)}"
                     f"<p>{escape(played)}</p><p>{escape(best)}</p></div>")
    parts.append("</body></html>")
    return "".join(parts)
