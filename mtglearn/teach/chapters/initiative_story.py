"""Short calls for notebooks 06 and 07: play an initiative script, show it as a table and a story.

``play(events, players, lang, **extra)`` resolves an initiative scenario (docs/scenario-format.md
§2, with the ``combat`` event of :mod:`mtglearn.rules.initiative.game_combat`) and returns a
:class:`Story`: the outcome, its narration, a table of the players (labels and values in the
reader's language) and the map of a player's dungeon. ``rooms_table``, ``terms_table`` and
``timing_table`` are the reference tables of the chapter, all computed from the engine's data and
the resolver.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, glossary, resolve_lang, t
from mtglearn.door.scenario import resolve_scenario
from mtglearn.rules.initiative.dungeons import UNDERCITY, find_dungeon
from mtglearn.teach.display import lines_html, png, png_size
from mtglearn.teach.figures.undercity_map import dungeon_map
from mtglearn.teach.reference_tables import styled
from mtglearn.words.initiative import narrate

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd


@dataclass(frozen=True, repr=False)
class Story:
    """An initiative scenario played by the resolver: outcome, narration, table, map."""

    outcome: Mapping[str, Any]
    lang: Lang
    #: How many narration lines an earlier part of the same story already told (not repeated).
    told: int = 0

    @property
    def lines(self) -> list[str]:
        """The whole story, one line per event."""
        return narrate(self.outcome, self.lang)

    @property
    def holder(self) -> str | None:
        """The player who holds the initiative at the end (``None`` if nobody took it)."""
        return self.outcome["initiative"]  # type: ignore[no-any-return]

    def player(self, name: str) -> Mapping[str, Any]:
        """One player's state at the end: dungeon, room, completed dungeons, life."""
        return self.outcome["players"][name]  # type: ignore[no-any-return]

    def events(self, kind: str) -> list[Mapping[str, Any]]:
        """The events of the game, each with its rule number."""
        return [e for e in self.outcome["events"] if e["type"] == kind]

    def table(self) -> pd.DataFrame:
        """The players' states as a table."""
        return players_table(self.outcome, self.lang)

    def map(self, player: str) -> bytes:
        """PNG: the map of ``player``'s dungeon (Undercity if none), room and path marked."""
        state = self.player(player)
        route: list[str] = []
        for event in self.outcome["events"]:
            if event["type"] == "venture" and event["player"] == player:
                route = [event["room"]] if event["started"] else [*route, event["room"]]
        return png(
            dungeon_map(
                state["dungeon"] or UNDERCITY,
                self.lang,
                state["room"],
                route if state["dungeon"] else (),
            ),
            dpi=160,  # twice the 80 ppi it is shown at (see :meth:`picture`)
            tight=False,
        )

    def picture(self, player: str) -> Any:
        """The map of :meth:`map` for a notebook cell: shown at half its pixel size (crisp)."""
        from IPython.display import Image

        data = self.map(player)
        return Image(data, width=png_size(data)[0] // 2)

    def __repr__(self) -> str:
        return f"Story(initiative={self.holder!r})"

    def _repr_html_(self) -> str:
        # A fixed uuid for nbval, from the story itself (hash() of a str changes per process).
        digest = hashlib.sha1(
            json.dumps(self.outcome["log"], sort_keys=True).encode("utf-8")
        ).hexdigest()[:10]
        uuid = f"story-{digest}"
        table = styled(self.table(), uuid).format(escape="html").format_index(escape="html")
        return table.to_html() + lines_html(self.lines[self.told :])


def play(
    events: Sequence[Mapping[str, Any]],
    players: Sequence[str] = ("P1", "P2"),
    lang: str | None = None,
    **extra: Any,
) -> Story:
    """Resolve an initiative scenario with these events (``extra``: ``choices``, ``targets``,
    ``teams``, ``active``...)."""
    language = resolve_lang(lang)
    data = {"kind": "initiative", "players": list(players), "events": list(events), **extra}
    return Story(resolve_scenario(data, language), language)


def refusal(
    events: Sequence[Mapping[str, Any]],
    players: Sequence[str] = ("P1", "P2"),
    lang: str | None = None,
    **extra: Any,
) -> str | None:
    """The resolver's refusal of this script (one line naming the field), or ``None``."""
    try:
        play(events, players, lang, **extra)
    except ScenarioError as error:
        return str(error)
    return None


def _yes(value: bool, lang: Lang) -> str:
    return t("exercise.yes" if value else "exercise.no", lang)


def players_table(outcome: Mapping[str, Any], lang: str | None = None) -> pd.DataFrame:
    """One row per player: holds the initiative, dungeon, room, completed, life, hit-exile."""
    language = resolve_lang(lang)
    rows = []
    for player, state in outcome["players"].items():
        dungeon = find_dungeon(state["dungeon"], "", language) if state["dungeon"] else None
        rows.append(
            {
                t("initiative.table.player", language): player,
                t("initiative.table.initiative", language): _yes(
                    outcome["initiative"] == player, language
                ),
                t("initiative.table.dungeon", language): dungeon.display(language)
                if dungeon
                else "—",
                t("initiative.table.room", language): dungeon.room(state["room"]).display(language)
                if dungeon
                else "—",
                t("initiative.table.completed", language): ", ".join(
                    find_dungeon(d, "", language).display(language) for d in state["completed"]
                )
                or "—",
                t("initiative.table.life", language): state["life"],
                t("initiative.table.hit_exile", language): state["hit_exile"],
                t("teach_initiative.table.left", language): _yes(state["left"], language),
            }
        )
    return pd.DataFrame(rows).set_index(t("initiative.table.player", language))


def rooms_table(lang: str | None = None) -> pd.DataFrame:
    """Undercity's rooms as printed: name, what the room ability does, where the arrows lead."""
    language = resolve_lang(lang)
    undercity = find_dungeon(UNDERCITY, "", language)
    rows = [
        {
            t("teach_initiative.table.room", language): room.display(language),
            t("teach_initiative.table.effect", language): t(
                f"initiative.room.undercity.{room.id}", language
            ),
            t("teach_initiative.table.leads_to", language): ", ".join(
                undercity.room(e).display(language) for e in room.exits
            )
            or t("teach_initiative.table.completes", language),
        }
        for room in undercity.rooms
    ]
    return pd.DataFrame(rows)


def terms_table(lang: str | None = None) -> pd.DataFrame:
    """The two "initiatives" (and double strike) in English, French and Chinese, from the
    glossary."""
    language = resolve_lang(lang)
    wanted = ("first_strike", "double_strike", "initiative", "take_initiative")
    rows = [
        {
            t("glossary.column.en", language): term["en"],
            t("glossary.column.fr", language): term["fr"],
            t("glossary.column.zh", language): term["zh"],
            t("glossary.column.rule", language): term["rule"],
            t("teach_initiative.table.whose", language): t(
                "teach_initiative.table.creature"
                if term["rule"].startswith("702")
                else "teach_initiative.table.player",
                language,
            ),
        }
        for term in glossary()
        if term["id"] in wanted
    ]
    return pd.DataFrame(rows)


def _creature(cid: str, power: int, toughness: int, *keywords: str) -> dict[str, Any]:
    return {
        "id": cid,
        "controller": "P2",
        "power": power,
        "toughness": toughness,
        "keywords": list(keywords),
    }


#: Attacks by P2 on P1 (who holds the initiative), to compare the timing of 726.2.
TIMING_ATTACKS: dict[str, list[dict[str, Any]]] = {
    "first_and_regular": [_creature("F", 2, 2, "first strike"), _creature("G", 3, 3)],
    "two_regular": [_creature("G", 3, 3), _creature("H", 1, 1)],
    "double_strike": [_creature("D", 2, 2, "double strike")],
    "first_strike_only": [_creature("F", 2, 2, "first strike")],
}


def timing_combat(name: str, lang: str | None = None) -> dict[str, Any]:
    """The combat scenario ``name`` of :data:`TIMING_ATTACKS` (every creature attacks P1); each
    creature is named by what it is (« la créature 2/2 avec l'initiative », "2/2 first
    striker"), so the story never shows an id the reader was not introduced to."""
    language = resolve_lang(lang)
    creatures = [
        {**c, "name": t(f"teach_initiative.timing.{_kind(c)}", language, size=_size(c))}
        for c in TIMING_ATTACKS[name]
    ]
    return {"creatures": creatures, "attacks": {c["id"]: "P1" for c in creatures}}


def _kind(creature: dict[str, Any]) -> str:
    keywords = creature["keywords"]
    return keywords[0].replace(" ", "_") if keywords else "plain"


def _size(creature: dict[str, Any]) -> str:
    return f"{creature['power']}/{creature['toughness']}"


def timing_table(lang: str | None = None) -> pd.DataFrame:
    """For each attack of :data:`TIMING_ATTACKS`: per combat damage step, the damage to P1,
    who held the initiative as it was dealt and whether 726.2 triggered; computed by playing
    ``{"take_initiative": "P1"}`` then the combat."""
    language = resolve_lang(lang)
    rows = []
    for name in TIMING_ATTACKS:
        story = play(
            [{"take_initiative": "P1"}, {"combat": timing_combat(name, language)}],
            ("P2", "P1"),
            language,
        )
        events = story.outcome["events"]
        for i, event in enumerate(events):
            if event["type"] != "combat_step":
                continue
            check = next(
                (e for e in events[i + 1 :] if e["type"] in ("combat_damage", "combat_step")),
                None,
            )
            triggered = (
                check is not None and check["type"] == "combat_damage" and check["triggered"]
            )
            holder = (
                check["holder"] if check is not None and check["type"] == "combat_damage" else None
            )
            rows.append(
                {
                    t("teach_initiative.table.attack", language): t(
                        f"teach_initiative.attack.{name}", language
                    ),
                    t("teach_initiative.table.step", language): t(
                        f"initiative.narrate.step.{event['step']}", language
                    ),
                    t("teach_initiative.table.damage", language): sum(
                        d["amount"] for d in event["damage"]
                    ),
                    t("teach_initiative.table.holder", language): holder or "—",
                    t("teach_initiative.table.triggered", language): _yes(triggered, language),
                }
            )
    return pd.DataFrame(rows)


RAVENLOFT: dict[str, Any] = {
    "id": "R",
    "name": "Ravenloft Adventurer",
    "controller": "P1",
    "power": 3,
    "toughness": 4,
}
GOBLIN: dict[str, Any] = {"id": "X", "controller": "P2", "power": 2, "toughness": 2}

#: Ravenloft Adventurer over a few turns (P1 controls it, P2 is the opponent), turn by turn.
RAVENLOFT_TURNS: tuple[tuple[dict[str, Any], ...], ...] = (
    # Turn 1 (P1): it enters, P1 takes the initiative and ventures (Secret Entrance).
    ({"enters": "Ravenloft Adventurer", "controller": "P1"},),
    # Turn 2 (P2): P2's 2/2 attacks P1 and the Adventurer blocks it: the 2/2 would die.
    (
        {"turn": "P2"},
        {"upkeep": "P2"},
        {
            "combat": {
                "creatures": [GOBLIN, RAVENLOFT],
                "attacks": {"X": "P1"},
                "blocks": {"R": "X"},
            }
        },
    ),
    # Turns 3, 5, 7, 9 (P1's upkeeps, P1 still holds it) and P2's turns in between.
    ({"turn": "P1"}, {"upkeep": "P1"}, {"turn": "P2"}, {"upkeep": "P2"}),
    ({"turn": "P1"}, {"upkeep": "P1"}, {"turn": "P2"}, {"upkeep": "P2"}),
    ({"turn": "P1"}, {"upkeep": "P1"}, {"turn": "P2"}, {"upkeep": "P2"}),
    ({"turn": "P1"}, {"upkeep": "P1"}),
    # Turn 9, combat: the Adventurer attacks P2.
    ({"combat": {"creatures": [RAVENLOFT], "attacks": {"R": "P2"}}},),
)
#: P1's choices at Undercity's branches (Lost Well, then Stash: no Trap! on the way).
RAVENLOFT_CHOICES = {"P1": ["Lost Well", "Stash"]}


def ravenloft(parts: int, lang: str | None = None) -> Story:
    """The first ``parts`` parts of :data:`RAVENLOFT_TURNS`, played by the resolver."""
    events = [e for part in RAVENLOFT_TURNS[:parts] for e in part]
    story = play(events, ("P1", "P2"), lang, choices=RAVENLOFT_CHOICES)
    if parts <= 1:
        return story
    # Each part tells only what is new: the lines after those the previous part told.
    before = ravenloft(parts - 1, lang).lines
    told = next(
        (i for i, (a, b) in enumerate(zip(before, story.lines, strict=False)) if a != b),
        len(before),
    )
    return Story(story.outcome, story.lang, told)


def example(name: str) -> dict[str, Any]:
    """A shipped example scenario (``mtglearn/data/scenarios/<name>.json``)."""
    folder = resources.files("mtglearn.data") / "scenarios"
    data: dict[str, Any] = json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))
    return data


__all__ = [
    "RAVENLOFT_TURNS",
    "TIMING_ATTACKS",
    "Story",
    "example",
    "play",
    "players_table",
    "ravenloft",
    "refusal",
    "rooms_table",
    "terms_table",
    "timing_combat",
    "timing_table",
]
