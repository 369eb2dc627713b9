# ruff: noqa: E402, B018, E501
"""Source of notebooks/es/01-setup.ipynb (lesson 01 in Spanish); build with
`python tools/build_notebooks.py es/01-setup`. Same code as notebooks/src/01-setup.py."""

# %% [markdown]
# # 01 · La preparación: 2, 3 o 4 jugadores
#
# La preparación depende del número de jugadores. Este cuaderno no repite ningún número:
# los lee todos de la configuración de reglas del paquete (`gaucho.config.DEFAULT_CONFIG`).
# Prepara una partida para cada número de jugadores y después mira de cerca cómo reciben los
# pastos sus primeras fichas (ejemplos EX-SEED-A y EX-SEED-B).

# %% [markdown]
# **En esta lección** aprendes de qué depende la preparación (del número de jugadores), cómo
# reciben los pastos sus primeras fichas y qué hay en la Estepa. Responde los ejercicios en
# los recuadros: el propio juego comprueba tu respuesta.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.config import DEFAULT_CONFIG, breed_name, player_name
from gaucho.exercises import Drill, EnterNumber
from gaucho.i18n import and_list
from gaucho.state import BLOCKED, EMPTY

# el idioma de todo lo que el juego escribe: "es" (español), "fr", "de" o "en"
gaucho.set_language("es")

cfg = DEFAULT_CONFIG
print(f"{'':33}" + "".join(f"{n} jug.".rjust(11) for n in (2, 3, 4)))
rows = [
    ("dados en el Rodeo", "R-SETUP-1", cfg.dice),
    ("gauchos por jugador", "R-SETUP-2", cfg.gauchos),
    ("razas en juego", "R-SETUP-4", cfg.breeds_in_play),
    ("fichas sacadas", "R-PRELIM-1", cfg.prelim_draw),
]
for label, rule, values in rows:
    print(f"{label:22} {rule:>10}" + "".join(str(values[n]).rjust(11) for n in (2, 3, 4)))
blocked = {n: len(cfg.blocked[n]) for n in (2, 3, 4)}
print(f"{'espacios bloqueados':22} {'R-COMP-6/7':>10}" + "".join(str(blocked[n]).rjust(11) for n in (2, 3, 4)))
print("tamaño de los pastos P1..P4:", cfg.pasture_sizes, "(R-COMP-5)")

# %% [markdown]
# Dicho con palabras: el Rodeo de dados siempre tiene un dado más que el doble del número de
# jugadores (R-SETUP-1), así que, cuando todos han elegido sus dos dados, sobra exactamente
# un dado (R-ROUND-4). Con cuatro jugadores, cada uno recibe un gaucho menos (R-SETUP-2). Con
# menos jugadores, algunos espacios de pasto quedan bloqueados (R-COMP-6, R-COMP-7), y con
# dos jugadores una raza entera sale del juego (R-SETUP-4).
#
# Una pequeña función auxiliar muestra la Pampa, empezando por el pasto de arriba: `..` es un
# espacio vacío y `##` uno bloqueado.


# %%
def pampa(state):
    for i in reversed(range(len(state.pastures))):
        cells = []
        for c in state.pastures[i]:
            cells.append(".." if c == EMPTY else "##" if c == BLOCKED else tiles.name(c))
        print(f"P{i + 1} (suma {state.pasture_sum(i):2}): " + " ".join(f"{c:>3}" for c in cells))


# %% [markdown]
# **Te toca a ti.** Escribe tus respuestas en los recuadros de abajo y pulsa *Comprobar*.

# %% tags=["exercise"] exercise={"name": "01-dice", "right": "9", "wrong": "8"}
ExerciseWidget(EnterNumber(
    "01-dice", "¿Cuántos dados hay en el Rodeo de dados en una partida de 4 jugadores?",
    lambda: gaucho.Game.new(players=4, seed=1).state.dice_total, rule_id="R-SETUP-1"))

# %% tags=["exercise"] exercise={"name": "01-gauchos", "right": "7", "wrong": "9"}
ExerciseWidget(EnterNumber(
    "01-gauchos", "¿Cuántos gauchos recibe cada jugador en una partida de 4 jugadores?",
    lambda: gaucho.Game.new(players=4, seed=1).state.supply[0], rule_id="R-SETUP-2"))

# %% [markdown]
# ## Una partida para cada número de jugadores
#
# `Game.new(players=n, seed=s)` hace toda la preparación. Para cada número de jugadores
# comprobamos los números de la tabla en el estado de la partida nueva.

# %%
for n in (2, 3, 4):
    g = gaucho.Game.new(players=n, seed=11)
    s = g.state
    breeds = sorted({tiles.breed(t) for t in s.draw_pile + [c for row in s.pastures for c in row if c >= 0]})
    n_blocked = sum(row.count(BLOCKED) for row in s.pastures)
    print(f"--- {n} jugadores: jugador inicial {player_name(s.start_player)}")
    print(f"dados {s.dice_total}, {s.supply[0]} gauchos por jugador, espacios bloqueados {n_blocked}, "
          f"cubiertos {len(s.covered)}, razas {and_list(breed_name(b) for b in breeds)}")
    pampa(s)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
for n in (2, 3, 4):
    s = gaucho.Game.new(players=n, seed=11).state
    breeds = {tiles.breed(t) for t in s.draw_pile + [c for row in s.pastures for c in row if c >= 0]}
    assert s.dice_total == cfg.dice[n] and s.supply == [cfg.gauchos[n]] * n
    assert len(breeds) == cfg.breeds_in_play[n]

# %% [markdown]
# Con dos jugadores, los seis espacios bloqueados se cubren enseguida con seis fichas de la
# raza retirada; las otras seis fichas de esa raza salen del juego (R-SETUP-4). Con tres
# jugadores, los dos espacios bloqueados se quedan vacíos de momento: los cubrirán dos fichas
# con las que nadie se quede en la ronda preliminar (R-SETUP-5, R-PRELIM-7). La narración de
# la preparación de la partida de 2 jugadores lo cuenta:

# %%
two = gaucho.Game.new(players=2, seed=11)
for event in two.setup_events[:6]:
    print(event)

# %% [markdown]
# Recorre tú mismo una preparación completa: cada clic en *Paso* hace un paso de la
# preparación y nombra su regla (cambia el número de jugadores o la semilla para comparar).

# %%
from gaucho.widgets import SetupStepper

SetupStepper(players=3, seed=7)

# %% [markdown]
# ## Cómo se llenan los pastos
#
# Los pastos reciben sus primeras fichas de uno en uno, de P1 a P4 (R-SETUP-7). Un pasto
# sigue recibiendo fichas de la pila de robo, siempre en su espacio vacío de más a la
# izquierda, mientras la suma de sus números grandes sea menor que 20 y le quede algún
# espacio vacío (R-SETUP-8). Así, un pasto acaba **lleno** (todos sus espacios utilizables
# tienen ficha, R-COMP-10) o con una **suma de 20 o más**, lo que ocurra primero. Por eso
# las fichas pequeñas llenan un pasto y las grandes dejan huecos.
#
# Esta es la narración completa de la preparación de 3 jugadores con la semilla 7:

# %%
game = gaucho.Game.new(players=3, seed=7)
for event in game.setup_events:
    print(event)

# %% [markdown]
# ### EX-SEED-A: un pasto lleno se detiene por debajo de 20
#
# Los ejemplos del reglamento están guardados como datos en `gaucho.examples`. En EX-SEED-A
# cuatro jugadores están preparando la partida; P1 y P2 ya tienen sus fichas, P3 (5
# espacios) está vacío y la pila de robo empieza por 2, 5, 1, 4, 3, 12. `game()` es la
# posición de partida:


# %%
def top_of_pile(state, count=8):
    return tiles.names(list(reversed(state.draw_pile))[:count])


ex_seed_a = examples.load("EX-SEED-A")
start = ex_seed_a.game().state
pampa(start)
print("pila de robo, de arriba abajo:", top_of_pile(start))

# %% [markdown]
# `run()` juega el ejemplo: llena P3 y después P4 con el paso de llenado del motor. P3 queda
# lleno con solo 15, así que el llenado pasa al siguiente pasto (R-SETUP-7), y el 12 es la
# primera ficha de P4 (R-SETUP-8, R-COMP-10).

# %%
run_a = ex_seed_a.run()
print(run_a.narration())
pampa(run_a.game.state)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
seeded = run_a.game.state
assert seeded.pasture_sum(2) == 15 and EMPTY not in seeded.pastures[2]
assert tiles.name(seeded.pastures[3][0]).endswith("12")
assert ex_seed_a.check() == []  # el motor coincide con el resultado guardado del ejemplo

# %% [markdown]
# ### EX-SEED-B: una suma de 20 detiene un pasto con huecos
#
# Ahora P1 a P3 ya tienen sus fichas y P4 (6 espacios) está vacío; la pila de robo empieza
# por 10, 8, 5, 7. Tras 10 + 8 = 18 el pasto sigue por debajo de 20, así que también sale el
# 5; con 23 se detiene, con tres espacios vacíos. Después se ponen cuatro fichas boca abajo
# en la Estepa (R-SETUP-9): el 7 es la primera de ellas.

# %%
ex_seed_b = examples.load("EX-SEED-B")
print("pila de robo, de arriba abajo:", top_of_pile(ex_seed_b.game().state))
run_b = ex_seed_b.run()
print(run_b.narration())
pampa(run_b.game.state)
print("Estepa (boca abajo):", tiles.names(run_b.game.state.steppe))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
seeded = run_b.game.state
assert seeded.pasture_sum(3) == 23 and seeded.pastures[3].count(EMPTY) == 3
assert tiles.name(seeded.steppe[0]).endswith("7") and len(seeded.steppe) == cfg.steppe_size
assert ex_seed_b.check() == []

# %% tags=["exercise"] exercise={"name": "01-seed-sum", "right": "15", "wrong": "20"}
ExerciseWidget(EnterNumber(
    "01-seed-sum", "En EX-SEED-A, ¿cuánto suman los números grandes de P3 una vez lleno?",
    lambda: ex_seed_a.run().game.state.pasture_sum(2), rule_id="R-SETUP-8"))

# %% [markdown]
# ## Llena tú un pasto en una preparación nueva
#
# Cada ejercicio siguiente prepara una partida nueva a partir de una semilla y muestra la
# parte de arriba de la pila mientras se llena un pasto: aplica la regla (se roba a la
# casilla vacía de más a la izquierda mientras la suma sea menor que 20 y quede una
# casilla vacía) y responde. *Probar otra* da una preparación nueva.

# %% tags=["exercise"] exercise={"name": "01-seed-count", "right": "3", "wrong": "4"}
ExerciseWidget(Drill("01-seed-count", drills.seeding_count, seed=1))

# %% tags=["exercise"] exercise={"name": "01-seed-total", "right": "27", "wrong": "28"}
ExerciseWidget(Drill("01-seed-total", drills.seeding_sum, seed=1))

# %% tags=["exercise"] exercise={"name": "01-seed-gaps", "right": "1", "wrong": "2"}
ExerciseWidget(Drill("01-seed-gaps", drills.seeding_gaps, seed=1))

# %% [markdown]
# ## La Estepa y el jugador inicial
#
# Después del llenado hay cuatro fichas boca abajo en la Estepa (R-SETUP-9, R-COMP-14); solo
# las mirará quien use la acción GANADO SECRETO (cuaderno 04). El jugador inicial se elige al
# azar (R-SETUP-10; el motor usa la semilla) y será el primero en tirar los dados y en elegir
# en la ronda 1.

# %%
print("Estepa:", len(game.state.steppe), "fichas, boca abajo")
print("pila de robo:", len(game.state.draw_pile), "fichas")
for seed in range(6):
    print(f"semilla {seed}: jugador inicial {player_name(gaucho.Game.new(players=3, seed=seed).state.start_player)}")

# %% tags=["exercise"] exercise={"name": "01-steppe", "right": "4", "wrong": "3"}
ExerciseWidget(EnterNumber(
    "01-steppe", "¿Cuántas fichas hay boca abajo en la Estepa después de la preparación?",
    lambda: len(gaucho.Game.new(players=3, seed=7).state.steppe), rule_id="R-SETUP-9"))

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert len(game.state.steppe) == cfg.steppe_size and game.phase == "keep"

# %% [markdown]
# ## Resumen: las reglas de esta lección
#
# * <a href="rules.ipynb#cell-id=R-SETUP-1" title="El Rodeo de dados tiene 2n+1 dados (5, 7 o 9 con 2, 3 o 4 jugadores); los demás dados quedan fuera del juego.">R-SETUP-1</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-2" title="Cada jugador empieza con 8 gauchos en su reserva con 2 o 3 jugadores y con 7 con 4 jugadores; el resto de su color queda fuera.">R-SETUP-2</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-3" title="Cada jugador empieza con 0 Pesos.">R-SETUP-3</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-4" title="Con 2 jugadores se retira una raza (en el motor, elegida al azar): 6 de sus fichas cubren boca abajo los 6 espacios bloqueados y las otras 6 salen del juego.">R-SETUP-4</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-5" title="Con 3 jugadores los 2 espacios bloqueados se quedan vacíos al llenar los pastos y se cubren en la ronda preliminar (R-PRELIM-7).">R-SETUP-5</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-6" title="Todas las demás fichas se barajan boca abajo y forman la pila de robo.">R-SETUP-6</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-7" title="Los pastos se llenan de uno en uno, en el orden P1, P2, P3, P4.">R-SETUP-7</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-8" title="Para llenar un pasto se sacan fichas de una en una y se colocan boca arriba en su espacio vacío situado más a la izquierda, hasta que su suma llegue a 20 o más o hasta que esté lleno.">R-SETUP-8</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-9" title="Después se apilan boca abajo 4 fichas de la pila de robo en la Estepa.">R-SETUP-9</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-10" title="El jugador inicial se elige al azar y toma la ficha de jugador inicial.">R-SETUP-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-5" title="La Pampa tiene 4 pastos, de P1 (el más pequeño, abajo) a P4 (el más grande, arriba), con 3, 4, 5 y 6 espacios de pasto.">R-COMP-5</a>
# * <a href="rules.ipynb#cell-id=R-COMP-6" title="Con 2 jugadores están bloqueados los 0, 1, 2 y 3 espacios situados más a la derecha de P1, P2, P3 y P4: 6 espacios, de modo que quedan 3 espacios utilizables por pasto.">R-COMP-6</a>
# * <a href="rules.ipynb#cell-id=R-COMP-7" title="Con 3 jugadores está bloqueado el espacio situado más a la derecha de P3 y el de P4 (2 espacios); con 4 jugadores no hay ningún espacio bloqueado.">R-COMP-7</a>
# * <a href="rules.ipynb#cell-id=R-COMP-10" title="Un pasto está *lleno* cuando cada uno de sus espacios no bloqueados tiene una ficha.">R-COMP-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-14" title="La Estepa contiene como mucho 4 fichas, boca abajo.">R-COMP-14</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-7" title="Con 3 jugadores, 2 de las fichas descartadas (en el motor, elegidas al azar) cubren boca abajo los 2 espacios bloqueados.">R-PRELIM-7</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-4" title="El único dado que nadie elige se queda sin usar en el Rodeo de dados durante el resto de la ronda.">R-ROUND-4</a>

# %% [markdown]
# Siguiente: el cuaderno `02-preliminary`, donde cada jugador se queda con sus fichas
# iniciales.
