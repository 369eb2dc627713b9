"""Packaged data: ``RULES.md``, the project's rulebook (the normative text the engine follows).

Read it through :mod:`gaucho.rules` (``gaucho.rules.get("R-STEAL-1")``), or as a file with
``importlib.resources.files("gaucho.data").joinpath("RULES.md")``.  The list of rule IDs
is derived from it (``gaucho.rules.ids()``): there is no second copy to keep in step.
"""
