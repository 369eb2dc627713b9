# ruff: noqa: E402, B018
"""Source of notebooks/06-end-of-game.ipynb (built by tools/build_notebooks.py)."""

# %% [markdown]
# # The end of the game
#
# El Gaucho has no fixed number of rounds. The game ends some time after the draw pile
# runs out, in a fixed sequence:
#
# 1. the **trigger**: the moment the last tile leaves the draw pile (R-END-1); that round
#    is finished as usual (R-END-2);
# 2. **one more regular round**, with dice (R-END-3);
# 3. **a round without dice** (R-END-4, §22);
# 4. **final scoring**: every standing gaucho brings its tile home, then every herd is
#    sold (§23); the richest player wins, and ties share the victory (R-FINAL-5, R-TIE-1).

# %%
import random

import gaucho
from gaucho import examples

names = gaucho.PLAYER_NAMES  # 0 Red, 1 Blue, 2 Green, 3 Yellow


def show(example_id, variation=None):
    """Print an example: what it shows, the steps with their narration, the check."""
    scenario = examples.load(example_id)
    print(scenario.walkthrough(variation))
    return scenario.run(variation)

# %% [markdown]
# ## 1. The trigger and the extra round
#
# The pile can run dry in two places: when a player refills the Steppe after SECRET CATTLE
# (R-STEPPE-7, R-STEPPE-8), or during the refill of the pastures at the end of a round
# (R-REFILL-4). Either way the end is triggered at that very moment, but nobody stops
# playing: the current round is completed (R-END-2), and from then on no tile is added to
# the Pampa or the Steppe (R-END-5).
#
# **EX-END-3P** plays this with three players: Blue's SECRET CATTLE takes the last tile.

# %%
run = show("EX-END-3P")

# %% [markdown]
# The same line as a table: after each step, the round, the phase, the start player and
# the round in which the end was triggered.

# %%
print(f"{'step':<20} {'round':>5}  {'phase':<12} {'start':<6} {'to act':<6} trigger")
for frame in run.frames:
    pos = frame.position
    print(f"{str(frame.step):<20} {pos['round']:>5}  {pos['phase']:<12} "
          f"{names[pos['start_player']]:<6} {names[pos['active']]:<6} {pos['trigger_round']}")

# %% [markdown]
# Read the last column: the end is triggered during Blue's turn in round 6 and never
# changes after that. Green still plays round 6 (R-END-2). Round 7 is the last regular
# round, with dice as usual (R-END-3); round 8 has no dice (R-END-4, R-NODICE-1); then
# final scoring, and no further round. The start player keeps moving one seat to the left
# every round: Red, Blue, Green (R-NEXT-1).

# %% [markdown]
# ## 2. The round without dice
#
# In the last round nobody rolls and nobody drafts (R-NODICE-1). A player can still use the
# special actions of his gauchos on Action Areas, take gauchos back, and, with WISH, get the
# one die of this round: the imaginary one, which pays only for a Cattle Tile, because no
# Action Space can be occupied in this round (R-NODICE-2, R-WISH-5). The round ends with
# the usual collection; the refill adds nothing (R-NODICE-3).
#
# A position of our own, with two players: round 9 is the round without dice (the end was
# triggered in round 7). Red has played; Blue is last and has a gaucho on WISH.

# %%
position = {
    "players": [{"pesos": 10, "herds": [["B2", "B9"]]},
                {"pesos": 8, "herds": [["K3", "K4", "K7"]], "spaces": ["WISH"]}],
    "phase": "nodice_turn", "round": 9, "trigger_round": 7, "start_player": 0, "active": 1,
    "pastures": [["W1", "W2^0", None], ["G3_1", "S5", None], ["K10", "S11"], ["B12", "G9"]],
}
game = gaucho.Game.from_position(position)
print(game)

# %%
print(game.legal_actions())

# %% [markdown]
# There is nothing to draft, so taking dice is refused:

# %%
print(game.why_illegal("take 1 2"))

# %%
# NBVAL_RAISES_EXCEPTION
game.play("take 1 2")

# %% [markdown]
# Blue uses WISH and spends the imaginary die, written `w`, to stand on the unclaimed W1: it
# shows the 1 that pays (R-WISH-2, R-PAMPA-1). Placing a gaucho on an Action Space instead
# is refused (R-NODICE-2). Standing on W1 completes P1, so at the end of the round both W1
# and W2 are collected (R-COLLECT-3).

# %%
game.play("wish")
print(game.why_illegal("place SORT w"))

# %%
for action in ("A W1 w", "end"):
    print(action)
    for event in game.play(action):
        print("  ", event)

# %% [markdown]
# ## 3. Final scoring
#
# After the round without dice, every tile with a **standing** gaucho on it is collected,
# complete pasture or not (R-FINAL-1), and joins a herd as usual, forced sales and SORT
# included (R-FINAL-2). Lying gauchos and the gauchos left on Action Areas bring nothing
# (R-FINAL-3): Blue's lying gaucho on G3 is worth nothing now. Then every herd is sold by
# R-SELL-1; here a herd of a single tile sells for its big number (R-FINAL-4), although
# before the end a one-tile herd can never be sold (R-SELL-3).

# %%
while not game.is_over:
    action = game.legal_actions()[0]
    print(action)
    for event in game.play(action):
        print("  ", event)

# %% [markdown]
# **Exercise.** Blue had 8 Pesos and, at the end, the herds K3 K4 K7 and W1. Compute Blue's
# final Pesos with R-SELL-1 and R-FINAL-4.

# %% tags=["exercise"]
blue_herds = [[3, 4, 7], [1]]
blue_final = 8 + sum(len(h) * max(h) for h in blue_herds)
blue_final

# %%
assert blue_final == game.pesos[1] == 30, blue_final

# %% [markdown]
# **EX-FINAL-SINGLE**: the single-tile rule as a rulebook example.

# %%
run = show("EX-FINAL-SINGLE")

# %% [markdown]
# ## 4. A shared victory
#
# The most Pesos wins (R-FINAL-5). There is no tie-breaker: everybody with the top score
# wins together (R-TIE-1). In our position Blue's WISH move made exactly that happen:

# %%
print("Pesos:", game.pesos)
print("winners:", [names[p] for p in game.winners])
assert game.winners == [0, 1]

# %% [markdown]
# Without it (Blue simply ends his turn), Red wins alone, one Peso ahead:

# %%
other = gaucho.Game.from_position(position)
other.play("end")
while not other.is_over:
    other.play(other.legal_actions()[0])
print("Pesos:", other.pesos, " winners:", [names[p] for p in other.winners])
assert other.winners == [0]

# %% [markdown]
# ## 5. A whole game, to the very end
#
# Finally a complete three-player game, seed 7, with every decision taken by a seeded
# random player (it picks any legal action). It is not good play, but it is a legal game,
# and every step is narrated with its rule.

# %%
game = gaucho.Game.new(players=3, seed=7)
rng = random.Random(3)
while not game.is_over:
    game.play(rng.choice(game.legal_actions()))
print(len(game.history), "steps,", game.round, "rounds")
print(str(game).splitlines()[0])

# %% [markdown]
# Where did the end come from? The events that mark the end sequence:

# %%
for step in game.history:
    for event in step.events:
        if event.rule_id in ("R-END-1", "R-END-3", "R-NODICE-1"):
            print(f"round {step.round:>2}: {event}")

# %% [markdown]
# And the end itself: the tiles added to herds after the round without dice, first from
# its collection (R-NODICE-3), then from final scoring, which collects every standing
# gaucho's tile (R-FINAL-1, R-FINAL-2). Blue's W1 does not fit his white herd W3 W8 and
# forces a sale even now (R-HERD-6). After the last addition every herd is sold, single tiles included (R-FINAL-4),
# and the winner is named (R-FINAL-5).

# %%
for step in game.history:
    if step.round == game.round and step.phase in ("collect", "final"):
        print(step.narrate())

# %%
assert game.is_over and game.winners == [0]
print("Pesos:", game.pesos)
