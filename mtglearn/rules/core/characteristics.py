"""Cards as the amplify and morph rules see them: printed characteristics only.

A :class:`Card` holds what is printed on a card (name, power/toughness, creature types, colors,
mana cost) plus the few abilities the Legions rules care about (amplify, morph, megamorph,
"when turned face up" and "enters" triggers). It is immutable: rules code derives new states
(a face-down permanent, a creature with counters) instead of changing a card.

Rules used here:

- 202.3: the mana value of an object is the total amount of mana in its mana cost (an X counts
  as 0 outside the stack; a face-down permanent has no mana cost, so its mana value is 0).
- 205.3m / 702.73a: creature types are subtypes; changeling means "this object is every
  creature type", so a changeling shares a creature type with anything that has one.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang
from mtglearn.base.validate import boolean, integer, listing, name, obj, only_keys, required, seq

COLORS: Final[tuple[str, ...]] = ("white", "blue", "black", "red", "green")

#: Keys a card object may have in a scenario (``hand`` entries use a subset).
CARD_KEYS: Final[tuple[str, ...]] = (
    "name",
    "power",
    "toughness",
    "types",
    "changeling",
    "colors",
    "mana_cost",
    "amplify",
    "morph",
    "megamorph",
    "keywords",
    "when_turned_face_up",
    "when_enters",
)

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_COST = re.compile(r"^(\{[^{}]+\})+$")


@dataclass(frozen=True)
class Card:
    """A card's printed characteristics and its Legions-relevant abilities.

    ``types`` are creature types (subtypes, 205.3m), e.g. ``("Human", "Wizard")``.
    ``amplify`` lists the N of each amplify instance (702.38b: each works separately).
    ``morph`` / ``megamorph`` are costs such as ``"{2}{R}"`` (a megamorph cost is a morph
    cost, 702.37b). ``when_turned_face_up`` / ``when_enters`` are the texts of those triggered
    abilities (``None`` when the card has none).
    """

    name: str
    power: int | None = None
    toughness: int | None = None
    types: tuple[str, ...] = ()
    changeling: bool = False
    colors: tuple[str, ...] = ()
    mana_cost: str | None = None
    amplify: tuple[int, ...] = ()
    morph: str | None = None
    megamorph: str | None = None
    keywords: tuple[str, ...] = ()
    when_turned_face_up: str | None = None
    when_enters: str | None = None
    fr_name: str | None = field(default=None, compare=False)
    zh_name: str | None = field(default=None, compare=False)
    oracle: str | None = field(default=None, compare=False)

    @property
    def mana_value(self) -> int:
        """202.3: the total of the mana cost (X counts 0; no mana cost gives 0)."""
        return mana_value(self.mana_cost)

    @property
    def morph_cost(self) -> str | None:
        """The cost paid to turn it face up (702.37b: a megamorph cost is a morph cost)."""
        return self.megamorph if self.megamorph is not None else self.morph

    def display_name(self, lang: Lang) -> str:
        """The printed name in ``lang`` (French printed name when known, else English)."""
        if lang == "fr" and self.fr_name:
            return self.fr_name
        return self.name


def mana_value(cost: str | None) -> int:
    """202.3: add up the symbols of a mana cost: ``{3}`` is 3, ``{X}`` 0, ``{2/R}`` 2, ``{R}`` 1."""
    if not cost:
        return 0
    total = 0
    for symbol in _SYMBOL.findall(cost):
        head = symbol.split("/")[0]
        if head.isdigit():
            total += int(head)
        elif head.upper() != "X":
            total += 1
    return total


def shared_types(first: Card, second: Card) -> tuple[str, ...] | None:
    """The creature types two cards share, or ``None`` when they share none.

    702.73a: a changeling is every creature type, so it shares every type of the other card
    (and, with another changeling, all of them: reported as ``("*",)``). A card with no
    creature type at all (and no changeling) shares nothing.
    """
    if first.changeling and second.changeling:
        return ("*",)
    if first.changeling:
        return second.types or None
    if second.changeling:
        return first.types or None
    common = tuple(t for t in first.types if t in second.types)
    return common or None


def parse_card(value: object, field_name: str, *, creature: bool, allowed: tuple[str, ...]) -> Card:
    """A :class:`Card` read from scenario data, refusing anything malformed.

    ``creature=True`` makes ``power`` and ``toughness`` required (the permanent whose rules are
    being resolved); ``allowed`` lists the keys this kind of entry may have.
    """
    data = obj(value, field_name)
    only_keys(data, allowed, field_name)
    card_name = name(required(data, "name", field_name), f"{field_name}.name")
    power = toughness = None
    if creature:
        power = integer(required(data, "power", field_name), f"{field_name}.power")
        toughness = integer(required(data, "toughness", field_name), f"{field_name}.toughness")
    return Card(
        name=card_name,
        power=power,
        toughness=toughness,
        types=_names(data, "types", field_name),
        changeling=boolean(data.get("changeling", False), f"{field_name}.changeling"),
        colors=_colors(data, field_name),
        mana_cost=_cost(data, "mana_cost", field_name),
        amplify=_amplify(data, field_name),
        morph=_cost(data, "morph", field_name),
        megamorph=_cost(data, "megamorph", field_name),
        keywords=_names(data, "keywords", field_name),
        when_turned_face_up=_text(data, "when_turned_face_up", field_name),
        when_enters=_text(data, "when_enters", field_name),
    )


def _names(data: Mapping[str, Any], key: str, field_name: str) -> tuple[str, ...]:
    where = f"{field_name}.{key}"
    items = seq(data.get(key, []), where)
    return tuple(name(v, f"{where}[{i}]") for i, v in enumerate(items))


def _colors(data: Mapping[str, Any], field_name: str) -> tuple[str, ...]:
    where = f"{field_name}.colors"
    out: list[str] = []
    for i, v in enumerate(seq(data.get("colors", []), where)):
        if not isinstance(v, str) or v.lower() not in COLORS:
            raise ScenarioError("error.one_of", f"{where}[{i}]", value=v, allowed=listing(COLORS))
        out.append(v.lower())
    return tuple(out)


def _cost(data: Mapping[str, Any], key: str, field_name: str) -> str | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not _COST.match(value):
        raise ScenarioError("legions.error.bad_cost", f"{field_name}.{key}", value=value)
    return value


def _text(data: Mapping[str, Any], key: str, field_name: str) -> str | None:
    value = data.get(key)
    return None if value is None else name(value, f"{field_name}.{key}")


def _amplify(data: Mapping[str, Any], field_name: str) -> tuple[int, ...]:
    where = f"{field_name}.amplify"
    out: list[int] = []
    for i, v in enumerate(seq(data.get("amplify", []), where)):
        n = integer(v, f"{where}[{i}]")
        if n < 1:
            raise ScenarioError("legions.error.amplify_n", f"{where}[{i}]", value=n)
        out.append(n)
    return tuple(out)


def kind_of(card_types: tuple[str, ...]) -> str:
    """What a permanent is called in a sentence when it has no printed name: a planeswalker or
    a battle is never « la créature PW » (306, 310); see
    :func:`mtglearn.base.i18n.names.name_of`."""
    return next((k for k in ("planeswalker", "battle") if k in card_types), "creature")


__all__ = [
    "CARD_KEYS",
    "COLORS",
    "Card",
    "kind_of",
    "mana_value",
    "parse_card",
    "shared_types",
]
