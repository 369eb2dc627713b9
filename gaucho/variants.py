"""Named rulesets: the official rules and the house rules a game-design workshop tries.

A :class:`Variant` is a name, one paragraph of prose, a full
:class:`~gaucho.config.RulesConfig` and the source of the rule (after Ludii's
``(ruleset ...)`` with its ``(metadata (info (source ...)))``).  Games remember
their variant: ``Game.new(variant="no-steal").to_json()`` stores the name *and*
the whole configuration, so a replay uses the same rules even on a machine that
never registered the variant::

    >>> import gaucho
    >>> from gaucho.variants import (get_variant, make_variant, register_variant,
    ...                              unregister_variant)
    >>> get_variant("Official").config == gaucho.DEFAULT_CONFIG
    True
    >>> v = make_variant("threshold-18", "Pastures stop at a sum of 18.",
    ...                  pasture_threshold=18)
    >>> _ = register_variant(v)
    >>> gaucho.Game.new(players=3, seed=1, variant="threshold-18").config.pasture_threshold
    18
    >>> unregister_variant("threshold-18")  # (a registered variant lasts until then)

Every variant is checked twice: by :meth:`RulesConfig.check` (the numbers fit
together) and by :func:`variant_problems` (a game can actually be set up and
played with 2, 3 and 4 players).  Both raise :class:`gaucho.InvalidConfig`
with every problem spelled out.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from gaucho.config import AREAS, DEFAULT_CONFIG, RulesConfig
from gaucho.errors import InvalidConfig
from gaucho.i18n import N_, _
from gaucho.position import is_unicode

__all__ = [
    "BUILTIN_VARIANTS",
    "VARIANTS",
    "VARIANT_TITLES",
    "Variant",
    "get_variant",
    "make_variant",
    "matching_variant",
    "register_variant",
    "unregister_variant",
    "variant_names",
    "variant_problems",
    "variant_title",
]


@dataclass(frozen=True)
class Variant:
    """A named ruleset: a name, a description, the full rules and where the rule comes from.

    ``description`` and ``source`` are English; the built-in variants' are marked for
    translation, so ``_(variant.description)`` shows them in the current language (a
    workshop's own variant shows its text as written).  The name is an identifier.
    """

    name: str
    description: str
    config: RulesConfig
    source: str = N_("house rule")
    aliases: tuple[str, ...] = ()

    def changes(self, base: RulesConfig = DEFAULT_CONFIG) -> dict[str, tuple[Any, Any]]:
        """The settings that differ from ``base``: ``{name: (base value, this value)}``."""
        if isinstance(base, Variant):
            base = base.config
        _need_config(base, "base")
        out: dict[str, tuple[Any, Any]] = {}
        for f in dataclasses.fields(RulesConfig):
            old, new = getattr(base, f.name), getattr(self.config, f.name)
            if old != new:
                out[f.name] = (old, new)
        return out

    def summary(self) -> str:
        """One line per changed setting, for a workshop handout (in the current language;
        the settings' names and values are the configuration's, not translated)."""
        changes = self.changes()
        # Translators: first line of a variant's summary; {name} is its identifier.
        lines = [_("{name}: {description} (source: {source})").format(
            name=self.name, description=_(self.description), source=_(self.source))]
        if not changes:
            lines.append(_("  (the official values)"))
        # Translators: a changed setting of a variant: its name, the official value and
        # the variant's (the names and values are the configuration's, not translated).
        lines.extend("  " + _("{setting}: {old} -> {new}").format(setting=k, old=old, new=new)
                     for k, (old, new) in changes.items())
        return "\n".join(lines)


def variant_problems(config: RulesConfig) -> list[str]:
    """Problems that make a game unplayable although each number is valid on its own.

    These come on top of :meth:`RulesConfig.problems`: a configuration can be
    consistent and still impossible to set up (e.g. fewer Action Areas than
    players for the preliminary placement, R-PRELIM-9).  The checks live in the
    core (:meth:`RulesConfig.playable_problems`), so a save's configuration is
    refused by exactly the same checks as a variant.
    """
    _need_config(config, "config")
    return config.playable_problems()


def _need_config(config: Any, what: str) -> None:
    """Refuse anything but a :class:`RulesConfig` (:class:`InvalidConfig` naming ``what``)."""
    if not isinstance(config, RulesConfig):
        # Translators: {what} is an argument's name (config, base), not translated; {kind}
        # the type of what was given (int, dict...).
        raise InvalidConfig(_("{what} must be a RulesConfig (or a variant), not {kind}").format(
            what=what, kind=type(config).__name__))


def matching_variant(name: str, config: RulesConfig) -> str | None:
    """Why a save's variant ``name`` contradicts its ``config``, or ``None`` if it does not.

    A registered name must come with that variant's configuration; an unknown name
    (a workshop variant never registered here) is taken at its word.
    """
    try:
        known = get_variant(name)
    except InvalidConfig:
        return None
    if known.config == config:
        return None
    differ = [k for k in known.changes(config)]
    # Translators: why a save's variant contradicts its configuration; {settings} are names
    # of rules settings (not translated).
    return _("variant {name!r} does not have this configuration: it differs in {settings}"
             ).format(name=name, settings=", ".join(sorted(differ)[:6]))


def _check(config: RulesConfig, name: str) -> None:
    problems = variant_problems(config)
    if problems:
        raise InvalidConfig(_("variant {name!r} is invalid: {problems}").format(
            name=name, problems="; ".join(problems)))


def _key(name: str) -> str:
    return name.strip().lower().replace("_", "-").replace(" ", "-")


#: The registry: canonical name -> Variant.  Use :func:`register_variant` to add one.
VARIANTS: dict[str, Variant] = {}
_ALIASES: dict[str, str] = {}
#: The canonical names of the variants gaucho registers itself (filled below, once).
BUILTIN_VARIANTS: frozenset[str] = frozenset()


def register_variant(variant: Variant, *, replace: bool = False) -> Variant:
    """Add a variant (and its aliases) to :data:`VARIANTS`; return it.

    A name already taken raises :class:`InvalidConfig` unless ``replace=True``; the
    built-in variants' names and aliases (:data:`BUILTIN_VARIANTS`) cannot be replaced.
    """
    if not isinstance(variant, Variant):
        # Translators: {kind} is the type of what was given (str, dict...).
        raise InvalidConfig(_("register_variant needs a Variant, not {kind}").format(
            kind=type(variant).__name__))
    key = _key(variant.name)
    if not key:
        raise InvalidConfig(_("a variant needs a non-empty name"))
    _check(variant.config, variant.name)
    names = [key, *(_key(a) for a in variant.aliases)]
    for n in names:
        _refuse_builtin(n)
    if not replace:
        for n in names:
            if n in VARIANTS or n in _ALIASES:
                raise InvalidConfig(_("a variant called {name!r} already exists; pass "
                                      "replace=True to replace it").format(name=n))
    if key in VARIANTS:
        _remove(key)
    VARIANTS[key] = variant
    for alias in names[1:]:
        _ALIASES[alias] = key
    return variant


def _refuse_builtin(name: str) -> None:
    """:class:`InvalidConfig` when ``name`` (a key) is a built-in variant's name or alias."""
    if _ALIASES.get(name, name) in BUILTIN_VARIANTS:
        # Translators: {name} is a variant's name ('official'); gaucho's defaults use it.
        raise InvalidConfig(_("{name!r} is a built-in variant of gaucho: it cannot be removed "
                              "or replaced; register yours under another name").format(
                                  name=name))


def unregister_variant(name: str) -> None:
    """Remove a variant registered with :func:`register_variant`.

    The built-in ones (:data:`BUILTIN_VARIANTS`: ``official`` and the house rules gaucho
    registers itself) are refused with :class:`InvalidConfig`: the defaults of
    :func:`gaucho.Game.new`, the simulations and the workshop rely on them, and nothing
    registers them again in a running program.
    """
    if not isinstance(name, str):
        raise InvalidConfig(_("a variant name must be text, not {kind}").format(
            kind=type(name).__name__))
    key = _ALIASES.get(_key(name), _key(name))
    if key not in VARIANTS:
        raise InvalidConfig(_("no variant called {name!r}").format(name=name))
    _refuse_builtin(key)
    _remove(key)


def _remove(key: str) -> None:
    """Take the variant ``key`` (a canonical name) and its aliases out of the registry."""
    del VARIANTS[key]
    for alias in [a for a, k in _ALIASES.items() if k == key]:
        del _ALIASES[alias]


#: The built-in variants' names as a person reads them (English, marked for translation):
#: ``official`` is "offizielle Regeln" in German.  The name itself stays the key of files,
#: the command line and the records.
VARIANT_TITLES: dict[str, str] = {}


def variant_title(name: str) -> str:
    """A rule set's name as a person reads it now: a built-in variant's title (by its name
    or an alias) in the current language, any other name as it is."""
    if not isinstance(name, str):
        return str(name)
    key = _key(name)
    key = _ALIASES.get(key, key)
    return _(VARIANT_TITLES[key]) if key in VARIANT_TITLES else name


def variant_names() -> list[str]:
    """The canonical names, official first."""
    return list(VARIANTS)


def get_variant(name: str | Variant) -> Variant:
    """Look a variant up by name or alias (case-insensitive, ``_`` or space for ``-``).

    An unknown name raises :class:`gaucho.InvalidConfig` listing the known ones.
    """
    if isinstance(name, Variant):
        return name
    if not isinstance(name, str):
        # Translators: {kind} is the type of what was given (int, NoneType...).
        raise InvalidConfig(_("a variant name must be text, not {kind}").format(
            kind=type(name).__name__))
    key = _key(name)
    key = _ALIASES.get(key, key)
    try:
        return VARIANTS[key]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise InvalidConfig(_("unknown variant {name!r}; known variants: {known}").format(
            name=name, known=known)) from None


def make_variant(name: str, description: str, *, base: str | Variant | RulesConfig = "official",
                 source: str = N_("workshop"), aliases: Iterable[str] = (),
                 **changes: Any) -> Variant:
    """Build (but do not register) a variant: ``base`` with some settings changed.

    Built on :meth:`RulesConfig.replace`, so an unknown setting or an inconsistent
    value raises :class:`gaucho.InvalidConfig` naming the problem::

        make_variant("big-bonus", "Sale bonus 8", sale_bonus=8)

    ``name`` is text of 1 to 100 characters, ``description``, ``source`` and each alias
    text (a variant is saved by its name, so what is accepted here saves and loads).
    """
    _check_texts(name, description, source, aliases)
    base_config = base if isinstance(base, RulesConfig) else get_variant(base).config
    known = {f.name for f in dataclasses.fields(RulesConfig)}
    unknown = sorted(set(changes) - known)
    if unknown:
        # Translators: {unknown} and {known} are names of rules settings (not translated).
        raise InvalidConfig(_("variant {name!r}: unknown rules settings {unknown}; the "
                              "settings are {known}").format(name=name,
                                                             unknown=", ".join(unknown),
                                                             known=", ".join(sorted(known))))
    try:
        config = base_config.replace(**changes)
    except InvalidConfig as exc:
        raise InvalidConfig(_("variant {name!r} is invalid: {problems}").format(
            name=name, problems=exc)) from None
    _check(config, name)
    return Variant(name, description, config, source, tuple(aliases))


def _check_texts(name: Any, description: Any, source: Any, aliases: Any) -> None:
    """:func:`make_variant`'s texts: what a save and a registry can hold, else
    :class:`InvalidConfig` naming the argument."""
    if isinstance(aliases, str) or not isinstance(aliases, Iterable):
        raise InvalidConfig(_("a variant's aliases must be a list of names, not {value}").format(
            value=repr(aliases)[:40]))
    for what, value, limit in [("name", name, 100), ("description", description, 10_000),
                               ("source", source, 1_000),
                               *(("aliases", a, 100) for a in list(aliases)[:100])]:
        if not isinstance(value, str) or not 0 < len(value) <= limit or not is_unicode(value):
            # Translators: {what} is an argument of make_variant (name, description, ...).
            raise InvalidConfig(_("a variant's {what} must be text of 1 to {limit} "
                                  "characters, not {value}").format(
                what=what, limit=limit, value=repr(value)[:40]))


def _builtin(name: str, title: str, description: str, source: str,
             aliases: tuple[str, ...] = (), **changes: Any) -> None:
    config = DEFAULT_CONFIG.replace(**changes) if changes else DEFAULT_CONFIG
    register_variant(Variant(name, description, config, source, aliases))
    VARIANT_TITLES[name] = title


# Translators: where a built-in variant comes from: invented for gaucho's workshop.
_HOUSE = N_("house rule (gaucho workshop)")

# Translators: the official rules' name beside "our rules" (a rule set, not an
# adjective: "offizielle Regeln").
_builtin("official", N_("official"),
         N_("The official rules of El Gaucho, as the rulebook shipped with gaucho gives them "
            "(pasture sizes 3-4-5-6, blocked spaces R-COMP-6/7, small numbers R-COMP-3)."),
         N_("the rulebook shipped with gaucho (Argentum 2014)"),
         aliases=("default", "standard", "base"))
# Translators: built-in variants' names, as the Workshop shows them beside "our rules".
_builtin("threshold-15", N_("fill limit 15"),
         N_("Pastures are seeded and refilled only until their sum reaches 15 (not 20): "
            "fewer, cheaper tiles on the board (R-SETUP-8, R-REFILL-2)."), _HOUSE,
         pasture_threshold=15)
_builtin("threshold-25", N_("fill limit 25"),
         N_("Pastures are seeded and refilled until their sum reaches 25 (not 20): fuller "
            "pastures, the draw pile runs out sooner (R-SETUP-8, R-REFILL-2)."), _HOUSE,
         pasture_threshold=25)
_builtin("long-pastures", N_("longer pastures"),
         N_("Every pasture has one more space (4-5-6-7); the blocked spaces stay the rightmost "
            "ones in the same number (6 with 2 players, 2 with 3), so each pasture holds one "
            "more tile for every player count (R-COMP-5/6/7)."), _HOUSE,
         pasture_sizes=(4, 5, 6, 7),
         blocked={2: ((1, 4), (2, 4), (2, 5), (3, 4), (3, 5), (3, 6)),
                  3: ((2, 5), (3, 6)),
                  4: ()})
_builtin("extra-die", N_("one more die"),
         N_("One more die in the Dice Rodeo (6, 8, 10 instead of 2n+1): the last player "
            "chooses 2 of 4 dice instead of 2 of 3 (R-SETUP-1)."), _HOUSE,
         aliases=("extra-dice",),
         dice={2: 6, 3: 8, 4: 10})
_builtin("big-sale-bonus", N_("sale bonus 10"),
         N_("IMMEDIATE SALE pays a bonus of 10 Pesos instead of 5 (R-SALE-1)."), _HOUSE,
         aliases=("sale-bonus-10",),
         sale_bonus=10)
_builtin("strict-keep", N_("stricter preliminary round"),
         N_("Preliminary round: keep 1 tile of any value or 2 tiles of at most 6; never 3 "
            "(R-PRELIM-3)."), _HOUSE,
         keep_limits={1: 12, 2: 6})
_builtin("generous-keep", N_("more generous preliminary round"),
         N_("Preliminary round: keep 1 tile of any value, 2 of at most 10, or 3 of at most 6 "
            "(R-PRELIM-3)."), _HOUSE,
         keep_limits={1: 12, 2: 10, 3: 6})
_builtin("no-steal", N_("no stealing"),
         N_("The STEAL CATTLE area is out of play: herds are safe once built (R-STEAL-1)."),
         _HOUSE,
         aliases=("nosteal",),
         areas_enabled=tuple(a for a in AREAS if a != "STEAL"))

BUILTIN_VARIANTS = frozenset(VARIANTS)
