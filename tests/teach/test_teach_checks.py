"""The computed sentences that replace silent checks in the notebooks (mtglearn.teach.checks)."""

from __future__ import annotations

import pytest

from mtglearn.teach.checks import (
    NO_TRAMPLE,
    TRAMPLE,
    Sentences,
    _checked,
    lesson_formulas,
    lesson_regions,
    outcome,
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
    (line,) = outcome(plain, lang="en").lines
    # 510.2: one step, both deal damage at once; 704.5g: the 2/2 blocker is destroyed.
    assert "1 combat damage step" in line and "Destroyed: Blocker" in line
    assert "Attacker 2" in line and "P2 20" in line
    jitte, _ = preset("jitte").resolve("fr")
    (french,) = outcome(jitte, lang="fr").lines
    french = " ".join(french.split())  # no-break spaces of French typography read as spaces
    assert "2 étapes" in french and "2 marqueurs « charge » sur le Jitte d'Umezawa" in french
    assert "P2 12" in french


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
