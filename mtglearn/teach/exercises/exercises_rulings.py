"""Exercises on the rulings the other generators never ask about, one generator per ruling.

Like every generator of the course, ``make(seed, lang) -> Exercise`` draws a small situation with
``random.Random(seed)``, lets a resolver play it, and takes the answer and the explanation from
the resolver. Nothing is answered by hand:

- :func:`between_steps` — gaining or losing first strike or double strike between the two
  combat damage steps (702.4c, 702.4d, 702.7c);
- :func:`first_strike_twice` — two instances of first strike are not double strike (702.7d);
- :func:`crypt_champion_blocked` — Crypt Champion deals its 2 twice to a creature too (702.4b);
- :func:`blocker_left` — a blocked creature whose blocker left (510.1c, 702.19d);
- :func:`undercity_ruling` — the initiative rulings: a plain venture never starts Undercity,
  leaving the last room, Two-Headed Giant (701.49d, 309.6, 726.2);
- :func:`ravenloft_ability` — each of Ravenloft Adventurer's three abilities;
- :func:`countered_amplify` — a countered amplify spell reveals nothing (702.38a).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.door import legions
from mtglearn.door.combat import Combat, CombatResult, Creature
from mtglearn.rules.core.characteristics import Card
from mtglearn.rules.core.keywords import DOUBLE_STRIKE, FIRST_STRIKE, TRAMPLE
from mtglearn.rules.initiative.dungeons import UNDERCITY, Room, find_dungeon
from mtglearn.rules.legions.amplify import amplify
from mtglearn.teach.chapters.amplify import AMPLIFY_CREATURES, HAND
from mtglearn.teach.chapters.initiative_story import GOBLIN, RAVENLOFT, Story, play, refusal
from mtglearn.teach.duel import ATTACKER, BLOCKER, DEFENDING_PLAYER, Duel, keywords_text
from mtglearn.teach.exercises import recorded
from mtglearn.teach.exercises.deciding import About, case_exercise, damage_by, damage_to
from mtglearn.teach.exercises.exercise import Answer, Exercise
from mtglearn.teach.exercises.exercises_combat import describe
from mtglearn.teach.exercises.exercises_legions import _creature_text, _hand_text
from mtglearn.teach.refusals import reason
from mtglearn.words.legions import spoken_card

#: (the attacker's keyword, what happens between the steps) pairs where the ruling matters.
BETWEEN_CASES: Final = (
    (DOUBLE_STRIKE, "lose_double_strike"),  # 702.4c
    (FIRST_STRIKE, "gain_double_strike"),  # 702.4d
    (FIRST_STRIKE, "lose_first_strike"),  # 702.7c
    (None, "gain_first_strike"),  # 702.7c, against a first-striking blocker
)


def _from_case(
    result: CombatResult,
    question: str,
    answer: Callable[[CombatResult], int],
    about: About,
    topic: str,
    lang: Lang,
    ruling: str = "",
) -> Exercise:
    """An exercise on one resolved combat: the key and the hint written from its deciding
    events (:mod:`mtglearn.teach.exercises.deciding`); ``ruling``, a catalog key, adds the ruling
    the events cannot show (two instances of first strike are one)."""
    also = t(ruling, lang) if ruling else ""
    return case_exercise(question, answer(result), result, about, lang, topic=topic, also=also)


def _combat_exercise(
    duel: Duel,
    question: str,
    answer: Callable[[CombatResult], int],
    about: About,
    topic: str,
    lang: Lang,
) -> Exercise:
    result, _ = duel.resolve(lang)
    return _from_case(result, question, answer, about, topic, lang)


def between_steps(seed: int, lang: str | None = None) -> Exercise:
    """How much combat damage does the attacker deal in all, when it gains or loses first
    strike or double strike between the two steps? (702.4c, 702.4d, 702.7c)"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    keyword, action = rng.choice(BETWEEN_CASES)
    power = rng.randint(1, 5)
    if keyword is None:  # blocked by a first striker that survives, so there are two steps
        duel = Duel(
            attacker_power=power,
            attacker_toughness=rng.randint(3, 6),
            blocker_power=1,
            blocker_toughness=power + rng.randint(1, 4),
            blocker_keywords=frozenset({FIRST_STRIKE}),
            between=action,
        )
    else:
        duel = Duel(
            attacker_power=power,
            attacker_toughness=rng.randint(1, 5),
            attacker_keywords=frozenset({keyword}),
            blocked=False,
            between=action,
        )
    question = t(
        "teach_rulings.between",
        language,
        setup=describe(duel, language),
        action=t(f"teach_combat.between.{action}", language),
    )
    return _combat_exercise(
        duel, question, lambda r: r.damage_by(ATTACKER), damage_by(ATTACKER), "between", language
    )


def first_strike_twice(seed: int, lang: str | None = None) -> Exercise:
    """An unblocked creature with two instances of first strike: how much damage? (702.7d)"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    power = rng.randint(1, 6)
    # Two instances of first strike are redundant (702.7d): the engine stores keywords as a set,
    # so both collapse into one, which is exactly what the rule says.
    twice: Any = [FIRST_STRIKE, FIRST_STRIKE]
    # Named as the question names it ("the attacker"), never by an id the learner never saw.
    name = t("teach_combat.name.attacker", language)
    attacker = Creature("A", power, rng.randint(1, 6), keywords=twice, name=name)
    result = Combat.duel(attacker).resolve(language)
    question = t(
        "teach_rulings.first_strike_twice", language, power=power, toughness=attacker.toughness
    )
    return _from_case(
        result,
        question,
        lambda r: r.damage_to(DEFENDING_PLAYER),
        damage_to(DEFENDING_PLAYER),
        "first_strike_twice",
        language,
        ruling="exercise.key.first_strike_twice",
    )


def crypt_champion_blocked(seed: int, lang: str | None = None) -> Exercise:
    """Crypt Champion (2/2 double strike) blocked by a creature that survives the first step:
    how much damage does the blocker take? (702.4b: 2 in each step, 4 in all)"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    duel = Duel(
        attacker_power=2,
        attacker_toughness=2,
        attacker_keywords=frozenset({DOUBLE_STRIKE}),
        attacker_name="teach_combat.card.crypt_champion",
        blocker_power=rng.randint(0, 1),
        blocker_toughness=rng.randint(3, 7),
    )
    question = t("teach_rulings.champion", language, setup=describe(duel, language))
    return _combat_exercise(
        duel,
        question,
        lambda r: r.damage_to(BLOCKER),
        damage_to(BLOCKER),
        "crypt_champion",
        language,
    )


def blocker_left(seed: int, lang: str | None = None) -> Exercise:
    """A blocked attacker whose only blocker is destroyed before combat damage: how much damage
    does the defending player take? (510.1c: none; 702.19d: all of it with trample)"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    keywords = [k for k in (DOUBLE_STRIKE, TRAMPLE) if rng.random() < 0.5]
    power = rng.randint(1, 6)
    attacker = Creature("A", power, rng.randint(1, 6), keywords=frozenset(keywords))
    blocker = Creature("B", rng.randint(0, 4), rng.randint(1, 5), controller="P2")
    result = Combat.duel(attacker, blocker, before_damage=[{"destroy": "B"}]).resolve(language)
    question = t(
        "teach_rulings.blocker_left",
        language,
        power=power,
        toughness=attacker.toughness,
        keywords=keywords_text(keywords, language),
        size=f"{blocker.power}/{blocker.toughness}",
    )
    return _from_case(
        result,
        question,
        lambda r: r.damage_to(DEFENDING_PLAYER),
        damage_to(DEFENDING_PLAYER),
        "blocker_left",
        language,
    )


def _story_exercise(
    story: Story,
    question: str,
    expected: Any,
    choices: tuple[Any, ...],
    topic: str,
    deciding: recorded.Recorded,
) -> Exercise:
    return Exercise(
        question,
        expected,
        tuple(story.lines),
        story.lang,
        choices=choices,
        topic=topic,
        key_text=deciding.key,
        deciding=deciding.events,
    )


def undercity_ruling(seed: int, lang: str | None = None) -> Exercise:
    """One of the initiative rulings that other exercises never ask about, drawn by ``seed``:
    a plain venture can't start Undercity (701.49d); venturing from the last room of another
    dungeon completes it and starts Undercity (309.6, 701.49d); Two-Headed Giant (726.2)."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    kind = ("plain_venture", "last_room", "two_headed_giant")[seed % 3]
    undercity = find_dungeon(UNDERCITY, "dungeon", language)
    if kind == "plain_venture":
        into = rng.choice(("dungeon", "undercity"))
        story = play([{"venture": "P1", "into": into}], lang=language)
        # May the player choose Undercity? The resolver refuses it, or accepts it.
        allowed = refusal([{"venture": "P1", "into": into, "dungeon": UNDERCITY}], lang=language)
        question = t(f"teach_rulings.plain_venture.{into}", language)
        deciding = recorded.room(story.outcome, "P1", language)
        why = _why_not([{"venture": "P1", "into": into, "dungeon": UNDERCITY}], language)
        return Exercise(
            question,
            allowed is None,
            tuple(story.lines),
            language,
            topic="undercity_start",
            key_text=f"{deciding.key} {why}" if why else deciding.key,
            deciding=deciding.events,
        )
    if kind == "last_room":
        ventures = [{"venture": "P1"}] * 3 + [{"venture": "P1", "hold": True}]
        story = play([*ventures, {"take_initiative": "P1"}], lang=language)
        state = story.player("P1")
        lost_mine = find_dungeon("Lost Mine of Phandelver", "dungeon", language)
        room = (undercity if state["dungeon"] == UNDERCITY else lost_mine).room(state["room"])
        choices = (
            _room_shown(undercity.top, language),
            _room_shown(lost_mine.top, language),
            t("teach_initiative.ex.no_dungeon", language),
        )
        return _story_exercise(
            story,
            t("teach_rulings.last_room", language),
            _room_shown(room, language),
            choices,
            "undercity_last_room",
            recorded.of_types(story.outcome, ("complete",), language, "P1").joined(
                recorded.room(story.outcome, "P1", language)
            ),
        )
    order = rng.sample(["P1", "P3"], 2)
    story = play(
        [
            {"take_initiative": "P2"},
            {"combat_damage": {"from": ["P1", "P3"], "to": "P2", "order": order}},
        ],
        ("P1", "P2", "P3", "P4"),
        language,
        teams=[["P1", "P3"], ["P2", "P4"]],
    )
    nobody = t("teach_initiative.ex.nobody", language)
    return _story_exercise(
        story,
        t("teach_rulings.two_headed_giant", language, first=order[0], second=order[1]),
        story.holder or nobody,
        ("P1", "P2", "P3", "P4", nobody),
        "two_headed_giant",
        recorded.holder(story.outcome, language),
    )


def _ravenloft_game(hits: int, completed: bool) -> list[dict[str, Any]]:
    """Ravenloft Adventurer enters (P1 takes the initiative), P2's 2/2s attack into it ``hits``
    times, P1 keeps venturing at each upkeep (through Lost Well and Stash: no Trap!), four more
    times if ``completed`` (the fifth room completes Undercity), then it attacks P2."""
    events: list[dict[str, Any]] = [{"enters": "Ravenloft Adventurer", "controller": "P1"}]
    upkeeps = 4 if completed else 2
    for turn in range(max(hits, upkeeps)):
        events += [{"turn": "P2"}, {"upkeep": "P2"}]
        if turn < hits:
            goblin = {**GOBLIN, "id": f"X{turn + 1}"}
            combat = {"creatures": [goblin, RAVENLOFT], "attacks": {goblin["id"]: "P1"}}
            events.append({"combat": {**combat, "blocks": {"R": goblin["id"]}}})
        events += [{"turn": "P1"}, {"upkeep": "P1"}] if turn < upkeeps else []
    events.append({"combat": {"creatures": [RAVENLOFT], "attacks": {"R": "P2"}}})
    return events


RAVENLOFT_CHOICES: Final = {"P1": ["Lost Well", "Stash"]}


def ravenloft_ability(seed: int, lang: str | None = None) -> Exercise:
    """One of Ravenloft Adventurer's three abilities, drawn by ``seed``: it enters and you take
    the initiative (726.2); an opponent's creature that would die is exiled with a hit counter
    instead (614.1a); its attack trigger, if you've completed a dungeon (603.4)."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    kind = ("enters", "would_die", "attacks")[seed % 3]
    if kind == "enters":
        before = [{"take_initiative": "P2"}] if rng.random() < 0.7 else []
        story = play(
            [*before, {"enters": "Ravenloft Adventurer", "controller": "P1"}], lang=language
        )
        nobody = t("teach_initiative.ex.nobody", language)
        key = "teach_rulings.ravenloft.enters" + ("_p2" if before else "")
        return _story_exercise(
            story,
            t(key, language),
            story.holder or nobody,
            ("P1", "P2", nobody),
            "ravenloft",
            recorded.of_types(story.outcome, ("enters", "take_initiative"), language),
        )
    if kind == "would_die":
        power, toughness = rng.randint(1, 3), rng.randint(1, 5)
        attacker = {"id": "X", "controller": "P2", "power": power, "toughness": toughness}
        combat = {"creatures": [attacker, RAVENLOFT], "attacks": {"X": "P1"}, "blocks": {"R": "X"}}
        story = play(
            [
                {"enters": "Ravenloft Adventurer", "controller": "P1"},
                {"turn": "P2"},
                {"upkeep": "P2"},
                {"combat": combat},
            ],
            lang=language,
        )
        question = t(
            "teach_rulings.ravenloft.would_die", language, power=power, toughness=toughness
        )
        deciding = recorded.of_types(story.outcome, ("hit_exile",), language)
        if not deciding.events:
            damage = int(RAVENLOFT["power"])
            deciding = recorded.survived("X", damage, toughness, language)
        return Exercise(
            question,
            story.player("P2")["hit_exile"],
            tuple(story.lines),
            language,
            topic="ravenloft",
            key_text=deciding.key,
            deciding=deciding.events,
        )
    hits, completed = rng.randint(1, 2), rng.random() < 0.6
    story = play(_ravenloft_game(hits, completed), lang=language, choices=RAVENLOFT_CHOICES)
    question = t(
        "teach_rulings.ravenloft.attacks",
        language,
        hits=hits,
        ventures=5 if completed else 3,
    )
    kinds = ("complete", "attack_trigger", "combat_life")
    deciding = recorded.of_types(story.outcome, kinds, language)
    return Exercise(
        question,
        story.player("P2")["life"],
        tuple(story.lines),
        language,
        topic="ravenloft",
        key_text=deciding.key,
        deciding=deciding.events,
    )


def countered_amplify(seed: int, lang: str | None = None) -> Exercise:
    """An amplify creature spell is countered: how many cards are revealed? (702.38a: amplify
    applies as the creature enters; a countered spell never enters)"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    creature = legions.card(rng.choice(AMPLIFY_CREATURES))
    hand = rng.sample(HAND, rng.randint(3, 5))
    result = amplify(creature, hand, "all", how="countered", lang=language)
    question = t(
        "teach_rulings.countered_amplify",
        language,
        creature=spoken_card(creature.name, language),
        details=_creature_text(creature, language),
        hand=_hand_text(hand, language),
    )
    return Exercise(
        question,
        len(result.revealed),
        tuple(result.narrate(language)),
        language,
        topic="countered_amplify",
        key_text=recorded.amplify_counters(result.events, language).key,
        deciding=recorded.amplify_counters(result.events, language).events,
        misconceptions=_entered(creature, hand, language),
    )


def _entered(creature: Card, hand: list[Card], lang: Lang) -> tuple[tuple[Answer, str], ...]:
    """The cards it would reveal had it entered: a countered spell counted as entering."""
    shown = len(amplify(creature, hand, "all", how="cast", lang=lang).revealed)
    if not shown:
        return ()
    return ((shown, t("misconception.countered_amplify", lang, answer=shown)),)


GENERATORS: Final[dict[str, Callable[[int, str | None], Exercise]]] = {
    "between_steps": between_steps,
    "first_strike_twice": first_strike_twice,
    "crypt_champion_blocked": crypt_champion_blocked,
    "blocker_left": blocker_left,
    "undercity_ruling": undercity_ruling,
    "ravenloft_ability": ravenloft_ability,
    "countered_amplify": countered_amplify,
}


def _why_not(events: list[dict[str, Any]], lang: Lang) -> str | None:
    """Why the resolver refuses this script, in a learner's words (no field path)."""
    try:
        play(events, lang=lang)
    except ScenarioError as error:
        return reason(error, lang)
    return None


def _room_shown(room: Room, lang: Lang) -> str:
    """A room among the choices: an AFR room, whose French printing the course did not find,
    is marked as its English name in French (« Cave Entrance (nom anglais) »)."""
    shown = room.display(lang)
    if lang != "en" and not room.names.get(lang):
        return t("teach_rulings.english_room", lang, room=shown)
    return shown


__all__ = [
    "BETWEEN_CASES",
    "GENERATORS",
    "between_steps",
    "blocker_left",
    "countered_amplify",
    "crypt_champion_blocked",
    "first_strike_twice",
    "ravenloft_ability",
    "undercity_ruling",
]
