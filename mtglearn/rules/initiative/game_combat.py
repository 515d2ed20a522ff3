"""The initiative meets combat: a combat resolved by the combat engine, played in a :class:`Game`.

Rule 726.2 gives the initiative a trigger on combat damage: "whenever one or more creatures a
player controls deal combat damage to the player who has the initiative, that player takes the
initiative". :func:`play_combat` makes this happen with the real combat engine
(:mod:`mtglearn.rules.combat.engine`), step by step:

- Before damage, each attacking Ravenloft Adventurer's attack trigger (an intervening "if",
  603.4) is played by :meth:`Game.attacks`, so its life loss happens before combat damage.
- The combat is resolved with the game's life totals, and with Ravenloft Adventurer's "dies"
  replacement (614.1a) for every player who controls one in the game (``Game.enters``): a
  creature an opponent of theirs controls that would die is exiled with a hit counter instead.
- Then each combat damage step that happened (510.4: first strike, then regular) is fed to the
  game in order. Its damage is dealt at once (510.2); creatures that die or are exiled
  instead (704.5g/704.5h, then the replacement) are recorded with :meth:`Game.dies`; then the
  726.2 trigger of each damaged player is checked against who holds the initiative *now*. So
  when first-strike damage already moved the initiative to the attacking player, the regular
  step's damage to the former holder triggers nothing: that player no longer has it. The
  trigger is checked once per step and per damaged player, not once per creature ("one or
  more creatures"). Blockers never deal combat damage to a player, so in one combat only the
  attacking (active) player's creatures can take the initiative this way.
- A room ability reached in the first-strike step can change the regular step: Forge puts two
  +1/+1 counters on a target creature. When such a room targets a creature of this combat, the
  combat is resolved again with those counters put on it between the steps (the first-strike
  step cannot change: nothing before it differs), and the regular step of that resolution is
  the one played.
- At the end, each player's life changes by what the combat did to it (damage, lifelink).

Refused (ScenarioError): combat players that are not in the game (or left it), an attacking
player who is not the game's active player, ``replacements`` given with the combat (in a game,
Ravenloft Adventurer's replacement comes from the game), and a Ravenloft Adventurer that leaves
the battlefield in the first-strike step while its replacement would still be needed in the
regular step (the combat engine applies a replacement for the whole combat).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from mtglearn.errors import ScenarioError
from mtglearn.i18n import Lang
from mtglearn.rules.combat.damage_steps import StepRecord
from mtglearn.rules.combat.engine import Combat, CombatResult
from mtglearn.rules.core.board import PLUS
from mtglearn.rules.core.effects import parse_action
from mtglearn.rules.core.replacement import DiesReplacement, ExileInstead
from mtglearn.rules.initiative import ravenloft_adventurer as adventurer
from mtglearn.rules.initiative.player_state import PlayerState
from mtglearn.validate import listing

Event = dict[str, Any]


class Game(Protocol):
    """What a combat needs of the game it is played in (:class:`~.game.Game` has it all)."""

    lang: Lang
    players: dict[str, PlayerState]
    active: str | None
    events: list[Event]

    def _f(self, param: str) -> str: ...
    def in_game(self) -> list[str]: ...
    def opponents(self, player: str) -> list[str]: ...
    def dies(self, creature: str, controller: str, owner: str | None = None) -> bool: ...
    def attacks(self, card: str, controller: str, defending: str) -> int: ...
    def combat_damage(
        self,
        from_: str | Sequence[str],
        to: str,
        *,
        order: Sequence[str] | None = None,
        hold: bool = False,
    ) -> None: ...


#: Combat events by which a creature leaves the battlefield.
_LEAVES = frozenset({"dies", "dies_replaced", "exiled", "returned_to_hand"})


def _check_players(game: Game, combat: Combat) -> None:
    """The combat's players are players of the game, still in it; the first one (the attacking
    player, 508.1) is the game's active player."""
    for i, (player, _) in enumerate(combat.players):
        if player not in game.players:
            raise ScenarioError(
                "error.unknown_player",
                game._f("combat") + f".players[{i}]",
                game.lang,
                value=player,
                allowed=listing(game.in_game()),
            )
        if game.players[player].left:
            raise ScenarioError(
                "initiative.error.player_left",
                game._f("combat") + f".players[{i}]",
                game.lang,
                value=player,
                allowed=listing(game.in_game()),
            )
    attacker = combat.players[0][0]
    if attacker != game.active:
        raise ScenarioError(
            "initiative.error.combat_active",
            game._f("combat") + ".players[0]",
            game.lang,
            value=attacker,
            active=game.active if game.active is not None else "-",
        )
    if combat.replacements:
        raise ScenarioError(
            "initiative.error.combat_replacements", game._f("combat") + ".replacements", game.lang
        )


def _adventurer_replacements(game: Game, combat: Combat) -> tuple[DiesReplacement, ...]:
    """Ravenloft Adventurer's replacement (614.1a) for each player who controls one: creatures
    of each of their opponents (teammates are not opponents) are exiled with a hit counter."""
    in_combat = {p for p, _ in combat.players}
    out: list[DiesReplacement] = []
    for player in game.in_game():
        if game.players[player].adventurers <= 0:
            continue
        for opponent in game.opponents(player):
            if opponent in in_combat:
                out.append(ExileInstead(controlled_by=opponent, counter="hit"))
    return tuple(out)


def _rebuild(
    combat: Combat,
    life: Mapping[str, int],
    replacements: tuple[DiesReplacement, ...],
    between: Sequence[Mapping[str, Any]] = (),
) -> Combat:
    """The same combat with the game's life totals, the game's replacements and extra actions
    between the damage steps."""
    extra = [parse_action(a, "between_steps", combat.lang) for a in between]
    return Combat(
        combat.creatures,
        combat.attacks,
        combat.blocks,
        players=[(p, life[p]) for p, _ in combat.players],
        assign=combat.assign,
        before_damage=combat.before_damage,
        between_steps=(*combat.between_steps, *extra),
        permanents=combat.permanents,
        replacements=replacements,
        title=combat.title,
        lang=combat.lang,
    )


def _controllers(combat: Combat) -> dict[str, str]:
    return {c.id: c.controller for c in combat.creatures}


def _label(combat: Combat, cid: str) -> str:
    for creature in combat.creatures:
        if creature.id == cid:
            return creature.name or cid
    return cid


def _play_step(game: Game, combat: Combat, result: CombatResult, step: StepRecord) -> list[Event]:
    """Feed one combat damage step to the game; return the game events it caused."""
    start = len(game.events)
    controllers = _controllers(combat)
    players = {p for p, _ in combat.players}
    to_players: dict[tuple[str, str], int] = {}
    for entry in step["damage"]:
        if entry["target"] in players and entry["amount"] > 0:
            key = (controllers[entry["source"]], entry["target"])
            to_players[key] = to_players.get(key, 0) + entry["amount"]
    game.events.append(
        {
            "type": "combat_step",
            "rule": "510.4" if step["step"] == "first_strike" else "510.2",
            "step": step["step"],
            "damage": [
                {"from": source, "to": target, "amount": amount}
                for (source, target), amount in to_players.items()
            ],
        }
    )
    # 704.5g/h then 614.1a: creatures with lethal damage die, or are exiled instead. Events of
    # this step only (events carry the step in which they happened).
    for event in result.events:
        if event.get("step") != step["step"] or event["type"] not in ("dies", "dies_replaced"):
            continue
        cid = event["creature"]
        exiled = game.dies(_label(combat, cid), controllers[cid])
        replaced = event["type"] == "dies_replaced"
        if exiled != replaced:
            # The Adventurer left in an earlier step, but the combat engine still applied its
            # replacement (it holds for the whole combat): refuse rather than tell it wrong.
            raise ScenarioError(
                "initiative.error.combat_adventurer_left", game._f("combat"), game.lang, value=cid
            )
    # 726.2: once per damaged player per step, checked against the current holder.
    for source, target in to_players:
        game.combat_damage(source, target)
    return game.events[start:]


def _forge_counters(
    events: Sequence[Event], combat: Combat, result: CombatResult
) -> list[dict[str, Any]]:
    """+1/+1 counters that room abilities put on creatures of this combat still on the
    battlefield (Forge, 309.4c): actions to apply before the regular combat damage step."""
    # Still on the battlefield after the first-strike step: not gone in that step (a creature
    # may well leave later, in the regular step).
    gone = {
        e["creature"]
        for e in result.events
        if e.get("step") == "first_strike" and "creature" in e and e["type"] in _LEAVES
    }
    ids = {c.id for c in combat.creatures} - gone
    out: list[dict[str, Any]] = []
    for event in events:
        if event["type"] == "counters" and event.get("kind") == PLUS and event.get("target") in ids:
            out.append({"counters": event["target"], "kind": PLUS, "add": int(event["n"])})
    return out


def play_combat(game: Game, combat: Combat) -> CombatResult:
    """Play ``combat`` (already checked by the combat engine) in ``game`` (see module doc).

    Returns the combat's result (the one whose steps were played). The game records a
    ``combat`` event, then per step a ``combat_step`` event, ``dies``/``hit_exile`` events and
    726.2's ``combat_damage`` events (with any ``take_initiative`` and venture they cause), then
    ``combat_life`` events for the life totals the combat changed. Call it through ``Game.combat``,
    which undoes everything if the combat is refused.
    """
    _check_players(game, combat)
    game.events.append(
        {
            "type": "combat",
            "rule": "506.1",
            "attacking": combat.players[0][0],
            "attacks": dict(combat.attacks),
            "names": {c.id: c.name for c in combat.creatures if c.name},
        }
    )
    controllers = _controllers(combat)
    for attacker, defending in combat.attacks.items():
        if _label(combat, attacker) == adventurer.NAME:
            game.attacks(adventurer.NAME, controllers[attacker], defending)
    replacements = _adventurer_replacements(game, combat)
    start_life = {p: game.players[p].life for p, _ in combat.players}
    played = _rebuild(combat, start_life, replacements)
    result = played.resolve(game.lang)
    caused: list[Event] = []
    for index, step in enumerate(list(result.steps)):
        if index == 1:
            extra = _forge_counters(caused, played, result)
            if extra:
                # Same combat, with the room's counters put on between the steps (after the
                # first-strike step's state-based actions and triggers, 510.3a); the
                # first-strike step is the same by construction, so only the rest is replayed.
                played = _rebuild(combat, start_life, replacements, extra)
                result = played.resolve(game.lang)
                step = result.steps[index]
        caused = _play_step(game, played, result, step)
    for player, before in start_life.items():
        delta = result.life[player] - before
        if delta:
            state = game.players[player]
            state.life += delta
            game.events.append(
                {
                    "type": "combat_life",
                    "rule": "510.2",
                    "player": player,
                    "amount": delta,
                    "life": state.life,
                }
            )
    return result


__all__ = ["play_combat"]
