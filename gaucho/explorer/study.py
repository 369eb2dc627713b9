"""Recording a study and playing it as a student, without code (the app's study views are
thin over these two classes).

:class:`StudyRecorder` is the teacher's side: a chapter starts from a table (the board
editor's, :class:`gaucho.explorer.editor.Editor`), its line is recorded by playing decisions
on the board (each checked by the engine), she writes a comment per step and may set a
question with accepted answers (conditions, :mod:`gaucho.studies.conditions`).  The study
it makes is checked by the same loader as a file (:func:`gaucho.studies.parse`), so what
she saves is what a student opens.

:class:`StudyPlayer` is the student's side: step through a chapter, and answer its
question (hint, the teacher's comment for a wrong answer, accepted).
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from gaucho import actions, examples, studies
from gaucho.explorer.said import say_decision
from gaucho.explorer.timeline import Explorer, Frame
from gaucho.explorer.views import Later
from gaucho.game import Game
from gaucho.i18n import Message, use_language
from gaucho.position import to_position

__all__ = ["StudyPlayer", "StudyRecorder", "chapter_timeline", "decision_words",
           "example_study"]


@dataclass
class _Draft:
    """One chapter being recorded (plain data, as in the file)."""

    title: str
    position: dict[str, Any]
    line: list[dict[str, Any]] = field(default_factory=list)
    intro: str = ""
    question: dict[str, Any] | None = None
    #: The file's other fields of the chapter (a seed, a name, the rulebook's checks), kept
    #: as they were when a study is reopened (:meth:`StudyRecorder.open`).
    rest: dict[str, Any] = field(default_factory=dict)


class StudyRecorder:
    """A teacher records a study chapter by chapter."""

    def __init__(self, title: str = "", language: str = "en", author: str = "") -> None:
        self.title = title
        self.language = language
        self.author = author
        self.chapters: list[_Draft] = []
        self.game: Game | None = None  # the current chapter's game, after its line
        #: The file's other fields of the study (id, summary, rules), kept when reopened.
        self.rest: dict[str, Any] = {}
        #: The chapter being recorded (0-based): the last one started, or the one chosen
        #: to edit (:meth:`edit`).
        self.current = -1
        #: The chapters deleted, last one last, each with the place it had (:meth:`undelete`).
        self.deleted: list[tuple[int, _Draft]] = []

    @classmethod
    def open(cls, study: studies.Study | str | bytes) -> StudyRecorder:
        """A saved study (its file's text, checked as a file, or a :class:`Study`) reopened
        to be edited: its title, author and language, and every chapter with its line,
        comments, introduction and question; recording goes on at the end of the last
        chapter's line (:attr:`chapter`; :meth:`edit` chooses another).  Fields the
        recorder does not edit are kept."""
        if not isinstance(study, studies.Study):
            study = studies.loads(study)
        data = copy.deepcopy(studies.to_data(study))  # the recorder's own to edit
        recorder = cls(data.get("title", ""), data.get("language", "en"),
                       data.get("author", ""))
        recorder.rest = {k: v for k, v in data.items() if k in ("id", "summary", "rules")}
        own = {"title", "position", "line", "intro", "question"}
        for c in data["chapters"]:
            recorder.chapters.append(_Draft(
                c.get("title", ""), c["position"], c.get("line", []), c.get("intro", ""),
                c.get("question"), {k: v for k, v in c.items() if k not in own}))
        recorder.current = len(recorder.chapters) - 1
        recorder.game = studies.game_at(study.chapters[-1], len(study.chapters[-1].steps))
        return recorder

    def new_chapter(self, position: dict[str, Any], title: str = "") -> None:
        """Start a chapter at a table (refused with InvalidPosition if impossible)."""
        self.game = Game.from_position(copy.deepcopy(position), auto_chance=False)
        self.chapters.append(_Draft(title, copy.deepcopy(position)))
        self.current = len(self.chapters) - 1

    @property
    def chapter(self) -> _Draft:
        """The chapter being recorded (IndexError before any)."""
        if not self.chapters:
            raise IndexError("no chapter yet")
        return self.chapters[self.current]

    def edit(self, index: int) -> None:
        """Go on recording chapter ``index`` (0-based) at the end of its line (its start if
        it has none); the other chapters stay as they are."""
        if not 0 <= index < len(self.chapters):
            raise IndexError(f"no chapter {index + 1}")
        self.current = index
        self.game = studies.game_at(self._parsed_chapter(), len(self.chapter.line))

    def delete(self, index: int | None = None) -> None:
        """Delete chapter ``index`` (default: the one being recorded), kept to be put back
        (:meth:`undelete`).  Recording goes on in the chapter now at its place (the one
        before it if it was the last); with no chapter left, nowhere until one is started."""
        index = self.current if index is None else index
        if not 0 <= index < len(self.chapters):
            raise IndexError(f"no chapter {index + 1}")
        self.deleted.append((index, self.chapters.pop(index)))
        if not self.chapters:
            self.current, self.game = -1, None
        else:
            self.edit(self.current - 1 if index < self.current
                      else min(self.current, len(self.chapters) - 1))

    def undelete(self) -> bool:
        """Put the last deleted chapter back at its place and go on recording it there;
        ``False`` if none was deleted."""
        if not self.deleted:
            return False
        index, draft = self.deleted.pop()
        index = min(index, len(self.chapters))
        self.chapters.insert(index, draft)
        self.edit(index)
        return True

    def play(self, decision: str, comment: str = "") -> None:
        """Record a decision played on the board (checked: an illegal one raises
        :class:`gaucho.IllegalAction` and records nothing)."""
        assert self.game is not None, "start a chapter first"
        self.game.play(decision)
        step = {"decision": decision}
        if comment:
            step["comment"] = comment
        self.chapter.line.append(step)

    def comment(self, text: str, step: int | None = None) -> None:
        """Write the comment of a step (default: the last one recorded)."""
        index = len(self.chapter.line) - 1 if step is None else step
        self.chapter.line[index]["comment"] = text

    def take_back(self) -> bool:
        """Remove the last recorded step; a question asked after it goes with it (it would
        point beyond the end of the line).  Returns whether the question was removed."""
        self.chapter.line.pop()
        self.game = studies.game_at(self._parsed_chapter(), len(self.chapter.line))
        question = self.chapter.question
        if question is not None and question["after"] > len(self.chapter.line):
            self.chapter.question = None
            return True
        return False

    def ask(self, prompt: str, accept: list[dict[str, Any]], *, hint: str = "",
            right: str = "", wrong: list[dict[str, Any]] | None = None,
            otherwise: str = "") -> None:
        """Ask the student what to do at the current end of the line."""
        self.chapter.question = {"after": len(self.chapter.line), "prompt": prompt,
                                 "accept": accept, "hint": hint, "right": right,
                                 "wrong": wrong or [], "otherwise": otherwise}

    def data(self) -> dict[str, Any]:
        """The study as the JSON object of ``docs/study-format.md``."""
        chapters = []
        for c in self.chapters:
            entry: dict[str, Any] = {"title": c.title, "position": c.position, "line": c.line,
                                     **c.rest}
            if c.intro:
                entry["intro"] = c.intro
            if c.question is not None:
                entry["question"] = c.question
            chapters.append(entry)
        return {"format": studies.FORMAT, "version": studies.VERSION, "language": self.language,
                "title": self.title, "author": self.author, **self.rest, "chapters": chapters}

    def study(self) -> studies.Study:
        """The study, checked like a file (:class:`gaucho.studies.InvalidStudy` if not)."""
        return studies.parse(copy.deepcopy(self.data()))

    def save(self) -> str:
        """The study file's text."""
        return studies.dumps(self.study())

    def _parsed_chapter(self) -> studies.Chapter:
        seed = {"seed": self.chapter.rest["seed"]} if "seed" in self.chapter.rest else {}
        return studies.parse({"chapters": [{"position": self.chapter.position,
                                            "line": self.chapter.line, **seed}]}).chapters[0]


class StudyPlayer:
    """A student goes through a study: steps (:meth:`step`, :meth:`back`, :meth:`reset`,
    :meth:`end`, the names of every stepper's buttons), and
    the chapter's question, which stops the line until it is answered.

    It is the one player of studies: the Studies tab's student and the Examples tab (the
    rulebook's examples are studies, :meth:`example`) step through the same cursor, a
    :class:`~gaucho.explorer.timeline.Explorer` over the chapter's line (its board, its
    narration with rule IDs), and :attr:`listeners` hear every move."""

    def __init__(self, study: studies.Study | str, language: str | None = None, *,
                 rulebook: bool = False) -> None:
        self.study = studies.loads(study) if isinstance(study, str) else study
        self.language = language
        #: A rulebook example: its chapters are told by the examples' own timeline (their
        #: notes, their expected outcome in words, no fixture bookkeeping).
        self.rulebook = rulebook
        self.index = 0  # the chapter shown
        self.solved: set[int] = set()
        self.answered: set[int] = set()  # chapters whose question had an answer, right or not
        self.listeners: list[Callable[[StudyPlayer], None]] = []
        self._timelines: dict[int, Explorer] = {}

    @classmethod
    def example(cls, example_id: str, language: str | None = None) -> StudyPlayer:
        """A rulebook example (``EX-...``) as the study it is: chapter 1 its main line,
        every further chapter a variation."""
        return cls(example_study(example_id), language, rulebook=True)

    @property
    def chapter(self) -> studies.Chapter:
        return self.study.chapters[self.index]

    @property
    def timeline(self) -> Explorer:
        """The cursor over the shown chapter's line (made once per chapter)."""
        if self.index not in self._timelines:
            self._timelines[self.index] = (
                Explorer.from_scenario(self.study.id, self.chapter.name or None)
                if self.rulebook else chapter_timeline(self.chapter))
        return self._timelines[self.index]

    @property
    def position(self) -> int:
        """How many steps of the chapter's line are shown."""
        return self.timeline.position

    def open(self, index: int) -> None:
        """Show chapter ``index`` (0-based) from its start."""
        self.index = index
        self.timeline.reset()
        self._moved()

    def open_named(self, name: str) -> None:
        """Show the chapter of this ``name`` (a rulebook variation; ``""``: the first)."""
        self.open(next((i for i, c in enumerate(self.study.chapters)
                        if name and c.name == name), 0))

    @property
    def stop(self) -> int:
        """How far the line may go now: to its question until it is answered, else its end."""
        q = self.chapter.question
        if q is not None and self.index not in self.solved:
            return q.after
        return len(self.chapter.steps)

    @property
    def at_start(self) -> bool:
        return self.position == 0

    @property
    def at_end(self) -> bool:
        return self.position >= self.stop

    def step(self) -> studies.Frame | None:
        """Show the next step of the line, up to the question (which stops the line)."""
        if self.at_end:
            return None
        self.timeline.step()
        self._moved()
        return self.frame()

    def back(self) -> None:
        if not self.at_start:
            self.timeline.back()
            self._moved()

    def reset(self) -> None:
        self.timeline.reset()
        self._moved()

    def end(self) -> None:
        """Go to the end of the line, or to its question if it is still asked."""
        self.timeline.goto(self.stop)
        self._moved()

    def frame(self) -> studies.Frame | None:
        """The step shown: its notation, the teacher's comment, the engine's narration (in
        the player's language) and the position after it; ``None`` at the start."""
        if self.at_start:
            return None
        step = self.chapter.steps[self.position - 1]
        with use_language(self.language):
            return studies.Frame(self.position, studies.notation(step), step.comment,
                                 tuple(str(e.text) for e in self.timeline.events),
                                 to_position(self.timeline.state))

    def words(self) -> str:
        """The step shown in words (its decision said by :mod:`gaucho.explorer.said`, then
        what it brought about, each with its rule ID), in the current language."""
        return self.timeline.narration

    def said(self) -> str:
        """The decision of the step shown, in words in the current language ("takes 1 and
        2 from the Dice Rodeo"); ``""`` at the start."""
        if self.at_start:
            return ""
        phase = self.timeline.frames[self.position - 1].state.phase
        return decision_words(self.chapter.steps[self.position - 1], phase)

    def notation(self) -> str:
        """The step shown in the action notation (the secondary, smaller form)."""
        return "" if self.at_start else studies.notation(self.chapter.steps[self.position - 1])

    @property
    def asking(self) -> bool:
        """Whether the chapter's question is being asked now."""
        q = self.chapter.question
        return q is not None and self.position == q.after and self.index not in self.solved

    def hint(self) -> str:
        q = self.chapter.question
        return q.hint if q is not None else ""

    def answer(self, decision: str) -> studies.Verdict:
        """Judge an answer; an accepted one lets the line go on."""
        verdict = studies.answer(self.chapter, decision, self.language)
        self.answered.add(self.index)
        if verdict.accepted:
            self.solved.add(self.index)
        self._moved()
        return verdict

    def leads_to(self, level: str = "beginner", seed: int = 0) -> list[tuple[str, str, float]]:
        """What each decision at the question leads to, by the coach, once the student has
        answered (before, it would give the answer away): ``(the decision in words, its
        notation, the deciding player's expected final Pesos)``, best first.  Raises
        ``ImportError`` where the coach is not installed."""
        question = self.chapter.question
        if question is None or self.index not in self.answered:
            return []
        phase = studies.game_at(self.chapter, question.after).phase
        leads = studies.leads_to(self.chapter, level, seed)
        ranked = sorted(leads.items(), key=lambda item: -item[1])
        return [(say_decision(actions.parse(text), phase), text, value)
                for text, value in ranked]

    def game(self) -> Game:
        """The chapter's game at the step shown (for the board)."""
        game = self.timeline.game
        return game if game is not None else studies.game_at(self.chapter, self.position)

    def _moved(self) -> None:
        for fn in list(self.listeners):
            fn(self)


def chapter_timeline(chapter: studies.Chapter) -> Explorer:
    """A chapter's line as frames: each step's decision in words (read in the language
    current when shown) with the teacher's comment as she wrote it, and its events."""
    game = studies.start(chapter)
    frames = [Frame(Message("Start"), (), game.state.copy())]
    for i, step in enumerate(chapter.steps):
        phase = game.state.phase
        events = tuple(studies.play_step(game, step))
        frames.append(Frame(_said(i, step, phase), events, game.state.copy()))
    return Explorer(frames, title=chapter.title,
                    game_at=lambda n: studies.game_at(chapter, n))


def decision_words(step: studies.Step, phase: str) -> str:
    """A step's decision in words (:mod:`gaucho.explorer.said`; it is made in ``phase``), or
    the seeding it does."""
    if step.kind != "decision":
        return studies.notation(step)
    return say_decision(actions.parse(str(step.value)), phase)


def _said(i: int, step: studies.Step, phase: str) -> Later:
    def told() -> str:
        return f"{i + 1}. {decision_words(step, phase)}" + (
            f"  ({step.comment})" if step.comment else "")
    return Later(told)


@functools.cache
def example_study(example_id: str) -> studies.Study:
    """The rulebook example's file as a study (read and checked once: studies are frozen)."""
    examples.load(example_id)  # an unknown ID is refused as the examples refuse it
    data = resources.files("gaucho.examples").joinpath(f"{example_id}.json").read_bytes()
    return studies.loads(data)
