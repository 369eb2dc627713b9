# ruff: noqa: E402, B018
"""Source of notebooks/es/06-end-of-game.ipynb (lesson 06 in Spanish); built by
tools/build_notebooks.py (`es/06-end-of-game`). Same code as notebooks/src/06-end-of-game.py."""

# %% [markdown]
# # El final de la partida
#
# El Gaucho no tiene un número fijo de rondas. La partida termina algo después de que se
# agote la pila de robo, en una secuencia fija:
#
# 1. el **desencadenante**: el momento en que la última ficha sale de la pila de robo
#    (R-END-1); esa ronda se termina como siempre (R-END-2);
# 2. **una ronda normal más**, con dados (R-END-3);
# 3. **una ronda sin dados** (R-END-4, §22);
# 4. **puntuación final**: cada gaucho de pie se lleva su ficha a casa y después se venden
#    todas las manadas (§23); gana el jugador más rico, y los empates comparten la victoria
#    (R-FINAL-5, R-TIE-1).

# %% [markdown]
# **En esta lección** aprendes cómo se desencadena el final, qué rondas se juegan todavía,
# qué permite la ronda sin dados y cómo la puntuación final nombra a los ganadores.

# %%
import random

from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import drills, examples, flow
from gaucho.config import player_name
from gaucho.exercises import Drill, EnterNumber, PickRefused
from gaucho.i18n import _, and_list
from gaucho.practice import Decide

# el idioma de todo lo que el juego escribe: "es" (español), "fr", "de" o "en"
gaucho.set_language("es")


def winner_names(game):
    """Los colores de los ganadores, en el idioma de la lección ("Rojo y Azul")."""
    return and_list(player_name(p) for p in game.winners)


def by_player(values):
    """Un número por jugador, con el color de cada uno ("Rojo 30 y Azul 34")."""
    return and_list(f"{player_name(p)} {n}" for p, n in enumerate(values))


def show(example_id, variation=None):
    """Imprime un ejemplo: su título y sus reglas, los pasos con su narración y la comprobación."""
    scenario = examples.load(example_id)
    print(scenario.walkthrough(variation))
    return scenario.run(variation)

# %% [markdown]
# ## 1. El desencadenante y la ronda extra
#
# La pila se puede agotar en dos sitios: cuando un jugador repone la Estepa después de
# GANADO SECRETO (R-STEPPE-7, R-STEPPE-8), o durante el relleno de los pastos al final de
# una ronda (R-REFILL-4). En los dos casos el final se desencadena en ese mismo momento,
# pero nadie deja de jugar: la ronda en curso se completa (R-END-2), y a partir de entonces
# no se añade ninguna ficha a la Pampa ni a la Estepa (R-END-5).
#
# **EX-END-3P** lo juega con tres jugadores: el GANADO SECRETO de Azul se lleva la última
# ficha.

# %%
run = show("EX-END-3P")

# %%
run.game

# %% [markdown]
# La misma línea como tabla: después de cada paso, la ronda, el jugador inicial, el jugador
# al que le toca, la ronda en la que se desencadenó el final (`-` mientras no se ha
# desencadenado) y la fase.

# %%
print(f"{'paso':<20} {'ronda':>5}  {'inicio':<6} {'turno':<6} {'final':<13} fase")
for frame in run.frames:
    pos = frame.position
    trigger = "-" if pos["trigger_round"] is None else pos["trigger_round"]
    print(f"{str(frame.step):<20} {pos['round']:>5}  {player_name(pos['start_player']):<6} "
          f"{player_name(pos['active']):<6} {trigger!s:<13} {_(flow.PHASES[pos['phase']].title)}")

# %% [markdown]
# Lee la columna `final`: el final se desencadena durante el turno de Azul en la ronda 6 y
# ya no cambia después. Verde todavía juega la ronda 6 (R-END-2). La ronda 7 es la última
# ronda normal, con dados como siempre (R-END-3); la ronda 8 no tiene dados (R-END-4,
# R-NODICE-1); después viene la puntuación final, y ninguna ronda más. El jugador inicial
# sigue pasando un asiento a la izquierda en cada ronda: Rojo, Azul, Verde (R-NEXT-1).

# %% tags=["exercise"] exercise={"name": "06-last-round", "right": "8", "wrong": "7"}
ExerciseWidget(EnterNumber(
    "06-last-round", "En EX-END-3P el final se desencadena en la ronda 6. ¿Qué ronda es la "
    "ronda sin dados?", lambda end=run: end.frames[-1].position["round"],
    rule_id="R-END-4"))

# %% [markdown]
# La misma cuenta en una partida que esta lección no ha mostrado (*Probar otra* da una
# nueva):

# %% tags=["exercise"] exercise={"name": "06-trigger-any", "right": "9", "wrong": "8"}
ExerciseWidget(Drill("06-trigger-any", drills.rounds_after_trigger, seed=1))

# %% [markdown]
# Recorre EX-END-3P en el tablero, una jugada por clic:

# %%
from gaucho.widgets import ExamplePlayer

ExamplePlayer("EX-END-3P")

# %% [markdown]
# ## 2. La ronda sin dados
#
# En la última ronda nadie tira ni elige dados (R-NODICE-1). Un jugador todavía puede usar
# las acciones especiales de sus gauchos en las Áreas de Acción, retirar gauchos y, con
# DESEO, conseguir el único dado de esta ronda: el imaginario, que solo paga una ficha de
# ganado, porque en esta ronda no se puede ocupar ningún Espacio de Acción (R-NODICE-2,
# R-WISH-5). La ronda termina con la recolección de siempre; el relleno no añade nada
# (R-NODICE-3).
#
# Una posición nuestra, con dos jugadores: la ronda 9 es la ronda sin dados (el final se
# desencadenó en la ronda 7). Rojo ya ha jugado; Azul es el último y tiene un gaucho en
# DESEO.

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
    "06-nodice", game, "¿Qué jugada rechaza el juego en la ronda sin dados?",
    ["wish", "take 1 2", "end"], rule_id="R-NODICE-1"))

# %% [markdown]
# No hay dados entre los que elegir, así que la elección de dados se rechaza:

# %%
print(game.why_illegal("take 1 2"))

# %%
from gaucho import IllegalAction

try:
    game.play("take 1 2")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# Azul usa DESEO. El dado imaginario, que se escribe `w`, muestra el valor que haga falta
# para pagar (R-WISH-2), pero solo para una ficha de ganado: poner un gaucho en un Espacio
# de Acción se rechaza (R-NODICE-2).

# %%
game.play("wish")
print(game.why_illegal("place SORT w"))

# %% [markdown]
# **Una decisión.** Todas las opciones de abajo están permitidas; ¿cuál es la mejor? El
# entrenador juega cada una hasta el final (aquí, al final de la partida, queda poco al
# azar) y cuenta los Pesos de Azul. Una respuesta equivocada muestra a qué lleva cada
# opción.

# %% tags=["exercise"] exercise={"name": "06-wish-best", "right": "A S5 w", "wrong": "A W1 w"}
ExerciseWidget(Decide(
    "06-wish-best", game, "Azul ha usado DESEO. ¿Qué uso del dado imaginario lleva a más "
    "Pesos al final?", ["A W1 w", "C G3 w", "A S5 w"], rule_id="R-FINAL-5", seed=1))

# %% [markdown]
# A qué lleva cada opción, jugada hasta el final por el motor (cada decisión posterior es
# la primera permitida):

# %%
def to_the_end(move):
    trial = game.copy()
    trial.play(move)
    while not trial.is_over:
        trial.play(trial.legal_actions()[0])
    return trial


ends = {move: to_the_end(move) for move in ("A S5 w", "C G3 w", "A W1 w")}
for move, end in ends.items():
    print(f"{move:8} -> Pesos: {by_player(end.pesos)}; ganadores: {winner_names(end)}")

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert {m: e.pesos for m, e in ends.items()} == {
    "A S5 w": [30, 34], "C G3 w": [30, 32], "A W1 w": [30, 30]}
assert gaucho.exercises.registered("06-wish-best").right_answer() == "A S5 w"

# %% [markdown]
# Ponerse de pie en la manchada 5 gana 34-30, y levantar el gaucho acostado en la dorada 3
# gana 32-30. Ponerse de pie en el W1 que nadie ha reclamado completa P1 (se recolectan W1
# y W2, R-COLLECT-3), pero solo empata 30-30. Para ver un empate y la puntuación final paso
# a paso, la lección sigue con esa jugada más débil:

# %%
for action in ("A W1 w", "end"):
    print(action)
    for event in game.play(action):
        print("  ", event)

# %% [markdown]
# ## 3. La puntuación final
#
# Después de la ronda sin dados se recolecta cada ficha que tiene encima un gaucho **de
# pie**, esté completo el pasto o no (R-FINAL-1), y se une a una manada como siempre, con
# ventas forzosas y ORDENAR incluidos (R-FINAL-2). Los gauchos acostados y los gauchos que
# quedan en las Áreas de Acción no dan nada (R-FINAL-3): el gaucho acostado de Azul en G3
# ya no vale nada. Después se vende cada manada según R-SELL-1; aquí una manada de una sola
# ficha se vende por su número grande (R-FINAL-4), aunque antes del final una manada de una
# ficha no se puede vender nunca (R-SELL-3).

# %% [markdown]
# **Ejercicio.** Azul tiene 8 Pesos y terminará con las manadas K3 K4 K7 y W1. Calcula los
# Pesos finales de Azul con R-SELL-1 y R-FINAL-4.

# %% tags=["exercise"]
blue_herds = [[3, 4, 7], [1]]
blue_final = 8 + sum(len(h) * max(h) for h in blue_herds)
blue_final

# %%
assert blue_final == 30, blue_final

# %% tags=["exercise"] exercise={"name": "06-red-final", "right": "30", "wrong": "29"}
ExerciseWidget(EnterNumber(
    "06-red-final", "Rojo tiene 10 Pesos, la manada B2 B9 y un gaucho de pie en W2. ¿Cuántos "
    "Pesos tiene Rojo después de la puntuación final?",
    lambda final=ends["A W1 w"]: final.pesos[0], rule_id="R-FINAL-4"))

# %% [markdown]
# Ahora, la puntuación final en sí:

# %%
while not game.is_over:
    action = game.legal_actions()[0]
    print(action)
    for event in game.play(action):
        print("  ", event)

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert blue_final == game.pesos[1] == 30, blue_final

# %% [markdown]
# La misma puntuación en posiciones que esta lección no ha mostrado: una manada de una sola
# ficha se vende por su número grande (R-FINAL-4).

# %% tags=["exercise"] exercise={"name": "06-final-any", "right": "37", "wrong": "36"}
ExerciseWidget(Drill("06-final-any", drills.final_score, seed=1))

# %% [markdown]
# **EX-FINAL-SINGLE**: la regla de la ficha única como ejemplo del reglamento.

# %%
run = show("EX-FINAL-SINGLE")

# %% [markdown]
# ## 4. Una victoria compartida
#
# Gana quien tiene más Pesos (R-FINAL-5). No hay desempate: todos los que tienen la
# puntuación más alta ganan juntos (R-TIE-1).

# %% tags=["exercise"] exercise={"name": "06-tie", "right": "2", "wrong": "1"}
ExerciseWidget(EnterNumber(
    "06-tie", "Azul se puso de pie en W1. ¿Cuántos jugadores ganan esta partida?",
    lambda final=game: len(final.winners), rule_id="R-TIE-1"))

# %%
print("Pesos:", by_player(game.pesos))
print("ganadores:", winner_names(game))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.winners == [0, 1]

# %% tags=["exercise"] exercise={"name": "06-winners-any", "right": "4", "wrong": "1"}
ExerciseWidget(Drill("06-winners-any", drills.winners, seed=1))

# %% [markdown]
# Sin esa jugada (Azul simplemente termina su turno), Rojo gana solo, con un Peso de
# ventaja:

# %%
other = gaucho.Game.from_position(position)
other.play("end")
while not other.is_over:
    other.play(other.legal_actions()[0])
print("Pesos:", by_player(other.pesos), " ganadores:", winner_names(other))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert other.winners == [0]

# %% [markdown]
# ## 5. Una partida entera, hasta el final
#
# Por último, una partida completa de tres jugadores, con la semilla 7, en la que todas las
# decisiones las toma un jugador aleatorio con semilla (elige cualquier acción permitida).
# No es buen juego, pero es una partida legal, y cada paso se narra con su regla.

# %%
game = gaucho.Game.new(players=3, seed=7)
rng = random.Random(3)
while not game.is_over:
    game.play(rng.choice(game.legal_actions()))
print(len(game.history), "pasos,", game.round, "rondas")
print(str(game).splitlines()[0])

# %% [markdown]
# ¿De dónde vino el final? Los sucesos que marcan la secuencia del final:

# %%
for step in game.history:
    for event in step.events:
        if event.rule_id in ("R-END-1", "R-END-3", "R-NODICE-1"):
            print(f"ronda {step.round:>2}: {event}")

# %% [markdown]
# Y el final en sí: las fichas que se añaden a las manadas después de la ronda sin dados,
# primero las de su recolección (R-NODICE-3) y después las de la puntuación final, que
# recolecta la ficha de cada gaucho de pie (R-FINAL-1, R-FINAL-2). El W1 de Azul no encaja
# en su manada blanca W3 W8 y obliga a vender incluso ahora (R-HERD-6). Después de la última
# ficha añadida se vende cada manada, también las de una sola ficha (R-FINAL-4), y se nombra
# al ganador (R-FINAL-5).

# %%
for step in game.history:
    if step.round == game.round and step.phase in ("collect", "final"):
        print(step.narrate())

# %%
print("Pesos:", by_player(game.pesos))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.is_over and game.winners == [0]

# %% [markdown]
# ## Resumen: las reglas de esta lección
#
# * <a href="rules.ipynb#cell-id=R-STEPPE-7" title="Después se repone la Estepa desde la pila de robo hasta que tenga 4 fichas o la pila se agote.">R-STEPPE-7</a>
# * <a href="rules.ipynb#cell-id=R-STEPPE-8" title="Si al reponerla se saca la última ficha de la pila de robo, se desencadena el final de la partida (R-END-1).">R-STEPPE-8</a>
# * <a href="rules.ipynb#cell-id=R-REFILL-4" title="Si la pila de robo se agota durante el relleno, el relleno se detiene y se desencadena el final de la partida (R-END-1).">R-REFILL-4</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="El final se desencadena en el momento en que la pila de robo se agota: al reponer la Estepa (R-STEPPE-8), en un relleno de final de ronda (R-REFILL-4) o durante la preparación.">R-END-1</a>
# * <a href="rules.ipynb#cell-id=R-END-2" title="La ronda en la que se desencadena el final se juega entera, como siempre; si ocurre durante la preparación o la ronda preliminar, cuenta como ocurrido en la ronda preliminar.">R-END-2</a>
# * <a href="rules.ipynb#cell-id=R-END-3" title="Después de esa ronda se juega exactamente una ronda normal más, con dados.">R-END-3</a>
# * <a href="rules.ipynb#cell-id=R-END-4" title="Después de esa ronda normal se juega una ronda sin dados (§22) y luego la puntuación final (§23).">R-END-4</a>
# * <a href="rules.ipynb#cell-id=R-END-5" title="Una vez agotada la pila de robo no se saca ninguna ficha: ni los pastos ni la Estepa se vuelven a llenar. GANADO SECRETO todavía puede llevar fichas de la Estepa a los pastos.">R-END-5</a>
# * <a href="rules.ipynb#cell-id=R-NEXT-1" title="Tras el relleno de una ronda a la que sigue otra ronda, el vecino de la izquierda del jugador inicial pasa a ser jugador inicial y toma la ficha de jugador inicial. Tras la ronda sin dados la ficha no pasa.">R-NEXT-1</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-1" title="La ronda sin dados sigue R-ROUND-2, con el cambio habitual de jugador inicial, salvo que no se lanzan ni se eligen dados.">R-NODICE-1</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-2" title="En su turno un jugador PUEDE usar acciones especiales, retirar gauchos de los Espacios de Acción, recuperar gauchos acostados (R-NOGAUCHO-1) y gastar un dado de DESEO en una ficha de ganado (R-WISH-5), y después termina su turno. En esta ronda no se puede ocupar ningún Espacio de Acción: cada jugador solo puede usar Espacios de Acción que reclamó antes.">R-NODICE-2</a>
# * <a href="rules.ipynb#cell-id=R-NODICE-3" title="La ronda termina con la recolección habitual (§16); su relleno no añade nada (R-END-5), y a continuación viene la puntuación final.">R-NODICE-3</a>
# * <a href="rules.ipynb#cell-id=R-WISH-2" title="El jugador elige el valor del dado imaginario, de 1 a 6, en el momento de gastarlo; las colocaciones que solo se diferencian en el valor elegido para el dado imaginario (y que pagan todas) son la misma jugada.">R-WISH-2</a>
# * <a href="rules.ipynb#cell-id=R-WISH-5" title="DESEO funciona en la ronda sin dados, donde su dado es el único dado que puede tener un jugador.">R-WISH-5</a>
# * <a href="rules.ipynb#cell-id=R-COLLECT-3" title="En un pasto completo, cada gaucho de pie vuelve a la reserva de su dueño y el dueño recolecta la ficha sobre la que estaba.">R-COLLECT-3</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-1" title="Tras la ronda sin dados, cada ficha de la Pampa que lleva un gaucho de pie la recolecta el dueño de ese gaucho, esté o no completo su pasto.">R-FINAL-1</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-2" title="Estas fichas se unen a las manadas según el §17, con ventas forzosas y el uso opcional de ORDENAR; los jugadores resuelven sus añadidos en orden de turno desde el jugador inicial de la ronda sin dados (R-COLLECT-6).">R-FINAL-2</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-3" title="Las fichas con gauchos acostados y los gauchos de los Espacios de Acción (salvo ORDENAR usado según R-FINAL-2) no tienen ningún efecto.">R-FINAL-3</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-4" title="Después cada jugador vende todas sus manadas según R-SELL-1; una manada de 1 ficha se vende por su número grande.">R-FINAL-4</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-5" title="Gana el jugador con más Pesos.">R-FINAL-5</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Una manada se vende por (número de sus fichas) × (su número grande más alto) Pesos, que se suman a los Pesos del vendedor.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-3" title="Antes de la puntuación final solo se venden manadas de 2 o más fichas; una manada de 1 ficha acepta cualquier ficha de su raza y por eso nunca sufre una venta forzosa.">R-SELL-3</a>
# * <a href="rules.ipynb#cell-id=R-TIE-1" title="Si varios jugadores comparten la mayor cantidad de Pesos, ganan todos; no hay desempate.">R-TIE-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Si una ficha que hay que añadir no encaja (una ficha inapropiada), esa manada se vende enseguida (venta forzosa, §18) y la ficha empieza una manada nueva.">R-HERD-6</a>
