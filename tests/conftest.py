"""Shared pytest configuration (keep minimal; helpers live in tests/helpers.py)."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

from gaucho import examples

# Property tests are deterministic by default, so a run never fails by luck; set
# HYPOTHESIS_PROFILE=explore to let hypothesis search fresh random games instead.
settings.register_profile("deterministic", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "deterministic"))


@pytest.fixture(params=examples.ids())
def scenario(request: pytest.FixtureRequest) -> examples.Scenario:
    """Each worked example of RULES.md §26 in turn (gaucho/examples/*.json)."""
    return examples.load(request.param)
