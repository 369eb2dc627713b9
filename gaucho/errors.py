"""Errors a user can meet, each saying what went wrong in one sentence.

Like python-chess, every error is a :class:`ValueError`, so ``except ValueError``
catches them all.  Unlike python-chess, an illegal action also carries the ID of
the rule it breaks (``rule_id``), so a teacher can point at RULES.md.
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


class InvalidAction(GauchoError):
    """The text could not be read as an action (it is malformed, not illegal)."""


class IllegalAction(GauchoError):
    """A well-formed action that the rules forbid in the current position.

    ``rule_id`` names the rule broken (e.g. ``R-DICE-3``) and ``reason`` says
    why in one sentence.  The game is left exactly as it was.
    """

    def __init__(self, rule_id: str, reason: object, action: object = None) -> None:
        self.rule_id = rule_id
        self.reason = reason  # a str, or a gaucho.i18n.Message read in the current language
        self.action = action
        super().__init__(rule_id, reason, action)

    def __str__(self) -> str:
        """The refusal in the language current when it is read (not when it was raised)."""
        from gaucho.i18n import _

        if self.action is None:
            return f"{self.reason} [{self.rule_id}]"
        return _("illegal '{action}': {reason}").format(action=self.action,
                                                         reason=self.reason) + f" [{self.rule_id}]"

    def rule_text(self) -> str:
        """The text of the broken rule from the packaged rulebook (``""`` if it has none)."""
        from gaucho.rules import rule_title

        title = rule_title(self.rule_id)
        return "" if title == self.rule_id else title

    def _render_traceback_(self) -> list[str]:
        """The reason and the broken rule's text, instead of a traceback into the engine
        (one entry, so a notebook that keeps only the last entry keeps both)."""
        text = self.rule_text()
        return ["\n".join([*super()._render_traceback_(), *([text] if text else [])])]

    def _repr_html_(self) -> str:
        from html import escape

        text = self.rule_text()
        rule = f'<div style="color:#555">{escape(text)}</div>' if text else ""
        return (f'<div class="gaucho-illegal"><b>{escape(type(self).__name__)}</b>: '
                f"{escape(str(self))}{rule}</div>")


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


class InvalidPosition(GauchoError):
    """A position (or saved game) that cannot be loaded; the message says what is wrong."""


class InvalidConfig(GauchoError):
    """A rules configuration or variant whose values do not fit together."""


class SimulationError(GauchoError):
    """A simulation asked for something impossible (e.g. ``chunk_size=-5``), or one of its
    games failed."""


class GameFailed(SimulationError):
    """A game of a simulation failed (its bot raised, or the worker playing it died).

    ``index`` and ``seed`` identify the game, so ``play_game(bots, seed=seed)`` replays it;
    ``error`` is the cause in one line.
    """

    def __init__(self, index: int, seed: int, error: str) -> None:
        self.index = index
        self.seed = seed
        self.error = error
        from gaucho.i18n import _

        # Translators: a game of a simulation failed; {error} is the cause in one line.
        super().__init__(_("game {index} (seed {seed}) failed: {error}").format(
            index=index, seed=seed, error=error))
