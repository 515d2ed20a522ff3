"""The shortcuts of the public path give exactly what the general reading gives.

Reading a combat scenario (format §1) takes a quick look at the usual entries — a plain
creature, an attack that breaks none of 508.1a-c, a block of one attacker given by its id — and
reads anything else field by field. Over random entries, well formed or not, each shortcut must
give the same creature, attack or block, or the same error (catalog key, field path and
message), as the general reading.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from mtglearn.errors import ScenarioError
from mtglearn.rules.combat.engine import Combat, _block_targets
from mtglearn.rules.combat.scenario import _creature, _plain_creature, _read_creature
from mtglearn.rules.core.board import Creature, FaceUp

LANG = "en"


def result(read: Callable[..., Any], *args: Any) -> tuple[Any, ...]:
    """What a reader gives: ``("ok", value)`` or the error's key, field and messages."""
    try:
        return ("ok", read(*args))
    except ScenarioError as error:
        return ("error", error.key, error.field, error.message("en"), error.message("fr"))


# -- creatures -----------------------------------------------------------------------------

ids = st.sampled_from(["A", "B", "Bob", " A", "", "\u00a0x"])
odd = st.one_of(st.none(), st.booleans(), st.integers(-2, 3), st.floats(0, 1), st.just([]))
numbers = st.one_of(st.integers(-3, 6), st.booleans(), st.just("2"), st.just(2.0))
keyword_lists = st.one_of(
    st.lists(
        st.sampled_from(
            ["flying", "trample", "double strike", "initiative", "toxic 2", "Flying", "fear"]
        ),
        max_size=3,
    ),
    st.just("flying"),
    st.just(None),
    st.lists(st.integers(0, 2), max_size=2),
)
creature_entries = st.fixed_dictionaries(
    {},
    optional={
        "id": st.one_of(ids, odd),
        "controller": st.one_of(st.sampled_from(["P1", "P2", " P1"]), odd),
        "power": numbers,
        "toughness": numbers,
        "name": st.one_of(st.sampled_from(["Grizzly Bears", "", " x"]), odd),
        "keywords": keyword_lists,
        "damage": numbers,
        "tapped": st.one_of(st.booleans(), st.integers(0, 1), st.none()),
        "counters": st.one_of(st.just({}), st.just({"+1/+1": 1})),
        "colors": st.one_of(st.just([]), st.just(["red"])),
        "typo": st.just(1),
    },
)
# Entries that are plain and well formed, so that the shortcut is taken often.
plain_entries = st.fixed_dictionaries(
    {
        "id": st.sampled_from(["A", "B"]),
        "controller": st.sampled_from(["P1", "P2"]),
        "power": st.integers(-2, 6),
        "toughness": st.integers(-2, 6),
    },
    optional={
        "name": st.sampled_from(["Grizzly Bears", "x"]),
        "keywords": st.lists(st.sampled_from(["flying", "trample", "deathtouch"]), max_size=2),
        "damage": st.integers(0, 3),
        "tapped": st.booleans(),
    },
)

# Plain entries in which one value may be wrong.
WRONG = {
    "id": st.one_of(ids, odd),
    "controller": st.one_of(st.just(" P1"), odd),
    "power": numbers,
    "toughness": numbers,
    "name": st.one_of(st.sampled_from(["", " x"]), odd),
    "keywords": keyword_lists,
    "damage": st.one_of(st.integers(-3, -1), numbers),
    "tapped": st.one_of(st.integers(0, 1), st.none()),
}


@st.composite
def near_plain_entries(draw: st.DrawFn) -> dict[str, Any]:
    entry = dict(draw(plain_entries))
    key = draw(st.sampled_from(sorted(WRONG)))
    entry[key] = draw(WRONG[key])
    return entry


def _reads_the_same_either_way(entry: dict[str, Any]) -> None:
    where = "creatures[0]"
    general = result(_read_creature, entry, where, LANG)
    assert result(_creature, entry, where, LANG) == general
    plain = _plain_creature(entry)
    if plain is not None:  # the shortcut accepts only what the general reading accepts
        assert general == ("ok", plain)


@settings(max_examples=300, deadline=None)
@given(st.one_of(creature_entries, plain_entries))
def test_a_creature_entry_reads_the_same_with_or_without_the_shortcut(
    entry: dict[str, Any],
) -> None:
    _reads_the_same_either_way(entry)


@settings(max_examples=300, deadline=None)
@given(near_plain_entries())
def test_a_plain_entry_with_one_wrong_value_reads_the_same_either_way(
    entry: dict[str, Any],
) -> None:
    _reads_the_same_either_way(entry)


@settings(max_examples=100, deadline=None)
@given(plain_entries)
def test_plain_well_formed_entries_take_the_shortcut(entry: dict[str, Any]) -> None:
    # Otherwise the test above would only ever compare the general reading with itself.
    if len(set(entry.get("keywords", []))) == len(entry.get("keywords", [])):
        assert _plain_creature(entry) is not None


# -- attacks and blocks ----------------------------------------------------------------------


def _board(teams: bool) -> Combat:
    """Creatures of every player, one with defender and one face down with defender
    (708.2a: it has no abilities, so it may attack)."""
    players = ("P1", "P2", "P3", "P4") if teams else ("P1", "P2")
    creatures = [
        Creature("A", 2, 2, controller="P1"),
        Creature("W", 0, 4, keywords=frozenset({"defender"}), controller="P1"),
        Creature("F", 2, 2, keywords=frozenset({"defender"}), face_up=FaceUp(3, 3)),
        Creature("B", 2, 2, controller="P2"),
    ]
    if teams:
        creatures.append(Creature("C", 1, 1, controller="P2"))
        creatures.append(Creature("D", 1, 1, controller="P3"))
    return Combat(
        creatures,
        {},
        players=players,
        teams=(("P1", "P2"), ("P3", "P4")) if teams else (),
    )


CREATURE_IDS = ["A", "W", "F", "B", "C", "D", "Z"]
attack_targets = st.one_of(
    st.sampled_from(["P1", "P2", "P3", "P4", "A", "Z", ""]),
    st.integers(0, 2),
    st.none(),
    st.just(["P2"]),
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(CREATURE_IDS), attack_targets, st.booleans())
def test_an_attack_checks_the_same_with_or_without_the_quick_look(
    attacker: str, player: object, teams: bool
) -> None:
    combat = _board(teams)
    by_id = {c.id: c for c in combat.creatures}
    general = result(combat._check_attack, attacker, player, by_id, LANG)
    expected = ("ok", {attacker: player}) if general == ("ok", None) else general
    assert result(combat._check_attacks, {attacker: player}, by_id, LANG) == expected


block_targets = st.one_of(
    st.sampled_from([*CREATURE_IDS, ""]),
    st.lists(st.one_of(st.sampled_from(CREATURE_IDS), st.integers(0, 1)), max_size=3),
    st.integers(0, 2),
    st.none(),
    st.just(("A",)),
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(CREATURE_IDS), block_targets)
def test_a_block_reads_the_same_with_or_without_the_quick_look(
    blocker: str, targets: object
) -> None:
    by_id = {c.id: c for c in _board(True).creatures}
    general = result(_block_targets, blocker, targets, by_id, LANG)
    expected = ("ok", {blocker: general[1]}) if general[0] == "ok" else general
    assert result(Combat._check_blocks, {blocker: targets}, by_id, LANG) == expected
