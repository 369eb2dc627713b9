"""A student's Run All Cells goes through every student copy to its end, in every language.

The student copies are those ``gaucho lab`` writes (:func:`gaucho.cli.copy_lessons`): every
exercise empty, every check of a code exercise a :func:`gaucho.handouts.check_answer`.  Run
as they are (nothing answered), no cell may error and each check says, in the lesson's
language, where to write the answer.

The notebooks run one after the other in one kernel (the names reset and the folder changed
between them), which spares a kernel start per notebook.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from nbformat import v4

from gaucho import handouts as H
from gaucho.i18n import _, use_language

pytestmark = pytest.mark.slow

#: The words of an unanswered check, exactly, per language (the catalogs must have them).
NOT_WRITTEN = {
    "en": "Not yet: write your answer in the cell above (it defines {name}).",
    "es": "Todavía no: escribe tu respuesta en la celda de arriba (define {name}).",
    "fr": "Pas encore\u00a0: écrivez votre réponse dans la cellule au-dessus "
          "(elle définit {name}).",
    "de": "Noch nicht: Schreib deine Antwort in die Zelle darüber (sie definiert {name}).",
}

#: Every check of a code exercise in the student copies: (notebook, name it checks).
CHECKS = sorted([
    *((f"{folder}05-end-of-round.ipynb", name) for folder in ("", "de/", "es/", "fr/")
      for name in ("fits", "value")),
    *((f"{folder}06-end-of-game.ipynb", "blue_final") for folder in ("", "de/", "es/", "fr/")),
    ("07-phase-graph.ipynb", "visited"),
])

_CHECK = re.compile(r'check_answer\("(\w+)", "[0-9a-f]{16}"\)')


def _language(relative: Path) -> str:
    return relative.parts[0] if len(relative.parts) > 1 else "en"


def test_the_catalogs_say_an_unanswered_check_in_each_language() -> None:
    for language, words in NOT_WRITTEN.items():
        with use_language(language):
            assert _("Not yet: write your answer in the cell above (it defines {name}).") == words


def test_run_all_of_every_student_copy_ends_without_an_error(tmp_path: Path) -> None:
    from nbclient import NotebookClient

    from gaucho.cli import copy_lessons

    copied, kept = copy_lessons(tmp_path)
    assert not kept and len(copied) >= 40
    # English first: a translated lesson's first cell sets its language for the kernel
    order = sorted(copied, key=lambda p: (len(p.relative_to(tmp_path).parts), str(p)))
    client = NotebookClient(v4.new_notebook(), timeout=300, kernel_name="python3",
                            allow_errors=True)
    errors: list[tuple[str, int, str]] = []
    checks: list[tuple[str, str]] = []
    with client.setup_kernel():
        for path in order:
            relative = path.relative_to(tmp_path)
            nb = nbformat.read(path, as_version=4)
            fresh = v4.new_code_cell(
                "%reset -f\nimport os\nimport gaucho\n"
                f"os.chdir({str(path.parent)!r})\ngaucho.set_language('en')")
            client.nb = nbformat.v4.new_notebook(cells=[fresh, *nb.cells])
            for index, cell in enumerate(client.nb.cells):
                client.execute_cell(cell, index)
            start = client.nb.cells[0]
            assert not [o for o in start.outputs if o.output_type == "error"], start.outputs
            for index, cell in enumerate(client.nb.cells[1:]):
                for output in cell.get("outputs", []):
                    if output.output_type == "error":
                        errors.append((str(relative), index, f"{output.ename}: "
                                                             f"{output.evalue}"))
                found = _CHECK.search(cell.source) if cell.cell_type == "code" else None
                if found is None:
                    continue
                name = found.group(1)
                checks.append((str(relative), name))
                words = NOT_WRITTEN[_language(relative)].format(name=name)
                printed = "".join(o.get("text", "") for o in cell.outputs)
                assert printed == words + "\n", (str(relative), name, printed)
    assert errors == []
    assert sorted(checks) == CHECKS


def test_a_check_never_raises(capsys: pytest.CaptureFixture[str]) -> None:
    expected = H.fingerprint("[10, 11, 12]")
    H.check_answer("fits", expected, {})
    H.check_answer("fits", expected, {"fits": [10, 11]})
    H.check_answer("fits", expected, {"fits": [10, 11, 12]})
    H.check([10], expected)

    class Broken:
        def __repr__(self) -> str:
            raise RuntimeError("no repr")

    H.check_answer("fits", expected, {"fits": Broken()})
    lines = capsys.readouterr().out.splitlines()
    assert lines[:4] == [
        "Not yet: write your answer in the cell above (it defines fits).",
        "Not yet: [10, 11] is not the answer. Read the rule again and try once more.",
        "Right: [10, 11, 12].",
        "Not yet: [10] is not the answer. Read the rule again and try once more.",
    ]
    assert lines[4].startswith("Not yet: <") and "Broken object" in lines[4]


def test_a_check_reads_the_notebooks_own_names(capsys: pytest.CaptureFixture[str]) -> None:
    """Without a namespace, the check looks up the name where the check cell runs."""
    source = f'from gaucho.handouts import check_answer\ncheck_answer("value", ' \
             f'"{H.fingerprint("50")}")'
    exec(source, {"value": 50})  # noqa: S102 - a hand-out's own check cell
    exec(source, {})  # noqa: S102
    with use_language("es"):
        exec(source, {"value": 49})  # noqa: S102
    assert capsys.readouterr().out.splitlines() == [
        "Right: 50.",
        "Not yet: write your answer in the cell above (it defines value).",
        "Todavía no: 49 no es la respuesta. Vuelve a leer la regla e inténtalo otra vez.",
    ]
