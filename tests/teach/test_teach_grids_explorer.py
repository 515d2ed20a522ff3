"""The grid explorer, driven from the kernel side: toggles and slider in, HTML and PNG out."""

from __future__ import annotations

import pytest

from mtglearn.teach.grid_explorer import TOGGLED, VIEWS, GridExplorer
from mtglearn.teach.grids import grid


def test_starts_with_double_strike_and_trample_and_draws_both_results() -> None:
    explorer = GridExplorer("en")
    assert explorer.keywords == ("double strike", "trample")
    assert explorer.html.value.startswith("<h4>A (double strike, trample, toughness 4)")
    assert explorer.image is not None and bytes(explorer.image.value).startswith(b"\x89PNG")
    assert "T/2 ≤ P &lt; T" in explorer.html.value
    assert set(explorer.controls) == {*TOGGLED, "blocker_power", "view"}


def test_toggling_trample_changes_the_table_and_the_heatmap() -> None:
    explorer = GridExplorer("en")
    explorer.controls["view"].value = "to_player"
    html, image = explorer.html.value, explorer.image.value
    # With trample, A 10/4 blocked by a 2/1 deals 2·10 − 1 = 19 to the player (the French lesson).
    assert ">19<" in html
    explorer.controls["trample"].value = False
    assert explorer.keywords == ("double strike",)
    assert explorer.html.value != html and explorer.image.value != image
    assert ">19<" not in explorer.html.value  # without trample the player takes nothing


def test_the_table_shows_the_resolvers_numbers() -> None:
    explorer = GridExplorer("en", keywords=("first strike", "trample"), blocker_power=3)
    explorer.controls["view"].value = "to_player"
    frame = grid(("first strike", "trample"), blocker_power=3)
    top = int(frame["to_player"].max())  # 10 power against toughness 1: 9 over (702.19b)
    assert top == 9 and f">{top}<" in explorer.html.value


def test_blocker_power_slider_decides_whether_the_attacker_dies() -> None:
    explorer = GridExplorer("en", keywords=("double strike",))
    explorer.controls["blocker_power"].value = 1
    assert "· A†" not in explorer.html.value  # 1 damage never kills a toughness-4 attacker
    explorer.controls["blocker_power"].value = 4
    assert "· A†" in explorer.html.value
    assert "power 4" in explorer.html.value


def test_lifelink_view_shows_life_gained() -> None:
    explorer = GridExplorer("en")
    explorer.controls["view"].value = "life_gained"
    assert ">0<" in explorer.html.value and ">20<" not in explorer.html.value
    explorer.controls["lifelink"].value = True
    # 10 power, double strike: 20 damage in all, all of it gained (702.15b).
    assert ">20<" in explorer.html.value


def test_deathtouch_toggle_leaves_the_lesson_regions() -> None:
    explorer = GridExplorer("en")
    explorer.controls["deathtouch"].value = True
    assert "B dies in the first-strike step" in explorer.html.value
    assert "T/2 ≤ P" not in explorer.html.value


@pytest.mark.parametrize("view", VIEWS)
def test_every_view_in_french(view: str) -> None:
    explorer = GridExplorer("fr")
    explorer.controls["view"].value = view
    assert "Force de A (F)" in explorer.html.value
    assert "bloquée par B" in explorer.html.value
    assert "dégât" not in explorer.html.value.lower()


def test_labels_are_french_keyword_names() -> None:
    explorer = GridExplorer("fr")
    assert explorer.controls["double strike"].description == "double initiative"
    assert explorer.controls["trample"].description == "piétinement"
    assert explorer.controls["blocker_power"].description == "Force de B"


def test_static_displays_the_current_state(capsys: pytest.CaptureFixture[str]) -> None:
    explorer = GridExplorer("en")
    text, picture = explorer.render()
    assert text == explorer.html.value and picture == explorer.image.value
    explorer.static()
    assert "HTML" in capsys.readouterr().out


def test_changing_the_view_keeps_the_heatmap_and_a_new_grid_redraws_it() -> None:
    explorer = GridExplorer("en")
    image, html = bytes(explorer.image.value), explorer.html.value
    explorer.controls["view"].value = "to_attacker"
    assert bytes(explorer.image.value) == image and explorer.html.value != html
    explorer.controls["blocker_power"].value = 7
    assert bytes(explorer.image.value) != image
    explorer.controls["blocker_power"].value = 2
    assert bytes(explorer.image.value) == image  # the same grid draws the same picture
