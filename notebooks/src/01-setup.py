# ruff: noqa: E402, B018, E501
"""Source of notebooks/01-setup.ipynb; build with `python tools/build_notebooks.py 01-setup`."""

# %% [markdown]
# # 01 · Setting up: 2, 3 or 4 players
#
# Setup depends on the number of players. This notebook reads every number from the
# package's rules configuration (`gaucho.config.DEFAULT_CONFIG`) instead of repeating it,
# sets up one game per player count, and then looks closely at how the pastures are
# dealt their first tiles (examples EX-SEED-A and EX-SEED-B).

# %% [markdown]
# **In this lesson** you learn what the setup depends on (the number of players), how the pastures get their first tiles, and what lies on the Steppe. Answer the exercises in the boxes: the game itself checks your answer.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.config import DEFAULT_CONFIG, breed_name, player_name
from gaucho.exercises import Drill, EnterNumber
from gaucho.i18n import and_list
from gaucho.state import BLOCKED, EMPTY

cfg = DEFAULT_CONFIG
print(f"{'':33}" + "".join(f"{n} players".rjust(11) for n in (2, 3, 4)))
rows = [
    ("dice in the Dice Rodeo", "R-SETUP-1", cfg.dice),
    ("gauchos per player", "R-SETUP-2", cfg.gauchos),
    ("breeds in play", "R-SETUP-4", cfg.breeds_in_play),
    ("tiles drawn per player", "R-PRELIM-1", cfg.prelim_draw),
]
for label, rule, values in rows:
    print(f"{label:22} {rule:>10}" + "".join(str(values[n]).rjust(11) for n in (2, 3, 4)))
blocked = {n: len(cfg.blocked[n]) for n in (2, 3, 4)}
print(f"{'blocked spaces':22} {'R-COMP-6/7':>10}" + "".join(str(blocked[n]).rjust(11) for n in (2, 3, 4)))
print("pasture sizes P1..P4:", cfg.pasture_sizes, "(R-COMP-5)")

# %% [markdown]
# In words: the Dice Rodeo always holds one die more than twice the number of players
# (R-SETUP-1), so after everyone has drafted two dice exactly one die is left over
# (R-ROUND-4). Four players get one gaucho fewer each (R-SETUP-2). With fewer players
# some pasture spaces are blocked (R-COMP-6, R-COMP-7), and with two players a whole
# breed leaves the game (R-SETUP-4).
#
# A small helper prints the Pampa, top pasture first: `..` is an empty space, `##` a
# blocked one.


# %%
def pampa(state):
    for i in reversed(range(len(state.pastures))):
        cells = []
        for c in state.pastures[i]:
            cells.append(".." if c == EMPTY else "##" if c == BLOCKED else tiles.name(c))
        print(f"P{i + 1} (sum {state.pasture_sum(i):2}): " + " ".join(f"{c:>3}" for c in cells))


# %% [markdown]
# **Your turn.** Answer in the boxes below and press *Check*.

# %% tags=["exercise"] exercise={"name": "01-dice", "right": "9", "wrong": "8"}
ExerciseWidget(EnterNumber(
    "01-dice", "How many dice are in the Dice Rodeo in a 4-player game?",
    lambda: gaucho.Game.new(players=4, seed=1).state.dice_total, rule_id="R-SETUP-1"))

# %% tags=["exercise"] exercise={"name": "01-gauchos", "right": "7", "wrong": "9"}
ExerciseWidget(EnterNumber(
    "01-gauchos", "How many gauchos does each player get in a 4-player game?",
    lambda: gaucho.Game.new(players=4, seed=1).state.supply[0], rule_id="R-SETUP-2"))

# %% [markdown]
# ## One game per player count
#
# `Game.new(players=n, seed=s)` performs the whole setup. For each count we check the
# numbers from the table against the state of the new game.

# %%
for n in (2, 3, 4):
    g = gaucho.Game.new(players=n, seed=11)
    s = g.state
    breeds = sorted({tiles.breed(t) for t in s.draw_pile + [c for row in s.pastures for c in row if c >= 0]})
    n_blocked = sum(row.count(BLOCKED) for row in s.pastures)
    print(f"--- {n} players: start player {player_name(s.start_player)}")
    print(f"dice {s.dice_total}, {s.supply[0]} gauchos each, blocked spaces {n_blocked}, "
          f"covered {len(s.covered)}, breeds {and_list(breed_name(b) for b in breeds)}")
    pampa(s)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
for n in (2, 3, 4):
    s = gaucho.Game.new(players=n, seed=11).state
    breeds = {tiles.breed(t) for t in s.draw_pile + [c for row in s.pastures for c in row if c >= 0]}
    assert s.dice_total == cfg.dice[n] and s.supply == [cfg.gauchos[n]] * n
    assert len(breeds) == cfg.breeds_in_play[n]

# %% [markdown]
# With two players the six blocked spaces are covered at once by six tiles of the removed
# breed, whose other six tiles leave the game (R-SETUP-4). With three players the two
# blocked spaces stay empty for now; two tiles that nobody keeps in the preliminary round
# will cover them (R-SETUP-5, R-PRELIM-7). The setup narration of the 2-player game says
# so:

# %%
two = gaucho.Game.new(players=2, seed=11)
for event in two.setup_events[:6]:
    print(event)

# %% [markdown]
# Step through a whole setup yourself: each click of *Step* performs one setup step and
# names its rule (change the players or the seed to compare).

# %%
from gaucho.widgets import SetupStepper

SetupStepper(players=3, seed=7)

# %% [markdown]
# ## Seeding the pastures
#
# The pastures get their first tiles one pasture at a time, from P1 up to P4
# (R-SETUP-7). A pasture keeps receiving tiles from the draw pile, into its leftmost empty
# space, while the sum of its big numbers is below 20 and it still has an empty space
# (R-SETUP-8). So a pasture ends up either **full** (every usable space holds a tile,
# R-COMP-10) or with a **sum of at least 20**, whichever happens first. Small tiles
# therefore fill a pasture; big ones leave gaps.
#
# Here is the full narration of the 3-player setup with seed 7:

# %%
game = gaucho.Game.new(players=3, seed=7)
for event in game.setup_events:
    print(event)

# %% [markdown]
# ### EX-SEED-A: a full pasture stops below 20
#
# The rulebook's examples are stored as data in `gaucho.examples`. In EX-SEED-A four
# players are setting up; P1 and P2 are already seeded, P3 (5 spaces) is empty and the
# draw pile starts 2, 5, 1, 4, 3, 12. `game()` is the starting position:


# %%
def top_of_pile(state, count=8):
    return tiles.names(list(reversed(state.draw_pile))[:count])


ex_seed_a = examples.load("EX-SEED-A")
start = ex_seed_a.game().state
pampa(start)
print("draw pile, top first:", top_of_pile(start))

# %% [markdown]
# `run()` plays the example: it seeds P3, then P4, with the engine's seeding step. P3 is
# full with only 15, so seeding moves on (R-SETUP-7), and the 12 becomes the first tile
# of P4 (R-SETUP-8, R-COMP-10).

# %%
run_a = ex_seed_a.run()
print(run_a.narration())
pampa(run_a.game.state)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
seeded = run_a.game.state
assert seeded.pasture_sum(2) == 15 and EMPTY not in seeded.pastures[2]
assert tiles.name(seeded.pastures[3][0]).endswith("12")
assert ex_seed_a.check() == []  # the engine agrees with the stored expectation

# %% [markdown]
# ### EX-SEED-B: a sum of 20 stops a pasture with gaps
#
# Now P1 to P3 are seeded and P4 (6 spaces) is empty; the draw pile starts 10, 8, 5, 7.
# After 10 + 8 = 18 the pasture is still below 20, so the 5 is drawn too; 23 stops it
# with three empty spaces. Then four tiles go face down onto the Steppe (R-SETUP-9): the
# 7 is the first of them.

# %%
ex_seed_b = examples.load("EX-SEED-B")
print("draw pile, top first:", top_of_pile(ex_seed_b.game().state))
run_b = ex_seed_b.run()
print(run_b.narration())
pampa(run_b.game.state)
print("Steppe (face down):", tiles.names(run_b.game.state.steppe))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
seeded = run_b.game.state
assert seeded.pasture_sum(3) == 23 and seeded.pastures[3].count(EMPTY) == 3
assert tiles.name(seeded.steppe[0]).endswith("7") and len(seeded.steppe) == cfg.steppe_size
assert ex_seed_b.check() == []

# %% tags=["exercise"] exercise={"name": "01-seed-sum", "right": "15", "wrong": "20"}
ExerciseWidget(EnterNumber(
    "01-seed-sum", "In EX-SEED-A, what is the sum of the big numbers in P3 once it is seeded?",
    lambda: ex_seed_a.run().game.state.pasture_sum(2), rule_id="R-SETUP-8"))

# %% [markdown]
# ## Seeding a new setup yourself
#
# Each exercise below sets up a new game from a seed and shows the top of the draw pile
# as one pasture is seeded: apply the rule (draw into the leftmost empty space while the
# sum is below 20 and a space is empty) and answer. *Try another* gives a new setup.

# %% tags=["exercise"] exercise={"name": "01-seed-count", "right": "3", "wrong": "4"}
ExerciseWidget(Drill("01-seed-count", drills.seeding_count, seed=1))

# %% tags=["exercise"] exercise={"name": "01-seed-total", "right": "27", "wrong": "28"}
ExerciseWidget(Drill("01-seed-total", drills.seeding_sum, seed=1))

# %% tags=["exercise"] exercise={"name": "01-seed-gaps", "right": "1", "wrong": "2"}
ExerciseWidget(Drill("01-seed-gaps", drills.seeding_gaps, seed=1))

# %% [markdown]
# ## The Steppe and the start player
#
# After seeding, four tiles lie face down on the Steppe (R-SETUP-9, R-COMP-14); only a
# player using the SECRET CATTLE action will look at them (notebook 04). The start player
# is chosen at random (R-SETUP-10; the engine uses the seed) and will be the first to
# roll and to draft in round 1.

# %%
print("Steppe:", len(game.state.steppe), "tiles, face down")
print("draw pile:", len(game.state.draw_pile), "tiles")
for seed in range(6):
    print(f"seed {seed}: start player {player_name(gaucho.Game.new(players=3, seed=seed).state.start_player)}")

# %% tags=["exercise"] exercise={"name": "01-steppe", "right": "4", "wrong": "3"}
ExerciseWidget(EnterNumber(
    "01-steppe", "How many tiles lie face down on the Steppe after setup?",
    lambda: len(gaucho.Game.new(players=3, seed=7).state.steppe), rule_id="R-SETUP-9"))

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert len(game.state.steppe) == cfg.steppe_size and game.phase == "keep"

# %% [markdown]
# ## Summary: the rules of this lesson
#
# * <a href="rules.ipynb#cell-id=R-SETUP-1" title="The Dice Rodeo holds 2n+1 dice (5, 7 or 9 for 2, 3 or 4 players); the other dice stay out of the game.">R-SETUP-1</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-2" title="Each player starts with 8 gauchos in supply with 2 or 3 players and 7 with 4 players; the rest of his colour stays out.">R-SETUP-2</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-3" title="Each player starts with 0 Pesos.">R-SETUP-3</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-4" title="With 2 players one breed (engine: chosen at random) is removed: 6 of its tiles cover the 6 blocked spaces face down and the other 6 leave the game.">R-SETUP-4</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-5" title="With 3 players the 2 blocked spaces stay empty during seeding and are covered in the preliminary round (R-PRELIM-7).">R-SETUP-5</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-6" title="All other tiles are shuffled face down to form the draw pile.">R-SETUP-6</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-7" title="The pastures are seeded one at a time, in the order P1, P2, P3, P4.">R-SETUP-7</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-8" title="To seed a pasture, tiles are drawn one at a time face up into its leftmost empty space until its sum is ≥ 20 or it is full.">R-SETUP-8</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-9" title="Then 4 tiles from the draw pile are stacked face down on the Steppe.">R-SETUP-9</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-10" title="The start player is chosen at random and takes the Start Player Token.">R-SETUP-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-5" title="The Pampa has 4 pastures, P1 (smallest, bottom) to P4 (largest, top), with 3, 4, 5 and 6 pasture spaces.">R-COMP-5</a>
# * <a href="rules.ipynb#cell-id=R-COMP-6" title="With 2 players the rightmost 0, 1, 2 and 3 spaces of P1, P2, P3 and P4 are blocked: 6 spaces, leaving 3 usable spaces per pasture.">R-COMP-6</a>
# * <a href="rules.ipynb#cell-id=R-COMP-7" title="With 3 players the rightmost space of P3 and of P4 is blocked (2 spaces); with 4 players no space is blocked.">R-COMP-7</a>
# * <a href="rules.ipynb#cell-id=R-COMP-10" title="A pasture is *full* when every non-blocked space in it holds a tile.">R-COMP-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-14" title="The Steppe holds at most 4 tiles, face down.">R-COMP-14</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-7" title="With 3 players, 2 of the discarded tiles (engine: chosen at random) cover the 2 blocked spaces face down.">R-PRELIM-7</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-4" title="The one die that nobody drafts stays unused in the Dice Rodeo for the rest of the round.">R-ROUND-4</a>

# %% [markdown]
# Next: notebook `02-preliminary`, where each player keeps starting tiles.
