"""Every rule of the project's rulebook is cited by at least one test.

Rule IDs come from the project's own copy, ``gaucho/data/RULES.md`` (the normative text,
shipped in the package), so this test needs nothing beside the repository and never skips.
A rule counts as cited when its ID appears in a file under ``tests/`` or in one of the
worked examples ``gaucho/examples/*.json`` (their ``rules`` lists, notes and
``expect_illegal`` entries), which ``tests/core/test_examples.py`` plays.
"""

from __future__ import annotations

import difflib
import re
from importlib import resources
from pathlib import Path

from helpers import RULE_ID, RULES_MD, rule_ids_in_order

import gaucho
from gaucho import rules

TESTS = Path(__file__).parents[1]
#: Tests that name rule IDs to look them up, not to check what they say, cite nothing.
NOT_CITING = {Path(__file__).name, "test_rules_lookup.py", "test_browser_rules.py"}
#: RULES.md §27 lists what each revision changed, one bullet per kind of change.
AMENDMENTS = re.compile(r"^## 27\. Amendments\n(.*?)(?=^## |\Z)", re.MULTILINE | re.DOTALL)


def cited_ids() -> dict[str, list[str]]:
    """Rule ID -> files citing it (tests/ and the example JSONs); ranges are spelled out."""
    files = [p for p in TESTS.rglob("*") if p.is_file() and p.suffix in (
        ".py", ".json", ".txt", ".md", ".yaml", ".yml", ".toml")
        and "__pycache__" not in p.parts and p.name not in NOT_CITING]
    where: dict[str, list[str]] = {}
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace")
        for rid in set(RULE_ID.findall(text)):
            where.setdefault(rid, []).append(str(path.relative_to(TESTS)))
    for item in resources.files("gaucho.examples").iterdir():
        if item.name.endswith(".json"):
            for rid in set(RULE_ID.findall(item.read_text(encoding="utf-8"))):
                where.setdefault(rid, []).append(f"gaucho/examples/{item.name}")
    return where


def amended_ids() -> list[str]:
    """The rules RULES.md §27 says were added, reworded or changed."""
    section = AMENDMENTS.search(RULES_MD.read_text(encoding="utf-8"))
    assert section is not None, "RULES.md has no §27 Amendments"
    return rules.cited_ids(section[1])


def test_the_rulebook_is_the_packaged_copy() -> None:
    """The project owns its rulebook: it lies inside the package and nothing else is read."""
    assert Path(gaucho.__file__).parent / "data" / "RULES.md" == RULES_MD
    assert RULES_MD.is_file()
    packaged = resources.files("gaucho.data").joinpath("RULES.md").read_text(encoding="utf-8")
    assert packaged == RULES_MD.read_text(encoding="utf-8") == rules.rulebook_text()
    assert not (Path(gaucho.__file__).parent / "data" / "rule_ids.txt").exists()


def test_there_are_146_rules() -> None:
    ids = rule_ids_in_order()
    assert len(ids) == len(set(ids)) == 146
    assert ids[0] == "R-COMP-1" and ids[-1] == "R-TIE-1"


def test_gaucho_rules_lists_the_same_ids() -> None:
    """gaucho.rules derives the ID list from RULES.md: same IDs, same order."""
    assert tuple(rules.ids()) == rule_ids_in_order()


def test_every_rule_is_cited_by_a_test() -> None:
    cited = cited_ids()
    missing = [rid for rid in rule_ids_in_order() if rid not in cited]
    assert missing == [], f"{len(missing)} rules are not cited by any test: {missing}"


def deliberately_unknown(rule_id: str, known: set[str]) -> bool:
    """IDs tests use to check the answer to an unknown rule (R-NOPE-1, R-DICE-99): a group
    unlike any real one, or a number of 90 and above.  A typo (R-SALE-9, R-STEEL-1) is not."""
    _r, group, number = rule_id.split("-")
    groups = {rid.split("-")[1] for rid in known}
    return int(number) >= 90 or not difflib.get_close_matches(group, groups, cutoff=0.75)


def test_tests_cite_only_real_rules() -> None:
    """A typo in a cited ID (R-SALE-9) would silently cite nothing."""
    known = set(rule_ids_in_order())
    unknown = {rid: files for rid, files in cited_ids().items()
               if rid not in known and not deliberately_unknown(rid, known)}
    assert unknown == {}
    assert not deliberately_unknown("R-SALE-9", known)
    assert not deliberately_unknown("R-STEEL-1", known)
    assert deliberately_unknown("R-NOPE-1", known) and deliberately_unknown("R-DICE-99", known)


def test_revision_2_rules_are_cited_by_test_code() -> None:
    """R-COMP-18 (new) and every rule §27 rewords or changes is cited by a test module,
    not only by an example's JSON."""
    amended = amended_ids()
    assert amended == ["R-COMP-18", "R-SPECIAL-2", "R-PRELIM-4", "R-STEPPE-3", "R-NEXT-1",
                       "R-FINAL-2", "R-END-5", "R-WISH-2", "R-STEPPE-1", "R-NODICE-2"]
    cited = cited_ids()
    by_code = {rid: [f for f in cited.get(rid, []) if f.endswith(".py")] for rid in amended}
    assert {rid: files for rid, files in by_code.items() if not files} == {}
