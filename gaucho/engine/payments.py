"""Paying with dice (§5): which dice (and WISH die) pay a value exactly."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations

from gaucho.engine.common import Violation
from gaucho.i18n import Message, and_list
from gaucho.state import State


def submultisets(held: list[int]) -> list[tuple[int, ...]]:
    """Distinct non-empty sub-multisets of the held dice (at most 2 dice, R-DICE-1)."""
    out: set[tuple[int, ...]] = set()
    for r in range(1, len(held) + 1):
        for combo in combinations(sorted(held), r):
            out.add(combo)
    return sorted(out)


Payment = tuple[tuple[int, ...], bool]


def payments(s: State, values: Iterable[int]) -> list[Payment]:
    """Every distinct way to pay one of ``values``: dice, and whether the WISH die is spent.

    The WISH die's value is not part of a payment: placements that differ only in
    it are one move (R-WISH-2), so each is listed once.
    """
    # Memoised on (held dice, WISH die, faces, values): bots and simulations ask the same
    # few questions millions of times.  The answer depends on nothing else.
    return list(payments_of(tuple(sorted(s.held)), s.wish_die, s.config.die_faces,
                             tuple(values)))


@lru_cache(maxsize=8192)
def payments_of(held: tuple[int, ...], wish_die: bool, faces: int, values: tuple[int, ...]
                 ) -> tuple[Payment, ...]:
    subsets = submultisets(list(held))
    value_set = set(values)
    out: list[Payment] = [(d, False) for d in subsets if sum(d) in value_set]
    if wish_die:
        out.extend((d, True) for d in [(), *subsets]
                   if wish_value(sum(d), faces, values) is not None)
    return tuple(out)


@lru_cache(maxsize=1024)
def payment_table(held: tuple[int, ...], wish_die: bool, faces: int
                  ) -> dict[int, tuple[Payment, ...]]:
    """Every value the held dice (and WISH die) can pay exactly, with its payments.

    Listing claims asks "can this tile's number be paid?" for every tile in the Pampa;
    one table per hand answers all of them (read it, never change it).
    """
    top = sum(held) + (faces if wish_die else 0)
    table: dict[int, tuple[Payment, ...]] = {}
    for value in range(1, top + 1):
        pays = payments_of(held, wish_die, faces, (value,))
        if pays:
            table[value] = pays
    return table


def wish_value(base: int, faces: int, values: Iterable[int]) -> int | None:
    """The smallest WISH die value that, added to ``base``, pays one of ``values``.

    Any other value that pays is the same move (R-WISH-2); the narration names this one.
    """
    for w in range(1, faces + 1):
        if base + w in values:
            return w
    return None


def has_dice(held: list[int], dice: tuple[int, ...]) -> bool:
    pool = list(held)
    for d in dice:
        if d not in pool:
            return False
        pool.remove(d)
    return True


def or_list(items: tuple[object, ...]) -> object:
    """``4``, ``4 or 5``, ``4 or 5 or 6``, in the language current when read."""
    if len(items) < 2:
        return "".join(map(str, items))
    # Translators: choices, e.g. "4 or 5" ({first} may itself be "4 or 5").
    return Message("{first} or {last}", first=or_list(items[:-1]), last=str(items[-1]))


def check_payment(s: State, dice: tuple[int, ...], wish: bool,
                   allowed: tuple[int, ...], what: str | Message) -> Violation | None:
    if not dice and not wish:
        # Translators: {what} is what is paid for ("the STEAL space", "a lying claim on W4").
        return Violation("R-DICE-1", Message("{what} must be paid with at least one die",
                                             what=what))
    if not has_dice(s.held, dice):
        paid_dice = "+".join(map(str, dice))
        if not s.held:
            return Violation("R-DICE-2", Message("you hold no dice, so you cannot pay {paid}",
                                                 paid=paid_dice))
        return Violation("R-DICE-2", Message("you hold {dice}, so you cannot pay {paid}",
                                             dice=and_list(s.held), paid=paid_dice))
    need = or_list(tuple(str(v) for v in allowed))
    paid = sum(dice)
    if wish:
        if not s.wish_die:
            return Violation("R-WISH-1", Message("you have no WISH die this turn; use WISH "
                                                 "first"))
        if wish_value(paid, s.config.die_faces, allowed) is None:
            # Translators: {what} is what is paid for, {need} the values that pay ("4 or 5").
            return Violation("R-DICE-3", Message(
                "{what} costs exactly {need}; {paid} plus a WISH die of 1 to {faces} cannot "
                "pay it", what=what, need=need, paid=str(paid), faces=str(s.config.die_faces)))
        return None
    if paid not in allowed:
        # Translators: {what} is what is paid for, {need} the values that pay ("4 or 5").
        return Violation("R-DICE-3", Message("{what} costs exactly {need}, but you paid {paid}",
                                             what=what, need=need, paid=str(paid)))
    return None


def spend(s: State, dice: tuple[int, ...], wish: bool) -> None:
    for d in dice:
        s.held.remove(d)
    if wish:
        s.wish_die = False
