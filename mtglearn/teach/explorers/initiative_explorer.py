"""The initiative explorer: play the initiative (726) with buttons and watch Undercity.

``InitiativeExplorer(lang, players=3)`` is an :class:`~mtglearn.teach.explorers.explorer.Explorer`
that writes a game with the front door's :class:`~mtglearn.door.initiative.InitiativeGame`
(players P1…Pn, 2 to 4): each button adds that game's events, and the whole game is played
again by the rules engine (:func:`~mtglearn.door.scenario.resolve_scenario`), so the verbs of
the initiative are the door's, as a notebook writes them. A drop-down chooses a player; the
buttons call methods that tests can call directly:

- :meth:`take` — the chosen player takes the initiative (726.2, 726.3, 726.5: ventures into
  Undercity, even when they already had it);
- :meth:`upkeep` — the beginning of the active player's upkeep (726.2: the holder ventures);
- :meth:`next_turn` — the next player in turn order becomes the active player, then their upkeep;
- :meth:`damage` — the chosen player's creatures deal combat damage to the holder (726.2);
- :meth:`leave` — the chosen player leaves the game (800.4a, 726.4);
- :meth:`reset` — a new game, nobody has the initiative (726.1).

The result lives in widget state: ``html.value`` shows who holds the initiative, the active
player, a table of every player (dungeon, room, completed dungeons, life), the narration of the
last action and any refusal (an event the rules don't allow is shown as a message, never
raised), then the map of the chosen player's dungeon (Undercity when they are in none), their
room marked and their path since they entered it highlighted, as SVG.
"""

from __future__ import annotations

import copy
import html
from collections.abc import Callable, Mapping
from typing import Any

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, t
from mtglearn.door.initiative import InitiativeGame
from mtglearn.door.scenario import narrate, resolve_scenario
from mtglearn.render.tables import initiative_html
from mtglearn.rules.initiative.dungeons import UNDERCITY, dungeons
from mtglearn.teach.display import lines_html, svg_html, zoomable
from mtglearn.teach.explorers.explorer import Explorer
from mtglearn.teach.figures.undercity_map import dungeon_map, dungeon_svg
from mtglearn.teach.frames import has_matplotlib

ACTIONS = ("take", "upkeep", "next_turn", "damage", "leave", "reset")


def path_of(outcome: Mapping[str, Any], player: str) -> list[str]:
    """Rooms ``player`` entered in their current dungeon, in order (from the venture events of
    an initiative outcome)."""
    route: list[str] = []
    for event in outcome["events"]:
        if event["type"] == "venture" and event["player"] == player:
            route = [event["room"]] if event["started"] else [*route, event["room"]]
    if outcome["players"][player]["dungeon"] is None:
        return []
    return route


class InitiativeExplorer(Explorer):
    """Buttons that play the initiative; the state, the story and the map (see module doc)."""

    def __init__(self, lang: str | None = None, players: int = 3) -> None:
        super().__init__(lang, figure=False)
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
            raise ScenarioError(
                "teach_initiative.error.players", "players", self.lang, value=players
            )
        self.names = [f"P{i}" for i in range(1, players + 1)]
        w = self._widgets
        lang = self.lang
        self.controls["player"] = w.Dropdown(
            options=self.names,
            value=self.names[0],
            description=t("teach_initiative.ui.player", lang),
        )
        handlers: dict[str, Callable[[], None]] = {
            "take": self.take,
            "upkeep": self.upkeep,
            "next_turn": self.next_turn,
            "damage": self.damage,
            "leave": self.leave,
            "reset": self.reset,
        }
        for key, handler in handlers.items():
            button = w.Button(
                description=t(f"teach_initiative.ui.{key}", lang),
                tooltip=t(f"teach_initiative.ui.{key}_help", lang),
                layout=w.Layout(width="auto"),
            )
            button.on_click(lambda _b, h=handler: h())
            self.controls[key] = button
        self._new_game()
        self.watch()

    # ---------------------------------------------------------------- actions (the buttons)

    def _new_game(self) -> None:
        #: The game as the door writes it (its events so far), and the engine's outcome of it.
        self.game = InitiativeGame(*self.names)
        self.outcome: dict[str, Any] = resolve_scenario(self.game.to_dict(), self.lang)
        self.last: list[str] = [t("teach_initiative.ui.start", self.lang)]
        self.error: str | None = None
        #: Whether this turn's upkeep has begun: a turn has a single upkeep step (503.1).
        self.upkept = False

    def _chosen(self, player: str | None) -> str:
        return str(self.controls["player"].value) if player is None else player

    def _act(self, write: Callable[[InitiativeGame], object]) -> None:
        """Add events to the game (``write`` calls the door's verbs), play it again; show what
        the new events did, or the refusal (the game stays as it was), then redraw."""
        game = InitiativeGame.from_dict(self.game.to_dict())
        write(game)
        self.error = None
        try:
            outcome = resolve_scenario(game.to_dict(), self.lang)
        except ScenarioError as error:
            # The rule that refused, without the field of the event that it names.
            self.error = t(error.key, self.lang, **error.params)
            self.last = []
        else:
            told = dict(outcome, events=outcome["events"][len(self.outcome["events"]) :])
            told["pending"] = []
            self.game, self.outcome = game, outcome
            # Drop the first line (the table's players) and the last (who holds it: shown above).
            self.last = narrate(told, self.lang)[1:-1]
        self.refresh()

    def take(self, player: str | None = None) -> None:
        """``player`` (default: the chosen one) takes the initiative (726.2–726.5)."""
        chosen = self._chosen(player)
        self._act(lambda game: game.take_initiative(chosen))

    def upkeep(self) -> None:
        """The beginning of the active player's upkeep (726.2)."""
        active = self.outcome["active"]
        if active is None:
            self.error = t("teach_initiative.ui.no_active", self.lang)
            self.last = []
            self.refresh()
            return
        if self.upkept:
            self.error = t("teach_initiative.ui.second_upkeep", self.lang, player=active)
            self.last = []
            self.refresh()
            return
        self._act(lambda game: game.upkeep(active))
        self.upkept = self.upkept or self.error is None

    def next_turn(self) -> None:
        """The next player still in the game becomes active (102.1), then their upkeep."""
        order, active, players = self.names, self.outcome["active"], self.outcome["players"]
        start = order.index(active) if active is not None else -1
        rotated = order[start + 1 :] + order[: start + 1]
        following = next((p for p in rotated if not players[p]["left"]), order[0])
        self._act(lambda game: game.turn(following).upkeep(following))
        self.upkept = self.error is None

    def damage(self, player: str | None = None) -> None:
        """``player``'s creatures deal combat damage to the player who has the initiative."""
        chosen = self._chosen(player)
        holder = self.outcome["initiative"]
        if holder is None:
            self.error = t("teach_initiative.ui.nobody_to_hit", self.lang)
            self.last = []
            self.refresh()
            return
        self._act(lambda game: game.combat_damage(chosen, to=holder))

    def leave(self, player: str | None = None) -> None:
        """``player`` leaves the game (800.4a, 726.4)."""
        chosen = self._chosen(player)
        self._act(lambda game: game.leave(chosen))

    def reset(self) -> None:
        """A new game: nobody has the initiative (726.1)."""
        self._new_game()
        self.refresh()

    # ---------------------------------------------------------------- rendering

    def render(self) -> tuple[str, bytes | None]:
        lang = self.lang
        outcome = self.outcome
        holder = outcome["initiative"]
        status = (
            t("teach_initiative.ui.holder", lang, player=holder)
            if holder is not None
            else t("teach_initiative.ui.nobody", lang)
        )
        active = outcome["active"] if outcome["active"] is not None else "—"
        parts = [
            f'<div class="mtglearn-initiative"><p><b>{html.escape(status)}</b> '
            f"{html.escape(t('teach_initiative.ui.active', lang, player=active))}</p>",
            initiative_html(outcome, lang, narrow=True),
        ]
        if self.error is not None:
            parts.append(
                f'<p class="mtglearn-error" style="color:#b2182b">'
                f"{html.escape(t('teach_initiative.ui.refused', lang, error=self.error))}</p>"
            )
        if self.last:
            parts.append(f"<p>{html.escape(t('teach_initiative.ui.last', lang))}</p>")
            parts.append(lines_html(self.last))
        changes = self.life_changes()
        if changes:
            parts.append(f"<p>{html.escape(t('teach_initiative.ui.life_changes', lang))}</p>")
            parts.append(lines_html(changes))
        player = str(self.controls["player"].value)
        state = outcome["players"][player]
        where = (state["dungeon"] or UNDERCITY, lang, state["room"], path_of(outcome, player))
        if has_matplotlib():
            figure = dungeon_map(*where)
            # The map as SVG in the result (vector, and three times faster than a 2x PNG); the
            # static copy as an image of it, which an untrusted notebook's sanitiser keeps.
            # Room names are 9 pt: never drawn below 11/9 of its size, they stay 11 px or more.
            drawn = svg_html(
                figure, image=bool(self._copy), css_class="mtglearn-map", min_scale=11 / 9
            )
        else:  # a browser with nothing installed: the same map, drawn without matplotlib
            drawn = f'<div class="mtglearn-map">{dungeon_svg(*where)}</div>'
        # Live, a phone fits it to its width until tapped.
        parts.append(drawn if self._copy else zoomable(drawn, lang))
        parts.append("</div>")
        return "".join(parts), None

    def life_changes(self) -> list[str]:
        """Every life total change of the game so far, told by the engine (a room's effect such
        as Trap!, or Ravenloft Adventurer's attack trigger), so the table's life column is
        explained, not only by the last action."""
        changes = [e for e in self.outcome["events"] if e["type"] == "life"]
        lines = []
        for event in changes:
            told = dict(self.outcome, events=[event], pending=[])
            (line,) = narrate(told, self.lang)[1:-1]
            room = event.get("room")
            if room is not None:
                line = t(
                    "teach_initiative.ui.life_change_room",
                    self.lang,
                    line=line,
                    room=_room(room, self.lang),
                )
            lines.append(line)
        return lines

    def state(self) -> dict[str, Any]:
        """The game's outcome so far: the initiative scenario's outcome of :attr:`game` (a
        copy)."""
        return copy.deepcopy(self.outcome)


def _room(name: str, lang: Lang) -> str:
    """A room's printed name in ``lang`` (the room of whichever dungeon has it)."""
    for dungeon in dungeons():
        if dungeon.has_room(name):
            return dungeon.room(name).display(lang)
    return name


__all__ = ["ACTIONS", "InitiativeExplorer", "path_of"]
