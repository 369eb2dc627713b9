"""Turn the teacher notebooks into student hand-outs (the Think Python split).

A teacher notebook is a normal, executed notebook (the lessons in ``notebooks/``).  A code
cell tagged ``exercise`` holds the teacher's solution; in the hand-out its source is
replaced by a ``# your code here`` comment and its outputs are cleared.  An exercise
answered in a widget (its cell carries an answer key in the metadata ``exercise``) keeps
its cell and loses the key; the teacher copy (``NAME-teacher.ipynb``) shows each answer.
Both are also written as static HTML for printing when nbconvert is installed.

A lesson's checks that only the notebook tests need (``assert``s on the state, the answer
of an exercise) live in code cells tagged ``hidden-check`` (:data:`HIDDEN_CHECK_TAG`), their
source folded away in JupyterLab (``jupyter.source_hidden``); the hand-out and the student
copy that ``gaucho lab`` gives leave them out, the teacher copy keeps them.

A hand-out never ships an answer.  The cells right after a code exercise that check it
(``assert fits == [10, 11, 12], fits``) would give it away, so they become a check that
knows only a fingerprint of the answer: ``check_answer("fits", "…")`` prints "Right" or
"Not yet" (:func:`check_answer`), and never raises, so a student's Run All goes through the
whole lesson, answered or not.  Every other cell is kept as it is, tags and outputs included, so the
hand-out still reads well before it is run.

From the command line: ``gaucho handouts`` (every packaged lesson into ``handouts/``) or
``gaucho handouts my-lesson.ipynb -o out/``.  As a library::

    from gaucho.handouts import make_handout
    student = make_handout(nbformat.read(path, as_version=4))

Needs nbformat (the ``notebooks`` extra).
"""

from __future__ import annotations

import argparse
import ast
import copy
import hashlib
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from gaucho._extras import require
from gaucho._resources import lesson_paths, lessons_dir
from gaucho.i18n import (
    DEFAULT_LANGUAGE,
    LANGUAGE_NAMES,
    N_,
    SUPPORTED,
    _,
    get_language,
    ngettext,
    use_language,
)

EXERCISE_TAG = "exercise"
#: A code cell of checks for the notebook tests, hidden from students (left out of the
#: hand-outs and student copies; its source folded in JupyterLab by its metadata).
HIDDEN_CHECK_TAG = "hidden-check"
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


def is_hidden_check(cell: Any) -> bool:
    """A cell tagged ``hidden-check``: checks for the tests, never shown to students."""
    return HIDDEN_CHECK_TAG in cell.get("metadata", {}).get("tags", [])


def answer_key(cell: Any) -> dict[str, Any] | None:
    """The answer key of an exercise answered in a widget (cell metadata ``exercise``:
    ``{"name", "right", "wrong"}``), or ``None`` for a code exercise."""
    key = cell.get("metadata", {}).get("exercise") if is_exercise(cell) else None
    return dict(key) if isinstance(key, dict) else None


# ------------------------------------------------------------ answers and checks
def fingerprint(shown: str) -> str:
    """A fingerprint of an answer as Jupyter shows it (its ``text/plain``, spaces and line
    breaks left out): equal answers give equal fingerprints, and it does not tell the
    answer."""
    return hashlib.sha256("".join(shown.split()).encode("utf-8")).hexdigest()[:16]


def _shown(value: Any) -> str:
    """``value`` as Jupyter's ``text/plain`` shows it (IPython's pretty printer)."""
    try:
        from IPython.lib.pretty import pretty
    except ImportError:  # pragma: no cover - a notebook always has IPython
        return repr(value)
    return str(pretty(value))  # type: ignore[no-untyped-call]


def _verdict(value: Any, expected: str) -> str:
    """"Right: …" or "Not yet: …" for ``value`` against the fingerprint ``expected``."""
    try:
        shown = _shown(value)
    except Exception:  # a value whose printing fails is not the answer either
        shown = object.__repr__(value)
    if fingerprint(shown) != expected:
        return _("Not yet: {value} is not the answer. Read the rule again and "
                 "try once more.").format(value=shown)
    return _("Right: {value}.").format(value=shown)


def check(value: Any, expected: str) -> None:
    """A hand-out's check of an exercise: ``value`` against the fingerprint of the answer.

    Prints "Right: …" or "Not yet: …" and never raises, so the notebook's Run All goes on
    to the end (the hand-outs write :func:`check_answer`, which also copes with an answer
    not written yet)."""
    print(_verdict(value, expected))


#: What :func:`check_answer` finds when the student has not defined the name yet.
_MISSING = object()


def check_answer(name: str, expected: str,
                 namespace: dict[str, Any] | None = None) -> None:
    """The check a hand-out writes after a code exercise: the student's ``name`` (looked
    up in ``namespace``, by default the notebook's own variables: the caller's) against
    the fingerprint ``expected`` of the answer.

    Prints "Right: …", "Not yet: …" or, when the exercise's cell has not been written
    (nothing defines ``name``), a "Not yet" that says where to write it.  It never raises:
    a student's Run All goes on to the end of the lesson."""
    if namespace is None:
        caller = sys._getframe(1)
        value = caller.f_locals.get(name, caller.f_globals.get(name, _MISSING))
    else:
        value = namespace.get(name, _MISSING)
    if value is _MISSING:
        # Translators: a hand-out's check, when the student has not answered yet; {name} is
        # the Python name the exercise asks for (fits), left as it is.
        print(_("Not yet: write your answer in the cell above (it defines {name}).").format(
            name=name))
        return
    print(_verdict(value, expected))


def code_answer(cell: Any) -> tuple[str, str] | None:
    """``(name, answer shown)`` of a code exercise ending with a name (``fits``) and run
    (its result in the outputs), else ``None``."""
    if not is_exercise(cell) or answer_key(cell) is not None:
        return None
    try:
        body = ast.parse(cell.source).body
    except SyntaxError:
        return None
    if not body or not isinstance(body[-1], ast.Expr) or not isinstance(body[-1].value,
                                                                       ast.Name):
        return None
    for output in cell.get("outputs", []):
        shown = output.get("data", {}).get("text/plain") if output.get(
            "output_type") == "execute_result" else None
        if shown is not None:
            return body[-1].value.id, "".join(shown) if isinstance(shown, list) else shown
    return None


def _checks(cell: Any, name: str) -> bool:
    """Whether a code cell checks the exercise's ``name`` (an ``assert`` naming it)."""
    if cell.cell_type != "code":
        return False
    try:
        tree = ast.parse(cell.source)
    except SyntaxError:
        return False
    return any(isinstance(node, ast.Assert) and any(
        isinstance(n, ast.Name) and n.id == name for n in ast.walk(node.test))
        for node in ast.walk(tree))


def _hidden_check(cell: Any, name: str, answer: str) -> None:
    # Translators: a Python comment above a hand-out's check; keep the "# ".
    comment = _("# checks your answer without showing it")
    cell.source = (f"{comment}\nfrom gaucho.handouts import check_answer\n\n"
                   f'check_answer("{name}", "{fingerprint(answer)}")')
    cell.outputs = []
    cell.execution_count = None


_SETS_LANGUAGE = re.compile(r"""set_language\(\s*["']([a-z]{2})["']\s*\)""")


def notebook_language(nb: Any) -> str:
    """The language a notebook's kernel speaks, so its checks too: the one its code sets (a
    translated lesson's first cell calls ``gaucho.set_language("es")``), else English,
    gaucho's own default."""
    for cell in nb.cells:
        found = _SETS_LANGUAGE.search(cell.source) if cell.cell_type == "code" else None
        if found is not None and found.group(1) in SUPPORTED:
            return found.group(1)
    return DEFAULT_LANGUAGE


def make_handout(nb: Any) -> Any:
    """A student copy of ``nb``: no answers, everything else kept.

    A code exercise (the teacher's solution) is emptied, and the cells after it that check
    it check a fingerprint instead (:func:`check`); an exercise answered in a widget
    keeps its cell (the question and the answer box) but loses its answer key; the cells
    tagged ``hidden-check`` are left out.  What it writes (``# your code here``) is in the
    notebook's language (:func:`notebook_language`), as its checks will speak.  The input
    notebook is not changed.
    """
    with use_language(notebook_language(nb)):
        return _make_handout(nb)


def _make_handout(nb: Any) -> Any:
    out = copy.deepcopy(nb)
    out.cells = cells = [c for c in out.cells if not is_hidden_check(c)]
    for i, cell in enumerate(cells):
        if answer_key(cell) is not None:
            del cell.metadata["exercise"]
        elif is_exercise(cell):
            answer = code_answer(cell)
            cell.source = _(PLACEHOLDER)
            cell.outputs = []
            cell.execution_count = None
            if answer is None:
                continue
            for after in cells[i + 1:]:
                if is_exercise(after) or after.cell_type != "code" or not _checks(
                        after, answer[0]):
                    break
                _hidden_check(after, *answer)
    return out


def make_teacher_copy(nb: Any) -> Any:
    """A teacher copy of ``nb``: every cell kept, and after each exercise answered in a
    widget a short note with its answer (the key the tests check against the engine), in
    the notebook's language (:func:`notebook_language`)."""
    with use_language(notebook_language(nb)):
        return _make_teacher_copy(nb)


def _make_teacher_copy(nb: Any) -> Any:
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


def title_of(nb: Any, default: str) -> str:
    """The notebook's title: its first markdown heading, else ``default``."""
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("#"):
                    return str(line).lstrip("#").strip()
    return default


def to_html(nb: Any, title: str = "") -> str | None:
    """Static HTML of ``nb`` for printing, titled ``title`` (``None`` without nbconvert)."""
    import importlib

    try:
        nbconvert: Any = importlib.import_module("nbconvert")
    except ImportError:
        return None
    body, _resources = nbconvert.HTMLExporter().from_notebook_node(
        nb, resources={"metadata": {"name": title_of(nb, title or "El Gaucho")}})
    return str(body)


def exercise_count(nb: Any) -> int:
    """How many exercise cells ``nb`` has."""
    return sum(1 for c in nb.cells if is_exercise(c))


def source_language(path: Path) -> str | None:
    """The language of a lesson by its folder (``es/05-end-of-round.ipynb``: ``"es"``),
    ``None`` for a notebook outside a language folder."""
    name = path.parent.name
    return name if name in SUPPORTED and name != DEFAULT_LANGUAGE else None


def output_folder(path: Path, out_dir: Path) -> Path:
    """Where the hand-outs of ``path`` go: ``out_dir``, or its language subfolder
    (``out_dir/es``) for a lesson in a language folder, so a translated lesson keeps its
    links to the English lessons (``..``) and never meets an English one of its name."""
    language = source_language(path)
    return out_dir / language if language else out_dir


def targets(path: Path, out_dir: Path) -> list[Path]:
    """The notebooks written for ``path``: the student copy, then the teacher copy (their
    static HTML pages are named after them)."""
    folder = output_folder(path, out_dir)
    return [folder / f"{path.stem}{suffix}.ipynb" for suffix in ("", "-teacher")]


def clashes(paths: Sequence[Path], out_dir: Path) -> tuple[Path, Path, Path] | None:
    """``(first, second, target)`` for the first two notebooks whose hand-outs would be
    written to the same file (``es/10-play-well.ipynb`` and ``fr/10-play-well.ipynb`` do
    not: each keeps its folder), else ``None``.  A notebook named twice is one notebook."""
    written: dict[Path, Path] = {}
    for path in paths:
        for target in targets(path, out_dir):
            first = written.setdefault(target, path)
            if first.resolve() != path.resolve():
                return first, path, target
    return None


def lessons_in(language: str) -> tuple[list[Path], list[Path]]:
    """The packaged lessons in ``language`` (its folder's copy of each, where there is one)
    and, second, those without a copy in it, given in English instead."""
    chosen: list[Path] = []
    english: list[Path] = []
    folder = lessons_dir() / language
    for path in lesson_paths():
        translated = folder / path.name
        if language != DEFAULT_LANGUAGE and translated.is_file():
            chosen.append(translated)
        else:
            chosen.append(path)
            if language != DEFAULT_LANGUAGE:
                english.append(path)
    return chosen, english


def write_handouts(paths: Sequence[Path], out_dir: Path, *, html: bool = True) -> list[Path]:
    """Write a student hand-out per notebook into ``out_dir`` (``NAME.ipynb``, the
    returned paths), a teacher copy with the answers beside it (``NAME-teacher.ipynb``)
    and, when nbconvert is installed and ``html``, both as static HTML for printing.  A
    lesson from a language folder (``es/``) goes into that subfolder of ``out_dir``.

    Two notebooks that would write the same file raise :class:`ValueError` (naming both),
    before anything is written."""
    nbformat = _nbformat()
    clash = clashes(paths, out_dir)
    if clash is not None:
        first, second, target = clash
        # Translators: gaucho handouts was given two notebooks of the same name.
        raise ValueError(_("{first} and {second} would both be written to {target}: give "
                           "them in separate commands, each with its own -o folder").format(
                               first=first, second=second, target=target))
    written = []
    done: set[Path] = set()
    for path in paths:
        if path.resolve() in done:
            continue
        done.add(path.resolve())
        nb = read_notebook(path)
        student, teacher = targets(path, out_dir)
        student.parent.mkdir(parents=True, exist_ok=True)
        for copy_, target in ((make_handout(nb), student), (make_teacher_copy(nb), teacher)):
            nbformat.validate(copy_)
            with open(target, "w", encoding="utf-8", newline="\n") as fh:
                nbformat.write(copy_, fh)
            page = to_html(copy_, path.stem) if html else None
            if page is not None:
                target.with_suffix(".html").write_text(page, encoding="utf-8")
        written.append(student)
    return written


def add_arguments(ap: argparse.ArgumentParser, default_notebooks: str) -> None:
    """The arguments of ``gaucho handouts`` (and ``tools/make_handouts.py``)."""
    ap.add_argument("notebooks", nargs="*", type=Path, metavar="NOTEBOOK",
                    help=_("teacher notebooks (default: {default})").format(
                        default=default_notebooks))
    ap.add_argument("-o", "--out", type=Path, default=DEFAULT_OUT, metavar="DIR",
                    help=_("output folder (default: handouts/)"))


def read_notebook(path: Path) -> Any:
    """The notebook at ``path``, read and checked against the notebook format's schema, so
    what makes the hand-out meets only well-formed cells; anything else (not JSON, not a
    notebook, a cell of the wrong shape, ...) raises :class:`ValueError` naming the file."""
    nbformat = _nbformat()
    try:
        nb = nbformat.read(path, as_version=4)
        nbformat.validate(nb)
    except Exception as exc:  # nbformat raises many kinds (JSON, schema, shape, encoding)
        reason = " ".join(str(getattr(exc, "message", None) or exc).split())[:300]
        raise ValueError(_("{path} is not a notebook gaucho can read: {reason}").format(
            path=path, reason=reason or type(exc).__name__)) from None
    return nb


#: The suffix of a study file (``docs/study-format.md``), in any case (``.JSON`` too).
STUDY_SUFFIX = ".json"


def is_study_file(path: Path) -> bool:
    """Whether ``gaucho handouts`` reads ``path`` as a study file (``.json``, any case)
    rather than as a notebook."""
    return path.suffix.lower() == STUDY_SUFFIX


def _refuse(message: str) -> int:
    """Print an error line as every line of the ``gaucho`` command does; return 2."""
    print(_("gaucho: {message}").format(message=message), file=sys.stderr)
    return 2


def run(notebooks: Sequence[Path], out: Path) -> int:
    """Write the hand-outs and say what was done; 2 if a notebook does not exist or is not
    a notebook, or two would write the same file (nothing is written then).  With no
    notebooks, the packaged lessons in the current language (``gaucho --lang es``), those
    not translated yet in English, which the summary says.  Study files (``.json`` in any
    case, docs/study-format.md) become printable pages instead
    (:mod:`gaucho.studies.handout`); one command takes notebooks or study files, not both."""
    studies = [p for p in notebooks if is_study_file(p)]
    if notebooks and len(studies) == len(notebooks):
        from gaucho.studies.handout import write_study_handouts

        return write_study_handouts(notebooks, out)
    if studies:
        # Translators: gaucho handouts was given notebooks and a study file together.
        return _refuse(_("{path} is a study file (.json), not a notebook: give gaucho "
                         "handouts either notebooks (.ipynb) or study files, each kind in "
                         "its own command").format(path=studies[0]))
    english: list[Path] = []
    if not notebooks:  # the lessons, in the language of the command
        notebooks, english = lessons_in(get_language())
    for path in notebooks:
        if not path.is_file():
            return _refuse(_("no such notebook: {path}").format(path=path))
        try:
            read_notebook(path)
        except ValueError as exc:
            return _refuse(str(exc))
    try:
        written = write_handouts(notebooks, out)
    except ValueError as exc:
        return _refuse(str(exc))
    for target in written:
        n = exercise_count(read_notebook(target))
        print(ngettext("{target}: {n} exercise cell without answers; teacher copy with "
                       "answers beside it",
                       "{target}: {n} exercise cells without answers; teacher copy with "
                       "answers beside it", n).format(target=target, n=n))
    if english:
        # Translators: after gaucho --lang es handouts; {language} is the language's name
        # in itself (Español), {names} the lessons not translated yet (07-phase-graph, ...).
        print(_("Not in {language} yet, so in English: {names}").format(
            language=LANGUAGE_NAMES[get_language()],
            names=", ".join(p.stem for p in english)))
    return 0


def main(argv: list[str] | None = None, default_notebooks: Sequence[Path] | None = None) -> int:
    """``gaucho handouts``: every packaged lesson in the current language (or the given
    notebooks) into hand-outs."""
    ap = argparse.ArgumentParser(prog="gaucho handouts",
                                 description=_("Turn teacher notebooks into student hand-outs."))
    add_arguments(ap, _("every packaged lesson, in the current language"))
    args = ap.parse_args(argv)
    if args.notebooks:
        paths = list(args.notebooks)
    elif default_notebooks is not None:
        paths = list(default_notebooks)
    else:
        paths = []
    return run(paths, args.out)
