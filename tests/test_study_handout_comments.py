"""The teacher's hand-out has the comments a right answer and any other answer get
(review H15, item 6); the student's has neither."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gaucho import studies as S

sys.path.insert(0, str(Path(__file__).parent))
from core.test_studies import lesson  # noqa: E402


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_teacher_copy_has_the_right_and_otherwise_comments(language: str) -> None:
    from gaucho.studies.handout import handout_html

    study = S.parse(lesson())
    pages = {teacher: handout_html(study, teacher=teacher, language=language)
             for teacher in (True, False)}
    assert '<p class="gaucho-right">Bravo !</p>' in pages[True]
    assert '<p class="gaucho-otherwise">Ce n&#x27;est pas le meilleur.</p>' in pages[True]
    assert "Bravo !" not in pages[False] and "meilleur" not in pages[False]
