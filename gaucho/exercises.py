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

A wrong answer also shows the right one and what each leads to (:class:`Outcome`: both
moves played on copies of the game), so the student sees the consequence, not only the
verdict, and may try again.  The feedback names a move as ``say`` words it
(:meth:`Feedback.lines`; the widget says moves in words, the notation beside them), every
line alike.  An answer the exercise cannot read at all (a typo such as ``"tak 4 5"``, an
empty line, ``"seven"`` for a number) is not judged: its feedback says what keeps it from
being read, in a student's words (not the notation reader's hints for code), and how to
write one, and does not give the right answer away (:data:`UNREADABLE`).

    >>> told = ex.check("A G6")
    >>> told.verdict, told.answer
    ('unreadable', '')
    >>> print(told.problem)
    “A G6” starts like a move but is not written as one

A :class:`Drill` is an exercise made from a seed by a position
generator (:mod:`gaucho.drills`): "Try another" (:meth:`Drill.another`) applies the same
rule in a fresh position the lesson has not shown.  Decisions judged by their outcome (the
coach's analysis) live above the coach, in :mod:`gaucho.practice`.

The widget over these objects is :class:`gaucho.widgets.exercise.ExerciseWidget`.
Every exercise made is registered by its name (:func:`registered`), so a test can drive
each exercise of a lesson after running its cells.

How a lesson uses them (the lessons 00-03 do so; the next lessons follow the same way):

* an exercise cell is tagged ``exercise`` and carries its answer key on the marker line,
  ``exercise={"name": ..., "right": ..., "wrong": ...}`` (for a drill: the answers at
  its seed); the tests answer both, the hand-outs and student copies drop the key;
* a question in a position the lesson has not shown is a drill,
  ``ExerciseWidget(Drill("03-stand-any", drills.pay_standing, seed=1))``: its question
  comes from the catalog, so the cell is the same code in every language; a new
  generator is a function ``make(name, rng) -> Exercise`` in :mod:`gaucho.drills`
  (or, judged by the coach, in :mod:`gaucho.practice`);
* a decision judged by its outcome is a :class:`gaucho.practice.Decide` (or a drill of
  :func:`gaucho.practice.decide_spend`);
* a board exercise (``board=True``) must ask what the board's lights do not give away
  (the board lights every legal target);
* the checks the notebook tests need (``assert``) go in a code cell tagged
  ``hidden-check`` with ``jupyter={"source_hidden": true}`` on its marker line: no
  student reads them (:data:`gaucho.handouts.HIDDEN_CHECK_TAG`).

``tests/test_lessons.py`` counts each lesson's exercises, drills and decisions.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from gaucho import rules
from gaucho.actions import VERBS, parse
from gaucho.errors import GauchoError
from gaucho.i18n import _, semicolon_list

if TYPE_CHECKING:
    from gaucho.game import Game

#: Markdown marks in a rule's text, left out where feedback quotes it.
_MARKUP = re.compile(r"[*`]")
#: A whole number as a student writes it (digits, a sign); int() alone would read "1_2".
_WHOLE = re.compile(r"[+-]?\d+")

RIGHT = "right"
WRONG = "wrong"
#: The verdict on a move that is none of the choices offered (neither right nor wrong).
NOT_A_CHOICE = "not a choice"
#: The verdict on an answer the exercise cannot read (not judged, the right answer kept).
UNREADABLE = "unreadable"

_REGISTRY: dict[str, Exercise] = {}


#: How a move is said to a person; the default is its notation.  The widget passes the
#: words of :func:`gaucho.explorer.said.say_decision` (this module stays below the views).
Say = Callable[[str], str]


def _as_is(answer: str) -> str:
    return answer


def _said(say: Say, answer: str) -> str:
    """An answer in words with its notation beside them ("ends the turn (end)"); a number
    or anything the words leave as it is, once."""
    words = say(answer)
    return words if words == answer else f"{words} ({answer})"


def _braced(value: object) -> str:
    """``value`` as text that :meth:`str.format` gives back unchanged."""
    return str(value).replace("{", "{{").replace("}", "}}")


def about(correct: bool, template: str, move: str, rule_id: str | None = None,
          rule_text: str = "", **values: object) -> Feedback:
    """A verdict whose sentence names ``move``: ``template`` (translated, ``{move}`` in
    it) filled with ``values`` now, and with the move when the feedback is said
    (:meth:`Feedback.lines` says it in words); ``message`` names it by its notation.

    >>> told = about(False, "The game refuses “{move}”: {reason}.", "end", reason="{no}")
    >>> told.message
    'The game refuses “end”: {no}.'
    >>> told.lines(lambda move: "ends the turn")[0]
    'Not quite. The game refuses “ends the turn (end)”: {no}.'
    """
    wording = template.format(move="{move}", **{k: _braced(v) for k, v in values.items()})
    return Feedback(correct, wording.format(move=move), rule_id, rule_text, move=move,
                    wording=wording)


def move_problem(text: str) -> str | None:
    """What keeps ``text`` from being read as a move, in a student's words, or ``None``
    when :func:`gaucho.actions.parse` reads it.  Not the reader's own refusal: its hint
    ``help(gaucho.actions)`` and its notation templates (``'A <tile> <dice>'``) are for
    code, as the Play tab's "Why not?" says (:func:`gaucho.explorer.play.why_not`).

    >>> move_problem("tak 4 5"), move_problem("take 4 5")
    ('no move starts with “tak”', None)
    """
    try:
        parse(text)
    except GauchoError:
        pass
    else:
        return None
    words = text.split()
    if not words:
        return _("the answer is empty")
    if words[0].lower() not in VERBS:
        # Translators: an answer whose first word starts no move ("tak 4 5", "W99"); {word}
        # is that word as typed.
        return _("no move starts with “{word}”").format(word=words[0])
    # Translators: an answer that starts as a move but cannot be read as one ("A G6",
    # "end now"); {answer} is the answer as typed.
    return _("“{answer}” starts like a move but is not written as one").format(
        answer=text.strip())


@dataclass(frozen=True)
class Outcome:
    """What one answer leads to: ``answer`` (a move's notation, or a number) and
    ``result``, a sentence from the engine (the move played on a copy, or its refusal)."""

    answer: str
    result: str

    def line(self, say: Say = _as_is) -> str:
        # Translators: one answer and what it leads to ("ends the turn (end): ...").
        return _("{answer}: {result}").format(answer=_said(say, self.answer),
                                              result=self.result)


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: right or wrong, a sentence, and the rule concerned.

    A wrong answer also carries ``answer``, the right one, and ``outcomes``: what the
    given answer and the right one lead to (empty when there is nothing to play out).
    A move that is none of the choices offered is neither right nor wrong: ``choices``
    then lists the choices (and is empty otherwise), the verdict is :data:`NOT_A_CHOICE`.
    An answer that cannot be read is not judged either: ``problem`` says why, in a
    student's words, ``example`` is how a free answer is written (an exercise with choices
    lists them in ``choices`` instead), the verdict is :data:`UNREADABLE` and ``answer``
    stays empty (the right answer is not given away).

    A sentence about a move keeps the move, ``move`` (its notation), and ``wording``, the
    sentence with ``{move}`` left to fill: :meth:`lines` says the move as the other lines
    do, ``message`` by its notation.
    """

    correct: bool
    message: str
    rule_id: str | None = None
    rule_text: str = ""
    answer: str = ""
    outcomes: tuple[Outcome, ...] = field(default=())
    choices: tuple[str, ...] = field(default=())
    problem: str = ""
    example: str = ""
    move: str = ""
    wording: str = ""

    @property
    def verdict(self) -> str:
        """``"right"``, ``"wrong"``, ``"not a choice"`` or ``"unreadable"`` (engine data,
        not translated)."""
        if self.problem:
            return UNREADABLE
        if self.choices:
            return NOT_A_CHOICE
        return RIGHT if self.correct else WRONG

    def said(self, say: Say = _as_is) -> str:
        """``message`` with its move said by ``say`` (in words, the notation beside them)."""
        if not self.wording:
            return self.message
        return self.wording.format(move=_said(say, self.move))

    def lines(self, say: Say = _as_is) -> list[str]:
        """The feedback in lines, moves said by ``say`` (their notation by default)."""
        if self.problem:  # not judged: what keeps it from being read, how to write one
            return [_unreadable_line(self.problem, self.choices, self.example, say)]
        if self.choices:  # neither right nor wrong: the choices to pick from
            return [self.said(say), _("Choose one of: {moves}").format(
                moves=", ".join(_said(say, c) for c in self.choices))]
        head = _("Right!") if self.correct else _("Not quite.")
        parts = [f"{head} {self.said(say)}".strip()]
        if not self.correct and self.answer:
            parts.append(_("The right answer: {answer}.").format(
                answer=_said(say, self.answer)))
        if not self.correct and self.outcomes:
            parts.append(_("What each leads to:"))
            parts += [f"- {o.line(say)}" for o in self.outcomes]
        if self.rule_id:
            # Translators: a rule's ID and its text (a tooltip; French puts a no-break
            # space before the colon).
            parts.append(_("{rule}: {text}").format(rule=self.rule_id, text=self.rule_text)
                         if self.rule_text else self.rule_id)
        if not self.correct:
            parts.append(_("Try again."))
        return parts

    def __str__(self) -> str:
        return "\n".join(self.lines())


def _unreadable_line(problem: str, choices: Sequence[str], example: str,
                     say: Say = _as_is) -> str:
    if choices:
        # Translators: an answer that cannot be read; {problem} is what keeps it from being
        # read ("no move starts with “tak”"), {moves} the choices, comma-separated.
        return _("I could not read that: {problem}; write one of: {moves}.").format(
            problem=problem, moves=", ".join(_said(say, c) for c in choices))
    # Translators: as above; {example} is an answer written as the exercise reads it ("12").
    return _("I could not read that: {problem}; write e.g. {example}.").format(
        problem=problem, example=example)


def unreadable(problem: str, choices: Sequence[str] | None = None,
               example: str = "") -> Feedback:
    """The feedback on an answer that cannot be read: ``problem`` (what keeps it from being
    read, in a student's words) and how to write one (one of ``choices``, else like
    ``example``); not judged."""
    shown = tuple(choices or ())
    return Feedback(False, _unreadable_line(problem, shown, example), choices=shown,
                    problem=problem, example=example)


def _rule_text(rule_id: str | None) -> str:
    if not rule_id:
        return ""
    try:
        text = rules.get(rule_id).text
    except GauchoError:
        return ""
    return _MARKUP.sub("", text)  # the rulebook's *emphasis* and `code` read as plain words


def _wrong(message: str, rule_id: str | None) -> Feedback:
    return Feedback(False, message, rule_id, _rule_text(rule_id))


def _wrong_about(template: str, move: str, rule_id: str | None, **values: object) -> Feedback:
    return about(False, template, move, rule_id, _rule_text(rule_id), **values)


def cannot_read(text: str, error: Exception) -> str:
    """The sentence on a move the game cannot read (:meth:`Exercise.judge` alone meets one:
    :meth:`Exercise.check` tells it unreadable first), in a student's words."""
    return _("The game cannot read that move: {error}").format(
        error=move_problem(text) or error)


class Exercise:
    """One question with an answer the engine can judge.

    ``name`` identifies the exercise (unique within a lesson); ``rule_id`` is the rule it
    practises, cited when an answer is wrong without breaking a rule of its own.  A
    subclass judges in :meth:`judge`; :meth:`check` adds, to a wrong verdict, the right
    answer and what each leads to.
    """

    kind = "exercise"
    #: Made from a seed in a position the lesson has not shown (a :class:`Drill`).
    unseen = False
    #: Judged by its outcome (the coach's analysis), not by a rule (gaucho.practice).
    decision = False
    #: How a free answer is written, told with an answer that cannot be read (the same
    #: for every exercise of a kind, so it gives nothing away).
    example = ""

    def __init__(self, name: str, question: str, rule_id: str) -> None:
        self.name = name
        self.question = question
        self.rule_id = rule_id
        _REGISTRY[name] = self

    def judge(self, answer: Any) -> Feedback:
        """The bare verdict on ``answer`` (right or wrong, with the rule)."""
        raise NotImplementedError

    def check(self, answer: Any) -> Feedback:
        """Judge ``answer``; never raises for a malformed answer.  A wrong answer's
        feedback names the right answer and what each leads to; a move that is none of the
        :meth:`choices` is neither (:func:`not_a_choice`), nor is an answer that cannot be
        read (:meth:`unreadable`: it is not judged and the right answer is not shown)."""
        problem = self.unreadable(answer)
        if problem is not None:
            return unreadable(problem, self.choices(), self.example)
        offered = not_a_choice(self.choices(), answer)
        if offered is not None:
            return offered
        verdict = self.judge(answer)
        if verdict.correct:
            return verdict
        right = self.right_answer()
        given = str(answer).strip()
        shown = [a for a in dict.fromkeys([given, right]) if a]
        return replace(verdict, answer=right,
                       outcomes=tuple(o for o in map(self.outcome, shown) if o is not None))

    def unreadable(self, answer: Any) -> str | None:
        """What keeps ``answer`` from being read, in a student's words, or ``None`` when
        it can be read (then it is judged, or is none of the choices).  With choices that
        are moves, an answer is read as a move (:func:`move_problem`); a free answer is
        read by its exercise (:class:`EnterNumber`: a whole number)."""
        text = str(answer).strip()
        choices = self.choices()
        if not choices or text in choices:
            return None
        try:
            for choice in choices:  # choices that are not moves: the exercise reads them
                parse(choice)
        except GauchoError:
            return None
        return move_problem(text)

    def right_answer(self) -> str:
        """A right answer (the first of the choices that is right), ``""`` if none."""
        return next((c for c in self.choices() or () if self.judge(c).correct), "")

    def outcome(self, answer: str) -> Outcome | None:
        """What ``answer`` leads to, or ``None`` when there is nothing to play out."""
        return None

    def choices(self) -> list[str] | None:
        """The answers to pick from, or ``None`` for a free answer (a number)."""
        return None

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


def not_a_choice(choices: Sequence[str] | None, answer: Any) -> Feedback | None:
    """The feedback "not one of the choices" when ``answer`` is a move that none of
    ``choices`` is (the same action, however written); ``None`` when it is one of them,
    when there are no choices (a free answer) and when it cannot be read as a move
    (:meth:`Exercise.check` tells that answer it is unreadable)."""
    text = str(answer).strip()
    if not choices or text in choices:
        return None
    try:
        wanted = parse(text)
    except GauchoError:
        return None
    for choice in choices:
        try:
            if parse(choice) == wanted:
                return None
        except GauchoError:
            continue
    # Translators: {move} is an answer typed or clicked that the exercise does not offer, in
    # words ("keeps the white 10 (keep W10)").
    told = about(False, _("“{move}” is not one of the choices."), text)
    return replace(told, choices=tuple(choices))


def leads_to(game: Game, move: str) -> str:
    """What ``move`` does in ``game``, played on a copy: the engine's narration, or its
    refusal with the rule (the game itself is not changed)."""
    try:
        why = game.why_illegal(move)
    except GauchoError as exc:
        return _("the game cannot read it: {error}").format(error=exc)
    if why is not None:
        return _("refused: {reason}").format(reason=why.reason)
    events = game.copy().play(move)
    return str(semicolon_list(events)) or _("nothing changes")


class _OnAGame(Exercise):
    """An exercise about moves in one position (kept as a copy: answers never change it)."""

    def __init__(self, name: str, game: Game, question: str, choices: Sequence[str],
                 rule_id: str, describe: Callable[[Game, str], str] | None) -> None:
        super().__init__(name, question, rule_id)
        self.game = game.copy()
        self._choices = list(choices)
        self.describe = describe

    def choices(self) -> list[str]:
        return list(self._choices)

    def outcome(self, answer: str) -> Outcome:
        say = self.describe or leads_to
        return Outcome(answer, say(self.game, answer))


class PickMove(_OnAGame):
    """Pick a move in a position.

    The answer is right when the engine accepts the move in ``game`` and, if ``goal`` is
    given, the game after the move satisfies it (``goal(game_after) -> bool``; the
    question says what it asks for, ``goal_rule`` which rule decides it); without a goal
    it must also be one of ``choices`` (another legal move does not answer "which of
    these").  A refused move is wrong with the rule the engine names.  ``describe(game,
    move)`` says what a move leads to in the feedback (default :func:`leads_to`).
    """

    kind = "move"

    def __init__(self, name: str, game: Game, question: str, choices: Sequence[str], *,
                 goal: Callable[[Game], bool] | None = None, goal_rule: str = "",
                 rule_id: str = "", describe: Callable[[Game, str], str] | None = None
                 ) -> None:
        super().__init__(name, game, question, choices, rule_id or goal_rule, describe)
        self.goal = goal
        self.goal_rule = goal_rule or rule_id

    def _among_choices(self, text: str) -> bool:
        try:
            wanted = parse(text)
            return any(parse(choice) == wanted for choice in self._choices)
        except GauchoError:
            return False

    def judge(self, answer: Any) -> Feedback:
        text = str(answer).strip()
        try:
            why = self.game.why_illegal(text)
        except GauchoError as exc:
            return _wrong(cannot_read(text, exc), self.rule_id or None)
        if why is not None:
            # Translators: {move} is a move in words ("keeps the white 10 (keep W10)"),
            # {reason} the engine's reason; the sentences below name a move the same way.
            return _wrong_about(_("The game refuses “{move}”: {reason}."), text, why.rule_id,
                                reason=why.reason)
        if self.goal is not None:
            after = self.game.copy()
            after.play(text)
            if not self.goal(after):
                return _wrong_about(_("“{move}” is allowed, but it does not do what was "
                                      "asked."), text, self.goal_rule or None)
        elif not self._among_choices(text):
            # without a goal the question is "which of these": another legal move is no answer
            return _wrong_about(_("“{move}” is allowed, but it does not do what was "
                                  "asked."), text, self.rule_id or None)
        return about(True, _("The game accepts “{move}”."), text, self.rule_id or None)


class PickRefused(_OnAGame):
    """Pick the move the rules forbid among several; right when the engine refuses it
    (for the rule ``rule_id`` when given)."""

    kind = "refused"

    def __init__(self, name: str, game: Game, question: str, choices: Sequence[str], *,
                 rule_id: str) -> None:
        super().__init__(name, game, question, choices, rule_id, None)

    def judge(self, answer: Any) -> Feedback:
        text = str(answer).strip()
        try:
            why = self.game.why_illegal(text)
        except GauchoError as exc:
            return _wrong(cannot_read(text, exc), self.rule_id)
        if why is None:
            return _wrong_about(_("The game accepts “{move}”: it is allowed."), text,
                                self.rule_id)
        return about(True, _("The game refuses “{move}”: {reason}."), text, why.rule_id,
                     _rule_text(why.rule_id), reason=why.reason)


class EnterNumber(Exercise):
    """Enter a number that the engine computes (``compute()``, asked at check time)."""

    kind = "number"
    example = "12"

    def __init__(self, name: str, question: str, compute: Callable[[], int], *,
                 rule_id: str) -> None:
        super().__init__(name, question, rule_id)
        self.compute = compute

    def right_answer(self) -> str:
        return str(self.compute())

    def unreadable(self, answer: Any) -> str | None:
        text = str(answer).strip()
        if not text:
            return _("the answer is empty")
        if not _WHOLE.fullmatch(text):
            return _("{text!r} is not a whole number").format(text=text)
        return None

    def judge(self, answer: Any) -> Feedback:
        try:
            value = int(str(answer).strip())
        except ValueError:
            return _wrong(_("Please enter a whole number."), self.rule_id)
        if value == self.compute():
            return Feedback(True, _("{value} is correct.").format(value=value), self.rule_id)
        return _wrong(_("{value} is not it.").format(value=value), self.rule_id)


class Drill(Exercise):
    """An exercise made from a seed: ``make(name, rng)`` is a position generator that
    returns a fresh exercise applying the same rule in a new position, and
    :meth:`another` ("Try another") makes the next one.  The same ``name`` and ``seed``
    always give the same position; every question, check and answer is the current
    exercise's."""

    kind = "drill"
    unseen = True

    def __init__(self, name: str, make: Callable[[str, random.Random], Exercise], *,
                 seed: int = 0) -> None:
        self.make = make
        self.seed = seed
        self.name = name
        self.current = make(name, self._rng())
        super().__init__(name, self.current.question, self.current.rule_id)
        self.decision = self.current.decision

    def _rng(self) -> random.Random:
        return random.Random(f"{self.name}/{self.seed}")

    def another(self) -> Drill:
        """A fresh position for the same rule (the next seed); returns the drill."""
        self.seed += 1
        return self.remake()

    def remake(self) -> Drill:
        """The current position made again (its question in the language current now)."""
        self.current = self.make(self.name, self._rng())
        self.question, self.rule_id = self.current.question, self.current.rule_id
        _REGISTRY[self.name] = self  # the new exercise registered itself under the name
        return self

    @property
    def game(self) -> Game | None:
        return getattr(self.current, "game", None)

    def judge(self, answer: Any) -> Feedback:
        return self.current.judge(answer)

    def check(self, answer: Any) -> Feedback:
        return self.current.check(answer)

    def right_answer(self) -> str:
        return self.current.right_answer()

    def unreadable(self, answer: Any) -> str | None:
        return self.current.unreadable(answer)

    def outcome(self, answer: str) -> Outcome | None:
        return self.current.outcome(answer)

    def choices(self) -> list[str] | None:
        return self.current.choices()


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
