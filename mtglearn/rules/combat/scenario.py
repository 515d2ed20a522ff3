"""Reading and writing combat scenarios (docs/scenario-format.md §1) for :class:`~.engine.Combat`.

Version 2 (docs/scenario-format.md §5): ``colors``, ``card_types``, ``subtypes`` on creatures;
``poison`` and ``lands`` on players; planeswalkers (``loyalty``) and battles (``defense``,
``protector``) among ``permanents``; the top-level ``prevent`` list (615).

The rules of an era (docs/scenario-format.md §6): ``era`` (``foundations``, the default; ``m10``;
``sixth_edition``), ``damage_order`` (``m10`` only) and ``after_assignment`` (``sixth_edition``
only), checked by :class:`~.engine.Combat` (see :mod:`mtglearn.rules.combat.eras`).

Compatible extensions (optional keys): ``permanents`` (noncreature permanents such as an
Equipment, with triggers), ``replacements`` (replacing "dies", 614/700.4), ``title``, the
``remove_counters`` action, ``"equipped"`` inside a permanent's trigger, and the blocking keys
``before_blocks``, ``requirements``, ``block_costs`` read with ``provoke`` by
:mod:`mtglearn.rules.combat.provoke` (702.39, 509.1c).

:func:`dump` writes a combat as it stands when blockers are declared: provoke's requirements
become ``requirements`` entries (``"source": "provoke"``) and its targets are already untapped,
so reading the dump back checks the same declaration (the provoke narration is not kept).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, Protocol

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang
from mtglearn.base.validate import (
    SCHEMA_KEY,
    boolean,
    integer,
    listing,
    name,
    obj,
    obj_dict,
    only_keys,
    plain_name,
    required,
    schema_key,
    seq,
)
from mtglearn.rules.combat.block_requirements import Requirement
from mtglearn.rules.combat.provoke import BLOCK_KEYS, BlockSetup, setup_blocks
from mtglearn.rules.core.board import (
    Creature,
    FaceUp,
    Permanent,
    freeze_counters,
)
from mtglearn.rules.core.effects import Action, parse_trigger
from mtglearn.rules.core.keywords import LANDWALKS, keyword_set, sorted_keywords
from mtglearn.rules.core.prevention import Prevention, parse_prevention
from mtglearn.rules.core.replacement import DiesReplacement, ExileInstead, parse_replacement

TOP_KEYS: Final = (
    "kind",
    "title",
    "title_fr",
    "players",
    "creatures",
    "attacks",
    "blocks",
    "provoke",
    "before_blocks",
    "requirements",
    "block_costs",
    "assign",
    "before_damage",
    "between_steps",
    "permanents",
    "replacements",
    "prevent",
    "teams",
    "era",
    "damage_order",
    "after_assignment",
    SCHEMA_KEY,
)
TOP_KEY_SET: Final = frozenset(TOP_KEYS)
#: The keys of a scenario that uses no format feature beyond attacks and blocks (509, 510).
BASIC_KEYS: Final = frozenset(("kind", "title", "players", "creatures", "attacks", "blocks"))
# The grammatical gender of a creature's name in French (« l'Ours » is masculine); optional.
GENDERS: Final = ("m", "f")
CREATURE_KEYS: Final = (
    "id",
    "controller",
    "power",
    "toughness",
    "name",
    "keywords",
    "damage",
    "counters",
    "tapped",
    "triggers",
    "face_down",
    "face_up",
    "colors",
    "card_types",
    "subtypes",
    "gender",
)
CREATURE_KEY_SET: Final = frozenset(CREATURE_KEYS)
FACE_UP_KEYS: Final = (
    "name",
    "power",
    "toughness",
    "keywords",
    "types",
    "colors",
    "mana_cost",
    "morph",
    "when_turned_face_up",
)
PERMANENT_KEYS: Final = (
    "id",
    "name",
    "controller",
    "attached_to",
    "counters",
    "triggers",
    "card_types",
    "loyalty",
    "defense",
    "protector",
)
PLAYER_KEYS: Final = ("name", "life", "poison", "lands")
#: The basic land types (205.3i) that landwalk looks for (702.14c), lower case.
BASIC_LAND_TYPES: Final = tuple(LANDWALKS.values())
#: Card types a noncreature permanent of a combat scenario may have (300.1).
PERMANENT_TYPES: Final = ("artifact", "enchantment", "land", "planeswalker", "battle")


def _player(
    data: object, i: int, lang: Lang, poison: dict[str, int], lands: dict[str, frozenset[str]]
) -> str | tuple[str, int]:
    """Player ``i`` (any but a plain name, which is taken as it is): name and life; ``poison``
    and ``lands`` (docs/scenario-format.md §5) go to the mappings."""
    where = f"players[{i}]"
    if isinstance(data, str):
        return name(data, where)
    entry = obj(data, where)
    only_keys(entry, PLAYER_KEYS, where)
    pname = name(required(entry, "name", where), f"{where}.name")
    if "poison" in entry:
        count = integer(entry["poison"], f"{where}.poison")
        if count < 0:
            raise ScenarioError("combat.error.negative", f"{where}.poison", lang, value=count)
        poison[pname] = count
    if "lands" in entry:
        types: set[str] = set()
        for i, land in enumerate(seq(entry["lands"], f"{where}.lands")):
            if not isinstance(land, str) or land.lower() not in BASIC_LAND_TYPES:
                raise ScenarioError(
                    "combat.error.land_type",
                    f"{where}.lands[{i}]",
                    lang,
                    value=land,
                    allowed=listing(BASIC_LAND_TYPES),
                )
            types.add(land.lower())
        lands[pname] = frozenset(types)
    return pname, integer(entry.get("life", 20), f"{where}.life")


def _triggers(data: object, where: str, lang: Lang) -> tuple[Any, ...]:
    return tuple(parse_trigger(x, f"{where}[{i}]") for i, x in enumerate(seq(data, where)))


def read_creature(data: object, where: str, lang: Lang) -> Creature:
    """A creature entry: the keys of the format checked here (which are allowed, which are
    required, a face-down creature's ``face_up``), every field by
    :meth:`~mtglearn.rules.core.board.Creature.read`, naming the first that is wrong."""
    entry = obj(data, where)
    if not CREATURE_KEY_SET.issuperset(entry):
        only_keys(entry, CREATURE_KEYS, where)
    # The entry's keys are the creature's fields, but for face_down (``Creature.read`` copies
    # them: an entry without face_down is handed over as it is).
    fields: Mapping[str, Any] = entry
    if entry.get("face_down", False) is not False:
        boolean(entry["face_down"], f"{where}.face_down")
        # 708.2a: a nameless 2/2 without abilities
        fields = {**entry, "face_up": _face_up(entry, where, lang), "power": 2, "toughness": 2}
    elif "face_up" in entry:
        raise ScenarioError("combat.error.face_up_without_face_down", f"{where}.face_up", lang)
    elif "name" in entry and entry["name"] is None:  # JSON null is no name
        name(None, where, key="name")
    if "face_down" in fields:
        fields = {k: v for k, v in fields.items() if k != "face_down"}
    if not _REQUIRED.issubset(fields):
        for key in CREATURE_KEYS[:4]:  # id, controller, power, toughness: the first missing
            required(entry, key, where)
    return Creature.read(fields, where)


#: The keys every creature entry has (a face-down one gets its power and toughness, 2/2).
_REQUIRED: Final = frozenset(("id", "controller", "power", "toughness"))


def _face_up(entry: Mapping[str, Any], where: str, lang: Lang) -> FaceUp:
    """The real characteristics of a face-down creature entry (708.2a: face down, it is a
    nameless 2/2 without abilities, which the entry itself must say or leave out)."""
    here = f"{where}.face_up"
    up = obj(required(entry, "face_up", where), here)
    only_keys(up, FACE_UP_KEYS, here)
    for key in ("power", "toughness"):
        if key in entry and integer(entry[key], where, key=key) != 2:
            raise ScenarioError("combat.error.face_down_2_2", f"{where}.{key}", lang)
    if entry.get("keywords") or "name" in entry:
        raise ScenarioError("combat.error.face_down_blank", where, lang)
    return FaceUp(
        integer(required(up, "power", here), here, key="power"),
        integer(required(up, "toughness", here), here, key="toughness"),
        keyword_set(up.get("keywords", []), f"{here}.keywords"),
        name(up["name"], here, key="name") if "name" in up else None,
    )


def _permanent(data: object, where: str, lang: Lang) -> Permanent:
    entry = obj(data, where)
    only_keys(entry, PERMANENT_KEYS, where)
    attached = entry.get("attached_to")
    types: list[str] = []
    for i, kind in enumerate(seq(entry.get("card_types", []), f"{where}.card_types")):
        if not isinstance(kind, str) or kind.lower() not in PERMANENT_TYPES:
            raise ScenarioError(
                "error.one_of",
                f"{where}.card_types[{i}]",
                lang,
                value=kind,
                allowed=listing(PERMANENT_TYPES),
            )
        types.append(kind.lower())
    # 306.5b, 310.4b: a planeswalker has loyalty, a battle defense and a protector (310.8).
    numbers: dict[str, int | None] = {}
    for key, kind in (("loyalty", "planeswalker"), ("defense", "battle")):
        if kind in types:
            value = integer(required(entry, key, where), f"{where}.{key}")
            if value < 0:
                raise ScenarioError("combat.error.negative", f"{where}.{key}", lang, value=value)
            numbers[key] = value
        elif key in entry:
            raise ScenarioError(f"combat.error.needs_{kind}", f"{where}.{key}", lang)
        else:
            numbers[key] = None
    protector = None
    if "battle" in types:
        protector = name(required(entry, "protector", where), f"{where}.protector")
    elif "protector" in entry:
        raise ScenarioError("combat.error.needs_battle", f"{where}.protector", lang)
    return Permanent(
        name(required(entry, "id", where), f"{where}.id"),
        name(required(entry, "controller", where), f"{where}.controller"),
        name(entry["name"], f"{where}.name") if "name" in entry else None,
        None if attached is None else name(attached, f"{where}.attached_to"),
        freeze_counters(entry.get("counters", {}), f"{where}.counters"),
        _triggers(entry.get("triggers", []), f"{where}.triggers", lang),
        tuple(types),
        numbers["loyalty"],
        numbers["defense"],
        protector,
    )


def parts_and_setup(data: Mapping[str, Any], lang: Lang) -> tuple[dict[str, Any], BlockSetup]:
    """The checked arguments of ``Combat`` for a scenario, and its blocking setup (provoke's
    requirements and costs, 702.39)."""
    parts = arguments(data, lang)
    setup = BlockSetup(
        parts["creatures"],
        parts.get("requirements", ()),
        parts.get("block_costs", {}),
        parts.get("block_events", ()),
    )
    return parts, setup


def arguments(data: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    """Check a combat scenario and give the arguments of the ``Combat`` it describes."""
    scenario = obj_dict(data, "scenario")
    if not TOP_KEY_SET.issuperset(scenario):
        only_keys(scenario, TOP_KEYS, "")
    # A scenario with only the basic keys (no format feature: no permanents, prevention,
    # replacement, provoke, era, teams, actions...) pays for none of their lookups below.
    basic = BASIC_KEYS.issuperset(scenario)
    if not basic:
        schema_key(scenario)
    if scenario.get("kind", "combat") != "combat":
        raise ScenarioError(
            "error.one_of", "kind", lang, value=scenario.get("kind"), allowed="combat"
        )
    poison: dict[str, int] = {}
    lands: dict[str, frozenset[str]] = {}
    players_data = seq(required(scenario, "players", ""), "players")
    # A player given as a plain name is taken as it is; any other entry is read field by field
    # (the field path of an error is built only for an error).
    players = tuple(
        [
            p if plain_name(p) else _player(p, i, lang, poison, lands)
            for i, p in enumerate(players_data)
        ]
    )
    prevent: tuple[Any, ...] = ()
    if not basic and "prevent" in scenario:
        prevent = tuple(
            parse_prevention(p, f"prevent[{i}]")
            for i, p in enumerate(seq(scenario["prevent"], "prevent"))
        )
    creatures_data = seq(required(scenario, "creatures", ""), "creatures")
    creatures = tuple(
        [read_creature(c, f"creatures[{i}]", lang) for i, c in enumerate(creatures_data)]
    )
    permanents: tuple[Permanent, ...] = ()
    if not basic and "permanents" in scenario:
        permanents = tuple(
            _permanent(p, f"permanents[{i}]", lang)
            for i, p in enumerate(seq(scenario["permanents"], "permanents"))
        )
    replacements: tuple[ExileInstead, ...] = ()
    if not basic and "replacements" in scenario:
        names = {p if isinstance(p, str) else p[0]: None for p in players}
        replacements = tuple(
            parse_replacement(r, f"replacements[{i}]", names)
            for i, r in enumerate(seq(scenario["replacements"], "replacements"))
        )
    title = scenario.get("title")
    if title is not None:
        name(title, "title")
    if not basic and scenario.get("title_fr") is not None:
        name(scenario["title_fr"], "title_fr")
    setup: BlockSetup | None = None
    if not basic and not BLOCK_KEYS.isdisjoint(
        scenario
    ):  # provoke and its kin (provoke.py); seldom
        attacked = {p.id: p.defending_player() for p in permanents if p.attackable}
        setup = setup_blocks(scenario, creatures, attacked)
        creatures = setup.creatures
    parts: dict[str, Any] = {
        "creatures": creatures,
        "attacks": obj(required(scenario, "attacks", ""), "attacks"),
        "blocks": obj(scenario.get("blocks", {}), "blocks"),
        "players": players,
        "lang": lang,
    }
    # Players given as objects may have poison counters and lands (docs/scenario-format.md §5).
    if poison:
        parts["poison"] = poison
    if lands:
        parts["lands"] = lands
    if title is not None:
        parts["title"] = title
    if basic:
        return parts
    # What the scenario leaves out is left to the defaults of ``Combat`` (the same values).
    assign = scenario.get("assign")
    if assign is not None:
        parts["assign"] = assign
    for key in ("before_damage", "between_steps"):
        if key in scenario:
            parts[key] = seq(scenario[key], key)
    if permanents:
        parts["permanents"] = permanents
    if replacements:
        parts["replacements"] = replacements
    if setup is not None:
        if setup.requirements:
            parts["requirements"] = setup.requirements
        if setup.costs:
            parts["block_costs"] = setup.costs
        if setup.events:
            parts["block_events"] = setup.events
    if "teams" in scenario:
        parts["teams"] = tuple(
            tuple(seq(team, f"teams[{i}]"))
            for i, team in enumerate(seq(scenario["teams"], "teams"))
        )
    if prevent:
        parts["prevent"] = prevent
    for key in ("era", "damage_order", "after_assignment"):
        if key in scenario:
            parts[key] = scenario[key]
    return parts


class Written(Protocol):
    """What :func:`dump` reads of a combat (the engine's ``Combat`` has all of it)."""

    @property
    def title(self) -> str | None: ...
    @property
    def players(self) -> tuple[tuple[str, int], ...]: ...
    @property
    def creatures(self) -> tuple[Creature, ...]: ...
    @property
    def attacks(self) -> Mapping[str, str]: ...
    @property
    def blocks(self) -> Mapping[str, tuple[str, ...]]: ...
    @property
    def requirements(self) -> tuple[Requirement, ...]: ...
    @property
    def block_costs(self) -> Mapping[str, str]: ...
    @property
    def assign(self) -> Mapping[str, Mapping[str, Mapping[str, int]]] | None: ...
    @property
    def before_damage(self) -> tuple[Action, ...]: ...
    @property
    def between_steps(self) -> tuple[Action, ...]: ...
    @property
    def permanents(self) -> tuple[Permanent, ...]: ...
    @property
    def replacements(self) -> tuple[DiesReplacement, ...]: ...
    @property
    def poison(self) -> Mapping[str, int]: ...
    @property
    def lands(self) -> Mapping[str, frozenset[str]]: ...
    @property
    def prevent(self) -> tuple[Prevention, ...]: ...
    @property
    def teams(self) -> Mapping[str, int]: ...
    @property
    def era(self) -> str | None: ...
    @property
    def damage_orders(self) -> Mapping[str, tuple[str, ...]]: ...
    @property
    def after_assignment(self) -> Mapping[str, tuple[Action, ...]]: ...


def dump(combat: Written) -> dict[str, Any]:
    """A combat in the public scenario format."""
    out: dict[str, Any] = {"kind": "combat"}
    if combat.title is not None:
        out["title"] = combat.title
    if combat.era is not None:
        out["era"] = combat.era
    players: list[dict[str, Any]] = []
    for p, life in combat.players:
        player: dict[str, Any] = {"name": p, "life": life}
        if combat.poison.get(p):
            player["poison"] = combat.poison[p]
        if p in combat.lands:
            player["lands"] = sorted(combat.lands[p])
        players.append(player)
    out["players"] = players
    if combat.teams:
        grouped: dict[int, list[str]] = {}
        for player_name, team in combat.teams.items():
            grouped.setdefault(team, []).append(player_name)
        out["teams"] = [grouped[k] for k in sorted(grouped)]
    creatures = []
    for c in combat.creatures:
        entry: dict[str, Any] = {
            "id": c.id,
            "controller": c.controller,
            "power": c.power,
            "toughness": c.toughness,
        }
        if c.name is not None:
            entry["name"] = c.name
        if c.gender is not None:
            entry["gender"] = c.gender
        if c.keywords:
            entry["keywords"] = [
                k for k in sorted_keywords(c.keywords) for _ in range(c.instances(k))
            ]
        if c.colors:
            entry["colors"] = sorted(c.colors)
        if c.card_types != ("creature",):
            entry["card_types"] = list(c.card_types)
        if c.subtypes:
            entry["subtypes"] = list(c.subtypes)
        if c.damage:
            entry["damage"] = c.damage
        if c.counters:
            entry["counters"] = dict(c.counters)
        if c.tapped:
            entry["tapped"] = True
        if c.triggers:
            entry["triggers"] = [tr.to_dict() for tr in c.triggers]
        if c.face_up is not None:
            entry["face_down"] = True
            up: dict[str, Any] = {"power": c.face_up.power, "toughness": c.face_up.toughness}
            if c.face_up.keywords:
                up["keywords"] = sorted_keywords(c.face_up.keywords)
            if c.face_up.name is not None:
                up["name"] = c.face_up.name
            entry["face_up"] = up
        creatures.append(entry)
    out["creatures"] = creatures
    out["attacks"] = dict(combat.attacks)
    out["blocks"] = {b: (a[0] if len(a) == 1 else list(a)) for b, a in combat.blocks.items()}
    if combat.requirements:
        out["requirements"] = [r.to_dict() for r in combat.requirements]
    if combat.block_costs:
        out["block_costs"] = dict(combat.block_costs)
    if combat.assign is not None:
        out["assign"] = {s: {c: dict(d) for c, d in v.items()} for s, v in combat.assign.items()}
    if combat.before_damage:
        out["before_damage"] = [a.to_dict() for a in combat.before_damage]
    if combat.between_steps:
        out["between_steps"] = [a.to_dict() for a in combat.between_steps]
    if combat.damage_orders:
        out["damage_order"] = {cid: list(order) for cid, order in combat.damage_orders.items()}
    if combat.after_assignment:
        out["after_assignment"] = {
            step: [a.to_dict() for a in actions]
            for step, actions in combat.after_assignment.items()
        }
    if combat.permanents:
        out["permanents"] = [
            {
                "id": p.id,
                "controller": p.controller,
                **({"name": p.name} if p.name is not None else {}),
                **({"attached_to": p.attached_to} if p.attached_to is not None else {}),
                "counters": dict(p.counters),
                "triggers": [tr.to_dict() for tr in p.triggers],
                **({"card_types": list(p.card_types)} if p.card_types else {}),
                **({"loyalty": p.loyalty} if p.loyalty is not None else {}),
                **({"defense": p.defense} if p.defense is not None else {}),
                **({"protector": p.protector} if p.protector is not None else {}),
            }
            for p in combat.permanents
        ]
    if combat.prevent:
        out["prevent"] = [p.to_dict() for p in combat.prevent]
    if combat.replacements:
        reps = []
        for r in combat.replacements:
            if not isinstance(r, ExileInstead):
                raise ValueError("only ExileInstead replacements can be written as a scenario")
            reps.append(r.to_dict())
        out["replacements"] = reps
    return out
