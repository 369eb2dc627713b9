# ruff: noqa: E402, B018, E501
"""Source of notebooks/de/04-action-areas.ipynb (lesson 04 in German); build with
`python tools/build_notebooks.py de/04-action-areas`. Same code as notebooks/src/04-action-areas.py."""

# %% [markdown]
# # 04 · Die Aktionsbereiche und die sechs Sonderaktionen
#
# Mit Würfeln kann man nicht nur Rinder reservieren, sondern auch einen Platz in einem der
# sechs **Aktionsbereiche** kaufen. Jeder Bereich hat ein Aktionsfeld pro Spielerfarbe
# (R-COMP-13). Ein Gaucho, der dort seit einem früheren Zug steht, kann später für die
# Sonderaktion dieses Bereichs **genutzt** werden; das schickt ihn in den Vorrat seines
# Besitzers zurück (R-SPECIAL-1, R-SPECIAL-3).
#
# Die Regeln zum Einsetzen zeigen wir an einer kleinen Stellung, die als Daten geschrieben
# ist (Rot = Spieler 0 ist am Zug; das Format beschreibt `gaucho/position.py`). Die
# Sonderaktionen zeigen wir mit den ausgearbeiteten Beispielen der Spielregel, die
# `gaucho.examples` als Daten speichert: `example(...)` unten spielt eines, vergleicht das
# Ergebnis mit dem gespeicherten erwarteten Ergebnis und lässt die Engine die Züge erklären,
# die laut Beispiel nicht erlaubt sind.

# %% [markdown]
# **In dieser Lektion** lernst du, wie du einen Gaucho in einen Aktionsbereich einsetzt, wann er genutzt werden darf und was jede der sechs Sonderaktionen tut. Herden und Verkäufe werden hier nur skizziert; Lektion 05 erklärt sie ausführlich.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.coach.words import say_decision
from gaucho.config import AREA_TITLES, AREAS, DEFAULT_CONFIG, area_name, player_name
from gaucho.exercises import Drill, PickMove, PickRefused
from gaucho.i18n import _, and_list
from gaucho.practice import Decide

# die Sprache von allem, was das Spiel schreibt: "de" (Deutsch), "es", "fr" oder "en"
gaucho.set_language("de")

PAMPA = [
    ["S11", "K10", "B6"],
    ["S4", "G9", "B2", None],
    ["K3", "G12", "B8", None, "#"],
    ["S7", "K9", "G5", None, None, "#"],
]


def position(held, players, **changes):
    """Runde 2, Rot ist nach der Würfelwahl am Zug und hält diese Würfel."""
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
    """Die Sonderaktionen unter den erlaubten Aktionen, eine pro Zeile: der Zug, dann in Worten."""
    return "\n".join(f"  {str(a):14} {say_decision(a, game.phase)}"
                     for a in game.legal_actions().grouped().get("special", []))


def by_player(values):
    """Eine Zahl je Spieler, mit den Farben der Spieler („Rot 65, Blau 40 und Grün 0“)."""
    return and_list(f"{player_name(p)} {n}" for p, n in enumerate(values))


def example(name, variation=None):
    """Spielt ein gespeichertes Beispiel der Spielregel, druckt seine Züge, prüft es und gibt die Partie danach zurück."""
    scenario = examples.load(name)
    run = scenario.run(variation)
    print(run.narration())
    print(scenario.verdict(variation))
    for bad in scenario.expect_illegal if variation is None else ():
        before = scenario.run(until=bad.after).game
        print(f"nicht erlaubt: {bad.action:20} -> {before.why_illegal(bad.action)}")
    return run.game


# %% [markdown]
# ## Einen Gaucho einsetzen (R-AREA-1 bis R-AREA-7)
#
# Das Einsetzen kostet einen Würfel (oder eine Summe von Würfeln) in Höhe des Werts des
# Bereichs (R-AREA-1, R-AREA-2). Die Notation der Züge nennt jeden Bereich mit seinem kurzen
# englischen Namen, der in allen Sprachen gleich ist, die Erzählung mit seiner deutschen
# Aufschrift auf dem Spielbrett: `SORT` (ORDNEN), `WISH` (WUNSCH), `SALE` (VERKAUF, von
# SOFORTVERKAUF), `STEAL` (STEHLEN, von RINDER STEHLEN), `RAISE` (WECKEN, von GAUCHOS
# AUFWECKEN/VERDRÄNGEN) und `STEPPE` (STEPPE, von GEHEIME RINDER):

# %%
for area in AREAS:
    print(f"{area:7} {_(AREA_TITLES[area]):44} Wert {DEFAULT_CONFIG.area_values[area]}")

# %% [markdown]
# Rot hält eine 3 und eine 4 und hat seit einem früheren Zug einen Gaucho auf WUNSCH
# (`WISH`); Blau hat einen auf RINDER STEHLEN (`STEAL`). Der Gaucho von Blau sperrt Rots
# eigenes Feld dort nicht (R-AREA-7), also setzt Rot für die 4 auf `STEAL` ein:

# %%
game = position([3, 4], [{"spaces": ["WISH"]}, {"spaces": ["STEAL"], "herds": [["S8", "S12"]]}, {}])
play(game, "place STEAL 4")

# %%
game

# %% [markdown]
# Die Regeln rund um dieses Einsetzen, jede von der Engine geprüft:
#
# * der neue Gaucho darf nicht im selben Zug genutzt werden (R-AREA-4);
# * ein Feld pro Spieler und Bereich, also kein zweiter Gaucho auf `STEAL` (R-AREA-3);
# * ein Feld, das in diesem Zug frei geworden ist, auch indem der Gaucho ungenutzt
#   zurückgenommen wurde (R-SPECIAL-6), darf in diesem Zug nicht wieder besetzt werden
#   (R-AREA-5);
# * in einen Bereich einsetzen und im selben Zug einen anderen nutzen ist erlaubt (R-AREA-6).

# %% [markdown]
# Jetzt nimmt Rot den Gaucho von `WISH` ungenutzt zurück (R-SPECIAL-6):

# %%
play(game, "remove WISH")

# %% [markdown]
# **Du bist dran.** Rot hat gerade auf `STEAL` eingesetzt und den Gaucho von `WISH`
# zurückgenommen; eine 3 ist übrig.

# %% tags=["exercise"] exercise={"name": "04-place", "right": "place SALE 3", "wrong": "place WISH 3"}
ExerciseWidget(PickMove(
    "04-place", game, "Setze mit der 3 einen Gaucho ein.",
    ["place WISH 3", "place STEAL 3", "place SALE 3"], rule_id="R-AREA-5"))

# %% tags=["exercise"] exercise={"name": "04-too-soon", "right": "steal S8", "wrong": "place SORT 3"}
ExerciseWidget(PickRefused(
    "04-too-soon", game, "Welchen Zug lehnt das Spiel jetzt ab?",
    ["place SORT 3", "steal S8", "place SALE 3"], rule_id="R-AREA-4"))

# %% [markdown]
# Was die Engine zu diesen Zügen sagt:

# %%
for move in ["steal S8", "place STEAL 3", "place WISH 3", "place SALE 3"]:
    reason = game.why_illegal(move)  # None: der Zug ist erlaubt
    print(f"{move:13} ->", f"abgelehnt: {reason}" if reason else "erlaubt")

# %%
from gaucho import IllegalAction

try:
    game.play("steal S8")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# **In neuen Stellungen.** Jede dieser Übungen baut aus einem Seed eine neue Partie auf
# und spielt sie bis zu einem Zug der Runde 1; *Noch eine* gibt dir eine frische. Lies die
# Würfel in der Hand und die Felder, die der Spieler schon besetzt.

# %% tags=["exercise"] exercise={"name": "04-place-any", "right": "place RAISE 5", "wrong": "place RAISE 5+5"}
ExerciseWidget(Drill("04-place-any", drills.place_paid, seed=1))

# %% tags=["exercise"] exercise={"name": "04-placed-any", "right": "place SALE 2", "wrong": "end"}
ExerciseWidget(Drill("04-placed-any", drills.placed_refused, seed=1))

# %% [markdown]
# ## WUNSCH (`WISH`, der Rodeo-Held)
#
# Wer WUNSCH nutzt, bekommt für den Rest des Zuges einen **Wunschwürfel**; sein Besitzer
# wählt dessen Wert (1-6), wenn er ihn ausgibt (R-WISH-1, R-WISH-2), und darf ihn zu einem
# oder beiden gewählten Würfeln addieren (R-WISH-3). In der Notation wird der Wunschwürfel
# `w` geschrieben, ohne Wert: Er zeigt den Wert, der passt, und Möglichkeiten, die sich nur
# in diesem Wert unterscheiden, sind derselbe Zug (R-WISH-2).
#
# **EX-WISH-1: der Wunschwürfel allein.** Rot hält 2 und 3 und gibt nur den Wunschwürfel
# aus, als 6, um einen Gaucho auf GEHEIME RINDER (`STEPPE`) einzusetzen (R-AREA-2). Die
# gewählten Würfel sind noch da, und der neue Gaucho muss auf einen späteren Zug warten
# (R-AREA-4).

# %%
wish1 = example("EX-WISH-1")
print("Würfel in der Hand:", and_list(wish1.state.held),
      "- Rots Felder:", and_list(area_name(a) for a in sorted(wish1.state.spaces[0])))

# %% [markdown]
# **EX-WISH-2: ein dritter Würfel.** Mit 4 und 4 in der Hand kauft der Wunschwürfel als
# dritte 4 Gold 12 direkt (R-DICE-1, R-PAMPA-1).

# %%
wish2 = example("EX-WISH-2")

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert wish2.state.held == [] and wish2.state.gauchos_on[tiles.parse("G12")] == (0, True)

# %% [markdown]
# ### Herden, kurz gefasst
#
# Die nächsten Aktionen bewegen Plättchen zwischen **Herden**. Jedes Plättchen, das ein
# Spieler bekommt, kommt in seine Herde dieser Rasse: eine Herde pro Rasse, ihre Plättchen
# in einer Reihe, die aufsteigt oder absteigt (R-HERD-1 bis R-HERD-4). Eine Herde ist beim
# Verkauf *Anzahl der Plättchen × ihre höchste große Zahl* wert (R-SELL-1). Ein neues
# Plättchen kommt an das rechte Ende der Herde; ein Plättchen, das die Reihenfolge der Herde
# nicht fortsetzt, erzwingt den Verkauf der ganzen Herde und beginnt eine neue (R-HERD-6).
# Lektion 05 zeigt das alles Schritt für Schritt.

# %% [markdown]
# ## RINDER STEHLEN, dann SOFORTVERKAUF (EX-STEAL-SALE)
#
# Der Viehdieb nimmt ein beliebiges Plättchen aus einer Herde eines Gegners (R-STEAL-1);
# der Bestohlene bekommt den Wert des Plättchens als Entschädigung (R-STEAL-2) und behält
# den Rest seiner Herde in ihrer Reihenfolge (R-STEAL-3). Das Plättchen kommt in die Herde
# dieser Rasse des Diebs, wenn es passt (R-STEAL-4). SOFORTVERKAUF (`SALE`) verkauft eine
# Herde des Besitzers aus zwei oder mehr Plättchen für *Plättchen × höchster Wert* plus
# 5 Pesos Bonus (R-SALE-1, R-SELL-1). Mehrere Sonderaktionen dürfen in einem Zug
# aufeinander folgen (R-SPECIAL-4).
#
# Rot: weiße Herde 4, 6, 9 und 20 Pesos, Gauchos auf `STEAL` und `SALE`. Blau: weiße
# Herde 12, 10 und 30 Pesos.

# %%
print("Rot darf:")
print(specials(examples.load("EX-STEAL-SALE").game()))
thief = example("EX-STEAL-SALE")

# %%
print("Pesos:", by_player(thief.pesos))
print("Herden von Blau:", and_list(tiles.words(t) for herd in thief.state.herds[1].values() for t in herd))
print("Herden von Rot:", len(thief.state.herds[0]), "- Vorrat", thief.state.supply[0])

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert thief.pesos[:2] == [65, 40]

# %% [markdown]
# **In einer neuen Stellung.** SOFORTVERKAUF mit einer Herde, die diese Lektion noch nicht
# gezeigt hat:

# %% tags=["exercise"] exercise={"name": "04-sale-any", "right": "20", "wrong": "15"}
ExerciseWidget(Drill("04-sale-any", drills.sale_value, seed=1))

# %% [markdown]
# Geh EX-STEAL-SALE auf dem Spielbrett durch, ein Zug pro Klick:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-STEAL-SALE")

# %% [markdown]
# ## GAUCHOS AUFWECKEN/VERDRÄNGEN (`RAISE`, der Aufseher)
#
# Der Aufseher arbeitet in einer von zwei Arten (R-RAISE-1).
#
# **EX-RAISE-1: Aufwecken.** Einen oder zwei der eigenen liegenden Gauchos aufrichten, ohne
# Würfel (R-RAISE-2). Rot liegt auf einer 10 und einer 9.

# %%
before = examples.load("EX-RAISE-1").game()
before

# %% [markdown]
# **Zuerst bist du dran.** Rot hat in einem früheren Zug auf den Aufseher eingesetzt und
# zwei Zweien genommen. Jede Wahl unten ist erlaubt: Welche bringt am meisten? Der Trainer
# spielt jede viele Male bis zum Ende (eine kleine Suche mit Seed, aus dem, was Rot
# sehen kann) und zählt am Ende Rots Pesos; eine falsche Antwort zeigt, wozu jede Wahl
# führt.

# %% tags=["exercise"] exercise={"name": "04-raise-best", "right": "raise K9 W10", "wrong": "end"}
ExerciseWidget(Decide(
    "04-raise-best", before, "Welcher dieser Züge führt am Ende zu den meisten Pesos?",
    ["end", "remove RAISE", "raise K9 W10"], rule_id="R-RAISE-2", seed=1))

# %% tags=["exercise"] exercise={"name": "04-raise", "right": "raise K9 W10 B4", "wrong": "replace S7"}
ExerciseWidget(PickRefused(
    "04-raise", before, "Rot hat einen Gaucho auf dem Aufseher. Welche Nutzung wird abgelehnt?",
    ["raise K9 W10", "replace S7", "raise K9 W10 B4"], rule_id="R-RAISE-2"))

# %%
print("Rot darf:")
print(specials(before))
raised = example("EX-RAISE-1")
print("Rots Vorrat:", before.state.supply[0], "->", raised.state.supply[0],
      "- Würfel in der Hand:", and_list(raised.state.held))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert gaucho.exercises.registered("04-raise-best").right_answer() == "raise K9 W10"

# %% [markdown]
# **EX-RAISE-2: Verdrängen.** Einen liegenden Gaucho eines Gegners nach Hause schicken und
# einen eigenen stehend auf dieses Plättchen stellen; der Gegner bekommt den Wert des
# Plättchens (R-RAISE-3, R-RAISE-4). Rots Vorrat ist leer, aber der Gaucho, der vom Feld
# des Aufsehers zurückkommt, kann der sein, der sich hinstellt (R-SPECIAL-3).

# %%
replaced = example("EX-RAISE-2")
print("Vorräte:", by_player(replaced.state.supply), "- Pesos:", by_player(replaced.pesos))

# %% [markdown]
# ## GEHEIME RINDER (`STEPPE`, EX-STEPPE)
#
# Wer GEHEIME RINDER nutzt, legt sich fest: Der Gaucho verlässt zuerst das Feld, und erst
# dann sieht sich der Spieler die verdeckten Plättchen der Steppe an (`steppe`,
# R-STEPPE-1). Bis dahin nennt nichts, nicht einmal die Liste der erlaubten Aktionen, ein
# Plättchen der Steppe. Dann (`put ...`) nimmt er ein Plättchen mit beliebigem Wert oder
# zwei Plättchen mit Wert 4 oder weniger (R-STEPPE-2). Jedes kommt auf ein beliebiges leeres
# Weidefeld, auch in einer Weide, die schon 20 wert ist (R-STEPPE-3), mit einem stehenden
# Gaucho aus dem Vorrat (R-STEPPE-4); nicht mehr Plättchen als leere Felder oder Gauchos
# (R-STEPPE-5). Danach wird die Steppe wieder auf vier nachgefüllt (R-STEPPE-7).
#
# Rot hat einen Gaucho im Vorrat und dazu den auf GEHEIME RINDER; in der Steppe liegen 1,
# 3, 8 und 12.

# %% tags=["exercise"] exercise={"name": "04-steppe", "right": "put B1>P1 G3>P2", "wrong": "put K8>P1 G3>P2"}
looked = examples.load("EX-STEPPE").game()
looked.play("steppe")
ExerciseWidget(PickMove(
    "04-steppe", looked, "Rot hat sich die Steppe angesehen (1, 3, 8, 12). Nimm zwei Plättchen.",
    ["put K8>P1 G3>P2", "put B1>P1 G3>P2 K8>P3", "put B1>P1 G3>P2"], rule_id="R-STEPPE-2"))

# %% [markdown]
# Das Beispiel der Spielregel:

# %%
steppe = example("EX-STEPPE")

# %%
print("Rots Vorrat:", steppe.state.supply[0], "- Steppe:", len(steppe.state.steppe),
      "Plättchen - Nachziehstapel:", len(steppe.state.draw_pile), "- Summe P1:", steppe.state.pasture_sum(0))

# %% tags=["nbval-ignore-output"]
steppe

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert steppe.state.supply[0] == 0 and steppe.state.pasture_sum(0) == 22
assert steppe.state.gauchos_on[tiles.parse("B1")] == (0, True)

# %% [markdown]
# ## ORDNEN (`SORT`, EX-SORT)
#
# ORDNEN wird außerhalb des eigenen Zuges genutzt: am Ende einer Runde, während ein
# eingesammeltes Plättchen an seine Herde angelegt wird (R-SORT-1). Normalerweise kommt ein
# Plättchen an das rechte Ende der Herde und muss ihre Reihenfolge fortsetzen (R-HERD-3,
# R-HERD-4); ein Plättchen, das nicht passt, erzwingt den Verkauf der Herde (R-HERD-6). Mit
# ORDNEN wird das Plättchen stattdessen an seinen Platz eingeordnet (R-SORT-2), ohne
# Verkauf (R-SORT-4).
#
# Rots weiße Herde ist 3, 6, 9, und Rot sammelt am Ende der Runde Weiß 5 ein, mit
# einem Gaucho auf ORDNEN. (Was am Rundenende nach dem Anlegen geschieht, ist das Thema des
# Notebooks `05-end-of-round`.)

# %%
print(examples.load("EX-SORT").game().legal_actions())
sort_game = example("EX-SORT")

# %% [markdown]
# Dasselbe Einsammeln ohne ORDNEN (die Variante `without-sort` des Beispiels):

# %%
without_sort = example("EX-SORT", "without-sort")

# %%
white = tiles.breed(tiles.parse("W1"))  # der Index der weißen Rasse
print("mit ORDNEN:  ", tiles.names(sort_game.state.herds[0][white]), "- Pesos", sort_game.pesos[0],
      "- Vorrat", sort_game.state.supply[0])
print("ohne ORDNEN: ", tiles.names(without_sort.state.herds[0][white]), "- Pesos", without_sort.pesos[0])

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert without_sort.pesos[0] == 3 * 9 and sort_game.pesos[0] == 0
for name in ("EX-WISH-1", "EX-WISH-2", "EX-STEAL-SALE", "EX-RAISE-1", "EX-RAISE-2", "EX-STEPPE",
             "EX-SORT"):
    assert examples.load(name).check() == [], name
assert examples.load("EX-SORT").check("without-sort") == []

# %% [markdown]
# ## Zusammenfassung: die Regeln dieser Lektion
#
# * <a href="rules.ipynb#cell-id=R-COMP-13" title="Jeder Aktionsbereich hat ein Aktionsfeld je Spielerfarbe, und ein Spieler darf nur das Feld seiner eigenen Farbe besetzen oder nutzen.">R-COMP-13</a>
# * <a href="rules.ipynb#cell-id=R-AREA-1" title="Einsetzen: den Wert eines Aktionsbereichs bezahlen und einen Gaucho aus dem Vorrat auf das eigene unbesetzte Aktionsfeld des Spielers in diesem Bereich setzen.">R-AREA-1</a>
# * <a href="rules.ipynb#cell-id=R-AREA-2" title="Die Werte sind 1, 2 oder 3 für ORDNEN, WUNSCH und SOFORTVERKAUF; 4 für RINDER STEHLEN; 5 für GAUCHOS AUFWECKEN/VERDRÄNGEN; 6 für GEHEIME RINDER; eine Würfelsumme zählt als ein Wert.">R-AREA-2</a>
# * <a href="rules.ipynb#cell-id=R-AREA-3" title="Ein Aktionsfeld hält höchstens einen Gaucho, also hat ein Spieler höchstens einen Gaucho je Aktionsbereich.">R-AREA-3</a>
# * <a href="rules.ipynb#cell-id=R-AREA-4" title="Einen auf ein Aktionsfeld gesetzten Gaucho DARF man NICHT im selben Zug nutzen.">R-AREA-4</a>
# * <a href="rules.ipynb#cell-id=R-AREA-5" title="Ein Spieler DARF NICHT einen Gaucho auf ein Aktionsfeld setzen, das er früher im selben Zug geräumt hat, ob durch Nutzen oder durch Wegnehmen des Gauchos ohne Nutzen.">R-AREA-5</a>
# * <a href="rules.ipynb#cell-id=R-AREA-6" title="Ein Spieler DARF im selben Zug einen Gaucho auf ein Aktionsfeld setzen und ein anderes nutzen.">R-AREA-6</a>
# * <a href="rules.ipynb#cell-id=R-AREA-7" title="Die Gauchos eines Spielers blockieren nie die Aktionsfelder eines anderen.">R-AREA-7</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-1" title="Ein Spieler DARF die Sonderaktion eines Aktionsbereichs nur nutzen, solange sein Gaucho auf seinem Feld dort steht und in einem früheren Zug eingesetzt wurde (die Vorrunde zählt mit).">R-SPECIAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-2" title="WUNSCH, SOFORTVERKAUF, RINDER STEHLEN, GAUCHOS AUFWECKEN/VERDRÄNGEN und GEHEIME RINDER werden nur im Zug ihres Besitzers genutzt: in einem regulären Zug erst nach der Würfelwahl, in der Runde ohne Würfel zu jedem Zeitpunkt seines Zuges (R-NODICE-2); ORDNEN nur wie in R-SORT-1.">R-SPECIAL-2</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-3" title="Wer eine Sonderaktion nutzt, bringt zuerst den Gaucho von diesem Aktionsfeld in den Vorrat seines Besitzers zurück; dieser Gaucho steht sofort zur Verfügung, sogar innerhalb derselben Aktion.">R-SPECIAL-3</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-4" title="Ein Spieler DARF in einem Zug mehrere verschiedene Sonderaktionen nutzen, in beliebiger Reihenfolge zwischen Würfelaktionen.">R-SPECIAL-4</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-5" title="Jede Sonderaktion wird vollständig abgehandelt, bevor der nächste Schritt des Zuges beginnt.">R-SPECIAL-5</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-6" title="In seinem Zug DARF ein Spieler jeden eigenen Gaucho von einem Aktionsfeld in seinen Vorrat zurücknehmen, ohne die Aktion auszuführen.">R-SPECIAL-6</a>
# * <a href="rules.ipynb#cell-id=R-WISH-1" title="Wer WUNSCH nutzt, bekommt für den Rest des laufenden Zuges einen Wunschwürfel.">R-WISH-1</a>
# * <a href="rules.ipynb#cell-id=R-WISH-2" title="Der Spieler wählt den Wert des Wunschwürfels, 1 bis 6, wenn er ihn ausgibt; Einsetzungen, die sich nur im gewählten Wert des Wunschwürfels unterscheiden (und alle bezahlen), sind derselbe Zug.">R-WISH-2</a>
# * <a href="rules.ipynb#cell-id=R-WISH-3" title="Den Wunschwürfel DARF man allein oder zusammen mit einem oder beiden gewählten Würfeln in einer einzigen Aktion ausgeben.">R-WISH-3</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-1" title="Der Dieb nimmt ein Plättchen seiner Wahl aus einer beliebigen Herde eines beliebigen Gegners, an jeder Stelle, auch aus einer Herde aus 1 Plättchen.">R-STEAL-1</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-2" title="Der Bestohlene bekommt sofort so viele Pesos wie die große Zahl des gestohlenen Plättchens (Entschädigung).">R-STEAL-2</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-3" title="Die Herde des Bestohlenen behält ihre übrigen Plättchen in ihrer Reihenfolge; eine Herde ohne Plättchen hört auf zu bestehen, und ein Diebstahl zwingt den Bestohlenen nie zu einem Verkauf.">R-STEAL-3</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-4" title="Das gestohlene Plättchen beginnt eine neue Herde, wenn der Dieb keine Herde seiner Rasse hat; sonst kommt es an das rechte Ende dieser Herde, wenn es passt (R-HERD-4).">R-STEAL-4</a>
# * <a href="rules.ipynb#cell-id=R-SALE-1" title="SOFORTVERKAUF verkauft eine Herde des Besitzers aus mindestens 2 Plättchen nach R-SELL-1 und gibt 5 Pesos Bonus dazu.">R-SALE-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Eine Herde bringt (Zahl ihrer Plättchen) × (ihre höchste große Zahl) Pesos, die zu den Pesos des Verkäufers kommen.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-1" title="Der Spieler wählt genau eine Art: Aufwecken (R-RAISE-2) oder Verdrängen (R-RAISE-3).">R-RAISE-1</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-2" title="Aufwecken: 1 oder 2 seiner eigenen liegenden Gauchos irgendwo in der Pampa aufrichten, ohne Würfel.">R-RAISE-2</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-3" title="Verdrängen: genau 1 liegenden Gaucho eines Gegners in den Vorrat seines Besitzers zurückbringen und einen eigenen Gaucho aus dem Vorrat stehend auf dieses Plättchen stellen; der soeben vom Feld des Aufsehers frei gewordene Gaucho DARF dieser Gaucho sein.">R-RAISE-3</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-4" title="Nach dem Verdrängen bekommt der Gegner so viele Pesos wie die große Zahl des Plättchens (Entschädigung).">R-RAISE-4</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-1" title="Wer GEHEIME RINDER nutzt, legt sich fest: Sein Gaucho verlässt das Feld, und erst dann sieht er sich alle Plättchen der Steppe an; die anderen Spieler sehen sie nicht. Vorher zeigt nichts irgendeinem Spieler ein verdecktes Plättchen der Steppe, auch die Liste der erlaubten Aktionen nicht (R-COMP-14).">R-STEPPE-1</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-2" title="Er nimmt entweder 1 Plättchen beliebigen Wertes oder 2 Plättchen mit je einer großen Zahl ≤ 4.">R-STEPPE-2</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-3" title="Er legt jedes genommene Plättchen offen in eine Weide seiner Wahl, die ein leeres Feld hat, auch eine, deren Summe schon ≥ 20 ist; das Plättchen kommt auf das am weitesten links liegende leere Feld dieser Weide (R-COMP-18).">R-STEPPE-3</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-4" title="Auf jedes so gelegte Plättchen stellt er einen Gaucho aus seinem Vorrat, stehend.">R-STEPPE-4</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-5" title="Er DARF NICHT mehr Plättchen nehmen, als es leere Felder gibt, und nicht mehr, als Gauchos in seinem Vorrat sind (der zurückgekehrte Gaucho der Steppe mitgezählt).">R-STEPPE-5</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-6" title="Nicht genommene Plättchen bleiben verdeckt in der Steppe.">R-STEPPE-6</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-7" title="Dann wird die Steppe vom Nachziehstapel nachgefüllt, bis sie 4 Plättchen hält oder der Stapel leer ist.">R-STEPPE-7</a>
# * <a href="rules.ipynb#cell-id=R-SORT-1" title="ORDNEN DARF nur genutzt werden, während sein Besitzer ein soeben eingesammeltes Plättchen an seine vorhandene Herde dieser Rasse anlegt, beim Einsammeln am Rundenende (§16) oder in der Schlusswertung (§23).">R-SORT-1</a>
# * <a href="rules.ipynb#cell-id=R-SORT-2" title="Mit ORDNEN wird das Plättchen an der Stelle eingefügt, an der die Herde in ihrer Richtung streng geordnet bleibt; in einer Herde aus 2 oder mehr Plättchen ist diese Stelle eindeutig, also passt jedes Plättchen dieser Rasse.">R-SORT-2</a>
# * <a href="rules.ipynb#cell-id=R-SORT-4" title="Eine Nutzung von ORDNEN legt genau ein Plättchen an, und dieses Plättchen löst keinen Zwangsverkauf aus.">R-SORT-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Passt ein Plättchen, das angelegt werden muss, nicht (ein unpassendes Plättchen), wird diese Herde sofort verkauft (Zwangsverkauf, §18), und das Plättchen beginnt eine neue Herde.">R-HERD-6</a>

# %% [markdown]
# Weiter: das Ende einer Runde (Einsammeln, Herden und Zwangsverkäufe) in `05-end-of-round`.
