"""The translation layer: every sentence a person reads goes through it.

The engine's data (actions, positions, saves, rule IDs, the action notation) never passes
through here; only the words shown to a person do, so a save made in Spanish loads in French.

Catalogs are GNU gettext ``.mo`` files in ``gaucho/locale/<lang>/LC_MESSAGES/gaucho.mo``,
read with the standard library's :mod:`gettext` (the core stays dependency-free; Babel is a
build tool only: ``tools/i18n.py`` extracts, updates, compiles and checks the catalogs). A
language without a catalog, or a message missing from one, falls back to English, the
language of the source.

Two ways to mark text, both extracted by Babel:

- :func:`_` and :func:`ngettext` translate *now*, in the current language: for text built
  where it is shown (a widget label, a CLI line).
- :class:`Message` and :class:`Plural` keep the English message and its values and translate
  *when read* (``str(m)``, ``f"{m}"``): for text made in one place and shown later, maybe in
  another language (the narration of an Event, the reason of a refusal, a label declared at
  import time). :func:`and_list` joins words with the language's "and".

Placeholders are :meth:`str.format` names (``{player}``), so a translation may reorder them.

The language is process-wide by default (:func:`set_language`, what a notebook's first cell
calls) and can be overridden for a block (:func:`use_language`, what a widget or a game view
with its own language uses). It defaults to English::

    >>> from gaucho.i18n import Message, Plural, _, and_list, use_language
    >>> _("Take dice")
    'Take dice'
    >>> m = Message("{player} takes {dice}", player=Message("Red"), dice=and_list(["5", "6"]))
    >>> str(m)
    'Red takes 5 and 6'
    >>> with use_language("en"):
    ...     str(Plural("{n} Peso", "{n} Pesos", 2))
    '2 Pesos'
"""

from __future__ import annotations

import gettext as _gettext
import math
import numbers
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

from gaucho._errors import GauchoError, UnknownLanguage

DOMAIN = "gaucho"
LOCALE_DIR = Path(__file__).parent / "locale"
DEFAULT_LANGUAGE = "en"

#: The languages the package is translated into (catalogs in gaucho/locale), English first.
SUPPORTED = ("en", "es", "fr", "de")
#: Each language's name in itself, for a language menu.
LANGUAGE_NAMES = {"en": "English", "es": "Español", "fr": "Français", "de": "Deutsch"}

#: The process-wide language: a notebook cell sets it once and the next cells keep it (a
#: context variable set in one Jupyter cell is not always seen by the next).
_default = [DEFAULT_LANGUAGE]
#: The language of a block (:func:`use_language`): a widget or a view with its own language.
_override: ContextVar[str | None] = ContextVar("gaucho_language", default=None)

@cache
def _translations(language: str) -> _gettext.NullTranslations:
    return _gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[language],
                                fallback=True)


def languages() -> list[str]:
    """The languages with a compiled catalog, English first (it needs none)."""
    found = sorted(p.parent.parent.name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return [DEFAULT_LANGUAGE, *(lang for lang in found if lang != DEFAULT_LANGUAGE)]


def get_language() -> str:
    """The language of the current context."""
    return _override.get() or _default[0]


def check_language(language: object, field: str = "language") -> str:
    """``language`` if it is one of :data:`SUPPORTED`, else :class:`~gaucho.errors.UnknownLanguage`
    naming ``field`` and the choices."""
    if isinstance(language, str) and language in SUPPORTED:
        return language
    shown = repr(language)[:40]
    # Translators: {field} is a field name ("language"), {shown} what was given ('xx'),
    # {choices} the language codes ("en, es, fr, de").
    raise UnknownLanguage(_("{field}: {shown} is not a language gaucho speaks; choose one of "
                            "{choices}").format(field=field, shown=shown,
                                                choices=", ".join(SUPPORTED)))


def set_language(language: str) -> None:
    """Choose the language of everything shown from now on (``"en"``, ``"es"``, ``"fr"``,
    ``"de"``); a :func:`use_language` block still overrides it."""
    _default[0] = check_language(language)


@contextmanager
def use_language(language: str | None) -> Iterator[None]:
    """Show everything inside the ``with`` block in ``language`` (``None``: leave it as is)."""
    if language is None:
        yield
        return
    token = _override.set(check_language(language))
    try:
        yield
    finally:
        _override.reset(token)


def _(message: str) -> str:
    """``message`` in the current language (English when no translation exists)."""
    language = _override.get() or _default[0]
    if language == DEFAULT_LANGUAGE:
        return message
    return _translations(language).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for ``n``, by the current language's plural rule."""
    return _translations(get_language()).ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 (the gettext convention)
    """Mark ``message`` for extraction without translating it yet (module-level constants)."""
    return message


# ------------------------------------------------------------------ numbers
#: Thousands and decimal separators per language (CLDR's, as Babel gives them).
_SEPARATORS = {"en": (",", "."), "es": (".", ","), "fr": ("\u202f", ","), "de": (".", ",")}


#: The most decimals :func:`format_number` writes: figures shown to people need no more, and a
#: bound keeps a hostile ``digits`` from building a huge text.
MAX_DIGITS = 12


def format_number(value: float, digits: int = 0) -> str:
    """``value`` written the current language's way: ``12,345.6`` in English, ``12.345,6`` in
    Spanish and German, ``12 345,6`` in French (Spanish leaves 4-digit numbers ungrouped).

    A figure that is not a number (an interval of no games) is written ``—`` and an infinite
    one ``∞``, never Python's ``nan``/``inf``.  Anything but a real number (a ``bool``
    neither), a whole number of over 300 digits, or ``digits`` outside 0..:data:`MAX_DIGITS`
    raises :class:`~gaucho.GauchoError` naming the argument (issue 31): the function is
    reached from every text a person reads."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        # Translators: {value} is what was given ('a'), {kind} its Python type ("str").
        raise GauchoError(_("format_number: value must be a number, not {value} ({kind})").format(
            value=repr(value)[:40], kind=type(value).__name__))
    if type(digits) is not int or not 0 <= digits <= MAX_DIGITS:
        raise GauchoError(f"format_number: digits must be a whole number from 0 to {MAX_DIGITS}, "
                          f"not {digits!r:.40}")
    thousands, decimal = _SEPARATORS.get(get_language(), _SEPARATORS[DEFAULT_LANGUAGE])
    if isinstance(value, numbers.Integral):
        if abs(int(value)) >= 10 ** 300:
            raise GauchoError("format_number: value has more than 300 digits")
        # Whole numbers are written exactly: a float conversion would overflow past 1e308.
        text = f"{int(value):,}" + ("." + "0" * digits if digits else "")
    else:
        value = float(value)
        if not math.isfinite(value):
            return "—" if math.isnan(value) else ("-∞" if value < 0 else "∞")
        text = f"{value:,.{digits}f}"
    whole, _dot, fraction = text.partition(".")
    if get_language() == "es" and len(whole.lstrip("-")) == 5:  # 1,234 -> 1234 (CLDR es)
        whole = whole.replace(",", "")
    whole = whole.replace(",", thousands)
    return f"{whole}{decimal}{fraction}" if fraction else whole


# ------------------------------------------------------------------ lazy messages
class Message:
    """A sentence kept in English with its values, translated when it is read.

    ``values`` may be plain values (written with ``str``; integers with
    :func:`format_number`) or other messages (translated too), so a narration made
    while the game is played in English reads in Spanish in a Spanish view.
    """

    __slots__ = ("msgid", "values")

    def __init__(self, msgid: str, /, **values: object) -> None:
        self.msgid = msgid
        self.values = values

    def template(self) -> str:
        """The translated message before its values are put in."""
        return _(self.msgid)

    def __str__(self) -> str:
        text = self.template()
        if not self.values:
            return text
        return text.format(**{k: _render(v) for k, v in self.values.items()})

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.values.items())
        return f"{type(self).__name__}({self.msgid!r}{args})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, str):
            return str(self) == other
        if isinstance(other, Message):
            return (type(self), self.msgid, self.values) == (type(other), other.msgid,
                                                             other.values)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.msgid)

    def __add__(self, other: object) -> str:
        return str(self) + str(other)

    def __radd__(self, other: object) -> str:
        return str(other) + str(self)


class Plural(Message):
    """A message with a singular and a plural form chosen by ``n`` (``{n}`` is filled in,
    written with :func:`format_number`)."""

    __slots__ = ("plural", "n")

    def __init__(self, singular: str, plural: str, n: int, /, **values: object) -> None:
        super().__init__(singular, n=n, **values)
        self.plural = plural
        self.n = n

    def template(self) -> str:
        return ngettext(self.msgid, self.plural, self.n)


class _AndList(Message):
    __slots__ = ("items",)

    def __init__(self, items: Iterable[object]) -> None:
        super().__init__(N_("{first} and {last}"))
        self.items = tuple(items)

    def __str__(self) -> str:
        words = [_render(i) for i in self.items]
        if len(words) < 2:
            return "".join(words)
        return self.template().format(first=", ".join(words[:-1]), last=words[-1])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, _AndList):
            return self.items == other.items
        return super().__eq__(other)

    __hash__ = Message.__hash__


def and_list(items: Iterable[object]) -> Message:
    """``a, b and c`` in the language current when read (``a``, ``a and b``, ...)."""
    return _AndList(items)


class _SemicolonList(Message):
    __slots__ = ("items",)

    def __init__(self, items: Iterable[object]) -> None:
        # Translators: two items of a list that already has commas inside its items
        # (conditions, refused moves, problems); {rest} may hold more items joined the
        # same way. French puts a narrow no-break space before the semicolon.
        super().__init__(N_("{first}; {rest}"))
        self.items = tuple(items)

    def __str__(self) -> str:
        words = [_render(i) for i in self.items]
        if len(words) < 2:
            return "".join(words)
        template = self.template()
        said = words[-1]
        for word in reversed(words[:-1]):
            said = template.format(first=word, rest=said)
        return said

    def __eq__(self, other: object) -> bool:
        if isinstance(other, _SemicolonList):
            return self.items == other.items
        return super().__eq__(other)

    __hash__ = Message.__hash__


def semicolon_list(items: Iterable[object]) -> Message:
    """``a; b; c`` in the language current when read (French ``a\u202f; b\u202f; c``):
    for items that hold commas themselves; ``a`` alone, ``""`` for none."""
    return _SemicolonList(items)


def _render(value: object) -> str:
    if type(value) is int:
        return format_number(value)
    return str(value)


def text(value: object) -> str:
    """``value`` as a person reads it now: messages translated, anything else ``str``."""
    return str(value)


__all__ = ["DOMAIN", "LANGUAGE_NAMES", "LOCALE_DIR", "SUPPORTED", "Message", "N_", "Plural",
           "_", "and_list", "check_language", "format_number", "get_language", "languages",
           "ngettext", "semicolon_list", "set_language", "text", "use_language"]
