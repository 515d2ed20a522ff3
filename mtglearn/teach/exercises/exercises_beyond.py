"""Seeded exercises beyond the course's sources (notebook 11): protection, infect and poison,
exalted, afflict and evasion.

Each generator ``make(seed, lang) -> Exercise`` draws a small fight with ``random.Random(seed)``,
asks the rules engine (or the block explainer) what happens, and uses the engine's answer as
``expected`` and its narration (or reason) as the explanation. Nothing is answered by hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Final

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.i18n.grammar import Name
from mtglearn.door.combat import Combat, CombatResult, explain_blocks
from mtglearn.rules.core.board import COLORS
from mtglearn.teach.duel import DEFENDING_PLAYER, keywords_text
from mtglearn.teach.entries import creature_entry
from mtglearn.teach.exercises import recorded
from mtglearn.teach.exercises.deciding import About, case_exercise, damage_to, life_of, poison_of
from mtglearn.teach.exercises.exercise import Answer, Exercise

#: Evasion abilities asked about, with the blockers that make the question interesting.
EVASION: Final = ("fear", "intimidate", "shadow", "horsemanship", "skulk", "flying")


def _creature(
    cid: str, controller: str, power: int, toughness: int, keywords: list[str], colors: list[str]
) -> dict[str, Any]:
    return creature_entry(cid, controller, power, toughness, *keywords, colors=colors)


def _name(cid: str, lang: Lang) -> str:
    return t(
        "teach_combat.name.attacker" if cid.startswith("A") else "teach_combat.name.blocker", lang
    )


def _noun(name: str, lang: Lang) -> Name:
    """A generic name of these exercises (« Attaquante », « Première »…) as the French common
    noun it is: feminine, like « créature », with its article (« l'attaquante », « la
    première »); English keeps the name as it is."""
    if lang != "fr":
        return Name(name)
    return Name(name[:1].lower() + name[1:], "f", "le")


def describe(
    creature: dict[str, Any], lang: Lang, name: str | None = None, suffix: str = ""
) -> Name:
    """« attaquante 3/3 (rouge ; piétinement) »: name, P/T, colors and keywords (then
    ``suffix``), with the name's French grammar, so a message writes « L'attaquante 3/3 … »
    at the start of a sentence and « la bloqueuse 1/2 … » inside one."""
    words = keywords_text(creature["keywords"], lang)
    colors = [t(f"teach_beyond.color_of.{c}", lang) for c in COLORS if c in creature["colors"]]
    traits = t("teach_beyond.traits", lang, colors=", ".join(colors), keywords=words)
    noun = _noun(name or _name(creature["id"], lang), lang)
    text = t(
        "teach_beyond.creature",
        lang,
        name=str(noun),
        power=creature["power"],
        toughness=creature["toughness"],
        traits=traits if colors else words,
    )
    return Name(text + suffix, noun.gender, noun.article)


def _exercise(
    data: dict[str, Any],
    question: str,
    answer: Callable[[CombatResult], Answer],
    about: About,
    topic: str,
    lang: Lang,
    names: dict[str, str] | None = None,
) -> Exercise:
    """The exercise of one combat: the engine's answer and narration, and the key and the
    hint written from the events that decide this very case
    (:mod:`mtglearn.teach.exercises.deciding`)."""
    for creature in data["creatures"]:
        creature["name"] = (names or {}).get(creature["id"]) or _name(creature["id"], lang)
    result = Combat.from_scenario(data, lang).resolve(lang)
    return case_exercise(question, answer(result), result, about, lang, topic=topic)


def protection_trample(seed: int, lang: str | None = None) -> Exercise:
    """The trap of 702.19b's example: a trampler blocked by a creature with protection from the
    trampler's own colour must still assign it lethal damage, which protection then prevents
    (702.16e): at most, how much combat damage does the defending player take?"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    power = rng.randint(3, 8)
    colour = rng.choice(("red", "green"))
    attacker = _creature("A", "P1", power, 4, ["trample"], [colour])
    rng.choice(("red", "green"))  # drawn as before, so each seed keeps its numbers
    guard = colour  # protection from the attacker's colour: the case the trap is about
    blocker = _creature(
        "B", "P2", rng.randint(1, 3), rng.randint(1, 4), [f"protection from {guard}"], []
    )
    data: dict[str, Any] = {
        "players": ["P1", "P2"],
        "creatures": [attacker, blocker],
        "attacks": {"A": "P2"},
        "blocks": {"B": "A"},
    }
    question = t(
        "teach_beyond.exercise.player_damage_at_most",
        language,
        setup=t(
            "teach_beyond.setup.blocked",
            language,
            attacker=describe(attacker, language),
            blocker=describe(blocker, language),
        ),
    )
    return _exercise(
        data,
        question,
        lambda r: r.damage_to(DEFENDING_PLAYER),
        damage_to(DEFENDING_PLAYER),
        "protection_trample",
        language,
    )


def infect_poison(seed: int, lang: str | None = None) -> Exercise:
    """An unblocked creature with infect (maybe lifelink, double strike): how many poison
    counters does the defending player have after combat? (702.90b, 702.4b)"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    keywords = ["infect"] + [k for k in ("lifelink", "double strike") if rng.random() < 0.5]
    attacker = _creature("A", "P1", rng.randint(1, 4), 2, keywords, [])
    start = rng.randint(0, 6)
    data: dict[str, Any] = {
        "players": ["P1", {"name": "P2", "poison": start}],
        "creatures": [attacker],
        "attacks": {"A": "P2"},
    }
    question = t(
        "teach_beyond.exercise.poison",
        language,
        attacker=describe(attacker, language),
        start=start,
    )
    return _exercise(
        data,
        question,
        lambda r: r.poison[DEFENDING_PLAYER],
        poison_of(DEFENDING_PLAYER),
        "infect",
        language,
    )


def exalted_alone(seed: int, lang: str | None = None) -> Exercise:
    """Exalted counts every instance the attacking player controls, only when a creature
    attacks alone (702.83a–b): how much damage does the defending player take?"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    first = _creature("A1", "P1", rng.randint(1, 3), 2, ["exalted"] * rng.randint(0, 2), [])
    second = _creature("A2", "P1", rng.randint(1, 3), 2, ["exalted"] * rng.randint(1, 2), [])
    attacks = {"A1": "P2"} if rng.random() < 0.6 else {"A1": "P2", "A2": "P2"}
    data: dict[str, Any] = {
        "players": ["P1", "P2"],
        "creatures": [first, second],
        "attacks": attacks,
    }
    names = {
        "A1": t("teach_beyond.name.first", language),
        "A2": t("teach_beyond.name.second", language),
    }
    question = t(
        "teach_beyond.exercise.exalted",
        language,
        first=describe(first, language, names["A1"]),
        second=describe(second, language, names["A2"]),
        attackers=t(
            f"teach_beyond.attackers.{len(attacks)}", language, first=_noun(names["A1"], language)
        ),
    )
    return _exercise(
        data,
        question,
        lambda r: r.damage_to(DEFENDING_PLAYER),
        damage_to(DEFENDING_PLAYER),
        "exalted",
        language,
        names,
    )


def afflict_life(seed: int, lang: str | None = None) -> Exercise:
    """Afflict triggers only when the creature becomes blocked (702.130a): how much life does
    the defending player lose during this combat?"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    attacker = _creature("A", "P1", rng.randint(2, 5), 3, [f"afflict {rng.randint(1, 3)}"], [])
    blocked = rng.random() < 0.6
    creatures = [attacker]
    if blocked:
        creatures.append(_creature("B", "P2", rng.randint(0, 3), rng.randint(1, 5), [], []))
    data: dict[str, Any] = {
        "players": ["P1", "P2"],
        "creatures": creatures,
        "attacks": {"A": "P2"},
        "blocks": {"B": "A"} if blocked else {},
    }
    setup = (
        t(
            "teach_beyond.setup.blocked",
            language,
            attacker=describe(attacker, language),
            blocker=describe(creatures[1], language),
        )
        if blocked
        else t("teach_beyond.setup.unblocked", language, attacker=describe(attacker, language))
    )
    question = t("teach_beyond.exercise.life_lost", language, setup=setup)
    return _exercise(
        data,
        question,
        lambda r: 20 - r.life[DEFENDING_PLAYER],
        life_of(DEFENDING_PLAYER),
        "afflict",
        language,
    )


def evasion_block(seed: int, lang: str | None = None) -> Exercise:
    """May this creature block that one? (509.1b: fear, intimidate, shadow, horsemanship,
    skulk, flying): the block explainer answers and says why."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    ability = rng.choice(EVASION)
    attacker = _creature("A", "P1", rng.randint(1, 4), 3, [ability], [rng.choice(COLORS)])
    blocker_keywords = [k for k in ("shadow", "horsemanship", "reach") if rng.random() < 0.3]
    card_types = ["artifact", "creature"] if rng.random() < 0.25 else ["creature"]
    blocker = {
        **_creature("B", "P2", rng.randint(1, 5), 3, blocker_keywords, [rng.choice(COLORS)]),
        "card_types": card_types,
    }
    data: dict[str, Any] = {
        "players": ["P1", "P2"],
        "creatures": [attacker, blocker],
        "attacks": {"A": "P2"},
        "blocks": {"B": "A"},
    }
    _resolve_names(data, language)
    verdict = explain_blocks(data, lang=language)
    kind = t("teach_beyond.artifact", language) if "artifact" in card_types else ""
    question = t(
        "teach_beyond.exercise.may_block",
        language,
        attacker=describe(attacker, language),
        blocker=describe(blocker, language, suffix=kind),
    )
    # The restriction checks (509.1b) decide: the one that fails, or the one that passes.
    failed = [c for c in verdict.checks if not c.ok]
    found = failed or [c for c in verdict.checks if c.rule.startswith("509.1b")]
    deciding = recorded.checks(found or list(verdict.checks), language)
    return Exercise(
        question,
        verdict.legal,
        tuple(verdict.lines()),
        language,
        topic="evasion",
        key_text=deciding.key,
        deciding=deciding.events,
    )


def _resolve_names(data: dict[str, Any], lang: Lang) -> None:
    for creature in data["creatures"]:
        creature["name"] = _name(creature["id"], lang)


__all__ = [
    "afflict_life",
    "describe",
    "evasion_block",
    "exalted_alone",
    "infect_poison",
    "protection_trample",
]
