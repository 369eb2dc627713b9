"""Practice positions with a goal, played against the coach's bots.

An exercise asks for one decision; a challenge asks for a plan.  A :class:`Challenge`
gives the student one seat of a position and a :class:`Goal` ("win from here", "sell the
brown herd for at least 40 Pesos before the end"), and plays every other seat with a
``beginner`` :class:`~gaucho.coach.CoachBot`.  The student is asked only for decisions:
:meth:`Challenge.play` makes the student's move, then the bots' moves up to the student's
next decision (or the end), and :attr:`Challenge.status` says whether the goal is met,
missed, or still open.

The bots decide from what their seats see (the coach's information-set search), and each
is seeded from the challenge's seed, so the same position, seed and moves always give the
same game.  A position generator ``make(name, rng)`` (:func:`win_from_here`,
:func:`sell_brown_herd`) sets up a fresh late-game position from a seed, as the drills
do; :meth:`Challenge.another` gives the next one ("Try another").  The random moves that
built a position are not the student's: :meth:`Challenge.review` judges only the decisions
from the challenge's start (:attr:`Challenge.first_step`).  A goal that must search to
find a position fair (:meth:`SellHerd.fair`) reads the seeds already searched from
``gaucho/data/challenge_solutions.json`` (:data:`SOLUTIONS`, written by
``tools/fair_challenges.py``) and replays their solutions instead.

    >>> import random
    >>> ch = Challenge.from_seed("t-win", win_from_here, seed=1)
    >>> ch.status
    'open'

This module sits above the coach (it imports it), beside :mod:`gaucho.practice`.
"""

from __future__ import annotations

import copy
import functools
import json
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from importlib import resources

from gaucho import engine, tiles
from gaucho.actions import Action
from gaucho.coach import CoachBot
from gaucho.coach.budgets import Level
from gaucho.coach.evaluation import greedy_choice
from gaucho.coach.review import Progress, Review, review
from gaucho.config import breed_name, player_name
from gaucho.errors import GauchoError
from gaucho.game import CHANCE, Game
from gaucho.i18n import _, ngettext
from gaucho.state import Event

__all__ = ["BOT_LEVEL", "Challenge", "Goal", "SellHerd", "Win", "sell_brown_herd",
           "win_from_here"]

#: The level of the bots a challenge is played against: a first opponent to beat.
BOT_LEVEL = "beginner"
OPEN, MET, MISSED = "open", "met", "missed"
#: The breed index of the brown herd (gaucho.config.BREEDS).
BROWN = 0


class Goal:
    """What the student's seat must achieve; told by :meth:`text`, judged by
    :meth:`status` from the game and the events it has seen."""

    def text(self) -> str:
        raise NotImplementedError

    def status(self, game: Game, seat: int, events: Iterable[Event]) -> str:
        raise NotImplementedError

    def result(self, game: Game, seat: int, events: Iterable[Event]) -> str:
        """The sentence once the goal is met or missed."""
        raise NotImplementedError

    def fair(self, challenge: Challenge, solution: list[str] | None = None) -> bool:
        """Whether :meth:`Challenge.from_seed` may offer ``challenge`` (a generated
        position): every position by default.  ``solution``, when given, is a recorded
        answer (:data:`SOLUTIONS`) a goal that searches checks instead."""
        return True

    def hope(self, game: Game, seat: int) -> float:
        """How near the goal ``seat`` is, for :meth:`Challenge.solve` (higher is nearer)."""
        return 0.0


class Win(Goal):
    """Finish with the most Pesos (R-FINAL-5); a shared first place counts."""

    def text(self) -> str:
        return _("Win from here: finish the game with the most Pesos.")

    def status(self, game: Game, seat: int, events: Iterable[Event]) -> str:
        if not game.is_over:
            return OPEN
        return MET if seat in game.winners else MISSED

    def result(self, game: Game, seat: int, events: Iterable[Event]) -> str:
        mine = game.pesos[seat]
        best = max(p for s, p in enumerate(game.pesos) if s != seat)
        if seat in game.winners:
            return _("Goal met: you win with {mine} Pesos against {best}.").format(
                mine=mine, best=best)
        return _("Goal missed: you finish with {mine} Pesos against {best}.").format(
            mine=mine, best=best)


@dataclass(frozen=True)
class SellHerd(Goal):
    """Sell the herd of ``breed`` for at least ``pesos`` before final scoring: by a forced
    sale (R-HERD-6) or IMMEDIATE SALE (R-SALE-1); the final sales (R-FINAL-4) come too
    late."""

    breed: int
    pesos: int

    def text(self) -> str:
        return _("Sell your {breed} herd for at least {pesos} Pesos before the end of the "
                 "game.").format(breed=breed_name(self.breed), pesos=self.pesos)

    def _sale(self, seat: int, events: Iterable[Event]) -> Event | None:
        for e in events:
            if (e.kind == "sale" and e.player == seat and e.rule_id != "R-FINAL-4"
                    and e.tiles and tiles.breed(e.tiles[0]) == self.breed
                    and e.pesos >= self.pesos):
                return e
        return None

    def status(self, game: Game, seat: int, events: Iterable[Event]) -> str:
        if self._sale(seat, events) is not None:
            return MET
        return MISSED if game.is_over else OPEN

    def fair(self, challenge: Challenge, solution: list[str] | None = None) -> bool:
        """Only a fair position the engine shows solvable: the tiles that would make
        ``pesos`` are on the table for the student to see (:meth:`reach`; else it is
        refused without a search), and :meth:`Challenge.solve` finds moves of the
        student's seat that meet the goal against the challenge's own bots (kept in
        :attr:`Challenge.solution`).  A recorded ``solution`` (:data:`SOLUTIONS`) stands
        in for the search when it replays to the goal met (:meth:`Challenge.replays`): the
        same proof, in a fraction of the time."""
        if self.reach(challenge.game, challenge.seat) < self.pesos:
            return False
        if solution is not None:
            if not challenge.replays(solution):
                return False
            challenge.solution = list(solution)
            return True
        challenge.solution = challenge.solve()
        return challenge.solution is not None

    def reach(self, game: Game, seat: int) -> int:
        """The most the herd could sell for with the tiles of its breed the seat sees on
        the table (in the pastures, or in another seat's herd, to STEAL) that fit its
        order, then IMMEDIATE SALE's bonus (R-SELL-1, R-HERD-4, R-SALE-1).  Below
        ``pesos``, growing the herd as it is would take tiles still hidden (the draw pile,
        the Steppe's face-down tiles), or selling it and starting a new one: a position
        :meth:`fair` does not offer (the goal may still be met; it is not a plan the
        student can see)."""
        s = game.state
        herd = [tiles.big(t) for t in s.herds[seat].get(self.breed, [])]
        if len(herd) < 2:
            return 0
        pool = [t for place in s.pastures for t in place if t >= 0]
        pool += [t for q, herds in enumerate(s.herds) if q != seat
                 for t in herds.get(self.breed, [])]
        bigs = sorted({tiles.big(t) for t in pool if tiles.breed(t) == self.breed})
        rising = herd[1] > herd[0]
        more = [b for b in bigs if (b > herd[-1] if rising else b < herd[-1])]
        return (len(herd) + len(more)) * max(herd + more) + s.config.sale_bonus

    def hope(self, game: Game, seat: int) -> float:
        """The herd's sale value with the tiles of its breed the seat's gauchos claim in
        the pastures that fit it, and IMMEDIATE SALE's bonus once a gaucho of the seat is
        on SALE."""
        s = game.state
        herd = [tiles.big(t) for t in s.herds[seat].get(self.breed, [])]
        claimed = sorted(tiles.big(t) for t, who in s.gauchos_on.items()
                         if who.owner == seat and tiles.breed(t) == self.breed)
        if len(herd) >= 2:
            rising = herd[1] > herd[0]
            for big in claimed if rising else claimed[::-1]:
                if big > herd[-1] if rising else big < herd[-1]:
                    herd.append(big)
        else:
            herd += claimed[:2]
        value = len(herd) * max(herd) if herd else 0
        return value + (s.config.sale_bonus if "SALE" in s.spaces[seat] else 0)

    def result(self, game: Game, seat: int, events: Iterable[Event]) -> str:
        sale = self._sale(seat, events)
        if sale is not None:
            return _("Goal met: the {breed} herd sold for {pesos} Pesos.").format(
                breed=breed_name(self.breed), pesos=sale.pesos)
        return _("Goal missed: the {breed} herd was not sold for {pesos} Pesos or more "
                 "before the end.").format(breed=breed_name(self.breed), pesos=self.pesos)


class Challenge:
    """A position, the student's seat and a goal, played against ``beginner`` bots.

    ``make`` (a position generator) and ``seed`` let :meth:`another` give a fresh
    position; a challenge built from a game directly has no other."""

    def __init__(self, name: str, game: Game, goal: Goal, *, seat: int | None = None,
                 seed: int = 0,
                 make: Callable[[str, random.Random], Challenge] | None = None) -> None:
        self.name = name
        self.start = game.copy()
        #: The index of the challenge's first step in :attr:`game`'s history: the steps
        #: before it built the position, and nobody in the challenge made them.
        self.first_step = len(game.history)
        self.goal = goal
        self.seat = _student_seat(name, game, seat)
        self.seed = seed
        self.make = make
        #: Moves of the student's seat that meet the goal from the start, when a
        #: generator's check found them (:meth:`Goal.fair`, :meth:`solve`); else ``None``.
        self.solution: list[str] | None = None
        self.restart()

    def restart(self) -> None:
        """The position again, from the start, with the same bots."""
        self.game = self.start.copy()
        self.events: list[Event] = []
        self.bots = {s: CoachBot(BOT_LEVEL, seed=f"{self.name}/{self.seed}/{s}")
                     for s in range(self.game.players) if s != self.seat}
        self._bots_play()

    @classmethod
    def from_seed(cls, name: str, make: Callable[[str, random.Random], Challenge], *,
                  seed: int = 1) -> Challenge:
        """The position ``make`` sets up from ``seed`` (the same name and seed, the same
        position), one its goal finds fair (:meth:`Goal.fair`, with the challenge's own
        bots): ``make`` is asked again, from the same random numbers, up to
        :data:`CHECKS` times, then :class:`~gaucho.errors.GauchoError` says so.

        A seed recorded in :data:`SOLUTIONS` goes straight to the try that passed, and its
        recorded solution is replayed instead of searched for (:meth:`from_record`); a
        record missing or that no longer replays (the rules or the bots changed) falls
        back to the search, the same position as before the record."""
        recorded = cls.from_record(name, make, seed=seed)
        if recorded is not None:
            return recorded
        found = search_fair(name, make, seed)
        if found is not None:
            return found[1]
        raise GauchoError(ngettext("no fair position found for this challenge in {tries} "
                                   "try; try another seed",
                                   "no fair position found for this challenge in {tries} "
                                   "tries; try another seed", CHECKS).format(tries=CHECKS))

    @classmethod
    def from_record(cls, name: str, make: Callable[[str, random.Random], Challenge], *,
                    seed: int = 1) -> Challenge | None:
        """The position :meth:`from_seed` offers for ``seed``, from its record in
        :data:`SOLUTIONS` (which try of ``make`` passed, and the moves that meet its goal):
        that try, proven fair by replaying the moves against its own bots
        (:meth:`Goal.fair` with the solution); ``None`` when the seed has no record or the
        record no longer replays (then ``tools/fair_challenges.py`` is to be run again)."""
        entry = recorded_solution(name, make, seed)
        if entry is None:
            return None
        wanted, moves = entry
        for index, made in enumerate(_tries(name, make, seed, wanted + 1)):
            if index == wanted:
                return made if made.goal.fair(made, moves) else None
        return None

    def another(self) -> Challenge:
        """The next position of the same kind (its generator's next seed, passing over
        the seeds :data:`SOLUTIONS` records without a fair position, :func:`recorded_unfair`)."""
        if self.make is None:
            raise GauchoError(_("challenge {name}: make is not set, so there is no other position")
                             .format(name=self.name))
        seed = self.seed + 1
        while recorded_unfair(self.name, self.make, seed):
            seed += 1  # its search found no fair position: not offered again and again
        return Challenge.from_seed(self.name, self.make, seed=seed)

    @property
    def status(self) -> str:
        """``"open"``, ``"met"`` or ``"missed"``."""
        return self.goal.status(self.game, self.seat, self.events)

    def choices(self) -> list[str]:
        """The student's legal decisions now (none once the goal is decided)."""
        if self.status != OPEN or self.game.current_player != self.seat:
            return []
        return list(self.game.legal_actions().texts())

    def play(self, move: str) -> list[Event]:
        """The student's move, then the bots' up to the student's next decision.  An
        illegal move raises :class:`~gaucho.IllegalAction` and changes nothing."""
        if self.status != OPEN:
            raise GauchoError(_("challenge {name}: the goal is already decided, the game does "
                                "not go on").format(name=self.name))
        events = self.game.play(move)
        self.events += events
        return events + self._bots_play()  # the bots' events are added to self.events there

    def _bots_play(self) -> list[Event]:
        played = _bots_answer(self.game, self.bots, self.seat, self.goal, self.events)
        self.events += played
        return played

    def solve(self, width: int = 3, budget: int = 600) -> list[str] | None:
        """Moves of the student's seat that meet the goal from the start, against the
        challenge's own bots (each answer played by the engine, as :meth:`play` does), or
        ``None`` when none was found.  A beam search: after each of the seat's decisions
        the ``width`` positions the goal has most hope for (:meth:`Goal.hope`) go on, up
        to ``budget`` moves tried.  ``None`` proves nothing; moves found are a proof."""
        # the bots as restart() makes them, before they answered anything
        fresh = {s: CoachBot(BOT_LEVEL, seed=f"{self.name}/{self.seed}/{s}")
                 for s in self.bots}
        first = self.start.copy()
        events = _bots_answer(first, fresh, self.seat, self.goal, [])
        beam: list[tuple[Game, dict[int, CoachBot], list[Event], list[str]]] = [
            (first, fresh, events, [])]
        tried = 0
        while beam and tried < budget:
            found: dict[str, tuple[float, tuple[Game, dict[int, CoachBot], list[Event],
                                                list[str]]]] = {}
            for game, bots, events, moves in beam:
                for move in game.legal_actions().texts():
                    tried += 1
                    after, answering = game.copy(), copy.deepcopy(bots)
                    seen = events + after.play(move)
                    seen += _bots_answer(after, answering, self.seat, self.goal, seen)
                    status = self.goal.status(after, self.seat, seen)
                    if status == MET:
                        return [*moves, move]
                    if status == MISSED:
                        continue
                    key = json.dumps(after.to_position(), sort_keys=True)
                    hope = self.goal.hope(after, self.seat)
                    if key not in found or found[key][0] < hope:
                        found[key] = (hope, (after, answering, seen, [*moves, move]))
            ranked = sorted(found.values(), key=lambda item: -item[0])
            beam = [node for _hope, node in ranked[:width]]
        return None

    def replays(self, moves: list[str]) -> bool:
        """Whether ``moves``, played by the student's seat from the start against the
        challenge's own bots (as :meth:`play` plays them), meet the goal: each legal when
        its turn comes, the goal still open before it, and met after the last.  The
        challenge is started again after (:meth:`restart`).  Cheap: the bots' answers to
        one line of moves, not a search."""
        self.restart()
        try:
            for move in moves:
                if self.status != OPEN or move not in self.choices():
                    return False
                self.play(move)
            return self.status == MET
        except GauchoError:
            return False
        finally:
            self.restart()

    def played(self) -> Game:
        """The game from the challenge's start: its position, then only the steps played
        since (the steps that built the position are not in its history)."""
        data = json.loads(self.game.to_json())
        data["start"] = {"position": self.start.to_position()}
        data["actions"] = data["actions"][self.first_step:]
        data["auto_chance"] = False  # the chance steps are the game's own, replayed
        game = Game.from_json(json.dumps(data))
        game.auto_chance = self.game.auto_chance
        return game

    def review(self, level: str | Level = "club", *, seed: int | str = 0,
               progress: Progress | None = None) -> Review:
        """The coach's review (:func:`gaucho.coach.review.review`) of the student's
        decisions in this challenge, from its start (:meth:`played`): never of the moves
        that built the position.  Raises :class:`~gaucho.coach.review.NotReviewable`
        before the student's first decision with a choice."""
        return review(self.played(), self.seat, level, seed=seed, progress=progress)

    def told(self) -> str:
        """Where the challenge stands, in a sentence."""
        if self.status == OPEN:
            return _("{player} to decide. Goal: {goal}").format(
                player=player_name(self.seat), goal=self.goal.text())
        return self.goal.result(self.game, self.seat, self.events)


def _tries(name: str, make: Callable[[str, random.Random], Challenge], seed: int,
           tries: int) -> Iterator[Challenge]:
    """The positions :meth:`Challenge.from_seed` asks ``make`` for, in order, from the
    random numbers of ``name`` and ``seed``; each with its seed, generator and bots."""
    rng = random.Random(f"{name}/{seed}")
    for _try in range(tries):
        made = make(name, rng)
        made.seed, made.make = seed, make
        made.restart()
        yield made


def search_fair(name: str, make: Callable[[str, random.Random], Challenge],
                seed: int) -> tuple[int, Challenge] | None:
    """The search of :meth:`Challenge.from_seed`, without its records: the first of
    :data:`CHECKS` tries whose goal finds it fair (:meth:`Goal.fair`), with its index, or
    ``None``.  ``tools/fair_challenges.py`` records what it finds (:data:`SOLUTIONS`)."""
    for index, made in enumerate(_tries(name, make, seed, CHECKS)):
        if made.goal.fair(made):
            return index, made
    return None


#: The file in :mod:`gaucho.data` of the recorded fair positions: for a generator (by its
#: module and name, :func:`generator_key`), a challenge's name and a seed, which try of
#: :meth:`Challenge.from_seed` passed its goal's check and the solution moves found.
#: ``tools/fair_challenges.py`` writes it; :meth:`Challenge.from_record` reads it.
SOLUTIONS = "challenge_solutions.json"


def generator_key(make: Callable[[str, random.Random], Challenge]) -> str:
    """How :data:`SOLUTIONS` names a generator: ``"gaucho.challenges.sell_brown_herd"``."""
    return f"{make.__module__}.{make.__qualname__}"


@functools.cache
def _records() -> dict[str, dict[str, dict[str, dict[str, object]]]]:
    try:
        text = resources.files("gaucho.data").joinpath(SOLUTIONS).read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return {}
    positions: dict[str, dict[str, dict[str, dict[str, object]]]] = json.loads(text).get(
        "positions", {})
    return positions


def recorded_solution(name: str, make: Callable[[str, random.Random], Challenge],
                      seed: int) -> tuple[int, list[str]] | None:
    """The record of :data:`SOLUTIONS` for a generator, a name and a seed: the index of
    the try that passed and its solution moves, or ``None``."""
    entry = _records().get(generator_key(make), {}).get(name, {}).get(str(seed))
    if not entry:
        return None
    tried, moves = entry.get("try"), entry.get("solution")
    if not isinstance(tried, int) or not isinstance(moves, list) or not all(
            isinstance(m, str) for m in moves):
        return None
    return tried, list(moves)


def recorded_unfair(name: str, make: Callable[[str, random.Random], Challenge],
                    seed: int) -> bool:
    """Whether :data:`SOLUTIONS` records that the search found no fair position for this
    generator, name and seed (``"try": null``)."""
    entry = _records().get(generator_key(make), {}).get(name, {}).get(str(seed))
    return isinstance(entry, dict) and entry.get("try", 0) is None


def _bots_answer(game: Game, bots: dict[int, CoachBot], seat: int, goal: Goal,
                 events: list[Event]) -> list[Event]:
    """The bots' moves (and chance steps) up to ``seat``'s next decision, the end, or the
    goal decided; their events."""
    played: list[Event] = []
    while (not game.is_over and game.current_player != seat
           and goal.status(game, seat, events + played) == OPEN):
        who = game.current_player
        # a chance step (a game made with auto_chance=False) is drawn from the game's own
        # seeded dice and tiles
        move = game.sample_chance() if who == CHANCE else bots[who].choose(game)
        played += game.play(move)
    return played


def _student_seat(name: str, game: Game, seat: object) -> int:
    """The student's seat: ``seat``, or the player to act when it is ``None``; refused in
    words when the game has no such seat or nobody is to decide (a seat the bots all
    played round would let them play the whole game out before the student's first move).
    """
    if seat is None:
        if game.is_over:
            raise GauchoError(_("challenge {name}: the game is over; a challenge starts from "
                                "a position still being played").format(name=name))
        if game.current_player < 0:
            raise GauchoError(_("challenge {name}: no player is to decide now (a chance step "
                                "is pending); give the student's seat").format(name=name))
        return game.current_player
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
        raise GauchoError(_("challenge {name}: seat must be a seat number 0..{last}, not "
                            "{seat}").format(name=name, last=game.players - 1,
                                             seat=repr(seat)[:40]))
    return seat


# ------------------------------------------------------------------ position generators
#: How many games a generator plays before it gives up (:func:`late_game`).
TRIES = 200
#: How many positions :meth:`Challenge.from_seed` asks its generator for before it gives
#: up (each is checked by its goal, :meth:`Goal.fair`).
CHECKS = 40
#: The latest round a challenge starts in.  A game played as people play (the coach's
#: beginner bots, or the greedy moves that build the positions, :func:`_building_move`)
#: empties its draw pile around rounds 12 to 16 and ends two rounds later.  Random moves
#: built the positions before, and took 21 to 40 rounds to get as far (seed 1 of "win from
#: here" started after round 28): a game no student plays, with herds and Pesos to match.
MAX_ROUND = 16


def late_game(rng: random.Random, tiles_left: int, fits: Callable[[Game], bool],
              tries: int = TRIES) -> Game:
    """A two-player game played on by :func:`_building_move` (greedy moves, a random one
    now and then, from ``rng``) until at most ``tiles_left`` tiles are left to draw, at a
    decision of a seat where ``fits`` holds, in round :data:`MAX_ROUND` at the latest.  A
    game that ends or passes that round first is dropped for a new one; after ``tries``
    games without such a decision, :class:`~gaucho.errors.GauchoError` says so (the
    generators' tests show their seeds find one well before)."""
    for _try in range(tries):
        game = Game.new(players=2, seed=rng.randrange(10**6))
        while not game.is_over and game.round <= MAX_ROUND and (
                len(game.state.draw_pile) > tiles_left or not fits(game)):
            game.play(_building_move(game, rng))
        if not game.is_over and game.round <= MAX_ROUND:
            return game
    raise GauchoError(ngettext("no position found for this challenge in {tries} game; try "
                               "another seed",
                               "no position found for this challenge in {tries} games; try "
                               "another seed", tries).format(tries=tries))


#: One move in so many of the games that build a position is drawn at random (the others
#: are greedy): positions that differ from seed to seed, from games played as people play.
RANDOM_MOVE = 4


def _building_move(game: Game, rng: random.Random) -> Action:
    """A move of the games that build positions: the greedy play-out policy of the coach
    (:func:`gaucho.coach.evaluation.greedy_choice`, as fast as a move gets and close to a
    beginner's play), or one in :data:`RANDOM_MOVE` a legal move drawn at random.  Nobody
    in the challenge plays these moves (:attr:`Challenge.first_step`)."""
    legal = engine.legal_actions(game.state)
    if len(legal) == 1 or rng.randrange(RANDOM_MOVE) == 0:
        return legal[rng.randrange(len(legal))]
    return greedy_choice(game.state, game.current_player, legal)


#: A close race: the seat to decide and the best other seat are at most this many Pesos
#: apart, either way (:func:`win_from_here`).
CLOSE = 5


def pesos_gap(game: Game, seat: int) -> int:
    """``seat``'s Pesos minus the best other seat's (negative when behind)."""
    return game.pesos[seat] - max(p for s, p in enumerate(game.pesos) if s != seat)


def _close_race(game: Game) -> bool:
    return game.phase == "draft" and abs(pesos_gap(game, game.current_player)) <= CLOSE


def win_from_here(name: str, rng: random.Random) -> Challenge:
    """A close race near the end: at most 3 tiles left to draw, and the student's seat at
    most :data:`CLOSE` Pesos ahead of or behind the other (the Pesos so far: the herds
    still on the table are sold at the end, R-FINAL-4): win it."""
    return Challenge(name, late_game(rng, 3, _close_race), Win())


def _brown_to_sell(game: Game) -> bool:
    herd = game.state.herds[game.current_player].get(BROWN, [])
    return game.phase == "draft" and len(herd) >= 2 and len(herd) * max(
        map(tiles.big, herd)) < SELL_AT


#: The Pesos the brown herd must sell for.
SELL_AT = 40


def sell_brown_herd(name: str, rng: random.Random) -> Challenge:
    """A brown herd of 2+ tiles worth less than :data:`SELL_AT` so far: make it sell for
    at least that before the end.  :meth:`Challenge.from_seed` offers only a position the
    engine shows solvable (:meth:`SellHerd.fair`: moves that do it against the
    challenge's own bots, in :attr:`Challenge.solution`); many herds cannot get there
    (the beginner coach in the student's seat missed the goal for every one of seeds 1
    to 29 before).  The search takes seconds a try; the seeds of lesson 10's "10-brown"
    recorded in :data:`SOLUTIONS` (``tools/fair_challenges.py``) replay their solution
    instead, a fraction of a second."""
    return Challenge(name, late_game(rng, 12, _brown_to_sell), SellHerd(BROWN, SELL_AT))
