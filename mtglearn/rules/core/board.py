"""Creatures and permanents as a scenario or a notebook gives them: immutable, checked once.

:class:`Creature` is the immutable description of a creature (its *copiable* characteristics
plus what is already on it: damage, counters, tapped); :class:`Permanent` that of a noncreature
permanent. During resolution each becomes a runtime record of :mod:`.units`, which the rules
modules change; these never change, so resolving twice gives the same answer.

A face-down creature is a 2/2 with no name and no abilities until it is turned face up
(708.2a): ``face_up`` keeps its real characteristics (:class:`FaceUp`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import MISSING, dataclass, field, fields
from types import MappingProxyType
from typing import Any, Final, cast

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n.grammar import Spoken
from mtglearn.base.validate import integer, listing
from mtglearn.base.validate import name as name_
from mtglearn.rules.core.effects import Trigger, parse_trigger
from mtglearn.rules.core.keywords import ALL_KEYWORDS, KEYWORDS, canonical

PLUS: Final = "+1/+1"
MINUS: Final = "-1/-1"

BATTLEFIELD: Final = "battlefield"
GRAVEYARD: Final = "graveyard"
EXILE: Final = "exile"
HAND: Final = "hand"
#: Not a zone: the creature left the game with its owner (800.4a).
LEFT_GAME: Final = "left_game"

_EMPTY: Final[Mapping[str, int]] = MappingProxyType({})
_CREATURE_ONLY: Final = ("creature",)

_CANONICAL: Final = frozenset(KEYWORDS)
#: Every keyword without a number, by its canonical name.
_STORED: Final = frozenset(ALL_KEYWORDS)

#: The five colors (105.1), in the order of the color wheel.
COLORS: Final[tuple[str, ...]] = ("white", "blue", "black", "red", "green")
#: The French names a scenario may use for them (105.1: blanc, bleu, noir, rouge, vert).
FRENCH_COLORS: Final[dict[str, str]] = {
    "blanc": "white",
    "bleu": "blue",
    "noir": "black",
    "rouge": "red",
    "vert": "green",
}
#: Card types a creature may also have (300.1); ``creature`` is always among them.
CREATURE_CARD_TYPES: Final[tuple[str, ...]] = (
    "artifact",
    "creature",
    "enchantment",
    "land",
    "planeswalker",
    "kindred",
)
#: The types of a permanent that can be attacked (506.3).
ATTACKABLE_TYPES: Final[tuple[str, ...]] = ("planeswalker", "battle")
LOYALTY: Final = "loyalty"
DEFENSE: Final = "defense"


def check_colors(colors: object, where: str) -> frozenset[str]:
    """A list of colors (105.1), lower case; an unknown one is an error naming it."""
    if isinstance(colors, str) or not isinstance(colors, Iterable):
        raise ScenarioError("error.not_list", where)
    out: set[str] = set()
    for i, color in enumerate(sorted(colors) if isinstance(colors, frozenset | set) else colors):
        said = color.lower() if isinstance(color, str) else None
        english = FRENCH_COLORS.get(said, said) if said is not None else None
        if english not in COLORS:
            # Each language lists the names it may write: « blanc, bleu… » in French.
            allowed = Spoken(listing(COLORS), listing(FRENCH_COLORS))
            raise ScenarioError(
                "error.unknown_color", f"{where}[{i}]", value=color, allowed=allowed
            )
        out.add(str(english))
    return frozenset(out)


def check_card_types(types: object, where: str) -> tuple[str, ...]:
    """A creature's card types (300.1): known types, ``creature`` among them."""
    if isinstance(types, str) or not isinstance(types, Iterable):
        raise ScenarioError("error.not_list", where)
    out: list[str] = []
    for i, kind in enumerate(types):
        if not isinstance(kind, str) or kind.lower() not in CREATURE_CARD_TYPES:
            raise ScenarioError(
                "error.one_of",
                f"{where}[{i}]",
                value=kind,
                allowed=listing(CREATURE_CARD_TYPES),
            )
        if kind.lower() not in out:
            out.append(kind.lower())
    if "creature" not in out:
        raise ScenarioError("combat.error.not_a_creature", where)
    return tuple(out)


def freeze_counters(counters: object, where: str) -> Mapping[str, int]:
    """Counters as a read-only mapping kind → positive number (zero entries are dropped)."""
    if counters is None:
        return _EMPTY
    if not isinstance(counters, Mapping):
        raise ScenarioError("error.not_object", where)
    out: dict[str, int] = {}
    for kind, number in counters.items():
        name_(kind, where)
        n = integer(number, f"{where}.{kind}")
        if n < 0:
            raise ScenarioError("combat.error.negative", f"{where}.{kind}", value=n)
        if n:
            out[kind] = n
    return MappingProxyType(out) if out else _EMPTY


def _listed(value: object) -> list[Any] | None:
    """``value`` as a list if it is a list, a tuple or a set (sorted, for stable field
    paths), else ``None``: a string is not a list of words."""
    if isinstance(value, list):
        return value
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, frozenset | set):
        return sorted(value)
    if isinstance(value, str | bytes | Mapping) or not isinstance(value, Iterable):
        return None
    return list(value)


def _a_list(value: object, where: str) -> list[Any]:
    listed = _listed(value)
    if listed is None:
        raise ScenarioError("error.not_list", where)
    return listed


def _damage(value: object, where: str) -> int:
    damage = integer(value, where, key="damage")
    if damage < 0:
        raise ScenarioError("combat.error.negative", f"{where}.damage", value=damage)
    return damage


def _tapped(value: object, where: str) -> bool:
    if value.__class__ is not bool:
        raise ScenarioError("error.not_bool", f"{where}.tapped", value=value)
    return value


def _gender(value: object, where: str) -> str | None:
    if value is not None and value not in ("m", "f"):
        raise ScenarioError("error.one_of", f"{where}.gender", value=value, allowed="m, f")
    return value


def _subtypes(value: object, where: str) -> tuple[str, ...]:
    here = f"{where}.subtypes"
    return tuple(name_(x, f"{here}[{i}]") for i, x in enumerate(_a_list(value, here)))


def _triggers(value: object, where: str) -> tuple[Trigger, ...]:
    here = f"{where}.triggers"
    return tuple(
        x if x.__class__ is Trigger else parse_trigger(x, f"{here}[{i}]")
        for i, x in enumerate(_a_list(value, here))
    )


def _face_up(value: object, where: str) -> FaceUp | None:
    if value is not None and value.__class__ is not FaceUp:
        raise ScenarioError("combat.error.face_up_type", f"{where}.face_up")
    return value


#: How each field of a creature is checked and put in its canonical form (``keywords``, which
#: also sets ``extra``, is :func:`_keywords`; ``id``, ``controller``, ``power`` and
#: ``toughness`` are :func:`~mtglearn.base.validate.name` and
#: :func:`~mtglearn.base.validate.integer`, see :func:`normalise`). Each raises a
#: ScenarioError naming the field.
_CHECKS: Final[dict[str, Callable[[Any, str], Any]]] = {
    "name": lambda v, where: None if v is None else name_(v, where, key="name"),
    "damage": _damage,
    "tapped": _tapped,
    "gender": _gender,
    "colors": lambda v, where: check_colors(v, f"{where}.colors"),
    "card_types": lambda v, where: check_card_types(v, f"{where}.card_types"),
    "subtypes": _subtypes,
    "counters": lambda v, where: freeze_counters(v, f"{where}.counters"),
    "triggers": _triggers,
    "face_up": _face_up,
}


#: The fields every creature has, and the type of their canonical form (:func:`normalise`).
_PLAIN: Final[dict[str, type]] = {"id": str, "controller": str, "power": int, "toughness": int}


def _keywords(raw: dict[str, Any], where: str) -> None:
    """Keywords in English or French, stored as a frozenset of canonical names; repeated
    instances are counted in ``extra``: they add up where the rules say so
    (docs/scenario-format.md §5.1) and are redundant elsewhere (702.4e, 702.7d)."""
    words = raw["keywords"]
    if words.__class__ is frozenset and words <= _CANONICAL:
        return
    listed = words if words.__class__ is list else _a_list(words, f"{where}.keywords")
    # A canonical name is taken as it is; any other is looked up, its field path (from the
    # listed order) built for an error only.
    names = [
        w if w.__class__ is str and w in _STORED else canonical(w, f"{where}.keywords[{i}]")
        for i, w in enumerate(listed)
    ]
    raw["keywords"] = unique = frozenset(names)
    if len(unique) < len(names):
        extra: dict[str, int] = {}
        for word in names:
            extra[word] = extra.get(word, -1) + 1
        raw["extra"] = MappingProxyType({k: n for k, n in extra.items() if n})


def normalise(raw: dict[str, Any], where: str, given: Iterable[str]) -> None:
    """Check the fields ``given`` of a creature (``raw``: every field by name) and store each
    in its canonical form; the first wrong one raises a :class:`ScenarioError` naming
    ``where.<field>``. The one check of a creature, whoever makes it (a notebook, a
    scenario); fields left at their defaults need none."""
    for key in given:
        kind = _PLAIN.get(key)
        if kind is not None:
            # id, controller (non-empty names) and power, toughness (whole numbers): every
            # creature has them. A value already in its canonical form (a plain ``str`` that
            # starts with no space, an ``int``) is what ``name``/``integer`` would give back;
            # any other is theirs to convert or refuse.
            value = raw[key]
            if kind is int:
                if value.__class__ is not int:
                    raw[key] = integer(value, where, key=key)
            elif value.__class__ is not str or not value or value[0].isspace():
                raw[key] = name_(value, where, key=key)
        elif key == "keywords":
            _keywords(raw, where)
        elif key != "extra":
            raw[key] = _CHECKS[key](raw[key], where)


@dataclass(frozen=True, slots=True)
class FaceUp:
    """The real characteristics of a face-down creature (shown when it is turned face up)."""

    power: int
    toughness: int
    keywords: frozenset[str] = frozenset()
    name: str | None = None


@dataclass(frozen=True)
class Creature:
    """A creature as a scenario describes it: immutable, checked once when made.

    ``keywords`` accepts canonical English names or official French aliases and is stored as a
    frozenset of canonical names (several instances of a keyword are redundant: 702.4e, 702.7d).
    ``power``/``toughness`` are the printed values; ``counters`` (``"+1/+1"``, ``"-1/-1"``
    change them, other kinds are tracked) and ``damage`` (already marked this turn) are on it
    before combat damage. ``face_up`` is set for a face-down creature (708.2a: a 2/2 with no
    name and no abilities until turned face up).
    """

    id: str
    power: int = 2
    toughness: int = 2
    keywords: frozenset[str] = frozenset()
    controller: str = "P1"
    name: str | None = None
    damage: int = 0
    counters: Mapping[str, int] = field(default_factory=lambda: _EMPTY, hash=False)
    tapped: bool = False
    triggers: tuple[Trigger, ...] = ()
    face_up: FaceUp | None = None
    colors: frozenset[str] = frozenset()
    card_types: tuple[str, ...] = ("creature",)
    subtypes: tuple[str, ...] = ()
    #: Instances beyond the first of a repeated keyword (docs/scenario-format.md §5.1; set from
    #: ``keywords``).
    extra: Mapping[str, int] = field(default_factory=lambda: _EMPTY, hash=False)
    gender: str | None = None

    def __post_init__(self) -> None:
        # The fields as given may not have their declared types yet (a list of keywords,
        # French aliases, a dict of counters): each is checked and stored in its canonical
        # form (the instance is frozen, its dictionary is not).
        raw = self.__dict__
        given = [k for k, default in _DEFAULTS.items() if raw[k] is not default]
        normalise(raw, f"creatures[{raw['id']}]", ("id", *given))

    @classmethod
    def read(cls, fields: Mapping[str, Any], where: str) -> Creature:
        """A creature from ``fields`` as a scenario gives them (plain JSON values, keyword
        names in English or French), checked once: an error names ``where.<field>``."""
        raw = {**_DEFAULTS, **fields}
        normalise(raw, where, fields)
        creature = object.__new__(cls)
        object.__setattr__(creature, "__dict__", raw)  # frozen: set once, as a whole
        return creature

    @property
    def face_down(self) -> bool:
        """Whether it is a face-down 2/2 (708.2a)."""
        return self.face_up is not None

    def label(self) -> str:
        """What narration and tables call it: its name, else its id."""
        return self.name or self.id

    def instances(self, keyword: str) -> int:
        """How many instances of ``keyword`` it was given (0 if none; docs/scenario-format.md
        §5.1)."""
        return (1 + self.extra.get(keyword, 0)) if keyword in self.keywords else 0


#: A creature's fields that a scenario may leave out, with their defaults. Never changed:
#: each creature copies it (a plain dict, not a MappingProxyType: copying one costs a sixth
#: as much, and a creature is read for every scenario).
_DEFAULTS: Final[dict[str, Any]] = {
    f.name: f.default if f.default is not MISSING else cast(Any, f.default_factory)()
    for f in fields(Creature)
    if f.name != "id"
}


@dataclass(frozen=True, slots=True)
class Permanent:
    """A noncreature permanent (e.g. an Equipment such as Umezawa's Jitte).

    Its ``triggers`` fire when the creature it is ``attached_to`` deals combat damage (the
    equipped creature, 301.5); ``"self"`` in their actions means this permanent and
    ``"equipped"`` the creature it is attached to.
    """

    id: str
    controller: str
    name: str | None = None
    attached_to: str | None = None
    counters: Mapping[str, int] = field(default_factory=lambda: _EMPTY, hash=False)
    triggers: tuple[Trigger, ...] = ()
    card_types: tuple[str, ...] = ()
    loyalty: int | None = None
    defense: int | None = None
    protector: str | None = None

    def label(self) -> str:
        """What narration and tables call it: its name, else its id."""
        return self.name or self.id

    @property
    def attackable(self) -> bool:
        """A planeswalker or a battle can be attacked (506.3)."""
        return "planeswalker" in self.card_types or "battle" in self.card_types

    def defending_player(self) -> str:
        """Who defends it: a planeswalker's controller, a battle's protector (506.2, 508.5)."""
        if "battle" in self.card_types and self.protector is not None:
            return self.protector
        return self.controller
