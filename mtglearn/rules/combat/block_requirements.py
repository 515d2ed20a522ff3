"""Blocking requirements and their maximisation (509.1c), and optional costs to block.

509.1c: a *requirement* says a creature must block (provoke's "blocks this creature if able",
702.39a, or a plain "blocks each combat if able"). A declaration of blockers is illegal when it
obeys fewer requirements than the most that some declaration could obey *without disobeying a
restriction* (509.1b). A creature that "can't block unless its controller pays a cost" is such
a restriction whose cost nobody has to pay (509.1c): the maximum is counted as if those
creatures did not block, yet a declaration may still pay and block with them (509.1d).

How the maximum is found (``most_obeyed``):

- no requirement: 0, nothing to search;
- no attacker with menace or "can't be blocked by more than one creature": the blockers do not
  interact (every other restriction concerns one blocker and one attacker), so each blocker
  takes its own best option independently — linear in (blockers × their options);
- otherwise a depth-first search over each potential blocker's options (not blocking, or one of
  the attackers it may legally block; two with "can block an additional creature"). Only the
  options that can change the count are explored: a blocker that is not the subject of a
  requirement can only matter by helping to satisfy menace, so its only options are the menace
  attackers. The search is exponential in the number of blockers in the worst case, so it is
  bounded by :data:`MAX_DECLARATIONS` visited declarations (beyond it a clear
  :class:`~mtglearn.base.errors.ScenarioError`); boards of a combat lesson (a handful of creatures)
  stay far below it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from types import MappingProxyType
from typing import Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, t
from mtglearn.base.i18n.grammar import Name, listing_fr
from mtglearn.base.i18n.names import name_of
from mtglearn.rules.combat.blocking import (
    Declaration,
    _cant_block,
    _evasion,
    _who_may_block,
    block_limit,
    check_declaration,
)
from mtglearn.rules.core.board import Creature
from mtglearn.rules.core.keywords import MAX_ONE_BLOCKER, MENACE

#: Upper bound on the declarations one search may visit (see the module docstring).
MAX_DECLARATIONS: Final = 200_000

Blocks = Mapping[str, tuple[str, ...]]

PROVOKE: Final = "provoke"
MUST_BLOCK: Final = "must block"

_NO_COSTS: Final[Mapping[str, str]] = MappingProxyType({})
_NO_TEAMS: Final[Mapping[str, int]] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Requirement:
    """``blocker`` must block ``attacker`` if able (``attacker`` None: block any attacker).

    ``source`` says where it comes from (``"provoke"``, 702.39a, with ``provoker`` set; or
    ``"must block"``, a generic "blocks if able"); ``rule`` is the rule cited for it.
    """

    blocker: str
    attacker: str | None = None
    source: str = MUST_BLOCK
    rule: str = "509.1c"

    def obeyed(self, blocks: Blocks) -> bool:
        """Whether ``blocks`` obeys this requirement."""
        targets = blocks.get(self.blocker, ())
        return bool(targets) if self.attacker is None else self.attacker in targets

    def describe(self, lang: Lang, who: Mapping[str, str] = _NO_COSTS) -> str:
        """The requirement in words (``who`` maps ids to display names)."""
        blocker = who.get(self.blocker, self.blocker)
        if self.attacker is None:
            return t("blocking.req.any", lang, blocker=blocker, rule=self.rule)
        attacker = who.get(self.attacker, self.attacker)
        key = "blocking.req.provoke" if self.source == PROVOKE else "blocking.req.one"
        return t(key, lang, blocker=blocker, attacker=attacker, rule=self.rule)

    def to_dict(self) -> dict[str, str]:
        """The requirement in the scenario's ``requirements`` form."""
        out = {"blocks": self.blocker}
        if self.attacker is not None:
            out["attacker"] = self.attacker
        if self.source == PROVOKE:
            out["source"] = PROVOKE
        return out


@dataclass(frozen=True, slots=True)
class BlockBoard:
    """What a declaration of blockers is checked against: creatures (as they are when
    blockers are declared, after attack triggers), attacks, requirements and costs to block.

    ``teams`` maps each player to their Two-Headed Giant team (empty otherwise): the defending
    team declares one combined block, its creatures blocking creatures attacking any of its
    players, and that block must obey as many requirements as possible as a whole (805.10d,
    509.1c), so the search counts a teammate's creatures too."""

    creatures: Mapping[str, Creature]
    attacks: Mapping[str, str]
    requirements: tuple[Requirement, ...] = ()
    costs: Mapping[str, str] = field(default_factory=lambda: _NO_COSTS)
    defenders: Mapping[str, str] = field(default_factory=lambda: _NO_COSTS)
    lands: Mapping[str, frozenset[str]] = field(default_factory=dict)
    bonus: Mapping[str, int] = field(default_factory=dict)
    teams: Mapping[str, int] = field(default_factory=lambda: _NO_TEAMS)

    def declaration(self, blocks: Blocks, names: Mapping[str, str] = _NO_COSTS) -> Declaration:
        """``blocks`` as a declaration on this board, with its teams (805.10d); ``names``: the
        display names its messages use (the explainer's)."""
        return Declaration(
            self.creatures,
            self.attacks,
            blocks,
            self.defenders,
            self.lands,
            self.bonus,
            self.teams,
            names,
        )

    def names(self, lang: str = "en") -> dict[str, str]:
        """Display names by id (name if given, else the id); known cards as printed in ``lang``,
        each with its French grammar (« le Serval krosian », « la créature B »)."""
        return {cid: name_of(c.label(), lang, gender=c.gender) for cid, c in self.creatures.items()}

    def potential_blockers(self) -> list[str]:
        """Creatures of a player being attacked that are not attacking (509.1a), in order; in
        Two-Headed Giant, of any player of a team being attacked (805.10d)."""
        defenders = {self.defenders.get(a, a) for a in self.attacks.values()}
        if self.teams:
            attacked = {self.teams[p] for p in defenders if p in self.teams}
            defenders |= {p for p, team in self.teams.items() if team in attacked}
        return [
            cid
            for cid, c in self.creatures.items()
            if c.controller in defenders and cid not in self.attacks
        ]


def restriction_error(board: BlockBoard, blocks: Blocks, lang: Lang) -> ScenarioError | None:
    """The first broken rule among 509.1a and the restrictions of 509.1b, or None."""
    decl = board.declaration(blocks)
    try:
        check_declaration(decl, lang)
    except ScenarioError as error:
        return error
    return None


def _pair_ok(board: BlockBoard, blocker: str, attackers: tuple[str, ...]) -> bool:
    """509.1a and the one-blocker restrictions of 509.1b for one blocker's choice."""
    decl = board.declaration({blocker: attackers})
    try:
        _who_may_block(decl, "en")
        _cant_block(decl, "en")
        _evasion(decl, "en")
    except ScenarioError:
        return False
    return True


def options(
    board: BlockBoard, blocker: str, among: Sequence[str] | None = None
) -> list[tuple[str, ...]]:
    """Every legal choice of ``blocker`` on its own: each attacker (or pair of attackers with
    "can block an additional creature") it may block, among ``among`` (default: all)."""
    pool = [
        a for a in (board.attacks if among is None else among) if _pair_ok(board, blocker, (a,))
    ]
    limit = min(block_limit(board.creatures[blocker]), len(pool))
    out: list[tuple[str, ...]] = []
    for size in range(1, limit + 1):
        out.extend(c for c in combinations(pool, size) if _pair_ok(board, blocker, c))
    return out


def obeyed(board: BlockBoard, blocks: Blocks) -> int:
    """How many requirements ``blocks`` obeys (509.1c counts requirements, not creatures)."""
    return sum(r.obeyed(blocks) for r in board.requirements)


def _coupled(board: BlockBoard) -> bool:
    """Whether a restriction links several blockers (menace, "no more than one blocker")."""
    return any(
        MENACE in board.creatures[a].keywords or MAX_ONE_BLOCKER in board.creatures[a].keywords
        for a in board.attacks
    )


def _count_ok(board: BlockBoard, blocks: Blocks) -> bool:
    """The restrictions on the number of blockers (702.111b menace; max one blocker)."""
    counts = dict.fromkeys(board.attacks, 0)
    for targets in blocks.values():
        for a in targets:
            counts[a] += 1
    for a, n in counts.items():
        keywords = board.creatures[a].keywords
        if (MENACE in keywords and n == 1) or (MAX_ONE_BLOCKER in keywords and n > 1):
            return False
    return True


def declarations(
    board: BlockBoard, choices: Mapping[str, Sequence[tuple[str, ...]]], lang: Lang
) -> Iterator[dict[str, tuple[str, ...]]]:
    """Every declaration (blocker → attackers) made of one choice per blocker in ``choices``
    (or no block) that breaks no restriction. Bounded by :data:`MAX_DECLARATIONS`."""
    blockers = list(choices)
    visited = 0
    current: dict[str, tuple[str, ...]] = {}
    max_one = {a for a in board.attacks if MAX_ONE_BLOCKER in board.creatures[a].keywords}
    used: dict[str, int] = dict.fromkeys(board.attacks, 0)

    def walk(i: int) -> Iterator[dict[str, tuple[str, ...]]]:
        nonlocal visited
        visited += 1
        if visited > MAX_DECLARATIONS:
            raise ScenarioError("blocking.error.too_large", "blocks", lang, limit=MAX_DECLARATIONS)
        if i == len(blockers):
            if _count_ok(board, current):
                yield dict(current)
            return
        blocker = blockers[i]
        yield from walk(i + 1)  # this creature does not block
        for choice in choices[blocker]:
            # Prune early: a second blocker on a "no more than one" attacker never becomes legal.
            if any(a in max_one and used[a] for a in choice):
                continue
            current[blocker] = choice
            for a in choice:
                used[a] += 1
            yield from walk(i + 1)
            for a in choice:
                used[a] -= 1
            del current[blocker]

    yield from walk(0)


def _relevant_choices(board: BlockBoard) -> dict[str, list[tuple[str, ...]]]:
    """Per potential blocker, only the choices that can change the number obeyed: attackers
    a requirement on it names (all for "blocks if able") and menace attackers (to help make a
    block of two). Creatures that may block only by paying a cost are left out (509.1c)."""
    menace = [a for a in board.attacks if MENACE in board.creatures[a].keywords]
    out: dict[str, list[tuple[str, ...]]] = {}
    for blocker in board.potential_blockers():
        if blocker in board.costs:
            continue
        wanted = set(menace)
        for r in board.requirements:
            if r.blocker == blocker:
                wanted |= set(board.attacks) if r.attacker is None else {r.attacker}
        among = [a for a in board.attacks if a in wanted]
        if among:
            out[blocker] = options(board, blocker, among)
    return out


def most_obeyed(board: BlockBoard, lang: Lang) -> int:
    """The most requirements a declaration can obey without breaking a restriction and
    without paying a cost to block (509.1c). See the module docstring for the method."""
    if not board.requirements:
        return 0
    choices = _relevant_choices(board)
    if not _coupled(board):
        # Independent blockers: each takes its best choice on its own.
        return sum(max([obeyed(board, {b: c}) for c in cs] + [0]) for b, cs in choices.items())
    return max(obeyed(board, d) for d in declarations(board, choices, lang))


def best_declarations(
    board: BlockBoard, lang: Lang, limit: int = 6
) -> list[dict[str, tuple[str, ...]]]:
    """Up to ``limit`` legal declarations obeying the most requirements, fewest blocks first
    (other creatures may of course also block, when that breaks nothing)."""
    most = most_obeyed(board, lang)
    found = [
        d for d in declarations(board, _relevant_choices(board), lang) if obeyed(board, d) == most
    ]
    found.sort(key=lambda d: (sum(len(v) for v in d.values()), sorted(d.items())))
    return found[:limit]


def closest_legal(board: BlockBoard, blocks: Blocks, lang: Lang) -> dict[str, tuple[str, ...]]:
    """A legal declaration as close as possible to ``blocks`` (fewest creatures changed)."""
    most = most_obeyed(board, lang)
    choices = _relevant_choices(board)
    for blocker, targets in blocks.items():
        if blocker in board.creatures and _pair_ok(board, blocker, tuple(targets)):
            mine = tuple(targets)
            choices[blocker] = [mine, *[c for c in choices.get(blocker, []) if c != mine]]
    best: dict[str, tuple[str, ...]] = {}
    best_key: tuple[int, int] | None = None
    for d in declarations(board, choices, lang):
        if obeyed(board, d) < most:
            continue
        changed = sum(d.get(b) != blocks.get(b) for b in set(d) | set(blocks))
        key = (changed, sum(len(v) for v in d.values()))
        if best_key is None or key < best_key:
            best, best_key = d, key
    return best


def joined(ids: Sequence[str], lang: Lang, who: Mapping[str, str]) -> str:
    """Creatures joined by "and"; in French each with its article (« le A et la créature B »);
    a plural name when there are several, so that a verb agrees (« … attaquent », "… attack")."""
    if lang == "fr":
        names = [who.get(i, i) for i in ids]
        feminine = all(getattr(n, "gender", "m") == "f" for n in names)
        plural = len(names) > 1 or any(getattr(n, "plural", False) for n in names)
        return Name(listing_fr(names), "f" if feminine else "m", plural=plural)
    text = t("blocking.words.and", lang).join(who.get(i, i) for i in ids)
    return Name(text, plural=len(ids) > 1)  # "A and C attack"


def words(blocks: Blocks, lang: Lang, who: Mapping[str, str]) -> str:
    """A declaration in words: ``B blocks A; C blocks A`` (or "no creature blocks")."""
    if not blocks:
        return t("blocking.words.none", lang)
    parts = [
        t(
            "blocking.words.blocks",
            lang,
            blocker=who.get(b, b),
            attackers=joined(targets, lang, who),
        )
        for b, targets in blocks.items()
    ]
    return t("blocking.words.sep", lang).join(parts)


def check_requirements(board: BlockBoard, blocks: Blocks, lang: Lang) -> None:
    """509.1c: refuse a declaration that obeys fewer requirements than possible, naming a
    broken requirement and giving a legal declaration (restrictions are checked before)."""
    if not board.requirements:
        return
    most = most_obeyed(board, lang)
    count = obeyed(board, blocks)
    if count >= most:
        return
    who = board.names(lang)
    broken = next(r for r in board.requirements if not r.obeyed(blocks))
    alternative = closest_legal(board, blocks, lang)
    raise ScenarioError(
        "blocking.error.requirement",
        f"blocks.{broken.blocker}",
        lang,
        requirement=broken.describe(lang, who),
        obeyed=count,
        most=most,
        alternative=words(alternative, lang, who),
    )


def check_blocks(decl: Declaration, lang: Lang, board: BlockBoard | None = None) -> None:
    """509.1a, then every restriction (509.1b), then the requirements of ``board`` (509.1c)."""
    check_declaration(decl, lang)
    if board is not None and board.requirements:
        check_requirements(board, decl.blocks, lang)


__all__ = [
    "MAX_DECLARATIONS",
    "MUST_BLOCK",
    "PROVOKE",
    "BlockBoard",
    "Requirement",
    "best_declarations",
    "check_blocks",
    "check_requirements",
    "closest_legal",
    "declarations",
    "most_obeyed",
    "obeyed",
    "options",
    "restriction_error",
    "words",
]
