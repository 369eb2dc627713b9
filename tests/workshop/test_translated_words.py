"""The workshop's translated sentences: intervals, names and punctuation as people write them."""

from __future__ import annotations

import math
import re
import statistics
from pathlib import Path

import pytest

from gaucho.i18n import _, use_language

LOCALE = Path(__file__).resolve().parents[2] / "gaucho" / "locale"
LANGUAGES = ("es", "fr", "de")


def entries(lang: str) -> dict[str, str]:
    """The catalog's one-line entries, msgid to msgstr."""
    text = (LOCALE / lang / "LC_MESSAGES" / "gaucho.po").read_text(encoding="utf-8")
    return dict(re.findall(r'^msgid "(.+)"\nmsgstr "(.*)"$', text, flags=re.MULTILINE))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_interval_is_written_with_a_semicolon(lang: str) -> None:
    """With decimal commas "[-0,192, 0,592]" cannot be read: every catalog writes "[a; b]"."""
    intervals = {mid: s for mid, s in entries(lang).items() if "[{lo}, {hi}]" in mid}
    assert len(intervals) >= 3
    for msgid, msgstr in intervals.items():
        assert "[{lo}; {hi}]" in msgstr, (msgid, msgstr)
    with use_language(lang):
        assert _("{mean} [{lo}, {hi}]") == "{mean} [{lo}; {hi}]"
        assert _("difference {mean} [{lo}, {hi}]").endswith(" {mean} [{lo}; {hi}]")


def test_a_special_action_is_named_in_words_not_by_its_kind() -> None:
    from gaucho.engine.decisions import BY_NAME
    from gaucho.workshop.metrics import SPECIAL_KINDS, Metric, special_name

    def label(kind: str) -> str:
        return Metric(f"special:{kind}", 0.3, 0.0, 0.7, 10, "normal").label

    assert label("raise") == "RAISE used per game: raise your own lying gauchos"
    assert label("replace") == "RAISE used per game: replace an opponent's lying gaucho"
    assert label("wish") == "WISH used per game"
    assert special_name("replace") == "RAISE: replace an opponent's lying gaucho"
    with use_language("fr"):
        assert label("raise") == ("RÉVEIL utilisée par partie\u00a0: relever ses propres "
                                  "gauchos couchés")
        assert special_name("replace") == "RÉVEIL\u00a0: remplacer le gaucho couché d'un adversaire"
    # every kind that shares its Action Area with another says what it does, in words
    for kind in SPECIAL_KINDS:
        sharing = [k for k in SPECIAL_KINDS if BY_NAME[k].space == BY_NAME[kind].space]
        for lang in ("en", *LANGUAGES):
            with use_language(lang):
                words = label(kind)
                assert f"({kind})" not in words
                assert len(sharing) == 1 or words not in {label(k) for k in sharing if k != kind}


def test_a_changed_rule_value_is_said_with_the_language_s_colon() -> None:
    from gaucho.explorer.workshop import WorkshopController

    with use_language("fr"):
        c = WorkshopController(workers=1)
        c.values["pasture_threshold"] = 25
        assert c.changes() == ["Limite de remplissage des pâturages\u00a0: 20 → 25"]
    c = WorkshopController(workers=1)
    c.values["pasture_threshold"] = 25
    assert c.changes() == ["Pasture fill limit: 20 → 25"]


def test_the_csv_links_are_headed_with_the_language_s_colon() -> None:
    pytest.importorskip("ipywidgets")
    from gaucho.workshop.simulation import simulate
    from widgets.workshop import WorkshopTab

    sim = simulate(games=1, players=2, bots="random", seed=1, workers=1)
    with use_language("fr"):
        links = WorkshopTab._csv_links(sim, "nos règles")
    assert links.startswith("nos règles\u00a0: <a ")
    assert ">joueurs</a>" in links


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Wrote the sales records of 2 games to "),
    ("es", "Escritos los registros de ventas de 2 partidas en "),
    ("fr", "Enregistrements des ventes de 2 parties écrits dans "),
    ("de", "Die Aufzeichnungen (Verkäufe) von 2 Partien nach "),
])
def test_the_cli_names_the_table_in_the_language_of_the_run(
        lang: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from gaucho import cli

    status = cli.main(["--lang", lang, "simulate", "--games", "2", "--players", "2",
                       "--bots", "random", "--table", "sales", "--workers", "1", "--quiet",
                       "--out", str(tmp_path / "s.csv")])
    out, err = capsys.readouterr()
    assert status == 0, err
    assert out.startswith(words)


def test_a_count_per_game_has_no_interval_below_zero() -> None:
    from gaucho.workshop import metrics

    m = metrics._mean("special:steal", [0.0, 0.0, 0.0, 1.0], 1.96)
    assert m is not None and m.value == 0.25 and m.lo == 0.0 and m.hi > 0.25
    with use_language("fr"):
        # se 0.25, t(3 df) 3.18: 0.25 + 0.80 = 1.05 (the normal 1.96 gave 0.7)
        assert m.interval == "[0,0; 1,0]"
    # an interval above 0 is left as it is: 2 games, se 1, Student's t with 1 degree of
    # freedom (Cauchy: its p quantile is tan(pi (p - 1/2))) at the level of z = 1.96
    m = metrics._mean("rounds", [20.0, 22.0], 1.96)
    t1 = math.tan(math.pi * (statistics.NormalDist().cdf(1.96) - 0.5))  # 12.71
    assert m is not None
    assert m.lo == pytest.approx(21.0 - t1, abs=1e-9) and m.hi == pytest.approx(21.0 + t1,
                                                                                abs=1e-9)


def test_a_study_s_bad_bot_is_refused_with_the_language_s_colon() -> None:
    from gaucho.errors import SimulationError
    from gaucho.workshop.study_spec import StudySpec

    with use_language("fr"), pytest.raises(SimulationError) as refused:
        StudySpec(seat_bot="dumb").check()
    assert str(refused.value).startswith("seat_bot\xa0: bot inconnu 'dumb'")
