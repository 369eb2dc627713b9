"""A guided first game (in the style of BoardGameArena's tutorials), as a plain controller.

The student plays Red in a short scripted 2-player game, four rounds long: the last two
show a collection, a forced sale and the refill of the pastures.  Each step says what to do and
why (with the rule), names the board targets to click (:meth:`GuidedGame.targets`, what
the board widget highlights), and waits: the game goes on only when the student has made
that very move.  Any other move changes nothing and gets a hint (the engine's reason when
the move is illegal, or what the lesson asks for when it is legal but another one).  The
opponent's moves are played for him, and narrated.  Once the script is done the game
goes on: the student plays as he likes and the opponent is the coach at its weakest
level, ``beginner`` (:data:`OPPONENT_LEVEL`), a first opponent to beat who still plays
sensibly and decides from what it sees.

    >>> from gaucho.explorer.guided import GuidedGame
    >>> guide = GuidedGame()
    >>> guide.step.move
    'keep K1 W3 G1'
    >>> guide.play("keep G9").correct
    False
    >>> guide.play("keep K1 W3 G1").correct
    True

No ipywidgets here; the view is :class:`gaucho.widgets.guided.GuidedGameView`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gaucho.coach import CoachBot
from gaucho.errors import GauchoError
from gaucho.exercises import cannot_read, move_problem
from gaucho.explorer.said import say_decision
from gaucho.game import Game
from gaucho.i18n import N_, _

SEED = 5
PLAYERS = 2
STUDENT = 0  # Red
#: The coach level of the opponent once the script is done (gaucho.coach.LEVELS).
OPPONENT_LEVEL = "beginner"


@dataclass(frozen=True)
class GuideStep:
    """One scripted move: ``move`` in engine notation, ``say`` what to do and ``why``
    (for the student's steps; the opponent's steps only need the move)."""

    move: str
    say: str = ""
    why: str = ""
    rule_id: str = ""


@dataclass(frozen=True)
class GuideFeedback:
    """What the guide says after an attempt: ``correct`` (the game went on) or a hint."""

    correct: bool
    message: str
    rule_id: str = ""


#: The first game: Red's steps with their explanation, Blue's moves in between.
FIRST_GAME: tuple[GuideStep, ...] = (
    GuideStep("keep K1 W3 G1", N_("Keep the three small tiles K1, W3 and G1."),
              N_("The more tiles you keep, the smaller they must be: three tiles may be "
                 "worth at most 4 each."), "R-PRELIM-3"),
    GuideStep("keep W6 B7"),
    GuideStep("place SORT"),
    GuideStep("place WISH", N_("Put your free gaucho on WISH."),
              N_("Each player places one gaucho on an Action Area for free, on an area "
                 "nobody has chosen in this step (Blue took SORT)."), "R-PRELIM-9"),
    GuideStep("take 4 4", N_("Draft the two 4s from the Dice Rodeo."),
              N_("A turn starts by drafting two dice; nothing else may come first."),
              "R-TURN-3"),
    GuideStep("A K8 4+4", N_("Pay 4+4 for a standing gaucho on the black 8 (in P1)."),
              N_("A standing gaucho costs the tile's big number, paid exactly with one die "
                 "or a sum of dice."), "R-DICE-3"),
    GuideStep("end", N_("End your turn."),
              N_("You have spent both dice; a turn ends when you say so."), "R-TURN-4"),
    GuideStep("take 3 5"),
    GuideStep("B W10 5"),
    GuideStep("end"),
    GuideStep("take 1 2"),
    GuideStep("end"),
    GuideStep("take 4 4", N_("Round 2: Blue has drafted. Take the two 4s again."),
              N_("The start player moves one seat each round; you draft after Blue now."),
              "R-TURN-1"),
    GuideStep("B W9 4", N_("Pay one 4 for a lying gaucho on the white 9 (in P1)."),
              N_("A lying gaucho costs only the small number: 4 for a 9."), "R-PAMPA-2"),
    GuideStep("C W9 4", N_("Pay the other 4 to make your gaucho on W9 stand up."),
              N_("Paying the small number again raises your own lying gaucho."),
              "R-PAMPA-3"),
    GuideStep("end", N_("End your turn."),
              N_("Dice you did not spend would be lost; you spent both."), "R-TURN-5"),
    # Round 3: Red completes P1 and collects it; P1 is refilled.
    GuideStep("take 5 5", N_("Round 3: you are the start player again. Draft the two 5s."),
              N_("A 5 pays for the brown 5, the last tile of P1 without a gaucho."),
              "R-TURN-1"),
    GuideStep("A B5 5", N_("Pay a 5 for a standing gaucho on the brown 5 (in P1)."),
              N_("Now every tile of P1 carries a gaucho: the pasture is complete and is "
                 "collected at the end of the round."), "R-COLLECT-2"),
    GuideStep("B K11 5", N_("Pay the other 5 for a lying gaucho on the black 11 (in P3)."),
              N_("A lying gaucho costs only the small number: 5 for an 11."), "R-PAMPA-2"),
    GuideStep("end", N_("End your turn."),
              N_("You have spent both dice; a turn ends when you say so."), "R-TURN-4"),
    GuideStep("take 1 1"),
    GuideStep("B W1 1"),
    GuideStep("B K3 1"),
    GuideStep("end"),
    GuideStep("add K8", N_("P1 is complete: your three standing gauchos come home with "
                           "their tiles. Add the black 8 to your herds first."),
              N_("In a complete pasture each standing gaucho returns to its owner, who "
                 "collects its tile and chooses the order to add the tiles in."),
              "R-COLLECT-3"),
    GuideStep("add W9", N_("Add the white 9: it joins your white 3."),
              N_("Any tile of its breed fits a 1-tile herd; W3 W9 is now an ascending "
                 "herd."), "R-HERD-4"),
    GuideStep("add B5", N_("Add the brown 5: it starts a brown herd."),
              N_("A tile of a breed you have no herd of starts a new herd."), "R-HERD-5"),
    # Round 4: Red completes P4 with K4, which does not fit K1 K8: a forced sale.
    GuideStep("take 1 3"),
    GuideStep("end"),
    GuideStep("take 4 4", N_("Round 4: P1 has been refilled from the draw pile, and Blue "
                             "has drafted. Take the two 4s."),
              N_("After the collection each pasture takes tiles into its empty spaces, "
                 "one at a time, while its sum is below 20."), "R-REFILL-2"),
    GuideStep("A K4 4", N_("Pay a 4 for a standing gaucho on the black 4 (in P4)."),
              N_("Blue's lying gauchos hold W10 and K3, so your gaucho completes P4: you "
                 "will collect the black 4."), "R-COLLECT-2"),
    GuideStep("B W8 4", N_("Pay the other 4 for a lying gaucho on the white 8 (in P2)."),
              N_("A lying gaucho costs only the small number: 4 for an 8."), "R-PAMPA-2"),
    GuideStep("end", N_("End your turn."),
              N_("You have spent both dice; a turn ends when you say so."), "R-TURN-4"),
    GuideStep("add K4", N_("Add the black 4: it does not fit your ascending black herd "
                           "K1 K8, so that herd is sold at once."),
              N_("A forced sale: 2 tiles × 8 = 16 Pesos, and K4 starts a new black herd. "
                 "Then the pastures are refilled and the next round begins."),
              "R-HERD-6"),
)


class GuidedGame:
    """The guided game: the scripted steps over a real :class:`~gaucho.Game`."""

    def __init__(self, script: tuple[GuideStep, ...] = FIRST_GAME, *, seed: int = SEED,
                 players: int = PLAYERS) -> None:
        self.script = script
        self.seed = seed
        self.players = players
        self.reset()

    def reset(self) -> None:
        """Start the guided game again."""
        self.game = Game.new(players=self.players, seed=self.seed)
        self.opponent = CoachBot(OPPONENT_LEVEL, seed=f"guided/{self.seed}")
        self.index = 0
        self.log: list[str] = []
        self._play_opponents()

    # ------------------------------------------------------------------ queries
    @property
    def done(self) -> bool:
        return self.index >= len(self.script)

    @property
    def student_to_move(self) -> bool:
        """The student decides now: a scripted step, or his own move after the script."""
        return not self.game.is_over and self.game.current_player == STUDENT

    @property
    def step(self) -> GuideStep | None:
        """The step the student is asked to make now (``None`` when done)."""
        return None if self.done else self.script[self.index]

    @property
    def student_steps(self) -> int:
        return sum(1 for s in self.script if s.say)

    @property
    def progress(self) -> tuple[int, int]:
        """(steps made, steps in all), counting the student's steps only."""
        made = sum(1 for s in self.script[:self.index] if s.say)
        return made, self.student_steps

    def instruction(self) -> str:
        """What to do now and why (translated), or the closing sentence."""
        step = self.step
        if step is None and self.game.is_over:
            return _("The game is over. Start again, or play more games in the Play tab.")
        if step is None:
            return _("Well done: you have played whole rounds, with a collection, a "
                     "forced sale and a refill. Play on here against a beginner coach, or "
                     "read the lessons to learn the end of the game.")
        return f"{_(step.say)} {_(step.why)} [{step.rule_id}]"

    def targets(self) -> list[str]:
        """The board targets (and buttons) to click for the step's move, in order."""
        step = self.step
        if step is None:
            return []
        from gaucho.explorer.board_input import BoardInput

        return BoardInput(self.game).clicks_for(self.game._coerce(step.move))

    # ------------------------------------------------------------------ moves
    def play(self, move: Any) -> GuideFeedback:
        """The student's attempt: the scripted move goes on; anything else gets a hint
        and changes nothing.  The hint names the move in words, its notation beside them
        ("The game refuses “keeps the golden 9 (keep G9)”: ..."), as an exercise's
        feedback does; an answer no move reads is told in a student's words
        (:func:`gaucho.exercises.move_problem`)."""
        step = self.step
        if step is None:
            return self._play_on(move)
        try:
            wanted = self.game._coerce(step.move)
            tried = self.game._coerce(move)
        except GauchoError as exc:
            return GuideFeedback(False, _("Not a move the game can read ({error}). "
                                          "Hint: {say}").format(error=_problem(move, exc),
                                                                say=_(step.say)),
                                 step.rule_id)
        if tried == wanted:
            for event in self.game.play(wanted):
                self.log.append(str(event))
            self.index += 1
            self._play_opponents()
            return GuideFeedback(True, _("Well played."), step.rule_id)
        why = self.game.why_illegal(tried)
        if why is not None:
            # Translators: {move} is a move in words with its notation ("keeps the golden 9
            # (keep G9)"), {reason} the engine's reason, {say} what the step asks.
            return GuideFeedback(False, _("The game refuses “{move}”: {reason}. Hint: {say}")
                                 .format(move=self.in_words(tried), reason=why.reason,
                                         say=_(step.say)),
                                 why.rule_id)
        # Translators: {move} is a move in words with its notation ("keeps the golden 9
        # (keep G9)"), {say} what the step asks.
        return GuideFeedback(False, _("“{move}” is allowed, but not what this step asks. "
                                      "Hint: {say}").format(move=self.in_words(tried),
                                                            say=_(step.say)),
                             step.rule_id)

    def in_words(self, action: Any) -> str:
        """A move in words as a student reads it now, its notation beside them ("puts a
        standing gaucho on the golden 6 for 6 (A G6 6)")."""
        words, notation = say_decision(action, self.game.phase), str(action)
        return words if words == notation else f"{words} ({notation})"

    def _play_opponents(self) -> None:
        """Play the scripted moves of the other players (and nothing of the student's);
        after the script, the coach's."""
        while not self.done and self.game.current_player != STUDENT:
            step = self.script[self.index]
            for event in self.game.play(step.move):
                self.log.append(str(event))
            self.index += 1
        while self.done and not self.game.is_over and self.game.current_player != STUDENT:
            for event in self.game.play(self.opponent.choose(self.game)):
                self.log.append(str(event))

    def _play_on(self, move: Any) -> GuideFeedback:
        """After the script: any legal move of the student's, then the coach answers."""
        if not self.student_to_move:
            return GuideFeedback(False, _("The guided game is over."))
        try:
            tried = self.game._coerce(move)
        except GauchoError as exc:
            return GuideFeedback(False, cannot_read(str(move), exc))
        why = self.game.why_illegal(tried)
        if why is not None:
            return GuideFeedback(False, _("The game refuses “{move}”: {reason}.").format(
                move=self.in_words(tried), reason=why.reason), why.rule_id)
        self.log.extend(str(event) for event in self.game.play(tried))
        self._play_opponents()
        return GuideFeedback(True, _("Well played."))


def _problem(move: Any, error: Exception) -> object:
    """What keeps ``move`` from being read, in a student's words (never the reader's hint
    ``help(gaucho.actions)``, which is for code)."""
    said = move_problem(move) if isinstance(move, str) else None
    return said or error
