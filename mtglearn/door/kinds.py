"""The kinds of scenario, the rules module that resolves each and the words that tell it.

A rules module of a kind provides ``resolve(data, lang) -> dict`` (the outcome as plain JSON
data, with an ``events`` list of structured events carrying rule numbers); its words, in
:mod:`mtglearn.words`, provide ``narrate(outcome, lang) -> list[str]``. Each is imported only
when a scenario of that kind is first met, which keeps ``import mtglearn`` light.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any, Final

from mtglearn.base.errors import ScenarioError, worded_in
from mtglearn.base.i18n import Lang
from mtglearn.base.validate import listing, obj

#: The kinds of scenario, in the order the format documents them.
KINDS: Final = ("combat", "initiative", "amplify", "face_down")


#: The rules modules imported so far, by kind: an ``import`` statement run on every call costs
#: more than the rest of the dispatch of ``resolve_scenario`` (the public path is timed).
_LOADED: dict[str, ModuleType] = {}


def rules_of(kind: str) -> ModuleType:
    """The rules module of ``kind`` (imported on first use)."""
    module = _LOADED.get(kind)
    if module is None:
        module = _LOADED[kind] = _import(kind)
    return module


def _import(kind: str) -> ModuleType:
    if kind == "combat":
        from mtglearn.rules.combat import kind as combat

        return combat
    if kind == "initiative":
        from mtglearn.rules.initiative import kind as initiative

        return initiative
    if kind == "amplify":
        from mtglearn.rules.legions import amplify

        return amplify
    from mtglearn.rules.legions import face_down

    return face_down


#: The story of an outcome of a kind: ``narrate(outcome, lang) -> list[str]``.
Story = Callable[[Mapping[str, Any], Lang], list[str]]

_STORIES: dict[str, Story] = {}


def story_of(kind: str) -> Story:
    """The words that tell an outcome of ``kind``, from its events (imported on first use)."""
    story = _STORIES.get(kind)
    if story is None:
        story = _STORIES[kind] = _story(kind)
    return story


def _story(kind: str) -> Story:
    if kind == "combat":
        from mtglearn.words.combat import narrate

        return narrate
    if kind == "initiative":
        from mtglearn.words.initiative import narrate as narrate_initiative

        return narrate_initiative
    if kind == "amplify":
        from mtglearn.words.legions import narrate_amplify

        return narrate_amplify
    from mtglearn.words.legions import narrate_face_down

    return narrate_face_down


def scenario_kind(data: object, lang: Lang) -> str:
    """The scenario's ``kind`` (``combat`` when absent), checked against the known kinds."""
    with worded_in(lang):
        scenario = obj(data, "scenario")
    kind = scenario.get("kind", "combat")
    if not isinstance(kind, str) or kind not in KINDS:
        raise ScenarioError("error.unknown_kind", "kind", lang, value=kind, allowed=listing(KINDS))
    return kind


__all__ = ["KINDS", "Story", "rules_of", "scenario_kind", "story_of"]
