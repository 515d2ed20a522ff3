"""Rule defects an independent check found, each pinned by a test derived
from the rule of the April 17, 2026 Comprehensive Rules:

- a ``damage`` action's ``source`` brings its own abilities: deathtouch (702.2b), infect
  (702.90b, 702.90c), wither (702.80a), lifelink (702.15b), read as they last were (702.2e,
  702.15c);
- a tapped creature can't be declared as an attacker, vigilance or not (508.1a, 702.20b);
- Two-Headed Giant: one shared life total (810.4, 810.9) and poison count (810.10), a team
  loses at 0 life or fifteen poison counters (704.6a–b, 810.8c–d, instead of 704.5c's ten) and
  together (810.8a); the other team wins (104.2c);
- the narration: a combat that ends the game says who won (104.2a), a creature attacking a
  planeswalker or a battle names it, and "damage stays marked" only when some is.
"""

from __future__ import annotations

from typing import Any

import pytest

from mtglearn import ScenarioError, narrate, resolve_scenario
from tests.support.french import names_the_field, plain
from tests.support.scenarios import creature as c


def of_type(outcome: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [e for e in outcome["events"] if e["type"] == kind]


def fight(creatures: list[dict[str, Any]], attacks: dict[str, str], **more: Any) -> dict[str, Any]:
    lang = more.pop("lang", None)
    players = more.pop("players", ["P1", "P2"])
    blocks = more.pop("blocks", {})
    data = {"players": players, "creatures": creatures, "attacks": attacks, "blocks": blocks}
    return resolve_scenario({**data, **more}, lang)


# ---- a damage action's source brings its abilities ---------------------------------------------


def test_damage_from_a_deathtouch_source_destroys_the_creature() -> None:
    """702.2b: "A creature with toughness greater than 0 that's been dealt damage by a source
    with deathtouch since the last time state-based actions were checked is destroyed as a
    state-based action" — noncombat damage too (702.2d)."""
    out = fight(
        [c("A", "P1", 1, 1), c("S", "P2", 1, 1, "deathtouch"), c("T", "P1", 5, 5)],
        {"A": "P2"},
        before_damage=[{"damage": "T", "amount": 1, "source": "S"}],
    )
    assert "T" in out["died"]
    assert next(e for e in of_type(out, "dies") if e["creature"] == "T")["rule"] == "704.5h"
    line = next(line for line in narrate(out, "en") if "noncombat damage" in line)
    assert line.startswith("S deals 1 noncombat damage to T") and "702.2b" in line


def test_damage_from_an_infect_source_gives_poison_counters_and_minus_counters() -> None:
    """702.90b: "Damage dealt to a player by a source with infect doesn't cause that player to
    lose life. Rather, it causes that source's controller to give the player that many poison
    counters"; 702.90c: to a creature, -1/-1 counters instead of marked damage."""
    out = fight(
        [c("A", "P1", 1, 1), c("S", "P1", 1, 1, "infect"), c("T", "P2", 3, 3)],
        {"A": "P2"},
        before_damage=[
            {"damage": "P2", "amount": 2, "source": "S"},
            {"damage": "T", "amount": 2, "source": "S"},
        ],
    )
    assert out["poison"]["P2"] == 2 and out["life"]["P2"] == 19
    assert out["creatures"]["T"]["counters"] == {"-1/-1": 2}
    assert out["creatures"]["T"]["damage"] == 0


def test_damage_from_a_wither_source_puts_minus_counters() -> None:
    """702.80a: "Damage dealt to a creature by a source with wither isn't marked on that
    creature. Rather, it causes that source's controller to put that many -1/-1 counters on
    that creature." — 2 of them kill a 2/2 (704.5f), not as damage (704.5g)."""
    out = fight(
        [c("A", "P1", 1, 1), c("S", "P1", 1, 1, "wither"), c("T", "P2", 2, 2)],
        {"A": "P2"},
        before_damage=[{"damage": "T", "amount": 2, "source": "S"}],
    )
    assert next(e for e in of_type(out, "dies") if e["creature"] == "T")["rule"] == "704.5f"


def test_damage_from_a_lifelink_source_gains_its_controller_life_even_once_it_left() -> None:
    """702.15b: "Damage dealt by a source with lifelink causes that source's controller [...]
    to gain that much life"; 702.15c: a source that changed zones is looked at as it last was."""
    out = fight(
        [c("A", "P1", 1, 1), c("S", "P2", 1, 1, "lifelink")],
        {"A": "P2"},
        before_damage=[{"exile": "S"}, {"damage": "P1", "amount": 3, "source": "S"}],
    )
    assert out["life"] == {"P1": 17, "P2": 23 - 1}
    gain = of_type(out, "life_gain")
    assert [(e["player"], e["amount"], e["rule"]) for e in gain] == [("P2", 3, "702.15b")]


def test_prevented_damage_from_a_source_has_none_of_its_results() -> None:
    """615.1a / 702.16e: prevented damage isn't dealt, so it gains no life (702.15b) and
    destroys nothing (702.2b): a shield on the target stops both."""
    out = fight(
        [c("A", "P1", 1, 1), c("S", "P2", 1, 1, "lifelink", "deathtouch"), c("T", "P1", 4, 4)],
        {"A": "P2"},
        prevent=[{"prevent": 2, "to": "T"}],
        before_damage=[{"damage": "T", "amount": 2, "source": "S"}],
    )
    assert "T" not in out["died"] and out["life"]["P2"] == 19


# ---- 508.1a: only untapped creatures attack ---------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("keywords", [(), ("vigilance",)])
def test_a_tapped_creature_cannot_be_declared_as_an_attacker(
    lang: str, keywords: tuple[str, ...]
) -> None:
    """508.1a: "The chosen creatures must be untapped" — vigilance only keeps attacking from
    tapping a creature (702.20b), it doesn't let a tapped one attack."""
    with pytest.raises(ScenarioError) as caught:
        fight([c("A", "P1", 2, 2, *keywords, tapped=True)], {"A": "P2"}, lang=lang)
    assert caught.value.field == "attacks.A"
    assert names_the_field(str(caught.value), "attacks.A", lang)
    assert "508.1a" in str(caught.value)


def test_an_untapped_creature_still_attacks_and_a_tapped_one_may_stay_home() -> None:
    """508.1a restricts only the attackers chosen: a tapped creature that doesn't attack is
    fine, and an untapped one with vigilance attacks and stays untapped (702.20b)."""
    out = fight([c("A", "P1", 2, 2, "vigilance"), c("T", "P1", 1, 1, tapped=True)], {"A": "P2"})
    assert out["life"]["P2"] == 18 and out["creatures"]["A"]["tapped"] is False


# ---- Two-Headed Giant --------------------------------------------------------------------------

TEAMS = [["P1", "P3"], ["P2", "P4"]]


def heads(life: int = 20, poison: int = 0) -> list[dict[str, Any]]:
    return [{"name": p, "life": life, "poison": poison} for p in ("P1", "P2", "P3", "P4")]


def test_a_team_at_fifteen_poison_counters_loses_not_a_player_at_ten() -> None:
    """704.5c: "Ignore this rule in Two-Headed Giant games; see rule 704.6b instead."; 704.6b:
    "if a team has fifteen or more poison counters, that team loses the game" (810.8d); 810.10:
    "The poison counters are shared by the team"."""
    at_nine = fight(
        [c("A", "P1", 2, 2, "infect")], {"A": "P2"}, players=heads(poison=9), teams=TEAMS
    )
    assert at_nine["poison"] == {"P1": 9, "P2": 11, "P3": 9, "P4": 11}
    assert at_nine["losers"] == []
    at_fourteen = fight(
        [c("A", "P1", 1, 1, "infect")], {"A": "P4"}, players=heads(poison=14), teams=TEAMS
    )
    assert sorted(at_fourteen["losers"]) == ["P2", "P4"]
    assert {e["rule"] for e in of_type(at_fourteen, "loses_poison")} == {"704.6b"}
    assert of_type(at_fourteen, "wins")[0]["players"] == ["P1", "P3"]


def test_a_team_shares_one_life_total_and_loses_together() -> None:
    """810.9: damage to a player "is applied to the team's shared life total"; 704.6a / 810.8c:
    a team with 0 or less life loses; 810.8a: "If either player on a team loses the game, the
    team loses the game"; 104.2c: the other team wins."""
    out = fight(
        [c("A", "P1", 2, 2), c("T", "P3", 1, 1)],
        {"A": "P2", "T": "P4"},
        players=heads(life=3),
        teams=TEAMS,
    )
    assert out["life"] == {"P1": 3, "P2": 0, "P3": 3, "P4": 0}
    assert sorted(out["losers"]) == ["P2", "P4"]
    assert {e["rule"] for e in of_type(out, "loses")} == {"704.6a"}
    assert [(e["rule"], e["players"]) for e in of_type(out, "wins")] == [("104.2c", ["P1", "P3"])]
    story = narrate(out, "en")
    assert "The team of P2 and P4 has 0 life and loses the game (704.6a, 810.8a)." in story
    assert "P1 and P3 win the game: the other team has left it (104.2c, 810.8a)." in story
    assert "Life totals: P1 and P3 (one team) 3, P2 and P4 (one team) 0." in story
    french = [plain(line) for line in narrate(out, "fr")]
    assert "Points de vie : P1 et P3 (une équipe) 3, P2 et P4 (une équipe) 0." in french


def test_lifelink_gains_the_teams_life() -> None:
    """810.9: "Damage, loss of life, and gaining life happen to each player individually. The
    result is applied to the team's shared life total." """
    out = fight([c("A", "P1", 2, 2, "lifelink")], {"A": "P2"}, players=heads(life=10), teams=TEAMS)
    assert out["life"] == {"P1": 12, "P2": 8, "P3": 12, "P4": 8}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_teammates_given_two_life_totals_are_refused(lang: str) -> None:
    """810.4: "Each team has a shared life total": teammates can't be given two of them."""
    players = heads()
    players[3]["life"] = 15
    with pytest.raises(ScenarioError) as caught:
        fight([c("A", "P1", 2, 2)], {"A": "P2"}, players=players, teams=TEAMS, lang=lang)
    assert caught.value.field == "players[3].life"
    assert "810.4" in str(caught.value)


def test_the_board_shows_a_team_as_one_box_with_its_shared_total() -> None:
    """810.9: the team's life total is one number: one box for P2 and P4."""
    from mtglearn.render.board import board_svg
    from mtglearn.rules.combat.engine import Combat

    result = Combat.from_scenario(
        {
            "players": heads(life=30),
            "teams": TEAMS,
            "creatures": [c("A", "P1", 2, 2)],
            "attacks": {"A": "P4"},
        }
    ).resolve("en")
    svg = board_svg(result, "en")
    assert "P2 and P4: 30 → 28 life (one team)" in svg
    # One box per team and moment (blockers declared, the combat damage step).
    assert svg.count('data-player="P2"') == 2 and 'data-player="P4"' not in svg
    from mtglearn.render.tables import combat_html

    assert "<td>P2 and P4</td><td>28</td><td>2</td>" in combat_html(result, "en")


# ---- the narration --------------------------------------------------------------------------


def test_a_combat_that_ends_a_two_player_game_says_who_won() -> None:
    """104.2a: "A player still in the game wins the game if that player's opponents have all
    left the game." """
    out = fight([c("A", "P1", 5, 5)], {"A": "P2"}, players=["P1", {"name": "P2", "life": 4}])
    assert [(e["rule"], e["players"]) for e in of_type(out, "wins")] == [("104.2a", ["P1"])]
    assert "P1 wins the game: every opponent has left it (104.2a)." in narrate(out, "en")
    french = [plain(line) for line in narrate(out, "fr")]
    assert "P1 gagne la partie : tous ses adversaires l'ont quittée (104.2a)." in french


def test_a_game_where_everyone_loses_at_once_is_a_draw() -> None:
    """104.4a: "If all the players remaining in a game lose simultaneously, the game is a
    draw" — both players at 0 life lose in the same check of state-based actions (704.5a)."""
    out = fight(
        [c("A", "P1", 2, 2)],
        {"A": "P2"},
        players=[{"name": "P1", "life": 0}, {"name": "P2", "life": 0}],
    )
    assert sorted(out["losers"]) == ["P1", "P2"]
    assert [e["rule"] for e in of_type(out, "draw")] == ["104.4a"]
    assert of_type(out, "wins") == []
    assert any(line.endswith("the game is a draw (104.4a).") for line in narrate(out, "en"))


def test_nothing_more_happens_once_the_game_is_over() -> None:
    """104.2a: a player wins "immediately" when their opponents have left the game: an action
    listed after the one that ended it is not taken."""
    out = fight(
        [c("A", "P1", 2, 2)],
        {"A": "P2"},
        players=[{"name": "P1", "life": 1}, {"name": "P2", "life": 1}],
        before_damage=[{"damage": "P1", "amount": 1}, {"damage": "P2", "amount": 1}],
    )
    assert out["losers"] == ["P1"] and out["life"]["P2"] == 1
    assert [e["players"] for e in of_type(out, "wins")] == [["P2"]]


def test_a_creature_attacking_a_planeswalker_that_left_names_it() -> None:
    """506.4: a planeswalker that leaves the battlefield is removed from combat; the line says
    which one the creature attacked, in both languages."""
    out = fight(
        [c("F", "P1", 2, 2, "first strike"), c("A", "P1", 3, 3)],
        {"F": "PW", "A": "PW"},
        permanents=[
            {
                "id": "PW",
                "name": "Chandra",
                "controller": "P2",
                "card_types": ["planeswalker"],
                "loyalty": 2,
            }
        ],
    )
    reason = next(e for e in of_type(out, "no_combat_damage") if e["creature"] == "A")
    assert reason["attacked"] == "PW"
    assert (
        "A assigns no combat damage: planeswalker Chandra, which it attacked, "
        "has left the battlefield (506.4c, 510.1b)." in narrate(out, "en")
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_blocking_a_creature_attacking_another_players_planeswalker_names_it(lang: str) -> None:
    """509.1a: a creature blocks only creatures attacking its controller or what its controller
    controls or protects (506.2); the refusal names the planeswalker attacked."""
    with pytest.raises(ScenarioError) as caught:
        fight(
            [c("A", "P1", 2, 2), c("B", "P3", 1, 1)],
            {"A": "PW"},
            players=["P1", "P2", "P3"],
            blocks={"B": "A"},
            permanents=[
                {"id": "PW", "controller": "P2", "card_types": ["planeswalker"], "loyalty": 3}
            ],
            lang=lang,
        )
    assert caught.value.field == "blocks.B"
    assert "PW" in str(caught.value) and "P2" in str(caught.value)


def test_turned_face_up_says_damage_stays_marked_only_when_there_is_some() -> None:
    """708.8: a permanent turned face up keeps the damage marked on it — said when there is
    damage; a creature with none is simply turned face up."""
    face_down = {
        "id": "M",
        "controller": "P1",
        "face_down": True,
        "face_up": {"power": 4, "toughness": 4, "name": "Hystrodon"},
    }
    clean = fight([face_down], {"M": "P2"}, before_damage=[{"turn_face_up": "M"}])
    hurt = fight(
        [face_down],
        {"M": "P2"},
        before_damage=[{"damage": "M", "amount": 1}, {"turn_face_up": "M"}],
    )
    for out, marked in ((clean, False), (hurt, True)):
        for lang, words in (
            ("en", "damage stays marked"),
            ("fr", "ses blessures restent marquées"),
        ):
            line = next(line for line in narrate(out, lang) if "708.8" in line)
            assert (words in line) is marked, line
