# ruff: noqa: E402, B018, E501
"""Source of notebooks/fr/10-play-well.ipynb (lesson 10 in French); build with
`python tools/build_notebooks.py fr/10-play-well`. Same code as notebooks/src/10-play-well.py."""

# %% [markdown]
# # 10 · Bien jouer
#
# Les leçons 01 à 06 enseignent ce qui est permis. Celle-ci porte sur ce qui est bon :
# trois conseils de la règle du jeu, puis des décisions où vous choisissez parmi des coups
# permis et où l'entraîneur vous dit à quoi mène chacun, enfin des positions entières avec un
# objectif, jouées jusqu'au bout contre les bots débutants de l'entraîneur.

# %% [markdown]
# **Dans cette leçon**, vous apprenez à comparer une vente immédiate à un troupeau plus
# grand plus tard, à estimer la valeur des actions spéciales et à juger un coup aux Pesos
# qu'il rapporte en fin de partie.

# %%
from gaucho.widgets.challenge import ChallengeWidget
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import challenges, practice
from gaucho.challenges import Challenge
from gaucho.exercises import Drill
from gaucho.practice import Decide

# la langue de tout ce que le jeu écrit : "fr" (français), "es", "de" ou "en"
gaucho.set_language("fr")


def show(game):
    """Les secteurs Action, les dés et les lignes des joueurs de la vue texte."""
    keep = False
    for line in str(game).splitlines():
        if line[:1] != " ":  # un titre : affiché avec ses lignes en retrait, ou non
            keep = line.startswith(("Secteurs Action", "Rodéo de dés", "Rouge a en main", "Joueurs"))
        if keep:
            print(line)


# %% [markdown]
# ## Trois conseils de la règle du jeu
#
# À côté de ses règles, la règle du jeu glisse quelques conseils. Les voici dans nos
# propres mots, chacun avec les règles qui le fondent.
#
# **1. Un troupeau vaut sa longueur fois sa meilleure tuile : le moment de vendre
# compte.** Un troupeau se vend au nombre de ses tuiles multiplié par son plus grand
# nombre (R-SELL-1). Une tuile qui ne convient pas force la vente sur-le-champ (R-HERD-6),
# et un troupeau qui ne peut plus grandir attend, tout simplement (R-HERD-7). Vendre tôt
# transforme le troupeau en Pesos avant que les choses tournent mal ; mais chaque tuile de
# plus qui convient ajoute une fois de plus la meilleure valeur du troupeau (ou
# l'augmente). Ni « toujours vendre » ni « toujours attendre » n'est la bonne règle :
# comptez les deux.
#
# **2. Les actions spéciales font gagner.** Un gaucho sur une case Action est la promesse
# d'une action spéciale à un tour suivant (R-SPECIAL-1) : une vente immédiate avec prime
# (R-SALE-1), une tuile prise dans le troupeau d'un adversaire (R-STEAL-1), et d'autres
# encore. Des dés dépensés sur les cases Action rapportent souvent plus qu'une tuile de
# plus dans la pampa.
#
# **3. Souvenez-vous de ce que vous avez posé ce tour-ci.** Un gaucho qui arrive sur une
# case Action ne peut ni servir ni la quitter pendant le même tour (R-AREA-4,
# R-SPECIAL-8). Autour de la table, un petit marqueur sur la case aide ; ici, le moteur
# s'en souvient pour vous et refuse le coup.

# %% [markdown]
# ## Juger un coup d'après ce à quoi il mène
#
# Dans les exercices suivants, tous les choix sont permis. L'entraîneur essaie chacun de
# nombreuses fois (une petite recherche à graine fixe, à partir de ce que voit le joueur
# dont c'est le tour) : il finit le tour, joue encore quelques décisions de tous les
# joueurs (8 à ce niveau) et estime la table là où il s'arrête : les Pesos, plus ce que
# valent les troupeaux et les tuiles prises dans la Pampa. Il compare les choix d'après
# cette valeur, en moyenne, et dit dans combien de ces courtes simulations le joueur est en
# tête. Il ne joue pas jusqu'à la fin de la partie : ces chiffres ne sont pas des Pesos
# finaux. Une réponse à moins d'un Peso du meilleur choix est juste ; une réponse fausse
# montre à quoi mène chaque choix, avec la raison donnée par l'entraîneur.

# %% [markdown]
# ### Vendre maintenant ou grandir d'abord ?
#
# Rouge récupère deux tuiles marron en fin de manche et choisit dans quel ordre elles
# rejoignent le troupeau (R-HERD-8). Un ordre vend le troupeau tout de suite, l'autre le
# fait d'abord grandir.

# %%
ordering = gaucho.examples.load("EX-ORDER-48").game()
show(ordering)

# %% tags=["exercise"] exercise={"name": "10-order", "right": "add B5", "wrong": "add B9"}
ExerciseWidget(Decide(
    "10-order", ordering, "Quelle tuile Rouge doit-il ajouter en premier ?", ["add B9", "add B5"],
    rule_id="R-HERD-8", seed=1))

# %% [markdown]
# B9 d'abord : B9 ne va pas sous B6, donc le troupeau B12 B8 B6 se vend aussitôt pour
# 36 Pesos (R-HERD-6) et B9 commence un nouveau troupeau ; puis B5 va sous B9, et Rouge
# finit avec 36 Pesos et le troupeau B9 B5. B5 d'abord : B5 va (B12 B8 B6 B5) ; puis B9
# ne va pas, les quatre tuiles se vendent pour 48 Pesos et B9 commence un nouveau
# troupeau. Les deux ordres forcent une vente ; faire grandir le troupeau d'abord la rend
# plus grosse de 12 Pesos, pour un nouveau troupeau d'une tuile au lieu de deux.

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
from gaucho.coach import CoachBot
from gaucho.exercises import registered

order = registered("10-order")
assert order.right_answer() == "add B5" and not order.check("add B9").correct

# %% [markdown]
# ### Servez-vous des actions spéciales
#
# Rouge a des gauchos sur VENTE et VOL depuis des tours précédents, a en main un 1 et un
# 2, et possède un troupeau blanc ; Bleu a deux tuiles blanches.

# %%
theft = gaucho.examples.load("EX-STEAL-SALE").game()
show(theft)

# %% tags=["exercise"] exercise={"name": "10-special", "right": "steal W12", "wrong": "end"}
ExerciseWidget(Decide(
    "10-special", theft, "Lequel de ces coups mène au plus de Pesos à la fin ?",
    ["sale W", "end", "steal W12"], rule_id="R-SPECIAL-1", seed=1))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
special = registered("10-special")
assert special.right_answer() == "steal W12" and not special.check("sale W").correct

# %% [markdown]
# ### À vous, dans des positions nouvelles
#
# Chacun de ces exercices prépare une nouvelle partie à partir d'une graine et la joue
# jusqu'à un tour (de la manche 1 pour les deux premiers, plus tard pour le dernier) ;
# *Un autre* en donne une nouvelle. Les dés sont déjà pris : dépensez-les bien. Dans le
# dernier, le joueur peut aussi vendre un troupeau avec VENTE (R-SALE-1) : vendre
# maintenant, ou le garder pour une vente plus grosse ?

# %% tags=["exercise"] exercise={"name": "10-spend-a", "right": "B S11 1+4", "wrong": "A S1 1"}
ExerciseWidget(Drill("10-spend-a", practice.decide_spend, seed=2))

# %% tags=["exercise"] exercise={"name": "10-spend-b", "right": "B K12 6", "wrong": "end"}
ExerciseWidget(Drill("10-spend-b", practice.decide_spend, seed=3))

# %% tags=["exercise"] exercise={"name": "10-sale-any", "right": "sale G", "wrong": "B K7 3"}
ExerciseWidget(Drill("10-sale-any", practice.decide_sale, seed=2))

# %% [markdown]
# ## Jouer une position jusqu'au bout
#
# Cette fois, il s'agit d'un plan entier et non d'un seul coup. Chaque position ci-dessous
# vient d'une partie jouée jusqu'à ses dernières manches ; vous prenez une place, les bots
# débutants de l'entraîneur jouent les autres. Choisissez vos coups un par un et appuyez
# sur *Jouer* ; les bots répondent jusqu'à ce que ce soit de nouveau à vous. Le plateau
# montre ce que voit votre place. *Recommencer* rejoue la même position contre les mêmes
# bots, *Un autre* en distribue une nouvelle. Une fois l'objectif atteint ou manqué,
# *Analyser cette partie* reprend vos coups depuis le début de la position : là où l'un
# d'eux a coûté des Pesos, l'entraîneur dit ce qu'il aurait joué et pourquoi, et vous
# pouvez rejouer ce moment.
#
# **Gagnez à partir d'ici.** La course est serrée et la pioche presque vide (R-END-1) :
# finissez avec le plus de Pesos (R-FINAL-5).

# %%
ChallengeWidget(Challenge.from_seed("10-win", challenges.win_from_here, seed=1))

# %% [markdown]
# **Vendez le troupeau marron au moins 40 Pesos avant la fin.** Seule compte une vente en
# cours de partie : une vente forcée (R-HERD-6) ou VENTE (R-SALE-1). Le décompte final
# vend de toute façon tous les troupeaux (R-FINAL-4), et c'est trop tard pour cet
# objectif. Pensez aux tuiles marron qui conviendraient encore, et à la prime de VENTE.

# %%
ChallengeWidget(Challenge.from_seed("10-brown", challenges.sell_brown_herd, seed=1))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
def played_out(challenge, seed):
    """Le défi joué jusqu'au bout avec un bot débutant à la place de l'élève."""
    me = CoachBot("beginner", seed=seed)
    while challenge.status == "open":
        challenge.play(str(me.choose(challenge.game)))
    return challenge.status


win = Challenge.from_seed("10-win", challenges.win_from_here, seed=1)
assert played_out(win, 11) == "met" and win.game.is_over
brown = Challenge.from_seed("10-brown", challenges.sell_brown_herd, seed=1)
assert played_out(brown, 7) == "missed" and brown.game.is_over

# %% [markdown]
# ## Résumé : les règles derrière les conseils
#
# * <a href="rules.ipynb#cell-id=R-SPECIAL-1" title="Un joueur PEUT utiliser l&#x27;action spéciale d&#x27;un secteur Action seulement tant que son gaucho se trouve sur sa case de ce secteur et y a été posé lors d&#x27;un tour précédent (la manche préliminaire compte).">R-SPECIAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-8" title="Un gaucho posé sur une case Action pendant ce tour NE DOIT PAS la quitter avant la fin de ce tour, qu&#x27;il soit utilisé ou non.">R-SPECIAL-8</a>
# * <a href="rules.ipynb#cell-id=R-AREA-4" title="Un gaucho posé sur une case Action NE DOIT PAS être utilisé pendant le tour où il a été posé.">R-AREA-4</a>
# * <a href="rules.ipynb#cell-id=R-SALE-1" title="VENTE IMMÉDIATE vend l&#x27;un des troupeaux d&#x27;au moins 2 tuiles de son propriétaire selon R-SELL-1 et y ajoute un bonus de 5 Pesos.">R-SALE-1</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-1" title="Le voleur prend la tuile de son choix dans n&#x27;importe quel troupeau de n&#x27;importe quel adversaire, à n&#x27;importe quelle place, y compris dans un troupeau d&#x27;une seule tuile.">R-STEAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Un troupeau se vend (nombre de ses tuiles) × (le plus élevé de ses grands nombres) Pesos, qui s&#x27;ajoutent aux Pesos du vendeur.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-4" title="Une tuile convient à un troupeau d&#x27;une seule tuile, à un troupeau croissant si elle est plus grande que la tuile la plus à droite, et à un troupeau décroissant si elle est plus petite.">R-HERD-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Si une tuile qui doit être ajoutée ne convient pas (une tuile inappropriée), ce troupeau est vendu aussitôt (vente forcée, §18) et la tuile commence un nouveau troupeau.">R-HERD-6</a>
# * <a href="rules.ipynb#cell-id=R-HERD-7" title="Un troupeau qui ne peut plus grandir n&#x27;est pas vendu pour autant ; il reste jusqu&#x27;à l&#x27;arrivée d&#x27;une tuile de sa race, une VENTE IMMÉDIATE, un vol ou le décompte final.">R-HERD-7</a>
# * <a href="rules.ipynb#cell-id=R-HERD-8" title="Quand un joueur ajoute plusieurs tuiles à la fois, il choisit l&#x27;ordre dans lequel il les ajoute.">R-HERD-8</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-4" title="Ensuite, chaque joueur vend chacun de ses troupeaux selon R-SELL-1 ; un troupeau d&#x27;une seule tuile se vend pour son grand nombre.">R-FINAL-4</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-5" title="Le joueur qui a le plus de Pesos gagne.">R-FINAL-5</a>
# * <a href="rules.ipynb#cell-id=R-DICE-4" title="Dépenser ses dés est facultatif : un joueur PEUT dépenser ses deux dés pris, un seul ou aucun.">R-DICE-4</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="La fin est déclenchée au moment où la pioche se vide : lors du complément de la Steppe (R-STEPPE-8), lors du repeuplement de fin de manche (R-REFILL-4) ou pendant la mise en place.">R-END-1</a>

# %% [markdown]
# L'entraîneur qui a jugé ces réponses est le même que celui de l'onglet Jouer de
# l'application et de l'analyse d'une partie terminée : jouez contre lui là-bas, et
# demandez-lui pourquoi.
