"""Phase view: the phase graph beside the board, the current phase highlighted."""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from gaucho.explorer import Explorer, PlayController, phase_text
from gaucho.i18n import N_, Message, _

from ._base import BoardView, View, button, html, label, pick_language, pre, speaks


def sample_explorer(players: int = 3, seed: int | str = 7, rounds: int = 2) -> Explorer:
    """A seeded bot game played to the end of ``rounds`` rounds, as a timeline."""
    c = PlayController(players, seed, human=None, max_bot_steps=0)
    g = c.game
    while not g.is_over and g.round <= rounds:
        g.play(c.bots[g.current_player].choose(g))
    return Explorer.from_game(g, title=Message("A {players}-player bot game, seed {seed}",
                                               players=players, seed=str(seed)))


class PhaseView(View):
    """The flow graph (from gaucho.flow) and the board side by side; stepping
    through a game moves the highlight along the graph."""

    title = N_("Phase view")

    def __init__(self, explorer: Explorer | None = None, *, seed: int | str = 7,
                 language: str | None = None, lazy: bool = False, **kwargs: Any) -> None:
        self.language = pick_language(language)
        self.explorer = explorer or sample_explorer(seed=seed)
        self.explorer.listeners.append(self._update)
        self._flow_for: tuple[str, tuple[str, str] | None] | None = None
        super().__init__(lazy=lazy, **kwargs)
        self.add_class("gaucho-phase")

    def make_widgets(self) -> list[w.Widget]:
        """The buttons, the slider, the board and the graph's place. The app builds them
        when the tab is first opened: drawing the phase graph imports networkx, about a
        second in the browser (JupyterLite), which the app's first picture should not wait
        for."""
        self.reset_button = button("", "gaucho-phase-reset", icon="fast-backward")
        self.back_button = button("", "gaucho-phase-back", icon="step-backward")
        self.step_button = button("", "gaucho-phase-step", icon="step-forward",
                                  style="primary")
        self.slider = w.IntSlider(value=0, min=0, max=len(self.explorer) - 1,
                                  continuous_update=False, layout=w.Layout(width="420px"))
        self.relabel()
        self.phase_label = html(css_class="gaucho-phase-label")
        self.narration = html(css_class="gaucho-phase-narration", max_height="160px",
                              overflow="auto")
        self.flow = html(css_class="gaucho-phase-flow", min_width="320px",
                         max_width="48%", overflow="auto")
        self.board = BoardView("gaucho-phase-board", language=self.language)
        self.board.layout.flex = "1"
        self.reset_button.on_click(lambda _b: self.explorer.reset())
        self.back_button.on_click(lambda _b: self.explorer.back())
        self.step_button.on_click(lambda _b: self.explorer.step())
        self.slider.observe(self._slid, names="value")
        return [w.HBox([self.reset_button, self.back_button, self.step_button, self.slider]),
                self.phase_label, self.narration, w.HBox([self.flow, self.board])]

    @speaks
    def relabel(self) -> None:
        label(self.reset_button, _("Reset"))
        label(self.back_button, _("Back"))
        label(self.step_button, _("Step"))
        label(self.slider, _("Step"))

    def set_language(self, language: str) -> None:
        self._flow_for = None  # the graph's words change too
        super().set_language(language)

    def _slid(self, change: dict[str, Any]) -> None:
        if int(change["new"]) != self.explorer.position:
            self.explorer.goto(int(change["new"]))

    @speaks
    def refresh(self) -> None:
        ex = self.explorer
        self.slider.value = ex.position
        self.phase_label.value = pre(phase_text(ex.phase), "font-weight:bold")
        self.narration.value = pre(ex.narration)
        key = (ex.phase, ex.last_transition)
        if self._flow_for != key:  # redraw the graph only when the phase moves
            self.flow.value = ex.flow_html()
            self._flow_for = key
        self.back_button.disabled = self.reset_button.disabled = ex.at_start
        self.step_button.disabled = ex.at_end
        self.board.show(ex.board_html())

    @speaks
    def text(self) -> str:
        # Translators: a view as plain text: its heading, then what it shows (French puts a
        # no-break space before the colon).
        head = _("{heading}: {text}").format(heading=self.heading,
                                             text=phase_text(self.explorer.phase))
        return f"{head}\n{self.explorer.narration}"
