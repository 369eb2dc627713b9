# ruff: noqa: E402, B018, E501
"""Source of notebooks/es/04-action-areas.ipynb (lesson 04 in Spanish); build with
`python tools/build_notebooks.py es/04-action-areas`. Same code as notebooks/src/04-action-areas.py."""

# %% [markdown]
# # 04 · Las Áreas de Acción y las seis acciones especiales
#
# Además de reclamar ganado, los dados pueden comprar un sitio en una de las seis **Áreas
# de Acción**. Cada área tiene un Espacio de Acción por color de jugador (R-COMP-13). Un
# gaucho que está allí desde un turno anterior puede **usarse** más tarde para la acción
# especial de esa área, y eso lo devuelve a la reserva de su dueño (R-SPECIAL-1,
# R-SPECIAL-3).
#
# Las reglas de colocación se muestran en una pequeña posición escrita como datos (le toca
# a Rojo, el jugador 0; el formato está en `gaucho/position.py`). Las acciones especiales se
# muestran con los ejemplos resueltos del reglamento, que `gaucho.examples` guarda como
# datos: `example(...)`, más abajo, juega uno, compara el resultado con lo esperado y deja
# que el motor explique las jugadas que el ejemplo declara no permitidas.

# %% [markdown]
# **En esta lección** aprendes a poner un gaucho en un Área de Acción, cuándo se puede usar
# y qué hace cada una de las seis acciones especiales. Las manadas y las ventas solo se
# esbozan aquí; la lección 05 las explica a fondo.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.coach.words import say_decision
from gaucho.config import AREA_TITLES, AREAS, DEFAULT_CONFIG, area_name, player_name
from gaucho.exercises import Drill, PickMove, PickRefused
from gaucho.i18n import _, and_list
from gaucho.practice import Decide

# el idioma de todo lo que el juego escribe: "es" (español), "fr", "de" o "en"
gaucho.set_language("es")

PAMPA = [
    ["S11", "K10", "B6"],
    ["S4", "G9", "B2", None],
    ["K3", "G12", "B8", None, "#"],
    ["S7", "K9", "G5", None, None, "#"],
]


def position(held, players, **changes):
    """Ronda 2, turno de Rojo después de elegir los dados, con estos dados en la mano."""
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
    """Las acciones especiales de entre las permitidas, una por línea: la jugada y luego en palabras."""
    return "\n".join(f"  {str(a):14} {say_decision(a, game.phase)}"
                     for a in game.legal_actions().grouped().get("special", []))


def by_player(values):
    """Un número por jugador, con el color de cada uno ("Rojo 65, Azul 40 y Verde 0")."""
    return and_list(f"{player_name(p)} {n}" for p, n in enumerate(values))


def example(name, variation=None):
    """Juega un ejemplo guardado del reglamento, imprime sus jugadas, lo comprueba y
    devuelve la partida resultante."""
    scenario = examples.load(name)
    run = scenario.run(variation)
    print(run.narration())
    print(scenario.verdict(variation))
    for bad in scenario.expect_illegal if variation is None else ():
        before = scenario.run(until=bad.after).game
        print(f"no permitido: {bad.action:20} -> {before.why_illegal(bad.action)}")
    return run.game


# %% [markdown]
# ## Poner un gaucho (R-AREA-1 a R-AREA-7)
#
# Poner un gaucho cuesta un dado (o una suma de dados) del valor del área (R-AREA-1,
# R-AREA-2). La notación de las jugadas nombra cada área por su nombre corto en inglés,
# el mismo en todos los idiomas, y la narración por su nombre corto en español: `SORT`
# (ORDENAR), `WISH` (DESEO), `SALE` (VENTA, de VENTA INMEDIATA), `STEAL` (ROBAR, de ROBAR
# GANADO), `RAISE` (LEVANTAR, de LEVANTAR/REEMPLAZAR GAUCHOS) y `STEPPE` (ESTEPA, de GANADO
# SECRETO):

# %%
for area in AREAS:
    print(f"{area:7} {_(AREA_TITLES[area]):44} valor {DEFAULT_CONFIG.area_values[area]}")

# %% [markdown]
# Rojo tiene un 3 y un 4, y tiene un gaucho en DESEO (`WISH`) desde un turno anterior;
# Azul tiene uno en ROBAR GANADO (`STEAL`). El gaucho de Azul no bloquea el espacio propio
# de Rojo en esa área (R-AREA-7), así que Rojo pone un gaucho en `STEAL` con el 4:

# %%
game = position([3, 4], [{"spaces": ["WISH"]}, {"spaces": ["STEAL"], "herds": [["S8", "S12"]]}, {}])
play(game, "place STEAL 4")

# %%
game

# %% [markdown]
# Las reglas en torno a esa colocación, cada una comprobada por el motor:
#
# * el gaucho recién puesto no se puede usar en el mismo turno (R-AREA-4);
# * un espacio por jugador y área, así que no cabe un segundo gaucho en `STEAL` (R-AREA-3);
# * un espacio que se ha dejado libre en este turno, aunque sea retirando el gaucho sin
#   usarlo (R-SPECIAL-6), no se puede volver a ocupar en este turno (R-AREA-5);
# * poner un gaucho en un área y usar otra en el mismo turno está permitido (R-AREA-6).

# %% [markdown]
# Ahora Rojo retira sin usarlo el gaucho de `WISH` (R-SPECIAL-6):

# %%
play(game, "remove WISH")

# %% [markdown]
# **Te toca a ti.** Rojo acaba de poner un gaucho en `STEAL` y de retirar el gaucho de
# `WISH`; le queda un 3.

# %% tags=["exercise"] exercise={"name": "04-place", "right": "place SALE 3", "wrong": "place WISH 3"}
ExerciseWidget(PickMove(
    "04-place", game, "Pon un gaucho con el 3.",
    ["place WISH 3", "place STEAL 3", "place SALE 3"], rule_id="R-AREA-5"))

# %% tags=["exercise"] exercise={"name": "04-too-soon", "right": "steal S8", "wrong": "place SORT 3"}
ExerciseWidget(PickRefused(
    "04-too-soon", game, "¿Qué jugada rechaza ahora el juego?",
    ["place SORT 3", "steal S8", "place SALE 3"], rule_id="R-AREA-4"))

# %% [markdown]
# Lo que dice el motor de esas jugadas:

# %%
for move in ["steal S8", "place STEAL 3", "place WISH 3", "place SALE 3"]:
    reason = game.why_illegal(move)  # None: la jugada está permitida
    print(f"{move:13} ->", f"rechazada: {reason}" if reason else "permitida")

# %%
from gaucho import IllegalAction

try:
    game.play("steal S8")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# **En posiciones nuevas.** Cada uno de estos ejercicios prepara una partida nueva a partir
# de una semilla y la juega hasta un turno de la ronda 1; *Probar otra* da una nueva. Fíjate
# en los dados que tiene el jugador y en los espacios que ya ocupa.

# %% tags=["exercise"] exercise={"name": "04-place-any", "right": "place RAISE 5", "wrong": "place RAISE 5+5"}
ExerciseWidget(Drill("04-place-any", drills.place_paid, seed=1))

# %% tags=["exercise"] exercise={"name": "04-placed-any", "right": "place SALE 2", "wrong": "end"}
ExerciseWidget(Drill("04-placed-any", drills.placed_refused, seed=1))

# %% [markdown]
# ## DESEO (Héroe del Rodeo)
#
# Usar DESEO da un **dado imaginario** para el resto del turno; su dueño elige su valor
# (de 1 a 6) cuando lo gasta (R-WISH-1, R-WISH-2) y puede sumarlo a uno o a los dos dados
# elegidos (R-WISH-3). En la notación el dado imaginario se escribe `w`, sin valor: muestra
# el valor que haga falta para pagar, y las opciones que solo se diferencian en ese valor
# son la misma jugada (R-WISH-2).
#
# **EX-WISH-1: el dado imaginario solo.** Rojo tiene un 2 y un 3 y gasta solo el dado
# imaginario, como un 6, para poner un gaucho en GANADO SECRETO (R-AREA-2). Los dados
# elegidos siguen ahí, y el gaucho nuevo tiene que esperar a un turno posterior (R-AREA-4).

# %%
wish1 = example("EX-WISH-1")
print("dados en la mano:", and_list(wish1.state.held),
      "- espacios de Rojo:", and_list(area_name(a) for a in sorted(wish1.state.spaces[0])))

# %% [markdown]
# **EX-WISH-2: un tercer dado.** Con un 4 y un 4 en la mano, el dado imaginario como
# tercer 4 compra de una vez la dorada 12 (R-DICE-1, R-PAMPA-1).

# %%
wish2 = example("EX-WISH-2")

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert wish2.state.held == [] and wish2.state.gauchos_on[tiles.parse("G12")] == (0, True)

# %% [markdown]
# ### Las manadas, en resumen
#
# Las acciones siguientes mueven fichas entre **manadas**. Cada ficha que recibe un jugador
# se une a su manada de esa raza: una manada por raza, con sus fichas en una fila que sube
# o baja (R-HERD-1 a R-HERD-4). Una manada vale *número de fichas × su número grande más
# alto* cuando se vende (R-SELL-1). Una ficha nueva se añade por el extremo derecho de la
# manada; una ficha que no sigue el orden de la manada obliga a vender la manada entera y
# empieza una nueva (R-HERD-6). La lección 05 lo muestra todo paso a paso.

# %% [markdown]
# ## ROBAR GANADO y después VENTA INMEDIATA (EX-STEAL-SALE)
#
# El Ladrón de Ganado toma una ficha cualquiera de una manada de un oponente (R-STEAL-1); a
# la víctima se le paga el valor de la ficha como seguro (R-STEAL-2) y conserva el resto de
# la manada en orden (R-STEAL-3). La ficha se une a la manada de esa raza del ladrón si
# encaja (R-STEAL-4). VENTA INMEDIATA vende una de las manadas de dos fichas o más de su
# dueño por *fichas × valor más alto* más una bonificación de 5 (R-SALE-1, R-SELL-1).
# En un mismo turno se pueden usar varias acciones especiales seguidas (R-SPECIAL-4).
#
# Rojo: manada blanca 4, 6, 9 y 20 Pesos, gauchos en ROBAR GANADO y en VENTA INMEDIATA.
# Azul: manada blanca 12, 10 y 30 Pesos.

# %%
print("Rojo puede:")
print(specials(examples.load("EX-STEAL-SALE").game()))
thief = example("EX-STEAL-SALE")

# %%
print("Pesos:", by_player(thief.pesos))
print("manadas de Azul:", and_list(tiles.words(t) for herd in thief.state.herds[1].values() for t in herd))
print("manadas de Rojo:", len(thief.state.herds[0]), "- reserva", thief.state.supply[0])

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert thief.pesos[:2] == [65, 40]

# %% [markdown]
# **En una posición nueva.** VENTA INMEDIATA de una manada que esta lección no ha mostrado:

# %% tags=["exercise"] exercise={"name": "04-sale-any", "right": "20", "wrong": "15"}
ExerciseWidget(Drill("04-sale-any", drills.sale_value, seed=1))

# %% [markdown]
# Recorre EX-STEAL-SALE en el tablero, una jugada por clic:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-STEAL-SALE")

# %% [markdown]
# ## LEVANTAR/REEMPLAZAR GAUCHOS (Supervisor)
#
# El Supervisor funciona de uno de dos modos (R-RAISE-1).
#
# **EX-RAISE-1: Levantar.** Poner de pie uno o dos gauchos propios que estén acostados, sin
# dados (R-RAISE-2). Rojo está acostado en un 10 y en un 9.

# %%
before = examples.load("EX-RAISE-1").game()
before

# %% [markdown]
# **Te toca a ti, primero.** Rojo puso un gaucho en el Supervisor en un turno anterior y ha
# elegido dos 2. Todas las opciones de abajo están permitidas: ¿cuál vale más? El
# entrenador juega cada una hasta el final muchas veces (una búsqueda pequeña con semilla,
# a partir de lo que Rojo puede ver) y cuenta los Pesos de Rojo al final; una respuesta
# equivocada muestra a qué lleva cada opción.

# %% tags=["exercise"] exercise={"name": "04-raise-best", "right": "raise K9 W10", "wrong": "end"}
ExerciseWidget(Decide(
    "04-raise-best", before, "¿Cuál de estas jugadas lleva a más Pesos al final?",
    ["end", "remove RAISE", "raise K9 W10"], rule_id="R-RAISE-2", seed=1))

# %% tags=["exercise"] exercise={"name": "04-raise", "right": "raise K9 W10 B4", "wrong": "replace S7"}
ExerciseWidget(PickRefused(
    "04-raise", before, "Rojo tiene un gaucho en el Supervisor. ¿Qué uso de él se rechaza?",
    ["raise K9 W10", "replace S7", "raise K9 W10 B4"], rule_id="R-RAISE-2"))

# %%
print("Rojo puede:")
print(specials(before))
raised = example("EX-RAISE-1")
print("reserva de Rojo:", before.state.supply[0], "->", raised.state.supply[0],
      "- dados en la mano:", and_list(raised.state.held))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert gaucho.exercises.registered("04-raise-best").right_answer() == "raise K9 W10"

# %% [markdown]
# **EX-RAISE-2: Reemplazar.** Mandar a casa el gaucho acostado de un oponente y poner de
# pie uno propio en esa ficha; al oponente se le paga el valor de la ficha (R-RAISE-3,
# R-RAISE-4). La reserva de Rojo está vacía, pero el gaucho que vuelve del espacio del
# Supervisor puede ser el que se pone de pie (R-SPECIAL-3).

# %%
replaced = example("EX-RAISE-2")
print("reservas:", by_player(replaced.state.supply), "- Pesos:", by_player(replaced.pesos))

# %% [markdown]
# ## GANADO SECRETO (EX-STEPPE)
#
# Usar GANADO SECRETO es un compromiso: primero el gaucho deja el espacio, y solo entonces
# mira el jugador las fichas boca abajo de la Estepa (`steppe`, R-STEPPE-1). Hasta ese
# momento nada, ni siquiera la lista de acciones permitidas, nombra una ficha de la Estepa.
# Después (`put ...`) toma una ficha de cualquier valor, o dos fichas de valor 4 o menos
# (R-STEPPE-2). Cada una va a cualquier espacio de pasto vacío, incluso en un pasto que ya
# vale 20 (R-STEPPE-3), con un gaucho de pie de la reserva (R-STEPPE-4); no más fichas que
# espacios vacíos o que gauchos (R-STEPPE-5). Después la Estepa se repone hasta cuatro
# fichas (R-STEPPE-7).
#
# Rojo tiene un gaucho en la reserva más el que está en GANADO SECRETO; la Estepa tiene 1,
# 3, 8 y 12.

# %% tags=["exercise"] exercise={"name": "04-steppe", "right": "put B1>P1 G3>P2", "wrong": "put K8>P1 G3>P2"}
looked = examples.load("EX-STEPPE").game()
looked.play("steppe")
ExerciseWidget(PickMove(
    "04-steppe", looked, "Rojo ha mirado la Estepa (1, 3, 8, 12). Toma dos fichas.",
    ["put K8>P1 G3>P2", "put B1>P1 G3>P2 K8>P3", "put B1>P1 G3>P2"], rule_id="R-STEPPE-2"))

# %% [markdown]
# El ejemplo del reglamento:

# %%
steppe = example("EX-STEPPE")

# %%
print("reserva de Rojo:", steppe.state.supply[0], "- Estepa:", len(steppe.state.steppe),
      "fichas - pila de robo:", len(steppe.state.draw_pile), "- suma de P1:", steppe.state.pasture_sum(0))

# %% tags=["nbval-ignore-output"]
steppe

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert steppe.state.supply[0] == 0 and steppe.state.pasture_sum(0) == 22
assert steppe.state.gauchos_on[tiles.parse("B1")] == (0, True)

# %% [markdown]
# ## ORDENAR (EX-SORT)
#
# ORDENAR se usa fuera del propio turno: al final de una ronda, mientras una ficha
# recolectada se une a su manada (R-SORT-1). Normalmente una ficha se añade por el extremo
# derecho de la manada y tiene que seguir su orden (R-HERD-3, R-HERD-4); una ficha que no
# encaja obliga a vender la manada (R-HERD-6). Con ORDENAR, en cambio, la ficha se mete en
# su sitio (R-SORT-2), sin venta (R-SORT-4).
#
# La manada blanca de Rojo es 3, 6, 9 y Rojo recolecta la blanca 5 al final de la ronda,
# con un gaucho en ORDENAR. (Lo que ocurre al final de la ronda después de añadir la ficha es
# el tema del cuaderno `05-end-of-round`.)

# %%
print(examples.load("EX-SORT").game().legal_actions())
sort_game = example("EX-SORT")

# %% [markdown]
# La misma recolección sin ORDENAR (la variante `without-sort` del ejemplo):

# %%
without_sort = example("EX-SORT", "without-sort")

# %%
white = tiles.breed(tiles.parse("W1"))  # el índice de la raza blanca
print("con ORDENAR:", tiles.names(sort_game.state.herds[0][white]), "- Pesos", sort_game.pesos[0],
      "- reserva", sort_game.state.supply[0])
print("sin ORDENAR:", tiles.names(without_sort.state.herds[0][white]), "- Pesos", without_sort.pesos[0])

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert without_sort.pesos[0] == 3 * 9 and sort_game.pesos[0] == 0
for name in ("EX-WISH-1", "EX-WISH-2", "EX-STEAL-SALE", "EX-RAISE-1", "EX-RAISE-2", "EX-STEPPE",
             "EX-SORT"):
    assert examples.load(name).check() == [], name
assert examples.load("EX-SORT").check("without-sort") == []

# %% [markdown]
# ## Resumen: las reglas de esta lección
#
# * <a href="rules.ipynb#cell-id=R-COMP-13" title="Cada Área de Acción tiene un Espacio de Acción por color de jugador, y cada jugador solo puede ocupar o usar el espacio de su propio color.">R-COMP-13</a>
# * <a href="rules.ipynb#cell-id=R-AREA-1" title="Colocación: pagar el valor de un Área de Acción y poner un gaucho de la reserva en el Espacio de Acción propio, desocupado, de esa área.">R-AREA-1</a>
# * <a href="rules.ipynb#cell-id=R-AREA-2" title="Los valores son 1, 2 o 3 para ORDENAR, DESEO y VENTA INMEDIATA; 4 para ROBAR GANADO; 5 para LEVANTAR/REEMPLAZAR GAUCHOS; 6 para GANADO SECRETO; una suma de dados cuenta como un solo valor.">R-AREA-2</a>
# * <a href="rules.ipynb#cell-id=R-AREA-3" title="En un Espacio de Acción cabe como mucho un gaucho, así que cada jugador tiene como mucho un gaucho en cada Área de Acción.">R-AREA-3</a>
# * <a href="rules.ipynb#cell-id=R-AREA-4" title="Un gaucho colocado en un Espacio de Acción NO DEBE usarse en ese mismo turno.">R-AREA-4</a>
# * <a href="rules.ipynb#cell-id=R-AREA-5" title="Un jugador NO DEBE colocar un gaucho en un Espacio de Acción que él mismo ha dejado libre antes en ese mismo turno, tanto si lo hizo al usarlo como si retiró el gaucho sin usarlo.">R-AREA-5</a>
# * <a href="rules.ipynb#cell-id=R-AREA-6" title="Un jugador PUEDE colocar un gaucho en un Espacio de Acción y usar otro distinto en el mismo turno.">R-AREA-6</a>
# * <a href="rules.ipynb#cell-id=R-AREA-7" title="Los gauchos de un jugador nunca bloquean los Espacios de Acción de otro.">R-AREA-7</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-1" title="Un jugador PUEDE usar la acción especial de un Área de Acción solo si su gaucho está en su espacio de esa área y fue colocado en un turno anterior (la ronda preliminar cuenta).">R-SPECIAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-2" title="DESEO, VENTA INMEDIATA, ROBAR GANADO, LEVANTAR/REEMPLAZAR GAUCHOS y GANADO SECRETO se usan solo en el turno de su dueño: en un turno normal solo después de la elección de dados, en la ronda sin dados en cualquier momento de su turno (R-NODICE-2); ORDENAR solo como dice R-SORT-1.">R-SPECIAL-2</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-3" title="Usar una acción especial devuelve primero el gaucho de ese Espacio de Acción a la reserva de su dueño; ese gaucho está disponible enseguida, incluso dentro de la misma acción.">R-SPECIAL-3</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-4" title="Un jugador PUEDE usar varias acciones especiales distintas en un turno, intercaladas con acciones de dados en cualquier orden.">R-SPECIAL-4</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-5" title="Cada acción especial se resuelve por completo antes de que empiece el siguiente paso del turno.">R-SPECIAL-5</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-6" title="En su turno un jugador PUEDE devolver a su reserva cualquier gaucho propio que esté en un Espacio de Acción, sin hacer la acción.">R-SPECIAL-6</a>
# * <a href="rules.ipynb#cell-id=R-WISH-1" title="Usar DESEO da a su dueño un dado imaginario para el resto del turno en curso.">R-WISH-1</a>
# * <a href="rules.ipynb#cell-id=R-WISH-2" title="El jugador elige el valor del dado imaginario, de 1 a 6, en el momento de gastarlo; las colocaciones que solo se diferencian en el valor elegido para el dado imaginario (y que pagan todas) son la misma jugada.">R-WISH-2</a>
# * <a href="rules.ipynb#cell-id=R-WISH-3" title="El dado imaginario PUEDE gastarse solo o sumado a uno o a los dos dados elegidos en una única acción.">R-WISH-3</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-1" title="El ladrón toma una ficha a su elección de cualquier manada de cualquier oponente, en cualquier posición, incluso de una manada de 1 ficha.">R-STEAL-1</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-2" title="La víctima recibe enseguida tantos Pesos como el número grande de la ficha robada (seguro).">R-STEAL-2</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-3" title="La manada de la víctima conserva sus demás fichas en su orden; una manada que se queda sin fichas deja de existir, y un robo nunca obliga a la víctima a vender.">R-STEAL-3</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-4" title="La ficha robada empieza una manada nueva si el ladrón no tiene ninguna de esa raza; si la tiene, va al extremo derecho de esa manada cuando encaja (R-HERD-4).">R-STEAL-4</a>
# * <a href="rules.ipynb#cell-id=R-SALE-1" title="VENTA INMEDIATA vende una de las manadas de su dueño que tenga al menos 2 fichas, según R-SELL-1, y suma una bonificación de 5 Pesos.">R-SALE-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Una manada se vende por (número de sus fichas) × (su número grande más alto) Pesos, que se suman a los Pesos del vendedor.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-1" title="El jugador elige exactamente un modo: Levantar (R-RAISE-2) o Reemplazar (R-RAISE-3).">R-RAISE-1</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-2" title="Levantar: poner de pie 1 o 2 de sus propios gauchos acostados, en cualquier lugar de la Pampa, sin dados.">R-RAISE-2</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-3" title="Reemplazar: devolver exactamente 1 gaucho acostado de un oponente a la reserva de su dueño y poner de pie sobre esa ficha uno de sus propios gauchos de la reserva; ese gaucho PUEDE ser el que acaba de quedar libre del espacio del Supervisor.">R-RAISE-3</a>
# * <a href="rules.ipynb#cell-id=R-RAISE-4" title="Tras un Reemplazar, el oponente recibe tantos Pesos como el número grande de la ficha (seguro).">R-RAISE-4</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-1" title="Usar GANADO SECRETO compromete al jugador: su gaucho deja el espacio y solo entonces mira todas las fichas de la Estepa; los demás jugadores no las ven. Antes de eso nada muestra a ningún jugador una ficha boca abajo de la Estepa, ni siquiera la lista de acciones legales (R-COMP-14).">R-STEPPE-1</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-2" title="Toma o bien 1 ficha de cualquier valor, o bien 2 fichas con número grande de 4 o menos cada una.">R-STEPPE-2</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-3" title="Pone cada ficha tomada boca arriba en un pasto de su elección que tenga un espacio vacío, aunque su suma ya sea de 20 o más; la ficha ocupa el espacio vacío situado más a la izquierda de ese pasto (R-COMP-18).">R-STEPPE-3</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-4" title="Pone de pie sobre cada ficha así colocada un gaucho de su reserva.">R-STEPPE-4</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-5" title="NO DEBE tomar más fichas que espacios vacíos haya, ni más que gauchos tenga en su reserva (contando el gaucho que vuelve de la Estepa).">R-STEPPE-5</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-6" title="Las fichas no tomadas se quedan en la Estepa, boca abajo.">R-STEPPE-6</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-7" title="Después se repone la Estepa desde la pila de robo hasta que tenga 4 fichas o la pila se agote.">R-STEPPE-7</a>
# * <a href="rules.ipynb#cell-id=R-SORT-1" title="ORDENAR PUEDE usarse solo mientras su dueño añade una ficha recién recolectada a su manada ya existente de esa raza, en la recolección de final de ronda (§16) o en la puntuación final (§23).">R-SORT-1</a>
# * <a href="rules.ipynb#cell-id=R-SORT-2" title="Con ORDENAR la ficha se inserta en la posición en la que la manada sigue estrictamente ordenada en su sentido; en una manada de 2 o más fichas esa posición es única, así que cualquier ficha de esa raza cabe.">R-SORT-2</a>
# * <a href="rules.ipynb#cell-id=R-SORT-4" title="Un uso de ORDENAR coloca exactamente una ficha, y esa ficha no provoca ninguna venta forzosa.">R-SORT-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Si una ficha que hay que añadir no encaja (una ficha inapropiada), esa manada se vende enseguida (venta forzosa, §18) y la ficha empieza una manada nueva.">R-HERD-6</a>

# %% [markdown]
# Siguiente: el final de una ronda (recolección, manadas y ventas forzosas) en
# `05-end-of-round`.
