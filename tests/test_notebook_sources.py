"""Notebook sources are jupytext percent files: read and written with jupytext, and a
teacher's edits in a stored notebook sync back into the source (tools/build_notebooks.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
jupytext = pytest.importorskip("jupytext")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import build_notebooks as bn  # noqa: E402

SOURCES = bn.all_sources()


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_sources_read_as_jupytext_reads_them(source: Path) -> None:
    text = source.read_text(encoding="utf-8")
    cells = bn.parse_source(text)
    preamble, body = bn.split_preamble(text)
    assert preamble.startswith("# ruff: noqa"), "the preamble is kept out of the cells"
    read = jupytext.reads(body, fmt="py:percent").cells
    # nbval marker comments (# NBVAL_...) become tags and leave the cell's text
    assert [c["source"] for c in cells] == [
        "\n".join(bn._markers_to_tags(c.source.strip("\n").split("\n"), [])[0])
        for c in read if c.source.strip() or c.metadata.get("tags")]
    assert all(c["cell_type"] in ("code", "markdown") for c in cells)


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_writing_a_source_with_jupytext_round_trips(source: Path) -> None:
    text = source.read_text(encoding="utf-8")
    cells = bn.parse_source(text)
    written = bn.source_text(cells, bn.split_preamble(text)[0])
    assert bn.parse_source(written) == cells
    assert bn.split_preamble(written)[0].rstrip("\n") == bn.split_preamble(text)[0].rstrip("\n")
    assert bn.source_text(bn.parse_source(written), bn.split_preamble(written)[0]) == written


def _scratch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> tuple[Path, Path]:
    """A copy of one source and its stored notebook, with the builder pointed at it."""
    (tmp_path / "notebooks" / "src").mkdir(parents=True)
    source = tmp_path / "notebooks" / "src" / f"{name}.py"
    notebook = tmp_path / "notebooks" / f"{name}.ipynb"
    source.write_bytes((ROOT / "notebooks" / "src" / f"{name}.py").read_bytes())
    bn.build(source, run=False, out=tmp_path / "notebooks")
    monkeypatch.setattr(bn, "ROOT", tmp_path)
    monkeypatch.setattr(bn, "SOURCES", tmp_path / "notebooks" / "src")
    monkeypatch.setattr(bn, "NOTEBOOKS", tmp_path / "notebooks")
    return source, notebook


def test_a_teachers_notebook_edits_sync_back_into_the_source(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
        ) -> None:
    name = "05-end-of-round"
    source, notebook = _scratch(tmp_path, monkeypatch, name)
    before = source.read_text(encoding="utf-8")
    assert bn.main(["--sync", name]) == 0
    assert "unchanged" in capsys.readouterr().out, "an unedited notebook changes nothing"
    assert source.read_text(encoding="utf-8") == before

    # the teacher edits in JupyterLab: a sentence, a new exercise, a cell removed, outputs
    nb = nbformat.read(notebook, as_version=4)
    first_md = next(c for c in nb.cells if c.cell_type == "markdown")
    first_md.source += "\n\nA sentence the teacher added."
    exercise = nbformat.v4.new_code_cell("sold = 3 * 10\nsold", metadata={"tags": ["exercise"]})
    exercise.outputs = [nbformat.v4.new_output("execute_result", {"text/plain": "30"},
                                               execution_count=9)]
    nb.cells.insert(3, exercise)
    removed = nb.cells.pop(-1)
    nbformat.write(nb, notebook)

    assert bn.main(["--sync", name]) == 0
    out = capsys.readouterr().out
    assert "synced" in out and f"build_notebooks.py {name}" in out
    text = source.read_text(encoding="utf-8")
    assert text.startswith(bn.split_preamble(before)[0]), "the preamble is kept"
    assert "# A sentence the teacher added." in text
    assert '# %% tags=["exercise"]\nsold = 3 * 10\nsold\n' in text
    assert removed.source not in text
    assert "30" not in text.split("sold = 3 * 10")[1][:20], "outputs stay in the notebook"
    assert bn.cell_signature(bn.parse_source(text)) == bn.cell_signature(nb.cells)
    assert bn.main(["--check", name]) == 0
    # and a rebuild from the synced source gives the teacher's cells
    rebuilt = nbformat.read(bn.build(source, run=False, out=tmp_path / "again"), as_version=4)
    assert bn.cell_signature(rebuilt.cells) == bn.cell_signature(nb.cells)
    assert bn.main(["--sync", name]) == 0 and "unchanged" in capsys.readouterr().out


def test_nbval_marker_comments_become_tags(tmp_path: Path) -> None:
    text = ('"""draft"""\n\n# %%\n# NBVAL_RAISES_EXCEPTION\n1 / 0\n\n'
            '# %% [markdown]\n# Why it fails (R-DICE-3).\n')
    cells = [{"cell_type": "code", "source": "1 / 0", "tags": ["raises-exception"]},
             {"cell_type": "markdown", "source": "Why it fails (R-DICE-3).", "tags": []}]
    assert bn.parse_source(text) == cells
    written = bn.source_text(cells, '"""draft"""\n')
    assert "NBVAL_" not in written and 'tags=["raises-exception"]' in written
    assert bn.parse_source(written) == cells


def test_sync_refuses_an_unknown_notebook(capsys: pytest.CaptureFixture[str]) -> None:
    assert bn.main(["--sync", "no-such-notebook"]) == 2
    assert "no single notebook" in capsys.readouterr().out
    assert bn.main(["--sync"]) == 2


def test_builds_are_byte_stable(tmp_path: Path) -> None:
    source = ROOT / "notebooks" / "src" / "00-tour.py"
    first = bn.build(source, run=False, out=tmp_path / "a").read_bytes()
    second = bn.build(source, run=False, out=tmp_path / "b").read_bytes()
    assert first == second
