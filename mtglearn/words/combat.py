"""Narration of a combat outcome: one line per meaningful event, in French or English.

Every word comes from the catalog (``mtglearn/base/i18n/catalog/combat.toml``), with the official
terms of each language (French: "initiative", "double initiative", "piétinement", "blessures");
each line ends with the rule that explains it — a rule of an older era with its source, so that
« 502.28b » is never taken for today's number (:func:`~mtglearn.rules.combat.eras.cite`); a
combat that names its era (docs/scenario-format.md §6) opens with the rules it follows.
Creatures are given to the messages as names that carry their French grammar
(:func:`mtglearn.base.i18n.names.name_of`), so a French line reads
« Le Champion de la crypte inflige 2 blessures de combat à P2 », « il meurt ».
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from mtglearn.base.i18n import Lang, has, t
from mtglearn.base.i18n.grammar import Name, as_name, listing_and, listing_fr, number
from mtglearn.base.i18n.names import name_of
from mtglearn.rules.combat import eras
from mtglearn.rules.combat.eras import cite
from mtglearn.words.keywords import display, keyword_name

Line = Callable[[Mapping[str, Any], Callable[[str], str], Lang], str | None]


def _names(idents: list[str], who: Callable[[str], str], lang: Lang) -> str:
    """Creatures listed in a sentence: with their articles in French."""
    shown = [who(c) for c in idents]
    return listing_fr(shown) if lang == "fr" else ", ".join(shown)


def _step(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    names = _names(e["participants"], who, lang) or t("combat.narr.nobody", lang)
    return t(f"combat.narr.step.{e['step']}", lang, rule=cite(e, lang), creatures=names)


def _damage(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    key = "combat.narr.damage_one" if e["amount"] == 1 else "combat.narr.damage"
    text = t(
        key,
        lang,
        source=who(e["source"]),
        target=who(e["target"]),
        amount=e["amount"],
        rule=cite(e, lang),
    )
    if e.get("deathtouch") and e["target_type"] == "creature":
        text += " " + t("combat.narr.deathtouch_lethal", lang, source=who(e["source"]))
    # Version 2: what the damage did instead of, or besides, marking it (120.3, 702.164c).
    for extra in ("minus_counters", "poison", "toxic", "removed"):
        if extra in e:
            key = f"combat.narr.result.{extra}"
            if extra == "removed":
                key += "_defense" if e["target_type"] == "battle" else "_loyalty"
            text += " " + t(key, lang, number=e[extra], target=who(e["target"]))
    return text


def _prevented(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    """615 / 702.16e: what was prevented, and by what."""
    # Without a source (a noncombat ``damage`` action), the sentence says "a spell or ability".
    tail = "" if e["source"] else "_no_source"
    params = {"source": who(e["source"]), "target": who(e["target"]), "amount": e["amount"]}
    if e["rule"] == "702.16e":
        quality = display("protection from " + e["quality"], lang)
        quality = quality[:1].upper() + quality[1:]
        return t("combat.narr.prevented_protection" + tail, lang, protection=quality, **params)
    if e["rule"] == "615.7":
        if not e["left"]:  # nothing left: "the shield is used up", not "0 left to prevent"
            return t(f"combat.narr.prevented_shield{tail}_spent", lang, **params)
        return t("combat.narr.prevented_shield" + tail, lang, left=e["left"], **params)
    key = "prevented_from" if e["effect"].get("from") else "prevented_all"
    return t(f"combat.narr.{key}", lang, **params)


def _combat_trigger(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    """508.3a / 509.3: exalted, bushido, rampage, flanking resolve (their rule given)."""
    if not e.get("done", True):
        return t(
            "combat.narr.trigger_gone",
            lang,
            keyword=display(e["keyword"], lang),
            source=who(e["source"]),
            creature=who(e["creature"]),
            rule=e["rule"],
        )
    key = f"combat.narr.trigger_{e['keyword'].replace(' ', '_')}"
    if e["keyword"] == "bushido":
        key += "_blocks" if e.get("blocks") else "_blocked"
    if e["keyword"] == "rampage" and not e.get("beyond"):
        key += "_none"
    return t(
        key,
        lang,
        source=who(e["source"]),
        creature=who(e["creature"]),
        n=abs(e["power"]),
        each=e.get("each", 0),
        beyond=e.get("beyond", 0),
        power=e["new_power"],
        toughness=e["new_toughness"],
        rule=e["rule"],
    )


def _battle_cry(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    # A list in a sentence, with its articles in French: « la créature C et la créature E ».
    names = _names(e["creatures"], who, lang) or t("combat.narr.nobody", lang)
    return t("combat.narr.trigger_battle_cry", lang, source=who(e["source"]), creatures=names)


def _simple(key: str, **fields: str) -> Line:
    def line(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
        params = {
            k: (
                who(e[v])
                if v in ("creature", "source", "target", "object", "player")
                and isinstance(e.get(v), str)
                else e.get(v)
            )
            for k, v in fields.items()
        }
        return t(key, lang, rule=cite(e, lang), **params)

    return line


def _reason(rule: str, creature: str, lang: Lang) -> str:
    """Why a creature dies; the French pronouns agree with it (« il a des blessures… »)."""
    return t(f"combat.reason.{rule.replace('.', '_')}", lang, creature=creature)


def _dies(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    creature = who(e["creature"])
    return t(
        "combat.narr.dies",
        lang,
        creature=creature,
        reason=_reason(e["rule"], creature, lang),
        rule=e["rule"],
    )


def _replaced(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    key = "combat.narr.dies_replaced_counter" if e.get("counter") else "combat.narr.dies_replaced"
    creature = who(e["creature"])
    return t(
        key,
        lang,
        creature=creature,
        counter=counter_name(e["counter"], lang) if e.get("counter") else "",
        reason=_reason(e["cause"], creature, lang),
    )


def _no_damage(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    if e.get("attacked"):  # 506.4: name the planeswalker or battle that left
        return t(
            "combat.narr.no_damage_506_4_named",
            lang,
            creature=who(e["creature"]),
            attacked=who(e["attacked"]),
            rule=cite(e, lang),
        )
    if e["reason"] == "power":
        return t(
            "combat.narr.no_damage_power",
            lang,
            creature=who(e["creature"]),
            power=e["power"],
            rule=cite(e, lang),
        )
    return t(
        f"combat.narr.no_damage_{e['rule'].replace('.', '_')}",
        lang,
        creature=who(e["creature"]),
        rule=cite(e, lang),
    )


def _keyword(key: str) -> Line:
    def line(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
        return t(
            key,
            lang,
            creature=who(e["creature"]),
            keyword=keyword_name(e["keyword"], lang),
            rule=e["rule"],
        )

    return line


def _trigger(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    when = "to_player" if e["when"].endswith("to a player") else "any"
    return t(
        "combat.narr.trigger", lang, source=who(e["source"]), when=t(f"combat.when.{when}", lang)
    )


def counter_name(kind: str, lang: Lang) -> str:
    """A counter kind in ``lang`` when the catalog knows it (hit → « contrat »), else as is."""
    key = f"combat.counter.{kind}"
    return t(key, lang) if has(key) else kind


def _counters(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    key = "combat.narr.counters_add" if e["change"] >= 0 else "combat.narr.counters_remove"
    if e.get("cost"):
        key = "combat.narr.counters_cost"
    if e["change"] < 0 and not e["total"]:  # « il n'en reste aucun », not « il en reste 0 »
        key += "_none_left"
    return t(
        key,
        lang,
        object=who(e["object"]),
        kind=counter_name(e["kind"], lang),
        number=abs(e["change"]),
        total=e["total"],
    )


def _no_second(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    key = f"combat.narr.no_second_{e['rule'].replace('.', '_')}"
    if e["rule"] == "702.7b":
        key += "_dealt" if e.get("dealt") else "_none"
    return t(key, lang, creature=who(e["creature"]), rule=cite(e, lang))


def _revealed(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    """708.9: who a face-down creature was, shown as it leaves the battlefield."""
    fields = {"creature": who(e["creature"]), "power": e["power"], "toughness": e["toughness"]}
    if e.get("name"):
        return t("combat.narr.revealed", lang, name=who(e["name"]), **fields)
    return t("combat.narr.revealed_nameless", lang, **fields)


def _noncombat(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    """120.3: noncombat damage, from the source the action names (its abilities count: the
    -1/-1 counters of wither or infect, a player's poison counters, deathtouch)."""
    params = {"target": who(e["target"]), "amount": e["amount"], "rule": e["rule"]}
    if "source" not in e:
        return t("combat.narr.noncombat_damage", lang, **params)
    text = t("combat.narr.noncombat_damage_from", lang, source=who(e["source"]), **params)
    for extra in ("minus_counters", "poison"):
        if extra in e:
            text += " " + t(
                f"combat.narr.result.{extra}", lang, number=e[extra], target=who(e["target"])
            )
    if e.get("deathtouch"):
        text += " " + t("combat.narr.deathtouch_noncombat", lang, source=who(e["source"]))
    return text


def _face_up(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    """708.8: turned face up; "damage stays marked" only when some is (``damage``)."""
    key = "combat.narr.face_up" if e.get("damage", 1) else "combat.narr.face_up_unmarked"
    return t(key, lang, creature=who(e["creature"]), power=e["power"], toughness=e["toughness"])


def _players(players: list[str], lang: Lang) -> str:
    """Players named together: « P1 et P3 », "P1 and P3"."""
    return listing_and(players, lang)


def _loses(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str | None:
    """704.5a; in Two-Headed Giant, one line for the team (704.6a, 810.8a)."""
    team = e.get("team")
    if not team:
        return t("combat.narr.loses", lang, player=e["player"], life=e["life"], rule=e["rule"])
    if e["rule"] == "810.8a":
        return t("combat.narr.team_loses_810_8a", lang, player=e["player"], rule=e["rule"])
    if e["player"] != team[0]:
        return None  # the team's line is said once
    return t(
        "combat.narr.team_loses", lang, players=_players(team, lang), life=e["life"], rule=e["rule"]
    )


def _loses_poison(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str | None:
    """704.5c; in Two-Headed Giant, the team's fifteen counters, once (704.6b, 810.8d)."""
    team = e.get("team")
    if not team:
        return t("combat.narr.loses_poison", lang, player=e["player"], poison=e["poison"])
    if e["player"] != team[0]:
        return None
    return t(
        "combat.narr.team_loses_poison",
        lang,
        players=_players(team, lang),
        poison=e["poison"],
        rule=e["rule"],
    )


def _wins(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    """104.2a: who won; 104.2c: the team that won."""
    players = e["players"]
    if len(players) == 1:
        return t("combat.narr.wins", lang, player=players[0], rule=e["rule"])
    return t("combat.narr.wins_team", lang, players=_players(players, lang), rule=e["rule"])


def _era(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    """Format §6: the rules this combat follows, its dates and sources."""
    return eras.era(e["era"]).line(lang)


def _damage_order(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    """509.2–509.3 (rules of April 2024): a damage assignment order, as announced."""
    # « la créature B1, puis la créature B2 »: French names take their article.
    spec = "le" if lang == "fr" else ""
    order = t("eras.then", lang).join(format(as_name(who(c)), spec) for c in e["order"])
    return t(
        f"combat.narr.damage_order.{e['by']}",
        lang,
        creature=who(e["creature"]),
        order=order,
        rule=cite(e, lang),
    )


def _on_stack(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    """310.1 (2003): the combat damage assigned, put on the stack."""
    assigned = t("eras.list_sep", lang).join(
        t(
            "combat.narr.assigned_one",
            lang,
            source=who(a["source"]),
            amount=a["amount"],
            target=who(a["target"]),
        )
        for a in e["assigned"]
    ) or t("combat.narr.nobody", lang)
    return t("combat.narr.damage_on_stack", lang, assigned=assigned, rule=cite(e, lang))


def _not_dealt(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    """310.4c (2003): damage assigned to a creature that has left isn't dealt."""
    return t(
        f"combat.narr.stack_not_dealt_{e['rule'].replace('.', '_')}",
        lang,
        source=who(e["source"]),
        target=who(e["target"]),
        amount=e["amount"],
        rule=cite(e, lang),
    )


def _era_trigger(kind: str) -> Line:
    """502.68a / 502.63 (2007): lifelink or deathtouch as a triggered ability — resolved,
    resolved with nothing left to destroy (``_gone``), or never resolved: the game ended
    (``_late``)."""

    def line(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
        key = f"combat.narr.{kind}_trigger"
        if not e.get("done"):
            key += "_gone" if e.get("resolved") else "_late"
        params: dict[str, Any] = {"creature": who(e["creature"]), "rule": cite(e, lang)}
        if kind == "lifelink":
            params.update(player=e["player"], amount=e["amount"])
        else:
            params["target"] = who(e["target"])
        return t(key, lang, **params)

    return line


def _provoke(e: Mapping[str, Any], who: Callable[[str], str], lang: Lang) -> str:
    key = "blocking.narr.provoke_untap" if e.get("untapped") else "blocking.narr.provoke"
    return t(key, lang, source=who(e["source"]), target=who(e["target"]), rule=e["rule"])


_LINES: Final[dict[str, Line]] = {
    "provoke": _provoke,
    "tapped": _simple("blocking.narr.tapped", creature="creature"),
    "block_cost": _simple("blocking.narr.block_cost", creature="creature", cost="cost"),
    "requirements": _simple("blocking.narr.requirements", obeyed="obeyed", most="most"),
    "step": _step,
    "combat_damage": _damage,
    "life_gain": _simple(
        "combat.narr.life_gain", player="player", amount="amount", source="source"
    ),
    "dies": _dies,
    "dies_replaced": _replaced,
    "indestructible": _simple("combat.narr.indestructible", creature="creature"),
    "loses": _loses,
    "no_combat_damage": _no_damage,
    "no_second_strike": _no_second,
    "second_strike_unassigned": _simple("combat.narr.second_502_28b", creature="creature"),
    "trigger": _trigger,
    "counters": _counters,
    "activated": _simple("combat.narr.activated", source="source"),
    "resolves": _simple("combat.narr.resolves", source="source"),
    "pump": _simple(
        "combat.narr.pump", creature="creature", power="new_power", toughness="new_toughness"
    ),
    "keyword_gained": _keyword("combat.narr.keyword_gained"),
    "keyword_lost": _keyword("combat.narr.keyword_lost"),
    "returned_to_hand": _simple("combat.narr.to_hand", creature="creature"),
    "removed_from_combat": _simple("combat.narr.removed_from_combat", creature="creature"),
    "blocks_nothing": _simple("combat.narr.blocks_nothing", creature="creature"),
    "not_in_combat": _simple("combat.narr.not_in_combat", creature="creature"),
    "gain_life": _simple("combat.narr.gain_life", player="player", amount="amount"),
    "lose_life": _simple("combat.narr.lose_life", player="player", amount="amount"),
    "response": _simple("combat.narr.response", source="source"),
    "exiled": _simple("combat.narr.exiled", creature="creature"),
    "noncombat_damage": _noncombat,
    "turned_face_up": _face_up,
    "no_effect": _simple("combat.narr.no_effect", target="target"),
    "no_attackers": _simple("combat.narr.no_attackers"),
    "leaves_game": _simple("combat.narr.leaves_game", player="player"),
    "revealed": _revealed,
    "unattached": _simple("combat.narr.unattached", object="object", creature="creature"),
    "prevented": _prevented,
    "combat_trigger": _combat_trigger,
    "battle_cry": _battle_cry,
    "afflict": _simple(
        "combat.narr.trigger_afflict", source="source", player="player", amount="amount"
    ),
    "loses_poison": _loses_poison,
    "wins": _wins,
    "draw": _simple("combat.narr.draw"),
    "era": _era,
    "damage_order": _damage_order,
    "damage_on_stack": _on_stack,
    "damage_resolves": _simple("combat.narr.damage_resolves"),
    "stack_damage_not_dealt": _not_dealt,
    "stack_source_gone": _simple("combat.narr.stack_source_gone", creature="creature"),
    "lifelink_trigger": _era_trigger("lifelink"),
    "deathtouch_trigger": _era_trigger("deathtouch"),
    "permanent_to_graveyard": lambda e, who, lang: t(
        f"combat.narr.permanent_to_graveyard_{e['rule'].replace('.', '_')}",
        lang,
        object=who(e["object"]),
    ),
    "counters_cancel": _simple("combat.narr.counters_cancel", creature="creature", number="number"),
}


def narrate_event(event: Mapping[str, Any], names: Mapping[str, str], lang: Lang) -> str | None:
    """The narration line of one event (None for events that are not narrated)."""
    maker = _LINES.get(event.get("type", ""))
    if maker is None:
        return None

    def who(ident: str) -> str:
        # ``names`` holds the creatures and permanents; anything else is a player (« à P2 »).
        shown = names.get(ident)
        if shown is None:
            return ident
        return shown if isinstance(shown, Name) else name_of(shown, lang)

    return maker(event, who, lang)


def _totals(totals: Mapping[str, int], teams: Any, lang: Lang) -> str:
    """Each player's total, or in Two-Headed Giant each team's shared total once (810.9,
    810.10): « P1 et P3 (une équipe) 20, P2 et P4 (une équipe) 17 »."""
    if not teams:
        return ", ".join(f"{p} {number(n, lang)}" for p, n in totals.items())
    shown: list[str] = []
    grouped = {p for team in teams for p in team}
    for team in teams:
        players = [p for p in team if p in totals]
        if players:
            shown.append(
                t(
                    "combat.narr.team_total",
                    lang,
                    players=_players(players, lang),
                    life=number(totals[players[0]], lang),
                )
            )
    shown += [f"{p} {number(n, lang)}" for p, n in totals.items() if p not in grouped]
    return ", ".join(shown)


def narrate(outcome: Mapping[str, Any], lang: Lang) -> list[str]:
    """Lines of the story of ``outcome`` (a combat outcome dict), then a summary line."""
    names: Mapping[str, str] = outcome.get("names", {})
    genders: Mapping[str, str] = outcome.get("genders", {})
    kinds: Mapping[str, str] = outcome.get("kinds", {})
    players = set(outcome.get("players", ())) | set(outcome.get("life", {}))

    def who(ident: str) -> str:
        # Known cards are shown with the name printed in the reader's language, and every
        # creature with its French grammar; a player is named as is (« à P2 »).
        if ident in players:
            return ident
        return name_of(
            names.get(ident, ident),
            lang,
            gender=genders.get(ident),
            kind=kinds.get(ident, "creature"),
        )

    lines: list[str] = []
    old_era = outcome.get("era") == eras.SIXTH_EDITION
    for event in outcome.get("events", []):
        maker = _LINES.get(event.get("type", ""))
        if maker is not None:
            if old_era:
                event = eras.sixth_edition_event(event)
            line = maker(event, who, lang)
            if line:
                lines.append(line)
    if not outcome.get("steps") and not any(
        e.get("type") == "no_attackers" for e in outcome.get("events", [])
    ):
        lines.append(t("combat.narr.no_step", lang))
    teams = outcome.get("teams", ())
    lines.append(
        t("combat.narr.summary_life", lang, life=_totals(outcome.get("life", {}), teams, lang))
    )
    poison = outcome.get("poison", {})
    if any(poison.values()):
        lines.append(t("combat.narr.summary_poison", lang, poison=_totals(poison, teams, lang)))
    died = outcome.get("died", [])
    lines.append(
        t("combat.narr.summary_died", lang, creatures=_names(died, who, lang))
        if died
        else t("combat.narr.summary_none_died", lang)
    )
    return lines
