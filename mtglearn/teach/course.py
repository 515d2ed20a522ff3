"""The map of the course: its notebooks, in both languages, in reading order.

The README, notebook 00 and the tests all read this one list (a test checks it matches the
files in ``notebooks/en`` and ``notebooks/fr`` exactly).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mtglearn.base.i18n import Lang, t


@dataclass(frozen=True, slots=True)
class Lesson:
    """One notebook of the course: its number, its file in each language, the rules it covers,
    and how long a reader working alone takes on it (reading, running, exercises)."""

    number: str
    en: str
    fr: str
    rules: str
    minutes: int

    def file(self, lang: Lang) -> str:
        """The notebook's file name in ``lang``."""
        return self.en if lang == "en" else self.fr

    def title(self, lang: str | None = None) -> str:
        """The notebook's title in ``lang``."""
        return t(f"course.title.n{self.number}", lang)

    def summary(self, lang: str | None = None) -> str:
        """What the notebook teaches, in one sentence, in ``lang``."""
        return t(f"course.summary.n{self.number}", lang)

    def neighbours(self) -> tuple[Lesson | None, Lesson | None]:
        """The previous and the next notebook in reading order (None at either end)."""
        i = COURSE.index(self)
        return (COURSE[i - 1] if i else None, COURSE[i + 1] if i + 1 < len(COURSE) else None)


COURSE: Final[tuple[Lesson, ...]] = (
    Lesson("00", "00_start_here.ipynb", "00_commencer_ici.ipynb", "—", 15),
    Lesson(
        "01",
        "01_combat_damage_and_first_strike.ipynb",
        "01_blessures_de_combat_et_initiative.ipynb",
        "510, 702.7",
        35,
    ),
    Lesson("02", "02_double_strike.ipynb", "02_double_initiative.ipynb", "702.4", 35),
    Lesson(
        "03",
        "03_double_strike_and_trample.ipynb",
        "03_double_initiative_et_pietinement.ipynb",
        "702.4, 702.19, 702.2",
        50,
    ),
    Lesson(
        "04",
        "04_between_the_damage_steps.ipynb",
        "04_entre_les_etapes_de_blessures.ipynb",
        "510.3a, 702.4c–d, 702.7c, 702.15",
        40,
    ),
    Lesson(
        "05",
        "05_double_strike_at_judge_level.ipynb",
        "05_double_initiative_niveau_arbitre.ipynb",
        "510.1c, 702.19b, 506.4, 117.7",
        55,
    ),
    Lesson(
        "05b",
        "05b_judge_traps.ipynb",
        "05b_pieges_d_arbitre.ipynb",
        "702.19b, 702.12b, 702.19f, 702.16e, 702.7c, 702.4d",
        60,
    ),
    Lesson(
        "06",
        "06_initiative_and_undercity.ipynb",
        "06_initiative_et_souterrains.ipynb",
        "726, 701.49, 309",
        50,
    ),
    Lesson(
        "07",
        "07_initiative_in_play.ipynb",
        "07_initiative_en_jeu.ipynb",
        "726.2, 510.4, 614.1a, 603.4",
        35,
    ),
    Lesson("08", "08_provoke.ipynb", "08_provocation.ipynb", "702.39, 509.1", 45),
    Lesson("09", "09_amplify.ipynb", "09_amplification.ipynb", "702.38", 35),
    Lesson("10", "10_morph.ipynb", "10_mue.ipynb", "702.37, 708", 40),
    Lesson(
        "11",
        "11_beyond_the_sources.ipynb",
        "11_au_dela_des_sources.ipynb",
        "702.16, 615, 702.90, 509.1b, 506.3",
        50,
    ),
    Lesson("12", "12_glossary.ipynb", "12_glossaire.ipynb", "—", 35),
)


def total_minutes() -> int:
    """How long the whole course takes a reader working alone, in minutes."""
    return sum(lesson.minutes for lesson in COURSE)


def total_time(lang: str | None = None) -> str:
    """That time as the course states it (« 7 h 45 »), so every statement of it agrees with
    the sum of the notebooks' times."""
    hours, minutes = divmod(total_minutes(), 60)
    return t("course.total", lang, hours=hours, minutes=f"{minutes:02d}")


__all__ = ["COURSE", "Lesson", "total_minutes", "total_time"]
