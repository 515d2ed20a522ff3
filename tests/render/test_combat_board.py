"""The combat board (mtglearn.render.board): a resolved combat drawn as SVG.

Each test reads the SVG back with an XML parser, the way a browser would, and checks it
against the engine's events: one card per creature, one arrow per combat damage event (510.2)
with its amount, life totals, the lethal-damage arithmetic of trample (702.19b) and deathtouch
(702.2c), and what happened between the two combat damage steps (510.4)."""

from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from hypothesis import given, settings

from mtglearn import Board
from mtglearn.base.errors import ScenarioError
from mtglearn.door.combat import Combat, CombatResult, Creature
from mtglearn.render.board import board_html, board_svg, frames, missing_reason
from mtglearn.teach.duel import PRESETS
from mtglearn.teach.figures.step_view import combat_board
from tests.rules.test_combat_properties import combats
from tests.rules.test_combat_scenarios import all_shipped, shipped

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def groups(root: ET.Element, css: str) -> list[ET.Element]:
    return [g for g in root.iter(f"{SVG}g") if g.get("class") == css]


def texts(element: ET.Element) -> list[str]:
    return ["".join(node.itertext()) for node in element.iter(f"{SVG}text")]


def trample_over_marked() -> CombatResult:
    """The issue's example: 4 power with trample, blocker of toughness 5 with 2 damage marked:
    3 is lethal, 1 tramples over (702.19b)."""
    a = Creature("A", 4, 4, keywords=("trample",))
    b = Creature("B", 1, 5, controller="P2", damage=2)
    return Combat.duel(a, b).resolve("en")


def scenarios() -> list[CombatResult]:
    double = Creature("A", 6, 6, keywords=("double strike", "trample", "lifelink"))
    wall = Creature("B", 2, 5, controller="P2")
    touch = Creature("A", 3, 3, keywords=("deathtouch", "trample"))
    ogre = Creature("B", 3, 3, controller="P2")
    return [
        Combat.duel(double, wall).resolve("en"),
        Combat.duel(touch, ogre).resolve("en"),
        Combat.duel(Creature("A", 2, 2)).resolve("en"),
        trample_over_marked(),
        PRESETS["jitte"].resolve("en")[0],
        Combat(
            [
                Creature("A1", 3, 3),
                Creature("A2", 2, 2, keywords=("first strike",)),
                Creature("B1", 1, 4, controller="P2"),
                Creature("B2", 2, 1, controller="P2"),
                Creature("B3", 1, 1, controller="P2"),
            ],
            {"A1": "P2", "A2": "P2"},
            {"B1": "A1", "B2": "A1", "B3": "A2"},
            players=(("P1", 20), ("P2", 20)),
        ).resolve("en"),
    ]


@pytest.mark.parametrize("result", scenarios())
def test_one_arrow_per_combat_damage_event_with_its_amount(result: CombatResult) -> None:
    root = parse(board_svg(result, "en"))
    arrows = groups(root, "damage")
    events = [e for e in result.events if e["type"] == "combat_damage"]
    assert events, "every scenario here deals combat damage"
    assert [
        (g.get("data-source"), g.get("data-target"), int(g.get("data-amount", ""))) for g in arrows
    ] == [(e["source"], e["target"], e["amount"]) for e in events]
    for g, event in zip(arrows, events, strict=True):
        assert texts(g) == [str(event["amount"])]


@pytest.mark.parametrize("result", scenarios())
def test_every_snapshot_has_a_card_per_creature_and_the_players(result: CombatResult) -> None:
    root = parse(board_svg(result, "en"))
    shots = groups(root, "frame")
    assert [s.get("data-frame") for s in shots] == [f.key for f in frames(result, "en")]
    creatures = [c.id for c in result.combat.creatures]
    for shot in shots:
        assert sorted(g.get("data-id") or "" for g in groups(shot, "card")) == sorted(creatures)
        players = [g.get("data-player") for g in groups(shot, "player")]
        assert sorted(p or "" for p in players) == sorted(p for p, _ in result.combat.players)
    # The last snapshot shows the engine's final life totals and who died (704.5g/h).
    last = shots[-1]
    assert {g.get("data-player"): int(g.get("data-life", "")) for g in groups(last, "player")} == (
        result.life
    )
    dead = {g.get("data-id") for g in groups(last, "card") if g.get("data-alive") == "false"}
    assert dead == set(result.died)


def test_trample_lethal_damage_arithmetic_is_written_702_19b() -> None:
    result = trample_over_marked()
    shot = frames(result, "en")[1]
    assert [(a.target, a.amount) for a in shot.arrows if a.source == "A"] == [("B", 3), ("P2", 1)]
    notes = " ".join(texts(parse(board_svg(result, "en", step="regular"))))
    assert "3 to B is lethal: toughness 5, 2 damage already marked; 1 tramples over to P2" in notes
    french = " ".join(texts(parse(board_svg(result, "fr", step="regular"))))
    assert (
        "3 à la créature B, c'est mortel\u00a0: endurance 5, "
        "déjà 2 blessures marquées\u202f; 1 blessure est assignée à P2 grâce au piétinement"
        in french
    )


def test_a_french_board_names_the_cards_as_printed_in_french() -> None:
    """Cards show their printed French name; sentences give it its article (« au Terrocorne »)."""
    champion = Creature("A", 4, 4, keywords=("double strike", "trample"), name="Crypt Champion")
    tusker = Creature("B", 2, 5, controller="P2", damage=2, name="Krosan Tusker")
    result = Combat.duel(champion, tusker).resolve("fr")
    root = parse(board_svg(result, "fr", step="first_strike"))
    cards = {" ".join(texts(g)).split(" 4/4")[0].split(" 2/5")[0] for g in groups(root, "card")}
    assert any(c.startswith("Champion de la crypte") for c in cards)
    assert any(c.startswith("Terrocorne krosian") for c in cards)
    words = " ".join(texts(root))
    assert "Crypt Champion" not in words and "Krosan Tusker" not in words
    assert "3 au Terrocorne krosian, c'est mortel" in words


def test_deathtouch_with_trample_needs_only_one_on_the_blocker_702_2c() -> None:
    touch = Creature("A", 3, 3, keywords=("deathtouch", "trample"))
    result = Combat.duel(touch, Creature("B", 3, 3, controller="P2")).resolve("en")
    shot = frames(result, "en")[1]
    assert [(a.target, a.amount) for a in shot.arrows if a.source == "A"] == [("B", 1), ("P2", 2)]
    assert any(
        "1 damage is lethal for B (702.2c)" in n and "2 trample over" in n for n in shot.notes
    )


def test_between_the_steps_shows_the_jitte_counters_and_the_pump_510_4() -> None:
    """The French lesson on double strike: Crypt Champion with Umezawa's Jitte
    gets two counters from its first-strike damage, then +4/+4 between the steps."""
    result = PRESETS["jitte"].resolve("en")[0]
    keys = [f.key for f in frames(result, "en")]
    assert keys == ["blockers", "first_strike", "between", "regular"]
    first, between, regular = frames(result, "en")[1:]
    assert any("2 charge counters" in n for n in first.notes)
    assert between.cards["A"].power == 6 and between.cards["A"].toughness == 6
    assert any("6/6" in n for n in between.notes)
    assert [a.amount for a in regular.arrows] == [6]
    svg = board_svg(result, "en", step="between")
    cards = groups(parse(svg), "card")
    assert [t for t in texts(cards[0]) if "/" in t] == ["6/6", "+4/+4"]
    # The Jitte is drawn under its creature with its counters, snapshot by snapshot.
    jitte = [
        texts(next(g for g in groups(shot, "permanent") if g.get("data-id") == "J"))
        for shot in groups(parse(board_svg(result, "en")), "frame")
    ]
    assert [words[1] for words in jitte] == [
        "no counters",
        "2 charge counters",
        "no counters",
        "2 charge counters",
    ]
    assert all(words[0] == "Umezawa's Jitte" for words in jitte)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_names_are_escaped_and_read_back_intact(lang: str) -> None:
    name = "<i>Bad & 'Co'\"</i>"
    a = Creature("A&1", 3, 3, keywords=("lifelink",), name=name)
    svg = board_svg(Combat.duel(a).resolve(lang), lang)
    assert "<i>" not in svg
    root = parse(svg)
    assert name in " ".join(" ".join(texts(g)) for g in groups(root, "card"))
    assert {g.get("data-source") for g in groups(root, "damage")} == {"A&1"}


def test_board_exists_in_both_languages() -> None:
    result = scenarios()[0]
    english = " ".join(texts(parse(board_svg(result, "en"))))
    french = " ".join(texts(parse(board_svg(result, "fr"))))
    assert "First-strike combat damage step (510.4)" in english
    assert "Étape des blessures de combat d'initiative (510.4)" in french
    assert "lifelink" in english and "lien de vie" in french
    assert "double initiative" in french and "double strike" not in french
    for text in (english, french):
        assert "board." not in text  # no catalog key shown instead of its text


def test_lifelink_gain_is_on_the_controller_702_15b() -> None:
    a = Creature("A", 3, 3, keywords=("lifelink",))
    root = parse(board_svg(Combat.duel(a).resolve("en"), "en", step="regular"))
    p1 = next(g for g in groups(root, "player") if g.get("data-player") == "P1")
    assert int(p1.get("data-life", "")) == 23
    assert "+3 life (lifelink)" in texts(p1)


def test_unknown_step_is_refused_naming_the_field_and_the_choices() -> None:
    result = Combat.duel(Creature("A", 2, 2)).resolve("en")
    with pytest.raises(ScenarioError) as error:
        board_svg(result, "en", step="first_strike")
    assert error.value.field == "step" and "blockers" in str(error.value)


def test_a_step_that_did_not_happen_is_refused_with_its_reason_510_4_104_2a() -> None:
    """The board never draws a step that did not happen, nor another step in its place: it
    says why the step is not in this combat, in the reader's language."""
    plain = Combat.duel(Creature("A", 2, 2)).resolve("en")
    over = Combat.duel(Creature("A", 10, 10, keywords=("double strike",)), life=10).resolve("en")
    assert [f.key for f in frames(over)] == ["blockers", "first_strike"]  # P2 lost (704.5a)
    cases = [
        (plain, "first_strike", "first strike or double strike, so there is one combat damage"),
        (plain, "between", "(510.4); steps that did: blockers, regular"),
        (over, "between", "the game ended in the first-strike combat damage step (104.2a)"),
        (over, "regular", "(104.2a); steps that did: blockers, first_strike"),
    ]
    for result, step, words in cases:
        for draw in (board_svg, board_html, combat_board):
            with pytest.raises(ScenarioError) as error:
                draw(result, "en", step)
            assert error.value.field == "step" and words in str(error.value)
    with pytest.raises(ScenarioError) as error:
        board_svg(plain, "fr", "first_strike")
    assert "n'a l'initiative ni la double initiative" in str(error.value)
    assert "(champ step)" in str(error.value)


def test_why_a_step_is_missing_510_4_104_2a_508_8() -> None:
    double = Creature("A", 2, 2, keywords=("double strike",))
    assert missing_reason(Combat.duel(double).resolve("en"), "en") is None  # all four steps
    plain = Combat.duel(Creature("A", 2, 2)).resolve("en")
    assert "one combat damage step (510.4)" in str(missing_reason(plain, "en"))
    assert "qu'une étape des blessures de combat (510.4)" in str(missing_reason(plain, "fr"))
    killed = Combat.duel(Creature("A", 2, 2), before_damage=[{"damage": "P2", "amount": 20}])
    assert "before combat damage (104.2a)" in str(missing_reason(killed.resolve("en"), "en"))
    idle = Combat([Creature("A", 2, 2)], {}, {}, players=(("P1", 20), ("P2", 20)))
    assert "(508.8)" in str(missing_reason(idle.resolve("en"), "en"))


def test_a_board_and_its_outcome_draw_themselves() -> None:
    board = Board()
    board.attacker("A", 2, 2, "double strike")
    outcome = board.resolve()
    for svg in (outcome._repr_svg_(), outcome.board()._repr_svg_()):
        assert len(groups(parse(svg), "damage")) == 2
    # In HTML, each snapshot is an image of the same SVG (sanitisers keep images).
    page = board._repr_html_()
    images = re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', page)
    # Blockers declared, first-strike step, between the steps, regular step (510.4).
    arrows = [groups(parse(base64.b64decode(i).decode()), "damage") for i in images]
    assert [len(a) for a in arrows] == [0, 1, 0, 1]


@pytest.mark.parametrize("name", all_shipped())
def test_every_shipped_combat_draws_one_arrow_per_damage_event(name: str) -> None:
    result = Combat.from_scenario(shipped(name)).resolve("fr")
    root = parse(board_svg(result, "fr"))
    events = [e for e in result.events if e["type"] == "combat_damage"]
    assert len(groups(root, "damage")) == len(events)
    assert len(groups(root, "card")) == len(result.combat.creatures) * len(groups(root, "frame"))


@settings(max_examples=60, deadline=None)
@given(combats())
def test_random_combats_draw_one_arrow_per_damage_event(data: dict[str, Any]) -> None:
    result = Combat.from_scenario(data).resolve("en")
    root = parse(board_svg(result, "en"))
    events = [e for e in result.events if e["type"] == "combat_damage"]
    arrows = groups(root, "damage")
    assert [
        (g.get("data-source"), g.get("data-target"), int(g.get("data-amount", ""))) for g in arrows
    ] == [(e["source"], e["target"], e["amount"]) for e in events]
    last = groups(root, "frame")[-1]
    shown = {g.get("data-player"): int(g.get("data-life", "")) for g in groups(last, "player")}
    assert shown == result.life


def test_infect_poison_and_wither_counters_are_shown_not_damage_120_3() -> None:
    """Infect: poison counters instead of life loss (120.3b); wither/infect to a creature:
    -1/-1 counters instead of damage marked (120.3d)."""
    result = Combat.from_scenario(shipped("infect_double_strike_lifelink.json")).resolve("en")
    last = groups(parse(board_svg(result, "en")), "frame")[-1]
    p2 = next(g for g in groups(last, "player") if g.get("data-player") == "P2")
    assert int(p2.get("data-life", "")) == result.life["P2"] == 20
    assert f"{result.poison['P2']} poison counters" in texts(p2)
    minus = [e for e in result.events if e["type"] == "combat_damage" and "minus_counters" in e]
    assert minus
    victim = minus[0]["target"]
    card = next(g for g in groups(last, "card") if g.get("data-id") == victim)
    state = result.creature(victim)
    assert f"{state.power}/{state.toughness}" in texts(card)


def test_an_attacked_planeswalker_loses_loyalty_and_goes_to_the_graveyard_120_3c() -> None:
    result = Combat.from_scenario(shipped("planeswalker_trample_over_blocker.json")).resolve("en")
    last = groups(parse(board_svg(result, "en")), "frame")[-1]
    (walker,) = groups(last, "attacked")
    assert walker.get("data-value") == "0" and "(to the graveyard)" in " ".join(texts(walker))
    arrow = next(g for g in groups(last, "damage") if g.get("data-target") == walker.get("data-id"))
    assert arrow.get("data-amount") == "3"


def test_a_card_shows_its_colors_in_both_languages_105_1() -> None:
    """Colors decide protection, fear and intimidate: the board writes them on the card."""
    knight = Creature("A", 2, 2, keywords=("first strike",), colors=frozenset({"white"}))
    ogre = Creature("B", 3, 3, controller="P2", colors=frozenset({"red", "black"}))
    for lang, words in (("en", ["white", "black, red"]), ("fr", ["blanc", "noir, rouge"])):
        root = parse(board_svg(Combat.duel(knight, ogre).resolve(lang), lang))
        shown = [" ".join(texts(g)) for g in root.iter(f"{SVG}text") if g.get("class") == "colors"]
        assert sorted(set(shown)) == sorted(words)
    plain = parse(board_svg(Combat.duel(Creature("A", 2, 2)).resolve("en"), "en"))
    assert not [g for g in plain.iter(f"{SVG}text") if g.get("class") == "colors"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_with_many_keywords_shows_them_all_at_11_px_or_more(lang: str) -> None:
    """Five keywords, or protection from every color: the card grows to hold every keyword on
    its lines (none dropped, none cut), and no text of the board is under 11 px, so a phone,
    which shows the board at its own width, never shows smaller text."""
    from mtglearn.base.i18n import t
    from mtglearn.rules.core.keywords import catalog_key

    many = ("first strike", "double strike", "trample", "deathtouch", "lifelink")
    colors = ("white", "blue", "black", "red", "green")
    protections = tuple(f"protection from {c}" for c in colors)
    for words in (many, protections):
        a = Creature("A", 3, 3, keywords=words)
        result = Combat.duel(a, Creature("B", 2, 2, controller="P2")).resolve(lang)
        root = parse(board_svg(result, lang, "regular"))
        sizes = [float(x.get("font-size", "0")) for x in root.iter(f"{SVG}text")]
        assert min(sizes) >= 11
        card = next(g for g in groups(root, "card") if g.get("data-id") == "A")
        lines = [
            "".join(x.itertext()) for x in card.iter(f"{SVG}text") if x.get("class") == "keywords"
        ]
        shown = " ".join(lines)
        for word in words:
            assert t(catalog_key(word), lang) in shown, (word, lines)
        # The card's frame holds its last line (the rows grew with it).
        rect = next(card.iter(f"{SVG}rect"))
        bottom = float(rect.get("y", "0")) + float(rect.get("height", "0"))
        last = max(float(x.get("y", "0")) for x in card.iter(f"{SVG}text"))
        assert last < bottom
