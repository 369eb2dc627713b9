"""tools/make_handouts.py: teacher notebooks -> student hand-outs that are valid and run."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

import nbformat
import pytest
from nbformat import v4

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import make_handouts as mh  # noqa: E402

from gaucho import handouts as H  # noqa: E402

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def _read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def _shown(nb: nbformat.NotebookNode) -> list[nbformat.NotebookNode]:
    """The cells a student copy keeps: all but the hidden checks."""
    return [c for c in nb.cells if not H.is_hidden_check(c)]


WITH_EXERCISES = [p for p in NOTEBOOKS if mh.exercise_count(_read(p))]


def _toy() -> nbformat.NotebookNode:
    nb = v4.new_notebook()
    nb.cells = [
        v4.new_markdown_cell("Compute the sale value of the herd 1, 2, 3, 4, 10 (R-SELL-1)."),
        v4.new_code_cell("herd = [1, 2, 3, 4, 10]"),
        v4.new_code_cell("value = len(herd) * max(herd)\nvalue",
                         metadata={"tags": ["exercise"]},
                         outputs=[v4.new_output("execute_result", {"text/plain": "50"},
                                                execution_count=2)],
                         execution_count=2),
        v4.new_code_cell("assert value == 50", metadata={"tags": ["keep"]}),
    ]
    return nb


def _execute(nb: nbformat.NotebookNode) -> None:
    from nbclient import NotebookClient

    NotebookClient(nb, timeout=120, kernel_name="python3", allow_errors=False,
                   resources={"metadata": {"path": str(ROOT / "notebooks")}}).execute()


def test_toy_handout_empties_exercises_and_keeps_the_rest():
    teacher = _toy()
    before = copy.deepcopy(teacher)
    student = mh.make_handout(teacher)
    nbformat.validate(student)
    assert teacher == before, "make_handout must not change its input"
    assert student.cells[2].source == mh.PLACEHOLDER
    assert student.cells[2].outputs == []
    assert student.cells[2].execution_count is None
    assert student.cells[2].metadata["tags"] == ["exercise"]
    for i in (0, 1):
        assert student.cells[i] == teacher.cells[i]
    # the check that followed the exercise no longer shows its answer
    assert "50" not in student.cells[3].source.replace(H.fingerprint("50"), "")
    assert f'check_answer("value", "{H.fingerprint("50")}")' in student.cells[3].source
    assert student.cells[3].metadata["tags"] == ["keep"]


def test_cli_writes_valid_handouts(tmp_path, capsys):
    src = tmp_path / "toy.ipynb"
    nbformat.write(_toy(), src)
    assert mh.main([str(src), "-o", str(tmp_path / "out")]) == 0
    student = _read(tmp_path / "out" / "toy.ipynb")
    nbformat.validate(student)
    assert mh.exercise_count(student) == 1
    assert "1 exercise cell without answers" in capsys.readouterr().out


def test_cli_rejects_a_missing_notebook(tmp_path):
    assert mh.main([str(tmp_path / "nope.ipynb"), "-o", str(tmp_path)]) == 2


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_handout_is_valid_and_only_exercises_change(path):
    teacher = _read(path)
    student = mh.make_handout(teacher)
    nbformat.validate(student)
    assert len(student.cells) == len(_shown(teacher))
    for t, s in zip(_shown(teacher), student.cells, strict=True):
        assert s.get("metadata", {}).get("tags") == t.get("metadata", {}).get("tags")
        if mh.is_exercise(t) and "exercise" in t.metadata:
            # answered in a widget: the question stays, the answer key goes
            assert s.source == t.source and "exercise" not in s.metadata
            assert all(str(v) not in str(s.metadata) for v in t.metadata["exercise"].values())
        elif mh.is_exercise(t):
            assert s.source == mh.PLACEHOLDER and s.outputs == []
        elif "from gaucho.handouts import check_answer" in s.source:
            # the check of an exercise: a fingerprint instead of the answer
            assert "assert" in t.source and s.outputs == []
        else:
            assert s == t


@pytest.mark.parametrize("path", [p for p in NOTEBOOKS if p.stem[:2] in
                                  ("01", "02", "03", "04", "05", "06")], ids=lambda p: p.stem)
def test_teacher_copy_shows_every_answer_and_student_copy_none(path, tmp_path):
    teacher = _read(path)
    keys = [c.metadata["exercise"] for c in teacher.cells if "exercise" in c.metadata]
    assert keys, "a lesson without widget exercises"
    student_path = mh.write_handouts([path], tmp_path)[0]
    student = _read(student_path)
    with_answers = _read(tmp_path / f"{path.stem}-teacher.ipynb")
    answers = [c.source for c in with_answers.cells if "answer" in c.metadata.get("tags", [])]
    assert len(answers) == len(keys)
    for key, note in zip(keys, answers, strict=True):
        assert f"`{key['right']}`" in note
    assert not any("answer" in c.metadata.get("tags", []) or "exercise" in c.metadata
                   for c in student.cells)
    pytest.importorskip("nbconvert")
    page = (tmp_path / f"{path.stem}-teacher.html").read_text(encoding="utf-8")
    assert "<html" in page and f"{keys[0]['right']}" in page
    assert (tmp_path / f"{path.stem}.html").exists()


def test_some_notebooks_have_exercises():
    assert WITH_EXERCISES, "no notebook has a cell tagged 'exercise'"


@pytest.mark.parametrize("path", WITH_EXERCISES, ids=lambda p: p.stem)
def test_handout_with_solutions_reinserted_runs(path):
    teacher = _read(path)
    student = mh.make_handout(teacher)
    for t, s in zip(_shown(teacher), student.cells, strict=True):
        if mh.is_exercise(t):
            s.source = t.source
    _execute(student)
    # a check never stops Run All: with the teacher's answers back, each one says "Right"
    said = ["".join(o.get("text", "") for o in c.outputs) for c in student.cells
            if "check_answer(" in c.source]
    assert all(text.startswith("Right: ") and text.count("\n") == 1 for text in said), said


@pytest.mark.parametrize("path", WITH_EXERCISES, ids=lambda p: p.stem)
def test_empty_handout_runs_up_to_its_first_exercise(path):
    teacher = _read(path)
    student = mh.make_handout(teacher)
    first = next(i for i, c in enumerate(student.cells) if mh.is_exercise(c))
    student.cells = student.cells[: first + 1]
    _execute(student)
    if mh.answer_key(_shown(teacher)[first]) is not None:
        # answered in a widget: the student sees the question, never the answer
        shown = student.cells[first].outputs[0]["data"]["text/plain"]
        assert shown.startswith("Exercise:")
        assert f"`{mh.answer_key(_shown(teacher)[first])['right']}`" not in shown
    else:
        assert student.cells[first].outputs == []


def test_hidden_checks_stay_in_the_teacher_copy_and_leave_the_student_copy():
    nb = _toy()
    check = v4.new_code_cell("assert herd[-1] == 10", metadata={
        "tags": [H.HIDDEN_CHECK_TAG], "jupyter": {"source_hidden": True}})
    nb.cells.insert(2, check)
    student = mh.make_handout(nb)
    assert len(student.cells) == len(nb.cells) - 1
    assert not any(H.is_hidden_check(c) for c in student.cells)
    assert any(H.is_hidden_check(c) for c in H.make_teacher_copy(nb).cells)
