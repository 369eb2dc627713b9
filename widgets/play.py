"""Play: a human seat against bots, with grouped actions, "why not?", undo/redo, save/load."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from gaucho.config import PLAYER_NAMES
from gaucho.errors import GauchoError
from gaucho.explorer import PlayController

from ._base import BoardView, View, button, html, pre


class PlayWidget(View):
    """Free play for 2-4 players: you pick from the legal actions, bots answer."""

    title = "Play"

    def __init__(self, players: int = 3, seed: int | str = 7, human: int = 0,
                 bots: str = "random", **kwargs: Any) -> None:
        self.players_pick = w.ToggleButtons(options=[2, 3, 4], value=players,
                                            description="Players",
                                            style={"button_width": "40px"})
        self.seed_box = w.Text(value=str(seed), description="Seed",
                               layout=w.Layout(width="160px"))
        self.seat_pick = w.Dropdown(options=[(n, i) for i, n in enumerate(PLAYER_NAMES[:4])],
                                    value=human, description="You play",
                                    layout=w.Layout(width="180px"))
        self.bots_pick = w.Dropdown(options=["random", "greedy"], value=bots,
                                    description="Bots", layout=w.Layout(width="180px"))
        self.new_button = button("New game", "gaucho-play-new", icon="refresh")
        self.status = html(css_class="gaucho-play-status")
        self.group_pick = w.Dropdown(description="Group", layout=w.Layout(width="320px"))
        self.group_pick.add_class("gaucho-play-group")
        self.action_pick = w.Select(description="Action", rows=7,
                                    layout=w.Layout(width="320px"))
        self.action_pick.add_class("gaucho-play-action")
        self.play_button = button("Play", "gaucho-play-play", icon="play", style="primary")
        self.undo_button = button("Undo", "gaucho-play-undo", icon="undo")
        self.redo_button = button("Redo", "gaucho-play-redo", icon="repeat")
        self.why_box = w.Text(placeholder="e.g. A W11 5+6", description="Why not?",
                              layout=w.Layout(width="320px"))
        self.why_box.add_class("gaucho-play-why-box")
        self.why_button = button("Why not?", "gaucho-play-why", icon="question")
        self.why_answer = html(css_class="gaucho-play-why-answer")
        self.save_button = button("Save", "gaucho-play-save", icon="download")
        self.load_button = button("Load", "gaucho-play-load", icon="upload")
        self.save_area = w.Textarea(placeholder="saved game JSON (Save fills it, Load reads it)",
                                    layout=w.Layout(width="98%", height="60px"))
        self.save_area.add_class("gaucho-play-save-area")
        self.narration = html(css_class="gaucho-play-narration", max_height="220px",
                              overflow="auto")
        self.board = BoardView("gaucho-play-board")
        self._filling = False
        self.controller = PlayController(players, seed, human, bots)
        self.controller.listeners.append(lambda _c: self.refresh())
        self.new_button.on_click(lambda _b: self.new_game())
        self.play_button.on_click(lambda _b: self.play_selected())
        self.undo_button.on_click(lambda _b: self.controller.undo())
        self.redo_button.on_click(lambda _b: self.controller.redo())
        self.why_button.on_click(lambda _b: self.ask_why())
        self.save_button.on_click(lambda _b: self.save())
        self.load_button.on_click(lambda _b: self.load())
        self.group_pick.observe(lambda _c: self._fill_actions(), names="value")
        super().__init__([
            w.HBox([self.players_pick, self.seed_box]),
            w.HBox([self.seat_pick, self.bots_pick, self.new_button]),
            self.status,
            w.HBox([w.VBox([self.group_pick, self.action_pick]),
                    w.VBox([self.play_button, self.undo_button, self.redo_button])]),
            w.HBox([self.why_box, self.why_button]), self.why_answer,
            self.narration, self.board,
            w.HBox([self.save_button, self.load_button]), self.save_area], **kwargs)
        self.add_class("gaucho-play")
        self.refresh()

    # ------------------------------------------------------------ handlers
    def new_game(self) -> None:
        players = int(self.players_pick.value)
        human = int(self.seat_pick.value) if int(self.seat_pick.value) < players else 0
        self.controller = PlayController(players, self.seed_box.value.strip() or "0", human,
                                         str(self.bots_pick.value))
        self.controller.listeners.append(lambda _c: self.refresh())
        self.why_answer.value = ""
        self.refresh()

    def play_selected(self) -> None:
        text = self.action_pick.value
        if not text:
            self.why_answer.value = pre("Pick an action first.")
            return
        try:
            self.controller.choose(str(text))
        except GauchoError as exc:
            self.why_answer.value = pre(str(exc))

    def ask_why(self) -> None:
        self.why_answer.value = pre(self.controller.why_not(self.why_box.value))

    def save(self) -> None:
        self.save_area.value = self.controller.save()

    def load(self) -> None:
        try:
            self.controller.load(self.save_area.value)
        except GauchoError as exc:
            self.why_answer.value = pre(f"Cannot load: {exc}")

    # ------------------------------------------------------------- drawing
    def _fill_actions(self) -> None:
        if self._filling:
            return
        groups = self.controller.grouped()
        texts = groups.get(str(self.group_pick.value), [])
        self.action_pick.options = texts
        self.action_pick.value = texts[0] if texts else None

    def refresh(self) -> None:
        c = self.controller
        self.status.value = f"<b>{c.status}</b>"
        groups = list(c.grouped())
        self._filling = True
        try:
            self.group_pick.options = groups
            self.group_pick.value = groups[0] if groups else None
        finally:
            self._filling = False
        self._fill_actions()
        mine = c.is_human_turn
        self.play_button.disabled = not mine
        self.undo_button.disabled = not c.can_undo
        self.redo_button.disabled = not c.can_redo
        self.narration.value = pre(c.narration or "Your move.")
        self.board.show(c.board_html())

    def text(self) -> str:
        return f"{self.title}: {self.controller.status}\n{self.controller.narration}"
