"""The compact action space: every decision taken word by word of its notation.

The exact codec (:mod:`gaucho.interop.codec`) gives each whole decision one id: 271,990
ids, most of them sets of gauchos to take back.  An agent's output layer that large is
almost all of its parameters, and scanning that mask is most of an environment's time.
Here a decision is taken in steps instead, one *word* of its text notation
(:mod:`gaucho.actions`) at a time::

    takeback K5 W3      ->  takeback, k5, w3, done   (one gaucho at a time, then done)
    take 5 6            ->  take, 5, 6              (a draft's two dice one after the other;
                                                     ``take`` by itself where only takes
                                                     are legal)
    A W12 4+4+w         ->  a, w12, 4, 4, w          (a payment one die at a time)
    keep K2 W3 W7       ->  k2, w3, w7 (, done)     (one kept tile at a time; ``keep``
                                                     comes by itself, ``done`` is a step
                                                     only where a longer keep is legal)

It is the same game: at each step the legal words are the next words of the legal
decisions that begin with the words taken so far, and ``done`` is legal where those
words already make a whole decision that longer ones extend (a keep of fewer tiles,
fewer gauchos taken back).  A word that is then the only one legal is taken at once with
the word before it, and so are the words every legal decision begins with (where only
takes are legal in the draft, ``take`` comes by itself and the player's first step is
his first die): every step is a choice, but for a decision forced to its end, which is
one step with one id (the player acts at every turn of his).  Random games take about
1.3 steps a decision (1.6 when the forced first words were steps too).  Once the words
name exactly one decision it is played, as one decision in the engine's history.  The
vocabulary (:attr:`CompactCodec.words`) is every word of every decision of the exact
codec's blocks, every verb of the registry (:data:`gaucho.actions.VERBS`), every tile
name and ``done``: 98 ids with the default rules.
Chance outcomes keep the exact codec's chance ids.

Standard library only, like the codec.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, cast

from gaucho import engine, tiles
from gaucho.actions import VERBS, Action
from gaucho.config import RulesConfig
from gaucho.errors import InvalidAction
from gaucho.i18n import _
from gaucho.interop.codec import ActionCodec, codec_for
from gaucho.state import State

__all__ = ["DONE", "CompactCodec", "Menu", "compact_for", "words_of"]

#: The word that ends a decision that longer ones extend.
DONE = "done"
#: Words cached per action value (decisions are immutable values that come up again and
#: again); cleared when it grows past this.
_CACHE_LIMIT = 200_000
#: Menus kept for the decisions they list; cleared when there are more.
_MENUS_KEPT = 20_000


def words_of(action: Action) -> list[str]:
    """The words of a decision: its notation, lower case, payments and Steppe targets split
    (``A W12 4+4+w`` -> ``a w12 4 4 w``; ``put W1>P1`` -> ``put w1 >p1``)."""
    return str(action).lower().replace("+", " ").replace(">", " >").split()


class Menu:
    """The legal decisions of one player at one moment, narrowed by the words taken.

    ``entries`` are (word ids, decision) pairs, all beginning with ``prefix``.  A menu is
    never changed: :meth:`CompactCodec.step` returns a new one, so states that share a
    menu (clones) stay independent.  ``legal`` remembers its legal words once worked out
    (the step that takes forced words and the mask both ask), and ``after`` what each
    word taken leads to (:meth:`CompactCodec.menu` hands out the same menu again for the
    same decisions, so a random game takes most of its words from there).
    """

    __slots__ = ("after", "entries", "legal", "mask", "prefix")

    def __init__(self, entries: list[tuple[tuple[int, ...], Action]],
                 prefix: tuple[int, ...] = ()) -> None:
        self.entries = entries
        self.prefix = prefix
        self.legal: tuple[int, ...] | None = None
        self.after: dict[int, tuple[Menu, Action | None]] | None = None  # kept menus only
        #: an adapter's action mask of the legal words (the PettingZoo env's), kept with
        #: the menu; never changed
        self.mask: Any = None

    def __deepcopy__(self, memo: dict[int, object]) -> Menu:
        return self  # never changed


class CompactCodec:
    """The word ids of one rules configuration and player count (see the module text)."""

    def __init__(self, exact: ActionCodec) -> None:
        self.exact = exact
        words: set[str] = {DONE, *VERBS}
        words.update(tiles.name(t).lower() for t in exact.tiles)
        for block in exact.blocks:
            try:
                block.decode(0, None)
            except InvalidAction:
                continue  # reads the table (takeback): its words are a verb and tiles
            for i in range(block.size):
                words.update(words_of(block.decode(i, None)))
        #: Every word, id = index (sorted: the same ids on every machine).
        self.words: tuple[str, ...] = tuple(sorted(words))
        self.index: dict[str, int] = {w: i for i, w in enumerate(self.words)}
        self.size = len(self.words)
        self.done = self.index[DONE]
        self._ids: dict[Action, tuple[int, ...]] = {}
        self._by_object: dict[int, tuple[tuple[int, ...], Action]] = {}
        #: menus by the identities of their decisions (each menu holds its decisions, so
        #: their ids cannot be reused while it is here)
        self._menus: dict[tuple[int, ...], Menu] = {}
        #: narrowed menus by the number of words taken and the identities of their
        #: decisions (:meth:`_kept`)
        self._narrowed: dict[tuple[int, ...], Menu] = {}

    def __deepcopy__(self, memo: dict[int, object]) -> CompactCodec:
        return self  # immutable once built (its cache only grows)

    def ids_of(self, action: Action) -> tuple[int, ...]:
        """The word ids of a decision."""
        ids = self._ids.get(action)
        if ids is None:
            if len(self._ids) > _CACHE_LIMIT:
                self._ids.clear()
            try:
                ids = tuple(self.index[w] for w in words_of(action))
            except KeyError as exc:
                raise InvalidAction(_("{action}: the word {word} has no compact id").format(
                    action=action, word=exc)) from None
            self._ids[action] = ids
        return ids

    def menu(self, state: State) -> Menu:
        """The legal decisions now, none of the player's words taken yet (those they all
        begin with are: :meth:`_first_choice`)."""
        by_object, menus = self._by_object, self._menus
        if len(by_object) > _CACHE_LIMIT:
            by_object.clear()
        acts = engine.legal_actions(state)
        # the engine hands out the same decision objects again and again (its menus are
        # cached): found by identity in one C-level pass, far quicker than hashing the
        # values; an entry holds its object, so its id cannot be reused while it is here
        key = tuple(map(id, acts))
        menu = menus.get(key)
        if menu is not None:
            return menu
        found = list(map(by_object.get, key))
        if None in found:  # decisions made anew (a steal, a sale): a menu of its own
            ids_of = self.ids_of
            for k, a in enumerate(acts):
                if found[k] is None:
                    found[k] = by_object[id(a)] = (ids_of(a), a)
            return self._first_choice(Menu(cast("list[tuple[tuple[int, ...], Action]]",
                                                 found)))
        if len(menus) > _MENUS_KEPT:
            menus.clear()
        menu = Menu(cast("list[tuple[tuple[int, ...], Action]]", found))
        menu.after = {}
        menu = menus[key] = self._first_choice(menu)
        return menu

    def _first_choice(self, menu: Menu) -> Menu:
        """``menu`` with its forced first words taken: where every legal decision begins
        with the same word (only takes in the draft, only claims of one area) and the
        decision goes on to a choice, the player's first step is that choice, not a word
        with nothing to choose; a decision that is forced to its end keeps one step, the
        player's (an agent acts at every turn of his)."""
        legal = self.legal_words(menu)
        if len(legal) != 1:
            return menu
        narrowed, decision = self.step(menu, legal[0])
        return menu if decision is not None else narrowed

    def legal_ids(self, menu: Menu) -> list[int]:
        """The words that may come next, ascending."""
        return list(self.legal_words(menu))

    def legal_words(self, menu: Menu) -> tuple[int, ...]:
        """:meth:`legal_ids` as a tuple, worked out once per menu (do not change it)."""
        legal = menu.legal
        if legal is None:
            depth = len(menu.prefix)
            nxt = {ids[depth] if len(ids) > depth else self.done for ids, _ in menu.entries}
            legal = menu.legal = tuple(sorted(nxt))
        return legal

    def step(self, menu: Menu, word: int) -> tuple[Menu, Action | None]:
        """Take one word, and then every word that is the only one legal after it: the
        narrowed menu, and the decision once the words name one.

        Raises :class:`~gaucho.errors.InvalidAction` for a word that is not legal now
        (nothing changes).
        """
        after = menu.after
        got = after.get(word) if after is not None else None
        if got is None:
            got = narrowed, decision = self._take(menu, word)
            if decision is None:
                if after is not None:  # a kept menu: so are the menus it leads to
                    narrowed = self._kept(narrowed)
                legal = self.legal_words(narrowed)
                got = (self.step(narrowed, legal[0])  # no choice: taken at once
                       if len(legal) == 1 else (narrowed, None))
            if after is not None:
                after[word] = got
        return got

    def _kept(self, menu: Menu) -> Menu:
        """The narrowed menu of the same decisions (the same objects, in the same order)
        and words taken kept before, or ``menu`` kept: different menus narrow to the same
        ones again and again (the claims of one breed, say), which then keep their legal
        words, mask and what each word leads to."""
        key = (len(menu.prefix), *[id(a) for _, a in menu.entries])
        kept = self._narrowed.get(key)
        if kept is None:
            if len(self._narrowed) > _MENUS_KEPT:
                self._narrowed.clear()
            kept = self._narrowed[key] = menu
            menu.after = {}
        return kept

    def _take(self, menu: Menu, word: int) -> tuple[Menu, Action | None]:
        depth = len(menu.prefix)
        if word == self.done:
            whole = [a for ids, a in menu.entries if len(ids) == depth]
            if whole and len(menu.entries) > 1:
                return Menu([], menu.prefix + (word,)), whole[0]
        else:
            entries = [e for e in menu.entries if len(e[0]) > depth and e[0][depth] == word]
            if entries:
                if len(entries) == 1 and len(entries[0][0]) == depth + 1:
                    return Menu([], menu.prefix + (word,)), entries[0][1]
                return Menu(entries, menu.prefix + (word,)), None
        name = self.words[word] if 0 <= word < self.size else repr(word)
        # Translators: {words} are the words taken so far, {legal} the words legal now.
        raise InvalidAction(_("action id {id} ({word}) does not continue a legal decision "
                              "after {words}; legal now: {legal}").format(
            id=word, word=name, words=repr(self.text(menu.prefix)),
            legal=", ".join(self.words[i] for i in self.legal_ids(menu))))

    def text(self, ids: tuple[int, ...] | list[int]) -> str:
        """The words of some ids, as text."""
        return " ".join(self.words[i] for i in ids)


@lru_cache(maxsize=32)
def _compact(config_key: str, players: int) -> CompactCodec:
    return CompactCodec(codec_for(RulesConfig.from_dict(json.loads(config_key)), players))


def compact_for(config: RulesConfig, players: int) -> CompactCodec:
    """The (cached) compact codec of a configuration and player count."""
    return _compact(json.dumps(config.to_dict(), sort_keys=True), players)
