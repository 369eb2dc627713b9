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


def payments(s: State, values: Iterable[int]) -> list[tuple[tuple[int, ...], int | None]]:
    """Every distinct way to pay one of ``values`` (dice, optional WISH die)."""
    # Memoised on (held dice, WISH die, faces, values): bots and simulations ask the same
    # few questions millions of times.  The answer depends on nothing else.
    return list(payments_of(tuple(sorted(s.held)), s.wish_die, s.config.die_faces,
                             tuple(values)))


@lru_cache(maxsize=8192)
def payments_of(held: tuple[int, ...], wish_die: bool, faces: int, values: tuple[int, ...]
                 ) -> tuple[tuple[tuple[int, ...], int | None], ...]:
    subsets = submultisets(list(held))
    value_set = set(values)
    out: list[tuple[tuple[int, ...], int | None]] = [
        (d, None) for d in subsets if sum(d) in value_set]
    if wish_die:
        for d in [(), *subsets]:
            base = sum(d)
            for w in range(1, faces + 1):
                if base + w in value_set:
                    out.append((d, w))
                    break
    return tuple(out)


def has_dice(held: list[int], dice: tuple[int, ...]) -> bool:
    pool = list(held)
    for d in dice:
        if d not in pool:
            return False
        pool.remove(d)
    return True


def check_payment(s: State, dice: tuple[int, ...], wish: int | None,
                   allowed: tuple[int, ...], what: str) -> Violation | None:
    if not dice and wish is None:
        return Violation("R-DICE-1", f"{what} must be paid with at least one die")
    if not has_dice(s.held, dice):
        have = " and ".join(map(str, s.held)) if s.held else "no dice"
        return Violation("R-DICE-2", f"you hold {have}, so you cannot pay "
                         f"{'+'.join(map(str, dice))}")
    if wish is not None:
        if not s.wish_die:
            return Violation("R-WISH-1", "you have no WISH die this turn; use WISH first")
        if not 1 <= wish <= s.config.die_faces:
            return Violation("R-WISH-2", f"the WISH die shows 1 to {s.config.die_faces}, "
                             f"not {wish}")
    paid = sum(dice) + (wish or 0)
    if paid not in allowed:
        need = " or ".join(map(str, allowed))
        return Violation("R-DICE-3", f"{what} costs exactly {need}, but you paid {paid}")
    return None


def spend(s: State, dice: tuple[int, ...], wish: int | None) -> None:
    for d in dice:
        s.held.remove(d)
    if wish is not None:
        s.wish_die = False
