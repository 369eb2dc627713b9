"""Argument types shared by the command-line parsers (``gaucho simulate``, ``gaucho study``).

Kept apart from :mod:`gaucho.cli` so that a sub-command's own module (such as
:mod:`gaucho.workshop.study`) can use them without importing the command itself.
Standard library only.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable

from gaucho.i18n import _

__all__ = ["whole"]

#: A whole number as a person types it: ASCII digits, perhaps signed.  ``int()`` alone
#: would also read other scripts' digits ("٣" as 3), "1_000" and spaces around.
_WHOLE = re.compile(r"[-+]?[0-9]+")


def whole(least: int, most: int | None = None) -> Callable[[str], int]:
    """An argparse ``type``: a whole number (ASCII digits, an optional sign) from ``least``
    to ``most`` (no limit when ``None``), refused in words (in the current language)
    otherwise, e.g. ``argument --games: -3 is too small (at least 0)``, so that the
    refusal names the option the user typed.  The limits are written as plain digits
    (``at most 1000000000000``, never ``1,000,000,000,000``): a number the user can type
    back as it is, since this type refuses separators."""
    def parse(text: str) -> int:
        if not _WHOLE.fullmatch(text):
            raise argparse.ArgumentTypeError(
                _("{text!r} is not a whole number").format(text=text))
        try:
            value = int(text)
        except ValueError:  # more digits than Python reads (sys.get_int_max_str_digits)
            if text.startswith("-"):
                raise argparse.ArgumentTypeError(_("{value} is too small (at least {least})")
                                                 .format(value=text, least=least)) from None
            if most is None:
                raise argparse.ArgumentTypeError(
                    _("{text!r} is not a whole number").format(text=text)) from None
            raise argparse.ArgumentTypeError(_too_large(text.lstrip("+"), most)) from None
        if value < least:
            raise argparse.ArgumentTypeError(
                _("{value} is too small (at least {least})").format(value=value, least=least))
        if most is not None and value > most:
            raise argparse.ArgumentTypeError(_too_large(str(value), most))
        return value

    return parse


def _too_large(value: str, most: int) -> str:
    # Translators: a command-line value refused, after "argument --games: "; {most} is
    # written in plain digits (1000000000000), as the user types it back.
    return _("{value} is too large (at most {most})").format(value=value, most=most)
