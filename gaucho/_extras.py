"""Optional libraries, imported on demand, with a message that says which extra to install.

The core of gaucho needs nothing but the standard library; pictures, widgets, progress bars
and the like come with *extras* named by what a user does (``pip install 'gaucho[widgets]'``).
When one is missing, a bare ``ModuleNotFoundError: No module named 'ipywidgets'`` leaves the
user guessing, so every optional import goes through :func:`require`::

    >>> from gaucho._extras import require
    >>> json = require("json", extra="diagrams")       # present: the module itself
    >>> require("surely_not_installed_xyz", extra="widgets")
    Traceback (most recent call last):
    ...
    gaucho._extras.MissingExtra: ... pip install 'gaucho[widgets]' ...

:class:`MissingExtra` is an :class:`ImportError` (a :class:`ModuleNotFoundError`), so code
that already handles a missing library keeps working.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from gaucho.i18n import _

#: What each extra is for, in a user's words (pyproject.toml declares what it installs).
EXTRAS = {
    "diagrams": "pictures with matplotlib and the phase graph with networkx",
    "widgets": "the interactive widgets in Jupyter",
    "workshop": "many games between bots: progress bars, worker processes, tables and plots",
    "notebooks": "the lessons in JupyterLab",
    "app": "the explorer app served by Voila",
    "cluster": "simulations on a Dask cluster",
    "interop": "the OpenSpiel and PettingZoo adapters",
    "docs": "building the documentation site",
}


class MissingExtra(ModuleNotFoundError):
    """An optional library is not installed; the message names the extra that brings it."""

    def __init__(self, module: str, extra: str, feature: str = "") -> None:
        self.extra = extra
        what = feature or EXTRAS.get(extra, extra)
        message = _("{feature} needs the Python package '{module}', which is not installed. "
                    "Install it with: pip install 'gaucho[{extra}]'").format(
            feature=what[:1].upper() + what[1:], module=module.split(".")[0], extra=extra)
        super().__init__(message, name=module)


def install_hint(extra: str) -> str:
    """The command that installs an extra: ``pip install 'gaucho[widgets]'``."""
    return f"pip install 'gaucho[{extra}]'"


def require(module: str, *, extra: str, feature: str = "") -> ModuleType:
    """Import ``module`` or raise :class:`MissingExtra` naming ``extra``.

    Only a missing library is translated: an error raised while the library itself is
    being imported (a broken install) propagates unchanged.
    """
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        missing = exc.name or ""
        if missing and not (module == missing or module.startswith(missing + ".")):
            raise
        raise MissingExtra(module, extra, feature) from None
