"""Amplify (702.38) for notebook 09: the course's amplify creatures and hand, an eligibility
table, the history of the reader's tries and a counters figure.

Everything is computed by :func:`mtglearn.rules.legions.amplify.amplify` and
:func:`~mtglearn.rules.legions.amplify.eligible`, through the front door's
:class:`~mtglearn.door.legions.Amplify` where a learner types it (:func:`entering`).

The fixed hand holds real cards: two Beasts, two Soldiers, a Zombie, a Dragon, a changeling
(702.73a: every creature type), a Goblin, an Elf Druid and an instant. Mistform Ultimus ("is
every creature type") enters the battlefield *at the same time* as the amplify creature, so it
can never be revealed, whatever types it has.
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Sequence
from importlib import resources
from typing import TYPE_CHECKING, Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.door import legions
from mtglearn.door.legions import Amplify
from mtglearn.rules.core.characteristics import Card
from mtglearn.rules.legions.amplify import HOW, AmplifyResult, amplify, eligible
from mtglearn.teach.reference_tables import styled
from mtglearn.words.legions import card_name, type_line

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
    from matplotlib.figure import Figure
    from pandas.io.formats.style import Styler
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd

    Styler = pd.io.formats.style.Styler

#: The amplify creatures of the course (Legions), English names.
AMPLIFY_CREATURES: Final[tuple[str, ...]] = (
    "Canopy Crawler",
    "Daru Stinger",
    "Kilnmouth Dragon",
    "Embalmed Brawler",
    "Feral Throwback",
)


#: The explorer's fixed hand (real cards; creature types as printed).
HAND: Final[tuple[Card, ...]] = (
    legions.card("Krosan Vorine"),  # Cat Beast
    Card("Krosan Tusker", types=("Cat", "Beast")),
    legions.card("Lowland Tracker"),  # Human Soldier
    legions.card("Deftblade Elite"),  # Human Soldier
    Card("Gravedigger", types=("Zombie",)),
    Card("Shivan Dragon", types=("Dragon",)),
    Card("Amoeboid Changeling", types=("Shapeshifter",), changeling=True),
    legions.card("Goblin Grappler"),  # Goblin
    Card("Llanowar Elves", types=("Elf", "Druid")),
    Card("Giant Growth"),  # an instant: no creature type at all
)


#: A card entering the battlefield at the same time as the amplify creature (702.38a).
TOGETHER: Final = Card("Mistform Ultimus", types=("Illusion",), changeling=True)


#: The Okabe–Ito palette (colorblind-safe), for the figure's lines.
OKABE_ITO: Final[tuple[str, ...]] = (
    "#E69F00",
    "#56B4E9",
    "#009E73",
    "#0072B2",
    "#D55E00",
    "#CC79A7",
)


def escaped(styler: Styler) -> Styler:
    """A table whose cell values and labels are HTML-escaped (names end up in HTML)."""
    return (
        styler.format(escape="html")
        .format_index(escape="html", axis=0)
        .format_index(escape="html", axis=1)
    )


def table(frame: pd.DataFrame, uuid: str | None = None, *, index: bool = True) -> Styler:
    """A table as the Legions notebooks show it: :func:`styled` (fixed uuid, full texts) with
    every value and label HTML-escaped."""
    return escaped(styled(frame, uuid, index=index))


def yes_no(value: bool, lang: Lang) -> str:
    """``yes``/``no`` in the reader's language."""
    return t("exercise.yes" if value else "exercise.no", lang)


def types_text(card: Card, lang: Lang) -> str:
    """A card's creature types in ``lang``, as a French type line prints them (« chat et
    bête »); a card with every creature type says so (702.73a, or its own text)."""
    shown = type_line(card.types, lang)
    if card.changeling:
        shown = t("teach_legions.changeling_types", lang, types=shown)
    return shown


def entering_result(
    creature_name: str,
    reveal: Sequence[str] | str = "all",
    how: str = "cast",
    lang: str | None = None,
    hand: Sequence[Card] = HAND,
) -> AmplifyResult:
    """The engine's result for ``creature_name`` entering ``how`` with the explorer's hand and
    :data:`TOGETHER` entering alongside it (raises ScenarioError for illegal reveals)."""
    return amplify(
        legions.card(creature_name),
        hand,
        reveal,
        entering_together=(TOGETHER,),
        how=how,
        lang=lang,
    )


def entering(creature_name: str, reveal: Sequence[str] | str = "all", how: str = "cast") -> Amplify:
    """``creature_name`` entering ``how`` (cast, countered, face down...) with the chapter's hand
    and :data:`TOGETHER` entering alongside it, revealing ``reveal``: a scenario of the front
    door, which resolves, tells its story and says why the rules refuse a reveal."""
    return Amplify(creature_name, HAND, reveal=reveal, entering_together=(TOGETHER,), how=how)


def refusal(
    creature_name: str, reveal: Sequence[str], how: str = "cast", lang: str | None = None
) -> str | None:
    """The engine's error message if revealing ``reveal`` is illegal (702.38a, 708.3), else
    ``None``; the explorer's hand, :data:`TOGETHER` entering at the same time."""
    try:
        entering_result(creature_name, reveal, how, lang)
    except ScenarioError as error:
        return str(error)
    return None


def entry_table(creature_name: str, lang: str | None = None) -> pd.DataFrame:
    """Counters and final size for each way of entering, every revealable card revealed."""
    language = resolve_lang(lang)
    rows = []
    for how in HOW:
        result = entering_result(creature_name, "all", how, language)
        entered = how != "countered"
        rows.append(
            {
                t("teach_legions.row.how", language): t(f"teach_legions.how.{how}", language),
                t("teach_legions.row.revealed", language): len(result.revealed),
                t("teach_legions.row.counters", language): result.counters,
                t("teach_legions.row.final", language): (
                    f"{result.power}/{result.toughness}"
                    if entered
                    else t("teach_legions.never_enters", language)
                ),
            }
        )
    return pd.DataFrame(rows).set_index(t("teach_legions.row.how", language))


def history_frame(keys: Sequence[str] = (), lang: str | None = None) -> pd.DataFrame:
    """The notes of :data:`mtglearn.door.legions.HISTORY` (only ``keys`` if given) as a table with
    labels in the reader's language."""
    language = resolve_lang(lang)
    rows = [
        {
            t("teach_legions.col.rule", language): note.rule,
            t("teach_legions.col.old_rule", language): note.old_rule or "—",
            t("teach_legions.col.then", language): note.then(language),
            t("teach_legions.col.now_rule", language): note.now(language),
        }
        for note in legions.HISTORY
        if not keys or note.key in keys
    ]
    return pd.DataFrame(rows)


def shipped(file_name: str) -> dict[str, Any]:
    """A scenario shipped in ``mtglearn/data/scenarios`` (plain JSON data)."""
    folder = resources.files("mtglearn.data") / "scenarios"
    data: dict[str, Any] = json.loads((folder / file_name).read_text(encoding="utf-8"))
    return data


def eligibility_table(lang: str | None = None) -> pd.DataFrame:
    """For each card of the hand (and the card entering at the same time), whether each amplify
    creature may reveal it (702.38a, 702.73a), asked of the engine."""
    language = resolve_lang(lang)
    rows = []
    for c in (*HAND, TOGETHER):
        shown = card_name(c.name, language)
        if c is TOGETHER:
            shown = t("teach_legions.together_row", language, card=shown)
        row = {
            t("teach_legions.col.card", language): shown,
            t("teach_legions.col.types", language): types_text(c, language),
        }
        for creature_name in AMPLIFY_CREATURES:
            creature = legions.card(creature_name)
            ok = c in HAND and bool(eligible(creature, [c]))
            row[creature.display_name(language)] = yes_no(ok, language)
        rows.append(row)
    return pd.DataFrame(rows).set_index(t("teach_legions.col.card", language))


def counters_figure(lang: str | None = None, most: int = 4) -> Figure:
    """+1/+1 counters against the number of revealed cards, one small panel per amplify
    creature (on one chart, the three with amplify 1 hid each other).

    The hand holds ``k`` changelings (they share a type with every creature), and the engine
    reveals all it may; each point is the engine's count (702.38a, 702.38b), written on it.
    """
    language = resolve_lang(lang)
    from matplotlib.figure import Figure  # only the notebook's figure needs matplotlib

    figure = Figure(figsize=(2.1 * len(AMPLIFY_CREATURES), 3.5), layout="constrained")
    axes = figure.subplots(1, len(AMPLIFY_CREATURES), sharey=True)
    ks = list(range(most + 1))
    for i, (ax, creature_name) in enumerate(zip(axes, AMPLIFY_CREATURES, strict=True)):
        creature = legions.card(creature_name)
        counts = []
        for k in ks:
            hand = [Card("Amoeboid Changeling", types=("Shapeshifter",), changeling=True)] * k
            counts.append(amplify(creature, hand, "all", lang=language).counters)
        amp = ", ".join(str(n) for n in creature.amplify)
        label = t("teach_legions.fig.legend", language, card=creature.display_name(language), n=amp)
        ax.plot(ks, counts, marker="o", color=OKABE_ITO[i % len(OKABE_ITO)], label=label)
        for k, count in zip(ks, counts, strict=True):
            ax.annotate(
                str(count), (k, count), textcoords="offset points", xytext=(0, 6),
                ha="center", fontsize=9,
            )  # fmt: skip
        ax.set_title(textwrap.fill(label, 20), fontsize=9.5)
        ax.set_xticks(ks)
        ax.tick_params(labelsize=9)
        ax.grid(True, alpha=0.3)
        ax.set_xlabel(t("teach_legions.fig.x", language), fontsize=9)
    axes[0].set_ylabel(t("teach_legions.fig.y", language), fontsize=9)
    axes[0].set_ylim(-0.5, max(sum(legions.card(n).amplify) for n in AMPLIFY_CREATURES) * most + 2)
    figure.suptitle(t("teach_legions.fig.title", language), fontsize=11)
    return figure


__all__ = [
    "AMPLIFY_CREATURES",
    "HAND",
    "OKABE_ITO",
    "TOGETHER",
    "counters_figure",
    "eligibility_table",
    "entering",
    "entering_result",
    "entry_table",
    "escaped",
    "history_frame",
    "refusal",
    "shipped",
    "table",
    "types_text",
    "yes_no",
]
