"""Pictures and text of the table, drawn on top of the rules core.

* :mod:`~gaucho.views.text` — the table as plain text;
* :mod:`~gaucho.views.scene` — the palette and the primitive shapes of every picture;
* :mod:`~gaucho.views.board` — the board as a scene of shapes (one layout for every renderer);
* :mod:`~gaucho.views.svg` — that scene as SVG (what a notebook cell shows);
* :mod:`~gaucho.views.mpl` — the same scene drawn with matplotlib;
* :mod:`~gaucho.views.phase_graph` — the turn/phase graph of :mod:`gaucho.flow`.

Nothing in the rules core imports these at module level, so ``import gaucho`` stays light.
"""
