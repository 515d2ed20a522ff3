"""Feedback from the case: the facts that decide an exercise's answer, read from the events the
rules engine recorded for *that* combat, and the key and the hint written from them.

A key written once per topic ("double strike deals damage in both steps") cannot fit every case:
a double striker whose blocker died in the first-strike step deals no damage in the second
(510.1c), a creature without double strike never strikes twice, protection that prevents
nothing changes nothing. So an exercise about a combat asks this module for its feedback:

>>> import mtglearn as mtg
>>> from mtglearn.teach.exercises.deciding import decide, damage_to, steps_of
>>> mtg.set_lang("en")
>>> board = mtg.Board()
>>> board.attacker("A", 3, 3, "double strike", name="Attacker")
'A'
>>> board.blocker("B", 2, 2, blocks="A", name="Blocker")
'B'
>>> decision = decide(board.resolve(), steps_of("A"))
>>> print(decision.key)  # doctest: +NORMALIZE_WHITESPACE
Attacker deals 3 damage in the first-strike step to Blocker, the creature blocking it
(510.1c); Blocker dies in the first-strike step: it has lethal damage marked on it (704.5g);
Attacker is still blocked, but no creature blocks it any more and it has no trample: it deals no
combat damage in the regular step (510.1c).
>>> decision.steps_dealt("A")
{'first_strike'}

The API
-------

:func:`decide` ``(outcome, about) -> Decision``

``outcome``
    a resolved combat: the front door's :class:`~mtglearn.door.outcome.CombatOutcome`
    (``board.resolve()``) or the engine's :class:`~mtglearn.rules.combat.engine.CombatResult`.
    Any number of attackers and blockers, trample, deathtouch, protection, infect, lifelink,
    actions before combat damage and between the two steps (pumps, keywords gained or lost,
    a creature destroyed, bounced or exiled, the Jitte's activations): the facts come from what
    the engine recorded, never from the question's topic.
``about``
    what the question asks, one of :func:`damage_to` (combat damage a player or a creature
    takes), :func:`damage_by` (combat damage a creature deals), :func:`dies` (whether a
    creature dies), :func:`steps_of` (the combat damage steps in which a creature deals damage),
    :func:`life_of` (a player's life after combat), :func:`poison_of` (a player's poison
    counters) and :func:`destroys` (which of the creatures it fights a creature destroys).

A :class:`Decision` holds

``facts``
    the deciding facts in the order they happened, each a :class:`Fact`: its ``kind`` (see
    :data:`KINDS`), the ``rules`` it cites (an older era's number with its source, as the
    narration cites it), its ``step`` (``"first_strike"``, ``"regular"``, ``"both"`` for the
    same thing in both steps, ``"before_damage"``, ``"between_steps"`` or ``None``), the
    creature it is about (``actor``), and for damage what was ``assigned`` and ``dealt`` to
    each target;
``key``
    the sentence shown with the answer: every fact's clause, each ending with its rule numbers,
    in one sentence, in the outcome's language (catalog ``deciding.fact.*``);
``hint``
    what to look at after a first wrong answer, written from the most decisive fact
    (:data:`PRIORITY`: a blocker gone, double strike lost, a creature dead before its step...),
    never the answer itself (catalog ``deciding.hint.*``);
``rules``
    the rule numbers the key cites, in order;

and :meth:`Decision.dealt_to` / :meth:`Decision.steps_dealt`, the numbers the key states, so a
test can check that the key never contradicts the answer.

Which facts a question keeps: those about the creatures that decide it. For damage to a player:
every creature attacking that player (what it dealt, and why it dealt nothing in a step), the
death or departure of its blockers before a later step, prevention of its damage, what changed
it between the steps. For a creature: what it dealt and took, what its opponents in the fight
dealt or why they did not, its death or survival. The same fact in both steps (an unblocked
double striker) is said once, "2 + 2 = 4".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from mtglearn.base.i18n import Lang, french_typography, has, t
from mtglearn.door.outcome import CombatOutcome
from mtglearn.rules.combat.engine import CombatResult
from mtglearn.rules.core.keywords import DOUBLE_STRIKE, LIFELINK, TRAMPLE
from mtglearn.teach.exercises.case_facts import (
    BOTH,
    DAMAGE_KINDS,
    FIRST,
    KINDS,
    REGULAR,
    Case,
    Fact,
    amount_of,
    read_facts,
)
from mtglearn.teach.exercises.exercise import Answer, Exercise
from mtglearn.teach.exercises.fact_sentences import clause, hint

#: The order in which a hint looks for the fact that decides the case: what a learner most
#: often misses first.
PRIORITY: Final = (
    "stack_source_gone",
    "leaves_combat",
    "no_blocker",
    "kept_from",
    "trample_gone",
    "lost_double_strike",
    "gains_double_strike",
    "first_strike_done",
    "second_unassigned",
    "lost_first_strike",
    "gains_first_strike",
    "prevented",
    "dies_before_striking",
    "divided",
    "both_steps",
    "leaves",
    "no_power",
    "not_blocking",
    "not_alone",
    "afflict_unblocked",
    "afflict",
    "exalted",
    "poison",
    "activation",
    "trigger_counters",
    "indestructible",
    "trample",
    "lifelink",
    "waits",
    "one_step",
    "dies",
    "survives",
    "pump",
    "gains",
    "loses",
    "blocking",
    "blocked",
    "unblocked",
    "damage",
    "no_damage",
    "no_second",
)

#: For the damage a player takes, what keeps an attacker's damage from that player (its block,
#: 510.1c; trample's lethal damage to its blockers, 702.19b) comes right after protection and
#: before the step in which a first striker deals damage: the learner who answers "its power"
#: misses that first.
PLAYER_FIRST: Final = ("trample", "blocked", "first_strike_done")
PLAYER_PRIORITY: Final = tuple(
    kind
    for before in PRIORITY
    if before not in PLAYER_FIRST
    for kind in ((before, *PLAYER_FIRST) if before == "prevented" else (before,))
)

#: Kinds said once when the same thing happens in both steps ("2 + 2 = 4").
_MERGED: Final = frozenset(
    {"unblocked", "blocked", "trample_gone", "blocking", "lifelink", "poison", "no_blocker"}
)

# -- what a question is about ----------------------------------------------------------------


@dataclass(frozen=True)
class About:
    """What an exercise asks about one combat: ``what`` (``"damage_to"``, ``"damage_by"``,
    ``"dies"``, ``"steps_of"``, ``"life_of"``, ``"poison_of"``, ``"destroys"``) of
    ``subject`` (a creature id or a player's name)."""

    what: str
    subject: str


def damage_to(who: str) -> About:
    """How much combat damage ``who`` (a player or a creature) takes."""
    return About("damage_to", who)


def damage_by(creature: str) -> About:
    """How much combat damage ``creature`` deals, in all."""
    return About("damage_by", creature)


def dies(creature: str) -> About:
    """Whether ``creature`` dies during combat."""
    return About("dies", creature)


def steps_of(creature: str) -> About:
    """In which combat damage step(s) ``creature`` deals damage."""
    return About("steps_of", creature)


def life_of(player: str) -> About:
    """``player``'s life total after combat (damage taken, lifelink, life lost)."""
    return About("life_of", player)


def destroys(creature: str) -> About:
    """Which of the creatures ``creature`` fights it destroys (its blockers, or what it blocks):
    what it assigns in each step, and which of them die or survive."""
    return About("destroys", creature)


def poison_of(player: str) -> About:
    """How many poison counters ``player`` has after combat (infect)."""
    return About("poison_of", player)


# -- which facts a question keeps --------------------------------------------------------------


def _relevant(case: Case, about: About, fact: Fact) -> bool:
    what, subject = about.what, about.subject
    if what in ("damage_to", "poison_of", "life_of") and subject in case.players:
        deciders = {a for a, p in case.attacks.items() if p == subject}
        if what == "life_of":
            return _about_life(case, subject, fact)
        return _about_attackers(case, deciders, fact, subject)
    if what == "damage_to":
        return _about_creature_taking(case, subject, fact)
    if what == "dies":
        if fact.actor == subject and fact.kind in ("dies", "survives", "indestructible", "leaves"):
            return True
        return _about_creature_taking(case, subject, fact)
    if what == "destroys":
        if fact.kind in ("dies", "survives", "indestructible", "leaves"):
            return fact.actor in case.opponents(subject)
        if fact.kind == "prevented":
            return fact.actor == subject
        return _about_creature_dealing(case, subject, fact, steps=False)
    return _about_creature_dealing(case, subject, fact, steps=what == "steps_of")


def _about_life(case: Case, player: str, fact: Fact) -> bool:
    """A player's life: damage dealt to them, life lost to afflict, and lifelink: the damage
    their lifelinkers dealt (to creatures too) and the life it gained."""
    if fact.kind in ("lifelink", "afflict"):
        return bool(fact.values["player"] == player)
    if fact.kind == "afflict_unblocked":
        return case.attacks.get(str(fact.actor)) == player
    if fact.kind in DAMAGE_KINDS and fact.actor is not None:
        lifelink = LIFELINK in case.keywords.get(fact.actor, ())
        if lifelink and case.controllers.get(fact.actor) == player:
            return True
        return player in fact.dealt
    return False


def _about_attackers(case: Case, attackers: set[str], fact: Fact, player: str) -> bool:
    """Damage to a player: what each creature attacking them did, and why not more."""
    kind = fact.kind
    if kind == "not_alone":  # 702.83b: exalted says nothing when two creatures attack
        return True
    if kind == "poison":
        return bool(fact.values["player"] == player)
    if kind in ("afflict", "afflict_unblocked", "lifelink", "survives", "waits", "one_step"):
        return False  # life lost, life gained, creatures' fates, timing: not damage to them
    if kind == "dies" or kind == "leaves":
        return _gone_early(case, fact, attackers)
    if kind == "indestructible":
        # 702.12b: a blocker that stays with lethal damage marked changes what a trampler
        # must assign to it in a later step (702.19b).
        return fact.step == FIRST and any(fact.actor in case.opponents(a) for a in attackers)
    if kind == "trigger_counters":
        return case.attached.get(str(fact.actor)) in attackers
    return fact.actor in attackers


def _gone_early(case: Case, fact: Fact, creatures: set[str]) -> bool:
    """A creature of the fight gone before a later step: it changes what happens then."""
    if fact.step == REGULAR or fact.step is None:
        return False
    if fact.step == FIRST and REGULAR not in case.steps:
        return False
    cid = fact.actor
    if cid in creatures:
        return True
    return any(cid in case.opponents(c) for c in creatures)


def _about_creature_dealing(case: Case, cid: str, fact: Fact, *, steps: bool) -> bool:
    kind = fact.kind
    if kind == "one_step":
        return steps
    if kind in ("survives", "not_alone", "afflict_unblocked", "afflict", "lifelink", "poison"):
        return False
    if kind == "trigger_counters":
        return case.attached.get(str(fact.actor)) == cid
    if kind in ("dies", "leaves"):
        return _gone_early(case, fact, {cid})
    if kind == "waits":
        return fact.actor == cid and steps
    return fact.actor == cid


def _about_creature_taking(case: Case, cid: str, fact: Fact) -> bool:
    fighters = set(case.opponents(cid))
    kind = fact.kind
    if kind in DAMAGE_KINDS:
        # What it takes, and the damage that killed one of its fighters before it struck.
        early = {c for c in fighters if case.gone.get(c) == fact.step}
        return cid in fact.assigned or bool(early & fact.targets)
    if kind == "prevented":
        return bool(fact.values["target"] == cid)
    if kind in ("dies", "leaves"):
        return fact.actor in fighters and _gone_early(case, fact, fighters)
    if kind in (
        "no_power",
        "no_blocker",
        "not_blocking",
        "no_damage",
        "no_second",
        "second_unassigned",
    ):
        return fact.actor in fighters
    if kind == "stack_source_gone":
        return fact.actor in fighters
    if kind in ("lost_double_strike", "first_strike_done", "lost_first_strike"):
        return fact.actor in fighters
    if kind in ("gains_double_strike", "gains_first_strike", "pump", "activation", "exalted"):
        return fact.actor in fighters or fact.actor == cid
    return False


def _merge(case: Case, facts: list[Fact]) -> list[Fact]:
    """The same thing in both steps, said once ("2 + 2 = 4"); a second hit of a creature that
    struck in the first step cites double strike (702.4b)."""
    out: list[Fact] = []
    used: set[int] = set()
    for i, fact in enumerate(facts):
        if i in used:
            continue
        if fact.step == FIRST and fact.kind in _MERGED:
            twin = next(
                (
                    j
                    for j in range(i + 1, len(facts))
                    if j not in used
                    and facts[j].step == REGULAR
                    and facts[j].kind == fact.kind
                    and facts[j].actor == fact.actor
                    and facts[j].targets == fact.targets
                    and facts[j].values.get("player") == fact.values.get("player")
                    and len(fact.targets) <= 1
                ),
                None,
            )
            if twin is not None:
                other = facts[twin]
                used.add(twin)
                out.append(_both(case, fact, other))
                continue
        out.append(_again(case, fact, facts[:i]))
    return out


def _both(case: Case, first: Fact, second: Fact) -> Fact:
    rules = tuple(dict.fromkeys((*first.rules, *second.rules, *_double(case, first.actor))))
    assigned = {k: first.assigned.get(k, 0) + second.assigned.get(k, 0) for k in first.assigned}
    dealt = {
        k: first.dealt.get(k, 0) + second.dealt.get(k, 0)
        for k in set(first.dealt) | set(second.dealt)
    }
    return replace(
        first,
        step=BOTH,
        rules=rules,
        assigned=assigned,
        dealt=dealt,
        amounts=(amount_of(first), amount_of(second)),
    )


def _double(case: Case, cid: str | None) -> tuple[str, ...]:
    """702.4b, the rule of a second hit, when the creature had double strike (today's rules
    and Magic 2010's: the older era's rules cite their own numbers)."""
    if cid is None or case.era == "sixth_edition":
        return ()
    return ("702.4b",) if DOUBLE_STRIKE in case.keywords_at(cid, REGULAR) else ()


def _again(case: Case, fact: Fact, before: Sequence[Fact]) -> Fact:
    if fact.step != REGULAR or fact.kind not in DAMAGE_KINDS:
        return fact
    struck = any(
        f.step == FIRST and f.actor == fact.actor and f.kind in DAMAGE_KINDS for f in before
    )
    if not struck:
        return fact
    extra = _double(case, fact.actor)
    gained = any(f.kind == "gains_double_strike" and f.actor == fact.actor for f in before)
    extra = ("702.4d",) if gained else extra
    return replace(
        fact,
        rules=tuple(dict.fromkeys((*fact.rules, *extra))),
        values={**fact.values, "again": True},
    )


# -- the decision ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Decision:
    """The deciding facts of one question about one combat, with the key and the hint."""

    about: About
    facts: tuple[Fact, ...]
    lang: Lang
    case: Case = field(repr=False, compare=False)

    @property
    def events(self) -> tuple[dict[str, str], ...]:
        """The deciding facts as the record's events they come from: kind and rules (an
        older era's number with its source, as the narration cites it)."""
        return tuple(
            {"type": f.kind, "rule": rule}
            for f in self.facts
            if clause(f, self.case)
            for rule in f.rules
        )

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule numbers the key cites, in order, each once."""
        return tuple(dict.fromkeys(r for f in self.facts for r in f.rules))

    def dealt_to(self, target: str) -> int:
        """The combat damage the key says ``target`` was dealt."""
        return sum(f.dealt.get(target, 0) for f in self.facts if f.kind in DAMAGE_KINDS)

    def steps_dealt(self, cid: str) -> set[str]:
        """The steps in which the key says ``cid`` dealt combat damage."""
        out: set[str] = set()
        for fact in self.facts:
            if fact.kind in DAMAGE_KINDS and fact.actor == cid and any(fact.dealt.values()):
                out |= {FIRST, REGULAR} if fact.step == BOTH else {str(fact.step)}
        return out

    @property
    def key(self) -> str:
        """Every deciding fact in one sentence, each clause with its rule numbers."""
        clauses = [c for c in (clause(f, self.case) for f in self.facts) if c]
        if not clauses:
            return ""
        text = t("deciding.join", self.lang).join(clauses)
        text = text[:1].upper() + text[1:] + "."
        return french_typography(text) if self.lang == "fr" else text

    @property
    def hint(self) -> str:
        """What to look at for the most decisive fact (never the answer)."""
        to_player = self.about.what in ("damage_to", "poison_of")
        order = (
            PLAYER_PRIORITY if to_player and self.about.subject in self.case.players else PRIORITY
        )
        rank: dict[str, int] = {kind: i for i, kind in enumerate(order)}
        ranked = sorted(
            (f for f in self.facts if has(f"deciding.hint.{f.hint_kind}")),
            key=lambda f: rank.get(f.hint_kind, len(rank)),
        )
        if not ranked:
            return t("exercise.hint.default", self.lang)
        return hint(ranked[0], self.case)


def decide(outcome: CombatOutcome | CombatResult, about: About) -> Decision:
    """The deciding facts of ``about`` in a resolved combat, and its key and hint (see the
    module docstring)."""
    case = Case(outcome)
    facts = [_focus(case, about, f) for f in read_facts(case) if _relevant(case, about, f)]
    # Counters put by a trigger decide something only if an activation then spends them.
    spent = {f.values["source"] for f in facts if f.kind == "activation"}
    facts = [f for f in facts if f.kind != "trigger_counters" or f.actor in spent]
    merged = _merge(case, facts)
    if about.what in ("damage_to", "poison_of") and about.subject in case.players:
        merged = _kept_from(case, about.subject, merged)
    return Decision(about, tuple(merged), case.lang, case)


def _kept_from(case: Case, player: str, facts: list[Fact]) -> list[Fact]:
    """For the damage a player takes: after the last fact about a blocked attacker without
    trample, the rule that keeps all its damage from that player (510.1c)."""
    out = list(facts)
    for attacker, attacked in case.attacks.items():
        if attacked != player or attacker not in case.blocked_by:
            continue
        if TRAMPLE in case.keywords.get(attacker, ()):
            continue
        mine = [i for i, f in enumerate(out) if f.actor == attacker]
        if not mine or any(player in f.dealt for f in out if f.actor == attacker):
            continue
        last = out[mine[-1]]
        if last.kind in ("no_blocker", "lost_double_strike", "first_strike_done", "leaves"):
            continue  # that fact already says why it deals nothing more
        kept = Fact("kept_from", ("510.1c",), None, attacker, last.at)
        if last.kind == "dies":
            # Dead or alive, a blocked attacker without trample deals the player nothing: the
            # block decides (510.1c), said before the death that changes nothing for them.
            out.insert(mine[0], kept)
            continue
        out.insert(mine[-1] + 1, kept)
    return out


def _focus(case: Case, about: About, fact: Fact) -> Fact:
    """A death "before the step in which it would deal its damage" says so only where that
    damage is the question: the creature's own, or what its opponents take or survive."""
    if fact.kind != "dies" or not fact.values.get("before_striking"):
        return fact
    subject = about.subject
    mine = fact.actor == subject
    theirs = about.what in ("dies", "damage_to") and fact.actor in case.opponents(subject)
    if mine or theirs:
        return fact
    rules = tuple(r for r in fact.rules if r != "510.4")
    return replace(fact, rules=rules, values={**fact.values, "before_striking": False})


def misconceptions(
    decision: Decision, expected: Answer, choices: Sequence[str] = ()
) -> tuple[tuple[Answer, str], ...]:
    """The common wrong answers of this very combat, each with the belief that gives it,
    computed from the deciding facts (never from a table of answers):

    - the damage a player takes: a blocked creature without trample counted as reaching the
      player (510.1c); a trampler's damage counted without the lethal damage it must assign
      to its blockers, 2P instead of 2P − T (702.19b); lethal damage to a blocker counted again
      in the regular step though it died in the first, 2P − 2T (702.19d); a double striker's
      damage counted once (702.4b);
    - the steps of a double striker whose blocker died in the first-strike step: "both steps"
      (510.1c).
    """
    lang, about, case = decision.lang, decision.about, decision.case
    found: list[tuple[Answer, str, dict[str, object]]] = []
    facts = decision.facts
    if about.what == "damage_to" and about.subject in case.players and isinstance(expected, int):
        player = about.subject
        kept = sum(_kept_power(case, a) for a in _kept_attackers(case, player))
        if any(f.kind in ("kept_from", "no_blocker") for f in facts) and kept:
            found.append((expected + kept, "blocked_reaches_player", {}))
        trample = [f for f in facts if f.kind == "trample"]
        to_blockers = sum(int(f.values["to_blockers"]) for f in trample)
        if to_blockers:
            found.append((expected + to_blockers, "trample_ignores_blocker", {}))
        gone = [f for f in facts if f.kind == "trample_gone" and f.step == REGULAR]
        first = [f for f in trample if f.step == FIRST]
        if gone and first:
            lethal = sum(sum(f.values["lethal"].values()) for f in first)
            found.append((expected - lethal, "trample_blocker_twice", {}))
        second = sum(
            f.dealt.get(player, 0)
            for f in facts
            if f.step == REGULAR and f.kind in DAMAGE_KINDS and f.values.get("again")
        )
        second += sum(
            f.amounts[1]
            for f in facts
            if f.step == BOTH and player in f.dealt and len(f.amounts) > 1
        )
        if second and expected - second > 0:  # both steps reached the player: one counted
            found.append((expected - second, "once", {}))
    if about.what == "steps_of" and choices and any(f.kind == "no_blocker" for f in facts):
        both = t("teach_combat.answer.both", lang)
        if both in choices:
            found.append((both, "both_steps_blocker_died", {}))
    out: list[tuple[Answer, str]] = []
    for value, belief, params in found:
        if value == expected or (isinstance(value, int) and value < 0):
            continue
        if any(value == seen for seen, _ in out):
            continue
        out.append((value, t(f"misconception.{belief}", lang, answer=value, **params)))
    return tuple(out)


def _kept_attackers(case: Case, player: str) -> list[str]:
    """The attackers of ``player`` that are blocked and have no trample (510.1c)."""
    return [
        a
        for a, p in case.attacks.items()
        if p == player and a in case.blocked_by and TRAMPLE not in case.keywords.get(a, ())
    ]


def _kept_power(case: Case, attacker: str) -> int:
    """What a blocked attacker dealt its blockers, or, if it dealt nothing, its power: the
    number a learner who lets it through would add."""
    dealt = sum(
        int(e["amount"])
        for e in case.events
        if e.get("type") == "combat_damage" and e.get("source") == attacker
    )
    if dealt:
        return dealt
    state = case.state_at(attacker, FIRST) or case.state_at(attacker, REGULAR)
    return max(0, int(state["power"])) if state is not None else 0


def case_exercise(
    question: str,
    expected: Answer,
    outcome: CombatOutcome | CombatResult,
    about: About,
    lang: Lang,
    *,
    topic: str,
    explanation: Sequence[str] | None = None,
    choices: tuple[str, ...] = (),
    also: str = "",
) -> Exercise:
    """The exercise on one resolved combat: its key and hint written from the events that
    decide ``about`` in it (:func:`decide`), its explanation the combat's story unless
    ``explanation`` is given; ``also``, a sentence the events cannot show (a ruling), ends
    the key."""
    decision = decide(outcome, about)
    return Exercise(
        question,
        expected,
        tuple(outcome.narrate(lang)) if explanation is None else tuple(explanation),
        lang,
        choices=choices,
        topic=topic,
        hint_text=decision.hint,
        key_text=f"{decision.key} {also}".strip() if also else decision.key,
        deciding=decision.events,
        misconceptions=misconceptions(decision, expected, choices),
    )


__all__ = [
    "BOTH",
    "DAMAGE_KINDS",
    "FIRST",
    "KINDS",
    "PRIORITY",
    "REGULAR",
    "About",
    "Decision",
    "Fact",
    "case_exercise",
    "damage_by",
    "damage_to",
    "decide",
    "destroys",
    "dies",
    "life_of",
    "poison_of",
    "steps_of",
]
