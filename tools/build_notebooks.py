"""Build the tutorial notebooks from percent-format sources and execute them.

Source files live in ``notebooks/src/NN-name.py``; each becomes
``notebooks/NN-name.ipynb`` (nbformat 4), executed with nbclient and stored *with*
outputs so the notebooks read well on a static viewer and nbval can compare them.
Translated lessons live in a folder per language: ``notebooks/src/es/00-tour.py`` becomes
``notebooks/es/00-tour.ipynb`` and is named ``es/00-tour`` on the command line.

Source format: jupytext's "percent" format, read and written with jupytext:

* A line ``# %%`` starts a code cell; ``# %% [markdown]`` starts a markdown cell.
* Markdown content lines are prefixed by ``# `` (or are exactly ``#`` for a blank line).
* Optional tags on the marker line: ``# %% tags=["keep", "exercise"]`` (also after
  ``[markdown]``).
* Text before the first marker is the source's preamble (a module docstring, ruff pragmas):
  it is not a cell, and ``--sync`` keeps it as it is.
* nbval markers stay invisible: a code line that is just ``# NBVAL_RAISES_EXCEPTION``,
  ``# NBVAL_IGNORE_OUTPUT`` or ``# NBVAL_SKIP`` becomes the cell tag ``raises-exception``,
  ``nbval-ignore-output`` or ``nbval-skip`` and is removed from the cell; only cells tagged
  ``raises-exception`` may raise during execution.
* An exercise cell may carry its answer key as cell metadata on the marker line:
  ``# %% tags=["exercise"] exercise={"name": "keep-1", "right": "...", "wrong": "..."}``
  (tests replay it; hand-outs for students drop it).

A teacher who edited a stored notebook in JupyterLab brings the edits back into its source
with ``--sync NAME`` (cells, their order and tags; outputs stay in the notebook), then
rebuilds it to refresh the outputs.

Execution is deterministic: kernel ``python3``, cwd the notebook's folder, 120 s per cell,
no timing metadata, execution counts numbered 1, 2, 3... over the code cells, cell ids
derived from the cell position (or given on the marker line, ``# %% [markdown] id="R-SETUP-1"``,
for a cell that links point at: ``rules.ipynb#cell-id=R-SETUP-1``).

Usage::

    python tools/build_notebooks.py                # build + execute every source
    python tools/build_notebooks.py 00-tour 03     # only these (name, stem prefix or path)
    python tools/build_notebooks.py es/00-tour fr  # a translated lesson; every French one
    python tools/build_notebooks.py --check        # no execution: exit 1 if any stored
                                                   # notebook's cell sources/tags differ
    python tools/build_notebooks.py --no-execute   # write notebooks without outputs
    python tools/build_notebooks.py --out /tmp/nb /tmp/draft.py   # try a draft elsewhere
    python tools/build_notebooks.py --sync 05-end-of-round  # notebook edits -> its source
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "notebooks" / "src"
NOTEBOOKS = ROOT / "notebooks"

RAISES_MARKER = "NBVAL_RAISES_EXCEPTION"
RAISES_TAG = "raises-exception"
#: nbval comment markers -> the cell tags that replace them (the comment is stripped)
MARKER_TAGS = {"NBVAL_RAISES_EXCEPTION": RAISES_TAG,
               "NBVAL_IGNORE_OUTPUT": "nbval-ignore-output",
               "NBVAL_SKIP": "nbval-skip"}
#: cell metadata kept besides tags (an exercise's answer key; a check cell's source_hidden)
EXTRA_METADATA = ("exercise", "jupyter")
CELL_TIMEOUT = 120

_MARKER = re.compile(r"^# %%(?P<rest>.*)$")

KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
LANGUAGE_INFO = {
    "codemirror_mode": {"name": "ipython", "version": 3},
    "file_extension": ".py",
    "mimetype": "text/x-python",
    "name": "python",
    "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3",
}


# --------------------------------------------------------------------------- parsing


def split_preamble(text: str) -> tuple[str, str]:
    """``(preamble, cells)``: the text before the first cell marker, and the rest."""
    lines = text.splitlines(keepends=True)
    for i, line in enumerate(lines):
        m = _MARKER.match(line.rstrip("\r\n"))
        if m and (not m.group("rest") or m.group("rest").startswith(" ")):
            return "".join(lines[:i]), "".join(lines[i:])
    return text, ""


def parse_source(text: str) -> list[dict]:
    """Split percent-format text into ``[{"cell_type", "source", "tags"}]`` (with jupytext)."""
    import jupytext

    _preamble, body = split_preamble(text)
    out = []
    for cell in jupytext.reads(body, fmt="py:percent").cells:
        if cell.cell_type not in ("code", "markdown"):
            raise ValueError(f"only code and markdown cells are supported, not {cell.cell_type}")
        lines = cell.source.split("\n")
        while lines and not lines[0].strip():
            lines.pop(0)
        while lines and not lines[-1].strip():
            lines.pop()
        tags = [str(t) for t in cell.metadata.get("tags", [])]
        if cell.cell_type == "code":
            lines, tags = _markers_to_tags(lines, tags)
        source = "\n".join(lines)
        if not source and not tags:
            continue
        spec = {"cell_type": cell.cell_type, "source": source, "tags": tags}
        for key in EXTRA_METADATA:
            if key in cell.metadata:
                spec[key] = cell.metadata[key]
        if "id" in cell.metadata:  # a link target: ``# %% [markdown] id="R-SETUP-1"``
            spec["id"] = str(cell.metadata["id"])
        out.append(spec)
    return out


def _markers_to_tags(lines: list[str], tags: list[str]) -> tuple[list[str], list[str]]:
    """Strip ``# NBVAL_...`` marker lines, adding the tag each stands for."""
    kept = []
    tags = list(tags)
    for line in lines:
        marker = line.strip().lstrip("#").strip()
        if line.strip().startswith("#") and marker in MARKER_TAGS:
            if MARKER_TAGS[marker] not in tags:
                tags.append(MARKER_TAGS[marker])
            continue
        kept.append(line)
    while kept and not kept[0].strip():
        kept.pop(0)
    return kept, tags


def source_text(cells: list[dict], preamble: str = "") -> str:
    """Percent-format text for ``cells`` (written by jupytext) after ``preamble``.

    nbval markers are written as tags (never as comments).
    """
    import jupytext
    from nbformat import v4

    nb = v4.new_notebook()
    nb.metadata["jupytext"] = {"notebook_metadata_filter": "-all",
                               "cell_metadata_filter": ",".join(["tags", "id", *EXTRA_METADATA,
                                                                 "-all"])}
    for spec in cells:
        tags = list(spec["tags"])
        if spec["cell_type"] == "markdown":
            cell = v4.new_markdown_cell(spec["source"])
        else:
            cell = v4.new_code_cell(spec["source"])
        if tags:
            cell.metadata["tags"] = tags
        for key in EXTRA_METADATA:
            if key in spec:
                cell.metadata[key] = spec[key]
        if "id" in spec:  # a link target keeps its id in the marker line
            cell.metadata["id"] = spec["id"]
        nb.cells.append(cell)
    body = jupytext.writes(nb, fmt="py:percent")
    if preamble and not preamble.endswith("\n\n"):
        preamble = preamble.rstrip("\n") + "\n\n"
    return preamble + body


def default_preamble(name: str) -> str:
    return (f'# ruff: noqa: E402, B018, E501\n"""Source of notebooks/{name}.ipynb '
            f'(built by tools/build_notebooks.py)."""\n\n')


def sync(source: Path) -> bool:
    """Write the stored notebook's cells (a teacher's edits) back into ``source``.

    The source's preamble is kept; returns whether the source changed.
    """
    import nbformat

    nb = nbformat.read(target_for(source), as_version=4)
    cells = [{"cell_type": c.cell_type, "source": c.source,
              "tags": [str(t) for t in c.get("metadata", {}).get("tags", [])],
              **{k: c.metadata[k] for k in EXTRA_METADATA if k in c.get("metadata", {})}}
             for c in nb.cells if c.cell_type in ("code", "markdown")]
    old = source.read_text(encoding="utf-8") if source.exists() else ""
    if old and cell_signature(parse_source(old)) == cell_signature(cells):
        return False  # nothing edited: keep the source exactly as its author wrote it
    preamble = split_preamble(old)[0] if old else default_preamble(source_name(source))
    new = source_text(cells, preamble)
    with open(source, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(new)
    return True


def make_notebook(cells: list[dict]):
    import nbformat
    from nbformat import v4

    nb = v4.new_notebook()
    nb.metadata = nbformat.NotebookNode(
        {"kernelspec": dict(KERNELSPEC), "language_info": dict(LANGUAGE_INFO)}
    )
    for i, spec in enumerate(cells):
        if spec["cell_type"] == "markdown":
            cell = v4.new_markdown_cell(spec["source"])
        else:
            cell = v4.new_code_cell(spec["source"])
        cell.id = spec.get("id") or f"cell-{i:03d}"
        if spec["tags"]:
            cell.metadata["tags"] = list(spec["tags"])
        for key in EXTRA_METADATA:
            if key in spec:
                cell.metadata[key] = spec[key]
        nb.cells.append(cell)
    return nb


# --------------------------------------------------------------------------- execution


def execute(nb, cwd: Path = NOTEBOOKS) -> None:
    from nbclient import NotebookClient

    client = NotebookClient(
        nb,
        timeout=CELL_TIMEOUT,
        kernel_name="python3",
        allow_errors=False,  # the "raises-exception" tag still lets those cells fail
        record_timing=False,
        resources={"metadata": {"path": str(cwd)}},
    )
    client.execute()
    normalize(nb)


def normalize(nb) -> None:
    """Remove volatile metadata; renumber execution counts 1, 2, 3..."""
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = dict(LANGUAGE_INFO)
    # Saved widget state is large and changes every run; widget cells keep their
    # static fallback, and Voilà or JupyterLab draw the live widgets anyway.
    nb.metadata.pop("widgets", None)
    count = 0
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        if not cell.source.strip():
            cell.execution_count = None
            continue
        count += 1
        cell.execution_count = count
        cell.outputs = _merge_streams(cell.outputs)
        for output in cell.outputs:
            if output.get("output_type") == "execute_result":
                output["execution_count"] = count
            view = output.get("data", {}).get("application/vnd.jupyter.widget-view+json")
            if view is not None:
                # a random id of a widget whose state is not saved: make it stable
                view["model_id"] = f"{count:032x}"
            if output.get("output_type") == "error":
                # keep the message, drop the stack: it names this machine's paths and
                # line numbers, which nbval ignores anyway
                output["traceback"] = output["traceback"][-1:]
            output.get("metadata", {}).pop("execution", None)


def _merge_streams(outputs: list) -> list:
    """Join consecutive stdout (or stderr) chunks: how the kernel happened to flush
    them would otherwise change the stored file from one build to the next."""
    merged: list = []
    for output in outputs:
        prev = merged[-1] if merged else None
        if (prev is not None and output.get("output_type") == "stream"
                and prev.get("output_type") == "stream" and prev["name"] == output["name"]):
            prev["text"] = "".join(prev["text"]) + "".join(output["text"])
        else:
            merged.append(output)
    return merged


def all_sources() -> list[Path]:
    """The English sources, then the translated ones (``src/<lang>/*.py``)."""
    return sorted(SOURCES.glob("*.py")) + sorted(SOURCES.glob("*/*.py"))


def source_name(source: Path) -> str:
    """A source's name on the command line: ``00-tour``, or ``es/00-tour`` for a translation."""
    if source.is_relative_to(SOURCES):
        return source.relative_to(SOURCES).with_suffix("").as_posix()
    return source.stem


def resolve(names: list[str]) -> list[Path]:
    if not names:
        return all_sources()
    found: list[Path] = []
    for name in names:
        p = Path(name)
        if p.suffix == ".py" and p.exists():
            found.append(p.resolve())
            continue
        if p.suffix in (".py", ".ipynb"):
            parts = p.with_suffix(".py").parts
            parts = parts[1:] if parts[:1] == ("notebooks",) else parts
            parts = parts[1:] if parts[:1] == ("src",) else parts
            p = SOURCES.joinpath(*parts)
            if not p.exists():
                raise SystemExit(f"no source {p}")
            found.append(p)
            continue
        name = name.rstrip("/")
        matches = [s for s in all_sources() if source_name(s) == name] or [
            s for s in all_sources() if source_name(s).startswith(name)
        ]
        if not matches:
            raise SystemExit(f"no source matching {name!r} in {SOURCES}")
        found.extend(matches)
    return list(dict.fromkeys(found))


def target_for(source: Path, out: Path | None = None) -> Path:
    """``notebooks/NAME.ipynb`` for ``notebooks/src/NAME.py`` (``NAME`` may be ``es/00-tour``)."""
    return (out or NOTEBOOKS) / (source_name(source) + ".ipynb")


def cell_signature(cells) -> list[tuple[str, str, tuple[str, ...], str]]:
    import json

    sig = []
    for c in cells:
        if isinstance(c, dict) and "tags" in c and "metadata" not in c:
            extra = {k: c[k] for k in EXTRA_METADATA if k in c}
            sig.append((c["cell_type"], c["source"], tuple(c["tags"]),
                        json.dumps(extra, sort_keys=True)))
        else:
            src = c["source"] if isinstance(c["source"], str) else "".join(c["source"])
            meta = c.get("metadata", {})
            tags = tuple(meta.get("tags", []))
            extra = {k: meta[k] for k in EXTRA_METADATA if k in meta}
            sig.append((c["cell_type"], src, tags, json.dumps(extra, sort_keys=True)))
    return sig


def stale_reason(source: Path) -> str | None:
    """None if the stored notebook matches the source, else a short reason."""
    import nbformat

    target = target_for(source)
    if not target.exists():
        return "notebook missing"
    want = cell_signature(parse_source(source.read_text(encoding="utf-8")))
    nb = nbformat.read(target, as_version=4)
    have = cell_signature(nb.cells)
    if want == have:
        return None
    if len(want) != len(have):
        return f"{len(have)} cells stored, source has {len(want)}"
    for i, (a, b) in enumerate(zip(want, have, strict=True)):
        if a != b:
            return f"cell {i} differs"
    return "differs"


def build(source: Path, run: bool = True, out: Path | None = None) -> Path:
    import nbformat

    nb = make_notebook(parse_source(source.read_text(encoding="utf-8")))
    target = target_for(source, out)
    target.parent.mkdir(parents=True, exist_ok=True)
    target_for(source).parent.mkdir(parents=True, exist_ok=True)
    if run:
        # run where the notebook is stored in notebooks/ (its folder), as a student opens it
        execute(nb, cwd=target_for(source).parent)
    nbformat.validate(nb)
    with open(target, "w", encoding="utf-8", newline="\n") as fh:
        nbformat.write(nb, fh)
    return target


def _sync(names: list[str]) -> int:
    if not names:
        print("--sync needs the names of the notebooks to sync (e.g. 05-end-of-round)")
        return 2
    for name in names:
        stem = name.removesuffix(".ipynb").removesuffix(".py").removeprefix("notebooks/")
        notebook = NOTEBOOKS / f"{stem}.ipynb"
        if not notebook.exists():
            matches = sorted(NOTEBOOKS.glob(f"{stem}*.ipynb"))
            if len(matches) != 1:
                print(f"no single notebook matching {name!r} in {NOTEBOOKS}")
                return 2
            notebook = matches[0]
        rel = notebook.relative_to(NOTEBOOKS).with_suffix("").as_posix()
        source = SOURCES / f"{rel}.py"
        changed = sync(source)
        where = source.relative_to(ROOT) if source.is_relative_to(ROOT) else source
        print(f"{'synced' if changed else 'unchanged'}: {where}")
        if changed:
            print(f"rebuild the outputs with: python tools/build_notebooks.py {rel}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("names", nargs="*", help="source names/prefixes/paths (default: all)")
    ap.add_argument("--check", action="store_true", help="verify, do not build")
    ap.add_argument("--no-execute", action="store_true", help="write without executing")
    ap.add_argument("--out", type=Path, help="write notebooks here instead of notebooks/")
    ap.add_argument("--sync", action="store_true",
                    help="write the stored notebooks' cells (edited in Jupyter) back into "
                         "their sources")
    args = ap.parse_args(argv)
    if args.sync:
        return _sync(args.names)
    sources = resolve(args.names)
    if args.check:
        stale = [(s, r) for s in sources if (r := stale_reason(s)) is not None]
        for s, reason in stale:
            print(f"stale: {target_for(s).relative_to(ROOT)} ({reason})")
        if stale:
            names = " ".join(source_name(s) for s, _ in stale)
            print(f"rebuild with: python tools/build_notebooks.py {names}")
            return 1
        print(f"ok: {len(sources)} notebook(s) match their sources")
        return 0
    for s in sources:
        t0 = time.perf_counter()
        target = build(s, run=not args.no_execute, out=args.out)
        print(f"built {target} in {time.perf_counter() - t0:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
