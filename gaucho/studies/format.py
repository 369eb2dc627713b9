"""What a study is, as Python values: chapters, their lines, questions and answers.

A *study* is a teacher's lesson written as data (``docs/study-format.md``): a list of
chapters, each a position (the JSON position format), a line of decisions with a comment
per step, and optionally a question for the student whose accepted answers are
conditions the engine evaluates (:mod:`gaucho.studies.conditions`).  The rulebook's
worked examples are studies too; their extra checks (``expect``...) are optional fields.

These classes hold *checked* data: :mod:`gaucho.studies.load` builds them and refuses
anything else with :class:`InvalidStudy`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gaucho.errors import GauchoError
from gaucho.i18n import N_, _

__all__ = ["CHAPTER_FIELD", "FIELD_LABELS", "FILE_FIELD", "FORMAT", "LIMITS", "VERSION", "Answer",
           "Chapter", "Illegal", "InvalidStudy", "Question", "Step", "Study", "need"]

#: The value of a study file's ``format`` field.
FORMAT = "gaucho-study"
#: The study format's version; a file of another version is refused.
VERSION = 1

#: Caps that keep loading a hostile file bounded in time and memory.  The whole text is
#: also capped by the position format's ``MAX_TEXT`` (``gaucho.position.load_json``).
LIMITS: Mapping[str, int] = {
    "chapters": 64,        # chapters in a study
    "steps": 300,          # steps in one chapter's line
    "text": 4000,          # characters of one comment, title, hint...
    "answers": 16,         # accepted answers, or wrong-answer comments, of one question
    "condition_nodes": 32,  # conditions nested in one answer (any_of, all_of, not)
    "condition_depth": 4,  # how deep any_of / all_of / not may nest
    "checks": 64,          # expected events or illegal decisions of one chapter
}


#: The field an error of the whole file names (not JSON, too long...), and the one an error
#: of a chapter that is not an object names; shown translated (:data:`FIELD_LABELS`).
FILE_FIELD = "(file)"
CHAPTER_FIELD = "(chapter)"
FIELD_LABELS = {
    # Translators: the "field" of an error about a study file as a whole ("study, field
    # (file): the study is not valid JSON..."); keep the brackets.
    FILE_FIELD: N_("(file)"),
    # Translators: the "field" of an error about a chapter as a whole ("chapter 2, field
    # (chapter): must be an object"); keep the brackets.
    CHAPTER_FIELD: N_("(chapter)"),
}


def need(value: Any, kind: type, argument: str) -> None:
    """Refuse a ``value`` given for ``argument`` that is not a ``kind`` (a Chapter, a Study,
    a Step): :class:`InvalidStudy` naming the argument, not an AttributeError later."""
    if not isinstance(value, kind):
        # Translators: {expected} is a class's name (Chapter, Study, Step), {kind} the type
        # of what was given (int, dict...): neither is translated.
        raise InvalidStudy(None, argument, _("must be a {expected}, not {kind}").format(
            expected=kind.__name__, kind=type(value).__name__))


class InvalidStudy(GauchoError):
    """A study file that cannot be used: the message names the chapter (1-based) and the
    field, and says why.  ``chapter`` is ``None`` for a field of the whole study."""

    def __init__(self, chapter: int | None, field: str, reason: object) -> None:
        self.chapter = chapter
        self.field = field
        self.reason = reason
        super().__init__(chapter, field, reason)

    def __str__(self) -> str:
        """The refusal in the language current when it is read (``field`` stays as it is
        for programs; the labels ``(file)`` and ``(chapter)`` are shown translated)."""
        label = FIELD_LABELS.get(self.field)
        field = _(label) if label is not None else self.field
        if self.chapter is None:
            # Translators: an error in a study file: {field} is a field name such as 'title'.
            return _("study, field {field}: {reason}").format(field=field,
                                                              reason=self.reason)
        # Translators: an error in a study file's chapter {number} (1, 2, ...).
        return _("chapter {number}, field {field}: {reason}").format(
            number=self.chapter, field=field, reason=self.reason)


@dataclass(frozen=True)
class Step:
    """One step of a chapter's line: a decision in the action notation, or (for the
    rulebook's setup examples) seeding a pasture or the Steppe."""

    kind: str  # "decision", "seed_pasture" or "seed_steppe"
    value: Any  # the decision's text, the 0-based pasture index, or True
    comment: str = ""
    expect: Mapping[str, Any] | None = None
    events: tuple[str, ...] = ()


@dataclass(frozen=True)
class Illegal:
    """A decision the chapter says the rules refuse after its first ``after`` steps."""

    decision: str
    rule_id: str
    after: int | None = None
    comment: str = ""


@dataclass(frozen=True)
class Answer:
    """A wrong answer the teacher foresaw: when the condition holds, show the comment."""

    when: Mapping[str, Any]
    comment: str


@dataclass(frozen=True)
class Question:
    """"What would you do here?", asked after the first ``after`` steps of the line, to the
    player whose decision it is.  An answer is accepted when any condition of ``accept``
    holds."""

    after: int
    prompt: str
    accept: tuple[Mapping[str, Any], ...]
    hint: str = ""
    right: str = ""  # the comment shown when the answer is accepted
    wrong: tuple[Answer, ...] = ()
    otherwise: str = ""  # the comment for a wrong answer that no ``wrong`` entry foresaw


@dataclass(frozen=True)
class Chapter:
    """One position, its line, and optionally a question (and the rulebook's checks)."""

    title: str
    position: Mapping[str, Any]
    steps: tuple[Step, ...] = ()
    intro: str = ""
    seed: int | str = 0
    name: str = ""  # a short identifier (the variations of a rulebook example)
    question: Question | None = None
    expect: Mapping[str, Any] | None = None
    expect_events: tuple[str, ...] = ()
    expect_illegal: tuple[Illegal, ...] = ()


@dataclass(frozen=True)
class Study:
    """A list of chapters, with the language its teacher wrote them in."""

    title: str
    chapters: tuple[Chapter, ...]
    language: str = "en"
    author: str = ""
    id: str = ""
    summary: str = ""
    rules: tuple[str, ...] = ()
