# ruff: noqa: E402, B018, E501
"""Source of notebooks/explorer.ipynb (the Voilà app); build with `python tools/build_notebooks.py explorer`.

The page carries no developer text: how to host it is in the README (`gaucho app`), and
what it must show is checked by tests/ui (widgets and a real browser). Its words (the
introduction above the tabs included) are the app's own, so the language menu switches them
all; `explorer_app(language="es")` starts in Spanish.
"""

# %%
from gaucho.widgets import explorer_app

app = explorer_app(seed=7, players=3)

# %%
# NBVAL_IGNORE_OUTPUT
app
