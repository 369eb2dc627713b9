"""A study's settings are checked whole before its first game: a typo costs no wait, leaves
no records behind and is refused with the key's name, in the reader's language."""

from __future__ import annotations

import pytest

from gaucho.cli import main
from gaucho.errors import SimulationError
from gaucho.workshop.study_spec import StudySpec, spec_from_toml

QUICK = ["--games", "2", "--players", "2", "--bot", "random", "--no-skill"]


@pytest.mark.parametrize(("flags", "words"), [
    (["--until-clear", "first_playr"], "unknown metric 'first_playr'"),
    (["--sweep", "pasture_threshold=0:100000000000000"], "at most 100 values"),
    (["--sweep", "pasture_threshold=15:20:0"], "step must not be 0"),
    (["--sweep", "nope=1:2"], "nope"),
    (["--strong", "nobot", "--weak", "random"], "strong_bot: unknown bot 'nobot'"),
])
def test_a_bad_flag_is_refused_before_any_game(tmp_path, capsys, flags, words):
    out = tmp_path / "study"
    flags = [f for f in QUICK if not (flags[0] == "--strong" and f == "--no-skill")] + flags
    assert main(["study", *flags, "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and "games played" not in err
    assert not out.exists()  # nothing played, nothing written


@pytest.mark.parametrize(("flag", "value", "least"), [
    ("--games", "-3", 1), ("--games", "0", 1), ("--players", "1", 2), ("--seed", "-1", 0),
    ("--workers", "0", 1), ("--max-games", "-5", 1)])
def test_a_number_flag_is_checked_as_gaucho_simulate_checks_it(tmp_path, capsys, flag, value,
                                                               least):
    """The same whole-number check as ``gaucho simulate`` (one definition,
    gaucho._arguments.whole): a usage error with argparse's line, in the language."""
    out = tmp_path / "study"
    assert main(["study", *QUICK, flag, value, "--out", str(out)]) == 2
    err = capsys.readouterr().err.splitlines()[-1]
    assert err == f"gaucho study: error: argument {flag}: {value} is too small (at least {least})"
    assert main(["--lang", "es", "study", flag, "x1", "--out", str(out)]) == 2
    assert capsys.readouterr().err.splitlines()[-1].endswith(
        f"argumento {flag}: 'x1' no es un número entero")
    assert main(["simulate", "--games", "-3", "--out", str(tmp_path / "x.csv")]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        "gaucho simulate: error: argument --games: -3 is too small (at least 1)")
    assert not out.exists()


@pytest.mark.parametrize(("toml", "words"), [
    ("sweep = 5", "sweep must be a table"),
    ("changes = 5", "rules must be a table"),
    ("rules = 5", "rules must be a table"),
    ("skill = \"no\"", "skill must be true or false"),
    ("sequential = 3", "sequential must be a text in quotes"),
    ("seat_bot = 5", "seat_bot must be a text in quotes"),
    ("sweep_games = -1\nsweep_parameter = \"pasture_threshold\"\nsweep_values = [20]",
     "sweep_games must be"),
    ("[sweep]\nvalues = [20]", "needs the rules setting"),
    ("[sweep]\nparameter = \"pasture_threshold\"\nvalues = 5", "must be a list"),
    ("[sweep]\nparameter = \"pasture_threshold\"\nvalues = [\"a\"]", "pasture_threshold"),
    ("[sweep]\nparameter = \"pasture_threshold\"\nstart = \"a\"\nstop = 3", "sweep start"),
    ("[sweep]\nparameter = \"pasture_threshold\"\nstart = 0\nstop = 100000000000000",
     "at most 100 values"),
    ("[sweep]\nparameter = \"pasture_threshold\"\nfrom = 1", "unknown sweep settings from"),
    ("games = [", "not a valid TOML file"),
    ("games = 2\ngames2 = ", "see line 2, column"),
])
def test_a_bad_study_file_names_its_key(tmp_path, capsys, toml, words):
    (tmp_path / "s.toml").write_text(toml + "\n", encoding="utf-8")
    out = tmp_path / "study"
    assert main(["study", "--config", str(tmp_path / "s.toml"), "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err, err
    assert not out.exists()


def test_files_that_cannot_be_read_or_written_are_named_in_the_language(tmp_path, capsys):
    (tmp_path / "bin.toml").write_bytes(b"\xf9\xfa\x00")
    assert main(["study", "--config", str(tmp_path / "bin.toml")]) == 1
    assert "is not a text file" in capsys.readouterr().err
    assert main(["--lang", "de", "study", "--config", str(tmp_path / "none.toml")]) == 1
    assert "kann nicht gelesen werden: diese Datei oder diesen Ordner gibt es nicht" in (
        capsys.readouterr().err)
    (tmp_path / "afile").write_text("x", encoding="utf-8")
    assert main(["study", *QUICK, "--out", str(tmp_path / "afile")]) == 1  # before any game
    assert "exists and is not a folder" in capsys.readouterr().err
    assert main(["--lang", "es", "simulate", "--games", "1", "--players", "2", "--bots",
                 "random", "--quiet", "--out", str(tmp_path / "afile" / "x.csv")]) == 2
    err = capsys.readouterr().err
    assert "Errno" not in err and "afile" in err


def test_argparse_refusals_speak_the_language(capsys):
    assert main(["--lang", "de", "bogus"]) == 2
    assert "ungültige Wahl: 'bogus'" in capsys.readouterr().err
    assert main(["--lang", "es", "simulate"]) == 2
    assert "faltan estos argumentos: --out" in capsys.readouterr().err
    assert main(["--lang", "fr", "app", "--port", "abc"]) == 2
    assert "argument --port\xa0: 'abc' n'est pas un nombre entier" in capsys.readouterr().err
    assert main(["--lang", "fr", "study", "--games", "abc"]) == 2  # as gaucho simulate
    assert "argument --games\xa0: 'abc' n'est pas un nombre entier" in capsys.readouterr().err
    assert main(["bogus"]) == 2  # English as before, and argparse left as it was
    assert "invalid choice: 'bogus'" in capsys.readouterr().err
    import argparse
    from gettext import gettext
    assert argparse._ is gettext  # type: ignore[attr-defined]


def test_the_progress_line_counts_in_words(capsys):
    from gaucho.i18n import use_language
    from gaucho.workshop.study import _show_progress
    with use_language("de"):
        _show_progress("main", 1, "official")
        _show_progress("skill", 3, "no-steal")
    err = capsys.readouterr().err
    assert "Hauptvergleich, official: 1 Partie gespielt" in err
    assert "Können-Abstand, no-steal: 3 Partien gespielt" in err


def test_until_clear_counts_the_games_of_each_rule_set_as_its_limit_does(tmp_path, capsys):
    """The progress counted both rule sets ("40 games played") and then stopped "at the
    limit of 20 games": both now count the games under each rule set."""
    status = main(["study", "--variant", "no-steal", "--until-clear", "first_player",
                   "--max-games", "8", "--bot", "random", "--no-skill", "--workers", "1",
                   "--out", str(tmp_path / "study")])
    out, err = capsys.readouterr()
    assert status == 0, err
    lines = [line.strip() for line in err.split("\r") if line.strip()]
    assert lines[-2:] == ["main comparison, official: 8 games played",
                          "main comparison, no-steal: 8 games played"]
    # 8 pairs are below stats.MIN_GAMES (10): too few to tell, not "not clear"
    assert ("Stopped at the limit of 8 games under each rule set: too few games to tell ("
            in out) and "at least 10 are needed." in out


def test_out_of_the_wrong_type_in_a_file_is_refused():
    with pytest.raises(SimulationError, match="out must be a folder's name"):
        spec_from_toml("out = 5\n")


def test_a_spec_from_python_is_checked_too():
    with pytest.raises(SimulationError, match="players must be a whole number from 2 to 4"):
        StudySpec(players=5).check()
    with pytest.raises(SimulationError, match="weak_bot: unknown bot"):
        StudySpec(weak_bot="nobody").check()
    spec = spec_from_toml("games = 3\n[rules]\nsale_bonus = 8\n")
    spec.check()
    assert spec.games == 3 and spec.changes == {"sale_bonus": 8}
