# ruff: noqa: E402, B018, E501
"""Source of notebooks/explorer.ipynb (the Voilà app); build with `python tools/build_notebooks.py explorer`."""

# %% [markdown]
# # El Gaucho explorer
#
# Five tabs, no code needed: **Setup** (watch the table being set up), **Preliminary round** (draws, the keep rule, first gauchos), **Examples** (the rulebook's worked examples, step by step), **Play** (you against bots) and **Phases** (the turn/phase graph following a game).
#
# Every step is narrated with the rule it follows (`R-...` IDs from the rules specification). Start it as a web app with
#
# ```
# voila notebooks/explorer.ipynb
# ```
#
# or open it in JupyterLab and run all cells.

# %%
from gaucho.widgets import explorer_app

app = explorer_app(seed=7, players=3)

# %%
# NBVAL_IGNORE_OUTPUT
app

# %% [markdown]
# *Checks for the notebook tests (the views above are driven by these controllers; nothing below changes what the app shows).*

# %%
assert list(app.titles) == ['Setup', 'Preliminary round', 'Examples', 'Play', 'Phases']
assert app.setup.explorer.position == 0
assert 'R-SETUP-1' in app.setup.explorer.narration
assert app.prelim.controller.game.phase == 'keep'
assert 'R-PRELIM-3' in app.prelim.prompt.value
assert app.examples.explorer.position == 0
assert app.play.controller.is_human_turn
assert app.phases.explorer.phase == 'keep'

# %%
import gaucho
from gaucho.explorer import Explorer, PlayController

ex = Explorer.from_setup(players=3, seed=7)
ex.goto(-1)
assert ex.game.to_position() == gaucho.Game.new(3, seed=7).to_position()
play = PlayController(players=3, seed=7, human=0)
play.choose(play.legal_actions[0])
assert play.is_human_turn and '[R-' in play.narration
assert '[R-' in play.why_not('take 5 6')
