"""Amplify (702.38): each test is derived from a rule, the format (§3) or a Legions card."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mtglearn import ScenarioError, resolve_scenario
from mtglearn.door import legions
from mtglearn.door.scenario import narrate
from mtglearn.render.tables import amplify_html
from mtglearn.rules.core.characteristics import Card
from mtglearn.rules.legions.amplify import amplify
from tests.support.cli import run_cli
from tests.support.french import names_the_field

ROOT = Path(__file__).resolve().parents[2]


def crawler_scenario(**overrides: Any) -> dict[str, Any]:
    """docs/scenario-format.md §3 example: Canopy Crawler (Beast, amplify 1)."""
    data: dict[str, Any] = {
        "kind": "amplify",
        "creature": {
            "name": "Canopy Crawler",
            "power": 2,
            "toughness": 2,
            "types": ["Beast"],
            "amplify": [1],
        },
        "hand": [
            {"name": "Krosan Tusker", "types": ["Beast"]},
            {"name": "Mistform Ultimus", "types": [], "changeling": True},
            {"name": "Llanowar Elves", "types": ["Elf", "Druid"]},
        ],
        "entering_together": [],
        "reveal": "all",
    }
    data.update(overrides)
    return data


def error_of(data: dict[str, Any], lang: str = "en") -> ScenarioError:
    with pytest.raises(ScenarioError) as info:
        resolve_scenario(data, lang)
    return info.value


# --- 702.38a ---------------------------------------------------------------------------------


def test_702_38a_format_example_reveals_the_beast_and_the_changeling() -> None:
    """702.38a + 702.73a: "all" reveals the cards sharing a type (Beast; changeling = every
    type), not the Elf Druid; amplify 1 x 2 cards = 2 counters on a 2/2."""
    out = resolve_scenario(crawler_scenario())
    assert out["revealed"] == ["Krosan Tusker", "Mistform Ultimus"]
    assert (out["counters"], out["power"], out["toughness"]) == (2, 4, 4)


def test_702_38a_any_number_includes_zero() -> None:
    """702.38a "reveal any number of cards": revealing none is allowed and gives no counter."""
    out = resolve_scenario(crawler_scenario(reveal=[]))
    assert (out["revealed"], out["counters"], out["power"]) == ([], 0, 2)


def test_702_38a_a_chosen_subset_counts_only_what_is_revealed() -> None:
    """702.38a: N counters for each card revealed *this way*, so a partial reveal counts less."""
    out = resolve_scenario(crawler_scenario(reveal=["Krosan Tusker"]))
    assert (out["counters"], out["power"], out["toughness"]) == (1, 3, 3)


def test_702_38a_n_counters_per_card() -> None:
    """Kilnmouth Dragon (amplify 3) revealing two Dragons enters with 3 x 2 = 6 counters."""
    dragon = legions.card("Kilnmouth Dragon")
    hand = [Card("Shivan Dragon", types=("Dragon",)), Card("Rorix", types=("Dragon",))]
    result = amplify(dragon, hand)
    assert result.counters == 6
    assert (result.power, result.toughness) == (11, 11)


def test_702_38a_cannot_reveal_itself() -> None:
    """702.38a "You can't reveal this card": the entering creature is not in the hand."""
    err = error_of(crawler_scenario(reveal=["Canopy Crawler"]))
    assert err.field == "reveal[0]"
    assert err.key == "legions.error.reveal_itself"
    assert "702.38a" in str(err)


def test_702_38a_another_copy_in_hand_may_be_revealed() -> None:
    """702.38a forbids revealing *this* card; a second Canopy Crawler in hand is another card
    that shares the Beast type, so it may be revealed."""
    data = crawler_scenario(reveal=["Canopy Crawler"])
    data["hand"].append({"name": "Canopy Crawler", "types": ["Beast"]})
    assert resolve_scenario(data)["counters"] == 1


def test_702_38a_cannot_reveal_cards_entering_at_the_same_time() -> None:
    """702.38a: cards entering the battlefield at the same time can't be revealed."""
    data = crawler_scenario(
        entering_together=[{"name": "Feral Throwback", "types": ["Beast"]}],
        reveal=["Feral Throwback"],
    )
    err = error_of(data, "fr")
    assert err.field == "reveal[0]"
    assert "en même temps" in str(err)
    assert "702.38a" in str(err)


def test_702_38a_entering_together_are_not_revealed_by_all() -> None:
    """702.38a: "all" still reveals only cards in hand, never those entering with it."""
    data = crawler_scenario(entering_together=[{"name": "Feral Throwback", "types": ["Beast"]}])
    assert "Feral Throwback" not in resolve_scenario(data)["revealed"]


def test_702_38a_card_sharing_no_type_is_refused_and_allowed_types_named() -> None:
    """702.38a: only cards sharing a creature type; the error says which types would do."""
    err = error_of(crawler_scenario(reveal=["Llanowar Elves"]))
    assert err.field == "reveal[0]"
    message = str(err)
    assert "Beast" in message and "Llanowar Elves" in message
    # The message also lists the cards that could have been revealed.
    assert "Krosan Tusker" in message and "Mistform Ultimus" in message


def test_702_38a_card_sharing_no_type_in_french() -> None:
    """Same refusal in French, with the French creature type name ("Bête")."""
    err = error_of(crawler_scenario(reveal=["Llanowar Elves"]), "fr")
    assert "aucun type de créature en commun" in str(err)
    assert "Bête" in str(err)


def test_702_38a_creature_without_types_can_reveal_nothing() -> None:
    """702.38a needs a *shared* creature type: a typeless amplify creature shares none, not
    even with a changeling (which has every type only if the other card has one)."""
    data = crawler_scenario()
    data["creature"]["types"] = []
    assert resolve_scenario(data)["revealed"] == []


def test_702_73a_changeling_creature_shares_with_any_typed_card() -> None:
    """702.73a: a changeling amplify creature is every creature type: it may reveal the Elf,
    but not a card that has no creature type at all."""
    creature = Card("Shapeshifter", 1, 1, changeling=True, amplify=(1,))
    hand = [Card("Llanowar Elves", types=("Elf",)), Card("Shock")]
    result = amplify(creature, hand)
    assert result.revealed == ("Llanowar Elves",)
    with pytest.raises(ScenarioError):
        amplify(creature, hand, ["Shock"])


def test_two_copies_in_hand_can_be_revealed_twice_not_three_times() -> None:
    """A card in hand is revealed at most once: two copies of a name may be named twice."""
    data = crawler_scenario(reveal=["Krosan Tusker", "Krosan Tusker"])
    data["hand"].append({"name": "Krosan Tusker", "types": ["Beast"]})
    assert resolve_scenario(data)["counters"] == 2
    data["reveal"] = ["Krosan Tusker"] * 3
    err = error_of(data)
    assert (err.field, err.key) == ("reveal[2]", "legions.error.reveal_twice")


def test_one_card_revealed_twice_is_an_error_in_french() -> None:
    err = error_of(crawler_scenario(reveal=["Krosan Tusker", "Krosan Tusker"]), "fr")
    assert err.field == "reveal[1]"
    assert "révélé plus de fois" in str(err)


def test_name_not_in_hand_lists_the_hand() -> None:
    err = error_of(crawler_scenario(reveal=["Grizzly Bears"]))
    assert err.field == "reveal[0]"
    assert "not in your hand" in str(err)
    assert "Krosan Tusker" in str(err)


# --- 702.38b ---------------------------------------------------------------------------------


def test_702_38b_instances_work_separately_and_add_up() -> None:
    """702.38b: amplify 1 + amplify 2 revealing the same 2 cards → 2 + 4 = 6 counters."""
    data = crawler_scenario(reveal=["Krosan Tusker", "Mistform Ultimus"])
    data["creature"]["amplify"] = [1, 2]
    out = resolve_scenario(data)
    assert out["counters_per_instance"] == [2, 4]
    assert (out["counters"], out["power"], out["toughness"]) == (6, 8, 8)
    instances = [e for e in out["events"] if e["type"] == "amplify_instance"]
    assert [e["rule"] for e in instances] == ["702.38b", "702.38b"]


# --- 708.2 / 708.3: entering face down --------------------------------------------------------


def test_708_3_entering_face_down_has_no_amplify() -> None:
    """708.2a/708.3: a creature entering face down has no abilities: no reveal, no counter,
    and it is a 2/2."""
    out = resolve_scenario(crawler_scenario(how="face_down"))
    assert (out["revealed"], out["counters"], out["power"], out["toughness"]) == ([], 0, 2, 2)
    assert any(e["rule"] == "708.3" for e in out["events"])


def test_708_3_revealing_while_entering_face_down_is_an_error_in_both_languages() -> None:
    data = crawler_scenario(how="face_down", reveal=["Krosan Tusker"])
    en, fr = error_of(data), error_of(data, "fr")
    assert en.field == fr.field == "reveal[0]"
    assert "face down" in str(en) and "face cachée" in str(fr)


def test_creature_without_amplify_reveals_nothing() -> None:
    data = crawler_scenario()
    data["creature"]["amplify"] = []
    assert resolve_scenario(data)["revealed"] == []
    data["reveal"] = ["Krosan Tusker"]
    assert error_of(data).key == "legions.error.no_amplify"


# --- bad input -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"reveal": "some"}, "reveal"),
        ({"reveal": 3}, "reveal"),
        ({"how": "teleported"}, "how"),
        ({"hand": "Krosan Tusker"}, "hand"),
        ({"hand": [{"name": "X", "power": 1}]}, "hand[0].power"),
        ({"entering_together": [{"types": ["Beast"]}]}, "entering_together[0].name"),
        ({"typo": 1}, "typo"),
        ({"reveal": [7]}, "reveal[0]"),
    ],
)
def test_bad_input_names_the_field(change: dict[str, Any], field: str) -> None:
    err = error_of(crawler_scenario(**change))
    assert err.field == field


@pytest.mark.parametrize(
    ("key", "value", "field"),
    [
        ("amplify", [0], "creature.amplify[0]"),
        ("amplify", 1, "creature.amplify"),
        ("power", "2", "creature.power"),
        ("types", [""], "creature.types[0]"),
        ("colors", ["purple"], "creature.colors[0]"),
        ("mana_cost", "3G", "creature.mana_cost"),
    ],
)
def test_bad_creature_fields(key: str, value: object, field: str) -> None:
    data = crawler_scenario()
    data["creature"][key] = value
    assert error_of(data, "fr").field == field


def test_missing_creature_is_required() -> None:
    data = crawler_scenario()
    del data["creature"]
    assert error_of(data).field == "creature"


# --- purity, API, narration, command line ---------------------------------------------------


def test_input_not_mutated_and_resolving_twice_is_identical() -> None:
    data = crawler_scenario(reveal=["Krosan Tusker"])
    before = copy.deepcopy(data)
    first = resolve_scenario(data)
    assert data == before
    assert resolve_scenario(data) == first


def test_every_event_has_a_type_and_a_rule_and_narrates_in_both_languages() -> None:
    out = resolve_scenario(crawler_scenario())
    assert all({"type", "rule"} <= set(e) for e in out["events"])
    en, fr = narrate(out, "en"), narrate(out, "fr")
    assert len(en) == len(fr) == len(out["events"])
    assert "+1/+1 counter" in " ".join(en)
    assert "marqueurs +1/+1" in " ".join(fr)
    # The shipped card is named with its printed French name in French.
    assert "Reptile de la canopée" in fr[0]


def test_html_repr_escapes_names() -> None:
    creature = Card("<b>Crawler</b>", 2, 2, types=("Beast",), amplify=(1,))
    result = amplify(creature, [Card("<i>Tusker</i>", types=("Beast",))])
    shown = amplify_html(result.outcome(), "en")
    assert "<b>Crawler" not in shown and "&lt;b&gt;Crawler" in shown
    assert "&lt;i&gt;Tusker" in shown


def test_cli_json_and_french_narration(tmp_path: Path) -> None:
    path = tmp_path / "amplify.json"
    path.write_text(json.dumps(crawler_scenario()), encoding="utf-8")
    done = run_cli("resolve", str(path), "--json")
    assert done.returncode == 0
    assert json.loads(done.stdout)["counters"] == 2
    fr = run_cli("resolve", str(path), "--lang", "fr")
    assert fr.returncode == 0 and "Vous révélez" in fr.stdout


def test_cli_bad_reveal_exits_2_with_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(crawler_scenario(reveal=["Llanowar Elves"])), encoding="utf-8")
    done = run_cli("resolve", str(path), "--lang", "fr")
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("erreur\u00a0: ")
    assert names_the_field(lines[0], "reveal[0]", "fr")


# --- property: 702.38a/b arithmetic over random hands -----------------------------------------

TYPES = ["Beast", "Elf", "Goblin", "Soldier"]
hand_cards = st.lists(
    st.tuples(st.lists(st.sampled_from(TYPES), unique=True, max_size=2), st.booleans()),
    max_size=6,
)


@given(
    creature_types=st.lists(st.sampled_from(TYPES), unique=True, min_size=1, max_size=2),
    instances=st.lists(st.integers(1, 3), min_size=1, max_size=3),
    raw_hand=hand_cards,
)
def test_property_reveal_all_counts(
    creature_types: list[str], instances: list[int], raw_hand: list[tuple[list[str], bool]]
) -> None:
    """ "all" reveals exactly the cards with a common type or changeling (702.38a, 702.73a);
    counters = (sum of the N of every instance) x revealed (702.38b); power grows by as much."""
    creature = Card("C", 1, 2, types=tuple(creature_types), amplify=tuple(instances))
    hand = [Card(f"H{i}", types=tuple(ts), changeling=ch) for i, (ts, ch) in enumerate(raw_hand)]
    expected = [c.name for c in hand if c.changeling or set(c.types) & set(creature_types)]
    result = amplify(creature, hand)
    assert list(result.revealed) == expected
    assert result.counters == sum(instances) * len(expected)
    assert (result.power, result.toughness) == (1 + result.counters, 2 + result.counters)
