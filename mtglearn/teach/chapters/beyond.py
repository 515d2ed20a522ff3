"""Notebook 11, "Beyond the sources": shipped examples, evasion table and computed checks.

Every sentence a cell shows is computed: :func:`example` resolves a shipped scenario and gives
its narration; the ``check_*`` functions resolve a family of fights with the rules engine and
say, in the reader's language, what held on how many of them (the notebook shows these
sentences instead of asserts); :func:`evasion_table` asks the block explainer about each pair
of an evasion ability and a kind of blocker.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import TYPE_CHECKING, Any, Final

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.door.combat import Combat, explain_blocks
from mtglearn.door.outcome import Story
from mtglearn.teach.chapters.checks import Sentences
from mtglearn.teach.entries import creature_entry as _c
from mtglearn.words.keywords import display

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd

#: The shipped example of each family (``mtglearn/data/scenarios``).
EXAMPLES: Final = {
    "protection": "protection_trample_over_protection.json",
    "prevention": "prevention_shield_double_strike.json",
    "infect": "infect_double_strike_lifelink.json",
    "evasion": "evasion_fear_and_swampwalk.json",
    "any_number": "evasion_block_any_number.json",
    "exalted": "triggers_exalted_attacks_alone.json",
    "blocked_triggers": "triggers_afflict_flanking_bushido.json",
    "planeswalker": "planeswalker_trample_over_blocker.json",
    "battle": "battle_defense_counters.json",
}


def scenario(family: str) -> dict[str, Any]:
    """The shipped example scenario of ``family`` (a fresh copy)."""
    folder = resources.files("mtglearn.data") / "scenarios"
    return json.loads((folder / EXAMPLES[family]).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def example(family: str, lang: str | None = None) -> Story:
    """The shipped example of ``family`` resolved by the engine: its narration, as HTML."""
    language = resolve_lang(lang)
    result = Combat.from_scenario(scenario(family), language).resolve(language)
    return Story(result.narrate(language))


def _fight(
    creatures: list[dict[str, Any]],
    attacks: dict[str, str],
    blocks: dict[str, str] | None = None,
    **more: Any,
) -> dict[str, Any]:
    data = {"players": ["P1", "P2"], "creatures": creatures, "attacks": attacks, **more}
    data["blocks"] = blocks or {}
    return Combat.from_scenario(data).resolve().to_dict()


def _sentence(held: bool, key: str, lang: Lang, **params: Any) -> Sentences:
    """A checked statement, shown as a sentence in a notebook (never a quoted Python string,
    whose repr would show the French no-break spaces as « \\xa0 »)."""
    mark = "✓" if held else "✗"
    return Sentences((f"{mark} {t(key, lang, **params)}",), held)


def check_trample_over_protection(lang: str | None = None) -> Sentences:
    """702.19b example: on every fight of a grid, a green trampler blocked by a creature with
    protection from green deals the player exactly what it deals without the protection."""
    language = resolve_lang(lang)
    fights = held = 0
    for power in range(2, 9):
        for toughness in range(1, 5):
            blockers = [
                _c("B", "P2", 1, toughness, "protection from green"),
                _c("B", "P2", 1, toughness),
            ]
            life = [
                _fight(
                    [_c("A", "P1", power, 9, "trample", colors=["green"]), blocker],
                    {"A": "P2"},
                    {"B": "A"},
                )["life"]["P2"]
                for blocker in blockers
            ]
            fights += 1
            held += life[0] == life[1] == 20 - max(0, power - toughness)
    return _sentence(held == fights, "teach_beyond.check.trample_protection", language, n=fights)


def check_protection_blocker(lang: str | None = None) -> Sentences:
    """702.16e/f: a creature with protection from red may block a red attacker (only the
    attacker's protection restricts blocks) and takes no damage from it."""
    language = resolve_lang(lang)
    out = _fight(
        [_c("A", "P1", 3, 3, colors=["red"]), _c("B", "P2", 1, 2, "protection from red")],
        {"A": "P2"},
        {"B": "A"},
    )
    held = out["died"] == [] and out["creatures"]["B"]["damage"] == 0
    return _sentence(held, "teach_beyond.check.protection_blocker", language)


def check_infect_lifelink(lang: str | None = None) -> Sentences:
    """702.15b with 702.90b: lifelink gains life from infect damage (it is damage dealt)."""
    language = resolve_lang(lang)
    fights = held = 0
    for power in range(1, 7):
        out = _fight([_c("A", "P1", power, 2, "infect", "lifelink")], {"A": "P2"})
        fights += 1
        held += out["life"] == {"P1": 20 + power, "P2": 20} and out["poison"]["P2"] == power
    return _sentence(held == fights, "teach_beyond.check.infect_lifelink", language, n=fights)


def check_exalted_alone(lang: str | None = None) -> Sentences:
    """702.83b: exalted does nothing when two creatures attack."""
    language = resolve_lang(lang)
    team = [_c("A", "P1", 2, 2, "exalted"), _c("C", "P1", 1, 1, "exalted")]
    alone = _fight(team, {"A": "P2"})["life"]["P2"]
    both = _fight(team, {"A": "P2", "C": "P2"})["life"]["P2"]
    return _sentence(
        (alone, both) == (16, 17),
        "teach_beyond.check.exalted",
        language,
        alone=20 - alone,
        both=20 - both,
    )


def check_afflict_blocked(lang: str | None = None) -> Sentences:
    """702.130a: afflict triggers only when the creature becomes blocked."""
    language = resolve_lang(lang)
    blocked = _fight(
        [_c("A", "P1", 3, 3, "afflict 2"), _c("B", "P2", 0, 5)], {"A": "P2"}, {"B": "A"}
    )["life"]["P2"]
    free = _fight([_c("A", "P1", 3, 3, "afflict 2")], {"A": "P2"})["life"]["P2"]
    return _sentence(
        (blocked, free) == (18, 17),
        "teach_beyond.check.afflict",
        language,
        blocked=20 - blocked,
        free=20 - free,
    )


def check_planeswalker_trample(lang: str | None = None) -> Sentences:
    """702.19b: the excess of a trampler attacking a planeswalker goes to the planeswalker."""
    language = resolve_lang(lang)
    pw = {"id": "PW", "controller": "P2", "card_types": ["planeswalker"], "loyalty": 9}
    out = _fight(
        [_c("A", "P1", 6, 6, "trample"), _c("B", "P2", 2, 2)],
        {"A": "PW"},
        {"B": "A"},
        permanents=[pw],
    )
    loyalty = out["permanents"]["PW"]["counters"]["loyalty"]
    return _sentence(
        out["life"]["P2"] == 20 and loyalty == 5,
        "teach_beyond.check.planeswalker",
        language,
        loyalty=loyalty,
    )


#: Kinds of blockers for the evasion table: label key and what the blocker has.
BLOCKERS: Final[tuple[tuple[str, dict[str, Any]], ...]] = (
    ("plain_green", {"colors": ["green"]}),
    ("black", {"colors": ["black"]}),
    ("artifact", {"card_types": ["artifact", "creature"]}),
    ("red", {"colors": ["red"]}),
    ("shadow", {"keywords": ["shadow"], "colors": ["green"]}),
    ("horsemanship", {"keywords": ["horsemanship"], "colors": ["green"]}),
    ("big", {"power": 5, "colors": ["green"]}),
)
ABILITIES: Final = (
    "fear",
    "intimidate",
    "shadow",
    "horsemanship",
    "skulk",
    "swampwalk",
    "protection from green",
)


def evasion_table(lang: str | None = None) -> pd.DataFrame:
    """May each kind of blocker block a red 2/2 with each evasion ability? (509.1b) The
    defending player controls a Swamp. Every cell is the block explainer's verdict."""
    language = resolve_lang(lang)
    rows = []
    for ability in ABILITIES:
        row = {t("teach_beyond.column.ability", language): display(ability, language)}
        for key, blocker in BLOCKERS:
            data = {
                "players": [{"name": "P1"}, {"name": "P2", "lands": ["Swamp"]}],
                "creatures": [
                    _c("A", "P1", 2, 2, ability, colors=["red"]),
                    {"id": "B", "controller": "P2", "power": 2, "toughness": 2, **blocker},
                ],
                "attacks": {"A": "P2"},
                "blocks": {"B": "A"},
            }
            legal = explain_blocks(data, lang=language).legal
            row[t(f"teach_beyond.blocker.{key}", language)] = "✓" if legal else "✗"
        rows.append(row)
    return pd.DataFrame(rows)


__all__ = [
    "EXAMPLES",
    "check_afflict_blocked",
    "check_exalted_alone",
    "check_infect_lifelink",
    "check_planeswalker_trample",
    "check_protection_blocker",
    "check_trample_over_protection",
    "evasion_table",
    "example",
    "scenario",
]
