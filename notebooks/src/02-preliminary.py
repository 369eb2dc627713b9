# ruff: noqa: E402, B018, E501
"""Source of notebooks/02-preliminary.ipynb; build with `python tools/build_notebooks.py 02`."""

# %% [markdown]
# # 02 · The preliminary round
#
# Before round 1 there is a short preliminary round in two steps:
#
# 1. every player secretly draws a few tiles and **keeps** some of them as starting herds;
# 2. every player puts one gaucho on an **Action Area for free**.
#
# We follow a 3-player game (seed 88) through both steps.

# %% [markdown]
# **In this lesson** you learn the two steps of the preliminary round: which starting tiles you may keep (the smaller, the more), and where your free gaucho may go.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, tiles
from gaucho.coach.words import say_decision
from gaucho.config import DEFAULT_CONFIG, player_name
from gaucho.exercises import Drill, EnterNumber, PickMove, PickRefused
from gaucho.i18n import and_list

game = gaucho.Game.new(players=3, seed=88)
print("start player:", player_name(game.state.start_player))
for p in range(game.players):
    print(f"{player_name(p):6} drew {tiles.names(game.state.prelim_hands[p])}")

# %% [markdown]
# The same preliminary round, one step per click (the board shows what the acting player
# may see):

# %%
from gaucho.widgets import PrelimStepper

PrelimStepper(players=3, seed=88)

# %% [markdown]
# ## Step 1: keeping tiles
#
# With three players each player draws 4 tiles (R-PRELIM-1). Only the player sees them
# (R-PRELIM-2): the view of the game prepared for Blue shows Blue's own tiles but only
# the *number* of tiles the others hold.

# %%
seen_by_blue = game.observation(1)
for p, seat in enumerate(seen_by_blue["players"]):
    hand = seat["hand"]  # Blue's own tiles, or how many tiles another player holds
    print(f"{player_name(p):6} hand as Blue sees it:", " ".join(hand) if isinstance(hand, list) else f"{hand} tiles")

# %% [markdown]
# **The keep rule** (R-PRELIM-3, R-PRELIM-4): the more tiles you keep, the smaller they
# must be.
#
# * one tile: any value;
# * two tiles: each worth at most 8;
# * three tiles: each worth at most 4;
# * never more than three, and never none (keeping nothing is not allowed in this
#   package; the rules text leaves it open, see R-PRELIM-4).
#
# The limits are data in the rules configuration:

# %%
for kept, highest in DEFAULT_CONFIG.keep_limits.items():
    print(f"keeping {kept} -> each worth at most {highest}")
print("fewest tiles to keep:", DEFAULT_CONFIG.min_keep)

# %% [markdown]
# Red holds W1, W4, K1 and K10. Red would like to keep the three small ones *and* the
# black 10, which breaks the rule: a four-tile keep is never allowed.

# %%
from gaucho import IllegalAction

try:
    game.play("keep W1 W4 K1 K10")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# The refusal names the rule. `why_illegal` explains other attempts without raising:

# %%
for attempt in ["keep W1 K10", "keep W4 K1 K10", "keep", "keep S5"]:
    print(f"{attempt:18} -> {game.why_illegal(attempt)}")

# %% [markdown]
# **Your turn.** Red holds W1, W4, K1 and K10.

# %% tags=["exercise"] exercise={"name": "02-keep", "right": "keep W1 W4 K1", "wrong": "keep W4 K10"}
ExerciseWidget(PickMove(
    "02-keep", game, "Red wants to keep as many tiles as the rules allow. Pick an allowed keep.",
    ["keep W1 W4 K1 K10", "keep W4 K10", "keep W1 W4 K1"], rule_id="R-PRELIM-3"))

# %% tags=["exercise"] exercise={"name": "02-keep-refused", "right": "keep W1 W4 K10", "wrong": "keep K10"}
ExerciseWidget(PickRefused(
    "02-keep-refused", game, "Which of these keeps breaks the keep rule?",
    ["keep K10", "keep W4 K1", "keep W1 W4 K10"], rule_id="R-PRELIM-3"))

# %% tags=["exercise"] exercise={"name": "02-draw", "right": "5", "wrong": "6"}
ExerciseWidget(EnterNumber(
    "02-draw", "How many tiles does each player draw in the preliminary round with 2 players?",
    lambda: len(gaucho.Game.new(players=2, seed=88).state.prelim_hands[0]),
    rule_id="R-PRELIM-1"))

# %% [markdown]
# **The keep rule in new hands.** Each exercise below deals a new game from a seed; *Try
# another* deals again.

# %% tags=["exercise"] exercise={"name": "02-keep-any", "right": "keep G7 G4", "wrong": "keep W11 G4 G7"}
ExerciseWidget(Drill("02-keep-any", drills.keep_most, seed=1))

# %% tags=["exercise"] exercise={"name": "02-refused-any", "right": "keep S7 S3 G3", "wrong": "keep G3 S3"}
ExerciseWidget(Drill("02-refused-any", drills.keep_refused, seed=1))

# %% [markdown]
# The engine can list every legal keep. Two white tiles may be kept in either order: the
# kept tiles form the first herds, one herd per breed, and the player chooses whether a
# two-tile herd runs up or down (R-PRELIM-5). That choice matters later, because a herd
# only grows at its right end in its direction (notebook `05-end-of-round`).

# %%
legal = game.legal_actions()
print(len(legal), "legal keeps, for example:")
for action in legal:
    if str(action).count(" ") == 3:
        print(f"  {str(action):14} {say_decision(action, game.phase)}")

# %% [markdown]
# Red keeps all three small tiles with the white herd descending (4 then 1); Blue and
# Green choose too. Only after everyone has chosen are the kept tiles revealed
# (R-PRELIM-2); the tiles nobody kept leave the game (R-PRELIM-6).

# %%
for move in ["keep K1 W4 W1", "keep S4 S7", "keep G2 S2"]:
    print(f"{player_name(game.current_player)} chooses: {move}")
    for event in game.play(move):
        print(event)

# %%
for p in range(game.players):
    for herd in game.state.herds[p].values():
        print(f"{player_name(p):6} herd: {and_list(tiles.words(t) for t in herd)}")

# %% [markdown]
# ### Three players: covering the blocked spaces
#
# With three players two pasture spaces are blocked (R-COMP-7). They stayed empty during
# setup; now two of the discarded tiles, picked at random, cover them face down and are
# out of play (R-PRELIM-7). The event above, "2 discarded tiles cover the blocked
# spaces", was that step; the covering tiles are recorded in the state:

# %%
print("covering tiles:", tiles.names(game.state.covered))
print(game.history[-1].narrate())

# %% [markdown]
# ## Step 2: one free gaucho on an Action Area
#
# Now each player puts one gaucho from supply on an Action Area, without dice
# (R-PRELIM-8). The order runs **counter-clockwise**: it starts with the player on the
# start player's right, and the start player places last. Each player must pick an area
# that nobody has picked before in this step (R-PRELIM-9), so the start player has the
# least choice.

# %%
order = game.state.placement_order()
print("start player:", player_name(game.state.start_player))
print("placement order:", and_list(player_name(p) for p in order))
print("to act:", player_name(game.current_player))
print(game.legal_actions())

# %% [markdown]
# Green places on RAISE. Blue then tries the same area, which is refused (R-PRELIM-9);
# paying dice is not part of this step either (R-PRELIM-8).

# %%
for event in game.play("place RAISE"):
    print(event)
print(game.why_illegal("place STEAL 4"))

# %% tags=["exercise"] exercise={"name": "02-place", "right": "place WISH", "wrong": "place RAISE"}
ExerciseWidget(PickMove(
    "02-place", game, "Blue now places his free gaucho. Pick an allowed placement.",
    ["place RAISE", "place STEAL 4", "place WISH"], rule_id="R-PRELIM-9"))

# %%
try:
    game.play("place RAISE")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# The same rule in a new game, after some players have placed (*Try another* for more):

# %% tags=["exercise"] exercise={"name": "02-place-any", "right": "place SALE", "wrong": "place SORT 4"}
ExerciseWidget(Drill("02-place-any", drills.placement, seed=1))

# %%
for move in ["place WISH", "place STEAL"]:
    for event in game.play(move):
        print(event)

# %% [markdown]
# The preliminary round is over; round 1 starts with the start player rolling the dice.
# A gaucho placed for free may already be used in round 1 (R-PRELIM-10): after drafting,
# Blue's legal actions include `wish` (the WISH action, notebook 04).

# %%
print(game)

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.phase == "draft" and game.round == 1
assert [sorted(game.state.spaces[p]) for p in range(3)] == [["STEAL"], ["WISH"], ["RAISE"]]

# %% [markdown]
# Red (the start player) drafts two dice and ends the turn; then Blue drafts, and `wish`
# is among Blue's legal actions.

# %%
for step in range(3):
    move = "end" if step == 1 else game.legal_actions().texts()[0]  # the first legal draft
    for event in game.play(move):
        print(event)
print(game.legal_actions())

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert "wish" in game.legal_actions() and game.current_player == 1

# %% [markdown]
# ## Summary: the rules of this lesson
#
# * <a href="rules.ipynb#cell-id=R-PRELIM-1" title="Each player draws 5, 4 or 3 tiles (2, 3 or 4 players) from the draw pile; the engine deals in turn order from the start player.">R-PRELIM-1</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-2" title="A player sees only his own drawn tiles, and the kept tiles are revealed only after every player has chosen.">R-PRELIM-2</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-3" title="A player MAY keep 3 tiles only if each is ≤ 4, 2 tiles only if each is ≤ 8, and 1 tile of any value; he MUST NOT keep more than 3.">R-PRELIM-3</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-4" title="A player who drew at least one tile MUST keep at least 1; a player who drew none (possible only on a custom board whose pile runs out while dealing) keeps none.">R-PRELIM-4</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-5" title="The kept tiles become the player&#x27;s first herds, one per breed; same-breed tiles form one strictly ordered herd whose direction (ascending or descending) the player chooses.">R-PRELIM-5</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-6" title="Tiles not kept leave the game face down, except as in R-PRELIM-7.">R-PRELIM-6</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-7" title="With 3 players, 2 of the discarded tiles (engine: chosen at random) cover the 2 blocked spaces face down.">R-PRELIM-7</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-8" title="Then, in counter-clockwise order starting with the right neighbour of the start player (the start player places last), each player MUST put one gaucho from supply on his own Action Space in one Action Area, without dice.">R-PRELIM-8</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-9" title="In this placement a player MUST NOT choose an Action Area that an earlier player chose in it.">R-PRELIM-9</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-10" title="A gaucho placed in the preliminary round MAY be used from the first turn of round 1.">R-PRELIM-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-7" title="With 3 players the rightmost space of P3 and of P4 is blocked (2 spaces); with 4 players no space is blocked.">R-COMP-7</a>
