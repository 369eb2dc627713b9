# ruff: noqa: E402, B018
"""Source of notebooks/09-workshop.ipynb (built by tools/build_notebooks.py).

Plain percent format: it also runs as a script (``python notebooks/src/09-workshop.py``).
"""

# %% [markdown]
# # Game-design workshop: what does a rule change do?
#
# A workshop changes a rule, plays many games, and looks at what changed. This notebook
# does that end to end, seeded so every number below comes out the same on every run:
#
# 1. pick a **variant** (a named house rule) next to the official rules,
# 2. write a **bot** of our own in one cell,
# 3. **simulate** a few hundred games of each ruleset,
# 4. read the **statistics**: seat advantage, scores, game length, sales, actions,
#    and the side-by-side **comparison**,
# 5. ask the **dice explorer** how likely a value can be paid by the 1st ... last player.

# %%
import gaucho
from gaucho.workshop import dice, plots, stats
from gaucho.workshop.bots import GreedyBot, RandomBot, as_bot, play_game
from gaucho.workshop.simulation import simulate
from gaucho.workshop.variants import get_variant, make_variant, variant_names

# %% [markdown]
# ## 1. Variants
#
# The official rules use the board values RULES.md marks as [ASSUMED]; the house rules
# change one thing each. A variant is saved with every game, so a replay uses the same rules.

# %%
print(", ".join(variant_names()))
print()
print(get_variant("no-steal").summary())

# %% [markdown]
# A workshop makes its own variant from the official one; a value that does not fit
# raises `gaucho.InvalidConfig` with the reason.

# %%
cheap_steal = make_variant("cheap-steal", "STEAL CATTLE costs a 1 instead of a 4.",
                           area_values={**gaucho.DEFAULT_CONFIG.area_values, "STEAL": (1,)})
print(cheap_steal.summary())
try:
    make_variant("broken", "a pasture threshold of zero", pasture_threshold=0)
except gaucho.InvalidConfig as exc:
    print("InvalidConfig:", exc)

# %% [markdown]
# ## 2. A bot of our own
#
# A bot is anything with `choose(game) -> action`, or a plain function wrapped with
# `as_bot`. This one grabs the first standing claim (action A) it can pay, and otherwise
# acts like a random player.

# %%
import random

_rng = random.Random(0)


def grabber(game):
    legal = game.legal_actions()
    claims = [a for a in legal if a.kind == "pampa" and a.action == "A"]
    return claims[0] if claims else _rng.choice(legal)


game = play_game([as_bot(grabber), RandomBot(1), GreedyBot(2)], seed=3)
print("rounds:", game.round, " pesos:", game.pesos, " winners:",
      [gaucho.PLAYER_NAMES[p] for p in game.winners])

# %% [markdown]
# ## 3. Simulate both rulesets
#
# The same seed gives both variants the same game seeds (a paired design). Records are
# identical whatever the number of workers, so `workers=2` changes only the speed.

# %%
GAMES = 300
official = simulate(games=GAMES, players=4, bots="random", variant="official", seed=2024,
                    workers=2, progress=False)
no_steal = simulate(games=GAMES, players=4, bots="random", variant="no-steal", seed=2024,
                    workers=2, progress=False)
print(official)
print(no_steal)
row = official.players[0]
print({k: row[k] for k in ("game", "seat", "bot", "turn_order", "pesos", "rank", "sales",
                           "tiles_taken", "act_steal")})

# %% [markdown]
# ## 4. Statistics
#
# **Seat advantage.** `turn_order` 0 is the start player of round 1 (the start player
# then moves on every round). Shared victories count as fractions (R-TIE-1), so a fair
# position wins 1/4 of the games; the intervals are 95 % Wilson intervals.

# %%
print(stats.format_rows(stats.win_rates(official, by="turn_order")))
fpa = stats.first_player_advantage(official)
print(f"\nfirst player: {fpa['rate']:.3f} [{fpa['lo']:.3f}, {fpa['hi']:.3f}] "
      f"vs fair {fpa['fair']:.3f}")

# %% tags=["nbval-ignore-output"]
plots.plot_win_rates(official, by="turn_order")

# %%
assert abs(sum(r["wins"] for r in stats.win_rates(official)) - GAMES) < 1e-9

# %% [markdown]
# **Scores, game length, sales and actions.**

# %%
print(stats.format_rows(stats.score_distribution(official), digits=1))
length = stats.game_length(official)
print(f"\nrounds: mean {length['rounds']['mean']:.2f}, "
      f"range {length['rounds']['min']:.0f}-{length['rounds']['max']:.0f}; "
      f"decisions: mean {length['decisions']['mean']:.1f}")
print()
print(stats.format_rows(stats.sale_sizes(official), digits=2))

# %% tags=["nbval-ignore-output"]
plots.plot_scores(no_steal, by=None)

# %%
assert stats.score_distribution(no_steal)[0]["n"] == 4 * GAMES

# %% tags=["nbval-ignore-output"]
plots.plot_sale_sizes(official)

# %%
assert sum(stats.sale_size_counts(official).values()) == len(official.sales)

# %% [markdown]
# **The comparison**: each metric's mean under both rules, the difference and its 95 %
# interval (games are the independent units). A `*` marks an interval that excludes 0.

# %%
comparison = stats.compare(official, no_steal)
print(comparison)

# %% tags=["nbval-ignore-output"]
plots.plot_comparison(comparison)

# %%
assert comparison.row("steals")["mean_b"] == 0  # no STEAL area, no steals
assert comparison.row("steals")["significant"]

# %% [markdown]
# ## 5. Bots against each other
#
# Balance questions should not be answered by random play alone. A short run of one
# greedy bot against three random ones (the seats rotate from game to game):

# %%
mixed = simulate(games=24, players=4, bots=["greedy", "random", "random", "random"],
                 seed=7, workers=2, progress=False)
print(stats.format_rows(stats.win_rate_by_bot(mixed)))
print()
usage = stats.action_usage(mixed, by="bot")
print(stats.format_rows([{k: r[k] for k in ("bot", "take", "claim_A", "claim_B", "place",
                                            "sale", "steal", "end")} for r in usage],
                        digits=2))

# %% tags=["nbval-ignore-output"]
plots.plot_action_usage(mixed, by="bot")

# %%
assert {r["bot"] for r in usage} == {"greedy", "random"}

# %% [markdown]
# ## 6. The dice explorer
#
# With 4 players 9 dice are rolled and each player takes 2 in turn. How likely can the
# 1st ... 4th player pay a value exactly, with one die or the sum of two (R-DICE-1/3)?
# Model: the earlier players take their dice at random, and the player may pick any 2 of
# the dice left. The numbers are exact fractions (shown rounded).

# %%
values = [1, 2, 4, 6, 7, 9, 11, 12]
table = dice.pay_table(values, players=4)
print("value    1st    2nd    3rd    4th")
for r in table:
    print(f"{r['value']:>5}" + "".join(f"{float(r[f'k{k}']):>7.3f}" for k in range(1, 5)))
print("\nSTEAL (a 4), last player:", dice.pay_probability(dice.action_values("STEAL"), 4, 4))
print("W11 standing (11), last player:", dice.pay_probability(11, 4, 4))

# %% tags=["nbval-ignore-output"]
plots.plot_pay_table(table)

# %%
check = dice.simulate_pay(11, 4, 4, trials=4000, seed=1)
assert abs(check - float(dice.pay_probability(11, 4, 4))) < 0.03

# %% [markdown]
# ## 7. The same study without code
#
# The explorer app's **Workshop** tab does sections 1 to 4 with a form: start from a
# variant or change any rule value (each with its meaning and the rule it changes), seat
# bots, choose the number of games and the seed, press Run, and read the pictures, the
# design metrics with their intervals, the comparison with the official rules and the CSV
# downloads; or sweep one rule value over a range and see which value balances the seats.
# Every seat plays `greedy` unless you choose another bot (the coach's levels are on the
# menus too). A bot written in this notebook can take a seat as well; a bot class receives
# each game's seed, so its runs are reproducible whatever the number of worker processes.
# Here it meets three `random` bots, the fastest.

# %%
from gaucho.widgets import workshop_tab


class Grabber:
    """Claims the first standing tile it can pay (action A), else plays at random."""

    def __init__(self, seed=0):
        self.rng = random.Random(seed)

    def choose(self, game):
        legal = game.legal_actions()
        claims = [a for a in legal if a.kind == "pampa" and a.action == "A"]
        return claims[0] if claims else self.rng.choice(legal)


tab = workshop_tab(bots={"grabber": Grabber})
tab.seat_picks[0].value = "grabber"
for seat in (1, 2, 3):
    tab.seat_picks[seat].value = "random"

# %% tags=["nbval-ignore-output"]
tab

# %%
tab.games_box.value = 40
tab.run(background=False)
print(tab.status.value)
assert {r["bot"] for r in tab.controller.run.ours.players} == {"Grabber", "random"}
