"""The quick looks of the public path agree with the full checks they stand in front of.

``resolve_scenario`` takes a short path for what nearly every scenario holds: a creature entry
already in the form a creature keeps (``Creature.usual``), a declaration of blockers legal at a
glance (``plainly_legal``). Anything else goes through the full checks, which name what is
wrong. A quick look may send a good entry to the full check; it must never pass an entry that
the full check refuses, nor make of it anything but what the full check makes.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtglearn.base.errors import ScenarioError
from mtglearn.rules.combat.blocking import Declaration, check_declaration, plainly_legal
from mtglearn.rules.combat.scenario import read_creature
from mtglearn.rules.core.board import Creature
from mtglearn.rules.core.keywords import ALL_KEYWORDS

GOOD_NAMES = st.sampled_from(["A", "P1", "Grizzly Bears"])
BAD_NAMES = st.one_of(st.sampled_from(["", " A", "\tA"]), st.integers(0, 1), st.none())
KEYWORDS = st.sampled_from(["flying", "trample", "double strike", "can't block"])
#: For each field of a creature entry: values the full check takes, values it refuses or
#: converts (French names, keywords in capitals or repeated, a tuple or a set of them...).
VALUES: dict[str, tuple[st.SearchStrategy[Any], st.SearchStrategy[Any]]] = {
    "id": (GOOD_NAMES, BAD_NAMES),
    "controller": (GOOD_NAMES, BAD_NAMES),
    "power": (st.integers(-2, 5), st.sampled_from([True, "3", 2.0, None])),
    "toughness": (st.integers(-1, 5), st.sampled_from([False, "3", None])),
    "name": (GOOD_NAMES, BAD_NAMES),
    "keywords": (
        st.lists(KEYWORDS, max_size=3, unique=True),
        st.one_of(
            st.lists(st.sampled_from(["Trample", "piétinement", "toxic 2", "fly", 3, "flying"])),
            st.sampled_from(["flying", None, ("reach",), frozenset({"reach"})]),
        ),
    ),
    "damage": (st.integers(0, 3), st.sampled_from([-1, True, None, "1"])),
    "tapped": (st.booleans(), st.sampled_from([0, 1, "yes", None])),
    "gender": (st.sampled_from(["m", "f"]), st.sampled_from(["x", "", None, 0])),
    "counters": (st.just({"+1/+1": 1}), st.just({"-1/-1": -1})),
    "face_down": (st.just(False), st.just(True)),
    "colour": (st.just(["red"]), st.just(["red"])),
}
REQUIRED = ("id", "controller", "power", "toughness")


@st.composite
def creature_entries(draw: st.DrawFn) -> dict[str, Any]:
    """Creature entries of a scenario, mostly well formed, often not quite: each field is
    there (always, or once in four times), mostly with a value the full check takes as it is."""
    entry: dict[str, Any] = {}
    for key, (good, bad) in VALUES.items():
        if draw(st.integers(0, 19)) < (19 if key in REQUIRED else 5):
            entry[key] = draw(good if draw(st.integers(0, 9)) < 8 else bad)
    return entry


@settings(max_examples=600, deadline=None)
@given(creature_entries())
def test_a_usual_creature_entry_makes_the_creature_the_full_check_makes(
    entry: dict[str, Any],
) -> None:
    usual = Creature.usual(entry)
    try:
        checked = read_creature(entry, "creatures[0]", "en")
    except ScenarioError:
        assert usual is None
        return
    if usual is not None:
        assert usual.__dict__ == checked.__dict__


GOOD_ENTRY: dict[str, Any] = {
    "id": "A",
    "controller": "P1",
    "power": 5,
    "toughness": 4,
    "keywords": ["double strike", "trample"],
    "name": "Grizzly Bears",
    "damage": 1,
    "tapped": False,
    "gender": "f",
}
ONE_FIELD_OFF = [
    (key, value)
    for key in GOOD_ENTRY
    for value in [
        None,
        "",
        "\t",
        " A",
        0,
        -1,
        True,
        "3",
        2.0,
        "x",
        ["Trample"],
        ["flying", "flying"],
        ("flying",),
        frozenset({"flying"}),
    ]
]


@pytest.mark.parametrize(("key", "value"), ONE_FIELD_OFF)
def test_one_field_off_the_usual_entry(key: str, value: object) -> None:
    entry = {**GOOD_ENTRY, key: value}
    usual = Creature.usual(entry)
    try:
        checked = read_creature(entry, "creatures[0]", "en")
    except ScenarioError:
        assert usual is None
        return
    if usual is not None:
        assert usual.__dict__ == checked.__dict__


@pytest.mark.parametrize(
    "entry",
    [
        {"id": "A", "controller": "P1", "power": 3, "toughness": 3},
        {
            "id": "A",
            "controller": "P1",
            "power": 5,
            "toughness": 4,
            "keywords": ["double strike", "trample"],
            "name": "Grizzly Bears",
            "damage": 1,
            "tapped": False,
            "gender": "m",
        },
    ],
)
def test_the_usual_entries_take_the_short_path(entry: dict[str, Any]) -> None:
    usual = Creature.usual(entry)
    assert usual is not None
    assert usual.__dict__ == read_creature(entry, "creatures[0]", "en").__dict__


@pytest.mark.parametrize(
    "entry",
    [
        {"id": "A", "controller": "P1", "power": 3, "toughness": 3, "name": None},
        {"id": "A", "controller": "P1", "power": 3, "toughness": 3, "keywords": ["Trample"]},
        {"id": "A", "controller": "P1", "power": 3, "toughness": 3, "keywords": ["toxic 2"]},
        {
            "id": "A",
            "controller": "P1",
            "power": 3,
            "toughness": 3,
            "keywords": ["flying", "flying"],
        },
        {"id": "A", "controller": "P1", "power": 3, "toughness": 3, "face_down": False},
        {"id": "A", "controller": "P1", "power": 3},
    ],
)
def test_other_entries_go_to_the_full_check(entry: dict[str, Any]) -> None:
    assert Creature.usual(entry) is None


#: Every keyword a creature may have, restrictions of 509.1b among them.
ANY_KEYWORDS = st.frozensets(st.sampled_from([*ALL_KEYWORDS, "toxic 2", "bushido 1"]), max_size=2)


@st.composite
def declarations(draw: st.DrawFn) -> tuple[dict[str, Creature], dict[str, str], dict[str, Any]]:
    """Two attackers of P1 and two creatures of P2 with any keywords, some tapped; attacks on
    P2 (or P3, or P1 itself) and blocks of one or two attackers, legal or not."""
    creatures = {
        cid: Creature(
            cid,
            draw(st.integers(0, 4)),
            draw(st.integers(1, 4)),
            keywords=draw(ANY_KEYWORDS),
            controller=controller,
            tapped=draw(st.integers(0, 9)) == 0,
        )
        for cid, controller in (("A1", "P1"), ("A2", "P1"), ("B1", "P2"), ("B2", "P2"))
    }
    attacks = {a: draw(st.sampled_from(["P2", "P2", "P3", "P1"])) for a in ("A1", "A2")}
    blocks = {
        b: draw(st.sampled_from([("A1",), ("A2",), ("A1", "A2"), ("B2",)]))
        for b in ("B1", "B2")
        if draw(st.booleans())
    }
    return creatures, attacks, blocks


@settings(max_examples=800, deadline=None)
@given(declarations())
def test_a_declaration_legal_at_a_glance_is_legal_rule_by_rule(
    declaration: tuple[dict[str, Creature], dict[str, str], dict[str, Any]],
) -> None:
    creatures, attacks, blocks = declaration
    if plainly_legal(creatures, attacks, blocks):
        check_declaration(Declaration(creatures, attacks, blocks), "en")


@pytest.mark.parametrize("side", ["attacker", "blocker"])
@pytest.mark.parametrize("keyword", [*ALL_KEYWORDS, "toxic 2", "bushido 1"])
def test_no_keyword_passes_a_glance_that_a_restriction_would_stop(side: str, keyword: str) -> None:
    """One keyword on one side of the simplest block, where every restriction it could carry
    applies: the blocker is stronger (skulk), colorless (fear, intimidate), and its controller
    has every basic land type (landwalk)."""
    given = (keyword,)
    attacker = Creature("A", 2, 4, keywords=given if side == "attacker" else ())
    blocker = Creature("B", 3, 3, keywords=given if side == "blocker" else (), controller="P2")
    creatures = {"A": attacker, "B": blocker}
    attacks, blocks = {"A": "P2"}, {"B": ("A",)}
    lands = {"P2": frozenset(("plains", "island", "swamp", "mountain", "forest"))}
    if plainly_legal(creatures, attacks, blocks):
        check_declaration(Declaration(creatures, attacks, blocks, lands=lands), "en")


def test_the_usual_declaration_is_legal_at_a_glance() -> None:
    attacker = Creature("A", 5, 4, keywords=("double strike", "trample"))
    blocker = Creature("B", 3, 3, keywords=("reach", "deathtouch"), controller="P2")
    creatures = {"A": attacker, "B": blocker}
    assert plainly_legal(creatures, {"A": "P2"}, {"B": ("A",)})
    flyer = Creature("A", 5, 4, keywords=("flying",))
    assert not plainly_legal({"A": flyer, "B": blocker}, {"A": "P2"}, {"B": ("A",)})
