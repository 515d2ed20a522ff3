"""The words layer: sentences made from the engine's records, in the reader's language.

It sits beside :mod:`mtglearn.render` and above :mod:`mtglearn.rules`: it reads the typed
record and the outcome (events with rule numbers) and never decides a rule. One module per
subject: :mod:`.combat` (the combat's story), :mod:`.initiative` (the initiative and the
dungeons), :mod:`.legions` (amplify, morph), :mod:`.block_explainer` (why a declaration of
blockers is legal or not), :mod:`.keywords` (a keyword's official name, its French grammar).
"""
