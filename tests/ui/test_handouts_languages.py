"""``gaucho handouts`` in the command's language, and never two notebooks into one file."""

from __future__ import annotations

import shutil
from pathlib import Path

import nbformat
import pytest
from nbformat import v4

from gaucho import handouts as H
from gaucho._resources import lesson_paths, lessons_dir
from gaucho.cli import main as gaucho
from gaucho.i18n import use_language


def _toy(title: str) -> nbformat.NotebookNode:
    nb = v4.new_notebook()
    nb.cells = [v4.new_markdown_cell(f"# {title}"), v4.new_code_cell("x = 1")]
    return nb


def _write(path: Path, title: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(_toy(title), path)
    return path


def test_gaucho_lang_es_handouts_copies_the_spanish_lessons(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]):
    out = tmp_path / "handouts"
    assert gaucho(["--lang", "es", "handouts", "-o", str(out)]) == 0
    spanish = sorted(p.name for p in (lessons_dir() / "es").glob("*.ipynb"))
    english = [p.stem for p in lesson_paths() if p.name not in spanish]
    assert "00-tour.ipynb" in spanish and "07-phase-graph" in english
    assert sorted(p.name for p in (out / "es").glob("*.ipynb")) == sorted(
        [*spanish, *(f"{Path(n).stem}-teacher.ipynb" for n in spanish)])
    assert sorted(p.name for p in out.glob("*.ipynb")) == sorted(
        [*(f"{n}.ipynb" for n in english), *(f"{n}-teacher.ipynb" for n in english)])
    tour = nbformat.read(out / "es" / "00-tour.ipynb", as_version=4)
    assert 'gaucho.set_language("es")' in "".join(c.source for c in tour.cells)
    said = capsys.readouterr().out.splitlines()
    assert said[-1] == f"Aún no en Español, por eso en inglés: {', '.join(english)}"
    assert len(said) == len(lesson_paths()) + 1
    assert said[0] == (f"{out / 'es' / '00-tour.ipynb'}: 0 celdas de ejercicio sin "
                       "respuestas; la copia del profesor, con las respuestas, está al lado")


def test_with_no_notebooks_the_lessons_are_in_the_current_language() -> None:
    english, fallback = H.lessons_in("en")
    assert english == lesson_paths() and fallback == []
    german, fallback = H.lessons_in("de")
    assert [p.name for p in german] == [p.name for p in lesson_paths()]
    assert [p.parent.name for p in german if p not in fallback] == ["de"] * (
        len(german) - len(fallback))
    assert {p.name for p in fallback} == {p.name for p in lesson_paths()} - {
        p.name for p in (lessons_dir() / "de").glob("*.ipynb")}


def test_a_lesson_in_a_language_folder_keeps_its_folder(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]):
    spanish = _write(tmp_path / "tch" / "es" / "10-play-well.ipynb", "Jugar bien")
    english = _write(tmp_path / "tch" / "10-play-well.ipynb", "Play well")
    out = tmp_path / "out"
    assert H.run([spanish, english], out) == 0
    assert H.title_of(nbformat.read(out / "es" / "10-play-well.ipynb", 4), "") == "Jugar bien"
    assert H.title_of(nbformat.read(out / "10-play-well.ipynb", 4), "") == "Play well"
    assert (out / "es" / "10-play-well-teacher.ipynb").is_file()
    assert capsys.readouterr().out.splitlines() == [
        f"{out / 'es' / '10-play-well.ipynb'}: 0 exercise cells without answers; teacher copy "
        "with answers beside it",
        f"{out / '10-play-well.ipynb'}: 0 exercise cells without answers; teacher copy with "
        "answers beside it",
    ]


@pytest.mark.parametrize("second", ["other/10-play-well.ipynb", "10-play-well-teacher.ipynb"])
def test_two_notebooks_into_one_file_are_refused_before_anything_is_written(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], second: str) -> None:
    first = _write(tmp_path / "10-play-well.ipynb", "One")
    other = _write(tmp_path / second, "Two")
    out = tmp_path / "out"
    target = out / ("10-play-well.ipynb" if second.startswith("other")
                    else "10-play-well-teacher.ipynb")
    assert H.run([first, other], out) == 2
    assert not out.exists()
    assert capsys.readouterr().err == (
        f"gaucho: {first} and {other} would both be written to {target}: give them in "
        "separate commands, each with its own -o folder\n")


def test_the_refusal_is_in_the_commands_language(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    first = _write(tmp_path / "a" / "lesson.ipynb", "One")
    other = _write(tmp_path / "b" / "lesson.ipynb", "Two")
    out = tmp_path / "out"
    assert gaucho(["--lang", "fr", "handouts", str(first), str(other), "-o", str(out)]) == 2
    assert capsys.readouterr().err == (
        f"gaucho\u00a0: {first} et {other} seraient tous deux écrits dans "
        f"{out / 'lesson.ipynb'}\u00a0: "
        "donnez-les dans des commandes séparées, chacune avec son propre dossier -o\n")
    assert not out.exists()


def test_a_notebook_named_twice_is_written_once(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    lesson = _write(tmp_path / "de" / "lesson.ipynb", "Eins")
    same = tmp_path / "de" / ".." / "de" / "lesson.ipynb"
    assert H.run([lesson, same], tmp_path / "out") == 0
    assert len(capsys.readouterr().out.splitlines()) == 1
    assert (tmp_path / "out" / "de" / "lesson.ipynb").is_file()
    shutil.rmtree(tmp_path / "out")


@pytest.mark.parametrize(("language", "placeholder", "comment"), [
    ("es", "# escribe aquí tu código", "# comprueba tu respuesta sin mostrarla"),
    ("fr", "# votre code ici", "# vérifie votre réponse sans la montrer"),
    ("de", "# hier kommt dein Code hin", "# prüft deine Antwort, ohne sie zu zeigen"),
    ("en", "# your code here", "# checks your answer without showing it"),
])
def test_a_student_copy_writes_in_the_lessons_language(
        language: str, placeholder: str, comment: str) -> None:
    folder = lessons_dir() / language if language != "en" else lessons_dir()
    teacher = nbformat.read(folder / "05-end-of-round.ipynb", as_version=4)
    assert H.notebook_language(teacher) == language
    with use_language("fr" if language != "fr" else "de"):  # not the command's language
        student = H.make_handout(teacher)
    sources = [c.source for c in student.cells]
    assert sources.count(placeholder) == 2
    checks = [s for s in sources if "check_answer(" in s]
    assert len(checks) == 2 and all(s.startswith(comment + "\n") for s in checks)


def test_a_teacher_copy_gives_the_answers_in_the_lessons_language() -> None:
    teacher = nbformat.read(lessons_dir() / "es" / "05-end-of-round.ipynb", as_version=4)
    notes = [c.source for c in H.make_teacher_copy(teacher).cells
             if "answer" in c.metadata.get("tags", [])]
    assert notes and all(note.startswith("**Respuesta:** `") for note in notes)
