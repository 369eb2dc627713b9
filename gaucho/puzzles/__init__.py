"""Puzzles mined from real games: one position, one clearly best decision.

    >>> import gaucho.puzzles
    >>> puzzles = gaucho.puzzles.load()
    >>> p = puzzles[0]
    >>> p.answers[0] in [str(a) for a in p.game().legal_actions()]
    True

Each :class:`Puzzle` is a position reached in a seeded game between coach levels
(``tools/mine_puzzles.py``) where the coach found one decision better than every other
by a clear margin in the search's figures, confirmed by a search ten times larger.  It
keeps the position (the JSON format of :mod:`gaucho.position`), the seat to decide, the
accepted answers (the best decision and the ones that do exactly the same), the
search's figures of the strongest candidates (so feedback is instant, no search needed)
and where their play-outs stopped (:attr:`Puzzle.horizon`: final Pesos only when every
one reached the end of the game, else worths so many decisions after the turn), its
concepts (:mod:`gaucho.puzzles.concepts`), the rule IDs they exercise, and a starting
rating.  The student is shown only what his seat sees; the judgement was made from that
alone (:func:`gaucho.coach.rank_actions`).

Standard library only, like the coach: it runs in the in-browser Python too.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any, cast

from gaucho import actions
from gaucho.errors import InvalidAction
from gaucho.game import Game
from gaucho.i18n import _
from gaucho.puzzles.concepts import CONCEPTS, GENERIC_GOAL, Concept, concepts_of

__all__ = ["CONCEPTS", "Concept", "Puzzle", "concepts_of", "load"]

#: The data file shipped in the package (written by ``tools/mine_puzzles.py``).
DATA_FILE = "puzzles.json"
#: The :attr:`Puzzle.horizon` of a record that does not say (mined before puzzles kept
#: it): the screening searches' depth, never a claim of final Pesos nobody checked.
UNKNOWN_HORIZON = 16


@dataclass(frozen=True)
class Puzzle:
    """One puzzle.  ``values`` maps the strongest candidates' notation to the search's
    figures for the seat (best first), ``rating`` is the starting Glicko-2 rating.

    ``horizon`` is where the play-outs behind ``values`` stopped: ``None`` only when every
    one of them reached the end of the game (the values are then expected final Pesos),
    else so many decisions after the seat's turn (the values are then worths there:
    Pesos and what herds and claims are worth, :func:`gaucho.coach.evaluation.worths`).
    """

    id: str
    players: int
    seat: int
    position: dict[str, Any] = field(repr=False)
    answers: tuple[str, ...]
    values: dict[str, float] = field(repr=False)
    concepts: tuple[str, ...]
    rules: tuple[str, ...]
    rating: float
    source: dict[str, Any] = field(repr=False, default_factory=dict)
    horizon: int | None = UNKNOWN_HORIZON

    @property
    def goal(self) -> str:
        """What the student is asked to do, in the current language (the goal of its first
        concept, :data:`~gaucho.puzzles.concepts.CONCEPTS`)."""
        return _(next((CONCEPTS[c].goal for c in self.concepts if c in CONCEPTS),
                      GENERIC_GOAL))

    def game(self) -> Game:
        """The position as a game, ready for the seat's decision."""
        return Game.from_position(self.position, seed=self.id, auto_chance=False)

    def accepts(self, action: actions.Action | str) -> bool:
        """``action`` is one of the accepted answers."""
        return str(action_of(action)) in self.answers

    @property
    def best_value(self) -> float:
        return self.values[self.answers[0]]

    def cost(self, action: actions.Action | str) -> float | None:
        """What ``action`` gives up against the answer, in the figures of ``values``
        (final Pesos or worths, :attr:`horizon`; ``None``: a move the mining did not
        value, never a strong one)."""
        text = str(action_of(action))
        if text in self.answers:
            return 0.0
        value = self.values.get(text)
        return None if value is None else max(0.0, self.best_value - value)

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "players": self.players, "seat": self.seat,
                "position": self.position, "answers": list(self.answers),
                "values": self.values, "concepts": list(self.concepts),
                "rules": list(self.rules), "rating": self.rating, "horizon": self.horizon,
                "source": self.source}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Puzzle:
        return cls(str(data["id"]), int(data["players"]), int(data["seat"]),
                   dict(data["position"]), tuple(data["answers"]),
                   {str(k): float(v) for k, v in data["values"].items()},
                   tuple(data["concepts"]), tuple(data["rules"]), float(data["rating"]),
                   dict(data.get("source", {})), _horizon(data))


def _horizon(data: dict[str, Any]) -> int | None:
    """A record's horizon: ``null`` is the end of the game, a missing one unknown
    (:data:`UNKNOWN_HORIZON`)."""
    if "horizon" not in data:
        return UNKNOWN_HORIZON
    return None if data["horizon"] is None else int(data["horizon"])


def action_of(action: object) -> actions.Action:
    """``action`` as an action: a text is read in the game's notation; anything that is
    neither a text nor an action raises :class:`~gaucho.errors.InvalidAction` (as
    :meth:`gaucho.Game.apply` does)."""
    if isinstance(action, str):
        return actions.parse(action)
    if not isinstance(action, actions.ACTION_TYPES):
        raise InvalidAction(_("{text} is not an action").format(text=repr(action)[:80]))
    return cast("actions.Action", action)


@lru_cache(maxsize=1)
def _load() -> tuple[Puzzle, ...]:
    text = resources.files(__package__).joinpath(DATA_FILE).read_text(encoding="utf-8")
    return tuple(Puzzle.from_dict(d) for d in json.loads(text)["puzzles"])


def load() -> list[Puzzle]:
    """Every shipped puzzle, in a fixed order (easiest starting rating first)."""
    return list(_load())
