"""The translation layer: every sentence a person reads goes through :func:`_`.

The engine's data (actions, positions, saves, rule IDs, the action notation) never passes
through here; only the words shown to a person do, so a save made in Spanish loads in French.

Catalogs are GNU gettext ``.mo`` files in ``gaucho/locale/<lang>/LC_MESSAGES/gaucho.mo``,
read with the standard library's :mod:`gettext` (the core stays dependency-free; Babel is a
build tool only). A language without a catalog, or a message missing from one, falls back to
English, the language of the source.

The language is chosen per context (a game view, a widget, an app session) with
:func:`use_language` or :func:`set_language`; it defaults to English::

    >>> from gaucho.i18n import _, ngettext, use_language
    >>> _("Take dice")
    'Take dice'
    >>> with use_language("en"):
    ...     ngettext("{n} Peso", "{n} Pesos", 2).format(n=2)
    '2 Pesos'
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

DOMAIN = "gaucho"
LOCALE_DIR = Path(__file__).parent / "locale"
DEFAULT_LANGUAGE = "en"

_language: ContextVar[str] = ContextVar("gaucho_language", default=DEFAULT_LANGUAGE)


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
    return _language.get()


def set_language(language: str) -> None:
    """Choose the language of the current context (``"en"``, ``"es"``, ``"fr"``, ``"de"``)."""
    _language.set(language)


@contextmanager
def use_language(language: str) -> Iterator[None]:
    """Show everything inside the ``with`` block in ``language``."""
    token = _language.set(language)
    try:
        yield
    finally:
        _language.reset(token)


def _(message: str) -> str:
    """``message`` in the current language (English when no translation exists)."""
    return _translations(_language.get()).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for ``n``, by the current language's plural rule."""
    return _translations(_language.get()).ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 (the gettext convention)
    """Mark ``message`` for extraction without translating it yet (module-level constants)."""
    return message


__all__ = ["DOMAIN", "LOCALE_DIR", "N_", "_", "get_language", "languages", "ngettext",
           "set_language", "use_language"]
