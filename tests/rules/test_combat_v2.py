"""Version 2 combat mechanics (docs/scenario-format.md §5), each pinned by its rule, a CR example or
a ruling: protection (702.16), prevention (615), infect/wither/toxic and poison (702.90, 702.80,
702.164, 704.5c), evasion (509.1b), combat triggers (508.3a, 509.3) and attackable planeswalkers and
battles (506.3, 120.3c, 120.3h, 704.5i, 704.5v)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from mtglearn import resolve_scenario
from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import french_typography
from mtglearn.render.tables import combat_html
from mtglearn.rules.combat.engine import Combat
from tests.support.scenarios import creature


def fight(
    creatures: list[dict[str, Any]],
    attacks: dict[str, str],
    blocks: dict[str, Any] | None = None,
    **more: Any,
) -> dict[str, Any]:
    players = more.pop("players", [{"name": "P1"}, {"name": "P2"}])
    data = {"players": players, "creatures": creatures, "attacks": attacks, "blocks": blocks or {}}
    data.update(more)
    return resolve_scenario(data)


def events(out: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in out["events"] if e["type"] == kind]


# ---- protection (702.16) -------------------------------------------------------------------


def test_cr_702_19b_example_trample_over_protection_assigns_lethal_then_it_is_prevented() -> None:
    """702.19b example: a 6/6 green trampler blocked by a 2/2 with protection from green must
    assign 2 to the blocker (prevented, 702.16e); the other 4 go to the player."""
    out = fight(
        [
            creature("A", "P1", 6, 6, "trample", colors=["green"]),
            creature("B", "P2", 2, 2, "protection from green"),
        ],
        {"A": "P2"},
        {"B": "A"},
    )
    assert out["life"]["P2"] == 16
    assert out["creatures"]["B"]["damage"] == 0 and out["died"] == []
    prevented = events(out, "prevented")
    assert [(e["source"], e["target"], e["amount"], e["rule"]) for e in prevented] == [
        ("A", "B", 2, "702.16e")
    ]
    assert all(d["target"] != "B" for d in out["steps"][0]["damage"])


def test_protection_from_red_prevents_damage_from_a_red_attacker_but_not_a_green_one() -> None:
    """702.16e covers sources with the quality only; protection on a blocker doesn't stop it
    from blocking (702.16f restricts who may block the protected creature)."""
    for color, damage in (("red", 0), ("green", 3)):
        out = fight(
            [
                creature("A", "P1", 3, 3, colors=[color]),
                creature("B", "P2", 1, 4, "protection from red"),
            ],
            {"A": "P2"},
            {"B": "A"},
        )
        assert out["creatures"]["B"]["damage"] == damage
        assert out["creatures"]["A"]["damage"] == 1


def test_702_16f_a_red_creature_cannot_block_an_attacker_with_protection_from_red() -> None:
    with pytest.raises(ScenarioError, match=r"702.16f") as error:
        fight(
            [
                creature("A", "P1", 2, 2, "protection from red"),
                creature("B", "P2", 2, 2, colors=["red"]),
            ],
            {"A": "P2"},
            {"B": "A"},
        )
    assert error.value.field == "blocks.B"


def test_protection_from_creatures_and_from_everything_prevent_all_combat_damage() -> None:
    for quality in ("creatures", "everything"):
        out = fight(
            [creature("A", "P1", 4, 4), creature("B", "P2", 2, 2, f"protection from {quality}")],
            {"A": "P2"},
            {"B": "A"},
        )
        assert out["creatures"]["B"]["damage"] == 0


def test_prevented_damage_gives_no_lifelink_no_deathtouch_and_no_trigger() -> None:
    """615.1 / 702.15b / 702.2b / 510.3a: damage prevented is not dealt."""
    grow = {"when": "deals combat damage", "do": {"counters": "self", "kind": "+1/+1", "add": 1}}
    out = fight(
        [
            creature("A", "P1", 3, 3, "lifelink", "deathtouch", colors=["black"], triggers=[grow]),
            creature("B", "P2", 1, 5, "protection from black"),
        ],
        {"A": "P2"},
        {"B": "A"},
    )
    assert out["life"]["P1"] == 20
    assert out["died"] == []
    assert out["creatures"]["A"]["counters"] == {}


# ---- prevention (615) ----------------------------------------------------------------------


def test_615_7_a_shield_prevents_the_next_damage_and_carries_into_the_regular_step() -> None:
    out = fight(
        [creature("A", "P1", 2, 2, "double strike")],
        {"A": "P2"},
        prevent=[{"prevent": 3, "to": "P2"}],
    )
    # 2 prevented in the first step, 1 of the next 2 in the regular step: 1 dealt.
    assert out["life"]["P2"] == 19
    assert [e["amount"] for e in events(out, "prevented")] == [2, 1]
    assert out["steps"][0]["damage"] == []


def test_a_fog_prevents_all_combat_damage_and_from_a_source_only_that_source() -> None:
    units = [creature("A", "P1", 3, 3), creature("C", "P1", 2, 2), creature("B", "P2", 2, 2)]
    fog = fight(
        units, {"A": "P2", "C": "P2"}, {"B": "A"}, prevent=[{"prevent": "all combat damage"}]
    )
    assert fog["life"] == {"P1": 20, "P2": 20} and fog["died"] == []
    one = fight(
        units, {"A": "P2", "C": "P2"}, {"B": "A"}, prevent=[{"prevent": "all", "from": "C"}]
    )
    assert one["life"]["P2"] == 20 and one["died"] == ["B"]


def test_narration_says_what_was_prevented_in_both_languages() -> None:
    data = {
        "players": ["P1", "P2"],
        "creatures": [creature("A", "P1", 4, 4)],
        "attacks": {"A": "P2"},
        "prevent": [{"prevent": 3, "to": "P2"}],
    }
    result = Combat.from_scenario(data).resolve()
    assert any("615.7" in line and "prevents 3" in line for line in result.narrate("en"))
    assert any("615.7" in line and "prévient 3" in line for line in result.narrate("fr"))


# ---- infect, wither, toxic, poison ---------------------------------------------------------


def test_infect_gives_poison_instead_of_life_loss_and_lifelink_still_gains() -> None:
    """702.90b; lifelink (702.15b) counts damage dealt, infect damage included."""
    out = fight([creature("A", "P1", 3, 3, "infect", "lifelink")], {"A": "P2"})
    assert out["life"] == {"P1": 23, "P2": 20}
    assert out["poison"] == {"P1": 0, "P2": 3}


def test_double_strike_with_infect_poisons_twice_and_ten_poison_loses() -> None:
    """702.4b with 702.90b; 704.5c: ten or more poison counters lose the game."""
    out = fight(
        [creature("A", "P1", 3, 3, "infect", "double strike")],
        {"A": "P2"},
        players=[{"name": "P1"}, {"name": "P2", "poison": 4}],
    )
    assert out["poison"]["P2"] == 10
    assert out["losers"] == ["P2"]
    assert events(out, "loses_poison")[0]["rule"] == "704.5c"
    assert events(out, "loses") == []


def test_wither_counters_shrink_a_blocker_before_the_regular_step() -> None:
    """702.80a / 120.3d: -1/-1 counters, not damage; the blocker then deals less."""
    out = fight(
        [creature("A", "P1", 2, 2, "wither", "first strike"), creature("B", "P2", 3, 3)],
        {"A": "P2"},
        {"B": "A"},
    )
    assert out["creatures"]["B"]["counters"] == {"-1/-1": 2}
    assert out["creatures"]["B"]["damage"] == 0
    assert out["creatures"]["A"]["damage"] == 1


def test_infect_damage_to_a_creature_is_minus_counters_that_kill_by_toughness() -> None:
    out = fight(
        [creature("A", "P1", 2, 2, "infect"), creature("B", "P2", 1, 2)],
        {"A": "P2"},
        {"B": "A"},
    )
    assert out["died"] == ["B"]
    assert next(e for e in out["events"] if e["type"] == "dies")["rule"] == "704.5f"


def test_toxic_adds_its_total_value_to_combat_damage_to_a_player() -> None:
    """702.164b/c: the total toxic value is the sum of every toxic N."""
    out = fight([creature("A", "P1", 1, 1, "toxic 2", "toxique 1")], {"A": "P2"})
    assert out["life"]["P2"] == 19 and out["poison"]["P2"] == 3
    blocked = fight(
        [creature("A", "P1", 1, 1, "toxic 2"), creature("B", "P2", 0, 4)], {"A": "P2"}, {"B": "A"}
    )
    assert blocked["poison"]["P2"] == 0


def test_704_5q_plus_and_minus_counters_cancel() -> None:
    out = fight(
        [creature("A", "P1", 1, 1, "wither"), creature("B", "P2", 1, 3, counters={"+1/+1": 2})],
        {"A": "P2"},
        {"B": "A"},
    )
    assert out["creatures"]["B"]["counters"] == {"+1/+1": 1}


# ---- evasion (509.1b) ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("attacker", "blocker", "legal"),
    [
        (["fear"], {"colors": ["black"]}, True),
        (["fear"], {"card_types": ["artifact", "creature"]}, True),
        (["fear"], {"colors": ["white"]}, False),
        (["intimidate"], {"colors": ["red"]}, True),
        (["intimidate"], {"colors": ["green"]}, False),
        (["shadow"], {"keywords": ["shadow"]}, True),
        (["shadow"], {}, False),
        ([], {"keywords": ["shadow"]}, False),
        (["horsemanship"], {"keywords": ["horsemanship"]}, True),
        (["horsemanship"], {"keywords": ["flying"]}, False),
        (["skulk"], {"power": 2}, True),
        (["skulk"], {"power": 3}, False),
        (["swampwalk"], {}, False),
        (["islandwalk"], {}, True),
    ],
)
def test_evasion_abilities(attacker: list[str], blocker: dict[str, Any], legal: bool) -> None:
    """702.36b fear, 702.13b intimidate, 702.28b shadow, 702.31b horsemanship, 702.118b skulk,
    702.14c landwalk (the defending player controls a Swamp)."""
    a = creature("A", "P1", 2, 2, *attacker, colors=["red"])
    b = {"id": "B", "controller": "P2", "power": 2, "toughness": 2, **blocker}
    players = [{"name": "P1"}, {"name": "P2", "lands": ["Swamp"]}]
    if legal:
        fight([a, b], {"A": "P2"}, {"B": "A"}, players=players)
    else:
        with pytest.raises(ScenarioError, match=r"509.1b") as error:
            fight([a, b], {"A": "P2"}, {"B": "A"}, players=players)
        assert error.value.field == "blocks.B"
        assert "509.1b" in error.value.message("fr")


def test_defender_cannot_attack() -> None:
    with pytest.raises(ScenarioError, match=r"702.3b") as error:
        fight([creature("A", "P1", 0, 4, "défenseur")], {"A": "P2"})
    assert error.value.field == "attacks.A"


def test_block_any_number_divides_the_blockers_damage_510_1d() -> None:
    out = fight(
        [
            creature("A", "P1", 2, 2),
            creature("C", "P1", 2, 2),
            creature("D", "P1", 2, 2),
            creature("B", "P2", 6, 7, "can block any number of creatures"),
        ],
        {"A": "P2", "C": "P2", "D": "P2"},
        {"B": ["A", "C", "D"]},
    )
    assert out["died"] == ["A", "C", "D"]
    assert out["creatures"]["B"]["damage"] == 6


def test_more_than_two_blocks_without_the_ability_is_refused() -> None:
    with pytest.raises(ScenarioError, match=r"509\.1a"):
        fight(
            [creature("A", "P1", 2, 2), creature("C", "P1", 2, 2), creature("B", "P2", 6, 7)],
            {"A": "P2", "C": "P2"},
            {"B": ["A", "C"]},
        )


# ---- combat triggers (508.3a, 509.3) -------------------------------------------------------


def test_exalted_counts_every_instance_the_attacking_player_controls_when_alone() -> None:
    """702.83a/b: each instance triggers, only when one creature attacks alone."""
    team = [creature("A", "P1", 1, 1, "exalted", "exalted"), creature("C", "P1", 1, 1, "exalted")]
    alone = fight(team, {"A": "P2"})
    assert alone["life"]["P2"] == 16
    both = fight(team, {"A": "P2", "C": "P2"})
    assert both["life"]["P2"] == 18
    assert events(both, "combat_trigger") == []


def test_battle_cry_pumps_each_other_attacker() -> None:
    out = fight(
        [creature("A", "P1", 1, 1, "battle cry"), creature("C", "P1", 1, 1)], {"A": "P2", "C": "P2"}
    )
    assert out["life"]["P2"] == 17


def test_bushido_on_both_sides_and_flanking_kills_a_one_toughness_blocker() -> None:
    out = fight(
        [creature("A", "P1", 2, 2, "bushido 1"), creature("B", "P2", 2, 2, "bushido 2")],
        {"A": "P2"},
        {"B": "A"},
    )
    assert out["died"] == ["A"]  # A 3/3 takes 4; B 4/4 takes 3
    flank = fight(
        [creature("A", "P1", 2, 2, "flanking"), creature("B", "P2", 5, 1)], {"A": "P2"}, {"B": "A"}
    )
    assert flank["died"] == ["B"] and flank["creatures"]["A"]["damage"] == 0
    assert events(flank, "combat_trigger")[0]["rule"] == "702.25a"


def test_rampage_counts_blockers_beyond_the_first_and_afflict_only_when_blocked() -> None:
    out = fight(
        [
            creature("A", "P1", 3, 3, "rampage 2", "afflict 3"),
            creature("B", "P2", 1, 1),
            creature("C", "P2", 1, 1),
            creature("D", "P2", 1, 1),
        ],
        {"A": "P2"},
        {"B": "A", "C": "A", "D": "A"},
    )
    assert out["life"]["P2"] == 17
    bonus = next(e for e in out["events"] if e.get("rule") == "702.23a")
    assert (bonus["new_power"], bonus["new_toughness"]) == (7, 7)
    unblocked = fight([creature("A", "P1", 3, 3, "afflict 3")], {"A": "P2"})
    assert unblocked["life"]["P2"] == 17 and events(unblocked, "afflict") == []


# ---- planeswalkers and battles -------------------------------------------------------------


def pw(loyalty: int) -> dict[str, Any]:
    return {"id": "PW", "controller": "P2", "card_types": ["planeswalker"], "loyalty": loyalty}


def test_damage_to_a_planeswalker_removes_loyalty_and_zero_goes_to_the_graveyard() -> None:
    """120.3c, 704.5i."""
    hit = fight([creature("A", "P1", 2, 2)], {"A": "PW"}, permanents=[pw(5)])
    assert hit["permanents"]["PW"]["counters"] == {"loyalty": 3}
    assert hit["life"]["P2"] == 20
    dead = fight([creature("A", "P1", 5, 5)], {"A": "PW"}, permanents=[pw(5)])
    assert dead["permanents"]["PW"]["zone"] == "graveyard"


def test_trample_over_a_blocker_goes_to_the_planeswalker_not_the_player() -> None:
    """702.19b: the excess goes to the planeswalker the creature attacks."""
    out = fight(
        [creature("A", "P1", 6, 6, "trample"), creature("B", "P2", 2, 2)],
        {"A": "PW"},
        {"B": "A"},
        permanents=[pw(10)],
    )
    assert out["permanents"]["PW"]["counters"] == {"loyalty": 6}
    assert out["life"]["P2"] == 20


def test_a_battle_loses_defense_and_its_protector_blocks() -> None:
    """120.3h, 704.5v; 508.5: the protector is the defending player."""
    battle = {
        "id": "S",
        "controller": "P1",
        "card_types": ["battle"],
        "defense": 3,
        "protector": "P2",
    }
    out = fight([creature("A", "P1", 4, 4)], {"A": "S"}, permanents=[battle])
    assert out["permanents"]["S"]["zone"] == "graveyard"
    blocked = fight(
        [creature("A", "P1", 4, 4, "afflict 1"), creature("B", "P2", 1, 1)],
        {"A": "S"},
        {"B": "A"},
        permanents=[battle],
    )
    assert blocked["life"]["P2"] == 19


def test_cannot_attack_a_permanent_that_cannot_be_attacked() -> None:
    with pytest.raises(ScenarioError, match=r"506.3") as error:
        fight(
            [creature("A", "P1", 2, 2)],
            {"A": "EQ"},
            permanents=[{"id": "EQ", "controller": "P2"}],
        )
    assert error.value.field == "attacks.A"


# ---- bad input: one line, both languages, nothing half-applied -----------------------------


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d["creatures"][0].update(colors=["pink"]), "creatures[0].colors[0]"),
        (lambda d: d["creatures"][0].update(keywords=["toxic"]), "creatures[0].keywords[0]"),
        (lambda d: d["creatures"][0].update(keywords=["toxique 0"]), "creatures[0].keywords[0]"),
        (
            lambda d: d["creatures"][0].update(keywords=["protection from pink"]),
            "creatures[0].keywords[0]",
        ),
        (lambda d: d["creatures"][0].update(card_types=["artifact"]), "creatures[0].card_types"),
        (lambda d: d["players"][1].update(lands=["Swampy"]), "players[1].lands[0]"),
        (lambda d: d["players"][1].update(poison=-1), "players[1].poison"),
        (lambda d: d.update(prevent=[{"prevent": "some"}]), "prevent[0]"),
        (lambda d: d.update(prevent=[{"prevent": 2, "to": "Z"}]), "prevent[0].to"),
        (
            lambda d: d.update(permanents=[{"id": "X", "controller": "P2", "loyalty": 3}]),
            "permanents[0].loyalty",
        ),
        (
            lambda d: d.update(
                permanents=[{"id": "X", "controller": "P2", "card_types": ["planeswalker"]}]
            ),
            "permanents[0].loyalty",
        ),
        (
            lambda d: d.update(
                permanents=[{"id": "X", "controller": "P1", "card_types": ["battle"], "defense": 3}]
            ),
            "permanents[0].protector",
        ),
        (
            lambda d: d.update(
                permanents=[
                    {
                        "id": "X",
                        "controller": "P1",
                        "card_types": ["battle"],
                        "defense": 3,
                        "protector": "Nobody",
                    }
                ]
            ),
            "permanents[0].protector",
        ),
        (
            lambda d: d.update(
                permanents=[{"id": "X", "controller": "P2", "card_types": ["wall"]}]
            ),
            "permanents[0].card_types[0]",
        ),
        (lambda d: d["creatures"][0].update(subtypes="Elf"), "creatures[0].subtypes"),
        (lambda d: d["creatures"][0].update(colors="red"), "creatures[0].colors"),
        (lambda d: d.update(prevent=[{"prevent": "all", "from": "Z"}]), "prevent[0].from"),
        (lambda d: d.update(prevent={"prevent": 2, "to": "P2"}), "prevent"),
        (
            lambda d: (
                d["creatures"].append(creature("B", "P2", 1, 1, "shadow"))
                or d.update(blocks={"B": "A"})
            ),
            "blocks.B",
        ),
    ],
)
def test_bad_v2_fields_are_one_line_errors_in_both_languages(change: Any, field: str) -> None:
    data = {
        "players": [{"name": "P1"}, {"name": "P2"}],
        "creatures": [creature("A", "P1", 2, 2)],
        "attacks": {"A": "P2"},
    }
    change(data)
    before = copy.deepcopy(data)
    with pytest.raises(ScenarioError) as error:
        resolve_scenario(data)
    assert error.value.field == field
    for lang in ("en", "fr"):
        assert "\n" not in error.value.message(lang)
    assert error.value.message("en") != error.value.message("fr")
    assert data == before


def test_every_combat_takes_the_one_damage_path() -> None:
    """One damage path for every format feature: no second path chosen by the mechanics a
    combat uses; poison counters are reported for every combat, and a mechanic gained on the
    way (infect, 702.90b) is read by the same path."""
    plain = Combat.from_scenario(
        {"players": ["P1", "P2"], "creatures": [creature("A", "P1", 2, 2)], "attacks": {"A": "P2"}}
    )
    assert not hasattr(plain, "v2") and not hasattr(Combat, "_uses_v2")
    assert plain.resolve().to_dict()["poison"] == {"P1": 0, "P2": 0}
    gained = Combat.from_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [creature("A", "P1", 2, 2)],
            "attacks": {"A": "P2"},
            "before_damage": [{"gain": "infect", "target": "A"}],
        }
    )
    assert gained.resolve().to_dict()["poison"]["P2"] == 2


def test_counters_cancel_in_a_combat_with_no_other_format_feature() -> None:
    """704.5q: +1/+1 and -1/-1 counters on one creature cancel out, in every combat (the
    plain path of before never performed this state-based action)."""
    outcome = resolve_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [
                {**creature("A", "P1", 2, 2), "counters": {"+1/+1": 2, "-1/-1": 1}},
            ],
            "attacks": {"A": "P2"},
        }
    )
    cancel = [e for e in outcome["events"] if e["type"] == "counters_cancel"]
    assert cancel == [{"type": "counters_cancel", "rule": "704.5q", "creature": "A", "number": 1}]
    assert outcome["creatures"]["A"]["counters"] == {"+1/+1": 1}
    assert outcome["life"]["P2"] == 17


def test_noncombat_damage_meets_shields_and_only_protection_from_everything_without_source() -> (
    None
):
    """docs/scenario-format.md §5.1: a ``damage`` action without ``source`` has no quality
    (702.16j); a shield prevents it (615.7); a Fog prevents combat damage only."""
    units = [
        creature("A", "P1", 1, 1),
        creature("R", "P2", 1, 5, "protection from red"),
        creature("E", "P2", 1, 5, "protection from everything"),
    ]
    shots = [
        {"damage": "R", "amount": 2},
        {"damage": "E", "amount": 2},
        {"damage": "P2", "amount": 3},
    ]
    out = fight(
        units,
        {"A": "P2"},
        before_damage=shots,
        prevent=[{"prevent": "all combat damage"}, {"prevent": 2, "to": "P2"}],
    )
    assert out["creatures"]["R"]["damage"] == 2
    assert out["creatures"]["E"]["damage"] == 0
    assert out["life"]["P2"] == 19  # 3 - 2 shielded; A's combat damage is fogged


def test_noncombat_damage_from_a_red_source_is_prevented_by_protection_from_red() -> None:
    out = fight(
        [
            creature("A", "P1", 1, 1, colors=["red"]),
            creature("R", "P2", 1, 5, "protection from red"),
        ],
        {"A": "P2"},
        before_damage=[{"damage": "R", "amount": 2, "source": "A"}],
    )
    assert out["creatures"]["R"]["damage"] == 0
    with pytest.raises(ScenarioError) as error:
        fight(
            [creature("A", "P1", 1, 1)],
            {"A": "P2"},
            before_damage=[{"damage": "P2", "amount": 2, "source": "Z"}],
        )
    assert error.value.field == "before_damage[0].source"


@pytest.mark.parametrize(
    ("attacker", "blocker", "players", "en", "fr"),
    [
        (["shadow"], [], None, "702.28b", "distorsion"),
        (["fear"], [], None, "702.36b", "peur"),
        (
            ["swampwalk"],
            [],
            [{"name": "P1"}, {"name": "P2", "lands": ["swamp"]}],
            "702.14c",
            "marais",
        ),
        (["protection from green"], [], None, "702.16f", "protection contre le vert"),
    ],
)
def test_the_block_explainer_gives_the_reason_of_each_refusal_in_both_languages(
    attacker: list[str], blocker: list[str], players: Any, en: str, fr: str
) -> None:
    from mtglearn.words.block_explainer import explain_blocks

    scenario = {
        "players": players or ["P1", "P2"],
        "creatures": [
            creature("A", "P1", 2, 2, *attacker),
            creature("B", "P2", 2, 2, *blocker, colors=["green"]),
        ],
        "attacks": {"A": "P2"},
        "blocks": {"B": "A"},
    }
    for lang, word in (("en", en), ("fr", fr)):
        verdict = explain_blocks(scenario, lang=lang)
        assert not verdict.legal
        assert any(not c.ok and word in c.text and "509.1b" in c.text for c in verdict.checks)


def test_skulk_compares_powers_after_exalted_has_resolved() -> None:
    """508.3a: exalted resolves in the declare attackers step, before blockers are declared;
    skulk (702.118b) then compares the pumped power."""
    lone = creature("A", "P1", 1, 1, "skulk", "exalted", "exalted")
    out = fight([lone, creature("B", "P2", 3, 5)], {"A": "P2"}, {"B": "A"})
    assert out["died"] == ["A"]
    with pytest.raises(ScenarioError, match=r"702\.118b"):
        fight([lone, creature("B", "P2", 4, 4)], {"A": "P2"}, {"B": "A"})


def test_shields_meet_attackers_in_the_order_of_attacks() -> None:
    """docs/scenario-format.md §5.1: a shield meets the damage events in the order of
    ``attacks``."""
    out = fight(
        [creature("A", "P1", 2, 2, "lifelink"), creature("C", "P1", 2, 2, "lifelink")],
        {"C": "P2", "A": "P2"},
        prevent=[{"prevent": 2, "to": "P2"}],
    )
    assert [e["source"] for e in events(out, "prevented")] == ["C"]
    assert [e["source"] for e in events(out, "life_gain")] == ["A"]


def test_afflict_can_end_the_game_before_any_combat_damage() -> None:
    """104.2a: the game is over when P2 loses to afflict; no damage step happens."""
    out = fight(
        [creature("A", "P1", 3, 3, "afflict 3"), creature("B", "P2", 1, 1, "deathtouch")],
        {"A": "P2"},
        {"B": "A"},
        players=[{"name": "P1"}, {"name": "P2", "life": 2}],
    )
    assert out["losers"] == ["P2"] and out["steps"] == [] and out["died"] == []


def test_a_v2_error_at_the_command_line_is_one_french_line(tmp_path: Any) -> None:
    import json

    from tests.support.cli import run_cli

    bad = tmp_path / "bad.json"
    data = {
        "players": ["P1", "P2"],
        "creatures": [creature("A", "P1", 2, 2, "toxique")],
        "attacks": {"A": "P2"},
    }
    bad.write_text(json.dumps(data), encoding="utf-8")
    done = run_cli("resolve", str(bad), "--lang", "fr")
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "creatures[0].keywords[0]" in done.stderr and "toxique" in done.stderr


def test_the_html_table_shows_poison_only_when_a_player_has_some() -> None:
    data = {
        "players": ["P1", "P2"],
        "creatures": [creature("A", "P1", 2, 2, "infect")],
        "attacks": {"A": "P2"},
    }
    html = combat_html(Combat.from_scenario(data).resolve(), "fr")
    assert french_typography("Marqueurs « poison »") in html and "<td>2</td>" in html
    data["creatures"] = [creature("A", "P1", 2, 2)]
    assert "poison" not in combat_html(Combat.from_scenario(data).resolve(), "en")


def test_noncombat_damage_to_a_planeswalker_removes_loyalty() -> None:
    """120.3c: a damage action on a planeswalker before combat damage; 704.5i at 0."""
    out = fight(
        [creature("A", "P1", 2, 2)],
        {"A": "P2"},
        permanents=[pw(3)],
        before_damage=[{"damage": "PW", "amount": 3}],
    )
    assert out["permanents"]["PW"] == {
        "zone": "graveyard",
        "counters": {"loyalty": 0},
        "attached_to": None,
    }
    with pytest.raises(ScenarioError) as error:
        fight(
            [creature("A", "P1", 2, 2)],
            {"A": "P2"},
            permanents=[{"id": "EQ", "controller": "P1"}],
            before_damage=[{"damage": "EQ", "amount": 1}],
        )
    assert error.value.field == "before_damage[0].damage"


def test_a_planeswalker_gone_after_first_strike_is_removed_from_combat_506_4() -> None:
    """A first striker takes the planeswalker's last loyalty (704.5i); the other attacker
    attacking it assigns no combat damage in the regular step (506.4; 506.4c: it still attacks,
    but attacks nothing, and 510.1b: "If it isn't currently attacking anything (if, for example,
    it was attacking a planeswalker that has left the battlefield), it assigns no combat
    damage"), not even to the player."""
    out = fight(
        [creature("F", "P1", 2, 2, "first strike"), creature("A", "P1", 3, 3)],
        {"F": "PW", "A": "PW"},
        permanents=[pw(2)],
    )
    assert out["permanents"]["PW"]["zone"] == "graveyard"
    assert out["life"]["P2"] == 20
    assert out["steps"][1]["damage"] == []
    reason = next(e for e in out["events"] if e["type"] == "no_combat_damage")
    assert (reason["creature"], reason["rule"]) == ("A", "506.4c, 510.1b")


def test_a_double_strike_trampler_whose_planeswalker_left_assigns_nothing_702_19f() -> None:
    """A 3/3 double striker with trample attacks a planeswalker with loyalty 2 and is blocked
    by a 1/1: in the first step 1 to the blocker, 2 to the planeswalker (702.19b), which dies
    (704.5i). In the regular step it is blocked, no creature blocks it, and what it attacked
    is gone: 506.4c ("It continues to be an attacking creature, although it is not attacking
    any player, planeswalker, or battle"), and 702.19f ("none of its combat damage can be
    assigned to the defending player, even if that planeswalker has been removed from
    combat"). The player takes nothing; the event cites both rules."""
    out = fight(
        [
            creature("A", "P1", 3, 3, "double strike", "trample"),
            creature("B", "P2", 1, 1),
        ],
        {"A": "PW"},
        {"B": "A"},
        permanents=[pw(2)],
    )
    assert out["permanents"]["PW"]["zone"] == "graveyard"
    assert out["life"]["P2"] == 20
    assert out["steps"][1]["damage"] == []
    reason = next(e for e in out["events"] if e["type"] == "no_combat_damage")
    assert (reason["creature"], reason["rule"]) == ("A", "506.4c, 702.19f")


def test_every_new_keyword_has_its_official_names_and_french_aliases_are_accepted() -> None:
    from mtglearn.base.i18n import t
    from mtglearn.rules.core.keywords import (
        FRENCH_ALIASES,
        FRENCH_NUMBERED,
        MORE_KEYWORDS,
        canonical,
        catalog_key,
    )
    from mtglearn.words.keywords import display

    for keyword in MORE_KEYWORDS:
        assert t(catalog_key(keyword), "en") == keyword
        assert canonical(t(catalog_key(keyword), "fr"), "k") == keyword
    for alias, keyword in FRENCH_NUMBERED.items():
        assert canonical(f"{alias} 2", "k") == f"{keyword} 2"
        assert display(f"{keyword} 2", "fr") == f"{alias} 2"
    assert FRENCH_ALIASES["distorsion"] == "shadow" and FRENCH_ALIASES["débordement"] == "flanking"
