"""Grids and heatmaps (mtglearn.teach.figures.grids, mtglearn.teach.figures.heatmaps).

The expected values come from the rules and from seed lesson 001, as already pinned cell by cell
in ``tests/rules/test_combat_seed_grid.py`` (whose ``expected`` function is reused here, boundaries
included: P = T behaves like P > T, 2P = T kills B with 0 to the player, P = 0 deals nothing).
"""

from __future__ import annotations

import pandas as pd
import pytest

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import french_typography
from mtglearn.teach.display import png
from mtglearn.teach.figures.grids import (
    COLUMNS,
    HALF_LE_P_LT_T,
    P_GE_T,
    P_LT_HALF,
    P_LT_T,
    grid,
    localized,
    outcome_legend,
    outcome_table,
    player_damage_table,
    regions_for,
    value_table,
)
from mtglearn.teach.figures.heatmaps import FORMULAS, _boundaries, double_strike_heatmaps, heatmap
from tests.rules.test_combat_seed_grid import ATTACKER_TOUGHNESS, expected

POWERS = range(0, 16)
TOUGHNESSES = range(1, 16)


@pytest.mark.parametrize("trample", [False, True])
@pytest.mark.parametrize("bp", [0, 3, 5])
def test_grid_matches_every_seed_case(trample: bool, bp: int) -> None:
    words = ("double strike", "trample") if trample else ("double strike",)
    frame = grid(
        words,
        blocker_power=bp,
        powers=POWERS,
        toughnesses=TOUGHNESSES,
        attacker_toughness=ATTACKER_TOUGHNESS,
    )
    assert list(frame.columns) == list(COLUMNS)
    assert len(frame) == len(POWERS) * len(TOUGHNESSES)
    for row in frame.itertuples():
        want = expected(row.power, row.toughness, bp, trample)
        got = {
            "to_player": row.to_player,
            "to_b": row.to_blocker,
            "to_a": row.to_attacker,
            "b_dies": row.blocker_dies,
            "a_dies": row.attacker_dies,
        }
        assert got == want, (row.power, row.toughness)


@pytest.mark.parametrize("trample", [False, True])
def test_regions_read_from_results_match_the_lessons_inequalities(trample: bool) -> None:
    """The French lesson on double strike: B dies in the first step iff P ≥ T; in the second iff T/2
    ≤ P < T."""
    words = ("double strike", "trample") if trample else ("double strike",)
    frame = grid(words, powers=POWERS, toughnesses=TOUGHNESSES)
    p, t = frame["power"], frame["toughness"]
    assert (frame["region"][p >= t] == P_GE_T).all()
    assert (frame["region"][(2 * p >= t) & (p < t)] == HALF_LE_P_LT_T).all()
    assert (frame["region"][2 * p < t] == P_LT_HALF).all()


@pytest.mark.parametrize("words", [("first strike",), ()])
def test_single_strike_regions_are_p_ge_t_and_p_lt_t(words: tuple[str, ...]) -> None:
    """702.7b / 510.1: one damage step, B dies iff P ≥ T (lethal damage, 704.5g)."""
    frame = grid(words, powers=POWERS, toughnesses=TOUGHNESSES)
    p, t = frame["power"], frame["toughness"]
    assert (frame["region"][p >= t] == P_GE_T).all()
    assert (frame["region"][p < t] == P_LT_T).all()
    step = "dies_first" if words else "dies_regular"
    assert (frame["pattern"][p >= t] == step).all()


@pytest.mark.parametrize("words", [("trample",), ("first strike", "trample")])
def test_single_strike_trample_assigns_the_excess_to_the_player(words: tuple[str, ...]) -> None:
    """702.19b: lethal damage (T) to the blocker, the rest to the player: max(P − T, 0)."""
    frame = grid(words, powers=POWERS, toughnesses=TOUGHNESSES)
    want = (frame["power"] - frame["toughness"]).clip(lower=0)
    assert (frame["to_player"] == want).all()


def test_deathtouch_and_trample_one_damage_is_lethal() -> None:
    """702.2c + 702.19b: with deathtouch 1 is lethal, so P − 1 tramples over (P ≥ 1)."""
    frame = grid(("deathtouch", "trample"), powers=range(1, 16), toughnesses=TOUGHNESSES)
    assert (frame["to_player"] == frame["power"] - 1).all()
    assert frame["blocker_dies"].all()
    assert regions_for(("deathtouch", "trample")) is None
    assert set(frame["region"]) == {"dies_regular"}  # no lesson region: the fate is shown


def test_double_strike_deathtouch_trample_kills_in_the_first_step() -> None:
    """702.4b + 702.2c: B dies in the first step; the second step's P all go to the player."""
    frame = grid(("double strike", "deathtouch", "trample"), powers=range(1, 11))
    assert (frame["to_player"] == 2 * frame["power"] - 1).all()
    assert (frame["pattern"] == "dies_first").all()


def test_lifelink_gains_the_damage_the_attacker_dealt() -> None:
    """702.15b: damage dealt by a source with lifelink makes its controller gain that much."""
    frame = grid(("double strike", "trample", "lifelink"), powers=POWERS)
    assert (frame["life_gained"] == frame["to_player"] + frame["to_blocker"]).all()
    assert (grid(("double strike", "trample"))["life_gained"] == 0).all()


def test_a_blocker_with_first_strike_is_outside_the_lesson() -> None:
    assert regions_for(("double strike",), ("first strike",)) is None
    frame = grid(("double strike",), blocker_keywords=("first strike",), blocker_power=5)
    assert (frame["region"] == frame["pattern"]).all()
    # 702.7b: B's first-strike damage kills a 4-toughness A before A's regular damage.
    row = frame[(frame["power"] == 1) & (frame["toughness"] == 5)].iloc[0]
    assert row["attacker_dies"] and row["to_blocker"] == 1


def test_french_keyword_names_are_accepted() -> None:
    french = grid(["double initiative", "piétinement"])
    english = grid(["double strike", "trample"])
    pd.testing.assert_frame_equal(french, english)


def test_the_returned_frame_is_a_copy() -> None:
    first = grid(("double strike",))
    first.loc[:, "to_player"] = 99
    assert (grid(("double strike",))["to_player"] == 0).all()


@pytest.mark.parametrize(
    ("kwargs", "field", "fragment"),
    [
        ({"attacker_keywords": ["haste"]}, "attacker_keywords[0]", "double strike"),
        ({"attacker_keywords": "trample"}, "attacker_keywords", "list"),
        ({"blocker_keywords": [3]}, "blocker_keywords[0]", "trample"),
        ({"powers": [1, 40]}, "powers[1]", "0 to 30"),
        ({"powers": [-1]}, "powers[0]", "0 to 30"),
        ({"toughnesses": [0]}, "toughnesses[0]", "1 to 30"),
        ({"toughnesses": []}, "toughnesses", "at least one"),
        ({"toughnesses": ["2"]}, "toughnesses[0]", "whole number"),
        ({"blocker_power": True}, "blocker_power", "whole number"),
        ({"attacker_toughness": 0}, "attacker_toughness", "1 to 30"),
    ],
)
def test_bad_arguments_name_the_field_and_what_is_allowed(
    kwargs: dict[str, object], field: str, fragment: str
) -> None:
    with pytest.raises(ScenarioError) as info:
        grid(**kwargs, lang="en")  # type: ignore[arg-type]
    assert info.value.field == field
    assert fragment in str(info.value)


def test_bad_arguments_in_french() -> None:
    with pytest.raises(ScenarioError) as info:
        grid(["célérité"], lang="fr")
    assert info.value.field == "attacker_keywords[0]"
    assert "mots-clés permis" in str(info.value)
    with pytest.raises(ScenarioError, match="nombres entiers de 1 à 30"):
        grid(toughnesses=[31], lang="fr")
    with pytest.raises(ScenarioError, match="valeurs permises"):
        value_table(grid(), "power", "fr")


def test_localized_frame_speaks_french() -> None:
    frame = localized(grid(("double strike", "trample"), powers=[5], toughnesses=[3, 11]), "fr")
    assert "Blessures infligées au joueur défenseur" in frame.columns
    assert list(frame["B meurt"]) == ["oui", "non"]
    assert list(frame["Cas de la leçon"]) == ["F ≥ E", "F < E/2"]
    assert not any("dégât" in str(c).lower() for c in frame.columns)


def test_outcome_table_shows_the_regions_in_colors_with_a_fixed_uuid() -> None:
    html_en = outcome_table(lang="en", uuid="x1").to_html()
    assert "T/2 ≤ P &lt; T" in html_en and "P < T" not in html_en  # escaped
    assert "#T_x1" in html_en and "background-color: #56B4E9" in html_en
    assert "Power of A (P)" in html_en
    assert outcome_table(lang="en", uuid="x1").to_html() == html_en
    html_fr = outcome_table(lang="fr", uuid="x1").to_html()
    assert "Endurance de B (E)" in html_fr and html_fr != html_en
    assert "la créature attaquante A meurt" in outcome_legend("fr")


def test_outcome_table_marks_the_attacker_dying() -> None:
    # B (power 5) strikes back in the regular step when B survives the first: A (toughness 4) dies.
    html = outcome_table(("double strike",), blocker_power=5, powers=[1], toughnesses=[5]).to_html()
    assert "A†" in html


def test_player_damage_table_values() -> None:
    styler = player_damage_table(powers=[3, 6], toughnesses=[4], lang="fr", uuid="pd")
    assert list(styler.data.iloc[:, 0]) == [2, 8]  # 2P − T (seed, trample cases)
    assert "Blessures infligées au joueur défenseur" in styler.to_html()


@pytest.mark.parametrize("trample", [False, True])
def test_the_formulas_written_on_the_heatmap_are_true_in_their_regions(trample: bool) -> None:
    words = ("double strike", "trample") if trample else ("double strike",)
    frame = grid(words, blocker_power=3, powers=POWERS, toughnesses=TOUGHNESSES)
    p, t = frame["power"], frame["toughness"]
    for region, key in FORMULAS[trample].items():
        cells = frame["region"] == region
        assert cells.any()
        if key.endswith("2p_minus_t"):
            assert (frame["to_player"][cells] == (2 * p - t)[cells]).all()
        else:
            assert (frame["to_player"][cells] == 0).all()
        if key.endswith("b_2p"):
            assert (frame["to_blocker"][cells] == (2 * p)[cells]).all()


def test_heatmap_boundaries_follow_the_lesson_lines() -> None:
    """With trample the fate of B changes exactly across P = T and 2P = T (the French lesson)."""
    frame = grid(("double strike", "trample"), powers=POWERS, toughnesses=TOUGHNESSES)
    horizontal = {
        (round(a[0] + 0.5), round(a[1] + 0.5))  # (T, first power above the edge)
        for a, b in _boundaries(frame)
        if a[1] == b[1]
    }
    want = {(t, t) for t in TOUGHNESSES if t <= 15} | {(t, (t + 1) // 2) for t in TOUGHNESSES}
    assert horizontal == want


def test_heatmaps_are_deterministic_pngs_in_the_readers_language() -> None:
    first = png(double_strike_heatmaps("en", powers=range(0, 6), toughnesses=range(1, 6)))
    again = png(double_strike_heatmaps("en", powers=range(0, 6), toughnesses=range(1, 6)))
    french = png(double_strike_heatmaps("fr", powers=range(0, 6), toughnesses=range(1, 6)))
    assert first.startswith(b"\x89PNG") and first == again and french != first
    figure = double_strike_heatmaps("fr", powers=range(0, 6), toughnesses=range(1, 6))
    texts = [ax.get_xlabel() for ax in figure.axes] + [figure.get_suptitle()]
    assert "Endurance de B (E)" in texts and any("double initiative" in x for x in texts)


def test_single_heatmap_titles_name_the_keywords() -> None:
    figure = heatmap(grid(()), (), 2, "fr")
    assert figure.axes[0].get_title() == french_typography("A : aucune capacité ; B : force 2")


def test_heatmaps_read_well_when_projected() -> None:
    """P grows downwards as in the tables, cell numbers are at least 9 pt and nothing is
    boxed over them, the colour bar counts whole points of damage, every line has a legend."""
    figure = double_strike_heatmaps("fr", powers=range(0, 8), toughnesses=range(1, 8))
    figure.canvas.draw()  # tick labels exist once drawn
    panels, bar = figure.axes[:2], figure.axes[2]
    for ax in panels:
        assert ax.yaxis_inverted()  # row 0 on top
        numbers = [x for x in ax.texts if x.get_text().isdigit()]
        assert len(numbers) == 8 * 7 and min(x.get_fontsize() for x in numbers) >= 9
        assert all(x.get_bbox_patch() is None for x in ax.texts)
    ticks = [label.get_text() for label in bar.get_yticklabels() if label.get_text()]
    assert ticks and all(tick.lstrip("−-").isdigit() for tick in ticks)
    (legend,) = figure.legends
    labels = [text.get_text() for text in legend.get_texts()]
    assert (
        len(labels) == 3
        and any("F = E" in x for x in labels)  # French formulas: F (force), E (endurance)
        and any("2F = E" in x for x in labels)
    )
    single = heatmap(grid(("trample",)), ("trample",), 2, "en")
    assert [x.get_text() for x in single.legends[0].get_texts()] == [
        "where the engine's result changes (B dies in another step, or survives)"
    ]
