"""The map of the course: its notebooks, in both languages, in reading order.

The README, notebook 00 and the tests all read this one list (a test checks it matches the
files in ``notebooks/en`` and ``notebooks/fr`` exactly).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mtglearn.i18n import Lang, t


@dataclass(frozen=True, slots=True)
class Lesson:
    """One notebook of the course: its number, its file in each language, the rules it covers."""

    number: str
    en: str
    fr: str
    rules: str

    def file(self, lang: Lang) -> str:
        return self.en if lang == "en" else self.fr

    def title(self, lang: str | None = None) -> str:
        return t(f"course.title.n{self.number}", lang)

    def summary(self, lang: str | None = None) -> str:
        return t(f"course.summary.n{self.number}", lang)


COURSE: Final[tuple[Lesson, ...]] = (
    Lesson("00", "00_start_here.ipynb", "00_commencer_ici.ipynb", "—"),
)


__all__ = ["COURSE", "Lesson"]
