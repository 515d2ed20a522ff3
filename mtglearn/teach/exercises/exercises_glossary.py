"""Seeded exercises on the glossary of official terms (``mtglearn/base/i18n/glossary.toml``).

Every answer and every choice is read from the glossary data, never typed here:

- :func:`french_exercise` — "what is the official French term for X?" (multiple choice);
- :func:`chinese_exercise` — "what is the Chinese term for X?" (multiple choice);
- :func:`trap_exercise` — the traps the glossary names: the French "initiative" that
  names both first strike (702.7) and the player designation (726), "blessures" (never
  "dégâts"), and the Chinese look-alikes 先攻/先制, 增强/增幅, 挑拨/煽惑.

The explanation of each exercise is the glossary's own lines: the term in English, French and
Chinese, its rule and the trap it warns about.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from mtglearn.base.i18n import glossary, resolve_lang, t
from mtglearn.teach.chapters.glossary import ZH_PAIRS, Term, explain, label, term
from mtglearn.teach.exercises.exercise import Exercise

#: The traps, each as (question variant, the term it asks for, the look-alike terms offered).
#: Chinese pairs are the look-alikes of the glossary's traps; the French pair is 702.7/726.
TRAPS: Final[tuple[tuple[str, str, tuple[str, ...]], ...]] = (
    ("fr_creature_initiative", "first_strike", ("initiative", "double_strike")),
    ("fr_player_initiative", "initiative", ("first_strike", "double_strike")),
    ("fr_damage", "combat_damage", ()),
    ("zh_first_strike", "first_strike", ("initiative",)),
    ("zh_initiative", "initiative", ("first_strike",)),
    ("zh_amplify", "amplify", ("kicker",)),
    ("zh_kicker", "kicker", ("amplify",)),
    ("zh_provoke", "provoke", ("goad",)),
    ("zh_goad", "goad", ("provoke",)),
)


def _distractors(rng: random.Random, answer: Term, key: str, count: int) -> list[Term]:
    """Other terms whose ``key`` differs from the answer's (so exactly one choice is right)."""
    pool = [e for e in glossary() if e[key] != answer[key]]
    return rng.sample(pool, count)


def french_exercise(seed: int, lang: str | None = None) -> Exercise:
    """ "What is the official French term for X?": four choices, all from the glossary."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    answer = rng.choice(glossary())
    options = [answer, *_distractors(rng, answer, "fr", 3)]
    rng.shuffle(options)
    return Exercise(
        question=t("teach_practice.glossary.ask_fr", language, term=answer["en"]),
        expected=answer["fr"],
        explanation=(explain(answer, language),),
        lang=language,
        choices=tuple(o["fr"] for o in options),
        topic="terms",
    )


def chinese_exercise(seed: int, lang: str | None = None) -> Exercise:
    """ "What is the Chinese term for X?": four choices; look-alikes are offered when any."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    answer = rng.choice(glossary())
    # A look-alike of the traps is always among the choices when the term has one.
    alike = [term(b if a == answer["id"] else a) for a, b in ZH_PAIRS if answer["id"] in (a, b)]
    pool = [e for e in glossary() if e["zh"] != answer["zh"] and e not in alike]
    options = [answer, *alike, *rng.sample(pool, 3 - len(alike))]
    rng.shuffle(options)
    return Exercise(
        question=t("teach_practice.glossary.ask_zh", language, term=label(answer, language)),
        expected=answer["zh"],
        explanation=(explain(answer, language), *(explain(e, language) for e in alike)),
        lang=language,
        choices=tuple(o["zh"] for o in options),
        topic="terms",
    )


def trap_exercise(seed: int, lang: str | None = None) -> Exercise:
    """One trap of the glossary, drawn by the seed, as a multiple-choice question."""
    language = resolve_lang(lang)
    rng = random.Random(seed)
    variant, answer_id, others = rng.choice(TRAPS)
    answer = term(answer_id)
    alike = [term(o) for o in others]
    if variant == "fr_damage":
        # The wrong French word is derived from the glossary's own term, so the choice stays
        # in step with the data: "blessures de combat" against its "dégâts" look-alike.
        right = answer["fr"]
        choices = [right, right.replace("blessures", "dégâts")]
        expected: str = right
    elif variant.startswith("zh_"):
        choices = [answer["zh"], *(o["zh"] for o in alike)]
        expected = answer["zh"]
    else:
        choices = [label(answer, language), *(label(o, language) for o in alike)]
        expected = label(answer, language)
    rng.shuffle(choices)
    question = t(
        f"teach_practice.glossary.trap.{variant}",
        language,
        term=answer[language],
        en=answer["en"],
        rule=answer["rule"],
        noted=label(answer, language),
    )
    return Exercise(
        question=question,
        expected=expected,
        explanation=(explain(answer, language), *(explain(o, language) for o in alike)),
        lang=language,
        choices=tuple(choices),
        topic="terms",
    )


#: The glossary generators, by name (the practice engine's "terms" topic uses them).
GENERATORS: Final[dict[str, Callable[[int, str | None], Exercise]]] = {
    "french": french_exercise,
    "chinese": chinese_exercise,
    "trap": trap_exercise,
}


__all__ = [
    "GENERATORS",
    "TRAPS",
    "chinese_exercise",
    "french_exercise",
    "trap_exercise",
]
