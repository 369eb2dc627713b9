"""Studies (issue 28): the format, its checked loader, conditions judged by the engine."""

from __future__ import annotations

import copy
import json
from importlib import resources
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gaucho import examples
from gaucho import studies as S
from gaucho.errors import GauchoError
from gaucho.i18n import use_language
from gaucho.position import MAX_TEXT

TURN_1 = {  # EX-TURN-1's position: Red to act after drafting 5 and 6
    "players": 3, "phase": "draft", "round": 1, "rodeo": [1, 2, 3, 3, 4, 5, 6],
    "pastures": [["B4", "K8", "S9"], ["W11", "G3", "B7", None], ["K6", "S2", "W5", "G10"],
                 ["B12", "W9", None, None, None]],
}
SELL = {  # EX-SELL-50 (immediate-sale): Red holds the SALE space and a white herd 1-4, 10
    "players": [{"herds": [["W1", "W2", "W3", "W4", "W10"]], "spaces": ["SALE"]}, {}, {}],
    "phase": "turn", "round": 4, "held": [1, 1], "rodeo": [3, 4, 5, 6, 6],
    "pastures": [["S4", "G7", "S9"], ["B11", "S3", "G9", None], ["G12", "S2", "S12", None],
                 ["B3", "G5", "S7", None, None]],
}


def lesson(**question: Any) -> dict[str, Any]:
    """A two-chapter study in French: chapter 2 asks what Red does after the draft."""
    asked = {"after": 1, "prompt": "Que feriez-vous ici ?",
             "accept": [{"claims": "W11"}, {"exactly": "B W11 5"}],
             "hint": "Le blanc 11 est libre.", "right": "Bravo !",
             "wrong": [{"when": {"kind": "end"}, "comment": "Les dés seraient perdus."}],
             "otherwise": "Ce n'est pas le meilleur."}
    asked.update(question)
    return copy.deepcopy({"format": "gaucho-study", "version": 1, "language": "fr",
            "title": "Premiers pas",
            "author": "Mme Duval",
            "chapters": [
                {"title": "La vente", "position": SELL,
                 "line": [{"decision": "sale W", "comment": "5 × 10 + 5 de bonus."}]},
                {"title": "Le tirage", "position": TURN_1, "intro": "Rouge commence.",
                 "line": [{"decision": "take 5 6", "comment": "D'abord les dés."},
                          {"decision": "A W11 5+6", "comment": "Une revendication debout."}],
                 "question": asked}]})


def refused(data: Any) -> S.InvalidStudy:
    with pytest.raises(S.InvalidStudy) as info:
        S.parse(data) if not isinstance(data, str | bytes) else S.loads(data)
    return info.value


def example_text(example_id: str) -> bytes:
    return resources.files("gaucho.examples").joinpath(f"{example_id}.json").read_bytes()


# ------------------------------------------------------------- the examples
@pytest.mark.parametrize("example_id", examples.ids())
def test_every_rulebook_example_is_a_study_that_replays_to_its_outcome(example_id: str) -> None:
    """One loader: each example file is a study; its chapters replay to the stated outcome
    (the example's checks, which gaucho.examples reads through the study loader)."""
    study = S.loads(example_text(example_id))
    scenario = examples.load(example_id)
    assert study.id == example_id and study.language == "en"
    assert len(study.chapters) == 1 + len(scenario.variations)
    assert [c.name for c in study.chapters[1:]] == scenario.variation_names()[1:]
    for chapter in study.chapters:
        end = S.game_at(chapter, len(chapter.steps)).to_position()
        assert examples.compare(chapter.expect or {}, end, example_id) == [] or \
            chapter.expect and set(chapter.expect) & {"pasture_sums", "draw_pile_count",
                                                     "steppe_count", "current_player",
                                                     "is_over", "winners", "out_contains"}
    assert scenario.check_all() == {name: [] for name in scenario.variation_names()}
    assert S.loads(S.dumps(study)) == study


def test_examples_keep_their_notes_and_checks() -> None:
    """The conversion kept every step's note and every illegal decision."""
    sc = examples.load("EX-TURN-1")
    assert [str(s) for s in sc.steps] == ["take 5 6", "A W11 5+6"]
    assert sc.steps[0].note.startswith("the draft comes first")
    assert [(b.action, b.rule_id, b.after) for b in sc.expect_illegal] == [
        ("A W11 5+6", "R-TURN-3", 0), ("A W11 5", "R-DICE-3", 1), ("take 1 2", "R-TURN-1", 1)]


# ------------------------------------------------------------- conditions
def judge(position: dict[str, Any], line: list[str], condition: dict[str, Any],
          decision: str) -> bool:
    chapter = S.parse({"chapters": [{"position": position,
                                     "line": [{"decision": d} for d in line]}]}).chapters[0]
    game = S.game_at(chapter, len(line))
    checked = S.conditions.check(condition, lambda f, r: S.InvalidStudy(1, f, r), "c")
    return S.conditions.holds(checked, S.conditions.outcome(game, decision))


@pytest.mark.parametrize(("condition", "decision", "expected"), [
    ({"exactly": "A W11 5+6"}, "a  w11 6+5", True),
    ({"exactly": "A W11 5+6"}, "B W11 5", False),
    ({"claims": "W11"}, "A W11 5+6", True),
    ({"claims": "W11"}, "B W11 5", True),
    ({"claims": "w11"}, "A W5 5", False),
    ({"kind": "claim"}, "A W5 5", True),
    ({"kind": "claim"}, "end", False),
    ({"not": {"kind": "end"}}, "end", False),
    ({"any_of": [{"claims": "W5"}, {"claims": "K6"}]}, "A K6 6", True),
    ({"all_of": [{"claims": "W11"}, {"exactly": "B W11 5"}]}, "A W11 5+6", False),
])
def test_conditions_on_a_claim(condition: dict[str, Any], decision: str, expected: bool) -> None:
    assert judge(TURN_1, ["take 5 6"], condition, decision) is expected


@pytest.mark.parametrize(("condition", "expected"), [
    ({"sells": "W"}, True), ({"sells": "b"}, False),
    ({"pesos_by_end_of_turn_at_least": 55}, True),
    ({"pesos_by_end_of_turn_at_least": 56}, False),
])
def test_conditions_on_a_sale(condition: dict[str, Any], expected: bool) -> None:
    """IMMEDIATE SALE of 1, 2, 3, 4, 10: 5 × 10 + 5 = 55 Pesos (R-SALE-1, R-SALE-2)."""
    assert judge(SELL, [], condition, "sale W") is expected


def test_a_forced_sale_counts_as_selling() -> None:
    """EX-SELL-50: adding the white 5 above the 10 forces the sale (R-HERD-6): 50 Pesos."""
    position = S.loads(example_text("EX-SELL-50")).chapters[0].position
    assert judge(dict(position), [], {"sells": "W"}, "add W5")
    assert judge(dict(position), [], {"pesos_by_end_of_turn_at_least": 50}, "add W5")
    assert not judge(dict(position), [], {"pesos_by_end_of_turn_at_least": 51}, "add W5")


@pytest.mark.parametrize(("condition", "field", "reason"), [
    ({"sells_fast": "W"}, "condition",
     "unbekannte Bedingung 'sells_fast'; die Bedingungen sind: exactly, sells, "
     "pesos_by_end_of_turn_at_least, claims, kind, any_of, all_of, not"),
    ({"any_of": [{"sells": "W"}, {"buys": "W"}]}, "condition.any_of[1]",
     "unbekannte Bedingung 'buys'; die Bedingungen sind: exactly, sells, "
     "pesos_by_end_of_turn_at_least, claims, kind, any_of, all_of, not"),
])
def test_holds_names_a_condition_it_does_not_know(condition: dict[str, Any], field: str,
                                                  reason: str) -> None:
    result = S.conditions.outcome(S.game_at(S.parse({"chapters": [{"position": SELL}]})
                                            .chapters[0], 0), "sale W")
    with use_language("de"), pytest.raises(S.InvalidStudy) as caught:
        S.conditions.holds(condition, result)
    assert (caught.value.chapter, caught.value.field) == (None, field)
    with use_language("de"):
        assert str(caught.value) == f"Studie, Feld {field}: {reason}"
    assert S.conditions.holds({"sells": "w"}, result), "an unchecked spelling is read too"


# ------------------------------------------------------------- answering
def test_student_answers_are_judged_with_the_teachers_comments() -> None:
    chapter = S.parse(lesson()).chapters[1]
    assert S.answer(chapter, "A W11 5+6") == S.Verdict(
        True, "Bravo !", ("Red pays 5 + 6 and puts a standing gaucho on W11",
                          "Red ends the turn"))
    assert S.answer(chapter, "B W11 5").accepted  # the second accepted answer
    assert S.answer(chapter, "end").comment == "Les dés seraient perdus."
    other = S.answer(chapter, "A W5 5")
    assert not other.accepted and other.comment == "Ce n'est pas le meilleur."
    illegal = S.answer(chapter, "A W11 5")
    assert not illegal.accepted and illegal.rule_id == "R-DICE-3" and not illegal.narration


def test_shown_in_another_language_the_comments_stay_as_written() -> None:
    """A French study shown in German: the engine narrates in German, her texts stay French."""
    study = S.parse(lesson())
    frames = S.frames(study.chapters[1], "de")
    assert [f.notation for f in frames] == ["take 5 6", "A W11 5+6"]
    assert frames[0].narration == ("Rot nimmt 5 und 6",)
    assert frames[0].comment == "D'abord les dés."
    verdict = S.answer(study.chapters[1], "end", "de")
    assert verdict.comment == "Les dés seraient perdus."
    assert verdict.narration[-1] != "Red ends the turn"


def test_the_coach_says_what_each_answer_leads_to() -> None:
    chapter = S.parse(lesson()).chapters[1]
    leads = S.leads_to(chapter, "beginner", seed=0)
    assert "A W11 5+6" in leads and "end" in leads
    assert list(leads.values()) == sorted(leads.values(), reverse=True) or len(leads) > 1


def test_a_study_round_trips() -> None:
    study = S.parse(lesson())
    assert S.loads(S.dumps(study)) == study
    assert json.loads(S.dumps(study))["language"] == "fr"


# ------------------------------------------------------------- hostile files
def test_truncated_and_non_json_files() -> None:
    text = json.dumps(lesson())
    for bad in (text[: len(text) // 2], b"\xff\xfe", "", "[1, 2", "NaN"):
        error = refused(bad)
        assert error.chapter is None and error.field == "(file)"


@pytest.mark.parametrize(("change", "chapter", "field"), [
    (lambda d: d.update(version=2), None, "version"),
    (lambda d: d.update(format="gaucho-position"), None, "format"),
    (lambda d: d.update(language=7), None, "language"),
    (lambda d: d.update(language="français"), None, "language"),
    (lambda d: d.update(chapters={}), None, "chapters"),
    (lambda d: d.update(chapters=[]), None, "chapters"),
    (lambda d: d.pop("chapters"), None, "chapters"),
    (lambda d: d.update(colour="red"), None, "colour"),
    (lambda d: d["chapters"].__setitem__(0, "a chapter"), 1, "(chapter)"),
    (lambda d: d["chapters"][1].pop("position"), 2, "position"),
    (lambda d: d["chapters"][1]["position"].update(round="one"), 2, "position"),
    (lambda d: d["chapters"][1].update(title=["x"]), 2, "title"),
    (lambda d: d["chapters"][1]["line"][0].update(decision=5), 2, "line[0].decision"),
    (lambda d: d["chapters"][1]["line"][0].update(seed_steppe=True), 2, "line[0]"),
    (lambda d: d["chapters"][1]["line"][1].update(decision="A W11 5"), 2, "line[1].decision"),
    (lambda d: d["chapters"][1]["line"][1].update(decision="fly away"), 2, "line[1].decision"),
    (lambda d: d["chapters"][1]["question"].update(after=3), 2, "question.after"),
    (lambda d: d["chapters"][1]["question"].update(accept=[]), 2, "question.accept"),
    (lambda d: d["chapters"][1]["question"].update(accept=[{"wins": True}]), 2,
     "question.accept[0]"),
    (lambda d: d["chapters"][1]["question"].update(accept=[{"sells": "X"}]), 2,
     "question.accept[0].sells"),
    (lambda d: d["chapters"][1]["question"].update(accept=[{"exactly": "A W99 5"}]), 2,
     "question.accept[0].exactly"),
    (lambda d: d["chapters"][1]["question"].update(accept=[{"pesos_by_end_of_turn_at_least":
                                                             True}]), 2,
     "question.accept[0].pesos_by_end_of_turn_at_least"),
    (lambda d: d["chapters"][1]["question"]["wrong"][0].update(when=[]), 2,
     "question.wrong[0].when"),
])
def test_wrong_fields_are_named(change: Any, chapter: int | None, field: str) -> None:
    data = lesson()
    change(data)
    error = refused(data)
    assert (error.chapter, error.field) == (chapter, field)
    where = f"chapter {chapter}" if chapter else "study"
    assert str(error).startswith(f"{where}, field {field}: ")


def test_an_illegal_line_names_its_rule() -> None:
    data = lesson()
    data["chapters"][1]["line"][1]["decision"] = "A W11 5"
    assert "[R-DICE-3]" in str(refused(data))
    final = S.loads(example_text("EX-SELL-50")).chapters[1]  # the last tile ends the game
    data = {"chapters": [{"position": dict(final.position), "line": [{"decision": "add K3"}],
                          "question": {"after": 1, "accept": [{"kind": "end"}]}}]}
    error = refused(data)
    assert (error.chapter, error.field) == (1, "question.after")
    assert "nobody has a decision" in str(error)


def test_huge_files_are_refused_by_their_caps() -> None:
    data = lesson()
    data["chapters"] = data["chapters"] * (S.LIMITS["chapters"] // 2 + 1)
    assert refused(data).field == "chapters"
    data = lesson()
    data["chapters"][1]["line"] = [{"decision": "end"}] * (S.LIMITS["steps"] + 1)
    assert refused(data).field == "line"
    data = lesson()
    data["chapters"][0]["line"][0]["comment"] = "x" * (S.LIMITS["text"] + 1)
    assert refused(data).field == "line[0].comment"
    nested: dict[str, Any] = {"claims": "W11"}
    for _ in range(S.LIMITS["condition_depth"] + 1):
        nested = {"not": nested}
    assert refused(lesson(accept=[nested])).field.startswith("question.accept[0]")
    wide = {"any_of": [{"claims": "W11"}] * S.LIMITS["condition_nodes"]}
    assert "too large" in str(refused(lesson(accept=[wide])))
    assert refused(" " * (MAX_TEXT + 1)).field == "(file)"
    assert refused("[" * 100_000 + "]" * 100_000).field == "(file)"


def test_errors_are_translated() -> None:
    data = lesson()
    data["chapters"][1].update(title=["x"])
    with use_language("es"):
        text = str(refused(data))
    assert text.startswith("capítulo 2, campo title: ")


# ------------------------------------------------------------- fuzz
_VALID = lesson()
_LEAVES = st.one_of(st.none(), st.booleans(), st.integers(-3, 400), st.text(max_size=12),
                    st.sampled_from(["A W11 5+6", "end", "W11", "W", "claim", "sale W"]))
_JSON = st.recursive(_LEAVES, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


_ALL_PATHS = _paths(_VALID)[1:]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_ALL_PATHS), _JSON), min_size=1, max_size=3))
def test_fuzzed_studies_load_or_fail_cleanly(changes: list[tuple[tuple[Any, ...], Any]]) -> None:
    """Any file made by replacing parts of a valid study loads or raises InvalidStudy."""
    data = copy.deepcopy(_VALID)
    for path, value in changes:
        target: Any = data
        try:
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    try:
        study = S.parse(data)
    except S.InvalidStudy as exc:
        assert str(exc).startswith(("study, field ", "chapter "))
    else:
        assert S.loads(S.dumps(study)) == study


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=200) | st.text(max_size=200))
def test_fuzzed_text_fails_cleanly(text: bytes | str) -> None:
    try:
        S.loads(text)
    except GauchoError as exc:
        assert isinstance(exc, S.InvalidStudy)


def test_the_format_page_example_loads_and_answers() -> None:
    """docs/study-format.md: its whole-file example is a valid study, answered as it says."""
    from pathlib import Path
    doc = Path(__file__).parents[2] / "docs" / "study-format.md"
    if not doc.exists():
        pytest.skip("docs are not beside the tests")
    block = doc.read_text(encoding="utf-8").split("```json\n")[1].split("```")[0]
    study = S.loads(block)
    assert study.language == "fr" and len(study.chapters) == 1
    verdict = S.answer(study.chapters[0], "B W11 5")
    assert (verdict.accepted, verdict.comment) == (True, "Bravo !")
    assert S.CONDITIONS.keys() == {"exactly", "sells", "pesos_by_end_of_turn_at_least",
                                   "claims", "kind", "any_of", "all_of", "not"}


# ------------------------------------------------------------- hand-outs
def test_gaucho_handouts_turns_a_study_into_pages(tmp_path: Any,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """The student page stops at the question (no answer, not the rest of the line); the
    teacher page has the accepted answers and the whole line."""
    from gaucho.cli import main

    path = tmp_path / "premiers-pas.json"
    path.write_text(json.dumps(lesson()), encoding="utf-8")
    assert main(["handouts", str(path), "-o", str(tmp_path / "out")]) == 0
    student = (tmp_path / "out" / "premiers-pas.html").read_text(encoding="utf-8")
    teacher = (tmp_path / "out" / "premiers-pas-teacher.html").read_text(encoding="utf-8")
    assert "Que feriez-vous ici ?" in student and "Le blanc 11 est libre." in student
    assert "D&#x27;abord les dés." in student and "A W11 5+6" not in student
    assert "Accepted answers:" in teacher and "W11" in teacher and "A W11 5+6" in teacher
    assert "premiers-pas.html" in capsys.readouterr().out
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["handouts", str(bad), "-o", str(tmp_path / "none")]) == 2
    assert not (tmp_path / "none").exists()
