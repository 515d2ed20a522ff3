"""The judge-level helpers on double strike (``mtglearn.teach.chapters.judge``) and their exercises
(``mtglearn.teach.exercises.exercises_judge``): the searches agree with a plain enumeration of every
pair of divisions written here, and every exercise's answer is re-derived from the rule."""

from __future__ import annotations

import itertools
import re
from math import comb
from typing import Any

import pytest

import mtglearn as mtg
from mtglearn import ScenarioError, resolve_scenario
from mtglearn.base.i18n import has
from mtglearn.teach.chapters.judge import divisions, most_destroyed, most_to_player, side_by_side
from mtglearn.teach.exercises.exercises_judge import (
    GENERATORS,
    deathtouch_trample,
    era_division,
    first_strike_trampler,
    gone_between,
    jitte_modes,
    most_trample,
    share_out,
)
from tests.support.french import grammar_problems, plain

SEEDS = range(16)


# ---- divisions ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("power", "k"), list(itertools.product(range(6), range(1, 5))))
def test_divisions_are_every_composition_once(power: int, k: int) -> None:
    names = [f"R{i}" for i in range(k)]
    found = [tuple(d.get(n, 0) for n in names) for d in divisions(power, names)]
    everything = [c for c in itertools.product(range(power + 1), repeat=k) if sum(c) == power]
    assert sorted(found) == sorted(everything) and len(set(found)) == len(found)
    assert len(found) == (comb(power + k - 1, k - 1) if power else 1)
    assert all(0 not in d.values() for d in divisions(power, names))


# ---- the searches against a plain enumeration -----------------------------------------------


def board(power: int, toughnesses: tuple[int, ...], *keywords: str, **fields: Any) -> mtg.Board:
    b = mtg.Board()
    b.attacker("A", power, 9, "double strike", *keywords)
    for i, tough in enumerate(toughnesses, 1):
        b.blocker(f"B{i}", 1, tough, blocks="A", **fields)
    return b


def enumerate_all(b: mtg.Board) -> list[dict[str, Any]]:
    """Every pair of divisions (first-strike step, regular step), each resolved; the refused
    ones (510.1e) left out. Independent of the search: no shortcut, both steps in full."""
    data = b.to_dict()
    power = data["creatures"][0]["power"]
    trample = "trample" in data["creatures"][0].get("keywords", [])
    names = [*data["blocks"], *(["P2"] if trample else [])]
    out = []
    for first, second in itertools.product(
        list(divisions(power, names)), list(divisions(power, names))
    ):
        trial = {**data, "assign": {"first_strike": {"A": first}, "regular": {"A": second}}}
        try:
            out.append(resolve_scenario(trial, "en"))
        except ScenarioError:
            continue
    return out


def to_player(outcome: dict[str, Any]) -> int:
    return sum(d["amount"] for s in outcome["steps"] for d in s["damage"] if d["target"] == "P2")


GRID = [
    (p, ts, words)
    for p in (1, 2, 3)
    for ts in itertools.product((1, 2, 3), repeat=2)
    for words in ((), ("trample",), ("trample", "deathtouch"), ("deathtouch",))
]


@pytest.mark.parametrize(("power", "toughnesses", "words"), GRID)
def test_the_searches_find_what_every_division_gives(
    power: int, toughnesses: tuple[int, ...], words: tuple[str, ...]
) -> None:
    mtg.set_lang("en")
    b = board(power, toughnesses, *words)
    every = enumerate_all(b)
    assert every, "at least the default division is legal"
    best_player = most_to_player(b)
    best_kills = most_destroyed(b)
    assert best_player.amount == max(to_player(o) for o in every)
    assert best_kills.amount == max(sum(x in o["died"] for x in ("B1", "B2")) for o in every)
    # What is shown is what was claimed: the division and its combat.
    assert best_player.outcome.damage_to("P2") == best_player.amount
    assert sum(x in best_kills.outcome.died for x in ("B1", "B2")) == best_kills.amount


def test_damage_already_marked_counts_in_the_search() -> None:
    """702.19b: "take into account damage already marked on the creature"."""
    mtg.set_lang("en")
    fresh = most_to_player(board(3, (3, 3), "trample"))
    marked = most_to_player(board(3, (3, 3), "trample", damage=2))
    assert (fresh.amount, marked.amount) == (0, 4)  # 6 − (3 + 3); 6 − (1 + 1)


def test_the_best_division_reads_in_both_languages() -> None:
    mtg.set_lang("en")
    b = board(4, (3, 3), "trample")
    english = most_to_player(b).sentence()
    french = most_to_player(b, lang="fr").sentence()
    assert english.startswith("The player can take at most 2 damage (first-strike step:")
    assert plain(french).startswith(
        "Le joueur peut subir au plus 2 blessures (étape d'initiative :"
    )
    assert "P2" in english and "→" in french


def test_the_search_needs_one_attacker() -> None:
    mtg.set_lang("en")
    two = board(2, (2,))
    two.attacker("C", 1, 1)
    with pytest.raises(ScenarioError) as error:
        most_to_player(two)
    assert "A, C" in str(error.value)


def test_eras_side_by_side_show_a_refusal_with_its_reason() -> None:
    mtg.set_lang("en")

    def fight(era: str | None) -> mtg.Board:
        b = mtg.Board(era=era)
        b.attacker("A", 4, 4, "double strike")
        b.blocker("B1", 1, 3, blocks="A")
        b.blocker("B2", 1, 3, blocks="A")
        b.assign("first_strike", "A", {"B1": 2, "B2": 2})
        b.assign("regular", "A", {"B1": 1, "B2": 3})
        return b

    table = side_by_side(fight(None), fight("m10"), fight("sixth_edition")).data
    assert list(table.columns) == [
        "Today's rules (Foundations, since November 2024)",
        "Magic 2010 rules (July 2009 – November 2024)",
        "Sixth Edition rules (April 1999 – July 2009)",
    ]
    verdicts = table.loc["What the player wrote"].tolist()
    assert verdicts[0] == verdicts[2] == "accepted by the rules of its era"
    assert verdicts[1].startswith("refused: ") and "damage assignment order" in verdicts[1]
    assert table.loc["Died"].tolist()[0] == "B1, B2"


# ---- the exercises --------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_each_exercise_is_seeded_and_answers_alike_in_both_languages(name: str) -> None:
    make = GENERATORS[name]
    for seed in range(6):
        en, fr, again = make(seed, "en"), make(seed, "fr"), make(seed, "en")
        assert en.expected == fr.expected and en.question == again.question
        assert en.question != fr.question and en.explanation and fr.explanation
        assert has(f"exercise.hint.{en.topic}") and has(f"exercise.key.{en.topic}")
        assert en.hint != fr.hint and en.key != fr.key


@pytest.mark.parametrize("name", sorted(GENERATORS))
def test_french_exercises_read_as_a_french_judge_writes(name: str) -> None:
    for seed in range(6):
        exercise = GENERATORS[name](seed, "fr")
        for text in (exercise.question, exercise.hint, exercise.key):
            assert grammar_problems(text) == [], text
            assert "dégât" not in text


CREATURE = re.compile(r"(A|B\d) (\d+)/(\d+) \(([^)]*)\)(?: with (\d+) damage)?")


def parsed(question: str) -> dict[str, tuple[int, int, str, int]]:
    return {m[0]: (int(m[1]), int(m[2]), m[3], int(m[4] or 0)) for m in CREATURE.findall(question)}


@pytest.mark.parametrize("seed", SEEDS)
def test_share_out_destroys_the_cheapest_blockers(seed: int) -> None:
    """Free division in each step (510.1c) and damage that stays marked (120.6): with no first
    strike among the blockers, the attacker destroys as many blockers as the smallest remaining
    toughnesses that add up to at most twice its power."""
    exercise = share_out(seed, "en")
    creatures = parsed(exercise.question)
    power = creatures["A"][0]
    needs = sorted(t - d for cid, (_, t, _, d) in creatures.items() if cid != "A")
    sums = list(itertools.accumulate(needs))
    assert exercise.expected == sum(s <= 2 * power for s in sums)


@pytest.mark.parametrize("seed", SEEDS)
def test_most_trample_is_twice_the_power_minus_what_the_blockers_need(seed: int) -> None:
    """702.19b: lethal damage to every blocker first, damage already marked counting."""
    exercise = most_trample(seed, "en")
    creatures = parsed(exercise.question)
    power = creatures["A"][0]
    need = sum(t - d for cid, (_, t, _, d) in creatures.items() if cid != "A")
    assert exercise.expected == max(0, 2 * power - need)


@pytest.mark.parametrize("seed", SEEDS)
def test_deathtouch_trample_needs_one_per_blocker(seed: int) -> None:
    """702.2c: 1 is lethal damage from a deathtouch source."""
    exercise = deathtouch_trample(seed, "en")
    creatures = parsed(exercise.question)
    assert exercise.expected == max(0, 2 * creatures["A"][0] - 2)


@pytest.mark.parametrize("seed", SEEDS)
def test_first_strike_trampler(seed: int) -> None:
    """510.4: both strike in the first step; the trampler strikes again only if it survives
    (toughness above the blocker's power); 702.19b, 702.19d for what reaches the player."""
    exercise = first_strike_trampler(seed, "en")
    c = parsed(exercise.question)
    (power, tough, _, _), (b_power, b_tough, _, _) = c["A"], c["B1"]
    survives = tough > b_power
    if isinstance(exercise.expected, bool):
        assert exercise.expected is survives
        return
    first = max(0, power - b_tough)
    second = power if survives and power >= b_tough else 0
    if survives and power < b_tough:
        second = max(0, power - (b_tough - power))
    assert exercise.expected == first + second


@pytest.mark.parametrize("seed", SEEDS)
def test_gone_between(seed: int) -> None:
    """509.1h, 510.1c, 702.19d, 506.4: only a trampler whose blocker is gone or out of combat
    reaches the player in the regular step, with all its power."""
    exercise = gone_between(seed, "en")
    c = parsed(exercise.question)
    trample = "trample" in c["A"][2]
    attacker_out = "A is removed from combat" in exercise.question
    assert exercise.expected == (c["A"][0] if trample and not attacker_out else 0)


@pytest.mark.parametrize("seed", SEEDS)
def test_jitte_modes(seed: int) -> None:
    exercise = jitte_modes(seed, "en")
    question = exercise.question
    if "P1 starts at 20" in question:
        # 119.3: the life mode targets nothing, so no response can stop it; the Jitte's ability
        # needs no equipped creature to be activated (602.2).
        gains = question.count("“you gain 2 life”")
        assert gains >= 1 and exercise.expected == 20 + 2 * gains
    elif "How many charge counters are on" in question:
        assert exercise.expected in (0, 2)  # 2 more only if it deals regular combat damage
    else:
        assert isinstance(exercise.expected, bool)


@pytest.mark.parametrize("seed", range(40))
def test_era_division(seed: int) -> None:
    """Free division today (510.1c) and in 2003 (310.2c then); lethal damage in order first
    from 2009 to 2024 (510.1c then); in 2003 damage on the stack is dealt even to the attacker
    from a blocker that left (310.4a then)."""
    exercise = era_division(seed, "en")
    question = exercise.question
    c = parsed(question)
    if "waits on the stack" in question:
        assert exercise.expected == c["B1"][0] + c["B2"][0]
        return
    split = dict(
        (who, int(n)) for n, who in re.findall(r"(\d+) → (B\d)", question.split("this way:")[1])
    )
    if question.startswith("Magic 2010"):
        legal = split.get("B2", 0) == 0 or split.get("B1", 0) >= c["B1"][1]
        assert exercise.expected is legal
    else:
        assert exercise.expected is True
