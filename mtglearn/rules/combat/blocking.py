"""Is a declaration of blockers legal? (509.1a–c)

A declaration is checked the way 509.1 describes it, in three layers:

1. 509.1a — *who may block whom*: a blocker is an untapped creature of a defending player,
   and each creature it blocks is attacking that player; it blocks one attacker, or two if it
   "can block an additional creature".
2. 509.1b — *restrictions* (effects that say a creature can't block or can't be blocked in
   some way): each one is a function that raises a :class:`~mtglearn.base.errors.ScenarioError`
   saying why the block is illegal and what would be; :func:`check_declaration` runs 509.1a
   and then each of them, in order.
   Restrictions: ``can't block``; ``can't be blocked``; flying (702.9b: only by creatures with
   flying or reach, 702.17b); menace (702.111b: not by exactly one creature); ``can't be
   blocked by more than one creature``; and the version 2 evasion abilities of
   :mod:`.evasion` (protection, fear, intimidate, shadow, horsemanship, skulk, landwalk).
3. 509.1c — *requirements* (effects that say a creature must block, such as provoke,
   702.39a): the declaration must obey as many requirements as possible without breaking a
   restriction. That layer lives in :mod:`.block_requirements` (provoke itself, 702.39, in
   :mod:`.provoke`), whose ``check_blocks`` runs the three layers in this order.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang
from mtglearn.base.i18n.grammar import Name, Spoken, listing_fr
from mtglearn.base.i18n.names import name_of
from mtglearn.base.validate import listing
from mtglearn.rules.combat.evasion import refusal
from mtglearn.rules.core.board import Creature
from mtglearn.rules.core.keywords import (
    ANY_NUMBER,
    CANT_BLOCK,
    DEATHTOUCH,
    DEFENDER,
    DOUBLE_STRIKE,
    EXTRA_BLOCK,
    FIRST_STRIKE,
    FLYING,
    INDESTRUCTIBLE,
    INFECT,
    LIFELINK,
    MAX_ONE_BLOCKER,
    MENACE,
    REACH,
    TRAMPLE,
    UNBLOCKABLE,
    VIGILANCE,
    WITHER,
)

_NO_DEFENDERS: Final[Mapping[str, str]] = MappingProxyType({})
_NO_LANDS: Final[Mapping[str, frozenset[str]]] = MappingProxyType({})
_NO_BONUS: Final[Mapping[str, int]] = MappingProxyType({})
_NO_TEAMS: Final[Mapping[str, int]] = MappingProxyType({})
_NO_NAMES: Final[Mapping[str, str]] = MappingProxyType({})


class Declaration:
    """Attacks and blocks to check: blocker id → the attacker ids it blocks. ``defenders``
    maps an attacked planeswalker or battle to its defending player (506.2, 508.5; a player
    attacked is their own); ``lands`` the basic land types each player controls (702.14c);
    ``bonus`` the power attackers got from attack triggers before blockers are declared
    (508.3a); ``teams`` the Two-Headed Giant teams, player → team (805.10d: a defending team
    blocks as one); ``names`` the display names its messages use, by id (the explainer's
    :meth:`BlockBoard.names`; without them see :func:`named`).

    Read-only once made."""

    __slots__ = (
        "attacks",
        "blocks",
        "bonus",
        "creatures",
        "defenders",
        "lands",
        "names",
        "teams",
    )

    def __init__(
        self,
        creatures: Mapping[str, Creature],
        attacks: Mapping[str, str],
        blocks: Mapping[str, tuple[str, ...]],
        defenders: Mapping[str, str] = _NO_DEFENDERS,
        lands: Mapping[str, frozenset[str]] = _NO_LANDS,
        bonus: Mapping[str, int] = _NO_BONUS,
        teams: Mapping[str, int] = _NO_TEAMS,
        names: Mapping[str, str] = _NO_NAMES,
    ) -> None:
        self.creatures = creatures
        self.attacks = attacks
        self.blocks = blocks
        self.defenders = defenders
        self.lands = lands
        self.bonus = bonus
        self.teams = teams
        self.names = names

    def defending(self, attacker: str) -> str:
        """The defending player of ``attacker`` (508.5)."""
        attacked = self.attacks[attacker]
        return self.defenders.get(attacked, attacked)

    def blockers_of(self, attacker: str) -> list[str]:
        """The creatures blocking ``attacker``, in the order of ``blocks``."""
        return [b for b, targets in self.blocks.items() if attacker in targets]


def named(decl: Declaration, cid: str, lang: Lang) -> str:
    """How a message names creature ``cid``: its display name when the declaration has one
    (the explainer's); else English quotes the id, as the scenario spells it, and French names
    the creature with its grammar (« la créature A », « l'Ours », « le Serval krosian ») so the
    message can take its article and agree with it (docs/style-fr.md). Made only when a
    message is, never for a legal block."""
    name = decl.names.get(cid)
    return creature_name(decl.creatures, cid, lang) if name is None else name


def creature_name(creatures: Mapping[str, Creature], cid: str, lang: Lang) -> str:
    """``cid`` in a message about the scenario: the id in English; in French the creature's
    name with its grammar (:func:`named`), « la créature X » for an id that is no creature."""
    if lang != "fr":
        return cid
    creature = creatures.get(cid)
    if creature is None:
        return name_of(cid, lang)
    return name_of(creature.label(), lang, gender=creature.gender)


def creature_said(creatures: Mapping[str, Creature], cid: str) -> Spoken:
    """``cid`` in an error, in both languages (:func:`creature_name`): the error is worded
    where it is shown."""
    return Spoken(creature_name(creatures, cid, "en"), creature_name(creatures, cid, "fr"))


def named_list(decl: Declaration, ids: list[str], lang: Lang) -> str:
    """Several creatures in a message: « la créature B et l'Ours » (a plural, so the French
    verb agrees: « … la bloquent »); English lists them as ``B, C``."""
    names = [named(decl, cid, lang) for cid in ids]
    if lang != "fr":
        return ", ".join(names)
    feminine = all(getattr(n, "gender", "m") == "f" for n in names)
    return Name(listing_fr(names), "f" if feminine else "m", plural=len(names) > 1)


def said(decl: Declaration, cid: str) -> Spoken:
    """Creature ``cid`` in an error, in both languages (:func:`named`): an error raised in
    English and read in French still names « la créature B », never a bare « B » that would
    agree as a masculine name (« B est engagé »)."""
    return Spoken(named(decl, cid, "en"), named(decl, cid, "fr"))


def said_list(decl: Declaration, ids: list[str]) -> Spoken:
    """Several creatures in an error, in both languages (:func:`named_list`)."""
    return Spoken(named_list(decl, ids, "en"), named_list(decl, ids, "fr"))


def _allowed(decl: Declaration, ids: list[str], lang: Lang) -> str:
    """The attackers a blocker could block: the ids to write in ``blocks`` (an error about
    the scenario), or, in the explainer, the creatures by name."""
    return named_list(decl, ids, lang) if decl.names else listing(ids)


def _who_may_block(decl: Declaration, lang: Lang) -> None:
    """509.1a: untapped blockers of the attacked player, each blocking an attacker of theirs,
    and no more attackers than it can block."""
    for blocker_id, targets in decl.blocks.items():
        blocker = decl.creatures[blocker_id]
        if blocker_id in decl.attacks:
            raise ScenarioError(
                "combat.block.attacker_blocks",
                f"blocks.{blocker_id}",
                lang,
                blocker=said(decl, blocker_id),
            )
        if blocker.tapped:
            raise ScenarioError(
                "combat.block.tapped",
                f"blocks.{blocker_id}",
                lang,
                blocker=said(decl, blocker_id),
            )
        for attacker_id in targets:
            if attacker_id not in decl.attacks:
                raise ScenarioError(
                    "combat.block.not_attacking",
                    f"blocks.{blocker_id}",
                    lang,
                    blocker=said(decl, blocker_id),
                    attacker=said(decl, attacker_id),
                    allowed=_allowed(decl, list(decl.attacks), lang),
                )
            attacker = decl.creatures[attacker_id]
            if attacker.controller == blocker.controller:
                raise ScenarioError(
                    "combat.block.own_creature",
                    f"blocks.{blocker_id}",
                    lang,
                    blocker=said(decl, blocker_id),
                    attacker=said(decl, attacker_id),
                )
            attacked = decl.defending(attacker_id)
            team = decl.teams.get(attacked)
            if attacked != blocker.controller and (
                team is None or decl.teams.get(blocker.controller) != team
            ):
                target = decl.attacks[attacker_id]
                # A creature attacking a planeswalker or a battle: the message names it (506.2).
                key = (
                    "combat.block.other_player"
                    if target == attacked
                    else "combat.block.other_player_permanent"
                )
                raise ScenarioError(
                    key,
                    f"blocks.{blocker_id}",
                    lang,
                    blocker=said(decl, blocker_id),
                    attacker=said(decl, attacker_id),
                    player=attacked,
                    controller=blocker.controller,
                    attacked=target,
                )
        limit = block_limit(blocker)
        if len(targets) > limit:
            raise ScenarioError(
                "combat.block.too_many",
                f"blocks.{blocker_id}",
                lang,
                blocker=said(decl, blocker_id),
                count=len(targets),
                limit=limit,
            )


def block_limit(blocker: Creature) -> int:
    """How many attackers a creature may block (509.1a): one; two if it "can block an
    additional creature"; any number if it "can block any number of creatures"."""
    if ANY_NUMBER in blocker.keywords:
        return 1_000_000
    return 2 if EXTRA_BLOCK in blocker.keywords else 1


def _cant_block(decl: Declaration, lang: Lang) -> None:
    """509.1b: a creature that can't block."""
    for blocker_id in decl.blocks:
        if CANT_BLOCK in decl.creatures[blocker_id].keywords:
            raise ScenarioError(
                "combat.block.cant_block",
                f"blocks.{blocker_id}",
                lang,
                blocker=said(decl, blocker_id),
            )


#: Keywords that no restriction of :func:`~mtglearn.rules.combat.evasion.refusal` reads, on
#: either side of a block: what combat damage does (702.2, 702.4, 702.7, 702.12, 702.15,
#: 702.19, 702.80, 702.90), vigilance (702.20), reach (702.17: it only lets a creature block a
#: flyer, checked here) and defender (702.3: it only stops a creature from attacking).
NO_RESTRICTION: Final = frozenset(
    (
        FIRST_STRIKE,
        DOUBLE_STRIKE,
        TRAMPLE,
        DEATHTOUCH,
        LIFELINK,
        INDESTRUCTIBLE,
        INFECT,
        WITHER,
        VIGILANCE,
        REACH,
        DEFENDER,
    )
)


def _evasion(decl: Declaration, lang: Lang) -> None:
    """509.1b with 702.9b/702.17b (flying, reach) and "can't be blocked"."""
    for blocker_id, targets in decl.blocks.items():
        blocker = decl.creatures[blocker_id]
        for attacker_id in targets:
            attacker = decl.creatures[attacker_id]
            if UNBLOCKABLE in attacker.keywords:
                raise ScenarioError(
                    "combat.block.unblockable",
                    f"blocks.{blocker_id}",
                    lang,
                    blocker=said(decl, blocker_id),
                    attacker=said(decl, attacker_id),
                )
            if FLYING in attacker.keywords and not (
                FLYING in blocker.keywords or REACH in blocker.keywords
            ):
                raise ScenarioError(
                    "combat.block.flying",
                    f"blocks.{blocker_id}",
                    lang,
                    blocker=said(decl, blocker_id),
                    attacker=said(decl, attacker_id),
                )
            # The other restrictions (evasion.refusal) read keywords these two may not have.
            if not (attacker.keywords <= NO_RESTRICTION and blocker.keywords <= NO_RESTRICTION):
                lands = decl.lands.get(decl.defending(attacker_id), ()) if decl.lands else ()
                bonus = decl.bonus.get(attacker_id, 0) if decl.bonus else 0
                reason = refusal(blocker, attacker, lands, bonus)
                if reason is not None:
                    raise ScenarioError(
                        reason,
                        f"blocks.{blocker_id}",
                        lang,
                        blocker=said(decl, blocker_id),
                        attacker=said(decl, attacker_id),
                    )


def _how_many(decl: Declaration, lang: Lang) -> None:
    """509.1b with 702.111b (menace) and "can't be blocked by more than one creature"."""
    for attacker_id in decl.attacks:
        keywords = decl.creatures[attacker_id].keywords
        if MENACE not in keywords and MAX_ONE_BLOCKER not in keywords:
            continue  # no limit on its number of blockers: nothing to count
        blockers = decl.blockers_of(attacker_id)
        if MENACE in keywords and len(blockers) == 1:
            raise ScenarioError(
                "combat.block.menace",
                f"blocks.{blockers[0]}",
                lang,
                blocker=said(decl, blockers[0]),
                attacker=said(decl, attacker_id),
            )
        if MAX_ONE_BLOCKER in keywords and len(blockers) > 1:
            raise ScenarioError(
                "combat.block.max_one",
                f"blocks.{blockers[1]}",
                lang,
                blockers=said_list(decl, blockers),
                attacker=said(decl, attacker_id),
            )


def check_declaration(decl: Declaration, lang: Lang) -> None:
    """509.1a, then the restrictions of 509.1b in this order; the first broken one raises.

    Every restriction of 509.1b that :func:`_cant_block`, :func:`_evasion` and
    :func:`_how_many` check is a keyword outside :data:`NO_RESTRICTION` of a blocker or of an
    attacker it blocks (can't block, can't be blocked, flying, menace, landwalk...): when no
    creature in a block has one, none can be broken and they are not looked at."""
    _who_may_block(decl, lang)
    creatures = decl.creatures
    restricted = False
    for blocker_id, targets in decl.blocks.items():
        if not creatures[blocker_id].keywords <= NO_RESTRICTION:
            restricted = True
            break
        for attacker_id in targets:
            if not creatures[attacker_id].keywords <= NO_RESTRICTION:
                restricted = True
        if restricted:
            break
    if not restricted:
        return
    _cant_block(decl, lang)
    _evasion(decl, lang)
    _how_many(decl, lang)
