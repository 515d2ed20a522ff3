"""The amplify and morph explorers (notebooks 09, 10), driven kernel-side like a reader would.

Expected values come from the rules: 702.38a (N counters per revealed card sharing a creature
type; never the creature itself nor a card entering at the same time), 702.73a (changeling),
702.38b (instances add up), 708.2a/708.3 (face down: a nameless colorless 2/2, no amplify),
702.37b/e, 708.8, 708.9 and the Legions rulings of 2004-10-04 (what triggers "when turned face
up"), 122.1a (+1/+1 counters).
"""

from __future__ import annotations

import html

import pytest

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import t
from mtglearn.door import legions
from mtglearn.rules.core.characteristics import shared_types
from mtglearn.teach.chapters.amplify import (
    AMPLIFY_CREATURES,
    HAND,
    TOGETHER,
    counters_figure,
    eligibility_table,
)
from mtglearn.teach.chapters.morph import STRATUS_DANCER, combat_table, face_down_block
from mtglearn.teach.display import png
from mtglearn.teach.explorers.amplify_explorer import AmplifyExplorer, error_html
from mtglearn.teach.explorers.morph_explorer import MorphExplorer


def shown(explorer: AmplifyExplorer | MorphExplorer) -> str:
    """The explorer's HTML as the reader sees the text (entities decoded)."""
    return html.unescape(explorer.html.value)


def summary_value(explorer: AmplifyExplorer, key: str) -> str:
    """A value of the explorer's summary table, read from the rendered HTML."""
    text = explorer.html.value
    label = t(f"teach_legions.row.{key}", explorer.lang)
    after = text.split(f">{label}</th>", 1)[1]
    return html.unescape(after.split(">", 1)[1].split("</td>", 1)[0].strip())


def index_of(name: str) -> str:
    return f"card{[c.name for c in HAND].index(name)}"


# --- amplify explorer ----------------------------------------------------------------------------


def test_nothing_ticked_enters_with_no_counter_at_printed_size() -> None:
    explorer = AmplifyExplorer("en")
    assert summary_value(explorer, "counters") == "0"
    assert summary_value(explorer, "final") == "2/2"  # Canopy Crawler is printed 2/2


def test_ticking_the_eligible_cards_reveals_beasts_and_the_changeling_702_38a_702_73a() -> None:
    explorer = AmplifyExplorer("en")
    explorer.controls["eligible"].click()  # the button, as a reader presses it
    ticked = set(explorer.reveal())
    beasts = {c.name for c in HAND if "Beast" in c.types}
    changelings = {c.name for c in HAND if c.changeling}
    assert ticked == beasts | changelings and len(ticked) == 3
    # Amplify 1: one counter per revealed card, on a printed 2/2.
    assert summary_value(explorer, "counters") == "3"
    assert summary_value(explorer, "final") == "5/5"
    assert "702.38a" in shown(explorer)


def test_amplify_2_puts_two_counters_per_card() -> None:
    explorer = AmplifyExplorer("en", creature="Feral Throwback")
    explorer.tick_eligible()
    assert len(explorer.reveal()) == 3
    assert summary_value(explorer, "counters") == "6"  # 3 cards x 2
    assert summary_value(explorer, "final") == "9/9"  # printed 3/3


def test_however_it_enters_the_counters_are_the_same_seed_statement() -> None:
    explorer = AmplifyExplorer("en", creature="Daru Stinger")
    explorer.tick_eligible()
    seen = set()
    for how in ("cast", "from_graveyard", "put_onto_battlefield"):
        explorer.controls["how"].value = how
        seen.add((summary_value(explorer, "counters"), summary_value(explorer, "final")))
    # Two Soldiers and a changeling: 3 counters on a printed 1/1, whichever way it enters.
    assert seen == {("3", "4/4")}


def test_a_card_sharing_no_type_is_shown_as_the_engine_error_not_raised() -> None:
    explorer = AmplifyExplorer("en")
    explorer.controls[index_of("Goblin Grappler")].value = True
    text = explorer.html.value
    assert "mtglearn-error" in text and "702.38a" in text
    assert "shares no creature type with Canopy Crawler" in text
    assert t("teach_legions.row.counters", "en") not in text  # nothing half-shown


def test_the_creature_itself_and_a_card_entering_together_cant_be_revealed() -> None:
    explorer = AmplifyExplorer("en")
    explorer.controls["itself"].value = True
    assert "can't reveal itself" in shown(explorer)
    explorer.clear()
    assert "mtglearn-error" not in shown(explorer)
    explorer.controls["together"].value = True
    assert f"{TOGETHER.name} is entering the battlefield at the same time" in shown(explorer)


def test_face_down_it_has_no_amplify_708_3() -> None:
    explorer = AmplifyExplorer("en")
    explorer.controls["how"].value = "face_down"
    assert summary_value(explorer, "counters") == "0"
    assert summary_value(explorer, "final") == "2/2"
    explorer.tick_eligible()
    assert "enters face down, with no abilities" in shown(explorer)


def test_a_countered_spell_reveals_nothing_seed_statement() -> None:
    explorer = AmplifyExplorer("fr")
    explorer.controls["how"].value = "countered"
    assert summary_value(explorer, "revealed") == "—"
    assert "n'arrive jamais" in summary_value(explorer, "final")
    explorer.tick_eligible()
    assert "mtglearn-error" in shown(explorer) and "contrecarré" in shown(explorer)


def test_changing_the_creature_rechecks_the_ticked_cards() -> None:
    explorer = AmplifyExplorer("en")
    explorer.tick_eligible()  # Beasts + changeling for Canopy Crawler
    explorer.controls["creature"].value = "Daru Stinger"
    assert "shares no creature type with Daru Stinger" in shown(explorer)


def test_french_explorer_speaks_french_with_printed_names() -> None:
    explorer = AmplifyExplorer("fr")
    explorer.tick_eligible()
    text = explorer.html.value
    assert "Reptile de la canopée" in text and "Serval krosian" in text
    assert "oui" in text and "non" in text and "marqueurs +1/+1" in text
    assert "dégât" not in text and ">yes<" not in text
    assert explorer.controls["how"].options[0][0] == "lancée"


def test_rendering_is_deterministic_and_static_matches() -> None:
    explorer = AmplifyExplorer("en")
    explorer.tick_eligible()
    first = explorer.html.value
    explorer.refresh()
    assert explorer.html.value == first
    assert explorer.render()[0] == first


def test_eligibility_table_asks_the_engine() -> None:
    frame = eligibility_table("en")
    assert list(frame.columns[1:]) == list(AMPLIFY_CREATURES)
    for card in HAND:
        for creature_name in AMPLIFY_CREATURES:
            expected = shared_types(legions.card(creature_name), card) is not None
            assert frame.loc[card.name, creature_name] == ("yes" if expected else "no")
    together = frame.loc[f"{TOGETHER.name} (entering at the same time)"]
    assert set(together.iloc[1:]) == {"no"}  # a changeling, but entering at the same time
    assert "chat et bête" in eligibility_table("fr").to_string()


def test_counters_figure_points_are_n_per_revealed_card() -> None:
    figure = counters_figure("en", most=3)
    # One panel per creature, so no line hides another.
    lines = [line for ax in figure.axes for line in ax.get_lines()]
    assert len(figure.axes) == len(lines) == len(AMPLIFY_CREATURES)
    for line, name in zip(lines, AMPLIFY_CREATURES, strict=True):
        n = sum(legions.card(name).amplify)
        assert list(line.get_ydata()) == [n * k for k in range(4)]
    assert png(figure) == png(counters_figure("en", most=3))
    assert counters_figure("fr").axes[0].get_xlabel() == "Cartes révélées"


def test_error_html_escapes_names() -> None:
    error = ScenarioError(
        "legions.error.not_in_hand", "reveal[0]", "en", card="<b>x</b>", allowed="y"
    )
    assert "&lt;b&gt;" in error_html(error) and "<b>x" not in error_html(error)


# --- morph explorer -------------------------------------------------------------------------------


def cell(explorer: MorphExplorer, label_key: str, column: int) -> str:
    text = explorer.html.value
    label = t(f"legions.label.{label_key}", explorer.lang)
    row = text.split(f">{label}</th>", 1)[1].split("</tr>", 1)[0]
    return html.unescape(row.split("</td>")[column].rsplit(">", 1)[1].strip())


def test_starts_in_hand_with_the_printed_card() -> None:
    explorer = MorphExplorer("en")
    assert cell(explorer, "name", 0) == "Skirk Marauder"
    assert cell(explorer, "zone", 0) == "hand"


def test_cast_face_down_is_a_nameless_colorless_typeless_2_2_of_mana_value_0_708_2a() -> None:
    explorer = MorphExplorer("en")
    explorer.controls["cast_face_down"].click()
    after = {k: cell(explorer, k, 1) for k in ("name", "power", "toughness", "colors", "types")}
    assert after == {
        "name": "(no name)",
        "power": "2",
        "toughness": "2",
        "colors": "colorless",
        "types": "—",
    }
    assert cell(explorer, "mana_value", 1) == "0" and cell(explorer, "face_down", 1) == "yes"
    assert cell(explorer, "power", 0) == "2" and cell(explorer, "toughness", 0) == "1"  # before


@pytest.mark.parametrize("button", ["turn_up_cost", "turn_up_effect"])
def test_turning_face_up_triggers_either_way_ruling_2004_10_04(button: str) -> None:
    explorer = MorphExplorer("en", card="Willbender")
    explorer.press("cast_face_down")
    explorer.press(button)
    assert explorer.last is not None and explorer.last.triggered == ("Willbender",)
    assert cell(explorer, "name", 1) == "Willbender"
    assert ("116.2b" in shown(explorer)) == (button == "turn_up_cost")  # special action


@pytest.mark.parametrize("button", ["reveal", "leave"])
def test_being_revealed_or_leaving_face_down_triggers_nothing(button: str) -> None:
    explorer = MorphExplorer("en", card="Echo Tracer")
    explorer.press("cast_face_down")
    explorer.press(button)
    assert explorer.last is not None and explorer.last.triggered == ()
    assert "none" in shown(explorer)
    if button == "leave":  # 708.9: revealed to all as it leaves
        assert "708.9" in shown(explorer) and "it was Echo Tracer" in shown(explorer)


def test_entering_face_up_doesnt_trigger_when_turned_face_up() -> None:
    explorer = MorphExplorer("fr", card="Aphetto Exterminator")
    explorer.press("enter_face_up")
    assert explorer.last is not None and explorer.last.triggered == ()
    assert "aucune" in shown(explorer) and "Exterminateur aphettien" in shown(explorer)


def test_counters_stay_when_turned_face_up_708_8() -> None:
    explorer = MorphExplorer("en")
    explorer.press("cast_face_down")
    explorer.press("counter")
    assert (cell(explorer, "power", 1), cell(explorer, "toughness", 1)) == ("3", "3")
    explorer.press("turn_up_cost")
    # Skirk Marauder is printed 2/1; the counter stays on it.
    assert (cell(explorer, "power", 1), cell(explorer, "toughness", 1)) == ("3", "2")


def test_megamorph_adds_a_counter_only_when_its_cost_is_paid_702_37b() -> None:
    explorer = MorphExplorer("en", card=STRATUS_DANCER.name)
    explorer.press("cast_face_down")
    explorer.press("turn_up_cost")
    assert cell(explorer, "counters", 1) == "1" and cell(explorer, "power", 1) == "3"
    explorer.press("reset")
    explorer.press("cast_face_down")
    explorer.press("turn_up_effect")
    assert cell(explorer, "counters", 1) == "0" and cell(explorer, "power", 1) == "2"


def test_illegal_actions_are_shown_and_change_nothing() -> None:
    explorer = MorphExplorer("en", card="Krosan Vorine")
    explorer.press("cast_face_down")  # 702.37d: no morph
    assert "702.37d" in shown(explorer) and "mtglearn-error" in shown(explorer)
    assert explorer.permanent.history == []
    explorer.controls["card"].value = "Skirk Marauder"  # a new card starts again
    assert "mtglearn-error" not in shown(explorer)
    explorer.press("turn_up_cost")  # still in hand
    assert "still in your hand" in shown(explorer) and explorer.permanent.zone == "hand"
    explorer.press("enter_face_up")
    explorer.press("turn_up_cost")  # already face up
    assert "already face up" in shown(explorer)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_refusals_speak_to_people_not_in_scenario_keys(lang: str) -> None:
    """The engine's messages name scenario fields and action keys (``enter_face_up``); the
    explorer says what the button could not do, with the button's own words."""
    keys = ("enter_face_up", "turn_face_up", "cast_face_down", "leave_battlefield", '{"')
    explorer = MorphExplorer(lang, card="Krosan Vorine")
    seen = 0
    for press in ("cast_face_down", "turn_up_cost", "reveal", "enter_face_up", "enter_face_up",
                  "turn_up_effect", "leave", "counter"):  # fmt: skip
        explorer.press(press)
        if explorer.error is not None:
            seen += 1
            text = shown(explorer)
            assert not any(k in text for k in keys), text
    assert seen >= 4


def test_french_morph_explorer_values_are_french() -> None:
    explorer = MorphExplorer("fr")
    explorer.press("cast_face_down")
    assert cell(explorer, "colors", 1) == "incolore" and cell(explorer, "face_down", 1) == "oui"
    assert (
        cell(explorer, "colors", 0) == "rouge" and cell(explorer, "zone", 1) == "champ de bataille"
    )
    assert "dégât" not in shown(explorer)


# --- the combat demonstration ---------------------------------------------------------------------


def test_face_down_blocker_fights_as_a_2_2_and_turned_up_as_the_real_card_708_8() -> None:
    down = face_down_block("Skirk Marauder", turn_up=False, lang="en")
    up = face_down_block("Skirk Marauder", turn_up=True, lang="en")
    blocker = t("teach_legions.combat.face_down_id", "en")
    assert (down.creature(blocker).power, down.creature(blocker).toughness) == (2, 2)
    assert blocker not in down.died  # a 2/2 survives the 1/1's 1 damage
    assert (up.creature(blocker).power, up.creature(blocker).toughness) == (2, 1)
    assert blocker in up.died  # as the 2/1 Skirk Marauder, 1 damage is lethal
    assert up.creature(blocker).name == "Skirk Marauder"
    assert any(e["type"] == "turned_face_up" and e["rule"] == "708.8" for e in up.events)


def test_combat_table_compares_both_ways() -> None:
    frame = combat_table("Willbender", "en")
    stayed, turned = frame.columns
    assert frame.loc["Its power/toughness", stayed] == "2/2"
    assert frame.loc["Its power/toughness", turned] == "1/2"
    assert frame.loc["Combat damage it deals", turned] == "1"  # Willbender's real power
    french = combat_table("Willbender", "fr")
    assert "Plieur de volonté" in french.to_string() and "oui" in french.to_string()
