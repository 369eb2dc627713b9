"""Setup stepper: watch the table being set up for 2, 3 or 4 players, step by step."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from gaucho.explorer import Explorer
from widgets._base import BoardView, View, button, html, pre


class SetupStepper(View):
    """Dice, blocked spaces, each pasture seeded tile by tile (running sum, why it
    stopped), Steppe, draw pile, start player, preliminary draws."""

    title = "Setup stepper"

    def __init__(self, players: int = 3, seed: int | str = 7, **kwargs: Any) -> None:
        self.players_pick = w.ToggleButtons(options=[2, 3, 4], value=players,
                                            description="Players",
                                            style={"button_width": "40px"})
        self.seed_box = w.Text(value=str(seed), description="Seed",
                               layout=w.Layout(width="160px"))
        self.reset_button = button("Reset", "gaucho-setup-reset", icon="fast-backward")
        self.back_button = button("Back", "gaucho-setup-back", icon="step-backward")
        self.step_button = button("Step", "gaucho-setup-step", icon="step-forward",
                                  style="primary")
        self.end_button = button("End", "gaucho-setup-end", icon="fast-forward")
        self.position_label = html(css_class="gaucho-setup-position")
        self.narration = html(css_class="gaucho-setup-narration")
        self.history_box = html(css_class="gaucho-setup-log", max_height="180px", overflow="auto")
        self.board = BoardView("gaucho-setup-board")
        self.explorer = Explorer.from_setup(players, seed)
        self.explorer.listeners.append(lambda _ex: self.refresh())
        self.reset_button.on_click(lambda _b: self.explorer.reset())
        self.back_button.on_click(lambda _b: self.explorer.back())
        self.step_button.on_click(lambda _b: self.explorer.step())
        self.end_button.on_click(lambda _b: self.explorer.end())
        self.players_pick.observe(lambda _c: self.rebuild(), names="value")
        self.seed_box.observe(lambda _c: self.rebuild(), names="value")
        controls = w.HBox([self.players_pick, self.seed_box])
        buttons = w.HBox([self.reset_button, self.back_button, self.step_button,
                          self.end_button, self.position_label])
        super().__init__([controls, buttons, self.narration, self.history_box, self.board],
                         **kwargs)
        self.add_class("gaucho-setup")
        self.refresh()

    def rebuild(self) -> None:
        """A new setup for the chosen player count and seed."""
        self.explorer = Explorer.from_setup(int(self.players_pick.value),
                                            self.seed_box.value.strip() or "0")
        self.explorer.listeners.append(lambda _ex: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        ex = self.explorer
        self.position_label.value = f"step {ex.position + 1} of {len(ex)}"
        self.narration.value = pre(ex.narration, "font-weight:bold")
        lines = [str(f.events[0]) for f in ex.frames[: ex.position + 1] if f.events]
        self.history_box.value = pre("\n".join(reversed(lines)), "color:#444")
        self.back_button.disabled = ex.at_start
        self.reset_button.disabled = ex.at_start
        self.step_button.disabled = ex.at_end
        self.end_button.disabled = ex.at_end
        self.board.show(ex.board_html())

    def text(self) -> str:
        ex = self.explorer
        return f"{ex.title}: step {ex.position + 1} of {len(ex)}\n{ex.narration}"

    def static_html(self) -> str:
        return pre(self.text()) + self.explorer.board_html(text=True)
