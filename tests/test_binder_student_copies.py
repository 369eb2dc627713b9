"""Binder gives a class the student copies: binder/postBuild replaces the notebooks of its
throwaway copy of the repository by them (tools/make_handouts.py --in-place)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import nbformat

from gaucho import handouts as H

ROOT = Path(__file__).resolve().parents[1]


def test_post_build_makes_the_student_copies() -> None:
    lines = (ROOT / "binder" / "postBuild").read_text(encoding="utf-8").splitlines()
    steps = [line for line in lines if line and not line.startswith(("#", "set "))]
    assert steps == ["python -m pip install --no-cache-dir '.[notebooks,app]'",
                     "python tools/make_handouts.py --in-place notebooks"]


def test_in_place_replaces_every_notebook_by_its_student_copy(tmp_path: Path) -> None:
    folder = tmp_path / "notebooks"
    shutil.copytree(ROOT / "notebooks", folder, ignore=shutil.ignore_patterns("src"))
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_handouts.py"),
                           "--in-place", str(folder)], capture_output=True, text=True,
                          check=True)
    teachers = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted(
        (ROOT / "notebooks").glob("*/*.ipynb"))
    assert done.stdout == f"{len(teachers)} notebooks in {folder} replaced by their student " \
                          "copies\n"
    for teacher in teachers:
        copy = nbformat.read(folder / teacher.relative_to(ROOT / "notebooks"), as_version=4)
        assert copy == H.make_handout(nbformat.read(teacher, as_version=4)), teacher
    lesson = nbformat.read(folder / "es" / "05-end-of-round.ipynb", as_version=4)
    assert not any(H.is_hidden_check(c) or "exercise" in c.metadata for c in lesson.cells)
    assert [c.source for c in lesson.cells].count("# escribe aquí tu código") == 2
    app = nbformat.read(folder / "explorer.ipynb", as_version=4)
    assert [c.source for c in app.cells] == [c.source for c in nbformat.read(
        ROOT / "notebooks" / "explorer.ipynb", as_version=4).cells]


def test_in_place_wants_a_folder(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_handouts.py"),
                           "--in-place", str(tmp_path / "nope")], capture_output=True,
                          text=True)
    assert done.returncode == 2 and "usage:" in done.stderr
