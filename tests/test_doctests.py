"""The ``>>>`` examples in the package's docstrings run and show what they claim."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import gaucho

MODULES = sorted(m.name for m in pkgutil.walk_packages(gaucho.__path__, "gaucho."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0, f"{failures} docstring example(s) in {name} failed"


def test_some_modules_teach_by_example() -> None:
    with_examples = [n for n in MODULES
                     if doctest.DocTestFinder().find(importlib.import_module(n))
                     and any(t.examples for t in
                             doctest.DocTestFinder().find(importlib.import_module(n)))]
    assert len(with_examples) >= 4, with_examples
