"""Plain-Python controllers behind the explorer widgets (no ipywidgets here).

Every widget in ``widgets/`` is a thin view over one of these, so everything a
workshop participant can click is also testable without a browser::

    >>> from gaucho.explorer import Explorer, PlayController
    >>> ex = Explorer.from_setup(players=3, seed=7)   # the table being set up
    >>> _ = ex.step(); "R-SETUP-2" in ex.narration
    True
    >>> _ = ex.goto(len(ex) - 1); ex.state.phase == "keep"
    True
    >>> play = PlayController(players=3, seed=7, human=0)   # Red against two bots
    >>> play.is_human_turn
    True

* :class:`Explorer` is a cursor over a list of :class:`Frame` (time travel:
  ``step()``, ``back()``, ``goto(i)``, ``reset()``).  Built from a game's
  history (:meth:`Explorer.from_game`, states by replay), from the setup frames
  (:meth:`Explorer.from_setup`) or from a rulebook example
  (:meth:`Explorer.from_scenario`).
* :class:`PlayController` is free play: a human seat plus bots, checked moves,
  "why not?", undo/redo and save/load.
* :class:`PrelimController` walks the preliminary round one decision at a time,
  with the keep rule explained and an illegal keep to try.

Board pictures come from :func:`gaucho.views.svg.board_svg` and the phase graph from
:func:`gaucho.views.phase_graph.flow_svg`; ``text=True`` gives the text view instead.
"""

from gaucho.explorer.play import PlayController, make_bot
from gaucho.explorer.prelim import KEEP_RULE, PRELIM_PHASES, PrelimController
from gaucho.explorer.timeline import Explorer, Frame, example_ids
from gaucho.explorer.views import board_html, changed_tiles, flow_html, phase_text
from gaucho.game import GROUP_LABELS

__all__ = [
    "GROUP_LABELS",
    "KEEP_RULE",
    "PRELIM_PHASES",
    "Explorer",
    "Frame",
    "PlayController",
    "PrelimController",
    "board_html",
    "changed_tiles",
    "example_ids",
    "flow_html",
    "make_bot",
    "phase_text",
]
