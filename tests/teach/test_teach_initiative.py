"""Teaching layer of chapter 2: the Undercity map, the initiative explorer, the exercises.

Kernel-side: the explorer is driven through the methods its buttons call, and read back from
widget state (``html.value``, ``image.value``). Expected facts come from rules 726.1–726.5,
309.4–309.7, 701.49 and the printed Undercity card (docs/cards.md §1.7), not from the code.
"""

from __future__ import annotations

import pytest
from matplotlib.figure import Figure

from mtglearn import ScenarioError
from mtglearn.rules.initiative.dungeons import find_dungeon
from mtglearn.teach.display import png
from mtglearn.teach.exercises.exercise import exercise_set
from mtglearn.teach.exercises.exercises_initiative import (
    completed_exercise,
    holder_exercise,
    room_exercise,
    term_exercise,
)
from mtglearn.teach.explorers.initiative_explorer import InitiativeExplorer, path_of
from mtglearn.teach.figures.undercity_map import dungeon_map, layout, undercity_map

# ------------------------------------------------------------------------- the map


def test_undercity_layout_has_the_printed_five_rows() -> None:
    """docs/cards.md §1.7: Secret Entrance; Forge, Lost Well; Trap!, Arena, Stash; Archives,
    Catacombs; Throne of the Dead Three."""
    rows: dict[float, list[str]] = {}
    for room, (_, y) in layout(find_dungeon("Undercity", "", "en")).items():
        rows.setdefault(y, []).append(room)
    assert [sorted(rows[-float(i)]) for i in range(5)] == [
        ["Secret Entrance"],
        ["Forge", "Lost Well"],
        ["Arena", "Stash", "Trap!"],
        ["Archives", "Catacombs"],
        ["Throne of the Dead Three"],
    ]


def texts(figure: Figure) -> list[str]:
    return [text.get_text() for text in figure.axes[0].texts] + [figure.axes[0].get_title()]


def test_map_speaks_the_readers_language_and_marks_the_room() -> None:
    french = " ".join(texts(undercity_map("fr", room="Arena", path=["Secret Entrance", "Forge"])))
    assert "Les Souterrains" in french
    assert "◆ Arène" in french
    assert "Trône des Trois\nFunestes" in french or "Trône des Trois Funestes" in french
    english = " ".join(texts(undercity_map("en")))
    assert "Undercity" in english and "Lost Well" in english
    assert "◆" not in english  # no current room given


def test_map_is_deterministic_and_changes_with_the_room() -> None:
    first = png(undercity_map("en", room="Forge"))
    assert first == png(undercity_map("en", room="Forge"))
    assert first != png(undercity_map("en", room="Arena"))


def test_map_of_another_dungeon_and_bad_rooms() -> None:
    tomb = " ".join(texts(dungeon_map("Tomb of Annihilation", "en", room="Oubliette")))
    assert "Oubliette" in tomb
    with pytest.raises(ScenarioError) as caught:
        undercity_map("fr", room="Oubliette")
    assert caught.value.field == "room"
    assert "Secret Entrance" in str(caught.value)
    with pytest.raises(ScenarioError) as caught:
        undercity_map("en", path=["Secret Entrance", "Nowhere"])
    assert caught.value.field == "path[1]"
    with pytest.raises(ScenarioError) as caught:
        dungeon_map("Atlantis", "en")
    assert "Tomb of Annihilation" in str(caught.value)


# ------------------------------------------------------------------------- the explorer


def map_of(explorer: InitiativeExplorer) -> str:
    """The explorer's map: the SVG inside its result (text kept as text)."""
    value = explorer.html.value
    return value[value.index('<div class="mtglearn-map"') :]


def test_explorer_starts_with_nobody_holding_it() -> None:
    """726.1: there is no initiative until an effect says to take it."""
    explorer = InitiativeExplorer("en", players=3)
    assert "Nobody has the initiative." in explorer.html.value
    assert explorer.image is None and '<div class="mtglearn-map"' in explorer.html.value


def test_take_ventures_and_moves_the_map() -> None:
    """726.2: taking the initiative is a venture into Undercity (Secret Entrance first)."""
    explorer = InitiativeExplorer("en", players=3)
    before = map_of(explorer)
    explorer.controls["player"].value = "P2"
    explorer.take()
    assert "P2 has the initiative." in explorer.html.value
    assert "Secret Entrance" in explorer.html.value
    assert map_of(explorer) != before and "◆ Secret Entrance" in map_of(explorer)
    assert path_of(explorer.state(), "P2") == ["Secret Entrance"]


def test_upkeep_of_the_holder_ventures_other_upkeeps_dont() -> None:
    """726.2: at the beginning of the upkeep of the player with the initiative, they venture."""
    explorer = InitiativeExplorer("en", players=2)
    explorer.take("P1")
    explorer.upkeep()  # P1 is active and holds it
    assert explorer.state()["players"]["P1"]["room"] == "Forge"
    explorer.next_turn()  # P2's upkeep: P2 doesn't hold it
    assert explorer.state()["active"] == "P2"
    assert explorer.state()["players"]["P1"]["room"] == "Forge"
    assert "doesn&#x27;t have the initiative" in explorer.html.value


def test_damage_to_the_holder_moves_it_and_errors_are_shown_not_raised() -> None:
    """726.2 second trigger; an impossible event is a message in the HTML."""
    explorer = InitiativeExplorer("fr", players=3)
    explorer.damage("P2")
    assert "personne ne détient l'initiative" in explorer.html.value.replace("&#x27;", "'")
    explorer.take("P1")
    explorer.damage("P3")
    assert explorer.state()["initiative"] == "P3"
    assert "P3 détient l&#x27;initiative." in explorer.html.value
    explorer.damage("P3")  # the holder can't damage itself
    assert "Refusé" in explorer.html.value
    assert explorer.state()["initiative"] == "P3"


def test_leaving_holder_gives_it_to_the_active_player_then_events_after_leaving_refused() -> None:
    """726.4: the active player takes it as the holder leaves; 800.4a: no event can name a
    player who left (shown as a message)."""
    explorer = InitiativeExplorer("en", players=3)
    explorer.take("P3")
    explorer.leave("P3")
    assert explorer.state()["initiative"] == "P1"  # P1 is the active player
    explorer.take("P3")
    assert "Refused" in explorer.html.value
    assert "has left the game" in explorer.html.value
    explorer.reset()
    assert "Nobody has the initiative." in explorer.html.value
    assert not explorer.state()["players"]["P3"]["left"]


def test_explorer_player_count_is_checked() -> None:
    with pytest.raises(ScenarioError) as caught:
        InitiativeExplorer("fr", players=5)
    assert "2, 3 ou 4" in str(caught.value)


def test_buttons_call_the_methods() -> None:
    explorer = InitiativeExplorer("en", players=2)
    explorer.controls["player"].value = "P2"
    explorer.controls["take"].click()
    assert explorer.state()["initiative"] == "P2"
    explorer.controls["reset"].click()
    assert explorer.state()["initiative"] is None


# ------------------------------------------------------------------------- exercises

MAKERS = (holder_exercise, room_exercise, completed_exercise, term_exercise)


@pytest.mark.parametrize("make", MAKERS)
def test_same_seed_same_exercise_different_seeds_vary(make) -> None:  # type: ignore[no-untyped-def]
    assert make(7, "en") == make(7, "en")
    questions = {e.question for e in exercise_set(make, range(12), "en")}
    assert len(questions) > 1


@pytest.mark.parametrize("make", MAKERS)
def test_right_and_wrong_answers(make) -> None:  # type: ignore[no-untyped-def]
    for seed in range(5):
        exercise = make(seed, "fr")
        assert exercise.check(exercise.expected).correct
        if exercise.choices:
            wrong = next(c for c in exercise.choices if c != exercise.expected)
        else:
            wrong = int(exercise.expected) + 1
        feedback = exercise.check(wrong)
        assert not feedback.correct
        assert feedback.explanation == exercise.explanation
        assert exercise.explanation[-1] in feedback._repr_html_().replace("&#x27;", "'")


def test_holder_answer_is_the_resolvers() -> None:
    """The answer is what the resolver says, checked against a hand-played script: 726.2."""
    for seed in range(20):
        exercise = holder_exercise(seed, "en")
        # The narration's last line says who holds it (or nobody): same as the answer.
        last = exercise.explanation[-1]
        if exercise.expected == "nobody":
            assert "nobody has the initiative" in last
        else:
            assert f"{exercise.expected} has the initiative" in last


def test_room_choices_are_the_printed_rooms_in_french() -> None:
    exercise = room_exercise(3, "fr")
    assert "Entrée secrète" in exercise.choices
    assert "Trône des Trois Funestes" in exercise.choices
    assert "dans aucun donjon" in exercise.choices


def test_completed_exercise_can_be_nonzero() -> None:
    """Five ventures complete Undercity (docs/cards.md §1.7): some scripts get there."""
    answers = {completed_exercise(seed, "en").expected for seed in range(15)}
    assert answers & {1, 2}


def test_term_trap_answers_from_the_glossary() -> None:
    """先攻 is first strike (702.7), 先制 the initiative (726); the French "initiative" of a
    creature is first strike."""
    seen = set()
    for seed in range(30):
        exercise = term_exercise(seed, "en")
        seen.add(exercise.question)
        if "先攻" in exercise.question:
            assert "702.7" in str(exercise.expected)
        elif "Lowland Tracker" in exercise.question:
            assert "first strike" in str(exercise.expected)
        elif "Which Chinese term" in exercise.question:
            assert exercise.expected == "先制"
        else:
            assert "726" in str(exercise.expected)
    assert len(seen) == 5


def test_exercise_widget_feedback() -> None:
    exercise = term_exercise(1, "fr")
    widget = exercise.widget()
    widget.answer.value = exercise.expected
    feedback = widget.submit()
    assert feedback is not None and feedback.correct
    assert "Juste" in widget.feedback.value and "726" in widget.feedback.value


def test_a_second_upkeep_in_the_same_turn_is_refused_and_says_why() -> None:
    """503.1: one upkeep step per turn; the explorer refuses a second one instead of venturing."""
    explorer = InitiativeExplorer("en", players=3)
    explorer.take("P1")
    explorer.upkeep()  # P1's upkeep: a venture (726.2)
    rooms = path_of(explorer.state(), "P1")
    explorer.upkeep()
    assert explorer.error is not None and "503.1" in explorer.error
    assert path_of(explorer.state(), "P1") == rooms  # nothing happened
    explorer.next_turn()  # P2's turn and upkeep: a new turn, so no refusal
    assert explorer.error is None
    explorer.upkeep()
    assert explorer.error is not None and "P2" in explorer.error


def test_the_state_explains_every_life_change_with_its_room() -> None:
    explorer = InitiativeExplorer("fr", players=3)
    explorer.take("P1")
    for _ in range(6):  # P1's next two upkeeps: Forge, then Trap! (P2 loses 5, 309.4c)
        explorer.next_turn()
    # French typography may use no-break spaces: compare the words.
    changes = [" ".join(line.split()) for line in explorer.life_changes()]
    assert changes == ["Piège ! : P2 perd 5 points de vie (il lui en reste 15)."]
    page, _ = explorer.render()
    assert "Tous les changements de points de vie" in page
