"""A cursor over a timeline of frames: setup, a game's history, or a rulebook example."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gaucho import actions, engine
from gaucho.config import DEFAULT_CONFIG, RulesConfig
from gaucho.errors import check_step
from gaucho.explorer.said import say_decision, told_step
from gaucho.explorer.views import (
    Later,
    board_html,
    changed_tiles,
    flow_html,
    word,
)
from gaucho.flow import PHASES
from gaucho.game import Game, LegalActions, Step
from gaucho.i18n import Message, _, semicolon_list
from gaucho.state import Event, Phase, State


@dataclass(frozen=True)
class Frame:
    """One moment of a timeline: the state after ``events`` happened."""

    label: str | Message  # read in the language current when shown
    events: tuple[Event, ...]
    state: State
    actor: int | None = None
    action: actions.Action | None = None
    transitions: tuple[tuple[str, str, str], ...] = ()

    @property
    def rule_ids(self) -> list[str]:
        out: list[str] = []
        for e in self.events:
            if e.rule_id not in out:
                out.append(e.rule_id)
        return out

    def narrate(self) -> str:
        lines = [str(self.label)]
        lines.extend(f"- {e}" for e in self.events)
        return "\n".join(lines)


class Explorer:
    """A cursor over a timeline of frames: step, back, goto, reset.

    Position 0 is the first frame; ``len(explorer)`` is the number of frames.
    """

    def __init__(self, frames: Sequence[Frame], *, title: str | Message = "",
                 summary: str | Message = "", expected: str | Message = "",
                 rules: Sequence[str] = (),
                 game_at: Callable[[int], Game | None] | None = None) -> None:
        if not frames:
            raise ValueError("an Explorer needs at least one frame")
        self.frames: list[Frame] = list(frames)
        # kept as given (lazy messages read in the language current when shown)
        self._title, self._summary, self._expected = title, summary, expected
        self.rules = list(rules)
        self._game_at = game_at
        self._games: dict[int, Game | None] = {}
        self._position = 0
        self.listeners: list[Callable[[Explorer], None]] = []

    @property
    def title(self) -> str:
        """What the timeline shows, in the current language."""
        return str(self._title)

    @property
    def summary(self) -> str:
        return str(self._summary)

    @property
    def expected(self) -> str:
        """The expected outcome in words (rulebook examples), in the current language."""
        return str(self._expected)

    # ------------------------------------------------------------- cursor
    def __len__(self) -> int:
        return len(self.frames)

    @property
    def position(self) -> int:
        return self._position

    @property
    def at_start(self) -> bool:
        return self._position == 0

    @property
    def at_end(self) -> bool:
        return self._position == len(self.frames) - 1

    def goto(self, i: int) -> Frame:
        """Move to frame ``i`` (negative counts from the end, like a list); a step the
        game does not have is :class:`~gaucho.errors.NoSuchStep` (an ``IndexError``)."""
        n = len(self.frames)
        i = check_step(i, n - 1, negative=True)
        if i < 0:
            i += n
        self._position = i
        for fn in list(self.listeners):
            fn(self)
        return self.frame

    def step(self) -> Frame | None:
        """One frame forward; ``None`` (and no move) at the end."""
        if self.at_end:
            return None
        return self.goto(self._position + 1)

    def back(self) -> Frame | None:
        """One frame back; ``None`` (and no move) at the start."""
        if self.at_start:
            return None
        return self.goto(self._position - 1)

    def reset(self) -> Frame:
        return self.goto(0)

    def end(self) -> Frame:
        return self.goto(len(self.frames) - 1)

    # ------------------------------------------------------------ at cursor
    @property
    def frame(self) -> Frame:
        return self.frames[self._position]

    @property
    def state(self) -> State:
        return self.frame.state

    @property
    def phase(self) -> str:
        return self.frame.state.phase

    @property
    def game(self) -> Game | None:
        """A :class:`Game` at the cursor (built by replay), or ``None`` if there is none."""
        if self._game_at is None:
            return None
        i = self._position
        if i not in self._games:
            self._games[i] = self._game_at(i)
        g = self._games[i]
        return g.copy() if g is not None else None

    @property
    def events(self) -> tuple[Event, ...]:
        return self.frame.events

    @property
    def narration(self) -> str:
        """The last step told in words, each effect with its rule ID."""
        return self.frame.narrate()

    @property
    def rule_ids(self) -> list[str]:
        return self.frame.rule_ids

    @property
    def legal_actions(self) -> LegalActions:
        s = self.state
        if s.phase not in PHASES or s.phase == Phase.SETUP or not s.pastures:
            return LegalActions()
        return LegalActions(engine.legal_actions(s))

    @property
    def changed(self) -> list[int]:
        """Tiles that changed in the last step (what the board highlights)."""
        before = self.frames[self._position - 1].state if self._position else None
        return changed_tiles(before, self.state)

    def board_html(self, *, text: bool = False) -> str:
        return board_html(self.state, self.changed, last_action=True, text=text)

    @property
    def last_transition(self) -> tuple[str, str] | None:
        """The last phase transition the step made, ``(source, target)``, if any."""
        moves = [t for t in self.frame.transitions if t[0] != t[1]] or \
            list(self.frame.transitions)
        return (moves[-1][0], moves[-1][1]) if moves else None

    def flow_html(self) -> str:
        return flow_html(self.phase, self.last_transition)

    def outcome(self) -> str:
        """The expected outcome, shown when the timeline reaches its end."""
        return str(self.expected) if self.at_end else ""

    def __repr__(self) -> str:
        return (f"<Explorer {self.title!r}: frame {self._position + 1} of {len(self)}, "
                f"phase {self.phase!r}>")

    # ------------------------------------------------------------ builders
    @classmethod
    def from_game(cls, game: Game, *, title: str | Message = "") -> Explorer:
        """Time travel over a game's history (states rebuilt by replay)."""
        base = replay_prefix(game, 0)
        s = base.state.copy()
        start = Message("Start: table set up") if game.setup_events else Message("Start")
        frames = [Frame(start, tuple(game.setup_events), s.copy())]
        for step in game.history:
            s.transitions = []
            engine.apply(s, step.action)
            frames.append(Frame(_headline(step), step.events, s.copy(), step.player, step.action,
                                tuple(s.transitions)))
        return cls(frames, title=title or repr(game), game_at=lambda i: replay_prefix(game, i))

    @classmethod
    def from_setup(cls, players: int = 4, seed: int | str = 0,
                   config: RulesConfig | None = None) -> Explorer:
        """The setup, one step per frame; the last frame is ``Game.new(players, seed)``."""
        cfg = config or DEFAULT_CONFIG
        raw: list[tuple[Event, State]] = []
        engine.setup(cfg, players, random.Random(f"{seed}/setup"), frames=raw)
        total = len(raw) + 1
        frames = [Frame(Message("Setup step {i} of {total}", i=i + 1, total=total), (ev,), st)
                  for i, (ev, st) in enumerate(raw)]
        # The last frame is the very state Game.new(players, seed) starts from.
        final = Game.new(players, seed, config=cfg)
        keep = PHASES["keep"]
        ready = Message("The table is ready; next: {phase}", phase=Later(lambda: word(keep.title)))
        frames.append(Frame(Message("Setup step {i} of {total}", i=total, total=total),
                            (Event("phase", ready, keep.rules[0]),), final.state))
        last = len(frames) - 1

        def game_at(i: int) -> Game | None:
            return final.copy() if i == last else None

        return cls(frames, title=Message("Setup, {players} players, seed {seed}",
                                         players=players, seed=str(seed)),
                   summary=Message("Dice, gauchos, blocked spaces, pastures seeded to 20 or "
                                   "full, Steppe, start player, preliminary draws (R-SETUP-1..10, "
                                   "R-PRELIM-1)."), game_at=game_at)

    @classmethod
    def from_scenario(cls, example_id: str, variation: str | None = None) -> Explorer:
        """A rulebook example (``EX-...``, or one of its variations) step by step, with its
        expected outcome in words."""
        return _scenario_explorer(example_id, variation)


def _headline(step: Step) -> Later:
    """The first line of a step's narration ("3. Red: ends the turn"), the decision in
    words in the language current when read (the whole table: a stepper shows it all)."""
    return Later(lambda: told_step(step, None, step.phase).splitlines()[0])


def replay_prefix(game: Game, n: int) -> Game:
    """``game`` after its first ``n`` history steps, rebuilt from its save."""
    data = json.loads(game.to_json())
    data["actions"] = data["actions"][:n]
    data["auto_chance"] = False
    return Game.from_json(json.dumps(data))


def example_ids() -> list[str]:
    """The rulebook examples (``EX-...``) in rulebook order."""
    from gaucho import examples

    return examples.ids()


def _scenario_explorer(example_id: str, variation: str | None = None) -> Explorer:
    from gaucho import examples
    from gaucho.examples.catalogue import is_fixture_bookkeeping

    sc = examples.load(example_id)
    line = sc.line(variation)
    run = sc.run(variation)
    # Translators: {example} is a rulebook example's ID (EX-...), kept as is.
    frames = [Frame(Message("{example}: the starting position", example=example_id), (),
                    sc.game(variation).state.copy())]
    for i, (step, events, position) in enumerate(run.frames):
        label = _step_label(i, step, frames[-1].state.phase)
        # The hand-made position's round-end bookkeeping (empty draw pile, next round) is
        # not what a herd or SORT example shows: leave it out of the narration.
        shown = tuple(e for e in events if not is_fixture_bookkeeping(e.rule_id, sc.rules))
        state = Game.from_position(position).state
        frames.append(Frame(label, shown, state))
    final = run.game
    # Checked once; the text below is rebuilt in each language, so a mismatch (rare: a
    # teacher's own example) is checked again then, to be said in that language.
    problems = sc.check(variation)

    def game_at(i: int) -> Game:
        if i == len(frames) - 1:
            return final.copy()
        return sc.run(variation, until=i).game

    # Translators: an example's ID, its title and the variation shown, in brackets.
    title = Later(lambda: _("{id}: {title} ({variation})").format(
        id=example_id, title=word(sc.title), variation=word(line.title)) if variation
        else _("{id}: {title}").format(id=example_id, title=word(sc.title)))
    return Explorer(frames, title=title, summary=Later(lambda: word(sc.summary)),
                    expected=Later(lambda: _expected_text(sc, variation, problems or None)),
                    rules=list(sc.rules), game_at=game_at)


def _step_label(i: int, step: Any, phase: str) -> Later:
    """``3. takes 5 and 6 from the Dice Rodeo  (why)``: the step's decision in words (it is
    made in ``phase``) and the example's note, read in the language current when shown."""
    def told() -> str:
        said = (say_decision(actions.parse(str(step.value)), phase) if step.kind == "action"
                else str(step))
        return f"{i + 1}. {said}" + (f"  ({word(step.note)})" if step.note else "")
    return Later(told)


def _expected_text(sc: Any, variation: str | None = None,
                   problems: Sequence[object] | None = None) -> str:
    """The example's expected outcome in words, and whether the engine agrees."""
    from gaucho.examples.catalogue import describe_expect, is_about_round_end

    line = sc.line(variation)
    parts = describe_expect(line.expect, round_end=is_about_round_end(sc.rules))
    if line.expect_events:
        parts.append(_("The narration says: {quotes}.").format(
            quotes=semicolon_list(f"“{word(e)}”" for e in line.expect_events)))
    refused = [f"‘{b.action}’" + (" " + _("after step {n}").format(n=b.after) if b.after else "")
               + (f": {word(b.note)}" if b.note else "") + f" [{b.rule_id}]"
               for b in line.expect_illegal]
    if refused:
        parts.append(_("Not allowed: {moves}.").format(moves=semicolon_list(refused)))
    if problems is None:
        problems = sc.check(variation)
    parts.append(_("The engine agrees: it plays the example exactly as the rulebook says.")
                 if not problems
                 else _("The engine disagrees: {problems}").format(
                     problems=semicolon_list(map(str, problems))))
    return " ".join(parts)
