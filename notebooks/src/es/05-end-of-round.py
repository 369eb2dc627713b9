# ruff: noqa: E402, B018
"""Source of notebooks/es/05-end-of-round.ipynb (lesson 05 in Spanish); built by
tools/build_notebooks.py (`es/05-end-of-round`). Same code as notebooks/src/05-end-of-round.py."""

# %% [markdown]
# # El final de una ronda: recolección, manadas, ventas, relleno
#
# Cuando el último jugador de una ronda ha terminado su turno, la ronda todavía no ha
# acabado. Antes de que empiece la ronda siguiente pasan tres cosas (R-ROUND-2, pasos c
# a e):
#
# 1. **recolección**: los pastos completos entregan sus fichas a los jugadores que están de
#    pie en ellos (§16), y esas fichas se unen a las manadas de los jugadores (§17), lo que
#    puede obligar a vender (§18);
# 2. **relleno**: los pastos reciben fichas nuevas de la pila de robo (§19);
# 3. la ficha de jugador inicial pasa un asiento a la izquierda (R-NEXT-1).
#
# Los ejemplos resueltos vienen de `gaucho.examples`: cada uno es una posición escrita como
# datos, los pasos que el reglamento juega a partir de ella y lo que dice que tiene que
# ocurrir. `check()` juega los pasos con el motor y enumera cada discrepancia, así que una
# lista vacía quiere decir que el motor y el reglamento coinciden.

# %% [markdown]
# **En esta lección** aprendes qué pasa después del último turno de una ronda: qué pastos se
# recolectan, cómo se unen las fichas recolectadas a las manadas, cuándo hay que vender una
# manada y por cuánto, y cómo se rellenan los pastos.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, tiles
from gaucho.exercises import Drill, EnterNumber, PickRefused
from gaucho.i18n import and_list
from gaucho.practice import Decide

# el idioma de todo lo que el juego escribe: "es" (español), "fr", "de" o "en"
gaucho.set_language("es")


def pampa(game):
    """Las líneas de los pastos de la vista de texto (P4 arriba, como en el tablero)."""
    return "\n".join(line for line in str(game).splitlines() if line.startswith("  P"))


def herds(game):
    """Los Pesos y las manadas de cada jugador, sacados de la vista de texto."""
    lines = str(game).splitlines()
    return "\n".join(lines[lines.index("Jugadores:") + 1:])


def show(example_id, variation=None):
    """Imprime un ejemplo: su título y sus reglas, los pasos con su narración y la comprobación."""
    scenario = examples.load(example_id)
    print(scenario.walkthrough(variation))
    return scenario.run(variation)

# %% [markdown]
# ## 1. ¿Qué pastos se recolectan?
#
# Después del último turno se revisa cada pasto (R-COLLECT-1). Un pasto está **completo**
# cuando cada ficha que hay en él tiene un gaucho, de pie o acostado; los espacios vacíos (y
# los bloqueados) no cuentan en su contra (R-COLLECT-2). Solo pagan los pastos completos, y
# solo a los gauchos *de pie*: cada uno vuelve a la reserva de su dueño junto con la ficha
# sobre la que estaba (R-COLLECT-3). Los gauchos acostados se quedan donde están con sus
# fichas, y un pasto que no está completo no cambia en absoluto (R-COLLECT-4).
#
# **EX-COLLECT-A**: basta una ficha sin gaucho para detener todo el pasto.

# %%
sc = examples.load("EX-COLLECT-A")
print(pampa(sc.game()))

# %%
sc.game()

# %%
run = show("EX-COLLECT-A")

# %% [markdown]
# **EX-COLLECT-B**: el pasto está completo. Los dos gauchos de pie se llevan sus fichas a
# casa; los dos gauchos acostados conservan las suyas, y esas fichas contarán para el
# relleno (R-REFILL-3).

# %%
sc = examples.load("EX-COLLECT-B")
print(pampa(sc.game()))

# %%
run = show("EX-COLLECT-B")
print(pampa(run.game))

# %% [markdown]
# **EX-COLLECT-C**: un pasto completo en el que todos están *acostados*. Está completo, pero
# nadie está de pie, así que nada se mueve (R-COLLECT-3, R-COLLECT-4).

# %%
run = show("EX-COLLECT-C")

# %% [markdown]
# ## 2. Manadas
#
# Una manada es una fila de fichas de una raza de un jugador, como mucho una por raza
# (R-HERD-1). En cuanto tiene dos fichas, sube estrictamente o baja estrictamente de
# izquierda a derecha (R-HERD-2). Normalmente una ficha nueva se añade por el **extremo
# derecho** (R-HERD-3), y *encaja* si la manada tiene una sola ficha o si sigue su
# dirección: más alta que la ficha del extremo derecho de una manada ascendente, más baja
# que la de una descendente (R-HERD-4). Una ficha de una raza de la que el jugador todavía
# no tiene manada empieza una manada nueva (R-HERD-5).
#
# **EX-HERD-DEF** muestra dos manadas válidas de Rojo: la blanca 3, 5, 6, 9 sube y la negra
# 11, 10, 8, 2, 1 baja. La blanca 10 encaja en la manada ascendente. La descendente acaba en
# 1 y no hay nada más bajo, así que la siguiente ficha negra, aquí un 4, no puede encajar:
# eso obliga a vender, como explica la sección siguiente.

# %%
run = show("EX-HERD-DEF")

# %% [markdown]
# **Ejercicio.** ¿Qué números grandes (del 1 al 12) encajarían todavía en el extremo
# derecho de la manada ascendente 3, 5, 6, 9? Construye la lista `fits`.

# %% tags=["exercise"]
herd = [3, 5, 6, 9]
fits = [v for v in range(1, 13) if v > herd[-1]]
fits

# %%
assert fits == [10, 11, 12], fits

# %% [markdown]
# La misma pregunta con una manada que esta lección no ha mostrado (*Probar otra* da una
# nueva):

# %% tags=["exercise"] exercise={"name": "05-fits-any", "right": "4", "wrong": "5"}
ExerciseWidget(Drill("05-fits-any", drills.fitting, seed=2))

# %% [markdown]
# ## 3. Ventas forzosas
#
# Una ficha que tiene que unirse a una manada pero no encaja es una ficha *inapropiada*: toda
# la manada se vende en el acto, y la ficha nueva empieza una manada nueva de su raza
# (R-HERD-6). Una manada vale **número de fichas × su número grande más alto** (R-SELL-1),
# y las fichas vendidas salen del juego (R-SELL-2).
#
# **EX-SELL-50**: la fórmula con una manada de cinco fichas.

# %%
run = show("EX-SELL-50")

# %% [markdown]
# **Ejercicio.** Calcula el valor de venta de la manada 1, 2, 3, 4, 10 con R-SELL-1 (no lo
# leas en la narración: escribe la fórmula).

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
# **En una posición nueva.** Una ficha recolectada que no encaja en una manada que esta
# lección no ha mostrado: ¿cuánto da la venta forzosa?

# %% tags=["exercise"] exercise={"name": "05-forced-any", "right": "32", "wrong": "33"}
ExerciseWidget(Drill("05-forced-any", drills.forced_sale, seed=1))

# %% [markdown]
# **EX-HERD-WBB**: Rojo tiene tres manadas y recolecta la blanca 3, la negra 5 y la parda 9.
# La manada blanca ascendente 4, 7 no puede aceptar un 3, así que se vende y el 3 empieza una
# nueva. La manada negra descendente 10, 6 acepta el 5 sin problema. La manada parda 2, 7,
# 12 ya no podía crecer desde que llegó al 12, pero eso por sí solo nunca la hizo vender
# (R-HERD-7); solo se vende ahora, cuando de verdad llega una ficha parda.

# %%
sc = examples.load("EX-HERD-WBB")
print(herds(sc.game()))

# %%
run = show("EX-HERD-WBB")
print(herds(run.game))

# %% [markdown]
# **En una posición nueva.** Dos fichas se unen a una manada, en el orden dado: ¿obliga
# alguna a vender, y por cuánto?

# %% tags=["exercise"] exercise={"name": "05-two-any", "right": "36", "wrong": "0"}
ExerciseWidget(Drill("05-two-any", drills.two_tiles, seed=1))

# %% [markdown]
# Recorre EX-HERD-WBB en el tablero, ficha a ficha:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-HERD-WBB")

# %% [markdown]
# ## 4. Varias fichas a la vez: el orden lo eliges tú
#
# Un jugador que recolecta varias fichas las añade de una en una, en el orden que quiera
# (R-HERD-8). El orden puede cambiar la puntuación. En **EX-ORDER-48** y **EX-ORDER-36**
# Rojo tiene la manada parda descendente 12, 8, 6 y recolecta la parda 9 y la parda 5.

# %%
sc = examples.load("EX-ORDER-48")
game = sc.game()
print(herds(game))
print(game.legal_actions())

# %% [markdown]
# **Una decisión.** Los dos órdenes están permitidos; ¿cuál es mejor para Rojo? El
# entrenador juega la partida hasta el final muchas veces a partir de cada orden (una
# búsqueda pequeña con semilla, a partir de lo que Rojo puede ver) y cuenta los Pesos de
# Rojo al final; una respuesta equivocada muestra a qué lleva cada orden.

# %% tags=["exercise"] exercise={"name": "05-order", "right": "add B5", "wrong": "add B9"}
ExerciseWidget(Decide(
    "05-order", game, "¿Qué ficha debe unirse primero a la manada para tener más Pesos al final?",
    ["add B9", "add B5"], rule_id="R-HERD-8", seed=1))

# %% [markdown]
# El reglamento juega los dos órdenes. Primero el 5 y después el 9:

# %%
run48 = show("EX-ORDER-48")

# %% [markdown]
# Primero el 9 y después el 5:

# %%
run36 = show("EX-ORDER-36")

# %%
for name, run in (("primero el 5", run48), ("primero el 9", run36)):
    for herd in run.game.state.herds[0].values():  # las manadas de Rojo, una por raza
        herd_words = and_list(tiles.words(t) for t in herd)
        print(f"{name}: Rojo tiene {run.game.pesos[0]} Pesos y una manada de {herd_words}")

# %% [markdown]
# Añadir primero el 5 deja crecer la manada hasta cuatro fichas antes de que el 9 obligue a
# venderla: 48 Pesos ahora. Añadir primero el 9 vende la manada cuando todavía tiene tres
# fichas, pero después el 5 encaja detrás del 9: 36 Pesos ahora y, para más adelante, una
# manada de dos fichas, el 9 seguido del 5. El entrenador, que cuenta hasta el final de la
# partida, prefiere los 48 de ahora.

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert run48.game.pesos[0] == 48 and run36.game.pesos[0] == 36
assert gaucho.exercises.registered("05-order").right_answer() == "add B5"

# %% [markdown]
# ## 5. ORDENAR: meter en lugar de añadir al final
#
# Un gaucho en el Área de Acción ORDENAR permite a su dueño, mientras añade una ficha recién
# recolectada a una manada que ya tiene, ponerla en su sitio ordenado *dentro* de la manada
# en lugar de en el extremo derecho (R-SORT-1, R-SORT-2). Un uso coloca una ficha, y esa
# ficha no obliga a vender (R-SORT-4); el gaucho vuelve a la reserva (R-SPECIAL-3).
#
# **EX-SORT**: la manada blanca de Rojo es 3, 6, 9 y Rojo recolecta la blanca 5.

# %%
sc = examples.load("EX-SORT")
game = sc.game()
print(herds(game))
print(game.legal_actions())

# %%
run = show("EX-SORT")
print(herds(run.game))

# %% [markdown]
# Sin ORDENAR, el 5 se añade al final y no encaja: una venta forzosa (R-HERD-6). El ejemplo
# lleva esta línea como variante:

# %%
for name in sc.variation_names()[1:]:
    show("EX-SORT", name)

# %% [markdown]
# ORDENAR solo funciona en la recolección (y en la puntuación final), para un jugador que
# tiene un gaucho allí (R-SORT-1). Volvamos a EX-ORDER-48, donde Rojo no tiene ningún
# gaucho en ORDENAR:

# %% tags=["exercise"] exercise={"name": "05-sort", "right": "sort B9", "wrong": "add B5"}
game = examples.load("EX-ORDER-48").game()
ExerciseWidget(PickRefused(
    "05-sort", game, "Rojo no tiene ningún gaucho en ORDENAR. ¿Qué jugada se rechaza?",
    ["add B5", "sort B9", "add B9"], rule_id="R-SORT-1"))

# %% [markdown]
# No puede meter el 9 en su manada parda con ORDENAR:

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
# ## 6. Relleno: el pasto más pequeño primero
#
# Cuando todas las fichas recolectadas se han unido a una manada, los pastos se rellenan en
# el orden P1, P2, P3, P4, del más pequeño al más grande (R-REFILL-1). Un pasto recibe las
# fichas de una en una en su espacio vacío de más a la izquierda, y se detiene en cuanto su
# suma llega a 20, está lleno o la pila de robo se agota (R-REFILL-2). Las fichas que se
# quedaron (las que están bajo gauchos acostados y las que nadie reclamó) cuentan para la
# suma, así que puede que un pasto no reciba nada (R-REFILL-3).
#
# Esta es una posición nuestra: Verde está a punto de terminar el último turno de la ronda
# 4. P2 está completo, con Rojo y Verde de pie; P1 también está completo, pero allí solo hay
# gauchos acostados. La pila de robo está escrita empezando por arriba.

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
    "05-refill", "La recolección vacía P2. ¿Cuánto sumará después del relleno?",
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
# Lee los sucesos del relleno en orden: P1 conserva sus dos fichas (suma 21, R-REFILL-3) y no
# recibe nada; P2, que se ha vaciado, recibe W7, S9 y B11 y se detiene en 27; P3 ya tiene 13
# y recibe W1 y G12, con lo que se llena; P4 (suma 21) no recibe nada. Después Azul pasa a
# ser el jugador inicial (R-NEXT-1) y la ronda 5 empieza con su tirada.

# %%
print(pampa(game))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert [game.state.pasture_sum(i) for i in range(4)] == [21, 27, 26, 21]
assert game.state.start_player == 1 and game.round == 5

# %%
game

# %% [markdown]
# **Se agota la pila de robo.** La misma posición con solo dos fichas en la pila: el relleno
# se detiene cuando la pila se vacía, y vaciarla desencadena el final de la partida
# (R-REFILL-4, R-END-1). La ronda 5 pasa a ser la última ronda normal (R-END-3); el
# cuaderno 06 sigue el final de la partida.

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
# ## Resumen: las reglas de esta lección
#
# * <a href="rules.ipynb#cell-id=R-COLLECT-1" title="Tras el último turno de cada ronda, incluida la ronda sin dados, se comprueba si cada pasto está completo.">R-COLLECT-1</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-2" title="Un pasto está completo cuando cada ficha que hay en él lleva un gaucho, de pie o acostado; los espacios vacíos y los bloqueados no cuentan.">R-COLLECT-2</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-3" title="En un pasto completo, cada gaucho de pie vuelve a la reserva de su dueño y el dueño recolecta la ficha sobre la que estaba.">R-COLLECT-3</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-4" title="Los gauchos acostados y sus fichas se quedan donde están, y los pastos incompletos no cambian.">R-COLLECT-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-1" title="Una manada es una fila de fichas de una misma raza de un jugador; cada jugador tiene como mucho una manada por raza.">R-HERD-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-2" title="Una manada de 2 o más fichas es estrictamente ascendente o estrictamente descendente de izquierda a derecha; una manada de 1 ficha todavía no tiene sentido.">R-HERD-2</a>
# * <a href="rules.ipynb#cell-id=R-HERD-3" title="Salvo con ORDENAR, una ficha se une a una manada por su extremo derecho.">R-HERD-3</a>
# * <a href="rules.ipynb#cell-id=R-HERD-4" title="Una ficha encaja en una manada de 1 ficha, en una manada ascendente si es mayor que la ficha del extremo derecho, y en una manada descendente si es menor.">R-HERD-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-5" title="Una ficha de una raza de la que el jugador no tiene manada empieza una manada nueva.">R-HERD-5</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Si una ficha que hay que añadir no encaja (una ficha inapropiada), esa manada se vende enseguida (venta forzosa, §18) y la ficha empieza una manada nueva.">R-HERD-6</a>
# * <a href="rules.ipynb#cell-id=R-HERD-7" title="Una manada que ya no puede crecer no se vende por ese motivo; sigue ahí hasta que llega una ficha de su raza, VENTA INMEDIATA, un robo o la puntuación final.">R-HERD-7</a>
# * <a href="rules.ipynb#cell-id=R-HERD-8" title="Cuando un jugador añade varias fichas a la vez, elige el orden en que las añade.">R-HERD-8</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Una manada se vende por (número de sus fichas) × (su número grande más alto) Pesos, que se suman a los Pesos del vendedor.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-2" title="Las fichas vendidas salen del juego.">R-SELL-2</a>
# * <a href="rules.ipynb#cell-id=R-SELL-3" title="Antes de la puntuación final solo se venden manadas de 2 o más fichas; una manada de 1 ficha acepta cualquier ficha de su raza y por eso nunca sufre una venta forzosa.">R-SELL-3</a>
# * <a href="rules.ipynb#cell-id=R-SORT-1" title="ORDENAR PUEDE usarse solo mientras su dueño añade una ficha recién recolectada a su manada ya existente de esa raza, en la recolección de final de ronda (§16) o en la puntuación final (§23).">R-SORT-1</a>
# * <a href="rules.ipynb#cell-id=R-SORT-2" title="Con ORDENAR la ficha se inserta en la posición en la que la manada sigue estrictamente ordenada en su sentido; en una manada de 2 o más fichas esa posición es única, así que cualquier ficha de esa raza cabe.">R-SORT-2</a>
# * <a href="rules.ipynb#cell-id=R-SORT-4" title="Un uso de ORDENAR coloca exactamente una ficha, y esa ficha no provoca ninguna venta forzosa.">R-SORT-4</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-1" title="Cuando todas las fichas recolectadas se han añadido a las manadas, los pastos se rellenan en el orden P1, P2, P3, P4.">R-REFILL-1</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-2" title="Un pasto recibe fichas de una en una, boca arriba en su espacio vacío situado más a la izquierda, mientras tenga un espacio vacío, su suma sea menor que 20 y la pila de robo no esté vacía.">R-REFILL-2</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-3" title="Las fichas que siguen en un pasto, incluidas las que tienen gauchos acostados, cuentan para su suma, así que un pasto puede no recibir ninguna ficha.">R-REFILL-3</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-4" title="Si la pila de robo se agota durante el relleno, el relleno se detiene y se desencadena el final de la partida (R-END-1).">R-REFILL-4</a>
# * <a href="rules.ipynb#cell-id=R-NEXT-1" title="Tras el relleno de una ronda a la que sigue otra ronda, el vecino de la izquierda del jugador inicial pasa a ser jugador inicial y toma la ficha de jugador inicial. Tras la ronda sin dados la ficha no pasa.">R-NEXT-1</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="El final se desencadena en el momento en que la pila de robo se agota: al reponer la Estepa (R-STEPPE-8), en un relleno de final de ronda (R-REFILL-4) o durante la preparación.">R-END-1</a>
# * <a href="rules.ipynb#cell-id=R-END-3" title="Después de esa ronda se juega exactamente una ronda normal más, con dados.">R-END-3</a>
