"""Setup stepper: watch the table being set up for 2, 3 or 4 players, step by step."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from gaucho.explorer import Explorer
from gaucho.i18n import N_, _

from ._base import (
    BoardView,
    View,
    html,
    label_players_and_seed,
    label_step_buttons,
    pick_language,
    players_and_seed,
    pre,
    speaks,
    step_buttons,
)


class SetupStepper(View):
    """Dice, blocked spaces, each pasture seeded tile by tile (running sum, why it
    stopped), Steppe, draw pile, start player, preliminary draws."""

    title = N_("Setup stepper")
    explorer: Explorer

    def __init__(self, players: int = 3, seed: int | str = 7, *, language: str | None = None,
                 lazy: bool = False, **kwargs: Any) -> None:
        self.language = pick_language(language)
        self._made_with = (players, seed)  # the inputs' first values
        self.explorer = Explorer.from_setup(players, seed)
        self.explorer.listeners.append(self._update)
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-setup")

    def make_widgets(self) -> list[w.Widget]:
        self.players_pick, self.seed_box = players_and_seed(*self._made_with)
        (self.reset_button, self.back_button, self.step_button,
         self.end_button) = step_buttons("setup", lambda: self.explorer)
        self.position_label = html(css_class="gaucho-setup-position")
        self.narration = html(css_class="gaucho-setup-narration")
        self.history_box = html(css_class="gaucho-setup-log", max_height="180px", overflow="auto")
        self.board = BoardView("gaucho-setup-board", language=self.language)
        self.players_pick.observe(lambda _c: self.rebuild(), names="value")
        self.seed_box.observe(lambda _c: self.rebuild(), names="value")
        controls = w.HBox([self.players_pick, self.seed_box])
        buttons = w.HBox([self.reset_button, self.back_button, self.step_button,
                          self.end_button, self.position_label])
        return [controls, buttons, self.narration, self.history_box, self.board]

    def rebuild(self) -> None:
        """A new setup for the chosen player count and seed."""
        self.explorer = Explorer.from_setup(int(self.players_pick.value),
                                            self.seed_box.value.strip() or "0")
        self.explorer.listeners.append(self._update)
        self.refresh()

    @speaks
    def relabel(self) -> None:
        label_players_and_seed(self.players_pick, self.seed_box)
        label_step_buttons([self.reset_button, self.back_button, self.step_button,
                            self.end_button])

    @speaks
    def refresh(self) -> None:
        ex = self.explorer
        self.position_label.value = _("step {i} of {n}").format(i=ex.position + 1, n=len(ex))
        self.narration.value = pre(ex.narration, "font-weight:bold")
        # the steps before this one (this one is the narration above: not told twice)
        lines = [str(f.events[0]) for f in ex.frames[: ex.position] if f.events]
        self.history_box.value = pre("\n".join(reversed(lines)), "color:#444")
        self.back_button.disabled = ex.at_start
        self.reset_button.disabled = ex.at_start
        self.step_button.disabled = ex.at_end
        self.end_button.disabled = ex.at_end
        self.board.show(ex.board_html())

    @speaks
    def text(self) -> str:
        ex = self.explorer
        step = _("step {i} of {n}").format(i=ex.position + 1, n=len(ex))
        # Translators: an example's or a setup's title and where its steps stand ("EX-TURN-1:
        # A paid action: step 0 of 2").
        head = _("{title}: {step}").format(title=ex.title, step=step)
        return f"{head}\n{ex.narration}"

    @speaks
    def static_html(self) -> str:
        return pre(self.text()) + self.explorer.board_html(text=True)
