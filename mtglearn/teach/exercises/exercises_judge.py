"""Seeded exercises at judge level on double strike (the notebook after the two damage steps).

Each generator ``make(seed, lang) -> Exercise`` draws a board with ``random.Random(seed)`` (same
seed, same question), lets the rules engine answer and takes the narration of the combat that
decides it as the explanation. The "most" questions are answered by the engine's own search
over every division the attacking player may choose (:mod:`mtglearn.teach.chapters.judge`):

- :func:`share_out` — a double striker blocked by two or three creatures: how many can it
  destroy, dividing freely in each step (510.1c), damage already marked counting (120.6)?
- :func:`most_trample` — the same with trample: the most the player can take (702.19b);
- :func:`first_strike_trampler` — a first-strike blocker against a double-strike trampler:
  both strike in the first step (510.4); does the trampler strike again, and what gets through?
- :func:`gone_between` — between the steps a blocker is destroyed, returned to hand or removed
  from combat, or the attacker is removed (506.4, 509.1h, 510.1c–d, 702.19d);
- :func:`jitte_modes` — Umezawa's Jitte's three modes, one counter at a time, and a response
  (117.7, 608.2b, 704.5g);
- :func:`deathtouch_trample` — deathtouch, trample and double strike against two blockers
  (702.2c, 702.19b);
- :func:`era_division` — the same board under the rules of 2003, 2009 or today: is a division
  allowed (510.1c–d then and now), and what the damage on the stack still does (310.4a then).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Final

from mtglearn.base.i18n import Lang, catalog, resolve_lang, t
from mtglearn.base.i18n.names import name_of, printed_name
from mtglearn.door.combat import Board
from mtglearn.door.outcome import CombatOutcome
from mtglearn.door.scenario import load
from mtglearn.rules.combat.eras import ERAS, M10, SIXTH_EDITION, era
from mtglearn.rules.core.keywords import DEATHTOUCH, DOUBLE_STRIKE, FIRST_STRIKE, TRAMPLE
from mtglearn.teach.chapters.judge import Best, most_destroyed, most_to_player
from mtglearn.teach.duel import keywords_text
from mtglearn.teach.exercises.deciding import (
    About,
    case_exercise,
    damage_by,
    damage_to,
    destroys,
    dies,
    steps_of,
)
from mtglearn.teach.exercises.exercise import Answer, Exercise
from mtglearn.teach.refusals import refusal as refused

ATTACKER: Final = "A"
PLAYER: Final = "P2"
BLOCKERS: Final = ("B1", "B2", "B3")
#: What happens between the steps in :func:`gone_between` (the action's verb, its object).
GONE: Final = (
    ("destroy", "B1"),
    ("remove", "B1"),
    ("remove_from_combat", "B1"),
    ("remove_from_combat", ATTACKER),
)
#: Umezawa's Jitte's modes (its Oracle text), as the action each activation does.
JITTE_MODES: Final = ("pump", "shrink", "life")


def _board(
    rng: random.Random,
    power: tuple[int, int],
    keywords: Sequence[str],
    blockers: int,
    *,
    toughness: tuple[int, int] = (1, 5),
    marked: bool = False,
    era_key: str | None = None,
) -> Board:
    """A double striker ``A`` (P/T drawn in ``power``, toughness 1–6) blocked by ``blockers``
    creatures B1, B2… (power 0–3, toughness drawn in ``toughness``); with ``marked``, one
    blocker may already have damage marked on it."""
    board = Board(era=era_key)
    board.attacker(ATTACKER, rng.randint(*power), rng.randint(2, 6), DOUBLE_STRIKE, *keywords)
    for cid in BLOCKERS[:blockers]:
        tough = rng.randint(*toughness)
        damage = rng.randint(1, tough - 1) if marked and tough > 1 and rng.random() < 0.4 else 0
        fields: dict[str, Any] = {"damage": damage} if damage else {}
        board.blocker(cid, rng.randint(0, 3), tough, blocks=ATTACKER, **fields)
    return board


def _creature_words(entry: dict[str, Any], lang: Lang) -> str:
    words = keywords_text(entry.get("keywords", ()), lang)
    text = t(
        "teach_judge.exercise.creature",
        lang,
        id=entry["id"],
        power=entry["power"],
        toughness=entry["toughness"],
        keywords=words,
    )
    if entry.get("damage"):
        text += t("teach_judge.exercise.marked", lang, damage=entry["damage"])
    return text


def _count(n: int, lang: Lang) -> str:
    """A count that starts a sentence, in words (« Trois créatures la bloquent »)."""
    key = f"teach_judge.count.{n}"
    return t(key, lang) if key in catalog() else str(n)


def describe(board: Board, lang: Lang) -> str:
    """The board in words: the attacker, then its blockers, with keywords in the official
    terms of ``lang`` and any damage already marked."""
    data = board.to_dict()
    creatures = {c["id"]: c for c in data["creatures"]}
    blockers = [creatures[b] for b in data.get("blocks", {})]
    text = t(
        "teach_judge.exercise.attacks",
        lang,
        who=_creature_words(creatures[ATTACKER], lang),
        player=data["attacks"][ATTACKER],
    )
    if blockers:
        text += " " + t(
            "teach_judge.exercise.blocked"
            if len(blockers) > 1
            else "teach_judge.exercise.blocked_one",
            lang,
            count=_count(len(blockers), lang),
            blockers=t("teach_judge.exercise.and", lang).join(
                _creature_words(b, lang) for b in blockers
            ),
        )
    return text


def _exercise(
    question: str,
    expected: Answer,
    outcome: CombatOutcome,
    topic: str,
    lang: Lang,
    *,
    lead: Sequence[str] = (),
    about: About | None = None,
) -> Exercise:
    """The exercise; with ``about``, its key and hint are written from the events that decide
    this very combat (:mod:`mtglearn.teach.exercises.deciding`), else they are the topic's."""
    explanation = (*lead, *outcome.narrate(lang))
    if about is None:
        return Exercise(question, expected, explanation, lang, topic=topic)
    return case_exercise(
        question, expected, outcome, about, lang, topic=topic, explanation=explanation
    )


def regular_damage_to(outcome: CombatOutcome, target: str) -> int:
    """The combat damage ``target`` takes in the regular step (0 if there was none)."""
    regular = outcome.steps[-1]["damage"] if len(outcome.steps) == 2 else []
    return sum(d["amount"] for d in regular if d["target"] == target)


def _resolved(board: Board, lang: Lang) -> CombatOutcome:
    outcome = load(board.to_dict(), lang)
    assert isinstance(outcome, CombatOutcome)  # a combat scenario's outcome
    return outcome


def _best(
    best: Best, board: Board, question: str, topic: str, lang: Lang, about: About
) -> Exercise:
    """The exercise on the best division the engine found (``best``, from :func:`most_destroyed`
    or :func:`most_to_player`): its question ``teach_judge.exercise.<question>`` about
    ``board``, its answer the best amount, its story led by the sentence that says how."""
    setup = describe(board, lang)
    text = t(f"teach_judge.exercise.{question}", lang, setup=setup)
    return _exercise(
        text, best.amount, best.outcome, topic, lang, lead=(best.sentence(),), about=about
    )


def share_out(seed: int, lang: str | None = None) -> Exercise:
    """How many of its two or three blockers can a double striker destroy, dividing its combat
    damage as it chooses in each step? (510.1c, 120.6, 704.5g)"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    board = _board(rng, (2, 5), (), rng.choice((2, 3)), toughness=(1, 5), marked=True)
    best = most_destroyed(board, lang=language)
    return _best(best, board, "share_out", "share_out", language, destroys(ATTACKER))


def most_trample(seed: int, lang: str | None = None) -> Exercise:
    """The most combat damage the defending player can take from a double striker with trample
    blocked by two or three creatures (702.19b: lethal damage to every blocker first, damage
    already marked counting)."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    board = _board(rng, (3, 6), (TRAMPLE,), rng.choice((2, 3)), toughness=(1, 3), marked=True)
    best = most_to_player(board, lang=language)
    return _best(best, board, "most_player", "most_trample", language, damage_to(PLAYER))


def deathtouch_trample(seed: int, lang: str | None = None) -> Exercise:
    """The most combat damage the defending player can take from a double striker with
    deathtouch and trample blocked by two creatures (702.2c: 1 is lethal damage for trample)."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    board = _board(rng, (1, 5), (DEATHTOUCH, TRAMPLE), 2, toughness=(2, 8))
    best = most_to_player(board, lang=language)
    return _best(best, board, "most_player", "deathtouch_trample", language, damage_to(PLAYER))


def first_strike_trampler(seed: int, lang: str | None = None) -> Exercise:
    """A double striker with trample blocked by a first striker: both deal damage in the
    first-strike step (510.4, 702.7b). Does the trampler deal damage in the regular step, or
    how much does the player take?"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    board = Board()
    power, tough = rng.randint(1, 5), rng.randint(1, 5)
    board.attacker(ATTACKER, power, tough, DOUBLE_STRIKE, TRAMPLE)
    board.blocker("B1", rng.randint(1, 5), rng.randint(1, 6), FIRST_STRIKE, blocks=ATTACKER)
    outcome = _resolved(board, language)
    setup = describe(board, language)
    if rng.random() < 0.5:
        regular = outcome.steps[-1] if len(outcome.steps) == 2 else {"damage": []}
        strikes = any(d["source"] == ATTACKER for d in regular["damage"])
        question = t("teach_judge.exercise.strikes_again", language, setup=setup)
        return _exercise(
            question, strikes, outcome, "first_strike_trampler", language, about=steps_of(ATTACKER)
        )
    question = t("teach_judge.exercise.player_default", language, setup=setup)
    return _exercise(
        question,
        outcome.damage_to(PLAYER),
        outcome,
        "first_strike_trampler",
        language,
        about=damage_to(PLAYER),
    )


def gone_between(seed: int, lang: str | None = None) -> Exercise:
    """Between the steps the blocker is destroyed, returned to its owner's hand or removed from
    combat, or the attacker is removed from combat: how much combat damage does the player take
    in the regular step? (506.4, 509.1h, 510.1c–d, 702.19d)"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    power = rng.randint(1, 4)
    trample = rng.random() < 0.5
    board = Board()
    board.attacker(
        ATTACKER, power, rng.randint(2, 5), DOUBLE_STRIKE, *((TRAMPLE,) if trample else ())
    )
    board.blocker("B1", rng.randint(0, 3), rng.randint(power + 1, power + 4), blocks=ATTACKER)
    verb, target = rng.choice(GONE)
    board.between_steps({verb: target})
    outcome = _resolved(board, language)
    expected = regular_damage_to(outcome, PLAYER)
    question = t(
        "teach_judge.exercise.gone",
        language,
        setup=describe(board, language),
        action=t(f"teach_judge.gone.{verb}", language, creature=name_of(target, language)),
    )
    return _exercise(question, expected, outcome, "gone_between", language, about=damage_to(PLAYER))


def _jitte_action(mode: str) -> dict[str, Any]:
    then: dict[str, Any] = {
        "pump": {"pump": "equipped", "power": 2, "toughness": 2},
        "shrink": {"pump": "B1", "power": -1, "toughness": -1},
        "life": {"gain_life": "P1", "amount": 2},
    }[mode]
    return {"remove_counters": "J", "kind": "charge", "amount": 1, "then": then}


def jitte_modes(seed: int, lang: str | None = None) -> Exercise:
    """Crypt Champion (2/2, double strike) carries Umezawa's Jitte and is blocked; between the
    steps its controller removes the two counters one at a time for one mode each, and the
    defending player may answer one activation. Does the blocker survive, how many counters
    are left, or what is the attacking player's life? (510.3a, 117.7, 608.2b, 704.5g)"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    board = Board()
    board.attacker(ATTACKER, 2, 2, DOUBLE_STRIKE, name="Crypt Champion")
    board.blocker("B1", rng.randint(1, 3), rng.randint(3, 5), blocks=ATTACKER)
    board.jitte(ATTACKER)
    modes = [rng.choice(JITTE_MODES) for _ in range(2)]
    actions = [_jitte_action(m) for m in modes]
    answered = rng.random() < 0.4
    response = None
    if answered:
        which = rng.randrange(2)
        response = rng.choice(({"pump": "B1", "power": 2, "toughness": 2}, {"destroy": ATTACKER}))
        actions[which] = {**actions[which], "responses": [response]}
    board.between_steps(*actions)
    outcome = _resolved(board, language)
    champion = name_of(printed_name("Crypt Champion", language), language)
    jitte = name_of(printed_name("Umezawa's Jitte", language), language, kind="card")
    said = [t(f"teach_judge.jitte.{m}", language) for m in modes]
    story = t("teach_judge.exercise.jitte", language, champion=champion, jitte=jitte,
              power=board.to_dict()["creatures"][1]["power"],
              toughness=board.to_dict()["creatures"][1]["toughness"],
              first=said[0], second=said[1])  # fmt: skip
    if response is not None:
        verb = "pump" if "pump" in response else "destroy"
        story += " " + t(
            f"teach_judge.exercise.jitte_response.{verb}",
            language,
            which=t(f"teach_judge.ordinal.{which}", language),
            champion=champion,
        )
    kind = rng.choice(
        ("survives", "counters", "life") if "life" in modes else ("survives", "counters")
    )
    question = t(f"teach_judge.exercise.jitte_{kind}", language, story=story, jitte=jitte)
    if kind == "survives":
        expected: Answer = "B1" not in outcome.died
        return _exercise(question, expected, outcome, "jitte_modes", language, about=dies("B1"))
    if kind == "counters":
        expected = outcome.permanent_counters("J").get("charge", 0)
    else:
        expected = outcome.life["P1"]
    # Counters and life gained by the Jitte's modes are not combat facts: the topic's key.
    return _exercise(question, expected, outcome, "jitte_modes", language)


def era_division(seed: int, lang: str | None = None) -> Exercise:
    """The same board under the rules of an era. Either: may the attacking player divide the
    first-strike damage this way (free today and in 2003, 510.1c and 310.2c; in the damage
    assignment order from 2009 to 2024, 510.1c–d then)? Or, under the 2003 rules, a blocker is
    returned to hand while the regular combat damage is on the stack: how much damage is dealt
    to the attacker (310.4a, 310.4c then)?"""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    if rng.random() < 0.3:
        return _stack_trick(rng, language)
    key = rng.choice(ERAS)
    board = Board(era=key)
    power = rng.randint(2, 5)
    board.attacker(ATTACKER, power, rng.randint(2, 6), DOUBLE_STRIKE)
    board.blocker("B1", rng.randint(0, 3), rng.randint(2, 5), blocks=ATTACKER)
    board.blocker("B2", rng.randint(0, 3), rng.randint(1, 4), blocks=ATTACKER)
    if key == M10:
        board.damage_order(ATTACKER, "B1", "B2")
    to_second = rng.randint(1, power)
    split = {"B1": power - to_second, "B2": to_second} if to_second < power else {"B2": power}
    board.assign("first_strike", ATTACKER, split)
    refusal = refused(board, language)
    question = t(
        "teach_judge.exercise.era_division",
        language,
        era=era(key).title(language),
        setup=describe(board, language),
        order=t("teach_judge.exercise.order", language) if key == M10 else "",
        split=", ".join(f"{n} → {who}" for who, n in split.items()),
    )
    if refusal is None:
        outcome = _resolved(board, language)
        return _exercise(
            question, True, outcome, "era_division", language, about=damage_by(ATTACKER)
        )
    fallback = Board.from_dict({k: v for k, v in board.to_dict().items() if k != "assign"})
    lead = (t("teach_judge.refused", language, reason=refusal),)
    return _exercise(
        question, False, _resolved(fallback, language), "era_division", language, lead=lead
    )


def _stack_trick(rng: random.Random, lang: Lang) -> Exercise:
    """The 2003 rules: the regular combat damage on the stack, a blocker returned to hand."""
    board = Board(era=SIXTH_EDITION)
    board.attacker(ATTACKER, rng.randint(2, 4), rng.randint(3, 7), DOUBLE_STRIKE)
    board.blocker("B1", rng.randint(1, 3), rng.randint(4, 8), blocks=ATTACKER)
    board.blocker("B2", rng.randint(1, 3), rng.randint(4, 8), blocks=ATTACKER)
    gone = rng.choice(("B1", "B2"))
    board.after_assignment("regular", {"remove": gone})
    outcome = _resolved(board, lang)
    expected = regular_damage_to(outcome, ATTACKER)
    question = t(
        "teach_judge.exercise.stack_trick",
        lang,
        era=era(SIXTH_EDITION).title(lang),
        setup=describe(board, lang),
        creature=name_of(gone, lang),
    )
    return _exercise(question, expected, outcome, "era_division", lang, about=damage_to(ATTACKER))


GENERATORS: Final[dict[str, Callable[[int, str | None], Exercise]]] = {
    "share_out": share_out,
    "most_trample": most_trample,
    "first_strike_trampler": first_strike_trampler,
    "gone_between": gone_between,
    "jitte_modes": jitte_modes,
    "deathtouch_trample": deathtouch_trample,
    "era_division": era_division,
}

__all__ = [
    "GENERATORS",
    "deathtouch_trample",
    "describe",
    "era_division",
    "first_strike_trampler",
    "gone_between",
    "jitte_modes",
    "most_trample",
    "share_out",
]
