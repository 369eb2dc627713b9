# ruff: noqa: E402, B018, E501
"""Source of notebooks/fr/01-setup.ipynb (lesson 01 in French); build with
`python tools/build_notebooks.py fr/01-setup`. Same code as notebooks/src/01-setup.py."""

# %% [markdown]
# # 01 · La mise en place : 2, 3 ou 4 joueurs
#
# La mise en place dépend du nombre de joueurs. Ce carnet ne recopie aucun nombre : il les lit
# tous dans la configuration des règles du paquet (`gaucho.config.DEFAULT_CONFIG`). Il met en
# place une partie pour chaque nombre de joueurs, puis regarde de près comment les pâturages
# reçoivent leurs premières tuiles (exemples EX-SEED-A et EX-SEED-B).

# %% [markdown]
# **Dans cette leçon**, vous apprenez de quoi dépend la mise en place (du nombre de joueurs),
# comment les pâturages reçoivent leurs premières tuiles et ce qui se trouve sur la Steppe.
# Répondez aux exercices dans les cadres : le jeu lui-même vérifie votre réponse.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.config import DEFAULT_CONFIG, breed_name, player_name
from gaucho.exercises import Drill, EnterNumber
from gaucho.i18n import and_list
from gaucho.state import BLOCKED, EMPTY

# la langue de tout ce que le jeu écrit : "fr" (français), "es", "de" ou "en"
gaucho.set_language("fr")

cfg = DEFAULT_CONFIG
print(f"{'':33}" + "".join(f"{n} joueurs".rjust(11) for n in (2, 3, 4)))
rows = [
    ("dés dans le Rodéo", "R-SETUP-1", cfg.dice),
    ("gauchos par joueur", "R-SETUP-2", cfg.gauchos),
    ("races en jeu", "R-SETUP-4", cfg.breeds_in_play),
    ("tuiles tirées", "R-PRELIM-1", cfg.prelim_draw),
]
for label, rule, values in rows:
    print(f"{label:22} {rule:>10}" + "".join(str(values[n]).rjust(11) for n in (2, 3, 4)))
blocked = {n: len(cfg.blocked[n]) for n in (2, 3, 4)}
print(f"{'cases hors jeu':22} {'R-COMP-6/7':>10}" + "".join(str(blocked[n]).rjust(11) for n in (2, 3, 4)))
print("taille des pâturages P1..P4 :", cfg.pasture_sizes, "(R-COMP-5)")

# %% [markdown]
# Autrement dit : le Rodéo de dés contient toujours un dé de plus que le double du nombre de
# joueurs (R-SETUP-1) ; quand chacun a pris ses deux dés, il reste donc exactement un dé
# (R-ROUND-4). À quatre joueurs, chacun reçoit un gaucho de moins (R-SETUP-2). Avec moins de
# joueurs, certaines cases pâturage sont hors jeu (R-COMP-6, R-COMP-7), et à deux joueurs
# une race entière quitte la partie (R-SETUP-4).
#
# Une petite fonction d'aide affiche la Pampa, en commençant par le pâturage du haut : `..`
# est une case libre et `##` une case hors jeu.


# %%
def pampa(state):
    for i in reversed(range(len(state.pastures))):
        cells = []
        for c in state.pastures[i]:
            cells.append(".." if c == EMPTY else "##" if c == BLOCKED else tiles.name(c))
        print(f"P{i + 1} (somme {state.pasture_sum(i):2}): " + " ".join(f"{c:>3}" for c in cells))


# %% [markdown]
# **À vous.** Répondez dans les cadres ci-dessous et cliquez sur *Vérifier*.

# %% tags=["exercise"] exercise={"name": "01-dice", "right": "9", "wrong": "8"}
ExerciseWidget(EnterNumber(
    "01-dice", "Combien de dés y a-t-il dans le Rodéo de dés dans une partie à 4 joueurs ?",
    lambda: gaucho.Game.new(players=4, seed=1).state.dice_total, rule_id="R-SETUP-1"))

# %% tags=["exercise"] exercise={"name": "01-gauchos", "right": "7", "wrong": "9"}
ExerciseWidget(EnterNumber(
    "01-gauchos", "Combien de gauchos chaque joueur reçoit-il dans une partie à 4 joueurs ?",
    lambda: gaucho.Game.new(players=4, seed=1).state.supply[0], rule_id="R-SETUP-2"))

# %% [markdown]
# ## Une partie pour chaque nombre de joueurs
#
# `Game.new(players=n, seed=s)` fait toute la mise en place. Pour chaque nombre de joueurs,
# on vérifie les nombres du tableau sur l'état de la nouvelle partie.

# %%
for n in (2, 3, 4):
    g = gaucho.Game.new(players=n, seed=11)
    s = g.state
    breeds = sorted({tiles.breed(t) for t in s.draw_pile + [c for row in s.pastures for c in row if c >= 0]})
    n_blocked = sum(row.count(BLOCKED) for row in s.pastures)
    print(f"--- {n} joueurs : premier joueur {player_name(s.start_player)}")
    print(f"dés {s.dice_total}, {s.supply[0]} gauchos par joueur, cases hors jeu {n_blocked}, "
          f"couvertes {len(s.covered)}, races {and_list(breed_name(b) for b in breeds)}")
    pampa(s)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
for n in (2, 3, 4):
    s = gaucho.Game.new(players=n, seed=11).state
    breeds = {tiles.breed(t) for t in s.draw_pile + [c for row in s.pastures for c in row if c >= 0]}
    assert s.dice_total == cfg.dice[n] and s.supply == [cfg.gauchos[n]] * n
    assert len(breeds) == cfg.breeds_in_play[n]

# %% [markdown]
# À deux joueurs, les six cases hors jeu sont tout de suite couvertes par six tuiles de la
# race retirée, dont les six autres tuiles quittent la partie (R-SETUP-4). À trois joueurs,
# les deux cases hors jeu restent vides pour l'instant : deux tuiles que personne ne garde
# pendant la manche préliminaire viendront les couvrir (R-SETUP-5, R-PRELIM-7). Le récit de
# la mise en place de la partie à 2 joueurs le dit :

# %%
two = gaucho.Game.new(players=2, seed=11)
for event in two.setup_events[:6]:
    print(event)

# %% [markdown]
# Faites vous-même une mise en place complète : chaque clic sur *Étape* effectue une étape de
# la mise en place et nomme sa règle (changez le nombre de joueurs ou la graine pour
# comparer).

# %%
from gaucho.widgets import SetupStepper

SetupStepper(players=3, seed=7)

# %% [markdown]
# ## Le remplissage des pâturages
#
# Les pâturages reçoivent leurs premières tuiles un par un, de P1 à P4 (R-SETUP-7). Un
# pâturage reçoit des tuiles de la pioche, toujours dans sa case libre la plus à gauche, tant
# que la somme de ses grands nombres est inférieure à 20 et qu'il lui reste une case libre
# (R-SETUP-8). Un pâturage finit donc soit **plein** (chaque case utilisable porte une tuile,
# R-COMP-10), soit avec une **somme d'au moins 20**, selon ce qui arrive en premier. Les
# petites tuiles remplissent donc un pâturage, alors que les grandes laissent des trous.
#
# Voici le récit complet de la mise en place à 3 joueurs avec la graine 7 :

# %%
game = gaucho.Game.new(players=3, seed=7)
for event in game.setup_events:
    print(event)

# %% [markdown]
# ### EX-SEED-A : un pâturage plein s'arrête sous 20
#
# Les exemples de la règle du jeu sont enregistrés comme données dans `gaucho.examples`. Dans
# EX-SEED-A, quatre joueurs font la mise en place ; P1 et P2 sont déjà remplis, P3 (5 cases)
# est vide et la pioche commence par 2, 5, 1, 4, 3, 12. `game()` est la position de départ :


# %%
def top_of_pile(state, count=8):
    return tiles.names(list(reversed(state.draw_pile))[:count])


ex_seed_a = examples.load("EX-SEED-A")
start = ex_seed_a.game().state
pampa(start)
print("pioche, du dessus vers le bas :", top_of_pile(start))

# %% [markdown]
# `run()` joue l'exemple : il remplit P3, puis P4, avec l'étape de remplissage du moteur. P3
# est plein avec seulement 15, donc le remplissage passe au pâturage suivant (R-SETUP-7), et
# le 12 devient la première tuile de P4 (R-SETUP-8, R-COMP-10).

# %%
run_a = ex_seed_a.run()
print(run_a.narration())
pampa(run_a.game.state)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
seeded = run_a.game.state
assert seeded.pasture_sum(2) == 15 and EMPTY not in seeded.pastures[2]
assert tiles.name(seeded.pastures[3][0]).endswith("12")
assert ex_seed_a.check() == []  # le moteur est d'accord avec le résultat enregistré

# %% [markdown]
# ### EX-SEED-B : une somme de 20 arrête un pâturage qui a des trous
#
# Cette fois, P1 à P3 sont remplis et P4 (6 cases) est vide ; la pioche commence par 10, 8,
# 5, 7. Après 10 + 8 = 18, le pâturage est encore sous 20, donc le 5 est tiré aussi ; à 23
# il s'arrête, avec trois cases libres. Ensuite, quatre tuiles sont posées face cachée sur la
# Steppe (R-SETUP-9) : le 7 est la première d'entre elles.

# %%
ex_seed_b = examples.load("EX-SEED-B")
print("pioche, du dessus vers le bas :", top_of_pile(ex_seed_b.game().state))
run_b = ex_seed_b.run()
print(run_b.narration())
pampa(run_b.game.state)
print("Steppe (face cachée) :", tiles.names(run_b.game.state.steppe))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
seeded = run_b.game.state
assert seeded.pasture_sum(3) == 23 and seeded.pastures[3].count(EMPTY) == 3
assert tiles.name(seeded.steppe[0]).endswith("7") and len(seeded.steppe) == cfg.steppe_size
assert ex_seed_b.check() == []

# %% tags=["exercise"] exercise={"name": "01-seed-sum", "right": "15", "wrong": "20"}
ExerciseWidget(EnterNumber(
    "01-seed-sum", "Dans EX-SEED-A, quelle est la somme des grands nombres de P3 une fois rempli ?",
    lambda: ex_seed_a.run().game.state.pasture_sum(2), rule_id="R-SETUP-8"))

# %% [markdown]
# ## Remplissez vous-même un pâturage d'une nouvelle mise en place
#
# Chaque exercice ci-dessous prépare une nouvelle partie à partir d'une graine et montre le
# dessus de la pioche pendant qu'un pâturage se remplit : appliquez la règle (on tire dans
# la case libre la plus à gauche tant que la somme est inférieure à 20 et qu'une case est
# libre) et répondez. *Un autre* donne une nouvelle mise en place.

# %% tags=["exercise"] exercise={"name": "01-seed-count", "right": "3", "wrong": "4"}
ExerciseWidget(Drill("01-seed-count", drills.seeding_count, seed=1))

# %% tags=["exercise"] exercise={"name": "01-seed-total", "right": "27", "wrong": "28"}
ExerciseWidget(Drill("01-seed-total", drills.seeding_sum, seed=1))

# %% tags=["exercise"] exercise={"name": "01-seed-gaps", "right": "1", "wrong": "2"}
ExerciseWidget(Drill("01-seed-gaps", drills.seeding_gaps, seed=1))

# %% [markdown]
# ## La Steppe et le premier joueur
#
# Après le remplissage, quatre tuiles sont posées face cachée sur la Steppe (R-SETUP-9,
# R-COMP-14) ; seul un joueur qui utilise l'action BŒUF SECRET les regardera (carnet 04). Le
# premier joueur est tiré au sort (R-SETUP-10 ; le moteur utilise la graine) ; c'est lui qui
# lancera les dés et prendra ses dés le premier à la manche 1.

# %%
print("Steppe :", len(game.state.steppe), "tuiles, face cachée")
print("pioche :", len(game.state.draw_pile), "tuiles")
for seed in range(6):
    print(f"graine {seed} : premier joueur {player_name(gaucho.Game.new(players=3, seed=seed).state.start_player)}")

# %% tags=["exercise"] exercise={"name": "01-steppe", "right": "4", "wrong": "3"}
ExerciseWidget(EnterNumber(
    "01-steppe", "Combien de tuiles sont posées face cachée sur la Steppe après la mise en place ?",
    lambda: len(gaucho.Game.new(players=3, seed=7).state.steppe), rule_id="R-SETUP-9"))

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert len(game.state.steppe) == cfg.steppe_size and game.phase == "keep"

# %% [markdown]
# ## Résumé : les règles de cette leçon
#
# * <a href="rules.ipynb#cell-id=R-SETUP-1" title="Le Rodéo de dés reçoit 2n+1 dés (5, 7 ou 9 pour 2, 3 ou 4 joueurs) ; les autres dés restent hors de la partie.">R-SETUP-1</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-2" title="Chaque joueur commence avec 8 gauchos dans sa réserve à 2 ou 3 joueurs, et 7 à 4 joueurs ; le reste de sa couleur reste hors de la partie.">R-SETUP-2</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-3" title="Chaque joueur commence avec 0 Peso.">R-SETUP-3</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-4" title="À 2 joueurs, une race (dans le moteur : tirée au hasard) est retirée : 6 de ses tuiles couvrent face cachée les 6 cases hors jeu et les 6 autres quittent la partie.">R-SETUP-4</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-5" title="À 3 joueurs, les 2 cases hors jeu restent vides pendant le remplissage initial et sont couvertes pendant la manche préliminaire (R-PRELIM-7).">R-SETUP-5</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-6" title="Toutes les autres tuiles sont mélangées face cachée et forment la pioche.">R-SETUP-6</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-7" title="Les pâturages sont remplis un à un, dans l&#x27;ordre P1, P2, P3, P4.">R-SETUP-7</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-8" title="Pour remplir un pâturage, on tire les tuiles une à une et on les pose face visible sur sa case libre la plus à gauche, jusqu&#x27;à ce que sa somme atteigne au moins 20 ou qu&#x27;il soit plein.">R-SETUP-8</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-9" title="Ensuite, 4 tuiles de la pioche sont empilées face cachée sur la Steppe.">R-SETUP-9</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-10" title="Le premier joueur est tiré au hasard et prend le pion de premier joueur.">R-SETUP-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-5" title="La Pampa compte 4 pâturages, de P1 (le plus petit, en bas) à P4 (le plus grand, en haut), avec 3, 4, 5 et 6 cases pâturage.">R-COMP-5</a>
# * <a href="rules.ipynb#cell-id=R-COMP-6" title="À 2 joueurs, les 0, 1, 2 et 3 cases les plus à droite de P1, P2, P3 et P4 sont hors jeu : 6 cases en tout, ce qui laisse 3 cases utilisables par pâturage.">R-COMP-6</a>
# * <a href="rules.ipynb#cell-id=R-COMP-7" title="À 3 joueurs, la case la plus à droite de P3 et celle de P4 sont hors jeu (2 cases) ; à 4 joueurs, aucune case n&#x27;est hors jeu.">R-COMP-7</a>
# * <a href="rules.ipynb#cell-id=R-COMP-10" title="Un pâturage est *plein* quand chacune de ses cases qui n&#x27;est pas hors jeu porte une tuile.">R-COMP-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-14" title="La Steppe contient au plus 4 tuiles, face cachée.">R-COMP-14</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-7" title="À 3 joueurs, 2 des tuiles écartées (dans le moteur : tirées au hasard) couvrent face cachée les 2 cases hors jeu.">R-PRELIM-7</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-4" title="Le seul dé que personne ne prend reste inutilisé dans le Rodéo de dés jusqu&#x27;à la fin de la manche.">R-ROUND-4</a>

# %% [markdown]
# Ensuite : le carnet `02-preliminary`, où chaque joueur garde ses tuiles de départ.
