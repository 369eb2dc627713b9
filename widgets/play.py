"""Play: you against bots, on a board you click; hint, clickable history, undo/redo, saves.

The board (:class:`~gaucho.widgets.board.BoardWidget`) shows the human's seat
view; clicks go to :class:`gaucho.explorer.board_input.BoardInput`, which builds
the decision.  The grouped action list stays below as the keyboard and
screen-reader alternative.

Each bot seat has its own menu: ``random``, ``greedy`` or a coach level.  Hint lights
up the coach's move with its one-line reason, and "Compare with my move" says what the
last decision cost against the coach's best (:mod:`gaucho.coach.analysis`, at
:data:`gaucho.explorer.play.HINT_LEVEL`).  A search takes a moment, so the board says
that the coach (or the bots) are thinking before it starts.
"""

from __future__ import annotations

import base64
from html import escape
from typing import TYPE_CHECKING, Any, cast

import ipywidgets as w

from gaucho.config import PLAYER_NAMES
from gaucho.errors import GauchoError
from gaucho.explorer import PlayController
from gaucho.explorer.board_input import BoardInput
from gaucho.explorer.play import BOT_KINDS, SCORE_COLUMNS, score_breakdown
from gaucho.explorer.said import say_decision
from gaucho.explorer.spoken import announcement, chosen_prompt, move_words, target_names
from gaucho.explorer.views import player_word
from gaucho.game import group_label
from gaucho.i18n import N_, _, use_language

if TYPE_CHECKING:
    from gaucho.exercises import Exercise

from ._base import BOARD_MIN_WIDTH, View, button, html, label, pick_language, pre, speaks
from .board import BoardWidget
from .exercise import choice_labels
from .review import ReviewPanel

#: Action groups that give something up come last in the list, and nothing is preselected.
LAST_GROUPS = ("remove", "takeback", "end")
#: The most opponents a game has (4 players, one of them the human).
MAX_BOTS = len(PLAYER_NAMES)


class PlayWidget(View):
    """Free play for 2-4 players: click the board (or pick from the list), bots answer."""

    title = N_("Play")

    def __init__(self, players: int = 3, seed: int | str = 7, human: int = 0,
                 bots: str | list[str] = "random", *, language: str | None = None,
                 lazy: bool = False, **kwargs: Any) -> None:
        self.language = pick_language(language)
        self._made_with = (players, seed, human, bots)  # the inputs' first values
        self._filling = False
        self._input: BoardInput | None = None
        self._viewing: int | None = None
        self._hint: list[str] = []
        self.controller = self._controller(players, seed, human, bots)
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-play")

    def make_widgets(self) -> list[w.Widget]:
        players, seed, human, bots = self._made_with
        self.players_pick = w.ToggleButtons(options=[2, 3, 4], value=players,
                                            style={"button_width": "36px"},
                                            layout=w.Layout(width="auto"))
        self.seed_box = w.Text(value=str(seed), layout=w.Layout(width="130px"))
        self.seed_box.style.description_width = "40px"
        self.seat_pick = w.Dropdown(layout=w.Layout(width="170px"))
        self.seat_pick.style.description_width = "60px"
        self.seat_pick.add_class("gaucho-play-seat")
        self.players_pick.add_class("gaucho-play-players")
        # one menu per seat (the human's is hidden): each bot's kind or coach level
        kinds = [bots] * MAX_BOTS if isinstance(bots, str) else list(bots)
        self.bot_picks = [w.Dropdown(options=[(k, k) for k in BOT_KINDS],
                                     value=kinds[p] if p < len(kinds) else "random",
                                     layout=w.Layout(width="160px"))
                          for p in range(MAX_BOTS)]
        for p, pick in enumerate(self.bot_picks):
            pick.style.description_width = "60px"
            pick.add_class(f"gaucho-play-bot-{p}")
        self.bots_box = w.HBox(self.bot_picks, layout=w.Layout(flex_flow="row wrap"))
        self.bots_box.add_class("gaucho-play-bots")
        self.new_button = button("", "gaucho-play-new", icon="refresh")
        self.status = html(css_class="gaucho-play-status")
        self.board = BoardWidget("gaucho-play-board", language=self.language)
        self.hint_button = button("", "gaucho-play-hint", icon="lightbulb-o")
        self.compare_button = button("", "gaucho-play-compare", icon="balance-scale")
        self.coach_answer = html(css_class="gaucho-play-coach")
        self.undo_button = button("", "gaucho-play-undo", icon="undo")
        self.redo_button = button("", "gaucho-play-redo", icon="repeat")
        self.teacher = w.ToggleButton(value=False, icon="eye", layout=w.Layout(width="auto"))
        self.teacher.add_class("gaucho-play-teacher")
        self.history = w.Select(options=[], rows=8, description="",
                                layout=w.Layout(width="100%"))
        self.history.add_class("gaucho-play-history")
        self.now_button = button("", "gaucho-play-now", icon="fast-forward")
        self.narration = html(css_class="gaucho-play-narration", max_height="140px",
                              overflow="auto")
        self.scores = html(css_class="gaucho-play-scores")
        # "Review this game" under the score table once the game is over (widgets/review.py)
        self.review_panel = ReviewPanel(language=self.language, lazy=True)
        # the accessible alternative: every legal action as text
        self.group_pick = w.Dropdown(layout=w.Layout(width="100%"))
        self.group_pick.add_class("gaucho-play-group")
        self.action_pick = w.Select(rows=5, layout=w.Layout(width="100%"))
        self.action_pick.add_class("gaucho-play-action")
        self.play_button = button("", "gaucho-play-play", icon="play", style="primary")
        # the box takes the room its words leave (they are longer in some languages)
        self.why_box = w.Text(layout=w.Layout(width="auto", flex="1 1 auto"),
                              style={"description_width": "initial"})
        self.why_box.add_class("gaucho-play-why-box")
        self.why_box.add_class("gaucho-notation")  # typed in the notation, as its example says
        self.why_button = button("", "gaucho-play-why", icon="question")
        self.why_button.layout.flex = "0 0 auto"
        self.why_answer = html(css_class="gaucho-play-why-answer")
        self.save_link = html(css_class="gaucho-play-save")
        self.load_upload = w.FileUpload(accept=".json", multiple=False)
        self.load_upload.add_class("gaucho-play-load")
        self.history_heading = html()
        self.actions_heading = html()
        self.files_heading = html()
        self.load_message = html(css_class="gaucho-play-load-message")
        self.relabel()
        self._fill_seats(players, human)
        self.players_pick.observe(lambda _c: self._fill_seats(int(self.players_pick.value)),
                                  names="value")
        self.seat_pick.observe(lambda _c: self._show_bot_picks(), names="value")
        self.new_button.on_click(lambda _b: self.new_game())
        self.board.on_click(self.board_clicked)
        self.hint_button.on_click(lambda _b: self.show_hint())
        self.compare_button.on_click(lambda _b: self.compare_move())
        self.undo_button.on_click(lambda _b: self.controller.undo())
        self.redo_button.on_click(lambda _b: self.controller.redo())
        self.teacher.observe(lambda _c: self.refresh(), names="value")
        self.history.observe(self._history_picked, names="index")
        self.now_button.on_click(lambda _b: self.back_to_now())
        self.play_button.on_click(lambda _b: self.play_selected())
        self.why_button.on_click(lambda _b: self.ask_why())
        self.load_upload.observe(lambda _c: self.load_file(), names="value")
        self.group_pick.observe(lambda _c: self._fill_actions(), names="value")
        new_game = w.HBox([self.players_pick, self.seat_pick, self.bots_box, self.seed_box,
                           self.new_button], layout=w.Layout(flex_flow="row wrap"))
        tools = w.HBox([self.hint_button, self.compare_button, self.undo_button,
                        self.redo_button, self.teacher], layout=w.Layout(flex_flow="row wrap"))
        history = w.VBox([self.history_heading, self.history, self.now_button])
        actions = w.VBox([self.actions_heading, self.group_pick, self.action_pick,
                          self.play_button,
                          w.HBox([self.why_box, self.why_button],
                                 layout=w.Layout(flex_flow="row wrap")),
                          self.why_answer])
        files = w.VBox([self.files_heading, self.save_link, self.load_upload,
                        self.load_message])
        side = w.VBox([tools, self.coach_answer, self.narration, history, actions, files],
                      layout=w.Layout(flex="0 1 320px", min_width="260px", overflow="hidden"))
        side.add_class("gaucho-play-side")
        main = w.VBox([self.board, self.scores, self.review_panel],
                      layout=w.Layout(flex="1 1 560px", min_width=BOARD_MIN_WIDTH))
        main.add_class("gaucho-play-main")
        body = w.HBox([main, side], layout=w.Layout(flex_flow="row wrap", width="100%",
                                                    align_items="flex-start",
                                                    overflow="auto"))  # the board may scroll
        return [self.status, body, new_game]

    @speaks
    def relabel(self) -> None:
        """Every fixed word of the tab in its language."""
        label(self.players_pick, _("Players"))
        label(self.seed_box, _("Seed"))
        label(self.seat_pick, _("You play"))
        self._filling = True
        try:
            for p, pick in enumerate(self.bot_picks):
                label(pick, player_word(p))
                kind = pick.value
                pick.options = [(_(words), k) for k, words in BOT_KINDS.items()]
                pick.value = kind
        finally:
            self._filling = False
        if self.seat_pick.options:
            self._fill_seats(len(self.seat_pick.options))
        for b, words in ((self.new_button, _("New game")), (self.hint_button, _("Hint")),
                         (self.compare_button, _("Compare with my move")),
                         (self.undo_button, _("Undo")), (self.redo_button, _("Redo")),
                         (self.now_button, _("Back to now")), (self.play_button, _("Play")),
                         (self.why_button, _("Why not?"))):
            label(b, words)
        label(self.teacher, _("Whole table (teacher)"))
        label(self.history, _("History"))  # its name (the label is read, not shown)
        label(self.group_pick, _("Group"))
        label(self.action_pick, _("Action"))
        label(self.why_box, _("A move in notation"))  # the button beside it asks "Why not?"
        # Translators: {example} is an action in the game's notation, kept as is.
        self.why_box.placeholder = _("e.g. {example}").format(example="A W11 5+6")
        label(self.load_upload, _("Load a game"))
        self.history_heading.value = ("<b>" + escape(_("History")) + "</b> <small>"
                                      + escape(_("click a step to see the board as it was "
                                                 "then"))
                                      + "</small>")
        self.actions_heading.value = "<b>" + escape(_("All legal actions")) + "</b>"
        self.files_heading.value = "<b>" + escape(_("Save and load")) + "</b>"
        self.review_panel.set_language(self.language)
        # answers given in another language are not repeated in this one
        self.why_answer.value = self.load_message.value = self.coach_answer.value = ""

    # ------------------------------------------------------------ handlers
    def _controller(self, players: int, seed: int | str, human: int,
                    bots: str | list[str]) -> PlayController:
        c = PlayController(players, seed, human, bots)
        self._told = len(c.game.history)  # the steps the live region has said
        self._told_message = c.message  # and the last undo's or load's words it said
        c.listeners.append(lambda _c: self._changed())
        return c

    def _fill_seats(self, players: int, human: int | None = None) -> None:
        """Only the seats of a game of this size (a 2-player game has no Green)."""
        keep = self.seat_pick.value if human is None else human
        with use_language(self.language):
            self.seat_pick.options = [(player_word(i), i) for i in range(len(PLAYER_NAMES))
                                      if i < players]
        self.seat_pick.value = keep if keep is not None and keep < players else 0
        self._show_bot_picks()

    def _show_bot_picks(self) -> None:
        """A level menu for each bot of the game to come (not for the human's seat)."""
        players = len(self.seat_pick.options)
        human = self.seat_pick.value
        for p, pick in enumerate(self.bot_picks):
            pick.layout.display = "" if p < players and p != human else "none"

    def new_game(self) -> None:
        players = int(self.players_pick.value)
        human = int(self.seat_pick.value or 0)
        kinds = [str(pick.value) for pick in self.bot_picks]
        self.controller = self._controller(players, self.seed_box.value.strip() or "0", human,
                                           kinds)
        self.why_answer.value = self.coach_answer.value = ""
        self._changed()

    def _changed(self) -> None:
        """The game moved: forget half-built clicks, hints and time travel; redraw."""
        self._input = None
        self._hint = []
        self._viewing = None
        if self.built:
            self.coach_answer.value = ""  # a hint or comparison of another position
        self._update()

    @speaks
    def board_clicked(self, target: str) -> None:
        """A click on the board or one of its buttons (see BoardInput)."""
        if self._viewing is not None:
            if target == "now":
                self.back_to_now()
            return
        pick = self._input
        if pick is None:
            self.board.message = self.board.announce = _("It is not your turn.")
            self.board.error = True
            return
        outcome = pick.click(target)
        if outcome.kind == "play":
            try:
                self._busy(_("The bots are thinking…") if self.controller.thinks else "")
                self.controller.choose(outcome.action)
            except GauchoError as exc:
                self.board.message = self.board.announce = str(exc)
                self.board.error = True
            return
        self._hint = []
        self._show_input(outcome.message, error=outcome.kind == "illegal")

    def _busy(self, message: str) -> None:
        """Say that the coach or the bots are searching (the answer takes a moment): the
        words go to the browser at once, before the search starts."""
        if message:
            self.board.message = message
            self.board.error = False
            self.coach_answer.value = said(message)
            self.board.announce = message

    @speaks
    def show_hint(self) -> None:
        """The coach's move lit up on the board, with its reason in one line."""
        if not self.controller.is_human_turn or self._input is None:
            return
        self._busy(_("The coach is thinking…"))
        self.hint_button.disabled = True
        try:
            advice = self.controller.advice()
        finally:
            self.hint_button.disabled = not self.controller.is_human_turn
        if advice is None:
            return
        self._hint = self._input.clicks_for(advice.action)
        words = say_decision(advice.action, self.controller.game.phase)
        with self.board.hold_sync():
            self.board.hint = [t for t in self._hint
                               if ":" in t and not t.startswith("choice:")]
            self.board.names = self._names()
            self.board.message = _("Hint: “{action}”. {reason}").format(action=words,
                                                                       reason=advice.reason)
            self.board.error = False
            self.board.announce = self.board.message
        self.coach_answer.value = said(self.board.message)

    @speaks
    def compare_move(self) -> None:
        """What the human's last decision cost against the coach's best, in words."""
        if not self.controller.can_compare:
            first = _("Make a move first: then the coach compares it with its best.")
            self.coach_answer.value = said(first)
            self.board.announce = first
            return
        self._busy(_("The coach is thinking…"))
        self.compare_button.disabled = True
        try:
            comparison = self.controller.compare_said()  # the moves in words
        finally:
            self.compare_button.disabled = not self.controller.can_compare
        self.coach_answer.value = said(comparison) if comparison else ""
        self.board.message = self._prompt()
        self.board.announce = announcement([comparison] if comparison else [],
                                           self.board.message)

    def _history_picked(self, change: dict[str, Any]) -> None:
        i = change["new"]
        if self._filling or i is None or i < 0:
            return
        self._viewing = int(i) + 1
        self.refresh()

    def back_to_now(self) -> None:
        self._viewing = None
        self._filling = True
        try:
            self.history.index = None
        finally:
            self._filling = False
        self.refresh()

    @speaks
    def play_selected(self) -> None:
        text = self.action_pick.value
        if not text:
            self._answer(_("Pick an action first."))
            return
        try:
            self._busy(_("The bots are thinking…") if self.controller.thinks else "")
            self.controller.choose(str(text))
        except GauchoError as exc:
            self._answer(str(exc))

    @speaks
    def ask_why(self) -> None:
        self._answer(self.controller.why_not(self.why_box.value))

    def _answer(self, text: str) -> None:
        """The answer under the action list, shown there and said by the live region."""
        self.why_answer.value = pre(text)
        self.board.announce = text

    def load_file(self) -> None:
        files = self.load_upload.value
        if not files:
            return
        item = files[0] if isinstance(files, (list, tuple)) else next(iter(files.values()))
        content = item["content"]
        text = bytes(content).decode("utf-8", errors="replace")
        self.load_text(text)

    @speaks
    def load_text(self, text: str) -> None:
        try:
            self.controller.load(text)
        except GauchoError as exc:
            refusal = _("Cannot load: {error}").format(error=exc)
            self.load_message.value = pre(refusal, "color:#8B2500")
            self.board.announce = refusal
            return
        self.load_message.value = ""
        self.why_answer.value = ""

    # ------------------------------------------------------------- drawing
    def _show_input(self, message: str = "", *, error: bool = False) -> None:
        pick = self._input
        b = self.board
        with b.hold_sync():
            if pick is None:
                b.next_targets, b.chosen, b.interactive = [], [], False
                b.choices = []
            else:
                b.next_targets = sorted(pick.next_targets())
                b.chosen = sorted(pick.chosen())
                b.interactive = True
                buttons = [[k, label] for k, label in pick.choices()]
                if pick.clicks:
                    buttons.append(["clear", _("Clear")])
                b.choices = buttons
            b.hint = [t for t in self._hint if not t.startswith("choice:")]
            b.names = self._names()
            b.error = error
            b.message = message or self._prompt()
            b.announce = self._announcement(b.message)
            b.version += 1

    def _names(self) -> dict[str, str]:
        """The pressable targets' names in words; a hinted one says the coach picks it
        (the highlight alone is only seen)."""
        pick = self._input
        if pick is None:
            return {}
        names = target_names(pick)
        hinted = {t for t in self._hint if not t.startswith("choice:")}
        # Translators: {name} is a thing on the board in words ("golden 3 in your hand: keep
        # it"); the coach's hint lights it up.
        pick_words = _("{name} (the coach's pick)")
        return {t: pick_words.format(name=name) if t in hinted else name
                for t, name in names.items()}

    def _announcement(self, prompt: str) -> str:
        """What the live region says: the steps since it last spoke (the player's move, the
        bots' replies), or what undo or redo did (the undone moves are not said again), then
        ``prompt``."""
        c = self.controller
        g = c.game
        steps = g.history[self._told:] if len(g.history) > self._told else []
        self._told = len(g.history)
        if c.message and c.message is not self._told_message:
            # undone, or a game loaded: that, and the bots' replies after it (not the steps
            # taken back or the whole loaded game)
            self._told_message = c.message
            return announcement([str(c.message), *move_words(c.last_steps, g, c.human)],
                                prompt)
        if not steps and self.board.announce.endswith(prompt):
            return self.board.announce  # nothing new: the same words are not said again
        return announcement(move_words(steps, g, c.human), prompt)

    def _prompt(self) -> str:
        c = self.controller
        if c.game.is_over:
            return _("The game is over: see the score table.")
        if self._input is None:
            return ""
        # the things chosen so far in words, as the board's target names say them (the
        # puzzles board and the review's retry say the same)
        return chosen_prompt(self._input)

    def _fill_actions(self) -> None:
        if self._filling:
            return
        groups = self._groups()
        texts = groups.get(str(self.group_pick.value), [])
        phase = self.controller.game.phase
        with use_language(self.language):  # each action in words; its value is its notation
            self.action_pick.options = choice_labels(cast("Exercise", _Listed(texts, phase)))
        self.action_pick.value = None  # nothing preselected (safe defaults)

    def _groups(self) -> dict[str, list[str]]:
        raw = self.controller.legal_actions.grouped()
        kinds = sorted(raw, key=lambda k: k in LAST_GROUPS)
        with use_language(self.language):
            return {group_label(k): [str(a) for a in raw[k]] for k in kinds}

    @speaks
    def refresh(self) -> None:
        c = self.controller
        viewing = self._viewing
        self.status.value = f"<b>{escape(c.status)}</b>"
        if viewing is None and self._input is None:
            self._input = c.board_input()
        with self.board.hold_sync():  # one message: picture, highlights and buttons together
            self.board.show(c.board_svg(teacher=bool(self.teacher.value), step=viewing))
            if viewing is not None:
                self.board.interactive = False
                self.board.next_targets, self.board.chosen, self.board.hint = [], [], []
                self.board.choices = [["now", _("Back to now")]]
                self.board.error = False
                self.board.message = _("The board after step {n} of {total}.").format(
                    n=viewing, total=len(c.game.history))
                # said with the step's move (the picture alone changes silently)
                step = c.game.history[viewing - 1:viewing]
                self.board.announce = announcement(
                    [self.board.message, *move_words(step, c.game, c.human)], "")
                self.board.version += 1
            else:
                self._show_input()
        groups = list(self._groups())
        self._filling = True
        try:
            self.group_pick.options = groups
            self.group_pick.value = groups[0] if groups else None
            labels = c.history_labels()
            if list(self.history.options) != labels:
                self.history.options = labels
            if viewing is None:
                self.history.index = None
        finally:
            self._filling = False
        self._fill_actions()
        mine = c.is_human_turn
        self.play_button.disabled = not mine
        self.hint_button.disabled = not mine
        self.compare_button.disabled = not c.can_compare
        self.undo_button.disabled = not c.can_undo
        self.redo_button.disabled = not c.can_redo
        self.now_button.disabled = viewing is None
        self.narration.value = pre(c.narration or _("Your move."))
        self.scores.value = score_table(c) if c.game.is_over else ""
        self.review_panel.set_game(c.game if c.game.is_over else None,
                                   c.human if c.human is not None else 0)
        data = base64.b64encode(c.save().encode()).decode()
        download = _("Download this game")  # (Babel reads no call inside an f-string)
        self.save_link.value = (f'<a class="gaucho-play-download" download="gaucho-game.json" '
                                f'href="data:application/json;base64,{data}">'
                                f"{escape(download)}</a>")

    @speaks
    def text(self) -> str:
        # Translators: a view as plain text: its heading, then what it shows (French puts a
        # no-break space before the colon).
        head = _("{heading}: {text}").format(heading=self.heading, text=self.controller.status)
        return f"{head}\n{self.controller.narration}"


class _Listed:
    """The legal actions of one group as an exercise's answers to pick, so the list says
    them as :func:`~gaucho.widgets.exercise.choice_labels` does (the notation beside words
    that read alike)."""

    def __init__(self, texts: list[str], phase: str) -> None:
        self.texts = texts
        self.game = self  # choice_labels reads ``game.phase``
        self.phase = phase

    def choices(self) -> list[str]:
        return self.texts


def said(text: str) -> str:
    """What the coach says, as HTML: a sentence wrapped between words (not ``pre``, which
    keeps the lines of the narration)."""
    return f'<div style="font-size:13px;line-height:1.4;margin:2px 0">{escape(text)}</div>'


def score_table(c: PlayController) -> str:
    """The end-of-game score breakdown as an HTML table (one row per player)."""
    rows = score_breakdown(c.game)
    # (Babel reads no call inside an f-string: the words are made first)
    caption = _("Final score: where the Pesos came from")
    headings = [_(h) for h, _k in SCORE_COLUMNS] + [_("Steals"), _("Other"), _("Total")]
    head = "".join(f"<th>{escape(h)}</th>" for h in headings[:-1])
    body = []
    for p, row in enumerate(rows):
        cells = "".join(f"<td>{row[k]}</td>" for _h, k in SCORE_COLUMNS)
        body.append(f'<tr data-player="{p}"><th>{escape(player_word(p))}</th>{cells}'
                    f"<td>{row['steals']}</td><td>{row['other']}</td>"
                    f'<td class="gaucho-total">{row["total"]}</td></tr>')
    return (f'<style>.gaucho-score-table td,.gaucho-score-table th{{padding:2px 10px;'
            f'text-align:right;border-bottom:1px solid #ddd}}</style>'
            f'<table class="gaucho-score-table" style="border-collapse:collapse;'
            f'font-size:14px"><caption style="text-align:left"><b>'
            f"{escape(caption)}</b></caption>"
            f"<tr><th></th>{head}<th>{escape(headings[-1])}</th></tr>{''.join(body)}</table>")
