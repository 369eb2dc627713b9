"""The Workshop tab and the design metrics keep the small-n rule (stats.MIN_GAMES = 10).

Below 10 games under each rule set the tab says "too few games to tell", in the tab's
language, for every design metric and every row of the comparison table, never "hardly
any change" or "no clear change"; a design metric's mean takes Student's t interval with
n - 1 degrees of freedom, not mean ± 1.96 se.  Python-level: the tab's own handlers
(``set_value``, ``games_box``, ``run``) drive a small seeded run of random bots.
"""

from __future__ import annotations

import math
import random
import re
import statistics
from html import unescape

import pytest

from gaucho.workshop import metrics, stats

pytest.importorskip("ipywidgets")


def small_run(language: str, games: int) -> object:
    """A tab in ``language`` that ran ``games`` games of random bots (seed 3), the sale
    bonus 9 against the official rules, as a person would set it up."""
    from gaucho.widgets import WorkshopTab

    from gaucho.explorer.workshop import WorkshopController

    wc = WorkshopController(seed=3, workers=1)
    for seat in range(wc.players):
        wc.set_seat(seat, "random")
    tab = WorkshopTab(wc, language=language)
    tab.set_value("sale_bonus", "9")
    tab.games_box.value = games
    tab.run(background=False)
    return tab


def sentences(tab: object) -> dict[str, str]:
    """Each metric's sentence and figures in the design-metrics panel, as read."""
    items = re.findall(r'<li class="gaucho-ws-sentence" data-metric="([^"]*)">(.*?)</li>',
                       tab.metrics.value)  # type: ignore[attr-defined]
    return {key: unescape(re.sub(r"<[^>]+>", "", body)) for key, body in items}


def table(tab: object) -> dict[str, tuple[str, list[str]]]:
    """Each row of the comparison table: its colour and its cells after the metric."""
    rows = re.findall(r'<tr style="color:(#[0-9a-f]{3})"><td class="gaucho-ws-metric">'
                      r"(.*?)</td>(.*?)</tr>", tab.comparison.value)  # type: ignore[attr-defined]
    return {unescape(name): (colour, [unescape(c) for c in re.findall(r"<td>([^<]*)</td>",
                                                                        cells)])
            for colour, name, cells in rows}


def note(tab: object) -> str:
    found = re.search(r'<small style="color:#555">([^<]*)</small>$',
                      tab.comparison.value)  # type: ignore[attr-defined]
    assert found is not None
    return unescape(found.group(1))


# ============================================================ the tab, 3 games
def test_three_games_are_too_few_to_tell_in_english() -> None:
    tab = small_run("en", 3)
    assert tab.status.value == "Done: 3 games under each ruleset."  # type: ignore[attr-defined]
    said = sentences(tab)
    assert said["rounds"] == (
        "Rounds per game: too few games to tell (19.0 against 19.0 after 3 games under each "
        "rule set; at least 10 are needed). (our rules: 19.0 [12.4, 25.6]; official: 19.0 "
        "[12.4, 25.6]; change 0.0 [0.0, 0.0])")
    assert said["margin"] == (
        "Winning margin: too few games to tell (14.3 against 13.0 after 3 games under each "
        "rule set; at least 10 are needed). (our rules: 14.3 [2.1, 26.6]; official: 13.0 "
        "[6.4, 19.6]; change +1.3 [-13.8, +16.5])")
    assert said["first_player"].startswith(
        "First player's win share: too few games to tell (33% against 33% after 3 games")
    # a metric without a paired difference (the seat gap) keeps the rule too
    assert said["seat_gap"].startswith("Gap between seats: too few games to tell (67% "
                                       "against 67% after 3 games")
    assert len(said) >= 20
    assert all("too few games to tell" in s for s in said.values())
    assert not any("hardly any change" in s or " up from " in s or " down from " in s
                   for s in said.values())
    rows = table(tab)
    assert rows["winning margin"] == ("#777", ["13.00", "14.33", "+1.33", "[-8.83, +11.50]",
                                               "too few games to tell"])
    assert len(rows) == 10
    # a row counted in sales, not games, has more than 10 values after 3 games: the games
    # still decide
    assert rows["tiles per sale in play"][1][-1] == "too few games to tell"
    assert all(verdict[-1] == "too few games to tell" for _c, verdict in rows.values())
    assert note(tab) == (
        "A change is clear when its 95 % interval leaves out 0; games are the units. With "
        "fewer than 10 games under a rule set there are too few games to tell, whatever the "
        "interval.")


def test_three_games_are_too_few_to_tell_in_german() -> None:
    tab = small_run("de", 3)
    assert tab.status.value == "Fertig: 3 Partien mit jedem Regelwerk."  # type: ignore[attr-defined]
    said = sentences(tab)
    assert said["rounds"] == (
        "Runden pro Partie: zu wenige Partien für ein Urteil (19,0 gegenüber 19,0 nach 3 "
        "Partien je Regelwerk; nötig sind mindestens 10). (unsere Regeln: 19,0 [12,4; 25,6]; "
        "offizielle Regeln: 19,0 [12,4; 25,6]; Änderung 0,0 [0,0; 0,0])")
    assert said["margin"].startswith(
        "Siegvorsprung: zu wenige Partien für ein Urteil (14,3 gegenüber 13,0 nach 3 Partien "
        "je Regelwerk; nötig sind mindestens 10).")
    assert all("zu wenige Partien für ein Urteil" in s for s in said.values())
    assert not any("kaum" in s for s in said.values())
    rows = table(tab)
    assert rows["Vorsprung des Siegers"] == (
        "#777", ["13,00", "14,33", "+1,33", "[-8,83; +11,50]",
                 "zu wenige Partien für ein Urteil"])
    assert all(v[-1] == "zu wenige Partien für ein Urteil" for _c, v in rows.values())
    assert note(tab).endswith(
        "Mit weniger als 10 Partien je Regelwerk gibt es zu wenige Partien für ein Urteil, "
        "wie auch immer das Intervall aussieht.")


def test_from_ten_games_the_tab_tells_again() -> None:
    tab = small_run("en", stats.MIN_GAMES)
    said = sentences(tab)
    assert said["rounds"].startswith("Rounds per game: hardly any change, 19.0 against 19.0.")
    # the paired games count, not the games played: the winner was behind in only 9 of
    # the 10 pairs, so his worst deficit is still too few games to tell
    assert [k for k, s in said.items() if "too few games" in s] == ["deficit"]
    assert said["deficit"].startswith("Winner's worst deficit: too few games to tell (18.7 "
                                      "against 18.0 after 9 games under each rule set;")
    rows = table(tab)
    assert rows["winning margin"][1][-1] == "no clear change"
    assert not any(v[-1] == "too few games to tell" for _c, v in rows.values())
    assert note(tab) == ("A change is clear when its 95 % interval leaves out 0; games are "
                         "the units.")


# ============================================================ a metric's mean
def test_a_three_game_mean_takes_the_t_interval() -> None:
    # 14, 15, 16 rounds: mean 15, sd 1, se 1/sqrt(3) = 0.57735.  Student's t with 2
    # degrees of freedom has the cdf 1/2 + t / (2 sqrt(t^2 + 2)), so its p quantile is
    # a sqrt(2 / (1 - a^2)) with a = 2p - 1; p = Phi(1.96) = 0.9750021: t = 4.30285
    # (the normal 1.96 gave 15.0 [13.9, 16.1]); half = 4.30285 * 0.57735 = 2.48425.
    a = 2 * statistics.NormalDist().cdf(1.96) - 1
    t2 = a * math.sqrt(2 / (1 - a * a))
    assert t2 == pytest.approx(4.30285, abs=1e-5)
    m = metrics._mean("rounds", [14.0, 15.0, 16.0], 1.96)
    assert m is not None and (m.value, m.n, m.method) == (15.0, 3, "normal")
    assert m.lo == pytest.approx(15 - t2 / math.sqrt(3), abs=1e-9)
    assert m.hi == pytest.approx(15 + t2 / math.sqrt(3), abs=1e-9)
    assert (round(m.lo, 5), round(m.hi, 5)) == (12.51575, 17.48425)
    assert m.interval == "[12.5, 17.5]"
    assert m.sentence() == "Rounds per game: 15.0 [12.5, 17.5], over 3 games."


def test_one_game_has_no_interval_and_none_is_asked_of_t() -> None:
    m = metrics._mean("rounds", [17.0], 1.96)
    assert m is not None and (m.value, m.lo, m.hi, m.n) == (17.0, 17.0, 17.0, 1)
    # no spread at all: no interval either (and no t quantile of 1 degree of freedom asked
    # for nothing)
    m = metrics._mean("rounds", [12.0, 12.0, 12.0], 1.96)
    assert m is not None and (m.lo, m.hi) == (12.0, 12.0)


def test_a_large_sample_keeps_its_interval() -> None:
    """Over 2000 games the t interval is the normal one within 1e-3."""
    rng = random.Random(11)
    values = [float(12 + rng.choice((-2, -1, 0, 1, 2))) for _game in range(2000)]
    m = metrics._mean("rounds", values, 1.96)
    s = stats.summarize(values)
    assert m is not None and m.n == 2000
    assert m.lo == pytest.approx(s["mean"] - 1.96 * s["se"], abs=1e-3)
    assert m.hi == pytest.approx(s["mean"] + 1.96 * s["se"], abs=1e-3)
    assert m.hi - m.lo > 2 * 1.96 * s["se"]  # (still a little wider: t, not z)
