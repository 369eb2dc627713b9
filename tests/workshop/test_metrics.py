"""Design metrics on hand-built records whose values are known, and interval coverage."""

from __future__ import annotations

import random

import pytest

from gaucho.i18n import use_language
from gaucho.workshop import metrics as M
from gaucho.workshop.traces import (
    behind_share,
    decisive_round,
    late_comeback,
    lead_changes,
    leaders,
    winner_deficit,
)


def game_records(index: int, trace: list[list[int]], *, start: int = 0, bots: list[str] | None
                 = None, rounds: int | None = None, decisions: int = 100,
                 finished: bool = True, trigger: int | None = 10,
                 placements: dict[str, list[int]] | None = None,
                 specials: dict[str, list[int]] | None = None,
                 sales: list[str] = ()) -> dict[str, list[dict]]:
    """One game's games/players/sales rows; the last row of ``trace`` is the final Pesos."""
    final = trace[-1]
    n = len(final)
    bots = bots or ["greedy"] * n
    top = max(final)
    winners = [p for p, v in enumerate(final) if v == top]
    ordered = sorted(final, reverse=True)
    game = {"game": index, "players": n, "finished": finished,
            "rounds": rounds if rounds is not None else len(trace),
            "trigger_round": trigger, "decisions": decisions, "winners": winners,
            "margin": ordered[0] - ordered[1], "standing_by_round": trace,
            "placements": placements or {}, "specials": specials or {}}
    players = [{"game": index, "seat": p, "bot": bots[p], "turn_order": (p - start) % n,
                "pesos": final[p], "players": n,
                "win_share": 1 / len(winners) if p in winners and finished else 0.0}
               for p in range(n)]
    sale_rows = [{"game": index, "kind": kind} for kind in sales]
    return {"games": [game], "players": players, "sales": sale_rows}


def merged(parts: list[dict[str, list[dict]]]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {"games": [], "players": [], "sales": []}
    for part in parts:
        for k in out:
            out[k].extend(part[k])
    return out


def by_key(ms: list[M.Metric]) -> dict[str, M.Metric]:
    return {m.key: m for m in ms}


# ============================================================ traces
def test_a_game_with_exactly_two_lead_changes():
    trace = [[10, 5, 0], [6, 12, 1], [14, 12, 3], [20, 15, 4]]
    assert [sorted(leaders(r)) for r in trace] == [[0], [1], [0], [0]]
    assert lead_changes(trace) == 2
    m = by_key(M.summarise(game_records(0, trace)))
    assert (m["lead_changes"].value, m["lead_changes"].n) == (2.0, 1)


def test_a_tie_for_the_lead_is_a_change_of_leaders():
    assert lead_changes([[5, 5], [6, 5], [6, 5]]) == 1


def test_drama_how_often_and_how_far_behind_the_winner_was():
    trace = [[10, 2], [4, 9], [20, 12], [20, 30]]
    assert winner_deficit(trace, [1]) == 8.0
    assert winner_deficit([[1, 0], [5, 2]], [0]) == 0.0
    assert behind_share(trace, [1]) == pytest.approx(2 / 3)  # rounds 1 and 3 of 3
    assert late_comeback(trace, [1])  # behind in round 3, the second half
    assert not late_comeback([[0, 3], [9, 4]], [0])  # behind in round 1 only
    games = merged([game_records(0, trace), game_records(1, [[1, 0], [5, 2]]),
                    game_records(2, [[0, 3], [9, 4]])])
    m = by_key(M.summarise(games))
    assert m["comeback"].value == pytest.approx(1 / 3)
    assert m["behind"].value == pytest.approx((2 / 3 + 0 + 1) / 3)
    assert m["deficit"].value == pytest.approx((8 + 3) / 2)
    assert m["deficit"].n == 2


def test_decisive_round_is_where_the_winner_stays_ahead():
    trace = [[10, 2], [4, 9], [5, 9], [6, 30]]
    assert decisive_round(trace, [1]) == 2
    assert decisive_round([[3, 1], [4, 2]], [0]) == 1
    assert decisive_round([[3, 1], [1, 2], [4, 2]], [0]) == 3
    m = by_key(M.summarise(merged([game_records(0, trace),
                                   game_records(1, [[3, 1], [1, 2], [4, 2]])])))
    assert m["decisive"].value == 2.5


# ============================================================ outcomes
def test_a_seat_that_always_wins():
    games = merged([game_records(i, [[10, 1, 1, 1]], start=0) for i in range(40)])
    m = by_key(M.summarise(games))
    fp = m["first_player"]
    assert (fp.value, fp.n, fp.reference) == (1.0, 40, 0.25)
    assert 0.9 < fp.lo < 1.0 and fp.hi == 1.0
    gap = m["seat_gap"]
    assert gap.value == 1.0 and 0.7 < gap.lo < 1.0 and gap.hi == 1.0


def test_balanced_seats_have_no_gap():
    # each turn order wins one game of four
    games = merged([game_records(i, [[10 if p == i % 4 else 0 for p in range(4)]], start=0)
                    for i in range(8)])
    m = by_key(M.summarise(games))
    assert m["seat_gap"].value == 0.0
    assert m["first_player"].value == 0.25


def test_shared_wins_split_the_share():
    m = by_key(M.summarise(game_records(0, [[10, 10, 0]], start=1)))
    # seat 0 is last in turn order, seat 1 first; both share the win
    assert m["first_player"].value == 0.5


def test_duration_pile_end_completion_and_margin():
    games = merged([game_records(0, [[30, 20]], rounds=12, decisions=200, trigger=10),
                    game_records(1, [[25, 24]], rounds=14, decisions=260, trigger=12),
                    game_records(2, [[5, 1]], rounds=30, decisions=999, finished=False,
                                 trigger=None)])
    m = by_key(M.summarise(games))
    assert (m["rounds"].value, m["rounds"].n) == (13.0, 2)
    assert m["decisions"].value == 230.0
    assert m["margin"].value == 5.5
    assert m["completion"].value == pytest.approx(2 / 3)
    assert m["pile_end"].value == pytest.approx(2 / 3)
    assert m["rounds"].lo < 13.0 < m["rounds"].hi


def test_failed_games_count_against_completion():
    games = merged([game_records(0, [[3, 1]])])
    games["failures"] = [{"game": 1}]
    assert by_key(M.summarise(games))["completion"].value == 0.5


def test_skill_and_restricted_shares():
    strong = merged([game_records(i, [[9, 1, 1, 1] if i < 3 else [1, 9, 1, 1]],
                                  bots=["expert", "club", "club", "club"]) for i in range(4)])
    m = by_key(M.summarise(strong, strong="expert"))
    assert (m["skill"].value, m["skill"].n, m["skill"].subject) == (0.75, 4, "expert")
    forbidden = merged([game_records(i, [[1, 9], [9, 1]][i % 2 : i % 2 + 1],
                                     bots=["restricted", "greedy"]) for i in range(4)])
    r = by_key(M.summarise(forbidden, restricted="STEAL"))["restricted"]
    assert (r.value, r.reference, r.subject) == (0.5, 0.5, "STEAL")


def test_use_of_areas_specials_and_sales():
    g0 = game_records(0, [[3, 1]], placements={"STEAL": [2, 1], "SORT": [0, 0]},
                      specials={"steal": [1, 0], "sale": [0, 0]}, sales=["immediate", "final"])
    g1 = game_records(1, [[3, 1]], placements={"STEAL": [0, 1], "SORT": [1, 0]},
                      specials={"steal": [0, 0], "sale": [1, 1]}, sales=["final", "final"])
    m = by_key(M.summarise(merged([g0, g1])))
    assert m["area:STEAL"].value == 2.0
    assert m["area:SORT"].value == 0.5
    assert m["special:steal"].value == 0.5
    assert m["special:sale"].value == 1.0
    assert m["sale:final"].value == 1.5
    assert m["sale:immediate"].value == 0.5
    keys = [k for k in m if ":" in k]
    assert keys.index("area:SORT") < keys.index("area:STEAL")  # the configuration's order


# ============================================================ sentences
def test_plain_words_say_what_changed():
    now = M.Metric("skill", 0.38, 0.33, 0.43, 400, "wilson", 0.25, "expert")
    before = M.Metric("skill", 0.52, 0.47, 0.57, 400, "wilson", 0.25, "expert")
    assert now.sentence(before) == "Skill matters less: the expert bot wins 38% instead of 52%."
    assert before.sentence(now) == ("Skill matters more: the expert bot wins 52% instead of "
                                    "38%.")
    assert now.sentence(before, clear=False).startswith("Skill matters about as much")
    rounds = M.Metric("rounds", 12.4, 12.1, 12.7, 400, "normal")
    assert rounds.sentence() == "Rounds per game: 12.4 [12.1, 12.7], over 400 games."
    with use_language("fr"):
        text = now.sentence(before)
    assert "38" in text and "Skill" not in text


# ============================================================ coverage
def test_wilson_intervals_cover_a_known_first_player_share():
    """200 seeded replications of 100 games where the first player wins with p = 0.3:
    the 95 % interval covers p in about 95 % of them."""
    rng = random.Random(7)
    p, covered, reps = 0.3, 0, 200
    for _rep in range(reps):
        parts = []
        for i in range(100):
            first_wins = rng.random() < p
            parts.append(game_records(i, [[9, 1] if first_wins else [1, 9]], start=0))
        fp = by_key(M.summarise(merged(parts)))["first_player"]
        covered += fp.lo <= p <= fp.hi
    assert 0.91 <= covered / reps <= 0.99


def test_mean_intervals_cover_a_known_length():
    rng = random.Random(3)
    covered, reps = 0, 200
    for _rep in range(reps):
        parts = [game_records(i, [[2, 1]], rounds=12 + rng.choice((-2, -1, 0, 1, 2)))
                 for i in range(60)]
        r = by_key(M.summarise(merged(parts)))["rounds"]
        covered += r.lo <= 12 <= r.hi
    assert 0.91 <= covered / reps <= 0.99


@pytest.mark.parametrize("shares", [(0.4, 0.2, 0.2, 0.2), (0.25, 0.25, 0.25, 0.25)])
def test_seat_gap_interval_covers_the_true_gap(shares):
    """Seeded replications of 200 games with known turn-order shares: the interval covers
    the true gap (0.2, and 0 for balanced seats) at least 95 % of the time."""
    rng = random.Random(11)
    truth = max(shares) - min(shares)
    covered, reps = 0, 100
    for _rep in range(reps):
        winners = rng.choices(range(4), weights=shares, k=200)
        parts = [game_records(i, [[9 if q == w else 1 for q in range(4)]])
                 for i, w in enumerate(winners)]
        gap = by_key(M.summarise(merged(parts)))["seat_gap"]
        covered += gap.lo <= truth <= gap.hi
    assert covered / reps >= 0.95


# ============================================================ real games
def test_standings_end_at_the_final_pesos():
    from gaucho.workshop.bots import play_game
    from gaucho.workshop.traces import standings

    game = play_game("random", players=3, seed=3)
    trace = standings(game)
    assert len(trace) == game.round
    assert trace[-1] == list(game.state.pesos)
    assert all(len(row) == 3 for row in trace)


def test_usage_agrees_with_the_records_action_columns():
    from gaucho.workshop.bots import play_game
    from gaucho.workshop.records import game_records
    from gaucho.workshop.traces import SPECIAL_KINDS, trace_columns

    game = play_game("random", players=4, seed=8)
    cols = trace_columns(game)
    _game, players, _sales = game_records(game)
    for p, row in enumerate(players):
        placed = sum(seats[p] for seats in cols["placements"].values())
        assert placed == row["act_place"] + row["act_first_gaucho"]
        for kind in SPECIAL_KINDS:
            assert cols["specials"][kind][p] == row[f"act_{kind}"]


def test_a_restricted_bot_never_uses_what_it_is_forbidden():
    from gaucho.workshop.bots import play_game
    from gaucho.workshop.restricted import restricted
    from gaucho.workshop.traces import trace_columns

    for inner, forbid, seed in (("random", "STEAL", 2), ("random", "sale", 4)):
        game = play_game([restricted(inner, forbid), inner, inner, inner], seed=seed)
        cols = trace_columns(game)
        assert game.is_over
        if forbid == "STEAL":
            assert cols["placements"]["STEAL"][0] == 0
            assert sum(cols["placements"]["STEAL"][1:]) > 0
        else:
            assert cols["specials"]["sale"][0] == 0


def test_what_a_bot_can_be_forbidden_comes_from_the_registry():
    from gaucho.config import AREAS
    from gaucho.engine.decisions import BY_NAME
    from gaucho.errors import SimulationError
    from gaucho.workshop.restricted import check_mechanism, mechanisms

    known = mechanisms()
    assert set(AREAS) <= set(known)
    assert {"sale", "steal", "use_steppe"} <= set(known)
    assert all(k in AREAS or BY_NAME[k].outcomes is None for k in known)
    assert "roll" not in known
    with pytest.raises(SimulationError, match="forbid"):
        check_mechanism("FLY")


def test_a_share_given_as_a_mean_never_reads_past_100_percent():
    """Two games whose winner trailed at 1 of 2 and at 1 of 1 earlier round ends: the mean
    is 3/4, the standard error 1/4, and the t interval with 1 degree of freedom (12.7
    standard errors) reaches far past both ends: it is cut to [0, 1] (a count's is cut
    at 0 only)."""
    games = merged([game_records(0, [[10, 2], [4, 9], [20, 30]]),  # behind at 1 of 2
                    game_records(1, [[5, 0], [1, 2]])])  # behind at 1 of 1
    m = by_key(M.summarise(games))["behind"]
    assert m.value == pytest.approx(3 / 4)
    assert (m.lo, m.hi) == (0.0, 1.0)
