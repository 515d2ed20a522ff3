"""Amplify (702.38): a creature that enters with +1/+1 counters for cards revealed from hand.

702.38a: "Amplify N" means: as this object enters, reveal any number of cards from your hand
that share a creature type with it; it enters with N +1/+1 counters for each card revealed.
You can't reveal this card itself nor any card entering the battlefield at the same time.
702.38b: several instances of amplify work separately; each instance reveals on its own. This
module lets every instance reveal the same cards (the usual play), so the counters add up:
amplify 1 + amplify 2 revealing two cards gives 2 + 4 = 6 counters.

Because it is a static "as it enters" ability (not an enters trigger), it works however the
creature enters: cast, returned from a graveyard, put onto the battlefield from any zone (the
2003 Legions page says so explicitly). A creature that enters *face down* has no abilities
(708.2) and is turned face down before it enters (708.3), so it has no amplify to use.

History note: the 2003 page says you may reveal cards matching "au moins l'un des types
imprimés" of the creature. Today's rule says "share a creature type with it", checked as the
object enters: without any type-changing effect that is exactly its printed types, which is
what :class:`~mtglearn.rules.core.characteristics.Card` stores.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.i18n.grammar import Spoken
from mtglearn.base.i18n.names import printed_name
from mtglearn.base.validate import (
    SCHEMA_KEY,
    choice,
    listing,
    name,
    obj,
    only_keys,
    required,
    schema_key,
    seq,
)
from mtglearn.rules.core.characteristics import CARD_KEYS, Card, parse_card, shared_types
from mtglearn.rules.legions.cards import card_spoken, type_list

#: How the creature enters (a compatible extension of the format: key ``how``).
HOW: Final[tuple[str, ...]] = (
    "cast",
    "from_graveyard",
    "put_onto_battlefield",
    "face_down",
    "countered",
)
HAND_KEYS: Final[tuple[str, ...]] = ("name", "types", "changeling")
TOP_KEYS: Final[tuple[str, ...]] = (
    "kind",
    "creature",
    "hand",
    "entering_together",
    "reveal",
    "how",
    "description",
    SCHEMA_KEY,
)


@dataclass(frozen=True)
class AmplifyResult:
    """What amplify did as the creature entered: revealed cards, counters, final size."""

    creature: Card
    how: str
    revealed: tuple[str, ...]
    counters_per_instance: tuple[int, ...]
    events: tuple[Mapping[str, Any], ...] = field(repr=False)
    lang: Lang = "en"

    @property
    def counters(self) -> int:
        """All +1/+1 counters it enters with (702.38b: each instance adds its own)."""
        return sum(self.counters_per_instance)

    @property
    def power(self) -> int:
        """Printed power plus one per +1/+1 counter (122.1a); 2 if it entered face down
        (708.2a)."""
        return 2 if self.how == "face_down" else (self.creature.power or 0) + self.counters

    @property
    def toughness(self) -> int:
        """Printed toughness plus one per +1/+1 counter (122.1a); 2 if face down (708.2a)."""
        return 2 if self.how == "face_down" else (self.creature.toughness or 0) + self.counters

    def outcome(self) -> dict[str, Any]:
        """The public outcome (docs/scenario-format.md §3), plain JSON data."""
        return {
            "kind": "amplify",
            "creature": self.creature.name,
            "how": self.how,
            "revealed": list(self.revealed),
            "counters": self.counters,
            "counters_per_instance": list(self.counters_per_instance),
            "power": self.power,
            "toughness": self.toughness,
            "events": [dict(e) for e in self.events],
        }

    def narrate(self, lang: str | None = None) -> list[str]:
        """The story of the reveal, in ``lang``."""
        from mtglearn.words.legions import narrate_events

        return narrate_events(self.events, resolve_lang(lang or self.lang))


def eligible(creature: Card, hand: Sequence[Card]) -> list[Card]:
    """Cards of ``hand`` that share a creature type with ``creature`` (702.38a, 702.73a)."""
    return [c for c in hand if shared_types(creature, c) is not None]


def amplify(
    creature: Card,
    hand: Sequence[Card],
    reveal: str | Sequence[str] = "all",
    *,
    entering_together: Sequence[Card] = (),
    how: str = "cast",
    lang: str | None = None,
    field_prefix: str = "",
) -> AmplifyResult:
    """Let ``creature`` enter with its amplify abilities (702.38), revealing ``reveal``.

    ``reveal="all"`` reveals every card of ``hand`` that may be revealed; a list names the
    revealed cards (a name may appear as many times as the hand holds cards of that name).
    ``entering_together`` are cards entering at the same time (never revealable, 702.38a).
    ``how="face_down"``: it has no amplify (708.2, 708.3). ``how="countered"``: the spell never
    enters, so nothing is revealed (the 2003 Legions page: the opponent learns nothing). Illegal
    reveals raise :class:`~mtglearn.base.errors.ScenarioError` naming the ``reveal`` entry.
    """
    language = resolve_lang(lang)
    where = f"{field_prefix}reveal"
    choice(how, HOW, f"{field_prefix}how")
    events: list[dict[str, Any]] = []
    if how == "countered":
        events.append({"type": "amplify_countered", "rule": "702.38a", "card": creature.name})
    elif how != "face_down":
        # Face down, it enters with no abilities (708.3): the line below says so, and no line
        # may say that amplify applies.
        events.append(
            {"type": "amplify_enters", "rule": "702.38a", "card": creature.name, "how": how}
        )
    instances = () if how in ("face_down", "countered") else creature.amplify
    if how == "face_down":
        events.append({"type": "amplify_face_down", "rule": "708.3", "card": creature.name})
    elif not instances and how != "countered":
        events.append({"type": "amplify_none", "rule": "702.38a", "card": creature.name})
    if isinstance(reveal, str):
        if reveal != "all":
            raise ScenarioError("legions.error.reveal_value", where, language, value=reveal)
        chosen = [c.name for c in eligible(creature, hand)] if instances else []
    else:
        names = [name(v, f"{where}[{i}]") for i, v in enumerate(reveal)]
        if names and not instances:
            key = {
                "face_down": "legions.error.reveal_face_down",
                "countered": "legions.error.reveal_countered",
            }.get(how, "legions.error.no_amplify")
            card = card_spoken(creature.name)
            raise ScenarioError(key, f"{where}[0]", language, card=card)
        _check_reveals(creature, hand, entering_together, names, where, language)
        chosen = names
    by_name = {c.name: c for c in hand}
    for card_name in chosen:
        shared = shared_types(creature, by_name[card_name]) or ()
        events.append(
            {"type": "reveal", "rule": "702.38a", "card": card_name, "shared": list(shared)}
        )
    per_instance = tuple(n * len(chosen) for n in instances)
    multiple = len(instances) > 1
    for i, (n, counters) in enumerate(zip(instances, per_instance, strict=True)):
        events.append(
            {
                "type": "amplify_instance",
                "rule": "702.38b" if multiple else "702.38a",
                "instance": i + 1,
                "n": n,
                "revealed": len(chosen),
                "counters": counters,
            }
        )
    result = AmplifyResult(
        creature=creature,
        how=how,
        revealed=tuple(chosen),
        counters_per_instance=per_instance,
        events=(),
        lang=language,
    )
    if how != "countered":
        events.append(
            {
                "type": "amplify_result",
                "rule": "708.2a" if how == "face_down" else "702.38a",
                "card": creature.name,
                "counters": result.counters,
                "power": result.power,
                "toughness": result.toughness,
            }
        )
    return dataclasses.replace(result, events=tuple(events))


def _check_reveals(
    creature: Card,
    hand: Sequence[Card],
    entering_together: Iterable[Card],
    names: Sequence[str],
    where: str,
    lang: Lang,
) -> None:
    """702.38a: only cards in hand, sharing a type, not the creature, not entering with it."""
    in_hand = Counter(c.name for c in hand)
    by_name = {c.name: c for c in hand}
    together = {c.name for c in entering_together}
    seen: Counter[str] = Counter()

    def shown(card: str) -> Spoken:
        # The subject of a message: its printed name with its French grammar (« le Dragon
        # shivân », « la carte Ours »), "Shivan Dragon" in English.
        return card_spoken(card)

    def listed(cards: Iterable[str]) -> Spoken:
        # A list of what is allowed: the printed names, or the names as the scenario wrote them.
        return Spoken(*(listing(printed_name(c, x) for c in cards) or "—" for x in ("en", "fr")))

    for i, card_name in enumerate(names):
        field_name = f"{where}[{i}]"
        if card_name not in in_hand:
            # A second copy of the creature in hand may be revealed; the entering card may not.
            if card_name == creature.name:
                raise ScenarioError(
                    "legions.error.reveal_itself", field_name, lang, card=shown(card_name)
                )
            if card_name in together:
                raise ScenarioError(
                    "legions.error.reveal_together", field_name, lang, card=shown(card_name)
                )
            raise ScenarioError(
                "legions.error.not_in_hand",
                field_name,
                lang,
                card=shown(card_name),
                allowed=listed(sorted(in_hand)),
            )
        seen[card_name] += 1
        if seen[card_name] > in_hand[card_name]:
            raise ScenarioError(
                "legions.error.reveal_twice",
                field_name,
                lang,
                card=shown(card_name),
                count=in_hand[card_name],
            )
        if shared_types(creature, by_name[card_name]) is None:
            raise ScenarioError(
                "legions.error.no_shared_type",
                field_name,
                lang,
                card=shown(card_name),
                creature=shown(creature.name),
                types=Spoken(*(_allowed_types(creature, x) for x in ("en", "fr"))),
                eligible=Spoken(*(_eligible(creature, hand, x) for x in ("en", "fr"))),
            )


def _eligible(creature: Card, hand: Sequence[Card], lang: Lang) -> str:
    """The cards of the hand that may be revealed, printed in ``lang``, or « aucune »."""
    cards = listing(printed_name(c.name, lang) for c in eligible(creature, hand))
    return cards or t("legions.types.no_card", lang)


def _allowed_types(creature: Card, lang: Lang) -> str:
    if creature.changeling:
        return t("legions.types.any", lang)
    if not creature.types:
        return t("legions.types.none", lang)
    return t("legions.types.these", lang, types=type_list(creature.types, lang))


# --- the public scenario format (§3) ---------------------------------------------------------


def parse(data: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    """Read an amplify scenario into the arguments of :func:`amplify` (all checks first)."""
    scenario = obj(data, "scenario")
    only_keys(scenario, TOP_KEYS, "")
    schema_key(scenario)
    raw = required(scenario, "creature", "")
    if isinstance(raw, str):
        # Extension: a shipped Legions card by English or printed French name.
        from mtglearn.rules.legions import cards as legions

        creature = legions.card(raw, field="creature", lang=lang)
    else:
        creature = parse_card(raw, "creature", creature=True, allowed=CARD_KEYS)
    hand = [
        parse_card(v, f"hand[{i}]", creature=False, allowed=HAND_KEYS)
        for i, v in enumerate(seq(scenario.get("hand", []), "hand"))
    ]
    together = [
        parse_card(v, f"entering_together[{i}]", creature=False, allowed=HAND_KEYS)
        for i, v in enumerate(seq(scenario.get("entering_together", []), "entering_together"))
    ]
    reveal = scenario.get("reveal", "all")
    if not isinstance(reveal, str):
        reveal = list(seq(reveal, "reveal"))
    how = choice(scenario.get("how", "cast"), HOW, "how")
    if "description" in scenario:
        name(scenario["description"], "description")
    return {
        "creature": creature,
        "hand": hand,
        "entering_together": together,
        "reveal": reveal,
        "how": how,
    }


def resolve(data: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    """Scenario kind ``amplify`` → outcome ``{"kind", "revealed", "counters", "power", ...}``."""
    args = parse(data, lang)
    return amplify(
        args["creature"],
        args["hand"],
        args["reveal"],
        entering_together=args["entering_together"],
        how=args["how"],
        lang=lang,
    ).outcome()


__all__ = ["HOW", "AmplifyResult", "amplify", "eligible", "parse", "resolve"]
