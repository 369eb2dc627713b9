"""Small readers and writers shared by the notations of the decision kinds."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from gaucho.config import AREAS
from gaucho.errors import InvalidAction
from gaucho.i18n import N_, _

#: What a number in the notation stands for (marked: shown translated in errors).
DIE_VALUE = N_("die value")
PASTURE = N_("pasture")


def normalise(obj: object, name: str, value: Any) -> None:
    """Set a field of a frozen action while it is being made (its canonical form)."""
    object.__setattr__(obj, name, value)


def sorted_tuple(values: Iterable[Any]) -> tuple[Any, ...]:
    return tuple(sorted(values))


def canonical(obj: object, name: str, values: Any) -> None:
    """A field of sorted values; cheap when it already is (the engine makes them so)."""
    if type(values) is tuple and (len(values) < 2 or (len(values) == 2
                                                      and values[0] <= values[1])):
        return
    normalise(obj, name, tuple(sorted(values)))


def canonical_dice(obj: object, dice: tuple[int, ...], wish: object) -> None:
    """Dice sorted and the WISH flag a bool; cheap when they already are (the engine's own
    payments are), since bots make millions of these."""
    if type(dice) is not tuple or (len(dice) > 1 and dice[0] > dice[-1]) or len(dice) > 2:
        normalise(obj, "dice", tuple(sorted(dice)))
    if wish is not True and wish is not False:
        normalise(obj, "wish", bool(wish))


def number(word: str, what: str) -> int:
    """``word`` read as a whole number; ``what`` (marked with ``N_``) says what it stands for."""
    if not (word.isascii() and word.isdigit()):
        # Translators: {what} says what the number stands for ("die value", "pasture").
        raise InvalidAction(_("{text} is not a number ({what})").format(text=repr(word),
                                                                       what=_(what)))
    return int(word)


def area(word: str) -> str:
    name = word.upper()
    if name not in AREAS:
        raise InvalidAction(_("{text} is not an Action Area; choose one of {areas}").format(
            text=repr(word), areas=", ".join(AREAS)))
    return name


def payment(text: str) -> tuple[tuple[int, ...], bool]:
    """``5+6`` or ``4+4+w``: the dice, and whether the WISH die is spent (R-WISH-2)."""
    dice: list[int] = []
    wish = False
    for part in text.split("+"):
        part = part.strip().lower()
        if part.startswith("w"):
            if wish:
                raise InvalidAction(_("only one WISH die can be spent in an action"))
            if part != "w":
                raise InvalidAction(_("write the WISH die as 'w', not {text}: its value is "
                                      "whichever pays, so all values are one move "
                                      "(R-WISH-2)").format(text=repr(part)))
            wish = True
        else:
            dice.append(number(part, DIE_VALUE))
    return tuple(dice), wish


def payment_text(dice: tuple[int, ...], wish: bool) -> str:
    return "+".join([str(d) for d in dice] + (["w"] if wish else []))
