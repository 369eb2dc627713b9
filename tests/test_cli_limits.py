"""The limits of the command's number options as a user meets them: ``python -m gaucho``
run as typed, the refusal's exact line, its limits in plain digits the user can type back
(never "1,000,000,000,000"), and ``gaucho app --cull-idle`` bounded to a day."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gaucho import cli


def gaucho(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "200"}  # argparse wraps help to the terminal's width
    return subprocess.run([sys.executable, "-m", "gaucho", *argv], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300, check=False)


@pytest.mark.parametrize(("argv", "line"), [
    (("app", "--cull-idle", "86401"),
     "gaucho app: error: argument --cull-idle: 86401 is too large (at most 86400)"),
    (("app", "--cull-idle", "1000000"),
     "gaucho app: error: argument --cull-idle: 1000000 is too large (at most 86400)"),
    (("app", "--port", "70000"),
     "gaucho app: error: argument --port: 70000 is too large (at most 65535)"),
    (("simulate", "--games", "1000000000001", "--out", "x.csv"),
     "gaucho simulate: error: argument --games: 1000000000001 is too large (at most "
     "1000000000000)"),
    (("--lang", "es", "simulate", "--games", "1000000000001", "--out", "x.csv"),
     "gaucho simulate: error: argumento --games: 1000000000001 es demasiado grande (como "
     "máximo 1000000000000)"),
    (("--lang", "de", "app", "--cull-idle", "86401"),
     "gaucho app: Fehler: Argument --cull-idle: 86401 ist zu groß (höchstens 86400)"),
    (("--lang", "fr", "app", "--port", "70000"),
     "gaucho app\xa0: erreur\xa0: argument --port\xa0: 70000 est trop grand (au plus 65535)"),
])
def test_a_number_past_its_limit_is_a_usage_error_with_the_limit_in_plain_digits(
        argv: tuple[str, ...], line: str, tmp_path: Path) -> None:
    done = gaucho(*argv, "--dry-run" if "app" in argv else "--quiet", cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, "")
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert lines[-1] == line
    assert lines[0].startswith(("usage: ", "uso: ", "utilisation", "Aufruf"))
    assert list(tmp_path.iterdir()) == []  # no CSV file, no Voilà folder


def test_the_limit_a_refusal_names_is_accepted_when_typed_back(tmp_path: Path) -> None:
    refused = gaucho("app", "--cull-idle", "86401", "--dry-run", cwd=tmp_path)
    most = refused.stderr.splitlines()[-1].rsplit("at most ", 1)[1].rstrip(")")
    assert most == str(cli.MAX_CULL_IDLE) == "86400"
    pytest.importorskip("voila")  # --dry-run prints the Voilà command only with Voilà there
    done = gaucho("app", "--cull-idle", most, "--dry-run", cwd=tmp_path)
    assert (done.returncode, done.stderr) == (0, "")
    assert " --MappingKernelManager.cull_idle_timeout=86400 " in done.stdout
    assert " --MappingKernelManager.cull_interval=60 " in done.stdout


def test_app_help_says_the_bound_of_cull_idle(tmp_path: Path) -> None:
    done = gaucho("app", "--help", cwd=tmp_path)
    assert done.returncode == 0
    told = [line for line in done.stdout.splitlines() if "--cull-idle SECONDS " in line]
    assert told == ["  --cull-idle SECONDS  shut down the app of a closed page after this "
                    "many idle seconds, to free its memory; at most 86400 (a day), 0 never "
                    "(default: 600)"]
