"""Shared pieces of the explorer widgets: the board view, buttons, text boxes, the language.

Widgets stay small (one board widget whose picture is replaced, a few buttons)
so that Voilà renders them fast; every view also has a static fallback.

Every view speaks one language (``language=`` when it is made, default: the current
language of :mod:`gaucho.i18n`; :meth:`View.set_language` switches it): its labels are set
by :meth:`View.relabel` and its methods that make text run inside
``use_language(view.language)`` (the :func:`speaks` decorator), so a sentence made during
a click is in the view's language whatever the notebook's language is.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from html import escape
from typing import Any, Concatenate, ParamSpec, TypeVar

import ipywidgets as w

from gaucho.explorer.views import RULE_STYLE, rule_ids_html
from gaucho.i18n import N_, _, check_language, get_language, use_language

from .board import BoardWidget, board_labels

P = ParamSpec("P")
R = TypeVar("R")
V = TypeVar("V")


def speaks(method: Callable[Concatenate[V, P], R]) -> Callable[Concatenate[V, P], R]:
    """Run a view's method in the view's ``language`` (text made in it is in that language)."""

    def in_language(self: V, /, *args: P.args, **kwargs: P.kwargs) -> R:
        with use_language(getattr(self, "language", None)):
            return method(self, *args, **kwargs)

    functools.update_wrapper(in_language, method)
    return in_language


def pick_language(language: str | None) -> str:
    """``language`` checked (:class:`~gaucho.UnknownLanguage` names the choices), or the
    current language when it is ``None``."""
    return get_language() if language is None else check_language(language)


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


def html(value: str = "", css_class: str = "", *, layout: w.Layout | None = None,
         **layout_fields: Any) -> w.HTML:
    """An HTML widget with a CSS class; its layout given whole or as fields (``flex="1"``)."""
    h = w.HTML(value=value, layout=layout or w.Layout(**layout_fields))
    if css_class:
        h.add_class(css_class)
    return h


def label(widget: w.Widget, text: str) -> None:
    """Put ``text`` (already translated) on a widget: a button's words and tooltip, or an
    input's description."""
    if isinstance(widget, w.Button):
        widget.description = widget.tooltip = text
    else:
        widget.description = text


def players_and_seed(players: int, seed: int | str) -> tuple[w.ToggleButtons, w.Text]:
    """The two inputs every stepper starts from: the player count and the seed (labelled
    by :func:`label_players_and_seed`)."""
    pick = w.ToggleButtons(options=[2, 3, 4], value=players, style={"button_width": "40px"})
    box = w.Text(value=str(seed), layout=w.Layout(width="160px"))
    label_players_and_seed(pick, box)
    return pick, box


def label_players_and_seed(pick: w.ToggleButtons, box: w.Text) -> None:
    label(pick, _("Players"))
    label(box, _("Seed"))


#: Words of the stepping buttons (English, marked; shown with ``_()``).
STEP_WORDS = {"reset": N_("Reset"), "back": N_("Back"), "step": N_("Step"), "end": N_("End")}


def step_buttons(prefix: str, target: Any, with_end: bool = True) -> list[w.Button]:
    """Reset / Back / Step (/ End) buttons wired to ``target()``'s methods of those names
    (labelled by :func:`label_step_buttons`).

    ``target`` is a callable so a view can swap its controller (a new seed, another
    example) and the buttons follow.
    """
    specs = [("reset", "fast-backward", ""), ("back", "step-backward", ""),
             ("step", "step-forward", "primary")]
    if with_end:
        specs.append(("end", "fast-forward", ""))
    out = []
    for method, icon, style in specs:
        b = button("", f"gaucho-{prefix}-{method}", icon=icon, style=style)
        b.on_click(lambda _b, m=method: getattr(target(), m)())
        out.append(b)
    label_step_buttons(out)
    return out


def label_step_buttons(buttons: list[w.Button]) -> None:
    for b, key in zip(buttons, STEP_WORDS, strict=False):
        label(b, _(STEP_WORDS[key]))


#: The narrowest a board is drawn: in a narrow notebook (JupyterLab at 800 px with the file
#: browser open) it scrolls sideways rather than shrink its dice to tiny click targets.
BOARD_MIN_WIDTH = "520px"


class BoardView(BoardWidget):
    """The one board view of every stepper: the board widget, not clickable there."""

    def __init__(self, css_class: str = "gaucho-board", **kwargs: Any) -> None:
        super().__init__(css_class, **kwargs)
        self.layout.min_width = BOARD_MIN_WIDTH


def widget_bundle(widget: w.Widget) -> dict[str, Any]:
    """What a notebook needs to show a widget: its model's ID (and a plain-text line).

    ipywidgets' own ``_repr_mimebundle_`` also writes the repr of the whole widget tree as
    plain text, which the views replace anyway; for the app that repr was most of the cost
    of showing it."""
    return {"text/plain": type(widget).__name__,
            "application/vnd.jupyter.widget-view+json": {
                "version_major": 2, "version_minor": 0, "model_id": widget.model_id}}


class View(w.VBox):
    """Base class: a VBox in one language, with a static HTML/text fallback for kernel-less
    viewers.

    A view keeps what it shows in plain Python (a controller, an explorer, a game) and makes
    its widget tree from it in :meth:`make_widgets`. A view made ``lazy`` is an empty box
    until :meth:`build` makes the tree: the app builds each tab when it is first opened, so
    the first picture waits only for the Setup tab (in the browser build every widget costs
    a message and a drawing). Its words, :meth:`text` and the static fallback need no
    widget: they read the controller, so an unbuilt tab still says what it shows.
    """

    #: The view's name (English, marked; :attr:`heading` is what a person reads).
    title = N_("gaucho view")
    #: The language the view speaks (see :meth:`set_language`).
    language = "en"
    #: Whether the widget tree is made (see :meth:`build`).
    built = False

    def __init__(self, *, lazy: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        if not lazy:
            self.build()

    def build(self) -> None:
        """Make the widget tree (once) and draw it, in the view's language."""
        if self.built:
            return
        with use_language(self.language):
            children = self.make_widgets()
        # built from here on (a controller moving while the widgets were made redrew nothing)
        self.built = True
        self.children = children
        self.refresh()

    def make_widgets(self) -> list[w.Widget]:
        """The view's widgets, labelled and wired (its children); :meth:`refresh` draws
        what they show."""
        return []

    def _update(self, *_args: Any) -> None:
        """A controller moved (its listener): draw it again, if the tree is made."""
        if self.built:
            self.refresh()

    @property
    def heading(self) -> str:
        """The view's name in its language."""
        with use_language(self.language):
            return _(self.title)

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on: every label, the board and the narration are
        drawn again in it (the game, example or setting shown does not change). An unbuilt
        view is built in it later."""
        self.language = check_language(language)
        if not self.built:
            return
        with use_language(self.language):
            board = getattr(self, "board", None)
            if isinstance(board, BoardWidget):
                board.labels = board_labels()
            self.relabel()
            self.refresh()

    def relabel(self) -> None:
        """Put the view's fixed labels (buttons, descriptions, headings) in its language."""

    def refresh(self) -> None:
        """Draw what changes (board, narration, status) again, in the view's language."""

    def text(self) -> str:
        """A short plain-text summary of what the view shows (from its controller: built or
        not, a view says the same)."""
        return self.heading

    def static_html(self) -> str:
        return pre(self.text())

    def _repr_html_(self) -> str:
        return f"<div><h4>{escape(self.heading)}</h4>{self.static_html()}</div>"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        data = widget_bundle(self)
        data["text/plain"] = self.text()
        data["text/html"] = self._repr_html_()
        return data
