"""Exercises on provoke and declaring blockers (702.39a, 509.1a–c), from seeded random boards.

Each generator builds a small board with a seeded ``random.Random``, asks about it, and takes
the answer and the explanation from the block-legality explainer: nothing is typed by hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.i18n.grammar import as_name
from mtglearn.base.i18n.names import name_of
from mtglearn.rules.combat.block_board import parse_board
from mtglearn.rules.combat.block_requirements import words
from mtglearn.rules.core.keywords import catalog_key, sorted_keywords
from mtglearn.teach.exercises import recorded
from mtglearn.teach.exercises.exercise import Exercise
from mtglearn.words.block_explainer import Check, explain_blocks
from mtglearn.words.keywords import keyword_name

#: Legions provokers (printed names: docs/card-names.md): card key, power, toughness, keywords
#: as printed.
PROVOKERS: tuple[tuple[str, int, int, tuple[str, ...]], ...] = (
    ("vorine", 3, 2, ("provoke", "can't be blocked by more than one creature")),
    ("tracker", 2, 2, ("first strike", "provoke")),
    ("deftblade", 1, 1, ("provoke",)),
    ("grappler", 1, 1, ("provoke",)),
    ("throwback", 3, 3, ("provoke",)),
)
DEFENDERS: tuple[tuple[str, int, int, tuple[str, ...]], ...] = (
    ("bear", 2, 2, ()),
    ("wall", 0, 4, ()),
    ("hawk", 1, 1, ("flying",)),
    ("spider", 1, 3, ("reach",)),
)
#: The keywords each creature prints.
_PRINTED: dict[str, tuple[str, ...]] = {key: kw for key, _, _, kw in PROVOKERS + DEFENDERS}
#: The French gender of each defender's name (not cards the package knows).
GENDERS: dict[str, str] = {"bear": "m", "wall": "m", "hawk": "m", "spider": "f"}


def random_board(seed: int, lang: str) -> dict[str, Any]:
    """A seeded board: one or two provokers (maybe with flying or menace) attack, two or three
    defenders (maybe tapped), a provoke target, maybe tapped again, and a declaration."""
    rng = random.Random(seed)
    language = resolve_lang(lang)
    creatures: list[dict[str, Any]] = []
    attackers = rng.sample(PROVOKERS, rng.choice((1, 1, 2)))
    for key, power, toughness, keywords in attackers:
        extra = rng.choice(((), (), ("flying",), ("menace",)))
        creatures.append(
            {
                "id": key,
                "name": t(f"teach_provoke.card.{key}", language),
                "controller": "P1",
                "power": power,
                "toughness": toughness,
                "keywords": list(keywords + extra),
            }
        )
    defenders = rng.sample(DEFENDERS, rng.choice((2, 3)))
    for key, power, toughness, keywords in defenders:
        creatures.append(
            {
                "id": key,
                "name": t(f"teach_provoke.card.{key}", language),
                # French names them « l'Ours », « le Mur », « le Faucon », « l'Araignée ».
                "gender": GENDERS[key],
                "controller": "P2",
                "power": power,
                "toughness": toughness,
                "keywords": list(keywords),
                "tapped": rng.random() < 0.25,
            }
        )
    attack_ids = [a[0] for a in attackers]
    defender_ids = [d[0] for d in defenders]
    target = rng.choice(defender_ids)
    data: dict[str, Any] = {
        "players": ["P1", "P2"],
        "creatures": creatures,
        "attacks": dict.fromkeys(attack_ids, "P2"),
        "provoke": {attack_ids[0]: target},
    }
    if rng.random() < 0.2:
        data["before_blocks"] = [{"tap": target}]
    blocks: dict[str, str] = {}
    for d in defender_ids:
        choice = rng.choice([None, None, *attack_ids])
        if choice is not None:
            blocks[d] = choice
    data["blocks"] = blocks
    return data


def describe(data: dict[str, Any], lang: Lang) -> str:
    """The board in words: each creature with its power/toughness, keywords and state."""
    parts = []
    # Names with their French grammar: « le Faucon 1/1 (vol), engagé, est du côté… ».
    names = {c["id"]: name_of(c["name"], lang, gender=c.get("gender")) for c in data["creatures"]}
    for c in data["creatures"]:
        name = names[c["id"]]
        # A keyword the card does not print was granted this turn: said so, never as its own.
        own = _PRINTED.get(c["id"], ())
        granted = [k for k in sorted_keywords(c["keywords"]) if k not in own]
        printed = [k for k in sorted_keywords(c["keywords"]) if k in own]
        keywords = ", ".join(_ability(k, name, lang) for k in printed)
        text = t(
            "teach_provoke.describe.creature",
            lang,
            creature=name,
            power=c["power"],
            toughness=c["toughness"],
        )
        if keywords:
            text += f" ({keywords})"
        for keyword in granted:
            # An ability the card does not print (« qui a acquis la menace ce tour-ci »).
            text += t("teach_provoke.describe.granted", lang, keyword=keyword_name(keyword, lang))
        if c.get("tapped"):
            text += t("teach_provoke.describe.tapped", lang, creature=name)
        side = "attacks" if c["controller"] == "P1" else "defends"
        parts.append(f"{text} {t(f'teach_provoke.describe.{side}', lang, creature=name)}")
    lines = t("blocking.words.sep", lang).join(parts)
    target = next(iter(data["provoke"].items()))
    out = t(
        "teach_provoke.describe.board",
        lang,
        creatures=lines,
        provoker=names[target[0]],
        target=names[target[1]],
    )
    if data.get("before_blocks"):
        out += " " + t("teach_provoke.describe.tapped_again", lang, target=names[target[1]])
    return out


def _ability(keyword: str, creature: str, lang: Lang) -> str:
    """A keyword in the list of a creature's abilities; French agrees « ne peut pas être
    bloqué » with a masculine name (« le Serval krosian ne peut être bloqué… »)."""
    text = t(catalog_key(keyword), lang)
    if lang == "fr":
        text = text.replace("être bloquée", f"être bloqué{as_name(creature):e}")
    return text


def make_legality(seed: int, lang: str) -> Exercise:
    """ "Is this declaration of blockers legal?" (true/false), answered by the explainer."""
    language = resolve_lang(lang)
    data = random_board(seed, language)
    verdict = explain_blocks(data, None, language)
    board, _, _ = parse_board(data, language)
    declaration = words(verdict.blocks, language, board.names(language))
    question = t(
        "teach_provoke.exercise.legal",
        language,
        board=describe(data, language),
        declaration=declaration,
    )
    # An illegal declaration: the checks it fails; a legal one: the requirements it obeys.
    failed = [c for c in verdict.checks if not c.ok]
    deciding = recorded.checks(failed or _requirements(verdict.checks), language)
    return Exercise(
        question,
        verdict.legal,
        tuple(verdict.lines()),
        language,
        topic="provoke.legal",
        key_text=deciding.key,
        deciding=deciding.events,
    )


def _requirements(checks: Sequence[Check]) -> list[Check]:
    """The checks of the blocking requirements (509.1c) and of provoke (702.39a), else all."""
    found = [c for c in checks if c.rule.startswith(("509.1c", "702.39"))]
    return found or list(checks)


def make_most(seed: int, lang: str) -> Exercise:
    """ "How many blocking requirements can be obeyed at most?" (509.1c), by the explainer."""
    language = resolve_lang(lang)
    data = random_board(seed, language)
    verdict = explain_blocks(data, {}, language)
    question = t("teach_provoke.exercise.most", language, board=describe(data, language))
    explanation = (
        *verdict.context,
        t("blocking.verdict.best", language, most=verdict.most),
        *verdict.best_words,
    )
    # The requirements a best declaration obeys, as the explainer checks it (702.39a, 509.1c).
    best = explain_blocks(data, verdict.best[0], language) if verdict.best else verdict
    deciding = recorded.checks(_requirements(best.checks), language)
    return Exercise(
        question,
        verdict.most,
        explanation,
        language,
        topic="provoke.most",
        key_text=deciding.key,
        deciding=deciding.events,
    )


__all__ = ["DEFENDERS", "PROVOKERS", "describe", "make_legality", "make_most", "random_board"]
