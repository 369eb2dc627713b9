"""The offline site's build cache (tools/build_lite.py, issue 31): what goes into the cache
and what comes out of it is checked, entries are written under a temporary name and then
renamed, and two builds of one checkout take turns.  (Once the cache held a corrupt gaucho
wheel, a bad zip member, and handed it to every later build of the same source.)"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def build_lite() -> ModuleType:
    pytest.importorskip("packaging")
    spec = importlib.util.spec_from_file_location("build_lite", ROOT / "tools" / "build_lite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def wheel(path: Path, members: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return path


def corrupt(path: Path) -> Path:
    """Flip bytes inside the first member's compressed data (its CRC no longer matches)."""
    data = bytearray(path.read_bytes())
    with zipfile.ZipFile(path) as zf:
        info = zf.infolist()[0]
    start = info.header_offset + 30 + len(info.filename) + len(info.extra)
    for i in range(start, start + 8):
        data[i] ^= 0xFF
    path.write_bytes(bytes(data))
    return path


def test_a_damaged_cache_entry_is_thrown_away(build_lite: ModuleType, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    good = wheel(tmp_path / "a-1.0-py3-none-any.whl", {"a/__init__.py": b"x = 1\n" * 500})
    assert build_lite._sound(good) and good.exists()
    bad = corrupt(wheel(tmp_path / "b-1.0-py3-none-any.whl",
                        {"b/__init__.py": b"y = 2\n" * 500}))
    assert not build_lite._sound(bad) and not bad.exists()
    assert "b-1.0-py3-none-any.whl in the cache is damaged; making it again" in (
        capsys.readouterr().out)
    truncated = tmp_path / "c.whl"
    truncated.write_bytes(good.read_bytes()[:100])
    assert not build_lite._sound(truncated) and not truncated.exists()
    assert not build_lite._sound(tmp_path / "missing.whl")


def test_a_compiled_file_enters_the_cache_only_whole(build_lite: ModuleType,
                                                      tmp_path: Path) -> None:
    source = wheel(tmp_path / "g.whl", {"g/a.py": b"a = 1\n", "g/b.py": b"b = 2\n"})
    compiled = wheel(tmp_path / "g.whl.new", {"g/a.py": b"a = 1\n", "g/b.py": b"b = 2\n",
                                              "g/__pycache__/a.pyc": b"\0" * 16})
    assert build_lite.compiled_copy(source, compiled) == compiled
    lossy = wheel(tmp_path / "lossy.new", {"g/a.py": b"a = 1\n"})
    with pytest.raises(SystemExit, match="compiling g.whl lost 1 members, e.g. g/b.py"):
        build_lite.compiled_copy(source, lossy)
    with pytest.raises(SystemExit, match="compiling g.whl gave no valid zip"):
        build_lite.compiled_copy(source, corrupt(compiled))


def test_store_renames_into_place(build_lite: ModuleType, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    cache.mkdir()
    source = wheel(tmp_path / "g.whl.new", {"g/a.py": b"a = 1\n"})
    data = source.read_bytes()
    target = cache / "0123456789abcdef-g.whl"
    build_lite.store(source, target)
    assert target.read_bytes() == data and not source.exists()
    assert [p.name for p in cache.iterdir()] == [target.name], "no temporary file is left"


def test_two_builds_of_one_checkout_take_turns(build_lite: ModuleType, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build_lite, "BUILD", tmp_path)
    script = (f"import fcntl, sys\nlock = open({str(tmp_path / 'lite-build.lock')!r}, 'w')\n"
              "try:\n    fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)\n"
              "except BlockingIOError:\n    sys.exit(3)\n")
    with build_lite.build_lock():
        held = subprocess.run([sys.executable, "-c", script], check=False)
    assert held.returncode == 3, "a second build waits while the first holds the lock"
    assert subprocess.run([sys.executable, "-c", script], check=False).returncode == 0
