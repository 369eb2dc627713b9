"""Game-AI interop: integer action ids, observation tensors, OpenSpiel and PettingZoo.

:mod:`gaucho.interop.codec` and :mod:`gaucho.interop.tensor` are standard library
only (they run wherever the rules core runs).  :mod:`gaucho.interop.openspiel` and
:mod:`gaucho.interop.pettingzoo` need the ``interop`` extra
(``pip install 'gaucho[interop]'``).
"""

from gaucho.interop.codec import ActionCodec, codec_for
from gaucho.interop.tensor import observation_tensor, tensor_fields, tensor_size

__all__ = ["ActionCodec", "codec_for", "observation_tensor", "tensor_fields", "tensor_size"]
