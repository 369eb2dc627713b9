"""Decisions judged by their outcome: the coach's analysis says which choice is good.

A rule exercise has one right answer; a decision has better and worse ones.  A
:class:`Decide` exercise asks the player to act to choose among a few moves, and judges
the answer by the coach (:func:`gaucho.coach.analyse`, a small seeded budget,
:data:`LESSON_LEVEL`): the answer is right when its expected Pesos (a worth a few decisions
ahead: the lesson level's play-outs are short) are within :data:`TOLERANCE` of the best of
the choices.  A wrong answer's feedback says what each
choice leads to, in expected Pesos, with the coach's reason, and names the best.

The analysis reads only the seat's information set, so the verdict cannot depend on tiles
the player to act cannot see; the same seed always gives the same verdict.

:func:`decide_spend` is a position generator (as in :mod:`gaucho.drills`) for a decision in
a fresh round-1 turn: ``Drill(name, decide_spend, seed=1)``; :func:`decide_sale` one for
selling a herd with SALE now or waiting, later in a game.

This module sits above the coach (it imports it); the core's :mod:`gaucho.exercises` does
not.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from gaucho.coach.analysis import Analysis, Candidate, analyse
from gaucho.coach.budgets import Level
from gaucho.coach.reasons import number, worth
from gaucho.config import player_name
from gaucho.drills import holds, round_one
from gaucho.errors import GauchoError
from gaucho.exercises import Exercise, Feedback, Outcome, about, cannot_read
from gaucho.game import Game
from gaucho.i18n import _

__all__ = ["LESSON_LEVEL", "TOLERANCE", "Decide", "decide_sale", "decide_spend"]

#: The coach's budget for a lesson's decision: a few dozen short play-outs (about a
#: hundredth of a second of CPU a decision on the lessons' positions), enough to tell a
#: good move from a poor one by the margins the exercises choose (see :data:`TOLERANCE`).
LESSON_LEVEL = Level("lesson", simulations=48, width=6, depth=8, greedy=0)
#: An answer whose expected final Pesos are within this many of the best choice's is
#: right: closer than that, a small search cannot tell two moves apart.
TOLERANCE = 1.0
#: A generated decision offers only choices at least this much worse than the best, so
#: the question has one clearly better answer.
MARGIN = 2 * TOLERANCE


class Decide(Exercise):
    """Choose the best of a few moves for the player to act; judged by the coach."""

    kind = "decision"
    decision = True

    def __init__(self, name: str, game: Game, question: str, choices: Sequence[str], *,
                 rule_id: str = "R-DICE-4", seed: int = 0,
                 level: Level = LESSON_LEVEL) -> None:
        super().__init__(name, question, rule_id)
        self.game = game.copy()
        self._choices = list(choices)
        self.seed = seed
        self.level = level
        self._analysis: Analysis | None = None

    def choices(self) -> list[str]:
        return list(self._choices)

    @property
    def analysis(self) -> Analysis:
        """The coach's analysis of the position (made once, seeded)."""
        if self._analysis is None:
            self._analysis = analyse(self.game, level=self.level, seed=self.seed)
        return self._analysis

    def _candidate(self, move: str) -> Candidate | None:
        try:
            return self.analysis.candidate(move)
        except GauchoError:  # an illegal or unreadable move is just a wrong answer
            return None

    def _best(self) -> Candidate:
        judged = [c for c in map(self._candidate, self._choices) if c is not None]
        return max(judged, key=lambda c: c.mean)

    def judge(self, answer: Any) -> Feedback:
        text = str(answer).strip()
        mine = self._candidate(text)
        if mine is None:
            try:
                why = self.game.why_illegal(text)
            except GauchoError as exc:  # judged unread: wrong (check tells it unreadable)
                return Feedback(False, cannot_read(text, exc), self.rule_id)
            if why is not None:
                return about(False, _("The game refuses “{move}”: {reason}."), text,
                             why.rule_id, reason=why.reason)
            # Translators: {move} is a move in words ("keeps the white 10 (keep W10)").
            return about(False, _("The game refuses “{move}”."), text, self.rule_id)
        best = self._best()
        figure = str(worth(mine.mean, mine.horizon))
        figure = figure[:1].upper() + figure[1:]
        if mine.mean >= best.mean - TOLERANCE:
            # Translators: {worth} is the coach's figure for the move ("On average 45.2 Pesos
            # at the end", "Worth 24.9 Pesos on average 8 decisions after this turn").
            return Feedback(True, _("{worth}: as good as the best of these.").format(
                worth=figure))
        # Translators: as above; {cost} is a number of Pesos.
        return Feedback(False, _("{worth}, {cost} fewer than the best of these.").format(
            worth=figure, cost=number(best.mean - mine.mean)))

    def right_answer(self) -> str:
        return str(self._best().action)

    def outcome(self, answer: str) -> Outcome | None:
        c = self._candidate(answer)
        if c is None:
            return None
        return Outcome(answer, str(c.reason))  # what it does now, and the Pesos it leads to

    def check(self, answer: Any) -> Feedback:
        verdict = super().check(answer)
        if verdict.correct or verdict.choices:  # right, or none of the choices: as it is
            return verdict
        # a decision shows every choice's consequence, not only the two compared
        shown = tuple(o for o in map(self.outcome, self._choices) if o is not None)
        return replace(verdict, outcomes=shown)


#: The moves of lesson 03 (Pampa claims and ending the turn) by their verb.
PAMPA_AND_END = ("A", "B", "C", "end")


def decide_spend(name: str, rng: random.Random) -> Decide:
    """Spend two drafted dice well, in a fresh round-1 turn: the coach's best Pampa move
    (or ending the turn) and two clearly worse ones (each at least :data:`MARGIN` expected
    Pesos below it)."""
    while True:
        game = round_one(rng)
        seed = rng.randrange(10**6)
        analysis = analyse(game, level=LESSON_LEVEL, seed=seed)
        moves = [c for c in analysis if str(c.action).split()[0] in PAMPA_AND_END]
        best = max(moves, key=lambda c: c.mean)
        worse = [str(c.action) for c in moves if c.mean <= best.mean - MARGIN]
        if len(worse) >= 2:
            break
    choices = [str(best.action), *rng.sample(worse, 2)]
    rng.shuffle(choices)
    ask = _("Which of these moves leads to the most Pesos at the end, on average?")
    return Decide(name, game, f"{holds(game)} {ask}", choices, seed=seed)



def _sale_turn(rng: random.Random) -> Game:
    """A fresh game played by seeded random moves to a turn whose player holds dice and
    may use SALE (R-SALE-1)."""
    while True:
        game = Game.new(players=rng.choice((2, 3, 4)), seed=rng.randrange(10**6))
        while not game.is_over:
            moves = list(game.legal_actions().texts())
            if game.state.held and any(m.startswith("sale ") for m in moves):
                return game
            game.play(moves[rng.randrange(len(moves))])


def decide_sale(name: str, rng: random.Random) -> Decide:
    """Sell a herd now with SALE, or wait for it to grow (the rulebook's tip, R-SELL-1,
    R-SALE-1): the coach's best sale, its best other move and one clearly worse move, the
    best of them at least :data:`MARGIN` expected Pesos above the other two."""
    while True:
        game = _sale_turn(rng)
        seed = rng.randrange(10**6)
        analysis = analyse(game, level=LESSON_LEVEL, seed=seed)
        sales = [c for c in analysis if str(c.action).startswith("sale ")]
        others = [c for c in analysis if not str(c.action).startswith("sale ")]
        if not others:
            continue
        sale = max(sales, key=lambda c: c.mean)
        other = max(others, key=lambda c: c.mean)
        top = max(sale.mean, other.mean)
        worse = [str(c.action) for c in others if c.mean <= top - MARGIN and c is not other]
        if abs(sale.mean - other.mean) >= MARGIN and worse:
            break
    choices = [str(sale.action), str(other.action), rng.choice(worse)]
    rng.shuffle(choices)
    can = _("{player} may sell a herd with SALE now.").format(
        player=player_name(game.current_player))
    ask = _("Which of these moves leads to the most Pesos at the end, on average?")
    return Decide(name, game, f"{holds(game)} {can} {ask}", choices, rule_id="R-SALE-1",
                  seed=seed)
