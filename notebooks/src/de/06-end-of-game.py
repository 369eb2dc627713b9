# ruff: noqa: E402, B018, E501
"""Source of notebooks/de/06-end-of-game.ipynb (lesson 06 in German); build with
`python tools/build_notebooks.py de/06-end-of-game`. Same code as notebooks/src/06-end-of-game.py."""

# %% [markdown]
# # Das Spielende
#
# El Gaucho hat keine feste Zahl von Runden. Das Spiel endet einige Zeit, nachdem der
# Nachziehstapel aufgebraucht ist, in einer festen Abfolge:
#
# 1. die **Auslösung**: der Moment, in dem das letzte Plättchen den Nachziehstapel verlässt
#    (R-END-1); diese Runde wird wie üblich zu Ende gespielt (R-END-2);
# 2. **noch eine reguläre Runde**, mit Würfeln (R-END-3);
# 3. **eine Runde ohne Würfel** (R-END-4, §22);
# 4. **die Schlusswertung**: Jeder stehende Gaucho bringt sein Plättchen nach Hause, dann wird
#    jede Herde verkauft (§23); der reichste Spieler gewinnt, und bei Gleichstand teilen sich
#    alle Besten den Sieg (R-FINAL-5, R-TIE-1).

# %% [markdown]
# **In dieser Lektion** lernst du, wie das Spielende ausgelöst wird, welche Runden noch gespielt werden, was die Runde ohne Würfel erlaubt und wie die Schlusswertung die Sieger bestimmt.

# %%
import random

from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, flow
from gaucho.config import player_name
from gaucho.exercises import Drill, EnterNumber, PickRefused
from gaucho.i18n import _, and_list
from gaucho.practice import Decide

# die Sprache von allem, was das Spiel schreibt: "de" (Deutsch), "es", "fr" oder "en"
gaucho.set_language("de")


def winner_names(game):
    """Die Farben der Sieger in der Sprache der Lektion („Rot und Blau“)."""
    return and_list(player_name(p) for p in game.winners)


def by_player(values):
    """Eine Zahl je Spieler, mit den Farben der Spieler („Rot 30 und Blau 34“)."""
    return and_list(f"{player_name(p)} {n}" for p, n in enumerate(values))


def show(example_id, variation=None):
    """Zeigt ein Beispiel: Titel und Regeln, die Schritte mit ihrer Erzählung, die Prüfung."""
    scenario = examples.load(example_id)
    print(scenario.walkthrough(variation))
    return scenario.run(variation)

# %% [markdown]
# ## 1. Die Auslösung und die zusätzliche Runde
#
# Der Nachziehstapel kann an zwei Stellen leer werden: wenn ein Spieler nach GEHEIME RINDER
# die Steppe nachfüllt (R-STEPPE-7, R-STEPPE-8), oder beim Auffüllen der Weiden am Ende einer
# Runde (R-REFILL-4). In beiden Fällen wird das Spielende genau in diesem Moment ausgelöst,
# aber niemand hört auf zu spielen: Die laufende Runde wird zu Ende gespielt (R-END-2), und
# von da an kommt kein Plättchen mehr in die Pampa oder in die Steppe (R-END-5).
#
# **EX-END-3P** spielt das mit drei Spielern durch: Blaus GEHEIME RINDER nimmt das letzte
# Plättchen.

# %%
run = show("EX-END-3P")

# %%
run.game

# %% [markdown]
# Derselbe Ablauf als Tabelle: nach jedem Schritt die Runde, der Startspieler (`Start`),
# der Spieler am Zug (`am Zug`), die Runde, in der das Spielende ausgelöst wurde (`-`,
# solange es nicht ausgelöst ist), und die Phase.

# %%
print(f"{'Schritt':<20} {'Runde':>5}  {'Start':<6} {'am Zug':<6} {'Auslösung':<13} Phase")
for frame in run.frames:
    pos = frame.position
    trigger = "-" if pos["trigger_round"] is None else pos["trigger_round"]
    print(f"{str(frame.step):<20} {pos['round']:>5}  {player_name(pos['start_player']):<6} "
          f"{player_name(pos['active']):<6} {trigger!s:<13} {_(flow.PHASES[pos['phase']].title)}")

# %% [markdown]
# Lies die Spalte `Auslösung`: Das Spielende wird in Blaus Zug in Runde 6 ausgelöst und
# ändert sich danach nicht mehr. Grün spielt Runde 6 noch (R-END-2). Runde 7 ist die letzte
# reguläre Runde, wie üblich mit Würfeln (R-END-3); Runde 8 hat keine Würfel (R-END-4,
# R-NODICE-1); dann kommt die Schlusswertung und keine weitere Runde. Der Startspieler
# wandert weiterhin jede Runde einen Platz nach links: Rot, Blau, Grün (R-NEXT-1).

# %% tags=["exercise"] exercise={"name": "06-last-round", "right": "8", "wrong": "7"}
ExerciseWidget(EnterNumber(
    "06-last-round", "In EX-END-3P wird das Spielende in Runde 6 ausgelöst. Welche Runde ist "
    "die Runde ohne Würfel?", lambda end=run: end.frames[-1].position["round"],
    rule_id="R-END-4"))

# %% [markdown]
# Dieselbe Rechnung in einer Partie, die diese Lektion nicht gezeigt hat (*Noch eine* gibt
# eine neue):

# %% tags=["exercise"] exercise={"name": "06-trigger-any", "right": "9", "wrong": "8"}
ExerciseWidget(Drill("06-trigger-any", drills.rounds_after_trigger, seed=1))

# %% [markdown]
# Geh EX-END-3P auf dem Spielplan durch, einen Zug pro Klick:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-END-3P")

# %% [markdown]
# ## 2. Die Runde ohne Würfel
#
# In der letzten Runde würfelt niemand und niemand nimmt Würfel (R-NODICE-1). Ein Spieler
# kann weiterhin die Sonderaktionen seiner Gauchos auf Aktionsbereichen nutzen, Gauchos
# zurücknehmen und mit WUNSCH den einzigen Würfel dieser Runde bekommen: den Wunschwürfel,
# der nur ein Rinderplättchen bezahlt, weil in dieser Runde kein Aktionsfeld besetzt werden
# kann (R-NODICE-2, R-WISH-5). Die Runde endet mit dem üblichen Einsammeln; das Auffüllen
# bringt nichts mehr (R-NODICE-3).
#
# Eine eigene Stellung mit zwei Spielern: Runde 9 ist die Runde ohne Würfel (das Spielende
# wurde in Runde 7 ausgelöst). Rot hat gespielt; Blau ist als Letzter am Zug und hat einen
# Gaucho auf WUNSCH.

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
    "06-nodice", game, "Welchen Zug weist das Spiel in der Runde ohne Würfel zurück?",
    ["wish", "take 1 2", "end"], rule_id="R-NODICE-1"))

# %% [markdown]
# Es gibt keine Würfel zu nehmen, also wird das Nehmen von Würfeln zurückgewiesen:

# %%
print(game.why_illegal("take 1 2"))

# %%
from gaucho import IllegalAction

try:
    game.play("take 1 2")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# Blau nutzt WUNSCH. Der Wunschwürfel, geschrieben `w`, zeigt jeden Wert, der bezahlt
# (R-WISH-2), aber nur für ein Rinderplättchen: Einen Gaucho auf ein Aktionsfeld zu setzen,
# wird zurückgewiesen (R-NODICE-2).

# %%
game.play("wish")
print(game.why_illegal("place SORT w"))

# %% [markdown]
# **Eine Entscheidung.** Jede Wahl unten ist erlaubt; welche ist die beste? Der Trainer spielt
# jede bis zum Ende (hier, am Spielende, bleibt wenig dem Zufall überlassen) und zählt Blaus
# Pesos. Eine falsche Antwort zeigt, wozu jede Wahl führt.

# %% tags=["exercise"] exercise={"name": "06-wish-best", "right": "A S5 w", "wrong": "A W1 w"}
ExerciseWidget(Decide(
    "06-wish-best", game, "Blau hat WUNSCH genutzt. Welche Verwendung des Wunschwürfels bringt "
    "am Ende die meisten Pesos?", ["A W1 w", "C G3 w", "A S5 w"], rule_id="R-FINAL-5", seed=1))

# %% [markdown]
# Wozu jede Wahl führt, von der Engine bis zum Ende gespielt (jede spätere Entscheidung ist
# die erste erlaubte):

# %%
def to_the_end(move):
    trial = game.copy()
    trial.play(move)
    while not trial.is_over:
        trial.play(trial.legal_actions()[0])
    return trial


ends = {move: to_the_end(move) for move in ("A S5 w", "C G3 w", "A W1 w")}
for move, end in ends.items():
    print(f"{move:8} -> Pesos: {by_player(end.pesos)}; Sieger: {winner_names(end)}")

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert {m: e.pesos for m, e in ends.items()} == {
    "A S5 w": [30, 34], "C G3 w": [30, 32], "A W1 w": [30, 30]}
assert gaucho.exercises.registered("06-wish-best").right_answer() == "A S5 w"

# %% [markdown]
# Ein stehender Gaucho auf Gefleckt 5 gewinnt 34 zu 30, und den liegenden Gaucho auf Gold 3
# aufzurichten, gewinnt 32 zu 30. Ein stehender Gaucho auf dem unbesetzten W1
# macht P1 vollständig besetzt (W1 und W2 werden beide eingesammelt, R-COLLECT-3), bringt
# aber nur einen Gleichstand von 30 zu 30. Um einen Gleichstand und die Schlusswertung Schritt
# für Schritt zu sehen, spielt die Lektion mit diesem schwächeren Zug weiter:

# %%
for action in ("A W1 w", "end"):
    print(action)
    for event in game.play(action):
        print("  ", event)

# %% [markdown]
# ## 3. Die Schlusswertung
#
# Nach der Runde ohne Würfel wird jedes Plättchen mit einem **stehenden** Gaucho darauf
# eingesammelt, ob seine Weide vollständig besetzt ist oder nicht (R-FINAL-1), und kommt wie
# üblich zu einer Herde, mit Zwangsverkäufen und ORDNEN (R-FINAL-2). Liegende Gauchos und die
# Gauchos, die auf Aktionsbereichen geblieben sind, bringen nichts (R-FINAL-3): Blaus
# liegender Gaucho auf G3 ist jetzt nichts mehr wert. Dann wird jede Herde nach R-SELL-1
# verkauft; hier bringt eine Herde aus einem einzigen Plättchen ihre große Zahl (R-FINAL-4),
# obwohl vor dem Spielende eine Herde aus einem Plättchen nie verkauft werden kann (R-SELL-3).

# %% [markdown]
# **Aufgabe.** Blau hat 8 Pesos und endet mit den Herden K3 K4 K7 und W1. Berechne Blaus
# Pesos am Ende mit R-SELL-1 und R-FINAL-4.

# %% tags=["exercise"]
blue_herds = [[3, 4, 7], [1]]
blue_final = 8 + sum(len(h) * max(h) for h in blue_herds)
blue_final

# %%
assert blue_final == 30, blue_final

# %% tags=["exercise"] exercise={"name": "06-red-final", "right": "30", "wrong": "29"}
ExerciseWidget(EnterNumber(
    "06-red-final", "Rot hat 10 Pesos, die Herde B2 B9 und einen stehenden Gaucho auf W2. "
    "Wie viele Pesos hat Rot nach der Schlusswertung?",
    lambda final=ends["A W1 w"]: final.pesos[0], rule_id="R-FINAL-4"))

# %% [markdown]
# Jetzt die Schlusswertung selbst:

# %%
while not game.is_over:
    action = game.legal_actions()[0]
    print(action)
    for event in game.play(action):
        print("  ", event)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert blue_final == game.pesos[1] == 30, blue_final

# %% [markdown]
# Dieselbe Wertung in Stellungen, die diese Lektion nicht gezeigt hat: Eine Herde aus einem
# Plättchen bringt ihre große Zahl (R-FINAL-4).

# %% tags=["exercise"] exercise={"name": "06-final-any", "right": "37", "wrong": "36"}
ExerciseWidget(Drill("06-final-any", drills.final_score, seed=1))

# %% [markdown]
# **EX-FINAL-SINGLE**: die Regel für das einzelne Plättchen als Beispiel der Spielregel.

# %%
run = show("EX-FINAL-SINGLE")

# %% [markdown]
# ## 4. Ein geteilter Sieg
#
# Wer die meisten Pesos hat, gewinnt (R-FINAL-5). Es gibt keine Entscheidung bei
# Gleichstand: Alle mit der höchsten Punktzahl gewinnen gemeinsam (R-TIE-1).

# %% tags=["exercise"] exercise={"name": "06-tie", "right": "2", "wrong": "1"}
ExerciseWidget(EnterNumber(
    "06-tie", "Blau hat einen stehenden Gaucho auf W1 gesetzt. Wie viele Spieler gewinnen "
    "diese Partie?",
    lambda final=game: len(final.winners), rule_id="R-TIE-1"))

# %%
print("Pesos:", by_player(game.pesos))
print("Sieger:", winner_names(game))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.winners == [0, 1]

# %% tags=["exercise"] exercise={"name": "06-winners-any", "right": "4", "wrong": "1"}
ExerciseWidget(Drill("06-winners-any", drills.winners, seed=1))

# %% [markdown]
# Ohne diesen Zug (Blau beendet einfach seinen Zug) gewinnt Rot allein, mit einem Peso
# Vorsprung:

# %%
other = gaucho.Game.from_position(position)
other.play("end")
while not other.is_over:
    other.play(other.legal_actions()[0])
print("Pesos:", by_player(other.pesos), " Sieger:", winner_names(other))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert other.winners == [0]

# %% [markdown]
# ## 5. Eine ganze Partie, bis zum Schluss
#
# Zum Schluss eine vollständige Partie mit drei Spielern, Seed 7, in der jede Entscheidung
# ein zufälliger Spieler mit Seed trifft (er wählt irgendeine erlaubte Aktion). Das ist kein
# gutes Spiel, aber eine regelgerechte Partie, und jeder Schritt wird mit seiner Regel erzählt.

# %%
game = gaucho.Game.new(players=3, seed=7)
rng = random.Random(3)
while not game.is_over:
    game.play(rng.choice(game.legal_actions()))
print(len(game.history), "Schritte,", game.round, "Runden")
print(str(game).splitlines()[0])

# %% [markdown]
# Woher kam das Spielende? Die Ereignisse, die die Abfolge des Spielendes markieren:

# %%
for step in game.history:
    for event in step.events:
        if event.rule_id in ("R-END-1", "R-END-3", "R-NODICE-1"):
            print(f"Runde {step.round:>2}: {event}")

# %% [markdown]
# Und das Ende selbst: die Plättchen, die nach der Runde ohne Würfel zu Herden kommen, zuerst
# aus ihrem Einsammeln (R-NODICE-3), dann aus der Schlusswertung, die das Plättchen jedes
# stehenden Gauchos einsammelt (R-FINAL-1, R-FINAL-2). Blaus W1 passt nicht zu seiner weißen
# Herde W3 W8 und erzwingt selbst jetzt einen Verkauf (R-HERD-6). Nach dem letzten Hinzufügen
# wird jede Herde verkauft, einzelne Plättchen eingeschlossen (R-FINAL-4), und der Sieger wird
# genannt (R-FINAL-5).

# %%
for step in game.history:
    if step.round == game.round and step.phase in ("collect", "final"):
        print(step.narrate())

# %%
print("Pesos:", by_player(game.pesos))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.is_over and game.winners == [0]

# %% [markdown]
# ## Zusammenfassung: die Regeln dieser Lektion
#
# * <a href="rules.ipynb#cell-id=R-STEPPE-7" title="Dann wird die Steppe vom Nachziehstapel nachgefüllt, bis sie 4 Plättchen hält oder der Stapel leer ist.">R-STEPPE-7</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-8" title="Zieht dieses Nachfüllen das letzte Plättchen des Nachziehstapels, wird das Spielende ausgelöst (R-END-1).">R-STEPPE-8</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-4" title="Wird der Nachziehstapel beim Auffüllen leer, endet das Auffüllen, und das Spielende wird ausgelöst (R-END-1).">R-REFILL-4</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="Das Spielende wird in dem Moment ausgelöst, in dem der Nachziehstapel leer wird: beim Nachfüllen der Steppe (R-STEPPE-8), beim Auffüllen am Rundenende (R-REFILL-4) oder beim Spielaufbau.">R-END-1</a>
# * <a href="rules.ipynb#cell-id=R-END-2" title="Die Runde, in der das Spielende ausgelöst wird, wird wie üblich zu Ende gespielt; ein Auslösen beim Spielaufbau oder in der Vorrunde gilt als in der Vorrunde geschehen.">R-END-2</a>
# * <a href="rules.ipynb#cell-id=R-END-3" title="Nach dieser Runde wird genau noch eine reguläre Runde mit Würfeln gespielt.">R-END-3</a>
# * <a href="rules.ipynb#cell-id=R-END-4" title="Nach dieser regulären Runde wird eine Runde ohne Würfel (§22) gespielt, dann die Schlusswertung (§23).">R-END-4</a>
# * <a href="rules.ipynb#cell-id=R-END-5" title="Sobald der Nachziehstapel leer ist, wird kein Plättchen mehr gezogen: Weiden und Steppe werden nicht mehr aufgefüllt. GEHEIME RINDER kann weiterhin Plättchen aus der Steppe in Weiden bringen.">R-END-5</a>
# * <a href="rules.ipynb#cell-id=R-NEXT-1" title="Nach dem Auffüllen einer Runde, auf die eine weitere Runde folgt, wird der linke Nachbar des Startspielers neuer Startspieler und nimmt die Startspielerfigur. Nach der Runde ohne Würfel wechselt die Figur nicht.">R-NEXT-1</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-1" title="Die Runde ohne Würfel läuft nach R-ROUND-2 ab, und der Startspieler wechselt wie üblich; nur werden keine Würfel geworfen oder gewählt.">R-NODICE-1</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-2" title="In seinem Zug DARF ein Spieler Sonderaktionen nutzen, Gauchos von Aktionsfeldern nehmen, liegende Gauchos zurücknehmen (R-NOGAUCHO-1) und einen Wunschwürfel für ein Rinderplättchen ausgeben (R-WISH-5); dann beendet er seinen Zug. In dieser Runde kann kein Aktionsfeld besetzt werden: Jeder Spieler kann nur Aktionsfelder nutzen, die er vorher besetzt hat.">R-NODICE-2</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-3" title="Die Runde endet mit dem üblichen Einsammeln (§16); ihr Auffüllen bringt nichts (R-END-5), und die Schlusswertung folgt.">R-NODICE-3</a>
# * <a href="rules.ipynb#cell-id=R-WISH-2" title="Der Spieler wählt den Wert des Wunschwürfels, 1 bis 6, wenn er ihn ausgibt; Einsetzungen, die sich nur im gewählten Wert des Wunschwürfels unterscheiden (und alle bezahlen), sind derselbe Zug.">R-WISH-2</a>
# * <a href="rules.ipynb#cell-id=R-WISH-5" title="WUNSCH wirkt in der Runde ohne Würfel, wo sein Würfel der einzige Würfel ist, den ein Spieler haben kann.">R-WISH-5</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-3" title="In einer vollständig besetzten Weide kehrt jeder stehende Gaucho in den Vorrat seines Besitzers zurück, und der Besitzer sammelt das Plättchen ein, auf dem er stand.">R-COLLECT-3</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-1" title="Nach der Runde ohne Würfel sammelt der Besitzer jedes stehenden Gauchos in der Pampa das Plättchen ein, auf dem dieser steht, ob dessen Weide vollständig besetzt ist oder nicht.">R-FINAL-1</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-2" title="Diese Plättchen kommen nach §17 zu den Herden, mit Zwangsverkäufen und der freiwilligen Nutzung von ORDNEN; die Spieler handeln ihr Anlegen in Spielfolge ab dem Startspieler der Runde ohne Würfel ab (R-COLLECT-6).">R-FINAL-2</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-3" title="Plättchen mit liegenden Gauchos und Gauchos auf Aktionsfeldern (außer ORDNEN, genutzt nach R-FINAL-2) haben keine Wirkung.">R-FINAL-3</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-4" title="Dann verkauft jeder Spieler jede Herde nach R-SELL-1; eine Herde aus 1 Plättchen bringt ihre große Zahl.">R-FINAL-4</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-5" title="Der Spieler mit den meisten Pesos gewinnt.">R-FINAL-5</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Eine Herde bringt (Zahl ihrer Plättchen) × (ihre höchste große Zahl) Pesos, die zu den Pesos des Verkäufers kommen.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-3" title="Vor der Schlusswertung werden nur Herden aus 2 oder mehr Plättchen verkauft; eine Herde aus 1 Plättchen nimmt jedes Plättchen ihrer Rasse an und steht deshalb nie vor einem Zwangsverkauf.">R-SELL-3</a>
# * <a href="rules.ipynb#cell-id=R-TIE-1" title="Teilen sich mehrere Spieler die meisten Pesos, gewinnen sie alle; keine weitere Wertung löst den Gleichstand auf.">R-TIE-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Passt ein Plättchen, das angelegt werden muss, nicht (ein unpassendes Plättchen), wird diese Herde sofort verkauft (Zwangsverkauf, §18), und das Plättchen beginnt eine neue Herde.">R-HERD-6</a>
