"""Turn the teacher notebooks into student hand-outs (the Think Python split).

A teacher notebook is a normal, executed notebook (the lessons in ``notebooks/``).  A code
cell tagged ``exercise`` holds the teacher's solution; in the hand-out its source is
replaced by a ``# your code here`` comment and its outputs are cleared.  Every other cell
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
from gaucho.i18n import _

EXERCISE_TAG = "exercise"
PLACEHOLDER = "# your code here"
DEFAULT_OUT = Path("handouts")


def _nbformat() -> Any:
    return require("nbformat", extra="notebooks", feature=_("Making hand-outs"))


def is_exercise(cell: Any) -> bool:
    """A code cell tagged ``exercise``."""
    return bool(cell.cell_type == "code"
                and EXERCISE_TAG in cell.get("metadata", {}).get("tags", []))


def make_handout(nb: Any) -> Any:
    """A student copy of ``nb``: exercise cells emptied, everything else kept.

    The input notebook is not changed.
    """
    out = copy.deepcopy(nb)
    for cell in out.cells:
        if is_exercise(cell):
            cell.source = PLACEHOLDER
            cell.outputs = []
            cell.execution_count = None
    return out


def exercise_count(nb: Any) -> int:
    """How many exercise cells ``nb`` has."""
    return sum(1 for c in nb.cells if is_exercise(c))


def write_handouts(paths: Sequence[Path], out_dir: Path) -> list[Path]:
    """Write one hand-out per notebook into ``out_dir``; return the written paths."""
    nbformat = _nbformat()
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        student = make_handout(nb)
        nbformat.validate(student)
        target = out_dir / path.name
        with open(target, "w", encoding="utf-8", newline="\n") as fh:
            nbformat.write(student, fh)
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
        print(_("{target}: {n} exercise cell(s) emptied").format(target=target, n=n))
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
