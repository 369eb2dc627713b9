# ruff: noqa: E402, B018, E501
"""Source of notebooks/10-play-well.ipynb; build with `python tools/build_notebooks.py 10-play-well`."""

# %% [markdown]
# # 10 · Playing well
#
# Lessons 01-06 teach what is allowed. This one is about what is good: three pieces of
# advice from the rulebook, then decisions where you choose among legal moves and the
# coach tells you what each one leads to, then whole positions with a goal, played to the
# end against the coach's beginner bots.

# %% [markdown]
# **In this lesson** you learn to weigh a sale now against a bigger herd later, to value
# the special actions, and to judge a move by the Pesos it brings at the end of the game.

# %%
from gaucho.widgets.challenge import ChallengeWidget
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import challenges, practice
from gaucho.challenges import Challenge
from gaucho.exercises import Drill
from gaucho.practice import Decide


def show(game):
    """The Action Areas, the dice and the players' lines of the text view."""
    keep = False
    for line in str(game).splitlines():
        if line[:1] != " ":  # a heading: keep it and its indented lines, or skip them
            keep = line.startswith(("Action Areas", "Dice Rodeo", "Red holds", "Players"))
        if keep:
            print(line)


# %% [markdown]
# ## Three pieces of advice from the rulebook
#
# The rulebook gives a few hints beside its rules. Here they are in our own words, each
# with the rules that make it true.
#
# **1. A herd is worth its length times its best tile, so timing a sale matters.** A herd
# sells for the number of its tiles multiplied by its highest big number (R-SELL-1). A
# tile that does not fit forces the sale at once (R-HERD-6), and a herd that cannot grow
# any more simply waits (R-HERD-7). Selling early turns a herd into Pesos before anything
# can go wrong; each further tile that fits, though, adds the herd's best value once more
# (or raises it). Neither "always sell" nor "always wait" is right: count both.
#
# **2. The special actions win games.** A gaucho on an Action Space is a promise of a
# special action in a later turn (R-SPECIAL-1): an immediate sale with a bonus
# (R-SALE-1), a tile taken from an opponent's herd (R-STEAL-1), and more. Dice spent on
# Action Spaces often pay more than one more tile in the Pampa.
#
# **3. Remember what you placed this turn.** A gaucho that arrives on an Action Space
# cannot be used, nor leave, in the same turn (R-AREA-4, R-SPECIAL-8). At the table a
# small marker on the space helps; here the engine remembers for you, and refuses the
# move.

# %% [markdown]
# ## Judging a move by where it leads
#
# In the following exercises every choice is legal. The coach tries each of them many
# times (a small search with a fixed seed, from what the player to act can see): it
# finishes the turn, plays a few more decisions for every player (8 at this level), and
# values the table where it stops: the Pesos, plus what the herds and the claims on the
# Pampa are worth. It compares the choices by that worth, on average, and says in how many
# of these short play-outs the player is ahead. It does not play to the end of the game,
# so the figures are not final Pesos. An answer within one Peso of the best choice is
# right; a wrong answer shows what every choice leads to, with the coach's reason.

# %% [markdown]
# ### Sell now or grow first?
#
# Red collects two brown tiles at the end of a round and chooses the order in which they
# join the herd (R-HERD-8). One order sells the herd at once, the other grows it first.

# %%
ordering = gaucho.examples.load("EX-ORDER-48").game()
show(ordering)

# %% tags=["exercise"] exercise={"name": "10-order", "right": "add B5", "wrong": "add B9"}
ExerciseWidget(Decide(
    "10-order", ordering, "Which tile should Red add first?", ["add B9", "add B5"],
    rule_id="R-HERD-8", seed=1))

# %% [markdown]
# B9 first: B9 does not fit below B6, so the herd B12 B8 B6 sells at once for 36 Pesos
# (R-HERD-6) and B9 starts a new herd; then B5 fits below B9, and Red ends with 36 Pesos
# and the herd B9 B5. B5 first: B5 fits (B12 B8 B6 B5); then B9 does not, the four tiles
# sell for 48 Pesos and B9 starts a new herd. Either order forces one sale; growing the
# herd first makes that sale 12 Pesos bigger, for a new herd of one tile instead of two.

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
from gaucho.coach import CoachBot
from gaucho.exercises import registered

order = registered("10-order")
assert order.right_answer() == "add B5" and not order.check("add B9").correct

# %% [markdown]
# ### Use the special actions
#
# Red has gauchos on SALE and STEAL from earlier turns, holds a 1 and a 2, and has a white
# herd; Blue has two white tiles.

# %%
theft = gaucho.examples.load("EX-STEAL-SALE").game()
show(theft)

# %% tags=["exercise"] exercise={"name": "10-special", "right": "steal W12", "wrong": "end"}
ExerciseWidget(Decide(
    "10-special", theft, "Which of these moves leads to the most Pesos at the end?",
    ["sale W", "end", "steal W12"], rule_id="R-SPECIAL-1", seed=1))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
special = registered("10-special")
assert special.right_answer() == "steal W12" and not special.check("sale W").correct

# %% [markdown]
# ### Your turn, in new positions
#
# Each of these sets up a new game from a seed and plays it to a turn (of round 1 for the
# first two, later for the last); *Try another* gives a fresh one. The dice are drafted:
# spend them well. In the last one the player may also sell a herd with SALE (R-SALE-1):
# sell now, or keep it for a bigger sale?

# %% tags=["exercise"] exercise={"name": "10-spend-a", "right": "B S11 1+4", "wrong": "A S1 1"}
ExerciseWidget(Drill("10-spend-a", practice.decide_spend, seed=2))

# %% tags=["exercise"] exercise={"name": "10-spend-b", "right": "B K12 6", "wrong": "end"}
ExerciseWidget(Drill("10-spend-b", practice.decide_spend, seed=3))

# %% tags=["exercise"] exercise={"name": "10-sale-any", "right": "sale G", "wrong": "B K7 3"}
ExerciseWidget(Drill("10-sale-any", practice.decide_sale, seed=2))

# %% [markdown]
# ## Play a position to the end
#
# Now a whole plan instead of one move. Each position below comes from a game played
# to its last rounds; you take one seat, and the coach's beginner bots play the others.
# Choose your moves one at a time and press *Play*; the bots answer until it is your turn
# again. The board shows what your seat can see. *Start again* replays the same position
# against the same bots, *Try another* deals a new one. Once the goal is met or missed,
# *Review this game* goes through your moves since the position began: where one cost
# Pesos, the coach says what it would have played and why, and you may try that moment
# again.
#
# **Win from here.** The race is close and the draw pile is nearly empty (R-END-1): finish
# with the most Pesos (R-FINAL-5).

# %%
ChallengeWidget(Challenge.from_seed("10-win", challenges.win_from_here, seed=1))

# %% [markdown]
# **Sell the brown herd for at least 40 Pesos before the end.** Only a sale during the
# game counts: a forced sale (R-HERD-6) or SALE (R-SALE-1). The final scoring sells every
# herd anyway (R-FINAL-4), and that is too late for this goal. Think about which brown
# tiles would still fit, and about the bonus of SALE.

# %%
ChallengeWidget(Challenge.from_seed("10-brown", challenges.sell_brown_herd, seed=1))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
def played_out(challenge, seed):
    """The challenge played to its end with a beginner bot in the student's seat."""
    me = CoachBot("beginner", seed=seed)
    while challenge.status == "open":
        challenge.play(str(me.choose(challenge.game)))
    return challenge.status


win = Challenge.from_seed("10-win", challenges.win_from_here, seed=1)
assert played_out(win, 11) == "met" and win.game.is_over
brown = Challenge.from_seed("10-brown", challenges.sell_brown_herd, seed=1)
assert played_out(brown, 7) == "missed" and brown.game.is_over

# %% [markdown]
# ## Summary: the rules behind the advice
#
# * <a href="rules.ipynb#cell-id=R-SPECIAL-1" title="A player MAY use an Action Area&#x27;s special action only while his gaucho is on his space there and was placed in an earlier turn (the preliminary round counts).">R-SPECIAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-8" title="A gaucho placed on an Action Space this turn MUST NOT leave it this turn, used or unused.">R-SPECIAL-8</a>
# * <a href="rules.ipynb#cell-id=R-AREA-4" title="A gaucho placed on an Action Space MUST NOT be used in the same turn.">R-AREA-4</a>
# * <a href="rules.ipynb#cell-id=R-SALE-1" title="IMMEDIATE SALE sells one of the owner&#x27;s herds of at least 2 tiles by R-SELL-1 and adds a bonus of 5 Pesos.">R-SALE-1</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-1" title="The thief takes one tile of his choice from any herd of any opponent, at any position, including a 1-tile herd.">R-STEAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="A herd sells for (number of its tiles) × (its highest big number) Pesos, added to the seller&#x27;s Pesos.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-4" title="A tile fits a herd that has 1 tile, an ascending herd if it is higher than the rightmost tile, and a descending herd if it is lower.">R-HERD-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="If a tile that must be added does not fit (an inappropriate tile), that herd is sold at once (forced sale, §18) and the tile starts a new herd.">R-HERD-6</a>
# * <a href="rules.ipynb#cell-id=R-HERD-7" title="A herd that can no longer grow is not sold for that reason; it stays until a tile of its breed arrives, IMMEDIATE SALE, STEAL, or final scoring.">R-HERD-7</a>
# * <a href="rules.ipynb#cell-id=R-HERD-8" title="When a player adds several tiles at once, he chooses the order in which they are added.">R-HERD-8</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-4" title="Then each player sells every herd by R-SELL-1; a 1-tile herd sells for its big number.">R-FINAL-4</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-5" title="The player with the most Pesos wins.">R-FINAL-5</a>
# * <a href="rules.ipynb#cell-id=R-DICE-4" title="Spending dice is optional: a player MAY spend both, one or none of his drafted dice.">R-DICE-4</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="The end is triggered the moment the draw pile becomes empty: in a Steppe refill (R-STEPPE-8), an end-of-round refill (R-REFILL-4), or during setup.">R-END-1</a>

# %% [markdown]
# The coach that judged these answers is the same one behind the app's Play tab and the
# analysis of a finished game: play against it there, and ask it why.
