"""Visible, computed sentences in place of silent checks in the notebooks.

A learner's cell never shows an ``assert``: it shows what the engine found, in words. Two kinds
of sentence come from here, both computed at run time, never typed:

- :func:`outcome_lines` says what one combat did (its steps, the damage of each step, who was
  destroyed, damage marked, counters, life totals): the answer to a "predict, then run" prompt;
- :func:`same_outcome`, :func:`lesson_formulas` and :func:`lesson_regions` check a statement
  of the lesson against the engine and say on how many duels it was checked (``✓``) or on how
  many it fails (``✗``, which no test lets happen: the proof lives in ``tests/``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.i18n.grammar import number
from mtglearn.base.i18n.names import name_of, printed_name
from mtglearn.door.builder import Scenario
from mtglearn.door.combat import CombatResult
from mtglearn.teach.duel import keywords_text
from mtglearn.teach.entries import scenario_of
from mtglearn.words.combat import counter_name


@dataclass(frozen=True)
class Sentences:
    """Lines of computed text; ``ok`` is False when a checked statement failed."""

    lines: tuple[str, ...]
    ok: bool = True

    def __str__(self) -> str:
        return "\n".join(self.lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self.lines)
        return f'<ul class="mtglearn-checks" style="list-style:none;padding-left:0">{items}</ul>'


def _counter(kind: str, lang: Lang) -> str:
    """A counter's kind as French cards print it: « 2 marqueurs −1/−1 » (a real minus, no
    quotes), « 2 marqueurs « charge » »; English as the scenario writes it."""
    if lang != "fr":
        return kind
    if re.fullmatch(r"[+-]\d+/[+-]\d+", kind):
        return kind.replace("-", "\u2212")
    name = counter_name(kind, lang).strip("«» \u00a0")
    return f"« {name} »"


def _name(result: CombatResult, cid: str) -> str:
    """A creature's name as printed in the result's language (« Champion de la crypte »)."""
    return printed_name(result.creature(cid).name or cid, result.lang)


def _the(result: CombatResult, cid: str, lang: Lang) -> str:
    """A creature inside a sentence: « la bloqueuse », « le Serval krosian » in French (the
    names are common nouns or cards, never bare), the name itself in English."""
    return name_of(_name(result, cid), lang).form("le", lang)


def _joined(items: Sequence[str], lang: Lang) -> str:
    if not items:
        return t("teach_checks.nobody", lang)
    if len(items) == 1:
        return items[0]
    return t("teach_checks.and", lang, first=", ".join(items[:-1]), last=items[-1])


def _one(result: CombatResult, lang: Lang) -> str:
    steps = result.steps
    parts = []
    for step in steps:
        dealt = sum(d["amount"] for d in step["damage"])
        parts.append(
            t(
                "teach_checks.step",
                lang,
                step=t(f"teach_checks.step_name.{step['step']}", lang),
                damage=dealt,
            )
        )
    creatures = list(result.to_dict()["creatures"])
    marked = [
        t("teach_checks.marked", lang, name=_the(result, c, lang), damage=result.creature(c).damage)
        for c in creatures
        if result.creature(c).zone == "battlefield"
    ]
    counters = [
        t(
            "teach_checks.counters",
            lang,
            name=name_of(_name(result, c), lang),
            n=n,
            kind=_counter(kind, lang),
        )
        for c in creatures
        for kind, n in result.creature(c).counters.items()
        if n
    ]
    counters += [
        t(
            "teach_checks.counters",
            lang,
            name=name_of(name or pid, lang, kind="card"),
            n=n,
            kind=_counter(kind, lang),
        )
        for pid, name in _permanents(result)
        for kind, n in result.permanent_counters(pid).items()
    ]
    life = ", ".join(f"{p} {number(v, lang)}" for p, v in result.life.items())
    died = _joined([_the(result, c, lang) for c in result.died], lang)
    sentence = t(
        "teach_checks.outcome",
        lang,
        n=len(steps),
        steps=t("teach_checks.separator", lang).join(parts),
        died=died,
        marked=", ".join(marked) or "—",
        life=life,
    )
    if counters:
        sentence += " " + t("teach_checks.with_counters", lang, counters=", ".join(counters))
    return sentence


def _permanents(result: CombatResult) -> list[tuple[str, str | None]]:
    return [(p.id, p.name) for p in result.combat.permanents]


def outcome_lines(*results: CombatResult, lang: str | None = None) -> Sentences:
    """What each combat did, in one sentence per combat (``→ …``). Combats side by side whose
    creatures differ each start with their fight (« A 3/2 (first strike) against B 3/3 — … »),
    so the reader knows which line is which; the same creatures (what differs is done between
    the steps) keep the order they were given in."""
    language = resolve_lang(lang)
    said = [_one(r, language) for r in results]
    if len(results) > 1:
        fights = [_fight(r, language) for r in results]
        if len(set(fights)) == len(fights):
            said = [
                t("teach_checks.labelled", language, fight=fight, outcome=line)
                for fight, line in zip(fights, said, strict=True)
            ]
    return Sentences(tuple(f"→ {line}" for line in said))


def _fight(result: CombatResult, lang: Lang) -> str:
    """Who attacks and who blocks, as the combat damage step begins (what was done before damage
    counted: a creature given double strike shows it)."""
    ready = result.snapshots[0].creatures
    blocking = set(result.combat.blocks)
    sides = {
        "attackers": _joined(
            [_stats(result, c, ready[c], lang) for c in result.combat.attacks], lang
        ),
        "blockers": _joined(
            [_stats(result, c, ready[c], lang) for c in ready if c in blocking], lang
        ),
    }
    key = "teach_checks.fight" if blocking else "teach_checks.fight_unblocked"
    fight = t(key, lang, **sides)
    return fight[:1].upper() + fight[1:]


def _stats(result: CombatResult, cid: str, state: Mapping[str, Any], lang: Lang) -> str:
    text = f"{_the(result, cid, lang)} {state['power']}/{state['toughness']}"
    return f"{text} ({keywords_text(state['keywords'], lang)})" if state["keywords"] else text


def same_outcome(first: CombatResult, second: CombatResult, lang: str | None = None) -> Sentences:
    """Whether two combats went exactly the same way: same steps, damage, deaths and life."""
    language = resolve_lang(lang)
    same = first.steps == second.steps and first.life == second.life
    key = "teach_checks.same" if same else "teach_checks.different"
    return Sentences((("✓ " if same else "✗ ") + t(key, language),), same)


Row = Any
Statement = tuple[str, Callable[[Row], bool]]


# The lesson's statements on A (double strike, power P) blocked by B (power bp, toughness T),
# each a test of one duel of the grid (a row of mtglearn.teach.figures.grids.grid, plus its bp).
def _dies_first_or_second(r: Row) -> bool:
    return bool(2 * r.power >= r.toughness)


def _player_trample(r: Row) -> bool:
    return bool(r.to_player == (2 * r.power - r.toughness if _dies_first_or_second(r) else 0))


def _blocker_trample(r: Row) -> bool:
    return bool(r.to_blocker == (r.toughness if _dies_first_or_second(r) else 2 * r.power))


def _blocker_no_trample(r: Row) -> bool:
    return bool(r.to_blocker == (r.power if r.power >= r.toughness else 2 * r.power))


def _blocker_dies(r: Row) -> bool:
    return bool(r.blocker_dies) == _dies_first_or_second(r)


def _attacker(r: Row) -> bool:
    return bool(r.to_attacker == (r.bp if r.power < r.toughness else 0))


def _no_player(r: Row) -> bool:
    return bool(r.to_player == 0)


TRAMPLE: tuple[Statement, ...] = (
    ("player", _player_trample),
    ("dies", _blocker_dies),
    ("blocker", _blocker_trample),
    ("attacker", _attacker),
)
NO_TRAMPLE: tuple[Statement, ...] = (
    ("no_player", _no_player),
    ("blocker_no_trample", _blocker_no_trample),
    ("dies", _blocker_dies),
    ("attacker", _attacker),
)

POWERS = range(16)
TOUGHNESSES = range(1, 16)


def _rows(trample: bool, blocker_powers: Iterable[int], lang: Lang) -> list[Row]:
    from mtglearn.teach.figures.grids import grid

    keywords = ("double strike", "trample") if trample else ("double strike",)
    rows: list[Row] = []
    for bp in blocker_powers:
        frame = grid(keywords, blocker_power=bp, powers=POWERS, toughnesses=TOUGHNESSES, lang=lang)
        rows += list(frame.assign(bp=bp).itertuples(index=False))
    return rows


def _checked(statements: Sequence[tuple[str, int, int]], lang: Lang, **params: Any) -> Sentences:
    lines = []
    for key, failed, total in statements:
        text = t(f"teach_checks.lesson.{key}", lang, **params)
        if failed:
            lines.append("✗ " + t("teach_checks.fails", lang, bad=failed, n=total, what=text))
        else:
            lines.append("✓ " + t("teach_checks.checked", lang, n=total, what=text))
    return Sentences(tuple(lines), all(failed == 0 for _, failed, _ in statements))


def lesson_formulas(
    trample: bool, blocker_powers: Sequence[int] = (0, 2, 5), lang: str | None = None
) -> Sentences:
    """The lesson's formulas for a double striker blocked by one creature (702.4, 702.19b),
    checked on every duel with P from 0 to 15, T from 1 to 15 and each blocker power."""
    language = resolve_lang(lang)
    rows = _rows(trample, blocker_powers, language)
    statements = TRAMPLE if trample else NO_TRAMPLE
    return _checked(
        [(key, sum(not holds(r) for r in rows), len(rows)) for key, holds in statements],
        language,
    )


#: The named cases of the lesson and the inequality each one stands for.
REGIONS: tuple[tuple[str, Callable[[Row], bool]], ...] = (
    ("p_ge_t", lambda r: r.power >= r.toughness),
    ("half_le_p_lt_t", lambda r: 2 * r.power >= r.toughness > r.power),
    ("p_lt_half", lambda r: 2 * r.power < r.toughness),
)


def lesson_regions(lang: str | None = None) -> Sentences:
    """Each case named in the tables is exactly the set of duels of its inequality."""
    language = resolve_lang(lang)
    rows = _rows(True, (2,), language)
    return _checked(
        [
            (f"region.{name}", sum((r.region == name) != inside(r) for r in rows), len(rows))
            for name, inside in REGIONS
        ],
        language,
    )


def declaration_verdicts(
    scenario: Mapping[str, Any] | Scenario,
    tries: Sequence[Mapping[str, str]],
    lang: str | None = None,
) -> Sentences:
    """For each declaration of blockers, whether the blocking rules allow it (509.1a–c), as the
    block explainer decides: ``✓ legal`` or ``✗ illegal``, with the requirements it obeys."""
    from mtglearn.door.combat import explain_blocks
    from mtglearn.rules.combat.block_board import parse_board
    from mtglearn.rules.combat.block_requirements import words

    language = resolve_lang(lang)
    board = scenario_of(scenario)
    who = parse_board(board, language)[0].names(language)
    lines = []
    for blocks in tries:
        verdict = explain_blocks(board, dict(blocks), language)
        declared = {b: (a,) for b, a in blocks.items()}
        # An illegal declaration says what makes it illegal: the restriction it breaks
        # (509.1a-b) if any, else the requirements it fails to obey (509.1c).
        broken = next(
            (c for c in verdict.checks if not c.ok and not c.rule.startswith("509.1c")), None
        )
        if broken is not None:
            key = "teach_checks.illegal_restriction"
        elif verdict.legal and verdict.obeyed > verdict.most:
            # 509.1c counts the most without paying a cost; a paid block may obey more.
            key = "teach_checks.legal_paid" if verdict.most else "teach_checks.legal_paid_none"
        elif verdict.legal:
            key = "teach_checks.legal" if verdict.most else "teach_checks.legal_none"
        else:
            key = "teach_checks.illegal"
        reason = "" if broken is None else broken.text
        lines.append(
            ("✓ " if verdict.legal else "✗ ")
            + t(
                key,
                language,
                blocks=words(declared, language, who),
                obeyed=verdict.obeyed,
                most=verdict.most,
                reason=reason[:1].upper() + reason[1:],
            )
        )
    return Sentences(tuple(lines))


__all__ = [
    "NO_TRAMPLE",
    "REGIONS",
    "TRAMPLE",
    "Sentences",
    "declaration_verdicts",
    "lesson_formulas",
    "lesson_regions",
    "outcome_lines",
    "same_outcome",
]
