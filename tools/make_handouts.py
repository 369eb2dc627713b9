"""Turn the teacher notebooks into student hand-outs (the Think Python split).

A teacher notebook is a normal, executed notebook in ``notebooks/``.  A code cell
tagged ``exercise`` holds the teacher's solution; in the hand-out its source is
replaced by a ``# your code here`` comment and its outputs are cleared.  Every other
cell (markdown, code, the ``assert`` that checks the student's answer) is kept as it
is, tags and outputs included, so the hand-out still reads well before it is run.

Usage::

    python tools/make_handouts.py                      # every notebook -> handouts/
    python tools/make_handouts.py notebooks/05-end-of-round.ipynb -o /tmp/out

As a library::

    from make_handouts import make_handout
    student = make_handout(nbformat.read(path, as_version=4))
"""

from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
DEFAULT_OUT = ROOT / "handouts"

EXERCISE_TAG = "exercise"
PLACEHOLDER = "# your code here"


def is_exercise(cell: nbformat.NotebookNode) -> bool:
    """A code cell tagged ``exercise``."""
    return cell.cell_type == "code" and EXERCISE_TAG in cell.get("metadata", {}).get("tags", [])


def make_handout(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
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


def exercise_count(nb: nbformat.NotebookNode) -> int:
    return sum(1 for c in nb.cells if is_exercise(c))


def write_handouts(paths: list[Path], out_dir: Path) -> list[Path]:
    """Write one hand-out per notebook into ``out_dir``; return the written paths."""
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


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("notebooks", nargs="*", type=Path,
                    help="teacher notebooks (default: every notebooks/*.ipynb)")
    ap.add_argument("-o", "--out", type=Path, default=DEFAULT_OUT,
                    help="output folder (default: handouts/)")
    args = ap.parse_args(argv)
    paths = args.notebooks or sorted(NOTEBOOKS.glob("*.ipynb"))
    for path in paths:
        if not path.exists():
            print(f"no such notebook: {path}", file=sys.stderr)
            return 2
    for path, target in zip(paths, write_handouts(paths, args.out), strict=True):
        n = exercise_count(nbformat.read(path, as_version=4))
        print(f"{target}: {n} exercise cell(s) emptied")
    return 0


if __name__ == "__main__":
    sys.exit(main())
