"""``gaucho lab`` as a learner types it: the real command, started from some other folder.

The command runs for real (a new process: the installed ``gaucho`` script), copies the
lessons and starts the real JupyterLab, which parses its command line, checks its root
folder and resolves the notebook to open exactly as it would for a person.  Only the last
two steps are replaced (by a ``sitecustomize`` on the child's path): instead of opening a
browser and serving forever, the server writes down where it would have served and what it
would have opened, and ends.  So the tests need no browser and no network.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("jupyterlab")

GAUCHO = Path(sys.executable).with_name("gaucho")

#: Replaces the server's two last steps: opening a browser and running its loop.
INTERCEPT = '''
import json, os
if os.environ.get("GAUCHO_TEST_LAB_RECORD"):
    from jupyter_server.serverapp import ServerApp

    def _launch_browser(self):
        self._gaucho_opened = self.file_to_run

    def _start_ioloop(self):
        with open(os.environ["GAUCHO_TEST_LAB_RECORD"], "w", encoding="utf-8") as out:
            json.dump({"cwd": os.getcwd(), "root_dir": self.root_dir,
                       "opened": getattr(self, "_gaucho_opened", None)}, out)

    ServerApp.launch_browser = _launch_browser
    ServerApp.start_ioloop = _start_ioloop
'''


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def gaucho_lab(where: Path, *args: str, tmp_path: Path) -> tuple[subprocess.CompletedProcess[str],
                                                               dict[str, str] | None]:
    """Run ``gaucho lab ARGS`` in the folder ``where``; return the process and what the
    server recorded (``None`` when it never got to serving)."""
    hooks = tmp_path / "hooks"
    hooks.mkdir(exist_ok=True)
    (hooks / "sitecustomize.py").write_text(INTERCEPT, encoding="utf-8")
    record = tmp_path / "served.json"
    env = {**os.environ, "PYTHONPATH": str(hooks), "GAUCHO_TEST_LAB_RECORD": str(record),
           "JUPYTER_PORT": str(_free_port()), "JUPYTER_RUNTIME_DIR": str(tmp_path / "rt"),
           "JUPYTER_CONFIG_DIR": str(tmp_path / "cfg"), "BROWSER": "true"}
    done = subprocess.run([str(GAUCHO), "lab", *args], cwd=where, env=env, text=True,
                          capture_output=True, timeout=300, check=False)
    served = json.loads(record.read_text(encoding="utf-8")) if record.exists() else None
    return done, served


def _assert_serves_the_lessons(done: subprocess.CompletedProcess[str],
                               served: dict[str, str] | None, lessons: Path) -> None:
    assert done.returncode == 0, done.stderr[-2000:]
    assert "No such directory" not in done.stderr
    assert served is not None, "JupyterLab never got to serving: " + done.stderr[-2000:]
    assert Path(served["root_dir"]) == lessons.resolve()
    assert Path(served["cwd"]) == lessons.resolve()
    assert served["opened"] is not None
    assert (Path(served["root_dir"]) / served["opened"]).resolve() == (
        lessons / "00-tour.ipynb").resolve(), "the tour opens first"


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """The learner's current folder (not the folder the tests run in)."""
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


def test_lab_without_a_folder_serves_gaucho_lessons_in_the_current_folder(
        home: Path, tmp_path: Path) -> None:
    done, served = gaucho_lab(home, tmp_path=tmp_path)
    _assert_serves_the_lessons(done, served, home / "gaucho-lessons")
    from gaucho._resources import lesson_paths, translated_lesson_paths

    lessons = len(lesson_paths()) + len(translated_lesson_paths())  # grows with each lesson
    assert f"Copied {lessons} lessons" in done.stdout


def test_lab_with_a_relative_folder(home: Path, tmp_path: Path) -> None:
    done, served = gaucho_lab(home, "class/lessons", tmp_path=tmp_path)
    _assert_serves_the_lessons(done, served, home / "class" / "lessons")


def test_lab_with_a_folder_that_exists_keeps_it_and_serves_it(home: Path,
                                                              tmp_path: Path) -> None:
    mine = home / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("my notes", encoding="utf-8")
    done, served = gaucho_lab(home, "mine", tmp_path=tmp_path)
    _assert_serves_the_lessons(done, served, mine)
    assert (mine / "notes.txt").read_text(encoding="utf-8") == "my notes"
    again, served = gaucho_lab(home, "./mine/", tmp_path=tmp_path)
    _assert_serves_the_lessons(again, served, mine)
    assert "Kept your own copies" in again.stdout


def test_the_gaucho_script_is_installed() -> None:
    assert GAUCHO.exists() or shutil.which("gaucho"), "pip install -e . makes the script"


def test_lab_gives_students_the_student_copies_and_teachers_the_notebooks(
        tmp_path: Path) -> None:
    """``copy_lessons`` as ``gaucho lab`` calls it: students get no answer keys and no
    hidden checks; ``--teacher`` copies the teacher notebooks byte for byte."""
    import nbformat

    from gaucho import handouts
    from gaucho._resources import lessons_dir
    from gaucho.cli import copy_lessons

    students, teachers = tmp_path / "students", tmp_path / "teachers"
    copied, _kept = copy_lessons(students)
    copy_lessons(teachers, teacher=True)
    tour = students / "03-turn.ipynb"
    assert tour in copied
    teacher = nbformat.read(lessons_dir() / "03-turn.ipynb", as_version=4)
    student = nbformat.read(tour, as_version=4)
    assert any(map(handouts.is_hidden_check, teacher.cells))
    assert any(handouts.answer_key(c) for c in teacher.cells)
    assert not any(map(handouts.is_hidden_check, student.cells))
    assert not any("exercise" in c.metadata for c in student.cells)
    assert (teachers / "03-turn.ipynb").read_bytes() == (
        lessons_dir() / "03-turn.ipynb").read_bytes()
    assert (teachers / "es" / "03-turn.ipynb").exists()
    assert (students / "fr" / "03-turn.ipynb").exists()
