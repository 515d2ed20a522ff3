"""Tables and helpers that notebooks 09 and 10 show, checked against the rules they illustrate."""

from __future__ import annotations

import pytest

from mtglearn.base.errors import ScenarioError
from mtglearn.door import legions
from mtglearn.teach.chapters.amplify import (
    entering_result,
    entry_table,
    history_frame,
    refusal,
    shipped,
)
from mtglearn.teach.chapters.morph import (
    MADE_UP_ETB,
    SITUATIONS,
    history_table,
    looking_table,
    trigger_runs,
    trigger_table,
    walk,
)
from mtglearn.teach.exercises.exercise import Exercise
from mtglearn.teach.exercises.exercises_legions import questions_html
from tests.support.french import names_the_field


def test_entry_table_same_counters_however_it_enters_none_face_down_or_countered() -> None:
    frame = entry_table("Kilnmouth Dragon", "en")
    counters = frame["+1/+1 counters"]
    # Shivan Dragon + the changeling may be revealed: 2 cards x amplify 3 (702.38a).
    assert counters["cast"] == counters["from a graveyard"] == counters["put onto the battlefield"]
    assert counters["cast"] == 6
    assert counters["face down"] == 0 and frame.loc["face down"].iloc[-1] == "2/2"  # 708.3
    assert frame.loc["countered (never enters)", "Revealed cards"] == 0


def test_refusal_is_none_when_legal_and_the_engine_message_otherwise() -> None:
    assert refusal("Embalmed Brawler", ["Gravedigger"]) is None  # Zombie and Zombie
    message = refusal("Embalmed Brawler", ["Shivan Dragon"], lang="fr")
    assert (
        message is not None and names_the_field(message, "reveal[0]", "fr") and "702.38a" in message
    )
    assert refusal("Embalmed Brawler", [], how="face_down") is None
    assert refusal("Embalmed Brawler", ["Gravedigger"], how="face_down") is not None


def test_shipped_scenario_is_read_untouched() -> None:
    data = shipped("amplify_changeling.json")
    assert data["kind"] == "amplify" and shipped("amplify_changeling.json") == data


def test_entering_result_does_not_change_the_card() -> None:
    before = legions.card("Canopy Crawler")
    entering_result("Canopy Crawler", "all")
    assert legions.card("Canopy Crawler") == before and before.power == 2


def test_history_frame_filters_and_speaks_the_language() -> None:
    frame = history_frame(("turn_up",), "fr")
    assert list(frame.columns) == [
        "Règle aujourd'hui",
        "Règle en 2003",
        "La page de 2003",
        "Aujourd'hui",
    ]
    assert frame.iloc[0, 0] == "702.37e" and frame.iloc[0, 1] == "502.26d"
    assert len(history_frame(lang="en")) == len(legions.HISTORY)


def test_walk_refuses_illegal_actions() -> None:
    with pytest.raises(ScenarioError) as info:
        walk("Krosan Vorine", ["cast_face_down"])  # 702.37d: no morph
    assert "702.37d" in str(info.value)


def test_history_table_shows_each_step_and_the_708_8_rule() -> None:
    permanent = walk(MADE_UP_ETB.name, ["cast_face_down", "counter", "turn_up_cost"], "en")
    frame = history_table(permanent, "en")
    assert list(frame.loc["Power"]) == ["2", "3", "4"]  # 2/2, +1 counter, printed 3/3 + 1
    assert list(frame.loc["Triggered ability"]) == ["none"] * 3  # 708.3, 708.8


def test_trigger_table_rulings_2004_10_04() -> None:
    frame = trigger_table(trigger_runs("Skirk Marauder", "en"), "en")
    verdicts = dict(zip(SITUATIONS, frame.iloc[:, 1], strict=True))
    assert verdicts == {
        "cost": "yes",
        "effect": "yes",
        "enter_face_up": "no",
        "reveal": "no",
        "leave": "no",
    }
    assert "708.9" in frame.iloc[4, 2]


def test_looking_table_708_5() -> None:
    frame = looking_table(walk("Echo Tracer", ["cast_face_down"], "en"), "en")
    seen, looked = frame.columns
    assert frame.loc["Name", seen] == "(no name)" and frame.loc["Name", looked] == "Echo Tracer"
    assert frame.loc["Mana value", seen] == "0" and frame.loc["Mana value", looked] == "3"


def test_questions_html_escapes() -> None:
    exercise = Exercise("<b>1 & 2</b>?", 3, ("x",), "en")
    assert "&lt;b&gt;1 &amp; 2&lt;/b&gt;?" in questions_html([exercise])


def test_tables_escape_names_in_html() -> None:
    import pandas as pd

    from mtglearn.teach.chapters.amplify import table

    frame = pd.DataFrame({"<i>col</i>": ["<b>Evil & Co</b>"]}, index=["<u>row</u>"])
    shown = table(frame, "escape-test").to_html()
    assert "&lt;b&gt;Evil &amp; Co&lt;/b&gt;" in shown and "<b>Evil" not in shown
    assert "&lt;i&gt;col" in shown and "&lt;u&gt;row" in shown
