"""Double strike at judge level: what a double striker can do against several blockers, found by
the rules engine itself, and the same board under the rules of each era, side by side.

Since Foundations (November 2024) a blocked creature divides its combat damage among its
blockers as its controller chooses, in each combat damage step (510.1c); a double striker does
so twice, and the damage it marks in the first step still counts in the second (120.6, 702.19b).
"What is the most the player can take?" or "how many blockers can it destroy?" then has one
answer, which :func:`most_to_player` and :func:`most_destroyed` find the honest way: they try
every division the attacker's controller could choose in each step and let the engine resolve
each one (an illegal division is refused by the engine, 510.1e, and left out). Nothing is
computed by a formula here; the notebook's formulas are checked against these searches by the
tests.

:func:`side_by_side` shows boards that differ only by their era (docs/scenario-format.md §6) in
one table: what each era's player did and what came of it.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, get_lang, resolve_lang, t
from mtglearn.door.combat import Board
from mtglearn.door.outcome import CombatOutcome
from mtglearn.door.scenario import load, resolve_scenario
from mtglearn.rules.combat.eras import FOUNDATIONS, era
from mtglearn.rules.core.keywords import TRAMPLE, canonical
from mtglearn.teach.reference_tables import styled
from mtglearn.teach.refusals import reason

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd

FIRST: Final = "first_strike"
REGULAR: Final = "regular"

#: What a search maximises in one resolved combat (plain outcome data), best first.
Score = Callable[[Mapping[str, Any]], tuple[int, ...]]


def divisions(power: int, recipients: Sequence[str]) -> Iterator[dict[str, int]]:
    """Every way to divide ``power`` among ``recipients`` (whole amounts, zeros left out), each
    once: the divisions a controller may choose from (510.1c), legal or not."""
    if power <= 0 or not recipients:
        yield {}
        return
    first, rest = recipients[0], recipients[1:]
    if not rest:
        yield {first: power}
        return
    for give in range(power, -1, -1):
        for tail in divisions(power - give, rest):
            yield {first: give, **tail} if give else dict(tail)


@dataclass(frozen=True)
class Best:
    """The best a double striker can do by choosing its divisions: ``amount`` (damage to the
    player, or blockers destroyed), a ``division`` per step that reaches it, how many legal
    assignments the engine resolved to find it (``tried``) and that combat (``outcome``)."""

    what: str
    amount: int
    division: Mapping[str, Mapping[str, int]]
    tried: int
    outcome: CombatOutcome
    lang: Lang

    def sentence(self) -> str:
        """The answer in one sentence, with the division that reaches it."""
        steps = [
            t(
                f"teach_judge.best.{step}",
                self.lang,
                division=_division_text(self.division[step], self.lang),
            )
            for step in (FIRST, REGULAR)
            if step in self.division
        ]
        return t(
            f"teach_judge.best.{self.what}",
            self.lang,
            amount=self.amount,
            steps=t("teach_judge.then", self.lang).join(steps),
            tried=self.tried,
        )

    def __repr__(self) -> str:
        return self.sentence()

    def _repr_html_(self) -> str:
        return f"<p><b>{html.escape(self.sentence())}</b></p>{self.outcome._repr_html_()}"


def _division_text(division: Mapping[str, int], lang: Lang) -> str:
    parts = [f"{amount} → {who}" for who, amount in division.items() if amount]
    return ", ".join(parts) or t("teach_judge.nothing", lang)


def _attacker(board: Board, attacker: str | None) -> str:
    data = board.to_dict()
    attacks = data.get("attacks", {})
    if attacker is None:
        if len(attacks) != 1:
            raise ScenarioError(
                "teach_judge.error.attacker", "attacker", get_lang(), allowed=", ".join(attacks)
            )
        return str(next(iter(attacks)))
    if attacker not in attacks:
        raise ScenarioError(
            "teach_judge.error.attacker", "attacker", get_lang(), allowed=", ".join(attacks)
        )
    return attacker


def _recipients(data: Mapping[str, Any], attacker: str) -> list[str]:
    """The creatures blocking ``attacker`` (in the order of ``blocks``), then the player it
    attacks if it has trample (702.19b)."""
    blockers = [
        b
        for b, a in data.get("blocks", {}).items()
        if (a == attacker if isinstance(a, str) else attacker in a)
    ]
    entry = next(c for c in data["creatures"] if c["id"] == attacker)
    words = {canonical(k, "keywords") for k in entry.get("keywords", ())}
    return [*blockers, data["attacks"][attacker]] if TRAMPLE in words else blockers


def _power_as(outcome: CombatOutcome, attacker: str, step: str) -> int | None:
    """The attacker's power as ``step`` began (None if it assigns nothing in that step: not a
    participant, or the step did not happen), from the engine's step record and the snapshot
    taken just before the step."""
    steps = [e for e in outcome.events if e["type"] == "step" and e["step"] == step]
    if not steps or attacker not in steps[0]["participants"]:
        return None
    before = "blockers" if step == FIRST or "between" not in outcome.moments else "between"
    shot = next(s for s in outcome.snapshots if s.moment == before)
    power = int(shot.creatures[attacker]["power"])
    return power if power > 0 else None


def _resolved(data: Mapping[str, Any], lang: Lang) -> CombatOutcome:
    outcome = load(data, lang)
    assert isinstance(outcome, CombatOutcome)  # a combat scenario's outcome
    return outcome


def _search(board: Board, attacker: str | None, what: str, score: Score, lang: Lang) -> Best:
    who = _attacker(board, attacker)
    base = board.to_dict()
    for step in (FIRST, REGULAR):
        base.get("assign", {}).get(step, {}).pop(who, None)
    recipients = _recipients(base, who)
    best: tuple[tuple[int, ...], dict[str, dict[str, int]]] | None = None
    tried = 0

    def with_division(division: Mapping[str, Mapping[str, int]]) -> dict[str, Any]:
        trial = {**base, "assign": {k: dict(v) for k, v in base.get("assign", {}).items()}}
        for step, split in division.items():
            trial["assign"].setdefault(step, {})[who] = dict(split)
        return trial

    def attempt(division: Mapping[str, Mapping[str, int]]) -> dict[str, Any] | None:
        try:
            return resolve_scenario(with_division(division), lang)
        except ScenarioError:
            return None  # an illegal division (510.1e): not a choice the player has

    default = _resolved(base, lang)
    first_power = _power_as(default, who, FIRST)
    for first in divisions(first_power, recipients) if first_power else iter([{}]):
        chosen = {FIRST: first} if first else {}
        try:
            opening = _resolved(with_division(chosen), lang)
        except ScenarioError:
            continue
        regular_power = _power_as(opening, who, REGULAR)
        for second in divisions(regular_power, recipients) if regular_power else iter([{}]):
            division = {**chosen, REGULAR: second} if second else dict(chosen)
            result = attempt(division) if second else opening.to_dict()
            if result is None:
                continue
            tried += 1
            key = score(result)
            if best is None or key > best[0]:
                best = (key, division)
    if best is None:
        raise ScenarioError("teach_judge.error.no_division", "assign", lang)
    shown = _resolved(with_division(best[1]), lang)
    return Best(what, best[0][0], best[1], tried, shown, lang)


def _player_damage(attacker: str, player: str) -> Score:
    def score(outcome: Mapping[str, Any]) -> tuple[int, ...]:
        dealt = sum(
            d["amount"]
            for step in outcome["steps"]
            for d in step["damage"]
            if d["source"] == attacker and d["target"] == player
        )
        return (dealt, int(outcome["creatures"][attacker]["zone"] == "battlefield"))

    return score


def _destroyed(attacker: str, blockers: Sequence[str]) -> Score:
    def score(outcome: Mapping[str, Any]) -> tuple[int, ...]:
        died = set(outcome["died"])
        return (sum(b in died for b in blockers), int(attacker not in died))

    return score


def most_to_player(board: Board, attacker: str | None = None, *, lang: str | None = None) -> Best:
    """The most combat damage the player attacked by ``attacker`` (the only attacker by
    default) can take from it, over every division its controller may choose in each step
    (510.1c, 702.19b), each resolved by the engine; shown with a division that reaches it."""
    who = _attacker(board, attacker)
    player = board.to_dict()["attacks"][who]
    language = resolve_lang(lang)
    return _search(board, who, "player", _player_damage(who, player), language)


def most_destroyed(board: Board, attacker: str | None = None, *, lang: str | None = None) -> Best:
    """The most of its blockers ``attacker`` can destroy, over every division its controller
    may choose in each step (510.1c), each resolved by the engine (a division that also keeps
    the attacker alive is shown when there is one)."""
    who = _attacker(board, attacker)
    blockers = [b for b in _recipients(board.to_dict(), who) if b not in board.players]
    return _search(board, who, "destroyed", _destroyed(who, blockers), resolve_lang(lang))


# -- the eras, side by side -----------------------------------------------------------------


def _assigned(data: Mapping[str, Any], lang: Lang) -> str:
    """What the players chose to do, as the board says it: each step's divisions (or the
    engine's default division) and the actions between and after the assignments."""
    parts = []
    for step in (FIRST, REGULAR):
        for who, split in data.get("assign", {}).get(step, {}).items():
            parts.append(
                t(
                    f"teach_judge.best.{step}",
                    lang,
                    division=t(
                        "teach_judge.division_of",
                        lang,
                        who=who,
                        division=_division_text(split, lang),
                    ),
                )
            )
    return t("teach_judge.then", lang).join(parts) or t("teach_judge.default", lang)


def _died(outcome: CombatOutcome) -> str:
    return ", ".join(outcome.died) or "—"


def _refusal_or(board: Board) -> tuple[CombatOutcome | None, str | None]:
    """The outcome, or why the rules refuse the board in a learner's words (no field path)."""
    try:
        return board.resolve(), None
    except ScenarioError as error:
        return None, reason(error)


def side_by_side(*boards: Board) -> Any:
    """Boards that differ by their era (and what that era's players do), one column each: the
    rules followed, whether the engine accepts what was written, who died, the damage on each
    creature still there, the life totals. A board the rules of its era refuse shows why."""
    lang = get_lang()
    rows: dict[str, dict[str, str]] = {}
    for board in boards:
        data = board.to_dict()
        column = era(data.get("era", FOUNDATIONS)).title(lang)
        while column in rows:  # the same era twice: two ways to play it
            column += " ′"
        outcome, refused = _refusal_or(board)
        cells: dict[str, str] = {t("teach_judge.row.assigned", lang): _assigned(data, lang)}
        if outcome is None:
            cells[t("teach_judge.row.verdict", lang)] = t(
                "teach_judge.refused", lang, reason=refused or ""
            )
        else:
            cells[t("teach_judge.row.verdict", lang)] = t("teach_judge.accepted", lang)
            cells[t("teach_judge.row.died", lang)] = _died(outcome)
            cells[t("teach_judge.row.damage", lang)] = (
                ", ".join(
                    f"{cid} {state['damage']}"
                    for cid, state in outcome.to_dict()["creatures"].items()
                    if state["zone"] == "battlefield" and state["damage"]
                )
                or "—"
            )
            cells[t("teach_judge.row.life", lang)] = ", ".join(
                f"{p} {n}" for p, n in outcome.life.items()
            )
        rows[column] = cells
    frame = pd.DataFrame(rows).fillna("—")
    return styled(frame)


# -- the notebook's statements, checked by the searches -------------------------------------


def _grid_board(power: int, toughnesses: Sequence[int], *keywords: str) -> Board:
    board = Board()
    board.attacker("A", power, 9, "double strike", *keywords)
    for i, tough in enumerate(toughnesses, 1):
        board.blocker(f"B{i}", 1, tough, blocks="A")
    return board


def _cheapest(power: int, toughnesses: Sequence[int]) -> int:
    """How many blockers the smallest toughnesses pay for, within twice the power."""
    spent, count = 0, 0
    for tough in sorted(toughnesses):
        spent += tough
        count += spent <= 2 * power
    return count


#: The statements of the notebook and the formula each one makes, for a double striker of
#: power P blocked by creatures of toughness T1, T2 (no first strike, nothing marked).
STATEMENTS: Final[tuple[tuple[str, tuple[str, ...], Callable[[int, Sequence[int]], int]], ...]] = (
    ("destroyed", (), _cheapest),
    ("trample", (TRAMPLE,), lambda p, ts: max(0, 2 * p - sum(ts))),
    ("deathtouch", (TRAMPLE, "deathtouch"), lambda p, ts: max(0, 2 * p - len(ts))),
)


def judge_formulas(
    powers: Sequence[int] = (1, 2, 3, 4), toughnesses: Sequence[int] = (1, 2, 3, 4)
) -> Any:
    """The notebook's three statements on a double striker blocked by two creatures, each
    checked against the engine's search over every division on every board of the grid (power
    × two toughnesses): ``✓ checked on N boards`` or ``✗`` with how many it fails on."""
    from mtglearn.teach.chapters.checks import Sentences

    lang = get_lang()
    lines, ok = [], True
    for key, keywords, formula in STATEMENTS:
        boards = [(p, (a, b)) for p in powers for a in toughnesses for b in toughnesses]
        bad = 0
        for power, pair in boards:
            board = _grid_board(power, pair, *keywords)
            best = (most_destroyed if key == "destroyed" else most_to_player)(board, lang=lang)
            bad += best.amount != formula(power, pair)
        what = t(f"teach_judge.statement.{key}", lang)
        if bad:
            ok = False
            lines.append("✗ " + t("teach_judge.fails", lang, bad=bad, n=len(boards), what=what))
        else:
            lines.append("✓ " + t("teach_judge.checked", lang, n=len(boards), what=what))
    return Sentences(tuple(lines), ok)


# -- when a creature leaves the fight between the steps ------------------------------------

#: What happens between the steps in :func:`gone_table`: the action and its catalog key.
GONE: Final = (
    ({"destroy": "B"}, "destroy"),
    ({"remove": "B"}, "bounce"),
    ({"remove_from_combat": "B"}, "remove_blocker"),
    ({"remove_from_combat": "A"}, "remove_attacker"),
)


def gone_table(power: int = 3, toughness: int = 5) -> Any:
    """A double striker of ``power`` blocked by a 2/``toughness`` that survives the first step;
    between the steps the blocker is destroyed, returned to its owner's hand or removed from
    combat, or the attacker is removed: what each does in the regular step, with and without
    trample, and the rule that decides it — every cell resolved by the engine."""
    lang = get_lang()
    rows = []
    for action, key in GONE:
        row = {t("teach_judge.column.between", lang): t(f"teach_judge.gone_row.{key}", lang)}
        for trample in (False, True):
            board = Board()
            words = ("double strike", TRAMPLE) if trample else ("double strike",)
            board.attacker("A", power, 9, *words)
            board.blocker("B", 2, toughness, blocks="A")
            board.between_steps(action)
            outcome = _resolved(board.to_dict(), lang)
            regular = outcome.steps[-1]["damage"] if len(outcome.steps) == 2 else []
            to_player = sum(d["amount"] for d in regular if d["target"] == "P2")
            column = t(
                "teach_judge.column.trample" if trample else "teach_judge.column.plain", lang
            )
            row[column] = str(to_player)
        state = outcome.creature("B")
        row[t("teach_judge.column.blocker", lang)] = t(
            f"teach_judge.zone.{state.zone}", lang, damage=state.damage
        )
        row[t("teach_judge.column.rule", lang)] = t(f"teach_judge.gone_rule.{key}", lang)
        rows.append(row)
    return styled(pd.DataFrame(rows), index=False)


__all__ = [
    "Best",
    "divisions",
    "gone_table",
    "judge_formulas",
    "most_destroyed",
    "most_to_player",
    "side_by_side",
]
