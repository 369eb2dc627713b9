"""The observation tensor: one player's observation as a flat vector of numbers.

It holds exactly what :func:`gaucho.observation.observation` shows the player (two
tables he cannot tell apart, :class:`gaucho.information.InformationSet`, give equal
tensors), read straight from the table for speed: the hidden places are counted, never
looked into, by the same rules as the information set (the Steppe only while he looks,
:func:`~gaucho.information.steppe_seen_by`; the others' hands, and their kept tiles in
the keep phase, as counts).  ``private=False`` leaves out what only the player sees (his
own hand, his own keep while it is hidden from the others, the Steppe he looks at): the
*public* observation, the same for every player.

A list of floats; :func:`observation_tensor` returns a NumPy array when asked and NumPy
is installed.  Its length depends on the rules configuration, the player count and, for
the compact action space, its number of words (:func:`tensor_size`);
:func:`tensor_fields` names every slice.

One writer: :meth:`TensorTracker.update` is the only code that writes the tensor, so the
meaning of each field is written once.  A tracker keeps one view's tensor from table to
table and rewrites only the parts that changed (the PettingZoo env keeps one a seat); a
new one has seen nothing, so its first update writes every entry.  A one-off tensor
(:meth:`TensorEncoder.as_array`, ``as_list``, ``into``, ``encode``, what OpenSpiel's
observers ask for at every call) is the update of a tracker the encoder keeps for that
view, copied out: made from scratch for the first table, then brought up to each table
asked for (quicker than writing it all when the tables follow one another in a game; up
to 8 a view, one per game played side by side; on a table unrelated to any it clears the
old entries as it writes the new ones: then about 1.8 times the one-pass writer it replaced).
The result does not depend on the tables seen before (every part is compared by value);
tests/interop/test_tensor_fields.py reads every field from the table in the plain words
below and checks every way of asking for a tensor against it.

The fields, in order (``T`` = tiles of every breed, in the codec's tile order
``breed * max_big + big - 1``; ``P`` = pastures; ``N`` = players; ``B`` = breeds; ``F`` =
die faces; ``W`` = words of the compact space, 0 without it; areas in the configuration's
order; counts are raw numbers, flags 0/1):

``phase``           one flag per phase of the flow (:class:`gaucho.state.Phase`)
``round``           the round number (0 = preliminary round)
``turns_taken``     turns taken this round
``end_triggered``   1 once the draw pile has run empty (R-END-1)
``rounds_since_trigger`` round - trigger round, 0 before the trigger
``observer``        N flags: whose observation this is (all 0 in the public one)
``active``          N flags: the player to act in a turn
``start_player``    N flags
``tile_pasture``    T x P flags: the tile lies face up in that pasture
``tile_gaucho``     T x N flags: a gaucho of that player is on the tile
``tile_standing``   T flags: that gaucho stands
``tile_herd``       T x N flags: the tile is in that player's herds (public, R-HERD-1)
``herd_end``        T x N flags: the tile is the right end of its herd, where tiles join
``herd_descending`` B x N flags: that player's herd of that breed runs down (R-HERD-4)
``tile_pending``    T x N flags: collected by that player, waiting to join a herd
``tile_hand``       T flags: in the observer's own preliminary hand (private)
``tile_steppe_seen`` T flags: on the Steppe, seen while choosing SECRET CATTLE (private)
``cell_empty``      one flag per Pampa cell (pasture by pasture): empty
``cell_blocked``    one flag per Pampa cell: blocked
``draw_pile``, ``steppe``, ``covered``, ``out``  how many tiles lie there, face down
``dice``            dice in the Dice Rodeo this round
``rodeo``           F counts: dice of each value in the Dice Rodeo
``held``            F counts: dice of each value the active player holds
``wish_die``        1 if the active player holds the WISH die
``placed_this_turn``, ``vacated_this_turn``, ``prelim_areas``  one flag per area
``removed_breeds``  one flag per breed
``words_taken``     W flags: words of the decision under way (compact space)
``last_word``       W flags: the last of them
``word_count``      how many words of it are taken
then for each player q (N times): ``pesos``, ``supply``, ``hand`` (tiles in his
preliminary hand), ``kept``, ``kept_hidden`` (tiles kept face down in the keep
phase), ``spaces`` (one flag per area).
"""

from __future__ import annotations

import json
from array import array
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from gaucho import tiles
from gaucho.config import BREED_LETTERS, RulesConfig
from gaucho.information import STEPPE_LOOK_PHASES, removed_breeds, steppe_seen_by
from gaucho.state import EMPTY, Phase, State

__all__ = ["TensorEncoder", "TensorTracker", "encoder_for", "observation_tensor", "tensor_fields",
           "tensor_size"]

PHASES = tuple(Phase)
_KEEP = Phase.KEEP  # (an enum's attribute is slow to read)
_PHASE_INDEX: dict[str, int] = {p: i for i, p in enumerate(PHASES)}


def tensor_fields(config: RulesConfig, players: int, words: int = 0) -> list[tuple[str, int]]:
    """Every field of the tensor as (name, length), in order."""
    t = len(BREED_LETTERS) * config.max_big
    p, n, f = len(config.pasture_sizes), players, config.die_faces
    areas = len(config.areas_enabled)
    cells = sum(config.pasture_sizes)
    fields = [("phase", len(PHASES)), ("round", 1), ("turns_taken", 1), ("end_triggered", 1),
              ("rounds_since_trigger", 1), ("observer", n), ("active", n),
              ("start_player", n), ("tile_pasture", t * p), ("tile_gaucho", t * n),
              ("tile_standing", t), ("tile_herd", t * n), ("herd_end", t * n),
              ("herd_descending", len(BREED_LETTERS) * n), ("tile_pending", t * n),
              ("tile_hand", t), ("tile_steppe_seen", t), ("cell_empty", cells),
              ("cell_blocked", cells), ("draw_pile", 1), ("steppe", 1), ("covered", 1),
              ("out", 1), ("dice", 1), ("rodeo", f), ("held", f), ("wish_die", 1),
              ("placed_this_turn", areas), ("vacated_this_turn", areas),
              ("prelim_areas", areas), ("removed_breeds", len(BREED_LETTERS)),
              ("words_taken", words), ("last_word", words), ("word_count", 1)]
    for q in range(n):
        fields += [(f"p{q}_pesos", 1), (f"p{q}_supply", 1), (f"p{q}_hand", 1),
                   (f"p{q}_kept", 1), (f"p{q}_kept_hidden", 1), (f"p{q}_spaces", areas)]
    return fields


def tensor_size(config: RulesConfig, players: int, words: int = 0) -> int:
    return sum(size for _, size in tensor_fields(config, players, words))


class TensorEncoder:
    """The tensor of one configuration, player count and vocabulary, offsets worked out
    once.  It writes no entry itself: a one-off tensor (:meth:`as_array`, :meth:`as_list`,
    :meth:`into`, :meth:`encode`) is the :meth:`TensorTracker.update` of the tracker it
    keeps for the view, copied out (the module's *One writer*)."""

    def __init__(self, config: RulesConfig, players: int, words: int = 0) -> None:
        self.config, self.players, self.words = config, players, words
        self.fields = tensor_fields(config, players, words)
        self.size = sum(n for _, n in self.fields)
        self.at: dict[str, int] = {}
        first = 0
        for name, n in self.fields:
            self.at[name] = first
            first += n
        at = self.at
        self._seat = at["p1_pesos"] - at["p0_pesos"]
        self._zeros = bytes(4 * self.size)
        self._areas = {a: i for i, a in enumerate(config.areas_enabled)}
        self._cells = [sum(config.pasture_sizes[:p]) for p in range(len(config.pasture_sizes))]
        #: tile -> its index in ``T`` (a table: this runs for every tile of every step)
        self._tix = [tiles.breed(t) * config.max_big + tiles.big(t) - 1
                     if 1 <= tiles.big(t) <= config.max_big else -1
                     for t in range(32 * len(BREED_LETTERS))]
        tix, npast, n = self._tix, len(config.pasture_sizes), players
        # tile -> flag index, per pasture / per player: the inner loops only look up
        self._in_pasture = [[at["tile_pasture"] + x * npast + p for x in tix]
                            for p in range(npast)]
        self._per_seat = {name: [[at[name] + x * n + q for x in tix] for q in range(n)]
                          for name in ("tile_gaucho", "tile_herd", "herd_end", "tile_pending")}
        self._standing = [at["tile_standing"] + x for x in tix]
        #: per player, breed -> its ``herd_descending`` flag
        self._descending = [[at["herd_descending"] + b * n + q for b in range(len(BREED_LETTERS))]
                            for q in range(n)]
        #: the indices a tracker writes at (worked out here once: a tracker is made for
        #: every one-off tensor)
        self._seats = [at["p0_pesos"] + q * self._seat for q in range(n)]
        self._scalars = (at["round"], at["turns_taken"], at["end_triggered"],
                         at["rounds_since_trigger"], at["draw_pile"], at["steppe"],
                         at["covered"], at["out"], at["dice"], at["wish_die"])
        self._firsts = (at["phase"], at["active"], at["start_player"])
        assert at["held"] == at["rodeo"] + config.die_faces  # (side by side)
        self._dice_span = (at["rodeo"], at["held"] + config.die_faces)
        areas = self._areas
        self._space_at = [{a: seat + 5 + i for a, i in areas.items()} for seat in self._seats]
        self._placed_at = {a: at["placed_this_turn"] + i for a, i in areas.items()}
        self._vacated_at = {a: at["vacated_this_turn"] + i for a, i in areas.items()}
        #: each pasture's flags per content seen (pasture, cells...): a pasture changes a
        #: few times a round, and the tensor is made at every step
        self._pastures: dict[tuple[int, ...], list[int]] = {}
        #: the fields ``rodeo`` and ``held`` of each content of the dice seen (Dice
        #: Rodeo, 0, held: :meth:`TensorTracker._dice_block`): a few hundred come up
        #: again and again
        self._dice: dict[tuple[int, ...], array[float]] = {}
        #: the encoder's own trackers per view (player, private, writes a list), the one
        #: used last at the end: a one-off tensor is one of them brought up to that table
        self._kept: dict[tuple[int | None, bool, bool], list[TensorTracker]] = {}

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_kept": {}}

    def _pasture_flags(self, p: int, cells: Sequence[int]) -> list[int]:
        """The flags of pasture ``p`` holding ``cells``: a tile's ``tile_pasture``, an empty
        or blocked cell's ``cell_empty`` or ``cell_blocked`` (public, the same for everyone)."""
        at, flag, first = self.at, self._in_pasture[p], self._cells[p]
        return [flag[c] if c >= 0 else
                (at["cell_empty"] if c == EMPTY else at["cell_blocked"]) + first + i
                for i, c in enumerate(cells)]

    def word_entries(self, words: Sequence[int]) -> list[int]:
        """The flags of the words taken (``words_taken`` and ``last_word``)."""
        first = self.at["words_taken"]
        return [*(first + w for w in set(words)), self.at["last_word"] + words[-1]]

    def _tracker_of(self, s: State, player: int | None, private: bool,
                    listed: bool) -> tuple[list[TensorTracker], TensorTracker]:
        """A tracker of the encoder's own for the view (``listed``: one writing a list)
        and the pool it goes back to: the one that last saw a table of the same game if
        there is one (the same face-down tiles, else the first of them: a game's are set
        at setup and added to; its update rewrites little), else a new one, or past
        ``_TRACKERS_KEPT`` the one used least lately (any tracker gives the same tensor:
        the choice is only for speed).  Out of the pool while it is used (a thread that
        finds none makes its own; an update that raises loses it)."""
        key = (player, private and player is not None, listed)
        pool = self._kept.get(key)
        if pool is None:
            pool = self._kept.setdefault(key, [])
        covered, out = face_down = (s.covered, s.out)
        try:
            for i, tracker in enumerate(pool):
                if tracker._face_down == face_down:
                    return pool, pool.pop(i)
            for i in range(len(pool) - 1, -1, -1):  # tiles face down since (the last used first)
                was_covered, was_out = pool[i]._face_down  # type: ignore[misc]
                if covered[:len(was_covered)] == was_covered and out[:len(was_out)] == was_out:
                    return pool, pool.pop(i)
            if len(pool) >= _TRACKERS_KEPT:
                return pool, pool.pop(0)
        except IndexError:  # (another thread took it)
            pass
        return pool, (_ListTracker if listed else TensorTracker)(self, player, private=private)

    def as_array(self, s: State, player: int | None, *, private: bool = True,
                 words: Sequence[int] = ()) -> array[float]:
        """What ``player`` sees of ``s`` (``player=None`` or ``private=False``: what
        everyone sees) as a new float32 :class:`array.array` (``numpy.frombuffer`` reads
        it without a copy).  ``words``: the compact words of the decision under way, when
        the player may see them."""
        pool, tracker = self._tracker_of(s, player, private, False)
        out = tracker.update(s)[:]
        pool.append(tracker)
        if words:
            self._write_words(out, words)
        return out

    def as_list(self, s: State, player: int | None, *, private: bool = True,
                words: Sequence[int] = ()) -> list[float]:
        """:meth:`as_array` as a list of numbers (written as a list: quicker than an
        array's ``tolist``)."""
        pool, tracker = self._tracker_of(s, player, private, True)
        tracker.update(s)
        out: list[float] = tracker._out[:]
        pool.append(tracker)
        if words:
            self._write_words(out, words)
        return out

    def into(self, out: Any, s: State, player: int | None, *, private: bool = True,
             words: Sequence[int] = ()) -> Any:
        """Write the tensor into a NumPy array ``out``; return it."""
        pool, tracker = self._tracker_of(s, player, private, False)
        out[:] = tracker.update(s)
        pool.append(tracker)
        if words:
            self._write_words(out, words)
        return out

    def _write_words(self, out: Any, words: Sequence[int]) -> None:
        for i in self.word_entries(words):
            out[i] = 1.0
        out[self.at["word_count"]] = len(words)

    def encode(self, s: State, player: int | None, *, private: bool = True,
               words: Sequence[int] = ()) -> tuple[list[int], list[tuple[int, float]]]:
        """The tensor as entries: the indices set to 1 and the (index, value) of the other
        non-zero entries (:meth:`fill` writes them into a zeroed sequence); read from
        :meth:`as_array`."""
        hot: list[int] = []
        vals: list[tuple[int, float]] = []
        for i, v in enumerate(self.as_array(s, player, private=private, words=words)):
            if v == 1.0:
                hot.append(i)
            elif v:
                vals.append((i, v))
        return hot, vals

    @staticmethod
    def fill(out: Any, hot: list[int], vals: list[tuple[int, float]]) -> Any:
        """Write the entries of :meth:`encode` into a zeroed sequence ``out``; return it."""
        for i in hot:
            out[i] = 1.0
        for i, v in vals:
            out[i] = v
        return out

    def tracker(self, player: int | None, *, private: bool = True) -> TensorTracker:
        """A :class:`TensorTracker` of ``player``'s tensor (what :meth:`as_array` gives
        without words), brought up to date from table to table."""
        return TensorTracker(self, player, private=private)


class TensorTracker:
    """One player's tensor kept from step to step: :meth:`update` rewrites only the
    parts of the table that changed since the table it last saw.  It is the one writer
    of the tensor: a new (or cleared) tracker has seen nothing, so its first update
    writes every entry, and that is the one-off tensor of :class:`TensorEncoder`.  The
    meaning of each field is written once, here; the encoder only works out the indices.

    It remembers a copy of every part it read (each pasture, the gauchos, each herd, the
    dice...) and compares the new table's parts with them (C-level comparisons of lists,
    dicts and sets); where a part differs its old entries are cleared and its new ones
    written (the gauchos, spaces and areas by what came and went), the counts at fixed
    places when one of them changed.  The result is exactly the tensor of a new tracker
    (whose first update writes it all) for the same table, for any table of the encoder's
    configuration and player count: one after another in a game, after an undo, a reset
    or a table from elsewhere alike (nothing is assumed about how the table got there,
    every part is compared by value; tests/interop/test_tensor_tracker.py checks it at
    every step of seeded games, and checks the fields of a new tracker's tensor against a
    plain reading of the table).
    ``buffer`` is the float32 ``array.array`` written in place (``numpy.frombuffer``
    reads it; copy it to keep a tensor), ``view`` a memoryview of it (a caller may write
    entries the tracker does not, the words of the compact space, and clear them again).
    """

    def __init__(self, encoder: TensorEncoder, player: int | None, *,
                 private: bool = True) -> None:
        self.encoder, self.player = encoder, player
        self.me = player if private else None
        self.buffer = array("f", encoder._zeros)
        #: (typed Any: the stubs of memoryview take no float for a float32 view)
        self._out: Any = memoryview(self.buffer)
        self.view: Any = self._out
        # the encoder's indices (read through the tracker: an attribute of self is one
        # look-up in update)
        self._seats, self._scalars = encoder._seats, encoder._scalars
        self._firsts, self._dice_span = encoder._firsts, encoder._dice_span
        self._gaucho = encoder._per_seat["tile_gaucho"]
        self._standing = encoder._standing
        self._herd = encoder._per_seat["tile_herd"]
        self._herd_end = encoder._per_seat["herd_end"]
        self._descending = encoder._descending
        self._pending_at = encoder._per_seat["tile_pending"]
        self._space_at = encoder._space_at
        self._placed_at, self._vacated_at = encoder._placed_at, encoder._vacated_at
        if player is not None:
            self._out[encoder.at["observer"] + player] = 1.0
        self._forget()

    def __getstate__(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k not in ("_out", "view")}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._out = self.view = memoryview(self.buffer)  # (a memoryview does not pickle)

    def clear(self) -> None:
        """Forget every table seen: the tensor is all zeros (but the observer's flag),
        the next update writes it all."""
        enc = self.encoder
        self._out[:] = memoryview(enc._zeros).cast("f")
        if self.player is not None:
            self._out[enc.at["observer"] + self.player] = 1.0
        self._forget()

    def _forget(self) -> None:
        """No table seen: every part compares unequal (or, empty, has nothing to write)."""
        n, npast = self.encoder.players, len(self.encoder.config.pasture_sizes)
        #: single flags: phase, active, start player (their index now, -1 none)
        self._flags = [-1, -1, -1]
        #: the counts at fixed places as last written (None: not yet)
        self._turn: tuple[Any, ...] | None = None
        self._counts: tuple[Any, ...] | None = None
        #: per part: the copy of what it read (None: nothing written yet), and the
        #: entries written for it
        self._pastures: list[list[int] | None] = [None] * npast
        self._pasture_hot: list[list[int]] = [[] for _ in range(npast)]
        self._gauchos: dict[int, Any] = {}
        self._pesos: list[int] | None = None
        self._supply: list[int] | None = None
        self._hands: list[list[int]] | None = None
        self._kept: list[bool] | None = None
        self._keep_phase = True  # (the herds written at the first update)
        self._hidden: list[bool | None] = [None] * n
        self._herds: list[dict[int, list[int]]] = [{} for _ in range(n)]
        self._herd_hot: list[dict[int, list[int]]] = [{} for _ in range(n)]
        self._pending: list[list[int]] = [[] for _ in range(n)]
        self._spaces: list[set[str]] = [set() for _ in range(n)]
        self._private: tuple[Any, ...] | None = None
        self._private_hot: list[int] = []
        self._dice: tuple[int, ...] | None = None
        self._placed: set[str] = set()
        self._vacated: set[str] = set()
        self._prelim: list[str] | None = None
        self._prelim_hot: list[int] = []
        self._face_down: tuple[list[int], list[int]] | None = None
        self._removed_hot: list[int] = []

    def _rewrite(self, old: list[int], new: list[int]) -> list[int]:
        out = self._out
        for i in old:
            out[i] = 0.0
        for i in new:
            out[i] = 1.0
        return new

    def update(self, s: State) -> array[float]:
        """The tensor of ``s`` (``buffer``, rewritten where ``s`` differs from the table
        of the last update)."""
        enc, out, me = self.encoder, self._out, self.me
        flags, (phase, active, start) = self._flags, self._firsts
        i = phase + _PHASE_INDEX[s.phase]
        if flags[0] != i:
            self._flag(0, i)
        i = active + s.active
        if flags[1] != i:
            self._flag(1, i)
        i = start + s.start_player
        if flags[2] != i:
            self._flag(2, i)
        # the counts at fixed places, written when one of them changed: those of the
        # turn (at nearly every update) apart from the others (a few times a round)
        trig = s.trigger_round
        turn = (s.round, s.turns_taken, trig)
        if turn != self._turn:
            r, tt, et, rst = self._scalars[:4]
            out[r], out[tt] = s.round, s.turns_taken
            if trig is None:
                out[et] = out[rst] = 0.0
            else:
                out[et], out[rst] = 1.0, s.round - trig
            self._turn = turn
        fixed = (len(s.draw_pile), len(s.steppe), len(s.covered), len(s.out), s.dice_total,
                 s.wish_die)
        if fixed != self._counts:
            dp, st, cv, ot, dc, wd = self._scalars[4:]
            out[dp], out[st], out[cv], out[ot] = fixed[:4]
            out[dc], out[wd] = s.dice_total, 1.0 if s.wish_die else 0.0
            self._counts = fixed
        # the Pampa, pasture by pasture (flags kept per content by the encoder)
        pastures = self._pastures
        if s.pastures != pastures:
            if len(s.pastures) != len(pastures):  # not this configuration's: as it comes
                for hot in self._pasture_hot:
                    self._rewrite(hot, [])
                self._pastures = pastures = [None] * len(s.pastures)
                self._pasture_hot = [[] for _ in pastures]
            known, kept = enc._pastures, self._pasture_hot
            if len(known) > _PASTURES_KEPT:
                known.clear()
            for p, cells in enumerate(s.pastures):
                if cells != pastures[p]:
                    key = (p, *cells)
                    new = known.get(key)
                    if new is None:
                        new = known[key] = enc._pasture_flags(p, cells)
                    kept[p] = self._rewrite(kept[p], new)
                    pastures[p] = cells[:]
        # the gauchos, by those that left or came (or stood up, or lay down): a look-up
        # per gaucho, quicker than the set differences of the items (which hash them)
        gauchos, was = s.gauchos_on, self._gauchos
        if gauchos != was:
            gaucho, standing = self._gaucho, self._standing
            get = gauchos.get
            for c, occ in was.items():
                if get(c) != occ:  # (an Occupant: owner, standing)
                    out[gaucho[occ[0]][c]] = 0.0
                    if occ[1]:
                        out[standing[c]] = 0.0
            get = was.get
            for c, occ in gauchos.items():
                if get(c) != occ:
                    out[gaucho[occ[0]][c]] = 1.0
                    if occ[1]:
                        out[standing[c]] = 1.0
            self._gauchos = gauchos.copy()
        # each player's counts, herds, pending tiles and spaces (each list compared as a
        # whole first: most steps change one or two of them)
        seats = self._seats
        if s.pesos != self._pesos:
            for q, seat in enumerate(seats):
                out[seat] = s.pesos[q]
            self._pesos = s.pesos[:]
        if s.supply != self._supply:
            for q, seat in enumerate(seats):
                out[seat + 1] = s.supply[q]
            self._supply = s.supply[:]
        hands = s.prelim_hands
        if hands != self._hands:
            for q, seat in enumerate(seats):
                out[seat + 2] = len(hands[q]) if hands else 0.0
            self._hands = [h[:] for h in hands]
        kept_flags = s.prelim_kept
        if kept_flags != self._kept:
            for q, seat in enumerate(seats):
                out[seat + 3] = 1.0 if not kept_flags or kept_flags[q] else 0.0
            self._kept = kept_flags[:]
        keep_phase = s.phase == _KEEP
        if keep_phase or self._keep_phase or s.herds != self._herds:
            self._keep_phase = keep_phase
            seen, was_hidden = self._herds, self._hidden
            for q, herds in enumerate(s.herds):
                hidden = keep_phase and q != me
                # (a player's herds shown as before and unchanged: nothing to write)
                if hidden or hidden != was_hidden[q] or herds != seen[q]:
                    self._herds_of(q, seats[q], herds, hidden)
        if s.pending != self._pending:
            for q, pending in enumerate(s.pending):
                if pending != self._pending[q]:
                    pending_at = self._pending_at[q]
                    for t in self._pending[q]:
                        out[pending_at[t]] = 0.0
                    for t in pending:
                        out[pending_at[t]] = 1.0
                    self._pending[q] = pending[:]
        if s.spaces != self._spaces:
            for q, spaces in enumerate(s.spaces):
                if spaces != self._spaces[q]:
                    self._spaces[q] = self._moved(spaces, self._spaces[q], self._space_at[q])
        if me is not None:
            hand = s.prelim_hands[me] if s.prelim_hands else None
            steppe = (s.steppe if s.steppe and s.phase in STEPPE_LOOK_PHASES
                      and steppe_seen_by(s, me) else None)  # (its first test, inline)
            if self._private is None or self._private != (hand, steppe):
                tix = enc._tix
                new = []
                if hand is not None:
                    first = enc.at["tile_hand"]
                    new += [first + tix[t] for t in hand]
                if steppe is not None:
                    first = enc.at["tile_steppe_seen"]
                    new += [first + tix[t] for t in steppe]
                self._private_hot = self._rewrite(self._private_hot, new)
                self._private = (None if hand is None else hand[:],
                                 None if steppe is None else steppe[:])
        # the dice, by their values as one tuple (the Dice Rodeo, 0, those held: no die
        # shows 0): the counts of both fields (side by side) written in one slice, kept
        # per content by the encoder
        key = (*s.rodeo, 0, *s.held)
        if key != self._dice:
            known_dice = enc._dice
            block = known_dice.get(key)
            if block is None:
                if len(known_dice) > _PASTURES_KEPT:
                    known_dice.clear()
                block = known_dice[key] = self._dice_block(s.rodeo, s.held)
            first, end = self._dice_span
            out[first:end] = block
            self._dice = key
        if s.placed_this_turn != self._placed:
            self._placed = self._moved(s.placed_this_turn, self._placed, self._placed_at)
        if s.vacated_this_turn != self._vacated:
            self._vacated = self._moved(s.vacated_this_turn, self._vacated, self._vacated_at)
        if s.prelim_areas != self._prelim:
            first, areas = enc.at["prelim_areas"], enc._areas
            self._prelim_hot = self._rewrite(self._prelim_hot,
                                             [first + areas[a] for a in s.prelim_areas])
            self._prelim = s.prelim_areas[:]
        if (s.covered, s.out) != self._face_down:
            first = enc.at["removed_breeds"]
            self._removed_hot = self._rewrite(self._removed_hot,
                                              [first + b for b in _removed(s)])
            self._face_down = (s.covered[:], s.out[:])
        return self.buffer

    def _herds_of(self, q: int, seat: int, herds: dict[int, list[int]], hidden: bool) -> None:
        """Player ``q``'s herds, breed by breed where it changed: their tiles, right ends
        and directions; or while ``hidden`` (another's keep) how many tiles they hold."""
        out = self._out
        if hidden != self._hidden[q]:  # all of it anew
            for hot in self._herd_hot[q].values():
                for i in hot:
                    out[i] = 0.0
            self._herds[q], self._herd_hot[q], self._hidden[q] = {}, {}, hidden
            out[seat + 4] = 0.0
        if hidden:
            out[seat + 4] = sum(map(len, herds.values())) or 0.0
            return
        seen, hots = self._herds[q], self._herd_hot[q]
        if herds == seen:
            return
        mine, end, down = self._herd[q], self._herd_end[q], self._descending[q]
        for b, herd in herds.items():
            if herd != seen.get(b):
                for i in hots.get(b, ()):
                    out[i] = 0.0
                flags = [*map(mine.__getitem__, herd)]  # (no comprehension frame)
                if herd:
                    flags.append(end[herd[-1]])
                    if len(herd) >= 2 and herd[1] < herd[0]:  # it runs down (R-HERD-4)
                        flags.append(down[b])
                    for i in flags:
                        out[i] = 1.0
                hots[b] = flags
                seen[b] = herd[:]
        if len(seen) != len(herds):  # breeds no longer in the table's herds
            for b in [b for b in seen if b not in herds]:
                for i in hots.pop(b):
                    out[i] = 0.0
                del seen[b]

    def _moved(self, now: set[str], was: set[str], at: dict[str, int]) -> set[str]:
        """Flags of areas: those of ``was`` not in ``now`` cleared, those of ``now`` not
        in ``was`` set; a copy of ``now``."""
        out = self._out
        for a in was - now:
            out[at[a]] = 0.0
        for a in now - was:
            out[at[a]] = 1.0
        return now.copy()

    def _flag(self, k: int, i: int) -> None:
        """Single flag ``k`` (phase, active, start player) moves to index ``i``."""
        old = self._flags[k]
        if old >= 0:
            self._out[old] = 0.0
        self._out[i] = 1.0
        self._flags[k] = i

    def _dice_block(self, rodeo: list[int], held: list[int]) -> array[float]:
        """The fields ``rodeo`` and ``held`` (side by side): the dice of each value in
        the Dice Rodeo and held."""
        first, end = self._dice_span
        block = array("f", bytes(4 * (end - first)))
        faces = self.encoder.config.die_faces
        for d in rodeo:
            block[d - 1] += 1.0
        for d in held:
            block[faces + d - 1] += 1.0
        return block


class _ListTracker(TensorTracker):
    """A tracker that writes a list of numbers (``_out``, ``view``) in place of its
    array: :meth:`TensorEncoder.as_list`'s own (a copy of a list is quicker than the
    ``tolist`` of an array, which makes a float of every entry).  Its ``buffer`` is left
    as made, and so is what :meth:`update` returns: the tensor is ``_out``."""

    def __init__(self, encoder: TensorEncoder, player: int | None, *,
                 private: bool = True) -> None:
        super().__init__(encoder, player, private=private)
        self._out = self.view = self.buffer.tolist()  # (the observer's flag with it)


def _removed(s: State) -> tuple[int, ...]:
    """:func:`gaucho.information.removed_breeds`, remembered by what it reads (the
    face-down tiles): it changes a few times a game, and the tensor is made every step."""
    cfg = s.config
    key = (s.players, cfg.max_big, cfg.breeds_in_play.get(s.players), tuple(s.covered),
           tuple(s.out))
    found = _REMOVED.get(key)
    if found is None:
        if len(_REMOVED) > 10_000:
            _REMOVED.clear()
        found = _REMOVED[key] = removed_breeds(s)
    return found


_REMOVED: dict[tuple[Any, ...], tuple[int, ...]] = {}
#: Pasture contents an encoder keeps the flags of; forgotten all at once past this.
_PASTURES_KEPT = 50_000
#: Trackers an encoder keeps per view for one-off tensors: one per game played side by
#: side (a table of another game than a tracker's last is written nearly all anew).
_TRACKERS_KEPT = 8


@lru_cache(maxsize=64)
def _encoder(config_key: str, players: int, words: int) -> TensorEncoder:
    return TensorEncoder(RulesConfig.from_dict(json.loads(config_key)), players, words)


def encoder_for(config: RulesConfig, players: int, words: int = 0) -> TensorEncoder:
    """The (cached) encoder of a configuration, player count and number of words."""
    return _encoder(json.dumps(config.to_dict(), sort_keys=True), players, words)


def observation_tensor(s: State, player: int, *, as_numpy: bool = False,
                       private: bool = True) -> Any:
    """The tensor of ``player``'s observation of ``s`` (a NumPy array if ``as_numpy``
    and NumPy is installed, else a list of floats)."""
    enc = encoder_for(s.config, s.players)
    if as_numpy:
        try:
            import numpy as np
        except ImportError:
            pass
        else:
            return np.frombuffer(enc.as_array(s, player, private=private), np.float32)
    return enc.as_list(s, player, private=private)
