"""The preliminary round one decision at a time, with the keep rule explained."""

from __future__ import annotations

from collections.abc import Sequence

from gaucho import actions, tiles
from gaucho.errors import IllegalAction, NothingToUndo
from gaucho.explorer.base import GameController
from gaucho.explorer.said import say_decision, told_step
from gaucho.explorer.views import (
    board_html,
    changed_tiles,
    player_word,
)
from gaucho.flow import PHASES
from gaucho.game import Game, LegalActions, Step
from gaucho.i18n import N_, Message, _
from gaucho.state import Event, Phase, State

#: The keep rule of the preliminary round, in our words, with its rule IDs (English, marked
#: for translation: show it with ``_(KEEP_RULE)``).
KEEP_RULE = N_("Keep 3 tiles only if each is at most 4, 2 tiles only if each is at most 8, "
               "or 1 tile of any value [R-PRELIM-3]; keep at least one [R-PRELIM-4]. "
               "Same-breed tiles form one herd in strict order [R-PRELIM-5].")

PRELIM_PHASES = ("keep", "cover", "place")


class PrelimController(GameController):
    """The preliminary round one decision at a time: draws, keeps, cover, placements.

    ``step()`` plays the next decision (the ``choice`` if one was set, else a
    default: the largest legal keep, the first free Action Area); ``back()``
    takes it back.  ``try_illegal_keep()`` shows the rule an illegal keep breaks.
    """

    def __init__(self, players: int = 3, seed: int | str = 0) -> None:
        super().__init__()
        self.players = players
        self.seed = seed
        self.game = Game.new(players, seed)
        self.choice: actions.Action | None = None
        #: What the last step did, read in the current language (a lazy message or text).
        self.message: str | Message = ""
        self._before: list[State] = []

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
                hand = _("{player}'s hand: {tiles}").format(
                    player=player_word(p), tiles=tiles.names(sorted(s.prelim_hands[p])))
                lines.append(f"  {hand}")
        return "\n".join(lines)

    def prompt(self, *, keep_rule: bool = True) -> str:
        """What the next decision is, with its rule (but the keep rule when ``keep_rule`` is
        false: a view that shows it already does not say it twice)."""
        s = self.state
        p = self.actor
        if self.done:
            return _("The preliminary round is over; round {round} begins with "
                     "{player} [R-ROUND-1].").format(round=s.round,
                                                     player=player_word(s.start_player))
        if self.game.phase == Phase.KEEP:
            return _("{player} keeps tiles from {tiles}. {keep_rule}").format(
                player=player_word(p), tiles=tiles.names(self.hand()),
                keep_rule=_(KEEP_RULE) if keep_rule else "").strip()
        if self.game.phase == Phase.PLACE:
            order = ", ".join(player_word(q) for q in s.placement_order())
            taken = ", ".join(s.prelim_areas) or _("none yet")
            # Translators: {taken} lists Action Area names (SORT, WISH...) or says "none yet".
            return _("{player} places a first gaucho for free. Order is counter-clockwise "
                     "from the start player's right neighbour: {order} [R-PRELIM-8]; each in "
                     "a different Action Area, taken: {taken} [R-PRELIM-9].").format(
                player=player_word(p), order=order, taken=taken)
        # Translators: {phase} is the phase's title ("Preliminary round: cover blocked
        # spaces"), already translated.
        return _("Phase {phase}").format(phase=_(PHASES[self.game.phase].title))

    def default_action(self) -> actions.Action | None:
        legal = self.legal_actions
        if not legal:
            return None
        if self.game.phase == Phase.KEEP:
            return max(legal, key=lambda a: (len(getattr(a, "tiles", ())),
                                             sum(tiles.big(t) for t in getattr(a, "tiles", ()))))
        return legal[0]

    def step(self) -> list[Event]:
        if self.done:
            self.message = Message("The preliminary round is over.")
            self._notify()
            return []
        a = self.choice if self.choice is not None else self.default_action()
        assert a is not None
        start = len(self.game.history)
        before = self.game.state.copy()
        events = self.game.play(a)
        self._before.append(before)
        self.choice = None
        self.message = _Narration(self.game.history[start:])
        self._notify()
        return events

    def back(self) -> bool:
        """Take back the last decision; ``False`` (and says so) at the start, where only
        chance steps, if any, have been played (``draws="chance"``: the draws)."""
        try:
            self.game.undo()  # changes nothing when it refuses
        except NothingToUndo:
            self.message = Message("At the start of the preliminary round.")
            self._notify()
            return False
        if self._before:
            self._before.pop()
        self.message = Message("Took back the last decision.")
        self._notify()
        return True

    def reset(self) -> None:
        self.game = Game.new(self.players, self.seed)
        self.choice = None
        self.message = ""
        self._before.clear()
        self._notify()

    def illegal_keep(self) -> actions.Keep:
        """A keep the current player may not make (too many, too high, or none)."""
        hand = self.hand()
        if len(hand) > 3:
            return actions.Keep.of(hand)
        high = [t for t in hand if tiles.big(t) > 4]
        if len(hand) == 3 and high:
            return actions.Keep.of(hand)
        if len(hand) >= 2 and any(tiles.big(t) > 8 for t in hand):
            big = max(hand, key=lambda t: tiles.big(t))
            other = next(t for t in hand if t != big)
            return actions.Keep.of([other, big])
        return actions.Keep(())

    def try_illegal_keep(self) -> str:
        """Try :meth:`illegal_keep`; the IllegalAction's reason and rule ID, as text."""
        if self.game.phase != Phase.KEEP:
            self.message = Message("Illegal keeps can be tried while players are keeping "
                                   "tiles.")
            self._notify()
            return str(self.message)
        a = self.illegal_keep()
        try:
            self.game.play(a)
        except IllegalAction as exc:
            self.message = Message("Tried '{action}': illegal - {reason} [{rule}]",
                                   action=_Said(a, self.game.phase), reason=exc.reason,
                                   rule=exc.rule_id)
        else:  # pragma: no cover - illegal_keep always finds one
            self.game.undo()
            self.message = Message("'{action}' was legal after all",
                                   action=_Said(a, self.game.phase))
        self._notify()
        return str(self.message)

    @property
    def narration(self) -> str:
        return str(self.message)

    @property
    def changed(self) -> list[int]:
        return changed_tiles(self._before[-1], self.state) if self._before else []

    def board_html(self, *, text: bool = False) -> str:
        return board_html(self.state, self.changed, last_action=True, text=text)


class _Narration(Message):
    """Steps told in the language current when read, their decisions in words (the whole
    table: the stepper shows every hand)."""

    __slots__ = ("steps",)

    def __init__(self, steps: Sequence[Step]) -> None:
        super().__init__("")
        self.steps = tuple(steps)

    def __str__(self) -> str:
        return "\n".join(told_step(s, None, s.phase) for s in self.steps)


class _Said(Message):
    """A decision in words, in the language current when read."""

    __slots__ = ("action", "phase")

    def __init__(self, action: actions.Action, phase: str) -> None:
        super().__init__("")
        self.action, self.phase = action, phase

    def __str__(self) -> str:
        return say_decision(self.action, self.phase)
