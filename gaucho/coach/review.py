"""Review a finished game: what each decision of one seat cost, and which to try again.

    >>> import gaucho
    >>> from gaucho.coach import CoachBot
    >>> from gaucho.coach.review import review
    >>> game = gaucho.Game.new(players=2, seed=5)
    >>> bots = [CoachBot("beginner", seed=q) for q in range(2)]
    >>> while not game.is_over:
    ...     _ = game.play(bots[game.current_player].choose(game))
    >>> r = review(game, seat=0, level="beginner")
    >>> all(d.loss >= 0 for d in r.decisions)
    True

For every decision of the seat with a choice, :func:`review` rebuilds the table as it
was and asks the search (:func:`gaucho.coach.search.rank_actions`) for the best decision,
judged only from what the seat knew then (its :class:`~gaucho.information.InformationSet`).
The move played and the best are then *played out side by side*: the same sampled tables
and the same chance for both (common random numbers, :data:`PAIRED` simulations each), so
the loss — the expected final Pesos the move gave up — is the actions' difference, not the
luck of two separate samples.  A move that does exactly what the best does (two dice
orders that claim the same tile) loses nothing.  The figures are called final Pesos only
when every one of those play-outs reached the end of the game (checked, as the search
checks its own); when some stopped at the level's ``depth``, they are worths there, and
the decision's ``horizon`` and its words say so.

Each decision gets a band by its loss (:data:`BANDS`, thresholds in Pesos measured as
docs/coach.md tells: the search's own noise sets "good", the spread of losses of weak
players the rest), a reason in words (:mod:`gaucho.coach.reasons`), and the few worth
trying again become :attr:`Review.moments`.  :meth:`Review.retry` judges a new choice at
a moment against the best the same way, and accepts it within :data:`RETRY_TOLERANCE`.

Luck against skill (:attr:`Review.summary`): the sum of the losses is what the seat's
decisions cost in expectation; the rest of its gap to the winner came from the dice, the
draws and the others' play.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from gaucho import actions, engine
from gaucho.coach.budgets import Level, level_of
from gaucho.coach.checks import as_action, check_game, check_seat
from gaucho.coach.evaluation import WEIGHTS, worths
from gaucho.coach.reasons import Effects, effects, number, reason, worth
from gaucho.coach.search import rank_actions, rollout
from gaucho.coach.words import say
from gaucho.config import player_name
from gaucho.errors import GauchoError, IllegalAction
from gaucho.game import Game, check_seed
from gaucho.i18n import Message, Plural, _
from gaucho.information import InformationSet
from gaucho.position import to_position
from gaucho.state import State

__all__ = ["BANDS", "PAIRED", "RETRY_TOLERANCE", "Retry", "Review", "ReviewedDecision",
           "band_of", "paired", "paired_to_the_end", "review"]

#: The bands, best first: each is the most a decision may lose (expected final Pesos)
#: to get it.  Measured on four seeded games (``benchmarks/review.py --spread``, table in
#: docs/coach.md "Review and puzzles"): a ``club`` coach's own moves, judged again with
#: another seed, lose at most 0.6 Pesos in 95 % of decisions and 2.45 in 99 % (the
#: search's noise: ``best`` and ``good``), and never more than 4.4 (so ``inaccuracy`` ends
#: at 5); random play loses more than 5.25 in a quarter of its decisions and more than 9.8
#: in a tenth, greedy play more than 9.2 in a twentieth: a ``blunder`` (over 10) is the
#: worst tenth of random play.
BANDS: tuple[tuple[str, float], ...] = (
    ("best", 0.5),
    ("good", 2.5),
    ("inaccuracy", 5.0),
    ("mistake", 10.0),
    ("blunder", float("inf")),
)
#: The bands' names as a person reads them (lazy: read in the language current when shown).
BAND_LABELS: dict[str, Message] = {
    "best": Message("Best"), "good": Message("Good"), "inaccuracy": Message("Inaccuracy"),
    "mistake": Message("Mistake"), "blunder": Message("Blunder"),
}
#: A retry is accepted if it loses at most this many expected Pesos against the best: the
#: top of the ``good`` band, the search's noise, so a move as good as the best is never
#: refused.
RETRY_TOLERANCE = BANDS[1][1]
#: Play-outs of the move played and of the best, side by side, per decision (each).
PAIRED = 48
#: The most moments a review offers to retry.
MAX_MOMENTS = 5
#: Bands that make a moment worth retrying.
RETRY_BANDS = ("inaccuracy", "mistake", "blunder")

Progress = Callable[[int, int], None]


class NotReviewable(GauchoError):
    """The seat is not a player of the game, or it has no decision with a choice in it."""


def band_of(loss: float) -> str:
    """The band of a decision that lost ``loss`` expected Pesos (see :data:`BANDS`)."""
    return next(name for name, top in BANDS if loss <= top)


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the seat, judged from what it knew then.

    ``step`` is its index in the game's history; ``played_value`` and ``best_value`` the
    expected final Pesos of the move played and of the coach's best, from the same
    play-outs; ``loss`` their difference (never below 0); ``band`` its name in
    :data:`BANDS`; ``reason`` says what the played move did and what it led to,
    ``best_reason`` the same of the best; ``rules`` the rule IDs of both.
    """

    step: int
    round: int
    played: actions.Action
    best: actions.Action
    played_value: float
    best_value: float
    loss: float
    band: str
    reason: Message
    best_reason: Message
    rules: tuple[str, ...]
    state: State = field(repr=False, compare=False)
    seed: str = field(repr=False, default="")
    #: where the play-outs stopped: ``None`` only when every play-out behind the values
    #: reached the end of the game (checked, :func:`paired_to_the_end`: the values are then
    #: final Pesos), else so many decisions after the seat's turn (the values are then
    #: worths, see :func:`reason`)
    horizon: int | None = field(repr=False, default=None)

    @property
    def played_words(self) -> Message:
        """The move played in words ("puts a gaucho on SORT for 1+1"), read in the
        language current when shown; never its notation (:mod:`gaucho.coach.words`)."""
        return say(self.played, self.state.phase)

    @property
    def best_words(self) -> Message:
        """The coach's best move in words, as :attr:`played_words`."""
        return say(self.best, self.state.phase)

    @property
    def band_label(self) -> str:
        return str(BAND_LABELS[self.band])

    @property
    def is_best(self) -> bool:
        return self.loss <= BANDS[0][1]

    @property
    def text(self) -> Message:
        """One sentence for the moments list."""
        if self.played == self.best or self.is_best:
            # Translators: {move} is a move in words ("puts a gaucho on SORT for 1+1");
            # {worth} the coach's figure ("on average 45.2 Pesos at the end", "worth 24.9
            # Pesos on average 16 decisions after this turn").
            return Message("“{move}” was the coach's choice too: {worth}",
                           move=self.played_words, worth=worth(self.played_value, self.horizon))
        if self.horizon is not None:
            # Translators: {band} is "inaccuracy", "mistake" ...; {move} and {best} moves
            # in words; {loss}, {mean} and {best_mean} numbers of Pesos, {n} of decisions.
            return Plural("{band}: “{move}” gave up {loss} Pesos on average against “{best}” "
                          "(worth {mean} against {best_mean} Pesos {n} decision after this "
                          "turn)",
                          "{band}: “{move}” gave up {loss} Pesos on average against “{best}” "
                          "(worth {mean} against {best_mean} Pesos {n} decisions after this "
                          "turn)", self.horizon,
                          band=BAND_LABELS[self.band], move=self.played_words,
                          best=self.best_words, loss=number(self.loss),
                          mean=number(self.played_value), best_mean=number(self.best_value))
        # Translators: {band} is "inaccuracy", "mistake" ...; {move} and {best} moves in
        # words ("puts a gaucho on SORT for 1+1"); {loss}, {mean} and {best_mean} numbers
        # of Pesos.
        return Message("{band}: “{move}” gave up {loss} Pesos on average against “{best}” "
                       "({mean} against {best_mean} Pesos at the end)",
                       band=BAND_LABELS[self.band], move=self.played_words,
                       best=self.best_words, loss=number(self.loss),
                       mean=number(self.played_value), best_mean=number(self.best_value))


@dataclass(frozen=True)
class Retry:
    """A new choice at a moment, judged against the best: ``accepted`` within
    :data:`RETRY_TOLERANCE`, ``cost`` the expected Pesos it gives up, ``text`` the verdict
    in words and ``reason`` what the move does and leads to."""

    action: actions.Action
    accepted: bool
    cost: float
    value: float
    text: Message
    reason: Message

    def __str__(self) -> str:
        # Translators: {verdict} is "Accepted: …" or "Not yet: …", {reason} the sentence
        # that says what the move does and leads to (it starts with a capital).
        return _("{verdict}. {reason}").format(verdict=self.text, reason=self.reason)


@dataclass(frozen=True)
class Review:
    """The review of one seat's game: its decisions in game order, the moments worth
    trying again, and where its result came from."""

    seat: int
    level: str
    decisions: tuple[ReviewedDecision, ...]
    pesos: tuple[int, ...]
    forced: int
    game: Game = field(repr=False, compare=False)
    #: Whether the game was over when reviewed, and its round then (the summary of a game
    #: still going says so: ``pesos`` are the Pesos so far).
    over: bool = True
    round: int = 0

    def __iter__(self) -> Iterator[ReviewedDecision]:
        return iter(self.decisions)

    def __len__(self) -> int:
        return len(self.decisions)

    @property
    def moments(self) -> tuple[ReviewedDecision, ...]:
        """The decisions that mattered most (an inaccuracy or worse, the largest losses
        first, at most :data:`MAX_MOMENTS`), in game order."""
        worth = [d for d in self.decisions if d.band in RETRY_BANDS]
        top = sorted(worth, key=lambda d: (-d.loss, d.step))[:MAX_MOMENTS]
        return tuple(sorted(top, key=lambda d: d.step))

    def bands(self) -> dict[str, int]:
        """How many decisions fell in each band."""
        out = dict.fromkeys((name for name, _top in BANDS), 0)
        for d in self.decisions:
            out[d.band] += 1
        return out

    @property
    def total_loss(self) -> float:
        """The expected Pesos the seat's decisions gave up, all together: the sum of the
        differences to the best, negative ones included (a loss is cut at 0, so summing
        the losses would add up the search's noise), and never below 0."""
        return max(0.0, sum(d.best_value - d.played_value for d in self.decisions))

    @property
    def gap(self) -> int:
        """The winner's Pesos less the seat's (0 for a winner)."""
        return max(self.pesos) - self.pesos[self.seat]

    @property
    def summary(self) -> Message:
        """Luck against skill, in one sentence (of a game not over: the Pesos so far)."""
        cost = number(self.total_loss)
        gap = self.gap
        if not self.over:
            mine = self.pesos[self.seat]
            if gap == 0:
                # Translators: {round} is the round the game is in, {n} the player's Pesos
                # so far, {cost} a number of Pesos.
                return Plural("The game is not over: in round {round}, {player} has {n} Peso, "
                              "the most at the table; its decisions so far gave up about "
                              "{cost} Pesos in expectation",
                              "The game is not over: in round {round}, {player} has {n} "
                              "Pesos, the most at the table; its decisions so far gave up "
                              "about {cost} Pesos in expectation", mine,
                              round=self.round, player=player_name(self.seat), cost=cost)
            # Translators: {gap} is how many Pesos fewer than the leader the player has.
            return Plural("The game is not over: in round {round}, {player} has {n} Peso, "
                          "{gap} behind the leader; its decisions so far gave up about {cost} "
                          "Pesos in expectation",
                          "The game is not over: in round {round}, {player} has {n} Pesos, "
                          "{gap} behind the leader; its decisions so far gave up about {cost} "
                          "Pesos in expectation", mine,
                          round=self.round, player=player_name(self.seat), gap=gap, cost=cost)
        if gap == 0:
            rest = sorted(self.pesos, reverse=True)
            lead = rest[0] - rest[1] if len(rest) > 1 else 0
            # Translators: {player} is a colour; {lead} and {cost} numbers of Pesos.
            return Message("{player} won by {lead} Pesos; its decisions gave up about {cost} "
                           "Pesos on the way, in expectation", player=player_name(self.seat),
                           lead=lead, cost=cost)
        luck = gap - self.total_loss
        if luck >= 0:
            # Translators: {gap}, {cost} and {luck} are numbers of Pesos.
            return Message("{player} finished {gap} Pesos behind the winner: its decisions "
                           "cost about {cost} of them in expectation, and the other {luck} "
                           "came from the dice, the draws and the other players",
                           player=player_name(self.seat), gap=gap, cost=cost,
                           luck=number(luck))
        return Message("{player} finished {gap} Pesos behind the winner: its decisions cost "
                       "about {cost} Pesos in expectation, more than the gap, so the dice "
                       "and the draws were kind to it by about {luck}",
                       player=player_name(self.seat), gap=gap, cost=cost,
                       luck=number(-luck))

    def decision(self, step: int) -> ReviewedDecision:
        """The reviewed decision at history step ``step``."""
        for d in self.decisions:
            if d.step == step:
                return d
        raise NotReviewable(_("there is no reviewed decision at step {step}").format(
            step=repr(step)[:20]))

    def retry(self, moment: ReviewedDecision | int, action: actions.Action | str) -> Retry:
        """Judge ``action`` chosen anew at ``moment`` (a decision, or its history step)
        against the best, with the same play-outs as the review.  An illegal action raises
        :class:`~gaucho.IllegalAction` with the rule it breaks, what is not an action
        :class:`~gaucho.InvalidAction`."""
        d = self.decision(moment) if isinstance(moment, int) else moment
        a = as_action(action)
        v = engine.check(d.state, a)
        if v is not None:
            raise IllegalAction(v.rule_id, v.reason, a)
        lv = level_of(self.level)
        info = InformationSet.of(d.state, self.seat)
        if _same(d.state, a, d.best):
            cost, value, why = 0.0, d.best_value, d.best_reason
        else:
            ((best_v, _bw), (value, win)), finished = paired_to_the_end(info, [d.best, a],
                                                                        lv, d.seed)
            cost = max(0.0, best_v - value)
            table = info.sample(random.Random(f"{d.seed}/reasons"))
            now = effects(d.state, self.seat, a, random.Random(0), table=table)
            why = reason(now, value, win, None if cost <= BANDS[0][1] else best_v,
                         None if finished else lv.depth)
        accepted = cost <= RETRY_TOLERANCE
        if accepted:
            # Translators: {move} is a move in words ("puts a gaucho on SORT for 1+1"),
            # {cost} Pesos.
            text = Message("Accepted: “{move}” is within {cost} Pesos of the coach's best",
                           move=say(a, d.state.phase), cost=number(cost))
        else:
            text = Message("Not yet: “{move}” still gives up {cost} Pesos on average; try "
                           "again", move=say(a, d.state.phase), cost=number(cost))
        return Retry(a, accepted, cost, value, text, why)


def _same(state: State, a: actions.Action, b: actions.Action) -> bool:
    """The two decisions leave exactly the same table."""
    if a == b:
        return True
    one, two = state.copy(), state.copy()
    engine.apply(one, a)
    engine.apply(two, b)
    return bool(json.dumps(to_position(one), sort_keys=True)
                == json.dumps(to_position(two), sort_keys=True))


def paired(info: InformationSet, choices: list[actions.Action], lv: Level, seed: str,
           n: int = PAIRED) -> list[tuple[float, float]]:
    """Each action's mean final worth for the seat and its win share, every action played
    out on the same ``n`` sampled tables with the same chance (common random numbers: a
    difference between two actions is theirs, not the samples' luck).  A play-out stops
    at the end of the game or ``lv.depth`` decisions after the seat's turn, whichever comes
    first; :func:`paired_to_the_end` also says whether every one reached the end."""
    return paired_to_the_end(info, choices, lv, seed, n)[0]


def paired_to_the_end(info: InformationSet, choices: list[actions.Action], lv: Level,
                      seed: str, n: int = PAIRED) -> tuple[list[tuple[float, float]], bool]:
    """:func:`paired`'s figures, and whether every play-out of every action reached the
    end of the game: only then are the figures final Pesos and shares of games won (else
    worths where the play-outs stopped, :func:`gaucho.coach.evaluation.worths`, and shares
    of play-outs ahead)."""
    seat = info.player
    totals = [[0.0, 0.0] for _a in choices]
    memo: dict[tuple[object, ...], actions.Action] = {}
    ended = 0
    for j in range(n):
        for i, action in enumerate(choices):
            rng = random.Random(f"{seed}/paired/{j}")
            s = info.sample(rng)
            engine.apply(s, action)
            s = rollout(s, rng, seat, lv.depth, lv.greedy, memo, best_of=lv.best_of)
            ended += engine.current_player(s) == engine.TERMINAL
            values = worths(s, WEIGHTS)
            top = max(values)
            totals[i][0] += values[seat]
            if values[seat] >= top:
                totals[i][1] += 1.0 / values.count(top)
    return [(own / n, win / n) for own, win in totals], ended == n * len(choices)


def positions(game: Game) -> Iterator[tuple[int, State]]:
    """Every history step with the table just before it (replayed once, from the start)."""
    data = json.loads(game.to_json())
    data["actions"], data["auto_chance"] = [], False
    state = Game.from_json(json.dumps(data)).state
    for step in game.history:
        yield step.index, state
        state = state.copy()
        engine.apply(state, step.action)


def review(game: Game, seat: int, level: str | Level = "club", *, seed: int | str = 0,
           progress: Progress | None = None) -> Review:
    """Judge every decision ``seat`` made in ``game`` (finished or not) at ``level``.
    The summary of a game not over says so, with the Pesos so far.

    ``progress(done, total)`` is called after each decision judged (a view shows a bar).
    ``seed`` makes the review repeatable.  Raises :class:`NotReviewable` for a seat that
    is not in the game or made no decision with a choice.
    """
    check_game(game, NotReviewable, "review")
    check_seed(seed)
    check_seat(seat, game.players, NotReviewable)
    lv = level_of(level)
    todo: list[tuple[int, State]] = []
    forced = 0
    for index, state in positions(game):
        if game.history[index].player != seat:
            continue
        if len(engine.legal_actions(state)) > 1:
            todo.append((index, state))
        else:
            forced += 1
    if not todo:
        raise NotReviewable(_("{player} made no decision with a choice in this game").format(
            player=player_name(seat)))
    out = []
    for done, (index, state) in enumerate(todo):
        out.append(_judge(game, index, state, seat, lv, f"{seed}/review/{index}"))
        if progress is not None:
            progress(done + 1, len(todo))
    return Review(seat, lv.name, tuple(out), tuple(game.pesos), forced, game,
                  over=game.is_over, round=game.round)


def _judge(game: Game, index: int, state: State, seat: int, lv: Level,
           seed: str) -> ReviewedDecision:
    step = game.history[index]
    played = step.action
    ranking = rank_actions(state, seat, lv, seed=random.Random(seed))
    best = ranking[0]
    info = InformationSet.of(state, seat)
    table = info.sample(random.Random(f"{seed}/reasons"))
    best_now: Effects = effects(state, seat, best.action, random.Random(0), table=table)
    horizon = best.horizon  # where the play-outs stopped (None: at the end of the game)
    if _same(state, played, best.action):
        value, win = best.mean, best.win
        played_value = best_value = value
        best_win = win
    else:
        ((best_value, best_win), (played_value, win)), finished = paired_to_the_end(
            info, [best.action, played], lv, seed)
        # final Pesos only if every paired play-out reached the end; else worths where
        # they stopped, lv.depth decisions after the seat's turn
        horizon = None if finished else lv.depth
    loss = max(0.0, best_value - played_value)
    band = band_of(loss)
    now = effects(state, seat, played, random.Random(0), table=table)
    why = reason(now, played_value, win, None if loss <= BANDS[0][1] else best_value, horizon)
    best_why = reason(best_now, best_value, best_win, None, horizon)
    rules = tuple(dict.fromkeys([*now.rules, *best_now.rules]))
    return ReviewedDecision(index, step.round, played, best.action, played_value, best_value,
                            loss, band, why, best_why, rules, state, seed, horizon)
