"""The turn/phase flow of El Gaucho, under its public name.

The flow is the engine's own table (who acts in each phase, which decision kinds it
allows, what happens on entering it and where it leads), so it lives inside the engine
in :mod:`gaucho.engine.flow`; this module re-exports it, so ``gaucho.flow.PHASES`` and
``gaucho.flow.graph()`` keep working.
"""

from gaucho.engine.flow import (
    CHANCE,
    CONDITIONS,
    PHASES,
    SPECIALS,
    START_PHASE,
    TERMINAL,
    Actor,
    Condition,
    Exit,
    KindIs,
    Phase,
    PhaseSpec,
    check_declaration,
    edges,
    graph,
    special_kinds,
    turn_kinds,
)

__all__ = ["CHANCE", "CONDITIONS", "PHASES", "SPECIALS", "START_PHASE", "TERMINAL", "Actor",
           "Condition", "Exit", "KindIs", "Phase", "PhaseSpec", "check_declaration", "edges",
           "graph", "special_kinds", "turn_kinds"]
