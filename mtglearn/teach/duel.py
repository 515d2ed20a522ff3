"""One attacker, at most one blocker: the fights of chapter 1, built from a few plain values.

:class:`Duel` is what an explorer's controls or an exercise generator describe (powers,
toughnesses, keywords, blocked or not, an Umezawa's Jitte, an action between the two damage
steps); :meth:`Duel.combat` turns it into a checked :class:`~mtglearn.door.combat.Combat` and
:meth:`Duel.resolve` asks the rules engine what happens. Nothing here decides a rule: the
engine does (510, 702.4, 702.7, 702.15, 510.3a).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.validate import choice
from mtglearn.door.combat import Combat, CombatResult, Creature, Permanent, Trigger
from mtglearn.rules.core.effects import ANY_TARGET, Action
from mtglearn.rules.core.keywords import DOUBLE_STRIKE, FIRST_STRIKE

ATTACKER: Final = "A"
BLOCKER: Final = "B"
JITTE: Final = "J"
ATTACKING_PLAYER: Final = "P1"
DEFENDING_PLAYER: Final = "P2"

#: Actions the explorer of notebook 04 can play between the two combat damage steps (510.4):
#: the attacker loses or gains double strike (702.4c, 702.4d) or first strike (702.7c).
BETWEEN: Final[dict[str, tuple[str, str] | None]] = {
    "none": None,
    "lose_double_strike": ("lose", DOUBLE_STRIKE),
    "gain_double_strike": ("gain", DOUBLE_STRIKE),
    "lose_first_strike": ("lose", FIRST_STRIKE),
    "gain_first_strike": ("gain", FIRST_STRIKE),
}

#: Umezawa's Jitte: "Whenever equipped creature deals combat damage, put two charge counters
#: on Umezawa's Jitte" (a trigger resolving before the next step, 510.3a), and "Remove a charge
#: counter: choose one — equipped creature gets +2/+2 ...": each activation removes one
#: counter as its cost and goes on the stack, where it can be responded to (602.2, 117.3c).
#: The course's example activates it twice between the steps: +4/+4.
JITTE_TRIGGER: Final = Trigger(ANY_TARGET, Action("counters", "self", kind="charge", amount=2))
JITTE_ACTIVATIONS: Final = tuple(
    Action(
        "remove_counters",
        JITTE,
        kind="charge",
        amount=1,
        then=Action("pump", ATTACKER, power=2, toughness=2),
        field=f"between_steps[{i}]",
    )
    for i in range(2)
)


@dataclass(frozen=True)
class Duel:
    """An attacker (controlled by P1) attacking P2, blocked by one creature or not.

    ``attacker_name``/``blocker_name`` are catalog keys (``teach_combat.card.*``) or plain
    names; the engine checks every value (ScenarioError on bad input)."""

    attacker_power: int = 2
    attacker_toughness: int = 2
    attacker_keywords: frozenset[str] = frozenset()
    blocker_power: int = 2
    blocker_toughness: int = 2
    blocker_keywords: frozenset[str] = frozenset()
    blocked: bool = True
    attacker_name: str = "teach_combat.name.attacker"
    blocker_name: str = "teach_combat.name.blocker"
    jitte: bool = False
    jitte_pump: bool = False
    between: str = "none"
    life: int = 20
    attacker_colors: frozenset[str] = frozenset()
    blocker_colors: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        # Keywords may be given as any iterable (a set, a list); stored as a frozenset so that
        # a Duel is really immutable. A bare string is left for the engine to refuse.
        for key in ("attacker_keywords", "blocker_keywords", "attacker_colors", "blocker_colors"):
            words = getattr(self, key)
            if not isinstance(words, str | frozenset) and isinstance(words, Iterable):
                object.__setattr__(self, key, frozenset(words))

    def with_(self, **changes: Any) -> Duel:
        """A copy with some values changed (keywords may be given as any iterable)."""
        return replace(self, **changes)

    def names(self, lang: Lang) -> dict[str, str]:
        """The creatures' display names by id, in ``lang``."""
        return {ATTACKER: _name(self.attacker_name, lang), BLOCKER: _name(self.blocker_name, lang)}

    def has_first_strike_step(self) -> bool:
        """510.4: a first-strike step happens only if a fighter has first or double strike."""
        words = set(self.attacker_keywords)
        if self.blocked:
            words |= self.blocker_keywords
        return bool(words & {FIRST_STRIKE, DOUBLE_STRIKE})

    def between_actions(self, lang: Lang) -> list[Action]:
        """What is played between the steps (only if there is a first-strike step, 510.4)."""
        choice(self.between, tuple(BETWEEN), "between", lang)
        if not self.has_first_strike_step():
            return []
        actions: list[Action] = []
        if self.jitte and self.jitte_pump:
            actions.extend(JITTE_ACTIVATIONS)
        change = BETWEEN[self.between]
        if change is not None:
            verb, keyword = change
            actions.append(
                Action(verb, ATTACKER, keyword=keyword, field=f"between_steps[{len(actions)}]")
            )
        return actions

    def combat(self, lang: str | None = None, *, pump: bool = True) -> Combat:
        """The checked combat (``pump=False`` leaves out the Jitte's activation); bad values
        raise a ScenarioError in ``lang``."""
        language = resolve_lang(lang)
        try:
            return self._combat(language, pump)
        except ScenarioError as error:
            # Creature checks speak the session's language; answer in the one asked for.
            raise error.in_lang(language) from None

    def _combat(self, language: Lang, pump: bool) -> Combat:
        attacker = Creature(
            ATTACKER,
            self.attacker_power,
            self.attacker_toughness,
            keywords=self.attacker_keywords,
            controller=ATTACKING_PLAYER,
            name=_name(self.attacker_name, language),
            colors=self.attacker_colors,
        )
        blocker = None
        if self.blocked:
            blocker = Creature(
                BLOCKER,
                self.blocker_power,
                self.blocker_toughness,
                keywords=self.blocker_keywords,
                controller=DEFENDING_PLAYER,
                name=_name(self.blocker_name, language),
                colors=self.blocker_colors,
            )
        permanents: tuple[Permanent, ...] = ()
        if self.jitte:
            permanents = (
                Permanent(
                    JITTE,
                    ATTACKING_PLAYER,
                    name=t("teach_combat.card.jitte", language),
                    attached_to=ATTACKER,
                    triggers=(JITTE_TRIGGER,),
                ),
            )
        actions = self.between_actions(language)
        if not pump:
            actions = [a for a in actions if a.verb != "remove_counters"]
        if blocker is None:
            return Combat.duel(
                attacker,
                life=self.life,
                permanents=permanents,
                between_steps=actions,
                lang=language,
            )
        return Combat.duel(
            attacker,
            blocker,
            life=self.life,
            permanents=permanents,
            between_steps=actions,
            lang=language,
        )

    def resolve(self, lang: str | None = None) -> tuple[CombatResult, str | None]:
        """The engine's result, and a note if the Jitte's cost could not be paid.

        Removing counters that are not there is a cost that cannot be paid (602.2b): then the
        combat is resolved without that activation and the engine's message is returned."""
        language = resolve_lang(lang)
        try:
            return self.combat(language).resolve(language), None
        except ScenarioError as error:
            if error.key != "combat.error.not_enough_counters":
                raise
            params = dict(error.params, target=t("teach_combat.card.jitte", language))
            reason = t(error.key, language, **params)
            return self.combat(language, pump=False).resolve(language), reason


def _name(key: str, lang: Lang) -> str:
    return t(key, lang) if key.startswith("teach_combat.") else key


def keywords_text(words: Iterable[str], lang: Lang) -> str:
    """Keywords in the reader's language (official names), or the catalog's "no keyword"."""
    from mtglearn.rules.core.keywords import display, sorted_keywords

    names = [display(w, lang) for w in sorted_keywords(words)]
    return ", ".join(names) if names else t("teach_combat.no_keyword", lang)


def granted_double_strike(
    creatures: Sequence[Creature], to: Sequence[str], lang: str | None = None
) -> Combat:
    """``creatures`` (all P1's) attack P2 unblocked; a static ability gives double strike to
    the creatures ``to`` before combat damage (Battle Mastery: the enchanted creature; Rage
    Reflection: every creature you control). A gained ability is a layer-6 effect (613.1f)."""
    language = resolve_lang(lang)
    return Combat(
        creatures,
        {c.id: DEFENDING_PLAYER for c in creatures},
        players=((ATTACKING_PLAYER, 20), (DEFENDING_PLAYER, 20)),
        before_damage=[{"gain": DOUBLE_STRIKE, "target": cid} for cid in to],
        lang=language,
    )


#: Starting values used in the notebooks (cards the course's sources name, docs/cards.md §1).
PRESETS: Final[dict[str, Duel]] = {
    "plain": Duel(),
    # Crypt Champion (Champion de la crypte): 2/2 double strike, the French glossary page's card.
    "crypt_champion": Duel(
        attacker_keywords=frozenset({DOUBLE_STRIKE}),
        blocked=False,
        attacker_name="teach_combat.card.crypt_champion",
    ),
    # A first striker against a bigger vanilla blocker (notebook 01).
    "first_strike": Duel(
        attacker_power=3,
        attacker_toughness=2,
        attacker_keywords=frozenset({FIRST_STRIKE}),
        blocker_power=3,
        blocker_toughness=3,
    ),
    # The French lesson on double strike: an unblocked double striker with Umezawa's Jitte.
    "jitte": Duel(
        attacker_keywords=frozenset({DOUBLE_STRIKE}),
        blocked=False,
        jitte=True,
        jitte_pump=True,
        attacker_name="teach_combat.card.crypt_champion",
    ),
}


def preset(name: str, lang: str | None = None) -> Duel:
    """A named starting duel (``plain``, ``crypt_champion``, ``first_strike``, ``jitte``)."""
    language = resolve_lang(lang)
    return PRESETS[choice(name, tuple(PRESETS), "preset", language)]


__all__ = [
    "ATTACKER",
    "ATTACKING_PLAYER",
    "BETWEEN",
    "BLOCKER",
    "DEFENDING_PLAYER",
    "JITTE",
    "PRESETS",
    "Duel",
    "granted_double_strike",
    "keywords_text",
    "preset",
]
