# ruff: noqa: E402, B018
"""Source of notebooks/fr/06-end-of-game.ipynb (lesson 06 in French); build with
`python tools/build_notebooks.py fr/06-end-of-game`. Same code as notebooks/src/06-end-of-game.py."""

# %% [markdown]
# # La fin de la partie
#
# El Gaucho n'a pas de nombre fixe de manches. La partie se termine quelque temps après
# l'épuisement de la pioche, selon une suite fixe :
#
# 1. le **déclenchement** : le moment où la dernière tuile quitte la pioche (R-END-1) ; cette
#    manche se termine comme d'habitude (R-END-2) ;
# 2. **une manche normale de plus**, avec des dés (R-END-3) ;
# 3. **une manche sans dés** (R-END-4, §22) ;
# 4. **le décompte final** : chaque gaucho debout rapporte sa tuile, puis chaque troupeau
#    est vendu (§23) ; le joueur le plus riche gagne, et les ex aequo se partagent la
#    victoire (R-FINAL-5, R-TIE-1).

# %% [markdown]
# **Dans cette leçon**, vous apprenez comment la fin est déclenchée, quelles manches sont encore jouées, ce que permet la manche sans dés et comment le décompte final désigne les gagnants.

# %%
import random

from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, flow
from gaucho.config import player_name
from gaucho.exercises import Drill, EnterNumber, PickRefused
from gaucho.i18n import _, and_list
from gaucho.practice import Decide

# la langue de tout ce que le jeu écrit : "fr" (français), "es", "de" ou "en"
gaucho.set_language("fr")


def winner_names(game):
    """Les couleurs des gagnants, dans la langue de la leçon (« Rouge et Bleu »)."""
    return and_list(player_name(p) for p in game.winners)


def by_player(values):
    """Un nombre par joueur, avec la couleur de chacun (« Rouge 30 et Bleu 34 »)."""
    return and_list(f"{player_name(p)} {n}" for p, n in enumerate(values))


def show(example_id, variation=None):
    """Affiche un exemple : son titre et ses règles, les étapes avec leur récit, la vérification."""
    scenario = examples.load(example_id)
    print(scenario.walkthrough(variation))
    return scenario.run(variation)

# %% [markdown]
# ## 1. Le déclenchement et la manche de plus
#
# La pioche peut s'épuiser à deux endroits : quand un joueur complète la Steppe après BŒUF
# SECRET (R-STEPPE-7, R-STEPPE-8), ou pendant le repeuplement des pâturages à la fin d'une
# manche (R-REFILL-4). Dans les deux cas, la fin est déclenchée à ce moment précis, mais
# personne n'arrête de jouer : la manche en cours est terminée (R-END-2), et à partir de là
# aucune tuile n'est plus ajoutée à la Pampa ni à la Steppe (R-END-5).
#
# **EX-END-3P** le joue à trois joueurs : le BŒUF SECRET de Bleu prend la dernière tuile.

# %%
run = show("EX-END-3P")

# %%
run.game

# %% [markdown]
# La même suite sous forme de tableau : après chaque étape, la manche, le premier joueur
# (`pion`, qui a le pion de premier joueur), le joueur qui doit jouer (`joue`), la manche
# au cours de laquelle la fin a été déclenchée (`-` tant qu'elle ne l'est pas) et la phase.

# %%
print(f"{'étape':<20} {'manche':>5}  {'pion':<6} {'joue':<6} {'déclenchement':<13} phase")
for frame in run.frames:
    pos = frame.position
    trigger = "-" if pos["trigger_round"] is None else pos["trigger_round"]
    print(f"{str(frame.step):<20} {pos['round']:>5}  {player_name(pos['start_player']):<6} "
          f"{player_name(pos['active']):<6} {trigger!s:<13} {_(flow.PHASES[pos['phase']].title)}")

# %% [markdown]
# Lisez la colonne `déclenchement` : la fin est déclenchée pendant le tour de Bleu à la
# manche 6 et ne change plus ensuite. Vert joue encore la manche 6 (R-END-2). La manche 7
# est la dernière manche normale, avec des dés comme d'habitude (R-END-3) ; la manche 8 n'a
# pas de dés (R-END-4, R-NODICE-1) ; puis vient le décompte final, et plus aucune manche. Le
# premier joueur continue de passer d'une place vers la gauche à chaque manche : Rouge,
# Bleu, Vert (R-NEXT-1).

# %% tags=["exercise"] exercise={"name": "06-last-round", "right": "8", "wrong": "7"}
ExerciseWidget(EnterNumber(
    "06-last-round", "Dans EX-END-3P, la fin est déclenchée à la manche 6. Quelle manche est "
    "la manche sans dés ?", lambda end=run: end.frames[-1].position["round"],
    rule_id="R-END-4"))

# %% [markdown]
# Le même calcul dans une partie que cette leçon n'a pas montrée (*Un autre* en donne une
# nouvelle) :

# %% tags=["exercise"] exercise={"name": "06-trigger-any", "right": "9", "wrong": "8"}
ExerciseWidget(Drill("06-trigger-any", drills.rounds_after_trigger, seed=1))

# %% [markdown]
# Suivez EX-END-3P sur le plateau, un coup par clic :

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-END-3P")

# %% [markdown]
# ## 2. La manche sans dés
#
# Lors de la dernière manche, personne ne lance ni ne prend de dés (R-NODICE-1). Un joueur
# peut encore utiliser les actions spéciales de ses gauchos posés sur les secteurs Action,
# reprendre des gauchos et, avec SOUHAIT, obtenir le seul dé de cette manche : le dé
# imaginaire, qui ne paie qu'une tuile bœuf, car aucune case Action ne peut être occupée
# pendant cette manche (R-NODICE-2, R-WISH-5). La manche se termine par la collecte
# habituelle ; le repeuplement n'ajoute rien (R-NODICE-3).
#
# Une position à nous, à deux joueurs : la manche 9 est la manche sans dés (la fin a été
# déclenchée à la manche 7). Rouge a joué ; Bleu joue en dernier et a un gaucho sur SOUHAIT.

# %%
position = {
    "players": [{"pesos": 10, "herds": [["B2", "B9"]]},
                {"pesos": 8, "herds": [["K3", "K4", "K7"]], "spaces": ["WISH"]}],
    "phase": "nodice_turn", "round": 9, "trigger_round": 7, "start_player": 0, "active": 1,
    "pastures": [["W1", "W2^0", None], ["G3_1", "S5", None], ["K10", "S11"], ["B12", "G9"]],
}
game = gaucho.Game.from_position(position)
print(game)

# %%
print(game.legal_actions())

# %%
game

# %% tags=["exercise"] exercise={"name": "06-nodice", "right": "take 1 2", "wrong": "wish"}
ExerciseWidget(PickRefused(
    "06-nodice", game, "Quel coup le jeu refuse-t-il pendant la manche sans dés ?",
    ["wish", "take 1 2", "end"], rule_id="R-NODICE-1"))

# %% [markdown]
# Il n'y a rien à prendre, donc prendre des dés est refusé :

# %%
print(game.why_illegal("take 1 2"))

# %%
from gaucho import IllegalAction

try:
    game.play("take 1 2")
except IllegalAction as refusal:
    print("IllegalAction :", refusal)

# %% [markdown]
# Bleu utilise SOUHAIT. Le dé imaginaire, écrit `w`, prend la valeur qui paie (R-WISH-2),
# mais seulement pour une tuile bœuf : poser un gaucho sur une case Action est refusé
# (R-NODICE-2).

# %%
game.play("wish")
print(game.why_illegal("place SORT w"))

# %% [markdown]
# **Une décision.** Tous les choix ci-dessous sont permis ; lequel est le meilleur ?
# L'entraîneur joue chacun jusqu'au bout (ici, à la fin de la partie, il reste peu de place
# au hasard) et compte les Pesos de Bleu. Une mauvaise réponse montre à quoi mène chaque
# choix.

# %% tags=["exercise"] exercise={"name": "06-wish-best", "right": "A S5 w", "wrong": "A W1 w"}
ExerciseWidget(Decide(
    "06-wish-best", game, "Bleu a utilisé SOUHAIT. Quelle utilisation du dé imaginaire mène "
    "au plus de Pesos à la fin ?", ["A W1 w", "C G3 w", "A S5 w"], rule_id="R-FINAL-5", seed=1))

# %% [markdown]
# Ce à quoi mène chaque choix, joué jusqu'au bout par le moteur (chaque décision suivante
# est la première permise) :

# %%
def to_the_end(move):
    trial = game.copy()
    trial.play(move)
    while not trial.is_over:
        trial.play(trial.legal_actions()[0])
    return trial


ends = {move: to_the_end(move) for move in ("A S5 w", "C G3 w", "A W1 w")}
for move, end in ends.items():
    print(f"{move:8} -> Pesos : {by_player(end.pesos)} ; gagnants : {winner_names(end)}")

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert {m: e.pesos for m, e in ends.items()} == {
    "A S5 w": [30, 34], "C G3 w": [30, 32], "A W1 w": [30, 30]}
assert gaucho.exercises.registered("06-wish-best").right_answer() == "A S5 w"

# %% [markdown]
# Se tenir debout sur le 5 tacheté gagne 34 à 30, et relever le gaucho couché sur le 3 doré
# gagne 32 à 30. Se tenir debout sur le W1 que personne n'a réservé complète P1 (W1 et W2
# sont tous deux collectés, R-COLLECT-3), mais ne fait qu'égaliser 30 à 30. Pour voir une
# égalité et le décompte final pas à pas, la leçon continue avec ce coup plus faible :

# %%
for action in ("A W1 w", "end"):
    print(action)
    for event in game.play(action):
        print("  ", event)

# %% [markdown]
# ## 3. Le décompte final
#
# Après la manche sans dés, chaque tuile qui porte un gaucho **debout** est collectée, que
# le pâturage soit complet ou non (R-FINAL-1), et rejoint un troupeau comme d'habitude,
# ventes forcées et TRI compris (R-FINAL-2). Les gauchos couchés et les gauchos restés sur
# les secteurs Action ne rapportent rien (R-FINAL-3) : le gaucho couché de Bleu sur G3 ne
# vaut plus rien maintenant. Ensuite, chaque troupeau est vendu selon R-SELL-1 ; ici, un
# troupeau d'une seule tuile se vend pour son grand nombre (R-FINAL-4), alors qu'avant la
# fin un troupeau d'une tuile ne peut jamais être vendu (R-SELL-3).

# %% [markdown]
# **Exercice.** Bleu a 8 Pesos et finira avec les troupeaux K3 K4 K7 et W1. Calculez les
# Pesos finaux de Bleu avec R-SELL-1 et R-FINAL-4.

# %% tags=["exercise"]
blue_herds = [[3, 4, 7], [1]]
blue_final = 8 + sum(len(h) * max(h) for h in blue_herds)
blue_final

# %%
assert blue_final == 30, blue_final

# %% tags=["exercise"] exercise={"name": "06-red-final", "right": "30", "wrong": "29"}
ExerciseWidget(EnterNumber(
    "06-red-final", "Rouge a 10 Pesos, le troupeau B2 B9 et un gaucho debout sur W2. Combien "
    "de Pesos Rouge a-t-il après le décompte final ?",
    lambda final=ends["A W1 w"]: final.pesos[0], rule_id="R-FINAL-4"))

# %% [markdown]
# Et maintenant le décompte final lui-même :

# %%
while not game.is_over:
    action = game.legal_actions()[0]
    print(action)
    for event in game.play(action):
        print("  ", event)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert blue_final == game.pesos[1] == 30, blue_final

# %% [markdown]
# Le même décompte dans des positions que cette leçon n'a pas montrées : un troupeau d'une
# tuile se vend pour son grand nombre (R-FINAL-4).

# %% tags=["exercise"] exercise={"name": "06-final-any", "right": "37", "wrong": "36"}
ExerciseWidget(Drill("06-final-any", drills.final_score, seed=1))

# %% [markdown]
# **EX-FINAL-SINGLE** : la règle de la tuile seule sous forme d'exemple de la règle du jeu.

# %%
run = show("EX-FINAL-SINGLE")

# %% [markdown]
# ## 4. Une victoire partagée
#
# Le plus de Pesos gagne (R-FINAL-5). Il n'y a pas de départage : tous ceux qui ont le
# meilleur score gagnent ensemble (R-TIE-1).

# %% tags=["exercise"] exercise={"name": "06-tie", "right": "2", "wrong": "1"}
ExerciseWidget(EnterNumber(
    "06-tie", "Bleu s'est mis debout sur W1. Combien de joueurs gagnent cette partie ?",
    lambda final=game: len(final.winners), rule_id="R-TIE-1"))

# %%
print("Pesos :", by_player(game.pesos))
print("gagnants :", winner_names(game))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.winners == [0, 1]

# %% tags=["exercise"] exercise={"name": "06-winners-any", "right": "4", "wrong": "1"}
ExerciseWidget(Drill("06-winners-any", drills.winners, seed=1))

# %% [markdown]
# Sans ce coup (Bleu termine simplement son tour), Rouge gagne seul, avec un Peso d'avance :

# %%
other = gaucho.Game.from_position(position)
other.play("end")
while not other.is_over:
    other.play(other.legal_actions()[0])
print("Pesos :", by_player(other.pesos), " gagnants :", winner_names(other))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert other.winners == [0]

# %% [markdown]
# ## 5. Une partie entière, jusqu'au bout
#
# Pour finir, une partie complète à trois joueurs, graine 7, où chaque décision est prise
# par un joueur aléatoire avec graine (il choisit n'importe quelle action permise). Ce n'est
# pas du bon jeu, mais c'est une partie légale, et chaque étape est racontée avec sa règle.

# %%
game = gaucho.Game.new(players=3, seed=7)
rng = random.Random(3)
while not game.is_over:
    game.play(rng.choice(game.legal_actions()))
print(len(game.history), "étapes,", game.round, "manches")
print(str(game).splitlines()[0])

# %% [markdown]
# D'où est venue la fin ? Les événements qui marquent la suite de la fin :

# %%
for step in game.history:
    for event in step.events:
        if event.rule_id in ("R-END-1", "R-END-3", "R-NODICE-1"):
            print(f"manche {step.round:>2}: {event}")

# %% [markdown]
# Et la fin elle-même : les tuiles ajoutées aux troupeaux après la manche sans dés, d'abord
# par sa collecte (R-NODICE-3), puis par le décompte final, qui collecte la tuile de chaque
# gaucho debout (R-FINAL-1, R-FINAL-2). Le W1 de Bleu ne convient pas à son troupeau blanc
# W3 W8 et force une vente même maintenant (R-HERD-6). Après le dernier ajout, chaque
# troupeau est vendu, tuiles seules comprises (R-FINAL-4), et le gagnant est désigné
# (R-FINAL-5).

# %%
for step in game.history:
    if step.round == game.round and step.phase in ("collect", "final"):
        print(step.narrate())

# %%
print("Pesos :", by_player(game.pesos))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.is_over and game.winners == [0]

# %% [markdown]
# ## Résumé : les règles de cette leçon
#
# * <a href="rules.ipynb#cell-id=R-STEPPE-7" title="Ensuite, il faut compléter la Steppe depuis la pioche jusqu&#x27;à ce qu&#x27;elle contienne 4 tuiles ou que la pioche soit vide.">R-STEPPE-7</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-8" title="Si ce complément tire la dernière tuile de la pioche, la fin de la partie est déclenchée (R-END-1).">R-STEPPE-8</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-4" title="Si la pioche se vide pendant le repeuplement, celui-ci s&#x27;arrête et la fin de la partie est déclenchée (R-END-1).">R-REFILL-4</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="La fin est déclenchée au moment où la pioche se vide : lors du complément de la Steppe (R-STEPPE-8), lors du repeuplement de fin de manche (R-REFILL-4) ou pendant la mise en place.">R-END-1</a>
# * <a href="rules.ipynb#cell-id=R-END-2" title="La manche au cours de laquelle la fin est déclenchée se joue normalement jusqu&#x27;à son terme ; un déclenchement pendant la mise en place ou la manche préliminaire compte comme survenu pendant la manche préliminaire.">R-END-2</a>
# * <a href="rules.ipynb#cell-id=R-END-3" title="Après cette manche, on joue exactement une manche normale de plus, avec les dés.">R-END-3</a>
# * <a href="rules.ipynb#cell-id=R-END-4" title="Après cette manche normale, on joue une manche sans dés (§22), puis vient le décompte final (§23).">R-END-4</a>
# * <a href="rules.ipynb#cell-id=R-END-5" title="Une fois la pioche vide, plus aucune tuile n&#x27;est tirée : ni les pâturages ni la Steppe ne sont plus complétés. BŒUF SECRET peut encore faire passer des tuiles de la Steppe dans les pâturages.">R-END-5</a>
# * <a href="rules.ipynb#cell-id=R-NEXT-1" title="Après le repeuplement d&#x27;une manche qu&#x27;une autre manche doit suivre, le voisin de gauche du premier joueur devient premier joueur et prend le pion de premier joueur. Après la manche sans dés, le pion ne passe pas.">R-NEXT-1</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-1" title="La manche sans dés suit R-ROUND-2, le premier joueur ayant changé comme d&#x27;habitude, sauf qu&#x27;aucun dé n&#x27;est lancé ni pris.">R-NODICE-1</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-2" title="Pendant son tour, un joueur PEUT utiliser des actions spéciales, retirer des gauchos de cases Action, reprendre des Gauchos couchés (R-NOGAUCHO-1) et dépenser un dé souhait sur une tuile bœuf (R-WISH-5), puis il termine son tour. Aucune case Action ne peut être occupée pendant cette manche : chacun ne peut se servir que de cases Action qu&#x27;il occupait déjà.">R-NODICE-2</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-3" title="La manche se termine par la collecte habituelle (§16) ; son repeuplement n&#x27;ajoute rien (R-END-5), et le décompte final suit.">R-NODICE-3</a>
# * <a href="rules.ipynb#cell-id=R-WISH-2" title="Le joueur choisit la valeur du dé souhait, de 1 à 6, au moment où il le dépense ; des poses qui ne diffèrent que par la valeur choisie pour le dé souhait (chacune payant le prix exact) sont un seul et même coup.">R-WISH-2</a>
# * <a href="rules.ipynb#cell-id=R-WISH-5" title="SOUHAIT fonctionne pendant la manche sans dés, où son dé est le seul dé qu&#x27;un joueur puisse avoir.">R-WISH-5</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-3" title="Dans un pâturage complet, chaque Gaucho debout retourne dans la réserve de son propriétaire, qui collecte la tuile sur laquelle il se tenait.">R-COLLECT-3</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-1" title="Après la manche sans dés, chaque tuile de la Pampa qui porte un Gaucho debout est collectée par le propriétaire de ce gaucho, que son pâturage soit complet ou non.">R-FINAL-1</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-2" title="Ces tuiles rejoignent les troupeaux selon le §17, avec les ventes forcées et l&#x27;usage facultatif du TRI ; les joueurs font leurs ajouts dans l&#x27;ordre du tour à partir du premier joueur de la manche sans dés (R-COLLECT-6).">R-FINAL-2</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-3" title="Les tuiles portant des Gauchos couchés, et les gauchos posés sur des cases Action (hormis le TRI utilisé selon R-FINAL-2), n&#x27;ont aucun effet.">R-FINAL-3</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-4" title="Ensuite, chaque joueur vend chacun de ses troupeaux selon R-SELL-1 ; un troupeau d&#x27;une seule tuile se vend pour son grand nombre.">R-FINAL-4</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-5" title="Le joueur qui a le plus de Pesos gagne.">R-FINAL-5</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Un troupeau se vend (nombre de ses tuiles) × (le plus élevé de ses grands nombres) Pesos, qui s&#x27;ajoutent aux Pesos du vendeur.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-3" title="Avant le décompte final, seuls des troupeaux de 2 tuiles ou plus sont vendus ; un troupeau d&#x27;une seule tuile accepte toute tuile de sa race et ne subit donc jamais de vente forcée.">R-SELL-3</a>
# * <a href="rules.ipynb#cell-id=R-TIE-1" title="En cas d&#x27;égalité au plus grand nombre de Pesos, tous les joueurs concernés gagnent ; il n&#x27;y a pas de départage.">R-TIE-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Si une tuile qui doit être ajoutée ne convient pas (une tuile inappropriée), ce troupeau est vendu aussitôt (vente forcée, §18) et la tuile commence un nouveau troupeau.">R-HERD-6</a>
