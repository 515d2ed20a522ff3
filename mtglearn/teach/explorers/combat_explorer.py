"""The combat explorer of chapter 1: one attacker, one blocker (or none), every value a control.

Each change of a slider or a toggle builds a :class:`~mtglearn.teach.duel.Duel`, asks the rules
engine to resolve it, and shows the engine's narration (in the reader's language), the state
after each combat damage step (:func:`~mtglearn.teach.figures.combat_picture.step_table`) and the
combat board (:mod:`mtglearn.teach.figures.step_view`, SVG) at the step chosen with the ``step``
control, which offers only the steps of the fight shown: blockers declared, first-strike
damage step and between the steps (with first strike or double strike, 510.4), regular damage
step (unless the game ended before it, 104.2a).
``between_steps=True`` adds what notebook 04 needs: an Umezawa's Jitte on the attacker with
its "+4/+4" activation, and a keyword gained or lost between the two steps (702.4c–d, 702.7c).

The result HTML is wrapped in ``<div class="mtglearn-combat-result">`` so a browser test can
find it.
"""

from __future__ import annotations

import html
import re
from typing import Any, Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import t
from mtglearn.base.i18n.grammar import soft_hyphens
from mtglearn.base.i18n.names import name_of
from mtglearn.rules.core.keywords import (
    DEATHTOUCH,
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    LIFELINK,
    TRAMPLE,
    catalog_key,
)
from mtglearn.teach.display import lines_html, table_html, zoomable
from mtglearn.teach.duel import BETWEEN, DEFENDING_PLAYER, Duel, keywords_text, preset
from mtglearn.teach.explorers.explorer import Explorer
from mtglearn.teach.figures.combat_picture import step_table
from mtglearn.teach.figures.step_view import combat_board, follow_steps
from mtglearn.teach.reference_tables import styled

ATTACKER_KEYWORDS: Final = (FIRST_STRIKE, DOUBLE_STRIKE, TRAMPLE, DEATHTOUCH, LIFELINK)
BLOCKER_KEYWORDS: Final = (FIRST_STRIKE, DOUBLE_STRIKE, DEATHTOUCH)
#: Controls that describe the blocker: they do nothing while the attacker is unblocked.
BLOCKER_CONTROLS: Final = (
    "blocker_power",
    "blocker_toughness",
    *(f"blocker_{k.replace(' ', '_')}" for k in BLOCKER_KEYWORDS),
)
RESULT_CLASS: Final = "mtglearn-combat-result"


def _slug(keyword: str) -> str:
    return keyword.replace(" ", "_")


class CombatExplorer(Explorer):
    """Sliders for both creatures' power (0–10) and toughness (1–10), keyword checkboxes,
    "blocked"; optionally (``between_steps=True``) the Jitte and a between-steps action.

    Controls are in ``controls``: ``attacker_power``, ``attacker_toughness``,
    ``blocker_power``, ``blocker_toughness``, ``attacker_first_strike`` … ``attacker_lifelink``,
    ``blocker_first_strike``, ``blocker_double_strike``, ``blocker_deathtouch``, ``blocked``,
    with ``between_steps``, ``jitte``, ``jitte_pump``, ``between``, and with ``figure`` (the
    combat board), ``step`` (the steps of this fight only) and ``step_note`` (why the others
    are missing).
    """

    def __init__(
        self,
        lang: str | None = None,
        *,
        start: Duel | str = "plain",
        between_steps: bool = False,
        figure: bool = True,
        uuid: str = "combat-explorer",
    ) -> None:
        super().__init__(lang, figure=False)
        self.show_board = figure
        duel = preset(start, self.lang) if isinstance(start, str) else start
        self.start = duel
        self.uuid = uuid
        self.between_steps = between_steps
        w, lang_ = self._widgets, self.lang
        style = {"description_width": "initial"}
        for who in ("attacker", "blocker"):
            low = 0
            for what in ("power", "toughness"):
                self.controls[f"{who}_{what}"] = w.IntSlider(
                    value=getattr(duel, f"{who}_{what}"),
                    min=low,
                    max=10,
                    description=t(f"teach_combat.control.{who}_{what}", lang_),
                    style=style,
                    continuous_update=False,
                )
                low = 1  # toughness 0 would die before combat damage (704.5f)
        for who, words in (("attacker", ATTACKER_KEYWORDS), ("blocker", BLOCKER_KEYWORDS)):
            have = getattr(duel, f"{who}_keywords")
            for word in words:
                self.controls[f"{who}_{_slug(word)}"] = w.Checkbox(
                    value=word in have,
                    description=t(
                        f"teach_combat.control.{who}_keyword",
                        lang_,
                        keyword=t(catalog_key(word), lang_),
                    ),
                    indent=False,
                )
        self.controls["blocked"] = w.Checkbox(
            value=duel.blocked, description=t("teach_combat.control.blocked", lang_), indent=False
        )
        if between_steps:
            self.controls["jitte"] = w.Checkbox(
                value=duel.jitte, description=t("teach_combat.control.jitte", lang_), indent=False
            )
            self.controls["jitte_pump"] = w.Checkbox(
                value=duel.jitte_pump,
                description=t("teach_combat.control.jitte_pump", lang_),
                indent=False,
                layout=w.Layout(width="auto"),
            )
            self.controls["between"] = w.Dropdown(
                options=[(t(f"teach_combat.between.{k}", lang_), k) for k in BETWEEN],
                value=duel.between,
                description=t("teach_combat.control.between", lang_),
                style=style,
            )
        self._first_drawing = True  # the step shown first: see follow_steps
        self._last_board = ""  # the board of the last legal fight (see KeywordExplorer)
        if figure:
            # Its choices are the steps of the fight shown (see follow_steps); under it, why
            # the others are missing.
            self.controls["step"] = w.RadioButtons(
                options=[(t("board.control.regular", lang_), "regular")],
                value="regular",
                description=t("board.control.step", lang_),
            )
            self.controls["step_note"] = w.HTML(layout=w.Layout(max_width="100%"))
        self.html.add_class(RESULT_CLASS)
        self.watch()

    def refresh(self, change: object = None) -> None:
        """Resolve the fight the controls describe again and show it."""
        # Controls that would do nothing are greyed out: the blocker's values while the
        # attacker is unblocked; what is played between the steps when there is no
        # first-strike step (510.4), and the Jitte's activation without the Jitte.
        c = self.controls
        unblocked = not c["blocked"].value
        for key in BLOCKER_CONTROLS:
            c[key].disabled = unblocked
        if self.between_steps:
            no_step = not self.duel().has_first_strike_step()
            c["between"].disabled = no_step
            c["jitte_pump"].disabled = no_step or not c["jitte"].value
        if self._following:  # the step control being set to this fight's steps
            return
        if self.show_board:
            self.follow_steps()
        super().refresh(change)

    def follow_steps(self) -> None:
        """Offer in the step control only the steps of the fight the controls describe now,
        and say under it why the others are missing (510.4, 104.2a): a step that did not
        happen cannot be chosen. A chosen step that no longer exists gives way to the
        closest one that does (:func:`~mtglearn.teach.figures.step_view.closest_step`)."""
        control, note = self.controls["step"], self.controls["step_note"]
        try:
            result, _ = self.duel().resolve(self.lang)
        except ScenarioError:
            # An illegal fight (the keyword explorer): no step to walk through.
            control.disabled = True
            return
        control.disabled = False
        first, self._first_drawing = self._first_drawing, False
        follow_steps(control, note, result, self.lang, self._quietly, first=first)

    def duel(self) -> Duel:
        """The fight the controls describe now."""
        c = self.controls
        changes: dict[str, Any] = {
            "attacker_power": c["attacker_power"].value,
            "attacker_toughness": c["attacker_toughness"].value,
            "blocker_power": c["blocker_power"].value,
            "blocker_toughness": c["blocker_toughness"].value,
            "attacker_keywords": [k for k in ATTACKER_KEYWORDS if c[f"attacker_{_slug(k)}"].value],
            "blocker_keywords": [k for k in BLOCKER_KEYWORDS if c[f"blocker_{_slug(k)}"].value],
            "blocked": c["blocked"].value,
        }
        if self.between_steps:
            changes.update(
                jitte=c["jitte"].value, jitte_pump=c["jitte_pump"].value, between=c["between"].value
            )
        return self.start.with_(**changes)

    def setup_text(self, duel: Duel) -> list[str]:
        """The fight in words (names, P/T, keywords), in the reader's language; French names
        carry their article and gender (« L'attaquante 2/2 … ; la bloqueuse 2/2 … la bloque »)."""
        lang = self.lang
        combat = duel.combat(lang, pump=False)
        attacker = combat.creatures[0]
        attacker_name = name_of(attacker.label(), lang, gender=attacker.gender)
        if duel.blocked:
            blocker = combat.creatures[1]
            block = t(
                "teach_combat.setup.blocked",
                lang,
                blocker=name_of(blocker.label(), lang, gender=blocker.gender),
                attacker=attacker_name,
                power=blocker.power,
                toughness=blocker.toughness,
                keywords=keywords_text(blocker.keywords, lang),
            )
        else:
            block = t("teach_combat.setup.unblocked", lang, attacker=attacker_name)
        lines = [
            t(
                "teach_combat.setup.line",
                lang,
                attacker=attacker_name,
                power=attacker.power,
                toughness=attacker.toughness,
                keywords=keywords_text(attacker.keywords, lang),
                player=DEFENDING_PLAYER,
                block=block,
            )
        ]
        if duel.jitte:
            lines.append(
                t(
                    "teach_combat.setup.jitte",
                    lang,
                    jitte=name_of(t("teach_combat.card.jitte", lang), lang),
                    attacker=attacker_name,
                )
            )
        return lines

    def render(self) -> tuple[str, bytes | None]:
        lang = self.lang
        duel = self.duel()
        result, note = duel.resolve(lang)
        notes = []
        wanted = duel.between != "none" or (duel.jitte and duel.jitte_pump)
        if self.between_steps and wanted and not duel.has_first_strike_step():
            notes.append(t("teach_combat.note.no_first_strike_step", lang))
        if note is not None:
            notes.append(t("teach_combat.note.cost", lang, reason=note))
        setup = "".join(f"<p>{html.escape(line)}</p>" for line in self.setup_text(duel))
        remarks = "".join(f"<p><i>{html.escape(n)}</i></p>" for n in notes)
        # Creature names are user input: escape them in the table cells too (not only in text).
        uuid = self.uid(self.uuid)
        frame = styled(step_table(result, lang), uuid).format(escape="html")
        table = table_html(frame.format_index(escape="html"), uuid)
        # The table says its language (explorer.css breaks French headers between syllables
        # only; JupyterLab's page says its own interface's language).
        table = table.replace(
            '<div class="mtglearn-table">', f'<div class="mtglearn-table" lang="{lang}">', 1
        )
        if lang == "fr":  # its eight column headers break between syllables, never inside one
            head, rest = table.split("</thead>", 1)
            head = re.sub(
                r"(<th\b[^>]*>)([^<]*)(</th>)",
                lambda m: m.group(1) + soft_hyphens(m.group(2)) + m.group(3),
                head,
            )
            table = head + "</thead>" + rest
        board = ""
        if self.show_board:
            # The step control offers only this fight's steps (follow_steps).
            shown = combat_board(result, lang, self.controls["step"].value)
            # Live: the SVG inline (its text is text); the static copy: an image, which
            # survives the sanitising of an untrusted notebook.
            board = shown._repr_html_() if self._copy else shown.svg()
            if not self._copy:
                self._last_board = board
                board = zoomable(board, lang)  # a phone fits it to its width until tapped
        text = (
            f'<div class="{RESULT_CLASS}">{setup}{remarks}{board}'
            f"<h4>{html.escape(t('teach_combat.heading.table', lang))}</h4>{table}"
            f"<h4>{html.escape(t('teach_combat.heading.narration', lang))}</h4>"
            f"{lines_html(result.narrate(lang))}</div>"
        )
        return text, None


class BetweenStepsExplorer(CombatExplorer):
    """Notebook 04's explorer: the combat explorer with the between-steps controls, starting
    from an unblocked double striker carrying Umezawa's Jitte (the French lesson on double
    strike)."""

    def __init__(
        self,
        lang: str | None = None,
        *,
        start: Duel | str = "jitte",
        figure: bool = True,
        uuid: str = "between-steps-explorer",
    ) -> None:
        super().__init__(lang, start=start, between_steps=True, figure=figure, uuid=uuid)


__all__ = ["RESULT_CLASS", "BetweenStepsExplorer", "CombatExplorer"]
