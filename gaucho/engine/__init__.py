"""The rules engine: what is legal, why something is not, and what an action does.

Three pure-ish functions over a :class:`~gaucho.state.State`:

* :func:`legal_actions` lists every legal decision, without duplicates;
* :func:`check` returns ``None`` or the :class:`Violation` (rule ID + reason);
* :func:`apply` carries an action out *without checking it* and returns the
  events it caused; :class:`gaucho.Game` checks first, simulations may not.

Each decision kind is declared once in :mod:`gaucho.engine.decisions`; which kinds a
phase allows, who acts and what happens on entering it is declared in
:mod:`gaucho.engine.flow` (public as :mod:`gaucho.flow`).  After every action
:func:`advance` follows the flow's exits.
"""

from gaucho.engine.common import (
    CHANCE,
    COLLECT_PHASES,
    TERMINAL,
    TURN_PHASES,
    Violation,
    pname,
)
from gaucho.engine.dispatch import (
    advance,
    apply,
    chance_outcomes,
    check,
    current_player,
    legal_actions,
    sample_chance,
)
from gaucho.engine.herds import add_to_herd, fits, sell, sort_into
from gaucho.engine.pile import draw, fill_pasture, fill_steppe, note_trigger
from gaucho.engine.setup import setup

__all__ = [
    "CHANCE", "COLLECT_PHASES", "TERMINAL", "TURN_PHASES", "Violation",
    "add_to_herd", "advance", "apply", "chance_outcomes", "check", "current_player", "draw",
    "fill_pasture", "fill_steppe", "fits", "legal_actions", "note_trigger", "pname",
    "sample_chance", "sell", "setup", "sort_into",
]
