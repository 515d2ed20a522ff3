"""Why a declaration of blockers is legal or not (509.1a–d, 702.39a), in the reader's language.

:func:`explain_blocks` checks a declaration the way the defending player does (509.1): who may
block whom (509.1a), each restriction (509.1b), costs to block (509.1d), then each requirement
and their count against the most that could be obeyed (509.1c). Unlike the resolver, which stops
at the first broken rule, it reports every check, each with its rule number and a sentence,
and lists the legal declarations that obey the most requirements.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.i18n.grammar import listing_and
from mtglearn.rules.combat.block_board import parse_board
from mtglearn.rules.combat.block_requirements import (
    BlockBoard,
    Blocks,
    best_declarations,
    closest_legal,
    joined,
    most_obeyed,
    obeyed,
    words,
)
from mtglearn.rules.combat.blocking import (
    Declaration,
    _cant_block,
    _evasion,
    _how_many,
    _who_may_block,
)
from mtglearn.rules.combat.engine import Combat
from mtglearn.rules.core.keywords import MAX_ONE_BLOCKER, MENACE
from mtglearn.rules.core.table import Event


@dataclass(frozen=True, slots=True)
class Check:
    """One rule checked: its number, whether the declaration passes it, and why."""

    rule: str
    ok: bool
    text: str


@dataclass(frozen=True)
class BlockVerdict:
    """The explainer's answer for one declaration of blockers."""

    legal: bool
    blocks: dict[str, tuple[str, ...]]
    context: tuple[str, ...]
    checks: tuple[Check, ...]
    obeyed: int
    most: int
    best: tuple[dict[str, tuple[str, ...]], ...]
    best_words: tuple[str, ...]
    alternative: str | None
    lang: Lang

    def lines(self) -> list[str]:
        """One line per check (✓ passes, ✗ breaks), then the verdict and the best declarations."""
        out = list(self.context)
        out += [f"{'✓' if c.ok else '✗'} {c.text}" for c in self.checks]
        out.append(
            t("blocking.verdict.legal" if self.legal else "blocking.verdict.illegal", self.lang)
        )
        if self.alternative is not None:
            out.append(t("blocking.verdict.alternative", self.lang, alternative=self.alternative))
        out.append(t("blocking.verdict.best", self.lang, most=self.most))
        out += [f"• {w}" for w in self.best_words]
        return out

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (checks as ``{"rule", "ok", "text"}``)."""
        return {
            "legal": self.legal,
            "blocks": {b: list(a) for b, a in self.blocks.items()},
            "checks": [{"rule": c.rule, "ok": c.ok, "text": c.text} for c in self.checks],
            "obeyed": self.obeyed,
            "most": self.most,
            "best": [{b: list(a) for b, a in d.items()} for d in self.best],
        }


def _failure(error: ScenarioError, lang: Lang) -> str:
    """The broken rule's message, in the reader's language (the declaration checked carries
    the display names, so the message already names each creature as the reader sees it)."""
    return t(error.key, lang, **error.params)


def _try(check: Any, decl: Declaration, lang: Lang) -> ScenarioError | None:
    try:
        check(decl, lang)
    except ScenarioError as error:
        return error
    return None


def _joined(ids: Sequence[str], who: Mapping[str, str], lang: Lang) -> str:
    return joined(ids, lang, who)


def _blocker_checks(board: BlockBoard, blocks: Blocks, lang: Lang) -> list[Check]:
    who = board.names(lang)
    out: list[Check] = []
    for blocker, targets in blocks.items():
        decl = board.declaration({blocker: targets}, who)
        params = {"blocker": who.get(blocker, blocker), "attackers": _joined(targets, who, lang)}
        error = _try(_who_may_block, decl, lang)
        # 805.10d: in Two-Headed Giant it may block a creature attacking its teammate.
        controller = board.creatures[blocker].controller
        for_team = any(a in decl.attacks and decl.defending(a) != controller for a in targets)
        key = "blocking.check.may_block_team" if for_team else "blocking.check.may_block"
        # A creature attacking a planeswalker or a battle: say which (506.2).
        aimed = {a: decl.attacks[a] for a in targets if a in decl.attacks}
        if not for_team and any(x != decl.defending(a) for a, x in aimed.items()):
            key = "blocking.check.may_block_permanent"
            params["attacked"] = listing_and(list(dict.fromkeys(aimed.values())), lang)
        out.append(
            Check(
                "509.1a",
                error is None,
                _failure(error, lang) if error else t(key, lang, **params),
            )
        )
        if error is not None:
            continue
        error = _try(_cant_block, decl, lang) or _try(_evasion, decl, lang)
        out.append(
            Check(
                "509.1b",
                error is None,
                _failure(error, lang)
                if error
                else t("blocking.check.no_restriction", lang, **params),
            )
        )
        if blocker in board.costs:
            out.append(
                Check(
                    "509.1d",
                    True,
                    t("blocking.check.cost", lang, cost=board.costs[blocker], **params),
                )
            )
    return out


def _count_checks(board: BlockBoard, blocks: Blocks, lang: Lang) -> list[Check]:
    who = board.names(lang)
    out: list[Check] = []
    for attacker in board.attacks:
        keywords = board.creatures[attacker].keywords
        if MENACE not in keywords and MAX_ONE_BLOCKER not in keywords:
            continue
        decl = Declaration(
            board.creatures,
            {attacker: board.attacks[attacker]},
            blocks,
            board.defenders,
            board.lands,
            board.bonus,
            board.teams,
            who,
        )
        error = _try(_how_many, decl, lang)
        count = len(decl.blockers_of(attacker))
        key = "blocking.check.menace_" if MENACE in keywords else "blocking.check.max_one_"
        key += "ok" if count else "none"  # not blocked: « n'est pas bloqué », not « par 0 »
        text = (
            _failure(error, lang)
            if error
            else t(key, lang, attacker=who.get(attacker, attacker), count=count)
        )
        out.append(Check("509.1b", error is None, text))
    return out


def _requirement_checks(
    board: BlockBoard, blocks: Blocks, legal_count: bool, lang: Lang
) -> list[Check]:
    who = board.names(lang)
    out: list[Check] = []
    for requirement in board.requirements:
        described = requirement.describe(lang, who)
        if requirement.obeyed(blocks):
            out.append(
                Check(
                    requirement.rule,
                    True,
                    t("blocking.check.req_obeyed", lang, requirement=described),
                )
            )
            continue
        alone = replace(board, requirements=(requirement,))
        if most_obeyed(alone, lang) == 0:
            key, ok = "blocking.check.req_impossible", True
        elif legal_count:
            key, ok = "blocking.check.req_traded", True
        else:
            key, ok = "blocking.check.req_broken", False
        out.append(Check(requirement.rule, ok, t(key, lang, requirement=described)))
    return out


def _context(events: Sequence[Event], who: Mapping[str, str], lang: Lang) -> tuple[str, ...]:
    from mtglearn.words.combat import narrate_event

    return tuple(line for e in events if (line := narrate_event(e, who, lang)))


def explain_blocks(
    scenario: Mapping[str, Any] | BlockBoard,
    blocks: Mapping[str, str | Sequence[str]] | None = None,
    lang: str | None = None,
) -> BlockVerdict:
    """Check a declaration of blockers against 509.1a–d and 702.39a, rule by rule.

    ``scenario`` is a combat scenario (docs/scenario-format.md §1, with ``provoke``,
    ``requirements``...) or a :class:`BlockBoard`; ``blocks`` (blocker → attacker id or list)
    replaces the scenario's own ``blocks`` when given. A malformed scenario raises
    :class:`ScenarioError`; an illegal declaration does not: the verdict says what is broken.
    """
    language = resolve_lang(lang)
    events: tuple[Event, ...] = ()
    if isinstance(scenario, BlockBoard):
        board = scenario
        raw: Mapping[str, Any] = blocks or {}
        shaped = Combat._check_blocks(raw, board.creatures, language)
    else:
        data = dict(scenario)
        if blocks is not None:
            data["blocks"] = blocks
        board, setup, combat = parse_board(data, language)
        events = setup.events
        shaped = combat._check_blocks(data.get("blocks", {}), board.creatures, language)
    checks = _blocker_checks(board, shaped, language) + _count_checks(board, shaped, language)
    restrictions_ok = all(c.ok for c in checks)
    most = most_obeyed(board, language)
    count = obeyed(board, shaped)
    legal = restrictions_ok and count >= most
    checks += _requirement_checks(board, shaped, count >= most, language)
    if board.requirements:
        checks.append(
            Check(
                "509.1c",
                count >= most,
                t("blocking.check.count", language, obeyed=count, most=most),
            )
        )
    who = board.names(language)
    best = tuple(best_declarations(board, language))
    alternative = None if legal else words(closest_legal(board, shaped, language), language, who)
    return BlockVerdict(
        legal,
        dict(shaped),
        _context(events, who, language),
        tuple(checks),
        count,
        most,
        best,
        tuple(words(d, language, who) for d in best),
        alternative,
        language,
    )


__all__ = ["BlockVerdict", "Check", "explain_blocks"]
