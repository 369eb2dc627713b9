"""The README's Python examples run as written (python-chess doctests its README too)."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def python_blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_readme_has_a_quick_start_of_about_ten_lines() -> None:
    blocks = python_blocks()
    assert blocks, "the README shows Python"
    code_lines = [ln for ln in blocks[0].splitlines() if ln.strip() and not ln.startswith("#")]
    assert 8 <= len(code_lines) <= 14


def test_readme_python_examples_run(capsys: object) -> None:
    namespace: dict[str, object] = {}
    for block in python_blocks():
        exec(compile(block, str(README), "exec"), namespace)  # noqa: S102 - our own README
    game = namespace["game"]
    assert game.players == 4 and game.config.pasture_threshold == 25  # type: ignore[attr-defined]


def test_readme_names_the_two_setup_commands() -> None:
    text = README.read_text(encoding="utf-8")
    assert "\n    make lab\n" in text and "\n    make test\n" in text
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert "make test" in ci
