"""The glossary's traps shown by the engines (notebook 12): the same game told in two languages.

French uses "initiative" for the first strike keyword (702.7) and for the player designation
(726); the engines' French narration shows how the grammar tells them apart (a creature *has*
it, a player *takes* or *holds* it). And French says "blessures" for damage (510). The
:class:`GlossaryExplorer` picks a term of the glossary and shows its three official names, the
trap to avoid and, for the keywords and the initiative, a tiny game resolved by the engine and
narrated in English and French side by side.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any, Final

from mtglearn.base.i18n import Lang, glossary, resolve_lang, t
from mtglearn.door.combat import Combat, CombatResult, Creature
from mtglearn.door.scenario import narrate, resolve_scenario
from mtglearn.rules.core.keywords import DEATHTOUCH, DOUBLE_STRIKE, FIRST_STRIKE, LIFELINK, TRAMPLE
from mtglearn.teach.chapters.glossary import explain, label, term, trap_pairs
from mtglearn.teach.display import table_html
from mtglearn.teach.explorers.explorer import Explorer
from mtglearn.teach.reference_tables import styled

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
    from pandas.io.formats.style import Styler
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd

    Styler = pd.io.formats.style.Styler

#: Glossary terms that are combat keywords: the demonstration is a duel with that keyword.
KEYWORD_TERMS: Final[dict[str, str]] = {
    "first_strike": FIRST_STRIKE,
    "double_strike": DOUBLE_STRIKE,
    "trample": TRAMPLE,
    "deathtouch": DEATHTOUCH,
    "lifelink": LIFELINK,
    "combat_damage": "",
}
#: Glossary terms whose demonstration is a player taking the initiative (726).
INITIATIVE_TERMS: Final = ("initiative", "take_initiative")


def keyword_duel(keyword: str = FIRST_STRIKE) -> CombatResult:
    """A 3/2 attacker with ``keyword`` (none if empty) blocked by a 2/3 (702.7b, 702.4b, 702.19b,
    702.2b, 702.15b show up in the narration, 510 in any case)."""
    keywords = frozenset({keyword}) if keyword else frozenset()
    attacker = Creature("A", 3, 2, keywords=keywords)
    return Combat.duel(attacker, Creature("B", 2, 3, controller="P2")).resolve()


def initiative_taken() -> dict[str, Any]:
    """P1 takes the initiative (726.1) and ventures into Undercity (726.2, 701.49d)."""
    scenario = {
        "kind": "initiative",
        "players": ["P1", "P2"],
        "events": [{"take_initiative": "P1"}],
    }
    return resolve_scenario(scenario, "en")


def demo_lines(term_id: str, lang: Lang) -> list[str]:
    """The engine's narration of the term's demonstration in ``lang`` (empty if it has none)."""
    if term_id in KEYWORD_TERMS:
        return keyword_duel(KEYWORD_TERMS[term_id]).narrate(lang)
    if term_id in INITIATIVE_TERMS:
        return narrate(initiative_taken(), lang)
    return []


def two_languages(term_id: str, lang: str | None = None) -> pd.DataFrame:
    """The demonstration narrated in English and in French, line by line."""
    language = resolve_lang(lang)
    english, french = demo_lines(term_id, "en"), demo_lines(term_id, "fr")
    return pd.DataFrame(
        {
            t("glossary.column.en", language): english,
            t("glossary.column.fr", language): french,
        }
    )


def narration_table(term_id: str, lang: str | None = None, uuid: str | None = None) -> Styler:
    """:func:`two_languages` as a styled table, every cell HTML-escaped (names may be anything)."""
    return styled(two_languages(term_id, lang), uuid, index=False).format(escape="html")


def trap_table(lang: str | None = None) -> pd.DataFrame:
    """The Chinese look-alikes: each term, what it means, its rule, the look-alike."""
    return pd.DataFrame(trap_pairs(lang))


class GlossaryExplorer(Explorer):
    """Pick a term: its English, French and Chinese names, its trap, and (for the keywords and
    the initiative) the engine's narration of a tiny game in both languages."""

    def __init__(self, lang: str | None = None, term_id: str = "first_strike") -> None:
        super().__init__(lang, figure=False)
        w = self._widgets
        options = [(label(entry, self.lang), entry["id"]) for entry in glossary()]
        self.controls["term"] = w.Dropdown(
            options=options, value=term_id, description=t("teach_practice.explorer.term", self.lang)
        )
        self.watch()

    def render(self) -> tuple[str, bytes | None]:
        entry = term(self.controls["term"].value)
        parts = [f"<p>{html.escape(explain(entry, self.lang))}</p>"]
        frame = two_languages(entry["id"], self.lang)
        if frame.empty:
            parts.append(f"<p>{html.escape(t('teach_practice.explorer.no_demo', self.lang))}</p>")
        else:
            parts.append(f"<p>{html.escape(t('teach_practice.explorer.demo', self.lang))}</p>")
            table = narration_table(entry["id"], self.lang, "glossary-explorer")
            parts.append(table_html(table, self.uid("glossary-explorer")))
        return "".join(parts), None


__all__ = [
    "INITIATIVE_TERMS",
    "KEYWORD_TERMS",
    "GlossaryExplorer",
    "demo_lines",
    "initiative_taken",
    "keyword_duel",
    "narration_table",
    "trap_table",
    "two_languages",
]
