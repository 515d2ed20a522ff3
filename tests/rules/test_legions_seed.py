"""The French 2003 page on the Legions mechanics ("Mécanique de jeu : Légions", 1 February 2003).

One test per statement of the amplify and morph sections (gist quoted in French), checked
against today's rules (702.37, 702.38, 708); plus the Legions card data, the history notes
(2003 wording vs today) and the shipped example scenarios.
"""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

import pytest

from mtglearn import ScenarioError, resolve_scenario
from mtglearn.base.i18n import catalog, t
from mtglearn.door import legions
from mtglearn.door.kinds import rules_of
from mtglearn.door.scenario import narrate
from mtglearn.rules.core.characteristics import Card
from mtglearn.rules.core.keywords import catalog_key
from mtglearn.rules.legions import amplify as amplify_rules
from mtglearn.rules.legions import face_down as face_down_rules
from mtglearn.rules.legions.amplify import amplify
from mtglearn.rules.legions.face_down import FaceDownPermanent

BEAST_HAND = [Card("Krosan Tusker", types=("Beast",)), Card("Feral Throwback", types=("Beast",))]

# --- Amplification ------------------------------------------------------------------------------


def test_seed_beast_amplify_1_two_beasts_revealed_two_counters() -> None:
    """« si vous jouez une bête avec "Amplification 1" elle arrive en jeu avec deux marqueurs
    +1/+1 sur elle si vous révélez deux cartes de bête de votre main »."""
    result = amplify(legions.card("Canopy Crawler"), BEAST_HAND)
    assert len(result.revealed) == 2
    assert result.counters == 2


def test_seed_only_cards_matching_a_printed_type_may_be_revealed() -> None:
    """« Vous ne pouvez révéler que des cartes correspondant à au moins l'un des types imprimés
    de la créature » — today: cards that share a creature type (702.38a). A Cat Beast matches
    a Beast through one type; a Goblin matches none and is refused."""
    crawler = legions.card("Canopy Crawler")
    vorine, grappler = legions.card("Krosan Vorine"), legions.card("Goblin Grappler")
    assert amplify(crawler, [vorine], [vorine.name]).counters == 1
    with pytest.raises(ScenarioError) as info:
        amplify(crawler, [grappler], [grappler.name])
    assert "Beast" in str(info.value)


def test_seed_at_least_one_of_several_types_is_enough() -> None:
    """« au moins l'un des types » : a creature with two types (Human Soldier) may reveal a
    card sharing only one of them (Soldier)."""
    creature = Card("Test Human Soldier", 1, 1, types=("Human", "Soldier"), amplify=(1,))
    result = amplify(creature, [legions.card("Daru Stinger")])
    assert result.revealed == ("Daru Stinger",)


def test_seed_cards_are_revealed_only_as_it_enters_not_when_countered() -> None:
    """« Vous ne révélez pas les cartes avant l'arrivée de la créature en jeu. Si la créature
    est contrée, votre adversaire ne saura pas combien de cartes … vous avez dans votre main. »
    A countered amplify spell never enters: nothing is revealed."""
    crawler = legions.card("Canopy Crawler")
    countered = amplify(crawler, BEAST_HAND, how="countered")
    assert (countered.revealed, countered.counters) == ((), 0)
    assert not any(e["type"] == "reveal" for e in countered.events)
    with pytest.raises(ScenarioError):
        amplify(crawler, BEAST_HAND, ["Krosan Tusker"], how="countered")
    # When it does enter, the reveals come after (as part of) entering, never before it.
    entered = [e["type"] for e in amplify(crawler, BEAST_HAND).events]
    assert entered.index("amplify_enters") < entered.index("reveal")


@pytest.mark.parametrize("how", ["cast", "from_graveyard", "put_onto_battlefield"])
def test_seed_amplify_works_however_it_enters(how: str) -> None:
    """« La capacité d'amplification … peut être utilisée quelle que soit la manière dont la
    créature arrive en jeu, qu'elle soit jouée comme un sort, réanimée depuis un cimetière ou
    mise en jeu depuis n'importe quelle autre zone » (702.38a is an "as it enters" ability)."""
    result = amplify(legions.card("Canopy Crawler"), BEAST_HAND, how=how)
    assert (result.counters, result.power, result.toughness) == (2, 4, 4)


# --- Mue -----------------------------------------------------------------------------------------


MORPH_CARDS = ["Skirk Marauder", "Willbender", "Aphetto Exterminator", "Echo Tracer"]


@pytest.mark.parametrize("name", MORPH_CARDS)
def test_seed_turned_face_up_abilities_work_by_paying_the_morph_cost(name: str) -> None:
    """« Ces capacités ne fonctionnent que si la créature face cachée est retournée face
    visible … ou vous qui payez son coût de mue. »"""
    permanent = FaceDownPermanent(legions.card(name))
    permanent.cast_face_down()
    assert permanent.turn_face_up(paid=True).triggered == (name,)


@pytest.mark.parametrize("name", MORPH_CARDS)
def test_seed_turned_face_up_abilities_work_when_an_effect_turns_it_up(name: str) -> None:
    """« Ce peut être l'effet d'un sort ou d'une capacité »."""
    permanent = FaceDownPermanent(legions.card(name))
    permanent.cast_face_down()
    assert permanent.turn_face_up(paid=False).triggered == (name,)


@pytest.mark.parametrize("name", MORPH_CARDS)
def test_seed_turned_face_up_abilities_do_not_work_when_it_enters_face_up(name: str) -> None:
    """« Ces capacités ne fonctionnent pas quand la créature arrive en jeu face visible. »"""
    permanent = FaceDownPermanent(legions.card(name))
    assert permanent.enter_face_up().triggered == ()


def test_seed_cast_face_down_by_paying_three_instead_of_its_mana_cost() -> None:
    """« Vous pouvez jouer une créature avec la mue face cachée en payant [{3}] au lieu de son
    coût de mana » (the page lost the {3} symbol; 702.37a says {3})."""
    out = resolve_scenario({"kind": "face_down", "card": "Aphetto Exterminator",
                            "actions": ["cast_face_down"]})  # fmt: skip
    assert out["events"][0]["cost"] == "{3}"
    assert legions.card("Aphetto Exterminator").mana_cost != "{3}"


@pytest.mark.parametrize("name", MORPH_CARDS)
def test_seed_face_down_is_a_colorless_nameless_typeless_2_2(name: str) -> None:
    """« Tant qu'elle reste face cachée, c'est une créature incolore 2/2 n'ayant aucune
    capacité, aucun nom, aucun type de créature et un coût de mana [nul] » (708.2a)."""
    permanent = FaceDownPermanent(legions.card(name))
    state = permanent.cast_face_down().state
    assert (state.power, state.toughness, state.colors, state.name) == (2, 2, (), None)
    assert (state.abilities, state.types, state.mana_cost, state.mana_value) == ((), (), None, 0)


def test_seed_only_you_know_what_it_is_until_it_is_revealed() -> None:
    """« Vous seul connaissez sa véritable nature » (708.5): the public outcome shows no name
    while it is face down; the name becomes public when it is turned up or leaves (708.9)."""
    out = resolve_scenario({"kind": "face_down", "card": "Echo Tracer",
                            "actions": ["cast_face_down", "leave_battlefield"]})  # fmt: skip
    assert [s["name"] for s in out["states"]] == [None, "Echo Tracer"]


def test_seed_turn_up_timing_is_now_a_special_action() -> None:
    """« à chaque fois que vous pourriez jouer un éphémère, vous pouvez payer le coût de mue
    … pour la retourner » — today: any time you have priority, as a special action that
    doesn't use the stack (702.37e, 116.2b). The history note records the change."""
    permanent = FaceDownPermanent(legions.card("Willbender"))
    permanent.cast_face_down()
    rules = [e["rule"] for e in permanent.turn_face_up().events]
    assert "702.37e" in rules and "116.2b" in rules
    note = next(n for n in legions.HISTORY if n.key == "turn_up")
    assert "éphémère" in note.then("fr") and "priorité" in note.now("fr")


def test_seed_turned_up_it_becomes_the_creature_on_the_card() -> None:
    """« Quand elle est retournée face visible, elle devient la créature décrite sur la
    carte » (702.37e, 708.8)."""
    card = legions.card("Aphetto Exterminator")
    permanent = FaceDownPermanent(card)
    permanent.cast_face_down()
    state = permanent.turn_face_up().state
    assert (state.name, state.power, state.toughness) == (card.name, card.power, card.toughness)
    assert (state.colors, state.types, state.mana_value) == (card.colors, card.types, 3)


def test_seed_turned_up_triggers_at_that_very_moment() -> None:
    """« c'est à ce moment précis qu'elles se déclencheront »: the trigger is in the
    turning-up step only, not before nor after."""
    out = resolve_scenario({"kind": "face_down", "card": "Skirk Marauder",
                            "actions": ["cast_face_down", "turn_face_up", {"counter": 1},
                                        "leave_battlefield"]})  # fmt: skip
    assert [s["triggered"] for s in out["states"]] == [[], ["Skirk Marauder"], [], []]


# --- card data ---------------------------------------------------------------------------------


CARDS_MD = {
    "Canopy Crawler": "Reptile de la canopée",
    "Daru Stinger": "Piqueur daru",
    "Kilnmouth Dragon": "Dragon fourgueule",
    "Embalmed Brawler": "Bagarreur embaumé",
    "Feral Throwback": "Survivant sauvage",
    "Skirk Marauder": "Maraudeur skirkien",
    "Willbender": "Plieur de volonté",
    "Aphetto Exterminator": "Exterminateur aphettien",
    "Echo Tracer": "Traceur d'échos",
    "Krosan Vorine": "Serval krosian",
    "Lowland Tracker": "Traqueur des basses terres",
    "Deftblade Elite": "Élite dextrelame",
    "Goblin Grappler": "Accrocheur gobelin",
}


@pytest.mark.parametrize(("english", "french"), sorted(CARDS_MD.items()))
def test_card_data_by_english_or_french_name(english: str, french: str) -> None:
    card = legions.card(english)
    assert card.fr_name == french
    assert legions.card(french) is card
    assert card.display_name("fr") == french and card.display_name("en") == english


def test_card_data_matches_cards_md_rules_text() -> None:
    """docs/cards.md §2: amplify N, morph costs, P/T of a few cards."""
    assert legions.card("Kilnmouth Dragon").amplify == (3,)
    assert legions.card("Feral Throwback").amplify == (2,)
    assert legions.card("Skirk Marauder").morph == "{2}{R}"
    assert legions.card("Aphetto Exterminator").morph == "{3}{B}"
    assert (legions.card("Willbender").power, legions.card("Willbender").toughness) == (1, 2)
    assert legions.card("曲愿师").name == "Willbender"  # the only Chinese printing (A25/C14)
    assert len(legions.cards()) == 13


def test_lowland_tracker_french_initiative_is_first_strike() -> None:
    """Printed French "Initiative / Provocation": here "initiative" is first strike."""
    keywords = legions.card("Lowland Tracker").keywords
    assert "first strike" in keywords
    assert t(catalog_key("first strike"), "fr") == "initiative"


def test_unknown_card_name_in_both_languages() -> None:
    with pytest.raises(ScenarioError) as info:
        legions.card("Grizzly Bears", lang="fr")
    # Listed as printed in the message's language (either name may be written).
    assert "Aucune carte de Légions" in str(info.value) and "Maraudeur skirkien" in str(info.value)
    assert "Skirk Marauder" in info.value.message("en")


# --- history notes ------------------------------------------------------------------------------


def test_history_notes_both_languages_and_distinct() -> None:
    rows_en, rows_fr = legions.history("en"), legions.history("fr")
    assert len(rows_en) == len(rows_fr) == len(legions.HISTORY)
    for row in rows_en + rows_fr:
        assert row["then"] and row["now"] and row["then"] != row["now"]
    keys = {n.key for n in legions.HISTORY}
    assert {"cast", "battlefield", "turn_up", "printed_types"} <= keys


def test_history_notes_quote_the_2003_words() -> None:
    fr = {n.key: n.then("fr") for n in legions.HISTORY}
    assert "jouez" in fr["cast"] and "arrive en jeu" in fr["battlefield"]
    assert "types imprimés" in fr["printed_types"]


# --- catalog, kinds, shipped examples ----------------------------------------------------------


def test_legions_catalog_same_placeholders_in_both_languages() -> None:
    """The same fields on both sides, but French may name the card only to agree with it
    (« Il arrive face cachée » / "It enters face down": see
    mtglearn.base.i18n.grammar.agreement_fields)."""
    from mtglearn.base.i18n.grammar import agreement_fields

    field = re.compile(r"(?<!\{)\{(\w+)")
    for key, texts in catalog().items():
        if key.startswith("legions."):
            french = set(field.findall(texts["fr"])) - agreement_fields(texts["fr"])
            assert set(field.findall(texts["en"])) == french, key


def test_french_catalog_says_blessures_not_degats() -> None:
    for key, texts in catalog().items():
        if key.startswith("legions."):
            assert "dégât" not in texts["fr"], key


def test_kinds_registered() -> None:
    assert rules_of("amplify") is amplify_rules
    assert rules_of("face_down") is face_down_rules


def shipped() -> list[str]:
    folder = resources.files("mtglearn.data") / "scenarios"
    return sorted(
        e.name
        for e in folder.iterdir()
        if e.name.startswith(("amplify_", "face_down_")) and e.name.endswith(".json")
    )


@pytest.mark.parametrize("filename", shipped())
def test_shipped_examples_resolve_and_narrate(filename: str) -> None:
    text = (resources.files("mtglearn.data") / "scenarios" / filename).read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    out = resolve_scenario(data)
    assert out["kind"] == data["kind"]
    assert narrate(out, "fr") and narrate(out, "en")


def test_shipped_seed_example_gives_the_seed_numbers() -> None:
    """The Canopy Crawler example is the seed's: two Beasts revealed, two counters."""
    text = resources.files("mtglearn.data") / "scenarios" / "amplify_canopy_crawler.json"
    out = resolve_scenario(json.loads(text.read_text("utf-8")))
    assert (out["counters"], out["power"], out["toughness"]) == (2, 4, 4)


def test_initiative_note_says_first_strike_in_both_languages() -> None:
    """Lowland Tracker's French "Initiative" is first strike, not the Undercity designation."""
    en = t("legions.note.initiative_first_strike", "en")
    fr = t("legions.note.initiative_first_strike", "fr")
    assert "first strike" in en and "Lowland Tracker" in en
    assert "Traqueur des basses terres" in fr and "Les Souterrains" in fr


def test_amplify_creature_may_be_a_shipped_card_name() -> None:
    """Extension: ``"creature": "Canopy Crawler"`` (or its French name) uses the card data."""
    data: dict[str, Any] = {
        "kind": "amplify",
        "creature": "Reptile de la canopée",
        "hand": [{"name": "Krosan Tusker", "types": ["Beast"]}],
    }
    out = resolve_scenario(data)
    assert (out["creature"], out["counters"], out["power"]) == ("Canopy Crawler", 1, 3)
    data["creature"] = "Nope"
    with pytest.raises(ScenarioError) as info:
        resolve_scenario(data)
    assert info.value.field == "creature"
