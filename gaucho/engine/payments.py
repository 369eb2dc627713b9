"""Paying with dice (§5): which dice (and WISH die) pay a value exactly."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations

from gaucho.engine.common import Violation
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


def check_payment(s: State, dice: tuple[int, ...], wish: bool,
                   allowed: tuple[int, ...], what: str) -> Violation | None:
    if not dice and not wish:
        return Violation("R-DICE-1", f"{what} must be paid with at least one die")
    if not has_dice(s.held, dice):
        have = " and ".join(map(str, s.held)) if s.held else "no dice"
        return Violation("R-DICE-2", f"you hold {have}, so you cannot pay "
                         f"{'+'.join(map(str, dice))}")
    need = " or ".join(map(str, allowed))
    paid = sum(dice)
    if wish:
        if not s.wish_die:
            return Violation("R-WISH-1", "you have no WISH die this turn; use WISH first")
        if wish_value(paid, s.config.die_faces, allowed) is None:
            return Violation("R-DICE-3", f"{what} costs exactly {need}; {paid} plus a WISH die "
                             f"of 1 to {s.config.die_faces} cannot pay it")
        return None
    if paid not in allowed:
        return Violation("R-DICE-3", f"{what} costs exactly {need}, but you paid {paid}")
    return None


def spend(s: State, dice: tuple[int, ...], wish: bool) -> None:
    for d in dice:
        s.held.remove(d)
    if wish:
        s.wish_die = False
