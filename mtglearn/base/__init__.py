"""The base layer: what every other layer of mtglearn stands on.

- :mod:`.errors` — the one exception type, :class:`~.errors.ScenarioError`, bilingual;
- :mod:`.validate` — reading untrusted scenario data, naming the field that is wrong;
- :mod:`.card_names` — the printed names of the course's cards, in English, French and Chinese
  (data in no language of its own);
- :mod:`.i18n` — the bilingual catalog of every user-facing string, French grammar, and the
  card names in the reader's language (:mod:`.i18n.names`).

Nothing here imports the rules engine or anything above it.
"""
