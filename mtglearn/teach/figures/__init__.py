"""Figures of the teaching layer: tables of one fight, grids and heatmaps of many, dungeon maps,
and the step a combat board shows; each computed from the engine, none interactive.

Figures import the teaching layer's base (``display``, ``reference_tables``, ``duel``...) only:
no chapter, explorer, exercise or workshop module (``pyproject.toml``, ``[tool.importlinter]``).
"""
