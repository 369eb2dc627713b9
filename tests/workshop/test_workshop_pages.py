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


def test_the_pages_give_one_dated_set_of_bot_costs() -> None:
    metrics = " ".join((DOCS / "design-metrics.md").read_text(encoding="utf-8").split())
    guide = " ".join((DOCS / "workshop-guide.md").read_text(encoding="utf-8").split())
    table = dict(re.findall(r"\| `?([a-z:=,_0-9` ()]+?)`? in every seat(?: \([^)]*\))? \| "
                            r"([0-9.]+(?: to [0-9.]+)? s) \|", metrics))
    assert table == {"random": "0.01 s", "greedy": "0.11 s",
                     "montecarlo:playouts=2,top_k=2": "0.45 s",
                     "montecarlo` (its defaults)": "3.3 s", "beginner": "1.3 to 1.6 s",
                     "club": "5.7 to 6.4 s", "expert": "79 to 80 s"}
    assert "measured on 3 December 2026" in metrics and "3 December 2026" in guide
    # the figures that disagreed with each other and with the measurements are gone
    for old in ("0.15 s", "0.3 s per game", "about 2.5 s", "about 6 s, so", "15 to 100 times",
                "ten times more"):
        assert old not in metrics and old not in guide, old
    assert ("`beginner` about 1.5 s a game, `club` about 6 s (2.2 s against three `beginner` "
            "bots), and `expert` about 80 s") in guide


def test_the_guide_quotes_the_refusals_of_a_bad_rule_value() -> None:
    from gaucho import DEFAULT_CONFIG, InvalidConfig
    from gaucho.explorer.workshop import config_from_values, values_of

    guide = " ".join((DOCS / "workshop-guide.md").read_text(encoding="utf-8").split())
    with pytest.raises(InvalidConfig) as refused:
        DEFAULT_CONFIG.replace(pasture_threshold=500)
    assert str(refused.value) == "pasture_threshold must be 1..300, not 500"
    assert f"`{refused.value}`" in guide
    form = {**values_of(DEFAULT_CONFIG), "pasture_threshold": 250}
    config, problems = config_from_values(form)
    assert config is None and len(problems) == 1
    assert f"`{problems[0].rstrip('.')}`" in guide
    assert "the rule it breaks" not in guide
