# ruff: noqa: E402, B018, E501
"""Source of notebooks/de/00-tour.ipynb (the tour in German); build with
`python tools/build_notebooks.py de/00-tour`. Same code as notebooks/src/00-tour.py."""

# %% [markdown]
# # 00 · Ein Rundgang durch El Gaucho
#
# *El Gaucho* (Arve D. Fühler, 2014) ist ein Brettspiel für 2 bis 4 Spieler, in dem Rinder
# über die argentinische Pampa getrieben werden. In jeder Runde würfelt der Startspieler
# eine Handvoll Würfel in den **Würfelrodeo**; jeder Spieler nimmt zwei davon und gibt sie
# einzeln oder zusammengezählt aus, um **Gauchos** (seine Arbeiter) auf **Rinderplättchen**
# in vier **Weiden** zu stellen oder auf **Aktionsfelder**, die sechs Sonderaktionen
# freischalten. Ist auf einer Weide jedes Plättchen reserviert, wird sie eingesammelt:
# stehende Gauchos bringen ihre Plättchen nach Hause, wo sie **Herden** bilden. Eine Herde
# muss geordnet bleiben; wird sie verkauft, bringt sie *Plättchen × höchster Wert* Pesos.
# Der reichste Rancher gewinnt.
#
# Das Paket `gaucho` ist eine Regel-Engine für das Spiel, dazu Ansichten für Jupyter. Es
# prüft jeden Zug und begründet jede Ablehnung mit der ID der Regel dahinter (die IDs
# `R-...` und die ausgearbeiteten Beispiele `EX-...` stammen aus der Regelbeschreibung des
# Projekts). Dieses Notebook baut eine Partie auf, spielt ein paar Züge und zeigt, wie es
# weitergeht.
#
# **So führst du es aus:** Klicke in eine graue Codezelle und drücke **Umschalt+Enter**
# (oder die Schaltfläche ▶ über dem Notebook), um sie auszuführen und zur nächsten zu gehen;
# **Run → Run All Cells** führt das ganze Notebook von oben aus.

# %% [markdown]
# ## Eine neue Partie
#
# `Game.new` baut eine Partie aus einem Seed auf: Derselbe Seed ergibt immer dieselbe
# Partie, also lässt sich alles Folgende genau wiederholen. Die Textansicht zeigt die vier
# Weiden P1 (unten) bis P4 (oben), die sechs Aktionsbereiche, die Würfel und für jeden
# Spieler seine Pesos, seinen Vorrat an Gauchos und seine Herden. `..` ist ein leeres Feld
# und `##` ein gesperrtes.
#
# Die erste Codezeile wählt die Sprache, in der das Spiel erzählt.

# %%
import gaucho
from gaucho import tiles

# die Sprache von allem, was das Spiel schreibt: "de" (Deutsch), "es", "fr" oder "en"
gaucho.set_language("de")

game = gaucho.Game.new(players=3, seed=7)
print(game)

# %% [markdown]
# Der Spielaufbau wird Schritt für Schritt erzählt; jede Zeile nennt die Regel, der sie
# folgt. Sieh dir an, wie jede Weide Plättchen bekommt, bis ihre Summe 20 erreicht oder kein
# leeres Feld mehr frei ist (R-SETUP-8); Notebook 01 sieht sich den Spielaufbau genau an.

# %%
for event in game.setup_events:
    print(event)

# %% [markdown]
# Derselbe Tisch als Bild (die SVG-Ansicht des Spielplans).

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.phase == "keep" and game.round == 0 and game.players == 3

# %% [markdown]
# ## Die Notation lesen
#
# Der Spielplan und die Lektionen nennen ein Plättchen mit einem **Buchstaben für seine
# Rasse und seiner großen Zahl**: `W11` ist Weiß 11, das weiße Plättchen mit der Zahl 11.
# Die Buchstaben sind in jeder Sprache dieselben, weil die Züge mit ihnen geschrieben werden:
#
# | Buchstabe | Rasse |
# |---|---|
# | `B` | braun (*brown*) |
# | `G` | golden (*golden*) |
# | `K` | schwarz (*black*) |
# | `W` | weiß (*white*) |
# | `S` | gefleckt (*spotted*) |
#
# Ein Zug ist eine kurze Textzeile, in jeder Sprache dieselbe (das Spiel liest sie):
#
# | Zug | Bedeutet |
# |---|---|
# | `keep K2 W3 W7` | diese gezogenen Plättchen behalten (Vorrunde) |
# | `place SALE` | einen Gaucho auf den Aktionsbereich VERKAUF stellen (in der Vorrunde kostenlos) |
# | `take 5 6` | die 5 und die 6 aus dem Würfelrodeo wählen |
# | `A W11 5+6` | **A**: ein stehender Gaucho auf Weiß 11, bezahlt mit 5 + 6 (seine große Zahl) |
# | `B W11 5` | **B**: ein liegender Gaucho auf Weiß 11, bezahlt mit einer 5 (seine kleine Zahl) |
# | `C W11 5` | **C**: deinen liegenden Gaucho auf Weiß 11 aufrichten, bezahlt mit seiner kleinen Zahl |
# | `place STEAL 4` | einen Gaucho auf den Aktionsbereich STEHLEN stellen, bezahlt mit einer 4 |
# | `put W1>P1` | das Steppen-Plättchen W1 auf die Weide P1 legen (GEHEIME RINDER) |
# | `end` | den Zug beenden |
#
# Das Spiel sagt jeden Zug auch in Worten:

# %%
from gaucho.actions import parse
from gaucho.config import BREED_LETTERS, breed_name
from gaucho.explorer.said import say_decision

for index, letter in enumerate(BREED_LETTERS):
    print(letter, "=", breed_name(index))
for move, phase in [("keep K2 W3 W7", "keep"), ("take 5 6", "draft"), ("A W11 5+6", "turn"),
                    ("place STEAL 4", "turn"), ("put W1>P1", "steppe"), ("end", "turn")]:
    print(f"{move:14} {say_decision(parse(move), phase)}")

# %% [markdown]
# ## Die Vorrunde
#
# Vor der ersten Runde sieht sich jeder Spieler ein paar geheime Plättchen an und behält
# einige davon als erste Herden (R-PRELIM-1, R-PRELIM-3). Die Engine weiß immer, wer am Zug
# ist und welche Züge gerade erlaubt sind:

# %%
for p in range(game.players):
    print(gaucho.config.player_name(p), "hat gezogen:", tiles.names(game.state.prelim_hands[p]))
print("am Zug:", gaucho.config.player_name(game.current_player))
print(game.legal_actions())

# %% [markdown]
# Rot darf nur eines dieser Plättchen behalten: Zwei behaltene Plättchen müssen beide 8 oder
# kleiner sein (R-PRELIM-3). Jeder Spieler behält etwas; dann stellt jeder, beginnend beim
# rechten Nachbarn des Startspielers, kostenlos einen Gaucho auf einen Aktionsbereich seiner
# Wahl (R-PRELIM-8). `play` nimmt Züge in einer kurzen Textnotation entgegen und gibt
# zurück, was passiert ist.


# %%
def narrate(events):
    for event in events:
        print(event)


for move in ["keep W9", "keep K1 S1", "keep S4", "place STEPPE", "place WISH", "place SALE"]:
    narrate(game.play(move))

# %% [markdown]
# ## Ein paar Züge der Runde 1
#
# Die Würfel werden für uns geworfen (der Seed bestimmt sie). In seinem Zug nimmt ein
# Spieler zuerst zwei Würfel (R-TURN-1) und gibt sie dann aus: Wer die große Zahl eines
# Plättchens bezahlt, stellt einen stehenden Gaucho darauf (R-PAMPA-1), wer die kleine Zahl
# bezahlt, einen liegenden (R-PAMPA-2). Rot nimmt 4 und 6:

# %%
narrate(game.play("take 4 6"))
print(game.legal_actions())

# %% [markdown]
# Rot gibt 4 + 6 für Braun 10 aus und beendet den Zug (R-DICE-1, R-TURN-4).

# %%
narrate(game.play("A B10 4+6"))
narrate(game.play("end"))

# %% [markdown]
# Blau nimmt eine 1 und eine 4: Die 4 kauft Schwarz 4 direkt, und die 1 ist die kleine Zahl
# von Schwarz 3, genug für einen liegenden Gaucho dort.

# %%
for move in ["take 1 4", "A K4 4", "B K3 1", "end"]:
    narrate(game.play(move))

# %% [markdown]
# ## Ein unerlaubter Zug, erklärt
#
# Grün nimmt 2 und 4 und versucht, damit Gefleckt 11 zu reservieren. Eine
# Würfelzahlung muss genau dem Preis entsprechen (R-DICE-3), also lehnt die Engine ab; die
# Partie bleibt unverändert.

# %%
narrate(game.play("take 2 4"))

# %%
from gaucho import IllegalAction

try:
    game.play("A S11 2+4")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# `why_illegal` gibt dieselbe Antwort, ohne einen Fehler auszulösen: eine Regel-ID und einen
# Grund (`None`, wenn der Zug erlaubt ist: `or "erlaubt"` sagt es in Worten).

# %%
print(game.why_illegal("A S11 2+4"))
print(game.why_illegal("place STEAL 4") or "erlaubt")

# %% [markdown]
# Die Spielregel kommt mit dem Paket, also lässt sich jede Regel-ID nachschlagen:
# `gaucho.rules.get` gibt den Text einer Regel, ihren Abschnitt und die Beispiele der
# Spielregel, die sie zeigen (ein bloßes `gaucho.rules.get("R-DICE-3")` in einer Zelle zeigt
# sie als Karte), und `gaucho.rules.search` findet Regeln nach Wörtern.

# %%
rule = gaucho.rules.get("R-DICE-3")
print(rule.heading())
print(rule.text)
print(", ".join(r.id for r in gaucho.rules.search("Summe der Würfel")))

# %%
for move in ["place STEAL 4", "B S5 2", "end"]:
    narrate(game.play(move))
print(game)

# %% [markdown]
# Der Verlauf lässt sich als Mitschrift wiedergeben, und `undo` nimmt einen Schritt zurück.

# %%
print("\n".join(step.narrate() for step in game.history[-4:]))

# %% [markdown]
# ## Deine erste Partie, mit Anleitung
#
# Neu bei El Gaucho? Spiel Rot in einer kurzen Partie mit Anleitung: Jeder Schritt sagt, was
# zu tun ist und warum, was du anklicken sollst, leuchtet auf dem Spielplan auf, und ein
# falscher Zug bringt nur einen Hinweis. (Dieselbe Anleitung ist der Reiter *Erste Partie*
# der App.)

# %%
from gaucho.widgets.guided import GuidedGameView

GuidedGameView()

# %% [markdown]
# ## Wie es weitergeht
#
# Die Lektionen, der Reihe nach; jede beginnt mit dem, was sie lehrt, hat Übungen, die das
# Spiel für dich prüft, und endet mit den Regeln, die vorkamen.
#
# | Notebook | Thema |
# |---|---|
# | [`01-setup`](01-setup.ipynb) | der Spielaufbau für 2, 3 und 4 Spieler; das Bestücken der Weiden; die Steppe |
# | [`02-preliminary`](02-preliminary.ipynb) | Plättchen zum Start behalten; der kostenlose Gaucho auf einem Aktionsbereich |
# | [`03-turn`](03-turn.ipynb) | Würfel nehmen; stehen, liegen und aufrichten; genaue Bezahlung |
# | [`04-action-areas`](04-action-areas.ipynb) | die Aktionsbereiche und ihre sechs Sonderaktionen |
# | [`05-end-of-round`](05-end-of-round.ipynb) | Einsammeln, Herden, Zwangsverkäufe, Auffüllen |
# | [`06-end-of-game`](06-end-of-game.ipynb) | das Spielende, die Runde ohne Würfel, die Schlusswertung |
# | [`07-phase-graph`](../07-phase-graph.ipynb) | der Graph der Züge und Phasen (auf Englisch) |
# | [`08-gallery`](../08-gallery.ipynb) | alle ausgearbeiteten Beispiele der Spielregel (auf Englisch) |
# | [`09-workshop`](../09-workshop.ipynb) | die Spieldesign-Werkstatt: eine Regel ändern und messen, was passiert (auf Englisch) |
# | [`10-play-well`](10-play-well.ipynb) | gut spielen: die Tipps der Spielregel, Entscheidungen, die der Trainer beurteilt, Stellungen mit einem Ziel |
# | `explorer.ipynb` | die App, mit Reitern für Spielaufbau, Beispiele, Spielen, Phasen, Werkstatt, erste Partie und Regeln (`gaucho app` öffnet sie mit Voilà) |
#
# Jede hier genannte Regel-ID steht in der Spielregel, die mit dem Paket kommt
# (`gaucho/data/RULES.md`, auf Deutsch `gaucho/data/RULES.de.md`); `gaucho.rules.search`
# findet die Regeln zu jedem Thema.
