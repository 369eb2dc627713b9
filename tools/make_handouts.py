"""Turn the teacher notebooks into student hand-outs (the Think Python split).

The logic lives in :mod:`gaucho.handouts` (also ``gaucho handouts``); this script runs it on
the repository's ``notebooks/`` and writes into ``handouts/``.

Usage::

    python tools/make_handouts.py                      # every notebook -> handouts/
    # NAME.ipynb for students, NAME-teacher.ipynb with the answers, both also as .html
    python tools/make_handouts.py notebooks/05-end-of-round.ipynb -o /tmp/out

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
    write_handouts,
)
from gaucho.handouts import main as _main

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
DEFAULT_OUT = ROOT / "handouts"


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if "-o" not in args and "--out" not in args and not any(a.startswith("--out=") for a in args):
        args += ["-o", str(DEFAULT_OUT)]
    return _main(args, default_notebooks=sorted(NOTEBOOKS.glob("*.ipynb")))


if __name__ == "__main__":
    sys.exit(main())
