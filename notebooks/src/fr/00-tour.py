# ruff: noqa: E402, B018, E501
"""Source of notebooks/fr/00-tour.ipynb (the tour in French); build with
`python tools/build_notebooks.py fr/00-tour`. Same code as notebooks/src/00-tour.py."""

# %% [markdown]
# # 00 · Découverte d'El Gaucho
#
# *El Gaucho* (Arve D. Fühler, 2014) est un jeu de plateau pour 2 à 4 joueurs où l'on mène
# des bœufs dans la Pampa argentine. À chaque manche, le premier joueur lance une poignée de
# dés dans le **Rodéo de dés** ; chaque joueur en prend deux et les dépense, seuls ou
# additionnés, pour poser des **gauchos** (ses ouvriers) sur des **tuiles bœufs** réparties
# dans quatre **pâturages**, ou sur des **cases Action** qui donnent accès à six actions
# spéciales. Quand toutes les tuiles d'un pâturage sont réservées, on fait la collecte : les
# gauchos debout ramènent leurs tuiles chez eux, où elles forment des **troupeaux**. Un
# troupeau doit rester en ordre ; quand on le vend, il rapporte *tuiles × plus grande
# valeur* Pesos. Le plus riche des éleveurs gagne.
#
# Le paquet `gaucho` est un moteur de règles pour ce jeu, avec des vues pour Jupyter. Il
# vérifie chaque coup et, s'il le refuse, dit pourquoi en donnant l'identifiant de la règle
# en cause (les identifiants `R-...` et les exemples résolus `EX-...` viennent de la
# spécification des règles du projet). Dans ce carnet, on met en place une partie, on joue
# quelques tours et on voit où aller ensuite.
#
# **Pour l'exécuter :** cliquez sur une cellule de code grise et appuyez sur **Maj+Entrée**
# (ou sur le bouton ▶ au-dessus du carnet) pour l'exécuter et passer à la suivante ;
# **Run → Run All Cells** exécute tout le carnet depuis le début.

# %% [markdown]
# ## Une nouvelle partie
#
# `Game.new` met en place une partie à partir d'une graine : la même graine donne toujours la
# même partie, donc tout ce qui suit peut être refait à l'identique. La vue texte montre les
# quatre pâturages, de P1 (en bas) à P4 (en haut), les six secteurs Action, les dés et, pour
# chaque joueur, ses Pesos, les gauchos de sa réserve et ses troupeaux. `..` est une case
# libre et `##` une case hors jeu.
#
# La première ligne de code choisit la langue des explications du jeu.

# %%
import gaucho
from gaucho import tiles

# la langue de tout ce que le jeu écrit : "fr" (français), "es", "de" ou "en"
gaucho.set_language("fr")

game = gaucho.Game.new(players=3, seed=7)
print(game)

# %% [markdown]
# La mise en place est racontée étape par étape, et chaque ligne nomme la règle appliquée.
# Regardez comment chaque pâturage reçoit des tuiles jusqu'à ce que sa somme atteigne 20 ou
# qu'il n'ait plus de case libre (R-SETUP-8) ; le carnet 01 détaille la mise en place.

# %%
for event in game.setup_events:
    print(event)

# %% [markdown]
# La même table en image (la vue SVG du plateau).

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.phase == "keep" and game.round == 0 and game.players == 3

# %% [markdown]
# ## Lire la notation
#
# Le plateau et les leçons désignent une tuile par **une lettre pour sa race et son grand
# nombre** : `W11` est le 11 blanc. Les lettres sont les mêmes dans toutes les langues,
# car les coups s'écrivent avec elles (ce sont les initiales anglaises) :
#
# | Lettre | Race |
# |---|---|
# | `B` | marron (*brown*) |
# | `G` | doré (*golden*) |
# | `K` | noir (*black*) |
# | `W` | blanc (*white*) |
# | `S` | tacheté (*spotted*) |
#
# Un coup est une courte ligne de texte, la même dans toutes les langues (le jeu la lit) :
#
# | Coup | Signifie |
# |---|---|
# | `keep K2 W3 W7` | garder ces tuiles tirées (manche préliminaire) |
# | `place SALE` | poser un gaucho sur le secteur Action VENTE (gratuit pendant la manche préliminaire) |
# | `take 5 6` | prendre le 5 et le 6 dans le Rodéo de dés |
# | `A W11 5+6` | **A** : un gaucho debout sur le 11 blanc, payé avec 5 + 6 (son grand nombre) |
# | `B W11 5` | **B** : un gaucho couché sur le 11 blanc, payé avec un 5 (son petit nombre) |
# | `C W11 5` | **C** : relever votre gaucho couché sur le 11 blanc, en payant son petit nombre |
# | `place STEAL 4` | poser un gaucho sur le secteur Action VOL, payé avec un 4 |
# | `put W1>P1` | mettre la tuile W1 de la Steppe dans le pâturage P1 (BŒUF SECRET) |
# | `end` | finir le tour |
#
# Le jeu dit aussi chaque coup en mots :

# %%
from gaucho.actions import parse
from gaucho.config import BREED_LETTERS, breed_name
from gaucho.explorer.said import say_decision

for index, letter in enumerate(BREED_LETTERS):
    print(letter, "=", breed_name(index))
for move, phase in [("keep K2 W3 W7", "keep"), ("take 5 6", "draft"), ("A W11 5+6", "turn"),
                    ("place STEAL 4", "turn"), ("put W1>P1", "steppe"), ("end", "turn")]:
    print(f"{move:14} {say_decision(parse(move), phase)}")


# %% [markdown]
# ## La manche préliminaire
#
# Avant la première manche, chaque joueur regarde quelques tuiles secrètes et en garde
# certaines comme premiers troupeaux (R-PRELIM-1, R-PRELIM-3). Le moteur sait toujours à qui
# c'est le tour et quels coups sont permis à cet instant :

# %%
for p in range(game.players):
    print(gaucho.config.player_name(p), "a tiré", tiles.names(game.state.prelim_hands[p]))
print("à jouer :", gaucho.config.player_name(game.current_player))
print(game.legal_actions())

# %% [markdown]
# Rouge ne peut garder qu'une seule de ces tuiles : s'il en garde deux, chacune doit valoir 8
# ou moins (R-PRELIM-3). Chaque joueur garde quelque chose, puis, en commençant par le joueur
# à droite du premier joueur, chacun pose gratuitement un gaucho sur le secteur Action de son
# choix (R-PRELIM-8). `play` reçoit les coups dans une courte notation texte et renvoie ce qui
# s'est passé.


# %%
def narrate(events):
    for event in events:
        print(event)


for move in ["keep W9", "keep K1 S1", "keep S4", "place STEPPE", "place WISH", "place SALE"]:
    narrate(game.play(move))

# %% [markdown]
# ## Quelques tours de la manche 1
#
# Les dés sont lancés pour nous (la graine décide du résultat). À son tour, un joueur prend
# d'abord deux dés (R-TURN-1), puis les dépense : payer le grand nombre d'une tuile y place un
# gaucho debout (R-PAMPA-1), payer son petit nombre, un gaucho couché (R-PAMPA-2). Rouge
# prend le 4 et le 6 :

# %%
narrate(game.play("take 4 6"))
print(game.legal_actions())

# %% [markdown]
# Rouge dépense 4 + 6 pour le 10 marron et termine son tour (R-DICE-1, R-TURN-4).

# %%
narrate(game.play("A B10 4+6"))
narrate(game.play("end"))

# %% [markdown]
# Bleu prend un 1 et un 4 : le 4 achète le 4 noir, debout, et le 1 est le petit nombre du 3
# noir, assez pour y coucher un gaucho.

# %%
for move in ["take 1 4", "A K4 4", "B K3 1", "end"]:
    narrate(game.play(move))

# %% [markdown]
# ## Un coup interdit, expliqué
#
# Vert prend le 2 et le 4 et essaie de réserver avec eux le 11 tacheté. Un paiement en dés
# doit être exactement égal au prix (R-DICE-3) : le moteur refuse donc le coup, et la partie
# ne change pas.

# %%
narrate(game.play("take 2 4"))

# %%
from gaucho import IllegalAction

try:
    game.play("A S11 2+4")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# `why_illegal` donne la même réponse sans lever d'erreur : un identifiant de règle et une
# raison (`None` si le coup est permis : `or "permis"` le dit en mots).

# %%
print(game.why_illegal("A S11 2+4"))
print(game.why_illegal("place STEAL 4") or "permis")

# %% [markdown]
# La règle du jeu est fournie avec le paquet : on peut donc consulter n'importe quelle règle
# par son identifiant. `gaucho.rules.get` donne le texte d'une règle, sa section et les
# exemples de la règle du jeu qui l'illustrent (`gaucho.rules.get("R-DICE-3")` seul dans une
# cellule l'affiche sous forme de fiche), et `gaucho.rules.search` cherche des règles par mots.

# %%
rule = gaucho.rules.get("R-DICE-3")
print(rule.heading())
print(rule.text)
print(", ".join(r.id for r in gaucho.rules.search("somme dés")))

# %%
for move in ["place STEAL 4", "B S5 2", "end"]:
    narrate(game.play(move))
print(game)

# %% [markdown]
# L'historique peut être relu comme une transcription, et `undo` annule une étape.

# %%
print("\n".join(step.narrate() for step in game.history[-4:]))

# %% [markdown]
# ## Votre première partie, guidée
#
# Vous découvrez El Gaucho ? Jouez Rouge dans une courte partie guidée : chaque étape dit quoi
# faire et pourquoi, ce sur quoi cliquer s'allume sur le plateau, et un mauvais coup reçoit
# seulement un indice. (Le même guide est l'onglet *Première partie* de l'application.)

# %%
from gaucho.widgets.guided import GuidedGameView

GuidedGameView()

# %% [markdown]
# ## Et ensuite ?
#
# Les leçons, dans l'ordre ; chacune commence par dire ce qu'elle enseigne, propose des
# exercices que le jeu corrige lui-même et se termine par les règles rencontrées. Les leçons
# 01 à 06 et 10 sont en français ; 07 à 09, pour l'instant, seulement en anglais.
#
# | Carnet | Sujet |
# |---|---|
# | [`01-setup`](01-setup.ipynb) | la mise en place à 2, 3 et 4 joueurs ; le remplissage des pâturages ; la Steppe |
# | [`02-preliminary`](02-preliminary.ipynb) | les tuiles à garder au départ ; le gaucho gratuit sur un secteur Action |
# | [`03-turn`](03-turn.ipynb) | prendre les dés ; gauchos debout, couchés, relevés ; le paiement exact |
# | [`04-action-areas`](04-action-areas.ipynb) | les secteurs Action et leurs six actions spéciales |
# | [`05-end-of-round`](05-end-of-round.ipynb) | collecte, troupeaux, ventes forcées, repeuplement |
# | [`06-end-of-game`](06-end-of-game.ipynb) | la fin de partie, la manche sans dés, le décompte final |
# | [`07-phase-graph`](../07-phase-graph.ipynb) | le graphe des tours et des phases (en anglais) |
# | [`08-gallery`](../08-gallery.ipynb) | tous les exemples résolus de la règle du jeu (en anglais) |
# | [`09-workshop`](../09-workshop.ipynb) | l'atelier de conception : changer une règle et mesurer l'effet (en anglais) |
# | [`10-play-well`](10-play-well.ipynb) | bien jouer : les conseils de la règle, des décisions jugées par l'entraîneur, des positions avec un objectif |
# | `explorer.ipynb` | l'application, avec des onglets pour la mise en place, les exemples, jouer, les phases, l'atelier, la première partie et les règles (`gaucho app` l'ouvre avec Voilà) |
#
# Tous les identifiants de règle cités ici se trouvent dans la règle du jeu fournie avec le
# paquet (`gaucho/data/RULES.md`, en français `gaucho/data/RULES.fr.md`) ;
# `gaucho.rules.search` trouve les règles sur n'importe quel sujet.
