"""Creatures and permanents as a scenario or a notebook gives them: immutable, checked once.

:class:`Creature` is the immutable description of a creature (its *copiable* characteristics
plus what is already on it: damage, counters, tapped); :class:`Permanent` that of a noncreature
permanent. During resolution each becomes a runtime record of :mod:`.units`, which the rules
modules change; these never change, so resolving twice gives the same answer.

A face-down creature is a 2/2 with no name and no abilities until it is turned face up
(708.2a): ``face_up`` keeps its real characteristics (:class:`FaceUp`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Final

from mypy_extensions import mypyc_attr

from mtglearn.errors import ScenarioError
from mtglearn.i18n import Lang, get_lang
from mtglearn.i18n.grammar import Spoken
from mtglearn.rules.core.effects import Trigger, parse_trigger
from mtglearn.rules.core.keywords import KEYWORDS, canonical
from mtglearn.validate import integer, listing
from mtglearn.validate import name as name_

PLUS: Final = "+1/+1"
MINUS: Final = "-1/-1"

BATTLEFIELD: Final = "battlefield"
GRAVEYARD: Final = "graveyard"
EXILE: Final = "exile"
HAND: Final = "hand"
#: Not a zone: the creature left the game with its owner (800.4a).
LEFT_GAME: Final = "left_game"

_EMPTY: Final[Mapping[str, int]] = MappingProxyType({})
CANONICAL: Final = frozenset(KEYWORDS)
_NO_COLORS: Final[frozenset[str]] = frozenset()
_NO_KEYWORDS: Final[frozenset[str]] = frozenset()
_CREATURE: Final = ("creature",)

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


def check_colors(colors: object, where: str, lang: Lang) -> frozenset[str]:
    """A list of colors (105.1), lower case; an unknown one is an error naming it."""
    if isinstance(colors, str) or not isinstance(colors, Iterable):
        raise ScenarioError("error.not_list", where, lang)
    out: set[str] = set()
    for i, color in enumerate(sorted(colors) if isinstance(colors, frozenset | set) else colors):
        said = color.lower() if isinstance(color, str) else None
        english = FRENCH_COLORS.get(said, said) if said is not None else None
        if english not in COLORS:
            # Each language lists the names it may write: « blanc, bleu… » in French.
            allowed = Spoken(listing(COLORS), listing(FRENCH_COLORS))
            raise ScenarioError(
                "error.unknown_color", f"{where}[{i}]", lang, value=color, allowed=allowed
            )
        out.add(str(english))
    return frozenset(out)


def check_card_types(types: object, where: str, lang: Lang) -> tuple[str, ...]:
    """A creature's card types (300.1): known types, ``creature`` among them."""
    if isinstance(types, str) or not isinstance(types, Iterable):
        raise ScenarioError("error.not_list", where, lang)
    out: list[str] = []
    for i, kind in enumerate(types):
        if not isinstance(kind, str) or kind.lower() not in CREATURE_CARD_TYPES:
            raise ScenarioError(
                "error.one_of",
                f"{where}[{i}]",
                lang,
                value=kind,
                allowed=listing(CREATURE_CARD_TYPES),
            )
        if kind.lower() not in out:
            out.append(kind.lower())
    if "creature" not in out:
        raise ScenarioError("combat.error.not_a_creature", where, lang)
    return tuple(out)


def freeze_counters(counters: object, where: str, lang: Lang) -> Mapping[str, int]:
    """Counters as a read-only mapping kind → positive number (zero entries are dropped)."""
    if counters is None:
        return _EMPTY
    if not isinstance(counters, Mapping):
        raise ScenarioError("error.not_object", where, lang)
    out: dict[str, int] = {}
    for kind, number in counters.items():
        name_(kind, where, lang)
        n = integer(number, f"{where}.{kind}", lang)
        if n < 0:
            raise ScenarioError("combat.error.negative", f"{where}.{kind}", lang, value=n)
        if n:
            out[kind] = n
    return MappingProxyType(out) if out else _EMPTY


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class FaceUp:
    """The real characteristics of a face-down creature (shown when it is turned face up)."""

    power: int
    toughness: int
    keywords: frozenset[str] = frozenset()
    name: str | None = None


def _already_checked(raw: dict[str, Any]) -> bool:
    """Every field of a creature (``raw``: its fields as given) already has its checked,
    canonical form (no message built)."""
    cid, controller, name = raw["id"], raw["controller"], raw["name"]
    triggers = raw["triggers"]
    keywords = raw["keywords"]
    damage = raw["damage"]
    face_up = raw["face_up"]
    colors = raw["colors"]
    return (
        cid.__class__ is str
        and cid != ""
        and not cid[0].isspace()
        and controller.__class__ is str
        and controller != ""
        and not controller[0].isspace()
        and (name is None or (name.__class__ is str and name != "" and not name[0].isspace()))
        and raw["power"].__class__ is int
        and raw["toughness"].__class__ is int
        and damage.__class__ is int
        and damage >= 0
        and raw["tapped"].__class__ is bool
        and keywords.__class__ is frozenset
        and keywords <= CANONICAL
        and raw["counters"].__class__ is MappingProxyType
        and (
            triggers == ()
            or (triggers.__class__ is tuple and all(t.__class__ is Trigger for t in triggers))
        )
        and (face_up is None or face_up.__class__ is FaceUp)
        and not colors
        and colors.__class__ is frozenset
        and raw["card_types"] == _CREATURE
        and raw["subtypes"] == ()
        and raw["extra"].__class__ is MappingProxyType
        and raw["gender"] in (None, "m", "f")
    )


# An ordinary Python class in the compiled module (``native_class=False``): its fields accept
# loosely typed input until ``__post_init__`` normalises them. No slots: a dictionary lets
# ``checked_creature`` set every field at once (see there).
@mypyc_attr(native_class=False)
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
    #: Instances beyond the first of a repeated keyword (format §5.1; set from ``keywords``).
    extra: Mapping[str, int] = field(default_factory=lambda: _EMPTY, hash=False)
    gender: str | None = None

    def __post_init__(self) -> None:
        # Most creatures are made from checked data (a scenario, or another creature): say so
        # at once; only otherwise check each field, naming the one that is wrong. Both read
        # the fields as given (``raw``), which may not have their declared types yet (a list
        # of keywords, say): the compiled engine checks a declared type when it reads one.
        raw: dict[str, Any] = self.__dict__
        if not _already_checked(raw):
            self._check(raw)

    def _check(self, raw: dict[str, Any]) -> None:
        lang = get_lang()
        where = f"creatures[{raw['id']}]"
        if raw["gender"] is not None and raw["gender"] not in ("m", "f"):
            raise ScenarioError(
                "error.one_of", f"{where}.gender", lang, value=raw["gender"], allowed="m, f"
            )
        name_(raw["id"], "creatures[].id", lang)
        integer(raw["power"], f"{where}.power", lang)
        integer(raw["toughness"], f"{where}.toughness", lang)
        name_(raw["controller"], f"{where}.controller", lang)
        if raw["name"] is not None:
            name_(raw["name"], f"{where}.name", lang)
        damage = integer(raw["damage"], f"{where}.damage", lang)
        if damage < 0:
            raise ScenarioError("combat.error.negative", f"{where}.damage", lang, value=damage)
        if not isinstance(raw["tapped"], bool):
            raise ScenarioError("error.not_bool", f"{where}.tapped", lang, value=raw["tapped"])
        words = raw["keywords"]
        if isinstance(words, str) or not isinstance(words, Iterable):
            raise ScenarioError("error.not_list", f"{where}.keywords", lang)
        # Canonical names only (French aliases accepted); listed order gives the field path.
        listed = sorted(words) if isinstance(words, frozenset | set) else list(words)
        names = [canonical(w, f"{where}.keywords[{i}]", lang) for i, w in enumerate(listed)]
        unique = frozenset(names)
        object.__setattr__(self, "keywords", unique)
        if len(unique) < len(names):  # repeated instances add up where the rules say so
            extra: dict[str, int] = {}
            for word in names:
                extra[word] = extra.get(word, -1) + 1
            object.__setattr__(
                self, "extra", MappingProxyType({k: n for k, n in extra.items() if n})
            )
        if raw["colors"]:
            object.__setattr__(self, "colors", check_colors(raw["colors"], f"{where}.colors", lang))
        if raw["card_types"] != ("creature",):
            types = check_card_types(raw["card_types"], f"{where}.card_types", lang)
            object.__setattr__(self, "card_types", types)
        if isinstance(raw["subtypes"], str) or not isinstance(raw["subtypes"], Iterable):
            raise ScenarioError("error.not_list", f"{where}.subtypes", lang)
        object.__setattr__(
            self,
            "subtypes",
            tuple(name_(s, f"{where}.subtypes[{i}]", lang) for i, s in enumerate(raw["subtypes"])),
        )
        if not isinstance(raw["counters"], MappingProxyType):
            counters = freeze_counters(raw["counters"], f"{where}.counters", lang)
            object.__setattr__(self, "counters", counters)
        if isinstance(raw["triggers"], str | bytes | Mapping) or not isinstance(
            raw["triggers"], Iterable
        ):
            raise ScenarioError("error.not_list", f"{where}.triggers", lang)
        object.__setattr__(
            self,
            "triggers",
            tuple(
                parse_trigger(x, f"{where}.triggers[{i}]", lang)
                for i, x in enumerate(raw["triggers"])
            ),
        )
        if raw["face_up"] is not None and not isinstance(raw["face_up"], FaceUp):
            raise ScenarioError("combat.error.face_up_type", f"{where}.face_up", lang)

    @property
    def face_down(self) -> bool:
        """Whether it is a face-down 2/2 (708.2a)."""
        return self.face_up is not None

    def label(self) -> str:
        """What narration and tables call it: its name, else its id."""
        return self.name or self.id

    def instances(self, keyword: str) -> int:
        """How many instances of ``keyword`` it was given (0 if none; format §5.1)."""
        return (1 + self.extra.get(keyword, 0)) if keyword in self.keywords else 0


def checked_creature(
    cid: str,
    power: int,
    toughness: int,
    keywords: frozenset[str],
    controller: str,
    name: str | None,
    damage: int,
    tapped: bool,
) -> Creature:
    """A creature without counters, triggers or face-down state, from fields its caller has
    already checked (a scenario reader): no check is made again."""
    creature: Creature = object.__new__(Creature)
    # Its fields set at once, as one dictionary: the dataclass's own ``__init__`` would set
    # them one ``object.__setattr__`` call at a time (the class is frozen), which was most of
    # the cost of reading a scenario.
    fields = {
        "id": cid,
        "power": power,
        "toughness": toughness,
        "keywords": keywords,
        "controller": controller,
        "name": name,
        "damage": damage,
        "counters": _EMPTY,
        "tapped": tapped,
        "triggers": (),
        "face_up": None,
        "colors": _NO_COLORS,
        "card_types": _CREATURE,
        "subtypes": (),
        "extra": _EMPTY,
        "gender": None,
    }
    object.__setattr__(creature, "__dict__", fields)
    return creature


@mypyc_attr(native_class=False)
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
