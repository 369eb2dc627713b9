"""Where the packaged lessons are: ``gaucho/lessons/`` in a wheel, ``notebooks/`` in a checkout.

The wheel installs ``notebooks/*.ipynb`` as ``gaucho/lessons/`` (pyproject.toml maps the
folder), so ``gaucho lab`` and ``gaucho app`` find them wherever gaucho is installed; an
editable install or a source checkout reads them from ``notebooks/`` next to the package.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
#: The notebook ``gaucho app`` serves with Voilà.
APP_NOTEBOOK = "explorer.ipynb"


def lessons_dir() -> Path:
    """The folder holding the lesson notebooks (``00-tour.ipynb``, …, ``explorer.ipynb``)."""
    for candidate in (PACKAGE_DIR / "lessons", PACKAGE_DIR.parent / "notebooks"):
        if any(candidate.glob("*.ipynb")):
            return candidate
    raise FileNotFoundError("the lesson notebooks are not installed with gaucho "
                            f"(looked in {PACKAGE_DIR / 'lessons'})")


def lesson_paths() -> list[Path]:
    """Every packaged notebook, in name order (the lessons first, ``explorer`` last)."""
    return sorted(lessons_dir().glob("*.ipynb"))


def translated_lesson_paths() -> list[Path]:
    """The lessons translated into other languages, one folder per language
    (``es/00-tour.ipynb``, ``fr/03-turn.ipynb``); they link to the English lessons in ``..``."""
    return sorted(p for p in lessons_dir().glob("*/*.ipynb") if p.parent.name.isalpha())
