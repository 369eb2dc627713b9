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
    gaucho._extras.MissingExtra: ... pip install 'gaucho[widgets]'

:class:`MissingExtra` is an :class:`ImportError` (a :class:`ModuleNotFoundError`), so code
that already handles a missing library keeps working.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from types import ModuleType

from gaucho.i18n import N_, _

#: What each extra is for, as the subject of "… needs the Python package …"
#: (pyproject.toml declares what each installs).
EXTRAS = {
    "diagrams": N_("Drawing with matplotlib or networkx"),
    "widgets": N_("Showing the interactive widgets"),
    "workshop": N_("Running the workshop tools (progress bars, worker processes, tables)"),
    "notebooks": N_("Opening the lessons in JupyterLab"),
    "app": N_("Serving the explorer app"),
    "cluster": N_("Running simulations on a Dask cluster"),
    "interop": N_("Using the OpenSpiel and PettingZoo adapters"),
    "docs": N_("Building the documentation site"),
}


class MissingExtra(ModuleNotFoundError):
    """An optional library is not installed; the message names the extra that brings it."""

    def __init__(self, module: str, extra: str, feature: str = "") -> None:
        self.extra = extra
        what = feature or (_(EXTRAS[extra]) if extra in EXTRAS else _("This feature"))
        message = _("{feature} needs the Python package '{module}', which is not installed. "
                    "Install it with: pip install 'gaucho[{extra}]'").format(
            feature=what, module=module.split(".")[0], extra=extra)
        if sys.platform == "emscripten":  # the zero-install site (make lite): no pip there
            message = _("{feature} needs the Python package '{module}', which the in-browser "
                        "version of gaucho does not have. Open this notebook in JupyterLab on "
                        "a computer with gaucho installed to see it.").format(
                feature=what, module=module.split(".")[0])
        super().__init__(message, name=module)


def install_hint(extra: str) -> str:
    """The command that installs an extra: ``pip install 'gaucho[widgets]'``."""
    return f"pip install 'gaucho[{extra}]'"


def check(module: str, *, extra: str, feature: str = "") -> None:
    """Raise :class:`MissingExtra` unless ``module`` is installed, without importing it
    (for a command that starts it in another process, e.g. ``gaucho app`` and Voila)."""
    try:
        found = importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        raise MissingExtra(module, extra, feature)


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
