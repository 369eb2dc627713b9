"""Add bytecode (.pyc) to the site's Python files, compiled by the site's own Pyodide.

Run inside Pyodide by lite/precompile.mjs (tools/build_lite.py calls it). Pyodide's npm
package ships its standard library as sources and wheels hold only sources, and Pyodide never
writes bytecode, so every start of the page compiled every imported module again: about half
of the time from opening the app to its first board. Compiling them here, once, with the very
interpreter that will run them, removes that work from every student's start.

The .pyc are "unchecked hash" ones: the importer uses them without comparing them with the
sources (Pyodide unpacks wheels with fresh file times, so time stamps would never match). The
sources stay next to them, so tracebacks still show the code.
"""

from __future__ import annotations

import base64
import csv
import hashlib
import io
import marshal
import sys
import warnings
import zipfile
from importlib.util import MAGIC_NUMBER, cache_from_source, source_hash

STDLIB_ZIP_PATH = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip"
SITE_PACKAGES = f"/lib/python{sys.version_info.major}.{sys.version_info.minor}/site-packages"


def pyc(source: bytes, shown_path: str) -> bytes | None:
    """Unchecked-hash bytecode of ``source``, its code objects naming ``shown_path``."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # old escape sequences in some packages' code
            code = compile(source, shown_path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None  # not importable in this Python anyway (e.g. a template or test data)
    flags = (0b01).to_bytes(4, "little")  # hash-based, not checked against the source
    return MAGIC_NUMBER + flags + source_hash(source) + marshal.dumps(code)


def copy_with_bytecode(src: str, dst: str, shown_prefix: str, pyc_name: object) -> int:
    """Copy zip ``src`` to ``dst`` adding a .pyc for every .py; returns how many were added.

    ``pyc_name(path)`` says where a module's bytecode goes inside the archive."""
    added = 0
    record_rows: list[list[str]] = []
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        names = set(zin.namelist())
        record = next((n for n in names if n.endswith(".dist-info/RECORD")), None)
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename != record:
                zout.writestr(info, data)
            if not info.filename.endswith(".py") or "/tests/" in info.filename:
                continue  # test suites of packages are never imported in the site
            target = pyc_name(info.filename)  # type: ignore[operator]
            if target in names:
                continue
            compiled = pyc(data, f"{shown_prefix}/{info.filename}")
            if compiled is None:
                print(f"  (left as source, this Python cannot compile it: {info.filename})")
                continue
            zout.writestr(zipfile.ZipInfo(target, info.date_time), compiled,
                          zipfile.ZIP_DEFLATED)
            digest = base64.urlsafe_b64encode(hashlib.sha256(compiled).digest()).rstrip(b"=")
            record_rows.append([target, f"sha256={digest.decode()}", str(len(compiled))])
            added += 1
        if record is not None:  # a wheel: list the new files in its RECORD
            rows = list(csv.reader(io.StringIO(zin.read(record).decode())))
            out = io.StringIO()
            csv.writer(out, lineterminator="\n").writerows(rows[:-1] + record_rows + rows[-1:]
                                                           if rows and rows[-1][0] == record
                                                           else rows + record_rows)
            zout.writestr(zin.getinfo(record), out.getvalue())
    return added


def main(folder: str, names: list[str]) -> None:
    """Compile each of ``names`` (files in ``folder``) into ``<name>.new``: wheels get
    ``__pycache__`` entries, the standard library zip gets ``name.pyc`` beside ``name.py``
    (where zipimport looks)."""
    for name in names:
        if name.endswith(".whl"):
            n = copy_with_bytecode(f"{folder}/{name}", f"{folder}/{name}.new", SITE_PACKAGES,
                                   cache_from_source)
        else:
            n = copy_with_bytecode(f"{folder}/{name}", f"{folder}/{name}.new",
                                   STDLIB_ZIP_PATH, lambda path: path + "c")
        print(f"  {name}: {n} modules compiled")
