"""Seeded exercises on the judge traps of double strike (the notebook after judge level).

Each generator ``make(seed, lang) -> Exercise`` draws a board with ``random.Random(seed)`` (same
seed, same question); the rules engine answers, the key and the hint are written from the events
that decide that very combat (:mod:`mtglearn.teach.exercises.deciding`), and the common wrong
answers of the trap are computed from the same record, each with the belief that gives it:

- :func:`indestructible_trample` — a double striker with trample blocked by an indestructible
  creature: the damage marked in the first step is still lethal in the regular one (702.19b,
  702.12b);
- :func:`shared_blocker` — a creature that blocks two attackers: the damage the other attacker
  assigns to it in the same step counts toward the trampler's lethal damage (702.19b);
- :func:`planeswalker_gone` — a double striker with trample attacking a planeswalker that dies
  in the first step: in the regular step it attacks nothing, and none of its damage may go to
  the player (506.4c, 702.19f);
- :func:`protection_deathtouch` — deathtouch and trample against protection: 1 is lethal for
  the assignment though it is prevented (702.19b, 702.2c, 702.16e);
- :func:`blocker_gains_strike` — a blocker gains first strike, or a first-strike blocker gains
  double strike, between the steps (702.7c, 702.4d, 510.4);
- :func:`zero_power_first_striker` — a 0-power first striker pumped between the steps, under
  the Sixth Edition rules (502.28b, as the French lesson quotes it) and today's (702.7b).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Final

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.i18n.names import name_of
from mtglearn.door.combat import Board, gain, pump
from mtglearn.door.outcome import CombatOutcome
from mtglearn.door.scenario import load
from mtglearn.rules.combat.eras import FOUNDATIONS, SIXTH_EDITION, era
from mtglearn.rules.core.keywords import (
    DEATHTOUCH,
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    INDESTRUCTIBLE,
    TRAMPLE,
)
from mtglearn.teach.chapters.judge import most_to_player
from mtglearn.teach.duel import keywords_text
from mtglearn.teach.exercises.case_facts import FIRST
from mtglearn.teach.exercises.deciding import (
    About,
    case_exercise,
    damage_by,
    damage_to,
    decide,
)
from mtglearn.teach.exercises.exercise import Answer, Exercise
from mtglearn.teach.refusals import refusal

PLAYER: Final = "P2"
#: The keyword of a creature that blocks two attackers (509.1a).
BLOCKS_TWO: Final = "can block an additional creature"
#: The two eras of the 0-power first striker.
ZERO_POWER_ERAS: Final = (SIXTH_EDITION, FOUNDATIONS)


def _resolved(board: Board, lang: Lang) -> CombatOutcome:
    outcome = load(board.to_dict(), lang)
    assert isinstance(outcome, CombatOutcome)  # a combat scenario's outcome
    return outcome


def creature_words(board: Board, cid: str, lang: Lang) -> str:
    """One creature of ``board`` in words: its id, power/toughness and keywords in the official
    terms of ``lang`` (« B 2/2 (indestructible) »)."""
    entry = next(c for c in board.to_dict()["creatures"] if c["id"] == cid)
    words = keywords_text(entry.get("keywords", ()), lang)
    colors = entry.get("colors", ())
    if colors:
        words = t(
            "teach_traps.colored",
            lang,
            keywords=words,
            color=t(f"teach_beyond.color_of.{colors[0]}", lang),
        )
    return t(
        "teach_traps.creature",
        lang,
        id=cid,
        power=entry["power"],
        toughness=entry["toughness"],
        keywords=words,
    )


def _believed(value: int, belief: str, lang: Lang, **params: Any) -> tuple[Answer, str]:
    return value, t(f"teach_traps.misconception.{belief}", lang, answer=value, **params)


def _exercise(
    question: str,
    expected: Answer,
    outcome: CombatOutcome,
    about: About,
    topic: str,
    lang: Lang,
    *,
    lead: Sequence[str] = (),
    beliefs: Sequence[tuple[Answer, str]] = (),
    hint: str = "",
) -> Exercise:
    """The exercise on one resolved combat, its key and hint from the deciding events, with the
    trap's own wrong answers (``beliefs``, computed from the case) before the common ones;
    ``hint``, when given, points at the trap instead of the most decisive fact's hint."""
    exercise = case_exercise(
        question,
        expected,
        outcome,
        about,
        lang,
        topic=topic,
        explanation=(*lead, *outcome.narrate(lang)),
    )
    seen: set[Answer] = {expected}
    kept: list[tuple[Answer, str]] = []
    for value, said in (*beliefs, *exercise.misconceptions):
        if value in seen or (isinstance(value, int) and not isinstance(value, bool) and value < 0):
            continue
        seen.add(value)
        kept.append((value, said))
    if hint:
        exercise = replace(exercise, hint_text=hint)
    return replace(exercise, misconceptions=tuple(kept))


def _first_lethal(outcome: CombatOutcome, attacker: str) -> int:
    """The lethal damage the engine counted for ``attacker``'s blockers in the first step."""
    decision = decide(outcome, damage_by(attacker))
    return sum(
        sum(f.values["lethal"].values())
        for f in decision.facts
        if f.kind == "trample" and f.step == FIRST
    )


def indestructible_trample(seed: int, lang: str | None = None) -> Exercise:
    """A double striker with trample blocked by an indestructible creature: the most combat
    damage the player can take. The first step's damage stays marked on the blocker, still
    lethal in the regular step (702.19b, 702.12b): 2P − T, not 2P − 2T."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    power = rng.randint(3, 7)
    board = Board()
    board.attacker("A", power, rng.randint(2, 6), DOUBLE_STRIKE, TRAMPLE)
    board.blocker("B", rng.randint(0, 3), rng.randint(1, power - 1), INDESTRUCTIBLE, blocks="A")
    best = most_to_player(board, lang=language)
    question = t(
        "teach_traps.exercise.indestructible",
        language,
        attacking=creature_words(board, "A", language),
        blocking=creature_words(board, "B", language),
    )
    again = best.amount - _first_lethal(best.outcome, "A")
    return _exercise(
        question,
        best.amount,
        best.outcome,
        damage_to(PLAYER),
        "indestructible_trample",
        language,
        lead=(best.sentence(),),
        beliefs=(_believed(again, "lethal_again", language),),
    )


def shared_blocker(seed: int, lang: str | None = None) -> Exercise:
    """A creature that can block an additional creature blocks a trampler and a second
    attacker; the second assigns all its damage to it. How much of the trampler's damage can
    reach the player at most? The other attacker's damage in the same step counts toward lethal
    damage (702.19b): P − (T − Q), not P − T."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    power, other = rng.randint(3, 6), rng.randint(1, 2)
    tough = rng.randint(other + 1, power)
    base = Board()
    base.attacker("A1", power, rng.randint(2, 5), TRAMPLE)
    base.attacker("A2", other, rng.randint(1, 4))
    base.blocker("B", 0, tough, BLOCKS_TWO, blocks=["A1", "A2"])
    best: tuple[int, Board] | None = None
    for to_blocker in range(power + 1):
        board = base.copy()
        board.assign("regular", "A2", {"B": other})
        board.assign("regular", "A1", {"B": to_blocker, PLAYER: power - to_blocker})
        if refusal(board, language) is not None:
            continue  # 702.19b: not lethal damage to B before the player
        taken = _resolved(board, language).damage_to(PLAYER)
        if best is None or taken > best[0]:
            best = (taken, board)
    assert best is not None  # all of A1's damage to B is always allowed
    expected, board = best
    outcome = _resolved(board, language)
    question = t(
        "teach_traps.exercise.shared",
        language,
        trampling=creature_words(board, "A1", language),
        other=creature_words(board, "A2", language),
        blocking=creature_words(board, "B", language),
        power=other,
    )
    alone = power - tough
    return _exercise(
        question,
        expected,
        outcome,
        damage_to(PLAYER),
        "shared_blocker",
        language,
        beliefs=(_believed(alone, "others_ignored", language, other=other),),
        hint=t(
            "teach_traps.hint.shared",
            language,
            blocker=name_of("B", language),
            attacker=name_of("A1", language),
            toughness=tough,
        ),
    )


def planeswalker_gone(seed: int, lang: str | None = None) -> Exercise:
    """A double striker with trample attacks a planeswalker and is blocked; its controller
    assigns lethal damage to the blocker and the rest to the planeswalker. How much combat
    damage does it deal in the regular step? If the planeswalker died in the first step, none:
    it attacks nothing (506.4c) and none of its damage may go to the player (702.19f)."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    power = rng.randint(3, 6)
    tough = rng.randint(1, power - 1)
    excess = power - tough
    loyalty = rng.randint(1, excess) if rng.random() < 0.75 else rng.randint(excess + 1, 8)
    board = Board()
    board.permanent("PW", PLAYER, card_types=["planeswalker"], loyalty=loyalty)
    board.attacker("A", power, rng.randint(2, 6), DOUBLE_STRIKE, TRAMPLE, attacks="PW")
    board.blocker("B", rng.randint(0, 2), tough, blocks="A")
    outcome = _resolved(board, language)
    regular = outcome.steps[-1]["damage"] if len(outcome.steps) == 2 else []
    expected = sum(d["amount"] for d in regular if d["source"] == "A")
    question = t(
        "teach_traps.exercise.planeswalker",
        language,
        attacking=creature_words(board, "A", language),
        blocking=creature_words(board, "B", language),
        loyalty=loyalty,
    )
    gone = outcome.to_dict()["permanents"]["PW"]["zone"] != "battlefield"
    beliefs = (_believed(power, "to_player", language),) if gone else ()
    hint = (
        t(
            "teach_traps.hint.planeswalker",
            language,
            planeswalker=name_of("PW", language, kind="planeswalker"),
            attacker=name_of("A", language),
        )
        if gone
        else ""
    )
    return _exercise(
        question, expected, outcome, damage_by("A"), "planeswalker_gone", language,
        beliefs=beliefs, hint=hint,
    )  # fmt: skip


def protection_deathtouch(seed: int, lang: str | None = None) -> Exercise:
    """A green double striker with deathtouch and trample blocked by a creature with protection
    from green: the most combat damage the player can take. 1 is lethal for the assignment
    (702.2c), prevention does not change what must be assigned (702.19b), and protection
    prevents the 1 (702.16e): 2(P − 1)."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    power = rng.randint(2, 6)
    tough = rng.randint(2, 5)
    board = Board()
    board.attacker(
        "A", power, rng.randint(2, 6), DOUBLE_STRIKE, DEATHTOUCH, TRAMPLE, colors=["green"]
    )
    board.blocker("B", rng.randint(0, 3), tough, "protection from green", blocks="A")
    best = most_to_player(board, lang=language)
    question = t(
        "teach_traps.exercise.protection",
        language,
        attacking=creature_words(board, "A", language),
        blocking=creature_words(board, "B", language),
    )
    toughness = 2 * max(0, power - tough)
    return _exercise(
        question,
        best.amount,
        best.outcome,
        damage_to(PLAYER),
        "protection_deathtouch",
        language,
        lead=(best.sentence(),),
        beliefs=(_believed(toughness, "prevented_not_lethal", language),),
    )


def blocker_gains_strike(seed: int, lang: str | None = None) -> Exercise:
    """Between the steps a blocker gains first strike (it still deals its damage in the regular
    step, 702.7c, 510.4), or a first-strike blocker gains double strike (it deals damage again,
    702.4d): how much combat damage does the attacker take?"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    board = Board()
    blocker_keywords: tuple[str, ...]
    if rng.random() < 0.5:
        keyword, attacker_keyword, blocker_keywords = FIRST_STRIKE, FIRST_STRIKE, ()
        power = rng.randint(1, 3)
        tough = rng.randint(power + 1, power + 3)  # it survives the first step
    else:
        keyword, attacker_keyword, blocker_keywords = DOUBLE_STRIKE, DOUBLE_STRIKE, (FIRST_STRIKE,)
        power = rng.randint(1, 2)
        tough = rng.randint(power + 1, power + 3)
    blocker_power = rng.randint(1, 3)
    attacker_tough = rng.randint(blocker_power + 1, 2 * blocker_power + 2)
    board.attacker("A", power, attacker_tough, attacker_keyword)
    board.blocker("B", blocker_power, tough, *blocker_keywords, blocks="A")
    board.between_steps(gain(keyword, "B"))
    outcome = _resolved(board, language)
    expected = outcome.damage_to("A")
    question = t(
        f"teach_traps.exercise.gains_{'first' if keyword == FIRST_STRIKE else 'double'}",
        language,
        attacking=creature_words(board, "A", language),
        blocking=creature_words(board, "B", language),
    )
    if keyword == FIRST_STRIKE:
        beliefs = (_believed(0, "first_strike_gained_skips", language),)
    else:
        beliefs = (_believed(blocker_power, "double_strike_gained_late", language),)
    return _exercise(
        question, expected, outcome, damage_to("A"), "blocker_gains_strike", language,
        beliefs=beliefs,
    )  # fmt: skip


def zero_power_first_striker(seed: int, lang: str | None = None) -> Exercise:
    """A 0-power first striker, blocked, gets +N/+0 between the steps: how much combat damage
    does it deal? Under the Sixth Edition rules, N: it assigned nothing in the first step, so
    it assigns in the second (502.28b, as the French lesson quotes it); today, 0: it had first
    strike as the first step began (702.7b, 510.4)."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    key = rng.choice(ZERO_POWER_ERAS)
    bonus = rng.randint(1, 4)
    board = Board(era=key)
    board.attacker("A", 0, rng.randint(2, 5), FIRST_STRIKE)
    board.blocker("B", rng.randint(1, 3), rng.randint(1, 5), blocks="A")
    board.between_steps(pump("A", bonus, 0))
    outcome = _resolved(board, language)
    expected = outcome.damage_to("B")
    question = t(
        "teach_traps.exercise.zero_power",
        language,
        era=era(key).title(language),
        attacking=creature_words(board, "A", language),
        blocking=creature_words(board, "B", language),
        bonus=bonus,
    )
    belief = "today_rule" if key == SIXTH_EDITION else "old_rule"
    wrong = 0 if key == SIXTH_EDITION else bonus
    return _exercise(
        question, expected, outcome, damage_by("A"), "zero_power_first_striker", language,
        beliefs=(_believed(wrong, belief, language),),
    )  # fmt: skip


GENERATORS: Final[dict[str, Callable[[int, str | None], Exercise]]] = {
    "indestructible_trample": indestructible_trample,
    "shared_blocker": shared_blocker,
    "planeswalker_gone": planeswalker_gone,
    "protection_deathtouch": protection_deathtouch,
    "blocker_gains_strike": blocker_gains_strike,
    "zero_power_first_striker": zero_power_first_striker,
}

__all__ = [
    "GENERATORS",
    "blocker_gains_strike",
    "creature_words",
    "indestructible_trample",
    "planeswalker_gone",
    "protection_deathtouch",
    "shared_blocker",
    "zero_power_first_striker",
]
