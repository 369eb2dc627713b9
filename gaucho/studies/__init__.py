"""Studies: lessons a teacher writes as data, without code (``docs/study-format.md``).

A study is a list of chapters; a chapter is a position, a line of decisions with a comment
per step, and optionally a question whose accepted answers are conditions the engine
evaluates.  The rulebook's worked examples are studies too (``gaucho/examples/*.json``,
read by :func:`gaucho.examples.load` through :func:`loads`).

    >>> from gaucho import studies
    >>> study = studies.loads(open("my-lesson.json", "rb").read())  # doctest: +SKIP
    >>> studies.answer(study.chapters[0], "A W11 5+6").accepted      # doctest: +SKIP
    True
"""

from __future__ import annotations

from gaucho.studies import conditions
from gaucho.studies.conditions import CONDITIONS
from gaucho.studies.format import (
                                   FORMAT,
                                   LIMITS,
                                   VERSION,
                                   Answer,
                                   Chapter,
                                   Illegal,
                                   InvalidStudy,
                                   Question,
                                   Step,
                                   Study,
)
from gaucho.studies.load import loads, parse, play_step, start
from gaucho.studies.replay import Frame, Verdict, answer, frames, game_at, leads_to, notation
from gaucho.studies.write import dumps, to_data

__all__ = ["CONDITIONS", "FORMAT", "LIMITS", "VERSION", "Answer", "Chapter", "Frame", "Illegal",
           "conditions",
           "InvalidStudy", "Question", "Step", "Study", "Verdict", "answer", "dumps",
           "frames", "game_at", "leads_to", "loads", "notation", "parse",
           "play_step", "start", "to_data"]
