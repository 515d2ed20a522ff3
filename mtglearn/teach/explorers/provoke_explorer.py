"""Provoke, explored: choose the target and the conditions, see which declarations of blockers
are legal and why (702.39a, 509.1a–c), all computed by the block-legality explainer.

The board: Krosan Vorine (3/2, provoke, can't be blocked by more than one creature) attacks;
optionally Goblin Grappler (1/1, provoke) attacks too and provokes the same target (two
requirements on one creature: any one of them is enough). The defending player has a Grizzly
Bear-like 2/2 and, optionally, a 0/4 Wall and a 1/1 flying Hawk.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from mtglearn.base.i18n import Lang, resolve_lang, t
from mtglearn.base.i18n.names import printed_name
from mtglearn.door.combat import Board
from mtglearn.rules.combat.block_board import parse_board
from mtglearn.rules.combat.block_requirements import (
    declarations,
    most_obeyed,
    obeyed,
    options,
    words,
)
from mtglearn.teach.display import lines_html, table_html
from mtglearn.teach.entries import scenario_of
from mtglearn.teach.explorers.explorer import Explorer
from mtglearn.teach.reference_tables import styled
from mtglearn.words.block_explainer import explain_blocks

if TYPE_CHECKING:  # the tables are pandas' where pandas is installed
    import pandas as pd
else:  # ...and plain HTML tables without it (mtglearn.teach.frames)
    from mtglearn.teach.frames import pd

DEFENDERS = ("bear", "wall", "hawk")


def provoke_scenario(
    lang: str | None = None,
    *,
    target: str = "bear",
    tapped: bool = False,
    tapped_again: bool = False,
    flying: bool = False,
    reach: bool = False,
    unblockable: bool = False,
    second: bool = False,
    others: int = 1,
    provoker: str = "vorine",
) -> dict[str, Any]:
    """The explorer's scenario (docs/scenario-format.md §1) for these conditions, names in ``lang``.

    ``others`` is how many of the defending player's other creatures are on the battlefield
    (the Wall, then the Hawk, skipping the target); ``provoker`` is the Krosan Vorine
    (``"vorine"``, 3/2, can't be blocked by more than one creature) or the Lowland Tracker
    (``"tracker"``, 2/2 with first strike)."""
    language = resolve_lang(lang)
    vorine = ["provoke", "can't be blocked by more than one creature"]
    if provoker == "tracker":
        vorine = ["first strike", "provoke"]
    if flying:
        vorine.append("flying")
    if unblockable:
        vorine.append("can't be blocked")
    creatures: list[dict[str, Any]] = [
        {
            "id": "V",
            "name": t("teach_provoke.card.vorine", language)
            if provoker != "tracker"
            else printed_name("Lowland Tracker", language),
            "controller": "P1",
            "power": 3 if provoker != "tracker" else 2,
            "toughness": 2,
            "keywords": vorine,
        },
    ]
    attacks = {"V": "P2"}
    provoke = {"V": target}
    if second:
        creatures.append(
            {
                "id": "G",
                "name": t("teach_provoke.card.grappler", language),
                "controller": "P1",
                "power": 1,
                "toughness": 1,
                "keywords": ["provoke"],
            }
        )
        attacks["G"] = "P2"
        provoke["G"] = target
    stats = {"bear": (2, 2, []), "wall": (0, 4, []), "hawk": (1, 1, ["flying"])}
    present = [target, *[d for d in DEFENDERS if d != target][: max(0, min(others, 2))]]
    for cid in DEFENDERS:
        if cid not in present:
            continue
        power, toughness, keywords = stats[cid]
        entry: dict[str, Any] = {
            "id": cid,
            "name": t(f"teach_provoke.card.{cid}", language),
            # Ours, Mur, Faucon: masculine, so French narration says « l'Ours », « il ».
            "gender": "m",
            "controller": "P2",
            "power": power,
            "toughness": toughness,
            "keywords": list(keywords),
        }
        if cid == target:
            if reach:
                entry["keywords"].append("reach")
            entry["tapped"] = tapped
        creatures.append(entry)
    data: dict[str, Any] = {
        "players": ["P1", "P2"],
        "creatures": creatures,
        "attacks": attacks,
        "provoke": provoke,
        "blocks": {},
    }
    if tapped_again:
        data["before_blocks"] = [{"tap": target}]
    return data


def provoke_board(lang: str | None = None, **conditions: Any) -> Board:
    """The chapter's board for these conditions (see :func:`provoke_scenario`): Krosan Vorine
    (or the Lowland Tracker) attacks and provokes the Bear; the Wall and the Hawk may be there."""
    return Board.from_dict(provoke_scenario(lang, **conditions))


def declarations_table(data: Mapping[str, Any] | Board, lang: str | None = None) -> pd.DataFrame:
    """Every declaration that breaks no restriction, with the requirements it obeys and whether
    it is legal (509.1c: it must obey the most possible)."""
    language = resolve_lang(lang)
    board, _, _ = parse_board(scenario_of(data), language)
    choices = {b: options(board, b) for b in board.potential_blockers()}
    most = most_obeyed(board, language)
    who = board.names(language)
    rows = [
        {
            t("teach_provoke.column.declaration", language): words(d, language, who),
            t("teach_provoke.column.obeyed", language): f"{obeyed(board, d)} / {most}",
            t("teach_provoke.column.legal", language): t(
                "exercise.yes" if obeyed(board, d) >= most else "exercise.no", language
            ),
        }
        for d in declarations(board, choices, language)
    ]
    return pd.DataFrame(rows)


#: The conditions of the conditions table: (row key, keyword arguments of provoke_board).
CONDITIONS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("untapped", {}),
    ("tapped", {"tapped": True}),
    ("tapped_again", {"tapped": True, "tapped_again": True}),
    ("flying", {"flying": True}),
    ("flying_reach", {"flying": True, "reach": True}),
    ("unblockable", {"unblockable": True}),
)


def must_block(lang: str | None = None, **conditions: Any) -> bool:
    """Whether the provoked Bear must block Krosan Vorine under ``conditions`` (the resolver's
    answer: is "no creature blocks" illegal?)."""
    return not explain_blocks(provoke_scenario(lang, **conditions), {}, lang).legal


def conditions_table(lang: str | None = None) -> pd.DataFrame:
    """For each condition: must the provoked creature block? (computed, 702.39a, 509.1c)."""
    language = resolve_lang(lang)
    rows = []
    for key, conditions in CONDITIONS:
        verdict = explain_blocks(provoke_scenario(language, **conditions), {}, language)
        rows.append(
            {
                t("teach_provoke.column.condition", language): t(
                    f"teach_provoke.condition.{key}", language
                ),
                t("teach_provoke.column.must_block", language): t(
                    "exercise.no" if verdict.legal else "exercise.yes", language
                ),
                t("teach_provoke.column.best", language): " | ".join(verdict.best_words),
            }
        )
    return pd.DataFrame(rows)


class ProvokeExplorer(Explorer):
    """Choose the provoke target and the conditions; see the legal declarations and why."""

    def __init__(self, lang: str | None = None) -> None:
        super().__init__(lang, figure=False)
        w = self._widgets
        lang_: Lang = self.lang
        self.controls["target"] = w.Dropdown(
            options=[(t(f"teach_provoke.card.{d}", lang_), d) for d in DEFENDERS],
            value="bear",
            description=t("teach_provoke.control.target", lang_),
        )
        for key in ("tapped", "tapped_again", "flying", "reach", "second"):
            self.controls[key] = w.Checkbox(
                value=False, description=t(f"teach_provoke.control.{key}", lang_), indent=False
            )
        self.controls["others"] = w.IntSlider(
            value=1, min=0, max=2, description=t("teach_provoke.control.others", lang_)
        )
        self.watch()

    def scenario(self) -> dict[str, Any]:
        """The scenario for the current values of the controls."""
        values = {k: c.value for k, c in self.controls.items()}
        return provoke_scenario(self.lang, **values)

    def render(self) -> tuple[str, bytes | None]:
        data = self.scenario()
        verdict = explain_blocks(data, {}, self.lang)
        table = styled(
            declarations_table(data, self.lang), self.uid("provoke-explorer"), index=False
        )
        title = t(
            "teach_provoke.explorer.must" if not verdict.legal else "teach_provoke.explorer.free",
            self.lang,
        )
        parts = [
            lines_html(verdict.context),
            f"<p><b>{html.escape(title)}</b></p>",
            lines_html(f"{'✓' if c.ok else '✗'} {c.text}" for c in verdict.checks),
            f"<p>{html.escape(t('blocking.verdict.best', self.lang, most=verdict.most))}</p>",
            lines_html(verdict.best_words),
            f"<p>{html.escape(t('teach_provoke.explorer.all', self.lang))}</p>",
            table_html(table, self.uid("provoke-explorer")),
        ]
        return "".join(parts), None


__all__ = [
    "CONDITIONS",
    "ProvokeExplorer",
    "conditions_table",
    "declarations_table",
    "must_block",
    "provoke_board",
    "provoke_scenario",
]
