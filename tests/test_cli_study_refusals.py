"""``gaucho study`` refuses a number option outside what a study can run as argparse's
usage errors naming the option (status 2), as ``gaucho simulate`` does
(tests/test_cli_hostile.py), not as ``gaucho: players must be ...`` (status 1) once the
study is checked; nothing is written and no game is played."""

from __future__ import annotations

from pathlib import Path

import pytest

from gaucho import cli


def refuse(*argv: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
           capsys: pytest.CaptureFixture[str]) -> str:
    """The last line of a refused ``gaucho study`` (status 2, nothing on stdout, nothing
    written)."""
    monkeypatch.chdir(tmp_path)
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    assert (status, out) == (2, "")
    assert list(tmp_path.iterdir()) == []
    return err.splitlines()[-1]


@pytest.mark.parametrize(("argv", "line"), [
    (("study", "--players", "9"),
     "gaucho study: error: argument --players: 9 is too large (at most 4)"),
    (("study", "--players", "5"),
     "gaucho study: error: argument --players: 5 is too large (at most 4)"),
    (("study", "--players", "1"),
     "gaucho study: error: argument --players: 1 is too small (at least 2)"),
    (("study", "--players", "\u0663"),  # ARABIC-INDIC DIGIT THREE
     "gaucho study: error: argument --players: '\u0663' is not a whole number"),
    (("--lang", "de", "study", "--players", "9"),
     "gaucho study: Fehler: Argument --players: 9 ist zu groß (höchstens 4)"),
    (("--lang", "fr", "study", "--players", "1"),
     "gaucho study\xa0: erreur\xa0: argument --players\xa0: 1 est trop petit (au moins 2)"),
    (("study", "--games", "1000000000001"),
     "gaucho study: error: argument --games: 1000000000001 is too large (at most "
     "1000000000000)"),
    (("study", "--games", "9" * 5000),
     "gaucho study: error: argument --games: " + "9" * 5000 + " is too large (at most "
     "1000000000000)"),
    (("--lang", "es", "study", "--games", "1000000000001"),
     "gaucho study: error: argumento --games: 1000000000001 es demasiado grande (como "
     "máximo 1000000000000)"),
    (("study", "--max-games", "1000000000001"),
     "gaucho study: error: argument --max-games: 1000000000001 is too large (at most "
     "1000000000000)"),
    (("study", "--workers", "1000000000001"),
     "gaucho study: error: argument --workers: 1000000000001 is too large (at most "
     "1000000000000)"),
])
def test_study_refuses_a_number_option_naming_it(
        argv: tuple[str, ...], line: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    assert refuse(*argv, "--out", "study", tmp_path=tmp_path, monkeypatch=monkeypatch,
                  capsys=capsys) == line


def test_study_usage_error_comes_after_its_usage_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert cli.main(["study", "--players", "9"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: gaucho study [-h] ")
    assert not err.startswith("gaucho: ")
