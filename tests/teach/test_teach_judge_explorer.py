"""The judge-level explorer on double strike, driven kernel-side as a learner would: every
change redraws the board and the story from the engine, and what the rules refuse is said."""

from __future__ import annotations

import pytest

from mtglearn.teach.explorers.judge_explorer import BETWEEN, JudgeExplorer


def story(explorer: JudgeExplorer) -> str:
    return explorer.html.value.split("<ol", 1)[1]


def test_the_start() -> None:
    """A 4/4 double striker blocked by a 2/5 and a 1/3, today's rules, the engine's division:
    4 to B1 first, then 1 to B1 and 3 to B2 (lethal to each in turn, damage marked counting)."""
    x = JudgeExplorer("en")
    assert "A 4/4 (double strike) attacks P2; blocked by: B1 2/5, B2 1/3." in x.html.value
    assert x.controls["blocker_b3"].layout.display == "none"
    assert "<svg" in x.html.value and "Died: B1, B2." in story(x)
    assert [key for _, key in x.controls["step"].options] == [
        "blockers",
        "first_strike",
        "between",
        "regular",
    ]


def test_a_third_blocker_appears_and_fights() -> None:
    x = JudgeExplorer("en")
    x.controls["blockers"].value = 3
    assert x.controls["blocker_b3"].layout.display == ""
    assert "B3 2/2" in x.html.value and "B3" in story(x)


def test_my_own_division_starts_from_the_engines_and_is_checked() -> None:
    """Switching to one's own division fills in the engine's (legal); amounts that don't add
    up to the power are refused (510.1a) above the last board the rules accepted."""
    x = JudgeExplorer("en")
    x.controls["division"].value = "own"
    firsts = [x.inputs[f"first_strike_{b}"].value for b in ("B1", "B2")]
    assert sum(firsts) == 4 and "✗" not in x.html.value
    assert x.controls["split_first_strike"].layout.display == ""
    assert x.inputs["first_strike_P2"].disabled  # no trample: nothing to the player (510.1c)
    x.inputs["first_strike_B1"].value = 2
    x.inputs["first_strike_B2"].value = 2
    x.inputs["regular_B1"].value = 3
    x.inputs["regular_B2"].value = 1
    assert "✗" not in x.html.value and "Died: B1, B2." in story(x)  # 2 + 3 = 5, 2 + 1 = 3
    x.inputs["regular_B2"].value = 2
    assert "The rules refuse the division of the regular" in x.html.value and "<svg" in x.html.value


def test_the_same_division_is_refused_under_the_magic_2010_rules() -> None:
    x = JudgeExplorer("en")
    x.controls["division"].value = "own"
    for key, n in (("first_strike_B1", 2), ("first_strike_B2", 2)):
        x.inputs[key].value = n
    x.controls["era"].value = "m10"
    assert "damage assignment order" in x.html.value and "✗" in x.html.value
    x.controls["era"].value = "sixth_edition"
    assert "✗" not in x.html.value and "Sixth Edition rules" in story(x)


def test_the_2003_stack_moment_and_the_when_control() -> None:
    x = JudgeExplorer("en")
    assert x.controls["when"].disabled
    x.controls["era"].value = "sixth_edition"
    assert not x.controls["when"].disabled
    x.controls["between"].value = "bounce"
    x.controls["when"].value = "regular"
    keys = [key for _, key in x.controls["step"].options]
    assert "regular_stack" in keys and "first_strike_stack" in keys
    assert "310.4c" in story(x) or "310.4a" in story(x)


@pytest.mark.parametrize("action", BETWEEN)
def test_every_action_between_the_steps_resolves(action: str) -> None:
    x = JudgeExplorer("en")
    x.controls["between"].value = action
    assert "✗" not in x.html.value, action
    if action.startswith("jitte"):
        assert x.inputs["jitte"].value  # the Jitte is put on the attacker for its modes
        assert "Jitte" in story(x)
    if action == "remove_blocker":
        assert "B1 is removed from combat" in story(x)


def test_the_minus_mode_kills_a_damaged_blocker_before_the_regular_step() -> None:
    x = JudgeExplorer("en")
    x.controls["blockers"].value = 1
    x.inputs["power"].value = 2
    x.controls["between"].value = "jitte_shrink"
    assert "B1 dies" in story(x) and "704.5g" in story(x)


def test_french() -> None:
    x = JudgeExplorer("fr")
    assert "A 4/4 (double initiative) attaque P2" in x.html.value
    x.controls["between"].value = "remove_blocker"
    assert "retirée du combat" in story(x) or "retiré du combat" in story(x)


def test_the_static_copy() -> None:
    x = JudgeExplorer("en")
    x.static()  # draws without widgets, as an image (no error, no shared ids)
