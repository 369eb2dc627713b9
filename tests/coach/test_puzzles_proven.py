"""Every shipped puzzle's figures and horizon come from today's code.

Of the 458 records shipped before puzzles kept their horizon, 363 were found again by the
search their figures came from (:func:`gaucho.puzzles.mining.horizon_of`); the other 95,
from the first mining runs (games 0-36), were mined again from their seeds by today's
:func:`gaucho.puzzles.mining.mine_position` (``tools/mine_puzzles.py --recheck``, through
its ``prove``): 83 passed with the same answers and were replaced (same id: an id is made
from the position and the seat only), 12 no longer passed and were dropped.  A student's
saved progress that names a dropped puzzle still loads.
"""

from __future__ import annotations

import importlib.util
import json
import random
from importlib import resources
from pathlib import Path
from types import ModuleType
from typing import Any

from gaucho.explorer.puzzles import PuzzleController
from gaucho.puzzles import Puzzle, load
from gaucho.puzzles.mining import horizon_of, mine_position, position_id
from gaucho.puzzles.progress import Progress

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = {p.id: p for p in load()}
RAW: dict[str, dict[str, Any]] = {r["id"]: r for r in json.loads(
    resources.files("gaucho.puzzles").joinpath("puzzles.json").read_text(
        encoding="utf-8"))["puzzles"]}
#: The records mined again by today's code (their ``source`` has the paired check's).
REMINED = sorted(pid for pid, r in RAW.items() if "confirm" in r["source"])
#: The 12 records of games 0-36 that today's mining no longer keeps.
DROPPED = ("27e11c5bc98c", "31dc122fe03f", "494dd66cee9c", "595163c608fc", "87c77afc4e0e",
           "9290376ecc17", "a329f40f9f7d", "a43f91a82a8a", "b5096577ffa5", "b8320ae8d062",
           "dfd9de34527e", "e1574ddb8a8d")
#: What the game, step and bots of a mined record are (the miner's, not mine_position's).
GAME_KEYS = ("game", "step", "bots")


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mine_puzzles",
                                                  ROOT / "tools" / "mine_puzzles.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def without_game(record: dict[str, Any]) -> dict[str, Any]:
    return {**record, "source": {k: v for k, v in record["source"].items()
                                 if k not in GAME_KEYS}}


def test_every_shipped_record_carries_a_proven_horizon() -> None:
    assert len(RAW) == 446
    assert all("horizon" in r and r["horizon"] in (None, 16) for r in RAW.values())
    assert len(REMINED) == 83
    assert all(RAW[pid]["source"]["recheck"]["seed"] == f"{RAW[pid]['source']['seed']}/recheck"
               for pid in REMINED)
    assert {RAW[pid]["source"]["game"] for pid in REMINED} <= set(range(37))
    assert sum(RAW[pid]["horizon"] is None for pid in REMINED) == 2
    assert not set(DROPPED) & set(RAW)
    for pid in REMINED:  # the id is the position's and the seat's
        assert pid == position_id(RAW[pid]["position"], RAW[pid]["seat"])


def test_a_sample_of_mined_again_records_reproduces_exactly() -> None:
    """Five records mined again, drawn with a fixed seed: today's mine_position from their
    seed gives exactly the record (figures, answers, concepts, rating, horizon, source),
    all but the game, step and bots the miner adds."""
    for pid in random.Random(20).sample(REMINED, 5):
        p = PUZZLES[pid]
        found = mine_position(p.game().state, p.source["seed"])
        assert found == without_game(RAW[pid]), pid


def test_a_sample_of_the_other_records_is_found_again() -> None:
    """Five records found again, drawn with a fixed seed: the search their figures came
    from gives exactly them, and the horizon recorded."""
    others = sorted(set(RAW) - set(REMINED))
    assert len(others) == 363
    for pid in random.Random(20).sample(others, 5):
        p = PUZZLES[pid]
        assert horizon_of(p.game().state, p.values, f"{p.source['seed']}/recheck") == (
            True, p.horizon), pid


def test_prove_keeps_a_record_found_again_and_its_horizon() -> None:
    mine = tool()
    raw = {k: v for k, v in RAW[REMINED[0]].items() if k != "horizon"}
    assert mine.prove(raw) == RAW[REMINED[0]]


def test_prove_mines_again_a_record_whose_figures_are_not_found() -> None:
    """Figures no search gives: the position is mined again from its seed, the same id,
    the game, step and bots kept."""
    mine = tool()
    pid = REMINED[1]
    raw = {k: v for k, v in RAW[pid].items() if k != "horizon"}
    raw["values"] = {m: v + 1.0 for m, v in raw["values"].items()}
    assert mine.prove(raw) == RAW[pid]


def test_prove_drops_a_record_no_longer_a_puzzle() -> None:
    """fd879ebd696c (the smallest margin of those mined again, 3.26) mined from another
    seed is not a puzzle: its record is dropped."""
    mine = tool()
    raw = {k: v for k, v in RAW["fd879ebd696c"].items() if k != "horizon"}
    raw["values"] = {m: v + 1.0 for m, v in raw["values"].items()}
    raw["source"] = {**raw["source"], "seed": "test/drop/2"}
    assert mine.prove(raw) is None


def test_recheck_all_proves_and_drops(tmp_path: Path) -> None:
    """recheck_all puts a record without a horizon through prove: one found again, one
    dropped; the others are left as they are."""
    mine = tool()
    kept, gone, alone = RAW[REMINED[0]], RAW["fd879ebd696c"], RAW[REMINED[2]]
    data = {"games": [], "puzzles": [
        {k: v for k, v in kept.items() if k != "horizon"},
        {**{k: v for k, v in gone.items() if k != "horizon"},
         "values": {m: v + 1.0 for m, v in gone["values"].items()},
         "source": {**gone["source"], "seed": "test/drop/2"}},
        json.loads(json.dumps(alone))]}
    path = tmp_path / "p.json"
    mine.recheck_all(path, data)
    saved = json.loads(path.read_text(encoding="utf-8"))["puzzles"]
    assert sorted(r["id"] for r in saved) == sorted([kept["id"], alone["id"]])
    assert {r["id"]: r for r in saved} == {kept["id"]: kept, alone["id"]: alone}


# ------------------------------------------------------------ a student's progress
def saved_progress() -> str:
    """A progress that answered a dropped puzzle (right at the first try) and a kept one
    (wrong at the first try)."""
    me = Progress.from_json(json.dumps({
        "format": "gaucho-puzzle-progress", "version": 1, "rating": [1580.0, 120.0, 0.06],
        "attempts": {DROPPED[0]: {"tries": 1, "first": True, "solved": True},
                     REMINED[0]: {"tries": 2, "first": False, "solved": True}},
        "puzzles": {DROPPED[0]: [1190.0, 200.0, 0.06], REMINED[0]: [1120.0, 210.0, 0.06]}}))
    return me.to_json()


def test_a_progress_naming_a_dropped_puzzle_still_loads() -> None:
    text = saved_progress()
    me = Progress.from_json(text)
    assert (me.rating.rating, me.rating.rd) == (1580.0, 120.0)
    assert me.attempts[DROPPED[0]] == {"tries": 1, "first": True, "solved": True}
    assert me.to_json() == text  # kept as it was: nothing lost if it ever comes back
    puzzles = load()
    # the dashboard counts the puzzles shipped only
    rows = {r.concept: (r.tried, r.solved) for r in me.dashboard(puzzles)}
    assert rows == {c: (1, 0) for c in PUZZLES[REMINED[0]].concepts}
    # the next puzzle is a shipped one, never the one answered again
    nxt = me.next_puzzle(puzzles)
    assert nxt.id in PUZZLES and nxt.id != REMINED[0]
    # the app opens on it, and an answer is recorded as for any student
    c = PuzzleController(text)
    assert c.puzzle.id == nxt.id
    c.answer(c.puzzle.answers[0])
    assert set(json.loads(c.saved)["attempts"]) == {DROPPED[0], REMINED[0], nxt.id}


def test_a_mined_again_puzzle_keeps_its_id_answers_and_progress() -> None:
    """A student who solved one of the 83 before keeps it solved: its id and its answers
    did not change (only the figures and the starting rating did)."""
    me = Progress.from_json(saved_progress())
    p = PUZZLES[REMINED[0]]
    assert me.attempts[p.id]["solved"] and me.puzzle_rating(p).rating == 1120.0
    assert me.answer(p, p.answers[0]).correct and not me.answer(p, p.answers[0]).rated


# ------------------------------------------------------------ the rating pool
def test_the_starting_ratings_are_sane() -> None:
    """The starting ratings stay in the range starting_rating gives (1500 less at most
    250 + 150 + 150), the file in order, easiest first, spread as before (338, 41 and 79
    of the 458 in these bands); a new student (1500) is offered the hardest, one who lost
    much one of the easiest."""
    ratings = [p.rating for p in load()]
    assert ratings == sorted(ratings)
    assert (min(ratings), round(max(ratings), 2)) == (950.0, 1495.23)
    bands = [sum(lo <= r < hi for r in ratings) for lo, hi in
             [(950, 1100), (1100, 1300), (1300, 1501)]]
    assert bands == [331, 40, 75]
    assert Progress().next_puzzle(load()).rating == max(ratings)
    weak = Progress.from_json(json.dumps({"format": "gaucho-puzzle-progress",
                                          "rating": [800.0, 100.0, 0.06], "attempts": {},
                                          "puzzles": {}}))
    assert weak.next_puzzle(load()).rating == 950.0
    for p in (PUZZLES[pid] for pid in REMINED):
        assert 950.0 <= p.rating <= 1500.0, p.id


def test_puzzle_objects_round_trip() -> None:
    for pid in REMINED:
        assert Puzzle.from_dict(PUZZLES[pid].to_dict()) == PUZZLES[pid]
