"""Game-AI interop: integer action ids, observation tensors, OpenSpiel and PettingZoo.

:mod:`gaucho.interop.codec` (one id per decision), :mod:`gaucho.interop.compact` (a
decision taken word by word: 98 ids with the default rules), :mod:`gaucho.interop.spaces`
(both behind one interface) and :mod:`gaucho.interop.tensor` are standard library only
(they run wherever the rules core runs).  :mod:`gaucho.interop.openspiel` and
:mod:`gaucho.interop.pettingzoo` need the ``interop`` extra (``pip install
'gaucho[interop]'``).
"""

from gaucho.interop.codec import ActionCodec, codec_for
from gaucho.interop.compact import CompactCodec, compact_for
from gaucho.interop.spaces import ACTION_SPACES, action_space
from gaucho.interop.tensor import observation_tensor, tensor_fields, tensor_size

__all__ = ["ACTION_SPACES", "ActionCodec", "CompactCodec", "action_space", "codec_for",
           "compact_for", "observation_tensor", "tensor_fields", "tensor_size"]
