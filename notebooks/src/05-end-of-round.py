# ruff: noqa: E402, B018
"""Source of notebooks/05-end-of-round.ipynb (built by tools/build_notebooks.py)."""

# %% [markdown]
# # The end of a round: collection, herds, sales, refill
#
# When the last player of a round has ended his turn, the round is not over yet. Three
# things happen before the next round starts (R-ROUND-2, steps c to e):
#
# 1. **collection**: complete pastures hand their tiles to the players standing on them
#    (§16), and those tiles join the players' herds (§17), which may force a sale (§18);
# 2. **refill**: the pastures get new tiles from the draw pile (§19);
# 3. the start player token moves one seat to the left (R-NEXT-1).
#
# The worked examples come from `gaucho.examples`: each is a position written as data,
# the steps the rulebook plays from it, and what it says must happen. `check()` plays the
# steps through the engine and lists every disagreement, so an empty list means the engine
# and the rulebook agree.

# %% [markdown]
# **In this lesson** you learn what happens after the last turn of a round: which pastures are collected, how collected tiles join herds, when a herd must be sold and for how much, and how the pastures are refilled.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.exercises import Drill, EnterNumber, PickRefused
from gaucho.i18n import and_list
from gaucho.practice import Decide


def pampa(game):
    """The pasture lines of the text view (P4 on top, as on the board)."""
    return "\n".join(line for line in str(game).splitlines() if line.startswith("  P"))


def herds(game):
    """Each player's Pesos and herds, from the text view."""
    lines = str(game).splitlines()
    return "\n".join(lines[lines.index("Players:") + 1:])


def show(example_id, variation=None):
    """Print an example: its title and rules, the steps with their narration, the check."""
    scenario = examples.load(example_id)
    print(scenario.walkthrough(variation))
    return scenario.run(variation)

# %% [markdown]
# ## 1. Which pastures are collected?
#
# After the last turn every pasture is inspected (R-COLLECT-1). A pasture is **complete**
# when each tile in it carries a gaucho, standing or lying; empty spaces (and blocked ones)
# do not count against it (R-COLLECT-2). Only complete pastures pay out, and only to
# *standing* gauchos: each one goes back to its owner's supply together with the tile it
# stood on (R-COLLECT-3). Lying gauchos stay where they are with their tiles, and a pasture
# that is not complete does not change at all (R-COLLECT-4).
#
# **EX-COLLECT-A**: one tile without a gaucho is enough to stop the whole pasture.

# %%
sc = examples.load("EX-COLLECT-A")
print(pampa(sc.game()))

# %%
sc.game()

# %%
run = show("EX-COLLECT-A")

# %% [markdown]
# **EX-COLLECT-B**: the pasture is complete. The two standing gauchos take their tiles
# home; the two lying gauchos keep theirs, and those tiles will count for the refill
# (R-REFILL-3).

# %%
sc = examples.load("EX-COLLECT-B")
print(pampa(sc.game()))

# %%
run = show("EX-COLLECT-B")
print(pampa(run.game))

# %% [markdown]
# **EX-COLLECT-C**: a complete pasture where everybody *lies*. Complete, but nobody stands,
# so nothing moves (R-COLLECT-3, R-COLLECT-4).

# %%
run = show("EX-COLLECT-C")

# %% [markdown]
# ## 2. Herds
#
# A herd is a player's row of tiles of one breed, at most one per breed (R-HERD-1). Once it
# has two tiles it runs strictly up or strictly down from left to right (R-HERD-2). A new
# tile normally joins at the **right end** (R-HERD-3), and it *fits* if the herd has one
# tile, or if it continues the direction: higher than the right-most tile of a rising herd,
# lower than that of a falling one (R-HERD-4). A tile of a breed the player does not own
# yet starts a new herd (R-HERD-5).
#
# **EX-HERD-DEF** shows two valid herds of Red: the white 3, 5, 6, 9 rises and the black
# 11, 10, 8, 2, 1 falls. A white 10 fits the rising herd. The falling one ends on 1 and
# nothing is lower, so the next black tile, here a 4, cannot fit: that forces a sale, as
# the next section explains.

# %%
run = show("EX-HERD-DEF")

# %% [markdown]
# **Exercise.** Which big numbers (1 to 12) would still fit at the right end of the rising
# herd 3, 5, 6, 9? Build the list `fits`.

# %% tags=["exercise"]
herd = [3, 5, 6, 9]
fits = [v for v in range(1, 13) if v > herd[-1]]
fits

# %%
assert fits == [10, 11, 12], fits

# %% [markdown]
# The same question on a herd this lesson has not shown (*Try another* gives a fresh one):

# %% tags=["exercise"] exercise={"name": "05-fits-any", "right": "4", "wrong": "5"}
ExerciseWidget(Drill("05-fits-any", drills.fitting, seed=2))

# %% [markdown]
# ## 3. Forced sales
#
# A tile that has to join a herd but does not fit is an *inappropriate* tile: the whole
# herd is sold on the spot, and the new tile starts a fresh herd of its breed (R-HERD-6).
# A herd is worth **number of tiles × its highest big number** (R-SELL-1), and the sold
# tiles leave the game (R-SELL-2).
#
# **EX-SELL-50**: the formula on a herd of five tiles.

# %%
run = show("EX-SELL-50")

# %% [markdown]
# **Exercise.** Compute the sale value of the herd 1, 2, 3, 4, 10 with R-SELL-1 (do not
# read it off the narration: write the formula).

# %% tags=["exercise"]
herd = [1, 2, 3, 4, 10]
value = len(herd) * max(herd)
value

# %%
assert value == 50, value

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
scenario = examples.load("EX-SELL-50")
assert scenario.run().game.pesos[0] - scenario.game().pesos[0] == value

# %% [markdown]
# **In a new position.** A collected tile that does not fit a herd this lesson has not
# shown: what does the forced sale bring?

# %% tags=["exercise"] exercise={"name": "05-forced-any", "right": "32", "wrong": "33"}
ExerciseWidget(Drill("05-forced-any", drills.forced_sale, seed=1))

# %% [markdown]
# **EX-HERD-WBB**: Red owns three herds and collects a white 3, a black 5 and a brown 9.
# The rising white herd 4, 7 cannot take a 3, so it is sold and the 3 starts a new one.
# The falling black herd 10, 6 happily takes the 5. The brown herd 2, 7, 12 could not grow
# any more since it reached 12, but that alone never sold it (R-HERD-7); it is sold only
# now, when a brown tile actually arrives.

# %%
sc = examples.load("EX-HERD-WBB")
print(herds(sc.game()))

# %%
run = show("EX-HERD-WBB")
print(herds(run.game))

# %% [markdown]
# **In a new position.** Two tiles join one herd, in the order given: does either force a
# sale, and for how much?

# %% tags=["exercise"] exercise={"name": "05-two-any", "right": "36", "wrong": "0"}
ExerciseWidget(Drill("05-two-any", drills.two_tiles, seed=1))

# %% [markdown]
# Step through EX-HERD-WBB on the board, one tile at a time:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-HERD-WBB")

# %% [markdown]
# ## 4. Several tiles at once: the order is yours
#
# A player who collects several tiles adds them one at a time, in the order he likes
# (R-HERD-8). The order can change the score. In **EX-ORDER-48** and **EX-ORDER-36** Red
# owns the falling brown herd 12, 8, 6 and collects a brown 9 and a brown 5.

# %%
sc = examples.load("EX-ORDER-48")
game = sc.game()
print(herds(game))
print(game.legal_actions())

# %% [markdown]
# **A decision.** Both orders are legal; which one is better for Red? The coach plays the
# game out from each order many times (a small seeded search, from what Red can see) and
# counts Red's Pesos at the end; a wrong answer shows what each order leads to.

# %% tags=["exercise"] exercise={"name": "05-order", "right": "add B5", "wrong": "add B9"}
ExerciseWidget(Decide(
    "05-order", game, "Which tile should join the herd first, for the most Pesos at the end?",
    ["add B9", "add B5"], rule_id="R-HERD-8", seed=1))

# %% [markdown]
# The rulebook plays both orders. First the 5, then the 9:

# %%
run48 = show("EX-ORDER-48")

# %% [markdown]
# First the 9, then the 5:

# %%
run36 = show("EX-ORDER-36")

# %%
for name, run in (("5 first", run48), ("9 first", run36)):
    for herd in run.game.state.herds[0].values():  # Red's herds, one per breed
        herd_words = and_list(tiles.words(t) for t in herd)
        print(f"{name}: Red has {run.game.pesos[0]} Pesos; herd: {herd_words}")

# %% [markdown]
# Adding the 5 first lets the herd grow to four tiles before the 9 forces the sale: 48
# Pesos now. Adding the 9 first sells the herd while it still has three tiles, but then
# the 5 fits behind the 9: 36 Pesos now and, for later, a two-tile herd, the 9 followed
# by the 5. The coach, counting to the end of the game, prefers the 48 now.

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert run48.game.pesos[0] == 48 and run36.game.pesos[0] == 36
assert gaucho.exercises.registered("05-order").right_answer() == "add B5"

# %% [markdown]
# ## 5. SORT: inserting instead of appending
#
# A gaucho on the SORT Action Area lets its owner, while adding a just-collected tile to an
# existing herd, put it at its ordered place *inside* the herd instead of at the right end
# (R-SORT-1, R-SORT-2). One use places one tile and that tile forces no sale (R-SORT-4);
# the gaucho goes back to the supply (R-SPECIAL-3).
#
# **EX-SORT**: Red's white herd is 3, 6, 9 and Red collects a white 5.

# %%
sc = examples.load("EX-SORT")
game = sc.game()
print(herds(game))
print(game.legal_actions())

# %%
run = show("EX-SORT")
print(herds(run.game))

# %% [markdown]
# Without SORT the 5 is appended and does not fit: a forced sale (R-HERD-6). The example
# carries this line as a variation:

# %%
for name in sc.variation_names()[1:]:
    show("EX-SORT", name)

# %% [markdown]
# SORT works only at collection (and at final scoring), for a player who has a gaucho
# there (R-SORT-1). Back to EX-ORDER-48, where Red has no gaucho on SORT:

# %% tags=["exercise"] exercise={"name": "05-sort", "right": "sort B9", "wrong": "add B5"}
game = examples.load("EX-ORDER-48").game()
ExerciseWidget(PickRefused(
    "05-sort", game, "Red has no gaucho on SORT. Which move is refused?",
    ["add B5", "sort B9", "add B9"], rule_id="R-SORT-1"))

# %% [markdown]
# He cannot sort the 9 into his brown herd:

# %%
print(game.why_illegal("sort B9"))

# %%
from gaucho import IllegalAction

try:
    game.play("sort B9")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.to_position() == examples.load("EX-ORDER-48").game().to_position()

# %% [markdown]
# ## 6. Refill: smallest pasture first
#
# When every collected tile has joined a herd, the pastures are refilled in order P1, P2,
# P3, P4, from the smallest to the largest (R-REFILL-1). A pasture takes one tile at a time
# into its left-most empty space, and stops as soon as its sum reaches 20, it is full, or
# the draw pile is empty (R-REFILL-2). The tiles that stayed (those under lying gauchos and
# unclaimed ones) count toward the sum, so a pasture may get nothing at all (R-REFILL-3).
#
# Here is a position of our own: Green is about to end the last turn of round 4. P2 is
# complete with Red and Green standing; P1 is complete too, but only lying gauchos are
# there. The draw pile is written top first.

# %%
position = {
    "players": 3, "phase": "turn", "round": 4, "start_player": 0, "active": 2,
    "pastures": [["W12_0", "K9_1", None], ["B3^0", "S2^2", None, None],
                 ["G5", "G8_1", None, None], ["K10", "K11", None, None, None]],
    "draw_pile": ["W7", "S9", "B11", "W1", "G12", "S4", "K2"],
    "steppe": ["B1", "B2", "B4", "B6"],
}
game = gaucho.Game.from_position(position, seed=1)
print(pampa(game))

# %% tags=["exercise"] exercise={"name": "05-refill", "right": "27", "wrong": "20"}
def p2_after_refill():
    refilled = gaucho.Game.from_position(position, seed=1)
    for move in ("end", "add B3", "add S2"):
        refilled.play(move)
    return refilled.state.pasture_sum(1)


ExerciseWidget(EnterNumber(
    "05-refill", "P2 is emptied by the collection. What will its sum be after the refill?",
    p2_after_refill, rule_id="R-REFILL-2"))

# %%
for event in game.play("end"):
    print(event)

# %%
for action in ("add B3", "add S2"):
    print(action)
    for event in game.play(action):
        print("  ", event)

# %% [markdown]
# Read the refill events in order: P1 keeps its two tiles (sum 21, R-REFILL-3) and gets
# nothing; the emptied P2 takes W7, S9 and B11 and stops at 27; P3 already holds 13 and
# takes W1 and G12, which fills it; P4 (sum 21) gets nothing. Then Blue becomes the start
# player (R-NEXT-1) and round 5 begins with his roll.

# %%
print(pampa(game))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert [game.state.pasture_sum(i) for i in range(4)] == [21, 27, 26, 21]
assert game.state.start_player == 1 and game.round == 5

# %%
game

# %% [markdown]
# **The draw pile runs out.** The same position with only two tiles left in the pile:
# refilling stops when the pile is empty, and emptying it triggers the end of the game
# (R-REFILL-4, R-END-1). Round 5 becomes the last regular round (R-END-3); notebook 06
# follows the end of the game.

# %%
short = dict(position, draw_pile=["W7", "S9"])
game = gaucho.Game.from_position(short, seed=1)
game.play("end")
game.play("add B3")
for event in game.play("add S2"):
    print(event)

# %%
print(str(game).splitlines()[0])

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.state.trigger_round == 4 and len(game.state.draw_pile) == 0

# %% [markdown]
# ## Summary: the rules of this lesson
#
# * <a href="rules.ipynb#cell-id=R-COLLECT-1" title="After the last turn of every round, the round without dice included, each pasture is checked for completeness.">R-COLLECT-1</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-2" title="A pasture is complete when every tile in it carries a gaucho, standing or lying; empty and blocked spaces do not count.">R-COLLECT-2</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-3" title="In a complete pasture, each standing gaucho returns to its owner&#x27;s supply and the owner collects the tile it stood on.">R-COLLECT-3</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-4" title="Lying gauchos and their tiles stay in place, and incomplete pastures do not change.">R-COLLECT-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-1" title="A herd is a player&#x27;s row of tiles of one breed; a player has at most one herd per breed.">R-HERD-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-2" title="A herd of 2+ tiles is strictly ascending or strictly descending from left to right; a 1-tile herd has no direction yet.">R-HERD-2</a>
# * <a href="rules.ipynb#cell-id=R-HERD-3" title="Except with SORT, a tile joins a herd at its right end.">R-HERD-3</a>
# * <a href="rules.ipynb#cell-id=R-HERD-4" title="A tile fits a herd that has 1 tile, an ascending herd if it is higher than the rightmost tile, and a descending herd if it is lower.">R-HERD-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-5" title="A tile of a breed for which the player has no herd starts a new herd.">R-HERD-5</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="If a tile that must be added does not fit (an inappropriate tile), that herd is sold at once (forced sale, §18) and the tile starts a new herd.">R-HERD-6</a>
# * <a href="rules.ipynb#cell-id=R-HERD-7" title="A herd that can no longer grow is not sold for that reason; it stays until a tile of its breed arrives, IMMEDIATE SALE, STEAL, or final scoring.">R-HERD-7</a>
# * <a href="rules.ipynb#cell-id=R-HERD-8" title="When a player adds several tiles at once, he chooses the order in which they are added.">R-HERD-8</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="A herd sells for (number of its tiles) × (its highest big number) Pesos, added to the seller&#x27;s Pesos.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-2" title="Sold tiles leave the game.">R-SELL-2</a>
# * <a href="rules.ipynb#cell-id=R-SELL-3" title="Before final scoring only herds of 2+ tiles are ever sold; a 1-tile herd accepts every tile of its breed and so never faces a forced sale.">R-SELL-3</a>
# * <a href="rules.ipynb#cell-id=R-SORT-1" title="SORT MAY be used only while its owner adds a just-collected tile to his existing herd of that breed, at end-of-round collection (§16) or final scoring (§23).">R-SORT-1</a>
# * <a href="rules.ipynb#cell-id=R-SORT-2" title="With SORT the tile is inserted at the position where the herd stays strictly ordered in its direction; in a herd of 2+ tiles this position is unique, so every tile of that breed fits.">R-SORT-2</a>
# * <a href="rules.ipynb#cell-id=R-SORT-4" title="One use of SORT places exactly one tile, and that tile causes no forced sale.">R-SORT-4</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-1" title="After all collected tiles are added to herds, the pastures are refilled in the order P1, P2, P3, P4.">R-REFILL-1</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-2" title="A pasture takes one tile at a time, face up into its leftmost empty space, while it has an empty space, its sum is below 20 and the draw pile is not empty.">R-REFILL-2</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-3" title="Tiles still in a pasture, including those held by lying gauchos, count toward its sum, so a pasture may receive no tile.">R-REFILL-3</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-4" title="If the draw pile becomes empty during refill, refilling stops and the end of the game is triggered (R-END-1).">R-REFILL-4</a>
# * <a href="rules.ipynb#cell-id=R-NEXT-1" title="After the refill of a round that another round follows, the left neighbour of the start player becomes start player and takes the Start Player Token. After the round without dice the token does not pass.">R-NEXT-1</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="The end is triggered the moment the draw pile becomes empty: in a Steppe refill (R-STEPPE-8), an end-of-round refill (R-REFILL-4), or during setup.">R-END-1</a>
# * <a href="rules.ipynb#cell-id=R-END-3" title="After that round exactly one more regular round with dice is played.">R-END-3</a>
