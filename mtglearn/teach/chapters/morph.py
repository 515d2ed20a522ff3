"""Morph and face-down permanents (702.37, 708) for notebook 10: the course's morph cards, a
card walked through actions by the engine, its tables, and a combat demonstration.

:func:`walk` drives :class:`~mtglearn.rules.legions.face_down.FaceDownPermanent` (cast face down,
turn face up by paying the morph cost or by an effect, enter face up, put a +1/+1 counter,
reveal, leave the battlefield); the tables show the characteristics after each action (708.2a
while face down), what triggered, and what each player sees.

The combat demonstration (:func:`face_down_block`) goes through the combat engine: a face-down
2/2 blocks, and, if it is turned face up before combat damage (708.8), it deals and takes
damage with its real power and toughness.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.door import legions
from mtglearn.door.combat import Combat, CombatResult, Creature, FaceUp
from mtglearn.rules.core.characteristics import Card
from mtglearn.rules.core.keywords import KEYWORDS
from mtglearn.rules.legions.face_down import Characteristics, FaceDownPermanent, Step
from mtglearn.teach.chapters.amplify import yes_no
from mtglearn.words.legions import card_name, narrate_events, spoken_card, type_line

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd

#: A real megamorph card (Dragons of Tarkir, 2015; not in the Legions data, which is 2003):
#: {1}{U} Creature — Djinn Monk 2/1, Flying, Megamorph {1}{U}, "When Stratus Dancer is turned
#: face up, counter target instant or sorcery spell." Printed in French « Danseuse de stratus »
#: (« Mégamue {1}{U} ») and in Chinese 云舞巨灵 (docs/cards.md §5).
STRATUS_DANCER: Final = Card(
    "Stratus Dancer",
    fr_name="Danseuse de stratus",
    zh_name="云舞巨灵",
    power=2,
    toughness=1,
    types=("Djinn", "Monk"),
    colors=("blue",),
    mana_cost="{1}{U}",
    megamorph="{1}{U}",
    keywords=("flying",),
    when_turned_face_up="counter target instant or sorcery spell",
)


#: A made-up card (no printed card is needed to show the rule): morph and an "enters" trigger,
#: to show that turning face up is not entering (708.8) and entering face down hides the
#: trigger (708.3). Notebooks say it is made up.
MADE_UP_ETB: Final = Card(
    "Made-up Morph",
    fr_name="Mue inventée",
    power=3,
    toughness=3,
    types=("Elf", "Warrior"),
    colors=("green",),
    mana_cost="{2}{G}{G}",
    morph="{4}{G}",
    when_enters="you gain 2 life",
)


#: The cards of the explorer: the four Legions morphs, the megamorph example, and a Legions card
#: without morph (702.37d: it can't be cast face down).
MORPH_CARDS: Final[tuple[Card, ...]] = (
    legions.card("Skirk Marauder"),
    legions.card("Willbender"),
    legions.card("Aphetto Exterminator"),
    legions.card("Echo Tracer"),
    STRATUS_DANCER,
    legions.card("Krosan Vorine"),
)


#: The rows of the characteristics table (Characteristics fields).
FIELDS: Final[tuple[str, ...]] = (
    "name",
    "power",
    "toughness",
    "colors",
    "types",
    "mana_cost",
    "mana_value",
    "face_down",
    "counters",
    "zone",
)


def morph_card(name: str) -> Card:
    """A card of :data:`MORPH_CARDS` by English (or printed French) name."""
    for c in (*MORPH_CARDS, MADE_UP_ETB):
        if name.casefold() in {c.name.casefold(), (c.fr_name or "").casefold()}:
            return c
    return legions.card(name)


def show_value(key: str, value: Any, lang: Lang) -> str:
    """One characteristic in the reader's language (colors, types, yes/no, zones)."""
    if key == "colors":
        return ", ".join(t(f"teach_legions.color.{c}", lang) for c in value) or t(
            "teach_legions.colorless", lang
        )
    if key == "types":
        return type_line(value, lang)
    if key == "face_down":
        return yes_no(bool(value), lang)
    if key == "zone":
        return t(f"teach_legions.zone.{value}", lang)
    if key == "name":
        return card_name(value, lang) if value else t("teach_legions.no_name", lang)
    if value is None:
        return "—"
    return str(value)


def characteristics_frame(
    states: Mapping[str, Characteristics | None], lang: str | None = None
) -> pd.DataFrame:
    """A table: one row per characteristic, one column per state (``None``: not yet there)."""
    language = resolve_lang(lang)
    data: dict[str, list[str]] = {}
    for column, state in states.items():
        values = state.as_dict() if state is not None else {}
        data[column] = [
            show_value(k, values[k], language) if state is not None else "—" for k in FIELDS
        ]
    index = [t(f"legions.label.{k}", language) for k in FIELDS]
    return pd.DataFrame(data, index=index)


def walk(card: str, actions: Sequence[str], lang: str | None = None) -> FaceDownPermanent:
    """``card`` taken through ``actions`` (names of :data:`BUTTONS` except ``reset``) by the
    engine; an illegal action raises ScenarioError."""
    permanent = FaceDownPermanent(morph_card(card), lang)
    steps: dict[str, Callable[[], Step]] = {
        "cast_face_down": permanent.cast_face_down,
        "turn_up_cost": lambda: permanent.turn_face_up(paid=True),
        "turn_up_effect": lambda: permanent.turn_face_up(paid=False),
        "enter_face_up": permanent.enter_face_up,
        "counter": lambda: permanent.add_counters(1),
        "reveal": permanent.reveal,
        "leave": permanent.leave_battlefield,
    }
    for action in actions:
        steps[action]()
    return permanent


def triggered_text(cards: Sequence[str], lang: Lang) -> str:
    """Whose triggered ability triggered: « celle du Maraudeur skirkien », or « aucune »."""
    if not cards:
        return t("teach_legions.nothing", lang)
    return ", ".join(
        t("teach_legions.triggered_of", lang, card=spoken_card(c, lang)) for c in cards
    )


def history_table(permanent: FaceDownPermanent, lang: str | None = None) -> pd.DataFrame:
    """The characteristics after each action of ``permanent`` (one column per action), and a
    last row saying what triggered."""
    language = resolve_lang(lang)
    columns: dict[str, Characteristics | None] = {}
    for i, step in enumerate(permanent.history, start=1):
        columns[f"{i}. {t(f'teach_legions.action.{step.action}', language)}"] = step.state
    frame = characteristics_frame(columns, language)
    frame.loc[t("teach_legions.row.triggered", language)] = [
        triggered_text(step.triggered, language) for step in permanent.history
    ]
    return frame


#: Situations of a morph card (the ``leave`` one: destroyed, to the graveyard), as actions.
SITUATIONS: Final[dict[str, tuple[str, ...]]] = {
    "cost": ("cast_face_down", "turn_up_cost"),
    "effect": ("cast_face_down", "turn_up_effect"),
    "enter_face_up": ("enter_face_up",),
    "reveal": ("cast_face_down", "reveal"),
    "leave": ("cast_face_down", "leave"),
}


def trigger_runs(card: str, lang: str | None = None) -> dict[str, FaceDownPermanent]:
    """``card`` taken through each of :data:`SITUATIONS` by the engine."""
    return {key: walk(card, steps, lang) for key, steps in SITUATIONS.items()}


def trigger_table(runs: Mapping[str, FaceDownPermanent], lang: str | None = None) -> pd.DataFrame:
    """For each situation: did the card's ability trigger on the last action, and the engine's
    line that says why."""
    language = resolve_lang(lang)
    rows = []
    for key, permanent in runs.items():
        last = permanent.history[-1]
        rows.append(
            {
                t("teach_legions.col.situation", language): t(
                    "teach_legions.situation_row",
                    language,
                    card=(card := spoken_card(permanent.card.name, language)),
                    situation=t(f"teach_legions.ex.situation.{key}", language, card=card),
                ),
                t("teach_legions.col.triggers", language): yes_no(
                    permanent.card.name in last.triggered, language
                ),
                t("teach_legions.col.why", language): " ".join(
                    narrate_events(last.events, language)
                ),
            }
        )
    return pd.DataFrame(rows)


def looking_table(permanent: FaceDownPermanent, lang: str | None = None) -> pd.DataFrame:
    """What every player sees of ``permanent`` (708.2a) and what its controller may look at
    (708.5: the card itself)."""
    language = resolve_lang(lang)
    card_state = dataclasses.replace(
        FaceDownPermanent(permanent.card, language).characteristics(),
        zone=permanent.zone,
        counters=permanent.counters,
        face_down=permanent.face_down,
    )
    return characteristics_frame(
        {
            t("teach_legions.col.everyone_sees", language): permanent.characteristics(),
            t("teach_legions.col.you_see", language): card_state,
        },
        language,
    )


#: The attacker of the demonstration: a vanilla 1/1 (Eager Cadet, Portal).
ATTACKER: Final = ("Eager Cadet", 1, 1)


def face_down_block(
    card: str = "Skirk Marauder", turn_up: bool = True, lang: str | None = None
) -> CombatResult:
    """A face-down 2/2 (really ``card``) blocks a 1/1; with ``turn_up`` it is turned face up
    before combat damage (708.8), so it deals and takes damage as the real card."""
    language = resolve_lang(lang)
    real = morph_card(card)
    name, power, toughness = ATTACKER
    attacker = Creature("A", power, toughness, name=name)
    hidden = FaceUp(
        real.power or 0,
        real.toughness or 0,
        frozenset(k for k in real.keywords if k in KEYWORDS),
        real.display_name(language),
    )
    blocker = Creature(
        t("teach_legions.combat.face_down_id", language), controller="P2", face_up=hidden
    )
    before = [{"turn_face_up": blocker.id}] if turn_up else []
    return Combat.duel(attacker, blocker, before_damage=before).resolve(language)


def combat_table(card: str = "Skirk Marauder", lang: str | None = None) -> pd.DataFrame:
    """The demonstration both ways: stays face down vs turned face up before damage."""
    language = resolve_lang(lang)
    columns = {}
    for turn_up in (False, True):
        result = face_down_block(card, turn_up, language)
        blocker_id = t("teach_legions.combat.face_down_id", language)
        state = result.creature(blocker_id)
        label = t(
            "teach_legions.combat.turned" if turn_up else "teach_legions.combat.stayed", language
        )
        columns[label] = {
            t("teach_legions.combat.row.shown", language): state.name
            or t("teach_legions.no_name", language),
            t("teach_legions.combat.row.pt", language): f"{state.power}/{state.toughness}",
            t("teach_legions.combat.row.dealt", language): str(result.damage_by(blocker_id)),
            t("teach_legions.combat.row.taken", language): str(state.damage),
            t("teach_legions.combat.row.blocker_dies", language): yes_no(
                blocker_id in result.died, language
            ),
            t("teach_legions.combat.row.attacker_dies", language): yes_no(
                "A" in result.died, language
            ),
        }
    return pd.DataFrame(columns)


__all__ = [
    "ATTACKER",
    "FIELDS",
    "MADE_UP_ETB",
    "MORPH_CARDS",
    "SITUATIONS",
    "STRATUS_DANCER",
    "characteristics_frame",
    "combat_table",
    "face_down_block",
    "history_table",
    "looking_table",
    "morph_card",
    "show_value",
    "trigger_runs",
    "trigger_table",
    "triggered_text",
    "walk",
]
