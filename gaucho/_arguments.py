"""Argument types shared by the command-line parsers (``gaucho simulate``, ``gaucho study``).

Kept apart from :mod:`gaucho.cli` so that a sub-command's own module (such as
:mod:`gaucho.workshop.study`) can use them without importing the command itself.
Standard library only.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from gaucho.i18n import _

__all__ = ["whole"]


def whole(least: int) -> Callable[[str], int]:
    """An argparse ``type``: a whole number of at least ``least``, refused in words (in the
    current language) otherwise, e.g. ``argument --games: -3 is too small (at least 0)``."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                _("{text!r} is not a whole number").format(text=text)) from None
        if value < least:
            raise argparse.ArgumentTypeError(
                _("{value} is too small (at least {least})").format(value=value, least=least))
        return value

    return parse
