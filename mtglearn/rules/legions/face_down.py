"""Face-down permanents (708) and morph (702.37, megamorph 702.37b).

- 702.37a/c: a card with morph may be cast face down for {3} instead of its mana cost; the
  spell and the permanent it becomes are a 2/2 creature with no text, no name, no subtypes and
  no mana cost (708.2a), hence colorless and of mana value 0 (202.3).
- 702.37d: a card without morph (or megamorph) can't be cast face down.
- 702.37e, 116.2b: any time you have priority you may turn it face up by paying its morph cost;
  that is a special action, it doesn't use the stack (so nobody can respond to it).
- 708.8: it then gets back its normal characteristics; effects already applied to it (such as
  a +1/+1 counter) still apply; abilities about entering the battlefield don't trigger, since
  it already entered. 708.3: a card entering face down is turned face down first, so its
  enters abilities don't trigger either.
- "When this is turned face up" abilities (Legions) trigger only on turning face up, whether by
  paying the morph cost or by an effect: not when the card enters face up, not when it is
  revealed, not when it leaves the battlefield (rulings of 2004-10-04).
- 702.37b, 708.11: megamorph puts a +1/+1 counter on it *as* it is turned face up, if the
  megamorph cost was paid.
- 708.9: a face-down permanent that leaves the battlefield is revealed to all players.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.validate import (
    SCHEMA_KEY,
    choice,
    integer,
    listing,
    name,
    obj,
    only_keys,
    required,
    schema_key,
    seq,
)
from mtglearn.rules.core.characteristics import CARD_KEYS, Card, parse_card
from mtglearn.rules.legions.cards import card_spoken

#: Actions of the public format (§4) plus compatible extensions.
ACTIONS: Final[tuple[str, ...]] = (
    "cast_face_down",
    "turn_face_up",
    "enter_face_up",
    "counter",
    "reveal",
    "leave_battlefield",
)
#: How it is turned face up: by paying its morph cost (special action) or by an effect.
TURN_UP_BY: Final[tuple[str, ...]] = ("cost", "effect")
#: Where it may go when it leaves the battlefield.
DESTINATIONS: Final[tuple[str, ...]] = ("graveyard", "hand", "exile", "library")
MORPH_CAST_COST: Final = "{3}"
TOP_KEYS: Final[tuple[str, ...]] = ("kind", "card", "actions", "description", SCHEMA_KEY)


@dataclass(frozen=True)
class Characteristics:
    """What the game sees of the object now (708.2a while face down)."""

    zone: str
    name: str | None
    power: int
    toughness: int
    colors: tuple[str, ...]
    types: tuple[str, ...]
    card_types: tuple[str, ...]
    mana_cost: str | None
    mana_value: int
    abilities: tuple[str, ...]
    face_down: bool
    counters: int

    def as_dict(self) -> dict[str, Any]:
        """Plain JSON data (lists, not tuples)."""
        return {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self).items()}


@dataclass(frozen=True)
class Step:
    """One action and its consequences: the events, what triggered, the state after it."""

    action: str
    events: tuple[Mapping[str, Any], ...]
    triggered: tuple[str, ...]
    state: Characteristics


class FaceDownPermanent:
    """A card followed from hand through casting face down, turning face up and leaving.

    Each method applies one action, checks it is legal first (a refused action changes
    nothing), records a :class:`Step` in :attr:`history` and returns it. The card itself is
    never changed.
    """

    def __init__(self, card: Card, lang: str | None = None) -> None:
        self.card = card
        self.lang: Lang = resolve_lang(lang)
        self.zone = "hand"
        self.face_down = False
        self.counters = 0
        self.history: list[Step] = []

    # --- checks -------------------------------------------------------------------------

    def _need_zone(self, zone: str, action: str, where: str) -> None:
        if self.zone == zone:
            return
        if self.zone not in ("hand", "battlefield"):
            raise ScenarioError(
                "legions.error.left",
                where,
                self.lang,
                action=action,
                zone=t(f"legions.zone.{self.zone}", self.lang),
            )
        # Casting or entering needs the card in hand; the other actions need a permanent.
        key = "legions.error.already_on_battlefield" if zone == "hand" else "legions.error.not_yet"
        raise ScenarioError(key, where, self.lang, action=action)

    # --- actions ------------------------------------------------------------------------

    def cast_face_down(self, *, where: str = "action") -> Step:
        """702.37a/c: cast it face down for {3}; it resolves into a face-down 2/2 (708.2a)."""
        self._need_zone("hand", "cast_face_down", where)
        if self.card.morph_cost is None:
            raise ScenarioError(
                "legions.error.no_morph",
                where,
                self.lang,
                card=card_spoken(self.card.name),
            )
        events: list[dict[str, Any]] = [
            {"type": "cast_face_down", "rule": "702.37c", "cost": MORPH_CAST_COST},
            {"type": "enters_face_down", "rule": "708.2a"},
        ]
        if self.card.when_enters:
            events.append({"type": "etb_not_triggered_face_down", "rule": "708.3"})
        self.zone, self.face_down = "battlefield", True
        return self._record("cast_face_down", events, ())

    def enter_face_up(self, *, where: str = "action") -> Step:
        """It enters face up (cast normally): enters abilities trigger (603.6a), but a
        "when turned face up" ability does not: it was never turned face up (603.2)."""
        self._need_zone("hand", "enter_face_up", where)
        events: list[dict[str, Any]] = [{"type": "enters_face_up", "rule": "603.6a"}]
        triggered: tuple[str, ...] = ()
        if self.card.when_enters:
            events.append({"type": "etb_triggered", "rule": "603.6a", "card": self.card.name})
            triggered = (self.card.name,)
        if self.card.when_turned_face_up:
            events.append({"type": "face_up_trigger_not_on_enter", "rule": "603.2"})
        self.zone, self.face_down = "battlefield", False
        return self._record("enter_face_up", events, triggered)

    def turn_face_up(self, *, paid: bool = True, where: str = "action") -> Step:
        """Turn it face up: ``paid=True`` pays its morph cost as a special action (702.37e,
        116.2b: no stack); ``paid=False`` is an effect turning it face up (708.8).

        Megamorph adds a +1/+1 counter as it turns face up when its cost was paid (702.37b,
        708.11). "When turned face up" abilities trigger either way; enters abilities don't.
        """
        action = "turn_face_up" if paid else "turn_face_up_by_effect"
        self._need_zone("battlefield", action, where)
        if not self.face_down:
            raise ScenarioError("legions.error.already_face_up", where, self.lang)
        cost = self.card.morph_cost
        if paid and cost is None:
            raise ScenarioError("legions.error.no_morph_cost", where, self.lang)
        events: list[dict[str, Any]] = []
        if paid:
            mega = self.card.megamorph is not None
            events.append(
                {"type": "turned_face_up_paid", "rule": "702.37e", "cost": cost, "megamorph": mega}
            )
            events.append({"type": "special_action", "rule": "116.2b"})
        else:
            events.append({"type": "turned_face_up_effect", "rule": "708.8"})
        if paid and self.card.megamorph is not None:
            self.counters += 1
            events.append({"type": "megamorph_counter", "rule": "708.11"})
        self.face_down = False
        events.append(
            {"type": "characteristics_restored", "rule": "708.8", "counters": self.counters}
        )
        triggered: tuple[str, ...] = ()
        if self.card.when_turned_face_up:
            triggered = (self.card.name,)
            events.append(
                {
                    "type": "face_up_triggered",
                    "rule": "603.2",
                    "card": self.card.name,
                    "effect": self.card.when_turned_face_up,
                }
            )
        if self.card.when_enters:
            events.append({"type": "etb_not_triggered_face_up", "rule": "708.8"})
        return self._record(action, events, triggered)

    def add_counters(self, amount: int = 1, *, where: str = "action") -> Step:
        """Put (or, negative, remove) +1/+1 counters (122.1a); they stay on it when it turns
        face up (708.8)."""
        self._need_zone("battlefield", "counter", where)
        if amount == 0 or self.counters + amount < 0:
            raise ScenarioError(
                "legions.error.counter_amount", where, self.lang, value=amount, have=self.counters
            )
        self.counters += amount
        event = {
            "type": "counter_added",
            "rule": "122.1a",
            "amount": amount,
            "total": self.counters,
        }
        return self._record("counter", [event], ())

    def reveal(self, *, where: str = "action") -> Step:
        """An effect reveals the face-down permanent: it stays face down, nothing about being
        turned face up triggers (701.20a: it is only shown for a moment; 603.2: the event "turned
        face up" did not happen)."""
        self._need_zone("battlefield", "reveal", where)
        if not self.face_down:
            raise ScenarioError("legions.error.already_face_up", where, self.lang)
        events = [
            {"type": "revealed_stays_face_down", "rule": "701.20a, 603.2", "card": self.card.name}
        ]
        return self._record("reveal", events, ())

    def leave_battlefield(self, to: str = "graveyard", *, where: str = "action") -> Step:
        """It leaves the battlefield; if face down it is revealed to all players (708.9). It
        becomes a new object in its new zone (400.7), without its counters."""
        self._need_zone("battlefield", "leave_battlefield", where)
        events: list[dict[str, Any]] = []
        if self.face_down:
            events.append({"type": "revealed_leaving", "rule": "708.9", "card": self.card.name})
            if self.card.when_turned_face_up:
                # Ruling (2004-10-04): leaving the battlefield is not being turned face up.
                events.append({"type": "face_up_trigger_not_on_leave", "rule": "603.2"})
        events.append({"type": "left_battlefield", "rule": "400.7", "zone": to})
        self.zone, self.face_down, self.counters = to, False, 0
        return self._record("leave_battlefield", events, ())

    # --- what it looks like -------------------------------------------------------------

    def characteristics(self) -> Characteristics:
        """Its characteristics now: 708.2a while face down, the card's (plus counters) else."""
        if self.face_down:
            return Characteristics(
                zone=self.zone,
                name=None,
                power=2 + self.counters,
                toughness=2 + self.counters,
                colors=(),
                types=(),
                card_types=("Creature",),
                mana_cost=None,
                mana_value=0,
                abilities=(),
                face_down=True,
                counters=self.counters,
            )
        card = self.card
        return Characteristics(
            zone=self.zone,
            name=card.name,
            power=(card.power or 0) + self.counters,
            toughness=(card.toughness or 0) + self.counters,
            colors=card.colors,
            types=card.types,
            card_types=("Creature",),
            mana_cost=card.mana_cost,
            mana_value=card.mana_value,
            abilities=_abilities(card),
            face_down=False,
            counters=self.counters,
        )

    def _record(
        self, action: str, events: Sequence[Mapping[str, Any]], triggered: tuple[str, ...]
    ) -> Step:
        named = tuple({"card": self.card.name, **e} for e in events)
        step = Step(action, named, triggered, self.characteristics())
        self.history.append(step)
        return step

    def narrate(self, lang: str | None = None) -> list[str]:
        """The story of every action so far."""
        from mtglearn.words.legions import narrate_events

        return narrate_events(
            [e for s in self.history for e in s.events], resolve_lang(lang or self.lang)
        )


def _abilities(card: Card) -> tuple[str, ...]:
    out = list(card.keywords)
    out += [f"amplify {n}" for n in card.amplify]
    if card.megamorph is not None:
        out.append(f"megamorph {card.megamorph}")
    elif card.morph is not None:
        out.append(f"morph {card.morph}")
    if card.when_turned_face_up:
        out.append(f"when turned face up: {card.when_turned_face_up}")
    if card.when_enters:
        out.append(f"when it enters: {card.when_enters}")
    return tuple(out)


# --- the public scenario format (§4) ---------------------------------------------------------


def parse_actions(value: object, lang: Lang) -> list[tuple[str, object]]:
    """The ``actions`` list as (verb, argument) pairs, every entry checked first.

    Strings: ``cast_face_down``, ``turn_face_up`` (paying the morph cost), ``enter_face_up``,
    ``reveal``, ``leave_battlefield`` (to the graveyard). Objects with one verb key
    (extensions): ``{"turn_face_up": "cost" | "effect"}``, ``{"counter": N}``,
    ``{"leave_battlefield": "graveyard" | "hand" | "exile" | "library"}``.
    """
    out: list[tuple[str, object]] = []
    for i, entry in enumerate(seq(value, "actions")):
        where = f"actions[{i}]"
        if isinstance(entry, str):
            verb = choice(entry, [a for a in ACTIONS if a != "counter"], where)
            default: object = {"turn_face_up": "cost", "leave_battlefield": "graveyard"}.get(verb)
            out.append((verb, default))
            continue
        action = obj(entry, where)
        if len(action) != 1:
            raise ScenarioError("legions.error.one_verb", where, lang, allowed=listing(ACTIONS))
        verb = choice(next(iter(action)), ACTIONS, where)
        arg = action[verb]
        if verb == "turn_face_up":
            arg = choice(arg, TURN_UP_BY, f"{where}.{verb}")
        elif verb == "leave_battlefield":
            arg = choice(arg, DESTINATIONS, f"{where}.{verb}")
        elif verb == "counter":
            arg = integer(arg, f"{where}.{verb}")
        elif arg is not None:
            raise ScenarioError("legions.error.no_argument", f"{where}.{verb}", lang)
        out.append((verb, arg))
    return out


def apply(permanent: FaceDownPermanent, verb: str, arg: object, where: str) -> Step:
    """Apply one parsed action to ``permanent``."""
    if verb == "cast_face_down":
        return permanent.cast_face_down(where=where)
    if verb == "enter_face_up":
        return permanent.enter_face_up(where=where)
    if verb == "turn_face_up":
        return permanent.turn_face_up(paid=arg == "cost", where=where)
    if verb == "counter":
        return permanent.add_counters(int(str(arg)), where=where)
    if verb == "reveal":
        return permanent.reveal(where=where)
    return permanent.leave_battlefield(str(arg), where=where)


def parse_card_field(value: object, lang: Lang) -> Card:
    """``card``: a card object (docs/scenario-format.md §4) or the English name of a shipped Legions
    card."""
    if isinstance(value, str):
        from mtglearn.rules.legions import cards as legions

        return legions.card(value, field="card", lang=lang)
    return parse_card(value, "card", creature=True, allowed=CARD_KEYS)


def resolve(data: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    """Scenario kind ``face_down`` → ``{"kind": "face_down", "states": [...], "events": [...]}``."""
    scenario = obj(data, "scenario")
    only_keys(scenario, TOP_KEYS, "")
    schema_key(scenario)
    card = parse_card_field(required(scenario, "card", ""), lang)
    actions = parse_actions(required(scenario, "actions", ""), lang)
    if "description" in scenario:
        name(scenario["description"], "description")
    permanent = FaceDownPermanent(card, lang)
    states: list[dict[str, Any]] = []
    events: list[dict[str, Any]] = []
    for i, (verb, arg) in enumerate(actions):
        step = apply(permanent, verb, arg, f"actions[{i}]")
        state = step.state.as_dict()
        state.update(action=step.action, triggered=list(step.triggered))
        states.append(state)
        events.extend({**e, "step": i} for e in step.events)
    return {"kind": "face_down", "card": card.name, "states": states, "events": events}


__all__ = [
    "ACTIONS",
    "DESTINATIONS",
    "TURN_UP_BY",
    "Characteristics",
    "FaceDownPermanent",
    "Step",
    "apply",
    "parse_actions",
    "resolve",
]
