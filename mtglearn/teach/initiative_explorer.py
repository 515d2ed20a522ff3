"""The initiative explorer: play the initiative (726) with buttons and watch Undercity.

``InitiativeExplorer(lang, players=3)`` is an :class:`~mtglearn.teach.explorer.Explorer` over a
:class:`~mtglearn.rules.initiative.game.Game` with players P1…Pn (2 to 4). A drop-down chooses a
player; the buttons call methods that tests can call directly:

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

import html
from collections.abc import Callable
from typing import Any

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, t
from mtglearn.render.tables import initiative_html
from mtglearn.rules.initiative.dungeons import UNDERCITY, dungeons
from mtglearn.rules.initiative.game import Game
from mtglearn.rules.initiative.narration import narrate
from mtglearn.teach.display import lines_html, svg_html
from mtglearn.teach.explorer import Explorer
from mtglearn.teach.frames import has_matplotlib
from mtglearn.teach.undercity_map import dungeon_map, dungeon_svg

ACTIONS = ("take", "upkeep", "next_turn", "damage", "leave", "reset")


def path_of(game: Game, player: str) -> list[str]:
    """Rooms ``player`` entered in their current dungeon, in order (from the venture events)."""
    route: list[str] = []
    for event in game.events:
        if event["type"] == "venture" and event["player"] == player:
            route = [event["room"]] if event["started"] else [*route, event["room"]]
    if game.players[player].dungeon is None:
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
        self.game = Game(self.names, lang=self.lang)
        self.last: list[str] = [t("teach_initiative.ui.start", self.lang)]
        self.error: str | None = None
        #: Whether this turn's upkeep has begun: a turn has a single upkeep step (503.1).
        self.upkept = False

    def _chosen(self, player: str | None) -> str:
        return str(self.controls["player"].value) if player is None else player

    def _act(self, action: Callable[[], object]) -> None:
        """Play one game action; show its narration, or the refusal, then redraw."""
        start = len(self.game.events)
        self.error = None
        try:
            action()
        except ScenarioError as error:
            # The rule that refused, without the Python parameter name of the field.
            self.error = t(error.key, self.lang, **error.params)
            self.last = []
        else:
            outcome = self.game.state()
            outcome["events"] = outcome["events"][start:]
            outcome["pending"] = []
            # Drop the first line (the table's players) and the last (who holds it: shown above).
            self.last = narrate(outcome, self.lang)[1:-1]
        self.refresh()

    def take(self, player: str | None = None) -> None:
        """``player`` (default: the chosen one) takes the initiative (726.2–726.5)."""
        chosen = self._chosen(player)
        self._act(lambda: self.game.take_initiative(chosen))

    def upkeep(self) -> None:
        """The beginning of the active player's upkeep (726.2)."""
        active = self.game.active
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
        self._act(lambda: self.game.upkeep(active))
        self.upkept = self.upkept or self.error is None

    def next_turn(self) -> None:
        """The next player still in the game becomes active (102.1), then their upkeep."""
        order = self.game.order
        start = order.index(self.game.active) if self.game.active is not None else -1
        rotated = order[start + 1 :] + order[: start + 1]
        following = next((p for p in rotated if not self.game.players[p].left), order[0])

        def play() -> None:
            self.game.turn(following)
            self.game.upkeep(following)

        self._act(play)
        self.upkept = self.error is None

    def damage(self, player: str | None = None) -> None:
        """``player``'s creatures deal combat damage to the player who has the initiative."""
        chosen = self._chosen(player)
        holder = self.game.initiative
        if holder is None:
            self.error = t("teach_initiative.ui.nobody_to_hit", self.lang)
            self.last = []
            self.refresh()
            return
        self._act(lambda: self.game.combat_damage(chosen, holder))

    def leave(self, player: str | None = None) -> None:
        """``player`` leaves the game (800.4a, 726.4)."""
        chosen = self._chosen(player)
        self._act(lambda: self.game.leave(chosen))

    def reset(self) -> None:
        """A new game: nobody has the initiative (726.1)."""
        self._new_game()
        self.refresh()

    # ---------------------------------------------------------------- rendering

    def render(self) -> tuple[str, bytes | None]:
        lang = self.lang
        game = self.game
        holder = game.initiative
        status = (
            t("teach_initiative.ui.holder", lang, player=holder)
            if holder is not None
            else t("teach_initiative.ui.nobody", lang)
        )
        active = game.active if game.active is not None else "—"
        parts = [
            f'<div class="mtglearn-initiative"><p><b>{html.escape(status)}</b> '
            f"{html.escape(t('teach_initiative.ui.active', lang, player=active))}</p>",
            initiative_html(game.state(), lang),
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
        state = game.players[player]
        where = (state.dungeon or UNDERCITY, lang, state.room, path_of(game, player))
        if has_matplotlib():
            figure = dungeon_map(*where)
            # The map as SVG in the result (vector, and three times faster than a 2x PNG); the
            # static copy as an image of it, which an untrusted notebook's sanitiser keeps.
            # Room names are 9 pt: never drawn below 11/9 of its size, they stay 11 px or more.
            parts.append(
                svg_html(figure, image=bool(self._copy), css_class="mtglearn-map", min_scale=11 / 9)
            )
        else:  # a browser with nothing installed: the same map, drawn without matplotlib
            parts.append(f'<div class="mtglearn-map">{dungeon_svg(*where)}</div>')
        parts.append("</div>")
        return "".join(parts), None

    def life_changes(self) -> list[str]:
        """Every life total change of the game so far, told by the engine (a room's effect such
        as Trap!, or Ravenloft Adventurer's attack trigger), so the table's life column is
        explained, not only by the last action."""
        outcome = self.game.state()
        changes = [e for e in outcome["events"] if e["type"] == "life"]
        lines = []
        for event in changes:
            outcome["events"], outcome["pending"] = [event], []
            (line,) = narrate(outcome, self.lang)[1:-1]
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
        """The game's outcome so far (the same data as an initiative scenario's outcome)."""
        return self.game.state()


def _room(name: str, lang: Lang) -> str:
    """A room's printed name in ``lang`` (the room of whichever dungeon has it)."""
    for dungeon in dungeons():
        if dungeon.has_room(name):
            return dungeon.room(name).display(lang)
    return name


__all__ = ["ACTIONS", "InitiativeExplorer", "path_of"]
