"""The combat explorer's keyword picker (notebook 11): the whole list of keywords, colors,
and an illegal choice explained by the engine's reason instead of a result."""

from __future__ import annotations

import html
import re

import pytest

from mtglearn.base.i18n import t
from mtglearn.rules.core.keywords import ALL_KEYWORDS
from mtglearn.teach.explorers.combat_explorer import CombatExplorer
from mtglearn.teach.explorers.keyword_explorer import PICKER_KEYWORDS, KeywordExplorer
from mtglearn.teach.explorers.typed_names import Reading, fold, read_typed
from mtglearn.words.keywords import display


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


# ---- what the picker says of a typed word ----------------------------------------------------


def type_in(explorer: KeywordExplorer, key: str, word: str) -> tuple[list[str], str, str]:
    """Type ``word`` in the picker ``key`` and press Enter: its tags, what it says (tags
    removed), and the offer button's label ("" when hidden)."""
    c = explorer.controls
    c[f"{key}_typing"].value = word
    offer = c[f"{key}_offer"]
    said = re.sub(r"<[^>]+>", "", c[f"{key}_said"].value)
    return (
        list(c[key].value),
        html.unescape(said),
        ("" if offer.layout.display == "none" else offer.description),
    )


@pytest.mark.parametrize(
    ("lang", "word", "said", "offered"),
    [
        ("en", "tram", "“tram” is not taken: it is not a name of the list", "trample"),
        ("en", "Vol", "“Vol” is not taken: it is the French name; in English it is “flying”",
         "flying"),
        ("fr", "pietinement", "« pietinement » n'est pas pris : le nom officiel s'écrit "
         "« piétinement », avec ses accents", "piétinement"),
        ("fr", "piét", "« piét » n'est pas pris : ce n'est pas un nom de la liste",
         "piétinement"),
        ("fr", "trample", "« trample » n'est pas pris : c'est le nom anglais ; en français, "
         "c'est « piétinement »", "piétinement"),
        ("en", "flyng", "The nearest is “flying”", "flying"),
    ],
)  # fmt: skip
def test_a_refused_word_says_why_and_the_nearest_name_is_one_click_away(
    lang: str, word: str, said: str, offered: str
) -> None:
    """The reader's typed word is refused with the reason, in the reader's language, and the
    nearest official name is offered; the offer adds it and clears the message."""
    explorer = KeywordExplorer(lang, figure=False)
    tags, message, button = type_in(explorer, "attacker_keywords", word)
    assert tags == []
    # (French no-break spaces read as spaces)
    assert " ".join(said.split()) in " ".join(message.split())
    assert offered in button
    explorer.controls["attacker_keywords_offer"].click()
    assert explorer.controls["attacker_keywords"].value == [offered]
    assert explorer.controls["attacker_keywords_said"].value == ""
    assert offered in text(explorer)  # the fight follows


def test_a_name_in_other_capitals_is_taken_and_nothing_close_offers_nothing() -> None:
    explorer = KeywordExplorer("en", figure=False)
    assert type_in(explorer, "attacker_keywords", "Flying") == (["flying"], "", "")
    tags, message, button = type_in(explorer, "attacker_keywords", "xyzzy")
    assert tags == ["flying"] and "no name of the list is close" in message and button == ""
    tags, message, button = type_in(explorer, "attacker_keywords", "flying")
    assert tags == ["flying"] and message == "“flying” is already chosen." and button == ""
    assert type_in(explorer, "attacker_colors", "Rouge")[1].endswith("in English it is “red”.")


def test_reading_a_typed_word_is_pure_and_uses_difflib_for_near_misses() -> None:
    names = ["trample", "flying", "first strike"]
    elsewhere = {"piétinement": "trample", "vol": "flying", "initiative": "first strike"}
    assert read_typed("  first   strike ", names, elsewhere).reason == "taken"
    assert read_typed("Piétinement", names, elsewhere) == Reading(
        "Piétinement", "trample", "other_language"
    )
    assert read_typed("frist strike", names, elsewhere) == Reading(
        "frist strike", "first strike", "close"
    )
    assert read_typed("qqq", names, elsewhere) == Reading("qqq", None, "unknown")
    assert fold("Piétinement’s") == "pietinement's"


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
