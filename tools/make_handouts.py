"""Turn the teacher notebooks into student hand-outs (the Think Python split).

The logic lives in :mod:`gaucho.handouts` (also ``gaucho handouts``); this script runs it on
the repository's ``notebooks/`` and writes into ``handouts/``.

Usage::

    python tools/make_handouts.py                      # every notebook -> handouts/
    # NAME.ipynb for students, NAME-teacher.ipynb with the answers, both also as .html
    python tools/make_handouts.py notebooks/05-end-of-round.ipynb -o /tmp/out
    python tools/make_handouts.py --in-place notebooks # every notebook of the folder (and
    # of its es/, fr/, de/) replaced by its student copy: what Binder's postBuild does to
    # its throwaway copy of the repository, so a class on Binder never sees an answer

As a library::

    from make_handouts import make_handout
    student = make_handout(nbformat.read(path, as_version=4))
"""

from __future__ import annotations

import sys
from pathlib import Path

from gaucho.handouts import (  # noqa: F401  (re-exported for scripts and tests)
    EXERCISE_TAG,
    PLACEHOLDER,
    answer_key,
    exercise_count,
    is_exercise,
    make_handout,
    make_teacher_copy,
    read_notebook,
    write_handouts,
)
from gaucho.handouts import main as _main

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
DEFAULT_OUT = ROOT / "handouts"


def student_copies_in_place(folder: Path) -> list[Path]:
    """Replace every notebook of ``folder`` (and of its language folders) by its student
    copy; return them.  Every notebook is read before any is written."""
    import nbformat

    paths = sorted(folder.glob("*.ipynb")) + sorted(folder.glob("*/*.ipynb"))
    copies = [make_handout(read_notebook(path)) for path in paths]
    for path, student in zip(paths, copies, strict=True):
        nbformat.validate(student)
        with open(path, "w", encoding="utf-8", newline="\n") as fh:
            nbformat.write(student, fh)
    return paths


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--in-place"]:
        if len(args) != 2 or not Path(args[1]).is_dir():
            print("usage: python tools/make_handouts.py --in-place FOLDER", file=sys.stderr)
            return 2
        done = student_copies_in_place(Path(args[1]))
        print(f"{len(done)} notebooks in {args[1]} replaced by their student copies")
        return 0
    if "-o" not in args and "--out" not in args and not any(a.startswith("--out=") for a in args):
        args += ["-o", str(DEFAULT_OUT)]
    return _main(args, default_notebooks=sorted(NOTEBOOKS.glob("*.ipynb")))


if __name__ == "__main__":
    sys.exit(main())
