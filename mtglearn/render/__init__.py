"""Drawing results: the SVG combat board and HTML tables (standard library only).

Beside the rules engine, as python-chess's ``chess/svg.py`` stands beside its board: the engine
records what happened (events, and a snapshot of the table after each step); this layer draws
those records and never re-applies a rule.

- :mod:`.board` — the combat board as SVG, one snapshot per step;
- :mod:`.tables` — HTML tables of a combat's creatures and players, and narration lines.
"""
