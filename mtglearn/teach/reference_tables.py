"""Reference tables shown in the notebooks: the course map and the glossary of official terms."""

from __future__ import annotations

import hashlib
import html
from typing import TYPE_CHECKING, Final

from mtglearn.base.i18n import glossary, resolve_lang, t
from mtglearn.teach.course import COURSE

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
    from pandas.io.formats.style import Styler
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd

    Styler = pd.io.formats.style.Styler


def course_map(lang: str | None = None) -> pd.DataFrame:
    """The notebooks of the course, in reading order, with the file to open in ``lang``."""
    language = resolve_lang(lang)
    rows = [
        {
            t("course.column.number", language): lesson.number,
            t("course.column.title", language): lesson.title(language),
            t("course.column.file", language): lesson.file(language),
            t("course.column.rules", language): lesson.rules,
            t("course.column.minutes", language): lesson.minutes,
            t("course.column.summary", language): lesson.summary(language),
        }
        for lesson in COURSE
    ]
    return pd.DataFrame(rows).set_index(t("course.column.number", language))


def course_map_table(lang: str | None = None) -> Styler:
    """The course map as notebook 00 shows it: each file a link that opens the notebook (a
    relative link: JupyterLab opens it in a new tab; the HTML export follows it too)."""
    language = resolve_lang(lang)
    frame = course_map(language)
    column = t("course.column.file", language)
    return styled(frame).format(
        lambda name: f'<a href="{html.escape(str(name))}">{html.escape(str(name))}</a>',
        subset=[column],
    )


def table_id(frame: pd.DataFrame) -> str:
    """An id for a table's element ids and CSS, made from its content: the same table gets the
    same id on every run (nbval compares outputs), two different tables on one page differ."""
    digest = hashlib.sha1(frame.to_json(force_ascii=False).encode("utf-8")).hexdigest()
    return f"t{digest[:10]}"


def styled(frame: pd.DataFrame, uuid: str | None = None, *, index: bool = True) -> Styler:
    """A table as shown in a notebook: full texts (no "..." truncation), every value and label
    escaped, element ids made from its content (:func:`table_id`) unless ``uuid`` is given."""
    styler = (
        frame.style.set_uuid(uuid or table_id(frame))
        .set_table_styles([{"selector": "td, th", "props": [("text-align", "left")]}])
        .format(escape="html")  # names and messages are text, never markup
        .format_index(escape="html", axis=1)
    )
    if not index:
        return styler.hide(axis="index")
    return styler.format_index(escape="html")


#: The terms a learner meets in the first notebooks (notebook 00 shows them; notebook 11
#: prints the whole glossary, once).
FIRST_TERMS: Final = (
    "first_strike",
    "double_strike",
    "trample",
    "combat_damage",
    "initiative",
    "take_initiative",
)


def glossary_table(lang: str | None = None, *, first: bool = False) -> pd.DataFrame:
    """The official terms in English, French and Chinese, with the rule and the trap to avoid
    (``first``: only the terms of the first notebooks, :data:`FIRST_TERMS`)."""
    language = resolve_lang(lang)
    columns = {
        "en": t("glossary.column.en", language),
        "fr": t("glossary.column.fr", language),
        "zh": t("glossary.column.zh", language),
        "rule": t("glossary.column.rule", language),
    }
    rows = []
    for term in glossary():
        if first and term["id"] not in FIRST_TERMS:
            continue
        row = {label: term[key] for key, label in columns.items()}
        row[t("glossary.column.trap", language)] = term[f"trap_{language}"]
        rows.append(row)
    return pd.DataFrame(rows)


__all__ = ["FIRST_TERMS", "course_map", "course_map_table", "glossary_table", "styled"]
