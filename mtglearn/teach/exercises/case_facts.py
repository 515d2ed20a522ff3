"""The facts of one resolved combat, read from the events the rules engine recorded: who dealt
what to whom in which combat damage step and by which rule, who dealt nothing and why, who died,
left or survived, what changed between the steps (:mod:`mtglearn.teach.exercises.deciding` picks
among them the facts that decide a question, and :mod:`mtglearn.teach.exercises.fact_sentences` says
them).

A :class:`Case` reads a resolved combat once: its events, its setup (attacks, blocks, the
creatures' keywords) and each creature's state as each combat damage step began (the engine's
snapshots). :func:`read_facts` turns the events into :class:`Fact` objects, one per thing that
happened (all the damage one creature assigned in one step is one fact), in the order of the
events, plus the facts the events imply without an event of their own (a creature waiting for
the regular step, 510.4; a creature that survives, 704.5g; exalted that cannot trigger with two
attackers, 702.83b). Nothing here decides a rule: each fact cites the rule its event cites.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from mtglearn.base.i18n import Lang
from mtglearn.base.i18n.grammar import Name
from mtglearn.base.i18n.names import name_of
from mtglearn.door.outcome import CombatOutcome
from mtglearn.rules.combat.engine import CombatResult
from mtglearn.rules.combat.eras import FOUNDATIONS, cite
from mtglearn.rules.core.events import SURVIVES_INDESTRUCTIBLE
from mtglearn.rules.core.keywords import DOUBLE_STRIKE, FIRST_STRIKE, TRAMPLE
from mtglearn.rules.core.snapshot import BETWEEN, BLOCKERS, Snapshot

FIRST: Final = "first_strike"
REGULAR: Final = "regular"
BOTH: Final = "both"
BEFORE_DAMAGE: Final = "before_damage"
BETWEEN_STEPS: Final = "between_steps"

#: Every kind of fact, by the rule it usually cites (a fact cites what its event cites).
KINDS: Final[Mapping[str, str]] = {
    "unblocked": "510.1b: an unblocked attacker deals its damage to what it attacks",
    "blocked": "510.1c: a blocked attacker deals its damage to its blockers, divided as chosen",
    "trample": "702.19b: a blocked trampler assigns lethal damage to its blockers, the rest "
    "to the player it attacks (702.2c: 1 is lethal with deathtouch)",
    "trample_gone": "702.19d: a blocked trampler with no blocker left: all to the player",
    "blocking": "510.1d: a blocker deals its damage to the attackers it blocks",
    "damage": "any other combat damage, cited as the engine cites it",
    "no_blocker": "510.1c: blocked, no blocker left, no trample: no combat damage",
    "kept_from": "510.1c: a blocked attacker without trample never damages the player",
    "no_power": "510.1a: power 0 or less: no combat damage",
    "not_blocking": "510.1d: a blocker whose attackers are gone deals no combat damage",
    "no_damage": "any other reason the engine gives for no combat damage (506.4, 800.4e...)",
    "lost_double_strike": "702.4c: double strike lost after the first step: no second hit",
    "first_strike_done": "702.7b, 510.4: a first striker deals no damage in the regular step",
    "lost_first_strike": "702.7c: losing first strike after dealing damage gives no second hit",
    "no_second": "any other reason for no damage in the second step (an older era's rule)",
    "second_unassigned": "502.28b (the French lesson's): a first striker that assigned no "
    "damage in the first step assigns it in the second, under the rules of that era",
    "gains_double_strike": "702.4d: a first striker given double strike strikes again",
    "gains_first_strike": "702.7c: first strike gained between the steps changes nothing",
    "gains": "613.1f: a keyword gained (Battle Mastery before damage...)",
    "loses": "613.1f: a keyword lost",
    "pump": "613.4c: +N/+N until end of turn",
    "activation": "602.2b: an activated ability, one cost paid per activation (the Jitte)",
    "trigger_counters": "510.3a: a trigger on combat damage puts counters (the Jitte's)",
    "prevented": "702.16e: protection prevents the damage (or another prevention effect)",
    "poison": "702.90b: damage from a source with infect gives poison counters",
    "lifelink": "702.15b: damage from a source with lifelink gains its controller life",
    "dies": "704.5g, 704.5h, 701.8...: a creature dies (and when)",
    "leaves": "a creature returned to hand, exiled or removed from combat (506.4)",
    "indestructible": "702.12b: lethal damage does not destroy an indestructible creature",
    "survives": "704.5g: the damage marked is less than the toughness (702.12b: or it is "
    "indestructible)",
    "waits": "510.4: neither first strike nor double strike: the regular step only",
    "one_step": "510.4: no first strike or double strike in combat: a single damage step",
    "exalted": "702.83a: exalted instances pump a creature that attacks alone",
    "not_alone": "702.83b: several attackers: exalted does not trigger",
    "afflict": "702.130a: afflict makes the defending player lose life when blocked",
    "afflict_unblocked": "702.130a: an unblocked creature's afflict does not trigger",
    "stack_source_gone": "310.4a (2003): combat damage on the stack is dealt even if its "
    "source has left",
}

#: Kinds of fact that say combat damage was dealt (and to whom).
DAMAGE_KINDS: Final = frozenset(
    {"unblocked", "blocked", "trample", "trample_gone", "blocking", "damage"}
)
#: The rule an assignment event cites → the kind of fact (today's numbers and the 2003 ones).
_BY_RULE: Final[Mapping[str, str]] = {
    "510.1b": "unblocked",
    "310.2b": "unblocked",
    "510.1c": "blocked",
    "310.2c": "blocked",
    "702.19b": "trample",
    "502.9b": "trample",
    "702.19d": "trample_gone",
    "510.1d": "blocking",
    "310.2d": "blocking",
}
_NO_DAMAGE: Final[Mapping[str, str]] = {
    "510.1a": "no_power",
    "510.1c": "no_blocker",
    "510.1d": "not_blocking",
}
_NO_SECOND: Final[Mapping[str, str]] = {
    "702.4c": "lost_double_strike",
    "702.7b": "first_strike_done",
    "702.7c": "lost_first_strike",
}


@dataclass(frozen=True)
class Fact:
    """One deciding fact of a combat, built from the events the engine recorded.

    ``assigned``/``dealt``: for a damage fact, what the creature assigned and what it dealt
    (prevention taken off), by target; ``amounts``: the same fact's amount in each step when it
    is said once for both (``step == "both"``); ``values``: the rest of what its sentence says.
    """

    kind: str
    rules: tuple[str, ...]
    step: str | None
    actor: str | None
    at: int
    assigned: Mapping[str, int] = field(default_factory=dict)
    dealt: Mapping[str, int] = field(default_factory=dict)
    amounts: tuple[int, ...] = ()
    values: Mapping[str, Any] = field(default_factory=dict)

    @property
    def targets(self) -> frozenset[str]:
        """What it assigned damage to (creatures and players)."""
        return frozenset(self.assigned)

    @property
    def hint_kind(self) -> str:
        """The kind a hint is looked up by (a death before striking has its own hint)."""
        if self.kind == "dies" and self.values.get("before_striking"):
            return "dies_before_striking"
        if self.kind in ("blocked", "blocking") and len(self.assigned) > 1:
            return "divided"
        if self.kind == "leaves" and self.values.get("how") in ("combat", "combat_attacker"):
            return "leaves_combat"
        if self.kind == "survives" and self.values.get("why") == SURVIVES_INDESTRUCTIBLE:
            return "indestructible"
        if self.step == BOTH and self.kind in DAMAGE_KINDS - {"unblocked"}:
            return "both_steps"
        return self.kind


class Case:
    """One resolved combat, read for its facts: events, setup, the state as each step began."""

    def __init__(self, outcome: CombatOutcome | CombatResult) -> None:
        # A CombatOutcome holds the engine's result, with its combat and its snapshots.
        result = outcome.result if isinstance(outcome, CombatOutcome) else outcome
        self.data: dict[str, Any] = result.to_dict()
        self.combat = result.combat
        #: What the engine recorded: the lethal damage each assignment counted for each
        #: recipient (702.19b), by (step, source, recipient), and why each creature survived
        #: or died (702.12b, 704.5g...).
        self.lethal = {(r.step, r.source, r.target): r for r in result.lethal}
        self.fates = result.fates
        self.lang: Lang = result.lang
        self.events: list[dict[str, Any]] = self.data["events"]
        self.era: str = self.data.get("era", FOUNDATIONS)
        shots: list[Snapshot] = result.snapshots
        by_moment = {shot.moment: shot for shot in shots}
        self.bounds = {shot.moment: shot.events for shot in shots}
        blockers = by_moment.get(BLOCKERS)
        self.steps = [s["step"] for s in self.data["steps"]]
        #: Each creature's state as each combat damage step began.
        self.start: dict[str, Mapping[str, Mapping[str, Any]]] = {}
        if blockers is not None:
            self.start[FIRST if FIRST in self.steps else REGULAR] = blockers.creatures
            if FIRST in self.steps:
                between = by_moment.get(BETWEEN, blockers)
                self.start[REGULAR] = between.creatures
        self.attacks: Mapping[str, str] = self.combat.attacks
        self.blocked_by: dict[str, list[str]] = {}
        for blocker, attackers in self.combat.blocks.items():
            for attacker in (attackers,) if isinstance(attackers, str) else attackers:
                self.blocked_by.setdefault(attacker, []).append(blocker)
        self.blocking: dict[str, list[str]] = {
            b: [a] if isinstance(a, str) else list(a) for b, a in self.combat.blocks.items()
        }
        self.players = set(self.data.get("players", ())) | set(self.data.get("life", {}))
        #: The creatures that died or left before the last step, and when.
        self.gone: dict[str, str] = {}
        for index, event in enumerate(self.events):
            if event.get("type") in ("dies", "returned_to_hand", "exiled", "removed_from_combat"):
                when = event.get("step") or self.moment_of(index)
                early = when in (BEFORE_DAMAGE, BETWEEN_STEPS) or (
                    when == FIRST and REGULAR in self.steps
                )
                if early:
                    self.gone.setdefault(event["creature"], str(when))
        self.attached = {p.id: p.attached_to for p in self.combat.permanents}
        self.controllers = {c.id: c.controller for c in self.combat.creatures}
        #: Each creature's keywords as the combat was set up.
        self.keywords: dict[str, frozenset[str]] = {
            c.id: frozenset(c.keywords) for c in self.combat.creatures
        }
        names: Mapping[str, str] = self.data.get("names", {})
        genders: Mapping[str, str] = self.data.get("genders", {})
        kinds: Mapping[str, str] = self.data.get("kinds", {})
        self._names = (names, genders, kinds)

    def name(self, ident: str) -> Name:
        """A creature, a permanent or a player as the sentences name it (with its grammar)."""
        if ident in self.players:
            return Name(ident)
        names, genders, kinds = self._names
        return name_of(
            names.get(ident, ident),
            self.lang,
            gender=genders.get(ident),
            kind=kinds.get(ident, "creature"),
        )

    def keywords_at(self, cid: str, step: str) -> frozenset[str]:
        """The creature's keywords as ``step`` began (empty if it was not on the battlefield)."""
        state = self.start.get(step, {}).get(cid)
        return frozenset(state["keywords"]) if state is not None else frozenset()

    def state_at(self, cid: str, step: str) -> Mapping[str, Any] | None:
        """The creature's state as ``step`` began (None if it was not on the battlefield)."""
        return self.start.get(step, {}).get(cid)

    def moment_of(self, index: int) -> str | None:
        """Where an event without a step happened: before combat damage or between the steps."""
        if index < self.bounds.get(BLOCKERS, 0):
            return BEFORE_DAMAGE
        if FIRST in self.bounds and self.bounds[FIRST] <= index < self.bounds.get(BETWEEN, 0):
            return BETWEEN_STEPS
        return None

    def opponents(self, cid: str) -> list[str]:
        """The creatures ``cid`` fights: its blockers if it attacks, what it blocks if it blocks."""
        return self.blocked_by.get(cid, []) + self.blocking.get(cid, [])

    def cited(self, event: Mapping[str, Any]) -> str:
        """An event's rule as the narration cites it (an older era's number with its source)."""
        return cite(event, self.lang)


class _Damage:
    """Every combat damage and prevention event of one source in one step."""

    def __init__(self, at: int, step: str, source: str) -> None:
        self.at, self.step, self.source = at, step, source
        self.assigned: dict[str, int] = {}
        self.dealt: dict[str, int] = {}
        self.events: list[dict[str, Any]] = []
        self.prevented: list[tuple[int, dict[str, Any]]] = []
        self.poison: dict[str, int] = {}
        self.deathtouch = False

    def add(self, index: int, event: dict[str, Any]) -> None:
        target, amount = event["target"], int(event["amount"])
        self.assigned[target] = self.assigned.get(target, 0) + amount
        if event["type"] == "prevented":
            self.prevented.append((index, event))
            return
        self.events.append(event)
        self.dealt[target] = self.dealt.get(target, 0) + amount
        self.deathtouch = self.deathtouch or bool(event.get("deathtouch"))
        if event.get("poison"):
            self.poison[target] = self.poison.get(target, 0) + int(event["poison"])


def _said(kind: str, case: Case, event: Mapping[str, Any], index: int, step: str | None,
          **values: Any) -> Fact:  # fmt: skip
    """The fact ``kind`` that one event says of its creature, cited as the event cites it."""
    return Fact(kind, (case.cited(event),), step, event["creature"], index, values=values)


def read_facts(case: Case) -> list[Fact]:
    """Every fact of the combat, in the order of its events."""
    facts: list[Fact] = []
    groups: dict[tuple[str, str], _Damage] = {}
    events = case.events
    index = 0
    while index < len(events):
        event = events[index]
        kind = event.get("type")
        step = event.get("step")
        if kind in ("combat_damage", "prevented") and step in (FIRST, REGULAR):
            source = event.get("source")
            if source is not None:
                group = groups.get((step, source))
                if group is None:
                    group = groups[(step, source)] = _Damage(index, step, source)
                group.add(index, event)
        elif kind == "life_gain" and event.get("rule") == "702.15b" and step in (FIRST, REGULAR):
            facts.append(
                Fact(
                    "lifelink",
                    (case.cited(event),),
                    step,
                    event["source"],
                    index,
                    amounts=(int(event["amount"]),),
                    values={"player": event["player"]},
                )
            )
        elif kind == "no_combat_damage":
            kind_said = _NO_DAMAGE.get(str(event.get("rule", "")), "no_damage")
            facts.append(_said(kind_said, case, event, index, step, power=event.get("power")))
        elif kind == "no_second_strike":
            kind_said = _NO_SECOND.get(str(event.get("rule", "")), "no_second")
            facts.append(_said(kind_said, case, event, index, REGULAR))
        elif kind == "second_strike_unassigned":
            facts.append(_said("second_unassigned", case, event, index, REGULAR))
        elif kind == "dies":
            facts.append(_death(case, event, index))
        elif kind in ("returned_to_hand", "exiled", "removed_from_combat"):
            how = {"returned_to_hand": "hand", "exiled": "exile"}.get(str(kind), "combat")
            # An attacker removed from combat is no longer an attacking creature (506.4), and
            # only attacking and blocking creatures assign combat damage (510.1).
            attacker = how == "combat" and event["creature"] in case.attacks
            facts.append(
                Fact(
                    "leaves",
                    (case.cited(event), "510.1") if attacker else (case.cited(event),),
                    step if step in (FIRST, REGULAR) else case.moment_of(index),
                    event["creature"],
                    index,
                    values={"how": f"{how}_attacker" if attacker else how},
                )
            )
        elif kind == "stack_source_gone":
            # 310.4a (2003): its damage was on the stack, and is dealt though it has left.
            facts.append(_said("stack_source_gone", case, event, index, REGULAR))
        elif kind == "blocks_nothing":
            # 510.1d: its attackers gone between the steps, it deals nothing in the regular one.
            facts.append(_said("not_blocking", case, event, index, REGULAR))
        elif kind == "indestructible":
            facts.append(_said("indestructible", case, event, index, step))
        elif kind in ("keyword_gained", "keyword_lost"):
            fact = _keyword(case, event, index)
            if fact is not None:
                facts.append(fact)
        elif kind == "activated":
            index = _activations(case, index, facts)
            continue
        elif kind == "pump":
            facts.append(_pump(case, event, index))
        elif kind == "trigger" and event.get("rule") == "510.3a" and step == FIRST:
            counters = events[index + 1] if index + 1 < len(events) else {}
            if counters.get("type") == "counters" and counters.get("object") == event["source"]:
                facts.append(
                    Fact(
                        "trigger_counters",
                        (case.cited(event),),
                        step,
                        event["source"],
                        index,
                        amounts=(int(counters["change"]),),
                        values={"counter": counters["kind"], "total": counters["total"]},
                    )
                )
                index += 1
        elif kind == "combat_trigger" and event.get("keyword") == "exalted":
            index = _exalted(case, index, facts)
            continue
        elif kind == "afflict":
            facts.append(
                Fact(
                    "afflict",
                    (case.cited(event),),
                    step,
                    event["source"],
                    index,
                    amounts=(int(event["amount"]),),
                    values={"player": event["player"]},
                )
            )
        index += 1
    for group in groups.values():
        facts.extend(_damage_facts(case, group))
    facts.extend(_derived(case))
    return sorted(facts, key=lambda f: f.at)


def _damage_facts(case: Case, group: _Damage) -> list[Fact]:
    """The damage fact of one source in one step, then its prevention and poison."""
    source = group.source
    rules: tuple[str, ...]
    if group.events:
        rule_event = group.events[0]
        rules = (case.cited(rule_event),)
        kind = _BY_RULE.get(str(rule_event.get("rule")), "damage")
    else:  # everything it assigned was prevented: the assignment rule from the fight itself
        kind, rule = _assignment_rule(case, source)
        rules = (rule,)
    values: dict[str, Any] = {"deathtouch": group.deathtouch}
    if kind == "trample":
        values.update(_trample(case, group))
        if values["deathtouch"] and case.era != "sixth_edition":
            rules = (*rules, "702.2c")
    out = [
        Fact(
            kind,
            rules,
            group.step,
            source,
            group.at,
            assigned=dict(group.assigned),
            dealt=dict(group.dealt),
            values=values,
        )
    ]
    for at, event in group.prevented:
        out.append(
            Fact(
                "prevented",
                (case.cited(event),),
                group.step,
                source,
                at,
                amounts=(int(event["amount"]),),
                values={"target": event["target"], "quality": event.get("quality")},
            )
        )
    for player, amount in group.poison.items():
        out.append(
            Fact(
                "poison",
                ("702.90b",),
                group.step,
                source,
                group.at,
                amounts=(amount,),
                values={"player": player},
            )
        )
    return out


def _assignment_rule(case: Case, cid: str) -> tuple[str, str]:
    """The assignment rule of a creature that dealt nothing (all of it prevented)."""
    if cid in case.blocking:
        return "blocking", "510.1d"
    if cid in case.blocked_by:
        if TRAMPLE in case.keywords.get(cid, ()):
            return "trample", "702.19b"
        return "blocked", "510.1c"
    return "unblocked", "510.1b"


def _trample(case: Case, group: _Damage) -> dict[str, Any]:
    """What a trampler's sentence says: the lethal damage the engine counted for each blocker
    (702.19b, 702.2c: :attr:`Case.lethal`), what it assigned to them, and the rest to the
    player."""
    player = case.attacks.get(group.source)
    blockers = [b for b in group.assigned if b != player]
    # 702.19b: a blocker given nothing still counts when the damage already marked on it is
    # lethal (an indestructible blocker after the first step, 702.12b).
    for blocker in case.blocked_by.get(group.source, []):
        state = case.state_at(blocker, group.step)
        if blocker in blockers or state is None or not state.get("in_combat", True):
            continue
        if (group.step, group.source, blocker) in case.lethal or (
            0 < int(state["toughness"]) <= int(state["damage"])
        ):
            blockers.append(blocker)
    lethal: dict[str, int] = {}
    marked: dict[str, int] = {}
    others: dict[str, int] = {}  # damage other creatures assign to it in the same step
    deathtouch = False
    for blocker in blockers:
        record = case.lethal.get((group.step, group.source, blocker))
        if record is None:  # nothing counted (the engine records every trampler's count)
            state = case.state_at(blocker, group.step)
            marked[blocker] = 0 if state is None else int(state["damage"])
            lethal[blocker] = 0
            continue
        marked[blocker] = record.marked
        others[blocker] = record.assigned
        lethal[blocker] = record.lethal
        deathtouch = deathtouch or record.deathtouch
    to_blockers = sum(group.assigned.get(b, 0) for b in blockers)
    return {
        "player": player,
        "blockers": blockers,
        "lethal": lethal,
        "marked": marked,
        "others": others,
        "rest": group.assigned.get(player, 0) if player is not None else 0,
        "to_blockers": to_blockers,
        "exact": all(group.assigned.get(b, 0) == lethal[b] for b in blockers),
        "deathtouch": deathtouch,
    }


def _death(case: Case, event: Mapping[str, Any], index: int) -> Fact:
    cid = event["creature"]
    step = event.get("step") or case.moment_of(index)
    # 510.4: a creature without first strike or double strike deals its damage in the regular
    # step, one with double strike deals damage again there; dying in the first-strike step,
    # it never does.
    state = case.state_at(cid, FIRST)
    had = case.keywords_at(cid, FIRST)
    before = (
        step == FIRST
        and REGULAR in case.steps
        and state is not None
        and int(state["power"]) > 0
        and (DOUBLE_STRIKE in had or not had & {FIRST_STRIKE, DOUBLE_STRIKE})
        and cid in (set(case.attacks) | set(case.blocking))
    )
    rules = (case.cited(event), "510.4") if before else (case.cited(event),)
    return Fact(
        "dies",
        rules,
        step,
        cid,
        index,
        values={"reason": str(event.get("rule", "")), "before_striking": before},
    )


def _keyword(case: Case, event: Mapping[str, Any], index: int) -> Fact | None:
    cid, keyword = event["creature"], event["keyword"]
    step = event.get("step") or case.moment_of(index)
    gained = event["type"] == "keyword_gained"
    if step == BETWEEN_STEPS and FIRST in case.steps:
        had = case.keywords_at(cid, FIRST)
        if gained and keyword == DOUBLE_STRIKE and FIRST_STRIKE in had:
            return Fact("gains_double_strike", ("702.4d",), step, cid, index)
        if gained and keyword == FIRST_STRIKE and not had & {FIRST_STRIKE, DOUBLE_STRIKE}:
            return Fact("gains_first_strike", ("702.7c",), step, cid, index)
        if not gained and keyword in (DOUBLE_STRIKE, FIRST_STRIKE):
            return None  # said by the engine's own reason for no second hit (702.4c, 702.7c)
    return Fact(
        "gains" if gained else "loses",
        (case.cited(event),),
        step,
        cid,
        index,
        values={"keyword": keyword},
    )


def _pump(case: Case, event: Mapping[str, Any], index: int) -> Fact:
    return Fact(
        "pump",
        (case.cited(event),),
        event.get("step") or case.moment_of(index),
        event["creature"],
        index,
        values={
            "power": int(event["power"]),
            "toughness": int(event["toughness"]),
            "new_power": event["new_power"],
            "new_toughness": event["new_toughness"],
        },
    )


def _activations(case: Case, index: int, facts: list[Fact]) -> int:
    """Consecutive activations of one source's ability, each paying its cost (602.2b) and
    resolving (608.1): one fact, with the pump they gave. Returns the next event's index."""
    events = case.events
    source = events[index]["source"]
    start, times, power, toughness = index, 0, 0, 0
    creature: str | None = None
    last: Mapping[str, Any] = {}
    while index < len(events) and events[index].get("source", events[index].get("object")) in (
        source,
        None,
    ):
        event = events[index]
        kind = event.get("type")
        if kind == "activated":
            times += 1
        elif kind == "pump":
            creature = event["creature"]
            power += int(event["power"])
            toughness += int(event["toughness"])
            last = event
        elif kind not in ("counters", "resolves"):
            break
        index += 1
    if creature is None:
        return index
    facts.append(
        Fact(
            "activation",
            ("602.2b",),
            events[start].get("step") or case.moment_of(start),
            creature,
            start,
            amounts=(times,),
            values={
                "source": source,
                "power": power,
                "toughness": toughness,
                "new_power": last["new_power"],
                "new_toughness": last["new_toughness"],
            },
        )
    )
    return index


def _exalted(case: Case, index: int, facts: list[Fact]) -> int:
    events = case.events
    start, count = index, 0
    creature = events[index]["creature"]
    last = events[index]
    while (
        index < len(events)
        and events[index].get("type") == "combat_trigger"
        and events[index].get("keyword") == "exalted"
        and events[index].get("creature") == creature
    ):
        count += 1
        last = events[index]
        index += 1
    facts.append(
        Fact(
            "exalted",
            (case.cited(last),),
            None,
            creature,
            start,
            amounts=(count,),
            values={"new_power": last["new_power"], "new_toughness": last["new_toughness"]},
        )
    )
    return index


def _derived(case: Case) -> list[Fact]:
    """Facts the events imply without one event of their own (placed where they apply)."""
    out: list[Fact] = []
    attackers = list(case.attacks)
    keywords = case.keywords
    if len(attackers) > 1 and any("exalted" in words for words in keywords.values()):
        out.append(Fact("not_alone", ("702.83b",), None, None, -2, amounts=(len(attackers),)))
    for attacker in attackers:
        afflict = any(k.startswith("afflict") for k in keywords.get(attacker, ()))
        if afflict and attacker not in case.blocked_by:
            out.append(Fact("afflict_unblocked", ("702.130a",), None, attacker, -1))
    if case.steps == [REGULAR]:
        out.append(Fact("one_step", ("510.4",), REGULAR, None, -1))
    elif FIRST in case.steps and REGULAR in case.steps:
        start = case.start.get(REGULAR, {})
        for cid in (*attackers, *case.blocking):
            if cid in case.start.get(FIRST, {}) and not case.keywords_at(cid, FIRST) & {
                FIRST_STRIKE,
                DOUBLE_STRIKE,
            }:
                state = start.get(cid)
                if state is not None and state["zone"] == "battlefield":
                    at = case.bounds.get(BETWEEN, case.bounds.get(FIRST, 0))
                    out.append(Fact("waits", ("510.4",), REGULAR, cid, at))
    creatures: Mapping[str, Mapping[str, Any]] = case.data["creatures"]
    end = len(case.events)
    for cid, state in creatures.items():
        fate = case.fates.get(cid)
        if state["zone"] == "battlefield" and fate is not None and not fate.died:
            # Why it survived, as the engine recorded it: indestructible (702.12b), else the
            # damage marked is less than its toughness (704.5g; prevention and protection
            # kept the rest off it, and their own facts say so).
            indestructible = fate.why == SURVIVES_INDESTRUCTIBLE
            out.append(
                Fact(
                    "survives",
                    (fate.rule,) if indestructible else ("704.5g",),
                    None,
                    cid,
                    end,
                    values={
                        "damage": state["damage"],
                        "toughness": state["toughness"],
                        "why": fate.why,
                        "cause": fate.cause,
                    },
                )
            )
    return out


def amount_of(fact: Fact) -> int:
    """The amount a fact says: what a creature assigned in all, or the fact's first number."""
    if fact.kind in DAMAGE_KINDS:
        return sum(fact.assigned.values())
    return fact.amounts[0] if fact.amounts else 0


__all__ = [
    "BEFORE_DAMAGE",
    "BETWEEN_STEPS",
    "BOTH",
    "DAMAGE_KINDS",
    "FIRST",
    "KINDS",
    "REGULAR",
    "Case",
    "Fact",
    "amount_of",
    "read_facts",
]
