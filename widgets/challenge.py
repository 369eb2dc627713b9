"""The challenge widget: a position with a goal, played against the coach's bots.

The game is :class:`gaucho.challenges.Challenge` (the bots play every other seat, the goal
judges); this view shows the student's seat on the board (only what that seat can see),
the goal, the student's moves in words (a dropdown) and a *Play* button, the narration of
what the move and the bots' answers did (as the student's seat may hear it), *Start
again*, and *Try another* for a challenge made from a seed.

    >>> from gaucho.widgets.challenge import ChallengeWidget
    >>> ChallengeWidget(Challenge.from_seed("10-win", win_from_here, seed=1))
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gaucho.actions import parse
from gaucho.challenges import Challenge
from gaucho.errors import GauchoError
from gaucho.explorer.said import say_decision, told_step
from gaucho.i18n import N_, _

from ._base import BoardView, View, button, html, label, pick_language, pre, speaks

#: How many lines of narration the view keeps in sight.
NARRATION_LINES = 12


class ChallengeWidget(View):
    """A challenge played by choosing moves; ``play(move)`` does what a person does
    (choose a move, then Play)."""

    title = N_("Challenge")

    def __init__(self, challenge: Challenge, *, language: str | None = None,
                 **kwargs: Any) -> None:
        self.language = pick_language(language)
        self.challenge = challenge
        self.narration: list[str] = []
        super().__init__(**kwargs)
        self.add_class("gaucho-challenge")

    def make_widgets(self) -> list[w.Widget]:
        self.status = html("", "gaucho-challenge-status")
        self.board = BoardView("gaucho-challenge-board", language=self.language)
        self.input = w.Dropdown(options=[("", "")], value="", layout=w.Layout(width="auto"))
        self.play_button = button("", "gaucho-challenge-play", icon="play", style="primary")
        self.play_button.on_click(lambda _b: self.play(self.input.value))
        self.restart_button = button("", "gaucho-challenge-restart", icon="undo")
        self.restart_button.on_click(lambda _b: self.restart())
        self.another_button = button("", "gaucho-challenge-another", icon="refresh")
        self.another_button.on_click(lambda _b: self.another())
        self.told_box = html("", "gaucho-challenge-log")
        self.relabel()
        return [self.status, self.board, w.HBox([self.input, self.play_button,
                                                 self.restart_button, self.another_button]),
                self.told_box]

    @speaks
    def relabel(self) -> None:
        label(self.input, _("Your move"))
        label(self.play_button, _("Play"))
        label(self.restart_button, _("Start again"))
        label(self.another_button, _("Try another"))
        self.another_button.layout.display = "" if self.challenge.make else "none"

    def _said(self, move: str) -> str:
        try:
            return say_decision(parse(move), self.challenge.game.phase)
        except GauchoError:
            return move

    @speaks
    def refresh(self) -> None:
        from gaucho.views.seat import seat_svg

        ch = self.challenge
        self.status.value = f"<b>{escape(ch.told())}</b>"
        self.board.show(str(seat_svg(ch.game, ch.seat)))
        self.input.options = [("", ""), *[(self._said(m), m) for m in ch.choices()]]
        self.input.value = ""
        self.play_button.disabled = not ch.choices()
        self.told_box.value = pre("\n".join(self.narration[-NARRATION_LINES:]))

    @speaks
    def play(self, move: str) -> str:
        """Play ``move`` for the student (then the bots answer); returns the status."""
        if not move:
            return self.challenge.status
        game = self.challenge.game
        start = len(game.history)
        try:
            self.challenge.play(move)
        except GauchoError as refusal:
            self.narration.append(str(refusal))
        else:  # each step as the student's seat may hear it, the moves in words
            self.narration.extend(told_step(step, self.challenge.seat, game.phase)
                                  for step in game.history[start:])
        self.refresh()
        return self.challenge.status

    @speaks
    def restart(self) -> None:
        """*Start again*: the same position and bots."""
        self.challenge.restart()
        self.narration = []
        self.refresh()

    @speaks
    def another(self) -> None:
        """*Try another*: the generator's next position."""
        self.challenge = self.challenge.another()
        self.narration = []
        self.relabel()
        self.refresh()

    @speaks
    def text(self) -> str:
        return f"{_(self.title)}: {self.challenge.told()}"
