"""Chapter 1 teaching layer: the combat explorer, the step table and the combat picture.

Expected values come from the rules and the course's sources, not from the implementation:
the French glossary page on double strike (Crypt Champion deals 4 with power 2; a blocked double
striker that kills its blocker in the first step deals nothing more without trample), the French
lesson on double strike (Umezawa's Jitte: 4 counters in all; +4/+4 between the steps), 510.4 /
702.4b–d / 702.7b–c / 702.15b / 702.19b.
"""

from __future__ import annotations

import html
import re

import pytest
from traitlets import TraitError

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import french_typography
from mtglearn.door.combat import Creature
from mtglearn.rules.core.keywords import FIRST_STRIKE
from mtglearn.teach.duel import JITTE, Duel, granted_double_strike, preset
from mtglearn.teach.exercises.exercises_combat import player_damage, questions_html
from mtglearn.teach.explorers.combat_explorer import (
    RESULT_CLASS,
    BetweenStepsExplorer,
    CombatExplorer,
)
from mtglearn.teach.explorers.keyword_explorer import INERT_CLASS, KeywordExplorer
from mtglearn.teach.figures.combat_picture import (
    between_table,
    participation_table,
    step_rows,
    step_table,
)


def text(explorer: CombatExplorer) -> str:
    """The explorer's result as plain text (tags dropped, entities decoded)."""
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", explorer.html.value)))


# ---- the explorer ---------------------------------------------------------------------------


def test_crypt_champion_unblocked_deals_twice_its_power_seed_000() -> None:
    explorer = CombatExplorer("fr", start="crypt_champion")
    # The French glossary page: "un Champion de la crypte ... pourra infliger 4 blessures ... même
    # si sa force n'est que de 2" (702.4b: it deals damage in both steps).
    assert "Champion de la crypte" in text(explorer)
    assert "P2 16" in text(explorer)
    explorer.controls["attacker_power"].value = 4
    assert "P2 12" in text(explorer)  # twice the new power: 2 × 4


def test_the_result_sits_in_a_stable_css_class_and_the_board_changes() -> None:
    explorer = CombatExplorer("en", start="crypt_champion")
    assert f'<div class="{RESULT_CLASS}">' in explorer.html.value
    assert RESULT_CLASS in explorer.html._dom_classes
    assert explorer.image is None  # the picture is the SVG board, inside the result
    board = re.search(r"<svg.*?</svg>", explorer.html.value, re.S)
    # Crypt Champion has double strike: the first board shows the first-strike damage step,
    # where damage flows (an arrow), not the last step.
    assert board is not None and 'data-frame="first_strike"' in board.group()
    assert explorer.controls["step"].value == "first_strike" and 'class="damage"' in board.group()
    explorer.controls["attacker_power"].value = 5
    after = re.search(r"<svg.*?</svg>", explorer.html.value, re.S)
    assert after is not None and 'data-amount="5"' in after.group()
    assert 'data-amount="5"' not in board.group()


def test_the_step_control_walks_through_the_combat_510_4() -> None:
    """The French lesson on double strike: the Jitte's counters come with the first-strike damage,
    the +4/+4 between the steps, and the regular step deals 6."""
    explorer = BetweenStepsExplorer("en")
    frames = []
    for step in ("blockers", "first_strike", "between", "regular"):
        explorer.controls["step"].value = step
        frames.append(re.findall(r'data-frame="(\w+)"', explorer.html.value))
    assert frames == [["blockers"], ["first_strike"], ["between"], ["regular"]]
    explorer.controls["step"].value = "between"
    assert "Crypt Champion is now 6/6 until end of turn (613.4c)." in text(explorer)


def steps(explorer: CombatExplorer) -> list[str]:
    """The steps the step control offers, in order."""
    return [key for _, key in explorer.controls["step"].options]


def test_without_first_strike_the_step_control_offers_one_damage_step_510_4() -> None:
    """510.4: no attacking or blocking creature with first strike or double strike, one combat
    damage step: "first-strike damage" and "between the steps" cannot be chosen, and the
    control says why, under it and in its tooltip."""
    plain = CombatExplorer("en", start="plain")
    step = plain.controls["step"]
    assert steps(plain) == ["blockers", "regular"]
    assert [label for label, _ in step.options] == [
        "1. Blockers declared",
        "2. Regular damage step",
    ]
    why = "No attacking or blocking creature has first strike or double strike"
    assert why in plain.controls["step_note"].value and "(510.4)" in step.tooltip
    with pytest.raises(TraitError):
        step.value = "first_strike"
    assert re.findall(r'data-frame="(\w+)"', plain.html.value) == ["regular"]
    # A double striker makes the four steps; nothing is missing, nothing to explain.
    champion = CombatExplorer("en", start="crypt_champion")
    assert steps(champion) == ["blockers", "first_strike", "between", "regular"]
    assert champion.controls["step_note"].value == "" and not champion.controls["step"].tooltip


def test_the_step_control_follows_the_fight_when_first_strike_comes_and_goes() -> None:
    explorer = CombatExplorer("en", start="first_strike")
    c = explorer.controls
    assert steps(explorer) == ["blockers", "first_strike", "between", "regular"]
    c["step"].value = "between"
    c["attacker_first_strike"].value = False  # one combat damage step now (510.4)
    assert steps(explorer) == ["blockers", "regular"]
    # The chosen step is gone: the step that took its place is shown, and said to be.
    assert c["step"].value == "regular"
    assert re.findall(r'data-frame="(\w+)"', explorer.html.value) == ["regular"]
    assert "(510.4)" in c["step_note"].value
    c["blocker_double_strike"].value = True  # the blocker's double strike: two steps again
    assert steps(explorer) == ["blockers", "first_strike", "between", "regular"]
    assert c["step"].value == "regular" and c["step_note"].value == ""
    c["step"].value = "first_strike"
    c["blocked"].value = False  # the double striker no longer blocks: one step (510.4)
    assert steps(explorer) == ["blockers", "regular"] and c["step"].value == "regular"


def test_the_step_control_stops_where_the_game_ended_104_2a() -> None:
    """A 10/10 double striker, unblocked, against 10 life: the player loses in the first-strike
    step (704.5a), the game is over (104.2a), there is no later step to show."""
    start = Duel(attacker_power=10, attacker_toughness=10, blocked=False, life=10)
    explorer = CombatExplorer("en", start=start)
    c = explorer.controls
    assert steps(explorer) == ["blockers", "regular"]  # P2 loses in the only step
    c["attacker_double_strike"].value = True  # 10 first-strike damage: P2 at 0 life
    assert steps(explorer) == ["blockers", "first_strike"]
    assert c["step"].value == "first_strike"  # the regular step chosen is gone: the last one
    assert re.findall(r'data-frame="(\w+)"', explorer.html.value) == ["first_strike"]
    assert "The game ended in the first-strike combat damage step (104.2a)" in (
        c["step_note"].value
    )
    c["attacker_power"].value = 4  # P2 survives the first step: the regular step is back
    assert steps(explorer)[-1] == "regular" and c["step"].value == "first_strike"


def test_the_keyword_explorer_ends_the_game_with_infect_in_french_104_2a() -> None:
    """Notebook 11: a double striker with infect gives 10 poison counters in the first-strike
    step (702.90b, 704.5c): the game is over before the regular step."""
    explorer = KeywordExplorer("fr", start="crypt_champion")
    c = explorer.controls
    assert [label for label, _ in c["step"].options] == [
        "1. Bloqueurs déclarés",
        "2. Étape des blessures d'initiative",
        "3. Entre les étapes",
        "4. Étape normale des blessures",
    ]
    c["attacker_power"].value = 10
    c["attacker_keywords"].value = ["double initiative", "infection"]
    assert steps(explorer) == ["blockers", "first_strike"]
    note = html.unescape(c["step_note"].value)
    assert "La partie s'est terminée pendant l'étape des blessures de combat d'initiative" in note
    assert "(104.2a)\u00a0: rien entre les étapes" in note  # French no-break space
    c["attacker_keywords"].value = ["infection"]  # one step (510.4), and it is the regular one
    assert steps(explorer) == ["blockers", "regular"] and c["step"].value == "regular"
    assert "n'a l'initiative ni la double initiative" in html.unescape(c["step_note"].value)


def test_blocker_controls_are_disabled_while_the_attacker_is_unblocked() -> None:
    explorer = CombatExplorer("en", start="crypt_champion")  # unblocked
    c = explorer.controls
    blockers = [k for k in c if k.startswith("blocker_")]
    assert len(blockers) == 5 and all(c[k].disabled for k in blockers)
    assert not c["attacker_power"].disabled and not c["blocked"].disabled
    c["blocked"].value = True
    assert not any(c[k].disabled for k in blockers)
    keyword = KeywordExplorer("en", start="crypt_champion")  # the pickers of notebook 11
    pickers = [keyword.controls[k] for k in ("blocker_keywords", "blocker_colors")]
    assert all(INERT_CLASS in p._dom_classes and not p.tabbable for p in pickers)
    keyword.controls["blocked"].value = True
    assert not any(INERT_CLASS in p._dom_classes or not p.tabbable for p in pickers)


def test_between_steps_controls_are_disabled_without_a_first_strike_step_510_4() -> None:
    explorer = BetweenStepsExplorer("en")  # Crypt Champion: double strike, two steps
    c = explorer.controls
    assert not c["between"].disabled and not c["jitte_pump"].disabled
    c["attacker_double_strike"].value = False  # one combat damage step: no "between"
    assert c["between"].disabled and c["jitte_pump"].disabled
    c["attacker_first_strike"].value = True
    assert not c["between"].disabled and not c["jitte_pump"].disabled
    c["jitte"].value = False  # no Jitte, nothing to activate
    assert c["jitte_pump"].disabled and not c["between"].disabled


def test_the_static_copy_has_table_ids_of_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """The live table and its static copy share a page: shared ids would let the copy's CSS
    colour the live table."""
    shown: list[object] = []
    monkeypatch.setattr("IPython.display.display", lambda *objects: shown.extend(objects))
    explorer = CombatExplorer("en", start="first_strike", uuid="same")
    explorer.static()
    static = "".join(str(getattr(o, "data", "")) for o in shown)
    live_ids = set(re.findall(r'\sid="([^"]+)"', explorer.html.value))
    static_ids = set(re.findall(r'\sid="([^"]+)"', static))
    assert live_ids and static_ids and not live_ids & static_ids


def test_blocked_double_striker_that_kills_its_blocker_deals_nothing_more_seed_000() -> None:
    explorer = CombatExplorer("en")
    c = explorer.controls
    c["attacker_power"].value, c["attacker_toughness"].value = 3, 3
    c["attacker_double_strike"].value = True
    c["blocker_power"].value, c["blocker_toughness"].value = 2, 2
    # The blocker dies in the first step; without trample the surplus is not dealt (510.1c).
    assert "P2 20" in text(explorer)
    assert "Died: Blocker" in text(explorer)
    # "... à moins bien sûr que cette créature possède également le Piétinement": with trample,
    # 2 lethal to the blocker and 1 to the player, then all 3 to the player (702.19b, 702.19e).
    c["attacker_trample"].value = True
    assert "P2 16" in text(explorer)


def test_first_strike_kills_the_blocker_before_it_strikes_back_702_7b() -> None:
    explorer = CombatExplorer("en", start="first_strike")  # 3/2 first strike vs 3/3
    table = step_table(explorer.duel().resolve("en")[0], "en")
    assert table["Dies"].tolist() == ["—", "Blocker", "—"]
    assert table["Damage marked on the attacker"].tolist() == [0, 0, 0]
    # Without first strike both deal damage at the same time (510.2) and both die.
    explorer.controls["attacker_first_strike"].value = False
    assert "Died: Attacker, Blocker" in text(explorer)


def test_a_blocker_with_first_strike_and_deathtouch_kills_before_damage_comes_back() -> None:
    explorer = CombatExplorer("en", start="plain")
    explorer.controls["attacker_power"].value = 9
    explorer.controls["blocker_first_strike"].value = True
    explorer.controls["blocker_deathtouch"].value = True
    result = explorer.duel().resolve("en")[0]
    assert result.died == ["A"]
    assert result.damage_by("A") == 0  # it was gone before the regular step (510.4)


def test_unblocked_attacker_is_not_blocked_and_lifelink_gains_twice_702_15b() -> None:
    explorer = CombatExplorer("en", start="plain")
    explorer.controls["blocked"].value = False
    explorer.controls["attacker_power"].value = 3
    explorer.controls["attacker_double_strike"].value = True
    explorer.controls["attacker_lifelink"].value = True
    assert "P1 26, P2 14" in text(explorer)  # 3 per step, twice; gained twice


def test_french_labels_and_values_use_the_official_terms() -> None:
    explorer = CombatExplorer("fr", start="first_strike")
    assert explorer.controls["attacker_power"].description == "Force de l'attaquante"
    assert explorer.controls["attacker_first_strike"].description == french_typography(
        "Attaquante : initiative"
    )
    shown = text(explorer)
    assert "étape des blessures d'initiative" in shown
    assert "Bloqueuse" in shown
    assert "dégât" not in shown.lower()


def test_names_are_escaped_in_the_html() -> None:
    explorer = CombatExplorer("en", start=Duel(attacker_name="<b>Evil</b>", blocked=False))
    assert "<b>Evil</b>" not in explorer.html.value
    assert "&lt;b&gt;Evil&lt;/b&gt;" in explorer.html.value
    # A blocker that dies is named in the table's "Dies" column: escaped there too.
    dying = Duel(attacker_power=5, blocker_name="<script>x</script>")
    assert "<script>" not in CombatExplorer("en", start=dying).html.value


def test_jitte_preset_two_plus_six_seed_001() -> None:
    explorer = BetweenStepsExplorer("en")
    # 2 first-strike damage, 2 counters; remove them for +4/+4; 6 regular damage (the French
    # lesson).
    assert "P2 12" in text(explorer)
    explorer.controls["jitte_pump"].value = False
    assert "P2 16" in text(explorer)


def test_jitte_gets_four_counters_from_an_unblocked_double_striker_seed_001() -> None:
    result, note = preset("jitte").with_(jitte_pump=False).resolve("en")
    assert note is None
    assert result.permanent_counters(JITTE) == {"charge": 4}
    assert [row.counters for row in step_rows(result)] == [0, 2, 4]


def test_jitte_cost_that_cannot_be_paid_is_reported_602_2b() -> None:
    explorer = BetweenStepsExplorer("fr")
    explorer.controls["attacker_power"].value = 0  # deals no damage: no counters (510.1a)
    shown = text(explorer)
    assert "Le Jitte n'a pas été activé" in shown
    assert "602.2b" in shown
    assert "P2 20" in shown


def test_losing_double_strike_between_the_steps_702_4c() -> None:
    explorer = BetweenStepsExplorer("en")
    explorer.controls["jitte"].value = False
    explorer.controls["between"].value = "lose_double_strike"
    assert "P2 18" in text(explorer)  # only the first-strike damage
    assert "702.4c" in text(explorer)


def test_gaining_double_strike_after_first_strike_damage_702_4d() -> None:
    start = Duel(attacker_keywords=frozenset({FIRST_STRIKE}), blocked=False)
    explorer = BetweenStepsExplorer("en", start=start)
    assert "P2 18" in text(explorer)
    explorer.controls["between"].value = "gain_double_strike"
    assert "P2 16" in text(explorer)


def test_gaining_first_strike_late_does_not_stop_regular_damage_702_7c() -> None:
    # The blocker's first strike makes a first-strike step; the attacker has none then.
    start = Duel(
        attacker_power=3,
        attacker_toughness=5,
        blocker_power=1,
        blocker_toughness=3,
        blocker_keywords=frozenset({FIRST_STRIKE}),
    )
    explorer = BetweenStepsExplorer("en", start=start)
    explorer.controls["between"].value = "gain_first_strike"
    result = explorer.duel().resolve("en")[0]
    assert result.damage_by("A") == 3
    assert [s["step"] for s in result.steps if s["damage"]] == ["first_strike", "regular"]


def test_losing_first_strike_late_does_not_allow_a_second_hit_702_7c() -> None:
    start = Duel(attacker_keywords=frozenset({FIRST_STRIKE}), blocked=False)
    explorer = BetweenStepsExplorer("en", start=start)
    explorer.controls["between"].value = "lose_first_strike"
    assert "P2 18" in text(explorer)


def test_no_first_strike_step_means_nothing_between_steps_510_4() -> None:
    explorer = BetweenStepsExplorer("en", start=Duel(blocked=False))
    explorer.controls["between"].value = "gain_double_strike"
    assert "only one combat damage step" in text(explorer)
    assert "P2 18" in text(explorer)


def test_table_only_explorer_has_no_image() -> None:
    explorer = CombatExplorer("en", figure=False)
    assert explorer.image is None
    html_before = explorer.html.value
    explorer.controls["blocker_power"].value = 5
    assert explorer.html.value != html_before


def test_resolving_does_not_change_the_duel() -> None:
    duel = preset("jitte")
    first = duel.resolve("en")[0].to_dict()
    assert duel == preset("jitte")
    assert duel.resolve("en")[0].to_dict() == first


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_bad_preset_and_bad_between_are_scenario_errors(lang: str) -> None:
    with pytest.raises(ScenarioError) as bad_preset:
        CombatExplorer(lang, start="nonsense")
    assert bad_preset.value.field == "preset"
    assert "crypt_champion" in str(bad_preset.value)
    with pytest.raises(ScenarioError) as bad_between:
        Duel(attacker_keywords=frozenset({FIRST_STRIKE}), between="fly").combat(lang)
    assert bad_between.value.field == "between"
    assert "gain_double_strike" in str(bad_between.value)


def test_bad_values_are_scenario_errors_naming_the_field() -> None:
    with pytest.raises(ScenarioError) as error:
        Duel(attacker_power="two").combat("fr")  # type: ignore[arg-type]
    assert "power" in error.value.field
    assert error.value.lang == "fr"
    with pytest.raises(ScenarioError) as keyword:
        Duel(attacker_keywords=frozenset({"banding"})).combat("en")
    assert "keywords" in keyword.value.field


# ---- table and picture ------------------------------------------------------------------------


def test_step_table_follows_the_defending_players_life() -> None:
    result = preset("crypt_champion").resolve("en")[0]
    table = step_table(result, "en")
    assert table["Defending player's life"].tolist() == [20, 18, 16]
    assert list(table.index) == ["before damage", "first-strike damage step", "regular damage step"]


def test_step_table_in_french() -> None:
    result = preset("first_strike").resolve("fr")[0]
    table = step_table(result, "fr")
    assert table.index.name == "Étape"
    assert table["Meurt"].tolist() == ["—", "Bloqueuse", "—"]


# ---- reference tables and helpers -------------------------------------------------------------


def test_participation_table_follows_510_4() -> None:
    table = participation_table("en")
    rows = {(r["Attacker's keyword"], r["Blocker's keyword"]): r for r in table.to_dict("records")}
    none = rows[("no keyword", "no keyword")]
    assert none["First-strike step?"] == "no"  # 510.4: no first strike anywhere, one step
    assert none["Attacker deals damage in"] == "regular step only"
    fs_blocker = rows[("no keyword", "first strike")]
    assert fs_blocker["Blocker deals damage in"] == "first-strike step only"
    assert fs_blocker["Attacker deals damage in"] == "regular step only"
    assert rows[("double strike", "no keyword")]["Attacker deals damage in"] == "both steps"
    assert len(table) == 9


def test_participation_table_in_french_uses_official_terms() -> None:
    table = participation_table("fr")
    assert "double initiative" in set(table["Capacité de l'attaquante"])
    assert set(table[french_typography("Étape d'initiative ?")]) == {"oui", "non"}


def test_between_table_follows_702_4c_d_and_702_7c() -> None:
    """One row per change worth teaching, with the damage the engine deals and the rule that
    decides the regular step."""
    table = between_table("en")
    rows = {(r["Attacker's keyword"], r["Between the steps"]): r for r in table.to_dict("records")}
    regular, first, rule = "Damage in the regular step", "Damage in the first-strike step", "Rule"
    expected = {
        ("first strike", "nothing"): (2, 0, "702.7b"),
        ("first strike", "attacker gains double strike"): (2, 2, "702.4d"),
        ("first strike", "attacker loses first strike"): (2, 0, "702.7c"),
        ("double strike", "nothing"): (2, 2, "702.4b"),
        ("double strike", "attacker loses double strike"): (2, 0, "702.4c"),
        ("no keyword", "attacker gains first strike"): (0, 2, "702.7c"),
        ("no keyword", "attacker gains double strike"): (0, 2, "702.4b"),
    }
    assert {k: (r[first], r[regular], r[rule]) for k, r in rows.items()} == expected
    # No row where the change changes nothing (a first striker gaining first strike...).
    assert len(table) == len(expected)


def test_between_table_in_french_names_the_keywords_officially() -> None:
    table = between_table("fr")
    assert set(table["Capacité de l'attaquante"]) == {
        "initiative",
        "double initiative",
        "aucune capacité",
    }


def test_battle_mastery_and_rage_reflection_grant_double_strike() -> None:
    cadet = Creature("C", 1, 1, name="Eager Cadet")
    champion = Creature("D", 2, 2, keywords=["double strike"], name="Crypt Champion")
    mastery = granted_double_strike([cadet], to=["C"], lang="en").resolve()
    assert mastery.damage_to("P2") == 2  # 1 in each step
    reflection = granted_double_strike([cadet, champion], to=["C", "D"], lang="en").resolve()
    assert reflection.damage_by("C") == 2 and reflection.damage_by("D") == 4  # 702.4e
    assert cadet.keywords == frozenset()  # the creature given is not changed


def test_questions_html_lists_and_escapes_every_question() -> None:
    exercises = [player_damage(s, "en") for s in range(3)]
    shown = questions_html(exercises)
    assert shown.count("<li>") == 3
    assert all(html.escape(e.question) in shown for e in exercises)
    assert questions_html([]) == ""
