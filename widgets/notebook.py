"""Write (and execute) the Voilà workshop app ``notebooks/explorer.ipynb``.

    python -m widgets.notebook            # rebuild, execute in place, drop widget state

The notebook shows :func:`widgets.explorer_app` in one cell marked
``# NBVAL_IGNORE_OUTPUT``, followed by plain ``assert`` cells on the
controllers, so strict ``pytest --nbval`` checks it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

PATH = Path(__file__).resolve().parent.parent / "notebooks" / "explorer.ipynb"


def build() -> nbformat.NotebookNode:
    cells = [
        new_markdown_cell(
            "# El Gaucho explorer\n\n"
            "Five tabs, no code needed: **Setup** (watch the table being set up), "
            "**Preliminary round** (draws, the keep rule, first gauchos), **Examples** "
            "(the rulebook's worked examples, step by step), **Play** (you against bots) and "
            "**Phases** (the turn/phase graph following a game).\n\n"
            "Every step is narrated with the rule it follows (`R-...` IDs from the rules "
            "specification). Start it as a web app with\n\n"
            "```\nvoila notebooks/explorer.ipynb\n```\n\n"
            "or open it in JupyterLab and run all cells."),
        new_code_cell("from widgets import explorer_app\n\napp = explorer_app(seed=7, players=3)"),
        new_code_cell("# NBVAL_IGNORE_OUTPUT\napp"),
        new_markdown_cell(
            "*Checks for the notebook tests (the views above are driven by these "
            "controllers; nothing below changes what the app shows).*"),
        new_code_cell(
            "assert list(app.titles) == ['Setup', 'Preliminary round', 'Examples', 'Play',"
            " 'Phases']\n"
            "assert app.setup.explorer.position == 0\n"
            "assert 'R-SETUP-1' in app.setup.explorer.narration\n"
            "assert app.prelim.controller.game.phase == 'keep'\n"
            "assert 'R-PRELIM-3' in app.prelim.prompt.value\n"
            "assert app.examples.explorer.position == 0\n"
            "assert app.play.controller.is_human_turn\n"
            "assert app.phases.explorer.phase == 'keep'"),
        new_code_cell(
            "import gaucho\n"
            "from gaucho.explorer import Explorer, PlayController\n\n"
            "ex = Explorer.from_setup(players=3, seed=7)\n"
            "ex.goto(-1)\n"
            "assert ex.game.to_position() == gaucho.Game.new(3, seed=7).to_position()\n"
            "play = PlayController(players=3, seed=7, human=0)\n"
            "play.choose(play.legal_actions[0])\n"
            "assert play.is_human_turn and '[R-' in play.narration\n"
            "assert '[R-' in play.why_not('take 5 6')"),
    ]
    nb = new_notebook(cells=cells, metadata={
        "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                       "name": "python3"},
        "language_info": {"name": "python"},
    })
    for i, c in enumerate(nb.cells):
        c["id"] = f"explorer-{i:02d}"
    return nb


def write(path: Path = PATH, execute: bool = True) -> None:
    nbformat.write(build(), str(path))
    if not execute:
        return
    subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook",
                    "--execute", "--inplace", str(path)], check=True, cwd=path.parent)
    nb = nbformat.read(str(path), as_version=4)
    nb.metadata.pop("widgets", None)  # widget state is large; cells keep a static fallback
    nbformat.write(nb, str(path))


if __name__ == "__main__":
    write(execute="--no-execute" not in sys.argv)
