"""Grids of duels: one attacker against one blocker, over a range of powers and toughnesses.

Every cell of a grid is a real combat resolved by the rules engine (an attacker A of power
P blocked by a creature B of toughness T): nothing here computes damage with a formula. The tidy
frame from :func:`grid` has one row per (P, T) with what the resolver reported: the damage dealt
to the defending player, to B and to A, who died, in which combat damage step B died (510.4:
with first strike or double strike in the combat there are two steps), and the life A's
controller gained (lifelink, 702.15b).

The views (:func:`player_damage_table`, :func:`outcome_table`, :func:`value_table`) pivot it to
power × toughness, with labels and values in the reader's language. The *outcome* view names
each cell by the pattern of its result (did B die in the first-strike step, in the regular step,
or not at all?), then maps that pattern to the region of seed lesson 001 it belongs to
("P ≥ T", "T/2 ≤ P < T", "P < T/2"). The mapping goes from result to label, never from the
formula to the result, so a notebook can *check* the lesson's claims against it.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from mtglearn.base.errors import ScenarioError, worded_in
from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.validate import integer, seq
from mtglearn.door.combat import Combat, Creature
from mtglearn.rules.core.keywords import keyword_set, sorted_keywords
from mtglearn.teach.display import Shown, table_html
from mtglearn.teach.reference_tables import styled

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
    from pandas.io.formats.style import Styler
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd

    Styler = pd.io.formats.style.Styler

#: Life totals in the grids: high enough that no player ever loses during a grid's combats.
LIFE: Final = 100
#: The largest power/toughness a grid accepts (grids are for teaching, not for stress tests).
MAX_VALUE: Final = 30
#: The attacker's toughness when not given: it only decides whether A dies.
ATTACKER_TOUGHNESS: Final = 4

#: Patterns of the blocker's fate, read from the resolver's steps.
DIES_FIRST: Final = "dies_first"
DIES_REGULAR: Final = "dies_regular"
SURVIVES: Final = "survives"
PATTERNS: Final = (DIES_FIRST, DIES_REGULAR, SURVIVES)

#: Regions of seed lesson 001 (attacker A with double strike blocked by B without first strike).
P_GE_T: Final = "p_ge_t"
HALF_LE_P_LT_T: Final = "half_le_p_lt_t"
P_LT_HALF: Final = "p_lt_half"
P_LT_T: Final = "p_lt_t"
REGIONS: Final = (P_GE_T, HALF_LE_P_LT_T, P_LT_HALF, P_LT_T)

#: Colorblind-safe backgrounds (Okabe–Ito) for the outcome view, one per pattern.
PATTERN_COLORS: Final = {
    DIES_FIRST: "#56B4E9",  # sky blue
    DIES_REGULAR: "#E69F00",  # orange
    SURVIVES: "#F0E442",  # yellow
}

COLUMNS: Final = (
    "power",
    "toughness",
    "to_player",
    "to_blocker",
    "to_attacker",
    "blocker_dies",
    "attacker_dies",
    "life_gained",
    "pattern",
    "region",
)

_STRIKES: Final = frozenset({"first strike", "double strike"})


def regions_for(
    attacker_keywords: Iterable[str], blocker_keywords: Iterable[str] = ()
) -> dict[str, str] | None:
    """How result patterns map to the lesson's regions, or None when the lesson does not apply.

    Seed lesson 001 states its cases for a blocker without first strike or double strike and
    an attacker without deathtouch (702.2c makes 1 damage lethal, which moves every boundary).
    With double strike (702.4b) A deals damage in both steps: B dying in the first step is the
    "P ≥ T" case, in the regular step "T/2 ≤ P < T", not at all "P < T/2". With first strike
    only (702.7b) or no such keyword (510.1), A deals damage once: B dies ("P ≥ T") or not
    ("P < T").
    """
    attacker, blocker = set(attacker_keywords), set(blocker_keywords)
    if "deathtouch" in attacker or blocker & _STRIKES:
        return None
    if "double strike" in attacker:
        return {DIES_FIRST: P_GE_T, DIES_REGULAR: HALF_LE_P_LT_T, SURVIVES: P_LT_HALF}
    if "first strike" in attacker:
        return {DIES_FIRST: P_GE_T, SURVIVES: P_LT_T}
    return {DIES_REGULAR: P_GE_T, SURVIVES: P_LT_T}


def _values(values: object, field: str, low: int, lang: Lang) -> tuple[int, ...]:
    """A non-empty list of whole numbers between ``low`` and :data:`MAX_VALUE`."""
    with worded_in(lang):
        listed = list(values) if isinstance(values, range) else seq(values, field)
    if not listed:
        raise ScenarioError("grids.error.empty", field, lang, low=low, high=MAX_VALUE)
    out = []
    for i, value in enumerate(listed):
        with worded_in(lang):
            number = integer(value, f"{field}[{i}]")
        if not low <= number <= MAX_VALUE:
            raise ScenarioError(
                "grids.error.range", f"{field}[{i}]", lang, value=number, low=low, high=MAX_VALUE
            )
        out.append(number)
    return tuple(dict.fromkeys(out))  # a repeated value would only repeat a row


def _bounded(value: object, field: str, low: int, lang: Lang) -> int:
    with worded_in(lang):
        number = integer(value, field)
    if not low <= number <= MAX_VALUE:
        raise ScenarioError("grids.error.range", field, lang, value=number, low=low, high=MAX_VALUE)
    return number


def grid(
    attacker_keywords: Sequence[str] = (),
    *,
    blocker_power: int = 2,
    blocker_keywords: Sequence[str] = (),
    powers: Sequence[int] = range(0, 11),
    toughnesses: Sequence[int] = range(1, 11),
    attacker_toughness: int = ATTACKER_TOUGHNESS,
    lang: str | None = None,
) -> pd.DataFrame:
    """Resolve A (power P, ``attacker_keywords``) blocked by B (``blocker_power``/T) for every P
    in ``powers`` and T in ``toughnesses``; one row per duel (columns :data:`COLUMNS`).

    Keywords may be English or official French names. Bad arguments raise
    :class:`~mtglearn.base.errors.ScenarioError` naming the argument, in ``lang``.
    """
    language = resolve_lang(lang)
    with worded_in(language):
        attack = tuple(sorted_keywords(keyword_set(attacker_keywords, "attacker_keywords")))
        block = tuple(sorted_keywords(keyword_set(blocker_keywords, "blocker_keywords")))
    frame = _grid(
        attack,
        block,
        _bounded(blocker_power, "blocker_power", 0, language),
        _values(powers, "powers", 0, language),
        _values(toughnesses, "toughnesses", 1, language),
        _bounded(attacker_toughness, "attacker_toughness", 1, language),
    )
    return frame.copy()  # the cached frame stays untouched whatever the caller does


@lru_cache(maxsize=64)
def _grid(
    attack: tuple[str, ...],
    block: tuple[str, ...],
    blocker_power: int,
    powers: tuple[int, ...],
    toughnesses: tuple[int, ...],
    attacker_toughness: int,
) -> pd.DataFrame:
    regions = regions_for(attack, block)
    rows = []
    for p in powers:
        attacker = Creature("A", p, attacker_toughness, keywords=frozenset(attack), controller="P1")
        for t_ in toughnesses:
            blocker = Creature("B", blocker_power, t_, keywords=frozenset(block), controller="P2")
            result = Combat.duel(attacker, blocker, life=LIFE).resolve()
            pattern = SURVIVES
            for step in result.steps:
                if "B" in step["died"]:
                    pattern = DIES_FIRST if step["step"] == "first_strike" else DIES_REGULAR
            rows.append(
                (
                    p,
                    t_,
                    result.damage_to("P2"),
                    result.damage_to("B"),
                    result.damage_to("A"),
                    "B" in result.died,
                    "A" in result.died,
                    result.life["P1"] - LIFE,
                    pattern,
                    regions.get(pattern, pattern) if regions is not None else pattern,
                )
            )
    return pd.DataFrame(rows, columns=list(COLUMNS))


# -- views ---------------------------------------------------------------------------------------


def _label(kind: str, key: str, lang: Lang) -> str:
    return t(f"grids.{kind}.{key}", lang)


def _pivot(frame: pd.DataFrame, column: str, lang: Lang) -> pd.DataFrame:
    """Power down, toughness across, localized axis names."""
    table = frame.pivot(index="power", columns="toughness", values=column)
    table.index.name = t("grids.axis.power", lang)
    table.columns.name = t("grids.axis.toughness", lang)
    return table


def localized(frame: pd.DataFrame, lang: str | None = None) -> pd.DataFrame:
    """The tidy grid with column names and values (yes/no, outcomes) in ``lang``."""
    language = resolve_lang(lang)
    out = frame.copy()
    for column in ("blocker_dies", "attacker_dies"):
        out[column] = out[column].map(lambda v: t("exercise.yes" if v else "exercise.no", language))
    out["pattern"] = out["pattern"].map(lambda v: _label("pattern", v, language))
    out["region"] = out["region"].map(
        lambda v: _label("region" if v in REGIONS else "pattern", v, language)
    )
    return out.rename(columns={c: t(f"grids.column.{c}", language) for c in COLUMNS})


def value_table(
    frame: pd.DataFrame, column: str, lang: str | None = None, *, uuid: str | None = None
) -> Styler:
    """One numeric column of a grid as power × toughness, shaded (darker = more)."""
    language = resolve_lang(lang)
    if column not in ("to_player", "to_blocker", "to_attacker", "life_gained"):
        raise ScenarioError(
            "error.one_of",
            "column",
            language,
            value=column,
            allowed="to_player, to_blocker, to_attacker, life_gained",
        )
    table = _pivot(frame, column, language)
    high = max(int(frame[column].max()), 1)
    return (
        styled(table, uuid)
        .set_caption(html.escape(t(f"grids.column.{column}", language)))
        .background_gradient(cmap="cividis", vmin=0, vmax=high)
    )


def player_damage_table(
    attacker_keywords: Sequence[str] = ("double strike", "trample"),
    *,
    lang: str | None = None,
    uuid: str | None = None,
    **options: object,
) -> Styler:
    """Damage dealt to the defending player, power × toughness (options as for :func:`grid`)."""
    frame = grid(attacker_keywords, lang=lang, **options)  # type: ignore[arg-type]
    return value_table(frame, "to_player", lang, uuid=uuid)


def outcome_table(
    attacker_keywords: Sequence[str] = ("double strike", "trample"),
    *,
    lang: str | None = None,
    uuid: str | None = None,
    **options: object,
) -> Styler:
    """The lesson's regions, power × toughness: each cell names its region (or, when the
    lesson does not apply, the blocker's fate), colored by the pattern of the result."""
    language = resolve_lang(lang)
    frame = grid(attacker_keywords, lang=language, **options)  # type: ignore[arg-type]
    return outcome_styler(frame, language, uuid=uuid)


def outcome_grid(
    attacker_keywords: Sequence[str] = ("double strike", "trample"),
    *,
    lang: str | None = None,
    **options: object,
) -> Shown:
    """:func:`outcome_table` and its legend, shown together."""
    language = resolve_lang(lang)
    table = outcome_table(attacker_keywords, lang=language, uuid=None, **options)
    return Shown(table_html(table) + outcome_legend(language))


def outcome_styler(
    frame: pd.DataFrame, lang: str | None = None, *, uuid: str | None = None
) -> Styler:
    """The outcome view of an already computed grid (see :func:`outcome_table`)."""
    language = resolve_lang(lang)
    shown = frame.assign(
        label=[
            _label("region" if region in REGIONS else "pattern", region, language)
            + (" · A†" if dies else "")
            for region, dies in zip(frame["region"], frame["attacker_dies"], strict=True)
        ]
    )
    labels = _pivot(shown, "label", language)
    colors = _pivot(frame, "pattern", language).map(
        lambda p: f"background-color: {PATTERN_COLORS[p]}; color: black"
    )
    return (
        styled(labels, uuid)
        .format(escape="html")  # the labels hold "<" (P < T/2)
        .format_index(escape="html", axis=0)
        .format_index(escape="html", axis=1)
        .set_caption(html.escape(t("grids.caption.outcome", language)))
        .apply(lambda _: colors, axis=None)
    )


def outcome_legend(lang: str | None = None) -> str:
    """An HTML legend of the outcome colors (escaped labels)."""
    language = resolve_lang(lang)
    items = "".join(
        f'<span style="background-color:{PATTERN_COLORS[p]};color:black;padding:0 0.5em;'
        f'margin-right:0.5em">{html.escape(_label("pattern", p, language))}</span>'
        for p in PATTERNS
    )
    dagger = html.escape(t("grids.legend.attacker_dies", language))
    return f'<p class="mtglearn-legend">{items}<span>{dagger}</span></p>'


__all__ = [
    "COLUMNS",
    "PATTERNS",
    "REGIONS",
    "grid",
    "localized",
    "outcome_legend",
    "outcome_styler",
    "outcome_table",
    "player_damage_table",
    "regions_for",
    "value_table",
]
