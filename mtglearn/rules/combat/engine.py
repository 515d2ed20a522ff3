"""The Python face of the combat resolver: :class:`Combat` and :class:`CombatResult`.

A :class:`Combat` is checked once when it is made (references, attacks, blocks: 508, 509);
:meth:`Combat.resolve` then runs the damage steps on fresh runtime units with no JSON and no
copying of the inputs, which keeps a prepared 1-versus-1 combat fast enough to be resolved
thousands of times for a table or a plot. The same object is built from a scenario by
:meth:`Combat.from_scenario`, and :meth:`CombatResult.to_dict` is exactly the outcome that
``mtglearn.resolve_scenario`` returns.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Concatenate, Final, ParamSpec

from mtglearn.base.errors import ScenarioError, worded_in
from mtglearn.base.i18n import LANGS, Lang, resolve_lang
from mtglearn.base.i18n.names import spoken
from mtglearn.base.validate import (
    choice,
    integer,
    known_creature,
    listing,
    name,
    obj,
    obj_dict,
    only_keys,
    plain_name,
)
from mtglearn.rules.combat import (
    attack_triggers,
    attackable,
    combat_triggers,
    damage_order,
    eras,
    scenario,
)
from mtglearn.rules.combat.block_requirements import (
    BlockBoard,
    Requirement,
    check_blocks,
    most_obeyed,
    obeyed,
)
from mtglearn.rules.combat.blocking import Declaration
from mtglearn.rules.combat.damage_steps import StepRecord, resolve_damage
from mtglearn.rules.core.board import MINUS, PLUS, Creature, Permanent
from mtglearn.rules.core.characteristics import kind_of
from mtglearn.rules.core.effects import Action, check_references, parse_action
from mtglearn.rules.core.events import Fate, LethalDamage, Record
from mtglearn.rules.core.keywords import DEFENDER, VIGILANCE, sorted_keywords
from mtglearn.rules.core.prevention import Prevention
from mtglearn.rules.core.replacement import DiesReplacement
from mtglearn.rules.core.snapshot import BLOCKERS, Snapshot
from mtglearn.rules.core.state_based import fates
from mtglearn.rules.core.table import Event, Table
from mtglearn.rules.core.teams import Shared, TeamTable
from mtglearn.rules.core.units import Thing, Unit

PlayerSpec = str | tuple[str, int]

#: An empty mapping shared by combats that have nothing in it (never changed).
_NOTHING: Final[Mapping[str, Any]] = MappingProxyType({})
#: The rule each era is announced with, and the source of an older era's number.
_ERA_RULE: Final[Mapping[str, tuple[str, str]]] = {
    eras.FOUNDATIONS: ("510.1c", ""),
    eras.M10: ("509.2", damage_order.SOURCE),
    eras.SIXTH_EDITION: ("310.1", "cr_2003"),
}


def _players(
    players: Sequence[PlayerSpec], lang: Lang
) -> tuple[tuple[tuple[str, int], ...], dict[str, int]]:
    """The players as (name, life), a name alone at 20 life (119.1), and each name's seat
    (its index); distinct names, two at least. A plain name and a whole number are taken as
    they are: the field path of an error is built only for an error."""
    out: list[tuple[str, int]] = []
    seats: dict[str, int] = {}
    for i, player in enumerate(players):
        if plain_name(player):
            pname, life = player, 20
        elif isinstance(player, tuple):
            pname = player[0]
            if not plain_name(pname):
                pname = name(pname, f"players[{i}].name")
            life = player[1]
            if life.__class__ is not int:
                life = integer(life, f"players[{i}].life")
        else:
            pname, life = name(player, f"players[{i}].name"), 20
        if pname in seats:
            raise ScenarioError("error.duplicate", f"players[{i}].name", lang, value=pname)
        seats[pname] = i
        out.append((pname, life))
    if len(out) < 2:
        raise ScenarioError("combat.error.two_players", "players", lang)
    return tuple(out), seats


def _clean(creature: Creature) -> bool:
    """No state-based action applies to it as combat starts (704.5f, 704.5g, 704.5q): toughness
    above 0, less damage than its toughness (a face-down creature is a 2/2, 708.2a), and not
    both +1/+1 and -1/-1 counters."""
    toughness = creature.toughness if creature.face_up is None else 2
    counters = creature.counters
    if counters:
        if counters.get(PLUS, 0) and counters.get(MINUS, 0):
            return False
        toughness += counters.get(PLUS, 0) - counters.get(MINUS, 0)
    return toughness > 0 and creature.damage < toughness


def _teams(teams: Sequence[Sequence[str]], names: Mapping[str, int], lang: Lang) -> dict[str, int]:
    """Two-Headed Giant teams (805.10a): player → team number; every player in at most one."""
    found: dict[str, int] = {}
    if isinstance(teams, str | bytes | Mapping):
        raise ScenarioError("error.not_list", "teams", lang)
    for i, team in enumerate(teams):
        if isinstance(team, str | bytes) or not isinstance(team, Sequence):
            raise ScenarioError("error.not_list", f"teams[{i}]", lang)
        for j, player in enumerate(team):
            where = f"teams[{i}][{j}]"
            if not isinstance(player, str) or player not in names:
                raise ScenarioError(
                    "error.unknown_player", where, lang, value=player, allowed=listing(names)
                )
            if player in found:
                raise ScenarioError("error.duplicate", where, lang, value=player)
            found[player] = i
    return found


def _shared_totals(
    players: Sequence[tuple[str, int]],
    poison: Mapping[str, int],
    teams: Mapping[str, int],
    lang: Lang,
) -> None:
    """810.4, 810.10: a Two-Headed Giant team has one life total and one count of poison
    counters, so teammates are given the same ones (each player's is the team's, 810.9a)."""
    first: dict[int, tuple[int, str, int]] = {}
    for i, (player, life) in enumerate(players):
        team = teams.get(player)
        if team is None:
            continue
        if team not in first:
            first[team] = (i, player, life)
            continue
        _, mate, mate_life = first[team]
        if life != mate_life:
            raise ScenarioError(
                "combat.error.team_life",
                f"players[{i}].life",
                lang,
                player=player,
                teammate=mate,
                value=life,
                other=mate_life,
            )
        if poison.get(player, 0) != poison.get(mate, 0):
            raise ScenarioError(
                "combat.error.team_poison",
                f"players[{i}].poison",
                lang,
                player=player,
                teammate=mate,
                value=poison.get(player, 0),
                other=poison.get(mate, 0),
            )


def _block_targets(
    blocker: str, targets: object, by_id: Mapping[str, Creature], lang: Lang
) -> tuple[str, ...]:
    """What one entry of ``blocks`` says: an existing creature blocks one attacker id or a
    non-empty list of distinct ones (whether it may is checked later, 509.1a-b)."""
    where = f"blocks.{blocker}"
    known_creature(blocker, by_id, where)
    listed = (targets,) if isinstance(targets, str) else targets
    if isinstance(listed, str | bytes) or not isinstance(listed, Sequence) or not listed:
        raise ScenarioError("combat.error.block_target", where, lang)
    ids: list[str] = []
    for i, attacker in enumerate(listed):
        here = where if isinstance(targets, str) else f"{where}[{i}]"
        known_creature(attacker, by_id, here)
        if attacker in ids:
            raise ScenarioError("error.duplicate", here, lang, value=attacker)
        ids.append(attacker)
    return tuple(ids)


_P = ParamSpec("_P")


def _worded_in_its_lang(
    init: Callable[Concatenate[Combat, _P], None],
) -> Callable[Concatenate[Combat, _P], None]:
    """The checks a combat calls take no language: their errors are worded in the one the
    combat is given (its ``lang``), as they were when they took it."""

    @functools.wraps(init)
    def checked(self: Combat, /, *args: _P.args, **kwargs: _P.kwargs) -> None:
        try:
            init(self, *args, **kwargs)
        except ScenarioError as error:
            lang = kwargs.get("lang")
            error.speak(lang if isinstance(lang, str) else None)
            raise

    return checked


class Combat:
    """A combat after blockers are declared: who attacks whom, who blocks what, and what
    happens before and between the damage steps. Checked when made; immutable after."""

    __slots__ = (
        "after_assignment",
        "assign",
        "attacks",
        "before_damage",
        "between_steps",
        "block_costs",
        "block_events",
        "blocks",
        "clean_start",
        "creatures",
        "damage_orders",
        "declaration_triggers",
        "defenders",
        "era",
        "lands",
        "lang",
        "names",
        "permanents",
        "players",
        "poison",
        "prevent",
        "replacements",
        "requirements",
        "teams",
        "title",
        "triggered",
    )

    @_worded_in_its_lang
    def __init__(
        self,
        creatures: Iterable[Creature],
        attacks: Mapping[str, str],
        blocks: Mapping[str, str | Sequence[str]] | None = None,
        *,
        players: Sequence[PlayerSpec] = ("P1", "P2"),
        assign: Mapping[str, Mapping[str, Mapping[str, int]]] | None = None,
        before_damage: Iterable[Action | Mapping[str, Any]] = (),
        between_steps: Iterable[Action | Mapping[str, Any]] = (),
        permanents: Iterable[Permanent] = (),
        replacements: Iterable[DiesReplacement] = (),
        title: str | None = None,
        lang: str | None = None,
        requirements: Iterable[Requirement] = (),
        block_costs: Mapping[str, str] | None = None,
        block_events: Iterable[Event] = (),
        poison: Mapping[str, int] | None = None,
        lands: Mapping[str, Iterable[str]] | None = None,
        prevent: Iterable[Prevention] = (),
        teams: Sequence[Sequence[str]] = (),
        era: str | None = None,
        damage_order: Mapping[str, Sequence[str]] | None = None,
        after_assignment: Mapping[str, Iterable[Action | Mapping[str, Any]]] | None = None,
    ) -> None:
        # A language given as "en" or "fr" needs no lookup (every combat a scenario makes).
        language = lang if lang in LANGS else resolve_lang(lang)
        self.lang = language
        #: The era named (docs/scenario-format.md §6); ``None`` when none is: today's rules,
        #: not announced.
        self.era = None if era is None else choice(era, eras.ERAS, "era")
        self.players, names = _players(players, language)
        self.names = tuple(names)
        self.teams = _teams(teams, names, language) if teams else {}
        self.poison, self.lands = attackable.player_state(poison, lands, names)
        if self.teams:
            _shared_totals(self.players, self.poison, self.teams, language)
        self.creatures = tuple(creatures)
        by_id: dict[str, Creature] = {}
        triggered = False
        keyworded = False  # whether any creature has a keyword (none: no keyword triggers)
        for i, creature in enumerate(self.creatures):
            # One test per creature on the usual path; the field path only for an error.
            if creature.__class__ is not Creature and not isinstance(creature, Creature):
                raise ScenarioError("error.not_object", f"creatures[{i}]", language)
            cid = creature.id
            if cid in by_id or cid in names or creature.controller not in names:
                self._refuse_creature(i, creature, by_id, names, language)
            by_id[cid] = creature
            if creature.triggers:
                triggered = True
            if creature.keywords:
                keyworded = True
        self.permanents = tuple(permanents)
        things: dict[str, Permanent] = {}
        for i, permanent in enumerate(self.permanents):
            where = f"permanents[{i}]"
            if permanent.id in by_id or permanent.id in things or permanent.id in names:
                raise ScenarioError("error.duplicate", f"{where}.id", language, value=permanent.id)
            if permanent.controller not in names:
                raise ScenarioError(
                    "error.unknown_player",
                    f"{where}.controller",
                    language,
                    value=permanent.controller,
                    allowed=listing(names),
                )
            if permanent.attached_to is not None:
                known_creature(permanent.attached_to, by_id, f"{where}.attached_to")
            things[permanent.id] = permanent
        if triggered:
            for creature in self.creatures:
                for trigger in creature.triggers:
                    check_references(trigger.do, by_id, things, names, selves=("self",))
        for permanent in self.permanents:
            for trigger in permanent.triggers:
                check_references(trigger.do, by_id, things, names, selves=("self", "equipped"))
        self.defenders = attackable.defenders(self.names, self.permanents)
        self.attacks = self._check_attacks(attacks, by_id, language)
        self.blocks = self._check_blocks(blocks, by_id, language) if blocks is not None else {}
        self.requirements = tuple(requirements) if requirements else ()
        self.block_costs = dict(block_costs) if block_costs else {}
        board: BlockBoard | None = None
        # Nothing declared and nothing required: no declaration of blockers to check (509.1).
        if self.requirements or self.block_costs or self.blocks:
            self._check_block_rules(by_id, language)
            declaration = Declaration(
                by_id,
                self.attacks,
                self.blocks,
                self.defenders if self.permanents else _NOTHING,
                self.lands or _NOTHING,
                attack_triggers.power_bonus(self.creatures, self.attacks) if keyworded else {},
                self.teams or _NOTHING,
            )
            # The requirements (509.1c) and costs (509.1d) need the board they are counted on.
            if self.requirements or self.block_costs:
                board = BlockBoard(
                    by_id,
                    self.attacks,
                    self.requirements,
                    self.block_costs,
                    declaration.defenders,
                    self.lands,
                    declaration.bonus,
                    declaration.teams,  # 805.10d: the defending team blocks as one
                )
            check_blocks(declaration, language, board)
        self.block_events = self._block_events(tuple(block_events), board)
        self.assign = self._check_assign(assign, by_id, language) if assign is not None else None
        self.damage_orders: dict[str, tuple[str, ...]] = {}
        self.after_assignment: dict[str, tuple[Action, ...]] = {}
        if damage_order is not None or after_assignment is not None:
            self._check_era_keys(damage_order, after_assignment, by_id, things, names, language)
        self.before_damage = (
            ()
            if before_damage == ()
            else self._actions(before_damage, "before_damage", by_id, things, names, language)
        )
        self.between_steps = (
            ()
            if between_steps == ()
            else self._actions(between_steps, "between_steps", by_id, things, names, language)
        )
        self.replacements = tuple(replacements)
        self.title = title
        self.prevent = (
            attackable.check_preventions(prevent, by_id, things, names) if prevent else ()
        )
        for i, replacement in enumerate(self.replacements):
            source = getattr(replacement, "source", None)
            if source is not None:
                known_creature(source, by_id, f"replacements[{i}].source")
        self.triggered = triggered or bool(self.permanents)
        #: Whether any keyword triggers on the declarations (508.3a, 509.3).
        self.declaration_triggers = keyworded and combat_triggers.any_trigger(self.creatures)
        # Worked out once: does any state-based action (704.3) apply before damage? A player at
        # 0 or less life (704.5a), a creature with 0 or less toughness or lethal damage (704.5f,
        # 704.5g), +1/+1 and -1/-1 counters together (704.5q); poison counters (704.5c) and
        # attackable permanents (704.5i, 704.5v) are looked at by the check itself.
        clean = not any(self.poison.values()) and not (
            self.permanents and any(p.attackable for p in self.permanents)
        )
        for _, life in self.players:
            if life <= 0:
                clean = False
        for creature in self.creatures:
            # The usual creature (no damage, no counters, face up) needs only a toughness
            # above 0; any other is looked at by ``_clean``.
            if creature.damage or creature.counters or creature.face_up is not None:
                if not _clean(creature):
                    clean = False
            elif creature.toughness <= 0:
                clean = False
        self.clean_start = clean

    @staticmethod
    def _refuse_creature(
        i: int,
        creature: Creature,
        by_id: Mapping[str, Creature],
        names: Mapping[str, int],
        lang: Lang,
    ) -> None:
        """The error for creature ``i``: a duplicate id, an id that is a player's name, or a
        controller who is not a player."""
        where = f"creatures[{i}]"
        if creature.id in by_id:
            raise ScenarioError("error.duplicate", f"{where}.id", lang, value=creature.id)
        if creature.id in names:
            raise ScenarioError("combat.error.id_is_player", f"{where}.id", lang, value=creature.id)
        raise ScenarioError(
            "error.unknown_player",
            f"{where}.controller",
            lang,
            value=creature.controller,
            allowed=listing(names),
        )

    # -- checks made once ------------------------------------------------------------------

    def _check_attacks(
        self, attacks: Mapping[str, str], by_id: Mapping[str, Creature], lang: Lang
    ) -> dict[str, str]:
        """508.1a–c: the active player's untapped creatures attack an opponent, a planeswalker
        an opponent controls or a battle an opponent protects (506.2, 506.3); a creature with
        defender can't attack (702.3b)."""
        defenders = self.defenders
        attacking = self._attacking_players() if self.teams else {self.players[0][0]}
        out: dict[str, str] = {}
        for attacker, player in obj_dict(attacks, "attacks").items():
            creature = by_id.get(attacker)
            defending = defenders.get(player) if player.__class__ is str else None
            # A quick look first: the usual attack passes these six tests. Otherwise
            # ``_check_attack`` looks again, rule by rule, and names what is wrong.
            if (
                creature is None
                or defending is None
                or creature.controller not in attacking
                or defending in attacking
                or DEFENDER in creature.keywords
                or creature.tapped
            ):
                self._check_attack(attacker, player, by_id, lang)
            out[attacker] = player
        return out

    def _attacking_players(self) -> set[str]:
        """The active player, and in Two-Headed Giant their team (805.10a)."""
        active = self.players[0][0]
        attacking = {active}
        if self.teams:
            team = self.teams.get(active)
            attacking |= {p for p, t in self.teams.items() if team is not None and t == team}
        return attacking

    def _check_attack(
        self, attacker: str, player: object, by_id: Mapping[str, Creature], lang: Lang
    ) -> None:
        """One attack, rule by rule (508.1a–c, 702.3b), with the error naming its field: the
        general check that ``_check_attacks`` makes only when its quick look fails (a
        face-down creature with defender may attack: it has no abilities, 708.2a)."""
        active = self.players[0][0]
        attacking = self._attacking_players()
        where = f"attacks.{attacker}"
        known_creature(attacker, by_id, where)
        if not isinstance(player, str) or player not in self.defenders:
            raise ScenarioError(
                "combat.error.not_attackable" if self.permanents else "error.unknown_player",
                where,
                lang,
                value=player,
                allowed=listing(x for x, d in self.defenders.items() if d != active),
            )
        attackable.check_attacker(by_id[attacker], where)
        defending = self.defenders[player]
        creature = by_id[attacker]
        controller = creature.controller
        who = spoken(attacker, creature.label(), gender=creature.gender)
        if controller not in attacking:
            raise ScenarioError(
                "combat.error.attacker_not_active",
                where,
                lang,
                attacker=who,
                controller=controller,
                active=active,
            )
        if defending in attacking and defending != controller:
            raise ScenarioError(
                "combat.error.attack_teammate",
                where,
                lang,
                attacker=who,
                value=player,
                allowed=listing(x for x, d in self.defenders.items() if d not in attacking),
            )
        if defending == controller:
            allowed = listing(x for x, d in self.defenders.items() if d != active)
            target = next((p for p in self.permanents if p.id == player), None)
            if target is not None:
                # Its own controller's planeswalker, or a battle its controller protects: a
                # battle's protector can never attack it (310.8b), nor a player their own
                # planeswalker (506.2).
                kind = kind_of(target.card_types)
                raise ScenarioError(
                    f"combat.error.attack_own_{kind}",
                    where,
                    lang,
                    attacker=who,
                    target=spoken(player, target.name, kind=kind),
                    controller=controller,
                    allowed=allowed,
                )
            raise ScenarioError(
                "combat.error.attack_self", where, lang, attacker=who, allowed=allowed
            )

    @staticmethod
    def _check_blocks(
        blocks: Mapping[str, str | Sequence[str]],
        by_id: Mapping[str, Creature],
        lang: Lang,
    ) -> dict[str, tuple[str, ...]]:
        out: dict[str, tuple[str, ...]] = {}
        for blocker, targets in obj_dict(blocks, "blocks").items():
            if targets.__class__ is str and blocker in by_id and targets in by_id:
                # The usual block, one known creature blocking another given by its id: what
                # ``_block_targets`` gives, without its field paths.
                out[blocker] = (targets,)
            else:
                out[blocker] = _block_targets(blocker, targets, by_id, lang)
        return out

    def _check_block_rules(self, by_id: Mapping[str, Creature], lang: Lang) -> None:
        """Requirements and costs to block name existing creatures (509.1c, 509.1d)."""
        for i, req in enumerate(self.requirements):
            where = f"requirements[{i}]"
            if not isinstance(req, Requirement):
                raise ScenarioError("error.not_object", where, lang)
            for key, cid in (("blocks", req.blocker), ("attacker", req.attacker)):
                if cid is not None:
                    known_creature(cid, by_id, f"{where}.{key}")
        for cid in self.block_costs:
            known_creature(cid, by_id, f"block_costs.{cid}")

    def _block_events(
        self, before: tuple[Event, ...], board: BlockBoard | None
    ) -> tuple[Event, ...]:
        """What happened before damage: provoke triggers (702.39a), creatures tapped, costs
        paid to block (509.1d), and the count of requirements obeyed (509.1c)."""
        if not before and not self.block_costs and board is None:
            return ()
        events = [dict(e) for e in before]
        for blocker in self.blocks:
            if blocker in self.block_costs:
                cost = self.block_costs[blocker]
                events.append(
                    {"type": "block_cost", "rule": "509.1d", "creature": blocker, "cost": cost}
                )
        if board is not None and self.requirements:
            events.append(
                {
                    "type": "requirements",
                    "rule": "509.1c",
                    "obeyed": obeyed(board, self.blocks),
                    "most": most_obeyed(board, self.lang),
                }
            )
        return tuple(events)

    def _check_assign(
        self, assign: object, by_id: Mapping[str, Creature], lang: Lang
    ) -> dict[str, dict[str, dict[str, int]]] | None:
        """Shape of ``assign``; what it divides is checked per step as a whole (510.1e)."""
        if assign is None:
            return None
        data = obj(assign, "assign")
        only_keys(data, ("first_strike", "regular"), "assign")
        out: dict[str, dict[str, dict[str, int]]] = {}
        for step, sources in data.items():
            out[step] = {}
            for source, division in obj(sources, f"assign.{step}").items():
                where = f"assign.{step}.{source}"
                known_creature(source, by_id, where)
                entries = obj(division, where)
                out[step][source] = {str(k): integer(v, f"{where}.{k}") for k, v in entries.items()}
        return out

    def _check_era_keys(
        self,
        orders: Mapping[str, Sequence[str]] | None,
        after: Mapping[str, Iterable[Action | Mapping[str, Any]]] | None,
        by_id: Mapping[str, Creature],
        things: Mapping[str, Permanent],
        names: Mapping[str, int],
        lang: Lang,
    ) -> None:
        """Format §6: ``damage_order`` belongs to the Magic 2010 rules (509.2–509.3 then) and
        ``after_assignment`` to the Sixth Edition rules (310.1 of 2003: combat damage on the
        stack); each is refused in another era, naming the era it needs."""
        era = self.era or eras.FOUNDATIONS
        if orders is not None:
            if era != eras.M10:
                raise ScenarioError(
                    "combat.error.era_key_order", "damage_order", lang, era=era, needed=eras.M10
                )
            self.damage_orders = damage_order.check_orders(orders, self.blocks, list(by_id))
        if after is not None:
            if era != eras.SIXTH_EDITION:
                raise ScenarioError(
                    "combat.error.era_key_stack",
                    "after_assignment",
                    lang,
                    era=era,
                    needed=eras.SIXTH_EDITION,
                )
            data = obj(after, "after_assignment")
            only_keys(data, ("first_strike", "regular"), "after_assignment")
            self.after_assignment = {
                step: self._actions(actions, f"after_assignment.{step}", by_id, things, names, lang)
                for step, actions in data.items()
            }

    @staticmethod
    def _actions(
        actions: Iterable[Action | Mapping[str, Any]],
        field: str,
        by_id: Mapping[str, Creature],
        things: Mapping[str, Permanent],
        names: Mapping[str, int],
        lang: Lang,
    ) -> tuple[Action, ...]:
        if isinstance(actions, str | bytes | Mapping):
            raise ScenarioError("error.not_list", field, lang)
        out = tuple(parse_action(a, f"{field}[{i}]") for i, a in enumerate(actions))
        for action in out:
            check_references(action, by_id, things, names)
        return out

    # -- constructors ---------------------------------------------------------------------

    @classmethod
    def duel(
        cls, attacker: Creature, blocker: Creature | None = None, *, life: int = 20, **options: Any
    ) -> Combat:
        """``attacker``'s controller attacks the other player; ``blocker`` blocks it (or no
        block with ``None``). Both players start at ``life``."""
        defender = (
            blocker.controller
            if blocker is not None
            else ("P2" if attacker.controller != "P2" else "P1")
        )
        creatures = (attacker,) if blocker is None else (attacker, blocker)
        blocks = {} if blocker is None else {blocker.id: attacker.id}
        options.setdefault("players", ((attacker.controller, life), (defender, life)))
        return cls(creatures, {attacker.id: defender}, blocks, **options)

    @classmethod
    def from_scenario(cls, data: Mapping[str, Any], lang: str | None = None) -> Combat:
        """Read (and check) a combat scenario in the public format (docs/scenario-format.md §1)."""
        with worded_in(lang):  # the readers below take no language: worded here
            return cls(**scenario.arguments(data, resolve_lang(lang)))

    def to_scenario(self) -> dict[str, Any]:
        """This combat in the public scenario format (``from_scenario`` reads it back)."""
        return scenario.dump(self)

    # -- resolution -----------------------------------------------------------------------

    def resolve(self, lang: str | None = None, *, snapshots: bool = False) -> CombatResult:
        """Resolve the combat damage step(s); the inputs are left untouched.

        ``snapshots=True`` keeps a snapshot of the table after each moment of the combat
        (blockers declared, each damage step, between the steps): what a picture of it draws
        (the front door's outcomes ask for them; a table of a thousand duels does not)."""
        language = self.lang if lang is None else resolve_lang(lang)
        units: list[Unit] = []
        by_id: dict[str, Unit] = {}
        for creature in self.creatures:  # one loop, not two comprehensions: this is hot
            unit = Unit(creature)
            units.append(unit)
            by_id[unit.cid] = unit
        for attacker_id, player in self.attacks.items():
            attacker = by_id[attacker_id]
            attacker.attacking = player
            if VIGILANCE not in attacker.keywords:
                attacker.tapped = True  # 508.1f: attacking taps it, unless vigilance (702.20b)
        for blocker_id, targets in self.blocks.items():
            blocker = by_id[blocker_id]
            for attacker_id in targets:
                attacker = by_id[attacker_id]
                attacker.blocked = True  # 509.1h
                attacker.blockers.append(blocker)
                blocker.blocking.append(attacker)
            blocker.blocking_creature = True  # 509.1g
        things = [Thing(p) for p in self.permanents] if self.permanents else []
        table = (TeamTable if self.teams else Table)(
            self.players,
            units,
            things,
            self.replacements,
            by_id,
            self.triggered,
            self.names,
        )
        if snapshots:
            table.snapshots = []
        if self.era is not None or self.teams:
            self._start_era(table)
        if self.block_events:
            table.events.extend([dict(e) for e in self.block_events])
        if table.era is not None and table.era.damage_order:  # Magic 2010's (509.2 then)
            damage_order.put_in_order(by_id, self.attacks, self.damage_orders, table)
        self._start_damage_rules(table)
        if self.declaration_triggers:
            combat_triggers.resolve(table, self.defenders, self.clean_start)  # 508.3a, 509.3
            if table.game_over():  # 104.2a: afflict may end the game before any damage
                table.snapshot(BLOCKERS)
                result = CombatResult(self, table, [])
                result.lang = language
                return result
        with worded_in(language):  # the damage steps take no language: worded here
            steps = resolve_damage(
                table,
                self.assign,
                self.before_damage,
                self.between_steps,
                self.clean_start,
                bool(self.attacks),
                self.after_assignment,
            )
        result = CombatResult(self, table, steps)
        result.lang = language
        return result

    def _start_era(self, table: Table) -> None:
        """What an era (docs/scenario-format.md §6) and Two-Headed Giant teams change on the
        table: the era's rules, announced first when the scenario names it; triggered lifelink
        and deathtouch in the Sixth Edition rules (502.68a, 502.63 of 2007); a team's shared life
        total (810.9)."""
        if self.era is not None:
            rules = eras.era(self.era)
            table.era = rules
            if rules.triggered_lifelink:
                table.queued = []
            announced: Event = {"type": "era", "rule": _ERA_RULE[self.era][0], "era": self.era}
            if _ERA_RULE[self.era][1]:
                announced["rules_of"] = _ERA_RULE[self.era][1]
            table.events.append(announced)
        if self.teams:
            table.teams = dict(self.teams)
            table.life = Shared(table.life, self.teams)

    def _start_damage_rules(self, table: Table) -> None:
        """What the damage rules read on the table: poison counters (a Two-Headed Giant team
        has one count, 810.10), the prevention effects and their shields (615), and the order
        in which damage meets them (docs/scenario-format.md §5.1: attackers in the order of
        ``attacks``, then the others in the order of ``creatures``)."""
        table.poison = Shared(dict(self.poison), self.teams) if self.teams else dict(self.poison)
        if self.prevent:
            table.preventions = self.prevent
            table.shields = [p.amount or 0 for p in self.prevent]
            rank = {cid: i for i, cid in enumerate(self.attacks)}
            for creature in self.creatures:
                rank.setdefault(creature.id, len(rank))
            table.damage_order = rank


def _fresh(value: Any) -> Any:
    """A copy of JSON-like data in which no list or dict is shared with ``value``."""
    cls = value.__class__
    if cls is dict:
        return {k: _fresh(v) for k, v in value.items()}
    if cls is list or cls is tuple:
        return [_fresh(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class CreatureState:
    """A creature's state at the end of combat (docs/scenario-format.md §1 ``creatures``)."""

    id: str
    zone: str
    power: int
    toughness: int
    damage: int
    counters: Mapping[str, int]
    keywords: tuple[str, ...]
    name: str | None


class CombatResult:
    """What a combat did: life totals, creatures, steps, events; narrates and shows itself."""

    __slots__ = ("_table", "combat", "lang", "steps")

    def __init__(self, combat: Combat, table: Table, steps: list[StepRecord]) -> None:
        self.combat = combat
        self._table = table
        self.steps = steps
        #: The language this result was resolved in (set by :meth:`Combat.resolve`; the
        #: engine's words still to move to the words layer).
        self.lang: Lang = "en"

    @property
    def life(self) -> dict[str, int]:
        """Each player's life total after combat."""
        return dict(self._table.life)

    @property
    def died(self) -> list[str]:
        """The creatures that died (put into a graveyard from the battlefield), in order."""
        return list(self._table.died)

    @property
    def losers(self) -> list[str]:
        """The players who lost the game during combat (704.5a, 704.5c)."""
        return list(self._table.losers)

    @property
    def poison(self) -> dict[str, int]:
        """Poison counters of every player after combat (docs/scenario-format.md §5)."""
        return {p: self._table.poison.get(p, 0) for p in self._table.players}

    @property
    def era(self) -> str:
        """The rules this combat followed (docs/scenario-format.md §6): ``"foundations"``,
        ``"m10"`` or ``"sixth_edition"`` (:mod:`mtglearn.rules.combat.eras`)."""
        return self.combat.era or eras.FOUNDATIONS

    @property
    def events(self) -> list[Event]:
        """Every event of the combat, in order, each with its rule number."""
        return self._table.events

    @property
    def lethal(self) -> tuple[LethalDamage, ...]:
        """The lethal damage each damage assignment counted for each recipient, in the order
        assigned (702.19b, 702.2c; :class:`~mtglearn.rules.core.events.LethalDamage`)."""
        return tuple(LethalDamage(*count) for count in self._table.lethal)

    @property
    def fates(self) -> dict[str, Fate]:
        """Why each creature died or survived, by id (704.5f-h, 702.12b, 615, 702.16e;
        :func:`~mtglearn.rules.core.state_based.fates`)."""
        return {fate.creature: fate for fate in fates(self._table)}

    def damage_to(self, target: str) -> int:
        """Total combat damage dealt to ``target`` (a creature id or a player name)."""
        return sum(d["amount"] for s in self.steps for d in s["damage"] if d["target"] == target)

    def damage_by(self, source: str) -> int:
        """Total combat damage dealt by creature ``source``."""
        return sum(d["amount"] for s in self.steps for d in s["damage"] if d["source"] == source)

    def creature(self, cid: str) -> CreatureState:
        """Final state of creature ``cid``."""
        unit = self._table.units[cid]
        state = unit.state()
        return CreatureState(
            cid,
            unit.zone,
            unit.power,
            unit.toughness,
            unit.damage,
            dict(state["counters"]),  # type: ignore[call-overload]
            tuple(sorted_keywords(unit.keywords)),
            unit.name,
        )

    def record(self) -> Record:
        """The typed record of this combat (:class:`~mtglearn.rules.core.events.Record`): its
        events as typed events, each with its rule, the snapshots, the lethal damage counted
        and the fates; ``record().to_dict()`` equals :meth:`to_dict`."""
        return Record.of(self.to_dict(), self.snapshots, self.lethal, self.fates)

    def permanent_counters(self, pid: str) -> dict[str, int]:
        """Counters on noncreature permanent ``pid`` at the end of combat."""
        return dict(self._table.things[pid].counters)

    def to_dict(self) -> dict[str, Any]:
        """The outcome (docs/scenario-format.md §1 plus ``events``), as fresh plain JSON data:
        nothing in it is shared with this result or with another outcome."""
        return self._outcome(owned=False)

    def _outcome(self, owned: bool) -> dict[str, Any]:
        """The outcome. ``owned=True`` hands this result's own event and step records over to
        the outcome instead of copying them: only for a result that is then thrown away (the
        public path, ``resolve_scenario``), where copying would be most of the cost."""
        table = self._table
        # One pass over the creatures for their states, names and genders (in the order of
        # ``creatures``, as the outcome lists them): the public path builds an outcome per call.
        creatures: dict[str, Any] = {}
        names: dict[str, str] = {}
        genders: dict[str, str] = {}
        for unit in table.order:
            cid = unit.cid
            creatures[cid] = unit.state()
            if unit.name:
                names[cid] = unit.name
            # The French gender a scenario gives a name the package cannot know (« l'Ours »).
            if unit.source.gender:
                genders[cid] = unit.source.gender
        life = table.life
        out: dict[str, Any] = {
            "kind": "combat",
            # A result thrown away hands its plain records over (a Two-Headed Giant table's
            # shared life total is not a plain dict: it is copied into one).
            "life": life if owned and life.__class__ is dict else dict(life),
            "creatures": creatures,
            "died": table.died if owned else list(table.died),
            "steps": self.steps
            if owned
            else [
                {
                    "step": s["step"],
                    "damage": [dict(d) for d in s["damage"]],
                    "died": list(s["died"]),
                }
                for s in self.steps
            ],
            "losers": table.losers if owned else list(table.losers),
            "players": list(table.players),
            "era": self.combat.era or eras.FOUNDATIONS,
            "poison": dict.fromkeys(table.players, 0),
        }
        poison = table.poison
        if poison:  # a loop, not a comprehension: the public path builds an outcome per call
            counts = out["poison"]
            for player in table.players:
                counts[player] = poison.get(player, 0)
        if table.things:
            out["permanents"] = {
                p.cid: {
                    "zone": p.zone,
                    "counters": dict(p.counters if p.last_counters is None else p.last_counters),
                    "attached_to": p.attached_to,
                }
                for p in table.things.values()
            }
        if table.teams:
            grouped: dict[int, list[str]] = {}
            for player, team in table.teams.items():
                grouped.setdefault(team, []).append(player)
            out["teams"] = [grouped[k] for k in sorted(grouped)]
        if table.things:
            names.update({p.cid: p.name for p in table.things.values() if p.name})
        out["names"] = names
        if genders:
            out["genders"] = genders
        if table.things:
            # What an attackable permanent is, so that it is never called a creature (« le
            # planeswalker PW », « la bataille S »: 306, 310).
            kinds = {
                p.cid: kind_of(p.source.card_types)
                for p in table.things.values()
                if kind_of(p.source.card_types) != "creature"
            }
            if kinds:
                out["kinds"] = kinds
        out["events"] = table.events if owned else [_fresh(e) for e in table.events]
        if owned:
            self.steps = []
            table.events = []
            # An attacker and its blockers that survive point at each other (``blockers``,
            # ``blocking``): with the blockers' side unlinked, the thrown-away table is freed
            # at once instead of by the cycle collector, whose passes cost about 4 % more.
            for unit in table.order:
                if unit.blocking:
                    unit.blocking = []
        return out

    def narrate(self, lang: str | None = None) -> list[str]:
        """The story of the combat, step by step, with rule numbers, in ``lang``."""
        from mtglearn.words.combat import narrate

        return narrate(self.to_dict(), resolve_lang(lang))

    @property
    def snapshots(self) -> list[Snapshot]:
        """The table after each moment of the combat, in order: blockers declared, each
        combat damage step, between the steps (510.4). A result resolved without them takes
        them now, by resolving its combat again (a combat is immutable: the same moments)."""
        if self._table.snapshots is None:
            again = self.combat.resolve(self.lang, snapshots=True)
            self._table.snapshots = again._table.snapshots
        return list(self._table.snapshots or ())

    def __repr__(self) -> str:
        return f"CombatResult(life={self.life!r}, died={self.died!r})"
