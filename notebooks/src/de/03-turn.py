# ruff: noqa: E402, B018, E501
"""Source of notebooks/de/03-turn.ipynb (lesson 03 in German); build with
`python tools/build_notebooks.py de/03-turn`. Same code as notebooks/src/03-turn.py."""

# %% [markdown]
# # 03 · Ein Zug: Würfel nehmen und ausgeben
#
# Eine normale Runde beginnt damit, dass der Startspieler alle Würfel des Würfelrodeos
# wirft (R-ROUND-2, R-ROUND-3). Dann ist jeder Spieler der Reihe nach am Zug und
#
# 1. **nimmt** zwei Würfel aus dem Rodeo (R-TURN-1); nichts anderes darf vorher kommen
#    (R-TURN-3);
# 2. **gibt** sie **aus**, jeden Würfel einzeln oder mehrere zu einer Zahlung zusammengezählt
#    (R-DICE-1), für Reservierungen in der Pampa oder für Aktionsfelder (R-DICE-5);
# 3. **beendet** den Zug ausdrücklich (R-TURN-4).
#
# Die ausgearbeiteten Beispiele der Spielregel sind als Daten in `gaucho.examples`
# gespeichert (eine Ausgangsstellung, die Züge, das erwartete Ergebnis); `load(...).game()`
# gibt die Ausgangsstellung als Partie, in der wir weiterspielen können, `run()` spielt die
# Züge des Beispiels und `check()` vergleicht das Ergebnis mit der Spielregel (eine leere
# Liste heißt, sie stimmen überein).

# %% [markdown]
# **In dieser Lektion** lernst du einen normalen Zug: zuerst zwei Würfel nehmen, dann genau bezahlen, mit einem Würfel oder einer Summe, für einen stehenden oder einen liegenden Gaucho, deinen eigenen liegenden Gaucho aufrichten und den Zug beenden.
#
# Die erste Codezeile wählt die Sprache, in der das Spiel erzählt.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, practice
from gaucho.config import DEFAULT_CONFIG, player_name
from gaucho.exercises import Drill, EnterNumber, PickMove

# die Sprache von allem, was das Spiel schreibt: "de" (Deutsch), "es", "fr" oder "en"
gaucho.set_language("de")


def show(game):
    """Die Pampa, die Würfel und Rots Zeile der Textansicht."""
    for line in str(game).splitlines():
        if line.startswith(("  P", "Würfelrodeo", "Rot hält", "  Rot")):
            print(line)


def narrate(events):
    for event in events:
        print(event)


def refusals(scenario):
    """Die Züge, die laut Beispiel unerlaubt sind, jeder von der Engine erklärt."""
    for bad in scenario.expect_illegal:
        game = scenario.run(until=bad.after).game
        print(f"{bad.action:12} -> {game.why_illegal(bad.action)}")


ex_turn_1 = examples.load("EX-TURN-1")
game = ex_turn_1.game()
show(game)

# %%
game

# %% [markdown]
# Jedes Plättchen zeigt eine **große Zahl** (seinen Wert, 1-12) und eine **kleine Zahl**,
# die abgerundete Hälfte davon, mindestens aber 1 (R-COMP-3). Wer die große Zahl bezahlt,
# stellt einen **stehenden** Gaucho auf das Plättchen: eine Reservierung, die später
# eingesammelt wird (R-PAMPA-1, Aktion A). Wer die kleine Zahl bezahlt, legt einen
# **liegenden** Gaucho dorthin: eine billigere Reservierung (R-PAMPA-2, Aktion B). Wer die
# kleine Zahl noch einmal bezahlt, richtet seinen eigenen liegenden Gaucho auf (R-PAMPA-3,
# Aktion C).

# %% tags=["exercise"] exercise={"name": "03-small", "right": "4", "wrong": "9"}
ExerciseWidget(EnterNumber(
    "03-small", "Was kostet ein liegender Gaucho auf einem Plättchen mit der großen Zahl 9?",
    lambda: DEFAULT_CONFIG.small(9), rule_id="R-PAMPA-2"))

# %% [markdown]
# Die ganze Tabelle der kleinen Zahlen, zum Überprüfen deiner Antwort, wenn du sie gegeben
# hast:

# %%
from IPython.display import HTML

table = (f"groß : {list(range(1, 13))}\n"
         f"klein: {[DEFAULT_CONFIG.small(big) for big in range(1, 13)]}")
HTML(f"<details><summary>Tabelle zeigen</summary><pre>{table}</pre></details>")

# %% [markdown]
# ## Zuerst die Würfelwahl
#
# Vor der Würfelwahl ist nichts anderes erlaubt (R-TURN-3):

# %%
print(game.why_illegal("A W11 5+6"))
print(game.legal_actions())

# %% tags=["exercise"] exercise={"name": "03-first", "right": "take 5 6", "wrong": "A W11 5+6"}
ExerciseWidget(PickMove(
    "03-first", game, "Rot ist am Zug. Was muss Rot zuerst tun?",
    ["A W11 5+6", "end", "take 5 6"], rule_id="R-TURN-3"))

# %% [markdown]
# ## EX-TURN-1: eine Aktion, bezahlt mit zwei Würfeln
#
# Rot nimmt die 5 und die 6 und bezahlt ihre Summe, 11, für einen stehenden Gaucho auf
# Weiß 11 (R-TURN-1, R-DICE-1, R-DICE-3, R-PAMPA-1). Beide Würfel sind ausgegeben.

# %%
narrate(game.play("take 5 6"))
print(game.legal_actions())

# %%
narrate(game.play("A W11 5+6"))
show(game)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.state.gauchos_on[gaucho.tiles.parse("W11")] == (0, True)
assert game.state.held == [] and game.state.supply[0] == DEFAULT_CONFIG.gauchos[3] - 1
assert ex_turn_1.check() == []  # the stored example agrees

# %% [markdown]
# Das Beispiel listet auch Züge auf, die hier unerlaubt sind, jeder von der Engine erklärt:

# %%
refusals(ex_turn_1)

# %% [markdown]
# Geh EX-TURN-1 auf dem Spielplan durch, ein Zug pro Klick:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-TURN-1")

# %% [markdown]
# ## EX-TURN-2: dasselbe Ergebnis in zwei Schritten
#
# Jetzt bietet der Rodeo zwei Fünfen. Die kleine Zahl von Weiß 11 ist 5, also
# kann Rot sich zuerst für eine 5 darauflegen (R-PAMPA-2) und den Gaucho dann für die andere
# 5 aufrichten (R-PAMPA-3). Jeder Würfel bezahlt nur eine Aktion und wird nie geteilt
# (R-DICE-2).

# %%
ex_turn_2 = examples.load("EX-TURN-2")
run_2 = ex_turn_2.run()
print(run_2.narration())
show(run_2.game)

# %%
one, two = game.state, run_2.game.state
same = one.gauchos_on == two.gauchos_on and one.supply == two.supply and one.held == two.held
print("dieselben Reservierungen, Vorräte und Würfel wie in EX-TURN-1" if same else "andere Reservierungen, Vorräte oder Würfel als in EX-TURN-1")
refusals(ex_turn_2)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert same and ex_turn_2.check() == []

# %% tags=["exercise"] exercise={"name": "03-raise", "right": "C W11 5", "wrong": "A W11 5"}
lying = ex_turn_2.game()
lying.play("take 5 5")
lying.play("B W11 5")
ExerciseWidget(PickMove(
    "03-raise", lying, "Rot liegt auf Weiß 11 und hält noch eine 5. Richte den Gaucho auf.",
    ["A W11 5", "B W11 5", "C W11 5"], rule_id="R-PAMPA-3"))

# %% [markdown]
# ## EX-DICE-SPLIT: eine Summe oder zwei Aktionen
#
# Rot hat eine 6 und eine 4 genommen. Rot darf mit der Summe eine 10 kaufen (a) oder mit der
# 6 eine 6 und mit der 4 eine 4 kaufen (b). Beides ist erlaubt (R-DICE-1, R-DICE-2,
# R-PAMPA-1).

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
    print(f"({name}) Rot steht auf {gaucho.i18n.and_list(standing)}, übrige Würfel {len(g.state.held)}")

# %% [markdown]
# ## Nur genaue Bezahlung
#
# Eine Zahlung muss genau dem Preis entsprechen: Zu viel zu bezahlen ist genauso unerlaubt
# wie zu wenig (R-DICE-3). Mit 6 und 4 in der Hand darf Rot für Gold 6 nicht 10
# bezahlen:

# %%
from gaucho import IllegalAction

try:
    split.play("A G6 4+6")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# Nach einem abgelehnten Zug ist die Partie unverändert. `why_illegal` erklärt weitere
# Versuche: zu wenig bezahlen und mit einem Würfel bezahlen, den Rot nicht hält.

# %%
for attempt in ["A G6 4+6", "A W10 6", "A W10 4+4", "B W10 4"]:
    print(f"{attempt:12} -> {split.why_illegal(attempt)}")
print("Würfel noch in der Hand:", gaucho.i18n.and_list(split.state.held))

# %% [markdown]
# **Du bist dran.** Rot hält noch die 6 und die 4.

# %% tags=["exercise"] exercise={"name": "03-exact", "right": "A W10 4+6", "wrong": "A W10 6"}
def stands_on_w10(after):
    return after.state.gauchos_on.get(gaucho.tiles.parse("W10")) == (0, True)


ExerciseWidget(PickMove(
    "03-exact", split, "Bezahle einen stehenden Gaucho und setze ihn auf Weiß 10: Welche "
    "Würfel bezahlen ihn genau?", ["A W10 6", "A W10 4+4", "A W10 4+6"], rule_id="R-DICE-3",
    goal=stands_on_w10, goal_rule="R-PAMPA-1"))

# %% tags=["exercise"] exercise={"name": "03-lie", "right": "B G9 4", "wrong": "B G9 6"}
ExerciseWidget(PickMove(
    "03-lie", split, "Bezahle einen liegenden Gaucho und setze ihn auf Gold 9.",
    ["B G9 6", "A G9 4+6", "B G9 4"], rule_id="R-PAMPA-2"))

# %% [markdown]
# ## Du bist dran, in neuen Stellungen
#
# Die nächsten Übungen bauen aus einem Seed eine neue Partie auf und spielen sie bis zu
# einem Zug der Runde 1, also ist jede eine Stellung, die diese Lektion noch nicht gezeigt
# hat; *Noch eine* gibt eine frische. Lies die Würfel und die Plättchen und bezahle dann
# genau. Auf dem Spielplan (die dritte Übung) leuchtet jedes Plättchen auf, das die Würfel
# bezahlen können: Welches gefragt ist, entscheidest du.

# %% tags=["exercise"] exercise={"name": "03-stand-any", "right": "A S4 4", "wrong": "B S4 4"}
ExerciseWidget(Drill("03-stand-any", drills.pay_standing, seed=1))

# %% tags=["exercise"] exercise={"name": "03-lie-any", "right": "B G11 1+4", "wrong": "B G11 1"}
ExerciseWidget(Drill("03-lie-any", drills.pay_lying, seed=1))

# %% tags=["exercise"] exercise={"name": "03-best-tile", "right": "A W11 5+6", "wrong": "A G6 6"}
ExerciseWidget(Drill("03-best-tile", drills.best_tile, seed=1), board=True)

# %% [markdown]
# ## Eine Entscheidung: Welcher Zug ist am meisten wert?
#
# Erlaubt ist nicht dasselbe wie gut. Hier ist die Frage, welcher von drei erlaubten Zügen
# im Schnitt zu den meisten Pesos am Spielende führt. Der Trainer beurteilt die Antwort: Er
# spielt die Partie von jeder Wahl aus viele Male zu Ende (eine kleine Suche mit Seed, aus
# dem, was der Spieler am Zug sehen kann) und zählt jede Antwort, die höchstens einen Peso
# unter der besten liegt, als richtig. Eine falsche Antwort zeigt, wozu jede Wahl führt,
# mit der Begründung des Trainers.

# %% tags=["exercise"] exercise={"name": "03-decide", "right": "B W11 5", "wrong": "A G5 5"}
ExerciseWidget(Drill("03-decide", practice.decide_spend, seed=1))

# %% [markdown]
# ## Ausgeben ist freiwillig; nicht ausgegebene Würfel verfallen
#
# Ein Spieler darf beide gewählten Würfel ausgeben, einen davon oder keinen (R-DICE-4).
# Würfel, die am Ende des Zugs übrig sind, verfallen: Sie gehen für den nächsten Spieler
# nicht in den Rodeo zurück (R-TURN-5). Hier gibt Rot nur die 6 aus und beendet den Zug;
# Blau nimmt seine Würfel aus dem, was übrig ist.

# %%
narrate(split.play("A G6 6"))
narrate(split.play("end"))
print("Rodeo jetzt:", gaucho.i18n.and_list(split.state.rodeo), "- am Zug:", player_name(split.current_player))

# %% tags=["nbval-ignore-output"]
split

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert split.current_player == 1 and split.state.held == []

# %% [markdown]
# ## Zusammenfassung: die Regeln dieser Lektion
#
# * <a href="rules.ipynb#cell-id=R-ROUND-2" title="Eine reguläre Runde läuft so ab: (a) der Startspieler würfelt alle Würfel des Würfelrodeos; (b) jeder Spieler macht genau einen Zug, beginnend beim Startspieler und weiter nach links; (c) Einsammeln (§16); (d) Auffüllen (§19); (e) nächster Startspieler (§20).">R-ROUND-2</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-3" title="Jeder geworfene Würfel zeigt einen Wert von 1 bis 6, gleichverteilt zufällig.">R-ROUND-3</a>
# * <a href="rules.ipynb#cell-id=R-TURN-1" title="Ein regulärer Zug beginnt mit der Würfelwahl: Der aktive Spieler MUSS 2 Würfel seiner Wahl aus dem Würfelrodeo nehmen, oder alle übrigen Würfel, wenn weniger als 2 übrig sind.">R-TURN-1</a>
# * <a href="rules.ipynb#cell-id=R-TURN-2" title="Nach der Würfelwahl DARF der aktive Spieler in beliebiger Reihenfolge und so oft die Regeln es erlauben: eine Würfelaktion ausführen (§5–7), eine Sonderaktion nutzen (§8), einen eigenen Gaucho von einem Aktionsfeld nehmen (R-SPECIAL-6), liegende Gauchos zurücknehmen (R-NOGAUCHO-1).">R-TURN-2</a>
# * <a href="rules.ipynb#cell-id=R-TURN-3" title="Der aktive Spieler DARF NICHT vor der Würfelwahl einen anderen Schritt eines regulären Zuges ausführen.">R-TURN-3</a>
# * <a href="rules.ipynb#cell-id=R-TURN-4" title="Der Zug endet nur durch einen ausdrücklichen Schritt „Zug beenden“, der nach der Würfelwahl immer erlaubt ist.">R-TURN-4</a>
# * <a href="rules.ipynb#cell-id=R-TURN-5" title="Gewählte Würfel, die bis zum Ende des Zuges nicht ausgegeben sind, verfallen; gewählte Würfel kehren innerhalb der Runde nie in den Würfelrodeo zurück.">R-TURN-5</a>
# * <a href="rules.ipynb#cell-id=R-DICE-1" title="Eine Würfelaktion wird mit einem Würfel oder mit der Summe mehrerer Würfel bezahlt: höchstens die 2 gewählten Würfel plus der Wunschwürfel (R-WISH-3).">R-DICE-1</a>
# * <a href="rules.ipynb#cell-id=R-DICE-2" title="Jeder Würfel, echt oder gedacht, wird für höchstens eine Aktion ausgegeben und lässt sich nicht teilen.">R-DICE-2</a>
# * <a href="rules.ipynb#cell-id=R-DICE-3" title="Der Würfel oder die Summe MUSS genau den verlangten Wert ergeben; zu viel oder zu wenig zu zahlen ist nicht erlaubt.">R-DICE-3</a>
# * <a href="rules.ipynb#cell-id=R-DICE-4" title="Würfel auszugeben ist freiwillig: Ein Spieler DARF beide, einen oder keinen seiner gewählten Würfel ausgeben.">R-DICE-4</a>
# * <a href="rules.ipynb#cell-id=R-DICE-5" title="Die Würfelaktionen sind die Pampa-Aktionen A, B und C (§6) und das Einsetzen eines Gauchos auf ein Aktionsfeld (§7).">R-DICE-5</a>
# * <a href="rules.ipynb#cell-id=R-COMP-3" title="Die kleine Zahl eines Plättchens ist `max(1, floor(big/2))`; die Engine führt sie als Datentabelle (der Eintrag 11→5 ist belegt, die übrigen sind ASSUMED):">R-COMP-3</a>
# * <a href="rules.ipynb#cell-id=R-COMP-11" title="Ein Plättchen trägt höchstens einen Gaucho, stehend oder liegend; ein Plättchen ohne Gaucho ist *unbesetzt*.">R-COMP-11</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-1" title="A (stehende Reservierung): die große Zahl eines unbesetzten Plättchens bezahlen und einen Gaucho aus dem Vorrat stehend daraufstellen.">R-PAMPA-1</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-2" title="B (liegende Reservierung): die kleine Zahl eines unbesetzten Plättchens bezahlen und einen Gaucho aus dem Vorrat liegend darauflegen.">R-PAMPA-2</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-3" title="C (aufrichten): die kleine Zahl eines Plättchens bezahlen, auf dem ein eigener Gaucho des Spielers liegt, und diesen Gaucho aufrichten.">R-PAMPA-3</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-1" title="Im Würfelrodeo liegen 2n+1 Würfel (5, 7 oder 9 bei 2, 3 oder 4 Spielern); die übrigen Würfel bleiben aus dem Spiel.">R-SETUP-1</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-4" title="Der eine Würfel, den niemand wählt, bleibt für den Rest der Runde ungenutzt im Würfelrodeo.">R-ROUND-4</a>

# %% [markdown]
# In jeder Runde wird ein Würfel nie genommen: Im Rodeo liegt ein Würfel mehr als doppelt so
# viele, wie Spieler mitspielen, und dieser letzte Würfel bleibt ungenutzt (R-SETUP-1,
# R-ROUND-4).
#
# Weiter: `04-action-areas`, Würfel für Aktionsfelder ausgeben und die sechs Sonderaktionen.
