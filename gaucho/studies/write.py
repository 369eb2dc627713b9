"""Writing a study back to its JSON form, leaving out what is empty or default, so that
``loads(dumps(study)) == study`` and a saved file stays short enough to read."""

from __future__ import annotations

import json
from typing import Any

from gaucho.studies.format import FORMAT, VERSION, Chapter, Question, Step, Study, need

__all__ = ["dumps", "to_data"]


def to_data(study: Study) -> dict[str, Any]:
    """The study as the JSON object of ``docs/study-format.md``."""
    need(study, Study, "study")
    head = {"format": FORMAT, "version": VERSION, "language": study.language,
            "title": study.title}
    return _some({**head, "author": study.author, "id": study.id, "summary": study.summary,
                  "rules": list(study.rules),
                  "chapters": [_chapter(c) for c in study.chapters]}, keep=set(head))


def dumps(study: Study, indent: int | None = 1) -> str:
    return json.dumps(to_data(study), ensure_ascii=False, indent=indent)


def _chapter(c: Chapter) -> dict[str, Any]:
    return _some({
        "title": c.title, "name": c.name, "position": dict(c.position),
        "seed": c.seed if c.seed != 0 else None, "intro": c.intro,
        "line": [_step(s) for s in c.steps],
        "question": _question(c.question) if c.question else None,
        "expect": c.expect, "expect_events": list(c.expect_events),
        "expect_illegal": [_some({"decision": b.decision, "rule_id": b.rule_id,
                                  "after": b.after, "comment": b.comment})
                           for b in c.expect_illegal],
    }, keep={"position"})


def _step(s: Step) -> dict[str, Any]:
    return _some({s.kind: s.value, "comment": s.comment, "expect": s.expect,
                  "events": list(s.events)}, keep={s.kind})


def _question(q: Question) -> dict[str, Any]:
    return _some({"after": q.after, "prompt": q.prompt, "accept": list(q.accept),
                  "hint": q.hint, "right": q.right,
                  "wrong": [{"when": w.when, "comment": w.comment} for w in q.wrong],
                  "otherwise": q.otherwise}, keep={"after", "accept"})


def _some(data: dict[str, Any], keep: set[str] | None = None) -> dict[str, Any]:
    """``data`` without its empty values (``""``, ``[]``, ``None``) except ``keep``."""
    keep = keep or set()
    return {k: v for k, v in data.items() if k in keep or v not in ("", [], None)}
