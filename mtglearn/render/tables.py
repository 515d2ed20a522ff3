"""HTML tables and lists for results: what a combat, a declaration of blockers, a game of the
initiative, an amplify reveal or a face-down card looks like in a notebook.

Each function reads a result of the rules engine (or its outcome) and writes HTML in the
reader's language, every name and message escaped. Nothing here decides a rule.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping
from typing import Any, Final

from mtglearn.base.i18n import Lang, catalog, t
from mtglearn.base.i18n.grammar import listing_and, soft_hyphens
from mtglearn.base.i18n.names import printed_name
from mtglearn.base.validate import listing
from mtglearn.rules.combat.engine import CombatResult
from mtglearn.rules.initiative.dungeons import find_dungeon
from mtglearn.rules.legions.cards import display_name
from mtglearn.words.block_explainer import BlockVerdict


def _cells(tag: str, cells: Iterable[object]) -> str:
    return "".join(f"<{tag}>{html.escape(str(c))}</{tag}>" for c in cells)


def _table(head: Iterable[str], rows: Iterable[Iterable[object]]) -> str:
    body = "".join(f"<tr>{_cells('td', row)}</tr>" for row in rows)
    return f"<table><thead><tr>{_cells('th', head)}</tr></thead><tbody>{body}</tbody></table>"


def lines_html(lines: Iterable[str], css_class: str = "mtglearn-lines") -> str:
    """Narration lines as an HTML ordered list (text escaped)."""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return f'<ol class="{css_class}">{items}</ol>'


def combat_html(result: CombatResult, lang: Lang) -> str:
    """Two tables after a combat: each creature (controller, power/toughness, damage marked,
    zone, damage it dealt) and each player (life, damage taken, poison counters when a player
    has some) — a Two-Headed Giant team on one row, with its shared totals (810.9, 810.10)."""
    head = [
        t(k, lang)
        for k in (
            "combat.table.creature",
            "combat.table.controller",
            "combat.table.power_toughness",
            "combat.table.damage",
            "combat.table.zone",
            "combat.table.dealt",
        )
    ]
    creatures = result.to_dict()
    names: Mapping[str, str] = creatures.get("names", {})
    controllers = {c.id: c.controller for c in result.combat.creatures}
    rows = [
        (
            printed_name(names.get(cid, cid), lang),
            controllers[cid],
            f"{state['power']}/{state['toughness']}",
            state["damage"],
            t("combat.zone." + state["zone"], lang),
            result.damage_by(cid),
        )
        for cid, state in creatures["creatures"].items()
    ]
    poison = result.poison
    poisoned = any(poison.values())  # a column only when a player has some (702.90, 702.164)
    keys = ["combat.table.player", "combat.table.life", "combat.table.taken"]
    if poisoned:
        keys.append("combat.table.poison")
    life = result.life
    players = [
        (
            listing_and(members, lang),
            life[members[0]],
            sum(result.damage_to(p) for p in members),
            *((poison.get(members[0], 0),) if poisoned else ()),
        )
        for members in _boxes(result)
    ]
    return _table(head, rows) + _table([t(k, lang) for k in keys], players)


def _boxes(result: CombatResult) -> list[list[str]]:
    """The players one by one, or a Two-Headed Giant team on one row: its life total and
    poison counters are the team's (810.9, 810.10)."""
    teams = result.combat.teams
    rows: dict[object, list[str]] = {}
    for player in result.life:
        rows.setdefault(teams.get(player, player), []).append(player)
    return list(rows.values())


def verdict_html(verdict: BlockVerdict) -> str:
    """The blocking explainer's answer: each check (✓/✗, rule, why), the verdict, a legal
    declaration close to it, and the declarations that obey the most requirements (509.1c)."""
    lang = verdict.lang
    legal = verdict.legal
    word = t("blocking.verdict.legal" if legal else "blocking.verdict.illegal", lang)
    color = "#1b7837" if legal else "#b2182b"
    context = "".join(f"<li>{html.escape(line)}</li>" for line in verdict.context)
    checks = _table(
        [t(k, lang) for k in ("blocking.column.ok", "blocking.column.rule", "blocking.column.why")],
        [("✓" if c.ok else "✗", c.rule, c.text) for c in verdict.checks],
    )
    alternative = ""
    if verdict.alternative is not None:
        text = t("blocking.verdict.alternative", lang, alternative=verdict.alternative)
        alternative = f"<p>{html.escape(text)}</p>"
    best = "".join(f"<li>{html.escape(w)}</li>" for w in verdict.best_words)
    return (
        '<div class="mtglearn-blocks">'
        + (f"<ul>{context}</ul>" if context else "")
        + checks
        + f'<p><b style="color:{color}">{html.escape(word)}</b></p>{alternative}'
        + f"<p>{html.escape(t('blocking.verdict.best', lang, most=verdict.most))}</p>"
        + f"<ul>{best}</ul></div>"
    )


#: The initiative table's columns, and those that hold numbers.
INITIATIVE_COLUMNS: Final = (
    "player", "initiative", "dungeon", "room", "completed", "life", "hit_exile"
)  # fmt: skip
INITIATIVE_NUMBERS: Final = frozenset({"life", "hit_exile"})


def initiative_html(outcome: Mapping[str, Any], lang: Lang, *, narrow: bool = False) -> str:
    """A game of the initiative: who holds it (★), each player's dungeon, room, completed
    dungeons, life and cards in exile with a hit counter (726, 309).

    ``narrow``: the table of an explorer's result column (beside its controls, in a file
    browser's shadow): French headers may break between syllables (soft hyphens), never inside
    one, so the last column keeps its room; text sits on the left under a header on the left,
    numbers on the right under a header on the right (a browser centres headers by default)."""
    head = [t(f"initiative.table.{k}", lang) for k in INITIATIVE_COLUMNS]
    rows = []
    for player, state in outcome["players"].items():
        dungeon = find_dungeon(state["dungeon"], "", lang) if state["dungeon"] else None
        status = t("initiative.table.left", lang) if state.get("left") else ""
        rows.append(
            (
                f"{player} {status}".strip(),
                "★" if outcome["initiative"] == player else "",
                dungeon.display(lang) if dungeon else "—",
                dungeon.room(str(state["room"])).display(lang) if dungeon else "—",
                ", ".join(find_dungeon(d, "", lang).display(lang) for d in state["completed"])
                or "—",
                state.get("life", ""),
                state.get("hit_exile", ""),
            )
        )
    if not narrow:
        return _table(head, rows)
    if lang == "fr":
        head = [soft_hyphens(h) for h in head]
    sides = ["right" if k in INITIATIVE_NUMBERS else "left" for k in INITIATIVE_COLUMNS]

    def cells(tag: str, values: Iterable[object]) -> str:
        return "".join(
            f'<{tag} style="text-align:{side}">{html.escape(str(v))}</{tag}>'
            for side, v in zip(sides, values, strict=True)
        )

    body = "".join(f"<tr>{cells('td', row)}</tr>" for row in rows)
    return (
        f'<table class="mtglearn-initiative-table"><thead><tr>{cells("th", head)}</tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )


def amplify_html(outcome: Mapping[str, Any], lang: Lang) -> str:
    """An amplify reveal (702.38): the creature, the cards revealed, its counters and its
    power/toughness as it enters."""
    rows = [
        (t("legions.label.creature", lang), display_name(outcome["creature"], lang)),
        (
            t("legions.label.revealed", lang),
            listing(display_name(n, lang) for n in outcome["revealed"]) or "—",
        ),
        (t("legions.label.counters", lang), outcome["counters"]),
        (t("legions.label.power_toughness", lang), f"{outcome['power']}/{outcome['toughness']}"),
    ]
    body = "".join(
        f"<tr><th>{html.escape(k)}</th><td>{html.escape(str(v))}</td></tr>" for k, v in rows
    )
    return f"<table>{body}</table>"


def characteristics_html(state: Mapping[str, Any], lang: Lang) -> str:
    """A permanent's characteristics (face down: a nameless colorless 2/2, 708.2a), one row
    per characteristic."""
    rows = "".join(
        f"<tr><th>{html.escape(t(f'legions.label.{key}', lang))}</th>"
        f"<td>{html.escape(_shown(value))}</td></tr>"
        for key, value in state.items()
    )
    return f"<table>{rows}</table>"


def face_down_html(outcome: Mapping[str, Any], lang: Lang) -> str:
    """A card followed through its actions (cast face down, turned face up...): one column per
    action, one row per characteristic (face down: a nameless colorless 2/2, 708.2a)."""
    states = outcome["states"]
    keys = [k for k in states[0] if k not in ("action", "triggered")] if states else []
    head = [""] + [
        t(f"teach_legions.action.{s['action']}", lang)
        if f"teach_legions.action.{s['action']}" in catalog()
        else str(s["action"])
        for s in states
    ]
    rows = [[t(f"legions.label.{k}", lang)] + [_shown(s[k]) for s in states] for k in keys]
    return _table(head, rows)


def _shown(value: object) -> str:
    if isinstance(value, list | tuple):
        return listing(value) or "—"
    return "—" if value is None else str(value)


__all__ = [
    "amplify_html",
    "characteristics_html",
    "combat_html",
    "face_down_html",
    "initiative_html",
    "lines_html",
    "verdict_html",
]
