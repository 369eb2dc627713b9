"""Free play: a human seat and bots, with "why not?", undo/redo and saves."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from gaucho import actions
from gaucho.coach import LEVELS, CoachBot
from gaucho.coach.analysis import Analysis, Candidate, Comparison, analyse
from gaucho.errors import (
    GauchoError,
    IllegalAction,
    InvalidAction,
    InvalidConfig,
    InvalidPosition,
    check_step,
)
from gaucho.explorer.base import GameController
from gaucho.explorer.board_input import BoardInput
from gaucho.explorer.said import last_words, say_decision, told_step
from gaucho.explorer.timeline import Explorer, replay_prefix
from gaucho.explorer.views import (
    board_html,
    changed_tiles,
    flow_html,
    player_word,
    word,
)
from gaucho.flow import PHASES
from gaucho.game import CHANCE, TERMINAL, Game, LegalActions, Step, group_label
from gaucho.i18n import N_, Message, Plural, _, and_list, ngettext
from gaucho.state import Event, State
from gaucho.workshop.bots import Bot, GreedyBot, RandomBot

#: The coach level of Hint and "Compare with my move".  Measured with
#: ``time.process_time()`` over 8 positions of a 3-player game on this 2-core machine
#: (load about 9): a ``club`` analysis took 0.04 s of CPU (median; 0.06 s at most), an
#: ``expert`` one 0.53 s (0.78 s at most).  The in-browser Python is several times slower
#: and ``expert``'s budget is tuned for strength, not waiting, so ``club`` is what keeps a
#: hint well under a second everywhere.
HINT_LEVEL = "club"
#: The opponents a player may choose in free play, weakest first: the workshop's two bots
#: and the coach's levels (:data:`gaucho.coach.LEVELS`).  English, marked for translation.
BOT_KINDS: dict[str, str] = {
    "random": N_("random"),
    "greedy": N_("greedy"),
    "beginner": N_("beginner"),
    "club": N_("club"),
    "expert": N_("expert"),
}


def make_bot(kind: str = "random", seed: int | str = 0) -> Bot:
    """A bot for a seat in free play: a coach level (``beginner``, ``club``, ``expert``:
    :class:`gaucho.coach.CoachBot`), ``greedy`` or ``random`` (:mod:`gaucho.workshop.bots`)."""
    if kind in LEVELS:
        return CoachBot(kind, seed)
    return GreedyBot(seed) if kind == "greedy" else RandomBot(seed)


def bot_kinds(bots: str | Sequence[str] | Mapping[int, str], players: int,
              human: int | None) -> dict[int, str]:
    """Each bot seat's kind: one kind for all (``"club"``), one per seat in seat order
    (``["random", "club", "expert"]``, the human's entry ignored), or by seat
    (``{1: "expert"}``, the others ``random``)."""
    seats = [p for p in range(players) if p != human]
    if isinstance(bots, str):
        kinds = dict.fromkeys(seats, bots)
    elif isinstance(bots, Mapping):
        kinds = {p: bots.get(p, "random") for p in seats}
    else:
        listed = list(bots)
        kinds = {p: listed[p] if p < len(listed) else "random" for p in seats}
    for kind in kinds.values():
        # a typo ("expret") would otherwise play random moves without a word
        if not isinstance(kind, str) or kind not in BOT_KINDS:
            raise InvalidConfig(_("unknown bot {bot!r}; choose one of {bots}").format(
                bot=kind, bots=", ".join(BOT_KINDS)))
    return {p: str(kind) for p, kind in kinds.items()}


def check_human(human: object, players: int) -> int | None:
    """``human`` if it is a seat of a game of ``players`` or ``None`` (bots only);
    otherwise :class:`gaucho.InvalidPosition` naming the range (a seat the game does not
    have would leave every seat to the bots, and the game would play itself out)."""
    if human is not None and (isinstance(human, bool) or not isinstance(human, int)
                              or not 0 <= human < players):
        raise InvalidPosition(_("human must be a seat number 0..{last}, or None for bots "
                                "only, not {human}").format(last=players - 1,
                                                            human=repr(human)[:40]))
    return human


#: The Python hint of an action text that cannot be read (:func:`gaucho.actions.parse`):
#: kept for Python users, replaced by words a student can act on in "Why not?".
PYTHON_HINT = "help(gaucho.actions)"


def _unreadable(text: str) -> str:
    """"Why not?" on a text no action reads: what is wrong with it and where to find how
    every move allowed now is written (the tab's list of legal actions)."""
    word = text.split()[0]
    legal = _("All legal actions")
    if word.lower() not in actions.VERBS:
        # Translators: "Why not?" on a text whose first word is no action's; {word} is that
        # word as typed, {legal} the heading of the tab's list of legal actions.
        return _("'{action}' is not a move: no move starts with “{word}”. Pick one from "
                 "“{legal}”: it lists every move you may make now, written as the game "
                 "reads it.").format(action=text, word=word, legal=legal)
    # Translators: "Why not?" on a text that starts as an action but cannot be read as one
    # ("end now"); {word} is its first word, {legal} the heading of the tab's list of
    # legal actions.
    return _("'{action}' cannot be read as a move. Pick one from “{legal}” to see how the "
             "moves starting with “{word}” are written.").format(action=text, word=word,
                                                                 legal=legal)


class PlayController(GameController):
    """Free play: one human seat (or none) and bots for the others.

    After every human decision the bots act until the human must decide again
    (during end-of-round collection the actor is ``game.current_player``,
    which may be anyone) or the game is over.
    """

    def __init__(self, players: int = 3, seed: int | str = 0, human: int | None = 0,
                 bots: str | Sequence[str] | Mapping[int, str] = "random", *,
                 game: Game | None = None,
                 max_bot_steps: int = 5000) -> None:
        super().__init__()
        self.game = game if game is not None else Game.new(players, seed)
        self.human = check_human(human, self.game.players)
        #: Each bot seat's kind (see :func:`bot_kinds`).
        self.bot_kinds = bot_kinds(bots, self.game.players, human)
        self.max_bot_steps = max_bot_steps
        self.bots: dict[int, Bot] = self._make_bots()
        #: The coach's analyses of this game's positions, by step (a position before step
        #: N never changes while the history up to N stays; undo and load forget them).
        self._analyses: dict[int, Analysis] = {}
        self._redo_counts: list[int] = []
        self._before: State | None = None
        self.last_steps: list[Step] = []
        #: The last thing the controller said (undo, load...), read in the current language.
        self.message: str | Message = ""
        self.run_bots()

    # -------------------------------------------------------------- queries
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
        return {group_label(k): [str(a) for a in v]
                for k, v in self.legal_actions.grouped().items()}

    @property
    def narration(self) -> str:
        """What happened since the human's last decision (bots included), with rule IDs;
        told as the human may hear it (no hidden tile named)."""
        lines = [told(step, self.game, self.human) for step in self.last_steps]
        if self.message:
            lines.append(str(self.message))
        return "\n".join(lines)

    @property
    def status(self) -> str:
        """One line for the top of the board, in plain words: the step, who acts, the Pesos."""
        g = self.game
        # Translators: one player's Pesos in the status line, e.g. "Red 12".
        purse = ", ".join(_("{player} {pesos}").format(player=player_word(p), pesos=pesos)
                          for p, pesos in enumerate(g.pesos))
        if g.is_over:
            win = str(and_list(player_word(p) for p in g.winners))
            verdict = ngettext("{who} wins", "{who} win", len(g.winners)).format(who=win)
            return _("Game over: {verdict} · Pesos: {purse}").format(verdict=verdict,
                                                                     purse=purse)
        who = g.current_player
        actor = {CHANCE: _("chance"), TERMINAL: _("nobody")}.get(who) or player_word(who)
        if self.is_human_turn:
            actor = _("{name} (you)").format(name=actor)
        step = word(PHASES[g.phase].title)
        if g.round:
            step = _("Round {n} · {step}").format(n=g.round, step=step)
        return _("{step} · {actor} to act · Pesos: {purse}").format(step=step, actor=actor,
                                                                    purse=purse)

    @property
    def changed(self) -> list[int]:
        """Tiles changed by the human's last decision and the bot moves after it."""
        return changed_tiles(self._before, self.game.state) if self.last_steps else []

    def board_html(self, *, text: bool = False) -> str:
        return board_html(self.game.state, self.changed, last_action=True, text=text)

    def flow_html(self) -> str:
        return flow_html(self.game.phase)

    # ------------------------------------------------------------- the board
    def board_svg(self, *, teacher: bool = False, step: int | None = None) -> str:
        """The board the human sees: his seat's view (the whole table for a teacher, or
        when nobody is human), at ``step`` of the history (``None``: now)."""
        from gaucho.views.seat import seat_svg

        if step is not None:
            check_step(step, len(self.game.history))
        game = self.game if step is None else replay_prefix(self.game, step)
        seat = None if teacher or self.human is None else self.human
        notes = score_notes(game) if game.is_over else ()
        return str(seat_svg(game, seat, last_action=True, notes=notes,
                            last_words=last_words(seat, game.phase)))

    def board_input(self) -> BoardInput | None:
        """The click -> decision helper for the human's next decision (None: not his turn)."""
        return BoardInput(self.game) if self.is_human_turn and not self.game.is_over else None

    def hint(self) -> actions.Action | None:
        """The coach's move in the human's seat (it decides from what he sees)."""
        advice = self.advice()
        return None if advice is None else advice.action

    def advice(self) -> Candidate | None:
        """The coach's best move for the human now, with its reason (``None``: not his turn)."""
        if not self.is_human_turn:
            return None
        return self.analysis(len(self.game.history)).best

    def analysis(self, step: int) -> Analysis:
        """The coach's analysis (:data:`HINT_LEVEL`) of the human's decision after ``step``
        history steps, from what he saw then; the same seed for a step, so a hint and a
        later comparison of that step agree."""
        if step not in self._analyses:
            self._analyses[step] = analyse(self.game, self.human, HINT_LEVEL, step=step,
                                           seed=f"{self.game.seed}/coach/{step}")
        return self._analyses[step]

    def compare_last(self) -> Comparison | None:
        """What the human's last decision cost in expected Pesos against the coach's best
        (``None`` before his first decision)."""
        mine = [s for s in self.game.history if s.player == self.human]
        if self.human is None or not mine:
            return None
        return self.analysis(mine[-1].index).compare(mine[-1].action)

    def compare_said(self) -> str:
        """:meth:`compare_last`'s sentence with both moves in words, as the Play tab shows
        it ("“takes 5 and 6 from the Dice Rodeo” costs ..."), not in the notation; ``""``
        before the human's first decision."""
        mine = [s for s in self.game.history if s.player == self.human]
        if self.human is None or not mine:
            return ""
        phase = mine[-1].phase
        return str(self.analysis(mine[-1].index).compare(
            mine[-1].action, name=lambda action: say_decision(action, phase)))

    @property
    def can_compare(self) -> bool:
        return self.human is not None and any(s.player == self.human
                                              for s in self.game.history)

    def _make_bots(self) -> dict[int, Bot]:
        return {p: make_bot(kind, f"{self.game.seed}/{p}") for p, kind in self.bot_kinds.items()}

    @property
    def thinks(self) -> bool:
        """Some bot searches before it moves (a coach level): the view says it is busy."""
        return any(kind in LEVELS for kind in self.bot_kinds.values())

    def history_labels(self) -> list[str]:
        """One line per step of the game, for the clickable history."""
        return [told(step, self.game, self.human).splitlines()[0]
                for step in self.game.history]

    def explorer(self) -> Explorer:
        """The game so far as a time-travel :class:`Explorer`."""
        return Explorer.from_game(self.game)

    # -------------------------------------------------------------- actions
    def run_bots(self) -> list[Step]:
        """Let the bots act until it is the human's turn again (or the game ends)."""
        start = len(self.game.history)
        for _step in range(self.max_bot_steps):
            who = self.game.current_player
            if self.game.is_over or who < 0 or who == self.human:
                break
            self.game.play(self.bots[who].choose(self.game))
        steps = self.game.history[start:]
        return steps

    def choose(self, action: actions.Action | str) -> list[Event]:
        """The human plays ``action`` (checked), then the bots answer.

        Raises :class:`gaucho.IllegalAction` (rule ID + reason) and changes nothing
        when the action is illegal or it is not the human's turn.
        """
        if not self.is_human_turn:
            who = self.game.current_player
            actor = {CHANCE: _("chance"), TERMINAL: _("nobody")}.get(who) or player_word(who)
            a = actions.parse(action) if isinstance(action, str) else action
            raise IllegalAction("R-TURN-6",
                                _("it is not your turn ({actor} to act)").format(actor=actor), a)
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

    def why_not(self, action: actions.Action | str) -> str:
        """Why ``action`` is illegal now (rule ID and reason), or that it is legal."""
        text = str(action).strip()
        if not text:
            return _("Type an action, for example 'take 5 6' or 'A W11 5+6'.")
        try:
            v = self.game.why_illegal(text if isinstance(action, str) else action)
        except InvalidAction as exc:
            refusal = str(exc)
            if PYTHON_HINT in refusal:  # help(gaucho.actions) is for Python, not the tab
                return _unreadable(text)
            if repr(text) in refusal:  # the reader's refusal names the text: said once
                return refusal[:1].upper() + refusal[1:]
            return _("'{action}' cannot be read: {error}").format(action=text, error=exc)
        except GauchoError as exc:
            return _("'{action}': {error}").format(action=text, error=exc)
        if v is None:
            return _("'{action}' is legal now.").format(action=text)
        return _("'{action}' is illegal: {reason} [{rule}]").format(action=text, reason=v.reason,
                                                                    rule=v.rule_id)

    def undo(self) -> bool:
        """Take back the human's last decision and the bot moves after it."""
        hist = self.game.history
        human_steps = [s.index for s in hist if s.player == self.human]
        if not human_steps:
            self.message = Message("Nothing to undo.")
            self._notify()
            return False
        target = human_steps[-1]
        self._analyses.clear()
        count = 0
        while len(self.game.history) > target:
            self.game.undo()
            count += 1
        self._redo_counts.append(count)
        self._before = None
        self.last_steps = []
        self.message = Message("Undone: back before step {n}.", n=target + 1)
        self._notify()
        return True

    def redo(self) -> bool:
        if not self._redo_counts:
            self.message = Message("Nothing to redo.")
            self._notify()
            return False
        start = len(self.game.history)
        self._before = self.game.state.copy()
        for _step in range(self._redo_counts.pop()):
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
        check_human(self.human, game.players)  # a save of fewer players than the human's seat
        self.game = game
        self.bot_kinds = bot_kinds(list(self.bot_kinds.get(p, "random")
                                        for p in range(game.players)), game.players,
                                   self.human)
        self.bots = self._make_bots()
        self._analyses.clear()
        self._redo_counts.clear()
        start = len(game.history)
        self._before = game.state.copy()
        self.run_bots()
        self.last_steps = game.history[start:]
        self.message = Plural("Loaded a game with {n} step.", "Loaded a game with {n} steps.",
                              start)
        self._notify()


def told(step: Step, game: Game, viewer: int | None) -> str:
    """A step narrated as ``viewer`` may hear it, the decision in words
    (:func:`gaucho.explorer.said.say_step`), then its events: the tiles that cover blocked
    spaces are face down (R-COMP-8, R-PRELIM-7), another player's keep stays hidden until
    every player has chosen (R-PRELIM-2), and with draws by chance a tile drawn face down
    (onto the Steppe, into a hand) is not named.  The events' own texts name no hidden tile;
    ``viewer`` ``None`` hears the whole table."""
    return told_step(step, viewer, game.phase)


#: Columns of the end-of-game score table: (heading, the events it sums).
SCORE_COLUMNS: tuple[tuple[str, str], ...] = (
    (N_("Herds sold"), "sold"),
    (N_("Immediate Sales"), "immediate"),
    (N_("Final scoring"), "final"),
    (N_("Insurance"), "insurance"),
)


def score_breakdown(game: Game) -> list[dict[str, int]]:
    """Per player, where his Pesos came from (from the events, with their rule IDs).

    ``sold``/``sold_herds``: herds sold during play (R-HERD-6 and the other sales);
    ``immediate``: IMMEDIATE SALE with its bonus (R-SALE-1); ``final``/``final_herds``:
    herds and single tiles sold at final scoring (R-FINAL-4); ``insurance``: paid when a
    tile was stolen or replaced; ``steals``: tiles this player stole; ``other``: anything
    else (e.g. starting Pesos); ``total`` equals ``game.pesos``.
    """
    rows = [dict.fromkeys(("sold", "sold_herds", "immediate", "final", "final_herds",
                           "insurance", "steals", "other", "total"), 0)
            for _ in range(game.players)]
    for step in game.history:
        for e in step.events:
            if e.player is None or not 0 <= e.player < game.players:
                continue
            row = rows[e.player]
            if e.kind == "steal":
                row["steals"] += 1
            elif e.kind == "sale" and e.rule_id == "R-SALE-1":
                row["immediate"] += e.pesos
            elif e.kind == "sale" and e.rule_id.startswith("R-FINAL"):
                row["final"] += e.pesos
                row["final_herds"] += 1
            elif e.kind == "sale":
                row["sold"] += e.pesos
                row["sold_herds"] += 1
            elif e.kind == "insurance":
                row["insurance"] += e.pesos
    for p, row in enumerate(rows):
        row["total"] = game.pesos[p]
        row["other"] = row["total"] - sum(row[k] for _h, k in SCORE_COLUMNS)
    return rows


def score_notes(game: Game) -> list[str]:
    """One line per player for the board at the end of the game."""
    out = []
    for row in score_breakdown(game):
        values = {k: row[k] for k in ("total", "sold", "immediate", "final", "insurance",
                                      "other", "steals")}
        if row["other"]:
            line = _("{total} Pesos = herds {sold} + Immediate Sales {immediate} + final "
                     "{final} + insurance {insurance} + other {other} · {steals} steals")
        else:
            line = _("{total} Pesos = herds {sold} + Immediate Sales {immediate} + final "
                     "{final} + insurance {insurance} · {steals} steals")
        out.append(line.format(**values))
    return out
