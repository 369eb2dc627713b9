# ruff: noqa: E402, B018, E501
"""Source of notebooks/explorer.ipynb (the Voilà app); build with `python tools/build_notebooks.py explorer`.

The page carries no developer text: how to host it is in the README (`gaucho app`), and
what it must show is checked by tests/ui (widgets and a real browser).
"""

# %% [markdown]
# # El Gaucho explorer
#
# Learn El Gaucho step by step, no code needed. **Setup** shows the table being set up, **Preliminary round** the first draws and gauchos, **Examples** the rulebook's worked examples, **Play** lets you play against bots, **Phases** follows a game through its phases, **Workshop** changes a rule and plays hundreds of games to show what the change did, and **Rules** holds the whole rulebook.
#
# Every step is told with the rule it follows (an `R-...` number): hover it to read the rule, click it to keep the rule open.

# %%
from gaucho.widgets import explorer_app

app = explorer_app(seed=7, players=3)

# %%
# NBVAL_IGNORE_OUTPUT
app
