"""Who assigns combat damage to whom, and how it is divided (510.1, 702.19, 702.2c).

- 510.1a: a creature assigns damage equal to its power; 0 or less assigns nothing.
- 510.1b: an unblocked attacker assigns to the player it attacks.
- 510.1c: a blocked attacker assigns to the creatures blocking it, divided as its controller
  chooses (post-Foundations: no damage assignment order); with no blocker left, nothing, even
  though it stays blocked (509.1h) — unless it has trample.
- 510.1d: a blocker assigns to the attackers it blocks, divided as its controller chooses.
- 702.19b: an attacker with trample may assign to the player only once every blocker has been
  assigned lethal damage, counting damage already marked and damage other creatures assign to
  that blocker in the same step; 702.2c: with deathtouch any nonzero amount is lethal.
  702.19d: a blocked trampler with no blockers left assigns everything to the player.
  702.19a: trample does nothing on a blocker.
- 510.1e: the whole assignment is checked at once; an illegal one is refused.
- 800.4e: combat damage that would be assigned to a player who has left the game (a multiplayer
  game goes on without them, 800.4a) isn't assigned.

The rules of older eras (:mod:`.eras`) change two things here: under the Magic 2010 rules an
explicit division must follow the damage assignment order (:mod:`.damage_order`, 510.1c–d as
they read until November 2024); under the Sixth Edition rules deathtouch was a triggered
ability, so its damage is never lethal by itself when trample's lethal damage is counted
(502.9b of 2003: "take into account damage already on the creature and damage from other
creatures that will be assigned at the same time").

Default division (docs/scenario-format.md §1) when a scenario gives no ``assign`` for a creature:
lethal damage to each creature it may damage, in the order of ``blocks``, then any rest to the
player with trample, otherwise to the last of those creatures. "Lethal" counts damage already marked
and damage already assigned in the step, so the default is computed in a fixed order: explicit
assignments, attackers without trample, attackers with trample, then blockers. Each creature is
looked at once and its targets once: the cost grows linearly with the number of blocks.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n.grammar import Name, Spoken, listing_fr
from mtglearn.base.i18n.names import spoken
from mtglearn.base.validate import integer, listing, obj
from mtglearn.rules.combat import damage_order
from mtglearn.rules.core.board import BATTLEFIELD
from mtglearn.rules.core.events import LethalCount
from mtglearn.rules.core.keywords import DEATHTOUCH, TRAMPLE
from mtglearn.rules.core.table import Table
from mtglearn.rules.core.units import Unit

#: One creature's assignment: (target id or player name, amount), amounts all positive.
Division = list[tuple[str, int]]

#: What one creature may do in a step: (unit, power, creatures, player, rule).
_Plan = tuple[Unit, int, list[Unit], str | None, str]


def plan(unit: Unit) -> tuple[list[Unit], str | None, str]:
    """(creatures it may damage, player it may damage, rule that says so) — 510.1b–d, 702.19."""
    if unit.blocking:
        return unit.blocking, None, "510.1d"
    attacked = unit.attacking
    if attacked is None:
        return [], None, "510.1d"  # a blocker whose attackers are gone, or not in combat
    if not unit.blocked:
        return [], attacked, "510.1b"
    trample = TRAMPLE in unit.keywords
    if unit.blockers:
        if trample:
            return unit.blockers, attacked, "702.19b"
        return unit.blockers, None, "510.1c"
    if trample:
        return [], attacked, "702.19d"
    return [], None, "510.1c"


class _Ledger:
    """Damage assigned so far in this step, per creature (for 702.19b's lethal check), and the
    lethal damage each assignment counted for each recipient (:class:`LethalDamage`, what the
    readers of a result show). ``touch``: whether deathtouch damage counts as lethal (702.2c)."""

    __slots__ = ("assigned", "deathtouch", "records", "step")
    touch = True

    def __init__(self, step: str) -> None:
        self.assigned: dict[str, int] = {}
        #: The creatures assigned deathtouch damage, and by which sources.
        self.deathtouch: dict[str, list[str]] = {}
        self.records: list[LethalCount] = []
        self.step = step

    def add(self, target: Unit, amount: int, deathtouch: bool, source: str = "") -> None:
        self.assigned[target.cid] = self.assigned.get(target.cid, 0) + amount
        if deathtouch and amount > 0:
            self.deathtouch.setdefault(target.cid, []).append(source)

    def need(self, target: Unit, deathtouch: bool) -> int:
        """How much more is lethal for ``target`` (0 if it is already assigned lethal)."""
        if target.cid in self.deathtouch:
            return 0
        rest = target.toughness - target.damage - self.assigned.get(target.cid, 0)
        if rest <= 0:
            return 0
        return 1 if deathtouch else rest

    def covered(self, target: Unit) -> bool:
        return self.need(target, False) == 0

    def counted(self, source: str, target: Unit, deathtouch: bool, own: int = 0) -> int:
        """702.19b: the lethal damage ``source`` counts for ``target``, besides its own ``own``
        damage already in the ledger (damage marked and what other creatures assigned to it in
        the step count; 702.2c: 1 with deathtouch); recorded, and returned."""
        others = self.assigned.get(target.cid, 0) - own
        touched = [s for s in self.deathtouch.get(target.cid, ()) if s != source]
        rest = target.toughness - target.damage - others
        lethal = 0 if touched or rest <= 0 else (1 if deathtouch else rest)
        # A plain tuple here (this is on every divided assignment's path); the result makes
        # its LethalDamage records when they are read.
        self.records.append(
            (
                self.step,
                source,
                target.cid,
                lethal,
                target.toughness,
                target.damage,
                others,
                deathtouch,
            )
        )
        return lethal


class _LedgerWithoutDeathtouch(_Ledger):
    """The Sixth Edition rules: deathtouch was a triggered ability (502.63 of 2007), so its
    damage is never lethal damage by itself (502.9b of 2003 counts toughness and damage)."""

    __slots__ = ()
    touch = False


def _default(
    unit: Unit, power: int, targets: list[Unit], player: str | None, ledger: _Ledger
) -> Division:
    # Fast paths (same result as the general loop): nothing to divide.
    if not targets and player is not None:
        return [(player, power)]
    deathtouch = DEATHTOUCH in unit.keywords and ledger.touch
    if player is None and len(targets) == 1:
        ledger.add(targets[0], power, deathtouch, unit.cid)
        return [(targets[0].cid, power)]
    out: dict[str, int] = {}
    remaining = power
    cid = unit.cid
    for target in targets:
        if not remaining:
            break
        give = ledger.counted(cid, target, deathtouch)  # 702.19b, 702.2c
        if give > remaining:
            give = remaining
        if give:
            out[target.cid] = give
            ledger.add(target, give, deathtouch, cid)
            remaining -= give
    if remaining:
        if player is not None:
            out[player] = out.get(player, 0) + remaining
        else:
            last = targets[-1]
            out[last.cid] = out.get(last.cid, 0) + remaining
            ledger.add(last, remaining, deathtouch, cid)
    return list(out.items())


def assign_step(
    participants: list[Unit],
    explicit: Mapping[str, Any] | None,
    table: Table,
    where: str,
) -> list[tuple[Unit, Division, str]]:
    """Every participant's division for one combat damage step: (unit, division, rule)."""
    made: list[_Plan] = []  # in the order of ``participants``
    gone = table.losers  # in a game still going on, players who lost have left it (800.4a)
    simple = True  # every creature has one thing to damage: nothing to divide
    for unit in participants:
        power = unit.power
        if power <= 0:
            table.event(
                {
                    "type": "no_combat_damage",
                    "rule": "510.1a",
                    "creature": unit.cid,
                    "reason": "power",
                    "power": power,
                }
            )
            continue
        targets, player, rule = plan(unit)
        if gone and player in gone:
            player = None  # 800.4e
            if not targets:
                rule = "800.4e"
        if player is not None and table.things and player not in table.life:
            # 506.4: a planeswalker or battle that left the battlefield is removed from
            # combat; 506.4c: a creature attacking it still attacks, but attacks nothing, so
            # unblocked it assigns no combat damage (510.1b), and a blocked trampler whose
            # blockers are gone can't assign its damage to the player instead (702.19f).
            thing = table.things.get(player)
            if thing is None or thing.zone != BATTLEFIELD:
                if not targets:
                    table.event(
                        {
                            "type": "no_combat_damage",
                            "rule": "506.4c, 702.19f" if unit.blocked else "506.4c, 510.1b",
                            "creature": unit.cid,
                            "reason": "nothing_to_damage",
                            "attacked": player,  # named in the narration
                        }
                    )
                    continue
                player, rule = None, "506.4"
        if not targets and player is None:
            table.event(
                {
                    "type": "no_combat_damage",
                    "rule": rule,
                    "creature": unit.cid,
                    "reason": "nothing_to_damage",
                }
            )
            continue
        made.append((unit, power, targets, player, rule))
        if len(targets) > 1 or (targets and player is not None):
            simple = False

    if simple and not explicit:
        # Each creature assigns all its damage to the one creature or player it may damage
        # (510.1b-d): the same divisions the general loop below makes, without its ledger
        # (nor the lookups and groups it needs, made only past this point).
        simple_divisions: list[tuple[Unit, Division, str]] = []  # a loop: no comprehension frame
        for unit, power, targets, player, rule in made:
            recipient = targets[0].cid if targets else player
            simple_divisions.append((unit, [(recipient, power)], rule))  # type: ignore[list-item]
        return simple_divisions

    # The order in which defaults are worked out (see the module docstring): attackers without
    # trample (or with nothing to trample over), attackers with trample, then blockers.
    without: list[_Plan] = []
    with_trample: list[_Plan] = []
    blockers: list[_Plan] = []
    for entry in made:
        unit, _, targets, player, _ = entry
        if unit.blocking:
            blockers.append(entry)
        elif player is None or not targets:
            without.append(entry)
        else:
            with_trample.append(entry)
    era = table.era
    step = table.step or ""
    ledger = (
        _Ledger(step) if era is None or era.deathtouch_lethal else _LedgerWithoutDeathtouch(step)
    )
    chosen: dict[str, Division] = {}
    plans: dict[str, _Plan] = {}
    if explicit:
        for entry in made:
            plans[entry[0].cid] = entry
        for cid, division in explicit.items():
            field = f"{where}.{cid}"
            if cid not in plans:
                raise ScenarioError(
                    "combat.error.assign_not_assigning",
                    field,
                    creature=_spoken(table, cid),
                    allowed=_spoken_list(table, list(plans)),
                )
            unit, power, targets, player, _ = plans[cid]
            chosen[cid] = _check_division(unit, power, targets, player, division, field, table)
            deathtouch = DEATHTOUCH in unit.keywords and ledger.touch
            for target_id, amount in chosen[cid]:
                if target_id != player:
                    ledger.add(table.units[target_id], amount, deathtouch, cid)

    for group in (without, with_trample, blockers):
        for unit, power, targets, player, _ in group:
            if unit.cid not in chosen:
                chosen[unit.cid] = _default(unit, power, targets, player, ledger)

    # 510.1e / 702.19b: checked on the whole assignment, once every creature has assigned.
    if explicit:
        ordered = era is not None and era.damage_order
        for cid in explicit:
            unit, power, targets, player, _ = plans[cid]
            if ordered:  # 510.1c-d as they read until November 2024
                damage_order.check_assignment(unit, chosen[cid], ledger, f"{where}.{cid}")
            if targets and player is not None:
                # 702.19b: what this trampler counted as lethal for each blocker, besides its
                # own damage (recorded for the readers of the result).
                deathtouch = DEATHTOUCH in unit.keywords and ledger.touch
                own = dict(chosen[cid])
                for target in targets:
                    ledger.counted(cid, target, deathtouch, own.get(target.cid, 0))
            to_player = sum(a for t, a in chosen[cid] if t == player and player is not None)
            if to_player and targets:
                short = [t.cid for t in targets if not ledger.covered(t)]
                if short:
                    raise ScenarioError(
                        "combat.error.assign_trample_lethal",
                        f"{where}.{cid}",
                        creature=_spoken(table, cid),
                        blockers=_spoken_list(table, short),
                        player=player,
                    )

    if ledger.records:
        table.lethal.extend(ledger.records)
    return [(unit, chosen[unit.cid], rule) for unit, _, _, _, rule in made]


def _check_division(
    unit: Unit,
    power: int,
    targets: list[Unit],
    player: str | None,
    division: object,
    field: str,
    table: Table,
) -> Division:
    """One explicit division: only allowed targets, whole amounts ≥ 0, total = power."""
    entries = obj(division, field)
    allowed = [t.cid for t in targets] + ([player] if player is not None else [])
    out: Division = []
    total = 0
    for target, amount in entries.items():
        here = f"{field}.{target}"
        if target not in allowed:
            attacked = unit.attacking
            if target in table.life and attacked is not None and target != attacked:
                # 510.1b / 702.19b: an attacker damages only the player it attacks, trample or
                # not; saying "it has no trample" would be wrong here.
                raise ScenarioError(
                    "combat.error.assign_other_player",
                    here,
                    creature=_spoken(table, unit.cid),
                    value=target,
                    attacked=attacked,
                    allowed=listing(allowed),
                )
            if target in table.life:
                raise ScenarioError(
                    "combat.error.assign_player_no_trample",
                    here,
                    creature=_spoken(table, unit.cid),
                    allowed=listing(allowed),
                )
            raise ScenarioError(
                "combat.error.assign_target",
                here,
                creature=_spoken(table, unit.cid),
                value=target,
                allowed=listing(allowed),
            )
        n = integer(amount, here)
        if n < 0:
            raise ScenarioError("combat.error.negative", here, value=n)
        total += n
        if n:
            out.append((target, n))
    if total != power:
        raise ScenarioError(
            "combat.error.assign_total",
            field,
            creature=_spoken(table, unit.cid),
            total=total,
            power=power,
        )
    return out


def _spoken(table: Table, cid: str) -> Spoken:
    """A creature in an error: its id in English, its name with its grammar in French."""
    unit = table.units.get(cid)
    if unit is None:
        return spoken(cid, None)
    return spoken(cid, unit.label(), gender=unit.source.gender)


def _spoken_list(table: Table, ids: list[str]) -> Spoken:
    """Several creatures in an error: ``A, B`` in English; « la créature A et l'Ours »."""
    return Spoken(
        listing(ids), listing_fr(cast(Name, _spoken(table, cid).in_lang("fr")) for cid in ids)
    )
