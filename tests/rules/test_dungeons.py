"""Dungeon maps (309.4) checked against the printed cards.

Expected shapes come from the cards' text (Undercity: docs/cards.md §1.7; the AFR dungeons: the
printed cards and the Forge scripts, docs/cards.md §4), not from the engine: number of rooms,
arrows, paths.
"""

from __future__ import annotations

import pytest

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import has, t
from mtglearn.rules.initiative.dungeons import (
    DEFAULT_DUNGEON,
    UNDERCITY,
    dungeon_names,
    dungeons,
    find_dungeon,
)
from mtglearn.rules.initiative.rooms import room_text_key
from tests.support.french import names_the_field


def test_the_four_dungeons_of_the_format_in_its_order() -> None:
    """docs/scenario-format.md §2 names four dungeons: Undercity and the three AFR dungeons."""
    assert dungeon_names() == (
        "Undercity",
        "Tomb of Annihilation",
        "Lost Mine of Phandelver",
        "Dungeon of the Mad Mage",
    )


@pytest.mark.parametrize(
    ("name", "rooms"),
    [
        ("Undercity", 9),
        ("Tomb of Annihilation", 5),
        ("Lost Mine of Phandelver", 7),
        ("Dungeon of the Mad Mage", 9),
    ],
)
def test_room_count(name: str, rooms: int) -> None:
    """Each card prints this many rooms."""
    assert len(find_dungeon(name, "dungeon", "en").rooms) == rooms


@pytest.mark.parametrize(
    ("name", "top", "bottom"),
    [
        ("Undercity", "Secret Entrance", "Throne of the Dead Three"),
        ("Tomb of Annihilation", "Trapped Entry", "Cradle of the Death God"),
        ("Lost Mine of Phandelver", "Cave Entrance", "Temple of Dumathoin"),
        ("Dungeon of the Mad Mage", "Yawning Portal", "Mad Wizard's Lair"),
    ],
)
def test_topmost_and_single_bottommost_room(name: str, top: str, bottom: str) -> None:
    """309.4a: the marker starts on the topmost room; 309.6: one bottommost room ends it."""
    dungeon = find_dungeon(name, "dungeon", "en")
    assert dungeon.top.name == top
    assert [r.name for r in dungeon.rooms if r.bottommost] == [bottom]


def test_every_arrow_leads_to_a_room_of_the_same_dungeon_and_every_room_is_reachable() -> None:
    """309.4: rooms are connected by arrows inside one card."""
    for dungeon in dungeons():
        names = {room.name for room in dungeon.rooms}
        for room in dungeon.rooms:
            assert set(room.exits) <= names, (dungeon.name, room.name)
        reached = {name for path in dungeon.paths() for name in path}
        assert reached == names, dungeon.name


def test_undercity_every_path_has_five_rooms() -> None:
    """docs/cards.md §1.7: every path through Undercity visits exactly five rooms."""
    paths = find_dungeon(UNDERCITY, "dungeon", "en").paths()
    assert {len(path) for path in paths} == {5}
    # Entrance → Forge → {Trap! → Archives, Arena → Archives | Catacombs};
    # Entrance → Lost Well → {Arena → Archives | Catacombs, Stash → Catacombs}.
    assert len(paths) == 6


def test_lost_mine_paths() -> None:
    """Cave Entrance → Goblin Lair | Mine Tunnels → (two exits each) → Temple of Dumathoin."""
    paths = find_dungeon("Lost Mine of Phandelver", "dungeon", "en").paths()
    assert {len(p) for p in paths} == {4}
    assert sorted(p[2] for p in paths) == ["Dark Pool", "Dark Pool", "Fungi Cavern", "Storeroom"]


def test_tomb_of_annihilation_paths() -> None:
    """Trapped Entry → Veils of Fear → Sandfall Cell → Cradle, or → Oubliette → Cradle."""
    paths = find_dungeon("Tomb of Annihilation", "dungeon", "en").paths()
    assert sorted(len(p) for p in paths) == [3, 4]
    assert ["Trapped Entry", "Oubliette", "Cradle of the Death God"] in paths


def test_mad_mage_paths() -> None:
    """Two branches (Dungeon Level, Lost Level), two rooms each: four paths of seven rooms."""
    paths = find_dungeon("Dungeon of the Mad Mage", "dungeon", "en").paths()
    assert len(paths) == 4
    assert {len(p) for p in paths} == {7}


def test_printed_exits_in_order() -> None:
    """The first exit printed is the default when no choice is given (docs/scenario-format.md
    §2)."""
    undercity = find_dungeon(UNDERCITY, "dungeon", "en")
    assert undercity.top.exits == ("Forge", "Lost Well")
    assert undercity.room("Lost Well").exits == ("Arena", "Stash")
    mine = find_dungeon("Lost Mine of Phandelver", "dungeon", "en")
    assert mine.room("Mine Tunnels").exits == ("Dark Pool", "Fungi Cavern")


def test_undercity_names_in_three_languages() -> None:
    """docs/cards.md §1.7 table: French and Chinese room names."""
    undercity = find_dungeon(UNDERCITY, "dungeon", "en")
    assert undercity.display("fr") == "Les Souterrains"
    assert undercity.names["zh"] == "地底城"
    assert undercity.room("Throne of the Dead Three").display("fr") == "Trône des Trois Funestes"
    assert undercity.room("Trap!").names["zh"] == "陷阱！"


def test_afr_dungeons_have_their_french_names_and_their_rooms_fall_back_to_english() -> None:
    """The three AFR dungeons carry the names of their French printing (docs/card-names.md);
    no French printing of their rooms was found: stored as null, the English name is shown."""
    tomb = find_dungeon("Tomb of Annihilation", "dungeon", "en")
    assert tomb.display("fr") == "Tombe de l'Annihilation"
    assert find_dungeon("Mine oubliée de Phancreux", "d", "fr").name == "Lost Mine of Phandelver"
    assert find_dungeon("Donjon du Mage Dément", "d", "fr").name == "Dungeon of the Mad Mage"
    assert tomb.room("Oubliette").names["fr"] is None
    assert tomb.room("Oubliette").display("fr") == "Oubliette"
    assert tomb.names["zh"] == "湮灭之墓"


def test_every_room_effect_has_text_in_both_languages() -> None:
    """Effect text shown to the reader comes from the catalog, in English and French."""
    for dungeon in dungeons():
        for room in dungeon.rooms:
            key = room_text_key(dungeon.id, room.id)
            assert has(key), key
            assert t(key, "en") != t(key, "fr")


def test_default_dungeon_is_not_undercity() -> None:
    """701.49d: a plain venture into the dungeon can't start Undercity."""
    assert DEFAULT_DUNGEON in dungeon_names()
    assert DEFAULT_DUNGEON != UNDERCITY


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_unknown_dungeon_lists_the_known_ones(lang: str) -> None:
    with pytest.raises(ScenarioError) as caught:
        find_dungeon("Tomb of Horrors", "events[0].dungeon", lang)  # type: ignore[arg-type]
    message = str(caught.value)
    assert names_the_field(message, "events[0].dungeon", lang)
    # Each language lists the dungeons as printed in it.
    assert ("Lost Mine of Phandelver" if lang == "en" else "Mine oubliée de Phancreux") in message
    assert ("inconnu" in message) == (lang == "fr")
