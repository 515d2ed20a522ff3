"""Why the rules refuse what a notebook tries, said to a learner.

The rules engine refuses a scenario with a :class:`~mtglearn.ScenarioError` written for whoever
writes scenarios: it names the field at fault (``events[0].dungeon``, ``reveal[0]``) and lists
the values allowed there. A learner who asks "may I start Tomb of Annihilation?" needs the rule
and its reason instead. :func:`why_not` resolves a scenario of the front door and says that:
for the refusals the course shows, a sentence of the catalog (``teach_refused.*``); for any
other, the engine's sentence without its field path.
"""

from __future__ import annotations

import html
from typing import Final

from mtglearn.base.errors import ScenarioError
from mtglearn.base.i18n import has, resolve_lang, t
from mtglearn.door.builder import Scenario
from mtglearn.teach.display import Shown

#: The engine's refusals the notebooks show, each with its sentence for a learner.
SAID: Final = frozenset(
    {
        "initiative.error.undercity_only",
        "initiative.error.not_undercity",
        "legions.error.no_shared_type",
        "legions.error.reveal_itself",
        "legions.error.reveal_together",
    }
)


def reason(error: ScenarioError, lang: str | None = None) -> str:
    """Why the rules refuse it, in a learner's words (no field path, no list of allowed
    values of the scenario format)."""
    language = resolve_lang(lang)
    key = f"teach_refused.{error.key.replace('.', '_')}"
    if has(key):
        return t(key, language, **error.params)
    text = t(error.key, language, **error.params)
    return text[:1].upper() + text[1:]


def refusal(scenario: Scenario, lang: str | None = None) -> str | None:
    """Why the rules refuse ``scenario``, in a learner's words (:func:`reason`), or ``None``
    when they allow it."""
    try:
        scenario.resolve()
    except ScenarioError as error:
        return reason(error, lang)
    return None


def why_not(scenario: Scenario) -> Shown:
    """Resolve ``scenario`` and say whether the rules allow it, and if not, why (✗ and the
    rule), in the current language."""
    lang = resolve_lang(None)
    try:
        scenario.resolve()
    except ScenarioError as error:
        text = reason(error, lang)
        return Shown(f'<p class="mtglearn-refusal"><b>✗</b> {html.escape(text)}</p>')
    allowed = t("teach_refused.allowed", lang)
    return Shown(f'<p class="mtglearn-refusal"><b>✓</b> {html.escape(allowed)}</p>')


__all__ = ["SAID", "reason", "refusal", "why_not"]
