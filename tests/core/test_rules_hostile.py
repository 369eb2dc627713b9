"""Hostile look-ups in the rulebook (issue 31): every ``gaucho.rules`` look-up refuses a
wrong type or an oversized text with :class:`UnknownRule` naming the argument or the limit,
never a ``TypeError`` and never seconds of work; the app's Rules box cuts what it is sent."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gaucho import rules
from gaucho.errors import GauchoError, UnknownRule


def refused(look_up: Any, arg: Any, words: str) -> None:
    with pytest.raises(UnknownRule) as info:
        look_up(arg)
    assert words in str(info.value), str(info.value)


@pytest.mark.parametrize(("arg", "words"), [
    (None, "the search must be text, not NoneType"),
    (5, "the search must be text, not int"),
    (b"steal", "the search must be text, not bytes"),
    (["steal", 5], "the search must be text, not int"),
    ("x" * 1_000_000, "the search is 1000000 characters long; at most 200"),
    (" ".join(["steal"] * 13), "a search takes at most 12 words"),
    (iter(lambda: "steal", None), "a search takes at most 12 words"),  # endless words
])
def test_search_refuses_wrong_types_and_long_queries(arg: Any, words: str) -> None:
    refused(rules.search, arg, words)


def test_search_within_the_limits_still_finds() -> None:
    assert [r.id for r in rules.search(" ".join(["steal"] * 12))][:1] == ["R-STEAL-1"]
    assert rules.search(["steal", "", "herd"]) == rules.search("steal herd")


@pytest.mark.parametrize(("arg", "words"), [
    ("R-END-1 to R-END-1000000000", "the range R-END-1 to R-END-1000000000 spans more than "
                                    "100 rules"),
    ("R-A-1 to R-A-100 " * 101, "the text's ranges spell out more than 10000 rule IDs"),
    (None, "the text to read rule IDs from must be text, not NoneType"),
    (7, "the text to read rule IDs from must be text, not int"),
    (b"R-END-1", "the text to read rule IDs from must be text, not bytes"),
    ("R-END-1 " * 200_000, "the text to read rule IDs from is 1600000 characters long"),
])
def test_cited_ids_caps_range_expansion_and_checks_types(arg: Any, words: str) -> None:
    refused(rules.cited_ids, arg, words)


def test_cited_ids_still_spells_out_ranges_in_order() -> None:
    assert rules.cited_ids("R-STEAL-3, R-END-1 to R-END-3; R-END-2 and R-B-5 to R-B-4") == [
        "R-STEAL-3", "R-END-1", "R-END-2", "R-END-3"]
    assert len(rules.cited_ids("R-X-1 to R-X-100")) == 100


@pytest.mark.parametrize("arg", [None, 5, ["EX-SORT"], b"EX-SORT", "EX-" + "A" * 1000])
def test_example_entry_refuses_what_is_not_an_example_id(arg: Any) -> None:
    with pytest.raises(UnknownRule):
        rules.example_entry(arg)


def test_a_long_id_is_unknown_without_a_close_match_search() -> None:
    refused(rules.get, "R-STEAL-1" * 100_000, "the rulebook has no such rule")


def test_the_rules_box_cuts_what_it_is_sent() -> None:
    assert rules.clip_query("x" * 10**6) == "x" * rules.MAX_QUERY
    assert rules.clip_query(" steal " * 50) == " ".join(["steal"] * rules.MAX_WORDS)
    pytest.importorskip("ipywidgets")
    from widgets.rules import RulesTab

    view = RulesTab()
    view.build()
    view.search_box.value = "steal " * 200_000
    assert [r.id for r in view.found][:1] == ["R-STEAL-1"]


LOOK_UPS = (rules.get, rules.search, rules.section, rules.example_entry, rules.cited_ids,
            rules.rule_title, rules.link, rules.markdown_link)
ANY_ARG = (st.none() | st.booleans() | st.integers() | st.floats() | st.binary(max_size=20)
           | st.text(max_size=300) | st.lists(st.text(max_size=10) | st.integers(), max_size=20)
           | st.sampled_from(["R-STEAL-1", "steal", "§12", "EX-SORT", "R-A-1 to R-A-99",
                              "R-A-1 to R-A-100000", "herd " * 30]))


@settings(max_examples=300, deadline=None)
@given(look_up=st.sampled_from(LOOK_UPS), arg=ANY_ARG,
       language=st.sampled_from([None, "en", "es", "xx", 5]))
def test_fuzz_look_ups_raise_only_gaucho_errors(look_up: Any, arg: Any, language: Any) -> None:
    """Bounded per input: texts of at most 300 characters, lists of at most 20 words."""
    try:
        if look_up in (rules.get, rules.search, rules.section, rules.example_entry):
            look_up(arg, language=language)
        else:
            look_up(arg)
    except GauchoError:
        pass
