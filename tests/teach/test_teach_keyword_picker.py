"""The combat explorer's keyword picker (notebook 11): the whole list of keywords, colors,
and an illegal choice explained by the engine's reason instead of a result."""

from __future__ import annotations

import re

import pytest

from mtglearn.base.i18n import t
from mtglearn.rules.core.keywords import ALL_KEYWORDS, display
from mtglearn.teach.explorers.combat_explorer import CombatExplorer
from mtglearn.teach.explorers.keyword_explorer import PICKER_KEYWORDS, KeywordExplorer


def text(explorer: CombatExplorer) -> str:
    return re.sub(r"<[^>]+>", " ", explorer.html.value)


def test_the_picker_offers_the_new_keywords_under_their_official_names() -> None:
    explorer = KeywordExplorer("fr", figure=False)
    offered = explorer.controls["attacker_keywords"].allowed_tags
    labels = {explorer.keyword_of[name]: name for name in offered}
    assert labels["protection from red"] == "protection contre le rouge"
    assert labels["toxic 2"] == "toxique 2"
    # Every option is its whole official name: the five protections from a color differ.
    protections = [n for n in offered if n.startswith("protection contre le ")]
    assert len(set(protections)) == len(protections) >= 5
    assert "first strike" in PICKER_KEYWORDS and "shadow" in PICKER_KEYWORDS
    assert set(PICKER_KEYWORDS) >= set(ALL_KEYWORDS) - {
        "provoke",
        "can block an additional creature",
        "can block any number of creatures",
        "plainswalk",
        "islandwalk",
        "swampwalk",
        "mountainwalk",
        "forestwalk",
    }


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_trample_over_protection_in_the_explorer(lang: str) -> None:
    explorer = KeywordExplorer(lang, figure=False)
    c = explorer.controls
    c["attacker_power"].value = 6
    c["attacker_keywords"].value = [display("trample", lang)]
    c["attacker_colors"].value = [t("teach_beyond.color.green", lang)]
    c["blocker_keywords"].value = [display("protection from green", lang)]
    shown = text(explorer)
    assert "702.16e" in shown and "P2 16" in shown


def test_an_illegal_block_shows_the_reason_instead_of_a_result() -> None:
    explorer = KeywordExplorer("en", figure=False)
    explorer.controls["attacker_keywords"].value = ["fear"]
    shown = text(explorer)
    assert "702.36b" in shown and "Not a legal fight" in shown
    explorer.controls["blocker_colors"].value = ["black"]
    assert "702.36b" not in text(explorer)


def test_the_combat_explorer_keeps_its_checkboxes_and_the_keyword_explorer_hides_them() -> None:
    explorer = CombatExplorer("en", figure=False)
    assert "attacker_keywords" not in explorer.controls
    assert "attacker_trample" in explorer.controls
    picker = KeywordExplorer("en", figure=False)
    assert picker.controls["attacker_trample"].layout.display == "none"
    picker.controls["attacker_colors"].value = ["red"]
    assert "Attacker is red." in text(picker)


def test_a_name_outside_the_list_is_refused_and_the_chosen_tags_start_with_the_fight() -> None:
    """The picker takes only the names it offers (nothing half-applied), and opens on the
    starting fight's keywords, in the reader's language."""
    from traitlets import TraitError

    explorer = KeywordExplorer("fr", start="crypt_champion", figure=False)
    picker = explorer.controls["attacker_keywords"]
    assert picker.value == ["double initiative"]
    before = explorer.html.value
    with pytest.raises(TraitError):
        picker.value = ["double strike"]  # the English name, in the French explorer
    assert picker.value == ["double initiative"] and explorer.html.value == before


# ---- notebook 11's exercises ---------------------------------------------------------------

from mtglearn.teach.exercises import exercises_beyond  # noqa: E402

GENERATORS = (
    exercises_beyond.protection_trample,
    exercises_beyond.infect_poison,
    exercises_beyond.exalted_alone,
    exercises_beyond.afflict_life,
    exercises_beyond.evasion_block,
)


@pytest.mark.parametrize("make", GENERATORS, ids=lambda f: f.__name__)
def test_exercises_are_seeded_bilingual_and_answered_by_the_engine(make: object) -> None:
    assert callable(make)
    for seed in range(12):
        en, fr = make(seed, "en"), make(seed, "fr")
        assert en == make(seed, "en")
        assert en.expected == fr.expected and en.question != fr.question
        assert en.explanation and fr.explanation
        assert en.check(en.expected).correct
    answers = {make(seed, "en").expected for seed in range(30)}
    assert len(answers) > 1, "the seeds give different answers"
