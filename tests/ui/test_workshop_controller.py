"""The Workshop tab's controller, without a browser: rules form, validation, runs, CSV."""

from __future__ import annotations

import csv
import io
import random
import re
from typing import Any

import pytest

from gaucho import DEFAULT_CONFIG, InvalidConfig
from gaucho.explorer.workshop import (
    BOT_CHOICES,
    SETTINGS,
    WorkshopController,
    config_from_values,
    edited_variant,
    records_csv,
    sweep_values,
    values_of,
)
from gaucho.workshop.bots import DEFAULT_BOT
from gaucho.workshop.simulation import simulate
from gaucho.workshop.sweep import Paired
from gaucho.workshop.variants import get_variant, variant_names


def fast(wc: WorkshopController) -> WorkshopController:
    """Random bots in every seat, as a person would choose them on the menus: the fastest
    games, for tests about the runs rather than the bots."""
    for seat in range(wc.players):
        wc.set_seat(seat, "random")
    return wc


def test_the_official_form_gives_the_official_rules() -> None:
    config, problems = config_from_values(values_of(DEFAULT_CONFIG))
    assert problems == []
    assert config == DEFAULT_CONFIG


@pytest.mark.parametrize("name", variant_names())
def test_every_named_variant_round_trips_through_the_form(name: str) -> None:
    v = get_variant(name)
    config, problems = config_from_values(values_of(v.config))
    assert problems == []
    assert config == v.config


def test_every_setting_has_a_meaning_and_a_rule() -> None:
    for s in SETTINGS:
        assert s.label and s.meaning.endswith(".") and s.rules.startswith("R-"), s


def test_bad_values_are_explained() -> None:
    wc = WorkshopController(workers=1)
    wc.set_value("dice.4", "1")
    assert wc.problems() == ["Dice, 4 players must be between 2 and 20, not 1 (R-SETUP-1)."]
    wc.set_value("dice.4", "nine")
    assert wc.problems() == ["Dice, 4 players: write a whole number, not 'nine'."]
    with pytest.raises(InvalidConfig, match="whole number"):
        wc.config()
    wc.set_value("dice.4", "9")
    for area in ("SORT", "WISH", "STEAL"):
        wc.set_value(f"area.{area}", False)
    (problem,) = wc.problems()
    assert "R-PRELIM-9" in problem and "only 3 are enabled" in problem
    with pytest.raises(InvalidConfig):
        wc.start(background=False)
    with pytest.raises(InvalidConfig, match="no rule setting"):
        wc.set_value("pasture_treshold", "25")


def test_longer_pastures_keep_their_blocked_spaces_rightmost() -> None:
    wc = WorkshopController(workers=1)
    wc.set_value("pasture_sizes", "4, 5, 6, 7")
    assert wc.config() == get_variant("long-pastures").config
    wc.set_value("pasture_sizes", "")
    assert wc.problems() == ["Pasture sizes: give at least one pasture size."]


def test_choosing_a_variant_fills_the_form_and_names_the_changes() -> None:
    wc = WorkshopController(workers=1)
    wc.choose_variant("no-steal")
    assert wc.values["area.STEAL"] is False
    assert not wc.edited and wc.label == "no-steal" and wc.rules_spec() == "no-steal"
    assert wc.changes() == ["Steal Cattle (Cattle Thief): out of play"]
    wc.set_value("sale_bonus", "8")
    assert wc.edited and wc.label == "our rules"
    assert wc.changes() == ["Immediate Sale bonus: 5 → 8",
                            "Steal Cattle (Cattle Thief): out of play"]


def test_a_run_gives_the_records_of_simulate_for_the_same_seed() -> None:
    wc = fast(WorkshopController(seed=31, workers=1))
    wc.set_value("pasture_threshold", "25")
    wc.games = 12
    seen: list[int] = []
    run = wc.start(lambda r: seen.append(r.done), background=False)
    assert run.finished and not run.stopped and run.error is None
    assert seen[-1] == run.total == 24 and seen == sorted(seen)
    assert run.labels == ("our rules", "official")
    ours = simulate(games=12, players=4, bots="random",
                    variant=edited_variant(DEFAULT_CONFIG.replace(pasture_threshold=25)),
                    seed=31, workers=1, progress=False)
    official = simulate(games=12, players=4, bots="random", variant="official", seed=31,
                        workers=1, progress=False)
    assert run.ours.players == ours.players and run.ours.games == ours.games
    assert run.ours.sales == ours.sales
    assert run.theirs is not None and run.theirs.players == official.players
    for table in ("players", "games", "sales"):
        assert records_csv(run.ours, table) == records_csv(ours, table)
        assert len(list(csv.DictReader(io.StringIO(records_csv(run.ours, table))))) == \
            len(ours.table(table))


def test_stop_keeps_what_finished() -> None:
    wc = fast(WorkshopController(seed=3, workers=1))
    wc.set_value("pasture_threshold", "15")
    wc.games = 60
    stopped: list[bool] = []

    def stop_early(run: Any) -> None:
        if run.done >= 10 and not stopped:
            stopped.append(True)
            run.stop()

    run = wc.start(stop_early)
    run.wait()
    assert run.finished and run.stopped
    assert 5 <= len(run.ours) < 60
    # the two rulesets are played in turns: Stop leaves the same games under both
    assert run.theirs is not None and len(run.theirs) == len(run.ours) == run.paired
    assert [g["game"] for g in run.ours.games] == list(range(len(run.ours)))


def test_bots_defined_in_a_notebook_cell_can_take_a_seat() -> None:
    rng = random.Random(0)

    def first_claim(game: Any) -> Any:
        legal = game.legal_actions()
        claims = [a for a in legal if a.kind == "pampa"]
        return claims[0] if claims else rng.choice(legal)

    wc = fast(WorkshopController(seed=2, workers=1, bots={"first claim": first_claim}))
    wc.compare_with = None
    wc.set_seat(0, "first claim")
    wc.games = 4
    run = wc.start(background=False)
    assert run.theirs is None and run.error is None
    assert {r["bot"] for r in run.ours.players} == {"first_claim", "random"}


def test_no_comparison_with_the_same_rules() -> None:
    wc = WorkshopController(seed=1, workers=1)
    wc.games = 2
    run = wc.start(background=False)
    assert run.theirs is None and run.total == 2


def test_runs_are_cached_per_rules_and_seed() -> None:
    wc = fast(WorkshopController(seed=8, workers=1))
    wc.set_value("sale_bonus", "10")
    wc.games = 5
    first = wc.start(background=False)
    wc.set_players(3)
    assert wc.seats == ["random"] * 3
    second = wc.start(background=False)
    assert len(second.ours.players) == 15
    wc.set_players(4)
    third = wc.start(background=False)
    assert third.ours.players == first.ours.players
    assert third.ours is not first.ours


def test_parallel_workers_play_a_bot_defined_here_like_one_process() -> None:
    """Worker processes (spawned where the platform spawns them) get the notebook-style
    bot by value, and the records do not depend on the number of workers."""

    def last_legal(game: Any) -> Any:
        return game.legal_actions()[-1]

    runs = []
    for workers in (1, 2):
        wc = fast(WorkshopController(seed=9, workers=workers, bots={"last": last_legal}))
        wc.compare_with = None
        wc.set_seat(1, "last")
        wc.games = 6
        run = wc.start(background=False)
        assert run.error is None and not run.ours.failures
        runs.append(run.ours.players)
    assert runs[0] == runs[1]
    assert {r["bot"] for r in runs[0]} == {"last_legal", "random"}


def test_the_tab_runs_again_after_a_run() -> None:
    from gaucho.widgets import WorkshopTab

    tab = WorkshopTab(WorkshopController(seed=4, workers=1))
    tab.set_value("sale_bonus", "9")
    assert "Immediate Sale bonus: 5 → 9" in tab.changes_box.value
    tab.games_box.value = 6
    tab.run(background=False)
    assert tab.status.value == "Done: 6 games under each ruleset."
    assert not tab.run_button.disabled and tab.stop_button.disabled
    assert "Seed 4:" in tab.seed_label.value and tab.comparison.value
    assert tab.downloads.value.count('download="') == 6
    tab.set_value("dice.2", "1")
    assert tab.run_button.disabled and "R-SETUP-1" in tab.problems_box.value


def test_the_bots_default_to_sensible_play_and_offer_the_coach_levels() -> None:
    wc = WorkshopController(workers=1)
    assert wc.seats == [DEFAULT_BOT] * 4 == ["greedy"] * 4
    assert list(BOT_CHOICES) == ["greedy", "beginner", "club", "expert", "montecarlo", "random"]
    wc.set_seat(0, "club")
    assert wc.bot_specs() == ["club", "greedy", "greedy", "greedy"]
    with pytest.raises(InvalidConfig, match="unknown bot 'best'"):
        wc.set_seat(1, "best")


def test_a_paired_run_gives_every_design_metric_under_both_rules() -> None:
    wc = fast(WorkshopController(seed=5, workers=1))
    wc.set_value("pasture_threshold", "25")
    wc.games = 6
    run = wc.start(background=False)
    result = run.metrics()
    assert isinstance(result, Paired)
    assert result.labels == ("official", "our rules") and result.games == 6
    keys = [m.key for m in result.b]
    assert keys[:4] == ["first_player", "seat_gap", "completion", "pile_end"]
    assert all(m.n <= 6 and m.lo <= m.value <= m.hi for m in result.b)
    assert len(result.sentences()) == len(result.b)
    wc.compare_with = None
    alone = wc.start(background=False).metrics()
    assert isinstance(alone, list) and [m.key for m in alone][:2] == ["first_player", "seat_gap"]


def test_sweep_values_are_checked_and_named() -> None:
    threshold = next(s for s in SETTINGS if s.key == "pasture_threshold")
    assert sweep_values("15", "30", "5", threshold) == [15, 20, 25, 30]
    assert sweep_values(15, 17, 1, threshold) == [15, 16, 17]
    for args, words in ((("15", "30", "0"), "Step: write a whole number of at least 1"),
                        (("20", "15", "1"), "must be above its first (20)"),
                        (("0", "10", "1"), "Pasture fill limit must be between 1 and 200"),
                        (("x", "10", "1"), "write a whole number, not 'x'"),
                        (("1", "200", "1"), "at most 25 values")):
        with pytest.raises(InvalidConfig, match=re.escape(words)):
            sweep_values(*args, threshold)
    wc = WorkshopController(workers=1)
    with pytest.raises(InvalidConfig, match="no rule setting 'area.STEAL' to sweep"):
        wc.start_sweep("area.STEAL", 0, 1)


def test_a_sweep_plays_each_value_on_the_same_seeds_and_finds_the_balancing_value() -> None:
    wc = fast(WorkshopController(seed=6, workers=1))
    wc.set_value("sale_bonus", "7")  # the other values of the form hold at every value
    wc.games = 4
    seen: list[int] = []
    run = wc.start_sweep("pasture_threshold", 15, 25, 5, lambda r: seen.append(r.done),
                         background=False)
    assert run.finished and not run.stopped and run.error is None
    assert run.result.values == [15, 20, 25] and seen[-1] == run.total == 12
    assert run.result.parameter == "Pasture fill limit"
    assert [p.n for p in run.result.curve("rounds")] == [4, 4, 4]
    one = simulate(games=4, players=4, bots="random", seed=6, workers=1, progress=False,
                   variant=edited_variant(DEFAULT_CONFIG.replace(pasture_threshold=20,
                                                                 sale_bonus=7)))
    rounds = sum(g["rounds"] for g in one.games) / 4
    assert run.result.curve("rounds")[1].estimate == pytest.approx(rounds)
    balancing = run.balancing
    assert balancing is not None and balancing.value in (15, 20, 25)
    assert "best balanced at Pasture fill limit" in balancing.sentence()


def test_stop_keeps_the_swept_values_that_finished() -> None:
    wc = fast(WorkshopController(seed=6, workers=1))
    wc.games = 12

    def stop_in_the_second_value(run: Any) -> None:
        if run.done > 12:
            run.stop()

    run = wc.start_sweep("pasture_threshold", 15, 30, 5, stop_in_the_second_value,
                         background=False)
    assert run.stopped and run.result.values == [15]
    assert run.balancing is None


def test_the_tab_shows_the_metrics_panel_the_sweep_and_names_the_rules_of_each_csv() -> None:
    from gaucho.widgets import WorkshopTab

    tab = WorkshopTab(fast(WorkshopController(seed=4, workers=1)))
    tab.set_value("sale_bonus", "9")
    tab.games_box.value = 4
    tab.run(background=False)
    panel = tab.metrics.value
    assert panel.count('<svg class="gaucho-ws-chart"') >= 6
    assert "paired on the same seeds" in panel and 'data-metric="first_player"' in panel
    sentences = re.findall(r'<li class="gaucho-ws-sentence".*?</li>', panel)
    assert len(sentences) >= 10 and all("[" in li for li in sentences)  # with intervals
    assert "official: " in panel and "our rules: " in panel and "change " in panel
    assert 'download="custom-sale_bonus=9-players.csv"' in tab.downloads.value
    assert 'download="official-players.csv"' in tab.downloads.value
    assert "our rules: " in tab.downloads.value
    assert "bots random / random / random / random" in tab.seed_label.value
    tab.sweep_over("pasture_threshold", 18, 22, 2)
    tab.run(background=False)
    assert tab.status.value == "Done: 3 values of Pasture fill limit, 4 games each."
    assert tab.sweep_result.value.count('<svg class="gaucho-ws-sweep-chart"') == 3
    assert 'class="gaucho-ws-balancing"' in tab.sweep_result.value
    assert "The seats are best balanced at Pasture fill limit" in tab.sweep_result.value
    assert tab.metrics.value == "" and tab.comparison.value == ""
    tab.sweep_over("pasture_threshold", 22, 18, 2)
    tab.run(background=False)
    assert "must be above its first" in tab.status.value


def test_a_sweep_runs_cooperatively_where_no_thread_can_start(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """As in the browser's Python (the offline site): the sweep plays a batch, lets the
    page's loop run (progress, Stop), and plays the next; Stop keeps the finished values."""
    import asyncio

    import gaucho.explorer.workshop as ws

    monkeypatch.setattr(ws, "cooperative_only", lambda: True)
    wc = fast(WorkshopController(seed=7, workers=1))
    wc.games = 20

    async def main() -> Any:
        ticks: list[int] = []
        run = wc.start_sweep("sale_bonus", 3, 7, 2)
        assert run.running and run._thread is None
        while not run.finished:
            ticks.append(run.done)
            if run.done > 20:
                run.stop()  # during the second value
            await asyncio.sleep(0)
        assert len(set(ticks)) > 2, "the page's loop ran while the games were played"
        return run

    run = asyncio.run(main())
    assert run.stopped and run.error is None and run.result.values == [3]
