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
from dataclasses import dataclass, field
from typing import Any

from gaucho import studies
from gaucho.game import Game

__all__ = ["StudyPlayer", "StudyRecorder"]


@dataclass
class _Draft:
    """One chapter being recorded (plain data, as in the file)."""

    title: str
    position: dict[str, Any]
    line: list[dict[str, Any]] = field(default_factory=list)
    intro: str = ""
    question: dict[str, Any] | None = None


class StudyRecorder:
    """A teacher records a study chapter by chapter."""

    def __init__(self, title: str = "", language: str = "en", author: str = "") -> None:
        self.title = title
        self.language = language
        self.author = author
        self.chapters: list[_Draft] = []
        self.game: Game | None = None  # the current chapter's game, after its line

    def new_chapter(self, position: dict[str, Any], title: str = "") -> None:
        """Start a chapter at a table (refused with InvalidPosition if impossible)."""
        self.game = Game.from_position(copy.deepcopy(position), auto_chance=False)
        self.chapters.append(_Draft(title, copy.deepcopy(position)))

    @property
    def chapter(self) -> _Draft:
        return self.chapters[-1]

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

    def take_back(self) -> None:
        """Remove the last recorded step."""
        self.chapter.line.pop()
        self.game = studies.game_at(self._parsed_chapter(), len(self.chapter.line))

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
            entry: dict[str, Any] = {"title": c.title, "position": c.position, "line": c.line}
            if c.intro:
                entry["intro"] = c.intro
            if c.question is not None:
                entry["question"] = c.question
            chapters.append(entry)
        return {"format": studies.FORMAT, "version": studies.VERSION, "language": self.language,
                "title": self.title, "author": self.author, "chapters": chapters}

    def study(self) -> studies.Study:
        """The study, checked like a file (:class:`gaucho.studies.InvalidStudy` if not)."""
        return studies.parse(copy.deepcopy(self.data()))

    def save(self) -> str:
        """The study file's text."""
        return studies.dumps(self.study())

    def _parsed_chapter(self) -> studies.Chapter:
        return studies.parse({"chapters": [{"position": self.chapter.position,
                                      "line": self.chapter.line}]}).chapters[0]


class StudyPlayer:
    """A student goes through a study: steps, then the chapter's question."""

    def __init__(self, study: studies.Study | str, language: str | None = None) -> None:
        self.study = studies.loads(study) if isinstance(study, str) else study
        self.language = language
        self.index = 0  # the chapter shown
        self.step = 0  # how many steps of its line are shown
        self.solved: set[int] = set()

    @property
    def chapter(self) -> studies.Chapter:
        return self.study.chapters[self.index]

    def open(self, index: int) -> None:
        self.index, self.step = index, 0

    def forward(self) -> studies.Frame | None:
        """Show the next step of the line, up to the question (which stops the line)."""
        stop = self.chapter.question.after if self.chapter.question else len(self.chapter.steps)
        if self.step >= stop and self.index not in self.solved:
            return None
        if self.step >= len(self.chapter.steps):
            return None
        self.step += 1
        return studies.frames(self.chapter, self.language)[self.step - 1]

    @property
    def asking(self) -> bool:
        """Whether the chapter's question is being asked now."""
        q = self.chapter.question
        return q is not None and self.step == q.after and self.index not in self.solved

    def hint(self) -> str:
        q = self.chapter.question
        return q.hint if q is not None else ""

    def answer(self, decision: str) -> studies.Verdict:
        """Judge an answer; an accepted one lets the line go on."""
        verdict = studies.answer(self.chapter, decision, self.language)
        if verdict.accepted:
            self.solved.add(self.index)
        return verdict

    def game(self) -> Game:
        """The chapter's game at the step shown (for the board)."""
        return studies.game_at(self.chapter, self.step)
