# ruff: noqa: E402, B018, E501
"""Source of notebooks/es/00-tour.ipynb (the tour in Spanish); build with
`python tools/build_notebooks.py es/00-tour`. Same code as notebooks/src/00-tour.py."""

# %% [markdown]
# # 00 · Un recorrido por El Gaucho
#
# *El Gaucho* (Arve D. Fühler, 2014) es un juego de mesa para 2 a 4 jugadores sobre el
# arreo de ganado en la Pampa argentina. En cada ronda el jugador inicial tira un puñado de
# dados en el **Rodeo de dados**; cada jugador elige dos y los gasta, solos o sumados, para
# poner **gauchos** (sus trabajadores) sobre **fichas de ganado** de los cuatro **pastos**,
# o sobre **Espacios de Acción** que dan seis acciones especiales. Cuando todas las fichas de
# un pasto están reclamadas, el pasto se recolecta: los gauchos de pie se llevan sus fichas a
# casa, donde forman **manadas**. Una manada debe mantenerse en orden; al venderla, da
# *fichas × valor más alto* Pesos. Gana el ganadero más rico.
#
# El paquete `gaucho` es un motor de reglas del juego con vistas para Jupyter. Comprueba cada
# jugada y, si la rechaza, explica por qué con el identificador de la regla que lo impide (los
# identificadores `R-...` y los ejemplos resueltos `EX-...` vienen de la especificación de
# reglas del proyecto). En este cuaderno preparamos una partida, jugamos unos turnos y vemos
# por dónde seguir.
#
# **Cómo ejecutarlo:** haz clic en una celda de código gris y pulsa **Mayús+Intro** (o el
# botón ▶ sobre el cuaderno) para ejecutarla y pasar a la siguiente; **Run → Run All Cells**
# ejecuta todo el cuaderno desde el principio.

# %% [markdown]
# ## Una partida nueva
#
# `Game.new` prepara una partida a partir de una semilla: la misma semilla da siempre la misma
# partida, así que todo lo que sigue se puede repetir. La vista de texto muestra los cuatro
# pastos, de P1 (abajo) a P4 (arriba), las seis Áreas de Acción, los dados y, para cada
# jugador, sus Pesos, los gauchos de su reserva y sus manadas. `..` es un espacio vacío y
# `##` un espacio bloqueado.
#
# La primera línea de código elige el idioma de las explicaciones del juego.

# %%
import gaucho
from gaucho import tiles

# el idioma de todo lo que el juego escribe: "es" (español), "fr", "de" o "en"
gaucho.set_language("es")

game = gaucho.Game.new(players=3, seed=7)
print(game)

# %% [markdown]
# La preparación se narra paso a paso, y cada línea nombra la regla que aplica. Fíjate en
# cómo cada pasto recibe fichas hasta que su suma llega a 20 o ya no le queda ningún espacio
# vacío (R-SETUP-8); el cuaderno 01 explica la preparación en detalle.

# %%
for event in game.setup_events:
    print(event)

# %% [markdown]
# La misma mesa en dibujo (la vista SVG del tablero).

# %% tags=["nbval-ignore-output"]
game

# %% tags=["hidden-check"] jupyter={"source_hidden": true}
assert game.phase == "keep" and game.round == 0 and game.players == 3

# %% [markdown]
# ## Cómo leer la notación
#
# El tablero y las lecciones nombran una ficha con **una letra para su raza y su número
# grande**: `W11` es la blanca 11. Las letras son las mismas en todos los idiomas, porque
# las jugadas se escriben con ellas (son las iniciales inglesas):
#
# | Letra | Raza |
# |---|---|
# | `B` | parda (*brown*) |
# | `G` | dorada (*golden*) |
# | `K` | negra (*black*) |
# | `W` | blanca (*white*) |
# | `S` | manchada (*spotted*) |
#
# Una jugada es una línea corta de texto, igual en todos los idiomas (el juego la lee):
#
# | Jugada | Significa |
# |---|---|
# | `keep K2 W3 W7` | quedarse con estas fichas robadas (ronda preliminar) |
# | `place SALE` | poner un gaucho en el Área de Acción VENTA (gratis en la ronda preliminar) |
# | `take 5 6` | elegir el 5 y el 6 del Rodeo de dados |
# | `A W11 5+6` | **A**: un gaucho de pie en la blanca 11, pagado con 5 + 6 (su número grande) |
# | `B W11 5` | **B**: un gaucho acostado en la blanca 11, pagado con un 5 (su número pequeño) |
# | `C W11 5` | **C**: levantar tu gaucho acostado en la blanca 11, pagando su número pequeño |
# | `place STEAL 4` | poner un gaucho en el Área de Acción ROBAR, pagado con un 4 |
# | `put W1>P1` | poner la ficha W1 de la Estepa en el pasto P1 (GANADO SECRETO) |
# | `end` | terminar el turno |
#
# El juego dice también cada jugada con palabras:

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
# ## La ronda preliminar
#
# Antes de la primera ronda, cada jugador mira unas fichas secretas y se queda con algunas
# como primeras manadas (R-PRELIM-1, R-PRELIM-3). El motor sabe siempre a quién le toca y qué
# jugadas están permitidas en este momento:

# %%
for p in range(game.players):
    print(gaucho.config.player_name(p), "sacó", tiles.names(game.state.prelim_hands[p]))
print("le toca a:", gaucho.config.player_name(game.current_player))
print(game.legal_actions())

# %% [markdown]
# Rojo solo puede quedarse con una de estas fichas: si se queda con dos, cada una debe valer
# 8 o menos (R-PRELIM-3). Cada jugador se queda con algo y después, empezando por el jugador
# a la derecha del jugador inicial, cada uno pone gratis un gaucho en el Área de Acción que
# prefiera (R-PRELIM-8). `play` recibe las jugadas en una notación de texto corta y devuelve
# lo que ha pasado.


# %%
def narrate(events):
    for event in events:
        print(event)


for move in ["keep W9", "keep K1 S1", "keep S4", "place STEPPE", "place WISH", "place SALE"]:
    narrate(game.play(move))

# %% [markdown]
# ## Unos turnos de la ronda 1
#
# El juego tira los dados por nosotros (la semilla decide el resultado). En su turno, un
# jugador primero elige dos dados (R-TURN-1) y luego los gasta: pagar el número grande de una
# ficha pone en ella un gaucho de pie (R-PAMPA-1), y pagar su número pequeño, un gaucho
# acostado (R-PAMPA-2). Rojo elige el 4 y el 6:

# %%
narrate(game.play("take 4 6"))
print(game.legal_actions())

# %% [markdown]
# Rojo gasta 4 + 6 en la parda 10 y termina su turno (R-DICE-1, R-TURN-4).

# %%
narrate(game.play("A B10 4+6"))
narrate(game.play("end"))

# %% [markdown]
# Azul elige un 1 y un 4: con el 4 se lleva la negra 4, de pie, y el 1 es el número pequeño
# de la negra 3, suficiente para poner allí un gaucho acostado.

# %%
for move in ["take 1 4", "A K4 4", "B K3 1", "end"]:
    narrate(game.play(move))

# %% [markdown]
# ## Una jugada no permitida, explicada
#
# Verde elige el 2 y el 4 e intenta reclamar con ellos la manchada 11. Un pago con dados debe
# ser exactamente el precio (R-DICE-3), así que el motor rechaza la jugada; la partida no
# cambia.

# %%
narrate(game.play("take 2 4"))

# %%
from gaucho import IllegalAction

try:
    game.play("A S11 2+4")
except IllegalAction as refusal:
    print("IllegalAction:", refusal)

# %% [markdown]
# `why_illegal` da la misma respuesta sin lanzar un error: un identificador de regla y un
# motivo (`None` si la jugada está permitida: `or "permitida"` lo dice con palabras).

# %%
print(game.why_illegal("A S11 2+4"))
print(game.why_illegal("place STEAL 4") or "permitida")

# %% [markdown]
# El reglamento viene con el paquete, así que cualquier regla se puede consultar por su
# identificador: `gaucho.rules.get` da el texto de una regla, su sección y los ejemplos del
# reglamento que la muestran (escribir solo `gaucho.rules.get("R-DICE-3")` en una celda la
# muestra como una ficha), y `gaucho.rules.search` busca reglas por palabras.

# %%
rule = gaucho.rules.get("R-DICE-3")
print(rule.heading())
print(rule.text)
print(", ".join(r.id for r in gaucho.rules.search("dado suma")))

# %%
for move in ["place STEAL 4", "B S5 2", "end"]:
    narrate(game.play(move))
print(game)

# %% [markdown]
# El historial se puede repetir como una transcripción, y `undo` deshace un paso.

# %%
print("\n".join(step.narrate() for step in game.history[-4:]))

# %% [markdown]
# ## Tu primera partida, con guía
#
# ¿Es tu primera vez con El Gaucho? Juega con Rojo una partida corta guiada: cada paso dice
# qué hacer y por qué, lo que hay que pulsar se ilumina en el tablero, y una jugada
# equivocada solo recibe una pista. (La misma guía es la pestaña *Primera partida* de la
# aplicación).

# %%
from gaucho.widgets.guided import GuidedGameView

GuidedGameView()

# %% [markdown]
# ## Por dónde seguir
#
# Las lecciones, en orden; cada una empieza diciendo qué enseña, tiene ejercicios que el
# propio juego corrige y termina con las reglas que ha visto. Las lecciones 01 a 06 y 10 están
# en español; 07 a 09, por ahora, solo en inglés.
#
# | Cuaderno | Tema |
# |---|---|
# | [`01-setup`](01-setup.ipynb) | la preparación para 2, 3 y 4 jugadores; cómo se llenan los pastos; la Estepa |
# | [`02-preliminary`](02-preliminary.ipynb) | con qué fichas quedarse al empezar; el gaucho gratis en un Área de Acción |
# | [`03-turn`](03-turn.ipynb) | elegir dados; gauchos de pie y acostados, levantar; el pago exacto |
# | [`04-action-areas`](04-action-areas.ipynb) | las Áreas de Acción y sus seis acciones especiales |
# | [`05-end-of-round`](05-end-of-round.ipynb) | recolección, manadas, ventas forzosas, relleno |
# | [`06-end-of-game`](06-end-of-game.ipynb) | cuándo termina la partida, la ronda sin dados, la puntuación final |
# | [`07-phase-graph`](../07-phase-graph.ipynb) | el grafo de turnos y fases (en inglés) |
# | [`08-gallery`](../08-gallery.ipynb) | todos los ejemplos resueltos del reglamento (en inglés) |
# | [`09-workshop`](../09-workshop.ipynb) | el taller de diseño: cambia una regla y mide lo que pasa (en inglés) |
# | [`10-play-well`](10-play-well.ipynb) | jugar bien: los consejos del reglamento, decisiones que juzga el entrenador, posiciones con un objetivo |
# | `explorer.ipynb` | la aplicación, con pestañas para la preparación, los ejemplos, jugar, las fases, el taller, la primera partida y las reglas (`gaucho app` la abre con Voilà) |
#
# Todos los identificadores de regla que aparecen aquí están en el reglamento que viene con el
# paquete (`gaucho/data/RULES.md`, en español `gaucho/data/RULES.es.md`);
# `gaucho.rules.search` encuentra las reglas de cualquier tema.
