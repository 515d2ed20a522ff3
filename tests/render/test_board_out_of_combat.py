"""A creature removed from combat is drawn out of the fight, not as a fighter (506.4).

506.4: "A creature that's removed from combat stops being an attacking, blocking, blocked,
and/or unblocked creature"; it stays on the battlefield. The attacker it blocked stays blocked
(509.1h) and, without trample, deals no combat damage (510.1c). The board reads it from the
engine's snapshots: from the moment it is removed, its card is dotted and greyed, says
« retirée du combat » (agreeing with its name), no combat arrow touches it, and each later
moment says it under the board; the moments before show it as a fighter. A blocker whose
attacker is removed is still a blocking creature (509.1g): it is not marked.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

import pytest

import mtglearn as mtg
from mtglearn.door.outcome import CombatOutcome
from mtglearn.render.board import board_svg, frames

SVG = "{http://www.w3.org/2000/svg}"

#: What the card of a creature removed from combat says, by language and by the gender of its
#: name (« la créature B », « le Terrocorne krosian »).
REMOVED = {"en": ("removed from combat",) * 2, "fr": ("retirée du combat", "retiré du combat")}
NOTE = {
    "en": "{} stays on the battlefield, removed from combat (506.4): "
    "it no longer attacks or blocks.",
    "fr": "{} reste sur le champ de bataille, retiré{} du combat (506.4)\u00a0: "
    "{} n'attaque plus et ne bloque plus.",
}


def between_steps(lang: str, action: dict[str, Any], **blocker: Any) -> CombatOutcome:
    """A double striker blocked by B, a 2/4 that survives the first strike; ``action`` between
    the steps (one of the front door's action helpers)."""
    mtg.set_lang(lang)
    board = mtg.Board()
    board.attacker("A", 3, 3, "double strike")
    board.blocker("B", 2, 4, blocks="A", **blocker)
    board.between_steps(action)
    outcome = board.resolve()
    assert isinstance(outcome, CombatOutcome)
    return outcome


def blocker_removed_between_steps(lang: str, **blocker: Any) -> CombatOutcome:
    return between_steps(lang, mtg.remove_from_combat("B"), **blocker)


def moments(outcome: CombatOutcome) -> dict[str, ET.Element]:
    root = ET.fromstring(board_svg(outcome.result, outcome.lang))
    return {g.get("data-frame", ""): g for g in root.iter(f"{SVG}g") if g.get("class") == "frame"}


def card(frame: ET.Element, cid: str) -> ET.Element:
    return next(
        g for g in frame.iter(f"{SVG}g") if g.get("class") == "card" and g.get("data-id") == cid
    )


def words(element: ET.Element, css: str) -> list[str]:
    return ["".join(e.itertext()) for e in element.iter(f"{SVG}text") if e.get("class") == css]


def arrows_touching(frame: ET.Element, cid: str) -> list[str]:
    return [
        f"{g.get('data-source')}→{g.get('data-target')}"
        for g in frame.iter(f"{SVG}g")
        if (g.get("class") or "").startswith("damage")
        and cid in (g.get("data-source"), g.get("data-target"))
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_blocker_is_marked_from_the_moment_it_is_removed_506_4(lang: str) -> None:
    outcome = blocker_removed_between_steps(lang)
    shown = moments(outcome)
    assert list(shown) == ["blockers", "first_strike", "between", "regular"]
    for key in ("blockers", "first_strike"):  # a fighter: its first-strike damage is dealt to it
        b = card(shown[key], "B")
        assert b.get("data-combat") is None and words(b, "out") == []
    assert arrows_touching(shown["first_strike"], "B") == ["A→B"]
    for key in ("between", "regular"):
        b = card(shown[key], "B")
        assert b.get("data-combat") == "removed"
        assert b.get("data-alive") == "true"  # still on the battlefield, not destroyed
        assert words(b, "out") == [REMOVED[lang][0]]
        assert arrows_touching(shown[key], "B") == []
        assert card(shown[key], "A").get("data-combat") is None  # A stays blocked (509.1h)
    # The between-steps moment narrates the removal; the later moment says it again.
    notes = {key: words(frame, "note") for key, frame in shown.items()}
    name = "B" if lang == "en" else "La créature B"
    note = NOTE[lang].format(name, "e", "elle") if lang == "fr" else NOTE[lang].format(name)
    assert " ".join(notes["regular"]).count(note) == 1, notes["regular"]
    assert not any(note in " ".join(lines) for key, lines in notes.items() if key != "regular")
    assert outcome.creature("B").zone == "battlefield"


def test_the_french_card_agrees_with_a_masculine_name() -> None:
    outcome = blocker_removed_between_steps("fr", name="Krosan Tusker")
    regular = moments(outcome)["regular"]
    assert words(card(regular, "B"), "out") == [REMOVED["fr"][1]]
    note = NOTE["fr"].format("Le Terrocorne krosian", "", "il")
    assert note in " ".join(words(regular, "note"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_scenario_format_action_marks_it_too(lang: str) -> None:
    """The same combat written in the scenario format (docs/scenario-format.md §1.7)."""
    scenario = {
        "players": [{"name": "P1", "life": 20}, {"name": "P2", "life": 20}],
        "creatures": [
            {
                "id": "A",
                "controller": "P1",
                "power": 3,
                "toughness": 3,
                "keywords": ["double strike"],
            },
            {"id": "B", "controller": "P2", "power": 2, "toughness": 4},
        ],
        "attacks": {"A": "P2"},
        "blocks": {"B": "A"},
        "between_steps": [{"remove_from_combat": "B"}],
    }
    outcome = mtg.load(scenario, lang=lang)
    assert isinstance(outcome, CombatOutcome)
    marked = {f.key: f.cards["B"].out_of_combat for f in frames(outcome.result, lang)}
    assert marked == {"blockers": False, "first_strike": False, "between": True, "regular": True}


def test_a_blocker_whose_attacker_is_removed_still_blocks_509_1g() -> None:
    outcome = between_steps("en", mtg.remove_from_combat("A"))
    regular = frames(outcome.result, "en")[-1]
    assert regular.cards["A"].out_of_combat and not regular.cards["B"].out_of_combat


def test_a_destroyed_blocker_is_dead_not_out_of_combat() -> None:
    b = frames(between_steps("en", mtg.destroy("B")).result, "en")[-1].cards["B"]
    assert not b.alive and not b.out_of_combat
