"""Total execution time of the stored notebooks (the lessons, the gallery, the workshop
and the app), each run as the builder runs it: a fresh ``python3`` kernel, cwd
``notebooks/``, every cell in order.

Run: ``.venv/bin/python benchmarks/notebooks.py [NAME ...]``.  Prints the wall-clock time of
each notebook (kernel start included) and the total; the target is under 60 s in all on
the 2-core development machine.  Nothing is written: outputs are discarded.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
BUDGET_S = 60.0


def run(path: Path) -> float:
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    start = time.perf_counter()
    NotebookClient(nb, timeout=600, kernel_name="python3", allow_errors=False,
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="notebook stems (default: every notebook)")
    args = parser.parse_args()
    paths = sorted(NOTEBOOKS.glob("*.ipynb"))
    if args.names:
        paths = [p for p in paths if any(p.stem.startswith(n) for n in args.names)]
    total = 0.0
    for path in paths:
        seconds = run(path)
        total += seconds
        print(f"{path.stem:20} {seconds:6.1f} s", flush=True)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    verdict = "within" if total < BUDGET_S else "OVER"
    print(f"{'total':20} {total:6.1f} s  ({verdict} the {BUDGET_S:.0f} s budget; "
          f"{len(paths)} notebooks; load average {load:.1f} on {os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
