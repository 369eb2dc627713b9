"""Every decision kind, declared once per family (see :class:`gaucho.engine.decision.Decision`).

=============== ============================================================
family          kinds
=============== ============================================================
chance          roll, cover, draw
preliminary     keep, first_gaucho
turn            draft, claim, place, remove, takeback, end
specials        wish, sale, steal, raise, replace, use_steppe, put
collection      add, sort
=============== ============================================================

This module only assembles the registry: :data:`DECISIONS` (by name in
:data:`BY_NAME`), the action types and the verbs of their notation.  The flow
(:mod:`gaucho.engine.flow`) names which kinds each phase allows.

Everything else that lists kinds reads them from :data:`DECISIONS`: the special and
chance action types (:mod:`gaucho.actions`), the turns' special actions and their exit
(:func:`gaucho.engine.flow.special_kinds`), the records' ``act_<kind>`` columns
(:func:`gaucho.workshop.records.action_keys`) and the codec's blocks
(:func:`gaucho.interop.codec.block_order`).  So a new special action is one
:class:`Decision` with ``space=`` its Action Space in :mod:`.specials` (its Action Space
check comes with it); give its action type a classmethod ``every(config)`` listing its
instances if it has arguments, so the codec can number them.  The :data:`Action` union is
written out because a type checker reads it.
"""

from __future__ import annotations

from gaucho.engine.decision import Decision
from gaucho.engine.decisions import chance, collection, preliminary, specials, turn
from gaucho.engine.decisions.chance import Cover, Draw, Roll
from gaucho.engine.decisions.collection import Add, Sort
from gaucho.engine.decisions.preliminary import Keep
from gaucho.engine.decisions.specials import Raise, Replace, Sale, Steal, Steppe, UseSteppe, UseWish
from gaucho.engine.decisions.turn import Claim, Draft, EndTurn, Place, Remove, TakeBack

Action = (Roll | Cover | Draw | Keep | Draft | Claim | Place | UseWish | Sale | Steal | Raise
          | Replace | UseSteppe | Steppe | Remove | TakeBack | EndTurn | Add | Sort)

DECISIONS: tuple[Decision, ...] = (*chance.DECISIONS, *preliminary.DECISIONS, *turn.DECISIONS,
                                   *specials.DECISIONS, *collection.DECISIONS)
BY_NAME: dict[str, Decision] = {d.name: d for d in DECISIONS}
ACTION_TYPES: tuple[type, ...] = tuple(dict.fromkeys(d.action for d in DECISIONS))
#: The first word of a notation -> its action type (``take`` -> Draft, ``a`` -> Claim, ...).
VERBS: dict[str, type] = {v: t for t in ACTION_TYPES for v in t.verbs}  # type: ignore[attr-defined]

__all__ = ["ACTION_TYPES", "BY_NAME", "DECISIONS", "VERBS", "Action", "Add", "Claim", "Cover",
           "Decision", "Draft", "Draw", "EndTurn", "Keep", "Place", "Raise", "Remove", "Replace",
           "Roll", "Sale", "Sort", "Steal", "Steppe", "TakeBack", "UseSteppe", "UseWish"]
