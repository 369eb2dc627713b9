"""Packaged data: ``RULES.md``, the project's rulebook (the normative text the engine follows),
its translations ``RULES.es.md``, ``RULES.fr.md`` and ``RULES.de.md``, and
``challenge_solutions.json``, the recorded solutions of the built-in challenges.

Read the rulebook through :mod:`gaucho.rules` (``gaucho.rules.get("R-STEAL-1")``), or as a
file with ``importlib.resources.files("gaucho.data").joinpath("RULES.md")``.  The list of
rule IDs is derived from it (``gaucho.rules.ids()``): there is no second copy to keep in
step.  The challenge records are written by ``tools/fair_challenges.py`` and read by
:mod:`gaucho.challenges` (a record is checked by replaying it, never trusted).
"""
