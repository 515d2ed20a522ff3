"""The typed facts the engine records beside its events, each with the rule it applies.

The readers of a resolved combat (the board's pictures, the teaching layer's facts) read these
figures instead of applying a rule again:

- :class:`LethalDamage`: the lethal damage a damage assignment counted for one recipient
  (702.19b: damage already marked and damage other creatures assigned to it earlier in the same
  step count; 702.2c: with deathtouch, 1 is lethal, except in an era when deathtouch was a
  triggered ability, 502.9b and 502.63 of the 2003–2007 rules).
- :class:`Fate`: why a creature on the battlefield at the end of combat survived, or why one
  died: indestructible (702.12b), prevention (615) or protection (702.16e) that kept damage off
  it, its toughness against the damage marked (704.5g), 0 toughness (704.5f), deathtouch
  (704.5h). The format has no regeneration (701.19): no fate cites it.

Each record is a small frozen, slotted dataclass; ``to_dict()`` gives its JSON form.
"""

from __future__ import annotations

import keyword
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final

if TYPE_CHECKING:
    from mtglearn.rules.core.snapshot import Snapshot

#: 702.19b: lethal damage counted for a trampler's (or any divided) assignment.
LETHAL_RULE: Final = "702.19b"
#: 702.2c: with deathtouch, any nonzero amount is lethal damage.
DEATHTOUCH_LETHAL_RULE: Final = "702.2c"


#: A :class:`LethalDamage` as the engine notes it while it assigns damage (its fields in order).
LethalCount = tuple[str, str, str, int, int, int, int, bool]


@dataclass(frozen=True, slots=True)
class LethalDamage:
    """What one damage assignment counted as lethal damage for one recipient (702.19b).

    ``lethal`` is how much more damage was lethal for ``target`` when ``source`` assigned its
    damage: its toughness less ``marked`` (damage already marked on it) and less ``assigned``
    (damage other creatures assigned to it earlier in the same step), or 1 when ``deathtouch``
    counted (702.2c: ``deathtouch`` says the source's deathtouch made any nonzero amount lethal,
    which it never did in an era when deathtouch was a triggered ability), or 0 when it was
    already assigned lethal damage."""

    step: str
    source: str
    target: str
    lethal: int
    toughness: int
    marked: int
    assigned: int
    deathtouch: bool

    @property
    def rule(self) -> str:
        """702.2c when deathtouch counted, else 702.19b."""
        return DEATHTOUCH_LETHAL_RULE if self.deathtouch else LETHAL_RULE

    def to_dict(self) -> dict[str, Any]:
        return {"rule": self.rule, **asdict(self)}


#: The reasons a fate gives (``Fate.why``), with the rule each cites.
SURVIVES_TOUGHNESS: Final = "toughness"  # 704.5g: less damage than its toughness
SURVIVES_INDESTRUCTIBLE: Final = "indestructible"  # 702.12b: not destroyed
SURVIVES_PREVENTED: Final = "prevented"  # 615: damage to it was prevented
SURVIVES_PROTECTION: Final = "protection"  # 702.16e: damage to it was prevented
DIES: Final = "dies"  # 704.5f, 704.5g, 704.5h, 701.8: the rule of its death


@dataclass(frozen=True, slots=True)
class Fate:
    """Why creature ``creature`` survived combat or died, as the engine applied the rules.

    ``rule`` is the deciding rule: 702.12b (indestructible: lethal damage, or deathtouch
    damage, did not destroy it; ``cause`` is the state-based action it escaped, 704.5g or
    704.5h), 615.1a / 615.7 or 702.16e (damage to it was prevented, ``prevented`` in all, and
    what was dealt is less than its toughness), 704.5g (the damage marked is less than its
    toughness), or for a death the rule its ``dies`` event cites (704.5f, 704.5g, 704.5h...).
    ``damage`` and ``toughness`` are its last ones on the battlefield."""

    creature: str
    died: bool
    why: str
    rule: str
    damage: int
    toughness: int
    cause: str | None = None
    prevented: int = 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# -- the events of an outcome -------------------------------------------------------------------


class Absent:
    """The value of a key an event of its kind may leave out (absent from its JSON form)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "ABSENT"


#: A key left out of an event.
ABSENT: Final = Absent()


def _attr(key: str) -> str:
    """The field of a JSON key (``from`` is a Python keyword: its field is ``from_``)."""
    return key + "_" if keyword.iskeyword(key) else key


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """One event of an outcome: its kind (``TYPE``), the rule it applies (``rule``, in every
    kind) and its figures. ``KEYS`` is the order of its keys in its JSON form, which
    :meth:`to_dict` gives (a key left :data:`ABSENT` is left out)."""

    TYPE: ClassVar[str] = ""
    KEYS: ClassVar[tuple[str, ...]] = ("type",)

    def to_dict(self) -> dict[str, Any]:
        """The event as the outcome's JSON lists it."""
        out: dict[str, Any] = {}
        for key in self.KEYS:
            if key == "type":
                out["type"] = self.TYPE
                continue
            value = getattr(self, _attr(key))
            if value is not ABSENT:
                out[key] = value
        return out

    @classmethod
    def read(cls, data: Mapping[str, Any]) -> Event:
        """The typed event of a JSON event (its ``type`` picks the class)."""
        kind = EVENTS.get(data["type"])
        if kind is None:
            raise ValueError(f"unknown event type {data['type']!r}")
        return kind(**{_attr(k): v for k, v in data.items() if k != "type"})


@dataclass(frozen=True, slots=True, kw_only=True)
class ActivatedEvent(Event):
    """``activated``."""

    TYPE: ClassVar[str] = "activated"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "source",
        "step",
    )
    rule: str
    source: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class AfflictEvent(Event):
    """``afflict``."""

    TYPE: ClassVar[str] = "afflict"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "keyword",
        "source",
        "player",
        "amount",
        "step",
    )
    rule: str
    keyword: str
    source: str
    player: str
    amount: int
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class AmplifyEntersEvent(Event):
    """``amplify_enters``."""

    TYPE: ClassVar[str] = "amplify_enters"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "card",
        "how",
    )
    rule: str
    card: str
    how: str


@dataclass(frozen=True, slots=True, kw_only=True)
class AmplifyFaceDownEvent(Event):
    """``amplify_face_down``."""

    TYPE: ClassVar[str] = "amplify_face_down"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "card",
    )
    rule: str
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class AmplifyInstanceEvent(Event):
    """``amplify_instance``."""

    TYPE: ClassVar[str] = "amplify_instance"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "instance",
        "n",
        "revealed",
        "counters",
    )
    rule: str
    instance: int
    n: int
    revealed: int
    counters: int


@dataclass(frozen=True, slots=True, kw_only=True)
class AmplifyNoneEvent(Event):
    """``amplify_none``."""

    TYPE: ClassVar[str] = "amplify_none"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "card",
    )
    rule: str
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class AmplifyResultEvent(Event):
    """``amplify_result``."""

    TYPE: ClassVar[str] = "amplify_result"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "card",
        "counters",
        "power",
        "toughness",
    )
    rule: str
    card: str
    counters: int
    power: int
    toughness: int


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackTriggerEvent(Event):
    """``attack_trigger``."""

    TYPE: ClassVar[str] = "attack_trigger"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "card",
        "controller",
        "defending",
        "triggered",
        "completed",
        "hit_exile",
    )
    rule: str
    card: str
    controller: str
    defending: str
    triggered: bool
    completed: list[Any]
    hit_exile: int


@dataclass(frozen=True, slots=True, kw_only=True)
class BattleCryEvent(Event):
    """``battle_cry``."""

    TYPE: ClassVar[str] = "battle_cry"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "keyword",
        "source",
        "creatures",
        "step",
    )
    rule: str
    keyword: str
    source: str
    creatures: list[Any]
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class BlockCostEvent(Event):
    """``block_cost``."""

    TYPE: ClassVar[str] = "block_cost"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "cost",
    )
    rule: str
    creature: str
    cost: str


@dataclass(frozen=True, slots=True, kw_only=True)
class BlocksNothingEvent(Event):
    """``blocks_nothing``."""

    TYPE: ClassVar[str] = "blocks_nothing"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "step",
    )
    rule: str
    creature: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CastFaceDownEvent(Event):
    """``cast_face_down``."""

    TYPE: ClassVar[str] = "cast_face_down"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "cost",
        "step",
    )
    card: str
    rule: str
    cost: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class CharacteristicsRestoredEvent(Event):
    """``characteristics_restored``."""

    TYPE: ClassVar[str] = "characteristics_restored"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "counters",
        "step",
    )
    card: str
    rule: str
    counters: int
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatEvent(Event):
    """``combat``."""

    TYPE: ClassVar[str] = "combat"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "attacking",
        "attacks",
        "names",
    )
    rule: str
    attacking: str
    attacks: dict[str, Any]
    names: dict[str, Any]


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatDamageEvent(Event):
    """``combat_damage``."""

    TYPE: ClassVar[str] = "combat_damage"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "step",
        "source",
        "source_controller",
        "target",
        "target_type",
        "amount",
        "deathtouch",
        "toxic",
        "removed",
        "poison",
        "from",
        "to",
        "holder",
        "triggered",
        "order",
        "rules_of",
        "minus_counters",
    )
    rule: str
    step: str | Absent = ABSENT
    source: str | Absent = ABSENT
    source_controller: str | Absent = ABSENT
    target: str | Absent = ABSENT
    target_type: str | Absent = ABSENT
    amount: int | Absent = ABSENT
    deathtouch: bool | Absent = ABSENT
    toxic: int | Absent = ABSENT
    removed: int | Absent = ABSENT
    poison: int | Absent = ABSENT
    from_: list[Any] | Absent = ABSENT
    to: str | Absent = ABSENT
    holder: str | Absent | None = ABSENT
    triggered: bool | Absent = ABSENT
    order: list[Any] | Absent = ABSENT
    rules_of: str | Absent = ABSENT
    minus_counters: int | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatLifeEvent(Event):
    """``combat_life``."""

    TYPE: ClassVar[str] = "combat_life"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "amount",
        "life",
        "after",
    )
    rule: str
    player: str
    amount: int
    life: int
    #: The combat damage step after which the life changed (``first_strike``, ``regular`` or
    #: ``combat`` for a combat with one step).
    after: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatStepEvent(Event):
    """``combat_step``."""

    TYPE: ClassVar[str] = "combat_step"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "step",
        "damage",
    )
    rule: str
    step: str
    damage: list[Any]


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatTriggerEvent(Event):
    """``combat_trigger``."""

    TYPE: ClassVar[str] = "combat_trigger"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "keyword",
        "source",
        "creature",
        "power",
        "toughness",
        "new_power",
        "new_toughness",
        "done",
        "blocks",
        "each",
        "beyond",
        "step",
    )
    rule: str
    keyword: str
    source: str
    creature: str
    power: int
    toughness: int
    new_power: int
    new_toughness: int
    done: bool
    blocks: bool | Absent = ABSENT
    each: int | Absent = ABSENT
    beyond: int | Absent = ABSENT
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CompleteEvent(Event):
    """``complete``."""

    TYPE: ClassVar[str] = "complete"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "dungeon",
        "via",
        "also",
        "cause",
    )
    rule: str
    player: str
    dungeon: str
    via: str
    also: list[Any] | Absent = ABSENT
    cause: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class CounterAddedEvent(Event):
    """``counter_added``."""

    TYPE: ClassVar[str] = "counter_added"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "amount",
        "total",
        "step",
    )
    card: str
    rule: str
    amount: int
    total: int
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersEvent(Event):
    """``counters``."""

    TYPE: ClassVar[str] = "counters"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "target",
        "object",
        "kind",
        "n",
        "change",
        "total",
        "cost",
        "step",
    )
    rule: str
    player: str | Absent = ABSENT
    target: str | Absent | None = ABSENT
    object: str | Absent = ABSENT
    kind: str
    n: int | Absent = ABSENT
    change: int | Absent = ABSENT
    total: int | Absent = ABSENT
    cost: bool | Absent = ABSENT
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersCancelEvent(Event):
    """``counters_cancel``."""

    TYPE: ClassVar[str] = "counters_cancel"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "number",
        "step",
    )
    rule: str
    creature: str
    number: int
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageOnStackEvent(Event):
    """``damage_on_stack``."""

    TYPE: ClassVar[str] = "damage_on_stack"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "rules_of",
        "assigned",
        "step",
    )
    rule: str
    rules_of: str
    assigned: list[Any]
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageOrderEvent(Event):
    """``damage_order``."""

    TYPE: ClassVar[str] = "damage_order"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "rules_of",
        "creature",
        "order",
        "by",
    )
    rule: str
    rules_of: str
    creature: str
    order: list[Any]
    by: str


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageResolvesEvent(Event):
    """``damage_resolves``."""

    TYPE: ClassVar[str] = "damage_resolves"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "rules_of",
        "step",
    )
    rule: str
    rules_of: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class DeathtouchTriggerEvent(Event):
    """``deathtouch_trigger``."""

    TYPE: ClassVar[str] = "deathtouch_trigger"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "rules_of",
        "resolved",
        "done",
        "creature",
        "target",
        "step",
    )
    rule: str
    rules_of: str
    resolved: bool
    done: bool
    creature: str
    target: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class DiesEvent(Event):
    """``dies``."""

    TYPE: ClassVar[str] = "dies"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "dies_rule",
        "creature",
        "step",
        "controller",
        "owner",
    )
    rule: str
    dies_rule: str | Absent = ABSENT
    creature: str
    step: str | Absent = ABSENT
    controller: str | Absent = ABSENT
    owner: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class DiesReplacedEvent(Event):
    """``dies_replaced``."""

    TYPE: ClassVar[str] = "dies_replaced"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "dies_rule",
        "cause",
        "creature",
        "zone",
        "counter",
        "step",
    )
    rule: str
    dies_rule: str
    cause: str
    creature: str
    zone: str
    counter: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawEvent(Event):
    """``draw``."""

    TYPE: ClassVar[str] = "draw"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
    )
    rule: str


@dataclass(frozen=True, slots=True, kw_only=True)
class EntersEvent(Event):
    """``enters``."""

    TYPE: ClassVar[str] = "enters"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "card",
        "controller",
    )
    rule: str
    card: str
    controller: str


@dataclass(frozen=True, slots=True, kw_only=True)
class EntersFaceDownEvent(Event):
    """``enters_face_down``."""

    TYPE: ClassVar[str] = "enters_face_down"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class EntersFaceUpEvent(Event):
    """``enters_face_up``."""

    TYPE: ClassVar[str] = "enters_face_up"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class EraEvent(Event):
    """``era``."""

    TYPE: ClassVar[str] = "era"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "era",
        "rules_of",
    )
    rule: str
    era: str
    rules_of: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class EtbNotTriggeredFaceDownEvent(Event):
    """``etb_not_triggered_face_down``."""

    TYPE: ClassVar[str] = "etb_not_triggered_face_down"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class EtbNotTriggeredFaceUpEvent(Event):
    """``etb_not_triggered_face_up``."""

    TYPE: ClassVar[str] = "etb_not_triggered_face_up"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class EtbTriggeredEvent(Event):
    """``etb_triggered``."""

    TYPE: ClassVar[str] = "etb_triggered"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ExiledEvent(Event):
    """``exiled``."""

    TYPE: ClassVar[str] = "exiled"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "step",
    )
    rule: str
    creature: str
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class FaceUpTriggerNotOnEnterEvent(Event):
    """``face_up_trigger_not_on_enter``."""

    TYPE: ClassVar[str] = "face_up_trigger_not_on_enter"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class FaceUpTriggerNotOnLeaveEvent(Event):
    """``face_up_trigger_not_on_leave``."""

    TYPE: ClassVar[str] = "face_up_trigger_not_on_leave"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class FaceUpTriggeredEvent(Event):
    """``face_up_triggered``."""

    TYPE: ClassVar[str] = "face_up_triggered"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "effect",
        "step",
    )
    card: str
    rule: str
    effect: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class GainLifeEvent(Event):
    """``gain_life``."""

    TYPE: ClassVar[str] = "gain_life"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "amount",
        "step",
    )
    rule: str
    player: str
    amount: int
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class LoseLifeEvent(Event):
    """``lose_life`` (119.3: a player loses life; not damage)."""

    TYPE: ClassVar[str] = "lose_life"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "amount",
        "step",
    )
    rule: str
    player: str
    amount: int
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class GameOverEvent(Event):
    """``game_over``."""

    TYPE: ClassVar[str] = "game_over"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "winner",
    )
    rule: str
    winner: str


@dataclass(frozen=True, slots=True, kw_only=True)
class GoadEvent(Event):
    """``goad``."""

    TYPE: ClassVar[str] = "goad"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "target",
    )
    rule: str
    player: str
    target: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class HitExileEvent(Event):
    """``hit_exile``."""

    TYPE: ClassVar[str] = "hit_exile"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "controller",
        "owner",
        "by",
        "count",
    )
    rule: str
    creature: str
    controller: str
    owner: str
    by: list[Any]
    count: int


@dataclass(frozen=True, slots=True, kw_only=True)
class IndestructibleEvent(Event):
    """``indestructible``."""

    TYPE: ClassVar[str] = "indestructible"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "cause",
        "creature",
        "step",
    )
    rule: str
    cause: str
    creature: str
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class KeywordGainedEvent(Event):
    """``keyword_gained``."""

    TYPE: ClassVar[str] = "keyword_gained"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "keyword",
        "step",
    )
    rule: str
    creature: str
    keyword: str
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class KeywordLostEvent(Event):
    """``keyword_lost``."""

    TYPE: ClassVar[str] = "keyword_lost"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "keyword",
        "step",
    )
    rule: str
    creature: str
    keyword: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class LeaveEvent(Event):
    """``leave``."""

    TYPE: ClassVar[str] = "leave"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
    )
    rule: str
    player: str


@dataclass(frozen=True, slots=True, kw_only=True)
class LeavesGameEvent(Event):
    """``leaves_game``."""

    TYPE: ClassVar[str] = "leaves_game"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "objects",
        "step",
    )
    rule: str
    player: str
    objects: list[Any]
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class LeftBattlefieldEvent(Event):
    """``left_battlefield``."""

    TYPE: ClassVar[str] = "left_battlefield"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "zone",
        "step",
    )
    card: str
    rule: str
    zone: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class LibraryEvent(Event):
    """``library``."""

    TYPE: ClassVar[str] = "library"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "action",
        "n",
    )
    rule: str
    player: str
    action: str
    n: int | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class LifeEvent(Event):
    """``life``."""

    TYPE: ClassVar[str] = "life"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "amount",
        "life",
        "room",
        "unless",
    )
    rule: str
    player: str
    amount: int
    life: int
    room: str | None
    unless: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class LifeGainEvent(Event):
    """``life_gain``."""

    TYPE: ClassVar[str] = "life_gain"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "step",
        "source",
        "player",
        "amount",
    )
    rule: str
    step: str | Absent = ABSENT
    source: str
    player: str
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class LifelinkTriggerEvent(Event):
    """``lifelink_trigger``."""

    TYPE: ClassVar[str] = "lifelink_trigger"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "rules_of",
        "resolved",
        "done",
        "creature",
        "player",
        "amount",
        "step",
    )
    rule: str
    rules_of: str
    resolved: bool
    done: bool
    creature: str
    player: str
    amount: int
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class LosesEvent(Event):
    """``loses``."""

    TYPE: ClassVar[str] = "loses"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "life",
        "team",
        "step",
        "moment",
    )
    rule: str
    player: str
    life: int
    team: list[Any] | Absent = ABSENT
    step: str | Absent = ABSENT
    moment: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class LosesPoisonEvent(Event):
    """``loses_poison``."""

    TYPE: ClassVar[str] = "loses_poison"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "poison",
        "team",
        "step",
    )
    rule: str
    player: str
    poison: int
    team: list[Any] | Absent = ABSENT
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class MegamorphCounterEvent(Event):
    """``megamorph_counter``."""

    TYPE: ClassVar[str] = "megamorph_counter"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class NoAttackersEvent(Event):
    """``no_attackers``."""

    TYPE: ClassVar[str] = "no_attackers"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
    )
    rule: str


@dataclass(frozen=True, slots=True, kw_only=True)
class NoCombatDamageEvent(Event):
    """``no_combat_damage``."""

    TYPE: ClassVar[str] = "no_combat_damage"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "reason",
        "power",
        "attacked",
        "step",
    )
    rule: str
    creature: str
    reason: str
    power: int | Absent = ABSENT
    attacked: str | Absent = ABSENT
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class NoEffectEvent(Event):
    """``no_effect``."""

    TYPE: ClassVar[str] = "no_effect"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "verb",
        "target",
        "step",
    )
    rule: str
    verb: str
    target: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class SecondStrikeUnassignedEvent(Event):
    """``second_strike_unassigned``: under the Sixth Edition rules, a creature that had first
    strike but assigned no combat damage in the first step assigns it in the second (502.28b,
    as the French lesson on double strike quotes it)."""

    TYPE: ClassVar[str] = "second_strike_unassigned"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "rules_of",
        "creature",
    )
    rule: str
    rules_of: str | Absent = ABSENT
    creature: str


@dataclass(frozen=True, slots=True, kw_only=True)
class NoSecondStrikeEvent(Event):
    """``no_second_strike``."""

    TYPE: ClassVar[str] = "no_second_strike"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "rules_of",
        "creature",
        "dealt",
    )
    rule: str
    rules_of: str | Absent = ABSENT
    creature: str
    dealt: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class NoncombatDamageEvent(Event):
    """``noncombat_damage``."""

    TYPE: ClassVar[str] = "noncombat_damage"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "target",
        "amount",
        "minus_counters",
        "step",
        "poison",
        "source",
        "deathtouch",
        "removed",
    )
    rule: str
    target: str
    amount: int
    minus_counters: int | Absent = ABSENT
    step: str | Absent = ABSENT
    poison: int | Absent = ABSENT
    source: str | Absent = ABSENT
    deathtouch: bool | Absent = ABSENT
    removed: int | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class NotInCombatEvent(Event):
    """``not_in_combat``."""

    TYPE: ClassVar[str] = "not_in_combat"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "step",
    )
    rule: str
    creature: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class OtherEffectEvent(Event):
    """``other_effect``."""

    TYPE: ClassVar[str] = "other_effect"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "action",
    )
    rule: str
    player: str
    action: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PaidInsteadEvent(Event):
    """``paid_instead``."""

    TYPE: ClassVar[str] = "paid_instead"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "unless",
        "room",
    )
    rule: str
    player: str
    unless: str
    room: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PermanentToGraveyardEvent(Event):
    """``permanent_to_graveyard``."""

    TYPE: ClassVar[str] = "permanent_to_graveyard"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "object",
        "step",
    )
    rule: str
    object: str
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventedEvent(Event):
    """``prevented``."""

    TYPE: ClassVar[str] = "prevented"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "source",
        "target",
        "amount",
        "quality",
        "effect",
        "left",
        "step",
    )
    rule: str
    source: str
    target: str
    amount: int
    quality: str | Absent = ABSENT
    effect: dict[str, Any] | Absent = ABSENT
    left: int | Absent = ABSENT
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class ProvokeEvent(Event):
    """``provoke``."""

    TYPE: ClassVar[str] = "provoke"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "source",
        "target",
        "untapped",
    )
    rule: str
    source: str
    target: str
    untapped: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class PumpEvent(Event):
    """``pump``."""

    TYPE: ClassVar[str] = "pump"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "power",
        "toughness",
        "new_power",
        "new_toughness",
        "step",
    )
    rule: str
    creature: str
    power: int
    toughness: int
    new_power: int
    new_toughness: int
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class RemovedFromCombatEvent(Event):
    """``removed_from_combat``."""

    TYPE: ClassVar[str] = "removed_from_combat"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "step",
    )
    rule: str
    creature: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class RequirementsEvent(Event):
    """``requirements``."""

    TYPE: ClassVar[str] = "requirements"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "obeyed",
        "most",
    )
    rule: str
    obeyed: int
    most: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ResolvesEvent(Event):
    """``resolves``."""

    TYPE: ClassVar[str] = "resolves"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "source",
        "step",
    )
    rule: str
    source: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ResponseEvent(Event):
    """``response``."""

    TYPE: ClassVar[str] = "response"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "source",
        "step",
    )
    rule: str
    source: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnedToHandEvent(Event):
    """``returned_to_hand``."""

    TYPE: ClassVar[str] = "returned_to_hand"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "step",
    )
    rule: str
    creature: str
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealEvent(Event):
    """``reveal``."""

    TYPE: ClassVar[str] = "reveal"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "card",
        "shared",
    )
    rule: str
    card: str
    shared: list[Any]


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealedEvent(Event):
    """``revealed``."""

    TYPE: ClassVar[str] = "revealed"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "name",
        "power",
        "toughness",
        "zone",
        "step",
    )
    rule: str
    creature: str
    name: str
    power: int
    toughness: int
    zone: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealedLeavingEvent(Event):
    """``revealed_leaving``."""

    TYPE: ClassVar[str] = "revealed_leaving"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealedStaysFaceDownEvent(Event):
    """``revealed_stays_face_down``."""

    TYPE: ClassVar[str] = "revealed_stays_face_down"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class RoomAbilityEvent(Event):
    """``room_ability``."""

    TYPE: ClassVar[str] = "room_ability"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "dungeon",
        "room",
        "text",
    )
    rule: str
    player: str
    dungeon: str
    room: str
    text: str


@dataclass(frozen=True, slots=True, kw_only=True)
class SpecialActionEvent(Event):
    """``special_action``."""

    TYPE: ClassVar[str] = "special_action"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class StackDamageNotDealtEvent(Event):
    """``stack_damage_not_dealt``."""

    TYPE: ClassVar[str] = "stack_damage_not_dealt"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "source",
        "target",
        "amount",
        "rules_of",
        "step",
    )
    rule: str
    source: str
    target: str
    amount: int
    rules_of: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class StackSourceGoneEvent(Event):
    """``stack_source_gone``."""

    TYPE: ClassVar[str] = "stack_source_gone"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "rules_of",
        "creature",
        "zone",
        "step",
    )
    rule: str
    rules_of: str
    creature: str
    zone: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class StepEvent(Event):
    """``step``."""

    TYPE: ClassVar[str] = "step"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "participants",
        "step",
        "rules_of",
    )
    rule: str
    participants: list[Any]
    step: str
    rules_of: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class TakeInitiativeEvent(Event):
    """``take_initiative``."""

    TYPE: ClassVar[str] = "take_initiative"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "previous",
        "again",
        "cause",
    )
    rule: str
    player: str
    previous: str | None
    again: bool
    cause: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TappedEvent(Event):
    """``tapped``."""

    TYPE: ClassVar[str] = "tapped"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
    )
    rule: str
    creature: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetEffectEvent(Event):
    """``target_effect``."""

    TYPE: ClassVar[str] = "target_effect"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "target",
        "effect",
    )
    rule: str
    player: str
    target: None
    effect: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenEvent(Event):
    """``token``."""

    TYPE: ClassVar[str] = "token"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "token",
        "n",
    )
    rule: str
    player: str
    token: str
    n: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TriggerEvent(Event):
    """``trigger``."""

    TYPE: ClassVar[str] = "trigger"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "source",
        "controller",
        "when",
        "step",
    )
    rule: str
    source: str
    controller: str
    when: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnEvent(Event):
    """``turn``."""

    TYPE: ClassVar[str] = "turn"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "implied",
    )
    rule: str
    player: str
    implied: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnedFaceUpEvent(Event):
    """``turned_face_up``."""

    TYPE: ClassVar[str] = "turned_face_up"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "creature",
        "name",
        "power",
        "toughness",
        "damage",
        "step",
    )
    rule: str
    creature: str
    name: str
    power: int
    toughness: int
    damage: int
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnedFaceUpEffectEvent(Event):
    """``turned_face_up_effect``."""

    TYPE: ClassVar[str] = "turned_face_up_effect"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "step",
    )
    card: str
    rule: str
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnedFaceUpPaidEvent(Event):
    """``turned_face_up_paid``."""

    TYPE: ClassVar[str] = "turned_face_up_paid"
    KEYS: ClassVar[tuple[str, ...]] = (
        "card",
        "type",
        "rule",
        "cost",
        "megamorph",
        "step",
    )
    card: str
    rule: str
    cost: str
    megamorph: bool
    step: int


@dataclass(frozen=True, slots=True, kw_only=True)
class UnattachedEvent(Event):
    """``unattached``."""

    TYPE: ClassVar[str] = "unattached"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "also",
        "object",
        "creature",
        "step",
    )
    rule: str
    also: str
    object: str
    creature: str
    step: str


@dataclass(frozen=True, slots=True, kw_only=True)
class UpkeepEvent(Event):
    """``upkeep``."""

    TYPE: ClassVar[str] = "upkeep"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "holder",
        "triggered",
    )
    rule: str
    player: str
    holder: str | None
    triggered: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class VentureEvent(Event):
    """``venture``."""

    TYPE: ClassVar[str] = "venture"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "player",
        "into",
        "dungeon",
        "room",
        "from_room",
        "started",
        "chosen",
        "cause",
    )
    rule: str
    player: str
    into: str
    dungeon: str
    room: str
    from_room: str | None
    started: bool
    chosen: bool | Absent = ABSENT
    cause: str


@dataclass(frozen=True, slots=True, kw_only=True)
class WinsEvent(Event):
    """``wins``."""

    TYPE: ClassVar[str] = "wins"
    KEYS: ClassVar[tuple[str, ...]] = (
        "type",
        "rule",
        "players",
        "step",
    )
    rule: str
    players: list[Any]
    step: str | Absent = ABSENT


@dataclass(frozen=True, slots=True, kw_only=True)
class AmplifyCounteredEvent(Event):
    """``amplify_countered``."""

    TYPE: ClassVar[str] = "amplify_countered"
    KEYS: ClassVar[tuple[str, ...]] = ("type", "rule", "card")
    rule: str
    card: str | None


#: Every kind of event, by its ``type``.
EVENTS: Final[Mapping[str, type[Event]]] = {
    ActivatedEvent.TYPE: ActivatedEvent,
    AfflictEvent.TYPE: AfflictEvent,
    AmplifyCounteredEvent.TYPE: AmplifyCounteredEvent,
    AmplifyEntersEvent.TYPE: AmplifyEntersEvent,
    AmplifyFaceDownEvent.TYPE: AmplifyFaceDownEvent,
    AmplifyInstanceEvent.TYPE: AmplifyInstanceEvent,
    AmplifyNoneEvent.TYPE: AmplifyNoneEvent,
    AmplifyResultEvent.TYPE: AmplifyResultEvent,
    AttackTriggerEvent.TYPE: AttackTriggerEvent,
    BattleCryEvent.TYPE: BattleCryEvent,
    BlockCostEvent.TYPE: BlockCostEvent,
    BlocksNothingEvent.TYPE: BlocksNothingEvent,
    CastFaceDownEvent.TYPE: CastFaceDownEvent,
    CharacteristicsRestoredEvent.TYPE: CharacteristicsRestoredEvent,
    CombatEvent.TYPE: CombatEvent,
    CombatDamageEvent.TYPE: CombatDamageEvent,
    CombatLifeEvent.TYPE: CombatLifeEvent,
    CombatStepEvent.TYPE: CombatStepEvent,
    CombatTriggerEvent.TYPE: CombatTriggerEvent,
    CompleteEvent.TYPE: CompleteEvent,
    CounterAddedEvent.TYPE: CounterAddedEvent,
    CountersEvent.TYPE: CountersEvent,
    CountersCancelEvent.TYPE: CountersCancelEvent,
    DamageOnStackEvent.TYPE: DamageOnStackEvent,
    DamageOrderEvent.TYPE: DamageOrderEvent,
    DamageResolvesEvent.TYPE: DamageResolvesEvent,
    DeathtouchTriggerEvent.TYPE: DeathtouchTriggerEvent,
    DiesEvent.TYPE: DiesEvent,
    DiesReplacedEvent.TYPE: DiesReplacedEvent,
    DrawEvent.TYPE: DrawEvent,
    EntersEvent.TYPE: EntersEvent,
    EntersFaceDownEvent.TYPE: EntersFaceDownEvent,
    EntersFaceUpEvent.TYPE: EntersFaceUpEvent,
    EraEvent.TYPE: EraEvent,
    EtbNotTriggeredFaceDownEvent.TYPE: EtbNotTriggeredFaceDownEvent,
    EtbNotTriggeredFaceUpEvent.TYPE: EtbNotTriggeredFaceUpEvent,
    EtbTriggeredEvent.TYPE: EtbTriggeredEvent,
    ExiledEvent.TYPE: ExiledEvent,
    FaceUpTriggerNotOnEnterEvent.TYPE: FaceUpTriggerNotOnEnterEvent,
    FaceUpTriggerNotOnLeaveEvent.TYPE: FaceUpTriggerNotOnLeaveEvent,
    FaceUpTriggeredEvent.TYPE: FaceUpTriggeredEvent,
    GainLifeEvent.TYPE: GainLifeEvent,
    LoseLifeEvent.TYPE: LoseLifeEvent,
    GameOverEvent.TYPE: GameOverEvent,
    GoadEvent.TYPE: GoadEvent,
    HitExileEvent.TYPE: HitExileEvent,
    IndestructibleEvent.TYPE: IndestructibleEvent,
    KeywordGainedEvent.TYPE: KeywordGainedEvent,
    KeywordLostEvent.TYPE: KeywordLostEvent,
    LeaveEvent.TYPE: LeaveEvent,
    LeavesGameEvent.TYPE: LeavesGameEvent,
    LeftBattlefieldEvent.TYPE: LeftBattlefieldEvent,
    LibraryEvent.TYPE: LibraryEvent,
    LifeEvent.TYPE: LifeEvent,
    LifeGainEvent.TYPE: LifeGainEvent,
    LifelinkTriggerEvent.TYPE: LifelinkTriggerEvent,
    LosesEvent.TYPE: LosesEvent,
    LosesPoisonEvent.TYPE: LosesPoisonEvent,
    MegamorphCounterEvent.TYPE: MegamorphCounterEvent,
    NoAttackersEvent.TYPE: NoAttackersEvent,
    NoCombatDamageEvent.TYPE: NoCombatDamageEvent,
    NoEffectEvent.TYPE: NoEffectEvent,
    NoSecondStrikeEvent.TYPE: NoSecondStrikeEvent,
    SecondStrikeUnassignedEvent.TYPE: SecondStrikeUnassignedEvent,
    NoncombatDamageEvent.TYPE: NoncombatDamageEvent,
    NotInCombatEvent.TYPE: NotInCombatEvent,
    OtherEffectEvent.TYPE: OtherEffectEvent,
    PaidInsteadEvent.TYPE: PaidInsteadEvent,
    PermanentToGraveyardEvent.TYPE: PermanentToGraveyardEvent,
    PreventedEvent.TYPE: PreventedEvent,
    ProvokeEvent.TYPE: ProvokeEvent,
    PumpEvent.TYPE: PumpEvent,
    RemovedFromCombatEvent.TYPE: RemovedFromCombatEvent,
    RequirementsEvent.TYPE: RequirementsEvent,
    ResolvesEvent.TYPE: ResolvesEvent,
    ResponseEvent.TYPE: ResponseEvent,
    ReturnedToHandEvent.TYPE: ReturnedToHandEvent,
    RevealEvent.TYPE: RevealEvent,
    RevealedEvent.TYPE: RevealedEvent,
    RevealedLeavingEvent.TYPE: RevealedLeavingEvent,
    RevealedStaysFaceDownEvent.TYPE: RevealedStaysFaceDownEvent,
    RoomAbilityEvent.TYPE: RoomAbilityEvent,
    SpecialActionEvent.TYPE: SpecialActionEvent,
    StackDamageNotDealtEvent.TYPE: StackDamageNotDealtEvent,
    StackSourceGoneEvent.TYPE: StackSourceGoneEvent,
    StepEvent.TYPE: StepEvent,
    TakeInitiativeEvent.TYPE: TakeInitiativeEvent,
    TappedEvent.TYPE: TappedEvent,
    TargetEffectEvent.TYPE: TargetEffectEvent,
    TokenEvent.TYPE: TokenEvent,
    TriggerEvent.TYPE: TriggerEvent,
    TurnEvent.TYPE: TurnEvent,
    TurnedFaceUpEvent.TYPE: TurnedFaceUpEvent,
    TurnedFaceUpEffectEvent.TYPE: TurnedFaceUpEffectEvent,
    TurnedFaceUpPaidEvent.TYPE: TurnedFaceUpPaidEvent,
    UnattachedEvent.TYPE: UnattachedEvent,
    UpkeepEvent.TYPE: UpkeepEvent,
    VentureEvent.TYPE: VentureEvent,
    WinsEvent.TYPE: WinsEvent,
}


@dataclass(frozen=True, slots=True)
class Record:
    """What one scenario did, typed: its events (:class:`Event`), the snapshots the engine
    took after each moment (a combat's; empty for another kind), the lethal damage each
    assignment counted and each creature's fate (a combat's), and the outcome's other fields
    as JSON (``fields``, in the outcome's order, ``events`` in its place).
    :meth:`to_dict` is exactly the outcome ``resolve_scenario`` returns."""

    kind: str
    events: tuple[Event, ...]
    fields: Mapping[str, Any]
    snapshots: tuple[Snapshot, ...] = ()
    lethal: tuple[LethalDamage, ...] = ()
    fates: Mapping[str, Fate] | None = None

    @classmethod
    def of(
        cls,
        outcome: Mapping[str, Any],
        snapshots: Sequence[Snapshot] = (),
        lethal: Sequence[LethalDamage] = (),
        fates: Mapping[str, Fate] | None = None,
    ) -> Record:
        """The typed record of an outcome (``resolve_scenario``'s JSON form)."""
        events = tuple(Event.read(e) for e in outcome.get("events", ()))
        return cls(
            str(outcome["kind"]), events, dict(outcome), tuple(snapshots), tuple(lethal), fates
        )

    def to_dict(self) -> dict[str, Any]:
        """The outcome as JSON data (docs/outcome.schema.json)."""
        out = dict(self.fields)
        if "events" in out:
            out["events"] = [e.to_dict() for e in self.events]
        return out


__all__ = [
    "ABSENT",
    "DEATHTOUCH_LETHAL_RULE",
    "DIES",
    "EVENTS",
    "LETHAL_RULE",
    "SURVIVES_INDESTRUCTIBLE",
    "SURVIVES_PREVENTED",
    "SURVIVES_PROTECTION",
    "SURVIVES_TOUGHNESS",
    "Absent",
    "ActivatedEvent",
    "AfflictEvent",
    "AmplifyCounteredEvent",
    "AmplifyEntersEvent",
    "AmplifyFaceDownEvent",
    "AmplifyInstanceEvent",
    "AmplifyNoneEvent",
    "AmplifyResultEvent",
    "AttackTriggerEvent",
    "BattleCryEvent",
    "BlockCostEvent",
    "BlocksNothingEvent",
    "CastFaceDownEvent",
    "CharacteristicsRestoredEvent",
    "CombatDamageEvent",
    "CombatEvent",
    "CombatLifeEvent",
    "CombatStepEvent",
    "CombatTriggerEvent",
    "CompleteEvent",
    "CounterAddedEvent",
    "CountersCancelEvent",
    "CountersEvent",
    "DamageOnStackEvent",
    "DamageOrderEvent",
    "DamageResolvesEvent",
    "DeathtouchTriggerEvent",
    "DiesEvent",
    "DiesReplacedEvent",
    "DrawEvent",
    "EntersEvent",
    "EntersFaceDownEvent",
    "EntersFaceUpEvent",
    "EraEvent",
    "EtbNotTriggeredFaceDownEvent",
    "EtbNotTriggeredFaceUpEvent",
    "EtbTriggeredEvent",
    "Event",
    "ExiledEvent",
    "FaceUpTriggerNotOnEnterEvent",
    "FaceUpTriggerNotOnLeaveEvent",
    "FaceUpTriggeredEvent",
    "Fate",
    "GainLifeEvent",
    "GameOverEvent",
    "GoadEvent",
    "HitExileEvent",
    "IndestructibleEvent",
    "KeywordGainedEvent",
    "KeywordLostEvent",
    "LeaveEvent",
    "LeavesGameEvent",
    "LeftBattlefieldEvent",
    "LethalCount",
    "LethalDamage",
    "LibraryEvent",
    "LifeEvent",
    "LifeGainEvent",
    "LifelinkTriggerEvent",
    "LoseLifeEvent",
    "LosesEvent",
    "LosesPoisonEvent",
    "MegamorphCounterEvent",
    "NoAttackersEvent",
    "NoCombatDamageEvent",
    "NoEffectEvent",
    "NoSecondStrikeEvent",
    "NoncombatDamageEvent",
    "NotInCombatEvent",
    "OtherEffectEvent",
    "PaidInsteadEvent",
    "PermanentToGraveyardEvent",
    "PreventedEvent",
    "ProvokeEvent",
    "PumpEvent",
    "Record",
    "RemovedFromCombatEvent",
    "RequirementsEvent",
    "ResolvesEvent",
    "ResponseEvent",
    "ReturnedToHandEvent",
    "RevealEvent",
    "RevealedEvent",
    "RevealedLeavingEvent",
    "RevealedStaysFaceDownEvent",
    "RoomAbilityEvent",
    "SecondStrikeUnassignedEvent",
    "SpecialActionEvent",
    "StackDamageNotDealtEvent",
    "StackSourceGoneEvent",
    "StepEvent",
    "TakeInitiativeEvent",
    "TappedEvent",
    "TargetEffectEvent",
    "TokenEvent",
    "TriggerEvent",
    "TurnEvent",
    "TurnedFaceUpEffectEvent",
    "TurnedFaceUpEvent",
    "TurnedFaceUpPaidEvent",
    "UnattachedEvent",
    "UpkeepEvent",
    "VentureEvent",
    "WinsEvent",
]
