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

# %% [markdown]
# **In this lesson** you learn a regular turn: draft two dice first, then pay exactly, with one die or a sum, for a standing or a lying gaucho, raise your own lying gaucho, and end the turn.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, practice
from gaucho.config import DEFAULT_CONFIG, player_name
from gaucho.exercises import Drill, EnterNumber, PickMove


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

# %%
game

# %% [markdown]
# Each tile shows a **big number** (its value, 1-12) and a **small number**, half of it
# rounded down, and at least 1 (R-COMP-3). Paying the big number puts a **standing**
# gaucho on the tile: a claim that is collected later (R-PAMPA-1, action A). Paying the
# small number puts a **lying** gaucho there: a cheaper reservation (R-PAMPA-2, action B).
# Paying the small number again raises one's own lying gaucho to standing (R-PAMPA-3,
# action C).

# %% tags=["exercise"] exercise={"name": "03-small", "right": "4", "wrong": "9"}
ExerciseWidget(EnterNumber(
    "03-small", "What does a lying gaucho cost on a tile whose big number is 9?",
    lambda: DEFAULT_CONFIG.small(9), rule_id="R-PAMPA-2"))

# %% [markdown]
# The whole table of small numbers, to check your answer once you have given it:

# %%
from IPython.display import HTML

table = (f"big  : {list(range(1, 13))}\n"
         f"small: {[DEFAULT_CONFIG.small(big) for big in range(1, 13)]}")
HTML(f"<details><summary>Show the table</summary><pre>{table}</pre></details>")

# %% [markdown]
# ## Drafting comes first
#
# Before the draft nothing else is allowed (R-TURN-3):

# %%
print(game.why_illegal("A W11 5+6"))
print(game.legal_actions())

# %% tags=["exercise"] exercise={"name": "03-first", "right": "take 5 6", "wrong": "A W11 5+6"}
ExerciseWidget(PickMove(
    "03-first", game, "It is Red's turn. What must Red do first?",
    ["A W11 5+6", "end", "take 5 6"], rule_id="R-TURN-3"))

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

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.state.gauchos_on[gaucho.tiles.parse("W11")] == (0, True)
assert game.state.held == [] and game.state.supply[0] == DEFAULT_CONFIG.gauchos[3] - 1
assert ex_turn_1.check() == []  # the stored example agrees

# %% [markdown]
# The example also lists moves that are illegal here, each explained by the engine:

# %%
refusals(ex_turn_1)

# %% [markdown]
# Step through EX-TURN-1 on the board, one move per click:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-TURN-1")

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
print("same claims, supplies and dice as EX-TURN-1" if same else "not the same claims, supplies and dice as EX-TURN-1")
refusals(ex_turn_2)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert same and ex_turn_2.check() == []

# %% tags=["exercise"] exercise={"name": "03-raise", "right": "C W11 5", "wrong": "A W11 5"}
lying = ex_turn_2.game()
lying.play("take 5 5")
lying.play("B W11 5")
ExerciseWidget(PickMove(
    "03-raise", lying, "Red lies on the white 11 and still holds a 5. Make the gaucho stand.",
    ["A W11 5", "B W11 5", "C W11 5"], rule_id="R-PAMPA-3"))

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

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert ex_split.check_all() == {None: [], "b": []}

# %%
for name, g in (("a", option_a), ("b", option_b)):
    standing = [gaucho.tiles.words(t) for t, (p, up) in sorted(g.state.gauchos_on.items()) if up]
    print(f"({name}) Red stands on the {gaucho.i18n.and_list(standing)}, dice left {len(g.state.held)}")

# %% [markdown]
# ## Exact payment only
#
# A payment must equal the price exactly: paying too much is as illegal as paying too
# little (R-DICE-3). With 6 and 4 in hand, Red may not pay 10 for the golden 6:

# %%
from gaucho import IllegalAction

try:
    split.play("A G6 4+6")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# The game is unchanged after a refused move. `why_illegal` explains more attempts:
# paying too little, and paying with a die Red does not hold.

# %%
for attempt in ["A G6 4+6", "A W10 6", "A W10 4+4", "B W10 4"]:
    print(f"{attempt:12} -> {split.why_illegal(attempt)}")
print("dice still held:", gaucho.i18n.and_list(split.state.held))

# %% [markdown]
# **Your turn.** Red still holds the 6 and the 4.

# %% tags=["exercise"] exercise={"name": "03-exact", "right": "A W10 4+6", "wrong": "A W10 6"}
def stands_on_w10(after):
    return after.state.gauchos_on.get(gaucho.tiles.parse("W10")) == (0, True)


ExerciseWidget(PickMove(
    "03-exact", split, "Pay for a standing gaucho on the white 10: which dice pay for it "
    "exactly?", ["A W10 6", "A W10 4+4", "A W10 4+6"], rule_id="R-DICE-3",
    goal=stands_on_w10, goal_rule="R-PAMPA-1"))

# %% tags=["exercise"] exercise={"name": "03-lie", "right": "B G9 4", "wrong": "B G9 6"}
ExerciseWidget(PickMove(
    "03-lie", split, "Pay for a lying gaucho on the golden 9.",
    ["B G9 6", "A G9 4+6", "B G9 4"], rule_id="R-PAMPA-2"))

# %% [markdown]
# ## Your turn, in new positions
#
# The next exercises set up a new game from a seed and play it to a turn of round 1, so
# each is a position this lesson has not shown; *Try another* gives a fresh one. Read the
# dice and the tiles, then pay exactly. On the board (the third exercise) every tile the
# dice can pay for lights up: which one is asked for, you decide.

# %% tags=["exercise"] exercise={"name": "03-stand-any", "right": "A S4 4", "wrong": "B S4 4"}
ExerciseWidget(Drill("03-stand-any", drills.pay_standing, seed=1))

# %% tags=["exercise"] exercise={"name": "03-lie-any", "right": "B G11 1+4", "wrong": "B G11 1"}
ExerciseWidget(Drill("03-lie-any", drills.pay_lying, seed=1))

# %% tags=["exercise"] exercise={"name": "03-best-tile", "right": "A W11 5+6", "wrong": "A G6 6"}
ExerciseWidget(Drill("03-best-tile", drills.best_tile, seed=1), board=True)

# %% [markdown]
# ## A decision: which move is worth most?
#
# Legal is not the same as good. Here the question is which of three legal moves leads
# to the most Pesos at the end of the game, on average. The coach judges the answer: it
# plays the game out from each choice many times (a small, seeded search, from what the
# player to act can see) and counts any answer within one Peso of the best as right. A
# wrong answer shows what each choice leads to, with the coach's reason.

# %% tags=["exercise"] exercise={"name": "03-decide", "right": "B W11 5", "wrong": "A G5 5"}
ExerciseWidget(Drill("03-decide", practice.decide_spend, seed=1))

# %% [markdown]
# ## Spending is optional; unspent dice are lost
#
# A player may spend both drafted dice, one of them, or none (R-DICE-4). Dice left at the
# end of the turn are lost: they do not go back to the Rodeo for the next player
# (R-TURN-5). Here Red spends only the 6 and ends the turn; Blue drafts from what is left.

# %%
narrate(split.play("A G6 6"))
narrate(split.play("end"))
print("Rodeo now:", gaucho.i18n.and_list(split.state.rodeo), "- to act:", player_name(split.current_player))

# %% tags=["nbval-ignore-output"]
split

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert split.current_player == 1 and split.state.held == []

# %% [markdown]
# ## Summary: the rules of this lesson
#
# * <a href="rules.ipynb#cell-id=R-ROUND-2" title="A regular round runs: (a) the start player rolls all dice of the Dice Rodeo; (b) each player takes exactly one turn, starting with the start player and passing left; (c) collection (§16); (d) refill (§19); (e) next start player (§20).">R-ROUND-2</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-3" title="Each rolled die shows a value from 1 to 6, uniformly at random.">R-ROUND-3</a>
# * <a href="rules.ipynb#cell-id=R-TURN-1" title="A regular turn begins with the draft: the active player MUST take 2 dice of his choice from the Dice Rodeo, or all remaining dice if fewer than 2 remain.">R-TURN-1</a>
# * <a href="rules.ipynb#cell-id=R-TURN-2" title="After the draft the active player MAY, in any order and as often as the rules allow: take a dice action (§5–7), use a special action (§8), remove an own gaucho from an Action Space (R-SPECIAL-6), take back lying gauchos (R-NOGAUCHO-1).">R-TURN-2</a>
# * <a href="rules.ipynb#cell-id=R-TURN-3" title="The active player MUST NOT take any other step of a regular turn before the draft.">R-TURN-3</a>
# * <a href="rules.ipynb#cell-id=R-TURN-4" title="The turn ends only through an explicit end-turn step, which is always legal once the draft is done.">R-TURN-4</a>
# * <a href="rules.ipynb#cell-id=R-TURN-5" title="Drafted dice not spent by the end of the turn are lost; drafted dice never return to the Dice Rodeo within the round.">R-TURN-5</a>
# * <a href="rules.ipynb#cell-id=R-DICE-1" title="A dice action is paid with one die or with the sum of several dice: at most the 2 drafted dice plus the WISH die (R-WISH-3).">R-DICE-1</a>
# * <a href="rules.ipynb#cell-id=R-DICE-2" title="Each die, physical or imaginary, is spent on at most one action and cannot be split.">R-DICE-2</a>
# * <a href="rules.ipynb#cell-id=R-DICE-3" title="The die or sum MUST equal the required value exactly; overpaying or underpaying is illegal.">R-DICE-3</a>
# * <a href="rules.ipynb#cell-id=R-DICE-4" title="Spending dice is optional: a player MAY spend both, one or none of his drafted dice.">R-DICE-4</a>
# * <a href="rules.ipynb#cell-id=R-DICE-5" title="The dice actions are Pampa actions A, B and C (§6) and placing a gaucho on an Action Space (§7).">R-DICE-5</a>
# * <a href="rules.ipynb#cell-id=R-COMP-3" title="A tile&#x27;s small number is `max(1, floor(big/2))`, held by the engine as a data table (the 11→5 entry is sourced, the rest are ASSUMED):">R-COMP-3</a>
# * <a href="rules.ipynb#cell-id=R-COMP-11" title="A tile carries at most one gaucho, standing or lying; a tile with none is *unoccupied*.">R-COMP-11</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-1" title="A (standing claim): pay the big number of an unoccupied tile and put a gaucho from supply on it, standing.">R-PAMPA-1</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-2" title="B (lying claim): pay the small number of an unoccupied tile and put a gaucho from supply on it, lying.">R-PAMPA-2</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-3" title="C (raise): pay the small number of a tile on which one of the player&#x27;s own gauchos lies, and stand that gaucho up.">R-PAMPA-3</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-1" title="The Dice Rodeo holds 2n+1 dice (5, 7 or 9 for 2, 3 or 4 players); the other dice stay out of the game.">R-SETUP-1</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-4" title="The one die that nobody drafts stays unused in the Dice Rodeo for the rest of the round.">R-ROUND-4</a>

# %% [markdown]
# Each round one die is never drafted: the Rodeo holds one die more than twice the
# number of players, and that last die stays unused (R-SETUP-1, R-ROUND-4).
#
# Next: `04-action-areas`, spending dice on Action Spaces and the six special actions.
