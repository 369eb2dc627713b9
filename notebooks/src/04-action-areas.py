# ruff: noqa: E402, B018, E501
"""Source of notebooks/04-action-areas.ipynb; build with `python tools/build_notebooks.py 04`."""

# %% [markdown]
# # 04 · Action Areas and the six special actions
#
# Besides claiming cattle, dice can buy a place in one of six **Action Areas**. Each area
# has one Action Space per player colour (R-COMP-13). A gaucho sitting there since an
# earlier turn may later be **used** for that area's special action, which sends it back
# to its owner's supply (R-SPECIAL-1, R-SPECIAL-3).
#
# The placement rules are shown on a small position written as data (Red = player 0 to
# play; see `gaucho/position.py` for the format). The special actions are shown with the
# rulebook's worked examples, which `gaucho.examples` stores as data: `example(...)`
# below plays one, checks the result against the stored expectation, and lets the engine
# explain the moves the example says are not allowed.

# %% [markdown]
# **In this lesson** you learn how to place a gaucho on an Action Area, when it may be used, and what each of the six special actions does. Herds and sales are only sketched here; lesson 05 explains them fully.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.coach.words import say_decision
from gaucho.config import AREA_TITLES, AREAS, DEFAULT_CONFIG, area_name, player_name
from gaucho.exercises import Drill, PickMove, PickRefused
from gaucho.i18n import _, and_list
from gaucho.practice import Decide

PAMPA = [
    ["S11", "K10", "B6"],
    ["S4", "G9", "B2", None],
    ["K3", "G12", "B8", None, "#"],
    ["S7", "K9", "G5", None, None, "#"],
]


def position(held, players, **changes):
    """Round 2, Red's turn after the draft, holding these dice."""
    data = {
        "players": players, "phase": "turn", "round": 2, "start_player": 0,
        "pastures": PAMPA, "rodeo": [1, 2, 5, 6, 6], "held": held,
        "steppe": ["B1", "G2", "B3", "B5"], "draw_pile": ["K1", "K2", "K4", "K5", "K6", "K7"],
    }
    data.update(changes)
    return gaucho.Game.from_position(data)


def play(game, *moves):
    for move in moves:
        for event in game.play(move):
            print(event)


def specials(game):
    """The special actions among the legal ones, one a line: the move, then in words."""
    return "\n".join(f"  {str(a):14} {say_decision(a, game.phase)}"
                     for a in game.legal_actions().grouped().get("special", []))


def by_player(values):
    """One number per player, with the players' colours ("Red 65, Blue 40 and Green 0")."""
    return and_list(f"{player_name(p)} {n}" for p, n in enumerate(values))


def example(name, variation=None):
    """Play a stored rulebook example, print its moves, check it, return the game after."""
    scenario = examples.load(name)
    run = scenario.run(variation)
    print(run.narration())
    print(scenario.verdict(variation))
    for bad in scenario.expect_illegal if variation is None else ():
        before = scenario.run(until=bad.after).game
        print(f"not allowed: {bad.action:20} -> {before.why_illegal(bad.action)}")
    return run.game


# %% [markdown]
# ## Placing a gaucho (R-AREA-1 to R-AREA-7)
#
# Placing costs a die (or a sum of dice) of the area's value (R-AREA-1, R-AREA-2):

# %%
for area in AREAS:
    print(f"{area:7} {_(AREA_TITLES[area]):44} value {DEFAULT_CONFIG.area_values[area]}")

# %% [markdown]
# Red holds a 3 and a 4 and has a gaucho on WISH since an earlier turn; Blue has one on
# STEAL. Blue's gaucho does not block Red's own space there (R-AREA-7), so Red places on
# STEAL for the 4:

# %%
game = position([3, 4], [{"spaces": ["WISH"]}, {"spaces": ["STEAL"], "herds": [["S8", "S12"]]}, {}])
play(game, "place STEAL 4")

# %%
game

# %% [markdown]
# The rules around that placement, each checked by the engine:
#
# * the new gaucho cannot be used in the same turn (R-AREA-4);
# * one space per player and area, so no second gaucho on STEAL (R-AREA-3);
# * a space vacated this turn, even by taking the gaucho back unused (R-SPECIAL-6),
#   cannot be filled again this turn (R-AREA-5);
# * placing on one area and using another in the same turn is fine (R-AREA-6).

# %% [markdown]
# Red now takes the WISH gaucho back unused (R-SPECIAL-6):

# %%
play(game, "remove WISH")

# %% [markdown]
# **Your turn.** Red has just placed on STEAL and taken back the WISH gaucho; a 3 is left.

# %% tags=["exercise"] exercise={"name": "04-place", "right": "place SALE 3", "wrong": "place WISH 3"}
ExerciseWidget(PickMove(
    "04-place", game, "Place a gaucho with the 3.",
    ["place WISH 3", "place STEAL 3", "place SALE 3"], rule_id="R-AREA-5"))

# %% tags=["exercise"] exercise={"name": "04-too-soon", "right": "steal S8", "wrong": "place SORT 3"}
ExerciseWidget(PickRefused(
    "04-too-soon", game, "Which move does the game refuse now?",
    ["place SORT 3", "steal S8", "place SALE 3"], rule_id="R-AREA-4"))

# %% [markdown]
# What the engine says about those moves:

# %%
for move in ["steal S8", "place STEAL 3", "place WISH 3", "place SALE 3"]:
    reason = game.why_illegal(move)  # None: the move is allowed
    print(f"{move:13} ->", f"refused: {reason}" if reason else "allowed")

# %%
from gaucho import IllegalAction

try:
    game.play("steal S8")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# **In new positions.** Each of these sets up a new game from a seed and plays it to a
# turn of round 1; *Try another* gives a fresh one. Read the dice held and the spaces the
# player already has.

# %% tags=["exercise"] exercise={"name": "04-place-any", "right": "place RAISE 5", "wrong": "place RAISE 5+5"}
ExerciseWidget(Drill("04-place-any", drills.place_paid, seed=1))

# %% tags=["exercise"] exercise={"name": "04-placed-any", "right": "place SALE 2", "wrong": "end"}
ExerciseWidget(Drill("04-placed-any", drills.placed_refused, seed=1))

# %% [markdown]
# ## WISH (Rodeo Hero)
#
# Using WISH gives an **imaginary die** for the rest of the turn; its owner picks its value
# (1-6) when spending it (R-WISH-1, R-WISH-2) and may add it to one or both drafted dice
# (R-WISH-3). In the notation the imaginary die is written `w`, without a value: it shows
# whatever value pays, and choices that differ only in that value are the same move
# (R-WISH-2).
#
# **EX-WISH-1: the imaginary die alone.** Red holds 2 and 3 and spends only the imaginary
# die, as a 6, to place a gaucho on SECRET CATTLE (R-AREA-2). The drafted dice are still
# there, and the new gaucho must wait for a later turn (R-AREA-4).

# %%
wish1 = example("EX-WISH-1")
print("dice held:", and_list(wish1.state.held),
      "- Red's spaces:", and_list(area_name(a) for a in sorted(wish1.state.spaces[0])))

# %% [markdown]
# **EX-WISH-2: a third die.** With 4 and 4 in hand, the imaginary die as a third 4 buys
# the golden 12 outright (R-DICE-1, R-PAMPA-1).

# %%
wish2 = example("EX-WISH-2")

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert wish2.state.held == [] and wish2.state.gauchos_on[tiles.parse("G12")] == (0, True)

# %% [markdown]
# ### Herds, in brief
#
# The next actions move tiles between **herds**. Every tile a player gets joins his herd of
# that breed: one herd per breed, its tiles in a row that runs up or down (R-HERD-1 to
# R-HERD-4). A herd is worth *number of tiles × its highest big number* when it is sold
# (R-SELL-1). A new tile joins at the herd's right end; a tile that does not continue the
# herd's order forces the sale of the whole herd, and starts a new one (R-HERD-6). Lesson
# 05 shows all of this step by step.

# %% [markdown]
# ## STEAL CATTLE, then IMMEDIATE SALE (EX-STEAL-SALE)
#
# The Cattle Thief takes any one tile from an opponent's herd (R-STEAL-1); the victim is
# paid the tile's value as insurance (R-STEAL-2) and keeps the rest of the herd in order
# (R-STEAL-3). The tile joins the thief's herd of that breed if it fits (R-STEAL-4).
# IMMEDIATE SALE sells one of the owner's herds of two or more tiles for
# *tiles × highest value* plus a bonus of 5 (R-SALE-1, R-SELL-1). Several special
# actions may follow each other in one turn (R-SPECIAL-4).
#
# Red: white herd 4, 6, 9 and 20 Pesos, gauchos on STEAL and SALE. Blue: white herd
# 12, 10 and 30 Pesos.

# %%
print("Red may:")
print(specials(examples.load("EX-STEAL-SALE").game()))
thief = example("EX-STEAL-SALE")

# %%
print("Pesos:", by_player(thief.pesos))
print("Blue's herds:", and_list(tiles.words(t) for herd in thief.state.herds[1].values() for t in herd))
print("Red's herds:", len(thief.state.herds[0]), "- supply", thief.state.supply[0])

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert thief.pesos[:2] == [65, 40]

# %% [markdown]
# **In a new position.** IMMEDIATE SALE on a herd this lesson has not shown:

# %% tags=["exercise"] exercise={"name": "04-sale-any", "right": "20", "wrong": "15"}
ExerciseWidget(Drill("04-sale-any", drills.sale_value, seed=1))

# %% [markdown]
# Step through EX-STEAL-SALE on the board, one move per click:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-STEAL-SALE")

# %% [markdown]
# ## RAISE/REPLACE GAUCHOS (Supervisor)
#
# The Supervisor works in one of two modes (R-RAISE-1).
#
# **EX-RAISE-1: Raise.** Stand up one or two of one's own lying gauchos, without dice
# (R-RAISE-2). Red lies on a 10 and a 9.

# %%
before = examples.load("EX-RAISE-1").game()
before

# %% [markdown]
# **Your turn, first.** Red has placed on the Supervisor in an earlier turn and has
# drafted two 2s. Every choice below is legal: which one is worth most? The coach plays
# each out many times (a small seeded search, from what Red can see) and counts Red's
# Pesos at the end; a wrong answer shows what each choice leads to.

# %% tags=["exercise"] exercise={"name": "04-raise-best", "right": "raise K9 W10", "wrong": "end"}
ExerciseWidget(Decide(
    "04-raise-best", before, "Which of these moves leads to the most Pesos at the end?",
    ["end", "remove RAISE", "raise K9 W10"], rule_id="R-RAISE-2", seed=1))

# %% tags=["exercise"] exercise={"name": "04-raise", "right": "raise K9 W10 B4", "wrong": "replace S7"}
ExerciseWidget(PickRefused(
    "04-raise", before, "Red has a gaucho on the Supervisor. Which use of it is refused?",
    ["raise K9 W10", "replace S7", "raise K9 W10 B4"], rule_id="R-RAISE-2"))

# %%
print("Red may:")
print(specials(before))
raised = example("EX-RAISE-1")
print("Red's supply:", before.state.supply[0], "->", raised.state.supply[0],
      "- dice held:", and_list(raised.state.held))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert gaucho.exercises.registered("04-raise-best").right_answer() == "raise K9 W10"

# %% [markdown]
# **EX-RAISE-2: Replace.** Send one opponent's lying gaucho home and stand one of your own
# on that tile; the opponent is paid the tile's value (R-RAISE-3, R-RAISE-4). Red's
# supply is empty, but the gaucho coming back from the Supervisor space can be the one
# that stands (R-SPECIAL-3).

# %%
replaced = example("EX-RAISE-2")
print("supplies:", by_player(replaced.state.supply), "- Pesos:", by_player(replaced.pesos))

# %% [markdown]
# ## SECRET CATTLE (EX-STEPPE)
#
# Using SECRET CATTLE is a commitment: the gaucho leaves the space first, and only then
# does the player look at the face-down Steppe tiles (`steppe`, R-STEPPE-1). Until then
# nothing, not even the list of legal actions, names a Steppe tile. Then (`put ...`) he
# takes one tile of any value, or two tiles of value 4 or less (R-STEPPE-2). Each goes onto any empty pasture
# space, even in a pasture already worth 20 (R-STEPPE-3), with a standing gaucho from
# supply (R-STEPPE-4); no more tiles than empty spaces or gauchos (R-STEPPE-5). The Steppe
# is then filled back up to four (R-STEPPE-7).
#
# Red has one gaucho in supply plus the one on SECRET CATTLE; the Steppe holds 1, 3, 8
# and 12.

# %% tags=["exercise"] exercise={"name": "04-steppe", "right": "put B1>P1 G3>P2", "wrong": "put K8>P1 G3>P2"}
looked = examples.load("EX-STEPPE").game()
looked.play("steppe")
ExerciseWidget(PickMove(
    "04-steppe", looked, "Red has looked at the Steppe (1, 3, 8, 12). Take two tiles.",
    ["put K8>P1 G3>P2", "put B1>P1 G3>P2 K8>P3", "put B1>P1 G3>P2"], rule_id="R-STEPPE-2"))

# %% [markdown]
# The rulebook's example:

# %%
steppe = example("EX-STEPPE")

# %%
print("Red's supply:", steppe.state.supply[0], "- Steppe:", len(steppe.state.steppe),
      "tiles - draw pile:", len(steppe.state.draw_pile), "- P1 sum:", steppe.state.pasture_sum(0))

# %% tags=["nbval-ignore-output"]
steppe

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert steppe.state.supply[0] == 0 and steppe.state.pasture_sum(0) == 22
assert steppe.state.gauchos_on[tiles.parse("B1")] == (0, True)

# %% [markdown]
# ## SORT (EX-SORT)
#
# SORT is used outside one's own turn: at the end of a round, while a collected tile joins
# its herd (R-SORT-1). Normally a tile joins at the right end of the herd and must
# continue its order (R-HERD-3, R-HERD-4); a tile that does not fit forces the herd's sale
# (R-HERD-6). With SORT the tile is slid into its place instead (R-SORT-2), with no sale
# (R-SORT-4).
#
# Red's white herd is 3, 6, 9 and Red collects a white 5 at the end of the round, with a
# gaucho on SORT. (The end-of-round events after the addition are the subject of
# notebook `05-end-of-round`.)

# %%
print(examples.load("EX-SORT").game().legal_actions())
sort_game = example("EX-SORT")

# %% [markdown]
# The same collection without SORT (the example's variation `without-sort`):

# %%
without_sort = example("EX-SORT", "without-sort")

# %%
white = tiles.breed(tiles.parse("W1"))  # the white breed's index
print("with SORT:   ", tiles.names(sort_game.state.herds[0][white]), "- Pesos", sort_game.pesos[0],
      "- supply", sort_game.state.supply[0])
print("without SORT:", tiles.names(without_sort.state.herds[0][white]), "- Pesos", without_sort.pesos[0])

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert without_sort.pesos[0] == 3 * 9 and sort_game.pesos[0] == 0
for name in ("EX-WISH-1", "EX-WISH-2", "EX-STEAL-SALE", "EX-RAISE-1", "EX-RAISE-2", "EX-STEPPE",
             "EX-SORT"):
    assert examples.load(name).check() == [], name
assert examples.load("EX-SORT").check("without-sort") == []

# %% [markdown]
# ## Summary: the rules of this lesson
#
# * <a href="rules.ipynb#cell-id=R-COMP-13" title="Each Action Area has one Action Space per player colour, and a player may only occupy or use his own colour&#x27;s space.">R-COMP-13</a>
# * <a href="rules.ipynb#cell-id=R-AREA-1" title="Placement: pay an Action Area&#x27;s value and put a gaucho from supply on the player&#x27;s own unoccupied Action Space in that area.">R-AREA-1</a>
# * <a href="rules.ipynb#cell-id=R-AREA-2" title="The values are 1, 2 or 3 for SORT, WISH and IMMEDIATE SALE; 4 for STEAL CATTLE; 5 for RAISE/REPLACE GAUCHOS; 6 for SECRET CATTLE; a sum of dice counts as one value.">R-AREA-2</a>
# * <a href="rules.ipynb#cell-id=R-AREA-3" title="An Action Space holds at most one gaucho, so a player has at most one gaucho per Action Area.">R-AREA-3</a>
# * <a href="rules.ipynb#cell-id=R-AREA-4" title="A gaucho placed on an Action Space MUST NOT be used in the same turn.">R-AREA-4</a>
# * <a href="rules.ipynb#cell-id=R-AREA-5" title="A player MUST NOT place a gaucho on an Action Space he vacated earlier in the same turn, whether by using it or by removing the gaucho unused.">R-AREA-5</a>
# * <a href="rules.ipynb#cell-id=R-AREA-6" title="A player MAY place a gaucho on one Action Space and use a different one in the same turn.">R-AREA-6</a>
# * <a href="rules.ipynb#cell-id=R-AREA-7" title="One player&#x27;s gauchos never block another player&#x27;s Action Spaces.">R-AREA-7</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-1" title="A player MAY use an Action Area&#x27;s special action only while his gaucho is on his space there and was placed in an earlier turn (the preliminary round counts).">R-SPECIAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-2" title="WISH, IMMEDIATE SALE, STEAL CATTLE, RAISE/REPLACE GAUCHOS and SECRET CATTLE are used only in the owner&#x27;s turn: in a regular turn only after the draft, in the round without dice at any point of his turn (R-NODICE-2); SORT only as in R-SORT-1.">R-SPECIAL-2</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-3" title="Using a special action first returns the gaucho from that Action Space to its owner&#x27;s supply; that gaucho is available at once, even within the same action.">R-SPECIAL-3</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-4" title="A player MAY use several different special actions in one turn, interleaved with dice actions in any order.">R-SPECIAL-4</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-5" title="Each special action resolves completely before the next step of the turn begins.">R-SPECIAL-5</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-6" title="In his turn a player MAY return any own gaucho from an Action Space to his supply without performing the action.">R-SPECIAL-6</a>
# * <a href="rules.ipynb#cell-id=R-WISH-1" title="Using WISH gives its owner one imaginary die for the rest of the current turn.">R-WISH-1</a>
# * <a href="rules.ipynb#cell-id=R-WISH-2" title="The player chooses the imaginary die&#x27;s value, 1 to 6, when he spends it; placements that differ only in the value chosen for the imaginary die (all of which pay) are the same move.">R-WISH-2</a>
# * <a href="rules.ipynb#cell-id=R-WISH-3" title="The imaginary die MAY be spent alone or summed with one or both drafted dice in a single action.">R-WISH-3</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-1" title="The thief takes one tile of his choice from any herd of any opponent, at any position, including a 1-tile herd.">R-STEAL-1</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-2" title="The victim at once gains Pesos equal to the stolen tile&#x27;s big number (insurance).">R-STEAL-2</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-3" title="The victim&#x27;s herd keeps its other tiles in their order; a herd left without tiles ceases to exist, and a theft never forces the victim to sell.">R-STEAL-3</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-4" title="The stolen tile starts a new herd if the thief has none of its breed; otherwise it goes to that herd&#x27;s right end if it fits (R-HERD-4).">R-STEAL-4</a>
# * <a href="rules.ipynb#cell-id=R-SALE-1" title="IMMEDIATE SALE sells one of the owner&#x27;s herds of at least 2 tiles by R-SELL-1 and adds a bonus of 5 Pesos.">R-SALE-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="A herd sells for (number of its tiles) × (its highest big number) Pesos, added to the seller&#x27;s Pesos.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-1" title="The player chooses exactly one mode: Raise (R-RAISE-2) or Replace (R-RAISE-3).">R-RAISE-1</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-2" title="Raise: stand up 1 or 2 of his own lying gauchos anywhere in the Pampa, without dice.">R-RAISE-2</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-3" title="Replace: return exactly 1 opponent&#x27;s lying gaucho to its owner&#x27;s supply and put one of his own gauchos from supply standing on that tile; the gaucho just freed from the Supervisor space MAY be that gaucho.">R-RAISE-3</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-4" title="After a Replace, the opponent gains Pesos equal to the tile&#x27;s big number (insurance).">R-RAISE-4</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-1" title="Using SECRET CATTLE commits the player: his gaucho leaves the space, and only then does he look at all tiles in the Steppe; other players do not see them. Nothing reveals a face-down Steppe tile to any player before that, the list of legal actions included (R-COMP-14).">R-STEPPE-1</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-2" title="He takes either 1 tile of any value or 2 tiles each with big number ≤ 4.">R-STEPPE-2</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-3" title="He puts each taken tile face up into a pasture of his choice that has an empty space, even one whose sum is already ≥ 20; the tile takes that pasture&#x27;s leftmost empty space (R-COMP-18).">R-STEPPE-3</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-4" title="He puts one gaucho from his supply standing on each tile so placed.">R-STEPPE-4</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-5" title="He MUST NOT take more tiles than there are empty spaces, nor more than the gauchos in his supply (the returned Steppe gaucho included).">R-STEPPE-5</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-6" title="Tiles not taken stay in the Steppe, face down.">R-STEPPE-6</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-7" title="Then the Steppe is refilled from the draw pile until it holds 4 tiles or the pile is empty; the French &quot;add 4 tiles&quot; is an erratum.">R-STEPPE-7</a>
# * <a href="rules.ipynb#cell-id=R-SORT-1" title="SORT MAY be used only while its owner adds a just-collected tile to his existing herd of that breed, at end-of-round collection (§16) or final scoring (§23).">R-SORT-1</a>
# * <a href="rules.ipynb#cell-id=R-SORT-2" title="With SORT the tile is inserted at the position where the herd stays strictly ordered in its direction; in a herd of 2+ tiles this position is unique, so every tile of that breed fits.">R-SORT-2</a>
# * <a href="rules.ipynb#cell-id=R-SORT-4" title="One use of SORT places exactly one tile, and that tile causes no forced sale.">R-SORT-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="If a tile that must be added does not fit (an inappropriate tile), that herd is sold at once (forced sale, §18) and the tile starts a new herd.">R-HERD-6</a>

# %% [markdown]
# Next: the end of a round (collection, herds and forced sales) in `05-end-of-round`.
