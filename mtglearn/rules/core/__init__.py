"""The objects every rule works on, and the rules that are not about one subsystem.

- :mod:`.board` — creatures and other permanents as a scenario describes them (302, 301.5);
- :mod:`.table` — the state of a game while it resolves: units, players, events;
- :mod:`.actions` — one-shot effects applied between steps or by triggers (608, 613);
- :mod:`.state_based` — state-based actions (704);
- :mod:`.replacement` — "dies" replacement effects (614, 700.4);
- :mod:`.triggers` — abilities that trigger on combat damage (603, 510.3a);
- :mod:`.keywords` — the keyword vocabulary and its aliases;
- :mod:`.characteristics` — a card's printed characteristics (205, 208).

Nothing in this subpackage imports the combat, initiative or Legions subpackages.
"""
