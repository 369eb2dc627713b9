"""The page a student sees who opens ``gaucho app``'s address without the class's token.

Jupyter's own login page is written for developers ("jupyter server list", "Setup a
Password").  A student who typed the address by hand instead reads, in the class's
language (``gaucho --lang es app``), to use the link the teacher gave, and may still type
the password from that link.  Voilà loads this module in its own process (``gaucho app``
names :class:`ClassIdentityProvider` in the configuration it writes); nothing else
imports it, so gaucho itself does not need jupyter_server.
"""

from __future__ import annotations

from html import escape
from typing import Any

from jupyter_server.auth.identity import PasswordIdentityProvider
from traitlets import Unicode
from voila.voila_identity_provider import VoilaLoginHandler

from gaucho.i18n import N_, _, use_language

#: What the page says (English, marked; shown in the class's language).
TITLE = N_("El Gaucho explorer")
ASK_FOR_THE_LINK = N_("To open the app, use the link your teacher gave you: it ends with "
                      "?token=… and opens the app at once.")
WRONG = N_("That is not the password of this class. Ask your teacher for the link.")
TYPE_IT = N_("Or type the password from the link:")
OPEN = N_("Open")


class ClassLoginHandler(VoilaLoginHandler):  # type: ignore[misc]
    """Voilà's login handler (it checks the form), with a page for students."""

    def _render(self, message: Any = None) -> None:
        language = getattr(self.identity_provider, "language", None) or None
        with use_language(language):
            self.write(login_page(language or "en", next_url=self.get_argument(
                "next", default=self.base_url), base_url=self.base_url,
                xsrf_form=self.xsrf_form_html(), wrong=message is not None))


def login_page(language: str, *, next_url: str, base_url: str, xsrf_form: str,
               wrong: bool = False) -> str:
    """The page, in the current language (a standalone HTML document, no script)."""
    from urllib.parse import quote

    action = f"{base_url}login?next={quote(next_url, safe='/')}"
    error = (f'<p class="gaucho-login-wrong" style="color:#a00000">{escape(_(WRONG))}</p>'
             if wrong else "")
    return (f'<!doctype html><html lang="{escape(language)}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(_(TITLE))}</title></head>"
            '<body style="font-family:sans-serif;max-width:36em;margin:3em auto;'
            'padding:0 1em;line-height:1.5">'
            f"<h1>{escape(_(TITLE))}</h1>"
            f'<p class="gaucho-login-message">{escape(_(ASK_FOR_THE_LINK))}</p>{error}'
            f'<form method="post" action="{escape(action)}">{xsrf_form}'
            f"<label>{escape(_(TYPE_IT))} "
            '<input type="password" name="password" autocomplete="off"></label> '
            f'<button type="submit">{escape(_(OPEN))}</button></form></body></html>')


class ClassIdentityProvider(PasswordIdentityProvider):
    """Voilà's token check, with :class:`ClassLoginHandler` as its login page."""

    language = Unicode("en", config=True, help="the class's language (en, es, fr, de)")

    def get_handlers(self) -> list[tuple[str, object]]:
        handlers = [h for h in super().get_handlers() if h[0] != r"/login"]
        return [(r"/login", ClassLoginHandler), *handlers] if self.login_available else handlers
