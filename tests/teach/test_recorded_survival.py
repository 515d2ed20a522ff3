"""The teaching layer says why a creature survived as the engine recorded it: an indestructible
blocker with lethal damage marked on it survives by 702.12b, not because its damage is "less
than its toughness" (704.5g), which was false."""

from __future__ import annotations

import pytest

from mtglearn.rules.combat.engine import Combat
from mtglearn.teach.exercises.case_facts import Case, read_facts
from mtglearn.teach.exercises.fact_sentences import clause, hint


def _survival(lang: str, deathtouch: bool = False) -> tuple[str, str]:
    attacker = {"id": "A", "controller": "P1", "power": 3, "toughness": 3}
    if deathtouch:
        attacker = {**attacker, "power": 1, "keywords": ["deathtouch"]}
    blocker = {"id": "B", "controller": "P2", "power": 1, "toughness": 1 if not deathtouch else 4}
    blocker["keywords"] = ["indestructible"]
    result = Combat.from_scenario(
        {
            "players": ["P1", "P2"],
            "creatures": [attacker, blocker],
            "attacks": {"A": "P2"},
            "blocks": {"B": "A"},
        },
        lang,
    ).resolve(snapshots=True)
    case = Case(result)
    (fact,) = [f for f in read_facts(case) if f.kind == "survives" and f.actor == "B"]
    return clause(fact, case), hint(fact, case)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_indestructible_blocker_survives_by_702_12b(lang: str) -> None:
    sentence, tip = _survival(lang)
    assert "702.12b" in sentence and "704.5g" not in sentence
    if lang == "en":
        assert sentence == (
            "B ends combat with 3 damage marked on it, at least its toughness 1, but it is "
            "indestructible: it is not destroyed and survives (702.12b)"
        )
        assert "less than its toughness" not in sentence
        assert tip == "Does lethal damage destroy an indestructible creature?"
    else:
        assert "moins que son endurance" not in sentence
        assert "indestructible" in sentence


def test_an_indestructible_blocker_dealt_deathtouch_damage_survives_by_702_12b() -> None:
    sentence, _ = _survival("en", deathtouch=True)
    assert sentence == (
        "B was dealt damage by a source with deathtouch, but it is indestructible: it is not "
        "destroyed and survives (702.12b)"
    )
