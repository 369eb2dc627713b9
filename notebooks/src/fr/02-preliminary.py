# ruff: noqa: E402, B018, E501
"""Source of notebooks/fr/02-preliminary.ipynb (lesson 02 in French); build with
`python tools/build_notebooks.py fr/02`. Same code as notebooks/src/02-preliminary.py."""

# %% [markdown]
# # 02 · La manche préliminaire
#
# Avant la manche 1, on joue une courte manche préliminaire, en deux étapes :
#
# 1. chaque joueur tire en secret quelques tuiles et en **garde** certaines comme premiers
#    troupeaux ;
# 2. chaque joueur pose un gaucho **gratuitement sur un secteur Action**.
#
# On suit ces deux étapes dans une partie à 3 joueurs (graine 88).

# %% [markdown]
# **Dans cette leçon**, vous apprenez les deux étapes de la manche préliminaire : quelles
# tuiles de départ vous pouvez garder (plus elles sont petites, plus vous en gardez) et où
# peut aller votre gaucho gratuit.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, tiles
from gaucho.coach.words import say_decision
from gaucho.config import DEFAULT_CONFIG, player_name
from gaucho.exercises import Drill, EnterNumber, PickMove, PickRefused
from gaucho.i18n import and_list

# la langue de tout ce que le jeu écrit : "fr" (français), "es", "de" ou "en"
gaucho.set_language("fr")

game = gaucho.Game.new(players=3, seed=88)
print("premier joueur :", player_name(game.state.start_player))
for p in range(game.players):
    print(f"{player_name(p):6} a tiré {tiles.names(game.state.prelim_hands[p])}")

# %% [markdown]
# La même manche préliminaire, une étape par clic (le plateau montre ce que le joueur qui
# agit a le droit de voir) :

# %%
from gaucho.widgets import PrelimStepper

PrelimStepper(players=3, seed=88)

# %% [markdown]
# ## Étape 1 : garder des tuiles
#
# À trois joueurs, chaque joueur tire 4 tuiles (R-PRELIM-1). Lui seul les voit
# (R-PRELIM-2) : la vue de la partie préparée pour Bleu montre les tuiles de Bleu, mais des
# autres joueurs seulement le *nombre* de tuiles qu'ils ont en main.

# %%
seen_by_blue = game.observation(1)
for p, seat in enumerate(seen_by_blue["players"]):
    hand = seat["hand"]  # les tuiles de Bleu, ou combien de tuiles a un autre joueur
    print(f"{player_name(p):6} main vue par Bleu :", " ".join(hand) if isinstance(hand, list) else f"{hand} tuiles")

# %% [markdown]
# **La règle pour garder des tuiles** (R-PRELIM-3, R-PRELIM-4) : plus vous gardez de tuiles,
# plus elles doivent être petites.
#
# * une tuile : n'importe quelle valeur ;
# * deux tuiles : chacune vaut 8 au plus ;
# * trois tuiles : chacune vaut 4 au plus ;
# * jamais plus de trois, et jamais aucune (ce paquet n'autorise pas à ne rien garder ; le
#   texte des règles laisse la question ouverte, voir R-PRELIM-4).
#
# Ces limites sont des données de la configuration des règles :

# %%
for kept, highest in DEFAULT_CONFIG.keep_limits.items():
    print(f"garder {kept} -> chacune vaut au plus {highest}")
print("nombre minimum de tuiles à garder :", DEFAULT_CONFIG.min_keep)

# %% [markdown]
# Rouge a W1, W4, K1 et K10. Rouge aimerait garder les trois petites *et* le 10 noir, ce qui
# enfreint la règle : garder quatre tuiles n'est jamais permis.

# %%
from gaucho import IllegalAction

try:
    game.play("keep W1 W4 K1 K10")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# Le refus nomme la règle. `why_illegal` explique d'autres essais sans lever d'erreur :

# %%
for attempt in ["keep W1 K10", "keep W4 K1 K10", "keep", "keep S5"]:
    print(f"{attempt:18} -> {game.why_illegal(attempt)}")

# %% [markdown]
# **À vous.** Rouge a W1, W4, K1 et K10.

# %% tags=["exercise"] exercise={"name": "02-keep", "right": "keep W1 W4 K1", "wrong": "keep W4 K10"}
ExerciseWidget(PickMove(
    "02-keep", game, "Rouge veut garder autant de tuiles que la règle le permet. Choisissez une option permise.",
    ["keep W1 W4 K1 K10", "keep W4 K10", "keep W1 W4 K1"], rule_id="R-PRELIM-3"))

# %% tags=["exercise"] exercise={"name": "02-keep-refused", "right": "keep W1 W4 K10", "wrong": "keep K10"}
ExerciseWidget(PickRefused(
    "02-keep-refused", game, "Lequel de ces choix enfreint la règle pour garder des tuiles ?",
    ["keep K10", "keep W4 K1", "keep W1 W4 K10"], rule_id="R-PRELIM-3"))

# %% tags=["exercise"] exercise={"name": "02-draw", "right": "5", "wrong": "6"}
ExerciseWidget(EnterNumber(
    "02-draw", "Combien de tuiles chaque joueur tire-t-il pendant la manche préliminaire à 2 joueurs ?",
    lambda: len(gaucho.Game.new(players=2, seed=88).state.prelim_hands[0]),
    rule_id="R-PRELIM-1"))

# %% [markdown]
# **La règle des tuiles gardées, avec de nouvelles mains.** Chaque exercice ci-dessous
# distribue une nouvelle partie à partir d'une graine ; *Un autre* distribue à nouveau.

# %% tags=["exercise"] exercise={"name": "02-keep-any", "right": "keep G7 G4", "wrong": "keep W11 G4 G7"}
ExerciseWidget(Drill("02-keep-any", drills.keep_most, seed=1))

# %% tags=["exercise"] exercise={"name": "02-refused-any", "right": "keep S7 S3 G3", "wrong": "keep G3 S3"}
ExerciseWidget(Drill("02-refused-any", drills.keep_refused, seed=1))

# %% [markdown]
# Le moteur peut lister toutes les façons permises de garder des tuiles. Deux tuiles blanches
# peuvent être gardées dans un ordre ou dans l'autre : les tuiles gardées forment les premiers
# troupeaux, un par race, et le joueur choisit si un troupeau de deux tuiles est croissant ou
# décroissant (R-PRELIM-5). Ce choix compte plus tard, car un troupeau ne grandit qu'à son
# bout droit, dans son sens (carnet `05-end-of-round`).

# %%
legal = game.legal_actions()
print(len(legal), "façons permises de garder des tuiles, par exemple :")
for action in legal:
    if str(action).count(" ") == 3:
        print(f"  {str(action):14} {say_decision(action, game.phase)}")

# %% [markdown]
# Rouge garde ses trois petites tuiles, avec le troupeau blanc décroissant (4 puis 1) ; Bleu
# et Vert choisissent aussi. Les tuiles gardées ne sont révélées qu'une fois que tout le monde
# a choisi (R-PRELIM-2) ; les tuiles que personne ne garde quittent la partie (R-PRELIM-6).

# %%
for move in ["keep K1 W4 W1", "keep S4 S7", "keep G2 S2"]:
    print(f"{player_name(game.current_player)} choisit : {move}")
    for event in game.play(move):
        print(event)

# %%
for p in range(game.players):
    for herd in game.state.herds[p].values():
        print(f"{player_name(p):6} troupeau : {and_list(tiles.words(t) for t in herd)}")

# %% [markdown]
# ### Trois joueurs : couvrir les cases hors jeu
#
# À trois joueurs, deux cases pâturage sont hors jeu (R-COMP-7). Elles sont restées vides
# pendant la mise en place ; maintenant, deux des tuiles écartées, tirées au hasard, les
# couvrent face cachée et sortent du jeu (R-PRELIM-7). Le dernier événement ci-dessus, celui
# des 2 tuiles écartées qui couvrent les cases hors jeu, était cette étape ; les tuiles qui
# couvrent sont notées dans l'état :

# %%
print("tuiles qui couvrent :", tiles.names(game.state.covered))
print(game.history[-1].narrate())

# %% [markdown]
# ## Étape 2 : un gaucho gratuit sur un secteur Action
#
# Chaque joueur pose maintenant un gaucho de sa réserve sur un secteur Action, sans dés
# (R-PRELIM-8). L'ordre va **dans le sens inverse des aiguilles d'une montre** : il commence
# par le joueur à droite du premier joueur, et le premier joueur place en dernier. Chaque
# joueur doit choisir un secteur que personne n'a choisi avant lui pendant cette étape
# (R-PRELIM-9) ; c'est donc le premier joueur qui a le moins de choix.

# %%
order = game.state.placement_order()
print("premier joueur :", player_name(game.state.start_player))
print("ordre de pose :", and_list(player_name(p) for p in order))
print("à jouer :", player_name(game.current_player))
print(game.legal_actions())

# %% [markdown]
# Vert se place sur RÉVEIL (`RAISE`). Bleu essaie ensuite le même secteur, ce qui est refusé
# (R-PRELIM-9) ; payer avec des dés ne fait pas non plus partie de cette étape (R-PRELIM-8).

# %%
for event in game.play("place RAISE"):
    print(event)
print(game.why_illegal("place STEAL 4"))

# %% tags=["exercise"] exercise={"name": "02-place", "right": "place WISH", "wrong": "place RAISE"}
ExerciseWidget(PickMove(
    "02-place", game, "C'est au tour de Bleu de poser son gaucho gratuit. Choisissez une pose permise.",
    ["place RAISE", "place STEAL 4", "place WISH"], rule_id="R-PRELIM-9"))

# %%
try:
    game.play("place RAISE")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# La même règle dans une nouvelle partie, après que certains joueurs ont posé (*Un autre*
# pour continuer) :

# %% tags=["exercise"] exercise={"name": "02-place-any", "right": "place SALE", "wrong": "place SORT 4"}
ExerciseWidget(Drill("02-place-any", drills.placement, seed=1))

# %%
for move in ["place WISH", "place STEAL"]:
    for event in game.play(move):
        print(event)

# %% [markdown]
# La manche préliminaire est finie ; la manche 1 commence quand le premier joueur lance les
# dés. Un gaucho posé gratuitement peut déjà servir à la manche 1 (R-PRELIM-10) : une fois ses
# dés pris, Bleu trouve `wish` parmi ses actions permises (l'action SOUHAIT, carnet 04).

# %%
print(game)

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.phase == "draft" and game.round == 1
assert [sorted(game.state.spaces[p]) for p in range(3)] == [["STEAL"], ["WISH"], ["RAISE"]]

# %% [markdown]
# Rouge (le premier joueur) prend deux dés et termine son tour ; puis Bleu prend ses dés, et
# `wish` fait partie des actions permises de Bleu.

# %%
for step in range(3):
    move = "end" if step == 1 else game.legal_actions().texts()[0]  # la première prise de dés permise
    for event in game.play(move):
        print(event)
print(game.legal_actions())

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert "wish" in game.legal_actions() and game.current_player == 1

# %% [markdown]
# ## Résumé : les règles de cette leçon
#
# * <a href="rules.ipynb#cell-id=R-PRELIM-1" title="Chaque joueur tire 5, 4 ou 3 tuiles (à 2, 3 ou 4 joueurs) de la pioche ; le moteur distribue dans l&#x27;ordre du tour à partir du premier joueur.">R-PRELIM-1</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-2" title="Un joueur ne voit que ses propres tuiles tirées, et les tuiles gardées ne sont dévoilées qu&#x27;une fois que tous les joueurs ont fait leur choix.">R-PRELIM-2</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-3" title="Un joueur PEUT garder 3 tuiles seulement si chacune vaut au plus 4, 2 tuiles seulement si chacune vaut au plus 8, et 1 tuile de n&#x27;importe quelle valeur ; il NE DOIT PAS en garder plus de 3.">R-PRELIM-3</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-4" title="Un joueur qui a tiré au moins une tuile DOIT en garder au moins 1 ; un joueur qui n&#x27;en a tiré aucune (ce qui n&#x27;arrive que sur un plateau personnalisé dont la pioche s&#x27;épuise pendant la distribution) n&#x27;en garde aucune.">R-PRELIM-4</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-5" title="Les tuiles gardées deviennent les premiers troupeaux du joueur, un par race ; des tuiles de même race forment un seul troupeau strictement ordonné, dont le joueur choisit le sens (croissant ou décroissant).">R-PRELIM-5</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-6" title="Les tuiles non gardées quittent la partie face cachée, sauf dans le cas de R-PRELIM-7.">R-PRELIM-6</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-7" title="À 3 joueurs, 2 des tuiles écartées (dans le moteur : tirées au hasard) couvrent face cachée les 2 cases hors jeu.">R-PRELIM-7</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-8" title="Ensuite, dans le sens inverse des aiguilles d&#x27;une montre en commençant par le voisin de droite du premier joueur (le premier joueur pose donc en dernier), chaque joueur DOIT poser un gaucho de sa réserve sur sa propre case Action dans un secteur Action, sans dés.">R-PRELIM-8</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-9" title="Pendant cette pose, un joueur NE DOIT PAS choisir un secteur Action qu&#x27;un joueur précédent a déjà choisi lors de cette même pose.">R-PRELIM-9</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-10" title="Un gaucho posé pendant la manche préliminaire PEUT servir dès le premier tour de la manche 1.">R-PRELIM-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-7" title="À 3 joueurs, la case la plus à droite de P3 et celle de P4 sont hors jeu (2 cases) ; à 4 joueurs, aucune case n&#x27;est hors jeu.">R-COMP-7</a>
