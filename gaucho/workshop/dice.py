"""Dice explorer: the exact chance that a value can be paid with the dice a player gets.

The question (R-ROUND-2/3, R-TURN-1, R-DICE-1/3): all ``n`` dice of the Dice
Rodeo are rolled (2n+1 for n players, R-SETUP-1); the players take 2 dice each
in turn.  How likely is the ``k``-th player (1st ... last) able to pay a value
*exactly* — a tile's big number (action A), its small number (B or C), or an
Action Area's value (4 for STEAL, any of 1-2-3 for SORT/WISH/SALE)?  A value is
paid with one die or the sum of the 2 dice (R-DICE-1), optionally plus the
WISH die, which may show any face (R-WISH-2/3).

The model, stated exactly:

* the dice are independent and uniform on 1..faces (R-ROUND-3);
* ``earlier``: how the ``k - 1`` earlier players chose their 2 dice each:
  ``"random"`` (uniformly at random among the dice left), ``"highest"`` (the two
  highest) or ``"lowest"`` (the two lowest);
* ``choice``: how player ``k`` chooses:
  ``"best"`` — any 2 of the remaining dice (or all if fewer than 2 remain): the
  value counts as payable if SOME single die or pair among the remaining dice
  pays it exactly; ``"random"`` — 2 dice taken at random, then the question is
  whether those two pay it.

With ``earlier="random"`` the remaining ``m = n - 2(k - 1)`` dice are
exchangeable, so they are distributed as ``m`` fresh dice; with the other
policies every outcome of all ``n`` dice is enumerated.  Enumeration runs over
multisets with their multinomial weights, in :class:`fractions.Fraction`, so
the answers are exact; :func:`simulate_pay` plays the same model with a seeded
RNG to check them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import factorial

from gaucho.config import DEFAULT_CONFIG, LIMITS, PER_COUNT_LIMITS, PLAYER_COUNTS, RulesConfig
from gaucho.errors import SimulationError
from gaucho.i18n import _

__all__ = [
    "action_values",
    "pay_probability",
    "pay_table",
    "payable",
    "simulate_pay",
    "tile_values",
]

EARLIER = ("random", "highest", "lowest")
CHOICE = ("best", "random")


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _values(value: int | Iterable[int]) -> frozenset[int]:
    if _is_whole(value):
        return frozenset((value,))  # type: ignore[arg-type]
    items = list(value) if isinstance(value, Iterable) and not isinstance(value, str) else None
    if items is None or not all(_is_whole(v) for v in items):
        # Translators: value is an argument's name, not translated.
        raise SimulationError(_("value must be a whole number or a list of whole numbers, "
                                "not {value!r}").format(value=value))
    if not items:
        raise SimulationError(_("give at least one value to pay"))
    return frozenset(items)


def _whole(name: str, value: object, low: int, high: int) -> int:
    """A whole number in ``low..high``, or :class:`SimulationError` naming the argument."""
    if not _is_whole(value) or not low <= value <= high:  # type: ignore[operator]
        # Translators: {name} is an argument's name (k, dice, faces, trials), not translated.
        raise SimulationError(_("{name} must be a whole number from {low} to {high}, not "
                                "{value!r}").format(name=name, low=low, high=high, value=value))
    return value  # type: ignore[return-value]


def _model(k: object, players: object, dice: object, faces: object, earlier: object,
           choice: object, config: RulesConfig) -> tuple[int, int]:
    """Check the arguments of the model; the number of dice and their faces."""
    if players not in PLAYER_COUNTS or not _is_whole(players):
        raise SimulationError(_("El Gaucho is for 2 to 4 players, not {players!r}").format(
            players=players))
    if earlier not in EARLIER:
        # Translators: {choices} are the option's values (not translated).
        raise SimulationError(_("earlier must be one of {choices}").format(choices=EARLIER))
    if choice not in CHOICE:
        raise SimulationError(_("choice must be one of {choices}").format(choices=CHOICE))
    n = config.dice[players] if dice is None else _whole("dice", dice,
                                                         *PER_COUNT_LIMITS["dice"])
    f = config.die_faces if faces is None else _whole("faces", faces, *LIMITS["die_faces"])
    if not _is_whole(k) or k < 1:  # type: ignore[operator]
        raise SimulationError(_("k counts players from 1"))
    return n, f


def tile_values(big: int, config: RulesConfig = DEFAULT_CONFIG) -> dict[str, int]:
    """The prices of a tile with this big number: ``{"A": big, "B": small, "C": small}``."""
    _whole("big", big, 1, config.max_big)
    small = config.small(big)
    return {"A": big, "B": small, "C": small}


def action_values(area: str, config: RulesConfig = DEFAULT_CONFIG) -> frozenset[int]:
    """The die values that occupy an Action Area (R-AREA-2), e.g. ``{4}`` for STEAL."""
    try:
        return frozenset(config.area_values[str(area).upper()])
    except KeyError:
        raise SimulationError(_("unknown Action Area {area!r}; choose one of {areas}").format(
            area=area, areas=", ".join(config.area_values))) from None


def payable(dice: Iterable[int], values: int | Iterable[int], wish: bool = False,
            faces: int = 6) -> bool:
    """Can these (at most 2) dice pay one of ``values`` exactly (R-DICE-1/3)?"""
    ds = list(dice) if isinstance(dice, Iterable) and not isinstance(dice, str) else None
    if ds is None or not all(_is_whole(d) for d in ds):
        # Translators: dice is an argument's name, not translated.
        raise SimulationError(_("dice must be a list of whole numbers (the dice's faces), "
                                "not {value!r}").format(value=dice))
    targets = _values(values)
    sums = {0}
    for d in ds:
        sums |= {s + d for s in sums}
    sums.discard(0)
    if wish:
        sums |= {s + w for s in (sums | {0}) for w in range(1, faces + 1)}
    return not targets.isdisjoint(sums)


def _best(remaining: tuple[int, ...], targets: frozenset[int], wish: bool, faces: int) -> bool:
    if len(remaining) <= 2:
        return payable(remaining, targets, wish, faces)
    # Some pair pays a value iff the value is a single die or a pair sum (plus the WISH die).
    sums = set(remaining)
    sums.update(a + b for a, b in combinations(remaining, 2))
    if wish:
        sums.update(s + w for s in [0, *sums] for w in range(1, faces + 1))
    return not targets.isdisjoint(sums)


def _random_share(remaining: tuple[int, ...], targets: frozenset[int], wish: bool,
                  faces: int) -> Fraction:
    if len(remaining) <= 2:
        return Fraction(int(payable(remaining, targets, wish, faces)))
    pairs = list(combinations(remaining, 2))
    good = sum(1 for pair in pairs if payable(pair, targets, wish, faces))
    return Fraction(good, len(pairs))


@lru_cache(maxsize=64)
def _multisets(n: int, faces: int) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """Every sorted outcome of ``n`` dice with its probability."""
    total = faces ** n
    out = []
    for combo in combinations_with_replacement(range(1, faces + 1), n):
        ways = factorial(n)
        for v in set(combo):
            ways //= factorial(combo.count(v))
        out.append((combo, Fraction(ways, total)))
    return tuple(out)


def pay_probability(value: int | Iterable[int], k: int, players: int = 4, *,
                    dice: int | None = None, faces: int | None = None,
                    earlier: str = "random", choice: str = "best", wish: bool = False,
                    config: RulesConfig = DEFAULT_CONFIG) -> Fraction:
    """The exact chance that the ``k``-th player (1-based) can pay ``value``.

    ``value`` is one number or a set of numbers (any of them will do, e.g.
    ``{1, 2, 3}`` for SORT).  ``dice`` defaults to the Dice Rodeo of
    ``config`` for ``players`` (R-SETUP-1), ``faces`` to ``config.die_faces``.
    See the module docstring for ``earlier``, ``choice`` and ``wish``.
    """
    n, f = _model(k, players, dice, faces, earlier, choice, config)
    targets = _values(value)
    m = n - 2 * (k - 1)
    if m <= 0:
        return Fraction(0)
    total = Fraction(0)
    if earlier == "random":
        for remaining, p in _multisets(m, f):
            total += p * _judge(remaining, targets, wish, f, choice)
        return total
    for outcome, p in _multisets(n, f):
        remaining = outcome[: m] if earlier == "highest" else outcome[n - m:]
        total += p * _judge(remaining, targets, wish, f, choice)
    return total


def _judge(remaining: tuple[int, ...], targets: frozenset[int], wish: bool, faces: int,
           choice: str) -> Fraction:
    if choice == "best":
        return Fraction(int(_best(remaining, targets, wish, faces)))
    return _random_share(remaining, targets, wish, faces)


def pay_table(values: Iterable[int | Iterable[int]] = range(1, 13), players: int = 4,
              **options: object) -> list[dict[str, object]]:
    """One row per value: its exact probability for the 1st ... last player.

    Keys: ``value`` and ``k1`` ... ``kN`` (Fractions); ``options`` go to
    :func:`pay_probability`.
    """
    if players not in PLAYER_COUNTS or not _is_whole(players):
        raise SimulationError(_("El Gaucho is for 2 to 4 players, not {players!r}").format(
            players=players))
    rows: list[dict[str, object]] = []
    for v in values:
        row: dict[str, object] = {"value": v if isinstance(v, int) else tuple(sorted(v))}
        for k in range(1, players + 1):
            row[f"k{k}"] = pay_probability(v, k, players, **options)  # type: ignore[arg-type]
        rows.append(row)
    return rows


def simulate_pay(value: int | Iterable[int], k: int, players: int = 4, *, trials: int = 10_000,
                 seed: int = 0, dice: int | None = None, faces: int | None = None,
                 earlier: str = "random", choice: str = "best", wish: bool = False,
                 config: RulesConfig = DEFAULT_CONFIG) -> float:
    """The same chance by seeded Monte Carlo: roll, let earlier players pick, judge."""
    n, f = _model(k, players, dice, faces, earlier, choice, config)
    _whole("trials", trials, 1, 10_000_000)
    rng = random.Random(seed)
    targets = _values(value)
    hits = 0
    for _trial in range(trials):
        rodeo = [rng.randint(1, f) for _ in range(n)]
        for _earlier in range(k - 1):
            take = min(2, len(rodeo))
            if earlier == "random":
                for _taken in range(take):
                    rodeo.pop(rng.randrange(len(rodeo)))
            else:
                rodeo.sort()
                if earlier == "highest":
                    del rodeo[len(rodeo) - take:]
                else:
                    del rodeo[:take]
        if not rodeo:
            continue
        if choice == "best":
            ok = _best(tuple(sorted(rodeo)), targets, wish, f)
        else:
            mine = rng.sample(rodeo, min(2, len(rodeo)))
            ok = payable(mine, targets, wish, f)
        hits += ok
    return hits / trials
