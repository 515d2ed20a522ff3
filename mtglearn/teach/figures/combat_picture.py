"""Tables of one fight, made from a :class:`~mtglearn.door.combat.CombatResult`.

:func:`step_rows` reads the engine's records of each combat damage step (what was dealt,
who died: 510.2, 704.5g/h) and its snapshot of the table as the step ended (life totals,
damage marked, counters, after the step's triggers: 510.3a); :func:`step_table` shows those
rows in the reader's language. The picture of a fight is the combat board
(:func:`mtglearn.teach.figures.step_view.combat_board`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtglearn.base.i18n import resolve_lang, t
from mtglearn.base.i18n.names import printed_name
from mtglearn.door.combat import CombatResult

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd


@dataclass
class StepRow:
    """The state of the fight after one combat damage step (or before damage)."""

    step: str
    by_attacker: int = 0
    by_blocker: int = 0
    to_blocker: int = 0
    to_player: int = 0
    on_attacker: int = 0
    on_blocker: int = 0
    life: dict[str, int] = field(default_factory=dict)
    counters: int = 0
    died: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Fight:
    """Who is who in a one-attacker fight: ids, players, names as the engine reports them."""

    attacker: str
    blocker: str | None
    attacking_player: str
    defending_player: str
    jitte: str | None


def fight_of(result: CombatResult) -> Fight:
    """The first attacker, its first blocker (if any) and the players of ``result``."""
    combat = result.combat
    attacker, defender = next(iter(combat.attacks.items()))
    blocker = next((b for b, targets in combat.blocks.items() if attacker in targets), None)
    jitte = next((p.id for p in combat.permanents if p.attached_to == attacker), None)
    return Fight(attacker, blocker, combat.players[0][0], defender, jitte)


def step_rows(result: CombatResult) -> list[StepRow]:
    """One row before damage, then one per combat damage step, from the engine's records: the
    damage each step dealt and who died in it (its step record, 510.2, 704.5g/h), the life
    totals, damage marked and the Jitte's counters as the step ended, its triggered abilities
    resolved (510.3a: the engine's snapshot of that moment)."""
    fight = fight_of(result)
    combat = result.combat
    marked = {c.id: c.damage for c in combat.creatures}
    start = StepRow("start", life=dict(combat.players))
    start.on_attacker = marked[fight.attacker]
    start.on_blocker = marked.get(fight.blocker or "", 0)
    if fight.jitte is not None:
        start.counters = next(p for p in combat.permanents if p.id == fight.jitte).counters.get(
            "charge", 0
        )
    rows = [start]
    shots = {shot.moment: shot for shot in result.snapshots}
    for step in result.steps:
        row = StepRow(str(step["step"]), died=[str(c) for c in step["died"]])
        for damage in step["damage"]:
            amount = int(damage["amount"])
            if damage["source"] == fight.attacker:
                row.by_attacker += amount
                if damage["target"] == fight.defending_player:
                    row.to_player += amount
                else:
                    row.to_blocker += amount
            elif damage["source"] == fight.blocker:
                row.by_blocker += amount
        shot = shots[row.step]
        row.life = dict(shot.life)
        row.on_attacker = int(shot.creatures[fight.attacker]["damage"])
        if fight.blocker is not None:
            row.on_blocker = int(shot.creatures[fight.blocker]["damage"])
        if fight.jitte is not None:
            row.counters = int(shot.permanents[fight.jitte]["counters"].get("charge", 0))
        rows.append(row)
    return rows


def _names(result: CombatResult) -> Mapping[str, str]:
    """Each creature's name as printed in the result's language."""
    return {c.id: printed_name(c.label(), result.lang) for c in result.combat.creatures}


def step_table(result: CombatResult, lang: str | None = None) -> pd.DataFrame:
    """The fight after each combat damage step, labels and values in ``lang``."""
    language = resolve_lang(lang)
    fight = fight_of(result)
    names = _names(result)
    columns = {
        "by_attacker": t("teach_combat.column.by_attacker", language),
        "by_blocker": t("teach_combat.column.by_blocker", language),
        "on_attacker": t("teach_combat.column.on_attacker", language),
        "on_blocker": t("teach_combat.column.on_blocker", language),
        "attacking": t("teach_combat.column.attacking_life", language),
        "defending": t("teach_combat.column.defending_life", language),
        "counters": t("teach_combat.column.counters", language),
        "died": t("teach_combat.column.died", language),
    }
    records: list[dict[str, Any]] = []
    nobody = t("teach_combat.nobody", language)
    gone: set[str] = set()  # a creature that died is no longer there to have damage marked
    for row in step_rows(result):
        record: dict[str, Any] = {
            t("teach_combat.column.step", language): t(f"teach_combat.step.{row.step}", language),
            columns["by_attacker"]: row.by_attacker,
        }
        if fight.blocker is not None:
            record[columns["by_blocker"]] = row.by_blocker
        record[columns["on_attacker"]] = nobody if fight.attacker in gone else row.on_attacker
        if fight.blocker is not None:
            record[columns["on_blocker"]] = nobody if fight.blocker in gone else row.on_blocker
        record[columns["attacking"]] = row.life[fight.attacking_player]
        record[columns["defending"]] = row.life[fight.defending_player]
        if fight.jitte is not None:
            record[columns["counters"]] = row.counters
        record[columns["died"]] = ", ".join(names[c] for c in row.died) or nobody
        gone.update(row.died)
        records.append(record)
    return pd.DataFrame(records).set_index(t("teach_combat.column.step", language))


def _steps_answer(result: CombatResult, cid: str) -> str:
    dealt = {s["step"] for s in result.steps if any(d["source"] == cid for d in s["damage"])}
    return "both" if len(dealt) == 2 else ("none" if not dealt else next(iter(dealt)))


def participation_table(lang: str | None = None) -> pd.DataFrame:
    """Who deals damage in which step (510.4, 702.4b, 702.7b), for every combination of no
    keyword, first strike and double strike on a 1/9 attacker and a 1/9 blocker (nobody
    dies, so every creature that may deal damage does)."""
    from mtglearn.rules.core.keywords import DOUBLE_STRIKE, FIRST_STRIKE
    from mtglearn.teach.duel import ATTACKER, BLOCKER, Duel, keywords_text

    language = resolve_lang(lang)
    col = {
        k: t(f"teach_combat.column.{k}", language)
        for k in ("attacker_keyword", "blocker_keyword", "first_step", "attacker_in", "blocker_in")
    }
    yes, no = t("exercise.yes", language), t("exercise.no", language)
    records = []
    for a in ((), (FIRST_STRIKE,), (DOUBLE_STRIKE,)):
        for b in ((), (FIRST_STRIKE,), (DOUBLE_STRIKE,)):
            duel = Duel(1, 9, frozenset(a), 1, 9, frozenset(b))
            result = duel.resolve(language)[0]
            first = any(s["step"] == "first_strike" for s in result.steps)
            records.append(
                {
                    col["attacker_keyword"]: keywords_text(a, language),
                    col["blocker_keyword"]: keywords_text(b, language),
                    col["first_step"]: yes if first else no,
                    col["attacker_in"]: t(
                        f"teach_combat.answer.{_steps_answer(result, ATTACKER)}", language
                    ),
                    col["blocker_in"]: t(
                        f"teach_combat.answer.{_steps_answer(result, BLOCKER)}", language
                    ),
                }
            )
    return pd.DataFrame(records)


#: The changes between the two combat damage steps worth a row: (the attacker's keyword as the
#: first-strike step begins, what it gains or loses after that step).
BETWEEN_CASES: tuple[tuple[str | None, str], ...] = (
    ("first strike", "none"),
    ("first strike", "gain_double_strike"),
    ("first strike", "lose_first_strike"),
    ("double strike", "none"),
    ("double strike", "lose_double_strike"),
    (None, "gain_first_strike"),
    (None, "gain_double_strike"),
)


def second_step_rule(had: str | None, result: CombatResult, attacker: str = "A") -> str:
    """The rule that decides whether ``attacker`` deals damage in the regular step, from what it
    had as the first-strike step began (``had``) and what the engine did after that step.

    Left out of the regular step: the engine's own citation (702.4c lost double strike, 702.7c
    lost first strike after dealing damage, 702.7b had first strike). Dealing damage again:
    702.4d (a first striker given double strike), 702.4b (it still has double strike, or it had
    neither keyword as the first step began, 702.7c when it was given first strike since)."""
    for event in result.events:
        if event["type"] == "no_second_strike" and event["creature"] == attacker:
            return str(event["rule"])
    gained = {
        e["keyword"]
        for e in result.events
        if e["type"] == "keyword_gained" and e["creature"] == attacker
    }
    if had == "first strike":
        return "702.4d"
    if had is None and "first strike" in gained:
        return "702.7c"
    return "702.4b"


def between_table(lang: str | None = None, power: int = 2) -> pd.DataFrame:
    """Damage an unblocked attacker of power ``power`` deals in each combat damage step when it
    gains or loses first strike or double strike between the two steps (702.4c–d, 702.7c).

    A 1/1 with first strike attacks beside it, so that the first-strike step happens even when
    the attacker itself has neither keyword as that step begins (702.4b, 702.7b)."""
    from mtglearn.door.combat import Action, Combat, Creature
    from mtglearn.teach.duel import BETWEEN, DEFENDING_PLAYER, keywords_text

    language = resolve_lang(lang)
    col = {
        k: t(f"teach_combat.column.{k}", language)
        for k in ("attacker_keyword", "between", "first_damage", "regular_damage", "rule")
    }
    records = []
    for had, change in BETWEEN_CASES:
        keywords = frozenset() if had is None else frozenset({had})
        verb_keyword = BETWEEN[change]
        between = (
            () if verb_keyword is None else (Action(verb_keyword[0], "A", keyword=verb_keyword[1]),)
        )
        combat = Combat(
            [
                Creature("A", power, 2, keywords=keywords),
                Creature("C", 1, 1, keywords=frozenset({"first strike"})),
            ],
            {"A": DEFENDING_PLAYER, "C": DEFENDING_PLAYER},
            {},
            players=(("P1", 20), (DEFENDING_PLAYER, 20)),
            between_steps=between,
        )
        result = combat.resolve(language)
        per_step = {
            s["step"]: sum(d["amount"] for d in s["damage"] if d["source"] == "A")
            for s in result.steps
        }
        records.append(
            {
                col["attacker_keyword"]: keywords_text(keywords, language),
                col["between"]: t(f"teach_combat.between.{change}", language),
                col["first_damage"]: per_step.get("first_strike", 0),
                col["regular_damage"]: per_step.get("regular", 0),
                col["rule"]: second_step_rule(had, result),
            }
        )
    return pd.DataFrame(records)


__all__ = [
    "BETWEEN_CASES",
    "Fight",
    "StepRow",
    "between_table",
    "fight_of",
    "participation_table",
    "second_step_rule",
    "step_rows",
    "step_table",
]
