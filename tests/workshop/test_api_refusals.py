"""A workshop user of the Python API who gives a wrong argument gets a documented
GauchoError naming it, in the current language, not a raw TypeError/KeyError/IndexError
from deep inside (and a comparison table stays aligned in every language)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

import gaucho
from gaucho import studies
from gaucho.config import DEFAULT_CONFIG
from gaucho.errors import InvalidConfig, InvalidPosition, SimulationError
from gaucho.i18n import use_language
from gaucho.variants import Variant, get_variant, register_variant, variant_problems
from gaucho.workshop import dice, stats
from gaucho.workshop import sweep as S
from gaucho.workshop.simulation import Simulation, simulate

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from test_studies import lesson  # noqa: E402


@pytest.fixture(scope="module")
def sim() -> Simulation:
    return simulate(games=3, players=2, bots="random", seed=1, workers=1)


def refusal(kind: type[Exception], f: Any, *args: Any, language: str = "en",
            **kwargs: Any) -> str:
    with use_language(language), pytest.raises(kind) as info:
        f(*args, **kwargs)
    assert type(info.value).__module__.startswith("gaucho")
    with use_language(language):
        return str(info.value)


# ------------------------------------------------------------------ stats
def test_stats_name_a_wrong_column_table_or_option(sim: Simulation) -> None:
    columns = ", ".join(sim.players[0])
    assert refusal(SimulationError, stats.win_rates, sim, by="colour") == (
        f"by='colour' is not a column of the records; the columns are {columns}")
    assert refusal(SimulationError, stats.score_distribution, sim, by="colour") == (
        f"by='colour' is not a column of the records; the columns are {columns}")
    assert refusal(SimulationError, stats.action_usage, sim, by="colour") == (
        f"by='colour' is not a column of the records; the columns are {columns}")
    assert refusal(SimulationError, stats.win_rates, sim, by="colour", language="es") == (
        f"by='colour' no es una columna de los registros; las columnas son {columns}")
    assert refusal(SimulationError, stats.win_rates, None) == (
        "expected a Simulation or a list of players records, not NoneType")
    assert refusal(SimulationError, stats.win_rates, [1, 2], language="fr") == (
        "une Simulation ou une liste d'enregistrements players était attendue, pas list")
    assert refusal(SimulationError, stats.win_rates, sim, ties="both", language="de") == (
        "ties muss 'split' oder 'win' sein")
    assert refusal(SimulationError, stats.compare, sim, sim, z="95%") == (
        "z must be a positive number (1.96 gives 95% intervals), not '95%'")
    assert refusal(SimulationError, stats.compare, sim, sim, method="welch") == (
        "method must be 'normal' or 'bootstrap'")
    assert refusal(SimulationError, stats.compare, sim, sim, metrics=["colour"]).startswith(
        "unknown metric 'colour'; known: rounds, decisions,")
    # one metric by its name, not its letters ('r', 'o', ...)
    assert [r["metric"] for r in stats.compare(sim, sim, metrics="rounds").rows] == ["rounds"]
    # a dict of tables, as the metrics take
    assert stats.win_rates({"players": sim.players}) == stats.win_rates(sim)


def test_a_comparison_table_stays_aligned_in_every_language(sim: Simulation) -> None:
    table = stats.compare(sim, sim, metrics=["rounds", "first player win rate"],
                          labels=("OFF", "VAR"))
    for language in ("en", "es", "fr", "de"):
        lines = table.text(language).splitlines()
        end = lines[0].index("OFF") + 3  # the first column of numbers ends under its label
        for row, metric in zip(lines[2:4], ["rounds", "first player win rate"], strict=True):
            with use_language(language):
                label = stats.metric_label(metric)
            assert row.startswith(label + " ") and row[end - 1].isdigit() and row[end] == " ", (
                language, lines)
    assert table.text("es").splitlines()[3].startswith("tasa de victorias del primer jugador ")


def test_simulation_tables_and_extend_refuse_in_words(sim: Simulation) -> None:
    assert refusal(SimulationError, sim.table, "player") == (
        "the tables are 'games', 'players', 'sales', 'failures', not 'player'")
    assert refusal(SimulationError, sim.to_csv, "unused.csv", table="player",
                   language="es") == (
        "las tablas son 'games', 'players', 'sales', 'failures', no 'player'")
    assert refusal(SimulationError, sim.extend, sim.players) == (
        "extend needs a Simulation, not list")


@pytest.mark.parametrize(("players", "language", "line"), [
    (5, "en", "players: El Gaucho is for 2 to 4 players, not 5"),
    ("4", "en", "players: El Gaucho is for 2 to 4 players, not '4'"),
    (True, "en", "players: El Gaucho is for 2 to 4 players, not True"),
    (5, "es", "players: El Gaucho se juega de 2 a 4 jugadores, no 5"),
    (1, "de", "players: El Gaucho ist für 2 bis 4 Spieler, nicht 1"),
])
def test_simulate_refuses_players_naming_players_as_play_game_does(
        players: Any, language: str, line: str) -> None:
    """simulate() names its argument, in the words of play_game (gaucho.workshop.bots)."""
    assert refusal(SimulationError, simulate, games=2, players=players, bots="random",
                   workers=1, progress=False, language=language) == line


# ------------------------------------------------------------------ dice
def test_dice_explorer_refuses_in_words() -> None:
    assert refusal(SimulationError, dice.pay_probability, 5, 1, players=5) == (
        "El Gaucho is for 2 to 4 players, not 5")
    assert refusal(SimulationError, dice.pay_probability, 5, 1, players=5,
                   language="es") == "El Gaucho es para 2 a 4 jugadores, no 5"
    assert refusal(SimulationError, dice.pay_probability, 5, "1") == "k counts players from 1"
    assert refusal(SimulationError, dice.pay_probability, "5", 1) == (
        "value must be a whole number or a list of whole numbers, not '5'")
    # a Dice Rodeo or a die the rules bound (not minutes of enumeration)
    assert refusal(SimulationError, dice.pay_probability, 5, 1, dice=40) == (
        "dice must be a whole number from 1 to 12, not 40")
    assert refusal(SimulationError, dice.pay_probability, 5, 1, faces=1000,
                   language="fr") == (
        "faces doit être un nombre entier de 2 à 8, pas 1000")
    assert refusal(SimulationError, dice.simulate_pay, 5, 1, trials=-1) == (
        "trials must be a whole number from 1 to 10000000, not -1")
    assert refusal(SimulationError, dice.tile_values, 13) == (
        "big must be a whole number from 1 to 12, not 13")
    assert refusal(SimulationError, dice.payable, 5, 5) == (
        "dice must be a list of whole numbers (the dice's faces), not 5")
    assert refusal(SimulationError, dice.pay_table, [5], players="4") == (
        "El Gaucho is for 2 to 4 players, not '4'")
    assert dice.payable([2, 3], 5) and dice.tile_values(12) == {"A": 12, "B": 6, "C": 6}


# ------------------------------------------------------------------ variants
def test_variants_refuse_in_words_and_in_the_language() -> None:
    assert refusal(InvalidConfig, get_variant, None, language="es") == (
        "el nombre de una variante debe ser un texto, no NoneType")
    assert refusal(InvalidConfig, register_variant, "no-steal", language="de") == (
        "register_variant braucht eine Variant, nicht str")
    assert refusal(InvalidConfig, get_variant("no-steal").changes, 4) == (
        "base must be a RulesConfig (or a variant), not int")
    assert refusal(InvalidConfig, variant_problems, DEFAULT_CONFIG.to_dict()) == (
        "config must be a RulesConfig (or a variant), not dict")
    broken = Variant("broken", "not a configuration", DEFAULT_CONFIG.to_dict())  # type: ignore[arg-type]
    assert refusal(InvalidConfig, register_variant, broken) == (
        "config must be a RulesConfig (or a variant), not dict")
    official = get_variant("official")
    assert get_variant("no-steal").changes(official) == get_variant("no-steal").changes()


def test_a_save_whose_variant_contradicts_its_config_says_so_in_the_language() -> None:
    game = gaucho.Game.new(3, seed=4, variant="no-steal")
    save = json.loads(game.to_json())
    save["variant"] = "big-sale-bonus"
    message = refusal(InvalidPosition, gaucho.Game.from_json, json.dumps(save), language="es")
    assert message.endswith("la variante 'big-sale-bonus' no tiene esta configuración: "
                            "difiere en areas_enabled, sale_bonus")


# ------------------------------------------------------------------ studies of a rule
def test_paired_sweep_and_skill_trace_refuse_before_playing() -> None:
    def runner(variant: Any, games: int) -> Any:  # would fail the test if a game ran
        raise AssertionError("no game should be played")

    assert refusal(SimulationError, S.paired, "no-steal", 4, runner=runner,
                   strongest="club") == (
        "unknown options strongest; the options are runner, bots, players, seed, client, "
        "workers, chunk_size, strong, restricted")
    assert refusal(SimulationError, S.paired, "no-steal", 4, runner=runner, strong=3,
                   language="es") == "strong debe ser el nombre de un bot (un texto), no 3"
    assert refusal(SimulationError, S.sweep, "pasture_threshold", 25, 4, runner=runner) == (
        "values must be a list of values, not 25")
    assert refusal(SimulationError, S.sweep, "pasture_threshold", [25], 4, runner=runner,
                   bot="greedy") == (
        "unknown options bot; the options are runner, bots, players, seed, client, "
        "workers, chunk_size, strong, restricted")
    assert refusal(SimulationError, S.skill_trace, 48, 4, runner_factory=lambda b: runner) == (
        "budgets must be a list of values, not 48")
    assert refusal(SimulationError, S.run_sequential, "no-steal", "rounds", runner=runner,
                   look_every="10") == "look_every and max_games must be at least 1"
    for games in (0, -3, "10", True, 2.5):
        assert refusal(SimulationError, S.paired, "no-steal", games, runner=runner) == (
            f"games must be a whole number of at least 1, not {games!r}")
        assert refusal(SimulationError, S.sweep, "pasture_threshold", [25], games,
                       runner=runner, language="es") == (
            f"games debe ser un número entero de como mínimo 1, no {games!r}")
        assert refusal(SimulationError, S.skill_trace, [48], games,
                       runner_factory=lambda b: runner) == (
            f"games must be a whole number of at least 1, not {games!r}")
    assert refusal(SimulationError, S.sweep, "pasture_threshold", [], 4, runner=runner) == (
        "values must list at least one value")
    assert refusal(SimulationError, S.sweep, "pasture_threshold", iter(()), 4, runner=runner,
                   language="fr") == "values doit contenir au moins une valeur"
    assert refusal(SimulationError, S.skill_trace, [], 4, runner_factory=lambda b: runner,
                   language="de") == "budgets muss mindestens einen Wert enthalten"


# ------------------------------------------------------------------ study objects
def test_study_functions_name_a_wrong_argument() -> None:
    study = studies.parse(lesson())
    chapter = study.chapters[1]
    assert refusal(studies.InvalidStudy, studies.answer, study, "A W11 5+6") == (
        "study, field chapter: must be a Chapter, not Study")
    assert refusal(studies.InvalidStudy, studies.frames, {"title": "x"}, language="es") == (
        "estudio, campo chapter: debe ser un Chapter, no dict")
    assert refusal(studies.InvalidStudy, studies.game_at, chapter, -1) == (
        "study, field steps: must be a whole number from 0 to 2, not -1")
    assert refusal(studies.InvalidStudy, studies.game_at, chapter, "1") == (
        "study, field steps: must be a whole number from 0 to 2, not '1'")
    assert refusal(studies.InvalidStudy, studies.dumps, chapter) == (
        "study, field study: must be a Study, not Chapter")
    assert refusal(studies.InvalidStudy, studies.notation, "take 5 6") == (
        "study, field step: must be a Step, not str")
    assert refusal(studies.InvalidStudy, studies.play_step, studies.start(chapter),
                   "take 5 6") == "study, field step: must be a Step, not str"
    assert studies.game_at(chapter, 2).to_position() == studies.frames(chapter)[-1].position
    assert studies.answer(chapter, "A W11 5+6").accepted


# ------------------------------------------------------------------ bots, tiles, intervals
def test_bots_refuse_a_wrong_setting_in_words() -> None:
    from gaucho.workshop.bots import GreedyBot, MonteCarloBot

    known = "herd, pending, standing, complete, lying, supply, space, die, wish"
    # a misspelt weight was silently ignored (the bot played with the default weights)
    assert refusal(SimulationError, GreedyBot, weights={"hred": 2.0}) == (
        f"unknown weight 'hred'; the weights are {known}")
    assert refusal(SimulationError, GreedyBot, weights={"herd": "2"}, language="es") == (
        "el peso 'herd' debe ser un número, no '2'")
    assert refusal(SimulationError, GreedyBot, weights=2) == (
        f"weights must be a dict of weights ({known}) to numbers, not 2")
    # the message named every setting's value without saying which one was wrong
    assert refusal(SimulationError, MonteCarloBot, playouts="4") == (
        "the bot's playouts must be a whole number, not '4'")
    assert refusal(SimulationError, MonteCarloBot, depth=2.5) == (
        "the bot's depth must be a whole number, not 2.5")
    assert refusal(SimulationError, MonteCarloBot, greedy_weight="x", language="fr") == (
        "le réglage greedy_weight du bot doit être un nombre, pas 'x'")
    assert GreedyBot(weights={"herd": 2}).weights["herd"] == 2


def test_a_big_number_no_tile_has_and_intervals_out_of_range_are_refused() -> None:
    from gaucho.workshop import metrics

    # small(0) read the last entry (a 6) and small(13) raised IndexError
    assert refusal(InvalidConfig, DEFAULT_CONFIG.small, 0) == (
        "a tile's big number is a whole number from 1 to 12, not 0")
    assert refusal(InvalidConfig, DEFAULT_CONFIG.small, 13, language="fr") == (
        "le grand nombre d'une tuile est un nombre entier de 1 à 12, pas 13")
    assert DEFAULT_CONFIG.small(12) == 6 and DEFAULT_CONFIG.small(1) == 1
    # wilson(-1, 5) gave the interval (-0.2, 0.10)
    assert refusal(SimulationError, stats.wilson, -1, 5) == (
        "successes must be from 0 to n (5), not -1")
    assert refusal(SimulationError, stats.wilson, 6, 5) == (
        "successes must be from 0 to n (5), not 6")
    assert stats.wilson(5, 5)[1] == 1.0 and stats.wilson(0, 0) == (0.0, 1.0)
    assert refusal(SimulationError, stats.summarize, ["12", "x"], language="de") == (
        "values müssen Zahlen sein, nicht ['12', 'x']")
    assert refusal(SimulationError, metrics.summarise, {"games": []}, z=0) == (
        "z must be a positive number (1.96 gives 95% intervals), not 0")

    def runner(variant: Any, games: int) -> Any:
        raise AssertionError("no game should be played")

    assert refusal(SimulationError, S.paired, "no-steal", 4, runner=runner, z="95%") == (
        "z must be a positive number (1.96 gives 95% intervals), not '95%'")
