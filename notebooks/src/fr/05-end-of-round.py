# ruff: noqa: E402, B018
"""Source of notebooks/fr/05-end-of-round.ipynb (lesson 05 in French); build with
`python tools/build_notebooks.py fr/05-end-of-round`. Same code as notebooks/src/05-end-of-round.py."""

# %% [markdown]
# # La fin d'une manche : collecte, troupeaux, ventes, repeuplement
#
# Quand le dernier joueur d'une manche a terminé son tour, la manche n'est pas encore finie.
# Trois choses se passent avant que la manche suivante commence (R-ROUND-2, étapes c à e) :
#
# 1. **la collecte** : les pâturages complets donnent leurs tuiles aux joueurs qui s'y
#    tiennent debout (§16), et ces tuiles rejoignent les troupeaux des joueurs (§17), ce qui
#    peut forcer une vente (§18) ;
# 2. **le repeuplement** : les pâturages reçoivent de nouvelles tuiles de la pioche (§19) ;
# 3. le pion de premier joueur passe d'une place vers la gauche (R-NEXT-1).
#
# Les exemples résolus viennent de `gaucho.examples` : chacun est une position écrite sous
# forme de données, les étapes que la règle du jeu joue à partir d'elle et ce qui doit se
# passer selon elle. `check()` joue ces étapes avec le moteur et donne la liste de tous les
# désaccords : une liste vide veut donc dire que le moteur et la règle du jeu sont d'accord.

# %% [markdown]
# **Dans cette leçon**, vous apprenez ce qui se passe après le dernier tour d'une manche : quels pâturages sont collectés, comment les tuiles collectées rejoignent les troupeaux, quand un troupeau doit être vendu et pour combien, et comment les pâturages sont repeuplés.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.exercises import Drill, EnterNumber, PickRefused
from gaucho.i18n import and_list
from gaucho.practice import Decide

# la langue de tout ce que le jeu écrit : "fr" (français), "es", "de" ou "en"
gaucho.set_language("fr")


def pampa(game):
    """Les lignes des pâturages de la vue texte (P4 en haut, comme sur le plateau)."""
    return "\n".join(line for line in str(game).splitlines() if line.startswith("  P"))


def herds(game):
    """Les Pesos et les troupeaux de chaque joueur, tirés de la vue texte."""
    lines = str(game).splitlines()
    # la vue texte française met une espace insécable avant les deux-points
    return "\n".join(lines[lines.index("Joueurs\u00a0:") + 1:])


def show(example_id, variation=None):
    """Affiche un exemple : son titre et ses règles, les étapes avec leur récit, la vérification."""
    scenario = examples.load(example_id)
    print(scenario.walkthrough(variation))
    return scenario.run(variation)

# %% [markdown]
# ## 1. Quels pâturages sont collectés ?
#
# Après le dernier tour, chaque pâturage est examiné (R-COLLECT-1). Un pâturage est
# **complet** quand chacune de ses tuiles porte un gaucho, debout ou couché ; les cases
# libres (et les cases hors jeu) ne comptent pas contre lui (R-COLLECT-2). Seuls les
# pâturages complets rapportent, et seulement aux gauchos *debout* : chacun retourne dans la
# réserve de son propriétaire avec la tuile sur laquelle il se tenait (R-COLLECT-3). Les
# gauchos couchés restent où ils sont avec leurs tuiles, et un pâturage qui n'est pas
# complet ne change pas du tout (R-COLLECT-4).
#
# **EX-COLLECT-A** : une seule tuile sans gaucho suffit à bloquer tout le pâturage.

# %%
sc = examples.load("EX-COLLECT-A")
print(pampa(sc.game()))

# %%
sc.game()

# %%
run = show("EX-COLLECT-A")

# %% [markdown]
# **EX-COLLECT-B** : le pâturage est complet. Les deux gauchos debout emportent leurs tuiles ;
# les deux gauchos couchés gardent les leurs, et ces tuiles compteront pour le repeuplement
# (R-REFILL-3).

# %%
sc = examples.load("EX-COLLECT-B")
print(pampa(sc.game()))

# %%
run = show("EX-COLLECT-B")
print(pampa(run.game))

# %% [markdown]
# **EX-COLLECT-C** : un pâturage complet où tout le monde est *couché*. Il est complet, mais
# personne n'est debout, donc rien ne bouge (R-COLLECT-3, R-COLLECT-4).

# %%
run = show("EX-COLLECT-C")

# %% [markdown]
# ## 2. Les troupeaux
#
# Un troupeau est la rangée de tuiles d'une même race d'un joueur, au plus un par race
# (R-HERD-1). Dès qu'il a deux tuiles, il est strictement croissant ou strictement
# décroissant de gauche à droite (R-HERD-2). Une nouvelle tuile s'ajoute normalement à
# l'**extrémité droite** (R-HERD-3), et elle *convient* si le troupeau n'a qu'une tuile, ou
# si elle continue dans le même sens : plus haute que la tuile la plus à droite d'un
# troupeau croissant, plus basse que celle d'un troupeau décroissant (R-HERD-4). Une tuile
# d'une race dont le joueur n'a pas encore de troupeau commence un nouveau troupeau
# (R-HERD-5).
#
# **EX-HERD-DEF** montre deux troupeaux valables de Rouge : le blanc 3, 5, 6, 9 est
# croissant et le noir 11, 10, 8, 2, 1 est décroissant. Un 10 blanc convient au troupeau
# croissant. Le décroissant finit par 1 et rien n'est plus bas, donc la tuile noire suivante,
# ici un 4, ne peut pas convenir : cela force une vente, comme l'explique la section
# suivante.

# %%
run = show("EX-HERD-DEF")

# %% [markdown]
# **Exercice.** Quels grands nombres (de 1 à 12) conviendraient encore à l'extrémité droite
# du troupeau croissant 3, 5, 6, 9 ? Construisez la liste `fits`.

# %% tags=["exercise"]
herd = [3, 5, 6, 9]
fits = [v for v in range(1, 13) if v > herd[-1]]
fits

# %%
assert fits == [10, 11, 12], fits

# %% [markdown]
# La même question sur un troupeau que cette leçon n'a pas montré (*Un autre* en donne un
# nouveau) :

# %% tags=["exercise"] exercise={"name": "05-fits-any", "right": "4", "wrong": "5"}
ExerciseWidget(Drill("05-fits-any", drills.fitting, seed=2))

# %% [markdown]
# ## 3. Les ventes forcées
#
# Une tuile qui doit rejoindre un troupeau mais n'y convient pas est une tuile
# *inappropriée* : tout le troupeau est vendu sur-le-champ, et la nouvelle tuile commence un
# nouveau troupeau de sa race (R-HERD-6). Un troupeau vaut **nombre de tuiles × son plus
# grand nombre** (R-SELL-1), et les tuiles vendues quittent la partie (R-SELL-2).
#
# **EX-SELL-50** : la formule sur un troupeau de cinq tuiles.

# %%
run = show("EX-SELL-50")

# %% [markdown]
# **Exercice.** Calculez la valeur de vente du troupeau 1, 2, 3, 4, 10 avec R-SELL-1 (ne la
# lisez pas dans le récit : écrivez la formule).

# %% tags=["exercise"]
herd = [1, 2, 3, 4, 10]
value = len(herd) * max(herd)
value

# %%
assert value == 50, value

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
scenario = examples.load("EX-SELL-50")
assert scenario.run().game.pesos[0] - scenario.game().pesos[0] == value

# %% [markdown]
# **Dans une nouvelle position.** Une tuile collectée qui ne convient pas à un troupeau que
# cette leçon n'a pas montré : que rapporte la vente forcée ?

# %% tags=["exercise"] exercise={"name": "05-forced-any", "right": "32", "wrong": "33"}
ExerciseWidget(Drill("05-forced-any", drills.forced_sale, seed=1))

# %% [markdown]
# **EX-HERD-WBB** : Rouge a trois troupeaux et collecte un 3 blanc, un 5 noir et un 9 marron.
# Le troupeau blanc croissant 4, 7 ne peut pas prendre un 3 : il est donc vendu et le 3 en
# commence un nouveau. Le troupeau noir décroissant 10, 6 accepte volontiers le 5. Le
# troupeau marron 2, 7, 12 ne pouvait plus grandir puisqu'il avait atteint 12, mais cela seul
# ne l'a jamais fait vendre (R-HERD-7) ; il n'est vendu que maintenant, quand une tuile
# marron arrive vraiment.

# %%
sc = examples.load("EX-HERD-WBB")
print(herds(sc.game()))

# %%
run = show("EX-HERD-WBB")
print(herds(run.game))

# %% [markdown]
# **Dans une nouvelle position.** Deux tuiles rejoignent un même troupeau, dans l'ordre
# donné : l'une d'elles force-t-elle une vente, et pour combien ?

# %% tags=["exercise"] exercise={"name": "05-two-any", "right": "36", "wrong": "0"}
ExerciseWidget(Drill("05-two-any", drills.two_tiles, seed=1))

# %% [markdown]
# Suivez EX-HERD-WBB sur le plateau, une tuile à la fois :

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-HERD-WBB")

# %% [markdown]
# ## 4. Plusieurs tuiles à la fois : l'ordre est à vous
#
# Un joueur qui collecte plusieurs tuiles les ajoute une par une, dans l'ordre qu'il veut
# (R-HERD-8). L'ordre peut changer le score. Dans **EX-ORDER-48** et **EX-ORDER-36**, Rouge
# a le troupeau marron décroissant 12, 8, 6 et collecte un 9 marron et un 5 marron.

# %%
sc = examples.load("EX-ORDER-48")
game = sc.game()
print(herds(game))
print(game.legal_actions())

# %% [markdown]
# **Une décision.** Les deux ordres sont permis ; lequel est le meilleur pour Rouge ?
# L'entraîneur joue la partie jusqu'au bout à partir de chaque ordre de nombreuses fois (une
# petite recherche avec graine, à partir de ce que Rouge peut voir) et compte les Pesos de
# Rouge à la fin ; une mauvaise réponse montre à quoi mène chaque ordre.

# %% tags=["exercise"] exercise={"name": "05-order", "right": "add B5", "wrong": "add B9"}
ExerciseWidget(Decide(
    "05-order", game, "Quelle tuile doit rejoindre le troupeau en premier, pour le plus de Pesos à la fin ?",
    ["add B9", "add B5"], rule_id="R-HERD-8", seed=1))

# %% [markdown]
# La règle du jeu joue les deux ordres. D'abord le 5, puis le 9 :

# %%
run48 = show("EX-ORDER-48")

# %% [markdown]
# D'abord le 9, puis le 5 :

# %%
run36 = show("EX-ORDER-36")

# %%
for name, run in (("le 5 d'abord", run48), ("le 9 d'abord", run36)):
    for herd in run.game.state.herds[0].values():  # les troupeaux de Rouge, un par race
        herd_words = and_list(tiles.words(t) for t in herd)
        print(f"{name} : Rouge a {run.game.pesos[0]} Pesos ; son troupeau : {herd_words}")

# %% [markdown]
# Ajouter le 5 d'abord laisse le troupeau grandir jusqu'à quatre tuiles avant que le 9 force
# la vente : 48 Pesos tout de suite. Ajouter le 9 d'abord vend le troupeau alors qu'il n'a
# encore que trois tuiles, mais ensuite le 5 convient derrière le 9 : 36 Pesos tout de suite
# et, pour plus tard, un troupeau de deux tuiles, le 9 suivi du 5. L'entraîneur, qui compte
# jusqu'à la fin de la partie, préfère les 48 tout de suite.

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert run48.game.pesos[0] == 48 and run36.game.pesos[0] == 36
assert gaucho.exercises.registered("05-order").right_answer() == "add B5"

# %% [markdown]
# ## 5. Le TRI : insérer au lieu d'ajouter au bout
#
# Un gaucho sur le secteur Action TRI (`SORT`) permet à son propriétaire, quand il ajoute
# une tuile qu'il vient de collecter à un troupeau existant, de la mettre à sa place dans
# l'ordre, *à l'intérieur* du troupeau, au lieu de l'extrémité droite (R-SORT-1, R-SORT-2).
# Une utilisation place une tuile, et cette tuile ne force aucune vente (R-SORT-4) ; le
# gaucho retourne dans la réserve (R-SPECIAL-3).
#
# **EX-SORT** : le troupeau blanc de Rouge est 3, 6, 9 et Rouge collecte un 5 blanc.

# %%
sc = examples.load("EX-SORT")
game = sc.game()
print(herds(game))
print(game.legal_actions())

# %%
run = show("EX-SORT")
print(herds(run.game))

# %% [markdown]
# Sans TRI, le 5 est ajouté au bout et ne convient pas : une vente forcée (R-HERD-6).
# L'exemple contient cette suite comme variante :

# %%
for name in sc.variation_names()[1:]:
    show("EX-SORT", name)

# %% [markdown]
# Le TRI ne sert qu'à la collecte (et au décompte final), pour un joueur qui y a un gaucho
# (R-SORT-1). Revenons à EX-ORDER-48, où Rouge n'a pas de gaucho sur TRI :

# %% tags=["exercise"] exercise={"name": "05-sort", "right": "sort B9", "wrong": "add B5"}
game = examples.load("EX-ORDER-48").game()
ExerciseWidget(PickRefused(
    "05-sort", game, "Rouge n'a pas de gaucho sur TRI. Quel coup est refusé ?",
    ["add B5", "sort B9", "add B9"], rule_id="R-SORT-1"))

# %% [markdown]
# Il ne peut pas insérer le 9 dans son troupeau marron :

# %%
print(game.why_illegal("sort B9"))

# %%
from gaucho import IllegalAction

try:
    game.play("sort B9")
except IllegalAction as refusal:
    print("IllegalAction :", refusal)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.to_position() == examples.load("EX-ORDER-48").game().to_position()

# %% [markdown]
# ## 6. Le repeuplement : le plus petit pâturage d'abord
#
# Quand chaque tuile collectée a rejoint un troupeau, les pâturages sont repeuplés dans
# l'ordre P1, P2, P3, P4, du plus petit au plus grand (R-REFILL-1). Un pâturage prend une
# tuile à la fois dans sa case libre la plus à gauche, et s'arrête dès que sa somme atteint
# 20, qu'il est plein ou que la pioche est vide (R-REFILL-2). Les tuiles qui sont restées
# (celles sous des gauchos couchés et celles que personne n'a réservées) comptent dans la
# somme, si bien qu'un pâturage peut ne rien recevoir du tout (R-REFILL-3).
#
# Voici une position à nous : Vert est sur le point de terminer le dernier tour de la
# manche 4. P2 est complet, avec Rouge et Vert debout ; P1 est complet lui aussi, mais il n'y
# a que des gauchos couchés. La pioche est écrite du dessus vers le dessous.

# %%
position = {
    "players": 3, "phase": "turn", "round": 4, "start_player": 0, "active": 2,
    "pastures": [["W12_0", "K9_1", None], ["B3^0", "S2^2", None, None],
                 ["G5", "G8_1", None, None], ["K10", "K11", None, None, None]],
    "draw_pile": ["W7", "S9", "B11", "W1", "G12", "S4", "K2"],
    "steppe": ["B1", "B2", "B4", "B6"],
}
game = gaucho.Game.from_position(position, seed=1)
print(pampa(game))

# %% tags=["exercise"] exercise={"name": "05-refill", "right": "27", "wrong": "20"}
def p2_after_refill():
    refilled = gaucho.Game.from_position(position, seed=1)
    for move in ("end", "add B3", "add S2"):
        refilled.play(move)
    return refilled.state.pasture_sum(1)


ExerciseWidget(EnterNumber(
    "05-refill", "P2 est vidé par la collecte. Quelle sera sa somme après le repeuplement ?",
    p2_after_refill, rule_id="R-REFILL-2"))

# %%
for event in game.play("end"):
    print(event)

# %%
for action in ("add B3", "add S2"):
    print(action)
    for event in game.play(action):
        print("  ", event)

# %% [markdown]
# Lisez les événements du repeuplement dans l'ordre : P1 garde ses deux tuiles (somme 21,
# R-REFILL-3) et ne reçoit rien ; P2, vidé, prend W7, S9 et B11 et s'arrête à 27 ; P3 contient
# déjà 13, prend W1 et G12, ce qui le remplit ; P4 (somme 21) ne reçoit rien. Ensuite Bleu
# devient premier joueur (R-NEXT-1) et la manche 5 commence par son lancer.

# %%
print(pampa(game))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert [game.state.pasture_sum(i) for i in range(4)] == [21, 27, 26, 21]
assert game.state.start_player == 1 and game.round == 5

# %%
game

# %% [markdown]
# **La pioche s'épuise.** La même position avec seulement deux tuiles dans la pioche : le
# repeuplement s'arrête quand la pioche est vide, et la vider déclenche la fin de la partie
# (R-REFILL-4, R-END-1). La manche 5 devient la dernière manche normale (R-END-3) ; le
# carnet 06 suit la fin de la partie.

# %%
short = dict(position, draw_pile=["W7", "S9"])
game = gaucho.Game.from_position(short, seed=1)
game.play("end")
game.play("add B3")
for event in game.play("add S2"):
    print(event)

# %%
print(str(game).splitlines()[0])

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.state.trigger_round == 4 and len(game.state.draw_pile) == 0

# %% [markdown]
# ## Résumé : les règles de cette leçon
#
# * <a href="rules.ipynb#cell-id=R-COLLECT-1" title="Après le dernier tour de chaque manche, manche sans dés comprise, on vérifie pour chaque pâturage s&#x27;il est complet.">R-COLLECT-1</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-2" title="Un pâturage est complet quand chacune de ses tuiles porte un gaucho, debout ou couché ; les cases libres et les cases hors jeu ne comptent pas.">R-COLLECT-2</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-3" title="Dans un pâturage complet, chaque Gaucho debout retourne dans la réserve de son propriétaire, qui collecte la tuile sur laquelle il se tenait.">R-COLLECT-3</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-4" title="Les Gauchos couchés et leurs tuiles restent en place, et les pâturages incomplets ne changent pas.">R-COLLECT-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-1" title="Un troupeau est une rangée de tuiles d&#x27;une même race appartenant à un joueur ; un joueur a au plus un troupeau par race.">R-HERD-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-2" title="Un troupeau de 2 tuiles ou plus est strictement croissant ou strictement décroissant de gauche à droite ; un troupeau d&#x27;une seule tuile n&#x27;a pas encore de sens.">R-HERD-2</a>
# * <a href="rules.ipynb#cell-id=R-HERD-3" title="Sauf avec le TRI, une tuile rejoint un troupeau à son extrémité droite.">R-HERD-3</a>
# * <a href="rules.ipynb#cell-id=R-HERD-4" title="Une tuile convient à un troupeau d&#x27;une seule tuile, à un troupeau croissant si elle est plus grande que la tuile la plus à droite, et à un troupeau décroissant si elle est plus petite.">R-HERD-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-5" title="Une tuile d&#x27;une race pour laquelle le joueur n&#x27;a pas de troupeau commence un nouveau troupeau.">R-HERD-5</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Si une tuile qui doit être ajoutée ne convient pas (une tuile inappropriée), ce troupeau est vendu aussitôt (vente forcée, §18) et la tuile commence un nouveau troupeau.">R-HERD-6</a>
# * <a href="rules.ipynb#cell-id=R-HERD-7" title="Un troupeau qui ne peut plus grandir n&#x27;est pas vendu pour autant ; il reste jusqu&#x27;à l&#x27;arrivée d&#x27;une tuile de sa race, une VENTE IMMÉDIATE, un vol ou le décompte final.">R-HERD-7</a>
# * <a href="rules.ipynb#cell-id=R-HERD-8" title="Quand un joueur ajoute plusieurs tuiles à la fois, il choisit l&#x27;ordre dans lequel il les ajoute.">R-HERD-8</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Un troupeau se vend (nombre de ses tuiles) × (le plus élevé de ses grands nombres) Pesos, qui s&#x27;ajoutent aux Pesos du vendeur.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-2" title="Les tuiles vendues quittent la partie.">R-SELL-2</a>
# * <a href="rules.ipynb#cell-id=R-SELL-3" title="Avant le décompte final, seuls des troupeaux de 2 tuiles ou plus sont vendus ; un troupeau d&#x27;une seule tuile accepte toute tuile de sa race et ne subit donc jamais de vente forcée.">R-SELL-3</a>
# * <a href="rules.ipynb#cell-id=R-SORT-1" title="Le TRI PEUT être utilisé seulement quand son propriétaire ajoute une tuile qu&#x27;il vient de collecter à son troupeau existant de la même race, lors de la collecte de fin de manche (§16) ou du décompte final (§23).">R-SORT-1</a>
# * <a href="rules.ipynb#cell-id=R-SORT-2" title="Avec le TRI, la tuile est insérée à la place où le troupeau reste strictement ordonné dans son sens ; dans un troupeau de 2 tuiles ou plus cette place est unique, si bien que toute tuile de cette race y trouve sa place.">R-SORT-2</a>
# * <a href="rules.ipynb#cell-id=R-SORT-4" title="Une utilisation du TRI place exactement une tuile, et cette tuile ne provoque aucune vente forcée.">R-SORT-4</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-1" title="Une fois toutes les tuiles collectées ajoutées aux troupeaux, les pâturages sont repeuplés dans l&#x27;ordre P1, P2, P3, P4.">R-REFILL-1</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-2" title="Un pâturage reçoit une tuile à la fois, face visible sur sa case libre la plus à gauche, tant qu&#x27;il a une case libre, que sa somme est inférieure à 20 et que la pioche n&#x27;est pas vide.">R-REFILL-2</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-3" title="Les tuiles restées dans un pâturage, y compris celles qui portent des Gauchos couchés, comptent dans sa somme ; il arrive donc qu&#x27;un pâturage ne reçoive aucune tuile.">R-REFILL-3</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-4" title="Si la pioche se vide pendant le repeuplement, celui-ci s&#x27;arrête et la fin de la partie est déclenchée (R-END-1).">R-REFILL-4</a>
# * <a href="rules.ipynb#cell-id=R-NEXT-1" title="Après le repeuplement d&#x27;une manche qu&#x27;une autre manche doit suivre, le voisin de gauche du premier joueur devient premier joueur et prend le pion de premier joueur. Après la manche sans dés, le pion ne passe pas.">R-NEXT-1</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="La fin est déclenchée au moment où la pioche se vide : lors du complément de la Steppe (R-STEPPE-8), lors du repeuplement de fin de manche (R-REFILL-4) ou pendant la mise en place.">R-END-1</a>
# * <a href="rules.ipynb#cell-id=R-END-3" title="Après cette manche, on joue exactement une manche normale de plus, avec les dés.">R-END-3</a>
