"""The public scenario format: one entry point for every kind of scenario.

``resolve_scenario`` reads the ``kind`` of a scenario and hands it to the rules module of that
kind. Each rules module provides ``resolve(data, lang) -> dict`` (the outcome as plain JSON data,
with an ``events`` list of structured events carrying rule numbers) and
``narrate(outcome, lang) -> list[str]`` (the step-by-step story, made from those events through
the catalog). Modules are imported only when their kind is used, which keeps ``import mtglearn``
light.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any, Final

from mtglearn.errors import ScenarioError
from mtglearn.i18n import LANGS, Lang, resolve_lang
from mtglearn.i18n import get_lang as _current_lang
from mtglearn.validate import MAX_DEPTH, listing, obj

#: kind → module implementing ``resolve`` and ``narrate`` for it.
KINDS: Final[dict[str, str]] = {
    "combat": "mtglearn.rules.combat.kind",
    "initiative": "mtglearn.rules.initiative.kind",
    "amplify": "mtglearn.rules.legions.amplify",
    "face_down": "mtglearn.rules.legions.face_down",
}

Outcome = dict[str, Any]

#: The ``resolve`` of each kind already imported (looked up once, not per scenario).
_RESOLVERS: dict[object, Callable[[Mapping[str, Any], Lang], Outcome]] = {}


def _module(kind: str) -> Any:
    return importlib.import_module(KINDS[kind])


def kind_of(data: object, lang: Lang) -> str:
    """The scenario's ``kind`` (``combat`` when absent), checked against the known kinds."""
    scenario = obj(data, "scenario", lang)
    kind = scenario.get("kind", "combat")
    if not isinstance(kind, str) or kind not in KINDS:
        raise ScenarioError("error.unknown_kind", "kind", lang, value=kind, allowed=listing(KINDS))
    return kind


def resolve_scenario(data: Mapping[str, Any], lang: str | None = None) -> Outcome:
    """Resolve a scenario (public format, see ``scenario-format.md``) into its outcome.

    The input is never mutated and the outcome shares no object with it, nor with any other
    outcome: resolvers only read their input and build their outcome from fresh objects (no
    copy is made of either; tests prove both). Errors are
    :class:`~mtglearn.errors.ScenarioError` in ``lang`` (default: the current language).
    """
    # A language given as "en" or "fr" needs no lookup (most calls).
    if lang in LANGS:
        language: Lang = lang
    else:
        language = _current_lang() if lang is None else resolve_lang(lang)
    kind = data.get("kind", "combat") if data.__class__ is dict else None
    resolver = _RESOLVERS.get(kind) if kind.__class__ is str else None
    if resolver is None:
        kind = kind_of(data, language)  # checked: an unknown kind raises its error
        resolver = _RESOLVERS[kind] = _module(kind).resolve
    try:
        return resolver(data, language)
    except RecursionError:
        # Data nested deeper than Python can walk: the same one-line error as the command
        # line's depth limit (MAX_DEPTH), rather than a traceback.
        raise ScenarioError("error.too_deep", "scenario", language, limit=MAX_DEPTH) from None


def narrate(outcome: Mapping[str, Any], lang: str | None = None) -> list[str]:
    """The step-by-step narration of an outcome, in ``lang``."""
    language = resolve_lang(lang)
    kind = kind_of(outcome, language)
    story: Callable[[Mapping[str, Any], Lang], list[str]] = _module(kind).narrate
    return story(outcome, language)


__all__ = ["KINDS", "Outcome", "kind_of", "narrate", "resolve_scenario"]
