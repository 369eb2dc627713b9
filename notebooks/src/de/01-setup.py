# ruff: noqa: E402, B018, E501
"""Source of notebooks/de/01-setup.ipynb (lesson 01 in German); build with
`python tools/build_notebooks.py de/01-setup`. Same code as notebooks/src/01-setup.py."""

# %% [markdown]
# # 01 · Der Spielaufbau: 2, 3 oder 4 Spieler
#
# Der Spielaufbau hängt von der Zahl der Spieler ab. Dieses Notebook liest jede Zahl aus der
# Regelkonfiguration des Pakets (`gaucho.config.DEFAULT_CONFIG`), statt sie zu wiederholen,
# baut für jede Spielerzahl eine Partie auf und sieht sich dann genau an, wie die Weiden
# ihre ersten Plättchen bekommen (die Beispiele EX-SEED-A und EX-SEED-B).

# %% [markdown]
# **In dieser Lektion** lernst du, wovon der Spielaufbau abhängt (von der Zahl der Spieler), wie die Weiden ihre ersten Plättchen bekommen und was auf der Steppe liegt. Beantworte die Übungen in den Kästen: Das Spiel selbst prüft deine Antwort.
#
# Die erste Codezeile wählt die Sprache, in der das Spiel erzählt.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.config import DEFAULT_CONFIG, breed_name, player_name
from gaucho.exercises import Drill, EnterNumber
from gaucho.i18n import and_list
from gaucho.state import BLOCKED, EMPTY

# die Sprache von allem, was das Spiel schreibt: "de" (Deutsch), "es", "fr" oder "en"
gaucho.set_language("de")

cfg = DEFAULT_CONFIG
print(f"{'':33}" + "".join(f"{n} Spieler".rjust(11) for n in (2, 3, 4)))
rows = [
    ("Würfel im Würfelrodeo", "R-SETUP-1", cfg.dice),
    ("Gauchos je Spieler", "R-SETUP-2", cfg.gauchos),
    ("Rassen im Spiel", "R-SETUP-4", cfg.breeds_in_play),
    ("Plättchen in Vorrunde", "R-PRELIM-1", cfg.prelim_draw),
]
for label, rule, values in rows:
    print(f"{label:22} {rule:>10}" + "".join(str(values[n]).rjust(11) for n in (2, 3, 4)))
blocked = {n: len(cfg.blocked[n]) for n in (2, 3, 4)}
print(f"{'gesperrte Felder':22} {'R-COMP-6/7':>10}" + "".join(str(blocked[n]).rjust(11) for n in (2, 3, 4)))
print("Größe der Weiden P1..P4:", cfg.pasture_sizes, "(R-COMP-5)")

# %% [markdown]
# In Worten: Im Würfelrodeo liegt immer ein Würfel mehr als doppelt so viele, wie Spieler
# mitspielen (R-SETUP-1); wenn alle zwei Würfel genommen haben, bleibt also genau ein Würfel
# übrig (R-ROUND-4). Bei vier Spielern bekommt jeder einen Gaucho weniger (R-SETUP-2). Mit
# weniger Spielern sind einige Weidefelder gesperrt (R-COMP-6, R-COMP-7), und bei zwei
# Spielern verlässt eine ganze Rasse das Spiel (R-SETUP-4).
#
# Eine kleine Hilfsfunktion druckt die Pampa, die oberste Weide zuerst: `..` ist ein leeres
# Feld, `##` ein gesperrtes.


# %%
def pampa(state):
    for i in reversed(range(len(state.pastures))):
        cells = []
        for c in state.pastures[i]:
            cells.append(".." if c == EMPTY else "##" if c == BLOCKED else tiles.name(c))
        print(f"P{i + 1} (Summe {state.pasture_sum(i):2}): " + " ".join(f"{c:>3}" for c in cells))


# %% [markdown]
# **Du bist dran.** Antworte in den Kästen unten und drücke *Prüfen*.

# %% tags=["exercise"] exercise={"name": "01-dice", "right": "9", "wrong": "8"}
ExerciseWidget(EnterNumber(
    "01-dice", "Wie viele Würfel liegen bei 4 Spielern im Würfelrodeo?",
    lambda: gaucho.Game.new(players=4, seed=1).state.dice_total, rule_id="R-SETUP-1"))

# %% tags=["exercise"] exercise={"name": "01-gauchos", "right": "7", "wrong": "9"}
ExerciseWidget(EnterNumber(
    "01-gauchos", "Wie viele Gauchos bekommt jeder Spieler bei 4 Spielern?",
    lambda: gaucho.Game.new(players=4, seed=1).state.supply[0], rule_id="R-SETUP-2"))

# %% [markdown]
# ## Eine Partie für jede Spielerzahl
#
# `Game.new(players=n, seed=s)` erledigt den ganzen Spielaufbau. Für jede Spielerzahl
# vergleichen wir die Zahlen aus der Tabelle mit dem Zustand der neuen Partie.

# %%
for n in (2, 3, 4):
    g = gaucho.Game.new(players=n, seed=11)
    s = g.state
    breeds = sorted({tiles.breed(t) for t in s.draw_pile + [c for row in s.pastures for c in row if c >= 0]})
    n_blocked = sum(row.count(BLOCKED) for row in s.pastures)
    print(f"--- {n} Spieler: Startspieler {player_name(s.start_player)}")
    print(f"Würfel {s.dice_total}, {s.supply[0]} Gauchos je Spieler, gesperrte Felder {n_blocked}, "
          f"abgedeckt {len(s.covered)}, Rassen {and_list(breed_name(b) for b in breeds)}")
    pampa(s)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
for n in (2, 3, 4):
    s = gaucho.Game.new(players=n, seed=11).state
    breeds = {tiles.breed(t) for t in s.draw_pile + [c for row in s.pastures for c in row if c >= 0]}
    assert s.dice_total == cfg.dice[n] and s.supply == [cfg.gauchos[n]] * n
    assert len(breeds) == cfg.breeds_in_play[n]

# %% [markdown]
# Bei zwei Spielern werden die sechs gesperrten Felder sofort mit sechs Plättchen der
# entfernten Rasse abgedeckt; deren andere sechs Plättchen verlassen das Spiel (R-SETUP-4).
# Bei drei Spielern bleiben die zwei gesperrten Felder vorerst leer; zwei Plättchen, die in
# der Vorrunde niemand behält, decken sie später ab (R-SETUP-5, R-PRELIM-7). Die Erzählung
# des Spielaufbaus für 2 Spieler sagt es so:

# %%
two = gaucho.Game.new(players=2, seed=11)
for event in two.setup_events[:6]:
    print(event)

# %% [markdown]
# Geh selbst einen ganzen Spielaufbau durch: Jeder Klick auf *Schritt* führt einen Schritt
# des Spielaufbaus aus und nennt seine Regel (ändere die Spielerzahl oder den Seed, um zu
# vergleichen).

# %%
from gaucho.widgets import SetupStepper

SetupStepper(players=3, seed=7)

# %% [markdown]
# ## Das Bestücken der Weiden
#
# Die Weiden bekommen ihre ersten Plättchen eine nach der anderen, von P1 bis P4
# (R-SETUP-7). Eine Weide bekommt so lange Plättchen vom Nachziehstapel, jeweils auf ihr
# am weitesten links liegendes leeres Feld, wie die Summe ihrer großen Zahlen unter 20
# liegt und sie noch ein leeres Feld hat (R-SETUP-8). Am Ende ist eine Weide also entweder **voll** (jedes
# nutzbare Feld trägt ein Plättchen, R-COMP-10) oder hat eine **Summe von mindestens 20**,
# je nachdem, was zuerst eintritt. Kleine Plättchen füllen eine Weide darum; große lassen
# Lücken.
#
# Hier die ganze Erzählung des Spielaufbaus für 3 Spieler mit Seed 7:

# %%
game = gaucho.Game.new(players=3, seed=7)
for event in game.setup_events:
    print(event)

# %% [markdown]
# ### EX-SEED-A: Eine volle Weide hört unter 20 auf
#
# Die Beispiele der Spielregel sind als Daten in `gaucho.examples` gespeichert. In
# EX-SEED-A bauen vier Spieler auf; P1 und P2 sind schon bestückt, P3 (5 Felder) ist leer,
# und der Nachziehstapel beginnt mit 2, 5, 1, 4, 3, 12. `game()` ist die Ausgangsstellung:


# %%
def top_of_pile(state, count=8):
    return tiles.names(list(reversed(state.draw_pile))[:count])


ex_seed_a = examples.load("EX-SEED-A")
start = ex_seed_a.game().state
pampa(start)
print("Nachziehstapel, oberstes zuerst:", top_of_pile(start))

# %% [markdown]
# `run()` spielt das Beispiel: Es bestückt P3 und dann P4 mit dem Bestückungsschritt der
# Engine. P3 ist schon mit 15 voll, also geht das Bestücken weiter (R-SETUP-7), und die 12
# wird das erste Plättchen von P4 (R-SETUP-8, R-COMP-10).

# %%
run_a = ex_seed_a.run()
print(run_a.narration())
pampa(run_a.game.state)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
seeded = run_a.game.state
assert seeded.pasture_sum(2) == 15 and EMPTY not in seeded.pastures[2]
assert tiles.name(seeded.pastures[3][0]).endswith("12")
assert ex_seed_a.check() == []  # the engine agrees with the stored expectation

# %% [markdown]
# ### EX-SEED-B: Eine Summe von 20 beendet eine Weide mit Lücken
#
# Jetzt sind P1 bis P3 bestückt und P4 (6 Felder) ist leer; der Nachziehstapel beginnt mit
# 10, 8, 5, 7. Nach 10 + 8 = 18 liegt die Weide noch unter 20, also wird auch die 5
# gezogen; bei 23 ist Schluss, mit drei leeren Feldern. Dann kommen vier Plättchen verdeckt
# auf die Steppe (R-SETUP-9): Die 7 ist das erste davon.

# %%
ex_seed_b = examples.load("EX-SEED-B")
print("Nachziehstapel, oberstes zuerst:", top_of_pile(ex_seed_b.game().state))
run_b = ex_seed_b.run()
print(run_b.narration())
pampa(run_b.game.state)
print("Steppe (verdeckt):", tiles.names(run_b.game.state.steppe))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
seeded = run_b.game.state
assert seeded.pasture_sum(3) == 23 and seeded.pastures[3].count(EMPTY) == 3
assert tiles.name(seeded.steppe[0]).endswith("7") and len(seeded.steppe) == cfg.steppe_size
assert ex_seed_b.check() == []

# %% tags=["exercise"] exercise={"name": "01-seed-sum", "right": "15", "wrong": "20"}
ExerciseWidget(EnterNumber(
    "01-seed-sum", "Wie groß ist in EX-SEED-A die Summe der großen Zahlen in P3, wenn sie bestückt ist?",
    lambda: ex_seed_a.run().game.state.pasture_sum(2), rule_id="R-SETUP-8"))

# %% [markdown]
# ## Selbst einen neuen Spielaufbau bestücken
#
# Jede Übung unten baut aus einem Seed eine neue Partie auf und zeigt den oberen Teil des
# Nachziehstapels, während eine Weide bestückt wird: Wende die Regel an (ziehe auf das am
# weitesten links liegende leere Feld, solange die Summe unter 20 liegt und ein Feld leer
# ist) und antworte. *Noch eine* gibt einen neuen Spielaufbau.

# %% tags=["exercise"] exercise={"name": "01-seed-count", "right": "3", "wrong": "4"}
ExerciseWidget(Drill("01-seed-count", drills.seeding_count, seed=1))

# %% tags=["exercise"] exercise={"name": "01-seed-total", "right": "27", "wrong": "28"}
ExerciseWidget(Drill("01-seed-total", drills.seeding_sum, seed=1))

# %% tags=["exercise"] exercise={"name": "01-seed-gaps", "right": "1", "wrong": "2"}
ExerciseWidget(Drill("01-seed-gaps", drills.seeding_gaps, seed=1))

# %% [markdown]
# ## Die Steppe und der Startspieler
#
# Nach dem Bestücken liegen vier Plättchen verdeckt auf der Steppe (R-SETUP-9, R-COMP-14);
# nur wer die Aktion GEHEIME RINDER nutzt, sieht sie sich an (Notebook 04). Der
# Startspieler wird zufällig bestimmt (R-SETUP-10; die Engine nimmt den Seed) und würfelt
# und nimmt in Runde 1 als Erster seine Würfel.

# %%
print("Steppe:", len(game.state.steppe), "Plättchen, verdeckt")
print("Nachziehstapel:", len(game.state.draw_pile), "Plättchen")
for seed in range(6):
    print(f"Seed {seed}: Startspieler {player_name(gaucho.Game.new(players=3, seed=seed).state.start_player)}")

# %% tags=["exercise"] exercise={"name": "01-steppe", "right": "4", "wrong": "3"}
ExerciseWidget(EnterNumber(
    "01-steppe", "Wie viele Plättchen liegen nach dem Spielaufbau verdeckt auf der Steppe?",
    lambda: len(gaucho.Game.new(players=3, seed=7).state.steppe), rule_id="R-SETUP-9"))

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert len(game.state.steppe) == cfg.steppe_size and game.phase == "keep"

# %% [markdown]
# ## Zusammenfassung: die Regeln dieser Lektion
#
# * <a href="rules.ipynb#cell-id=R-SETUP-1" title="Im Würfelrodeo liegen 2n+1 Würfel (5, 7 oder 9 bei 2, 3 oder 4 Spielern); die übrigen Würfel bleiben aus dem Spiel.">R-SETUP-1</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-2" title="Jeder Spieler beginnt bei 2 oder 3 Spielern mit 8 Gauchos im Vorrat und bei 4 Spielern mit 7; der Rest seiner Farbe bleibt aus dem Spiel.">R-SETUP-2</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-3" title="Jeder Spieler beginnt mit 0 Pesos.">R-SETUP-3</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-4" title="Bei 2 Spielern wird eine Rasse entfernt (Engine: zufällig gewählt): 6 ihrer Plättchen belegen verdeckt die 6 gesperrten Felder, die anderen 6 verlassen das Spiel.">R-SETUP-4</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-5" title="Bei 3 Spielern bleiben die 2 gesperrten Felder beim Bestücken leer und werden in der Vorrunde belegt (R-PRELIM-7).">R-SETUP-5</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-6" title="Alle übrigen Plättchen werden verdeckt gemischt und bilden den Nachziehstapel.">R-SETUP-6</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-7" title="Die Weiden werden nacheinander bestückt, in der Reihenfolge P1, P2, P3, P4.">R-SETUP-7</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-8" title="Zum Bestücken einer Weide werden Plättchen einzeln offen auf ihr am weitesten links liegendes leeres Feld gezogen, bis ihre Summe ≥ 20 ist oder sie voll ist.">R-SETUP-8</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-9" title="Danach werden 4 Plättchen vom Nachziehstapel verdeckt auf die Steppe gestapelt.">R-SETUP-9</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-10" title="Der Startspieler wird zufällig bestimmt und nimmt die Startspielerfigur.">R-SETUP-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-5" title="Die Pampa hat 4 Weiden, P1 (die kleinste, unten) bis P4 (die größte, oben), mit 3, 4, 5 und 6 Weidefeldern.">R-COMP-5</a>
# * <a href="rules.ipynb#cell-id=R-COMP-6" title="Bei 2 Spielern sind die 0, 1, 2 und 3 Felder ganz rechts in P1, P2, P3 und P4 gesperrt: 6 Felder, sodass je Weide 3 nutzbare Felder bleiben.">R-COMP-6</a>
# * <a href="rules.ipynb#cell-id=R-COMP-7" title="Bei 3 Spielern ist das Feld ganz rechts in P3 und in P4 gesperrt (2 Felder); bei 4 Spielern ist kein Feld gesperrt.">R-COMP-7</a>
# * <a href="rules.ipynb#cell-id=R-COMP-10" title="Eine Weide ist *voll*, wenn jedes nicht gesperrte Feld in ihr ein Plättchen trägt.">R-COMP-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-14" title="Die Steppe hält höchstens 4 Plättchen, verdeckt.">R-COMP-14</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-7" title="Bei 3 Spielern belegen 2 der abgelegten Plättchen (Engine: zufällig gewählt) verdeckt die 2 gesperrten Felder.">R-PRELIM-7</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-4" title="Der eine Würfel, den niemand wählt, bleibt für den Rest der Runde ungenutzt im Würfelrodeo.">R-ROUND-4</a>

# %% [markdown]
# Weiter: Notebook `02-preliminary`, in dem jeder Spieler Plättchen zum Start behält.
