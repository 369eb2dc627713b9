# ruff: noqa: E402, B018, E501
"""Source of notebooks/es/10-play-well.ipynb (lesson 10 in Spanish); build with
`python tools/build_notebooks.py es/10-play-well`. Same code as notebooks/src/10-play-well.py."""

# %% [markdown]
# # 10 · Jugar bien
#
# Las lecciones 01-06 enseñan lo que está permitido. Esta trata de lo que conviene: tres
# consejos del reglamento, después decisiones en las que eliges entre jugadas permitidas
# y el entrenador te dice a qué lleva cada una, y por último posiciones completas con un
# objetivo, jugadas hasta el final contra los bots principiantes del entrenador.

# %% [markdown]
# **En esta lección** aprendes a comparar una venta ahora con una manada más grande
# después, a valorar las acciones especiales y a juzgar una jugada por los Pesos que te
# da al final de la partida.

# %%
from gaucho.widgets.challenge import ChallengeWidget
from gaucho.widgets.exercise import ExerciseWidget

import gaucho
from gaucho import challenges, practice
from gaucho.challenges import Challenge
from gaucho.exercises import Drill
from gaucho.practice import Decide

# el idioma de todo lo que el juego escribe: "es" (español), "fr", "de" o "en"
gaucho.set_language("es")


def show(game):
    """Las Áreas de Acción, los dados y las líneas de los jugadores de la vista de texto."""
    keep = False
    for line in str(game).splitlines():
        if line[:1] != " ":  # un encabezado: se muestra con sus líneas sangradas, o no
            keep = line.startswith(("Áreas de Acción", "Rodeo de dados", "Rojo tiene", "Jugadores"))
        if keep:
            print(line)


# %% [markdown]
# ## Tres consejos del reglamento
#
# Además de sus reglas, el reglamento da algunas pistas. Aquí están con nuestras propias
# palabras, cada una con las reglas que la justifican.
#
# **1. Una manada vale su longitud por su mejor ficha: elegir cuándo vender importa.**
# Una manada se vende por el número de sus fichas multiplicado por su número grande más
# alto (R-SELL-1). Una ficha que no encaja obliga a venderla en el acto (R-HERD-6), y una
# manada que ya no puede crecer simplemente espera (R-HERD-7). Vender pronto convierte la
# manada en Pesos antes de que algo salga mal; pero cada ficha más que encaja suma otra
# vez el mejor valor de la manada (o lo sube). Ni "vender siempre" ni "esperar siempre"
# es lo correcto: hay que contar las dos cosas.
#
# **2. Las acciones especiales ganan partidas.** Un gaucho en un Espacio de Acción es la
# promesa de una acción especial en un turno posterior (R-SPECIAL-1): una venta
# inmediata con bonificación (R-SALE-1), una ficha quitada de la manada de un rival
# (R-STEAL-1), y más. Los dados gastados en Espacios de Acción a menudo rinden más que
# una ficha más en la Pampa.
#
# **3. Recuerda lo que has colocado en este turno.** Un gaucho que llega a un Espacio de
# Acción no puede usarse ni retirarse en el mismo turno (R-AREA-4, R-SPECIAL-8). En la
# mesa ayuda poner una pequeña marca en el espacio; aquí el motor lo recuerda por ti y
# rechaza la jugada.

# %% [markdown]
# ## Juzgar una jugada por aquello a lo que lleva
#
# En los ejercicios siguientes todas las opciones están permitidas. El entrenador prueba
# cada una muchas veces (una búsqueda pequeña con una semilla fija, desde lo que ve el
# jugador al que le toca): termina el turno, juega unas pocas decisiones más de todos los
# jugadores (8 en este nivel) y valora la mesa donde se detiene: los Pesos, más lo que
# valen las manadas y las fichas reservadas en la Pampa. Compara las opciones por ese
# valor, en promedio, y dice en cuántas de esas simulaciones cortas va por delante el
# jugador. No juega hasta el final de la partida, así que las cifras no son Pesos finales.
# Una respuesta a menos de un Peso de la mejor opción es correcta; una respuesta
# equivocada muestra a qué lleva cada opción, con la razón del entrenador.

# %% [markdown]
# ### ¿Vender ahora o crecer primero?
#
# Rojo recolecta dos fichas pardas al final de una ronda y elige en qué orden se añaden a
# la manada (R-HERD-8). Un orden vende la manada enseguida; el otro la hace crecer antes.

# %%
ordering = gaucho.examples.load("EX-ORDER-48").game()
show(ordering)

# %% tags=["exercise"] exercise={"name": "10-order", "right": "add B5", "wrong": "add B9"}
ExerciseWidget(Decide(
    "10-order", ordering, "¿Qué ficha debe añadir Rojo primero?", ["add B9", "add B5"],
    rule_id="R-HERD-8", seed=1))

# %% [markdown]
# B9 primero: B9 no encaja debajo de B6, así que la manada B12 B8 B6 se vende enseguida
# por 36 Pesos (R-HERD-6) y B9 empieza una manada nueva; luego B5 encaja debajo de B9, y
# Rojo acaba con 36 Pesos y la manada B9 B5. B5 primero: B5 encaja (B12 B8 B6 B5); luego
# B9 no, las cuatro fichas se venden por 48 Pesos y B9 empieza una manada nueva. Los dos
# órdenes obligan a una venta; hacer crecer la manada antes la hace 12 Pesos mayor, a
# cambio de una manada nueva de una ficha en lugar de dos.

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
from gaucho.coach import CoachBot
from gaucho.exercises import registered

order = registered("10-order")
assert order.right_answer() == "add B5" and not order.check("add B9").correct

# %% [markdown]
# ### Usa las acciones especiales
#
# Rojo tiene gauchos en VENTA y ROBAR desde turnos anteriores, tiene un 1 y un 2, y una
# manada blanca; Azul tiene dos fichas blancas.

# %%
theft = gaucho.examples.load("EX-STEAL-SALE").game()
show(theft)

# %% tags=["exercise"] exercise={"name": "10-special", "right": "steal W12", "wrong": "end"}
ExerciseWidget(Decide(
    "10-special", theft, "¿Cuál de estas jugadas lleva a más Pesos al final?",
    ["sale W", "end", "steal W12"], rule_id="R-SPECIAL-1", seed=1))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
special = registered("10-special")
assert special.right_answer() == "steal W12" and not special.check("sale W").correct

# %% [markdown]
# ### Te toca, en posiciones nuevas
#
# Cada uno de estos ejercicios prepara una partida nueva a partir de una semilla y la
# juega hasta un turno (de la ronda 1 en los dos primeros, más adelante en el último);
# *Probar otra* da una posición nueva. Los dados ya están elegidos: gástalos bien. En el
# último, el jugador también puede vender una manada con VENTA (R-SALE-1): ¿vender ahora
# o guardarla para una venta mayor?

# %% tags=["exercise"] exercise={"name": "10-spend-a", "right": "B S11 1+4", "wrong": "A S1 1"}
ExerciseWidget(Drill("10-spend-a", practice.decide_spend, seed=2))

# %% tags=["exercise"] exercise={"name": "10-spend-b", "right": "B K12 6", "wrong": "end"}
ExerciseWidget(Drill("10-spend-b", practice.decide_spend, seed=3))

# %% tags=["exercise"] exercise={"name": "10-sale-any", "right": "sale G", "wrong": "B K7 3"}
ExerciseWidget(Drill("10-sale-any", practice.decide_sale, seed=2))

# %% [markdown]
# ## Jugar una posición hasta el final
#
# Ahora se trata de un plan entero y no de una sola jugada. Cada posición de abajo sale de
# una partida jugada hasta sus últimas rondas; tú ocupas un puesto y los bots
# principiantes del entrenador juegan los demás. Elige tus jugadas de una en una y pulsa
# *Jugar*; los bots responden hasta que vuelve a ser tu turno. El tablero muestra lo que
# ve tu puesto. *Empezar de nuevo* repite la misma posición contra los mismos bots;
# *Probar otra* reparte una nueva. Cuando el objetivo se cumple o se pierde, *Analizar
# esta partida* repasa tus jugadas desde el comienzo de la posición: donde una costó
# Pesos, el entrenador dice qué habría jugado y por qué, y puedes volver a intentar ese
# momento.
#
# **Gana desde aquí.** La carrera está reñida y la pila de robo está casi vacía
# (R-END-1): termina con más Pesos que nadie (R-FINAL-5).

# %%
ChallengeWidget(Challenge.from_seed("10-win", challenges.win_from_here, seed=1))

# %% [markdown]
# **Vende la manada parda por al menos 40 Pesos antes del final.** Solo cuenta una venta
# durante la partida: una venta forzosa (R-HERD-6) o VENTA (R-SALE-1). La puntuación
# final vende todas las manadas de todos modos (R-FINAL-4), y eso llega demasiado tarde
# para este objetivo. Piensa qué fichas pardas encajarían todavía, y en la bonificación
# de VENTA.

# %%
ChallengeWidget(Challenge.from_seed("10-brown", challenges.sell_brown_herd, seed=1))

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
def played_out(challenge, seed):
    """El desafío jugado hasta el final con un bot principiante en el puesto del alumno."""
    me = CoachBot("beginner", seed=seed)
    while challenge.status == "open":
        challenge.play(str(me.choose(challenge.game)))
    return challenge.status


win = Challenge.from_seed("10-win", challenges.win_from_here, seed=1)
assert played_out(win, 11) == "met" and win.game.is_over
brown = Challenge.from_seed("10-brown", challenges.sell_brown_herd, seed=1)
assert played_out(brown, 7) == "missed" and brown.game.is_over

# %% [markdown]
# ## Resumen: las reglas detrás de los consejos
#
# * <a href="rules.ipynb#cell-id=R-SPECIAL-1" title="Un jugador PUEDE usar la acción especial de un Área de Acción solo si su gaucho está en su espacio de esa área y fue colocado en un turno anterior (la ronda preliminar cuenta).">R-SPECIAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SPECIAL-8" title="Un gaucho colocado en un Espacio de Acción en este turno NO DEBE dejarlo en este turno, ni usado ni sin usar.">R-SPECIAL-8</a>
# * <a href="rules.ipynb#cell-id=R-AREA-4" title="Un gaucho colocado en un Espacio de Acción NO DEBE usarse en ese mismo turno.">R-AREA-4</a>
# * <a href="rules.ipynb#cell-id=R-SALE-1" title="VENTA INMEDIATA vende una de las manadas de su dueño que tenga al menos 2 fichas, según R-SELL-1, y suma una bonificación de 5 Pesos.">R-SALE-1</a>
# * <a href="rules.ipynb#cell-id=R-STEAL-1" title="El ladrón toma una ficha a su elección de cualquier manada de cualquier oponente, en cualquier posición, incluso de una manada de 1 ficha.">R-STEAL-1</a>
# * <a href="rules.ipynb#cell-id=R-SELL-1" title="Una manada se vende por (número de sus fichas) × (su número grande más alto) Pesos, que se suman a los Pesos del vendedor.">R-SELL-1</a>
# * <a href="rules.ipynb#cell-id=R-HERD-4" title="Una ficha encaja en una manada de 1 ficha, en una manada ascendente si es mayor que la ficha del extremo derecho, y en una manada descendente si es menor.">R-HERD-4</a>
# * <a href="rules.ipynb#cell-id=R-HERD-6" title="Si una ficha que hay que añadir no encaja (una ficha inapropiada), esa manada se vende enseguida (venta forzosa, §18) y la ficha empieza una manada nueva.">R-HERD-6</a>
# * <a href="rules.ipynb#cell-id=R-HERD-7" title="Una manada que ya no puede crecer no se vende por ese motivo; sigue ahí hasta que llega una ficha de su raza, VENTA INMEDIATA, un robo o la puntuación final.">R-HERD-7</a>
# * <a href="rules.ipynb#cell-id=R-HERD-8" title="Cuando un jugador añade varias fichas a la vez, elige el orden en que las añade.">R-HERD-8</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-4" title="Después cada jugador vende todas sus manadas según R-SELL-1; una manada de 1 ficha se vende por su número grande.">R-FINAL-4</a>
# * <a href="rules.ipynb#cell-id=R-FINAL-5" title="Gana el jugador con más Pesos.">R-FINAL-5</a>
# * <a href="rules.ipynb#cell-id=R-DICE-4" title="Gastar dados es opcional: un jugador PUEDE gastar los dos dados elegidos, uno o ninguno.">R-DICE-4</a>
# * <a href="rules.ipynb#cell-id=R-END-1" title="El final se desencadena en el momento en que la pila de robo se agota: al reponer la Estepa (R-STEPPE-8), en un relleno de final de ronda (R-REFILL-4) o durante la preparación.">R-END-1</a>

# %% [markdown]
# El entrenador que ha juzgado estas respuestas es el mismo que está detrás de la
# pestaña Jugar de la aplicación y del análisis de una partida terminada: juega contra él
# allí y pregúntale por qué.
