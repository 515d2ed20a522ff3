"""Helpers of notebooks 06 and 07 (``mtglearn.teach.chapters.initiative_story``): tables and
stories.

Expected values come from rules 726.2 and 510.4 (first-strike step before the regular step), the
printed Undercity card (docs/cards.md §1.7) and Ravenloft Adventurer's Oracle text.
"""

from __future__ import annotations

import copy
import html

from mtglearn.base.i18n import french_typography
from mtglearn.teach.chapters.initiative_story import (
    RAVENLOFT_TURNS,
    play,
    players_table,
    ravenloft,
    refusal,
    rooms_table,
    terms_table,
    timing_table,
)
from tests.support.french import names_the_field


def test_timing_table_follows_726_2_step_by_step() -> None:
    """First striker + regular creature: P2 takes it in the first-strike step, the regular
    step's damage meets P2 as holder (no trigger); two regular creatures: one step, one trigger."""
    frame = timing_table("en")
    triggered = list(frame["726.2 triggers?"])
    holders = list(frame["Initiative held by (as damage is dealt)"])
    assert triggered[:2] == ["yes", "no"] and holders[:2] == ["P1", "P2"]
    assert triggered[2] == "yes" and len(frame) == 7  # 2 + 1 + 2 + 2 steps
    french = timing_table("fr")
    assert set(french[french_typography("726.2 se déclenche ?")]) == {"oui", "non"}


def test_rooms_table_lists_the_printed_arrows() -> None:
    frame = rooms_table("fr")
    assert len(frame) == 9
    leads = dict(zip(frame["Pièce"], frame["Les flèches mènent à"], strict=True))
    assert leads["Entrée secrète"] == "Forge, Puits perdu"
    assert leads["Arène"] == "Archives, Catacombes"
    assert "309.7" in leads["Trône des Trois Funestes"]


def test_terms_table_tells_the_two_initiatives_apart() -> None:
    """Glossary: 先攻 = first strike (702.7, a creature's), 先制 = the initiative (726, a
    player's)."""
    frame = terms_table("en")
    zh, whose = frame.columns[2], frame.columns[4]
    by_zh = dict(zip(frame[zh], frame[whose], strict=True))
    assert by_zh["先攻"] == "a creature's keyword ability"
    assert by_zh["先制"] == "a player's designation"


def test_players_table_in_french_says_oui_non() -> None:
    story = play([{"take_initiative": "P1"}], lang="fr")
    frame = players_table(story.outcome, "fr")
    assert frame.loc["P1", "Initiative (désignation)"] == "oui"
    assert frame.loc["P2", "Initiative (désignation)"] == "non"
    assert frame.loc["P1", "Pièce"] == "Entrée secrète"


def test_ravenloft_story_over_turns() -> None:
    """Enters → takes it; the blocked 2/2 is exiled with a hit counter; four upkeeps complete
    Undercity; the attack trigger then costs P2 one life per hit-counter card, before damage."""
    saved = copy.deepcopy(RAVENLOFT_TURNS)
    assert ravenloft(1, "en").holder == "P1"
    assert ravenloft(2, "en").player("P2")["hit_exile"] == 1
    assert ravenloft(5, "en").player("P1")["completed"] == []
    assert ravenloft(6, "en").player("P1")["completed"] == ["Undercity"]
    final = ravenloft(7, "en")
    assert final.player("P2")["life"] == 16
    assert saved == RAVENLOFT_TURNS  # the story's data is not mutated by playing it


def test_story_html_is_stable_and_escaped() -> None:
    story = play([{"take_initiative": "P1"}], lang="en")
    assert story._repr_html_() == play([{"take_initiative": "P1"}], lang="en")._repr_html_()
    assert repr(story) == "Story(initiative='P1')"
    assert story.map("P1")[:4] == b"\x89PNG"


def test_refusal_is_the_resolvers_message() -> None:
    assert refusal([{"take_initiative": "P1"}]) is None
    message = refusal(
        [{"venture": "P1", "into": "undercity", "dungeon": "Tomb of Annihilation"}], lang="fr"
    )
    assert message is not None and names_the_field(message, "events[0].dungeon", "fr")
    assert "Les Souterrains" in message


def test_player_names_are_escaped_in_html() -> None:
    story = play([{"take_initiative": "<b>Ann</b>"}], ("<b>Ann</b>", "Bob"), "en")
    page = story._repr_html_()
    assert "<b>Ann</b>" not in page
    assert "&lt;b&gt;Ann&lt;/b&gt;" in page


def test_each_part_of_the_ravenloft_story_tells_only_its_new_events() -> None:
    whole = ravenloft(3, "en")
    shown = whole.lines[whole.told :]
    assert shown[0] == "P1's turn: P1 is the active player."
    first_part = ravenloft(1, "en")
    assert first_part.told == 0
    told_before = first_part.lines[1]  # what part 1 told, after its players line
    assert told_before in whole.lines and told_before not in shown
    assert html.escape(told_before) not in whole._repr_html_()
