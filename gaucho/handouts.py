"""Turn the teacher notebooks into student hand-outs (the Think Python split).

A teacher notebook is a normal, executed notebook (the lessons in ``notebooks/``).  A code
cell tagged ``exercise`` holds the teacher's solution; in the hand-out its source is
replaced by a ``# your code here`` comment and its outputs are cleared.  An exercise
answered in a widget (its cell carries an answer key in the metadata ``exercise``) keeps
its cell and loses the key; the teacher copy (``NAME-teacher.ipynb``) shows each answer.
Both are also written as static HTML for printing when nbconvert is installed.  Every other cell
(markdown, code, the ``assert`` that checks the student's answer) is kept as it is, tags
and outputs included, so the hand-out still reads well before it is run.

From the command line: ``gaucho handouts`` (every packaged lesson into ``handouts/``) or
``gaucho handouts my-lesson.ipynb -o out/``.  As a library::

    from gaucho.handouts import make_handout
    student = make_handout(nbformat.read(path, as_version=4))

Needs nbformat (the ``notebooks`` extra).
"""

from __future__ import annotations

import argparse
import copy
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from gaucho._extras import require
from gaucho.i18n import N_, _, ngettext

EXERCISE_TAG = "exercise"
#: What an emptied exercise cell holds (a Python comment, shown with ``_(PLACEHOLDER)``).
# Translators: a Python comment left in a student's empty exercise cell: keep the "# ".
PLACEHOLDER = N_("# your code here")
DEFAULT_OUT = Path("handouts")


def _nbformat() -> Any:
    return require("nbformat", extra="notebooks", feature=_("Making hand-outs"))


def is_exercise(cell: Any) -> bool:
    """A code cell tagged ``exercise``."""
    return bool(cell.cell_type == "code"
                and EXERCISE_TAG in cell.get("metadata", {}).get("tags", []))


def answer_key(cell: Any) -> dict[str, Any] | None:
    """The answer key of an exercise answered in a widget (cell metadata ``exercise``:
    ``{"name", "right", "wrong"}``), or ``None`` for a code exercise."""
    key = cell.get("metadata", {}).get("exercise") if is_exercise(cell) else None
    return dict(key) if isinstance(key, dict) else None


def make_handout(nb: Any) -> Any:
    """A student copy of ``nb``: no answers, everything else kept.

    A code exercise (the teacher's solution) is emptied; an exercise answered in a widget
    keeps its cell (the question and the answer box) but loses its answer key.  The input
    notebook is not changed.
    """
    out = copy.deepcopy(nb)
    for cell in out.cells:
        if answer_key(cell) is not None:
            del cell.metadata["exercise"]
        elif is_exercise(cell):
            cell.source = _(PLACEHOLDER)
            cell.outputs = []
            cell.execution_count = None
    return out


def make_teacher_copy(nb: Any) -> Any:
    """A teacher copy of ``nb``: every cell kept, and after each exercise answered in a
    widget a short note with its answer (the key the tests check against the engine)."""
    nbformat = _nbformat()
    out = copy.deepcopy(nb)
    cells = []
    for cell in out.cells:
        cells.append(cell)
        key = answer_key(cell)
        if key is not None:
            note = nbformat.v4.new_markdown_cell(
                _("**Answer:** `{right}` (a wrong answer such as `{wrong}` is refused with "
                  "its rule).").format(right=key.get("right", ""), wrong=key.get("wrong", "")))
            note.metadata["tags"] = ["answer"]
            note.id = f"{cell.get('id', 'cell')}-answer"
            cells.append(note)
    out.cells = cells
    return out


def to_html(nb: Any) -> str | None:
    """Static HTML of ``nb`` for printing (``None`` without nbconvert)."""
    import importlib

    try:
        nbconvert: Any = importlib.import_module("nbconvert")
    except ImportError:
        return None
    body, _resources = nbconvert.HTMLExporter().from_notebook_node(nb)
    return str(body)


def exercise_count(nb: Any) -> int:
    """How many exercise cells ``nb`` has."""
    return sum(1 for c in nb.cells if is_exercise(c))


def write_handouts(paths: Sequence[Path], out_dir: Path, *, html: bool = True) -> list[Path]:
    """Write a student hand-out per notebook into ``out_dir`` (``NAME.ipynb``, the
    returned paths), a teacher copy with the answers beside it (``NAME-teacher.ipynb``)
    and, when nbconvert is installed and ``html``, both as static HTML for printing."""
    nbformat = _nbformat()
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        for copy_, suffix in ((make_handout(nb), ""), (make_teacher_copy(nb), "-teacher")):
            nbformat.validate(copy_)
            target = out_dir / f"{path.stem}{suffix}.ipynb"
            with open(target, "w", encoding="utf-8", newline="\n") as fh:
                nbformat.write(copy_, fh)
            page = to_html(copy_) if html else None
            if page is not None:
                target.with_suffix(".html").write_text(page, encoding="utf-8")
            if not suffix:
                written.append(target)
    return written


def add_arguments(ap: argparse.ArgumentParser, default_notebooks: str) -> None:
    """The arguments of ``gaucho handouts`` (and ``tools/make_handouts.py``)."""
    ap.add_argument("notebooks", nargs="*", type=Path, metavar="NOTEBOOK",
                    help=_("teacher notebooks (default: {default})").format(
                        default=default_notebooks))
    ap.add_argument("-o", "--out", type=Path, default=DEFAULT_OUT, metavar="DIR",
                    help=_("output folder (default: handouts/)"))


def run(notebooks: Sequence[Path], out: Path) -> int:
    """Write the hand-outs and say what was done; 2 if a notebook does not exist."""
    for path in notebooks:
        if not path.exists():
            print(_("no such notebook: {path}").format(path=path), file=sys.stderr)
            return 2
    nbformat = _nbformat()
    for path, target in zip(notebooks, write_handouts(notebooks, out), strict=True):
        n = exercise_count(nbformat.read(path, as_version=4))
        print(ngettext("{target}: {n} exercise cell without answers; teacher copy with "
                       "answers beside it",
                       "{target}: {n} exercise cells without answers; teacher copy with "
                       "answers beside it", n).format(target=target, n=n))
    return 0


def main(argv: list[str] | None = None, default_notebooks: Sequence[Path] | None = None) -> int:
    """``gaucho handouts``: every packaged lesson (or the given notebooks) into hand-outs."""
    ap = argparse.ArgumentParser(prog="gaucho handouts",
                                 description=_("Turn teacher notebooks into student hand-outs."))
    add_arguments(ap, _("every packaged lesson"))
    args = ap.parse_args(argv)
    if args.notebooks:
        paths = list(args.notebooks)
    elif default_notebooks is not None:
        paths = list(default_notebooks)
    else:
        from gaucho._resources import lesson_paths

        paths = lesson_paths()
    return run(paths, args.out)
