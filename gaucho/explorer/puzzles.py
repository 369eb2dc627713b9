"""Puzzles by clicks: the next puzzle near the student's rating, feedback, a dashboard.

    >>> from gaucho.explorer.puzzles import PuzzleController
    >>> c = PuzzleController()
    >>> c.puzzle.seat == c.game.current_player
    True

The controller holds the student's :class:`~gaucho.puzzles.progress.Progress` (as JSON
text, :attr:`PuzzleController.saved`, which a view keeps in the browser's storage or a
file), the puzzle shown, and the clicks towards an answer
(:class:`~gaucho.explorer.board_input.BoardInput`).  A wrong answer may be tried again on
the same puzzle; only the first answer moves the rating.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from html import escape
from typing import Any

from gaucho import actions
from gaucho.explorer.board_input import BoardInput, Outcome
from gaucho.game import Game
from gaucho.i18n import _
from gaucho.puzzles import Puzzle, load
from gaucho.puzzles.progress import Feedback, Progress

__all__ = ["PuzzleController", "dashboard_html"]


class PuzzleController:
    """One student solving puzzles; ``listeners`` hear every change."""

    def __init__(self, saved: str | None = None, puzzles: list[Puzzle] | None = None,
                 seed: int | str = 0) -> None:
        self.puzzles = load() if puzzles is None else puzzles
        self.progress = Progress.from_json(saved)
        self.rng = random.Random(seed)
        self.listeners: list[Callable[[Any], None]] = []
        self.feedback: Feedback | None = None
        self.puzzle = self.progress.next_puzzle(self.puzzles)
        self.game: Game = self.puzzle.game()
        self.input: BoardInput = BoardInput(self.game)

    @property
    def saved(self) -> str:
        """The progress as JSON text."""
        return self.progress.to_json()

    def next(self) -> Puzzle:
        """Move on to another puzzle near the student's rating."""
        self.puzzle = self.progress.next_puzzle(
            [p for p in self.puzzles if p.id != self.puzzle.id] or self.puzzles, self.rng)
        self.game = self.puzzle.game()
        self.input = BoardInput(self.game)
        self.feedback = None
        self._notify()
        return self.puzzle

    def click(self, target: str) -> Outcome:
        """A click on the board: a complete decision is answered at once."""
        outcome = self.input.click(target)
        if outcome.kind == "play":
            self.answer(outcome.action)
        return outcome

    def answer(self, action: actions.Action | str) -> Feedback:
        """Answer the puzzle shown (a wrong answer can be tried again)."""
        self.feedback = self.progress.answer(self.puzzle, action)
        self.input = BoardInput(self.game)
        self._notify()
        return self.feedback

    @property
    def solved(self) -> bool:
        return self.feedback is not None and self.feedback.correct

    def board_svg(self) -> str:
        """The puzzle's board as its seat sees it."""
        from gaucho.views.seat import seat_svg

        return str(seat_svg(self.game, self.puzzle.seat))

    def status(self) -> str:
        """The puzzle's rating and the student's, in the current language (the goal is
        shown once, on its own, above it: :attr:`Puzzle.goal <gaucho.puzzles.Puzzle.goal>`)."""
        r = self.progress.rating
        return _("Puzzle rated {puzzle} · your rating {rating} ± {rd}").format(
            puzzle=round(self.progress.puzzle_rating(self.puzzle).rating),
            rating=round(r.rating), rd=round(r.rd))

    def dashboard_html(self) -> str:
        return dashboard_html(self.progress, self.puzzles)

    def _notify(self) -> None:
        for fn in list(self.listeners):
            fn(self)


def dashboard_html(progress: Progress, puzzles: list[Puzzle]) -> str:
    """The student's results per concept, weakest first, each linked to its rules."""
    from gaucho.rules import link

    rows = progress.dashboard(puzzles)
    if not rows:
        return "<p>" + escape(_("Solve a puzzle to see your results per concept.")) + "</p>"
    # (Babel reads no call inside an f-string: the words are made first)
    words = (_("Concept"), _("Right at the first try"), _("Rules"))
    head = "<tr>" + "".join(f"<th>{escape(h)}</th>" for h in words) + "</tr>"
    body = []
    for c in rows:
        links = " ".join(f'<a href="{escape(link(r))}" target="_blank">{escape(r)}</a>'
                         for r in c.rules)
        body.append(f'<tr data-concept="{escape(c.concept)}"><td>{escape(c.label)}</td>'
                    f"<td>{c.solved} / {c.tried}</td><td>{links}</td></tr>")
    return (f'<table class="gaucho-puzzle-dashboard">{head}{"".join(body)}</table>')
