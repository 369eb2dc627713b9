"""The named rulesets, kept under their old address.

The variants are rules data that the core needs (a save names its variant), so they
live beside the configuration in :mod:`gaucho.variants`; this module re-exports them
so ``gaucho.workshop.variants`` keeps working.
"""

from gaucho.variants import (
    VARIANTS,
    Variant,
    get_variant,
    make_variant,
    matching_variant,
    register_variant,
    unregister_variant,
    variant_names,
    variant_problems,
)

__all__ = [
    "VARIANTS",
    "Variant",
    "get_variant",
    "make_variant",
    "matching_variant",
    "register_variant",
    "unregister_variant",
    "variant_names",
    "variant_problems",
]
