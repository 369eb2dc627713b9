"""Shared pytest configuration (keep minimal; helpers live in tests/helpers.py)."""

from __future__ import annotations

import pytest

from gaucho import examples


@pytest.fixture(params=examples.ids())
def scenario(request: pytest.FixtureRequest) -> examples.Scenario:
    """Each worked example of RULES.md §26 in turn (gaucho/examples/*.json)."""
    return examples.load(request.param)
