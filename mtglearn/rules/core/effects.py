"""What a scenario's actions and triggered abilities are: their verbs, checked and parsed.

Performing them is :mod:`.actions`' business; this module only describes them, so that the
board (which carries triggers) can read them without knowing how they are applied.

docs/scenario-format.md §1: each action is an object with exactly one verb key. They stand for
spells and abilities played while players have priority: after blockers are declared
(``before_damage``), between the first-strike and regular combat damage steps (``between_steps``,
510.4), or as the effect of a triggered ability (510.3a). Verbs:

- ``gain`` / ``lose`` a keyword (``target``): a continuous effect; a later one wins (613.7).
- ``pump`` ``power``/``toughness`` until end of turn (negative values shrink).
- ``counters`` ``kind`` ``add`` (negative removes, never below zero); ``+1/+1`` and ``-1/-1``
  change power and toughness (122.1a). Works on creatures and noncreature permanents.
- ``remove_counters`` ``kind`` ``amount`` ``then`` (an extension): pay a cost of removing
  counters (e.g. Umezawa's Jitte, 602.1), refused if there are not enough (601.2h/602.2b: a
  cost that cannot be paid cannot be paid), then perform the optional ``then`` action. With
  ``then`` it is an activated ability on the stack, and ``responses`` are the actions players
  take in response to it: they resolve first (117.7, 405.5; :mod:`.priority`).
- ``destroy`` (701.8; indestructible survives, 702.12b), ``remove`` (to its owner's hand),
  ``exile`` (406): the creature leaves the battlefield and combat (506.4).
- ``remove_from_combat``: the creature stops being an attacking, blocking, blocked or
  unblocked creature and stays on the battlefield (506.4); an attacker it blocked stays blocked
  (509.1h).
- ``damage`` ``amount``: noncombat damage to a creature or a player (120.3).
- ``gain_life`` ``amount``: a player gains life (119.3).
- ``lose_life`` ``amount``: a player loses life (119.3; not damage: nothing prevents it, no
  lifelink), e.g. a dungeon room's "target player loses 5 life" between the steps.
- ``turn_face_up``: a face-down creature gets its real characteristics (708.8).

In a trigger, ``"self"`` is the creature (or the permanent) whose ability it is, and
``"equipped"`` the creature an Equipment is attached to; ``"equipped"`` may also be the object
of the ``then`` of an Equipment's ``remove_counters`` (Umezawa's Jitte: "Equipped creature gets
+2/+2": the creature it equips as the ability resolves).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.validate import integer, listing, name, obj, only_keys, required, seq
from mtglearn.rules.core.keywords import canonical

VERBS: Final[tuple[str, ...]] = (
    "gain",
    "lose",
    "pump",
    "counters",
    "remove_counters",
    "destroy",
    "remove",
    "exile",
    "remove_from_combat",
    "damage",
    "gain_life",
    "lose_life",
    "turn_face_up",
)

#: Keys each verb allows besides the verb itself.
_KEYS: Final[dict[str, tuple[str, ...]]] = {
    "gain": ("target",),
    "lose": ("target",),
    "pump": ("power", "toughness"),
    "counters": ("kind", "add"),
    "remove_counters": ("kind", "amount", "then", "responses"),
    "destroy": (),
    "remove": (),
    "exile": (),
    "remove_from_combat": (),
    "damage": ("amount", "source"),
    "gain_life": ("amount",),
    "lose_life": ("amount",),
    "turn_face_up": (),
}

#: What each verb may name: creatures only, or also noncreature permanents / players.
CREATURE_ONLY: Final = frozenset(
    {"gain", "lose", "pump", "destroy", "remove", "exile", "remove_from_combat", "turn_face_up"}
)

TO_PLAYER: Final = "deals combat damage to a player"
ANY_TARGET: Final = "deals combat damage"
WHENS: Final[tuple[str, ...]] = (TO_PLAYER, ANY_TARGET)

SELF: Final = "self"
EQUIPPED: Final = "equipped"


@dataclass(frozen=True, slots=True)
class Action:
    """One checked action (see the module docstring). ``field`` locates it for error messages."""

    verb: str
    target: str
    keyword: str = ""
    power: int = 0
    toughness: int = 0
    kind: str = ""
    amount: int = 0
    then: Action | None = None
    field: str = "action"
    source: str = ""  # the source of ``damage`` (docs/scenario-format.md §5.1), "" for none
    #: A spell's action names its object as a target (608.2b); a triggered ability's action on
    #: ``self``/``equipped`` does not target (``aimed`` makes it so).
    targeted: bool = True
    #: An activated ability's (``remove_counters`` with ``then``): what players do in response
    #: to it, while it waits on the stack (117.7).
    responses: tuple[Action, ...] = ()

    def aimed(self, this: str, equipped: str | None) -> Action:
        """The action with ``self``/``equipped`` replaced by the actual ids (for a trigger)."""
        target = self.target
        if target == SELF:
            target = this
        elif target == EQUIPPED and equipped is not None:
            target = equipped
        then = self.then.aimed(this, equipped) if self.then is not None else None
        source = this if self.source == SELF else self.source
        if (
            target == self.target
            and then is self.then
            and source == self.source
            and not self.targeted
        ):
            return self
        return Action(
            self.verb,
            target,
            self.keyword,
            self.power,
            self.toughness,
            self.kind,
            self.amount,
            then,
            self.field,
            source,
            targeted=False,
            responses=self.responses,
        )

    def references(self) -> list[tuple[str, str, str]]:
        """(id, verb, field) of every object or player this action (its ``then`` and its
        ``responses``) names."""
        refs = [(self.target, self.verb, self.field)]
        if self.source:
            refs.append((self.source, "source", self.field))
        if self.then is not None:
            refs.extend(self.then.references())
        for response in self.responses:
            refs.extend(response.references())
        return refs

    def to_dict(self) -> dict[str, Any]:
        """The action in the scenario format."""
        verb = self.verb
        if verb in ("gain", "lose"):
            return {verb: self.keyword, "target": self.target}
        out: dict[str, Any] = {verb: self.target}
        if verb == "pump":
            out.update(power=self.power, toughness=self.toughness)
        elif verb == "counters":
            out.update(kind=self.kind, add=self.amount)
        elif verb == "remove_counters":
            out.update(kind=self.kind, amount=self.amount)
            if self.then is not None:
                out["then"] = self.then.to_dict()
            if self.responses:
                out["responses"] = [r.to_dict() for r in self.responses]
        elif verb == "damage":
            out["amount"] = self.amount
            if self.source:
                out["source"] = self.source
        elif verb in ("gain_life", "lose_life"):
            out["amount"] = self.amount
        return out


@dataclass(frozen=True, slots=True)
class Trigger:
    """``{"when": ..., "do": action}``: a triggered ability on combat damage (510.3a, 603.2)."""

    when: str
    do: Action

    def to_dict(self) -> dict[str, Any]:
        """This triggered ability as plain data, in the scenario format."""
        return {"when": self.when, "do": self.do.to_dict()}


def parse_action(data: object, where: str) -> Action:
    """Check one action object and return it as an :class:`Action`."""
    if isinstance(data, Action):
        return data
    action = obj(data, where)
    verbs = [k for k in action if k in VERBS]
    if len(verbs) != 1:
        raise ScenarioError("combat.error.action_verb", where, allowed=listing(VERBS))
    verb = verbs[0]
    only_keys(action, (verb, *_KEYS[verb]), where)
    here = f"{where}.{verb}"
    if verb in ("gain", "lose"):
        keyword = canonical(action[verb], here)
        target = name(required(action, "target", where), f"{where}.target")
        return Action(verb, target, keyword=keyword, field=where)
    target = name(action[verb], here)
    if verb == "pump":
        power = integer(action.get("power", 0), f"{where}.power")
        toughness = integer(action.get("toughness", 0), f"{where}.toughness")
        return Action(verb, target, power=power, toughness=toughness, field=where)
    if verb == "counters":
        kind = name(required(action, "kind", where), f"{where}.kind")
        add = integer(required(action, "add", where), f"{where}.add")
        return Action(verb, target, kind=kind, amount=add, field=where)
    if verb == "remove_counters":
        kind = name(required(action, "kind", where), f"{where}.kind")
        amount = integer(required(action, "amount", where), f"{where}.amount")
        if amount < 1:
            raise ScenarioError("combat.error.positive", f"{where}.amount", value=amount)
        then = parse_action(action["then"], f"{where}.then") if "then" in action else None
        responses: tuple[Action, ...] = ()
        if "responses" in action:
            if then is None:
                # Only an ability on the stack can be responded to (117.7): a cost alone is not.
                raise ScenarioError("combat.error.responses_need_then", f"{where}.responses")
            responses = tuple(
                parse_action(r, f"{where}.responses[{i}]")
                for i, r in enumerate(seq(action["responses"], f"{where}.responses"))
            )
        return Action(
            verb, target, kind=kind, amount=amount, then=then, field=where, responses=responses
        )
    if verb in ("damage", "gain_life", "lose_life"):
        amount = integer(required(action, "amount", where), f"{where}.amount")
        if amount < 0:
            raise ScenarioError("combat.error.negative", f"{where}.amount", value=amount)
        source = name(action["source"], f"{where}.source") if "source" in action else ""
        return Action(verb, target, amount=amount, field=where, source=source)
    return Action(verb, target, field=where)


def parse_trigger(data: object, where: str) -> Trigger:
    """Check one ``{"when": ..., "do": ...}`` trigger."""
    if isinstance(data, Trigger):
        return data
    trigger = obj(data, where)
    only_keys(trigger, ("when", "do"), where)
    when = required(trigger, "when", where)
    if when not in WHENS:
        raise ScenarioError("error.one_of", f"{where}.when", value=when, allowed=listing(WHENS))
    do = parse_action(required(trigger, "do", where), f"{where}.do")
    if do.responses:
        # A triggered ability's effect is not activated: nothing there waits for responses.
        raise ScenarioError("combat.error.responses_in_trigger", f"{where}.do.responses")
    return Trigger(str(when), do)


def check_references(
    action: Action,
    creatures: Mapping[str, object],
    permanents: Mapping[str, object],
    players: Mapping[str, object],
    *,
    selves: tuple[str, ...] = (),
) -> None:
    """Every id an action names must exist (creatures; permanents for counters; players for
    damage and life). ``selves`` are the words allowed inside a trigger (``self``,
    ``equipped``); ``equipped`` is also allowed as the object of the ``then`` of an Equipment's
    ``remove_counters`` (the creature it equips)."""
    _check_equipped(action, permanents)
    for target, verb, where in action.references():
        if target in selves:
            continue
        if verb in ("gain_life", "lose_life"):
            if target in players:
                continue
            raise ScenarioError(
                "error.unknown_player",
                f"{where}.{verb}",
                value=target,
                allowed=listing(list(players)),
            )
        if target == EQUIPPED and where.endswith(".then") and EQUIPPED not in creatures:
            continue  # checked by _check_equipped
        if target in creatures:
            continue
        if verb in ("counters", "remove_counters") and target in permanents:
            continue
        if verb == "damage" and target in players:
            continue
        if verb == "damage" and getattr(permanents.get(target), "attackable", False):
            continue  # a planeswalker or a battle can be dealt damage (120.3c, 120.3h)
        allowed = list(creatures)
        if verb in ("counters", "remove_counters"):
            allowed += list(permanents)
        if verb == "damage":
            allowed += list(players)
        raise ScenarioError(
            "error.unknown_creature",
            f"{where}.{verb}" if verb not in ("gain", "lose") else f"{where}.target",
            value=target,
            allowed=listing([*selves, *allowed]),
        )


def _check_equipped(action: Action, permanents: Mapping[str, object]) -> None:
    """``equipped`` in the ``then`` of a ``remove_counters`` (or of a response to it) names the
    creature the Equipment is attached to: the object must be an Equipment attached to one."""
    for inner in (action, *action.responses):
        then = inner.then
        if inner.verb != "remove_counters" or then is None or then.target != EQUIPPED:
            continue
        if getattr(permanents.get(inner.target), "attached_to", None) is None:
            raise ScenarioError(
                "combat.error.equipped_nothing",
                f"{then.field}.{then.verb}",
                object=inner.target,
            )
