"""gaucho: the rules of El Gaucho (Arve D. Fühler, 2014) to learn, explore and measure.

Quick start::

    import gaucho
    game = gaucho.Game.new(players=3, seed=1)
    print(game)                      # the table as text
    game.legal_actions()             # every legal decision now
    game.play(game.legal_actions()[0])   # checked; returns the events, with rule IDs
    game.why_illegal("end")          # Violation('R-PRELIM-3', 'first every player ...')

The rules follow RULES.md; every error and event cites a rule ID.
"""

import importlib
from typing import Any

from gaucho import actions, tiles
from gaucho.actions import Action, parse
from gaucho.config import DEFAULT_CONFIG, PLAYER_NAMES, RULES_VERSION, RulesConfig
from gaucho.engine import Violation
from gaucho.errors import (
    GauchoError,
    IllegalAction,
    InvalidAction,
    InvalidConfig,
    InvalidPosition,
    UnknownLanguage,
    UnknownRule,
)
from gaucho.game import CHANCE, TERMINAL, Game, LegalActions, Step
from gaucho.i18n import get_language, set_language, use_language
from gaucho.state import Event

__version__ = "0.1.0"

#: Modules reached as attributes (``gaucho.bots``) but imported only on first use.
_LAZY_MODULES = {
    "examples": "gaucho.examples",
    "flow": "gaucho.flow",
    "explorer": "gaucho.explorer",
    "rules": "gaucho.rules",
    "views": "gaucho.views",
    "variants": "gaucho.variants",
    "workshop": "gaucho.workshop",
    **{name: f"gaucho.workshop.{name}"
       for name in ("bots", "simulation", "stats", "dice", "plots")},
}


def __getattr__(name: str) -> Any:
    """Heavier entry points load on first use, so ``import gaucho`` stays quick (PEP 562)."""
    if name == "simulate":
        from gaucho.workshop.simulation import simulate

        return simulate
    if name in _LAZY_MODULES:
        return importlib.import_module(_LAZY_MODULES[name])
    raise AttributeError(f"module 'gaucho' has no attribute {name!r}")

__all__ = [
    "CHANCE",
    "DEFAULT_CONFIG",
    "PLAYER_NAMES",
    "RULES_VERSION",
    "TERMINAL",
    "Action",
    "Event",
    "Game",
    "GauchoError",
    "IllegalAction",
    "InvalidAction",
    "InvalidConfig",
    "InvalidPosition",
    "LegalActions",
    "RulesConfig",
    "Step",
    "UnknownLanguage",
    "UnknownRule",
    "Violation",
    "actions",
    "get_language",
    "parse",
    "set_language",
    "simulate",
    "tiles",
    "use_language",
]
