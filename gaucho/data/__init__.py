"""Packaged data files: ``rule_ids.txt`` lists every rule ID of RULES.md, one per line.

Read them with ``importlib.resources.files("gaucho.data")``.  Regenerate
``rule_ids.txt`` whenever RULES.md gains a rule (``tests/test_rule_coverage.py``
checks that the two agree when RULES.md is available).
"""
