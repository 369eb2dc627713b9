# ruff: noqa: E402, B018, E501
"""Source of notebooks/de/10-play-well.ipynb (lesson 10 in German); build with
`python tools/build_notebooks.py de/10-play-well`. Same code as notebooks/src/10-play-well.py."""

# %% [markdown]
# # 10 · Gut spielen
#
# Die Lektionen 01-06 zeigen, was erlaubt ist. In dieser geht es darum, was gut ist: drei
# Ratschläge aus der Spielregel, dann Entscheidungen, bei denen du zwischen erlaubten Zügen
# wählst und der Trainer dir sagt, wozu jeder führt, und schließlich ganze Stellungen mit
# einem Ziel, die du bis zum Ende gegen die Anfänger-Bots des Trainers spielst.

# %% [markdown]
# **In dieser Lektion** lernst du, einen Verkauf jetzt gegen eine größere Herde später
# abzuwägen, die Sonderaktionen richtig einzuschätzen und einen Zug nach den Pesos zu
# beurteilen, die er am Spielende bringt.

# %%
from gaucho.widgets.challenge import ChallengeWidget
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import challenges, practice
from gaucho.challenges import Challenge
from gaucho.exercises import Drill
from gaucho.practice import Decide

# die Sprache von allem, was das Spiel schreibt: "de" (Deutsch), "es", "fr" oder "en"
gaucho.set_language("de")


def show(game):
    """Die Aktionsbereiche, die Würfel und die Zeilen der Spieler aus der Textansicht."""
    keep = False
    for line in str(game).splitlines():
        if line[:1] != " ":  # eine Überschrift: mit ihren eingerückten Zeilen zeigen oder nicht
            keep = line.startswith(("Aktionsbereiche", "Würfelrodeo", "Rot hält", "Spieler"))
        if keep:
            print(line)


# %% [markdown]
# ## Drei Ratschläge aus der Spielregel
#
# Neben ihren Regeln gibt die Spielregel ein paar Tipps. Hier stehen sie in unseren eigenen
# Worten, jeder mit den Regeln, die ihn begründen.
#
# **1. Eine Herde ist ihre Länge mal ihr bestes Plättchen wert, also kommt es auf den
# Zeitpunkt des Verkaufs an.** Eine Herde bringt die Zahl ihrer Plättchen mal ihre höchste
# große Zahl (R-SELL-1). Ein unpassendes Plättchen erzwingt sofort den Verkauf (R-HERD-6),
# und eine Herde, die nicht mehr wachsen kann, wartet einfach (R-HERD-7). Wer früh
# verkauft, macht die Herde zu Pesos, bevor etwas schiefgehen kann; jedes weitere passende
# Plättchen zählt aber den besten Wert der Herde noch einmal (oder erhöht ihn). Weder
# „immer verkaufen“ noch „immer warten“ ist richtig: Rechne beides nach.
#
# **2. Die Sonderaktionen gewinnen Partien.** Ein Gaucho auf einem Aktionsfeld verspricht
# eine Sonderaktion in einem späteren Zug (R-SPECIAL-1): einen Sofortverkauf mit Bonus
# (R-SALE-1), ein Plättchen aus der Herde eines Gegners (R-STEAL-1) und mehr. Würfel, die
# du für Aktionsfelder ausgibst, bringen oft mehr als ein weiteres Plättchen in der Pampa.
#
# **3. Merk dir, was du in diesem Zug eingesetzt hast.** Ein Gaucho, der auf ein
# Aktionsfeld kommt, darf im selben Zug weder genutzt werden noch es verlassen (R-AREA-4,
# R-SPECIAL-8). Am Tisch hilft ein kleiner Marker auf dem Feld; hier merkt sich die Engine
# das für dich und lehnt den Zug ab.

# %% [markdown]
# ## Einen Zug danach beurteilen, wozu er führt
#
# In den folgenden Übungen ist jede Wahl erlaubt. Der Trainer probiert jede viele Male aus
# (eine kleine Suche mit festem Seed, nach dem, was der Spieler am Zug sehen kann): Er
# beendet den Zug, spielt noch einige Entscheidungen aller Spieler (8 auf dieser Stufe) und
# bewertet den Tisch dort, wo er anhält: die Pesos plus das, was die Herden und die
# Reservierungen in der Pampa wert sind. Er vergleicht die Wahlen nach diesem Wert im
# Schnitt und sagt, in wie vielen dieser kurzen Simulationen der Spieler vorn liegt. Er
# spielt nicht bis zum Spielende, die Zahlen sind also keine End-Pesos. Eine Antwort, die
# höchstens einen Peso hinter der besten Wahl liegt, ist richtig; eine falsche Antwort
# zeigt, wozu jede Wahl führt, mit der Begründung des Trainers.

# %% [markdown]
# ### Jetzt verkaufen oder erst wachsen lassen?
#
# Rot sammelt am Rundenende zwei braune Plättchen ein und wählt die Reihenfolge, in der sie
# an die Herde angelegt werden (R-HERD-8). Die eine Reihenfolge verkauft die Herde sofort,
# die andere lässt sie erst wachsen.

# %%
ordering = gaucho.examples.load("EX-ORDER-48").game()
show(ordering)

# %% tags=["exercise"] exercise={"name": "10-order", "right": "add B5", "wrong": "add B9"}
ExerciseWidget(Decide(
    "10-order", ordering, "Welches Plättchen soll Rot zuerst anlegen?", ["add B9", "add B5"],
    rule_id="R-HERD-8", seed=1))

# %% [markdown]
# B9 zuerst: B9 passt nicht unter B6, also wird die Herde B12 B8 B6 sofort für 36 Pesos
# verkauft (R-HERD-6), und B9 beginnt eine neue Herde; danach passt B5 unter B9, und Rot
# hat am Ende 36 Pesos und die Herde B9 B5. B5 zuerst: B5 passt (B12 B8 B6 B5); danach
# passt B9 nicht, die vier Plättchen werden für 48 Pesos verkauft, und B9 beginnt eine neue
# Herde. Beide Reihenfolgen erzwingen einen Verkauf; die Herde erst wachsen zu lassen macht
# ihn 12 Pesos größer, für eine neue Herde aus einem Plättchen statt aus zwei.

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
from gaucho.coach import CoachBot
from gaucho.exercises import registered

order = registered("10-order")
assert order.right_answer() == "add B5" and not order.check("add B9").correct

# %% [markdown]
# ### Nutze die Sonderaktionen
#
# Rot hat aus früheren Zügen Gauchos auf VERKAUF und STEHLEN, hält eine 1 und
# eine 2 und hat eine weiße Herde; Blau hat zwei weiße Plättchen.

# %%
theft = gaucho.examples.load("EX-STEAL-SALE").game()
show(theft)

# %% tags=["exercise"] exercise={"name": "10-special", "right": "steal W12", "wrong": "end"}
ExerciseWidget(Decide(
    "10-special", theft, "Welcher dieser Züge bringt am Spielende die meisten Pesos?",
    ["sale W", "end", "steal W12"], rule_id="R-SPECIAL-1", seed=1))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
special = registered("10-special")
assert special.right_answer() == "steal W12" and not special.check("sale W").correct

# %% [markdown]
# ### Du bist dran, in neuen Stellungen
#
# Jede dieser Übungen baut aus einem Seed eine neue Partie auf und spielt sie bis zu einem
# Zug (in Runde 1 bei den ersten beiden, später bei der letzten); *Noch eine* gibt dir eine
# neue. Die Würfel sind schon genommen: Gib sie gut aus. In der letzten darf der Spieler
# auch eine Herde mit VERKAUF verkaufen (R-SALE-1): jetzt verkaufen oder für einen
# größeren Verkauf behalten?

# %% tags=["exercise"] exercise={"name": "10-spend-a", "right": "B S11 1+4", "wrong": "A S1 1"}
ExerciseWidget(Drill("10-spend-a", practice.decide_spend, seed=2))

# %% tags=["exercise"] exercise={"name": "10-spend-b", "right": "B K12 6", "wrong": "end"}
ExerciseWidget(Drill("10-spend-b", practice.decide_spend, seed=3))

# %% tags=["exercise"] exercise={"name": "10-sale-any", "right": "sale G", "wrong": "B K7 3"}
ExerciseWidget(Drill("10-sale-any", practice.decide_sale, seed=2))

# %% [markdown]
# ## Eine Stellung zu Ende spielen
#
# Jetzt ein ganzer Plan statt eines einzelnen Zugs. Jede Stellung unten stammt aus einer
# Partie, die bis in ihre letzten Runden gespielt wurde; du übernimmst einen Platz, und die
# Anfänger-Bots des Trainers spielen die anderen. Wähle deine Züge einzeln und drück
# *Spielen*; die Bots antworten, bis du wieder am Zug bist. Das Brett zeigt, was dein Platz
# sehen kann. *Noch einmal von vorn* spielt dieselbe Stellung gegen dieselben Bots noch
# einmal, *Noch eine* teilt eine neue aus. Ist das Ziel erreicht oder verfehlt, geht
# *Diese Partie analysieren* deine Züge seit dem Beginn der Stellung durch: Wo einer
# Pesos gekostet hat, sagt der Trainer, was er gespielt hätte und warum, und du kannst
# diesen Moment noch einmal versuchen.
#
# **Gewinne von hier aus.** Das Rennen ist knapp, und der Nachziehstapel ist fast leer
# (R-END-1): Beende die Partie mit den meisten Pesos (R-FINAL-5).

# %%
ChallengeWidget(Challenge.from_seed("10-win", challenges.win_from_here, seed=1))

# %% [markdown]
# **Verkaufe die braune Herde vor dem Spielende für mindestens 40 Pesos.** Es zählt nur ein
# Verkauf während der Partie: ein Zwangsverkauf (R-HERD-6) oder VERKAUF (R-SALE-1).
# Die Schlusswertung verkauft ohnehin jede Herde (R-FINAL-4), und das ist für dieses Ziel
# zu spät. Überleg dir, welche braunen Plättchen noch passen würden, und denk an den Bonus
# von VERKAUF.

# %%
ChallengeWidget(Challenge.from_seed("10-brown", challenges.sell_brown_herd, seed=1))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
def played_out(challenge, seed):
    """Die Herausforderung bis zum Ende gespielt, mit einem Anfänger-Bot auf dem Platz des Schülers."""
    me = CoachBot("beginner", seed=seed)
    while challenge.status == "open":
        challenge.play(str(me.choose(challenge.game)))
    return challenge.status


win = Challenge.from_seed("10-win", challenges.win_from_here, seed=1)
assert played_out(win, 11) == "met" and win.game.is_over
brown = Challenge.from_seed("10-brown", challenges.sell_brown_herd, seed=1)
assert played_out(brown, 7) == "missed" and brown.game.is_over

# %% [markdown]
# ## Zusammenfassung: die Regeln hinter den Ratschlägen
#
# * <a href="rules.ipynb#cell-id=R-SPECIAL-1" title="Ein Spieler DARF die Sonderaktion eines Aktionsbereichs nur nutzen, solange sein Gaucho auf seinem Feld dort steht und in einem früheren Zug eingesetzt wurde (die Vorrunde zählt mit).">R-SPECIAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-8" title="Ein in diesem Zug auf ein Aktionsfeld gesetzter Gaucho DARF es in diesem Zug NICHT verlassen, weder genutzt noch ungenutzt.">R-SPECIAL-8</a>
# * <a href="rules.ipynb#cell-id=R-AREA-4" title="Einen auf ein Aktionsfeld gesetzten Gaucho DARF man NICHT im selben Zug nutzen.">R-AREA-4</a>
# * <a href="rules.ipynb#cell-id=R-SALE-1" title="SOFORTVERKAUF verkauft eine Herde des Besitzers aus mindestens 2 Plättchen nach R-SELL-1 und gibt 5 Pesos Bonus dazu.">R-SALE-1</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-1" title="Der Dieb nimmt ein Plättchen seiner Wahl aus einer beliebigen Herde eines beliebigen Gegners, an jeder Stelle, auch aus einer Herde aus 1 Plättchen.">R-STEAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Eine Herde bringt (Zahl ihrer Plättchen) × (ihre höchste große Zahl) Pesos, die zu den Pesos des Verkäufers kommen.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-4" title="Ein Plättchen passt zu einer Herde aus 1 Plättchen, zu einer aufsteigenden Herde, wenn es höher ist als das Plättchen ganz rechts, und zu einer absteigenden Herde, wenn es niedriger ist.">R-HERD-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Passt ein Plättchen, das angelegt werden muss, nicht (ein unpassendes Plättchen), wird diese Herde sofort verkauft (Zwangsverkauf, §18), und das Plättchen beginnt eine neue Herde.">R-HERD-6</a>
# * <a href="rules.ipynb#cell-id=R-HERD-7" title="Eine Herde, die nicht mehr wachsen kann, wird deshalb nicht verkauft; sie bleibt, bis ein Plättchen ihrer Rasse kommt oder bis SOFORTVERKAUF, STEHLEN oder die Schlusswertung sie erfasst.">R-HERD-7</a>
# * <a href="rules.ipynb#cell-id=R-HERD-8" title="Legt ein Spieler mehrere Plättchen auf einmal an, wählt er die Reihenfolge, in der sie angelegt werden.">R-HERD-8</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-4" title="Dann verkauft jeder Spieler jede Herde nach R-SELL-1; eine Herde aus 1 Plättchen bringt ihre große Zahl.">R-FINAL-4</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-5" title="Der Spieler mit den meisten Pesos gewinnt.">R-FINAL-5</a>
# * <a href="rules.ipynb#cell-id=R-DICE-4" title="Würfel auszugeben ist freiwillig: Ein Spieler DARF beide, einen oder keinen seiner gewählten Würfel ausgeben.">R-DICE-4</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="Das Spielende wird in dem Moment ausgelöst, in dem der Nachziehstapel leer wird: beim Nachfüllen der Steppe (R-STEPPE-8), beim Auffüllen am Rundenende (R-REFILL-4) oder beim Spielaufbau.">R-END-1</a>

# %% [markdown]
# Der Trainer, der diese Antworten beurteilt hat, ist derselbe wie im Reiter Spielen der
# App und in der Analyse einer beendeten Partie: Spiel dort gegen ihn und frag ihn, warum.
