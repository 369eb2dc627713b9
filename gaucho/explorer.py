"""Plain-Python controllers behind the explorer widgets (no ipywidgets here).

Every widget in ``widgets/`` is a thin view over one of these, so everything a
workshop participant can click is also testable without a browser::

    >>> from gaucho.explorer import Explorer, PlayController
    >>> ex = Explorer.from_setup(players=3, seed=7)   # the table being set up
    >>> _ = ex.step(); "R-SETUP-2" in ex.narration
    True
    >>> ex.goto(len(ex) - 1); ex.state.phase
    'keep'
    >>> play = PlayController(players=3, seed=7, human=0)   # Red against two bots
    >>> play.is_human_turn
    True

* :class:`Explorer` is a cursor over a list of :class:`Frame` (time travel:
  ``step()``, ``back()``, ``goto(i)``, ``reset()``).  Built from a game's
  history (:meth:`Explorer.from_game`, states by replay), from the setup frames
  (:meth:`Explorer.from_setup`) or from a rulebook example
  (:meth:`Explorer.from_scenario`).
* :class:`PlayController` is free play: a human seat plus bots, checked moves,
  "why not?", undo/redo and save/load.
* :class:`PrelimController` walks the preliminary round one decision at a time,
  with the keep rule explained and an illegal keep to try.

Board pictures come from :func:`gaucho.svg.board_svg` and the phase graph from
:func:`gaucho.flow_draw.flow_svg`; ``text=True`` gives the text view instead.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from gaucho import actions as A
from gaucho import engine as E
from gaucho import tiles as T
from gaucho.bots import Bot, GreedyBot, RandomBot
from gaucho.config import DEFAULT_CONFIG, PLAYER_NAMES, RulesConfig
from gaucho.errors import GauchoError, IllegalAction, InvalidAction
from gaucho.flow import PHASES
from gaucho.game import CHANCE, TERMINAL, Game, LegalActions, Step
from gaucho.state import BLOCKED, EMPTY, Event, State

__all__ = [
    "GROUP_LABELS",
    "KEEP_RULE",
    "Explorer",
    "Frame",
    "PlayController",
    "PrelimController",
    "board_html",
    "changed_tiles",
    "example_ids",
    "flow_html",
    "make_bot",
]

#: Headings of the action picker, by action kind (LegalActions.grouped()).
GROUP_LABELS: dict[str, str] = {
    "roll": "Chance: roll",
    "cover": "Chance: cover",
    "keep": "Keep tiles",
    "take": "Take dice",
    "pampa": "Pampa (A stand / B lie / C raise)",
    "place": "Action spaces",
    "special": "Special actions",
    "remove": "Remove a gaucho",
    "takeback": "Take back lying gauchos",
    "add": "Add a tile to a herd",
    "sort": "Sort a tile into a herd",
    "end": "End turn",
}

#: The keep rule of the preliminary round, in our words, with its rule IDs.
KEEP_RULE = ("Keep 3 tiles only if each is at most 4, 2 tiles only if each is at most 8, "
             "or 1 tile of any value [R-PRELIM-3]; keep at least one [R-PRELIM-4]. "
             "Same-breed tiles form one herd in strict order [R-PRELIM-5].")

PRELIM_PHASES = ("keep", "cover", "place")


# ================================================================ frames
@dataclass(frozen=True)
class Frame:
    """One moment of a timeline: the state after ``events`` happened."""

    label: str
    events: tuple[Event, ...]
    state: State
    actor: int | None = None
    action: A.Action | None = None
    transitions: tuple[tuple[str, str, str], ...] = ()

    @property
    def rule_ids(self) -> list[str]:
        out: list[str] = []
        for e in self.events:
            if e.rule_id not in out:
                out.append(e.rule_id)
        return out

    def narrate(self) -> str:
        lines = [self.label]
        lines.extend(f"- {e}" for e in self.events)
        return "\n".join(lines)


def _displayable(s: State) -> State:
    """A copy that every view can draw: early setup frames lack pastures, pesos..."""
    n = s.players
    c = s.copy()
    if not c.pastures:
        c.pastures = [[EMPTY] * size for size in c.config.pasture_sizes]
        for p, sp in c.config.blocked[n]:
            c.pastures[p][sp] = BLOCKED
    c.pesos = c.pesos or [0] * n
    c.supply = c.supply or [0] * n
    c.herds = c.herds or [{} for _ in range(n)]
    c.spaces = c.spaces or [set() for _ in range(n)]
    c.pending = c.pending or [[] for _ in range(n)]
    c.prelim_hands = c.prelim_hands or [[] for _ in range(n)]
    c.prelim_kept = c.prelim_kept or [False] * n
    return c


def changed_tiles(before: State | None, after: State) -> list[int]:
    """Tiles whose place or gaucho changed between two states (for highlighting)."""
    if before is None:
        return []

    def where(s: State) -> dict[int, tuple[Any, ...]]:
        out: dict[int, tuple[Any, ...]] = {}
        for i, pasture in enumerate(s.pastures):
            for c in pasture:
                if c >= 0:
                    out[c] = ("P", i, s.gauchos_on.get(c))
        for p, herds in enumerate(s.herds):
            for herd in herds.values():
                for pos, t in enumerate(herd):
                    out[t] = ("H", p, pos)
        return out

    a, b = where(before), where(after)
    return sorted(t for t, w in b.items() if a.get(t) != w)


# ========================================================== board views
def _text_pre(s: State, note: str = "") -> str:
    from gaucho.text import render_text

    try:
        text = render_text(_displayable(s))
    except Exception as exc:  # a view must never break the app
        text = f"(cannot draw this state: {exc})"
    return (f'<pre class="gaucho-board-text" style="font-size:12px;line-height:1.25">'
            f"{escape(text)}</pre>{note}")


def board_html(state: State, highlight: Sequence[int] = (), *, last_action: bool = False,
               text: bool = False) -> str:
    """The board as HTML (the SVG of :func:`gaucho.svg.board_svg`, or the text view).

    ``highlight`` lists tiles to point at (what changed).  ``text=True`` gives
    the text view, e.g. for a terminal or a screen reader.
    """
    if text:
        names = ", ".join(T.name(t) for t in highlight)
        note = f'<div class="gaucho-changed">changed: {escape(names)}</div>' if names else ""
        return _text_pre(state, note)
    from gaucho.svg import board_svg

    svg = board_svg(_displayable(state), highlight_tiles=list(highlight),
                    last_action=last_action)
    return (f'<div class="gaucho-board-svg"><style>.gaucho-board-svg svg'
            f'{{max-width:100%;height:auto}}</style>{svg}</div>')


def flow_html(current: str | None, edge: tuple[str, str] | None = None) -> str:
    """The phase graph with ``current`` highlighted and ``edge`` (the last transition)."""
    from gaucho.flow_draw import flow_svg

    svg = flow_svg(current=current, highlight_edge=edge)
    return (f'<div class="gaucho-flow-svg"><style>.gaucho-flow-svg svg'
            f'{{max-width:100%;height:auto}}</style>{svg}</div>')


def phase_text(current: str | None) -> str:
    if current is None or current not in PHASES:
        return "Phase: -"
    ph = PHASES[current]
    return f"Phase: {ph.title} ({current}) - {ph.description} [{', '.join(ph.rules)}]"


# ============================================================ explorer
class Explorer:
    """A cursor over a timeline of frames: step, back, goto, reset.

    Position 0 is the first frame; ``len(explorer)`` is the number of frames.
    """

    def __init__(self, frames: Sequence[Frame], *, title: str = "", summary: str = "",
                 expected: str = "", rules: Sequence[str] = (),
                 game_at: Callable[[int], Game | None] | None = None) -> None:
        if not frames:
            raise ValueError("an Explorer needs at least one frame")
        self.frames: list[Frame] = list(frames)
        self.title = title
        self.summary = summary
        self.expected = expected
        self.rules = list(rules)
        self._game_at = game_at
        self._games: dict[int, Game | None] = {}
        self._position = 0
        self.listeners: list[Callable[[Explorer], None]] = []

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
        """Move to frame ``i`` (negative counts from the end, like a list)."""
        n = len(self.frames)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(f"position {i} is outside 0..{n - 1}")
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
        if s.phase not in PHASES or s.phase == "setup" or not s.pastures:
            return LegalActions()
        return LegalActions(E.legal_actions(s))

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
        return self.expected if self.at_end else ""

    def __repr__(self) -> str:
        return (f"<Explorer {self.title!r}: frame {self._position + 1} of {len(self)}, "
                f"phase {self.phase!r}>")

    # ------------------------------------------------------------ builders
    @classmethod
    def from_game(cls, game: Game, *, title: str = "") -> Explorer:
        """Time travel over a game's history (states rebuilt by replay)."""
        base = _replay(game, 0)
        s = base.state.copy()
        frames = [Frame("Start" + (": table set up" if game.setup_events else ""),
                        tuple(game.setup_events), s.copy())]
        for step in game.history:
            s.transitions = []
            E.apply(s, step.action)
            frames.append(Frame(step.narrate().splitlines()[0], step.events, s.copy(),
                                step.player, step.action, tuple(s.transitions)))
        return cls(frames, title=title or repr(game), game_at=lambda i: _replay(game, i))

    @classmethod
    def from_setup(cls, players: int = 4, seed: int | str = 0,
                   config: RulesConfig | None = None) -> Explorer:
        """The setup, one step per frame; the last frame is ``Game.new(players, seed)``."""
        cfg = config or DEFAULT_CONFIG
        raw: list[tuple[Event, State]] = []
        E.setup(cfg, players, random.Random(f"{seed}/setup"), frames=raw)
        total = len(raw) + 1
        frames = [Frame(f"Setup step {i + 1} of {total}", (ev,), st)
                  for i, (ev, st) in enumerate(raw)]
        # The last frame is the very state Game.new(players, seed) starts from.
        final = Game.new(players, seed, config=cfg)
        keep = PHASES["keep"]
        frames.append(Frame(f"Setup step {total} of {total}",
                            (Event("phase", f"The table is ready; next: {keep.title}",
                                   keep.rules[0]),), final.state))
        last = len(frames) - 1

        def game_at(i: int) -> Game | None:
            return final.copy() if i == last else None

        return cls(frames, title=f"Setup, {players} players, seed {seed}",
                   summary="Dice, gauchos, blocked spaces, pastures seeded to 20 or full, "
                           "Steppe, start player, preliminary draws (R-SETUP-1..10, "
                           "R-PRELIM-1).", game_at=game_at)

    @classmethod
    def from_scenario(cls, example_id: str) -> Explorer:
        """A rulebook example (``EX-...``) step by step, with its expected outcome."""
        return _scenario_explorer(example_id)


def _replay(game: Game, n: int) -> Game:
    """``game`` after its first ``n`` history steps, rebuilt from its save."""
    data = json.loads(game.to_json())
    data["actions"] = data["actions"][:n]
    data["auto_chance"] = False
    return Game.from_json(json.dumps(data))


# ============================================================ examples
def example_ids() -> list[str]:
    """The rulebook examples (``EX-...``) in rulebook order."""
    from gaucho import examples

    return examples.ids()


def _scenario_explorer(example_id: str) -> Explorer:
    from gaucho import examples

    sc = examples.load(example_id)
    run = sc.run()
    frames = [Frame(f"{example_id}: the starting position", (), sc.game().state.copy())]
    for i, (step, events, position) in enumerate(run.frames):
        label = f"{i + 1}. {step}" + (f"  ({step.note})" if step.note else "")
        state = Game.from_position(position).state
        frames.append(Frame(label, tuple(events), state))
    final = run.game

    def game_at(i: int) -> Game:
        if i == len(frames) - 1:
            return final.copy()
        return sc.run(until=i).game

    return Explorer(frames, title=f"{example_id}: {sc.title}", summary=sc.summary,
                    expected=_expected_text(sc), rules=list(sc.rules), game_at=game_at)


def _expected_text(sc: Any) -> str:
    """The example's expected outcome in words, and whether the engine agrees."""
    parts: list[str] = []
    if sc.expect:
        text = json.dumps(sc.expect, ensure_ascii=False, separators=(", ", ": "))
        parts.append(f"expected position: {text[:400]}{'...' if len(text) > 400 else ''}")
    if sc.expect_events:
        parts.append("expected narration: " + "; ".join(map(str, sc.expect_events)))
    problems = sc.check()
    parts.append("the engine agrees" if not problems
                 else "the engine disagrees: " + "; ".join(map(str, problems)))
    return ". ".join(parts)


# ================================================================ bots
def make_bot(kind: str = "random", seed: int | str = 0) -> Bot:
    """A ``RandomBot`` or ``GreedyBot`` (:mod:`gaucho.bots`) for a seat in free play."""
    return GreedyBot(seed) if kind == "greedy" else RandomBot(seed)


# ========================================================= free play
class PlayController:
    """Free play: one human seat (or none) and bots for the others.

    After every human decision the bots act until the human must decide again
    (during end-of-round collection the actor is ``game.current_player``,
    which may be anyone) or the game is over.
    """

    def __init__(self, players: int = 3, seed: int | str = 0, human: int | None = 0,
                 bots: str = "random", *, game: Game | None = None,
                 max_bot_steps: int = 5000) -> None:
        self.game = game if game is not None else Game.new(players, seed)
        self.human = human
        self.bot_kind = bots
        self.max_bot_steps = max_bot_steps
        self.bots: dict[int, Bot] = {p: make_bot(bots, f"{self.game.seed}/{p}")
                                     for p in range(self.game.players) if p != human}
        self._redo_counts: list[int] = []
        self._before: State | None = None
        self.last_steps: list[Step] = []
        self.message = ""
        self.listeners: list[Callable[[PlayController], None]] = []
        self.run_bots()

    # -------------------------------------------------------------- queries
    @property
    def state(self) -> State:
        return self.game.state

    @property
    def position(self) -> int:
        return len(self.game.history)

    def __len__(self) -> int:
        return len(self.game.history)

    @property
    def is_human_turn(self) -> bool:
        return self.human is not None and self.game.current_player == self.human

    @property
    def legal_actions(self) -> LegalActions:
        return self.game.legal_actions() if self.is_human_turn else LegalActions()

    def grouped(self) -> dict[str, list[str]]:
        """The human's legal actions as texts, under readable headings."""
        return {GROUP_LABELS.get(k, k): [str(a) for a in v]
                for k, v in self.legal_actions.grouped().items()}

    @property
    def narration(self) -> str:
        """What happened since the human's last decision (bots included), with rule IDs."""
        lines = [step.narrate() for step in self.last_steps]
        if self.message:
            lines.append(self.message)
        return "\n".join(lines)

    @property
    def status(self) -> str:
        g = self.game
        if g.is_over:
            win = " and ".join(PLAYER_NAMES[p] for p in g.winners)
            return f"Game over: {win} win{'s' if len(g.winners) == 1 else ''} with pesos {g.pesos}"
        who = g.current_player
        actor = {CHANCE: "chance", TERMINAL: "nobody"}.get(who) or PLAYER_NAMES[who]
        you = " (you)" if self.is_human_turn else ""
        return (f"Round {g.round}, phase {g.phase}: {actor}{you} to act; "
                f"pesos {g.pesos}")

    @property
    def changed(self) -> list[int]:
        """Tiles changed by the human's last decision and the bot moves after it."""
        return changed_tiles(self._before, self.game.state) if self.last_steps else []

    def board_html(self, *, text: bool = False) -> str:
        return board_html(self.game.state, self.changed, last_action=True, text=text)

    def flow_html(self) -> str:
        return flow_html(self.game.phase)

    def explorer(self) -> Explorer:
        """The game so far as a time-travel :class:`Explorer`."""
        return Explorer.from_game(self.game)

    # -------------------------------------------------------------- actions
    def _notify(self) -> None:
        for fn in list(self.listeners):
            fn(self)

    def run_bots(self) -> list[Step]:
        """Let the bots act until it is the human's turn again (or the game ends)."""
        start = len(self.game.history)
        for _ in range(self.max_bot_steps):
            who = self.game.current_player
            if self.game.is_over or who < 0 or who == self.human:
                break
            self.game.play(self.bots[who].choose(self.game))
        steps = self.game.history[start:]
        return steps

    def choose(self, action: A.Action | str) -> list[Event]:
        """The human plays ``action`` (checked), then the bots answer.

        Raises :class:`gaucho.IllegalAction` (rule ID + reason) and changes nothing
        when the action is illegal or it is not the human's turn.
        """
        if not self.is_human_turn:
            who = self.game.current_player
            actor = {CHANCE: "chance", TERMINAL: "nobody"}.get(who) or PLAYER_NAMES[who]
            a = A.parse(action) if isinstance(action, str) else action
            raise IllegalAction("R-TURN-6", f"it is not your turn ({actor} to act)", a)
        start = len(self.game.history)
        before = self.game.state.copy()
        events = self.game.play(action)
        self._before = before
        self.run_bots()
        self._redo_counts.clear()
        self.last_steps = self.game.history[start:]
        self.message = ""
        self._notify()
        return events

    def why_not(self, action: A.Action | str) -> str:
        """Why ``action`` is illegal now (rule ID and reason), or that it is legal."""
        text = str(action).strip()
        if not text:
            return "Type an action, for example 'take 5 6' or 'A W11 5+6'."
        try:
            v = self.game.why_illegal(action)
        except InvalidAction as exc:
            return f"'{text}' cannot be read: {exc}"
        except GauchoError as exc:
            return f"'{text}': {exc}"
        if v is None:
            return f"'{text}' is legal now."
        return f"'{text}' is illegal: {v.reason} [{v.rule_id}]"

    def undo(self) -> bool:
        """Take back the human's last decision and the bot moves after it."""
        hist = self.game.history
        human_steps = [s.index for s in hist if s.player == self.human]
        if not human_steps:
            self.message = "Nothing to undo."
            self._notify()
            return False
        target = human_steps[-1]
        count = 0
        while len(self.game.history) > target:
            self.game.undo()
            count += 1
        self._redo_counts.append(count)
        self._before = None
        self.last_steps = []
        self.message = f"Undone: back before step {target + 1}."
        self._notify()
        return True

    def redo(self) -> bool:
        if not self._redo_counts:
            self.message = "Nothing to redo."
            self._notify()
            return False
        start = len(self.game.history)
        self._before = self.game.state.copy()
        for _ in range(self._redo_counts.pop()):
            self.game.redo()
        self.last_steps = self.game.history[start:]
        self.message = ""
        self._notify()
        return True

    @property
    def can_undo(self) -> bool:
        return any(s.player == self.human for s in self.game.history)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo_counts)

    def save(self) -> str:
        """The game as JSON text (Game.to_json)."""
        return self.game.to_json()

    def load(self, text: str) -> None:
        """Load a save; raises :class:`gaucho.InvalidPosition` on a bad one (nothing changes)."""
        game = Game.from_json(text)
        self.game = game
        self.bots = {p: make_bot(self.bot_kind, f"{game.seed}/{p}")
                     for p in range(game.players) if p != self.human}
        self._redo_counts.clear()
        start = len(game.history)
        self._before = game.state.copy()
        self.run_bots()
        self.last_steps = game.history[start:]
        self.message = f"Loaded a game with {start} steps."
        self._notify()


# ================================================== preliminary round
class PrelimController:
    """The preliminary round one decision at a time: draws, keeps, cover, placements.

    ``step()`` plays the next decision (the ``choice`` if one was set, else a
    default: the largest legal keep, the first free Action Area); ``back()``
    takes it back.  ``try_illegal_keep()`` shows the rule an illegal keep breaks.
    """

    def __init__(self, players: int = 3, seed: int | str = 0) -> None:
        self.players = players
        self.seed = seed
        self.game = Game.new(players, seed)
        self.choice: A.Action | None = None
        self.message = ""
        self._before: list[State] = []
        self.listeners: list[Callable[[PrelimController], None]] = []

    def _notify(self) -> None:
        for fn in list(self.listeners):
            fn(self)

    @property
    def state(self) -> State:
        return self.game.state

    @property
    def position(self) -> int:
        return len(self.game.history)

    @property
    def done(self) -> bool:
        return self.game.phase not in PRELIM_PHASES

    @property
    def actor(self) -> int:
        return self.game.current_player

    @property
    def legal_actions(self) -> LegalActions:
        return self.game.legal_actions() if not self.done else LegalActions()

    def hand(self, player: int | None = None) -> list[int]:
        p = self.actor if player is None else player
        if p < 0:
            return []
        return sorted(self.state.prelim_hands[p])

    def draws_text(self) -> str:
        """Each player's preliminary draw (R-PRELIM-1); hands shown to the reader only."""
        s = self.state
        lines = [str(e) for e in self.game.setup_events if e.kind == "prelim_draw"]
        for p in s.order_from_start():
            if s.prelim_hands and s.prelim_hands[p]:
                lines.append(f"  {PLAYER_NAMES[p]}'s hand: {T.names(sorted(s.prelim_hands[p]))}")
        return "\n".join(lines)

    def prompt(self) -> str:
        """What the next decision is, with its rule."""
        s = self.state
        p = self.actor
        if self.done:
            return (f"The preliminary round is over; round {s.round} begins with "
                    f"{PLAYER_NAMES[s.start_player]} [R-ROUND-1].")
        if self.game.phase == "keep":
            return (f"{PLAYER_NAMES[p]} keeps tiles from {T.names(self.hand())}. {KEEP_RULE}")
        if self.game.phase == "place":
            order = ", ".join(PLAYER_NAMES[q] for q in s.placement_order())
            taken = ", ".join(s.prelim_areas) or "none yet"
            return (f"{PLAYER_NAMES[p]} places a first gaucho for free. Order is "
                    f"counter-clockwise from the start player's right neighbour: {order} "
                    f"[R-PRELIM-8]; each in a different Action Area, taken: {taken} "
                    f"[R-PRELIM-9].")
        return f"Phase {self.game.phase}"

    def default_action(self) -> A.Action | None:
        legal = self.legal_actions
        if not legal:
            return None
        if self.game.phase == "keep":
            return max(legal, key=lambda a: (len(getattr(a, "tiles", ())),
                                             sum(t & 31 for t in getattr(a, "tiles", ()))))
        return legal[0]

    def step(self) -> list[Event]:
        if self.done:
            self.message = "The preliminary round is over."
            self._notify()
            return []
        a = self.choice if self.choice is not None else self.default_action()
        assert a is not None
        start = len(self.game.history)
        before = self.game.state.copy()
        events = self.game.play(a)
        self._before.append(before)
        self.choice = None
        self.message = "\n".join(s.narrate() for s in self.game.history[start:])
        self._notify()
        return events

    def back(self) -> bool:
        if not self.game.history:
            self.message = "At the start of the preliminary round."
            self._notify()
            return False
        self.game.undo()
        if self._before:
            self._before.pop()
        self.message = "Took back the last decision."
        self._notify()
        return True

    def reset(self) -> None:
        self.game = Game.new(self.players, self.seed)
        self.choice = None
        self.message = ""
        self._before.clear()
        self._notify()

    def illegal_keep(self) -> A.Keep:
        """A keep the current player may not make (too many, too high, or none)."""
        hand = self.hand()
        if len(hand) > 3:
            return A.Keep.of(hand)
        high = [t for t in hand if t & 31 > 4]
        if len(hand) == 3 and high:
            return A.Keep.of(hand)
        if len(hand) >= 2 and any(t & 31 > 8 for t in hand):
            big = max(hand, key=lambda t: t & 31)
            other = next(t for t in hand if t != big)
            return A.Keep.of([other, big])
        return A.Keep(())

    def try_illegal_keep(self) -> str:
        """Try :meth:`illegal_keep`; the IllegalAction's reason and rule ID, as text."""
        if self.game.phase != "keep":
            self.message = "Illegal keeps can be tried while players are keeping tiles."
            self._notify()
            return self.message
        a = self.illegal_keep()
        try:
            self.game.play(a)
        except IllegalAction as exc:
            self.message = f"Tried '{a}': illegal - {exc.reason} [{exc.rule_id}]"
        else:  # pragma: no cover - illegal_keep always finds one
            self.game.undo()
            self.message = f"'{a}' was legal after all"
        self._notify()
        return self.message

    @property
    def narration(self) -> str:
        return self.message

    @property
    def changed(self) -> list[int]:
        return changed_tiles(self._before[-1], self.state) if self._before else []

    def board_html(self, *, text: bool = False) -> str:
        return board_html(self.state, self.changed, last_action=True, text=text)
