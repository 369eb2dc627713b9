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

# %% [markdown]
# **In this lesson** you learn how the end is triggered, which rounds are still played, what the round without dice allows, and how the final scoring names the winners.

# %%
import random

from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, flow
from gaucho.config import player_name
from gaucho.exercises import Drill, EnterNumber, PickRefused
from gaucho.i18n import _, and_list
from gaucho.practice import Decide


def winner_names(game):
    """The winners' colours, in the lesson's language ("Red and Blue")."""
    return and_list(player_name(p) for p in game.winners)


def by_player(values):
    """One number per player, with the players' colours ("Red 30 and Blue 34")."""
    return and_list(f"{player_name(p)} {n}" for p, n in enumerate(values))


def show(example_id, variation=None):
    """Print an example: its title and rules, the steps with their narration, the check."""
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

# %%
run.game

# %% [markdown]
# The same line as a table: after each step, the round, the start player, the player to
# act, the round in which the end was triggered (`-` before it is) and the phase.

# %%
print(f"{'step':<20} {'round':>5}  {'start':<6} {'to act':<6} {'trigger':<13} phase")
for frame in run.frames:
    pos = frame.position
    trigger = "-" if pos["trigger_round"] is None else pos["trigger_round"]
    print(f"{str(frame.step):<20} {pos['round']:>5}  {player_name(pos['start_player']):<6} "
          f"{player_name(pos['active']):<6} {trigger!s:<13} {_(flow.PHASES[pos['phase']].title)}")

# %% [markdown]
# Read the trigger column: the end is triggered during Blue's turn in round 6 and never
# changes after that. Green still plays round 6 (R-END-2). Round 7 is the last regular
# round, with dice as usual (R-END-3); round 8 has no dice (R-END-4, R-NODICE-1); then final
# scoring, and no further round. The start player keeps moving one seat to the left every
# round: Red, Blue, Green (R-NEXT-1).

# %% tags=["exercise"] exercise={"name": "06-last-round", "right": "8", "wrong": "7"}
ExerciseWidget(EnterNumber(
    "06-last-round", "In EX-END-3P the end is triggered in round 6. Which round is the "
    "round without dice?", lambda end=run: end.frames[-1].position["round"],
    rule_id="R-END-4"))

# %% [markdown]
# The same count in a game this lesson has not shown (*Try another* gives a fresh one):

# %% tags=["exercise"] exercise={"name": "06-trigger-any", "right": "9", "wrong": "8"}
ExerciseWidget(Drill("06-trigger-any", drills.rounds_after_trigger, seed=1))

# %% [markdown]
# Step through EX-END-3P on the board, one move per click:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-END-3P")

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

# %%
game

# %% tags=["exercise"] exercise={"name": "06-nodice", "right": "take 1 2", "wrong": "wish"}
ExerciseWidget(PickRefused(
    "06-nodice", game, "Which move does the game refuse in the round without dice?",
    ["wish", "take 1 2", "end"], rule_id="R-NODICE-1"))

# %% [markdown]
# There is nothing to draft, so taking dice is refused:

# %%
print(game.why_illegal("take 1 2"))

# %%
from gaucho import IllegalAction

try:
    game.play("take 1 2")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# Blue uses WISH. The imaginary die, written `w`, shows whatever value pays (R-WISH-2),
# but only for a Cattle Tile: placing a gaucho on an Action Space is refused (R-NODICE-2).

# %%
game.play("wish")
print(game.why_illegal("place SORT w"))

# %% [markdown]
# **A decision.** Every choice below is legal; which one is best? The coach plays each to
# the end (here, at the end of the game, there is little left to chance) and counts Blue's
# Pesos. A wrong answer shows what each choice leads to.

# %% tags=["exercise"] exercise={"name": "06-wish-best", "right": "A S5 w", "wrong": "A W1 w"}
ExerciseWidget(Decide(
    "06-wish-best", game, "Blue has used WISH. Which use of the imaginary die leads to the "
    "most Pesos at the end?", ["A W1 w", "C G3 w", "A S5 w"], rule_id="R-FINAL-5", seed=1))

# %% [markdown]
# What each choice leads to, played to the end by the engine (every later decision is
# the first legal one):

# %%
def to_the_end(move):
    trial = game.copy()
    trial.play(move)
    while not trial.is_over:
        trial.play(trial.legal_actions()[0])
    return trial


ends = {move: to_the_end(move) for move in ("A S5 w", "C G3 w", "A W1 w")}
for move, end in ends.items():
    print(f"{move:8} -> Pesos: {by_player(end.pesos)}; winners: {winner_names(end)}")

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert {m: e.pesos for m, e in ends.items()} == {
    "A S5 w": [30, 34], "C G3 w": [30, 32], "A W1 w": [30, 30]}
assert gaucho.exercises.registered("06-wish-best").right_answer() == "A S5 w"

# %% [markdown]
# Standing on the spotted 5 wins 34-30, and raising the lying gaucho on the golden 3
# wins 32-30. Standing on the unclaimed W1 completes P1 (both W1 and W2 are collected,
# R-COLLECT-3) but only ties 30-30. To see a tie and the final scoring step by step, the
# lesson plays that weaker move on:

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

# %% [markdown]
# **Exercise.** Blue has 8 Pesos and will end with the herds K3 K4 K7 and W1. Compute Blue's
# final Pesos with R-SELL-1 and R-FINAL-4.

# %% tags=["exercise"]
blue_herds = [[3, 4, 7], [1]]
blue_final = 8 + sum(len(h) * max(h) for h in blue_herds)
blue_final

# %%
assert blue_final == 30, blue_final

# %% tags=["exercise"] exercise={"name": "06-red-final", "right": "30", "wrong": "29"}
ExerciseWidget(EnterNumber(
    "06-red-final", "Red has 10 Pesos, the herd B2 B9 and a standing gaucho on W2. How many "
    "Pesos does Red have after the final scoring?",
    lambda final=ends["A W1 w"]: final.pesos[0], rule_id="R-FINAL-4"))

# %% [markdown]
# Now the final scoring itself:

# %%
while not game.is_over:
    action = game.legal_actions()[0]
    print(action)
    for event in game.play(action):
        print("  ", event)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert blue_final == game.pesos[1] == 30, blue_final

# %% [markdown]
# The same scoring in positions this lesson has not shown: a one-tile herd sells for its
# big number (R-FINAL-4).

# %% tags=["exercise"] exercise={"name": "06-final-any", "right": "37", "wrong": "36"}
ExerciseWidget(Drill("06-final-any", drills.final_score, seed=1))

# %% [markdown]
# **EX-FINAL-SINGLE**: the single-tile rule as a rulebook example.

# %%
run = show("EX-FINAL-SINGLE")

# %% [markdown]
# ## 4. A shared victory
#
# The most Pesos wins (R-FINAL-5). There is no tie-breaker: everybody with the top score
# wins together (R-TIE-1).

# %% tags=["exercise"] exercise={"name": "06-tie", "right": "2", "wrong": "1"}
ExerciseWidget(EnterNumber(
    "06-tie", "Blue stood on W1. How many players win this game?",
    lambda final=game: len(final.winners), rule_id="R-TIE-1"))

# %%
print("Pesos:", by_player(game.pesos))
print("winners:", winner_names(game))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.winners == [0, 1]

# %% tags=["exercise"] exercise={"name": "06-winners-any", "right": "4", "wrong": "1"}
ExerciseWidget(Drill("06-winners-any", drills.winners, seed=1))

# %% [markdown]
# Without it (Blue simply ends his turn), Red wins alone, one Peso ahead:

# %%
other = gaucho.Game.from_position(position)
other.play("end")
while not other.is_over:
    other.play(other.legal_actions()[0])
print("Pesos:", by_player(other.pesos), " winners:", winner_names(other))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
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
print("Pesos:", by_player(game.pesos))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.is_over and game.winners == [0]

# %% [markdown]
# ## Summary: the rules of this lesson
#
# * <a href="rules.ipynb#cell-id=R-STEPPE-7" title="Then the Steppe is refilled from the draw pile until it holds 4 tiles or the pile is empty; the French &quot;add 4 tiles&quot; is an erratum.">R-STEPPE-7</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-8" title="If this refill draws the last tile of the draw pile, the end of the game is triggered (R-END-1).">R-STEPPE-8</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-4" title="If the draw pile becomes empty during refill, refilling stops and the end of the game is triggered (R-END-1).">R-REFILL-4</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="The end is triggered the moment the draw pile becomes empty: in a Steppe refill (R-STEPPE-8), an end-of-round refill (R-REFILL-4), or during setup.">R-END-1</a>
# * <a href="rules.ipynb#cell-id=R-END-2" title="The round in which the trigger happens is played to its end as usual; a trigger during setup or the preliminary round counts as happening in the preliminary round.">R-END-2</a>
# * <a href="rules.ipynb#cell-id=R-END-3" title="After that round exactly one more regular round with dice is played.">R-END-3</a>
# * <a href="rules.ipynb#cell-id=R-END-4" title="After that regular round one round without dice (§22) is played, then final scoring (§23).">R-END-4</a>
# * <a href="rules.ipynb#cell-id=R-END-5" title="Once the draw pile is empty no tile is drawn: pastures and the Steppe are no longer refilled. SECRET CATTLE can still move tiles from the Steppe into pastures.">R-END-5</a>
# * <a href="rules.ipynb#cell-id=R-NEXT-1" title="After the refill of a round that another round follows, the left neighbour of the start player becomes start player and takes the Start Player Token. After the round without dice the token does not pass.">R-NEXT-1</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-1" title="The round without dice follows R-ROUND-2 with the start player passed as usual, except that no dice are rolled or drafted.">R-NODICE-1</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-2" title="In his turn a player MAY use special actions, remove gauchos from Action Spaces, take back lying gauchos (R-NOGAUCHO-1) and spend a WISH die on a Cattle Tile (R-WISH-5), then ends his turn. No Action Space can be occupied in this round: &quot;each player can only use the Action Spaces he claimed before&quot;.">R-NODICE-2</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-3" title="The round ends with the usual collection (§16); its refill adds nothing (R-END-5), and final scoring follows.">R-NODICE-3</a>
# * <a href="rules.ipynb#cell-id=R-WISH-2" title="The player chooses the imaginary die&#x27;s value, 1 to 6, when he spends it; placements that differ only in the value chosen for the imaginary die (all of which pay) are the same move.">R-WISH-2</a>
# * <a href="rules.ipynb#cell-id=R-WISH-5" title="WISH works in the round without dice, where its die is the only die a player can have.">R-WISH-5</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-3" title="In a complete pasture, each standing gaucho returns to its owner&#x27;s supply and the owner collects the tile it stood on.">R-COLLECT-3</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-1" title="After the round without dice, each tile in the Pampa that carries a standing gaucho is collected by that gaucho&#x27;s owner, whether or not its pasture is complete.">R-FINAL-1</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-2" title="These tiles join herds by §17, with forced sales and the optional use of SORT; players resolve their additions in turn order from the start player of the round without dice (R-COLLECT-6).">R-FINAL-2</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-3" title="Tiles with lying gauchos, and gauchos on Action Spaces (apart from SORT used under R-FINAL-2), have no effect.">R-FINAL-3</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-4" title="Then each player sells every herd by R-SELL-1; a 1-tile herd sells for its big number.">R-FINAL-4</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-5" title="The player with the most Pesos wins.">R-FINAL-5</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="A herd sells for (number of its tiles) × (its highest big number) Pesos, added to the seller&#x27;s Pesos.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-3" title="Before final scoring only herds of 2+ tiles are ever sold; a 1-tile herd accepts every tile of its breed and so never faces a forced sale.">R-SELL-3</a>
# * <a href="rules.ipynb#cell-id=R-TIE-1" title="If several players share the most Pesos, they all win; there is no tie-breaker.">R-TIE-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="If a tile that must be added does not fit (an inappropriate tile), that herd is sold at once (forced sale, §18) and the tile starts a new herd.">R-HERD-6</a>
