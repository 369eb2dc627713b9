"""Analysis a person can read: the seat's decisions ranked, each with a reason in words.

    >>> import gaucho
    >>> from gaucho.coach import analyse
    >>> game = gaucho.Game.new(players=2, seed=3)
    >>> analysis = analyse(game, level="beginner")
    >>> analysis.best is analysis.candidates[0]
    True

:func:`analyse` asks the search (:func:`gaucho.coach.search.rank_actions`) for the
expected final Pesos of every legal decision of one seat, then says for each what it
does now and what it leads to (:mod:`gaucho.coach.reasons`).  :meth:`Analysis.compare`
tells a player what his own choice cost against the best, in Pesos and in words.

Only the seat's information is used.  The search samples tables from the seat's
:class:`~gaucho.information.InformationSet`, and so do the reasons, so two games that
differ only in what the seat cannot see get the same analysis.  That holds for the past
too: a finished game, or one in which the seat has already moved, is analysed at the
seat's last decision (or at ``step``), rebuilt from the game's history, with what the
seat knew then — not with tiles turned over since.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from gaucho import engine
from gaucho.actions import Action
from gaucho.coach.budgets import Level, level_of
from gaucho.coach.checks import as_action, check_game, check_seat
from gaucho.coach.reasons import Effects, effects, number, reason, worth
from gaucho.coach.search import rank_actions
from gaucho.coach.words import say
from gaucho.config import player_name
from gaucho.errors import GauchoError, IllegalAction
from gaucho.game import Game, check_seed
from gaucho.i18n import Message, Plural, _
from gaucho.information import InformationSet
from gaucho.state import State

__all__ = ["Analysis", "Candidate", "Comparison", "NoDecision", "analyse", "position_at"]

#: Two expected values closer than this (in Pesos) read as the same: the search's own
#: noise is far larger, and "0.0 Pesos worse" would tell a player nothing.
SAME = 0.05


class NoDecision(GauchoError):
    """There is no decision of that seat to analyse: not at ``step``, or never in the game,
    or ``step`` lies outside the history."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """One legal decision, judged.

    ``mean`` is the seat's expected final Pesos after it (``low``..``high``, its 95 %
    interval), ``win`` the share of simulated games the seat wins, ``visits`` the
    simulations behind them; ``reason`` the sentence that explains it (read in the
    current language), ``rules`` the rule IDs of what it does now, ``now`` those effects;
    ``horizon`` where the play-outs stopped (``None``: at the end of the game, else so
    many decisions after the seat's turn, :attr:`~gaucho.coach.search.CandidateValue.horizon`).
    """

    action: Action
    mean: float
    low: float
    high: float
    win: float
    visits: int
    reason: Message
    rules: tuple[str, ...]
    now: Effects
    horizon: int | None = None

    @property
    def interval(self) -> tuple[float, float]:
        return (self.low, self.high)


@dataclass(frozen=True, slots=True)
class Comparison:
    """What ``mine`` cost against ``best``: ``cost`` expected Pesos (0 for the best move or
    one just as good), and ``text`` saying so in words."""

    mine: Candidate
    best: Candidate
    cost: float
    text: Message

    @property
    def close(self) -> bool:
        """The two intervals overlap: the search cannot tell them apart for sure."""
        return self.mine.high >= self.best.low

    def __str__(self) -> str:
        return str(self.text)


@dataclass(frozen=True)
class Analysis:
    """The seat's legal decisions at one position, best first.

    "Best" is the search's verdict: the expected lead in final Pesos over the opponents,
    the candidates its sequential halving kept longest first; ``mean`` is the seat's own
    expected final Pesos.  (Sorting by ``mean`` alone would put first a move explored by
    a couple of lucky play-outs.)

    ``step`` is the number of history steps before the position (``len(game.history)``
    for the position now), ``level`` the coach level that judged it.  ``state`` is the
    table judged, hidden tiles included: nothing shown is read from it (the candidates come
    from the seat's information set); it only lets :meth:`candidate` say which rule an
    illegal action breaks, and legality never depends on hidden tiles (R-STEPPE-1).
    """

    seat: int
    step: int
    level: str
    candidates: tuple[Candidate, ...]
    state: State = field(repr=False, compare=False)
    #: each move's words, made once: two comparisons of one move are equal
    _said: dict[Action, Message] = field(default_factory=dict, init=False, repr=False,
                                         compare=False)

    @property
    def best(self) -> Candidate:
        return self.candidates[0]

    def __iter__(self) -> Iterator[Candidate]:
        return iter(self.candidates)

    def __len__(self) -> int:
        return len(self.candidates)

    def candidate(self, action: Action | str) -> Candidate:
        """The judged decision ``action`` (text or action); an illegal one raises
        :class:`~gaucho.IllegalAction` with the rule it breaks, anything else
        :class:`~gaucho.InvalidAction`."""
        a = as_action(action)
        for c in self.candidates:
            if c.action == a:
                return c
        v = engine.check(self.state, a)
        rule, why = (v.rule_id, v.reason) if v is not None else (
            "R-TURN-6", Message("it is not among the decisions of this position"))
        raise IllegalAction(rule, why, a)

    def words(self, action: Action) -> Message:
        """``action`` in words as this position's phase says it ("keeps the golden 7"),
        read in the language current when shown; never its notation
        (:mod:`gaucho.coach.words`)."""
        if action not in self._said:
            self._said[action] = say(action, self.state.phase)
        return self._said[action]

    def compare(self, action: Action | str, *,
                name: Callable[[Action], object] | None = None) -> Comparison:
        """What ``action`` costs in expected final Pesos against the best, with a sentence
        naming both moves in words (:meth:`words`, read in the language current when the
        text is shown), or by ``name`` when given."""
        said = self.words if name is None else name
        mine, best = self.candidate(action), self.best
        cost = max(0.0, best.mean - mine.mean)
        horizon = mine.horizon if mine.horizon is not None else best.horizon
        if mine is best or cost < SAME:
            # Translators: {move} is a move in words ("takes 5 and 6 from the Dice Rodeo");
            # {worth} the coach's figure ("on average 45.2 Pesos at the end", "worth 24.9
            # Pesos on average 8 decisions after this turn").
            text = Message("“{move}” is as good as the coach's best move: {worth}",
                           move=said(mine.action), worth=worth(mine.mean, horizon))
        elif horizon is not None:
            # Translators: {move} and {best} are moves in words ("keeps the golden 7");
            # {cost}, {mean} and {best_mean} numbers of Pesos, {n} a number of decisions
            # played after this turn.
            text = Plural("“{move}” costs {cost} Pesos on average against the best move, "
                          "“{best}”: worth {mean} against {best_mean} Pesos {n} decision "
                          "after this turn",
                          "“{move}” costs {cost} Pesos on average against the best move, "
                          "“{best}”: worth {mean} against {best_mean} Pesos {n} decisions "
                          "after this turn", horizon,
                          move=said(mine.action), best=said(best.action),
                          cost=number(cost), mean=number(mine.mean),
                          best_mean=number(best.mean))
        else:
            # Translators: {move} and {best} are moves in words ("keeps the golden 7");
            # {cost}, {mean} and {best_mean} numbers of Pesos.
            text = Message("“{move}” costs {cost} Pesos on average against the best move, "
                           "“{best}”: {mean} against {best_mean} Pesos at the end",
                           move=said(mine.action), best=said(best.action),
                           cost=number(cost), mean=number(mine.mean),
                           best_mean=number(best.mean))
        if cost >= SAME and mine is not best and mine.high >= best.low:
            text = Message("{text} (the two are close: the coach is not sure)", text=text)
        return Comparison(mine, best, cost, text)

    def __str__(self) -> str:
        head = _("{player}'s decisions, best first ({level}):").format(
            player=player_name(self.seat), level=self.level)
        # Translators: one line of the ranked decisions: its rank, the decision in words
        # and the coach's reason (French puts a no-break space before the colon).
        lines = [head] + [_("{n}. {move}: {reason}").format(
            n=i + 1, move=self.words(c.action), reason=c.reason)
            for i, c in enumerate(self.candidates)]
        return "\n".join(lines)


def analyse(game: Game, seat: int | None = None, level: str | Level = "expert", *,
            step: int | None = None, seed: int | str = 0) -> Analysis:
    """Rank ``seat``'s legal decisions by expected final Pesos, each with a reason.

    The position is the game now when ``seat`` (default: the player to act) is to decide;
    otherwise the seat's last decision in the history (a finished game, or one in which
    the seat has moved since), or exactly the position after ``step`` history steps.
    ``level`` is a coach level (``"beginner"``, ``"club"``, ``"expert"``, see
    :mod:`gaucho.coach.levels`); ``seed`` (a whole number or text) makes the search
    repeatable.  Raises :class:`NoDecision` when ``game`` is not a game, ``seat`` not one
    of its seats, or there is nothing of the seat's to judge.
    """
    check_game(game, NoDecision, "analysis")
    if seat is not None:
        check_seat(seat, game.players, NoDecision)
    check_seed(seed)
    state, seat, at = _position(game, seat, step)
    values = rank_actions(state, seat, level,
                          seed=seed if isinstance(seed, int) else random.Random(seed))
    # the search's order: by expected lead over the opponents, the dropped candidates of
    # its halving last; a poorly explored move is not put first for one lucky play-out
    ranked = values
    table = InformationSet.of(state, seat).sample(random.Random(f"{seed}/reasons"))
    best = ranked[0].mean if ranked else 0.0
    out = []
    for i, v in enumerate(ranked):
        now = effects(state, seat, v.action, random.Random(0), table=table)
        out.append(Candidate(v.action, v.mean, v.low, v.high, v.win, v.visits,
                             reason(now, v.mean, v.win, best if i else None, v.horizon),
                             now.rules, now, v.horizon))
    return Analysis(seat, at, level_of(level).name, tuple(out), state)


def _position(game: Game, seat: int | None, step: int | None) -> tuple[State, int, int]:
    """The table to judge, whose decision it is, and its step number."""
    history = game.history
    if step is None:
        who = game.current_player
        if who >= 0 and seat in (None, who):
            return game.state.copy(), who, len(history)
        mine = [s.index for s in history if s.player >= 0 and seat in (None, s.player)]
        if not mine:
            raise NoDecision(_("{player} has made no decision in this game yet").format(
                player=player_name(seat)) if seat is not None else
                _("nobody has made a decision in this game yet"))
        step = mine[-1]
    if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= len(history):
        raise NoDecision(_("step must be a whole number from 0 to {last}, not {step}").format(
            last=len(history), step=repr(step)[:20]))
    state = position_at(game, step)
    who = engine.current_player(state)
    if who < 0 or (seat is not None and who != seat):
        raise NoDecision(_("after step {step} it is not {player}'s decision").format(
            step=step, player=player_name(seat if seat is not None else 0))
            if seat is not None else
            _("after step {step} nobody has a decision to make").format(step=step))
    return state, who, step


def position_at(game: Game, step: int) -> State:
    """The table after the first ``step`` steps of ``game``'s history, rebuilt from its save
    (every later step, chance included, undone)."""
    if step == len(game.history):
        return game.state.copy()
    data = json.loads(game.to_json())
    data["actions"] = data["actions"][:step]
    data["auto_chance"] = False
    return Game.from_json(json.dumps(data)).state
