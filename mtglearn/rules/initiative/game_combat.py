"""The initiative meets combat: a combat resolved by the combat engine, played in a game
(:class:`~.game.Game`).

Rule 726.2 gives the initiative a trigger on combat damage: "whenever one or more creatures a
player controls deal combat damage to the player who has the initiative, that player takes the
initiative". :func:`play_combat` makes this happen with the real combat engine
(:mod:`mtglearn.rules.combat.engine`), step by step:

- Before damage, each attacking Ravenloft Adventurer's attack trigger (an intervening "if",
  603.4) is played by :meth:`Game.attacks`, so its life loss happens before combat damage.
  State-based actions are checked as each trigger resolves (704.3, 117.5), before blockers
  are declared: a defending player at 0 or less life loses (704.5a). In a two-player game the
  game is over (104.2a): no block, no combat damage, no other trigger, and the combat has no
  result. In a multiplayer game that player leaves with their creatures (800.4a), so a
  declaration in which one of them blocks is refused; the creatures attacking that player
  stay attacking (none of 506.4's reasons removes them) and deal no combat damage (800.4e),
  and a later attack trigger against that player does nothing.
- The combat is resolved with the game's life totals, and with Ravenloft Adventurer's "dies"
  replacement (614.1a) for every player who controls one in the game (``Game.enters``): a
  creature an opponent of theirs controls that would die is exiled with a hit counter instead.
- Then each combat damage step that happened (510.4: first strike, then regular) is fed to the
  game in order. Its damage is dealt at once (510.2); creatures that die or are exiled
  instead (704.5g/704.5h, then the replacement) are recorded as the combat engine resolved
  them: they die together (704.3), so each sees the Adventurers on the battlefield as the
  event began, and an Adventurer that died in the first-strike step no longer exiles anything
  in the regular step (604.2). A player at 0 or less life loses (704.5a): in a two-player game
  the game is over (104.2a) and no 726.2 trigger resolves; in a multiplayer game they leave it
  (800.4a, 726.4) and the trigger they would control is not put on the stack (800.4d). Then the
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
- Each step's life changes (damage, lifelink: 510.2, all at once) are applied to the game's
  life totals as that step's damage is dealt, before the state-based actions and the
  triggers of that step (704.3). So a room ability reached in the first-strike step that
  changes life (Trap!: "target player loses 5 life") counts from the totals after that step,
  and the state-based check that follows it sees a player at 0 or less (704.5a): in a
  two-player game the game is over (104.2a) and the regular step never happens; in a
  multiplayer game that player leaves (800.4a) and the regular step's damage that would be
  assigned to them is not (800.4e). The combat is resolved again with that life change put
  between the steps (``lose_life``/``gain_life``, 119.3), like Forge's counters, so that its
  regular step is the one the game lives.

Two-Headed Giant: the game's teams are the combat's (805.10a: a team attacks the other team);
teammates who both dealt combat damage to the holder each take the initiative (726.2), in turn.

Refused (ScenarioError): combat players that are not in the game (or left it), an attacking
player who is not the game's active player, and ``replacements`` given with the combat (in a
game, Ravenloft Adventurer's replacement comes from the game).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang
from mtglearn.base.i18n.grammar import Spoken
from mtglearn.base.i18n.names import spoken
from mtglearn.base.validate import listing
from mtglearn.rules.combat.damage_steps import StepRecord
from mtglearn.rules.combat.engine import Combat, CombatResult
from mtglearn.rules.core.board import PLUS
from mtglearn.rules.core.effects import parse_action
from mtglearn.rules.core.replacement import DiesReplacement, ExileInstead
from mtglearn.rules.core.snapshot import BETWEEN, FIRST_STRIKE
from mtglearn.rules.initiative import ravenloft_adventurer as adventurer
from mtglearn.rules.initiative.player_state import PlayerState

Event = dict[str, Any]


class CombatHost(Protocol):
    """What a combat needs of the game it is played in (:class:`~.game.Game` has it all)."""

    lang: Lang
    players: dict[str, PlayerState]
    active: str | None
    events: list[Event]
    over: bool
    teams: dict[str, int]

    def _f(self, param: str) -> str: ...
    def in_game(self) -> list[str]: ...
    def opponents(self, player: str) -> list[str]: ...
    def _record_death(
        self, creature: str, controller: str, owner: str, exilers: Sequence[str]
    ) -> None: ...
    def _lose(
        self,
        losers: Sequence[str],
        moment: str | None = None,
        life: Mapping[str, int] | None = None,
    ) -> None: ...
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


def _check_players(game: CombatHost, combat: Combat) -> None:
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


def _adventurer_replacements(game: CombatHost, combat: Combat) -> tuple[DiesReplacement, ...]:
    """Ravenloft Adventurer's replacement (614.1a) for each player who controls one: creatures
    of each of their opponents (teammates are not opponents) are exiled with a hit counter.

    The effect lasts while an Adventurer of that player is on the battlefield (604.2): when all
    of their Adventurers are creatures of this combat, each replacement names one of them as
    its ``source``, so it ends when that creature leaves; an Adventurer outside the combat
    keeps it for the whole combat."""
    in_combat = {p for p, _ in combat.players}
    out: list[DiesReplacement] = []
    for player in game.in_game():
        count = game.players[player].adventurers
        if count <= 0:
            continue
        fighting = [
            c.id
            for c in combat.creatures
            if c.controller == player and (c.name or c.id) == adventurer.NAME
        ]
        sources: list[str | None] = list(fighting) if len(fighting) >= count else [None]
        for opponent in game.opponents(player):
            if opponent in in_combat:
                out.extend(
                    ExileInstead(controlled_by=opponent, counter="hit", source=source)
                    for source in sources
                )
    return tuple(out)


def _rebuild(
    combat: Combat,
    life: Mapping[str, int],
    replacements: tuple[DiesReplacement, ...],
    between: Sequence[Mapping[str, Any]] = (),
) -> Combat:
    """The same combat with the game's life totals, the game's replacements and extra actions
    between the damage steps."""
    extra = [parse_action(a, "between_steps") for a in between]
    teams: dict[int, list[str]] = {}
    for player, team in combat.teams.items():
        teams.setdefault(team, []).append(player)
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
        teams=list(teams.values()),
    )


def _controllers(combat: Combat) -> dict[str, str]:
    return {c.id: c.controller for c in combat.creatures}


def _label(combat: Combat, cid: str) -> str:
    for creature in combat.creatures:
        if creature.id == cid:
            return creature.name or cid
    return cid


def _spoken(combat: Combat, cid: str) -> Spoken:
    """A creature in an error: its id in English, its name with its grammar in French."""
    creature = next((c for c in combat.creatures if c.id == cid), None)
    if creature is None:
        return spoken(cid, None)
    return spoken(cid, creature.label(), gender=creature.gender)


def _life_at(result: CombatResult, moment: str) -> dict[str, int]:
    """Each player's life in the combat as ``moment`` ended (a snapshot of the engine's own
    running state); the final totals when that moment was not recorded (the last step)."""
    for shot in result.snapshots:
        if shot.moment == moment:
            return dict(shot.life)
    return result.life


def _apply_life(
    game: CombatHost, before: Mapping[str, int], after: Mapping[str, int], moment: str
) -> None:
    """510.2: the step's damage (and lifelink) changed these life totals at once; the game's
    totals change now, before that step's state-based actions and triggers (704.3)."""
    for player, life in after.items():
        delta = life - before.get(player, life)
        if not delta or player not in game.players:
            continue
        state = game.players[player]
        state.life += delta
        game.events.append(
            {
                "type": "combat_life",
                "rule": "510.2",
                "player": player,
                "amount": delta,
                "life": state.life,
                "after": moment,
            }
        )


def _life_between(game: CombatHost, expected: Mapping[str, int]) -> list[dict[str, Any]]:
    """Life the game's players gained or lost after the first-strike step by anything else
    than combat (a room ability, 309.4c): actions to apply between the steps (119.3)."""
    out: list[dict[str, Any]] = []
    for player, life in expected.items():
        delta = game.players[player].life - life
        if delta < 0:
            out.append({"lose_life": player, "amount": -delta})
        elif delta > 0:
            out.append({"gain_life": player, "amount": delta})
    return out


def _play_step(
    game: CombatHost,
    combat: Combat,
    result: CombatResult,
    step: StepRecord,
    life: tuple[Mapping[str, int], Mapping[str, int], str],
) -> list[Event]:
    """Feed one combat damage step to the game; return the game events it caused. ``life``:
    the combat's life totals before and after the step, and how the narration names the
    moment (``"combat"`` when it is the only step)."""
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
            # As the combat engine cites them: a lone combat damage step is 510.1's; with first
            # strike, both steps are 510.4's (the regular one is the second step it adds).
            "rule": "510.1" if life[2] == "combat" else "510.4",
            "step": step["step"],
            "damage": [
                {"from": source, "to": target, "amount": amount}
                for (source, target), amount in to_players.items()
            ],
        }
    )
    _apply_life(game, *life)
    # 704.5g/h then 614.1a: creatures with lethal damage die, or are exiled instead, as the
    # combat engine resolved them. Events of this step only (events carry their step). They
    # die at the same time (704.3): who exiles them is worked out before any is recorded.
    deaths: list[tuple[str, str, list[str]]] = []
    losers: dict[str, int] = {}
    for event in result.events:
        if event.get("step") != step["step"]:
            continue
        kind = event["type"]
        if kind == "loses" and not game.players[event["player"]].left:
            # A player who already left (an attack trigger took them to 0, 704.5a) loses once.
            # Their life as they lose: the game's totals change after the combat (510.2).
            losers[event["player"]] = event["life"]
        if kind not in ("dies", "dies_replaced"):
            continue
        cid = event["creature"]
        controller = controllers[cid]
        exilers: list[str] = []
        if kind == "dies_replaced":
            exilers = adventurer.exiling_players(
                controller, game.players, game.opponents(controller)
            )
        deaths.append((_label(combat, cid), controller, exilers))
    for label, controller, exilers in deaths:
        game._record_death(label, controller, controller, exilers)
    if losers:
        game._lose(list(losers), life=losers)  # 704.5a, then 104.2a or 800.4a
    # 726.2: once per damaged player per step, checked against the current holder; the
    # teammates of a Two-Headed Giant team that dealt damage together trigger it together.
    dealers: dict[str, list[str]] = {}
    for source, target in to_players:
        dealers.setdefault(target, []).append(source)
    for target, sources in dealers.items():
        if game.over:
            break  # 104.2a: nothing more happens
        if game.players[target].left:
            continue  # 800.4d: the trigger its holder would control is not put on the stack
        game.combat_damage(sources[0] if len(sources) == 1 else sources, target)
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


def _check_blockers_still_in_game(game: CombatHost, combat: Combat) -> None:
    """800.4a: a player who lost to an attack trigger left the game with their creatures before
    blockers were declared (704.3, 704.5a): none of those creatures can block."""
    controllers = _controllers(combat)
    for blocker in combat.blocks:
        player = controllers[blocker]
        if game.players[player].left:
            raise ScenarioError(
                "initiative.error.blocker_left",
                game._f("combat") + f".blocks.{blocker}",
                game.lang,
                blocker=_spoken(combat, blocker),
                player=player,
            )


def play_combat(game: CombatHost, combat: Combat) -> CombatResult | None:
    """Play ``combat`` (already checked by the combat engine) in ``game`` (see module doc).

    Returns the combat's result (the one whose steps were played), or None when the game ended
    before blockers were declared (104.2a: an attack trigger took the only opponent to 0
    life, 704.5a). The game records a
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
        if _label(combat, attacker) != adventurer.NAME:
            continue
        if game.over:
            break  # 104.2a: the game ended as an earlier trigger resolved; nothing more happens
        if defending in game.players and game.players[defending].left:
            continue  # that player left the game (800.4a): there is nobody to lose life
        game.attacks(adventurer.NAME, controllers[attacker], defending)
    if game.over:
        return None  # 104.2a: no blockers are declared, no combat damage is dealt
    _check_blockers_still_in_game(game, combat)
    replacements = _adventurer_replacements(game, combat)
    start_life = {p: game.players[p].life for p, _ in combat.players}
    played = _rebuild(combat, start_life, replacements)
    result = played.resolve(game.lang, snapshots=True)
    caused: list[Event] = []
    steps = list(result.steps)
    for index, step in enumerate(steps):
        before: Mapping[str, int] = start_life
        if index == 1:
            if game.over:
                break  # 104.2a: the game ended between the steps; no regular step
            before = _life_at(result, FIRST_STRIKE)
            extra = [*_forge_counters(caused, played, result), *_life_between(game, before)]
            if extra:
                # Same combat, with the room's counters and life changes put between the steps
                # (after the first-strike step's state-based actions and triggers, 510.3a);
                # the first-strike step is the same by construction, so only the rest is
                # replayed. Its state-based actions between the steps are the game's, already
                # played (704.5a): a player who left takes no more combat damage (800.4e).
                played = _rebuild(combat, start_life, replacements, extra)
                result = played.resolve(game.lang, snapshots=True)
                if len(result.steps) <= index:
                    break
                step = result.steps[index]
            before = _life_at(result, BETWEEN)
        moment = "combat" if len(steps) == 1 else step["step"]
        after = result.life if index == len(steps) - 1 else _life_at(result, step["step"])
        caused = _play_step(game, played, result, step, (before, after, moment))
    return result


__all__ = ["play_combat"]
