"""The wheel, built offline and installed WITHOUT extras into a fresh venv, works as promised.

It carries the rulebook, the lessons and the app notebook; ``gaucho`` runs; a game plays;
no top-level ``widgets`` package is installed; a feature whose extra is missing says which
extra to install.  Nothing is downloaded: the wheel is built with this environment's
setuptools (``--no-build-isolation``) and installed with ``--no-index --no-deps``.
"""

from __future__ import annotations

import email
import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

import gaucho
from gaucho import rules

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.slow


def _copy_sources(dest: Path) -> Path:
    """What the build reads, in a scratch folder (a stale build/ here cannot leak in)."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, dest / name)
    for folder in ("gaucho", "widgets"):
        shutil.copytree(ROOT / folder, dest / folder, ignore=ignore)
    (dest / "notebooks").mkdir()
    for nb in [*(ROOT / "notebooks").glob("*.ipynb"),
               *(ROOT / "notebooks").glob("[a-z][a-z]/*.ipynb")]:  # + translated lessons
        copy = dest / "notebooks" / nb.relative_to(ROOT / "notebooks")
        copy.parent.mkdir(exist_ok=True)
        shutil.copy2(nb, copy)
    return dest


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "PIP_", "VIRTUAL_ENV"))}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = _copy_sources(tmp_path_factory.mktemp("src"))
    dist = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "--no-index", "-q", "-w", str(dist), str(src)],
                   check=True, env=_clean_env(), cwd=dist)
    [built] = dist.glob("gaucho-*.whl")
    return built


@pytest.fixture(scope="module")
def fresh_venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new venv holding only the gaucho wheel (no extras, no pip of its own)."""
    where = tmp_path_factory.mktemp("venv")
    venv.EnvBuilder(with_pip=False, clear=True).create(where)
    python = where / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", "--no-index", str(wheel)], check=True, env=_clean_env())
    return where


def _run(venv_dir: Path, *argv: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    exe = argv[0] if argv[0].startswith("/") else str(venv_dir / "bin" / argv[0])
    done = subprocess.run([exe, *argv[1:]], capture_output=True, text=True, env=_clean_env(),
                          cwd=venv_dir, check=False)
    if check:
        assert done.returncode == 0, done.stderr
    return done


def _py(venv_dir: Path, code: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return _run(venv_dir, "python", "-c", code, check=check)


# ---------------------------------------------------------------- what the wheel holds
def test_wheel_holds_the_package_the_rulebook_and_the_lessons(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "gaucho/data/RULES.md" in names
    assert "gaucho/py.typed" in names
    lessons = {Path(n).name for n in names if n.startswith("gaucho/lessons/")}
    assert lessons == {p.name for p in (ROOT / "notebooks").glob("*.ipynb")}
    assert "explorer.ipynb" in lessons and "00-tour.ipynb" in lessons
    translated = {n.removeprefix("gaucho/lessons/") for n in names
                  if n.startswith(("gaucho/lessons/es/", "gaucho/lessons/fr/",
                                   "gaucho/lessons/de/"))}
    assert translated == {str(p.relative_to(ROOT / "notebooks")).replace("\\", "/")
                          for p in (ROOT / "notebooks").glob("[a-z][a-z]/*.ipynb")}
    assert "es/00-tour.ipynb" in translated and "fr/03-turn.ipynb" in translated
    # every module of the source tree, and no generic top-level "widgets"
    modules = {str(p.relative_to(ROOT)) for p in (ROOT / "gaucho").rglob("*.py")}
    modules |= {"gaucho/widgets/" + p.name for p in (ROOT / "widgets").glob("*.py")}
    assert modules <= names, sorted(modules - names)
    assert not any(n.startswith("widgets/") for n in names)
    assert {n.split("/")[0] for n in names} == {"gaucho", wheel.name.split("-py3")[0]
                                                + ".dist-info"}
    for asset in (ROOT / "widgets").glob("*.[jc]s*"):
        assert "gaucho/widgets/" + asset.name in names
    # every file the package reads at run time (data, examples, translations, …)
    data = {str(p.relative_to(ROOT)) for p in (ROOT / "gaucho").rglob("*")
            if p.is_file() and "__pycache__" not in p.parts
            and p.suffix not in (".pyc", ".po", ".pot")}
    assert data <= names, sorted(data - names)


def test_wheel_metadata(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as zf:
        info = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        meta = email.message_from_bytes(zf.read(info))
        assert any(n.endswith(".dist-info/licenses/LICENSE") for n in zf.namelist())
        entry_points = zf.read(info.replace("METADATA", "entry_points.txt")).decode()
    assert meta["Name"] == "gaucho" and meta["Version"] == gaucho.__version__
    assert meta["License-Expression"] == "MIT"
    assert meta["Requires-Python"] == ">=3.11"
    assert "gaucho developers" in meta["Author"]
    assert meta["Keywords"] and meta["Summary"]
    assert "El Gaucho" in meta.get_payload(), "the README is the long description"
    assert any("github.com/gaucho-rules/gaucho" in u for u in meta.get_all("Project-URL"))
    assert len(meta.get_all("Classifier")) >= 8
    extras = set(meta.get_all("Provides-Extra"))
    assert {"diagrams", "widgets", "notebooks", "app", "workshop", "cluster", "docs", "test",
            "dev"} <= extras
    assert not [r for r in meta.get_all("Requires-Dist") if "extra ==" not in r], \
        "the core has no dependencies"
    assert "gaucho = gaucho.cli:main" in entry_points


# ---------------------------------------------------------------- installed without extras
def test_command_line_works_without_extras(fresh_venv: Path) -> None:
    assert _run(fresh_venv, "gaucho", "--version").stdout.strip() == (
        f"gaucho {gaucho.__version__}")
    shown = _run(fresh_venv, "gaucho", "rules", "R-DICE-3").stdout
    assert shown == str(rules.get("R-DICE-3")) + "\n"
    bad = _run(fresh_venv, "gaucho", "rules", "R-NOPE-1", check=False)
    assert bad.returncode == 1 and "R-NOPE-1" in bad.stderr and "Traceback" not in bad.stderr


def test_a_seeded_game_and_the_rulebook_without_extras(fresh_venv: Path) -> None:
    code = ("import gaucho, gaucho.rules, json\n"
            "g = gaucho.Game.new(players=3, seed=1)\n"
            "while not g.is_over:\n"
            "    g.play(g.legal_actions()[0])\n"
            "print(json.dumps({'file': gaucho.__file__, 'winners': list(g.winners),\n"
            "                  'pesos': list(g.pesos), 'rules': len(gaucho.rules.ids())}))\n")
    import json

    result = json.loads(_py(fresh_venv, code).stdout)
    assert str(fresh_venv) in result["file"], "the installed copy, not the checkout"
    game = gaucho.Game.new(players=3, seed=1)
    while not game.is_over:
        game.play(game.legal_actions()[0])
    assert result["pesos"] == list(game.pesos) and result["winners"] == list(game.winners)
    assert result["rules"] == len(rules.ids())


def test_no_top_level_widgets_and_missing_extras_name_themselves(fresh_venv: Path) -> None:
    plain = _py(fresh_venv, "import widgets", check=False)
    assert plain.returncode != 0 and "No module named 'widgets'" in plain.stderr
    cases = {
        "import gaucho.widgets": "pip install 'gaucho[widgets]'",
        "import gaucho, gaucho.views.mpl as m; m.board(gaucho.Game.new(players=2, seed=1))":
            "pip install 'gaucho[diagrams]'",
        "from gaucho.views.phase_graph import flow_svg; flow_svg()":
            "pip install 'gaucho[diagrams]'",
        "from gaucho.workshop.simulation import simulate; "
        "simulate(games=1, players=2, workers=1, progress=True)":
            "pip install 'gaucho[workshop]'",
    }
    for code, hint in cases.items():
        done = _py(fresh_venv, code, check=False)
        assert done.returncode != 0, code
        assert hint in done.stderr, (code, done.stderr[-800:])
        assert "gaucho._extras.MissingExtra: " in done.stderr  # a ModuleNotFoundError


def test_lab_and_app_without_their_extras(fresh_venv: Path, tmp_path: Path) -> None:
    # the student copies need nbformat: the extra is named, and nothing is copied
    student = _run(fresh_venv, "gaucho", "lab", str(tmp_path / "lessons"), "--no-open",
                   check=False)
    assert student.returncode == 1 and "pip install 'gaucho[notebooks]'" in student.stderr
    assert not (tmp_path / "lessons").exists()
    copied = _run(fresh_venv, "gaucho", "lab", str(tmp_path / "lessons"), "--teacher",
                  "--no-open")
    assert "Copied" in copied.stdout
    assert (tmp_path / "lessons" / "00-tour.ipynb").exists()
    assert (tmp_path / "lessons" / "es" / "00-tour.ipynb").exists()
    assert (tmp_path / "lessons" / "fr" / "01-setup.ipynb").exists()
    lab = _run(fresh_venv, "gaucho", "lab", str(tmp_path / "lessons"), check=False)
    assert lab.returncode == 1 and "pip install 'gaucho[notebooks]'" in lab.stderr
    app = _run(fresh_venv, "gaucho", "app", check=False)
    assert app.returncode == 1 and "pip install 'gaucho[app]'" in app.stderr
    assert "Traceback" not in student.stderr + lab.stderr + app.stderr


# ---------------------------------------------------------------- gaucho._extras
def test_require_names_the_extra_and_stays_an_import_error() -> None:
    from gaucho._extras import EXTRAS, MissingExtra, require

    assert require("json", extra="diagrams").__name__ == "json"
    with pytest.raises(ModuleNotFoundError) as caught:
        require("gaucho_no_such_module.sub", extra="cluster")
    err = caught.value
    assert isinstance(err, MissingExtra) and err.extra == "cluster"
    assert err.name == "gaucho_no_such_module.sub"
    assert str(err) == ("Running simulations on a Dask cluster needs the Python package "
                        "'gaucho_no_such_module', which is not installed. Install it with: "
                        "pip install 'gaucho[cluster]'")
    import tomllib

    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "project"]["optional-dependencies"]
    for extra in EXTRAS:
        assert extra in declared, f"pyproject.toml does not declare the extra {extra!r}"


def test_require_lets_a_broken_library_raise_its_own_error(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    from gaucho._extras import MissingExtra, require

    (tmp_path / "gaucho_broken_lib.py").write_text("import gaucho_missing_dependency_xyz\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ModuleNotFoundError) as caught:
        require("gaucho_broken_lib", extra="diagrams")
    assert not isinstance(caught.value, MissingExtra)
    assert caught.value.name == "gaucho_missing_dependency_xyz"


# ---------------------------------------------------------------- one version, learner installs
def test_the_version_is_declared_once_and_cited_everywhere() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "version" not in project and "version" in project["dynamic"]
    citation = (ROOT / "CITATION.cff").read_text(encoding="utf-8")
    assert f'\nversion: "{gaucho.__version__}"\n' in citation
    assert "cff-version: 1.2.0" in citation and "gaucho developers" in citation
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert "## [Unreleased]" in changelog and f"## [{gaucho.__version__}]" in changelog
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_lint_tools_are_pinned_to_exact_versions() -> None:
    import tomllib

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "project"]["optional-dependencies"]
    pins = {req.split("==")[0]: req for req in extras["lint"]}
    assert set(pins) >= {"ruff", "mypy"}
    assert all("==" in req for req in pins.values()), pins
    assert "gaucho[test,lint]" in extras["dev"]


def test_learners_get_the_lessons_not_the_developer_tools() -> None:
    env = (ROOT / "environment.yml").read_text(encoding="utf-8")
    assert "-e .[notebooks]" in env and "[dev]" not in env.replace("'.[dev]'", "")
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    lab = makefile.split("\nlab:", 1)[1].split("\n\n", 1)[0]
    assert "$(LEARNER_STAMP)" in lab and "$(PIP) install -e '.[notebooks]'" in makefile
    assert "\ntest: venv" in makefile and "$(PIP) install -e '.[dev]'" in makefile
    # make test builds the site once, where make docs does (tests/test_docs.py's fixture)
    test = makefile.split("\ntest:", 1)[1].split("\n\n", 1)[0]
    assert "GAUCHO_DOCS_OUT=$(CURDIR)/docs/_build/html $(PY) -m pytest" in test
    assert "docs docs/_build/html" in makefile.split("\ndocs:", 1)[1].split("\n\n", 1)[0]
    assert "-W --keep-going" in makefile.split("\ndocs:", 1)[1].split("\n\n", 1)[0]


def test_binder_opens_the_lessons() -> None:
    post_build = ROOT / "binder" / "postBuild"
    assert os.access(post_build, os.X_OK)
    assert "'.[notebooks,app]'" in post_build.read_text(encoding="utf-8")
    assert (ROOT / "binder" / "runtime.txt").read_text(encoding="utf-8").strip() == "python-3.11"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "mybinder.org/v2/gh/gaucho-rules/gaucho/main?urlpath=lab/tree/notebooks/" in readme
