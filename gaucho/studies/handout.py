"""A study as a printable hand-out: one static HTML page per copy.

The **student copy** shows each chapter's table, its line with the teacher's comments up to
the question, then the question, the hint and room to answer: never the answer or the rest
of the line.  The **teacher copy** adds the accepted answers (as conditions, in words), the
comments for wrong answers and the whole line.  ``gaucho handouts lesson.study.json`` writes
both (``NAME.html``, ``NAME-teacher.html``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from html import escape
from pathlib import Path

from gaucho.errors import os_reason
from gaucho.i18n import _, use_language
from gaucho.studies.conditions import CONDITIONS
from gaucho.studies.format import Chapter, InvalidStudy, Study, need
from gaucho.studies.load import loads
from gaucho.studies.replay import frames, game_at

__all__ = ["handout_html", "write_study_handouts"]


def handout_html(study: Study, *, teacher: bool = False, language: str | None = None) -> str:
    """The hand-out page; the board and narration in ``language`` (default: current), the
    teacher's texts as she wrote them."""
    need(study, Study, "study")
    with use_language(language):
        parts = [f"<h1>{escape(study.title)}</h1>"]
        if study.author:
            parts.append(f"<p><i>{escape(study.author)}</i></p>")
        for number, chapter in enumerate(study.chapters, 1):
            parts.append(_chapter(number, chapter, teacher))
    return ('<!DOCTYPE html><html><head><meta charset="utf-8">'
            f"<title>{escape(study.title)}</title><style>svg{{max-width:100%;height:auto}}"
            ".gaucho-answer-space{height:5em;border:1px solid #999}</style></head>"
            f'<body lang="{escape(study.language)}">{"".join(parts)}</body></html>')


def _chapter(number: int, chapter: Chapter, teacher: bool) -> str:
    from gaucho.views.svg import board_svg  # pictures only where a hand-out is made

    question = chapter.question
    shown = len(chapter.steps) if teacher or question is None else question.after
    out = [f"<h2>{number}. {escape(chapter.title)}</h2>"]
    if chapter.intro:
        out.append(f"<p>{escape(chapter.intro)}</p>")
    out.append(board_svg(game_at(chapter, 0).state))
    items = [f"<li><code>{escape(f.notation)}</code> {escape(f.comment)}</li>"
             for f in frames(chapter)[:shown]]
    if items:
        out.append("<ol>" + "".join(items) + "</ol>")
    if question is not None:
        if not teacher and question.after:
            out.append(board_svg(game_at(chapter, question.after).state))
        out.append(f"<h3>{escape(question.prompt or _('What would you do here?'))}</h3>")
        if question.hint:
            # Translators: a study question's hint on a hand-out (Babel reads no call inside
            # an f-string, so "Hint:" was never translated).
            hint = _("Hint: {hint}").format(hint=question.hint)
            out.append(f"<p>{escape(hint)}</p>")
        if teacher:
            out.append("<p>" + escape(_("Accepted answers:")) + "</p><ul>"
                       + "".join(f"<li>{escape(_describe(c))}</li>" for c in question.accept)
                       + "</ul>")
            if question.right:  # the comment a right answer gets
                out.append(f'<p class="gaucho-right">{escape(question.right)}</p>')
            # Translators: an answer (or a step) in words, then the teacher's comment on it.
            out.extend("<p>" + escape(_("{said}: {comment}").format(
                said=_describe(w.when), comment=w.comment)) + "</p>" for w in question.wrong)
            if question.otherwise:  # the comment any other answer gets
                out.append(f'<p class="gaucho-otherwise">{escape(question.otherwise)}</p>')
        else:
            out.append('<div class="gaucho-answer-space"></div>')
    return "".join(out)


def _describe(condition: object) -> str:
    """A condition in words: its meaning, then its argument as written."""
    assert isinstance(condition, dict)
    (name, arg), = condition.items()
    # Translators: an accepted answer: what a condition means, then its value as written.
    return _("{condition}: {value}").format(condition=_(CONDITIONS[name][1]),
                                            value=json.dumps(arg, ensure_ascii=False))


def write_study_handouts(paths: Sequence[Path], out: Path) -> int:
    """``gaucho handouts STUDY.json ...``: a student and a teacher page per study in
    ``out``; 2 (nothing written) if a file is missing or not a valid study."""
    studies = []
    for path in paths:
        try:
            studies.append(loads(path.read_bytes()))
        except OSError as exc:
            print(_("gaucho: cannot use {path}: {reason}").format(
                path=path, reason=os_reason(exc)), file=sys.stderr)
            return 2
        except InvalidStudy as exc:
            print(_("gaucho: {message}").format(message=_("{path}: {error}").format(
                path=path, error=exc)), file=sys.stderr)
            return 2
    out.mkdir(parents=True, exist_ok=True)
    for path, study in zip(paths, studies, strict=True):
        name = path.name[:-len(path.suffix)] if path.suffix.lower() == ".json" else path.name
        for teacher, suffix in ((False, ""), (True, "-teacher")):
            target = out / f"{name}{suffix}.html"
            target.write_text(handout_html(study, teacher=teacher), encoding="utf-8")
        print(_("{target}: the study's hand-out; teacher copy with the answers beside it")
              .format(target=out / f"{name}.html"))
    return 0
