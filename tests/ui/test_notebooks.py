"""The notebooks in notebooks/ are valid, executed, up to date with their sources, and clean.

Output comparison itself is nbval's job (``pytest --nbval notebooks``); these tests check
the storage rules that nbval does not: every notebook is stored executed, has no error
output except in cells that expect one, no nbval marker or traceback in sight, and every
cell tagged ``nbval-ignore-output`` (a picture or a widget) is followed by a cell that
asserts something about the state.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")

ROOT = Path(__file__).resolve().parents[2]
# the lessons and their translations (notebooks/es/, notebooks/fr/, notebooks/de/)
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted(
    (ROOT / "notebooks").glob("*/*.ipynb"))
BUILDER = ROOT / "tools" / "build_notebooks.py"


def _raises_expected(cell) -> bool:
    tags = cell.get("metadata", {}).get("tags", [])
    return "raises-exception" in tags or "nbval-raises-exception" in tags


def _ids(path: Path) -> str:
    return path.relative_to(ROOT / "notebooks").as_posix()


def test_sources_and_notebooks_agree():
    if not (ROOT / "notebooks" / "src").is_dir():
        pytest.skip("no notebook sources")
    result = subprocess.run([sys.executable, str(BUILDER), "--check"], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_source_has_a_notebook():
    sources = sorted((ROOT / "notebooks" / "src").glob("*.py"))
    stored = {p.stem for p in NOTEBOOKS}
    missing = [s.stem for s in sources if s.stem not in stored]
    assert not missing, f"sources without a stored notebook: {missing}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids)
def test_valid_nbformat(path: Path):
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    assert nb.nbformat == 4
    assert nb.metadata.get("kernelspec", {}).get("name") == "python3"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids)
def test_stored_executed(path: Path):
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code" and c.source.strip()]
    assert code, "a notebook without code cells"
    not_run = [i for i, c in enumerate(nb.cells)
               if c.cell_type == "code" and c.source.strip() and c.execution_count is None]
    assert not not_run, f"cells never executed: {not_run}"
    counts = [c.execution_count for c in code]
    assert counts == sorted(counts), "cells were executed out of order"
    assert any(c.outputs for c in code), "no outputs stored; build with tools/build_notebooks.py"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids)
def test_errors_only_where_expected(path: Path):
    nb = nbformat.read(path, as_version=4)
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        errors = [o for o in cell.outputs if o.output_type == "error"]
        if _raises_expected(cell):
            assert errors, f"cell {i} is marked to raise but stores no error"
        else:
            assert not errors, f"cell {i} stores an error: {errors[0].ename}: {errors[0].evalue}"
        stderr = [o for o in cell.outputs if o.output_type == "stream" and o.name == "stderr"]
        assert not stderr, f"cell {i} wrote to stderr: {stderr[0].text[:200]}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids)
def test_ignored_output_is_followed_by_assert(path: Path):
    if path.stem == "explorer":
        pytest.skip("the Voila app: its last cell is the app itself")
    nb = nbformat.read(path, as_version=4)
    code = [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    for k, (i, cell) in enumerate(code):
        tags = cell.get("metadata", {}).get("tags", [])
        if "nbval-ignore-output" not in tags:
            continue
        assert k + 1 < len(code), f"cell {i} ignores its output and is the last code cell"
        nxt = code[k + 1][1]
        assert "assert" in nxt.source, (
            f"cell {i} ignores its output; the next code cell (cell {code[k + 1][0]}) "
            "must assert something about the state")


def _output_text(output) -> str:
    if output.output_type == "stream":
        return "".join(output.text)
    if output.output_type == "error":
        return "\n".join([output.ename, output.evalue, *output.traceback])
    return "\n".join(v if isinstance(v, str) else "".join(v) if isinstance(v, list) else ""
                     for v in output.get("data", {}).values())


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_ids)
def test_no_scaffolding_or_traceback_is_shown(path: Path):
    """nbval markers live in cell tags, never in what a student reads; a refused move
    shows the engine's friendly refusal (reason + rule), never a traceback."""
    import gaucho.errors

    nb = nbformat.read(path, as_version=4)
    for i, cell in enumerate(nb.cells):
        assert "NBVAL_" not in cell.source, f"cell {i} shows an nbval marker"
        for output in cell.get("outputs", []):
            text = _output_text(output)
            assert "NBVAL_" not in text, f"cell {i} output shows an nbval marker"
            assert "Traceback (most recent call last)" not in text, f"cell {i}: a traceback"
            assert not any(line.lstrip().startswith(("File \"", "Cell In["))
                           for line in text.splitlines()), f"cell {i}: a stack frame"
            if output.output_type == "error":
                assert isinstance(getattr(gaucho.errors, output.ename, None), type), (
                    f"cell {i} fails with {output.ename}, not a gaucho error")
                assert len(output.traceback) == 1, f"cell {i}: more than the refusal"
