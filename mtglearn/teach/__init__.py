"""The teaching layer: tables (pandas), figures (matplotlib), explorers (ipywidgets), exercises.

Everything here is computed by the rules engine, reached through the front door
(:mod:`mtglearn.door`) and the engine's own objects; nothing restates a rule's result by hand.
``import mtglearn`` does not import this package (pandas, matplotlib and ipywidgets come with
it); a notebook imports what it shows from here, in one line::

    from mtglearn.teach import CombatExplorer, step_table, exercise_set, player_damage

The package is five rooms on a base (docs/architecture.md, "The teaching layer's rooms"):
``figures``, ``chapters``, ``explorers``, ``exercises`` and ``workshop``, each importing only
the rooms below it; a notebook never names them.

The names below are the course's teaching vocabulary, one module of this package each:
explorers (``*Explorer``, ``PracticeSession``), tables (``*_table``, shown by :func:`styled`),
figures (shown by :func:`picture`), checks that say in a sentence what the engine found
(``outcome_lines``, ``lesson_formulas``...), exercise generators (seeded: the same seed gives the
same question) and the exercise sets that show them (``exercise_set``, ``exercise_widgets``,
``questions``, ``solutions``).

The names are loaded on first use (lazy_loader reads them from ``__init__.pyi``): a workshop
dashboard that needs one explorer imports that explorer's modules only, not every table and
figure of the course (matplotlib among them), and its kernel starts faster.
"""

import lazy_loader

__getattr__, __dir__, __all__ = lazy_loader.attach_stub(__name__, __file__)
