"""The coach: plays well from what its seat sees, and says how good each move is.

* :func:`rank_actions` values every legal action of the seat to act by
  information-set search (:mod:`gaucho.coach.search`);
* :class:`CoachBot` plays at one of the :data:`LEVELS` (``beginner``, ``club``,
  ``expert``; :mod:`gaucho.coach.levels`), a budget counted in simulations so
  the same seed always gives the same move.

Standard library only: it runs in the in-browser Python too.  It imports only
the core, never the workshop, explorer, views or widgets (they import it).
"""

from gaucho.coach.analysis import Analysis, Candidate, analyse  # noqa: F401 (re-exported)
from gaucho.coach.levels import LEVELS, CoachBot, Level
from gaucho.coach.search import CandidateValue, rank_actions

__all__ = ["LEVELS", "CandidateValue", "CoachBot", "Level", "rank_actions"]
