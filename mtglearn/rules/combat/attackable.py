"""Who and what can be attacked (506.2, 506.3, 508.1b), who may attack (702.3b), and the
players' and prevention fields of a version 2 combat (docs/scenario-format.md §5).

506.3: only a player, a planeswalker or a battle can be attacked. The *defending player* of a
creature is the player it attacks, the controller of the planeswalker it attacks, or the
protector of the battle it attacks (506.2, 508.5); :func:`defenders` maps every attackable
thing to that player once, for the blocking rules (509.1a), afflict and landwalk.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n.names import spoken
from mtglearn.base.validate import integer, listing
from mtglearn.rules.core.board import Creature, Permanent
from mtglearn.rules.core.keywords import DEFENDER
from mtglearn.rules.core.prevention import Prevention


def defenders(players: tuple[str, ...], permanents: Iterable[Permanent]) -> dict[str, str]:
    """Every player (by name), planeswalker and battle that can be attacked → its defending
    player (506.2, 508.5). A battle's protector must be a player of the game (310.8a)."""
    out = {p: p for p in players}
    if not permanents:
        return out  # only the players can be attacked
    names = list(out)
    for i, permanent in enumerate(permanents):
        if not permanent.attackable:
            continue
        player = permanent.defending_player()
        if player not in out:
            raise ScenarioError(
                "error.unknown_player",
                f"permanents[{i}].protector",
                value=player,
                allowed=listing(names),
            )
        out[permanent.id] = player
    return out


def check_attacker(creature: Creature, where: str) -> None:
    """508.1a: "The chosen creatures must be untapped" — vigilance or not (vigilance only keeps
    attacking from tapping it, 702.20b); 508.1c: an attack restriction — a creature with
    defender can't attack (702.3b)."""
    if creature.tapped:
        raise ScenarioError(
            "combat.error.tapped_attacker",
            where,
            attacker=spoken(creature.id, creature.label(), gender=creature.gender),
        )
    if DEFENDER in creature.keywords and creature.face_up is None:
        raise ScenarioError(
            "combat.error.defender_attacks",
            where,
            attacker=spoken(creature.id, creature.label(), gender=creature.gender),
        )


def player_state(
    poison: Mapping[str, int] | None,
    lands: Mapping[str, Iterable[str]] | None,
    names: Mapping[str, int],
) -> tuple[dict[str, int], dict[str, frozenset[str]]]:
    """Players' poison counters (default 0) and the basic land types they control."""
    counters = dict.fromkeys(names, 0)
    if not poison and not lands:
        return counters, {}  # the usual combat: no poison, no lands to walk
    for player, count in (poison or {}).items():
        where = f"players[{names.get(player, '?')}].poison"
        if player not in names:
            raise ScenarioError("error.unknown_player", where, value=player, allowed=listing(names))
        if integer(count, where) < 0:
            raise ScenarioError("combat.error.negative", where, value=count)
        counters[player] = count
    types: dict[str, frozenset[str]] = {}
    for player, listed in (lands or {}).items():
        if player not in names:
            raise ScenarioError(
                "error.unknown_player",
                "players[].lands",
                value=player,
                allowed=listing(names),
            )
        types[player] = frozenset(str(x).lower() for x in listed)
    return counters, types


def check_preventions(
    prevent: Iterable[Prevention],
    creatures: Mapping[str, object],
    permanents: Mapping[str, object],
    players: Mapping[str, object],
) -> tuple[Prevention, ...]:
    """``prevent`` entries name a creature, permanent or player that exists (615)."""
    out = tuple(prevent)
    for i, p in enumerate(out):
        if not isinstance(p, Prevention):
            raise ScenarioError("combat.error.prevent_shape", f"prevent[{i}]")
        if p.source is not None and p.source not in creatures:
            raise ScenarioError(
                "error.unknown_creature",
                f"prevent[{i}].from",
                value=p.source,
                allowed=listing(creatures),
            )
        if p.to is not None and not (p.to in creatures or p.to in permanents or p.to in players):
            raise ScenarioError(
                "error.unknown_creature",
                f"prevent[{i}].to",
                value=p.to,
                allowed=listing([*creatures, *permanents, *players]),
            )
    return out
