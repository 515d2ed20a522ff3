"""The computed sentences that replace silent checks in the notebooks
(mtglearn.teach.chapters.checks)."""

from __future__ import annotations

import pytest

import mtglearn as mtg
from mtglearn.door.combat import CombatResult
from mtglearn.teach.chapters.checks import (
    NO_TRAMPLE,
    TRAMPLE,
    Sentences,
    _checked,
    lesson_formulas,
    lesson_regions,
    outcome_lines,
    same_outcome,
)
from mtglearn.teach.duel import Duel, preset


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("trample", [True, False])
def test_the_lessons_formulas_hold_on_every_duel(trample: bool, lang: str) -> None:
    # 702.4b, 702.19b, 704.5g: the French lesson's statements, on 3 × 16 × 15 duels.
    checked = lesson_formulas(trample, lang=lang)
    assert checked.ok
    assert len(checked.lines) == len(TRAMPLE if trample else NO_TRAMPLE)
    assert all(line.startswith("✓") and "720" in line for line in checked.lines)


def test_the_named_cases_are_the_inequalities() -> None:
    checked = lesson_regions("en")
    assert checked.ok and len(checked.lines) == 3 and "240 duels" in checked.lines[0]


def test_a_false_statement_is_shown_as_failing_not_hidden() -> None:
    shown = _checked([("player", 3, 720)], "en")
    assert not shown.ok and shown.lines[0].startswith("✗ fails on 3 of 720 duels")


def test_outcome_says_what_the_engine_did() -> None:
    plain, _ = Duel(attacker_power=3, attacker_toughness=3).resolve("en")
    (line,) = outcome_lines(plain, lang="en").lines
    # 510.2: one step, both deal damage at once; 704.5g: the 2/2 blocker is destroyed.
    assert "1 combat damage step" in line and "Destroyed: Blocker" in line
    assert "Attacker 2" in line and "P2 20" in line
    jitte, _ = preset("jitte").resolve("fr")
    (french,) = outcome_lines(jitte, lang="fr").lines
    french = " ".join(french.split())  # no-break spaces of French typography read as spaces
    assert "2 étapes" in french and "2 marqueurs « charge » sur le Jitte d'Umezawa" in french
    assert "P2 12" in french


def in_(lang: str, board: mtg.Board) -> CombatResult:
    """The board resolved with ``lang`` as the language set (a result keeps its language)."""
    before = mtg.get_lang()
    mtg.set_lang(lang)
    try:
        return board.resolve()
    finally:
        mtg.set_lang(before)


@pytest.mark.parametrize(
    ("lang", "with_first_strike", "without"),
    [
        ("en", "A 3/2 (first strike) against B 3/3 — ", "A 3/2 against B 3/3 — "),
        ("fr", "La créature A 3/2 (initiative) contre la créature B 3/3 — ", "La créature A 3/2 "),
    ],
)
def test_outcomes_side_by_side_each_name_their_fight(
    lang: str, with_first_strike: str, without: str
) -> None:
    """Two fights compared (510.4, 702.7b: first strike's own step): each line says which fight
    it is, so the reader can tell the line with first strike from the one without."""
    boards = [mtg.Board(), mtg.Board()]
    boards[0].attacker("A", 3, 2, "first strike")
    boards[1].attacker("A", 3, 2)
    for board in boards:
        board.blocker("B", 3, 3, blocks="A")
    first, second = outcome_lines(*(in_(lang, b) for b in boards), lang=lang).lines
    assert first.startswith(f"→ {with_first_strike}") and second.startswith(f"→ {without}")
    assert "2" in first.split("—")[1][:40] and "1" in second.split("—")[1][:40]  # steps


def test_an_unblocked_fight_says_so_with_the_keywords_it_has_as_damage_begins() -> None:
    """Battle Mastery's double strike, gained before damage, is the creature's as the combat
    damage step begins (702.4b): the label shows it."""
    boards = [mtg.Board(), mtg.Board()]
    boards[0].attacker("A", 2, 2, "double strike", name="Crypt Champion")
    boards[1].attacker("C", 1, 1, name="Eager Cadet")
    boards[1].before_damage(mtg.gain("double strike", "C"))
    lines = outcome_lines(*(in_("fr", b) for b in boards), lang="fr").lines
    assert lines[0].startswith("→ Le Champion de la crypte 2/2 (double initiative), sans bloqueur")
    assert lines[1].startswith("→ Le Cadet impatient 1/1 (double initiative), sans bloqueur")


def test_the_same_fight_twice_keeps_its_lines_in_order_without_a_label() -> None:
    """Two combats of the same creatures (one with the Jitte's pumps between the steps, 510.4):
    a label would read the same twice, so none is given."""
    boards = [mtg.Board(), mtg.Board()]
    for board in boards:
        board.attacker("A", 2, 2, "double strike", name="Crypt Champion")
        board.jitte("A")
    boards[1].between_steps(mtg.remove_counters("J", "charge", 1, then=mtg.pump("A", 2, 2)))
    lines = outcome_lines(*(in_("en", b) for b in boards), lang="en").lines
    assert [line[:13] for line in lines] == ["→ The engine:"] * 2
    assert "P2 16" in lines[0] and "P2 14" in lines[1]


def test_same_outcome_compares_the_whole_fight() -> None:
    # 702.7d and 702.4: first strike adds nothing to double strike.
    only, _ = preset("crypt_champion").resolve("en")
    both, _ = (
        preset("crypt_champion")
        .with_(attacker_keywords={"double strike", "first strike"})
        .resolve("en")
    )
    assert same_outcome(only, both, "en").ok
    first, _ = preset("crypt_champion").with_(attacker_keywords={"first strike"}).resolve("en")
    differ = same_outcome(only, first, "en")
    assert not differ.ok and differ.lines[0].startswith("✗")


def test_sentences_render_as_html_escaped() -> None:
    html = Sentences(("✓ <b>",))._repr_html_()
    assert "&lt;b&gt;" in html and 'class="mtglearn-checks"' in html
