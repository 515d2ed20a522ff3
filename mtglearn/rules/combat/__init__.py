"""Combat (506–511): blocks, damage assignment and the combat damage steps.

- :mod:`.blocking` and :mod:`.block_requirements` — declaring blockers (509.1);
- :mod:`.provoke` — provoke's blocking requirement (702.39, 509.1c);
- :mod:`.block_board` — the board a declaration of blockers is checked against (509.1);
- :mod:`.damage_assignment` — assigning combat damage (510.1, 702.19, 702.2c);
- :mod:`.damage_steps` — dealing it, first strike and double strike (510.2, 702.4, 702.7);
- :mod:`.engine` — :class:`~.engine.Combat`, which runs the steps;
- :mod:`.scenario` — reading and writing the ``combat`` kind of the scenario format;
- :mod:`.kind` — the ``resolve``/``narrate`` pair the scenario dispatcher calls.

Imports only :mod:`mtglearn.rules.core` among the rules subpackages. Its words (the story,
the block explainer) are in :mod:`mtglearn.words`.
"""
