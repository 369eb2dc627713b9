"""The challenge widget: a position with a goal, played against the coach's bots.

The game is :class:`gaucho.challenges.Challenge` (the bots play every other seat, the goal
judges); this view shows the student's seat on the board (only what that seat can see),
the goal, the student's moves in words (a dropdown) and a *Play* button, the narration of
what the move and the bots' answers did (as the student's seat may hear it, its steps
numbered from the challenge's start), *Start again*, and *Try another* for a challenge
made from a seed.  While *Try another* looks for a position (a generator's check may take
seconds, :meth:`gaucho.challenges.Challenge.from_seed`) the status line and the board's
live region say "Looking for a position…" and the buttons wait; the live region then says
the new position's goal.  Once the goal is met or missed, the review panel of
:mod:`gaucho.widgets.review` shows under it, for the challenge's own game
(:meth:`gaucho.challenges.Challenge.played`): its *Review this game* button judges the
student's decisions since the challenge's start, never the moves that built the position.

    >>> from gaucho.widgets.challenge import ChallengeWidget
    >>> ChallengeWidget(Challenge.from_seed("10-win", win_from_here, seed=1))
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gaucho.actions import parse
from gaucho.challenges import OPEN, Challenge
from gaucho.errors import GauchoError
from gaucho.explorer.said import say_decision, told_step
from gaucho.i18n import N_, Message, _, use_language

from ._base import BoardView, View, button, html, label, pick_language, pre, speaks
from .review import ReviewPanel

#: How many steps of narration the view keeps in sight (each with its events, a line each).
NARRATION_LINES = 12


class ChallengeWidget(View):
    """A challenge played by choosing moves; ``play(move)`` does what a person does
    (choose a move, then Play)."""

    title = N_("Challenge")

    def __init__(self, challenge: Challenge, *, language: str | None = None,
                 **kwargs: Any) -> None:
        self.language = pick_language(language)
        self.challenge = challenge
        #: What the student was told, in order: a step (its index in the game's history)
        #: or a refusal or prompt; each is put in words in the view's language when drawn.
        self._told: list[int | GauchoError | Message] = []
        #: Whether *Try another* is looking for a position (the buttons wait meanwhile).
        self.looking = False
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
        # the review of the challenge's game, shown once the goal is decided (refresh)
        self.review_panel = ReviewPanel(language=self.language, lazy=True)
        self.review_panel.add_class("gaucho-challenge-review")
        self.relabel()
        return [self.status, self.board, w.HBox([self.input, self.play_button,
                                                 self.restart_button, self.another_button]),
                self.told_box, self.review_panel]

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

    def move_labels(self) -> list[tuple[str, str]]:
        """``(label, move)`` of each move in the list: the move in words, and its notation
        beside the words when two moves read alike ("puts a gaucho on SORT" pays 1 or
        1+1), as an exercise lists its answers."""
        moves = self.challenge.choices()
        words = [self._said(m) for m in moves]
        return [(said if words.count(said) == 1 or said == m else f"{said} ({m})", m)
                for said, m in zip(words, moves, strict=True)]

    @property
    def narration(self) -> list[str]:
        """What the student was told since the challenge's start, in the view's language:
        each step as the student's seat may hear it (numbered from the challenge's first
        step, as its review numbers them), and each refused move's reason."""
        ch = self.challenge
        game = ch.game
        with use_language(self.language):
            return [told_step(game.history[entry]._replace(index=entry - ch.first_step),
                              ch.seat, game.phase) if isinstance(entry, int) else str(entry)
                    for entry in self._told]

    @speaks
    def refresh(self) -> None:
        from gaucho.views.seat import seat_svg

        ch = self.challenge
        self.status.value = f"<b>{escape(ch.told())}</b>"
        self.board.show(str(seat_svg(ch.game, ch.seat)))
        choices = self.move_labels()
        self.input.options = [("", ""), *choices]
        self.input.value = ""
        self.input.disabled = self.play_button.disabled = self.looking or not choices
        self.restart_button.disabled = self.another_button.disabled = self.looking
        self.told_box.value = pre("\n".join(self.narration[-NARRATION_LINES:]))
        panel = self.review_panel
        if ch.status == OPEN:
            panel.layout.display = "none"
            if panel.controller is not None:
                panel.set_game(None, ch.seat)
        else:  # the goal is decided: the challenge's own game can be reviewed
            if panel.controller is None:
                panel.set_game(ch.played(), ch.seat)
            panel.layout.display = ""

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on, the review panel too."""
        super().set_language(language)
        if self.built:  # an unbuilt view makes its panel in its language later
            self.review_panel.set_language(self.language)

    @speaks
    def play(self, move: str) -> str:
        """Play ``move`` for the student (then the bots answer); returns the status.  No
        move chosen (Play pressed with the list empty): the log asks for one."""
        if not move:
            if self.challenge.choices():
                self._told.append(Message("Pick one of the choices."))
                self.refresh()
            return self.challenge.status
        game = self.challenge.game
        start = len(game.history)
        try:
            self.challenge.play(move)
        except GauchoError as refusal:  # an illegal move says why in the language read
            self._told.append(refusal)
        else:  # each step as the student's seat may hear it, the moves in words
            self._told.extend(range(start, len(game.history)))
        self.refresh()
        return self.challenge.status

    @speaks
    def restart(self) -> None:
        """*Start again*: the same position and bots."""
        self.challenge.restart()
        self._told = []
        self.refresh()

    @speaks
    def another(self) -> None:
        """*Try another*: the generator's next position (a generator that finds none says
        so in the log, and the challenge shown stays).  Meanwhile the status line and the
        board's live region say that a position is being looked for, and the buttons and
        the move list are disabled; the live region then says the new position's goal (or
        the refusal)."""
        looking = _("Looking for a position…")
        self.looking = True
        self.status.value = f"<b>{escape(looking)}</b>"
        self.board.announce = looking
        self.input.disabled = self.play_button.disabled = True
        self.restart_button.disabled = self.another_button.disabled = True
        try:
            challenge = self.challenge.another()
        except GauchoError as refusal:
            self._told.append(refusal)
            self.looking = False
            self.refresh()
            self.board.announce = str(refusal)
            return
        except BaseException:
            self.looking = False
            self.refresh()
            raise
        self.looking = False
        self.challenge = challenge
        self._told = []
        self.relabel()
        self.refresh()
        self.board.announce = challenge.told()

    @speaks
    def text(self) -> str:
        # Translators: a view as plain text: its heading, then what it shows (French puts a
        # no-break space before the colon).
        return _("{heading}: {text}").format(heading=_(self.title), text=self.challenge.told())
