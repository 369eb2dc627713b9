"""ipywidgets views over the plain-Python controllers of :mod:`gaucho.explorer`.

    >>> from gaucho.widgets import explorer_app
    >>> app = explorer_app(seed=7)   # tabs: Setup, ..., Phases, Workshop

Each view is a small widget tree with one board (:class:`BoardWidget`, clickable in
Play; :class:`GameBoard` plays any game by clicks in a notebook) redrawn in place,
and a static HTML/text fallback for viewers without a kernel.
"""

from __future__ import annotations

from typing import Any

from gaucho._extras import require

# Say which extra to install when ipywidgets or anywidget is missing (E402 allowed here).
require("ipywidgets", extra="widgets")
require("anywidget", extra="widgets")

import ipywidgets as w

from ._base import BoardView, View
from .board import BoardWidget, GameBoard
from .example import ExamplePlayer
from .guided import GuidedGameView
from .phases import PhaseView, sample_explorer
from .play import PlayWidget
from .prelim import PrelimStepper
from .rules import RulesTab
from .setup import SetupStepper
from .workshop import WorkshopTab, workshop_tab

__all__ = [
    "BoardView",
    "BoardWidget",
    "ExamplePlayer",
    "ExplorerApp",
    "GuidedGameView",
    "GameBoard",
    "PhaseView",
    "PlayWidget",
    "PrelimStepper",
    "RulesTab",
    "SetupStepper",
    "View",
    "WorkshopTab",
    "explorer_app",
    "sample_explorer",
    "workshop_tab",
]

TAB_TITLES = ("Setup", "Preliminary round", "Examples", "Play", "Phases", "Workshop",
              "First game", "Rules")


class ExplorerApp(w.Tab):
    """The workshop app: one tab per view."""

    def __init__(self, seed: int | str = 7, players: int = 3, **kwargs: Any) -> None:
        self.setup = SetupStepper(players, seed)
        self.prelim = PrelimStepper(players, seed)
        self.examples = ExamplePlayer()
        self.play = PlayWidget(players, seed)
        self.phases = PhaseView(seed=seed)
        self.workshop = WorkshopTab(lazy=True)
        self.first_game = GuidedGameView()
        self.rules = RulesTab()
        views = [self.setup, self.prelim, self.examples, self.play, self.phases, self.workshop,
                 self.first_game, self.rules]
        super().__init__(children=views, titles=TAB_TITLES, **kwargs)
        self.add_class("gaucho-app")
        self.observe(self._tab_opened, names="selected_index")

    def _tab_opened(self, change: Any) -> None:
        if self.children[change["new"]] is self.workshop:
            self.workshop.build()

    def show_rule(self, rule_id: str) -> None:
        """Open the Rules tab on one rule (``app.show_rule("R-STEAL-1")``)."""
        self.rules.show(rule_id)
        self.selected_index = list(self.children).index(self.rules)

    def text(self) -> str:
        return "\n\n".join(v.text() for v in self.children if isinstance(v, View))

    def _repr_html_(self) -> str:
        return "".join(v._repr_html_() for v in self.children if isinstance(v, View))

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        data: dict[str, Any] = super()._repr_mimebundle_(**kwargs)
        data["text/plain"] = "gaucho explorer app: " + ", ".join(TAB_TITLES)
        data["text/html"] = self._repr_html_()
        return data


def explorer_app(seed: int | str = 7, players: int = 3) -> ExplorerApp:
    return ExplorerApp(seed=seed, players=players)
