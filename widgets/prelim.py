"""Preliminary-round stepper: draws, keeps (with the keep rule), placements."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from gaucho.explorer import KEEP_RULE, PrelimController
from gaucho.explorer.said import say_decision
from gaucho.flow import Phase
from gaucho.i18n import N_, _

from ._base import (
    BoardView,
    View,
    button,
    html,
    label,
    label_players_and_seed,
    pick_language,
    players_and_seed,
    pre,
    speaks,
)


class PrelimStepper(View):
    """Each player's draw, the keep choice with the keep rule explained (try an
    illegal keep), then the counter-clockwise placement in distinct Action Areas."""

    title = N_("Preliminary-round stepper")

    def __init__(self, players: int = 3, seed: int | str = 7, *, language: str | None = None,
                 lazy: bool = False, **kwargs: Any) -> None:
        self.language = pick_language(language)
        self._made_with = (players, seed)  # the inputs' first values
        self.controller = PrelimController(players, seed)
        self.controller.listeners.append(self._update)
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-prelim")

    def make_widgets(self) -> list[w.Widget]:
        self.players_pick, self.seed_box = players_and_seed(*self._made_with)
        self.draws = html(css_class="gaucho-prelim-draws")
        self.rule = html(css_class="gaucho-prelim-rule")
        self.prompt = html(css_class="gaucho-prelim-prompt")
        self.choice = w.Dropdown(layout=w.Layout(width="360px"))
        self.choice.add_class("gaucho-prelim-choice")
        self.reset_button = button("", "gaucho-prelim-reset", icon="fast-backward")
        self.back_button = button("", "gaucho-prelim-back", icon="step-backward")
        self.step_button = button("", "gaucho-prelim-step", icon="step-forward",
                                  style="primary")
        self.illegal_button = button("", "gaucho-prelim-illegal", icon="ban", style="warning")
        self.relabel()
        self.message = html(css_class="gaucho-prelim-message")
        self.board = BoardView("gaucho-prelim-board", language=self.language)
        self.reset_button.on_click(lambda _b: self.controller.reset())
        self.back_button.on_click(lambda _b: self.controller.back())
        self.step_button.on_click(lambda _b: self.play_choice())
        self.illegal_button.on_click(lambda _b: self.controller.try_illegal_keep())
        self.players_pick.observe(lambda _c: self.rebuild(), names="value")
        self.seed_box.observe(lambda _c: self.rebuild(), names="value")
        return [
            w.HBox([self.players_pick, self.seed_box]), self.draws, self.rule, self.prompt,
            w.HBox([self.choice, self.step_button]),
            w.HBox([self.reset_button, self.back_button, self.illegal_button]),
            self.message, self.board]

    @speaks
    def relabel(self) -> None:
        label_players_and_seed(self.players_pick, self.seed_box)
        self.rule.value = pre(_(KEEP_RULE), "color:#555")
        label(self.choice, _("Choice"))
        label(self.reset_button, _("Reset"))
        label(self.back_button, _("Back"))
        label(self.step_button, _("Play choice"))
        label(self.illegal_button, _("Try an illegal keep"))

    def rebuild(self) -> None:
        self.controller = PrelimController(int(self.players_pick.value),
                                           self.seed_box.value.strip() or "0")
        self.controller.listeners.append(self._update)
        self.refresh()

    def play_choice(self) -> None:
        c = self.controller
        if not c.done and self.choice.value:
            legal = {str(a): a for a in c.legal_actions}
            c.choice = legal.get(str(self.choice.value))
        c.step()

    @speaks
    def refresh(self) -> None:
        c = self.controller
        self.draws.value = pre(c.draws_text())
        self.prompt.value = pre(c.prompt(keep_rule=False), "font-weight:bold")  # rule: above
        # each choice in words; its value stays the notation the controller plays
        phase = c.game.phase
        default = c.default_action()
        self.choice.options = [(say_decision(a, phase), str(a)) for a in c.legal_actions]
        self.choice.value = str(default) if default is not None else None
        self.choice.disabled = c.done
        self.step_button.disabled = c.done
        self.illegal_button.disabled = c.game.phase != Phase.KEEP
        self.back_button.disabled = not c.game.history
        self.message.value = pre(str(c.message))
        self.board.show(c.board_html())

    @speaks
    def text(self) -> str:
        c = self.controller
        head = _("{title} ({players} players, seed {seed})").format(
            title=self.heading, players=c.players, seed=c.seed)
        return f"{head}\n{c.prompt()}\n{c.message}"
