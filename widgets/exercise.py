"""The exercise widget: a question, an answer box, a Check button and the verdict.

The judging is :mod:`gaucho.exercises` (the engine decides); this view only collects the
answer (a dropdown of moves, a number box, or, with ``board=True``, clicks on the board
that make a move, as on the Play tab) and shows the feedback at once.  A wrong answer
shows the right one and what each leads to, moves said in words (their notation beside
them), the broken rule's text, and a *Try again* button; an answer the exercise cannot
read is not judged (in grey: what keeps it from being read and how to write one, the right
answer not shown); an exercise made from a seed (:class:`~gaucho.exercises.Drill`) also
has *Try another*, a fresh position for the same rule.  The board lights every legal
target, never only the right ones.

    >>> from gaucho.widgets.exercise import ExerciseWidget
    >>> ExerciseWidget(exercise)        # in a notebook cell
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gaucho.actions import parse
from gaucho.errors import GauchoError
from gaucho.exercises import NOT_A_CHOICE, UNREADABLE, Drill, Exercise, Feedback, PickMove
from gaucho.explorer.said import say_decision
from gaucho.explorer.views import word
from gaucho.i18n import N_, _, get_language

from ._base import BoardView, View, button, html, label, pick_language, pre, speaks


def choice_words(exercise: Exercise, choice: str) -> str:
    """A move to pick, said in words in the current language ("takes 5 and 6 from the Dice
    Rodeo"); an answer that is not a move (or an exercise without a game) as it is."""
    game = getattr(exercise, "game", None)
    try:
        action = parse(choice)
    except GauchoError:
        return choice
    return choice if game is None else say_decision(action, game.phase)


def choice_labels(exercise: Exercise) -> list[tuple[str, str]]:
    """``(label, notation)`` of each answer to pick: the move in words, and its notation
    beside the words when two answers would read alike (the notation tells them apart)."""
    choices = exercise.choices() or []
    words = [choice_words(exercise, c) for c in choices]
    return [(said if words.count(said) == 1 or said == c else f"{said} ({c})", c)
            for said, c in zip(words, choices, strict=True)]


def _moves_on_a_board(exercise: Exercise) -> bool:
    """Whether the exercise (or a drill's current one) is a move to make on the board."""
    return isinstance(getattr(exercise, "current", exercise), PickMove)


class ExerciseWidget(View):
    """A question the student answers in place; ``answer(value)`` does what a person does
    (choose or type, then Check) and returns the :class:`~gaucho.exercises.Feedback`."""

    title = N_("Exercise")

    def __init__(self, exercise: Exercise, *, board: bool = False, language: str | None = None,
                 **kwargs: Any) -> None:
        self.language = pick_language(language)
        self.exercise = exercise
        self._made_in = get_language()  # a drill's question is in the language it was made in
        self.with_board = board
        self.last: Feedback | None = None
        self._input: Any = None
        super().__init__(**kwargs)
        self.add_class("gaucho-exercise")

    def make_widgets(self) -> list[w.Widget]:
        exercise = self.exercise
        choices = exercise.choices()
        self.input: w.Dropdown | w.Text
        if choices is not None:
            self.input = w.Dropdown(options=[("", "")], value="", layout=w.Layout(width="auto"))
        else:
            self.input = w.Text(value="", layout=w.Layout(width="220px"))
        self.input.add_class("gaucho-exercise-input")
        self.check_button = button("", "gaucho-exercise-check", icon="check", style="primary")
        self.check_button.on_click(lambda _b: self.answer(self.input.value))
        self.retry_button = button("", "gaucho-exercise-retry", icon="undo")
        self.retry_button.on_click(lambda _b: self.retry())
        self.retry_button.layout.display = "none"
        self.another_button = button("", "gaucho-exercise-another", icon="refresh")
        self.another_button.on_click(lambda _b: self.another())
        if not isinstance(exercise, Drill):
            self.another_button.layout.display = "none"
        self.question = html("", "gaucho-exercise-question")
        self.feedback = html("", "gaucho-exercise-feedback")
        game = getattr(exercise, "game", None)
        self.board: BoardView | None = None
        parts: list[w.Widget] = [self.question]
        if self.with_board and _moves_on_a_board(exercise) and game is not None:
            self.board = BoardView("gaucho-exercise-board", language=self.language)
            self.board.on_click(self.click)
            parts.append(self.board)
        parts += [w.HBox([self.input, self.check_button, self.retry_button,
                          self.another_button]), self.feedback]
        self.relabel()
        return parts  # the board is drawn by refresh()

    @speaks
    def relabel(self) -> None:
        if isinstance(self.exercise, Drill) and self._made_in != self.language:
            self.exercise.remake()  # the same position, its question in this language
            self._made_in = self.language
        is_move = isinstance(self.input, w.Dropdown)
        label(self.input, _("Your move") if is_move else _("Your answer"))
        if isinstance(self.input, w.Dropdown):  # each move in words; its value is its notation
            value = self.input.value
            self.input.options = [("", ""), *choice_labels(self.exercise)]
            self.input.value = value
        label(self.check_button, _("Check"))
        label(self.retry_button, _("Try again"))
        label(self.another_button, _("Try another"))
        heading = _("Exercise")
        self.question.value = (f"<b>{escape(heading)}.</b> "
                               f"{escape(word(self.exercise.question))}")

    @speaks
    def refresh(self) -> None:
        """The verdict and the board again (in the view's language)."""
        if self.last is not None:  # the same answer judged again, told in this language
            self.last = self.exercise.check(self.input.value)
            self._show_feedback(self.last)
        self._redraw_board()

    # ------------------------------------------------------------------ the board
    @speaks
    def _redraw_board(self, message: str = "") -> None:
        from gaucho.explorer.board_input import BoardInput
        from gaucho.explorer.spoken import target_names
        from gaucho.views.seat import seat_svg

        game = getattr(self.exercise, "game", None)
        if self.board is None or game is None:
            return
        if self._input is None:
            self._input = BoardInput(game)
        pick = self._input
        with self.board.hold_sync():
            self.board.show(str(seat_svg(game, game.current_player)))
            self.board.interactive = True
            self.board.next_targets = sorted(pick.next_targets())
            self.board.chosen = sorted(pick.chosen())
            self.board.names = target_names(pick)  # for screen readers, in words
            buttons = [[k, label] for k, label in pick.choices()]
            if pick.clicks:
                buttons.append(["clear", _("Clear")])
            self.board.choices = buttons
            self.board.message = message or _("Click your move on the board.")

    @speaks
    def click(self, target: str) -> None:
        """A click on the exercise's board: a finished move is checked at once."""
        if self.board is None:
            return
        outcome = self._input.click(target)
        if outcome.kind == "play":
            self._input = None
            self.answer(str(outcome.action))
            self._redraw_board()
        elif outcome.kind == "illegal":
            self._input.clear()
            self._redraw_board(outcome.message)
        else:
            self._redraw_board()

    @speaks
    def answer(self, value: Any) -> Feedback:
        """Set the answer box to ``value``, check it and show the verdict."""
        if isinstance(self.input, w.Dropdown) and value not in [o[1] for o in
                                                                self.input.options]:
            self.input.options = [*self.input.options, (str(value), str(value))]
        self.input.value = str(value)
        self.last = self.exercise.check(value)
        self._show_feedback(self.last)
        return self.last

    @speaks
    def retry(self) -> None:
        """*Try again*: the answer box and the verdict cleared, the same question."""
        self.last = None
        self.feedback.value = ""
        self.retry_button.layout.display = "none"
        self.input.value = ""
        self._input = None
        self._redraw_board()

    @speaks
    def another(self) -> None:
        """*Try another*: a drill's next position (the same rule), the verdict cleared."""
        if isinstance(self.exercise, Drill):
            self.exercise.another()
            self._made_in = self.language
            self.input.value = ""
            self.relabel()
            self.retry()

    def said(self, answer: str) -> str:
        """An answer as the feedback says it: a move in words, a number as it is."""
        return choice_words(self.exercise, answer)

    def _show_feedback(self, last: Feedback) -> None:
        lines = last.lines(self.said)
        if last.verdict == NOT_A_CHOICE:  # neither right nor wrong: no red, no "Not quite"
            colour, verdict = "#5f6368", _("Pick one of the choices.")
            body = "\n".join(lines)
        elif last.verdict == UNREADABLE:  # not judged: how to write it, the answer kept
            colour, verdict = "#5f6368", _("Write your answer again.")
            body = "\n".join(lines)
        else:
            colour = "#1b7f3b" if last.correct else "#b3261e"
            verdict = _("Right!") if last.correct else _("Not quite.")
            body = "\n".join([lines[0].removeprefix(verdict).strip(), *lines[1:]])
        self.feedback.value = (f'<div style="color:{colour};font-weight:bold">'
                               f"{escape(verdict)}</div>" + pre(body))  # pre() escapes
        self.retry_button.layout.display = "none" if last.correct else ""

    @speaks
    def text(self) -> str:
        # Translators: the exercise as plain text (its summary): {heading} is "Exercise",
        # {question} its question (French puts a no-break space before the colon).
        lines = [_("{heading}: {question}").format(heading=_("Exercise"),
                                                   question=word(self.exercise.question))]
        choices = self.exercise.choices()
        if choices:  # as the feedback says them: in words, the notation beside them
            said = [(self.said(c), c) for c in choices]
            lines.append(_("Choose one of: {moves}").format(moves=", ".join(
                words if words == c else f"{words} ({c})" for words, c in said)))
        return "\n".join(lines)


def exercise(ex: Exercise, language: str | None = None) -> ExerciseWidget:
    """The widget for ``ex`` (a short name for notebook cells)."""
    return ExerciseWidget(ex, language=language)
