"""Scenario kind ``"initiative"`` (docs/scenario-format.md §2): a script of events played on a
:class:`Game`.

The resolver reads the scenario, builds one :class:`~mtglearn.rules.initiative.game.Game` and
calls one method per event, so the notebook API and the scenario format share one
implementation of the rules (726, 701.49, 309). Keys, all compatible with docs/scenario-format.md
§2:

- ``players`` (turn order; a name, or ``{"name", "life"}``), ``active`` (default: the first).
- ``events``: objects with exactly one verb key: ``take_initiative``, ``upkeep``,
  ``combat_damage`` (``{"from": P or [P, ...], "to": Q, "order": [...]}``), ``venture``
  (with ``into``: ``"dungeon"`` (default) or ``"undercity"``, optional ``dungeon`` and ``choose``),
  ``leave``, ``turn``; extensions: ``enters`` (``{"enters": card, "controller": P}``),
  ``dies`` (``{"dies": {"creature", "controller", "owner"}}``), ``attacks``
  (``{"attacks": "Ravenloft Adventurer", "controller": P, "defending": Q}``), ``combat``
  (``{"combat": {...a combat scenario, docs/scenario-format.md §1...}}``: resolved by the combat
  engine and played step by step, see ``game_combat.py``; its ``players`` default to the
  players still in the game from the active one, with the game's life totals). Any event that can
  trigger room abilities accepts ``"hold": true`` (they wait on the stack until the next event).
- ``choices``: per player, the rooms to enter at branches, in order (default: first exit).
- ``targets`` (extension): per player, targets for their room abilities, in order.
- ``pay`` (extension): per player, answers to "lose life unless you discard / sacrifice"
  room abilities, in order (``true``: they pay instead; default: they lose the life).
- ``teams`` (extension): lists of teammates (Two-Headed Giant); teammates aren't opponents.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang
from mtglearn.base.validate import (
    SCHEMA_KEY,
    boolean,
    listing,
    name,
    obj,
    only_keys,
    required,
    schema_key,
    seq,
)
from mtglearn.rules.combat.engine import Combat
from mtglearn.rules.initiative.game import Game, log_entry

TOP_KEYS: Final = (
    "kind",
    "players",
    "active",
    "events",
    "choices",
    "targets",
    "pay",
    "teams",
    SCHEMA_KEY,
)

#: verb → the other keys its event may carry.
VERBS: Final[dict[str, tuple[str, ...]]] = {
    "take_initiative": ("hold",),
    "upkeep": ("hold",),
    "combat_damage": ("hold",),
    "venture": ("into", "dungeon", "choose", "hold"),
    "leave": ("hold",),
    "turn": (),
    "enters": ("controller", "hold"),
    "dies": (),
    "attacks": ("controller", "defending"),
    "combat": (),
}


def _mapping_of_lists(value: object, field: str, lang: Lang) -> dict[str, list[Any]]:
    data = obj(value, field)
    return {str(k): list(seq(v, f"{field}.{k}")) for k, v in data.items()}


def build_game(data: Mapping[str, Any], lang: Lang) -> Game:
    """The game described by a scenario's header (players, active, choices, targets, teams)."""
    only_keys(data, TOP_KEYS, "")
    schema_key(data)
    players = seq(required(data, "players", ""), "players")
    teams = [seq(team, f"teams[{i}]") for i, team in enumerate(seq(data.get("teams", []), "teams"))]
    return Game(
        players,
        active=data.get("active"),
        teams=teams,
        choices=_mapping_of_lists(data.get("choices", {}), "choices", lang),
        targets=_mapping_of_lists(data.get("targets", {}), "targets", lang),
        pay=_mapping_of_lists(data.get("pay", {}), "pay", lang),
        lang=lang,
    )


def _event_action(
    game: Game, event: Mapping[str, Any], at: str, lang: Lang
) -> Callable[[], object]:
    """Check one event's shape and return the game call that plays it."""
    verbs = [k for k in event if k in VERBS]
    if len(verbs) != 1:
        unknown = [
            k
            for k in event
            if k not in VERBS
            and k not in ("hold", "into", "dungeon", "choose", "controller", "defending")
        ]
        if not verbs and unknown:
            raise ScenarioError(
                "initiative.error.unknown_verb",
                f"{at}.{unknown[0]}",
                lang,
                value=unknown[0],
                allowed=listing(VERBS),
            )
        raise ScenarioError(
            "initiative.error.one_verb",
            at,
            lang,
            allowed=listing(VERBS),
            found=listing(event) or "-",
        )
    verb = verbs[0]
    only_keys(event, (verb, *VERBS[verb]), at)
    hold = boolean(event.get("hold", False), f"{at}.hold")
    value = event[verb]
    game._fields = {
        "event": at,
        "player": f"{at}.{verb}",
        "card": f"{at}.{verb}",
        "controller": f"{at}.controller",
        "defending": f"{at}.defending",
        "into": f"{at}.into",
        "dungeon": f"{at}.dungeon",
        "choose": f"{at}.choose",
    }
    if verb == "take_initiative":
        return lambda: game.take_initiative(value, hold=hold)
    if verb == "upkeep":
        return lambda: game.upkeep(value, hold=hold)
    if verb == "leave":
        return lambda: game.leave(value, hold=hold)
    if verb == "turn":
        return lambda: game.turn(value)
    if verb == "venture":
        into = event.get("into", "dungeon")
        dungeon = event.get("dungeon")
        if dungeon is not None:
            name(dungeon, f"{at}.dungeon")
        choose = event.get("choose")
        if choose is not None:
            name(choose, f"{at}.choose")
        return lambda: game.venture(value, into, dungeon, choose=choose, hold=hold)
    if verb == "combat_damage":
        damage = obj(value, f"{at}.combat_damage")
        only_keys(damage, ("from", "to", "order"), f"{at}.combat_damage")
        game._fields.update(
            {
                "from_": f"{at}.combat_damage.from",
                "to": f"{at}.combat_damage.to",
                "order": f"{at}.combat_damage.order",
            }
        )
        sources = required(damage, "from", f"{at}.combat_damage")
        target = required(damage, "to", f"{at}.combat_damage")
        order = damage.get("order")
        return lambda: game.combat_damage(sources, target, order=order, hold=hold)
    if verb == "enters":
        controller = required(event, "controller", at)
        return lambda: game.enters(value, controller, hold=hold)
    if verb == "dies":
        dying = obj(value, f"{at}.dies")
        only_keys(dying, ("creature", "controller", "owner"), f"{at}.dies")
        game._fields.update(
            {
                "creature": f"{at}.dies.creature",
                "controller": f"{at}.dies.controller",
                "owner": f"{at}.dies.owner",
            }
        )
        creature = required(dying, "creature", f"{at}.dies")
        controller = required(dying, "controller", f"{at}.dies")
        owner = dying.get("owner")
        return lambda: game.dies(creature, controller, owner)
    if verb == "combat":
        return lambda: _play_combat(game, value, f"{at}.combat", lang)
    # attacks
    controller = required(event, "controller", at)
    defending = required(event, "defending", at)
    return lambda: game.attacks(value, controller, defending)


def _play_combat(game: Game, value: object, at: str, lang: Lang) -> None:
    """Read the combat scenario of a ``combat`` event against the game as it is now, and play
    it. Life totals come from the game: an explicit ``life`` must match it."""
    scenario = dict(obj(value, at))
    if "players" not in scenario:
        if game.active is None or game.players[game.active].left:
            raise ScenarioError("initiative.error.combat_no_active", at, lang)
        order = game.order
        start = order.index(game.active)
        rotated = order[start:] + order[:start]
        scenario["players"] = [p for p in rotated if not game.players[p].left]
    if game.teams and "teams" not in scenario:
        # 805.10a: in a Two-Headed Giant game, the game's teams fight this combat.
        names = {p if isinstance(p, str) else p.get("name") for p in scenario["players"]}
        grouped: dict[int, list[str]] = {}
        for player, team in game.teams.items():
            if player in names:
                grouped.setdefault(team, []).append(player)
        scenario["teams"] = list(grouped.values())
    for i, entry in enumerate(seq(scenario["players"], f"{at}.players")):
        if isinstance(entry, Mapping) and "life" in entry and entry.get("name") in game.players:
            life = game.players[str(entry["name"])].life
            if entry["life"] != life:
                raise ScenarioError(
                    "initiative.error.combat_life",
                    f"{at}.players[{i}].life",
                    lang,
                    player=entry["name"],
                    life=life,
                )
    try:
        combat = Combat.from_scenario(scenario, lang)
    except ScenarioError as error:
        field = f"{at}.{error.field}" if error.field else at
        raise ScenarioError(error.key, field, lang, **error.params) from None
    game._fields["combat"] = at
    game.combat(combat)


def resolve(data: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    """Resolve an initiative scenario into its outcome (docs/scenario-format.md §2 plus life,
    events...)."""
    game = build_game(data, lang)
    for i, raw in enumerate(seq(data.get("events", []), "events")):
        at = f"events[{i}]"
        event = obj(raw, at)
        _event_action(game, event, at, lang)()
    game._fields = {"event": "events"}
    # Whatever was left waiting with "hold" resolves at the end, so the outcome is final (once
    # the game is over, nothing resolves any more).
    if not game.over:
        game.resolve_stack()
    game._fields = {}
    outcome = game.state()
    outcome["players_in_order"] = list(game.order)
    return outcome


__all__ = ["VERBS", "Game", "build_game", "log_entry", "resolve"]
