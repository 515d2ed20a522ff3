"""The one exception type of mtglearn, with messages in the reader's language."""

from __future__ import annotations

from mtglearn.i18n import Lang, resolve_lang, t


class ScenarioError(ValueError):
    """A scenario, action or answer that the rules do not allow.

    It names the offending ``field`` (a dotted path such as ``creatures[1].power``) and says what
    is allowed, through the catalog message ``key`` formatted with ``params``. ``str(error)`` is
    the message in the language chosen when it was raised; :meth:`message` gives either language.
    """

    def __init__(self, key: str, field: str, lang: str | None = None, **params: object) -> None:
        self.key = key
        self.field = field
        self.params = params
        self.lang: Lang = resolve_lang(lang)
        super().__init__(self.message(self.lang))

    def message(self, lang: str | None = None) -> str:
        """The full one-line message in ``lang``: English ``field: what is wrong; what is
        allowed``; French begins with the sentence and ends with the field path,
        « Ce qui ne va pas ; valeurs permises : … (champ field) » (docs/style-fr.md)."""
        return t("error.line", lang, field=self.field, text=t(self.key, lang, **self.params))

    def in_lang(self, lang: str) -> ScenarioError:
        """The same error, speaking ``lang``."""
        return ScenarioError(self.key, self.field, lang, **self.params)


__all__ = ["ScenarioError"]
