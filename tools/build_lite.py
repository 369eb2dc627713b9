"""Build the zero-install site: JupyterLite with the lessons and the explorer app, offline.

    python tools/build_lite.py      # -> build/lite/; serve it with python3 build/lite/serve.py

Everything is downloaded here, at build time, and cached under build/lite-cache/ so that a
rebuild only re-copies the notebooks and the gaucho wheel:

- the build tools (lite/build-requirements.txt) go into their own venv, build/lite-venv, so
  their pins never meet the project's test dependencies;
- Pyodide's core (interpreter + standard library) comes from the npm package ``pyodide``;
- every Python package the browser needs is a pure wheel from PyPI
  (lite/browser-requirements.txt), plus the kernel's stub wheels and the gaucho wheel built
  from this checkout.

The site's ``pyodide-lock.json`` is rewritten to list exactly the shipped wheels (with their
own sha256, which Pyodide checks), PyPI fallback is disabled and every package is preloaded
when the kernel starts, so the browser never asks anything of the internet.

For a fast start (the page reopened from the browser's cache, benchmarks/lite.py): the
standard library and every wheel get their bytecode, compiled once by the site's own Pyodide
under Node (lite/precompile.py, cached by input hash); jedi's stubs for packages the site does
not have are dropped; JupyterLite's service worker is patched to leave ordinary requests to
the browser (so it can keep the compiled interpreter); a small extension of the site's own
(lite/labextension) starts the opened notebook's kernel while JupyterLab itself starts and
runs the explorer app once it is open; and the site carries its own server, serve.py
(tools/serve_lite.py), which sends caching headers that stay right across rebuilds.

The cache is checked both ways: a compiled file enters it only as a whole, valid zip that
holds every member of its input (written under a temporary name, then renamed), and a cached
file (a compiled one or a downloaded wheel) that is not a valid zip is thrown away and made
again. Builds of one checkout take turns (a lock file in build/), so two at the same time
never write the same files.

Whatever is in notebooks/*.ipynb (and notebooks/es/ ...) at build time goes into the site,
as the student copies a class gets (:func:`gaucho.handouts.make_handout`, what ``gaucho lab``
writes: code exercises emptied, their checks a fingerprint, no answer keys, no hidden check
cells); ``--teacher`` builds a site of the teacher notebooks, answers included, for the
teacher alone. The explorer app's copy has its code collapsed and its stored widget outputs
removed (they need a live kernel).
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import fcntl
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from packaging.markers import default_environment
from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parents[1]
LITE = ROOT / "lite"
BUILD = ROOT / "build"
OUT = BUILD / "lite"
CACHE = BUILD / "lite-cache"
VENV = BUILD / "lite-venv"
LITE_DIR = BUILD / "lite-src"        # jupyterlite's --lite-dir (config + static/pyodide)
CONTENTS = BUILD / "lite-contents"   # the files shown in the site's file browser
EXTENSION = BUILD / "lite-extension"  # lite/labextension, laid out as a built extension

#: The Pyodide release that jupyterlite-pyodide-kernel 0.8.6 expects (its default URL).
PYODIDE_NPM = "pyodide@314.0.6"
PYTHON_VERSION = "3.14"
KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"
KERNEL_STUBS = ("pyodide_kernel", "piplite", "ipykernel", "widgetsnbextension-4")
APP_NOTEBOOK = "explorer.ipynb"
STDLIB_ZIP = "python_stdlib.zip"
#: In jupyterlite-core 0.8.6's service-worker.js: GET requests go through the worker's own
#: fetch; the patch lets the browser handle them when the worker's cache is off (the default).
SERVICE_WORKER_FETCH = ("shouldDrop(t,a)||(n=maybeFromCache(e))",
                        "shouldDrop(t,a)||!enableCache||(n=maybeFromCache(e))")
PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)",
                      "language": "python"}
#: Apps of the site: JupyterLab (lessons) and the plain notebook view (the app).
APPS = ("lab", "notebooks")


def run(cmd: list[str | Path], **kw: object) -> None:
    print("  $", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)  # type: ignore[call-overload]


def build_venv() -> Path:
    """build/lite-venv with the pinned build tools; reinstalled when the pins change."""
    reqs = LITE / "build-requirements.txt"
    stamp = VENV / ".installed"
    py = VENV / "bin" / "python"
    if stamp.exists() and stamp.read_text() == reqs.read_text():
        return py
    if not py.exists():
        run([sys.executable, "-m", "venv", VENV])
    run([py, "-m", "pip", "install", "-q", "--disable-pip-version-check",
         "--cache-dir", CACHE / "pip", "-r", reqs])
    stamp.write_text(reqs.read_text())
    return py


def pyodide_core(dest: Path) -> dict[str, object]:
    """Unpack npm's pyodide package into ``dest``; return its upstream lock file."""
    npm_dir = CACHE / "npm"
    npm_dir.mkdir(parents=True, exist_ok=True)
    name, version = PYODIDE_NPM.rsplit("@", 1)
    tgz = npm_dir / f"{name}-{version}.tgz"
    if not tgz.exists():
        npm = shutil.which("npm")
        if npm is None:
            sys.exit("build_lite: npm is needed once to fetch Pyodide (apt-get install npm)")
        run([npm, "pack", "--silent", PYODIDE_NPM], cwd=npm_dir, stdout=subprocess.DEVNULL)
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    with tarfile.open(tgz) as tar:
        for member in tar.getmembers():
            rel = Path(member.name).relative_to("package")
            # source maps and the demo consoles are not needed by the site
            if not member.isfile() or rel.suffix == ".map" or rel.name.startswith("console"):
                continue
            src = tar.extractfile(member)
            assert src is not None
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            (dest / rel).write_bytes(src.read())
    upstream: dict[str, object] = json.loads((dest / "pyodide-lock.json").read_text())
    return upstream


def browser_wheels(venv_py: Path) -> list[Path]:
    """The pinned pure-Python wheels for Pyodide, downloaded once into the cache."""
    wheels = CACHE / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    found: list[Path] = []
    for line in (LITE / "browser-requirements.txt").read_text().splitlines():
        spec = line.split("#", 1)[0].strip()
        if not spec:
            continue
        req = Requirement(spec)
        have = [w for w in wheels.glob("*.whl") if _wheel_matches(w, req) and _sound(w)]
        if not have:
            run([venv_py, "-m", "pip", "download", "-q", "--disable-pip-version-check",
                 "--no-deps", "--only-binary=:all:", "--python-version", PYTHON_VERSION,
                 "--implementation", "py", "--abi", "none", "--platform", "any",
                 "--cache-dir", CACHE / "pip", "-d", wheels, spec])
            have = [w for w in wheels.glob("*.whl") if _wheel_matches(w, req)]
        if not have:
            sys.exit(f"build_lite: no pure wheel for {spec}")
        found.append(have[0])
    return found


def _wheel_matches(wheel: Path, req: Requirement) -> bool:
    name, version, _, _ = parse_wheel_filename(wheel.name)
    return name == canonicalize_name(req.name) and req.specifier.contains(version,
                                                                          prereleases=True)


def kernel_stub_wheels() -> list[Path]:
    """The kernel's own wheels, shipped inside the jupyterlite-pyodide-kernel extension."""
    pypi = (VENV / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
            / "static/pypi")
    stubs = [w for w in sorted(pypi.glob("*.whl")) if w.name.startswith(KERNEL_STUBS)]
    if len(stubs) != len(KERNEL_STUBS):
        sys.exit(f"build_lite: expected the kernel wheels {KERNEL_STUBS} in {pypi}")
    return stubs


def gaucho_wheel(venv_py: Path, dest: Path) -> Path:
    """Build the gaucho wheel from a clean copy of the checkout (no stale build/lib)."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(ROOT, src, ignore=_not_in_wheel_build)
        run([venv_py, "-m", "pip", "wheel", "-q", "--disable-pip-version-check", "--no-deps",
             "--cache-dir", CACHE / "pip", "-w", Path(tmp) / "dist", src])
        (built,) = (Path(tmp) / "dist").glob("gaucho-*.whl")
        return Path(shutil.copy2(built, dest / built.name))


_SKIP_TOP = {".git", ".venv", "build", "dist", "handouts", "node_modules", ".mypy_cache",
             ".ruff_cache", ".pytest_cache", ".hypothesis", ".jupyterlite.doit.db"}


def _not_in_wheel_build(folder: str, names: list[str]) -> set[str]:
    """What the wheel build must not see: caches, venvs, old build output (stale modules)."""
    top = Path(folder) == ROOT
    return {n for n in names if n == "__pycache__" or n.endswith((".pyc", ".egg-info"))
            or (top and n in _SKIP_TOP)}


def precompile(pyodide_dir: Path, names: list[str]) -> None:
    """Give the standard library and every wheel their bytecode (lite/precompile.py), compiled
    by the site's own Pyodide under Node. Pyodide never writes bytecode, so without this every
    page start compiled each imported module again (most of the Python part of a start).
    Compiled files are cached by the sha256 of their input: a rebuild compiles only gaucho.
    What enters the cache and what comes out of it is checked (:func:`compiled_copy`)."""
    cache = CACHE / f"compiled-{PYODIDE_NPM.replace('@', '-')}"
    cache.mkdir(parents=True, exist_ok=True)
    cached = {name: cache / f"{file_digest(pyodide_dir / name)}-{name}" for name in names}
    todo = {name: path for name, path in cached.items() if not _sound(path)}
    if todo:
        node = shutil.which("node")
        if node is None:
            sys.exit("build_lite: Node is needed to compile the site's Python files "
                     "(apt-get install nodejs)")
        run([node, LITE / "precompile.mjs", pyodide_dir, *todo])
        for name, path in todo.items():
            store(compiled_copy(pyodide_dir / name, pyodide_dir / f"{name}.new"), path)
    for name, path in cached.items():
        shutil.copy2(path, pyodide_dir / name)


def file_digest(path: Path) -> str:
    """The cache key of a file: the start of its sha256."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def _sound(path: Path) -> bool:
    """Whether ``path`` is a whole, valid zip (every member's CRC checked); a cached file that
    is not is deleted, so it is made again instead of handed to every later build."""
    if not path.exists():
        return False
    try:
        with zipfile.ZipFile(path) as zf:
            if zf.testzip() is None:
                return True
    except (zipfile.BadZipFile, zlib.error, OSError, EOFError, ValueError):
        pass
    print(f"build_lite: {path.name} in the cache is damaged; making it again")
    path.unlink(missing_ok=True)
    return False


def compiled_copy(source: Path, compiled: Path) -> Path:
    """``compiled``, checked against its input ``source``: a valid zip holding every member
    of ``source`` (the bytecode is added, nothing is dropped); the build stops otherwise."""
    if not _sound(compiled):
        sys.exit(f"build_lite: compiling {source.name} gave no valid zip")
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(compiled) as zout:
        missing = set(zin.namelist()) - set(zout.namelist())
    if missing:
        sys.exit(f"build_lite: compiling {source.name} lost {len(missing)} members, "
                 f"e.g. {sorted(missing)[0]}")
    return compiled


def store(source: Path, target: Path) -> None:
    """Move ``source`` to ``target`` atomically: under a temporary name beside ``target``
    first, then renamed, so a reader never sees half a file."""
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    shutil.move(source, tmp)
    os.replace(tmp, target)


@contextlib.contextmanager
def build_lock() -> Iterator[None]:
    """One build of this checkout at a time: a second one waits for the first (they share
    build/lite-src, build/lite-cache and the output)."""
    BUILD.mkdir(exist_ok=True)
    with open(BUILD / "lite-build.lock", "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print("lite: another build of this checkout is running; waiting for it")
            fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


#: Third-party stubs that jedi (tab completion) ships for packages the site does not have:
#: thousands of small files Pyodide would unpack at every start (about 0.9 s), never used.
JEDI_UNUSED_STUBS = ("jedi/third_party/django-stubs/", "jedi/third_party/typeshed/stubs/")


def trim_jedi(wheel: Path, shipped: set[str]) -> None:
    """Drop from jedi's wheel the typeshed stubs of packages that are not shipped (the stubs
    of shipped ones, e.g. networkx, and the standard library's stay), and fix its RECORD."""
    def unused(name: str) -> bool:
        if not name.startswith(JEDI_UNUSED_STUBS):
            return False
        if name.startswith("jedi/third_party/typeshed/stubs/"):
            dist = name.split("/")[4]
            return canonicalize_name(dist) not in shipped
        return True

    rewrite_wheel(wheel, unused)


def rewrite_wheel(wheel: Path, drop: Any) -> None:
    """Rewrite ``wheel`` without the members for which ``drop(name)`` is true (RECORD too)."""
    tmp = wheel.with_suffix(".tmp")
    with zipfile.ZipFile(wheel) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            if drop(info.filename):
                continue
            data = zin.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                rows = data.decode().splitlines(keepends=True)
                data = "".join(r for r in rows if not drop(r.split(",", 1)[0])).encode()
            zout.writestr(info, data)
    tmp.replace(wheel)


def patch_service_worker(out: Path) -> None:
    """JupyterLite's service worker (needed for the kernel's view of the files) re-fetches
    every request itself even with its cache off. Through it, the browser cannot keep
    Python's compiled interpreter (pyodide.asm.wasm) between visits, which cost 2-4 s per
    start: let it answer only what it must (the file API) and leave the rest to the browser."""
    worker = out / "service-worker.js"
    text = worker.read_text()
    if SERVICE_WORKER_FETCH[0] not in text:
        sys.exit("build_lite: service-worker.js is not the one of jupyterlite-core 0.8.6; "
                 "update SERVICE_WORKER_FETCH in tools/build_lite.py")
    worker.write_text(text.replace(*SERVICE_WORKER_FETCH))


def lock_entry(wheel: Path, shipped: set[str]) -> dict[str, object]:
    """One pyodide-lock.json package entry describing ``wheel`` as shipped."""
    name, version, _, _ = parse_wheel_filename(wheel.name)
    with zipfile.ZipFile(wheel) as zf:
        dist_info = next(n.split("/")[0] for n in zf.namelist()
                         if n.split("/")[0].endswith(".dist-info"))
        metadata = zf.read(f"{dist_info}/METADATA").decode()
        record = zf.read(f"{dist_info}/RECORD").decode()
    imports = sorted({_top_level(row[0]) for row in csv.reader(io.StringIO(record))
                      if row and _top_level(row[0])})
    env = {**default_environment(), "sys_platform": "emscripten", "platform_system":
           "Emscripten", "python_version": PYTHON_VERSION, "python_full_version":
           f"{PYTHON_VERSION}.0", "implementation_name": "cpython"}
    depends: list[str] = []
    for line in metadata.splitlines():
        if not line.startswith("Requires-Dist:"):
            continue
        try:
            req = Requirement(line.split(":", 1)[1].strip())
        except InvalidRequirement:
            continue
        if req.marker is not None and not req.marker.evaluate({**env, "extra": ""}):
            continue
        dep = canonicalize_name(req.name)
        if dep not in shipped:
            sys.exit(f"build_lite: {wheel.name} needs {req}, which is not shipped "
                     "(add it to lite/browser-requirements.txt)")
        depends.append(dep)
    return {"name": str(name), "version": str(version), "file_name": wheel.name,
            "install_dir": "site", "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package", "imports": imports, "depends": sorted(set(depends)),
            "unvendored_tests": False, "shared_library": False}


def _top_level(path: str) -> str:
    head = path.split("/", 1)[0]
    if head.endswith((".dist-info", ".data")) or head.startswith("_"):
        return ""
    if "/" in path:
        return head
    return head[:-3] if head.endswith(".py") else ""


def write_lock(pyodide_dir: Path, upstream: dict[str, object], wheels: list[Path]) -> list[str]:
    """Replace pyodide-lock.json by one that lists only the shipped wheels."""
    shipped = {str(parse_wheel_filename(w.name)[0]) for w in wheels}
    packages = {}
    for wheel in wheels:
        entry = lock_entry(wheel, shipped)
        packages[str(entry["name"])] = entry
    lock = {"info": upstream["info"], "packages": dict(sorted(packages.items()))}
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    return sorted(packages)


def write_config(packages: list[str]) -> None:
    """The site's jupyter-lite.json: local Pyodide, no PyPI, everything preloaded."""
    config = json.loads((LITE / "jupyter-lite.json").read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"][KERNEL_SETTINGS]
    settings["disablePyPIFallback"] = True
    settings["pyodideUrl"] = "./static/pyodide/pyodide.mjs"
    settings.setdefault("loadPyodideOptions", {})["packages"] = packages
    (LITE_DIR / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")


def site_extension() -> None:
    """The site's own JupyterLab extension (lite/labextension/remoteEntry.js: starts the
    kernel of the notebook in the page's address while JupyterLab starts, and runs the app
    once it is open), laid out as a built extension for ``jupyter lite build
    --LiteBuildConfig.federated_extensions``. Its file name carries a content hash, like
    every other extension's, so serve.py lets browsers keep it."""
    if EXTENSION.exists():
        shutil.rmtree(EXTENSION)
    (EXTENSION / "static").mkdir(parents=True)
    code = (LITE / "labextension" / "remoteEntry.js").read_bytes()
    entry = f"static/remoteEntry.{hashlib.sha256(code).hexdigest()[:16]}.js"
    (EXTENSION / entry).write_bytes(code)
    package = json.loads((LITE / "labextension" / "package.json").read_text())
    package["jupyterlab"]["_build"]["load"] = entry
    (EXTENSION / "package.json").write_text(json.dumps(package, indent=2) + "\n")


def site_notebook(path: Path, *, teacher: bool = False) -> dict[str, Any]:
    """The notebook at ``path`` as the site carries it: the student copy (no answers), or
    with ``teacher`` the teacher notebook as it is."""
    if teacher:
        return dict(json.loads(path.read_text(encoding="utf-8")))
    import nbformat

    from gaucho.handouts import make_handout, read_notebook

    return dict(json.loads(nbformat.writes(make_handout(read_notebook(path)))))


def collect_contents(*, teacher: bool = False) -> list[str]:
    """Copy notebooks/*.ipynb (and the rulebook) into the site's file browser, as student
    copies (or, ``teacher``, as they are); the translated lessons go into a folder per
    language (es/, fr/, de/) with their rulebook."""
    if CONTENTS.exists():
        shutil.rmtree(CONTENTS)
    CONTENTS.mkdir(parents=True)
    names = []
    notebooks = ROOT / "notebooks"
    for nb in sorted(notebooks.glob("*.ipynb")) + sorted(notebooks.glob("*/*.ipynb")):
        data = site_notebook(nb, teacher=teacher)
        if nb.name == APP_NOTEBOOK:
            data = app_notebook(data)
        # the site's only kernel; saves students a "select kernel" question
        data.setdefault("metadata", {})["kernelspec"] = PYODIDE_KERNELSPEC
        trust_outputs(data)
        rel = nb.relative_to(notebooks)
        (CONTENTS / rel).parent.mkdir(parents=True, exist_ok=True)
        (CONTENTS / rel).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        names.append(rel.as_posix())
    shutil.copy2(ROOT / "gaucho" / "data" / "RULES.md", CONTENTS / "RULES.md")
    for folder in sorted(p for p in CONTENTS.iterdir() if p.is_dir()):
        book = ROOT / "gaucho" / "data" / f"RULES.{folder.name}.md"
        if book.exists():
            shutil.copy2(book, folder / book.name)
    return names


def trust_outputs(data: dict[str, Any]) -> None:
    """Mark the stored outputs as trusted so the lessons show their board pictures (SVG)
    before anything runs; JupyterLab otherwise sanitises them to text. They are our own
    outputs, made by tools/build_notebooks.py."""
    for cell in data["cells"]:
        if cell["cell_type"] == "code":
            cell.setdefault("metadata", {})["trusted"] = True
            for output in cell.get("outputs", []):
                # one string per output, as a Jupyter server sends it: the site's JupyterLab
                # reads the file as it is, and drew a list of lines with commas between them
                for bundle in (output, output.get("data", {})):
                    for key, value in bundle.items():
                        if key != "application/json" and isinstance(value, list) and all(
                                isinstance(v, str) for v in value):
                            bundle[key] = "".join(value)


def app_notebook(data: dict[str, object]) -> dict[str, object]:
    """The explorer for the site: code collapsed, no stale widget outputs, and marked to run
    when opened (by the site's extension, lite/labextension), so the app shows by itself."""
    cells = data["cells"]
    assert isinstance(cells, list)
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        cell["outputs"] = []
        cell["execution_count"] = None
        meta = cell.setdefault("metadata", {})
        meta.setdefault("jupyter", {})["source_hidden"] = True
    metadata = data.setdefault("metadata", {})
    assert isinstance(metadata, dict)
    metadata.pop("widgets", None)
    metadata["gaucho"] = {"run_when_opened": True}
    return data


def build(out: Path = OUT, *, teacher: bool = False) -> None:
    start = time.monotonic()
    BUILD.mkdir(exist_ok=True)
    print("lite: build tools (build/lite-venv)")
    venv_py = build_venv()
    print(f"lite: Pyodide core from npm {PYODIDE_NPM}")
    LITE_DIR.mkdir(parents=True, exist_ok=True)
    pyodide_dir = LITE_DIR / "static" / "pyodide"
    upstream = pyodide_core(pyodide_dir)
    print("lite: wheels for the browser")
    wheels = browser_wheels(venv_py) + kernel_stub_wheels()
    for wheel in wheels:
        shutil.copy2(wheel, pyodide_dir / wheel.name)
    shipped = [pyodide_dir / w.name for w in wheels]
    shipped.append(gaucho_wheel(venv_py, pyodide_dir))
    names = {str(parse_wheel_filename(w.name)[0]) for w in shipped}
    trim_jedi(next(w for w in shipped if w.name.startswith("jedi-")), names)
    print("lite: bytecode for the standard library and the wheels")
    precompile(pyodide_dir, [STDLIB_ZIP, *(w.name for w in shipped)])
    packages = write_lock(pyodide_dir, upstream, shipped)
    write_config(packages)
    site_extension()
    names = collect_contents(teacher=teacher)
    kind = "teacher notebooks, answers included" if teacher else "student copies"
    print(f"lite: {len(names)} notebooks ({kind}): {', '.join(names)}")
    if out.exists():
        shutil.rmtree(out)
    # jupyterlite's task database would skip patching the fresh output (pyodideUrl!)
    for db in BUILD.glob(".jupyterlite.doit.db*"):
        db.unlink()
    jupyter = VENV / "bin" / "jupyter"
    cmd: list[str | Path] = [jupyter, "lite", "build", "--lite-dir", LITE_DIR,
                             "--contents", CONTENTS, "--output-dir", out, "--no-sourcemaps",
                             "--log-level", "WARN",
                             f"--LiteBuildConfig.federated_extensions={EXTENSION}"]
    for app in APPS:
        cmd += ["--apps", app]
    run(cmd, cwd=BUILD)
    patch_service_worker(out)
    # the class's web server travels with the site (caching headers, MIME types)
    shutil.copy2(ROOT / "tools" / "serve_lite.py", out / "serve.py")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"lite: site in {out.relative_to(ROOT)} ({size / 1e6:.0f} MB), "
          f"built in {time.monotonic() - start:.0f} s")
    print("lite: serve it with  python3 build/lite/serve.py  and open http://localhost:8000/")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--output-dir", type=Path, default=OUT)
    parser.add_argument("--teacher", action="store_true",
                        help="the teacher notebooks, answers included (default: the student "
                             "copies a class gets)")
    args = parser.parse_args()
    with build_lock():
        build(args.output_dir.resolve(), teacher=args.teacher)


if __name__ == "__main__":
    main()
