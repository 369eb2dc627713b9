# ruff: noqa: E402, B018, E501
"""Source of notebooks/fr/04-action-areas.ipynb (lesson 04 in French); build with
`python tools/build_notebooks.py fr/04-action-areas`. Same code as notebooks/src/04-action-areas.py."""

# %% [markdown]
# # 04 · Les secteurs Action et les six actions spéciales
#
# Les dés ne servent pas qu'à réserver du bétail : ils peuvent aussi acheter une place dans
# l'un des six **secteurs Action**. Chaque secteur a une case Action par couleur de joueur
# (R-COMP-13). Un gaucho qui s'y trouve depuis un tour précédent peut ensuite être
# **utilisé** pour l'action spéciale de ce secteur, ce qui le renvoie dans la réserve de son
# propriétaire (R-SPECIAL-1, R-SPECIAL-3).
#
# Les règles de pose sont montrées sur une petite position écrite sous forme de données
# (Rouge = joueur 0, c'est à lui de jouer ; le format est décrit dans `gaucho/position.py`).
# Les actions spéciales sont montrées avec les exemples résolus de la règle du jeu, que
# `gaucho.examples` enregistre comme données : `example(...)` ci-dessous en joue un, vérifie
# le résultat par rapport à celui qui est attendu et laisse le moteur expliquer les coups
# que l'exemple déclare interdits.

# %% [markdown]
# **Dans cette leçon**, vous apprenez à poser un gaucho sur un secteur Action, quand il peut être utilisé et ce que fait chacune des six actions spéciales. Les troupeaux et les ventes ne sont qu'esquissés ici ; la leçon 05 les explique en détail.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.coach.words import say_decision
from gaucho.config import AREA_TITLES, AREAS, DEFAULT_CONFIG, area_name, player_name
from gaucho.exercises import Drill, PickMove, PickRefused
from gaucho.i18n import _, and_list
from gaucho.practice import Decide

# la langue de tout ce que le jeu écrit : "fr" (français), "es", "de" ou "en"
gaucho.set_language("fr")

PAMPA = [
    ["S11", "K10", "B6"],
    ["S4", "G9", "B2", None],
    ["K3", "G12", "B8", None, "#"],
    ["S7", "K9", "G5", None, None, "#"],
]


def position(held, players, **changes):
    """Manche 2, tour de Rouge après la prise des dés, avec ces dés en main."""
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
    """Les actions spéciales parmi les actions permises, une par ligne : le coup, puis en mots."""
    return "\n".join(f"  {str(a):14} {say_decision(a, game.phase)}"
                     for a in game.legal_actions().grouped().get("special", []))


def by_player(values):
    """Un nombre par joueur, avec la couleur de chacun (« Rouge 65, Bleu 40 et Vert 0 »)."""
    return and_list(f"{player_name(p)} {n}" for p, n in enumerate(values))


def example(name, variation=None):
    """Joue un exemple enregistré de la règle du jeu, affiche ses coups, le vérifie et rend la partie qui en résulte."""
    scenario = examples.load(name)
    run = scenario.run(variation)
    print(run.narration())
    print(scenario.verdict(variation))
    for bad in scenario.expect_illegal if variation is None else ():
        before = scenario.run(until=bad.after).game
        print(f"interdit : {bad.action:20} -> {before.why_illegal(bad.action)}")
    return run.game


# %% [markdown]
# ## Poser un gaucho (R-AREA-1 à R-AREA-7)
#
# La pose coûte un dé (ou une somme de dés) égal à la valeur du secteur (R-AREA-1, R-AREA-2) :

# %%
for area in AREAS:
    print(f"{area:7} {_(AREA_TITLES[area]):44} valeur {DEFAULT_CONFIG.area_values[area]}")

# %% [markdown]
# Rouge a en main un 3 et un 4 et a un gaucho sur SOUHAIT (`WISH`) depuis un tour
# précédent ; Bleu en a un sur VOL DE BŒUF (`STEAL`). Le gaucho de Bleu ne bloque pas la
# case de Rouge dans ce secteur (R-AREA-7) : Rouge se pose donc sur `STEAL` avec le 4 :

# %%
game = position([3, 4], [{"spaces": ["WISH"]}, {"spaces": ["STEAL"], "herds": [["S8", "S12"]]}, {}])
play(game, "place STEAL 4")

# %%
game

# %% [markdown]
# Les règles autour de cette pose, chacune vérifiée par le moteur :
#
# * le nouveau gaucho ne peut pas être utilisé pendant le même tour (R-AREA-4) ;
# * une case par joueur et par secteur, donc pas de deuxième gaucho sur `STEAL` (R-AREA-3) ;
# * une case libérée pendant ce tour, même en reprenant le gaucho sans l'utiliser
#   (R-SPECIAL-6), ne peut pas être occupée de nouveau pendant ce tour (R-AREA-5) ;
# * se poser sur un secteur et en utiliser un autre pendant le même tour est permis (R-AREA-6).

# %% [markdown]
# Rouge reprend maintenant le gaucho de `WISH` sans l'utiliser (R-SPECIAL-6) :

# %%
play(game, "remove WISH")

# %% [markdown]
# **À vous.** Rouge vient de se poser sur `STEAL` et a repris le gaucho de `WISH` ; il lui
# reste un 3.

# %% tags=["exercise"] exercise={"name": "04-place", "right": "place SALE 3", "wrong": "place WISH 3"}
ExerciseWidget(PickMove(
    "04-place", game, "Posez un gaucho avec le 3.",
    ["place WISH 3", "place STEAL 3", "place SALE 3"], rule_id="R-AREA-5"))

# %% tags=["exercise"] exercise={"name": "04-too-soon", "right": "steal S8", "wrong": "place SORT 3"}
ExerciseWidget(PickRefused(
    "04-too-soon", game, "Quel coup le jeu refuse-t-il maintenant ?",
    ["place SORT 3", "steal S8", "place SALE 3"], rule_id="R-AREA-4"))

# %% [markdown]
# Ce que dit le moteur de ces coups :

# %%
for move in ["steal S8", "place STEAL 3", "place WISH 3", "place SALE 3"]:
    reason = game.why_illegal(move)  # None : le coup est permis
    print(f"{move:13} ->", f"refusé : {reason}" if reason else "permis")

# %%
from gaucho import IllegalAction

try:
    game.play("steal S8")
except IllegalAction as refusal:
    print("IllegalAction :", refusal)

# %% [markdown]
# **Dans de nouvelles positions.** Chacun de ces exercices prépare une nouvelle partie à
# partir d'une graine et la joue jusqu'à un tour de la manche 1 ; *Un autre* en donne une
# nouvelle. Lisez les dés en main et les cases que le joueur occupe déjà.

# %% tags=["exercise"] exercise={"name": "04-place-any", "right": "place RAISE 5", "wrong": "place RAISE 5+5"}
ExerciseWidget(Drill("04-place-any", drills.place_paid, seed=1))

# %% tags=["exercise"] exercise={"name": "04-placed-any", "right": "place SALE 2", "wrong": "end"}
ExerciseWidget(Drill("04-placed-any", drills.placed_refused, seed=1))

# %% [markdown]
# ## SOUHAIT (`WISH`, le Héros de rodéo)
#
# Utiliser SOUHAIT donne un **dé imaginaire** pour le reste du tour ; son propriétaire choisit
# sa valeur (de 1 à 6) au moment de le dépenser (R-WISH-1, R-WISH-2) et peut l'ajouter à l'un
# de ses dés pris ou aux deux (R-WISH-3). Dans la notation, le dé imaginaire s'écrit `w`, sans
# valeur : il prend la valeur qui paie, et des choix qui ne diffèrent que par cette valeur
# sont un seul et même coup (R-WISH-2).
#
# **EX-WISH-1 : le dé imaginaire seul.** Rouge a en main 2 et 3 et ne dépense que le dé
# imaginaire, comme un 6, pour poser un gaucho sur BŒUF SECRET (`STEPPE`, R-AREA-2). Les dés
# pris sont toujours là, et le nouveau gaucho doit attendre un tour suivant (R-AREA-4).

# %%
wish1 = example("EX-WISH-1")
print("dés en main :", and_list(wish1.state.held),
      "- cases de Rouge :", and_list(area_name(a) for a in sorted(wish1.state.spaces[0])))

# %% [markdown]
# **EX-WISH-2 : un troisième dé.** Avec 4 et 4 en main, le dé imaginaire, comme un troisième
# 4, achète directement le 12 doré (R-DICE-1, R-PAMPA-1).

# %%
wish2 = example("EX-WISH-2")

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert wish2.state.held == [] and wish2.state.gauchos_on[tiles.parse("G12")] == (0, True)

# %% [markdown]
# ### Les troupeaux, en bref
#
# Les actions suivantes font passer des tuiles d'un **troupeau** à l'autre. Chaque tuile
# qu'un joueur obtient rejoint son troupeau de cette race : un troupeau par race, ses tuiles
# en une rangée croissante ou décroissante (R-HERD-1 à R-HERD-4). Un troupeau vaut
# *nombre de tuiles × son plus grand nombre* quand il est vendu (R-SELL-1). Une nouvelle
# tuile s'ajoute à l'extrémité droite du troupeau ; une tuile qui ne suit pas l'ordre du
# troupeau force la vente de tout le troupeau et en commence un nouveau (R-HERD-6). La leçon
# 05 montre tout cela pas à pas.

# %% [markdown]
# ## VOL DE BŒUF, puis VENTE IMMÉDIATE (EX-STEAL-SALE)
#
# Le voleur de bétail prend une tuile de son choix dans un troupeau d'un adversaire
# (R-STEAL-1) ; la victime reçoit la valeur de la tuile en assurance (R-STEAL-2) et garde le
# reste de son troupeau dans l'ordre (R-STEAL-3). La tuile rejoint le troupeau de cette race
# du voleur si elle y convient (R-STEAL-4). VENTE IMMÉDIATE (`SALE`) vend l'un des troupeaux
# de deux tuiles ou plus de son propriétaire pour *tuiles × plus grande valeur* plus un bonus
# de 5 (R-SALE-1, R-SELL-1). Plusieurs actions spéciales peuvent se suivre pendant un même
# tour (R-SPECIAL-4).
#
# Rouge : troupeau blanc 4, 6, 9 et 20 Pesos, des gauchos sur `STEAL` et `SALE`. Bleu :
# troupeau blanc 12, 10 et 30 Pesos.

# %%
print("Rouge peut :")
print(specials(examples.load("EX-STEAL-SALE").game()))
thief = example("EX-STEAL-SALE")

# %%
print("Pesos :", by_player(thief.pesos))
print("troupeaux de Bleu :", and_list(tiles.words(t) for herd in thief.state.herds[1].values() for t in herd))
print("troupeaux de Rouge :", len(thief.state.herds[0]), "- réserve", thief.state.supply[0])

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert thief.pesos[:2] == [65, 40]

# %% [markdown]
# **Dans une nouvelle position.** VENTE IMMÉDIATE sur un troupeau que cette leçon n'a pas
# montré :

# %% tags=["exercise"] exercise={"name": "04-sale-any", "right": "20", "wrong": "15"}
ExerciseWidget(Drill("04-sale-any", drills.sale_value, seed=1))

# %% [markdown]
# Suivez EX-STEAL-SALE sur le plateau, un coup par clic :

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-STEAL-SALE")

# %% [markdown]
# ## RÉVEIL/DÉPLACEMENT DE GAUCHOS (`RAISE`, le Surveillant)
#
# Le Surveillant agit selon l'un de deux modes (R-RAISE-1).
#
# **EX-RAISE-1 : Relever.** Relever un ou deux de ses propres gauchos couchés, sans dés
# (R-RAISE-2). Rouge est couché sur un 10 et sur un 9.

# %%
before = examples.load("EX-RAISE-1").game()
before

# %% [markdown]
# **À vous, d'abord.** Rouge s'est posé sur le Surveillant lors d'un tour précédent et a pris
# deux 2. Tous les choix ci-dessous sont permis : lequel rapporte le plus ? L'entraîneur
# joue chaque choix jusqu'au bout de nombreuses fois (une petite recherche avec graine, à
# partir de ce que Rouge peut voir) et compte les Pesos de Rouge à la fin ; une mauvaise
# réponse montre à quoi mène chaque choix.

# %% tags=["exercise"] exercise={"name": "04-raise-best", "right": "raise K9 W10", "wrong": "end"}
ExerciseWidget(Decide(
    "04-raise-best", before, "Lequel de ces coups mène au plus de Pesos à la fin ?",
    ["end", "remove RAISE", "raise K9 W10"], rule_id="R-RAISE-2", seed=1))

# %% tags=["exercise"] exercise={"name": "04-raise", "right": "raise K9 W10 B4", "wrong": "replace S7"}
ExerciseWidget(PickRefused(
    "04-raise", before, "Rouge a un gaucho sur le Surveillant. Quelle utilisation en est refusée ?",
    ["raise K9 W10", "replace S7", "raise K9 W10 B4"], rule_id="R-RAISE-2"))

# %%
print("Rouge peut :")
print(specials(before))
raised = example("EX-RAISE-1")
print("réserve de Rouge :", before.state.supply[0], "->", raised.state.supply[0],
      "- dés en main :", and_list(raised.state.held))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert gaucho.exercises.registered("04-raise-best").right_answer() == "raise K9 W10"

# %% [markdown]
# **EX-RAISE-2 : Remplacer.** Renvoyer chez lui un gaucho couché d'un adversaire et poser
# debout un des siens sur cette tuile ; l'adversaire reçoit la valeur de la tuile (R-RAISE-3,
# R-RAISE-4). La réserve de Rouge est vide, mais le gaucho qui revient de la case du
# Surveillant peut être celui qui se pose debout (R-SPECIAL-3).

# %%
replaced = example("EX-RAISE-2")
print("réserves :", by_player(replaced.state.supply), "- Pesos :", by_player(replaced.pesos))

# %% [markdown]
# ## BŒUF SECRET (`STEPPE`, EX-STEPPE)
#
# Utiliser BŒUF SECRET engage le joueur : le gaucho quitte d'abord la case, et c'est
# seulement ensuite que le joueur regarde les tuiles face cachée de la Steppe (`steppe`,
# R-STEPPE-1). Jusque-là rien, pas même la liste des actions permises, ne nomme une tuile de
# la Steppe. Ensuite (`put ...`), il prend une tuile de n'importe quelle valeur, ou deux
# tuiles de valeur 4 au plus (R-STEPPE-2). Chacune va sur n'importe quelle case libre d'un
# pâturage, même dans un pâturage qui vaut déjà 20 (R-STEPPE-3), avec un gaucho debout pris
# dans la réserve (R-STEPPE-4) ; pas plus de tuiles que de cases libres ou de gauchos
# (R-STEPPE-5). La Steppe est ensuite complétée jusqu'à quatre tuiles (R-STEPPE-7).
#
# Rouge a un gaucho dans sa réserve, plus celui qui est sur BŒUF SECRET ; la Steppe contient
# 1, 3, 8 et 12.

# %% tags=["exercise"] exercise={"name": "04-steppe", "right": "put B1>P1 G3>P2", "wrong": "put K8>P1 G3>P2"}
looked = examples.load("EX-STEPPE").game()
looked.play("steppe")
ExerciseWidget(PickMove(
    "04-steppe", looked, "Rouge a regardé la Steppe (1, 3, 8, 12). Prenez deux tuiles.",
    ["put K8>P1 G3>P2", "put B1>P1 G3>P2 K8>P3", "put B1>P1 G3>P2"], rule_id="R-STEPPE-2"))

# %% [markdown]
# L'exemple de la règle du jeu :

# %%
steppe = example("EX-STEPPE")

# %%
print("réserve de Rouge :", steppe.state.supply[0], "- Steppe :", len(steppe.state.steppe),
      "tuiles - pioche :", len(steppe.state.draw_pile), "- somme de P1 :", steppe.state.pasture_sum(0))

# %% tags=["nbval-ignore-output"]
steppe

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert steppe.state.supply[0] == 0 and steppe.state.pasture_sum(0) == 22
assert steppe.state.gauchos_on[tiles.parse("B1")] == (0, True)

# %% [markdown]
# ## TRI (`SORT`, EX-SORT)
#
# Le TRI s'utilise en dehors de son propre tour : à la fin d'une manche, pendant qu'une tuile
# collectée rejoint son troupeau (R-SORT-1). Normalement, une tuile s'ajoute à l'extrémité
# droite du troupeau et doit suivre son ordre (R-HERD-3, R-HERD-4) ; une tuile qui ne
# convient pas force la vente du troupeau (R-HERD-6). Avec le TRI, la tuile est plutôt glissée à sa
# place (R-SORT-2), sans vente (R-SORT-4).
#
# Le troupeau blanc de Rouge est 3, 6, 9, et Rouge collecte un 5 blanc à la fin de la manche,
# avec un gaucho sur TRI. (Les événements de fin de manche qui suivent l'ajout sont le sujet
# du carnet `05-end-of-round`.)

# %%
print(examples.load("EX-SORT").game().legal_actions())
sort_game = example("EX-SORT")

# %% [markdown]
# La même collecte sans TRI (la variante `without-sort` de l'exemple) :

# %%
without_sort = example("EX-SORT", "without-sort")

# %%
white = tiles.breed(tiles.parse("W1"))  # l'indice de la race blanche
print("avec TRI :   ", tiles.names(sort_game.state.herds[0][white]), "- Pesos", sort_game.pesos[0],
      "- réserve", sort_game.state.supply[0])
print("sans TRI :   ", tiles.names(without_sort.state.herds[0][white]), "- Pesos", without_sort.pesos[0])

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert without_sort.pesos[0] == 3 * 9 and sort_game.pesos[0] == 0
for name in ("EX-WISH-1", "EX-WISH-2", "EX-STEAL-SALE", "EX-RAISE-1", "EX-RAISE-2", "EX-STEPPE",
             "EX-SORT"):
    assert examples.load(name).check() == [], name
assert examples.load("EX-SORT").check("without-sort") == []

# %% [markdown]
# ## Résumé : les règles de cette leçon
#
# * <a href="rules.ipynb#cell-id=R-COMP-13" title="Chaque secteur Action a une case Action par couleur de joueur, et un joueur ne peut occuper ou utiliser que la case de sa propre couleur.">R-COMP-13</a>
# * <a href="rules.ipynb#cell-id=R-AREA-1" title="Pose : payer la valeur d&#x27;un secteur Action et poser un gaucho de sa réserve sur sa propre case Action inoccupée de ce secteur.">R-AREA-1</a>
# * <a href="rules.ipynb#cell-id=R-AREA-2" title="Les valeurs sont 1, 2 ou 3 pour TRI, SOUHAIT et VENTE IMMÉDIATE ; 4 pour VOL DE BŒUF ; 5 pour RÉVEIL/DÉPLACEMENT DE GAUCHOS ; 6 pour BŒUF SECRET ; une somme de dés compte comme une seule valeur.">R-AREA-2</a>
# * <a href="rules.ipynb#cell-id=R-AREA-3" title="Une case Action porte au plus un gaucho ; un joueur a donc au plus un gaucho par secteur Action.">R-AREA-3</a>
# * <a href="rules.ipynb#cell-id=R-AREA-4" title="Un gaucho posé sur une case Action NE DOIT PAS être utilisé pendant le tour où il a été posé.">R-AREA-4</a>
# * <a href="rules.ipynb#cell-id=R-AREA-5" title="Un joueur NE DOIT PAS poser un gaucho sur une case Action qu&#x27;il a libérée plus tôt dans le même tour, qu&#x27;il l&#x27;ait libérée en l&#x27;utilisant ou en reprenant son gaucho sans l&#x27;utiliser.">R-AREA-5</a>
# * <a href="rules.ipynb#cell-id=R-AREA-6" title="Un joueur PEUT poser un gaucho sur une case Action et en utiliser une autre pendant le même tour.">R-AREA-6</a>
# * <a href="rules.ipynb#cell-id=R-AREA-7" title="Les gauchos d&#x27;un joueur ne bloquent jamais les cases Action d&#x27;un autre joueur.">R-AREA-7</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-1" title="Un joueur PEUT utiliser l&#x27;action spéciale d&#x27;un secteur Action seulement tant que son gaucho se trouve sur sa case de ce secteur et y a été posé lors d&#x27;un tour précédent (la manche préliminaire compte).">R-SPECIAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-2" title="SOUHAIT, VENTE IMMÉDIATE, VOL DE BŒUF, RÉVEIL/DÉPLACEMENT DE GAUCHOS et BŒUF SECRET ne s&#x27;utilisent que pendant le tour de leur propriétaire : lors d&#x27;un tour normal seulement après la prise des dés, lors de la manche sans dés à tout moment de son tour (R-NODICE-2) ; le TRI seulement comme le prévoit R-SORT-1.">R-SPECIAL-2</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-3" title="Utiliser une action spéciale remet d&#x27;abord le gaucho de cette case Action dans la réserve de son propriétaire ; ce gaucho est disponible aussitôt, y compris au cours de la même action.">R-SPECIAL-3</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-4" title="Un joueur PEUT utiliser plusieurs actions spéciales différentes pendant un même tour, mêlées aux actions de dés dans n&#x27;importe quel ordre.">R-SPECIAL-4</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-5" title="Chaque action spéciale se résout entièrement avant que commence l&#x27;étape suivante du tour.">R-SPECIAL-5</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-6" title="Pendant son tour, un joueur PEUT remettre dans sa réserve n&#x27;importe lequel de ses gauchos posés sur une case Action, sans effectuer l&#x27;action.">R-SPECIAL-6</a>
# * <a href="rules.ipynb#cell-id=R-WISH-1" title="Utiliser SOUHAIT donne à son propriétaire un dé imaginaire, le dé souhait, pour le reste du tour en cours.">R-WISH-1</a>
# * <a href="rules.ipynb#cell-id=R-WISH-2" title="Le joueur choisit la valeur du dé souhait, de 1 à 6, au moment où il le dépense ; des poses qui ne diffèrent que par la valeur choisie pour le dé souhait (chacune payant le prix exact) sont un seul et même coup.">R-WISH-2</a>
# * <a href="rules.ipynb#cell-id=R-WISH-3" title="Le dé souhait PEUT être dépensé seul, ou additionné à l&#x27;un des dés pris ou aux deux, en une seule action.">R-WISH-3</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-1" title="Le voleur prend la tuile de son choix dans n&#x27;importe quel troupeau de n&#x27;importe quel adversaire, à n&#x27;importe quelle place, y compris dans un troupeau d&#x27;une seule tuile.">R-STEAL-1</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-2" title="La victime reçoit aussitôt autant de Pesos que le grand nombre de la tuile volée (assurance).">R-STEAL-2</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-3" title="Le troupeau de la victime garde ses autres tuiles dans leur ordre ; un troupeau qui n&#x27;a plus aucune tuile cesse d&#x27;exister, et un vol n&#x27;oblige jamais la victime à vendre.">R-STEAL-3</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-4" title="La tuile volée commence un nouveau troupeau si le voleur n&#x27;a aucun troupeau de sa race ; sinon elle va à l&#x27;extrémité droite de ce troupeau si elle y convient (R-HERD-4).">R-STEAL-4</a>
# * <a href="rules.ipynb#cell-id=R-SALE-1" title="VENTE IMMÉDIATE vend l&#x27;un des troupeaux d&#x27;au moins 2 tuiles de son propriétaire selon R-SELL-1 et y ajoute un bonus de 5 Pesos.">R-SALE-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Un troupeau se vend (nombre de ses tuiles) × (le plus élevé de ses grands nombres) Pesos, qui s&#x27;ajoutent aux Pesos du vendeur.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-1" title="Le joueur choisit exactement un mode : Relever (R-RAISE-2) ou Remplacer (R-RAISE-3).">R-RAISE-1</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-2" title="Relever : relever 1 ou 2 de ses propres Gauchos couchés, n&#x27;importe où dans la Pampa, sans dés.">R-RAISE-2</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-3" title="Remplacer : renvoyer exactement 1 Gaucho couché d&#x27;un adversaire dans la réserve de son propriétaire, et poser debout sur cette tuile un de ses propres gauchos pris dans sa réserve ; le gaucho qui vient de quitter la case du Surveillant PEUT être celui-là.">R-RAISE-3</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-4" title="Quand le joueur choisit de remplacer, l&#x27;adversaire reçoit autant de Pesos que le grand nombre de la tuile (assurance).">R-RAISE-4</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-1" title="Utiliser BŒUF SECRET engage le joueur : son gaucho quitte la case, et c&#x27;est seulement ensuite qu&#x27;il regarde toutes les tuiles de la Steppe ; les autres joueurs ne les voient pas. Rien ne dévoile à aucun joueur une tuile face cachée de la Steppe avant ce moment, pas même la liste des actions légales (R-COMP-14).">R-STEPPE-1</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-2" title="Il prend soit 1 tuile de n&#x27;importe quelle valeur, soit 2 tuiles dont chacune a un grand nombre d&#x27;au plus 4.">R-STEPPE-2</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-3" title="Il pose chaque tuile prise face visible dans un pâturage de son choix qui a une case libre, même si la somme de ce pâturage atteint déjà 20 ou plus ; la tuile prend la case libre la plus à gauche de ce pâturage (R-COMP-18).">R-STEPPE-3</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-4" title="Il pose debout un gaucho de sa réserve sur chaque tuile ainsi placée.">R-STEPPE-4</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-5" title="Il NE DOIT PAS prendre plus de tuiles qu&#x27;il n&#x27;y a de cases libres, ni plus qu&#x27;il n&#x27;a de gauchos dans sa réserve (le gaucho revenu de la case Steppe compris).">R-STEPPE-5</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-6" title="Les tuiles qui ne sont pas prises restent dans la Steppe, face cachée.">R-STEPPE-6</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-7" title="Ensuite, il faut compléter la Steppe depuis la pioche jusqu&#x27;à ce qu&#x27;elle contienne 4 tuiles ou que la pioche soit vide.">R-STEPPE-7</a>
# * <a href="rules.ipynb#cell-id=R-SORT-1" title="Le TRI PEUT être utilisé seulement quand son propriétaire ajoute une tuile qu&#x27;il vient de collecter à son troupeau existant de la même race, lors de la collecte de fin de manche (§16) ou du décompte final (§23).">R-SORT-1</a>
# * <a href="rules.ipynb#cell-id=R-SORT-2" title="Avec le TRI, la tuile est insérée à la place où le troupeau reste strictement ordonné dans son sens ; dans un troupeau de 2 tuiles ou plus cette place est unique, si bien que toute tuile de cette race y trouve sa place.">R-SORT-2</a>
# * <a href="rules.ipynb#cell-id=R-SORT-4" title="Une utilisation du TRI place exactement une tuile, et cette tuile ne provoque aucune vente forcée.">R-SORT-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Si une tuile qui doit être ajoutée ne convient pas (une tuile inappropriée), ce troupeau est vendu aussitôt (vente forcée, §18) et la tuile commence un nouveau troupeau.">R-HERD-6</a>

# %% [markdown]
# Ensuite : la fin d'une manche (collecte, troupeaux et ventes forcées) dans `05-end-of-round`.
