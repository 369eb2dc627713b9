# ruff: noqa: E402, B018, E501
"""Source of notebooks/03-turn.ipynb; build with `python tools/build_notebooks.py 03-turn`."""

# %% [markdown]
# # 03 · A turn: drafting and spending dice
#
# A regular round begins with the start player rolling every die of the Dice Rodeo
# (R-ROUND-2, R-ROUND-3). Then each player in turn:
#
# 1. **drafts** two dice from the Rodeo (R-TURN-1); nothing else may come first (R-TURN-3);
# 2. **spends** them, each die alone or several summed into one payment (R-DICE-1), on
#    claims in the Pampa or on Action Spaces (R-DICE-5);
# 3. **ends** the turn explicitly (R-TURN-4).
#
# The rulebook's worked examples are stored as data in `gaucho.examples` (a starting
# position, the moves, the expected result); `load(...).game()` gives the starting
# position as a game we can play on, `run()` plays the example's moves and `check()`
# compares the result with the rulebook (an empty list means they agree).

# %%
import gaucho
from gaucho import examples
from gaucho.config import DEFAULT_CONFIG, PLAYER_NAMES


def show(game):
    """The Pampa, the dice and Red's line of the text view."""
    for line in str(game).splitlines():
        if line.startswith(("  P", "Dice Rodeo", "Red holds", "  Red")):
            print(line)


def narrate(events):
    for event in events:
        print(event)


def refusals(scenario):
    """The moves the example says are illegal, each explained by the engine."""
    for bad in scenario.expect_illegal:
        game = scenario.run(until=bad.after).game
        print(f"{bad.action:12} -> {game.why_illegal(bad.action)}")


ex_turn_1 = examples.load("EX-TURN-1")
game = ex_turn_1.game()
show(game)

# %% [markdown]
# Each tile shows a **big number** (its value, 1-12) and a **small number**, roughly half
# of it (R-COMP-3). Paying the big number puts a **standing** gaucho on the tile: a claim
# that is collected later (R-PAMPA-1, action A). Paying the small number puts a **lying**
# gaucho there: a cheaper reservation (R-PAMPA-2, action B). Paying the small number
# again raises one's own lying gaucho to standing (R-PAMPA-3, action C).

# %%
print("big  :", list(range(1, 13)))
print("small:", [DEFAULT_CONFIG.small(big) for big in range(1, 13)])

# %% [markdown]
# ## Drafting comes first
#
# Before the draft nothing else is allowed (R-TURN-3):

# %%
print(game.why_illegal("A W11 5+6"))
print(game.legal_actions())

# %% [markdown]
# ## EX-TURN-1: one action paid with two dice
#
# Red drafts the 5 and the 6 and pays their sum, 11, for a standing gaucho on the white
# 11 (R-TURN-1, R-DICE-1, R-DICE-3, R-PAMPA-1). Both dice are spent.

# %%
narrate(game.play("take 5 6"))
print(game.legal_actions())

# %%
narrate(game.play("A W11 5+6"))
show(game)

# %%
assert game.state.gauchos_on[gaucho.tiles.parse("W11")] == (0, True)
assert game.state.held == [] and game.state.supply[0] == DEFAULT_CONFIG.gauchos[3] - 1
assert ex_turn_1.check() == []  # the stored example agrees
refusals(ex_turn_1)

# %% [markdown]
# ## EX-TURN-2: the same result in two steps
#
# Now the Rodeo offers two 5s. The small number of the white 11 is 5, so Red can first
# lie on it for one 5 (R-PAMPA-2), then stand the gaucho up for the other 5 (R-PAMPA-3).
# Each die pays for one action only and is never split (R-DICE-2).

# %%
ex_turn_2 = examples.load("EX-TURN-2")
run_2 = ex_turn_2.run()
print(run_2.narration())
show(run_2.game)

# %%
one, two = game.state, run_2.game.state
same = one.gauchos_on == two.gauchos_on and one.supply == two.supply and one.held == two.held
print("same claims, supplies and dice as EX-TURN-1:", same)
assert same and ex_turn_2.check() == []
refusals(ex_turn_2)

# %% [markdown]
# ## EX-DICE-SPLIT: one sum or two actions
#
# Red has drafted a 6 and a 4. Red may buy a 10 with the sum (a), or buy a 6 with the 6
# and a 4 with the 4 (b). Both are legal (R-DICE-1, R-DICE-2, R-PAMPA-1).

# %%
ex_split = examples.load("EX-DICE-SPLIT")
split = ex_split.game()
show(split)
print(split.legal_actions())

# %%
option_a = ex_split.run().game
option_b = ex_split.run("b").game
print(ex_split.run().narration())
print(ex_split.run("b").narration())
assert ex_split.check_all() == {None: [], "b": []}

# %%
for name, g in (("a", option_a), ("b", option_b)):
    standing = sorted(gaucho.tiles.name(t) for t, (p, up) in g.state.gauchos_on.items() if up)
    print(f"({name}) Red stands on {standing}, dice left {g.state.held}")

# %% [markdown]
# ## Exact payment only
#
# A payment must equal the price exactly: paying too much is as illegal as paying too
# little (R-DICE-3). With 6 and 4 in hand, Red may not pay 10 for the golden 6:

# %%
# NBVAL_RAISES_EXCEPTION
split.play("A G6 4+6")

# %% [markdown]
# The game is unchanged after a refused move. `why_illegal` explains more attempts:
# paying too little, and paying with a die Red does not hold.

# %%
for attempt in ["A G6 4+6", "A W10 6", "A W10 4+4", "B W10 4"]:
    print(f"{attempt:12} -> {split.why_illegal(attempt)}")
print("dice still held:", split.state.held)

# %% [markdown]
# ## Spending is optional; unspent dice are lost
#
# A player may spend both drafted dice, one of them, or none (R-DICE-4). Dice left at the
# end of the turn are lost: they do not go back to the Rodeo for the next player
# (R-TURN-5). Here Red spends only the 6 and ends the turn; Blue drafts from what is left.

# %%
narrate(split.play("A G6 6"))
narrate(split.play("end"))
print("Rodeo now:", split.state.rodeo, "- to act:", PLAYER_NAMES[split.current_player])

# %%
# NBVAL_IGNORE_OUTPUT
split

# %%
assert split.current_player == 1 and split.state.held == []

# %% [markdown]
# Each round one die is never drafted: the Rodeo holds one die more than twice the
# number of players, and that last die stays unused (R-SETUP-1, R-ROUND-4).
#
# Next: `04-action-areas`, spending dice on Action Spaces and the six special actions.
