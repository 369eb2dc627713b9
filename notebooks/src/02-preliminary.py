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

# %%
import gaucho
from gaucho import tiles
from gaucho.config import DEFAULT_CONFIG, PLAYER_NAMES

game = gaucho.Game.new(players=3, seed=88)
print("start player:", PLAYER_NAMES[game.state.start_player])
for p in range(game.players):
    print(f"{PLAYER_NAMES[p]:6} drew {tiles.names(game.state.prelim_hands[p])}")

# %% [markdown]
# ## Step 1: keeping tiles
#
# With three players each player draws 4 tiles (R-PRELIM-1). Only the player sees them
# (R-PRELIM-2): the view of the game prepared for Blue shows Blue's own tiles but only
# the *number* of tiles the others hold.

# %%
seen_by_blue = game.observation(1)
for p, seat in enumerate(seen_by_blue["players"]):
    print(f"{PLAYER_NAMES[p]:6} hand as Blue sees it: {seat['hand']}")

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
print("tiles kept -> highest value allowed:", DEFAULT_CONFIG.keep_limits)
print("fewest tiles to keep:", DEFAULT_CONFIG.min_keep)

# %% [markdown]
# Red holds W1, W4, K1 and K10. Red would like to keep the three small ones *and* the
# black 10, which breaks the rule: a four-tile keep is never allowed.

# %%
# NBVAL_RAISES_EXCEPTION
game.play("keep W1 W4 K1 K10")

# %% [markdown]
# The refusal names the rule. `why_illegal` explains other attempts without raising:

# %%
for attempt in ["keep W1 K10", "keep W4 K1 K10", "keep", "keep S5"]:
    print(f"{attempt:18} -> {game.why_illegal(attempt)}")

# %% [markdown]
# The engine can list every legal keep. Two white tiles may be kept in either order: the
# kept tiles form the first herds, one herd per breed, and the player chooses whether a
# two-tile herd runs up or down (R-PRELIM-5). That choice matters later, because a herd
# only grows at its right end in its direction (notebook `05-end-of-round`).

# %%
legal = game.legal_actions()
print(len(legal), "legal keeps, for example:")
print([text for text in legal.texts() if text.count(" ") == 3])

# %% [markdown]
# Red keeps all three small tiles with the white herd descending (4 then 1); Blue and
# Green choose too. Only after everyone has chosen are the kept tiles revealed
# (R-PRELIM-2); the tiles nobody kept leave the game (R-PRELIM-6).

# %%
for move in ["keep K1 W4 W1", "keep S4 S7", "keep G2 S2"]:
    print(f"{PLAYER_NAMES[game.current_player]} chooses: {move}")
    for event in game.play(move):
        print(event)

# %%
for p in range(game.players):
    herds = [tiles.names(h) for h in game.state.herds[p].values()]
    print(f"{PLAYER_NAMES[p]:6} herds: {herds}")

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
print("start player:", PLAYER_NAMES[game.state.start_player])
print("placement order:", [PLAYER_NAMES[p] for p in order])
print("to act:", PLAYER_NAMES[game.current_player])
print(game.legal_actions())

# %% [markdown]
# Green places on RAISE. Blue then tries the same area, which is refused (R-PRELIM-9);
# paying dice is not part of this step either (R-PRELIM-8).

# %%
for event in game.play("place RAISE"):
    print(event)
print(game.why_illegal("place STEAL 4"))

# %%
# NBVAL_RAISES_EXCEPTION
game.play("place RAISE")

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

# %%
# NBVAL_IGNORE_OUTPUT
game

# %%
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

# %%
assert "wish" in game.legal_actions() and game.current_player == 1
