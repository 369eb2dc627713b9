"""A hand-out never gives an exercise's answer away: every hand-out against every answer.

The answers are those of the teacher notebooks themselves: what a code exercise's cell
shows when it runs (``fits`` → ``[10, 11, 12]``) and the key of an exercise answered in a
widget.  No cell of the student's copy, source or output, may hold one (the cell that
checked it, ``assert fits == [10, 11, 12]``, checks a fingerprint instead).
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from gaucho import handouts as H

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted(
    (ROOT / "notebooks").glob("*/*.ipynb"))


def _read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def _squeezed(text: str) -> str:
    return "".join(text.split())


def _cell_texts(cell: nbformat.NotebookNode) -> list[str]:
    """Everything a cell shows: its source lines and its outputs' texts."""
    texts = cell.source.splitlines()
    for output in cell.get("outputs", []):
        texts.append(str(output.get("text", "")))
        texts.extend(str(v) for v in output.get("data", {}).values())
    return texts


def code_answers(nb: nbformat.NotebookNode) -> list[tuple[str, str]]:
    return [a for a in map(H.code_answer, nb.cells) if a is not None]


def test_the_lessons_have_code_exercises_with_answers() -> None:
    found = [a for p in NOTEBOOKS for a in code_answers(_read(p))]
    assert ("fits", "[10, 11, 12]") in found and ("value", "50") in found
    assert len(found) >= 4


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_handout_cell_holds_an_answer(path: Path) -> None:
    teacher = _read(path)
    student = H.make_handout(teacher)
    for name, shown in code_answers(teacher):
        answer = re.compile(rf"(?<![\w.]){re.escape(_squeezed(shown))}(?![\w.])")
        mentions = re.compile(rf"\b{re.escape(name)}\b")
        for k, cell in enumerate(student.cells):
            for text in _cell_texts(cell):
                # a line naming the exercise's result and holding its value gives it away
                assert not (mentions.search(text) and answer.search(_squeezed(text))), (
                    path.name, k, name, text)
    keys = [H.answer_key(c) for c in teacher.cells]
    for key in filter(None, keys):
        shown = [c for c in teacher.cells if not H.is_hidden_check(c)]  # the rest leave
        for k, (t, s) in enumerate(zip(shown, student.cells, strict=True)):
            assert "exercise" not in s.get("metadata", {}), (path.name, k)
            if H.answer_key(t) is not None:
                assert all(f"`{key['right']}`" not in text for text in _cell_texts(s))


def test_a_handout_check_says_right_or_not_yet(capsys: pytest.CaptureFixture[str]) -> None:
    teacher = _read(ROOT / "notebooks" / "05-end-of-round.ipynb")
    student = H.make_handout(teacher)
    checks = [c.source for c in student.cells if "check_answer(" in c.source]
    assert any('check_answer("fits",' in c for c in checks)
    assert any('check_answer("value",' in c for c in checks)
    [fits_check] = [c for c in checks if 'check_answer("fits",' in c]
    namespace: dict[str, object] = {"fits": [10, 11, 12]}
    exec(fits_check, namespace)  # noqa: S102 - the hand-out's own cell
    assert "Right: [10, 11, 12]." in capsys.readouterr().out
    namespace["fits"] = [10, 11]
    exec(fits_check, namespace)  # noqa: S102 - a wrong answer is said, never raised
    assert capsys.readouterr().out == (
        "Not yet: [10, 11] is not the answer. Read the rule again and try once more.\n")


def test_handout_pages_carry_the_lessons_title(tmp_path: Path) -> None:
    pytest.importorskip("nbconvert")
    lesson = ROOT / "notebooks" / "05-end-of-round.ipynb"
    H.write_handouts([lesson], tmp_path)
    title = H.title_of(_read(lesson), "")
    assert title and title != "Notebook"
    for page in ("05-end-of-round.html", "05-end-of-round-teacher.html"):
        html = (tmp_path / page).read_text(encoding="utf-8")
        assert re.search(r"<title>(.*?)</title>", html).group(1) == title  # type: ignore[union-attr]
