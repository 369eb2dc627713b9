"""Every rule of RULES.md is cited by at least one test.

Rule IDs come from RULES.md (``shared/rules/RULES.md`` beside the repository, as
in CI) or, when it is not there, from the packaged copy ``gaucho/data/rule_ids.txt``.
A rule counts as cited when its ID appears in a file under ``tests/`` or in one of
the worked examples ``gaucho/examples/*.json`` (their ``rules`` lists, notes and
``expect_illegal`` entries), which ``tests/test_examples.py`` plays.
"""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest

import gaucho

RULE_ID = re.compile(r"R-[A-Z]+-\d+")
TESTS = Path(__file__).parents[1]
RULES_MD = Path(gaucho.__file__).parent / "data" / "RULES.md"
DEFINITION = re.compile(r"^- \*\*(R-[A-Z]+-\d+)\*\*", re.MULTILINE)


def packaged_ids() -> list[str]:
    text = resources.files("gaucho.data").joinpath("rule_ids.txt").read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip()]


def rule_ids() -> list[str]:
    if RULES_MD.exists():
        return DEFINITION.findall(RULES_MD.read_text(encoding="utf-8"))
    return packaged_ids()


def cited_ids() -> dict[str, list[str]]:
    """Rule ID -> files citing it (tests/ and the example JSONs)."""
    files = [p for p in TESTS.rglob("*") if p.is_file() and p.suffix in (
        ".py", ".json", ".txt", ".md", ".yaml", ".yml", ".toml")
        and "__pycache__" not in p.parts and p.name != Path(__file__).name]
    where: dict[str, list[str]] = {}
    for path in files:
        for rid in set(RULE_ID.findall(path.read_text(encoding="utf-8", errors="replace"))):
            where.setdefault(rid, []).append(str(path.relative_to(TESTS)))
    for item in resources.files("gaucho.examples").iterdir():
        if item.name.endswith(".json"):
            for rid in set(RULE_ID.findall(item.read_text(encoding="utf-8"))):
                where.setdefault(rid, []).append(f"gaucho/examples/{item.name}")
    return where


def test_there_are_146_rules() -> None:
    ids = rule_ids()
    assert len(ids) == len(set(ids)) == 146


def test_packaged_ids_match_rules_md() -> None:
    """gaucho/data/rule_ids.txt is regenerated whenever RULES.md changes."""
    if not RULES_MD.exists():
        pytest.skip("RULES.md is not beside the repository")
    assert packaged_ids() == rule_ids()


def test_every_rule_is_cited_by_a_test() -> None:
    cited = cited_ids()
    missing = [rid for rid in rule_ids() if rid not in cited]
    assert missing == [], f"{len(missing)} rules are not cited by any test: {missing}"


def test_tests_cite_only_real_rules() -> None:
    """A typo in a cited ID (R-SALE-9) would silently cite nothing."""
    known = set(rule_ids())
    unknown = {rid: files for rid, files in cited_ids().items() if rid not in known}
    assert unknown == {}
