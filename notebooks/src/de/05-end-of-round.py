# ruff: noqa: E402, B018, E501
"""Source of notebooks/de/05-end-of-round.ipynb (lesson 05 in German); build with
`python tools/build_notebooks.py de/05-end-of-round`. Same code as notebooks/src/05-end-of-round.py."""

# %% [markdown]
# # Das Ende einer Runde: Einsammeln, Herden, Verkäufe, Auffüllen
#
# Wenn der letzte Spieler einer Runde seinen Zug beendet hat, ist die Runde noch nicht
# vorbei. Bevor die nächste Runde beginnt, geschehen drei Dinge (R-ROUND-2, Schritte c bis e):
#
# 1. **Einsammeln**: Vollständig besetzte Weiden geben ihre Plättchen an die Spieler, die
#    dort stehen (§16), und diese Plättchen werden an die Herden der Spieler angelegt (§17),
#    was einen Verkauf erzwingen kann (§18);
# 2. **Auffüllen**: Die Weiden bekommen neue Plättchen vom Nachziehstapel (§19);
# 3. die Startspielerfigur wandert einen Platz nach links (R-NEXT-1).
#
# Die ausgearbeiteten Beispiele kommen aus `gaucho.examples`: Jedes ist eine als Daten
# geschriebene Stellung, die Schritte, die die Spielregel von dort aus spielt, und was laut
# Spielregel geschehen muss. `check()` spielt die Schritte mit der Engine und listet jede
# Abweichung auf; eine leere Liste heißt also, dass Engine und Spielregel übereinstimmen.

# %% [markdown]
# **In dieser Lektion** lernst du, was nach dem letzten Zug einer Runde geschieht: welche Weiden eingesammelt werden, wie eingesammelte Plättchen an die Herden angelegt werden, wann eine Herde verkauft werden muss und für wie viel, und wie die Weiden aufgefüllt werden.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.exercises import Drill, EnterNumber, PickRefused
from gaucho.i18n import and_list
from gaucho.practice import Decide

# die Sprache von allem, was das Spiel schreibt: "de" (Deutsch), "es", "fr" oder "en"
gaucho.set_language("de")


def pampa(game):
    """Die Weidezeilen der Textansicht (P4 oben, wie auf dem Spielplan)."""
    return "\n".join(line for line in str(game).splitlines() if line.startswith("  P"))


def herds(game):
    """Die Pesos und Herden jedes Spielers, aus der Textansicht."""
    lines = str(game).splitlines()
    # die deutsche Textansicht überschreibt die Spielerliste mit "Spieler:"
    return "\n".join(lines[lines.index("Spieler:") + 1:])


def show(example_id, variation=None):
    """Zeigt ein Beispiel: Titel und Regeln, die Schritte mit ihrer Erzählung, die Prüfung."""
    scenario = examples.load(example_id)
    print(scenario.walkthrough(variation))
    return scenario.run(variation)

# %% [markdown]
# ## 1. Welche Weiden werden eingesammelt?
#
# Nach dem letzten Zug wird jede Weide geprüft (R-COLLECT-1). Eine Weide ist **vollständig
# besetzt**, wenn jedes Plättchen auf ihr einen Gaucho trägt, stehend oder liegend; leere
# Weidefelder (und gesperrte Felder) zählen nicht gegen sie (R-COLLECT-2). Nur vollständig
# besetzte Weiden zahlen aus, und nur an *stehende* Gauchos: Jeder kehrt mit dem Plättchen,
# auf dem er stand, in den Vorrat seines Besitzers zurück (R-COLLECT-3). Liegende Gauchos
# bleiben mit ihren Plättchen, wo sie sind, und eine Weide, die nicht vollständig besetzt
# ist, verändert sich überhaupt nicht (R-COLLECT-4).
#
# **EX-COLLECT-A**: Ein einziges Plättchen ohne Gaucho genügt, um die ganze Weide aufzuhalten.

# %%
sc = examples.load("EX-COLLECT-A")
print(pampa(sc.game()))

# %%
sc.game()

# %%
run = show("EX-COLLECT-A")

# %% [markdown]
# **EX-COLLECT-B**: Die Weide ist vollständig besetzt. Die beiden stehenden Gauchos nehmen
# ihre Plättchen mit nach Hause; die beiden liegenden Gauchos behalten ihre, und diese
# Plättchen zählen beim Auffüllen mit (R-REFILL-3).

# %%
sc = examples.load("EX-COLLECT-B")
print(pampa(sc.game()))

# %%
run = show("EX-COLLECT-B")
print(pampa(run.game))

# %% [markdown]
# **EX-COLLECT-C**: Eine vollständig besetzte Weide, auf der alle *liegen*. Vollständig
# besetzt, aber niemand steht, also bewegt sich nichts (R-COLLECT-3, R-COLLECT-4).

# %%
run = show("EX-COLLECT-C")

# %% [markdown]
# ## 2. Herden
#
# Eine Herde ist die Reihe der Plättchen einer Rasse bei einem Spieler, höchstens eine je
# Rasse (R-HERD-1). Sobald sie zwei Plättchen hat, ist sie von links nach rechts streng
# aufsteigend oder streng absteigend (R-HERD-2). Ein neues Plättchen kommt normalerweise an
# das **rechte Ende** (R-HERD-3), und es *passt*, wenn die Herde aus einem Plättchen besteht
# oder wenn es die Richtung fortsetzt: höher als das Plättchen ganz rechts in einer
# aufsteigenden Herde, niedriger als das einer absteigenden (R-HERD-4). Ein Plättchen einer
# Rasse, von der der Spieler noch keine Herde hat, beginnt eine neue Herde (R-HERD-5).
#
# **EX-HERD-DEF** zeigt zwei gültige Herden von Rot: Die weiße Herde 3, 5, 6, 9 steigt
# auf, die schwarze Herde 11, 10, 8, 2, 1 fällt ab. Weiß 10 passt in die aufsteigende
# Herde. Die absteigende endet auf 1, und nichts ist niedriger, also kann das nächste schwarze
# Plättchen, hier eine 4, nicht passen: Das erzwingt einen Verkauf, wie der nächste Abschnitt
# erklärt.

# %%
run = show("EX-HERD-DEF")

# %% [markdown]
# **Übung.** Welche großen Zahlen (1 bis 12) würden noch an das rechte Ende der aufsteigenden
# Herde 3, 5, 6, 9 passen? Baue die Liste `fits`.

# %% tags=["exercise"]
herd = [3, 5, 6, 9]
fits = [v for v in range(1, 13) if v > herd[-1]]
fits

# %%
assert fits == [10, 11, 12], fits

# %% [markdown]
# Dieselbe Frage zu einer Herde, die diese Lektion noch nicht gezeigt hat (*Noch eine* gibt
# eine frische):

# %% tags=["exercise"] exercise={"name": "05-fits-any", "right": "4", "wrong": "5"}
ExerciseWidget(Drill("05-fits-any", drills.fitting, seed=2))

# %% [markdown]
# ## 3. Zwangsverkäufe
#
# Ein Plättchen, das an eine Herde angelegt werden muss, aber nicht passt, ist ein
# *unpassendes* Plättchen: Die ganze Herde wird auf der Stelle verkauft, und das neue
# Plättchen beginnt eine frische Herde seiner Rasse (R-HERD-6). Eine Herde ist **Anzahl der
# Plättchen × ihre höchste große Zahl** wert (R-SELL-1), und die verkauften Plättchen
# verlassen das Spiel (R-SELL-2).
#
# **EX-SELL-50**: die Formel an einer Herde aus fünf Plättchen.

# %%
run = show("EX-SELL-50")

# %% [markdown]
# **Übung.** Berechne den Verkaufswert der Herde 1, 2, 3, 4, 10 mit R-SELL-1 (lies ihn nicht
# aus der Erzählung ab: Schreib die Formel hin).

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
# **In einer neuen Stellung.** Ein eingesammeltes Plättchen passt nicht zu einer Herde, die
# diese Lektion noch nicht gezeigt hat: Was bringt der Zwangsverkauf?

# %% tags=["exercise"] exercise={"name": "05-forced-any", "right": "32", "wrong": "33"}
ExerciseWidget(Drill("05-forced-any", drills.forced_sale, seed=1))

# %% [markdown]
# **EX-HERD-WBB**: Rot hat drei Herden und sammelt Weiß 3, Schwarz 5 und Braun 9 ein. Die
# aufsteigende weiße Herde 4, 7 kann keine 3 aufnehmen, also wird sie
# verkauft, und die 3 beginnt eine neue. Die absteigende schwarze Herde 10, 6 nimmt die 5
# gern auf. Die braune Herde 2, 7, 12 konnte nicht mehr wachsen, seit sie die 12 erreicht
# hatte, aber das allein hat sie nie verkauft (R-HERD-7); verkauft wird sie erst jetzt, wo
# tatsächlich ein braunes Plättchen kommt.

# %%
sc = examples.load("EX-HERD-WBB")
print(herds(sc.game()))

# %%
run = show("EX-HERD-WBB")
print(herds(run.game))

# %% [markdown]
# **In einer neuen Stellung.** Zwei Plättchen werden in der angegebenen Reihenfolge an
# dieselbe Herde angelegt: Erzwingt eines davon einen Verkauf, und für wie viel?

# %% tags=["exercise"] exercise={"name": "05-two-any", "right": "36", "wrong": "0"}
ExerciseWidget(Drill("05-two-any", drills.two_tiles, seed=1))

# %% [markdown]
# Geh EX-HERD-WBB auf dem Spielplan durch, ein Plättchen nach dem anderen:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-HERD-WBB")

# %% [markdown]
# ## 4. Mehrere Plättchen auf einmal: Die Reihenfolge bestimmst du
#
# Wer mehrere Plättchen einsammelt, legt sie einzeln an, in der Reihenfolge, die er möchte
# (R-HERD-8). Die Reihenfolge kann das Ergebnis ändern. In **EX-ORDER-48** und
# **EX-ORDER-36** hat Rot die absteigende braune Herde 12, 8, 6 und sammelt Braun 9 und
# Braun 5 ein.

# %%
sc = examples.load("EX-ORDER-48")
game = sc.game()
print(herds(game))
print(game.legal_actions())

# %% [markdown]
# **Eine Entscheidung.** Beide Reihenfolgen sind erlaubt; welche ist besser für Rot? Der
# Trainer spielt die Partie von jeder Reihenfolge aus viele Male zu Ende (eine kleine Suche
# mit Seed, von dem aus, was Rot sehen kann) und zählt am Ende Rots Pesos; eine falsche
# Antwort zeigt, wozu jede Reihenfolge führt.

# %% tags=["exercise"] exercise={"name": "05-order", "right": "add B5", "wrong": "add B9"}
ExerciseWidget(Decide(
    "05-order", game, "Welches Plättchen soll zuerst an die Herde, damit es am Ende die meisten Pesos sind?",
    ["add B9", "add B5"], rule_id="R-HERD-8", seed=1))

# %% [markdown]
# Die Spielregel spielt beide Reihenfolgen. Zuerst die 5, dann die 9:

# %%
run48 = show("EX-ORDER-48")

# %% [markdown]
# Zuerst die 9, dann die 5:

# %%
run36 = show("EX-ORDER-36")

# %%
for name, run in (("zuerst die 5", run48), ("zuerst die 9", run36)):
    for herd in run.game.state.herds[0].values():  # Rots Herden, eine je Rasse
        herd_words = and_list(tiles.words(t) for t in herd)
        print(f"{name}: Rot hat {run.game.pesos[0]} Pesos und eine Herde aus {herd_words}")

# %% [markdown]
# Wird zuerst die 5 angelegt, wächst die Herde auf vier Plättchen, bevor die 9 den Verkauf
# erzwingt: 48 Pesos sofort. Wird zuerst die 9 angelegt, wird die Herde verkauft, solange sie
# erst drei Plättchen hat, aber dann passt die 5 hinter die 9: 36 Pesos sofort und eine Herde
# aus zwei Plättchen für später, die 9 und dahinter die 5. Der Trainer, der bis zum
# Spielende rechnet, zieht die 48 sofort vor.

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert run48.game.pesos[0] == 48 and run36.game.pesos[0] == 36
assert gaucho.exercises.registered("05-order").right_answer() == "add B5"

# %% [markdown]
# ## 5. ORDNEN: einordnen statt hinten anlegen
#
# Ein Gaucho auf dem Aktionsbereich ORDNEN (`SORT`) erlaubt seinem Besitzer, ein soeben
# eingesammeltes Plättchen beim Anlegen an eine vorhandene Herde an seinem geordneten Platz
# *innerhalb* der Herde einzuordnen statt am rechten Ende (R-SORT-1, R-SORT-2). Eine Nutzung
# legt ein Plättchen an, und dieses Plättchen erzwingt keinen Verkauf (R-SORT-4); der Gaucho
# kehrt in den Vorrat zurück (R-SPECIAL-3).
#
# **EX-SORT**: Rots weiße Herde ist 3, 6, 9, und Rot sammelt Weiß 5 ein.

# %%
sc = examples.load("EX-SORT")
game = sc.game()
print(herds(game))
print(game.legal_actions())

# %%
run = show("EX-SORT")
print(herds(run.game))

# %% [markdown]
# Ohne ORDNEN wird die 5 hinten angelegt und passt nicht: ein Zwangsverkauf (R-HERD-6). Das
# Beispiel führt diesen Verlauf als Variante mit:

# %%
for name in sc.variation_names()[1:]:
    show("EX-SORT", name)

# %% [markdown]
# ORDNEN wirkt nur beim Einsammeln (und in der Schlusswertung), für einen Spieler, der dort
# einen Gaucho hat (R-SORT-1). Zurück zu EX-ORDER-48, wo Rot keinen Gaucho auf ORDNEN hat:

# %% tags=["exercise"] exercise={"name": "05-sort", "right": "sort B9", "wrong": "add B5"}
game = examples.load("EX-ORDER-48").game()
ExerciseWidget(PickRefused(
    "05-sort", game, "Rot hat keinen Gaucho auf ORDNEN. Welcher Zug wird abgewiesen?",
    ["add B5", "sort B9", "add B9"], rule_id="R-SORT-1"))

# %% [markdown]
# Er kann die 9 nicht in seine braune Herde einordnen:

# %%
print(game.why_illegal("sort B9"))

# %%
from gaucho import IllegalAction

try:
    game.play("sort B9")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.to_position() == examples.load("EX-ORDER-48").game().to_position()

# %% [markdown]
# ## 6. Auffüllen: die kleinste Weide zuerst
#
# Wenn jedes eingesammelte Plättchen an eine Herde angelegt ist, werden die Weiden in der
# Reihenfolge P1, P2, P3, P4 aufgefüllt, von der kleinsten bis zur größten (R-REFILL-1). Eine
# Weide nimmt ein Plättchen nach dem anderen in ihr am weitesten links liegendes leeres
# Weidefeld und hört auf, sobald ihre Summe 20 erreicht, sie voll ist oder der
# Nachziehstapel leer ist (R-REFILL-2). Die Plättchen, die liegen geblieben sind (die unter
# liegenden Gauchos und die unbesetzten), zählen zur Summe, so dass eine Weide auch gar nichts
# bekommen kann (R-REFILL-3).
#
# Hier eine Stellung von uns: Grün beendet gleich den letzten Zug von Runde 4. P2 ist
# vollständig besetzt, und Rot und Grün stehen dort; P1 ist auch vollständig besetzt, aber
# dort liegen nur Gauchos. Der Nachziehstapel ist von oben nach unten geschrieben.

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
    "05-refill", "P2 wird beim Einsammeln geleert. Wie hoch ist ihre Summe nach dem Auffüllen?",
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
# Lies die Ereignisse des Auffüllens der Reihe nach: P1 behält ihre zwei Plättchen (Summe 21,
# R-REFILL-3) und bekommt nichts; die geleerte P2 nimmt W7, S9 und B11 und hört bei 27 auf;
# P3 hat schon 13, nimmt W1 und G12 und ist damit voll; P4 (Summe 21) bekommt nichts. Dann
# wird Blau Startspieler (R-NEXT-1), und Runde 5 beginnt mit seinem Wurf.

# %%
print(pampa(game))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert [game.state.pasture_sum(i) for i in range(4)] == [21, 27, 26, 21]
assert game.state.start_player == 1 and game.round == 5

# %%
game

# %% [markdown]
# **Der Nachziehstapel geht aus.** Dieselbe Stellung mit nur noch zwei Plättchen im Stapel:
# Das Auffüllen hört auf, wenn der Stapel leer ist, und sein Leeren löst das Spielende aus
# (R-REFILL-4, R-END-1). Runde 5 wird die letzte reguläre Runde (R-END-3); Notebook 06
# verfolgt das Spielende.

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
# ## Zusammenfassung: die Regeln dieser Lektion
#
# * <a href="rules.ipynb#cell-id=R-COLLECT-1" title="Nach dem letzten Zug jeder Runde, die Runde ohne Würfel eingeschlossen, wird jede Weide darauf geprüft, ob sie vollständig besetzt ist.">R-COLLECT-1</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-2" title="Eine Weide ist vollständig besetzt, wenn jedes Plättchen in ihr einen Gaucho trägt, stehend oder liegend; leere und gesperrte Felder zählen nicht.">R-COLLECT-2</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-3" title="In einer vollständig besetzten Weide kehrt jeder stehende Gaucho in den Vorrat seines Besitzers zurück, und der Besitzer sammelt das Plättchen ein, auf dem er stand.">R-COLLECT-3</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-4" title="Liegende Gauchos und ihre Plättchen bleiben an ihrem Platz, und nicht vollständig besetzte Weiden ändern sich nicht.">R-COLLECT-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-1" title="Eine Herde ist die Reihe der Plättchen einer Rasse bei einem Spieler; ein Spieler hat höchstens eine Herde je Rasse.">R-HERD-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-2" title="Eine Herde aus 2 oder mehr Plättchen ist von links nach rechts streng aufsteigend oder streng absteigend; eine Herde aus 1 Plättchen hat noch keine Richtung.">R-HERD-2</a>
# * <a href="rules.ipynb#cell-id=R-HERD-3" title="Außer mit ORDNEN kommt ein Plättchen an das rechte Ende einer Herde.">R-HERD-3</a>
# * <a href="rules.ipynb#cell-id=R-HERD-4" title="Ein Plättchen passt zu einer Herde aus 1 Plättchen, zu einer aufsteigenden Herde, wenn es höher ist als das Plättchen ganz rechts, und zu einer absteigenden Herde, wenn es niedriger ist.">R-HERD-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-5" title="Ein Plättchen einer Rasse, von der der Spieler keine Herde hat, beginnt eine neue Herde.">R-HERD-5</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Passt ein Plättchen, das angelegt werden muss, nicht (ein unpassendes Plättchen), wird diese Herde sofort verkauft (Zwangsverkauf, §18), und das Plättchen beginnt eine neue Herde.">R-HERD-6</a>
# * <a href="rules.ipynb#cell-id=R-HERD-7" title="Eine Herde, die nicht mehr wachsen kann, wird deshalb nicht verkauft; sie bleibt, bis ein Plättchen ihrer Rasse kommt oder bis SOFORTVERKAUF, STEHLEN oder die Schlusswertung sie erfasst.">R-HERD-7</a>
# * <a href="rules.ipynb#cell-id=R-HERD-8" title="Legt ein Spieler mehrere Plättchen auf einmal an, wählt er die Reihenfolge, in der sie angelegt werden.">R-HERD-8</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Eine Herde bringt (Zahl ihrer Plättchen) × (ihre höchste große Zahl) Pesos, die zu den Pesos des Verkäufers kommen.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-2" title="Verkaufte Plättchen verlassen das Spiel.">R-SELL-2</a>
# * <a href="rules.ipynb#cell-id=R-SELL-3" title="Vor der Schlusswertung werden nur Herden aus 2 oder mehr Plättchen verkauft; eine Herde aus 1 Plättchen nimmt jedes Plättchen ihrer Rasse an und steht deshalb nie vor einem Zwangsverkauf.">R-SELL-3</a>
# * <a href="rules.ipynb#cell-id=R-SORT-1" title="ORDNEN DARF nur genutzt werden, während sein Besitzer ein soeben eingesammeltes Plättchen an seine vorhandene Herde dieser Rasse anlegt, beim Einsammeln am Rundenende (§16) oder in der Schlusswertung (§23).">R-SORT-1</a>
# * <a href="rules.ipynb#cell-id=R-SORT-2" title="Mit ORDNEN wird das Plättchen an der Stelle eingefügt, an der die Herde in ihrer Richtung streng geordnet bleibt; in einer Herde aus 2 oder mehr Plättchen ist diese Stelle eindeutig, also passt jedes Plättchen dieser Rasse.">R-SORT-2</a>
# * <a href="rules.ipynb#cell-id=R-SORT-4" title="Eine Nutzung von ORDNEN legt genau ein Plättchen an, und dieses Plättchen löst keinen Zwangsverkauf aus.">R-SORT-4</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-1" title="Nachdem alle eingesammelten Plättchen an Herden angelegt sind, werden die Weiden in der Reihenfolge P1, P2, P3, P4 aufgefüllt.">R-REFILL-1</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-2" title="Eine Weide bekommt ein Plättchen nach dem anderen, offen auf ihr am weitesten links liegendes leeres Feld, solange sie ein leeres Feld hat, ihre Summe unter 20 liegt und der Nachziehstapel nicht leer ist.">R-REFILL-2</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-3" title="Plättchen, die noch in einer Weide liegen, auch die unter liegenden Gauchos, zählen zu ihrer Summe, sodass eine Weide auch gar kein Plättchen bekommen kann.">R-REFILL-3</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-4" title="Wird der Nachziehstapel beim Auffüllen leer, endet das Auffüllen, und das Spielende wird ausgelöst (R-END-1).">R-REFILL-4</a>
# * <a href="rules.ipynb#cell-id=R-NEXT-1" title="Nach dem Auffüllen einer Runde, auf die eine weitere Runde folgt, wird der linke Nachbar des Startspielers neuer Startspieler und nimmt die Startspielerfigur. Nach der Runde ohne Würfel wechselt die Figur nicht.">R-NEXT-1</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="Das Spielende wird in dem Moment ausgelöst, in dem der Nachziehstapel leer wird: beim Nachfüllen der Steppe (R-STEPPE-8), beim Auffüllen am Rundenende (R-REFILL-4) oder beim Spielaufbau.">R-END-1</a>
# * <a href="rules.ipynb#cell-id=R-END-3" title="Nach dieser Runde wird genau noch eine reguläre Runde mit Würfeln gespielt.">R-END-3</a>
