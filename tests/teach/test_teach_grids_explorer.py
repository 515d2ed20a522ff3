"""The grid explorer, driven from the kernel side: toggles and slider in, HTML (the table and
the SVG heatmap) out."""

from __future__ import annotations

import re

import pytest

from mtglearn.teach.explorers.grid_explorer import TOGGLED, VIEWS, GridExplorer
from mtglearn.teach.figures.grids import grid
from mtglearn.teach.figures.heatmap_svg import heatmap_svg


def test_starts_with_double_strike_and_trample_and_draws_both_results() -> None:
    explorer = GridExplorer("en")
    assert explorer.keywords == ("double strike", "trample")
    # The heat map first, in the box a phone fits to its width until it is tapped.
    assert explorer.html.value.startswith(
        '<div class="mtglearn-zoom" tabindex="0">'
        '<svg xmlns="http://www.w3.org/2000/svg" class="mtglearn-heatmap"'
    )
    assert "<h4>A (double strike, trample, toughness 4)" in explorer.html.value
    assert explorer.image is None
    assert "T/2 ≤ P &lt; T" in explorer.html.value
    assert set(explorer.controls) == {*TOGGLED, "blocker_power", "view"}


def test_toggling_trample_changes_the_table_and_the_heatmap() -> None:
    explorer = GridExplorer("en")
    explorer.controls["view"].value = "to_player"
    html, image = explorer.html.value, figure(explorer.html.value)
    # With trample, A 10/4 blocked by a 2/1 deals 2·10 − 1 = 19 to the player (the French lesson).
    assert ">19<" in html
    explorer.controls["trample"].value = False
    assert explorer.keywords == ("double strike",)
    assert explorer.html.value != html and figure(explorer.html.value) != image
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
    assert text == explorer.html.value and picture is None
    explorer.static()
    assert "HTML" in capsys.readouterr().out
    # The static copy carries the heatmap as an image: an untrusted notebook drops inline SVG.
    explorer._copy = "-static"
    assert (
        '<img class="mtglearn-heatmap-img" src="data:image/svg+xml;base64,' in explorer.render()[0]
    )


def test_changing_the_view_keeps_the_heatmap_and_a_new_grid_redraws_it() -> None:
    explorer = GridExplorer("en")
    image, html = figure(explorer.html.value), explorer.html.value
    explorer.controls["view"].value = "to_attacker"
    assert figure(explorer.html.value) == image and explorer.html.value != html
    explorer.controls["blocker_power"].value = 7
    assert figure(explorer.html.value) != image
    explorer.controls["blocker_power"].value = 2
    assert figure(explorer.html.value) == image  # the same grid draws the same picture


def figure(html: str) -> str:
    """The heatmap of an explorer's result."""
    found = re.search(r"<svg .*?</svg>", html, re.S)
    assert found is not None
    return found[0]


def test_the_heatmap_colours_each_cell_by_the_resolvers_damage_and_draws_its_boundaries() -> None:
    """A 10/4 double striker with trample blocked by a 2/1 deals 2·10 − 1 = 19 to the player
    (702.4b, 702.19b): the brightest cell, P 10 T 1; a 0-power attacker deals nothing."""
    frame = grid(("double strike", "trample"), blocker_power=2)
    svg = heatmap_svg(frame, ("double strike", "trample"), 2, "en")
    assert "<title>P 10, T 1: 19</title>" in svg and "<title>P 0, T 5: 0</title>" in svg
    assert svg.count("<rect") >= 110 and 'stroke="#D55E00"' in svg
    assert "damage to the defending player" in svg
    # Never drawn smaller than its design size (its smallest text is 14 px).
    assert "min-width:" in svg and 'font-size="12"' not in svg


def test_opens_on_the_table_asked_for_and_refuses_an_unknown_one_naming_the_field() -> None:
    """Notebook 03 opens it on the damage A receives (a table the lesson has not printed)."""
    explorer = GridExplorer("en", view="to_attacker")
    assert explorer.controls["view"].value == "to_attacker"
    assert explorer.html.value != GridExplorer("en").html.value
    from mtglearn.base.errors import ScenarioError

    with pytest.raises(ScenarioError) as error:
        GridExplorer("fr", view="outcomes")
    message = str(error.value).replace("\u00a0", " ")
    assert "(champ view)" in message and "to_attacker" in message and "« outcomes »" in message
