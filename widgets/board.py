"""The one board widget: the table as SVG that scales with its container, clickable.

Built on anywidget (the JavaScript, ``board.js``/``board.css``, ships in the
package: no CDN; anywidget runs in JupyterLab, Voilà, VS Code, Colab and
JupyterLite).  The widget is a thin view: Python sends the SVG, the targets to
highlight and the choice buttons; the browser sends back the ``data-target`` of
what was clicked.  Which targets are legal, and when a decision is complete,
is decided by :class:`gaucho.explorer.board_input.BoardInput`.

    >>> from gaucho.widgets.board import BoardWidget
    >>> board = BoardWidget()
    >>> board.show("<svg></svg>")
    >>> board.svg
    '<svg></svg>'
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets as t

from gaucho.i18n import _, use_language

HERE = Path(__file__).parent


def board_labels() -> dict[str, str]:
    """The words the board's browser side reads out (screen readers), in the current
    language: the script holds no words of its own."""
    # Translators: what a screen reader calls the board picture and the row of buttons.
    return {"board": _("The board"), "choices": _("Choices"),
            # Translators: the disclosure under the board that holds its text description.
            "words": _("Board in words"),
            # Translators: one of several board targets of the same name ("die 4 ...,
            # 2 of 3"), so each die has its own name.
            "nth": _("{name}, {n} of {total}"),
            # Translators: the title of the disclosure under the board that holds the
            # keyboard help (the ? key opens it): words, so a screen reader and a student
            # read what it holds, not a bare "?".
            "keys_title": _("Keyboard help (?)"),
            "keys": keyboard_help()}


def keyboard_help() -> str:
    """The short keyboard help ("?" opens it) of the board and of the app, in the current
    language."""
    # Translators: the keyboard help, opened with the ? key.
    board = _("Keys: Tab and Shift+Tab move between the things you can press on the board "
              "and the buttons after it; Enter or Space presses; ? opens or closes this "
              "help. The tabs of the app: Tab to a tab's name and press Enter, or move with "
              "the Left and Right arrows.")
    # Translators: the keyboard help's second part (after the first); the tab names are
    # the app's own (Puzzles, Editor, Studies).
    tabs = _("The same keys work in every tab, the Puzzles, Editor and Studies too: Tab "
             "reaches each button, menu and field, the arrow keys choose inside a menu or a "
             "row of options, and after a press on a board the focus comes back to the "
             "board.")
    return f"{board} {tabs}"


class BoardWidget(anywidget.AnyWidget):
    """The board: ``svg`` is drawn; ``next_targets``/``chosen``/``hint`` light up hits;
    ``choices`` are ``[token, label]`` buttons; ``on_click(fn)`` hears every click."""

    _esm = HERE / "board.js"
    _css = HERE / "board.css"

    svg = t.Unicode("").tag(sync=True)
    next_targets = t.List(t.Unicode()).tag(sync=True)
    chosen = t.List(t.Unicode()).tag(sync=True)
    hint = t.List(t.Unicode()).tag(sync=True)
    choices = t.List(t.List(t.Unicode())).tag(sync=True)
    message = t.Unicode("").tag(sync=True)
    error = t.Bool(False).tag(sync=True)
    interactive = t.Bool(False).tag(sync=True)
    #: Words the browser side shows or reads out (see :func:`board_labels`).
    labels = t.Dict(t.Unicode()).tag(sync=True)
    #: Each pressable target's accessible name, in words (:mod:`gaucho.explorer.spoken`).
    names = t.Dict(t.Unicode()).tag(sync=True)
    #: What the polite live region says: the move made, the replies, the next prompt
    #: (a new text is announced once; the same text is not repeated).
    announce = t.Unicode("").tag(sync=True)
    #: Bumped after every update, so a test (or a benchmark) knows the board has caught up.
    version = t.Int(0).tag(sync=True)

    def __init__(self, css_class: str = "", *, language: str | None = None,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        if not self.labels:
            with use_language(language):
                self.labels = board_labels()
        self.add_class("gaucho-board")
        if css_class and css_class != "gaucho-board":
            self.add_class(css_class)
        self.layout.width = "100%"
        self._click_handlers: list[Callable[[str], None]] = []
        self.on_msg(self._on_msg)

    def show(self, board_html: str) -> None:
        """Replace the picture (only when it changed: a redraw costs a round trip)."""
        if board_html != self.svg:
            self.svg = board_html
        self.version += 1

    @property
    def value(self) -> str:
        """The picture's HTML (the name the HTML board view had)."""
        return str(self.svg)

    @value.setter
    def value(self, board_html: str) -> None:
        self.show(board_html)

    def on_click(self, fn: Callable[[str], None]) -> None:
        self._click_handlers.append(fn)

    def click(self, target: str) -> None:
        """What a click in the browser does (tests call it directly)."""
        for fn in list(self._click_handlers):
            fn(target)

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and isinstance(content.get("click"), str):
            self.click(content["click"])


class GameBoard(BoardWidget):
    """A clickable board over any :class:`gaucho.Game`, for a notebook cell::

        from gaucho.widgets.board import GameBoard
        GameBoard(game)          # click a move for whoever is to act; the game is played

    Each decision is built from clicks by :class:`~gaucho.explorer.board_input.BoardInput`
    and played with ``game.play`` (checked); the board shows the acting seat's view
    (``seat=None`` in the constructor: the whole table instead).
    """

    def __init__(self, game: Any, *, table: bool = False, language: str | None = None,
                 **kwargs: Any) -> None:
        from gaucho.i18n import check_language, get_language

        self.language = get_language() if language is None else check_language(language)
        super().__init__("gaucho-game-board", language=self.language, **kwargs)
        self.game = game
        self.table = table
        self.on_click(self._clicked)
        self._input: Any = None
        self.redraw()

    def set_language(self, language: str) -> None:
        """Draw the board and its words in ``language`` from now on."""
        from gaucho.i18n import check_language

        self.language = check_language(language)
        self.redraw()

    def redraw(self, message: str = "", *, error: bool = False) -> None:
        with use_language(self.language):
            self._redraw(message, error=error)

    def _redraw(self, message: str, *, error: bool) -> None:
        from gaucho.explorer.board_input import BoardInput
        from gaucho.explorer.said import last_words
        from gaucho.explorer.spoken import target_names
        from gaucho.views.seat import seat_svg

        g = self.game
        seat = None if self.table or g.current_player < 0 else g.current_player
        if self._input is None and not g.is_over and g.current_player >= 0:
            self._input = BoardInput(g)
        pick = self._input
        with self.hold_sync():
            self.show(str(seat_svg(g, seat, last_action=True,
                                   last_words=last_words(seat, g.phase))))
            self.interactive = pick is not None
            self.next_targets = sorted(pick.next_targets()) if pick else []
            self.chosen = sorted(pick.chosen()) if pick else []
            buttons = [[k, label] for k, label in pick.choices()] if pick else []
            if pick and pick.clicks:
                buttons.append(["clear", _("Clear")])
            self.choices = buttons
            self.labels = board_labels()
            self.error = error
            self.names = target_names(pick) if pick else {}
            self.message = message or (_("Click a highlighted thing on the board.")
                                       if pick else "")
            self.announce = self.message

    def _clicked(self, target: str) -> None:
        with use_language(self.language):
            self._click(target)

    def _click(self, target: str) -> None:
        pick = self._input
        if pick is None:
            return
        outcome = pick.click(target)
        if outcome.kind == "play":
            events = self.game.play(outcome.action)
            self._input = None
            self.redraw("; ".join(str(e) for e in events[:3]))  # in self.language
            return
        self.redraw(outcome.message, error=outcome.kind == "illegal")
