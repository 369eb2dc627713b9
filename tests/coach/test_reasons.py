"""Reasons say what the engine does, in the reader's language (issue 33).

* every candidate of random positions has a reason, citing real rule IDs;
* what a reason says a decision does now is what the engine does when the decision is
  really played: the Pesos of a sale, a herd's new size, the tile claimed, the dice left;
* nothing hidden is told (no refill from the face-down pile);
* in Spanish, French and German a reason holds no English word beyond names and rule
  IDs — checked with a catalog that marks every translated message (any bare word
  bypassed the translation layer) and with the real catalogs.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterator

import pytest
from helpers import RULE_ID, rule_ids, use_marked_catalog

import gaucho
from gaucho import actions as A
from gaucho import tiles as T
from gaucho.coach import LEVELS
from gaucho.coach.analysis import Analysis, NoDecision, analyse
from gaucho.coach.reasons import Effects, effects, reason
from gaucho.coach.words import tile_words
from gaucho.config import breed_name
from gaucho.i18n import and_list, use_language

LANGUAGES = ("es", "fr", "de")
#: Words of English sentences that no Spanish, French or German reason contains.
ENGLISH = (" the ", " and ", " with ", " from ", " sells ", " herd ", " takes ", " puts ",
           " average ", " win ", " left ", " end ", " fewer ", " than ", " best ",
           " gets ", " its ", " on ", " to ")
#: What may stay as it is in every language: rule IDs, tiles, pastures, numbers.
NOTATION = re.compile(r"R-[A-Z]+-\d+|\b[WKBGR]\d+\b|\bP\d\b|[\d.,]+")
TINY = dataclasses.replace(LEVELS["beginner"], simulations=3, probe=1, depth=4)


def positions(players: int, seed: int, every: int = 11) -> Iterator[gaucho.Game]:
    """Copies of a random game every ``every`` decisions, up to its end."""
    game = gaucho.Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    i = 0
    while not game.is_over:
        if i % every == 0:
            yield game.copy()
        game.play(rng.choice(game.legal_actions()))
        i += 1


@pytest.fixture(scope="module")
def analyses() -> list[Analysis]:
    """Analyses of two random games (2 and 4 players), every few decisions."""
    out = []
    for players, seed in ((2, 3), (4, 6)):
        out.extend(analyse(g, level=TINY, seed=1) for g in positions(players, seed, 17))
    return out


@pytest.fixture(scope="module")
def described() -> list[Effects]:
    """What every legal decision of a 3-player game does, every third decision: the rarer
    phrases (steals, raises, the Steppe, SORT, sales, insurance) come up too."""
    out = []
    for game in positions(3, 2, 3):
        for action in game.legal_actions():
            out.append(effects(game.state, game.current_player, action, random.Random(0)))
    kinds = {e.kind for now in out for e in now.events}
    assert {"sale", "steal", "insurance", "herd_grows", "new_herd", "misfit", "collected",
            "replace", "raise", "steppe", "steppe_look", "sort", "takeback", "wish",
            "remove", "dice_lost"} <= kinds, kinds
    return out


def test_every_candidate_of_random_positions_has_a_reason(analyses: list[Analysis]) -> None:
    known = rule_ids()
    kinds = set()
    for analysis in analyses:
        assert analysis.candidates and analysis.best is analysis.candidates[0]
        for c in analysis:
            text = str(c.reason)
            assert text and text[0].isupper(), text
            assert set(c.rules) <= known
            assert set(RULE_ID.findall(text)) == set(c.rules)
            kinds.add(c.action.kind)
    assert {"take", "pampa", "end"} <= kinds


def test_a_reason_says_what_it_leads_to_on_average(analyses: list[Analysis]) -> None:
    analysis = analyses[3]
    best, other = analysis.best, analysis.candidates[-1]
    assert best.horizon == TINY.depth == 4  # the play-outs stopped 4 decisions on
    with use_language("en"):
        assert (f"worth {best.mean:.1f} Pesos on average 4 decisions after this turn "
                "(Pesos and what herds and claims are worth), ahead in "
                f"{100 * best.win:.0f}% of the play-outs") in str(best.reason)
        assert "at the end" not in str(best.reason) and "win chance" not in str(best.reason)
        if best.mean - other.mean >= 0.05:
            assert (f"({best.mean - other.mean:.1f} fewer than the best; Pesos and what "
                    "herds and claims are worth)") in str(other.reason)


def test_the_figure_says_where_the_play_outs_stopped() -> None:
    now = Effects((), (), 0, ())
    with use_language("en"):
        assert str(reason(now, 17.44, 0.0, 24.9, 8)) == (
            "Changes nothing anyone can see now; worth 17.4 Pesos on average 8 decisions "
            "after this turn (7.5 fewer than the best; Pesos and what herds and claims are "
            "worth), ahead in 0% of the play-outs")
        assert str(reason(now, 24.9, 1.0, None, 1)) == (
            "Changes nothing anyone can see now; worth 24.9 Pesos on average 1 decision "
            "after this turn (Pesos and what herds and claims are worth), ahead in 100% of "
            "the play-outs")
        assert str(reason(now, 166.0, 0.5)) == (
            "Changes nothing anyone can see now; on average 166.0 Pesos at the end, win "
            "chance 50%")


def test_play_outs_that_all_reach_the_end_are_told_as_final_pesos() -> None:
    """Near the end, with a depth no game outlasts, every play-out ends: the figures are
    final Pesos and the sentence says "at the end"; with depth 0 they are not."""
    game = next(g for g in positions(2, 3, 1) if g.state.trigger_round is not None
                and g.current_player >= 0 and len(g.legal_actions()) > 1)
    far = dataclasses.replace(TINY, depth=10_000)
    analysis = analyse(game, level=far, seed=1)
    assert {c.horizon for c in analysis} == {None}
    with use_language("en"):
        assert "Pesos at the end, win chance" in str(analysis.best.reason)
    near = analyse(game, level=dataclasses.replace(TINY, depth=0), seed=1)
    assert all(c.horizon == 0 or c.horizon is None for c in near)


def played(game: gaucho.Game, action: A.Action) -> tuple[gaucho.Game, list]:
    after = game.copy()
    events = after.play(action)
    return after, events


def test_what_a_reason_says_now_is_what_the_engine_does() -> None:
    """Every decision of random games, described, then really played: the Pesos the
    reason names are those the engine pays; a herd grown has the size said; a claim
    claims the tile said; the dice left are those left."""
    checked = {"sale": 0, "grows": 0, "claim": 0, "dice": 0}
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        game = gaucho.Game.new(players=players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.current_player
            for action in game.legal_actions():
                now = effects(game.state, seat, action, random.Random(0))
                after, events = played(game, action)
                gained = after.pesos[seat] - game.pesos[seat]
                assert now.pesos == gained, (action, now.parts)
                sales = [e for e in events if e.kind == "sale" and e.player == seat]
                with use_language("en"):
                    words = [str(p) for p in now.parts]
                for e in sales:
                    b = T.breed(e.tiles[0])
                    herd = and_list(f"the {tile_words(t)}" for t in e.tiles)
                    said = f"sells the {breed_name(b)} herd ({herd}) for {e.pesos} Pesos"
                    assert said in words, (action, words)
                    checked["sale"] += 1
                for w in words:
                    m = re.match(r"grows the (\w+) herd to (\d+) tiles?", w)
                    if m:
                        sizes = {str(gaucho.config.breed_name(b)): len(h)
                                 for b, h in after.state.herds[seat].items()}
                        assert sizes[m.group(1)] == int(m.group(2))
                        checked["grows"] += 1
                if now.leaving is not None:
                    with use_language("en"):
                        leaving = str(now.leaving)
                    m = re.fullmatch(r"leaving (\d+|no) (?:die|dice) to spend", leaving)
                    assert m, leaving
                    s = after.state
                    left = len(s.held) + s.wish_die
                    assert m.group(1) == (str(left) if left else "no"), leaving
                    assert (left == 1) == leaving.endswith(" die to spend"), leaving
                    checked["dice"] += 1
                if isinstance(action, A.Claim) and action.action in "AB":
                    with use_language("en"):
                        tile = f"the {tile_words(action.tile)}"
                    assert any(tile in w for w in words)
                    assert after.state.gauchos_on[action.tile].owner == seat
                    checked["claim"] += 1
            game.play(rng.choice(game.legal_actions()))
    assert all(checked.values()), checked


def test_a_refill_from_the_face_down_pile_is_not_told() -> None:
    """The decision that closes a round (the last end of turn, or the last tile added in
    the collection) refills the pastures from the hidden pile: the reason never tells the
    tiles drawn."""
    game = gaucho.Game.new(players=2, seed=5)
    rng = random.Random(5)
    found = 0
    while not game.is_over and found < 3:
        seat = game.current_player
        action = rng.choice(game.legal_actions())
        after, events = played(game, action)
        if any(e.kind == "tile_drawn" for e in events):
            now = effects(game.state, seat, action, random.Random(0))
            assert not [e for e in now.events if e.kind in ("tile_drawn", "steppe_drawn")]
            drawn = set(after.state.pampa_tiles()) - set(game.state.pampa_tiles())
            with use_language("en"):
                words = " ".join(str(p) for p in now.parts).split()
            assert drawn and not {T.name(t) for t in drawn} & set(words), words
            found += 1
        game.play(action)
    assert found == 3


def _bare(text: str) -> str:
    """``text`` without what the marked catalog put inside «...» (nested), and without
    notation."""
    depth, out = 0, []
    for ch in text:
        if ch == "«":
            depth += 1
        elif ch == "»":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return NOTATION.sub(" ", "".join(out))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_of_a_reason_comes_from_the_catalog(lang: str, analyses: list[Analysis],
                                                        described: list[Effects],
                                                        monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    use_marked_catalog(monkeypatch, lang)
    with use_language(lang):
        for analysis in analyses:
            for c in analysis:
                text = str(c.reason)
                assert not re.search(r"[a-z]", _bare(text)), text
            comparison = analysis.compare(analysis.candidates[-1].action)
            assert not re.search(r"[a-z]", _bare(str(comparison))), str(comparison)
        for now in described:
            text = str(reason(now, 20.0, 0.5, 21.0))
            assert not re.search(r"[a-z]", _bare(text)), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_reasons_in_spanish_french_and_german_have_no_english_words(
        lang: str, analyses: list[Analysis], described: list[Effects]) -> None:
    with use_language(lang):
        for now in described:
            text = f" {NOTATION.sub(' ', str(reason(now, 20.0, 0.5, 21.0)))} ".lower()
            left = [w.strip() for w in ENGLISH if w in text]
            assert not left, f"English {left} in {lang}: {text}"
        for analysis in analyses:
            texts = [str(c.reason) for c in analysis]
            texts.append(str(analysis.compare(analysis.candidates[-1].action)))
            moves = sorted((str(c.action) for c in analysis), key=len, reverse=True)
            for text in texts:
                prose = text
                for move in moves:  # the notation of a move ("end") is the same everywhere
                    prose = prose.replace(move, " ")
                prose = f" {NOTATION.sub(' ', prose)} ".lower()
                left = [w.strip() for w in ENGLISH if w in prose]
                assert not left, f"English {left} in {lang}: {text}"


def test_compare_says_what_a_move_costs_and_refuses_what_is_not_a_move(
        analyses: list[Analysis]) -> None:
    analysis = next(a for a in analyses if len(a) > 2)
    best = analysis.compare(analysis.best.action)
    assert best.cost == 0 and best.mine is best.best
    for c in analysis.candidates[1:]:
        comparison = analysis.compare(str(c.action))
        assert comparison.cost == max(0.0, analysis.best.mean - c.mean)
        assert comparison.close == (c.high >= analysis.best.low)
    with pytest.raises(gaucho.IllegalAction) as refused:
        analysis.compare("take 9 9")
    assert refused.value.rule_id.startswith("R-")


def test_nothing_to_judge_is_said_in_words() -> None:
    game = gaucho.Game.new(players=2, seed=1)
    with pytest.raises(NoDecision, match="no decision"):
        analyse(game, seat=1 - game.current_player, level=TINY)
    with pytest.raises(NoDecision, match="step must be"):
        analyse(game, level=TINY, step=999)


def test_a_steal_grows_the_thiefs_herd_and_the_victim_is_insured() -> None:
    """EX-STEAL-SALE: Red steals W12 from Blue.  The engine grows Red's white herd to
    W4 W6 W9 W12, Blue keeps W10 and gets 12 Pesos; the sentence says the herd grown is the
    thief's (before the victim's insurance), with the sizes and Pesos the engine gives."""
    game = gaucho.examples.load("EX-STEAL-SALE").game()
    seat = game.current_player
    action = next(a for a in game.legal_actions() if str(a) == "steal W12")
    after, _events = played(game, action)
    white = T.breed(T.parse("W12"))
    assert T.names(after.state.herds[seat][white]) == "W4 W6 W9 W12"
    assert T.names(after.state.herds[1][white]) == "W10"
    assert after.pesos[1] - game.pesos[1] == 12 and after.pesos[seat] == game.pesos[seat]
    now = effects(game.state, seat, action, random.Random(0))
    with use_language("en"):
        assert str(and_list(now.parts)) == (
            "uses STEAL, steals the white 12 from Blue, grows the white herd to 4 tiles and "
            "Blue gets "
            "12 Pesos of insurance")
    assert now.pesos == 0
