"""The rating ladder's schedule and its results file (benchmarks/ladder.py, issue 33).

The full ladder takes hours on two cores, so it is run in pieces: ``--results`` keeps
every game, and a later run goes on from there.  That is only honest if a stopped run has
every pairing partly filled (not the first full and the rest empty) and if games played
by a bot that has changed since are played again instead of counted under its name."""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from gaucho.coach.budgets import PLAY, Endgame

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def ladder() -> Iterator[ModuleType]:
    spec = importlib.util.spec_from_file_location("ladder", ROOT / "benchmarks" / "ladder.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["ladder"] = module  # its dataclasses look their module up there
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules["ladder"]


def test_the_full_schedule_puts_the_fast_games_first_and_interleaves_them(
        ladder: ModuleType) -> None:
    matches = ladder.schedule(ladder.BOTS, 400, 40, 100, [("expert", "montecarlo")], 1)
    seeds = [m.seed for m in matches]
    assert len(matches) == 5200 and len(set(seeds)) == 5200
    assert [m.kind for m in matches[:100]] == ["expert vs 3 montecarlo"] * 100
    with_expert = ["expert" in m.seats for m in matches[100:]]
    first = with_expert.index(True)
    assert first == 10 * 400 + 5 * 40  # every game of the five faster bots comes first
    assert all(with_expert[first:])
    # game k of every fast pairing before game k + 1 of any
    assert seeds[100:110] == [f"1/2p/{a}-{b}/0" for a, b in [
        ("random", "greedy"), ("random", "montecarlo"), ("random", "beginner"),
        ("random", "club"), ("greedy", "montecarlo"), ("greedy", "beginner"),
        ("greedy", "club"), ("montecarlo", "beginner"), ("montecarlo", "club"),
        ("beginner", "club")]]
    half = seeds[100:100 + first // 2]
    for a, b in [("random", "greedy"), ("beginner", "club")]:
        assert sum(s.startswith(f"1/2p/{a}-{b}/") for s in half) == 200
    assert sum(s.startswith("1/4p/") for s in half) == 100


def test_a_results_file_replays_only_the_games_of_bots_unchanged(
        ladder: ModuleType, tmp_path: Path) -> None:
    current = ladder.policies(["greedy", "club", "montecarlo"])
    assert current["club"]["simulations"] == 120 and current["greedy"] == {}
    assert current["montecarlo"]["playouts"] == 12
    path = tmp_path / "games.jsonl"
    kept = ladder.Result(ladder.Match(("greedy", "club"), "1/2p/greedy-club/0", "2p"),
                         (120, 150), 1.0)
    changed = ladder.Result(ladder.Match(("club", "montecarlo"), "1/2p/montecarlo-club/1",
                                         "2p"), (140, 130), 2.0)
    ladder.save_result(path, kept, {2: current})
    stronger = {**current, "club": {**current["club"], "simulations": 240}}
    ladder.save_result(path, changed, {2: stronger})
    done, stale = ladder.load_results(path, {2: current})
    assert (list(done), stale) == (["1/2p/greedy-club/0"], 1)
    assert done["1/2p/greedy-club/0"] == kept
    assert dataclasses.asdict(done["1/2p/greedy-club/0"].match)["seats"] == ("greedy", "club")


def test_ratings_are_a_fit_of_all_games_whatever_their_order(
        ladder: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    """A beats B in 3 of 4 games, B beats C as often: Plackett-Luce puts 400 log10(3) = 191
    Elo points between each, the same for the games in any order (an online rating would
    not), with bootstrap intervals around it; a tie is counted each way alike."""
    def game(i: int, first: str, second: str) -> object:
        return ladder.Result(ladder.Match((first, second), f"g/{i}", "2p"), (150, 120), 1.0)

    monkeypatch.setattr(ladder, "RESAMPLES", 100)
    results = []
    for i in range(400):
        strong, weak = [("a", "b"), ("b", "c")][i % 2]
        results.append(game(i, strong, weak) if i % 8 < 6 else game(i, weak, strong))
    bots = ["c", "b", "a"]
    r = ladder.rate(results, bots, seed=3)
    assert r.reference == "c" and r.point["c"] == 0.0
    assert r.point["b"] == pytest.approx(191, abs=3) and r.point["a"] == pytest.approx(382, abs=6)
    gap, low, high = r.gap("b", "a")
    assert gap == pytest.approx(191, abs=3) and 100 < low < gap < high < 300
    assert r.point == ladder.rate(results[::-1], bots, seed=3).point
    ties = [ladder.Result(ladder.Match(("a", "b"), f"tie/{i}", "2p"), (130, 130), 1.0)
            for i in range(200)]
    firsts = [order[0] for order in ladder.rankings(ties, ["a", "b"])]
    assert 70 < firsts.count(0) < 130


def test_a_report_plays_nothing_and_says_how_far_the_run_is(
        ladder: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "games.jsonl"
    current = ladder.policies(["greedy", "random"])
    for g in range(4):
        seats = ("random", "greedy") if g % 2 == 0 else ("greedy", "random")
        pesos = (90, 150) if g % 2 == 0 else (150, 90)
        ladder.save_result(path, ladder.Result(ladder.Match(
            seats, f"1/2p/random-greedy/{g}", "2p"), pesos, 0.5), {2: current})
    args = ["--bots", "random", "greedy", "--games", "10", "--games4", "0", "--versus",
            "--results", str(path), "--report", "--workers", "1"]
    assert ladder.main(args) == 0
    out = capsys.readouterr().out
    assert "Ladder so far" in out and "4 of the schedule's 10 games" in out
    assert "| greedy vs random (2 players) | 100% [51%, 100%] | 4 |" in out
    assert len(path.read_text(encoding="utf-8").splitlines()) == 4
    with pytest.raises(SystemExit):
        ladder.main(["--report"])


@pytest.mark.parametrize("versus", ["expert", "expert:", ":montecarlo"])
def test_a_challenge_not_written_a_b_is_refused_naming_the_option(
        ladder: ModuleType, capsys: pytest.CaptureFixture[str], versus: str) -> None:
    with pytest.raises(SystemExit) as refused:
        ladder.main(["--versus", versus, "--report", "--results", "unused.jsonl"])
    assert refused.value.code == 2
    assert f"--versus {versus!r}: write A:B" in capsys.readouterr().err


def test_an_endgame_only_for_four_players_replays_only_the_four_player_games(
        ladder: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A level's policy is recorded as it plays at the game's table: a change that only
    applies at four players leaves the two-player games standing."""
    path = tmp_path / "games.jsonl"
    two = ladder.Result(ladder.Match(("expert", "greedy"), "1/2p/greedy-expert/0", "2p"),
                        (150, 120), 1.0)
    four = ladder.Result(ladder.Match(("expert", "greedy", "greedy", "greedy"),
                                      "1/1v3/expert-greedy/0", "expert vs 3 greedy"),
                         (150, 120, 110, 100), 1.0)
    monkeypatch.setitem(PLAY, "expert", dataclasses.replace(PLAY["expert"], endgame=None))
    before = {n: ladder.policies(["expert", "greedy"], n) for n in (2, 4)}
    assert "endgame" not in before[4]["expert"]  # as recorded before levels had one
    ladder.save_result(path, two, before)
    ladder.save_result(path, four, before)
    monkeypatch.setitem(PLAY, "expert", dataclasses.replace(PLAY["expert"], endgame=Endgame(
        pile=10, players=4, simulations=600, depth=200)))
    after = {n: ladder.policies(["expert", "greedy"], n) for n in (2, 4)}
    assert after[2] == before[2] and after[4] != before[4]
    done, stale = ladder.load_results(path, after)
    assert (list(done), stale) == (["1/2p/greedy-expert/0"], 1)
