"""Exercises on the initiative (726), Undercity (309, 701.49) and the words for it.

Every generator is ``make(seed, lang) -> Exercise``: ``random.Random(seed)`` writes a short
script of events (a player takes the initiative, upkeeps, combat damage, a player leaves), the
initiative resolver plays it, and the question's answer and explanation are the resolver's
outcome and narration. Nothing is typed by hand:

- :func:`holder_exercise` — "who has the initiative?" (multiple choice);
- :func:`room_exercise` — "which room of Undercity is P2's venture marker on?" (multiple
  choice, room names in the reader's language);
- :func:`completed_exercise` — "how many dungeons has P1 completed?" (a number);
- :func:`term_exercise` — the 先攻/先制 and French "initiative" trap (multiple choice); the
  choices and the answer come from the glossary (``mtglearn/base/i18n/glossary.toml``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, glossary, resolve_lang, t
from mtglearn.door.scenario import resolve_scenario
from mtglearn.rules.initiative.dungeons import UNDERCITY, Dungeon, find_dungeon
from mtglearn.rules.initiative.game import Game
from mtglearn.teach.exercises import recorded
from mtglearn.teach.exercises.exercise import Answer, Exercise
from mtglearn.words.initiative import narrate

Event = dict[str, Any]


def random_script(
    rng: random.Random, players: list[str], length: int, upkeep_weight: int = 2
) -> list[Event]:
    """A script of initiative events that can happen in a game (checked on a :class:`Game` as
    it is written).

    Turns go as in a real game: each turn has one upkeep, the active player's (503.1), and a new
    turn always begins with it; combat comes after the upkeep, once per turn, and only the active
    player's creatures deal combat damage to a player (they are the attackers, 506.2); a player
    who left takes no more turns. Taking the initiative (a card's effect) may happen any time.
    """
    game = Game(players, lang="en")
    script: list[Event] = []
    upkept = fought = False  # has this turn's upkeep, and its combat damage, happened yet?
    while len(script) < length:
        in_game = game.in_game()
        active = game.active or in_game[0]
        playing = active in in_game
        kind = rng.choices(
            ("take", "upkeep", "turn", "damage", "leave"),
            weights=(
                2,
                upkeep_weight if playing and not upkept else 0,
                2 + (upkeep_weight if upkept or not playing else 0),
                3 if playing and upkept and not fought else 0,
                1 if len(in_game) > 2 else 0,
            ),
        )[0]
        events: list[Event]
        if kind == "take":
            events = [{"take_initiative": rng.choice(in_game)}]
        elif kind == "upkeep":
            events = [{"upkeep": active}]
            upkept = True
        elif kind == "turn":
            order = game.order
            start = order.index(active)
            rotated = order[start + 1 :] + order[: start + 1]
            following = next(p for p in rotated if not game.players[p].left)
            events = [{"turn": following}, {"upkeep": following}]
            upkept, fought = True, False
        elif kind == "damage":
            # Half the time aim at the holder (if any), to make 726.2 matter.
            holder = game.initiative
            others = [p for p in in_game if p != active]
            target = holder if holder in others and rng.random() < 0.6 else rng.choice(others)
            events = [{"combat_damage": {"from": active, "to": target}}]
            fought = True
        else:
            events = [{"leave": rng.choice(in_game)}]
        for event in events:
            try:
                _play(game, event)
            except ScenarioError:  # pragma: no cover - the choices above are legal
                break
            script.append(event)
    return script


def _play(game: Game, event: Mapping[str, Any]) -> None:
    verb, value = next(iter(event.items()))
    if verb == "take_initiative":
        game.take_initiative(value)
    elif verb == "upkeep":
        game.upkeep(value)
    elif verb == "turn":
        game.turn(value)
    elif verb == "combat_damage":
        game.combat_damage(value["from"], value["to"])
    else:
        game.leave(value)


def describe(event: Mapping[str, Any], lang: Lang) -> str:
    """One script event in words, without saying what it causes."""
    verb, value = next(iter(event.items()))
    if verb == "combat_damage":
        return t(
            "teach_initiative.script.combat_damage", lang, to=value["to"], **{"from": value["from"]}
        )
    return t(f"teach_initiative.script.{verb}", lang, player=value)


def _scenario(
    seed: int, lang: Lang, length: tuple[int, int], upkeep_weight: int = 2
) -> tuple[random.Random, list[str], list[Event], dict[str, Any]]:
    rng = random.Random(seed)
    players = [f"P{i}" for i in range(1, rng.choice((2, 3, 3, 4)) + 1)]
    script = random_script(rng, players, rng.randint(*length), upkeep_weight)
    outcome = resolve_scenario({"kind": "initiative", "players": players, "events": script}, lang)
    return rng, players, script, outcome


def _question(key: str, lang: Lang, players: list[str], script: list[Event], **params: Any) -> str:
    steps = " ".join(f"{i}. {describe(e, lang)}" for i, e in enumerate(script, 1))
    intro = t("teach_initiative.ex.intro", lang, players=", ".join(players), steps=steps)
    return f"{intro} {t(key, lang, **params)}"


def holder_exercise(seed: int, lang: str | None = None) -> Exercise:
    """After a random script: who has the initiative (or nobody)?"""
    language = resolve_lang(lang)
    _, players, script, outcome = _scenario(seed, language, (3, 6))
    nobody = t("teach_initiative.ex.nobody", language)
    holder = outcome["initiative"]
    deciding = recorded.holder(outcome, language)
    return Exercise(
        question=_question("teach_initiative.ex.holder", language, players, script),
        expected=holder if holder is not None else nobody,
        explanation=tuple(narrate(outcome, language)),
        lang=language,
        choices=(*players, nobody),
        topic="initiative.holder",
        hint_text=_hint(deciding, language),
        key_text=deciding.key,
        deciding=deciding.events,
        misconceptions=_left(deciding, nobody, language),
    )


def room_exercise(seed: int, lang: str | None = None) -> Exercise:
    """After a random script: which room of Undercity is a player's venture marker on?"""
    language = resolve_lang(lang)
    rng, players, script, outcome = _scenario(seed, language, (4, 8), upkeep_weight=4)
    # Ask about a player still in the game (one who left has no dungeon: nothing to ask).
    staying = [p for p in players if not outcome["players"][p]["left"]]
    in_dungeon = [p for p in staying if outcome["players"][p]["room"] is not None]
    player = rng.choice(in_dungeon or staying)
    undercity = find_dungeon(UNDERCITY, "dungeon", language)
    none = t("teach_initiative.ex.no_dungeon", language)
    room = outcome["players"][player]["room"]
    path = " → ".join(undercity.room(r).display(language) for r in first_exits(undercity))
    deciding = recorded.room(outcome, player, language)
    return Exercise(
        question=_question(
            "teach_initiative.ex.room", language, players, script, player=player, path=path
        ),
        expected=undercity.room(room).display(language) if room is not None else none,
        explanation=tuple(narrate(outcome, language)),
        lang=language,
        choices=(*(r.display(language) for r in undercity.rooms), none),
        topic="initiative.room",
        key_text=deciding.key,
        deciding=deciding.events,
    )


def first_exits(dungeon: Dungeon) -> list[str]:
    """The rooms from top to bottom when the first printed exit is taken at each fork: what the
    resolver does when no choice is given (701.49b), and what the room question states."""
    route = [dungeon.top.name]
    while dungeon.room(route[-1]).exits:
        route.append(dungeon.room(route[-1]).exits[0])
    return route


def completed_exercise(seed: int, lang: str | None = None) -> Exercise:
    """After a longer random script: how many dungeons has a player completed?"""
    language = resolve_lang(lang)
    rng, players, script, outcome = _scenario(seed, language, (14, 22), upkeep_weight=8)
    player = max(players, key=lambda p: (len(outcome["players"][p]["completed"]), rng.random()))
    deciding = recorded.completed(outcome, player, language)
    return Exercise(
        question=_question(
            "teach_initiative.ex.completed", language, players, script, player=player
        ),
        expected=len(outcome["players"][player]["completed"]),
        explanation=tuple(narrate(outcome, language)),
        lang=language,
        topic="initiative.completed",
        key_text=deciding.key,
        deciding=deciding.events,
    )


def _left(deciding: recorded.Recorded, nobody: str, lang: Lang) -> tuple[tuple[Answer, str], ...]:
    """The holder who left (726.4): named as the holder still, or "nobody" has it."""
    taken = [e for e in deciding.events if e["type"] == "take_initiative"]
    if not taken or taken[-1].get("cause") != "leave":
        return ()
    gone = str(taken[-1]["previous"])
    return (
        (gone, t("misconception.holder_left", lang, answer=gone)),
        (nobody, t("misconception.holder_left_nobody", lang, answer=nobody)),
    )


def _hint(deciding: recorded.Recorded, lang: Lang) -> str:
    """The holder's hint: a player who left hands it on (726.4), else the topic's."""
    if any(e["type"] == "leave" for e in deciding.events):
        return t("teach_recorded.hint.holder_left", lang)
    return t("exercise.hint.initiative.holder", lang)


#: (what the question shows, the glossary term it is) for the words trap.
_TERM_QUESTIONS: tuple[tuple[str, str], ...] = (
    ("zh_first_strike", "first_strike"),
    ("zh_initiative", "initiative"),
    ("fr_creature", "first_strike"),
    ("fr_player", "initiative"),
    ("pick_zh_initiative", "initiative"),
)


def _term(term_id: str) -> Mapping[str, str]:
    return next(term for term in glossary() if term["id"] == term_id)


def _label(term: Mapping[str, str], lang: Lang) -> str:
    """A choice: the term in ``lang`` and its rule; keywords say they are creature abilities
    (in French, "initiative (capacité)" against "l'initiative (désignation de joueur)")."""
    key = "label_keyword" if term["rule"].startswith("702") else "label"
    return t(f"teach_initiative.ex.term.{key}", lang, term=term[lang], rule=term["rule"])


def term_exercise(seed: int, lang: str | None = None) -> Exercise:
    """The words trap: 先攻 (first strike) vs 先制 (the initiative), and the French
    "initiative" of a creature (first strike) vs "l'initiative" a player takes (726)."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    variant, answer_id = rng.choice(_TERM_QUESTIONS)
    ids = ["first_strike", "initiative", "double_strike"]
    rng.shuffle(ids)
    terms = [_term(i) for i in ids]
    answer = _term(answer_id)
    if variant == "pick_zh_initiative":
        choices = tuple(term["zh"] for term in terms)
        expected = answer["zh"]
    else:
        choices = tuple(_label(term, language) for term in terms)
        expected = _label(answer, language)
    question = t(
        f"teach_initiative.ex.term.{variant}",
        language,
        first_strike=_term("first_strike")["zh"],
        initiative=_term("initiative")["zh"],
    )
    explanation = tuple(
        t(
            "teach_initiative.ex.term.line",
            language,
            zh=term["zh"],
            en=term["en"],
            fr=term["fr"],
            rule=term["rule"],
        )
        + (f" {term['trap_' + language]}" if term[f"trap_{language}"] else "")
        for term in (_term("first_strike"), _term("initiative"))
    )
    return Exercise(
        question=question,
        expected=expected,
        explanation=explanation,
        lang=language,
        choices=choices,
        topic="initiative.terms",
    )


__all__ = [
    "completed_exercise",
    "describe",
    "holder_exercise",
    "random_script",
    "room_exercise",
    "term_exercise",
]
