# ruff: noqa: E402, B018, E501
"""Source of notebooks/es/03-turn.ipynb (lesson 03 in Spanish); build with
`python tools/build_notebooks.py es/03-turn`. Same code as notebooks/src/03-turn.py."""

# %% [markdown]
# # 03 · Un turno: elegir y gastar dados
#
# Una ronda normal empieza cuando el jugador inicial tira todos los dados del Rodeo de dados
# (R-ROUND-2, R-ROUND-3). Después, cada jugador en su turno:
#
# 1. **elige** dos dados del Rodeo (R-TURN-1); antes de eso no puede hacer nada más
#    (R-TURN-3);
# 2. los **gasta**, cada dado por separado o varios sumados en un solo pago (R-DICE-1), en
#    reclamos en la Pampa o en Espacios de Acción (R-DICE-5);
# 3. **termina** su turno de forma explícita (R-TURN-4).
#
# Los ejemplos resueltos del reglamento están guardados como datos en `gaucho.examples` (una
# posición de partida, las jugadas y el resultado esperado): `load(...).game()` da la
# posición de partida como una partida en la que podemos jugar, `run()` juega las jugadas del
# ejemplo y `check()` compara el resultado con el reglamento (una lista vacía quiere decir
# que coinciden).

# %% [markdown]
# **En esta lección** aprendes cómo es un turno normal: primero eliges dos dados y después
# pagas el precio exacto, con un dado o con una suma, por un gaucho de pie o acostado,
# levantas tu propio gaucho acostado y terminas el turno.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, practice
from gaucho.config import DEFAULT_CONFIG, player_name
from gaucho.exercises import Drill, EnterNumber, PickMove

# el idioma de todo lo que el juego escribe: "es" (español), "fr", "de" o "en"
gaucho.set_language("es")


def show(game):
    """La Pampa, los dados y la línea de Rojo de la vista de texto."""
    for line in str(game).splitlines():
        if line.startswith(("  P", "Rodeo de dados", "Rojo tiene", "  Rojo")):
            print(line)


def narrate(events):
    for event in events:
        print(event)


def refusals(scenario):
    """Las jugadas que el ejemplo declara no permitidas, cada una explicada por el motor."""
    for bad in scenario.expect_illegal:
        game = scenario.run(until=bad.after).game
        print(f"{bad.action:12} -> {game.why_illegal(bad.action)}")


ex_turn_1 = examples.load("EX-TURN-1")
game = ex_turn_1.game()
show(game)

# %%
game

# %% [markdown]
# Cada ficha muestra un **número grande** (su valor, de 1 a 12) y un **número pequeño**, la
# mitad redondeada hacia abajo, y como mínimo 1 (R-COMP-3). Pagar el número grande pone un
# gaucho **de pie** en la ficha: un reclamo que se recolecta más adelante (R-PAMPA-1, acción
# A). Pagar el número pequeño pone un gaucho **acostado**: un reclamo más barato (R-PAMPA-2,
# acción B). Pagar otra vez el número pequeño levanta un gaucho propio que estaba acostado y
# lo pone de pie (R-PAMPA-3, acción C).

# %% tags=["exercise"] exercise={"name": "03-small", "right": "4", "wrong": "9"}
ExerciseWidget(EnterNumber(
    "03-small", "¿Cuánto cuesta un gaucho acostado en una ficha cuyo número grande es 9?",
    lambda: DEFAULT_CONFIG.small(9), rule_id="R-PAMPA-2"))

# %% [markdown]
# La tabla completa de números pequeños, para comprobar tu respuesta cuando la hayas dado:

# %%
from IPython.display import HTML

table = (f"grande : {list(range(1, 13))}\n"
         f"pequeño: {[DEFAULT_CONFIG.small(big) for big in range(1, 13)]}")
HTML(f"<details><summary>Mostrar la tabla</summary><pre>{table}</pre></details>")

# %% [markdown]
# ## Primero se eligen los dados
#
# Antes de elegir los dados no se permite nada más (R-TURN-3):

# %%
print(game.why_illegal("A W11 5+6"))
print(game.legal_actions())

# %% tags=["exercise"] exercise={"name": "03-first", "right": "take 5 6", "wrong": "A W11 5+6"}
ExerciseWidget(PickMove(
    "03-first", game, "Es el turno de Rojo. ¿Qué tiene que hacer Rojo primero?",
    ["A W11 5+6", "end", "take 5 6"], rule_id="R-TURN-3"))

# %% [markdown]
# ## EX-TURN-1: una acción pagada con dos dados
#
# Rojo elige el 5 y el 6 y paga con su suma, 11, un gaucho de pie en la blanca 11 (R-TURN-1,
# R-DICE-1, R-DICE-3, R-PAMPA-1). Los dos dados quedan gastados.

# %%
narrate(game.play("take 5 6"))
print(game.legal_actions())

# %%
narrate(game.play("A W11 5+6"))
show(game)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.state.gauchos_on[gaucho.tiles.parse("W11")] == (0, True)
assert game.state.held == [] and game.state.supply[0] == DEFAULT_CONFIG.gauchos[3] - 1
assert ex_turn_1.check() == []  # el ejemplo guardado coincide

# %% [markdown]
# El ejemplo también enumera jugadas que aquí no son legales, cada una explicada por el
# motor:

# %%
refusals(ex_turn_1)

# %% [markdown]
# Recorre EX-TURN-1 en el tablero, una jugada por clic:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-TURN-1")

# %% [markdown]
# ## EX-TURN-2: el mismo resultado en dos pasos
#
# Ahora el Rodeo ofrece dos 5. El número pequeño de la blanca 11 es 5, así que Rojo puede
# primero acostar un gaucho en ella con un 5 (R-PAMPA-2) y después ponerlo de pie con el otro 5
# (R-PAMPA-3). Cada dado paga una sola acción y nunca se divide (R-DICE-2).

# %%
ex_turn_2 = examples.load("EX-TURN-2")
run_2 = ex_turn_2.run()
print(run_2.narration())
show(run_2.game)

# %%
one, two = game.state, run_2.game.state
same = one.gauchos_on == two.gauchos_on and one.supply == two.supply and one.held == two.held
print("mismos reclamos, reservas y dados que en EX-TURN-1" if same else "otros reclamos, reservas o dados que en EX-TURN-1")
refusals(ex_turn_2)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert same and ex_turn_2.check() == []

# %% tags=["exercise"] exercise={"name": "03-raise", "right": "C W11 5", "wrong": "A W11 5"}
lying = ex_turn_2.game()
lying.play("take 5 5")
lying.play("B W11 5")
ExerciseWidget(PickMove(
    "03-raise", lying, "Rojo tiene un gaucho acostado en la blanca 11 y todavía tiene un 5. Pon el gaucho de pie.",
    ["A W11 5", "B W11 5", "C W11 5"], rule_id="R-PAMPA-3"))

# %% [markdown]
# ## EX-DICE-SPLIT: una suma o dos acciones
#
# Rojo ha elegido un 6 y un 4. Puede comprar un 10 con la suma (a), o comprar un 6 con el 6 y
# un 4 con el 4 (b). Las dos cosas están permitidas (R-DICE-1, R-DICE-2, R-PAMPA-1).

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
    print(f"({name}) Rojo está de pie en {gaucho.i18n.and_list(standing)}, dados que le quedan {len(g.state.held)}")

# %% [markdown]
# ## Solo el pago exacto
#
# Un pago tiene que ser igual al precio, ni más ni menos: pagar de más está tan prohibido
# como pagar de menos (R-DICE-3). Con un 6 y un 4 en la mano, Rojo no puede pagar 10 por la dorada
# 6:

# %%
from gaucho import IllegalAction

try:
    split.play("A G6 4+6")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# Después de una jugada rechazada la partida no cambia. `why_illegal` explica más intentos:
# pagar de menos, y pagar con un dado que Rojo no tiene.

# %%
for attempt in ["A G6 4+6", "A W10 6", "A W10 4+4", "B W10 4"]:
    print(f"{attempt:12} -> {split.why_illegal(attempt)}")
print("dados que Rojo todavía tiene:", gaucho.i18n.and_list(split.state.held))

# %% [markdown]
# **Te toca a ti.** Rojo todavía tiene el 6 y el 4.

# %% tags=["exercise"] exercise={"name": "03-exact", "right": "A W10 4+6", "wrong": "A W10 6"}
def stands_on_w10(after):
    return after.state.gauchos_on.get(gaucho.tiles.parse("W10")) == (0, True)


ExerciseWidget(PickMove(
    "03-exact", split, "Paga un gaucho de pie en la blanca 10: ¿qué dados lo pagan exactamente?",
    ["A W10 6", "A W10 4+4", "A W10 4+6"], rule_id="R-DICE-3", goal=stands_on_w10,
    goal_rule="R-PAMPA-1"))

# %% tags=["exercise"] exercise={"name": "03-lie", "right": "B G9 4", "wrong": "B G9 6"}
ExerciseWidget(PickMove(
    "03-lie", split, "Paga un gaucho acostado en la dorada 9.",
    ["B G9 6", "A G9 4+6", "B G9 4"], rule_id="R-PAMPA-2"))

# %% [markdown]
# ## Te toca a ti, en posiciones nuevas
#
# Los ejercicios siguientes preparan una partida nueva a partir de una semilla y la juegan
# hasta un turno de la ronda 1, así que cada uno es una posición que esta lección no ha
# mostrado; *Probar otra* da una nueva. Lee los dados y las fichas y paga exactamente. En
# el tablero (el tercer ejercicio) se iluminan todas las fichas que los dados pueden pagar:
# cuál es la que se pide, lo decides tú.

# %% tags=["exercise"] exercise={"name": "03-stand-any", "right": "A S4 4", "wrong": "B S4 4"}
ExerciseWidget(Drill("03-stand-any", drills.pay_standing, seed=1))

# %% tags=["exercise"] exercise={"name": "03-lie-any", "right": "B G11 1+4", "wrong": "B G11 1"}
ExerciseWidget(Drill("03-lie-any", drills.pay_lying, seed=1))

# %% tags=["exercise"] exercise={"name": "03-best-tile", "right": "A W11 5+6", "wrong": "A G6 6"}
ExerciseWidget(Drill("03-best-tile", drills.best_tile, seed=1), board=True)

# %% [markdown]
# ## Una decisión: ¿qué jugada vale más?
#
# Legal no es lo mismo que bueno. Aquí la pregunta es cuál de tres jugadas legales lleva,
# de media, a más pesos al final de la partida. El entrenador juzga la respuesta: juega la
# partida hasta el final muchas veces desde cada opción (una búsqueda pequeña y con
# semilla, con lo que ve el jugador al que le toca) y da por buena cualquier respuesta a
# menos de un peso de la mejor. Una respuesta equivocada muestra a qué lleva cada opción,
# con la razón del entrenador.

# %% tags=["exercise"] exercise={"name": "03-decide", "right": "B W11 5", "wrong": "A G5 5"}
ExerciseWidget(Drill("03-decide", practice.decide_spend, seed=1))

# %% [markdown]
# ## Gastar es opcional; los dados sin gastar se pierden
#
# Un jugador puede gastar los dos dados elegidos, uno solo o ninguno (R-DICE-4). Los dados
# que quedan al final del turno se pierden: no vuelven al Rodeo para el siguiente jugador
# (R-TURN-5). Aquí Rojo gasta solo el 6 y termina su turno; Azul elige entre los dados que
# quedan.

# %%
narrate(split.play("A G6 6"))
narrate(split.play("end"))
print("Rodeo ahora:", gaucho.i18n.and_list(split.state.rodeo), "- le toca a:", player_name(split.current_player))

# %% tags=["nbval-ignore-output"]
split

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert split.current_player == 1 and split.state.held == []

# %% [markdown]
# ## Resumen: las reglas de esta lección
#
# * <a href="rules.ipynb#cell-id=R-ROUND-2" title="Una ronda normal transcurre así: (a) el jugador inicial lanza todos los dados del Rodeo de dados; (b) cada jugador juega exactamente un turno, empezando por el jugador inicial y siguiendo hacia la izquierda; (c) recolección (§16); (d) relleno (§19); (e) nuevo jugador inicial (§20).">R-ROUND-2</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-3" title="Cada dado lanzado muestra un valor del 1 al 6, al azar y con la misma probabilidad.">R-ROUND-3</a>
# * <a href="rules.ipynb#cell-id=R-TURN-1" title="Un turno normal empieza con la elección de dados: el jugador activo DEBE tomar 2 dados a su elección del Rodeo de dados, o todos los que queden si quedan menos de 2.">R-TURN-1</a>
# * <a href="rules.ipynb#cell-id=R-TURN-2" title="Tras la elección de dados el jugador activo PUEDE, en cualquier orden y tantas veces como lo permitan las reglas: hacer una acción de dados (§5–7), usar una acción especial (§8), retirar un gaucho propio de un Espacio de Acción (R-SPECIAL-6) y recuperar gauchos acostados (R-NOGAUCHO-1).">R-TURN-2</a>
# * <a href="rules.ipynb#cell-id=R-TURN-3" title="El jugador activo NO DEBE dar ningún otro paso de un turno normal antes de la elección de dados.">R-TURN-3</a>
# * <a href="rules.ipynb#cell-id=R-TURN-4" title="El turno termina solo con un paso explícito de fin de turno, que siempre es legal una vez hecha la elección de dados.">R-TURN-4</a>
# * <a href="rules.ipynb#cell-id=R-TURN-5" title="Los dados elegidos que no se gastan antes del final del turno se pierden; los dados elegidos nunca vuelven al Rodeo de dados dentro de la ronda.">R-TURN-5</a>
# * <a href="rules.ipynb#cell-id=R-DICE-1" title="Una acción de dados se paga con un dado o con la suma de varios: como mucho los 2 dados elegidos más el dado de DESEO (R-WISH-3).">R-DICE-1</a>
# * <a href="rules.ipynb#cell-id=R-DICE-2" title="Cada dado, físico o imaginario, se gasta en una acción como mucho y no se puede dividir.">R-DICE-2</a>
# * <a href="rules.ipynb#cell-id=R-DICE-3" title="El dado o la suma DEBE ser exactamente igual al valor pedido; pagar de más o de menos no es legal.">R-DICE-3</a>
# * <a href="rules.ipynb#cell-id=R-DICE-4" title="Gastar dados es opcional: un jugador PUEDE gastar los dos dados elegidos, uno o ninguno.">R-DICE-4</a>
# * <a href="rules.ipynb#cell-id=R-DICE-5" title="Las acciones de dados son las acciones en la Pampa A, B y C (§6) y la colocación de un gaucho en un Espacio de Acción (§7).">R-DICE-5</a>
# * <a href="rules.ipynb#cell-id=R-COMP-3" title="El número pequeño de una ficha es `max(1, floor(big/2))`; el motor lo guarda como tabla de datos (la entrada 11→5 tiene fuente, las demás son ASSUMED):">R-COMP-3</a>
# * <a href="rules.ipynb#cell-id=R-COMP-11" title="Sobre una ficha hay como mucho un gaucho, de pie o acostado; una ficha sin ninguno está *desocupada*.">R-COMP-11</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-1" title="A (reclamo de pie): pagar el número grande de una ficha desocupada y poner sobre ella, de pie, un gaucho de la reserva.">R-PAMPA-1</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-2" title="B (reclamo acostado): pagar el número pequeño de una ficha desocupada y poner sobre ella, acostado, un gaucho de la reserva.">R-PAMPA-2</a>
# * <a href="rules.ipynb#cell-id=R-PAMPA-3" title="C (levantar): pagar el número pequeño de una ficha sobre la que está acostado un gaucho propio, y ponerlo de pie.">R-PAMPA-3</a>
# * <a href="rules.ipynb#cell-id=R-SETUP-1" title="El Rodeo de dados tiene 2n+1 dados (5, 7 o 9 con 2, 3 o 4 jugadores); los demás dados quedan fuera del juego.">R-SETUP-1</a>
# * <a href="rules.ipynb#cell-id=R-ROUND-4" title="El único dado que nadie elige se queda sin usar en el Rodeo de dados durante el resto de la ronda.">R-ROUND-4</a>

# %% [markdown]
# En cada ronda hay un dado que nadie elige: el Rodeo tiene un dado más que el doble del
# número de jugadores, y ese último dado se queda sin usar (R-SETUP-1, R-ROUND-4).
#
# Siguiente: `04-action-areas`, gastar dados en Espacios de Acción y las seis
# acciones especiales.
