"""One attacker, at most one blocker: the fights of chapter 1, built from a few plain values.

:class:`Duel` is what an explorer's controls or an exercise generator describe (powers,
toughnesses, keywords, blocked or not, an Umezawa's Jitte, an action between the two damage
steps); :meth:`Duel.board` writes it on the front door's :class:`~mtglearn.door.combat.Board`
(so Umezawa's Jitte is the door's, :meth:`~mtglearn.door.combat.Board.jitte`),
:meth:`Duel.combat` reads that board into a checked :class:`~mtglearn.door.combat.Combat` and
:meth:`Duel.resolve` asks the rules engine what happens. Nothing here decides a rule: the
engine does (510, 702.4, 702.7, 702.15, 510.3a).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from mtglearn.base.errors import ScenarioError, worded_in
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.validate import choice
from mtglearn.door.combat import (
    ActionData,
    Board,
    Combat,
    CombatResult,
    Creature,
    gain,
    lose,
    remove_counters,
)
from mtglearn.door.combat import pump as boost
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

    def between_actions(self, lang: Lang, *, pump: bool = True) -> list[ActionData]:
        """What is played between the steps (only if there is a first-strike step, 510.4):
        the Jitte's two activations if asked (each removes a charge counter as its cost and
        gives the equipped creature +2/+2, 602.2; ``pump=False`` leaves them out), then the
        keyword :data:`BETWEEN` names."""
        with worded_in(lang):
            choice(self.between, tuple(BETWEEN), "between")
        if not self.has_first_strike_step():
            return []
        actions: list[ActionData] = []
        if self.jitte and self.jitte_pump and pump:
            jitte = remove_counters(JITTE, "charge", 1, then=boost(ATTACKER, 2, 2))
            actions.extend([jitte, jitte])
        change = BETWEEN[self.between]
        if change is not None:
            verb, keyword = change
            actions.append((gain if verb == "gain" else lose)(keyword, ATTACKER))
        return actions

    def board(self, lang: str | None = None, *, pump: bool = True) -> Board:
        """This duel written on the front door's :class:`~mtglearn.door.combat.Board`: the
        attacker, the blocker if any, Umezawa's Jitte as :meth:`Board.jitte
        <mtglearn.door.combat.Board.jitte>` makes it, and what is played between the steps
        (``pump=False`` leaves out the Jitte's activations)."""
        language = resolve_lang(lang)
        board = Board((ATTACKING_PLAYER, self.life), (DEFENDING_PLAYER, self.life))
        board.attacker(
            ATTACKER,
            self.attacker_power,
            self.attacker_toughness,
            name=_name(self.attacker_name, language),
            **_listed("keywords", self.attacker_keywords),
            **_listed("colors", self.attacker_colors),
        )
        if self.blocked:
            board.blocker(
                BLOCKER,
                self.blocker_power,
                self.blocker_toughness,
                blocks=ATTACKER,
                name=_name(self.blocker_name, language),
                **_listed("keywords", self.blocker_keywords),
                **_listed("colors", self.blocker_colors),
            )
        if self.jitte:
            board.jitte(ATTACKER, JITTE, name=t("teach_combat.card.jitte", language))
        actions = self.between_actions(language, pump=pump)
        if actions:
            board.between_steps(*actions)
        return board

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
        return Combat.from_scenario(self.board(language, pump=pump).to_dict(), language)

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


def _listed(field: str, words: Iterable[str] | str) -> dict[str, Any]:
    """A board field (``keywords``, ``colors``) in a fixed order, only when there is one; a bare
    string is left for the engine to refuse (it must be a list)."""
    if isinstance(words, str):
        return {field: words}
    return {field: sorted(words)} if words else {}


def keywords_text(words: Iterable[str], lang: Lang) -> str:
    """Keywords in the reader's language (official names), or the catalog's "no keyword"."""
    from mtglearn.rules.core.keywords import sorted_keywords
    from mtglearn.words.keywords import display

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
    with worded_in(lang):
        return PRESETS[choice(name, tuple(PRESETS), "preset")]


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
