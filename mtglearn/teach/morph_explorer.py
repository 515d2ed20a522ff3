"""Morph and face-down permanents (702.37, 708) for notebook 10: an explorer and a combat demo.

The explorer drives :class:`~mtglearn.rules.legions.face_down.FaceDownPermanent` with buttons (cast
face down, turn face up by paying the morph cost or by an effect, enter face up, put a +1/+1
counter, reveal, leave the battlefield) and shows the characteristics before and after the last
action (708.2a while face down), what triggered, and the engine's narration. An illegal action
is shown as the engine's error message and changes nothing.

The combat demonstration (:func:`face_down_block`) goes through the combat engine: a face-down
2/2 blocks, and, if it is turned face up before combat damage (708.8), it deals and takes
damage with its real power and toughness.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.door import legions
from mtglearn.door.combat import Combat, CombatResult, Creature, FaceUp
from mtglearn.rules.core.characteristics import Card
from mtglearn.rules.core.keywords import KEYWORDS
from mtglearn.rules.legions.face_down import Characteristics, FaceDownPermanent, Step
from mtglearn.rules.legions.narration import card_name, narrate_events, spoken_card, type_line
from mtglearn.teach.amplify_explorer import error_html, escaped, yes_no
from mtglearn.teach.display import lines_html, table_html
from mtglearn.teach.explorer import Explorer
from mtglearn.teach.tables import styled

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

#: Buttons of the explorer, in display order: control key → action.
BUTTONS: Final[tuple[str, ...]] = (
    "cast_face_down",
    "turn_up_cost",
    "turn_up_effect",
    "enter_face_up",
    "counter",
    "reveal",
    "leave",
    "reset",
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


def _triggered(cards: Sequence[str], lang: Lang) -> str:
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
        _triggered(step.triggered, language) for step in permanent.history
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


#: Engine refusals the explorer says in its own words (``teach_legions.refused.*``).
REFUSALS: Final = (
    "no_morph",
    "no_morph_cost",
    "already_face_up",
    "already_on_battlefield",
    "not_yet",
    "left",
)


class MorphExplorer(Explorer):
    """Pick a card, press the action buttons: the engine's characteristics, triggers, story.

    Controls: ``card`` (Dropdown over :data:`MORPH_CARDS`) and one Button per entry of
    :data:`BUTTONS`; each button calls the method of the same name in :attr:`ACTIONS`
    (``explorer.press("turn_up_cost")`` does what the button does). Changing the card starts
    again from the hand.
    """

    def __init__(self, lang: str | None = None, card: str = "Skirk Marauder") -> None:
        super().__init__(lang, figure=False)
        w = self._widgets
        lang_ = self.lang
        self.controls["card"] = w.Dropdown(
            options=[(c.display_name(lang_), c.name) for c in MORPH_CARDS],
            value=morph_card(card).name,
            description=t("teach_legions.control.card", lang_),
        )
        for key in BUTTONS:
            button = w.Button(description=t(f"teach_legions.button.{key}", lang_))
            button.on_click(lambda _, key=key: self.press(key))
            self.controls[key] = button
        self.permanent = FaceDownPermanent(self.card, lang_)
        self.before: Characteristics | None = None
        self.error: ScenarioError | None = None
        self.pressed = "reset"
        self.controls["card"].observe(self._new_card, names="value")
        self.watch()

    @property
    def card(self) -> Card:
        """The card chosen in the controls."""
        return morph_card(str(self.controls["card"].value))

    def _new_card(self, change: object = None) -> None:
        self.press("reset")

    @property
    def actions(self) -> dict[str, Callable[[], Step | None]]:
        """What each button does to the permanent (the engine checks it is legal)."""
        p = self.permanent
        return {
            "cast_face_down": p.cast_face_down,
            "turn_up_cost": lambda: p.turn_face_up(paid=True),
            "turn_up_effect": lambda: p.turn_face_up(paid=False),
            "enter_face_up": p.enter_face_up,
            "counter": lambda: p.add_counters(1),
            "reveal": p.reveal,
            "leave": p.leave_battlefield,
            "reset": lambda: None,
        }

    def press(self, key: str) -> None:
        """Do what button ``key`` does, then redraw (an illegal action is shown, not raised)."""
        self.error = None
        self.pressed = key
        if key == "reset":
            self.permanent = FaceDownPermanent(self.card, self.lang)
            self.before = None
        else:
            before = self.permanent.characteristics()
            try:
                self.actions[key]()
            except ScenarioError as error:
                self.error = error
            else:
                self.before = before
        self.refresh()

    @property
    def last(self) -> Step | None:
        """The last action the engine accepted (None before any)."""
        return self.permanent.history[-1] if self.permanent.history else None

    def _refusal(self, error: ScenarioError) -> str:
        """The engine's refusal said to a person (its message names scenario fields and
        action keys, for scenario writers): what the button could not do, and why."""
        short = error.key.removeprefix("legions.error.")
        if short not in REFUSALS:
            return error_html(error)
        lang = self.lang
        text = t(
            f"teach_legions.refused.{short}",
            lang,
            card=spoken_card(self.card.name, lang),
            button=t(f"teach_legions.button.{self.pressed}", lang),
        )
        return (
            f'<p class="mtglearn-error"><b>{html.escape(t("teach_legions.illegal", lang))}</b> '
            f"{html.escape(text)}</p>"
        )

    def render(self) -> tuple[str, bytes | None]:
        lang = self.lang
        parts: list[str] = []
        if self.error is not None:
            parts.append(self._refusal(self.error))
        last = self.last
        done = [t(f"teach_legions.action.{s.action}", lang) for s in self.permanent.history]
        parts.append(
            "<p><b>"
            + html.escape(t("teach_legions.actions_so_far", lang))
            + "</b> "
            + html.escape(" → ".join(done) or t("teach_legions.in_hand", lang))
            + "</p>"
        )
        if last is None:
            now = {t("teach_legions.col.now", lang): self.permanent.characteristics()}
            frame = characteristics_frame(now, lang)
            parts.append(
                table_html(escaped(styled(frame, self.uid("morph-state"))), self.uid("morph-state"))
            )
        else:
            states = {
                t("teach_legions.col.before", lang): self.before,
                t(
                    "teach_legions.col.after",
                    lang,
                    action=t(f"teach_legions.action.{last.action}", lang),
                ): last.state,
            }
            frame = characteristics_frame(states, lang)
            parts.append(
                table_html(escaped(styled(frame, self.uid("morph-state"))), self.uid("morph-state"))
            )
            parts.append(
                "<p><b>"
                + html.escape(t("teach_legions.triggered", lang))
                + "</b> "
                + html.escape(_triggered(last.triggered, lang))
                + "</p>"
            )
            parts.append(
                f"<h4>{html.escape(t('teach_legions.narration', lang))}</h4>"
                + lines_html(self.permanent.narrate(lang))
            )
        return "".join(parts), None


# --- the combat demonstration (combat engine) --------------------------------------------------

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
    "BUTTONS",
    "FIELDS",
    "MADE_UP_ETB",
    "MORPH_CARDS",
    "SITUATIONS",
    "STRATUS_DANCER",
    "MorphExplorer",
    "characteristics_frame",
    "combat_table",
    "face_down_block",
    "history_table",
    "looking_table",
    "morph_card",
    "show_value",
    "trigger_runs",
    "trigger_table",
    "walk",
]
