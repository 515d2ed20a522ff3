"""State-based actions (704) and how creatures and players leave.

Checked after each combat damage step and whenever a player would get priority (704.3), so a
creature destroyed by first-strike damage is gone before the regular damage step and deals no
damage in it (510.4). All applicable actions of one check happen simultaneously, as a single
event: the replacement effects that apply to creatures dying together are those of permanents
still on the battlefield as the check begins, even one that dies in that same event (so
Ravenloft Adventurer exiles the creature it trades with, whatever order they are listed in).
The check repeats until nothing more happens.
"""

from __future__ import annotations

from mtglearn.rules.core.board import (
    BATTLEFIELD,
    DEFENSE,
    EXILE,
    GRAVEYARD,
    LEFT_GAME,
    LOYALTY,
    MINUS,
    PLUS,
)
from mtglearn.rules.core.events import (
    DIES,
    SURVIVES_INDESTRUCTIBLE,
    SURVIVES_PREVENTED,
    SURVIVES_PROTECTION,
    SURVIVES_TOUGHNESS,
    Fate,
)
from mtglearn.rules.core.keywords import INDESTRUCTIBLE
from mtglearn.rules.core.replacement import DiesReplacement
from mtglearn.rules.core.table import Table
from mtglearn.rules.core.teams import TEAM_POISON, teammates
from mtglearn.rules.core.units import Thing, Unit


def leave(unit: Unit, table: Table, zone: str) -> None:
    """Move a creature off the battlefield: it leaves combat (506.4); we keep what it had.

    A face-down creature is revealed as it leaves the battlefield (708.9)."""
    unit.last_counters = unit.counters.copy()
    unit.remove_from_combat()
    unit.zone = zone
    face_up = unit.face_up
    if face_up is not None:
        unit.revealed = face_up
        table.event(
            {
                "type": "revealed",
                "rule": "708.9",
                "creature": unit.cid,
                "name": face_up.name,
                "power": face_up.power,
                "toughness": face_up.toughness,
                "zone": zone,
            }
        )


def unattach(unit: Unit, table: Table) -> None:
    """301.5c, 704.5n: an Equipment attached to a creature that left becomes unattached (it
    stays on the battlefield). Called once the creature's leaving is recorded: the cause (it
    dies, is exiled, returns to hand) comes before its effect (F17)."""
    for thing in table.things.values():
        if thing.attached_to == unit.cid:
            thing.attached_to = None
            table.event(
                {
                    "type": "unattached",
                    "rule": "301.5c",
                    "also": "704.5n",
                    "object": thing.cid,
                    "creature": unit.cid,
                }
            )


def active_replacements(table: Table) -> tuple[DiesReplacement, ...]:
    """The "dies" replacement effects that exist now: 604.2, the effect of a permanent's static
    ability lasts only while that permanent is on the battlefield (``source``, when given)."""
    replacements = table.replacements
    if not replacements:
        return replacements
    units = table.units
    out: list[DiesReplacement] = []
    for replacement in replacements:
        source = getattr(replacement, "source", None)
        if source is not None:
            holder = units.get(source)
            if holder is not None and holder.zone != BATTLEFIELD:
                continue
        out.append(replacement)
    return tuple(out)


def dies(
    unit: Unit,
    table: Table,
    rule: str,
    replacements: tuple[DiesReplacement, ...] | None = None,
) -> None:
    """Put a creature into its owner's graveyard (dies, 700.4) unless a replacement applies.

    ``replacements`` are those that exist as the event begins (704.3: creatures dying together
    see the same ones); by default, those that exist now."""
    for replacement in active_replacements(table) if replacements is None else replacements:
        instead = replacement.instead(unit.cid, unit.controller, table.players)
        if instead is not None:
            leave(unit, table, instead.zone if instead.zone else EXILE)
            # 400.7: in exile it is a new object; only the counter the effect puts is on it.
            unit.last_counters = {instead.counter: 1} if instead.counter else {}
            table.event(
                {
                    "type": "dies_replaced",
                    "rule": "614.1a",
                    "dies_rule": "700.4",
                    "cause": rule,
                    "creature": unit.cid,
                    "zone": unit.zone,
                    "counter": instead.counter,
                }
            )
            unattach(unit, table)
            return
    leave(unit, table, GRAVEYARD)
    table.died.append(unit.cid)
    if table.step_died is not None:
        table.step_died.append(unit.cid)
    table.event({"type": "dies", "rule": rule, "dies_rule": "700.4", "creature": unit.cid})
    if table.things:  # without permanents, no Equipment to unattach (301.5c)
        unattach(unit, table)


def destroy(unit: Unit, table: Table, rule: str) -> None:
    """Destroy (701.8): an indestructible creature is not destroyed (702.12b)."""
    if INDESTRUCTIBLE in unit.keywords:
        table.event(
            {"type": "indestructible", "rule": "702.12b", "cause": rule, "creature": unit.cid}
        )
        return
    dies(unit, table, rule)


def leave_game(player: str, table: Table) -> None:
    """800.4a: a player who loses a multiplayer game leaves it at once, and every object they
    own leaves with them (the course's creatures and permanents are owned by their
    controllers). Combat damage is no longer assigned to them (800.4e, see damage assignment)
    and abilities they would control are not put on the stack (800.4d)."""
    gone: list[str] = []
    for unit in table.order:
        if unit.controller == player and unit.zone == BATTLEFIELD:
            leave(unit, table, LEFT_GAME)
            gone.append(unit.cid)
    for thing in list(table.things.values()):
        if thing.controller == player and thing.zone == BATTLEFIELD:
            thing.last_counters = dict(thing.counters)
            thing.zone = LEFT_GAME
            thing.attached_to = None
            gone.append(thing.cid)
    table.event({"type": "leaves_game", "rule": "800.4a", "player": player, "objects": gone})
    for unit in table.order:
        if unit.cid in gone:
            unattach(unit, table)


def check(table: Table) -> None:
    """704.3: perform every applicable state-based action at once, repeat until none apply.

    704.5a a player at 0 or less life loses (104.3b; in a multiplayer game they leave it at
    once, 800.4a); 704.5f toughness 0 or less → graveyard (even if indestructible); 704.5g
    lethal damage marked → destroyed; 704.5h dealt damage by a deathtouch source since the
    last check → destroyed (702.2b). Indestructible creatures are not destroyed by 704.5g/h
    (702.12b), and the deathtouch mark is cleared by each check.

    Also: 704.5c a player with ten or more poison
    counters loses; 704.5i a planeswalker with 0 loyalty and 704.5v a battle with 0 defense
    go to the graveyard; 704.5q +1/+1 and -1/-1 counters on one permanent cancel out.

    Two-Headed Giant (``table.teams``): a team with 0 or less life (704.6a, 810.8c) or fifteen
    or more poison counters (704.6b, 810.8d; 704.5c is ignored) loses, and when a player loses
    the whole team loses (810.8a).
    """
    order = table.order
    players = table.players
    life = table.life
    losers = table.losers
    while True:
        doomed: list[tuple[Unit, str]] = []
        for unit in order:
            if unit.zone != BATTLEFIELD:
                continue
            toughness = unit.toughness
            if toughness <= 0:
                rule = "704.5f"
            elif unit.damage >= toughness:
                rule = "704.5g"
            elif unit.deathtouched:
                rule = "704.5h"
            else:
                continue  # nothing applies (and no deathtouch mark to clear)
            unit.deathtouched = False
            if rule != "704.5f" and INDESTRUCTIBLE in unit.keywords:
                # 702.12b: not destroyed; say so once per reason, so the check can end.
                if (unit.cid, rule, unit.damage) not in table.spared:
                    table.spared.add((unit.cid, rule, unit.damage))
                    table.event(
                        {
                            "type": "indestructible",
                            "rule": "702.12b",
                            "cause": rule,
                            "creature": unit.cid,
                        }
                    )
                continue
            doomed.append((unit, rule))
        new_losers: list[str] = []
        for player in players:
            if life[player] <= 0 and player not in losers:
                new_losers.append(player)
        more = _other_actions(table, new_losers)
        if new_losers and table.teams:
            _whole_teams(table, new_losers)
        if not doomed and not new_losers and not more:
            return
        # One event (704.3): the replacement effects are those that exist as it begins.
        replacements = active_replacements(table) if doomed and table.replacements else ()
        for player in new_losers:
            losers.append(player)
            if table.teams:
                _team_event(table, player)
            elif life[player] <= 0:  # a player who lost to poison has their own event (704.5c)
                table.event(
                    {"type": "loses", "rule": "704.5a", "player": player, "life": life[player]}
                )
        for unit, rule in doomed:
            # 704.5f is not a destruction (indestructible does not help); 704.5g/h destroy.
            if unit.zone == BATTLEFIELD:
                dies(unit, table, rule, replacements)
        if new_losers and not table.game_over():
            for player in new_losers:
                leave_game(player, table)
        elif new_losers:
            # 104.2a: a player wins when all their opponents have left the game; 104.2c: a team
            # wins when all other teams have (810.8a: the whole team wins); 104.4a: if all the
            # players remaining lose at once, the game is a draw.
            winners = table.winners()
            if winners:
                rule = "104.2c" if table.teams else "104.2a"
                table.event({"type": "wins", "rule": rule, "players": winners})
            else:
                table.event({"type": "draw", "rule": "104.4a"})


def _whole_teams(table: Table, new_losers: list[str]) -> None:
    """810.8a: "If either player on a team loses the game, the team loses the game"."""
    for player in list(new_losers):
        for mate in teammates(table.teams, player):
            if mate not in new_losers and mate not in table.losers:
                new_losers.append(mate)


def _team_event(table: Table, player: str) -> None:
    """Why a Two-Headed Giant player lost: the team's shared life total (704.6a, 810.8c), its
    poison counters (704.6b, recorded where they are counted), or a teammate's loss (810.8a)."""
    team = teammates(table.teams, player)
    life = table.life[player]
    if life <= 0:
        table.event(
            {"type": "loses", "rule": "704.6a", "player": player, "life": life, "team": team}
        )
    elif table.poison.get(player, 0) < TEAM_POISON:
        table.event(
            {"type": "loses", "rule": "810.8a", "player": player, "life": life, "team": team}
        )


def _other_actions(table: Table, new_losers: list[str]) -> bool:
    """The state-based actions of poison counters, attackable permanents and counters that
    cancel out (704.5c, 704.5i, 704.5v, 704.5q; see :func:`check`); whether any happened.
    Players who lose to poison are added to ``new_losers``."""
    happened = False
    poison = table.poison
    # 704.5c: ten poison counters; a Two-Headed Giant team has fifteen (704.6b, 810.8d).
    limit, rule = (TEAM_POISON, "704.6b") if table.teams else (10, "704.5c")
    for player in table.players:
        if poison[player] >= limit and player not in table.losers and player not in new_losers:
            new_losers.append(player)
            event = {
                "type": "loses_poison",
                "rule": rule,
                "player": player,
                "poison": poison[player],
            }
            if table.teams:
                event["team"] = teammates(table.teams, player)
            table.event(event)
    gone: list[tuple[Thing, str]] = []
    for thing in table.things.values():
        if thing.zone != BATTLEFIELD:
            continue
        types = thing.source.card_types
        if "planeswalker" in types and thing.counters.get(LOYALTY, 0) <= 0:
            gone.append((thing, "704.5i"))
        elif "battle" in types and thing.counters.get(DEFENSE, 0) <= 0:
            gone.append((thing, "704.5v"))
    for thing, rule in gone:
        thing.last_counters = dict(thing.counters)
        thing.zone = GRAVEYARD
        table.event({"type": "permanent_to_graveyard", "rule": rule, "object": thing.cid})
        happened = True
    for unit in table.order:
        counters = unit.counters
        # Most creatures have no counters at all: nothing to look up.
        if (
            counters
            and unit.zone == BATTLEFIELD
            and counters.get(PLUS, 0)
            and counters.get(MINUS, 0)
        ):
            n = min(counters[PLUS], counters[MINUS])
            for kind in (PLUS, MINUS):
                counters[kind] -= n
                if not counters[kind]:
                    del counters[kind]
            table.event(
                {"type": "counters_cancel", "rule": "704.5q", "creature": unit.cid, "number": n}
            )
            happened = True
    return happened


def fates(table: Table) -> tuple[Fate, ...]:
    """Why each creature of the combat died or, still on the battlefield, survived, in the
    order of ``creatures`` (a creature that left otherwise has no fate):

    - a death cites the rule its event cites (704.5f 0 toughness, 704.5g lethal damage,
      704.5h deathtouch, 701.8 destroyed...; a replaced death, the rule that caused it);
    - 702.12b: indestructible, it was not destroyed by lethal damage (704.5g) or deathtouch
      damage (704.5h) marked on it (``cause``);
    - 615.1a / 615.7, 702.16e: damage to it was prevented (``prevented`` in all), by a
      prevention effect or by protection, and what was dealt is less than its toughness;
    - 704.5g: the damage marked on it is less than its toughness.
    """
    died: dict[str, str] = {}
    prevented: dict[str, tuple[str, int]] = {}
    units = table.units
    for event in table.events:
        kind = event["type"]
        if kind == "dies":
            died.setdefault(event["creature"], event["rule"])
        elif kind == "dies_replaced":
            died.setdefault(event["creature"], event["cause"])
        elif kind == "prevented" and event["target"] in units:
            rule, amount = prevented.get(event["target"], (event["rule"], 0))
            prevented[event["target"]] = (rule, amount + event["amount"])
    spared: dict[str, str] = {}
    for cid, escaped, _ in sorted(table.spared):  # 704.5g before 704.5h
        spared.setdefault(cid, escaped)
    out: list[Fate] = []
    for unit in table.order:
        cid = unit.cid
        damage, toughness = unit.damage, unit.toughness
        if cid in died:
            out.append(Fate(cid, True, DIES, died[cid], damage, toughness))
            continue
        if unit.zone != BATTLEFIELD:
            continue
        cause = spared.get(cid)
        if cause is not None and (damage >= toughness or cause == "704.5h"):
            fate = Fate(cid, False, SURVIVES_INDESTRUCTIBLE, "702.12b", damage, toughness, cause)
        elif cid in prevented:
            rule, amount = prevented[cid]
            why = SURVIVES_PROTECTION if rule == "702.16e" else SURVIVES_PREVENTED
            fate = Fate(cid, False, why, rule, damage, toughness, "704.5g", amount)
        else:
            fate = Fate(cid, False, SURVIVES_TOUGHNESS, "704.5g", damage, toughness)
        out.append(fate)
    return tuple(out)
