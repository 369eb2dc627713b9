"""The board pictures' palette, primitives and geometry under their old address.

:mod:`gaucho.views.layout` was split in two: the palette and primitive shapes every
picture uses are in :mod:`gaucho.views.scene`, the board (geometry, marks, drawing,
sight) in :mod:`gaucho.views.board`.  This module re-exports both for one release;
import from those.
"""

from gaucho.views import board, scene
from gaucho.views.board import *  # noqa: F403
from gaucho.views.scene import *  # noqa: F403

__all__ = [*scene.__all__, *board.__all__]  # noqa: PLE0605
