# ruff: noqa: E402, B018, E501
"""Source of notebooks/es/02-preliminary.ipynb (lesson 02 in Spanish); build with
`python tools/build_notebooks.py es/02`. Same code as notebooks/src/02-preliminary.py."""

# %% [markdown]
# # 02 · La ronda preliminar
#
# Antes de la ronda 1 se juega una ronda preliminar corta, en dos pasos:
#
# 1. cada jugador saca en secreto unas fichas y **se queda con** algunas como primeras
#    manadas;
# 2. cada jugador pone un gaucho **gratis en un Área de Acción**.
#
# Seguimos los dos pasos en una partida de 3 jugadores (semilla 88).

# %% [markdown]
# **En esta lección** aprendes los dos pasos de la ronda preliminar: con qué fichas iniciales
# te puedes quedar (cuanto más pequeñas, más fichas) y dónde puede ir tu gaucho gratis.

# %%
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, tiles
from gaucho.coach.words import say_decision
from gaucho.config import DEFAULT_CONFIG, player_name
from gaucho.exercises import Drill, EnterNumber, PickMove, PickRefused
from gaucho.i18n import and_list

# el idioma de todo lo que el juego escribe: "es" (español), "fr", "de" o "en"
gaucho.set_language("es")

game = gaucho.Game.new(players=3, seed=88)
print("jugador inicial:", player_name(game.state.start_player))
for p in range(game.players):
    print(f"{player_name(p):6} sacó {tiles.names(game.state.prelim_hands[p])}")

# %% [markdown]
# La misma ronda preliminar, un paso por clic (el tablero muestra lo que el jugador que
# actúa puede ver):

# %%
from gaucho.widgets import PrelimStepper

PrelimStepper(players=3, seed=88)

# %% [markdown]
# ## Paso 1: quedarse con fichas
#
# Con tres jugadores, cada jugador saca 4 fichas (R-PRELIM-1). Solo él las ve (R-PRELIM-2):
# la vista de la partida preparada para Azul muestra las fichas de Azul, pero de los demás
# solo *cuántas* fichas tienen.

# %%
seen_by_blue = game.observation(1)
for p, seat in enumerate(seen_by_blue["players"]):
    hand = seat["hand"]  # las fichas de Azul, o cuántas fichas tiene otro jugador
    print(f"{player_name(p):6} mano vista por Azul:", " ".join(hand) if isinstance(hand, list) else f"{hand} fichas")

# %% [markdown]
# **La regla para quedarse con fichas** (R-PRELIM-3, R-PRELIM-4): con cuantas más fichas te
# quedas, más pequeñas tienen que ser.
#
# * una ficha: de cualquier valor;
# * dos fichas: cada una de 8 como máximo;
# * tres fichas: cada una de 4 como máximo;
# * nunca más de tres, y nunca ninguna (en este paquete no se permite quedarse sin fichas; el
#   texto de las reglas no lo deja claro, ver R-PRELIM-4).
#
# Los límites son datos de la configuración de reglas:

# %%
for kept, highest in DEFAULT_CONFIG.keep_limits.items():
    print(f"quedarse con {kept} -> cada una vale como mucho {highest}")
print("mínimo de fichas con las que quedarse:", DEFAULT_CONFIG.min_keep)

# %% [markdown]
# Rojo tiene W1, W4, K1 y K10. A Rojo le gustaría quedarse con las tres pequeñas *y* con la
# negra 10, pero eso rompe la regla: nunca te puedes quedar con cuatro fichas.

# %%
from gaucho import IllegalAction

try:
    game.play("keep W1 W4 K1 K10")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# El rechazo nombra la regla. `why_illegal` explica otros intentos sin lanzar un error:

# %%
for attempt in ["keep W1 K10", "keep W4 K1 K10", "keep", "keep S5"]:
    print(f"{attempt:18} -> {game.why_illegal(attempt)}")

# %% [markdown]
# **Te toca a ti.** Rojo tiene W1, W4, K1 y K10.

# %% tags=["exercise"] exercise={"name": "02-keep", "right": "keep W1 W4 K1", "wrong": "keep W4 K10"}
ExerciseWidget(PickMove(
    "02-keep", game, "Rojo quiere quedarse con tantas fichas como permitan las reglas. Elige una opción permitida.",
    ["keep W1 W4 K1 K10", "keep W4 K10", "keep W1 W4 K1"], rule_id="R-PRELIM-3"))

# %% tags=["exercise"] exercise={"name": "02-keep-refused", "right": "keep W1 W4 K10", "wrong": "keep K10"}
ExerciseWidget(PickRefused(
    "02-keep-refused", game, "¿Cuál de estas opciones rompe la regla para quedarse con fichas?",
    ["keep K10", "keep W4 K1", "keep W1 W4 K10"], rule_id="R-PRELIM-3"))

# %% tags=["exercise"] exercise={"name": "02-draw", "right": "5", "wrong": "6"}
ExerciseWidget(EnterNumber(
    "02-draw", "¿Cuántas fichas saca cada jugador en la ronda preliminar con 2 jugadores?",
    lambda: len(gaucho.Game.new(players=2, seed=88).state.prelim_hands[0]),
    rule_id="R-PRELIM-1"))

# %% [markdown]
# **La regla de quedarse fichas, con manos nuevas.** Cada ejercicio siguiente reparte una
# partida nueva a partir de una semilla; *Probar otra* vuelve a repartir.

# %% tags=["exercise"] exercise={"name": "02-keep-any", "right": "keep G7 G4", "wrong": "keep W11 G4 G7"}
ExerciseWidget(Drill("02-keep-any", drills.keep_most, seed=1))

# %% tags=["exercise"] exercise={"name": "02-refused-any", "right": "keep S7 S3 G3", "wrong": "keep G3 S3"}
ExerciseWidget(Drill("02-refused-any", drills.keep_refused, seed=1))

# %% [markdown]
# El motor puede listar todas las formas permitidas de quedarse con fichas. Dos fichas blancas se
# pueden guardar en cualquiera de los dos órdenes: las fichas con las que te quedas forman
# las primeras manadas, una por raza, y el jugador decide si una manada de dos fichas va
# hacia arriba o hacia abajo (R-PRELIM-5). Esa decisión importa más adelante, porque una
# manada solo crece por su extremo derecho y en su sentido (cuaderno `05-end-of-round`).

# %%
legal = game.legal_actions()
print(len(legal), "formas permitidas de quedarse con fichas, por ejemplo:")
for action in legal:
    if str(action).count(" ") == 3:
        print(f"  {str(action):14} {say_decision(action, game.phase)}")

# %% [markdown]
# Rojo se queda con las tres fichas pequeñas, con la manada blanca en orden descendente (4 y
# después 1); Azul y Verde también eligen. Solo cuando todos han elegido se muestran las
# fichas guardadas (R-PRELIM-2); las fichas con las que nadie se queda salen del juego (R-PRELIM-6).

# %%
for move in ["keep K1 W4 W1", "keep S4 S7", "keep G2 S2"]:
    print(f"{player_name(game.current_player)} elige: {move}")
    for event in game.play(move):
        print(event)

# %%
for p in range(game.players):
    for herd in game.state.herds[p].values():
        print(f"{player_name(p):6} manada: {and_list(tiles.words(t) for t in herd)}")

# %% [markdown]
# ### Tres jugadores: cubrir los espacios bloqueados
#
# Con tres jugadores hay dos espacios de pasto bloqueados (R-COMP-7). Se quedaron vacíos en
# la preparación; ahora dos de las fichas descartadas, elegidas al azar, los cubren boca
# abajo y quedan fuera del juego (R-PRELIM-7). El último evento de arriba, el de las 2 fichas
# descartadas que cubren los espacios bloqueados, fue ese paso; las fichas que los cubren
# quedan anotadas en el estado:

# %%
print("fichas que cubren:", tiles.names(game.state.covered))
print(game.history[-1].narrate())

# %% [markdown]
# ## Paso 2: un gaucho gratis en un Área de Acción
#
# Ahora cada jugador pone un gaucho de su reserva en un Área de Acción, sin dados
# (R-PRELIM-8). El orden va **en sentido contrario a las agujas del reloj**: empieza el
# jugador a la derecha del jugador inicial, y el jugador inicial coloca el último. Cada jugador debe elegir un área
# que nadie haya elegido antes en este paso (R-PRELIM-9), así que el jugador inicial es quien
# menos puede elegir.

# %%
order = game.state.placement_order()
print("jugador inicial:", player_name(game.state.start_player))
print("orden de colocación:", and_list(player_name(p) for p in order))
print("le toca a:", player_name(game.current_player))
print(game.legal_actions())

# %% [markdown]
# Verde coloca en LEVANTAR (`RAISE`). Después Azul intenta la misma área y se le rechaza
# (R-PRELIM-9); pagar dados tampoco forma parte de este paso (R-PRELIM-8).

# %%
for event in game.play("place RAISE"):
    print(event)
print(game.why_illegal("place STEAL 4"))

# %% tags=["exercise"] exercise={"name": "02-place", "right": "place WISH", "wrong": "place RAISE"}
ExerciseWidget(PickMove(
    "02-place", game, "Ahora Azul pone su gaucho gratis. Elige una colocación permitida.",
    ["place RAISE", "place STEAL 4", "place WISH"], rule_id="R-PRELIM-9"))

# %%
try:
    game.play("place RAISE")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# La misma regla en una partida nueva, después de que algunos jugadores hayan colocado
# (*Probar otra* para más):

# %% tags=["exercise"] exercise={"name": "02-place-any", "right": "place SALE", "wrong": "place SORT 4"}
ExerciseWidget(Drill("02-place-any", drills.placement, seed=1))

# %%
for move in ["place WISH", "place STEAL"]:
    for event in game.play(move):
        print(event)

# %% [markdown]
# La ronda preliminar ha terminado; la ronda 1 empieza cuando el jugador inicial tira los
# dados. Un gaucho colocado gratis ya se puede usar en la ronda 1 (R-PRELIM-10): después de
# elegir sus dados, entre las acciones permitidas de Azul está `wish` (la acción DESEO,
# cuaderno 04).

# %%
print(game)

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.phase == "draft" and game.round == 1
assert [sorted(game.state.spaces[p]) for p in range(3)] == [["STEAL"], ["WISH"], ["RAISE"]]

# %% [markdown]
# Rojo (el jugador inicial) elige dos dados y termina su turno; después elige Azul, y `wish`
# está entre las acciones permitidas de Azul.

# %%
for step in range(3):
    move = "end" if step == 1 else game.legal_actions().texts()[0]  # la primera elección de dados permitida
    for event in game.play(move):
        print(event)
print(game.legal_actions())

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert "wish" in game.legal_actions() and game.current_player == 1

# %% [markdown]
# ## Resumen: las reglas de esta lección
#
# * <a href="rules.ipynb#cell-id=R-PRELIM-1" title="Cada jugador saca 5, 4 o 3 fichas (con 2, 3 o 4 jugadores) de la pila de robo; el motor las reparte en orden de turno empezando por el jugador inicial.">R-PRELIM-1</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-2" title="Cada jugador ve solo las fichas que él mismo ha sacado, y las fichas conservadas se muestran solo cuando todos los jugadores han elegido.">R-PRELIM-2</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-3" title="Un jugador PUEDE quedarse con 3 fichas solo si cada una vale 4 o menos, con 2 fichas solo si cada una vale 8 o menos, y con 1 ficha de cualquier valor; NO DEBE quedarse con más de 3.">R-PRELIM-3</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-4" title="Un jugador que ha sacado al menos una ficha DEBE quedarse con 1 como mínimo; un jugador que no ha sacado ninguna (solo es posible en un tablero a medida cuya pila se agote durante el reparto) no se queda con ninguna.">R-PRELIM-4</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-5" title="Las fichas conservadas forman las primeras manadas del jugador, una por raza; las fichas de la misma raza forman una sola manada estrictamente ordenada cuyo sentido (ascendente o descendente) elige el jugador.">R-PRELIM-5</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-6" title="Las fichas no conservadas salen del juego boca abajo, salvo lo que dice R-PRELIM-7.">R-PRELIM-6</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-7" title="Con 3 jugadores, 2 de las fichas descartadas (en el motor, elegidas al azar) cubren boca abajo los 2 espacios bloqueados.">R-PRELIM-7</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-8" title="Después, en sentido contrario a las agujas del reloj y empezando por el vecino de la derecha del jugador inicial (el jugador inicial coloca el último), cada jugador DEBE poner un gaucho de su reserva en su propio Espacio de Acción de un Área de Acción, sin dados.">R-PRELIM-8</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-9" title="En esta colocación un jugador NO DEBE elegir un Área de Acción que ya haya elegido un jugador anterior.">R-PRELIM-9</a>
# * <a href="rules.ipynb#cell-id=R-PRELIM-10" title="Un gaucho colocado en la ronda preliminar PUEDE usarse desde el primer turno de la ronda 1.">R-PRELIM-10</a>
# * <a href="rules.ipynb#cell-id=R-COMP-7" title="Con 3 jugadores está bloqueado el espacio situado más a la derecha de P3 y el de P4 (2 espacios); con 4 jugadores no hay ningún espacio bloqueado.">R-COMP-7</a>
