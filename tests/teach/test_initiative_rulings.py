"""Notebook 06 prints only what each ruling adds: the lines of the engine's record that decide it.

``ruling(n, *games)`` picks events from the resolver's record (never cuts the narration's text):
every line it prints is a line of the game's own story, a game that continues the one before it
tells only its new events, and the room abilities every game repeats are left to the whole story
(``game.resolve().narrate()``) unless the ruling is about them.
"""

from __future__ import annotations

import html
import re

import nbformat
import pytest

import mtglearn as mtg
from mtglearn.teach.chapters.initiative_rulings import (
    RULING_RULES,
    deciding_events,
    deciding_lines,
    ruling,
)
from mtglearn.words.initiative import narrate
from tests.support.notebooks import series

LINE = re.compile(r"<li>(.*?)</li>")


def shown(number: int, *games: mtg.InitiativeGame) -> list[list[str]]:
    """The lines ``ruling`` prints, game by game."""
    parts = ruling(number, *games)._repr_html_().split('<div class="mtglearn-outcome">')[1:]
    return [[html.unescape(line) for line in LINE.findall(part)] for part in parts]


@pytest.fixture(autouse=True)
def english() -> None:
    mtg.set_lang("en")


def test_a_game_that_continues_the_one_before_tells_only_what_it_adds() -> None:
    twice = mtg.InitiativeGame("P1", "P2").take_initiative("P1").take_initiative("P1")
    hit = (
        mtg.InitiativeGame("P1", "P2")
        .take_initiative("P1")
        .take_initiative("P1")
        .combat_damage("P2", to="P1")
    )
    first, second = shown(2, twice, hit)
    assert any("(726.5)" in line for line in first)  # the ruling's own rule
    assert not set(first) & set(second)
    assert any("P2 takes it (726.2)" in line for line in second)
    assert any("(726.3)" in line for line in second)
    # Every line is a line of the game's whole story: picked from the record, never written.
    story = narrate(hit.resolve().to_dict(), "en")
    assert set(first + second) <= set(story)


def test_the_room_abilities_every_game_repeats_are_left_to_the_whole_story() -> None:
    one = mtg.InitiativeGame("P1", "P2").take_initiative("P1").take_initiative("P2")
    (lines,) = shown(7, one)
    story = narrate(one.resolve().to_dict(), "en")
    assert sum("Room ability" in line for line in story) == 2
    assert not any("Room ability" in line for line in lines)
    assert len(lines) < len(story) - 2
    # ...unless the ruling is about them: ruling 5, the first room's ability triggers (309.4c).
    (fifth,) = shown(5, mtg.InitiativeGame("P1", "P2").take_initiative("P2"))
    assert sum("Room ability of Secret Entrance" in line for line in fifth) == 1


def test_where_each_marker_ends_and_who_holds_it_are_always_told() -> None:
    last = mtg.InitiativeGame("P1", "P2").venture("P1").venture("P1").venture("P1")
    last.venture("P1", hold=True).take_initiative("P1")
    outcome = last.resolve().to_dict()
    events = deciding_events(outcome, RULING_RULES[6])
    kinds = [e["type"] for e in events]
    assert "complete" in kinds and "take_initiative" in kinds  # 701.49c, 726.1
    ventures = [e for e in events if e["type"] == "venture"]
    assert ventures[-1]["room"] == "Secret Entrance" and ventures[-1]["rule"] == "701.49c"
    # The ventures through Lost Mine of Phandelver (701.49b) are not what ruling 6 is about.
    assert all(e["rule"] != "701.49b" for e in ventures)
    quiet = (
        mtg.InitiativeGame("P1", "P2", "P3").upkeep("P1").turn("P2").combat_damage("P2", to="P1")
    )
    assert deciding_lines(quiet.resolve().to_dict(), RULING_RULES[3], "en")[-1] == (
        "In the end, nobody has the initiative."
    )


def test_french_lines_are_the_french_story() -> None:
    game = mtg.InitiativeGame("P1", "P2").take_initiative("P1").take_initiative("P2")
    mtg.set_lang("fr")
    lines = deciding_lines(game.resolve().to_dict(), RULING_RULES[7], "fr")
    assert "P2 prend l'initiative\u202f; P1 cesse de la détenir" in lines[2]


def test_an_unknown_ruling_is_refused_with_what_exists() -> None:
    with pytest.raises(ValueError, match="one of 1 to 10"):
        ruling(11, mtg.InitiativeGame("P1", "P2"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_notebook_06_prints_no_story_line_twice_in_a_ruling_and_no_repeated_room(
    lang: str,
) -> None:
    cells = nbformat.read(series(lang)["06"], as_version=4).cells
    printed: list[str] = []
    for cell in cells:
        if cell.cell_type != "code" or "ruling(" not in cell.source:
            continue
        for output in cell.get("outputs", []):
            for part in str(output.get("data", {}).get("text/html", "")).split(
                '<div class="mtglearn-outcome">'
            )[1:]:
                lines = LINE.findall(part)
                assert len(lines) == len(set(lines)), cell.source
                printed += lines
    assert len(printed) > 30  # the nine rulings played
    searched = [line for line in printed if "Secret Entrance" in line or "Entrée secrète" in line]
    room_abilities = [line for line in searched if "309.4c" in line]
    assert len(room_abilities) == 1  # once, in ruling 5, the one about it
