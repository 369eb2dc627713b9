"""The ``gaucho`` command: every sub-command, its --help, and bad input without a traceback."""

from __future__ import annotations

import argparse
import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import use_marked_catalog

import gaucho
from gaucho import cli, i18n, rules
from gaucho._resources import lesson_paths, translated_lesson_paths
from gaucho.workshop.simulation import simulate

SUBCOMMANDS = ("lab", "app", "simulate", "rules", "handouts")


def run(*argv: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"gaucho {gaucho.__version__}"


@pytest.mark.parametrize("command", SUBCOMMANDS)
def test_every_subcommand_has_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main([command, "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: gaucho {command}")


def test_no_command_prints_help_and_fails(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run(capsys=capsys)
    assert status == 2 and "lab" in out and "simulate" in out


def test_simulate_refuses_no_games_and_writes_nothing(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    status, _out, err = run("simulate", "--games", "0", "--out", "none.csv", capsys=capsys)
    assert status == 2
    assert err.strip().endswith("argument --games: 0 is too small (at least 1)")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("argv", [
    ["bogus"],
    ["simulate", "--games", "x", "--out", "a.csv"],
    ["simulate", "--games", "-1", "--out", "a.csv"],
    ["simulate", "--games", "2"],                      # --out missing
    ["simulate", "--games", "2", "--out", "a.txt"],    # not CSV
    ["app", "--port", "0"],
    ["app", "--cull-idle", "-5"],
])
def test_bad_arguments_exit_2_with_a_message(argv: list[str], tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    status, _out, err = run(*argv, capsys=capsys)
    assert status == 2
    assert err.strip() and "Traceback" not in err
    assert not list(tmp_path.iterdir()), "nothing is written for a bad request"


# ---------------------------------------------------------------- rules
def test_rules_prints_one_rule(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run("rules", "r-dice-3", capsys=capsys)
    assert status == 0
    assert out == str(rules.get("R-DICE-3")) + "\n"
    assert out.startswith("R-DICE-3 · §5 ")


def test_rules_unknown_id_suggests_and_fails(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run("rules", "R-DICE-99", capsys=capsys)
    assert status == 1 and out == ""
    assert "R-DICE-99" in err and "did you mean" in err and "Traceback" not in err


def test_rules_search_lists_matches_in_rank_order(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run("rules", "steal", capsys=capsys)
    assert status == 0
    listed = [line.split()[0] for line in out.splitlines()[1:]]
    assert listed == [r.id for r in rules.search("steal")]
    assert listed[0] == "R-STEAL-1"


def test_rules_search_without_a_match_fails(capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run("rules", "xyzzy", "plugh", capsys=capsys)
    assert status == 1 and "xyzzy plugh" in err


def test_rules_lists_every_rule_by_section(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run("rules", capsys=capsys)
    assert status == 0
    listed = [line.split()[0] for line in out.splitlines() if line.startswith("  R-")]
    assert listed == rules.ids()


def test_rules_example(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run("rules", "EX-STEAL-SALE", capsys=capsys)
    assert status == 0 and out.strip() == rules.example_entry("EX-STEAL-SALE").strip()
    status, _out, err = run("rules", "EX-NOPE", capsys=capsys)
    assert status == 1 and "EX-NOPE" in err


# ---------------------------------------------------------------- simulate
def test_simulate_writes_the_records_simulate_gives(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games.csv"
    status, stdout, err = run("simulate", "--games", "6", "--players", "3", "--bots", "greedy",
                              "random", "random", "--seed", "5", "--workers", "1",
                              "--out", str(out), capsys=capsys)
    assert status == 0, err
    assert "6 games" in stdout
    assert "6/6" in err or "100%" in err  # the progress bar ran to the end
    expected = tmp_path / "expected.csv"
    simulate(games=6, players=3, bots=["greedy", "random", "random"], seed=5, workers=1,
             progress=False).to_csv(expected)
    assert out.read_bytes() == expected.read_bytes()
    with open(out, newline="", encoding="utf-8") as fh:
        assert len(list(csv.DictReader(fh))) == 18
    assert not (tmp_path / "games.csv.part").exists()


def test_simulate_other_table_and_quiet(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "g.csv"
    status, _stdout, err = run("simulate", "--games", "2", "--players", "2", "--table", "games",
                               "--variant", "threshold-25", "--seed", "1", "--workers", "1",
                               "--quiet", "--out", str(out), capsys=capsys)
    assert status == 0 and err == ""
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert len(rows) == 2 and {r["variant"] for r in rows} == {"threshold-25"}


def test_simulate_says_the_bots_take_the_seats_in_turn(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "turns.csv"
    status, stdout, err = run("simulate", "--games", "2", "--players", "3", "--bots", "greedy",
                              "random", "random", "--workers", "1", "--quiet",
                              "--out", str(out), capsys=capsys)
    assert status == 0, err
    assert "Bots, taking the seats in turn game by game: greedy, random, random\n" in stdout
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    greedy = [(r["game"], r["seat"]) for r in rows if r["bot"] == "greedy"]
    assert greedy == [("0", "0"), ("1", "2")]


def test_simulate_help_says_the_bots_take_the_seats_in_turn(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "one bot per player, which take the seats in turn game by game" in help_text
    assert "one per seat" not in help_text


@pytest.mark.parametrize(("argv", "status_words"), [
    (["--players", "5"], (2, "argument --players: 5 is too large (at most 4)")),
    (["--variant", "nope"], (1, "unknown variant 'nope'")),
    (["--bots", "dumb"], (1, "unknown bot 'dumb'")),
])
def test_simulate_bad_request_names_the_field(argv: list[str], status_words: tuple[int, str],
                                              tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.csv"
    expected, words = status_words
    status, _stdout, err = run("simulate", "--games", "2", *argv, "--out", str(out),
                               capsys=capsys)
    assert status == expected and words in err and "Traceback" not in err
    assert "simulating" not in err, "no progress bar for a refused request"
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- lab
def test_lab_copies_the_lessons_and_keeps_the_users_edits(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "my lessons"
    status, out, _err = run("lab", str(target), "--no-open", capsys=capsys)
    assert status == 0
    names = sorted(p.name for p in target.iterdir() if p.is_file())
    assert names == [p.name for p in lesson_paths()]
    spanish = sorted(p.name for p in (target / "es").iterdir())
    assert spanish == sorted(p.name for p in translated_lesson_paths() if p.parent.name == "es")
    assert {"00-tour.ipynb", "03-turn.ipynb", "10-play-well.ipynb", "rules.ipynb"} <= set(
        spanish)  # the rulebook beside the lessons: their rule links open it
    assert (target / "fr" / "03-turn.ipynb").exists(), "the translated lessons, a folder each"
    assert "00-tour.ipynb" in names and "explorer.ipynb" in names
    tour = target / "00-tour.ipynb"
    tour.write_text("my own notes", encoding="utf-8")
    (target / "03-turn.ipynb").unlink()
    status, out, _err = run("lab", str(target), "--no-open", capsys=capsys)
    assert status == 0
    assert "Copied 1 lesson" in out and "00-tour.ipynb" in out
    assert tour.read_text(encoding="utf-8") == "my own notes", "the user's edit is kept"
    # the lesson copied again is the student copy (gaucho lab gives those by default)
    student = tmp_path / "student-03-turn.ipynb"
    cli._write_student_copy(lesson_paths()[0].parent / "03-turn.ipynb", student)
    assert (target / "03-turn.ipynb").read_bytes() == student.read_bytes()


def test_lab_refuses_a_file_as_folder(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "f").write_text("x")
    status, _out, err = run("lab", str(tmp_path / "f"), "--no-open", capsys=capsys)
    assert status == 1 and "not a folder" in err


def test_lab_starts_jupyterlab_in_the_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    calls: list[tuple[list[str], Path]] = []
    monkeypatch.setattr(cli, "_run_server",
                        lambda command, cwd: calls.append((command, cwd)) or 0)
    monkeypatch.setattr(cli, "_running_as_root", lambda: True)
    status, _out, _err = run("lab", str(tmp_path), capsys=capsys)
    assert status == 0
    [(command, cwd)] = calls
    assert command[:3] == [sys.executable, "-m", "jupyterlab"]
    assert f"--ServerApp.root_dir={tmp_path}" in command
    assert "--allow-root" in command and command[-1] == "00-tour.ipynb" and cwd == tmp_path


def test_a_stopped_gaucho_stops_its_server(tmp_path: Path) -> None:
    """A termination signal to ``gaucho lab``/``gaucho app`` (a service manager, a script's
    terminate()) reaches the server it runs: the server never outlives the command."""
    import os
    import time

    pidfile = tmp_path / "server.pid"
    server = (f"import os, time; open({str(pidfile)!r}, 'w').write(str(os.getpid())); "
              "time.sleep(300)")
    outer = subprocess.Popen([sys.executable, "-c",
                              "import pathlib, sys; from gaucho import cli; "
                              f"sys.exit(cli._run_server([sys.executable, '-c', {server!r}], "
                              "pathlib.Path('.')))"], cwd=tmp_path)
    for _ in range(600):
        if pidfile.exists() and pidfile.read_text():
            break
        time.sleep(0.05)
    inner = int(pidfile.read_text())
    outer.terminate()
    outer.wait(60)
    try:
        os.kill(inner, 0)
    except ProcessLookupError:
        return  # gone, reaped by gaucho
    os.kill(inner, 9)
    pytest.fail("the server outlived gaucho")


# ---------------------------------------------------------------- app
def test_app_command_serves_the_explorer_with_culling(capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    status, out, _err = run("app", "--host", "0.0.0.0", "--port", "9001", "--token", "class7",
                            "--cull-idle", "300", "--dry-run", capsys=capsys)
    assert status == 0
    command = out.split()
    assert command[1:3] == ["-m", "voila"] and command[3].endswith("explorer.ipynb")
    assert Path(command[3]).exists()
    for flag in ("--Voila.ip=0.0.0.0", "--port=9001",
                 "--MappingKernelManager.cull_idle_timeout=300",
                 "--MappingKernelManager.cull_interval=60",
                 "--VoilaConfiguration.multi_kernel_manager_class="
                 "gaucho.app_kernels.AppKernelManager"):
        assert flag in command
    assert "class7" not in out, "the token stays out of the process arguments"


def test_app_without_culling() -> None:
    command = cli.app_command(Path("a.ipynb"), host="127.0.0.1", port=8866, cull_idle=0)
    assert not any("cull" in part or "token" in part for part in command)


def test_app_runs_voila_in_a_scratch_folder(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    calls: list[tuple[list[str], Path]] = []
    monkeypatch.setattr(cli, "_run_server",
                        lambda command, cwd: calls.append((command, cwd)) or 0)
    status, out, _err = run("app", "--port", "9002", capsys=capsys)
    assert status == 0 and "http://127.0.0.1:9002/" in out
    [(command, cwd)] = calls
    assert "voila" in command and not cwd.exists(), "the scratch folder is removed"


# ---------------------------------------------------------------- handouts
def test_handouts_from_the_packaged_lessons(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run("handouts", "-o", str(tmp_path), capsys=capsys)
    assert status == 0
    students = sorted(p.name for p in tmp_path.glob("*.ipynb")
                      if not p.stem.endswith("-teacher"))
    assert students == [p.name for p in lesson_paths()]
    assert all((tmp_path / f"{Path(n).stem}-teacher.ipynb").exists() for n in students)
    assert "exercise cells without answers" in out


def test_handouts_missing_notebook(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run("handouts", str(tmp_path / "nope.ipynb"), "-o", str(tmp_path),
                            capsys=capsys)
    assert status == 2 and "nope.ipynb" in err


def _study(**changes: object) -> str:
    """A one-chapter study file's text (docs/study-format.md): the draft of EX-TURN-1."""
    position = {"players": 3, "phase": "draft", "round": 1, "rodeo": [1, 2, 3, 3, 4, 5, 6],
                "pastures": [["B4", "K8", "S9"], ["W11", "G3", "B7", None],
                             ["K6", "S2", "W5", "G10"], ["B12", "W9", None, None, None]]}
    study: dict[str, object] = {"format": "gaucho-study", "version": 1, "title": "Draft",
                                "chapters": [{"position": position,
                                              "line": [{"decision": "take 5 6"}]}]}
    study.update(changes)
    return json.dumps(study)


def test_handouts_refuses_a_study_file_among_notebooks(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    study = tmp_path / "draft.json"
    study.write_text(_study(), encoding="utf-8")
    notebook = lesson_paths()[0]
    for argv in ([str(notebook), str(study)], [str(study), str(notebook)]):
        status, out, err = run("handouts", *argv, "-o", str(tmp_path / "out"), capsys=capsys)
        assert status == 2 and out == ""
        assert err == (f"gaucho: {study} is a study file (.json), not a notebook: give gaucho "
                       "handouts either notebooks (.ipynb) or study files, each kind in its "
                       "own command\n")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("name", ["draft.JSON", "draft.Json"])
def test_handouts_reads_a_study_file_whatever_the_case_of_its_suffix(
        name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / name).write_text(_study(), encoding="utf-8")
    status, out, err = run("handouts", str(tmp_path / name), "-o", str(tmp_path / "out"),
                           capsys=capsys)
    assert (status, err) == (0, "")
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["draft-teacher.html",
                                                                    "draft.html"]
    assert "the study's hand-out" in out


def test_every_error_line_starts_with_gaucho(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """A refusal of the command (CommandError), a missing extra, a gaucho error and a file
    the system refuses all read ``gaucho: ...``; argparse's own refusal keeps its
    ``gaucho simulate: error: ...`` after the usage line."""
    status, _out, err = run("rules", "zzzzqqq", capsys=capsys)
    assert (status, err) == (1, "gaucho: no rule mentions 'zzzzqqq'; list every rule with: "
                                "gaucho rules\n")
    (tmp_path / "afile").write_text("x", encoding="utf-8")
    status, _out, err = run("lab", str(tmp_path / "afile"), "--no-open", capsys=capsys)
    assert (status, err) == (1, f"gaucho: {tmp_path / 'afile'} exists and is not a folder\n")
    status, _out, err = run("app", "--port", "0", capsys=capsys)
    assert status == 2 and err.startswith("usage: gaucho app")
    assert err.splitlines()[-1] == "gaucho app: error: argument --port: 0 is too small (at least 1)"
    status, _out, err = run("handouts", str(tmp_path / "nope.ipynb"), capsys=capsys)
    assert (status, err) == (2, f"gaucho: no such notebook: {tmp_path / 'nope.ipynb'}\n")

    def missing(module: str, *, extra: str, feature: str = "") -> None:
        raise cli.MissingExtra(module, extra, feature)

    monkeypatch.setattr(cli, "check", missing)
    status, _out, err = run("app", capsys=capsys)
    assert status == 1 and err.startswith("gaucho: Serving the explorer app needs the Python "
                                          "package 'voila'")
    status, _out, err = run("simulate", "--out", str(tmp_path / "x.csv"), "--games", "x",
                            capsys=capsys)
    assert status == 2 and err.splitlines()[-1] == (
        "gaucho simulate: error: argument --games: 'x' is not a whole number")
    status, _out, err = run("--lang", "es", "rules", "zzzzqqq", capsys=capsys)
    assert status == 1 and err.startswith("gaucho: ")


def test_python_dash_m_gaucho() -> None:
    done = subprocess.run([sys.executable, "-m", "gaucho", "rules", "R-DICE-3"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout.startswith("R-DICE-3")


# ---------------------------------------------------------------- --lang
@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    """German stands for a catalog where every message reads «message»."""
    use_marked_catalog(monkeypatch, "de")


def test_every_help_text_goes_through_the_layer(marked: None) -> None:
    with i18n.use_language("de"):
        parser = cli.build_parser()
    parsers = [parser, *next(a for a in parser._actions
                             if isinstance(a, argparse._SubParsersAction)).choices.values()]
    for p in parsers:
        assert p.description is None or p.description.startswith("«"), p.prog
        for action in p._actions:
            if action.help and action.help != argparse.SUPPRESS:
                assert action.help.startswith("«") and action.help.endswith("»"), action.help


@pytest.mark.parametrize("option", [["--lang", "de"], ["--language", "de"], ["--lang=de"]])
def test_lang_writes_the_help_in_that_language(option: list[str], marked: None,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main([*option, "rules", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("«usage: »gaucho rules")
    assert "«positional arguments»:" in out and "«options»:" in out
    assert "«show this help message and exit»" in out
    assert i18n.get_language() == "en"


def test_lang_writes_messages_and_summaries_in_that_language(
        marked: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "p.csv"
    status, stdout, _err = run("--lang", "de", "simulate", "--games", "2", "--players", "2",
                               "--seed", "1", "--workers", "1", "--quiet", "--out", str(out),
                               capsys=capsys)
    assert status == 0
    assert all(line.startswith("«") and line.endswith("»") for line in stdout.splitlines())
    status, _out, err = run("--lang", "de", "rules", "zzzzqqq", capsys=capsys)
    assert status == 1 and err.startswith("«gaucho: «no rule mentions 'zzzzqqq'")


def test_lang_follows_the_catalogs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _err = run("--lang", "es", "rules", "R-DICE-3", capsys=capsys)
    with i18n.use_language("es"):
        assert status == 0 and out == str(rules.get("R-DICE-3")) + "\n"
    with pytest.raises(SystemExit):
        cli.main(["--lang", "fr", "--help"])
    with i18n.use_language("fr"):
        assert i18n._("show the version and exit") in capsys.readouterr().out


def test_an_unknown_language_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run("--lang", "xx", "rules", capsys=capsys)
    assert status == 2 and "--lang" in err and "es" in err
