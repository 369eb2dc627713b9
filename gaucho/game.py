"""The :class:`Game`: a checked, replayable, undoable game of El Gaucho.

Modelled on python-chess (``Board`` with a move stack, ``push``/``pop``) and
OpenSpiel (chance as an explicit player, saves as action lists)::

    >>> import gaucho
    >>> g = gaucho.Game.new(players=3, seed=7)
    >>> g.phase
    <Phase.KEEP: 'keep'>
    >>> events = g.play(g.legal_actions()[0])

A game is its starting point (a seed, or a position) plus the list of actions
played since, chance outcomes included; ``to_json`` saves exactly that.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any, NamedTuple

from gaucho import engine, tiles
from gaucho.actions import ACTION_TYPES, Action, parse
from gaucho.config import DEFAULT_CONFIG, PLAYER_NAMES, RULES_VERSION, RulesConfig, player_name
from gaucho.engine.common import CHANCE as CHANCE  # re-exported: gaucho.CHANCE
from gaucho.engine.common import TERMINAL as TERMINAL
from gaucho.engine.decisions.chance import Cover, Draw, Roll
from gaucho.engine.payments import or_list
from gaucho.errors import (
    GauchoError,
    IllegalAction,
    InvalidAction,
    InvalidConfig,
    InvalidPosition,
    NothingToUndo,
)
from gaucho.i18n import N_, Message, Plural, _, and_list, format_number
from gaucho.position import DRAWS, from_position, is_unicode, load_json, to_position
from gaucho.state import Event, Phase, State
from gaucho.variants import get_variant, matching_variant

#: A checked step keeps a copy of the table every this many steps, for undo.
SNAPSHOT_EVERY = 8
SAVE_FORMAT = "gaucho-game"
SAVE_VERSION = 1
SAVE_FIELDS = ("format", "version", "rules_version", "variant", "config", "seed",
               "auto_chance", "start", "actions")
#: The most actions a save may hold (a whole game has a few hundred, chance included).
MAX_SAVE_ACTIONS = 10_000
#: A seed is a whole number of at most 100 digits or a text of at most 200 characters.
MAX_SEED = 10**100
#: The last phase as a plain reference (enum member lookups are slow in a hot path).
_OVER: str = Phase.GAME_OVER


class Step(NamedTuple):
    """One entry of the history: who did what, in which phase, and its effects.

    A named tuple (like :class:`gaucho.state.Occupant`): immutable, compared by value, and
    made several times faster than a frozen dataclass, once per step of every game.
    """

    index: int  # type: ignore[assignment]  # the step's number; shadows tuple.index
    player: int
    phase: str
    round: int
    action: Action
    events: tuple[Event, ...]

    @property
    def actor(self) -> str | Message:
        """Who took the step, as a person reads it (translated when shown)."""
        # Translators: who took a chance step (the dice rolled, the covering tiles drawn).
        return Message("Chance") if self.player == CHANCE else player_name(self.player)

    def narrate(self) -> str:
        """The step as a person reads it, in the current language: its number, who took
        it and what, then its events one a line ("3. Red: take 4 5").  A player's step is
        its notation, what one types to play it; a chance step is said in words ("Chance:
        rolls 1, 2 and 6"), as :func:`gaucho.coach.words.say_decision` says it."""
        what = chance_words(self.action)
        # Translators: a step of a game's transcript: {n} its number, {who} who took it
        # ("Red", "Chance"), {what} the move (its notation, "take 4 5", or a chance step in
        # words, "rolls 1, 2 and 6").
        lines = [_("{n}. {who}: {what}").format(
            n=self.index + 1, who=self.actor, what=self.action if what is None else what)]
        lines.extend(f"   - {e}" for e in self.events)
        return "\n".join(lines)


def chance_words(action: Action) -> Message | None:
    """A chance step in words, read in the language current when shown ("rolls 1, 2 and
    6", "covers 2 tiles face down", "draws the black 12"), or ``None`` for a player's
    action.  The words (and their catalog entries) are those of
    :data:`gaucho.coach.words.WORDS`, which this floor may not import; a test keeps the two
    alike.  The covering tiles lie face down: their words do not name them."""
    if isinstance(action, Roll):
        return Message("rolls {dice}", dice=and_list(action.dice))
    if isinstance(action, Cover):
        return Plural("covers {n} tile face down", "covers {n} tiles face down",
                      len(action.tiles))
    if isinstance(action, Draw):
        return Message("draws the {tile}", tile=tiles.InWords(action.tile))
    return None


#: The groups of a menu of actions, in menu order, by the action types' ``kind``, with their
#: headings: English, marked for translation (show one with :func:`group_label`).
GROUP_LABELS: dict[str, str] = {
    "roll": N_("Chance: roll"),
    "cover": N_("Chance: cover"),
    "draw": N_("Chance: draw a tile"),
    "keep": N_("Keep tiles"),
    "take": N_("Take dice"),
    "pampa": N_("Pampa (A stand / B lie / C raise)"),
    "place": N_("Action spaces"),
    "special": N_("Special actions"),
    "put": N_("Put Steppe tiles into pastures"),
    "remove": N_("Remove a gaucho"),
    "takeback": N_("Take back lying gauchos"),
    "add": N_("Add a tile to a herd"),
    "sort": N_("Sort a tile into a herd"),
    "end": N_("End turn"),
}


def group_label(group: str) -> str:
    """The heading of an action group (translated; an unknown group as it is)."""
    return _(GROUP_LABELS[group]) if group in GROUP_LABELS else group


class LegalActions(list[Action]):
    """The legal actions: a list whose repr reads like a menu, grouped by kind."""

    GROUPS = tuple(GROUP_LABELS)

    def grouped(self) -> dict[str, list[Action]]:
        out: dict[str, list[Action]] = {}
        for a in self:
            out.setdefault(a.kind, []).append(a)
        return {k: out[k] for k in self.GROUPS if k in out}

    def texts(self) -> list[str]:
        return [str(a) for a in self]

    def __contains__(self, item: object) -> bool:
        if isinstance(item, str):
            try:
                item = parse(item)
            except InvalidAction:
                return False
        return list.__contains__(self, item)

    def __repr__(self) -> str:
        if not self:
            # Translators: the printed form of an empty list of legal actions (no action is
            # legal): keep "<LegalActions" and ">" as they are (the name of a Python class),
            # translate "none".
            return _("<LegalActions: none>")
        # Translators: one group of a menu of legal actions: {group} its heading ("Take
        # dice"), {actions} the group's actions in notation ("take 1 1, take 1 2").
        parts = [_("{group}: {actions}").format(group=group_label(k),
                                                actions=", ".join(str(a) for a in v))
                 for k, v in self.grouped().items()]
        return f"<LegalActions ({len(self)})\n  " + "\n  ".join(parts) + ">"


class Game:
    """A game in progress.  Create one with :meth:`new` or :meth:`from_position`.

    A ``Game`` must not be shared between threads: it changes in place as it is
    played.  Give each thread its own :meth:`copy` (copies are independent).
    """

    def __init__(self, state: State, *, seed: int | str = 0, auto_chance: bool = True,
                 origin: dict[str, Any] | None = None, setup_events: list[Event] | None = None
                 ) -> None:
        self._state = state
        self._initial = state.copy()
        self.seed = seed
        self.auto_chance = auto_chance
        self._origin = origin or {"position": to_position(state)}
        self.setup_events: tuple[Event, ...] = tuple(setup_events or ())
        self._history: list[Step] = []
        self._snapshots: list[State | None] = []
        self._redo: list[Step] = []
        self.variant: str | None = None
        self._resolve_chance()

    # ------------------------------------------------------------ creation
    @classmethod
    def new(cls, players: int = 4, seed: int | str = 0, *, config: RulesConfig | None = None,
            variant: str | None = None, auto_chance: bool = True,
            draws: str = "shuffled") -> Game:
        """Set up a new game for 2-4 players from a seed (same seed, same game).

        ``draws="chance"`` gives the draw pile no order: every tile that leaves it (seeding,
        the preliminary deal, refills) is a chance step ``draw W11`` whose outcomes are the
        tiles still in the pile, each as likely (:meth:`chance_outcomes`), as OpenSpiel
        wants.  With ``auto_chance`` the seed picks them; the rules are the same.
        """
        if not isinstance(players, int) or not 2 <= players <= 4:
            raise InvalidPosition(_("El Gaucho is for 2 to 4 players, not {players}").format(
                players=repr(players)))
        if draws not in DRAWS:
            raise InvalidPosition(_("draws must be {choices}, not {draws}").format(
                choices=or_list(tuple(map(repr, DRAWS))), draws=repr(draws)[:40]))
        check_seed(seed)
        if not isinstance(auto_chance, bool):
            raise InvalidPosition(_("auto_chance must be true or false, not {kind}").format(
                kind=type(auto_chance).__name__))
        if variant is not None:
            if config is not None:
                raise InvalidConfig(_("give a variant or a config, not both (a variant is "
                                      "a config with a name)"))
            config = get_variant(variant).config
        config = _playable_config(DEFAULT_CONFIG if config is None else config)
        state, events = engine.setup(config, players, random.Random(f"{seed}/setup"),
                                draws_by_chance=draws == "chance")
        origin: dict[str, Any] = {"new": {"players": players}}
        if draws != "shuffled":
            origin["new"]["draws"] = draws
        game = cls(state, seed=seed, auto_chance=auto_chance, origin=origin,
                   setup_events=events)
        game.variant = variant
        return game

    @classmethod
    def from_position(cls, position: dict[str, Any] | str, seed: int | str = 0, *,
                      auto_chance: bool = True) -> Game:
        """Start from a written position (a dict, or its JSON text)."""
        if isinstance(position, str | bytes):
            position = load_json(position, "position")
        check_seed(seed)
        state = from_position(position)  # type: ignore[arg-type]
        return cls(state, seed=seed, auto_chance=auto_chance,
                   origin={"position": json.loads(json.dumps(position))})

    # -------------------------------------------------------------- queries
    @property
    def state(self) -> State:
        """The live state (read it; change it only through :meth:`play`)."""
        return self._state

    @property
    def config(self) -> RulesConfig:
        return self._state.config

    @property
    def players(self) -> int:
        return self._state.players

    @property
    def current_player(self) -> int:
        """The player to decide, or ``gaucho.CHANCE`` / ``gaucho.TERMINAL``."""
        return engine.current_player(self._state)

    @property
    def draws(self) -> str:
        """How tiles leave the pile: ``"shuffled"`` (its top) or ``"chance"`` (chance steps)."""
        return "chance" if self._state.draws_by_chance else "shuffled"

    @property
    def phase(self) -> str:
        return self._state.phase

    @property
    def round(self) -> int:
        return self._state.round

    @property
    def is_over(self) -> bool:
        return self._state.phase == _OVER

    @property
    def pesos(self) -> list[int]:
        return list(self._state.pesos)

    @property
    def winners(self) -> list[int]:
        """R-FINAL-5, R-TIE-1: everyone with the most Pesos; empty before the end."""
        if not self.is_over:
            return []
        best = max(self._state.pesos)
        return [p for p, v in enumerate(self._state.pesos) if v == best]

    @property
    def history(self) -> list[Step]:
        return list(self._history)

    def legal_actions(self) -> LegalActions:
        """Every legal decision now (chance outcomes are not listed; see chance_outcomes)."""
        return LegalActions(engine.legal_actions(self._state))

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        return engine.chance_outcomes(self._state)

    def why_illegal(self, action: Action | str) -> engine.Violation | None:
        """``None`` if the action is legal, else the rule it breaks and why."""
        return self._violation(self._coerce(action))

    def _violation(self, a: Action) -> engine.Violation | None:
        if self._state.phase == _OVER:
            return engine.Violation("R-FINAL-5", "the game is over")
        return engine.check(self._state, a)

    def is_legal(self, action: Action | str) -> bool:
        try:
            return self.why_illegal(action) is None
        except InvalidAction:
            return False

    # -------------------------------------------------------------- playing
    def play(self, action: Action | str) -> list[Event]:
        """Play a checked action; return its events (chance steps it led to included).

        Raises :class:`IllegalAction` (with ``rule_id``) and leaves the game unchanged
        if the action is not legal now.
        """
        a = self._coerce(action)
        violation = self._violation(a)
        if violation is not None:
            raise IllegalAction(violation.rule_id, violation.reason, a)
        return self._step(a, snapshot=True)

    def apply(self, action: Action) -> list[Event]:
        """Play an action *without* checking it first (the fast path for bots and
        simulation): an action the engine cannot carry out still raises
        :class:`IllegalAction` naming the rule, with the game left as it was, but an
        action that is carried out is not checked against every rule."""
        if not isinstance(action, ACTION_TYPES):
            action = self._coerce(action)
        try:
            return self._step(action, snapshot=False)
        except (ArithmeticError, AttributeError, KeyError, IndexError, StopIteration,
                TypeError, ValueError) as err:
            if isinstance(err, GauchoError):
                raise
            violation = self._violation(action)  # the game is back as it was
            if violation is None:
                raise
            raise IllegalAction(violation.rule_id, violation.reason, action) from err

    def _step(self, a: Action, snapshot: bool) -> list[Event]:
        """Push a decision and the chance steps it leads to, all or nothing: if anything
        inside the engine raises, the game is put back as it was (history, undo and redo
        included) and the error goes on."""
        mark = len(self._history)
        self._state.transitions = []
        try:
            events = self._push(a, snapshot=snapshot)
            events.extend(self._resolve_chance())
        except BaseException:
            self._restore(mark)
            raise
        self._redo.clear()
        return events

    def _restore(self, mark: int) -> None:
        """Back to the table before step ``mark`` after a step failed half-way."""
        del self._history[mark:]
        del self._snapshots[mark:]
        i = mark
        while i > 0 and (i >= len(self._snapshots) or self._snapshots[i] is None):
            i -= 1
        base = self._snapshots[i] if 0 <= i < len(self._snapshots) else None
        if base is None:
            i = 0
        state = self._initial.copy() if base is None else base.copy()
        for step in self._history[i:]:
            engine.apply(state, step.action)
        self._state = state

    def play_many(self, actions: list[Action | str]) -> list[Event]:
        events: list[Event] = []
        for a in actions:
            events.extend(self.play(a))
        return events

    def sample_chance(self) -> Action:
        """The chance outcome the game's seed picks for the pending chance step."""
        rng = random.Random(f"{self.seed}/{len(self._history)}")
        return engine.sample_chance(self._state, rng)

    def _coerce(self, action: Action | str) -> Action:
        if isinstance(action, str):
            return parse(action)
        if not isinstance(action, ACTION_TYPES):
            raise InvalidAction(_("{text} is not an action").format(text=repr(action)))
        return action

    def _push(self, a: Action, snapshot: bool) -> list[Event]:
        s = self._state
        player = engine.current_player(s)
        phase, rnd = s.phase, s.round
        keep = snapshot and len(self._history) % SNAPSHOT_EVERY == 0
        self._snapshots.append(s.copy() if keep else None)
        events = engine.apply(s, a)
        self._history.append(Step(len(self._history), player, phase, rnd, a, tuple(events)))
        return events

    def _resolve_chance(self) -> list[Event]:
        events: list[Event] = []
        while self.auto_chance and engine.current_player(self._state) == CHANCE:
            events.extend(self._push(self.sample_chance(), snapshot=False))
        return events

    # ----------------------------------------------------------- undo/redo
    def undo(self) -> Step:
        """Take back the last decision (and the chance steps that followed it).

        With no decision to take back it raises :class:`~gaucho.errors.NothingToUndo`
        (an ``IndexError`` too) and changes nothing."""
        if self.auto_chance and all(step.player == CHANCE for step in self._history):
            raise NothingToUndo(_("nothing to undo"))
        while self._history:
            step = self._history[-1]
            self._rewind_one()
            self._redo.append(step)
            if step.player != CHANCE or not self.auto_chance:
                return step
        raise NothingToUndo(_("nothing to undo"))

    def redo(self) -> Step:
        """Replay the last undone decision (and its chance steps).

        With nothing undone it raises :class:`~gaucho.errors.NothingToUndo` (an
        ``IndexError`` too) and changes nothing."""
        if not self._redo:
            raise NothingToUndo(_("nothing to redo"))
        first = None
        self._state.transitions = []
        while self._redo:
            step = self._redo.pop()
            self._push(step.action, snapshot=True)
            first = first or step
            if not self._redo or self._redo[-1].player != CHANCE:
                break
        assert first is not None
        return first

    def _rewind_one(self) -> None:
        """Back to the state before the last step: the nearest snapshot, then replay.

        Snapshots are taken every :data:`SNAPSHOT_EVERY` checked steps (copying the
        table at every step would cost more than the rules themselves), so an undo
        replays at most a few steps.  Snapshots may be shared with copies of the
        game, so they are copied, never used as the live state.
        """
        self._history.pop()
        # _snapshots[i] is the table before step i; find the nearest one at or before
        # the step just taken back (k), then replay the steps from it up to k.
        k = len(self._history)
        i = k
        while i >= 0 and self._snapshots[i] is None:
            i -= 1
        base = self._snapshots[i] if i >= 0 else None
        del self._snapshots[k:]
        state = self._initial.copy() if base is None else base.copy()
        for step in self._history[max(i, 0):]:
            engine.apply(state, step.action)
        self._state = state

    def copy(self) -> Game:
        """An independent branch of this game (history included)."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other._state = self._state.copy()
        other._history = list(self._history)
        other._snapshots = list(self._snapshots)
        other._redo = list(self._redo)
        return other

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        """``copy.deepcopy(game)`` is :meth:`copy`: the config is frozen and the history
        immutable, so the fast copy is already a deep one (OpenSpiel clones this way)."""
        other = self.copy()
        memo[id(self)] = other
        return other

    # ---------------------------------------------------------- narration
    def transcript(self) -> str:
        return "\n".join(step.narrate() for step in self._history)

    def events(self) -> Iterator[Event]:
        for step in self._history:
            yield from step.events

    # -------------------------------------------------------- persistence
    def to_position(self) -> dict[str, Any]:
        return to_position(self._state)

    def to_json(self, indent: int | None = None) -> str:
        """Save: rules version, configuration, seed, starting point and every action."""
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "rules_version": RULES_VERSION,
            "variant": self.variant,
            "config": self.config.to_dict(),
            "seed": self.seed,
            "auto_chance": self.auto_chance,
            "start": self._origin,
            "actions": [str(step.action) for step in self._history],
        }
        return json.dumps(data, indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Load a save made by :meth:`to_json`; a corrupt save raises InvalidPosition.

        Everything is checked before it is used: the fields and their types (no
        ``null`` where a value belongs, no text for numbers), the configuration by
        the same checks as a variant, a variant name that contradicts it, the
        starting point as a position, then every action replayed through the
        checked path; with ``auto_chance`` every chance step must be the one the seed
        makes (a save cannot choose its own dice or draws).  The text is at most
        :data:`gaucho.position.MAX_TEXT` characters and :data:`MAX_SAVE_ACTIONS` actions.
        """
        data = load_json(text, "save")
        config, seed, actions = _read_save(data)
        start = data["start"]
        if isinstance(start, dict) and set(start) == {"new"}:
            new = start["new"]
            players = new.get("players") if isinstance(new, dict) and set(new) in (
                {"players"}, {"players", "draws"}) else None
            if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
                raise InvalidPosition(_("the save's 'start.new' must be {example}").format(
                    example='{"players": 2, 3 or 4}'))
            draws = new.get("draws", "shuffled")
            if not isinstance(draws, str) or draws not in DRAWS:
                raise InvalidPosition(_("the save's 'start.new.draws' must be {choices}").format(
                    choices=or_list(tuple(map(repr, DRAWS)))))
            game = cls.new(players, seed, config=config, auto_chance=False, draws=draws)
        elif isinstance(start, dict) and set(start) == {"position"} and isinstance(
                start["position"], dict):
            pos = dict(start["position"])
            if "config" in pos and pos["config"] != config.to_dict():
                raise InvalidPosition(_("the save's 'config' and its starting position's "
                                        "'config' differ"))
            if config != DEFAULT_CONFIG:
                pos["config"] = config.to_dict()
            game = cls.from_position(pos, seed, auto_chance=False)
        else:
            raise InvalidPosition(_("the save's 'start' must hold 'new' or 'position'"))
        game.variant = data.get("variant")
        seeded = data.get("auto_chance", True)
        for i, text in enumerate(actions):
            try:
                a = parse(text)
                if game.current_player == CHANCE:
                    v = game.why_illegal(a)
                    if v is not None:
                        raise IllegalAction(v.rule_id, v.reason, a)
                    if seeded and a != game.sample_chance():
                        raise InvalidPosition(_("with auto_chance the seed makes every chance "
                                                "step, and it makes {seeded} here").format(
                            seeded=repr(str(game.sample_chance()))))
                    game._push(a, snapshot=True)
                else:
                    game.play(a)
            except GauchoError as exc:
                raise InvalidPosition(_("the save's action {number} ({text}) cannot be "
                                        "replayed: {error}").format(
                    number=i + 1, text=repr(text), error=exc)) from None
        game.auto_chance = data.get("auto_chance", True)
        try:
            game._resolve_chance()
        except GauchoError as exc:
            raise InvalidPosition(_("the save cannot go on after its last action: {error}"
                                    ).format(error=exc)) from None
        return game

    # ------------------------------------------------------------ display
    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may see: the position with hidden information masked."""
        from gaucho.observation import observation

        return observation(self._state, player)

    def __str__(self) -> str:
        from gaucho.views.text import render_text

        return render_text(self._state)

    def __repr__(self) -> str:
        who = self.current_player
        actor = {CHANCE: "chance", TERMINAL: "nobody"}.get(who) or PLAYER_NAMES[who]
        return (f"<gaucho.Game {self.players} players, round {self.round}, phase "
                f"{self.phase!r}, to act: {actor}, pesos {self.pesos}>")

    def _repr_svg_(self) -> str:
        from gaucho.views.svg import board_svg

        return str(board_svg(self))

    def _repr_html_(self) -> str:
        return self._repr_svg_()

    def svg(self, **options: Any) -> str:
        """The board as SVG text; options highlight things (see gaucho.views.svg.board_svg)."""
        from gaucho.views.svg import board_svg

        return str(board_svg(self, **options))

    def view(self, seat: int | None = None, **options: Any) -> str:
        """The board as SVG as ``seat`` sees it (his hand face up, what he cannot see face
        down); ``seat=None`` is the whole table (see gaucho.views.seat.seat_svg)."""
        from gaucho.views.seat import seat_svg

        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < self.players):
            # Translators: {seat} is what was given (5, 'a'); "None" stays as written.
            raise InvalidPosition(_("seat must be a seat number 0..{last}, or None for the "
                                    "whole table, not {seat}").format(
                last=self.players - 1, seat=repr(seat)[:40]))
        return str(seat_svg(self, seat, **options))


# ------------------------------------------------------------ reading saves
def _playable_config(config: Any) -> RulesConfig:
    """``Game.new``'s rules, checked like a save's (:meth:`RulesConfig.playable_problems`)."""
    if not isinstance(config, RulesConfig):
        raise InvalidConfig(_("config must be a RulesConfig (read a dict with "
                              "RulesConfig.from_dict), not {kind}").format(
            kind=type(config).__name__))
    problems = config.playable_problems()
    if problems:
        raise InvalidConfig(_("the rules configuration is not playable: {problems}").format(
            problems="; ".join(problems)))
    return config


def check_seed(seed: Any, where: str = "seed") -> None:
    """Refuse a seed that would not repeat: a game, a bot and a review draw every random
    choice from ``random.Random(seed)``, and only a whole number or a short text is a
    seed that reads back the same from a save (``None`` would draw from the clock)."""
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        # Translators: {where} is a field name ("seed", "save's 'seed'"), {kind} a Python type.
        raise InvalidPosition(_("the {where} must be a whole number or text, not {kind}").format(
            where=where, kind=type(seed).__name__))
    if isinstance(seed, str) and len(seed) > 200:
        raise InvalidPosition(_("the {where} is text of at most 200 characters").format(
            where=where))
    if isinstance(seed, str) and not is_unicode(seed):
        raise InvalidPosition(_("the {where} holds a lone surrogate, which is not a "
                                "character (a save must be UTF-8 text)").format(where=where))
    if isinstance(seed, int) and not -MAX_SEED < seed < MAX_SEED:
        raise InvalidPosition(_("the {where} is a whole number of at most 100 digits").format(
            where=where))


def _read_save(data: Any) -> tuple[RulesConfig, int | str, list[str]]:
    """The checked header of a save: its rules, seed and action texts."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise InvalidPosition(_("not a gaucho save: 'format' must be {format}").format(
            format=repr(SAVE_FORMAT)))
    unknown = [str(k)[:30] for k in data if k not in SAVE_FIELDS]
    if unknown:
        raise InvalidPosition(_("the save has unknown fields: {fields}").format(
            fields=", ".join(sorted(unknown)[:10])))
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        raise InvalidPosition(_("save version {version} is not supported").format(
            version=repr(str(version)[:20])))
    if data.get("rules_version") != RULES_VERSION:
        raise InvalidPosition(_("the save was made with rules version {theirs}; this gaucho "
                                "plays rules version {ours}, and a save of other rules does "
                                "not replay").format(
            theirs=repr(str(data.get("rules_version"))[:20]), ours=repr(RULES_VERSION)))
    for key in ("config", "seed", "start", "actions"):
        if key not in data:
            raise InvalidPosition(_("the save has no {field}").format(field=repr(key)))
    seed = data["seed"]
    check_seed(seed, "save's 'seed'")
    try:
        config = RulesConfig.from_dict(data["config"])
    except GauchoError as exc:
        raise InvalidPosition(_("the save's 'config' is wrong: {error}").format(error=exc)
                              ) from None
    problems = config.playable_problems()
    if problems:
        raise InvalidPosition(_("the save's 'config' is not playable: {problems}").format(
            problems="; ".join(problems)))
    variant = data.get("variant")
    if variant is not None:
        if not isinstance(variant, str) or not 0 < len(variant) <= 100 or not is_unicode(
                variant):
            raise InvalidPosition(_("the save's 'variant' must be a name (text) or null"))
        why = matching_variant(variant, config)
        if why is not None:
            raise InvalidPosition(_("the save's 'variant' contradicts its 'config': {why}"
                                    ).format(why=why))
    if not isinstance(data.get("auto_chance", True), bool):
        raise InvalidPosition(_("the save's 'auto_chance' must be true or false"))
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) and len(a) <= 200
                                                for a in actions):
        raise InvalidPosition(_("the save's 'actions' must be a list of action texts"))
    if len(actions) > MAX_SAVE_ACTIONS:
        raise InvalidPosition(_("the save has {count} actions; a game has at most {limit}"
                                ).format(count=format_number(len(actions)),
                                         limit=format_number(MAX_SAVE_ACTIONS)))
    return config, seed, actions
