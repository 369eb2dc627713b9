"""Reading a study file, checked: every field, every position, every step of every line.

:func:`loads` takes the JSON text (a file a teacher uploads, perhaps truncated or stale),
:func:`parse` the decoded object.  Anything unusable raises
:class:`~gaucho.studies.format.InvalidStudy` naming the chapter and the field, before any
of it is used; the caps of :data:`~gaucho.studies.format.LIMITS` bound the work.  A line is
checked by replaying it on the engine, so an illegal step is refused with its rule ID.
"""

from __future__ import annotations

import re
from typing import Any

from gaucho import engine, rules
from gaucho.config import RulesConfig
from gaucho.errors import GauchoError, UnknownRule
from gaucho.game import Game
from gaucho.i18n import N_, Message
from gaucho.position import from_position, load_json
from gaucho.state import Event
from gaucho.studies import conditions
from gaucho.studies.format import (
    CHAPTER_FIELD,
    FILE_FIELD,
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
    need,
)

__all__ = ["STEP_KINDS", "loads", "parse", "play_step", "start"]

#: The keys that make a step what it is; exactly one per step.
STEP_KINDS = ("decision", "seed_pasture", "seed_steppe")
_STUDY_KEYS = {"format", "version", "language", "title", "author", "id", "summary", "rules",
               "chapters"}
_CHAPTER_KEYS = {"title", "name", "position", "seed", "intro", "line", "question", "expect",
                 "expect_events", "expect_illegal"}
_STEP_KEYS = {*STEP_KINDS, "comment", "expect", "events"}
_QUESTION_KEYS = {"after", "prompt", "accept", "hint", "right", "wrong", "otherwise"}
# Translators: what could not be read: "the study is not valid JSON".
_WHAT = N_("study")
_LANGUAGE = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})?")


def loads(text: str | bytes) -> Study:
    """The study in this JSON text; :class:`InvalidStudy` if it cannot be used."""
    try:
        data = load_json(text, _WHAT)
    except GauchoError as exc:
        # load_json says a syntax error in words, with its line and column
        raise InvalidStudy(None, FILE_FIELD, exc) from None
    return parse(data)


def parse(data: Any) -> Study:
    """The study this decoded JSON object describes, every chapter replayed and checked."""
    r = _Reader(None)
    if not isinstance(data, dict):
        raise r.fail(FILE_FIELD, Message("a study is a JSON object"))
    r.known(data, _STUDY_KEYS, "")
    if data.get("format", FORMAT) != FORMAT:
        raise r.fail("format", Message("must be {value}", value=repr(FORMAT)))
    if "version" in data and type(data["version"]) is not int:  # true is no version
        raise r.kind("version", Message("a whole number"))
    if data.get("version", VERSION) != VERSION:
        raise r.fail("version", Message("version {version} is not supported; this gaucho reads "
                                        "version {supported}",
                                        version=repr(data.get("version"))[:20],
                                        supported=str(VERSION)))
    language = r.text(data, "language", "en")
    if not _LANGUAGE.fullmatch(language):
        raise r.fail("language", Message("must be a language code such as en, es, fr or de"))
    rule_ids = tuple(r.rule_id(v, f"rules[{i}]") for i, v in enumerate(
        r.texts(data, "rules", LIMITS["checks"])))
    raw = r.listing(data, "chapters", LIMITS["chapters"], required=True)
    if not raw:
        raise r.fail("chapters", Message("a study has at least one chapter"))
    return Study(title=r.text(data, "title"), chapters=tuple(
                     _chapter(i + 1, c) for i, c in enumerate(raw)),
                 language=language, author=r.text(data, "author"), id=r.text(data, "id"),
                 summary=r.text(data, "summary"),
                 rules=rule_ids)


def start(chapter: Chapter) -> Game:
    """A fresh game at the chapter's position (chance explicit, as in the rulebook)."""
    need(chapter, Chapter, "chapter")
    return Game.from_position(dict(chapter.position), chapter.seed, auto_chance=False)


def play_step(game: Game, step: Step) -> list[Event]:
    """Play one step of a line (checked for a decision); return its events."""
    need(step, Step, "step")
    if step.kind == "decision":
        return game.play(str(step.value))
    events: list[Event] = []
    if step.kind == "seed_pasture":
        engine.fill_pasture(game.state, int(step.value), events, "R-SETUP-8")
    else:
        engine.fill_steppe(game.state, events, "R-SETUP-9")
    return events


# ------------------------------------------------------------------ reading
class _Reader:
    """Field readers that fail naming the chapter and the field."""

    def __init__(self, chapter: int | None) -> None:
        self.chapter = chapter

    def fail(self, field: str, reason: object) -> InvalidStudy:
        return InvalidStudy(self.chapter, field, reason)

    def known(self, data: dict[str, Any], keys: set[str], path: str) -> None:
        extra = sorted(str(k)[:40] for k in set(data) - keys)
        if extra:
            raise self.fail(f"{path}{extra[0]}", Message("unknown field; the fields are: {names}",
                                                       names=", ".join(sorted(keys))))

    def kind(self, field: str, expected: Message) -> InvalidStudy:
        return self.fail(field, Message("must be {expected}", expected=expected))

    def text(self, data: dict[str, Any], key: str, default: str = "", path: str = "") -> str:
        return self.string(data.get(key, default), path + key)

    def string(self, value: Any, field: str) -> str:
        if not isinstance(value, str):
            raise self.kind(field, Message("text"))
        if len(value) > LIMITS["text"]:
            raise self.fail(field, Message("is {count} characters long; at most {limit}",
                                          count=str(len(value)), limit=str(LIMITS["text"])))
        return value

    def listing(self, data: dict[str, Any], key: str, limit: int, path: str = "",
                required: bool = False) -> list[Any]:
        if required and key not in data:
            raise self.fail(path + key, Message("is required"))
        value = data.get(key, [])
        if not isinstance(value, list):
            raise self.kind(path + key, Message("a list"))
        if len(value) > limit:
            raise self.fail(path + key, Message("has {count} entries; at most {limit}",
                                                  count=str(len(value)), limit=str(limit)))
        return value

    def texts(self, data: dict[str, Any], key: str, limit: int, path: str = "") -> list[str]:
        values = self.listing(data, key, limit, path)
        return [self.string(v, f"{path}{key}[{i}]") for i, v in enumerate(values)]

    def rule_id(self, value: str, field: str) -> str:
        """A rule ID of the rulebook, as written; an unknown one is refused with the
        nearest known IDs (:func:`gaucho.rules.get`)."""
        try:
            rules.get(value)
        except UnknownRule as exc:
            raise self.fail(field, exc) from None
        return value

    def whole(self, data: dict[str, Any], key: str, low: int, high: int, path: str = "") -> int:
        value = data.get(key)
        if type(value) is not int or not low <= value <= high:
            raise self.fail(path + key, Message("must be a whole number from {low} to {high}",
                                                  low=str(low), high=str(high)))
        return value

    def obj(self, value: Any, field: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.kind(field, Message("an object"))
        return value


def _chapter(number: int, raw: Any) -> Chapter:
    r = _Reader(number)
    data = r.obj(raw, CHAPTER_FIELD)
    r.known(data, _CHAPTER_KEYS, "")
    if "position" not in data:
        raise r.fail("position", Message("is required"))
    position = r.obj(data["position"], "position")
    seed = data.get("seed", 0)
    if not (type(seed) is int or isinstance(seed, str)) or len(str(seed)) > 100:
        raise r.kind("seed", Message("a whole number or text"))
    steps = tuple(_step(r, i, s) for i, s in
                  enumerate(r.listing(data, "line", LIMITS["steps"])))
    chapter = Chapter(
        title=r.text(data, "title"), position=position, steps=steps,
        intro=r.text(data, "intro"), seed=seed, name=r.text(data, "name"),
        question=_question(r, data["question"], _rules(position)) if "question" in data
        else None,
        expect=r.obj(data["expect"], "expect") if "expect" in data else None,
        expect_events=tuple(r.texts(data, "expect_events", LIMITS["checks"])),
        expect_illegal=tuple(_illegal(r, i, b) for i, b in enumerate(
            r.listing(data, "expect_illegal", LIMITS["checks"]))))
    _replay(r, chapter)
    return chapter


def _step(r: _Reader, i: int, raw: Any) -> Step:
    path = f"line[{i}]."
    data = r.obj(raw, f"line[{i}]")
    r.known(data, _STEP_KEYS, path)
    kinds = [k for k in STEP_KINDS if k in data]
    if len(kinds) != 1:
        raise r.fail(f"line[{i}]", Message("a step has exactly one of: {names}",
                                             names=", ".join(STEP_KINDS)))
    kind = kinds[0]
    if kind == "decision":
        value: Any = r.text(data, kind, path=path)
    elif kind == "seed_pasture":
        value = r.whole(data, kind, 0, 9, path)
    elif data[kind] is not True:
        raise r.kind(path + kind, Message("true"))
    else:
        value = True
    expect = r.obj(data["expect"], path + "expect") if "expect" in data else None
    return Step(kind, value, r.text(data, "comment", path=path), expect,
                tuple(r.texts(data, "events", LIMITS["checks"], path)))


def _illegal(r: _Reader, i: int, raw: Any) -> Illegal:
    path = f"expect_illegal[{i}]."
    data = r.obj(raw, path[:-1])
    r.known(data, {"decision", "rule_id", "after", "comment"}, path)
    after = r.whole(data, "after", 0, LIMITS["steps"], path) if "after" in data else None
    rule_id = r.text(data, "rule_id", path=path)
    if rule_id:  # none given: any rule's refusal will do
        r.rule_id(rule_id, path + "rule_id")
    return Illegal(r.text(data, "decision", path=path), rule_id,
                   after, r.text(data, "comment", path=path))


def _rules(position: dict[str, Any]) -> RulesConfig | None:
    """The chapter's rules, which its tiles must exist in (``max_big``); None for a position
    that cannot be read (:func:`_replay` refuses it, naming the position)."""
    try:
        return from_position(position).config
    except GauchoError:
        return None


def _question(r: _Reader, raw: Any, config: RulesConfig | None) -> Question:
    path = "question."
    data = r.obj(raw, "question")
    r.known(data, _QUESTION_KEYS, path)
    accept = r.listing(data, "accept", LIMITS["answers"], path, required=True)
    if not accept:
        raise r.fail(path + "accept", Message("a question accepts at least one answer"))
    wrong = []
    for i, w in enumerate(r.listing(data, "wrong", LIMITS["answers"], path)):
        here = f"{path}wrong[{i}]."
        entry = r.obj(w, here[:-1])
        r.known(entry, {"when", "comment"}, here)
        wrong.append(Answer(conditions.check(entry.get("when"), r.fail, here + "when",
                                             config),
                            r.text(entry, "comment", path=here)))
    return Question(
        after=r.whole(data, "after", 0, LIMITS["steps"], path) if "after" in data else 0,
        prompt=r.text(data, "prompt", path=path),
        accept=tuple(conditions.check(c, r.fail, f"{path}accept[{i}]", config)
                     for i, c in enumerate(accept)),
        hint=r.text(data, "hint", path=path), right=r.text(data, "right", path=path),
        wrong=tuple(wrong), otherwise=r.text(data, "otherwise", path=path))


def _replay(r: _Reader, chapter: Chapter) -> None:
    """Play the chapter's line on the engine; refuse its position or first bad step."""
    try:
        game = start(chapter)
    except GauchoError as exc:
        raise r.fail("position", exc) from None
    question = chapter.question
    if question is not None and question.after > len(chapter.steps):
        raise r.fail("question.after", Message("the line has only {count} steps",
                                                  count=str(len(chapter.steps))))
    for i, step in enumerate(chapter.steps):
        if question is not None and question.after == i:
            _check_asked(r, game)
        try:
            play_step(game, step)
        except (GauchoError, IndexError) as exc:
            field = f"line[{i}].{step.kind}"
            if isinstance(exc, IndexError):
                raise r.fail(field, Message("there is nothing left to seed")) from None
            raise r.fail(field, exc) from None
    if question is not None and question.after == len(chapter.steps):
        _check_asked(r, game)


def _check_asked(r: _Reader, game: Game) -> None:
    """A question is asked where a player (not chance, not nobody) has to decide."""
    if game.is_over or game.current_player < 0:
        raise r.fail("question.after", Message("nobody has a decision to make there"))
