"""The named rulesets, kept under their old address.

The variants are rules data that the core needs (a save names its variant), so they
live beside the configuration in :mod:`gaucho.variants`; this module re-exports them
so ``gaucho.workshop.variants`` keeps working.
"""

from gaucho.variants import *  # noqa: F403
from gaucho.variants import __all__ as __all__
