"""The rules of each era of combat damage, and the sources each era's behaviour is taken from.

A combat follows today's rules unless its scenario names an ``"era"`` (docs/scenario-format.md §6):

``foundations`` (the default: since the Foundations update of November 2024)
    A creature blocked by several creatures, or blocking several, divides its combat damage
    among them as its controller chooses (510.1c–d); trample still needs lethal damage assigned
    to every blocker first (702.19b), any nonzero deathtouch damage counting as lethal for that
    (702.2c). Combat damage doesn't use the stack (510.2).

``m10`` (Magic 2010, July 11, 2009, to November 2024)
    As blockers are declared, the attacking player orders each attacker's blockers (its damage
    assignment order, 509.2 of the April 12, 2024 rules) and the defending player orders the
    attackers a creature blocks (509.3); a creature can't assign combat damage to a creature in
    its order unless each creature before it is assigned lethal damage, counting damage already
    marked and damage other creatures assign in the same step (510.1c–d as they then read).
    Any nonzero damage from a deathtouch source counts as lethal there (702.2c of April 2024,
    first written as 702.2b for Magic 2011). Combat damage doesn't use the stack.

    The first year of that era (July 2009 to July 2010) let a deathtouch creature ignore its
    order altogether (702.2b of Magic 2010); the engine follows the rule of the fourteen years
    after it, Magic 2011's, which the Update Bulletin of July 2010 describes (see
    :data:`SOURCES`).

``sixth_edition`` (Classic Sixth Edition, April 1999, to July 10, 2009)
    Each combat damage step, combat damage is assigned (divided freely, 310.2c–d), put on the
    stack as one object, and players may play spells and abilities before it resolves (310.1):
    the damage is then dealt as it was assigned even if its source has left the battlefield or
    its power has changed (310.4a), but damage assigned to a creature that has left isn't
    dealt (310.4c). A creature that assigned combat damage in the first-strike step assigns
    none in the second unless it has double strike (502.28b); lifelink (502.68a) and deathtouch
    (502.63) were triggered abilities, "whenever this permanent deals damage, you gain that much
    life" and "whenever this permanent deals damage to a creature, destroy that creature",
    which resolve after state-based actions — too late, for lifelink, to save a player at 0 life.
    A rule number of that era is always shown with its source, so it is never taken for today's.

Every number this module cites for an older era is one a source below attests; nothing else
in the package may print it (``tests/rules/test_rule_citations.py`` reads :data:`HISTORICAL`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from mtglearn.base.i18n import Lang, t

FOUNDATIONS: Final = "foundations"
M10: Final = "m10"
SIXTH_EDITION: Final = "sixth_edition"
#: The eras a scenario may name, newest first.
ERAS: Final[tuple[str, ...]] = (FOUNDATIONS, M10, SIXTH_EDITION)


@dataclass(frozen=True, slots=True)
class Source:
    """Where a rule of an older era is written: ``title`` (its author and date), ``where`` (its
    address, or the repository file that keeps it), the rule numbers it attests (``rules``) and
    a short phrase it says, quoted as it reads (``quote``). The narration names a source by the
    catalog message ``eras.source.<key>``."""

    key: str
    title: str
    where: str
    rules: tuple[str, ...]
    quote: str


#: The sources of the eras' rules (the course reference keeps the longer quotes).
SOURCES: Final[Mapping[str, Source]] = {
    s.key: s
    for s in (
        Source(
            "cr_1999",
            "Classic Sixth Edition Comprehensive Rules, April 23, 1999 (Crystal Keep's index)",
            "http://mtg.icequake.net/www.crystalkeep.com/magic/rules/sixth/rule-ppc.zip",
            (),  # its numbers (C.5.1, C.5.6) are of another scheme
            "These announcements go on the stack as a single entry. Then the active player "
            "receives priority to play spells and abilities.",
        ),
        Source(
            "cr_2003",
            "Comprehensive Rules of July 1 and October 1, 2003 (Crystal Keep's General Rulings "
            "index, January 15, 2004 release; printed rulebook mirror for 310.4a-c and 310.5; "
            "502.9b as MTG Wiki quoted it on April 8, 2006)",
            "http://mtg.icequake.net/magic/rules/summaries/indexes/rule-general-310.html",
            (
                "310.1",
                "310.2b",
                "310.2c",
                "310.2d",
                "310.4",
                "310.4a",
                "310.4b",
                "310.4c",
                "310.5",
                "502.2b",
                "502.9b",
            ),
            "Combat damage is dealt as it was originally assigned even if the creature dealing "
            "damage is no longer in play, its power has changed, or the creature receiving "
            "damage has left combat.",
        ),
        Source(
            "french_lesson",
            "The French lesson on double strike (the course's source), quoting 502.28a-e",
            "the course's sources: the French lesson on double strike",
            ("502.28", "502.28a", "502.28b", "502.28c", "502.28d", "502.28e"),
            "Lors de la seconde étape des blessures de combat, les attaquants et bloqueurs "
            "survivants qui n'ont pas assigné de blessures de combat lors de la première étape, "
            "ainsi que les créatures avec la double initiative, assignent leurs blessures de "
            "combat.",
        ),
        Source(
            "cr_2007",
            "Comprehensive Rules of May 1, 2007 (lifelink: MTG Wiki revision of May 12, 2007; "
            "deathtouch: Crystal Keep's index, March 17, 2008 release, glossary G4.2a)",
            "https://mtg.wiki/index.php?diff=next&oldid=107879&title=Lifelink ; "
            "http://mtg.icequake.net/www.crystalkeep.com/magic/rules/summaries/indexes/"
            "rule-general-G4.php",
            ("502.68a", "502.68b", "502.63"),
            'Lifelink is a triggered ability. "Lifelink" means "Whenever this permanent deals '
            'damage, you gain that much life."',
        ),
        Source(
            "damage_on_the_stack",
            'Ben Bleiweiss, "Damage on the Stack", magicthegathering.com, December 11, 2002',
            "https://magic.wizards.com/en/articles/archive/feature/damage-stack-2002-12-11 "
            "(archived in the GitHub repository maxmakesmagic/ormos)",
            (),
            "6. Assign combat damage (but don't deal it yet) 7. Chance for instants and "
            "abilities. 8. Deal combat damage.",
        ),
        Source(
            "m10_rules_changes",
            'Aaron Forsythe and Mark L. Gottlieb, "Rules Changes" (Magic 2010), June 10, 2009',
            "https://magic.wizards.com/en/articles/archive/feature/rules-changes-2009-06-10 "
            "(archived in the GitHub repository maxmakesmagic/ormos)",
            (),
            "As soon as damage is assigned in the combat damage step, it is dealt. [...] lethal "
            "damage must be assigned to the first blocker before any can be assigned to the "
            "second, and so on.",
        ),
        Source(
            "m11_update_bulletin",
            'Mark L. Gottlieb, "July 2010 Update Bulletin" (Magic 2011), July 14, 2010',
            "https://magic.wizards.com/en/articles/archive/feature/"
            "july-2010-update-bulletin-2010-07-14",
            (),
            "you must adhere to that order—but any amount of damage from the creature with "
            "deathtouch is considered lethal damage for damage-assignment purposes",
        ),
        Source(
            "cr_2024_04",
            "Comprehensive Rules effective April 12, 2024, the last before Foundations "
            "(xremming/rulesraker, data/MagicCompRules.txt at c054858)",
            "https://github.com/xremming/rulesraker",
            ("509.2", "509.2a", "509.3", "509.3a", "510.1c", "510.1d", "702.2c"),
            "During the combat damage step, an attacking creature can't assign combat damage "
            "to a creature that's blocking it unless each creature ahead of that blocking "
            "creature in its order is assigned lethal damage.",
        ),
        Source(
            "foundations",
            "Magic: The Gathering Foundations Update Bulletin (Jess Dunks and Eric Levine, "
            "November 14, 2024) and the Comprehensive Rules since then",
            "https://magic.wizards.com/en/news/announcements/foundations-update-bulletin",
            ("510.1c", "510.1d", "702.19b", "702.2c"),
            'We\'ve removed a complex concept known as "combat damage assignment order" from '
            "the game.",
        ),
    )
}

#: Rule numbers of older Comprehensive Rules that the package prints, always with the source
#: that attests them (a number also in today's rules has another meaning there).
HISTORICAL: Final[frozenset[str]] = frozenset(
    number for key in ("cr_2003", "french_lesson", "cr_2007") for number in SOURCES[key].rules
)


@dataclass(frozen=True, slots=True)
class Era:
    """What one era's rules change in the combat damage steps (see the module docstring).

    - ``damage_order``: blockers (and the attackers a creature blocks) are put in a damage
      assignment order, which an assignment must follow (509.2–509.3, 510.1c–d then);
    - ``damage_on_stack``: combat damage is assigned, put on the stack, then dealt (310.1);
    - ``deathtouch_lethal``: any nonzero deathtouch damage is lethal damage when combat damage
      is assigned (702.2c today, 702.2b from Magic 2011);
    - ``triggered_lifelink``: lifelink and deathtouch are triggered abilities (502.68a, 502.63);
    - ``second_step_by_assignment``: the second combat damage step is for the creatures that
      didn't assign combat damage in the first (502.28b), not those that had neither first
      strike nor double strike as it began (702.4b today);
    - ``sources``: the keys of :data:`SOURCES` the era's behaviour is taken from."""

    key: str
    damage_order: bool
    damage_on_stack: bool
    deathtouch_lethal: bool
    triggered_lifelink: bool
    second_step_by_assignment: bool
    sources: tuple[str, ...]

    def line(self, lang: Lang) -> str:
        """The sentence that opens a narration in this era: its dates, what differs, sources."""
        return t(f"eras.line.{self.key}", lang)

    def title(self, lang: Lang) -> str:
        """The era's short name with its dates, for a heading or a control."""
        return t(f"eras.title.{self.key}", lang)


BY_KEY: Final[Mapping[str, Era]] = {
    FOUNDATIONS: Era(FOUNDATIONS, False, False, True, False, False, ("foundations",)),
    M10: Era(
        M10,
        True,
        False,
        True,
        False,
        False,
        ("m10_rules_changes", "m11_update_bulletin", "cr_2024_04"),
    ),
    SIXTH_EDITION: Era(
        SIXTH_EDITION,
        False,
        True,
        False,
        True,
        True,
        ("cr_1999", "damage_on_the_stack", "cr_2003", "french_lesson", "cr_2007"),
    ),
}
#: Today's rules, the default era.
TODAY: Final = BY_KEY[FOUNDATIONS]


def era(key: str) -> Era:
    """The era called ``key`` (one of :data:`ERAS`)."""
    return BY_KEY[key]


def cite(event: Mapping[str, Any], lang: Lang) -> str:
    """An event's rule as the narration prints it: today's number as it is; a number of an
    older era with the source that attests it (« 502.28b, règles de 2003 »)."""
    rule = str(event.get("cited") or event.get("rule", ""))
    source = event.get("rules_of")
    if not source:
        return rule
    return t("eras.cite", lang, rule=rule, citation=t(f"eras.source.{source}", lang))


def sixth_edition_rule(rule: str) -> tuple[str, str | None]:
    """The 2003 number of a combat damage rule cited today (510.1b–d, 702.19b), with its
    source; a rule without an attested 2003 number is kept as it is (no source)."""
    old = _THEN.get(rule)
    return (old, "cr_2003") if old is not None else (rule, None)


def sixth_edition_event(event: Mapping[str, Any]) -> Mapping[str, Any]:
    """An event of a Sixth Edition combat as its narration cites it (docs/scenario-format.md
    §6: an older era's number comes with its source, never alone): a combat damage rule cited
    by today's number (rules 510 and 702.19) is given its 2003 number when one is attested, or is
    said to be today's number; any other event is kept as it is."""
    rule = str(event.get("rule", ""))
    if event.get("rules_of") or not rule.startswith(("510.", "702.19")):
        return event
    old, source = sixth_edition_rule(rule)
    # ``rule`` stays (it picks the line's wording); ``cited`` is the number the line prints.
    return {**event, "cited": old, "rules_of": source or "today"}


#: Today's rules of damage assignment and their numbers in the 2003 rules (310.2b–d, 502.9b).
_THEN: Final[Mapping[str, str]] = {
    "510.1b": "310.2b",
    "510.1c": "310.2c",
    "510.1d": "310.2d",
    "702.19b": "502.9b",
}


__all__ = [
    "BY_KEY",
    "ERAS",
    "FOUNDATIONS",
    "HISTORICAL",
    "M10",
    "SIXTH_EDITION",
    "SOURCES",
    "TODAY",
    "Era",
    "Source",
    "cite",
    "era",
    "sixth_edition_event",
    "sixth_edition_rule",
]
