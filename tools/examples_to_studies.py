"""Convert the rulebook's worked examples (gaucho/examples/EX-*.json) to the study format.

Run once: ``python tools/examples_to_studies.py`` rewrites every example file that is still
in the old example format (``steps``/``variations``) as a study (``docs/study-format.md``):
the main line is chapter 1, each variation a chapter of its own with its ``name``; a step's
``action``/``note`` become ``decision``/``comment``.  Files already converted are left alone.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

FOLDER = Path(__file__).resolve().parents[1] / "gaucho" / "examples"


def _step(step: dict[str, Any]) -> dict[str, Any]:
    names = {"action": "decision", "note": "comment"}
    return {names.get(k, k): v for k, v in step.items()}


def _illegal(bad: dict[str, Any]) -> dict[str, Any]:
    names = {"action": "decision", "note": "comment"}
    return {names.get(k, k): v for k, v in bad.items()}


def _chapter(line: dict[str, Any], position: Any, seed: Any) -> dict[str, Any]:
    chapter: dict[str, Any] = {}
    for key in ("name", "title"):
        if key in line:
            chapter[key] = line[key]
    chapter["position"] = line.get("position", position)
    if seed not in (None, 0):
        chapter["seed"] = seed
    chapter["line"] = [_step(s) for s in line.get("steps", [])]
    for key in ("expect", "expect_events"):
        if key in line:
            chapter[key] = line[key]
    if "expect_illegal" in line:
        chapter["expect_illegal"] = [_illegal(b) for b in line["expect_illegal"]]
    return chapter


def convert(data: dict[str, Any]) -> dict[str, Any]:
    """One example in the old format as a study."""
    main = {k: v for k, v in data.items() if k != "variations"}
    chapters = [_chapter(main, data["position"], data.get("seed")),
                *(_chapter(v, data["position"], data.get("seed"))
                  for v in data.get("variations", []))]
    return {"format": "gaucho-study", "version": 1, "language": "en", "id": data["id"],
            "title": data["title"], "summary": data.get("summary", ""),
            "rules": data.get("rules", []), "chapters": chapters}


def main() -> int:
    for path in sorted(FOLDER.glob("EX-*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") == "gaucho-study":
            continue
        text = json.dumps(convert(data), ensure_ascii=False, indent=1) + "\n"
        path.write_text(text, encoding="utf-8")
        print(f"converted {path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
