"""The exercises: seeded questions about a scenario, the reader's answer checked by the resolver,
the feedback read from the facts the engine recorded, the practice session and the end-of-notebook
tasks (``exercise`` is the question and its widget; ``exercises_*`` are the generators).

Exercises stand on the chapters, the figures and the base, and never import an explorer
(``pyproject.toml``, ``[tool.importlinter]``).
"""
