"""The errors the lowest layers raise, defined beneath them.

The translation layer (:mod:`gaucho.i18n`) refuses an unknown language and the rulebook
(:mod:`gaucho.rules`) an unknown rule ID, while :mod:`gaucho.errors` translates its
messages and shows a broken rule's text: so these classes live below all three, and
:mod:`gaucho.errors` (their public home, where they are documented) re-exports them.
Import them from :mod:`gaucho.errors`.
"""

from __future__ import annotations


class GauchoError(ValueError):
    """Base class of every error raised by :mod:`gaucho`.

    In IPython and Jupyter a gaucho error shows its message, not a traceback into the
    engine: the message already says what went wrong and which rule or field is at fault.
    """

    def _render_traceback_(self) -> list[str]:
        """What IPython shows instead of a traceback (a list of lines)."""
        return [f"\x1b[31m{type(self).__name__}\x1b[39m: {self}"]


class UnknownRule(GauchoError, KeyError):
    """A rule ID (or section) that the rulebook does not have; the message names it.

    It is a :class:`KeyError` too, as a failed look-up in ``gaucho.rules`` should be.
    """

    def __init__(self, rule_id: object, message: str) -> None:
        self.rule_id = rule_id
        self.message = message
        super().__init__(message)

    def __str__(self) -> str:  # KeyError would quote the message
        return self.message


class UnknownLanguage(GauchoError):
    """A language gaucho is not translated into; the message names the field and the choices."""


# Their public name: tracebacks, reprs and pickles say gaucho.errors, where they are documented.
for _cls in (GauchoError, UnknownRule, UnknownLanguage):
    _cls.__module__ = "gaucho.errors"
del _cls
