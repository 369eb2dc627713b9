# ruff: noqa: E402, B018, E501
"""Source of notebooks/fr/03-turn.ipynb (lesson 03 in French); build with
`python tools/build_notebooks.py fr/03-turn`. Same code as notebooks/src/03-turn.py."""

# %% [markdown]
# # 03 · Un tour : prendre et dépenser les dés
#
# Une manche normale commence quand le premier joueur lance tous les dés du Rodéo de dés
# (R-ROUND-2, R-ROUND-3). Ensuite, chaque joueur à son tour :
#
# 1. **prend** deux dés dans le Rodéo (R-TURN-1) ; rien d'autre ne peut venir avant
#    (R-TURN-3) ;
# 2. les **dépense**, chaque dé seul ou plusieurs additionnés en un seul paiement (R-DICE-1),
#    pour des réservations dans la Pampa ou sur des cases Action (R-DICE-5) ;
# 3. **termine** son tour de façon explicite (R-TURN-4).
#
# Les exemples résolus de la règle du jeu sont enregistrés comme données dans
# `gaucho.examples` (une position de départ, les coups, le résultat attendu) :
# `load(...).game()` donne la position de départ sous forme de partie sur laquelle on peut
# jouer, `run()` joue les coups de l'exemple et `check()` compare le résultat avec la règle
# du jeu (une liste vide veut dire qu'ils sont d'accord).

# %% [markdown]
# **Dans cette leçon**, vous apprenez un tour normal : d'abord prendre deux dés, puis payer le
# prix exact, avec un dé ou une somme, pour un gaucho debout ou couché, relever votre propre
# gaucho couché et terminer le tour.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, practice
from gaucho.config import DEFAULT_CONFIG, player_name
from gaucho.exercises import Drill, EnterNumber, PickMove

# la langue de tout ce que le jeu écrit : "fr" (français), "es", "de" ou "en"
gaucho.set_language("fr")


def show(game):
    """La Pampa, les dés et la ligne de Rouge de la vue texte."""
    for line in str(game).splitlines():
        if line.startswith(("  P", "Rodéo de dés", "Rouge a", "  Rouge")):
            print(line)


def narrate(events):
    for event in events:
        print(event)


def refusals(scenario):
    """Les coups que l'exemple déclare interdits, chacun expliqué par le moteur."""
    for bad in scenario.expect_illegal:
        game = scenario.run(until=bad.after).game
        print(f"{bad.action:12} -> {game.why_illegal(bad.action)}")


ex_turn_1 = examples.load("EX-TURN-1")
game = ex_turn_1.game()
show(game)

# %%
game

# %% [markdown]
# Chaque tuile porte un **grand nombre** (sa valeur, de 1 à 12) et un **petit nombre**, la
# moitié arrondie vers le bas, et au moins 1 (R-COMP-3). Payer le grand nombre pose un
# gaucho **debout** sur la tuile : une réservation qui sera collectée plus tard (R-PAMPA-1,
# action A). Payer le petit nombre y pose un gaucho **couché** : une réservation moins chère
# (R-PAMPA-2, action B). Payer encore une fois le petit nombre relève son propre gaucho
# couché (R-PAMPA-3, action C).

# %% tags=["exercise"] exercise={"name": "03-small", "right": "4", "wrong": "9"}
ExerciseWidget(EnterNumber(
    "03-small", "Combien coûte un gaucho couché sur une tuile dont le grand nombre est 9 ?",
    lambda: DEFAULT_CONFIG.small(9), rule_id="R-PAMPA-2"))

# %% [markdown]
# Le tableau complet des petits nombres, pour vérifier votre réponse une fois donnée :

# %%
from IPython.display import HTML

table = (f"grand : {list(range(1, 13))}\n"
         f"petit : {[DEFAULT_CONFIG.small(big) for big in range(1, 13)]}")
HTML(f"<details><summary>Afficher le tableau</summary><pre>{table}</pre></details>")

# %% [markdown]
# ## D'abord, prendre les dés
#
# Avant la prise des dés, rien d'autre n'est permis (R-TURN-3) :

# %%
print(game.why_illegal("A W11 5+6"))
print(game.legal_actions())

# %% tags=["exercise"] exercise={"name": "03-first", "right": "take 5 6", "wrong": "A W11 5+6"}
ExerciseWidget(PickMove(
    "03-first", game, "C'est le tour de Rouge. Que doit faire Rouge en premier ?",
    ["A W11 5+6", "end", "take 5 6"], rule_id="R-TURN-3"))

# %% [markdown]
# ## EX-TURN-1 : une action payée avec deux dés
#
# Rouge prend le 5 et le 6 et paie avec leur somme, 11, un gaucho debout sur le 11 blanc
# (R-TURN-1, R-DICE-1, R-DICE-3, R-PAMPA-1). Les deux dés sont dépensés.

# %%
narrate(game.play("take 5 6"))
print(game.legal_actions())

# %%
narrate(game.play("A W11 5+6"))
show(game)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.state.gauchos_on[gaucho.tiles.parse("W11")] == (0, True)
assert game.state.held == [] and game.state.supply[0] == DEFAULT_CONFIG.gauchos[3] - 1
assert ex_turn_1.check() == []  # l'exemple enregistré est d'accord

# %% [markdown]
# L'exemple donne aussi des coups interdits ici, chacun expliqué par le moteur :

# %%
refusals(ex_turn_1)

# %% [markdown]
# Suivez EX-TURN-1 sur le plateau, un coup par clic :

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-TURN-1")

# %% [markdown]
# ## EX-TURN-2 : le même résultat en deux étapes
#
# Cette fois, le Rodéo offre deux 5. Le petit nombre du 11 blanc est 5 : Rouge peut d'abord y
# coucher un gaucho avec un 5 (R-PAMPA-2), puis le relever avec l'autre 5 (R-PAMPA-3).
# Chaque dé paie une seule action et ne se partage jamais (R-DICE-2).

# %%
ex_turn_2 = examples.load("EX-TURN-2")
run_2 = ex_turn_2.run()
print(run_2.narration())
show(run_2.game)

# %%
one, two = game.state, run_2.game.state
same = one.gauchos_on == two.gauchos_on and one.supply == two.supply and one.held == two.held
print("mêmes réservations, réserves et dés que dans EX-TURN-1" if same else "d'autres réservations, réserves ou dés que dans EX-TURN-1")
refusals(ex_turn_2)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert same and ex_turn_2.check() == []

# %% tags=["exercise"] exercise={"name": "03-raise", "right": "C W11 5", "wrong": "A W11 5"}
lying = ex_turn_2.game()
lying.play("take 5 5")
lying.play("B W11 5")
ExerciseWidget(PickMove(
    "03-raise", lying, "Rouge a un gaucho couché sur le 11 blanc et a encore un 5. Relevez le gaucho.",
    ["A W11 5", "B W11 5", "C W11 5"], rule_id="R-PAMPA-3"))

# %% [markdown]
# ## EX-DICE-SPLIT : une somme ou deux actions
#
# Rouge a pris un 6 et un 4. Il peut acheter un 10 avec la somme (a), ou acheter un 6 avec le
# 6 et un 4 avec le 4 (b). Les deux sont permis (R-DICE-1, R-DICE-2, R-PAMPA-1).

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
    print(f"({name}) Rouge est debout sur {gaucho.i18n.and_list(standing)}, dés restants {len(g.state.held)}")

# %% [markdown]
# ## Seul le paiement exact compte
#
# Un paiement doit être exactement égal au prix : payer trop est aussi interdit que payer
# trop peu (R-DICE-3). Avec un 6 et un 4 en main, Rouge ne peut pas payer 10 pour le 6 doré :

# %%
from gaucho import IllegalAction

try:
    split.play("A G6 4+6")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# Après un coup refusé, la partie n'a pas changé. `why_illegal` explique d'autres essais :
# payer trop peu, et payer avec un dé que Rouge n'a pas.

# %%
for attempt in ["A G6 4+6", "A W10 6", "A W10 4+4", "B W10 4"]:
    print(f"{attempt:12} -> {split.why_illegal(attempt)}")
print("dés que Rouge a encore :", gaucho.i18n.and_list(split.state.held))

# %% [markdown]
# **À vous.** Rouge a encore le 6 et le 4.

# %% tags=["exercise"] exercise={"name": "03-exact", "right": "A W10 4+6", "wrong": "A W10 6"}
def stands_on_w10(after):
    return after.state.gauchos_on.get(gaucho.tiles.parse("W10")) == (0, True)


ExerciseWidget(PickMove(
    "03-exact", split, "Payez un gaucho debout sur le 10 blanc : quels dés le paient exactement ?",
    ["A W10 6", "A W10 4+4", "A W10 4+6"], rule_id="R-DICE-3", goal=stands_on_w10,
    goal_rule="R-PAMPA-1"))

# %% tags=["exercise"] exercise={"name": "03-lie", "right": "B G9 4", "wrong": "B G9 6"}
ExerciseWidget(PickMove(
    "03-lie", split, "Payez un gaucho couché sur le 9 doré.",
    ["B G9 6", "A G9 4+6", "B G9 4"], rule_id="R-PAMPA-2"))

# %% [markdown]
# ## À vous, dans de nouvelles positions
#
# Les exercices suivants préparent une nouvelle partie à partir d'une graine et la jouent
# jusqu'à un tour de la manche 1 : chacun est donc une position que cette leçon n'a pas
# montrée ; *Un autre* en donne une nouvelle. Lisez les dés et les tuiles, puis payez
# exactement. Sur le plateau (le troisième exercice), toutes les tuiles que les dés peuvent
# payer s'allument : à vous de décider laquelle est demandée.

# %% tags=["exercise"] exercise={"name": "03-stand-any", "right": "A S4 4", "wrong": "B S4 4"}
ExerciseWidget(Drill("03-stand-any", drills.pay_standing, seed=1))

# %% tags=["exercise"] exercise={"name": "03-lie-any", "right": "B G11 1+4", "wrong": "B G11 1"}
ExerciseWidget(Drill("03-lie-any", drills.pay_lying, seed=1))

# %% tags=["exercise"] exercise={"name": "03-best-tile", "right": "A W11 5+6", "wrong": "A G6 6"}
ExerciseWidget(Drill("03-best-tile", drills.best_tile, seed=1), board=True)

# %% [markdown]
# ## Une décision : quel coup vaut le plus ?
#
# Légal ne veut pas dire bon. Ici, la question est de savoir lequel de trois coups légaux
# mène, en moyenne, au plus de pesos à la fin de la partie. L'entraîneur juge la réponse :
# il joue la partie jusqu'au bout de nombreuses fois depuis chaque choix (une petite
# recherche, avec une graine, à partir de ce que voit le joueur qui doit jouer) et accepte
# toute réponse à moins d'un peso de la meilleure. Une mauvaise réponse montre à quoi mène
# chaque choix, avec la raison de l'entraîneur.

# %% tags=["exercise"] exercise={"name": "03-decide", "right": "B W11 5", "wrong": "A G5 5"}
ExerciseWidget(Drill("03-decide", practice.decide_spend, seed=1))

# %% [markdown]
# ## Dépenser est facultatif ; les dés non dépensés sont perdus
#
# Un joueur peut dépenser ses deux dés, un seul ou aucun (R-DICE-4). Les dés qui restent à la
# fin du tour sont perdus : ils ne retournent pas dans le Rodéo pour le joueur suivant
# (R-TURN-5). Ici, Rouge ne dépense que le 6 et termine son tour ; Bleu prend ses dés parmi
# ceux qui restent.

# %%
narrate(split.play("A G6 6"))
narrate(split.play("end"))
print("Rodéo maintenant :", gaucho.i18n.and_list(split.state.rodeo), "- à jouer :", player_name(split.current_player))

# %% tags=["nbval-ignore-output"]
split

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert split.current_player == 1 and split.state.held == []

# %% [markdown]
# ## Résumé : les règles de cette leçon
#
# * <a href="rules.ipynb#cell-id=R-ROUND-2" title="Une manche normale se déroule ainsi : (a) le premier joueur lance tous les dés du Rodéo de dés ; (b) chaque joueur joue exactement un tour, en commençant par le premier joueur puis en passant vers la gauche ; (c) collecte (§16) ; (d) repeuplement (§19) ; (e) nouveau premier joueur (§20).">R-ROUND-2</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-3" title="Chaque dé lancé montre une valeur de 1 à 6, tirée uniformément au hasard.">R-ROUND-3</a>
# * <a href="rules.ipynb#cell-id=R-TURN-1" title="Un tour normal commence par la prise des dés : le joueur actif DOIT prendre 2 dés de son choix dans le Rodéo de dés, ou tous les dés restants s&#x27;il en reste moins de 2.">R-TURN-1</a>
# * <a href="rules.ipynb#cell-id=R-TURN-2" title="Après la prise des dés, le joueur actif PEUT, dans n&#x27;importe quel ordre et aussi souvent que les règles le permettent : faire une action de dés (§5–7), utiliser une action spéciale (§8), retirer un de ses gauchos d&#x27;une case Action (R-SPECIAL-6), reprendre des Gauchos couchés (R-NOGAUCHO-1).">R-TURN-2</a>
# * <a href="rules.ipynb#cell-id=R-TURN-3" title="Le joueur actif NE DOIT PAS accomplir une autre étape d&#x27;un tour normal avant la prise des dés.">R-TURN-3</a>
# * <a href="rules.ipynb#cell-id=R-TURN-4" title="Le tour ne se termine que par une étape explicite de fin de tour, toujours légale une fois la prise des dés faite.">R-TURN-4</a>
# * <a href="rules.ipynb#cell-id=R-TURN-5" title="Les dés pris qui ne sont pas dépensés à la fin du tour sont perdus ; un dé pris ne retourne jamais dans le Rodéo de dés au cours de la manche.">R-TURN-5</a>
# * <a href="rules.ipynb#cell-id=R-DICE-1" title="Une action de dés se paie avec un dé ou avec la somme de plusieurs dés : au plus les 2 dés pris et le dé souhait (R-WISH-3).">R-DICE-1</a>
# * <a href="rules.ipynb#cell-id=R-DICE-2" title="Chaque dé, réel ou imaginaire, sert au plus à une action et ne peut pas être fractionné.">R-DICE-2</a>
# * <a href="rules.ipynb#cell-id=R-DICE-3" title="La valeur du dé ou de la somme DOIT être exactement celle qui est demandée ; payer trop ou trop peu est illégal.">R-DICE-3</a>
# * <a href="rules.ipynb#cell-id=R-DICE-4" title="Dépenser ses dés est facultatif : un joueur PEUT dépenser ses deux dés pris, un seul ou aucun.">R-DICE-4</a>
# * <a href="rules.ipynb#cell-id=R-DICE-5" title="Les actions de dés sont les actions dans la Pampa A, B et C (§6) et la pose d&#x27;un gaucho sur une case Action (§7).">R-DICE-5</a>
# * <a href="rules.ipynb#cell-id=R-COMP-3" title="Le petit nombre d&#x27;une tuile vaut `max(1, floor(big/2))` ; le moteur le garde sous forme de tableau de données (l&#x27;entrée 11→5 est sourcée, les autres sont ASSUMED) :">R-COMP-3</a>
# * <a href="rules.ipynb#cell-id=R-COMP-11" title="Une tuile porte au plus un gaucho, debout ou couché ; une tuile qui n&#x27;en porte aucun est *inoccupée*.">R-COMP-11</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-1" title="A (réservation debout) : payer le grand nombre d&#x27;une tuile inoccupée et y poser debout un gaucho de sa réserve.">R-PAMPA-1</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-2" title="B (réservation couchée) : payer le petit nombre d&#x27;une tuile inoccupée et y poser couché un gaucho de sa réserve.">R-PAMPA-2</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-3" title="C (relever) : payer le petit nombre d&#x27;une tuile sur laquelle est couché un des gauchos du joueur, et relever ce gaucho.">R-PAMPA-3</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-1" title="Le Rodéo de dés reçoit 2n+1 dés (5, 7 ou 9 pour 2, 3 ou 4 joueurs) ; les autres dés restent hors de la partie.">R-SETUP-1</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-4" title="Le seul dé que personne ne prend reste inutilisé dans le Rodéo de dés jusqu&#x27;à la fin de la manche.">R-ROUND-4</a>

# %% [markdown]
# À chaque manche, un dé n'est jamais pris : le Rodéo contient un dé de plus que le double du
# nombre de joueurs, et ce dernier dé reste inutilisé (R-SETUP-1, R-ROUND-4).
#
# Ensuite : `04-action-areas`, dépenser des dés sur les cases Action et les six
# actions spéciales.
