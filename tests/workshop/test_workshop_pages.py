"""The workshop pages' commands run as written (with fewer games), and say what is true."""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

import pytest

from gaucho import cli

DOCS = Path(__file__).resolve().parents[2] / "docs"
PAGES = ("for-workshops.md", "workshop-guide.md")


def simulate_commands(page: str) -> list[list[str]]:
    """Every ``gaucho simulate`` command of a page, inline or in a code block."""
    text = (DOCS / page).read_text(encoding="utf-8").replace("\\\n", " ")
    found = re.findall(r"`(gaucho simulate [^`]+)`", text)
    found += re.findall(r"^(gaucho simulate .+)$", text, flags=re.MULTILINE)
    return [shlex.split(command)[1:] for command in found]


def test_the_pages_show_simulate_commands() -> None:
    assert len(simulate_commands("for-workshops.md")) == 1
    assert len(simulate_commands("workshop-guide.md")) == 2


@pytest.mark.parametrize("argv", [argv for page in PAGES for argv in simulate_commands(page)],
                         ids=lambda argv: " ".join(argv))
def test_every_simulate_command_of_the_workshop_pages_runs(
        argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    games = argv.index("--games") + 1
    argv = [*argv[:games], "2", *argv[games + 1:], "--workers", "1", "--quiet"]
    status = cli.main(argv)
    _out, err = capsys.readouterr()
    assert status == 0, err
    out = argv[argv.index("--out") + 1]
    assert os.path.isfile(tmp_path / out)


def test_the_skill_trace_page_names_the_coach_level_it_plays() -> None:
    import inspect

    from gaucho.workshop import sweep

    level = inspect.signature(sweep.skill_trace).parameters["level"].default
    assert level == "club"
    text = " ".join((DOCS / "design-metrics.md").read_text(encoding="utf-8").split())
    assert f'`"{level}:simulations=48"`' in text
    assert "expert:simulations" not in text
