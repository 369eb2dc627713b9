# ruff: noqa: E402, B018
"""Source of notebooks/07-phase-graph.ipynb (built by tools/build_notebooks.py)."""

# %% [markdown]
# # The turn and phase graph
#
# A game of El Gaucho moves through a small number of *phases*: setting up, the
# preliminary round, rolling, drafting dice, turns, collection, refill, and, at the very
# end, the round without dice and final scoring. `gaucho.flow` writes these phases down
# **once**, as data. The engine follows exactly these declared exits, and the picture
# below is drawn from the same declaration, so the diagram cannot drift away from the code.
#
# In this notebook we
#
# 1. list every phase with who acts in it and which rules govern it,
# 2. list every transition and draw the graph,
# 3. follow a real, seeded game through the graph, action by action.

# %%
import html
import random
from collections import Counter

import networkx as nx
from IPython.display import SVG, display

import gaucho
from gaucho import flow
from gaucho.views.phase_graph import flow_svg

# %% [markdown]
# ## The phases
#
# Each phase has an *actor*:
#
# * `player`: someone has to decide (keep tiles, take dice, act, add a tile to a herd);
# * `chance`: a random event (the roll of the dice, R-ROUND-3; with 3 players the random
#   tiles that cover the blocked spaces, R-PRELIM-7; and, only in games set up with draws
#   by chance, `gaucho.Game.new(..., draws="chance")`, each tile drawn from the pile);
# * `engine`: bookkeeping that happens by itself and is left at once;
# * `none`: the game is over.

# %%
for name, phase in flow.PHASES.items():
    print(f"{name:<13} {phase.actor:<7} {phase.title}")
    print(f"{'':<21} rules: {', '.join(phase.rules)}")

# %% [markdown]
# ## The transitions
#
# After every action the engine tries the exits of the current phase in order and takes the
# first whose condition holds. `flow.edges()` lists them as `(source, target, condition)`.
# For example a turn (R-TURN-2) loops on itself for every step, passes to the next player's
# draft when a turn ends (R-TURN-4), and goes to collection when everybody has played
# (R-ROUND-2, step c).

# %%
for src, dst, condition in flow.edges():
    print(f"{src:>13} -> {dst:<13} if {condition}")

# %% [markdown]
# The same declaration as a `networkx.DiGraph`: nodes carry the phase's title, actor and
# rules; edges carry the conditions that lead along them. A consistency check confirms
# that every exit names a known phase and a known condition.

# %%
G = flow.graph()
print(G.number_of_nodes(), "phases,", G.number_of_edges(), "edges")
print("problems in the declaration:", flow.check_declaration())
print("phases without an exit:", [n for n in G if G.out_degree(n) == 0])
print("loops:", sorted(n for n in G if G.has_edge(n, n)))

# %% [markdown]
# Which phases can a game still reach from the final collection (R-FINAL-1)? Only the end.

# %%
print(sorted(nx.descendants(G, "final")))

# %% [markdown]
# ## The picture
#
# `gaucho.views.phase_graph.flow_svg` draws the same graph. Phases are coloured by actor (player
# blue, chance orange, engine grey); the edges that lead further from setup run downwards,
# and the edges that go back (the next turn, the next round) run in lanes at the sides; a
# small loop at a phase is a step that stays in it, such as one action inside a turn
# (R-TURN-2). `current` highlights one phase and `highlight_edge` one transition: here the
# turn that ends the round and hands over to collection (R-ROUND-2).

# %% tags=["nbval-ignore-output"]
picture = flow_svg(current="turn", highlight_edge=("turn", "collect"))
display(SVG(picture))

# %% [markdown]
# The picture carries the transitions as text in its description, each phase by its title
# (what a screen reader says), so we can check that it shows every declared edge:

# %%
described = html.unescape(picture)
title = {name: phase.title for name, phase in flow.PHASES.items()}
assert picture.startswith("<svg") and "current phase Turn" in described
assert all(f"{title[a]} -> {title[b]} if {c}" in described for a, b, c in flow.edges())

# %% [markdown]
# ## Following a real game through the graph
#
# Now a seeded game with three players. To see *every* transition, chance steps are not
# resolved automatically (`auto_chance=False`): we play the die roll ourselves, using the
# outcome the game's seed picks (`game.sample_chance()`), so the game is the same as with
# automatic chance. The decisions are made by a tiny seeded random player: it picks one of
# the legal actions at random. After each action, `game.state.transitions` lists the
# `(source, target, condition)` steps that this action caused.

# %%
def random_player(seed):
    rng = random.Random(seed)

    def choose(game):
        if game.current_player == gaucho.CHANCE:
            return game.sample_chance()
        return rng.choice(game.legal_actions())

    return choose


game = gaucho.Game.new(players=3, seed=7, auto_chance=False)
choose = random_player(1)
print(game.phase, game.state.transitions)

# %% [markdown]
# The preliminary round: each player keeps tiles (R-PRELIM-3), with 3 players the random
# discards cover the blocked spaces (R-PRELIM-7), then each player places a first gaucho
# (R-PRELIM-8).

# %%
journey = list(game.state.transitions)  # every transition of the game, in order


def step(game, choose):
    action = choose(game)
    game.play(action)
    moves = list(game.state.transitions)
    journey.extend(moves)
    return action, moves


while game.round == 0:
    action, moves = step(game, choose)
    print(f"{str(action):<18}", "; ".join(f"{a} -> {b}" for a, b, _ in moves))

# %% [markdown]
# Every transition the engine took is an edge of the declared graph:

# %%
assert all(G.has_edge(a, b) and c in G.edges[a, b]["conditions"] for a, b, c in journey)

# %% [markdown]
# ## One whole round
#
# We play round 1 to its end and record the path. Repeated steps inside a turn
# (`turn -> turn`, R-TURN-2) are collapsed into one entry with a count.

# %%
path = [game.phase]
taken = []
while game.round == 1:
    action, moves = step(game, choose)
    for a, b, c in moves:
        taken.append((a, b, c))
        path.append(b)


def collapse(path):
    out = []
    for phase in path:
        if out and out[-1][0] == phase:
            out[-1][1] += 1
        else:
            out.append([phase, 1])
    return " -> ".join(p if n == 1 else f"{p} x{n}" for p, n in out)


print(collapse(path))

# %%
assert all(G.has_edge(a, b) and c in G.edges[a, b]["conditions"] for a, b, c in taken)
assert path[0] == "roll" and path[-1] == "roll"

# %% [markdown]
# Read the path against the rules: the start player rolls (R-ROUND-2 a), each of the three
# players takes dice (R-TURN-1) and plays a turn of several steps (R-TURN-2) until he ends it
# (R-TURN-4); then collection (R-COLLECT-1) with one `collect -> collect` step per tile
# added to a herd (R-COLLECT-5), the refill (R-REFILL-1), the next start player (R-NEXT-1),
# and a new round begins.
#
# **Exercise.** How many *different* phases did round 1 visit? Compute the number from
# `path`.

# %% tags=["exercise"]
visited = len(set(path))
visited

# %%
assert visited == 7, visited

# %% [markdown]
# ## An illegal shortcut
#
# The graph also says what may *not* happen: from `draft` the only exit leads to `turn`,
# and nothing else is allowed before the dice are taken (R-TURN-3). After the roll of
# round 2, ending the turn right away is refused, with the rule cited, and the game is unchanged.

# %%
action, moves = step(game, choose)  # round 2 begins with the roll, a chance step
print(action)
print(game.phase, gaucho.PLAYER_NAMES[game.current_player])
print(game.why_illegal("end"))

# %%
from gaucho import IllegalAction

try:
    game.play("end")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# Where the game stands now, on the picture:

# %% tags=["nbval-ignore-output"]
picture = flow_svg(current=game.phase, highlight_edge=("roll", "draft"))
display(SVG(picture))

# %%
assert game.phase == "draft" and "current phase Take dice" in picture

# %% [markdown]
# ## To the end of the game
#
# Playing on to the end, we count how often each edge was used over the whole game. The
# end-of-game edges appear only once: the trigger (R-END-1), the last regular round
# (R-END-3), the round without dice (R-END-4, R-NODICE-1) and final scoring (R-FINAL-1).

# %%
while not game.is_over:
    step(game, choose)
used = Counter(journey)
print("rounds:", game.round, " pesos:", game.pesos,
      " winners:", [gaucho.PLAYER_NAMES[p] for p in game.winners])
for (a, b, c), n in sorted(used.items()):
    print(f"{n:>4}  {a} -> {b}  ({c})")

# %% [markdown]
# Edges this game never used. `keep -> place` is taken with 2 or 4 players, where no
# blocked space waits for a covering tile (R-PRELIM-7 is for 3 players only), and
# `place -> last_round` needs a draw pile that runs out during setup, which the standard
# board never allows (R-END-1, R-END-2). Any other gap is a kind of turn step this one
# game happened not to use (a take-back needs an empty supply, R-NOGAUCHO-1; SECRET
# CATTLE leads through the Steppe choice and back, R-STEPPE-1), or a final scoring with a
# single tile to add (no `final -> final` step). The three draw phases (`setup_draw`,
# `refill_draw`, `steppe_draw`) belong to games with draws by chance only; this game shuffles
# its pile at setup. The test suite plays many games and checks that every edge is taken:

# %%
assert all(G.has_edge(a, b) for a, b, _ in journey)
never = [(a, b, c) for a, b, c in flow.edges() if (a, b, c) not in used]
for a, b, c in never:
    print(f"{a} -> {b}  ({c})")

# %%
assert ("keep", "place", "all kept") in never and ("place", "last_round",
                                                  "all placed, end already triggered") in never
draw_phases = ("setup_draw", "refill_draw", "steppe_draw")
assert all(a in ("keep", "place", "turn", "nodice_turn", "steppe", "final", *draw_phases)
           or b in draw_phases for a, b, _ in never)
