"""The ``gaucho`` command under hostile input (issue 31): no traceback for any input, a clean
exit status and a one-line message; ``--out`` naming a folder leaves nothing behind; Ctrl-C
in ``gaucho simulate`` keeps the finished games and ``--start`` goes on from there; a game
that hangs fails after its time limit; ``gaucho app`` refuses an address it cannot use and
keeps its token out of the banner and the process arguments."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gaucho import cli
from gaucho.workshop import simulation
from gaucho.workshop.simulation import game_seed, usable_cores


def run(*argv: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return status, out, err


# ------------------------------------------------------------------ simulate
@pytest.mark.parametrize(("lang", "line"), [
    ("en", "gaucho simulate: error: argument --games: 1000000000000000000000000000000 is too "
           "large (at most 1000000000000)"),
    ("es", "gaucho simulate: error: argumento --games: 1000000000000000000000000000000 es "
           "demasiado grande (como máximo 1000000000000)"),
])
def test_simulate_refuses_an_absurd_number_of_games_naming_games(
        lang: str, line: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A usage error naming the option the user typed, as argparse's own checks (the Python
    API, ``simulate(games=...)``, names ``games``: tests/workshop/test_simulate_refusals.py)."""
    out = tmp_path / "x.csv"
    status, stdout, err = run("--lang", lang, "simulate", "--games", str(10**30), "--out",
                              str(out), "--quiet", capsys=capsys)
    assert status == 2 and stdout == ""
    assert err.splitlines()[-1] == line
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("value", "reason"), [
    ("1000000000001", "1000000000001 is too large (at most 1000000000000)"),
    ("9" * 5000, "9" * 5000 + " is too large (at most 1000000000000)"),  # past int()'s
    ("-" + "9" * 5000, "-" + "9" * 5000 + " is too small (at least 1)"),     # digit limit
    ("\u0663", "'\u0663' is not a whole number"),  # ARABIC-INDIC DIGIT THREE, int() reads 3
    ("\uff13", "'\uff13' is not a whole number"),  # FULLWIDTH DIGIT THREE
    ("1_000", "'1_000' is not a whole number"),
    (" 3", "' 3' is not a whole number"),
    ("3\n", "'3\\n' is not a whole number"),
    ("+", "'+' is not a whole number"),
    ("0x10", "'0x10' is not a whole number"),
])
def test_simulate_games_are_ascii_digits_within_the_limit(
        value: str, reason: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, err = run("simulate", "--games", value, "--out", "x.csv", "--quiet",
                           capsys=capsys)
    assert status == 2 and out == ""
    assert err.splitlines()[-1] == f"gaucho simulate: error: argument --games: {reason}"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("lang", "value", "line"), [
    ("en", "9", "gaucho simulate: error: argument --players: 9 is too large (at most 4)"),
    ("en", "5", "gaucho simulate: error: argument --players: 5 is too large (at most 4)"),
    ("en", "1", "gaucho simulate: error: argument --players: 1 is too small (at least 2)"),
    ("de", "9", "gaucho simulate: Fehler: Argument --players: 9 ist zu groß (höchstens 4)"),
    ("fr", "9", "gaucho simulate\xa0: erreur\xa0: argument --players\xa0: 9 est trop grand "
                "(au plus 4)"),
])
def test_simulate_refuses_players_beyond_4_naming_players(
        lang: str, value: str, line: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, err = run("--lang", lang, "simulate", "--players", value, "--out", "x.csv",
                           "--quiet", capsys=capsys)
    assert status == 2 and out == ""
    assert err.splitlines()[-1] == line
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("argv", "line"), [
    (("--bots", "random", "random", "greedy", "--players", "4"),
     "gaucho simulate: error: argument --bots: 3 bots for 4 players; give one bot for every "
     "seat, or one for them all"),
    (("--players", "2", "--bots", "random", "random", "random", "random", "random"),
     "gaucho simulate: error: argument --bots: 5 bots for 2 players; give one bot for every "
     "seat, or one for them all"),
    (("--bots", "random", "greedy"),  # --players is 4 when not given
     "gaucho simulate: error: argument --bots: 2 bots for 4 players; give one bot for every "
     "seat, or one for them all"),
    (("--lang", "de", "--bots", "random", "random", "greedy", "--players", "4"),
     "gaucho simulate: Fehler: Argument --bots: 3 Bots für 4 Spieler; gib einen Bot für "
     "jeden Platz an oder einen für alle"),
    (("--lang", "es", "--bots", "random", "random", "greedy", "--players", "2"),
     "gaucho simulate: error: argumento --bots: 3 bots para 2 jugadores; indica un bot para "
     "cada asiento, o uno para todos"),
])
def test_simulate_refuses_bots_that_do_not_fit_the_players_naming_bots(
        argv: tuple[str, ...], line: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A usage error after the usage line (status 2), as argparse's own, once both options
    are read (--players may come after --bots); nothing written."""
    monkeypatch.chdir(tmp_path)
    lang = argv[:2] if argv[0] == "--lang" else ()
    status, out, err = run(*lang, "simulate", *argv[len(lang):], "--out", "x.csv", "--quiet",
                           capsys=capsys)
    assert (status, out) == (2, "")
    assert err.splitlines()[-1] == line
    assert len(err.splitlines()) > 1 and not err.startswith("gaucho: ")
    assert list(tmp_path.iterdir()) == []


def test_simulate_takes_one_bot_or_one_per_player(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.csv"
    for bots in (["random"], ["random", "greedy"]):
        status, stdout, err = run("simulate", "--games", "1", "--players", "2", "--bots",
                                  *bots, "--workers", "1", "--out", str(out), "--quiet",
                                  capsys=capsys)
        assert (status, err) == (0, "")
        assert stdout.startswith("Wrote the players records of 1 game to ")


def test_whole_reads_ascii_digits_with_a_sign_and_its_limits() -> None:
    import argparse

    from gaucho._arguments import whole

    games = whole(1, simulation.MAX_GAMES)
    assert games("1000000000000") == 10**12 and games("+7") == 7 and games("007") == 7
    seed = whole(0)
    assert seed("9" * 100) == int("9" * 100)  # no upper limit
    for text, reason in [("-0", None), ("٣", "'٣' is not a whole number"),
                         ("1_000", "'1_000' is not a whole number"),
                         ("-5", "-5 is too small (at least 0)")]:
        if reason is None:
            assert seed(text) == 0
            continue
        with pytest.raises(argparse.ArgumentTypeError) as info:
            seed(text)
        assert str(info.value) == reason


@pytest.mark.parametrize(("value", "reason"), [
    ("0", "0 is too small (at least 1)"),
    ("-1", "-1 is too small (at least 1)"),
    ("-" + "9" * 40, "-" + "9" * 40 + " is too small (at least 1)"),
    ("1e3", "'1e3' is not a whole number"),
    ("2.5", "'2.5' is not a whole number"),
    ("abc", "'abc' is not a whole number"),
    ("", "'' is not a whole number"),
])
def test_simulate_refuses_a_bad_number_of_games_naming_games(
        value: str, reason: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """The fuzz below feeds ``--games 0`` and the like and accepts any clean refusal; here
    each is a usage error (status 2) whose last line names ``--games`` and the value, and
    nothing is written."""
    monkeypatch.chdir(tmp_path)
    status, out, err = run("simulate", "--games", value, "--out", "x.csv", "--quiet",
                           capsys=capsys)
    assert status == 2 and out == ""
    assert err.splitlines()[-1] == f"gaucho simulate: error: argument --games: {reason}"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("lang", "line"), [
    ("es", "gaucho simulate: error: argumento --games: 0 es demasiado pequeño (como mínimo 1)"),
    ("fr", "gaucho simulate\xa0: erreur\xa0: argument --games\xa0: 0 est trop petit (au moins 1)"),
    ("de", "gaucho simulate: Fehler: Argument --games: 0 ist zu klein (mindestens 1)"),
])
def test_simulate_games_0_is_refused_naming_games_in_every_language(
        lang: str, line: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    status, _out, err = run("--lang", lang, "simulate", "--games", "0", "--out", "x.csv",
                            capsys=capsys)
    assert status == 2
    assert err.splitlines()[-1] == line
    assert list(tmp_path.iterdir()) == []


def test_simulate_out_naming_a_folder_leaves_nothing_behind(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "results.csv"
    folder.mkdir()
    status, _out, err = run("simulate", "--games", "2", "--out", str(folder), "--quiet",
                            capsys=capsys)
    assert status == cli.USAGE_ERROR
    assert err.strip() == f"gaucho: --out names a folder ({folder}); name a .csv file"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.csv"]
    assert list(folder.iterdir()) == []


def test_simulate_out_in_a_missing_folder_is_refused(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "no-such-folder" / "x.csv"
    status, _out, err = run("simulate", "--games", "2", "--out", str(out), capsys=capsys)
    assert status == cli.USAGE_ERROR
    assert err.strip() == (f"gaucho: --out names a file in {out.parent}, which is not a "
                           "folder that exists")
    assert list(tmp_path.iterdir()) == []


def test_simulate_start_needs_the_file_it_goes_on_writing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.csv"
    status, _out, err = run("simulate", "--games", "4", "--start", "2", "--out", str(out),
                            capsys=capsys)
    assert status == cli.USAGE_ERROR and "--start 2 goes on writing" in err
    assert list(tmp_path.iterdir()) == []


def _interrupt_at(monkeypatch: pytest.MonkeyPatch, index: int) -> None:
    """Ctrl-C while game ``index`` of a run seeded 0 is being played."""
    play = simulation.play_game

    def playing(*args: Any, **kwargs: Any) -> Any:
        if kwargs["seed"] == game_seed(0, index):
            raise KeyboardInterrupt
        return play(*args, **kwargs)

    monkeypatch.setattr(simulation, "play_game", playing)


def test_ctrl_c_keeps_the_finished_games_and_start_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    whole, part = tmp_path / "whole.csv", tmp_path / "part.csv"
    common = ("--games", "20", "--players", "2", "--workers", "1", "--quiet")
    assert run("simulate", *common, "--out", str(whole), capsys=capsys)[0] == 0
    with monkeypatch.context() as patch:
        _interrupt_at(patch, 7)  # in the second chunk of 5 games: games 0-4 are written
        status, _out, err = run("simulate", *common, "--out", str(part), capsys=capsys)
    assert status == cli.INTERRUPTED
    assert err.strip() == (f"gaucho: interrupted; {part} keeps the 5 games that finished "
                           "(games 0 to 4); go on with --start 5")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["part.csv", "whole.csv"]
    lines = part.read_text().splitlines()
    assert lines == whole.read_text().splitlines()[:len(lines)] and len(lines) == 1 + 5 * 2
    status, out, _err = run("simulate", *common, "--start", "5", "--out", str(part),
                            capsys=capsys)
    assert status == 0 and "of 15 games" in out
    assert part.read_text() == whole.read_text()


def test_ctrl_c_before_any_game_finished_writes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    _interrupt_at(monkeypatch, 0)
    status, _out, err = run("simulate", "--games", "3", "--players", "2", "--workers", "1",
                            "--quiet", "--out", str(tmp_path / "x.csv"), capsys=capsys)
    assert status == cli.INTERRUPTED
    assert err.strip() == "gaucho: interrupted before a game finished; nothing was written"
    assert list(tmp_path.iterdir()) == []


def test_a_game_that_hangs_fails_after_its_time_limit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    play = simulation.play_game

    def hanging(*args: Any, **kwargs: Any) -> Any:
        while kwargs["seed"] == game_seed(0, 1):
            pass
        return play(*args, **kwargs)

    monkeypatch.setattr(simulation, "play_game", hanging)
    status, _out, err = run("simulate", "--games", "3", "--players", "2", "--workers", "1",
                            "--quiet", "--time-limit", "1", "--out", str(tmp_path / "x.csv"),
                            capsys=capsys)
    assert status == 1
    assert err.strip() == (f"gaucho: game 1 (seed {game_seed(0, 1)}) failed: TimeLimit: the "
                           "game took longer than 1 s (time_limit)")
    assert list(tmp_path.iterdir()) == []


def test_workers_beyond_the_cores_are_capped_with_a_warning(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run("simulate", "--games", "2", "--players", "2", "--workers", "1000",
                            "--quiet", "--out", str(tmp_path / "x.csv"), capsys=capsys)
    assert status == 0
    cores = usable_cores()
    assert err.strip() == (f"gaucho: warning: workers=1000 is more than the {cores} cores "
                           f"here; using {cores} worker processes")


# ------------------------------------------------------------------ handouts
CELL = {"cell_type": "code", "id": "c1", "source": "x", "metadata": {"tags": ["exercise"]},
        "outputs": [], "execution_count": None}


def notebook(**changes: Any) -> str:
    nb = {"cells": [CELL], "nbformat": 4, "nbformat_minor": 5, "metadata": {}}
    nb.update(changes)
    return json.dumps(nb)


@pytest.mark.parametrize(("text", "words"), [
    ("not json", "Notebook does not appear to be JSON"),
    ("[1, 2]", "is not a notebook gaucho can read"),
    (notebook(cells=5), "is not a notebook gaucho can read"),
    (notebook(cells=[{**CELL, "metadata": {"tags": "exercise"}}]), "'exercise' is not of "
                                                                   "type 'array'"),
    (notebook(cells=[{**CELL, "outputs": [{"output_type": "execute_result", "metadata": {},
                                            "execution_count": 1,
                                            "data": {"text/plain": 5}}]}]),
     "is not a notebook gaucho can read"),
    (notebook(nbformat=99), "Unsupported nbformat version 99"),
])
def test_handouts_of_a_hostile_notebook_say_so(text: str, words: str, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("nbformat")
    source = tmp_path / "lesson.ipynb"
    source.write_text(text, encoding="utf-8")
    status, _out, err = run("handouts", str(source), "-o", str(tmp_path / "out"),
                            capsys=capsys)
    assert status == 2
    assert err.startswith(f"gaucho: {source} is not a notebook gaucho can read: ")
    assert words in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lesson.ipynb"]


def test_handouts_of_undecodable_bytes_say_so(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("nbformat")
    source = tmp_path / "lesson.ipynb"
    source.write_bytes(b"\xff\xfe{")
    status, _out, err = run("handouts", str(source), capsys=capsys)
    assert status == 2 and "is not a notebook gaucho can read" in err


# ------------------------------------------------------------------ study files
DRAFT = {"players": 3, "phase": "draft", "round": 1, "rodeo": [1, 2, 3, 3, 4, 5, 6],
         "pastures": [["B4", "K8", "S9"], ["W11", "G3", "B7", None], ["K6", "S2", "W5", "G10"],
                      ["B12", "W9", None, None, None]]}


def study(**changes: Any) -> str:
    """A one-chapter study file (docs/study-format.md) with some fields changed."""
    data: dict[str, Any] = {"format": "gaucho-study", "version": 1, "title": "Draft",
                            "chapters": [{"position": DRAFT, "line": [{"decision": "take 5 6"}]}]}
    data.update(changes)
    return json.dumps(data)


def handout_of(text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
               *lang: str) -> str:
    """The one error line of ``gaucho handouts`` given this study file (nothing written)."""
    source = tmp_path / "lesson.json"
    source.write_text(text, encoding="utf-8")
    status, out, err = run(*lang, "handouts", str(source), "-o", str(tmp_path / "out"),
                           capsys=capsys)
    assert (status, out) == (2, "") and err.count("\n") == 1
    assert not (tmp_path / "out").exists()
    err = err.replace("\xa0", " ")  # French puts a (no-break) space before a colon
    assert err.startswith(("gaucho: ", "gaucho : "))
    return err.split(str(source), 1)[1].removeprefix(" :").removeprefix(":").strip()


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("not json", (), "study, field (file): the study is not valid JSON (line 1, column 1): a "
     "value (text in double quotes, a number, true, false, null, a list or an object) is "
     "missing or misspelled there"),
    ('{"title": "x"\n "chapters": []}', (), "study, field (file): the study is not valid JSON "
     "(line 2, column 2): a comma (,) is missing there, between two entries"),
    ('{"title": "x",}', ("--lang", "de"), "Studie, Feld (Datei): die Studie ist kein gültiges "
     "JSON (Zeile 1, Spalte 15): dort wird ein Feldname in doppelten Anführungszeichen erwartet "
     "(ein Komma vor einer schließenden geschweiften Klammer ist zu viel)"),
    ("{} {}", ("--lang", "es"), "estudio, campo (archivo): el estudio no es JSON válido (línea "
     "1, columna 4): el estudio termina antes de ahí: algo lo sigue"),
    ("[1]", ("--lang", "fr"), "étude, champ (fichier) : une étude est un objet JSON"),
])
def test_a_study_file_that_is_not_json_says_where_in_the_language(
        text: str, lang: tuple[str, ...], expected: str, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    assert handout_of(text, tmp_path, capsys, *lang) == expected


@pytest.mark.parametrize(("text", "expected"), [
    (study(version=True), "study, field version: must be a whole number"),
    (study(version=1.0), "study, field version: must be a whole number"),
    (study(rules=["R-DICE-3", "R-DICE-93"]), "study, field rules[1]: unknown rule ID "
     "'R-DICE-93': the rulebook has no such rule (did you mean R-DICE-3, R-NODICE-3, "
     "R-DICE-5?)"),
    (study(rules=["R-ZZZZZZ-99"]), "study, field rules[0]: unknown rule ID 'R-ZZZZZZ-99': "
     "the rulebook has no such rule"),
    (study(chapters=[{"position": DRAFT, "expect_illegal": [
        {"decision": "take 1 1", "rule_id": "R-DICE-93"}]}]),
     "chapter 1, field expect_illegal[0].rule_id: unknown rule ID 'R-DICE-93': the rulebook "
     "has no such rule (did you mean R-DICE-3, R-NODICE-3, R-DICE-5?)"),
])
def test_a_study_file_refuses_a_true_version_and_unknown_rule_ids(
        text: str, expected: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert handout_of(text, tmp_path, capsys) == expected


def test_a_study_file_that_is_not_there_is_named_in_words(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _out, err = run("--lang", "de", "handouts", str(tmp_path / "none.JSON"),
                            capsys=capsys)
    assert status == 2
    assert err == (f"gaucho: {tmp_path / 'none.JSON'} ist nicht verwendbar: diese Datei oder "
                   "diesen Ordner gibt es nicht\n")


# ------------------------------------------------------------------ app
@pytest.mark.parametrize(("argv", "line"), [
    (("app", "--port", "0"), "gaucho app: error: argument --port: 0 is too small (at least 1)"),
    (("app", "--port", "70000"),
     "gaucho app: error: argument --port: 70000 is too large (at most 65535)"),
    (("app", "--port", "\u0663"),  # ARABIC-INDIC DIGIT THREE, int() reads 3
     "gaucho app: error: argument --port: '\u0663' is not a whole number"),
    (("app", "--port", " 8866"), "gaucho app: error: argument --port: ' 8866' is not a whole "
                                 "number"),
    (("app", "--cull-idle", "-5"),
     "gaucho app: error: argument --cull-idle: -5 is too small (at least 0)"),
    (("app", "--cull-idle", "\uff16\uff10"),  # FULLWIDTH 60
     "gaucho app: error: argument --cull-idle: '\uff16\uff10' is not a whole number"),
    (("--lang", "de", "app", "--port", "70000"),
     "gaucho app: Fehler: Argument --port: 70000 ist zu groß (höchstens 65535)"),
    (("--lang", "fr", "app", "--cull-idle", "-5"),
     "gaucho app\xa0: erreur\xa0: argument --cull-idle\xa0: -5 est trop petit (au moins 0)"),
])
def test_app_refuses_a_port_or_idle_seconds_naming_the_option(
        argv: tuple[str, ...], line: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Usage errors argparse words (status 2, after the usage line), as gaucho simulate's;
    no Voilà command is printed, even with --dry-run."""
    status, out, err = run(*argv, "--dry-run", capsys=capsys)
    assert (status, out) == (cli.USAGE_ERROR, "")
    assert err.startswith("usage: " if "--lang" not in argv else "")
    assert err.splitlines()[-1] == line


@pytest.mark.parametrize("host", ["999.0.0.1", "1.2.3.4.5", "::zz"])
def test_app_refuses_an_address_it_cannot_listen_on(host: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run("app", "--host", host, capsys=capsys)
    assert status == cli.USAGE_ERROR and out == ""
    assert err.startswith(f"gaucho: cannot listen on {host} port 8866: ")


def test_app_masks_its_token_and_keeps_it_out_of_the_arguments(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    calls: list[tuple[list[str], dict[str, Any]]] = []

    def call(command: list[str], cwd: Path) -> int:
        config = next(Path(c.split("=", 1)[1]) for c in command
                      if c.startswith("--Voila.config_file_paths="))
        calls.append((command, json.loads((config / "voila.json").read_text())))
        assert (config / "voila.py").read_text().count("log_request") == 2
        assert config.stat().st_mode & 0o077 == 0, "the token is for this user only"
        return 0

    monkeypatch.setattr(cli, "_run_server", call)
    status, out, _err = run("app", "--port", "9003", "--token", "s3cret-class", capsys=capsys)
    assert status == 0
    assert "http://127.0.0.1:9003/?token=..." in out and "s3cret" not in out
    [(command, settings_)] = calls
    assert not any("s3cret" in part for part in command)
    assert settings_["Voila"]["token"] == "s3cret-class"
    assert settings_["VoilaExecutor"] == {
        "iopub_timeout": cli.APP_IOPUB_TIMEOUT, "raise_on_iopub_timeout": True,
        "cell_timeout_instruction": "The server is too busy to start the app right now. "
                                    "Reload the page in a minute."}


# ------------------------------------------------------------------ fuzz
WORDS = st.sampled_from([
    "lab", "app", "simulate", "rules", "handouts", "--lang", "es", "xx", "--games", "0",
    "-1", str(10**30), "1e3", "--players", "9", "--bots", "nope", "random", "--seed", "abc",
    "--out", "a.csv", "a.txt", "--table", "sales", "--workers", "0", "--start", "3",
    "--time-limit", "--host", "999.0.0.1", "--port", "0", "70000", "--token", "",
    "--cull-idle", "--dry-run", "--variant", "R-STEAL-1", "steal", "EX-SORT", "EX-NOPE",
    "R-END-1 to R-END-1000000000", "\ud800", "-o", "--", "-x", "=", "--lang=fr"])


@settings(max_examples=250, deadline=None, suppress_health_check=[
    HealthCheck.function_scoped_fixture])
@given(argv=st.lists(WORDS | st.text(max_size=12), max_size=8))
def test_fuzz_the_command_line_ends_cleanly(argv: list[str], tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Any words: a clean exit status and no traceback.  Bounded: at most 8 words; what
    would start a server, JupyterLab or a long run is stopped once its arguments are read
    (``rules`` runs for real)."""
    ran: list[str] = []

    def stop(args: Any) -> int:
        ran.append(args.command)
        return 0

    with pytest.MonkeyPatch.context() as patch:
        for name in ("cmd_lab", "cmd_app", "cmd_simulate", "cmd_handouts"):
            patch.setattr(cli, name, stop)
        patch.chdir(tmp_path)
        try:
            status = cli.main(argv)
        except SystemExit as done:  # --help, --version
            status = int(done.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    assert status in (0, 1, 2, cli.INTERRUPTED)
    if status:
        assert (err + out).strip(), "a failure says why"


def test_a_page_past_the_iopub_timeout_says_the_server_is_busy(tmp_path: Path) -> None:
    """With gaucho app's configuration Voilà waits APP_IOPUB_TIMEOUT seconds for a cell's
    output, then raises instead of leaving the page empty, and the page shows APP_BUSY."""
    pytest.importorskip("voila")
    import nbformat
    from voila.app import Voila
    from voila.execute import VoilaExecutor

    config = cli.write_app_config(tmp_path, token=None)
    app = Voila()
    command = cli.app_command(Path("explorer.ipynb"), host="127.0.0.1", port=8866,
                              cull_idle=0, config_dir=config)
    app.parse_command_line(command[4:])
    app.load_config_file("voila", path=app.config_file_paths)
    executor = VoilaExecutor(nbformat.v4.new_notebook(), km=None, config=app.config)
    assert (executor.iopub_timeout, executor.raise_on_iopub_timeout) == (
        cli.APP_IOPUB_TIMEOUT, True)
    cell = nbformat.v4.new_code_cell("make_app()")
    executor.show_code_cell_timeout(cell)
    [output] = cell.outputs
    assert output["output_type"] == "error"
    assert output["traceback"][0].endswith(
        "The server is too busy to start the app right now. Reload the page in a minute.")
