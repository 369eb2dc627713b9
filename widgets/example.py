"""Example player: step through any rulebook example (EX-...) with narration."""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gaucho.explorer import Explorer, example_ids

from ._base import BoardView, View, html, pre, step_buttons


class ExamplePlayer(View):
    """A dropdown of examples; step/back/reset; narration with rule IDs; the board
    highlighting what changed; the expected outcome at the end."""

    title = "Example player"
    explorer: Explorer

    def __init__(self, example: str | None = None, **kwargs: Any) -> None:
        ids = example_ids()
        self.pick = w.Dropdown(options=ids, value=example or ids[0], description="Example",
                               layout=w.Layout(width="360px"))
        self.pick.add_class("gaucho-ex-pick")
        self.info = html(css_class="gaucho-ex-info")
        (self.reset_button, self.back_button, self.step_button,
         self.end_button) = step_buttons("ex", lambda: self.explorer)
        self.position_label = html(css_class="gaucho-ex-position")
        self.narration = html(css_class="gaucho-ex-narration", max_height="240px",
                              overflow="auto")
        self.outcome = html(css_class="gaucho-ex-outcome")
        self.board = BoardView("gaucho-ex-board")
        self.explorer = self._load(self.pick.value)
        self.pick.observe(lambda _c: self.load(str(self.pick.value)), names="value")
        super().__init__([
            self.pick, self.info,
            w.HBox([self.reset_button, self.back_button, self.step_button, self.end_button,
                    self.position_label]),
            self.narration, self.outcome, self.board], **kwargs)
        self.add_class("gaucho-ex")
        self.refresh()

    def _load(self, example_id: str) -> Explorer:
        ex = Explorer.from_scenario(example_id)
        ex.listeners.append(lambda _e: self.refresh())
        return ex

    def load(self, example_id: str) -> None:
        self.explorer = self._load(example_id)
        self.refresh()

    def refresh(self) -> None:
        ex = self.explorer
        rules = ", ".join(ex.rules)
        self.info.value = (f"<b>{escape(ex.title)}</b><br>{escape(ex.summary)}"
                           + (f"<br><small>Rules: {escape(rules)}</small>" if rules else ""))
        self.position_label.value = f"step {ex.position} of {len(ex) - 1}"
        self.narration.value = pre(ex.narration)
        out = ex.outcome()
        self.outcome.value = (f'<div style="background:#eef7ee;padding:4px">'
                              f"<b>Expected outcome:</b> {escape(out)}</div>" if out else "")
        self.back_button.disabled = self.reset_button.disabled = ex.at_start
        self.step_button.disabled = self.end_button.disabled = ex.at_end
        self.board.show(ex.board_html())

    def text(self) -> str:
        ex = self.explorer
        return (f"{ex.title}: step {ex.position} of {len(ex) - 1}\n{ex.narration}"
                + (f"\nExpected: {ex.outcome()}" if ex.outcome() else ""))
