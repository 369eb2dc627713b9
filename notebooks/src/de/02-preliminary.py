# ruff: noqa: E402, B018, E501
"""Source of notebooks/de/02-preliminary.ipynb (lesson 02 in German); build with
`python tools/build_notebooks.py de/02-preliminary`. Same code as notebooks/src/02-preliminary.py."""

# %% [markdown]
# # 02 · Die Vorrunde
#
# Vor Runde 1 gibt es eine kurze Vorrunde in zwei Schritten:
#
# 1. Jeder Spieler zieht geheim ein paar Plättchen und **behält** einige davon als erste
#    Herden;
# 2. jeder Spieler stellt **kostenlos** einen Gaucho auf einen **Aktionsbereich**.
#
# Wir verfolgen eine Partie mit 3 Spielern (Seed 88) durch beide Schritte.

# %% [markdown]
# **In dieser Lektion** lernst du die zwei Schritte der Vorrunde: welche Plättchen du zum Start behalten darfst (je kleiner, desto mehr) und wohin dein kostenloser Gaucho darf.
#
# Die erste Codezeile wählt die Sprache, in der das Spiel erzählt.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, tiles
from gaucho.coach.words import say_decision
from gaucho.config import DEFAULT_CONFIG, player_name
from gaucho.exercises import Drill, EnterNumber, PickMove, PickRefused
from gaucho.i18n import and_list

# die Sprache von allem, was das Spiel schreibt: "de" (Deutsch), "es", "fr" oder "en"
gaucho.set_language("de")

game = gaucho.Game.new(players=3, seed=88)
print("Startspieler:", player_name(game.state.start_player))
for p in range(game.players):
    print(f"{player_name(p):6} hat gezogen: {tiles.names(game.state.prelim_hands[p])}")

# %% [markdown]
# Dieselbe Vorrunde, ein Schritt pro Klick (der Spielplan zeigt, was der Spieler am Zug
# sehen darf):

# %%
from gaucho.widgets import PrelimStepper

PrelimStepper(players=3, seed=88)

# %% [markdown]
# ## Schritt 1: Plättchen behalten
#
# Bei drei Spielern zieht jeder Spieler 4 Plättchen (R-PRELIM-1). Nur der Spieler selbst
# sieht sie (R-PRELIM-2): Die Sicht auf die Partie, die für Blau vorbereitet wird, zeigt
# Blaus eigene Plättchen, von den anderen aber nur die *Anzahl* ihrer Plättchen.

# %%
seen_by_blue = game.observation(1)
for p, seat in enumerate(seen_by_blue["players"]):
    hand = seat["hand"]  # Blaus eigene Plättchen, oder wie viele Plättchen ein anderer Spieler hat
    print(f"{player_name(p):6} Hand, wie Blau sie sieht:", " ".join(hand) if isinstance(hand, list) else f"{hand} Plättchen")

# %% [markdown]
# **Die Regel zum Behalten** (R-PRELIM-3, R-PRELIM-4): Je mehr Plättchen du behältst, desto
# kleiner müssen sie sein.
#
# * ein Plättchen: beliebiger Wert;
# * zwei Plättchen: jedes höchstens 8 wert;
# * drei Plättchen: jedes höchstens 4 wert;
# * nie mehr als drei und nie keines (nichts zu behalten ist in diesem Paket nicht
#   erlaubt; der Regeltext lässt es offen, siehe R-PRELIM-4).
#
# Die Grenzen sind Daten in der Regelkonfiguration:

# %%
for kept, highest in DEFAULT_CONFIG.keep_limits.items():
    print(f"{kept} behalten -> jedes höchstens {highest}")
print("mindestens zu behalten:", DEFAULT_CONFIG.min_keep)

# %% [markdown]
# Rot hält W1, W4, K1 und K10. Rot würde gern die drei kleinen *und* Schwarz 10 behalten,
# und das verstößt gegen die Regel: Vier Plättchen zu behalten ist nie erlaubt.

# %%
from gaucho import IllegalAction

try:
    game.play("keep W1 W4 K1 K10")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# Die Ablehnung nennt die Regel. `why_illegal` erklärt andere Versuche, ohne einen Fehler
# auszulösen:

# %%
for attempt in ["keep W1 K10", "keep W4 K1 K10", "keep", "keep S5"]:
    print(f"{attempt:18} -> {game.why_illegal(attempt)}")

# %% [markdown]
# **Du bist dran.** Rot hält W1, W4, K1 und K10.

# %% tags=["exercise"] exercise={"name": "02-keep", "right": "keep W1 W4 K1", "wrong": "keep W4 K10"}
ExerciseWidget(PickMove(
    "02-keep", game, "Rot will so viele Plättchen behalten, wie die Regeln erlauben. Wähle eine erlaubte Auswahl.",
    ["keep W1 W4 K1 K10", "keep W4 K10", "keep W1 W4 K1"], rule_id="R-PRELIM-3"))

# %% tags=["exercise"] exercise={"name": "02-keep-refused", "right": "keep W1 W4 K10", "wrong": "keep K10"}
ExerciseWidget(PickRefused(
    "02-keep-refused", game, "Welche dieser Auswahlen verstößt gegen die Regel zum Behalten?",
    ["keep K10", "keep W4 K1", "keep W1 W4 K10"], rule_id="R-PRELIM-3"))

# %% tags=["exercise"] exercise={"name": "02-draw", "right": "5", "wrong": "6"}
ExerciseWidget(EnterNumber(
    "02-draw", "Wie viele Plättchen zieht jeder Spieler bei 2 Spielern in der Vorrunde?",
    lambda: len(gaucho.Game.new(players=2, seed=88).state.prelim_hands[0]),
    rule_id="R-PRELIM-1"))

# %% [markdown]
# **Die Regel zum Behalten mit neuen Händen.** Jede Übung unten teilt aus einem Seed eine
# neue Partie aus; *Noch eine* teilt neu aus.

# %% tags=["exercise"] exercise={"name": "02-keep-any", "right": "keep G7 G4", "wrong": "keep W11 G4 G7"}
ExerciseWidget(Drill("02-keep-any", drills.keep_most, seed=1))

# %% tags=["exercise"] exercise={"name": "02-refused-any", "right": "keep S7 S3 G3", "wrong": "keep G3 S3"}
ExerciseWidget(Drill("02-refused-any", drills.keep_refused, seed=1))

# %% [markdown]
# Die Engine kann jede erlaubte Auswahl auflisten. Zwei weiße Plättchen dürfen in beiden
# Reihenfolgen behalten werden: Die behaltenen Plättchen bilden die ersten Herden, eine Herde
# je Rasse, und der Spieler entscheidet, ob eine Herde aus zwei Plättchen aufsteigend oder
# absteigend verläuft (R-PRELIM-5). Diese Wahl zählt später, denn eine Herde wächst nur an
# ihrem rechten Ende in ihrer Richtung (Notebook `05-end-of-round`).

# %%
legal = game.legal_actions()
print(len(legal), "erlaubte Auswahlen, zum Beispiel:")
for action in legal:
    if str(action).count(" ") == 3:
        print(f"  {str(action):14} {say_decision(action, game.phase)}")

# %% [markdown]
# Rot behält alle drei kleinen Plättchen, mit absteigender weißer Herde (erst 4, dann 1);
# Blau und Grün wählen auch. Erst wenn alle gewählt haben, werden die behaltenen Plättchen
# aufgedeckt (R-PRELIM-2); die Plättchen, die niemand behalten hat, verlassen das Spiel
# (R-PRELIM-6).

# %%
for move in ["keep K1 W4 W1", "keep S4 S7", "keep G2 S2"]:
    print(f"{player_name(game.current_player)} wählt: {move}")
    for event in game.play(move):
        print(event)

# %%
for p in range(game.players):
    for herd in game.state.herds[p].values():
        print(f"{player_name(p):6} Herde: {and_list(tiles.words(t) for t in herd)}")

# %% [markdown]
# ### Drei Spieler: die gesperrten Felder abdecken
#
# Bei drei Spielern sind zwei Weidefelder gesperrt (R-COMP-7). Beim Spielaufbau blieben sie
# leer; jetzt decken zwei der abgelegten Plättchen, zufällig gewählt, sie verdeckt ab und
# sind aus dem Spiel (R-PRELIM-7). Das Ereignis oben, „2 abgelegte Plättchen decken die
# gesperrten Felder ab“, war dieser Schritt; die abdeckenden Plättchen stehen im Zustand:

# %%
print("abdeckende Plättchen:", tiles.names(game.state.covered))
print(game.history[-1].narrate())

# %% [markdown]
# ## Schritt 2: ein kostenloser Gaucho auf einem Aktionsbereich
#
# Jetzt stellt jeder Spieler einen Gaucho aus seinem Vorrat auf einen Aktionsbereich, ohne
# Würfel (R-PRELIM-8). Die Reihenfolge läuft **gegen den Uhrzeigersinn**: Sie beginnt beim
# rechten Nachbarn des Startspielers, und der Startspieler setzt als Letzter. Jeder Spieler
# muss einen Bereich wählen, den in diesem Schritt noch niemand gewählt hat (R-PRELIM-9),
# also hat der Startspieler die geringste Auswahl.

# %%
order = game.state.placement_order()
print("Startspieler:", player_name(game.state.start_player))
print("Reihenfolge beim Setzen:", and_list(player_name(p) for p in order))
print("am Zug:", player_name(game.current_player))
print(game.legal_actions())

# %% [markdown]
# Grün setzt auf WECKEN. Blau versucht danach denselben Bereich, was abgelehnt wird
# (R-PRELIM-9); Würfel zu bezahlen gehört auch nicht zu diesem Schritt (R-PRELIM-8).

# %%
for event in game.play("place RAISE"):
    print(event)
print(game.why_illegal("place STEAL 4"))

# %% tags=["exercise"] exercise={"name": "02-place", "right": "place WISH", "wrong": "place RAISE"}
ExerciseWidget(PickMove(
    "02-place", game, "Blau stellt jetzt seinen kostenlosen Gaucho. Wähle einen erlaubten Platz.",
    ["place RAISE", "place STEAL 4", "place WISH"], rule_id="R-PRELIM-9"))

# %%
try:
    game.play("place RAISE")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# Dieselbe Regel in einer neuen Partie, nachdem schon einige Spieler gesetzt haben (*Noch
# eine* für weitere):

# %% tags=["exercise"] exercise={"name": "02-place-any", "right": "place SALE", "wrong": "place SORT 4"}
ExerciseWidget(Drill("02-place-any", drills.placement, seed=1))

# %%
for move in ["place WISH", "place STEAL"]:
    for event in game.play(move):
        print(event)

# %% [markdown]
# Die Vorrunde ist vorbei; Runde 1 beginnt damit, dass der Startspieler würfelt. Ein
# kostenlos gesetzter Gaucho darf schon in Runde 1 genutzt werden (R-PRELIM-10): Nach der
# Würfelwahl gehört `wish` zu Blaus erlaubten Aktionen (die Aktion WUNSCH, Notebook 04).

# %%
print(game)

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.phase == "draft" and game.round == 1
assert [sorted(game.state.spaces[p]) for p in range(3)] == [["STEAL"], ["WISH"], ["RAISE"]]

# %% [markdown]
# Rot (der Startspieler) nimmt zwei Würfel und beendet den Zug; dann nimmt Blau seine
# Würfel, und `wish` ist unter Blaus erlaubten Aktionen.

# %%
for step in range(3):
    move = "end" if step == 1 else game.legal_actions().texts()[0]  # the first legal draft
    for event in game.play(move):
        print(event)
print(game.legal_actions())

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert "wish" in game.legal_actions() and game.current_player == 1

# %% [markdown]
# ## Zusammenfassung: die Regeln dieser Lektion
#
# * <a href="rules.ipynb#cell-id=R-PRELIM-1" title="Jeder Spieler zieht 5, 4 oder 3 Plättchen (bei 2, 3 oder 4 Spielern) vom Nachziehstapel; die Engine teilt in Spielfolge ab dem Startspieler aus.">R-PRELIM-1</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-2" title="Ein Spieler sieht nur seine eigenen gezogenen Plättchen, und die behaltenen Plättchen werden erst aufgedeckt, wenn alle Spieler gewählt haben.">R-PRELIM-2</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-3" title="Ein Spieler DARF 3 Plättchen nur behalten, wenn jedes ≤ 4 ist, 2 Plättchen nur, wenn jedes ≤ 8 ist, und 1 Plättchen jeden Wertes; er DARF NICHT mehr als 3 behalten.">R-PRELIM-3</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-4" title="Ein Spieler, der mindestens ein Plättchen gezogen hat, MUSS mindestens 1 behalten; ein Spieler, der keines gezogen hat (nur auf einem eigenen Spielplan möglich, dessen Stapel beim Austeilen ausgeht), behält keines.">R-PRELIM-4</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-5" title="Die behaltenen Plättchen werden die ersten Herden des Spielers, eine je Rasse; Plättchen derselben Rasse bilden eine streng geordnete Herde, deren Richtung (aufsteigend oder absteigend) der Spieler wählt.">R-PRELIM-5</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-6" title="Nicht behaltene Plättchen verlassen verdeckt das Spiel, außer in R-PRELIM-7.">R-PRELIM-6</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-7" title="Bei 3 Spielern belegen 2 der abgelegten Plättchen (Engine: zufällig gewählt) verdeckt die 2 gesperrten Felder.">R-PRELIM-7</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-8" title="Danach MUSS jeder Spieler, gegen den Uhrzeigersinn und beginnend beim rechten Nachbarn des Startspielers (der Startspieler setzt zuletzt), ohne Würfel einen Gaucho aus dem Vorrat auf sein eigenes Aktionsfeld in einem Aktionsbereich setzen.">R-PRELIM-8</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-9" title="Bei diesem Einsetzen DARF ein Spieler NICHT einen Aktionsbereich wählen, den dabei schon ein früherer Spieler gewählt hat.">R-PRELIM-9</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-10" title="Einen in der Vorrunde eingesetzten Gaucho DARF man ab dem ersten Zug von Runde 1 nutzen.">R-PRELIM-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-7" title="Bei 3 Spielern ist das Feld ganz rechts in P3 und in P4 gesperrt (2 Felder); bei 4 Spielern ist kein Feld gesperrt.">R-COMP-7</a>
