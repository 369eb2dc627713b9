"""The notebooks in notebooks/ are valid, executed, up to date with their sources, and clean.

Output comparison itself is nbval's job (``pytest --nbval notebooks``); these tests check
the storage rules that nbval does not: every notebook is stored executed, has no error
output except in cells that expect one, and every ``NBVAL_IGNORE_OUTPUT`` cell (a picture
or a widget) is followed by a cell that asserts something about the state.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
BUILDER = ROOT / "tools" / "build_notebooks.py"


def _raises_expected(cell) -> bool:
    tags = cell.get("metadata", {}).get("tags", [])
    return ("raises-exception" in tags or "nbval-raises-exception" in tags
            or "NBVAL_RAISES_EXCEPTION" in cell.source)


def _ids(path: Path) -> str:
    return path.name


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
    nb = nbformat.read(path, as_version=4)
    code = [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code"]
    for k, (i, cell) in enumerate(code):
        tags = cell.get("metadata", {}).get("tags", [])
        if "NBVAL_IGNORE_OUTPUT" not in cell.source and "nbval-ignore-output" not in tags:
            continue
        assert k + 1 < len(code), f"cell {i} ignores its output and is the last code cell"
        nxt = code[k + 1][1]
        assert "assert" in nxt.source, (
            f"cell {i} ignores its output; the next code cell (cell {code[k + 1][0]}) "
            "must assert something about the state")
