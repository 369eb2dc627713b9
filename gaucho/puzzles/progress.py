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
never changes).  Trying again after a wrong answer teaches, but changes no rating.  The
next puzzle is the unsolved one rated nearest the student.  Progress is plain JSON
(:meth:`Progress.to_json`): the app keeps it in the browser's storage, a notebook in a
small file.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from gaucho import actions, engine
from gaucho.coach.ratings import Rating, update
from gaucho.coach.reasons import effects, number
from gaucho.errors import GauchoError, IllegalAction
from gaucho.i18n import Message, and_list
from gaucho.puzzles import CONCEPTS, Puzzle

__all__ = ["ConceptResult", "Feedback", "Progress"]


class BadProgress(GauchoError):
    """A saved progress that cannot be read (field named in the message)."""


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: ``correct``, the expected Pesos it gives up (``cost``,
    ``None`` for a move too weak to have been valued), and ``text`` — what the move does
    now and what follows, in words."""

    action: actions.Action
    correct: bool
    cost: float | None
    text: Message
    rated: bool

    def __str__(self) -> str:
        return str(self.text)


@dataclass(frozen=True)
class ConceptResult:
    """One line of the dashboard: a concept, its first answers tried and right, its rules."""

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
        :class:`~gaucho.IllegalAction` with its rule and records nothing."""
        state = p.game().state
        a = actions.parse(action) if isinstance(action, str) else action
        v = engine.check(state, a)
        if v is not None:
            raise IllegalAction(v.rule_id, v.reason, a)
        correct = p.accepts(a)
        record = self.attempts.setdefault(p.id, {"tries": 0, "first": None, "solved": False})
        rated = record["tries"] == 0
        record["tries"] += 1
        if rated:
            record["first"] = correct
            score = 1.0 if correct else 0.0
            mine, theirs = self.rating, self.puzzle_rating(p)
            self.rating = update(mine, [(theirs, score)])
            self.puzzle_ratings[p.id] = update(theirs, [(mine, 1.0 - score)])
        record["solved"] = bool(record["solved"] or correct)
        return Feedback(a, correct, p.cost(a), _verdict(p, state, a, correct), rated)

    def dashboard(self, puzzles: list[Puzzle]) -> list[ConceptResult]:
        """Per concept tried, first answers right of those tried, the weakest first."""
        tried: dict[str, list[bool]] = {}
        for p in puzzles:
            record = self.attempts.get(p.id)
            if record is None or record.get("first") is None:
                continue
            for c in p.concepts:
                tried.setdefault(c, []).append(bool(record["first"]))
        out = [ConceptResult(c, CONCEPTS[c].label, len(r), sum(r), CONCEPTS[c].rules)
               for c, r in tried.items() if c in CONCEPTS]
        return sorted(out, key=lambda c: (c.share, -c.tried, c.concept))

    # ------------------------------------------------------------ saving
    def to_json(self) -> str:
        def rating(r: Rating) -> list[float]:
            return [round(r.rating, 3), round(r.rd, 3), round(r.volatility, 6)]
        return json.dumps({"format": "gaucho-puzzle-progress", "version": 1,
                           "rating": rating(self.rating), "attempts": self.attempts,
                           "puzzles": {k: rating(r) for k, r in self.puzzle_ratings.items()}},
                          sort_keys=True)

    @classmethod
    def from_json(cls, text: str | None) -> Progress:
        """A saved progress (an empty text or ``None``: a new student)."""
        if not text:
            return cls()
        try:
            data = json.loads(text)
            if data.get("format") != "gaucho-puzzle-progress":
                raise ValueError("format")
            attempts = {str(k): {"tries": int(v["tries"]), "first": v["first"],
                                 "solved": bool(v["solved"])}
                        for k, v in dict(data["attempts"]).items()}
            return cls(Rating(*map(float, data["rating"])), attempts,
                       {str(k): Rating(*map(float, v)) for k, v in data["puzzles"].items()})
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise BadProgress(f"puzzle progress: cannot read it ({exc})") from None


def _verdict(p: Puzzle, state: Any, a: actions.Action, correct: bool) -> Message:
    now = effects(state, p.seat, a, random.Random(f"{p.id}/feedback"))
    doing = and_list(now.parts) if now.parts else Message("changes nothing anyone can see now")
    rules = ", ".join(now.rules) or "-"
    best = p.best_value
    rivals = [(m, v) for m, v in p.values.items() if m not in p.answers]
    if correct:
        second, second_value = max(rivals, key=lambda mv: mv[1]) if rivals else ("", best)
        # Translators: {move} and {second} are moves in the game's notation, {now} what the
        # move does, {mean} and {gap} numbers of Pesos, {rules} rule IDs kept as they are.
        return Message("Right: “{move}” {now} [{rules}]. The coach expects {mean} Pesos at "
                       "the end after it, {gap} more than after the next best, “{second}”",
                       move=str(a), now=doing, rules=rules, mean=number(best),
                       gap=number(best - second_value), second=second)
    cost = p.cost(a)
    if cost is None:
        return Message("Not this one: “{move}” {now} [{rules}], far from the best. Try again",
                       move=str(a), now=doing, rules=rules)
    return Message("Not this one: “{move}” {now} [{rules}], and gives up {cost} Pesos on "
                   "average at the end. Try again", move=str(a), now=doing, rules=rules,
                   cost=number(cost))
