"""gaucho.rules: every rule ID a user meets can be looked up in the packaged rulebook.

The rule IDs named here are looked up, not checked for what they say, so
tests/core/test_rule_coverage.py does not count them as citations.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import re
import subprocess
import sys

import pytest
from helpers import RULES_MD, random_positions, random_steps, rule_ids_in_order
from test_illegal import garbage, mutate, random_action

import gaucho
from gaucho import rules
from gaucho.errors import GauchoError, UnknownRule
from gaucho.explorer.views import RULE_STYLE, rule_ids_html
from gaucho.i18n import use_language


# ------------------------------------------------------------------ get
def test_get_gives_text_section_sources_and_examples() -> None:
    rule = rules.get("R-STEAL-3")
    assert rule.id == "R-STEAL-3"
    assert rule.text == ("The victim's herd keeps its other tiles in their order; a herd left "
                         "without tiles ceases to exist, and a theft never forces the victim "
                         "to sell.")
    assert (rule.section, rule.section_title) == (12, "STEAL CATTLE (Cattle Thief)")
    assert rule.basis == "RULING" and rule.sources == ("RULING",)
    assert rule.examples == ("EX-STEAL-SALE",)
    assert rule.decision is not None
    assert rule.decision.adopted == "victim's remaining tiles keep their order, no sale"
    assert rule.anchor == "r-steal-3" and rule.language == "en"


def test_mixed_basis_tags_are_split() -> None:
    rule = rules.get("R-COMP-3")
    assert rule.basis == "ES, FR for 11→5; DIG:LUDOV for range 1–6; ASSUMED"
    assert rule.sources == ("ES", "FR", "DIG:LUDOV", "ASSUMED")
    assert rule.table.splitlines()[0].startswith("| big | 1 | 2 |")
    assert rule.table.splitlines()[-1] == ("| small | 1 | 1 | 1 | 2 | 2 | 3 | 3 | 4 | 4 | 5 | 5 "
                                           "| 6 |")
    assert rules.get("R-STEPPE-7").sources == ("ES", "FR", "DIG:TT-AVIS")


def test_ids_are_read_case_and_space_insensitively() -> None:
    assert rules.get(" r-dice-3 ") is rules.get("R-DICE-3")


@pytest.mark.parametrize("bad", ["R-STEAL-9", "R-MOON-1", "", "steal"])
def test_unknown_rule_names_the_id(bad: str) -> None:
    with pytest.raises(UnknownRule) as info:
        rules.get(bad)
    assert isinstance(info.value, GauchoError) and isinstance(info.value, KeyError)
    assert repr(bad) in str(info.value) and not str(info.value).startswith('"')
    assert info.value.rule_id == bad


def test_unknown_rule_suggests_near_ids() -> None:
    with pytest.raises(UnknownRule, match=r"did you mean R-STEAL-6"):
        rules.get("R-STEAL-9")


def test_every_rule_has_text_a_section_and_sources() -> None:
    everything = rules.all_rules()
    assert [r.id for r in everything] == list(rule_ids_in_order()) == rules.ids()
    for rule in everything:
        assert len(rule.text) > 15 and not rule.text.startswith("**"), rule.id
        assert not rule.text.endswith("]"), rule.id
        assert 1 <= rule.section <= 24 and rule.section_title, rule.id
        assert rule.sources, rule.id


def test_examples_that_cite_a_rule() -> None:
    """From gaucho/examples/*.json and RULES.md §26 ("R-STEPPE-1 to R-STEPPE-7" included)."""
    assert rules.get("R-STEPPE-5").examples == ("EX-STEPPE",)
    assert rules.get("R-NODICE-3").examples == ("EX-END-3P",)
    assert rules.get("R-SELL-1").examples[:3] == ("EX-HERD-DEF", "EX-HERD-WBB", "EX-SORT")
    assert rules.get("R-TIE-1").examples == ()
    for example_id in gaucho.examples.ids():
        data = json.loads((RULES_MD.parents[1] / "examples" / f"{example_id}.json")
                          .read_text(encoding="utf-8"))
        for rule_id in data["rules"]:
            assert example_id in rules.get(rule_id).examples, (example_id, rule_id)


def test_example_entries_of_the_rulebook() -> None:
    entry = rules.example_entry("EX-SELL-50")
    assert entry.startswith("**EX-SELL-50** — sale formula")
    assert entry.endswith("Rules: R-SELL-1.")
    assert rules.example_entry("EX-NOPE") == ""


def test_cited_ids_spell_out_ranges() -> None:
    assert rules.cited_ids("R-END-1 to R-END-3, R-NEXT-1 and R-END-2") == [
        "R-END-1", "R-END-2", "R-END-3", "R-NEXT-1"]


# ------------------------------------------------------------------ search and sections
def test_search_steal_lists_the_steal_rules_first() -> None:
    found = [r.id for r in rules.search("STEAL")]
    assert found == ["R-STEAL-1", "R-STEAL-2", "R-STEAL-3", "R-STEAL-4", "R-STEAL-5",
                     "R-STEAL-6", "R-AREA-2", "R-SPECIAL-2", "R-SORT-6", "R-SALE-2",
                     "R-HERD-7"]
    assert [r.id for r in rules.search("steal")] == found


def test_search_by_id_and_by_several_words() -> None:
    assert [r.id for r in rules.search("r-dice-3")] == ["R-DICE-3"]
    assert rules.search("R-DICE-1")[0].id == "R-DICE-1"
    assert [r.id for r in rules.search("insurance opponent")] == ["R-RAISE-4"]
    assert [r.id for r in rules.search(["big", "number", "insurance"])] == ["R-STEAL-2",
                                                                          "R-RAISE-4"]
    assert rules.search("") == [] and rules.search("zebra") == []


@pytest.mark.parametrize(("key", "first", "count"), [
    (12, "R-STEAL-1", 6), ("12", "R-STEAL-1", 6), ("§12", "R-STEAL-1", 6),
    ("STEAL", "R-STEAL-1", 6), ("steal", "R-STEAL-1", 6), ("Herds", "R-HERD-1", 8),
    (4, "R-ROUND-1", 10), ("TURN", "R-TURN-1", 6), ("Ties", "R-TIE-1", 1)])
def test_section_by_number_group_or_title(key: int | str, first: str, count: int) -> None:
    found = rules.section(key)
    assert (found[0].id, len(found)) == (first, count)


@pytest.mark.parametrize("bad", [99, "moon", ""])
def test_unknown_section(bad: int | str) -> None:
    with pytest.raises(UnknownRule, match="unknown section"):
        rules.section(bad)


# ------------------------------------------------------------------ display
def test_a_rule_shows_itself_as_text_markdown_and_html() -> None:
    rule = rules.get("R-DICE-3")
    text = str(rule)
    assert text.splitlines()[0] == "R-DICE-3 · §5 Dice"
    assert rule.text in text and "Sources: ES, FR, DIG:HIEW" in text
    assert "Examples: EX-TURN-1" in text
    md = rule._repr_markdown_()
    assert md.startswith("**R-DICE-3** · §5 Dice\n\n") and rule.text in md
    html = rule._repr_html_()
    assert 'id="r-dice-3"' in html and "<b>R-DICE-3</b>" in html
    assert "overpaying or underpaying is illegal." in html


def test_html_escapes_and_renders_light_markdown() -> None:
    html = rules.get("R-COMP-3")._repr_html_()
    assert "<code>max(1, floor(big/2))</code>" in html
    assert "<th>big</th>" in html and "<td>small</td>" in html
    assert "A tile&#x27;s small number" in html
    assert "<i>withdrawn</i>" in rules.inline_html("keeps its ID with the note *withdrawn*")


def test_anchor_link_and_markdown_link() -> None:
    assert rules.anchor("R-STEAL-3") == "r-steal-3"
    assert rules.link("r-steal-3") == "rules.html#r-steal-3"
    assert rules.link("R-STEAL-3", base="../docs/rules.html") == "../docs/rules.html#r-steal-3"
    assert rules.markdown_link("R-WISH-4") == (
        '[R-WISH-4](rules.html#r-wish-4 "An imaginary die not spent by the end of the turn '
        'is lost.")')
    with pytest.raises(UnknownRule):
        rules.link("R-WISH-99")


def test_rulebook_markdown_has_one_anchor_per_rule_and_keeps_the_wording() -> None:
    md = rules.rulebook_markdown()
    anchors = re.findall(r'<a id="([a-z0-9-]+)"></a>', md)
    rule_anchors = [a for a in anchors if a.startswith("r-")]
    assert rule_anchors == [rules.anchor(i) for i in rules.ids()]
    assert [a for a in anchors if a.startswith("ex-")] == [
        rules.anchor(e) for e in gaucho.examples.ids() if rules.example_entry(e)]
    assert '- <a id="r-steal-3"></a>**R-STEAL-3** The victim' in md
    assert "(R-STEAL-6)" not in md and "([R-STEAL-6](#r-steal-6))" in md
    unlinked = re.sub(r'<a id="[a-z0-9-]+"></a>', "", md)
    unlinked = re.sub(r"\[(R-[A-Z]+-\d+)\]\(#r-[a-z]+-\d+\)", r"\1", unlinked)
    assert unlinked == RULES_MD.read_text(encoding="utf-8")
    plain = rules.rulebook_markdown(cross_links=False)
    assert "](#r-" not in plain and plain.count('<a id="r-') == len(rules.ids())


# ------------------------------------------------------------------ languages
def test_get_follows_the_language_and_falls_back_to_english(
        monkeypatch: pytest.MonkeyPatch) -> None:
    with use_language("de"):  # the German rulebook (RULES.de.md)
        assert rules.get("R-STEAL-1").language == "de"
        assert rules.get("R-STEAL-1").text != rules.get("R-STEAL-1", language="en").text
    spanish = rules.parse("## 12. ROBAR GANADO (Ladrón)\n\n"
                          "- **R-STEAL-1** El ladrón toma una loseta de cualquier rebaño. [ES]\n")
    real = rules._rulebook

    def fake(language: str) -> rules.Rulebook:
        return spanish if language == "es" else real(language)

    monkeypatch.setattr(rules, "_rulebook", fake)
    with use_language("es"):
        stolen = rules.get("R-STEAL-1")
        assert stolen.text == "El ladrón toma una loseta de cualquier rebaño."
        assert (stolen.language, stolen.section_title) == ("es", "ROBAR GANADO (Ladrón)")
        assert stolen.examples == ("EX-STEAL-SALE",)
        assert rules.get("R-STEAL-2").language == "en"  # no translation: English, rule by rule
    assert rules.get("R-STEAL-1").language == "en"


def test_the_module_needs_only_the_standard_library() -> None:
    """gaucho.rules must work in Pyodide and in a bare install: stdlib imports only."""
    code = ("import sys; before = set(sys.modules);"
            "import gaucho.rules as r; r.get('R-STEAL-1'); r.search('herd');"
            "r.rulebook_markdown(); str(r.get('R-COMP-3')); r.get('R-COMP-3')._repr_html_();"
            "top = {m.split('.')[0] for m in set(sys.modules) - before};"
            "print(sorted(top - set(sys.stdlib_module_names) - {'gaucho'}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


# ------------------------------------------------------------------ what the engine emits
def test_every_event_rule_id_of_random_games_resolves() -> None:
    """Events over seeded random games (setup and play, 2-4 players) cite real rules."""
    seen: set[str] = set()
    for players in (2, 3, 4):
        for seed in (1, 2):
            game = gaucho.Game.new(players=players, seed=seed)
            seen |= {e.rule_id for e in game.setup_events}
            for _action in random_steps(game, seed, checked=True):
                seen |= {e.rule_id for e in game.history[-1].events}
    seen.discard("")
    assert len(seen) > 40
    for rule_id in seen:
        assert rules.get(rule_id).text, rule_id


def test_every_refusal_rule_id_of_the_fuzzer_resolves() -> None:
    """Refusals met by the illegal-action fuzzer of test_illegal.py cite real rules, and
    the error can show the rule's text."""
    rng = random.Random(11)
    seen: set[str] = set()
    for players in (2, 3, 4):
        for game in random_positions(players, players + 20, 8):
            legal = game.legal_actions()
            for _ in range(40):
                cand = (random_action(rng, game) if rng.random() < 0.5 or not legal
                        else mutate(rng, game, rng.choice(legal)))
                violation = game.why_illegal(cand)
                if violation is not None:
                    seen.add(violation.rule_id)
            with contextlib.suppress(gaucho.GauchoError):
                game.play(garbage(rng, legal))
    assert len(seen) > 15
    for rule_id in seen:
        rule = rules.get(rule_id)
        assert rule.text
        assert gaucho.IllegalAction(rule_id, "no").rule_text() == f"{rule_id}: {rule.text}"


# ------------------------------------------------------------------ errors in a notebook
def run_cell(source: str) -> tuple[BaseException | None, str]:
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        result = shell.run_cell(source)
    return result.error_in_exec, out.getvalue()


def test_illegal_action_in_ipython_shows_reason_and_rule_not_a_traceback() -> None:
    error, shown = run_cell("import gaucho\n"
                            "game = gaucho.Game.new(players=3, seed=1)\n"
                            "game.play('A W11 5+6')\n")
    assert isinstance(error, gaucho.IllegalAction)
    assert "Traceback" not in shown and "gaucho/game.py" not in shown
    assert "IllegalAction" in shown
    assert ("'A W11 5+6' is not allowed now: first every player chooses which of his drawn"
            " tiles to keep [R-PRELIM-3]") in shown
    assert f"R-PRELIM-3: {rules.get('R-PRELIM-3').text}" in shown


def test_other_gaucho_errors_in_ipython_show_only_their_message() -> None:
    error, shown = run_cell("import gaucho\ngaucho.rules.get('R-MOON-1')\n")
    assert isinstance(error, UnknownRule)
    assert "Traceback" not in shown
    assert "UnknownRule" in shown and "unknown rule ID 'R-MOON-1'" in shown


def test_illegal_action_html() -> None:
    html = gaucho.IllegalAction("R-DICE-3", "you paid 6", "A S11 2+4")._repr_html_()
    assert "illegal &#x27;A S11 2+4&#x27;: you paid 6 [R-DICE-3]" in html
    assert "overpaying or underpaying is illegal." in html


# ------------------------------------------------------------------ IDs in the app's text
def test_rule_ids_in_text_show_their_rule_on_hover_and_click() -> None:
    html = rule_ids_html("paid 6 <for> 11 [R-DICE-3]; see R-NOPE-1")
    assert html.startswith("paid 6 &lt;for&gt; 11 [<label class=\"gaucho-rule\" ")
    text = rules.get("R-DICE-3").text
    assert f'title="R-DICE-3: {text}"' in html
    assert '<input type="checkbox" class="gaucho-rule-pin">' in html
    assert f'<span class="gaucho-rule-text"> {text}</span>' in html
    assert html.endswith("]; see R-NOPE-1")  # not a rule: left as it is
    assert ".gaucho-rule-pin:checked~.gaucho-rule-text{display:inline" in RULE_STYLE
