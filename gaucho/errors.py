"""Errors a user can meet, each saying what went wrong in one sentence.

Like python-chess, every error is a :class:`ValueError`, so ``except ValueError``
catches them all.  Unlike python-chess, an illegal action also carries the ID of
the rule it breaks (``rule_id``), so a teacher can point at RULES.md.

The three that the translation layer and the rulebook raise (:class:`GauchoError`,
:class:`UnknownLanguage`, :class:`UnknownRule`) are defined beneath both, in
``gaucho._errors``, so that this module can translate its messages and quote the
rulebook; import them from here.
"""

from __future__ import annotations

import errno
from html import escape

from gaucho._errors import GauchoError, UnknownLanguage, UnknownRule
from gaucho.i18n import N_, Message, _
from gaucho.rules import rule_title

__all__ = ["GameFailed", "GauchoError", "IllegalAction", "InvalidAction", "InvalidConfig",
           "InvalidPosition", "NoSuchStep", "NotNow", "NothingToUndo", "SimulationError",
           "UnknownLanguage", "UnknownRule", "check_step", "os_reason"]


class InvalidAction(GauchoError):
    """The text could not be read as an action (it is malformed, not illegal)."""


class NotNow(Message):
    """A refusal's reason when the action is of a kind the game does not await now.

    It reads as the reason alone ("first every player chooses which of his drawn tiles
    to keep"), so a :class:`~gaucho.engine.common.Violation` reads well by itself; its
    type tells :class:`IllegalAction` to say "is not allowed now" once around it.
    """

    __slots__ = ()


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
        if self.action is None:
            return f"{self.reason} [{self.rule_id}]"
        if isinstance(self.reason, NotNow):
            # Translators: {reason} says what the game awaits instead ("first every player
            # chooses which of his drawn tiles to keep").
            template = _("'{action}' is not allowed now: {reason}")
        else:
            template = _("illegal '{action}': {reason}")
        return template.format(action=self.action, reason=self.reason) + f" [{self.rule_id}]"

    def rule_text(self) -> str:
        """The text of the broken rule from the packaged rulebook (``""`` if it has none)."""
        title = rule_title(self.rule_id)
        return "" if title == self.rule_id else title

    def _render_traceback_(self) -> list[str]:
        """The reason and the broken rule's text, instead of a traceback into the engine
        (one entry, so a notebook that keeps only the last entry keeps both)."""
        text = self.rule_text()
        return ["\n".join([*super()._render_traceback_(), *([text] if text else [])])]

    def _repr_html_(self) -> str:
        text = self.rule_text()
        rule = f'<div style="color:#555">{escape(text)}</div>' if text else ""
        return (f'<div class="gaucho-illegal"><b>{escape(type(self).__name__)}</b>: '
                f"{escape(str(self))}{rule}</div>")


class InvalidPosition(GauchoError):
    """A position (or saved game) that cannot be loaded; the message says what is wrong."""


class InvalidConfig(GauchoError):
    """A rules configuration or variant whose values do not fit together."""


class NoSuchStep(GauchoError, IndexError):
    """A step of a game's history it does not have (``Explorer.goto(999)``), or a step
    that is not a whole number.  It is an :class:`IndexError` too, like a list's."""


class NothingToUndo(GauchoError, IndexError):
    """``Game.undo()`` with no decision to take back, or ``Game.redo()`` with none taken
    back; the game is left as it was.  It is an :class:`IndexError` too, like popping an
    empty list's."""


def check_step(step: object, last: int, *, negative: bool = False) -> int:
    """``step`` if it is a whole number from 0 to ``last`` (from ``-last - 1`` if
    ``negative``, counted from the end like a list's), else :class:`NoSuchStep` naming
    the step and the range."""
    if isinstance(step, bool) or not isinstance(step, int):
        # Translators: {kind} is a Python type ("str").
        raise NoSuchStep(_("step must be a whole number, not {value} ({kind})").format(
            value=repr(step)[:40], kind=type(step).__name__))
    if not (-last - 1 if negative else 0) <= step <= last:
        # Translators: "step 999: this game has steps 0 to 41".
        raise NoSuchStep(_("step {step}: this game has steps 0 to {last}").format(
            step=step, last=last))
    return step


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
        # Translators: a game of a simulation failed; {error} is the cause in one line.
        super().__init__(_("game {index} (seed {seed}) failed: {error}").format(
            index=index, seed=seed, error=error))


#: What the operating system's usual refusals mean, in plain words (its own ``strerror``
#: is English whatever the language of gaucho).
_OS_REASONS = {
    # Translators: why a file or folder could not be read or written.
    errno.ENOENT: N_("no such file or folder"),
    errno.EISDIR: N_("it is a folder, not a file"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.EEXIST: N_("a file of that name exists already"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EROFS: N_("the disk is read-only"),
    errno.ENOSPC: N_("the disk is full"),
    errno.ENAMETOOLONG: N_("the name is too long"),
}


def os_reason(err: OSError) -> str:
    """Why the operating system refused, in the current language (its own words for a
    refusal not listed)."""
    reason = _OS_REASONS.get(err.errno) if err.errno is not None else None
    return _(reason) if reason is not None else (err.strerror or str(err))
