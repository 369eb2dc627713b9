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

# %%
import gaucho
from gaucho import examples, tiles
from gaucho.config import AREA_TITLES, AREAS, DEFAULT_CONFIG

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
    """Only the special actions among the legal ones."""
    return [str(a) for a in game.legal_actions().grouped().get("special", [])]


def example(name, variation=None):
    """Play a stored rulebook example, print its moves, check it, return the game after."""
    scenario = examples.load(name)
    run = scenario.run(variation)
    print(run.narration())
    assert scenario.check(variation) == [], scenario.check(variation)
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
    print(f"{area:7} {AREA_TITLES[area]:36} value {DEFAULT_CONFIG.area_values[area]}")

# %% [markdown]
# Red holds a 3 and a 4 and has a gaucho on WISH since an earlier turn; Blue has one on
# STEAL. Blue's gaucho does not block Red's own space there (R-AREA-7), so Red places on
# STEAL for the 4:

# %%
game = position([3, 4], [{"spaces": ["WISH"]}, {"spaces": ["STEAL"], "herds": [["S8", "S12"]]}, {}])
play(game, "place STEAL 4")

# %% [markdown]
# The rules around that placement, each checked by the engine:
#
# * the new gaucho cannot be used in the same turn (R-AREA-4);
# * one space per player and area, so no second gaucho on STEAL (R-AREA-3);
# * a space vacated this turn, even by taking the gaucho back unused (R-SPECIAL-6),
#   cannot be filled again this turn (R-AREA-5);
# * placing on one area and using another in the same turn is fine (R-AREA-6).

# %%
print("steal S8      ->", game.why_illegal("steal S8"))
print("place STEAL 3 ->", game.why_illegal("place STEAL 3"))
play(game, "remove WISH")
print("place WISH 3  ->", game.why_illegal("place WISH 3"))
print("place SALE 3  ->", game.why_illegal("place SALE 3"))

# %%
# NBVAL_RAISES_EXCEPTION
game.play("steal S8")

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
print("dice held:", wish1.state.held, "- Red's spaces:", sorted(wish1.state.spaces[0]))

# %% [markdown]
# **EX-WISH-2: a third die.** With 4 and 4 in hand, the imaginary die as a third 4 buys
# the golden 12 outright (R-DICE-1, R-PAMPA-1).

# %%
wish2 = example("EX-WISH-2")
assert wish2.state.held == [] and wish2.state.gauchos_on[tiles.parse("G12")] == (0, True)

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
print("Red may:", specials(examples.load("EX-STEAL-SALE").game()))
thief = example("EX-STEAL-SALE")

# %%
print("Pesos:", thief.pesos)
print("Blue's herds:", [tiles.names(h) for h in thief.state.herds[1].values()])
print("Red's herds:", [tiles.names(h) for h in thief.state.herds[0].values()], "- supply", thief.state.supply[0])
assert thief.pesos[:2] == [65, 40]

# %% [markdown]
# ## RAISE/REPLACE GAUCHOS (Supervisor)
#
# The Supervisor works in one of two modes (R-RAISE-1).
#
# **EX-RAISE-1: Raise.** Stand up one or two of one's own lying gauchos, without dice
# (R-RAISE-2). Red lies on a 10 and a 9.

# %%
before = examples.load("EX-RAISE-1").game()
print("Red may:", specials(before))
raised = example("EX-RAISE-1")
print("Red's supply:", before.state.supply[0], "->", raised.state.supply[0],
      "- dice held:", raised.state.held)

# %% [markdown]
# **EX-RAISE-2: Replace.** Send one opponent's lying gaucho home and stand one of your own
# on that tile; the opponent is paid the tile's value (R-RAISE-3, R-RAISE-4). Red's
# supply is empty, but the gaucho coming back from the Supervisor space can be the one
# that stands (R-SPECIAL-3).

# %%
replaced = example("EX-RAISE-2")
print("supplies:", replaced.state.supply, "- Pesos:", replaced.pesos)

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

# %%
steppe = example("EX-STEPPE")

# %%
print("Red's supply:", steppe.state.supply[0], "- Steppe:", len(steppe.state.steppe),
      "tiles - draw pile:", len(steppe.state.draw_pile), "- P1 sum:", steppe.state.pasture_sum(0))

# %%
# NBVAL_IGNORE_OUTPUT
steppe

# %%
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
assert without_sort.pesos[0] == 3 * 9 and sort_game.pesos[0] == 0

# %% [markdown]
# Next: the end of a round (collection, herds and forced sales) in `05-end-of-round`.
