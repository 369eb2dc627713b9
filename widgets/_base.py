"""Shared pieces of the explorer widgets: the board view, buttons, text boxes.

Widgets stay small (one board widget whose picture is replaced, a few buttons)
so that Voilà renders them fast; every view also has a static fallback.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from gaucho.explorer.views import RULE_STYLE, rule_ids_html

from .board import BoardWidget


def pre(text: str, css: str = "") -> str:
    """Text as a preformatted HTML block (narration keeps its line breaks); every rule ID
    in it shows its rule on hover and opens it on click."""
    return (f'{RULE_STYLE}<pre class="gaucho-pre" style="white-space:pre-wrap;margin:0;'
            f'font-size:12px;line-height:1.35;{css}">{rule_ids_html(text)}</pre>')


def button(description: str, css_class: str, *, tooltip: str = "", icon: str = "",
           style: str = "") -> w.Button:
    b = w.Button(description=description, tooltip=tooltip or description, icon=icon,
                 button_style=style, layout=w.Layout(width="auto"))
    b.add_class(css_class)
    return b


def html(value: str = "", css_class: str = "", **layout: Any) -> w.HTML:
    h = w.HTML(value=value, layout=w.Layout(**layout))
    if css_class:
        h.add_class(css_class)
    return h


def players_and_seed(players: int, seed: int | str) -> tuple[w.ToggleButtons, w.Text]:
    """The two inputs every stepper starts from: the player count and the seed."""
    pick = w.ToggleButtons(options=[2, 3, 4], value=players, description="Players",
                           style={"button_width": "40px"})
    box = w.Text(value=str(seed), description="Seed", layout=w.Layout(width="160px"))
    return pick, box


def step_buttons(prefix: str, target: Any, step_label: str = "Step",
                 with_end: bool = True) -> list[w.Button]:
    """Reset / Back / Step (/ End) buttons wired to ``target()``'s methods of those names.

    ``target`` is a callable so a view can swap its controller (a new seed, another
    example) and the buttons follow.
    """
    specs = [("Reset", "reset", "fast-backward", ""), ("Back", "back", "step-backward", ""),
             (step_label, "step", "step-forward", "primary")]
    if with_end:
        specs.append(("End", "end", "fast-forward", ""))
    out = []
    for label, method, icon, style in specs:
        b = button(label, f"gaucho-{prefix}-{method}", icon=icon, style=style)
        b.on_click(lambda _b, m=method: getattr(target(), m)())
        out.append(b)
    return out


class BoardView(BoardWidget):
    """The one board view of every stepper: the board widget, not clickable there."""

    def __init__(self, css_class: str = "gaucho-board", **kwargs: Any) -> None:
        super().__init__(css_class, **kwargs)


class View(w.VBox):
    """Base class: a VBox with a static HTML/text fallback for kernel-less viewers."""

    title = "gaucho view"

    def text(self) -> str:
        """A short plain-text summary of what the view shows."""
        return self.title

    def static_html(self) -> str:
        return pre(self.text())

    def _repr_html_(self) -> str:
        return f"<div><h4>{escape(self.title)}</h4>{self.static_html()}</div>"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        data: dict[str, Any] = super()._repr_mimebundle_(**kwargs)
        data["text/plain"] = self.text()
        data["text/html"] = self._repr_html_()
        return data
