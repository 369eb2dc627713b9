"""The game-design workshop: change a rule, play many games, measure what changed.

* :mod:`~gaucho.workshop.variants` — named rule variants and their validation;
* :mod:`~gaucho.workshop.bots` — players that decide by themselves;
* :mod:`~gaucho.workshop.simulation` — many seeded games, in parallel;
* :mod:`~gaucho.workshop.stats` — win rates, intervals and comparisons;
* :mod:`~gaucho.workshop.dice` — exact dice odds;
* :mod:`~gaucho.workshop.plots` — pictures of the results.
"""
