"""Showing a study: its chapters step by step, and a student's answers judged.

The board, the notation and the engine's narration are read in the language chosen for
showing (``language``); the teacher's own texts (comments, prompt, hint) stay exactly as
she wrote them, in the study's ``language``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gaucho.errors import GauchoError
from gaucho.game import Game
from gaucho.i18n import _, use_language
from gaucho.studies import conditions
from gaucho.studies.format import Chapter, InvalidStudy, Step, Study, need
from gaucho.studies.load import play_step, start

__all__ = ["Frame", "Verdict", "answer", "frames", "game_at", "leads_to", "notation"]


@dataclass(frozen=True)
class Frame:
    """One step shown: its notation, the teacher's comment, the engine's narration (in the
    language shown) and the position after it."""

    number: int
    notation: str
    comment: str
    narration: tuple[str, ...]
    position: dict[str, Any]


@dataclass(frozen=True)
class Verdict:
    """A student's answer judged: accepted or not, the comment to show, and the narration
    of what the answer brought about (empty when the rules refused it)."""

    accepted: bool
    comment: str
    narration: tuple[str, ...] = ()
    rule_id: str = ""


def game_at(chapter: Chapter, steps: int) -> Game:
    """The chapter's game after its first ``steps`` steps."""
    need(chapter, Chapter, "chapter")
    if isinstance(steps, bool) or not isinstance(steps, int) or not 0 <= steps <= len(
            chapter.steps):
        # Translators: steps is an argument's name, not translated; {count} the steps of
        # the chapter's line.
        raise InvalidStudy(None, "steps", _("must be a whole number from 0 to {count}, not "
                                            "{value!r}").format(count=len(chapter.steps),
                                                                value=steps))
    game = start(chapter)
    for step in chapter.steps[:steps]:
        play_step(game, step)
    return game


def frames(chapter: Chapter, language: str | None = None) -> list[Frame]:
    """Every step of the chapter's line, narrated in ``language`` (default: current)."""
    game = start(chapter)
    out = []
    with use_language(language):
        for i, step in enumerate(chapter.steps):
            events = play_step(game, step)
            out.append(Frame(i + 1, notation(step), step.comment,
                             tuple(str(e.text) for e in events), game.to_position()))
    return out


def notation(step: Step) -> str:
    """A step as it is written: its decision's notation, or the seeding it does."""
    need(step, Step, "step")
    if step.kind == "decision":
        return str(step.value)
    if step.kind == "seed_pasture":
        return _("seed {pasture}").format(pasture=f"P{int(step.value) + 1}")
    return _("seed the Steppe")


def answer(chapter: Chapter, decision: str, language: str | None = None) -> Verdict:
    """Judge a student's answer to the chapter's question.

    Accepted when any accepted condition holds; otherwise the comment of the first wrong
    answer the teacher foresaw that holds, else her ``otherwise`` comment.  An answer the
    rules refuse is not accepted and gets the refusal, with its rule ID."""
    need(chapter, Chapter, "chapter")
    question = chapter.question
    if question is None:
        raise InvalidStudy(None, "question", _("this chapter asks no question"))
    game = game_at(chapter, question.after)
    with use_language(language):
        try:
            result = conditions.outcome(game, decision)
        except GauchoError as exc:
            return Verdict(False, str(exc), rule_id=str(getattr(exc, "rule_id", "")))
        told = tuple(str(e.text) for e in result.events)
    if any(conditions.holds(c, result) for c in question.accept):
        return Verdict(True, question.right, told)
    for wrong in question.wrong:
        if conditions.holds(wrong.when, result):
            return Verdict(False, wrong.comment, told)
    return Verdict(False, question.otherwise, told)


def leads_to(chapter: Chapter, level: str = "beginner", seed: int = 0) -> dict[str, float]:
    """What each decision at the question leads to, by the coach: expected final Pesos of
    the deciding seat, for every legal decision (best first).  Needs :mod:`gaucho.coach`."""
    from gaucho.coach.analysis import analyse  # the coach is optional for studies

    need(chapter, Chapter, "chapter")
    question = chapter.question
    if question is None:
        raise InvalidStudy(None, "question", _("this chapter asks no question"))
    found = analyse(game_at(chapter, question.after), level=level, seed=seed)
    return {str(c.action): round(c.mean, 1) for c in found.candidates}


def chapters(study: Study) -> list[str]:
    """The chapters' titles, numbered, for a table of contents."""
    return [f"{i + 1}. {c.title}" for i, c in enumerate(study.chapters)]
