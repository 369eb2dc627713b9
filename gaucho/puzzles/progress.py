"""A student's puzzle progress: a Glicko-2 rating, the next puzzle, feedback, a dashboard.

    >>> from gaucho.puzzles import load
    >>> from gaucho.puzzles.progress import Progress
    >>> me = Progress()
    >>> p = me.next_puzzle(load())
    >>> feedback = me.answer(p, p.answers[0])
    >>> feedback.correct, me.rating.rating > 1500
    (True, True)

As on Lichess, the first answer to a puzzle is the rated one: a right first answer is a
win of the student over the puzzle (:mod:`gaucho.coach.ratings`), a wrong one a loss, and
the puzzle's own rating moves the other way (kept with the progress, so the shipped data
never changes).  Trying again after a wrong answer teaches, but changes no rating; giving
up to see the answer (:meth:`Progress.give_up`) counts as a wrong answer.  The
next puzzle is the unsolved one rated nearest the student.  Progress is plain JSON
(:meth:`Progress.to_json`): the app keeps it in the browser's storage, a notebook in a
small file.
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass, field
from typing import Any

from gaucho import actions, engine
from gaucho.coach.ratings import Rating, update
from gaucho.coach.reasons import effects, number
from gaucho.errors import GauchoError, IllegalAction
from gaucho.explorer.said import say_decision
from gaucho.i18n import N_, Message, Plural, _, and_list
from gaucho.puzzles import CONCEPTS, Puzzle, action_of

__all__ = ["ConceptResult", "Feedback", "Progress"]


class BadProgress(GauchoError):
    """A saved progress that cannot be read (field named in the message)."""


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: ``correct``, the Pesos it gives up on average (``cost``,
    in the puzzle's figures, final Pesos or worths: :attr:`Puzzle.horizon`; ``None`` for
    a move too weak to have been valued), and ``text`` — what the move does
    now and what follows, in words.  ``shown``: the student gave up and was shown the
    answer (``action``, the best move), which counts as a wrong answer."""

    action: actions.Action
    correct: bool
    cost: float | None
    text: Message
    rated: bool
    shown: bool = False

    def __str__(self) -> str:
        return str(self.text)


@dataclass(frozen=True)
class ConceptResult:
    """One line of the dashboard: a concept, its label (in the language current when the
    dashboard was made), its first answers tried and right, its rules."""

    concept: str
    label: str
    tried: int
    solved: int
    rules: tuple[str, ...]

    @property
    def share(self) -> float:
        return self.solved / self.tried if self.tried else 0.0


@dataclass
class Progress:
    """One student's results.  ``attempts`` maps a puzzle id to
    ``{"tries": n, "first": right at the first try, "solved": right at some try}``."""

    rating: Rating = field(default_factory=Rating)
    attempts: dict[str, dict[str, Any]] = field(default_factory=dict)
    puzzle_ratings: dict[str, Rating] = field(default_factory=dict)

    def puzzle_rating(self, p: Puzzle) -> Rating:
        return self.puzzle_ratings.get(p.id, Rating(p.rating, 250.0))

    def next_puzzle(self, puzzles: list[Puzzle], rng: random.Random | None = None) -> Puzzle:
        """An unsolved puzzle rated near the student (the nearest, or one of the five
        nearest with ``rng``); every puzzle again once all are solved."""
        fresh = [p for p in puzzles if not self.attempts.get(p.id, {}).get("solved")]
        pool = fresh or list(puzzles)
        near = sorted(pool, key=lambda p: (abs(self.puzzle_rating(p).rating
                                               - self.rating.rating), p.id))
        return near[0] if rng is None else rng.choice(near[:5])

    def answer(self, p: Puzzle, action: actions.Action | str) -> Feedback:
        """Record an answer to ``p`` and say what it is worth.  An illegal action raises
        :class:`~gaucho.IllegalAction` with its rule, anything that is not an action (nor a
        text of one) :class:`~gaucho.InvalidAction`; either records nothing."""
        a = action_of(action)  # (InvalidAction for what is not an action)
        state = p.game().state
        v = engine.check(state, a)
        if v is not None:
            raise IllegalAction(v.rule_id, v.reason, a)
        correct = p.accepts(a)
        rated = self._record(p, correct)
        return Feedback(a, correct, p.cost(a), _verdict(p, state, a, correct), rated)

    def give_up(self, p: Puzzle) -> Feedback:
        """Show ``p``'s answer ("Show the answer", Lichess's "View the solution"): the best
        move in words and why, as a right answer's feedback says them.  It counts as a
        wrong answer: given first, it is the rated one and a loss, exactly as a wrong first
        answer (the same rating, the same puzzle rating); after an answer it changes no
        rating (a puzzle is never counted twice), and it never solves the puzzle."""
        a = action_of(p.answers[0])
        state = p.game().state
        rated = self._record(p, False)
        return Feedback(a, False, p.cost(a), _verdict(p, state, a, True, shown=True), rated,
                        shown=True)

    def _record(self, p: Puzzle, correct: bool) -> bool:
        """Count one answer to ``p`` (right or not); the first one moves the ratings.
        Says whether this one was rated."""
        record = self.attempts.setdefault(p.id, {"tries": 0, "first": None, "solved": False})
        rated: bool = record["tries"] == 0
        record["tries"] += 1
        if rated:
            record["first"] = correct
            score = 1.0 if correct else 0.0
            mine, theirs = self.rating, self.puzzle_rating(p)
            self.rating = update(mine, [(theirs, score)])
            self.puzzle_ratings[p.id] = update(theirs, [(mine, 1.0 - score)])
        record["solved"] = bool(record["solved"] or correct)
        return rated

    def dashboard(self, puzzles: list[Puzzle]) -> list[ConceptResult]:
        """Per concept tried, first answers right of those tried, the weakest first (each
        row's ``label`` in the current language)."""
        tried: dict[str, list[bool]] = {}
        for p in puzzles:
            record = self.attempts.get(p.id)
            if record is None or record.get("first") is None:
                continue
            for c in p.concepts:
                tried.setdefault(c, []).append(bool(record["first"]))
        out = [ConceptResult(c, _(CONCEPTS[c].label), len(r), sum(r), CONCEPTS[c].rules)
               for c, r in tried.items() if c in CONCEPTS]
        return sorted(out, key=lambda c: (c.share, -c.tried, c.concept))

    # ------------------------------------------------------------ saving
    def to_json(self) -> str:
        def rating(r: Rating) -> list[float]:
            return [round(r.rating, 3), round(r.rd, 3), round(r.volatility, 6)]
        return json.dumps({"format": FORMAT, "version": 1,
                           "rating": rating(self.rating), "attempts": self.attempts,
                           "puzzles": {k: rating(r) for k, r in self.puzzle_ratings.items()}},
                          sort_keys=True)

    @classmethod
    def from_json(cls, text: str | bytes | None) -> Progress:
        """A saved progress (an empty text or ``None``: a new student).  A text that is not
        one raises :class:`BadProgress` naming the field that is wrong, in the current
        language."""
        if text is None or text in ("", b""):
            return cls()
        if not isinstance(text, (str, bytes, bytearray)):
            raise BadProgress(_("puzzle progress must be a JSON text, not {value}").format(
                value=type(text).__name__))
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise BadProgress(_("puzzle progress is not valid JSON (line {line}, column "
                                "{column})").format(line=exc.lineno, column=exc.colno)) from None
        except (ValueError, RecursionError):  # bad UTF-8, a number too long, too deep
            raise BadProgress(_("puzzle progress is not valid JSON")) from None
        if not isinstance(data, dict):
            raise BadProgress(_("puzzle progress must be a JSON object, not {value}").format(
                value=_shown(data)))
        for key in ("format", "rating", "attempts", "puzzles"):
            if key not in data:
                raise _missing(key)
            if key == "format" and data["format"] != FORMAT:
                raise _wrong("format", json.dumps(FORMAT), data["format"])
        if "version" in data and (type(data["version"]) is not int or data["version"] != 1):
            raise _wrong("version", "1", data["version"])
        attempts = _object("attempts", data["attempts"])
        puzzles = _object("puzzles", data["puzzles"])
        return cls(_rating("rating", data["rating"]),
                   {k: _attempt(f"attempts.{k}", v) for k, v in attempts.items()},
                   {k: _rating(f"puzzles.{k}", v) for k, v in puzzles.items()})


#: The ``format`` of a saved progress.
FORMAT = "gaucho-puzzle-progress"
# Translators: what a field of a saved puzzle progress must be, after "must be":
# "puzzle progress: 'attempts' must be an object, not []".
_AN_OBJECT = N_("an object")
_A_RATING = N_("a list of 3 numbers (the rating, its deviation above 0, its volatility "
               "above 0)")
_TRIES = N_("a whole number from 0 up")
_TRUE_FALSE = N_("true or false")
_TRUE_FALSE_NULL = N_("true, false or null")


def _shown(value: object) -> str:
    """A value of the saved text as it is written there (cut short)."""
    try:
        shown = json.dumps(value)
    except (TypeError, ValueError):
        shown = repr(value)
    return shown if len(shown) <= 40 else shown[:39] + "…"


def _missing(field: str) -> BadProgress:
    return BadProgress(_("puzzle progress: {field} is missing").format(field=repr(field)))


def _wrong(field: str, kind: str, value: object) -> BadProgress:
    """The refusal of a field: what it must be (``kind``, read now), what it is."""
    return BadProgress(_("puzzle progress: {field} must be {kind}, not {value}").format(
        field=repr(field), kind=_(kind), value=_shown(value)))


def _object(field: str, value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _wrong(field, _AN_OBJECT, value)
    return value


def _rating(field: str, value: Any) -> Rating:
    if not (isinstance(value, list) and len(value) == 3
            and all(type(x) in (int, float) and math.isfinite(x) for x in value)
            and value[1] > 0 and value[2] > 0):
        raise _wrong(field, _A_RATING, value)
    return Rating(*map(float, value))


def _attempt(field: str, value: Any) -> dict[str, Any]:
    record = _object(field, value)
    for key in ("tries", "first", "solved"):
        if key not in record:
            raise _missing(f"{field}.{key}")
    tries, first, solved = record["tries"], record["first"], record["solved"]
    if type(tries) is not int or tries < 0:
        raise _wrong(f"{field}.tries", _TRIES, tries)
    if first is not None and type(first) is not bool:
        raise _wrong(f"{field}.first", _TRUE_FALSE_NULL, first)
    if type(solved) is not bool:
        raise _wrong(f"{field}.solved", _TRUE_FALSE, solved)
    return {"tries": tries, "first": first, "solved": solved}


class _Said:
    """A move in words as the rest of the product says it
    (:func:`gaucho.explorer.said.say_decision`), in the language current when it is read;
    its notation beside the words when the move it is set against reads alike (as an
    exercise's answers do)."""

    __slots__ = ("action", "other", "phase")

    def __init__(self, action: actions.Action, phase: str,
                 other: actions.Action | None = None) -> None:
        self.action, self.phase, self.other = action, phase, other

    def __str__(self) -> str:
        said = say_decision(self.action, self.phase)
        if self.other is not None and self.other != self.action \
                and say_decision(self.other, self.phase) == said:
            return f"{said} ({self.action})"
        return said


class _Head:
    """The move answered, in words, then what it does now when that says more than the
    words of the move themselves, or than their start ("puts a lying gaucho on the
    spotted 12" after "puts a lying gaucho on the spotted 12 for WISH"; decided when
    read, in the language of the moment)."""

    __slots__ = ("move", "now")

    def __init__(self, move: _Said, now: Message) -> None:
        self.move, self.now = move, now

    def __str__(self) -> str:
        now = str(self.now).casefold()
        said = say_decision(self.move.action, self.move.phase).casefold()
        if said.startswith(now):  # (the words again, or their start: they say no more)
            # Translators: a move in words, quoted ("takes 4 and 5 from the Dice Rodeo").
            return str(Message("“{move}”", move=self.move))
        # Translators: a move in words, quoted, then what it does now ("“sorts the golden 4
        # into its herd”: grows the golden herd to 5 tiles").
        return str(Message("“{move}”: {now}", move=self.move, now=self.now))


def _verdict(p: Puzzle, state: Any, a: actions.Action, correct: bool, *,
             shown: bool = False) -> Message:
    """What an answer does and is worth, in words.  ``shown``: ``a`` is the best move,
    shown to a student who gave up, in the words a right answer's feedback uses."""
    now = effects(state, p.seat, a, random.Random(f"{p.id}/feedback"))
    doing = and_list(now.parts) if now.parts else Message("changes nothing anyone can see now")
    rules = ", ".join(now.rules) or "-"
    best = p.best_value
    rivals = [(m, v) for m, v in p.values.items() if m not in p.answers]
    if correct:
        second, second_value = max(rivals, key=lambda mv: mv[1]) if rivals else ("", best)
        other = action_of(second) if second else None
        move = _Head(_Said(a, state.phase, other), doing)
        if other is None:  # no rival move was valued: nothing to set the best against
            return _best_alone(move, rules, best, p.horizon, shown)
        return _best_ahead(move, rules, best, best - second_value,
                           _Said(other, state.phase, a), p.horizon, shown)
    move = _Head(_Said(a, state.phase, action_of(p.answers[0])), doing)
    cost = p.cost(a)
    if cost is None:
        # Translators: {move} is the move in words, quoted, with what it does.
        return Message("Not this one: {move} [{rules}], far from the best. Try again",
                       move=move, rules=rules)
    if p.horizon is not None:
        # Translators: {move} is the move in words, quoted, with what it does; {cost} a
        # number of Pesos (of worth: Pesos and what herds and claims are worth), {n} a
        # number of decisions (of every player) played after it before the table is
        # judged; {rules} rule IDs kept as they are.
        return Plural("Not this one: {move} [{rules}], and gives up {cost} Pesos of worth on "
                      "average {n} decision after it. Try again",
                      "Not this one: {move} [{rules}], and gives up {cost} Pesos of worth on "
                      "average {n} decisions after it. Try again", p.horizon,
                      move=move, rules=rules, cost=number(cost))
    # Translators: {move} is the move in words, quoted, with what it does.
    return Message("Not this one: {move} [{rules}], and gives up {cost} Pesos on average "
                   "at the end. Try again", move=move, rules=rules, cost=number(cost))


def _best_alone(move: _Head, rules: str, best: float, horizon: int | None,
                shown: bool) -> Message:
    """A right answer (or the answer shown) with no rival valued: its figure, called
    final Pesos only when the play-outs behind it all reached the end (``horizon``
    ``None``), else its worth ``horizon`` decisions after it."""
    if horizon is not None:
        if shown:
            # Translators: said when the student gives up ("Show the answer"): {move} is
            # the best move in words, quoted, with what it does; {mean} a number of Pesos
            # (of worth: Pesos and what herds and claims are worth), {n} a number of
            # decisions (of every player) played after it before the table is judged;
            # {rules} rule IDs kept as they are.
            return Plural("The answer: {move} [{rules}]. The coach finds it worth {mean} "
                          "Pesos on average {n} decision after it",
                          "The answer: {move} [{rules}]. The coach finds it worth {mean} "
                          "Pesos on average {n} decisions after it", horizon,
                          move=move, rules=rules, mean=number(best))
        # Translators: {move} is the move in words, quoted, with what it does; {mean} a
        # number of Pesos (of worth: Pesos and what herds and claims are worth), {n} a
        # number of decisions (of every player) played after it before the table is
        # judged; {rules} rule IDs kept as they are.
        return Plural("Right: {move} [{rules}]. The coach finds it worth {mean} Pesos on "
                      "average {n} decision after it",
                      "Right: {move} [{rules}]. The coach finds it worth {mean} Pesos on "
                      "average {n} decisions after it", horizon,
                      move=move, rules=rules, mean=number(best))
    if shown:
        # Translators: said when the student gives up ("Show the answer"): {move}
        # is the best move in words, quoted, with what it does; {mean} a number of
        # Pesos, {rules} rule IDs kept as they are.
        return Message("The answer: {move} [{rules}]. The coach expects {mean} "
                       "Pesos at the end after it", move=move, rules=rules,
                       mean=number(best))
    # Translators: {move} is the move in words, quoted, with what it does; {mean}
    # a number of Pesos, {rules} rule IDs kept as they are.
    return Message("Right: {move} [{rules}]. The coach expects {mean} Pesos at the "
                   "end after it", move=move, rules=rules, mean=number(best))


def _best_ahead(move: _Head, rules: str, best: float, gap: float, second: _Said,
                horizon: int | None, shown: bool) -> Message:
    """A right answer (or the answer shown) set against the next best, ``gap`` behind:
    final Pesos only when the play-outs all reached the end (``horizon`` ``None``), else
    worths ``horizon`` decisions after it."""
    if horizon is not None:
        if shown:
            # Translators: said when the student gives up ("Show the answer"), in the
            # words of "Right: {move} ...": {move} is the best move in words, quoted, with
            # what it does; {second} the next best move in words; {mean} and {gap}
            # numbers of Pesos (of worth: Pesos and what herds and claims are worth), {n}
            # a number of decisions (of every player) played after it before the table is
            # judged; {rules} rule IDs kept as they are.
            return Plural("The answer: {move} [{rules}]. The coach finds it worth {mean} "
                          "Pesos on average {n} decision after it, {gap} more than the next "
                          "best, “{second}”",
                          "The answer: {move} [{rules}]. The coach finds it worth {mean} "
                          "Pesos on average {n} decisions after it, {gap} more than the "
                          "next best, “{second}”", horizon, move=move, rules=rules,
                          mean=number(best), gap=number(gap), second=second)
        # Translators: {move} is the move in words, quoted, with what it does; {second}
        # the next best move in words; {mean} and {gap} numbers of Pesos (of worth: Pesos
        # and what herds and claims are worth), {n} a number of decisions (of every
        # player) played after it before the table is judged; {rules} rule IDs kept as
        # they are.
        return Plural("Right: {move} [{rules}]. The coach finds it worth {mean} Pesos on "
                      "average {n} decision after it, {gap} more than the next best, "
                      "“{second}”",
                      "Right: {move} [{rules}]. The coach finds it worth {mean} Pesos on "
                      "average {n} decisions after it, {gap} more than the next best, "
                      "“{second}”", horizon, move=move, rules=rules, mean=number(best),
                      gap=number(gap), second=second)
    if shown:
        # Translators: said when the student gives up ("Show the answer"), in the words
        # of "Right: {move} ...": {move} is the best move in words, quoted, with what
        # it does; {second} the next best move in words; {mean} and {gap} numbers of
        # Pesos, {rules} rule IDs kept as they are.
        return Message("The answer: {move} [{rules}]. The coach expects {mean} Pesos at "
                       "the end after it, {gap} more than after the next best, "
                       "“{second}”", move=move, rules=rules, mean=number(best),
                       gap=number(gap), second=second)
    # Translators: {move} is the move in words, quoted, with what it does; {second} the
    # next best move in words; {mean} and {gap} numbers of Pesos, {rules} rule IDs kept
    # as they are.
    return Message("Right: {move} [{rules}]. The coach expects {mean} Pesos at the end "
                   "after it, {gap} more than after the next best, “{second}”",
                   move=move, rules=rules, mean=number(best), gap=number(gap),
                   second=second)
