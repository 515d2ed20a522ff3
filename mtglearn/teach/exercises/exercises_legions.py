"""Seeded exercises on amplify (702.38) and morph / face-down permanents (702.37, 708).

Each generator ``make_…(seed, lang)`` draws a scenario with ``random.Random(seed)``, asks the
engine for the answer (:func:`mtglearn.rules.legions.amplify.amplify`,
:class:`~mtglearn.rules.legions.face_down.FaceDownPermanent`) and uses the engine's narration
(and, for wrong choices, the engine's own error messages) as the explanation. Nothing is hard-coded.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.door import legions
from mtglearn.rules.core.characteristics import Card
from mtglearn.rules.legions.amplify import amplify, eligible
from mtglearn.rules.legions.face_down import FaceDownPermanent
from mtglearn.teach.chapters.amplify import AMPLIFY_CREATURES, HAND, TOGETHER, types_text
from mtglearn.teach.chapters.morph import MORPH_CARDS, walk
from mtglearn.teach.chapters.morph import SITUATIONS as MORPH_SITUATIONS
from mtglearn.teach.exercises import recorded
from mtglearn.teach.exercises.exercise import Answer, Exercise, questions_html
from mtglearn.teach.refusals import reason
from mtglearn.words.legions import card_name, spoken_card

#: How an amplify creature may enter in the exercises (face down: no amplify, 708.3).
ENTRIES: Final[tuple[str, ...]] = ("cast", "from_graveyard", "put_onto_battlefield", "face_down")
#: What may happen to a morph card in the trigger exercise.
SITUATIONS: Final[tuple[str, ...]] = tuple(MORPH_SITUATIONS)
#: The characteristics asked about a face-down creature (708.2a, 202.3).
QUANTITIES: Final[tuple[str, ...]] = ("power", "toughness", "mana_value")


def _hand_text(cards: Sequence[Card], lang: Lang) -> str:
    sep = t("teach_legions.ex.separator", lang)
    return sep.join(f"{card_name(c.name, lang)} ({types_text(c, lang)})" for c in cards)


def _creature_text(creature: Card, lang: Lang) -> str:
    """What the question says of the amplify creature, in parentheses after its name."""
    amp = ", ".join(str(n) for n in creature.amplify)
    return t("teach_legions.ex.creature", lang, n=amp, types=types_text(creature, lang))


def make_counters(seed: int, lang: str) -> Exercise:
    """ "How many +1/+1 counters?": a random amplify creature, entry and hand; every card that
    may be revealed is revealed (702.38a, 702.38b, 708.3)."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    creature = legions.card(rng.choice(AMPLIFY_CREATURES))
    hand = rng.sample(HAND, rng.randint(3, 5))
    how = rng.choice(ENTRIES)
    result = amplify(creature, hand, "all", how=how, lang=language)
    spoken = spoken_card(creature.name, language)
    question = t(
        "teach_legions.ex.counters",
        language,
        creature=spoken,
        details=_creature_text(creature, language),
        how=t(f"legions.how.{how}", language, card=spoken),
        hand=_hand_text(hand, language),
    )
    deciding = recorded.amplify_counters(result.events, language)
    beliefs: list[tuple[Answer, str]] = []
    if how == "face_down":  # the counters it would get face up: amplify counted face down
        face_up = amplify(creature, hand, "all", how="cast", lang=language).counters
        if face_up != result.counters:
            said = t("misconception.amplify_face_down", language, answer=face_up)
            beliefs.append((face_up, said))
    return Exercise(
        question,
        result.counters,
        tuple(result.narrate(language)),
        language,
        topic="amplify_counters",
        hint_text=t(
            "teach_recorded.hint.amplify_face_down"
            if how == "face_down"
            else "exercise.hint.amplify_counters",
            language,
        ),
        key_text=deciding.key,
        deciding=deciding.events,
        misconceptions=tuple(beliefs),
    )


def make_reveal(seed: int, lang: str) -> Exercise:
    """ "Which of these cards may be revealed?": one card of the choices shares a creature type
    with the amplify creature; the others don't, or enter at the same time (702.38a)."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    creature = legions.card(rng.choice(AMPLIFY_CREATURES))
    ok = eligible(creature, HAND)
    wrong = [c for c in HAND if c not in ok] + [TOGETHER]
    right = rng.choice(ok)
    offered = [right, *rng.sample(wrong, 3)]
    rng.shuffle(offered)
    in_hand = [c for c in offered if c is not TOGETHER]
    result = amplify(creature, in_hand, "all", entering_together=(TOGETHER,), lang=language)
    explanation = list(result.narrate(language))
    for c in offered:
        if c is right:
            continue
        try:
            amplify(creature, in_hand, [c.name], entering_together=(TOGETHER,), lang=language)
        except ScenarioError as error:
            explanation.append(reason(error, language))
    question = t(
        "teach_legions.ex.reveal",
        language,
        creature=spoken_card(creature.name, language),
        details=_creature_text(creature, language),
        together=spoken_card(TOGETHER.name, language),
        hand=_hand_text(in_hand, language),
    )
    names = tuple(card_name(c.name, language) for c in offered)
    shown = [e for e in result.events if e["type"] == "reveal" and e["card"] == right.name]
    deciding = recorded.legions_events(shown, language)
    return Exercise(
        question,
        card_name(right.name, language),
        tuple(explanation),
        language,
        choices=names,
        topic="amplify_reveal",
        key_text=deciding.key,
        deciding=deciding.events,
    )


def _morph_cards() -> list[Card]:
    return [c for c in MORPH_CARDS if c.morph_cost is not None]


def make_face_down(seed: int, lang: str) -> Exercise:
    """ "What is the face-down creature's power / toughness / mana value?" (708.2a, 202.3,
    122.1a: +1/+1 counters still count while it is face down)."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    card = rng.choice(_morph_cards())
    permanent = FaceDownPermanent(card, language)
    permanent.cast_face_down()
    counters = rng.choice((0, 0, 1, 2))
    if counters:
        permanent.add_counters(counters)
    quantity = rng.choice(QUANTITIES)
    state = permanent.characteristics().as_dict()
    question = t(
        "teach_legions.ex.face_down_counters" if counters else "teach_legions.ex.face_down",
        language,
        card=spoken_card(card.name, language),
        printed=f"{card.power}/{card.toughness}",
        cost=card.mana_cost or "—",
        counters=counters,
        quantity=t(f"teach_legions.ex.quantity.{quantity}", language),
    )
    deciding = recorded.face_down(permanent.history, quantity, language)
    counted = counters and quantity in ("power", "toughness")
    answer = int(state[quantity])
    printed = {"power": card.power, "toughness": card.toughness, "mana_value": card.mana_value}
    beliefs: list[tuple[Answer, str]] = []
    if counted:  # the counters left out
        said = t("misconception.face_down_no_counters", language, answer=answer - counters)
        beliefs.append((answer - counters, said))
    shown = int(printed[quantity] or 0) + (counters if counted else 0)
    if shown != answer and all(shown != value for value, _ in beliefs):  # the card counted
        beliefs.append((shown, t("misconception.face_down_printed", language, answer=shown)))
    return Exercise(
        question,
        int(state[quantity]),
        tuple(permanent.narrate(language)),
        language,
        topic="face_down_characteristics",
        misconceptions=tuple(beliefs),
        hint_text=t(
            "teach_recorded.hint.face_down_counters"
            if counted
            else "exercise.hint.face_down_characteristics",
            language,
        ),
        key_text=deciding.key,
        deciding=deciding.events,
    )


def make_trigger(seed: int, lang: str) -> Exercise:
    """ "Does its 'when turned face up' ability trigger?" for a random situation: turned face up
    by paying the morph cost or by an effect (yes); entering face up, being revealed, leaving
    the battlefield face down (no) — rulings of 2004-10-04, 702.37e, 708.8, 708.9."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    card = rng.choice([c for c in _morph_cards() if c.when_turned_face_up])
    situation = rng.choice(SITUATIONS)
    permanent = walk(card.name, MORPH_SITUATIONS[situation], language)
    step = permanent.history[-1]
    spoken = spoken_card(card.name, language)
    question = t(
        "teach_legions.ex.trigger",
        language,
        card=spoken,
        situation=t(f"teach_legions.ex.situation.{situation}", language, card=spoken),
    )
    # What happened to it last decides: turned face up (702.37e, 708.8) or not (603.2, 708.9).
    deciding = recorded.legions_events(
        [e for e in step.events if e["type"] != "left_battlefield"], language
    )
    triggered = card.name in step.triggered
    # The other answer, and the belief about turning face up that gives it.
    belief = ((not triggered, t(f"misconception.trigger.{situation}", language)),)
    return Exercise(
        question,
        triggered,
        tuple(permanent.narrate(language)),
        language,
        topic="face_up_trigger",
        key_text=deciding.key,
        deciding=deciding.events,
        misconceptions=belief,
    )


__all__ = [
    "ENTRIES",
    "QUANTITIES",
    "SITUATIONS",
    "make_counters",
    "make_face_down",
    "make_reveal",
    "make_trigger",
    "questions_html",
]
