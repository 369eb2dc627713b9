# ruff: noqa: E402, B018, E501
"""Source of notebooks/00-tour.ipynb; build with `python tools/build_notebooks.py 00-tour`."""

# %% [markdown]
# # 00 · A tour of El Gaucho
#
# *El Gaucho* (Arve D. Fühler, 2014) is a board game for 2 to 4 players about cattle
# herding on the Argentine Pampa. Every round the start player rolls a handful of dice
# into the **Dice Rodeo**; each player drafts two of them and spends them, alone or
# summed, to put **gauchos** (workers) on **cattle tiles** in four **pastures**, or on
# **Action Spaces** that unlock six special actions. A pasture in which every tile is
# claimed pays out: standing gauchos bring their tiles home, where they form **herds**.
# A herd must stay in order; when it is sold it earns *tiles × highest value* Pesos. The
# richest rancher wins.
#
# The `gaucho` package is a rules engine for the game plus views for Jupyter. It checks
# every move and explains each refusal with the ID of the rule behind it (the IDs
# `R-...` and the worked examples `EX-...` come from the project's rules specification).
# This notebook sets up a game, plays a few turns and shows where to go next.
#
# **How to run it:** click a grey code cell and press **Shift+Enter** (or the ▶ button
# above the notebook) to run it and move to the next one; **Run → Run All Cells** runs
# the whole notebook from the top.

# %% [markdown]
# ## A new game
#
# `Game.new` sets up a game from a seed: the same seed always gives the same game, so
# everything below is reproducible. The text view shows the four pastures P1 (bottom) to
# P4 (top), the six Action Areas, the dice and each player's Pesos, supply of gauchos and
# herds. `..` is an empty space and `##` a blocked one.

# %%
import gaucho
from gaucho import tiles

game = gaucho.Game.new(players=3, seed=7)
print(game)

# %% [markdown]
# Setup is narrated step by step; each line names the rule it follows. Note how each
# pasture is dealt tiles until its sum reaches 20 or it has no empty space left
# (R-SETUP-8); notebook 01 looks at setup in detail.

# %%
for event in game.setup_events:
    print(event)

# %% [markdown]
# The same table as a picture (the SVG board view).

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.phase == "keep" and game.round == 0 and game.players == 3

# %% [markdown]
# ## Reading the notation
#
# The board and the lessons name a tile by a **letter for its breed and its big number**:
# `W11` is the white 11. The letters are the same in every language, because the moves are
# written with them:
#
# | Letter | Breed |
# |---|---|
# | `B` | brown |
# | `G` | golden |
# | `K` | black |
# | `W` | white |
# | `S` | spotted |
#
# A move is a short line of text, the same in every language (the game reads it):
#
# | Move | Means |
# |---|---|
# | `keep K2 W3 W7` | keep these drawn tiles (preliminary round) |
# | `place SALE` | put a gaucho on the SALE Action Area (free in the preliminary round) |
# | `take 5 6` | draft the 5 and the 6 from the Dice Rodeo |
# | `A W11 5+6` | **A**: a standing gaucho on the white 11, paid with 5 + 6 (its big number) |
# | `B W11 5` | **B**: a lying gaucho on the white 11, paid with a 5 (its small number) |
# | `C W11 5` | **C**: raise your lying gaucho on the white 11, paid with its small number |
# | `place STEAL 4` | put a gaucho on the STEAL Action Area, paid with a 4 |
# | `put W1>P1` | put the Steppe tile W1 into pasture P1 (SECRET CATTLE) |
# | `end` | end the turn |
#
# The game says each move in words too:

# %%
from gaucho.actions import parse
from gaucho.config import BREED_LETTERS, breed_name
from gaucho.explorer.said import say_decision

for index, letter in enumerate(BREED_LETTERS):
    print(letter, "=", breed_name(index))
for move, phase in [("keep K2 W3 W7", "keep"), ("take 5 6", "draft"), ("A W11 5+6", "turn"),
                    ("place STEAL 4", "turn"), ("put W1>P1", "steppe"), ("end", "turn")]:
    print(f"{move:14} {say_decision(parse(move), phase)}")

# %% [markdown]
# ## The preliminary round
#
# Before the first round each player looks at a few secret tiles and keeps some as
# starting herds (R-PRELIM-1, R-PRELIM-3). The engine always knows whose move it is and
# which moves are allowed right now:

# %%
for p in range(game.players):
    print(gaucho.config.player_name(p), "drew", tiles.names(game.state.prelim_hands[p]))
print("to act:", gaucho.config.player_name(game.current_player))
print(game.legal_actions())

# %% [markdown]
# Red may keep only one of these tiles: two kept tiles must each be 8 or less
# (R-PRELIM-3). Each player keeps something, then, starting on the start player's right,
# each puts one gaucho on an Action Area of their choice for free (R-PRELIM-8).
# `play` takes moves in a short text notation and returns what happened.


# %%
def narrate(events):
    for event in events:
        print(event)


for move in ["keep W9", "keep K1 S1", "keep S4", "place STEPPE", "place WISH", "place SALE"]:
    narrate(game.play(move))

# %% [markdown]
# ## A few turns of round 1
#
# The dice are rolled for us (the seed decides them). In a turn a player first drafts two
# dice (R-TURN-1), then spends them: paying a tile's big number puts a standing gaucho
# on it (R-PAMPA-1), paying its small number a lying one (R-PAMPA-2). Red drafts 4 and 6:

# %%
narrate(game.play("take 4 6"))
print(game.legal_actions())

# %% [markdown]
# Red spends 4 + 6 on the brown 10 and ends the turn (R-DICE-1, R-TURN-4).

# %%
narrate(game.play("A B10 4+6"))
narrate(game.play("end"))

# %% [markdown]
# Blue takes a 1 and a 4: the 4 buys the black 4 outright, and the 1 is the small number
# of the black 3, enough for a lying gaucho there.

# %%
for move in ["take 1 4", "A K4 4", "B K3 1", "end"]:
    narrate(game.play(move))

# %% [markdown]
# ## An illegal move, explained
#
# Green drafts 2 and 4 and tries to claim the spotted 11 with them. A dice payment must
# match the price exactly (R-DICE-3), so the engine refuses; the game is unchanged.

# %%
narrate(game.play("take 2 4"))

# %%
from gaucho import IllegalAction

try:
    game.play("A S11 2+4")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# `why_illegal` gives the same answer without raising: a rule ID and a reason
# (`None` when the move is legal: `or "allowed"` says so in words).

# %%
print(game.why_illegal("A S11 2+4"))
print(game.why_illegal("place STEAL 4") or "allowed")

# %% [markdown]
# The rulebook comes with the package, so any rule ID can be looked up: `gaucho.rules.get`
# gives a rule's text, its section and the rulebook examples that show it (a bare
# `gaucho.rules.get("R-DICE-3")` in a cell shows it as a card), and `gaucho.rules.search`
# finds rules by words.

# %%
rule = gaucho.rules.get("R-DICE-3")
print(rule.heading())
print(rule.text)
print(", ".join(r.id for r in gaucho.rules.search("die sum")))

# %%
for move in ["place STEAL 4", "B S5 2", "end"]:
    narrate(game.play(move))
print(game)

# %% [markdown]
# The history can be replayed as a transcript, and `undo` takes back a step.

# %%
print("\n".join(step.narrate() for step in game.history[-4:]))

# %% [markdown]
# ## Your first game, guided
#
# New to El Gaucho? Play Red in a short guided game: each step says what to do and why,
# the things to click are lit up on the board, and a wrong move only gets a hint. (The
# same guide is the app's *First game* tab.)

# %%
from gaucho.widgets.guided import GuidedGameView

GuidedGameView()

# %% [markdown]
# ## Where to go next
#
# The lessons, in order; each starts with what it teaches, has exercises that the game
# checks for you, and ends with the rules it met.
#
# | Notebook | Topic |
# |---|---|
# | [`01-setup`](01-setup.ipynb) | setting up for 2, 3 and 4 players; seeding the pastures; the Steppe |
# | [`02-preliminary`](02-preliminary.ipynb) | keeping starting tiles; free placement on the Action Areas |
# | [`03-turn`](03-turn.ipynb) | drafting dice; standing, lying and raising; exact payment |
# | [`04-action-areas`](04-action-areas.ipynb) | the Action Areas and their six special actions |
# | [`05-end-of-round`](05-end-of-round.ipynb) | collection, herds, forced sales, refill |
# | [`06-end-of-game`](06-end-of-game.ipynb) | the end trigger, the round without dice, final scoring |
# | [`07-phase-graph`](07-phase-graph.ipynb) | the turn and phase graph |
# | [`08-gallery`](08-gallery.ipynb) | all the rulebook's worked examples |
# | [`09-workshop`](09-workshop.ipynb) | the game-design workshop: change a rule and measure what happens |
# | [`10-play-well`](10-play-well.ipynb) | playing well: the rulebook's tips, decisions judged by the coach, positions with a goal |
# | `explorer.ipynb` | the app: setup, examples, play, phases, workshop, first game and rules in tabs (`gaucho app` serves it with Voilà) |
#
# Every rule ID cited here is in the rulebook that ships with the package
# (`gaucho/data/RULES.md`); `gaucho.rules.search` finds the rules on any topic.
