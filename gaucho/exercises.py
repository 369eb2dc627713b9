"""Exercises with instant feedback, checked by the engine (standard library only).

A lesson asks a question about a position; the student answers (picks a move, enters a
number) and is told at once whether the answer is right.  The answer is never compared
with a stored string: a move is judged by :meth:`gaucho.Game.why_illegal` (and, where the
question asks for more than a legal move, by playing it on a copy of the game), a number
by a function that asks the engine for the value.  A wrong answer names the rule it
breaks and quotes the rule's text, so the student reads the rule, not a bare "no".

    >>> import gaucho
    >>> from gaucho.exercises import PickMove
    >>> game = gaucho.examples.load("EX-DICE-SPLIT").game()
    >>> ex = PickMove("pay-g6", game, "Pay for the golden 6.", ["A G6 4+6", "A G6 6"])
    >>> ex.check("A G6 6").verdict, ex.check("A G6 4+6").rule_id
    ('right', 'R-DICE-3')

The widget over these objects is :class:`gaucho.widgets.exercise.ExerciseWidget`.
Every exercise made is registered by its name (:func:`registered`), so a test can drive
each exercise of a lesson after running its cells.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gaucho import rules
from gaucho.actions import parse
from gaucho.errors import GauchoError
from gaucho.i18n import _

if TYPE_CHECKING:
    from gaucho.game import Game

RIGHT = "right"
WRONG = "wrong"

_REGISTRY: dict[str, Exercise] = {}


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: right or wrong, a sentence, and the rule concerned."""

    correct: bool
    message: str
    rule_id: str | None = None
    rule_text: str = ""

    @property
    def verdict(self) -> str:
        """``"right"`` or ``"wrong"`` (engine data, not translated)."""
        return RIGHT if self.correct else WRONG

    def __str__(self) -> str:
        head = _("Right!") if self.correct else _("Not quite.")
        parts = [f"{head} {self.message}".strip()]
        if self.rule_id:
            parts.append(f"{self.rule_id}: {self.rule_text}" if self.rule_text else self.rule_id)
        return "\n".join(parts)


def _rule_text(rule_id: str | None) -> str:
    if not rule_id:
        return ""
    try:
        return rules.get(rule_id).text
    except GauchoError:
        return ""


def _wrong(message: str, rule_id: str | None) -> Feedback:
    return Feedback(False, message, rule_id, _rule_text(rule_id))


class Exercise:
    """One question with an answer the engine can judge.

    ``name`` identifies the exercise (unique within a lesson); ``rule_id`` is the rule it
    practises, cited when an answer is wrong without breaking a rule of its own.
    """

    kind = "exercise"

    def __init__(self, name: str, question: str, rule_id: str) -> None:
        self.name = name
        self.question = question
        self.rule_id = rule_id
        _REGISTRY[name] = self

    def check(self, answer: Any) -> Feedback:
        """Judge ``answer``; never raises for a malformed answer (that is just wrong)."""
        raise NotImplementedError

    def choices(self) -> list[str] | None:
        """The answers to pick from, or ``None`` for a free answer (a number)."""
        return None

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


class PickMove(Exercise):
    """Pick a move in a position.

    The answer is right when the engine accepts the move in ``game`` and, if ``goal`` is
    given, the game after the move satisfies it (``goal(game_after) -> bool``; the
    question says what it asks for, ``goal_rule`` which rule decides it); without a goal
    it must also be one of ``choices`` (another legal move does not answer "which of
    these").  A refused move is wrong with the rule the engine names.
    """

    kind = "move"

    def __init__(self, name: str, game: Game, question: str, choices: Sequence[str], *,
                 goal: Callable[[Game], bool] | None = None, goal_rule: str = "",
                 rule_id: str = "") -> None:
        super().__init__(name, question, rule_id or goal_rule)
        self.game = game.copy()
        self._choices = list(choices)
        self.goal = goal
        self.goal_rule = goal_rule or rule_id

    def choices(self) -> list[str]:
        return list(self._choices)

    def _among_choices(self, text: str) -> bool:
        try:
            wanted = parse(text)
            return any(parse(choice) == wanted for choice in self._choices)
        except GauchoError:
            return False

    def check(self, answer: Any) -> Feedback:
        text = str(answer).strip()
        try:
            why = self.game.why_illegal(text)
        except GauchoError as exc:
            return _wrong(_("The game cannot read that move: {error}").format(error=exc),
                          self.rule_id or None)
        if why is not None:
            return _wrong(_("The game refuses {move}: {reason}.").format(
                move=text, reason=why.reason), why.rule_id)
        if self.goal is not None:
            after = self.game.copy()
            after.play(text)
            if not self.goal(after):
                return _wrong(_("{move} is allowed, but it does not do what was asked.").format(
                    move=text), self.goal_rule or None)
        elif not self._among_choices(text):
            # without a goal the question is "which of these": another legal move is no answer
            return _wrong(_("{move} is allowed, but it does not do what was asked.").format(
                move=text), self.rule_id or None)
        return Feedback(True, _("The game accepts {move}.").format(move=text),
                        self.rule_id or None)


class PickRefused(Exercise):
    """Pick the move the rules forbid among several; right when the engine refuses it
    (for the rule ``rule_id`` when given)."""

    kind = "refused"

    def __init__(self, name: str, game: Game, question: str, choices: Sequence[str], *,
                 rule_id: str) -> None:
        super().__init__(name, question, rule_id)
        self.game = game.copy()
        self._choices = list(choices)

    def choices(self) -> list[str]:
        return list(self._choices)

    def check(self, answer: Any) -> Feedback:
        text = str(answer).strip()
        try:
            why = self.game.why_illegal(text)
        except GauchoError as exc:
            return _wrong(_("The game cannot read that move: {error}").format(error=exc),
                          self.rule_id)
        if why is None:
            return _wrong(_("The game accepts {move}: it is allowed.").format(move=text),
                          self.rule_id)
        return Feedback(True, _("The game refuses {move}: {reason}.").format(
            move=text, reason=why.reason), why.rule_id, _rule_text(why.rule_id))


class EnterNumber(Exercise):
    """Enter a number that the engine computes (``compute()``, asked at check time)."""

    kind = "number"

    def __init__(self, name: str, question: str, compute: Callable[[], int], *,
                 rule_id: str) -> None:
        super().__init__(name, question, rule_id)
        self.compute = compute

    def check(self, answer: Any) -> Feedback:
        try:
            value = int(str(answer).strip())
        except ValueError:
            return _wrong(_("Please enter a whole number."), self.rule_id)
        if value == self.compute():
            return Feedback(True, _("{value} is correct.").format(value=value), self.rule_id)
        return _wrong(_("{value} is not it.").format(value=value), self.rule_id)


def registered(name: str) -> Exercise:
    """The exercise made under ``name`` (the latest one if a lesson remade it)."""
    try:
        return _REGISTRY[name]
    except KeyError:
        raise GauchoError(_("no exercise named {name!r} has been made").format(
            name=name)) from None


def names() -> list[str]:
    """The names of every exercise made so far, oldest first."""
    return list(_REGISTRY)
