"""The offline site's lessons are the student copies a class gets (tools/build_lite.py):
no answer of any exercise, no hidden check, every check a fingerprint; ``--teacher`` keeps
the teacher notebooks as they are."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from gaucho import handouts as H

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def build_lite() -> ModuleType:
    pytest.importorskip("packaging")
    pytest.importorskip("nbformat")
    spec = importlib.util.spec_from_file_location("build_lite_contents",
                                                  ROOT / "tools" / "build_lite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _source(cell: dict[str, object]) -> str:
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else str(source)


def test_the_site_carries_the_student_copies(build_lite: ModuleType, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build_lite, "CONTENTS", tmp_path / "contents")
    names = build_lite.collect_contents()
    assert "05-end-of-round.ipynb" in names and "es/05-end-of-round.ipynb" in names
    for name in ("05-end-of-round.ipynb", "fr/06-end-of-game.ipynb", "00-tour.ipynb"):
        site = json.loads((tmp_path / "contents" / name).read_text(encoding="utf-8"))
        teacher = json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))
        cells = site["cells"]
        assert not any(H.HIDDEN_CHECK_TAG in c.get("metadata", {}).get("tags", [])
                       for c in cells), name
        assert not any("exercise" in c.get("metadata", {}) for c in cells), name
        assert any(H.HIDDEN_CHECK_TAG in c.get("metadata", {}).get("tags", [])
                   for c in teacher["cells"]), name
        assert site["metadata"]["kernelspec"] == build_lite.PYODIDE_KERNELSPEC
        assert all(c.get("metadata", {}).get("trusted") for c in cells
                   if c["cell_type"] == "code")
    site = json.loads((tmp_path / "contents" / "05-end-of-round.ipynb").read_text("utf-8"))
    sources = [_source(c) for c in site["cells"]]
    assert sources.count(H.PLACEHOLDER) == 2
    assert not any("assert" in s for s in sources)
    assert sum('check_answer("fits", ' in s or 'check_answer("value", ' in s
               for s in sources) == 2
    assert not any("[10, 11, 12]" in s for s in sources)


def test_a_teacher_site_keeps_the_answers(build_lite: ModuleType, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build_lite, "CONTENTS", tmp_path / "contents")
    build_lite.collect_contents(teacher=True)
    site = json.loads((tmp_path / "contents" / "05-end-of-round.ipynb").read_text("utf-8"))
    teacher = json.loads((ROOT / "notebooks" / "05-end-of-round.ipynb").read_text("utf-8"))
    assert [_source(c) for c in site["cells"]] == [_source(c) for c in teacher["cells"]]
